/* bench.h - speed measurement: random-play games and moves per second on one thread,
 * and MCTS iterations per second, for every game and player count. */
#ifndef SIM_BENCH_H
#define SIM_BENCH_H

#include <stdio.h>

#include "agent.h"
#include "game.h"

/* Measure every game of the NULL-terminated list (or only `only`), each figure for
 * about `seconds`. mcts may be NULL. Games must be initialised. Returns 0. */
int bench_run(const game_t *const *games, const game_t *only, const agent_type_t *mcts,
              double seconds, FILE *out);

#endif
