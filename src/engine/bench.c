/* bench.c - the --bench measurements. Single-threaded on purpose: the figures are
 * per thread; the runner scales them by the number of cores. The bench knows no
 * agent by name: it measures each agent with the settings the agent declares
 * (agent_type_t.bench_settings), and the work setting it names (bench_unit). */
#include <limits.h>
#include <math.h>
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

/* A game from fixed seeds, set up: chance draws from slot 0, the moves' draws (random
 * seats, or the agent) from slot 1. Always inlined: the measured functions below must
 * count no call of their own. */
static inline __attribute__((always_inline)) void bench_deal(const game_t *g, const void *rules,
                                                             int players, void *st,
                                                             uint64_t seed, long game,
                                                             rng_t *chance, rng_t *pick)
{
    rng_for_game(chance, seed, (uint64_t)game, 0);
    rng_for_game(pick, seed, (uint64_t)game, 1);
    g->setup(st, rules, players, chance);
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
        bench_deal(g, rules, players, st, 12345, games, &chance, &pick);
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
        bench_deal(g, rules, players, st, BENCH_FIXED_SEED, i, &chance, &pick);
        while (g->to_move(st) >= 0) {
            int n = g->legal_moves(st, moves);
            g->apply(st, moves[n > 1 ? rng_below(&pick, (uint32_t)n) : 0], &chance);
            nmoves++;
        }
    }
    return nmoves;
}

/* One measured decision: determinization of the view and the agent's choice. The timed
 * bench decides through it too (a call costs nothing beside a decision). */
__attribute__((noipa)) move_t bench_fixed_work_decide(const agent_cfg_t *cfg, void *self,
                                                      const game_t *g, const void *st,
                                                      void *view, int seat,
                                                      const move_t *moves, int n, rng_t *rng)
{
    return agent_decide(cfg, self, g, st, view, seat, moves, n, rng);
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

/* What both benches measure of an agent: the agent with `settings` in seat 0 against
 * uniformly random seats (every one of its turns with a choice is a decision), over
 * games from `seed`, until it has made `decisions` decisions, played `games` games or
 * spent `seconds` deciding, whichever comes first. With a finite `seconds` the clock
 * is read around each decision: only the time spent deciding counts, determinization
 * of the view included (agent_decide). */
typedef struct agent_run {
    const agent_type_t *type;
    const char *settings;
    uint64_t seed;
    long decisions, games; /* LONG_MAX: no limit */
    double seconds;        /* INFINITY: no limit, and no clock read */
} agent_run_t;

/* Returns the decisions made, or -1 when the settings do not apply; *per_decision: the
 * agent's declared unit of work in one decision (1 without a unit), *spent: the seconds
 * spent deciding (0 when not timed). */
static long bench_agent_games(const game_t *g, const bench_buf_t *b, int players,
                              const agent_run_t *run, double *per_decision, double *spent)
{
    const agent_type_t *type = run->type;
    agent_cfg_t cfg;
    char err[256];
    void *self = NULL;
    *spent = 0;
    if (agent_cfg_parse(type, type->name, run->settings, &cfg, err, sizeof err) != 0)
        return -1;
    if (type->create && type->create(&cfg, g, &self) != 0)
        return -1;
    *per_decision = type->bench_unit ? agent_cfg_get(&cfg, type->bench_unit) : 1;
    int timed = isfinite(run->seconds);
    long done = 0;
    for (long game = 0; done < run->decisions && *spent < run->seconds && game < run->games;
         game++) {
        rng_t chance, arng;
        bench_deal(g, b->rules, players, b->st, run->seed, game, &chance, &arng);
        int seat;
        while ((seat = g->to_move(b->st)) >= 0 && done < run->decisions &&
               *spent < run->seconds) {
            int n = g->legal_moves(b->st, b->moves);
            move_t m = b->moves[0];
            if (n > 1 && seat == 0) {
                double t0 = timed ? now() : 0;
                m = bench_fixed_work_decide(&cfg, self, g, b->st, b->view, seat, b->moves, n,
                                            &arng);
                if (timed)
                    *spent += now() - t0;
                done++;
            } else if (n > 1) {
                m = b->moves[rng_below(&arng, (uint32_t)n)];
            }
            g->apply(b->st, m, &chance);
        }
    }
    if (type->destroy)
        type->destroy(self);
    return done;
}

/* Each game of the list (or only `only`) with each player count its default rules
 * allow, in that order: fn(g, the game's buffers, players, ctx). Returns 0, or 1 with
 * the message printed (out of memory). */
typedef void bench_step_fn(const game_t *g, const bench_buf_t *b, int players, void *ctx);

static int bench_each(const game_t *const *games, const game_t *only, bench_step_fn *fn,
                      void *ctx)
{
    for (int i = 0; games[i]; i++) {
        const game_t *g = games[i];
        if (only && g != only)
            continue;
        bench_buf_t b;
        if (bench_buf_get(&b, g))
            return 1;
        char err[256];
        for (int p = g->min_players; p <= g->max_players; p++)
            if (!g->rules_check || !g->rules_check(b.rules, p, err, sizeof err))
                fn(g, &b, p, ctx);
        bench_buf_free(&b);
    }
    return 0;
}

typedef struct fixed_ctx {
    const agent_type_t *const *agents;
    long ngames, decisions;
    FILE *out;
} fixed_ctx_t;

/* One game and player count of the fixed workload: a line per segment. */
static void bench_fixed_step(const game_t *g, const bench_buf_t *b, int p, void *ctx)
{
    const fixed_ctx_t *x = ctx;
    double t0 = now();
    long nmoves = bench_fixed_work_random(g, b->rules, p, x->ngames, b->st, b->moves);
    double t = now() - t0;
    bench_fixed_mark();
    fprintf(x->out, "%s %d random games=%ld moves=%ld seconds=%.3f\n", g->id, p, x->ngames,
            nmoves, t);
    fflush(x->out);
    for (int a = 0; x->agents && x->agents[a]; a++) {
        const agent_type_t *type = x->agents[a];
        for (int k = 0; type->bench_settings && type->bench_settings[k]; k++) {
            const char *set = type->bench_settings[k];
            agent_run_t run = {.type = type, .settings = set, .seed = BENCH_FIXED_SEED,
                               .decisions = x->decisions, .games = LONG_MAX,
                               .seconds = INFINITY};
            double per_decision = 1, spent;
            t0 = now();
            long done = bench_agent_games(g, b, p, &run, &per_decision, &spent);
            t = now() - t0;
            bench_fixed_mark();
            fprintf(x->out, "%s %d %s%s%s decisions=%ld %s=%.0f seconds=%.3f\n", g->id, p,
                    type->name, set[0] ? ":" : "", set, done < 0 ? 0 : done,
                    type->bench_unit ? type->bench_unit : "decisions",
                    done < 0 ? 0 : done * per_decision, t);
            fflush(x->out);
        }
    }
}

int bench_fixed_run(const game_t *const *games, const game_t *only,
                    const agent_type_t *const *agents, long ngames, FILE *out)
{
    fixed_ctx_t x = {.agents = agents, .ngames = ngames, .decisions = (ngames + 9) / 10,
                     .out = out};
    return bench_each(games, only, bench_fixed_step, &x);
}

static int width_of(const bench_col_t *c)
{
    int w = (int)strlen(c->title);
    return w < 12 ? 12 : w;
}

/* The agent's decisions per second, and in *units its declared units of work per
 * second; 0 when the settings do not apply or nothing was decided. The games stop at a
 * million, should the agent never have a choice. */
static double bench_agent(const game_t *g, const bench_buf_t *b, int players, double seconds,
                          const bench_col_t *col, double *units)
{
    agent_run_t run = {.type = col->type, .settings = col->settings, .seed = 999,
                       .decisions = LONG_MAX, .games = 1000000, .seconds = seconds};
    double per_decision = 1, spent;
    long decisions = bench_agent_games(g, b, players, &run, &per_decision, &spent);
    *units = 0;
    if (decisions <= 0 || spent <= 0)
        return 0;
    *units = decisions * per_decision / spent;
    return decisions / spent;
}

typedef struct timed_ctx {
    const bench_col_t *cols;
    int ncols;
    double seconds;
    FILE *out;
} timed_ctx_t;

/* One game and player count of the timed bench: a row of the table. */
static void bench_timed_step(const game_t *g, const bench_buf_t *b, int p, void *ctx)
{
    const timed_ctx_t *x = ctx;
    const bench_col_t *cols = x->cols;
    random_figures_t fig;
    bench_random(g, b->rules, p, x->seconds, b->st, b->moves, &fig);
    fprintf(x->out, "%-12s %7d %10.0f %12.0f %10.1f", g->id, p, fig.games_per_s,
            fig.moves_per_s, fig.moves_per_game);
    /* one measurement per (agent, settings), shown in its columns */
    double decisions = 0, units = 0;
    for (int c = 0; c < x->ncols; c++) {
        if (c == 0 || cols[c].type != cols[c - 1].type ||
            cols[c].settings != cols[c - 1].settings)
            decisions = bench_agent(g, b, p, x->seconds, &cols[c], &units);
        double v = cols[c].unit ? units : decisions;
        if (v > 0)
            fprintf(x->out, " %*.*f", width_of(&cols[c]), cols[c].unit ? 0 : 1, v);
        else
            fprintf(x->out, " %*s", width_of(&cols[c]), "-");
    }
    fputc('\n', x->out);
    fflush(x->out);
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
    timed_ctx_t x = {.cols = cols, .ncols = ncols, .seconds = seconds, .out = out};
    return bench_each(games, only, bench_timed_step, &x);
}
