/* tin_dragon_combat.c - the COMBAT phase: heroes (and the Black Dragon) fought in
 * the order chosen, then optional duels; and the fights of an assault (the
 * fortification, the keep), which share the hero fights' raises, roll and power.
 * RULES.md: Fighting Heroes, Dueling Dragons, Assaulting a Keep.
 *
 * A fight: td_start_fight sets the target, the dragons at the location may raise it
 * (next_raiser), the die is rolled (roll_fight), the roller may pay what it takes to
 * win (TD_PH_BOOST), resolve_fight applies the result. A duel: the defender may flee,
 * both stake a card, both roll, they bid power in turn (bid_turn), resolve_duel pays
 * the winner, who may push the loser (td_combat_push). */
#include <string.h>

#include "tin_dragon.h"
#include "trace_event.h"

static void combat_next(td_state_t *s, rng_t *rng);
static void enter_duels(td_state_t *s, rng_t *rng);

/* ================= fights: heroes, the Black Dragon, fortifications, keeps ================= */

TD_HOT_INLINE void resolve_fight(td_state_t *s, int win, rng_t *rng);

static int fight_target(const td_state_t *s, int kind)
{
    const td_cfg_t *c = &s->cfg;
    switch (kind) {
    case TD_F_CRUSADER: return c->hero_target + c->crusader_bonus * td_count_destroyed(s);
    case TD_F_WIZARD: return c->hero_target + c->wizard_bonus * td_popc(s->z[TD_Z_HAND + s->act]);
    case TD_F_KNIGHT: return c->hero_target + c->knight_bonus * td_count_fortified(s);
    case TD_F_BLACK: return c->black_target;
    case TD_F_FORT: return c->fort_target;
    default: return c->keep_target;
    }
}

/* Roll; the roller may then pay exactly what it takes to beat the target (paying
 * less, or more, changes nothing and is not offered). */
static void roll_fight(td_state_t *s, rng_t *rng)
{
    int p = s->act;
    s->roll = (uint8_t)(1 + rng_below(rng, (uint32_t)s->cfg.die_sides));
    td_saw_die(s, s->roll);
    int bonus = (s->fight == TD_F_FORT || s->fight == TD_F_KEEP) ? s->siege : 0;
    if (TRACE_ON())
        td_trace_roll(s, bonus);
    int need = s->target + 1 - s->roll - bonus;
    if (need <= 0) {
        resolve_fight(s, 1, rng);
    } else if (need > s->power[p]) {
        resolve_fight(s, 0, rng);
    } else {
        s->phase = TD_PH_BOOST;
        s->dec = (uint8_t)p;
    }
}

/* Next dragon at the location, in turn order from the roller's left, that may
 * raise the target before the roll. */
TD_OUT_OF_LINE void next_raiser(td_state_t *s, rng_t *rng)
{
    for (int i = 1; s->raisers && i < s->players; i++) {
        int q = (s->act + i) % s->players;
        if (s->raisers >> q & 1u) {
            s->phase = TD_PH_RAISE;
            s->dec = (uint8_t)q;
            return;
        }
    }
    roll_fight(s, rng);
}

void td_start_fight(td_state_t *s, int kind, rng_t *rng)
{
    s->fight = (uint8_t)kind;
    s->target = (int16_t)fight_target(s, kind);
    unsigned r = td_others_here(s, s->act);
    for (int q = 0; q < s->players; q++)
        if (s->power[q] == 0)
            r &= ~(1u << q);
    s->raisers = (uint8_t)r;
    if (TRACE_ON())
        td_trace_fight(s);
    next_raiser(s, rng);
}

static void assault_failed(td_state_t *s, rng_t *rng)
{
    int p = s->act, k = s->loc[p];
    td_discard_random(s, p, TD_Z_KEEP + k, rng);
    if (s->hero_loc[TD_KNIGHT] != TD_SLAIN)
        s->hero_loc[TD_KNIGHT] = (uint8_t)k;
    if (TRACE_ON())
        td_trace_assault(s, "assault_failed");
    td_end_turn(s, rng);
}

static void keep_destroyed(td_state_t *s, rng_t *rng)
{
    int k = s->loc[s->act];
    s->keep_owner[k] = (int8_t)s->act;
    if (s->ruins_left) {
        int r = rng_pick_bit(rng, s->ruins_left);
        s->ruins_left &= (uint16_t)~(1u << r);
        s->ruin[k] = (int8_t)r;
    }
    if (TRACE_ON())
        td_trace_assault(s, "keep_destroyed");
    td_end_turn(s, rng);
}

static void hero_beaten(td_state_t *s, int h, rng_t *rng)
{
    if (s->slay) {
        s->slay--;
        s->hero_loc[h] = TD_SLAIN;
        s->hero_owner[h] = (int8_t)s->act;
    } else {
        s->hero_loc[h] = TD_CASTLE;
    }
    if (TRACE_ON())
        td_trace_hero_beaten(s, h);
    td_draw_master(s, s->act, s->cfg.hero_reward, rng);
    combat_next(s, rng);
}

static void hero_won(td_state_t *s, int h, rng_t *rng)
{
    int p = s->act;
    if (h == TD_CRUSADER)
        s->missed[p] = (uint8_t)(s->missed[p] + s->cfg.crusader_miss);
    else if (h == TD_KNIGHT)
        td_lose_power(s, p, s->cfg.knight_penalty);
    if (TRACE_ON())
        td_trace_hero_won(s, h);
    if (h == TD_CRUSADER) { /* the turn is over */
        td_end_turn(s, rng);
        return;
    }
    if (h == TD_WIZARD)
        for (int i = 0; i < s->cfg.wizard_penalty; i++)
            td_discard_random(s, p, TD_Z_MQ, rng);
    combat_next(s, rng);
}

/* The fight is over (its fields are cleared: no fight is in progress), and its
 * result plays out. */
TD_HOT_INLINE void resolve_fight(td_state_t *s, int win, rng_t *rng)
{
    int p = s->act, kind = s->fight;
    s->fight = TD_F_NONE;
    s->target = 0;
    s->roll = 0;
    s->raisers = 0;
    if (TRACE_ON())
        td_trace_fight_result(s, kind, win);
    switch (kind) {
    case TD_F_CRUSADER:
    case TD_F_WIZARD:
    case TD_F_KNIGHT:
        if (win)
            hero_beaten(s, kind, rng);
        else
            hero_won(s, kind, rng);
        break;
    case TD_F_BLACK:
        if (win) {
            s->black_loc = (uint8_t)td_next_keep(s->black_loc, 1);
            if (TRACE_ON())
                td_trace_black_dragon(s, "driven_off");
            td_draw_master(s, p, s->cfg.black_reward, rng);
        } else {
            td_lose_power(s, p, s->cfg.black_penalty); /* it stays: no raid here */
            if (TRACE_ON())
                td_trace_hero_won(s, TD_F_BLACK);
        }
        combat_next(s, rng);
        break;
    case TD_F_FORT:
        if (win) {
            s->fort[s->loc[p]] = (int8_t)p;
            if (TRACE_ON())
                td_trace_assault(s, "fortification_taken");
            td_start_fight(s, TD_F_KEEP, rng);
        } else {
            assault_failed(s, rng);
        }
        break;
    default:
        if (win)
            keep_destroyed(s, rng);
        else
            assault_failed(s, rng);
        break;
    }
}

/* ================= COMBAT ================= */

void td_enter_combat(td_state_t *s, rng_t *rng)
{
    s->scheme_step = 0; /* SCHEME is over */
    combat_next(s, rng);
}

/* Heroes here must be fought (the player picks the order), then the Black Dragon,
 * then duels are optional. */
static void combat_next(td_state_t *s, rng_t *rng)
{
    int p = s->act, loc = s->loc[p];
    unsigned heroes = td_heroes_at(s, loc) & ~(unsigned)s->fought;
    if (heroes) {
        if (td_popc(heroes) == 1) {
            s->fought |= (uint8_t)heroes;
            td_start_fight(s, td_lowest(heroes), rng);
        } else {
            s->phase = TD_PH_ENGAGE;
            s->dec = (uint8_t)p;
        }
        return;
    }
    if (s->black_loc == loc && !(s->fought & 8)) {
        s->fought |= 8;
        td_start_fight(s, TD_F_BLACK, rng);
        return;
    }
    enter_duels(s, rng);
}

/* ================= duels ================= */

static void enter_duels(td_state_t *s, rng_t *rng)
{
    if (td_duel_candidates(s)) {
        s->phase = TD_PH_DUEL;
        s->dec = s->act;
    } else {
        td_enter_raid(s, rng);
    }
}

static void duel_roll(td_state_t *s, rng_t *rng);

static void stake_defender(td_state_t *s, rng_t *rng)
{
    if (s->z[TD_Z_HAND + s->def]) {
        s->phase = TD_PH_STAKE;
        s->dec = s->def;
    } else {
        if (TRACE_ON())
            td_trace_duel_step("no_stake", s->def);
        duel_roll(s, rng);
    }
}

static void begin_stakes(td_state_t *s, rng_t *rng)
{
    if (s->z[TD_Z_HAND + s->act]) {
        s->phase = TD_PH_STAKE;
        s->dec = s->act;
    } else {
        if (TRACE_ON())
            td_trace_duel_step("no_stake", s->act);
        stake_defender(s, rng);
    }
}

static void resolve_duel(td_state_t *s, rng_t *rng);

/* The challenger (side 0) is to bid. */
static void challenger_bids(td_state_t *s)
{
    s->phase = TD_PH_BID;
    s->dec = s->act;
    s->winner = 0; /* while bidding: the side to bid */
}

/* The defender ends its part of the bidding on a tie (it stops, or cannot pay 1):
 * under duel_tie_reply the challenger may still break the tie, if it can pay. */
static int tie_goes_to_challenger(const td_state_t *s, int side)
{
    return side == 1 && s->cfg.duel_tie_reply && s->total[0] == s->total[1] &&
           s->power[s->act] >= 1;
}

/* Side `side` is to bid. Ahead, it stops (which ends the bidding) - unless the
 * duel_reply rule lets the side behind answer first. */
static void bid_turn(td_state_t *s, int side, rng_t *rng)
{
    int seat = side ? s->def : s->act, mb = td_min_bid(s, side);
    if (mb == 0 && s->cfg.duel_reply) {
        int other = side ? s->act : s->def;
        if (td_min_bid(s, !side) <= s->power[other]) {
            side = !side;
            seat = other;
            mb = td_min_bid(s, side);
        }
    }
    if (mb > 0 && mb <= s->power[seat]) {
        s->phase = TD_PH_BID;
        s->dec = (uint8_t)seat;
        s->winner = (uint8_t)side; /* while bidding: the side to bid */
    } else if (tie_goes_to_challenger(s, side)) {
        challenger_bids(s);
    } else {
        resolve_duel(s, rng);
    }
}

static void duel_roll(td_state_t *s, rng_t *rng)
{
    int bonus = td_ruin_at(s, s->loc[s->act]) == TD_RUIN_ARENA ? s->cfg.arena_bonus : 0;
    int die_a = 1 + (int)rng_below(rng, (uint32_t)s->cfg.die_sides);
    int die_d = 1 + (int)rng_below(rng, (uint32_t)s->cfg.die_sides);
    s->total[0] = (int8_t)(die_a + bonus);
    s->total[1] = (int8_t)die_d;
    td_saw_die(s, die_a);
    td_saw_die(s, die_d);
    if (TRACE_ON())
        td_trace_duel_roll(s, die_a, die_d, bonus);
    bid_turn(s, 1, rng);
}

/* A stake to a hand; seers: who sees which card it is. */
static void take_stake(td_state_t *s, int side, int to_seat, unsigned seers)
{
    int z = TD_Z_STAKE + side;
    if (s->z[z]) {
        int c = td_lowest(s->z[z]);
        td_move_card(s, c, z, TD_Z_HAND + to_seat, seers, TD_SEEN_SOME);
        if (TRACE_ON())
            td_trace_stake(s, c, side ? s->def : s->act, to_seat, seers);
    }
}

/* The duel is over: nothing of it stays in the state. */
static void end_duel(td_state_t *s)
{
    s->def = TD_NONE;
    s->total[0] = s->total[1] = 0;
    s->winner = 0;
}

static void resolve_duel(td_state_t *s, rng_t *rng)
{
    int a = s->act, d = s->def;
    if (TRACE_ON())
        td_trace_duel_result(s, s->total[0] == s->total[1] ? -1
                                : s->total[1] > s->total[0] ? d
                                                            : a);
    if (s->total[0] == s->total[1]) {
        take_stake(s, 0, a, 1u << a);
        take_stake(s, 1, d, 1u << d);
        end_duel(s);
        enter_duels(s, rng);
        return;
    }
    int w = s->total[1] > s->total[0], ws = w ? d : a, ls = w ? a : d;
    take_stake(s, w, ws, 1u << ws);
    take_stake(s, !w, ws, (1u << ws) | (1u << ls));
    s->winner = (uint8_t)w;
    s->phase = TD_PH_PUSH;
    s->dec = (uint8_t)ws;
}

/* TD_PH_PUSH: the winner pushes the loser one keep on (1) or leaves it (0). */
void td_combat_push(td_state_t *s, int push, rng_t *rng)
{
    int loser = s->winner ? s->act : s->def;
    end_duel(s);
    if (push)
        s->loc[loser] = (uint8_t)td_next_keep(s->loc[loser], 1);
    /* a pushed challenger is still in its duel step, now at the keep it landed on
     * (pushed_duels), or its combat is over; either way it raids there (if it can) */
    if (push && loser == s->act && !s->cfg.pushed_duels)
        td_enter_raid(s, rng);
    else
        enter_duels(s, rng);
}

/* ================= the decisions of the combat phases (called by td_apply) ================= */

/* TD_PH_ENGAGE: the hero fought next. */
void td_combat_engage(td_state_t *s, int hero, rng_t *rng)
{
    s->fought |= (uint8_t)(1u << hero);
    td_start_fight(s, hero, rng);
}

/* TD_PH_RAISE: the dragon deciding raises the target by `power`. */
void td_combat_raise(td_state_t *s, int power, rng_t *rng)
{
    int p = s->dec;
    s->power[p] = (int8_t)(s->power[p] - power);
    s->target = (int16_t)(s->target + power);
    s->raisers &= (uint8_t)~(1u << p);
    next_raiser(s, rng);
}

/* TD_PH_BOOST: the roller spends `power` on its roll (0: keeps the roll and loses). */
void td_combat_boost(td_state_t *s, int power, rng_t *rng)
{
    s->power[s->dec] = (int8_t)(s->power[s->dec] - power);
    resolve_fight(s, power > 0, rng);
}

/* TD_PH_DUEL: challenge seat `seat` ("done" is td_enter_raid). */
void td_combat_duel(td_state_t *s, int seat, rng_t *rng)
{
    s->dueled |= (uint8_t)(1u << seat);
    s->def = (uint8_t)seat;
    if (s->power[seat] >= s->cfg.flee_cost) {
        s->phase = TD_PH_FLEE;
        s->dec = (uint8_t)seat;
    } else {
        if (TRACE_ON())
            td_trace_duel_step("accept", seat); /* cannot pay to flee */
        begin_stakes(s, rng);
    }
}

/* TD_PH_FLEE: the challenged dragon flees (pays and moves on) or accepts. */
void td_combat_flee(td_state_t *s, int flee, rng_t *rng)
{
    int p = s->dec;
    if (flee) {
        s->power[p] = (int8_t)(s->power[p] - s->cfg.flee_cost);
        s->loc[p] = (uint8_t)td_next_keep(s->loc[p], 1);
        end_duel(s);
        enter_duels(s, rng);
    } else {
        begin_stakes(s, rng);
    }
}

/* TD_PH_STAKE: the duellist deciding stakes card c face down. */
void td_combat_stake(td_state_t *s, int c, rng_t *rng)
{
    int p = s->dec, side = p != s->act;
    td_move_seen_by(s, c, TD_Z_HAND + p, TD_Z_STAKE + side, p);
    if (side)
        duel_roll(s, rng);
    else
        stake_defender(s, rng);
}

/* TD_PH_BID: the duellist deciding adds `power` to its total, or (0) stops. */
void td_combat_bid(td_state_t *s, int power, rng_t *rng)
{
    int side = s->winner;
    if (power == 0) {
        if (tie_goes_to_challenger(s, side))
            challenger_bids(s);
        else
            resolve_duel(s, rng);
        return;
    }
    s->power[s->dec] = (int8_t)(s->power[s->dec] - power);
    s->total[side] = (int8_t)(s->total[side] + power);
    bid_turn(s, !side, rng);
}
