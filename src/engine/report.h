/* report.h - turning a run's tallies into rows and figures (report.c,
 * report_balance.c), and those into the summary on stdout (report_text.c) and the
 * tidy CSV (report_csv.c). */
#ifndef SIM_REPORT_H
#define SIM_REPORT_H

#include <stdio.h>

#include "agent.h"
#include "runner.h"

#define REPORT_MAX_SWEEP 8

/* What the run was, for the report's identifying columns. */
typedef struct report_info {
    const game_t *game;
    int players;
    uint64_t seed;
    int64_t games;
    const agent_cfg_t *agents; /* players entries */
    /* agent sweeps: nsettings * players entries (setting s at [s * players]), or NULL */
    const agent_cfg_t *setting_agents;
    const char *rules_text;    /* fixed rule overrides, "k=v;k=v" ("" for none) */
    /* sweeps: nsweep keys, and per setting the value text of each key */
    int nsweep;
    const char *sweep_keys[REPORT_MAX_SWEEP];
    const char *const *sweep_values; /* [setting * nsweep + key] */
    int baseline;
    /* the order settings are written in (value order), NULL: 0, 1, ... */
    const int *order;
    /* per setting and seat, what that seat plays with when seats differ by per-seat
     * rules (the game's decks): [setting * players + seat], NULL when they do not */
    const char *const *lineup;
    /* provenance: the program version, and "name=base@hash;..." of every input given
     * by file (decks, rules files, the game's data folder) */
    const char *version;
    const char *inputs;
    int metrics;               /* the run collected the game metrics */
    /* sweep keys that set an agent's budget-like setting: key index, or -1 */
    int skill_axis;
} report_info_t;

enum row_kind { ROW_SEAT, ROW_POSITION, ROW_TOTAL, ROW_TEAM };

/* One CSV row: a (setting, agent, seat or position) cell merged over identical agent
 * specs. */
typedef struct report_row {
    int setting;
    int d;                      /* distinct agent (runner.h), -1 for "all" */
    enum row_kind kind;
    char agent[AGENT_SPEC_MAX]; /* agent spec, or "all" */
    char seat[16];              /* "1".., "all", "team1".. */
    char position[16];          /* "1".., "all" */
    int index;                  /* seat, position or team from 0; -1 for totals */
    tally_t t;
    int fixed;                  /* its win rate is fixed by construction: no interval */
    int has_adv;
    double adv;                 /* win rate minus the mean over seats (same agent) */
    int has_q;                  /* the length percentiles are known */
    int64_t moves_q[3];         /* p10, p50, p90 of moves per game */
    int64_t rounds_q[2];        /* p50, p90 of rounds per game */
} report_row_t;

/* A figure with its 95% interval and, in sweeps, its paired change against the
 * baseline with the change's interval. */
typedef struct figure {
    int ok;
    double v, lo, hi;
    int has_delta;
    double d, dlo, dhi;
    int dsig;
} figure_t;

enum { BAL_FIRST_PLAYER, BAL_SEAT_SPREAD, BAL_POSITION_SPREAD, BAL_SKILL_GAP, BAL_N };
enum { MET_BRANCHING, MET_DECISIVENESS, MET_LEAD_CHANGES, MET_COMEBACK, MET_DRAWISH,
       MET_CAPPED, MET_N };

/* Per-setting figures. */
typedef struct report_balance {
    double seat1_adv;
    int has_seat;
    figure_t f[BAL_N];  /* balance figures */
    figure_t m[MET_N];  /* game metrics (--metrics) */
    int teams;          /* the game has teams of two or more seats in this setting */
    int moved;          /* some game's turn order did not start at seat 1 */
    /* paired with the baseline */
    int has_cap;
    paired_t cap;       /* change of the capped share */
    int64_t cap_up, cap_down;
    int has_dturns;
    double dturns, dturns_lo, dturns_hi;
    int dturns_sig;
} report_balance_t;

typedef struct report {
    const report_info_t *info;
    const run_result_t *res;
    report_row_t *rows;
    int nrows;
    report_balance_t *balance; /* per setting */
} report_t;

/* Returns 0, or non-zero with one line in err (out of memory; a game whose teams
 * differ between games of one setting). */
int report_build(report_t *rep, const report_info_t *info, const run_result_t *res, char *err,
                 size_t n);
void report_free(report_t *rep);

/* The balance figures and metrics of every setting (report_balance.c). */
void report_balance(report_t *rep);

/* Whether a CSV text cell needs a leading apostrophe so that a spreadsheet does not
 * read it as a formula (report_csv.c). */
int csv_needs_guard(const char *s);

/* Readable summary on f. */
void report_print(const report_t *rep, FILE *f);

/* The CSV to f; returns 0 or non-zero on a write error. */
int report_write_csv(const report_t *rep, FILE *f);

/* Win rate of decided games, and whether there are any. */
int row_win_rate(const tally_t *t, double *rate);
/* The row of setting s with that agent, seat and position text, or NULL. */
const report_row_t *report_find(const report_t *rep, int s, const char *agent, const char *seat,
                                const char *position);
/* The row of setting s with that agent and seat text (position "all"), or NULL. */
const report_row_t *report_find_row(const report_t *rep, int s, const char *agent,
                                    const char *seat);
/* sum / n, or 0 when n is 0. */
double report_mean(int64_t sum, int64_t n);
/* The agent spec of slot a in setting s. */
const char *report_agent_spec(const report_info_t *info, int s, int a);

/* ---- the interval arithmetic of report_balance.c, exposed for the tests ---- */

/* A ratio r = sum(c . v) / sum(v[0]) over games, from the sums of v v' (mom, K x K
 * row-major), with its delta-method variance (games as clusters). 0 when no game was
 * decided. */
int mom_ratio(const int64_t *mom, int K, const double *c, double *r, double *var);
/* The change r_s - r_0 of the same ratio in a setting and the baseline, paired game by
 * game through cross (sums of v_s v_0'). */
int mom_ratio_change(const int64_t *ms, const int64_t *m0, const int64_t *cross, int K,
                     const double *c, double *d, double *var);
/* The first-player advantage p_1 - mean_k p_k of P turn positions over the decided
 * games of mom, with its interval at z: with three or more players when every decided
 * game had one winner it is p_1 - 1/P and gets p_1's Wilson interval, shifted;
 * otherwise MOVER (Zou & Donner
 * 2008) on the Wilson limits of every position's rate, the positions' correlations from
 * mom (Newcombe's continuity-corrected phi; at P = 2 this is Newcombe's method 10,
 * halved). 0 when no game was decided. */
int fpa_interval(const int64_t *mom, int K, int P, double z, double *est, double *lo, double *hi);
/* The paired change of the first-player advantage against the baseline m0 (cross: the
 * sums of v_s v_0'), with its interval at z: MOVER on the two settings' fpa_interval
 * limits with the correlation of the two advantages game by game (Newcombe's
 * continuity-corrected phi; with one winner per game and three or more players this is
 * Newcombe's method 10 for position 1's paired rates). 0 when a setting has no decided
 * game. */
int fpa_change(const int64_t *ms, const int64_t *m0, const int64_t *cross, int K, int P,
               double z, double *d, double *lo, double *hi);
/* MOVER (Zou & Donner 2008) for a difference a - b of two estimates with limits
 * [la, ua], [lb, ub] and correlation r: a - b -+ sqrt(da^2 + db^2 - 2 r da db), da and
 * db the distances from each estimate to the limit that moves the difference that
 * way. */
void mover_diff(double ea, double la, double ua, double eb, double lb, double ub, double r,
                double *d, double *lo, double *hi);
/* The paired change of the ratio of contrast c against the baseline, with the limits
 * es [ls, us] here and e0 [l0, u0] in the baseline: MOVER with the correlation of the
 * two ratios game by game from the cross sums, continuity-corrected as Newcombe's phi
 * (by n unit / 2 on the ad - bc scale; unit the square of the contrast's per-game span
 * in 0/1 counts: 1 for a rate, 4 for a difference of two rates). 0 when a setting has
 * no decided game. */
int mom_change_interval(const int64_t *ms, const int64_t *m0, const int64_t *cross, int K,
                        const double *c, double es, double ls, double us, double e0, double l0,
                        double u0, double unit, double *d, double *lo, double *hi);
/* The win rate of item mom index i counted with weight w (1 for a seat or position; 1 /
 * its seats for an agent: the share of its seats it won) and its score interval at z:
 * Wilson for a 0/1 count; otherwise Wilson with the effective number of trials from the
 * variance over games, between the games and the seat-games (the games at 0 and 1).
 * 0 when no game was decided. */
int item_interval(const int64_t *mom, int K, int i, double w, double z, double *p, double *lo,
                  double *hi);
/* The range (best minus worst rate) over n items whose rate of item k is the ratio of
 * contrast k (contrasts[k][0..K)), with its interval: the projection of
 * Bonferroni-simultaneous intervals of every pairwise difference; and, with m0 and
 * cross, the paired change against the baseline. */
void mom_range(const int64_t *ms, const int64_t *m0, const int64_t *cross, int K,
               const double (*contrasts)[MOM_MAX], int n, figure_t *f);

#endif
