/* dnup_text.c - moves as readable text and the whole state as JSON (for --trace).
 * A card is written shown/other, e.g. 2/5: active value 2, 5 on its other side.
 * Seats and areas count from 1, as everywhere the user reads them (reports, CSV);
 * the arrays of the JSON (hands, score) are in seat order. */
#include <stdio.h>
#include <string.h>

#include "dnup.h"
#include "textbuf.h"

static void put_cards(textbuf_t *t, const dnup_state_t *s, uint64_t cards, const char *sep,
                      int quoted)
{
    const char *q = quoted ? "\"" : "";
    for (int first = 1; cards; cards &= cards - 1, first = 0) {
        int c = __builtin_ctzll(cards);
        int side = (int)(s->orient >> c) & 1;
        tb_put(t, "%s%s%d/%d%s", first ? "" : sep, q, dnup_deck->face[c][side],
            dnup_deck->face[c][side ^ 1], q);
    }
}

/* "2,2,2": the values of a set as the table sees them. */
static void put_values(textbuf_t *t, int value, int count)
{
    for (int i = 0; i < count; i++)
        tb_put(t, "%s%d", i ? "," : "", value);
}

static void put_slot(textbuf_t *t, const dnup_state_t *s, int slot)
{
    tb_put(t, "seat %d", slot / DNUP_AREAS + 1);
    if (s->two_player)
        tb_put(t, " area %d", slot % DNUP_AREAS + 1);
}

int dnup_describe_move(const void *vs, move_t m, char *buf, size_t n)
{
    const dnup_state_t *s = vs;
    textbuf_t t = {buf, n, 0};
    int v = DNUP_MOVE_VALUE(m);
    uint64_t cards = 0;
    for (unsigned o = DNUP_MOVE_MASK(m); o; o &= o - 1)
        cards |= 1ull << dnup_card(v, __builtin_ctz(o) + 1);
    switch (DNUP_MOVE_TYPE(m)) {
    case DNUP_PLAY:
        tb_put(&t, "play ");
        put_values(&t, v, __builtin_popcountll(cards));
        tb_put(&t, " (");
        put_cards(&t, s, cards, " ", 0);
        tb_put(&t, ")");
        if (s->two_player)
            tb_put(&t, " in area %d", s->area + 1);
        break;
    case DNUP_ADD: {
        uint64_t set = s->set[DNUP_MOVE_SLOT(m)];
        tb_put(&t, "add ");
        put_cards(&t, s, cards, " ", 0);
        tb_put(&t, " to the set ");
        put_values(&t, v, __builtin_popcountll(set));
        tb_put(&t, " of ");
        put_slot(&t, s, DNUP_MOVE_SLOT(m));
        break;
    }
    case DNUP_TAKE: {
        uint64_t set = s->set[DNUP_MOVE_SLOT(m)];
        tb_put(&t, "take the set ");
        put_values(&t, set ? dnup_shown(s, __builtin_ctzll(set)) : 0,
                   __builtin_popcountll(set));
        tb_put(&t, " of ");
        put_slot(&t, s, DNUP_MOVE_SLOT(m));
        break;
    }
    default:
        tb_put(&t, "rotate hand");
        break;
    }
    return tb_finish(&t);
}

static void put_int_array(textbuf_t *t, const char *key, const int16_t *a, int n)
{
    tb_put(t, "\"%s\":[", key);
    for (int i = 0; i < n; i++)
        tb_put(t, "%s%d", i ? "," : "", a[i]);
    tb_put(t, "]");
}

static void put_seat_or_null(textbuf_t *t, const char *key, int seat)
{
    if (seat < 0)
        tb_put(t, "\"%s\":null,", key);
    else
        tb_put(t, "\"%s\":%d,", key, seat + 1);
}

int dnup_state_json(const void *vs, char *buf, size_t n)
{
    const dnup_state_t *s = vs;
    textbuf_t t = {buf, n, 0};
    tb_put(&t, "{\"players\":%d,\"two_player\":%d,\"round\":%d,\"turns\":%d,\"seat\":%d,"
        "\"area\":%d,\"dealer\":%d,", s->players, s->two_player, s->rounds, s->turns,
        s->seat + 1, s->area + 1, s->dealer + 1);
    put_seat_or_null(&t, "out", s->out);
    put_seat_or_null(&t, "winner", s->winner);
    tb_put(&t, "\"capped\":%d,", s->capped);
    put_int_array(&t, "score", s->score, s->players);
    tb_put(&t, ",\"hands\":[");
    for (int p = 0; p < s->players; p++) {
        tb_put(&t, "%s[", p ? "," : "");
        put_cards(&t, s, s->hand[p], ",", 1);
        tb_put(&t, "]");
    }
    tb_put(&t, "],\"known_in_hands\":[");
    put_cards(&t, s, s->known, ",", 1);
    tb_put(&t, "],\"sets\":[");
    int first = 1;
    for (int slot = 0; slot < s->players * DNUP_AREAS; slot++) {
        if (!s->set[slot])
            continue;
        tb_put(&t, "%s{\"seat\":%d,\"area\":%d,\"cards\":[", first ? "" : ",",
            slot / DNUP_AREAS + 1, slot % DNUP_AREAS + 1);
        put_cards(&t, s, s->set[slot], ",", 1);
        tb_put(&t, "]}");
        first = 0;
    }
    tb_put(&t, "],\"discard\":[");
    put_cards(&t, s, s->discard, ",", 1);
    tb_put(&t, "],\"rules\":{\"turn_cap\":%d,\"points_to_win\":%d,\"points_first\":%d,"
        "\"points_second\":%d,\"rounds_to_win\":%d,\"star_single_turn\":%d,"
        "\"random_orientation\":%d}}",
        s->turn_cap, s->points_to_win, s->points_first, s->points_second, s->rounds_to_win,
        s->star_single_turn, s->random_orientation);
    return tb_finish(&t);
}
