/* shard.h - what goes around one run when it is split or may be interrupted: --shard
 * K/N (a part of the game indices), --tally FILE (the exact tally), --checkpoint and
 * --resume, MPI ranks (simmpi.h), and `simulate merge` (tally files instead of play).
 * cli.c (runs, sweeps) and decks.c (deck round robins) call these four functions around
 * the runner; everything else stays there.
 *
 * Shards: the game indices 0..N-1 (N a multiple of the players) form N / players
 * rotation blocks of `players` consecutive games (in a block every agent plays every
 * seat once); part K of N is the contiguous run of blocks
 * [floor((K-1) B / N), floor(K B / N)) with B = N / players. So every shard keeps the
 * rotation balanced on its own, and the parts differ by at most one block. */
#ifndef SIM_SHARD_H
#define SIM_SHARD_H

#include "cli_internal.h"
#include "runner.h"
#include "tallyfile.h"
#include "work.h"

typedef struct shard_run {
    const options_t *o;
    int K, N;                 /* --shard K/N, or 0/0 */
    char shard_text[48];      /* "K/N" or "" */
    int64_t lo, hi;           /* the game indices this run covers: [lo, hi) */
    int active;               /* played through work.h (shard, checkpoint, resume, MPI) */
    int want_csv;
    char tally_path[4200];    /* "" for none */
    char ckpt_path[4200];     /* "" for none */
    double every_seconds;
    int64_t every_games;
    tally_ident_t id;
    uint64_t hash;
    char *command;            /* argv, NUL-separated */
    size_t cmdlen;
    char cwd[4096];
    tally_meta_t meta;
    tally_ranges_t ranges;    /* what the result holds, once played */
    run_work_t work;
    int work_on;
} shard_run_t;

/* Check the options (--shard, --tally, --checkpoint, --resume, merge, MPI) for the run
 * spec (trace not set yet) with the inputs text of its settings; decide whether this
 * process writes the CSV at csv_path. Returns 0, or 2 after one line on stderr. */
int shard_prepare(shard_run_t *d, const options_t *o, const run_spec_t *spec,
                  const char *inputs, const char *csv_path);

/* Play the run (or merge the files) into res: 0, 1 internal failure (err), 2 bad input
 * (one line already on stderr). An interrupted run writes its checkpoint, says how to
 * resume and ends the program by the signal. */
int shard_play(shard_run_t *d, run_spec_t *spec, run_result_t *res, char *err, size_t n);

/* After the CSV: the tally file and the last checkpoint. 0, or 1 after a line on
 * stderr. */
int shard_finish(shard_run_t *d, run_result_t *res);

void shard_free(shard_run_t *d);

/* `simulate merge FILE... [-o OUT.csv] [--tally OUT.tally] [-q]`: the options of the run
 * the files are of (its command line, stored in the first file), set to merge them.
 * Returns 0, or the exit code after one line on stderr. */
int merge_options(int argc, char **argv, options_t *o);

#endif
