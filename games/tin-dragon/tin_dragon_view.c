/* tin_dragon_view.c - what a seat knows: the determinized view (determinize) and
 * the heuristic agents use (evaluate). RULES.md section 5, Hidden information. */
#include <string.h>

#include "tin_dragon.h"

/* ================= determinize ================= */

/* Re-deal every card the observer cannot place: each keeps its slot (zone, and
 * place in an ordered queue), so every count stays; known cards stay put. */
void td_determinize(void *st, int observer, rng_t *rng)
{
    td_state_t *s = st;
    uint8_t ids[TD_MAX_CARDS], zone[TD_MAX_CARDS], stamp[TD_MAX_CARDS];
    int n = 0;
    uint64_t hidden = 0;
    for (int z = 0; z < TD_NZONES; z++) {
        uint64_t m = s->z[z] & ~s->known[observer];
        hidden |= m;
        s->z[z] &= ~m;
        for (; m; m &= m - 1) {
            int c = __builtin_ctzll(m);
            ids[n] = (uint8_t)c;
            zone[n] = (uint8_t)z;
            stamp[n] = s->stamp[c];
            n++;
        }
    }
    rng_shuffle_u8(rng, ids, n);
    for (int i = 0; i < n; i++) {
        s->z[zone[i]] |= TD_BIT(ids[i]);
        s->stamp[ids[i]] = stamp[i];
    }
    /* the other seats now hold re-dealt cards: each knows its own; their draft picks
     * of this round are not the observer's to keep (only its own stays recorded) */
    for (int p = 0; p < s->players && p < TD_MAX_PLAYERS; p++) {
        if (p == observer)
            continue;
        s->drafted[p] = 0;
        s->draft_seen &= (uint8_t)~(1u << p);
        uint64_t own = s->z[TD_Z_HAND + p] | td_hoard(s, p) | s->z[TD_Z_PACK + p];
        if (p == s->act) /* stakes are empty outside a duel, the aside zone outside a bolster */
            own |= s->z[TD_Z_STAKE] | s->z[TD_Z_ASIDE];
        if (p == s->def)
            own |= s->z[TD_Z_STAKE + 1];
        s->known[p] = (s->known[p] & ~hidden) | own;
    }
}

/* ================= evaluate ================= */

/* Points now, plus a little for cards in hand (future hoard, offense) and power. */
static double estimate(const td_state_t *s, int p)
{
    return td_score(s, p) + 0.5 * td_popc(s->z[TD_Z_HAND + p]) + 0.3 * s->power[p];
}

double td_evaluate(const void *st, int seat)
{
    const td_state_t *s = st;
    if (s->phase == TD_PH_OVER && !s->capped) {
        outcome_t o;
        td_outcome(s, &o);
        return o.result[seat] / 2.0;
    }
    double mine = estimate(s, seat), best = -1e9;
    for (int p = 0; p < s->players; p++) {
        double e = p == seat ? best : estimate(s, p);
        best = e > best ? e : best;
    }
    double d = mine - best;
    return 0.5 + 0.5 * d / ((d < 0 ? -d : d) + 8.0);
}
