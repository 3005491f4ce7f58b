/* fuzz_csv.c - src/data.c: a CSV table (strict libcsv) and text lines from any bytes. */
#include "fuzz_util.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *path = fuzz_file(data, size);
    char err[512];
    csv_table_t t;
    if (csv_table_load(&t, path, err, sizeof err) == 0) {
        /* every cell is readable, every row has a line */
        size_t total = 0;
        for (int r = 0; r < t.nrows; r++) {
            if (t.line[r] < 1)
                abort();
            for (int c = 0; c < t.ncols; c++) {
                long v;
                total += strlen(csv_table_cell(&t, r, c));
                csv_table_int(&t, r, c, -5, 5, &v, err, sizeof err);
            }
        }
        if (total > size)
            abort();
        csv_table_need(&t, "name", err, sizeof err);
        csv_table_free(&t);
    } else if (strchr(err, '\n') && !memchr(data, '\n', size)) {
        abort(); /* an error message of one line (unless the path holds a newline) */
    }
    data_lines_t l;
    if (data_lines_open(&l, path, err, sizeof err) == 0) {
        int n = 0;
        for (char *s; (s = data_lines_next(&l));)
            if (++n != l.line || strchr(s, '\n'))
                abort();
        data_lines_close(&l);
    }
    return 0;
}
