/* test_decks.c - deck studies: Bradley-Terry ratings on hand-computed and synthetic
 * win matrices (known strengths, independent and clustered games), ranks and Holm's
 * tests, Kendall's tau, cluster-robust shares; the round robin on a test game with
 * decks (tests/deck_game.h: ranks of decks of known strength, per-card counts checked
 * against a replay of every game, the same CSVs for any thread count); the optimiser
 * (its decision rule, a synthetic pool where one swap is known to help, one where none
 * does, determinism); and the program (simulate --decks on Dinn: the pairs equal plain
 * runs of the same seeds, warnings, bad input). */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "deck_game.h"
#include "decks.h"
#include "optimise.h"
#include "ratings.h"
#include "registry.h"
#include "runner.h"
#include "stats.h"

/* ---- helpers ---- */

static double logit(double p)
{
    return log(p / (1 - p));
}

static double phi(double z)
{
    return 0.5 * erfc(-z / sqrt(2.0));
}

static double gauss(rng_t *r)
{
    double u = (rng_u32(r) + 0.5) / 4294967296.0, v = (rng_u32(r) + 0.5) / 4294967296.0;
    return sqrt(-2 * log(u)) * cos(6.283185307179586 * v);
}

static double logistic(double x)
{
    return 1 / (1 + exp(-x));
}

/* ---- ratings: hand-computed cases ---- */

Test(ratings, two_decks_with_the_seat_advantage_by_hand)
{
    /* a in seat 1 wins 7 of 10; b in seat 1 wins 4 of 10 (a wins 6 of 10 from seat 2).
     * Two logits, two parameters: logit .7 = 2 theta_a + h, logit .4 = -2 theta_a + h. */
    int64_t n[4] = {0, 10, 10, 0}, y2[4] = {0, 14, 8, 0};
    bt_input_t in = {.k = 2, .n = n, .y2 = y2, .home = 1};
    bt_fit_t f;
    cr_assert(bt_fit(&in, &f));
    double th = (logit(0.7) - logit(0.4)) / 4, h = (logit(0.7) + logit(0.4)) / 2;
    cr_assert_float_eq(f.theta[0], th, 1e-9, "%.10f vs %.10f", f.theta[0], th);
    cr_assert_float_eq(f.theta[1], -th, 1e-9);
    cr_assert_float_eq(f.h, h, 1e-9);
    /* var(theta_a) = (1 / (10 .7 .3) + 1 / (10 .4 .6)) / 16 */
    double se = sqrt((1 / 2.1 + 1 / 2.4) / 16);
    cr_assert_float_eq(bt_se_model(&f, 0), se, 1e-9, "%.10f vs %.10f", bt_se_model(&f, 0), se);
    cr_assert_float_eq(bt_se(&f, 0), se, 1e-9, "no per-index sums: the model's");
    cr_assert_float_eq(bt_se_diff(&f, 0, 1), 2 * se, 1e-9);
    cr_assert_lt(f.step, BT_TOL);
    cr_assert_lt(f.score, 1e-8);
}

Test(ratings, two_decks_without_the_seat_advantage_by_hand)
{
    /* a wins 13 of 20 over both seats: theta_a - theta_b = logit .65 */
    int64_t n[4] = {0, 10, 10, 0}, y2[4] = {0, 14, 8, 0};
    bt_input_t in = {.k = 2, .n = n, .y2 = y2, .home = 0};
    bt_fit_t f;
    cr_assert(bt_fit(&in, &f));
    cr_assert_float_eq(f.theta[0], logit(0.65) / 2, 1e-9);
    cr_assert_float_eq(f.h, 0, 1e-12);
    cr_assert_float_eq(bt_se_model(&f, 0), sqrt(1 / (20 * 0.65 * 0.35)) / 2, 1e-9);
    /* a draw is half a win: 12 wins and 2 draws score like 13 wins */
    int64_t y2d[4] = {0, 14, 10, 0}; /* seat 1 b: 4 wins, 2 draws: a scores 5 of 10 */
    in.y2 = y2d;
    cr_assert(bt_fit(&in, &f));
    cr_assert_float_eq(f.theta[0], logit(12.0 / 20) / 2, 1e-9);
}

Test(ratings, the_score_equations_hold_at_convergence)
{
    /* three decks, seat advantage: at the estimate each deck's expected points equal
     * its points (the gradient is 0), and the seat's expected wins equal its wins */
    int64_t n[9] = {40, 50, 60, 55, 30, 45, 50, 65, 20};
    int64_t y2[9] = {44, 70, 90, 40, 30, 50, 30, 60, 18};
    bt_input_t in = {.k = 3, .n = n, .y2 = y2, .home = 1};
    bt_fit_t f;
    cr_assert(bt_fit(&in, &f));
    cr_assert_leq(f.iterations, 12, "Newton converges fast: %d", f.iterations);
    double got[3] = {0}, want[3] = {0}, seat = 0, seat_want = 0;
    for (int a = 0; a < 3; a++)
        for (int b = 0; b < 3; b++) {
            double mu = logistic(f.theta[a] - f.theta[b] + f.h), y = y2[a * 3 + b] / 2.0;
            seat += y;
            seat_want += n[a * 3 + b] * mu;
            if (a == b)
                continue;
            got[a] += y;
            want[a] += n[a * 3 + b] * mu;
            got[b] += n[a * 3 + b] - y;
            want[b] += n[a * 3 + b] * (1 - mu);
        }
    for (int a = 0; a < 3; a++)
        cr_assert_float_eq(got[a], want[a], 1e-7, "deck %d: %f vs %f", a, got[a], want[a]);
    cr_assert_float_eq(seat, seat_want, 1e-7);
    cr_assert_float_eq(f.theta[0] + f.theta[1] + f.theta[2], 0, 1e-12, "centred");
}

Test(ratings, a_deck_that_wins_every_game_has_no_finite_strength)
{
    int64_t n[9] = {0, 20, 20, 20, 0, 20, 20, 20, 0};
    int64_t y2[9] = {0, 40, 40, 0, 0, 20, 0, 20, 0}; /* deck 0 always wins */
    bt_input_t in = {.k = 3, .n = n, .y2 = y2, .home = 1};
    bt_fit_t f;
    cr_assert_eq(bt_fit(&in, &f), 0);
    cr_assert_eq(f.ok, 0);
    bt_rank_t r;
    bt_rank(&f, 0.05, &r);
    cr_assert_eq(r.stronger[0], 0, "nothing is significant without a fit");
}

/* ---- ratings: synthetic matrices with known strengths ---- */

#define SK 5
static const double true_theta[SK] = {0.6, 0.2, 0.0, -0.3, -0.5}, true_h = 0.1;

/* One synthetic round robin: n_idx game indices, each index one game per ordered pair
 * (mirrors too). With rho > 0, a game's outcome is drawn through a Gaussian copula
 * whose latent normal shares each deck's luck of that index, so the games of an index
 * are correlated while every game's win probability stays the model's. mom gets the
 * per-index sums. */
static void synth(rng_t *r, int n_idx, double rho, int64_t *n, int64_t *y2, int64_t *mom)
{
    const int M = RV_N * SK * SK;
    memset(n, 0, SK * SK * sizeof *n);
    memset(y2, 0, SK * SK * sizeof *y2);
    memset(mom, 0, (size_t)M * M * sizeof *mom);
    for (int i = 0; i < n_idx; i++) {
        double luck[SK];
        for (int a = 0; a < SK; a++)
            luck[a] = gauss(r);
        int idx[2 * SK * SK], m = 0;
        for (int a = 0; a < SK; a++)
            for (int b = 0; b < SK; b++) {
                double p = logistic(true_theta[a] - true_theta[b] + true_h);
                double z = a == b ? gauss(r)
                                  : sqrt(rho) * (luck[a] - luck[b]) / sqrt(2.0) +
                                        sqrt(1 - rho) * gauss(r);
                int win = phi(z) < p;
                n[a * SK + b]++;
                y2[a * SK + b] += 2 * win;
                idx[m++] = rv_index(SK, a, b, RV_DECIDED);
                idx[m++] = rv_index(SK, a, b, win ? RV_WIN : RV_LOSS);
            }
        for (int u = 0; u < m; u++)
            for (int v = 0; v < m; v++)
                mom[(size_t)idx[u] * M + idx[v]]++;
    }
}

/* Coverage of the 95% intervals of the strengths over `reps` synthetic studies:
 * robust (from the per-index sums) and model-based; and the largest bias of a deck.
 * (With rho = 0.6, 200 studies: robust 0.948, model 0.789.) */
static void coverage(double rho, int reps, double *robust, double *model, double *bias)
{
    const int M = RV_N * SK * SK;
    int64_t n[SK * SK], y2[SK * SK];
    int64_t *mom = malloc((size_t)M * M * sizeof *mom);
    rng_t r;
    rng_seed(&r, 2024, (uint64_t)(rho * 1000));
    int hit = 0, hit_model = 0, total = 0;
    double sum_err[SK] = {0};
    for (int rep = 0; rep < reps; rep++) {
        synth(&r, 300, rho, n, y2, mom);
        bt_input_t in = {.k = SK, .n = n, .y2 = y2, .mom = mom, .home = 1};
        bt_fit_t f;
        cr_assert(bt_fit(&in, &f));
        for (int a = 0; a < SK; a++) {
            double e = f.theta[a] - true_theta[a];
            hit += fabs(e) <= Z95 * bt_se(&f, a);
            hit_model += fabs(e) <= Z95 * bt_se_model(&f, a);
            sum_err[a] += e;
            total++;
        }
    }
    free(mom);
    *robust = (double)hit / total;
    *model = (double)hit_model / total;
    *bias = 0; /* the largest mean error of one deck (their sum is 0: both are centred) */
    for (int a = 0; a < SK; a++)
        *bias = fmax(*bias, fabs(sum_err[a] / reps));
}

Test(ratings, synthetic_independent_games_are_recovered_within_their_intervals)
{
    double robust, model, bias;
    coverage(0, 200, &robust, &model, &bias);
    cr_assert(robust > 0.925 && robust < 0.975, "robust coverage %.3f", robust);
    cr_assert(model > 0.925 && model < 0.975, "model coverage %.3f", model);
    cr_assert_lt(fabs(bias), 0.01, "bias %.4f", bias);
}

Test(ratings, synthetic_clustered_games_need_the_robust_intervals)
{
    /* games of one index share the decks' luck: the information matrix alone is too
     * sure of itself, the sandwich is not */
    double robust, model, bias;
    coverage(0.6, 200, &robust, &model, &bias);
    cr_assert(robust > 0.92 && robust < 0.98, "robust coverage %.3f", robust);
    cr_assert_lt(model, robust - 0.04, "model %.3f, robust %.3f", model, robust);
    cr_assert_lt(fabs(bias), 0.015, "bias %.4f", bias);
}

Test(ratings, ranks_and_holm_tests)
{
    /* clearly separated strengths: every pair significant, exact ranks */
    int64_t n[SK * SK], y2[SK * SK];
    const int M = RV_N * SK * SK;
    int64_t *mom = malloc((size_t)M * M * sizeof *mom);
    rng_t r;
    rng_seed(&r, 5, 5);
    synth(&r, 4000, 0, n, y2, mom);
    bt_input_t in = {.k = SK, .n = n, .y2 = y2, .mom = mom, .home = 1};
    bt_fit_t f;
    cr_assert(bt_fit(&in, &f));
    bt_rank_t rk;
    bt_rank(&f, 0.05, &rk);
    for (int a = 0; a < SK; a++) {
        cr_assert_eq(rk.rank[a], a + 1);
        cr_assert_eq(rk.lo[a], a + 1);
        cr_assert_eq(rk.hi[a], a + 1);
        cr_assert_eq(rk.stronger[a], ((1u << SK) - 1) & ~((1u << (a + 1)) - 1), "deck %d: %x",
                     a, rk.stronger[a]);
    }
    /* equal decks, every pair 50%: nothing significant, every rank 1..k */
    for (int j = 0; j < SK * SK; j++)
        y2[j] = n[j];
    in.mom = NULL;
    cr_assert(bt_fit(&in, &f));
    bt_rank(&f, 0.05, &rk);
    for (int a = 0; a < SK; a++) {
        cr_assert_eq(rk.stronger[a], 0);
        cr_assert_eq(rk.lo[a], 1);
        cr_assert_eq(rk.hi[a], SK);
    }
    free(mom);
}

Test(ratings, kendall_tau_b)
{
    double a[4] = {1, 2, 3, 4}, b[4] = {4, 3, 2, 1}, c[4] = {1, 3, 2, 4};
    cr_assert_float_eq(kendall_tau_b(a, a, 4), 1, 1e-12);
    cr_assert_float_eq(kendall_tau_b(a, b, 4), -1, 1e-12);
    cr_assert_float_eq(kendall_tau_b(a, c, 4), 4.0 / 6, 1e-12, "5 concordant, 1 discordant");
    double x[3] = {1, 1, 2}, y[3] = {1, 2, 3};
    cr_assert_float_eq(kendall_tau_b(x, y, 3), 2 / sqrt(6), 1e-12, "a tie in x");
}

Test(ratings, shares_of_duplicated_games_have_a_design_effect_of_two)
{
    /* one ordered pair; every index holds the same game twice: the share is that of
     * the single games, its variance twice the binomial one at twice the games */
    const int M = RV_N;
    int64_t mom[RV_N * RV_N] = {0};
    int wins = 0, games = 400;
    rng_t r;
    rng_seed(&r, 9, 9);
    for (int i = 0; i < games; i++) {
        int w = rng_below(&r, 10) < 3;
        wins += w;
        int64_t v[RV_N] = {2 * w, 2 * (1 - w), 2};
        for (int u = 0; u < M; u++)
            for (int x = 0; x < M; x++)
                mom[u * M + x] += v[u] * v[x];
    }
    int idx[2] = {RV_WIN, RV_DECIDED};
    double num[2] = {1, 0}, den[2] = {0, 1}, p, lo, hi, deff;
    cr_assert(mom_share(mom, M, idx, num, den, 2, 2.0 * wins, 2.0 * games, &p, &lo, &hi, &deff));
    cr_assert_float_eq(p, (double)wins / games, 1e-12);
    cr_assert_float_eq(deff, 2, 1e-9, "%f", deff);
    double wlo, whi;
    wilson95(wins, games, &wlo, &whi);
    cr_assert_float_eq(lo, wlo, 1e-9, "the interval of the single games");
    cr_assert_float_eq(hi, whi, 1e-9);
}

/* ---- the round robin on the test game ---- */

static char dir[128];

static void write_deck(const char *name, const char *cards)
{
    char path[256];
    snprintf(path, sizeof path, "%s/%s.txt", dir, name);
    FILE *f = fopen(path, "w");
    cr_assert(f);
    for (const char *p = cards; *p; p++)
        fputc(*p == ' ' ? '\n' : *p, f);
    fputc('\n', f);
    fclose(f);
}

static void setup_decks(void)
{
    snprintf(dir, sizeof dir, "/tmp/sim_decks_test.%ld", (long)getpid());
    mkdir(dir, 0777);
    memset(cs_value, 0, sizeof cs_value);
    cs_value[10] = 3;
    cs_value[11] = -3;
    write_deck("strong", "c10 c0 c1 c2");
    write_deck("plain", "c0 c1 c2 c3");
    write_deck("weak", "c11 c4 c5 c6");
}

static int study(const char *out, const char *threads, const char *games, int no_cards)
{
    static options_t o;
    memset(&o, 0, sizeof o);
    o.decks = dir;
    o.lineups[0] = "random,random";
    o.nlineups = 1;
    o.agents = o.lineups[0];
    o.games = games;
    o.threads = threads;
    o.out = out;
    o.quiet = 1;
    o.no_cards = no_cards;
    return decks_main(&cardsum_game, &o);
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    cr_assert(f, "%s", path);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    size_t got = fread(buf, 1, (size_t)n, f);
    buf[got] = '\0';
    fclose(f);
    return buf;
}

/* The CSV's field `col` (by header name) of the first row whose fields match the
 * (name, value) pairs; fields may be quoted. Returns a static copy or NULL. */
#define CSV_FIELDS 256 /* a plain run's CSV has about a hundred columns */
static int split_csv(const char *line, char fields[CSV_FIELDS][256])
{
    int n = 0, q = 0;
    size_t k = 0;
    for (const char *p = line; *p && *p != '\r' && *p != '\n'; p++) {
        if (*p == '"') {
            q = !q;
            continue;
        }
        if (*p == ',' && !q) {
            fields[n++][k] = '\0';
            k = 0;
            cr_assert_lt(n, CSV_FIELDS, "a CSV line of more than %d fields", CSV_FIELDS);
            continue;
        }
        if (k < 255)
            fields[n][k++] = *p;
    }
    fields[n++][k] = '\0';
    return n;
}

static const char *csv_get(const char *text, const char *col, const char *k1, const char *v1,
                           const char *k2, const char *v2, const char *k3, const char *v3)
{
    static char head[CSV_FIELDS][256], row[CSV_FIELDS][256], out[256];
    const char *line = text;
    int nh = split_csv(line, head);
    int ci = -1, i1 = -1, i2 = -1, i3 = -1;
    for (int j = 0; j < nh; j++) {
        if (strcmp(head[j], col) == 0) ci = j;
        if (k1 && strcmp(head[j], k1) == 0) i1 = j;
        if (k2 && strcmp(head[j], k2) == 0) i2 = j;
        if (k3 && strcmp(head[j], k3) == 0) i3 = j;
    }
    cr_assert(ci >= 0, "no column %s", col);
    for (line = strchr(line, '\n'); line && line[1]; line = strchr(line + 1, '\n')) {
        split_csv(line + 1, row);
        if ((i1 < 0 || strcmp(row[i1], v1) == 0) && (i2 < 0 || strcmp(row[i2], v2) == 0) &&
            (i3 < 0 || strcmp(row[i3], v3) == 0)) {
            snprintf(out, sizeof out, "%s", row[ci]);
            return out;
        }
    }
    return NULL;
}

static int count_lines(const char *text)
{
    int n = 0;
    for (; *text; text++)
        n += *text == '\n';
    return n;
}

Test(decks, round_robin_ranks_decks_of_known_strength, .init = setup_decks)
{
    char out[256], rat[300], crd[300];
    snprintf(out, sizeof out, "%s/rr.csv", dir);
    cr_assert_eq(study(out, "2", "600", 0), 0);
    decks_companion(out, "-ratings", rat, sizeof rat);
    decks_companion(out, "-cards", crd, sizeof crd);
    char *pairs = slurp(out), *ratings = slurp(rat), *cards = slurp(crd);
    /* pairs: 3 decks x (3 opponents + the field) x (seat 1, seat 2, both) */
    cr_assert_eq(count_lines(pairs), 1 + 3 * 4 * 3);
    cr_assert_str_eq(csv_get(pairs, "games", "deck", "strong", "opponent", "weak", "seat", "1"),
                     "600");
    cr_assert_str_eq(csv_get(pairs, "games", "deck", "strong", "opponent", "all", "seat", "all"),
                     "2400");
    /* the mirror over both seats is fixed by construction: no interval */
    cr_assert_str_eq(csv_get(pairs, "ci_low", "deck", "plain", "opponent", "plain", "seat", "all"),
                     "");
    cr_assert_str_eq(csv_get(ratings, "rank", "deck", "strong", NULL, NULL, NULL, NULL), "1");
    cr_assert_str_eq(csv_get(ratings, "rank", "deck", "plain", NULL, NULL, NULL, NULL), "2");
    cr_assert_str_eq(csv_get(ratings, "rank", "deck", "weak", NULL, NULL, NULL, NULL), "3");
    cr_assert_str_eq(csv_get(ratings, "stronger_than", "deck", "strong", NULL, NULL, NULL, NULL),
                     "plain;weak");
    cr_assert_str_eq(csv_get(ratings, "converged", "deck", "weak", NULL, NULL, NULL, NULL), "1");
    /* the strong card wins when drawn; the plain cards of the strong deck lose a little
     * when drawn (they take c10's place in the hand) */
    double d10 = atof(csv_get(cards, "drawn_minus_not", "card", "c10", "deck", "strong", NULL,
                              NULL));
    double lo10 = atof(csv_get(cards, "drawn_minus_not_low", "card", "c10", "deck", "strong",
                               NULL, NULL));
    cr_assert_gt(lo10, 0, "c10: %+.3f, low %+.3f", d10, lo10);
    double d0 = atof(csv_get(cards, "drawn_minus_not", "card", "c0", "deck", "strong", NULL, NULL));
    cr_assert_lt(d0, 0);
    free(pairs);
    free(ratings);
    free(cards);
}

Test(decks, the_same_csvs_for_any_thread_count, .init = setup_decks)
{
    char a[256], b[256], ra[300], rb[300], ca[300], cb[300];
    snprintf(a, sizeof a, "%s/t1.csv", dir);
    snprintf(b, sizeof b, "%s/t2.csv", dir);
    cr_assert_eq(study(a, "1", "300", 0), 0);
    cr_assert_eq(study(b, "2", "300", 0), 0);
    decks_companion(a, "-ratings", ra, sizeof ra);
    decks_companion(b, "-ratings", rb, sizeof rb);
    decks_companion(a, "-cards", ca, sizeof ca);
    decks_companion(b, "-cards", cb, sizeof cb);
    const char *pa[3] = {a, ra, ca}, *pb[3] = {b, rb, cb};
    for (int j = 0; j < 3; j++) {
        char *x = slurp(pa[j]), *y = slurp(pb[j]);
        cr_assert_str_eq(x, y, "%s", pa[j]);
        free(x);
        free(y);
    }
}

/* Per-card counts, checked against a replay of every game of the study by hand. */
Test(decks, card_counts_match_a_replay_of_every_game, .init = setup_decks)
{
    char out[256], crd[300];
    snprintf(out, sizeof out, "%s/cc.csv", dir);
    const int64_t games = 100;
    cr_assert_eq(study(out, "2", "100", 0), 0);
    decks_companion(out, "-cards", crd, sizeof crd);
    char *cards = slurp(crd);
    /* the decks in file order (decks_list sorts names): plain, strong, weak */
    static const char *const names[3] = {"plain", "strong", "weak"};
    static const int ids[3][CS_DECK] = {{0, 1, 2, 3}, {10, 0, 1, 2}, {11, 4, 5, 6}};
    int64_t in[3][CS_POOL] = {{0}}, drawn[3][CS_POOL] = {{0}}, dwins[3][CS_POOL] = {{0}};
    for (int a = 0; a < 3; a++)
        for (int b = 0; b < 3; b++) {
            cs_rules_t r;
            memset(&r, 0, sizeof r);
            char e[128];
            cr_assert_eq(cs_deck_put(&r, 0, ids[a], CS_DECK, names[a], 0, e, sizeof e), 0);
            cr_assert_eq(cs_deck_put(&r, 1, ids[b], CS_DECK, names[b], 0, e, sizeof e), 0);
            for (int64_t i = 0; i < games; i++) {
                rng_t chance;
                rng_for_game(&chance, 1, (uint64_t)i, 0);
                cs_state_t s;
                cs_setup(&s, &r, 2, &chance);
                cs_apply(&s, 0, &chance);
                cs_apply(&s, 0, &chance);
                outcome_t o;
                memset(&o, 0, sizeof o);
                cs_outcome(&s, &o);
                for (int seat = 0; seat < 2; seat++) {
                    int d = seat ? b : a;
                    for (int c = 0; c < CS_DECK; c++)
                        in[d][ids[d][c]]++;
                    for (int k = 0; k < CS_HAND; k++) {
                        drawn[d][s.hand[seat][k]]++;
                        dwins[d][s.hand[seat][k]] += o.result[seat] == RESULT_WIN;
                    }
                }
            }
        }
    for (int d = 0; d < 3; d++)
        for (int c = 0; c < CS_DECK; c++) {
            int card = ids[d][c];
            char want[32];
            const char *got = csv_get(cards, "games", "card", cs_names[card], "deck", names[d],
                                      NULL, NULL);
            snprintf(want, sizeof want, "%lld", (long long)in[d][card]);
            cr_assert_str_eq(got, want, "%s in %s: games", cs_names[card], names[d]);
            got = csv_get(cards, "games_drawn", "card", cs_names[card], "deck", names[d], NULL,
                          NULL);
            snprintf(want, sizeof want, "%lld", (long long)drawn[d][card]);
            cr_assert_str_eq(got, want, "%s in %s: drawn", cs_names[card], names[d]);
            got = csv_get(cards, "games_played", "card", cs_names[card], "deck", names[d], NULL,
                          NULL);
            cr_assert_str_eq(got, want, "%s in %s: played = drawn here", cs_names[card],
                             names[d]);
            double rate = atof(csv_get(cards, "win_rate_drawn", "card", cs_names[card], "deck",
                                       names[d], NULL, NULL));
            cr_assert_float_eq(rate, (double)dwins[d][card] / (double)drawn[d][card], 2e-6);
        }
    /* c0 is in two decks: the pool over decks adds them up */
    char want[32];
    snprintf(want, sizeof want, "%lld", (long long)(drawn[0][0] + drawn[1][0]));
    cr_assert_str_eq(csv_get(cards, "games_drawn", "card", "c0", "deck", "all", NULL, NULL), want);
    free(cards);
}

Test(decks, without_card_figures_the_same_pairs_and_no_cards_csv, .init = setup_decks)
{
    char a[256], b[256], cb[300];
    snprintf(a, sizeof a, "%s/with.csv", dir);
    snprintf(b, sizeof b, "%s/without.csv", dir);
    cr_assert_eq(study(a, "2", "200", 0), 0);
    cr_assert_eq(study(b, "2", "200", 1), 0);
    char *x = slurp(a), *y = slurp(b);
    cr_assert_str_eq(x, y);
    free(x);
    free(y);
    decks_companion(b, "-cards", cb, sizeof cb);
    cr_assert_neq(access(cb, F_OK), 0, "no cards CSV without card figures");
}

/* ---- the optimiser ---- */

Test(optimise, the_decision_rule)
{
    double m, lo, hi;
    /* 1, 2, 3, 4: mean 2.5, sd^2 5/3 */
    cr_assert_eq(opt_paired(4, 10, 30, &m, &lo, &hi), 1);
    cr_assert_float_eq(m, 2.5, 1e-12);
    cr_assert_float_eq(lo, 2.5 - Z95 * sqrt(5.0 / 3 / 4), 1e-12);
    /* -1, 1, -1, 1: covers 0 */
    cr_assert_eq(opt_paired(4, 0, 4, &m, &lo, &hi), 0);
    /* -2, -3, -2, -3: below */
    cr_assert_eq(opt_paired(4, -10, 26, &m, &lo, &hi), -1);
    /* no spread at all: the sign of the mean decides; 0 is never better */
    cr_assert_eq(opt_paired(5, 0, 0, &m, &lo, &hi), 0);
    cr_assert_eq(opt_paired(1, 3, 9, &m, &lo, &hi), 0, "one index: no interval");
}

static void opt_spec(opt_spec_t *sp, cs_rules_t *base)
{
    memset(sp, 0, sizeof *sp);
    memset(base, 0, sizeof *base);
    char err[256];
    sp->g = &cardsum_game;
    sp->rules = base;
    static const int start[CS_DECK] = {0, 1, 2, 3};
    memcpy(sp->start, start, sizeof start);
    sp->n = CS_DECK;
    sp->name = "start";
    static const int f0[CS_DECK] = {4, 5, 6, 7}, f1[CS_DECK] = {5, 6, 7, 8};
    memcpy(sp->field[0], f0, sizeof f0);
    memcpy(sp->field[1], f1, sizeof f1);
    sp->field_n[0] = sp->field_n[1] = CS_DECK;
    sp->field_name[0] = "f0";
    sp->field_name[1] = "f1";
    sp->nfield = 2;
    cr_assert_eq(agent_spec_parse("random", &sp->agents[0], err, sizeof err), 0, "%s", err);
    sp->agents[1] = sp->agents[0];
    sp->n0 = 8;
    sp->max_steps = 4;
    sp->seed = 3;
    sp->threads = 2;
}

/* The log of a run in memory. */
static char *run_log(const opt_spec_t *sp, opt_result_t *res)
{
    char *buf = NULL, err[256];
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    csvw_t w = {f, 1, 0};
    cr_assert_eq(optimise_run(sp, res, &w, err, sizeof err), 0, "%s", err);
    fclose(f);
    return buf;
}

Test(optimise, accepts_the_one_swap_that_helps_then_stops)
{
    memset(cs_value, 0, sizeof cs_value);
    cs_value[10] = 3;
    opt_spec_t sp;
    cs_rules_t base;
    opt_spec(&sp, &base);
    opt_result_t res;
    char *log = run_log(&sp, &res);
    cr_assert_eq(res.accepted, 1, "%s", log);
    cr_assert_eq(res.steps, 2, "the second step finds nothing better");
    int has10 = 0;
    for (int j = 0; j < res.n; j++)
        has10 |= res.cards[j] == 10;
    cr_assert(has10, "c10 came in");
    cr_assert_gt(res.lo, 0, "measured afresh: %+.3f [%+.3f, %+.3f]", res.diff, res.lo, res.hi);
    cr_assert_gt(res.final_score, res.start_score);
    cr_assert_gt(res.games, 0);
    int accepted = 0, rejected = 0;
    for (const char *p = log; (p = strstr(p, "accepted")); p++)
        accepted++;
    for (const char *p = log; (p = strstr(p, "rejected")); p++)
        rejected++;
    cr_assert_eq(accepted, 1);
    cr_assert_eq(rejected, 1);
    free(log);
}

Test(optimise, accepts_nothing_when_no_swap_helps)
{
    memset(cs_value, 0, sizeof cs_value); /* every card alike */
    opt_spec_t sp;
    cs_rules_t base;
    opt_spec(&sp, &base);
    opt_result_t res;
    char *log = run_log(&sp, &res);
    cr_assert_eq(res.accepted, 0, "%s", log);
    cr_assert_eq(res.steps, 1);
    cr_assert(memcmp(res.cards, sp.start, sizeof sp.start) == 0, "the deck is unchanged");
    free(log);
}

Test(optimise, deterministic_for_a_seed_whatever_the_threads)
{
    memset(cs_value, 0, sizeof cs_value);
    cs_value[10] = 3;
    cs_value[9] = 1;
    opt_spec_t sp;
    cs_rules_t base;
    opt_spec(&sp, &base);
    opt_result_t r1, r2, r3;
    sp.threads = 1;
    char *a = run_log(&sp, &r1);
    sp.threads = 2;
    char *b = run_log(&sp, &r2);
    cr_assert_str_eq(a, b);
    cr_assert_eq(r1.games, r2.games);
    sp.seed = 4;
    char *c = run_log(&sp, &r3);
    cr_assert_str_neq(a, c, "another seed plays other games");
    free(a);
    free(b);
    free(c);
}

/* ---- the program ---- */

typedef struct prog {
    int status;
    char out[1 << 15], err[1 << 14];
} prog_t;

static prog_t *program(const char *args)
{
    static prog_t p;
    static char cmd[8192];
    char tmp[128];
    snprintf(tmp, sizeof tmp, "/tmp/sim_decks_prog.%ld", (long)getpid());
    mkdir(tmp, 0777);
    snprintf(cmd, sizeof cmd, "cd %s && %s %s >stdout 2>stderr", tmp, SIMULATE_BIN, args);
    int st = system(cmd);
    p.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
    char path[256];
    snprintf(path, sizeof path, "%s/stdout", tmp);
    char *o = slurp(path);
    snprintf(path, sizeof path, "%s/stderr", tmp);
    char *e = slurp(path);
    snprintf(p.out, sizeof p.out, "%s", o);
    snprintf(p.err, sizeof p.err, "%s", e);
    free(o);
    free(e);
    return &p;
}

#define DECKDIR SIMULATE_SOURCE_DIR "/experiments/dinn/decks"

Test(program, round_robin_pairs_are_the_plain_runs_of_the_same_seeds)
{
    prog_t *p = program("--game dinn --agents greedy,greedy -n 200 --seed 7 -q -o rr.csv "
                        "--decks " DECKDIR "/camelot.txt," DECKDIR "/infernal.txt");
    cr_assert_eq(p->status, 0, "%s", p->err);
    char tmp[128], path[256];
    snprintf(tmp, sizeof tmp, "/tmp/sim_decks_prog.%ld", (long)getpid());
    snprintf(path, sizeof path, "%s/rr.csv", tmp);
    char *rr = slurp(path);
    p = program("--game dinn --agents greedy,greedy -n 200 --seed 7 -q -o plain.csv --deck " DECKDIR
                "/infernal.txt --deck " DECKDIR "/camelot.txt");
    cr_assert_eq(p->status, 0, "%s", p->err);
    snprintf(path, sizeof path, "%s/plain.csv", tmp);
    char *plain = slurp(path);
    static const char *const cols[] = {"games", "wins", "draws", "losses", "capped"};
    for (int j = 0; j < 5; j++) {
        char want[64];
        snprintf(want, sizeof want, "%s",
                 csv_get(plain, cols[j], "agent", "all", "seat", "1", "position", "all"));
        cr_assert_str_eq(csv_get(rr, cols[j], "deck", "infernal", "opponent", "camelot", "seat",
                                 "1"),
                         want, "%s", cols[j]);
        snprintf(want, sizeof want, "%s",
                 csv_get(plain, cols[j], "agent", "all", "seat", "2", "position", "all"));
        cr_assert_str_eq(csv_get(rr, cols[j], "deck", "camelot", "opponent", "infernal", "seat",
                                 "2"),
                         want, "%s", cols[j]);
    }
    free(rr);
    free(plain);
}

Test(program, summary_warnings_and_bad_input)
{
    char tmp[128], deck[256];
    snprintf(tmp, sizeof tmp, "/tmp/sim_decks_prog.%ld", (long)getpid());
    mkdir(tmp, 0777);
    /* camelot with a card none of its heroes can play */
    char *text = slurp(DECKDIR "/camelot.txt");
    char *at = strstr(text, "Rusty Dagger");
    cr_assert(at);
    snprintf(deck, sizeof deck, "%s/dead.txt", tmp);
    FILE *f = fopen(deck, "w");
    fprintf(f, "%.*sInfernal Contract%s", (int)(at - text), text, at + strlen("Rusty Dagger"));
    fclose(f);
    free(text);
    char args[1024];
    snprintf(args, sizeof args,
             "--game dinn --agents greedy,greedy -n 20 -o s.csv --decks %s," DECKDIR
             "/infernal.txt",
             deck);
    prog_t *p = program(args);
    cr_assert_eq(p->status, 0, "%s", p->err);
    cr_assert(strstr(p->err, "warning:") && strstr(p->err, "'Infernal Contract'"), "%s", p->err);
    cr_assert(strstr(p->out, "seat 1 advantage"), "%s", p->out);
    cr_assert(strstr(p->out, "significantly stronger than"), "%s", p->out);
    /* a plain run warns of the --deck it is given too */
    snprintf(args, sizeof args, "--game dinn --agents greedy,greedy -n 10 -o p.csv --deck %s",
             deck);
    p = program(args);
    cr_assert_eq(p->status, 0, "%s", p->err);
    cr_assert(strstr(p->err, "warning:") && strstr(p->err, "never be played"), "%s", p->err);
    /* a misspelled card: did you mean */
    snprintf(deck, sizeof deck, "%s/typo.txt", tmp);
    f = fopen(deck, "w");
    fprintf(f, "King Arthurr\n");
    fclose(f);
    snprintf(args, sizeof args,
             "--game dinn --agents greedy,greedy -n 20 --decks %s," DECKDIR "/infernal.txt", deck);
    p = program(args);
    cr_assert_eq(p->status, 2);
    cr_assert(strstr(p->err, "did you mean 'King Arthur'"), "%s", p->err);
    p = program("--game dinn --agents greedy,greedy -n 20 --decks " DECKDIR "/camelot.txt");
    cr_assert_eq(p->status, 2);
    cr_assert(strstr(p->err, "at least two decks"), "%s", p->err);
    p = program("--game dnup --agents greedy,greedy -n 20 --decks " DECKDIR);
    cr_assert_eq(p->status, 2);
    cr_assert(strstr(p->err, "no decks"), "%s", p->err);
    p = program("--game dinn --agents greedy,greedy --agents mcts,mcts -n 20");
    cr_assert_eq(p->status, 2);
    cr_assert(strstr(p->err, "lineups are for deck studies"), "%s", p->err);
    p = program("--game dinn --agents greedy,greedy,greedy -n 20 --decks " DECKDIR);
    cr_assert_eq(p->status, 2);
    cr_assert(strstr(p->err, "two seats"), "%s", p->err);
    p = program("--game dinn --agents greedy,greedy -n 20 --decks " DECKDIR
                " --deck " DECKDIR "/camelot.txt");
    cr_assert_eq(p->status, 2);
    p = program("--game dinn --agents greedy,greedy -n 20 --optimise " DECKDIR "/camelot.txt");
    cr_assert_eq(p->status, 2);
    cr_assert(strstr(p->err, "--decks"), "%s", p->err);
    p = program("--game dinn --agents greedy,greedy --agents mcts,mcts -n 20 --optimise " DECKDIR
                "/camelot.txt --decks " DECKDIR);
    cr_assert_eq(p->status, 2);
    p = program("--game dinn --agents greedy,greedy -n 20 --optimise " DECKDIR
                "/camelot.txt --decks " DECKDIR "/camelot.txt");
    cr_assert_eq(p->status, 2);
    cr_assert(strstr(p->err, "no field deck"), "%s", p->err);
}

Test(program, two_lineups_report_their_rank_agreement)
{
    prog_t *p = program("--game dinn --agents greedy,greedy --agents random,random -n 100 -o l.csv "
                        "--decks " DECKDIR);
    cr_assert_eq(p->status, 0, "%s", p->err);
    cr_assert(strstr(p->out, "Kendall's tau-b"), "%s", p->out);
    cr_assert(strstr(p->out, "lineup 2 (random,random)"), "%s", p->out);
}

/* The optimiser reads its numbers as every option does: digits (strtol took "+5" and
 * " 2" for --steps and --threads). */
Test(program, the_optimisers_numbers_are_digits)
{
    static const char *const bad[][2] = {
        {"--steps +5", "--steps '+5'"},     {"--steps 0x10", "--steps '0x10'"},
        {"--steps 5.0", "--steps '5.0'"},   {"--steps 1001", "--steps '1001'"},
        {"--threads +1", "--threads '+1'"}, {"--threads 0x2", "--threads '0x2'"},
    };
    char args[1024];
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        snprintf(args, sizeof args,
                 "--game dinn --agents greedy,greedy -n 2 -o s.csv --optimise " DECKDIR
                 "/camelot.txt --decks " DECKDIR " %s",
                 bad[k][0]);
        prog_t *p = program(args);
        cr_assert_eq(p->status, 2, "%s: %s", bad[k][0], p->err);
        cr_assert(strstr(p->err, bad[k][1]), "%s: %s", bad[k][0], p->err);
    }
}

/* A deck study runs in one process and writes its own CSVs: what it cannot do is
 * refused before any game, never ignored; and its outputs never replace an input. */
Test(program, what_a_deck_study_cannot_do_is_refused)
{
    static const struct {
        const char *extra, *says;
    } cases[] = {
        {"--xlsx s.xlsx", "simulate xlsx"},
        {"--metrics", "--metrics"},
        /* the optimiser is adaptive: its games cannot be split or resumed (the round
         * robin's can: tests/test_shards.c) */
        {"--optimise " DECKDIR "/camelot.txt --shard 1/2", "each step"},
        {"--optimise " DECKDIR "/camelot.txt --tally t.tally", "each step"},
        {"--optimise " DECKDIR "/camelot.txt --checkpoint c.ckpt", "each step"},
        {"--optimise " DECKDIR "/camelot.txt --resume c.ckpt", "each step"},
    };
    char args[1024];
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        snprintf(args, sizeof args,
                 "--game dinn --agents greedy,greedy -n 20 -o s.csv --decks " DECKDIR " %s",
                 cases[k].extra);
        prog_t *p = program(args);
        cr_assert_eq(p->status, 2, "%s: %s", cases[k].extra, p->err);
        cr_assert(strstr(p->err, cases[k].says), "%s: %s", cases[k].extra, p->err);
        cr_assert(!strchr(strchr(p->err, '\n') + 1, '\n'), "one line: %s", p->err);
    }
    /* the round robin takes them: a shard writes its tally, no CSV without -o */
    {
        prog_t *p = program("--game dinn --agents greedy,greedy -n 20 -q --decks " DECKDIR
                            " --shard 1/2 --tally half.tally");
        cr_assert_eq(p->status, 0, "%s", p->err);
        char tmp[128], path[256];
        struct stat sb;
        snprintf(tmp, sizeof tmp, "/tmp/sim_decks_prog.%ld", (long)getpid());
        snprintf(path, sizeof path, "%s/half.tally", tmp);
        cr_assert_eq(stat(path, &sb), 0, "no tally written");
    }
    prog_t *p = program("--game dinn --agents human,greedy -n 2 --decks " DECKDIR);
    cr_assert_eq(p->status, 2, "%s", p->err);
    cr_assert(strstr(p->err, "human"), "%s", p->err);
    p = program("play --game dinn -n 2 --decks " DECKDIR);
    cr_assert_eq(p->status, 2, "%s", p->err);
    cr_assert(strstr(p->err, "simulate play"), "%s", p->err);
    /* the pairs CSV named as one of the decks */
    char tmp[128], deck[256];
    snprintf(tmp, sizeof tmp, "/tmp/sim_decks_prog.%ld", (long)getpid());
    snprintf(deck, sizeof deck, "%s/mine.txt", tmp);
    char *text = slurp(DECKDIR "/camelot.txt");
    FILE *f = fopen(deck, "w");
    fputs(text, f);
    fclose(f);
    snprintf(args, sizeof args,
             "--game dinn --agents greedy,greedy -n 20 -o %s --decks %s," DECKDIR "/infernal.txt",
             deck, deck);
    p = program(args);
    cr_assert_eq(p->status, 2, "%s", p->err);
    cr_assert(strstr(p->err, "inputs"), "%s", p->err);
    char *after = slurp(deck);
    cr_assert_str_eq(after, text, "the deck file was changed");
    free(after);
    free(text);
}

/* Lineups that play the decks differently enough: a deck whose rank ranges under two
 * lineups do not overlap is named in the rank_moves column and in a warning, and no
 * other deck is; the summary lists the top and the bottom cards, the top ones in
 * falling order. (random against a weak mcts: two decks trade places at this seed.) */
Test(program, a_deck_whose_rank_moves_between_lineups_is_named)
{
    prog_t *p = program("--game dinn --agents random,random --agents mcts:iters=25,"
                        "mcts:iters=25 -n 200 -t 2 --seed 1 -o m.csv --decks " DECKDIR);
    cr_assert_eq(p->status, 0, "%s", p->err);
    char tmp[128], path[256];
    snprintf(tmp, sizeof tmp, "/tmp/sim_decks_prog.%ld", (long)getpid());
    snprintf(path, sizeof path, "%s/m-ratings.csv", tmp);
    char *text = slurp(path);
    static char head[CSV_FIELDS][256], row[CSV_FIELDS][256];
    int nh = split_csv(text, head), cl = -1, cd = -1, clo = -1, chi = -1, cm = -1;
    for (int j = 0; j < nh; j++) {
        cl = strcmp(head[j], "lineup") == 0 ? j : cl;
        cd = strcmp(head[j], "deck") == 0 ? j : cd;
        clo = strcmp(head[j], "rank_low") == 0 ? j : clo;
        chi = strcmp(head[j], "rank_high") == 0 ? j : chi;
        cm = strcmp(head[j], "rank_moves") == 0 ? j : cm;
    }
    cr_assert(cl >= 0 && cd >= 0 && clo >= 0 && chi >= 0 && cm >= 0);
    /* the decks' rank ranges per lineup (1, 2), and what the CSV says moved */
    char dname[16][64];
    int lo[3][16], hi[3][16], moved[3][16], nd = 0;
    for (const char *line = strchr(text, '\n'); line && line[1]; line = strchr(line + 1, '\n')) {
        split_csv(line + 1, row);
        int l = atoi(row[cl]), d = 0;
        cr_assert(l == 1 || l == 2, "lineup %s", row[cl]);
        while (d < nd && strcmp(dname[d], row[cd]) != 0)
            d++;
        if (d == nd)
            snprintf(dname[nd++], sizeof dname[0], "%s", row[cd]);
        lo[l][d] = atoi(row[clo]);
        hi[l][d] = atoi(row[chi]);
        moved[l][d] = row[cm][0] != '\0';
    }
    cr_assert_eq(nd, 6);
    int warned = 0;
    for (int d = 0; d < nd; d++) {
        int apart = hi[1][d] < lo[2][d] || hi[2][d] < lo[1][d];
        char want[1100];
        snprintf(want, sizeof want, "warning: deck %s ranks", dname[d]);
        int said = strstr(p->err, want) != NULL;
        cr_expect_eq(moved[1][d], apart, "%s: rank_moves of lineup 1", dname[d]);
        cr_expect_eq(moved[2][d], apart, "%s: rank_moves of lineup 2", dname[d]);
        cr_expect_eq(said, apart, "%s: warned %d, ranges %d-%d and %d-%d", dname[d], said,
                     lo[1][d], hi[1][d], lo[2][d], hi[2][d]);
        warned += apart;
    }
    cr_assert_geq(warned, 1, "at this seed two decks trade places: %s", p->err);
    free(text);
    /* the top and bottom cards, the top in falling order */
    const char *top = strstr(p->out, "  top, against the deck's mean");
    const char *bottom = strstr(p->out, "  bottom, against the deck's mean");
    cr_assert(top && bottom && top < bottom, "%s", p->out);
    double last = 1e9;
    int n = 0;
    for (const char *l = strchr(top, '\n') + 1; l < bottom; l = strchr(l, '\n') + 1, n++) {
        /* the first signed number: a sign after a space, before a digit or a space
         * (deck names hold dashes too) */
        const char *sign = l + 4;
        while (*sign && *sign != '\n' &&
               !((*sign == '+' || *sign == '-') && sign[-1] == ' ' &&
                 (sign[1] == ' ' || (sign[1] >= '0' && sign[1] <= '9'))))
            sign++;
        cr_assert(*sign == '+' || *sign == '-', "%.*s", 60, l);
        double v = atof(sign[1] == ' ' ? sign + 1 : sign) * (sign[1] == ' ' && *sign == '-' ? -1 : 1);
        cr_expect_leq(v, last, "top cards in falling order: %.*s", 60, l);
        last = v;
    }
    cr_expect_eq(n, 5, "five top cards");
}
