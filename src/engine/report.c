/* report.c - the row model: a run's tallies merged into the rows the summary and the
 * CSV show (report_text.c, report_csv.c). */
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

const report_row_t *report_find_row(const report_t *rep, int s, const char *agent,
                                    const char *seat)
{
    for (int i = 0; i < rep->nrows; i++)
        if (rep->rows[i].setting == s && strcmp(rep->rows[i].agent, agent) == 0 &&
            strcmp(rep->rows[i].seat, seat) == 0)
            return &rep->rows[i];
    return NULL;
}

double report_mean(int64_t sum, int64_t n)
{
    return n > 0 ? (double)sum / (double)n : 0;
}
