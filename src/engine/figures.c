/* figures.c - the charts of a results CSV (figures.h), read by column name. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "figures.h"
#include "registry.h"
#include "rules.h"

#define FIG_MAX_KEYS 16
#define FIG_MAX_AGENTS 64
#define FIG_QUANTILE_SETTINGS 6
#define FIG_MAX_LABELLED 24 /* settings labelled key=value on the x axis, at most */ /* game-length curves: one per setting up to this many */

int fig_number(const char *s, double *v)
{
    if (!s || !*s)
        return 0;
    char *end;
    double d = strtod(s, &end);
    if (*end || !isfinite(d) || end == s)
        return 0;
    /* "nan", "inf", hex and leading spaces are text, not numbers of ours */
    for (const char *p = s; *p; p++)
        if (!strchr("0123456789+-.eE", *p))
            return 0;
    *v = d;
    return 1;
}

/* ---- the CSV, by column name ---- */

typedef struct src {
    const csv_table_t *t;
    int agent, seat, setting, baseline, game, players;
    int win, lo, hi, moves, p10, p50, p90, spread, seat1, skill, pspread, first_adv;
    int position;      /* a `position` column: rows by turn position (issue 13) */
    int base;          /* the baseline setting */
    int nsettings;
    int *row_setting;  /* per row */
    int *by_setting;   /* rows, grouped by setting */
    int *first;        /* [s]..[s+1]: rows of setting s in by_setting */
    int keys[FIG_MAX_KEYS], nkeys;
    const char *agents[FIG_MAX_AGENTS];
    int nagents;
    int seats;         /* the highest numeric seat */
    char head[160];    /* "dnup, 3 players" */
    char base_text[400]; /* the baseline's key=value text, for titles */
} src_t;

static const char *cell(const src_t *s, int row, int col)
{
    return col < 0 ? "" : csv_table_cell(s->t, row, col);
}

static int num(const src_t *s, int row, int col, double *v)
{
    return col >= 0 && fig_number(cell(s, row, col), v);
}

/* The row of setting `set` with that agent and seat, or -1. */
/* Whether row r is a turn-position row (its position cell holds a number). */
static int position_row(const src_t *s, int r)
{
    double v;
    return s->position >= 0 && fig_number(cell(s, r, s->position), &v);
}

static int find_row(const src_t *s, int set, const char *agent, const char *seat)
{
    for (int k = s->first[set]; k < s->first[set + 1]; k++) {
        int r = s->by_setting[k];
        if (position_row(s, r))
            continue;
        if (strcmp(cell(s, r, s->agent), agent) == 0 && strcmp(cell(s, r, s->seat), seat) == 0)
            return r;
    }
    return -1;
}

static int is_known_column(const char *name)
{
    static const char *const known[] = {
        "game", "players", "seed", "rules", "setting", "baseline", "agent", "seat", "games",
        "wins", "draws", "losses", "capped", "win_rate", "ci_low", "ci_high", "score",
        "seat_advantage", "mean_points", "mean_moves", "p10_moves", "p50_moves", "p90_moves",
        "mean_turns", "mean_rounds", "p50_rounds", "p90_rounds", "delta_win_rate",
        "delta_ci_low", "delta_ci_high", "significant", "delta_points", "delta_turns",
        "turns_significant", "seat1_advantage", "seat_spread", "skill_gap", "version",
        "position", "position_spread", "first_player_advantage", "lineup", "deck", "up", "down",
        "capped_share",
        NULL};
    for (int i = 0; known[i]; i++)
        if (strcmp(known[i], name) == 0)
            return 1;
    return 0;
}

/* The swept keys: between `setting` and `baseline`, or named like a rule of the game
 * or an agent setting. */
static void find_keys(src_t *s)
{
    const csv_table_t *t = s->t;
    s->nkeys = 0;
    if (s->setting < 0)
        return;
    const game_t *g = t->nrows && s->game >= 0 ? game_find(cell(s, 0, s->game)) : NULL;
    for (int c = 0; c < t->ncols && s->nkeys < FIG_MAX_KEYS; c++) {
        const char *name = t->header[c];
        int between = s->baseline > s->setting && c > s->setting && c < s->baseline;
        int rule = g && rules_find(g, name) != NULL;
        int agent_setting = strchr(name, '.') != NULL;
        if (c != s->setting && !is_known_column(name) && (between || rule || agent_setting))
            s->keys[s->nkeys++] = c;
    }
}

static void src_free(src_t *s)
{
    free(s->row_setting);
    free(s->by_setting);
    free(s->first);
}

static int src_init(src_t *s, const csv_table_t *t, char *err, size_t n)
{
    memset(s, 0, sizeof *s);
    s->t = t;
    s->agent = csv_table_col(t, "agent");
    s->seat = csv_table_col(t, "seat");
    s->win = csv_table_col(t, "win_rate");
    if (s->agent < 0 || s->seat < 0 || s->win < 0) {
        snprintf(err, n, "%s: not a results CSV of simulate (it needs the columns agent, seat and "
                         "win_rate)",
                 t->path);
        return 1;
    }
    s->setting = csv_table_col(t, "setting");
    s->baseline = csv_table_col(t, "baseline");
    s->game = csv_table_col(t, "game");
    s->players = csv_table_col(t, "players");
    s->lo = csv_table_col(t, "ci_low");
    s->hi = csv_table_col(t, "ci_high");
    s->moves = csv_table_col(t, "mean_moves");
    s->p10 = csv_table_col(t, "p10_moves");
    s->p50 = csv_table_col(t, "p50_moves");
    s->p90 = csv_table_col(t, "p90_moves");
    s->spread = csv_table_col(t, "seat_spread");
    s->seat1 = csv_table_col(t, "seat1_advantage");
    s->skill = csv_table_col(t, "skill_gap");
    s->pspread = csv_table_col(t, "position_spread");
    s->first_adv = csv_table_col(t, "first_player_advantage");
    s->position = csv_table_col(t, "position");
    /* settings */
    s->row_setting = calloc((size_t)t->nrows + 1, sizeof *s->row_setting);
    if (!s->row_setting)
        goto oom;
    for (int r = 0; r < t->nrows; r++) {
        double v = 0;
        if (s->setting >= 0 && (!num(s, r, s->setting, &v) || v < 0 || v > 1e7 || v != floor(v))) {
            snprintf(err, n, "%s:%d: setting '%s' is not a setting number", t->path, t->line[r],
                     cell(s, r, s->setting));
            return 1;
        }
        s->row_setting[r] = (int)v;
        if ((int)v + 1 > s->nsettings)
            s->nsettings = (int)v + 1;
        double b;
        if (s->baseline >= 0 && num(s, r, s->baseline, &b) && b == 1)
            s->base = (int)v;
    }
    if (s->nsettings == 0)
        s->nsettings = 1;
    s->first = calloc((size_t)s->nsettings + 1, sizeof *s->first);
    s->by_setting = calloc((size_t)t->nrows + 1, sizeof *s->by_setting);
    if (!s->first || !s->by_setting)
        goto oom;
    for (int r = 0; r < t->nrows; r++)
        s->first[s->row_setting[r] + 1]++;
    for (int k = 0; k < s->nsettings; k++)
        s->first[k + 1] += s->first[k];
    int *fill = calloc((size_t)s->nsettings, sizeof *fill);
    if (!fill)
        goto oom;
    for (int r = 0; r < t->nrows; r++) {
        int set = s->row_setting[r];
        s->by_setting[s->first[set] + fill[set]++] = r;
    }
    free(fill);
    /* agents and seats */
    for (int r = 0; r < t->nrows; r++) {
        const char *a = cell(s, r, s->agent);
        double seat;
        if (num(s, r, s->seat, &seat) && seat > s->seats && seat < 1000)
            s->seats = (int)seat;
        if (strcmp(a, "all") == 0 || !*a)
            continue;
        int known = 0;
        for (int i = 0; i < s->nagents; i++)
            known |= strcmp(s->agents[i], a) == 0;
        if (!known && s->nagents < FIG_MAX_AGENTS)
            s->agents[s->nagents++] = a;
    }
    find_keys(s);
    /* titles */
    const char *game = t->nrows ? cell(s, 0, s->game) : "";
    const char *players = t->nrows ? cell(s, 0, s->players) : "";
    if (*game && *players)
        snprintf(s->head, sizeof s->head, "%s, %s players", game, players);
    else
        snprintf(s->head, sizeof s->head, "%s", *game ? game : "results");
    s->base_text[0] = '\0';
    if (s->nkeys && s->first[s->base] < s->first[s->base + 1]) {
        int r = s->by_setting[s->first[s->base]];
        size_t len = 0;
        for (int k = 0; k < s->nkeys; k++)
            len += (size_t)snprintf(s->base_text + len,
                                    len < sizeof s->base_text ? sizeof s->base_text - len : 0,
                                    "%s%s=%s", k ? " " : "", t->header[s->keys[k]],
                                    cell(s, r, s->keys[k]));
    }
    return 0;
oom:
    snprintf(err, n, "out of memory");
    return 1;
}

/* ---- building charts ---- */

static fig_chart_t *new_chart(fig_set_t *fs, const char *id)
{
    if (fs->n == fs->cap) {
        int cap = fs->cap ? 2 * fs->cap : 8;
        fig_chart_t *c = realloc(fs->c, (size_t)cap * sizeof *c);
        if (!c)
            return NULL;
        fs->c = c;
        fs->cap = cap;
    }
    fig_chart_t *c = &fs->c[fs->n++];
    memset(c, 0, sizeof *c);
    snprintf(c->id, sizeof c->id, "%s", id);
    snprintf(c->bars, sizeof c->bars, "95%% interval");
    return c;
}

static void drop_last_chart(fig_set_t *fs)
{
    fig_chart_t *c = &fs->c[--fs->n];
    for (int k = 0; k < c->nseries; k++)
        free(c->s[k].p);
    for (int k = 0; k < c->ncat; k++)
        free(c->cat[k]);
    free(c->cat);
    for (int k = 0; c->rlab && k < c->nr; k++)
        free(c->rlab[k]);
    for (int k = 0; c->clab && k < c->nc; k++)
        free(c->clab[k]);
    free(c->rlab);
    free(c->clab);
    free(c->m);
}

static fig_series_t *new_series(fig_chart_t *c, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static fig_series_t *new_series(fig_chart_t *c, const char *fmt, ...)
{
    if (c->nseries >= FIG_MAX_SERIES)
        return NULL;
    fig_series_t *s = &c->s[c->nseries++];
    memset(s, 0, sizeof *s);
    s->colour = c->nseries - 1;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(s->name, sizeof s->name, fmt, ap);
    va_end(ap);
    return s;
}

static int add_point(fig_series_t *s, double x, double y, int has_ci, double lo, double hi)
{
    fig_point_t *p = realloc(s->p, (size_t)(s->n + 1) * sizeof *p);
    if (!p)
        return 1;
    s->p = p;
    p[s->n++] = (fig_point_t){.x = x, .y = y, .has_ci = has_ci, .lo = lo, .hi = hi};
    return 0;
}

static int add_category(fig_chart_t *c, const char *label)
{
    char **cat = realloc(c->cat, (size_t)(c->ncat + 1) * sizeof *cat);
    if (!cat)
        return 1;
    c->cat = cat;
    if (!(cat[c->ncat] = strdup(label)))
        return 1;
    c->ncat++;
    return 0;
}

/* A value and its interval from a row: win_rate with ci_low/ci_high, other columns
 * with <name>_ci_low/<name>_ci_high when the CSV has them. */
static int row_point(const src_t *s, int row, int col, double *y, int *has_ci, double *lo,
                     double *hi)
{
    if (row < 0 || !num(s, row, col, y))
        return 0;
    int cl = -1, ch = -1;
    if (col == s->win) {
        cl = s->lo;
        ch = s->hi;
    } else {
        static const char *const ends[3][2] = {{"ci_low", "ci_high"}, {"low", "high"},
                                               {"lo", "hi"}};
        char name[128];
        for (int e = 0; e < 3 && (cl < 0 || ch < 0); e++) {
            snprintf(name, sizeof name, "%s_%s", s->t->header[col], ends[e][0]);
            cl = csv_table_col(s->t, name);
            snprintf(name, sizeof name, "%s_%s", s->t->header[col], ends[e][1]);
            ch = csv_table_col(s->t, name);
        }
    }
    *has_ci = num(s, row, cl, lo) && num(s, row, ch, hi);
    return 1;
}

/* Series side by side around each category (or seat): offsets within +-0.3. */
static void dodge(fig_chart_t *c)
{
    if (c->nseries < 2)
        return;
    double w = 0.6 / c->nseries;
    if (w > 0.12)
        w = 0.12;
    for (int k = 0; k < c->nseries; k++)
        for (int i = 0; i < c->s[k].n; i++)
            c->s[k].p[i].x += (k - (c->nseries - 1) / 2.0) * w;
}

static void suffix_baseline(const src_t *s, fig_chart_t *c)
{
    if (s->nkeys && s->nsettings > 1) {
        size_t l = strlen(c->title);
        snprintf(c->title + l, sizeof c->title - l, " (baseline %s)", s->base_text);
    }
}

/* win rate of each agent, and of all agents, in each seat */
static int chart_seats(const src_t *s, fig_set_t *fs)
{
    if (s->seats < 1)
        return 0;
    fig_chart_t *c = new_chart(fs, "win-rate-by-seat");
    if (!c)
        return 1;
    snprintf(c->title, sizeof c->title, "%s: win rate by seat", s->head);
    suffix_baseline(s, c);
    snprintf(c->xlabel, sizeof c->xlabel, "seat");
    snprintf(c->ylabel, sizeof c->ylabel, "win rate");
    snprintf(c->note, sizeof c->note, "bars: 95%% interval (Wilson)");
    c->percent = 1;
    c->yfit = 1;
    c->ymax = 1;
    for (int a = -1; a < s->nagents; a++) {
        if (a >= 0 && s->nagents < 2)
            break; /* one agent: its rows are the all-agents rows */
        const char *agent = a < 0 ? "all" : s->agents[a];
        fig_series_t *ser = new_series(c, "%s", a < 0 ? "all agents" : agent);
        if (!ser)
            break;
        for (int seat = 1; seat <= s->seats; seat++) {
            char st[16];
            snprintf(st, sizeof st, "%d", seat);
            double y, lo = 0, hi = 0;
            int ci = 0;
            if (row_point(s, find_row(s, s->base, agent, st), s->win, &y, &ci, &lo, &hi) &&
                add_point(ser, seat, y, ci, lo, hi))
                return 1;
        }
    }
    /* all agents last: drawn on top, listed last */
    if (c->nseries > 1) {
        fig_series_t all = c->s[0];
        memmove(&c->s[0], &c->s[1], (size_t)(c->nseries - 1) * sizeof c->s[0]);
        c->s[c->nseries - 1] = all;
    }
    for (int seat = 1; seat <= s->seats; seat++) {
        char st[16];
        snprintf(st, sizeof st, "%d", seat);
        if (add_category(c, st))
            return 1;
    }
    dodge(c);
    return 0;
}

/* win rate by turn position (all agents), when the CSV has position rows */
static int chart_positions(const src_t *s, fig_set_t *fs)
{
    if (s->position < 0)
        return 0;
    fig_chart_t *c = new_chart(fs, "win-rate-by-position");
    if (!c)
        return 1;
    snprintf(c->title, sizeof c->title, "%s: win rate by turn position", s->head);
    suffix_baseline(s, c);
    snprintf(c->xlabel, sizeof c->xlabel, "turn position (1: the first to play)");
    snprintf(c->ylabel, sizeof c->ylabel, "win rate");
    snprintf(c->note, sizeof c->note, "bars: 95%% interval (Wilson)");
    c->percent = 1;
    c->yfit = 1;
    c->ymax = 1;
    fig_series_t *ser = new_series(c, "all agents");
    for (int k = s->first[s->base]; ser && k < s->first[s->base + 1]; k++) {
        int r = s->by_setting[k];
        double pos, y, lo = 0, hi = 0;
        int ci = 0;
        if (!position_row(s, r) || strcmp(cell(s, r, s->agent), "all") != 0 ||
            !num(s, r, s->position, &pos) || !row_point(s, r, s->win, &y, &ci, &lo, &hi))
            continue;
        if (add_point(ser, pos, y, ci, lo, hi))
            return 1;
    }
    if (!ser || ser->n == 0)
        drop_last_chart(fs);
    return 0;
}

/* one point per category row: each agent over all seats, or each team */
static int chart_categories(const src_t *s, fig_set_t *fs, const char *id, const char *what,
                            int teams)
{
    fig_chart_t *c = new_chart(fs, id);
    if (!c)
        return 1;
    snprintf(c->title, sizeof c->title, "%s: %s", s->head, what);
    suffix_baseline(s, c);
    snprintf(c->xlabel, sizeof c->xlabel, "%s", teams ? "team" : "agent");
    snprintf(c->ylabel, sizeof c->ylabel, "win rate");
    snprintf(c->note, sizeof c->note, "bars: 95%% interval (Wilson)");
    c->percent = 1;
    c->yfit = 1;
    c->ymax = 1;
    fig_series_t *ser = new_series(c, "%s", teams ? "all agents" : "all seats");
    for (int k = s->first[s->base]; k < s->first[s->base + 1]; k++) {
        int r = s->by_setting[k];
        const char *agent = cell(s, r, s->agent), *seat = cell(s, r, s->seat);
        int take = teams ? strcmp(agent, "all") == 0 && strncmp(seat, "team", 4) == 0
                         : strcmp(agent, "all") != 0 && strcmp(seat, "all") == 0;
        take = take && !position_row(s, r);
        double y, lo = 0, hi = 0;
        int ci = 0;
        if (!take || !row_point(s, r, s->win, &y, &ci, &lo, &hi))
            continue;
        char label[200];
        if (teams)
            snprintf(label, sizeof label, "team %s", seat + 4);
        else
            snprintf(label, sizeof label, "%s", agent);
        if (add_category(c, label) || add_point(ser, c->ncat, y, ci, lo, hi))
            return 1;
    }
    if (c->ncat == 0)
        drop_last_chart(fs);
    return 0;
}

/* the distribution of moves per game: the percentiles as a cumulative share */
static int chart_length(const src_t *s, fig_set_t *fs)
{
    if (s->p10 < 0 || s->p50 < 0 || s->p90 < 0)
        return 0;
    fig_chart_t *c = new_chart(fs, "game-length");
    if (!c)
        return 1;
    snprintf(c->title, sizeof c->title, "%s: moves per game", s->head);
    snprintf(c->xlabel, sizeof c->xlabel, "moves per game");
    snprintf(c->ylabel, sizeof c->ylabel, "share of games with at most this many moves");
    snprintf(c->note, sizeof c->note, "the 10th, 50th and 90th percentiles");
    c->percent = 1;
    c->yfit = 2;
    c->ymax = 1;
    int every = s->nkeys && s->nsettings <= FIG_QUANTILE_SETTINGS;
    for (int set = 0; set < s->nsettings; set++) {
        if (!every && set != s->base)
            continue;
        int r = find_row(s, set, "all", "all");
        double q[3], mean = 0;
        if (r < 0 || !num(s, r, s->p10, &q[0]) || !num(s, r, s->p50, &q[1]) ||
            !num(s, r, s->p90, &q[2]))
            continue;
        int has_mean = num(s, r, s->moves, &mean);
        char name[160] = "all games";
        if (every && s->nkeys) {
            size_t len = 0;
            for (int k = 0; k < s->nkeys; k++)
                len += (size_t)snprintf(name + len, len < sizeof name ? sizeof name - len : 0,
                                        "%s%s=%s", k ? " " : "", s->t->header[s->keys[k]],
                                        cell(s, r, s->keys[k]));
        }
        fig_series_t *ser = has_mean ? new_series(c, "%s (mean %.1f)", name, mean)
                                     : new_series(c, "%s", name);
        if (!ser)
            break;
        ser->line = 1;
        static const double share[3] = {0.1, 0.5, 0.9};
        for (int i = 0; i < 3; i++)
            if (add_point(ser, q[i], share[i], 0, 0, 0))
                return 1;
    }
    if (c->nseries == 0)
        drop_last_chart(fs);
    return 0;
}

/* ---- sweeps: against the swept value ---- */

typedef struct sweep_x {
    int numeric;      /* x is the value of key xkey; else the setting number */
    int xkey;         /* column */
    int ngroups;
    int *group;       /* per setting: its group (combination of the other keys) */
    char **gname;     /* per group: "key=value key=value", "" with one group */
    double *x;        /* per setting */
    int *present;     /* per setting: rows exist */
} sweep_x_t;

static void sweep_x_free(sweep_x_t *w)
{
    for (int g = 0; g < w->ngroups; g++)
        free(w->gname[g]);
    free(w->gname);
    free(w->group);
    free(w->x);
    free(w->present);
}

/* One row of each setting, for its key values. */
static int setting_row(const src_t *s, int set)
{
    return s->first[set] < s->first[set + 1] ? s->by_setting[s->first[set]] : -1;
}

static int sweep_x_init(const src_t *s, sweep_x_t *w, int nseries_per_group)
{
    memset(w, 0, sizeof *w);
    int ns = s->nsettings;
    w->group = calloc((size_t)ns, sizeof *w->group);
    w->x = calloc((size_t)ns, sizeof *w->x);
    w->present = calloc((size_t)ns, sizeof *w->present);
    w->gname = calloc((size_t)ns + 1, sizeof *w->gname);
    if (!w->group || !w->x || !w->present || !w->gname)
        return 1;
    for (int set = 0; set < ns; set++)
        w->present[set] = setting_row(s, set) >= 0;
    /* the first key whose values are all numbers */
    w->xkey = -1;
    for (int k = 0; k < s->nkeys && w->xkey < 0; k++) {
        int all = 1;
        for (int set = 0; set < ns && all; set++) {
            double v;
            int r = setting_row(s, set);
            all = r < 0 || num(s, r, s->keys[k], &v);
        }
        if (all)
            w->xkey = s->keys[k];
    }
    /* groups: the other keys' values */
    if (w->xkey >= 0) {
        w->numeric = 1;
        for (int set = 0; set < ns; set++) {
            int r = setting_row(s, set);
            if (r < 0)
                continue;
            num(s, r, w->xkey, &w->x[set]);
            char name[400] = "";
            size_t len = 0;
            for (int k = 0; k < s->nkeys; k++)
                if (s->keys[k] != w->xkey)
                    len += (size_t)snprintf(name + len, len < sizeof name ? sizeof name - len : 0,
                                            "%s%s=%s", len ? " " : "", s->t->header[s->keys[k]],
                                            cell(s, r, s->keys[k]));
            int g = 0;
            while (g < w->ngroups && strcmp(w->gname[g], name) != 0)
                g++;
            if (g == w->ngroups && !(w->gname[w->ngroups++] = strdup(name)))
                return 1;
            w->group[set] = g;
        }
        if (w->ngroups * nseries_per_group <= FIG_MAX_SERIES)
            return 0;
        for (int g = 0; g < w->ngroups; g++)
            free(w->gname[g]);
        w->ngroups = 0;
        w->numeric = 0;
    }
    /* the setting number, one group */
    w->ngroups = 1;
    if (!(w->gname[0] = strdup("")))
        return 1;
    for (int set = 0; set < ns; set++) {
        w->x[set] = set;
        w->group[set] = 0;
    }
    return 0;
}

static void sweep_axis(const src_t *s, const sweep_x_t *w, fig_chart_t *c)
{
    if (w->numeric)
        snprintf(c->xlabel, sizeof c->xlabel, "%s", s->t->header[w->xkey]);
    else
        snprintf(c->xlabel, sizeof c->xlabel, "setting");
}

/* A series name: the base, and the group when there are several. */
static fig_series_t *group_series(fig_chart_t *c, const sweep_x_t *w, int g, const char *base)
{
    fig_series_t *ser = w->ngroups > 1 ? new_series(c, "%s, %s", base, w->gname[g])
                                       : new_series(c, "%s", base);
    if (ser)
        ser->line = 1;
    return ser;
}

/* Points of one series: setting by setting (in x order), the value of column col in the
 * row (agent, seat); lo_col/hi_col override the interval columns (game length). */
static int sweep_points(const src_t *s, const sweep_x_t *w, int g, fig_series_t *ser,
                        const char *agent, const char *seat, int col, int lo_col, int hi_col)
{
    int ns = s->nsettings;
    int *order = malloc((size_t)ns * sizeof *order);
    if (!order)
        return 1;
    int n = 0;
    for (int set = 0; set < ns; set++)
        if (w->present[set] && w->group[set] == g)
            order[n++] = set;
    /* insertion sort by x: settings may be written in any order */
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && w->x[order[j]] < w->x[order[j - 1]]; j--) {
            int tmp = order[j];
            order[j] = order[j - 1];
            order[j - 1] = tmp;
        }
    int rc = 0;
    for (int i = 0; i < n && !rc; i++) {
        int set = order[i];
        int r = find_row(s, set, agent, seat);
        double y, lo = 0, hi = 0;
        int ci = 0;
        if (!row_point(s, r, col, &y, &ci, &lo, &hi))
            continue;
        if (lo_col >= 0 || hi_col >= 0)
            ci = num(s, r, lo_col, &lo) && num(s, r, hi_col, &hi);
        rc = add_point(ser, w->x[set], y, ci, lo, hi);
    }
    free(order);
    return rc;
}

static int sweep_categories(const src_t *s, const sweep_x_t *w, fig_chart_t *c)
{
    if (w->numeric)
        return 0;
    if (s->nsettings > FIG_MAX_LABELLED) {
        /* too many to label: x is the setting number, the chart data has the values */
        snprintf(c->xlabel, sizeof c->xlabel, "setting (the CSV's setting column)");
        return 0;
    }
    for (int set = 0; set < s->nsettings; set++) {
        int r = setting_row(s, set);
        char label[400] = "";
        size_t len = 0;
        for (int k = 0; r >= 0 && k < s->nkeys; k++)
            len += (size_t)snprintf(label + len, len < sizeof label ? sizeof label - len : 0,
                                    "%s%s=%s", k ? " " : "", s->t->header[s->keys[k]],
                                    cell(s, r, s->keys[k]));
        if (!label[0])
            snprintf(label, sizeof label, "setting %d", set);
        if (add_category(c, label))
            return 1;
    }
    /* categories sit at 1..n */
    for (int k = 0; k < c->nseries; k++)
        for (int i = 0; i < c->s[k].n; i++)
            c->s[k].p[i].x += 1;
    return 0;
}

static int chart_sweeps(const src_t *s, fig_set_t *fs)
{
    sweep_x_t w;
    int rc = 0;
    fig_chart_t *c;
    char against[sizeof ((fig_chart_t *)0)->xlabel];
    /* each agent's win rate */
    if (s->nagents >= 2) {
        if (sweep_x_init(s, &w, s->nagents))
            return 1;
        if (!(c = new_chart(fs, "sweep-win-rate")))
            rc = 1;
        for (int g = 0; !rc && g < w.ngroups; g++)
            for (int a = 0; !rc && a < s->nagents; a++) {
                fig_series_t *ser = group_series(c, &w, g, s->agents[a]);
                if (ser) {
                    ser->colour = a;
                    ser->mark = g;
                }
                rc = ser ? sweep_points(s, &w, g, ser, s->agents[a], "all", s->win, -1, -1) : 0;
            }
        if (!rc) {
            sweep_axis(s, &w, c);
            snprintf(against, sizeof against, "%s", c->xlabel);
            snprintf(c->title, sizeof c->title, "%s: each agent's win rate against %s", s->head,
                     w.numeric ? against : "the setting");
            snprintf(c->ylabel, sizeof c->ylabel, "win rate (all seats)");
            snprintf(c->note, sizeof c->note, "bars: 95%% interval (Wilson)");
            c->percent = 1;
            c->yfit = 1;
            c->ymax = 1;
            rc = sweep_categories(s, &w, c);
        }
        sweep_x_free(&w);
        if (rc)
            return rc;
    }
    /* each seat's win rate, all agents */
    if (s->seats >= 1) {
        if (sweep_x_init(s, &w, s->seats))
            return 1;
        if (!(c = new_chart(fs, "sweep-seat-win-rate")))
            rc = 1;
        for (int g = 0; !rc && g < w.ngroups; g++)
            for (int seat = 1; !rc && seat <= s->seats; seat++) {
                char st[16], nm[32];
                snprintf(st, sizeof st, "%d", seat);
                snprintf(nm, sizeof nm, "seat %d", seat);
                fig_series_t *ser = group_series(c, &w, g, nm);
                if (ser) {
                    ser->colour = seat - 1;
                    ser->mark = g;
                }
                rc = ser ? sweep_points(s, &w, g, ser, "all", st, s->win, -1, -1) : 0;
            }
        if (!rc) {
            sweep_axis(s, &w, c);
            snprintf(c->title, sizeof c->title, "%s: each seat's win rate against %s", s->head,
                     w.numeric ? c->xlabel : "the setting");
            snprintf(c->ylabel, sizeof c->ylabel, "win rate (all agents)");
            snprintf(c->note, sizeof c->note, "bars: 95%% interval (Wilson)");
            c->percent = 1;
            c->yfit = 1;
            c->ymax = 1;
            rc = sweep_categories(s, &w, c);
        }
        sweep_x_free(&w);
        if (rc)
            return rc;
    }
    /* balance figures */
    struct {
        int col;
        const char *name;
    } bal[5] = {{s->spread, "seat spread"},
                {s->seat1, "seat 1 advantage"},
                {s->skill, "skill gap"},
                {s->pspread, "position spread"},
                {s->first_adv, "first player advantage"}};
    int nbal = 0;
    for (int b = 0; b < 5; b++)
        nbal += bal[b].col >= 0;
    if (nbal) {
        if (sweep_x_init(s, &w, nbal))
            return 1;
        if (!(c = new_chart(fs, "sweep-balance")))
            rc = 1;
        for (int g = 0; !rc && g < w.ngroups; g++)
            for (int b = 0; !rc && b < 5; b++) {
                if (bal[b].col < 0)
                    continue;
                fig_series_t *ser = group_series(c, &w, g, bal[b].name);
                if (ser) {
                    ser->colour = b;
                    ser->mark = g;
                }
                rc = ser ? sweep_points(s, &w, g, ser, "all", "all", bal[b].col, -1, -1) : 0;
                if (!rc && ser && ser->n == 0)
                    c->nseries--; /* e.g. no skill gap with one agent */
            }
        if (!rc) {
            sweep_axis(s, &w, c);
            snprintf(c->title, sizeof c->title, "%s: balance against %s", s->head,
                     w.numeric ? c->xlabel : "the setting");
            snprintf(c->ylabel, sizeof c->ylabel, "difference in win rate");
            snprintf(c->note, sizeof c->note, "spread: best minus worst; seat 1 advantage: over "
                                              "the seat average; skill gap: strongest minus "
                                              "weakest agent");
            c->percent = 1;
            c->points = 1;
            rc = sweep_categories(s, &w, c);
        }
        sweep_x_free(&w);
        if (rc)
            return rc;
        if (c->nseries == 0)
            drop_last_chart(fs);
    }
    /* game length */
    if (s->moves >= 0) {
        if (sweep_x_init(s, &w, 1))
            return 1;
        if (!(c = new_chart(fs, "sweep-game-length")))
            rc = 1;
        for (int g = 0; !rc && g < w.ngroups; g++) {
            fig_series_t *ser = group_series(c, &w, g, "mean moves per game");
            if (ser)
                ser->mark = g;
            rc = ser ? sweep_points(s, &w, g, ser, "all", "all", s->moves, s->p10, s->p90) : 0;
        }
        if (!rc) {
            sweep_axis(s, &w, c);
            snprintf(c->title, sizeof c->title, "%s: game length against %s", s->head,
                     w.numeric ? c->xlabel : "the setting");
            snprintf(c->ylabel, sizeof c->ylabel, "moves per game");
            snprintf(c->note, sizeof c->note, "bars: 10th to 90th percentile of moves per game");
            snprintf(c->bars, sizeof c->bars, "10th to 90th percentile");
            rc = sweep_categories(s, &w, c);
        }
        sweep_x_free(&w);
    }
    return rc;
}

/* The charts of one run's rows. */
static int run_charts(const csv_table_t *t, fig_set_t *fs, char *err, size_t n)
{
    src_t s;
    if (src_init(&s, t, err, n)) {
        src_free(&s);
        return 2;
    }
    int rc = chart_seats(&s, fs);
    if (!rc)
        rc = chart_positions(&s, fs);
    if (!rc && s.nagents >= 2)
        rc = chart_categories(&s, fs, "win-rate-by-agent", "each agent's win rate over all seats",
                              0);
    if (!rc)
        rc = chart_categories(&s, fs, "win-rate-by-team", "win rate by team", 1);
    if (!rc)
        rc = chart_length(&s, fs);
    if (!rc && s.nkeys && s.nsettings > 1)
        rc = chart_sweeps(&s, fs);
    src_free(&s);
    if (rc)
        snprintf(err, n, "out of memory");
    return rc;
}

/* ---- tables of several runs, and deck-against-deck tables: rows in groups ---- */

typedef struct groups {
    int n;
    int *of;       /* per row: its group */
    char **label;  /* per group: "greedy, with" */
    char **slug;   /* per group: "greedy-with", for file names */
} groups_t;

static void groups_free(groups_t *g)
{
    for (int i = 0; i < g->n; i++) {
        free(g->label[i]);
        free(g->slug[i]);
    }
    free(g->label);
    free(g->slug);
    free(g->of);
    memset(g, 0, sizeof *g);
}

/* Rows grouped by the values of the columns cols[0..ncols). */
static int group_rows(const csv_table_t *t, const int *cols, int ncols, groups_t *g)
{
    memset(g, 0, sizeof *g);
    g->of = calloc((size_t)t->nrows + 1, sizeof *g->of);
    g->label = calloc((size_t)t->nrows + 1, sizeof *g->label);
    g->slug = calloc((size_t)t->nrows + 1, sizeof *g->slug);
    if (!g->of || !g->label || !g->slug)
        return 1;
    for (int r = 0; r < t->nrows; r++) {
        char label[512] = "";
        size_t len = 0;
        for (int k = 0; k < ncols; k++)
            len += (size_t)snprintf(label + len, len < sizeof label ? sizeof label - len : 0,
                                    "%s%s", k ? ", " : "", csv_table_cell(t, r, cols[k]));
        int i = 0;
        while (i < g->n && strcmp(g->label[i], label) != 0)
            i++;
        if (i == g->n) {
            char slug[512];
            size_t k = 0;
            for (const char *p = label; *p && k < sizeof slug - 1; p++) {
                char ch = *p;
                int ok = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
                         (ch >= '0' && ch <= '9') || ch == '.';
                if (ok)
                    slug[k++] = ch;
                else if (k && slug[k - 1] != '-')
                    slug[k++] = '-';
            }
            while (k && slug[k - 1] == '-')
                k--;
            slug[k] = '\0';
            if (!(g->label[i] = strdup(label)) || !(g->slug[i] = strdup(slug)))
                return 1;
            g->n++;
        }
        g->of[r] = i;
    }
    return 0;
}

/* The rows of group gi as a table of their own (sharing t's text). */
static int group_table(const csv_table_t *t, const groups_t *g, int gi, csv_table_t *out)
{
    memset(out, 0, sizeof *out);
    snprintf(out->path, sizeof out->path, "%s", t->path);
    out->ncols = t->ncols;
    out->header = t->header;
    out->cells = malloc(((size_t)t->nrows + 1) * (size_t)t->ncols * sizeof *out->cells);
    out->line = malloc(((size_t)t->nrows + 1) * sizeof *out->line);
    if (!out->cells || !out->line)
        return 1;
    for (int r = 0; r < t->nrows; r++)
        if (g->of[r] == gi) {
            memcpy(out->cells + (size_t)out->nrows * (size_t)t->ncols,
                   t->cells + (size_t)r * (size_t)t->ncols, (size_t)t->ncols * sizeof *t->cells);
            out->line[out->nrows++] = t->line[r];
        }
    return 0;
}

static void group_table_free(csv_table_t *t)
{
    free(t->cells);
    free(t->line);
}

/* Charts from index `from` on: ids and titles name the group. */
static void name_group(fig_set_t *fs, int from, const char *slug, const char *label)
{
    for (int i = from; i < fs->n; i++) {
        fig_chart_t *c = &fs->c[i];
        size_t l = strlen(c->id);
        if (slug[0])
            snprintf(c->id + l, sizeof c->id - l, "-%s", slug);
        l = strlen(c->title);
        if (label && label[0])
            snprintf(c->title + l, sizeof c->title - l, " (%s)", label);
    }
}

static int add_matrix(fig_chart_t *c, int nr, int nc)
{
    c->matrix = 1;
    c->nr = nr;
    c->nc = nc;
    c->rlab = calloc((size_t)nr + 1, sizeof *c->rlab);
    c->clab = calloc((size_t)nc + 1, sizeof *c->clab);
    c->m = malloc(((size_t)nr * (size_t)nc + 1) * sizeof *c->m);
    if (!c->rlab || !c->clab || !c->m)
        return 1;
    for (size_t i = 0; i < (size_t)nr * (size_t)nc; i++)
        c->m[i] = NAN;
    return 0;
}

/* Deck-against-deck charts of one group's rows: the matrix and the field. */
static int pairs_charts(const csv_table_t *t, fig_set_t *fs)
{
    int cd = csv_table_col(t, "deck"), co = csv_table_col(t, "opponent"),
        cw = csv_table_col(t, "win_rate"), cl = csv_table_col(t, "ci_low"),
        ch = csv_table_col(t, "ci_high");
    /* the decks, in order of appearance, rows and columns alike */
    const char **decks = calloc((size_t)t->nrows * 2 + 1, sizeof *decks);
    if (!decks)
        return 1;
    int nd = 0;
    for (int r = 0; r < t->nrows; r++)
        for (int side = 0; side < 2; side++) {
            const char *d = csv_table_cell(t, r, side ? co : cd);
            int known = strcmp(d, "all") == 0 || !*d;
            for (int i = 0; i < nd && !known; i++)
                known = strcmp(decks[i], d) == 0;
            if (!known)
                decks[nd++] = d;
        }
    int rc = 1;
    fig_chart_t *c = new_chart(fs, "matrix");
    if (!c || add_matrix(c, nd, nd))
        goto done;
    snprintf(c->title, sizeof c->title, "win rate of the row's deck against the column's");
    snprintf(c->xlabel, sizeof c->xlabel, "opponent");
    snprintf(c->ylabel, sizeof c->ylabel, "deck");
    c->percent = 1;
    c->mlo = 0;
    c->mmid = 0.5;
    c->mhi = 1;
    for (int i = 0; i < nd; i++)
        if (!(c->rlab[i] = strdup(decks[i])) || !(c->clab[i] = strdup(decks[i])))
            goto done;
    for (int r = 0; r < t->nrows; r++) {
        const char *d = csv_table_cell(t, r, cd), *o = csv_table_cell(t, r, co);
        double v;
        int i = -1, j = -1;
        for (int k = 0; k < nd; k++) {
            i = strcmp(decks[k], d) == 0 ? k : i;
            j = strcmp(decks[k], o) == 0 ? k : j;
        }
        if (i >= 0 && j >= 0 && fig_number(csv_table_cell(t, r, cw), &v))
            c->m[(size_t)i * (size_t)nd + (size_t)j] = v;
    }
    /* the field: opponent "all", best first */
    c = new_chart(fs, "field");
    if (!c)
        goto done;
    snprintf(c->title, sizeof c->title, "each deck's win rate against the field");
    snprintf(c->xlabel, sizeof c->xlabel, "deck (best first)");
    snprintf(c->ylabel, sizeof c->ylabel, "win rate against the other decks");
    snprintf(c->note, sizeof c->note, "bars: 95%% interval (Wilson)");
    c->percent = 1;
    c->yfit = 1;
    c->ymax = 1;
    fig_series_t *ser = new_series(c, "against the field");
    int *rows = calloc((size_t)t->nrows + 1, sizeof *rows), nrow = 0;
    if (!rows || !ser)
        goto done_rows;
    for (int r = 0; r < t->nrows; r++) {
        double v;
        if (strcmp(csv_table_cell(t, r, co), "all") == 0 &&
            fig_number(csv_table_cell(t, r, cw), &v))
            rows[nrow++] = r;
    }
    for (int a = 1; a < nrow; a++) /* by win rate, best first */
        for (int b = a; b > 0 && atof(csv_table_cell(t, rows[b], cw)) >
                                      atof(csv_table_cell(t, rows[b - 1], cw));
             b--) {
            int x = rows[b];
            rows[b] = rows[b - 1];
            rows[b - 1] = x;
        }
    for (int k = 0; k < nrow; k++) {
        int r = rows[k];
        double y = 0, lo = 0, hi = 0;
        fig_number(csv_table_cell(t, r, cw), &y);
        int ci = cl >= 0 && ch >= 0 && fig_number(csv_table_cell(t, r, cl), &lo) &&
                 fig_number(csv_table_cell(t, r, ch), &hi);
        if (add_category(c, csv_table_cell(t, r, cd)) || add_point(ser, c->ncat, y, ci, lo, hi))
            goto done_rows;
    }
    if (nrow == 0)
        drop_last_chart(fs);
    rc = 0;
done_rows:
    free(rows);
done:
    free(decks);
    return rc;
}

static int is_text_column(const csv_table_t *t, int c)
{
    for (int r = 0; r < t->nrows; r++) {
        double v;
        const char *s = csv_table_cell(t, r, c);
        if (*s && !fig_number(s, &v))
            return 1;
    }
    return 0;
}

/* The agent ladder: per game (categories) and matchup (series), the win rate over all
 * seats of the second agent the matchup names ("random vs greedy": greedy). */
static int ladder_chart(const csv_table_t *t, fig_set_t *fs)
{
    int cm = csv_table_col(t, "matchup"), cg = csv_table_col(t, "game"),
        cp = csv_table_col(t, "players"), ca = csv_table_col(t, "agent"),
        cs = csv_table_col(t, "seat"), cw = csv_table_col(t, "win_rate"),
        cl = csv_table_col(t, "ci_low"), ch = csv_table_col(t, "ci_high");
    if (ca < 0 || cs < 0 || cw < 0)
        return 0;
    fig_chart_t *c = new_chart(fs, "ladder");
    if (!c)
        return 1;
    snprintf(c->title, sizeof c->title, "agent ladder: the second agent's win rate in each "
                                        "matchup");
    snprintf(c->xlabel, sizeof c->xlabel, "game");
    snprintf(c->ylabel, sizeof c->ylabel, "win rate over all seats");
    snprintf(c->note, sizeof c->note, "bars: 95%% interval (Wilson)");
    c->percent = 1;
    c->yfit = 1;
    c->ymax = 1;
    for (int r = 0; r < t->nrows; r++) {
        const char *m = csv_table_cell(t, r, cm), *vs = strstr(m, " vs ");
        const char *second = vs ? vs + 4 : NULL;
        double y, lo = 0, hi = 0;
        if (!second || strcmp(csv_table_cell(t, r, ca), second) != 0 ||
            strcmp(csv_table_cell(t, r, cs), "all") != 0 || !fig_number(csv_table_cell(t, r, cw), &y))
            continue;
        char game[160];
        const char *players = cp >= 0 ? csv_table_cell(t, r, cp) : "";
        snprintf(game, sizeof game, "%s%s%s", cg >= 0 ? csv_table_cell(t, r, cg) : "?",
                 *players && strcmp(players, "2") != 0 ? ", players " : "",
                 *players && strcmp(players, "2") != 0 ? players : "");
        int k = 0;
        while (k < c->ncat && strcmp(c->cat[k], game) != 0)
            k++;
        if (k == c->ncat && add_category(c, game))
            return 1;
        int si = 0;
        while (si < c->nseries && strcmp(c->s[si].name, m) != 0)
            si++;
        fig_series_t *ser = si < c->nseries ? &c->s[si] : new_series(c, "%s", m);
        if (!ser)
            continue;
        int ci = cl >= 0 && ch >= 0 && fig_number(csv_table_cell(t, r, cl), &lo) &&
                 fig_number(csv_table_cell(t, r, ch), &hi);
        if (add_point(ser, k + 1, y, ci, lo, hi))
            return 1;
    }
    if (c->ncat == 0)
        drop_last_chart(fs);
    else
        dodge(c);
    return 0;
}

int figures_build(const csv_table_t *t, fig_set_t *fs, char *err, size_t n)
{
    memset(fs, 0, sizeof *fs);
    int pairs = csv_table_col(t, "deck") >= 0 && csv_table_col(t, "opponent") >= 0 &&
                csv_table_col(t, "win_rate") >= 0;
    int cols[64], ncols = 0;
    if (pairs) {
        /* a group per combination of the other text columns (agent, generics...) */
        for (int c = 0; c < t->ncols && ncols < 64; c++)
            if (strcmp(t->header[c], "deck") != 0 && strcmp(t->header[c], "opponent") != 0 &&
                is_text_column(t, c))
                cols[ncols++] = c;
    } else {
        /* a group per run: game, player count, matchup */
        static const char *const run_cols[] = {"game", "players", "matchup"};
        for (int k = 0; k < 3; k++)
            if (csv_table_col(t, run_cols[k]) >= 0)
                cols[ncols++] = csv_table_col(t, run_cols[k]);
    }
    groups_t g;
    int rc = group_rows(t, cols, ncols, &g);
    if (!rc && !pairs && csv_table_col(t, "matchup") >= 0 && g.n > 1)
        rc = ladder_chart(t, fs);
    else if (!rc && !pairs && g.n <= 1)
        rc = run_charts(t, fs, err, n);
    else
        for (int gi = 0; !rc && gi < g.n; gi++) {
            csv_table_t sub;
            int from = fs->n;
            rc = group_table(t, &g, gi, &sub);
            if (!rc)
                rc = pairs ? pairs_charts(&sub, fs) : run_charts(&sub, fs, err, n);
            group_table_free(&sub);
            if (!rc)
                name_group(fs, from, g.n > 1 || pairs ? g.slug[gi] : "", pairs ? g.label[gi] : NULL);
        }
    if (rc == 1)
        snprintf(err, n, "out of memory");
    groups_free(&g);
    if (rc)
        figures_free(fs);
    return rc;
}

int figures_add_intervals(fig_set_t *fs, const csv_table_t *t, const char *id,
                          const char *title, const char *label_col, const char *value_col,
                          const char *lo_col, const char *hi_col, int percent, char *err,
                          size_t n)
{
    int cl = csv_table_col(t, label_col), cv = csv_table_col(t, value_col);
    int clo = lo_col ? csv_table_col(t, lo_col) : -1, chi = hi_col ? csv_table_col(t, hi_col) : -1;
    if (cl < 0 || cv < 0 || (lo_col && clo < 0) || (hi_col && chi < 0)) {
        snprintf(err, n, "%s: missing column '%s'", t->path,
                 cl < 0 ? label_col : cv < 0 ? value_col : clo < 0 && lo_col ? lo_col : hi_col);
        return 1;
    }
    fig_chart_t *c = new_chart(fs, id);
    if (!c)
        goto oom;
    snprintf(c->title, sizeof c->title, "%s", title);
    snprintf(c->xlabel, sizeof c->xlabel, "%s", label_col);
    snprintf(c->ylabel, sizeof c->ylabel, "%s", value_col);
    if (lo_col) {
        snprintf(c->note, sizeof c->note, "bars: %s to %s", lo_col, hi_col);
        snprintf(c->bars, sizeof c->bars, "%s to %s", lo_col, hi_col);
    }
    c->percent = percent;
    fig_series_t *ser = new_series(c, "%s", value_col);
    for (int r = 0; r < t->nrows; r++) {
        double y, lo = 0, hi = 0;
        if (!fig_number(csv_table_cell(t, r, cv), &y))
            continue;
        int ci = clo >= 0 && chi >= 0 && fig_number(csv_table_cell(t, r, clo), &lo) &&
                 fig_number(csv_table_cell(t, r, chi), &hi);
        if (add_category(c, csv_table_cell(t, r, cl)) || add_point(ser, c->ncat, y, ci, lo, hi))
            goto oom;
    }
    return 0;
oom:
    snprintf(err, n, "out of memory");
    return 1;
}

void figures_free(fig_set_t *fs)
{
    while (fs->n > 0)
        drop_last_chart(fs);
    free(fs->c);
    memset(fs, 0, sizeof *fs);
}

void fig_yrange(const fig_chart_t *c, double *lo, double *hi)
{
    if (c->yfit == 2) {
        *lo = c->ymin;
        *hi = c->ymax;
        return;
    }
    double a = INFINITY, b = -INFINITY;
    for (int k = 0; k < c->nseries; k++)
        for (int i = 0; i < c->s[k].n; i++) {
            const fig_point_t *p = &c->s[k].p[i];
            double l = p->has_ci && p->lo < p->y ? p->lo : p->y;
            double h = p->has_ci && p->hi > p->y ? p->hi : p->y;
            a = l < a ? l : a;
            b = h > b ? h : b;
        }
    if (!(a <= b)) {
        a = 0;
        b = 1;
    }
    double span = b - a, unit = c->percent ? 0.01 : 1;
    double pad = span > 0 ? 0.08 * span : 0.5 * unit;
    if (pad < 0.5 * unit * (c->percent ? 1 : 0))
        pad = 0.5 * unit;
    *lo = a - pad;
    *hi = b + pad;
    /* within the bounds, with room for a point on a bound (a win rate of 100%) */
    double room = 0.02 * (c->ymax - c->ymin);
    if (c->yfit == 1 && *lo < c->ymin - room)
        *lo = c->ymin - room;
    if (c->yfit == 1 && *hi > c->ymax + room)
        *hi = c->ymax + room;
    if (c->yfit == 1 && *hi <= *lo)
        *hi = *lo + unit;
}

int fig_whole_x(const fig_chart_t *c)
{
    double a = INFINITY, b = -INFINITY;
    for (int k = 0; k < c->nseries; k++)
        for (int i = 0; i < c->s[k].n; i++) {
            double x = c->s[k].p[i].x;
            if (x != floor(x))
                return 0;
            a = x < a ? x : a;
            b = x > b ? x : b;
        }
    return a <= b && b - a <= 30;
}
