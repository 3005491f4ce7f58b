/* work.h - which game indices a process plays, in blocks: a shard's part, what a resumed
 * run has left, what an MPI rank is handed (mpi.h); and the checkpoints written as
 * blocks are finished. The runner (runner.c) asks for blocks when run_spec_t.work is
 * set; without it a run plays every index as it always did.
 *
 * Blocks are handed out in index order, sized so that one takes about
 * WORK_BLOCK_SECONDS on the thread that asked (from its own measured pace), but never
 * more than the remaining indices over twice the threads at work (guided
 * self-scheduling: the tail is shared out in ever smaller blocks).
 *
 * With checkpoints the runner commits every finished block into the run's result under
 * its lock (work_committed), so the result always holds exactly the blocks listed as
 * done; a block cut short by a signal is dropped and played again on resume. */
#ifndef SIM_WORK_H
#define SIM_WORK_H

#include <pthread.h>
#include <signal.h>
#include <stdint.h>

#include "tallyfile.h"

#define WORK_BLOCK_SECONDS 0.25
/* Game records (setting x index) a worker buffers when committing blocks: a block
 * never holds more indices than fit (runner.c's length buffer). */
#define WORK_COMMIT_RECORDS 65536

typedef struct run_work {
    pthread_mutex_t lock;
    tally_ranges_t todo;      /* what this process (or, on MPI rank 0, the run) plays */
    int cur;                  /* the range of todo the next block starts in */
    int64_t next;             /* the index it starts at */
    int64_t left;             /* indices not handed out yet */
    int64_t total;            /* indices to play here, for the progress bar */
    int threads;              /* threads at work (over every rank) */
    int nsettings;            /* records per index */
    int remote;               /* MPI rank > 0: blocks come from rank 0 */
    int remote_done;
    /* checkpoints: the runner commits each block */
    int commit;
    tally_ranges_t done;      /* blocks in the result */
    const char *ckpt_path;
    double every_seconds;     /* checkpoint at most this often... */
    int64_t every_games;      /* ...or after this many more games (0: by time only) */
    double last;              /* when the last one was taken */
    int64_t since;            /* indices committed since */
    int writing;              /* a checkpoint is being written (atomic) */
    const tally_meta_t *meta; /* its identity and command; ranges are `done` */
    int write_failed;         /* errno of a failed write, reported at the end */
    int64_t written;          /* checkpoints written */
} run_work_t;

/* Set up a work source over the ranges `todo` (taken over). */
int work_init(run_work_t *w, tally_ranges_t *todo, int nsettings);
void work_free(run_work_t *w);

/* ---- what the runner calls ---- */

/* The next block [lo, hi) for a thread that takes sec_per_index seconds an index (0:
 * not known yet), of at most max_indices. Returns 0 when nothing is left (or the run
 * was interrupted). Thread-safe. */
int work_next(run_work_t *w, double sec_per_index, int64_t max_indices, int64_t *lo,
              int64_t *hi);
/* Whether the runner must commit block by block. */
static inline int work_commits(const run_work_t *w) { return w->commit; }
/* A block is in the result (called under the runner's merge lock). When a checkpoint
 * is due, it is encoded into *snap and 1 is returned: the caller writes it with
 * work_write_snapshot() outside the lock. */
int work_committed(run_work_t *w, run_result_t *res, int64_t lo, int64_t hi, tf_buf_t *snap);
void work_write_snapshot(run_work_t *w, tf_buf_t *snap);
/* The run was interrupted (SIGINT, SIGTERM): stop at once. */
int work_stopped(void);

/* ---- the block hand-out itself (also serves MPI ranks, mpi.c) ---- */

/* Take the next block of at most want indices (guided). 0 when none is left. */
int work_take(run_work_t *w, int64_t want, int64_t *lo, int64_t *hi);

/* ---- signals ---- */

/* Catch SIGINT and SIGTERM: the run stops, keeping what is committed. A second signal
 * ends the program at once (the previous handlers act). */
void work_signals_install(void);
/* The signal caught, or 0. */
int work_signal(void);
/* Put the previous handlers back, and raise the caught signal through them. */
void work_signals_restore_and_raise(void);

#endif
