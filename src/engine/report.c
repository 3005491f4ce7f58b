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

const char *report_agent_spec(const report_info_t *info, int s, int a)
{
    return info->setting_agents ? info->setting_agents[(size_t)s * info->players + a].spec
                                : info->agents[a].spec;
}

static report_row_t *add_row(report_t *rep, int setting, int d, const char *agent,
                             enum row_kind kind, int index)
{
    report_row_t *r = &rep->rows[rep->nrows++];
    memset(r, 0, sizeof *r);
    r->setting = setting;
    r->d = d;
    r->kind = kind;
    r->index = index;
    snprintf(r->agent, sizeof r->agent, "%s", agent);
    snprintf(r->seat, sizeof r->seat, "all");
    snprintf(r->position, sizeof r->position, "all");
    if (kind == ROW_SEAT)
        snprintf(r->seat, sizeof r->seat, "%d", index + 1);
    else if (kind == ROW_POSITION)
        snprintf(r->position, sizeof r->position, "%d", index + 1);
    else if (kind == ROW_TEAM)
        snprintf(r->seat, sizeof r->seat, "team%d", index + 1);
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
 * game the same number of times (scratch[0..1] holds the setting's games once). An
 * agent's row by turn position has no percentiles when positions are dealt by chance:
 * the histograms are kept per seat rotation. */
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
        int agent_all = r->d < 0;
        if (r->kind == ROW_POSITION && !agent_all && rep->balance[s].moved &&
            res->ngroups > 1)
            continue;
        r->has_q = 1;
        if (agent_all || r->kind == ROW_TOTAL || r->kind == ROW_POSITION ||
            res->ngroups == 1) {
            /* every game once per seat of the row and agent of its spec */
            uint64_t w = 1;
            if (agent_all && r->kind == ROW_TOTAL) {
                w = (uint64_t)P;
            } else if (r->kind == ROW_TOTAL) {
                w = 0;
                for (int a = 0; a < P; a++)
                    w += id_of[a] == r->d;
            }
            set_quantiles(r, all, w);
            continue;
        }
        int k = r->index;
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
    const int P = info->players, S = res->nsettings, nd = res->nd;
    const int *id_of = res->id_of;
    int per_setting = (nd + 1) * (2 * P + 1) + (res->teams ? P : 0);
    rep->rows = calloc((size_t)S * (size_t)per_setting, sizeof *rep->rows);
    rep->balance = calloc((size_t)S, sizeof *rep->balance);
    hist_t *scratch = malloc(2 * RUN_LEN_KINDS * sizeof *scratch);
    if (!rep->rows || !rep->balance || !scratch) {
        free(scratch);
        report_free(rep);
        snprintf(err, n, "out of memory for the report");
        return 1;
    }
    for (int o = 0; o < S; o++) {
        int s = info->order ? info->order[o] : o;
        int first = rep->nrows;
        report_balance_t *bal = &rep->balance[s];
        const setting_tally_t *st = &res->set[s];
        bal->moved = st->moved > 0;
        /* each distinct agent: one row per seat, per position when positions are not
         * the seats, then its total */
        for (int d = 0; d < nd; d++) {
            const char *spec = NULL;
            for (int a = 0; a < P && !spec; a++)
                if (id_of[a] == d)
                    spec = report_agent_spec(info, s, a);
            int base = rep->nrows;
            for (int k = 0; k < P; k++) {
                report_row_t *r = add_row(rep, s, d, spec, ROW_SEAT, k);
                for (int a = 0; a < P; a++)
                    if (id_of[a] == d)
                        tally_merge(&r->t, run_cell(res, s, a, k));
            }
            seat_advantage(&rep->rows[base], P);
            if (bal->moved) {
                int pbase = rep->nrows;
                for (int k = 0; k < P; k++) {
                    report_row_t *r = add_row(rep, s, d, spec, ROW_POSITION, k);
                    for (int a = 0; a < P; a++)
                        if (id_of[a] == d)
                            tally_merge(&r->t, run_pcell(res, s, a, k));
                }
                seat_advantage(&rep->rows[pbase], P);
            }
            report_row_t *all = add_row(rep, s, d, spec, ROW_TOTAL, -1);
            for (int k = 0; k < P; k++)
                tally_merge(&all->t, &rep->rows[base + k].t);
            all->fixed = nd == 1; /* one agent in every seat: its share is 1/P by design */
        }
        /* every seat over all agents: the seat advantage proper; then every position */
        int base = rep->nrows;
        for (int k = 0; k < P; k++) {
            report_row_t *r = add_row(rep, s, -1, "all", ROW_SEAT, k);
            for (int a = 0; a < P; a++)
                tally_merge(&r->t, run_cell(res, s, a, k));
        }
        seat_advantage(&rep->rows[base], P);
        if (rep->rows[base].has_adv) {
            bal->seat1_adv = rep->rows[base].adv;
            bal->has_seat = 1;
        }
        int pbase = rep->nrows;
        for (int k = 0; k < P; k++) {
            report_row_t *r = add_row(rep, s, -1, "all", ROW_POSITION, k);
            for (int a = 0; a < P; a++)
                tally_merge(&r->t, run_pcell(res, s, a, k));
        }
        seat_advantage(&rep->rows[pbase], P);
        report_row_t *all = add_row(rep, s, -1, "all", ROW_TOTAL, -1);
        for (int k = 0; k < P; k++)
            tally_merge(&all->t, &rep->rows[base + k].t);
        all->fixed = 1; /* every seat of every game */
        /* teams, when the game has teams of two or more seats in this setting */
        for (int t = 0; res->teams && t < P; t++)
            bal->teams |= st->team_seats[t] >= 2;
        for (int t = 0; bal->teams && t < P; t++) {
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
            report_row_t *r = add_row(rep, s, -1, "all", ROW_TEAM, t);
            tally_merge(&r->t, tt);
        }
        row_lengths(rep, s, first, rep->nrows, id_of, scratch);
    }
    free(scratch);
    report_balance(rep);
    return 0;
}

void report_free(report_t *rep)
{
    free(rep->rows);
    free(rep->balance);
    memset(rep, 0, sizeof *rep);
}

const report_row_t *report_find(const report_t *rep, int s, const char *agent, const char *seat,
                                const char *position)
{
    for (int i = 0; i < rep->nrows; i++)
        if (rep->rows[i].setting == s && strcmp(rep->rows[i].agent, agent) == 0 &&
            strcmp(rep->rows[i].seat, seat) == 0 && strcmp(rep->rows[i].position, position) == 0)
            return &rep->rows[i];
    return NULL;
}

const report_row_t *report_find_row(const report_t *rep, int s, const char *agent,
                                    const char *seat)
{
    return report_find(rep, s, agent, seat, "all");
}

double report_mean(int64_t sum, int64_t n)
{
    return n > 0 ? (double)sum / (double)n : 0;
}
