/* mcts.h - read-only counters of an mcts instance, for tests and benchmarks.
 *
 * The agent itself is reached through the registry (mcts_agent in agents.def);
 * these functions take the `self` that mcts_agent.create returned. */
#ifndef SIM_AGENTS_MCTS_H
#define SIM_AGENTS_MCTS_H

#include <stddef.h>
#include <stdint.h>

/* Nodes the arena holds: iters + 1 (one new node per iteration at most, plus the
 * root). Fixed at create; the arena never grows. */
size_t mcts_capacity(const void *self);
/* The settings an instance plays with: those written in its spec, the others its
 * game's own (mcts_defaults). */
void mcts_settings(const void *self, double *iters, double *c, double *depth, double *redeal,
                   double *stop);
/* The game's own settings (what a spec leaves out takes), by game id; a game without
 * its own gets the generic ones. */
void mcts_defaults(const char *game, double *iters, double *c, double *depth, double *redeal,
                   double *stop);
/* Most nodes any one decision has used since create. Never above mcts_capacity. */
size_t mcts_high_water(const void *self);
/* Bytes allocated at create (tree, child table, scratch); constant afterwards. */
size_t mcts_arena_bytes(const void *self);
/* Iterations run and decisions searched since create (a decision with a single
 * legal move is answered without a search and not counted; with stop=1 a decision
 * may run fewer iterations than iters). */
uint64_t mcts_iterations(const void *self);
uint64_t mcts_decisions(const void *self);

#endif
