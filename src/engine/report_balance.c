/* report_balance.c - the balance figures of every setting (first-player advantage,
 * seat spread, position spread, skill gap) with their 95% intervals and paired changes
 * against the baseline, the paired capped share and game length, and the game metrics.
 *
 * Every figure comes from integer tallies (runner.h): the sums of v v' over the games
 * of a setting, v the game's moment vector (decided; wins per seat, per turn position,
 * per distinct agent), and the sums of v w' with w the same game's vector in the
 * baseline. So the figures are the same for any thread count, and tallies of shards
 * add up to the tallies of the whole.
 *
 * Methods (the README's CSV section says the same for users):
 * - A rate (a seat's, a position's, an agent's win rate, a difference of two) is a
 *   ratio of sums over games; its variance is the delta-method (linearisation)
 *   variance with games as the independent units, which accounts for the seats of one
 *   game being dependent. The paired change of a rate against the baseline linearises
 *   both ratios game by game, so the covariance the common random numbers create is
 *   counted.
 * - First-player advantage (position 1's win rate minus the mean over positions) is a
 *   linear contrast sum_k c_k p_k of the positions' rates (c_1 = 1 - 1/P, c_k = -1/P),
 *   all counted on the same games. When every decided game had exactly one winner the
 *   rates sum to 1, the contrast is p_1 - 1/P, and its interval is p_1's Wilson
 *   interval shifted: score-based, inside [-1/P, 1 - 1/P]. Otherwise (draws, shared or
 *   team wins) MOVER (Zou & Donner 2008): the limit is the estimate -+
 *   sqrt(sum_k d_k^2 + 2 sum_{k<l} r_kl d_k d_l), d_k the distance from c_k p_k to the
 *   end of its Wilson interval that moves the sum that way, r_kl the correlation of
 *   c_k p_k and c_l p_l (the phi of the two positions' 2x2 table with the sign of
 *   c_k c_l, continuity-corrected towards 0 where it narrows the interval). With two
 *   players MOVER is Newcombe's method 10 for p_1 - p_2, halved, and is used always.
 * - A spread (best minus worst rate) is not smooth where rates tie, and the naive
 *   interval around the observed best and worst misses a true spread of 0 most of the
 *   time when several items are alike. Its interval is the projection of simultaneous
 *   intervals of every pairwise difference (Bonferroni over the m pairs): if they all
 *   hold, the true spread is at least the largest lower bound of |difference| and at
 *   most the largest upper bound. This holds at ties, is exact for two items, and is
 *   conservative for more. A pairwise difference of two seats, two positions or two
 *   agents in one seat each is a difference of paired proportions (both counted on the
 *   same games): Newcombe's method 10 at the Bonferroni level, which stays honest near
 *   0 and 1. An agent in several seats has as its rate the share of its seats it won,
 *   with a Wilson interval on an effective number of trials (item_interval); its
 *   difference with another agent is MOVER on the two score intervals with their
 *   correlation over games (Newcombe's continuity-corrected phi), which is method 10
 *   again for two agents in one seat each.
 * - The paired change of the first-player advantage: MOVER on the two settings'
 *   intervals above, with the correlation of the two advantages game by game from the
 *   cross sums (continuity-corrected as Newcombe's phi): Newcombe's method 10 for
 *   position 1's paired rates when one seat wins every game, as delta_win_rate.
 * - The change of a spread against the baseline: with simultaneous intervals for the
 *   m pair differences in the setting, in the baseline (as above), and for their m
 *   paired changes (Bonferroni over 3m), the true change lies between the smallest
 *   lower bound of the pair changes over the pairs that can be the baseline's extreme
 *   pair, and the largest upper bound over the pairs that can be the setting's extreme
 *   pair (a pair can be extreme when its upper bound reaches the spread's lower bound);
 *   and between the setting's lowest spread minus the baseline's highest and the
 *   reverse, so inside [-1, 1]. A pair's change is MOVER on its two differences'
 *   intervals with their correlation game by game (Newcombe's correction on the scale
 *   of a difference, which spans -1 to 1): it keeps its coverage at few discordant
 *   games and is no point when none differ. */
#include <math.h>
#include <string.h>

#include "report.h"

/* r = sum(y) / sum(d) and ss = sum over games of (y - r d)^2, y = c . v, d = v[0]. */
static int ratio_ss(const int64_t *mom, int K, const double *c, double *r, double *ss)
{
    double n = (double)mom[0];
    if (n <= 0)
        return 0;
    double sy = 0, syy = 0;
    for (int i = 1; i < K; i++) {
        if (c[i] == 0)
            continue;
        sy += c[i] * (double)mom[i];
        for (int j = 1; j < K; j++)
            if (c[j] != 0)
                syy += c[i] * c[j] * (double)mom[i * K + j];
    }
    *r = sy / n;
    /* d is 0 or 1 and y is 0 when d is, so sum (y - r d)^2 = syy - r^2 n */
    *ss = syy - *r * *r * n;
    if (*ss < 0)
        *ss = 0;
    return 1;
}

int mom_ratio(const int64_t *mom, int K, const double *c, double *r, double *var)
{
    double ss, n = (double)mom[0];
    if (!ratio_ss(mom, K, c, r, &ss))
        return 0;
    *var = n > 1 ? ss / (n * (n - 1)) : 0;
    return 1;
}

/* The pieces of a paired change of the ratio of contrast c: both ratios, their sums
 * of squared residuals over each setting's decided games, and the sum over the games
 * both decided of the product of the two residuals (from the cross sums). */
static int change_ss(const int64_t *ms, const int64_t *m0, const int64_t *cross, int K,
                     const double *c, double *rs, double *r0, double *ss_s, double *ss_0,
                     double *cov)
{
    if (!ratio_ss(ms, K, c, rs, ss_s) || !ratio_ss(m0, K, c, r0, ss_0))
        return 0;
    /* sum over games of (y_s - rs d_s)(y_0 - r0 d_0), from the cross sums */
    double yy = 0, yd = 0, dy = 0, dd = (double)cross[0];
    for (int i = 1; i < K; i++) {
        if (c[i] == 0)
            continue;
        yd += c[i] * (double)cross[i * K];
        dy += c[i] * (double)cross[i];
        for (int j = 1; j < K; j++)
            if (c[j] != 0)
                yy += c[i] * c[j] * (double)cross[i * K + j];
    }
    *cov = yy - *r0 * yd - *rs * dy + *rs * *r0 * dd;
    return 1;
}

int mom_ratio_change(const int64_t *ms, const int64_t *m0, const int64_t *cross, int K,
                     const double *c, double *d, double *var)
{
    double rs, r0, ss_s, ss_0, cov;
    if (!change_ss(ms, m0, cross, K, c, &rs, &r0, &ss_s, &ss_0, &cov))
        return 0;
    double ns = (double)ms[0], n0 = (double)m0[0];
    /* the linearised change per game is (y_s - rs d_s) / ns - (y_0 - r0 d_0) / n0 */
    double v = ss_s / (ns * ns) + ss_0 / (n0 * n0) - 2 * cov / (ns * n0);
    double games = ns > n0 ? ns : n0;
    if (v < 1e-15 * (ss_s / (ns * ns) + ss_0 / (n0 * n0)))
        v = 0; /* identical settings: rounding, not spread */
    *d = rs - r0;
    *var = games > 1 ? v * games / (games - 1) : 0;
    return 1;
}

/* The correlation for MOVER of a difference of two estimates whose residual sums of
 * squares are ssa and ssb and the sum of products of residuals cov (over the same
 * games): Newcombe's continuity correction of the phi of a difference of paired
 * proportions, in residual units: a positive cov (which narrows the interval) is
 * lowered by unit / 2 and not below 0 (for two 0/1 counts n cov is ad - bc, lowered by
 * n / 2: unit 1); unit is the square of the per-game span of the quantity in 0/1
 * counts (4 for a difference of two rates, which spans -1 to 1); 0 when either has no
 * spread. */
static double mover_diff_r(double ssa, double ssb, double cov, double unit)
{
    if (ssa <= 0 || ssb <= 0)
        return 0;
    if (cov > 0)
        cov = cov > unit / 2 ? cov - unit / 2 : 0;
    double r = cov / sqrt(ssa * ssb);
    return r > 1 ? 1 : r < -1 ? -1 : r;
}

void mover_diff(double ea, double la, double ua, double eb, double lb, double ub, double r,
                double *d, double *lo, double *hi)
{
    double a = ea - la, b = ub - eb; /* the distances that lower the difference */
    double vl = a * a + b * b - 2 * r * a * b;
    a = ua - ea, b = eb - lb;        /* and that raise it */
    double vu = a * a + b * b - 2 * r * a * b;
    *d = ea - eb;
    *lo = *d - sqrt(vl > 0 ? vl : 0);
    *hi = *d + sqrt(vu > 0 ? vu : 0);
}

int mom_change_interval(const int64_t *ms, const int64_t *m0, const int64_t *cross, int K,
                        const double *c, double es, double ls, double us, double e0, double l0,
                        double u0, double unit, double *d, double *lo, double *hi)
{
    double rs, r0, ss_s, ss_0, cov;
    if (!change_ss(ms, m0, cross, K, c, &rs, &r0, &ss_s, &ss_0, &cov))
        return 0;
    mover_diff(es, ls, us, e0, l0, u0, mover_diff_r(ss_s, ss_0, cov, unit), d, lo, hi);
    return 1;
}

/* Contrast a - b of two item contrasts. */
static void pair_contrast(const double *a, const double *b, double *out)
{
    for (int i = 0; i < MOM_MAX; i++)
        out[i] = a[i] - b[i];
}

/* The mom index of an item whose contrast is one count times a weight (a seat's, a
 * position's win: weight 1; an agent's: 1 / its seats), with the weight; or -1. */
static int item_index(const double *c, int K, double *w)
{
    int idx = -1;
    for (int i = 1; i < K; i++) {
        if (c[i] == 0)
            continue;
        if (idx >= 0)
            return -1;
        idx = i;
        *w = c[i];
    }
    return idx;
}

/* Wilson limits at z for a share p seen on an effective number ne of trials. */
static void wilson_eff(double p, double ne, double z, double *lo, double *hi)
{
    double z2 = z * z, den = 1 + z2 / ne;
    double centre = (p + z2 / (2 * ne)) / den;
    double half = z * sqrt(fmax(0, p * (1 - p)) / ne + z2 / (4 * ne * ne)) / den;
    *lo = p <= 0 ? 0 : fmax(0, centre - half);
    *hi = p >= 1 ? 1 : fmin(1, centre + half);
}

int item_interval(const int64_t *mom, int K, int i, double w, double z, double *p, double *lo,
                  double *hi)
{
    const int64_t n = mom[0];
    if (n <= 0 || i <= 0 || i >= K || w <= 0)
        return 0;
    if (w == 1) { /* a 0/1 count: Wilson */
        *p = (double)mom[i] / (double)n;
        wilson_z(mom[i], n, z, lo, hi);
        return 1;
    }
    /* the share y = w x of an agent's seats it won, in [0, 1] per game: Wilson with the
     * effective number of trials p (1 - p) / var(mean y), the variance over games
     * (which counts the dependence of the agent's seats in one game), kept between the
     * games (a [0, 1] share has variance at most p (1 - p): never too narrow) and the
     * seat-games (the seats as independent); the games when p is 0 or 1, where the
     * tallies tell nothing about that dependence */
    double nn = (double)n, m = 1 / w;
    *p = w * (double)mom[i] / nn;
    double ne = nn;
    if (*p > 0 && *p < 1) {
        double ss = w * w * (double)mom[i * K + i] - nn * *p * *p;
        double var = n > 1 ? ss / (nn * (nn - 1)) : 0;
        ne = var > 0 ? *p * (1 - *p) / var : nn * m;
        ne = fmin(fmax(ne, nn), nn * m);
    }
    wilson_eff(*p, ne, z, lo, hi);
    return 1;
}

/* The difference of the rates of items k and l, and its interval at z. Both are
 * counts of the same games, so MOVER on their score intervals (item_interval) with the
 * correlation of the two per game (Newcombe's continuity-corrected phi): for two 0/1
 * counts (seats, positions, agents in one seat each) this is Newcombe's method 10 on
 * the 2x2 table (both won, only k, only l, neither), which keeps its coverage near 0
 * and 1 and at small counts. */
static void pair_level(const int64_t *mom, int K, const double *ck, const double *cl, double z,
                       double *d, double *lo, double *hi)
{
    double wk = 0, wl = 0;
    int ik = item_index(ck, K, &wk), il = item_index(cl, K, &wl);
    const int64_t n = mom[0];
    if (ik > 0 && il > 0 && wk == 1 && wl == 1) {
        int64_t a = mom[ik * K + il];
        int64_t b = mom[ik * K + ik] - a, c = mom[il * K + il] - a;
        newcombe_paired(a, b, c, n - a - b - c, z, d, lo, hi);
        return;
    }
    double pk, lk, uk, pl, ll, ul, nn = (double)n;
    if (ik <= 0 || il <= 0 || !item_interval(mom, K, ik, wk, z, &pk, &lk, &uk) ||
        !item_interval(mom, K, il, wl, z, &pl, &ll, &ul)) {
        *d = 0, *lo = -1, *hi = 1; /* not reached: every item is one weighted count */
        return;
    }
    double ssk = wk * wk * (double)mom[ik * K + ik] - nn * pk * pk;
    double ssl = wl * wl * (double)mom[il * K + il] - nn * pl * pl;
    double cov = wk * wl * (double)mom[ik * K + il] - nn * pk * pl;
    mover_diff(pk, lk, uk, pl, ll, ul, mover_diff_r(ssk, ssl, cov, 1), d, lo, hi);
}

void mom_range(const int64_t *ms, const int64_t *m0, const int64_t *cross, int K,
               const double (*contrasts)[MOM_MAX], int n, figure_t *f)
{
    memset(f, 0, sizeof *f);
    if (n < 2 || ms[0] <= 0)
        return;
    int m = n * (n - 1) / 2;
    double c[MOM_MAX];
    double z = normal_quantile(1 - 0.05 / (2.0 * m));
    double best = -1, lo = 0, hi = 0;
    for (int k = 0; k < n; k++)
        for (int l = k + 1; l < n; l++) {
            double d, dlo, dhi;
            pair_level(ms, K, contrasts[k], contrasts[l], z, &d, &dlo, &dhi);
            /* |difference|: at least the interval's distance from 0, at most its far end */
            double near = dlo > 0 ? dlo : dhi < 0 ? -dhi : 0, far = fmax(fabs(dlo), fabs(dhi));
            best = fmax(best, fabs(d));
            lo = fmax(lo, near);
            hi = fmax(hi, far);
        }
    f->ok = 1;
    f->v = best;
    f->lo = lo;
    f->hi = hi;
    if (!m0 || m0[0] <= 0)
        return;
    /* the paired change: three families of m intervals; a pair's change by MOVER on its
     * two differences' intervals with their correlation game by game */
    double z3 = normal_quantile(1 - 0.05 / (6.0 * m));
    double ds[MAX_SEATS][MAX_SEATS], dsl[MAX_SEATS][MAX_SEATS], dsh[MAX_SEATS][MAX_SEATS];
    double d0[MAX_SEATS][MAX_SEATS], d0l[MAX_SEATS][MAX_SEATS], d0h[MAX_SEATS][MAX_SEATS];
    double dl[MAX_SEATS][MAX_SEATS], dh[MAX_SEATS][MAX_SEATS];
    double lmax_s = 0, lmax_0 = 0, hmax_s = 0, hmax_0 = 0, best0 = -1;
    for (int k = 0; k < n; k++)
        for (int l = 0; l < n; l++) {
            if (k == l)
                continue;
            double dd;
            pair_level(ms, K, contrasts[k], contrasts[l], z3, &ds[k][l], &dsl[k][l], &dsh[k][l]);
            pair_level(m0, K, contrasts[k], contrasts[l], z3, &d0[k][l], &d0l[k][l], &d0h[k][l]);
            pair_contrast(contrasts[k], contrasts[l], c);
            mom_change_interval(ms, m0, cross, K, c, ds[k][l], dsl[k][l], dsh[k][l], d0[k][l],
                                d0l[k][l], d0h[k][l], 4, &dd, &dl[k][l], &dh[k][l]);
            lmax_s = fmax(lmax_s, dsl[k][l]);
            lmax_0 = fmax(lmax_0, d0l[k][l]);
            hmax_s = fmax(hmax_s, dsh[k][l]);
            hmax_0 = fmax(hmax_0, d0h[k][l]);
            best0 = fmax(best0, d0[k][l]);
        }
    double up = -2, down = 2;
    for (int k = 0; k < n; k++)
        for (int l = 0; l < n; l++) {
            if (k == l)
                continue;
            if (dsh[k][l] >= lmax_s && dh[k][l] > up)
                up = dh[k][l];
            if (d0h[k][l] >= lmax_0 && dl[k][l] < down)
                down = dl[k][l];
        }
    /* the same intervals also hold both spreads (at z3): the change lies between the
     * setting's lowest spread minus the baseline's highest and the reverse, inside
     * [-1, 1]; and the interval holds the estimate */
    down = fmax(down, lmax_s - hmax_0);
    up = fmin(up, hmax_s - lmax_0);
    down = fmin(down, best - best0);
    up = fmax(up, best - best0);
    f->has_delta = 1;
    f->d = best - best0;
    f->dlo = down;
    f->dhi = up;
    f->dsig = down > 0 || up < 0;
}

/* The contrast of item k's rate: seats, positions, agents (1 / its seats). */
static void item_contrasts(const run_result_t *res, int what, double (*c)[MOM_MAX], int *n)
{
    const int P = res->players;
    memset(c, 0, MAX_SEATS * sizeof *c);
    if (what == 0 || what == 1) {
        *n = P;
        for (int k = 0; k < P; k++)
            c[k][what == 0 ? mom_seat(k) : mom_pos(P, k)] = 1;
    } else {
        *n = res->nd;
        for (int d = 0; d < res->nd; d++)
            c[d][mom_agent(P, d)] = 1.0 / res->mult[d];
    }
}

/* The correlation of the components c_i p_i and c_j p_j of a MOVER sum, from the 2x2
 * table of the win indicators i and j over the n decided games (a both won, b only i,
 * c only j, d neither): phi with the sign of c_i c_j, continuity-corrected by n / 2
 * towards 0 when it narrows the interval (negative), as Newcombe corrects the phi of a
 * difference of paired proportions; 0 when a margin is empty. */
static double mover_r(const int64_t *mom, int K, int i, int j, int same_sign)
{
    double n = (double)mom[0], a = (double)mom[i * K + j];
    double b = (double)mom[i * K + i] - a, c = (double)mom[j * K + j] - a, d = n - a - b - c;
    double margins = (a + b) * (c + d) * (a + c) * (b + d);
    if (margins <= 0)
        return 0;
    double t = same_sign ? a * d - b * c : b * c - a * d;
    if (t < 0)
        t = fmin(0, t + n / 2);
    return t / sqrt(margins);
}

int fpa_interval(const int64_t *mom, int K, int P, double z, double *est, double *lo, double *hi)
{
    const int64_t n = mom[0];
    if (n <= 0 || P < 2)
        return 0;
    int64_t wins = 0, shared = 0;
    for (int k = 0; k < P; k++) {
        wins += mom[mom_pos(P, k)];
        for (int l = 0; l < P; l++)
            if (l != k)
                shared += mom[mom_pos(P, k) * K + mom_pos(P, l)];
    }
    const int64_t w1 = mom[mom_pos(P, 0)];
    if (wins == n && shared == 0 && P > 2) {
        /* one winner in every game: the rates sum to 1 and the advantage is p_1 - 1/P
         * (two players keep Newcombe's method 10, the same but where one position won
         * every game: there Newcombe takes phi as 0 and is narrower) */
        double l, u;
        wilson_z(w1, n, z, &l, &u);
        *est = (double)w1 / (double)n - 1.0 / P;
        *lo = l - 1.0 / P;
        *hi = u - 1.0 / P;
        return 1;
    }
    /* MOVER: each component c_k p_k with its Wilson limits; dl, du the distances from
     * c_k p_k to the limit that lowers (raises) the sum */
    double dl[MAX_SEATS], du[MAX_SEATS], c[MAX_SEATS], e = 0;
    for (int k = 0; k < P; k++) {
        int64_t x = mom[mom_pos(P, k)];
        double p = (double)x / (double)n, l, u;
        wilson_z(x, n, z, &l, &u);
        c[k] = (k == 0 ? 1.0 : 0.0) - 1.0 / P;
        e += c[k] * p;
        dl[k] = c[k] > 0 ? c[k] * (p - l) : -c[k] * (u - p);
        du[k] = c[k] > 0 ? c[k] * (u - p) : -c[k] * (p - l);
    }
    double vl = 0, vu = 0;
    for (int k = 0; k < P; k++) {
        vl += dl[k] * dl[k];
        vu += du[k] * du[k];
        for (int m = k + 1; m < P; m++) {
            double r = mover_r(mom, K, mom_pos(P, k), mom_pos(P, m), (c[k] > 0) == (c[m] > 0));
            vl += 2 * r * dl[k] * dl[m];
            vu += 2 * r * du[k] * du[m];
        }
    }
    *est = e;
    *lo = e - sqrt(vl > 0 ? vl : 0);
    *hi = e + sqrt(vu > 0 ? vu : 0);
    return 1;
}

/* The contrast of the first-player advantage: position 1's rate minus the mean. */
static void fpa_contrast(int P, double *c)
{
    memset(c, 0, MOM_MAX * sizeof *c);
    for (int k = 0; k < P; k++)
        c[mom_pos(P, k)] = -1.0 / P;
    c[mom_pos(P, 0)] += 1;
}

int fpa_change(const int64_t *ms, const int64_t *m0, const int64_t *cross, int K, int P,
               double z, double *d, double *lo, double *hi)
{
    double c[MOM_MAX], es, ls, us, e0, l0, u0;
    fpa_contrast(P, c);
    if (!fpa_interval(ms, K, P, z, &es, &ls, &us) || !fpa_interval(m0, K, P, z, &e0, &l0, &u0))
        return 0;
    return mom_change_interval(ms, m0, cross, K, c, es, ls, us, e0, l0, u0, 1, d, lo, hi);
}

static void first_player(const run_result_t *res, int s, int base, figure_t *f)
{
    const int P = res->players;
    double c[MOM_MAX], var, est;
    fpa_contrast(P, c);
    const int K = res->momk;
    memset(f, 0, sizeof *f);
    if (!mom_ratio(run_mom(res, s), K, c, &f->v, &var))
        return;
    f->ok = fpa_interval(run_mom(res, s), K, P, Z95, &est, &f->lo, &f->hi);
    if (s == base)
        return;
    if (fpa_change(run_mom(res, s), run_mom(res, base), run_cross(res, s), K, P, Z95, &f->d,
                   &f->dlo, &f->dhi)) {
        f->has_delta = 1;
        f->dsig = f->dlo > 0 || f->dhi < 0;
    }
}

/* A mean of per-game values from n, sum and sum of squares (scaled by `unit`). */
static void mean_figure(figure_t *f, int64_t n, double sum, double sum2, double unit)
{
    memset(f, 0, sizeof *f);
    if (n <= 0)
        return;
    double nn = (double)n, mean = sum / nn;
    double var = n > 1 ? (sum2 - nn * mean * mean) / (nn - 1) : 0;
    double se = var > 0 ? sqrt(var / nn) : 0;
    f->ok = 1;
    f->v = mean / unit;
    f->lo = (mean - Z95 * se) / unit;
    f->hi = (mean + Z95 * se) / unit;
}

static void share_figure(figure_t *f, int64_t k, int64_t n)
{
    memset(f, 0, sizeof *f);
    if (n <= 0)
        return;
    f->ok = 1;
    f->v = (double)k / (double)n;
    wilson95(k, n, &f->lo, &f->hi);
}

static void metrics(const setting_tally_t *st, report_balance_t *bal)
{
    const metric_tally_t *m = &st->m;
    /* branching factor: a ratio of per-game sums, linearised over games */
    figure_t *b = &bal->m[MET_BRANCHING];
    memset(b, 0, sizeof *b);
    if (m->games > 0 && m->moves > 0) {
        double n = (double)m->games, r = (double)m->legal / (double)m->moves;
        double ss = (double)m->legal2 - 2 * r * (double)m->legal_moves + r * r * (double)m->moves2;
        double mbar = (double)m->moves / n;
        double var = n > 1 && ss > 0 ? ss / (n - 1) / n / (mbar * mbar) : 0;
        b->ok = 1;
        b->v = r;
        b->lo = r - Z95 * sqrt(var);
        b->hi = r + Z95 * sqrt(var);
    }
    mean_figure(&bal->m[MET_DECISIVENESS], m->decided_single, (double)m->decisive,
                (double)m->decisive2, METRIC_UNIT);
    mean_figure(&bal->m[MET_LEAD_CHANGES], m->games, (double)m->lead_changes,
                (double)m->lead_changes2, 1);
    share_figure(&bal->m[MET_COMEBACK], m->comebacks, m->decided_single);
    share_figure(&bal->m[MET_DRAWISH], m->draws, m->games - st->capped);
    share_figure(&bal->m[MET_CAPPED], st->capped, st->games);
}

void report_balance(report_t *rep)
{
    const report_info_t *info = rep->info;
    const run_result_t *res = rep->res;
    const int base = info->baseline;
    double c[MAX_SEATS][MOM_MAX];
    int n;
    for (int s = 0; s < res->nsettings; s++) {
        report_balance_t *bal = &rep->balance[s];
        const setting_tally_t *st = &res->set[s];
        const int K = res->momk;
        const int64_t *ms = run_mom(res, s), *m0 = s == base ? NULL : run_mom(res, base);
        const int64_t *cr = run_cross(res, s);
        first_player(res, s, base, &bal->f[BAL_FIRST_PLAYER]);
        item_contrasts(res, 0, c, &n);
        mom_range(ms, m0, cr, K, (const double(*)[MOM_MAX])c, n, &bal->f[BAL_SEAT_SPREAD]);
        item_contrasts(res, 1, c, &n);
        mom_range(ms, m0, cr, K, (const double(*)[MOM_MAX])c, n, &bal->f[BAL_POSITION_SPREAD]);
        item_contrasts(res, 2, c, &n);
        mom_range(ms, m0, cr, K, (const double(*)[MOM_MAX])c, n, &bal->f[BAL_SKILL_GAP]);
        if (info->metrics)
            metrics(st, bal);
        if (s == base)
            continue;
        bal->has_cap = paired_share(st->pair_n, st->cap_both, st->cap_up, st->cap_down,
                                    &bal->cap);
        bal->cap_up = st->cap_up;
        bal->cap_down = st->cap_down;
        bal->has_dturns = paired_mean(st->pair_len_games, st->pair_dturns, st->pair_dturns2,
                                      &bal->dturns, &bal->dturns_lo, &bal->dturns_hi,
                                      &bal->dturns_sig);
    }
}
