/* tin_dragon.c - Tin Dragon play: cards moving (and who knows where they went), turn
 * order and the endgame, the DRAW, MOVE, SCHEME and RAID phases, setup and the draft,
 * legal moves, apply, scoring, the outcome and the game table. The COMBAT phase is
 * tin_dragon_combat.c.
 *
 * Flow: td_apply does one decision, then the enter_* functions run the rulebook's
 * steps until the next decision (or the end). A step with no choice is resolved on
 * the spot, so every decision offered has at least two options, except where a
 * single forced move remains (a forced pass is still a move). */
#include <string.h>

#include "tin_dragon.h"
#include "trace_event.h"

/* ================= cards moving, and who knows where they went ================= */


/* Rank each queue's cards 1..len so stamps never wrap. */
static void renumber_queues(td_state_t *s)
{
    int top = 1;
    for (int q = 0; q < TD_NZONES; q++) {
        if (!td_is_queue(q))
            continue;
        uint64_t left = s->z[q];
        int rank = 1;
        while (left) {
            int best = td_lowest(left);
            for (uint64_t m = left & (left - 1); m; m &= m - 1)
                if (s->stamp[td_lowest(m)] < s->stamp[best])
                    best = td_lowest(m);
            s->stamp[best] = (uint8_t)rank++;
            left &= ~TD_BIT(best);
        }
        if (rank > top)
            top = rank;
    }
    s->next_stamp = (uint8_t)top;
}

static uint8_t take_stamp(td_state_t *s)
{
    if (s->next_stamp == 255)
        renumber_queues(s);
    return s->next_stamp++;
}

/* Move card c between zones. seers: seats that see which card it is. In
 * TD_SEEN_SOME, every other seat loses track of the whole source zone (it cannot
 * tell which card left), unless the card was alone there and it knew it. In
 * TD_SEEN_HEAD (the top of an ordered queue) others only lose the moved card. */
void td_move_card(td_state_t *s, int c, int from, int to, unsigned seers, int mode)
{
    uint64_t b = TD_BIT(c), rest = s->z[from] & ~b;
    s->z[from] = rest;
    s->z[to] |= b;
    if (td_is_queue(to))
        s->stamp[c] = take_stamp(s);
    /* What the other seats forget. TD_SEEN_SOME from a zone left empty forgets
     * nothing: a seat that knew the card was there knows where it went, and one
     * that did not has no bit of b (nor of the empty rest) to lose. */
    uint64_t forget = mode == TD_SEEN_HEAD ? b : (mode == TD_SEEN_SOME && rest) ? rest | b : 0;
    for (int p = 0; p < s->players; p++)
        s->known[p] = (seers >> p & 1u) ? s->known[p] | b : s->known[p] & ~forget;
}

/* The card nearest the top of an ordered queue. */
static int queue_head(const td_state_t *s, int zone)
{
    uint64_t m = s->z[zone];
    int best = td_lowest(m);
    for (m &= m - 1; m; m &= m - 1)
        if (s->stamp[td_lowest(m)] < s->stamp[best])
            best = td_lowest(m);
    return best;
}

uint64_t td_in_play(const td_state_t *s)
{
    uint64_t all = 0;
    for (int z = 0; z < TD_NZONES; z++)
        all |= s->z[z];
    return all;
}

/* Draw from a hoard pile: the unordered top part first, else the ordered rest. */
TD_HOT_INLINE void draw_hoard(td_state_t *s, int p, int shuffle, rng_t *rng)
{
    if (shuffle) {
        s->z[TD_Z_HSET + p] |= s->z[TD_Z_HQ + p];
        s->z[TD_Z_HQ + p] = 0;
        if (TRACE_ON())
            td_trace_shuffle(s, p);
    }
    if (s->z[TD_Z_HSET + p]) {
        int c = rng_pick_bit(rng, s->z[TD_Z_HSET + p]);
        td_move_seen_by(s, c, TD_Z_HSET + p, TD_Z_HAND + p, p);
        if (TRACE_ON())
            td_trace_draw(s, p, "hoard", c, 1u << p);
    } else if (s->z[TD_Z_HQ + p]) {
        int c = queue_head(s, TD_Z_HQ + p);
        td_move_seen_all(s, c, TD_Z_HQ + p, TD_Z_HAND + p);
        if (TRACE_ON())
            td_trace_draw(s, p, "hoard", c, td_all_seats(s));
    } else if (TRACE_ON()) {
        td_trace_draw(s, p, "hoard", -1, 0);
    }
}

/* Draw `count` cards from the master deck into p's hand (fewer if it runs out). */
void td_draw_master(td_state_t *s, int p, int count, rng_t *rng)
{
    for (int i = 0; i < count; i++) {
        if (s->z[TD_Z_MSET]) {
            int c = rng_pick_bit(rng, s->z[TD_Z_MSET]);
            td_move_seen_by(s, c, TD_Z_MSET, TD_Z_HAND + p, p);
            if (TRACE_ON())
                td_trace_draw(s, p, "master", c, 1u << p);
        } else if (s->z[TD_Z_MQ]) {
            int c = queue_head(s, TD_Z_MQ);
            unsigned seers = 1u << p;
            for (int q = 0; q < s->players; q++)
                if (s->known[q] & TD_BIT(c))
                    seers |= 1u << q;
            td_move_card(s, c, TD_Z_MQ, TD_Z_HAND + p, seers, TD_SEEN_HEAD);
            if (TRACE_ON())
                td_trace_draw(s, p, "master_bottom", c, seers);
        } else {
            if (TRACE_ON())
                td_trace_draw(s, p, "master", -1, 0);
            return;
        }
    }
}

/* A random card of p's hand, seen by p only, to zone `to`. */
void td_discard_random(td_state_t *s, int p, int to, rng_t *rng)
{
    if (s->z[TD_Z_HAND + p]) {
        int c = rng_pick_bit(rng, s->z[TD_Z_HAND + p]);
        td_move_card(s, c, TD_Z_HAND + p, to, 1u << p, TD_SEEN_SOME);
        if (TRACE_ON())
            td_trace_discard(s, p, c, to);
    }
}

/* A die at 0 sits at the Castle: no power can be gained until the dragon rests. */
static void gain_power(td_state_t *s, int p, int k)
{
    if (s->power[p] > 0) {
        int v = s->power[p] + k;
        s->power[p] = (int8_t)(v > s->cfg.power_max ? s->cfg.power_max : v);
    }
}

/* ================= turn order and the endgame ================= */

/* begin_turn runs at the end of every turn (td_end_turn): inlined there. */
TD_HOT_INLINE void begin_turn(td_state_t *s, rng_t *rng);
static void enter_draw(td_state_t *s, rng_t *rng);

static void game_over(td_state_t *s, int capped)
{
    s->phase = TD_PH_OVER;
    s->capped = (uint8_t)capped;
    if (TRACE_ON()) {
        if (capped)
            td_trace_stop(s);
        td_trace_deal_end(s);
    }
}

/* The game ends before the next turn starts (begin_turn). */
static int game_ends(const td_state_t *s)
{
    return (s->endgame && s->final_left == 0) || s->turns >= s->cfg.turn_cap;
}

static void reset_turn_flags(td_state_t *s)
{
    s->scheme_step = 0;
    s->slay = s->siege = 0;
    s->looted = s->assaulted = 0;
    s->fought = s->dueled = 0;
    s->nplayed = 0;
}

/* The turn came back to the first seat: a round is over, the next begins (the Black
 * Dragon flies one keep on at the end of every round). Once a round: kept out of the
 * turn's code. */
__attribute__((noinline)) static void new_round(td_state_t *s)
{
    if (game_ends(s)) /* the game is over: no round starts, the Black Dragon stays */
        return;
    s->rounds++;
    if (s->black_loc != TD_NOWHERE) {
        s->black_loc = (uint8_t)td_next_keep(s->black_loc, 1);
        if (TRACE_ON())
            td_trace_black_dragon(s, "round_end");
    }
    if (TRACE_ON()) /* (at the game's end game_over sends the state) */
        td_trace_deal_end(s);
}

/* A turn is over (played, missed, lost or rested): nothing of it stays. Next seat
 * clockwise; a new round starts when the first seat is reached again. */
static void advance_seat(td_state_t *s)
{
    reset_turn_flags(s);
    s->phase = TD_PH_TURN_END;
    s->act = (uint8_t)((s->act + 1) % s->players);
    if (s->act == s->first)
        new_round(s);
}

static int endgame_triggered(const td_state_t *s)
{
    if (td_count_destroyed(s) >= s->cfg.end_keeps || td_count_slain(s) >= s->cfg.end_heroes)
        return 1;
    if (!s->cfg.end_empty)
        return 0;
    for (int k = 0; k < TD_KEEPS; k++)
        if (s->z[TD_Z_KEEP + k])
            return 0;
    return 1;
}

/* End of the active turn: played cards go face down under the hoard pile, in the
 * order played; the endgame may begin; the next seat's turn starts. */
void td_end_turn(td_state_t *s, rng_t *rng)
{
    int p = s->act;
    if (TRACE_ON() && s->nplayed)
        td_trace_played_to_hoard(s, s->z[TD_Z_PLAYED]);
    /* td_move_card(.., TD_Z_PLAYED, TD_Z_HQ + p, td_all_seats(s), TD_SEEN_ALL) card
     * by card (the stamps keep the order played), every seat's knowledge at once */
    uint64_t moved = 0;
    for (int i = 0; i < s->nplayed; i++) {
        int c = s->played[i];
        s->z[TD_Z_PLAYED] &= ~TD_BIT(c);
        s->z[TD_Z_HQ + p] |= TD_BIT(c);
        s->stamp[c] = take_stamp(s);
        moved |= TD_BIT(c);
    }
    if (moved)
        for (int q = 0; q < s->players; q++)
            s->known[q] |= moved;
    s->nplayed = 0;
    if (!s->endgame && endgame_triggered(s)) {
        s->endgame = 1;
        s->final_left = s->players;
        if (TRACE_ON())
            td_trace_final_round(s);
    }
    advance_seat(s);
    begin_turn(s, rng);
}

/* Start the turn of s->act, skipping turns that are missed or lost, until a
 * decision is needed or the game ends. */
TD_HOT_INLINE void begin_turn(td_state_t *s, rng_t *rng)
{
    for (;;) {
        if (s->endgame && s->final_left == 0) {
            game_over(s, 0);
            return;
        }
        if (s->turns >= s->cfg.turn_cap) {
            game_over(s, 1);
            return;
        }
        s->turns++;
        int p = s->act;
        s->dec = (uint8_t)p;
        if (s->endgame)
            s->final_left--;
        if (s->missed[p]) {
            s->missed[p]--;
            if (TRACE_ON())
                td_trace_turn_start(s, p, "turn_missed");
        } else if (s->endgame && s->power[p] < s->cfg.endgame_cost) {
            /* cannot pay for the final turn: it is lost */
            if (TRACE_ON())
                td_trace_turn_start(s, p, "final_turn_lost");
        } else if (s->endgame && s->cfg.endgame_cost > 0 && s->cfg.endgame_optional) {
            s->phase = TD_PH_FINAL;
            return;
        } else if (s->endgame && s->cfg.endgame_cost > 0) {
            s->power[p] = (int8_t)(s->power[p] - s->cfg.endgame_cost); /* must pay */
            if (TRACE_ON())
                td_trace_turn_start(s, p, "final_turn_paid");
            enter_draw(s, rng);
            return;
        } else if (s->power[p] == 0) {
            s->phase = TD_PH_REST;
            return;
        } else {
            enter_draw(s, rng);
            return;
        }
        advance_seat(s);
    }
}

/* ================= DRAW and MOVE ================= */

static int can_shuffle(const td_state_t *s, int p)
{
    return s->z[TD_Z_HQ + p] && td_popc(td_hoard(s, p)) >= 2;
}

static void enter_move(td_state_t *s, rng_t *rng);

static void enter_draw(td_state_t *s, rng_t *rng)
{
    int p = s->act;
    if (can_shuffle(s, p)) {
        s->phase = TD_PH_DRAW;
        s->dec = (uint8_t)p;
        return;
    }
    draw_hoard(s, p, 0, rng);
    enter_move(s, rng);
}

static int free_steps(const td_state_t *s, int p)
{
    return td_ruin_at(s, s->loc[p]) == TD_RUIN_LEYLINE ? s->cfg.leyline_steps : 0;
}

/* Most extra steps p can take (a whole lap at most). */
static int max_extra(const td_state_t *s, int p)
{
    int e = free_steps(s, p) + s->power[p] / s->cfg.step_cost;
    return e > TD_KEEPS - 1 ? TD_KEEPS - 1 : e;
}

static void enter_scheme(td_state_t *s, rng_t *rng);

/* Ruins that act on a dragon ending its MOVE there. */
static void arrive(td_state_t *s, int p, rng_t *rng)
{
    switch (td_ruin_at(s, s->loc[p])) {
    case TD_RUIN_LAIR:
        gain_power(s, p, s->cfg.lair_gain);
        if (TRACE_ON())
            td_trace_ruins(s, p, TD_RUIN_LAIR);
        break;
    case TD_RUIN_HAUNT:
        td_lose_power(s, p, s->cfg.haunt_loss);
        if (TRACE_ON())
            td_trace_ruins(s, p, TD_RUIN_HAUNT);
        break;
    case TD_RUIN_VAULT:
        if (TRACE_ON())
            td_trace_ruins(s, p, TD_RUIN_VAULT);
        td_draw_master(s, p, s->cfg.vault_cards, rng);
        break;
    default: break;
    }
}

TD_HOT_INLINE void move_steps(td_state_t *s, int extra, rng_t *rng)
{
    int p = s->act, paid = extra - free_steps(s, p);
    if (paid > 0)
        s->power[p] = (int8_t)(s->power[p] - paid * s->cfg.step_cost);
    s->loc[p] = (uint8_t)td_next_keep(s->loc[p], s->cfg.move_base + extra);
    arrive(s, p, rng);
    enter_scheme(s, rng);
}

TD_OUT_OF_LINE void do_move(td_state_t *s, int extra, rng_t *rng)
{
    move_steps(s, extra, rng);
}

static void enter_move(td_state_t *s, rng_t *rng)
{
    if (max_extra(s, s->act) > 0) {
        s->phase = TD_PH_MOVE;
        s->dec = s->act;
    } else { /* no MOVE decision: the dragon moves by itself */
        if (TRACE_ON())
            td_trace_move(s, s->act);
        do_move(s, 0, rng);
    }
}

/* ================= SCHEME ================= */

static int scheme_moves(const td_state_t *s, move_t *out);

static void enter_scheme(td_state_t *s, rng_t *rng)
{
    (void)rng; /* no action possible: td_apply moves on to COMBAT */
    s->phase = TD_PH_SCHEME;
    s->dec = s->act;
    s->scheme_step = 0;
}

static void play_card(td_state_t *s, int c)
{
    td_move_seen_all(s, c, TD_Z_HAND + s->act, TD_Z_PLAYED);
    s->played[s->nplayed++] = (uint8_t)c;
}

static void resolve_offense(td_state_t *s, int c, int t, rng_t *rng)
{
    int p = s->act;
    if (t == TD_NO_TARGET) /* played without a target: the symbol resolves nothing */
        return;
    switch (td_card(c)->offense) {
    case TD_OFF_CALL: s->hero_loc[t >> 3] = (uint8_t)(t & 7); break;
    case TD_OFF_SLAY: s->slay++; break;
    case TD_OFF_STEAL:
        for (int i = 0; i < s->cfg.steal_cards && s->z[TD_Z_HAND + t]; i++) {
            int k = rng_pick_bit(rng, s->z[TD_Z_HAND + t]);
            unsigned seers = (1u << p) | (1u << t);
            td_move_card(s, k, TD_Z_HAND + t, TD_Z_HAND + p, seers, TD_SEEN_SOME);
            if (TRACE_ON())
                td_trace_take(s, "steal", p, t, k, seers);
        }
        break;
    case TD_OFF_FLY: s->loc[p] = (uint8_t)td_next_keep(s->loc[p], t); break;
    case TD_OFF_SIEGE: s->siege = (uint8_t)(s->siege + s->cfg.siege_bonus); break;
    case TD_OFF_PLUNDER: {
        int z = TD_Z_KEEP + s->loc[p], k = -1;
        if (s->z[z]) {
            k = rng_pick_bit(rng, s->z[z]);
            td_move_seen_by(s, k, z, TD_Z_HAND + p, p);
        }
        if (TRACE_ON())
            td_trace_take(s, "plunder", p, -1 - s->loc[p], k, 1u << p);
        break;
    }
    case TD_OFF_SEEK: td_draw_master(s, p, s->cfg.seek_cards, rng); break;
    case TD_OFF_ROAR: {
        for (unsigned m = td_others_here(s, p); m; m &= m - 1) {
            int q = __builtin_ctz(m) % TD_MAX_PLAYERS;
            s->loc[q] = (uint8_t)td_next_keep(s->loc[q], 1);
        }
        break;
    }
    case TD_OFF_RIVAL: s->black_loc = (uint8_t)t; break;
    default: break;
    }
}

/* After a scheme action: a chained first offense/power card allows a second. */
static void after_scheme(td_state_t *s, int chained, rng_t *rng)
{
    if (s->scheme_step == 0 && chained)
        s->scheme_step = 1;
    else
        td_enter_combat(s, rng);
}

TD_HOT_INLINE void scheme_steps(td_state_t *s, move_t m, rng_t *rng)
{
    int p = s->act, c = TD_MA(m), b = TD_MB(m);
    switch (TD_MT(m)) {
    case TD_M_OFFENSE:
        play_card(s, c);
        resolve_offense(s, c, b, rng);
        after_scheme(s, td_card(c)->chain, rng);
        break;
    case TD_M_POWER:
        play_card(s, c);
        gain_power(s, p, td_card(c)->power);
        after_scheme(s, td_card(c)->chain, rng);
        break;
    case TD_M_BOLSTER: /* the card first, unseen; then the keep (bolster_steps) */
        td_move_seen_by(s, c, TD_Z_HAND + p, TD_Z_ASIDE, p);
        s->phase = TD_PH_BOLSTER;
        s->dec = (uint8_t)p;
        break;
    case TD_M_DRAW:
        draw_hoard(s, p, b, rng);
        after_scheme(s, 0, rng);
        break;
    default: /* TD_M_DONE */
        td_enter_combat(s, rng);
        break;
    }
}

TD_HOT_INLINE void bolster_steps(td_state_t *s, int keep, rng_t *rng)
{
    int p = s->act;
    td_move_seen_by(s, td_lowest(s->z[TD_Z_ASIDE]), TD_Z_ASIDE, TD_Z_KEEP + keep, p);
    after_scheme(s, 0, rng);
}

/* ================= RAID ================= */

static int can_loot(const td_state_t *s)
{
    return !s->looted && !s->assaulted && s->z[TD_Z_KEEP + s->loc[s->act]] != 0;
}

static int can_assault(const td_state_t *s)
{
    int k = s->loc[s->act];
    return !s->assaulted && s->z[TD_Z_KEEP + k] == 0 && s->keep_owner[k] < 0;
}

void td_enter_raid(td_state_t *s, rng_t *rng)
{
    int p = s->act;
    int loc = s->loc[p];
    if (td_heroes_at(s, loc) || s->black_loc == loc || (!can_loot(s) && !can_assault(s))) {
        td_end_turn(s, rng);
        return;
    }
    s->phase = TD_PH_RAID;
    s->dec = (uint8_t)p;
}

static void resolve_defense(td_state_t *s, int c)
{
    int p = s->act, k = s->loc[p], h = -1;
    switch (td_card(c)->defense) {
    case TD_DEF_TRAP: td_lose_power(s, p, s->cfg.trap_loss); break;
    case TD_DEF_FORTIFY:
        if (s->fort[k] == -2 && s->keep_owner[k] < 0)
            s->fort[k] = -1;
        break;
    case TD_DEF_CRUSADER: h = TD_CRUSADER; break;
    case TD_DEF_WIZARD: h = TD_WIZARD; break;
    case TD_DEF_KNIGHT: h = TD_KNIGHT; break;
    default: break;
    }
    if (h >= 0 && s->hero_loc[h] != TD_SLAIN)
        s->hero_loc[h] = (uint8_t)k;
}

static void loot(td_state_t *s, rng_t *rng)
{
    int p = s->act, z = TD_Z_KEEP + s->loc[p];
    int c = rng_pick_bit(rng, s->z[z]);
    s->looted = 1;
    td_move_seen_all(s, c, z, TD_Z_HQ + p);
    s->stamp[c] = take_stamp(s);
    resolve_defense(s, c);
    if (TRACE_ON())
        td_trace_loot(s, c);
    td_enter_raid(s, rng);
}

static void assault(td_state_t *s, rng_t *rng)
{
    s->assaulted = 1;
    td_start_fight(s, s->fort[s->loc[s->act]] == -1 ? TD_F_FORT : TD_F_KEEP, rng);
}

/* ================= setup and the draft ================= */

/* The seat with the lowest starting keep (highest: the highest). A tie is rolled
 * again by the tied seats only, with a d6 that places nothing, until one roll is
 * best (start_ties = reroll); or the earliest tied seat wins (start_ties = seat). */
static int roll_off(td_state_t *s, int highest, rng_t *rng)
{
    int best = highest ? -1 : TD_KEEPS;
    unsigned tied = 0;
    for (int p = 0; p < s->players; p++) {
        int v = s->loc[p];
        if (highest ? v > best : v < best)
            best = v, tied = 0;
        if (v == best)
            tied |= 1u << p;
    }
    unsigned first_tie = tied;
    while ((tied & (tied - 1)) && s->cfg.start_ties == TD_TIES_REROLL) {
        unsigned again = 0;
        int rolls[TD_MAX_PLAYERS] = {0};
        best = highest ? -1 : TD_KEEPS;
        for (unsigned m = tied; m; m &= m - 1) {
            int p = __builtin_ctz(m), v = (int)rng_below(rng, TD_KEEPS);
            rolls[p] = v + 1;
            td_saw_die(s, v + 1);
            if (highest ? v > best : v < best)
                best = v, again = 0;
            if (v == best)
                again |= 1u << p;
        }
        if (TRACE_ON())
            td_trace_roll_off(highest, tied, rolls);
        tied = again;
    }
    if (TRACE_ON())
        td_trace_first(s, highest, __builtin_ctz(tied), first_tie);
    return __builtin_ctz(tied);
}

static void start_play(td_state_t *s, rng_t *rng)
{
    s->act = s->first;
    s->rounds = 1;
    begin_turn(s, rng);
}

/* After every seat picked: pass the packets left, or go on to the leftovers. A seat
 * that knew the whole packet it now receives before this round's pick from it (with
 * two players: the packet it passed a round ago) sees which card is gone, and so
 * knows that card is in the picker's hand. */
static void pick_round_done(td_state_t *s, rng_t *rng)
{
    if (--s->draft_left > 0) {
        int n = s->players;
        for (int q = 0; q < n; q++)
            if (s->draft_seen >> q & 1u)
                s->known[(q + 1) % n] |= TD_BIT(s->drafted[q]);
        s->draft_seen = 0;
        uint64_t last = s->z[TD_Z_PACK + n - 1];
        for (int p = n - 1; p > 0; p--)
            s->z[TD_Z_PACK + p] = s->z[TD_Z_PACK + p - 1];
        s->z[TD_Z_PACK] = last;
        for (int p = 0; p < n; p++)
            s->known[p] |= s->z[TD_Z_PACK + p];
        memset(s->drafted, 0, sizeof s->drafted);
        s->dec = 0;
        if (TRACE_ON())
            td_trace_pass(s);
        return;
    }
    /* leftovers: from the highest starting keep, clockwise (no pass: a seat that
     * knew a packet knows only that its picked card is one of the two it saw) */
    s->draft_seen = 0;
    memset(s->drafted, 0, sizeof s->drafted);
    s->phase = TD_PH_PLACE;
    s->place_left = s->players;
    s->dec = (uint8_t)roll_off(s, 1, rng);
}

static void apply_pick(td_state_t *s, int c, rng_t *rng)
{
    int p = s->dec, to = (p + 1) % s->players;
    uint64_t pack = s->z[TD_Z_PACK + p];
    s->drafted[p] = (uint8_t)c;
    if (to != p && (s->known[to] & pack) == pack)
        s->draft_seen |= (uint8_t)(1u << p);
    td_move_card(s, c, TD_Z_PACK + p, TD_Z_HAND + p, 1u << p, TD_SEEN_SOME);
    if (p + 1 < s->players)
        s->dec = (uint8_t)(p + 1);
    else
        pick_round_done(s, rng);
}

static void apply_place(td_state_t *s, int keep, rng_t *rng)
{
    int p = s->dec;
    td_move_card(s, td_lowest(s->z[TD_Z_PACK + p]), TD_Z_PACK + p, TD_Z_KEEP + keep, 1u << p,
                 TD_SEEN_SOME);
    s->dec = (uint8_t)((p + 1) % s->players);
    if (--s->place_left == 0)
        start_play(s, rng);
}

void td_setup(void *st, const void *rules, int players, rng_t *rng)
{
    td_state_t *s = st;
    const td_rules_t *r = rules;
    memset(s, 0, sizeof *s);
    td_rules_pack(&s->cfg, r);
    s->players = (uint8_t)players;
    s->next_stamp = 1;
    /* treasure: three (cards_per_keep) face down per keep, the draft hands, the rest
     * is the master deck (with the Rivalry card in the variant) */
    uint8_t deck[TD_MAX_CARDS];
    int n = td_tab->nbase;
    for (int i = 0; i < n; i++)
        deck[i] = (uint8_t)i;
    rng_shuffle_u8(rng, deck, n);
    int at = 0;
    for (int k = 0; k < TD_KEEPS; k++)
        for (int i = 0; i < r->cards_per_keep; i++)
            s->z[TD_Z_KEEP + k] |= TD_BIT(deck[at++]);
    for (int p = 0; p < players; p++) {
        for (int i = 0; i < r->draft_size; i++)
            s->z[TD_Z_PACK + p] |= TD_BIT(deck[at++]);
        s->known[p] = s->z[TD_Z_PACK + p];
    }
    for (; at < n; at++)
        s->z[TD_Z_MSET] |= TD_BIT(deck[at]);
    if (r->black_dragon)
        s->z[TD_Z_MSET] |= td_tab->black_mask;
    /* heroes at the Castle, keeps standing, no fortifications, ruins face down */
    for (int h = 0; h < TD_HEROES; h++) {
        s->hero_loc[h] = TD_CASTLE;
        s->hero_owner[h] = -1;
    }
    for (int k = 0; k < TD_KEEPS; k++) {
        s->keep_owner[k] = -1;
        s->fort[k] = -2;
        s->ruin[k] = -1;
    }
    s->ruins_left = (uint16_t)((1u << td_tab->deck.nruins) - 1u);
    /* dragons: power die at start_power, starting keep by a d6; the lowest roll
     * takes the first turn (a tie rolls again, roll_off) */
    for (int p = 0; p < players; p++) {
        s->power[p] = (int8_t)r->start_power;
        s->loc[p] = (uint8_t)rng_below(rng, TD_KEEPS);
    }
    s->black_loc = r->black_dragon ? (uint8_t)rng_below(rng, TD_KEEPS) : TD_NOWHERE;
    s->fight = TD_F_NONE;
    s->def = TD_NONE;
    s->phase = TD_PH_PICK;
    s->draft_left = (uint8_t)(r->draft_size - 1);
    s->dec = 0;
    if (TRACE_ON())
        td_trace_setup(s);
    s->first = (uint8_t)roll_off(s, 0, rng);
}

/* ================= legal moves ================= */

/* The call symbol's targets as a mask of move b values hero*8+keep: each hero not
 * slain, to each standing keep it is not at. */
static uint32_t call_targets(const td_state_t *s)
{
    uint32_t standing = td_standing_mask(s), m = 0;
    for (int h = 0; h < TD_HEROES; h++)
        if (s->hero_loc[h] != TD_SLAIN)
            m |= (standing & ~(1u << s->hero_loc[h])) << (8 * h);
    return m;
}

/* Symbols that need a target offer one move per target (the b values of `targets`,
 * in increasing order); with none, one move that plays the card for nothing
 * (no_target_offense). */
static uint32_t offense_targets(const td_state_t *s, int offense, uint32_t *call)
{
    switch (offense) {
    case TD_OFF_CALL:
        if (*call == UINT32_MAX)
            *call = call_targets(s);
        return *call;
    case TD_OFF_STEAL: {
        uint32_t m = 0;
        for (unsigned o = td_others_here(s, s->act); o; o &= o - 1)
            if (s->z[TD_Z_HAND + __builtin_ctz(o)])
                m |= o & -o;
        return m;
    }
    case TD_OFF_FLY: return ((1u << s->cfg.fly_steps) - 1u) << 1;
    case TD_OFF_RIVAL:
        return s->black_loc != TD_NOWHERE ? ((1u << TD_KEEPS) - 1u) & ~(1u << s->black_loc) : 0;
    default: return 1; /* one move, b 0 */
    }
}

/* Bolster is one move per card kind; its keep is the next decision (TD_PH_BOLSTER).
 * Same choices as card x keep, but a uniform pick among moves no longer bolsters
 * six times as often as it plays a card for power. */
static int scheme_moves(const td_state_t *s, move_t *out)
{
    const td_tables_t *t = td_tab;
    int n = 0, p = s->act;
    move_t bolster = td_standing_keeps(s) > 0 ? TD_MV(TD_M_BOLSTER, 0, 0) : 0;
    uint32_t call = UINT32_MAX; /* call_targets, once needed */
    for (uint64_t left = s->z[TD_Z_HAND + p]; left;) {
        int c = td_lowest(left);
        left &= ~t->same_kind[c];
        move_t card = (move_t)c << 8;
        const struct td_card_info *ci = &t->card[c];
        if (ci->offense != TD_OFF_NONE) {
            uint32_t tg = offense_targets(s, ci->offense, &call);
            if (tg) {
                for (; tg; tg &= tg - 1)
                    out[n++] = TD_MV(TD_M_OFFENSE, 0, __builtin_ctz(tg)) | card;
            } else if (s->cfg.no_target_offense) {
                out[n++] = TD_MV(TD_M_OFFENSE, 0, TD_NO_TARGET) | card;
            }
        }
        if (ci->power)
            out[n++] = TD_MV(TD_M_POWER, 0, 0) | card;
        if (bolster)
            out[n++] = bolster | card;
    }
    if (td_hoard(s, p)) {
        out[n++] = TD_MV(TD_M_DRAW, 0, 0);
        if (can_shuffle(s, p))
            out[n++] = TD_MV(TD_M_DRAW, 0, 1);
    }
    if (s->scheme_step)
        out[n++] = TD_MV(TD_M_DONE, 0, 0);
    return n;
}

/* The legal moves of each phase (td_legal_moves jumps through list_moves). */
#define TD_LIST(name) static int name(const td_state_t *s, move_t *out)
TD_LIST(list_pick)
{
    int n = 0;
    TD_FOR_EACH_KIND(s->z[TD_Z_PACK + s->dec], c) out[n++] = TD_MV(TD_M_PICK, c, 0);
    return n;
}
TD_LIST(list_place)
{
    (void)s;
    return td_range_moves(TD_M_PLACE, 0, TD_KEEPS - 1, out);
}
TD_LIST(list_final)
{
    (void)s;
    out[0] = TD_MV(TD_M_PAY, 0, 0);
    out[1] = TD_MV(TD_M_PASS, 0, 0);
    return 2;
}
TD_LIST(list_rest)
{
    (void)s;
    out[0] = TD_MV(TD_M_REST, 0, 0);
    out[1] = TD_MV(TD_M_PLAY_ON, 0, 0);
    return 2;
}
TD_LIST(list_draw)
{
    (void)s;
    return td_range_moves(TD_M_DRAW, 0, 1, out);
}
TD_LIST(list_move) { return td_range_moves(TD_M_MOVE, 0, max_extra(s, s->dec), out); }
TD_LIST(list_bolster)
{
    int n = 0;
    for (uint32_t k = td_standing_mask(s); k; k &= k - 1)
        out[n++] = TD_MV(TD_M_KEEP, 0, __builtin_ctz(k));
    return n;
}
TD_LIST(list_engage)
{
    int n = 0;
    unsigned h = td_heroes_at(s, s->loc[s->dec]) & ~(unsigned)s->fought;
    for (; h; h &= h - 1)
        out[n++] = TD_MV(TD_M_ENGAGE, 0, td_lowest(h));
    return n;
}
TD_LIST(list_raise) { return td_range_moves(TD_M_RAISE, 0, s->power[s->dec], out); }
TD_LIST(list_boost)
{
    int bonus = (s->fight == TD_F_FORT || s->fight == TD_F_KEEP) ? s->siege : 0;
    out[0] = TD_MV(TD_M_BOOST, 0, 0);
    out[1] = TD_MV(TD_M_BOOST, 0, s->target + 1 - s->roll - bonus);
    return 2;
}
TD_LIST(list_duel)
{
    int n = 0;
    for (unsigned m = td_duel_candidates(s); m; m &= m - 1)
        out[n++] = TD_MV(TD_M_DUEL, 0, td_lowest(m));
    out[n++] = TD_MV(TD_M_DONE, 0, 0);
    return n;
}
TD_LIST(list_flee)
{
    (void)s;
    out[0] = TD_MV(TD_M_FLEE, 0, 0);
    out[1] = TD_MV(TD_M_ACCEPT, 0, 0);
    return 2;
}
TD_LIST(list_stake)
{
    int n = 0;
    TD_FOR_EACH_KIND(s->z[TD_Z_HAND + s->dec], c) out[n++] = TD_MV(TD_M_STAKE, c, 0);
    return n;
}
TD_LIST(list_bid)
{
    out[0] = TD_MV(TD_M_BID, 0, 0);
    return 1 + td_range_moves(TD_M_BID, td_min_bid(s, s->winner), s->power[s->dec], out + 1);
}
TD_LIST(list_push)
{
    (void)s;
    out[0] = TD_MV(TD_M_PUSH, 0, 1);
    out[1] = TD_MV(TD_M_PUSH, 0, 0);
    return 2;
}
TD_LIST(list_raid)
{
    int n = 0;
    if (can_loot(s))
        out[n++] = TD_MV(TD_M_LOOT, 0, 0);
    if (can_assault(s))
        out[n++] = TD_MV(TD_M_ASSAULT, 0, 0);
    out[n++] = TD_MV(TD_M_DONE, 0, 0);
    return n;
}
TD_LIST(list_none) /* no decision */
{
    (void)s, (void)out;
    return 0;
}
#undef TD_LIST

/* The lister per phase (enum td_phase order). */
static int (*const list_moves[TD_PH_OVER + 1])(const td_state_t *, move_t *) = {
    [TD_PH_PICK] = list_pick,       [TD_PH_PLACE] = list_place,
    [TD_PH_FINAL] = list_final,     [TD_PH_REST] = list_rest,
    [TD_PH_DRAW] = list_draw,       [TD_PH_MOVE] = list_move,
    [TD_PH_SCHEME] = scheme_moves,  [TD_PH_BOLSTER] = list_bolster,
    [TD_PH_ENGAGE] = list_engage,   [TD_PH_RAISE] = list_raise,
    [TD_PH_BOOST] = list_boost,     [TD_PH_DUEL] = list_duel,
    [TD_PH_FLEE] = list_flee,       [TD_PH_STAKE] = list_stake,
    [TD_PH_BID] = list_bid,         [TD_PH_PUSH] = list_push,
    [TD_PH_RAID] = list_raid,       [TD_PH_TURN_END] = list_none,
    [TD_PH_OVER] = list_none,
};

int td_legal_moves(const void *st, move_t *out)
{
    const td_state_t *s = st;
    return list_moves[s->phase](s, out);
}

/* ================= apply ================= */

/* The steps of the frequent decisions, inlined into td_apply's entries (with
 * settle) and into the out-of-line copies the forced moves use (apply_forced). */
TD_HOT_INLINE void rest_steps(td_state_t *s, move_t m, rng_t *rng)
{
    if (TD_MT(m) == TD_M_REST) {
        s->power[s->dec] = s->cfg.rest_power;
        advance_seat(s);
        begin_turn(s, rng);
    } else {
        enter_draw(s, rng);
    }
}

TD_HOT_INLINE void draw_steps(td_state_t *s, int shuffle, rng_t *rng)
{
    draw_hoard(s, s->dec, shuffle, rng);
    enter_move(s, rng);
}

TD_HOT_INLINE void raid_steps(td_state_t *s, move_t m, rng_t *rng)
{
    if (TD_MT(m) == TD_M_LOOT)
        loot(s, rng);
    else if (TD_MT(m) == TD_M_ASSAULT)
        assault(s, rng);
    else
        td_end_turn(s, rng);
}

TD_OUT_OF_LINE void apply_final(td_state_t *s, move_t m, rng_t *rng)
{
    int p = s->dec;
    if (TD_MT(m) == TD_M_PAY) {
        /* paid to 0, the die goes to the Castle, but the turn is played */
        s->power[p] = (int8_t)(s->power[p] - s->cfg.endgame_cost);
        enter_draw(s, rng);
    } else {
        advance_seat(s);
        begin_turn(s, rng);
    }
}

TD_OUT_OF_LINE void apply_rest(td_state_t *s, move_t m, rng_t *rng) { rest_steps(s, m, rng); }
TD_OUT_OF_LINE void apply_draw(td_state_t *s, int shuffle, rng_t *rng)
{
    draw_steps(s, shuffle, rng);
}
TD_OUT_OF_LINE void apply_raid(td_state_t *s, move_t m, rng_t *rng) { raid_steps(s, m, rng); }
TD_OUT_OF_LINE void apply_scheme(td_state_t *s, move_t m, rng_t *rng)
{
    scheme_steps(s, m, rng);
}
TD_OUT_OF_LINE void apply_bolster(td_state_t *s, int keep, rng_t *rng)
{
    bolster_steps(s, keep, rng);
}

static inline void apply_duel(td_state_t *s, move_t m, rng_t *rng)
{
    if (TD_MT(m) == TD_M_DONE) /* no more duels: on to the raid */
        td_enter_raid(s, rng);
    else
        td_combat_duel(s, TD_MB(m), rng);
}

/* One decision (settle's forced moves: td_apply's entries play the same steps and
 * then settle). */
static __attribute__((noinline)) void apply_forced(td_state_t *s, move_t m, rng_t *rng)
{
    int b = TD_MB(m);
    switch (s->phase) {
    case TD_PH_PICK: apply_pick(s, TD_MA(m), rng); break;
    case TD_PH_PLACE: apply_place(s, b, rng); break;
    case TD_PH_FINAL: apply_final(s, m, rng); break;
    case TD_PH_REST: apply_rest(s, m, rng); break;
    case TD_PH_DRAW: apply_draw(s, b, rng); break;
    case TD_PH_MOVE: do_move(s, b, rng); break;
    case TD_PH_SCHEME: apply_scheme(s, m, rng); break;
    case TD_PH_BOLSTER: apply_bolster(s, b, rng); break;
    case TD_PH_RAID: apply_raid(s, m, rng); break;
    case TD_PH_ENGAGE: td_combat_engage(s, b, rng); break;
    case TD_PH_RAISE: td_combat_raise(s, b, rng); break;
    case TD_PH_BOOST: td_combat_boost(s, b, rng); break;
    case TD_PH_DUEL: apply_duel(s, m, rng); break;
    case TD_PH_FLEE: td_combat_flee(s, TD_MT(m) == TD_M_FLEE, rng); break;
    case TD_PH_STAKE: td_combat_stake(s, TD_MA(m), rng); break;
    case TD_PH_BID: td_combat_bid(s, b, rng); break;
    case TD_PH_PUSH: td_combat_push(s, b, rng); break;
    default: break;
    }
}

/* Phases whose choices can shrink to one: that one is played at once. */
static int may_be_forced(int phase)
{
    return phase == TD_PH_PICK || phase == TD_PH_SCHEME || phase == TD_PH_STAKE ||
           phase == TD_PH_BOLSTER;
}

/* Two card kinds at least among `cards`. */
static inline int two_kinds(uint64_t cards)
{
    return cards && (cards & ~td_tab->same_kind[td_lowest(cards)]);
}

/* Cheap proofs of a real choice, so that settle need not list the moves: a keep
 * choice with two standing keeps; a pick or a stake among two card kinds; a SCHEME
 * that offers a bolster and also a second bolster (two card kinds), an action of a
 * card that always has one (action_mask), a draw or "done". Inlined in td_apply. */
static inline __attribute__((always_inline)) int surely_open(const td_state_t *s)
{
    switch (s->phase) {
    case TD_PH_BOLSTER: return td_standing_keeps(s) >= 2;
    case TD_PH_PICK: return two_kinds(s->z[TD_Z_PACK + s->dec]);
    case TD_PH_STAKE: return two_kinds(s->z[TD_Z_HAND + s->dec]);
    default: break;
    }
    int p = s->act;
    uint64_t hand = s->z[TD_Z_HAND + p];
    if (!hand || td_standing_keeps(s) == 0)
        return 0;
    return (hand & (td_tab->action_mask[s->cfg.no_target_offense] |
                    ~td_tab->same_kind[td_lowest(hand)])) ||
           td_hoard(s, p) || s->scheme_step;
}

/* A SCHEME with no action at all: no hand, no hoard pile, no "done" (the first
 * action). */
static int scheme_empty(const td_state_t *s)
{
    int p = s->act;
    return !s->z[TD_Z_HAND + p] && !td_hoard(s, p) && !s->scheme_step;
}

/* Play single forced choices, and skip a SCHEME with no action at all. Out of
 * line: most moves leave a phase that cannot be forced, and settle's test is then
 * all they pay (no move buffer on the stack). */
static __attribute__((noinline)) void settle_forced(td_state_t *s, rng_t *rng)
{
    do {
        if (s->phase == TD_PH_SCHEME && scheme_empty(s)) { /* (no list needed) */
            if (TRACE_ON())
                td_trace_no_scheme(s);
            td_enter_combat(s, rng);
            continue;
        }
        move_t buf[TD_MAX_MOVES];
        int n = td_legal_moves(s, buf);
        if (n == 1) {
            if (TRACE_ON())
                td_trace_forced(s, buf[0]);
            apply_forced(s, buf[0], rng);
        } else if (n == 0 && s->phase == TD_PH_SCHEME) {
            if (TRACE_ON())
                td_trace_no_scheme(s);
            td_enter_combat(s, rng);
        } else {
            break;
        }
    } while (may_be_forced(s->phase) && !surely_open(s));
}

static inline void settle(td_state_t *s, rng_t *rng)
{
    if (may_be_forced(s->phase) && !surely_open(s))
        settle_forced(s, rng);
}

/* td_apply's entries, one per phase: the decision, then settle. The steps of the
 * frequent decisions are inlined into their entry, so that one function's entry
 * and exit serve both, and td_apply is a jump. */
#define TD_ENTRY(name, step)                                                         \
    static __attribute__((noinline)) void entry_##name(td_state_t *s, move_t m, rng_t *rng) \
    {                                                                                \
        (void)m;                                                                     \
        step;                                                                        \
        settle(s, rng);                                                              \
    }
TD_ENTRY(pick, apply_pick(s, TD_MA(m), rng))
TD_ENTRY(place, apply_place(s, TD_MB(m), rng))
TD_ENTRY(final, apply_final(s, m, rng))
TD_ENTRY(rest, rest_steps(s, m, rng))
TD_ENTRY(draw, draw_steps(s, TD_MB(m), rng))
TD_ENTRY(move, move_steps(s, TD_MB(m), rng))
TD_ENTRY(scheme, scheme_steps(s, m, rng))
TD_ENTRY(bolster, bolster_steps(s, TD_MB(m), rng))
TD_ENTRY(raid, raid_steps(s, m, rng))
TD_ENTRY(engage, td_combat_engage(s, TD_MB(m), rng))
TD_ENTRY(raise, td_combat_raise(s, TD_MB(m), rng))
TD_ENTRY(boost, td_combat_boost(s, TD_MB(m), rng))
TD_ENTRY(duel, apply_duel(s, m, rng))
TD_ENTRY(flee, td_combat_flee(s, TD_MT(m) == TD_M_FLEE, rng))
TD_ENTRY(stake, td_combat_stake(s, TD_MA(m), rng))
TD_ENTRY(bid, td_combat_bid(s, TD_MB(m), rng))
TD_ENTRY(push, td_combat_push(s, TD_MB(m), rng))
#undef TD_ENTRY

/* No decision: nothing to apply. */
static void entry_none(td_state_t *s, move_t m, rng_t *rng)
{
    (void)s, (void)m, (void)rng;
}

/* td_apply's entry per phase (enum td_phase order). */
static void (*const td_entries[TD_PH_OVER + 1])(td_state_t *, move_t, rng_t *) = {
    [TD_PH_PICK] = entry_pick,       [TD_PH_PLACE] = entry_place,
    [TD_PH_FINAL] = entry_final,     [TD_PH_REST] = entry_rest,
    [TD_PH_DRAW] = entry_draw,       [TD_PH_MOVE] = entry_move,
    [TD_PH_SCHEME] = entry_scheme,   [TD_PH_BOLSTER] = entry_bolster,
    [TD_PH_ENGAGE] = entry_engage,   [TD_PH_RAISE] = entry_raise,
    [TD_PH_BOOST] = entry_boost,     [TD_PH_DUEL] = entry_duel,
    [TD_PH_FLEE] = entry_flee,       [TD_PH_STAKE] = entry_stake,
    [TD_PH_BID] = entry_bid,         [TD_PH_PUSH] = entry_push,
    [TD_PH_RAID] = entry_raid,       [TD_PH_TURN_END] = entry_none,
    [TD_PH_OVER] = entry_none,
};

void td_apply(void *st, move_t m, rng_t *rng)
{
    td_state_t *s = st;
    td_entries[s->phase](s, m, rng);
}

void td_start_turn(td_state_t *s, int seat, rng_t *rng)
{
    reset_turn_flags(s);
    s->act = (uint8_t)seat;
    begin_turn(s, rng);
    settle(s, rng);
}

/* ================= scoring ================= */

/* The seat holding the single highest power die, or -1 on a tie. */
static int power_leader(const td_state_t *s)
{
    int best = 0, who = -1;
    for (int p = 0; p < s->players; p++) {
        if (p == 0 || s->power[p] > best) {
            best = s->power[p];
            who = p;
        } else if (s->power[p] == best) {
            who = -1;
        }
    }
    return who;
}

void td_scores(const td_state_t *s, int *vp)
{
    const td_cfg_t *c = &s->cfg;
    for (int p = 0; p < s->players; p++) {
        uint64_t hoard = td_hoard(s, p);
        int bad = td_popc(hoard & td_tab->defonly_mask);
        vp[p] = c->card_vp * (td_popc(hoard) - bad) + c->defense_only_vp * bad;
    }
    /* owners are seats, or negative for none (standing, unfortified, at large) */
    for (int k = 0; k < TD_KEEPS; k++) {
        if (s->keep_owner[k] >= 0)
            vp[s->keep_owner[k]] += c->keep_vp;
        if (s->fort[k] >= 0)
            vp[s->fort[k]] += c->fort_vp;
    }
    for (int h = 0; h < TD_HEROES; h++)
        if (s->hero_owner[h] >= 0)
            vp[s->hero_owner[h]] += c->hero_vp;
    int leader = power_leader(s);
    if (leader >= 0)
        vp[leader] += c->power_bonus;
}

int td_score(const td_state_t *s, int seat)
{
    int vp[TD_MAX_PLAYERS];
    td_scores(s, vp);
    return vp[seat];
}

/* The most points wins; a shared first place has no Mightiest of the Tin Dragons,
 * reported as a DRAW for the tied leaders and a LOSS for the rest. */
void td_outcome(const void *st, outcome_t *out)
{
    const td_state_t *s = st;
    memset(out, 0, sizeof *out);
    for (int q = 0; q < MAX_SEATS; q++) /* turn position: clockwise from the first turn */
        out->position[q] = (int8_t)(q < s->players ? (q - s->first + s->players) % s->players : q);
    int best = 0, nbest = 0, vp[TD_MAX_PLAYERS];
    td_scores(s, vp);
    for (int p = 0; p < s->players; p++) {
        out->points[p] = vp[p];
        if (p == 0 || out->points[p] > best) {
            best = out->points[p];
            nbest = 1;
        } else if (out->points[p] == best) {
            nbest++;
        }
    }
    for (int p = 0; p < s->players; p++)
        out->result[p] = (int8_t)(out->points[p] < best ? RESULT_LOSS
                                  : nbest == 1           ? RESULT_WIN
                                                         : RESULT_DRAW);
    out->rounds = s->rounds;
    out->turns = s->turns;
    out->capped = (int8_t)s->capped;
}

/* ================= the game table ================= */

static int td_to_move(const void *st)
{
    const td_state_t *s = st;
    return s->phase == TD_PH_OVER ? -1 : s->dec;
}

/* game_t.playout: the engine's loop with Tin Dragon's own functions called directly,
 * so the compiler can inline them into one loop (the same moves and draws: the loop
 * of game.h, word for word). */
static void td_playout(void *st, uint32_t moves, move_t *buf, rng_t *rng)
{
    while (moves-- > 0 && td_to_move(st) >= 0) {
        int n = td_legal_moves(st, buf);
        td_apply(st, buf[n == 1 ? 0 : rng_below(rng, (uint32_t)n)], rng);
    }
}

/* Modes the default rules never reach, for simulate --signature: the Black Dragon
 * variant; short games (random play reaches the endgame and the final round); the
 * earlier readings kept as parameters (RULES.md), the endgame ones in short games. */
static const char *const td_signature_variants[] = {
    "black_dragon=true",
    "cards_per_keep=1;end_keeps=1",
    "start_ties=seat;duel_reply=false",
    "duel_tie_reply=true",
    "no_target_offense=false;pushed_duels=false;endgame_optional=false;cards_per_keep=1;"
    "end_keeps=1",
    NULL,
};

const game_t tin_dragon_game = {
    .id = "tin-dragon",
    .name = "Tin Dragon (2-5 dragons raid keeps, fight heroes, duel; power die)",
    .min_players = 2,
    .max_players = TD_MAX_PLAYERS,
    .max_moves = TD_MAX_MOVES,
    .state_size = sizeof(td_state_t),
    .rules_size = sizeof(td_rules_t),
    .params = td_params,
    .init = td_init,
    .rules_set = NULL,
    .rules_check = td_rules_check,
    .setup = td_setup,
    .to_move = td_to_move,
    .legal_moves = td_legal_moves,
    .apply = td_apply,
    .outcome = td_outcome,
    .determinize = td_determinize,
    .evaluate = td_evaluate,
    .evaluate_all = td_evaluate_all,
    .describe_move = td_describe_move,
    .state_json = td_state_json,
    .team = NULL,
    .observe = td_observe,
    .view_text = td_view_text,
    .describe_move_for = td_describe_move_for,
    .signature_variants = td_signature_variants,
    .playout = td_playout,
};
