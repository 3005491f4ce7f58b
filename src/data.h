/* data.h - reading the games' data files (CSV through libcsv), with errors that name
 * the file, the line and the field. */
#ifndef SIM_DATA_H
#define SIM_DATA_H

#include <stddef.h>

/* Directory that holds games/<id>/ data: $SIMULATE_DATA, else the source tree. */
const char *data_dir(void);
/* data_dir() + "/" + rel into buf. */
void data_path(char *buf, size_t n, const char *rel);

typedef struct csv_table {
    char path[512];
    int ncols, nrows;
    char **header;  /* ncols names */
    char **cells;   /* nrows * ncols, row-major; missing trailing fields are "" */
    int *line;      /* source line number of each data row */
} csv_table_t;

/* Load a CSV file with a header row. Blank lines are skipped. Returns 0, or
 * non-zero with "path:line: problem" in err. */
int csv_table_load(csv_table_t *t, const char *path, char *err, size_t n);
void csv_table_free(csv_table_t *t);

/* Column index by header name, or -1. */
int csv_table_col(const csv_table_t *t, const char *name);
/* Column index; on absence writes "path: missing column 'name'" and returns -1. */
int csv_table_need(const csv_table_t *t, const char *name, char *err, size_t n);
static inline const char *csv_table_cell(const csv_table_t *t, int row, int col)
{
    return t->cells[(size_t)row * (size_t)t->ncols + (size_t)col];
}
/* Integer cell in [lo, hi]: 0, or "path:line: field 'col': expected ... got '...'". */
int csv_table_int(const csv_table_t *t, int row, int col, long lo, long hi, long *out,
                  char *err, size_t n);

#endif
