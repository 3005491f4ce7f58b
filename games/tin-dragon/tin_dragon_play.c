/* tin_dragon_play.c - setup, the turn's five phases, fights, duels, the raid, the
 * endgame: everything that changes a Tin Dragon state, and its legal moves.
 *
 * Flow: td_apply does one decision, then the enter_* functions run the rulebook's
 * steps until the next decision (or the end). A step with no choice is resolved on
 * the spot, so every decision offered has at least two options, except where a
 * single forced move remains (a forced pass is still a move). */
#include <string.h>

#include "tin_dragon.h"

#define BIT(c) (1ULL << (c))

static inline int popc(uint64_t m) { return __builtin_popcountll(m); }
static inline int lowest(uint64_t m) { return __builtin_ctzll(m); }
static inline const td_kind_t *kind_of(int c) { return &td_tab.deck.kind[td_tab.kind[c]]; }
static inline unsigned all_seats(const td_state_t *s) { return (1u << s->players) - 1u; }
static inline int next_keep(int k, int steps) { return (k + steps) % TD_KEEPS; }

/* ================= cards moving, and who knows where they went ================= */

enum { MV_PUBLIC, MV_PRIVATE, MV_HEAD };

static int is_queue(int zone)
{
    return (zone >= TD_Z_HQ && zone < TD_Z_HQ + TD_MAX_PLAYERS) || zone == TD_Z_MQ;
}

/* Rank each queue's cards 1..len so stamps never wrap. */
static void renumber_queues(td_state_t *s)
{
    int top = 1;
    for (int q = 0; q < TD_NZONES; q++) {
        if (!is_queue(q))
            continue;
        uint64_t left = s->z[q];
        int rank = 1;
        while (left) {
            int best = lowest(left);
            for (uint64_t m = left & (left - 1); m; m &= m - 1)
                if (s->stamp[lowest(m)] < s->stamp[best])
                    best = lowest(m);
            s->stamp[best] = (uint8_t)rank++;
            left &= ~BIT(best);
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
 * MV_PRIVATE, every other seat loses track of the whole source zone (it cannot
 * tell which card left), unless the card was alone there and it knew it. In
 * MV_HEAD (the top of an ordered queue) others only lose the moved card. */
static void move_card(td_state_t *s, int c, int from, int to, unsigned seers, int mode)
{
    uint64_t b = BIT(c), rest = s->z[from] & ~b;
    s->z[from] = rest;
    s->z[to] |= b;
    if (is_queue(to))
        s->stamp[c] = take_stamp(s);
    for (int p = 0; p < s->players; p++) {
        if (seers >> p & 1u)
            s->known[p] |= b;
        else if (mode == MV_PRIVATE && !(rest == 0 && (s->known[p] & b)))
            s->known[p] &= ~(rest | b);
        else if (mode == MV_HEAD)
            s->known[p] &= ~b;
    }
}

/* The card nearest the top of an ordered queue. */
static int queue_head(const td_state_t *s, int zone)
{
    uint64_t m = s->z[zone];
    int best = lowest(m);
    for (m &= m - 1; m; m &= m - 1)
        if (s->stamp[lowest(m)] < s->stamp[best])
            best = lowest(m);
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
static void draw_hoard(td_state_t *s, int p, int shuffle, rng_t *rng)
{
    if (shuffle) {
        s->z[TD_Z_HSET + p] |= s->z[TD_Z_HQ + p];
        s->z[TD_Z_HQ + p] = 0;
    }
    if (s->z[TD_Z_HSET + p]) {
        int c = rng_pick_bit(rng, s->z[TD_Z_HSET + p]);
        move_card(s, c, TD_Z_HSET + p, TD_Z_HAND + p, 1u << p, MV_PRIVATE);
    } else if (s->z[TD_Z_HQ + p]) {
        move_card(s, queue_head(s, TD_Z_HQ + p), TD_Z_HQ + p, TD_Z_HAND + p, all_seats(s),
                  MV_PUBLIC);
    }
}

/* Draw `count` cards from the master deck into p's hand (fewer if it runs out). */
static void draw_master(td_state_t *s, int p, int count, rng_t *rng)
{
    for (int i = 0; i < count; i++) {
        if (s->z[TD_Z_MSET]) {
            int c = rng_pick_bit(rng, s->z[TD_Z_MSET]);
            move_card(s, c, TD_Z_MSET, TD_Z_HAND + p, 1u << p, MV_PRIVATE);
        } else if (s->z[TD_Z_MQ]) {
            int c = queue_head(s, TD_Z_MQ);
            unsigned seers = 1u << p;
            for (int q = 0; q < s->players; q++)
                if (s->known[q] & BIT(c))
                    seers |= 1u << q;
            move_card(s, c, TD_Z_MQ, TD_Z_HAND + p, seers, MV_HEAD);
        } else {
            return;
        }
    }
}

/* A random card of p's hand, seen by p only, to zone `to`. */
static void discard_random(td_state_t *s, int p, int to, rng_t *rng)
{
    if (s->z[TD_Z_HAND + p])
        move_card(s, rng_pick_bit(rng, s->z[TD_Z_HAND + p]), TD_Z_HAND + p, to, 1u << p,
                  MV_PRIVATE);
}

/* ================= dragons, heroes, power ================= */

/* Seats other than p at p's location. */
static unsigned others_here(const td_state_t *s, int p)
{
    unsigned m = 0;
    for (int q = 0; q < s->players; q++)
        if (q != p && s->loc[q] == s->loc[p])
            m |= 1u << q;
    return m;
}

static unsigned heroes_at(const td_state_t *s, int loc)
{
    unsigned m = 0;
    for (int h = 0; h < TD_HEROES; h++)
        if (s->hero_loc[h] == loc)
            m |= 1u << h;
    return m;
}

static int ruin_at(const td_state_t *s, int loc)
{
    return s->ruin[loc] < 0 ? -1 : td_tab.deck.ruin[(int)s->ruin[loc]].effect;
}

/* Standing keeps: keep_owner is -1 (sign bit set) for a standing keep, a seat
 * 0..4 for a destroyed one; the six sign bits are counted in one word. */
static int standing_keeps(const td_state_t *s)
{
    uint64_t w = 0;
    memcpy(&w, s->keep_owner, TD_KEEPS);
    return popc(w & 0x808080808080ULL);
}

static int count_destroyed(const td_state_t *s)
{
    return TD_KEEPS - standing_keeps(s);
}

static int count_fortified(const td_state_t *s)
{
    int n = 0;
    for (int k = 0; k < TD_KEEPS; k++)
        n += s->fort[k] == -1;
    return n;
}

static int count_slain(const td_state_t *s)
{
    int n = 0;
    for (int h = 0; h < TD_HEROES; h++)
        n += s->hero_loc[h] == TD_SLAIN;
    return n;
}

/* A die at 0 sits at the Castle: no power can be gained until the dragon rests. */
static void gain_power(td_state_t *s, int p, int k)
{
    if (s->power[p] > 0) {
        int v = s->power[p] + k;
        s->power[p] = (int8_t)(v > s->cfg.power_max ? s->cfg.power_max : v);
    }
}

static void lose_power(td_state_t *s, int p, int k)
{
    int v = s->power[p] - k;
    s->power[p] = (int8_t)(v < 0 ? 0 : v);
}

/* ================= turn order and the endgame ================= */

static void begin_turn(td_state_t *s, rng_t *rng);
static void enter_draw(td_state_t *s, rng_t *rng);
static void enter_combat(td_state_t *s, rng_t *rng);
static void combat_next(td_state_t *s, rng_t *rng);
static void enter_duels(td_state_t *s, rng_t *rng);
static void enter_raid(td_state_t *s, rng_t *rng);

static void game_over(td_state_t *s, int capped)
{
    s->phase = TD_PH_OVER;
    s->capped = (uint8_t)capped;
}

/* Next seat clockwise; a new round starts when the first seat is reached again
 * (the Black Dragon flies one keep on at the end of every round). */
static void advance_seat(td_state_t *s)
{
    s->act = (uint8_t)((s->act + 1) % s->players);
    if (s->act == s->first) {
        s->rounds++;
        if (s->black_loc != TD_NOWHERE)
            s->black_loc = (uint8_t)next_keep(s->black_loc, 1);
    }
}

static int endgame_triggered(const td_state_t *s)
{
    if (count_destroyed(s) >= s->cfg.end_keeps || count_slain(s) >= s->cfg.end_heroes)
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
static void end_turn(td_state_t *s, rng_t *rng)
{
    int p = s->act;
    for (int i = 0; i < s->nplayed; i++)
        move_card(s, s->played[i], TD_Z_PLAYED, TD_Z_HQ + p, all_seats(s), MV_PUBLIC);
    s->nplayed = 0;
    if (!s->endgame && endgame_triggered(s)) {
        s->endgame = 1;
        s->final_left = s->players;
    }
    advance_seat(s);
    begin_turn(s, rng);
}

static void reset_turn_flags(td_state_t *s)
{
    s->scheme_step = 0;
    s->slay = s->siege = 0;
    s->looted = s->assaulted = 0;
    s->fought = s->dueled = 0;
    s->nplayed = 0;
}

/* Start the turn of s->act, skipping turns that are missed or lost, until a
 * decision is needed or the game ends. */
static void begin_turn(td_state_t *s, rng_t *rng)
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
        reset_turn_flags(s);
        int p = s->act;
        s->dec = (uint8_t)p;
        if (s->endgame)
            s->final_left--;
        if (s->missed[p]) {
            s->missed[p]--;
        } else if (s->endgame && s->power[p] < s->cfg.endgame_cost) {
            /* cannot pay for the final turn: it is lost */
        } else if (s->endgame && s->cfg.endgame_cost > 0 && s->cfg.endgame_optional) {
            s->phase = TD_PH_FINAL;
            return;
        } else if (s->endgame && s->cfg.endgame_cost > 0) {
            s->power[p] = (int8_t)(s->power[p] - s->cfg.endgame_cost); /* must pay */
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
    return s->z[TD_Z_HQ + p] && popc(td_hoard(s, p)) >= 2;
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
    return ruin_at(s, s->loc[p]) == TD_RUIN_LEYLINE ? s->cfg.leyline_steps : 0;
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
    switch (ruin_at(s, s->loc[p])) {
    case TD_RUIN_LAIR: gain_power(s, p, s->cfg.lair_gain); break;
    case TD_RUIN_HAUNT: lose_power(s, p, s->cfg.haunt_loss); break;
    case TD_RUIN_VAULT: draw_master(s, p, s->cfg.vault_cards, rng); break;
    default: break;
    }
}

static void do_move(td_state_t *s, int extra, rng_t *rng)
{
    int p = s->act, paid = extra - free_steps(s, p);
    if (paid > 0)
        s->power[p] = (int8_t)(s->power[p] - paid * s->cfg.step_cost);
    s->loc[p] = (uint8_t)next_keep(s->loc[p], s->cfg.move_base + extra);
    arrive(s, p, rng);
    enter_scheme(s, rng);
}

static void enter_move(td_state_t *s, rng_t *rng)
{
    if (max_extra(s, s->act) > 0) {
        s->phase = TD_PH_MOVE;
        s->dec = s->act;
    } else {
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
    move_card(s, c, TD_Z_HAND + s->act, TD_Z_PLAYED, all_seats(s), MV_PUBLIC);
    s->played[s->nplayed++] = (uint8_t)c;
}

static void resolve_offense(td_state_t *s, int c, int t, rng_t *rng)
{
    int p = s->act;
    if (t == TD_NO_TARGET) /* played without a target: the symbol resolves nothing */
        return;
    switch (kind_of(c)->offense) {
    case TD_OFF_CALL: s->hero_loc[t >> 3] = (uint8_t)(t & 7); break;
    case TD_OFF_SLAY: s->slay++; break;
    case TD_OFF_STEAL:
        for (int i = 0; i < s->cfg.steal_cards && s->z[TD_Z_HAND + t]; i++)
            move_card(s, rng_pick_bit(rng, s->z[TD_Z_HAND + t]), TD_Z_HAND + t, TD_Z_HAND + p,
                      (1u << p) | (1u << t), MV_PRIVATE);
        break;
    case TD_OFF_FLY: s->loc[p] = (uint8_t)next_keep(s->loc[p], t); break;
    case TD_OFF_SIEGE: s->siege = (uint8_t)(s->siege + s->cfg.siege_bonus); break;
    case TD_OFF_PLUNDER: {
        int z = TD_Z_KEEP + s->loc[p];
        if (s->z[z])
            move_card(s, rng_pick_bit(rng, s->z[z]), z, TD_Z_HAND + p, 1u << p, MV_PRIVATE);
        break;
    }
    case TD_OFF_SEEK: draw_master(s, p, s->cfg.seek_cards, rng); break;
    case TD_OFF_ROAR: {
        for (unsigned m = others_here(s, p); m; m &= m - 1) {
            int q = __builtin_ctz(m) % TD_MAX_PLAYERS;
            s->loc[q] = (uint8_t)next_keep(s->loc[q], 1);
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
        enter_combat(s, rng);
}

static void apply_scheme(td_state_t *s, move_t m, rng_t *rng)
{
    int p = s->act, c = TD_MA(m), b = TD_MB(m);
    switch (TD_MT(m)) {
    case TD_M_OFFENSE:
        play_card(s, c);
        resolve_offense(s, c, b, rng);
        after_scheme(s, kind_of(c)->chain, rng);
        break;
    case TD_M_POWER:
        play_card(s, c);
        gain_power(s, p, kind_of(c)->power);
        after_scheme(s, kind_of(c)->chain, rng);
        break;
    case TD_M_BOLSTER: /* the card first, unseen; then the keep (apply_bolster) */
        move_card(s, c, TD_Z_HAND + p, TD_Z_ASIDE, 1u << p, MV_PRIVATE);
        s->phase = TD_PH_BOLSTER;
        s->dec = (uint8_t)p;
        break;
    case TD_M_DRAW:
        draw_hoard(s, p, b, rng);
        after_scheme(s, 0, rng);
        break;
    default: /* TD_M_DONE */
        enter_combat(s, rng);
        break;
    }
}

static void apply_bolster(td_state_t *s, int keep, rng_t *rng)
{
    int p = s->act;
    move_card(s, lowest(s->z[TD_Z_ASIDE]), TD_Z_ASIDE, TD_Z_KEEP + keep, 1u << p, MV_PRIVATE);
    after_scheme(s, 0, rng);
}

/* ================= fights: heroes, the Black Dragon, fortifications, keeps ================= */

static void resolve_fight(td_state_t *s, int win, rng_t *rng);

static int fight_target(const td_state_t *s, int kind)
{
    const td_cfg_t *c = &s->cfg;
    switch (kind) {
    case TD_F_CRUSADER: return c->hero_target + c->crusader_bonus * count_destroyed(s);
    case TD_F_WIZARD: return c->hero_target + c->wizard_bonus * popc(s->z[TD_Z_HAND + s->act]);
    case TD_F_KNIGHT: return c->hero_target + c->knight_bonus * count_fortified(s);
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
    int bonus = (s->fight == TD_F_FORT || s->fight == TD_F_KEEP) ? s->siege : 0;
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
static void next_raiser(td_state_t *s, rng_t *rng)
{
    for (int i = 1; i < s->players; i++) {
        int q = (s->act + i) % s->players;
        if (s->raisers >> q & 1u) {
            s->phase = TD_PH_RAISE;
            s->dec = (uint8_t)q;
            return;
        }
    }
    roll_fight(s, rng);
}

static void start_fight(td_state_t *s, int kind, rng_t *rng)
{
    s->fight = (uint8_t)kind;
    s->target = (int16_t)fight_target(s, kind);
    unsigned r = others_here(s, s->act);
    for (int q = 0; q < s->players; q++)
        if (s->power[q] == 0)
            r &= ~(1u << q);
    s->raisers = (uint8_t)r;
    next_raiser(s, rng);
}

static void assault_failed(td_state_t *s, rng_t *rng)
{
    int p = s->act, k = s->loc[p];
    discard_random(s, p, TD_Z_KEEP + k, rng);
    if (s->hero_loc[TD_KNIGHT] != TD_SLAIN)
        s->hero_loc[TD_KNIGHT] = (uint8_t)k;
    end_turn(s, rng);
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
    end_turn(s, rng);
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
    draw_master(s, s->act, s->cfg.hero_reward, rng);
    combat_next(s, rng);
}

static void hero_won(td_state_t *s, int h, rng_t *rng)
{
    int p = s->act;
    switch (h) {
    case TD_CRUSADER:
        s->missed[p] = (uint8_t)(s->missed[p] + s->cfg.crusader_miss);
        end_turn(s, rng);
        return;
    case TD_WIZARD:
        for (int i = 0; i < s->cfg.wizard_penalty; i++)
            discard_random(s, p, TD_Z_MQ, rng);
        break;
    default:
        lose_power(s, p, s->cfg.knight_penalty);
        break;
    }
    combat_next(s, rng);
}

static void resolve_fight(td_state_t *s, int win, rng_t *rng)
{
    int p = s->act;
    switch (s->fight) {
    case TD_F_CRUSADER:
    case TD_F_WIZARD:
    case TD_F_KNIGHT:
        if (win)
            hero_beaten(s, s->fight, rng);
        else
            hero_won(s, s->fight, rng);
        break;
    case TD_F_BLACK:
        if (win) {
            s->black_loc = (uint8_t)next_keep(s->black_loc, 1);
            draw_master(s, p, s->cfg.black_reward, rng);
        } else {
            lose_power(s, p, s->cfg.black_penalty); /* it stays: no raid here */
        }
        combat_next(s, rng);
        break;
    case TD_F_FORT:
        if (win) {
            s->fort[s->loc[p]] = (int8_t)p;
            start_fight(s, TD_F_KEEP, rng);
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

static void enter_combat(td_state_t *s, rng_t *rng)
{
    combat_next(s, rng);
}

/* Heroes here must be fought (the player picks the order), then the Black Dragon,
 * then duels are optional. */
static void combat_next(td_state_t *s, rng_t *rng)
{
    int p = s->act, loc = s->loc[p];
    unsigned heroes = heroes_at(s, loc) & ~(unsigned)s->fought;
    if (heroes) {
        if (popc(heroes) == 1) {
            s->fought |= (uint8_t)heroes;
            start_fight(s, lowest(heroes), rng);
        } else {
            s->phase = TD_PH_ENGAGE;
            s->dec = (uint8_t)p;
        }
        return;
    }
    if (s->black_loc == loc && !(s->fought & 8)) {
        s->fought |= 8;
        start_fight(s, TD_F_BLACK, rng);
        return;
    }
    enter_duels(s, rng);
}

/* ================= duels ================= */

static unsigned duel_candidates(const td_state_t *s)
{
    int p = s->act;
    if (ruin_at(s, s->loc[p]) == TD_RUIN_SANCTUARY)
        return 0;
    return others_here(s, p) & ~(unsigned)s->dueled;
}

static void enter_duels(td_state_t *s, rng_t *rng)
{
    if (duel_candidates(s)) {
        s->phase = TD_PH_DUEL;
        s->dec = s->act;
    } else {
        enter_raid(s, rng);
    }
}

static void duel_roll(td_state_t *s, rng_t *rng);

static void stake_defender(td_state_t *s, rng_t *rng)
{
    if (s->z[TD_Z_HAND + s->def]) {
        s->phase = TD_PH_STAKE;
        s->dec = s->def;
    } else {
        duel_roll(s, rng);
    }
}

static void begin_stakes(td_state_t *s, rng_t *rng)
{
    if (s->z[TD_Z_HAND + s->act]) {
        s->phase = TD_PH_STAKE;
        s->dec = s->act;
    } else {
        stake_defender(s, rng);
    }
}

/* Smallest bid worth offering to side `side` (0 challenger, 1 defender), or 0 when
 * it may only stop: being ahead, it wins by stopping. */
static int min_bid(const td_state_t *s, int side)
{
    int gap = s->total[!side] - s->total[side];
    if (gap < 0)
        return 0;
    return gap > 0 ? gap : 1;
}

static void resolve_duel(td_state_t *s, rng_t *rng);

/* Side `side` is to bid. Ahead, it stops (which ends the bidding) - unless the
 * duel_reply rule lets the side behind answer first. */
static void bid_turn(td_state_t *s, int side, rng_t *rng)
{
    int seat = side ? s->def : s->act, mb = min_bid(s, side);
    if (mb == 0 && s->cfg.duel_reply) {
        int other = side ? s->act : s->def;
        if (min_bid(s, !side) <= s->power[other]) {
            side = !side;
            seat = other;
            mb = min_bid(s, side);
        }
    }
    if (mb > 0 && mb <= s->power[seat]) {
        s->phase = TD_PH_BID;
        s->dec = (uint8_t)seat;
        s->winner = (uint8_t)side; /* while bidding: the side to bid */
    } else {
        resolve_duel(s, rng);
    }
}

static void duel_roll(td_state_t *s, rng_t *rng)
{
    int bonus = ruin_at(s, s->loc[s->act]) == TD_RUIN_ARENA ? s->cfg.arena_bonus : 0;
    s->total[0] = (int8_t)(1 + rng_below(rng, (uint32_t)s->cfg.die_sides) + bonus);
    s->total[1] = (int8_t)(1 + rng_below(rng, (uint32_t)s->cfg.die_sides));
    bid_turn(s, 1, rng);
}

/* Return a stake to a hand; seers: who sees which card it is. */
static void take_stake(td_state_t *s, int side, int to_seat, unsigned seers)
{
    int z = TD_Z_STAKE + side;
    if (s->z[z])
        move_card(s, lowest(s->z[z]), z, TD_Z_HAND + to_seat, seers, MV_PRIVATE);
}

static void resolve_duel(td_state_t *s, rng_t *rng)
{
    int a = s->act, d = s->def;
    if (s->total[0] == s->total[1]) {
        take_stake(s, 0, a, 1u << a);
        take_stake(s, 1, d, 1u << d);
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

static void apply_push(td_state_t *s, int push, rng_t *rng)
{
    int loser = s->winner ? s->act : s->def;
    if (push)
        s->loc[loser] = (uint8_t)next_keep(s->loc[loser], 1);
    /* a pushed challenger is still in its duel step, now at the keep it landed on
     * (pushed_duels), or its combat is over; either way it raids there (if it can) */
    if (push && loser == s->act && !s->cfg.pushed_duels)
        enter_raid(s, rng);
    else
        enter_duels(s, rng);
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

static void enter_raid(td_state_t *s, rng_t *rng)
{
    int p = s->act;
    int loc = s->loc[p];
    if (heroes_at(s, loc) || s->black_loc == loc || (!can_loot(s) && !can_assault(s))) {
        end_turn(s, rng);
        return;
    }
    s->phase = TD_PH_RAID;
    s->dec = (uint8_t)p;
}

static void resolve_defense(td_state_t *s, int c)
{
    int p = s->act, k = s->loc[p], h = -1;
    switch (kind_of(c)->defense) {
    case TD_DEF_TRAP: lose_power(s, p, s->cfg.trap_loss); break;
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
    move_card(s, c, z, TD_Z_HQ + p, all_seats(s), MV_PUBLIC);
    resolve_defense(s, c);
    enter_raid(s, rng);
}

static void assault(td_state_t *s, rng_t *rng)
{
    s->assaulted = 1;
    start_fight(s, s->fort[s->loc[s->act]] == -1 ? TD_F_FORT : TD_F_KEEP, rng);
}

/* ================= setup and the draft ================= */

/* The seat with the lowest starting keep (highest: the highest). A tie is rolled
 * again by the tied seats only, with a d6 that places nothing, until one roll is
 * best (start_ties = reroll); or the earliest tied seat wins (start_ties = seat). */
static int roll_off(const td_state_t *s, int highest, rng_t *rng)
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
    while ((tied & (tied - 1)) && s->cfg.start_ties == TD_TIES_REROLL) {
        unsigned again = 0;
        best = highest ? -1 : TD_KEEPS;
        for (unsigned m = tied; m; m &= m - 1) {
            int p = __builtin_ctz(m), v = (int)rng_below(rng, TD_KEEPS);
            if (highest ? v > best : v < best)
                best = v, again = 0;
            if (v == best)
                again |= 1u << p;
        }
        tied = again;
    }
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
                s->known[(q + 1) % n] |= BIT(s->drafted[q]);
        s->draft_seen = 0;
        uint64_t last = s->z[TD_Z_PACK + n - 1];
        for (int p = n - 1; p > 0; p--)
            s->z[TD_Z_PACK + p] = s->z[TD_Z_PACK + p - 1];
        s->z[TD_Z_PACK] = last;
        for (int p = 0; p < n; p++)
            s->known[p] |= s->z[TD_Z_PACK + p];
        s->dec = 0;
        return;
    }
    /* leftovers: from the highest starting keep, clockwise (no pass: a seat that
     * knew a packet knows only that its picked card is one of the two it saw) */
    s->draft_seen = 0;
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
    move_card(s, c, TD_Z_PACK + p, TD_Z_HAND + p, 1u << p, MV_PRIVATE);
    if (p + 1 < s->players)
        s->dec = (uint8_t)(p + 1);
    else
        pick_round_done(s, rng);
}

static void apply_place(td_state_t *s, int keep, rng_t *rng)
{
    int p = s->dec;
    move_card(s, lowest(s->z[TD_Z_PACK + p]), TD_Z_PACK + p, TD_Z_KEEP + keep, 1u << p,
              MV_PRIVATE);
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
    int n = td_tab.nbase;
    for (int i = 0; i < n; i++)
        deck[i] = (uint8_t)i;
    rng_shuffle_u8(rng, deck, n);
    int at = 0;
    for (int k = 0; k < TD_KEEPS; k++)
        for (int i = 0; i < r->cards_per_keep; i++)
            s->z[TD_Z_KEEP + k] |= BIT(deck[at++]);
    for (int p = 0; p < players; p++) {
        for (int i = 0; i < r->draft_size; i++)
            s->z[TD_Z_PACK + p] |= BIT(deck[at++]);
        s->known[p] = s->z[TD_Z_PACK + p];
    }
    for (; at < n; at++)
        s->z[TD_Z_MSET] |= BIT(deck[at]);
    if (r->black_dragon)
        s->z[TD_Z_MSET] |= td_tab.black_mask;
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
    s->ruins_left = (uint16_t)((1u << td_tab.deck.nruins) - 1u);
    /* dragons: power die at start_power, starting keep by a d6; the lowest roll
     * takes the first turn (a tie rolls again, roll_off) */
    for (int p = 0; p < players; p++) {
        s->power[p] = (int8_t)r->start_power;
        s->loc[p] = (uint8_t)rng_below(rng, TD_KEEPS);
    }
    s->black_loc = r->black_dragon ? (uint8_t)rng_below(rng, TD_KEEPS) : TD_NOWHERE;
    s->first = (uint8_t)roll_off(s, 0, rng);
    s->phase = TD_PH_PICK;
    s->draft_left = (uint8_t)(r->draft_size - 1);
    s->dec = 0;
}

/* ================= legal moves ================= */

/* One move per distinct card kind in `cards`: identical cards are one choice. */
#define FOR_EACH_KIND(cards, c)                                              \
    for (uint64_t left_ = (cards), seen_ = 0; left_; left_ &= left_ - 1)     \
        for (int c = lowest(left_), once_ = 1; once_; once_ = 0)             \
            if (!(seen_ & BIT(td_tab.kind[c])) && (seen_ |= BIT(td_tab.kind[c])))

/* Symbols that need a target offer one move per target; with none, one move that
 * plays the card for nothing (no_target_offense). */
static int offense_moves(const td_state_t *s, int c, move_t *out)
{
    int n = 0, p = s->act;
    switch (kind_of(c)->offense) {
    case TD_OFF_CALL:
        for (int h = 0; h < TD_HEROES; h++)
            if (s->hero_loc[h] != TD_SLAIN)
                for (int k = 0; k < TD_KEEPS; k++)
                    if (s->keep_owner[k] < 0 && s->hero_loc[h] != k)
                        out[n++] = TD_MV(TD_M_OFFENSE, c, h * 8 + k);
        break;
    case TD_OFF_STEAL:
        for (int q = 0; q < s->players; q++)
            if ((others_here(s, p) >> q & 1u) && s->z[TD_Z_HAND + q])
                out[n++] = TD_MV(TD_M_OFFENSE, c, q);
        break;
    case TD_OFF_FLY:
        for (int k = 1; k <= s->cfg.fly_steps; k++)
            out[n++] = TD_MV(TD_M_OFFENSE, c, k);
        break;
    case TD_OFF_RIVAL:
        if (s->black_loc != TD_NOWHERE)
            for (int k = 0; k < TD_KEEPS; k++)
                if (k != s->black_loc)
                    out[n++] = TD_MV(TD_M_OFFENSE, c, k);
        break;
    case TD_OFF_NONE: return 0;
    default: out[n++] = TD_MV(TD_M_OFFENSE, c, 0); break;
    }
    if (n == 0 && s->cfg.no_target_offense)
        out[n++] = TD_MV(TD_M_OFFENSE, c, TD_NO_TARGET);
    return n;
}

/* Bolster is one move per card kind; its keep is the next decision (TD_PH_BOLSTER).
 * Same choices as card x keep, but a uniform pick among moves no longer bolsters
 * six times as often as it plays a card for power. */
static int scheme_moves(const td_state_t *s, move_t *out)
{
    int n = 0, p = s->act, bolster = standing_keeps(s) > 0;
    FOR_EACH_KIND(s->z[TD_Z_HAND + p], c) {
        n += offense_moves(s, c, out + n);
        if (kind_of(c)->power)
            out[n++] = TD_MV(TD_M_POWER, c, 0);
        if (bolster)
            out[n++] = TD_MV(TD_M_BOLSTER, c, 0);
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

static int range_moves(int type, int lo, int hi, move_t *out)
{
    int n = 0;
    for (int k = lo; k <= hi; k++)
        out[n++] = TD_MV(type, 0, k);
    return n;
}

int td_legal_moves(const void *st, move_t *out)
{
    const td_state_t *s = st;
    int n = 0, p = s->dec;
    switch (s->phase) {
    case TD_PH_PICK:
        FOR_EACH_KIND(s->z[TD_Z_PACK + p], c) out[n++] = TD_MV(TD_M_PICK, c, 0);
        return n;
    case TD_PH_PLACE:
        return range_moves(TD_M_PLACE, 0, TD_KEEPS - 1, out);
    case TD_PH_FINAL:
        out[0] = TD_MV(TD_M_PAY, 0, 0);
        out[1] = TD_MV(TD_M_PASS, 0, 0);
        return 2;
    case TD_PH_REST:
        out[0] = TD_MV(TD_M_REST, 0, 0);
        out[1] = TD_MV(TD_M_PLAY_ON, 0, 0);
        return 2;
    case TD_PH_DRAW:
        return range_moves(TD_M_DRAW, 0, 1, out);
    case TD_PH_MOVE:
        return range_moves(TD_M_MOVE, 0, max_extra(s, p), out);
    case TD_PH_SCHEME:
        return scheme_moves(s, out);
    case TD_PH_BOLSTER:
        for (int k = 0; k < TD_KEEPS; k++)
            if (s->keep_owner[k] < 0)
                out[n++] = TD_MV(TD_M_KEEP, 0, k);
        return n;
    case TD_PH_ENGAGE: {
        unsigned h = heroes_at(s, s->loc[p]) & ~(unsigned)s->fought;
        for (; h; h &= h - 1)
            out[n++] = TD_MV(TD_M_ENGAGE, 0, lowest(h));
        return n;
    }
    case TD_PH_RAISE:
        return range_moves(TD_M_RAISE, 0, s->power[p], out);
    case TD_PH_BOOST: {
        int bonus = (s->fight == TD_F_FORT || s->fight == TD_F_KEEP) ? s->siege : 0;
        out[0] = TD_MV(TD_M_BOOST, 0, 0);
        out[1] = TD_MV(TD_M_BOOST, 0, s->target + 1 - s->roll - bonus);
        return 2;
    }
    case TD_PH_DUEL:
        for (unsigned m = duel_candidates(s); m; m &= m - 1)
            out[n++] = TD_MV(TD_M_DUEL, 0, lowest(m));
        out[n++] = TD_MV(TD_M_DONE, 0, 0);
        return n;
    case TD_PH_FLEE:
        out[0] = TD_MV(TD_M_FLEE, 0, 0);
        out[1] = TD_MV(TD_M_ACCEPT, 0, 0);
        return 2;
    case TD_PH_STAKE:
        FOR_EACH_KIND(s->z[TD_Z_HAND + p], c) out[n++] = TD_MV(TD_M_STAKE, c, 0);
        return n;
    case TD_PH_BID:
        out[n++] = TD_MV(TD_M_BID, 0, 0);
        return n + range_moves(TD_M_BID, min_bid(s, s->winner), s->power[p], out + n);
    case TD_PH_PUSH:
        out[0] = TD_MV(TD_M_PUSH, 0, 1);
        out[1] = TD_MV(TD_M_PUSH, 0, 0);
        return 2;
    case TD_PH_RAID:
        if (can_loot(s))
            out[n++] = TD_MV(TD_M_LOOT, 0, 0);
        if (can_assault(s))
            out[n++] = TD_MV(TD_M_ASSAULT, 0, 0);
        out[n++] = TD_MV(TD_M_DONE, 0, 0);
        return n;
    default:
        return 0;
    }
}

/* ================= apply ================= */

static void apply_one(td_state_t *s, move_t m, rng_t *rng)
{
    int p = s->dec, b = TD_MB(m);
    switch (s->phase) {
    case TD_PH_PICK: apply_pick(s, TD_MA(m), rng); break;
    case TD_PH_PLACE: apply_place(s, b, rng); break;
    case TD_PH_FINAL:
        if (TD_MT(m) == TD_M_PAY) {
            /* paid to 0, the die goes to the Castle, but the turn is played */
            s->power[p] = (int8_t)(s->power[p] - s->cfg.endgame_cost);
            enter_draw(s, rng);
        } else {
            advance_seat(s);
            begin_turn(s, rng);
        }
        break;
    case TD_PH_REST:
        if (TD_MT(m) == TD_M_REST) {
            s->power[p] = s->cfg.rest_power;
            advance_seat(s);
            begin_turn(s, rng);
        } else {
            enter_draw(s, rng);
        }
        break;
    case TD_PH_DRAW:
        draw_hoard(s, p, b, rng);
        enter_move(s, rng);
        break;
    case TD_PH_MOVE: do_move(s, b, rng); break;
    case TD_PH_SCHEME: apply_scheme(s, m, rng); break;
    case TD_PH_BOLSTER: apply_bolster(s, b, rng); break;
    case TD_PH_ENGAGE:
        s->fought |= (uint8_t)(1u << b);
        start_fight(s, b, rng);
        break;
    case TD_PH_RAISE:
        s->power[p] = (int8_t)(s->power[p] - b);
        s->target = (int16_t)(s->target + b);
        s->raisers &= (uint8_t)~(1u << p);
        next_raiser(s, rng);
        break;
    case TD_PH_BOOST:
        s->power[p] = (int8_t)(s->power[p] - b);
        resolve_fight(s, b > 0, rng);
        break;
    case TD_PH_DUEL:
        if (TD_MT(m) == TD_M_DONE) {
            enter_raid(s, rng);
        } else {
            s->dueled |= (uint8_t)(1u << b);
            s->def = (uint8_t)b;
            if (s->power[b] >= s->cfg.flee_cost) {
                s->phase = TD_PH_FLEE;
                s->dec = (uint8_t)b;
            } else {
                begin_stakes(s, rng);
            }
        }
        break;
    case TD_PH_FLEE:
        if (TD_MT(m) == TD_M_FLEE) {
            s->power[p] = (int8_t)(s->power[p] - s->cfg.flee_cost);
            s->loc[p] = (uint8_t)next_keep(s->loc[p], 1);
            enter_duels(s, rng);
        } else {
            begin_stakes(s, rng);
        }
        break;
    case TD_PH_STAKE: {
        int side = p != s->act;
        move_card(s, TD_MA(m), TD_Z_HAND + p, TD_Z_STAKE + side, 1u << p, MV_PRIVATE);
        if (side)
            duel_roll(s, rng);
        else
            stake_defender(s, rng);
        break;
    }
    case TD_PH_BID:
        if (b == 0) {
            resolve_duel(s, rng);
        } else {
            int side = s->winner;
            s->power[p] = (int8_t)(s->power[p] - b);
            s->total[side] = (int8_t)(s->total[side] + b);
            bid_turn(s, !side, rng);
        }
        break;
    case TD_PH_PUSH: apply_push(s, b, rng); break;
    case TD_PH_RAID:
        if (TD_MT(m) == TD_M_LOOT)
            loot(s, rng);
        else if (TD_MT(m) == TD_M_ASSAULT)
            assault(s, rng);
        else
            end_turn(s, rng);
        break;
    default: break;
    }
}

/* Phases whose choices can shrink to one: that one is played at once. */
static int may_be_forced(int phase)
{
    return phase == TD_PH_PICK || phase == TD_PH_SCHEME || phase == TD_PH_STAKE ||
           phase == TD_PH_BOLSTER;
}

/* Cheap proofs of a real choice, so that settle need not list the moves: a keep
 * choice with two standing keeps; a SCHEME that offers a bolster and also a power
 * action, a draw or "done". */
static int surely_open(const td_state_t *s)
{
    if (s->phase == TD_PH_BOLSTER)
        return standing_keeps(s) >= 2;
    int p = s->act;
    uint64_t hand = s->z[TD_Z_HAND + p];
    if (s->phase != TD_PH_SCHEME || !hand || standing_keeps(s) == 0)
        return 0;
    return (hand & td_tab.power_mask) || td_hoard(s, p) || s->scheme_step;
}

/* Play single forced choices, and skip a SCHEME with no action at all. */
static void settle(td_state_t *s, rng_t *rng)
{
    while (may_be_forced(s->phase) && !surely_open(s)) {
        move_t buf[TD_MAX_MOVES];
        int n = td_legal_moves(s, buf);
        if (n == 1)
            apply_one(s, buf[0], rng);
        else if (n == 0 && s->phase == TD_PH_SCHEME)
            enter_combat(s, rng);
        else
            break;
    }
}

void td_apply(void *st, move_t m, rng_t *rng)
{
    td_state_t *s = st;
    apply_one(s, m, rng);
    settle(s, rng);
}

void td_start_turn(td_state_t *s, int seat, rng_t *rng)
{
    s->act = (uint8_t)seat;
    begin_turn(s, rng);
    settle(s, rng);
}
