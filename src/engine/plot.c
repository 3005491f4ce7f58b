/* plot.c - simulate plot (plot.h): gnuplot scripts from the chart model, run. */
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <getopt.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli_internal.h"
#include "plot.h"
#include "trace.h"

extern char **environ;

#define PLOT_MAX_XTICS 40 /* more categories than this: every k-th is labelled */

/* A gnuplot string in double quotes (so "\n" breaks a line): backslash and quote
 * escaped. */
static void gp_str(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '\n') {
            fputs("\\n", f);
            continue;
        }
        if (*s == '"' || *s == '\\')
            fputc('\\', f);
        fputc(*s, f);
    }
    fputc('"', f);
}

/* A file name in single quotes (taken literally; a quote is doubled). */
static void gp_path(FILE *f, const char *s)
{
    fputc('\'', f);
    for (; *s; s++) {
        if (*s == '\'')
            fputc('\'', f);
        fputc(*s, f);
    }
    fputc('\'', f);
}

/* "# text" without the line breaks (a title of two lines). */
static void gp_comment(FILE *f, const char *s)
{
    fputs("# ", f);
    for (; *s; s++)
        fputc(*s == '\n' ? ' ' : *s, f);
}

/* The picture that the lines after this draw: <out>.<ext> on terminal term. */
static void gp_terminal(FILE *f, const char *term, const char *out, const char *ext, int width,
                        int height, int font)
{
    fprintf(f, "set terminal %s size %d,%d noenhanced font 'Sans,%d'\n", term, width, height,
            font);
    char path[4200];
    snprintf(path, sizeof path, "%s.%s", out, ext);
    fputs("set output ", f);
    gp_path(f, path);
    fputc('\n', f);
}

/* The end of every script: the plot drawn again as the PNG (terminal png_term). */
static void gp_png(FILE *f, const char *png_term, const char *out, int width, int height)
{
    gp_terminal(f, png_term, out, "png", width, height, 11);
    fputs("replot\nunset output\n", f);
}

/* Tics named lab[0], lab[every]... at base, base + every... (inside "set xtics (...)"). */
static void gp_tics(FILE *f, char *const *lab, int n, int every, int base)
{
    for (int k = 0; k < n; k += every) {
        fputs(k ? ", " : "", f);
        gp_str(f, lab[k]);
        fprintf(f, " %d", k + base);
    }
}

/* A matrix as a heat map, each cell's value written in it. */
static void plot_matrix(const fig_chart_t *c, FILE *f, const char *out, const char *png_term)
{
    const double scale = c->percent ? 100.0 : 1.0;
    int side = 160 + 70 * (c->nc > c->nr ? c->nc : c->nr);
    side = side < 560 ? 560 : side;
    /* wide enough for the title's longest line */
    int width = side + 200;
    for (const char *l = c->title; *l;) {
        size_t len = strcspn(l, "\n");
        width = (int)len * 8 + 60 > width ? (int)len * 8 + 60 : width;
        l += len + (l[len] ? 1 : 0);
    }
    gp_terminal(f, "svg", out, "svg", width, side, 12);
    fputs("set encoding utf8\nset title ", f);
    gp_str(f, c->title);
    fputs("\nset xlabel ", f);
    gp_str(f, c->xlabel);
    fputs("\nset ylabel ", f);
    gp_str(f, c->ylabel);
    fprintf(f, "\nset xrange [-0.5:%g]\nset yrange [%g:-0.5]\n", c->nc - 0.5, c->nr - 0.5);
    fprintf(f, "set cbrange [%g:%g]\n", c->mlo * scale, c->mhi * scale);
    fprintf(f, "set palette defined (%g '#F8696B', %g '#FFFFFF', %g '#63BE7B')\n",
            c->mlo * scale, c->mmid * scale, c->mhi * scale);
    fputs(c->percent ? "set cblabel 'win rate (%)'\n" : "", f);
    fputs("set tics nomirror out\nset xtics rotate by -35 (", f);
    gp_tics(f, c->clab, c->nc, 1, 0);
    fputs(")\nset ytics (", f);
    gp_tics(f, c->rlab, c->nr, 1, 0);
    fputs(")\n$m << EOD\n", f);
    for (int i = 0; i < c->nr; i++)
        for (int j = 0; j < c->nc; j++) {
            double v = c->m[(size_t)i * (size_t)c->nc + (size_t)j];
            if (isnan(v))
                fprintf(f, "%d %d NaN\n", j, i);
            else
                fprintf(f, "%d %d %.10g\n", j, i, v * scale);
        }
    fputs("EOD\n$l << EOD\n", f); /* the labels: the cells with a value */
    for (int i = 0; i < c->nr; i++)
        for (int j = 0; j < c->nc; j++) {
            double v = c->m[(size_t)i * (size_t)c->nc + (size_t)j];
            if (!isnan(v))
                fprintf(f, "%d %d %.10g\n", j, i, v * scale);
        }
    fputs("EOD\n", f);
    fputs("plot $m using 1:2:3 with image notitle, \\\n"
          "     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle\n",
          f);
    gp_png(f, png_term, out, width, side);
}

/* The value axis' name: the chart's ylabel, with the unit when the values are shares. */
static void gp_value_label(FILE *f, const fig_chart_t *c)
{
    if (c->percent) {
        char y[200];
        snprintf(y, sizeof y, "%s (%s)", c->ylabel, c->points ? "percentage points" : "%");
        gp_str(f, y);
    } else {
        gp_str(f, c->ylabel);
    }
}

/* The categories or numbers along x (a chart not drawn horizontally). */
static void gp_xaxis(const fig_chart_t *c, FILE *f)
{
    if (c->ncat > 0) {
        fprintf(f, "set xrange [0.4:%g]\n", c->ncat + 0.6);
        int every = c->ncat > PLOT_MAX_XTICS ? (c->ncat + PLOT_MAX_XTICS - 1) / PLOT_MAX_XTICS : 1;
        size_t longest = 0;
        for (int k = 0; k < c->ncat; k++)
            if (strlen(c->cat[k]) > longest)
                longest = strlen(c->cat[k]);
        fputs("set xtics (", f);
        gp_tics(f, c->cat, c->ncat, every, 1);
        fputs(")", f);
        if (c->ncat > 6 || longest > 12)
            fputs(" rotate by -35", f);
        fputc('\n', f);
        return;
    }
    double a = INFINITY, b = -INFINITY;
    for (int k = 0; k < c->nseries; k++)
        for (int i = 0; i < c->s[k].n; i++) {
            a = c->s[k].p[i].x < a ? c->s[k].p[i].x : a;
            b = c->s[k].p[i].x > b ? c->s[k].p[i].x : b;
        }
    if (a <= b) {
        double pad = b > a ? 0.05 * (b - a) : 0.5;
        fprintf(f, "set xrange [%.10g:%.10g]\n", a - pad, b + pad);
    }
    if (fig_whole_x(c))
        fputs("set xtics 1\n", f);
}

/* How series k is drawn, up to its title: a horizontal chart's points with bars across;
 * otherwise points, with bars where it has intervals, joined by a line when it is one
 * (dashes and marks by its group). */
static void gp_series_style(const fig_chart_t *c, FILE *f, int k)
{
    const fig_series_t *s = &c->s[k];
    int lc = s->colour % 8 + 1;
    if (c->horizontal) {
        fprintf(f, "$s%d using 2:1:3:4 with xerrorbars lc %d pt 7 ps 0.9 lw 1.2 title ", k, lc);
        return;
    }
    int any_ci = 0;
    for (int i = 0; i < s->n; i++)
        any_ci |= s->p[i].has_ci;
    static const int points[5] = {7, 5, 9, 13, 11};
    int dt = s->mark % 5 + 1, pt = points[s->mark % 5];
    if (s->line && any_ci)
        fprintf(f, "$s%d using 1:2 with lines lc %d dt %d lw 1.5 notitle, \\\n     ", k, lc, dt);
    if (any_ci)
        fprintf(f, "$s%d using 1:2:3:4 with yerrorbars lc %d pt %d ps 0.9 lw 1.2 title ", k, lc,
                pt);
    else if (s->line)
        fprintf(f, "$s%d using 1:2 with linespoints lc %d dt %d lw 1.5 pt %d ps 0.9 title ", k,
                lc, dt, pt);
    else
        fprintf(f, "$s%d using 1:2 with points lc %d pt %d ps 0.9 title ", k, lc, pt);
}

void plot_script(const fig_chart_t *c, FILE *f, const char *out, const char *png_term,
                 const char *source)
{
    gp_comment(f, c->title);
    fprintf(f, "\n# drawn by simulate %s (simulate plot) from %s\n", simulate_version, source);
    fputs("# gnuplot this-file: re-draws the .svg and the .png\n", f);
    if (c->matrix) {
        plot_matrix(c, f, out, png_term);
        return;
    }
    const double scale = c->percent ? 100.0 : 1.0;
    /* A horizontal chart is the same chart with its axes swapped: the values along x,
     * the categories down y (the first at the top), intervals drawn across. */
    const int horizontal = c->horizontal;
    const char value_axis = horizontal ? 'x' : 'y', cat_axis = horizontal ? 'y' : 'x';
    /* the key goes below the plot: room for its rows (and for the categories down y) */
    int height = 540 + 20 * ((c->nseries + 1) / 2);
    if (horizontal) {
        height = 200 + 20 * c->ncat + 20 * ((c->nseries + 1) / 2);
        height = height < 540 ? 540 : height;
    }
    gp_terminal(f, "svg", out, "svg", 960, height, horizontal ? 12 : 13);
    fputs("set encoding utf8\nset title ", f);
    if (c->note[0]) {
        char t[sizeof c->title + sizeof c->note + 2];
        snprintf(t, sizeof t, "%s\n%s", c->title, c->note);
        gp_str(f, t);
    } else {
        gp_str(f, c->title);
    }
    fputs("\nset xlabel ", f);
    if (horizontal)
        gp_value_label(f, c);
    else
        gp_str(f, c->xlabel);
    fputs("\nset ylabel ", f);
    if (horizontal)
        gp_str(f, c->xlabel);
    else
        gp_value_label(f, c);
    fprintf(f, "\nset grid %ctics lc rgb '#d8d8d8'\n", value_axis);
    fputs("set key below left Left reverse height 1\n", f);
    if (c->zero)
        fprintf(f, "set %czeroaxis lt -1 lc rgb '#808080'\n", cat_axis);
    double lo, hi;
    fig_yrange(c, &lo, &hi);
    fprintf(f, "set %crange [%.10g:%.10g]\n", value_axis, lo * scale, hi * scale);
    if (horizontal) {
        fprintf(f, "set yrange [%g:0.4]\n", c->ncat + 0.6);
        fputs("set ytics (", f);
        gp_tics(f, c->cat, c->ncat, 1, 1);
        fputs(")\n", f);
    } else {
        gp_xaxis(c, f);
    }
    /* the data: one block per series, x y lo hi (lo hi the value when no interval) */
    for (int k = 0; k < c->nseries; k++) {
        const fig_series_t *s = &c->s[k];
        fprintf(f, "$s%d << EOD\n", k);
        for (int i = 0; i < s->n; i++) {
            const fig_point_t *p = &s->p[i];
            double a = p->has_ci ? p->lo : p->y, b = p->has_ci ? p->hi : p->y;
            fprintf(f, "%.10g %.10g %.10g %.10g\n", p->x, p->y * scale, a * scale, b * scale);
        }
        fputs("EOD\n", f);
    }
    fputs("plot ", f);
    int first = 1;
    for (int k = 0; k < c->nseries; k++) {
        if (c->s[k].n == 0)
            continue;
        fputs(first ? "" : ", \\\n     ", f);
        first = 0;
        gp_series_style(c, f, k);
        gp_str(f, c->s[k].name);
    }
    if (first)
        fputs("NaN notitle", f);
    fputc('\n', f);
    gp_png(f, png_term, out, 960, height);
}

/* ---- running gnuplot ---- */

/* The gnuplot on PATH, or NULL. */
static const char *find_gnuplot(char *buf, size_t n)
{
    const char *path = getenv("PATH");
    if (!path)
        return NULL;
    while (*path) {
        const char *e = strchr(path, ':');
        size_t len = e ? (size_t)(e - path) : strlen(path);
        snprintf(buf, n, "%.*s/gnuplot", (int)len, len ? path : ".");
        if (access(buf, X_OK) == 0)
            return buf;
        path += len + (e ? 1 : 0);
    }
    return NULL;
}

/* Run gnuplot on args; quiet: its stderr to /dev/null. Returns its exit status, or
 * -1 when it could not be started. */
static int run_gnuplot(const char *gnuplot, char *const args[], int quiet)
{
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
    if (quiet)
        posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
    pid_t pid;
    int rc = posix_spawn(&pid, gnuplot, &fa, NULL, args, environ);
    posix_spawn_file_actions_destroy(&fa);
    if (rc != 0)
        return -1;
    int status;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR)
            return -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/* mkdir -p */
static int make_dirs(const char *dir)
{
    char p[4096];
    snprintf(p, sizeof p, "%s", dir);
    for (char *s = p + 1; *s; s++)
        if (*s == '/') {
            *s = '\0';
            if (mkdir(p, 0777) != 0 && errno != EEXIST)
                return -1;
            *s = '/';
        }
    if (mkdir(p, 0777) != 0 && errno != EEXIST)
        return -1;
    struct stat st;
    return stat(p, &st) == 0 && S_ISDIR(st.st_mode) ? 0 : -1;
}

/* The CSV's name without its folder and .csv. */
static void base_name(const char *path, char *out, size_t n)
{
    const char *b = strrchr(path, '/');
    b = b ? b + 1 : path;
    snprintf(out, n, "%s", b);
    size_t l = strlen(out);
    if (l > 4 && strcmp(out + l - 4, ".csv") == 0)
        out[l - 4] = '\0';
}

static int plot_csv(const char *csv, const char *outdir, const char *gnuplot,
                    const char *png_term)
{
    char err[1024], dir[4096], base[1024];
    csv_table_t t;
    if (csv_table_load(&t, csv, err, sizeof err))
        return cli_fail("plot: %s", err);
    fig_set_t fs;
    if (figures_build(&t, &fs, err, sizeof err)) {
        csv_table_free(&t);
        return cli_fail("plot: %s", err);
    }
    csv_table_free(&t);
    if (outdir)
        snprintf(dir, sizeof dir, "%s", outdir);
    else {
        const char *slash = strrchr(csv, '/');
        if (slash)
            snprintf(dir, sizeof dir, "%.*s/figures", (int)(slash - csv), csv);
        else
            snprintf(dir, sizeof dir, "figures");
    }
    if (make_dirs(dir)) {
        int e = errno;
        figures_free(&fs);
        return cli_fail("plot: cannot create the folder %s: %s", dir, strerror(e));
    }
    base_name(csv, base, sizeof base);
    int rc = 0;
    for (int i = 0; i < fs.n && !rc; i++) {
        char out[4200], script[4300];
        snprintf(out, sizeof out, "%s/%s-%s", dir, base, fs.c[i].id);
        snprintf(script, sizeof script, "%s.gp", out);
        FILE *f = fopen(script, "w");
        if (!f) {
            rc = cli_fail("plot: cannot write %s: %s", script, strerror(errno));
            break;
        }
        plot_script(&fs.c[i], f, out, png_term, csv);
        if (fclose(f) != 0) {
            rc = cli_fail("plot: cannot write %s: %s", script, strerror(errno));
            break;
        }
        char *args[] = {(char *)"gnuplot", script, NULL};
        int st = run_gnuplot(gnuplot, args, 0);
        if (st != 0) {
            fprintf(stderr, "simulate: plot: gnuplot failed on %s (exit %d)\n", script, st);
            rc = 1;
            break;
        }
        printf("%s.svg\n%s.png\n", out, out);
    }
    figures_free(&fs);
    return rc;
}

static void plot_usage(FILE *f)
{
    fputs("usage: simulate plot RUN.csv... [-o DIR]\n"
          "\n"
          "Draws the charts of results CSVs written by simulate with gnuplot: win rate by\n"
          "seat and by agent (and team) with 95% intervals, the distribution of moves per\n"
          "game, and for sweeps each agent's and seat's win rate, the balance figures and\n"
          "game length against the swept value. Each chart is DIR/<csv name>-<chart>.svg\n"
          "and .png, with the gnuplot script that drew it (.gp). Prints the pictures'\n"
          "paths.\n"
          "\n"
          "Deck studies (--decks, --optimise), per lineup (the file names carry the values\n"
          "that tell lineups apart: matrix-greedy, matrix-greedy-seat1...):\n"
          "  pairs CSV     matrix (heat map; -seat1, -seat2 from one seat), field (each\n"
          "                deck against the field with its interval, a series per seat)\n"
          "  -ratings.csv  strength (Elo scale, 95% interval, by rank), field (win rate\n"
          "                against the field), strength-by-lineup (every lineup at once)\n"
          "  -cards.csv    cards-<deck> (each card's win rate drawn minus not drawn, with\n"
          "                its interval, best first, drawn across)\n"
          "  optimiser log steps (each step's best swap: its paired gain and interval)\n"
          "\n"
          "  -o, --out DIR   where the figures go (default: figures/ next to each CSV)\n"
          "\n"
          "Exit status: 0 done, 2 bad input or no gnuplot (Debian package gnuplot-nox),\n"
          "1 gnuplot failed.\n",
          f);
}

int plot_main(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"out", required_argument, 0, 'o'},
        {"help", no_argument, 0, 'h'},
        {0, 0, 0, 0},
    };
    const char *outdir = NULL;
    opterr = 0;
    optind = 1;
    int c;
    while ((c = getopt_long(argc, argv, ":o:h", longopts, NULL)) != -1) {
        switch (c) {
        case 'o': outdir = optarg; break;
        case 'h': plot_usage(stdout); return 0;
        case ':':
            return cli_fail("plot: option '%s' needs a value (simulate plot --help)",
                            argv[optind - 1]);
        default:
            return cli_fail("plot: unknown option '%s' (simulate plot --help)", argv[optind - 1]);
        }
    }
    if (optind >= argc)
        return cli_fail("plot: which CSV? simulate plot RUN.csv [-o DIR]");
    char gp[4096];
    const char *gnuplot = find_gnuplot(gp, sizeof gp);
    if (!gnuplot)
        return cli_fail("plot: gnuplot not found on PATH: install the Debian package gnuplot-nox");
    char *probe[] = {(char *)"gnuplot", (char *)"-e", (char *)"set terminal pngcairo", NULL};
    const char *png_term = run_gnuplot(gnuplot, probe, 1) == 0 ? "pngcairo" : "png";
    int rc = 0;
    for (int i = optind; i < argc && !rc; i++)
        rc = plot_csv(argv[i], outdir, gnuplot, png_term);
    return rc;
}
