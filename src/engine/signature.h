/* signature.h - a game's signature: a fingerprint of its play, like a chess engine's
 * bench line. For every player count (and every rule variant the game lists), a fixed
 * set of random games is played from fixed seeds; every legal-move list, every choice
 * and every outcome goes into a 64-bit hash. Any change to what is legal, to how moves
 * are listed, to chance or to scoring changes the hash; nothing else does.
 *
 * `simulate --signature` prints the lines, tests/signatures.txt holds the expected
 * ones and tests/test_signature.c compares. A commit that changes a line says so in
 * its message ("Signature: unchanged", or the new lines and why). */
#ifndef SIM_SIGNATURE_H
#define SIM_SIGNATURE_H

#include <stdio.h>

#include "game.h"

#define SIGNATURE_GAMES 200
#define SIGNATURE_SEED 20261201u

/* Print one line per (player count, variant) of g, already initialised:
 *   <id> players=<P> rules=<variant or "default"> games=<G> moves=<M> hash=<16 hex>
 * Returns 0, or non-zero with one line in err (a variant the game refuses, a game
 * that does not end). */
int game_signature(const game_t *g, FILE *out, char *err, size_t n);

#endif
