/* dynamite_text.c - Dynamite: cards, moves and states as text (describe_move,
 * state_json). Seats count from 1, as in every report. */
#include <stdio.h>
#include <string.h>

#include "dynamite.h"
#include "textbuf.h"
#include "trace_event.h"

/* ============================================================ describe, json == */

static const char *const colour_names[DYN_COLOURS] = {"yellow", "green", "blue", "red"};
static const char *const sym_text[DYN_SYMBOLS] = {
    "D", "I", "N", "A", "M", "T", "DINA", "MITA", "+-2", "change", "swap",
    "no playing (single)", "no playing (double)",
};

void dyn_card_name(int k, char *buf, size_t n)
{
    if (k == DYN_WILD)
        snprintf(buf, n, "wild");
    else if (k == DYN_DET)
        snprintf(buf, n, "detonator");
    else if (DYN_IS_COLOURED(k))
        snprintf(buf, n, "%s %s", colour_names[DYN_COLOUR(k)], sym_text[DYN_SYM(k)]);
    else
        snprintf(buf, n, "none");
}

static const char *const det_text[] = {"explode the DINA", "no effect", "wild",
                                       "everyone else loses a turn", "pass hands"};

static int describe_effect(const dyn_state_t *st, move_t m, char *buf, size_t n)
{
    int as = (int)DYN_M_AS(m), opt = (int)DYN_M_OPT(m), var = (int)DYN_M_VAR(m);
    if (st->hand_n[st->cur] == 1)
        return snprintf(buf, n, " (last card)");
    if (!DYN_IS_COLOURED(as))
        return snprintf(buf, n, ": %s", det_text[st->detonator]);
    switch (DYN_SYM(as)) {
    case DYN_PM2:
        return snprintf(buf, n, ": next player %s", opt ? "discards at random" : "draws");
    case DYN_CHANGE:
        return var ? snprintf(buf, n, ": change position with seat %d", opt + 1)
                   : snprintf(buf, n, ": reverse direction");
    case DYN_SWAP:
        return var ? snprintf(buf, n, ": swap a card with seat %d", opt + 1)
                   : snprintf(buf, n, ": swap hands with seat %d", opt + 1);
    case DYN_NOPLAY1:
        return snprintf(buf, n, ": seat %d loses a turn", opt + 1);
    case DYN_NOPLAY2:
        return snprintf(buf, n, ": the next players lose a turn");
    default:
        return snprintf(buf, n, "%s", "");
    }
}

int dyn_describe_move(const void *vst, move_t m, char *buf, size_t n)
{
    const dyn_state_t *st = vst;
    char card[32], as[32], eff[64];
    dyn_card_name((int)DYN_M_CARD(m), card, sizeof card);
    dyn_card_name((int)DYN_M_AS(m), as, sizeof as);
    switch (DYN_M_ACTION(m)) {
    case DYN_A_DRAW: return snprintf(buf, n, "draw a card");
    case DYN_A_END: return snprintf(buf, n, "keep it, end the turn");
    case DYN_A_PASS: return snprintf(buf, n, "pass (nothing to draw, nothing playable)");
    case DYN_A_ACCEPT:
        return snprintf(buf, n, "take the +-%d: %s", st->pen_n,
                        st->pen_mode ? "discard at random" : "draw");
    case DYN_A_FLIP: return snprintf(buf, n, "turn a card for the DINA");
    case DYN_A_DEFUSE: return snprintf(buf, n, "defuse the DINA with %s", card);
    case DYN_A_GIVE:
        return snprintf(buf, n, "give %s to seat %d", card, (int)DYN_M_OPT(m) + 1);
    case DYN_A_PLACE:
        if (st->hand_n[st->cur] == 1)
            return snprintf(buf, n, "play %s as %s (last card)", card, as);
        return snprintf(buf, n, "play %s as %s: placed face up in front of the player", card, as);
    default:
        describe_effect(st, m, eff, sizeof eff);
        if (DYN_M_CARD(m) == DYN_M_AS(m))
            return snprintf(buf, n, "play %s%s", card, eff);
        return snprintf(buf, n, "play %s as %s%s", card, as, eff);
    }
}

/* What a seat sees of a move: everything is played face up but the card given in a
 * swap, which only the two seats of the swap see (RULES.md, "Swap a card"). Taking a
 * +-2 total and turning a card for a DINA are heard as nothing (empty): a seat with no
 * answer in hand (no +-2, no MITA) takes that step inside the start of its turn,
 * without a move, and the events that follow (the penalty, the turned card) are the
 * same either way, so the others hear the same whether it chose or had to. */
int dyn_describe_move_for(const void *vst, move_t m, int seat, char *buf, size_t n)
{
    const dyn_state_t *st = vst;
    int action = (int)DYN_M_ACTION(m);
    if (action == DYN_A_GIVE && seat != st->cur && seat != (int)DYN_M_OPT(m))
        return snprintf(buf, n, "give a card to seat %d", (int)DYN_M_OPT(m) + 1);
    if ((action == DYN_A_ACCEPT || action == DYN_A_FLIP) && seat != st->cur) {
        if (n)
            buf[0] = '\0';
        return 0;
    }
    return dyn_describe_move(vst, m, buf, n);
}

static void put_set(textbuf_t *o, const dyn_set_t *s)
{
    char name[32];
    int first = 1;
    tb_put(o, "{");
    for (int k = 0; k < DYN_KINDS; k++) {
        int c = dyn_count(s, k);
        if (!c) continue;
        dyn_card_name(k, name, sizeof name);
        tb_put(o, "%s\"%s\":%d", first ? "" : ",", name, c);
        first = 0;
    }
    tb_put(o, "}");
}

static const char *const phase_names[] = {"normal", "drawn", "penalty", "fuse", "give", "over"};

static void put_seats(textbuf_t *o, int mask)
{
    tb_put(o, "[");
    for (int b = mask, first = 1; b; b &= b - 1, first = 0)
        tb_put(o, "%s%d", first ? "" : ",", __builtin_ctz(b) + 1);
    tb_put(o, "]");
}

/* The cards of s as a JSON list of names, one entry per card. */
static void put_card_list(textbuf_t *o, const dyn_set_t *s)
{
    char name[32];
    int first = 1;
    tb_put(o, "[");
    for (int k = 0; k < DYN_KINDS; k++) {
        int c = dyn_count(s, k);
        if (c) dyn_card_name(k, name, sizeof name);
        for (int i = 0; i < c; i++, first = 0) tb_put(o, "%s\"%s\"", first ? "" : ",", name);
    }
    tb_put(o, "]");
}

/* Every rule in force, by key, from the rule list. */
#define JSON_RULE_INT(key, names) tb_put(o, "%s\"" #key "\":%d", sep, (int)st->key);
#define JSON_RULE_BOOL(key, names) tb_put(o, "%s\"" #key "\":%s", sep, st->key ? "true" : "false");
#define JSON_RULE_ENUM(key, names) tb_put(o, "%s\"" #key "\":\"%s\"", sep, names[st->key]);
#define JSON_RULE_CUSTOM(key, names)
#define JSON_RULE_(C, kind, key, def, lo, hi, ptype, extra, help) \
    JSON_RULE_##kind(key, extra) sep = ",";

static void put_rules(textbuf_t *o, const dyn_state_t *st)
{
    const char *sep = "";
    tb_put(o, "{");
    DYN_RULES(JSON_RULE_, ~)
    (void)sep;
    tb_put(o, "}");
}

/* The whole state, hidden parts included. Seats count from 1, as in every report;
 * card sets are {"name": count}; the draw pile is unordered (a draw takes a random
 * card of it), so it is a set too. Values that belong to a closed step are absent:
 * the +-2 total when none waits, the DINA under decision outside phase fuse, the
 * swap target outside phase give, the points of a hand put out outside its deal. */
int dyn_state_json(const void *vst, char *buf, size_t n)
{
    const dyn_state_t *st = vst;
    textbuf_t o = {buf, n, 0};
    char top[32], as[32], bomb[32], card[32];
    dyn_card_name(st->top_kind, top, sizeof top);
    dyn_card_name(st->top_as, as, sizeof as);
    tb_put(&o, "{\"game\":\"dynamite\",\"seats_count_from\":1,\"rules\":");
    put_rules(&o, st);
    tb_put(&o, ",\"players\":%d,\"deals\":%d,\"turn\":%d,\"phase\":\"%s\",", st->players,
           st->deals, st->turn, phase_names[st->phase]);
    if (st->phase == DYN_PH_OVER)
        tb_put(&o, "\"to_move\":null,");
    else
        tb_put(&o, "\"to_move\":%d,", st->cur + 1);
    tb_put(&o, "\"starter\":%d,\"direction\":\"%s\",\"order\":[", st->starter + 1,
           st->dir ? "descending" : "ascending");
    for (int p = 0; p < st->players; p++) tb_put(&o, "%s%d", p ? "," : "", st->order[p] + 1);
    tb_put(&o, "],\"top\":{\"card\":\"%s\",\"as\":\"%s\"},", top, as);
    if (st->pen_n)
        tb_put(&o, "\"pending\":{\"cards\":%d,\"mode\":\"%s\"},", st->pen_n,
               st->pen_mode ? "discard" : "draw");
    else
        tb_put(&o, "\"pending\":null,");
    tb_put(&o, "\"dinas_placed\":%u,\"dinas\":[", (unsigned)st->bomb_seq);
    for (int i = 0; i < st->bomb_n; i++) {
        const dyn_bomb_t *b = &st->bomb[i];
        dyn_card_name(b->kind, bomb, sizeof bomb);
        dyn_card_name(b->card, card, sizeof card);
        tb_put(&o, "%s{\"id\":%u,\"card\":\"%s\",\"as\":\"%s\",\"holder\":%d,"
               "\"placed_turn\":%d,\"accumulated\":", i ? "," : "", (unsigned)b->id, card, bomb,
               b->holder + 1, b->turn);
        put_set(&o, &b->acc);
        tb_put(&o, "}");
    }
    tb_put(&o, "],");
    if (st->phase == DYN_PH_FUSE)
        tb_put(&o, "\"deciding_on_dina\":%d,\"deciding_on_dina_id\":%u,", st->fuse + 1,
               st->fuse < st->bomb_n ? (unsigned)st->bomb[st->fuse].id : 0u);
    if (st->phase == DYN_PH_GIVE)
        tb_put(&o, "\"give_to\":%d,", st->give_target + 1);
    tb_put(&o, "\"passed\":");
    put_seats(&o, st->passed);
    tb_put(&o, ",\"draw_pile\":{\"count\":%d,\"cards\":", st->pile_n);
    put_set(&o, &st->pile);
    /* pile_within less the pile: the cards of the set the pile was last formed from
     * that left it unseen (the pile is within the set, so no count goes below 0).
     * A checker rebuilds the set as cards + drawn_unseen; the set in full would
     * print every card of the pile twice in each state line. */
    dyn_set_t drawn;
    for (int j = 0; j < 4; j++)
        drawn.w[j] = st->pile_within.w[j] - st->pile.w[j];
    tb_put(&o, ",\"drawn_unseen\":");
    put_set(&o, &drawn);
    tb_put(&o, "},\"discard_pile\":{\"count\":%d,\"cards\":", st->discard_n);
    put_set(&o, &st->discard);
    tb_put(&o, "},\"blocked_deals\":%d,\"hands\":[", st->blocked_deals);
    for (int s = 0; s < st->players; s++) {
        int in_deal = st->alive >> s & 1, in_match = st->in_match >> s & 1;
        tb_put(&o, "%s{\"seat\":%d,\"in_deal\":%s,\"in_match\":%s,\"cards\":%d,\"skips\":%d,"
               "\"points\":%d,\"wins\":%d,", s ? "," : "", s + 1, in_deal ? "true" : "false",
               in_match ? "true" : "false", st->hand_n[s], st->skips[s], st->points[s],
               st->wins[s]);
        if (!in_deal && in_match && st->phase != DYN_PH_OVER)
            tb_put(&o, "\"put_out_with_points\":%d,", st->deal_pts[s]);
        tb_put(&o, "\"hand\":");
        put_set(&o, &st->hand[s]);
        tb_put(&o, ",\"known_to_all\":");
        put_set(&o, &st->pub[s]);
        if (st->know_mask[s]) {
            tb_put(&o, ",\"known\":");
            put_set(&o, &st->know[s]);
            tb_put(&o, ",\"known_by\":");
            put_seats(&o, st->know_mask[s]);
        }
        tb_put(&o, "}");
    }
    tb_put(&o, "]");
    if (st->phase == DYN_PH_OVER) {
        tb_put(&o, ",\"end\":\"%s\",\"winners\":", st->capped ? "capped" : "played");
        put_seats(&o, st->win_mask);
        tb_put(&o, ",\"shared\":");
        put_seats(&o, st->draw_mask);
    }
    tb_put(&o, "}");
    if (o.len >= n)
        return n ? (int)n - 1 : 0;
    return tb_finish(&o);
}

/* ============================================================ trace events == */

/* Each builds one event in a buffer and hands it to the trace (trace_event.h). Only
 * called when TRACE_ON(): a traced game. */
#define EVENT_BUF 4096

static void send(textbuf_t *o)
{
    if (o->len < o->cap)
        trace_event("%s", o->buf);
    else
        trace_event("{\"event\":\"truncated\"}");
}

void dyn_trace_deal(const dyn_state_t *st)
{
    char b[EVENT_BUF], top[32];
    for (int s = 0; s < st->players; s++) {
        if (!(st->alive >> s & 1)) continue;
        textbuf_t o = {b, sizeof b, 0};
        tb_put(&o, "{\"event\":\"deal\",\"deal\":%d,\"seat\":%d,\"cards\":", st->deals + 1, s + 1);
        put_card_list(&o, &st->hand[s]);
        tb_put(&o, ",\"seen_by\":[%d]}", s + 1);
        send(&o);
    }
    dyn_card_name(st->top_kind, top, sizeof top);
    trace_event("{\"event\":\"start_card\",\"card\":\"%s\",\"starter\":%d}", top, st->starter + 1);
}

void dyn_trace_draw(int seat, int k, const char *reason)
{
    char name[32];
    if (k == DYN_NOKIND) {
        trace_event("{\"event\":\"draw\",\"seat\":%d,\"card\":null,\"reason\":\"%s\"}", seat + 1,
                    reason);
        return;
    }
    dyn_card_name(k, name, sizeof name);
    trace_event("{\"event\":\"draw\",\"seat\":%d,\"card\":\"%s\",\"reason\":\"%s\","
                "\"seen_by\":[%d]}", seat + 1, name, reason, seat + 1);
}

void dyn_trace_reshuffle(int cards)
{
    trace_event("{\"event\":\"reshuffle\",\"cards\":%d}", cards);
}

void dyn_trace_place(const dyn_bomb_t *b, const char *from)
{
    char name[32], as[32];
    dyn_card_name(b->card, name, sizeof name);
    if (b->card == b->kind) {
        trace_event("{\"event\":\"place_dina\",\"seat\":%d,\"card\":\"%s\",\"dina_id\":%u,"
                    "\"from\":\"%s\"}", b->holder + 1, name, (unsigned)b->id, from);
        return;
    }
    dyn_card_name(b->kind, as, sizeof as);
    trace_event("{\"event\":\"place_dina\",\"seat\":%d,\"card\":\"%s\",\"as\":\"%s\","
                "\"dina_id\":%u,\"from\":\"%s\"}", b->holder + 1, name, as, (unsigned)b->id,
                from);
}

void dyn_trace_turn_over(const dyn_bomb_t *b, int k)
{
    char dina[32], name[32];
    dyn_card_name(b->kind, dina, sizeof dina);
    if (k == DYN_NOKIND) {
        trace_event("{\"event\":\"turn_over\",\"seat\":%d,\"dina\":\"%s\",\"dina_id\":%u,"
                    "\"card\":null}", b->holder + 1, dina, (unsigned)b->id);
        return;
    }
    dyn_card_name(k, name, sizeof name);
    trace_event("{\"event\":\"turn_over\",\"seat\":%d,\"dina\":\"%s\",\"dina_id\":%u,"
                "\"card\":\"%s\"}", b->holder + 1, dina, (unsigned)b->id, name);
}

void dyn_trace_dina_passes(const dyn_bomb_t *b, int from, const char *why)
{
    char dina[32];
    dyn_card_name(b->kind, dina, sizeof dina);
    trace_event("{\"event\":\"dina_passes\",\"dina\":\"%s\",\"dina_id\":%u,\"from\":%d,"
                "\"to\":%d,\"reason\":\"%s\"}", dina, (unsigned)b->id, from + 1, b->holder + 1,
                why);
}

void dyn_trace_explode(const dyn_bomb_t *b)
{
    char buf[EVENT_BUF], dina[32], card[32];
    textbuf_t o = {buf, sizeof buf, 0};
    dyn_card_name(b->kind, dina, sizeof dina);
    dyn_card_name(b->card, card, sizeof card);
    tb_put(&o, "{\"event\":\"explode\",\"seat\":%d,\"dina\":\"%s\",\"dina_id\":%u,"
           "\"card\":\"%s\",\"takes\":", b->holder + 1, dina, (unsigned)b->id, card);
    put_card_list(&o, &b->acc);
    tb_put(&o, "}");
    send(&o);
}

void dyn_trace_penalty(int seat, int total, int mode)
{
    trace_event("{\"event\":\"penalty\",\"seat\":%d,\"cards\":%d,\"mode\":\"%s\"}", seat + 1,
                total, mode ? "discard" : "draw");
}

void dyn_trace_discard_random(int seat, const dyn_set_t *cards)
{
    char buf[EVENT_BUF];
    textbuf_t o = {buf, sizeof buf, 0};
    tb_put(&o, "{\"event\":\"discard_at_random\",\"seat\":%d,\"cards\":", seat + 1);
    put_card_list(&o, cards);
    tb_put(&o, "}");
    send(&o);
}

void dyn_trace_swap_take(int taker, int from, int k)
{
    char name[32];
    dyn_card_name(k, name, sizeof name);
    trace_event("{\"event\":\"swap_take\",\"seat\":%d,\"from\":%d,\"card\":\"%s\","
                "\"seen_by\":[%d,%d]}", taker + 1, from + 1, name,
                (taker < from ? taker : from) + 1, (taker < from ? from : taker) + 1);
}

void dyn_trace_lose_turn(int seat)
{
    trace_event("{\"event\":\"lose_turn\",\"seat\":%d}", seat + 1);
}

void dyn_trace_out(int seat, const dyn_set_t *hand)
{
    char buf[EVENT_BUF];
    textbuf_t o = {buf, sizeof buf, 0};
    tb_put(&o, "{\"event\":\"out\",\"seat\":%d,\"discards\":", seat + 1);
    put_card_list(&o, hand);
    tb_put(&o, "}");
    send(&o);
}

static const char *const how_text[] = {"empty_hand", "word", "last_standing", "blocked",
                                       "capped"};

void dyn_trace_deal_end(const dyn_state_t *st, int how, int win, int draw)
{
    static _Thread_local char buf[1 << 15];
    textbuf_t o = {buf, sizeof buf, 0};
    tb_put(&o, "{\"event\":\"deal_end\",\"deal\":%d,\"how\":\"%s\",\"winners\":",
           st->deals + (how == DYN_END_CAPPED), how_text[how]);
    put_seats(&o, win);
    tb_put(&o, ",\"shared\":");
    put_seats(&o, draw);
    tb_put(&o, ",\"state\":");
    size_t at = o.len;
    int len = at < o.cap ? dyn_state_json(st, buf + at, o.cap - at) : -1;
    o.len = len >= 0 ? at + (size_t)len : o.cap;
    tb_put(&o, "}");
    send(&o);
}
