/* optimise.h - the deck optimiser: from a deck, single-card swaps raced against a field
 * of decks by successive halving with common random numbers, a swap accepted only when
 * a fresh confirmation run finds it significantly better, until none is.
 *
 * One step: every legal single swap of the incumbent (a card of the deck for a pool
 * card of the same construction category that the deck does not hold; legal as
 * rules_check says) is a candidate. Round r plays n0 * 2^r games per candidate, field
 * deck and seat order on fresh game indices, the incumbent alongside on the same
 * indices; a candidate's figure is its mean paired score difference with the
 * incumbent per game index (the sum over the field and both seat orders, so the
 * shared deals of an index cancel). After a round, candidates whose 95% interval lies
 * below 0 are dropped, then the better half is kept (ties by candidate order); rounds
 * go on until one candidate is left (or OPT_MAX_ROUNDS). The survivor is then played
 * again against the incumbent on new game indices (as many as the last round's per
 * pair, at least OPT_CONFIRM_MIN): it is accepted only when the 95% interval of its
 * paired difference lies above 0, which makes the selection's optimism (the best of
 * many noisy estimates) irrelevant. Every candidate keeps the starting deck's shuffle
 * key, so it is dealt like the incumbent wherever the swapped card does not come up.
 *
 * At the end the final deck and the starting deck are played once more against the
 * field on fresh indices: the improvement reported is that paired difference. Every
 * seed is derived from the run's seed, step and round: the same seed gives the same
 * steps for any thread count. */
#ifndef SIM_OPTIMISE_H
#define SIM_OPTIMISE_H

#include "decks.h"

#define OPT_MAX_DECK 64
#define OPT_MAX_FIELD 24
#define OPT_MAX_ROUNDS 12
#define OPT_CONFIRM_MIN 2000
#define OPT_CHUNK 128 /* candidates per run (the incumbent is replayed in each) */

typedef struct opt_spec {
    const game_t *g;
    const void *rules;           /* the base rules (every rule but the decks) */
    int start[OPT_MAX_DECK], n;  /* the starting deck, card numbers */
    const char *name;            /* its label */
    int nfield;
    int field[OPT_MAX_FIELD][OPT_MAX_DECK], field_n[OPT_MAX_FIELD];
    const char *field_name[OPT_MAX_FIELD];
    agent_cfg_t agents[2];
    int64_t n0;                  /* games per candidate, field deck and seat order, round 0 */
    int max_steps;
    uint64_t seed;
    int threads;
    int verbose;                 /* a status line per round on stderr */
} opt_spec_t;

typedef struct opt_result {
    int cards[OPT_MAX_DECK], n; /* the final deck */
    int steps, accepted;
    int64_t games;              /* every game played, confirmation and final runs included */
    /* the final deck against the starting deck, paired on fresh indices: the change of the
     * score (wins + draws / 2 over decided games) against the field, with its interval */
    double start_score, final_score, diff, lo, hi;
    int64_t final_games;        /* games of each deck in that measure */
} opt_result_t;

/* Run the optimiser; every step's rows go to the log (a CSV with a header). 0, or 1
 * with err. */
int optimise_run(const opt_spec_t *spec, opt_result_t *res, csvw_t *log, char *err, size_t n);

/* The decision rule of a paired comparison from per-index sums of the difference: the
 * mean, its 95% interval, and whether the interval lies above 0 (1), below 0 (-1) or
 * covers it (0). n indices. */
int opt_paired(int64_t n, double sum, double sum2, double *mean, double *lo, double *hi);

#endif
