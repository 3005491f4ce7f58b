/* dinn_view.c - what a seat knows: the determinized view an agent plays on, and
 * the evaluation of a position for a seat. See RULES.md, "Hidden information". */
#include <math.h>

#include "dinn_internal.h"

/* What the observer knows a face-down card of p can be. */
static uint64_t commit_candidates(const dinn_state_t *st, int p)
{
    const dinn_side_t *me = &st->s[p];
    if (st->phase == PH_HERO || me->hero == DINN_NONE)
        return me->type[DINN_HERO];
    return playable_among(st, p, full_mask(me) & ~me->type[DINN_HERO]);
}

/* Re-deal the opponent's unseen cards (hand and deck, keeping the counts and the
 * cards the observer saw enter the hand) and resample its face-down choice: the
 * card among the cards it could be, and in the second and third reveals also
 * whether it put a card down at all (a pass is as likely as each playable card).
 * Deck orders need nothing: decks are sets drawn at random. Rejection sampling,
 * with a direct deal when 64 attempts find no consistent one. */
void dinn_determinize(void *vst, int observer, rng_t *rng)
{
    dinn_state_t *st = vst;
    int p = 1 - observer;
    dinn_side_t *op = &st->s[p];
    if (st->phase == PH_OVER)
        return;
    /* the memo of checked cards remembers which cards were in the hand */
    op->pl_key = 0;
    op->pl_seen = op->pl_ok = 0;
    uint64_t heroes = op->type[DINN_HERO];
    uint64_t commit = op->commit != DINN_NONE ? BIT(op->commit) : 0;
    /* the opponent chose first in a card reveal: card or pass is still hidden */
    int blind = st->phase == PH_CARD && p == st->first && st->to_move != st->first;
    uint64_t zone = op->hand | commit, known = op->known & zone;
    uint64_t fixed = 0;
    if (st->phase == PH_PICK && st->pend_p == p)
        fixed = BIT(st->shown[0]) | BIT(st->shown[1]);
    uint64_t pool = (zone & ~known) | (op->deck & ~fixed);
    int unseen = popc(zone & ~known);
    int need_hero = (st->phase == PH_MULLIGAN || st->phase == PH_HERO) && !commit &&
                    op->hero == DINN_NONE && (op->hand & heroes);
    uint64_t valid = commit || blind ? commit_candidates(st, p) : 0;
    for (int tries = 0; tries < 64; tries++) {
        uint64_t pick = rng_pick_bits(rng, pool, unseen), z = known | pick, c = 0;
        if (blind) {
            int k = popc(z & valid), r = (int)rng_below(rng, (uint32_t)k + 1);
            c = r < k ? BIT(select_bit(z & valid, r)) : 0;
        } else if (commit) {
            if (!(z & valid))
                continue;
            c = BIT(pick_bit(rng, z & valid));
        }
        if (need_hero && !(z & ~c & heroes))
            continue;
        op->hand = z & ~c;
        op->deck = fixed | (pool & ~pick);
        if (commit || blind) {
            op->commit = c ? (uint8_t)__builtin_ctzll(c) : DINN_NONE;
            op->passed = !c;
        }
        return;
    }
    /* Rare (one card that fits among many unseen): place a fitting card first and
     * deal the rest around it. Keeping the true deal would tell the observer what
     * the face-down card is. Only a face-down card (not blind) or a needed hero can
     * get here. */
    uint64_t req = commit ? valid : heroes;
    uint64_t from = (known & req) | (unseen ? pool & req : 0);
    if (!from)
        return; /* cannot happen: the true deal fits */
    uint64_t f = BIT(pick_bit(rng, from));
    uint64_t pick = (f & known) ? rng_pick_bits(rng, pool, unseen)
                                : f | rng_pick_bits(rng, pool & ~f, unseen - 1);
    uint64_t c = commit ? f : 0;
    op->hand = (known | pick) & ~c;
    op->deck = fixed | (pool & ~pick);
    if (commit)
        op->commit = (uint8_t)__builtin_ctzll(c);
}

/* Power a player is heading for, its face-down card counted as if revealed (an
 * agent evaluates a determinized view, so the opponent's is a sample). *hearts
 * gets the hearts at stake, 0 when no hero is chosen yet. */
static int projected_power(const dinn_state_t *st, int p, int *hearts)
{
    const dinn_side_t *me = &st->s[p], *op = &st->s[1 - p];
    if (me->hero == DINN_NONE) {
        const dinn_card_t *h = me->commit == DINN_NONE ? NULL : card_of(me, me->commit);
        *hearts = h ? h->hearts : 0;
        return h ? h->power + me->round_pow : 0;
    }
    *hearts = hero_hearts(me);
    int pw = dinn_power(st, p);
    if (me->commit != DINN_NONE) {
        const dinn_card_t *c = card_of(me, me->commit);
        pw += (c->type == DINN_EQUIPMENT ? c->power : 0) + (c->fx == FX_POWER ? c->a : 0);
    }
    if (op->commit != DINN_NONE && op->hero != DINN_NONE &&
        card_of(op, op->commit)->fx == FX_WEAKEN)
        pw -= card_of(op, op->commit)->a;
    return pw;
}

/* Hearts first, then what the hand can still do, then the battle under way. */
double dinn_evaluate(const void *vst, int seat)
{
    const dinn_state_t *st = vst;
    if (st->phase == PH_OVER)
        return st->capped || st->winner < 0 ? 0.5 : st->winner == seat ? 1.0 : 0.0;
    const dinn_side_t *me = &st->s[seat], *op = &st->s[1 - seat];
    double x = 1.0 * (me->hearts - op->hearts);
    x += 0.15 * (popc(me->hand & me->type[DINN_HERO]) - popc(op->hand & op->type[DINN_HERO]));
    x += 0.05 * (popc(me->hand) - popc(op->hand));
    x += 0.05 * (popc((me->hand | me->deck) & me->type[DINN_HERO]) -
                 popc((op->hand | op->deck) & op->type[DINN_HERO]));
    int my_stake, op_stake;
    int mine = projected_power(st, seat, &my_stake), theirs = projected_power(st, 1 - seat, &op_stake);
    if (my_stake && op_stake) {
        int d = mine - theirs;
        double sure = d == 0 ? 0.0 : fmin(1.0, fabs((double)d) / 4.0);
        x += d > 0 ? 0.6 * sure * op_stake : -0.6 * sure * my_stake;
    } else if (my_stake) {
        /* a hero chosen blind: strong and cheap to lose is better */
        x += 0.04 * mine - 0.15 * my_stake;
    }
    return 0.5 + 0.5 * x / (2.0 + fabs(x));
}
