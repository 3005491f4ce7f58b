/* simmpi.h - a run over MPI ranks (Open MPI, found at build time; SIM_MPI). Every rank
 * runs the same command: rank 0 hands out blocks of game indices (work.h) from a
 * service thread, every rank plays its blocks on its OpenMP threads, and the tallies
 * are added up along a binomial tree to rank 0, which writes the CSV. The tallies are
 * integers, so the CSV is the same bytes for any number of ranks and threads.
 *
 * MPI is started only when the program was launched by mpirun or srun (their
 * environment says so: OMPI_COMM_WORLD_SIZE, PMIX_RANK, PMI_RANK) and only in a build
 * with MPI; otherwise every function here is the single process's (rank 0 of 1) and
 * nothing changes. SIMULATE_MPI=0 keeps MPI off even under mpirun.
 *
 * Bad input: ranks above 0 write nothing to stdout, and keep what they would write
 * on stderr until mpi_agree(); there every rank's exit code is compared, and when
 * any rank failed, rank 0 alone tells why (its own line, or the first failing rank's)
 * and every rank exits with the same code. */
#ifndef SIM_SIMMPI_H
#define SIM_SIMMPI_H

#include <stdint.h>

#include "tallyfile.h"
#include "work.h"

void mpi_begin(int *argc, char ***argv);
/* Agree on rc if nothing did yet, finish MPI; the exit code. */
int mpi_end(int rc);
int mpi_rank(void);
int mpi_size(void);
/* Whether this build has MPI. */
int mpi_built(void);

/* The collective check before a run: this rank's exit code so far (0: ready) and a
 * hash of the run it is about to play. Returns the code every rank uses (0: play). */
int mpi_agree(int rc, uint64_t run_hash);

/* Threads over every rank. */
int mpi_sum_threads(int threads);

/* Rank 0: serve blocks of w to the other ranks from a service thread until each was
 * told there is nothing left; mpi_serve_join() waits for that. Returns 0, or 1. */
int mpi_serve_start(run_work_t *w);
void mpi_serve_join(void);
/* Ranks above 0: the next block from rank 0 (work_next()). */
int mpi_fetch(run_work_t *w, int64_t want, int64_t *lo, int64_t *hi);

/* Add every rank's tallies (encoded with meta; meta->ranges the blocks this rank
 * played) into rank 0's r, along a binomial tree; on rank 0, *ranges becomes the union.
 * Returns 0, or 1 with err (then MPI is aborted by the caller). */
int mpi_reduce(run_result_t *r, const tally_meta_t *meta, const tally_ident_t *id,
               tally_ranges_t *ranges, char *err, size_t n);

/* End every rank now (a rank failed during the run). */
void mpi_abort(int code);

#endif
