/* stats.c - histograms, tallies, Wilson intervals, paired comparisons. */
#include <math.h>
#include <string.h>

#include "stats.h"

int hist_index(int64_t v)
{
    if (v < 0)
        v = 0;
    if (v < HIST_EXACT)
        return (int)v;
    if (v >= (int64_t)1 << HIST_TOP_BITS)
        return HIST_BINS - 1;
    int e = 63 - __builtin_clzll((uint64_t)v); /* HIST_EXACT_BITS..HIST_TOP_BITS - 1 */
    int sub = (int)((v >> (e - HIST_SUB_BITS)) & (HIST_SUB - 1)); /* the next bits */
    return HIST_EXACT + (e - HIST_EXACT_BITS) * HIST_SUB + sub;
}

/* The smallest value of bucket i. */
static int64_t hist_value(int i)
{
    if (i < HIST_EXACT)
        return i;
    int e = HIST_EXACT_BITS + (i - HIST_EXACT) / HIST_SUB;
    int sub = (i - HIST_EXACT) % HIST_SUB;
    return ((int64_t)1 << e) + ((int64_t)sub << (e - HIST_SUB_BITS));
}

void hist_add(hist_t *h, int64_t v)
{
    h->bin[hist_index(v)]++;
}

void hist_merge(hist_t *into, const hist_t *from)
{
    for (int i = 0; i < HIST_BINS; i++)
        if (from->bin[i])
            into->bin[i] += from->bin[i];
}

void hist_quantiles(const hist_t *h, uint64_t w, const double *qs, int n, int64_t *out)
{
    uint64_t total = 0;
    for (int i = 0; i < HIST_BINS; i++)
        total += h->bin[i];
    total *= w;
    for (int k = 0; k < n; k++) {
        out[k] = 0;
        if (total == 0)
            continue;
        /* nearest rank: the ceil(q * total)-th smallest value (at least the first) */
        uint64_t rank = (uint64_t)ceil(qs[k] * (double)total);
        if (rank < 1)
            rank = 1;
        uint64_t seen = 0;
        int i;
        for (i = 0; i < HIST_BINS - 1; i++) {
            seen += h->bin[i] * w;
            if (seen >= rank)
                break;
        }
        out[k] = hist_value(i);
    }
}

int64_t hist_quantile(const hist_t *h, double q)
{
    int64_t v;
    hist_quantiles(h, 1, &q, 1, &v);
    return v;
}

void tally_merge(tally_t *into, const tally_t *from)
{
    into->games += from->games;
    into->wins += from->wins;
    into->draws += from->draws;
    into->losses += from->losses;
    into->capped += from->capped;
    into->points += from->points;
    into->moves += from->moves;
    into->rounds += from->rounds;
    into->turns += from->turns;
    into->pair_games += from->pair_games;
    into->pair_win_only += from->pair_win_only;
    into->pair_base_only += from->pair_base_only;
    into->pair_dpoints += from->pair_dpoints;
    into->pair_dpoints2 += from->pair_dpoints2;
}

void wilson95(int64_t k, int64_t n, double *lo, double *hi)
{
    if (n <= 0) {
        *lo = 0.0;
        *hi = 1.0;
        return;
    }
    const double z = Z95, z2 = z * z;
    double p = (double)k / (double)n, nn = (double)n;
    double denom = 1.0 + z2 / nn;
    double centre = (p + z2 / (2.0 * nn)) / denom;
    double half = z * sqrt(p * (1.0 - p) / nn + z2 / (4.0 * nn * nn)) / denom;
    *lo = centre - half;
    *hi = centre + half;
    if (*lo < 0.0) *lo = 0.0;
    if (*hi > 1.0) *hi = 1.0;
    if (k == 0) *lo = 0.0;
    if (k == n) *hi = 1.0;
}

int paired_win_delta(int64_t n, int64_t b, int64_t c, double *d, double *lo, double *hi,
                     int *sig)
{
    if (n <= 0)
        return 0;
    double nn = (double)n, bb = (double)b, cc = (double)c;
    *d = (bb - cc) / nn;
    double var = ((bb + cc) / nn - *d * *d) / nn;
    double se = var > 0 ? sqrt(var) : 0;
    *lo = *d - Z95 * se;
    *hi = *d + Z95 * se;
    *sig = (bb + cc) > 0 && fabs(*d) > Z95 * se;
    return 1;
}

int paired_mean(int64_t n, int64_t sum, int64_t sum2, double *d, double *lo, double *hi,
                int *sig)
{
    if (n <= 0)
        return 0;
    double nn = (double)n;
    *d = (double)sum / nn;
    double var = n > 1 ? ((double)sum2 - nn * *d * *d) / (nn - 1) : 0;
    double se = var > 0 ? sqrt(var / nn) : 0;
    *lo = *d - Z95 * se;
    *hi = *d + Z95 * se;
    *sig = se > 0 ? fabs(*d) > Z95 * se : *d != 0;
    return 1;
}

int shares_differ95(double p0, double p1, double n)
{
    double pool = (p0 + p1) / 2;
    double se = sqrt(2 * pool * (1 - pool) / n);
    return fabs(p1 - p0) > Z95 * se;
}
