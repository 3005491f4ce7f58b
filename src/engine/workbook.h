/* workbook.h - results as a spreadsheet workbook (.xlsx, libxlsxwriter), written
 * beside the CSV (never instead of it): `simulate ... --xlsx FILE` after a run, or
 * `simulate xlsx RUN.csv [-o FILE]` from any CSV the program wrote.
 *
 * The workbook is built from the finished CSV read back by column name, so it holds
 * exactly what the CSV holds, whatever columns it has:
 *   data        the CSV's rows and columns; numbers stored as numbers (any locale
 *               reads them), text as text, empty cells empty; frozen header,
 *               autofilter, column widths
 *   summary     game, players, agents, seed, games, rules, version, and the run's
 *               summary lines (when written by the run itself)
 *   charts      native spreadsheet charts (figures.h: the same charts as `simulate
 *               plot`), drawn from
 *   chart data  one block per chart: each series' x, y and interval, and the
 *               interval as segments (x, low), (x, high), gap
 * libxlsxwriter (1.1) cannot write per-point ("custom") error bars, so each 95%
 * interval is drawn as a vertical segment, a second series in the series'
 * colour; the charts are scatter charts (an x axis of numbers, categories
 * at 1..n labelled on their points).
 *
 * Deck studies (issue 14): their CSVs get the charts figures.h lists; each matrix is
 * a sheet of its own named by its chart id (matrix-greedy-seat1, cut to 31
 * characters, never twice) with a three-colour scale (wb_matrix_sheet); horizontal
 * charts (a deck's cards) are drawn across on a reversed y axis and grow with their
 * categories, pushing the next chart of their column down.
 *
 * libxlsxwriter is optional at build time: without it, workbook_available() is 0
 * and every entry point fails with a line naming the Debian package
 * libxlsxwriter-dev (exit 2). */
#ifndef SIM_WORKBOOK_H
#define SIM_WORKBOOK_H

#include <stddef.h>

#include "data.h"
#include "figures.h"

#define WORKBOOK_MISSING                                                                   \
    "this simulate was built without libxlsxwriter: install the Debian package "          \
    "libxlsxwriter-dev and build again"

/* What the summary sheet says; NULL fields are taken from the CSV where it has them. */
typedef struct wb_meta {
    const char *csv; /* the CSV's path */
    const char *game, *players, *agents, *seed, *games, *rules, *version;
    const char *summary; /* the run's summary lines, or NULL */
} wb_meta_t;

int workbook_available(void);

/* The whole workbook from a CSV written by simulate: data, summary, charts.
 * Written to a temporary file next to xlsx and renamed when complete. Returns 0, or
 * non-zero with one line in err. */
int workbook_from_csv(const char *xlsx, const char *csv, const wb_meta_t *m, char *err,
                      size_t n);

/* ---- the parts, for other tables (deck studies) ---- */
typedef struct wb wb_t;
wb_t *wb_create(const char *path, char *err, size_t n);
/* A table as a sheet: header frozen, autofilter, numbers as numbers. */
int wb_data_sheet(wb_t *w, const char *name, const csv_table_t *t);
/* The run's parameters and summary lines (t: the results CSV, for what m leaves out). */
int wb_summary_sheet(wb_t *w, const char *name, const wb_meta_t *m, const csv_table_t *t);
/* The charts of fs on sheet `name`, their data on sheet "<name> data". */
int wb_chart_sheet(wb_t *w, const char *name, const fig_set_t *fs);
/* A matrix (rows x cols, row-major, NaN for an empty cell) with a three-colour scale:
 * red at lo, white at mid, green at hi; title above it. */
int wb_matrix_sheet(wb_t *w, const char *name, const char *title, const char *corner,
                    int nr, const char *const *rows, int nc, const char *const *cols,
                    const double *v, double lo, double mid, double hi);
/* Write the file (temporary name, renamed over path) and free w: 0, or err. */
int wb_close(wb_t *w, char *err, size_t n);
/* Free w without writing. */
void wb_abort(wb_t *w);

/* The subcommand `simulate xlsx RUN.csv [-o FILE]`: argv[0] is "xlsx". */
int workbook_main(int argc, char **argv);

#endif
