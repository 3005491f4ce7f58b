/* dynamite_view.c - Dynamite: what a seat knows (determinize) and the heuristic
 * (evaluate). */
#include <string.h>

#include "dynamite.h"

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

