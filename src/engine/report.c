/* report.c - rows, summary table, CSV. */
#include <csv.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "report.h"

int row_win_rate(const tally_t *t, double *rate)
{
    int64_t decided = t->games - t->capped;
    if (decided <= 0)
        return 0;
    *rate = (double)t->wins / (double)decided;
    return 1;
}

/* Distinct agent specs in order of first appearance; returns their count and, per
 * agent index, its distinct id. */
static int distinct_agents(const report_info_t *info, int *id_of)
{
    int nd = 0, first[MAX_SEATS];
    for (int a = 0; a < info->players; a++) {
        id_of[a] = -1;
        for (int d = 0; d < nd; d++)
            if (strcmp(info->agents[first[d]].spec, info->agents[a].spec) == 0)
                id_of[a] = d;
        if (id_of[a] < 0) {
            first[nd] = a;
            id_of[a] = nd++;
        }
    }
    return nd;
}

static report_row_t *add_row(report_t *rep, int setting, int d, const char *agent,
                             const char *seat)
{
    report_row_t *r = &rep->rows[rep->nrows++];
    memset(r, 0, sizeof *r);
    r->setting = setting;
    r->d = d;
    snprintf(r->agent, sizeof r->agent, "%s", agent);
    snprintf(r->seat, sizeof r->seat, "%s", seat);
    return r;
}

/* Seat advantage for rows [from, from + players): rate minus the mean of the rates. */
static void seat_advantage(report_row_t *rows, int players)
{
    double sum = 0, rate = 0;
    int n = 0;
    for (int k = 0; k < players; k++)
        if (row_win_rate(&rows[k].t, &rate)) {
            sum += rate;
            n++;
        }
    if (n != players)
        return;
    for (int k = 0; k < players; k++) {
        row_win_rate(&rows[k].t, &rate);
        rows[k].adv = rate - sum / players;
        rows[k].has_adv = 1;
    }
}

static const double moves_qs[3] = {0.1, 0.5, 0.9}, rounds_qs[2] = {0.5, 0.9};

/* A row's length percentiles from its histograms (moves, rounds), each bucket
 * counted w times: the histogram the row's games make, one count per (game, seat). */
static void set_quantiles(report_row_t *r, const hist_t *h, uint64_t w)
{
    hist_quantiles(&h[RUN_LEN_MOVES], w, moves_qs, 3, r->moves_q);
    hist_quantiles(&h[RUN_LEN_ROUNDS], w, rounds_qs, 2, r->rounds_q);
}

/* Length percentiles of every row of setting s (rows [first, last)). A row over
 * agent d in seat k counts the games of each agent of d's spec in that seat, i.e.
 * the rotation groups (a - k) mod P; a row over all seats or all agents counts every
 * game the same number of times (scratch[0..1] holds the setting's games once). */
static void row_lengths(report_t *rep, int s, int first, int last, const int *id_of,
                        hist_t *scratch)
{
    const run_result_t *res = rep->res;
    const int P = rep->info->players;
    hist_t *all = scratch, *one = scratch + RUN_LEN_KINDS;
    if (res->ngroups == 1) {
        all = (hist_t *)run_lengths(res, s, 0, 0);
    } else {
        memset(all, 0, RUN_LEN_KINDS * sizeof *all);
        for (int g = 0; g < res->ngroups; g++)
            for (int k = 0; k < RUN_LEN_KINDS; k++)
                hist_merge(&all[k], run_lengths(res, s, g, k));
    }
    for (int i = first; i < last; i++) {
        report_row_t *r = &rep->rows[i];
        int agent_all = strcmp(r->agent, "all") == 0;
        int seat_all = strcmp(r->seat, "all") == 0;
        if (agent_all || seat_all || res->ngroups == 1) {
            /* every game once per seat of the row and agent of its spec */
            uint64_t w = 1;
            if (agent_all && seat_all) {
                w = (uint64_t)P;
            } else if (seat_all) {
                w = 0;
                for (int a = 0; a < P; a++)
                    w += id_of[a] == r->d;
            }
            set_quantiles(r, all, w);
            continue;
        }
        int k = atoi(r->seat) - 1;
        memset(one, 0, RUN_LEN_KINDS * sizeof *one);
        for (int a = 0; a < P; a++)
            if (id_of[a] == r->d)
                for (int kind = 0; kind < RUN_LEN_KINDS; kind++)
                    hist_merge(&one[kind], run_lengths(res, s, ((a - k) % P + P) % P, kind));
        set_quantiles(r, one, 1);
    }
}

int report_build(report_t *rep, const report_info_t *info, const run_result_t *res, char *err,
                 size_t n)
{
    memset(rep, 0, sizeof *rep);
    rep->info = info;
    rep->res = res;
    const int P = info->players, S = res->nsettings;
    int id_of[MAX_SEATS];
    int nd = distinct_agents(info, id_of);
    int per_setting = (nd + 1) * (P + 1) + (res->teams ? P : 0);
    rep->rows = calloc((size_t)S * (size_t)per_setting, sizeof *rep->rows);
    rep->balance = calloc((size_t)S, sizeof *rep->balance);
    hist_t *scratch = malloc(2 * RUN_LEN_KINDS * sizeof *scratch);
    if (!rep->rows || !rep->balance || !scratch) {
        free(scratch);
        report_free(rep);
        snprintf(err, n, "out of memory for the report");
        return 1;
    }
    char seat[16];
    for (int s = 0; s < S; s++) {
        int first = rep->nrows;
        report_balance_t *bal = &rep->balance[s];
        double best = -1, worst = 2;
        /* each distinct agent: one row per seat, then its total */
        for (int d = 0; d < nd; d++) {
            const char *spec = NULL;
            int base = rep->nrows;
            for (int k = 0; k < P; k++) {
                snprintf(seat, sizeof seat, "%d", k + 1);
                report_row_t *r = add_row(rep, s, d, "", seat);
                for (int a = 0; a < P; a++)
                    if (id_of[a] == d) {
                        spec = info->agents[a].spec;
                        tally_merge(&r->t, run_cell(res, s, a, k));
                    }
            }
            for (int k = 0; k < P; k++)
                snprintf(rep->rows[base + k].agent, AGENT_SPEC_MAX, "%s", spec);
            seat_advantage(&rep->rows[base], P);
            report_row_t *all = add_row(rep, s, d, spec, "all");
            for (int k = 0; k < P; k++)
                tally_merge(&all->t, &rep->rows[base + k].t);
            double rate;
            if (row_win_rate(&all->t, &rate)) {
                if (rate > best) best = rate;
                if (rate < worst) worst = rate;
            }
        }
        if (nd > 1 && best >= 0) {
            bal->skill_gap = best - worst;
            bal->has_skill = 1;
        }
        /* every seat over all agents: the seat advantage proper */
        int base = rep->nrows;
        for (int k = 0; k < P; k++) {
            snprintf(seat, sizeof seat, "%d", k + 1);
            report_row_t *r = add_row(rep, s, -1, "all", seat);
            for (int a = 0; a < P; a++)
                tally_merge(&r->t, run_cell(res, s, a, k));
        }
        seat_advantage(&rep->rows[base], P);
        if (rep->rows[base].has_adv) {
            double hi = -1, lo = 2, rate = 0;
            for (int k = 0; k < P; k++) {
                row_win_rate(&rep->rows[base + k].t, &rate);
                if (rate > hi) hi = rate;
                if (rate < lo) lo = rate;
            }
            bal->seat1_adv = rep->rows[base].adv;
            bal->spread = hi - lo;
            bal->has_seat = 1;
        }
        report_row_t *all = add_row(rep, s, -1, "all", "all");
        for (int k = 0; k < P; k++)
            tally_merge(&all->t, &rep->rows[base + k].t);
        /* teams, when the game has them */
        if (res->teams)
            for (int t = 0; t < P; t++) {
                const tally_t *tt = &res->teams[(size_t)s * P + t];
                if (tt->games == 0)
                    continue;
                /* team rows take the setting's lengths: every team in every game */
                if (tt->games != rep->rows[base].t.games) {
                    snprintf(err, n, "game %s: team %d played %lld of %lld games of a "
                             "setting (team() must depend on the seat and the rules only)",
                             info->game->id, t + 1, (long long)tt->games,
                             (long long)rep->rows[base].t.games);
                    free(scratch);
                    report_free(rep);
                    return 1;
                }
                snprintf(seat, sizeof seat, "team%d", t + 1);
                report_row_t *r = add_row(rep, s, -1, "all", seat);
                tally_merge(&r->t, tt);
            }
        row_lengths(rep, s, first, rep->nrows, id_of, scratch);
    }
    free(scratch);
    return 0;
}

void report_free(report_t *rep)
{
    free(rep->rows);
    free(rep->balance);
    memset(rep, 0, sizeof *rep);
}

/* ---- paired comparison with the baseline ---- */

/* Win-rate change against the baseline from the paired counts, with a 95% interval. */
static int paired_delta(const tally_t *t, double *d, double *lo, double *hi, int *sig)
{
    if (t->pair_games <= 0)
        return 0;
    double n = (double)t->pair_games;
    double b = (double)t->pair_win_only, c = (double)t->pair_base_only;
    *d = (b - c) / n;
    double var = ((b + c) / n - *d * *d) / n;
    double se = var > 0 ? sqrt(var) : 0;
    *lo = *d - Z95 * se;
    *hi = *d + Z95 * se;
    *sig = (b + c) > 0 && fabs(*d) > Z95 * se;
    return 1;
}

static int paired_mean(int64_t n, int64_t sum, int64_t sum2, double *d, double *lo, double *hi,
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

/* ---- summary on stdout ---- */

static double mean_of(int64_t sum, int64_t n)
{
    return n > 0 ? (double)sum / (double)n : 0;
}

static void print_setting_name(const report_t *rep, int s, FILE *f)
{
    const report_info_t *info = rep->info;
    for (int k = 0; k < info->nsweep; k++)
        fprintf(f, "%s%s=%s", k ? " " : "", info->sweep_keys[k],
                info->sweep_values[s * info->nsweep + k]);
}

static void print_table(const report_t *rep, int s, FILE *f)
{
    fprintf(f, "%-24s %-6s %9s %7s %17s %7s %7s %8s %8s %6s %6s\n", "agent", "seat", "games",
            "win%", "95% CI", "draw%", "capped", "points", "moves", "p50", "p90");
    for (int i = 0; i < rep->nrows; i++) {
        const report_row_t *r = &rep->rows[i];
        if (r->setting != s)
            continue;
        const tally_t *t = &r->t;
        int64_t decided = t->games - t->capped;
        double rate = 0, lo = 0, hi = 0;
        char ci[32] = "-", win[16] = "-", draw[16] = "-";
        if (row_win_rate(t, &rate)) {
            wilson95(t->wins, decided, &lo, &hi);
            snprintf(win, sizeof win, "%.1f", 100 * rate);
            snprintf(ci, sizeof ci, "[%.1f, %.1f]", 100 * lo, 100 * hi);
            snprintf(draw, sizeof draw, "%.1f", 100.0 * (double)t->draws / (double)decided);
        }
        fprintf(f, "%-24.24s %-6s %9lld %7s %17s %7s %7lld %8.2f %8.1f %6lld %6lld\n", r->agent,
                r->seat, (long long)t->games, win, ci, draw, (long long)t->capped,
                mean_of(t->points, t->games), mean_of(t->moves, t->games),
                (long long)r->moves_q[1], (long long)r->moves_q[2]);
    }
}

static const report_row_t *find_row(const report_t *rep, int s, const char *agent,
                                    const char *seat)
{
    for (int i = 0; i < rep->nrows; i++)
        if (rep->rows[i].setting == s && strcmp(rep->rows[i].agent, agent) == 0 &&
            strcmp(rep->rows[i].seat, seat) == 0)
            return &rep->rows[i];
    return NULL;
}

/* One line: what moved significantly in setting s against the baseline. */
static void print_moves(const report_t *rep, int s, FILE *f)
{
    const report_info_t *info = rep->info;
    int any = 0;
    double d, lo, hi;
    int sig;
    print_setting_name(rep, s, f);
    fputs(": ", f);
    for (int i = 0; i < rep->nrows; i++) {
        const report_row_t *r = &rep->rows[i];
        if (r->setting != s)
            continue;
        /* agents' totals, and seats over all agents */
        int agent_total = strcmp(r->seat, "all") == 0 && strcmp(r->agent, "all") != 0;
        int seat_total = strcmp(r->agent, "all") == 0 && strcmp(r->seat, "all") != 0;
        if (!agent_total && !seat_total)
            continue;
        if (paired_delta(&r->t, &d, &lo, &hi, &sig) && sig) {
            if (agent_total)
                fprintf(f, "%s%s win rate %+.1f points [%+.1f, %+.1f]", any ? "; " : "",
                        r->agent, 100 * d, 100 * lo, 100 * hi);
            else
                fprintf(f, "%sseat %s win rate %+.1f points [%+.1f, %+.1f]", any ? "; " : "",
                        r->seat, 100 * d, 100 * lo, 100 * hi);
            any = 1;
        }
    }
    const run_result_t *res = rep->res;
    if (paired_mean(res->pair_len_games[s], res->pair_dturns[s], res->pair_dturns2[s], &d, &lo,
                    &hi, &sig) &&
        sig) {
        const report_row_t *all = find_row(rep, s, "all", "all");
        const report_row_t *ball = find_row(rep, info->baseline, "all", "all");
        fprintf(f, "%sgame length %+.2f turns [%+.2f, %+.2f] (%.1f -> %.1f)", any ? "; " : "", d,
                lo, hi, mean_of(ball->t.turns, ball->t.games), mean_of(all->t.turns, all->t.games));
        any = 1;
    }
    const report_row_t *all = find_row(rep, s, "all", "all");
    const report_row_t *ball = find_row(rep, info->baseline, "all", "all");
    if (all && ball && all->t.capped != ball->t.capped) {
        /* the all/all rows count every game once per seat */
        double n = (double)all->t.games / info->players;
        double p1 = (double)all->t.capped / (double)all->t.games;
        double p0 = (double)ball->t.capped / (double)ball->t.games;
        double pool = (p0 + p1) / 2;
        double se = sqrt(2 * pool * (1 - pool) / n);
        if (fabs(p1 - p0) > Z95 * se) {
            fprintf(f, "%scapped games %.2f%% -> %.2f%%", any ? "; " : "", 100 * p0, 100 * p1);
            any = 1;
        }
    }
    if (!any)
        fputs("nothing moved significantly", f);
    fputc('\n', f);
}

void report_print(const report_t *rep, FILE *f)
{
    const report_info_t *info = rep->info;
    const run_result_t *res = rep->res;
    for (int s = 0; s < res->nsettings; s++) {
        if (info->nsweep) {
            fputs("\nsetting ", f);
            print_setting_name(rep, s, f);
            fputs(s == info->baseline ? " (baseline)\n" : "\n", f);
        }
        print_table(rep, s, f);
        const report_balance_t *b = &rep->balance[s];
        if (b->has_seat) {
            const report_row_t *s1 = find_row(rep, s, "all", "1");
            double rate = 0;
            row_win_rate(&s1->t, &rate);
            fprintf(f, "seat 1 advantage: %+.1f points over the seat average (seat 1 wins %.1f%%, "
                       "best-worst seat spread %.1f points)\n",
                    100 * b->seat1_adv, 100 * rate, 100 * b->spread);
        }
        if (b->has_skill)
            fprintf(f, "skill gap (strongest minus weakest agent): %.1f points\n",
                    100 * b->skill_gap);
        const report_row_t *all = find_row(rep, s, "all", "all");
        if (all && all->t.games > 0)
            fprintf(f, "game length: %.1f moves (p10 %lld, p50 %lld, p90 %lld), %.1f turns, %.2f "
                       "rounds; capped %lld of %lld games\n",
                    mean_of(all->t.moves, all->t.games),
                    (long long)all->moves_q[0], (long long)all->moves_q[1],
                    (long long)all->moves_q[2],
                    mean_of(all->t.turns, all->t.games), mean_of(all->t.rounds, all->t.games),
                    (long long)(all->t.capped / info->players),
                    (long long)(all->t.games / info->players));
    }
    if (info->nsweep && res->nsettings > 1) {
        fputs("\nagainst the baseline (", f);
        print_setting_name(rep, info->baseline, f);
        fputs("), paired game by game, 95% intervals:\n", f);
        for (int s = 0; s < res->nsettings; s++)
            if (s != info->baseline)
                print_moves(rep, s, f);
    }
}

/* ---- CSV ---- */

static int put_text(FILE *f, const char *s, int first)
{
    if (!first && fputc(',', f) == EOF)
        return 1;
    if (strpbrk(s, ",\"\r\n") || (s[0] == ' ' || (s[0] && s[strlen(s) - 1] == ' ')))
        return csv_fwrite(f, s, strlen(s)) != 0;
    return fputs(s, f) == EOF;
}

static int put_int(FILE *f, int64_t v)
{
    return fprintf(f, ",%lld", (long long)v) < 0;
}

static int put_real(FILE *f, int ok, double v, int digits)
{
    if (!ok)
        return fputc(',', f) == EOF;
    if (v == 0)
        v = 0; /* no "-0.000000" */
    return fprintf(f, ",%.*f", digits, v) < 0;
}

int report_write_csv(const report_t *rep, FILE *f)
{
    const report_info_t *info = rep->info;
    const run_result_t *res = rep->res;
    const int sweep = info->nsweep > 0;
    int e = 0;
    /* header */
    e |= put_text(f, "game", 1);
    e |= put_text(f, "players", 0);
    e |= put_text(f, "seed", 0);
    e |= put_text(f, "rules", 0);
    if (sweep) {
        e |= put_text(f, "setting", 0);
        for (int k = 0; k < info->nsweep; k++)
            e |= put_text(f, info->sweep_keys[k], 0);
        e |= put_text(f, "baseline", 0);
    }
    static const char *cols1[] = {"agent", "seat", "games", "wins", "draws", "losses",
                                  "capped", "win_rate", "ci_low", "ci_high", NULL};
    for (int k = 0; cols1[k]; k++)
        e |= put_text(f, cols1[k], 0);
    if (sweep) {
        e |= put_text(f, "delta_win_rate", 0);
        e |= put_text(f, "delta_ci_low", 0);
        e |= put_text(f, "delta_ci_high", 0);
        e |= put_text(f, "significant", 0);
    }
    static const char *cols2[] = {"score", "seat_advantage", "mean_points", NULL};
    for (int k = 0; cols2[k]; k++)
        e |= put_text(f, cols2[k], 0);
    if (sweep)
        e |= put_text(f, "delta_points", 0);
    static const char *cols3[] = {"mean_moves", "p10_moves", "p50_moves", "p90_moves",
                                  "mean_turns", "mean_rounds", "p50_rounds", "p90_rounds", NULL};
    for (int k = 0; cols3[k]; k++)
        e |= put_text(f, cols3[k], 0);
    if (sweep) {
        static const char *cols4[] = {"delta_turns", "turns_significant", "seat1_advantage",
                                      "seat_spread", "skill_gap", NULL};
        for (int k = 0; cols4[k]; k++)
            e |= put_text(f, cols4[k], 0);
    }
    e |= fputs("\r\n", f) == EOF;

    char seed[32];
    snprintf(seed, sizeof seed, "%llu", (unsigned long long)info->seed);
    for (int i = 0; i < rep->nrows && !e; i++) {
        const report_row_t *r = &rep->rows[i];
        const tally_t *t = &r->t;
        const int s = r->setting;
        int64_t decided = t->games - t->capped;
        double rate = 0, lo = 0, hi = 0;
        int has_rate = row_win_rate(t, &rate);
        if (has_rate)
            wilson95(t->wins, decided, &lo, &hi);
        e |= put_text(f, info->game->id, 1);
        e |= put_int(f, info->players);
        e |= put_text(f, seed, 0);
        e |= put_text(f, info->rules_text, 0);
        if (sweep) {
            e |= put_int(f, s);
            for (int k = 0; k < info->nsweep; k++)
                e |= put_text(f, info->sweep_values[s * info->nsweep + k], 0);
            e |= put_int(f, s == info->baseline);
        }
        e |= put_text(f, r->agent, 0);
        e |= put_text(f, r->seat, 0);
        e |= put_int(f, t->games);
        e |= put_int(f, t->wins);
        e |= put_int(f, t->draws);
        e |= put_int(f, t->losses);
        e |= put_int(f, t->capped);
        e |= put_real(f, has_rate, rate, 6);
        e |= put_real(f, has_rate, lo, 6);
        e |= put_real(f, has_rate, hi, 6);
        if (sweep) {
            double d = 0, dlo = 0, dhi = 0;
            int sig = 0;
            int ok = s != info->baseline && paired_delta(t, &d, &dlo, &dhi, &sig);
            e |= put_real(f, ok, d, 6);
            e |= put_real(f, ok, dlo, 6);
            e |= put_real(f, ok, dhi, 6);
            if (ok)
                e |= put_int(f, sig);
            else
                e |= put_text(f, "", 0);
        }
        e |= put_real(f, has_rate, has_rate ? ((double)t->wins + 0.5 * (double)t->draws) /
                                                  (double)decided
                                            : 0,
                      6);
        e |= put_real(f, r->has_adv, r->adv, 6);
        e |= put_real(f, t->games > 0, mean_of(t->points, t->games), 4);
        if (sweep) {
            double d = 0, dlo, dhi;
            int sig;
            int ok = s != info->baseline &&
                     paired_mean(t->pair_games, t->pair_dpoints, t->pair_dpoints2, &d, &dlo,
                                 &dhi, &sig);
            e |= put_real(f, ok, d, 4);
        }
        e |= put_real(f, t->games > 0, mean_of(t->moves, t->games), 4);
        e |= put_int(f, r->moves_q[0]);
        e |= put_int(f, r->moves_q[1]);
        e |= put_int(f, r->moves_q[2]);
        e |= put_real(f, t->games > 0, mean_of(t->turns, t->games), 4);
        e |= put_real(f, t->games > 0, mean_of(t->rounds, t->games), 4);
        e |= put_int(f, r->rounds_q[0]);
        e |= put_int(f, r->rounds_q[1]);
        if (sweep) {
            double d = 0, dlo, dhi;
            int sig = 0;
            int ok = s != info->baseline &&
                     paired_mean(res->pair_len_games[s], res->pair_dturns[s],
                                 res->pair_dturns2[s], &d, &dlo, &dhi, &sig);
            e |= put_real(f, ok, d, 4);
            if (ok)
                e |= put_int(f, sig);
            else
                e |= put_text(f, "", 0);
            const report_balance_t *b = &rep->balance[s];
            e |= put_real(f, b->has_seat, b->seat1_adv, 6);
            e |= put_real(f, b->has_seat, b->spread, 6);
            e |= put_real(f, b->has_skill, b->skill_gap, 6);
        }
        e |= fputs("\r\n", f) == EOF;
    }
    return e;
}
