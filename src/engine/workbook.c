/* workbook.c - results as an .xlsx workbook (workbook.h). */
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli_internal.h"
#include "trace.h"
#include "workbook.h"

/* ---- the subcommand, with or without the library ---- */

static void xlsx_usage(FILE *f)
{
    fputs("usage: simulate xlsx RUN.csv [-o FILE.xlsx]\n"
          "\n"
          "Writes the workbook of a results CSV written by simulate (the same as a run's\n"
          "--xlsx, without the run's summary lines): the data sheet, a summary sheet, and\n"
          "native charts with their data: the charts of simulate plot (simulate plot --help\n"
          "lists them); a deck study's matrices each on a sheet of its own with a colour\n"
          "scale (matrix-greedy, matrix-greedy-seat1...).\n"
          "\n"
          "  -o, --out FILE   the workbook (default: the CSV's name with .xlsx)\n"
          "\n"
          "Exit status: 0 done, 2 bad input or no libxlsxwriter in this build, 1 a write\n"
          "failed.\n",
          f);
}

int workbook_main(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"out", required_argument, 0, 'o'},
        {"help", no_argument, 0, 'h'},
        {0, 0, 0, 0},
    };
    const char *out = NULL;
    opterr = 0;
    optind = 1;
    int c;
    while ((c = getopt_long(argc, argv, ":o:h", longopts, NULL)) != -1) {
        switch (c) {
        case 'o': out = optarg; break;
        case 'h': xlsx_usage(stdout); return 0;
        case ':':
            return cli_fail("xlsx: option '%s' needs a value (simulate xlsx --help)",
                            argv[optind - 1]);
        default:
            return cli_fail("xlsx: unknown option '%s' (simulate xlsx --help)", argv[optind - 1]);
        }
    }
    if (optind != argc - 1)
        return cli_fail(optind >= argc ? "xlsx: which CSV? simulate xlsx RUN.csv [-o FILE.xlsx]"
                                       : "xlsx: one CSV at a time (simulate xlsx --help)");
    if (!workbook_available())
        return cli_fail("xlsx: %s", WORKBOOK_MISSING);
    const char *csv = argv[optind];
    char path[4096], err[1024];
    if (out)
        snprintf(path, sizeof path, "%s", out);
    else {
        size_t l = strlen(csv);
        if (l > 4 && strcmp(csv + l - 4, ".csv") == 0)
            l -= 4;
        snprintf(path, sizeof path, "%.*s.xlsx", (int)l, csv);
    }
    wb_meta_t m = {.csv = csv};
    int rc = workbook_from_csv(path, csv, &m, err, sizeof err);
    if (rc)
        return rc == 2 ? cli_fail("xlsx: %s", err)
                       : (fprintf(stderr, "simulate: xlsx: %s\n", err), 1);
    printf("%s\n", path);
    return 0;
}

#ifndef SIM_HAVE_XLSXWRITER

int workbook_available(void) { return 0; }

int workbook_from_csv(const char *xlsx, const char *csv, const wb_meta_t *m, char *err, size_t n)
{
    (void)xlsx, (void)csv, (void)m;
    snprintf(err, n, "%s", WORKBOOK_MISSING);
    return 2;
}

wb_t *wb_create(const char *path, char *err, size_t n)
{
    (void)path;
    snprintf(err, n, "%s", WORKBOOK_MISSING);
    return NULL;
}
int wb_data_sheet(wb_t *w, const char *name, const csv_table_t *t)
{
    (void)w, (void)name, (void)t;
    return 1;
}
int wb_summary_sheet(wb_t *w, const char *name, const wb_meta_t *m, const csv_table_t *t)
{
    (void)w, (void)name, (void)m, (void)t;
    return 1;
}
int wb_chart_sheet(wb_t *w, const char *name, const fig_set_t *fs)
{
    (void)w, (void)name, (void)fs;
    return 1;
}
int wb_matrix_sheet(wb_t *w, const char *name, const char *title, const char *corner, int nr,
                    const char *const *rows, int nc, const char *const *cols, const double *v,
                    double lo, double mid, double hi)
{
    (void)w, (void)name, (void)title, (void)corner, (void)nr, (void)rows, (void)nc, (void)cols;
    (void)v, (void)lo, (void)mid, (void)hi;
    return 1;
}
int wb_close(wb_t *w, char *err, size_t n)
{
    (void)w;
    snprintf(err, n, "%s", WORKBOOK_MISSING);
    return 2;
}
void wb_abort(wb_t *w) { (void)w; }

#else

#include <xlsxwriter.h>

/* The series colours: gnuplot's default line colours, so the workbook's charts and
 * the figures look alike. */
static const lxw_color_t palette[8] = {0x9400D3, 0x009E73, 0x56B4E9, 0xE69F00,
                                       0xF0E442, 0x0072B2, 0xE51E10, 0x000000};

#define WB_MAX_LABELS 40 /* categories labelled on their points, at most */

struct wb {
    lxw_workbook *book;
    char path[4096], tmp[4200];
    lxw_format *bold, *mono, *title, *wrap;
    lxw_error err; /* the first error of any call */
    char what[256];
};

int workbook_available(void) { return 1; }

static void note(wb_t *w, lxw_error e, const char *what)
{
    if (e != LXW_NO_ERROR && w->err == LXW_NO_ERROR) {
        w->err = e;
        snprintf(w->what, sizeof w->what, "%s", what);
    }
}

wb_t *wb_create(const char *path, char *err, size_t n)
{
    wb_t *w = calloc(1, sizeof *w);
    if (!w) {
        snprintf(err, n, "out of memory");
        return NULL;
    }
    snprintf(w->path, sizeof w->path, "%s", path);
    snprintf(w->tmp, sizeof w->tmp, "%s.tmp.%ld.xlsx", path, (long)getpid());
    /* constant memory: each row goes to a temporary file as soon as the next row is
     * written, so a workbook of a large sweep takes little memory (rows are written in
     * order everywhere below) */
    lxw_workbook_options opt = {.constant_memory = LXW_TRUE, .use_zip64 = LXW_TRUE};
    w->book = workbook_new_opt(w->tmp, &opt);
    if (!w->book) {
        snprintf(err, n, "%s: cannot start the workbook", path);
        free(w);
        return NULL;
    }
    w->bold = workbook_add_format(w->book);
    format_set_bold(w->bold);
    w->title = workbook_add_format(w->book);
    format_set_bold(w->title);
    format_set_font_size(w->title, 13);
    w->mono = workbook_add_format(w->book);
    format_set_font_name(w->mono, "DejaVu Sans Mono");
    w->wrap = workbook_add_format(w->book);
    format_set_text_wrap(w->wrap);
    lxw_doc_properties props = {.title = "simulate results", .comments = "written by simulate"};
    workbook_set_properties(w->book, &props);
    return w;
}

static lxw_worksheet *add_sheet(wb_t *w, const char *name)
{
    lxw_worksheet *ws = workbook_add_worksheet(w->book, name);
    if (!ws)
        note(w, LXW_ERROR_SHEETNAME_ALREADY_USED, name);
    return ws;
}

/* Columns of names, always text: a version (a commit hash such as 99e3480 or
 * 1234567), a deck, card or agent named by digits would otherwise read as a number. */
static int text_column(const char *name)
{
    static const char *const names[] = {"game",     "version",  "rules",   "inputs",
                                        "agent",    "agents",   "settings", "setting_name",
                                        "deck",     "opponent", "matchup", "card",
                                        "card_in",  "card_out", "candidate", "stronger_than"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(name, names[i]) == 0)
            return 1;
    return 0;
}

/* The summary's rows that hold numbers; the others are names, always text. */
static int is_count_row(const char *key)
{
    return strcmp(key, "players") == 0 || strcmp(key, "seed") == 0 || strcmp(key, "games") == 0;
}

/* A CSV cell as the spreadsheet should hold it: a number (the whole text is one, and
 * not an integer of more than 15 digits, which a double would round, and not in a
 * column of names), text, or nothing. */
static void write_cell(wb_t *w, lxw_worksheet *ws, lxw_row_t r, lxw_col_t c, const char *s,
                       lxw_format *fmt, int text)
{
    double v;
    if (!*s)
        return;
    if (text) {
        note(w, worksheet_write_string(ws, r, c, s, fmt), "a text cell");
        return;
    }
    size_t digits = 0;
    for (const char *p = s; *p; p++)
        digits += *p >= '0' && *p <= '9';
    if (fig_number(s, &v) && !(digits > 15 && !strchr(s, '.') && !strpbrk(s, "eE")))
        note(w, worksheet_write_number(ws, r, c, v, fmt), "a number");
    else
        note(w, worksheet_write_string(ws, r, c, s, fmt), "a text cell");
}

int wb_data_sheet(wb_t *w, const char *name, const csv_table_t *t)
{
    lxw_worksheet *ws = add_sheet(w, name);
    if (!ws)
        return 1;
    for (int c = 0; c < t->ncols; c++) {
        /* width: the longest of the header and the first rows, 8 to 40 characters */
        size_t width = strlen(t->header[c]) + 3;
        for (int r = 0; r < t->nrows && r < 2000; r++) {
            size_t l = strlen(csv_table_cell(t, r, c)) + 2;
            width = l > width ? l : width;
        }
        width = width < 8 ? 8 : width > 40 ? 40 : width;
        note(w, worksheet_set_column(ws, (lxw_col_t)c, (lxw_col_t)c, (double)width, NULL),
             "a column width");
        note(w, worksheet_write_string(ws, 0, (lxw_col_t)c, t->header[c], w->bold), "the header");
    }
    /* row by row: the workbook is written in constant-memory mode */
    for (int r = 0; r < t->nrows; r++)
        for (int c = 0; c < t->ncols; c++)
            write_cell(w, ws, (lxw_row_t)(r + 1), (lxw_col_t)c, csv_table_cell(t, r, c), NULL,
                       text_column(t->header[c]));
    worksheet_freeze_panes(ws, 1, 0);
    if (t->ncols > 0)
        note(w, worksheet_autofilter(ws, 0, 0, (lxw_row_t)t->nrows, (lxw_col_t)(t->ncols - 1)),
             "the autofilter");
    return w->err != LXW_NO_ERROR;
}

/* ---- summary ---- */

static const char *first_cell(const csv_table_t *t, const char *col)
{
    int c = csv_table_col(t, col);
    return c >= 0 && t->nrows > 0 ? csv_table_cell(t, 0, c) : NULL;
}

int wb_summary_sheet(wb_t *w, const char *name, const wb_meta_t *m, const csv_table_t *t)
{
    lxw_worksheet *ws = add_sheet(w, name);
    if (!ws)
        return 1;
    worksheet_set_column(ws, 0, 0, 14, w->bold);
    worksheet_set_column(ws, 1, 1, 100, NULL);
    /* agents: the distinct specs of the CSV, in order (a deck study's lineups: its
     * `agents` column, one lineup after the other) */
    char agents[2048] = "";
    int ca = csv_table_col(t, "agent");
    const char *sep = ", ";
    if (ca < 0 && (ca = csv_table_col(t, "agents")) >= 0)
        sep = "; ";
    size_t al = 0;
    for (int r = 0; ca >= 0 && r < t->nrows; r++) {
        const char *a = csv_table_cell(t, r, ca);
        if (!*a || strcmp(a, "all") == 0)
            continue;
        int seen = 0;
        for (int q = 0; q < r && !seen; q++)
            seen = strcmp(csv_table_cell(t, q, ca), a) == 0;
        if (!seen && al < sizeof agents)
            al += (size_t)snprintf(agents + al, sizeof agents - al, "%s%s", al ? sep : "", a);
    }
    /* games per setting: the total row (agent, seat and position all) counts every game
     * once per seat */
    char games[64] = "";
    int cag = csv_table_col(t, "agent"), cs = csv_table_col(t, "seat"),
        cg = csv_table_col(t, "games"), cp = csv_table_col(t, "players"),
        cpos = csv_table_col(t, "position");
    for (int r = 0; cag >= 0 && cs >= 0 && cg >= 0 && cp >= 0 && r < t->nrows; r++) {
        double g, p;
        if (strcmp(csv_table_cell(t, r, cag), "all") == 0 &&
            strcmp(csv_table_cell(t, r, cs), "all") == 0 &&
            (cpos < 0 || strcmp(csv_table_cell(t, r, cpos), "all") == 0) &&
            fig_number(csv_table_cell(t, r, cg), &g) && fig_number(csv_table_cell(t, r, cp), &p) &&
            p > 0) {
            snprintf(games, sizeof games, "%.0f", g / p);
            break;
        }
    }
    /* a sweep's baseline: the setting_name of the rows flagged baseline */
    const char *base = NULL;
    int cb = csv_table_col(t, "baseline"), cn = csv_table_col(t, "setting_name");
    for (int r = 0; cb >= 0 && cn >= 0 && !base && r < t->nrows; r++)
        if (strcmp(csv_table_cell(t, r, cb), "1") == 0 && *csv_table_cell(t, r, cn))
            base = csv_table_cell(t, r, cn);
    const char *rules = m->rules ? m->rules : first_cell(t, "rules");
    const char *version = m->version ? m->version : first_cell(t, "version");
    struct {
        const char *k, *v;
    } rows[] = {
        {"CSV", m->csv},
        {"game", m->game ? m->game : first_cell(t, "game")},
        {"players", m->players ? m->players : first_cell(t, "players")},
        {"agents", m->agents ? m->agents : agents},
        {"seed", m->seed ? m->seed : first_cell(t, "seed")},
        {"games", m->games ? m->games : games[0] ? games : NULL},
        {"rules", rules && *rules ? rules : "the defaults"},
        {"baseline", base},
        {"inputs", first_cell(t, "inputs")},
        {"version", version ? version : "not in the CSV"},
        {"workbook", NULL},
    };
    char made[256];
    snprintf(made, sizeof made, "written by simulate %s from the CSV", simulate_version);
    lxw_row_t r = 0;
    worksheet_write_string(ws, r++, 0, "simulate results", w->title);
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        const char *v = i == sizeof rows / sizeof rows[0] - 1 ? made : rows[i].v;
        note(w, worksheet_write_string(ws, r, 0, rows[i].k, w->bold), "the summary");
        if (v && *v)
            write_cell(w, ws, r, 1, v, NULL, !is_count_row(rows[i].k));
        r++;
    }
    r++;
    worksheet_write_string(ws, r++, 0, "summary", w->bold);
    if (m->summary) {
        for (const char *l = m->summary; *l;) {
            const char *e = strchr(l, '\n');
            size_t len = e ? (size_t)(e - l) : strlen(l);
            char line[2048];
            snprintf(line, sizeof line, "%.*s", (int)len, l);
            if (len)
                note(w, worksheet_write_string(ws, r, 0, line, w->mono), "a summary line");
            r++;
            l = e ? e + 1 : l + len;
        }
    } else {
        worksheet_write_string(ws, r++, 0,
                               "The summary lines are printed by the run; this workbook was made "
                               "from the CSV afterwards (simulate xlsx).",
                               NULL);
    }
    return w->err != LXW_NO_ERROR;
}

/* ---- charts ---- */

static int categories_are_numbers(const fig_chart_t *c)
{
    for (int k = 0; k < c->ncat; k++) {
        double v;
        if (!fig_number(c->cat[k], &v) || v != k + 1)
            return 0;
    }
    return 1;
}

/* The chart data block of chart c from row r: returns the next free row. Row of each
 * series' first point in first[k], its point count in npts[k]. */
static lxw_row_t chart_block(wb_t *w, lxw_worksheet *ws, lxw_row_t r, const fig_chart_t *c,
                             lxw_row_t *first)
{
    worksheet_write_string(ws, r++, 0, c->title, w->title);
    if (c->note[0])
        worksheet_write_string(ws, r, 0, c->note, NULL);
    r++;
    static const char *const head[] = {"series", "label", "x", "y", "low", "high", "",
                                       "interval x", "interval y"};
    for (int k = 0; k < 9; k++)
        if (head[k][0])
            worksheet_write_string(ws, r, (lxw_col_t)k, head[k], w->bold);
    r++;
    for (int k = 0; k < c->nseries; k++) {
        const fig_series_t *s = &c->s[k];
        first[k] = r;
        int rows = 3 * s->n > s->n ? 3 * s->n : 1;
        for (int i = 0; i < rows; i++, r++) {
            if (i < s->n) {
                const fig_point_t *p = &s->p[i];
                worksheet_write_string(ws, r, 0, s->name, NULL);
                /* the category of a point: the nearest, series are dodged around it */
                long cat = lround(p->x);
                if (c->ncat && cat >= 1 && cat <= c->ncat)
                    worksheet_write_string(ws, r, 1, c->cat[cat - 1], NULL);
                worksheet_write_number(ws, r, 2, p->x, NULL);
                worksheet_write_number(ws, r, 3, p->y, NULL);
                if (p->has_ci) {
                    worksheet_write_number(ws, r, 4, p->lo, NULL);
                    worksheet_write_number(ws, r, 5, p->hi, NULL);
                }
            }
            /* interval segments: (x, low), (x, high), gap */
            int j = i / 3, part = i % 3;
            if (j < s->n && part < 2 && s->p[j].has_ci) {
                worksheet_write_number(ws, r, 7, s->p[j].x, NULL);
                worksheet_write_number(ws, r, 8, part == 0 ? s->p[j].lo : s->p[j].hi, NULL);
            }
        }
    }
    return r + 1;
}

static void line_colour(lxw_chart_line *l, lxw_color_t colour, float width)
{
    memset(l, 0, sizeof *l);
    l->color = colour;
    l->width = width;
}

/* The height of chart c in the workbook, as a scale of the default 288 pixels: a
 * horizontal chart grows with its categories (20 pixels each). */
static double chart_yscale(const fig_chart_t *c)
{
    double scale = 1.6;
    if (c->horizontal && (150.0 + 20.0 * c->ncat) / 288.0 > scale)
        scale = (150.0 + 20.0 * c->ncat) / 288.0;
    return scale;
}

static void chart_draw(wb_t *w, lxw_worksheet *sheet, lxw_row_t row, lxw_col_t col,
                       const char *data_name, const fig_chart_t *c, const lxw_row_t *first)
{
    /* x: the points' x column, y: their y; drawn across when horizontal (the
     * categories up the y axis, the values along x) */
    const lxw_col_t xc = c->horizontal ? 3 : 2, yc = c->horizontal ? 2 : 3;
    const lxw_col_t ixc = c->horizontal ? 8 : 7, iyc = c->horizontal ? 7 : 8;
    lxw_chart *ch = workbook_add_chart(w->book, LXW_CHART_SCATTER);
    if (!ch) {
        note(w, LXW_ERROR_MEMORY_MALLOC_FAILED, "a chart");
        return;
    }
    char title[sizeof c->title + sizeof c->note + 2];
    if (c->note[0])
        snprintf(title, sizeof title, "%s\n%s", c->title, c->note);
    else
        snprintf(title, sizeof title, "%s", c->title);
    chart_title_set_name(ch, title);
    lxw_chart_font tf = {.size = 11, .bold = LXW_TRUE};
    chart_title_set_name_font(ch, &tf);
    int16_t hide[2 * FIG_MAX_SERIES + 1];
    int nhide = 0, nplotted = 0;
    int labelled = c->ncat > 0 && !categories_are_numbers(c) && c->ncat <= WB_MAX_LABELS;
    for (int k = 0; k < c->nseries; k++) {
        const fig_series_t *s = &c->s[k];
        if (s->n == 0)
            continue;
        static const uint8_t marks[5] = {LXW_CHART_MARKER_CIRCLE, LXW_CHART_MARKER_SQUARE,
                                         LXW_CHART_MARKER_DIAMOND, LXW_CHART_MARKER_TRIANGLE,
                                         LXW_CHART_MARKER_X};
        static const uint8_t dashes[5] = {LXW_CHART_LINE_DASH_SOLID, LXW_CHART_LINE_DASH_DASH,
                                          LXW_CHART_LINE_DASH_ROUND_DOT,
                                          LXW_CHART_LINE_DASH_DASH_DOT,
                                          LXW_CHART_LINE_DASH_LONG_DASH};
        lxw_color_t colour = palette[s->colour % 8];
        lxw_chart_series *ser = chart_add_series(ch, NULL, NULL);
        chart_series_set_categories(ser, data_name, first[k], xc, first[k] + (lxw_row_t)s->n - 1,
                                    xc);
        chart_series_set_values(ser, data_name, first[k], yc, first[k] + (lxw_row_t)s->n - 1, yc);
        chart_series_set_name_range(ser, data_name, first[k], 0);
        chart_series_set_marker_type(ser, marks[s->mark % 5]);
        chart_series_set_marker_size(ser, 6);
        lxw_chart_fill mf = {.color = colour};
        lxw_chart_line ml;
        line_colour(&ml, colour, 0.75f);
        chart_series_set_marker_fill(ser, &mf);
        chart_series_set_marker_line(ser, &ml);
        lxw_chart_line sl;
        line_colour(&sl, colour, 1.5f);
        sl.dash_type = dashes[s->mark % 5];
        if (!s->line)
            sl.none = LXW_TRUE;
        chart_series_set_line(ser, &sl);
        if (labelled && nplotted == 0) {
            /* the categories' names on the first series' points */
            lxw_chart_data_label *lab = calloc((size_t)s->n, sizeof *lab);
            lxw_chart_data_label **labs = calloc((size_t)s->n + 1, sizeof *labs);
            if (lab && labs) {
                for (int i = 0; i < s->n; i++) {
                    long cat = lround(s->p[i].x);
                    lab[i].value = cat >= 1 && cat <= c->ncat ? c->cat[cat - 1] : (char *)"";
                    labs[i] = &lab[i];
                }
                chart_series_set_labels(ser);
                chart_series_set_labels_position(ser, LXW_CHART_LABEL_POSITION_ABOVE);
                note(w, chart_series_set_labels_custom(ser, labs), "chart labels");
            }
            free(labs);
            free(lab);
        }
        nplotted++;
        int any_ci = 0;
        for (int i = 0; i < s->n; i++)
            any_ci |= s->p[i].has_ci;
        if (!any_ci)
            continue;
        /* the intervals: segments in the series' colour, not in the legend */
        lxw_chart_series *iv = chart_add_series(ch, NULL, NULL);
        lxw_row_t last = first[k] + (lxw_row_t)(3 * s->n - 2);
        chart_series_set_categories(iv, data_name, first[k], ixc, last, ixc);
        chart_series_set_values(iv, data_name, first[k], iyc, last, iyc);
        char ivname[sizeof s->name + sizeof c->bars + 2];
        snprintf(ivname, sizeof ivname, "%s: %s", s->name, c->bars);
        chart_series_set_name(iv, ivname);
        lxw_chart_line il;
        line_colour(&il, colour, 1.25f);
        chart_series_set_line(iv, &il);
        /* no end caps: libxlsxwriter 1.1 writes its dash markers with names the file
         * format does not have ("short_dash"), which readers reject */
        chart_series_set_marker_type(iv, LXW_CHART_MARKER_NONE);
        hide[nhide++] = (int16_t)(nplotted++);
    }
    hide[nhide] = -1;
    if (nhide)
        chart_legend_delete_series(ch, hide);
    chart_legend_set_position(ch, LXW_CHART_LEGEND_BOTTOM);
    chart_show_blanks_as(ch, LXW_CHART_BLANKS_AS_GAP);
    /* axes: cat the categories' (or x's) axis, val the values' */
    lxw_chart_axis *cat = c->horizontal ? ch->y_axis : ch->x_axis,
                   *val = c->horizontal ? ch->x_axis : ch->y_axis;
    chart_axis_set_name(cat, c->xlabel);
    char ylabel[sizeof c->ylabel + 32];
    snprintf(ylabel, sizeof ylabel, "%s%s", c->ylabel,
             c->points ? " (percentage points)" : "");
    chart_axis_set_name(val, ylabel);
    double lo, hi;
    fig_yrange(c, &lo, &hi);
    chart_axis_set_min(val, lo);
    chart_axis_set_max(val, hi);
    if (c->percent)
        chart_axis_set_num_format(val, "0%");
    lxw_chart_line grid;
    line_colour(&grid, 0xD8D8D8, 0.75f);
    chart_axis_major_gridlines_set_visible(val, LXW_TRUE);
    chart_axis_major_gridlines_set_line(val, &grid);
    if (c->ncat > 0) {
        chart_axis_set_min(cat, 0.5);
        chart_axis_set_max(cat, c->ncat + 0.5);
        chart_axis_set_major_unit(cat, 1);
        if (labelled)
            chart_axis_set_label_position(cat, LXW_CHART_AXIS_LABEL_POSITION_NONE);
        if (c->horizontal) {
            /* the first category at the top, the values' axis at the bottom */
            chart_axis_set_reverse(cat);
            chart_axis_set_crossing_max(cat);
        }
    } else if (fig_whole_x(c)) {
        chart_axis_set_major_unit(ch->x_axis, 1);
    }
    lxw_chart_options opt = {.x_offset = 10, .y_offset = 10, .x_scale = 1.6,
                             .y_scale = chart_yscale(c)};
    note(w, worksheet_insert_chart_opt(sheet, row, col, ch, &opt), "a chart");
}

int wb_chart_sheet(wb_t *w, const char *name, const fig_set_t *fs)
{
    char data_name[64];
    snprintf(data_name, sizeof data_name, "%s data", name);
    lxw_worksheet *sheet = add_sheet(w, name), *data = add_sheet(w, data_name);
    if (!sheet || !data)
        return 1;
    worksheet_write_string(sheet, 0, 0,
                           "Charts of the data sheet; their numbers are on the next sheet. 95% "
                           "intervals are drawn as vertical segments.",
                           NULL);
    worksheet_set_column(data, 0, 0, 28, NULL);
    worksheet_set_column(data, 1, 1, 18, NULL);
    worksheet_set_column(data, 2, 8, 12, NULL);
    lxw_row_t r = 0;
    /* two columns of charts, each chart below the last of its column: 25 rows for a
     * chart of the default size (1.6 x 288 pixels), more for a tall one */
    lxw_row_t next[2] = {1, 1};
    int drawn = 0;
    for (int i = 0; i < fs->n; i++) {
        if (fs->c[i].matrix)
            continue;
        lxw_row_t first[FIG_MAX_SERIES];
        r = chart_block(w, data, r, &fs->c[i], first);
        int side = drawn++ % 2;
        chart_draw(w, sheet, next[side], (lxw_col_t)(side * 13), data_name, &fs->c[i], first);
        next[side] += (lxw_row_t)ceil(25.0 * chart_yscale(&fs->c[i]) / 1.6);
    }
    /* matrices: a colour-scaled table each, on a sheet named by the chart (matrix,
     * matrix-greedy-seat1: Excel's 31 characters at most, never a name twice) */
    char used[64][32];
    int nused = 0;
    for (int i = 0; i < fs->n; i++) {
        const fig_chart_t *c = &fs->c[i];
        if (!c->matrix)
            continue;
        char mname[32];
        snprintf(mname, sizeof mname, "%.31s", c->id);
        for (int j = 0, k = 2; j < nused;) {
            if (strcmp(used[j], mname) != 0) {
                j++;
                continue;
            }
            char suffix[16];
            int sl = snprintf(suffix, sizeof suffix, "-%d", k++);
            snprintf(mname, sizeof mname, "%.*s%s", 31 - sl, c->id, suffix);
            j = 0;
        }
        if (nused < 64)
            snprintf(used[nused++], sizeof used[0], "%s", mname);
        if (wb_matrix_sheet(w, mname, c->title, c->ylabel, c->nr, (const char *const *)c->rlab,
                            c->nc, (const char *const *)c->clab, c->m, c->mlo, c->mmid, c->mhi))
            return 1;
    }
    return w->err != LXW_NO_ERROR;
}

int wb_matrix_sheet(wb_t *w, const char *name, const char *title, const char *corner, int nr,
                    const char *const *rows, int nc, const char *const *cols, const double *v,
                    double lo, double mid, double hi)
{
    lxw_worksheet *ws = add_sheet(w, name);
    if (!ws)
        return 1;
    worksheet_write_string(ws, 0, 0, title, w->title);
    worksheet_write_string(ws, 2, 0, corner ? corner : "", w->bold);
    worksheet_set_column(ws, 0, 0, 28, NULL);
    worksheet_set_column(ws, 1, (lxw_col_t)(nc > 0 ? nc : 1), 14, NULL);
    for (int c = 0; c < nc; c++)
        worksheet_write_string(ws, 2, (lxw_col_t)(c + 1), cols[c], w->wrap);
    for (int r = 0; r < nr; r++) {
        worksheet_write_string(ws, (lxw_row_t)(r + 3), 0, rows[r], w->bold);
        for (int c = 0; c < nc; c++)
            if (!isnan(v[(size_t)r * (size_t)nc + (size_t)c]))
                note(w,
                     worksheet_write_number(ws, (lxw_row_t)(r + 3), (lxw_col_t)(c + 1),
                                            v[(size_t)r * (size_t)nc + (size_t)c], NULL),
                     "a matrix cell");
    }
    if (nr > 0 && nc > 0) {
        lxw_conditional_format cf = {
            .type = LXW_CONDITIONAL_3_COLOR_SCALE,
            .min_rule_type = LXW_CONDITIONAL_RULE_TYPE_NUMBER,
            .min_value = lo,
            .min_color = 0xF8696B,
            .mid_rule_type = LXW_CONDITIONAL_RULE_TYPE_NUMBER,
            .mid_value = mid,
            .mid_color = 0xFFFFFF,
            .max_rule_type = LXW_CONDITIONAL_RULE_TYPE_NUMBER,
            .max_value = hi,
            .max_color = 0x63BE7B,
        };
        note(w,
             worksheet_conditional_format_range(ws, 3, 1, (lxw_row_t)(nr + 2), (lxw_col_t)nc, &cf),
             "the colour scale");
    }
    worksheet_freeze_panes(ws, 3, 1);
    return w->err != LXW_NO_ERROR;
}

int wb_close(wb_t *w, char *err, size_t n)
{
    int rc = 0;
    lxw_error e = workbook_close(w->book);
    if (w->err != LXW_NO_ERROR) {
        snprintf(err, n, "%s: %s: %s", w->path, w->what, lxw_strerror(w->err));
        rc = 1;
    } else if (e != LXW_NO_ERROR) {
        snprintf(err, n, "%s: cannot write: %s", w->path, lxw_strerror(e));
        rc = 1;
    } else if (rename(w->tmp, w->path) != 0) {
        snprintf(err, n, "%s: cannot write: %s", w->path, strerror(errno));
        rc = 1;
    }
    if (rc)
        unlink(w->tmp);
    free(w);
    return rc;
}

void wb_abort(wb_t *w)
{
    if (!w)
        return;
    workbook_close(w->book);
    unlink(w->tmp);
    free(w);
}

int workbook_from_csv(const char *xlsx, const char *csv, const wb_meta_t *m, char *err, size_t n)
{
    csv_table_t t;
    if (csv_table_load(&t, csv, err, n))
        return 2;
    fig_set_t fs;
    if (figures_build(&t, &fs, err, n)) {
        csv_table_free(&t);
        return 2;
    }
    int rc = 1;
    wb_t *w = wb_create(xlsx, err, n);
    if (w) {
        if (wb_data_sheet(w, "data", &t) || wb_summary_sheet(w, "summary", m, &t) ||
            wb_chart_sheet(w, "charts", &fs)) {
            snprintf(err, n, "%s: %s: %s", xlsx, w->what, lxw_strerror(w->err));
            wb_abort(w);
        } else {
            rc = wb_close(w, err, n);
        }
    }
    figures_free(&fs);
    csv_table_free(&t);
    return rc;
}

#endif
