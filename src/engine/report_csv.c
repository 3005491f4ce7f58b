/* report_csv.c - a report as a tidy CSV (RFC 4180, CRLF), from one column table: each
 * column has its name and the function that writes its cell; the header and every row
 * walk the same table. Every run writes the same columns in the same order (empty
 * cells where a figure does not apply), and the swept keys come last, one column each,
 * so a column's position never depends on the sweep. */
#include <csv.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
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

/* Whether s is a whole number in the C locale ("-5", "+2.5e3"). */
static int is_number(const char *s)
{
    char *end;
    if (!*s)
        return 0;
    double v = strtod(s, &end);
    return *end == '\0' && isfinite(v) && s[0] != ' ';
}

int csv_needs_guard(const char *s)
{
    switch (s[0]) {
    case '=':
    case '@':
    case '\t':
    case '\r':
        return 1;
    case '+':
    case '-':
        return !is_number(s);
    default:
        return 0;
    }
}

/* Text, quoted only when it holds a comma, quote or line break, or starts or ends
 * with a space. Text that a spreadsheet would read as a formula (it starts with =, @,
 * a tab or a carriage return, or with + or - and is not a number) gets a leading
 * apostrophe (the OWASP advice on CSV injection): it shows as text. */
static void out_text(csv_out_t *o, const char *s)
{
    char guarded[1024];
    sep(o);
    if (csv_needs_guard(s)) {
        snprintf(guarded, sizeof guarded, "'%s", s);
        s = guarded;
    }
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

static void out_empty(csv_out_t *o)
{
    sep(o);
}

/* A real with `digits` decimals, or an empty cell when it is not defined. */
static void out_real(csv_out_t *o, int ok, double v, int digits)
{
    sep(o);
    if (!ok || !isfinite(v))
        return;
    char buf[64];
    snprintf(buf, sizeof buf, "%.*f", digits, v);
    /* no "-0.000000" */
    if (buf[0] == '-' && strspn(buf + 1, "0.") == strlen(buf + 1))
        memmove(buf, buf + 1, strlen(buf));
    o->err |= fputs(buf, o->f) == EOF;
}

/* ---- what a row's cells are computed from ---- */

typedef struct row_figures {
    const report_t *rep;
    const report_row_t *r;
    const report_balance_t *bal;
    int base;         /* the row's setting is the baseline */
    int sweep;        /* the run has settings to compare */
    int has_rate;     /* decided games exist */
    double rate, lo, hi;
    int has_delta;    /* paired win-rate change (sweeps, not the baseline) */
    paired_t delta;
    int has_dpoints;
    double dpoints, dpoints_lo, dpoints_hi;
} row_figures_t;

static void figures(row_figures_t *x, const report_t *rep, const report_row_t *r)
{
    const report_info_t *info = rep->info;
    const tally_t *t = &r->t;
    const int s = r->setting;
    int sig;
    memset(x, 0, sizeof *x);
    x->rep = rep;
    x->r = r;
    x->bal = &rep->balance[s];
    x->base = s == info->baseline;
    x->sweep = rep->res->nsettings > 1;
    x->has_rate = row_win_rate(t, &x->rate);
    if (x->has_rate)
        wilson95(t->wins, t->games - t->capped, &x->lo, &x->hi);
    if (x->sweep && !x->base) {
        x->has_delta = paired_share(t->pair_games, t->pair_both, t->pair_win_only,
                                    t->pair_base_only, &x->delta);
        x->has_dpoints = paired_mean(t->pair_games, t->pair_dpoints, t->pair_dpoints2,
                                     &x->dpoints, &x->dpoints_lo, &x->dpoints_hi, &sig);
    }
}

/* ---- the columns ---- */

typedef void (*cell_fn)(csv_out_t *o, const row_figures_t *x, int key);

/* Cells that are one expression of the row's figures x (k: the swept key's index). */
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
/* A figure_t's value, interval, change and the change's interval (6 decimals). */
#define CELL_FIGURE(name, fig)                                                     \
    CELL_REAL(name, (fig).ok, (fig).v, 6)                                          \
    CELL_REAL(name##_lo, (fig).ok, (fig).lo, 6)                                    \
    CELL_REAL(name##_hi, (fig).ok, (fig).hi, 6)
#define CELL_FIGURE_DELTA(name, fig)                                               \
    CELL_REAL(name, (fig).has_delta, (fig).d, 6)                                   \
    CELL_REAL(name##_lo, (fig).has_delta, (fig).dlo, 6)                            \
    CELL_REAL(name##_hi, (fig).has_delta, (fig).dhi, 6)
#define T (&x->r->t)
#define INFO (x->rep->info)
#define BAL (x->bal)
#define FIXED (x->r->fixed)
#define DELTA_IV (x->has_delta && !FIXED)

static void c_seed(csv_out_t *o, const row_figures_t *x, int k)
{
    (void)k;
    char seed[32];
    snprintf(seed, sizeof seed, "%llu", (unsigned long long)INFO->seed);
    out_text(o, seed);
}
static void c_setting_name(csv_out_t *o, const row_figures_t *x, int k)
{
    (void)k;
    char name[1024] = "";
    size_t len = 0;
    for (int key = 0; key < INFO->nsweep && len < sizeof name; key++)
        len += (size_t)snprintf(name + len, sizeof name - len, "%s%s=%s", key ? " " : "",
                                INFO->sweep_keys[key],
                                INFO->sweep_values[x->r->setting * INFO->nsweep + key]);
    out_text(o, name);
}
static void c_setting(csv_out_t *o, const row_figures_t *x, int k)
{
    (void)k;
    int n = x->r->setting;
    if (INFO->order) /* the setting's place in value order */
        for (int i = 0; i < x->rep->res->nsettings; i++)
            if (INFO->order[i] == x->r->setting)
                n = i;
    out_int(o, n);
}
static void c_sweep_value(csv_out_t *o, const row_figures_t *x, int k)
{
    out_text(o, INFO->sweep_values[x->r->setting * INFO->nsweep + k]);
}
static void c_lineup(csv_out_t *o, const row_figures_t *x, int k)
{
    (void)k;
    const report_row_t *r = x->r;
    /* a seat row plays its seat's lineup; a position row does when positions are seats */
    int seat = r->kind == ROW_SEAT ? r->index
               : r->kind == ROW_POSITION && !BAL->moved ? r->index : -1;
    if (INFO->lineup && seat >= 0)
        out_text(o, INFO->lineup[r->setting * INFO->players + seat]);
    else
        out_empty(o);
}
/* 0/1, or empty when not defined */
static void c_significant(csv_out_t *o, const row_figures_t *x, int k)
{
    (void)k;
    if (DELTA_IV)
        out_int(o, x->delta.sig);
    else
        out_empty(o);
}
static void c_dturns_sig(csv_out_t *o, const row_figures_t *x, int k)
{
    (void)k;
    if (BAL->has_dturns)
        out_int(o, BAL->dturns_sig);
    else
        out_empty(o);
}
static void c_up(csv_out_t *o, const row_figures_t *x, int k)
{
    (void)k;
    if (x->has_delta)
        out_int(o, T->pair_win_only);
    else
        out_empty(o);
}
static void c_down(csv_out_t *o, const row_figures_t *x, int k)
{
    (void)k;
    if (x->has_delta)
        out_int(o, T->pair_base_only);
    else
        out_empty(o);
}
static void c_cap_up(csv_out_t *o, const row_figures_t *x, int k)
{
    (void)k;
    if (BAL->has_cap)
        out_int(o, BAL->cap_up);
    else
        out_empty(o);
}
static void c_cap_down(csv_out_t *o, const row_figures_t *x, int k)
{
    (void)k;
    if (BAL->has_cap)
        out_int(o, BAL->cap_down);
    else
        out_empty(o);
}
static void c_baseline(csv_out_t *o, const row_figures_t *x, int k)
{
    (void)k;
    out_int(o, x->base);
}
CELL_TEXT(c_game, INFO->game->id)
CELL_INT(c_players, INFO->players)
CELL_TEXT(c_version, INFO->version ? INFO->version : "")
CELL_TEXT(c_rules, INFO->rules_text)
CELL_TEXT(c_inputs, INFO->inputs ? INFO->inputs : "")
CELL_TEXT(c_agent, x->r->agent)
CELL_TEXT(c_seat, x->r->seat)
CELL_TEXT(c_position, x->r->position)
CELL_INT(c_games, T->games)
CELL_INT(c_wins, T->wins)
CELL_INT(c_draws, T->draws)
CELL_INT(c_losses, T->losses)
CELL_INT(c_capped, T->capped)
CELL_REAL(c_capped_share, T->games > 0, report_mean(T->capped, T->games), 6)
CELL_REAL(c_win_rate, x->has_rate, x->rate, 6)
CELL_REAL(c_ci_low, x->has_rate && !FIXED, x->lo, 6)
CELL_REAL(c_ci_high, x->has_rate && !FIXED, x->hi, 6)
CELL_REAL(c_delta, x->has_delta, x->delta.d, 6)
CELL_REAL(c_delta_lo, DELTA_IV, x->delta.lo, 6)
CELL_REAL(c_delta_hi, DELTA_IV, x->delta.hi, 6)
CELL_REAL(c_delta_p, DELTA_IV, x->delta.p, 6)
CELL_REAL(c_score, x->has_rate,
          x->has_rate ? ((double)T->wins + 0.5 * (double)T->draws) /
                            (double)(T->games - T->capped)
                      : 0,
          6)
CELL_REAL(c_seat_adv, x->r->has_adv, x->r->adv, 6)
CELL_REAL(c_points, T->games > 0, report_mean(T->points, T->games), 4)
CELL_REAL(c_dpoints, x->has_dpoints, x->dpoints, 4)
CELL_REAL(c_dpoints_lo, x->has_dpoints, x->dpoints_lo, 4)
CELL_REAL(c_dpoints_hi, x->has_dpoints, x->dpoints_hi, 4)
CELL_REAL(c_moves, T->games > 0, report_mean(T->moves, T->games), 4)
CELL_REAL(c_p10_moves, x->r->has_q, (double)x->r->moves_q[0], 0)
CELL_REAL(c_p50_moves, x->r->has_q, (double)x->r->moves_q[1], 0)
CELL_REAL(c_p90_moves, x->r->has_q, (double)x->r->moves_q[2], 0)
CELL_REAL(c_turns, T->games > 0, report_mean(T->turns, T->games), 4)
CELL_REAL(c_rounds, T->games > 0, report_mean(T->rounds, T->games), 4)
CELL_REAL(c_p50_rounds, x->r->has_q, (double)x->r->rounds_q[0], 0)
CELL_REAL(c_p90_rounds, x->r->has_q, (double)x->r->rounds_q[1], 0)
CELL_REAL(c_dturns, BAL->has_dturns, BAL->dturns, 4)
CELL_REAL(c_dturns_lo, BAL->has_dturns, BAL->dturns_lo, 4)
CELL_REAL(c_dturns_hi, BAL->has_dturns, BAL->dturns_hi, 4)
CELL_REAL(c_dcap, BAL->has_cap, BAL->cap.d, 6)
CELL_REAL(c_dcap_lo, BAL->has_cap, BAL->cap.lo, 6)
CELL_REAL(c_dcap_hi, BAL->has_cap, BAL->cap.hi, 6)
CELL_REAL(c_dcap_p, BAL->has_cap, BAL->cap.p, 6)
CELL_REAL(c_seat1_adv, BAL->has_seat, BAL->seat1_adv, 6)
CELL_FIGURE(c_fpa, BAL->f[BAL_FIRST_PLAYER])
CELL_FIGURE(c_seat_spread, BAL->f[BAL_SEAT_SPREAD])
CELL_FIGURE(c_pos_spread, BAL->f[BAL_POSITION_SPREAD])
CELL_FIGURE(c_skill_gap, BAL->f[BAL_SKILL_GAP])
CELL_FIGURE_DELTA(c_dfpa, BAL->f[BAL_FIRST_PLAYER])
CELL_FIGURE_DELTA(c_dseat_spread, BAL->f[BAL_SEAT_SPREAD])
CELL_FIGURE_DELTA(c_dpos_spread, BAL->f[BAL_POSITION_SPREAD])
CELL_FIGURE_DELTA(c_dskill_gap, BAL->f[BAL_SKILL_GAP])
CELL_FIGURE(c_branching, BAL->m[MET_BRANCHING])
CELL_FIGURE(c_decisive, BAL->m[MET_DECISIVENESS])
CELL_FIGURE(c_leads, BAL->m[MET_LEAD_CHANGES])
CELL_FIGURE(c_comeback, BAL->m[MET_COMEBACK])
CELL_FIGURE(c_drawish, BAL->m[MET_DRAWISH])
CELL_FIGURE(c_capped_games, BAL->m[MET_CAPPED])

#undef T
#undef INFO
#undef BAL
#undef FIXED
#undef DELTA_IV

typedef struct csv_column {
    const char *name; /* NULL: one column per swept key, named by the key */
    cell_fn cell;
} csv_column_t;

#define FIG3(name, fn) {name, fn}, {name "_low", fn##_lo}, {name "_high", fn##_hi}

/* The CSV's columns, in order (the README's CSV section describes each). */
static const csv_column_t columns[] = {
    /* what was run */
    {"game", c_game},
    {"players", c_players},
    {"seed", c_seed},
    {"version", c_version},
    {"rules", c_rules},
    {"inputs", c_inputs},
    {"setting", c_setting},
    {"setting_name", c_setting_name},
    {"baseline", c_baseline},
    /* whose row */
    {"agent", c_agent},
    {"seat", c_seat},
    {"position", c_position},
    {"lineup", c_lineup},
    /* results */
    {"games", c_games},
    {"wins", c_wins},
    {"draws", c_draws},
    {"losses", c_losses},
    {"capped", c_capped},
    {"capped_share", c_capped_share},
    {"win_rate", c_win_rate},
    {"ci_low", c_ci_low},
    {"ci_high", c_ci_high},
    {"score", c_score},
    {"seat_advantage", c_seat_adv},
    {"mean_points", c_points},
    {"mean_moves", c_moves},
    {"p10_moves", c_p10_moves},
    {"p50_moves", c_p50_moves},
    {"p90_moves", c_p90_moves},
    {"mean_turns", c_turns},
    {"mean_rounds", c_rounds},
    {"p50_rounds", c_p50_rounds},
    {"p90_rounds", c_p90_rounds},
    /* paired with the baseline: this row */
    {"up", c_up},
    {"down", c_down},
    {"delta_win_rate", c_delta},
    {"delta_ci_low", c_delta_lo},
    {"delta_ci_high", c_delta_hi},
    {"delta_p", c_delta_p},
    {"significant", c_significant},
    FIG3("delta_points", c_dpoints),
    /* the setting: balance */
    {"seat1_advantage", c_seat1_adv},
    FIG3("first_player_advantage", c_fpa),
    FIG3("seat_spread", c_seat_spread),
    FIG3("position_spread", c_pos_spread),
    FIG3("skill_gap", c_skill_gap),
    /* the setting, paired with the baseline */
    FIG3("delta_turns", c_dturns),
    {"turns_significant", c_dturns_sig},
    {"capped_up", c_cap_up},
    {"capped_down", c_cap_down},
    FIG3("delta_capped_share", c_dcap),
    {"delta_capped_p", c_dcap_p},
    FIG3("delta_first_player_advantage", c_dfpa),
    FIG3("delta_seat_spread", c_dseat_spread),
    FIG3("delta_position_spread", c_dpos_spread),
    FIG3("delta_skill_gap", c_dskill_gap),
    /* the setting: game metrics (--metrics) */
    FIG3("branching_factor", c_branching),
    FIG3("decisiveness", c_decisive),
    FIG3("lead_changes", c_leads),
    FIG3("comeback_rate", c_comeback),
    FIG3("drawishness", c_drawish),
    FIG3("capped_games", c_capped_games),
    /* the swept keys, one column each, last */
    {NULL, c_sweep_value},
};
enum { NCOLUMNS = sizeof columns / sizeof columns[0] };

int report_write_csv(const report_t *rep, FILE *f)
{
    const report_info_t *info = rep->info;
    csv_out_t o = {.f = f, .first = 1};
    for (int c = 0; c < NCOLUMNS; c++) {
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
