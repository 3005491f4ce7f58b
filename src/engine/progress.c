/* progress.c - the progress display thread. */
#include <stdio.h>
#include <time.h>
#include <unistd.h>

#include "progress.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void format_duration(char *buf, size_t n, double s)
{
    if (s < 0 || s > 360000)
        snprintf(buf, n, "--");
    else if (s >= 3600)
        snprintf(buf, n, "%dh%02dm", (int)(s / 3600), (int)(s / 60) % 60);
    else if (s >= 60)
        snprintf(buf, n, "%dm%02ds", (int)(s / 60), (int)s % 60);
    else
        snprintf(buf, n, "%ds", (int)s);
}

static void draw(progress_t *p, int final)
{
    int64_t done = __atomic_load_n(&p->done, __ATOMIC_RELAXED);
    double el = now() - p->t0;
    double rate = el > 0 ? done / el : 0;
    double frac = p->total > 0 ? (double)done / (double)p->total : 1;
    char eta[32], bar[31];
    format_duration(eta, sizeof eta, rate > 0 ? (p->total - done) / rate : -1);
    int fill = (int)(frac * 30);
    for (int i = 0; i < 30; i++)
        bar[i] = i < fill ? '#' : '.';
    bar[30] = '\0';
    fprintf(stderr, "\r[%s] %5.1f%% %lld/%lld games  %.0f games/s  ETA %s   ", bar,
            100 * frac, (long long)done, (long long)p->total, rate, final ? "0s" : eta);
    if (final)
        fputc('\n', stderr);
    fflush(stderr);
}

static void *loop(void *arg)
{
    progress_t *p = arg;
    pthread_mutex_lock(&p->lock);
    while (!p->stop) {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        ts.tv_nsec += 250000000L;
        if (ts.tv_nsec >= 1000000000L) {
            ts.tv_sec++;
            ts.tv_nsec -= 1000000000L;
        }
        pthread_cond_timedwait(&p->wake, &p->lock, &ts);
        if (!p->stop)
            draw(p, 0);
    }
    pthread_mutex_unlock(&p->lock);
    return NULL;
}

void progress_start(progress_t *p, int enabled, int64_t total)
{
    p->active = enabled && isatty(STDERR_FILENO);
    p->total = total;
    p->done = 0;
    p->stop = 0;
    p->t0 = now();
    if (!p->active)
        return;
    pthread_mutex_init(&p->lock, NULL);
    pthread_cond_init(&p->wake, NULL);
    if (pthread_create(&p->thread, NULL, loop, p) != 0) {
        p->active = 0;
        pthread_mutex_destroy(&p->lock);
        pthread_cond_destroy(&p->wake);
    }
}

void progress_stop(progress_t *p)
{
    if (!p->active)
        return;
    pthread_mutex_lock(&p->lock);
    p->stop = 1;
    pthread_cond_signal(&p->wake);
    pthread_mutex_unlock(&p->lock);
    pthread_join(p->thread, NULL);
    draw(p, 1);
    pthread_mutex_destroy(&p->lock);
    pthread_cond_destroy(&p->wake);
    p->active = 0;
}
