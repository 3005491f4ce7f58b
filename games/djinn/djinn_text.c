/* djinn_text.c - the game in words and JSON: move texts (describe_move), the whole
 * state for traces (state_json) and the trace events of automatic steps. Seats,
 * caves and phases count from 1 here, as in every report the user reads. */
#include <stdio.h>

#include "djinn.h"
#include "textbuf.h"
#include "trace_event.h"

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

/* A move as another seat hears it: every move is played face up, but the end of a
 * turn. A seat is asked whether to end its turn only while it holds a Djinn card it
 * may still play (a free play never can be, after its card), so "end turn" heard by
 * the others would tell them which Djinn cards it holds; at a table nobody announces
 * it. Heard by no one else: empty. */
int djinn_describe_move_for(const void *st, move_t m, int seat, char *buf, size_t n)
{
    (void)seat; /* asked only for the seats that did not move */
    if (DJ_MV_KIND(m) == DJ_MV_END) {
        if (n)
            buf[0] = '\0';
        return 0;
    }
    return djinn_describe_move(st, m, buf, n);
}

/* ---- state_json: the whole state for traces (RULES.md "Trace"). Seats, tricks and
 * phases count from 1; cards are ids (colour * 16 + number - 1), colours 0..3;
 * absent values are null. Objects that belong to one stage (the trick, the turn, the
 * challenge) are written only in that stage. */

static const char *const stage_names[] = {"play", "after",     "claim", "cave",
                                          "pick", "phase_end", "over"};
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
    if (stage != DJ_ST_OVER && stage != DJ_ST_PHASE_END)
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
    tb_put(&j, ",");
    jbits(&j, "djinn_formed", s->djinn_formed);
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

/* ---- trace events: the steps nobody chose (RULES.md "Trace") ----
 * One JSON object per event through src/trace_event.h. Seats, caves and phases
 * count from 1; treasure cards by the names move texts use ("green 12"); Djinn cards
 * by their id in rules.djinn_cards with effect and param. "seen_by" lists the seats
 * that see what the event reveals when not everyone does (empty: nobody). */

#define DJ_EVENT_MAX 4096

/* "\"key\":[\"yellow 3\",\"green 5\"]" */
static void ev_cards(textbuf_t *j, const char *key, uint64_t set)
{
    char name[24];
    tb_put(j, "\"%s\":[", key);
    for (int first = 1; set; set &= set - 1, first = 0) {
        djinn_card_text(__builtin_ctzll(set), name, sizeof name);
        tb_put(j, "%s\"%s\"", first ? "" : ",", name);
    }
    tb_put(j, "]");
}

static void ev_card(textbuf_t *j, const char *key, int card)
{
    char name[24];
    djinn_card_text(card, name, sizeof name);
    tb_put(j, "\"%s\":\"%s\"", key, name);
}

static void ev_djinn(textbuf_t *j, const djinn_state_t *s, int idx)
{
    tb_put(j, "{\"id\":%d,\"effect\":\"%s\",\"param\":%d}", idx,
           djinn_effect_names[s->djinn[idx].effect], s->djinn[idx].param);
}

static void ev_send(const textbuf_t *j)
{
    if (tb_finish(j) >= 0)
        trace_event("%s", j->buf);
    else
        trace_event("{\"event\":\"truncated\"}");
}

/* A row of cave cards laid out (setup: the 3-caves face up, the others face down,
 * seen by nobody) or turned face up when a player first enters the level below. */
void djinn_trace_caves(const djinn_state_t *s, int level)
{
    char buf[DJ_EVENT_MAX];
    textbuf_t j = {buf, sizeof buf, 0};
    int up = (s->revealed >> level) & 1;
    tb_put(&j, "{\"event\":\"caves\",\"level\":%d,\"face\":\"%s\",\"row\":[", level + 3,
           up ? "up" : "down");
    for (int i = 0, k = 0; i < s->ncaves[level]; i++)
        if ((s->dealt[level] >> i) & 1)
            tb_put(&j, "%s{\"cave\":%d,\"kind\":\"%s\",\"target\":%d}", k++ ? "," : "",
                   djinn_cave_position(s, level, i), djinn_kind_names[s->cave[level][i].kind],
                   s->cave[level][i].target);
    tb_put(&j, "]%s}", up ? "" : ",\"seen_by\":[]");
    ev_send(&j);
}

/* The treasure cards are shuffled for a phase: everything but the claimed cards. */
void djinn_trace_shuffle(const djinn_state_t *s)
{
    trace_event("{\"event\":\"shuffle\",\"phase\":%d,\"dealer\":%d,\"cards\":%d}", s->phases,
                s->dealer + 1, djinn_popcount(s->all & ~djinn_claimed_all(s)));
}

/* The start player deals each hand (seen by its owner) and turns up trump. */
void djinn_trace_deal(const djinn_state_t *s)
{
    char buf[DJ_EVENT_MAX];
    for (int p = 0; p < s->players; p++) {
        textbuf_t j = {buf, sizeof buf, 0};
        tb_put(&j, "{\"event\":\"deal\",\"phase\":%d,\"seat\":%d,", s->phases, p + 1);
        ev_cards(&j, "cards", s->hand[p]);
        tb_put(&j, ",\"seen_by\":[%d]}", p + 1);
        ev_send(&j);
    }
    textbuf_t j = {buf, sizeof buf, 0};
    tb_put(&j, "{\"event\":\"trump\",\"phase\":%d,", s->phases);
    ev_card(&j, "card", s->trump_card);
    tb_put(&j, ",\"colour\":\"%s\",\"deck\":%d}", djinn_colour_names[DJ_COLOUR(s->trump_card)],
           djinn_popcount(s->deck));
    ev_send(&j);
}

/* The game stops before a phase is dealt: `phase_cap` phases were played, or too few
 * cards are left for a hand each and a trump card. */
void djinn_trace_stop(const djinn_state_t *s, const char *reason)
{
    trace_event("{\"event\":\"stop\",\"reason\":\"%s\",\"phases\":%d}", reason, s->phases);
}

/* A Djinn card drawn by `seat` (idx < 0: none was left); why: "start", "last_place". */
void djinn_trace_djinn_draw(const djinn_state_t *s, int seat, int idx, const char *why)
{
    char buf[DJ_EVENT_MAX];
    textbuf_t j = {buf, sizeof buf, 0};
    tb_put(&j, "{\"event\":\"djinn_draw\",\"why\":\"%s\",\"seat\":%d,\"djinn\":", why, seat + 1);
    if (idx < 0) {
        tb_put(&j, "null}");
    } else {
        ev_djinn(&j, s, idx);
        tb_put(&j, ",\"seen_by\":[%d]}", seat + 1);
    }
    ev_send(&j);
}

/* The Djinn draw pile ran out: the used (face-up) Djinn cards become the draw pile. */
void djinn_trace_djinn_reshuffle(uint32_t cards)
{
    char buf[DJ_EVENT_MAX];
    textbuf_t j = {buf, sizeof buf, 0};
    tb_put(&j, "{\"event\":\"djinn_reshuffle\",");
    jbits(&j, "djinn", cards);
    tb_put(&j, "}");
    ev_send(&j);
}

/* A replace Djinn card: `seat`'s trick card went to the discard pile and the top of
 * the draw pile took its place, face up. */
void djinn_trace_replace(int seat, int old_card, int new_card)
{
    char buf[256];
    textbuf_t j = {buf, sizeof buf, 0};
    tb_put(&j, "{\"event\":\"replace_draw\",\"seat\":%d,", seat + 1);
    ev_card(&j, "discarded", old_card);
    tb_put(&j, ",");
    ev_card(&j, "card", new_card);
    tb_put(&j, "}");
    ev_send(&j);
}

/* The trick is complete: its winning card wins it for the seat it counts for, who
 * now claims (called in stage claim). */
void djinn_trace_trick_won(const djinn_state_t *s)
{
    int slot = djinn_trick_winner_slot(s);
    char buf[256];
    textbuf_t j = {buf, sizeof buf, 0};
    tb_put(&j, "{\"event\":\"trick_won\",\"phase\":%d,\"trick\":%d,\"seat\":%d,", s->phases,
           s->trick_no + 1, s->trick_owner[slot] + 1);
    ev_card(&j, "card", s->trick_card[slot]);
    tb_put(&j, "}");
    ev_send(&j);
}

/* The tricks are over with cards still in hands (tricks < hand_size): each such
 * hand goes back to the draw pile unseen (called before the hands are emptied). */
void djinn_trace_return(const djinn_state_t *s)
{
    char buf[DJ_EVENT_MAX];
    for (int p = 0; p < s->players; p++) {
        if (!s->hand[p])
            continue;
        textbuf_t j = {buf, sizeof buf, 0};
        tb_put(&j, "{\"event\":\"return\",\"seat\":%d,", p + 1);
        ev_cards(&j, "cards", s->hand[p]);
        tb_put(&j, ",\"seen_by\":[%d]}", p + 1);
        ev_send(&j);
    }
}

/* The seats from..to-1 in challenge order (clockwise from the phase's first leader)
 * had their turn to complete a challenge and could not: each is passed over. */
void djinn_trace_no_challenge(const djinn_state_t *s, int from, int to)
{
    for (int k = from; k < to; k++) {
        int seat = (djinn_first_leader(s) + k) % s->players;
        trace_event("{\"event\":\"no_challenge\",\"seat\":%d,\"level\":%d}", seat + 1,
                    s->level[seat] + 3);
    }
}

/* After the challenges: the last-placed seats (caves completed = level) each get
 * Djinn cards (djinn_draw events follow), and `start` deals the next phase. */
void djinn_trace_last_place(const djinn_state_t *s, int level, unsigned seats, int start)
{
    char buf[256];
    textbuf_t j = {buf, sizeof buf, 0};
    tb_put(&j, "{\"event\":\"last_place\",\"phase\":%d,\"caves\":%d,\"seats\":[", s->phases,
           level);
    for (unsigned m = seats, k = 0; m; m &= m - 1, k++)
        tb_put(&j, "%s%d", k ? "," : "", __builtin_ctz(m) + 1);
    tb_put(&j, "],\"start_player\":%d}", start + 1);
    ev_send(&j);
}

/* The end of a phase: the whole state then (hands, claimed cards, caves). */
void djinn_trace_deal_end(const djinn_state_t *s)
{
    char buf[32768];
    if (djinn_state_json(s, buf, sizeof buf) < 0) {
        trace_event("{\"event\":\"truncated\"}");
        return;
    }
    trace_event("{\"event\":\"deal_end\",\"phase\":%d,\"state\":%s}", s->phases, buf);
}
