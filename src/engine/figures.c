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
    int agent, seat, position, setting, setting_name, baseline, game, players;
    int win, lo, hi, moves, p10, p50, p90;
    int base;          /* the baseline setting */
    int nsettings;
    int *row_setting;  /* per row */
    int *by_setting;   /* rows, grouped by setting */
    int *first;        /* [s]..[s+1]: rows of setting s in by_setting */
    int keys[FIG_MAX_KEYS], nkeys; /* the swept keys' columns, in --sweep order */
    /* the distinct agents of the baseline setting (agent_in: in another setting) */
    const char *agents[FIG_MAX_AGENTS];
    int nagents;
    int seats;         /* the highest numeric seat */
    int positions;     /* the highest numeric turn position */
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

/* Whether row r is a turn-position row: its `position` holds a number (README, "The
 * CSV": seat rows and totals have position `all`; CSVs without the column have
 * none). */
static int position_row(const src_t *s, int r)
{
    double v;
    return s->position >= 0 && fig_number(cell(s, r, s->position), &v);
}

/* The row of setting `set` with that agent and seat (a seat, `all` or `teamN`), not a
 * position row; or -1. */
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

/* The row of setting `set` with that agent in turn position pos (seat `all`), or -1. */
static int find_position_row(const src_t *s, int set, const char *agent, int pos)
{
    for (int k = s->first[set]; k < s->first[set + 1]; k++) {
        int r = s->by_setting[k];
        double v;
        if (position_row(s, r) && num(s, r, s->position, &v) && v == pos &&
            strcmp(cell(s, r, s->seat), "all") == 0 && strcmp(cell(s, r, s->agent), agent) == 0)
            return r;
    }
    return -1;
}

/* The distinct agents of setting set, in the order their rows come (the report writes
 * them in --agents order): up to max names into out; returns how many. */
static int agents_of(const src_t *s, int set, const char **out, int max)
{
    int n = 0;
    for (int k = s->first[set]; k < s->first[set + 1]; k++) {
        const char *a = cell(s, s->by_setting[k], s->agent);
        if (!*a || strcmp(a, "all") == 0)
            continue;
        int known = 0;
        for (int i = 0; i < n && !known; i++)
            known = strcmp(out[i], a) == 0;
        if (!known && n < max)
            out[n++] = a;
    }
    return n;
}

/* Agent a of the baseline as it is named in setting set, or NULL. The same spec when
 * the setting has it; otherwise a swept agent setting changed the spec (mcts:iters=25
 * in one setting, mcts:iters=100 in the next): the specs found in only one of the two
 * settings are paired in their order. */
static const char *agent_in(const src_t *s, int set, int a)
{
    const char *here[FIG_MAX_AGENTS];
    int n = agents_of(s, set, here, FIG_MAX_AGENTS);
    int used[FIG_MAX_AGENTS] = {0}, k = 0;
    for (int i = 0; i < n; i++)
        for (int b = 0; b < s->nagents; b++)
            if (strcmp(here[i], s->agents[b]) == 0)
                used[i] = 1 + b;
    for (int i = 0; i < n; i++)
        if (used[i] == 1 + a)
            return here[i];
    /* the baseline's agents without a namesake here, before a */
    for (int b = 0; b < a; b++) {
        int namesake = 0;
        for (int i = 0; i < n; i++)
            namesake |= used[i] == 1 + b;
        k += !namesake;
    }
    for (int i = 0; i < n; i++)
        if (!used[i] && k-- == 0)
            return here[i];
    return NULL;
}

/* Every column a CSV of simulate has besides the swept keys (README, "The CSV"), and
 * the extra columns of the studies' tables: none is a swept key. */
static int is_known_column(const char *name)
{
    static const char *const known[] = {
        "game", "players", "seed", "version", "rules", "inputs", "setting", "setting_name",
        "baseline", "agent", "seat", "position", "lineup", "games", "wins", "draws", "losses",
        "capped", "capped_share", "win_rate", "ci_low", "ci_high", "score", "seat_advantage",
        "mean_points", "mean_moves", "p10_moves", "p50_moves", "p90_moves", "mean_turns",
        "mean_rounds", "p50_rounds", "p90_rounds", "up", "down", "delta_win_rate",
        "delta_ci_low", "delta_ci_high", "delta_p", "significant", "delta_points",
        "seat1_advantage", "first_player_advantage", "seat_spread", "position_spread",
        "skill_gap", "delta_turns", "turns_significant", "capped_up", "capped_down",
        "delta_capped_share", "delta_capped_p", "delta_first_player_advantage",
        "delta_seat_spread", "delta_position_spread", "delta_skill_gap", "branching_factor",
        "decisiveness", "lead_changes", "comeback_rate", "drawishness", "capped_games",
        "matchup", "deck", "opponent", NULL};
    for (int i = 0; known[i]; i++) {
        size_t l = strlen(known[i]);
        if (strncmp(known[i], name, l) == 0 &&
            (!name[l] || strcmp(name + l, "_low") == 0 || strcmp(name + l, "_high") == 0))
            return 1;
    }
    return 0;
}

/* Where "key=value" stands in a setting_name ("k1=v1 k2=v2"): its offset, or -1. A
 * value the CSV guarded against formulas ('=1+1) is matched without its apostrophe. */
static long name_offset(const char *setting_name, const char *key, const char *value)
{
    if (value[0] == '\'')
        value++;
    size_t kl = strlen(key), vl = strlen(value);
    for (const char *p = setting_name; (p = strstr(p, key)) != NULL; p++) {
        const char *e = p + kl + 1 + vl;
        if ((p == setting_name || p[-1] == ' ') && p[kl] == '=' &&
            strncmp(p + kl + 1, value, vl) == 0 && (*e == '\0' || *e == ' '))
            return (long)(p - setting_name);
    }
    return -1;
}

/* The swept keys (README, "The CSV": one column per swept key, named by the key, and
 * `setting_name` the setting's "key=value key=value"): a column whose name and value
 * stand in the setting_name of every row, in the order they stand there. CSVs of
 * older versions without setting_name: a column named like a rule of the game or like
 * an agent setting (a name with a dot). */
static void find_keys(src_t *s)
{
    const csv_table_t *t = s->t;
    long at[FIG_MAX_KEYS];
    s->nkeys = 0;
    if (s->setting < 0 || t->nrows == 0)
        return;
    const game_t *g = s->game >= 0 ? game_find(cell(s, 0, s->game)) : NULL;
    for (int c = 0; c < t->ncols && s->nkeys < FIG_MAX_KEYS; c++) {
        const char *name = t->header[c];
        if (is_known_column(name))
            continue;
        long off = 0;
        if (s->setting_name >= 0) {
            for (int r = 0; r < t->nrows && off >= 0; r++) {
                long o = name_offset(cell(s, r, s->setting_name), name, cell(s, r, c));
                off = r == 0 || o < 0 ? o : off;
            }
            if (off < 0)
                continue;
        } else if (!(g && rules_find(g, name)) && !strchr(name, '.')) {
            continue;
        } else {
            off = c;
        }
        /* in setting_name order */
        int k = s->nkeys++;
        while (k > 0 && at[k - 1] > off) {
            at[k] = at[k - 1];
            s->keys[k] = s->keys[k - 1];
            k--;
        }
        at[k] = off;
        s->keys[k] = c;
    }
}

/* The setting's "key=value key=value" text of row r (setting_name, or built from the
 * key columns), into buf; skip: a key column left out (-1: none). */
static void setting_text(const src_t *s, int r, int skip, char *buf, size_t n)
{
    buf[0] = '\0';
    if (r < 0)
        return;
    if (skip < 0 && s->setting_name >= 0 && *cell(s, r, s->setting_name)) {
        snprintf(buf, n, "%s", cell(s, r, s->setting_name));
        return;
    }
    size_t len = 0;
    for (int k = 0; k < s->nkeys; k++)
        if (s->keys[k] != skip)
            len += (size_t)snprintf(buf + len, len < n ? n - len : 0, "%s%s=%s", len ? " " : "",
                                    s->t->header[s->keys[k]], cell(s, r, s->keys[k]));
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
                         "win_rate; or a deck study's deck and opponent, deck and rank, or card "
                         "and drawn_minus_not)",
                 t->path);
        return 1;
    }
    s->position = csv_table_col(t, "position");
    s->setting = csv_table_col(t, "setting");
    s->setting_name = csv_table_col(t, "setting_name");
    s->baseline = csv_table_col(t, "baseline");
    s->game = csv_table_col(t, "game");
    s->players = csv_table_col(t, "players");
    s->lo = csv_table_col(t, "ci_low");
    s->hi = csv_table_col(t, "ci_high");
    s->moves = csv_table_col(t, "mean_moves");
    s->p10 = csv_table_col(t, "p10_moves");
    s->p50 = csv_table_col(t, "p50_moves");
    s->p90 = csv_table_col(t, "p90_moves");
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
    /* seats and positions; the baseline's agents */
    for (int r = 0; r < t->nrows; r++) {
        double v;
        if (!position_row(s, r) && num(s, r, s->seat, &v) && v > s->seats && v <= 64)
            s->seats = (int)v;
        if (position_row(s, r) && num(s, r, s->position, &v) && v > s->positions && v <= 64)
            s->positions = (int)v;
    }
    s->nagents = agents_of(s, s->base, s->agents, FIG_MAX_AGENTS);
    find_keys(s);
    /* titles */
    const char *game = t->nrows ? cell(s, 0, s->game) : "";
    const char *players = t->nrows ? cell(s, 0, s->players) : "";
    if (*game && *players)
        snprintf(s->head, sizeof s->head, "%s, %s players", game, players);
    else
        snprintf(s->head, sizeof s->head, "%s", *game ? game : "results");
    if (s->nkeys && s->first[s->base] < s->first[s->base + 1])
        setting_text(s, s->by_setting[s->first[s->base]], -1, s->base_text, sizeof s->base_text);
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

/* The interval columns of a figure (README, "The CSV"): win_rate has ci_low/ci_high,
 * delta_win_rate delta_ci_low/delta_ci_high, every other figure <name>_low/_high. */
static void interval_cols(const src_t *s, int col, int *lo, int *hi)
{
    const char *name = s->t->header[col];
    char a[160], b[160];
    if (col == s->win) {
        *lo = s->lo;
        *hi = s->hi;
        return;
    }
    if (strcmp(name, "delta_win_rate") == 0) {
        snprintf(a, sizeof a, "delta_ci_low");
        snprintf(b, sizeof b, "delta_ci_high");
    } else {
        snprintf(a, sizeof a, "%s_low", name);
        snprintf(b, sizeof b, "%s_high", name);
    }
    *lo = csv_table_col(s->t, a);
    *hi = csv_table_col(s->t, b);
}

/* A value and its interval from a row (interval_cols). */
static int row_point(const src_t *s, int row, int col, double *y, int *has_ci, double *lo,
                     double *hi)
{
    if (row < 0 || !num(s, row, col, y))
        return 0;
    int cl, ch;
    interval_cols(s, col, &cl, &ch);
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

/* The "all agents" series (the first) moved last: drawn on top, listed last. */
static void all_last(fig_chart_t *c)
{
    if (c->nseries > 1) {
        fig_series_t all = c->s[0];
        memmove(&c->s[0], &c->s[1], (size_t)(c->nseries - 1) * sizeof c->s[0]);
        c->s[c->nseries - 1] = all;
    }
}

/* ---- what most charts share: their look, their categories, their end ---- */

/* The axes' names and the line under the title (what the bars are). */
static void chart_labels(fig_chart_t *c, const char *xlabel, const char *ylabel, const char *note)
{
    snprintf(c->xlabel, sizeof c->xlabel, "%s", xlabel);
    snprintf(c->ylabel, sizeof c->ylabel, "%s", ylabel);
    snprintf(c->note, sizeof c->note, "%s", note);
}

/* Win rates: shares drawn as percentages on an axis kept within 0..1; the bars are
 * Wilson intervals unless note (non-NULL) says what else. */
static void rate_look(fig_chart_t *c, const char *xlabel, const char *ylabel, const char *note)
{
    chart_labels(c, xlabel, ylabel, note ? note : "bars: 95% interval (Wilson)");
    c->percent = 1;
    c->yfit = 1;
    c->ymax = 1;
}

/* Differences of shares: percentage points around a drawn 0 (no difference). */
static void difference_look(fig_chart_t *c, const char *xlabel, const char *ylabel,
                            const char *note)
{
    chart_labels(c, xlabel, ylabel, note);
    c->percent = 1;
    c->points = 1;
    c->zero = 1;
}

/* A chart by category, built: dropped (it is the last) when no category came, else
 * its series side by side around them (dodge leaves a single series as it is). */
static void categories_done(fig_set_t *fs, fig_chart_t *c)
{
    if (c->ncat == 0)
        drop_last_chart(fs);
    else
        dodge(c);
}

/* The next category of c, label, with its point in ser (y, the interval lo..hi when
 * ci). 1: out of memory. */
static int category_point(fig_chart_t *c, fig_series_t *ser, const char *label, double y, int ci,
                          double lo, double hi)
{
    return add_category(c, label) || add_point(ser, c->ncat, y, ci, lo, hi);
}

/* Charts built row by row from a table (the studies, ladder, first-player advantage,
 * strength): the series named `name`, made when new (NULL: out of memory); the
 * category `cat`'s x (1..), added when new (0: out of memory); table_point: a row's
 * point with the interval of columns cl..ch when both cells hold numbers (1: out of
 * memory); category_row: that point at a new category; named_point: at the category
 * and in the series of those names, each made when new. */
static fig_series_t *series_named(fig_chart_t *c, const char *name)
{
    for (int si = 0; si < c->nseries; si++)
        if (strcmp(c->s[si].name, name) == 0)
            return &c->s[si];
    return new_series(c, "%s", name);
}

static int category_x(fig_chart_t *c, const char *cat)
{
    int k = 0;
    while (k < c->ncat && strcmp(c->cat[k], cat) != 0)
        k++;
    if (k == c->ncat && add_category(c, cat))
        return 0;
    return k + 1;
}

static int table_point(fig_series_t *ser, const csv_table_t *t, int r, double x, double y,
                       int cl, int ch)
{
    double lo = 0, hi = 0;
    int ci = cl >= 0 && ch >= 0 && fig_number(csv_table_cell(t, r, cl), &lo) &&
             fig_number(csv_table_cell(t, r, ch), &hi);
    return add_point(ser, x, y, ci, lo, hi);
}

static int category_row(fig_chart_t *c, fig_series_t *ser, const char *label,
                        const csv_table_t *t, int r, double y, int cl, int ch)
{
    return add_category(c, label) || table_point(ser, t, r, c->ncat, y, cl, ch);
}

static int named_point(fig_chart_t *c, const char *cat, const char *name, const csv_table_t *t,
                       int r, double y, int cl, int ch)
{
    int x = category_x(c, cat);
    fig_series_t *ser = x ? series_named(c, name) : NULL;
    return !ser || table_point(ser, t, r, x, y, cl, ch);
}

/* A new chart of the baseline setting, titled "<the run>: what" and, in a sweep,
 * naming the baseline. NULL: out of memory. */
static fig_chart_t *baseline_chart(const src_t *s, fig_set_t *fs, const char *id,
                                   const char *what)
{
    fig_chart_t *c = new_chart(fs, id);
    if (!c)
        return NULL;
    snprintf(c->title, sizeof c->title, "%s: %s", s->head, what);
    if (s->nkeys && s->nsettings > 1) {
        size_t l = strlen(c->title);
        snprintf(c->title + l, sizeof c->title - l, " (baseline %s)", s->base_text);
    }
    return c;
}

/* win rate of each agent, and of all agents, in each seat (rows agent/seat, position
 * all) or each turn position (rows agent/position, seat all) of the baseline */
static int chart_places(const src_t *s, fig_set_t *fs, int by_position)
{
    int n = by_position ? s->positions : s->seats;
    if (n < 1)
        return 0;
    fig_chart_t *c = by_position ? baseline_chart(s, fs, "win-rate-by-position",
                                                  "win rate by turn position")
                                 : baseline_chart(s, fs, "win-rate-by-seat", "win rate by seat");
    if (!c)
        return 1;
    rate_look(c, by_position ? "turn position (1: the first to play)" : "seat", "win rate", NULL);
    for (int a = -1; a < s->nagents; a++) {
        if (a >= 0 && s->nagents < 2)
            break; /* one agent: its rows are the all-agents rows */
        const char *agent = a < 0 ? "all" : s->agents[a];
        fig_series_t *ser = new_series(c, "%s", a < 0 ? "all agents" : agent);
        if (!ser)
            break;
        for (int k = 1; k <= n; k++) {
            char st[16];
            snprintf(st, sizeof st, "%d", k);
            int r = by_position ? find_position_row(s, s->base, agent, k)
                                : find_row(s, s->base, agent, st);
            double y, lo = 0, hi = 0;
            int ci = 0;
            if (row_point(s, r, s->win, &y, &ci, &lo, &hi) && add_point(ser, k, y, ci, lo, hi))
                return 1;
        }
        if (ser->n == 0 && a >= 0)
            c->nseries--; /* an agent without position rows: positions were its seats */
    }
    all_last(c);
    if (c->nseries == 0 || c->s[c->nseries - 1].n == 0) {
        drop_last_chart(fs);
        return 0;
    }
    for (int k = 1; k <= n; k++) {
        char st[16];
        snprintf(st, sizeof st, "%d", k);
        if (add_category(c, st))
            return 1;
    }
    dodge(c);
    return 0;
}

/* one point per category row of the baseline: each agent over all seats, or each
 * team */
static int chart_categories(const src_t *s, fig_set_t *fs, const char *id, const char *what,
                            int teams)
{
    fig_chart_t *c = baseline_chart(s, fs, id, what);
    if (!c)
        return 1;
    rate_look(c, teams ? "team" : "agent", "win rate", NULL);
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
        if (category_point(c, ser, label, y, ci, lo, hi))
            return 1;
    }
    categories_done(fs, c);
    return 0;
}

/* A setting's figure (the same on every row of the setting): its total row's
 * (agent all, seat all, position all). */
static int setting_total(const src_t *s, int set)
{
    return find_row(s, set, "all", "all");
}

/* The balance figures of the CSV (README, "The CSV"), each with its interval. */
typedef struct figure_col {
    const char *col, *label;
} figure_col_t;

static const figure_col_t first_player_figures[] = {
    {"first_player_advantage", "first-player advantage"},
    {"seat1_advantage", "seat 1 advantage"},
};
static const figure_col_t spread_figures[] = {
    {"seat_spread", "seat spread"},
    {"position_spread", "position spread"},
};
static const figure_col_t skill_figures[] = {
    {"skill_gap", "skill gap"},
};
static const figure_col_t metric_figures[] = {
    {"decisiveness", "decisiveness"},
    {"comeback_rate", "comeback rate"},
    {"drawishness", "drawishness"},
    {"capped_games", "capped games"},
};
#define NFIG(a) ((int)(sizeof a / sizeof a[0]))

/* The baseline's balance figures side by side, each with its 95% interval (the skill
 * gap is left to win-rate-by-agent: tens of points against a few). */
static int chart_balance(const src_t *s, fig_set_t *fs)
{
    fig_chart_t *c = baseline_chart(s, fs, "balance", "balance figures");
    if (!c)
        return 1;
    difference_look(c, "figure", "difference in win rate", "bars: 95% interval; 0 is balanced");
    fig_series_t *ser = new_series(c, "all agents");
    int r = setting_total(s, s->base);
    const figure_col_t *groups[2] = {first_player_figures, spread_figures};
    const int ngroups[2] = {NFIG(first_player_figures), NFIG(spread_figures)};
    for (int g = 0; ser && g < 2; g++)
        for (int i = 0; i < ngroups[g]; i++) {
            int col = csv_table_col(s->t, groups[g][i].col);
            double y, lo = 0, hi = 0;
            int ci = 0;
            if (col < 0 || !row_point(s, r, col, &y, &ci, &lo, &hi))
                continue;
            if (category_point(c, ser, groups[g][i].label, y, ci, lo, hi))
                return 1;
        }
    categories_done(fs, c);
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
    chart_labels(c, "moves per game", "share of games with at most this many moves",
                 "the 10th, 50th and 90th percentiles");
    c->percent = 1;
    c->yfit = 2;
    c->ymax = 1;
    int every = s->nkeys && s->nsettings <= FIG_QUANTILE_SETTINGS;
    for (int set = 0; set < s->nsettings; set++) {
        if (!every && set != s->base)
            continue;
        int r = setting_total(s, set);
        double q[3], mean = 0;
        if (r < 0 || !num(s, r, s->p10, &q[0]) || !num(s, r, s->p50, &q[1]) ||
            !num(s, r, s->p90, &q[2]))
            continue;
        int has_mean = num(s, r, s->moves, &mean);
        char name[160] = "all games";
        if (every && s->nkeys)
            setting_text(s, r, -1, name, sizeof name);
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
            char name[400];
            setting_text(s, r, w->xkey, name, sizeof name);
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

/* A series name: the base, and the group when there are several. */
static fig_series_t *group_series(fig_chart_t *c, const sweep_x_t *w, int g, const char *base)
{
    fig_series_t *ser = w->ngroups > 1 ? new_series(c, "%s, %s", base, w->gname[g])
                                       : new_series(c, "%s", base);
    if (ser)
        ser->line = 1;
    return ser;
}

/* Which row of a setting a series takes. */
typedef struct pick {
    int agent;        /* -1: agent `all`; else the baseline's agent (agent_in) */
    const char *seat; /* a seat, `all`, `teamN` (position `all`) */
} pick_t;

static int pick_row(const src_t *s, int set, pick_t p)
{
    const char *agent = p.agent < 0 ? "all" : agent_in(s, set, p.agent);
    return agent ? find_row(s, set, agent, p.seat) : -1;
}

/* What one sweep chart draws: per group (of the other keys' values), nseries series;
 * series i is named names[i] and takes column cols[i] of the row picks[i] chooses,
 * with its interval (lo_col/hi_col >= 0 replace the interval columns: the game
 * length's 10th and 90th percentiles). */
typedef struct sweep_spec {
    const char *id, *what, *ylabel, *note, *bars;
    int percent, points, zero, rate; /* rate: a share, the y axis kept within 0..1 */
    int nseries;
    const char *names[FIG_MAX_SERIES];
    pick_t picks[FIG_MAX_SERIES];
    int cols[FIG_MAX_SERIES];
    int lo_col, hi_col; /* interval columns for every series, or -1 */
    int base_zero;      /* a change from the baseline: the baseline's point is 0 */
} sweep_spec_t;

/* Points of series i of sp in group g: setting by setting (in x order), the value of
 * its column in the row it picks, with its interval. */
static int sweep_points(const src_t *s, const sweep_x_t *w, int g, fig_series_t *ser,
                        const sweep_spec_t *sp, int i)
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
    for (int a = 1; a < n; a++)
        for (int j = a; j > 0 && w->x[order[j]] < w->x[order[j - 1]]; j--) {
            int tmp = order[j];
            order[j] = order[j - 1];
            order[j - 1] = tmp;
        }
    int rc = 0;
    for (int k = 0; k < n && !rc; k++) {
        int set = order[k];
        int r = pick_row(s, set, sp->picks[i]);
        double y, lo = 0, hi = 0;
        int ci = 0;
        if (set == s->base && sp->base_zero && r >= 0) {
            rc = add_point(ser, w->x[set], 0, 0, 0, 0);
            continue;
        }
        if (!row_point(s, r, sp->cols[i], &y, &ci, &lo, &hi))
            continue;
        if (sp->lo_col >= 0 || sp->hi_col >= 0)
            ci = num(s, r, sp->lo_col, &lo) && num(s, r, sp->hi_col, &hi);
        rc = add_point(ser, w->x[set], y, ci, lo, hi);
    }
    free(order);
    return rc;
}

/* The x axis: the swept key, or the settings as categories labelled by their
 * setting_name (the setting number beyond FIG_MAX_LABELLED). */
static int sweep_axis(const src_t *s, const sweep_x_t *w, fig_chart_t *c)
{
    if (w->numeric) {
        snprintf(c->xlabel, sizeof c->xlabel, "%s", s->t->header[w->xkey]);
        return 0;
    }
    snprintf(c->xlabel, sizeof c->xlabel, "setting");
    if (s->nsettings > FIG_MAX_LABELLED) {
        /* too many to label: x is the setting number, the chart data has the values */
        snprintf(c->xlabel, sizeof c->xlabel, "setting (the CSV's setting column)");
        return 0;
    }
    for (int set = 0; set < s->nsettings; set++) {
        char label[400];
        setting_text(s, setting_row(s, set), -1, label, sizeof label);
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

static int sweep_chart(const src_t *s, fig_set_t *fs, const sweep_spec_t *sp)
{
    sweep_x_t w;
    if (sp->nseries == 0)
        return 0;
    if (sweep_x_init(s, &w, sp->nseries)) {
        sweep_x_free(&w);
        return 1;
    }
    fig_chart_t *c = new_chart(fs, sp->id);
    int rc = !c;
    for (int g = 0; !rc && g < w.ngroups; g++)
        for (int i = 0; !rc && i < sp->nseries; i++) {
            fig_series_t *ser = group_series(c, &w, g, sp->names[i]);
            if (!ser)
                break;
            ser->colour = i;
            ser->mark = g;
            rc = sweep_points(s, &w, g, ser, sp, i);
            if (!rc && ser->n == 0)
                c->nseries--; /* e.g. no skill gap with one agent */
        }
    if (!rc)
        rc = sweep_axis(s, &w, c);
    if (!rc) {
        snprintf(c->title, sizeof c->title, "%s: %s against %s", s->head, sp->what,
                 w.numeric ? c->xlabel : "the setting");
        snprintf(c->ylabel, sizeof c->ylabel, "%s", sp->ylabel);
        snprintf(c->note, sizeof c->note, "%s", sp->note);
        if (sp->bars)
            snprintf(c->bars, sizeof c->bars, "%s", sp->bars);
        c->percent = sp->percent;
        c->points = sp->points;
        c->zero = sp->zero;
        if (sp->rate) {
            c->yfit = 1;
            c->ymax = 1;
        }
        if (c->nseries == 0)
            drop_last_chart(fs);
    }
    sweep_x_free(&w);
    return rc;
}

/* A sweep chart of shares: win rates and other shares (rate: the axis kept within
 * 0..1), or differences of shares (percentage points, 0 drawn); intervals from each
 * figure's own columns. */
static sweep_spec_t share_spec(const char *id, const char *what, const char *ylabel,
                               const char *note, int rate)
{
    return (sweep_spec_t){.id = id, .what = what, .ylabel = ylabel, .note = note, .percent = 1,
                          .points = !rate, .zero = !rate, .rate = rate, .lo_col = -1,
                          .hi_col = -1};
}

/* Series sp->nseries of sp: its name, the row it picks and the column it takes. The
 * caller keeps within FIG_MAX_SERIES. */
static void spec_add(sweep_spec_t *sp, const char *name, pick_t pick, int col)
{
    sp->names[sp->nseries] = name;
    sp->picks[sp->nseries] = pick;
    sp->cols[sp->nseries++] = col;
}

/* The setting's figures named in figs[0..n), as series of the total row. */
static void spec_figures(const src_t *s, sweep_spec_t *sp, const figure_col_t *figs, int n)
{
    for (int i = 0; i < n && sp->nseries < FIG_MAX_SERIES; i++) {
        int col = csv_table_col(s->t, figs[i].col);
        if (col >= 0)
            spec_add(sp, figs[i].label, (pick_t){-1, "all"}, col);
    }
}

/* The sweep charts of the balance figures and the metrics, in their order: each draws
 * its figures from the settings' total rows. */
typedef struct figure_sweep {
    const char *id, *what, *ylabel, *note;
    int rate;   /* shares (share_spec); else differences of shares */
    int agents; /* only with two or more agents */
    const figure_col_t *figs;
    int nfigs;
} figure_sweep_t;

static const figure_sweep_t figure_sweeps[] = {
    /* the balance figures with their intervals: the first player's edge, the spreads */
    {"sweep-first-player", "first-player advantage", "difference in win rate",
     "over the mean of the positions (seats); bars: 95% interval", 0, 0, first_player_figures,
     NFIG(first_player_figures)},
    {"sweep-spreads", "seat and position spread", "difference in win rate",
     "best minus worst seat or turn position; bars: 95% interval", 0, 0, spread_figures,
     NFIG(spread_figures)},
    /* the skill gap: a scale of its own (strong against weak agents: tens of points) */
    {"sweep-skill-gap", "skill gap", "difference in win rate",
     "strongest minus weakest agent over all seats; bars: 95% interval", 0, 1, skill_figures,
     NFIG(skill_figures)},
    /* the game metrics that are shares (--metrics), with their intervals */
    {"sweep-metrics", "game metrics", "share", "bars: 95% interval", 1, 0, metric_figures,
     NFIG(metric_figures)},
};

/* The name of the baseline's agent a in a sweep: its spec, or when a swept setting
 * changes its spec, the spec's agent name (mcts:iters=25: mcts). */
static void agent_label(const src_t *s, int a, char *buf, size_t n)
{
    int same = 1;
    for (int set = 0; set < s->nsettings && same; set++) {
        const char *name = agent_in(s, set, a);
        same = !name || strcmp(name, s->agents[a]) == 0;
    }
    if (same)
        snprintf(buf, n, "%s", s->agents[a]);
    else
        snprintf(buf, n, "%.*s (as swept)", (int)strcspn(s->agents[a], ":"), s->agents[a]);
}

static int chart_sweeps(const src_t *s, fig_set_t *fs)
{
    char labels[FIG_MAX_SERIES][160];
    sweep_spec_t sp;
    int rc = 0;
    /* each agent's win rate, over all seats; and its paired change */
    if (s->nagents >= 2) {
        sp = share_spec("sweep-win-rate", "each agent's win rate", "win rate (all seats)",
                        "bars: 95% interval (Wilson)", 1);
        for (int a = 0; a < s->nagents && sp.nseries < FIG_MAX_SERIES; a++) {
            agent_label(s, a, labels[a], sizeof labels[a]);
            spec_add(&sp, labels[a], (pick_t){a, "all"}, s->win);
        }
        rc = sweep_chart(s, fs, &sp);
        int cd = csv_table_col(s->t, "delta_win_rate");
        if (!rc && cd >= 0) {
            sp.id = "sweep-change";
            sp.what = "each agent's win-rate change from the baseline";
            sp.ylabel = "change of the win rate, paired game by game";
            sp.note = "bars: 95% interval (Newcombe, paired); the baseline is 0";
            sp.rate = 0;
            sp.points = 1;
            sp.zero = 1;
            sp.base_zero = 1;
            for (int i = 0; i < sp.nseries; i++)
                sp.cols[i] = cd;
            rc = sweep_chart(s, fs, &sp);
        }
    }
    /* each seat's win rate, all agents */
    if (!rc && s->seats >= 1) {
        sp = share_spec("sweep-seat-win-rate", "each seat's win rate", "win rate (all agents)",
                        "bars: 95% interval (Wilson)", 1);
        char seat_names[FIG_MAX_SERIES][16], seat_labels[FIG_MAX_SERIES][16];
        for (int seat = 1; seat <= s->seats && sp.nseries < FIG_MAX_SERIES; seat++) {
            snprintf(seat_names[seat - 1], sizeof seat_names[0], "%d", seat);
            snprintf(seat_labels[seat - 1], sizeof seat_labels[0], "seat %d", seat);
            spec_add(&sp, seat_labels[seat - 1], (pick_t){-1, seat_names[seat - 1]}, s->win);
        }
        rc = sweep_chart(s, fs, &sp);
    }
    for (int i = 0; !rc && i < NFIG(figure_sweeps); i++) {
        const figure_sweep_t *f = &figure_sweeps[i];
        if (f->agents && s->nagents < 2)
            continue;
        sp = share_spec(f->id, f->what, f->ylabel, f->note, f->rate);
        spec_figures(s, &sp, f->figs, f->nfigs);
        rc = sweep_chart(s, fs, &sp);
    }
    /* game length */
    if (!rc && s->moves >= 0) {
        sp = (sweep_spec_t){.id = "sweep-game-length", .what = "game length",
                            .ylabel = "moves per game",
                            .note = "bars: 10th to 90th percentile of moves per game",
                            .bars = "10th to 90th percentile", .lo_col = s->p10,
                            .hi_col = s->p90};
        spec_add(&sp, "mean moves per game", (pick_t){-1, "all"}, s->moves);
        rc = sweep_chart(s, fs, &sp);
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
    int rc = chart_places(&s, fs, 0);
    if (!rc)
        rc = chart_places(&s, fs, 1);
    if (!rc && s.nagents >= 2)
        rc = chart_categories(&s, fs, "win-rate-by-agent", "each agent's win rate over all seats",
                              0);
    if (!rc)
        rc = chart_categories(&s, fs, "win-rate-by-team", "win rate by team", 1);
    if (!rc)
        rc = chart_balance(&s, fs);
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

/* Room for as many groups as t has rows (groups_free frees it). 1: out of memory. */
static int groups_alloc(groups_t *g, const csv_table_t *t)
{
    memset(g, 0, sizeof *g);
    g->of = calloc((size_t)t->nrows + 1, sizeof *g->of);
    g->label = calloc((size_t)t->nrows + 1, sizeof *g->label);
    g->slug = calloc((size_t)t->nrows + 1, sizeof *g->slug);
    return !g->of || !g->label || !g->slug;
}

/* Text as a part of a file name: letters, digits and dots, anything else one dash. */
static void slug_append(char *out, size_t n, const char *text, size_t max)
{
    size_t k = strlen(out), start = k;
    if (k && out[k - 1] != '-' && k < n - 1)
        out[k++] = '-', start = k;
    for (const char *p = text; *p && k < n - 1 && k - start < max; p++) {
        char ch = *p;
        if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
            ch == '.')
            out[k++] = ch;
        else if (k > start && out[k - 1] != '-')
            out[k++] = '-';
    }
    while (k > 0 && out[k - 1] == '-')
        k--;
    out[k] = '\0';
}

/* Rows grouped by the values of the columns cols[0..ncols). */
static int group_rows(const csv_table_t *t, const int *cols, int ncols, groups_t *g)
{
    if (groups_alloc(g, t))
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
            char slug[512] = "";
            slug_append(slug, sizeof slug, label, sizeof slug);
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

/* ---- deck studies (issue 14): the pairs, ratings and cards CSVs of --decks ---- */

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

static int name_in(const char *name, const char *const *list)
{
    for (int i = 0; list && list[i]; i++)
        if (strcmp(name, list[i]) == 0)
            return 1;
    return 0;
}

/* Whether column c can tell one study's rows from another's (the lineup, its agents, a
 * rule, the version...): a text column or one of the numbered ones that name a run,
 * neither one of the table's own categories (exclude: deck, opponent, card) nor a
 * figure of the row (an interval bound, a list of decks, a status). */
static int study_candidate(const csv_table_t *t, int c, const char *const *exclude)
{
    static const char *const figures[] = {"stronger_than", "rank_moves", "status", "candidate",
                                          "card_out", "card_in", "setting_name", NULL};
    static const char *const numbered[] = {"lineup", "setting", "players", "seed", "seat", NULL};
    const char *name = t->header[c];
    size_t l = strlen(name);
    if (name_in(name, exclude) || name_in(name, figures) ||
        (l > 4 && strcmp(name + l - 4, "_low") == 0) ||
        (l > 5 && strcmp(name + l - 5, "_high") == 0))
        return 0;
    return name_in(name, numbered) || is_text_column(t, c);
}

/* Per row, the first row with the same text in column c (rows sorted by their text,
 * so a long table costs n log n). */
static const csv_table_t *sort_table;
static int sort_col;
static int by_text(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    int d = strcmp(csv_table_cell(sort_table, x, sort_col), csv_table_cell(sort_table, y, sort_col));
    return d ? d : (x > y) - (x < y);
}

static int value_ids(const csv_table_t *t, int c, int *id)
{
    int *ord = malloc(((size_t)t->nrows + 1) * sizeof *ord);
    if (!ord)
        return 1;
    for (int r = 0; r < t->nrows; r++)
        ord[r] = r;
    sort_table = t;
    sort_col = c;
    qsort(ord, (size_t)t->nrows, sizeof *ord, by_text);
    for (int k = 0; k < t->nrows; k++) {
        int r = ord[k];
        id[r] = k && strcmp(csv_table_cell(t, ord[k - 1], c), csv_table_cell(t, r, c)) == 0
                    ? id[ord[k - 1]]
                    : r;
    }
    free(ord);
    return 0;
}

/* One column's part of a group's file name: a number with the column's name (lineup1,
 * seat2); text as it is, a list of the same agent in every seat once ("greedy,greedy":
 * greedy). */
static void slug_token(char *out, size_t n, const char *name, const char *value)
{
    double v;
    char buf[256];
    if (fig_number(value, &v)) {
        snprintf(buf, sizeof buf, "%s%s", name, value);
    } else {
        size_t first = strcspn(value, ",");
        int same = value[first] == ',';
        for (const char *p = value; same && *p; p += strcspn(p, ",") + (p[strcspn(p, ",")] ? 1 : 0))
            same = strcspn(p, ",") == first && strncmp(p, value, first) == 0;
        snprintf(buf, sizeof buf, "%.*s", same ? (int)first : (int)strlen(value), value);
    }
    slug_append(out, n, buf, 24);
}

#define STUDY_MAX_COLS 32
#define STUDY_SLUG 40 /* a group's part of a file name, at most */

/* The rows of a study table in groups: one per combination of the values of the
 * columns that vary between rows and can tell runs apart (study_candidate). Labels
 * name every such column ("lineup 1, agents greedy,greedy"; a constant agents column
 * too); file-name parts only the values that tell the groups apart (of two columns
 * that always change together, like lineup and agents, the one with text), short,
 * unique and made of letters, digits, dots and dashes. One group: an empty part. */
static int study_groups(const csv_table_t *t, const char *const *exclude, groups_t *g)
{
    int cols[STUDY_MAX_COLS], ncols = 0, rc = 1;
    int *ids[STUDY_MAX_COLS] = {0};
    int fail = groups_alloc(g, t);
    int *rep = calloc((size_t)t->nrows + 1, sizeof *rep);
    if (fail || !rep)
        goto done;
    for (int c = 0; c < t->ncols && ncols < STUDY_MAX_COLS; c++) {
        if (!study_candidate(t, c, exclude))
            continue;
        int *id = malloc(((size_t)t->nrows + 1) * sizeof *id), varies = 0;
        if (!id || value_ids(t, c, id)) {
            free(id);
            goto done;
        }
        for (int r = 0; r < t->nrows && !varies; r++)
            varies = id[r] != 0;
        if (!varies) {
            free(id);
            continue;
        }
        ids[ncols] = id;
        cols[ncols++] = c;
    }
    /* the groups, in the order their rows come */
    for (int r = 0; r < t->nrows; r++) {
        int gi = 0;
        for (; gi < g->n; gi++) {
            int same = 1;
            for (int k = 0; k < ncols && same; k++)
                same = ids[k][r] == ids[k][rep[gi]];
            if (same)
                break;
        }
        if (gi == g->n)
            rep[g->n++] = r;
        g->of[r] = gi;
    }
    /* the columns that name files: text before numbers, none that changes exactly
     * when an earlier one does */
    int order[STUDY_MAX_COLS], norder = 0;
    for (int pass = 0; pass < 2; pass++)
        for (int k = 0; k < ncols; k++) {
            if (is_text_column(t, cols[k]) != (pass == 0))
                continue;
            int twin = 0;
            for (int j = 0; j < norder && !twin; j++) {
                twin = 1;
                for (int r = 0; r < t->nrows && twin; r++)
                    twin = ids[k][r] == ids[order[j]][r];
            }
            if (!twin)
                order[norder++] = k;
        }
    int cagents = csv_table_col(t, "agents");
    if (cagents < 0)
        cagents = csv_table_col(t, "agent");
    for (int gi = 0; gi < g->n; gi++) {
        int r = rep[gi];
        char label[512] = "", slug[256] = "";
        size_t len = 0;
        int agents_named = 0;
        for (int k = 0; k < ncols; k++) {
            agents_named |= cols[k] == cagents;
            len += (size_t)snprintf(label + len, len < sizeof label ? sizeof label - len : 0,
                                    "%s%s %.60s", len ? ", " : "", t->header[cols[k]],
                                    csv_table_cell(t, r, cols[k]));
        }
        if (!agents_named && cagents >= 0 && t->nrows > 0) {
            char rest[512];
            snprintf(rest, sizeof rest, "%s", label);
            snprintf(label, sizeof label, "%.40s %.60s%s%.400s", t->header[cagents],
                     csv_table_cell(t, r, cagents), rest[0] ? ", " : "", rest);
        }
        for (int j = 0; j < norder && g->n > 1; j++)
            slug_token(slug, sizeof slug, t->header[cols[order[j]]],
                       csv_table_cell(t, r, cols[order[j]]));
        slug[STUDY_SLUG] = '\0';
        size_t sl = strlen(slug);
        while (sl > 0 && slug[sl - 1] == '-')
            slug[--sl] = '\0';
        if (g->n > 1 && !slug[0])
            snprintf(slug, sizeof slug, "group%d", gi + 1);
        /* never two groups on one name */
        for (int j = 0, k = 2; j < gi;) {
            if (strcmp(g->slug[j], slug) != 0) {
                j++;
                continue;
            }
            slug[sl] = '\0';
            snprintf(slug + sl, sizeof slug - sl, "-%d", k++);
            j = 0;
        }
        if (!(g->label[gi] = strdup(label)) || !(g->slug[gi] = strdup(slug)))
            goto done;
    }
    rc = 0;
done:
    for (int k = 0; k < ncols; k++)
        free(ids[k]);
    free(rep);
    return rc;
}

/* A new chart of a study's group: id <kind>[-<slug>][-<more>] (more may be NULL), the
 * title from fmt, and the group's label after it: on a line of its own when both do
 * not fit on one. NULL: out of memory. */
static fig_chart_t *study_chart(fig_set_t *fs, const char *kind, const char *slug,
                                const char *more, const char *label, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));
static fig_chart_t *study_chart(fig_set_t *fs, const char *kind, const char *slug,
                                const char *more, const char *label, const char *fmt, ...)
{
    fig_chart_t *c = new_chart(fs, kind);
    if (!c)
        return NULL;
    snprintf(c->id, sizeof c->id, "%s%s%s%s%s", kind, slug[0] ? "-" : "", slug,
             more && more[0] ? "-" : "", more ? more : "");
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->title, sizeof c->title, fmt, ap);
    va_end(ap);
    size_t l = strlen(c->title);
    if (label && label[0])
        snprintf(c->title + l, sizeof c->title - l, "%s(%s)", l + strlen(label) > 76 ? "\n" : " ",
                 label);
    return c;
}

/* A study group's field chart (pairs and ratings tables alike): each deck's win rate
 * against the other decks, the decks best first or (by_rank) in rank order. NULL: out
 * of memory. */
static fig_chart_t *field_chart(fig_set_t *fs, const char *slug, const char *label, int by_rank)
{
    fig_chart_t *c = study_chart(fs, "field", slug, NULL, label,
                                 "each deck's win rate against the field%s",
                                 by_rank ? ", by rank" : "");
    if (c)
        rate_look(c, by_rank ? "deck (by rank)" : "deck (best first)",
                  "win rate against the other decks", NULL);
    return c;
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

/* Row indices sorted by key, ascending or descending; ties keep their order. */
static void sort_rows(int *rows, const double *key, int n, int descending)
{
    for (int a = 1; a < n; a++)
        for (int b = a; b > 0; b--) {
            double x = key[rows[b]], y = key[rows[b - 1]];
            if (descending ? !(x > y) : !(x < y))
                break;
            int tmp = rows[b];
            rows[b] = rows[b - 1];
            rows[b - 1] = tmp;
        }
}

/* A series' points in x order. */
static void sort_points(fig_series_t *ser)
{
    for (int a = 1; a < ser->n; a++)
        for (int b = a; b > 0 && ser->p[b].x < ser->p[b - 1].x; b--) {
            fig_point_t p = ser->p[b];
            ser->p[b] = ser->p[b - 1];
            ser->p[b - 1] = p;
        }
}

#define STUDY_MAX_SEATS 16

/* The deck-against-deck charts of one group's rows (the pairs CSV of --decks, or any
 * table with deck, opponent and win_rate): per seat value (the pooled `all` first,
 * the headline, then seat 1, seat 2...), the matrix; and the field (opponent `all`),
 * a series per seat value, decks best first by the pooled figure. */
static int pairs_charts(const csv_table_t *t, fig_set_t *fs, const char *slug, const char *label)
{
    int cd = csv_table_col(t, "deck"), co = csv_table_col(t, "opponent"),
        cw = csv_table_col(t, "win_rate"), cl = csv_table_col(t, "ci_low"),
        ch = csv_table_col(t, "ci_high"), cs = csv_table_col(t, "seat");
    /* the seat values */
    const char *seats[STUDY_MAX_SEATS];
    int ns = 0;
    if (cs < 0)
        seats[ns++] = NULL;
    for (int r = 0; cs >= 0 && r < t->nrows; r++) {
        const char *v = csv_table_cell(t, r, cs);
        int known = 0;
        for (int i = 0; i < ns && !known; i++)
            known = strcmp(seats[i], v) == 0;
        if (!known && ns < STUDY_MAX_SEATS) {
            int at = strcmp(v, "all") == 0 ? 0 : ns;
            memmove(&seats[at + 1], &seats[at], (size_t)(ns - at) * sizeof seats[0]);
            seats[at] = v;
            ns++;
        }
    }
    int rc = 1, nd = 0;
    const char **decks = calloc((size_t)t->nrows * 2 + 1, sizeof *decks);
    double *field = malloc(((size_t)t->nrows * 2 + 1) * sizeof *field);
    int *order = calloc((size_t)t->nrows * 2 + 1, sizeof *order);
    if (!decks || !field || !order)
        goto done;
    /* the decks in order of appearance, rows and columns alike; their pooled field */
    for (int r = 0; r < t->nrows; r++)
        for (int side = 0; side < 2; side++) {
            const char *d = csv_table_cell(t, r, side ? co : cd);
            int known = strcmp(d, "all") == 0 || !*d;
            for (int i = 0; i < nd && !known; i++)
                known = strcmp(decks[i], d) == 0;
            if (!known) {
                field[nd] = -INFINITY;
                decks[nd++] = d;
            }
        }
    for (int r = 0; r < t->nrows; r++) {
        double v;
        if (strcmp(csv_table_cell(t, r, co), "all") != 0 ||
            (cs >= 0 && strcmp(csv_table_cell(t, r, cs), seats[0]) != 0) ||
            !fig_number(csv_table_cell(t, r, cw), &v))
            continue;
        for (int i = 0; i < nd; i++)
            if (strcmp(decks[i], csv_table_cell(t, r, cd)) == 0)
                field[i] = v;
    }
    for (int i = 0; i < nd; i++)
        order[i] = i;
    sort_rows(order, field, nd, 1); /* best first; decks without a field figure last */
    for (int si = 0; si < ns; si++) {
        const char *seat = seats[si];
        int pooled = !seat || strcmp(seat, "all") == 0;
        char more[64] = "";
        if (!pooled)
            slug_token(more, sizeof more, "seat", seat);
        fig_chart_t *c =
            pooled ? study_chart(fs, "matrix", slug, more, label,
                                 "win rate of the row's deck against the column's%s",
                                 seat ? ", both seat orders" : "")
                   : study_chart(fs, "matrix", slug, more, label,
                                 "win rate of the row's deck in seat %.20s against the column's",
                                 seat);
        if (!c || add_matrix(c, nd, nd))
            goto done;
        snprintf(c->xlabel, sizeof c->xlabel, "opponent");
        snprintf(c->ylabel, sizeof c->ylabel, pooled ? "deck" : "deck (in seat %.20s)", seat);
        c->percent = 1;
        c->mlo = 0;
        c->mmid = 0.5;
        c->mhi = 1;
        for (int i = 0; i < nd; i++)
            if (!(c->rlab[i] = strdup(decks[order[i]])) || !(c->clab[i] = strdup(decks[order[i]])))
                goto done;
        int any = 0;
        for (int r = 0; r < t->nrows; r++) {
            const char *d = csv_table_cell(t, r, cd), *o = csv_table_cell(t, r, co);
            double v;
            if (seat && strcmp(csv_table_cell(t, r, cs), seat) != 0)
                continue;
            int i = -1, j = -1;
            for (int k = 0; k < nd; k++) {
                i = strcmp(decks[order[k]], d) == 0 ? k : i;
                j = strcmp(decks[order[k]], o) == 0 ? k : j;
            }
            if (i >= 0 && j >= 0 && fig_number(csv_table_cell(t, r, cw), &v)) {
                c->m[(size_t)i * (size_t)nd + (size_t)j] = v;
                any = 1;
            }
        }
        if (!any)
            drop_last_chart(fs);
    }
    /* the field */
    fig_chart_t *c = field_chart(fs, slug, label, 0);
    if (!c)
        goto done;
    int *has = calloc((size_t)nd + 1, sizeof *has);
    if (!has)
        goto done;
    for (int si = 0; si < ns; si++) {
        const char *seat = seats[si];
        fig_series_t *ser = !seat ? new_series(c, "against the field")
                            : strcmp(seat, "all") == 0 ? new_series(c, "both seat orders")
                                                       : new_series(c, "in seat %.20s", seat);
        if (!ser)
            break;
        for (int r = 0; r < t->nrows; r++) {
            double y;
            if (strcmp(csv_table_cell(t, r, co), "all") != 0 ||
                (seat && strcmp(csv_table_cell(t, r, cs), seat) != 0) ||
                !fig_number(csv_table_cell(t, r, cw), &y))
                continue;
            int k = 0;
            while (k < nd && strcmp(decks[order[k]], csv_table_cell(t, r, cd)) != 0)
                k++;
            if (k == nd)
                continue;
            has[k] = 1;
            if (table_point(ser, t, r, k + 1, y, cl, ch)) {
                free(has);
                goto done;
            }
        }
        if (ser->n == 0)
            c->nseries--;
    }
    /* categories: the decks with a field figure, in order (renumbered without gaps) */
    int *at = calloc((size_t)nd + 1, sizeof *at), ncat = 0;
    if (!at) {
        free(has);
        goto done;
    }
    for (int k = 0; k < nd; k++)
        if (has[k]) {
            at[k] = ++ncat;
            if (add_category(c, decks[order[k]])) {
                free(at);
                free(has);
                goto done;
            }
        }
    for (int s = 0; s < c->nseries; s++) {
        fig_series_t *ser = &c->s[s];
        for (int i = 0; i < ser->n; i++)
            ser->p[i].x = at[(int)ser->p[i].x - 1];
        sort_points(ser);
    }
    free(at);
    free(has);
    categories_done(fs, c);
    rc = 0;
done:
    free(decks);
    free(field);
    free(order);
    return rc;
}

/* The rows of a ratings table in rank order (rank, then the value, best first): a new
 * array of *n rows, or NULL (out of memory). */
static int *rank_order(const csv_table_t *t, int cv, int *n)
{
    int crank = csv_table_col(t, "rank");
    int *rows = malloc(((size_t)t->nrows + 1) * sizeof *rows);
    double *key = malloc(((size_t)t->nrows + 1) * sizeof *key);
    if (!rows || !key) {
        free(rows);
        free(key);
        return NULL;
    }
    *n = 0;
    for (int r = 0; r < t->nrows; r++) {
        double v = 0, rank;
        if (!fig_number(csv_table_cell(t, r, cv), &v))
            continue;
        if (crank < 0 || !fig_number(csv_table_cell(t, r, crank), &rank))
            rank = 1e9;
        key[r] = rank * 1e6 - v; /* rank first; ties: the stronger first */
        rows[(*n)++] = r;
    }
    sort_rows(rows, key, *n, 0);
    free(key);
    return rows;
}

/* The columns of a ratings table: the value, elo (with elo_low, elo_high), else
 * strength (strength_low, strength_high); and the deck. */
typedef struct ratings_cols {
    int value, lo, hi, deck;
    int elo; /* the value is on the Elo scale, else log-odds */
} ratings_cols_t;

static void ratings_cols(const csv_table_t *t, ratings_cols_t *col)
{
    const char *name = csv_table_col(t, "elo") >= 0 ? "elo" : "strength";
    char lo[32], hi[32];
    snprintf(lo, sizeof lo, "%s_low", name);
    snprintf(hi, sizeof hi, "%s_high", name);
    *col = (ratings_cols_t){.value = csv_table_col(t, name), .lo = csv_table_col(t, lo),
                            .hi = csv_table_col(t, hi), .deck = csv_table_col(t, "deck"),
                            .elo = name[0] == 'e'};
}

static void strength_look(fig_chart_t *c, int elo)
{
    chart_labels(c, "deck (by rank)",
                 elo ? "strength, Elo points (0: the average deck)"
                     : "strength, log-odds (0: the average deck)",
                 "Bradley-Terry; bars: 95% interval");
    c->zero = 1;
}

/* One group's ratings (the ratings CSV of --decks): each deck's strength with its
 * interval, and its win rate against the field with its interval, in rank order. */
static int ratings_charts(const csv_table_t *t, fig_set_t *fs, const char *slug, const char *label)
{
    ratings_cols_t col;
    ratings_cols(t, &col);
    int n, rc = 1, *rows = rank_order(t, col.value, &n);
    if (!rows)
        return 1;
    fig_chart_t *c = study_chart(fs, "strength", slug, NULL, label,
                                 "each deck's strength%s, best first",
                                 col.elo ? " on the Elo scale" : "");
    if (!c)
        goto done;
    strength_look(c, col.elo);
    fig_series_t *ser = new_series(c, "%s", col.elo ? "strength (Elo)" : "strength (log-odds)");
    for (int k = 0; ser && k < n; k++) {
        double y = 0;
        fig_number(csv_table_cell(t, rows[k], col.value), &y);
        if (category_row(c, ser, csv_table_cell(t, rows[k], col.deck), t, rows[k], y, col.lo,
                         col.hi))
            goto done;
    }
    categories_done(fs, c);
    int cf = csv_table_col(t, "field_win_rate");
    if (cf >= 0) {
        c = field_chart(fs, slug, label, 1);
        if (!c)
            goto done;
        int cl = csv_table_col(t, "field_ci_low"), ch = csv_table_col(t, "field_ci_high");
        ser = new_series(c, "against the field");
        for (int k = 0; ser && k < n; k++) {
            double y;
            if (fig_number(csv_table_cell(t, rows[k], cf), &y) &&
                category_row(c, ser, csv_table_cell(t, rows[k], col.deck), t, rows[k], y, cl, ch))
                goto done;
        }
        categories_done(fs, c);
    }
    rc = 0;
done:
    free(rows);
    return rc;
}

/* Every group's strengths in one chart (several lineups): does a deck's place depend
 * on how well the decks are played? Decks in the first group's rank order. */
static int ratings_by_group(const csv_table_t *t, const groups_t *g, fig_set_t *fs)
{
    ratings_cols_t col;
    ratings_cols(t, &col);
    int n, rc = 1, *rows = rank_order(t, col.value, &n);
    fig_chart_t *c = rows ? new_chart(fs, "strength-by-lineup") : NULL;
    if (!c)
        goto done;
    snprintf(c->title, sizeof c->title, "each deck's strength%s under each lineup",
             col.elo ? " on the Elo scale" : "");
    strength_look(c, col.elo);
    snprintf(c->xlabel, sizeof c->xlabel, "deck (by rank under the first lineup)");
    /* categories: group 0's decks in rank order, then any other deck */
    for (int pass = 0; pass < 2; pass++)
        for (int k = 0; k < n; k++)
            if ((pass == 0) == (g->of[rows[k]] == 0) &&
                !category_x(c, csv_table_cell(t, rows[k], col.deck)))
                goto done;
    for (int gi = 0; gi < g->n; gi++) {
        fig_series_t *ser = new_series(c, "%s", g->label[gi]);
        if (!ser)
            break;
        for (int k = 0; k < n; k++) {
            int r = rows[k];
            double y = 0;
            if (g->of[r] != gi)
                continue;
            fig_number(csv_table_cell(t, r, col.value), &y);
            /* every deck is a category by now: category_x finds it */
            if (table_point(ser, t, r, category_x(c, csv_table_cell(t, r, col.deck)), y, col.lo,
                            col.hi))
                goto done;
        }
        sort_points(ser);
    }
    categories_done(fs, c);
    rc = 0;
done:
    free(rows);
    return rc;
}

/* One group's cards (the cards CSV of --decks: a deck and lineup): each card's win rate
 * when drawn minus when in the deck but not drawn, with its interval, best first, the
 * cards down the y axis. */
static int cards_chart(const csv_table_t *t, fig_set_t *fs, const char *slug, const char *label)
{
    int cc = csv_table_col(t, "card"), cv = csv_table_col(t, "drawn_minus_not"),
        cl = csv_table_col(t, "drawn_minus_not_low"), ch = csv_table_col(t, "drawn_minus_not_high");
    int *rows = malloc(((size_t)t->nrows + 1) * sizeof *rows), n = 0, rc = 1;
    double *key = malloc(((size_t)t->nrows + 1) * sizeof *key);
    if (!rows || !key)
        goto done;
    for (int r = 0; r < t->nrows; r++)
        if (fig_number(csv_table_cell(t, r, cv), &key[r]))
            rows[n++] = r;
    sort_rows(rows, key, n, 1);
    fig_chart_t *c = study_chart(fs, "cards", slug, NULL, label,
                                 "each card: win rate when drawn minus when in the deck but not "
                                 "drawn");
    if (!c)
        goto done;
    difference_look(c, "card (best first)", "win rate drawn minus not drawn",
                    "bars: 95% interval; 0: the card makes no difference");
    c->horizontal = 1;
    fig_series_t *ser = new_series(c, "drawn minus not drawn");
    for (int k = 0; ser && k < n; k++)
        if (category_row(c, ser, csv_table_cell(t, rows[k], cc), t, rows[k], key[rows[k]], cl, ch))
            goto done;
    categories_done(fs, c);
    rc = 0;
done:
    free(rows);
    free(key);
    return rc;
}

/* One group's optimiser log (--optimise): each step's survivor, accepted or not, with
 * its paired score difference from the deck it would replace (the confirmation, its
 * interval deciding), step by step. */
static int optimise_chart(const csv_table_t *t, fig_set_t *fs, const char *slug, const char *label)
{
    int cs = csv_table_col(t, "step"), cc = csv_table_col(t, "candidate"),
        cst = csv_table_col(t, "status"), cv = csv_table_col(t, "score_diff"),
        cl = csv_table_col(t, "score_diff_low"), ch = csv_table_col(t, "score_diff_high");
    fig_chart_t *c = study_chart(fs, "steps", slug, NULL, label,
                                 "each step's best swap: its score against the field minus the "
                                 "current deck's");
    if (!c)
        return 1;
    difference_look(c, "step: the swap", "paired score difference",
                    "bars: 95% interval; accepted when it lies above 0");
    fig_series_t *acc = new_series(c, "accepted"), *rej = new_series(c, "not accepted");
    for (int r = 0; acc && rej && r < t->nrows; r++) {
        const char *st = csv_table_cell(t, r, cst);
        int accepted = strcmp(st, "accepted") == 0;
        double y;
        if ((!accepted && strcmp(st, "rejected") != 0) || !fig_number(csv_table_cell(t, r, cv), &y))
            continue;
        char cat[300];
        snprintf(cat, sizeof cat, "%.8s: %.200s", csv_table_cell(t, r, cs), csv_table_cell(t, r, cc));
        if (category_row(c, accepted ? acc : rej, cat, t, r, y, cl, ch))
            return 1;
    }
    for (int k = c->nseries - 1; k >= 0; k--)
        if (c->s[k].n == 0) {
            free(c->s[k].p);
            memmove(&c->s[k], &c->s[k + 1], (size_t)(c->nseries - k - 1) * sizeof c->s[0]);
            c->nseries--;
        }
    if (c->ncat == 0)
        drop_last_chart(fs);
    return 0;
}

enum { STUDY_NONE, STUDY_PAIRS, STUDY_RATINGS, STUDY_CARDS, STUDY_OPTIMISE };

static int study_kind(const csv_table_t *t)
{
    int deck = csv_table_col(t, "deck") >= 0;
    if (deck && csv_table_col(t, "opponent") >= 0 && csv_table_col(t, "win_rate") >= 0)
        return STUDY_PAIRS;
    if (deck && csv_table_col(t, "rank") >= 0 &&
        (csv_table_col(t, "elo") >= 0 || csv_table_col(t, "strength") >= 0))
        return STUDY_RATINGS;
    if (csv_table_col(t, "card") >= 0 && csv_table_col(t, "drawn_minus_not") >= 0)
        return STUDY_CARDS;
    if (csv_table_col(t, "step") >= 0 && csv_table_col(t, "candidate") >= 0 &&
        csv_table_col(t, "status") >= 0 && csv_table_col(t, "score_diff") >= 0)
        return STUDY_OPTIMISE;
    return STUDY_NONE;
}

static int study_charts(const csv_table_t *t, fig_set_t *fs, int kind)
{
    static const char *const pairs_cats[] = {"deck", "opponent", "seat", NULL};
    static const char *const ratings_cats[] = {"deck", NULL};
    static const char *const cards_cats[] = {"card", NULL};
    static const char *const optimise_cats[] = {"step", "round", NULL};
    groups_t g;
    int rc = study_groups(t, kind == STUDY_PAIRS      ? pairs_cats
                             : kind == STUDY_RATINGS  ? ratings_cats
                             : kind == STUDY_OPTIMISE ? optimise_cats
                                                      : cards_cats,
                          &g);
    /* cards: the pool over decks (deck `all`) only when the table has no deck of its own */
    int cdeck = csv_table_col(t, "deck"), per_deck = 0;
    for (int r = 0; kind == STUDY_CARDS && cdeck >= 0 && r < t->nrows && !per_deck; r++)
        per_deck = strcmp(csv_table_cell(t, r, cdeck), "all") != 0;
    for (int gi = 0; !rc && gi < g.n; gi++) {
        csv_table_t sub;
        rc = group_table(t, &g, gi, &sub);
        if (!rc && kind == STUDY_PAIRS)
            rc = pairs_charts(&sub, fs, g.slug[gi], g.label[gi]);
        else if (!rc && kind == STUDY_RATINGS)
            rc = ratings_charts(&sub, fs, g.slug[gi], g.label[gi]);
        else if (!rc && kind == STUDY_OPTIMISE)
            rc = optimise_chart(&sub, fs, g.slug[gi], g.label[gi]);
        else if (!rc && !(per_deck && sub.nrows > 0 &&
                          strcmp(csv_table_cell(&sub, 0, cdeck), "all") == 0))
            rc = cards_chart(&sub, fs, g.slug[gi], g.label[gi]);
        group_table_free(&sub);
    }
    if (!rc && kind == STUDY_RATINGS && g.n > 1)
        rc = ratings_by_group(t, &g, fs);
    groups_free(&g);
    return rc;
}

/* Chart ids made unique (file and sheet names): a repeated id gets -2, -3... */
static void unique_ids(fig_set_t *fs)
{
    for (int i = 1; i < fs->n; i++) {
        char base[sizeof fs->c[i].id];
        snprintf(base, sizeof base, "%s", fs->c[i].id);
        if (strlen(base) > sizeof base - 8)
            base[sizeof base - 8] = '\0';
        for (int j = 0, k = 2; j < i;) {
            if (strcmp(fs->c[i].id, fs->c[j].id) != 0) {
                j++;
                continue;
            }
            snprintf(fs->c[i].id, sizeof fs->c[i].id, "%s-%d", base, k++);
            j = 0;
        }
    }
}

/* The agent ladder: per game (categories) and matchup (series), the win rate over all
 * seats of the second agent the matchup names ("random vs greedy": greedy). */
static int ladder_chart(const csv_table_t *t, fig_set_t *fs)
{
    int cm = csv_table_col(t, "matchup"), cg = csv_table_col(t, "game"),
        cp = csv_table_col(t, "players"), ca = csv_table_col(t, "agent"),
        cs = csv_table_col(t, "seat"), cw = csv_table_col(t, "win_rate"),
        cl = csv_table_col(t, "ci_low"), ch = csv_table_col(t, "ci_high"),
        cpos = csv_table_col(t, "position");
    if (ca < 0 || cs < 0 || cw < 0)
        return 0;
    fig_chart_t *c = new_chart(fs, "ladder");
    if (!c)
        return 1;
    snprintf(c->title, sizeof c->title, "agent ladder: the second agent's win rate in each "
                                        "matchup");
    rate_look(c, "game", "win rate over all seats", NULL);
    for (int r = 0; r < t->nrows; r++) {
        const char *m = csv_table_cell(t, r, cm), *vs = strstr(m, " vs ");
        const char *second = vs ? vs + 4 : NULL;
        double y;
        if (!second || strcmp(csv_table_cell(t, r, ca), second) != 0 ||
            strcmp(csv_table_cell(t, r, cs), "all") != 0 ||
            (cpos >= 0 && strcmp(csv_table_cell(t, r, cpos), "all") != 0) ||
            !fig_number(csv_table_cell(t, r, cw), &y))
            continue;
        char game[160];
        const char *players = cp >= 0 ? csv_table_cell(t, r, cp) : "";
        snprintf(game, sizeof game, "%s%s%s", cg >= 0 ? csv_table_cell(t, r, cg) : "?",
                 *players && strcmp(players, "2") != 0 ? ", players " : "",
                 *players && strcmp(players, "2") != 0 ? players : "");
        if (named_point(c, game, m, t, r, y, cl, ch))
            return 1;
    }
    categories_done(fs, c);
    return 0;
}

/* Several runs in one CSV (a matchup column, as the study scripts write): the
 * first-player advantage of each run's baseline, per game and player count
 * (categories) and matchup (series), with its interval. Rows: agent, seat and
 * position `all`; the baseline setting when the run is a sweep. */
static int first_player_chart(const csv_table_t *t, fig_set_t *fs)
{
    int cm = csv_table_col(t, "matchup"), cg = csv_table_col(t, "game"),
        cp = csv_table_col(t, "players"), ca = csv_table_col(t, "agent"),
        cs = csv_table_col(t, "seat"), cpos = csv_table_col(t, "position"),
        cb = csv_table_col(t, "baseline"), cf = csv_table_col(t, "first_player_advantage"),
        cl = csv_table_col(t, "first_player_advantage_low"),
        ch = csv_table_col(t, "first_player_advantage_high");
    if (cm < 0 || ca < 0 || cs < 0 || cpos < 0 || cf < 0)
        return 0;
    /* one game: the categories are its player counts */
    int one_game = 1;
    for (int r = 1; cg >= 0 && r < t->nrows; r++)
        one_game &= strcmp(csv_table_cell(t, r, cg), csv_table_cell(t, 0, cg)) == 0;
    fig_chart_t *c = new_chart(fs, "first-player-advantage");
    if (!c)
        return 1;
    if (one_game && cg >= 0 && t->nrows > 0)
        snprintf(c->title, sizeof c->title, "%s: first-player advantage by player count",
                 csv_table_cell(t, 0, cg));
    else
        snprintf(c->title, sizeof c->title, "first-player advantage by game and player count");
    difference_look(c, one_game ? "players" : "game, players",
                    "first player minus the positions' mean",
                    "bars: 95% interval; 0: going first is worth nothing");
    for (int r = 0; r < t->nrows; r++) {
        double y, b;
        if (strcmp(csv_table_cell(t, r, ca), "all") != 0 ||
            strcmp(csv_table_cell(t, r, cs), "all") != 0 ||
            strcmp(csv_table_cell(t, r, cpos), "all") != 0 ||
            (cb >= 0 && (!fig_number(csv_table_cell(t, r, cb), &b) || b != 1)) ||
            !fig_number(csv_table_cell(t, r, cf), &y))
            continue;
        char cat[160];
        const char *players = cp >= 0 ? csv_table_cell(t, r, cp) : "?";
        if (one_game)
            snprintf(cat, sizeof cat, "%s", players);
        else
            snprintf(cat, sizeof cat, "%s, %s", cg >= 0 ? csv_table_cell(t, r, cg) : "?",
                     players);
        /* one agent in every seat ("greedy x3" at 3 players): a series per agent,
         * "greedy self-play", across the player counts */
        const char *m = csv_table_cell(t, r, cm), *sp = strchr(m, ' ');
        char name[200];
        if (sp && sp > m && sp[1] == 'x' && strcmp(sp + 2, players) == 0)
            snprintf(name, sizeof name, "%.*s self-play", (int)(sp - m), m);
        else
            snprintf(name, sizeof name, "%s", m);
        if (named_point(c, cat, name, t, r, y, cl, ch))
            return 1;
    }
    categories_done(fs, c);
    return 0;
}

/* experiments/mcts_strength.sh: mcts's win rate against greedy (with its interval)
 * against the instructions one decision costs, a series per playout depth and
 * exploration constant: strength per unit of CPU. */
static int strength_chart(const csv_table_t *t, fig_set_t *fs)
{
    int cg = csv_table_col(t, "game"), cx = csv_table_col(t, "ir_per_decision"),
        cw = csv_table_col(t, "win_rate"), cl = csv_table_col(t, "ci_low"),
        ch = csv_table_col(t, "ci_high"), cd = csv_table_col(t, "depth"),
        cc = csv_table_col(t, "c");
    fig_chart_t *c = new_chart(fs, "strength-per-instruction");
    if (!c)
        return 1;
    snprintf(c->title, sizeof c->title, "%s: mcts against greedy, by the cost of a decision",
             cg >= 0 && t->nrows > 0 ? csv_table_cell(t, 0, cg) : "mcts");
    rate_look(c, "million instructions per mcts decision", "mcts win rate against greedy, all seats",
              "bars: 95% interval (Wilson); points: 25 to 400 iterations");
    for (int r = 0; r < t->nrows; r++) {
        double x, y;
        if (!fig_number(csv_table_cell(t, r, cx), &x) ||
            !fig_number(csv_table_cell(t, r, cw), &y))
            continue;
        const char *d = cd >= 0 ? csv_table_cell(t, r, cd) : "?";
        const char *k = cc >= 0 ? csv_table_cell(t, r, cc) : "?";
        char name[120];
        if (strcmp(d, "0") == 0)
            snprintf(name, sizeof name, "full playouts, c %s", k);
        else
            snprintf(name, sizeof name, "playouts of %s moves, c %s", d, k);
        fig_series_t *ser = series_named(c, name);
        if (!ser || table_point(ser, t, r, x / 1e6, y, cl, ch))
            return 1;
    }
    if (c->nseries == 0)
        drop_last_chart(fs);
    return 0;
}

/* Whether the matchups name two agents ("random vs greedy"): the agent ladder. */
static int ladder_matchups(const csv_table_t *t)
{
    int cm = csv_table_col(t, "matchup");
    for (int r = 0; cm >= 0 && r < t->nrows; r++)
        if (!strstr(csv_table_cell(t, r, cm), " vs "))
            return 0;
    return cm >= 0 && t->nrows > 0;
}

int figures_build(const csv_table_t *t, fig_set_t *fs, char *err, size_t n)
{
    memset(fs, 0, sizeof *fs);
    int kind = study_kind(t), rc;
    if (kind == STUDY_NONE && csv_table_col(t, "ir_per_decision") >= 0 &&
        csv_table_col(t, "win_rate") >= 0 && csv_table_col(t, "depth") >= 0) {
        rc = strength_chart(t, fs);
    } else if (kind != STUDY_NONE) {
        rc = study_charts(t, fs, kind);
    } else {
        /* a group per run: game, player count, matchup */
        static const char *const run_cols[] = {"game", "players", "matchup"};
        int cols[3], ncols = 0;
        for (int k = 0; k < 3; k++)
            if (csv_table_col(t, run_cols[k]) >= 0)
                cols[ncols++] = csv_table_col(t, run_cols[k]);
        groups_t g;
        rc = group_rows(t, cols, ncols, &g);
        if (!rc && ladder_matchups(t) && g.n > 1)
            rc = ladder_chart(t, fs);
        else if (!rc && g.n <= 1)
            rc = run_charts(t, fs, err, n);
        else if (!rc) {
            /* several runs: the first-player advantage across them, then each run's */
            if (csv_table_col(t, "matchup") >= 0)
                rc = first_player_chart(t, fs);
            for (int gi = 0; !rc && gi < g.n; gi++) {
                csv_table_t sub;
                int from = fs->n;
                rc = group_table(t, &g, gi, &sub);
                if (!rc)
                    rc = run_charts(&sub, fs, err, n);
                group_table_free(&sub);
                if (!rc)
                    name_group(fs, from, g.slug[gi], NULL);
            }
        }
        groups_free(&g);
    }
    if (rc == 1)
        snprintf(err, n, "out of memory");
    if (rc)
        figures_free(fs);
    else
        unique_ids(fs);
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
        double y;
        if (fig_number(csv_table_cell(t, r, cv), &y) &&
            category_row(c, ser, csv_table_cell(t, r, cl), t, r, y, clo, chi))
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
