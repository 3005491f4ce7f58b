/* report_text.c - the readable summary of a report on stdout: a table per setting,
 * the balance lines, and with sweeps what moved against the baseline. */
#include <stdio.h>
#include <string.h>

#include "report.h"

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
                report_mean(t->points, t->games), report_mean(t->moves, t->games),
                (long long)r->moves_q[1], (long long)r->moves_q[2]);
    }
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
        if (paired_win_delta(r->t.pair_games, r->t.pair_win_only, r->t.pair_base_only, &d, &lo,
                             &hi, &sig) && sig) {
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
        const report_row_t *all = report_find_row(rep, s, "all", "all");
        const report_row_t *ball = report_find_row(rep, info->baseline, "all", "all");
        fprintf(f, "%sgame length %+.2f turns [%+.2f, %+.2f] (%.1f -> %.1f)", any ? "; " : "", d,
                lo, hi, report_mean(ball->t.turns, ball->t.games), report_mean(all->t.turns, all->t.games));
        any = 1;
    }
    const report_row_t *all = report_find_row(rep, s, "all", "all");
    const report_row_t *ball = report_find_row(rep, info->baseline, "all", "all");
    if (all && ball && all->t.capped != ball->t.capped) {
        /* the all/all rows count every game once per seat */
        double n = (double)all->t.games / info->players;
        double p1 = (double)all->t.capped / (double)all->t.games;
        double p0 = (double)ball->t.capped / (double)ball->t.games;
        if (shares_differ95(p0, p1, n)) {
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
            const report_row_t *s1 = report_find_row(rep, s, "all", "1");
            double rate = 0;
            row_win_rate(&s1->t, &rate);
            fprintf(f, "seat 1 advantage: %+.1f points over the seat average (seat 1 wins %.1f%%, "
                       "best-worst seat spread %.1f points)\n",
                    100 * b->seat1_adv, 100 * rate, 100 * b->spread);
        }
        if (b->has_skill)
            fprintf(f, "skill gap (strongest minus weakest agent): %.1f points\n",
                    100 * b->skill_gap);
        const report_row_t *all = report_find_row(rep, s, "all", "all");
        if (all && all->t.games > 0)
            fprintf(f, "game length: %.1f moves (p10 %lld, p50 %lld, p90 %lld), %.1f turns, %.2f "
                       "rounds; capped %lld of %lld games\n",
                    report_mean(all->t.moves, all->t.games),
                    (long long)all->moves_q[0], (long long)all->moves_q[1],
                    (long long)all->moves_q[2],
                    report_mean(all->t.turns, all->t.games), report_mean(all->t.rounds, all->t.games),
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
