/* djinn_text.c - the game in words and JSON: move texts (describe_move), the whole
 * state for traces (state_json) and the trace events of automatic steps. Seats,
 * caves and phases count from 1 here, as in every report the user reads. */
#include <stdio.h>

#include "djinn.h"
#include "textbuf.h"

/* Colour names: yellow, green and purple are the rulebook's; blue is ours (RULES.md). */
const char *const djinn_colour_names[DJ_MAX_COLOURS] = {"yellow", "green", "purple", "blue"};

/* ---- text: seats count from 1 here, as in every report the user reads ---- */

/* "green 12": a treasure card as move texts and trace events name it. */
int djinn_card_text(int card, char *buf, size_t n)
{
    return snprintf(buf, n, "%s %d", djinn_colour_names[DJ_COLOUR(card)], DJ_VALUE(card));
}

int djinn_describe_move(const void *st, move_t m, char *buf, size_t n)
{
    const djinn_state_t *s = st;
    char c[24];
    int arg = DJ_MV_ARG(m);
    djinn_card_text(arg, c, sizeof c);
    switch (DJ_MV_KIND(m)) {
    case DJ_MV_PLAY:
        return snprintf(buf, n, "play %s", c);
    case DJ_MV_CLAIM:
        return snprintf(buf, n, "claim %s", c);
    case DJ_MV_END:
        return snprintf(buf, n, "end turn");
    case DJ_MV_CAVE: {
        int l = s->level[s->seat], pos = djinn_cave_position(s, l, arg);
        const djinn_cave_t *cv = &s->cave[l][arg];
        if (cv->target)
            return snprintf(buf, n, "enter %d-cave %d (%s %d)", l + 3, pos,
                            djinn_kind_names[cv->kind], cv->target);
        return snprintf(buf, n, "enter %d-cave %d (%s)", l + 3, pos, djinn_kind_names[cv->kind]);
    }
    case DJ_MV_PICK:
        return snprintf(buf, n, "spend %s on the challenge", c);
    case DJ_MV_DJINN: {
        const djinn_card_t *d = &s->djinn[DJ_MV_DJINN_IDX(m)];
        const char *name = djinn_effect_names[d->effect];
        switch (d->effect) {
        case DJ_CHANGE_TRUMP:
            return snprintf(buf, n, "djinn %s to %s", name, djinn_colour_names[arg]);
        case DJ_SWAP:
        case DJ_REPLACE:
            return snprintf(buf, n, "djinn %s with seat %d", name, arg + 1);
        case DJ_FREE_PLAY:
            return snprintf(buf, n, "djinn %s%s", name, d->param ? " (counts as led)" : "");
        default:
            return snprintf(buf, n, "djinn %s", name);
        }
    }
    default:
        return snprintf(buf, n, "unknown move %u", (unsigned)m);
    }
}

/* ---- state_json: the whole state for traces (RULES.md "Trace"). Seats, tricks and
 * phases count from 1; cards are ids (colour * 16 + number - 1), colours 0..3;
 * absent values are null. Objects that belong to one stage (the trick, the turn, the
 * challenge) are written only in that stage. */

static const char *const stage_names[] = {"play", "after", "claim", "cave", "pick", "over"};
_Static_assert(sizeof stage_names / sizeof *stage_names == DJ_ST_OVER + 1, "a name per stage");

static void jcards(textbuf_t *j, const char *key, uint64_t set)
{
    tb_put(j, "\"%s\":[", key);
    for (int first = 1; set; set &= set - 1, first = 0)
        tb_put(j, "%s%d", first ? "" : ",", __builtin_ctzll(set));
    tb_put(j, "]");
}

/* A list of bit indices of a small mask (Djinn cards by index, colours). */
static void jbits(textbuf_t *j, const char *key, uint32_t set)
{
    tb_put(j, "\"%s\":[", key);
    for (int first = 1; set; set &= set - 1, first = 0)
        tb_put(j, "%s%d", first ? "" : ",", __builtin_ctz(set));
    tb_put(j, "]");
}

/* ",\"key\":value", or null for DJ_NONE; `plus` shifts seats to count from 1. */
static void jopt(textbuf_t *j, const char *key, int v, int plus)
{
    if (v == DJ_NONE)
        tb_put(j, ",\"%s\":null", key);
    else
        tb_put(j, ",\"%s\":%d", key, v + plus);
}

#define DJ_RULE_JSON_INT(key) tb_put(j, ",\"" #key "\":%d", (int)s->key);
#define DJ_RULE_JSON_BOOL(key) tb_put(j, ",\"" #key "\":%s", s->key ? "true" : "false");
#define DJ_RULE_JSON_CUSTOM(key) /* written out below, from the cards in the state */
#define DJ_RULE_JSON_(C, kind, key, def, lo, hi, ptype, extra, help) DJ_RULE_JSON_##kind(key)

/* Every rule of DJINN_RULES by its key; the custom ones (caves, djinn_cards) as the
 * cards they loaded: every cave card of each level and every Djinn card, by index. */
static void json_rules(textbuf_t *j, const djinn_state_t *s)
{
    tb_put(j, "\"rules\":{\"players\":%d", s->players);
    DJINN_RULES(DJ_RULE_JSON_, ~)
    tb_put(j, ",\"caves\":[");
    for (int l = 0; l < DJ_LEVELS; l++) {
        tb_put(j, "%s[", l ? "," : "");
        for (int i = 0; i < s->ncaves[l]; i++)
            tb_put(j, "%s{\"kind\":\"%s\",\"target\":%d}", i ? "," : "",
                   djinn_kind_names[s->cave[l][i].kind], s->cave[l][i].target);
        tb_put(j, "]");
    }
    tb_put(j, "],\"djinn_cards\":[");
    for (int i = 0; i < s->ndjinn; i++)
        tb_put(j, "%s{\"effect\":\"%s\",\"param\":%d}", i ? "," : "",
               djinn_effect_names[s->djinn[i].effect], s->djinn[i].param);
    tb_put(j, "]}");
}

/* The trick on the table, in play order (stages play, after, claim). A card taken
 * by take_highest leaves its slot: "card" null. */
static void json_trick(textbuf_t *j, const djinn_state_t *s)
{
    tb_put(j, ",\"trick\":{\"leader\":%d", s->leader + 1);
    jopt(j, "led", s->led_colour, 0);
    jopt(j, "trump", s->trick_trump, 0);
    tb_put(j, ",\"lowest_wins\":%s,\"cards\":[", s->lowest_wins ? "true" : "false");
    for (int i = 0; i < s->trick_n; i++) {
        tb_put(j, "%s{\"seat\":%d", i ? "," : "", s->trick_owner[i] + 1);
        jopt(j, "card", s->trick_card[i], 0);
        tb_put(j, ",\"as_led\":%s}", (s->trick_as_led >> i) & 1 ? "true" : "false");
    }
    tb_put(j, "]}");
}

/* The turn of the seat to move (stages play, after). */
static void json_turn(textbuf_t *j, const djinn_state_t *s)
{
    static const char *const free_names[] = {"none", "plain", "as_led"};
    tb_put(j, ",\"turn\":{\"djinn_played\":%d,\"card_played\":%s,\"free_play\":\"%s\"}",
           s->djinn_this_turn, s->played ? "true" : "false", free_names[s->free_play]);
}

/* The challenges at the end of a phase (stages cave, pick): the seats asked so far,
 * clockwise from the phase's first leader (those unable were passed over; the last
 * is the seat deciding now), the caves of its next level it may choose (stage cave)
 * or the cave chosen and the cards spent on it so far (stage pick). Caves by their
 * place in the row, from 1. */
static void json_challenge(textbuf_t *j, const djinn_state_t *s)
{
    int first = djinn_first_leader(s), l = s->level[s->seat];
    tb_put(j, ",\"challenge\":{\"asked\":[");
    for (int i = 0; i <= s->ch_order && i < s->players; i++)
        tb_put(j, "%s%d", i ? "," : "", (first + i) % s->players + 1);
    tb_put(j, "],\"level\":%d", l + 3);
    if (s->stage == DJ_ST_CAVE) {
        tb_put(j, ",\"options\":[");
        for (unsigned m = s->ch_options, k = 0; m; m &= m - 1, k++)
            tb_put(j, "%s%d", k ? "," : "", djinn_cave_position(s, l, __builtin_ctz(m)));
        tb_put(j, "]}");
        return;
    }
    tb_put(j, ",\"cave\":%d,", djinn_cave_position(s, l, s->ch_cave));
    jcards(j, "cards", s->pick);
    tb_put(j, "}");
}

static void json_player(textbuf_t *j, const djinn_state_t *s, int p)
{
    tb_put(j, "%s{\"seat\":%d,", p ? "," : "", p + 1);
    jcards(j, "hand", s->hand[p]);
    tb_put(j, ",");
    jcards(j, "claimed", s->claimed[p]);
    tb_put(j, ",");
    jbits(j, "djinn", s->djinn_hand[p]);
    tb_put(j, ",\"level\":%d", s->level[p]);
    if (s->level[p] == 0)
        tb_put(j, ",\"cave\":null");
    else
        tb_put(j, ",\"cave\":%d", djinn_cave_position(s, s->level[p] - 1, s->cave_at[p]));
    tb_put(j, ",");
    jbits(j, "voids", s->voids[p]);
    tb_put(j, "}");
}

int djinn_state_json(const void *st, char *buf, size_t n)
{
    const djinn_state_t *s = st;
    textbuf_t j = {buf, n, 0};
    int stage = s->stage;
    tb_put(&j, "{\"legend\":{\"cards\":\"id = colour*16 + number-1; colours 0 yellow, 1 green, "
               "2 purple, 3 blue\",\"djinn\":\"id = index in rules.djinn_cards\",\"seats\":"
               "\"count from 1\",\"caves\":\"by place in their row, from 1\"},");
    json_rules(&j, s);
    tb_put(&j, ",\"stage\":\"%s\"", stage_names[stage]);
    jopt(&j, "seat", s->seat, 1);
    tb_put(&j, ",\"phase\":%d,\"dealer\":%d", s->phases, s->dealer + 1);
    if (stage != DJ_ST_OVER)
        tb_put(&j, ",\"first_leader\":%d", djinn_first_leader(s) + 1);
    tb_put(&j, ",\"tricks\":{\"in_phase\":%d,\"done\":%d},\"turns\":%u", s->phase_tricks,
           s->trick_no, s->turns);
    jopt(&j, "trump_card", s->trump_card, 0);
    if (stage == DJ_ST_PLAY || stage == DJ_ST_AFTER || stage == DJ_ST_CLAIM)
        json_trick(&j, s);
    if (stage == DJ_ST_PLAY || stage == DJ_ST_AFTER)
        json_turn(&j, s);
    if (stage == DJ_ST_CAVE || stage == DJ_ST_PICK)
        json_challenge(&j, s);
    tb_put(&j, ",");
    jcards(&j, "deck", s->deck);
    tb_put(&j, ",");
    jcards(&j, "discard", s->discard);
    tb_put(&j, ",");
    jbits(&j, "djinn_deck", s->djinn_deck);
    tb_put(&j, ",");
    jbits(&j, "djinn_used", s->djinn_used);
    tb_put(&j, ",\"caves\":[");
    for (int l = 0; l < DJ_LEVELS; l++) {
        tb_put(&j, "%s{\"level\":%d,\"revealed\":%s,\"row\":[", l ? "," : "", l + 3,
               (s->revealed >> l) & 1 ? "true" : "false");
        int first = 1;
        for (int i = 0; i < s->ncaves[l]; i++)
            if (s->dealt[l] & (1u << i)) {
                tb_put(&j, "%s{\"kind\":\"%s\",\"target\":%d}", first ? "" : ",",
                       djinn_kind_names[s->cave[l][i].kind], s->cave[l][i].target);
                first = 0;
            }
        tb_put(&j, "]}");
    }
    tb_put(&j, "],\"players\":[");
    for (int p = 0; p < s->players; p++)
        json_player(&j, s, p);
    tb_put(&j, "],\"capped\":%s}", s->capped ? "true" : "false");
    return tb_finish(&j);
}
