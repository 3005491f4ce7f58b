/* ratings.c - Bradley-Terry fits, ranks, Kendall's tau and cluster-robust shares
 * (ratings.h). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ratings.h"
#include "stats.h"

#define P_MAX (RATE_MAX + 1) /* free parameters at most: k - 1 strengths and h */

/* ---- small dense linear algebra (symmetric positive definite) ---- */

/* Cholesky factor L (lower) of the n x n matrix a in place; 0, or 1 when not positive
 * definite. */
static int cholesky(double *a, int n)
{
    for (int j = 0; j < n; j++) {
        double d = a[j * n + j];
        for (int k = 0; k < j; k++)
            d -= a[j * n + k] * a[j * n + k];
        if (!(d > 1e-300))
            return 1;
        d = sqrt(d);
        a[j * n + j] = d;
        for (int i = j + 1; i < n; i++) {
            double s = a[i * n + j];
            for (int k = 0; k < j; k++)
                s -= a[i * n + k] * a[j * n + k];
            a[i * n + j] = s / d;
        }
        for (int i = 0; i < j; i++)
            a[i * n + j] = 0;
    }
    return 0;
}

/* Solve L L' x = b with the factor of cholesky(). */
static void chol_solve(const double *l, int n, double *x)
{
    for (int i = 0; i < n; i++) {
        double s = x[i];
        for (int k = 0; k < i; k++)
            s -= l[i * n + k] * x[k];
        x[i] = s / l[i * n + i];
    }
    for (int i = n - 1; i >= 0; i--) {
        double s = x[i];
        for (int k = i + 1; k < n; k++)
            s -= l[k * n + i] * x[k];
        x[i] = s / l[i * n + i];
    }
}

/* inv = a^-1 for a positive definite a (n x n); 0, or 1. */
static int spd_inverse(const double *a, int n, double *inv)
{
    double l[P_MAX * P_MAX];
    memcpy(l, a, (size_t)n * n * sizeof *l);
    if (cholesky(l, n))
        return 1;
    for (int j = 0; j < n; j++) {
        double col[P_MAX] = {0};
        col[j] = 1;
        chol_solve(l, n, col);
        for (int i = 0; i < n; i++)
            inv[i * n + j] = col[i];
    }
    return 0;
}

/* ---- the model ---- */

/* The free parameters beta: theta_0..theta_{k-2} and, with home, h. theta_{k-1} is
 * minus the sum of the others. T maps beta to the full vector (theta_0..theta_{k-1},
 * h): full = T beta, (k + 1) x p. */
static int n_free(const bt_input_t *in)
{
    return in->k - 1 + (in->home ? 1 : 0);
}

static void full_from_beta(const bt_input_t *in, const double *beta, double *theta, double *h)
{
    double sum = 0;
    for (int a = 0; a < in->k - 1; a++) {
        theta[a] = beta[a];
        sum += beta[a];
    }
    theta[in->k - 1] = -sum;
    *h = in->home ? beta[in->k - 1] : 0;
}

/* T as a dense (k + 1) x p matrix. */
static void t_matrix(const bt_input_t *in, double *t)
{
    int k = in->k, p = n_free(in);
    memset(t, 0, (size_t)(k + 1) * p * sizeof *t);
    for (int a = 0; a < k - 1; a++) {
        t[a * p + a] = 1;
        t[(k - 1) * p + a] = -1;
    }
    if (in->home)
        t[k * p + (k - 1)] = 1;
}

static double logistic(double x)
{
    return x >= 0 ? 1 / (1 + exp(-x)) : exp(x) / (1 + exp(x));
}

/* Log-likelihood, gradient (full coordinates, k + 1) and information (full, (k+1)^2)
 * at (theta, h). */
static double evaluate(const bt_input_t *in, const double *theta, double h, double *grad,
                       double *info)
{
    int k = in->k, K1 = k + 1;
    double ll = 0;
    memset(grad, 0, (size_t)K1 * sizeof *grad);
    memset(info, 0, (size_t)K1 * K1 * sizeof *info);
    for (int a = 0; a < k; a++)
        for (int b = 0; b < k; b++) {
            int64_t n = in->n[a * k + b];
            if (n <= 0)
                continue;
            double y = 0.5 * (double)in->y2[a * k + b];
            double eta = theta[a] - theta[b] + h, mu = logistic(eta);
            ll += y * eta - (double)n * (eta > 0 ? eta + log1p(exp(-eta)) : log1p(exp(eta)));
            double r = y - (double)n * mu, w = (double)n * mu * (1 - mu);
            int idx[3], m = 0;
            double val[3];
            if (a != b) {
                idx[m] = a;
                val[m++] = 1;
                idx[m] = b;
                val[m++] = -1;
            }
            idx[m] = k;
            val[m++] = 1;
            for (int i = 0; i < m; i++) {
                grad[idx[i]] += r * val[i];
                for (int j = 0; j < m; j++)
                    info[idx[i] * K1 + idx[j]] += w * val[i] * val[j];
            }
        }
    return ll;
}

/* x' = T' x (full to free coordinates) for a vector; M' = T' M T for a matrix. */
static void to_free_vec(const bt_input_t *in, const double *t, const double *x, double *out)
{
    int K1 = in->k + 1, p = n_free(in);
    for (int j = 0; j < p; j++) {
        double s = 0;
        for (int i = 0; i < K1; i++)
            s += t[i * p + j] * x[i];
        out[j] = s;
    }
}

static void to_free_mat(const bt_input_t *in, const double *t, const double *m, double *out)
{
    int K1 = in->k + 1, p = n_free(in);
    double tmp[(RATE_MAX + 1) * P_MAX];
    for (int i = 0; i < K1; i++) /* tmp = M T */
        for (int j = 0; j < p; j++) {
            double s = 0;
            for (int l = 0; l < K1; l++)
                s += m[i * K1 + l] * t[l * p + j];
            tmp[i * p + j] = s;
        }
    for (int i = 0; i < p; i++)
        for (int j = 0; j < p; j++) {
            double s = 0;
            for (int l = 0; l < K1; l++)
                s += t[l * p + i] * tmp[l * p + j];
            out[i * p + j] = s;
        }
}

/* full = T V T' */
static void to_full_mat(const bt_input_t *in, const double *t, const double *v, double *out)
{
    int K1 = in->k + 1, p = n_free(in);
    double tmp[(RATE_MAX + 1) * P_MAX];
    for (int i = 0; i < K1; i++)
        for (int j = 0; j < p; j++) {
            double s = 0;
            for (int l = 0; l < p; l++)
                s += t[i * p + l] * v[l * p + j];
            tmp[i * p + j] = s;
        }
    for (int i = 0; i < K1; i++)
        for (int j = 0; j < K1; j++) {
            double s = 0;
            for (int l = 0; l < p; l++)
                s += tmp[i * p + l] * t[j * p + l];
            out[i * K1 + j] = s;
        }
}

/* The meat of the sandwich in full coordinates: sum over indices of g g', g the
 * per-index score, from the per-index sums of the (win, loss, decided) counts. A
 * game's score contribution is y - d mu with y = (w - l + d) / 2, so it is the linear
 * combination alpha = (1/2, -1/2, 1/2 - mu) of its counts. */
static void meat(const bt_input_t *in, const double *theta, double h, double *b)
{
    int k = in->k, K1 = k + 1, S = k * k, M = RV_N * S;
    memset(b, 0, (size_t)K1 * K1 * sizeof *b);
    double *alpha = malloc((size_t)M * sizeof *alpha);
    if (!alpha)
        return;
    int xi[RATE_MAX * RATE_MAX][3], xn[RATE_MAX * RATE_MAX];
    double xv[RATE_MAX * RATE_MAX][3];
    for (int a = 0; a < k; a++)
        for (int c = 0; c < k; c++) {
            int s = a * k + c, m = 0;
            double mu = logistic(theta[a] - theta[c] + h);
            alpha[RV_N * s + RV_WIN] = 0.5;
            alpha[RV_N * s + RV_LOSS] = -0.5;
            alpha[RV_N * s + RV_DECIDED] = 0.5 - mu;
            if (a != c) {
                xi[s][m] = a;
                xv[s][m++] = 1;
                xi[s][m] = c;
                xv[s][m++] = -1;
            }
            xi[s][m] = k;
            xv[s][m++] = 1;
            xn[s] = m;
        }
    for (int s = 0; s < S; s++)
        for (int t = 0; t < S; t++) {
            double q = 0;
            for (int u = 0; u < RV_N; u++)
                for (int v = 0; v < RV_N; v++)
                    q += alpha[RV_N * s + u] * alpha[RV_N * t + v] *
                         (double)in->mom[(size_t)(RV_N * s + u) * M + (RV_N * t + v)];
            if (q == 0)
                continue;
            for (int i = 0; i < xn[s]; i++)
                for (int j = 0; j < xn[t]; j++)
                    b[xi[s][i] * K1 + xi[t][j]] += q * xv[s][i] * xv[t][j];
        }
    free(alpha);
}

int bt_fit(const bt_input_t *in, bt_fit_t *f)
{
    memset(f, 0, sizeof *f);
    int k = in->k, K1 = k + 1, p = n_free(in);
    f->k = k;
    f->home = in->home;
    if (k < 1 || k > RATE_MAX || p < 1)
        return 0;
    double beta[P_MAX] = {0}, t[(RATE_MAX + 1) * P_MAX];
    double grad[RATE_MAX + 1], info[(RATE_MAX + 1) * (RATE_MAX + 1)];
    double gb[P_MAX], ib[P_MAX * P_MAX];
    t_matrix(in, t);
    double theta[RATE_MAX], h = 0;
    int it;
    for (it = 1; it <= BT_MAX_ITER; it++) {
        full_from_beta(in, beta, theta, &h);
        evaluate(in, theta, h, grad, info);
        to_free_vec(in, t, grad, gb);
        to_free_mat(in, t, info, ib);
        if (cholesky(ib, p))
            break; /* an item with no decided game: no estimate */
        chol_solve(ib, p, gb); /* the Newton step */
        double step = 0, big = 0;
        for (int j = 0; j < p; j++) {
            beta[j] += gb[j];
            step = fmax(step, fabs(gb[j]));
        }
        f->step = step;
        full_from_beta(in, beta, theta, &h);
        for (int a = 0; a < k; a++)
            big = fmax(big, fabs(theta[a]));
        if (big > BT_BIG || !isfinite(big))
            break;
        if (step < BT_TOL) {
            f->ok = 1;
            break;
        }
    }
    f->iterations = it > BT_MAX_ITER ? BT_MAX_ITER : it;
    full_from_beta(in, beta, theta, &h);
    memcpy(f->theta, theta, (size_t)k * sizeof *theta);
    f->h = h;
    f->loglik = evaluate(in, theta, h, grad, info);
    for (int i = 0; i < K1; i++)
        f->score = fmax(f->score, fabs(grad[i]));
    if (!f->ok)
        return 0;
    /* covariances: V = I^-1 (model), I^-1 B I^-1 (robust), in free coordinates */
    double ivar[P_MAX * P_MAX];
    to_free_mat(in, t, info, ib);
    if (spd_inverse(ib, p, ivar)) {
        f->ok = 0;
        return 0;
    }
    to_full_mat(in, t, ivar, f->cov_model);
    if (in->mom) {
        double bfull[(RATE_MAX + 1) * (RATE_MAX + 1)], bb[P_MAX * P_MAX], tmp[P_MAX * P_MAX],
            v[P_MAX * P_MAX];
        meat(in, theta, h, bfull);
        to_free_mat(in, t, bfull, bb);
        for (int i = 0; i < p; i++)
            for (int j = 0; j < p; j++) {
                double s = 0;
                for (int l = 0; l < p; l++)
                    s += ivar[i * p + l] * bb[l * p + j];
                tmp[i * p + j] = s;
            }
        for (int i = 0; i < p; i++)
            for (int j = 0; j < p; j++) {
                double s = 0;
                for (int l = 0; l < p; l++)
                    s += tmp[i * p + l] * ivar[l * p + j];
                v[i * p + j] = s;
            }
        to_full_mat(in, t, v, f->cov);
    } else {
        memcpy(f->cov, f->cov_model, sizeof f->cov);
    }
    return 1;
}

double bt_se(const bt_fit_t *f, int a)
{
    return sqrt(fmax(0, f->cov[a * (f->k + 1) + a]));
}

double bt_se_model(const bt_fit_t *f, int a)
{
    return sqrt(fmax(0, f->cov_model[a * (f->k + 1) + a]));
}

double bt_se_home(const bt_fit_t *f)
{
    return f->home ? bt_se(f, f->k) : 0;
}

double bt_se_diff(const bt_fit_t *f, int a, int b)
{
    int K1 = f->k + 1;
    return sqrt(fmax(0, f->cov[a * K1 + a] + f->cov[b * K1 + b] - 2 * f->cov[a * K1 + b]));
}

/* ---- ranks and tests ---- */

typedef struct pair_p {
    double p;
    int a, b;
} pair_p_t;

static int by_p(const void *x, const void *y)
{
    const pair_p_t *u = x, *v = y;
    if (u->p != v->p)
        return u->p < v->p ? -1 : 1;
    return u->a != v->a ? u->a - v->a : u->b - v->b;
}

void bt_rank(const bt_fit_t *f, double alpha, bt_rank_t *r)
{
    int k = f->k;
    memset(r, 0, sizeof *r);
    for (int a = 0; a < k; a++) {
        r->rank[a] = 1;
        for (int b = 0; b < k; b++)
            r->rank[a] += f->theta[b] > f->theta[a] || (f->theta[b] == f->theta[a] && b < a);
    }
    pair_p_t pairs[RATE_MAX * (RATE_MAX - 1) / 2];
    int np = 0;
    for (int a = 0; a < k; a++)
        for (int b = a + 1; b < k; b++) {
            double se = bt_se_diff(f, a, b), z = se > 0 ? (f->theta[a] - f->theta[b]) / se : 0;
            pairs[np].p = se > 0 ? erfc(fabs(z) / sqrt(2.0)) : 1;
            pairs[np].a = a;
            pairs[np].b = b;
            np++;
        }
    qsort(pairs, (size_t)np, sizeof *pairs, by_p);
    /* Holm: the j-th smallest p (from 0) is significant when p <= alpha / (np - j), as
     * long as every smaller one was */
    for (int j = 0; j < np; j++) {
        if (!f->ok || pairs[j].p > alpha / (double)(np - j))
            break;
        int a = pairs[j].a, b = pairs[j].b;
        if (f->theta[a] > f->theta[b])
            r->stronger[a] |= 1u << b;
        else
            r->stronger[b] |= 1u << a;
    }
    for (int a = 0; a < k; a++) {
        int above = 0, below = __builtin_popcount(r->stronger[a]);
        for (int b = 0; b < k; b++)
            above += (r->stronger[b] >> a) & 1;
        r->lo[a] = 1 + above;
        r->hi[a] = k - below;
    }
}

double kendall_tau_b(const double *x, const double *y, int n)
{
    double conc = 0, disc = 0, tx = 0, ty = 0;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            double dx = x[i] - x[j], dy = y[i] - y[j];
            if (dx == 0 && dy == 0)
                continue;
            if (dx == 0)
                tx++;
            else if (dy == 0)
                ty++;
            else if ((dx > 0) == (dy > 0))
                conc++;
            else
                disc++;
        }
    double d = sqrt((conc + disc + tx) * (conc + disc + ty));
    return d > 0 ? (conc - disc) / d : 0;
}

/* ---- shares ---- */

double mom_quad(const int64_t *mom, int M, const int *idx, const double *val, int n)
{
    double q = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            q += val[i] * val[j] * (double)mom[(size_t)idx[i] * (size_t)M + (size_t)idx[j]];
    return q;
}

/* Wilson's interval for a share p of an effective sample size n (not a whole number). */
static void wilson_eff(double p, double n, double *lo, double *hi)
{
    double z = Z95, z2 = z * z;
    double d = 1 + z2 / n, c = (p + z2 / (2 * n)) / d;
    double h = z * sqrt(fmax(0, p * (1 - p) / n + z2 / (4 * n * n))) / d;
    *lo = fmax(0, c - h);
    *hi = fmin(1, c + h);
}

int mom_share(const int64_t *mom, int M, const int *idx, const double *num_val,
              const double *den_val, int n, double num, double den, double *p, double *lo,
              double *hi, double *deff)
{
    if (!(den > 0))
        return 0;
    *p = num / den;
    *deff = 1;
    double neff = den;
    if (mom && *p > 0 && *p < 1) {
        double c[4096];
        double *cv = n <= 4096 ? c : malloc((size_t)n * sizeof *cv);
        if (cv) {
            for (int j = 0; j < n; j++)
                cv[j] = num_val[j] - *p * den_val[j];
            double var = mom_quad(mom, M, idx, cv, n) / (den * den);
            double bin = *p * (1 - *p) / den;
            if (var > 0 && bin > 0) {
                *deff = var / bin;
                neff = den / *deff;
            }
            if (cv != c)
                free(cv);
        }
    }
    wilson_eff(*p, neff, lo, hi);
    return 1;
}
