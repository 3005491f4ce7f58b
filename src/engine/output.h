/* output.h - the CSV written atomically: into a temporary file next to its
 * destination, renamed over it only when complete; a signal that ends the program
 * (SIGINT, SIGTERM) removes the temporary file first. */
#ifndef SIM_OUTPUT_H
#define SIM_OUTPUT_H

#include <stdint.h>
#include <stdio.h>

#include "game.h"

/* The default CSV path: results/<game>-<agents>-n<N>-s<seed>.csv (agents' commas
 * become '_', other characters outside [A-Za-z0-9.-] become '-'). */
void output_default_path(char *buf, size_t n, const game_t *g, const char *agents,
                         int64_t games, uint64_t seed);

/* Create the temporary file for `path` (one at a time). NULL with errno set. */
FILE *output_open(const char *path);
/* Flush, sync, close and rename it over path: 0, or non-zero with errno set (the
 * temporary file is removed). */
int output_commit(FILE *f, const char *path);
/* Close and remove the temporary file. */
void output_abort(FILE *f);

#endif
