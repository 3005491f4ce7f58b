/* djinn_view.c - what a seat knows: determinize (re-deal what it has not seen), the
 * heuristic evaluation agents use, its observation (observe) and its view as text
 * (view_text). */
#include <string.h>

#include "djinn.h"

/* ---- hidden information (RULES.md "Hidden information") ---- */

/* Re-deal the treasure cards `observer` has not seen: the other hands (sizes kept,
 * no colour a player showed it lacks) and the draw pile. */
static void redeal_treasure(djinn_state_t *s, int observer, rng_t *rng)
{
    uint64_t known =
        s->hand[observer] | s->discard | djinn_claimed_all(s) | djinn_trick_cards(s);
    if (s->trump_card != DJ_NONE)
        known |= DJ_BIT(s->trump_card);
    uint64_t unknown = s->all & ~known;
    int count[DJ_MAX_PLAYERS] = {0};
    uint64_t hands[DJ_MAX_PLAYERS];
    for (int p = 0; p < s->players; p++)
        count[p] = p == observer ? 0 : djinn_popcount(s->hand[p]);
    s->deck = djinn_deal_unknown(rng, unknown, count, s->voids, s->players, hands, 0);
    for (int p = 0; p < s->players; p++)
        if (p != observer)
            s->hand[p] = hands[p];
}

/* Re-deal the other players' Djinn cards and the Djinn draw pile (counts kept). */
static void redeal_djinn(djinn_state_t *s, int observer, rng_t *rng)
{
    uint32_t pool = djinn_low_bits32(s->ndjinn) & ~s->djinn_hand[observer] & ~s->djinn_used;
    for (int p = 0; p < s->players; p++) {
        if (p == observer)
            continue;
        uint32_t h = (uint32_t)rng_pick_bits(rng, pool, djinn_popcount(s->djinn_hand[p]));
        s->djinn_hand[p] = h;
        pool &= ~h;
    }
    s->djinn_deck = pool;
}

/* Everything `observer` has not seen is re-dealt consistently with what it saw:
 * hidden hands, the draw piles, the face-down caves of levels not yet turned over. */
void djinn_determinize(void *st, int observer, rng_t *rng)
{
    djinn_state_t *s = st;
    redeal_treasure(s, observer, rng);
    redeal_djinn(s, observer, rng);
    for (int l = 0; l < DJ_LEVELS; l++)
        if (!(s->revealed & (1u << l)))
            s->dealt[l] =
                (uint8_t)rng_pick_bits(rng, djinn_low_bits32(s->ncaves[l]), s->caves_dealt);
}

/* ---- evaluation: cave progress, a challenge in reach, usable claimed cards ---- */

/* Caves entered, a challenge within reach now, a few claimed cards to work with,
 * and the trick in play if this seat's card is winning it (a card to claim). */
static double progress(const djinn_state_t *s, int seat)
{
    double v = s->level[seat];
    if (djinn_completable(s, seat, 1))
        v += 0.6;
    int k = djinn_popcount(s->claimed[seat]);
    v += 0.05 * (k < 6 ? k : 6);
    if ((s->stage == DJ_ST_PLAY || s->stage == DJ_ST_AFTER) && s->trick_n > 0) {
        int w = djinn_trick_winner_slot(s);
        if (w >= 0 && s->trick_owner[w] == seat)
            v += 0.2;
    }
    if (s->stage == DJ_ST_CLAIM && s->seat == seat)
        v += 0.2;
    return v;
}

double djinn_evaluate(const void *st, int seat)
{
    const djinn_state_t *s = st;
    if (s->stage == DJ_ST_OVER && !s->capped) {
        outcome_t o;
        memset(&o, 0, sizeof o);
        djinn_outcome(s, &o);
        return o.result[seat] == RESULT_WIN ? 1.0 : o.result[seat] == RESULT_DRAW ? 0.5 : 0.0;
    }
    double mine = progress(s, seat), rival = 0.0;
    for (int p = 0; p < s->players; p++)
        if (p != seat && progress(s, p) > rival)
            rival = progress(s, p);
    double e = 0.5 + (mine - rival) / 8.0;
    return e < 0.0 ? 0.0 : e > 1.0 ? 1.0 : e;
}

