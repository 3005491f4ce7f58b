/* runner.h - plays many games in parallel (OpenMP) and tallies them.
 *
 * Game i of a run is fully determined by (seed, i): its chance stream is slot 0 of
 * rng_for_game(seed, i), the agent in seat s draws from slot 1 + s. Seats rotate:
 * in game i, seat s is played by agent (s + i) mod players, so each agent plays each
 * seat equally often when games is a multiple of players. Tallies are integers,
 * kept per thread and summed at the end: the result is the same for any thread
 * count.
 *
 * A run has one or more settings (rule variants of the same game, for sweeps). Every
 * setting plays the same game indices, so the same deals and agent streams (common
 * random numbers); each setting is paired with the baseline game by game. */
#ifndef SIM_RUNNER_H
#define SIM_RUNNER_H

#include <stdio.h>

#include "agent.h"
#include "game.h"
#include "stats.h"

/* A game that has not ended after this many moves is a bug in its turn cap. */
#define RUN_MAX_MOVES 50000000L

typedef struct run_spec {
    const game_t *game;
    int players;
    int nsettings;
    const void *const *rules;  /* nsettings rules structs */
    int baseline;              /* setting the others are paired with */
    const agent_cfg_t *agents; /* players entries: agent a sits in seat a in game 0 */
    int64_t games;
    uint64_t seed;
    int threads;               /* 0: all available */
    FILE *trace;               /* JSON lines of the first trace_games games (trace.h), of
                                  the baseline setting, or NULL */
    int64_t trace_games;
    /* For the trace header: the value text of each custom rule (by index in the game's
     * params) given on the command line, NULL where not given; or NULL. */
    const char *const *trace_custom;
    int progress;              /* draw a progress bar on stderr */
} run_spec_t;

/* Game-length histograms of a run: one pair (moves, rounds) per setting and
 * rotation group. In game i, seat s is played by agent (s + i) mod players; games
 * with the same rotation i mod players form one group, so the games an agent played
 * in a seat are one group (and a row over several agents or seats a sum of groups).
 * When every agent has the same spec nothing tells the rotations apart, and there is
 * one group per setting. */
enum { RUN_LEN_MOVES, RUN_LEN_ROUNDS, RUN_LEN_KINDS };

typedef struct run_result {
    int players, nsettings;
    tally_t *cells;     /* [setting][agent][seat] */
    tally_t *teams;     /* [setting][team], teams numbered from 0; NULL without teams */
    int ngroups;        /* rotation groups: players, or 1 when all agents are alike */
    hist_t *lengths;    /* [setting][group][RUN_LEN_KINDS] */
    /* per setting, paired with the baseline: sums of the turn difference */
    int64_t *pair_len_games, *pair_dturns, *pair_dturns2;
    int64_t moves;      /* player moves over the whole run */
    double seconds;     /* wall time of the parallel part */
    int threads;        /* threads actually used */
} run_result_t;

static inline tally_t *run_cell(const run_result_t *r, int setting, int agent, int seat)
{
    return &r->cells[((size_t)setting * (size_t)r->players + (size_t)agent) * (size_t)r->players +
                     (size_t)seat];
}

/* The histogram of `kind` (RUN_LEN_MOVES, RUN_LEN_ROUNDS) of a setting's group. */
static inline const hist_t *run_lengths(const run_result_t *r, int setting, int group, int kind)
{
    return &r->lengths[((size_t)setting * (size_t)r->ngroups + (size_t)group) * RUN_LEN_KINDS +
                       (size_t)kind];
}

/* Bytes the run's tallies may take at most with `threads` workers (0: all cores):
 * per-thread counters, the shared histograms, the result. Pages of the histograms
 * never written are never touched, so the resident size is usually far smaller. */
uint64_t run_memory_bytes(const run_spec_t *spec, int threads);

/* Play the run. Returns 0; RUN_QUIT_RC when a listening agent's player (a human)
 * quit, with one line in err saying when; or 1 with one line in err (internal
 * failure). A run with a listening agent (agent_type_t.hear) plays every game in
 * order on one thread, with no progress bar, and tells the listening seats what they
 * see of each game (table.h). */
#define RUN_QUIT_RC 3
int run_games(const run_spec_t *spec, run_result_t *out, char *err, size_t n);
void run_result_free(run_result_t *r);

#endif
