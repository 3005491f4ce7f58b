/* report.h - turning a run's tallies into rows (report.c), and the rows into the
 * summary on stdout (report_text.c) and the tidy CSV (report_csv.c). */
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
    const char *rules_text;    /* fixed rule overrides, "k=v;k=v" ("" for none) */
    /* sweeps: nsweep keys, and per setting the value text of each key */
    int nsweep;
    const char *sweep_keys[REPORT_MAX_SWEEP];
    const char *const *sweep_values; /* [setting * nsweep + key] */
    int baseline;
} report_info_t;

/* One CSV row: a (setting, agent, seat) cell merged over identical agent specs. */
typedef struct report_row {
    int setting;
    int d;                      /* distinct agent (report.c), -1 for "all" */
    char agent[AGENT_SPEC_MAX]; /* agent spec, or "all" */
    char seat[16];              /* "1".., "all", "team1".. */
    tally_t t;
    int has_adv;
    double adv;                 /* win rate minus the mean over seats (same agent) */
    int64_t moves_q[3];         /* p10, p50, p90 of moves per game */
    int64_t rounds_q[2];        /* p50, p90 of rounds per game */
} report_row_t;

/* Per-setting balance figures. */
typedef struct report_balance {
    double seat1_adv, spread, skill_gap;
    int has_seat, has_skill;
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

/* Readable summary on f. */
void report_print(const report_t *rep, FILE *f);

/* The CSV to f; returns 0 or non-zero on a write error. */
int report_write_csv(const report_t *rep, FILE *f);

/* Win rate of decided games, and whether there are any. */
int row_win_rate(const tally_t *t, double *rate);
/* The row of setting s with that agent and seat text, or NULL. */
const report_row_t *report_find_row(const report_t *rep, int s, const char *agent,
                                    const char *seat);
/* sum / n, or 0 when n is 0. */
double report_mean(int64_t sum, int64_t n);

#endif
