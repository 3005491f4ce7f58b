/* data.c - data directory, whole-file reads with their checks, text lines, and CSV
 * tables read with libcsv in strict mode (data.h). */
#include <csv.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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

/* ---- the files read, so that no output overwrites one ---- */

#define DATA_MAX_SEEN 256
static struct {
    unsigned long long dev, ino;
} seen[DATA_MAX_SEEN];
static int nseen;

int data_was_read(unsigned long long dev, unsigned long long ino)
{
    for (int i = 0; i < nseen; i++)
        if (seen[i].dev == dev && seen[i].ino == ino)
            return 1;
    return 0;
}

void data_note_read(unsigned long long dev, unsigned long long ino)
{
    if (!data_was_read(dev, ino) && nseen < DATA_MAX_SEEN) {
        seen[nseen].dev = dev;
        seen[nseen].ino = ino;
        nseen++;
    }
}

/* ---- whole files ---- */

static const char *file_kind(mode_t m)
{
    return S_ISDIR(m) ? "a directory" : S_ISCHR(m) ? "a character device" :
           S_ISBLK(m) ? "a block device" : S_ISFIFO(m) ? "a FIFO" :
           S_ISSOCK(m) ? "a socket" : "not a plain file";
}

int data_folder_files(const char *rel, void (*fn)(const char *name, const char *path, void *ctx),
                      void *ctx)
{
    char dir[1024], path[2048];
    data_path(dir, sizeof dir, rel);
    struct dirent **names;
    int n = scandir(dir, &names, NULL, alphasort), count = 0;
    if (n < 0)
        return -1;
    for (int i = 0; i < n; i++) {
        const char *nm = names[i]->d_name;
        size_t l = strlen(nm);
        struct stat st;
        if (l > 4 && (strcmp(nm + l - 4, ".csv") == 0 || strcmp(nm + l - 4, ".txt") == 0)) {
            snprintf(path, sizeof path, "%s/%s", dir, nm);
            if (stat(path, &st) == 0 && S_ISREG(st.st_mode)) {
                fn(nm, path, ctx);
                count++;
            }
        }
        free(names[i]);
    }
    free(names);
    return count;
}

int data_read_file(const char *path, char **out, size_t *outlen, char *err, size_t n)
{
    *out = NULL;
    *outlen = 0;
    /* O_NONBLOCK: opening a FIFO must not wait for a writer before it is refused */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        snprintf(err, n, "%s: cannot open: %s", path, strerror(errno));
        return 1;
    }
    struct stat st;
    if (fstat(fd, &st) != 0) {
        snprintf(err, n, "%s: cannot read: %s", path, strerror(errno));
        close(fd);
        return 1;
    }
    if (!S_ISREG(st.st_mode)) {
        snprintf(err, n, "%s: not a regular file (%s)", path, file_kind(st.st_mode));
        close(fd);
        return 1;
    }
    /* read one byte more than allowed: a file that grows while read is caught too */
    size_t cap = st.st_size < (off_t)DATA_MAX_BYTES ? (size_t)st.st_size + 1 : DATA_MAX_BYTES + 1;
    char *buf = malloc(cap + 1);
    if (!buf) {
        snprintf(err, n, "%s: out of memory", path);
        close(fd);
        return 1;
    }
    size_t len = 0;
    for (;;) {
        if (len == cap) {
            if (cap > DATA_MAX_BYTES)
                break;
            size_t grown = cap * 2 < DATA_MAX_BYTES + 1 ? cap * 2 : DATA_MAX_BYTES + 1;
            char *nb = realloc(buf, grown + 1);
            if (!nb) {
                free(buf);
                snprintf(err, n, "%s: out of memory", path);
                close(fd);
                return 1;
            }
            buf = nb;
            cap = grown;
        }
        ssize_t got = read(fd, buf + len, cap - len);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0) {
            snprintf(err, n, "%s: cannot read: %s", path, strerror(errno));
            free(buf);
            close(fd);
            return 1;
        }
        if (got == 0)
            break;
        len += (size_t)got;
    }
    close(fd);
    if (len > DATA_MAX_BYTES) {
        snprintf(err, n, "%s: larger than %u bytes, the most a data, deck or rules file may "
                 "hold", path, (unsigned)DATA_MAX_BYTES);
        free(buf);
        return 1;
    }
    buf[len] = '\0';
    const char *nul = memchr(buf, '\0', len);
    if (nul) {
        int line = 1;
        for (const char *p = buf; p < nul; p++)
            line += *p == '\n';
        snprintf(err, n, "%s:%d: NUL byte: not a text file", path, line);
        free(buf);
        return 1;
    }
    if (len >= 3 && memcmp(buf, "\xef\xbb\xbf", 3) == 0) { /* UTF-8 byte order mark */
        memmove(buf, buf + 3, len - 3 + 1);
        len -= 3;
    }
    data_note_read((unsigned long long)st.st_dev, (unsigned long long)st.st_ino);
    *out = buf;
    *outlen = len;
    return 0;
}

/* ---- text lines ---- */

int data_lines_open(data_lines_t *l, const char *path, char *err, size_t n)
{
    memset(l, 0, sizeof *l);
    return data_read_file(path, &l->buf, &l->len, err, n);
}

char *data_lines_next(data_lines_t *l)
{
    if (!l->buf || l->pos >= l->len)
        return NULL;
    char *s = l->buf + l->pos, *nl = memchr(s, '\n', l->len - l->pos);
    char *end = nl ? nl : l->buf + l->len;
    l->pos = (size_t)(end - l->buf) + (nl ? 1 : 0);
    if (end > s && end[-1] == '\r')
        end--;
    *end = '\0';
    l->line++;
    return s;
}

void data_lines_close(data_lines_t *l)
{
    free(l->buf);
    memset(l, 0, sizeof *l);
}

/* Parser state: fields of the row being read, rows collected so far. */
struct reader {
    csv_table_t *t;
    char **row;
    int nrow, caprow;
    int line;       /* line being fed */
    int row_line;   /* line the current row started on */
    int row_open;   /* a row has begun and not ended */
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
    r->row_open = 0;
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

/* Whether a line holds only blanks (libcsv skips it, or reports one empty field). */
static int blank_line(const char *s, size_t len)
{
    for (size_t i = 0; i < len; i++)
        if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r' && s[i] != '\n')
            return 0;
    return 1;
}

int csv_table_load(csv_table_t *t, const char *path, char *err, size_t n)
{
    memset(t, 0, sizeof *t);
    snprintf(t->path, sizeof t->path, "%s", path);
    char *text;
    size_t textlen;
    if (data_read_file(path, &text, &textlen, err, n))
        return 1;
    struct csv_parser p;
    if (csv_init(&p, CSV_APPEND_NULL | CSV_STRICT | CSV_STRICT_FINI) != 0) {
        free(text);
        snprintf(err, n, "%s: cannot start the CSV parser", path);
        return 1;
    }
    struct reader r = {.t = t};
    int rc = 0;
    /* Feed line by line so each row knows the line it started on. */
    for (size_t pos = 0; pos < textlen && !rc && !r.failed;) {
        const char *line = text + pos, *nl = memchr(line, '\n', textlen - pos);
        size_t len = nl ? (size_t)(nl - line) + 1 : textlen - pos;
        pos += len;
        r.line++;
        if (!r.row_open && !blank_line(line, len)) {
            r.row_open = 1;
            r.row_line = r.line;
        }
        if (csv_parse(&p, line, len, on_field, on_row, &r) != len) {
            if (csv_error(&p) == CSV_EPARSE)
                snprintf(err, n, "%s:%d: bad quoting: a quote inside an unquoted field, or "
                         "text after a closing quote (quote the whole field and double its "
                         "quotes)", path, r.line);
            else
                snprintf(err, n, "%s:%d: %s", path, r.line, csv_strerror(csv_error(&p)));
            rc = 1;
        }
    }
    if (!rc && !r.failed && csv_fini(&p, on_field, on_row, &r) != 0) {
        snprintf(err, n, "%s:%d: a quoted field that starts on this row is not closed", path,
                 r.row_line);
        rc = 1;
    }
    csv_free(&p);
    free(text);
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
