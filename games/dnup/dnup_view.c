/* dnup_view.c - what a seat knows: determinize (re-deal what it has not seen) and the
 * heuristic evaluation agents use. */
#include "dnup.h"

/* ---- hidden information ---- */

/* Everything the observer has not seen is re-dealt: the opponents' cards that came
 * from the deal (not `known`), with their hand sizes kept. Their orientation is as
 * unknown as the cards: random, or, with random_orientation off, the orientation all
 * of that hand's dealt cards share (they were dealt alike and rotate together).
 * The star card is the exception: everyone saw its holder open the round, and it
 * can only leave that hand face up on the table, so while it is in a hand and not
 * `known` it stays where it is; only its orientation is hidden. */
void dnup_determinize(void *vs, int observer, rng_t *rng)
{
    dnup_state_t *s = vs;
    const uint64_t star = 1ull << dnup_deck->star;
    uint8_t pool[DNUP_MAX_CARDS];
    int npool = 0, count[DNUP_MAX_PLAYERS] = {0};
    uint64_t dealt_side[DNUP_MAX_PLAYERS] = {0};
    uint64_t random_side = ((uint64_t)rng_u32(rng) << 32) | rng_u32(rng);
    for (int p = 0; p < s->players; p++) {
        uint64_t unseen = s->hand[p] & ~s->known;
        if (p == observer || !unseen)
            continue;
        dealt_side[p] = (s->orient >> dnup_lowest(unseen) & 1) ? ~0ull : 0;
        if (unseen & star && s->random_orientation)
            s->orient = (s->orient & ~star) | (random_side & star);
        unseen &= ~star;
        count[p] = dnup_count(unseen);
        s->hand[p] &= ~unseen;
        s->orient &= ~unseen;
        for (; unseen; unseen &= unseen - 1)
            pool[npool++] = (uint8_t)dnup_lowest(unseen);
    }
    if (!npool)
        return;
    rng_shuffle_u8(rng, pool, npool);
    random_side = ((uint64_t)rng_u32(rng) << 32) | rng_u32(rng);
    int k = 0;
    for (int p = 0; p < s->players; p++) {
        uint64_t cards = 0;
        for (int i = 0; i < count[p]; i++)
            cards |= 1ull << pool[k++];
        s->hand[p] |= cards;
        s->orient |= cards & (s->random_orientation ? random_side : dealt_side[p]);
    }
}

/* ---- heuristic ---- */

/* Progress towards the win (tokens or rounds) against the best opponent, and cards
 * left against the opponents' average: both matter, the score more. */
double dnup_evaluate(const void *vs, int seat)
{
    const dnup_state_t *s = vs;
    if (s->winner >= 0)
        return seat == s->winner ? 1.0 : 0.0;
    double target = s->two_player ? s->rounds_to_win : s->points_to_win;
    double mine = s->score[seat] / target, best = 0.0, opp_cards = 0.0;
    int opponents = 0;
    for (int p = 0; p < s->players; p++) {
        if (p == seat)
            continue;
        double progress = s->score[p] / target;
        if (progress > best)
            best = progress;
        if (p != s->out) {
            opp_cards += dnup_count(s->hand[p]);
            opponents++;
        }
    }
    if (mine > 1.0) mine = 1.0;
    if (best > 1.0) best = 1.0;
    double my_cards = dnup_count(s->hand[seat]);
    double avg = opponents ? opp_cards / opponents : 0.0;
    double cards = (avg - my_cards) / (avg + my_cards + 1.0);
    double e = 0.5 + 0.35 * (mine - best) + 0.15 * cards;
    return e < 0.0 ? 0.0 : e > 1.0 ? 1.0 : e;
}
