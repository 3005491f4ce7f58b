/* dinn_view.c - what a seat knows: the determinized view an agent plays on, and
 * the evaluation of a position for a seat. See RULES.md, "Hidden information". */
#include <math.h>
#include <string.h>

#include "dinn_internal.h"
#include "obsbuf.h"
#include "textbuf.h"

/* In a card reveal, p chose first and the other seat is choosing now: whether p put
 * a card down or passed is hidden from the other seat (the choices are
 * simultaneous). */
static inline int choice_hidden(const dinn_state_t *st, int p)
{
    return st->phase == PH_CARD && p == st->first && st->to_move != st->first;
}

/* The searched pair p shows the other seat to pick from (still in p's deck). */
static inline uint64_t shown_pair(const dinn_state_t *st, int p)
{
    return st->phase == PH_PICK && st->pend_p == p ? BIT(st->shown[0]) | BIT(st->shown[1])
                                                   : 0;
}

/* What the observer knows a face-down card of p can be. */
static uint64_t commit_candidates(const dinn_state_t *st, int p)
{
    const dinn_side_t *me = &st->s[p];
    if (st->phase == PH_HERO || me->hero == DINN_NONE)
        return me->type[DINN_HERO];
    return dinn_list_playable(st, p);
}

/* Closed decklists: the cards of p whose identity the other seat has not seen
 * (`hidden`) get new ones: for each, a random card of the pool of the same
 * construction category (the rules fix how many of each a deck holds, so the
 * categories of the hidden cards are known), never more copies of a card than
 * max_copies with the ones seen. A uniformly random legal completion of the deck
 * when max_copies is 1. Out of line, as place_fitting_card: closed decklists only,
 * and their tables would otherwise weigh on every determinization. */
static __attribute__((noinline)) void redeal_identities(dinn_state_t *st, int p, uint64_t hidden,
                                                        rng_t *rng)
{
    dinn_side_t *op = &st->s[p];
    uint8_t copies[DINN_MAX_POOL] = {0};
    int need[DINN_CATS] = {0};
    uint64_t of_cat[DINN_CATS] = {0};
    for (uint64_t m = full_mask(op) & ~hidden; m; m &= m - 1)
        copies[op->list[__builtin_ctzll(m)]]++;
    for (uint64_t m = hidden; m; m &= m - 1) {
        int i = __builtin_ctzll(m), k = dinn_category(card_of(op, i));
        need[k]++;
        of_cat[k] |= BIT(i);
    }
    for (int k = 0; k < DINN_CATS; k++) {
        if (!need[k])
            continue;
        /* each card of the category as often as copies remain, drawn without
         * replacement (the true deck fits, so there are enough) */
        uint8_t avail[4 * DINN_MAX_POOL];
        int na = 0;
        for (int j = 0; j < dinn_pool->ncat[k]; j++) {
            int id = dinn_pool->cat[k][j];
            for (int c = copies[id]; c < st->rule.max_copies; c++)
                avail[na++] = (uint8_t)id;
        }
        int t = 0;
        for (uint64_t m = of_cat[k]; m && t < na; m &= m - 1, t++) {
            int u = t + (int)rng_below(rng, (uint32_t)(na - t));
            uint8_t id = avail[u];
            avail[u] = avail[t];
            avail[t] = id;
            op->list[__builtin_ctzll(m)] = id;
        }
    }
    /* every card keeps its category, so the type masks stay right */
}

/* Closed decklists, a face-down Equipment/Action card and no re-dealt card the
 * hero could have played: one hidden Equipment/Action card becomes a pool card of
 * its category that fits (the hero can play it, copies allow it), chosen uniformly
 * among all such (index, card) pairs. The true face-down card is one, so there is
 * always one. */
static __attribute__((noinline)) void place_fitting_card(dinn_state_t *st, int p, uint64_t hidden,
                                                         rng_t *rng)
{
    dinn_side_t *op = &st->s[p];
    const uint32_t have = dinn_hero_attrs(st, p);
    uint8_t copies[DINN_MAX_POOL] = {0};
    for (int i = 0; i < op->n; i++)
        copies[op->list[i]]++;
    for (int pass = 0, total = 0, want = -1; pass < 2; pass++) {
        for (uint64_t m = hidden & ~op->type[DINN_HERO]; m; m &= m - 1) {
            int i = __builtin_ctzll(m), k = dinn_category(card_of(op, i));
            for (int j = 0; j < dinn_pool->ncat[k]; j++) {
                int id = dinn_pool->cat[k][j];
                if ((dinn_pool->card[id].attrs & ~have) ||
                    copies[id] - (op->list[i] == id) >= st->rule.max_copies)
                    continue;
                if (pass == 0) {
                    total++;
                } else if (want-- == 0) {
                    op->list[i] = (uint8_t)id;
                    return;
                }
            }
        }
        if (pass == 0) {
            if (total == 0)
                return; /* cannot happen: the true face-down card fits */
            want = (int)rng_below(rng, (uint32_t)total);
        }
    }
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
    dinn_side_t *op = p ? &st->s[1] : &st->s[0]; /* a select, not a multiply */
    if (st->phase == PH_OVER)
        return;
    /* the order of both decks is unknown to the observer, its own too: new generators
     * (the true ones would tell an agent's look-ahead the coming draws) */
    for (int s = 0; s < 2; s++) {
        const uint64_t hi = rng_u32(rng), lo = rng_u32(rng);
        st->s[s].shuffle = hi << 32 | lo;
    }
    /* the memo of checked cards remembers which cards were in the hand: cleared; the
     * hero's cards of an open list (PL_KEY_HERO) are a fact of the known list and its
     * revealed hero, whatever the hand: kept */
    op->pl_seen = 0;
    if (!st->rule.open_decklists || !(op->pl_key & PL_KEY_HERO))
        op->pl_key = 0, op->pl_ok = 0;
    if (!st->rule.open_decklists)
        op->memo = 0; /* its list is re-dealt: no longer the memo's */
    uint64_t commit = op->commit != DINN_NONE ? BIT(op->commit) : 0;
    const int blind = choice_hidden(st, p);
    uint64_t zone = op->hand | commit, known = op->known & zone;
    const uint64_t fixed = shown_pair(st, p);
    uint64_t pool = (zone & ~known) | (op->deck & ~fixed);
    int unseen = popc(zone & ~known);
    int need_hero = (st->phase == PH_MULLIGAN || st->phase == PH_HERO) && !commit &&
                    op->hero == DINN_NONE && (op->hand & op->type[DINN_HERO]);
    if (!st->rule.open_decklists)
        redeal_identities(st, p, pool, rng);
    const uint64_t heroes = op->type[DINN_HERO];
    uint64_t valid = commit || blind ? commit_candidates(st, p) : 0;
    if (!st->rule.open_decklists && commit && !blind && !((known | pool) & valid)) {
        place_fitting_card(st, p, pool, rng);
        valid = commit_candidates(st, p);
    }
    for (int tries = 0; tries < 64; tries++) {
        uint64_t pick = rng_choose_bits(rng, pool, unseen), z = known | pick, c = 0;
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
    uint64_t pick = (f & known) ? rng_choose_bits(rng, pool, unseen)
                                : f | rng_choose_bits(rng, pool & ~f, unseen - 1);
    uint64_t c = commit ? f : 0;
    op->hand = (known | pick) & ~c;
    op->deck = fixed | (pool & ~pick);
    if (commit)
        op->commit = (uint8_t)__builtin_ctzll(c);
}

/* Power a player is heading for, its face-down card counted as if revealed (an
 * agent evaluates a determinized view, so the opponent's is a sample). *hearts
 * gets the hearts at stake, 0 when no hero is chosen yet. Inline: dinn_evaluate
 * calls it twice at every leaf of a search. */
static inline __attribute__((always_inline)) int projected_power(const dinn_state_t *st, int p,
                                                                 const int power[2], int *hearts)
{
    const dinn_side_t *me = &st->s[p], *op = &st->s[1 - p];
    if (me->hero == DINN_NONE) {
        const dinn_card_t *h = me->commit == DINN_NONE ? NULL : card_of(me, me->commit);
        *hearts = h ? h->hearts : 0;
        return h ? h->power + me->round_pow : 0;
    }
    *hearts = hero_hearts(me);
    int pw = power[p];
    if (me->commit != DINN_NONE) {
        const dinn_card_t *c = card_of(me, me->commit);
        pw += (c->type == DINN_EQUIPMENT ? c->power : 0) + (c->fx == FX_POWER ? c->a : 0);
    }
    if (op->commit != DINN_NONE && op->hero != DINN_NONE &&
        card_of(op, op->commit)->fx == FX_WEAKEN)
        pw -= card_of(op, op->commit)->a;
    return pw;
}

/* What evaluate weighs of one side, before the other is subtracted. */
typedef struct side_terms {
    int hearts, heroes_in_hand, hand, heroes_left, power, stake;
} side_terms_t;

static inline __attribute__((always_inline)) void side_terms(const dinn_state_t *st,
                                                             side_terms_t t[2])
{
    /* both current totals from one count (only a side with a hero reads its own) */
    int power[2] = {0, 0};
    if (st->s[0].hero != DINN_NONE || st->s[1].hero != DINN_NONE)
        dinn_power_pair(st, power);
    for (int p = 0; p < 2; p++) {
        const dinn_side_t *me = &st->s[p];
        t[p].hearts = me->hearts;
        t[p].heroes_in_hand = popc(me->hand & me->type[DINN_HERO]);
        t[p].hand = popc(me->hand);
        t[p].heroes_left = popc((me->hand | me->deck) & me->type[DINN_HERO]);
        t[p].power = projected_power(st, p, power, &t[p].stake);
    }
}

/* Hearts first, then what the hand can still do, then the battle under way. */
static inline __attribute__((always_inline)) double evaluate_terms(const side_terms_t *me,
                                                                   const side_terms_t *op)
{
    double x = 1.0 * (me->hearts - op->hearts);
    x += 0.15 * (me->heroes_in_hand - op->heroes_in_hand);
    x += 0.05 * (me->hand - op->hand);
    x += 0.05 * (me->heroes_left - op->heroes_left);
    const int mine = me->power, theirs = op->power, my_stake = me->stake,
              op_stake = op->stake;
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

static double over_value(const dinn_state_t *st, int seat)
{
    return st->capped || st->winner < 0 ? 0.5 : st->winner == seat ? 1.0 : 0.0;
}

double dinn_evaluate(const void *vst, int seat)
{
    const dinn_state_t *st = vst;
    if (st->phase == PH_OVER)
        return over_value(st, seat);
    side_terms_t t[2];
    side_terms(st, t);
    return evaluate_terms(&t[seat], &t[1 - seat]);
}

/* game_t.evaluate_all: both seats' dinn_evaluate from one pass over the sides. */
void dinn_evaluate_all(const void *vst, double *out)
{
    const dinn_state_t *st = vst;
    if (st->phase == PH_OVER) {
        out[0] = over_value(st, 0);
        out[1] = over_value(st, 1);
        return;
    }
    side_terms_t t[2];
    side_terms(st, t);
    out[0] = evaluate_terms(&t[0], &t[1]);
    out[1] = evaluate_terms(&t[1], &t[0]);
}

/* ---- observation ---- */




/* Cards of p whose identity the other seat has not seen and that determinize may
 * re-deal from the pool: none while decklists are open; otherwise the hand, deck and
 * face-down card but the cards it saw enter the hand and a pair shown to it. */
static uint64_t identity_hidden(const dinn_state_t *st, int p)
{
    const dinn_side_t *me = &st->s[p];
    if (st->rule.open_decklists)
        return 0;
    const uint64_t commit = me->commit == DINN_NONE ? 0 : BIT(me->commit);
    const uint64_t zone = me->hand | commit;
    return ((zone & ~(me->known & zone)) | me->deck) & ~shown_pair(st, p);
}

/* What every seat sees of side p. */
static void observe_public(obsbuf_t *o, const dinn_state_t *st, int p)
{
    const dinn_side_t *me = &st->s[p];
    const uint64_t out_of_sight = me->hand | me->deck | (me->commit == DINN_NONE ? 0 : BIT(me->commit));
    ob_u8(o, me->n);
    ob_uint(o, me->grave, 8);
    ob_uint(o, out_of_sight, 8);
    ob_u8(o, me->hero);
    ob_u8(o, me->hero_negated);
    for (int k = 0; k < 2; k++) {
        ob_u8(o, me->slot[k]);
        ob_u8(o, me->slot_flags[k]);
    }
    ob_u8(o, (uint8_t)me->hearts);
    ob_u8(o, me->essence);
    ob_u8(o, me->mulligans);
    ob_u8(o, me->skip_draw);
    ob_u8(o, me->draw_bonus);
    ob_u8(o, me->heal_next);
    ob_u8(o, (uint8_t)me->power_next);
    ob_u8(o, (uint8_t)me->round_pow);
    ob_uint(o, me->adopted, 4);
}

/* Side p as the seat `seat` knows it: everything of its own side; of the other, the
 * public part, the cards it saw enter the hand, counts, and the face-down choice
 * only as "a card is down" (or not even that while the choice is hidden). */
size_t dinn_observe(const void *vst, int seat, uint8_t *buf, size_t n)
{
    const dinn_state_t *st = vst;
    obsbuf_t o = {buf, n, 0};
    ob_u8(&o, (unsigned)seat);
    ob_u8(&o, st->phase);
    ob_u8(&o, st->phase == PH_OVER ? 0xFFu : st->to_move);
    ob_u8(&o, st->stage);
    ob_u8(&o, st->after);
    ob_u8(&o, st->first);
    ob_u8(&o, st->reveal);
    ob_u8(&o, st->qn);
    ob_u8(&o, st->qi);
    for (int e = 0; e < 2; e++)
        ob_uint(&o, (uint64_t)st->q[e][0] << 8 | st->q[e][1], 2);
    ob_u8(&o, st->pend_fx);
    ob_u8(&o, st->pend_p);
    ob_u8(&o, st->pend_arg);
    ob_u8(&o, st->shown[0]);
    ob_u8(&o, st->shown[1]);
    ob_u8(&o, st->capped);
    ob_u8(&o, (uint8_t)st->winner);
    ob_uint(&o, st->round, 2);
    ob_uint(&o, st->turns, 2);
#define DINN_OBS_RULE_INT(key) ob_uint(&o, (uint64_t)st->rule.key, 2);
#define DINN_OBS_RULE_BOOL(key) ob_uint(&o, (uint64_t)st->rule.key, 2);
#define DINN_OBS_RULE_ENUM(key) ob_uint(&o, (uint64_t)st->rule.key, 2);
#define DINN_OBS_RULE_CUSTOM(key)
#define DINN_OBS_RULE_(C, kind, key, def, lo, hi, ptype, extra, help) DINN_OBS_RULE_##kind(key)
    DINN_RULES(DINN_OBS_RULE_, ~)
    for (int p = 0; p < 2; p++) {
        const dinn_side_t *me = &st->s[p];
        observe_public(&o, st, p);
        if (p == seat) {
            for (int i = 0; i < me->n; i++)
                ob_u8(&o, me->list[i]);
            ob_uint(&o, me->hand, 8);
            ob_uint(&o, me->known, 8);
            ob_u8(&o, me->commit);
            ob_u8(&o, me->passed);
            continue;
        }
        const uint64_t hidden = identity_hidden(st, p);
        for (int i = 0; i < me->n; i++)
            ob_u8(&o, (hidden & BIT(i)) ? DINN_NONE : me->list[i]);
        const uint64_t commit = me->commit == DINN_NONE ? 0 : BIT(me->commit);
        ob_uint(&o, me->known & (me->hand | commit), 8);
        if (choice_hidden(st, p)) {
            ob_u8(&o, 2); /* chose: a card face down or a pass, unknown which */
            ob_u8(&o, (unsigned)popc(me->hand | commit));
        } else {
            ob_u8(&o, commit != 0);
            ob_u8(&o, (unsigned)popc(me->hand));
            ob_u8(&o, me->passed);
        }
    }
    return o.len;
}

/* ---- the seat's view as text ---- */

static const char *const type_word[] = {"hero", "equipment", "action"};

/* "King Arthur (hero, power 7, 3 hearts; Knight, Court, Noble): text" */
static void put_card(textbuf_t *o, const dinn_state_t *st, int owner, int idx, int with_text)
{
    const dinn_card_t *c = card_of(&st->s[owner], idx);
    const dinn_card_info_t *info = &dinn_pool->info[st->s[owner].list[idx]];
    tb_str(o, info->name);
    tb_str(o, " (");
    tb_str(o, type_word[c->type]);
    if (c->type == DINN_HERO) {
        tb_str(o, ", power ");
        tb_int(o, c->power);
        tb_str(o, ", ");
        tb_int(o, c->hearts);
        tb_str(o, c->hearts == 1 ? " heart" : " hearts");
    } else if (c->type == DINN_EQUIPMENT) {
        tb_str(o, ", ");
        if (c->power >= 0)
            tb_str(o, "+");
        tb_int(o, c->power);
    }
    for (int a = 0, k = 0; a < DINN_PRIMARIES + DINN_SUBS; a++)
        if (c->attrs & (1u << a)) {
            tb_str(o, k++ ? ", " : "; ");
            tb_str(o, dinn_attr_names[a]);
        }
    tb_str(o, ")");
    if (with_text && info->text[0]) {
        tb_str(o, ": ");
        tb_str(o, info->text);
    }
}

static void put_card_list(textbuf_t *o, const dinn_state_t *st, int owner, uint64_t m,
                          const char *indent)
{
    if (!m) {
        tb_str(o, " none\n");
        return;
    }
    tb_str(o, "\n");
    for (; m; m &= m - 1) {
        tb_str(o, indent);
        put_card(o, st, owner, __builtin_ctzll(m), 1);
        tb_str(o, "\n");
    }
}

static void put_names(textbuf_t *o, const dinn_state_t *st, int owner, uint64_t m)
{
    if (!m)
        tb_str(o, "none");
    for (int first = 1; m; m &= m - 1, first = 0) {
        if (!first)
            tb_str(o, ", ");
        tb_str(o, name_at(st, owner, __builtin_ctzll(m)));
    }
}

/* The table in front of side p: hero, slots, round changes. */
static void put_table(textbuf_t *o, const dinn_state_t *st, int p, int seat)
{
    const dinn_side_t *me = &st->s[p];
    if (me->hero != DINN_NONE) {
        tb_put(o, "  hero: ");
        put_card(o, st, p, me->hero, 1);
        tb_put(o, "%s\n", me->hero_negated ? " [negated]" : "");
        for (int k = 0; k < 2; k++) {
            if (me->slot[k] == DINN_NONE)
                continue;
            tb_put(o, "  reveal %d card: ", k + 2);
            put_card(o, st, SLOT_OWNER(me->slot[k]), SLOT_IDX(me->slot[k]), 1);
            if (SLOT_OWNER(me->slot[k]) != p)
                tb_put(o, " [owned by seat %d]", SLOT_OWNER(me->slot[k]) + 1);
            tb_put(o, "%s%s\n", (me->slot_flags[k] & SLOT_NEGATED) ? " [negated]" : "",
                   (me->slot_flags[k] & SLOT_DOUBLED) ? " [doubled]" : "");
        }
        /* a total that counts the cards of a hand the seat has not seen is not shown */
        int counts_hand = 0;
        if (p != seat) {
            const uint64_t commit = me->commit == DINN_NONE ? 0 : BIT(me->commit);
            /* unseen cards in the hand, or a face-down card that may be any of them */
            const int unseen = ((me->hand | commit) & ~me->known) != 0 || commit;
            const int blind = choice_hidden(st, p);
            const dinn_card_t *h = card_of(me, me->hero);
            if (!me->hero_negated && h->fx == FX_POWER_PER_HAND)
                counts_hand |= blind || (unseen && h->a != DINN_ANY);
            for (int k = 0; k < 2; k++) {
                if (me->slot[k] == DINN_NONE || (me->slot_flags[k] & SLOT_NEGATED))
                    continue;
                const dinn_card_t *c = slot_card(st, me->slot[k]);
                if (c->fx == FX_POWER_PER_HAND)
                    counts_hand |= blind || (unseen && c->a != DINN_ANY);
            }
        }
        if (counts_hand)
            tb_put(o, "  total power: counts cards of its hand you have not seen\n");
        else
            tb_put(o, "  total power: %d\n", dinn_power(st, p));
    }
    if (me->round_pow || me->adopted) {
        tb_put(o, "  this round: power %+d", me->round_pow);
        if (me->adopted) {
            tb_put(o, ", adopted attributes");
            for (int a = 0; a < DINN_PRIMARIES + DINN_SUBS; a++)
                if (me->adopted & (1u << a))
                    tb_put(o, " %s", dinn_attr_names[a]);
        }
        tb_put(o, "\n");
    }
    if (me->skip_draw || me->draw_bonus || me->heal_next || me->power_next) {
        tb_put(o, "  next round:");
        if (me->skip_draw)
            tb_put(o, " no draw;");
        if (me->draw_bonus)
            tb_put(o, " %d more cards drawn;", me->draw_bonus);
        if (me->heal_next)
            tb_put(o, " %d hearts restored;", me->heal_next);
        if (me->power_next)
            tb_put(o, " power %+d;", me->power_next);
        tb_put(o, "\n");
    }
}

static const char *phase_text(const dinn_state_t *st)
{
    switch (st->phase) {
    case PH_MULLIGAN: return "keep the opening hand or mulligan";
    case PH_HERO: return "choose a hero, face down";
    case PH_CARD: return "play an Equipment or Action card face down, or pass";
    case PH_CHANGE: return "the other passed: keep the face-down card, change it, or pass";
    case PH_SHOW: return "choose two cards of the deck to show";
    case PH_PICK: return "pick which shown card goes to the searching player's hand";
    case PH_TARGET: return "choose the equipment the ability targets";
    default: return "game over";
    }
}

int dinn_view_text(const void *vst, int seat, char *buf, size_t n)
{
    const dinn_state_t *st = vst;
    const dinn_side_t *me = &st->s[seat];
    const int op_seat = 1 - seat;
    const dinn_side_t *op = &st->s[op_seat];
    textbuf_t o = {buf, n, 0};
    tb_put(&o, "Dinn, round %d, ", st->round);
    if (st->phase == PH_MULLIGAN)
        tb_put(&o, "setup");
    else
        tb_put(&o, "reveal %d", st->reveal);
    tb_put(&o, "; seat %d chooses first this round. You are seat %d.\n", st->first + 1,
           seat + 1);
    if (st->phase == PH_OVER) {
        if (st->capped)
            tb_put(&o, "Game over: stopped at the round cap (%d), no result.\n",
                   st->rule.round_cap);
        else if (st->winner < 0)
            tb_put(&o, "Game over: a tie.\n");
        else
            tb_put(&o, "Game over: seat %d wins.\n", st->winner + 1);
    } else {
        tb_put(&o, "Seat %d to move: %s.\n", st->to_move + 1, phase_text(st));
    }
    if (st->phase == PH_PICK) {
        tb_put(&o, "Seat %d shows: %s and %s.\n", st->pend_p + 1,
               name_at(st, st->pend_p, st->shown[0]), name_at(st, st->pend_p, st->shown[1]));
    }
    if (st->phase == PH_TARGET || st->phase == PH_SHOW)
        tb_put(&o, "Resolving: %s of seat %d.\n", dinn_fx_info[st->pend_fx].name,
               st->pend_p + 1);

    tb_put(&o, "\nYou (seat %d): %d of %d hearts, %d Essence, %d mulligan%s left\n", seat + 1,
           me->hearts, st->rule.hearts, me->essence, me->mulligans,
           me->mulligans == 1 ? "" : "s");
    tb_put(&o, "  hand (%d):", popc(me->hand));
    put_card_list(&o, st, seat, me->hand, "    ");
    if (me->known & me->hand) {
        tb_put(&o, "  the opponent has seen in your hand: ");
        put_names(&o, st, seat, me->known & me->hand);
        tb_put(&o, "\n");
    }
    if (me->commit != DINN_NONE) {
        tb_put(&o, "  face down: ");
        put_card(&o, st, seat, me->commit, 0);
        tb_put(&o, "\n");
    } else if (me->passed) {
        tb_put(&o, "  you passed\n");
    }
    put_table(&o, st, seat, seat);
    tb_put(&o, "  deck: %d cards; graveyard: ", popc(me->deck));
    put_names(&o, st, seat, me->grave);
    tb_put(&o, "\n");

    tb_put(&o, "\nOpponent (seat %d): %d of %d hearts, %d Essence, %d mulligan%s left\n",
           op_seat + 1, op->hearts, st->rule.hearts, op->essence, op->mulligans,
           op->mulligans == 1 ? "" : "s");
    const uint64_t commit = op->commit == DINN_NONE ? 0 : BIT(op->commit);
    if (choice_hidden(st, op_seat)) {
        tb_put(&o, "  has chosen: a card face down or a pass (hidden until you choose)\n");
        tb_put(&o, "  hand and face-down card: %d cards", popc(op->hand | commit));
    } else {
        if (commit)
            tb_put(&o, "  face down: a %s\n", st->phase == PH_HERO ? "hero" : "card");
        else if (op->passed)
            tb_put(&o, "  passed\n");
        tb_put(&o, "  hand: %d cards", popc(op->hand));
    }
    if (op->known & (op->hand | commit)) {
        tb_put(&o, commit || choice_hidden(st, op_seat) ? "; you have seen, in the hand or face down: "
                                                       : "; you have seen ");
        put_names(&o, st, op_seat, op->known & (op->hand | commit));
    }
    tb_put(&o, "\n");
    put_table(&o, st, op_seat, seat);
    tb_put(&o, "  deck: %d cards; graveyard: ", popc(op->deck));
    put_names(&o, st, op_seat, op->grave);
    tb_put(&o, "\n");
    return tb_finish(&o);
}
