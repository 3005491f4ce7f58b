/* dynamite_view.c - Dynamite: what a seat may know (determinize), the heuristic
 * (evaluate), readable moves and states, and the invariant check the tests use. */
#include <stdio.h>
#include <string.h>

#include "dynamite.h"
#include "textbuf.h"

void dyn_determinize(void *st, int observer, rng_t *rng);
double dyn_evaluate(const void *st, int seat);
int dyn_describe_move(const void *st, move_t m, char *buf, size_t n);
int dyn_state_json(const void *st, char *buf, size_t n);

/* ================================================================ determinize == */

/* Re-deal every card the observer cannot see: the opponents' hands except the
 * cards the observer knows they hold (the public row, or the private row when the
 * observer is part of it), and the draw pile.
 * Hand sizes, the discards, the top card, the DINAs in play and their face-up cards
 * are public and stay. The pile is unordered, so its order needs no re-deal. A DINA
 * is placed the moment it enters a hand, so every unseen DINA is in the pile. */
void dyn_determinize(void *vst, int observer, rng_t *rng)
{
    dyn_state_t *st = vst;
    dyn_set_t pool = st->pile;
    int pool_n = st->pile_n, need[MAX_SEATS] = {0};
    for (int t = 0; t < st->players; t++) {
        if (t == observer || !st->hand_n[t])
            continue;
        dyn_set_t known;
        if (st->know_mask[t] >> observer & 1) {
            known = st->know[t];
        } else { /* what everyone knows; what only others know is unseen */
            known = st->pub[t];
            memset(&st->know[t], 0, sizeof st->know[t]);
            st->know_mask[t] = 0;
        }
        for (int j = 0; j < 4; j++) pool.w[j] += st->hand[t].w[j] - known.w[j];
        need[t] = st->hand_n[t] - dyn_set_total(&known);
        pool_n += need[t];
        st->hand[t] = known;
    }
    dyn_set_t dinas;
    for (int j = 0; j < 4; j++) {
        dinas.w[j] = pool.w[j] & (uint64_t)15 << (DYN_DINA * 4);
        pool.w[j] -= dinas.w[j];
    }
    int dinas_n = dyn_set_total(&dinas);
    pool_n -= dinas_n;
    for (int t = 0; t < st->players; t++)
        for (int i = 0; i < need[t]; i++) {
            int r = (int)rng_below(rng, (uint32_t)pool_n), k = 0;
            /* select the r-th card of the pool */
            for (k = 0; k < DYN_KINDS; k++) {
                int c = dyn_count(&pool, k);
                if (r < c) break;
                r -= c;
            }
            dyn_sub(&pool, k, 1);
            pool_n--;
            dyn_add(&st->hand[t], k, 1);
        }
    for (int j = 0; j < 4; j++) st->pile.w[j] = pool.w[j] + dinas.w[j];
    st->pile_n = (uint16_t)(pool_n + dinas_n);
}

/* ================================================================== evaluate == */

static double clamp01(double v, double lo, double hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

/* Letters of D-I-N-A-M-I-T-A covered by the hand, 0..8. */
static int word_progress(const dyn_state_t *st, int seat)
{
    int have[6] = {0};
    for (int c = 0; c < DYN_COLOURS; c++)
        for (int s = DYN_D; s <= DYN_T; s++) have[s] += dyn_count(&st->hand[seat], DYN_KIND(c, s));
    static const int want[6] = {1, 2, 1, 2, 1, 1};
    int got = 0;
    for (int s = 0; s < 6; s++) got += have[s] < want[s] ? have[s] : want[s];
    return got;
}

static int same_side(const dyn_state_t *st, int a, int b)
{
    return dyn_team_of(st, a) == dyn_team_of(st, b);
}

/* How well the current deal goes for seat, in (0, 1). */
static double deal_value(const dyn_state_t *st, int seat)
{
    if (!(st->alive >> seat & 1) && !st->pairs)
        return 0.02;
    int mine = 255, theirs = 255, best_word = 0;
    for (int s = 0; s < st->players; s++) {
        if (!(st->alive >> s & 1)) continue;
        if (same_side(st, s, seat)) {
            if (st->hand_n[s] < mine) mine = st->hand_n[s];
            int w = word_progress(st, s);
            if (w > best_word) best_word = w;
        } else if (st->hand_n[s] < theirs) {
            theirs = st->hand_n[s];
        }
    }
    if (mine == 255) return 0.02;
    if (theirs == 255) return 0.98;
    double size = (theirs + 1.0) / (mine + theirs + 2.0);
    double v = 0.1 + 0.65 * size + 0.2 * best_word / 8.0;
    int n = st->alive >> seat & 1 ? st->hand_n[seat] : 0;
    if (n >= st->out_limit - 3) /* close to being put out */
        v -= 0.08 * (n - (st->out_limit - 4));
    if (st->bomb_n) {
        int mita = 0;
        for (int c = 0; c < DYN_COLOURS; c++)
            mita += dyn_count(&st->hand[seat], DYN_KIND(c, DYN_MITA));
        int held = 0; /* DINAs in front of seat: each one without a MITA for it hurts */
        for (int i = 0; i < st->bomb_n; i++)
            if (st->bomb[i].holder == seat && held++ >= mita)
                v -= 0.06 + 0.01 * st->bomb[i].acc_n;
        if (!held && mita)
            v += 0.02;
    }
    return clamp01(v, 0.02, 0.98);
}

double dyn_evaluate(const void *vst, int seat)
{
    const dyn_state_t *st = vst;
    if (st->phase == DYN_PH_OVER) {
        if (st->capped) return 0.5;
        return st->win_mask >> seat & 1 ? 1.0 : st->draw_mask >> seat & 1 ? 0.5 : 0.0;
    }
    double dv = deal_value(st, seat);
    if (st->mode == DYN_MODE_SINGLE)
        return dv;
    double mv;
    if (st->mode == DYN_MODE_BEST_OF) {
        int need = st->best_of / 2 + 1, best_other = 0;
        for (int s = 0; s < st->players; s++)
            if (!same_side(st, s, seat) && st->wins[s] > best_other) best_other = st->wins[s];
        mv = 0.5 + 0.5 * (st->wins[seat] - best_other) / (double)need;
    } else {
        if (!(st->in_match >> seat & 1)) return 0.01;
        double mine = 0, other = 0;
        int no = 0;
        for (int s = 0; s < st->players; s++) {
            if (!(st->in_match >> s & 1)) continue;
            if (same_side(st, s, seat)) mine += st->points[s];
            else { other += st->points[s]; no++; }
        }
        if (no) other /= no;
        mv = 0.5 + 0.5 * (other - mine) / (double)st->points_limit;
    }
    return clamp01(0.5 * dv + 0.5 * clamp01(mv, 0.0, 1.0), 0.01, 0.99);
}

/* ============================================================ describe, json == */

static const char *const colour_names[DYN_COLOURS] = {"yellow", "green", "blue", "red"};
static const char *const sym_text[DYN_SYMBOLS] = {
    "D", "I", "N", "A", "M", "T", "DINA", "MITA", "+-2", "change", "swap",
    "no playing (single)", "no playing (double)",
};

static void card_name(int k, char *buf, size_t n)
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
    card_name((int)DYN_M_CARD(m), card, sizeof card);
    card_name((int)DYN_M_AS(m), as, sizeof as);
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
        card_name(k, name, sizeof name);
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
    card_name(st->top_kind, top, sizeof top);
    card_name(st->top_as, as, sizeof as);
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
        card_name(b->kind, bomb, sizeof bomb);
        tb_put(&o, "%s{\"card\":\"%s\",\"holder\":%d,\"placed_turn\":%d,\"accumulated\":",
            i ? "," : "", bomb, b->holder + 1, b->turn);
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

/* ================================================================ invariants == */

int dyn_check_invariants(const dyn_state_t *st, char *buf, size_t n)
{
    int count[DYN_KINDS] = {0};
    for (int s = 0; s < st->players; s++) {
        if (dyn_set_total(&st->hand[s]) != st->hand_n[s])
            return snprintf(buf, n, "seat %d: hand_n %d, hand holds %d", s, st->hand_n[s],
                            dyn_set_total(&st->hand[s]));
        if (!(st->alive >> s & 1) && st->hand_n[s])
            return snprintf(buf, n, "seat %d is out but holds cards", s);
        for (int k = 0; k < DYN_KINDS; k++) {
            count[k] += dyn_count(&st->hand[s], k);
            if (dyn_count(&st->know[s], k) > dyn_count(&st->hand[s], k) ||
                dyn_count(&st->pub[s], k) > dyn_count(&st->hand[s], k))
                return snprintf(buf, n, "seat %d: knowledge of kind %d exceeds the hand", s, k);
            if (st->know_mask[s] && dyn_count(&st->know[s], k) < dyn_count(&st->pub[s], k))
                return snprintf(buf, n, "seat %d: private knowledge of kind %d below the "
                                "public", s, k);
        }
    }
    if (dyn_set_total(&st->pile) != st->pile_n || dyn_set_total(&st->discard) != st->discard_n)
        return snprintf(buf, n, "pile/discard counters out of step");
    for (int k = 0; k < DYN_KINDS; k++)
        count[k] += dyn_count(&st->pile, k) + dyn_count(&st->discard, k);
    count[st->top_kind]++;
    if (st->bomb_n > DYN_MAX_BOMBS)
        return snprintf(buf, n, "%d DINAs in play", st->bomb_n);
    for (int i = 0; i < st->bomb_n; i++) {
        const dyn_bomb_t *b = &st->bomb[i];
        if (dyn_set_total(&b->acc) != b->acc_n)
            return snprintf(buf, n, "DINA %d: accumulation counter out of step", i);
        for (int k = 0; k < DYN_KINDS; k++) count[k] += dyn_count(&b->acc, k);
        count[b->kind]++;
        if (!DYN_IS_COLOURED(b->kind) || DYN_SYM(b->kind) != DYN_DINA)
            return snprintf(buf, n, "the card in play as DINA %d is kind %d", i, b->kind);
        if (!(st->alive >> b->holder & 1) && st->phase != DYN_PH_OVER)
            return snprintf(buf, n, "a DINA is in front of seat %d, who is out", b->holder);
    }
    if (st->phase == DYN_PH_FUSE && (st->fuse >= st->bomb_n || st->bomb[st->fuse].holder != st->cur))
        return snprintf(buf, n, "phase fuse without a DINA in front of the player");
    for (int s = 0; s < st->players; s++)
        for (int c = 0; c < DYN_COLOURS; c++)
            if (dyn_count(&st->hand[s], DYN_KIND(c, DYN_DINA)))
                return snprintf(buf, n, "seat %d holds a DINA in hand", s);
    for (int k = 0; k < DYN_KINDS; k++)
        if (count[k] != dyn_count(&dyn_deck, k))
            return snprintf(buf, n, "kind %d: %d cards in play, the deck has %d", k, count[k],
                            dyn_count(&dyn_deck, k));
    if (st->phase != DYN_PH_OVER && !(st->alive >> st->cur & 1))
        return snprintf(buf, n, "seat %d to move is out", st->cur);
    return 0;
}
