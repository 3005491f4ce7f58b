/* test_engine.c - runner, statistics, report/CSV, rule tables, data files, agent
 * settings: the engine on its own, with the toy game of toy_game.h. */
#include <criterion/criterion.h>
#include <csv.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "agent.h"
#include "battery.h"
#include "data.h"
#include "registry.h"
#include "report.h"
#include "runner.h"
#include "stats.h"
#include "sweep.h"
#include "toy_game.h"

/* ---- statistics ---- */

Test(stats, wilson_interval_known_values)
{
    double lo, hi;
    /* 50 of 100: the textbook Wilson interval is [0.4038, 0.5962] */
    wilson95(50, 100, &lo, &hi);
    cr_assert(fabs(lo - 0.4038) < 1e-4 && fabs(hi - 0.5962) < 1e-4, "[%f, %f]", lo, hi);
    /* 0 of 10: [0, 0.2775] */
    wilson95(0, 10, &lo, &hi);
    cr_assert(lo == 0.0 && fabs(hi - 0.2775) < 1e-4, "[%f, %f]", lo, hi);
    /* 10 of 10: [0.7225, 1] */
    wilson95(10, 10, &lo, &hi);
    cr_assert(fabs(lo - 0.7225) < 1e-4 && hi == 1.0, "[%f, %f]", lo, hi);
    /* 1 of 3: [0.0615, 0.7923] */
    wilson95(1, 3, &lo, &hi);
    cr_assert(fabs(lo - 0.0615) < 1e-4 && fabs(hi - 0.7923) < 1e-4, "[%f, %f]", lo, hi);
}

Test(stats, histogram_quantiles)
{
    static hist_t h;
    memset(&h, 0, sizeof h);
    for (int v = 1; v <= 100; v++)
        hist_add(&h, v);
    cr_assert_eq(hist_quantile(&h, 0.5), 50);
    cr_assert_eq(hist_quantile(&h, 0.9), 90);
    cr_assert_eq(hist_quantile(&h, 0.1), 10);
    cr_assert_eq(hist_quantile(&h, 1.0), 100);
    /* above the exact range: within 1/64 relative */
    memset(&h, 0, sizeof h);
    hist_add(&h, 5000);
    int64_t q = hist_quantile(&h, 0.5);
    cr_assert(q <= 5000 && q > 5000 - 5000 / 64, "%lld", (long long)q);
    memset(&h, 0, sizeof h);
    hist_add(&h, 3000000000LL);
    cr_assert_gt(hist_quantile(&h, 0.5), 1000000000LL);
}

/* The exact McNemar test, worked by hand: of b + c discordant pairs, p = 2 P(X <=
 * min(b, c)) with X ~ Bin(b + c, 1/2). 4-0: 2 / 16 = 0.125, not significant; 5-0:
 * 2 / 32 = 0.0625; 6-0: 2 / 64 = 0.03125, significant; 6-1: 2 * 8 / 128 = 0.125; 0-0: 1. */
Test(stats, mcnemar_exact_known_values)
{
    cr_assert(fabs(mcnemar_exact_p(4, 0) - 0.125) < 1e-12, "%g", mcnemar_exact_p(4, 0));
    cr_assert(fabs(mcnemar_exact_p(0, 4) - 0.125) < 1e-12);
    cr_assert(fabs(mcnemar_exact_p(5, 0) - 0.0625) < 1e-12);
    cr_assert(fabs(mcnemar_exact_p(6, 0) - 0.03125) < 1e-12);
    cr_assert(fabs(mcnemar_exact_p(6, 1) - 0.125) < 1e-12, "%g", mcnemar_exact_p(6, 1));
    cr_assert_eq(mcnemar_exact_p(0, 0), 1.0);
    cr_assert_eq(mcnemar_exact_p(3, 3), 1.0);
    /* 20 against 10: 2 P(X <= 10), X ~ Bin(30, 1/2) = 0.0987 (sum of C(30, k), k <= 10,
     * is 53009102; times 2 / 2^30) */
    cr_assert(fabs(mcnemar_exact_p(20, 10) - 2.0 * 53009102 / 1073741824.0) < 1e-12);
    /* large counts stay finite and symmetric */
    double p = mcnemar_exact_p(1000000, 1003000);
    cr_assert(p > 0.01 && p < 0.05, "%g", p);
    cr_assert_eq(p, mcnemar_exact_p(1003000, 1000000));
    cr_assert(fabs(binom_half_cdf(2, 4) - 11.0 / 16) < 1e-15);
}

/* Newcombe's method 10, against Altman et al. (2000), "Statistics with confidence",
 * table 6.2 (a 14, b 5, c 0, d 22: 0.122, 95% interval 0.011 to 0.226), and values
 * worked by hand from the formula (Wilson intervals of both margins, phi
 * continuity-corrected). */
Test(stats, newcombe_paired_known_values)
{
    double d, lo, hi;
    cr_assert(newcombe_paired(14, 5, 0, 22, Z95, &d, &lo, &hi));
    cr_assert(fabs(d - 5.0 / 41) < 1e-12 && fabs(lo - 0.011483) < 1e-6 &&
              fabs(hi - 0.226493) < 1e-6, "%f [%f, %f]", d, lo, hi);
    /* a 10, b 15, c 5, d 20: 0.2 [0.025838, 0.356937] */
    cr_assert(newcombe_paired(10, 15, 5, 20, Z95, &d, &lo, &hi));
    cr_assert(fabs(d - 0.2) < 1e-12 && fabs(lo - 0.025838) < 1e-6 && fabs(hi - 0.356937) < 1e-6,
              "%f [%f, %f]", d, lo, hi);
    cr_assert_eq(newcombe_paired(0, 0, 0, 0, Z95, &d, &lo, &hi), 0);
}

/* Paired win-rate change: 4-0 among 100 pairs is not significant (p = 0.125) and its
 * interval holds 0, where the Wald interval used before (0.04 +- 1.96 * 0.0196)
 * excluded it; 0-0 changes nothing; 30-10 is significant. */
Test(stats, paired_share_small_counts)
{
    paired_t p;
    cr_assert(paired_share(100, 48, 4, 0, &p));
    cr_assert(fabs(p.d - 0.04) < 1e-12);
    cr_assert(fabs(p.p - 0.125) < 1e-12);
    cr_assert_eq(p.sig, 0, "4-0 is not significant");
    cr_assert(p.lo < 0 && p.hi > 0.04, "[%f, %f]", p.lo, p.hi);
    cr_assert(fabs(p.lo + 0.002641) < 1e-6 && fabs(p.hi - 0.081990) < 1e-6, "[%f, %f]", p.lo,
              p.hi);
    /* 0-0: nothing changed, p = 1 */
    cr_assert(paired_share(50, 20, 0, 0, &p));
    cr_assert(p.d == 0 && p.p == 1.0 && p.sig == 0 && p.lo < 0 && p.hi > 0, "%f [%f, %f]", p.d,
              p.lo, p.hi);
    /* 30-10 of 100: p = 0.0022, significant, the interval above 0 */
    cr_assert(paired_share(100, 20, 30, 10, &p));
    cr_assert(p.sig == 1 && p.lo > 0 && p.p < 0.01, "%f [%f, %f] p %g", p.d, p.lo, p.hi, p.p);
    /* 5-0 with no concordant pair: Newcombe's interval [0.386, 1] excludes 0, the exact
     * test does not (p = 0.0625): significance is the test's */
    cr_assert(paired_share(5, 0, 5, 0, &p));
    cr_assert(p.lo > 0.38 && p.lo < 0.39 && fabs(p.p - 0.0625) < 1e-12, "[%f, %f] p %g", p.lo,
              p.hi, p.p);
    cr_assert_eq(p.sig, 0);
    cr_assert_eq(paired_share(0, 0, 0, 0, &p), 0, "no pairs, no figure");
}

Test(stats, normal_quantile_known_values)
{
    cr_assert(fabs(normal_quantile(0.975) - Z95) < 1e-9);
    cr_assert(fabs(normal_quantile(0.5)) < 1e-12);
    cr_assert(fabs(normal_quantile(1 - 0.05 / 6) - 2.393980) < 1e-6, "%f",
              normal_quantile(1 - 0.05 / 6));
}

/* Paired mean: differences 1, 2, 3, 4 have mean 2.5, sample variance 5/3, standard
 * error 0.645497, interval [1.234849, 3.765151]. */
Test(stats, paired_mean_known_values)
{
    double d, lo, hi;
    int sig;
    cr_assert(paired_mean(4, 10, 30, &d, &lo, &hi, &sig));
    cr_assert(fabs(d - 2.5) < 1e-12 && fabs(lo - 1.234849) < 1e-6 && fabs(hi - 3.765151) < 1e-6,
              "%f [%f, %f]", d, lo, hi);
    cr_assert_eq(sig, 1);
    /* -1, 1: mean 0, not significant */
    cr_assert(paired_mean(2, 0, 2, &d, &lo, &hi, &sig));
    cr_assert(d == 0 && sig == 0);
    /* one difference of 3: no spread, a non-zero mean is significant */
    cr_assert(paired_mean(1, 3, 9, &d, &lo, &hi, &sig));
    cr_assert(d == 3 && lo == 3 && hi == 3 && sig == 1);
    cr_assert_eq(paired_mean(0, 0, 0, &d, &lo, &hi, &sig), 0);
}

/* Every value lands in one bucket whose lower bound is at most the value and within
 * 1/HIST_SUB of it, exact below HIST_EXACT; buckets grow with the value. */
Test(stats, histogram_buckets_cover_every_value_in_order)
{
    static hist_t h;
    int64_t prev = -1;
    int64_t probes[4096];
    int np = 0;
    for (int64_t v = 0; v < 3000; v++)
        probes[np++] = v;
    for (int e = 11; e <= 32; e++)
        for (int64_t d = -70; d <= 70; d += 7)
            probes[np++] = ((int64_t)1 << e) + d * ((int64_t)1 << (e - 11));
    for (int i = 0; i < np; i++) {
        int64_t v = probes[i];
        memset(&h, 0, sizeof h);
        hist_add(&h, v);
        int64_t q = hist_quantile(&h, 0.5);
        if (v < HIST_EXACT)
            cr_assert_eq(q, v, "value %lld is exact, bucket %lld", (long long)v, (long long)q);
        else if (v < (int64_t)1 << HIST_TOP_BITS)
            cr_assert(q <= v && v - q < (v >> HIST_SUB_BITS) + 1,
                      "value %lld in the bucket from %lld", (long long)v, (long long)q);
        else
            cr_assert_eq(q, hist_quantile(&(hist_t){.bin[HIST_BINS - 1] = 1}, 0.5),
                         "value %lld goes to the last bucket", (long long)v);
        if (i > 0 && v > probes[i - 1])
            cr_assert_geq(q, prev, "bucket of %lld below the previous value's", (long long)v);
        prev = q;
    }
}

/* ---- the runner ---- */

static const agent_type_t *random_type(void)
{
    const agent_type_t *t = agent_find("random");
    cr_assert_not_null(t);
    return t;
}

static void make_agents(agent_cfg_t *a, int n)
{
    char err[256];
    for (int i = 0; i < n; i++)
        cr_assert_eq(agent_cfg_parse(random_type(), "random", "", &a[i], err, sizeof err), 0);
}

static run_result_t run_toy(const toy_rules_t *rules, int players, int64_t games, int threads,
                            uint64_t seed)
{
    agent_cfg_t agents[MAX_SEATS];
    make_agents(agents, players);
    const void *settings[1] = {rules};
    run_spec_t spec = {.game = &toy_game, .players = players, .nsettings = 1, .rules = settings,
                       .agents = agents, .games = games, .seed = seed, .threads = threads};
    run_result_t res;
    char err[256];
    cr_assert_eq(run_games(&spec, &res, err, sizeof err), 0, "%s", err);
    return res;
}

static toy_rules_t toy_defaults(void)
{
    toy_rules_t r;
    rules_defaults(&toy_game, &r);
    return r;
}

static size_t ncells(const run_result_t *r)
{
    return (size_t)r->nsettings * r->players * r->players;
}

Test(runner, same_tallies_for_any_thread_count)
{
    toy_rules_t rules = toy_defaults();
    run_result_t a = run_toy(&rules, 3, 3000, 1, 42);
    run_result_t b = run_toy(&rules, 3, 3000, 2, 42);
    run_result_t c = run_toy(&rules, 3, 3000, 3, 42);
    cr_assert(memcmp(a.cells, b.cells, ncells(&a) * sizeof(tally_t)) == 0);
    cr_assert(memcmp(a.cells, c.cells, ncells(&a) * sizeof(tally_t)) == 0);
    cr_assert_eq(a.moves, b.moves);
    run_result_free(&a);
    run_result_free(&b);
    run_result_free(&c);
}

Test(runner, another_seed_gives_other_games)
{
    toy_rules_t rules = toy_defaults();
    run_result_t a = run_toy(&rules, 2, 2000, 2, 1);
    run_result_t b = run_toy(&rules, 2, 2000, 2, 2);
    cr_assert(a.moves != b.moves ||
              memcmp(a.cells, b.cells, ncells(&a) * sizeof(tally_t)) != 0);
    run_result_free(&a);
    run_result_free(&b);
}

Test(runner, seats_rotate_so_every_agent_plays_every_seat_equally)
{
    toy_rules_t rules = toy_defaults();
    run_result_t r = run_toy(&rules, 4, 4000, 2, 7);
    for (int a = 0; a < 4; a++)
        for (int s = 0; s < 4; s++) {
            const tally_t *t = run_cell(&r, 0, a, s);
            cr_assert_eq(t->games, 1000, "agent %d seat %d: %lld games", a, s,
                         (long long)t->games);
            cr_assert_eq(t->wins + t->draws + t->losses + t->capped, t->games);
        }
    /* one winner per game */
    int64_t wins = 0;
    for (size_t c = 0; c < ncells(&r); c++)
        wins += r.cells[c].wins;
    cr_assert_eq(wins, 4000);
    run_result_free(&r);
}

Test(runner, capped_games_are_counted_apart_never_as_draws)
{
    toy_rules_t rules = toy_defaults();
    rules.target = 30;
    rules.turn_cap = 12; /* nobody reaches 30 in 6 turns of at most 4 */
    run_result_t r = run_toy(&rules, 2, 500, 2, 3);
    for (size_t c = 0; c < ncells(&r); c++) {
        cr_assert_eq(r.cells[c].capped, r.cells[c].games);
        cr_assert_eq(r.cells[c].draws, 0);
        cr_assert_eq(r.cells[c].wins, 0);
    }
    run_result_free(&r);
}

Test(runner, draws_are_draws)
{
    toy_rules_t rules = toy_defaults();
    rules.target = 1000;
    rules.draw_at = 4;
    run_result_t r = run_toy(&rules, 2, 200, 1, 3);
    for (size_t c = 0; c < ncells(&r); c++) {
        cr_assert_eq(r.cells[c].draws, r.cells[c].games);
        cr_assert_eq(r.cells[c].capped, 0);
    }
    run_result_free(&r);
}

/* The trace: a header line with every rule in force, then per game its move lines,
 * the game's events right after the move whose apply() reported them (setup's before
 * move 0), and an end line. Greedy agents apply moves to their own views: none of
 * that reaches the trace. Tracing changes no result. */
Test(runner, trace_changes_no_result_and_writes_header_moves_events_and_ends)
{
    toy_rules_t rules = toy_defaults();
    rules.turn_cap = 500;
    agent_cfg_t agents[2];
    char err[256];
    cr_assert_eq(agent_spec_parse("greedy", &agents[0], err, sizeof err), 0);
    cr_assert_eq(agent_spec_parse("random", &agents[1], err, sizeof err), 0);
    const void *settings[1] = {&rules};
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    run_spec_t spec = {.game = &toy_game, .players = 2, .nsettings = 1, .rules = settings,
                       .agents = agents, .games = 400, .seed = 5, .threads = 2, .trace = f,
                       .trace_games = 3};
    run_result_t a, b;
    cr_assert_eq(run_games(&spec, &a, err, sizeof err), 0);
    fclose(f);
    spec.trace = NULL;
    cr_assert_eq(run_games(&spec, &b, err, sizeof err), 0);
    cr_assert(memcmp(a.cells, b.cells, ncells(&a) * sizeof(tally_t)) == 0);

    int lines = 0, ends = 0, moves = 0, starts = 0, doubles = 0;
    long long game = -1, last_move = -1, last_double = -1;
    for (char *line = strtok(buf, "\n"); line; line = strtok(NULL, "\n"), lines++) {
        long long g, m;
        if (lines == 0) {
            cr_assert_eq(strncmp(line, "{\"trace\":\"simulate\",\"version\":\"", 31), 0, "%s",
                         line);
            cr_assert_not_null(strstr(line, "\"game\":\"toy\",\"players\":2,\"agents\":["
                                            "\"greedy\",\"random\"],\"seed\":5,\"games\":3,"
                                            "\"rules\":{\"target\":10,\"turn_cap\":500,"
                                            "\"draw_at\":0},\"files\":{}}"),
                               "%s", line);
            continue;
        }
        cr_assert_eq(sscanf(line, "{\"game\":%lld,", &g), 1, "%s", line);
        if (strstr(line, "\"after_move\":null,\"event\":{\"event\":\"start\",\"players\":2}")) {
            cr_assert_eq(g, game + 1, "a game's setup event comes first: %s", line);
            game = g;
            last_move = last_double = -1;
            starts++;
        } else if (sscanf(line, "{\"game\":%*d,\"after_move\":%lld,", &m) == 1) {
            cr_assert_eq(g, game);
            cr_assert_eq(m, last_move, "an event follows the move it came from: %s", line);
            cr_assert_not_null(strstr(line, "\"event\":{\"event\":\"double\",\"seat\":"));
            cr_assert_neq(m, last_double, "one double per move at most (no agent's "
                          "look-ahead in the trace): %s", line);
            last_double = m;
            doubles++;
        } else if (strstr(line, "\"end\":true")) {
            cr_assert_eq(g, game);
            ends++;
        } else {
            cr_assert_eq(sscanf(line, "{\"game\":%*d,\"move\":%lld,", &m), 1, "%s", line);
            cr_assert_eq(g, game);
            cr_assert_eq(m, last_move + 1);
            last_move = m;
            cr_assert_not_null(strstr(line, "\"state\":{"));
            cr_assert_not_null(strstr(line, "\"legal\":[\"add 1\",\"add 2\"]"));
            cr_assert_not_null(strstr(line, "\"chosen\":\"add "));
            moves++;
        }
    }
    cr_assert_eq(starts, 3);
    cr_assert_eq(ends, 3);
    cr_assert_gt(moves, 3);
    cr_assert_gt(doubles, 0, "a step is doubled one time in eight");
    free(buf);
    run_result_free(&a);
    run_result_free(&b);
}

/* A game that never ends: the runner stops it after RUN_MAX_MOVES moves, names it,
 * and starts no other game once one has failed. */
static long runaway_setups;
static void runaway_setup(void *st, const void *rules, int players, rng_t *rng)
{
    (void)rules, (void)players, (void)rng;
    __atomic_fetch_add(&runaway_setups, 1, __ATOMIC_RELAXED);
    memset(st, 0, sizeof(int));
}
static int runaway_to_move(const void *st) { return *(const int *)st; }
static int runaway_legal(const void *st, move_t *out) { (void)st; out[0] = 0; return 1; }
static void runaway_apply(void *st, move_t m, rng_t *rng) { (void)st, (void)m, (void)rng; }

Test(runner, a_game_that_never_ends_fails_the_run_and_stops_it)
{
    game_t g = toy_game;
    g.id = "runaway";
    g.state_size = sizeof(int);
    g.setup = runaway_setup;
    g.to_move = runaway_to_move;
    g.legal_moves = runaway_legal;
    g.apply = runaway_apply;
    toy_rules_t rules = toy_defaults();
    agent_cfg_t agents[2];
    make_agents(agents, 2);
    const void *settings[1] = {&rules};
    run_spec_t spec = {.game = &g, .players = 2, .nsettings = 1, .rules = settings,
                       .agents = agents, .games = 64, .seed = 9, .threads = 1};
    run_result_t res;
    char err[256];
    cr_assert_eq(run_games(&spec, &res, err, sizeof err), 1);
    cr_assert_not_null(strstr(err, "game 0 (seed 9) did not end"), "%s", err);
    cr_assert_eq(runaway_setups, 1, "%ld games were started after the first failed",
                 runaway_setups - 1);
    cr_assert_null(res.cells, "a failed run frees its tallies");
}

/* ---- report and CSV ---- */

struct csv_capture {
    char cells[64][128][64];
    int row, col, rows;
};

static void cap_field(void *s, size_t len, void *data)
{
    struct csv_capture *c = data;
    if (c->row < 64 && c->col < 128)
        snprintf(c->cells[c->row][c->col], 64, "%.*s", (int)len, (const char *)s);
    c->col++;
}

static void cap_row(int ch, void *data)
{
    (void)ch;
    struct csv_capture *c = data;
    c->row++;
    c->col = 0;
    c->rows = c->row;
}

static int column(struct csv_capture *c, const char *name)
{
    for (int k = 0; k < 128; k++)
        if (strcmp(c->cells[0][k], name) == 0)
            return k;
    cr_assert_fail("no column %s", name);
    return -1;
}

static char *write_report(const run_result_t *res, const report_info_t *info, size_t *len)
{
    report_t rep;
    char err[256];
    cr_assert_eq(report_build(&rep, info, res, err, sizeof err), 0, "%s", err);
    char *buf = NULL;
    FILE *f = open_memstream(&buf, len);
    cr_assert_eq(report_write_csv(&rep, f), 0);
    fclose(f);
    report_free(&rep);
    return buf;
}

Test(report, csv_round_trips_through_libcsv)
{
    toy_rules_t rules = toy_defaults();
    agent_cfg_t agents[2];
    char err[256];
    const agent_type_t *rt = random_type();
    /* two different specs so agent rows differ: the second holds a comma and quotes */
    cr_assert_eq(agent_cfg_parse(rt, "random", "", &agents[0], err, sizeof err), 0);
    cr_assert_eq(agent_cfg_parse(rt, "random", "", &agents[1], err, sizeof err), 0);
    snprintf(agents[1].spec, sizeof agents[1].spec, "ran,dom \"b\"");
    const void *settings[1] = {&rules};
    run_spec_t spec = {.game = &toy_game, .players = 2, .nsettings = 1, .rules = settings,
                       .agents = agents, .games = 1000, .seed = 11, .threads = 2};
    run_result_t res;
    cr_assert_eq(run_games(&spec, &res, err, sizeof err), 0, "%s", err);
    report_info_t info = {.game = &toy_game, .players = 2, .seed = 11, .games = 1000,
                          .agents = agents, .rules_text = "target=10"};
    size_t len;
    char *buf = write_report(&res, &info, &len);

    static struct csv_capture cap;
    memset(&cap, 0, sizeof cap);
    struct csv_parser p;
    cr_assert_eq(csv_init(&p, CSV_STRICT), 0);
    cr_assert_eq(csv_parse(&p, buf, len, cap_field, cap_row, &cap), len);
    csv_fini(&p, cap_field, cap_row, &cap);
    csv_free(&p);
    /* header + 2 agents * (2 seats + all) + all * (2 seats + 2 positions + all) rows */
    cr_assert_eq(cap.rows, 1 + 2 * 3 + 5, "%d rows", cap.rows);
    int agent = column(&cap, "agent"), seat = column(&cap, "seat"), games = column(&cap, "games"),
        wins = column(&cap, "wins"), rate = column(&cap, "win_rate");
    cr_assert_str_eq(cap.cells[1][0], "toy");
    cr_assert_str_eq(cap.cells[1][agent], "random");
    cr_assert_str_eq(cap.cells[4][agent], "ran,dom \"b\"");
    cr_assert_str_eq(cap.cells[1][seat], "1");
    cr_assert_str_eq(cap.cells[3][seat], "all");
    /* the figures in the file are the tallies */
    const tally_t *t = run_cell(&res, 0, 0, 0);
    cr_assert_eq(atoll(cap.cells[1][games]), t->games);
    cr_assert_eq(atoll(cap.cells[1][wins]), t->wins);
    cr_assert(fabs(atof(cap.cells[1][rate]) - (double)t->wins / (double)t->games) < 1e-6);
    /* numbers are plain, never quoted */
    cr_assert_null(strstr(buf, "\"0."));
    free(buf);
    run_result_free(&res);
}

/* Every row's length percentiles are those of the games it counts, one per (game,
 * seat of the row, agent of its spec): checked against the lengths the trace gives
 * for each game, with two different agent specs (one of them in two seats) so each
 * rotation of the seats is a group of its own. */
Test(report, length_percentiles_are_those_of_the_rows_games)
{
    enum { P = 3, GAMES = 600 };
    toy_rules_t rules = toy_defaults();
    agent_cfg_t agents[P];
    make_agents(agents, P);
    snprintf(agents[1].spec, sizeof agents[1].spec, "random-b");
    const void *settings[1] = {&rules};
    char *tbuf = NULL;
    size_t tlen = 0;
    FILE *tf = open_memstream(&tbuf, &tlen);
    run_spec_t spec = {.game = &toy_game, .players = P, .nsettings = 1, .rules = settings,
                       .agents = agents, .games = GAMES, .seed = 17, .threads = 2, .trace = tf,
                       .trace_games = GAMES};
    run_result_t res;
    char err[256];
    cr_assert_eq(run_games(&spec, &res, err, sizeof err), 0, "%s", err);
    fclose(tf);
    cr_assert_eq(res.ngroups, P);
    static int64_t moves[GAMES], rounds[GAMES];
    int ends = 0;
    for (char *l = strstr(tbuf, "\"end\":true"); l; l = strstr(l + 1, "\"end\":true")) {
        char *g = l;
        while (g > tbuf && g[-1] != '\n')
            g--;
        long long gi, mv;
        int rd;
        cr_assert_eq(sscanf(g, "{\"game\":%lld,", &gi), 1);
        cr_assert_not_null(strstr(l, "\"moves\":"));
        cr_assert_eq(sscanf(strstr(l, "\"moves\":"), "\"moves\":%lld,\"rounds\":%d", &mv, &rd), 2);
        moves[gi] = mv;
        rounds[gi] = rd;
        ends++;
    }
    cr_assert_eq(ends, GAMES);
    report_info_t info = {.game = &toy_game, .players = P, .seed = 17, .games = GAMES,
                          .agents = agents, .rules_text = ""};
    report_t rep;
    cr_assert_eq(report_build(&rep, &info, &res, err, sizeof err), 0, "%s", err);
    static hist_t hm, hr;
    int checked = 0;
    for (int i = 0; i < rep.nrows; i++) {
        const report_row_t *r = &rep.rows[i];
        memset(&hm, 0, sizeof hm);
        memset(&hr, 0, sizeof hr);
        for (int64_t gi = 0; gi < GAMES; gi++)
            for (int seat = 0; seat < P; seat++) {
                int a = (int)((seat + gi) % P);
                char sname[16];
                snprintf(sname, sizeof sname, "%d", seat + 1);
                if ((strcmp(r->agent, "all") == 0 || strcmp(r->agent, agents[a].spec) == 0) &&
                    (strcmp(r->seat, "all") == 0 || strcmp(r->seat, sname) == 0)) {
                    hist_add(&hm, moves[gi]);
                    hist_add(&hr, rounds[gi]);
                }
            }
        cr_assert_eq(r->moves_q[0], hist_quantile(&hm, 0.1), "row %s/%s", r->agent, r->seat);
        cr_assert_eq(r->moves_q[1], hist_quantile(&hm, 0.5), "row %s/%s", r->agent, r->seat);
        cr_assert_eq(r->moves_q[2], hist_quantile(&hm, 0.9), "row %s/%s", r->agent, r->seat);
        cr_assert_eq(r->rounds_q[0], hist_quantile(&hr, 0.5), "row %s/%s", r->agent, r->seat);
        cr_assert_eq(r->rounds_q[1], hist_quantile(&hr, 0.9), "row %s/%s", r->agent, r->seat);
        checked++;
    }
    cr_assert_eq(checked, (2 + 1) * (P + 1) + P, "agents' seats and totals, all's positions");
    report_free(&rep);
    run_result_free(&res);
    free(tbuf);
}

static int count_cells(const char *line)
{
    int n = 1, quoted = 0;
    for (const char *p = line; *p && *p != '\r'; p++) {
        if (*p == '"')
            quoted = !quoted;
        else if (*p == ',' && !quoted)
            n++;
    }
    return n;
}

/* One column table: the header and every row have the same cells, with and without
 * a sweep (whose columns come on top). */
Test(report, every_csv_row_has_a_cell_per_header_column)
{
    toy_rules_t r0 = toy_defaults(), r1 = toy_defaults();
    r1.target = 4;
    const void *settings[2] = {&r0, &r1};
    agent_cfg_t agents[2];
    make_agents(agents, 2);
    run_spec_t spec = {.game = &toy_game, .players = 2, .nsettings = 2, .rules = settings,
                       .agents = agents, .games = 200, .seed = 3, .threads = 1};
    run_result_t res;
    char err[256];
    cr_assert_eq(run_games(&spec, &res, err, sizeof err), 0, "%s", err);
    const char *values[2] = {"10", "4"};
    report_info_t info = {.game = &toy_game, .players = 2, .seed = 3, .games = 200,
                          .agents = agents, .rules_text = "a,b", .nsweep = 1,
                          .sweep_keys = {"target"}, .sweep_values = values};
    int header[2];
    for (int sweep = 0; sweep < 2; sweep++) {
        info.nsweep = sweep;
        size_t len;
        char *buf = write_report(&res, &info, &len);
        char *save = NULL;
        int rows = 0;
        for (char *line = strtok_r(buf, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
            if (rows++ == 0)
                header[sweep] = count_cells(line);
            else
                cr_assert_eq(count_cells(line), header[sweep], "sweep %d row %d: %s", sweep,
                             rows - 1, line);
        }
        cr_assert_gt(rows, 1);
        free(buf);
    }
    /* every run has the same columns; a sweep adds one per key, at the end */
    cr_assert_eq(header[1] - header[0], 1, "%d vs %d columns", header[1], header[0]);
    run_result_free(&res);
}

/* Team rows take their length percentiles from all the setting's games, so a game's
 * teams must be the same in every game: a team() that depends on chance is reported
 * as an internal error, not turned into wrong figures. */
static int toy_fixed_team(const void *st, int seat)
{
    (void)st;
    return seat % 2;
}
static int toy_alone_team(const void *st, int seat)
{
    (void)st;
    return seat;
}
static int toy_chance_team(const void *st, int seat)
{
    const toy_state_t *s = st;
    return s->winner == 0 ? seat % 2 : 0; /* one team, or two, by who won */
}

Test(report, teams_must_be_the_same_in_every_game)
{
    toy_rules_t rules = toy_defaults();
    agent_cfg_t agents[4];
    make_agents(agents, 4);
    const void *settings[1] = {&rules};
    char err[256];
    for (int k = 0; k < 2; k++) {
        game_t g = toy_game;
        g.team = k ? toy_chance_team : toy_fixed_team;
        run_spec_t spec = {.game = &g, .players = 4, .nsettings = 1, .rules = settings,
                           .agents = agents, .games = 400, .seed = 3, .threads = 1};
        run_result_t res;
        cr_assert_eq(run_games(&spec, &res, err, sizeof err), 0, "%s", err);
        report_info_t info = {.game = &g, .players = 4, .seed = 3, .games = 400,
                              .agents = agents, .rules_text = ""};
        report_t rep;
        int rc = report_build(&rep, &info, &res, err, sizeof err);
        if (k == 0) {
            cr_assert_eq(rc, 0, "%s", err);
            const report_row_t *t2 = report_find_row(&rep, 0, "all", "team2");
            cr_assert(t2 && t2->t.games == 400, "team 2 plays every game");
            report_free(&rep);
        } else {
            cr_assert_neq(rc, 0, "teams that change with chance are refused");
            cr_assert_not_null(strstr(err, "team() must depend on the seat and the rules"),
                               "%s", err);
        }
        run_result_free(&res);
    }
}

Test(report, seat_advantage_is_seat_rate_minus_mean)
{
    toy_rules_t rules = toy_defaults();
    run_result_t res = run_toy(&rules, 2, 4000, 2, 13);
    agent_cfg_t agents[2];
    make_agents(agents, 2);
    report_info_t info = {.game = &toy_game, .players = 2, .seed = 13, .games = 4000,
                          .agents = agents, .rules_text = ""};
    report_t rep;
    char err[256];
    cr_assert_eq(report_build(&rep, &info, &res, err, sizeof err), 0, "%s", err);
    const report_row_t *s1 = NULL, *s2 = NULL;
    for (int i = 0; i < rep.nrows; i++)
        if (strcmp(rep.rows[i].agent, "all") == 0) {
            if (strcmp(rep.rows[i].seat, "1") == 0) s1 = &rep.rows[i];
            if (strcmp(rep.rows[i].seat, "2") == 0) s2 = &rep.rows[i];
        }
    cr_assert(s1 && s2 && s1->has_adv);
    double r1 = (double)s1->t.wins / s1->t.games, r2 = (double)s2->t.wins / s2->t.games;
    cr_assert(fabs(s1->adv - (r1 - (r1 + r2) / 2)) < 1e-12);
    /* in the race, moving first is an edge */
    cr_assert_gt(s1->adv, 0.02);
    report_free(&rep);
    run_result_free(&res);
}

Test(report, same_csv_bytes_for_one_and_two_threads)
{
    toy_rules_t rules = toy_defaults();
    run_result_t a = run_toy(&rules, 3, 3000, 1, 21), b = run_toy(&rules, 3, 3000, 2, 21);
    agent_cfg_t agents[3];
    make_agents(agents, 3);
    report_info_t info = {.game = &toy_game, .players = 3, .seed = 21, .games = 3000,
                          .agents = agents, .rules_text = ""};
    size_t la, lb;
    char *x = write_report(&a, &info, &la), *y = write_report(&b, &info, &lb);
    cr_assert_eq(la, lb);
    cr_assert(memcmp(x, y, la) == 0);
    free(x);
    free(y);
    run_result_free(&a);
    run_result_free(&b);
}

Test(report, sweep_pairs_settings_with_the_baseline)
{
    toy_rules_t r0 = toy_defaults(), r1 = toy_defaults(), r2 = toy_defaults();
    r1.target = 10; /* identical to the baseline: must show no change at all */
    r2.target = 3;  /* seat 1's edge grows when the race is short */
    const void *settings[3] = {&r0, &r1, &r2};
    agent_cfg_t agents[2];
    make_agents(agents, 2);
    run_spec_t spec = {.game = &toy_game, .players = 2, .nsettings = 3, .rules = settings,
                       .baseline = 0, .agents = agents, .games = 4000, .seed = 3, .threads = 2};
    run_result_t res;
    char err[256];
    cr_assert_eq(run_games(&spec, &res, err, sizeof err), 0);
    /* common random numbers: the identical setting plays identical games */
    cr_assert_eq(res.set[1].pair_dturns, 0);
    cr_assert_eq(res.set[1].pair_dturns2, 0);
    for (int a = 0; a < 2; a++)
        for (int s = 0; s < 2; s++) {
            const tally_t *t = run_cell(&res, 1, a, s), *b = run_cell(&res, 0, a, s);
            cr_assert_eq(t->wins, b->wins);
            cr_assert_eq(t->pair_win_only + t->pair_base_only, 0);
        }
    /* the short race is shorter, paired game by game */
    cr_assert_lt(res.set[2].pair_dturns, 0);
    run_result_free(&res);
}

/* ---- balance figures: coverage on a game whose answer is known ---- */

/* Lottery: the first player is drawn (uniformly, or seat 1 half the time); each seat
 * picks 0 or 1 in turn; then one winner is drawn with weights (100 + edge for the
 * first player, 100 for the others) x (1 + its pick). Agent "one" picks 1, "zero"
 * picks 0. Every win rate follows from the rules, so every balance figure has a true
 * value to cover. */
typedef struct lot_rules {
    int32_t edge, mode;
} lot_rules_t;
typedef struct lot_state {
    int8_t players, first, turn, done, winner;
    int8_t pick[MAX_SEATS];
    int32_t edge;
} lot_state_t;
static const rule_param_t lot_params[] = {
    {"edge", RULE_INT, offsetof(lot_rules_t, edge), 50, 0, 1000, NULL, "first player's edge",
     NULL},
    {"mode", RULE_INT, offsetof(lot_rules_t, mode), 0, 0, 1, NULL, "1: seat 1 first half the time",
     NULL},
    {NULL, 0, 0, 0, 0, 0, NULL, NULL, NULL},
};
static void lot_setup(void *st, const void *rules, int players, rng_t *rng)
{
    const lot_rules_t *r = rules;
    lot_state_t *s = st;
    memset(s, 0, sizeof *s);
    s->players = (int8_t)players;
    s->edge = r->edge;
    if (r->mode == 0)
        s->first = (int8_t)rng_below(rng, (uint32_t)players);
    else
        s->first = (int8_t)(rng_below(rng, 2) ? 0 : 1 + rng_below(rng, (uint32_t)players - 1));
}
static int lot_to_move(const void *st)
{
    const lot_state_t *s = st;
    return s->done ? -1 : (s->first + s->turn) % s->players;
}
static int lot_legal(const void *st, move_t *out)
{
    (void)st;
    out[0] = 0;
    out[1] = 1;
    return 2;
}
static int lot_weight(const lot_state_t *s, int seat)
{
    return (seat == s->first ? 100 + s->edge : 100) * (1 + s->pick[seat]);
}
static void lot_apply(void *st, move_t m, rng_t *rng)
{
    lot_state_t *s = st;
    s->pick[(s->first + s->turn) % s->players] = (int8_t)m;
    if (++s->turn < s->players)
        return;
    int total = 0;
    for (int k = 0; k < s->players; k++)
        total += lot_weight(s, k);
    int r = (int)rng_below(rng, (uint32_t)total);
    for (s->winner = 0; r >= lot_weight(s, s->winner); s->winner++)
        r -= lot_weight(s, s->winner);
    s->done = 1;
}
static void lot_outcome(const void *st, outcome_t *o)
{
    const lot_state_t *s = st;
    for (int k = 0; k < s->players; k++) {
        o->result[k] = k == s->winner ? RESULT_WIN : RESULT_LOSS;
        o->position[k] = (int8_t)((k - s->first + s->players) % s->players);
    }
    o->turns = s->players;
    o->rounds = 1;
}
static const game_t lottery_game = {
    .id = "lottery", .name = "lottery (tests only)", .min_players = 2, .max_players = 4,
    .max_moves = 2, .state_size = sizeof(lot_state_t), .rules_size = sizeof(lot_rules_t),
    .params = lot_params, .setup = lot_setup, .to_move = lot_to_move, .legal_moves = lot_legal,
    .apply = lot_apply, .outcome = lot_outcome, .determinize = toy_determinize,
    .evaluate = toy_evaluate, .describe_move = toy_describe, .state_json = toy_json,
};
static move_t pick_first(void *self, const agent_cfg_t *cfg, const game_t *g, void *view, int seat,
                         const move_t *moves, int n, rng_t *rng)
{
    (void)self, (void)cfg, (void)g, (void)view, (void)seat, (void)n, (void)rng;
    return moves[0];
}
static move_t pick_last(void *self, const agent_cfg_t *cfg, const game_t *g, void *view, int seat,
                        const move_t *moves, int n, rng_t *rng)
{
    (void)self, (void)cfg, (void)g, (void)view, (void)seat, (void)rng;
    return moves[n - 1];
}
static const agent_type_t zero_type = {.name = "zero", .choose = pick_first};
static const agent_type_t one_type = {.name = "one", .choose = pick_last};

/* The true balance figures of the lottery: every first player and rotation,
 * enumerated with their probabilities. */
static void lot_truth(const lot_rules_t *r, const agent_cfg_t *agents, int P, const int *id_of,
                      const int *mult, int nd, double *fpa, double *seat_spread, double *pos_spread,
                      double *gap)
{
    double seat[MAX_SEATS] = {0}, pos[MAX_SEATS] = {0}, agent[MAX_SEATS] = {0};
    for (int f = 0; f < P; f++) {
        double pf = r->mode == 0 ? 1.0 / P : (f == 0 ? 0.5 : 0.5 / (P - 1));
        for (int rot = 0; rot < P; rot++) {
            double w[MAX_SEATS], total = 0;
            for (int k = 0; k < P; k++) {
                int a = (k + rot) % P;
                w[k] = (k == f ? 100 + r->edge : 100) * (agents[a].type == &one_type ? 2 : 1);
                total += w[k];
            }
            for (int k = 0; k < P; k++) {
                double p = pf / P * w[k] / total;
                seat[k] += p;
                pos[(k - f + P) % P] += p;
                agent[id_of[(k + rot) % P]] += p / mult[id_of[(k + rot) % P]];
            }
        }
    }
    double smax = 0, smin = 1, pmax = 0, pmin = 1, amax = 0, amin = 1;
    for (int k = 0; k < P; k++) {
        smax = fmax(smax, seat[k]), smin = fmin(smin, seat[k]);
        pmax = fmax(pmax, pos[k]), pmin = fmin(pmin, pos[k]);
    }
    for (int d = 0; d < nd; d++)
        amax = fmax(amax, agent[d]), amin = fmin(amin, agent[d]);
    *fpa = pos[0] - 1.0 / P;
    *seat_spread = smax - smin;
    *pos_spread = pmax - pmin;
    *gap = amax - amin;
}

static int covers(const figure_t *f, double truth) { return f->ok && f->lo <= truth && truth <= f->hi; }
static int covers_delta(const figure_t *f, double truth)
{
    return f->has_delta && f->dlo <= truth && truth <= f->dhi;
}

/* Over many runs of 600 games, each 95% interval holds the true value about 95% of the
 * time or more: the first-player advantage (Wilson or MOVER) close to 95%, the spreads
 * and the skill gap (projections) at least that, ties included (the seats of mode 0
 * are alike), and the paired changes against a baseline with another edge. */
static void coverage_case(int P, const char *const *specs, int mode)
{
    enum { RUNS = 300, GAMES = 600 };
    agent_cfg_t agents[MAX_SEATS];
    for (int a = 0; a < P; a++) {
        memset(&agents[a], 0, sizeof agents[a]);
        agents[a].type = strcmp(specs[a], "one") == 0 ? &one_type : &zero_type;
        snprintf(agents[a].spec, sizeof agents[a].spec, "%s", specs[a]);
    }
    lot_rules_t base = {.edge = 50, .mode = mode}, other = {.edge = 150, .mode = mode};
    const void *settings[2] = {&base, &other};
    int hit[2][BAL_N] = {{0}}, dhit[BAL_N] = {0};
    double truth[2][BAL_N];
    for (int run = 0; run < RUNS; run++) {
        run_spec_t spec = {.game = &lottery_game, .players = P, .nsettings = 2,
                           .rules = settings, .agents = agents, .games = GAMES,
                           .seed = 1000 + (uint64_t)run, .threads = 1};
        run_result_t res;
        char err[256];
        cr_assert_eq(run_games(&spec, &res, err, sizeof err), 0, "%s", err);
        if (run == 0)
            for (int k = 0; k < 2; k++)
                lot_truth(k ? &other : &base, agents, P, res.id_of, res.mult, res.nd,
                          &truth[k][BAL_FIRST_PLAYER], &truth[k][BAL_SEAT_SPREAD],
                          &truth[k][BAL_POSITION_SPREAD], &truth[k][BAL_SKILL_GAP]);
        report_info_t info = {.game = &lottery_game, .players = P, .seed = spec.seed,
                              .games = GAMES, .agents = agents, .rules_text = "", .nsweep = 0,
                              .skill_axis = -1};
        report_t rep;
        cr_assert_eq(report_build(&rep, &info, &res, err, sizeof err), 0, "%s", err);
        for (int k = 0; k < 2; k++)
            for (int b = 0; b < BAL_N; b++)
                hit[k][b] += covers(&rep.balance[k].f[b], truth[k][b]);
        for (int b = 0; b < BAL_N; b++)
            dhit[b] += covers_delta(&rep.balance[1].f[b], truth[1][b] - truth[0][b]);
        report_free(&rep);
        run_result_free(&res);
    }
    const char *names[BAL_N] = {"first-player advantage", "seat spread", "position spread",
                                "skill gap"};
    for (int b = 0; b < BAL_N; b++) {
        for (int k = 0; k < 2; k++) {
            double c = (double)hit[k][b] / RUNS;
            cr_assert_geq(c, 0.91, "P=%d mode %d setting %d %s (truth %f): covered %.3f", P, mode,
                          k, names[b], truth[k][b], c);
            if (b == BAL_FIRST_PLAYER)
                cr_assert_leq(c, 0.99, "%s: %.3f, too wide", names[b], c);
        }
        double c = (double)dhit[b] / RUNS;
        if (getenv("COVERAGE_SHOW"))
            fprintf(stderr, "P=%d mode %d %-24s level %.3f (%f) %.3f (%f) change %.3f (%f)\n", P,
                    mode, names[b], (double)hit[0][b] / RUNS, truth[0][b],
                    (double)hit[1][b] / RUNS, truth[1][b], c, truth[1][b] - truth[0][b]);
        cr_assert_geq(c, 0.91, "P=%d mode %d change of %s (truth %f): covered %.3f", P, mode,
                      names[b], truth[1][b] - truth[0][b], c);
    }
}

Test(balance, intervals_cover_the_known_answer_two_seats)
{
    const char *specs[] = {"zero", "one"};
    coverage_case(2, specs, 0);
}

Test(balance, intervals_cover_the_known_answer_three_seats_with_a_seat_edge)
{
    const char *specs[] = {"zero", "one", "zero"};
    coverage_case(3, specs, 1);
}

/* The interval arithmetic against hand-worked sums: 4 games, all decided, seat 1 won
 * games 1-3 and seat 2 game 4: seat 1's rate 0.75 with variance sum((y - r)^2) /
 * (n (n - 1)) = (3 * 0.0625 + 0.5625) / 12 = 0.0625. In the baseline seat 1 won games
 * 1 and 2 of the same 4: the change is 0.25. */
Test(balance, ratio_and_change_by_hand)
{
    enum { K = 3 }; /* decided, seat 1 won, seat 2 won */
    int64_t ms[K * K] = {0}, m0[K * K] = {0}, cr[K * K] = {0};
    /* games: seat 1 won here in games 0, 1, 2; in the baseline in games 0, 1 */
    int here[4] = {1, 1, 1, 0}, there[4] = {1, 1, 0, 0};
    for (int g = 0; g < 4; g++) {
        int v[3] = {1, here[g], !here[g]}, w[3] = {1, there[g], !there[g]};
        for (int i = 0; i < 3; i++)
            for (int j = 0; j < 3; j++) {
                ms[i * K + j] += v[i] * v[j];
                m0[i * K + j] += w[i] * w[j];
                cr[i * K + j] += v[i] * w[j];
            }
    }
    double c[MOM_MAX] = {0}, r, var, d;
    c[mom_seat(0)] = 1;
    cr_assert(mom_ratio(ms, K, c, &r, &var));
    cr_assert(fabs(r - 0.75) < 1e-12 && fabs(var - 0.0625) < 1e-12, "%f %f", r, var);
    /* per game change: 0, 0, 1, 0: mean 0.25, sample variance 0.25, of the mean 1/16 */
    cr_assert(mom_ratio_change(ms, m0, cr, K, c, &d, &var));
    cr_assert(fabs(d - 0.25) < 1e-12 && fabs(var - 0.0625) < 1e-12, "%f %f", d, var);
    /* an identical baseline: no change, no spread */
    cr_assert(mom_ratio_change(ms, ms, ms, K, c, &d, &var));
    cr_assert(d == 0 && var == 0);
}

/* The moment sums of games over P turn positions (seats = positions, no agents):
 * games[g] is the bit set of the positions that won game g (0: a draw, no winner). */
static int fpa_mom(int P, const unsigned *games, int n, int64_t *mom)
{
    const int K = 1 + 2 * P;
    memset(mom, 0, sizeof(int64_t) * K * K);
    for (int g = 0; g < n; g++) {
        int v[MOM_MAX] = {1};
        for (int k = 0; k < P; k++)
            v[mom_seat(k)] = v[mom_pos(P, k)] = (games[g] >> k) & 1;
        for (int i = 0; i < K; i++)
            for (int j = 0; j < K; j++)
                mom[i * K + j] += v[i] * v[j];
    }
    return K;
}

/* The first-player advantage's interval on a few games. Expected limits from an
 * independent python3 implementation of the same formulas (Wilson limits per position;
 * MOVER: est -+ sqrt(sum d_k^2 + 2 sum r_kl d_k d_l) with r_kl the sign(c_k c_l) phi,
 * continuity-corrected by n / 2 towards 0 where negative). */
Test(balance, first_player_interval_by_hand)
{
    int64_t mom[MOM_MAX * MOM_MAX];
    double e, lo, hi;
    struct {
        int P, n;
        unsigned games[4];
        double est, lo, hi;
    } cases[] = {
        /* one winner per game, 4 players: position 1 won 2 of 4: Wilson(2, 4) - 1/4
         * (the delta method gave [-0.316, +0.816], beyond the maximum 0.75) */
        {4, 4, {1, 1, 2, 4}, 0.25, -0.0999610108, 0.5999610108},
        /* 3 players, position 1 won 2, position 2 won 1, one draw: MOVER */
        {3, 4, {1, 1, 2, 0}, 0.25, -0.1293236723, 0.5282648316},
        /* teams of positions 1+3 and 2+4: 1+3 won twice, 2+4 once, one draw: MOVER
         * with positive correlations of team mates */
        {4, 4, {5, 5, 10, 0}, 0.125, -0.2899182313, 0.4332274494},
        /* degenerate: no winner in any of 4 games of 3 players */
        {3, 4, {0, 0, 0, 0}, 0.0, -0.2309367550, 0.3265938910},
        /* degenerate: position 1 won all 4 games of 4 players: Wilson(4, 4) - 1/4 */
        {4, 4, {1, 1, 1, 1}, 0.75, 0.2601091635, 0.75},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        int P = cases[i].P, K = fpa_mom(P, cases[i].games, cases[i].n, mom);
        cr_assert(fpa_interval(mom, K, P, Z95, &e, &lo, &hi));
        cr_assert(fabs(e - cases[i].est) < 1e-9 && fabs(lo - cases[i].lo) < 1e-9 &&
                      fabs(hi - cases[i].hi) < 1e-9,
                  "case %zu: %.10f [%.10f, %.10f]", i, e, lo, hi);
        /* finite and feasible: with at most one winner per game the advantage lies in
         * [-1/P, 1 - 1/P]; with teams of two in [-1/2, 1/2] */
        cr_assert(isfinite(lo) && isfinite(hi) && lo <= e && e <= hi);
        double floor = i == 2 ? -0.5 : -1.0 / P;
        cr_assert(lo >= floor - 1e-12 && hi <= 1 - 1.0 / P + 1e-12, "case %zu", i);
    }
    /* no decided game: no interval */
    mom[0] = 0;
    cr_assert_not(fpa_interval(mom, 7, 3, Z95, &e, &lo, &hi));
}

/* With two players the first-player interval is Newcombe's method 10 for p_1 - p_2,
 * halved: one winner per game, draws, shared wins, and one position winning all. */
Test(balance, first_player_interval_two_players_is_newcombe_halved)
{
    int64_t mom[MOM_MAX * MOM_MAX];
    /* per game: 1 position 1 won, 2 position 2, 3 both, 0 neither */
    static const unsigned sets[][12] = {
        {1, 1, 1, 2, 1, 2, 1, 1, 1, 1, 2, 1},
        {1, 1, 1, 0, 1, 2, 0, 1, 1, 1, 2, 1},
        {3, 3, 1, 0, 1, 2, 0, 3, 1, 3, 2, 1},
        {3, 3, 3, 3, 3, 3, 1, 3, 3, 3, 3, 3},
        {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
        {2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2},
    };
    for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++)
        for (int n = 1; n <= 12; n++) {
            int K = fpa_mom(2, sets[i], n, mom);
            int64_t a = 0, b = 0, c = 0;
            for (int g = 0; g < n; g++) {
                a += sets[i][g] == 3;
                b += sets[i][g] == 1;
                c += sets[i][g] == 2;
            }
            double e, lo, hi, d, nlo, nhi;
            cr_assert(fpa_interval(mom, K, 2, Z95, &e, &lo, &hi));
            newcombe_paired(a, b, c, n - a - b - c, Z95, &d, &nlo, &nhi);
            cr_assert(fabs(e - d / 2) < 1e-12 && fabs(lo - nlo / 2) < 1e-12 &&
                          fabs(hi - nhi / 2) < 1e-12,
                      "set %zu, %d games: %f [%f, %f] against %f [%f, %f]", i, n, e, lo, hi,
                      d / 2, nlo / 2, nhi / 2);
        }
}

/* Sums of v v' over games here (ms), in the baseline (m0) and of v w' (cross), from
 * per-game vectors v (here) and w (baseline) of K entries, for n games. */
static void mom_games(int K, int n, const int *v, const int *w, int64_t *ms, int64_t *m0,
                      int64_t *cross)
{
    memset(ms, 0, sizeof(int64_t) * K * K);
    memset(m0, 0, sizeof(int64_t) * K * K);
    memset(cross, 0, sizeof(int64_t) * K * K);
    for (int g = 0; g < n; g++)
        for (int i = 0; i < K; i++)
            for (int j = 0; j < K; j++) {
                ms[i * K + j] += v[g * K + i] * v[g * K + j];
                m0[i * K + j] += w[g * K + i] * w[g * K + j];
                cross[i * K + j] += v[g * K + i] * w[g * K + j];
            }
}

#define NEAR(x, y) (fabs((x) - (y)) < 1e-9)

/* The skill gap when an agent plays several seats: its rate is the share of its seats
 * it won, with a Wilson interval on the effective number of trials (between the games
 * and the seat-games, from the variance over games; the games at 0 and 1), combined
 * with the other agent's by MOVER (the delta method gave 100.0 [100.0, 100.0] when one
 * agent won every game). 3 seats: agent 0 in two of them, agent 1 in one; per game the
 * wins of each agent. Expected figures from an independent python3 computation on the
 * per-game shares, not on the tallies (Wilson with n_eff = p (1 - p) / var(mean)
 * clipped to [n, 2n], MOVER with the residual correlation lowered by 1/2 when
 * positive, Newcombe's method 10 for two 0/1 counts). */
Test(balance, skill_gap_of_an_agent_in_several_seats_by_hand)
{
    enum { P = 3, K = 1 + 2 * P + 2, A0 = 1 + 2 * P, A1 = A0 + 1, G = 8 };
    static const struct {
        int n, x0[G], x1[G];
        double v, lo, hi;
    } cases[] = {
        /* agent 1 won all 4 games: the share 0 of agent 0 on its 4 games */
        {4, {0, 0, 0, 0}, {1, 1, 1, 1}, 1.0, 0.3071897350, 1.0},
        /* a shared win of agent 0's two seats in game 3 */
        {6, {1, 0, 2, 1, 0, 1}, {0, 1, 0, 0, 1, 0}, 0.0833333333, 0.0, 0.5819159831},
        /* one winner in each of 8 games */
        {8, {1, 1, 0, 1, 0, 0, 1, 1}, {0, 0, 1, 0, 1, 1, 0, 0}, 0.0625, 0.0, 0.5526111668},
    };
    double c[2][MOM_MAX] = {{0}};
    c[0][A0] = 0.5;
    c[1][A1] = 1;
    int v[G * K];
    int64_t ms[K * K], m0[K * K], cr[K * K];
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        memset(v, 0, sizeof v);
        for (int g = 0; g < cases[i].n; g++) {
            v[g * K] = 1;
            v[g * K + A0] = cases[i].x0[g];
            v[g * K + A1] = cases[i].x1[g];
        }
        mom_games(K, cases[i].n, v, v, ms, m0, cr);
        figure_t f;
        mom_range(ms, NULL, NULL, K, (const double(*)[MOM_MAX])c, 2, &f);
        cr_assert(f.ok && NEAR(f.v, cases[i].v) && NEAR(f.lo, cases[i].lo) &&
                      NEAR(f.hi, cases[i].hi),
                  "case %zu: %.10f [%.10f, %.10f]", i, f.v, f.lo, f.hi);
        /* against an identical baseline: no discordant game, yet not a point */
        mom_range(ms, m0, cr, K, (const double(*)[MOM_MAX])c, 2, &f);
        cr_assert(f.has_delta && f.d == 0 && f.dlo < -0.1 && f.dhi > 0.1 && f.dlo >= -1 &&
                      f.dhi <= 1,
                  "case %zu: change %f [%f, %f]", i, f.d, f.dlo, f.dhi);
        if (i == 0)
            cr_assert(NEAR(f.dlo, -0.8328988688) && NEAR(f.dhi, 0.8328988688), "%.10f %.10f",
                      f.dlo, f.dhi);
    }
    /* the item's own interval: agent 0 won no seat in 4 games: Wilson(0, 4) */
    double p, lo, hi, wl, wh;
    memset(v, 0, sizeof v);
    for (int g = 0; g < 4; g++)
        v[g * K] = 1, v[g * K + A1] = 1;
    mom_games(K, 4, v, v, ms, m0, cr);
    cr_assert(item_interval(ms, K, A0, 0.5, Z95, &p, &lo, &hi));
    wilson95(0, 4, &wl, &wh);
    cr_assert(p == 0 && lo == 0 && NEAR(hi, wh), "%f [%f, %f]", p, lo, hi);
    /* the change of case 2 against a baseline of the same 6 games */
    static const int b0[6] = {1, 1, 0, 1, 0, 1}, b1[6] = {0, 0, 1, 0, 1, 0};
    int w[G * K];
    memset(v, 0, sizeof v);
    memset(w, 0, sizeof w);
    for (int g = 0; g < 6; g++) {
        v[g * K] = w[g * K] = 1;
        v[g * K + A0] = cases[1].x0[g];
        v[g * K + A1] = cases[1].x1[g];
        w[g * K + A0] = b0[g];
        w[g * K + A1] = b1[g];
    }
    mom_games(K, 6, v, w, ms, m0, cr);
    figure_t f;
    mom_range(ms, m0, cr, K, (const double(*)[MOM_MAX])c, 2, &f);
    cr_assert(f.has_delta && NEAR(f.d, 0.0833333333) && NEAR(f.dlo, -0.6403230761) &&
                  NEAR(f.dhi, 0.6465466301),
              "%.10f [%.10f, %.10f]", f.d, f.dlo, f.dhi);
}

/* The paired change of a spread: MOVER on each pair's difference here and in the
 * baseline (Newcombe's method 10 at the Bonferroni level) with their correlation game
 * by game, projected as before, and kept inside what the two spreads' intervals allow
 * (the pair changes by the delta method gave [-1.836, +1.836] at 4 games, beyond
 * [-1, 1], and a point where no game differed). The correlation of a pair's
 * difference here and in the baseline is lowered by 2 (Newcombe's 1/2 on the scale of
 * a difference of two 0/1 counts, which spans -1 to 1). Expected figures from the same
 * python3 reference. */
Test(balance, spread_change_by_hand)
{
    enum { P = 2, K = 1 + P };
    double c[2][MOM_MAX] = {{0}};
    c[0][mom_seat(0)] = 1;
    c[1][mom_seat(1)] = 1;
    static const int here[4] = {1, 1, 1, 0}, there[4] = {1, 1, 0, 0};
    int v[4 * K], w[4 * K];
    int64_t ms[K * K], m0[K * K], cr[K * K];
    for (int g = 0; g < 4; g++) {
        v[g * K] = w[g * K] = 1;
        v[g * K + 1] = here[g], v[g * K + 2] = !here[g];
        w[g * K + 1] = there[g], w[g * K + 2] = !there[g];
    }
    figure_t f;
    mom_games(K, 4, v, w, ms, m0, cr);
    mom_range(ms, m0, cr, K, (const double(*)[MOM_MAX])c, 2, &f);
    cr_assert(f.has_delta && NEAR(f.d, 0.5) && NEAR(f.dlo, -0.7674297611) &&
                  NEAR(f.dhi, 0.9324552096),
              "%.10f [%.10f, %.10f]", f.d, f.dlo, f.dhi);
    /* the same 4 games in both: no discordant game, not a point */
    mom_games(K, 4, v, v, ms, m0, cr);
    mom_range(ms, m0, cr, K, (const double(*)[MOM_MAX])c, 2, &f);
    cr_assert(f.has_delta && f.d == 0 && NEAR(f.dlo, -0.9324552096) &&
                  NEAR(f.dhi, 0.9324552096),
              "%.10f [%.10f, %.10f]", f.d, f.dlo, f.dhi);
    /* 3 seats, one winner per game, the same 6 games in both */
    enum { K3 = 4 };
    static const int won[6] = {0, 1, 2, 0, 0, 1};
    int u[6 * K3] = {0};
    int64_t ms3[K3 * K3], m03[K3 * K3], cr3[K3 * K3];
    for (int g = 0; g < 6; g++)
        u[g * K3] = 1, u[g * K3 + 1 + won[g]] = 1;
    double c3[3][MOM_MAX] = {{0}};
    for (int k = 0; k < 3; k++)
        c3[k][mom_seat(k)] = 1;
    mom_games(K3, 6, u, u, ms3, m03, cr3);
    mom_range(ms3, m03, cr3, K3, (const double(*)[MOM_MAX])c3, 3, &f);
    cr_assert(f.has_delta && f.d == 0 && NEAR(f.dlo, -0.7205560874) &&
                  NEAR(f.dhi, 0.7205560874),
              "%.10f [%.10f, %.10f]", f.d, f.dlo, f.dhi);
}

/* The paired change of the first-player advantage: MOVER on the two settings' score
 * intervals with their correlation game by game. With one winner per game and three
 * players it is Newcombe's method 10 for position 1's paired rates; with two players
 * (draws and shared wins) it matches the python3 reference; and with no discordant
 * game it is not a point. */
Test(balance, first_player_change_is_newcombe_paired)
{
    int64_t ms[MOM_MAX * MOM_MAX], m0[MOM_MAX * MOM_MAX], cr[MOM_MAX * MOM_MAX];
    /* 3 players, one winner: per game the winning position here and in the baseline */
    static const int here[10] = {0, 0, 1, 2, 0, 1, 0, 2, 0, 0};
    static const int there[10] = {0, 1, 1, 2, 2, 1, 0, 2, 1, 0};
    enum { P = 3, K = 1 + 2 * P };
    for (int n = 1; n <= 10; n++)
        for (int same = 0; same < 2; same++) {
            int v[10 * K] = {0}, w[10 * K] = {0};
            int64_t a = 0, b = 0, c = 0;
            for (int g = 0; g < n; g++) {
                int x = here[g], y = same ? here[g] : there[g];
                v[g * K] = w[g * K] = 1;
                v[g * K + mom_seat(x)] = v[g * K + mom_pos(P, x)] = 1;
                w[g * K + mom_seat(y)] = w[g * K + mom_pos(P, y)] = 1;
                a += x == 0 && y == 0, b += x == 0 && y != 0, c += x != 0 && y == 0;
            }
            mom_games(K, n, v, w, ms, m0, cr);
            double d, lo, hi, nd, nlo, nhi;
            cr_assert(fpa_change(ms, m0, cr, K, P, Z95, &d, &lo, &hi));
            newcombe_paired(a, b, c, n - a - b - c, Z95, &nd, &nlo, &nhi);
            cr_assert(NEAR(d, nd) && NEAR(lo, nlo) && NEAR(hi, nhi),
                      "%d games%s: %f [%f, %f] against %f [%f, %f]", n, same ? " (same)" : "",
                      d, lo, hi, nd, nlo, nhi);
            cr_assert(lo < d && d < hi, "%d games: a point", n);
        }
    /* 2 players, per game 1 position 1 won, 2 position 2, 3 both, 0 neither */
    static const unsigned h2[8] = {1, 1, 3, 0, 2, 1, 1, 2}, b2[8] = {1, 2, 3, 0, 2, 1, 2, 2};
    int K2 = fpa_mom(2, h2, 8, ms);
    fpa_mom(2, b2, 8, m0);
    int v[8 * 5] = {0}, w[8 * 5] = {0};
    for (int g = 0; g < 8; g++) {
        v[g * K2] = w[g * K2] = 1;
        for (int k = 0; k < 2; k++) {
            v[g * K2 + mom_seat(k)] = v[g * K2 + mom_pos(2, k)] = (h2[g] >> k) & 1;
            w[g * K2 + mom_seat(k)] = w[g * K2 + mom_pos(2, k)] = (b2[g] >> k) & 1;
        }
    }
    mom_games(K2, 8, v, w, ms, m0, cr);
    double d, lo, hi;
    cr_assert(fpa_change(ms, m0, cr, K2, 2, Z95, &d, &lo, &hi));
    cr_assert(NEAR(d, 0.25) && NEAR(lo, -0.1186469288) && NEAR(hi, 0.5249985314),
              "%.10f [%.10f, %.10f]", d, lo, hi);
    mom_games(K2, 8, v, v, ms, m0, cr);
    cr_assert(fpa_change(ms, m0, cr, K2, 2, Z95, &d, &lo, &hi));
    cr_assert(d == 0 && NEAR(lo, -0.2130128116) && NEAR(hi, 0.2130128116), "%.10f [%.10f, %.10f]",
              d, lo, hi);
}

/* ---- game metrics (--metrics) on a scripted game ---- */

/* Script: two seats alternate for 64 moves, with 1 legal move on even moves and 3 on
 * odd ones (branching factor 2); evaluate() puts ahead the seat the script names for
 * each stretch of 16 moves; seat 2 wins. Script 1: seat 2, 1, 2, 2 (two lead changes,
 * seat 2 leads for good from move 32: decisiveness 0.5, ahead at the midpoint: no
 * comeback). Script 2: seat 1, 1, 1, 2 (one change, 48 / 64 = 0.75, behind at move 32:
 * a comeback). Metric samples are taken every 8 * 2 = 16 moves. */
typedef struct scr_rules {
    int32_t script;
} scr_rules_t;
typedef struct scr_state {
    int32_t move, script;
} scr_state_t;
static const rule_param_t scr_params[] = {
    {"script", RULE_INT, offsetof(scr_rules_t, script), 1, 1, 2, NULL, "which script", NULL},
    {NULL, 0, 0, 0, 0, 0, NULL, NULL, NULL},
};
static const int scr_leader[3][4] = {{0}, {1, 0, 1, 1}, {0, 0, 0, 1}};
static void scr_setup(void *st, const void *rules, int players, rng_t *rng)
{
    (void)players, (void)rng;
    scr_state_t *s = st;
    s->move = 0;
    s->script = ((const scr_rules_t *)rules)->script;
}
static int scr_to_move(const void *st)
{
    const scr_state_t *s = st;
    return s->move >= 64 ? -1 : s->move % 2;
}
static int scr_legal(const void *st, move_t *out)
{
    const scr_state_t *s = st;
    int n = s->move % 2 ? 3 : 1;
    for (int k = 0; k < n; k++)
        out[k] = (move_t)k;
    return n;
}
static void scr_apply(void *st, move_t m, rng_t *rng)
{
    (void)m, (void)rng;
    ((scr_state_t *)st)->move++;
}
static void scr_outcome(const void *st, outcome_t *o)
{
    (void)st;
    o->result[0] = RESULT_LOSS;
    o->result[1] = RESULT_WIN;
    o->turns = 64;
    o->rounds = 32;
}
static double scr_evaluate(const void *st, int seat)
{
    const scr_state_t *s = st;
    return seat == scr_leader[s->script][s->move / 16] ? 0.9 : 0.1;
}
static const game_t script_game = {
    .id = "script", .name = "script (tests only)", .min_players = 2, .max_players = 2,
    .max_moves = 3, .state_size = sizeof(scr_state_t), .rules_size = sizeof(scr_rules_t),
    .params = scr_params, .setup = scr_setup, .to_move = scr_to_move, .legal_moves = scr_legal,
    .apply = scr_apply, .outcome = scr_outcome, .determinize = toy_determinize,
    .evaluate = scr_evaluate, .describe_move = toy_describe, .state_json = toy_json,
};

Test(metrics, scripted_games_give_the_scripted_metrics)
{
    scr_rules_t r1 = {1}, r2 = {2};
    const void *settings[2] = {&r1, &r2};
    agent_cfg_t agents[2];
    make_agents(agents, 2);
    run_spec_t spec = {.game = &script_game, .players = 2, .nsettings = 2, .rules = settings,
                       .agents = agents, .games = 100, .seed = 5, .threads = 2, .metrics = 1};
    run_result_t res;
    char err[256];
    cr_assert_eq(run_games(&spec, &res, err, sizeof err), 0, "%s", err);
    report_info_t info = {.game = &script_game, .players = 2, .seed = 5, .games = 100,
                          .agents = agents, .rules_text = "", .metrics = 1, .skill_axis = -1};
    report_t rep;
    cr_assert_eq(report_build(&rep, &info, &res, err, sizeof err), 0, "%s", err);
    const double want[2][MET_N] = {{2, 0.5, 2, 0, 0, 0}, {2, 0.75, 1, 1, 0, 0}};
    const char *names[MET_N] = {"branching", "decisiveness", "lead changes", "comeback",
                                "drawishness", "capped"};
    for (int s = 0; s < 2; s++)
        for (int k = 0; k < MET_N; k++) {
            const figure_t *m = &rep.balance[s].m[k];
            cr_assert(m->ok, "script %d %s", s + 1, names[k]);
            cr_assert(fabs(m->v - want[s][k]) < 1e-9, "script %d %s: %f, want %f", s + 1,
                      names[k], m->v, want[s][k]);
            cr_assert(m->lo <= m->v && m->v <= m->hi);
        }
    report_free(&rep);
    run_result_free(&res);
    /* without --metrics nothing is measured */
    spec.metrics = 0;
    cr_assert_eq(run_games(&spec, &res, err, sizeof err), 0, "%s", err);
    cr_assert_eq(res.set[0].m.games, 0);
    run_result_free(&res);
}

/* ---- sweeps ---- */

static int build_sweep(sweep_t *sw, const char *const *args, int nargs, const char *baseline,
                       const char *agent_list)
{
    static agent_cfg_t agents[MAX_SEATS];
    char buf[256], err[256];
    snprintf(buf, sizeof buf, "%s", agent_list);
    int n = 0;
    for (char *save = NULL, *tok = strtok_r(buf, ",", &save); tok;
         tok = strtok_r(NULL, ",", &save))
        cr_assert_eq(agent_spec_parse(tok, &agents[n++], err, sizeof err), 0, "%s", err);
    toy_rules_t r = toy_defaults();
    return sweep_build(sw, &toy_game, &r, n, agents, args, nargs, baseline);
}

/* Values equal once parsed are one value given twice; --baseline values that
 * contradict each other are refused; both exit 2 (issue 12 item 7). */
Test(sweep, equal_values_and_conflicting_baselines_are_refused)
{
    sweep_t sw;
    const char *dup[] = {"target=5,05"};
    cr_assert_eq(build_sweep(&sw, dup, 1, NULL, "random,random"), 2);
    sweep_free(&sw);
    const char *dup3[] = {"target=3,7,+3"};
    cr_assert_eq(build_sweep(&sw, dup3, 1, NULL, "random,random"), 2);
    sweep_free(&sw);
    const char *dup_agent[] = {"agent1.iters=10,1e1"};
    cr_assert_eq(build_sweep(&sw, dup_agent, 1, NULL, "mcts,random"), 2);
    sweep_free(&sw);
    const char *ok[] = {"target=5,6", "turn_cap=100,200"};
    cr_assert_eq(build_sweep(&sw, ok, 2, "target=5,target=6", "random,random"), 2,
                 "two baseline values for one key");
    sweep_free(&sw);
    cr_assert_eq(build_sweep(&sw, ok, 2, "target=6,target=06", "random,random"), 0,
                 "the same value twice is no conflict");
    cr_assert_eq(sw.baseline, 1 * 2 + 0, "target=6 turn_cap=100");
    sweep_free(&sw);
    cr_assert_eq(build_sweep(&sw, ok, 2, "target=07", "random,random"), 2);
    sweep_free(&sw);
    cr_assert_eq(build_sweep(&sw, ok, 2, "draw_at=1", "random,random"), 2);
    sweep_free(&sw);
}

/* Settings are numbered in value order (first axis slowest); the default baseline is
 * the value written first, wherever it sorts. */
Test(sweep, settings_in_value_order_with_the_first_written_value_as_baseline)
{
    sweep_t sw;
    const char *args[] = {"target=10,3,5", "turn_cap=200,100"};
    cr_assert_eq(build_sweep(&sw, args, 2, NULL, "random,random"), 0);
    cr_assert_eq(sw.nsettings, 6);
    const char *want[6][2] = {{"3", "100"}, {"3", "200"}, {"5", "100"},
                              {"5", "200"}, {"10", "100"}, {"10", "200"}};
    for (int s = 0; s < 6; s++)
        for (int k = 0; k < 2; k++)
            cr_assert_str_eq(sw.values[s * 2 + k], want[s][k], "setting %d key %d", s, k);
    cr_assert_eq(sw.baseline, 5, "target=10 turn_cap=200 is the baseline");
    const toy_rules_t *r = sw.setting[5];
    cr_assert(r->target == 10 && r->turn_cap == 200);
    sweep_free(&sw);
}

/* Agent settings by slot (agent1.iters) or by name (mcts.iters), and keys moved
 * together (K1+K2=A1+A2,...). */
Test(sweep, agent_settings_and_keys_moved_together)
{
    sweep_t sw;
    const char *slot[] = {"agent2.iters=25,100"};
    cr_assert_eq(build_sweep(&sw, slot, 1, NULL, "greedy,mcts:iters=400:c=0.5"), 0);
    cr_assert_not_null(sw.agents);
    cr_assert_str_eq(sw.agents[0 * 2 + 1].spec, "mcts:iters=25:c=0.5");
    cr_assert_str_eq(sw.agents[1 * 2 + 1].spec, "mcts:iters=100:c=0.5");
    cr_assert_str_eq(sw.agents[1 * 2 + 0].spec, "greedy");
    cr_assert_eq(agent_cfg_get(&sw.agents[1 * 2 + 1], "iters"), 100);
    cr_assert_eq(sw.skill_key, 0);
    sweep_free(&sw);
    const char *name[] = {"mcts.iters=50,20"};
    cr_assert_eq(build_sweep(&sw, name, 1, NULL, "mcts,random,mcts"), 0);
    cr_assert_str_eq(sw.agents[0 * 3 + 0].spec, "mcts:iters=20");
    cr_assert_str_eq(sw.agents[0 * 3 + 2].spec, "mcts:iters=20");
    cr_assert_str_eq(sw.agents[0 * 3 + 1].spec, "random");
    cr_assert_eq(sw.baseline, 1, "iters=50 was written first");
    sweep_free(&sw);
    const char *bad[][1] = {{"agent3.iters=1,2"}, {"greedy.iters=1,2"}, {"mcts.nosuch=1,2"},
                            {"agent1.iters=0,5"}};
    for (int i = 0; i < 4; i++) {
        cr_assert_eq(build_sweep(&sw, bad[i], 1, NULL, "mcts,greedy"), 2, "%s", bad[i][0]);
        sweep_free(&sw);
    }
    const char *zip[] = {"target+turn_cap=5+100,3+300"};
    cr_assert_eq(build_sweep(&sw, zip, 1, "turn_cap=100", "random,random"), 0);
    cr_assert_eq(sw.nsettings, 2);
    cr_assert_eq(sw.nkeys, 2);
    const toy_rules_t *r0 = sw.setting[0], *r1 = sw.setting[1];
    cr_assert(r0->target == 3 && r0->turn_cap == 300 && r1->target == 5 && r1->turn_cap == 100);
    cr_assert_eq(sw.baseline, 1);
    sweep_free(&sw);
    const char *plus[] = {"target=+3,4"}; /* one key: "+3" is a value, the number 3 */
    cr_assert_eq(build_sweep(&sw, plus, 1, NULL, "random,random"), 0);
    cr_assert_eq(((const toy_rules_t *)sw.setting[0])->target, 3);
    sweep_free(&sw);
    const char *zip_bad[] = {"target+turn_cap=5+100,3"};
    cr_assert_eq(build_sweep(&sw, zip_bad, 1, NULL, "random,random"), 2);
    sweep_free(&sw);
    cr_assert_eq(build_sweep(&sw, zip, 1, "target=5,turn_cap=300", "random,random"), 2,
                 "keys moved together must pick one value");
    sweep_free(&sw);
}

/* Seats that differ by deck name their deck (the lineup), by the file's base name;
 * every file given as input is listed with its content hash, and the game's data
 * folder too. Dinn takes decks. */
Test(sweep, lineups_and_inputs_name_the_files)
{
    const game_t *g = game_find("dinn");
    cr_assert_not_null(g, "dinn is not registered");
    char err[512], beast[400], horror[400];
    cr_assert_eq(g->init(err, sizeof err), 0, "%s", err);
    data_path(beast, sizeof beast, "experiments/dinn/decks/camelot.txt");
    data_path(horror, sizeof horror, "experiments/dinn/decks/infernal.txt");
    static options_t o;
    memset(&o, 0, sizeof o);
    snprintf(o.rules[0].key, sizeof o.rules[0].key, "deck1");
    snprintf(o.rules[0].val, sizeof o.rules[0].val, "%s", beast);
    snprintf(o.rules[0].where, sizeof o.rules[0].where, "--deck %s", beast);
    o.nrules = 1;
    void *rules = calloc(1, g->rules_size);
    rules_defaults(g, rules);
    cr_assert_eq(rules_set(g, rules, "deck1", beast, err, sizeof err), 0, "%s", err);
    agent_cfg_t agents[2];
    cr_assert_eq(agent_spec_parse("greedy", &agents[0], err, sizeof err), 0);
    cr_assert_eq(agent_spec_parse("greedy", &agents[1], err, sizeof err), 0);
    char axis[900];
    snprintf(axis, sizeof axis, "deck2=%s,%s", horror, beast);
    const char *args[] = {axis};
    sweep_t sw;
    cr_assert_eq(sweep_build(&sw, g, rules, 2, agents, args, 1, NULL), 0);
    cr_assert_eq(sweep_describe(&sw, g, 2, &o), 0);
    /* value order: camelot before infernal; the baseline is infernal, written first */
    cr_assert_str_eq(sw.values[0], "camelot");
    cr_assert_str_eq(sw.values[1], "infernal");
    cr_assert_eq(sw.baseline, 1);
    cr_assert_not_null(sw.lineup, "the seats' decks differ in one setting");
    cr_assert_str_eq(sw.lineup[0 * 2 + 0], "camelot");
    cr_assert_str_eq(sw.lineup[0 * 2 + 1], "camelot");
    cr_assert_str_eq(sw.lineup[1 * 2 + 1], "infernal");
    char hash[17];
    cr_assert_eq(file_hash(beast, hash), 0);
    char want[64];
    snprintf(want, sizeof want, "deck1=camelot@%s", hash);
    cr_assert_not_null(strstr(sw.inputs, want), "%s", sw.inputs);
    cr_assert_not_null(strstr(sw.inputs, "deck2=infernal@"), "%s", sw.inputs);
    cr_assert_eq(strncmp(sw.inputs, "data=dinn@", 10), 0, "%s", sw.inputs);
    sweep_free(&sw);
    free(rules);
}

/* Team rows only when some team has two seats or more in the run: a team() that puts
 * every seat alone writes none. */
Test(report, team_rows_only_with_teams_of_two_or_more)
{
    toy_rules_t rules = toy_defaults();
    agent_cfg_t agents[4];
    make_agents(agents, 4);
    const void *settings[1] = {&rules};
    char err[256];
    game_t g = toy_game;
    g.team = toy_alone_team;
    run_spec_t spec = {.game = &g, .players = 4, .nsettings = 1, .rules = settings,
                       .agents = agents, .games = 40, .seed = 3, .threads = 1};
    run_result_t res;
    cr_assert_eq(run_games(&spec, &res, err, sizeof err), 0, "%s", err);
    report_info_t info = {.game = &g, .players = 4, .seed = 3, .games = 40, .agents = agents,
                          .rules_text = "", .skill_axis = -1};
    report_t rep;
    cr_assert_eq(report_build(&rep, &info, &res, err, sizeof err), 0, "%s", err);
    cr_assert_null(report_find_row(&rep, 0, "all", "team1"), "no team of two");
    report_free(&rep);
    run_result_free(&res);
}

/* Formula injection (issue 12 item 12): text cells a spreadsheet would run as a
 * formula get a leading apostrophe; numbers and plain text do not. */
Test(report, formula_cells_get_an_apostrophe)
{
    cr_assert(csv_needs_guard("=1+1"));
    cr_assert(csv_needs_guard("@SUM(A1)"));
    cr_assert(csv_needs_guard("+cmd"));
    cr_assert(csv_needs_guard("-2+3"));
    cr_assert(csv_needs_guard("\t=1"));
    cr_assert(!csv_needs_guard("-5"));
    cr_assert(!csv_needs_guard("+2.5e3"));
    cr_assert(!csv_needs_guard("random"));
    cr_assert(!csv_needs_guard(""));
    toy_rules_t r0 = toy_defaults(), r1 = toy_defaults();
    r1.target = 4;
    const void *settings[2] = {&r0, &r1};
    agent_cfg_t agents[2];
    make_agents(agents, 2);
    snprintf(agents[0].spec, sizeof agents[0].spec, "=cmd|' /C calc'!A0");
    run_spec_t spec = {.game = &toy_game, .players = 2, .nsettings = 2, .rules = settings,
                       .agents = agents, .games = 20, .seed = 3, .threads = 1};
    run_result_t res;
    char err[256];
    cr_assert_eq(run_games(&spec, &res, err, sizeof err), 0, "%s", err);
    const char *values[2] = {"@x", "-y"};
    report_info_t info = {.game = &toy_game, .players = 2, .seed = 3, .games = 20,
                          .agents = agents, .rules_text = "+z", .nsweep = 1,
                          .sweep_keys = {"target"}, .sweep_values = values, .skill_axis = -1};
    size_t len;
    char *buf = write_report(&res, &info, &len);
    cr_assert_not_null(strstr(buf, ",'+z,"), "rules cell");
    cr_assert_not_null(strstr(buf, ",'=cmd|' /C calc'!A0,"), "agent cell");
    cr_assert_not_null(strstr(buf, ",'@x\r\n"), "sweep value cell");
    cr_assert_not_null(strstr(buf, ",'-y\r\n"), "sweep value cell");
    cr_assert_not_null(strstr(buf, "target=@x"), "the setting name is one text: %s", buf);
    free(buf);
    run_result_free(&res);
}

/* ---- rule tables ---- */

Test(rules, set_and_reject)
{
    toy_rules_t r = toy_defaults();
    char err[256];
    cr_assert_eq(r.target, 10);
    cr_assert_eq(rules_set(&toy_game, &r, "target", "25", err, sizeof err), 0);
    cr_assert_eq(r.target, 25);
    cr_assert_neq(rules_set(&toy_game, &r, "target", "abc", err, sizeof err), 0);
    cr_assert_not_null(strstr(err, "target"), "%s", err);
    cr_assert_neq(rules_set(&toy_game, &r, "target", "0", err, sizeof err), 0);
    cr_assert_neq(rules_set(&toy_game, &r, "target", "5x", err, sizeof err), 0);
    cr_assert_neq(rules_set(&toy_game, &r, "nosuch", "1", err, sizeof err), 0);
    cr_assert_not_null(strstr(err, "unknown rule 'nosuch'"), "%s", err);
    cr_assert_eq(r.target, 25);
}

/* Every registered game's rule table: unique keys, a help line, the default within
 * the range, a BOOL 0..1, an ENUM with max + 1 names, a field inside the rules
 * struct, custom rules with the default text --list shows; a deck_rule names custom
 * rules deck_rule1, deck_rule2... */
Test(rules, every_registered_game_has_a_sound_rule_table)
{
    cr_assert_not_null(game_registry[0], "no game is registered");
    for (int gi = 0; game_registry[gi]; gi++) {
        const game_t *g = game_registry[gi];
        cr_assert_not_null(g->params, "%s has no rule table", g->id);
        for (const rule_param_t *p = g->params; p->key; p++) {
            const char *id = g->id, *key = p->key;
            cr_assert(p->key[0], "%s: a rule without a key", id);
            for (const rule_param_t *q = g->params; q < p; q++)
                cr_assert(strcmp(q->key, p->key) != 0, "%s: rule %s listed twice", id, key);
            cr_assert(p->help && p->help[0], "%s: rule %s has no help", id, key);
            switch (p->type) {
            case RULE_INT:
                cr_assert(p->min <= p->def && p->def <= p->max, "%s: %s = %d outside %d..%d",
                          id, key, (int)p->def, (int)p->min, (int)p->max);
                break;
            case RULE_BOOL:
                cr_assert(p->min == 0 && p->max == 1 && (p->def == 0 || p->def == 1),
                          "%s: boolean %s is not 0..1", id, key);
                break;
            case RULE_ENUM: {
                cr_assert_not_null(p->names, "%s: choice %s has no names", id, key);
                int n = 0;
                while (p->names[n])
                    n++;
                cr_assert(p->min == 0 && p->max == n - 1, "%s: choice %s has %d names for "
                          "%d..%d", id, key, n, (int)p->min, (int)p->max);
                cr_assert(p->def >= 0 && p->def < n, "%s: choice %s defaults to %d of %d", id,
                          key, (int)p->def, n);
                break;
            }
            case RULE_CUSTOM:
                cr_assert(p->def_text && p->def_text[0], "%s: custom rule %s shows no "
                          "default", id, key);
                cr_assert_not_null(g->rules_set, "%s: custom rule %s but no rules_set", id,
                                   key);
                break;
            default:
                cr_assert_fail("%s: rule %s has type %d", id, key, (int)p->type);
            }
            if (p->type != RULE_CUSTOM)
                cr_assert_leq(p->offset + sizeof(int32_t), g->rules_size,
                              "%s: rule %s lies outside the rules struct", id, key);
        }
        if (g->deck_rule) {
            char key[64];
            snprintf(key, sizeof key, "%s1", g->deck_rule);
            const rule_param_t *p = rules_find(g, key);
            cr_assert(p && p->type == RULE_CUSTOM, "%s: deck_rule %s but no custom rule %s",
                      g->id, g->deck_rule, key);
        }
    }
}

/* ---- agent settings ---- */

static const agent_param_t demo_params[] = {
    {"iters", 100, 1, 1000, 1, "iterations"},
    {"c", 0.7, 0, 10, 0, "exploration"},
    {NULL, 0, 0, 0, 0, NULL},
};
static const agent_type_t demo_type = {.name = "demo", .params = demo_params};

Test(agents, settings_parse_and_errors)
{
    agent_cfg_t cfg;
    char err[256];
    cr_assert_eq(agent_cfg_parse(&demo_type, "demo:iters=400:c=1.5", "iters=400:c=1.5", &cfg,
                                 err, sizeof err),
                 0, "%s", err);
    cr_assert_eq(agent_cfg_get(&cfg, "iters"), 400);
    cr_assert_eq(agent_cfg_get(&cfg, "c"), 1.5);
    cr_assert_str_eq(cfg.spec, "demo:iters=400:c=1.5");
    cr_assert_eq(agent_cfg_parse(&demo_type, "demo", "", &cfg, err, sizeof err), 0);
    cr_assert_eq(agent_cfg_get(&cfg, "iters"), 100);
    cr_assert_neq(agent_cfg_parse(&demo_type, "demo:x=1", "x=1", &cfg, err, sizeof err), 0);
    cr_assert_not_null(strstr(err, "unknown setting 'x'"), "%s", err);
    cr_assert_neq(agent_cfg_parse(&demo_type, "d", "iters=1.5", &cfg, err, sizeof err), 0);
    cr_assert_neq(agent_cfg_parse(&demo_type, "d", "iters=0", &cfg, err, sizeof err), 0);
    cr_assert_neq(agent_cfg_parse(&demo_type, "d", "iters=", &cfg, err, sizeof err), 0);
    cr_assert_neq(agent_cfg_parse(&demo_type, "d", "iters", &cfg, err, sizeof err), 0);
    cr_assert_neq(agent_cfg_parse(&demo_type, "d", "c=nan", &cfg, err, sizeof err), 0);
    cr_assert_neq(agent_spec_parse("nosuchagent", &cfg, err, sizeof err), 0);
    cr_assert_not_null(strstr(err, "unknown agent 'nosuchagent'"), "%s", err);
}

/* ---- data files ---- */

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs(text, f);
    fclose(f);
}

Test(data, csv_table_reads_quoted_fields_and_names_lines)
{
    const char *path = "/tmp/sim_test_table.csv";
    write_file(path, "name,power,text\nAlpha,3,\"hits, hard\"\n\nBeta, 5 ,\"says \"\"hi\"\"\"\n");
    csv_table_t t;
    char err[256];
    cr_assert_eq(csv_table_load(&t, path, err, sizeof err), 0, "%s", err);
    cr_assert_eq(t.nrows, 2);
    cr_assert_eq(t.ncols, 3);
    cr_assert_str_eq(csv_table_cell(&t, 0, 2), "hits, hard");
    cr_assert_str_eq(csv_table_cell(&t, 1, 2), "says \"hi\"");
    cr_assert_eq(t.line[1], 4);
    long v;
    cr_assert_eq(csv_table_int(&t, 1, 1, 0, 9, &v, err, sizeof err), 0);
    cr_assert_eq(v, 5);
    cr_assert_neq(csv_table_int(&t, 1, 1, 0, 4, &v, err, sizeof err), 0);
    cr_assert_str_eq(err, "/tmp/sim_test_table.csv:4: field 'power': expected an integer from 0 "
                          "to 4, got '5'");
    cr_assert_eq(csv_table_need(&t, "hearts", err, sizeof err), -1);
    cr_assert_not_null(strstr(err, "missing column 'hearts'"));
    csv_table_free(&t);

    write_file(path, "a,b\n1,2\n3,4,5\n");
    cr_assert_neq(csv_table_load(&t, path, err, sizeof err), 0);
    cr_assert_not_null(strstr(err, ":3: more fields"), "%s", err);
    cr_assert_neq(csv_table_load(&t, "/tmp/no/such/file.csv", err, sizeof err), 0);
    cr_assert_not_null(strstr(err, "cannot open"), "%s", err);
    unlink(path);
}

/* ---- the toy game passes the battery (the battery itself works) ---- */

Test(battery, toy_game)
{
    toy_rules_t r = toy_defaults();
    battery_stats_t bs = battery_play(&toy_game, &r, 3, 2000, 9, 10000, NULL, NULL);
    cr_assert_eq(bs.games, 2000);
    cr_assert_eq(bs.wins[0] + bs.wins[1] + bs.wins[2], 2000);
    battery_reproducible(&toy_game, &r, 2, 9);
}

/* ---- through the program ---- */

/* An agent sweep with --metrics through simulate: the skill-depth table in the
 * summary, the metric columns filled, the swept key last. */
Test(program, agent_sweep_with_metrics)
{
    const char *out = "/tmp/sim_test_engine_metrics.csv";
    char cmd[1024], line[4096];
    snprintf(cmd, sizeof cmd, "%s --game dnup --agents mcts:iters=8,random -n 60 --metrics "
             "--sweep agent1.iters=4,8 --threads 2 --out %s 2>&1", SIMULATE_BIN, out);
    FILE *p = popen(cmd, "r");
    cr_assert_not_null(p);
    int depth = 0, metrics = 0;
    while (fgets(line, sizeof line, p)) {
        depth |= strstr(line, "skill depth (agent1.iters)") != NULL;
        metrics |= strncmp(line, "metrics: branching factor", 25) == 0;
    }
    cr_assert_eq(pclose(p), 0);
    cr_assert(depth, "no skill depth table");
    cr_assert(metrics, "no metrics line");
    FILE *f = fopen(out, "r");
    cr_assert_not_null(f);
    cr_assert_not_null(fgets(line, sizeof line, f));
    cr_assert_not_null(strstr(line, ",capped_games_high,agent1.iters\r\n"), "%s", line);
    cr_assert_not_null(fgets(line, sizeof line, f));
    cr_assert_not_null(strstr(line, ",mcts:iters=4,1,all,"), "settings in value order: %s",
                       line);
    fclose(f);
    unlink(out);
}

/* Status lines never land inside the summary: with stdout and stderr sent to one file
 * (stdout then fully buffered), "wrote FILE" is the last line. */
Test(program, status_lines_come_after_the_summary)
{
    const char *out = "/tmp/sim_test_engine_status.csv", *log = "/tmp/sim_test_engine_status.log";
    char cmd[1024], line[4096], last[4096] = "";
    snprintf(cmd, sizeof cmd, "%s --game dnup --agents random,greedy,random -n 60 --sweep "
             "turn_cap=30,40,50,60,70 --threads 1 --out %s > %s 2>&1", SIMULATE_BIN, out, log);
    cr_assert_eq(system(cmd), 0);
    FILE *f = fopen(log, "r");
    cr_assert_not_null(f);
    int lines = 0;
    while (fgets(line, sizeof line, f)) {
        lines++;
        snprintf(last, sizeof last, "%s", line);
    }
    fclose(f);
    cr_assert_gt(lines, 50, "the summary of five settings is longer than a stdio buffer");
    cr_assert_eq(strncmp(last, "wrote ", 6), 0, "last line: %s", last);
    unlink(out);
    unlink(log);
}
