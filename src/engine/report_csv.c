/* report_csv.c - a report as a tidy CSV (RFC 4180, CRLF), from one column table: each
 * column has its name, whether it exists only in sweeps, and the function that writes
 * its cell; the header and every row walk the same table. */
#include <csv.h>
#include <stdio.h>
#include <string.h>

#include "report.h"

/* ---- writing cells ---- */

typedef struct csv_out {
    FILE *f;
    int first; /* no separator before the next cell */
    int err;
} csv_out_t;

static void sep(csv_out_t *o)
{
    if (!o->first && fputc(',', o->f) == EOF)
        o->err = 1;
    o->first = 0;
}

/* Text, quoted only when it holds a comma, quote or line break, or starts or ends
 * with a space. */
static void out_text(csv_out_t *o, const char *s)
{
    sep(o);
    if (strpbrk(s, ",\"\r\n") || (s[0] == ' ' || (s[0] && s[strlen(s) - 1] == ' ')))
        o->err |= csv_fwrite(o->f, s, strlen(s)) != 0;
    else
        o->err |= fputs(s, o->f) == EOF;
}

static void out_int(csv_out_t *o, int64_t v)
{
    sep(o);
    o->err |= fprintf(o->f, "%lld", (long long)v) < 0;
}

/* A real with `digits` decimals, or an empty cell when it is not defined. */
static void out_real(csv_out_t *o, int ok, double v, int digits)
{
    sep(o);
    if (!ok)
        return;
    if (v == 0)
        v = 0; /* no "-0.000000" */
    o->err |= fprintf(o->f, "%.*f", digits, v) < 0;
}

/* ---- what a row's cells are computed from ---- */

typedef struct row_figures {
    const report_t *rep;
    const report_row_t *r;
    int base;         /* the row's setting is the baseline */
    int has_rate;     /* decided games exist */
    double rate, lo, hi;
    int has_delta;    /* paired win-rate change (sweeps, not the baseline) */
    double delta, delta_lo, delta_hi;
    int delta_sig;
    int has_dpoints;
    double dpoints;
    int has_dturns;
    double dturns;
    int dturns_sig;
} row_figures_t;

static void figures(row_figures_t *x, const report_t *rep, const report_row_t *r)
{
    const report_info_t *info = rep->info;
    const run_result_t *res = rep->res;
    const tally_t *t = &r->t;
    const int s = r->setting;
    double lo, hi;
    memset(x, 0, sizeof *x);
    x->rep = rep;
    x->r = r;
    x->base = s == info->baseline;
    x->has_rate = row_win_rate(t, &x->rate);
    if (x->has_rate)
        wilson95(t->wins, t->games - t->capped, &x->lo, &x->hi);
    if (info->nsweep && !x->base) {
        x->has_delta = paired_win_delta(t->pair_games, t->pair_win_only, t->pair_base_only,
                                        &x->delta, &x->delta_lo, &x->delta_hi, &x->delta_sig);
        int sig;
        x->has_dpoints = paired_mean(t->pair_games, t->pair_dpoints, t->pair_dpoints2,
                                     &x->dpoints, &lo, &hi, &sig);
        x->has_dturns = paired_mean(res->pair_len_games[s], res->pair_dturns[s],
                                    res->pair_dturns2[s], &x->dturns, &lo, &hi, &x->dturns_sig);
    }
}

/* ---- the columns ---- */

typedef void (*cell_fn)(csv_out_t *o, const row_figures_t *x, int key);

/* Cells that are one expression of the row's figures x (k: the swept rule's index). */
#define CELL_TEXT(name, expr) \
    static void name(csv_out_t *o, const row_figures_t *x, int k) { (void)k; out_text(o, expr); }
#define CELL_INT(name, expr) \
    static void name(csv_out_t *o, const row_figures_t *x, int k) { (void)k; out_int(o, expr); }
#define CELL_REAL(name, ok, expr, digits)                                 \
    static void name(csv_out_t *o, const row_figures_t *x, int k)         \
    {                                                                     \
        (void)k;                                                          \
        out_real(o, ok, expr, digits);                                    \
    }
#define T (&x->r->t)
#define INFO (x->rep->info)
#define BAL (&x->rep->balance[x->r->setting])

static void c_seed(csv_out_t *o, const row_figures_t *x, int k)
{
    (void)k;
    char seed[32];
    snprintf(seed, sizeof seed, "%llu", (unsigned long long)INFO->seed);
    out_text(o, seed);
}
static void c_sweep_value(csv_out_t *o, const row_figures_t *x, int k)
{
    out_text(o, INFO->sweep_values[x->r->setting * INFO->nsweep + k]);
}
/* 0/1, or empty when not defined */
static void c_significant(csv_out_t *o, const row_figures_t *x, int k)
{
    (void)k;
    if (x->has_delta)
        out_int(o, x->delta_sig);
    else
        out_text(o, "");
}
static void c_dturns_sig(csv_out_t *o, const row_figures_t *x, int k)
{
    (void)k;
    if (x->has_dturns)
        out_int(o, x->dturns_sig);
    else
        out_text(o, "");
}
CELL_TEXT(c_game, INFO->game->id)
CELL_INT(c_players, INFO->players)
CELL_TEXT(c_rules, INFO->rules_text)
CELL_INT(c_setting, x->r->setting)
CELL_INT(c_baseline, x->base)
CELL_TEXT(c_agent, x->r->agent)
CELL_TEXT(c_seat, x->r->seat)
CELL_INT(c_games, T->games)
CELL_INT(c_wins, T->wins)
CELL_INT(c_draws, T->draws)
CELL_INT(c_losses, T->losses)
CELL_INT(c_capped, T->capped)
CELL_REAL(c_win_rate, x->has_rate, x->rate, 6)
CELL_REAL(c_ci_low, x->has_rate, x->lo, 6)
CELL_REAL(c_ci_high, x->has_rate, x->hi, 6)
CELL_REAL(c_delta, x->has_delta, x->delta, 6)
CELL_REAL(c_delta_lo, x->has_delta, x->delta_lo, 6)
CELL_REAL(c_delta_hi, x->has_delta, x->delta_hi, 6)
CELL_REAL(c_score, x->has_rate,
          x->has_rate ? ((double)T->wins + 0.5 * (double)T->draws) /
                            (double)(T->games - T->capped)
                      : 0,
          6)
CELL_REAL(c_seat_adv, x->r->has_adv, x->r->adv, 6)
CELL_REAL(c_points, T->games > 0, report_mean(T->points, T->games), 4)
CELL_REAL(c_dpoints, x->has_dpoints, x->dpoints, 4)
CELL_REAL(c_moves, T->games > 0, report_mean(T->moves, T->games), 4)
CELL_INT(c_p10_moves, x->r->moves_q[0])
CELL_INT(c_p50_moves, x->r->moves_q[1])
CELL_INT(c_p90_moves, x->r->moves_q[2])
CELL_REAL(c_turns, T->games > 0, report_mean(T->turns, T->games), 4)
CELL_REAL(c_rounds, T->games > 0, report_mean(T->rounds, T->games), 4)
CELL_INT(c_p50_rounds, x->r->rounds_q[0])
CELL_INT(c_p90_rounds, x->r->rounds_q[1])
CELL_REAL(c_dturns, x->has_dturns, x->dturns, 4)
CELL_REAL(c_seat1_adv, BAL->has_seat, BAL->seat1_adv, 6)
CELL_REAL(c_spread, BAL->has_seat, BAL->spread, 6)
CELL_REAL(c_skill_gap, BAL->has_skill, BAL->skill_gap, 6)

#undef T
#undef INFO
#undef BAL

typedef struct csv_column {
    const char *name; /* NULL: one column per swept rule, named by its key */
    int sweep_only;   /* the column exists only with --sweep */
    cell_fn cell;
} csv_column_t;

/* The CSV's columns, in order (the README's CSV section describes each). */
static const csv_column_t columns[] = {
    {"game", 0, c_game},
    {"players", 0, c_players},
    {"seed", 0, c_seed},
    {"rules", 0, c_rules},
    {"setting", 1, c_setting},
    {NULL, 1, c_sweep_value},
    {"baseline", 1, c_baseline},
    {"agent", 0, c_agent},
    {"seat", 0, c_seat},
    {"games", 0, c_games},
    {"wins", 0, c_wins},
    {"draws", 0, c_draws},
    {"losses", 0, c_losses},
    {"capped", 0, c_capped},
    {"win_rate", 0, c_win_rate},
    {"ci_low", 0, c_ci_low},
    {"ci_high", 0, c_ci_high},
    {"delta_win_rate", 1, c_delta},
    {"delta_ci_low", 1, c_delta_lo},
    {"delta_ci_high", 1, c_delta_hi},
    {"significant", 1, c_significant},
    {"score", 0, c_score},
    {"seat_advantage", 0, c_seat_adv},
    {"mean_points", 0, c_points},
    {"delta_points", 1, c_dpoints},
    {"mean_moves", 0, c_moves},
    {"p10_moves", 0, c_p10_moves},
    {"p50_moves", 0, c_p50_moves},
    {"p90_moves", 0, c_p90_moves},
    {"mean_turns", 0, c_turns},
    {"mean_rounds", 0, c_rounds},
    {"p50_rounds", 0, c_p50_rounds},
    {"p90_rounds", 0, c_p90_rounds},
    {"delta_turns", 1, c_dturns},
    {"turns_significant", 1, c_dturns_sig},
    {"seat1_advantage", 1, c_seat1_adv},
    {"seat_spread", 1, c_spread},
    {"skill_gap", 1, c_skill_gap},
};
enum { NCOLUMNS = sizeof columns / sizeof columns[0] };

int report_write_csv(const report_t *rep, FILE *f)
{
    const report_info_t *info = rep->info;
    const int sweep = info->nsweep > 0;
    csv_out_t o = {.f = f, .first = 1};
    for (int c = 0; c < NCOLUMNS; c++) {
        if (columns[c].sweep_only && !sweep)
            continue;
        if (columns[c].name)
            out_text(&o, columns[c].name);
        else
            for (int k = 0; k < info->nsweep; k++)
                out_text(&o, info->sweep_keys[k]);
    }
    o.err |= fputs("\r\n", f) == EOF;
    for (int i = 0; i < rep->nrows && !o.err; i++) {
        row_figures_t x;
        figures(&x, rep, &rep->rows[i]);
        o.first = 1;
        for (int c = 0; c < NCOLUMNS; c++) {
            if (columns[c].sweep_only && !sweep)
                continue;
            if (columns[c].name)
                columns[c].cell(&o, &x, 0);
            else
                for (int k = 0; k < info->nsweep; k++)
                    columns[c].cell(&o, &x, k);
        }
        o.err |= fputs("\r\n", f) == EOF;
    }
    return o.err;
}
