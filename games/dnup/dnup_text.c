/* dnup_text.c - moves as readable text, the whole state as JSON (for --trace) and the
 * trace events of the steps nobody chooses (deals, discards, returns, scores).
 * A card is written shown/other, e.g. 2/5: active value 2, 5 on its other side.
 * Seats and areas count from 1, as everywhere the user reads them (reports, CSV);
 * the arrays of the JSON (hands, score) are in seat order. */
#include <stdio.h>
#include <string.h>

#include "dnup.h"
#include "textbuf.h"
#include "trace_event.h"

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

/* The rules in force, every rule of DNUP_RULES by its key. */
#define JSON_RULE_INT(key) tb_put(t, "%s\"" #key "\":%ld", first ? "" : ",", (long)s->key), first = 0;
#define JSON_RULE_BOOL(key) tb_put(t, "%s\"" #key "\":%s", first ? "" : ",", s->key ? "true" : "false"), first = 0;
#define JSON_RULE_ENUM(key) JSON_RULE_INT(key)
#define JSON_RULE_CUSTOM(key)
#define JSON_RULE_(C, kind, key, def, lo, hi, ptype, extra, help) JSON_RULE_##kind(key)

static void put_rules(textbuf_t *t, const dnup_state_t *s)
{
    int first = 1;
    tb_put(t, "\"rules\":{");
    DNUP_RULES(JSON_RULE_, ~)
    tb_put(t, "}");
}

/* Keys: players, two_player, round (rounds dealt), turns (actions taken), seat (to
 * move; null once the game is over), area (of the turn; always 1 with 3-5 players),
 * dealer, first (the seat that took the game's first turn), out (3-5 players: the
 * seat out this round), winner, capped, score, hands, known_in_hands (hand cards
 * everyone saw arrive from the table), sets, discard, rules. Seats count from 1. */
int dnup_state_json(const void *vs, char *buf, size_t n)
{
    const dnup_state_t *s = vs;
    textbuf_t t = {buf, n, 0};
    int over = s->winner >= 0 || s->capped;
    tb_put(&t, "{\"players\":%d,\"two_player\":%d,\"round\":%d,\"turns\":%d,", s->players,
           s->two_player, s->rounds, s->turns);
    put_seat_or_null(&t, "seat", over ? -1 : s->seat);
    tb_put(&t, "\"area\":%d,\"dealer\":%d,\"first\":%d,", s->area + 1, s->dealer + 1,
           s->first + 1);
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
    tb_put(&t, "],");
    put_rules(&t, s);
    tb_put(&t, "}");
    return tb_finish(&t);
}

/* ---- trace events (src/trace_event.h): the steps nobody chooses ----
 * Callers check TRACE_ON() first. Cards are written as in describe_move ("2/5": 2 up,
 * after any rotation). RULES.md (Trace) lists the events and their fields. */

#define TRACE_TEXT 8192

/* The deal of a round: one private event per seat with its cards, then one public
 * event naming the dealer, the hand sizes and who opens the round. */
void dnup_trace_deal(const dnup_state_t *s)
{
    char text[TRACE_TEXT];
    for (int p = 0; p < s->players; p++) {
        textbuf_t t = {text, sizeof text, 0};
        put_cards(&t, s, s->hand[p], ",", 1);
        tb_finish(&t);
        trace_event("{\"event\":\"deal\",\"round\":%d,\"seat\":%d,\"cards\":[%s],"
                    "\"seen_by\":[%d]}", s->rounds, p + 1, text, p + 1);
    }
    textbuf_t t = {text, sizeof text, 0};
    for (int p = 0; p < s->players; p++)
        tb_put(&t, "%s%d", p ? "," : "", dnup_count(s->hand[p]));
    tb_finish(&t);
    trace_event("{\"event\":\"round_start\",\"round\":%d,\"dealer\":%d,\"hand_sizes\":[%s],"
                "\"opens\":%d,\"area\":%d}", s->rounds, s->dealer + 1, text, s->seat + 1,
                s->area + 1);
}

/* A set leaves the table without its owner choosing it. event "discard", why "turn"
 * (at the start of its owner's turn) or "out_turn" (the set of the player out, when
 * its turn would have come), or why "beaten" (beaten while its owner is out); event
 * "return", why "beaten": beaten, back to its owner's hand, rotated (`cards` show the
 * sides now up). */
void dnup_trace_set_gone(const dnup_state_t *s, const char *event, const char *why, int slot,
                         uint64_t cards)
{
    char text[TRACE_TEXT];
    textbuf_t t = {text, sizeof text, 0};
    put_cards(&t, s, cards, ",", 1);
    tb_finish(&t);
    trace_event("{\"event\":\"%s\",\"why\":\"%s\",\"seat\":%d,\"area\":%d,\"cards\":[%s]}",
                event, why, slot / DNUP_AREAS + 1, slot % DNUP_AREAS + 1, text);
}

/* A player out of cards scores: `gain` tokens (3-5 players) or a round won (2 players);
 * `ends` says what ends with it: "nothing" (first out, the round goes on), "round" or
 * "game". */
void dnup_trace_score(const dnup_state_t *s, int seat, int gain, const char *ends)
{
    char text[256];
    textbuf_t t = {text, sizeof text, 0};
    for (int p = 0; p < s->players; p++)
        tb_put(&t, "%s%d", p ? "," : "", s->score[p]);
    tb_finish(&t);
    trace_event("{\"event\":\"score\",\"seat\":%d,\"gain\":%d,\"score\":[%s],\"ends\":\"%s\"}",
                seat + 1, gain, text, ends);
}

/* The end of a round (scored, or the game stopped by the cap): the whole state then. */
void dnup_trace_deal_end(const dnup_state_t *s)
{
    char text[TRACE_TEXT];
    if (dnup_state_json(s, text, sizeof text) < 0) {
        trace_event("{\"event\":\"truncated\"}");
        return;
    }
    trace_event("{\"event\":\"deal_end\",\"round\":%d,\"state\":%s}", s->rounds, text);
}
