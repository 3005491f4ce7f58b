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
    FILE *trace;               /* JSON lines of the first trace_games games, or NULL */
    int64_t trace_games;
    int progress;              /* draw a progress bar on stderr */
} run_spec_t;

typedef struct run_result {
    int players, nsettings;
    tally_t *cells;     /* [setting][agent][seat] */
    tally_t *teams;     /* [setting][team], teams numbered from 0; NULL without teams */
    int nteams;
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

/* Play the run. Returns 0, or 1 with one line in err (internal failure). */
int run_games(const run_spec_t *spec, run_result_t *out, char *err, size_t n);
void run_result_free(run_result_t *r);

/* Write s as a JSON string literal (with quotes) to f. */
void json_write_string(FILE *f, const char *s);

#endif
