/* report_text.c - the readable summary of a report on stdout: a table per setting,
 * the balance lines, and with sweeps what moved against the baseline. */
#include <stdio.h>
#include <string.h>

#include "report.h"

static void print_skill_depth(const report_t *rep, FILE *f);

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
        if (r->setting != s || (r->kind == ROW_POSITION && r->d >= 0))
            continue;
        const tally_t *t = &r->t;
        int64_t decided = t->games - t->capped;
        double rate = 0, lo = 0, hi = 0;
        char ci[32] = "-", win[16] = "-", draw[16] = "-", seat[24], p50[16] = "-", p90[16] = "-";
        if (row_win_rate(t, &rate)) {
            wilson95(t->wins, decided, &lo, &hi);
            snprintf(win, sizeof win, "%.1f", 100 * rate);
            if (!r->fixed)
                snprintf(ci, sizeof ci, "[%.1f, %.1f]", 100 * lo, 100 * hi);
            snprintf(draw, sizeof draw, "%.1f", 100.0 * (double)t->draws / (double)decided);
        }
        if (r->kind == ROW_POSITION)
            snprintf(seat, sizeof seat, "pos %s", r->position);
        else
            snprintf(seat, sizeof seat, "%s", r->seat);
        if (r->has_q) {
            snprintf(p50, sizeof p50, "%lld", (long long)r->moves_q[1]);
            snprintf(p90, sizeof p90, "%lld", (long long)r->moves_q[2]);
        }
        fprintf(f, "%-24.24s %-6s %9lld %7s %17s %7s %7lld %8.2f %8.1f %6s %6s\n", r->agent,
                seat, (long long)t->games, win, ci, draw, (long long)t->capped,
                report_mean(t->points, t->games), report_mean(t->moves, t->games), p50, p90);
    }
}

static const char *const balance_names[BAL_N] = {
    "first-player advantage", "seat spread", "position spread", "skill gap",
};

/* "+3.1 points [+1.2, +5.0]" */
static void print_figure_points(FILE *f, double v, double lo, double hi, int sign)
{
    if (sign)
        fprintf(f, "%+.1f points [%+.1f, %+.1f]", 100 * v, 100 * lo, 100 * hi);
    else
        fprintf(f, "%.1f points [%.1f, %.1f]", 100 * v, 100 * lo, 100 * hi);
}

/* One line: what moved significantly in setting s against the baseline. */
static void print_moves(const report_t *rep, int s, FILE *f)
{
    const report_info_t *info = rep->info;
    const report_balance_t *bal = &rep->balance[s];
    int any = 0;
    print_setting_name(rep, s, f);
    fputs(": ", f);
    for (int i = 0; i < rep->nrows; i++) {
        const report_row_t *r = &rep->rows[i];
        if (r->setting != s || r->fixed)
            continue;
        /* agents' totals, and seats over all agents */
        int agent_total = r->kind == ROW_TOTAL && r->d >= 0;
        int seat_total = r->d < 0 && r->kind == ROW_SEAT;
        if (!agent_total && !seat_total)
            continue;
        paired_t p;
        if (paired_share(r->t.pair_games, r->t.pair_both, r->t.pair_win_only,
                         r->t.pair_base_only, &p) && p.sig) {
            if (agent_total)
                fprintf(f, "%s%s win rate %+.1f points [%+.1f, %+.1f] (up %lld, down %lld, "
                           "p = %.2g)",
                        any ? "; " : "", r->agent, 100 * p.d, 100 * p.lo, 100 * p.hi,
                        (long long)r->t.pair_win_only, (long long)r->t.pair_base_only, p.p);
            else
                fprintf(f, "%sseat %s win rate %+.1f points [%+.1f, %+.1f] (up %lld, down %lld, "
                           "p = %.2g)",
                        any ? "; " : "", r->seat, 100 * p.d, 100 * p.lo, 100 * p.hi,
                        (long long)r->t.pair_win_only, (long long)r->t.pair_base_only, p.p);
            any = 1;
        }
    }
    for (int b = 0; b < BAL_N; b++) {
        const figure_t *fg = &bal->f[b];
        if (!fg->has_delta || !fg->dsig)
            continue;
        fprintf(f, "%s%s ", any ? "; " : "", balance_names[b]);
        print_figure_points(f, fg->d, fg->dlo, fg->dhi, 1);
        if (b != BAL_FIRST_PLAYER)
            fputs(fg->d < 0 ? " (more balanced)" : " (less balanced)", f);
        any = 1;
    }
    if (bal->has_dturns && bal->dturns_sig) {
        const report_row_t *all = report_find_row(rep, s, "all", "all");
        const report_row_t *ball = report_find_row(rep, info->baseline, "all", "all");
        fprintf(f, "%sgame length %+.2f turns [%+.2f, %+.2f] (%.1f -> %.1f)", any ? "; " : "",
                bal->dturns, bal->dturns_lo, bal->dturns_hi,
                report_mean(ball->t.turns, ball->t.games), report_mean(all->t.turns, all->t.games));
        any = 1;
    }
    if (bal->has_cap && bal->cap.sig) {
        const setting_tally_t *st = &rep->res->set[s], *b0 = &rep->res->set[info->baseline];
        fprintf(f, "%scapped games %.2f%% -> %.2f%% (up %lld, down %lld, p = %.2g)",
                any ? "; " : "", 100 * report_mean(b0->capped, b0->games),
                100 * report_mean(st->capped, st->games), (long long)bal->cap_up,
                (long long)bal->cap_down, bal->cap.p);
        any = 1;
    }
    if (!any)
        fputs("nothing moved significantly", f);
    fputc('\n', f);
}

static const char *const metric_names[MET_N] = {
    "branching factor", "decisiveness", "lead changes", "comeback rate", "drawishness",
    "capped games",
};

static void print_balance(const report_t *rep, int s, FILE *f)
{
    const report_info_t *info = rep->info;
    const report_balance_t *b = &rep->balance[s];
    const figure_t *fp = &b->f[BAL_FIRST_PLAYER];
    if (fp->ok) {
        const report_row_t *p1 = report_find(rep, s, "all", "all", "1");
        double rate = 0;
        row_win_rate(&p1->t, &rate);
        fputs("first-player advantage: ", f);
        print_figure_points(f, fp->v, fp->lo, fp->hi, 1);
        fprintf(f, " over the position average (the first player wins %.1f%%)\n", 100 * rate);
        if (rep->res->set[s].bad_positions)
            fprintf(f, "warning: the game's outcome gave no valid turn positions in %lld games "
                       "(a bug in the game): their positions were taken as their seats\n",
                    (long long)rep->res->set[s].bad_positions);
        if (b->moved)
            fputs("note: in this game the first player is not always seat 1: seats and turn "
                  "positions differ (the position rows show turn order)\n",
                  f);
    }
    if (b->has_seat) {
        const report_row_t *s1 = report_find_row(rep, s, "all", "1");
        double rate = 0;
        row_win_rate(&s1->t, &rate);
        fprintf(f, "seat 1 advantage: %+.1f points over the seat average (seat 1 wins %.1f%%)\n",
                100 * b->seat1_adv, 100 * rate);
    }
    int any = 0;
    for (int k = BAL_SEAT_SPREAD; k < BAL_N; k++) {
        const figure_t *fg = &b->f[k];
        if (!fg->ok)
            continue;
        fprintf(f, "%s%s ", any ? "; " : "balance (best minus worst, 95%): ", balance_names[k]);
        print_figure_points(f, fg->v, fg->lo, fg->hi, 0);
        any = 1;
    }
    if (any)
        fputc('\n', f);
    if (info->metrics) {
        fputs("metrics:", f);
        for (int k = 0; k < MET_N; k++) {
            const figure_t *m = &b->m[k];
            if (!m->ok)
                continue;
            int share = k == MET_COMEBACK || k == MET_DRAWISH || k == MET_CAPPED ||
                        k == MET_DECISIVENESS;
            if (share)
                fprintf(f, " %s %.1f%% [%.1f, %.1f];", metric_names[k], 100 * m->v, 100 * m->lo,
                        100 * m->hi);
            else
                fprintf(f, " %s %.2f [%.2f, %.2f];", metric_names[k], m->v, m->lo, m->hi);
        }
        fputc('\n', f);
    }
}

void report_print(const report_t *rep, FILE *f)
{
    const report_info_t *info = rep->info;
    const run_result_t *res = rep->res;
    for (int o = 0; o < res->nsettings; o++) {
        int s = info->order ? info->order[o] : o;
        if (info->nsweep) {
            fputs("\nsetting ", f);
            print_setting_name(rep, s, f);
            fputs(s == info->baseline ? " (baseline)\n" : "\n", f);
        }
        print_table(rep, s, f);
        print_balance(rep, s, f);
        const report_row_t *all = report_find_row(rep, s, "all", "all");
        if (all && all->t.games > 0) {
            fprintf(f, "game length: %.1f moves (p10 %lld, p50 %lld, p90 %lld), %.1f turns, %.2f "
                       "rounds; capped %lld of %lld games\n",
                    report_mean(all->t.moves, all->t.games),
                    (long long)all->moves_q[0], (long long)all->moves_q[1],
                    (long long)all->moves_q[2],
                    report_mean(all->t.turns, all->t.games), report_mean(all->t.rounds, all->t.games),
                    (long long)(all->t.capped / info->players),
                    (long long)(all->t.games / info->players));
            if (all->t.capped * 20 > all->t.games) {
                fprintf(f, "note: %.1f%% of the games were stopped by the turn cap: they count as "
                           "neither win nor loss, so the win rates speak of the other games only "
                           "(capped_share per row in the CSV)\n",
                        100.0 * (double)all->t.capped / (double)all->t.games);
            }
        }
    }
    if (res->nsettings > 1) {
        fputs("\nagainst the baseline (", f);
        print_setting_name(rep, info->baseline, f);
        fputs("), paired game by game; 95% intervals, significance by the exact McNemar test "
              "for win rates and capped games:\n", f);
        for (int o = 0; o < res->nsettings; o++) {
            int s = info->order ? info->order[o] : o;
            if (s != info->baseline)
                print_moves(rep, s, f);
        }
        print_skill_depth(rep, f);
    }
}

/* Skill depth: for a sweep over an agent's setting (its budget), the win rate of that
 * agent, over all seats, at each value, the other keys at their baseline values. */
static void print_skill_depth(const report_t *rep, FILE *f)
{
    const report_info_t *info = rep->info;
    const run_result_t *res = rep->res;
    int key = info->skill_axis;
    if (key < 0 || !info->setting_agents)
        return;
    /* the agent slots whose spec changes along the axis */
    int slot = -1;
    for (int a = 0; a < info->players && slot < 0; a++)
        for (int s = 0; s < res->nsettings && slot < 0; s++)
            if (strcmp(report_agent_spec(info, s, a), report_agent_spec(info, info->baseline, a)))
                slot = a;
    if (slot < 0)
        return;
    int d = res->id_of[slot];
    fprintf(f, "\nskill depth (%s): the swept agent's win rate over all seats\n",
            info->sweep_keys[key]);
    for (int o = 0; o < res->nsettings; o++) {
        int s = info->order ? info->order[o] : o;
        int other = 0;
        for (int k = 0; k < info->nsweep; k++)
            if (k != key && strcmp(info->sweep_values[s * info->nsweep + k],
                                   info->sweep_values[info->baseline * info->nsweep + k]))
                other = 1;
        if (other)
            continue;
        const report_row_t *r = NULL;
        for (int i = 0; i < rep->nrows && !r; i++)
            if (rep->rows[i].setting == s && rep->rows[i].d == d && rep->rows[i].kind == ROW_TOTAL)
                r = &rep->rows[i];
        double rate, lo, hi;
        if (!r || !row_win_rate(&r->t, &rate))
            continue;
        wilson95(r->t.wins, r->t.games - r->t.capped, &lo, &hi);
        fprintf(f, "  %s=%-10s %-24.24s %5.1f%% [%.1f, %.1f]\n", info->sweep_keys[key],
                info->sweep_values[s * info->nsweep + key], r->agent, 100 * rate, 100 * lo,
                100 * hi);
    }
}
