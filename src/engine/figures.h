/* figures.h - the charts of a results CSV, as one model that both the workbook
 * (workbook.c, native spreadsheet charts) and the figures (plot.c, gnuplot) draw, so
 * the two always show the same thing.
 *
 * The CSV is read by column NAME, never by position (csv_table_t from data.h), so new
 * columns and row kinds do not break it. Rows (README, "The CSV"): a seat row has a
 * seat and position `all`, a position row seat `all` and a turn position, a total
 * both `all`; a setting's balance figures are read from its total of agent `all`.
 * What a run's CSV gives, in the baseline setting of a sweep:
 *
 *   win-rate-by-seat   win_rate (ci_low..ci_high) of each agent and of all agents in
 *                      each seat
 *   win-rate-by-position the same by turn position, from the position rows (agents
 *                      have them when positions are not seats)
 *   win-rate-by-agent  each agent's total row (two or more distinct agents)
 *   win-rate-by-team   each team (seat teamN, games with teams)
 *   balance            first_player_advantage, seat1_advantage, seat_spread and
 *                      position_spread, each with <name>_low.._high
 *   game-length        the distribution of moves per game as the CSV holds it:
 *                      p10_moves, p50_moves, p90_moves as a cumulative share (one
 *                      curve per setting in sweeps of up to 6 settings)
 *
 * and against the swept value, per setting:
 *   sweep-win-rate     each agent's win_rate over all seats (ci_low..ci_high)
 *   sweep-change       each agent's delta_win_rate (delta_ci_low..delta_ci_high), the
 *                      paired change from the baseline; the baseline at 0
 *   sweep-seat-win-rate each seat's win_rate, all agents
 *   sweep-first-player first_player_advantage (with its interval), seat1_advantage
 *   sweep-spreads      seat_spread, position_spread (with their intervals)
 *   sweep-skill-gap    skill_gap (two or more agents)
 *   sweep-metrics      decisiveness, comeback_rate, drawishness, capped_games (with
 *                      --metrics)
 *   sweep-game-length  mean_moves, bars from p10_moves to p90_moves
 * Intervals: win_rate has ci_low/ci_high, delta_win_rate delta_ci_low/delta_ci_high,
 * every other figure <name>_low/<name>_high; a point whose interval cells are empty
 * has no bar.
 *
 * CSVs of several runs (one row block per game and player count, or per `matchup`
 * as experiments/agent_ladder.sh writes): the charts above per run, ids suffixed
 * with the run (-dnup-3p); with a `matchup` column instead one chart, `ladder`:
 * the second agent named in each matchup, its win rate over all seats, per game.
 *
 * Deck studies (issue 14; README, "Figures"), recognised by their columns, per group
 * of rows (the columns that vary between rows and tell runs apart: lineup, agents,
 * rules...; ids carry only the values that tell the groups apart, matrix-greedy):
 *   pairs (deck, opponent, win_rate): `matrix` per seat value (seat all the headline,
 *     then matrix-seat1...), a heat map, decks best first; `field` (opponent all, a
 *     series per seat value, best first)
 *   ratings (deck, rank, elo or strength): `strength` (Elo, interval, by rank),
 *     `field` (field_win_rate), and `strength-by-lineup` with several lineups
 *   cards (card, drawn_minus_not): `cards-<deck>` per deck (not the pool, deck all,
 *     when the table has decks), horizontal, best first
 *   the optimiser log (step, candidate, status, score_diff): `steps`
 * Chart ids are unique in a set (a repeat gets -2, -3...): they name files.
 *
 * The swept keys: the columns whose name and value stand as "key=value" in every
 * row's setting_name (in that order); in CSVs written before setting_name, columns
 * named like a rule of the CSV's game or like an agent setting (a name with a dot).
 * An agent whose spec a swept setting changes (mcts:iters=25, mcts:iters=100) is
 * followed from setting to setting: specs found in only one of two settings are
 * paired in their row order (--agents order).
 * The swept value: with one swept key whose values are all numbers, x is that value;
 * with several keys, x is the first numeric key and each combination of the others
 * is its own series (when that stays under FIG_MAX_SERIES); otherwise x is the
 * setting, labelled with its setting_name (up to 24 settings; beyond, the setting
 * number). */
#ifndef SIM_FIGURES_H
#define SIM_FIGURES_H

#include "data.h"

#define FIG_MAX_SERIES 24

typedef struct fig_point {
    double x, y;
    int has_ci;
    double lo, hi; /* the interval drawn, when has_ci */
} fig_point_t;

typedef struct fig_series {
    char name[160];
    int n;
    fig_point_t *p;
    int line; /* join the points with a line */
    /* the look: colour by what the series is (an agent, a seat), dashes and marks by
     * its group (the other swept keys' values) */
    int colour, mark;
} fig_series_t;

typedef struct fig_chart {
    char id[64];        /* the file-name part: "win-rate-by-seat" */
    char title[512];
    char xlabel[200], ylabel[160];
    char note[200];     /* what the bars are, said under the title */
    char bars[64];      /* the bars' name in a legend: "95% interval" */
    int percent;        /* y is a share, drawn as a percentage */
    int points;         /* ...a difference of shares: percentage points */
    int zero;           /* draw the line y = 0 (a difference, 0 balanced or unchanged) */
    /* the y axis: yfit 0: from the data; 1: from the data but never beyond
     * ymin..ymax; 2: exactly ymin..ymax */
    int yfit;
    double ymin, ymax;
    /* categories: x = 1..ncat with these labels (series dodged around them);
     * ncat 0: x is a number */
    int ncat;
    char **cat;
    /* horizontal 1: the categories run down the y axis (the first at the top) and the
     * values along x, intervals drawn across (a long list of names: cards); the points
     * still hold x = the category, y = the value */
    int horizontal;
    int nseries;
    fig_series_t s[FIG_MAX_SERIES];
    /* a matrix instead of series (matrix 1): nr x nc values, row-major, NaN for none,
     * drawn as a heat map (a colour-scaled table in the workbook) from red at mlo
     * through white at mmid to green at mhi */
    int matrix;
    int nr, nc;
    char **rlab, **clab;
    double *m;
    double mlo, mmid, mhi;
} fig_chart_t;

typedef struct fig_set {
    fig_chart_t *c;
    int n, cap;
} fig_set_t;

/* The charts of a CSV written by simulate. Returns 0, or non-zero with one line in
 * err (not a CSV of simulate: no agent, seat or win_rate column; out of memory). */
int figures_build(const csv_table_t *t, fig_set_t *fs, char *err, size_t n);

/* Deck studies (issue 14) and other tables: one interval chart from any table, by
 * column names: a category per row (label_col), its value and interval columns
 * (lo_col, hi_col may be NULL). percent: the values are shares. Returns 0, or
 * non-zero with err (a missing column). */
int figures_add_intervals(fig_set_t *fs, const csv_table_t *t, const char *id,
                          const char *title, const char *label_col, const char *value_col,
                          const char *lo_col, const char *hi_col, int percent, char *err,
                          size_t n);

void figures_free(fig_set_t *fs);

/* The y range to draw c with: the data and its intervals with a margin, within the
 * chart's bounds (yfit). */
void fig_yrange(const fig_chart_t *c, double *lo, double *hi);
/* Whether every x of c is a whole number within a span of at most 30 (tics of 1). */
int fig_whole_x(const fig_chart_t *c);

/* Text as a number (the whole text, finite): 1 and *v, else 0. */
int fig_number(const char *s, double *v);

#endif
