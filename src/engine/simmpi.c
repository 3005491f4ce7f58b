/* simmpi.c - runs over MPI ranks (simmpi.h); without SIM_MPI, one process. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "simmpi.h"

#ifndef SIM_MPI

/* Launched as several ranks by mpirun or srun, a build without MPI would play the
 * whole run once per rank: it says so (rank 0) and every rank exits 2. */
void mpi_begin(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    const char *n = getenv("OMPI_COMM_WORLD_SIZE"), *r = getenv("OMPI_COMM_WORLD_RANK");
    const char *off = getenv("SIMULATE_MPI");
    if (!n) {
        n = getenv("PMI_SIZE");
        r = getenv("PMI_RANK");
    }
    if (!n || atoi(n) < 2 || (off && strcmp(off, "0") == 0))
        return;
    if (!r || atoi(r) == 0)
        fprintf(stderr, "simulate: started as %s MPI ranks, but this build has no MPI: install "
                        "the Debian packages openmpi-bin libopenmpi-dev and build again, or run "
                        "one process\n",
                n);
    exit(2);
}
int mpi_end(int rc) { return rc; }
int mpi_rank(void) { return 0; }
int mpi_size(void) { return 1; }
int mpi_built(void) { return 0; }
int mpi_agree(int rc, uint64_t run_hash)
{
    (void)run_hash;
    return rc;
}
int mpi_sum_threads(int threads) { return threads; }
int mpi_serve_start(run_work_t *w)
{
    (void)w;
    return 0;
}
void mpi_serve_join(void) {}
int mpi_fetch(run_work_t *w, int64_t want, int64_t *lo, int64_t *hi)
{
    return work_take(w, want, lo, hi);
}
int mpi_reduce(run_result_t *r, const tally_meta_t *meta, const tally_ident_t *id,
               tally_ranges_t *ranges, char *err, size_t n)
{
    (void)r;
    (void)id;
    (void)err;
    (void)n;
    for (int i = 0; i < meta->ranges->n; i++)
        if (ranges_add(ranges, meta->ranges->r[2 * i], meta->ranges->r[2 * i + 1]))
            return 1;
    return 0;
}
void mpi_abort(int code) { exit(code); }

#else

#include <mpi.h>
#include <pthread.h>

enum { TAG_REQ = 101, TAG_BLOCK, TAG_MSG, TAG_REDUCE };

static int on, rank, size, agreed;
static int saved_err = -1;  /* ranks above 0: the real stderr while it is captured */
static FILE *captured;      /* what they wrote to stderr before mpi_agree() */

void mpi_begin(int *argc, char ***argv)
{
    const char *force = getenv("SIMULATE_MPI");
    int launched = getenv("OMPI_COMM_WORLD_SIZE") || getenv("PMIX_RANK") || getenv("PMI_RANK");
    if (force && strcmp(force, "0") == 0)
        return;
    if (!launched && !(force && strcmp(force, "1") == 0))
        return;
    int provided = 0;
    if (MPI_Init_thread(argc, argv, MPI_THREAD_SERIALIZED, &provided) != MPI_SUCCESS)
        return;
    on = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (provided < MPI_THREAD_SERIALIZED) {
        if (rank == 0)
            fprintf(stderr, "simulate: this MPI library does not let threads other than the "
                            "main one call it (MPI_THREAD_SERIALIZED): install Open MPI from "
                            "the Debian packages openmpi-bin libopenmpi-dev\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    if (rank > 0) {
        /* one voice: rank 0's. Stderr is kept until mpi_agree(). */
        int null = open("/dev/null", O_WRONLY);
        if (null >= 0) {
            fflush(stdout);
            dup2(null, 1);
            close(null);
        }
        captured = tmpfile();
        if (captured) {
            fflush(stderr);
            saved_err = dup(2);
            dup2(fileno(captured), 2);
        }
    }
}

static void restore_stderr(char *first_line, size_t n)
{
    if (first_line && n)
        first_line[0] = '\0';
    if (saved_err < 0)
        return;
    fflush(stderr);
    dup2(saved_err, 2);
    close(saved_err);
    saved_err = -1;
    if (first_line && n) {
        rewind(captured);
        if (!fgets(first_line, (int)n, captured))
            first_line[0] = '\0';
        first_line[strcspn(first_line, "\n")] = '\0';
    }
    fclose(captured);
    captured = NULL;
}

int mpi_rank(void) { return rank; }
int mpi_size(void) { return on ? size : 1; }
int mpi_built(void) { return 1; }

int mpi_agree(int rc, uint64_t run_hash)
{
    if (!on || agreed)
        return rc;
    agreed = 1;
    int worst = 0;
    MPI_Allreduce(&rc, &worst, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
    /* 0: this rank plays no run (it stopped before, or only rank 0 works) */
    uint64_t lo = 0, hi = 0, mine_lo = run_hash ? run_hash : UINT64_MAX;
    MPI_Allreduce(&mine_lo, &lo, 1, MPI_UINT64_T, MPI_MIN, MPI_COMM_WORLD);
    MPI_Allreduce(&run_hash, &hi, 1, MPI_UINT64_T, MPI_MAX, MPI_COMM_WORLD);
    char line[600];
    restore_stderr(line, sizeof line);
    if (worst == 0 && lo != UINT64_MAX && lo != hi) {
        if (rank == 0)
            fprintf(stderr, "simulate: the %d ranks were given different runs (program "
                            "versions or input files differ between their machines)\n",
                    size);
        return 2;
    }
    if (worst == 0)
        return 0;
    /* the first failing rank tells rank 0 why, when rank 0 itself did not fail */
    int me = rc ? rank : size, first = size;
    MPI_Allreduce(&me, &first, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
    if (first > 0 && first < size) {
        if (rank == first) {
            MPI_Send(line, (int)strlen(line) + 1, MPI_CHAR, 0, TAG_MSG, MPI_COMM_WORLD);
        } else if (rank == 0) {
            char msg[600];
            MPI_Recv(msg, sizeof msg, MPI_CHAR, first, TAG_MSG, MPI_COMM_WORLD,
                     MPI_STATUS_IGNORE);
            msg[sizeof msg - 1] = '\0';
            const char *m = strncmp(msg, "simulate: ", 10) == 0 ? msg + 10 : msg;
            fprintf(stderr, "simulate: rank %d: %s\n", first, *m ? m : "failed");
        }
    }
    return worst;
}

int mpi_end(int rc)
{
    if (!on)
        return rc;
    rc = mpi_agree(rc, 0); /* the ranks that did not agree yet (bad input, --help...) */
    fflush(stdout);
    fflush(stderr);
    MPI_Finalize();
    return rc;
}

int mpi_sum_threads(int threads)
{
    if (!on)
        return threads;
    int sum = 0;
    MPI_Allreduce(&threads, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    return sum;
}

/* ---- blocks served by rank 0 ---- */

static pthread_t server;
static int serving;

/* Polls with MPI_Iprobe and sleeps between polls (50 us, doubling up to 1 ms while
 * nobody asks): a blocking receive would spin a core that rank 0's workers need. */
static void *serve(void *arg)
{
    run_work_t *w = arg;
    int waiting = size - 1;
    long nap = 50000;
    while (waiting > 0) {
        int flag = 0;
        MPI_Status st;
        MPI_Iprobe(MPI_ANY_SOURCE, TAG_REQ, MPI_COMM_WORLD, &flag, &st);
        if (!flag) {
            struct timespec ts = {0, nap};
            nanosleep(&ts, NULL);
            if (nap < 1000000)
                nap *= 2;
            continue;
        }
        nap = 50000;
        int64_t want = 0, blk[2] = {-1, -1};
        MPI_Recv(&want, 1, MPI_INT64_T, st.MPI_SOURCE, TAG_REQ, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
        if (!work_take(w, want, &blk[0], &blk[1])) {
            blk[0] = blk[1] = -1;
            waiting--;
        }
        MPI_Send(blk, 2, MPI_INT64_T, st.MPI_SOURCE, TAG_BLOCK, MPI_COMM_WORLD);
    }
    return NULL;
}

int mpi_serve_start(run_work_t *w)
{
    if (!on || size < 2 || rank != 0)
        return 0;
    if (pthread_create(&server, NULL, serve, w))
        return 1;
    serving = 1;
    return 0;
}

void mpi_serve_join(void)
{
    if (serving)
        pthread_join(server, NULL);
    serving = 0;
}

int mpi_fetch(run_work_t *w, int64_t want, int64_t *lo, int64_t *hi)
{
    int got = 0;
    pthread_mutex_lock(&w->lock);
    if (!w->remote_done) {
        int64_t blk[2];
        MPI_Request req;
        int done = 0;
        MPI_Send(&want, 1, MPI_INT64_T, 0, TAG_REQ, MPI_COMM_WORLD);
        /* wait without spinning: on shared or oversubscribed cores a blocking receive
         * would burn the CPU rank 0 needs to answer */
        MPI_Irecv(blk, 2, MPI_INT64_T, 0, TAG_BLOCK, MPI_COMM_WORLD, &req);
        for (long nap = 2000; MPI_Test(&req, &done, MPI_STATUS_IGNORE) == MPI_SUCCESS && !done;) {
            struct timespec ts = {0, nap};
            nanosleep(&ts, NULL);
            if (nap < 200000)
                nap *= 2;
        }
        if (blk[0] < 0) {
            w->remote_done = 1;
        } else {
            *lo = blk[0];
            *hi = blk[1];
            got = 1;
        }
    }
    pthread_mutex_unlock(&w->lock);
    return got;
}

/* ---- the reduce ---- */

int mpi_reduce(run_result_t *r, const tally_meta_t *meta, const tally_ident_t *id,
               tally_ranges_t *ranges, char *err, size_t n)
{
    for (int i = 0; i < meta->ranges->n; i++)
        if (ranges_add(ranges, meta->ranges->r[2 * i], meta->ranges->r[2 * i + 1]))
            return snprintf(err, n, "out of memory"), 1;
    if (!on || size < 2)
        return 0;
    for (int step = 1; step < size; step <<= 1) {
        if (rank & step) {
            tally_meta_t m = *meta;
            m.ranges = ranges;
            tf_buf_t b;
            if (tally_encode(&b, &m, r)) {
                tf_buf_free(&b);
                return snprintf(err, n, "out of memory encoding the tallies"), 1;
            }
            if (b.len > INT_MAX) {
                tf_buf_free(&b);
                return snprintf(err, n, "tallies of %zu bytes: too large for one message",
                                b.len), 1;
            }
            MPI_Send(b.p, (int)b.len, MPI_BYTE, rank - step, TAG_REDUCE, MPI_COMM_WORLD);
            tf_buf_free(&b);
            return 0;
        }
        if (rank + step < size) {
            MPI_Status st;
            int count = 0;
            MPI_Probe(rank + step, TAG_REDUCE, MPI_COMM_WORLD, &st);
            MPI_Get_count(&st, MPI_BYTE, &count);
            unsigned char *data = malloc(count > 0 ? (size_t)count : 1);
            if (!data)
                return snprintf(err, n, "out of memory receiving the tallies"), 1;
            MPI_Recv(data, count, MPI_BYTE, rank + step, TAG_REDUCE, MPI_COMM_WORLD,
                     MPI_STATUS_IGNORE);
            char name[64];
            snprintf(name, sizeof name, "(tallies of rank %d)", rank + step);
            tf_file_t f;
            if (tf_parse(&f, name, data, (size_t)count, err, n))
                return 1;
            int rc = tally_add_file(&f, id, r, ranges, err, n);
            tf_file_free(&f);
            if (rc)
                return 1;
        }
    }
    return 0;
}

void mpi_abort(int code)
{
    if (on)
        MPI_Abort(MPI_COMM_WORLD, code);
    exit(code);
}

#endif
