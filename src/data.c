/* data.c - data directory and CSV tables read with libcsv. */
#include <csv.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data.h"

const char *data_dir(void)
{
    const char *env = getenv("SIMULATE_DATA");
    return (env && *env) ? env : SIMULATE_SOURCE_DIR;
}

void data_path(char *buf, size_t n, const char *rel)
{
    snprintf(buf, n, "%s/%s", data_dir(), rel);
}

/* Parser state: fields of the row being read, rows collected so far. */
struct reader {
    csv_table_t *t;
    char **row;
    int nrow, caprow;
    int line;       /* line being fed */
    int row_line;   /* line the current row started on */
    int too_many;   /* a row had more fields than the header: its line */
    char **cells;
    int ncells, capcells;
    int *lines;
    int nrows, caplines;
    int failed;
};

static char *dupn(const void *s, size_t len)
{
    char *p = malloc(len + 1);
    if (p) {
        memcpy(p, s, len);
        p[len] = '\0';
    }
    return p;
}

static void on_field(void *s, size_t len, void *data)
{
    struct reader *r = data;
    if (r->nrow == 0)
        r->row_line = r->line;
    if (r->nrow == r->caprow) {
        r->caprow = r->caprow ? r->caprow * 2 : 16;
        char **nr = realloc(r->row, sizeof *nr * (size_t)r->caprow);
        if (!nr) { r->failed = 1; return; }
        r->row = nr;
    }
    char *f = dupn(s ? s : "", s ? len : 0);
    if (!f) { r->failed = 1; return; }
    /* trim surrounding spaces */
    char *b = f, *e = f + strlen(f);
    while (*b == ' ' || *b == '\t') b++;
    while (e > b && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r')) e--;
    memmove(f, b, (size_t)(e - b));
    f[e - b] = '\0';
    r->row[r->nrow++] = f;
}

static void on_row(int c, void *data)
{
    (void)c;
    struct reader *r = data;
    csv_table_t *t = r->t;
    int blank = r->nrow == 0 || (r->nrow == 1 && r->row[0][0] == '\0');
    if (blank) {
        for (int i = 0; i < r->nrow; i++) free(r->row[i]);
        r->nrow = 0;
        return;
    }
    if (!t->header) {
        t->header = r->row;
        t->ncols = r->nrow;
        r->row = NULL;
        r->nrow = r->caprow = 0;
        return;
    }
    if (r->nrow > t->ncols && !r->too_many)
        r->too_many = r->row_line;
    if (r->ncells + t->ncols > r->capcells) {
        r->capcells = r->capcells ? r->capcells * 2 : 256;
        while (r->capcells < r->ncells + t->ncols) r->capcells *= 2;
        char **nc = realloc(r->cells, sizeof *nc * (size_t)r->capcells);
        if (!nc) { r->failed = 1; return; }
        r->cells = nc;
    }
    for (int i = 0; i < t->ncols; i++)
        r->cells[r->ncells++] = i < r->nrow ? r->row[i] : dupn("", 0);
    for (int i = t->ncols; i < r->nrow; i++) free(r->row[i]);
    r->nrow = 0;
    if (r->nrows == r->caplines) {
        r->caplines = r->caplines ? r->caplines * 2 : 64;
        int *nl = realloc(r->lines, sizeof *nl * (size_t)r->caplines);
        if (!nl) { r->failed = 1; return; }
        r->lines = nl;
    }
    r->lines[r->nrows++] = r->row_line;
}

int csv_table_load(csv_table_t *t, const char *path, char *err, size_t n)
{
    memset(t, 0, sizeof *t);
    snprintf(t->path, sizeof t->path, "%s", path);
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, n, "%s: cannot open: %s", path, strerror(errno));
        return 1;
    }
    struct csv_parser p;
    if (csv_init(&p, CSV_APPEND_NULL) != 0) {
        fclose(f);
        snprintf(err, n, "%s: cannot start the CSV parser", path);
        return 1;
    }
    struct reader r = {.t = t};
    char *linebuf = NULL;
    size_t cap = 0;
    ssize_t len;
    int rc = 0;
    /* Feed line by line so each row knows the line it started on. */
    while ((len = getline(&linebuf, &cap, f)) > 0) {
        r.line++;
        if (csv_parse(&p, linebuf, (size_t)len, on_field, on_row, &r) != (size_t)len) {
            snprintf(err, n, "%s:%d: %s", path, r.line, csv_strerror(csv_error(&p)));
            rc = 1;
            break;
        }
        if (r.failed) break;
    }
    if (!rc)
        csv_fini(&p, on_field, on_row, &r);
    free(linebuf);
    csv_free(&p);
    fclose(f);
    for (int i = 0; i < r.nrow; i++) free(r.row[i]);
    free(r.row);
    t->cells = r.cells;
    t->nrows = r.nrows;
    t->line = r.lines;
    if (rc) {
        csv_table_free(t);
        return 1;
    }
    if (r.failed) {
        csv_table_free(t);
        snprintf(err, n, "%s: out of memory", path);
        return 1;
    }
    if (!t->header) {
        csv_table_free(t);
        snprintf(err, n, "%s: empty file, expected a header row", path);
        return 1;
    }
    if (r.too_many) {
        snprintf(err, n, "%s:%d: more fields than the %d columns of the header", path,
                 r.too_many, t->ncols);
        csv_table_free(t);
        return 1;
    }
    return 0;
}

void csv_table_free(csv_table_t *t)
{
    if (t->header)
        for (int i = 0; i < t->ncols; i++) free(t->header[i]);
    if (t->cells)
        for (int i = 0; i < t->nrows * t->ncols; i++) free(t->cells[i]);
    free(t->header);
    free(t->cells);
    free(t->line);
    t->header = NULL;
    t->cells = NULL;
    t->line = NULL;
    t->nrows = t->ncols = 0;
}

int csv_table_col(const csv_table_t *t, const char *name)
{
    for (int i = 0; i < t->ncols; i++)
        if (strcmp(t->header[i], name) == 0)
            return i;
    return -1;
}

int csv_table_need(const csv_table_t *t, const char *name, char *err, size_t n)
{
    int c = csv_table_col(t, name);
    if (c < 0)
        snprintf(err, n, "%s: missing column '%s' in the header", t->path, name);
    return c;
}

int csv_table_int(const csv_table_t *t, int row, int col, long lo, long hi, long *out,
                  char *err, size_t n)
{
    const char *s = csv_table_cell(t, row, col);
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (*s == '\0' || *end != '\0' || errno == ERANGE || v < lo || v > hi) {
        snprintf(err, n, "%s:%d: field '%s': expected an integer from %ld to %ld, got '%s'",
                 t->path, t->line[row], t->header[col], lo, hi, s);
        return 1;
    }
    *out = v;
    return 0;
}
