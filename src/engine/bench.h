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

#endif
