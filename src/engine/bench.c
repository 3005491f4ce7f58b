/* bench.c - the --bench measurements. Single-threaded on purpose: the figures are
 * per thread; the runner scales them by the number of cores. */
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

typedef struct bench_figures {
    double games_per_s, moves_per_s, moves_per_game;
    double iters_per_s, decisions_per_s; /* MCTS with its default settings */
    double full_iters_per_s;             /* MCTS with full random playouts (depth=0) */
    int has_mcts, has_full;
} bench_figures_t;

/* Random play: every seat picks uniformly among the legal moves. */
static void bench_random(const game_t *g, const void *rules, int players, double seconds,
                         void *st, move_t *moves, bench_figures_t *fig)
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

/* MCTS (with `settings`) in seat 0 against random seats; only the time spent
 * deciding counts, determinization of the view included. Returns iterations/s, and
 * decisions/s in *dps; 0 when the settings do not apply. */
static double bench_mcts(const game_t *g, const void *rules, int players, double seconds,
                         const agent_type_t *mcts, const char *settings, void *st, void *view,
                         move_t *moves, double *dps)
{
    agent_cfg_t cfg;
    char err[256];
    void *self = NULL;
    if (agent_cfg_parse(mcts, mcts->name, settings, &cfg, err, sizeof err) != 0)
        return 0;
    if (mcts->create && mcts->create(&cfg, g, &self) != 0)
        return 0;
    double iters = agent_cfg_get(&cfg, "iters");
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
    if (mcts->destroy)
        mcts->destroy(self);
    if (decisions == 0 || spent <= 0)
        return 0;
    if (dps)
        *dps = decisions / spent;
    return decisions * iters / spent;
}

int bench_run(const game_t *const *games, const game_t *only, const agent_type_t *mcts,
              double seconds, FILE *out)
{
    fprintf(out, "%-12s %7s %10s %12s %10s %13s %12s %15s\n", "game", "players", "games/s",
            "moves/s", "moves/game", "mcts_iters/s", "mcts_moves/s", "full_po_iters/s");
    for (int i = 0; games[i]; i++) {
        const game_t *g = games[i];
        if (only && g != only)
            continue;
        void *rules = calloc(1, g->rules_size);
        void *st = calloc(1, g->state_size), *view = calloc(1, g->state_size);
        move_t *moves = calloc((size_t)g->max_moves, sizeof *moves);
        if (!rules || !st || !view || !moves)
            return 1;
        rules_defaults(g, rules);
        char err[256];
        for (int p = g->min_players; p <= g->max_players; p++) {
            if (g->rules_check && g->rules_check(rules, p, err, sizeof err))
                continue;
            bench_figures_t fig;
            memset(&fig, 0, sizeof fig);
            bench_random(g, rules, p, seconds, st, moves, &fig);
            if (mcts) {
                fig.iters_per_s = bench_mcts(g, rules, p, seconds, mcts, "", st, view, moves,
                                             &fig.decisions_per_s);
                fig.full_iters_per_s = bench_mcts(g, rules, p, seconds, mcts, "depth=0", st,
                                                  view, moves, NULL);
                fig.has_mcts = fig.iters_per_s > 0;
                fig.has_full = fig.full_iters_per_s > 0;
            }
            fprintf(out, "%-12s %7d %10.0f %12.0f %10.1f", g->id, p, fig.games_per_s,
                    fig.moves_per_s, fig.moves_per_game);
            if (fig.has_mcts)
                fprintf(out, " %13.0f %12.1f", fig.iters_per_s, fig.decisions_per_s);
            else
                fprintf(out, " %13s %12s", "-", "-");
            if (fig.has_full)
                fprintf(out, " %15.0f\n", fig.full_iters_per_s);
            else
                fprintf(out, " %15s\n", "-");
            fflush(out);
        }
        free(rules);
        free(st);
        free(view);
        free(moves);
    }
    return 0;
}
