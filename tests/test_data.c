/* test_data.c - src/data.c: every file the program reads (data files, --rules,
 * --deck) is a regular file of bounded size with no NUL byte; CSV is parsed strictly
 * (junk after a closing quote is an error naming file:line); a UTF-8 BOM is skipped;
 * text files are read as whole lines, however long. (Issue 12, items 8 and 9.) */
#include <criterion/criterion.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "data.h"

static char dir[64];

static void setup_dir(void)
{
    snprintf(dir, sizeof dir, "/tmp/sim_data_test.%ld", (long)getpid());
    mkdir(dir, 0777);
}

static void cleanup_dir(void)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    system(cmd);
}

TestSuite(data, .init = setup_dir, .fini = cleanup_dir, .timeout = 20);

/* dir/name holding len bytes of text */
static const char *put(const char *name, const char *text, size_t len)
{
    static char path[128];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    cr_assert_not_null(f);
    cr_assert_eq(fwrite(text, 1, len, f), len);
    fclose(f);
    return path;
}

static const char *puts_file(const char *name, const char *text)
{
    return put(name, text, strlen(text));
}

/* csv_table_load fails with err containing needle */
static void csv_refused(const char *path, const char *needle)
{
    csv_table_t t;
    char err[512] = "";
    cr_assert_neq(csv_table_load(&t, path, err, sizeof err), 0, "%s was accepted", path);
    cr_assert_not_null(strstr(err, needle), "error '%s' lacks '%s'", err, needle);
    cr_assert_null(strchr(err, '\n'), "one line: %s", err);
}

Test(data, csv_junk_after_a_closing_quote_is_an_error_naming_file_and_line)
{
    /* libcsv without strict mode merged "a"x into one field: a Djinn card file lost a
     * field silently that way */
    const char *p = puts_file("junk.csv", "effect,param,count\nfree_play,1,2\n\"steal\"x,2,1\n");
    char want[160];
    snprintf(want, sizeof want, "%s:3: ", p);
    csv_refused(p, want);
    csv_refused(p, "closing quote");
}

Test(data, csv_quote_inside_an_unquoted_field_is_an_error)
{
    const char *p = puts_file("q.csv", "a,b\n1,2\nab\"c,3\n");
    char want[160];
    snprintf(want, sizeof want, "%s:3: ", p);
    csv_refused(p, want);
}

Test(data, csv_unterminated_quote_is_an_error_naming_where_it_opened)
{
    const char *p = puts_file("open.csv", "a,b\n1,2\n3,\"four\n5,6\n");
    char want[160];
    snprintf(want, sizeof want, "%s:3: ", p);
    csv_refused(p, want);
    csv_refused(p, "not closed");
}

Test(data, csv_quoted_fields_across_lines_keep_their_line_numbers)
{
    const char *p = puts_file("ml.csv", "a,b\n1,\"two\nlines\"\n3,4\n");
    csv_table_t t;
    char err[256];
    cr_assert_eq(csv_table_load(&t, p, err, sizeof err), 0, "%s", err);
    cr_assert_eq(t.nrows, 2);
    cr_assert_str_eq(csv_table_cell(&t, 0, 1), "two\nlines");
    cr_assert_eq(t.line[0], 2);
    cr_assert_eq(t.line[1], 4);
    csv_table_free(&t);
}

Test(data, a_nul_byte_is_refused_with_its_line)
{
    /* "5\0" + "0" used to read as 5 */
    static const char text[] = "a,b\nx,5\0000\n";
    const char *p = put("nul.csv", text, sizeof text - 1);
    char want[160];
    snprintf(want, sizeof want, "%s:2: ", p);
    csv_refused(p, want);
    csv_refused(p, "NUL");
    data_lines_t l;
    char err[256];
    cr_assert_neq(data_lines_open(&l, p, err, sizeof err), 0);
    cr_assert_not_null(strstr(err, want), "%s", err);
}

Test(data, a_utf8_bom_is_skipped)
{
    const char *p = puts_file("bom.csv", "\xef\xbb\xbfname,power\nAlpha,3\n");
    csv_table_t t;
    char err[256];
    cr_assert_eq(csv_table_load(&t, p, err, sizeof err), 0, "%s", err);
    cr_assert_eq(csv_table_col(&t, "name"), 0, "the BOM stuck to the first column's name");
    csv_table_free(&t);
    p = puts_file("bom.txt", "\xef\xbb\xbf# comment\nline two\n");
    data_lines_t l;
    cr_assert_eq(data_lines_open(&l, p, err, sizeof err), 0, "%s", err);
    cr_assert_str_eq(data_lines_next(&l), "# comment");
    data_lines_close(&l);
}

Test(data, a_directory_is_refused)
{
    csv_refused(dir, "not a regular file");
    data_lines_t l;
    char err[256];
    cr_assert_neq(data_lines_open(&l, dir, err, sizeof err), 0, "a directory read as a file");
    cr_assert_not_null(strstr(err, "directory"), "%s", err);
}

Test(data, devices_fifos_and_symlinks_to_them_are_refused_without_blocking)
{
    /* /dev/zero never ends (memory grew without limit); a FIFO blocks the open */
    csv_refused("/dev/zero", "not a regular file");
    char link[128], fifo[128];
    snprintf(link, sizeof link, "%s/zero.csv", dir);
    cr_assert_eq(symlink("/dev/zero", link), 0);
    csv_refused(link, "not a regular file");
    snprintf(fifo, sizeof fifo, "%s/fifo.csv", dir);
    cr_assert_eq(mkfifo(fifo, 0600), 0);
    csv_refused(fifo, "FIFO");
    data_lines_t l;
    char err[256];
    cr_assert_neq(data_lines_open(&l, fifo, err, sizeof err), 0);
    cr_assert_neq(data_lines_open(&l, link, err, sizeof err), 0);
    /* a symlink to a regular file is read */
    const char *p = puts_file("real.csv", "a\n1\n");
    snprintf(link, sizeof link, "%s/link.csv", dir);
    cr_assert_eq(symlink(p, link), 0);
    csv_table_t t;
    cr_assert_eq(csv_table_load(&t, link, err, sizeof err), 0, "%s", err);
    csv_table_free(&t);
}

Test(data, a_file_over_the_size_limit_is_refused)
{
    size_t len = DATA_MAX_BYTES + 1;
    char *big = malloc(len);
    cr_assert_not_null(big);
    memset(big, 'x', len);
    for (size_t i = 79; i < len; i += 80)
        big[i] = '\n';
    const char *p = put("big.csv", big, len);
    free(big);
    csv_refused(p, "larger than");
    data_lines_t l;
    char err[256];
    cr_assert_neq(data_lines_open(&l, p, err, sizeof err), 0);
    cr_assert_not_null(strstr(err, "larger than"), "%s", err);
}

Test(data, text_lines_are_whole_however_long_with_right_numbers)
{
    /* --rules read 1023 bytes at a time: the rest of a long line came back as a line
     * of its own, and every line number after it was off */
    char text[5000];
    size_t k = 0;
    k += (size_t)snprintf(text + k, sizeof text - k, "# ");
    for (int i = 0; i < 3000; i++)
        text[k++] = 'c';
    k += (size_t)snprintf(text + k, sizeof text - k, " x = 1\r\nsecond\n\nlast");
    const char *p = put("long.txt", text, k);
    data_lines_t l;
    char err[256];
    cr_assert_eq(data_lines_open(&l, p, err, sizeof err), 0, "%s", err);
    char *s = data_lines_next(&l);
    cr_assert_not_null(s);
    cr_assert_eq(strlen(s), 2 + 3000 + 6, "the long line was cut: %zu", strlen(s));
    cr_assert_eq(l.line, 1);
    cr_assert_str_eq(data_lines_next(&l), "second");
    cr_assert_eq(l.line, 2);
    cr_assert_str_eq(data_lines_next(&l), "");
    cr_assert_str_eq(data_lines_next(&l), "last");
    cr_assert_eq(l.line, 4);
    cr_assert_null(data_lines_next(&l));
    data_lines_close(&l);
    cr_assert_neq(data_lines_open(&l, "/tmp/no/such/file", err, sizeof err), 0);
    cr_assert_not_null(strstr(err, "cannot open"), "%s", err);
}

Test(data, files_read_are_remembered_so_no_output_overwrites_them)
{
    const char *p = puts_file("seen.csv", "a\n1\n");
    struct stat st;
    cr_assert_eq(stat(p, &st), 0);
    cr_assert_not(data_was_read((unsigned long long)st.st_dev, (unsigned long long)st.st_ino));
    csv_table_t t;
    char err[256];
    cr_assert_eq(csv_table_load(&t, p, err, sizeof err), 0, "%s", err);
    csv_table_free(&t);
    cr_assert(data_was_read((unsigned long long)st.st_dev, (unsigned long long)st.st_ino));
}
