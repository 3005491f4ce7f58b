/* decks.h - deck studies: `simulate --decks` (a round robin of decks under one or
 * more agent lineups, with Bradley-Terry ratings and per-card figures) and
 * `simulate --optimise` (single-card swaps raced against a field of decks). */
#ifndef SIM_DECKS_H
#define SIM_DECKS_H

#include "cli_internal.h"
#include "game.h"

#define DECKS_MAX 24  /* decks in one study (the per-index sums grow as decks^4) */
#define LINEUPS_MAX 8 /* agent lineups in one study */

/* The round robin (decks.c): every ordered pair of the decks, mirrors included, N
 * games each, under every lineup, in one parallel run. Writes the pairs CSV (--out),
 * the ratings CSV and the cards CSV beside it, and the summary. Returns the exit
 * code. */
int decks_main(const game_t *g, options_t *o);

/* The optimiser (optimise.c). Returns the exit code. */
int optimise_main(const game_t *g, options_t *o);

/* ---- shared by decks.c and optimise.c ---- */

/* The deck files of --decks: a comma-separated list of files and directories (a
 * directory gives its *.txt files in name order). Fills paths (up to max), returns how
 * many, or -1 after a message (exit 2). */
int decks_list(const char *arg, char (*paths)[1024], int max);

/* The path of a companion CSV: "out.csv" with suffix "-ratings" is "out-ratings.csv"
 * (the suffix goes before a final ".csv", or at the end). */
void decks_companion(const char *out, const char *suffix, char *buf, size_t n);

/* A tiny CSV writer (RFC 4180, CRLF; text that a spreadsheet would run as a formula is
 * guarded with an apostrophe, as in the run CSV). */
typedef struct csvw {
    FILE *f;
    int first, err;
} csvw_t;
void csvw_text(csvw_t *w, const char *s);
void csvw_int(csvw_t *w, int64_t v);
void csvw_num(csvw_t *w, double v); /* %.6f; NaN writes an empty cell */
void csvw_empty(csvw_t *w);
void csvw_end(csvw_t *w);
/* A header row from a comma-separated list of names. */
void csvw_header(csvw_t *w, const char *names);

/* Write a CSV file atomically through output.c: `fill` writes it. 0, or the exit code
 * after a message. */
/* Check an output before the run (output_check, and not an input of the run): 0, or
 * 2 with the message printed. */
int decks_check_out(const char *path, const game_t *g, const options_t *o);
/* Check and open an output (output.h): 0, or the exit code with the message printed. */
struct out_file;
int decks_open(struct out_file *of, const char *path);
int decks_write(const char *path, int (*fill)(void *ctx, csvw_t *w), void *ctx, int quiet);

#endif
