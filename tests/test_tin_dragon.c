/* test_tin_dragon.c - Tin Dragon: the rulebook's rules one by one, every symbol and
 * Ruins card, every rule parameter, the data files, hidden information, and the
 * random-play battery. A rule test builds a state by hand (blank() below: every
 * card in the master deck, nothing on the board), plays moves, forces dice where
 * needed (play_roll tries chance streams until the die shows the wanted value) and
 * checks the rulebook's consequence. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "../games/tin-dragon/tin_dragon.h"
#include "battery.h"

static const game_t *g = &tin_dragon_game;
static rng_t R;

#define BIT(c) (1ULL << (c))
#define MV TD_MV
#define popc __builtin_popcountll

static void init_game(void)
{
    char err[256];
    cr_assert_eq(g->init(err, sizeof err), 0, "%s", err);
    rng_seed(&R, 12345, 1);
}

TestSuite(td, .init = init_game);

static td_rules_t defaults(void)
{
    td_rules_t r;
    memset(&r, 0, sizeof r);
    rules_defaults(g, &r);
    return r;
}

static void set_rule(td_rules_t *r, const char *key, const char *val)
{
    char err[256];
    cr_assert_eq(rules_set(g, r, key, val, err, sizeof err), 0, "%s", err);
}

/* A state between turns: every card in the master deck, dragons at keep 1 (loc 0)
 * with start_power, heroes at the Castle, seat 0 first. */
static td_state_t blank_with(int players, const td_rules_t *r)
{
    td_state_t s;
    rng_t rng;
    rng_seed(&rng, 1, 2);
    g->setup(&s, r, players, &rng);
    uint64_t all = td_in_play(&s);
    memset(s.z, 0, sizeof s.z);
    memset(s.known, 0, sizeof s.known);
    s.z[TD_Z_MSET] = all;
    for (int p = 0; p < players; p++) {
        s.loc[p] = 0;
        s.power[p] = (int8_t)r->start_power;
    }
    s.first = 0;
    s.rounds = 1;
    s.turns = 0;
    s.phase = TD_PH_RAID;
    return s;
}

static td_state_t blank(int players)
{
    td_rules_t r = defaults();
    return blank_with(players, &r);
}

/* Move a card of the named kind from the master deck to zone z (hands: known to
 * their owner; hoard piles: known to all, at the bottom). */
static int put(td_state_t *s, const char *name, int z)
{
    for (int nth = 0;; nth++) {
        int c = td_card_id(name, nth);
        cr_assert_geq(c, 0, "no free card named %s", name);
        if (!(s->z[TD_Z_MSET] & BIT(c)))
            continue;
        s->z[TD_Z_MSET] &= ~BIT(c);
        s->z[z] |= BIT(c);
        if (z >= TD_Z_HAND && z < TD_Z_HAND + TD_MAX_PLAYERS)
            s->known[z - TD_Z_HAND] |= BIT(c);
        if (z >= TD_Z_HQ && z < TD_Z_HQ + TD_MAX_PLAYERS) {
            s->stamp[c] = s->next_stamp++;
            for (int p = 0; p < s->players; p++)
                s->known[p] |= BIT(c);
        }
        return c;
    }
}

static int ruin_index(int effect)
{
    for (int i = 0; i < td_tab.deck.nruins; i++)
        if (td_tab.deck.ruin[i].effect == effect)
            return i;
    cr_assert_fail("no ruins card with effect %d", effect);
    return -1;
}

static int nmoves(const td_state_t *s, move_t *mv)
{
    return g->legal_moves(s, mv);
}

static int has(const td_state_t *s, move_t m)
{
    move_t mv[TD_MAX_MOVES];
    int n = nmoves(s, mv);
    for (int i = 0; i < n; i++)
        if (mv[i] == m)
            return 1;
    return 0;
}

static void play(td_state_t *s, move_t m)
{
    char buf[128];
    g->describe_move(s, m, buf, sizeof buf);
    cr_assert(g->to_move(s) >= 0 && has(s, m), "'%s' is not legal (phase %d)", buf, s->phase);
    g->apply(s, m, &R);
}

/* Play m with the chance stream chosen so that the last fight roll is `roll`. */
static void play_roll(td_state_t *s, move_t m, int roll)
{
    cr_assert(has(s, m), "move %x not legal in phase %d", m, s->phase);
    for (uint64_t k = 0; k < 20000; k++) {
        td_state_t t = *s;
        rng_t r;
        rng_seed(&r, k, 77);
        t.roll = 0;
        g->apply(&t, m, &r);
        if (t.roll == roll) {
            *s = t;
            return;
        }
    }
    cr_assert_fail("no chance stream rolls %d", roll);
}

/* Play m with the chance stream chosen so that the duel rolls are a and d. */
static void play_duel_roll(td_state_t *s, move_t m, int a, int d)
{
    cr_assert(has(s, m), "move %x not legal in phase %d", m, s->phase);
    for (uint64_t k = 0; k < 20000; k++) {
        td_state_t t = *s;
        rng_t r;
        rng_seed(&r, k, 78);
        t.total[0] = t.total[1] = 0;
        g->apply(&t, m, &r);
        if (t.total[0] == a && t.total[1] == d) {
            *s = t;
            return;
        }
    }
    cr_assert_fail("no chance stream rolls %d and %d", a, d);
}

/* Seat p's turn starts with p one keep before `dest` (so a plain MOVE lands there). */
static void turn_towards(td_state_t *s, int p, int dest)
{
    s->loc[p] = (uint8_t)((dest + TD_KEEPS - 1) % TD_KEEPS);
    td_start_turn(s, p, &R);
}

#define M0(t) MV(t, 0, 0)

/* Bolster: the card first, then the keep (a separate decision of the same seat). */
static void bolster(td_state_t *s, int c, int keep)
{
    play(s, MV(TD_M_BOLSTER, c, 0));
    cr_assert_eq(s->phase, TD_PH_BOLSTER);
    play(s, MV(TD_M_KEEP, 0, keep));
}

/* ============================ setup ============================ */

Test(td, setup_deals_keep_piles_draft_hands_and_the_master_deck)
{
    td_rules_t r = defaults();
    td_state_t s;
    g->setup(&s, &r, 4, &R);
    for (int k = 0; k < TD_KEEPS; k++) {
        cr_assert_eq(popc(s.z[TD_Z_KEEP + k]), 3, "three cards per keep");
        cr_assert_eq(s.keep_owner[k], -1);
        cr_assert_eq(s.fort[k], -2);
    }
    for (int p = 0; p < 4; p++) {
        cr_assert_eq(popc(s.z[TD_Z_PACK + p]), 4, "four draft cards each");
        cr_assert_eq(s.power[p], 3, "power dice start at 3");
        cr_assert_lt(s.loc[p], TD_KEEPS);
        cr_assert_eq(s.known[p], s.z[TD_Z_PACK + p], "a seat sees only its own cards");
    }
    cr_assert_eq(popc(s.z[TD_Z_MSET]), td_tab.nbase - 18 - 16, "the rest is the master deck");
    for (int h = 0; h < TD_HEROES; h++)
        cr_assert_eq(s.hero_loc[h], TD_CASTLE, "heroes start at the Castle");
    cr_assert_eq(s.black_loc, TD_NOWHERE);
    cr_assert_eq(td_in_play(&s) & td_tab.black_mask, 0, "no Rivalry card without the variant");
    cr_assert_eq(s.phase, TD_PH_PICK);
}

/* Play the draft with the last legal move each time (the first turn follows). */
static void play_draft(td_state_t *s, rng_t *rng)
{
    move_t mv[TD_MAX_MOVES];
    while (s->phase == TD_PH_PICK || s->phase == TD_PH_PLACE)
        g->apply(s, mv[nmoves(s, mv) - 1], rng);
}

Test(td, starting_keeps_are_rolled_and_the_lowest_roll_goes_first)
{
    td_rules_t r = defaults();
    int seen[TD_KEEPS] = {0};
    for (int seed = 0; seed < 200; seed++) {
        td_state_t s;
        rng_t rng;
        rng_seed(&rng, (uint64_t)seed, 3);
        g->setup(&s, &r, 3, &rng);
        int low = TD_KEEPS;
        for (int p = 0; p < 3; p++) {
            seen[s.loc[p]]++;
            low = s.loc[p] < low ? s.loc[p] : low;
        }
        cr_assert_eq(s.loc[s.first], low, "a seat with the lowest starting keep starts");
        int first = s.first;
        play_draft(&s, &rng);
        cr_assert_eq(s.act, first, "the first turn is the first seat's");
        cr_assert_eq(s.turns, 1);
        /* the outcome says each seat's turn position: clockwise from the first */
        outcome_t o;
        g->outcome(&s, &o);
        for (int k = 0; k < 3; k++)
            cr_assert_eq(o.position[(first + k) % 3], k, "seat %d is turn position %d",
                         (first + k) % 3 + 1, k + 1);
    }
    for (int k = 0; k < TD_KEEPS; k++)
        cr_assert_gt(seen[k], 40, "every keep can be rolled");
}

/* Who goes first is chance alone: over many setups each seat starts equally often
 * (breaking ties by seat order gives seat 1 the start in 58% of 2-player games). */
Test(td, the_start_player_is_uniform_over_seats)
{
    td_rules_t r = defaults();
    const int games = 6000;
    for (int players = 2; players <= 5; players++) {
        int starts[TD_MAX_PLAYERS] = {0};
        for (int i = 0; i < games; i++) {
            td_state_t s;
            rng_t rng;
            rng_for_game(&rng, 7, (uint64_t)i, 0);
            g->setup(&s, &r, players, &rng);
            starts[s.first]++;
        }
        double p = 1.0 / players, tol = 5 * sqrt(games * p * (1 - p));
        for (int q = 0; q < players; q++)
            cr_assert(fabs(starts[q] - games * p) < tol,
                      "%d players: seat %d starts %d of %d games", players, q + 1, starts[q],
                      games);
    }
}

/* A tie for the lowest roll is rolled again by the tied dragons: either may start,
 * the pawns stay where the first roll put them. start_ties=seat: the earlier seat. */
Test(td, a_tie_for_the_lowest_starting_roll_is_rolled_again)
{
    td_rules_t r = defaults(), by_seat = defaults();
    set_rule(&by_seat, "start_ties", "seat");
    int ties = 0, second = 0;
    for (int i = 0; i < 3000; i++) {
        td_state_t s, t;
        rng_t rng, rng2;
        rng_for_game(&rng, 8, (uint64_t)i, 0);
        rng2 = rng;
        g->setup(&s, &r, 3, &rng);
        g->setup(&t, &by_seat, 3, &rng2);
        cr_assert_eq(memcmp(s.loc, t.loc, sizeof s.loc), 0, "the roll-off moves no pawn");
        int low = TD_KEEPS, nlow = 0, earliest = -1;
        for (int p = 0; p < 3; p++)
            low = s.loc[p] < low ? s.loc[p] : low;
        for (int p = 0; p < 3; p++)
            if (s.loc[p] == low && nlow++ == 0)
                earliest = p;
        cr_assert_eq(s.loc[s.first], low, "only a seat in the tie can start");
        cr_assert_eq(t.first, earliest, "start_ties=seat: the earliest seat of the tie");
        if (nlow >= 2) {
            ties++;
            second += s.first != earliest;
        }
    }
    cr_assert_gt(ties, 400);
    cr_assert(second > ties * 0.4 && second < ties * 0.75,
              "a later seat of the tie starts %d times in %d ties", second, ties);
}

Test(td, draft_picks_one_passes_left_and_shuffles_the_last_card_into_a_chosen_keep)
{
    td_rules_t r = defaults();
    td_state_t s;
    g->setup(&s, &r, 3, &R);
    s.loc[0] = 1, s.loc[1] = 4, s.loc[2] = 3; /* highest keep: seat 2 (index 1) */
    s.first = 0;
    for (int round = 0; round < 3; round++) {
        uint64_t before[3];
        int picked[3];
        for (int p = 0; p < 3; p++) {
            cr_assert_eq(s.phase, TD_PH_PICK);
            cr_assert_eq(g->to_move(&s), p);
            before[p] = s.z[TD_Z_PACK + p];
            cr_assert_eq(popc(before[p]), 4 - round);
            move_t mv[TD_MAX_MOVES];
            nmoves(&s, mv);
            picked[p] = TD_MA(mv[0]);
            play(&s, mv[0]);
            cr_assert(s.z[TD_Z_HAND + p] & BIT(picked[p]), "the pick goes face down to the hoard");
        }
        if (round < 2)
            for (int p = 0; p < 3; p++)
                cr_assert_eq(s.z[TD_Z_PACK + (p + 1) % 3], before[p] & ~BIT(picked[p]),
                             "the rest is passed to the left");
    }
    cr_assert_eq(s.phase, TD_PH_PLACE);
    cr_assert_eq(g->to_move(&s), 1, "leftovers start with the highest keep");
    int keeps[3] = {5, 0, 2}, seat = 1;
    for (int i = 0; i < 3; i++, seat = (seat + 1) % 3) {
        cr_assert_eq(g->to_move(&s), seat, "then clockwise");
        int c = __builtin_ctzll(s.z[TD_Z_PACK + seat]);
        play(&s, MV(TD_M_PLACE, 0, keeps[seat]));
        cr_assert(s.z[TD_Z_KEEP + keeps[seat]] & BIT(c), "last card into the chosen keep pile");
    }
    for (int p = 0; p < 3; p++) {
        cr_assert_eq(popc(s.z[TD_Z_HAND + p]), 3, "the three picks are the starting hand");
        cr_assert_eq(td_hoard(&s, p), 0);
    }
    int pile = 0;
    for (int k = 0; k < TD_KEEPS; k++)
        pile += popc(s.z[TD_Z_KEEP + k]);
    cr_assert_eq(pile, 18 + 3);
    cr_assert_eq(s.act, 0, "the lowest starting keep begins");
}

/* A tie for the highest starting keep is rolled again too: either tied seat places
 * its last draft card first, never the other seat. */
Test(td, a_tie_for_the_highest_starting_roll_places_first_by_a_roll_off)
{
    td_rules_t r = defaults(), by_seat = defaults();
    set_rule(&by_seat, "start_ties", "seat");
    int starts[3] = {0, 0, 0};
    for (int i = 0; i < 200; i++) {
        for (int rule = 0; rule < 2; rule++) {
            td_state_t s;
            rng_t rng;
            rng_for_game(&rng, 9, (uint64_t)i, 0);
            g->setup(&s, rule ? &by_seat : &r, 3, &rng);
            s.loc[0] = 1, s.loc[1] = 4, s.loc[2] = 4;
            move_t mv[TD_MAX_MOVES];
            while (s.phase == TD_PH_PICK)
                g->apply(&s, mv[nmoves(&s, mv) - 1], &rng);
            cr_assert_eq(s.phase, TD_PH_PLACE);
            if (rule)
                cr_assert_eq(g->to_move(&s), 1, "start_ties=seat: the earlier seat");
            else
                starts[g->to_move(&s)]++;
        }
    }
    cr_assert_eq(starts[0], 0, "seat 1 rolled lower");
    cr_assert(starts[1] > 60 && starts[2] > 60, "seats 2 and 3 place first %d and %d times",
              starts[1], starts[2]);
}

/* Two players: the packet a seat passed comes back one card short, so that seat
 * knows the card the other picked from it; nothing else about picks is seen. */
Test(td, draft_a_packet_that_comes_back_shows_which_card_the_other_picked)
{
    td_rules_t r = defaults();
    td_state_t s;
    g->setup(&s, &r, 2, &R);
    move_t mv[TD_MAX_MOVES];
    int first[2], second[2];
    for (int p = 0; p < 2; p++) {
        nmoves(&s, mv);
        first[p] = TD_MA(mv[0]);
        play(&s, mv[0]);
    }
    cr_assert_eq(s.known[0] & BIT(first[1]), 0, "a pick from an unseen packet stays hidden");
    cr_assert_eq(s.known[1] & BIT(first[0]), 0);
    for (int p = 0; p < 2; p++) {
        nmoves(&s, mv);
        second[p] = TD_MA(mv[0]);
        play(&s, mv[0]);
        if (p == 0) {
            cr_assert_eq(s.known[1] & BIT(second[0]), 0, "not before the packets are passed");
            td_state_t v = s;
            g->determinize(&v, 1, &R);
            cr_assert_eq(v.draft_seen & 1u, 0, "seat 1's view holds no record of that pick");
            cr_assert(s.draft_seen & 1u);
        }
    }
    cr_assert_eq(s.phase, TD_PH_PICK);
    for (int p = 0; p < 2; p++) {
        int q = 1 - p;
        cr_assert(s.z[TD_Z_HAND + q] & BIT(second[q]));
        cr_assert(s.known[p] & BIT(second[q]), "seat %d saw the packet before and after", p + 1);
        cr_assert_eq(s.known[p] & BIT(first[q]), 0);
        for (int k = 0; k < 20; k++) {
            td_state_t v = s;
            g->determinize(&v, p, &R);
            cr_assert(v.z[TD_Z_HAND + q] & BIT(second[q]), "the view keeps it in that hand");
        }
    }
    /* three players: a packet does not come back, no pick is ever seen */
    g->setup(&s, &r, 3, &R);
    while (s.phase == TD_PH_PICK) {
        nmoves(&s, mv);
        play(&s, mv[0]);
        for (int p = 0; p < 3; p++)
            for (int q = 0; q < 3; q++)
                if (q != p)
                    cr_assert_eq(s.known[p] & s.z[TD_Z_HAND + q], 0);
    }
}

/* ============================ power die ============================ */

Test(td, power_die_at_zero_gains_nothing_until_the_dragon_rests)
{
    td_state_t s = blank(2);
    s.power[0] = 0;
    int crown = put(&s, "Gold Crown", TD_Z_HAND + 0);
    put(&s, "Ruby", TD_Z_HAND + 0);
    td_start_turn(&s, 0, &R);
    cr_assert_eq(s.phase, TD_PH_REST, "a die at the Castle offers a rest");
    play(&s, M0(TD_M_PLAY_ON));
    cr_assert_eq(s.phase, TD_PH_SCHEME, "no power: the move is the plain step");
    play(&s, MV(TD_M_POWER, crown, 0));
    cr_assert_eq(s.power[0], 0, "no power gained before resting");
}

Test(td, resting_skips_the_turn_and_sets_the_die_to_three)
{
    td_state_t s = blank(2);
    s.power[0] = 0;
    put(&s, "Ruby", TD_Z_HAND + 0);
    td_start_turn(&s, 0, &R);
    play(&s, M0(TD_M_REST));
    cr_assert_eq(s.power[0], 3);
    cr_assert_eq(s.act, 1, "the turn is skipped");
    cr_assert_eq(popc(s.z[TD_Z_HAND + 0]), 1);
    cr_assert_eq(s.turns, 2);
}

Test(td, power_action_gains_the_power_symbols_up_to_six)
{
    td_state_t s = blank(2);
    s.power[0] = 5;
    s.loc[0] = 3;
    int crown = put(&s, "Gold Crown", TD_Z_HAND + 0);
    int ruby = put(&s, "Ruby", TD_Z_HAND + 0);
    td_start_turn(&s, 0, &R);
    play(&s, MV(TD_M_MOVE, 0, 0));
    play(&s, MV(TD_M_POWER, ruby, 0));
    cr_assert_eq(s.power[0], 6);
    cr_assert_eq(s.phase, TD_PH_SCHEME, "Ruby has the chain symbol: scheme again");
    play(&s, MV(TD_M_POWER, crown, 0));
    cr_assert_eq(s.power[0], 6, "the die has six faces");
}

Test(td, dragons_at_the_location_may_raise_a_target_before_the_roll)
{
    td_state_t s = blank(3);
    s.hero_loc[TD_KNIGHT] = 2;
    s.loc[1] = 2, s.loc[2] = 2;
    s.power[2] = 2;
    turn_towards(&s, 0, 2);
    play(&s, MV(TD_M_MOVE, 0, 0));
    cr_assert_eq(s.phase, TD_PH_RAISE);
    cr_assert_eq(g->to_move(&s), 1, "raisers decide in turn order");
    cr_assert_eq(s.target, 3);
    play(&s, MV(TD_M_RAISE, 0, 2));
    cr_assert_eq(s.target, 5);
    cr_assert_eq(s.power[1], 1);
    cr_assert_eq(g->to_move(&s), 2);
    cr_assert(has(&s, MV(TD_M_RAISE, 0, 2)) && !has(&s, MV(TD_M_RAISE, 0, 3)),
              "raise up to your own power");
    play_roll(&s, MV(TD_M_RAISE, 0, 0), 5);
    cr_assert_eq(s.phase, TD_PH_BOOST, "5 does not beat 5: the roller may pay 1");
    cr_assert(has(&s, MV(TD_M_BOOST, 0, 1)) && has(&s, MV(TD_M_BOOST, 0, 0)));
    play(&s, MV(TD_M_BOOST, 0, 1));
    cr_assert_eq(s.power[0], 2, "one power spent for +1");
    cr_assert_eq(s.hero_loc[TD_KNIGHT], TD_CASTLE, "6 beats 5");
}

Test(td, power_is_only_offered_when_it_changes_the_result)
{
    td_state_t s = blank(2);
    s.hero_loc[TD_KNIGHT] = 2;
    s.power[0] = 2;
    turn_towards(&s, 0, 2);
    play_roll(&s, MV(TD_M_MOVE, 0, 0), 1);
    cr_assert_neq(s.phase, TD_PH_BOOST, "roll 1 + 2 power cannot beat 3: no choice");
    cr_assert_eq(s.power[0], 0, "the Knight won: -2 power");
}

/* ============================ a turn's phases ============================ */

Test(td, draw_phase_draws_from_the_hoard_pile_and_may_shuffle_first)
{
    td_state_t s = blank(2);
    s.loc[0] = 3;
    int a = put(&s, "Ruby", TD_Z_HQ + 0);
    int b = put(&s, "Sapphire", TD_Z_HQ + 0);
    td_start_turn(&s, 0, &R);
    cr_assert_eq(s.phase, TD_PH_DRAW);
    cr_assert(has(&s, MV(TD_M_DRAW, 0, 1)), "may shuffle first");
    td_state_t t = s;
    play(&s, MV(TD_M_DRAW, 0, 0));
    cr_assert_eq(s.z[TD_Z_HAND + 0], BIT(a), "the top card is drawn");
    cr_assert(s.known[1] & BIT(a), "drawn from the ordered part: everyone knows which");
    g->apply(&t, MV(TD_M_DRAW, 0, 1), &R);
    cr_assert_eq(popc(t.z[TD_Z_HAND + 0]), 1);
    cr_assert_eq(t.z[TD_Z_HQ + 0], 0, "shuffled");
    cr_assert_eq(t.known[1] & (BIT(a) | BIT(b)), 0, "after a shuffle others cannot tell");
}

/* With nothing to shuffle (no ordered part, or a single card) the DRAW phase is no
 * decision: the top card is drawn at once; an empty hoard pile draws nothing. */
Test(td, draw_phase_without_a_shuffle_choice_draws_at_once)
{
    td_state_t s = blank(2);
    s.loc[0] = 3;
    int a = put(&s, "Ruby", TD_Z_HQ + 0);
    td_start_turn(&s, 0, &R);
    cr_assert_eq(s.phase, TD_PH_MOVE, "one card: no shuffle choice, no DRAW decision");
    cr_assert_eq(s.z[TD_Z_HAND + 0], BIT(a), "the card is drawn");
    cr_assert_eq(td_hoard(&s, 0), 0);
    /* only a shuffled part: a random card of it */
    s = blank(2);
    s.loc[0] = 3;
    int b = td_card_id("Sapphire", 0), c = td_card_id("Gold Crown", 0);
    s.z[TD_Z_MSET] &= ~(BIT(b) | BIT(c));
    s.z[TD_Z_HSET + 0] = BIT(b) | BIT(c);
    int drew[2] = {0, 0};
    for (int i = 0; i < 40; i++) {
        td_state_t t = s;
        td_start_turn(&t, 0, &R);
        cr_assert_eq(t.phase, TD_PH_MOVE, "nothing to shuffle: no DRAW decision");
        cr_assert_eq(popc(t.z[TD_Z_HAND + 0]), 1, "one card drawn");
        cr_assert_eq(popc(t.z[TD_Z_HSET + 0]), 1);
        drew[t.z[TD_Z_HAND + 0] == BIT(c)]++;
    }
    cr_assert(drew[0] > 0 && drew[1] > 0, "either card of the shuffled part may come");
    /* an empty pile */
    s = blank(2);
    s.loc[0] = 3;
    td_start_turn(&s, 0, &R);
    cr_assert_eq(s.phase, TD_PH_MOVE);
    cr_assert_eq(s.z[TD_Z_HAND + 0], 0, "nothing to draw");
}

Test(td, move_is_one_step_clockwise_plus_one_per_power_spent)
{
    td_state_t s = blank(2);
    s.loc[0] = 4;
    td_start_turn(&s, 0, &R);
    cr_assert_eq(s.phase, TD_PH_MOVE);
    move_t mv[TD_MAX_MOVES];
    cr_assert_eq(nmoves(&s, mv), 4, "extra steps 0..3 with 3 power");
    play(&s, MV(TD_M_MOVE, 0, 2));
    cr_assert_eq(s.loc[0], (4 + 3) % 6, "clockwise around the ring");
    cr_assert_eq(s.power[0], 1);
}

Test(td, scheme_bolster_shuffles_a_hidden_card_into_a_chosen_keep)
{
    td_state_t s = blank(2);
    s.loc[0] = 3;
    int c = put(&s, "Holy Relic", TD_Z_HAND + 0);
    put(&s, "Ruby", TD_Z_HAND + 0);
    s.known[1] |= s.z[TD_Z_HAND]; /* even if seat 1 knew the hand */
    td_start_turn(&s, 0, &R);
    play(&s, MV(TD_M_MOVE, 0, 0));
    cr_assert(!has(&s, MV(TD_M_OFFENSE, c, 0)) && !has(&s, MV(TD_M_POWER, c, 0)),
              "a defense-only card has no offense or power action");
    play(&s, MV(TD_M_BOLSTER, c, 0));
    cr_assert_eq(s.phase, TD_PH_BOLSTER, "then the keep is chosen");
    cr_assert_eq(g->to_move(&s), 0);
    move_t mv[TD_MAX_MOVES];
    cr_assert_eq(nmoves(&s, mv), 6, "any of the six standing keeps");
    cr_assert_eq(s.known[1] & BIT(c), 0, "the card is not revealed");
    play(&s, MV(TD_M_KEEP, 0, 5));
    cr_assert(s.z[TD_Z_KEEP + 5] & BIT(c));
    cr_assert_eq(s.known[1] & BIT(c), 0, "not revealed");
    cr_assert_neq(s.phase, TD_PH_SCHEME, "bolster never chains");
}

Test(td, scheme_draw_action_draws_from_the_hoard_pile)
{
    td_state_t s = blank(2);
    s.loc[0] = 3;
    put(&s, "Ruby", TD_Z_HQ + 0);
    put(&s, "Sapphire", TD_Z_HQ + 0);
    put(&s, "Silver Chalice", TD_Z_HQ + 0);
    td_start_turn(&s, 0, &R);
    play(&s, MV(TD_M_DRAW, 0, 0));
    play(&s, MV(TD_M_MOVE, 0, 0));
    cr_assert_eq(popc(s.z[TD_Z_HAND]), 1);
    play(&s, MV(TD_M_DRAW, 0, 1));
    cr_assert_eq(popc(s.z[TD_Z_HAND]), 2);
    cr_assert_eq(popc(td_hoard(&s, 0)), 1);
    cr_assert_neq(s.phase, TD_PH_SCHEME, "a draw never chains");
}

Test(td, turns_go_clockwise_from_the_first_seat_and_a_round_ends_there)
{
    td_state_t s = blank(3);
    s.first = 1;
    s.keep_owner[5] = 0; /* seats end their turns at the destroyed keep 6: no raid */
    put(&s, "Ruby", TD_Z_KEEP + 0); /* treasure left: no endgame */
    int order[4];
    for (int i = 0; i < 4; i++) {
        int p = i == 0 ? 1 : s.act;
        order[i] = p;
        for (int q = 0; q < 3; q++)
            s.loc[q] = 1; /* nobody to duel at keep 6 */
        s.loc[p] = 4;
        if (i == 0)
            td_start_turn(&s, p, &R);
        cr_assert_eq(s.act, p);
        play(&s, MV(TD_M_MOVE, 0, 0));
        if (i == 2)
            cr_assert_eq(s.rounds, 2, "back at the first seat: a new round");
    }
    cr_assert(order[0] == 1 && order[1] == 2 && order[2] == 0 && order[3] == 1,
              "seats 2, 3, 1, 2: clockwise");
}

Test(td, the_master_deck_is_drawn_from_the_top_and_discards_go_under_it)
{
    td_state_t s = blank(2);
    put(&s, "Silver Chalice", TD_Z_KEEP + 5); /* treasure left: no endgame */
    int a = td_card_id("Ruby", 0), b = td_card_id("Sapphire", 0), c = td_card_id("Gold Crown", 0);
    s.z[TD_Z_HQ + 1] |= s.z[TD_Z_MSET] & ~(BIT(a) | BIT(b) | BIT(c)); /* out of the way */
    s.z[TD_Z_MSET] = BIT(c);
    s.z[TD_Z_MQ] = BIT(a) | BIT(b); /* a went under first, then b */
    s.stamp[a] = 1, s.stamp[b] = 2, s.next_stamp = 3;
    s.hero_loc[TD_CRUSADER] = 2;
    turn_towards(&s, 0, 2);
    play_roll(&s, MV(TD_M_MOVE, 0, 0), 6);
    cr_assert_eq(s.z[TD_Z_HAND], BIT(c), "the dealt deck first");
    s.z[TD_Z_HAND] = 0; /* out of the way: no SCHEME choice next turn */
    s.z[TD_Z_HQ + 1] |= BIT(c);
    s.hero_loc[TD_CRUSADER] = 2;
    turn_towards(&s, 0, 2);
    play_roll(&s, MV(TD_M_MOVE, 0, 0), 6);
    cr_assert(s.z[TD_Z_HAND] & BIT(a), "then the cards put under it, in order");
    cr_assert_eq(s.z[TD_Z_MQ], BIT(b));
}

Test(td, played_cards_go_under_the_hoard_pile_at_the_end_of_the_turn)
{
    td_state_t s = blank(2);
    s.loc[0] = 3;
    int old = put(&s, "Sapphire", TD_Z_HQ + 0);
    put(&s, "Silver Chalice", TD_Z_HQ + 0);
    td_start_turn(&s, 0, &R);
    play(&s, MV(TD_M_DRAW, 0, 0)); /* draws Sapphire */
    play(&s, MV(TD_M_MOVE, 0, 0));
    play(&s, MV(TD_M_POWER, old, 0));
    cr_assert(s.z[TD_Z_PLAYED] & BIT(old), "face up until the end of the turn");
    if (s.phase == TD_PH_RAID)
        play(&s, M0(TD_M_DONE));
    cr_assert_eq(s.act, 1);
    cr_assert(s.z[TD_Z_HQ] & BIT(old), "under the hoard pile");
    cr_assert_gt(s.stamp[old], s.stamp[td_card_id("Silver Chalice", 0)], "at the bottom");
}

Test(td, chain_symbol_allows_a_second_scheme_once_per_turn)
{
    td_state_t s = blank(2);
    s.loc[0] = 3;
    int ruby = put(&s, "Ruby", TD_Z_HAND + 0);
    int ruby2 = put(&s, "Ruby", TD_Z_HAND + 0);
    put(&s, "Sapphire", TD_Z_HAND + 0);
    td_start_turn(&s, 0, &R);
    play(&s, MV(TD_M_MOVE, 0, 0));
    cr_assert(!has(&s, M0(TD_M_DONE)), "the first scheme action is not optional");
    play(&s, MV(TD_M_POWER, ruby, 0));
    cr_assert_eq(s.phase, TD_PH_SCHEME);
    cr_assert(has(&s, M0(TD_M_DONE)), "the second is optional");
    play(&s, MV(TD_M_POWER, ruby2, 0));
    cr_assert_neq(s.phase, TD_PH_SCHEME, "no third action");
    cr_assert_eq(s.power[0], 5);
}

Test(td, a_card_without_chain_ends_the_scheme)
{
    td_state_t s = blank(2);
    s.loc[0] = 3;
    int sap = put(&s, "Sapphire", TD_Z_HAND + 0);
    put(&s, "Ruby", TD_Z_HAND + 0);
    td_start_turn(&s, 0, &R);
    play(&s, MV(TD_M_MOVE, 0, 0));
    play(&s, MV(TD_M_POWER, sap, 0));
    cr_assert_neq(s.phase, TD_PH_SCHEME);
}

/* ============================ heroes ============================ */

Test(td, heroes_at_the_location_must_be_fought_in_the_order_chosen)
{
    td_state_t s = blank(2);
    s.hero_loc[TD_KNIGHT] = 2;
    s.hero_loc[TD_WIZARD] = 2;
    turn_towards(&s, 0, 2);
    play(&s, MV(TD_M_MOVE, 0, 0));
    cr_assert_eq(s.phase, TD_PH_ENGAGE);
    move_t mv[TD_MAX_MOVES];
    cr_assert_eq(nmoves(&s, mv), 2, "one choice per hero, no way to skip");
    play_roll(&s, MV(TD_M_ENGAGE, 0, TD_WIZARD), 6);
    cr_assert_eq(s.hero_loc[TD_WIZARD], TD_CASTLE, "a beaten hero returns to the Castle");
    cr_assert_eq(s.fight, TD_F_KNIGHT, "then the other hero must be fought");
}

Test(td, beating_a_hero_draws_a_master_deck_card)
{
    td_state_t s = blank(2);
    s.hero_loc[TD_CRUSADER] = 2;
    uint64_t deck = s.z[TD_Z_MSET];
    turn_towards(&s, 0, 2);
    play_roll(&s, MV(TD_M_MOVE, 0, 0), 4);
    cr_assert_eq(s.hero_loc[TD_CRUSADER], TD_CASTLE, "4 beats 3");
    cr_assert_eq(popc(s.z[TD_Z_HAND]) + popc(s.z[TD_Z_MSET]), popc(deck));
    cr_assert_eq(popc(s.z[TD_Z_HAND]), 1);
}

Test(td, a_roll_equal_to_the_target_does_not_beat_it)
{
    td_state_t s = blank(2);
    s.hero_loc[TD_KNIGHT] = 2;
    s.power[0] = 1;
    turn_towards(&s, 0, 2);
    play_roll(&s, MV(TD_M_MOVE, 0, 0), 3);
    cr_assert_eq(s.phase, TD_PH_BOOST);
    play(&s, MV(TD_M_BOOST, 0, 0));
    cr_assert_eq(s.hero_loc[TD_KNIGHT], 2, "the Knight won and stays");
}

Test(td, knight_adds_one_per_fortified_keep_and_his_win_costs_two_power)
{
    td_state_t s = blank(2);
    s.hero_loc[TD_KNIGHT] = 2;
    s.fort[0] = s.fort[4] = -1;
    s.fort[5] = 1; /* destroyed fortifications do not count */
    put(&s, "Ruby", TD_Z_KEEP + 2);
    turn_towards(&s, 0, 2);
    play_roll(&s, MV(TD_M_MOVE, 0, 0), 1);
    cr_assert_eq(s.target, 5);
    cr_assert_eq(s.power[0], 1, "3 - 2");
    cr_assert_eq(s.act, 1, "a hero still here: no raid, the turn is over");
    cr_assert_eq(popc(s.z[TD_Z_KEEP + 2]), 1);
}

Test(td, wizard_adds_one_per_hand_card_and_his_win_discards_a_random_card_to_the_master_bottom)
{
    td_state_t s = blank(2);
    s.hero_loc[TD_WIZARD] = 2;
    put(&s, "Gold Crown", TD_Z_HAND);
    put(&s, "Ruby", TD_Z_HAND);
    int sap = put(&s, "Sapphire", TD_Z_HAND);
    turn_towards(&s, 0, 2);
    play(&s, MV(TD_M_MOVE, 0, 0));
    play(&s, MV(TD_M_BOLSTER, sap, 0));
    play_roll(&s, MV(TD_M_KEEP, 0, 0), 1);
    cr_assert_eq(s.target, 5, "3 + two cards in hand");
    cr_assert_eq(popc(s.z[TD_Z_HAND]), 1);
    cr_assert_eq(popc(s.z[TD_Z_MQ]), 1, "the card goes under the master deck");
    cr_assert_eq(s.known[1] & s.z[TD_Z_MQ], 0, "others do not see which");
    cr_assert_eq(s.power[0], 3, "the Wizard costs no power");
}

Test(td, crusader_adds_two_per_destroyed_keep_and_his_win_ends_the_turn_and_the_next)
{
    td_state_t s = blank(2);
    s.hero_loc[TD_CRUSADER] = 2;
    s.keep_owner[4] = 1;
    s.power[0] = 1;
    turn_towards(&s, 0, 2);
    play_roll(&s, MV(TD_M_MOVE, 0, 0), 2);
    cr_assert_eq(s.target, 5);
    cr_assert_eq(s.act, 1, "the turn is over at once");
    cr_assert_eq(s.missed[0], 1, "pawn on its side");
    cr_assert_eq(s.power[0], 1);
    /* seat 1's turn ends; seat 0's next turn is missed */
    s.loc[1] = 4;
    td_start_turn(&s, 0, &R);
    cr_assert_eq(s.act, 1, "seat 0 missed its turn");
    cr_assert_eq(s.missed[0], 0);
}

Test(td, slay_symbol_puts_the_next_beaten_hero_in_the_hoard)
{
    td_state_t s = blank(2);
    s.hero_loc[TD_KNIGHT] = 2;
    int c = put(&s, "Hero's Bane", TD_Z_HAND);
    turn_towards(&s, 0, 2);
    play(&s, MV(TD_M_MOVE, 0, 0));
    play_roll(&s, MV(TD_M_OFFENSE, c, 0), 6);
    cr_assert_eq(s.hero_loc[TD_KNIGHT], TD_SLAIN);
    cr_assert_eq(s.hero_owner[TD_KNIGHT], 0);
    cr_assert_eq(td_score(&s, 0), 4, "a hero is worth 4");
    play(&s, M0(TD_M_DONE));
    cr_assert_eq(td_score(&s, 0), 5, "and the played card, now under the hoard pile, 1");
}

/* ============================ duels ============================ */

Test(td, duels_are_optional_and_the_challenged_dragon_may_pay_one_power_to_flee)
{
    td_state_t s = blank(3);
    s.loc[1] = 2, s.loc[2] = 2;
    turn_towards(&s, 0, 2);
    play(&s, MV(TD_M_MOVE, 0, 0));
    cr_assert_eq(s.phase, TD_PH_DUEL);
    cr_assert(has(&s, MV(TD_M_DUEL, 0, 1)) && has(&s, MV(TD_M_DUEL, 0, 2)) &&
              has(&s, M0(TD_M_DONE)));
    play(&s, MV(TD_M_DUEL, 0, 2));
    cr_assert_eq(g->to_move(&s), 2);
    play(&s, M0(TD_M_FLEE));
    cr_assert_eq(s.loc[2], 3, "to the next keep");
    cr_assert_eq(s.power[2], 2);
    cr_assert_eq(s.phase, TD_PH_DUEL);
    cr_assert(!has(&s, MV(TD_M_DUEL, 0, 2)) && has(&s, MV(TD_M_DUEL, 0, 1)));
    play(&s, M0(TD_M_DONE));
    cr_assert_eq(s.phase, TD_PH_RAID);
}

Test(td, duel_stakes_rolls_and_bids_from_the_defender_and_the_winner_takes_both_cards)
{
    td_state_t s = blank(2);
    s.loc[1] = 2;
    int crown = put(&s, "Gold Crown", TD_Z_HAND + 0);
    int ruby = put(&s, "Ruby", TD_Z_HAND + 1);
    turn_towards(&s, 0, 2);
    play(&s, MV(TD_M_MOVE, 0, 0));
    play(&s, MV(TD_M_POWER, crown, 0)); /* 5 power */
    play(&s, MV(TD_M_DUEL, 0, 1));
    cr_assert_eq(s.phase, TD_PH_FLEE);
    /* seat 0 has no card left (Crown played): nothing to lose; seat 1's only card is
     * staked (a single choice is played at once) */
    play_duel_roll(&s, M0(TD_M_ACCEPT), 4, 3);
    cr_assert_eq(s.phase, TD_PH_BID);
    cr_assert_eq(g->to_move(&s), 1, "the defender bids first");
    cr_assert(has(&s, MV(TD_M_BID, 0, 1)) && has(&s, MV(TD_M_BID, 0, 3)) &&
              has(&s, MV(TD_M_BID, 0, 0)));
    play(&s, MV(TD_M_BID, 0, 3));
    cr_assert_eq(s.total[1], 6);
    cr_assert_eq(g->to_move(&s), 0, "then the challenger");
    cr_assert(!has(&s, MV(TD_M_BID, 0, 1)), "a bid that leaves it behind is never worth it");
    cr_assert(has(&s, MV(TD_M_BID, 0, 2)) && has(&s, MV(TD_M_BID, 0, 5)));
    play(&s, MV(TD_M_BID, 0, 3));
    cr_assert_eq(s.total[0], 7);
    cr_assert_eq(s.phase, TD_PH_PUSH, "the defender has no power left: it stops, 7 beats 6");
    cr_assert_eq(g->to_move(&s), 0);
    cr_assert(s.z[TD_Z_HAND + 0] & BIT(ruby), "the winner takes the stakes into its hand");
    cr_assert(s.known[1] & BIT(ruby), "the loser knows where its card went");
    play(&s, MV(TD_M_PUSH, 0, 1));
    cr_assert_eq(s.loc[1], 3, "the loser is pushed one keep clockwise");
}

Test(td, duel_winner_may_leave_the_loser_where_it_is)
{
    td_state_t s = blank(2);
    s.loc[1] = 2;
    turn_towards(&s, 0, 2);
    play(&s, MV(TD_M_MOVE, 0, 0));
    play(&s, MV(TD_M_DUEL, 0, 1));
    play_duel_roll(&s, M0(TD_M_ACCEPT), 6, 1);
    cr_assert_eq(s.phase, TD_PH_PUSH);
    cr_assert_eq(g->to_move(&s), 0, "the challenger won");
    play(&s, MV(TD_M_PUSH, 0, 0));
    cr_assert_eq(s.loc[1], 2, "not pushed");
    cr_assert_eq(s.loc[0], 2);
}

Test(td, duel_tie_changes_nothing)
{
    td_state_t s = blank(2);
    s.loc[1] = 2;
    s.power[0] = 1;
    s.power[1] = 0;
    int sap = put(&s, "Sapphire", TD_Z_HAND + 0);
    int x = put(&s, "Silver Chalice", TD_Z_HAND + 0);
    put(&s, "Spiked Pit", TD_Z_HAND + 0);
    int ruby = put(&s, "Ruby", TD_Z_HAND + 1);
    turn_towards(&s, 0, 2);
    play(&s, MV(TD_M_MOVE, 0, 0));
    play(&s, MV(TD_M_POWER, x, 0)); /* 1 + 1 = 2 power */
    play(&s, MV(TD_M_DUEL, 0, 1));   /* no power to flee */
    cr_assert_eq(s.phase, TD_PH_STAKE);
    /* the defender's only card is staked at once; it has 0 power and is tied: it can
     * only stop */
    play_duel_roll(&s, MV(TD_M_STAKE, sap, 0), 3, 3);
    cr_assert_eq(s.known[1] & BIT(sap), 0, "stakes are face down");
    cr_assert_eq(s.phase, TD_PH_RAID, "a tie: no push, the duel is over");
    cr_assert(s.z[TD_Z_HAND + 0] & BIT(sap));
    cr_assert(s.z[TD_Z_HAND + 1] & BIT(ruby));
    cr_assert_eq(s.loc[1], 2);
}

/* The literal reading (duel_reply=false): the defender decides first, and a stop ends
 * the bidding, so a defender ahead stops at once and the challenger cannot answer. */
Test(td, duel_reply_off_a_defender_ahead_stops_at_once_and_may_push_the_challenger_away)
{
    td_rules_t r = defaults();
    set_rule(&r, "duel_reply", "false");
    td_state_t s = blank_with(2, &r);
    s.loc[1] = 2;
    put(&s, "Ruby", TD_Z_KEEP + 2);
    put(&s, "Ruby", TD_Z_KEEP + 3);
    turn_towards(&s, 0, 2);
    play(&s, MV(TD_M_MOVE, 0, 0));
    play(&s, MV(TD_M_DUEL, 0, 1));
    play_duel_roll(&s, M0(TD_M_ACCEPT), 2, 5);
    cr_assert_eq(s.phase, TD_PH_PUSH, "defender ahead: it stops, the challenger cannot answer");
    cr_assert_eq(s.power[0], 3, "the challenger's 3 power would have tied");
    cr_assert_eq(g->to_move(&s), 1);
    play(&s, MV(TD_M_PUSH, 0, 1));
    cr_assert_eq(s.loc[0], 3);
    cr_assert_eq(s.phase, TD_PH_RAID, "pushed: it raids where it lands");
    play(&s, M0(TD_M_LOOT));
    cr_assert_eq(s.z[TD_Z_KEEP + 3], 0);
}

/* The default reading (duel_reply): "Either player may add 1 to their roll": a dragon
 * ahead has nothing to decide and cannot end the bidding; the one behind answers (the
 * defender first when it is behind or tied), until the one to answer stops or cannot
 * pay enough. */
Test(td, duel_the_dragon_behind_may_always_answer)
{
    td_state_t s = blank(2);
    s.loc[1] = 2;
    turn_towards(&s, 0, 2);
    play(&s, MV(TD_M_MOVE, 0, 0));
    play(&s, MV(TD_M_DUEL, 0, 1));
    play_duel_roll(&s, M0(TD_M_ACCEPT), 2, 5);
    td_state_t stop = s;
    cr_assert_eq(s.phase, TD_PH_BID, "the defender is ahead, but the challenger may answer");
    cr_assert_eq(g->to_move(&s), 0);
    cr_assert(has(&s, MV(TD_M_BID, 0, 3)) && !has(&s, MV(TD_M_BID, 0, 2)),
              "a bid that leaves it behind is not offered");
    play(&s, MV(TD_M_BID, 0, 3));
    cr_assert_eq(g->to_move(&s), 1, "tied: the defender bids or stops");
    play(&s, MV(TD_M_BID, 0, 1));
    cr_assert_eq(s.phase, TD_PH_PUSH, "6 to 5, and the challenger has no power left to answer");
    cr_assert_eq(g->to_move(&s), 1, "the defender won");
    /* the dragon behind may give up */
    play(&stop, MV(TD_M_BID, 0, 0));
    cr_assert_eq(stop.phase, TD_PH_PUSH);
    cr_assert_eq(g->to_move(&stop), 1);
    cr_assert_eq(stop.power[0], 3);
}

/* A challenger pushed away stays in its duel step at the keep it lands on: it may
 * challenge a dragon there (a hero there is not fought, but stops the raid).
 * pushed_duels=false: its combat ends where it lands. */
Test(td, a_pushed_challenger_may_duel_the_dragons_where_it_lands)
{
    for (int rule = 1; rule >= 0; rule--) {
        td_rules_t r = defaults();
        set_rule(&r, "pushed_duels", rule ? "true" : "false");
        set_rule(&r, "duel_reply", "false");
        td_state_t s = blank_with(3, &r);
        s.loc[1] = 2;
        s.loc[2] = 3;
        put(&s, "Ruby", TD_Z_KEEP + 3);
        turn_towards(&s, 0, 2);
        play(&s, MV(TD_M_MOVE, 0, 0));
        cr_assert(!has(&s, MV(TD_M_DUEL, 0, 2)), "seat 3 is at another keep");
        play(&s, MV(TD_M_DUEL, 0, 1));
        play_duel_roll(&s, M0(TD_M_ACCEPT), 2, 5);
        cr_assert_eq(s.phase, TD_PH_PUSH);
        td_state_t hero = s;
        play(&s, MV(TD_M_PUSH, 0, 1));
        cr_assert_eq(s.loc[0], 3, "pushed one keep clockwise");
        if (rule) {
            cr_assert_eq(s.phase, TD_PH_DUEL, "its duel step goes on where it lands");
            cr_assert(has(&s, MV(TD_M_DUEL, 0, 2)) && !has(&s, MV(TD_M_DUEL, 0, 1)),
                      "the dragon there may be challenged, the one left behind not");
            play(&s, M0(TD_M_DONE));
        }
        cr_assert_eq(s.phase, TD_PH_RAID, "then it raids where it lands");
        /* a hero where it lands: not fought (the hero step is over), no raid */
        hero.hero_loc[TD_WIZARD] = 3;
        hero.loc[2] = 0;
        play(&hero, MV(TD_M_PUSH, 0, 1));
        cr_assert_eq(hero.hero_loc[TD_WIZARD], 3);
        cr_assert_eq(hero.act, 1, "no fight, no raid: the turn is over");
    }
}

/* ============================ raid ============================ */

Test(td, loot_reveals_the_top_card_resolves_its_defense_and_puts_it_under_the_hoard)
{
    td_state_t s = blank(2);
    int pit = put(&s, "Spiked Pit", TD_Z_KEEP + 2);
    turn_towards(&s, 0, 2);
    play(&s, MV(TD_M_MOVE, 0, 0));
    cr_assert_eq(s.phase, TD_PH_RAID);
    cr_assert(!has(&s, M0(TD_M_ASSAULT)), "no assault while the keep has cards");
    play(&s, M0(TD_M_LOOT));
    cr_assert_eq(s.power[0], 2, "trap: -1 power");
    cr_assert(s.z[TD_Z_HQ] & BIT(pit));
    cr_assert(s.known[1] & BIT(pit), "the looted card was revealed");
    cr_assert(has(&s, M0(TD_M_ASSAULT)) && !has(&s, M0(TD_M_LOOT)),
              "loot once; the keep is now empty: it may be assaulted");
    cr_assert_eq(td_score(&s, 0), -1, "a defense-only card scores -1");
}

Test(td, no_raid_while_a_hero_is_at_the_location)
{
    td_state_t s = blank(2);
    put(&s, "Ruby", TD_Z_KEEP + 2);
    s.hero_loc[TD_KNIGHT] = 2;
    s.power[0] = 1;
    turn_towards(&s, 0, 2);
    play_roll(&s, MV(TD_M_MOVE, 0, 0), 2);
    cr_assert_eq(s.act, 1);
    cr_assert_eq(popc(s.z[TD_Z_KEEP + 2]), 1);
}

Test(td, assault_beats_the_fortification_first_then_the_keep_and_takes_both)
{
    td_state_t s = blank(2);
    s.fort[2] = -1;
    s.power[0] = 0;
    turn_towards(&s, 0, 2);
    play(&s, M0(TD_M_PLAY_ON));
    cr_assert_eq(s.phase, TD_PH_RAID);
    /* fortification: 3 beats 2; keep: 5 beats 4 */
    for (uint64_t k = 0;; k++) {
        cr_assert_lt(k, 50000u);
        td_state_t t = s;
        rng_t r;
        rng_seed(&r, k, 5);
        g->apply(&t, M0(TD_M_ASSAULT), &r);
        if (t.keep_owner[2] == 0) {
            s = t;
            break;
        }
    }
    cr_assert_eq(s.fort[2], 0, "fortification in the hoard");
    cr_assert_geq(s.ruin[2], 0, "a Ruins card is placed on the destroyed keep");
    cr_assert_eq(td_score(&s, 0), 4 + 2);
    cr_assert_eq(s.act, 1);
}

Test(td, dragons_at_the_location_may_raise_a_keep_target)
{
    td_state_t s = blank(2);
    s.loc[1] = 2;
    turn_towards(&s, 0, 2);
    play(&s, MV(TD_M_MOVE, 0, 0));
    play(&s, M0(TD_M_DONE)); /* no duel */
    play(&s, M0(TD_M_ASSAULT));
    cr_assert_eq(s.phase, TD_PH_RAISE);
    cr_assert_eq(s.fight, TD_F_KEEP);
    play_roll(&s, MV(TD_M_RAISE, 0, 3), 6);
    cr_assert_eq(s.target, 7);
    cr_assert_eq(s.phase, TD_PH_BOOST, "6 does not beat 7; 2 power does it");
    play(&s, MV(TD_M_BOOST, 0, 2));
    cr_assert_eq(s.keep_owner[2], 0);
}

Test(td, fortification_target_is_two)
{
    td_state_t s = blank(2);
    s.fort[2] = -1;
    turn_towards(&s, 0, 2);
    play(&s, MV(TD_M_MOVE, 0, 0));
    play_roll(&s, M0(TD_M_ASSAULT), 2);
    cr_assert_eq(s.fight, TD_F_FORT);
    cr_assert_eq(s.phase, TD_PH_BOOST, "2 does not beat 2");
    play(&s, MV(TD_M_BOOST, 0, 1));
    cr_assert_eq(s.fort[2], 0);
}

Test(td, failing_the_fortification_fails_the_assault)
{
    td_state_t s = blank(2);
    s.fort[2] = -1;
    s.power[0] = 0;
    turn_towards(&s, 0, 2);
    play(&s, M0(TD_M_PLAY_ON)); /* no hand, no power: straight to the raid */
    cr_assert_eq(s.phase, TD_PH_RAID);
    put(&s, "Sapphire", TD_Z_HAND);
    play_roll(&s, M0(TD_M_ASSAULT), 2);
    cr_assert_eq(s.fort[2], -1, "2 does not beat 2: the fortification stands");
    cr_assert_eq(s.keep_owner[2], -1, "no keep roll");
    cr_assert_eq(popc(s.z[TD_Z_KEEP + 2]), 1, "a random hand card into the pile");
    cr_assert_eq(s.hero_loc[TD_KNIGHT], 2, "the Knight comes");
    cr_assert_eq(s.act, 1);
}

Test(td, failed_assault_shuffles_a_random_hand_card_into_the_pile_and_brings_the_knight)
{
    td_state_t s = blank(2);
    s.power[0] = 1;
    int ruby = put(&s, "Ruby", TD_Z_HAND);
    put(&s, "Ruby", TD_Z_HAND);
    turn_towards(&s, 0, 2);
    play(&s, MV(TD_M_MOVE, 0, 0));
    bolster(&s, ruby, 5);
    play_roll(&s, M0(TD_M_ASSAULT), 1);
    cr_assert_eq(popc(s.z[TD_Z_KEEP + 2]), 1, "the card goes into the keep's pile");
    cr_assert_eq(s.z[TD_Z_HAND], 0);
    cr_assert_eq(s.hero_loc[TD_KNIGHT], 2, "the Knight comes");
    cr_assert_eq(s.keep_owner[2], -1);
    cr_assert_eq(s.act, 1);
}

Test(td, a_slain_knight_does_not_come_after_a_failed_assault)
{
    td_state_t s = blank(2);
    s.power[0] = 1;
    s.hero_loc[TD_KNIGHT] = TD_SLAIN;
    s.hero_owner[TD_KNIGHT] = 1;
    turn_towards(&s, 0, 2);
    play(&s, MV(TD_M_MOVE, 0, 0));
    cr_assert_eq(s.phase, TD_PH_RAID);
    play_roll(&s, M0(TD_M_ASSAULT), 1);
    cr_assert_eq(s.hero_loc[TD_KNIGHT], TD_SLAIN);
}

Test(td, destroyed_keeps_take_no_new_cards_or_heroes_but_remain_locations)
{
    td_state_t s = blank(2);
    s.keep_owner[2] = 1;
    int c = put(&s, "Summoning Horn", TD_Z_HAND);
    turn_towards(&s, 0, 2);
    play(&s, MV(TD_M_MOVE, 0, 0));
    cr_assert_eq(s.loc[0], 2, "a destroyed keep is still a location");
    td_state_t t = s;
    play(&t, MV(TD_M_BOLSTER, c, 0));
    cr_assert(!has(&t, MV(TD_M_KEEP, 0, 2)) && has(&t, MV(TD_M_KEEP, 0, 3)));
    cr_assert(!has(&s, MV(TD_M_OFFENSE, c, TD_KNIGHT * 8 + 2)) &&
              has(&s, MV(TD_M_OFFENSE, c, TD_KNIGHT * 8 + 3)));
}

/* ============================ endgame and scoring ============================ */

/* End seat p's turn at a keep that is destroyed (no raid). */
static void quiet_turn(td_state_t *s, int p)
{
    s->keep_owner[5] = s->keep_owner[5] < 0 ? 1 : s->keep_owner[5];
    s->loc[p] = 4;
    td_start_turn(s, p, &R);
    if (s->phase == TD_PH_MOVE)
        play(s, MV(TD_M_MOVE, 0, 0));
}

Test(td, three_destroyed_keeps_start_a_final_round_that_costs_three_power)
{
    td_state_t s = blank(3);
    put(&s, "Ruby", TD_Z_KEEP + 2); /* treasure left: only the keeps can end the game */
    s.keep_owner[0] = 1;
    td_state_t two = s;
    quiet_turn(&two, 0); /* keep 6 destroyed now: two */
    cr_assert_eq(two.endgame, 0, "two destroyed keeps do not start the final round");
    cr_assert_eq(two.phase, TD_PH_MOVE, "seat 2 plays an ordinary turn");
    s.keep_owner[1] = 2;
    s.power[2] = 2;
    quiet_turn(&s, 0); /* keep 6 destroyed now: three */
    cr_assert_eq(s.endgame, 1);
    cr_assert_eq(s.act, 1);
    cr_assert_eq(s.phase, TD_PH_FINAL, "pay before the turn begins");
    play(&s, M0(TD_M_PAY));
    cr_assert_eq(s.power[1], 0);
    cr_assert_eq(s.loc[1], 1, "seat 1 played its turn (no choices left without power)");
    cr_assert_eq(s.act, 0, "seat 2 cannot pay 3 with 2 power: its final turn is lost");
    cr_assert_eq(s.phase, TD_PH_FINAL);
    play(&s, M0(TD_M_PASS));
    cr_assert_eq(g->to_move(&s), -1, "once around the table, then scoring");
    outcome_t o;
    g->outcome(&s, &o);
    cr_assert_eq(o.capped, 0);
    cr_assert_eq(o.turns, 4);
}

/* "it will cost you three points of power, paid before your turn begins to be granted
 * that one final turn": a dragon that can pay may keep its power and give the turn
 * up. endgame_optional=false: it must pay and play. */
Test(td, paying_for_the_final_turn_is_a_choice)
{
    for (int optional = 1; optional >= 0; optional--) {
        td_rules_t r = defaults();
        set_rule(&r, "endgame_optional", optional ? "true" : "false");
        td_state_t s = blank_with(2, &r);
        put(&s, "Ruby", TD_Z_KEEP + 2);
        s.endgame = 1;
        s.final_left = 2;
        s.power[0] = 5;
        s.loc[0] = 3;
        td_state_t t = s;
        td_start_turn(&s, 0, &R);
        if (optional) {
            cr_assert_eq(s.phase, TD_PH_FINAL);
            cr_assert(has(&s, M0(TD_M_PAY)) && has(&s, M0(TD_M_PASS)));
            play(&s, M0(TD_M_PASS));
            cr_assert_eq(s.power[0], 5, "given up: the power is kept");
            cr_assert_eq(s.act, 1, "and the turn is lost");
            td_start_turn(&t, 0, &R);
            play(&t, M0(TD_M_PAY));
        } else {
            t = s; /* no decision: paid at once */
        }
        cr_assert_eq(t.power[0], 2, "paid 3 before the turn");
        cr_assert_eq(t.act, 0);
        cr_assert_eq(t.phase, TD_PH_MOVE, "and the turn is played");
    }
}

Test(td, three_slain_heroes_start_the_final_round)
{
    td_state_t s = blank(2);
    for (int h = 0; h < 3; h++) {
        s.hero_loc[h] = TD_SLAIN;
        s.hero_owner[h] = 1;
    }
    put(&s, "Ruby", TD_Z_KEEP + 0);
    quiet_turn(&s, 0);
    cr_assert_eq(s.endgame, 1);
    s = blank(2);
    s.hero_loc[0] = s.hero_loc[1] = TD_SLAIN;
    put(&s, "Ruby", TD_Z_KEEP + 0);
    quiet_turn(&s, 0);
    cr_assert_eq(s.endgame, 0);
}

Test(td, no_treasure_left_in_any_keep_starts_the_final_round)
{
    td_state_t s = blank(2);
    quiet_turn(&s, 0);
    cr_assert_eq(s.endgame, 1, "every pile is empty");
    td_rules_t r = defaults();
    set_rule(&r, "end_empty", "false");
    s = blank_with(2, &r);
    quiet_turn(&s, 0);
    cr_assert_eq(s.endgame, 0);
}

Test(td, scoring_counts_hoard_cards_keeps_heroes_fortifications_and_the_power_bonus)
{
    td_state_t s = blank(3);
    put(&s, "Ruby", TD_Z_HQ);
    put(&s, "Gold Crown", TD_Z_HQ);
    s.z[TD_Z_HSET] |= BIT(td_card_id("Sapphire", 0));
    s.z[TD_Z_MSET] &= ~BIT(td_card_id("Sapphire", 0));
    put(&s, "Alarm Bell", TD_Z_HQ);     /* defense only: -1 */
    put(&s, "Pile of Coins", TD_Z_HQ);  /* trap + power: a normal card */
    put(&s, "Treasure Map", TD_Z_HAND); /* hand cards do not score */
    s.keep_owner[3] = 0;
    s.hero_owner[TD_WIZARD] = 0;
    s.hero_loc[TD_WIZARD] = TD_SLAIN;
    s.fort[1] = 0;
    s.power[0] = 5, s.power[1] = 4, s.power[2] = 4;
    cr_assert_eq(td_score(&s, 0), 4 - 1 + 4 + 4 + 2 + 2);
    s.power[1] = 5;
    cr_assert_eq(td_score(&s, 0), 4 - 1 + 4 + 4 + 2, "tied for most power: no bonus");
    cr_assert_eq(td_score(&s, 1), 0);
}

Test(td, the_most_points_wins_and_a_tie_for_most_has_no_winner)
{
    td_state_t s = blank(3);
    s.phase = TD_PH_OVER;
    s.keep_owner[0] = 0;
    s.keep_owner[1] = 1;
    outcome_t o;
    g->outcome(&s, &o);
    cr_assert_eq(o.points[0], 4);
    cr_assert_eq(o.result[0], RESULT_DRAW, "tied leaders: nobody is Mightiest (a draw)");
    cr_assert_eq(o.result[1], RESULT_DRAW);
    cr_assert_eq(o.result[2], RESULT_LOSS);
    s.fort[1] = 1;
    g->outcome(&s, &o);
    cr_assert_eq(o.result[1], RESULT_WIN);
    cr_assert_eq(o.result[0], RESULT_LOSS);
}

Test(td, the_turn_cap_stops_the_game_as_capped)
{
    td_rules_t r = defaults();
    set_rule(&r, "turn_cap", "10");
    td_state_t s = blank_with(2, &r);
    put(&s, "Ruby", TD_Z_KEEP);
    s.turns = 10;
    td_start_turn(&s, 0, &R);
    cr_assert_eq(g->to_move(&s), -1);
    outcome_t o;
    g->outcome(&s, &o);
    cr_assert_eq(o.capped, 1);
}

/* ============================ symbols ============================ */

/* Seat 0 at keep 3 (loc 2), in its SCHEME phase with the named card in hand. */
static int scheme_with(td_state_t *s, const char *card)
{
    int c = put(s, card, TD_Z_HAND);
    put(s, "Stone Masons", TD_Z_HAND); /* keeps SCHEME a choice */
    turn_towards(s, 0, 2);
    play(s, MV(TD_M_MOVE, 0, 0));
    cr_assert_eq(s->phase, TD_PH_SCHEME);
    return c;
}

Test(td, offense_call_moves_a_hero_to_a_chosen_keep)
{
    td_state_t s = blank(2);
    s.hero_loc[TD_CRUSADER] = TD_SLAIN;
    int c = scheme_with(&s, "False Banner");
    move_t mv[TD_MAX_MOVES];
    int n = nmoves(&s, mv), calls = 0;
    for (int i = 0; i < n; i++)
        calls += TD_MT(mv[i]) == TD_M_OFFENSE;
    cr_assert_eq(calls, 2 * 6, "two heroes left, six keeps each");
    play(&s, MV(TD_M_OFFENSE, c, TD_WIZARD * 8 + 5));
    cr_assert_eq(s.hero_loc[TD_WIZARD], 5);
    cr_assert(s.z[TD_Z_PLAYED] & BIT(c) || s.z[TD_Z_HQ] & BIT(c));
}

Test(td, offense_steal_takes_a_random_card_from_a_dragon_here)
{
    td_state_t s = blank(3);
    s.loc[1] = 2;
    s.loc[2] = 4;
    int ruby = put(&s, "Ruby", TD_Z_HAND + 1);
    put(&s, "Ruby", TD_Z_HAND + 2);
    int c = scheme_with(&s, "Pickpocket's Glove");
    cr_assert(!has(&s, MV(TD_M_OFFENSE, c, 2)), "only dragons at your location");
    play(&s, MV(TD_M_OFFENSE, c, 1));
    cr_assert(s.z[TD_Z_HAND] & BIT(ruby));
    cr_assert_eq(s.z[TD_Z_HAND + 1], 0);
    cr_assert_eq(s.known[2] & BIT(ruby), 0, "a third dragon does not see it");
}

/* A symbol with no target leaves the card playable for nothing: it still chains and
 * goes under the hoard pile (1 VP). With a target the symbol must resolve. */
Test(td, an_offense_card_with_no_target_is_played_for_nothing)
{
    td_state_t s = blank(3);
    s.loc[1] = 2; /* a dragon here, but with no cards to steal */
    s.loc[2] = 4;
    put(&s, "Ruby", TD_Z_HAND + 2);
    put(&s, "Ruby", TD_Z_KEEP + 5); /* treasure left: no endgame */
    int c = scheme_with(&s, "Pickpocket's Glove");
    move_t none = MV(TD_M_OFFENSE, c, TD_NO_TARGET);
    for (int q = 0; q < 3; q++)
        cr_assert(!has(&s, MV(TD_M_OFFENSE, c, q)), "nobody here has a card to steal");
    cr_assert(has(&s, none), "the Glove may be played with no target");
    char text[128];
    g->describe_move(&s, none, text, sizeof text);
    cr_assert_str_eq(text, "offense Pickpocket's Glove: no target");
    uint64_t hands[3] = {s.z[TD_Z_HAND], s.z[TD_Z_HAND + 1], s.z[TD_Z_HAND + 2]};
    play(&s, none);
    cr_assert_eq(s.z[TD_Z_HAND], hands[0] & ~BIT(c), "nothing is stolen");
    cr_assert_eq(s.z[TD_Z_HAND + 1], hands[1]);
    cr_assert_eq(s.z[TD_Z_HAND + 2], hands[2]);
    cr_assert_eq(s.phase, TD_PH_SCHEME, "the Glove's chain symbol allows a second action");
    cr_assert_eq(s.scheme_step, 1);
    play(&s, M0(TD_M_DONE));
    cr_assert_eq(s.phase, TD_PH_DUEL);
    play(&s, M0(TD_M_DONE));
    if (s.phase == TD_PH_RAID)
        play(&s, M0(TD_M_DONE));
    cr_assert(td_hoard(&s, 0) & BIT(c), "the played card goes under the hoard pile");
    /* a target here: the steal must resolve, no empty play */
    td_state_t t = blank(3);
    t.loc[1] = 2;
    put(&t, "Ruby", TD_Z_HAND + 1);
    c = scheme_with(&t, "Pickpocket's Glove");
    cr_assert(has(&t, MV(TD_M_OFFENSE, c, 1)) && !has(&t, MV(TD_M_OFFENSE, c, TD_NO_TARGET)));
    /* call with every hero slain */
    t = blank(2);
    for (int h = 0; h < TD_HEROES; h++)
        t.hero_loc[h] = TD_SLAIN;
    c = scheme_with(&t, "False Banner");
    cr_assert(has(&t, MV(TD_M_OFFENSE, c, TD_NO_TARGET)), "no hero left to call");
    /* the rule off: no target, no offense */
    td_rules_t r = defaults();
    set_rule(&r, "no_target_offense", "false");
    t = blank_with(2, &r);
    c = scheme_with(&t, "Pickpocket's Glove");
    cr_assert(!has(&t, MV(TD_M_OFFENSE, c, TD_NO_TARGET)));
}

Test(td, offense_fly_moves_on_before_combat)
{
    td_state_t s = blank(2);
    s.hero_loc[TD_WIZARD] = 4;
    int c = scheme_with(&s, "Tailwind");
    cr_assert(has(&s, MV(TD_M_OFFENSE, c, 2)) && !has(&s, MV(TD_M_OFFENSE, c, 3)));
    play(&s, MV(TD_M_OFFENSE, c, 2));
    play_roll(&s, M0(TD_M_DONE), 6); /* Tailwind chains: decline the second action */
    cr_assert_eq(s.loc[0], 4);
    cr_assert_eq(s.hero_loc[TD_WIZARD], TD_CASTLE, "fought the Wizard where it landed");
}

Test(td, offense_siege_adds_two_to_assault_rolls)
{
    td_state_t s = blank(2);
    s.power[0] = 1;
    int c = scheme_with(&s, "Battering Horns");
    play(&s, MV(TD_M_OFFENSE, c, 0));
    play_roll(&s, M0(TD_M_ASSAULT), 3);
    cr_assert_eq(s.keep_owner[2], 0, "3 + 2 beats 4");
}

Test(td, offense_plunder_takes_the_top_card_without_its_defense)
{
    td_state_t s = blank(2);
    int pit = put(&s, "Spiked Pit", TD_Z_KEEP + 2);
    int c = scheme_with(&s, "Sly Tunnel");
    play(&s, MV(TD_M_OFFENSE, c, 0));
    cr_assert(s.z[TD_Z_HAND] & BIT(pit));
    cr_assert_eq(s.power[0], 3, "no trap");
    cr_assert_eq(s.known[1] & BIT(pit), 0);
}

Test(td, offense_seek_draws_from_the_master_deck)
{
    td_state_t s = blank(2);
    int c = scheme_with(&s, "Treasure Map");
    int before = popc(s.z[TD_Z_HAND]);
    play(&s, MV(TD_M_OFFENSE, c, 0));
    cr_assert_eq(popc(s.z[TD_Z_HAND]), before - 1 + 1);
    cr_assert_eq(popc(s.z[TD_Z_MSET]), td_tab.nbase - 2 - 1);
}

Test(td, offense_roar_pushes_the_other_dragons_here_clockwise)
{
    td_state_t s = blank(3);
    s.loc[1] = 2;
    s.loc[2] = 5;
    int c = scheme_with(&s, "Thunderous Roar");
    play(&s, MV(TD_M_OFFENSE, c, 0));
    cr_assert_eq(s.loc[1], 3);
    cr_assert_eq(s.loc[2], 5);
    cr_assert_eq(s.loc[0], 2);
}

Test(td, defense_fortify_fortifies_the_keep)
{
    td_state_t s = blank(2);
    put(&s, "Stone Masons", TD_Z_KEEP + 2);
    turn_towards(&s, 0, 2);
    play(&s, MV(TD_M_MOVE, 0, 0));
    play(&s, M0(TD_M_LOOT));
    cr_assert_eq(s.fort[2], -1);
    play_roll(&s, M0(TD_M_ASSAULT), 6);
    cr_assert_eq(s.fight, TD_F_KEEP, "the fortification came first");
}

Test(td, defense_hero_symbols_bring_that_hero_and_stop_the_raid)
{
    static const char *cards[3] = {"Holy Relic", "Warding Rune", "Alarm Bell"};
    for (int h = 0; h < 3; h++) {
        td_state_t s = blank(2);
        put(&s, cards[h], TD_Z_KEEP + 2);
        turn_towards(&s, 0, 2);
        play(&s, MV(TD_M_MOVE, 0, 0));
        play(&s, M0(TD_M_LOOT));
        cr_assert_eq(s.hero_loc[h], 2, "%s brings the %s", cards[h], td_hero_names[h]);
        cr_assert_eq(s.act, 1, "a hero is here: no assault");
    }
}

Test(td, defense_none_does_nothing)
{
    td_state_t s = blank(2);
    put(&s, "Ruby", TD_Z_KEEP + 2);
    turn_towards(&s, 0, 2);
    play(&s, MV(TD_M_MOVE, 0, 0));
    play(&s, M0(TD_M_LOOT));
    cr_assert_eq(s.power[0], 3);
    cr_assert_eq(s.phase, TD_PH_RAID);
    cr_assert_eq(td_score(&s, 0), 1, "one card; power tied, no bonus");
}

/* ============================ ruins ============================ */

static td_state_t ruins_at(int players, int keep, int effect)
{
    td_state_t s = blank(players);
    s.keep_owner[keep] = 1;
    s.ruin[keep] = (int8_t)ruin_index(effect);
    return s;
}

Test(td, ruins_lair_gives_power_on_ending_a_move_there)
{
    td_state_t s = ruins_at(2, 2, TD_RUIN_LAIR);
    turn_towards(&s, 0, 2);
    play(&s, MV(TD_M_MOVE, 0, 0));
    cr_assert_eq(s.power[0], 4);
}

Test(td, ruins_haunt_takes_power_on_ending_a_move_there)
{
    td_state_t s = ruins_at(2, 2, TD_RUIN_HAUNT);
    turn_towards(&s, 0, 2);
    play(&s, MV(TD_M_MOVE, 0, 0));
    cr_assert_eq(s.power[0], 2);
}

Test(td, ruins_vault_draws_a_card_on_ending_a_move_there)
{
    td_state_t s = ruins_at(2, 2, TD_RUIN_VAULT);
    turn_towards(&s, 0, 2);
    play(&s, MV(TD_M_MOVE, 0, 0));
    cr_assert_eq(popc(s.z[TD_Z_HAND]) + popc(s.z[TD_Z_PLAYED]) + popc(s.z[TD_Z_KEEP + 0]) +
                     popc(td_hoard(&s, 0)),
                 1);
}

Test(td, ruins_arena_adds_to_the_challengers_duel_roll)
{
    td_state_t s = ruins_at(2, 2, TD_RUIN_ARENA);
    s.loc[1] = 2;
    turn_towards(&s, 0, 2);
    play(&s, MV(TD_M_MOVE, 0, 0));
    play(&s, MV(TD_M_DUEL, 0, 1));
    play_duel_roll(&s, M0(TD_M_ACCEPT), 7, 1);
    cr_assert_eq(s.winner, 0);
}

Test(td, ruins_sanctuary_allows_no_duels)
{
    td_state_t s = ruins_at(2, 2, TD_RUIN_SANCTUARY);
    s.loc[1] = 2;
    turn_towards(&s, 0, 2);
    play(&s, MV(TD_M_MOVE, 0, 0));
    cr_assert_eq(s.act, 1, "no duel, no raid at a destroyed keep: the turn ends");
}

Test(td, ruins_leyline_gives_free_steps_to_a_move_starting_there)
{
    td_state_t s = ruins_at(2, 2, TD_RUIN_LEYLINE);
    s.loc[0] = 2;
    s.power[0] = 1;
    td_start_turn(&s, 0, &R);
    move_t mv[TD_MAX_MOVES];
    cr_assert_eq(nmoves(&s, mv), 4, "2 free + 1 bought");
    play(&s, MV(TD_M_MOVE, 0, 2));
    cr_assert_eq(s.power[0], 1, "free");
    cr_assert_eq(s.loc[0], 5);
}

/* ============================ the Black Dragon ============================ */

static td_rules_t black_rules(void)
{
    td_rules_t r = defaults();
    set_rule(&r, "black_dragon", "true");
    return r;
}

Test(td, black_dragon_variant_shuffles_rivalry_into_the_master_deck_and_rolls_a_keep)
{
    td_rules_t r = black_rules();
    td_state_t s;
    g->setup(&s, &r, 2, &R);
    cr_assert_neq(td_tab.black_mask, 0);
    cr_assert_eq(s.z[TD_Z_MSET] & td_tab.black_mask, td_tab.black_mask);
    cr_assert_lt(s.black_loc, TD_KEEPS);
}

Test(td, black_dragon_must_be_fought_and_blocks_the_raid_when_it_wins)
{
    td_rules_t r = black_rules();
    td_state_t s = blank_with(2, &r);
    s.black_loc = 2;
    s.power[0] = 1;
    put(&s, "Ruby", TD_Z_KEEP + 2);
    turn_towards(&s, 0, 2);
    play_roll(&s, MV(TD_M_MOVE, 0, 0), 2);
    cr_assert_eq(s.power[0], 0, "-1 power");
    cr_assert_eq(s.act, 1, "no raid");
    s = blank_with(2, &r);
    s.black_loc = 2;
    put(&s, "Ruby", TD_Z_KEEP + 2);
    turn_towards(&s, 0, 2);
    play_roll(&s, MV(TD_M_MOVE, 0, 0), 5);
    cr_assert_eq(s.black_loc, 3, "driven to the next keep");
    cr_assert_eq(popc(s.z[TD_Z_HAND]), 1, "a master card");
    cr_assert_eq(s.phase, TD_PH_RAID);
}

Test(td, black_dragon_flies_one_keep_on_at_the_end_of_each_round)
{
    td_rules_t r = black_rules();
    td_state_t s = blank_with(2, &r);
    s.black_loc = 5;
    s.keep_owner[0] = 1;
    s.loc[0] = 5; /* moves onto the destroyed keep 0 */
    put(&s, "Ruby", TD_Z_KEEP + 3);
    td_start_turn(&s, 1, &R); /* seat 1 is the last seat of the round */
    play(&s, MV(TD_M_MOVE, 0, 0));
    if (g->to_move(&s) == 1)
        play(&s, M0(TD_M_DONE));
    cr_assert_eq(s.act, 0);
    cr_assert_eq(s.black_loc, 0);
    cr_assert_eq(s.rounds, 2);
}

Test(td, rivalry_card_moves_the_black_dragon)
{
    td_rules_t r = black_rules();
    td_state_t s = blank_with(2, &r);
    s.black_loc = 0;
    int c = scheme_with(&s, "Rivalry");
    play(&s, MV(TD_M_OFFENSE, c, 4));
    cr_assert_eq(s.black_loc, 4);
}

/* ============================ hidden information ============================ */

Test(td, determinize_keeps_what_the_observer_knows_and_every_count)
{
    td_rules_t r = defaults();
    for (int seed = 0; seed < 300; seed++) {
        td_state_t s;
        rng_t rng, arng;
        rng_seed(&rng, (uint64_t)seed, 9);
        rng_seed(&arng, (uint64_t)seed, 10);
        g->setup(&s, &r, 3, &rng);
        move_t mv[TD_MAX_MOVES];
        for (int i = 0; i < 60 + seed && g->to_move(&s) >= 0; i++)
            g->apply(&s, mv[rng_below(&arng, (uint32_t)nmoves(&s, mv))], &rng);
        if (g->to_move(&s) < 0)
            continue;
        for (int o = 0; o < 3; o++) {
            td_state_t v = s;
            g->determinize(&v, o, &arng);
            for (int z = 0; z < TD_NZONES; z++) {
                cr_assert_eq(popc(v.z[z]), popc(s.z[z]), "zone %d count", z);
                cr_assert_eq(v.z[z] & s.known[o], s.z[z] & s.known[o], "known cards stay");
            }
            cr_assert_eq(v.z[TD_Z_HAND + o], s.z[TD_Z_HAND + o]);
            cr_assert_eq(td_hoard(&v, o), td_hoard(&s, o), "own hoard is known");
            for (int z = 0; z < TD_NZONES; z++)
                for (uint64_t m = v.z[z] & s.known[o]; m; m &= m - 1)
                    if (z == TD_Z_HQ + o || z == TD_Z_MQ)
                        cr_assert_eq(v.stamp[__builtin_ctzll(m)], s.stamp[__builtin_ctzll(m)]);
        }
    }
}

Test(td, determinize_redeals_opponent_hands)
{
    td_state_t s = blank(2);
    for (int i = 0; i < 4; i++)
        put(&s, i % 2 ? "Ruby" : "Spiked Pit", TD_Z_HAND + 1);
    uint64_t hand = s.z[TD_Z_HAND + 1];
    int changed = 0;
    for (int k = 0; k < 50; k++) {
        td_state_t v = s;
        g->determinize(&v, 0, &R);
        changed += v.z[TD_Z_HAND + 1] != hand;
        cr_assert_eq(popc(v.z[TD_Z_HAND + 1]), 4);
    }
    cr_assert_gt(changed, 40);
}

/* ============================ rule parameters ============================ */

/* Mostly the boldest move (assault, loot, offense...), sometimes any: games that
 * reach the endgame and use every symbol far more often than uniform play. */
static move_t bold_move(const move_t *mv, int n, rng_t *rng)
{
    static const int rank[] = {
        [TD_M_ASSAULT] = 9, [TD_M_OFFENSE] = 8, [TD_M_LOOT] = 7, [TD_M_DUEL] = 6,
        [TD_M_PAY] = 6, [TD_M_POWER] = 5, [TD_M_ACCEPT] = 5, [TD_M_PUSH] = 4,
        [TD_M_PLAY_ON] = 4, [TD_M_BOOST] = 3, [TD_M_MOVE] = 1,
    };
    if (rng_below(rng, 4) == 0)
        return mv[rng_below(rng, (uint32_t)n)];
    int best = -1, count = 0;
    for (int i = 0; i < n; i++) {
        int t = TD_MT(mv[i]), k = t < (int)(sizeof rank / sizeof *rank) ? rank[t] : 0;
        if (t == TD_M_BOOST && TD_MB(mv[i]) > 0)
            k = 7;
        if (k > best)
            best = k, count = 0;
        if (k == best)
            count++;
    }
    int pick = (int)rng_below(rng, (uint32_t)count);
    for (int i = 0; i < n; i++) {
        int t = TD_MT(mv[i]), k = t < (int)(sizeof rank / sizeof *rank) ? rank[t] : 0;
        if (t == TD_M_BOOST && TD_MB(mv[i]) > 0)
            k = 7;
        if (k == best && pick-- == 0)
            return mv[i];
    }
    return mv[0];
}

/* Hash of the move counts and scores along `games` games (bold: bold_move). */
static uint64_t play_hash_with(const td_rules_t *r, int players, int games, int bold)
{
    uint64_t h = 1469598103934665603ULL;
    for (int i = 0; i < games; i++) {
        td_state_t s;
        rng_t rng, arng;
        rng_for_game(&rng, 99, (uint64_t)i, 0);
        rng_for_game(&arng, 99, (uint64_t)i, 1);
        g->setup(&s, r, players, &rng);
        move_t mv[TD_MAX_MOVES];
        while (g->to_move(&s) >= 0) {
            int n = nmoves(&s, mv);
            h = (h ^ (uint64_t)n) * 1099511628211ULL;
            g->apply(&s, bold ? bold_move(mv, n, &arng) : mv[rng_below(&arng, (uint32_t)n)],
                     &rng);
        }
        outcome_t o;
        g->outcome(&s, &o);
        for (int p = 0; p < players; p++)
            h = (h ^ (uint64_t)(o.points[p] + 100)) * 1099511628211ULL;
    }
    return h;
}

static uint64_t play_hash(const td_rules_t *r, int players, int games)
{
    return play_hash_with(r, players, games, 0);
}

Test(td, every_rule_parameter_changes_play)
{
    char unused[1024] = "";
    int nparams = 0;
    for (const rule_param_t *p = td_params; p->key; p++)
        nparams++;
    cr_assert_eq((size_t)nparams * sizeof(int32_t), sizeof(td_rules_t),
                 "every field of the rules struct is a parameter");
    for (const rule_param_t *p = td_params; p->key; p++) {
        td_rules_t a = defaults();
        set_rule(&a, "black_dragon", "true");
        set_rule(&a, "turn_cap", "300");
        /* situations that random play rarely reaches by itself */
        if (!strcmp(p->key, "end_empty") || !strcmp(p->key, "end_heroes"))
            set_rule(&a, "cards_per_keep", "0");
        if (!strcmp(p->key, "end_heroes"))
            set_rule(&a, "end_empty", "false");
        if (!strcmp(p->key, "end_empty"))
            set_rule(&a, "end_keeps", "6");
        if (!strcmp(p->key, "turn_cap"))
            set_rule(&a, "turn_cap", "30");
        td_rules_t b = a;
        int32_t *fa = (int32_t *)((char *)&a + p->offset), *fb = (int32_t *)((char *)&b + p->offset);
        if (!strcmp(p->key, "black_dragon"))
            *fa = 0;
        *fb = *fa < p->max ? *fa + 1 : *fa - 1;
        if (!strcmp(p->key, "power_max"))
            *fb = 4;
        if (!strcmp(p->key, "knight_penalty"))
            *fb = 1; /* a dragon the Knight beats rarely has 3 power left to lose */
        if (!strcmp(p->key, "end_heroes"))
            *fb = 1; /* two slain heroes in one game are rare */
        /* with two dragons a pushed challenger never lands on another one */
        int players = strcmp(p->key, "pushed_duels") ? 2 : 3;
        char err[256];
        cr_assert_eq(g->rules_check(&b, players, err, sizeof err), 0, "%s: %s", p->key, err);
        if (play_hash_with(&a, players, 40, 1) == play_hash_with(&b, players, 40, 1)) {
            size_t len = strlen(unused);
            snprintf(unused + len, sizeof unused - len, " %s", p->key);
        }
    }
    cr_assert_eq(unused[0], 0, "rules that change nothing:%s", unused);
}

Test(td, bad_rule_values_are_rejected_with_a_message)
{
    td_rules_t r = defaults();
    char err[256];
    cr_assert_neq(rules_set(g, &r, "keep_target", "13", err, sizeof err), 0);
    cr_assert(strstr(err, "keep_target") && strstr(err, "0 to 12"), "%s", err);
    cr_assert_neq(rules_set(g, &r, "black_dragon", "maybe", err, sizeof err), 0);
    cr_assert_neq(rules_set(g, &r, "dragon_count", "2", err, sizeof err), 0);
    cr_assert(strstr(err, "unknown rule"), "%s", err);
    r = defaults();
    r.start_power = 7;
    cr_assert_neq(g->rules_check(&r, 2, err, sizeof err), 0);
    cr_assert(strstr(err, "power_max"), "%s", err);
    r = defaults();
    r.cards_per_keep = 5;
    cr_assert_neq(g->rules_check(&r, 5, err, sizeof err), 0);
    cr_assert(strstr(err, "cards.csv"), "%s", err);
    cr_assert_eq(g->rules_check(&r, 2, err, sizeof err), 0, "%s", err);
    r = defaults();
    cr_assert_neq(g->rules_check(&r, 6, err, sizeof err), 0);
    cr_assert_neq(g->rules_check(&r, 1, err, sizeof err), 0);
}

/* ============================ data files ============================ */

static void expect_bad_cards(const char *body, const char *want)
{
    char path[] = "/tmp/td_cardsXXXXXX";
    int fd = mkstemp(path);
    cr_assert_geq(fd, 0);
    cr_assert_eq(write(fd, body, strlen(body)), (ssize_t)strlen(body));
    close(fd);
    td_deck_t d;
    char err[512];
    int rc = strstr(body, "effect") ? td_load_ruins(&d, path, err, sizeof err)
                                    : td_load_cards(&d, path, err, sizeof err);
    unlink(path);
    cr_assert_neq(rc, 0, "accepted: %s", body);
    cr_assert(strstr(err, path) && strstr(err, want), "error '%s' lacks '%s'", err, want);
}

Test(td, data_files_load_and_bad_rows_name_file_line_and_field)
{
    const char *head = "name,count,offense,defense,power,chain,variant\n";
    char buf[512];
    snprintf(buf, sizeof buf, "%sRuby,3,none,none,1,1,base\nX,2,zap,none,1,0,base\n", head);
    expect_bad_cards(buf, ":3: field 'offense'");
    snprintf(buf, sizeof buf, "%sRuby,0,none,none,1,1,base\n", head);
    expect_bad_cards(buf, ":2: field 'count'");
    snprintf(buf, sizeof buf, "%sRuby,1,none,lava,1,1,base\n", head);
    expect_bad_cards(buf, ":2: field 'defense'");
    snprintf(buf, sizeof buf, "%sRuby,1,none,none,9,1,base\n", head);
    expect_bad_cards(buf, ":2: field 'power'");
    snprintf(buf, sizeof buf, "%sRuby,1,none,none,1,2,base\n", head);
    expect_bad_cards(buf, ":2: field 'chain'");
    snprintf(buf, sizeof buf, "%sRuby,1,none,none,1,1,base\nRuby,1,none,none,1,1,base\n", head);
    expect_bad_cards(buf, ":3: field 'name'");
    snprintf(buf, sizeof buf, "%sR,1,rival,none,1,0,base\n", head);
    expect_bad_cards(buf, ":2: field 'variant'");
    snprintf(buf, sizeof buf, "%sR,1,none,none,0,0,base\n", head);
    expect_bad_cards(buf, ":2: field 'offense'");
    snprintf(buf, sizeof buf, "%sA,16,none,none,1,0,base\nB,16,none,none,1,0,base\n"
             "C,16,none,none,1,0,base\nD,16,none,none,1,0,base\nE,1,none,none,1,0,base\n", head);
    expect_bad_cards(buf, ":6: field 'count': more than 64 cards");
    expect_bad_cards("name,count,offense\nRuby,1,none\n", "missing column 'defense'");
    expect_bad_cards("name,effect\nOld Well,well\n", ":2: field 'effect'");
    expect_bad_cards("name,effect\n,lair\n", ":2: field 'name'");
    /* the shipped files are valid */
    td_deck_t d;
    char err[512], path[1024];
    data_path(path, sizeof path, "games/tin-dragon/cards.csv");
    cr_assert_eq(td_load_cards(&d, path, err, sizeof err), 0, "%s", err);
    data_path(path, sizeof path, "games/tin-dragon/ruins.csv");
    cr_assert_eq(td_load_ruins(&d, path, err, sizeof err), 0, "%s", err);
    cr_assert_eq(d.nruins, 6);
}

Test(td, every_symbol_appears_in_the_card_list)
{
    int off[TD_OFF_COUNT] = {0}, def[TD_DEF_COUNT] = {0}, chain = 0, defonly = 0;
    for (int k = 0; k < td_tab.deck.nkinds; k++) {
        off[td_tab.deck.kind[k].offense]++;
        def[td_tab.deck.kind[k].defense]++;
        chain += td_tab.deck.kind[k].chain;
    }
    for (int i = 0; i < TD_OFF_COUNT; i++)
        cr_assert_gt(off[i], 0, "offense %s", td_offense_names[i]);
    for (int i = 0; i < TD_DEF_COUNT; i++)
        cr_assert_gt(def[i], 0, "defense %s", td_defense_names[i]);
    defonly = popc(td_tab.defonly_mask);
    cr_assert_gt(chain, 0);
    cr_assert_gt(defonly, 0);
    cr_assert_eq(td_tab.nbase, 48);
}

/* ============================ text ============================ */

Test(td, moves_describe_themselves_and_the_state_prints_as_json)
{
    td_rules_t r = black_rules();
    td_state_t s;
    g->setup(&s, &r, 5, &R);
    char buf[1 << 16];
    move_t mv[TD_MAX_MOVES];
    int n = nmoves(&s, mv);
    cr_assert_gt(g->describe_move(&s, mv[0], buf, sizeof buf), 0);
    cr_assert(strncmp(buf, "pick ", 5) == 0, "%s", buf);
    cr_assert_gt(g->state_json(&s, buf, sizeof buf), 0);
    cr_assert(buf[0] == '{' && strstr(buf, "\"keeps\""));
    cr_assert_eq(g->state_json(&s, buf, 10), -1, "too small a buffer is reported");
    (void)n;
}

/* ============================ random play ============================ */

/* Cards conserved (each in exactly one zone, all in play), power within 0..max. */
static void check_invariants(const void *st, void *ctx)
{
    (void)ctx;
    const td_state_t *s = st;
    uint64_t seen = 0;
    for (int z = 0; z < TD_NZONES; z++) {
        if (seen & s->z[z])
            cr_assert_fail("a card is in two zones");
        seen |= s->z[z];
    }
    uint64_t want = td_tab.base_mask | (s->cfg.black_dragon ? td_tab.black_mask : 0);
    if (seen != want)
        cr_assert_fail("cards lost or created: %llx vs %llx", (unsigned long long)seen,
                (unsigned long long)want);
    for (int p = 0; p < s->players; p++) {
        if (s->power[p] < 0 || s->power[p] > 6)
            cr_assert_fail("power %d", s->power[p]);
        if ((s->known[p] & s->z[TD_Z_HAND + p]) != s->z[TD_Z_HAND + p])
            cr_assert_fail("a seat does not know its own hand");
    }
}

static void battery_for(int players, const td_rules_t *r, long games, uint64_t seed)
{
    battery_stats_t bs = battery_play(g, r, players, games, seed, 20000, check_invariants, NULL);
    cr_assert_eq(bs.games, games);
    long decided = 0;
    for (int p = 0; p < players; p++)
        decided += bs.wins[p] + bs.draws[p];
    cr_assert_gt(decided, 0, "some games end by the rules, not the cap");
}

Test(td, battery_2_players, .timeout = 300)
{
    td_rules_t r = defaults();
    battery_for(2, &r, 10000, 2);
}

Test(td, battery_3_players, .timeout = 300)
{
    td_rules_t r = defaults();
    battery_for(3, &r, 10000, 3);
}

Test(td, battery_4_players, .timeout = 300)
{
    td_rules_t r = defaults();
    battery_for(4, &r, 10000, 4);
}

Test(td, battery_5_players, .timeout = 300)
{
    td_rules_t r = defaults();
    battery_for(5, &r, 10000, 5);
}

Test(td, battery_black_dragon_and_short_games, .timeout = 300)
{
    td_rules_t r = black_rules();
    for (int n = 2; n <= 5; n++)
        battery_for(n, &r, 1000, 10 + (uint64_t)n);
    /* small keeps: games end by the rules far more often */
    set_rule(&r, "cards_per_keep", "1");
    set_rule(&r, "end_keeps", "1");
    for (int n = 2; n <= 5; n++)
        battery_for(n, &r, 1000, 20 + (uint64_t)n);
}

Test(td, battery_reproducible)
{
    td_rules_t r = defaults();
    for (int n = 2; n <= 5; n++)
        battery_reproducible(g, &r, n, 31 + (uint64_t)n);
    r = black_rules();
    battery_reproducible(g, &r, 4, 40);
}

/* Perft-style signature: legal-move counts along fixed-seed random games, hashed.
 * It changes only when a rule (or the card data) changes on purpose: then update
 * the saved value, and say why in the commit. */
Test(td, perft_signature)
{
    td_rules_t r = defaults();
    uint64_t h = 0;
    for (int n = 2; n <= 5; n++)
        h ^= play_hash(&r, n, 25) * (uint64_t)n;
    fprintf(stderr, "tin-dragon perft signature %016llx\n", (unsigned long long)h);
    cr_assert_eq(h, 0x3d8230dc8a270fe2ULL, "signature changed: %016llx", (unsigned long long)h);
}
