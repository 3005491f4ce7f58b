/* data.h - reading the files the program is given: the games' data files (CSV
 * through libcsv, strict), decklists and rules files (text lines), with errors that
 * name the file, the line and the field.
 *
 * Every file is read whole through data_read_file(): it must be a regular file (a
 * directory, a device such as /dev/zero, a FIFO or a socket is refused, without
 * blocking; a symlink to a regular file is fine), at most DATA_MAX_BYTES long, with
 * no NUL byte; a UTF-8 byte order mark at its start is skipped. */
#ifndef SIM_DATA_H
#define SIM_DATA_H

#include <stddef.h>

/* Directory that holds games/<id>/ data: $SIMULATE_DATA, else the source tree. */
const char *data_dir(void);
/* data_dir() + "/" + rel into buf. */
void data_path(char *buf, size_t n, const char *rel);

/* The largest file the program reads: the data files are a few KB. */
#define DATA_MAX_BYTES (4u << 20)

/* Read the file at path into *buf (malloc'd, NUL-terminated: free it), its length in
 * *len, after the checks above. 0, or non-zero with "path: problem" or
 * "path:line: problem" in err. */
int data_read_file(const char *path, char **buf, size_t *len, char *err, size_t n);

/* The .csv and .txt files of data_dir()/rel (a game's data folder: "games/<id>"), in
 * name order, regular files only: fn(name, path, ctx) for each. Returns how many, or
 * -1 when the folder cannot be read. The run's "inputs" hash them; a trace's header
 * carries them. */
int data_folder_files(const char *rel, void (*fn)(const char *name, const char *path, void *ctx),
                      void *ctx);

/* Whether a file (by device and inode, as stat() gives them) was read by this
 * process through data.c, so an output never overwrites one of its inputs. */
int data_was_read(unsigned long long dev, unsigned long long ino);
/* Remember a file read some other way (the program's own reads call this). */
void data_note_read(unsigned long long dev, unsigned long long ino);

/* A text file as whole lines, however long (decklists, rules files):
 *
 *   data_lines_t l;
 *   if (data_lines_open(&l, path, err, n)) return 1;
 *   for (char *s; (s = data_lines_next(&l));) ... l.line is s's line number ...
 *   data_lines_close(&l);
 *
 * A line comes without its end (LF or CR LF), NUL-terminated, writable. */
typedef struct data_lines {
    char *buf;
    size_t len, pos;
    int line; /* number of the line last returned, from 1 */
} data_lines_t;
int data_lines_open(data_lines_t *l, const char *path, char *err, size_t n);
char *data_lines_next(data_lines_t *l);
void data_lines_close(data_lines_t *l);

typedef struct csv_table {
    char path[512];
    int ncols, nrows;
    char **header;  /* ncols names */
    char **cells;   /* nrows * ncols, row-major; missing trailing fields are "" */
    int *line;      /* source line number of each data row */
} csv_table_t;

/* Load a CSV file with a header row, read by data_read_file() and parsed strictly: a
 * quote inside an unquoted field, text after a closing quote or a quoted field never
 * closed is an error. Blank lines are skipped. Returns 0, or non-zero with
 * "path:line: problem" in err. */
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
