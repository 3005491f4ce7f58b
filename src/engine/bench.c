/* bench.c - the --bench measurements. Single-threaded on purpose: the figures are
 * per thread; the runner scales them by the number of cores. The bench knows no
 * agent by name: it measures each agent with the settings the agent declares
 * (agent_type_t.bench_settings), and the work setting it names (bench_unit). */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench.h"
#include "rules.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* One column of the table: an agent with one of its bench settings, in decisions
 * per second, or in its unit of work per second. */
typedef struct bench_col {
    const agent_type_t *type;
    const char *settings;
    int unit; /* 1: units of type->bench_unit per second; 0: decisions per second */
    char title[64];
} bench_col_t;

#define BENCH_MAX_COLS 32

/* Columns: for each agent's first setting its unit/s (when it has a unit) and its
 * moves/s (decisions), for each further setting its unit/s (or moves/s). */
static int bench_columns(const agent_type_t *const *agents, bench_col_t *cols)
{
    int n = 0;
    for (int i = 0; agents && agents[i]; i++) {
        const agent_type_t *a = agents[i];
        for (int k = 0; a->bench_settings && a->bench_settings[k] && n < BENCH_MAX_COLS - 1;
             k++) {
            const char *set = a->bench_settings[k];
            char who[48];
            snprintf(who, sizeof who, "%s%s%s", a->name, set[0] ? ":" : "", set);
            if (a->bench_unit) {
                cols[n] = (bench_col_t){.type = a, .settings = set, .unit = 1};
                snprintf(cols[n].title, sizeof cols[n].title, "%s_%s/s", who, a->bench_unit);
                n++;
            }
            if (k == 0 || !a->bench_unit) {
                cols[n] = (bench_col_t){.type = a, .settings = set, .unit = 0};
                snprintf(cols[n].title, sizeof cols[n].title, "%s_moves/s", who);
                n++;
            }
        }
    }
    return n;
}

typedef struct random_figures {
    double games_per_s, moves_per_s, moves_per_game;
} random_figures_t;

/* Random play: every seat picks uniformly among the legal moves. */
static void bench_random(const game_t *g, const void *rules, int players, double seconds,
                         void *st, move_t *moves, random_figures_t *fig)
{
    long games = 0, nmoves = 0;
    double t0 = now(), t = t0;
    do {
        rng_t chance, pick;
        rng_for_game(&chance, 12345, (uint64_t)games, 0);
        rng_for_game(&pick, 12345, (uint64_t)games, 1);
        g->setup(st, rules, players, &chance);
        while (g->to_move(st) >= 0) {
            int n = g->legal_moves(st, moves);
            g->apply(st, moves[rng_below(&pick, (uint32_t)n)], &chance);
            nmoves++;
        }
        games++;
        if ((games & 15) == 0)
            t = now();
    } while (t - t0 < seconds);
    t = now() - t0;
    fig->games_per_s = games / t;
    fig->moves_per_s = nmoves / t;
    fig->moves_per_game = (double)nmoves / games;
}

/* The agent (with `settings`) in seat 0 against uniformly random seats; only the time
 * spent deciding counts, determinization of the view included (agent_decide). Returns
 * decisions per second and, in *units, that times the setting bench_unit; 0 when the
 * settings do not apply or nothing was decided. */
static double bench_agent(const game_t *g, const void *rules, int players, double seconds,
                          const agent_type_t *type, const char *settings, void *st, void *view,
                          move_t *moves, double *units)
{
    agent_cfg_t cfg;
    char err[256];
    void *self = NULL;
    *units = 0;
    if (agent_cfg_parse(type, type->name, settings, &cfg, err, sizeof err) != 0)
        return 0;
    if (type->create && type->create(&cfg, g, &self) != 0)
        return 0;
    double per_decision = type->bench_unit ? agent_cfg_get(&cfg, type->bench_unit) : 1;
    double spent = 0;
    long decisions = 0;
    for (long game = 0; spent < seconds && game < 1000000; game++) {
        rng_t chance, arng;
        rng_for_game(&chance, 999, (uint64_t)game, 0);
        rng_for_game(&arng, 999, (uint64_t)game, 1);
        g->setup(st, rules, players, &chance);
        int seat;
        while ((seat = g->to_move(st)) >= 0 && spent < seconds) {
            int n = g->legal_moves(st, moves);
            move_t m = moves[0];
            if (n > 1 && seat == 0) {
                double t0 = now();
                m = agent_decide(&cfg, self, g, st, view, seat, moves, n, &arng);
                spent += now() - t0;
                decisions++;
            } else if (n > 1) {
                m = moves[rng_below(&arng, (uint32_t)n)];
            }
            g->apply(st, m, &chance);
        }
    }
    if (type->destroy)
        type->destroy(self);
    if (decisions == 0 || spent <= 0)
        return 0;
    *units = decisions * per_decision / spent;
    return decisions / spent;
}

/* ---- the fixed workload (--bench -n N): counts, for instruction counting ----
 *
 * The same work on every run, whatever the machine: N random games per game and
 * player count, and for each agent's bench setting ceil(N / 10) decisions in seat 0
 * against random seats. scripts/bench-instructions.sh runs it under
 * `valgrind --tool=callgrind --collect-atstart=no --toggle-collect=bench_fixed_work_*
 * --dump-after=bench_fixed_mark`: only the measured functions below count, and each
 * segment (one printed line) ends with a dump of its own instructions. The functions
 * keep their names (noipa: no clones, no inlining) so callgrind can find them. */

#define BENCH_FIXED_SEED 20240617ULL

/* The end of one measured segment: callgrind dumps here. */
__attribute__((noipa)) void bench_fixed_mark(void)
{
    __asm__ volatile("" ::: "memory");
}

/* N random games from fixed seeds; every seat uniform over its legal moves, a forced
 * move played without a draw (as agent_decide does). Returns the player moves. */
__attribute__((noipa)) long bench_fixed_work_random(const game_t *g, const void *rules,
                                                    int players, long ngames, void *st,
                                                    move_t *moves)
{
    long nmoves = 0;
    for (long i = 0; i < ngames; i++) {
        rng_t chance, pick;
        rng_for_game(&chance, BENCH_FIXED_SEED, (uint64_t)i, 0);
        rng_for_game(&pick, BENCH_FIXED_SEED, (uint64_t)i, 1);
        g->setup(st, rules, players, &chance);
        while (g->to_move(st) >= 0) {
            int n = g->legal_moves(st, moves);
            g->apply(st, moves[n > 1 ? rng_below(&pick, (uint32_t)n) : 0], &chance);
            nmoves++;
        }
    }
    return nmoves;
}

/* One measured decision: determinization of the view and the agent's choice. */
__attribute__((noipa)) move_t bench_fixed_work_decide(const agent_cfg_t *cfg, void *self,
                                                      const game_t *g, const void *st,
                                                      void *view, int seat,
                                                      const move_t *moves, int n, rng_t *rng)
{
    return agent_decide(cfg, self, g, st, view, seat, moves, n, rng);
}

/* `decisions` decisions of the agent in seat 0 (every one of its turns with a choice)
 * against random seats, over as many games from fixed seeds as it takes. Returns 0,
 * or 1 when the settings do not apply. */
static int bench_fixed_agent(const game_t *g, const void *rules, int players, long decisions,
                             const agent_type_t *type, const char *settings, void *st,
                             void *view, move_t *moves, double *units)
{
    agent_cfg_t cfg;
    char err[256];
    void *self = NULL;
    if (agent_cfg_parse(type, type->name, settings, &cfg, err, sizeof err) != 0)
        return 1;
    if (type->create && type->create(&cfg, g, &self) != 0)
        return 1;
    double per_decision = type->bench_unit ? agent_cfg_get(&cfg, type->bench_unit) : 1;
    long done = 0;
    for (long game = 0; done < decisions; game++) {
        rng_t chance, arng;
        rng_for_game(&chance, BENCH_FIXED_SEED, (uint64_t)game, 0);
        rng_for_game(&arng, BENCH_FIXED_SEED, (uint64_t)game, 1);
        g->setup(st, rules, players, &chance);
        int seat;
        while ((seat = g->to_move(st)) >= 0 && done < decisions) {
            int n = g->legal_moves(st, moves);
            move_t m = moves[0];
            if (n > 1 && seat == 0) {
                m = bench_fixed_work_decide(&cfg, self, g, st, view, seat, moves, n, &arng);
                done++;
            } else if (n > 1) {
                m = moves[rng_below(&arng, (uint32_t)n)];
            }
            g->apply(st, m, &chance);
        }
    }
    if (type->destroy)
        type->destroy(self);
    *units = done * per_decision;
    return 0;
}

/* A game's buffers for both benches: its default rules, a state, a view and a move
 * list. 0, or 1 with the message printed (out of memory). */
typedef struct bench_buf {
    void *rules, *st, *view;
    move_t *moves;
} bench_buf_t;

static void bench_buf_free(bench_buf_t *b)
{
    free(b->rules);
    free(b->st);
    free(b->view);
    free(b->moves);
}

static int bench_buf_get(bench_buf_t *b, const game_t *g)
{
    b->rules = calloc(1, g->rules_size);
    b->st = calloc(1, g->state_size);
    b->view = calloc(1, g->state_size);
    b->moves = calloc((size_t)g->max_moves, sizeof *b->moves);
    if (!b->rules || !b->st || !b->view || !b->moves) {
        bench_buf_free(b);
        fprintf(stderr, "simulate: out of memory\n");
        return 1;
    }
    rules_defaults(g, b->rules);
    return 0;
}

int bench_fixed_run(const game_t *const *games, const game_t *only,
                    const agent_type_t *const *agents, long ngames, FILE *out)
{
    long decisions = (ngames + 9) / 10;
    for (int i = 0; games[i]; i++) {
        const game_t *g = games[i];
        if (only && g != only)
            continue;
        bench_buf_t b;
        if (bench_buf_get(&b, g))
            return 1;
        void *rules = b.rules, *st = b.st, *view = b.view;
        move_t *moves = b.moves;
        char err[256];
        for (int p = g->min_players; p <= g->max_players; p++) {
            if (g->rules_check && g->rules_check(rules, p, err, sizeof err))
                continue;
            double t0 = now();
            long nmoves = bench_fixed_work_random(g, rules, p, ngames, st, moves);
            double t = now() - t0;
            bench_fixed_mark();
            fprintf(out, "%s %d random games=%ld moves=%ld seconds=%.3f\n", g->id, p, ngames,
                    nmoves, t);
            fflush(out);
            for (int a = 0; agents && agents[a]; a++) {
                const agent_type_t *type = agents[a];
                for (int k = 0; type->bench_settings && type->bench_settings[k]; k++) {
                    const char *set = type->bench_settings[k];
                    double units = 0;
                    t0 = now();
                    int rc = bench_fixed_agent(g, rules, p, decisions, type, set, st, view,
                                               moves, &units);
                    t = now() - t0;
                    bench_fixed_mark();
                    fprintf(out, "%s %d %s%s%s decisions=%ld %s=%.0f seconds=%.3f\n", g->id, p,
                            type->name, set[0] ? ":" : "", set, rc ? 0 : decisions,
                            type->bench_unit ? type->bench_unit : "decisions", units, t);
                    fflush(out);
                }
            }
        }
        bench_buf_free(&b);
    }
    return 0;
}

static int width_of(const bench_col_t *c)
{
    int w = (int)strlen(c->title);
    return w < 12 ? 12 : w;
}

int bench_run(const game_t *const *games, const game_t *only,
              const agent_type_t *const *agents, double seconds, FILE *out)
{
    bench_col_t cols[BENCH_MAX_COLS];
    int ncols = bench_columns(agents, cols);
    fprintf(out, "%-12s %7s %10s %12s %10s", "game", "players", "games/s", "moves/s",
            "moves/game");
    for (int c = 0; c < ncols; c++)
        fprintf(out, " %*s", width_of(&cols[c]), cols[c].title);
    fputc('\n', out);
    for (int i = 0; games[i]; i++) {
        const game_t *g = games[i];
        if (only && g != only)
            continue;
        bench_buf_t b;
        if (bench_buf_get(&b, g))
            return 1;
        void *rules = b.rules, *st = b.st, *view = b.view;
        move_t *moves = b.moves;
        char err[256];
        for (int p = g->min_players; p <= g->max_players; p++) {
            if (g->rules_check && g->rules_check(rules, p, err, sizeof err))
                continue;
            random_figures_t fig;
            bench_random(g, rules, p, seconds, st, moves, &fig);
            fprintf(out, "%-12s %7d %10.0f %12.0f %10.1f", g->id, p, fig.games_per_s,
                    fig.moves_per_s, fig.moves_per_game);
            /* one measurement per (agent, settings), shown in its columns */
            double decisions = 0, units = 0;
            for (int c = 0; c < ncols; c++) {
                if (c == 0 || cols[c].type != cols[c - 1].type ||
                    cols[c].settings != cols[c - 1].settings)
                    decisions = bench_agent(g, rules, p, seconds, cols[c].type,
                                            cols[c].settings, st, view, moves, &units);
                double v = cols[c].unit ? units : decisions;
                if (v > 0)
                    fprintf(out, " %*.*f", width_of(&cols[c]), cols[c].unit ? 0 : 1, v);
                else
                    fprintf(out, " %*s", width_of(&cols[c]), "-");
            }
            fputc('\n', out);
            fflush(out);
        }
        bench_buf_free(&b);
    }
    return 0;
}
