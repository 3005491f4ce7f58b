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
#include <sys/stat.h>
#include <unistd.h>

#include "../games/tin-dragon/tin_dragon.h"
#include "battery.h"
#include "trace_event.h"

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
    for (int i = 0; i < td_tab->deck.nruins; i++)
        if (td_tab->deck.ruin[i].effect == effect)
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

/* The trace events of one apply, collected by a sink (trace_event.h). */
#define EV_MAX 256
typedef struct ev_log {
    int n;
    char ev[EV_MAX][16384];
} ev_log_t;

static void ev_collect(void *ctx, const char *json)
{
    ev_log_t *log = ctx;
    cr_assert_lt(log->n, EV_MAX, "too many events in one step");
    cr_assert_lt(strlen(json), sizeof log->ev[0], "an event longer than the log holds");
    snprintf(log->ev[log->n++], sizeof log->ev[0], "%s", json);
}

/* Apply m to s from chance stream r, collecting the events in log. */
static void apply_logged(td_state_t *s, move_t m, rng_t *r, ev_log_t *log)
{
    log->n = 0;
    trace_sink_t sink = {ev_collect, log};
    const trace_sink_t *old = trace_sink_install(&sink);
    g->apply(s, m, r);
    trace_sink_install(old);
}

/* Where the value of "key" begins in ev, after `open` ("", "\"" or "["); NULL when
 * there is none. */
static const char *value_of(const char *ev, const char *key, const char *open)
{
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\":%s", key, open);
    const char *p = strstr(ev, pat);
    return p ? p + strlen(pat) : NULL;
}

/* The integer after "key": in the last event of `kind` in log, or -1. */
static int last_event_int(const ev_log_t *log, const char *kind, const char *key)
{
    char head[64];
    snprintf(head, sizeof head, "{\"event\":\"%s\"", kind);
    for (int i = log->n - 1; i >= 0; i--)
        if (strncmp(log->ev[i], head, strlen(head)) == 0) {
            const char *p = value_of(log->ev[i], key, "");
            return p ? atoi(p) : -1;
        }
    return -1;
}

/* What a test wants of one apply: of the state t after it and its events, with the
 * values `want`. */
typedef int wish_t(const td_state_t *t, const ev_log_t *log, const int *want);

/* Play m with the first chance stream (k, stream), k = 0, 1, ..., whose outcome (the
 * events collected in *log) gives what `wish` wants. */
static void play_chance(td_state_t *s, move_t m, uint64_t stream, wish_t *wish,
                        const int *want, ev_log_t *log)
{
    cr_assert(has(s, m), "move %x not legal in phase %d", m, s->phase);
    for (uint64_t k = 0; k < 20000; k++) {
        td_state_t t = *s;
        rng_t r;
        rng_seed(&r, k, stream);
        apply_logged(&t, m, &r, log);
        if (wish(&t, log, want)) {
            *s = t;
            return;
        }
    }
    cr_assert_fail("no chance stream of stream %d gives move %x the result wanted",
                   (int)stream, m);
}

/* The last fight roll (the die, as the roll event reports it) is want[0]. */
static int die_shows(const td_state_t *t, const ev_log_t *log, const int *want)
{
    (void)t;
    return last_event_int(log, "roll", "die") == want[0];
}

static ev_log_t rolled; /* the events of the last play_roll */

/* Play m with the chance stream chosen so that the last fight roll is `roll`. */
static void play_roll(td_state_t *s, move_t m, int roll)
{
    play_chance(s, m, 77, die_shows, &roll, &rolled);
}

/* Did the last play_roll report an event containing `text`? */
static int rolled_has(const char *text)
{
    for (int i = 0; i < rolled.n; i++)
        if (strstr(rolled.ev[i], text))
            return 1;
    return 0;
}

/* The last duel roll's totals (dice and the arena bonus) are want[0] and want[1]. */
static int duel_totals(const td_state_t *t, const ev_log_t *log, const int *want)
{
    (void)t;
    for (int i = log->n - 1; i >= 0; i--) {
        const char *e = strstr(log->ev[i], "\"event\":\"duel_roll\"");
        const char *tot = e ? strstr(log->ev[i], "\"totals\":[") : NULL;
        int ta, td;
        if (tot && sscanf(tot, "\"totals\":[%d,%d]", &ta, &td) == 2)
            return ta == want[0] && td == want[1];
    }
    return 0;
}

/* Play m with the chance stream chosen so that the duel's totals are a and d. */
static void play_duel_roll(td_state_t *s, move_t m, int a, int d)
{
    static ev_log_t log;
    const int want[2] = {a, d};
    play_chance(s, m, 78, duel_totals, want, &log);
}

/* Seat p's turn starts with p one keep before `dest` (so a plain MOVE lands there). */
static void turn_towards(td_state_t *s, int p, int dest)
{
    s->loc[p] = (uint8_t)((dest + TD_KEEPS - 1) % TD_KEEPS);
    td_start_turn(s, p, &R);
}

/* Seat 0's turn starts one keep before keep 3 (loc 2), and it moves there. */
static void move_to_keep_3(td_state_t *s)
{
    turn_towards(s, 0, 2);
    play(s, MV(TD_M_MOVE, 0, 0));
}

/* The same, the fight there rolling `roll`. */
static void move_to_keep_3_rolling(td_state_t *s, int roll)
{
    turn_towards(s, 0, 2);
    play_roll(s, MV(TD_M_MOVE, 0, 0), roll);
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
    cr_assert_eq(popc(s.z[TD_Z_MSET]), td_tab->nbase - 18 - 16, "the rest is the master deck");
    for (int h = 0; h < TD_HEROES; h++)
        cr_assert_eq(s.hero_loc[h], TD_CASTLE, "heroes start at the Castle");
    cr_assert_eq(s.black_loc, TD_NOWHERE);
    cr_assert_eq(td_in_play(&s) & td_tab->black_mask, 0, "no Rivalry card without the variant");
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
    move_to_keep_3(&s);
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
    move_to_keep_3_rolling(&s, 1);
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
    move_to_keep_3_rolling(&s, 6);
    cr_assert_eq(s.z[TD_Z_HAND], BIT(c), "the dealt deck first");
    s.z[TD_Z_HAND] = 0; /* out of the way: no SCHEME choice next turn */
    s.z[TD_Z_HQ + 1] |= BIT(c);
    s.hero_loc[TD_CRUSADER] = 2;
    move_to_keep_3_rolling(&s, 6);
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
    move_to_keep_3(&s);
    cr_assert_eq(s.phase, TD_PH_ENGAGE);
    move_t mv[TD_MAX_MOVES];
    cr_assert_eq(nmoves(&s, mv), 2, "one choice per hero, no way to skip");
    play_roll(&s, MV(TD_M_ENGAGE, 0, TD_WIZARD), 6);
    cr_assert_eq(s.hero_loc[TD_WIZARD], TD_CASTLE, "a beaten hero returns to the Castle");
    cr_assert(rolled_has("{\"event\":\"fight\",\"seat\":1,\"against\":\"Knight\""),
              "then the other hero must be fought");
}

Test(td, beating_a_hero_draws_a_master_deck_card)
{
    td_state_t s = blank(2);
    s.hero_loc[TD_CRUSADER] = 2;
    uint64_t deck = s.z[TD_Z_MSET];
    move_to_keep_3_rolling(&s, 4);
    cr_assert_eq(s.hero_loc[TD_CRUSADER], TD_CASTLE, "4 beats 3");
    cr_assert_eq(popc(s.z[TD_Z_HAND]) + popc(s.z[TD_Z_MSET]), popc(deck));
    cr_assert_eq(popc(s.z[TD_Z_HAND]), 1);
}

Test(td, a_roll_equal_to_the_target_does_not_beat_it)
{
    td_state_t s = blank(2);
    s.hero_loc[TD_KNIGHT] = 2;
    s.power[0] = 1;
    move_to_keep_3_rolling(&s, 3);
    cr_assert_eq(s.phase, TD_PH_BOOST);
    play(&s, MV(TD_M_BOOST, 0, 0));
    cr_assert_eq(s.hero_loc[TD_KNIGHT], 2, "the Knight won and stays");
}

static int count_events(const ev_log_t *log, const char *kind); /* (trace tests, below) */

/* One fight, its die showing want[0]. */
static int one_fight_die_shows(const td_state_t *t, const ev_log_t *log, const int *want)
{
    return count_events(log, "fight") == 1 && die_shows(t, log, want);
}

/* "A hero is fought once per turn: one that wins stays, but is not fought again that
 * turn" (RULES.md, COMBAT); a beaten hero goes to the Castle; either way COMBAT moves
 * on to its next step: the duels, then the raid (none while a hero is here). */
Test(td, a_hero_is_fought_once_a_turn_and_combat_then_moves_on)
{
    td_state_t s = blank(2);
    s.hero_loc[TD_WIZARD] = 2;
    s.hero_loc[TD_KNIGHT] = 2;
    s.loc[1] = 2;
    s.power[1] = 0; /* no raise, no flight */
    s.power[0] = 1;
    put(&s, "Ruby", TD_Z_KEEP + 2);
    move_to_keep_3(&s);
    cr_assert_eq(s.phase, TD_PH_ENGAGE);
    /* a chance stream where the Wizard's die shows 3 (the last roll could be the
     * Knight's, after a Wizard beaten) */
    const int three = 3;
    play_chance(&s, MV(TD_M_ENGAGE, 0, TD_WIZARD), 79, one_fight_die_shows, &three, &rolled);
    cr_assert(rolled_has("{\"event\":\"fight\",\"seat\":1,\"against\":\"Wizard\""));
    cr_assert_eq(s.phase, TD_PH_BOOST, "3 does not beat 3: the roller may pay 1");
    td_state_t t = s;
    apply_logged(&t, MV(TD_M_BOOST, 0, 0), &R, &rolled); /* the Wizard wins */
    cr_assert(rolled_has("{\"event\":\"hero_won\",\"seat\":1,\"hero\":\"Wizard\""));
    cr_assert_eq(t.hero_loc[TD_WIZARD], 2, "the Wizard won and stays");
    cr_assert_eq(count_events(&rolled, "fight"), 1, "one fight more, not the Wizard's again");
    cr_assert(rolled_has("{\"event\":\"fight\",\"seat\":1,\"against\":\"Knight\""));
    play_roll(&s, MV(TD_M_BOOST, 0, 0), 6); /* the same, the Knight's die showing 6 */
    cr_assert_eq(count_events(&rolled, "fight"), 1);
    cr_assert_eq(s.hero_loc[TD_KNIGHT], TD_CASTLE, "6 beats the Knight");
    cr_assert_eq(s.phase, TD_PH_DUEL, "both heroes fought once: on to the duels");
    cr_assert_eq(g->to_move(&s), 0);
    cr_assert(has(&s, MV(TD_M_DUEL, 0, 1)) && has(&s, M0(TD_M_DONE)));
    play(&s, M0(TD_M_DONE));
    cr_assert_eq(s.act, 1, "the Wizard is still here: no raid, the turn is over");
    cr_assert_eq(g->to_move(&s), 1, "seat 2's turn");
    cr_assert_eq(popc(s.z[TD_Z_KEEP + 2]), 1, "nothing looted");
    /* a beaten hero is gone: no dragon to duel, so the raid follows */
    s = blank(2);
    s.hero_loc[TD_KNIGHT] = 2;
    put(&s, "Ruby", TD_Z_KEEP + 2);
    move_to_keep_3_rolling(&s, 6);
    cr_assert_eq(count_events(&rolled, "fight"), 1);
    cr_assert_eq(s.hero_loc[TD_KNIGHT], TD_CASTLE);
    cr_assert_eq(s.phase, TD_PH_RAID, "no hero here any more: the raid");
    cr_assert(has(&s, M0(TD_M_LOOT)));
}

Test(td, knight_adds_one_per_fortified_keep_and_his_win_costs_two_power)
{
    td_state_t s = blank(2);
    s.hero_loc[TD_KNIGHT] = 2;
    s.fort[0] = s.fort[4] = -1;
    s.fort[5] = 1; /* destroyed fortifications do not count */
    put(&s, "Ruby", TD_Z_KEEP + 2);
    move_to_keep_3_rolling(&s, 1);
    cr_assert_eq(last_event_int(&rolled, "roll", "target"), 5);
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
    move_to_keep_3(&s);
    play(&s, MV(TD_M_BOLSTER, sap, 0));
    play_roll(&s, MV(TD_M_KEEP, 0, 0), 1);
    cr_assert_eq(last_event_int(&rolled, "roll", "target"), 5, "3 + two cards in hand");
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
    put(&s, "Ruby", TD_Z_KEEP + 3); /* treasure left: no endgame, an ordinary missed turn */
    move_to_keep_3_rolling(&s, 2);
    cr_assert_eq(last_event_int(&rolled, "roll", "target"), 5);
    cr_assert_eq(s.act, 1, "the turn is over at once");
    cr_assert_eq(s.missed[0], 1, "pawn on its side");
    cr_assert_eq(s.power[0], 1);
    /* seat 1's turn ends; seat 0's next turn is missed */
    s.loc[1] = 4;
    td_start_turn(&s, 0, &R);
    cr_assert_eq(s.endgame, 0);
    cr_assert_eq(s.act, 1, "seat 0 missed its turn");
    cr_assert_eq(s.missed[0], 0);
}

Test(td, slay_symbol_puts_the_next_beaten_hero_in_the_hoard)
{
    td_state_t s = blank(2);
    s.hero_loc[TD_KNIGHT] = 2;
    int c = put(&s, "Hero's Bane", TD_Z_HAND);
    move_to_keep_3(&s);
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
    move_to_keep_3(&s);
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
    move_to_keep_3(&s);
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

/* Seat 0 moves onto keep 3 (loc 2), where seat 1 is, and challenges it; seat 1
 * accepts and the duel's totals are a and d. */
static void challenge(td_state_t *s, int a, int d)
{
    s->loc[1] = 2;
    move_to_keep_3(s);
    play(s, MV(TD_M_DUEL, 0, 1));
    play_duel_roll(s, M0(TD_M_ACCEPT), a, d);
}

Test(td, duel_winner_may_leave_the_loser_where_it_is)
{
    td_state_t s = blank(2);
    challenge(&s, 6, 1);
    cr_assert_eq(s.phase, TD_PH_PUSH);
    cr_assert_eq(g->to_move(&s), 0, "the challenger won");
    play(&s, MV(TD_M_PUSH, 0, 0));
    cr_assert_eq(s.loc[1], 2, "not pushed");
    cr_assert_eq(s.loc[0], 2);
}

/* A duel that comes to 3 to 3: seat 0 (2 power, the Sapphire staked) challenged seat 1
 * (`defender_power`, its only card the Ruby, staked at once; with power it could flee,
 * and stays). Returns the cards in *sap and *ruby. */
static void tied_duel(td_state_t *s, int defender_power, int *sap, int *ruby)
{
    s->loc[1] = 2;
    s->power[0] = 1;
    s->power[1] = (int8_t)defender_power;
    *sap = put(s, "Sapphire", TD_Z_HAND + 0);
    int x = put(s, "Silver Chalice", TD_Z_HAND + 0);
    put(s, "Spiked Pit", TD_Z_HAND + 0);
    *ruby = put(s, "Ruby", TD_Z_HAND + 1);
    move_to_keep_3(s);
    play(s, MV(TD_M_POWER, x, 0)); /* 1 + 1 = 2 power */
    play(s, MV(TD_M_DUEL, 0, 1));
    if (defender_power)
        play(s, M0(TD_M_ACCEPT)); /* it could flee; it stays */
    cr_assert_eq(s->phase, TD_PH_STAKE);
    play_duel_roll(s, MV(TD_M_STAKE, *sap, 0), 3, 3);
}

Test(td, duel_tie_changes_nothing)
{
    td_state_t s = blank(2);
    int sap, ruby;
    /* no power to flee; the defender's only card is staked at once; it has 0 power and
     * is tied: it can only stop */
    tied_duel(&s, 0, &sap, &ruby);
    cr_assert_eq(s.known[1] & BIT(sap), 0, "stakes are face down");
    cr_assert_eq(s.phase, TD_PH_RAID, "a tie: no push, the duel is over");
    cr_assert(s.z[TD_Z_HAND + 0] & BIT(sap));
    cr_assert(s.z[TD_Z_HAND + 1] & BIT(ruby));
    cr_assert_eq(s.loc[1], 2);
}

/* duel_tie_reply: a defender that stops on a tie, or cannot pay 1, passes the bidding
 * to a challenger that can pay; the challenger breaks the tie or stops (a tie). Off
 * (the default), duel_tie_changes_nothing: the same position ends tied. */
Test(td, duel_tie_reply_lets_the_challenger_break_a_tie_the_defender_stops_on)
{
    for (int defender_power = 0; defender_power <= 1; defender_power++)
        for (int breaks = 0; breaks <= 1; breaks++) {
            td_rules_t r = defaults();
            set_rule(&r, "duel_tie_reply", "true");
            td_state_t s = blank_with(2, &r);
            int sap, ruby;
            tied_duel(&s, defender_power, &sap, &ruby);
            cr_assert_eq(s.phase, TD_PH_BID);
            if (defender_power) {
                cr_assert_eq(g->to_move(&s), 1, "the defender decides first on a tie");
                play(&s, MV(TD_M_BID, 0, 0)); /* it stops */
            }
            cr_assert_eq(s.phase, TD_PH_BID, "the tie goes to the challenger");
            cr_assert_eq(g->to_move(&s), 0);
            cr_assert(has(&s, MV(TD_M_BID, 0, 1)) && has(&s, MV(TD_M_BID, 0, 0)));
            if (!breaks) {
                play(&s, MV(TD_M_BID, 0, 0));
                cr_assert_eq(s.phase, TD_PH_RAID, "the challenger stops too: a tie");
                cr_assert_eq(s.power[0], 2);
                cr_assert(s.z[TD_Z_HAND + 1] & BIT(ruby));
                continue;
            }
            play(&s, MV(TD_M_BID, 0, 1));
            cr_assert_eq(s.power[0], 1);
            if (defender_power) {
                /* 4 to 3: the defender behind may answer; it has spent nothing yet */
                cr_assert_eq(s.phase, TD_PH_BID);
                cr_assert_eq(g->to_move(&s), 1);
                play(&s, MV(TD_M_BID, 0, 0)); /* it gives up */
            }
            cr_assert_eq(s.phase, TD_PH_PUSH, "4 to 3: the challenger won");
            cr_assert_eq(g->to_move(&s), 0);
            cr_assert(s.z[TD_Z_HAND + 0] & BIT(ruby), "it takes the defender's stake");
        }
}

/* The literal reading (duel_reply=false): the defender decides first, and a stop ends
 * the bidding, so a defender ahead stops at once and the challenger cannot answer. */
Test(td, duel_reply_off_a_defender_ahead_stops_at_once_and_may_push_the_challenger_away)
{
    td_rules_t r = defaults();
    set_rule(&r, "duel_reply", "false");
    td_state_t s = blank_with(2, &r);
    put(&s, "Ruby", TD_Z_KEEP + 2);
    put(&s, "Ruby", TD_Z_KEEP + 3);
    challenge(&s, 2, 5);
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
    challenge(&s, 2, 5);
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
        move_to_keep_3(&s);
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
    move_to_keep_3(&s);
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
    move_to_keep_3_rolling(&s, 2);
    cr_assert_eq(s.act, 1);
    cr_assert_eq(popc(s.z[TD_Z_KEEP + 2]), 1);
}

/* Seat 0 destroyed keep want[0]. */
static int keep_taken(const td_state_t *t, const ev_log_t *log, const int *want)
{
    (void)log;
    return t->keep_owner[want[0]] == 0;
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
    const int keep = 2;
    play_chance(&s, M0(TD_M_ASSAULT), 5, keep_taken, &keep, &rolled);
    cr_assert_eq(s.fort[2], 0, "fortification in the hoard");
    cr_assert_geq(s.ruin[2], 0, "a Ruins card is placed on the destroyed keep");
    cr_assert_eq(td_score(&s, 0), 4 + 2);
    cr_assert_eq(s.act, 1);
}

Test(td, dragons_at_the_location_may_raise_a_keep_target)
{
    td_state_t s = blank(2);
    s.loc[1] = 2;
    move_to_keep_3(&s);
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
    move_to_keep_3(&s);
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
    move_to_keep_3(&s);
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
    move_to_keep_3(&s);
    cr_assert_eq(s.phase, TD_PH_RAID);
    play_roll(&s, M0(TD_M_ASSAULT), 1);
    cr_assert_eq(s.hero_loc[TD_KNIGHT], TD_SLAIN);
}

Test(td, destroyed_keeps_take_no_new_cards_or_heroes_but_remain_locations)
{
    td_state_t s = blank(2);
    s.keep_owner[2] = 1;
    int c = put(&s, "Summoning Horn", TD_Z_HAND);
    move_to_keep_3(&s);
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

/* "A missed turn (Crusader) in the final round is lost" (RULES.md, Ending the game):
 * the dragon laid on its side misses its final turn, pays nothing, and is not offered
 * another one; the final round still ends once around the table. */
Test(td, a_turn_missed_in_the_final_round_is_lost)
{
    td_state_t s = blank(3);
    put(&s, "Ruby", TD_Z_KEEP + 2); /* treasure left: only the keeps end the game */
    s.keep_owner[0] = 1;
    s.keep_owner[1] = 2;
    s.missed[1] = 1; /* seat 2 lost to the Crusader: it misses its next turn */
    s.power[1] = 6;  /* enough to pay for a final turn */
    s.keep_owner[5] = 1;
    s.loc[0] = 4; /* seat 1 ends its turn at the destroyed keep 6: no raid */
    td_start_turn(&s, 0, &R);
    cr_assert_eq(s.phase, TD_PH_MOVE);
    static ev_log_t log;
    apply_logged(&s, MV(TD_M_MOVE, 0, 0), &R, &log); /* three keeps destroyed */
    cr_assert_eq(s.endgame, 1);
    cr_assert_eq(count_events(&log, "final_round"), 1);
    cr_assert_eq(count_events(&log, "turn_missed"), 1);
    cr_assert_eq(last_event_int(&log, "turn_missed", "seat"), 2, "seat 2's final turn is missed");
    cr_assert_eq(count_events(&log, "final_turn_lost"), 0, "missed, not unpaid");
    cr_assert_eq(s.missed[1], 0, "the missed turn is used up");
    cr_assert_eq(s.power[1], 6, "nothing paid for it");
    cr_assert_eq(s.act, 2, "seat 3 is next");
    cr_assert_eq(s.phase, TD_PH_FINAL);
    cr_assert_eq(s.final_left, 1, "seat 2's final turn counts as taken");
    play(&s, M0(TD_M_PASS));
    cr_assert_eq(s.act, 0, "seat 1, last");
    cr_assert_eq(s.phase, TD_PH_FINAL);
    play(&s, M0(TD_M_PASS));
    cr_assert_eq(g->to_move(&s), -1, "once around the table: seat 2 gets no turn back");
    cr_assert_eq(s.power[1], 6);
    outcome_t o;
    g->outcome(&s, &o);
    cr_assert_eq(o.capped, 0);
    cr_assert_eq(o.turns, 4, "seat 1's turn, then three final turns, one of them missed");
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

/* "once begun, the endgame stays begun (a bolster that refills a pile does not cancel
 * it)" (RULES.md, Ending the game, Assumption). */
Test(td, the_final_round_goes_on_when_treasure_is_put_back_in_a_keep)
{
    td_state_t s = blank(2);
    quiet_turn(&s, 0);
    cr_assert_eq(s.endgame, 1, "every pile is empty");
    cr_assert_eq(s.final_left, 1, "seat 2's final turn begins");
    int ruby = put(&s, "Ruby", TD_Z_HAND + 1);
    put(&s, "Sapphire", TD_Z_HAND + 1);
    cr_assert_eq(s.act, 1);
    cr_assert_eq(s.phase, TD_PH_FINAL);
    play(&s, M0(TD_M_PAY));
    cr_assert_eq(s.phase, TD_PH_SCHEME);
    bolster(&s, ruby, 2);
    cr_assert_eq(s.z[TD_Z_KEEP + 2], BIT(ruby), "treasure in keep 3 again");
    if (g->to_move(&s) == 1)
        play(&s, M0(TD_M_DONE)); /* the raid at keep 2: no assault */
    cr_assert_eq(s.act, 0);
    cr_assert_eq(s.endgame, 1, "the final round is still on");
    cr_assert_eq(s.final_left, 0, "seat 1's final turn begins, the last");
    cr_assert_eq(s.phase, TD_PH_FINAL, "seat 1's final turn, not an ordinary one");
    play(&s, M0(TD_M_PASS));
    cr_assert_eq(g->to_move(&s), -1, "the game ends after the final round");
    cr_assert_eq(s.z[TD_Z_KEEP + 2], BIT(ruby));
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
    move_to_keep_3(s);
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
    cr_assert_eq(popc(s.z[TD_Z_MSET]), td_tab->nbase - 2 - 1);
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

/* Two dragons; seat 0 moves onto keep 3 (loc 2), whose pile holds `card`, and loots. */
static td_state_t looted(const char *card)
{
    td_state_t s = blank(2);
    put(&s, card, TD_Z_KEEP + 2);
    move_to_keep_3(&s);
    play(&s, M0(TD_M_LOOT));
    return s;
}

Test(td, defense_fortify_fortifies_the_keep)
{
    td_state_t s = looted("Stone Masons");
    cr_assert_eq(s.fort[2], -1);
    play_roll(&s, M0(TD_M_ASSAULT), 6);
    cr_assert(rolled_has("\"against\":\"fortification\",\"won\":true"),
              "the fortification came first");
    cr_assert(rolled_has("{\"event\":\"fight\",\"seat\":1,\"against\":\"keep\""),
              "then the keep");
}

Test(td, defense_hero_symbols_bring_that_hero_and_stop_the_raid)
{
    static const char *cards[3] = {"Holy Relic", "Warding Rune", "Alarm Bell"};
    for (int h = 0; h < 3; h++) {
        td_state_t s = looted(cards[h]);
        cr_assert_eq(s.hero_loc[h], 2, "%s brings the %s", cards[h], td_hero_names[h]);
        cr_assert_eq(s.act, 1, "a hero is here: no assault");
    }
}

Test(td, defense_none_does_nothing)
{
    td_state_t s = looted("Ruby");
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
    move_to_keep_3(&s);
    cr_assert_eq(s.power[0], 4);
}

Test(td, ruins_haunt_takes_power_on_ending_a_move_there)
{
    td_state_t s = ruins_at(2, 2, TD_RUIN_HAUNT);
    move_to_keep_3(&s);
    cr_assert_eq(s.power[0], 2);
}

Test(td, ruins_vault_draws_a_card_on_ending_a_move_there)
{
    td_state_t s = ruins_at(2, 2, TD_RUIN_VAULT);
    move_to_keep_3(&s);
    cr_assert_eq(popc(s.z[TD_Z_HAND]) + popc(s.z[TD_Z_PLAYED]) + popc(s.z[TD_Z_KEEP + 0]) +
                     popc(td_hoard(&s, 0)),
                 1);
}

Test(td, ruins_arena_adds_to_the_challengers_duel_roll)
{
    td_state_t s = ruins_at(2, 2, TD_RUIN_ARENA);
    challenge(&s, 7, 1);
    cr_assert_eq(s.winner, 0);
}

Test(td, ruins_sanctuary_allows_no_duels)
{
    td_state_t s = ruins_at(2, 2, TD_RUIN_SANCTUARY);
    s.loc[1] = 2;
    move_to_keep_3(&s);
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
    cr_assert_neq(td_tab->black_mask, 0);
    cr_assert_eq(s.z[TD_Z_MSET] & td_tab->black_mask, td_tab->black_mask);
    cr_assert_lt(s.black_loc, TD_KEEPS);
}

Test(td, black_dragon_must_be_fought_and_blocks_the_raid_when_it_wins)
{
    td_rules_t r = black_rules();
    td_state_t s = blank_with(2, &r);
    s.black_loc = 2;
    s.power[0] = 1;
    put(&s, "Ruby", TD_Z_KEEP + 2);
    move_to_keep_3_rolling(&s, 2);
    cr_assert_eq(s.power[0], 0, "-1 power");
    cr_assert_eq(s.act, 1, "no raid");
    s = blank_with(2, &r);
    s.black_loc = 2;
    put(&s, "Ruby", TD_Z_KEEP + 2);
    move_to_keep_3_rolling(&s, 5);
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
    s.loc[0] = 5; /* the Black Dragon flies from keep 5 onto the destroyed keep 0 */
    put(&s, "Ruby", TD_Z_KEEP + 3);
    td_start_turn(&s, 1, &R); /* seat 1 is the last seat of the round */
    play(&s, MV(TD_M_MOVE, 0, 0));
    if (g->to_move(&s) == 1)
        play(&s, M0(TD_M_DONE));
    cr_assert_eq(s.act, 0);
    cr_assert_eq(s.black_loc, 0);
    cr_assert_eq(s.rounds, 2);
}

/* "not after the game's last round (the game is over)" (RULES.md, section 4): the
 * round before the final one ends with a flight, the final round with none. */
Test(td, black_dragon_does_not_fly_after_the_games_last_round)
{
    td_rules_t r = black_rules();
    td_state_t s = blank_with(2, &r);
    s.black_loc = 2;
    quiet_turn(&s, 1); /* the last seat of round 1; every pile is empty: the endgame */
    cr_assert_eq(s.endgame, 1);
    cr_assert_eq(s.act, 0);
    cr_assert_eq(s.rounds, 2, "the final round is a new round");
    cr_assert_eq(s.black_loc, 3, "it flew at the end of round 1");
    cr_assert_eq(s.phase, TD_PH_FINAL);
    play(&s, M0(TD_M_PASS));
    cr_assert_eq(s.act, 1);
    cr_assert_eq(s.phase, TD_PH_FINAL);
    static ev_log_t log;
    apply_logged(&s, M0(TD_M_PASS), &R, &log); /* the game's last turn */
    cr_assert_eq(g->to_move(&s), -1, "the final round is over");
    cr_assert_eq(s.black_loc, 3, "the game is over: the Black Dragon stays");
    cr_assert_eq(s.rounds, 2, "no round starts");
    cr_assert_eq(count_events(&log, "black_dragon"), 0);
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

/* A 3-player game of the default rules after `moves` random moves: chance from stream
 * `stream` of `seed`, the choices (and afterwards the caller's determinizations) from
 * *arng, stream + 1. 0 when the game ended first. */
static int random_position(td_state_t *s, int seed, int stream, int moves, rng_t *arng)
{
    td_rules_t r = defaults();
    rng_t rng;
    rng_seed(&rng, (uint64_t)seed, (uint64_t)stream);
    rng_seed(arng, (uint64_t)seed, (uint64_t)stream + 1);
    g->setup(s, &r, 3, &rng);
    move_t mv[TD_MAX_MOVES];
    for (int i = 0; i < moves && g->to_move(s) >= 0; i++)
        g->apply(s, mv[rng_below(arng, (uint32_t)nmoves(s, mv))], &rng);
    return g->to_move(s) >= 0;
}

Test(td, determinize_keeps_what_the_observer_knows_and_every_count)
{
    for (int seed = 0; seed < 300; seed++) {
        td_state_t s;
        rng_t arng;
        if (!random_position(&s, seed, 9, 60 + seed, &arng))
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

/* A card's stamp (its place in an ordered queue) is given as it enters one, often in
 * public (a looted card going under a hoard), and stayed with the card when it later
 * moved unseen (drawn into a hand, staked, bolstered): a view kept the true stamp of
 * each hidden card, so a seat remembering who got which stamp could read where a
 * hidden card really is. Outside the queues a view's hidden cards carry no stamp. */
Test(td, a_view_gives_no_stamp_to_a_hidden_card_outside_the_queues)
{
    long hidden_outside = 0;
    for (int seed = 0; seed < 200; seed++) {
        td_state_t s;
        rng_t arng;
        if (!random_position(&s, seed, 11, 100 + 3 * seed, &arng))
            continue;
        for (int o = 0; o < 3; o++) {
            td_state_t v = s;
            g->determinize(&v, o, &arng);
            for (int z = 0; z < TD_NZONES; z++)
                for (uint64_t m = v.z[z] & ~s.known[o]; m && !td_is_queue(z); m &= m - 1) {
                    cr_assert_eq(v.stamp[__builtin_ctzll(m)], 0, "seed %d, zone %d, card %d",
                                 seed, z, __builtin_ctzll(m));
                    hidden_outside++;
                }
        }
    }
    cr_assert_gt(hidden_outside, 1000, "the games reach few hidden cards");
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

/* ---- what a seat knows: observe() and view_text() ---- */

static int same_observation(const td_state_t *a, const td_state_t *b, int seat)
{
    static uint8_t oa[4096], ob[4096];
    size_t la = g->observe(a, seat, oa, sizeof oa), lb = g->observe(b, seat, ob, sizeof ob);
    cr_assert(la > 0 && la <= sizeof oa && lb <= sizeof ob);
    return la == lb && memcmp(oa, ob, la) == 0;
}

/* Swap card a (zone za) with card b (zone zb), leaving what each seat knows. */
static void swap_cards(td_state_t *s, int a, int za, int b, int zb)
{
    s->z[za] = (s->z[za] & ~BIT(a)) | BIT(b);
    s->z[zb] = (s->z[zb] & ~BIT(b)) | BIT(a);
    uint8_t t = s->stamp[a];
    s->stamp[a] = s->stamp[b];
    s->stamp[b] = t;
}

/* Three dragons in mid-game: hands, keep piles, a hoard pile in order, cards under
 * the master deck, a card seat 1 bolstered (so it knows where it is). The cards of
 * kinds with a single copy (Dragonfire, Enchanted Lance, False Banner, Battering
 * Horns, Golden Idol, Mana Crystal) lie where only their holder can see them. */
static td_state_t observed_position(int *bolstered)
{
    td_state_t s = blank(3);
    put(&s, "Ruby", TD_Z_HAND);
    put(&s, "Dragonfire", TD_Z_HAND);
    put(&s, "Enchanted Lance", TD_Z_HAND + 1);
    put(&s, "Sapphire", TD_Z_HAND + 1);
    put(&s, "False Banner", TD_Z_HAND + 2);
    put(&s, "Battering Horns", TD_Z_KEEP + 2);
    put(&s, "Golden Idol", TD_Z_KEEP + 4);
    put(&s, "Mana Crystal", TD_Z_MQ);
    put(&s, "Silver Chalice", TD_Z_HQ + 1);
    put(&s, "Spiked Pit", TD_Z_HQ + 1);
    *bolstered = put(&s, "Holy Relic", TD_Z_KEEP + 3);
    s.known[0] |= BIT(*bolstered);
    s.loc[1] = 3;
    s.hero_loc[TD_WIZARD] = 5;
    s.phase = TD_PH_RAID;
    s.dec = s.act = 0;
    return s;
}

Test(td, observe_ignores_what_the_seat_cannot_see_and_follows_what_it_can)
{
    int relic;
    td_state_t s = observed_position(&relic), t;
    int lance = td_card_id("Enchanted Lance", 0), horns = td_card_id("Battering Horns", 0);
    int idol = td_card_id("Golden Idol", 0), crystal = td_card_id("Mana Crystal", 0);
    int spare = td_lowest(s.z[TD_Z_MSET]);
    /* hidden: a card of seat 2's hand swapped with one of the master deck */
    t = s;
    swap_cards(&t, lance, TD_Z_HAND + 1, spare, TD_Z_MSET);
    cr_assert(same_observation(&s, &t, 0) && same_observation(&s, &t, 2),
              "seat 2's hand is hidden from seats 1 and 3");
    cr_assert(!same_observation(&s, &t, 1), "seat 2 sees its own hand");
    /* hidden: two face-down keep piles trade cards; the master deck's bottom card */
    t = s;
    swap_cards(&t, horns, TD_Z_KEEP + 2, idol, TD_Z_KEEP + 4);
    for (int p = 0; p < 3; p++)
        cr_assert(same_observation(&s, &t, p), "keep piles are face down for seat %d", p + 1);
    t = s;
    swap_cards(&t, crystal, TD_Z_MQ, spare, TD_Z_MSET);
    cr_assert(same_observation(&s, &t, 1), "an unseen card under the master deck");
    /* seen: the card seat 1 bolstered is where seat 1 put it */
    t = s;
    swap_cards(&t, relic, TD_Z_KEEP + 3, spare, TD_Z_MSET);
    cr_assert(!same_observation(&s, &t, 0), "seat 1 knows which card it bolstered");
    cr_assert(same_observation(&s, &t, 1), "seat 2 does not");
    /* public: a power die, a dragon's keep, a hero, a destroyed keep, a pile's size,
     * the turn, the order of a hoard pile, a rule */
    const char *what[] = {"power", "location", "hero", "keep", "pile size", "turn",
                          "hoard order", "rule"};
    for (int k = 0; k < 8; k++) {
        t = s;
        switch (k) {
        case 0: t.power[2]--; break;
        case 1: t.loc[2] = 4; break;
        case 2: t.hero_loc[TD_KNIGHT] = 1; break;
        case 3: t.keep_owner[5] = 2; break;
        case 4: put(&t, "Ruby", TD_Z_KEEP + 1); break;
        case 5: t.turns++; break;
        case 6: {
            int a = td_card_id("Silver Chalice", 0), b = td_card_id("Spiked Pit", 0);
            uint8_t x = t.stamp[a];
            t.stamp[a] = t.stamp[b], t.stamp[b] = x;
            break;
        }
        default: t.cfg.keep_target++; break;
        }
        for (int p = 0; p < 3; p++)
            cr_assert(!same_observation(&s, &t, p), "seat %d sees a change of %s", p + 1,
                      what[k]);
    }
    uint8_t small[8];
    size_t full = g->observe(&s, 0, small, sizeof small);
    cr_assert_gt(full, sizeof small, "the whole length is returned when it does not fit");
    cr_assert_eq(small[0], 0, "it starts with the seat");
}

/* The line of text that starts with `head`. */
static const char *line_of(const char *text, const char *head, char *out, size_t n)
{
    const char *p = strstr(text, head);
    cr_assert(p, "no line '%s' in:\n%s", head, text);
    snprintf(out, n, "%.*s", (int)strcspn(p, "\n"), p);
    return out;
}

Test(td, view_text_names_the_seats_own_cards_and_no_hidden_card)
{
    int relic;
    td_state_t s = observed_position(&relic);
    char text[8192], line[1024];
    static const char *const unique[] = {"Dragonfire", "Enchanted Lance", "False Banner",
                                         "Battering Horns", "Golden Idol", "Mana Crystal"};
    static const int holder[] = {0, 1, 2, -1, -1, -1}; /* the piles: nobody */
    for (int seat = 0; seat < 3; seat++) {
        cr_assert_gt(g->view_text(&s, seat, text, sizeof text), 0);
        line_of(text, "Your hand: ", line, sizeof line);
        for (uint64_t m = s.z[TD_Z_HAND + seat]; m; m &= m - 1)
            cr_assert(strstr(line, td_kind_of(td_lowest(m))->name), "seat %d's hand line "
                      "misses %s:\n%s", seat + 1, td_kind_of(td_lowest(m))->name, text);
        for (int k = 0; k < 6; k++)
            cr_assert_eq(strstr(text, unique[k]) != NULL, holder[k] == seat,
                         "seat %d and %s:\n%s", seat + 1, unique[k], text);
    }
    g->view_text(&s, 0, text, sizeof text);
    cr_assert(strstr(text, "Tin Dragon, 3 players. You are seat 1. Round 1, turn 0; seat 1 (you) "
                           "took the first turn.\n"), "%s", text);
    cr_assert(strstr(text, "Now: seat 1 (you) raids: loot, assault, or end the turn.\n"), "%s",
              text);
    cr_assert(strstr(text, "  seat 2: at keep 4, power 3; hand 2 cards; hoard pile 2 cards, top "
                           "first: Silver Chalice, Spiked Pit\n"), "seats from 1:\n%s", text);
    cr_assert(strstr(text, "  keep 4: standing; pile 1 card (Holy Relic); dragons: seat 2\n"),
              "the bolstered card, keeps from 1:\n%s", text);
    cr_assert(strstr(text, "  keep 6: standing; pile 0 cards; the Wizard is here\n"), "%s", text);
    cr_assert(strstr(text, "Master deck: "), "%s", text);
    cr_assert(strstr(text, ", then under it, top first: ?."), "an unseen card under it:\n%s",
              text);
    int len = g->view_text(&s, 0, text, 16);
    cr_assert_eq(len, -1, "too small a buffer is reported");
    cr_assert_eq(strlen(text), 15, "and the text is cut, NUL-terminated");
}

/* ============================ rule parameters ============================ */

/* Mostly the boldest move (assault, loot, offense...), sometimes any: games that
 * reach the endgame and use every symbol far more often than uniform play. */
static int boldness(move_t m)
{
    static const int rank[] = {
        [TD_M_ASSAULT] = 9, [TD_M_OFFENSE] = 8, [TD_M_LOOT] = 7, [TD_M_DUEL] = 6,
        [TD_M_PAY] = 6, [TD_M_POWER] = 5, [TD_M_ACCEPT] = 5, [TD_M_PUSH] = 4,
        [TD_M_PLAY_ON] = 4, [TD_M_BOOST] = 3, [TD_M_MOVE] = 1,
    };
    int t = TD_MT(m);
    if (t == TD_M_BOOST && TD_MB(m) > 0)
        return 7;
    return t < (int)(sizeof rank / sizeof *rank) ? rank[t] : 0;
}

static move_t bold_move(const move_t *mv, int n, rng_t *rng)
{
    if (rng_below(rng, 4) == 0)
        return mv[rng_below(rng, (uint32_t)n)];
    int best = -1, count = 0;
    for (int i = 0; i < n; i++) {
        int k = boldness(mv[i]);
        if (k > best)
            best = k, count = 0;
        if (k == best)
            count++;
    }
    int pick = (int)rng_below(rng, (uint32_t)count);
    for (int i = 0; i < n; i++)
        if (boldness(mv[i]) == best && pick-- == 0)
            return mv[i];
    return mv[0];
}

/* Hash of the move counts and scores along `games` games played by bold_move. */
static uint64_t play_hash(const td_rules_t *r, int players, int games)
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
            g->apply(&s, bold_move(mv, n, &arng), &rng);
        }
        outcome_t o;
        g->outcome(&s, &o);
        for (int p = 0; p < players; p++)
            h = (h ^ (uint64_t)(o.points[p] + 100)) * 1099511628211ULL;
    }
    return h;
}

Test(td, every_rule_parameter_changes_play)
{
    char unused[1024] = "";
    for (const rule_param_t *p = td_params; p->key; p++) {
        if (!strcmp(p->key, "deck_total"))
            continue; /* checks the card file: data_files_... and bad_rule_values_... */
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
        if (play_hash(&a, players, 40) == play_hash(&b, players, 40)) {
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
    r = defaults();
    r.deck_total = 47;
    cr_assert_neq(g->rules_check(&r, 3, err, sizeof err), 0);
    cr_assert(strstr(err, "games/tin-dragon/cards.csv: holds 48 base cards, but rule deck_total "
                          "is 47"), "%s", err);
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
    /* rows under the header of cards.csv, and what the error names */
    static const char *const bad[][2] = {
        {"Ruby,3,none,none,1,1,base\nX,2,zap,none,1,0,base\n", ":3: field 'offense'"},
        {"Ruby,0,none,none,1,1,base\n", ":2: field 'count'"},
        {"Ruby,1,none,lava,1,1,base\n", ":2: field 'defense'"},
        {"Ruby,1,none,none,9,1,base\n", ":2: field 'power'"},
        {"Ruby,1,none,none,1,2,base\n", ":2: field 'chain'"},
        {"Ruby,1,none,none,1,1,base\nRuby,1,none,none,1,1,base\n", ":3: field 'name'"},
        {"R,1,rival,none,1,0,base\n", ":2: field 'variant'"},
        {"R,1,none,none,0,0,base\n", ":2: field 'offense'"},
        {"A,16,none,none,1,0,base\nB,16,none,none,1,0,base\nC,16,none,none,1,0,base\n"
         "D,16,none,none,1,0,base\nE,1,none,none,1,0,base\n",
         ":6: field 'count': more than 64 cards"},
    };
    char buf[512];
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        snprintf(buf, sizeof buf, "name,count,offense,defense,power,chain,variant\n%s",
                 bad[i][0]);
        expect_bad_cards(buf, bad[i][1]);
    }
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

/* The text of a shipped data file. */
static char *shipped(const char *name)
{
    char path[1024];
    snprintf(path, sizeof path, "games/tin-dragon/%s", name);
    char full[1024];
    data_path(full, sizeof full, path);
    FILE *f = fopen(full, "r");
    cr_assert(f, "cannot read %s", full);
    static char buf[2][8192];
    static int which;
    char *out = buf[which++ % 2];
    size_t len = fread(out, 1, sizeof buf[0] - 1, f);
    out[len] = '\0';
    fclose(f);
    return out;
}

/* text without the line that starts with `start` (which must be there). */
static void drop_line(char *text, const char *start)
{
    char *p = strstr(text, start);
    cr_assert(p && (p == text || p[-1] == '\n'), "no line '%s'", start);
    char *end = strchr(p, '\n');
    memmove(p, end + 1, strlen(end + 1) + 1);
}

/* A data folder holding cards.csv and ruins.csv; removed by remove_folder. */
static const char *data_folder(const char *cards, const char *ruins)
{
    static char dir[64];
    char path[256];
    snprintf(dir, sizeof dir, "/tmp/td_data_XXXXXX");
    cr_assert(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/games", dir);
    cr_assert_eq(mkdir(path, 0700), 0);
    snprintf(path, sizeof path, "%s/games/tin-dragon", dir);
    cr_assert_eq(mkdir(path, 0700), 0);
    const char *names[] = {"cards.csv", "ruins.csv"}, *bodies[] = {cards, ruins};
    for (int i = 0; i < 2; i++) {
        snprintf(path, sizeof path, "%s/games/tin-dragon/%s", dir, names[i]);
        FILE *f = fopen(path, "w");
        cr_assert(f);
        fputs(bodies[i], f);
        fclose(f);
    }
    return dir;
}

static void remove_folder(const char *dir)
{
    char path[256];
    const char *names[] = {"games/tin-dragon/cards.csv", "games/tin-dragon/ruins.csv",
                           "games/tin-dragon", "games", ""};
    for (int i = 0; i < 5; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        (i < 2 ? unlink : rmdir)(path);
    }
}

/* init with these files is refused: the message starts with the file at fault and
 * contains `want`; the tables in use stay as they were. */
static void init_refuses(const char *cards, const char *ruins, const char *file,
                         const char *want)
{
    static td_tables_t before;
    before = *td_tab;
    const char *dir = data_folder(cards, ruins);
    setenv("SIMULATE_DATA", dir, 1);
    char err[512] = "", path[256];
    int rc = g->init(err, sizeof err);
    unsetenv("SIMULATE_DATA");
    snprintf(path, sizeof path, "%s/games/tin-dragon/%s", dir, file);
    remove_folder(dir);
    cr_assert_neq(rc, 0, "accepted, wanted '%s'", want);
    cr_assert(strncmp(err, path, strlen(path)) == 0, "'%s' does not start with %s", err, path);
    cr_assert(strstr(err, want), "'%s' lacks '%s'", err, want);
    cr_assert(memcmp(&before, td_tab, sizeof before) == 0, "a refused file changed the tables");
}

Test(td, data_files_truncated_duplicated_or_missing_rows_are_refused_naming_the_file)
{
    static char cards[8192], ruins[8192], text[16384];
    snprintf(cards, sizeof cards, "%s", shipped("cards.csv"));
    snprintf(ruins, sizeof ruins, "%s", shipped("ruins.csv"));
    /* cards.csv truncated: inside a row, after 15 of its 25 rows, after the header */
    snprintf(text, sizeof text, "%.*s", (int)(strstr(cards, "Sly Tunnel") - cards + 9), cards);
    init_refuses(text, ruins, "cards.csv", ":11: field 'count': expected an integer");
    snprintf(text, sizeof text, "%s", cards);
    *strstr(text, "Pile of Coins") = '\0'; /* 15 rows: no trap, wizard... */
    init_refuses(text, ruins, "cards.csv", "field 'defense': no base card has the symbol 'trap'");
    init_refuses("name,count,offense,defense,power,chain,variant\n", ruins, "cards.csv",
                 "no cards");
    /* a duplicated row, a missing row (the only card with a symbol) */
    snprintf(text, sizeof text, "%sRuby,3,none,none,1,1,base\n", cards);
    init_refuses(text, ruins, "cards.csv", ":27: field 'name': 'Ruby' is already listed on line 15");
    snprintf(text, sizeof text, "%s", cards);
    drop_line(text, "Thunderous Roar,");
    init_refuses(text, ruins, "cards.csv", "field 'offense': no base card has the symbol 'roar'");
    snprintf(text, sizeof text, "%s", cards);
    drop_line(text, "Rivalry,");
    init_refuses(text, ruins, "cards.csv", "the Black Dragon variant needs its Rivalry card");
    /* ruins.csv truncated (inside a row, header only), a duplicated row, a missing row */
    snprintf(text, sizeof text, "%.*s", (int)(strstr(ruins, "Broken Arena") - ruins + 8), ruins);
    init_refuses(cards, text, "ruins.csv", ":5: field 'effect': expected one of");
    init_refuses(cards, "name,effect\n", "ruins.csv", "no Ruins card has the effect 'lair'");
    snprintf(text, sizeof text, "%sSanctuary,sanctuary\n", ruins);
    init_refuses(cards, text, "ruins.csv", ":8: field 'name': 'Sanctuary' is already listed on "
                 "line 6");
    snprintf(text, sizeof text, "%s", ruins);
    drop_line(text, "Ley Line,");
    init_refuses(cards, text, "ruins.csv", "no Ruins card has the effect 'leyline'");
    /* a row missing whose symbols other cards carry: the file loads, and the rules
     * check refuses it, naming it, unless deck_total says so */
    snprintf(text, sizeof text, "%s", cards);
    drop_line(text, "Ruby,");
    const char *dir = data_folder(text, ruins);
    char path[256], err[512];
    snprintf(path, sizeof path, "%s/games/tin-dragon/cards.csv", dir);
    setenv("SIMULATE_DATA", dir, 1);
    cr_assert_eq(g->init(err, sizeof err), 0, "%s", err);
    unsetenv("SIMULATE_DATA");
    remove_folder(dir);
    cr_assert_eq(td_tab->nbase, 45);
    td_rules_t r = defaults();
    cr_assert_neq(g->rules_check(&r, 3, err, sizeof err), 0);
    cr_assert(strncmp(err, path, strlen(path)) == 0 && strstr(err, "holds 45 base cards, but "
              "rule deck_total is 48"), "%s", err);
    r.deck_total = 45;
    cr_assert_eq(g->rules_check(&r, 3, err, sizeof err), 0, "%s", err);
    cr_assert_eq(g->init(err, sizeof err), 0, "%s", err); /* the shipped files again */
    cr_assert_eq(td_tab->nbase, 48);
}

/* A name with a control character is refused (names go into JSON and text). */
Test(td, data_file_names_are_checked)
{
    expect_bad_cards("name,effect\nOld\tWell,lair\n", ":2: field 'name': a name with a control "
                     "character");
    const char *head = "name,count,offense,defense,power,chain,variant\n";
    char buf[512];
    snprintf(buf, sizeof buf, "%sA very long card name that goes on,1,none,none,1,0,base\n",
             head);
    expect_bad_cards(buf, ":2: field 'name': expected a name of 1 to 31 characters");
}

/* The shipped list as RULES.md section 3 describes it, and the tables built from it:
 * card ids kind by kind, base cards first; defense-only and power masks. */
Test(td, the_shipped_card_list_and_its_tables)
{
    int offense = 0, chain = 0, defonly = 0, power = 0, id = 0;
    for (int pass = 0; pass < 2; pass++)
        for (int k = 0; k < td_tab->deck.nkinds; k++) {
            const td_kind_t *kd = &td_tab->deck.kind[k];
            if (kd->black != pass)
                continue;
            for (int i = 0; i < kd->count; i++, id++) {
                cr_assert_eq(td_tab->kind[id], k, "card %d is of row %d", id, k);
                int only_defense = !kd->offense && !kd->power && kd->defense;
                cr_assert_eq((td_tab->defonly_mask >> id) & 1, (uint64_t)only_defense);
                cr_assert_eq((td_tab->power_mask >> id) & 1, (uint64_t)(kd->power > 0));
                if (!pass) {
                    offense += kd->offense != TD_OFF_NONE;
                    chain += kd->chain;
                    defonly += only_defense;
                    power += kd->power > 0;
                }
            }
        }
    cr_assert_eq(td_tab->nbase, 48);
    cr_assert_eq(td_tab->ncards, 49, "and the Rivalry card");
    cr_assert_eq(td_tab->black_mask, BIT(48));
    cr_assert(offense == 20 && chain == 14 && defonly == 12, "%d offense, %d chain, %d "
              "defense-only", offense, chain, defonly);
    cr_assert_eq(td_card_id("Rivalry", 0), 48);
    cr_assert_eq(td_card_id("Ruby", 3), -1, "three Rubies");
}

/* The per-card copies the hot paths read (td_card, same_kind, action_mask) agree
 * with the kind rows they are made from. */
Test(td, per_card_tables_copy_their_kind)
{
    for (int c = 0; c < td_tab->ncards; c++) {
        const td_kind_t *kd = td_kind_of(c);
        const struct td_card_info *ci = td_card(c);
        cr_assert(ci->offense == kd->offense && ci->defense == kd->defense &&
                      ci->power == kd->power && ci->chain == kd->chain,
                  "card %d (%s)", c, kd->name);
        cr_assert_eq(td_tab->same_kind[c], td_tab->kind_mask[td_tab->kind[c]], "card %d", c);
        int fixed = kd->offense != TD_OFF_NONE && kd->offense != TD_OFF_CALL &&
                    kd->offense != TD_OFF_STEAL && kd->offense != TD_OFF_RIVAL;
        cr_assert_eq(td_tab->action_mask[0] >> c & 1, (uint64_t)(kd->power > 0 || fixed),
                     "card %d (%s)", c, kd->name);
        cr_assert_eq(td_tab->action_mask[1] >> c & 1,
                     (uint64_t)(kd->power > 0 || kd->offense != TD_OFF_NONE), "card %d", c);
    }
}

/* SCHEME's moves as the rulebook lists them, the plain way (one scan per target):
 * per card kind in hand, lowest card id first, the offense moves (a call: every hero
 * not slain to every standing keep it is not at; a steal: every other dragon here
 * with cards in hand; fly: 1..fly_steps; rival: every other keep while the Black
 * Dragon is in play; else one move; none: played for nothing if no_target_offense),
 * the power move, the bolster; then the draws and "done". */
static int plain_scheme_moves(const td_state_t *s, move_t *out)
{
    int n = 0, p = s->act, standing = 0;
    for (int k = 0; k < TD_KEEPS; k++)
        standing += s->keep_owner[k] < 0;
    uint64_t left = s->z[TD_Z_HAND + p];
    while (left) {
        int c = td_lowest(left), m = 0;
        left &= ~td_tab->kind_mask[td_tab->kind[c]];
        const td_kind_t *kd = td_kind_of(c);
        switch (kd->offense) {
        case TD_OFF_NONE: m = -1; break;
        case TD_OFF_CALL:
            for (int h = 0; h < TD_HEROES; h++)
                for (int k = 0; k < TD_KEEPS; k++)
                    if (s->hero_loc[h] != TD_SLAIN && s->keep_owner[k] < 0 && s->hero_loc[h] != k)
                        out[n + m++] = MV(TD_M_OFFENSE, c, h * 8 + k);
            break;
        case TD_OFF_STEAL:
            for (int q = 0; q < s->players; q++)
                if (q != p && s->loc[q] == s->loc[p] && s->z[TD_Z_HAND + q])
                    out[n + m++] = MV(TD_M_OFFENSE, c, q);
            break;
        case TD_OFF_FLY:
            for (int k = 1; k <= s->cfg.fly_steps; k++)
                out[n + m++] = MV(TD_M_OFFENSE, c, k);
            break;
        case TD_OFF_RIVAL:
            for (int k = 0; k < TD_KEEPS && s->black_loc != TD_NOWHERE; k++)
                if (k != s->black_loc)
                    out[n + m++] = MV(TD_M_OFFENSE, c, k);
            break;
        default: out[n + m++] = MV(TD_M_OFFENSE, c, 0); break;
        }
        if (m == 0 && s->cfg.no_target_offense)
            out[n + m++] = MV(TD_M_OFFENSE, c, TD_NO_TARGET);
        n += m < 0 ? 0 : m;
        if (kd->power)
            out[n++] = MV(TD_M_POWER, c, 0);
        if (standing)
            out[n++] = MV(TD_M_BOLSTER, c, 0);
    }
    uint64_t hoard = td_hoard(s, p);
    if (hoard)
        out[n++] = MV(TD_M_DRAW, 0, 0);
    if (s->z[TD_Z_HQ + p] && popc(hoard) >= 2)
        out[n++] = MV(TD_M_DRAW, 0, 1);
    if (s->scheme_step)
        out[n++] = MV(TD_M_DONE, 0, 0);
    return n;
}

/* A sink that checks, at each skipped SCHEME, that the state it is sent from (ctx)
 * had no action to offer: no hand, no hoard pile, no "done". */
static int is_event(const char *ev, const char *kind);

static void check_no_scheme(void *ctx, const char *json)
{
    const td_state_t *s = ctx;
    if (!is_event(json, "no_scheme"))
        return;
    cr_assert(s->phase == TD_PH_SCHEME && !s->z[TD_Z_HAND + s->act] && !td_hoard(s, s->act) &&
                  !s->scheme_step,
              "a SCHEME with an action was skipped: %s", json);
}

/* Through random games (every player count, the Black Dragon, no_target_offense off,
 * short games): SCHEME lists the plain list's moves in its order; a decision in a
 * phase whose choices can shrink to one (a pick, SCHEME, a bolster's keep, a stake)
 * offers two moves at least: a single one is played at once (settle's shortcuts,
 * surely_open and the empty SCHEME, never skip it); and a SCHEME is skipped only
 * when it has no action. */
Test(td, scheme_lists_the_plain_moves_and_no_decision_offers_a_single_move)
{
    move_t mv[TD_MAX_MOVES], plain[TD_MAX_MOVES];
    const char *variants[][2] = {{NULL, NULL},
                                 {"black_dragon", "true"},
                                 {"no_target_offense", "false"},
                                 {"cards_per_keep", "1"}};
    long schemes = 0, narrow = 0;
    for (int v = 0; v < 4; v++)
        for (int players = 2; players <= 5; players++)
            for (uint64_t i = 0; i < 6; i++) {
                td_rules_t r = defaults();
                if (variants[v][0])
                    set_rule(&r, variants[v][0], variants[v][1]);
                if (v == 3)
                    set_rule(&r, "end_keeps", "1");
                td_state_t s;
                rng_t rng, a;
                rng_for_game(&rng, 29, i, 0);
                rng_for_game(&a, 29, i, 1);
                trace_sink_t sink = {check_no_scheme, &s};
                const trace_sink_t *old = trace_sink_install(&sink);
                g->setup(&s, &r, players, &rng);
                while (g->to_move(&s) >= 0) {
                    int n = nmoves(&s, mv);
                    cr_assert_gt(n, 0, "phase %s offers no move", td_phase_names[s.phase]);
                    if (s.phase == TD_PH_SCHEME) {
                        schemes++;
                        narrow += n == 2;
                        cr_assert_eq(n, plain_scheme_moves(&s, plain), "SCHEME move count");
                        cr_assert(memcmp(mv, plain, (size_t)n * sizeof *mv) == 0,
                                  "SCHEME moves differ from the plain list");
                    }
                    if (s.phase == TD_PH_PICK || s.phase == TD_PH_SCHEME ||
                        s.phase == TD_PH_BOLSTER || s.phase == TD_PH_STAKE)
                        cr_assert_geq(n, 2, "a single %s move offered as a decision",
                                      td_phase_names[s.phase]);
                    g->apply(&s, n > 1 ? mv[rng_below(&a, (uint32_t)n)] : mv[0], &rng);
                }
                trace_sink_install(old);
            }
    cr_assert_gt(schemes, 1000);
    cr_assert_gt(narrow, 100, "SCHEMEs with just two moves were met");
}

/* ============================ text and traces ============================ */

/* A JSON syntax check: the end of the value at p, or NULL where it breaks. */
static const char *jv(const char *p);

static const char *jws(const char *p)
{
    while (*p == ' ' || *p == '\n' || *p == '\t' || *p == '\r')
        p++;
    return p;
}

static const char *jstr(const char *p)
{
    if (*p++ != '"')
        return NULL;
    for (; *p != '"'; p++)
        if ((unsigned char)*p < 0x20 || (*p == '\\' && !*++p))
            return NULL;
    return p + 1;
}

static const char *jv(const char *p)
{
    p = jws(p);
    if (*p == '{' || *p == '[') {
        char close = *p == '{' ? '}' : ']';
        int keyed = *p == '{';
        p = jws(p + 1);
        if (*p == close)
            return p + 1;
        for (;;) {
            if (keyed) {
                if (!(p = jstr(p)) || *(p = jws(p)) != ':')
                    return NULL;
                p++;
            }
            if (!(p = jv(p)))
                return NULL;
            p = jws(p);
            if (*p == close)
                return p + 1;
            if (*p++ != ',')
                return NULL;
        }
    }
    if (*p == '"')
        return jstr(p);
    if (*p == '-' || (*p >= '0' && *p <= '9')) {
        for (p++; *p >= '0' && *p <= '9'; p++)
            ;
        return p;
    }
    static const char *const words[] = {"true", "false", "null"};
    for (int i = 0; i < 3; i++)
        if (strncmp(p, words[i], strlen(words[i])) == 0)
            return p + strlen(words[i]);
    return NULL;
}

static int is_one_json_object(const char *text)
{
    const char *end = text[0] == '{' ? jv(text) : NULL;
    return end && *jws(end) == '\0';
}

static void json_of(const td_state_t *s, char *buf, size_t n)
{
    cr_assert_gt(g->state_json(s, buf, n), 0);
    cr_assert(is_one_json_object(buf), "not one JSON object: %s", buf);
}

Test(td, moves_describe_themselves_counting_seats_and_keeps_from_1)
{
    td_rules_t r = black_rules();
    td_state_t s;
    g->setup(&s, &r, 5, &R);
    char buf[1 << 16];
    move_t mv[TD_MAX_MOVES];
    nmoves(&s, mv);
    cr_assert_gt(g->describe_move(&s, mv[0], buf, sizeof buf), 0);
    cr_assert(strncmp(buf, "pick ", 5) == 0, "%s", buf);
    json_of(&s, buf, sizeof buf);
    cr_assert_eq(g->state_json(&s, buf, 10), -1, "too small a buffer is reported");
    static const struct {
        move_t m;
        const char *text;
    } texts[] = {
        {TD_MV(TD_M_PLACE, 0, 0), "last draft card to keep 1"},
        {TD_MV(TD_M_KEEP, 0, 5), "shuffle it into keep 6"},
        {TD_MV(TD_M_DUEL, 0, 0), "duel seat 1"},
        {TD_MV(TD_M_DUEL, 0, 4), "duel seat 5"},
        {TD_MV(TD_M_MOVE, 0, 2), "move 3"},
        {TD_MV(TD_M_ENGAGE, 0, TD_WIZARD), "engage the Wizard"},
        {TD_MV(TD_M_PAY, 0, 0), "pay 3 power for the final turn"},
    };
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
        g->describe_move(&s, texts[i].m, buf, sizeof buf);
        cr_assert_str_eq(buf, texts[i].text);
    }
    int horn = td_card_id("Summoning Horn", 0), glove = td_card_id("Pickpocket's Glove", 0);
    int rivalry = td_card_id("Rivalry", 0);
    g->describe_move(&s, TD_MV(TD_M_OFFENSE, horn, TD_KNIGHT * 8 + 0), buf, sizeof buf);
    cr_assert_str_eq(buf, "offense Summoning Horn: call the Knight to keep 1");
    g->describe_move(&s, TD_MV(TD_M_OFFENSE, glove, 0), buf, sizeof buf);
    cr_assert_str_eq(buf, "offense Pickpocket's Glove: steal from seat 1");
    g->describe_move(&s, TD_MV(TD_M_OFFENSE, rivalry, 5), buf, sizeof buf);
    cr_assert_str_eq(buf, "offense Rivalry: Black Dragon to keep 6");
    /* as another seat sees it: a card picked, bolstered or staked is face down */
    int ruby = td_card_id("Ruby", 0);
    static const struct {
        move_t m;
        const char *mover, *other;
    } seen[] = {
        {TD_MV(TD_M_PICK, 0, 0), NULL, "pick a card"},
        {TD_MV(TD_M_BOLSTER, 0, 0), NULL, "bolster with a card (face down)"},
        {TD_MV(TD_M_STAKE, 0, 0), NULL, "stake a card (face down)"},
        {TD_MV(TD_M_POWER, 0, 0), NULL, NULL},
        {TD_MV(TD_M_KEEP, 0, 2), "shuffle it into keep 3", "shuffle it into keep 3"},
    };
    cr_assert_eq(s.dec, 0);
    for (size_t i = 0; i < sizeof seen / sizeof *seen; i++) {
        move_t m = seen[i].m | (TD_MT(seen[i].m) == TD_M_KEEP ? 0 : (move_t)ruby << 8);
        char own[128], other[128];
        g->describe_move(&s, m, buf, sizeof buf);
        cr_assert_gt(g->describe_move_for(&s, m, 0, own, sizeof own), 0);
        cr_assert_gt(g->describe_move_for(&s, m, 3, other, sizeof other), 0);
        cr_assert_str_eq(own, buf, "the mover reads its own move in full");
        cr_assert_str_eq(other, seen[i].other ? seen[i].other : buf, "move %zu", i);
    }
}

/* The "rules" object of a state's JSON, as its own string. */
static void rules_object(const char *json, char *out, size_t n)
{
    const char *p = strstr(json, "\"rules\":{");
    cr_assert(p);
    p += strlen("\"rules\":");
    const char *end = jv(p);
    cr_assert(end && (size_t)(end - p) < n);
    memcpy(out, p, (size_t)(end - p));
    out[end - p] = '\0';
}

Test(td, state_json_carries_every_rule_in_force_by_key)
{
    char buf[1 << 16], rules[1 << 13], want[128];
    td_state_t s = blank(3);
    json_of(&s, buf, sizeof buf);
    rules_object(buf, rules, sizeof rules);
    for (const rule_param_t *p = g->params; p->key; p++) {
        snprintf(want, sizeof want, "\"%s\":", p->key);
        cr_assert(strstr(rules, want), "rule %s missing from %s", p->key, rules);
    }
    cr_assert(strstr(rules, "{\"players\":3,\"start_power\":3,"), "%s", rules);
    cr_assert(strstr(rules, "\"end_empty\":true,") && strstr(rules, "\"turn_cap\":600,") &&
              strstr(rules, "\"start_ties\":\"reroll\","), "%s", rules);
    td_rules_t r = defaults();
    set_rule(&r, "keep_target", "5");
    set_rule(&r, "defense_only_vp", "-2");
    set_rule(&r, "duel_reply", "false");
    set_rule(&r, "start_ties", "seat");
    set_rule(&r, "turn_cap", "1234");
    s = blank_with(2, &r);
    json_of(&s, buf, sizeof buf);
    rules_object(buf, rules, sizeof rules);
    cr_assert(strstr(rules, "\"players\":2,") && strstr(rules, "\"keep_target\":5,") &&
              strstr(rules, "\"defense_only_vp\":-2,") && strstr(rules, "\"duel_reply\":false,") &&
              strstr(rules, "\"start_ties\":\"seat\",") && strstr(rules, "\"turn_cap\":1234,"),
              "the values in force: %s", rules);
}

Test(td, state_json_carries_the_piles_in_order_and_the_counters_play_depends_on)
{
    td_state_t s = blank(3);
    int bell = put(&s, "Alarm Bell", TD_Z_MQ), ruby = put(&s, "Ruby", TD_Z_MQ);
    s.stamp[bell] = 9, s.stamp[ruby] = 4; /* the Ruby went under the deck first */
    int c1 = put(&s, "Sapphire", TD_Z_HQ + 1), c2 = put(&s, "Gold Crown", TD_Z_HQ + 1);
    s.stamp[c1] = 7, s.stamp[c2] = 3;
    s.keep_owner[3] = 1;
    s.fort[3] = 1;
    s.fort[4] = -1;
    s.ruin[3] = (int8_t)ruin_index(TD_RUIN_ARENA);
    s.ruins_left &= (uint16_t)~(1u << s.ruin[3]);
    s.hero_loc[TD_KNIGHT] = TD_SLAIN, s.hero_owner[TD_KNIGHT] = 2;
    s.hero_loc[TD_WIZARD] = 4;
    s.missed[2] = 1;
    s.endgame = 1, s.final_left = 2;
    s.turns = 57, s.rounds = 19, s.first = 1;
    char buf[1 << 16], want[256];
    json_of(&s, buf, sizeof buf);
    snprintf(want, sizeof want, "\"bottom\":[\"Ruby#%d\",\"Alarm Bell#%d\"]", ruby, bell);
    cr_assert(strstr(buf, want), "the master deck's bottom, top first: %s", buf);
    snprintf(want, sizeof want, "\"hoard_ordered\":[\"Gold Crown#%d\",\"Sapphire#%d\"]", c2, c1);
    cr_assert(strstr(buf, want), "the ordered hoard pile, top first: %s", buf);
    cr_assert(strstr(buf, "\"first\":2,\"turns\":57,\"rounds\":19,\"endgame\":true,"
                          "\"final_turns_left\":2,"), "%s", buf);
    cr_assert(strstr(buf, "{\"keep\":4,\"standing\":false,\"destroyed_by\":2,\"fortification\":"
                          "\"taken\",\"fortification_taken_by\":2,\"ruins\":\"Broken Arena\""), "%s",
              buf);
    cr_assert(strstr(buf, "{\"keep\":5,\"standing\":true,\"destroyed_by\":null,\"fortification\":"
                          "\"standing\""), "%s", buf);
    cr_assert(strstr(buf, "{\"hero\":\"Wizard\",\"at\":5,\"slain_by\":null}") &&
              strstr(buf, "{\"hero\":\"Knight\",\"at\":\"slain\",\"slain_by\":3}") &&
              strstr(buf, "{\"hero\":\"Crusader\",\"at\":\"castle\""), "%s", buf);
    cr_assert(strstr(buf, "{\"seat\":3,\"keep\":1,\"power\":3,\"missed\":1,"), "%s", buf);
    cr_assert(!strstr(buf, "Broken Arena\",\"") || strstr(buf, "\"ruins_left\":[\"Dragon's Lair\""),
              "%s", buf);
    cr_assert(!strstr(strstr(buf, "\"ruins_left\""), "Broken Arena"), "a drawn Ruins card is not left");
    /* a turn in progress: its flags; a fight: its target and raisers; a duel */
    s = blank(3);
    s.hero_loc[TD_KNIGHT] = 2;
    s.loc[1] = 2;
    move_to_keep_3(&s);
    cr_assert_eq(s.phase, TD_PH_RAISE);
    json_of(&s, buf, sizeof buf);
    cr_assert(strstr(buf, "\"phase\":\"raise\",\"to_move\":2,"), "%s", buf);
    cr_assert(strstr(buf, "\"turn\":{\"seat\":1,\"scheme_step\":0,\"slay\":0,\"siege\":0,"
                          "\"looted\":false,\"assaulted\":false,\"fought\":[\"Knight\"],"
                          "\"dueled\":[],\"played\":[]}"), "%s", buf);
    cr_assert(strstr(buf, "\"fight\":{\"against\":\"Knight\",\"target\":3,\"raisers_left\":[2]}"),
              "%s", buf);
    cr_assert(!strstr(buf, "\"duel\":{"), "%s", buf);
}

/* Nothing of a finished step is left: in the state, and in its JSON. */
static void check_no_stale_fields(const td_state_t *s)
{
    static char buf[1 << 16];
    json_of(s, buf, sizeof buf);
    int ph = s->phase, draft = ph <= TD_PH_PLACE, turn = ph >= TD_PH_FINAL && ph <= TD_PH_RAID;
    int fight = ph == TD_PH_RAISE || ph == TD_PH_BOOST;
    int duel = ph >= TD_PH_FLEE && ph <= TD_PH_PUSH;
    cr_assert(ph != TD_PH_TURN_END, "turn_end lives only inside apply");
    cr_assert_eq(strstr(buf, "\"draft\":{") != NULL, draft, "phase %d", ph);
    cr_assert_eq(strstr(buf, "\"turn\":{") != NULL, turn, "phase %d", ph);
    cr_assert_eq(strstr(buf, "\"fight\":{") != NULL, fight, "phase %d", ph);
    cr_assert_eq(strstr(buf, "\"duel\":{") != NULL, duel, "phase %d", ph);
    cr_assert_eq(strstr(buf, "\"final_turns_left\":") != NULL, s->endgame);
    cr_assert_eq(strstr(buf, "\"draft_packet\":") != NULL, draft);
    if (!fight)
        cr_assert(s->fight == TD_F_NONE && s->target == 0 && s->roll == 0 && s->raisers == 0);
    if (!duel)
        cr_assert(s->def == TD_NONE && s->total[0] == 0 && s->total[1] == 0 && s->winner == 0 &&
                  s->z[TD_Z_STAKE] == 0 && s->z[TD_Z_STAKE + 1] == 0);
    if (ph != TD_PH_SCHEME && ph != TD_PH_BOLSTER)
        cr_assert_eq(s->scheme_step, 0);
    if (ph != TD_PH_BOLSTER)
        cr_assert_eq(s->z[TD_Z_ASIDE], 0);
    if (!turn)
        cr_assert(s->slay == 0 && s->siege == 0 && s->looted == 0 && s->assaulted == 0 &&
                  s->fought == 0 && s->dueled == 0 && s->nplayed == 0 && s->z[TD_Z_PLAYED] == 0);
    if (ph != TD_PH_PICK)
        for (int p = 0; p < TD_MAX_PLAYERS; p++)
            cr_assert(s->drafted[p] == 0 && s->draft_seen == 0);
    if (!draft)
        for (int p = 0; p < s->players; p++)
            cr_assert_eq(s->z[TD_Z_PACK + p], 0);
}

Test(td, state_json_has_no_stale_fields_through_random_games)
{
    td_rules_t r = black_rules();
    move_t mv[TD_MAX_MOVES];
    long phases[TD_PH_OVER + 1] = {0};
    for (int players = 2; players <= 5; players++)
        for (uint64_t i = 0; i < 12; i++) {
            td_state_t s;
            rng_t rng, a;
            rng_for_game(&rng, 17, i, 0);
            rng_for_game(&a, 17, i, 1);
            g->setup(&s, &r, players, &rng);
            for (;;) {
                check_no_stale_fields(&s);
                phases[s.phase]++;
                if (g->to_move(&s) < 0)
                    break;
                int n = nmoves(&s, mv);
                g->apply(&s, bold_move(mv, n, &a), &rng);
            }
        }
    for (int ph = 0; ph <= TD_PH_OVER; ph++)
        if (ph != TD_PH_TURN_END)
            cr_assert_gt(phases[ph], 0, "phase %s reached", td_phase_names[ph]);
}

/* ---- trace events (RULES.md "Trace"): a sink that collects them ---- */

static const char *const event_kinds[] = {
    "keep_pile", "draft_deal", "master_deck", "start_roll", "black_dragon", "roll_off", "first",
    "pass", "draw", "shuffle", "discard", "steal", "plunder", "turn_missed", "final_turn_lost",
    "final_turn_paid", "move", "ruins", "forced", "no_scheme", "fight", "roll", "fight_result",
    "hero_beaten", "hero_won", "fortification_taken", "keep_destroyed", "assault_failed",
    "accept", "no_stake", "duel_roll", "duel_result", "stake_taken", "loot", "played_to_hoard",
    "final_round", "stop", "deal_end",
};
#define NKINDS ((int)(sizeof event_kinds / sizeof *event_kinds))

static int is_event(const char *ev, const char *kind)
{
    char head[64];
    snprintf(head, sizeof head, "{\"event\":\"%s\"", kind);
    return strncmp(ev, head, strlen(head)) == 0 && ev[strlen(head)] != '_';
}

static int count_events(const ev_log_t *log, const char *kind)
{
    int k = 0;
    for (int i = 0; i < log->n; i++)
        k += is_event(log->ev[i], kind);
    return k;
}

/* The integer after "key": in ev, or -1 when absent or not a number. */
static int ev_int(const char *ev, const char *key)
{
    const char *p = value_of(ev, key, "");
    return p && (*p == '-' || (*p >= '0' && *p <= '9')) ? atoi(p) : -1;
}

/* The card after "key":"Name#id" in ev, or -1 (null or absent). */
static int ev_card(const char *ev, const char *key)
{
    const char *p = value_of(ev, key, "\"");
    if (!p)
        return -1;
    const char *hash = strchr(p, '#');
    cr_assert(hash, "%s", ev);
    return atoi(hash + 1);
}

/* The cards of the list after "key":[ in ev, as a mask. */
static uint64_t ev_cards(const char *ev, const char *key)
{
    const char *p = value_of(ev, key, "[");
    cr_assert(p, "no %s in %s", key, ev);
    uint64_t m = 0;
    while (*p != ']') {
        const char *hash = strchr(p, '#');
        cr_assert(hash, "%s", ev);
        m |= BIT(atoi(hash + 1));
        p = strchr(hash, '"') + 1;
        if (*p == ',')
            p++;
    }
    return m;
}

/* Is `seat` (from 0) in the "seen_by" list of ev? A list absent means everyone. */
static int seen_by(const char *ev, int seat)
{
    const char *p = value_of(ev, "seen_by", "[");
    if (!p)
        return 1;
    while (*p != ']') {
        if (atoi(p) == seat + 1)
            return 1;
        p += strcspn(p, ",]");
        if (*p == ',')
            p++;
    }
    return 0;
}

/* Check one step's events (setup: before == NULL) against the states around it:
 * every automatic change is reported, and what is reported is true. */
static void check_step_events(const ev_log_t *log, const td_state_t *before,
                              const td_state_t *after, int *seen)
{
    int players = after->players;
    for (int i = 0; i < log->n; i++) {
        cr_assert(is_one_json_object(log->ev[i]), "not one JSON object: %s", log->ev[i]);
        int known = 0;
        for (int k = 0; k < NKINDS; k++)
            if (is_event(log->ev[i], event_kinds[k]))
                seen[k]++, known = 1;
        cr_assert(known, "unknown event %s", log->ev[i]);
    }
    if (!before) { /* setup: what was dealt, the rolls, who goes first */
        cr_assert_eq(count_events(log, "keep_pile"), TD_KEEPS);
        cr_assert_eq(count_events(log, "draft_deal"), players);
        cr_assert_eq(count_events(log, "start_roll"), players);
        for (int i = 0; i < log->n; i++) {
            const char *ev = log->ev[i];
            if (is_event(ev, "keep_pile"))
                cr_assert_eq(ev_cards(ev, "cards"), after->z[TD_Z_KEEP + ev_int(ev, "keep") - 1]);
            if (is_event(ev, "draft_deal")) {
                int p = ev_int(ev, "seat") - 1;
                cr_assert_eq(ev_cards(ev, "cards"), after->z[TD_Z_PACK + p]);
                for (int q = 0; q < players; q++)
                    cr_assert_eq(seen_by(ev, q), q == p, "a packet is seen by its owner: %s", ev);
            }
            if (is_event(ev, "master_deck"))
                cr_assert_eq(ev_cards(ev, "cards"), after->z[TD_Z_MSET]);
            if (is_event(ev, "start_roll"))
                cr_assert_eq(ev_int(ev, "keep"), after->loc[ev_int(ev, "seat") - 1] + 1);
            if (is_event(ev, "first"))
                cr_assert_eq(ev_int(ev, "seat"), after->first + 1, "%s", ev);
        }
        cr_assert_eq(count_events(log, "first"), 1);
        return;
    }
    int draft = before->phase <= TD_PH_PLACE;
    /* every card that came into a hand outside the draft: drawn, stolen, plundered
     * or a stake taken, reported with the card, seen by the taker */
    for (int p = 0; p < players && !draft; p++) {
        uint64_t gained = after->z[TD_Z_HAND + p] & ~before->z[TD_Z_HAND + p], told = 0;
        for (int i = 0; i < log->n; i++) {
            const char *ev = log->ev[i];
            if ((is_event(ev, "draw") || is_event(ev, "steal") || is_event(ev, "plunder") ||
                 is_event(ev, "stake_taken")) && ev_int(ev, "seat") == p + 1 &&
                ev_card(ev, "card") >= 0) {
                told |= BIT(ev_card(ev, "card"));
                cr_assert(seen_by(ev, p), "the taker sees the card: %s", ev);
            }
        }
        cr_assert_eq(gained & ~told, 0, "seat %d gained cards no event names", p + 1);
    }
    uint64_t taken[TD_MAX_PLAYERS] = {0}; /* cards events put into each hand so far */
    for (int i = 0; i < log->n; i++) {
        const char *ev = log->ev[i];
        int seat = ev_int(ev, "seat") - 1, c = ev_card(ev, "card");
        if ((is_event(ev, "draw") || is_event(ev, "steal") || is_event(ev, "plunder") ||
             is_event(ev, "stake_taken")) && c >= 0)
            taken[seat] |= BIT(c);
        if (is_event(ev, "discard")) {
            cr_assert((before->z[TD_Z_HAND + seat] | taken[seat]) & BIT(c), "%s", ev);
            int to = strstr(ev, "\"to\":\"master_bottom\"") ? TD_Z_MQ
                                                            : TD_Z_KEEP + ev_int(ev, "keep") - 1;
            int later = 0; /* drawn again in the same step */
            for (int k = i + 1; k < log->n; k++)
                later |= ev_card(log->ev[k], "card") == c;
            cr_assert((after->z[to] & BIT(c)) || later, "the card is where the event says: %s",
                      ev);
            for (int q = 0; q < players; q++)
                cr_assert_eq(seen_by(ev, q), q == seat, "%s", ev);
        }
        if (is_event(ev, "loot")) {
            int k = ev_int(ev, "keep") - 1;
            cr_assert(before->z[TD_Z_KEEP + k] & BIT(c), "%s", ev);
            cr_assert(!strstr(ev, "seen_by"), "a looted card is turned face up: %s", ev);
        }
        if (is_event(ev, "duel_roll")) {
            int da, dd, b = ev_int(ev, "arena_bonus"), ta, td;
            cr_assert_eq(sscanf(strstr(ev, "\"dice\":"), "\"dice\":[%d,%d]", &da, &dd), 2);
            cr_assert_eq(sscanf(strstr(ev, "\"totals\":"), "\"totals\":[%d,%d]", &ta, &td), 2);
            cr_assert(da >= 1 && da <= after->cfg.die_sides && dd >= 1 &&
                      dd <= after->cfg.die_sides, "%s", ev);
            cr_assert(ta == da + b && td == dd, "%s", ev);
        }
        if (is_event(ev, "duel_result")) {
            int ta, td;
            cr_assert_eq(sscanf(strstr(ev, "\"totals\":"), "\"totals\":[%d,%d]", &ta, &td), 2);
            int w = ev_int(ev, "winner");
            cr_assert_eq(w, ta == td ? -1 : ta > td ? ev_int(ev, "challenger") : ev_int(ev, "defender"),
                         "%s", ev);
        }
        if (is_event(ev, "roll"))
            cr_assert(ev_int(ev, "die") >= 1 && ev_int(ev, "die") <= after->cfg.die_sides, "%s", ev);
        if (is_event(ev, "deal_end")) {
            const char *st = strstr(ev, "\"state\":{");
            cr_assert(st && (strstr(st, "\"phase\":\"turn_end\",\"to_move\":null") ||
                             strstr(st, "\"phase\":\"over\",\"to_move\":null")), "%s", ev);
            cr_assert(!strstr(st, "\"turn\":{") && !strstr(st, "\"fight\":{") &&
                      !strstr(st, "\"duel\":{") && !strstr(st, "\"draft\":{"),
                      "nothing stale at a round's end: %s", ev);
        }
    }
    /* keeps destroyed, heroes slain, the final round, the cap */
    int destroyed = 0, slain = 0;
    for (int k = 0; k < TD_KEEPS; k++)
        destroyed += after->keep_owner[k] >= 0 && before->keep_owner[k] < 0;
    for (int h = 0; h < TD_HEROES; h++)
        slain += after->hero_loc[h] == TD_SLAIN && before->hero_loc[h] != TD_SLAIN;
    cr_assert_eq(count_events(log, "keep_destroyed"), destroyed);
    int slain_told = 0;
    for (int i = 0; i < log->n; i++)
        slain_told += is_event(log->ev[i], "hero_beaten") && strstr(log->ev[i], "\"to\":\"slain\"");
    cr_assert_eq(slain_told, slain);
    cr_assert_eq(count_events(log, "final_round"), after->endgame && !before->endgame);
    cr_assert_eq(count_events(log, "stop"), after->capped && !before->capped);
    /* one state per round that ends with a next one started, and one at the game's
     * end (a round the game ends with starts no other: that state is the last) */
    int ended = after->phase == TD_PH_OVER && before->phase != TD_PH_OVER;
    int rounds = after->rounds - (before->rounds ? before->rounds : after->rounds ? 1 : 0);
    cr_assert_eq(count_events(log, "deal_end"), rounds + ended, "rounds %d, ended %d", rounds,
                 ended);
    if (after->black_loc != TD_NOWHERE) {
        int flights = 0;
        for (int i = 0; i < log->n; i++)
            flights += is_event(log->ev[i], "black_dragon") && strstr(log->ev[i], "round_end");
        cr_assert_eq(flights, rounds, "the Black Dragon flies at every round's end");
    }
}

/* Games with a sink installed: each step's events against the states around it. */
static void trace_games(const td_rules_t *r, int players, int games, int *seen)
{
    static ev_log_t log;
    trace_sink_t sink = {ev_collect, &log};
    move_t mv[TD_MAX_MOVES];
    for (int i = 0; i < games; i++) {
        td_state_t s, before;
        rng_t rng, a;
        rng_for_game(&rng, 2024, (uint64_t)i, 0);
        rng_for_game(&a, 2024, (uint64_t)i, 1);
        log.n = 0;
        const trace_sink_t *old = trace_sink_install(&sink);
        g->setup(&s, r, players, &rng);
        trace_sink_install(old);
        check_step_events(&log, NULL, &s, seen);
        while (g->to_move(&s) >= 0) {
            int n = nmoves(&s, mv);
            td_state_t v = s;
            log.n = 0;
            old = trace_sink_install(&sink);
            g->determinize(&v, s.dec, &rng);
            g->evaluate(&s, s.dec);
            trace_sink_install(old);
            cr_assert_eq(log.n, 0, "only setup and apply report events");
            before = s;
            apply_logged(&s, bold_move(mv, n, &a), &rng, &log);
            check_step_events(&log, &before, &s, seen);
        }
    }
}

Test(td, trace_events_report_every_automatic_step, .timeout = 120)
{
    int seen[NKINDS] = {0};
    td_rules_t r = defaults();
    for (int players = 2; players <= 5; players++)
        trace_games(&r, players, 6, seen);
    r = black_rules();
    trace_games(&r, 3, 6, seen);
    set_rule(&r, "endgame_optional", "false");
    set_rule(&r, "cards_per_keep", "1");
    trace_games(&r, 4, 6, seen);
    r = defaults();
    set_rule(&r, "turn_cap", "40");
    set_rule(&r, "no_target_offense", "false");
    set_rule(&r, "draft_size", "2"); /* one card to start with: hands run dry */
    trace_games(&r, 3, 6, seen);
    for (int k = 0; k < NKINDS; k++)
        cr_assert_gt(seen[k], 0, "event %s never seen", event_kinds[k]);
}

Test(td, trace_events_of_setup_deal_roll_and_name_the_first_player)
{
    td_rules_t r = black_rules();
    static ev_log_t log;
    trace_sink_t sink = {ev_collect, &log};
    int rolled_off = 0;
    for (uint64_t i = 0; i < 60; i++) {
        td_state_t s;
        rng_t rng;
        rng_for_game(&rng, 5, i, 0);
        log.n = 0;
        const trace_sink_t *old = trace_sink_install(&sink);
        g->setup(&s, &r, 4, &rng);
        trace_sink_install(old);
        /* six keep piles, four packets, the master deck, four rolls, the Black Dragon,
         * re-rolls when the lowest keep is shared, then the first player */
        const char *order[] = {"keep_pile", "keep_pile", "keep_pile", "keep_pile", "keep_pile",
                               "keep_pile", "draft_deal", "draft_deal", "draft_deal",
                               "draft_deal", "master_deck", "start_roll", "start_roll",
                               "start_roll", "start_roll", "black_dragon"};
        for (int k = 0; k < 16; k++)
            cr_assert(is_event(log.ev[k], order[k]), "event %d: %s", k, log.ev[k]);
        cr_assert(strstr(log.ev[0], "{\"event\":\"keep_pile\",\"keep\":1,\"cards\":[\"") &&
                  strstr(log.ev[0], "\"seen_by\":[]}"), "%s", log.ev[0]);
        cr_assert(strstr(log.ev[6], "\"seat\":1,") && strstr(log.ev[6], "\"seen_by\":[1]}"),
                  "%s", log.ev[6]);
        char want[128];
        snprintf(want, sizeof want, "{\"event\":\"black_dragon\",\"why\":\"setup\",\"roll\":%d,"
                 "\"keep\":%d}", s.black_loc + 1, s.black_loc + 1);
        cr_assert_str_eq(log.ev[15], want);
        for (int k = 16; k < log.n - 1; k++)
            cr_assert(is_event(log.ev[k], "roll_off"), "%s", log.ev[k]);
        rolled_off += log.n > 17;
        snprintf(want, sizeof want, "{\"event\":\"first\",\"for\":\"first_turn\",\"seat\":%d,",
                 s.first + 1);
        cr_assert(strncmp(log.ev[log.n - 1], want, strlen(want)) == 0, "%s", log.ev[log.n - 1]);
        cr_assert(strstr(log.ev[log.n - 1], log.n > 17 ? "\"by\":\"roll_off\"}" : "\"by\":\"roll\"}"),
                  "%s", log.ev[log.n - 1]);
    }
    cr_assert_gt(rolled_off, 10, "ties are frequent with four dragons on six keeps");
}

Test(td, trace_events_of_a_fight_a_duel_and_a_round_end)
{
    /* seat 1 fights the Knight at keep 3 with seat 2 there, then duels it */
    td_state_t s = blank(2);
    s.hero_loc[TD_KNIGHT] = 2;
    s.loc[1] = 2;
    s.power[1] = 0;
    put(&s, "Ruby", TD_Z_HAND);
    int pit = put(&s, "Spiked Pit", TD_Z_HAND + 1);
    move_to_keep_3(&s);
    play_roll(&s, MV(TD_M_POWER, td_card_id("Ruby", 0), 0), 6);
    cr_assert(rolled_has("{\"event\":\"fight\",\"seat\":1,\"against\":\"Knight\",\"keep\":3,"
                         "\"target\":3}"), "no dragon may raise: seat 2 has no power");
    cr_assert(rolled_has("{\"event\":\"roll\",\"seat\":1,\"against\":\"Knight\",\"die\":6,"
                         "\"bonus\":0,\"target\":3}"));
    cr_assert(rolled_has("{\"event\":\"fight_result\",\"seat\":1,\"against\":\"Knight\","
                         "\"won\":true,"));
    cr_assert(rolled_has("{\"event\":\"hero_beaten\",\"seat\":1,\"hero\":\"Knight\","
                         "\"to\":\"castle\"}"));
    cr_assert(rolled_has("{\"event\":\"draw\",\"seat\":1,\"from\":\"master\",\"card\":\""),
              "the reward card");
    cr_assert(rolled_has("\"seen_by\":[1]}"));
    cr_assert_eq(s.phase, TD_PH_DUEL);
    /* the defender cannot pay to flee: accepted without a decision */
    cr_assert_eq(s.z[TD_Z_HAND], BIT(td_lowest(s.z[TD_Z_HAND])), "one card: the stake is forced");
    int mine = td_lowest(s.z[TD_Z_HAND]);
    static ev_log_t log;
    rng_t r;
    rng_seed(&r, 3, 3);
    apply_logged(&s, MV(TD_M_DUEL, 0, 1), &r, &log);
    cr_assert(is_event(log.ev[0], "accept") && strstr(log.ev[0], "\"seat\":2"), "%s", log.ev[0]);
    /* a forced stake: as the others see it, then with its card for the staker */
    cr_assert_str_eq(log.ev[1], "{\"event\":\"forced\",\"seat\":1,\"phase\":\"stake\","
                                "\"move\":\"stake a card (face down)\"}");
    char want[256];
    snprintf(want, sizeof want, "{\"event\":\"forced\",\"seat\":1,\"phase\":\"stake\","
             "\"move\":\"stake %s\",\"seen_by\":[1]}", td_kind_of(mine)->name);
    cr_assert_str_eq(log.ev[2], want, "the reward card drawn after the Knight");
    cr_assert_str_eq(log.ev[3], "{\"event\":\"forced\",\"seat\":2,\"phase\":\"stake\","
                                "\"move\":\"stake a card (face down)\"}");
    cr_assert_str_eq(log.ev[4], "{\"event\":\"forced\",\"seat\":2,\"phase\":\"stake\","
                                "\"move\":\"stake Spiked Pit\",\"seen_by\":[2]}");
    cr_assert(is_event(log.ev[5], "duel_roll"), "%s", log.ev[5]);
    int winner = ev_int(log.ev[6], "winner");
    cr_assert(is_event(log.ev[6], "duel_result"), "%s", log.ev[6]);
    if (winner > 0) { /* the loser's stake, seen by both; the winner's own, by it */
        int loser_card = winner == 1 ? pit : mine, own = winner == 1 ? mine : pit;
        int k = count_events(&log, "stake_taken");
        cr_assert_eq(k, 2);
        for (int i = 0; i < log.n; i++)
            if (is_event(log.ev[i], "stake_taken") && ev_card(log.ev[i], "card") == loser_card)
                cr_assert(strstr(log.ev[i], "\"seen_by\":[1,2]") || !strstr(log.ev[i], "seen_by"),
                          "%s", log.ev[i]);
            else if (is_event(log.ev[i], "stake_taken"))
                cr_assert(ev_card(log.ev[i], "card") == own && seen_by(log.ev[i], winner - 1) &&
                          !seen_by(log.ev[i], 2 - winner), "%s", log.ev[i]);
    }
    /* a round ends: the state then, between two turns */
    td_state_t t = blank(2);
    td_start_turn(&t, 1, &R); /* seat 2's turn: the last of the round */
    move_t mv[TD_MAX_MOVES];
    int ended = 0;
    while (!ended && g->to_move(&t) >= 0) {
        int n = nmoves(&t, mv);
        apply_logged(&t, mv[n - 1], &R, &log);
        ended = t.act == 0;
    }
    cr_assert(ended);
    cr_assert_eq(count_events(&log, "deal_end"), 1);
    const char *st = strstr(log.ev[log.n - 1], "\"state\":{");
    cr_assert(is_event(log.ev[log.n - 1], "deal_end") && st, "the last event");
    cr_assert(strstr(st, "\"phase\":\"turn_end\",\"to_move\":null,\"first\":1,\"turns\":1,"
                         "\"rounds\":2,"), "%s", st);
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
    uint64_t want = td_tab->base_mask | (s->cfg.black_dragon ? td_tab->black_mask : 0);
    if (seen != want)
        cr_assert_fail("cards lost or created: %llx vs %llx", (unsigned long long)seen,
                (unsigned long long)want);
    for (int p = 0; p < s->players; p++) {
        if (s->power[p] < 0 || s->power[p] > 6)
            cr_assert_fail("power %d", s->power[p]);
        if ((s->known[p] & s->z[TD_Z_HAND + p]) != s->z[TD_Z_HAND + p])
            cr_assert_fail("a seat does not know its own hand");
    }
    /* every round is `players` turns (missed, rested and lost ones included), so once
     * play has begun the rounds started are the turns started, rounded up; a game
     * that ends as the turn comes back to the first seat starts no further round */
    if (s->turns > 0 && s->rounds != (s->turns + s->players - 1) / s->players)
        cr_assert_fail("%d rounds for %d turns of %d players", s->rounds, s->turns,
                       s->players);
}

/* The game without observe/view_text: the big batteries check everything but the
 * observations, which battery_observed checks on fewer games (every seat's
 * observation and text at every step of one game in four costs several times the
 * play itself). */
static game_t plain_game(void)
{
    game_t plain = tin_dragon_game;
    plain.observe = NULL;
    plain.view_text = NULL;
    return plain;
}

static void battery_with(const game_t *game, int players, const td_rules_t *r, long games,
                         uint64_t seed)
{
    battery_stats_t bs =
        battery_play(game, r, players, games, seed, 20000, check_invariants, NULL);
    cr_assert_eq(bs.games, games);
    long decided = 0;
    for (int p = 0; p < players; p++)
        decided += bs.wins[p] + bs.draws[p];
    cr_assert_gt(decided, 0, "some games end by the rules, not the cap");
}

static void battery_for(int players, const td_rules_t *r, long games, uint64_t seed)
{
    game_t plain = plain_game();
    battery_with(&plain, players, r, games, seed);
}

/* battery_2_players to battery_5_players: 10000 games of the default rules, seeded
 * with the number of players. */
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

/* Every seat's observation and text view survive its own determinization (the
 * battery checks them in one game of four), with the default rules, the Black
 * Dragon and short games that reach the final round. */
Test(td, battery_observed, .timeout = 300)
{
    td_rules_t r = defaults();
    for (int n = 2; n <= 5; n++)
        battery_with(g, n, &r, 40, 50 + (uint64_t)n);
    r = black_rules();
    set_rule(&r, "cards_per_keep", "1");
    set_rule(&r, "end_keeps", "2");
    for (int n = 2; n <= 5; n++)
        battery_with(g, n, &r, 80, 60 + (uint64_t)n);
}

Test(td, battery_reproducible)
{
    td_rules_t r = defaults();
    for (int n = 2; n <= 5; n++)
        battery_reproducible(g, &r, n, 31 + (uint64_t)n);
    r = black_rules();
    battery_reproducible(g, &r, 4, 40);
}
