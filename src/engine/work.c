/* work.c - blocks of game indices for the runner, checkpoints, signals (work.h). */
#include <errno.h>
#include <string.h>
#include <time.h>

#include "simmpi.h"
#include "work.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

int work_init(run_work_t *w, tally_ranges_t *todo, int nsettings)
{
    memset(w, 0, sizeof *w);
    if (pthread_mutex_init(&w->lock, NULL))
        return 1;
    w->todo = *todo;
    memset(todo, 0, sizeof *todo);
    w->left = w->total = ranges_total(&w->todo);
    w->next = w->todo.n ? w->todo.r[0] : 0;
    w->threads = 1;
    w->nsettings = nsettings > 0 ? nsettings : 1;
    w->last = now();
    return 0;
}

void work_free(run_work_t *w)
{
    pthread_mutex_destroy(&w->lock);
    ranges_free(&w->todo);
    ranges_free(&w->done);
    memset(w, 0, sizeof *w);
}

int work_take(run_work_t *w, int64_t want, int64_t *lo, int64_t *hi)
{
    int got = 0;
    pthread_mutex_lock(&w->lock);
    if (w->left > 0) {
        int64_t guided = w->left / (2 * (int64_t)(w->threads > 0 ? w->threads : 1));
        if (want > guided)
            want = guided;
        if (want < 1)
            want = 1;
        int64_t end = w->todo.r[2 * w->cur + 1];
        *lo = w->next;
        *hi = end - w->next < want ? end : w->next + want;
        w->left -= *hi - *lo;
        w->next = *hi;
        if (w->next == end && ++w->cur < w->todo.n)
            w->next = w->todo.r[2 * w->cur];
        got = 1;
    }
    pthread_mutex_unlock(&w->lock);
    return got;
}

int work_next(run_work_t *w, double sec_per_index, int64_t max_indices, int64_t *lo,
              int64_t *hi)
{
    if (work_stopped())
        return 0;
    int64_t want = 16;
    if (sec_per_index > 0) {
        double n = WORK_BLOCK_SECONDS / sec_per_index;
        want = n > 1e12 ? (int64_t)1e12 : (int64_t)n;
    }
    if (w->commit) {
        int64_t cap = WORK_COMMIT_RECORDS / w->nsettings;
        if (want > cap)
            want = cap;
    }
    if (max_indices > 0 && want > max_indices)
        want = max_indices;
    if (want < 1)
        want = 1;
    int got = w->remote ? mpi_fetch(w, want, lo, hi) : work_take(w, want, lo, hi);
    if (got && !w->commit) { /* committed blocks are listed as they are committed */
        pthread_mutex_lock(&w->lock);
        if (ranges_add(&w->done, *lo, *hi))
            w->write_failed = ENOMEM;
        pthread_mutex_unlock(&w->lock);
    }
    return got;
}

int work_committed(run_work_t *w, run_result_t *res, int64_t lo, int64_t hi, tf_buf_t *snap)
{
    if (ranges_add(&w->done, lo, hi))
        w->write_failed = ENOMEM;
    w->since += hi - lo;
    if (!w->ckpt_path || __atomic_load_n(&w->writing, __ATOMIC_ACQUIRE))
        return 0;
    double t = now();
    int due = t - w->last >= w->every_seconds || (w->every_games > 0 && w->since >= w->every_games);
    if (!due)
        return 0;
    tally_meta_t m = *w->meta;
    m.ranges = &w->done;
    if (tally_encode(snap, &m, res)) {
        tf_buf_free(snap);
        w->write_failed = ENOMEM;
        return 0;
    }
    w->last = t;
    w->since = 0;
    __atomic_store_n(&w->writing, 1, __ATOMIC_RELEASE);
    return 1;
}

void work_write_snapshot(run_work_t *w, tf_buf_t *snap)
{
    if (tf_write_file(w->ckpt_path, snap) != 0)
        w->write_failed = errno ? errno : EIO;
    else
        __atomic_add_fetch(&w->written, 1, __ATOMIC_RELAXED);
    tf_buf_free(snap);
    __atomic_store_n(&w->writing, 0, __ATOMIC_RELEASE);
}

/* ---- signals ---- */

static volatile sig_atomic_t caught;
static struct sigaction old_int, old_term;
static int installed;

static void on_signal(int sig)
{
    if (caught) { /* a second signal: the previous handlers end the program now */
        sigaction(SIGINT, &old_int, NULL);
        sigaction(SIGTERM, &old_term, NULL);
        raise(sig);
        return;
    }
    caught = sig;
}

void work_signals_install(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, &old_int);
    sigaction(SIGTERM, &sa, &old_term);
    installed = 1;
}

int work_stopped(void)
{
    return caught != 0;
}

int work_signal(void)
{
    return caught;
}

void work_signals_restore_and_raise(void)
{
    if (!installed)
        return;
    sigaction(SIGINT, &old_int, NULL);
    sigaction(SIGTERM, &old_term, NULL);
    installed = 0;
    if (caught)
        raise(caught);
}
