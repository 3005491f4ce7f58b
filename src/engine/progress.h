/* progress.h - a progress bar with rate and ETA on stderr, drawn by its own thread
 * from a shared counter, so workers never block on it. Silent unless enabled and
 * stderr is a terminal. */
#ifndef SIM_PROGRESS_H
#define SIM_PROGRESS_H

#include <pthread.h>
#include <stdint.h>

typedef struct progress {
    int active;
    int64_t total;
    int64_t done;   /* updated atomically by the workers */
    int stop;
    double t0;
    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t wake;
} progress_t;

void progress_start(progress_t *p, int enabled, int64_t total);
static inline void progress_add(progress_t *p, int64_t k)
{
    if (p->active)
        __atomic_fetch_add(&p->done, k, __ATOMIC_RELAXED);
}
void progress_stop(progress_t *p);

#endif
