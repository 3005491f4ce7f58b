/* bench.h - speed measurement on one thread, for every game and player count:
 * random-play games and moves per second, and each agent's decisions (and declared
 * units of work) per second with the settings it declares for the bench. */
#ifndef SIM_BENCH_H
#define SIM_BENCH_H

#include <stdio.h>

#include "agent.h"
#include "game.h"

/* Measure every game of the NULL-terminated list (or only `only`), each figure for
 * about `seconds`, with every agent of the NULL-terminated list that declares
 * bench_settings (agents may be NULL). Games must be initialised. Returns 0, or 1
 * after a line on stderr. */
int bench_run(const game_t *const *games, const game_t *only,
              const agent_type_t *const *agents, double seconds, FILE *out);

/* A fixed workload instead of a time, for instruction counts (callgrind; see
 * scripts/bench-instructions.sh): per game and player count, `ngames` random games
 * and, for each agent's bench settings, ceil(ngames / 10) decisions in seat 0 against
 * random seats. One line per segment: what was counted, and the wall time (noise on
 * a loaded machine; the instruction counts are the figures). Returns 0 or 1. */
int bench_fixed_run(const game_t *const *games, const game_t *only,
                    const agent_type_t *const *agents, long ngames, FILE *out);

#endif
