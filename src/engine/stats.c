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
    into->pair_both += from->pair_both;
    into->pair_win_only += from->pair_win_only;
    into->pair_base_only += from->pair_base_only;
    into->pair_dpoints += from->pair_dpoints;
    into->pair_dpoints2 += from->pair_dpoints2;
}

void wilson_z(int64_t k, int64_t n, double z, double *lo, double *hi)
{
    if (n <= 0) {
        *lo = 0.0;
        *hi = 1.0;
        return;
    }
    const double z2 = z * z;
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

void wilson95(int64_t k, int64_t n, double *lo, double *hi)
{
    wilson_z(k, n, Z95, lo, hi);
}

double binom_half_cdf(int64_t k, int64_t n)
{
    if (k < 0)
        return 0.0;
    if (k >= n)
        return 1.0;
    /* sum pmf(j) for j = k, k - 1, ... from pmf(k) = C(n, k) / 2^n, by the ratio
     * pmf(j - 1) = pmf(j) * j / (n - j + 1); the terms fall off fast below the mean,
     * so stop when they no longer change the sum */
    double nn = (double)n, kk = (double)k;
    double term = exp(lgamma(nn + 1) - lgamma(kk + 1) - lgamma(nn - kk + 1) - nn * log(2.0));
    double sum = 0.0;
    for (int64_t j = k; j >= 0; j--) {
        sum += term;
        if (term < sum * 1e-17)
            break;
        term *= (double)j / (nn - (double)j + 1);
    }
    return sum < 1.0 ? sum : 1.0;
}

double mcnemar_exact_p(int64_t b, int64_t c)
{
    if (b + c <= 0)
        return 1.0;
    double p = 2.0 * binom_half_cdf(b < c ? b : c, b + c);
    return p < 1.0 ? p : 1.0;
}

int newcombe_paired(int64_t a, int64_t b, int64_t c, int64_t d, double z, double *diff,
                    double *lo, double *hi)
{
    int64_t n = a + b + c + d;
    if (n <= 0)
        return 0;
    double nn = (double)n;
    double p1 = (double)(a + b) / nn, p2 = (double)(a + c) / nn;
    double l1, u1, l2, u2;
    wilson_z(a + b, n, z, &l1, &u1);
    wilson_z(a + c, n, z, &l2, &u2);
    /* phi of the 2x2 table, continuity-corrected: (ad - bc - n/2) when ad - bc > n/2,
     * 0 up to n/2, (ad - bc) when negative; 0 when a margin is empty */
    double phi = 0.0;
    double margins = (double)(a + b) * (double)(c + d) * (double)(a + c) * (double)(b + d);
    if (margins > 0) {
        double num = (double)a * (double)d - (double)b * (double)c;
        num = num > nn / 2 ? num - nn / 2 : (num < 0 ? num : 0.0);
        phi = num / sqrt(margins);
    }
    double dl = (p1 - l1) * (p1 - l1) - 2 * phi * (p1 - l1) * (u2 - p2) + (u2 - p2) * (u2 - p2);
    double du = (p2 - l2) * (p2 - l2) - 2 * phi * (p2 - l2) * (u1 - p1) + (u1 - p1) * (u1 - p1);
    *diff = p1 - p2;
    *lo = *diff - sqrt(dl > 0 ? dl : 0);
    *hi = *diff + sqrt(du > 0 ? du : 0);
    if (*lo < -1.0) *lo = -1.0;
    if (*hi > 1.0) *hi = 1.0;
    return 1;
}

int paired_share(int64_t n, int64_t both, int64_t b, int64_t c, paired_t *out)
{
    if (n <= 0)
        return 0;
    newcombe_paired(both, b, c, n - both - b - c, Z95, &out->d, &out->lo, &out->hi);
    out->p = mcnemar_exact_p(b, c);
    out->sig = out->p < 0.05;
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

double normal_quantile(double q)
{
    /* bisection on Phi(x) = erfc(-x / sqrt 2) / 2, then a Newton step; to 1e-12 */
    double lo = -40, hi = 40;
    for (int i = 0; i < 200 && hi - lo > 1e-13; i++) {
        double mid = (lo + hi) / 2;
        if (0.5 * erfc(-mid / sqrt(2.0)) < q)
            lo = mid;
        else
            hi = mid;
    }
    return (lo + hi) / 2;
}
