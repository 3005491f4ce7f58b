/* test_agents.c - the greedy and mcts agents on every registered game and on "peek",
 * a hidden-information game of the tests (peek_game.h) where cheating shows.
 *
 * Games are played by the engine's own runner (run_games), so what is tested is what
 * `simulate` does: chance from the game's stream, each seat's agent from its own, and
 * every agent asked through agent_decide(), which hands it a determinized copy of the
 * state. A "cheater" is made without touching the runner: a copy of peek whose
 * determinize() skips the step agent_decide() takes for one seat, so the agent in that
 * seat is handed the true state.
 *
 * Allocation: the binary is linked with --wrap=malloc,calloc,realloc (CMakeLists.txt),
 * so every allocation made by the engine, the games and the agents (static libraries)
 * passes through the counters below; allocations inside shared libraries (libc
 * itself, libgomp, Criterion) are not counted. This works under AddressSanitizer,
 * unlike replacing malloc.
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
#include "runner.h"

#define MAX_TEST_GAMES 16
#define MAX_STEPS 200000 /* a game longer than this is a broken game, not a long one */
#define SIGMAS 5.0

/* ---- allocation counters (see the top of the file) ---- */

void *__real_malloc(size_t n);
void *__real_calloc(size_t k, size_t n);
void *__real_realloc(void *p, size_t n);

static long allocations;                      /* all threads, atomic */
static _Thread_local int choosing;            /* inside agent_decide() in ask() */
static _Thread_local long allocations_while_choosing;

static void count_allocation(void)
{
    __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
    allocations_while_choosing += choosing;
}

void *__wrap_malloc(size_t n)
{
    count_allocation();
    return __real_malloc(n);
}

void *__wrap_calloc(size_t k, size_t n)
{
    count_allocation();
    return __real_calloc(k, n);
}

void *__wrap_realloc(void *p, size_t n)
{
    count_allocation();
    return __real_realloc(p, n);
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

/* Default rules: the table's defaults; custom rules (files, decks) stay zero, which
 * every game reads as its default (rules.h). The caller frees. */
static void *default_rules(const game_t *g)
{
    void *rules = calloc(1, g->rules_size ? g->rules_size : 1);
    cr_assert(rules);
    rules_defaults(g, rules);
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

static agent_cfg_t agent_spec(const char *spec)
{
    agent_cfg_t cfg;
    char err[256];
    cr_assert_eq(agent_spec_parse(spec, &cfg, err, sizeof err), 0, "%s", err);
    return cfg;
}

/* ---- runs through the engine's runner ---- */

typedef struct run_setup {
    const game_t *g;
    const void *rules;
    int players;
    agent_cfg_t agents[MAX_SEATS];
    int64_t games;
    uint64_t seed;
    int threads;
} run_setup_t;

static run_result_t run(const run_setup_t *rs)
{
    const void *settings[1] = {rs->rules};
    run_spec_t spec = {.game = rs->g, .players = rs->players, .nsettings = 1,
                       .rules = settings, .agents = rs->agents, .games = rs->games,
                       .seed = rs->seed, .threads = rs->threads};
    run_result_t res;
    char err[512];
    cr_assert_eq(run_games(&spec, &res, err, sizeof err), 0, "%s: %s", rs->g->id, err);
    return res;
}

/* Agent a's tally over all seats, or seat k's over all agents (a or k = -1: all). */
static tally_t tally_of(const run_result_t *r, int a, int k)
{
    tally_t t;
    memset(&t, 0, sizeof t);
    for (int ai = 0; ai < r->players; ai++)
        for (int ki = 0; ki < r->players; ki++)
            if ((a < 0 || a == ai) && (k < 0 || k == ki))
                tally_merge(&t, run_cell(r, 0, ai, ki));
    return t;
}

/* ---- asking agents at sampled states ---- */

typedef struct seat_agent {
    agent_cfg_t cfg;
    void *self;
} seat_agent_t;

static void seat_agent_open(seat_agent_t *a, const game_t *g, const char *spec)
{
    a->cfg = agent_spec(spec);
    a->self = NULL;
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

/* Ask an agent for a move in st, as the runner does (agent_decide): it must be one
 * offered, and the agent must not allocate while it chooses. */
static move_t ask(const game_t *g, seat_agent_t *a, const void *st, void *view, int seat,
                  const move_t *moves, int n, rng_t *rng)
{
    allocations_while_choosing = 0;
    choosing = 1;
    move_t m = agent_decide(&a->cfg, a->self, g, st, view, seat, moves, n, rng);
    choosing = 0;
    cr_assert_eq(allocations_while_choosing, 0, "%s: agent %s allocated memory while choosing",
                 g->id, a->cfg.spec);
    cr_assert(move_offered(m, moves, n), "%s: agent %s returned move %u, not a legal move",
              g->id, a->cfg.spec, (unsigned)m);
    return m;
}

/* Walk random games of g (every player count the default rules allow) and call
 * visit() at about `want` states, one in eight; returns the states visited. */
typedef void (*visit_fn)(const game_t *g, const void *st, int seat, const move_t *moves,
                         int n, rng_t *arng, void *ctx);

static long walk_states(const game_t *g, long want, visit_fn visit, void *ctx)
{
    void *rules = default_rules(g);
    unsigned char *st = calloc(1, g->state_size);
    move_t *moves = malloc(sizeof(move_t) * (size_t)g->max_moves);
    cr_assert(st && moves);
    int counts = 0;
    for (int p = g->min_players; p <= g->max_players; p++)
        counts += players_allowed(g, rules, p);
    long visited = 0;
    int done = 0;
    for (int p = g->min_players; p <= g->max_players; p++) {
        if (!players_allowed(g, rules, p))
            continue;
        long target = want * ++done / counts;
        for (uint64_t i = 0; visited < target; i++) {
            rng_t chance, walk, arng;
            rng_for_game(&chance, 11, i, 0);
            rng_for_game(&walk, 11, i, 1);
            rng_for_game(&arng, 11, i, 2);
            g->setup(st, rules, p, &chance);
            int seat;
            for (long step = 0; (seat = g->to_move(st)) >= 0 && visited < target; step++) {
                cr_assert_lt(step, MAX_STEPS, "%s: game did not end", g->id);
                int n = g->legal_moves(st, moves);
                if (rng_below(&walk, 8) == 0) {
                    visit(g, st, seat, moves, n, &arng, ctx);
                    visited++;
                }
                g->apply(st, moves[rng_below(&walk, (uint32_t)n)], &chance);
            }
        }
    }
    free(rules);
    free(st);
    free(moves);
    return visited;
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
    cr_assert_eq(agent_cfg_get(&cfg, "iters"), 0.0, "left out: the game's own budget");
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

/* ---- legality and memory on every game ---- */

static const char *legal_specs[] = {"greedy", "greedy:samples=3", "mcts:iters=24:depth=0",
                                    "mcts:iters=24:depth=3:c=2"};
enum { NSPECS = sizeof legal_specs / sizeof legal_specs[0] };

typedef struct legal_ctx {
    seat_agent_t agents[NSPECS];
    unsigned char *view, *before;
} legal_ctx_t;

static void ask_every_agent(const game_t *g, const void *st, int seat, const move_t *moves,
                            int n, rng_t *arng, void *vctx)
{
    legal_ctx_t *c = vctx;
    memcpy(c->before, st, g->state_size);
    for (int a = 0; a < NSPECS; a++)
        (void)ask(g, &c->agents[a], st, c->view, seat, moves, n, arng);
    cr_assert(memcmp(c->before, st, g->state_size) == 0, "%s: asking changed the true state",
              g->id);
}

/* Random games with greedy and mcts asked for a move at sampled states: every answer
 * is a legal move, made without allocating, and the true state is left alone. */
Test(agents, return_only_legal_moves_on_every_game)
{
    const game_t *games[MAX_TEST_GAMES];
    int ng = games_under_test(games);
    for (int i = 0; i < ng; i++) {
        const game_t *g = games[i];
        legal_ctx_t c;
        c.view = calloc(1, g->state_size);
        c.before = calloc(1, g->state_size);
        cr_assert(c.view && c.before);
        for (int a = 0; a < NSPECS; a++)
            seat_agent_open(&c.agents[a], g, legal_specs[a]);
        cr_assert_geq(walk_states(g, 2000, ask_every_agent, &c), 2000);
        for (int a = 0; a < NSPECS; a++) {
            if (strncmp(legal_specs[a], "mcts", 4) == 0)
                cr_assert_leq(mcts_high_water(c.agents[a].self),
                              mcts_capacity(c.agents[a].self));
            seat_agent_close(&c.agents[a]);
        }
        free(c.view);
        free(c.before);
    }
}

typedef struct arena_ctx {
    seat_agent_t agent;
    unsigned char *view;
} arena_ctx_t;

static void ask_mcts(const game_t *g, const void *st, int seat, const move_t *moves, int n,
                     rng_t *arng, void *vctx)
{
    arena_ctx_t *c = vctx;
    (void)ask(g, &c->agent, st, c->view, seat, moves, n, arng);
}

/* A setting left out of the spec takes the game's own value (mcts_defaults), one
 * written is used as written; every game has a budget. */
Test(agents, mcts_settings_left_out_are_the_games_own)
{
    const game_t *games[MAX_TEST_GAMES];
    int ng = games_under_test(games);
    for (int gi = 0; gi < ng; gi++) {
        const game_t *g = games[gi];
        double own[5], got[5];
        mcts_defaults(g->id, &own[0], &own[1], &own[2], &own[3], &own[4]);
        cr_assert_geq(own[0], 1, "%s: a budget", g->id);
        seat_agent_t a;
        seat_agent_open(&a, g, "mcts");
        mcts_settings(a.self, &got[0], &got[1], &got[2], &got[3], &got[4]);
        for (int k = 0; k < 5; k++)
            cr_assert_eq(got[k], own[k], "%s: setting %d is %g, its own is %g", g->id, k,
                         got[k], own[k]);
        cr_assert_eq(mcts_capacity(a.self), (size_t)own[0] + 1);
        seat_agent_close(&a);
        seat_agent_open(&a, g, "mcts:iters=24:c=2:depth=3:redeal=2:stop=1");
        mcts_settings(a.self, &got[0], &got[1], &got[2], &got[3], &got[4]);
        cr_assert(got[0] == 24 && got[1] == 2 && got[2] == 3 && got[3] == 2 && got[4] == 1,
                  "%s: written settings are used as written", g->id);
        seat_agent_close(&a);
        seat_agent_open(&a, g, "mcts:depth=0");
        mcts_settings(a.self, &got[0], &got[1], &got[2], &got[3], &got[4]);
        cr_assert(got[2] == 0 && got[0] == own[0] && got[1] == own[1],
                  "%s: depth=0 is full playouts, the rest the game's own", g->id);
        seat_agent_close(&a);
    }
}

Test(agents, mcts_arena_stays_within_its_budget)
{
    enum { ITERS = 150 };
    const game_t *games[MAX_TEST_GAMES];
    int ng = games_under_test(games);
    for (int gi = 0; gi < ng; gi++) {
        const game_t *g = games[gi];
        arena_ctx_t c;
        char spec[64];
        snprintf(spec, sizeof spec, "mcts:iters=%d:stop=0", ITERS);
        seat_agent_open(&c.agent, g, spec);
        c.view = calloc(1, g->state_size);
        cr_assert(c.view);
        const void *t = c.agent.self;
        size_t bytes = mcts_arena_bytes(t);
        cr_assert_eq(mcts_capacity(t), ITERS + 1);
        walk_states(g, 300, ask_mcts, &c);
        cr_assert_eq(mcts_capacity(t), ITERS + 1);
        cr_assert_eq(mcts_arena_bytes(t), bytes, "%s: the arena changed size", g->id);
        cr_assert_leq(mcts_high_water(t), mcts_capacity(t), "%s: %zu nodes used of %zu", g->id,
                      mcts_high_water(t), mcts_capacity(t));
        cr_assert_gt(mcts_decisions(t), 0, "%s: never asked with a choice", g->id);
        cr_assert_gt(mcts_high_water(t), 1, "%s: the tree never grew", g->id);
        cr_assert_eq(mcts_iterations(t), mcts_decisions(t) * ITERS,
                     "%s: the budget is a number of iterations", g->id);
        seat_agent_close(&c.agent);
        free(c.view);
    }
}

/* stop=1 ends a search once its most visited move cannot be overtaken: from the
 * same view and generator it must choose what the whole budget chooses, at every
 * state of every game, and in fewer iterations somewhere (else it never stopped). */
typedef struct stop_ctx {
    seat_agent_t full, early;
    unsigned char *view;
    long differ, asked;
} stop_ctx_t;

static void ask_both(const game_t *g, const void *st, int seat, const move_t *moves, int n,
                     rng_t *arng, void *vctx)
{
    stop_ctx_t *c = vctx;
    rng_t r = *arng;
    move_t a = ask(g, &c->full, st, c->view, seat, moves, n, arng);
    move_t b = ask(g, &c->early, st, c->view, seat, moves, n, &r);
    c->differ += a != b;
    c->asked += n > 1;
}

Test(agents, mcts_stop_chooses_what_the_whole_budget_chooses)
{
    enum { ITERS = 60 };
    const game_t *games[MAX_TEST_GAMES];
    int ng = games_under_test(games);
    long stopped_games = 0;
    for (int gi = 0; gi < ng; gi++) {
        const game_t *g = games[gi];
        stop_ctx_t c = {.differ = 0, .asked = 0};
        char spec[64];
        snprintf(spec, sizeof spec, "mcts:iters=%d:stop=0", ITERS);
        seat_agent_open(&c.full, g, spec);
        snprintf(spec, sizeof spec, "mcts:iters=%d:stop=1", ITERS);
        seat_agent_open(&c.early, g, spec);
        c.view = calloc(1, g->state_size);
        cr_assert(c.view);
        walk_states(g, 200, ask_both, &c);
        cr_assert_gt(c.asked, 0, "%s: never a choice", g->id);
        cr_assert_eq(c.differ, 0, "%s: stop=1 chose another move in %ld of %ld decisions",
                     g->id, c.differ, c.asked);
        uint64_t full = mcts_iterations(c.full.self), early = mcts_iterations(c.early.self);
        cr_assert_eq(full, mcts_decisions(c.full.self) * ITERS, "%s", g->id);
        cr_assert_eq(mcts_decisions(c.early.self), mcts_decisions(c.full.self), "%s", g->id);
        cr_assert_leq(early, full, "%s", g->id);
        cr_assert_gt(early, mcts_decisions(c.early.self) * ITERS / 2,
                     "%s: stopped before half the budget", g->id);
        stopped_games += early < full;
        seat_agent_close(&c.full);
        seat_agent_close(&c.early);
        free(c.view);
    }
    cr_assert_gt(stopped_games, 0, "stop=1 never ended a search early");
}

/* ---- reproducibility and memory through the runner ---- */

/* Greedy and mcts in alternate seats: the same seed gives the same tallies on one
 * thread (every instance plays every game in order) and on two (instances play
 * other sequences of games), so nothing carries over from one game to the next;
 * another seed gives other games. */
Test(agents, same_seed_same_games_whatever_the_thread_count)
{
    const game_t *games[MAX_TEST_GAMES];
    int ng = games_under_test(games);
    for (int gi = 0; gi < ng; gi++) {
        const game_t *g = games[gi];
        void *rules = default_rules(g);
        run_setup_t rs = {.g = g, .rules = rules, .players = test_players(g, rules),
                          .seed = 42, .threads = 1};
        for (int s = 0; s < rs.players; s++)
            rs.agents[s] = agent_spec(s % 2 ? "greedy:samples=2" : "mcts:iters=20:depth=8");
        rs.games = 40; /* more than one chunk of 16 games per thread */
        run_result_t a = run(&rs);
        rs.threads = 2;
        run_result_t b = run(&rs);
        rs.seed = 43;
        run_result_t c = run(&rs);
        size_t cells = (size_t)rs.players * (size_t)rs.players * sizeof(tally_t);
        size_t lens = (size_t)a.ngroups * RUN_LEN_KINDS * sizeof(hist_t);
        cr_assert(memcmp(a.cells, b.cells, cells) == 0 && a.moves == b.moves &&
                      memcmp(a.lengths, b.lengths, lens) == 0,
                  "%s: one and two threads played other games", g->id);
        cr_assert(a.moves != c.moves || memcmp(a.cells, c.cells, cells) != 0 ||
                      memcmp(a.lengths, c.lengths, lens) != 0,
                  "%s: seeds 42 and 43 gave the same games", g->id);
        run_result_free(&a);
        run_result_free(&b);
        run_result_free(&c);
        free(rules);
    }
}

/* No allocation in play: a run of four times the games makes exactly as many
 * allocations (all of them setting up the run and its workers). */
Test(agents, the_runner_does_not_allocate_in_play)
{
    const game_t *games[MAX_TEST_GAMES];
    int ng = games_under_test(games);
    for (int gi = 0; gi < ng; gi++) {
        const game_t *g = games[gi];
        void *rules = default_rules(g);
        run_setup_t rs = {.g = g, .rules = rules, .players = test_players(g, rules),
                          .seed = 5, .threads = 1};
        for (int s = 0; s < rs.players; s++)
            rs.agents[s] = agent_spec(s % 2 ? "greedy" : "mcts:iters=20");
        long counts[2];
        for (int k = 0; k < 2; k++) {
            rs.games = (k ? 4 : 1) * 8 * rs.players;
            long before = __atomic_load_n(&allocations, __ATOMIC_RELAXED);
            run_result_t r = run(&rs);
            counts[k] = __atomic_load_n(&allocations, __ATOMIC_RELAXED) - before;
            run_result_free(&r);
        }
        cr_assert_eq(counts[1], counts[0], "%s: %ld allocations for %lld games, %ld for 4 "
                     "times as many", g->id, counts[0], (long long)(8 * rs.players),
                     counts[1]);
        free(rules);
    }
}

/* ---- peek: honesty through the runner ---- */

/* peek variants for the tests. Marked: every view carries the seat it was
 * determinized for. Leaky: the first determinization of a copy of the true state
 * (the one agent_decide makes) is skipped for seat leak_seat, as if agent_decide had
 * no determinize step for that seat; later ones (an agent's own re-determinizations
 * of its view) are real. The true state itself is never marked. */
static void peek_marked_determinize(void *vs, int observer, rng_t *rng)
{
    peek_determinize(vs, observer, rng);
    ((peek_state_t *)vs)->pad = (uint8_t)(observer + 1);
}

static int leak_seat;

static void peek_leaky_determinize(void *vs, int observer, rng_t *rng)
{
    peek_state_t *s = vs;
    if (observer == leak_seat && s->pad == 0) {
        s->pad = 1; /* a view now, handed over as the true state */
        return;
    }
    peek_determinize(vs, observer, rng);
}

static game_t peek_with(void (*determinize)(void *, int, rng_t *))
{
    game_t g = peek_game;
    g.determinize = determinize;
    return g;
}

/* A probe agent: plays as the agent its spec names and counts the views it is
 * handed that were not determinized for its own seat (peek_marked_determinize). */
static long probe_views, probe_bad_views;

typedef struct probe {
    agent_cfg_t inner;
    void *self;
} probe_t;

static int probe_create(const agent_cfg_t *cfg, const game_t *g, void **self)
{
    probe_t *p = calloc(1, sizeof *p);
    char err[256];
    if (!p || agent_spec_parse(cfg->spec, &p->inner, err, sizeof err) != 0) {
        free(p);
        return 1;
    }
    if (p->inner.type->create && p->inner.type->create(&p->inner, g, &p->self) != 0) {
        free(p);
        return 1;
    }
    *self = p;
    return 0;
}

static void probe_destroy(void *self)
{
    probe_t *p = self;
    if (p->inner.type->destroy)
        p->inner.type->destroy(p->self);
    free(p);
}

static move_t probe_choose(void *self, const agent_cfg_t *cfg, const game_t *g, void *view,
                           int seat, const move_t *moves, int nmoves, rng_t *rng)
{
    (void)cfg;
    probe_t *p = self;
    __atomic_fetch_add(&probe_views, 1, __ATOMIC_RELAXED);
    if (!view || ((const peek_state_t *)view)->pad != seat + 1)
        __atomic_fetch_add(&probe_bad_views, 1, __ATOMIC_RELAXED);
    return p->inner.type->choose(p->self, &p->inner, g, view, seat, moves, nmoves, rng);
}

static const agent_type_t probe_type = {
    .name = "probe",
    .needs_view = 1,
    .create = probe_create,
    .destroy = probe_destroy,
    .choose = probe_choose,
};

static agent_cfg_t probe_of(const char *spec)
{
    agent_cfg_t cfg = agent_spec(spec);
    cfg.type = &probe_type;
    return cfg;
}

static double peek_honest_seat0(int cards)
{
    return (double)(cards / 2) / (cards - 1); /* ceil((cards-1)/2) / (cards-1) */
}

/* Seat k's (or agent a in seat k's) wins lie within 5 sigma of rate p. */
static void expect_rate(const run_result_t *r, int a, int k, double p, const char *what)
{
    tally_t t = tally_of(r, a, k);
    cr_assert_eq(t.capped, 0, "%s: honest games end", what);
    double rate = (double)t.wins / t.games;
    double sigma = sqrt(p * (1 - p) / t.games);
    cr_assert(fabs(rate - p) <= SIGMAS * sigma + 1e-12,
              "%s: %s%d seat %d won %.4f of %lld games, by hand %.4f (5 sigma = %.4f)", what,
              a < 0 ? "all agents" : "agent ", a < 0 ? 0 : a + 1, k + 1, rate,
              (long long)t.games, p, SIGMAS * sigma);
}

/* Honest play ends at guess n with probability 1/(cards-1) for each n = 1..cards-1
 * and never later: every guess names a value still possible. (A determinize that
 * forgot what a guess reveals would let games run longer, yet keep the seat-0 rate:
 * both seats would lose the same edge.) A peek move is a guess. */
static void expect_lengths(const run_result_t *r, int cards, const char *what)
{
    static hist_t h;
    memset(&h, 0, sizeof h);
    for (int g = 0; g < r->ngroups; g++)
        hist_merge(&h, run_lengths(r, 0, g, RUN_LEN_MOVES));
    uint64_t games = 0, within = 0;
    for (int i = 0; i < HIST_BINS; i++)
        games += h.bin[i];
    double p = 1.0 / (cards - 1), sigma = sqrt(p * (1 - p) / (double)games);
    for (int n = 1; n < cards; n++) {
        double share = (double)h.bin[n] / (double)games;
        cr_assert(fabs(share - p) <= SIGMAS * sigma,
                  "%s: %.4f of the games ended at guess %d, by hand %.4f", what, share, n, p);
        within += h.bin[n];
    }
    cr_assert_eq(within, games, "%s: %llu games lasted more than %d guesses", what,
                 (unsigned long long)(games - within), cards - 1);
}

/* The honesty of `simulate` itself: greedy and mcts, played by run_games on peek,
 * are handed only views determinized for their own seat (the probe counts any other),
 * and win at the rate computed by hand. Without the determinize step of
 * agent_decide(), every view is the unmarked true state and greedy wins every game
 * it opens. */
Test(peek, run_games_hands_greedy_and_mcts_only_determinized_views)
{
    peek_rules_t rules;
    rules_defaults(&peek_game, &rules);
    game_t marked = peek_with(peek_marked_determinize);
    double p0 = peek_honest_seat0(rules.cards);
    static const char *pairs[][2] = {
        {"greedy", "greedy"},
        {"greedy:samples=4", "mcts:iters=100"},
        {"mcts", "mcts"},
    };
    for (size_t k = 0; k < sizeof pairs / sizeof pairs[0]; k++) {
        run_setup_t rs = {.g = &marked, .rules = &rules, .players = 2, .seed = 100 + k,
                          .threads = 2};
        rs.agents[0] = probe_of(pairs[k][0]);
        rs.agents[1] = probe_of(pairs[k][1]);
        rs.games = strncmp(pairs[k][1], "mcts", 4) == 0 ? 6000 : 12000;
        probe_views = probe_bad_views = 0;
        run_result_t r = run(&rs);
        char what[96];
        snprintf(what, sizeof what, "%s vs %s", pairs[k][0], pairs[k][1]);
        cr_assert_gt(probe_views, rs.games, "%s: the agents were asked", what);
        cr_assert_eq(probe_bad_views, 0, "%s: %ld of %ld views were not determinized for the "
                     "seat to move", what, probe_bad_views, probe_views);
        expect_rate(&r, -1, 0, p0, what);
        expect_rate(&r, -1, 1, 1 - p0, what);
        for (int a = 0; a < 2; a++)
            expect_rate(&r, a, 0, p0, what);
        expect_lengths(&r, rules.cards, what);
        run_result_free(&r);
    }
}

Test(peek, a_cheater_handed_the_true_state_wins_far_more)
{
    peek_rules_t rules;
    rules_defaults(&peek_game, &rules);
    double miss = (rules.cards - 2.0) / (rules.cards - 1.0);
    game_t leaky = peek_with(peek_leaky_determinize);

    /* whoever opens with the true state wins every game (honest: 3/5) */
    leak_seat = 0;
    run_setup_t rs = {.g = &leaky, .rules = &rules, .players = 2, .games = 4000, .seed = 201,
                      .threads = 2};
    rs.agents[0] = rs.agents[1] = agent_spec("greedy");
    run_result_t r = run(&rs);
    tally_t t = tally_of(&r, -1, 0);
    cr_assert_eq(t.wins, t.games, "a cheating seat 1 wins every game: %lld of %lld",
                 (long long)t.wins, (long long)t.games);
    run_result_free(&r);
    /* the second seat with the true state wins whenever the first misses its first
     * guess: 4/5 (honest: 2/5) */
    leak_seat = 1;
    rs.games = 12000;
    rs.seed = 202;
    r = run(&rs);
    expect_rate(&r, -1, 1, miss, "honest greedy vs cheating greedy");
    run_result_free(&r);
    rs.agents[0] = agent_spec("mcts:iters=100");
    rs.games = 6000;
    rs.seed = 203;
    r = run(&rs);
    expect_rate(&r, 1, 1, miss, "honest mcts vs cheating greedy");
    /* mcts re-determinizes every iteration: with the true state it plays honestly */
    expect_rate(&r, 0, 1, 1 - peek_honest_seat0(rules.cards), "honest greedy vs mcts with "
                "the true state");
    run_result_free(&r);
}

/* mcts re-determinizes the view in every iteration, so even the true state as its
 * view teaches it nothing: opening with the true state it still wins at the honest
 * rate, where greedy wins every game. */
Test(peek, mcts_gains_nothing_from_the_true_state_as_its_view)
{
    peek_rules_t rules;
    rules_defaults(&peek_game, &rules);
    game_t leaky = peek_with(peek_leaky_determinize);
    leak_seat = 0;
    run_setup_t rs = {.g = &leaky, .rules = &rules, .players = 2, .games = 16000,
                      .seed = 301, .threads = 2};
    rs.agents[0] = agent_spec("mcts:iters=100");
    rs.agents[1] = agent_spec("greedy");
    run_result_t r = run(&rs);
    expect_rate(&r, 0, 0, peek_honest_seat0(rules.cards), "mcts handed the true state");
    tally_t t = tally_of(&r, 1, 0);
    cr_assert_eq(t.wins, t.games, "greedy handed the true state wins every game it opens");
    run_result_free(&r);
}

/* ---- strength: mcts and greedy beat random on every game ---- */

/* Play `spec` against random (the other seats) until the 5-sigma Wilson lower bound
 * of its score (win 1, draw or capped 1/2) clears the fair share 1/players, at most
 * max_games games, in batches of 10 per seat. Fails when the bound never clears. */
static void beats_random(const game_t *g, const char *spec, long max_games)
{
    void *rules = default_rules(g);
    run_setup_t rs = {.g = g, .rules = rules, .players = test_players(g, rules),
                      .threads = 1};
    rs.agents[0] = agent_spec(spec);
    for (int s = 1; s < rs.players; s++)
        rs.agents[s] = agent_spec("random");
    rs.games = 10 * rs.players;
    double fair = 1.0 / rs.players, score = 0, low = 0, z2 = SIGMAS * SIGMAS;
    long games = 0;
    for (uint64_t batch = 0; games < max_games && low <= fair; batch++) {
        rs.seed = 77 + batch;
        run_result_t r = run(&rs);
        tally_t t = tally_of(&r, 0, -1);
        score += (double)t.wins + 0.5 * (double)(t.draws + t.capped);
        games += (long)t.games;
        run_result_free(&r);
        double p = score / games, n = (double)games;
        low = (p + z2 / (2 * n) - SIGMAS * sqrt(p * (1 - p) / n + z2 / (4 * n * n))) /
              (1 + z2 / n);
    }
    cr_assert_gt(low, fair,
                 "%s: %s scored %.3f over %ld games against random; 5-sigma low %.3f is not "
                 "above the fair share %.3f", g->id, spec, score / games, games, low, fair);
    free(rules);
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
