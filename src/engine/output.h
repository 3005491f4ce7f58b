/* output.h - the files a run writes (the CSV, the trace), checked before the run and
 * written so that nothing is clobbered that should not be:
 *
 * - "-" is standard output.
 * - A destination that exists and is no regular file (a device such as /dev/null or
 *   /dev/full, a FIFO) is written in place: it is never replaced by a file.
 * - Otherwise the bytes go to a new temporary file next to the destination, created
 *   with O_CREAT | O_EXCL | O_NOFOLLOW under a random name (mode from the umask), and
 *   renamed over the destination only when complete. A destination that is a symlink
 *   stays one: its target is replaced (or created), atomically, next to it.
 * - A directory, an empty path or one ending in '/' is refused before the run.
 * - Outputs written in place get whole lines only: a line is written with the
 *   signals that end the program blocked, so an interruption never cuts one.
 * - SIGINT, SIGTERM, SIGHUP and SIGQUIT remove the temporary files, then end the
 *   program by the same signal; so does exit() (a library's fatal error). SIGPIPE is
 *   ignored: a closed pipe is a write error the program reports (exit 1).
 *
 * Messages go through cli_fail (2, bad path) and cli_error (1, I/O failure). */
#ifndef SIM_OUTPUT_H
#define SIM_OUTPUT_H

#include <limits.h>
#include <stdint.h>
#include <stdio.h>

#include "game.h"

enum out_kind {
    OUT_ATOMIC,   /* temporary file renamed over the target */
    OUT_IN_PLACE, /* an existing device or FIFO, written as it is */
    OUT_STDOUT,   /* "-", or a name of the program's standard output */
};

typedef struct out_file {
    const char *what;        /* "--out", "--trace": for messages */
    const char *path;        /* as given */
    enum out_kind kind;
    char target[PATH_MAX];   /* the file the bytes reach: symlinks followed */
    char canon[PATH_MAX];    /* target with its directory made absolute ("" if unknown) */
    int exists;              /* the target exists */
    int regular;             /* written in place, and a regular file */
    unsigned long long dev, ino; /* of the target, when it exists */
    int slot;                /* its temporary file's slot, -1 for none */
    int fd;
    FILE *f;
} out_file_t;

/* The default CSV path: results/<game>-<agents>-n<N>-s<seed>.csv (agents' commas
 * become '_', other characters outside [A-Za-z0-9.-] become '-'). */
void output_default_path(char *buf, size_t n, const game_t *g, const char *agents,
                         int64_t games, uint64_t seed);

/* Check an output before the run, creating nothing: 0, or 2 with the message
 * printed. path must live as long as o. */
int output_check(out_file_t *o, const char *what, const char *path);
/* Whether a checked output would write the file (dev, ino). */
int output_is_file(const out_file_t *o, unsigned long long dev, unsigned long long ino);
/* Whether two checked outputs would write the same file. */
int output_same(const out_file_t *a, const out_file_t *b);
/* Whether a checked output is the null device (by any name of it). */
int output_is_null(const out_file_t *o);
/* Whether the output path names a regular file (existing or not) rather than stdout,
 * a device, a FIFO or a name of an open file: only then has it a folder where a
 * file can go beside it. Checks nothing else (output_check does). */
int output_is_plain_file(const char *path);

/* Install the signal handlers above (once). */
void output_signals(void);
/* Open a checked output: 0, or 2 (the path cannot be written) with the message
 * printed. */
int output_open(out_file_t *o);
/* Flush, sync, close and (atomic outputs) rename: 0, or 1 with the message printed
 * (the temporary file is removed). */
int output_commit(out_file_t *o);
/* Close and remove the temporary file (an output written in place keeps what it
 * got). */
void output_abort(out_file_t *o);

#endif
