/* dynamite_text.c - Dynamite: cards, moves and states as text (describe_move,
 * state_json). Seats count from 1, as in every report. */
#include <stdio.h>
#include <string.h>

#include "dynamite.h"
#include "textbuf.h"

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
static const char *const mode_text[] = {"single", "best_of", "points"};

static void put_seats(textbuf_t *o, int mask)
{
    tb_put(o, "[");
    for (int b = mask, first = 1; b; b &= b - 1, first = 0)
        tb_put(o, "%s%d", first ? "" : ",", __builtin_ctz(b) + 1);
    tb_put(o, "]");
}

/* The whole state, hidden parts included. Seats count from 1, as in every report. */
int dyn_state_json(const void *vst, char *buf, size_t n)
{
    const dyn_state_t *st = vst;
    textbuf_t o = {buf, n, 0};
    char top[32], as[32], bomb[32];
    dyn_card_name(st->top_kind, top, sizeof top);
    dyn_card_name(st->top_as, as, sizeof as);
    tb_put(&o, "{\"game\":\"dynamite\",\"seats_count_from\":1,\"mode\":\"%s\",\"pairs\":%s,"
        "\"players\":%d,\"deals\":%d,\"turn\":%d,\"phase\":\"%s\",", mode_text[st->mode],
        st->pairs ? "true" : "false", st->players, st->deals, st->turn, phase_names[st->phase]);
    if (st->phase == DYN_PH_OVER)
        tb_put(&o, "\"to_move\":null,");
    else
        tb_put(&o, "\"to_move\":%d,", st->cur + 1);
    tb_put(&o, "\"direction\":\"%s\",\"order\":[", st->dir ? "descending" : "ascending");
    for (int p = 0; p < st->players; p++) tb_put(&o, "%s%d", p ? "," : "", st->order[p] + 1);
    tb_put(&o, "],\"top\":{\"card\":\"%s\",\"as\":\"%s\"},\"pending\":{\"cards\":%d,"
        "\"mode\":\"%s\"},", top, as, st->pen_n, st->pen_mode ? "discard" : "draw");
    tb_put(&o, "\"dinas\":[");
    for (int i = 0; i < st->bomb_n; i++) {
        const dyn_bomb_t *b = &st->bomb[i];
        char card[32];
        dyn_card_name(b->kind, bomb, sizeof bomb);
        dyn_card_name(b->card, card, sizeof card);
        tb_put(&o, "%s{\"card\":\"%s\",\"as\":\"%s\",\"holder\":%d,\"placed_turn\":%d,"
            "\"accumulated\":", i ? "," : "", card, bomb, b->holder + 1, b->turn);
        put_set(&o, &b->acc);
        tb_put(&o, "}");
    }
    tb_put(&o, "],");
    if (st->phase == DYN_PH_FUSE)
        tb_put(&o, "\"deciding_on_dina\":%d,", st->fuse + 1);
    if (st->phase == DYN_PH_GIVE)
        tb_put(&o, "\"give_to\":%d,", st->give_target + 1);
    tb_put(&o, "\"draw_pile\":%d,\"discards\":%d,\"blocked_deals\":%d,\"hands\":[",
        st->pile_n, st->discard_n, st->blocked_deals);
    for (int s = 0; s < st->players; s++) {
        tb_put(&o, "%s{\"seat\":%d,\"in_deal\":%s,\"in_match\":%s,\"cards\":%d,\"skips\":%d,"
            "\"points\":%d,\"wins\":%d,\"hand\":", s ? "," : "", s + 1,
            st->alive >> s & 1 ? "true" : "false", st->in_match >> s & 1 ? "true" : "false",
            st->hand_n[s], st->skips[s], st->points[s], st->wins[s]);
        put_set(&o, &st->hand[s]);
        tb_put(&o, ",\"known_to_all\":");
        put_set(&o, &st->pub[s]);
        tb_put(&o, ",\"known\":");
        put_set(&o, &st->know[s]);
        tb_put(&o, ",\"known_by\":");
        put_seats(&o, st->know_mask[s]);
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

