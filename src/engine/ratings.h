/* ratings.h - Bradley-Terry strengths from a round robin of ordered pairs, with a
 * first-seat advantage, their intervals, ranks and pairwise tests; Kendall's tau of
 * two rankings; and the cluster-robust variance of ratios of game counts.
 *
 * The model: the deck a in seat 1 scores against the deck b in seat 2 with
 *     P(a wins) = 1 / (1 + exp(-(theta_a - theta_b + home)))
 * where a draw counts half a win for each (Elo's convention) and capped games do not
 * count. The strengths are identified by sum(theta) = 0 (each is the log-odds
 * against a deck of average strength); mirror pairs (a against a) inform `home` only.
 * Fitted by Newton's method on the log-likelihood (bt_fit).
 *
 * Intervals. The games of a deck study are not independent: game i of every pair
 * shares the deals of the decks it holds (mirrored deals, common random numbers), so
 * two games with the same index are correlated. Every interval here therefore comes
 * from the sums over game indices (clusters) of v v', v the per-index vector of
 * counts of every ordered pair (seat 1's wins and losses, decided games): the
 * sandwich (cluster-robust) covariance of the estimates, and for shares the
 * delta-method variance of a ratio estimator. With no such sums the games are taken
 * as independent (the information matrix alone). */
#ifndef SIM_RATINGS_H
#define SIM_RATINGS_H

#include <stdint.h>

#define RATE_MAX 32 /* items (decks) a fit takes */

/* Components of the per-index vector of each ordered pair p = a * k + b. */
enum { RV_WIN, RV_LOSS, RV_DECIDED, RV_N };
static inline int rv_index(int k, int a, int b, int c) { return RV_N * (a * k + b) + c; }

typedef struct bt_input {
    int k;              /* items, 1..RATE_MAX */
    const int64_t *n;   /* [a * k + b]: decided games of a in seat 1 against b in seat 2 */
    const int64_t *y2;  /* [a * k + b]: seat 1's points in halves (2 a win, 1 a draw) */
    /* sums over game indices of v v' (RV_N k^2 square, row-major, rv_index), or NULL
     * for independent games */
    const int64_t *mom;
    int home;           /* fit the seat-1 advantage (else it is 0) */
} bt_input_t;

typedef struct bt_fit {
    int k, home;
    int ok;             /* converged to a finite maximum */
    int iterations;
    double step;        /* the largest parameter change of the last iteration */
    double score;       /* the largest |score| (gradient) at the estimate, in games */
    double loglik;
    double theta[RATE_MAX]; /* centred log-odds strengths */
    double h;               /* seat-1 advantage, log-odds */
    /* covariance of (theta_0..theta_{k-1}, h), (k+1) x (k+1) row-major: cluster-robust
     * (sandwich), and from the information matrix alone */
    double cov[(RATE_MAX + 1) * (RATE_MAX + 1)];
    double cov_model[(RATE_MAX + 1) * (RATE_MAX + 1)];
} bt_fit_t;

/* Newton iterations until no parameter moves by more than BT_TOL (or BT_MAX_ITER
 * iterations, or a strength beyond +-BT_BIG: no finite maximum, as when a deck won or
 * lost every game; then ok is 0). Returns ok. */
#define BT_TOL 1e-10
#define BT_MAX_ITER 100
#define BT_BIG 25.0
int bt_fit(const bt_input_t *in, bt_fit_t *f);

/* Standard errors (robust, and model-based) of theta_a, of h, and of theta_a - theta_b. */
double bt_se(const bt_fit_t *f, int a);
double bt_se_model(const bt_fit_t *f, int a);
double bt_se_home(const bt_fit_t *f);
double bt_se_diff(const bt_fit_t *f, int a, int b);

/* Elo points per unit of log-odds: 400 / ln 10. */
#define ELO_PER_LOGIT 173.7177927613007

/* Ranks by strength (1 the strongest), and pairwise tests of every two items at level
 * alpha with Holm's step-down correction over the k (k - 1) / 2 pairs (two-sided z
 * tests on the robust covariance). stronger[a] has bit b when a is significantly
 * stronger than b; a's rank interval is 1 + (items significantly stronger than a) ..
 * k - (items significantly weaker). */
typedef struct bt_rank {
    int rank[RATE_MAX], lo[RATE_MAX], hi[RATE_MAX];
    uint32_t stronger[RATE_MAX];
} bt_rank_t;
void bt_rank(const bt_fit_t *f, double alpha, bt_rank_t *r);

/* Kendall's tau-b of two scorings of n items (ties allowed); 0 when undefined. */
double kendall_tau_b(const double *x, const double *y, int n);

/* ---- shares of game counts from per-index sums ---- */

/* c' M c for an M x M row-major matrix of per-index sums and a sparse coefficient
 * vector (n entries at idx[] with values val[]). */
double mom_quad(const int64_t *mom, int M, const int *idx, const double *val, int n);

/* The share p = (sum of num over games) / (sum of den) with a 95% interval: Wilson's,
 * computed on the effective sample size den / deff, where deff is the ratio of the
 * cluster-robust variance (from mom, the per-index sums of the components idx[]) to the
 * binomial variance p (1 - p) / den (Kish's design effect; at least 1 is not imposed,
 * so negatively correlated games narrow the interval). num and den are given as
 * coefficients over the same components: the share's numerator counts num_val[j] *
 * component idx[j], its denominator den_val[j] * component idx[j]. With mom NULL, plain
 * Wilson. Returns 0 when den is 0. */
int mom_share(const int64_t *mom, int M, const int *idx, const double *num_val,
              const double *den_val, int n, double num, double den, double *p, double *lo,
              double *hi, double *deff);

#endif
