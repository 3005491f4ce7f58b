/* stats.h - integer tallies of finished games, their merge, and the figures derived
 * from them (Wilson intervals, percentiles, paired comparisons). Tallies are integers only, so merging
 * per-thread tallies in any order gives bit-identical results. */
#ifndef SIM_STATS_H
#define SIM_STATS_H

#include <stdint.h>

/* Game-length histogram: exact below HIST_EXACT, then HIST_SUB buckets per power of
 * two (under 1.6% relative error) up to 2^HIST_TOP_BITS; larger values share the last
 * bucket. Memory is fixed, whatever -n is. */
#define HIST_EXACT_BITS 10 /* exact below 2^10 = 1024 */
#define HIST_SUB_BITS 6    /* 2^6 = 64 buckets per power of two above */
#define HIST_TOP_BITS 31   /* up to 2^31 */
#define HIST_EXACT (1 << HIST_EXACT_BITS)
#define HIST_SUB (1 << HIST_SUB_BITS)
#define HIST_OCTAVES (HIST_TOP_BITS - HIST_EXACT_BITS) /* powers of two above the exact range */
#define HIST_BINS (HIST_EXACT + HIST_OCTAVES * HIST_SUB)
_Static_assert(HIST_SUB_BITS <= HIST_EXACT_BITS, "a bucket is at least one value wide");

typedef struct hist {
    uint64_t bin[HIST_BINS];
} hist_t;

/* The bucket a value falls in, 0..HIST_BINS-1 (negative values count as 0). */
int hist_index(int64_t v);
void hist_add(hist_t *h, int64_t v);
/* into += from, bucket by bucket; buckets empty in from are not touched. */
void hist_merge(hist_t *into, const hist_t *from);
/* Smallest recorded value v (bucket lower bound) with at least q of the mass <= v
 * (nearest rank); 0 when empty. */
int64_t hist_quantile(const hist_t *h, double q);
/* The quantiles qs[0..n) of the histogram whose every bucket holds w (>= 1) times
 * h's count, exactly as hist_quantile would compute them on it, in one pass. */
void hist_quantiles(const hist_t *h, uint64_t w, const double *qs, int n, int64_t *out);

/* Everything counted for one (agent, seat) cell, or for a seat, an agent... Counters
 * only (120 bytes): the game-length histograms are kept apart, per setting and
 * rotation (runner.h), since a game's length is the same for every seat. */
typedef struct tally {
    int64_t games, wins, draws, losses, capped;
    int64_t points, moves, rounds, turns; /* sums */
    /* paired comparison against the baseline setting of a sweep, same game index */
    int64_t pair_games;     /* games where both this and the baseline were decided */
    int64_t pair_both;      /* both won */
    int64_t pair_win_only;  /* this setting won, the baseline did not (up) */
    int64_t pair_base_only; /* the baseline won, this setting did not (down) */
    int64_t pair_dpoints, pair_dpoints2; /* sums of point difference and its square */
} tally_t;

void tally_merge(tally_t *into, const tally_t *from);

/* Wilson score interval for k successes out of n at 95% (z = 1.959964). */
void wilson95(int64_t k, int64_t n, double *lo, double *hi);
/* The same at another normal quantile z. */
void wilson_z(int64_t k, int64_t n, double z, double *lo, double *hi);

#define Z95 1.959963984540054

/* ---- paired comparisons with a baseline (same game seeds, game by game) ---- */

/* P(X <= k) for X ~ Binomial(n, 1/2); 1 when k >= n, 0 when k < 0. */
double binom_half_cdf(int64_t k, int64_t n);
/* Exact two-sided McNemar test of b against c discordant pairs: the binomial test of
 * b successes in b + c trials at 1/2, p = min(1, 2 P(X <= min(b, c))); 1 when b + c
 * is 0. */
double mcnemar_exact_p(int64_t b, int64_t c);

/* Newcombe's method 10 for the difference p1 - p2 of two paired proportions
 * (Newcombe 1998, "Improved confidence intervals for the difference between binomial
 * proportions based on paired data", Statistics in Medicine 17:2635-2650): the Wilson
 * score intervals of both margins combined with the continuity-corrected phi of the
 * 2x2 table. a: both succeeded, b: only the first, c: only the second, d: neither;
 * z the normal quantile (Z95). Writes the difference and its interval; returns 0
 * (nothing written) when a + b + c + d is 0. */
int newcombe_paired(int64_t a, int64_t b, int64_t c, int64_t d, double z, double *diff,
                    double *lo, double *hi);

/* A paired comparison with the baseline: the change, its 95% interval, the exact
 * test's p and whether p < 0.05. */
typedef struct paired {
    double d, lo, hi, p;
    int sig;
} paired_t;

/* Change of a share (a win rate, the capped share) over n pairs both settings
 * decided: `both` pairs had the event in both settings, `b` here only (up), `c` in
 * the baseline only (down). The change (b - c) / n with Newcombe's interval and the
 * exact McNemar test. Returns 0 when n is 0. */
int paired_share(int64_t n, int64_t both, int64_t b, int64_t c, paired_t *out);

/* Mean of a per-game difference from its count, sum and sum of squares, with the 95%
 * interval from the sample variance; significant when the interval excludes 0 (a
 * non-zero mean with no spread at all is significant). Returns 0 when n is 0. */
int paired_mean(int64_t n, int64_t sum, int64_t sum2, double *d, double *lo, double *hi,
                int *sig);

/* The standard normal quantile: Phi(z) = q, for 0 < q < 1. */
double normal_quantile(double q);

#endif
