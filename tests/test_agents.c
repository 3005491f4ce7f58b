/* test_agents.c - the greedy and mcts agents on every registered game and on "peek",
 * a hidden-information game of the tests (peek_game.h) where cheating shows.
 *
 * Games are played by a small runner of the test's own that does what the engine's
 * runner promises (agent.h): chance from the game's stream (slot 0), each seat's
 * agent from its own stream (slot 1 + seat), and an agent with needs_view gets a
 * private copy of the state passed through determinize(view, seat). A "cheater"
 * (tests only) gets the true state instead. Every choice must be a legal move, and
 * no agent may allocate memory while it chooses (counted by this binary's malloc).
 *
 * Statistical checks use 5-sigma bounds, so a correct agent fails them by chance
 * with a probability below one in a million. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../agents/mcts.h"
#include "agent.h"
#include "peek_game.h"
#include "registry.h"
#include "rules.h"

#define MAX_TEST_GAMES 16
#define MAX_STEPS 200000 /* a game longer than this is a broken game, not a long one */
#define SIGMAS 5.0

/* ---- no allocation while an agent chooses ----
 * The test binary's malloc family forwards to glibc's and counts the calls a thread
 * makes while it is inside an agent's choose(); ask() checks the count stays 0. */
void *__libc_malloc(size_t n);
void *__libc_calloc(size_t k, size_t n);
void *__libc_realloc(void *p, size_t n);
void __libc_free(void *p);

static _Thread_local int choosing;
static _Thread_local long allocations_while_choosing;

void *malloc(size_t n)
{
    allocations_while_choosing += choosing;
    return __libc_malloc(n);
}

void *calloc(size_t k, size_t n)
{
    allocations_while_choosing += choosing;
    return __libc_calloc(k, n);
}

void *realloc(void *p, size_t n)
{
    allocations_while_choosing += choosing;
    return __libc_realloc(p, n);
}

void free(void *p)
{
    __libc_free(p);
}

/* ---- the games under test: every registered game, then peek ---- */

static int games_under_test(const game_t **out)
{
    int n = 0;
    for (int i = 0; game_registry[i] && n < MAX_TEST_GAMES - 1; i++)
        out[n++] = game_registry[i];
    out[n++] = &peek_game;
    for (int i = 0; i < n; i++) {
        char err[512] = "";
        cr_assert_eq(out[i]->init(err, sizeof err), 0, "%s: init failed: %s", out[i]->id, err);
    }
    return n;
}

/* Default rules (custom entries set from their listed default when the game accepts
 * it as a value). The caller frees. */
static void *default_rules(const game_t *g)
{
    void *rules = calloc(1, g->rules_size ? g->rules_size : 1);
    cr_assert(rules);
    rules_defaults(g, rules);
    for (const rule_param_t *p = g->params; p && p->key; p++) {
        char err[512];
        if (p->type == RULE_CUSTOM && p->def_text && g->rules_set)
            (void)g->rules_set(rules, p->key, p->def_text, err, sizeof err);
    }
    return rules;
}

static int players_allowed(const game_t *g, const void *rules, int players)
{
    char err[512];
    return !g->rules_check || g->rules_check(rules, players, err, sizeof err) == 0;
}

/* The smallest allowed player count, preferring two. */
static int test_players(const game_t *g, const void *rules)
{
    for (int p = g->min_players; p <= g->max_players; p++)
        if (players_allowed(g, rules, p))
            return p;
    cr_assert_fail("%s: no player count passes rules_check with the default rules", g->id);
    return 0;
}

/* ---- agents in seats ---- */

typedef struct seat_agent {
    agent_cfg_t cfg;
    void *self;
    int cheat; /* tests only: handed the true state instead of a determinized view */
} seat_agent_t;

static void seat_agent_open(seat_agent_t *a, const game_t *g, const char *spec, int cheat)
{
    char err[256];
    cr_assert_eq(agent_spec_parse(spec, &a->cfg, err, sizeof err), 0, "%s", err);
    a->self = NULL;
    a->cheat = cheat;
    if (a->cfg.type->create)
        cr_assert_eq(a->cfg.type->create(&a->cfg, g, &a->self), 0, "%s: create failed", spec);
}

static void seat_agent_close(seat_agent_t *a)
{
    if (a->cfg.type->destroy)
        a->cfg.type->destroy(a->self);
}

static int move_offered(move_t m, const move_t *moves, int n)
{
    for (int i = 0; i < n; i++)
        if (moves[i] == m)
            return 1;
    return 0;
}

/* Ask seat's agent for a move in st, as the runner would; it must be one offered. */
static move_t ask(const game_t *g, seat_agent_t *a, const void *st, void *view, int seat,
                  const move_t *moves, int n, rng_t *rng)
{
    void *v = NULL;
    if (a->cfg.type->needs_view) {
        memcpy(view, st, g->state_size);
        if (!a->cheat)
            g->determinize(view, seat, rng);
        v = view;
    }
    choosing = 1;
    move_t m = a->cfg.type->choose(a->self, &a->cfg, g, v, seat, moves, n, rng);
    choosing = 0;
    cr_assert_eq(allocations_while_choosing, 0, "%s: agent %s allocated memory while choosing",
                 g->id, a->cfg.spec);
    cr_assert(move_offered(m, moves, n), "%s: agent %s returned move %u, not a legal move",
              g->id, a->cfg.spec, (unsigned)m);
    return m;
}

/* Play game `index` of a run seeded `seed`, seat s played by seats[s]. Records the
 * moves in log (up to maxlog) when log is not NULL. */
static outcome_t play_game(const game_t *g, const void *rules, int players,
                           seat_agent_t **seats, uint64_t seed, uint64_t index, move_t *log,
                           long *nlog, long maxlog)
{
    unsigned char *st = calloc(1, g->state_size), *view = calloc(1, g->state_size);
    move_t *moves = malloc(sizeof(move_t) * (size_t)g->max_moves);
    cr_assert(st && view && moves);
    rng_t chance, rng[MAX_SEATS];
    rng_for_game(&chance, seed, index, 0);
    for (int s = 0; s < players; s++)
        rng_for_game(&rng[s], seed, index, 1u + (unsigned)s);
    g->setup(st, rules, players, &chance);
    long steps = 0;
    int seat;
    while ((seat = g->to_move(st)) >= 0) {
        cr_assert_lt(steps, MAX_STEPS, "%s: game did not end", g->id);
        int n = g->legal_moves(st, moves);
        move_t m = ask(g, seats[seat], st, view, seat, moves, n, &rng[seat]);
        if (log && steps < maxlog)
            log[steps] = m;
        g->apply(st, m, &chance);
        steps++;
    }
    if (nlog)
        *nlog = steps;
    outcome_t out;
    memset(&out, 0, sizeof out);
    g->outcome(st, &out);
    free(st);
    free(view);
    free(moves);
    return out;
}

/* A game's worth to one seat: win 1, draw or capped 1/2, loss 0. */
static double seat_score(const outcome_t *o, int seat)
{
    if (o->capped)
        return 0.5;
    return 0.5 * o->result[seat];
}

/* Lower end of the Wilson score interval at z sigmas. */
static double wilson_low(double score, double n, double z)
{
    double p = score / n, z2 = z * z;
    return (p + z2 / (2 * n) - z * sqrt(p * (1 - p) / n + z2 / (4 * n * n))) / (1 + z2 / n);
}

/* ---- settings ---- */

static int spec_error(const char *spec, char *err, size_t n)
{
    agent_cfg_t cfg;
    return agent_spec_parse(spec, &cfg, err, n);
}

Test(agents, are_registered_with_their_settings)
{
    const agent_type_t *mcts = agent_find("mcts"), *greedy = agent_find("greedy");
    cr_assert(mcts && greedy);
    cr_assert(mcts->needs_view && greedy->needs_view, "both agents look at a view");
    agent_cfg_t cfg;
    char err[256];
    cr_assert_eq(agent_spec_parse("mcts:iters=400:c=0.7:depth=0", &cfg, err, sizeof err), 0,
                 "%s", err);
    cr_assert_eq(agent_cfg_get(&cfg, "iters"), 400.0);
    cr_assert_eq(agent_cfg_get(&cfg, "c"), 0.7);
    cr_assert_eq(agent_cfg_get(&cfg, "depth"), 0.0);
    cr_assert_str_eq(cfg.spec, "mcts:iters=400:c=0.7:depth=0");
    cr_assert_eq(agent_spec_parse("mcts", &cfg, err, sizeof err), 0);
    cr_assert_gt(agent_cfg_get(&cfg, "iters"), 0.0, "a default budget");
    cr_assert_eq(agent_spec_parse("greedy:samples=3", &cfg, err, sizeof err), 0);
    cr_assert_eq(agent_cfg_get(&cfg, "samples"), 3.0);
}

Test(agents, reject_unknown_settings_and_bad_values)
{
    char err[256];
    cr_assert_neq(spec_error("mcts:time=5", err, sizeof err), 0);
    cr_assert(strstr(err, "unknown setting 'time'") && strstr(err, "iters"), "%s", err);
    cr_assert_neq(spec_error("mcts:iters=0", err, sizeof err), 0);
    cr_assert(strstr(err, "iters"), "%s", err);
    cr_assert_neq(spec_error("mcts:iters=2.5", err, sizeof err), 0);
    cr_assert(strstr(err, "whole number"), "%s", err);
    cr_assert_neq(spec_error("mcts:iters=1e9", err, sizeof err), 0);
    cr_assert_neq(spec_error("mcts:c=-1", err, sizeof err), 0);
    cr_assert_neq(spec_error("mcts:depth=x", err, sizeof err), 0);
    cr_assert_neq(spec_error("greedy:samples=0", err, sizeof err), 0);
    cr_assert_neq(spec_error("greedy:depth=2", err, sizeof err), 0);
}

/* ---- legality, reproducibility, memory on every game ---- */

/* Random games with greedy and mcts asked for a move at sampled states (about
 * `want` states over all player counts): every answer must be a legal move. */
static long legal_on_random_states(const game_t *g, long want)
{
    static const char *specs[] = {"greedy", "greedy:samples=3", "mcts:iters=24:depth=0",
                                  "mcts:iters=24:depth=3:c=2"};
    enum { NSPECS = sizeof specs / sizeof specs[0] };
    void *rules = default_rules(g);
    unsigned char *st = calloc(1, g->state_size), *view = calloc(1, g->state_size),
                  *before = calloc(1, g->state_size);
    move_t *moves = malloc(sizeof(move_t) * (size_t)g->max_moves);
    cr_assert(st && view && before && moves);
    seat_agent_t agents[NSPECS];
    for (int a = 0; a < NSPECS; a++)
        seat_agent_open(&agents[a], g, specs[a], 0);

    int counts = 0;
    for (int p = g->min_players; p <= g->max_players; p++)
        counts += players_allowed(g, rules, p);
    long asked = 0;
    int done = 0;
    for (int p = g->min_players; p <= g->max_players; p++) {
        if (!players_allowed(g, rules, p))
            continue;
        long target = want * ++done / counts;
        for (uint64_t i = 0; asked < target; i++) {
            rng_t chance, walk, arng;
            rng_for_game(&chance, 11, i, 0);
            rng_for_game(&walk, 11, i, 1);
            rng_for_game(&arng, 11, i, 2);
            g->setup(st, rules, p, &chance);
            int seat;
            for (long step = 0; (seat = g->to_move(st)) >= 0 && asked < target; step++) {
                cr_assert_lt(step, MAX_STEPS, "%s: game did not end", g->id);
                int n = g->legal_moves(st, moves);
                if (rng_below(&walk, 8) == 0) {
                    memcpy(before, st, g->state_size);
                    for (int a = 0; a < NSPECS; a++)
                        (void)ask(g, &agents[a], st, view, seat, moves, n, &arng);
                    cr_assert(memcmp(before, st, g->state_size) == 0,
                              "%s: an agent changed the true state", g->id);
                    asked++;
                }
                g->apply(st, moves[rng_below(&walk, (uint32_t)n)], &chance);
            }
        }
    }
    for (int a = 0; a < NSPECS; a++) {
        if (strncmp(specs[a], "mcts", 4) == 0)
            cr_assert_leq(mcts_high_water(agents[a].self), mcts_capacity(agents[a].self));
        seat_agent_close(&agents[a]);
    }
    free(rules);
    free(st);
    free(view);
    free(before);
    free(moves);
    return asked;
}

Test(agents, return_only_legal_moves_on_every_game)
{
    const game_t *games[MAX_TEST_GAMES];
    int n = games_under_test(games);
    for (int i = 0; i < n; i++)
        cr_assert_geq(legal_on_random_states(games[i], 2000), 2000);
}

/* Two plays of one game from one seed, the second with instances that have played
 * another game since, give the same moves; so does a fresh set of instances. */
Test(agents, same_seed_gives_the_same_moves)
{
    enum { MAXLOG = 20000 };
    const game_t *games[MAX_TEST_GAMES];
    int ng = games_under_test(games);
    move_t *log[3];
    for (int k = 0; k < 3; k++)
        cr_assert((log[k] = malloc(sizeof(move_t) * MAXLOG)));
    for (int gi = 0; gi < ng; gi++) {
        const game_t *g = games[gi];
        void *rules = default_rules(g);
        int players = test_players(g, rules);
        seat_agent_t a[MAX_SEATS], b[MAX_SEATS];
        seat_agent_t *sa[MAX_SEATS], *sb[MAX_SEATS];
        for (int s = 0; s < players; s++) {
            const char *spec = s % 2 ? "greedy:samples=2" : "mcts:iters=60:depth=8";
            seat_agent_open(&a[s], g, spec, 0);
            seat_agent_open(&b[s], g, spec, 0);
            sa[s] = &a[s];
            sb[s] = &b[s];
        }
        long n[3];
        outcome_t o[3];
        o[0] = play_game(g, rules, players, sa, 42, 5, log[0], &n[0], MAXLOG);
        (void)play_game(g, rules, players, sa, 42, 6, NULL, NULL, 0);
        o[1] = play_game(g, rules, players, sa, 42, 5, log[1], &n[1], MAXLOG);
        o[2] = play_game(g, rules, players, sb, 42, 5, log[2], &n[2], MAXLOG);
        for (int k = 1; k < 3; k++) {
            cr_assert_eq(n[k], n[0], "%s: replay %d has %ld moves, first play %ld", g->id, k,
                         n[k], n[0]);
            long m = n[0] < MAXLOG ? n[0] : MAXLOG;
            cr_assert(memcmp(log[k], log[0], sizeof(move_t) * (size_t)m) == 0,
                      "%s: replay %d chose other moves", g->id, k);
            cr_assert(memcmp(o[k].result, o[0].result, sizeof o[0].result) == 0);
        }
        /* and another seed plays another game (the seed is really used) */
        move_t *other = log[1];
        long n2;
        (void)play_game(g, rules, players, sa, 43, 5, other, &n2, MAXLOG);
        size_t same = sizeof(move_t) * (size_t)(n2 < MAXLOG ? n2 : MAXLOG);
        cr_assert(n2 != n[0] || memcmp(other, log[0], same) != 0 || g == &peek_game,
                  "%s: seeds 42 and 43 gave the same game", g->id);
        for (int s = 0; s < players; s++) {
            seat_agent_close(&a[s]);
            seat_agent_close(&b[s]);
        }
        free(rules);
    }
    for (int k = 0; k < 3; k++)
        free(log[k]);
}

Test(agents, mcts_arena_stays_within_its_budget)
{
    enum { ITERS = 150 };
    const game_t *games[MAX_TEST_GAMES];
    int ng = games_under_test(games);
    for (int gi = 0; gi < ng; gi++) {
        const game_t *g = games[gi];
        void *rules = default_rules(g);
        int players = test_players(g, rules);
        seat_agent_t a[MAX_SEATS];
        seat_agent_t *sa[MAX_SEATS];
        char spec[64];
        snprintf(spec, sizeof spec, "mcts:iters=%d", ITERS);
        for (int s = 0; s < players; s++) {
            seat_agent_open(&a[s], g, spec, 0);
            sa[s] = &a[s];
        }
        size_t bytes = mcts_arena_bytes(a[0].self);
        cr_assert_eq(mcts_capacity(a[0].self), ITERS + 1);
        for (uint64_t i = 0; i < 3; i++)
            (void)play_game(g, rules, players, sa, 7, i, NULL, NULL, 0);
        for (int s = 0; s < players; s++) {
            const void *t = a[s].self;
            cr_assert_eq(mcts_capacity(t), ITERS + 1);
            cr_assert_eq(mcts_arena_bytes(t), bytes, "%s: the arena changed size", g->id);
            cr_assert_leq(mcts_high_water(t), mcts_capacity(t), "%s: %zu nodes used of %zu",
                          g->id, mcts_high_water(t), mcts_capacity(t));
            if (mcts_decisions(t) > 0)
                cr_assert_gt(mcts_high_water(t), 1, "%s: the tree never grew", g->id);
            cr_assert_eq(mcts_iterations(t), mcts_decisions(t) * ITERS,
                         "%s: the budget is a number of iterations", g->id);
            seat_agent_close(&a[s]);
        }
        free(rules);
    }
}

/* ---- peek: honest agents match the rate computed by hand, cheaters do not ---- */

typedef struct peek_tally {
    long games, wins[2], capped;
    long length[PEEK_MAX_CARDS + 1]; /* games that ended at guess n (longer: in [0]) */
} peek_tally_t;

static peek_tally_t peek_play(const char *spec0, int cheat0, const char *spec1, int cheat1,
                              long games, uint64_t seed)
{
    peek_rules_t rules;
    rules_defaults(&peek_game, &rules);
    seat_agent_t a0, a1;
    seat_agent_open(&a0, &peek_game, spec0, cheat0);
    seat_agent_open(&a1, &peek_game, spec1, cheat1);
    seat_agent_t *seats[2] = {&a0, &a1};
    peek_tally_t t = {0};
    for (long i = 0; i < games; i++) {
        outcome_t o = play_game(&peek_game, &rules, 2, seats, seed, (uint64_t)i, NULL, NULL, 0);
        t.games++;
        t.capped += o.capped;
        t.length[o.turns <= PEEK_MAX_CARDS ? o.turns : 0]++;
        for (int s = 0; s < 2; s++)
            t.wins[s] += !o.capped && o.result[s] == RESULT_WIN;
    }
    seat_agent_close(&a0);
    seat_agent_close(&a1);
    return t;
}

/* Seat `seat` wins with probability p: its rate lies within 5 sigma of p. */
static void expect_rate(const peek_tally_t *t, int seat, double p, const char *what)
{
    double rate = (double)t->wins[seat] / t->games;
    double sigma = sqrt(p * (1 - p) / t->games);
    cr_assert(fabs(rate - p) <= SIGMAS * sigma + 1e-12,
              "%s: seat %d won %.4f of %ld games, by hand %.4f (5 sigma = %.4f)", what, seat,
              rate, t->games, p, SIGMAS * sigma);
}

/* Honest play ends at guess n with probability 1/(cards-1) for each n = 1..cards-1
 * and never later: every guess names a value still possible. (A determinize that
 * forgot what a guess reveals would let games run longer, yet keep the seat-0 rate:
 * both seats would lose the same edge.) */
static void expect_lengths(const peek_tally_t *t, int cards, const char *what)
{
    double p = 1.0 / (cards - 1), sigma = sqrt(p * (1 - p) / t->games);
    long within = 0;
    for (int n = 1; n < cards; n++) {
        double share = (double)t->length[n] / t->games;
        cr_assert(fabs(share - p) <= SIGMAS * sigma,
                  "%s: %.4f of the games ended at guess %d, by hand %.4f", what, share, n, p);
        within += t->length[n];
    }
    cr_assert_eq(within, t->games, "%s: %ld games lasted more than %d guesses", what,
                 t->games - within, cards - 1);
}

static double peek_honest_seat0(int cards)
{
    return (double)(cards / 2) / (cards - 1); /* ceil((cards-1)/2) / (cards-1) */
}

Test(peek, honest_agents_win_at_the_rate_computed_by_hand)
{
    peek_rules_t rules;
    rules_defaults(&peek_game, &rules);
    double p0 = peek_honest_seat0(rules.cards);
    cr_assert_float_eq(p0, 0.6, 1e-12, "3/5 with the default 6 cards");
    static const char *pairs[][2] = {
        {"greedy", "greedy"},
        {"greedy:samples=4", "greedy"},
        {"mcts", "mcts"},
        {"mcts:iters=100", "greedy"},
        {"greedy", "mcts:iters=100"},
    };
    for (size_t k = 0; k < sizeof pairs / sizeof pairs[0]; k++) {
        long games = strncmp(pairs[k][0], "mcts", 4) == 0 && strcmp(pairs[k][1], "mcts") == 0
                         ? 6000 : 12000;
        peek_tally_t t = peek_play(pairs[k][0], 0, pairs[k][1], 0, games, 100 + k);
        char what[96];
        snprintf(what, sizeof what, "%s vs %s", pairs[k][0], pairs[k][1]);
        cr_assert_eq(t.capped, 0, "%s: honest games end", what);
        expect_rate(&t, 0, p0, what);
        expect_rate(&t, 1, 1 - p0, what);
        expect_lengths(&t, rules.cards, what);
    }
}

Test(peek, a_cheater_handed_the_true_state_wins_far_more)
{
    peek_rules_t rules;
    rules_defaults(&peek_game, &rules);
    double p0 = peek_honest_seat0(rules.cards);
    double miss = (rules.cards - 2.0) / (rules.cards - 1.0);

    /* as seat 0 a cheater always wins: 1 against the honest 3/5 */
    peek_tally_t t = peek_play("greedy", 1, "greedy", 0, 4000, 201);
    cr_assert_eq(t.wins[0], t.games, "a cheating seat 0 wins every game");
    cr_assert_gt(1.0, p0 + 0.3);
    /* as seat 1 it wins whenever seat 0 misses its first guess: 4/5 against 2/5 */
    t = peek_play("greedy", 0, "greedy", 1, 12000, 202);
    expect_rate(&t, 1, miss, "honest greedy vs cheating greedy");
    cr_assert_gt(miss, 1 - p0 + 0.3);
    t = peek_play("mcts:iters=100", 0, "greedy", 1, 6000, 203);
    expect_rate(&t, 1, miss, "honest mcts vs cheating greedy");
}

/* mcts re-determinizes the view in every iteration, so even the true state as its
 * view teaches it nothing: it still wins at the honest rate. */
Test(peek, mcts_gains_nothing_from_the_true_state_as_its_view)
{
    peek_rules_t rules;
    rules_defaults(&peek_game, &rules);
    double p0 = peek_honest_seat0(rules.cards);
    peek_tally_t t = peek_play("mcts:iters=100", 1, "greedy", 0, 8000, 301);
    expect_rate(&t, 0, p0, "mcts handed the true state vs greedy");
}

/* ---- strength: mcts and greedy beat random on every game ---- */

/* Play `spec` against random in every seat in turn (others random) until the 5-sigma
 * Wilson lower bound of its score clears the fair share 1/players, at most
 * max_games games. Returns the games played; fails when the bound never clears. */
static long beats_random(const game_t *g, const char *spec, long max_games)
{
    void *rules = default_rules(g);
    int players = test_players(g, rules);
    seat_agent_t agent, rnd[MAX_SEATS];
    seat_agent_open(&agent, g, spec, 0);
    for (int s = 0; s < players; s++)
        seat_agent_open(&rnd[s], g, "random", 0);
    double fair = 1.0 / players, score = 0.0, low = 0.0;
    long games = 0;
    while (games < max_games) {
        for (int seat = 0; seat < players; seat++) {
            seat_agent_t *seats[MAX_SEATS];
            for (int s = 0; s < players; s++)
                seats[s] = s == seat ? &agent : &rnd[s];
            outcome_t o = play_game(g, rules, players, seats, 77, (uint64_t)games, NULL, NULL, 0);
            score += seat_score(&o, seat);
            games++;
        }
        if (games % (10 * players) == 0) {
            low = wilson_low(score, (double)games, SIGMAS);
            if (low > fair)
                break;
        }
    }
    cr_assert_gt(low, fair,
                 "%s: %s scored %.3f over %ld games against random; 5-sigma low %.3f is not "
                 "above the fair share %.3f", g->id, spec, score / games, games, low, fair);
    seat_agent_close(&agent);
    for (int s = 0; s < players; s++)
        seat_agent_close(&rnd[s]);
    free(rules);
    return games;
}

Test(agents, mcts_beats_random_on_every_game)
{
    const game_t *games[MAX_TEST_GAMES];
    int n = games_under_test(games);
    for (int i = 0; i < n; i++)
        beats_random(games[i], "mcts:iters=100", games[i] == &peek_game ? 20000 : 1000);
}

Test(agents, greedy_beats_random_on_every_game)
{
    const game_t *games[MAX_TEST_GAMES];
    int n = games_under_test(games);
    for (int i = 0; i < n; i++)
        beats_random(games[i], "greedy", games[i] == &peek_game ? 20000 : 2000);
}
