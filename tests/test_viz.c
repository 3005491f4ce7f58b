/* test_viz.c - replay, the chart model and the workbook hooks (issue 15).
 *
 * Replay: a traced game of every registered game replays move for move; a trace
 * changed in one place (a state, a chosen move, a chance event) fails naming it; and
 * `--seat S` prints no card S cannot know: a card at a place of the state that
 * determinize(S) changes (another hand, a face-down card, a deck) in the states before
 * and after a move must not appear in what the replay prints around that move, unless
 * S's own view shows it or the move put a copy where S knows it lies (played face
 * up). The same check run over the unmasked replay finds such cards in every game
 * with observe (dnup, Dinn, Djinn, Dynamite), so it can fail.
 *
 * Charts: the model reads the CSV by column name, so a CSV with its columns in
 * another order and an extra column gives the same charts. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "figures.h"
#include "json.h"
#include "plot.h"
#include "registry.h"
#include "replay.h"
#include "rules.h"
#include "trace.h"
#include "workbook.h"

#define DECKS SIMULATE_SOURCE_DIR "/experiments/dinn/decks/"

static void tmpdir(char *dir, size_t n)
{
    snprintf(dir, n, "/tmp/test_viz.XXXXXX");
    cr_assert_not_null(mkdtemp(dir));
}

static void cleanup(const char *dir)
{
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    cr_assert_eq(system(cmd), 0);
}

/* simulate with args, quietly; the trace of `games` games to dir/t.jsonl */
static void traced_run(const char *dir, const char *args, int games)
{
    char cmd[4096];
    snprintf(cmd, sizeof cmd,
             "%s %s --trace %s/t.jsonl --trace-games %d -o %s/r.csv -q >/dev/null 2>&1",
             SIMULATE_BIN, args, dir, games, dir);
    cr_assert_eq(system(cmd), 0, "%s", cmd);
}

static void count_lines(const char *path, long long *moves, long long *events, long long *ends)
{
    FILE *f = fopen(path, "r");
    cr_assert_not_null(f);
    char *line = NULL;
    size_t cap = 0;
    *moves = *events = *ends = 0;
    while (getline(&line, &cap, f) > 0) {
        *moves += strstr(line, "\"chosen\":") != NULL && strncmp(line, "{\"game\":", 8) == 0 &&
                  !strstr(line, "\"after_move\":");
        *events += strstr(line, "\"after_move\":") != NULL;
        *ends += strstr(line, "\"end\":true") != NULL;
    }
    free(line);
    fclose(f);
}

static int replay_to(const char *trace, int seat, FILE *out, replay_stats_t *st, char *err,
                     size_t n)
{
    replay_opts_t o = {.path = trace, .game = -1, .seat = seat};
    return replay_run(&o, out, st, err, n);
}

/* ---- every game replays its trace ---- */

Test(replay, every_game_replays_its_trace_move_for_move)
{
    for (int i = 0; game_registry[i]; i++) {
        const game_t *g = game_registry[i];
        int players = g->max_players < 3 ? g->max_players : 3;
        char dir[64], args[512], trace[128], err[1024];
        tmpdir(dir, sizeof dir);
        snprintf(args, sizeof args, "--game %s --agents %s -n %d", g->id,
                 players == 2 ? "greedy,random" : "greedy,random,random", 2 * players);
        traced_run(dir, args, 2);
        snprintf(trace, sizeof trace, "%s/t.jsonl", dir);
        long long moves, events, ends;
        count_lines(trace, &moves, &events, &ends);
        for (int seat = 0; seat <= players; seat++) {
            replay_stats_t st;
            FILE *out = fopen("/dev/null", "w");
            int rc = replay_to(trace, seat, out, &st, err, sizeof err);
            fclose(out);
            cr_assert_eq(rc, 0, "%s --seat %d: %s", g->id, seat, err);
            cr_expect_eq(st.games, 2, "%s", g->id);
            cr_expect_eq(st.moves, moves, "%s: %lld moves replayed, the trace has %lld", g->id,
                         st.moves, moves);
            cr_expect_eq(st.events, events, "%s: %lld events matched, the trace has %lld", g->id,
                         st.events, events);
        }
        cleanup(dir);
    }
}

/* ---- a changed trace fails, naming the move ---- */

/* Copy trace to out with line `lineno` (from 1) passed through edit(). */
static void edit_line(const char *trace, const char *out, int lineno,
                      void (*edit)(char *line, size_t cap))
{
    FILE *f = fopen(trace, "r"), *o = fopen(out, "w");
    cr_assert(f && o);
    char line[1 << 17];
    int k = 0;
    while (fgets(line, sizeof line, f)) {
        if (++k == lineno)
            edit(line, sizeof line);
        fputs(line, o);
    }
    fclose(f);
    fclose(o);
}

/* the first line that holds `what`, from 1 */
static int find_line(const char *trace, const char *what)
{
    FILE *f = fopen(trace, "r");
    cr_assert_not_null(f);
    char line[1 << 17];
    int k = 0, found = 0;
    while (!found && fgets(line, sizeof line, f)) {
        k++;
        found = strstr(line, what) != NULL;
    }
    fclose(f);
    return found ? k : 0;
}

static void replace_in(char *line, size_t cap, const char *from, const char *to)
{
    char *p = strstr(line, from);
    cr_assert_not_null(p, "'%s' not in the line", from);
    char rest[1 << 17];
    snprintf(rest, sizeof rest, "%s", p + strlen(from));
    snprintf(p, cap - (size_t)(p - line), "%s%s", to, rest);
}

static void bump_turns(char *line, size_t cap) { replace_in(line, cap, "\"turns\":", "\"turns\":1"); }
static void other_choice(char *line, size_t cap)
{
    replace_in(line, cap, "\"chosen\":\"", "\"chosen\":\"no such move ");
}
static void other_card(char *line, size_t cap)
{
    replace_in(line, cap, "\"cards\":[\"", "\"cards\":[\"9/9 ");
}

static void expect_mismatch(const char *trace, const char *what)
{
    char err[1024];
    replay_stats_t st;
    FILE *out = fopen("/dev/null", "w");
    int rc = replay_to(trace, 0, out, &st, err, sizeof err);
    fclose(out);
    cr_expect_eq(rc, 1, "a trace with %s replays with status %d (%s)", what, rc, err);
    cr_expect(strstr(err, "move") || strstr(err, "event"), "the error names no move: %s", err);
}

Test(replay, a_changed_trace_fails_naming_the_move)
{
    char dir[64], trace[128], bad[160];
    tmpdir(dir, sizeof dir);
    traced_run(dir, "--game dnup --agents greedy,random,random -n 3", 1);
    snprintf(trace, sizeof trace, "%s/t.jsonl", dir);
    snprintf(bad, sizeof bad, "%s/bad.jsonl", dir);
    /* the state before the fourth move */
    edit_line(trace, bad, find_line(trace, "\"move\":3,"), bump_turns);
    expect_mismatch(bad, "a state changed");
    /* a chosen move no legal move has */
    edit_line(trace, bad, find_line(trace, "\"move\":2,"), other_choice);
    expect_mismatch(bad, "a chosen move changed");
    /* a dealt card */
    edit_line(trace, bad, find_line(trace, "\"event\":\"deal\""), other_card);
    expect_mismatch(bad, "a chance event changed");
    /* cut short */
    char cmd[512];
    snprintf(cmd, sizeof cmd, "head -n 20 %s > %s", trace, bad);
    cr_assert_eq(system(cmd), 0);
    char err[1024];
    replay_stats_t st;
    FILE *out = fopen("/dev/null", "w");
    cr_expect_eq(replay_to(bad, 0, out, &st, err, sizeof err), 2, "%s", err);
    fclose(out);
    cleanup(dir);
}

/* ---- --seat S prints no card S cannot know ---- */

#define HIDDEN_WORLDS 8
#define MAX_STATES (1 << 15)

typedef struct pv {
    char path[160];
    const char *val;
} pv_t;

typedef struct flat {
    pv_t *p;
    int n, cap;
    json_doc_t doc;
    char *text;
} flat_t;

/* Every string of a state's JSON with its place: an array of strings is one place (a
 * hand, a deck: the order does not matter), anything else its own path. */
static void flatten_node(flat_t *f, int node, const char *path)
{
    const json_doc_t *d = &f->doc;
    const json_node_t *x = &d->nodes[node];
    if (x->type == JSON_STRING) {
        if (f->n == f->cap) {
            f->cap = f->cap ? 2 * f->cap : 256;
            f->p = realloc(f->p, (size_t)f->cap * sizeof *f->p);
            cr_assert_not_null(f->p);
        }
        snprintf(f->p[f->n].path, sizeof f->p[f->n].path, "%s", path);
        f->p[f->n++].val = json_str(d, node);
        return;
    }
    /* an object of counts ({"yellow A": 2}: a hand as a multiset, Dynamite) is one
     * place holding its keys, each as many times as it counts */
    int counts = x->type == JSON_OBJECT && x->count > 0;
    for (int c = x->first; c >= 0 && counts; c = d->nodes[c].next)
        counts = d->nodes[c].type == JSON_NUMBER;
    if (counts) {
        for (int c = x->first; c >= 0; c = d->nodes[c].next) {
            for (int k = 1; k <= d->nodes[c].num && k <= 1000; k++) {
                if (f->n == f->cap) {
                    f->cap = f->cap ? 2 * f->cap : 256;
                    f->p = realloc(f->p, (size_t)f->cap * sizeof *f->p);
                    cr_assert_not_null(f->p);
                }
                /* the k-th copy: pinned when every re-deal has k copies there */
                snprintf(f->p[f->n].path, sizeof f->p[f->n].path, "%s{}#%d", path, k);
                f->p[f->n++].val = json_key(d, c);
            }
        }
        return;
    }
    int i = 0;
    for (int c = x->first; c >= 0; c = d->nodes[c].next, i++) {
        char sub[160];
        if (x->type == JSON_OBJECT)
            snprintf(sub, sizeof sub, "%s.%s", path, json_key(d, c));
        else if (d->nodes[c].type == JSON_STRING)
            snprintf(sub, sizeof sub, "%s[]", path);
        else
            snprintf(sub, sizeof sub, "%s[%d]", path, i);
        flatten_node(f, c, sub);
    }
}

static void flatten(flat_t *f, const game_t *g, const void *st)
{
    memset(f, 0, sizeof *f);
    f->text = malloc(TRACE_TEXT);
    cr_assert_not_null(f->text);
    cr_assert_gt(g->state_json(st, f->text, TRACE_TEXT), 0);
    char err[256];
    cr_assert_eq(json_parse(&f->doc, f->text, strlen(f->text), err, sizeof err), 0, "%s", err);
    flatten_node(f, 0, "");
}

static void flat_free(flat_t *f)
{
    free(f->p);
    json_free(&f->doc);
    free(f->text);
}

static int has_at(const flat_t *f, const char *path, const char *val)
{
    for (int i = 0; i < f->n; i++)
        if (strcmp(f->p[i].path, path) == 0 && strcmp(f->p[i].val, val) == 0)
            return 1;
    return 0;
}

typedef struct names {
    char **v;
    int n;
} names_t;

static void names_add(names_t *s, const char *v)
{
    for (int i = 0; i < s->n; i++)
        if (strcmp(s->v[i], v) == 0)
            return;
    s->v = realloc(s->v, (size_t)(s->n + 1) * sizeof *s->v);
    s->v[s->n++] = strdup(v);
}

static int names_has(const names_t *s, const char *v)
{
    for (int i = 0; i < s->n; i++)
        if (strcmp(s->v[i], v) == 0)
            return 1;
    return 0;
}

static void names_free(names_t *s)
{
    for (int i = 0; i < s->n; i++)
        free(s->v[i]);
    free(s->v);
    memset(s, 0, sizeof *s);
}

/* What the viewer cannot know in a state: the strings at places some re-deal for the
 * viewer (determinize) changes, that the viewer's own view does not show. And every
 * string with its place ("place\tstring"), and those pinned in every re-deal. */
typedef struct hidden_ctx {
    int viewer; /* 0.. */
    names_t hidden[MAX_STATES];
    names_t at[MAX_STATES], pinned[MAX_STATES];
    char *view[MAX_STATES];
    long long nstates;
} hidden_ctx_t;

static void on_state(void *vctx, const game_t *g, const void *st, long long game, long long move)
{
    hidden_ctx_t *h = vctx;
    (void)game;
    cr_assert_lt(move, MAX_STATES);
    h->nstates = move + 1;
    names_free(&h->hidden[move]);
    names_free(&h->at[move]);
    names_free(&h->pinned[move]);
    free(h->view[move]);
    h->view[move] = NULL;
    if (g->view_text) {
        char *v = malloc(TRACE_TEXT);
        cr_assert_geq(g->view_text(st, h->viewer, v, TRACE_TEXT), 0);
        h->view[move] = v;
    }
    if (!g->observe)
        return;
    flat_t real, worlds[HIDDEN_WORLDS];
    flatten(&real, g, st);
    void *d = malloc(g->state_size);
    for (int w = 0; w < HIDDEN_WORLDS; w++) {
        memcpy(d, st, g->state_size);
        rng_t r;
        rng_seed(&r, 777 + (uint64_t)w, (uint64_t)move);
        g->determinize(d, h->viewer, &r);
        flatten(&worlds[w], g, d);
    }
    for (int i = 0; i < real.n; i++) {
        int pinned = 1;
        for (int w = 0; w < HIDDEN_WORLDS && pinned; w++)
            pinned = has_at(&worlds[w], real.p[i].path, real.p[i].val);
        char place[400];
        snprintf(place, sizeof place, "%s\t%s", real.p[i].path, real.p[i].val);
        names_add(&h->at[move], place);
        if (pinned)
            names_add(&h->pinned[move], place);
        else if (!h->view[move] || !strstr(h->view[move], real.p[i].val))
            names_add(&h->hidden[move], real.p[i].val);
    }
    for (int w = 0; w < HIDDEN_WORLDS; w++)
        flat_free(&worlds[w]);
    flat_free(&real);
    free(d);
}

/* Whether the move from state a to b put a copy of name at a place where the seat
 * knows it lies (pinned in b, not there in a): a card played face up. */
static int shown_by_move(const hidden_ctx_t *h, long long a, long long b, const char *name)
{
    size_t nl = strlen(name);
    for (int i = 0; i < h->pinned[b].n; i++) {
        const char *place = h->pinned[b].v[i], *tab = strrchr(place, '\t');
        if (tab && strlen(tab + 1) == nl && strcmp(tab + 1, name) == 0 &&
            !names_has(&h->at[a], place))
            return 1;
    }
    return 0;
}

/* Whether line names name as a whole ("green M" is not in "green MITA"). */
static int mentions(const char *line, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = line; (p = strstr(p, name)) != NULL; p++) {
        char before = p > line ? p[-1] : ' ', after = p[n];
        int word = (before >= 'a' && before <= 'z') || (before >= 'A' && before <= 'Z') ||
                   (after >= 'a' && after <= 'z') || (after >= 'A' && after <= 'Z');
        if (!word)
            return 1;
    }
    return 0;
}

/* Whether line is a chance event the trace says the viewer (0..) saw: "; seen by seat
 * 1" or "; seen by seats 1, 3". A card it saw may be hidden again later (a hand
 * shuffled back into the deck: Dinn's redraw and mulligan). */
static int seen_by_viewer(const char *line, int viewer)
{
    const char *p = strstr(line, "; seen by seat");
    if (!p)
        return 0;
    p += strlen("; seen by seat");
    if (*p == 's')
        p++;
    while (*p == ' ' || *p == ',') {
        char *end;
        while (*p == ' ' || *p == ',')
            p++;
        long s = strtol(p, &end, 10);
        if (end == p)
            return 0;
        if (s == viewer + 1)
            return 1;
        p = end;
    }
    return 0;
}

/* The replay's text, cut into blocks: the setup (block 0, state 0), each move m
 * (block m + 1: states m and m + 1), the end (the last state). Returns how many
 * hidden cards appear in a block where they were hidden in both states around it,
 * unless the move showed a copy: a card the move itself shows to the seat (played
 * face up, then pinned where it lies in every re-deal, though the text view may only
 * count it: Dynamite's discard pile) is known after it. */
static int leaks(const char *text, const hidden_ctx_t *h, const char *what)
{
    int found = 0;
    long long block = -1; /* -1: the header, before the setup */
    const char *p = text;
    char first[300] = "";
    while (*p) {
        const char *e = strchr(p, '\n');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        long long m;
        if (strncmp(p, "Setup", 5) == 0)
            block = 0;
        else if (sscanf(p, "Move %lld:", &m) == 1)
            block = m + 1;
        else if (strncmp(p, "End after", 9) == 0)
            block = h->nstates; /* the final state */
        else if (strncmp(p, "Checked", 7) == 0)
            block = -1;
        if (block >= 0) {
            long long a = block == 0 ? 0 : block - 1 < h->nstates - 1 ? block - 1 : h->nstates - 1;
            long long b = block == 0 ? 0 : a + 1 < h->nstates ? a + 1 : a;
            /* a card counts as leaked when it is hidden in both states around the
             * block and the move put no copy of it where the seat knows it lies
             * (names repeat: Dynamite's deck has several of a card) */
            for (int i = 0; i < h->hidden[a].n; i++) {
                const char *name = h->hidden[a].v[i];
                if (!names_has(&h->hidden[b], name) || shown_by_move(h, a, b, name))
                    continue;
                char *line = strndup(p, len);
                if (mentions(line, name) && !seen_by_viewer(line, h->viewer)) {
                    if (!found)
                        snprintf(first, sizeof first, "'%s' in: %.200s", name, line);
                    found++;
                }
                free(line);
            }
        }
        p = e ? e + 1 : p + len;
    }
    if (found)
        cr_log_info("%s: %d hidden card mentions, first %s", what, found, first);
    return found;
}

static void hidden_check(const char *args, int players, int expect_leaks_unmasked)
{
    char dir[64], trace[128], err[1024];
    tmpdir(dir, sizeof dir);
    traced_run(dir, args, 1);
    snprintf(trace, sizeof trace, "%s/t.jsonl", dir);
    static hidden_ctx_t h;
    for (int seat = 1; seat <= players; seat++) {
        memset(&h, 0, sizeof h);
        h.viewer = seat - 1;
        char *text = NULL, *all = NULL;
        size_t len = 0, alen = 0;
        replay_stats_t st;
        /* what the replay prints for the seat; then everything, with the seat's hidden
         * cards (the same states) to show the check finds them */
        for (int masked = 1; masked >= 0; masked--) {
            FILE *out = masked ? open_memstream(&text, &len) : open_memstream(&all, &alen);
            replay_opts_t o = {.path = trace, .game = -1, .seat = masked ? seat : 0,
                               .on_state = on_state, .ctx = &h};
            int rc = replay_run(&o, out, &st, err, sizeof err);
            fclose(out);
            cr_assert_eq(rc, 0, "%s", err);
        }
        char what[600];
        snprintf(what, sizeof what, "%s --seat %d", args, seat);
        cr_expect_eq(leaks(text, &h, what), 0, "%s prints cards the seat cannot know", what);
        if (expect_leaks_unmasked) {
            snprintf(what, sizeof what, "%s, unmasked, against seat %d's hidden cards", args, seat);
            cr_expect_gt(leaks(all, &h, what), 0,
                         "the unmasked replay shows none of seat %d's hidden cards: the check "
                         "cannot fail",
                         seat);
        }
        free(text);
        free(all);
        for (long long m = 0; m < MAX_STATES; m++) {
            names_free(&h.hidden[m]);
            names_free(&h.at[m]);
            names_free(&h.pinned[m]);
            free(h.view[m]);
        }
    }
    cleanup(dir);
}

Test(replay, seat_sees_no_hidden_card_dnup)
{
    hidden_check("--game dnup --agents greedy,random,random -n 3", 3, 1);
}

Test(replay, seat_sees_no_hidden_card_dinn)
{
    hidden_check("--game dinn --agents greedy,random -n 2 --deck " DECKS "infernal.txt --deck " DECKS
                 "wild-hunt.txt",
                 2, 1);
}

/* Whether a trace has a move whose only legal move is played face down (a Dinn hand
 * with one hero): nothing else could have been played in the true state, so only the
 * re-deals for the viewer show that the card is not known. */
static int has_forced_face_down(const char *trace)
{
    FILE *f = fopen(trace, "r");
    cr_assert_not_null(f);
    static char line[1 << 17];
    int found = 0;
    while (!found && fgets(line, sizeof line, f)) {
        const char *l = strstr(line, "\"legal\":[");
        if (!l)
            continue;
        json_doc_t d = {0};
        char err[128];
        cr_assert_eq(json_parse(&d, line, strlen(line), err, sizeof err), 0, "%s", err);
        int legal = json_get(&d, 0, "legal");
        found = legal >= 0 && d.nodes[legal].count == 1 &&
                strstr(json_str(&d, json_at(&d, legal, 0)), "(face down)") != NULL;
        json_free(&d);
    }
    fclose(f);
    return found;
}

Test(replay, a_forced_face_down_move_stays_hidden)
{
    int checked = 0;
    for (int seed = 1; seed <= 60 && checked < 2; seed++) {
        char dir[64], args[512], trace[128];
        snprintf(args, sizeof args,
                 "--game dinn --agents greedy,random -n 2 --seed %d --deck " DECKS
                 "infernal.txt --deck " DECKS "wild-hunt.txt",
                 seed);
        tmpdir(dir, sizeof dir);
        traced_run(dir, args, 1);
        snprintf(trace, sizeof trace, "%s/t.jsonl", dir);
        int forced = has_forced_face_down(trace);
        cleanup(dir);
        if (forced) {
            hidden_check(args, 2, 1);
            checked++;
        }
    }
    cr_expect_eq(checked, 2, "no trace of seeds 1..60 has a forced face-down move");
}

Test(replay, seat_sees_no_hidden_card_other_games)
{
    /* games without observe yet (Tin Dragon, until its helper adds it) print no view
     * and hide every other seat's move: the check passes trivially for them */
    for (int i = 0; game_registry[i]; i++) {
        const game_t *g = game_registry[i];
        if (strcmp(g->id, "dnup") == 0 || strcmp(g->id, "dinn") == 0)
            continue;
        char args[256];
        int players = g->max_players < 3 ? g->max_players : 3;
        snprintf(args, sizeof args, "--game %s --agents %s -n %d", g->id,
                 players == 2 ? "greedy,random" : "greedy,random,random", players);
        hidden_check(args, players, g->observe != NULL);
    }
}

/* ---- the chart model reads columns by name ---- */

/* Write t with its columns in the order perm (and one extra column, and one row of an
 * unknown kind) to path. */
static void write_permuted(const csv_table_t *t, const int *perm, const char *path)
{
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs("extra_metric", f);
    for (int c = 0; c < t->ncols; c++)
        fprintf(f, ",%s", t->header[perm[c]]);
    fputs("\r\n", f);
    for (int r = 0; r < t->nrows; r++) {
        fprintf(f, "%d", r * 7);
        for (int c = 0; c < t->ncols; c++)
            fprintf(f, ",%s", csv_table_cell(t, r, perm[c]));
        fputs("\r\n", f);
    }
    /* a row kind the model does not know (turn positions, say) */
    fputs("1", f);
    for (int c = 0; c < t->ncols; c++) {
        const char *name = t->header[perm[c]];
        fprintf(f, ",%s", strcmp(name, "seat") == 0 ? "position1" : csv_table_cell(t, 0, perm[c]));
    }
    fputs("\r\n", f);
    fclose(f);
}

static void same_charts(const fig_set_t *a, const fig_set_t *b)
{
    cr_assert_eq(a->n, b->n);
    for (int i = 0; i < a->n; i++) {
        const fig_chart_t *x = &a->c[i], *y = &b->c[i];
        cr_expect_str_eq(x->id, y->id);
        cr_expect_str_eq(x->title, y->title);
        cr_assert_eq(x->nseries, y->nseries, "%s", x->id);
        for (int k = 0; k < x->nseries; k++) {
            cr_expect_str_eq(x->s[k].name, y->s[k].name);
            cr_assert_eq(x->s[k].n, y->s[k].n, "%s %s", x->id, x->s[k].name);
            for (int j = 0; j < x->s[k].n; j++) {
                const fig_point_t *p = &x->s[k].p[j], *q = &y->s[k].p[j];
                cr_expect(p->x == q->x && p->y == q->y && p->has_ci == q->has_ci &&
                              p->lo == q->lo && p->hi == q->hi,
                          "%s %s point %d", x->id, x->s[k].name, j);
            }
        }
    }
}

static void check_by_name(const char *args, int expect_sweep)
{
    char dir[64], csv[128], alt[128], err[512];
    tmpdir(dir, sizeof dir);
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "%s %s -o %s/r.csv -q", SIMULATE_BIN, args, dir);
    cr_assert_eq(system(cmd), 0, "%s", cmd);
    snprintf(csv, sizeof csv, "%s/r.csv", dir);
    snprintf(alt, sizeof alt, "%s/alt.csv", dir);
    csv_table_t t, u;
    cr_assert_eq(csv_table_load(&t, csv, err, sizeof err), 0, "%s", err);
    fig_set_t a, b;
    cr_assert_eq(figures_build(&t, &a, err, sizeof err), 0, "%s", err);
    int has_sweep = 0;
    for (int i = 0; i < a.n; i++)
        has_sweep |= strncmp(a.c[i].id, "sweep-", 6) == 0;
    cr_expect_eq(has_sweep, expect_sweep, "%s", args);
    /* the swept keys first (in their order), then the other columns reversed: the keys
     * are no longer between setting and baseline */
    int perm[256], np = 0;
    const game_t *g = game_find(csv_table_cell(&t, 0, csv_table_col(&t, "game")));
    cr_assert_not_null(g);
    for (int c = 0; c < t.ncols; c++)
        if (rules_find(g, t.header[c]))
            perm[np++] = c;
    for (int c = t.ncols - 1; c >= 0; c--)
        if (!rules_find(g, t.header[c]))
            perm[np++] = c;
    write_permuted(&t, perm, alt);
    cr_assert_eq(csv_table_load(&u, alt, err, sizeof err), 0, "%s", err);
    cr_assert_eq(figures_build(&u, &b, err, sizeof err), 0, "%s", err);
    same_charts(&a, &b);
    figures_free(&a);
    figures_free(&b);
    csv_table_free(&t);
    csv_table_free(&u);
    cleanup(dir);
}

Test(figures, charts_read_columns_by_name)
{
    check_by_name("--game dnup --agents greedy,random,random -n 30", 0);
    check_by_name("--game dnup --agents greedy,random -n 20 --sweep rounds_to_win=1,2,3", 1);
    check_by_name("--game dnup --agents greedy,random,greedy -n 12 --sweep points_to_win=3,4 "
                  "--sweep star_single_turn=true,false",
                  1);
    check_by_name("--game dynamite --agents greedy,random,greedy,random -n 16 --rule pairs=true",
                  0);
    check_by_name("--game dnup --agents random,mcts:iters=3 -n 6 --sweep agent2.iters=2,4", 1);
}

Test(figures, win_rates_and_intervals_come_from_their_rows)
{
    char dir[64], csv[128], err[512], cmd[512];
    tmpdir(dir, sizeof dir);
    snprintf(cmd, sizeof cmd, "%s --game dnup --agents greedy,random -n 40 -o %s/r.csv -q",
             SIMULATE_BIN, dir);
    cr_assert_eq(system(cmd), 0);
    snprintf(csv, sizeof csv, "%s/r.csv", dir);
    csv_table_t t;
    cr_assert_eq(csv_table_load(&t, csv, err, sizeof err), 0, "%s", err);
    fig_set_t fs;
    cr_assert_eq(figures_build(&t, &fs, err, sizeof err), 0, "%s", err);
    const fig_chart_t *seat = NULL;
    for (int i = 0; i < fs.n; i++)
        if (strcmp(fs.c[i].id, "win-rate-by-seat") == 0)
            seat = &fs.c[i];
    cr_assert_not_null(seat);
    int ca = csv_table_col(&t, "agent"), cs = csv_table_col(&t, "seat"),
        cw = csv_table_col(&t, "win_rate"), cl = csv_table_col(&t, "ci_low"),
        ch = csv_table_col(&t, "ci_high");
    int checked = 0;
    for (int k = 0; k < seat->nseries; k++) {
        const char *agent = strcmp(seat->s[k].name, "all agents") == 0 ? "all" : seat->s[k].name;
        for (int j = 0; j < seat->s[k].n; j++) {
            const fig_point_t *p = &seat->s[k].p[j];
            char st[8];
            snprintf(st, sizeof st, "%ld", lround(p->x));
            for (int r = 0; r < t.nrows; r++)
                if (strcmp(csv_table_cell(&t, r, ca), agent) == 0 &&
                    strcmp(csv_table_cell(&t, r, cs), st) == 0) {
                    cr_expect_float_eq(p->y, atof(csv_table_cell(&t, r, cw)), 1e-12);
                    cr_expect_float_eq(p->lo, atof(csv_table_cell(&t, r, cl)), 1e-12);
                    cr_expect_float_eq(p->hi, atof(csv_table_cell(&t, r, ch)), 1e-12);
                    checked++;
                }
        }
    }
    cr_expect_eq(checked, 6, "greedy, random and all agents in seats 1 and 2");
    /* the gnuplot script: words, no enhanced text, every series */
    char *script = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&script, &len);
    plot_script(seat, f, "/tmp/x", "pngcairo", csv);
    fclose(f);
    cr_expect(strstr(script, "noenhanced"));
    cr_expect(strstr(script, "win rate by seat"));
    cr_expect(strstr(script, "yerrorbars"));
    cr_expect(strstr(script, "\"greedy\"") && strstr(script, "\"all agents\""));
    free(script);
    figures_free(&fs);
    csv_table_free(&t);
    cleanup(dir);
}

/* ---- the workbook hooks for deck studies (read back by tests/viz) ---- */

Test(workbook, deck_study_hooks)
{
    if (!workbook_available())
        cr_skip_test("built without libxlsxwriter");
#ifndef VIZ_PYTHON
    cr_skip_test("no python3 with openpyxl at configure time");
#else
    char dir[64], csv[128], xlsx[128], err[512], cmd[1024];
    tmpdir(dir, sizeof dir);
    snprintf(csv, sizeof csv, "%s/ratings.csv", dir);
    FILE *f = fopen(csv, "w");
    cr_assert_not_null(f);
    fputs("deck,rating,rating_low,rating_high\r\ninfernal,0.62,0.58,0.66\r\n"
          "wild-hunt,0.51,0.47,0.55\r\ncamelot,0.37,0.33,0.41\r\n",
          f);
    fclose(f);
    csv_table_t t;
    cr_assert_eq(csv_table_load(&t, csv, err, sizeof err), 0, "%s", err);
    fig_set_t fs = {0};
    cr_assert_eq(figures_add_intervals(&fs, &t, "ratings", "deck ratings", "deck", "rating",
                                       "rating_low", "rating_high", 1, err, sizeof err),
                 0, "%s", err);
    snprintf(xlsx, sizeof xlsx, "%s/deck.xlsx", dir);
    wb_t *w = wb_create(xlsx, err, sizeof err);
    cr_assert_not_null(w, "%s", err);
    const char *decks[] = {"infernal", "wild-hunt", "camelot"};
    const double m[9] = {0.5, 0.6, 0.7, 0.4, 0.5, NAN, 0.3, 0.45, 0.5};
    cr_assert_eq(wb_matrix_sheet(w, "matrix", "win rate of the row deck", "deck", 3, decks, 3,
                                 decks, m, 0, 0.5, 1),
                 0);
    cr_assert_eq(wb_data_sheet(w, "ratings", &t), 0);
    cr_assert_eq(wb_chart_sheet(w, "rating chart", &fs), 0);
    cr_assert_eq(wb_close(w, err, sizeof err), 0, "%s", err);
    snprintf(cmd, sizeof cmd, "%s %s/tests/viz/check_hooks.py %s", VIZ_PYTHON, SIMULATE_SOURCE_DIR,
             xlsx);
    cr_expect_eq(system(cmd), 0, "%s", cmd);
    figures_free(&fs);
    csv_table_free(&t);
    cleanup(dir);
#endif
}

/* ---- the JSON reader, and malformed traces ---- */

Test(json, values_escapes_and_errors)
{
    json_doc_t d = {0};
    char err[256];
    const char *text = " {\"a\": [1, -2.5e1, true, false, null], \"s\": \"q\\\"\\\\\\/\\n\\u00e9\\ud83d\\ude00\","
                       " \"o\": {}} ";
    cr_assert_eq(json_parse(&d, text, strlen(text), err, sizeof err), 0, "%s", err);
    int a = json_get(&d, 0, "a");
    cr_assert_eq(d.nodes[a].count, 5);
    cr_expect_eq(d.nodes[json_at(&d, a, 1)].num, -25.0);
    cr_expect_eq(d.nodes[json_at(&d, a, 2)].type, JSON_TRUE);
    cr_expect_eq(d.nodes[json_at(&d, a, 4)].type, JSON_NULL);
    cr_expect_str_eq(json_get_str(&d, 0, "s"), "q\"\\/\n\xc3\xa9\xf0\x9f\x98\x80");
    size_t len;
    const char *raw = json_raw(&d, a, &len);
    cr_expect(len == 30 && strncmp(raw, "[1, -2.5e1, true, false, null]", len) == 0);
    cr_expect_eq(d.nodes[json_get(&d, 0, "o")].count, 0);
    static const char *const bad[] = {"", "{", "[1,]", "{\"a\" 1}", "\"abc", "01x", "[1] 2",
                                      "{\"a\":tru}", "\"\\x\"", "[\"\\u12\"]", NULL};
    for (int i = 0; bad[i]; i++) {
        cr_expect_neq(json_parse(&d, bad[i], strlen(bad[i]), err, sizeof err), 0, "'%s'", bad[i]);
        cr_expect(strstr(err, "column"), "'%s': %s", bad[i], err);
    }
    json_free(&d);
}

Test(replay, a_trace_cut_anywhere_is_refused_cleanly)
{
    char dir[64], trace[128], bad[160], err[1024];
    tmpdir(dir, sizeof dir);
    traced_run(dir, "--game dinn --agents greedy,random -n 2", 1);
    snprintf(trace, sizeof trace, "%s/t.jsonl", dir);
    snprintf(bad, sizeof bad, "%s/bad.jsonl", dir);
    FILE *f = fopen(trace, "r");
    cr_assert_not_null(f);
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    rewind(f);
    char *all = malloc((size_t)size);
    cr_assert_eq(fread(all, 1, (size_t)size, f), (size_t)size);
    fclose(f);
    /* cut at 40 places, and a byte changed at 40 others: status 1 or 2, never a crash */
    rng_t r;
    rng_seed(&r, 15, 4);
    for (int k = 0; k < 80; k++) {
        long at = (long)rng_below(&r, (uint32_t)size);
        FILE *o = fopen(bad, "w");
        if (k < 40) {
            fwrite(all, 1, (size_t)at, o);
        } else {
            fwrite(all, 1, (size_t)size, o);
            fseek(o, at, SEEK_SET);
            fputc("{}[]\",:0x\n"[k % 10], o);
        }
        fclose(o);
        replay_stats_t st;
        FILE *out = fopen("/dev/null", "w");
        int rc = replay_to(bad, k % 3, out, &st, err, sizeof err);
        fclose(out);
        cr_expect(rc == 0 || rc == 1 || rc == 2, "status %d", rc);
        if (rc)
            cr_expect(strchr(err, '\n') == NULL && strlen(err) > 10, "one line: %s", err);
    }
    free(all);
    cleanup(dir);
}

/* ---- the real CSV's rows and columns, chart by chart ---- */

/* simulate args -o dir/r.csv, loaded into t, its charts into fs */
static void run_and_chart(const char *dir, const char *args, csv_table_t *t, fig_set_t *fs)
{
    char cmd[1024], csv[128], err[512];
    snprintf(cmd, sizeof cmd, "%s %s -o %s/r.csv -q", SIMULATE_BIN, args, dir);
    cr_assert_eq(system(cmd), 0, "%s", cmd);
    snprintf(csv, sizeof csv, "%s/r.csv", dir);
    cr_assert_eq(csv_table_load(t, csv, err, sizeof err), 0, "%s", err);
    cr_assert_eq(figures_build(t, fs, err, sizeof err), 0, "%s", err);
}

static const fig_chart_t *chart(const fig_set_t *fs, const char *id)
{
    for (int i = 0; i < fs->n; i++)
        if (strcmp(fs->c[i].id, id) == 0)
            return &fs->c[i];
    return NULL;
}

static const char *cell_of(const csv_table_t *t, int r, const char *col)
{
    int c = csv_table_col(t, col);
    cr_assert_geq(c, 0, "no column %s", col);
    return csv_table_cell(t, r, c);
}

/* The one row whose cells match every (column, value) pair of kv (NULL-terminated;
 * a value "!x" matches every cell but x and the empty one), or -1. */
static int row_where(const csv_table_t *t, const char *const *kv)
{
    int found = -1;
    for (int r = 0; r < t->nrows; r++) {
        int ok = 1;
        for (int k = 0; kv[k] && ok; k += 2) {
            const char *v = cell_of(t, r, kv[k]);
            ok = kv[k + 1][0] == '!' ? *v && strcmp(v, kv[k + 1] + 1) != 0
                                     : strcmp(v, kv[k + 1]) == 0;
        }
        if (ok) {
            cr_assert_eq(found, -1, "two rows match (%s=%s...)", kv[0], kv[1]);
            found = r;
        }
    }
    return found;
}

/* The point p is column col of row r, with the interval lo_col..hi_col (NULL: none;
 * an empty interval cell: no interval drawn). */
static void expect_point(const csv_table_t *t, int r, const fig_point_t *p, const char *col,
                         const char *lo_col, const char *hi_col, const char *what)
{
    cr_assert_geq(r, 0, "%s: no CSV row", what);
    cr_expect_float_eq(p->y, atof(cell_of(t, r, col)), 1e-12, "%s: %s", what, col);
    int has = lo_col && *cell_of(t, r, lo_col) && *cell_of(t, r, hi_col);
    cr_expect_eq(p->has_ci, has, "%s: interval drawn %d, in the CSV %d", what, p->has_ci, has);
    if (has && p->has_ci) {
        cr_expect_float_eq(p->lo, atof(cell_of(t, r, lo_col)), 1e-12, "%s: %s", what, lo_col);
        cr_expect_float_eq(p->hi, atof(cell_of(t, r, hi_col)), 1e-12, "%s: %s", what, hi_col);
    }
}

/* Rows by turn position (README, "The CSV": seat all, position 1..P): their own chart,
 * point by point; and no other chart takes them for the seat rows or totals they sit
 * among (a run's CSV puts an agent's position rows before its total, whose seat is
 * also `all`): without them every other chart is the same. */
Test(figures, position_rows_get_their_chart_and_disturb_no_other)
{
    char dir[64], alt[128], err[512];
    tmpdir(dir, sizeof dir);
    csv_table_t t, u;
    fig_set_t a, b;
    /* dnup rotates the seats, so the agents have position rows of their own */
    run_and_chart(dir, "--game dnup --agents greedy,random -n 20 --sweep rounds_to_win=1,2", &t, &a);
    const fig_chart_t *pc = chart(&a, "win-rate-by-position");
    cr_assert_not_null(pc);
    cr_expect_eq(pc->nseries, 3, "greedy, random and all agents");
    int checked = 0;
    for (int k = 0; k < pc->nseries; k++) {
        const char *agent = strcmp(pc->s[k].name, "all agents") == 0 ? "all" : pc->s[k].name;
        cr_expect_eq(pc->s[k].n, 2, "%s: positions 1 and 2", agent);
        for (int j = 0; j < pc->s[k].n; j++) {
            char pos[8];
            snprintf(pos, sizeof pos, "%ld", lround(pc->s[k].p[j].x));
            const char *kv[] = {"baseline", "1", "agent", agent, "seat", "all", "position", pos,
                                NULL};
            expect_point(&t, row_where(&t, kv), &pc->s[k].p[j], "win_rate", "ci_low", "ci_high",
                         pc->s[k].name);
            checked++;
        }
    }
    cr_expect_eq(checked, 6);
    /* the same CSV without its position rows */
    snprintf(alt, sizeof alt, "%s/alt.csv", dir);
    FILE *f = fopen(alt, "w");
    cr_assert_not_null(f);
    for (int c = 0; c < t.ncols; c++)
        fprintf(f, "%s%s", c ? "," : "", t.header[c]);
    fputs("\r\n", f);
    int cp = csv_table_col(&t, "position"), dropped = 0;
    for (int r = 0; r < t.nrows; r++) {
        if (strcmp(csv_table_cell(&t, r, cp), "all") != 0) {
            dropped++;
            continue;
        }
        for (int c = 0; c < t.ncols; c++) {
            const char *v = csv_table_cell(&t, r, c);
            fprintf(f, strpbrk(v, ", \"") ? "%s\"%s\"" : "%s%s", c ? "," : "", v);
        }
        fputs("\r\n", f);
    }
    fclose(f);
    cr_expect_eq(dropped, 12, "2 settings x (greedy, random, all) x 2 positions");
    cr_assert_eq(csv_table_load(&u, alt, err, sizeof err), 0, "%s", err);
    cr_assert_eq(figures_build(&u, &b, err, sizeof err), 0, "%s", err);
    cr_expect_null(chart(&b, "win-rate-by-position"));
    /* a's charts less the position chart */
    int at = (int)(pc - a.c);
    fig_chart_t moved = a.c[at];
    memmove(&a.c[at], &a.c[at + 1], (size_t)(a.n - at - 1) * sizeof a.c[0]);
    a.c[a.n - 1] = moved;
    a.n--;
    same_charts(&a, &b);
    a.n++;
    figures_free(&a);
    figures_free(&b);
    csv_table_free(&t);
    csv_table_free(&u);
    cleanup(dir);
}

/* Titles and labels name the setting by its setting_name and the swept key by its
 * column, never the other columns (setting_name, baseline...) */
Test(figures, settings_are_named_by_setting_name)
{
    char dir[64];
    tmpdir(dir, sizeof dir);
    csv_table_t t;
    fig_set_t fs;
    run_and_chart(dir,
                  "--game dnup --agents greedy,random -n 8 --sweep rounds_to_win=1,2 "
                  "--sweep star_single_turn=true,false --baseline rounds_to_win=2,"
                  "star_single_turn=false",
                  &t, &fs);
    const fig_chart_t *c = chart(&fs, "win-rate-by-seat");
    cr_assert_not_null(c);
    cr_expect_str_eq(c->title, "dnup, 2 players: win rate by seat (baseline rounds_to_win=2 "
                               "star_single_turn=false)");
    c = chart(&fs, "sweep-win-rate");
    cr_assert_not_null(c);
    cr_expect_str_eq(c->xlabel, "rounds_to_win");
    /* the other key's values make the series: greedy and random, each per value */
    cr_assert_eq(c->nseries, 4);
    cr_expect_str_eq(c->s[0].name, "greedy, star_single_turn=false");
    cr_expect_str_eq(c->s[3].name, "random, star_single_turn=true");
    c = chart(&fs, "game-length");
    cr_assert_not_null(c);
    cr_assert_eq(c->nseries, 4);
    cr_expect(strncmp(c->s[0].name, "rounds_to_win=1 star_single_turn=false (mean ", 45) == 0,
              "%s", c->s[0].name);
    for (int i = 0; i < fs.n; i++) {
        cr_expect(!strstr(fs.c[i].title, "setting_name") && !strstr(fs.c[i].title, "baseline="),
                  "%s", fs.c[i].title);
        for (int k = 0; k < fs.c[i].nseries; k++)
            cr_expect(!strstr(fs.c[i].s[k].name, "setting_name"), "%s", fs.c[i].s[k].name);
    }
    /* a column named like a rule that setting_name does not name is no swept key */
    char alt[128], err[512];
    snprintf(alt, sizeof alt, "%s/alt.csv", dir);
    FILE *f = fopen(alt, "w");
    cr_assert_not_null(f);
    fputs("turn_cap", f);
    for (int c = 0; c < t.ncols; c++)
        fprintf(f, ",%s", t.header[c]);
    fputs("\r\n", f);
    for (int r = 0; r < t.nrows; r++) {
        fputs("5000", f);
        for (int c = 0; c < t.ncols; c++)
            fprintf(f, ",%s", csv_table_cell(&t, r, c));
        fputs("\r\n", f);
    }
    fclose(f);
    csv_table_t u;
    fig_set_t b;
    cr_assert_eq(csv_table_load(&u, alt, err, sizeof err), 0, "%s", err);
    cr_assert_eq(figures_build(&u, &b, err, sizeof err), 0, "%s", err);
    same_charts(&fs, &b);
    figures_free(&b);
    csv_table_free(&u);
    figures_free(&fs);
    csv_table_free(&t);
    cleanup(dir);
}

/* The balance figures and the paired changes: each point is its column of its
 * setting's row, with the interval of the columns <name>_low/_high (delta_ci_low/high
 * for delta_win_rate), the baseline's change 0 */
Test(figures, balance_figures_and_changes_come_from_their_columns)
{
    static const char *const fig_cols[][2] = {
        {"first-player advantage", "first_player_advantage"},
        {"seat 1 advantage", "seat1_advantage"},
        {"seat spread", "seat_spread"},
        {"position spread", "position_spread"},
        {"skill gap", "skill_gap"},
    };
    char dir[64];
    tmpdir(dir, sizeof dir);
    csv_table_t t;
    fig_set_t fs;
    run_and_chart(dir, "--game dnup --agents greedy,random -n 60 --sweep rounds_to_win=1,2,3", &t,
                  &fs);
    static const char *const ids[] = {"sweep-first-player", "sweep-spreads", "sweep-skill-gap",
                                      "balance"};
    int checked = 0, intervals = 0;
    for (int i = 0; i < 4; i++) {
        const fig_chart_t *c = chart(&fs, ids[i]);
        cr_assert_not_null(c, "%s", ids[i]);
        for (int k = 0; k < c->nseries; k++)
            for (int j = 0; j < c->s[k].n; j++) {
                const fig_point_t *p = &c->s[k].p[j];
                /* the balance chart: a category per figure, of the baseline */
                const char *label = c->ncat ? c->cat[lround(p->x) - 1] : c->s[k].name;
                const char *col = NULL;
                for (int f = 0; f < 5; f++)
                    if (strcmp(fig_cols[f][0], label) == 0)
                        col = fig_cols[f][1];
                cr_assert_not_null(col, "%s: series %s", ids[i], label);
                char x[16], lo[64], hi[64];
                snprintf(x, sizeof x, "%ld", lround(p->x));
                snprintf(lo, sizeof lo, "%s_low", col);
                snprintf(hi, sizeof hi, "%s_high", col);
                const char *kv[] = {"agent", "all", "seat", "all", "position", "all",
                                    c->ncat ? "baseline" : "rounds_to_win", c->ncat ? "1" : x,
                                    NULL};
                int r = row_where(&t, kv);
                expect_point(&t, r, p, col, csv_table_col(&t, lo) >= 0 ? lo : NULL, hi, label);
                checked++;
                intervals += p->has_ci;
            }
    }
    /* 3 settings x (2 + 2 + 1) figures, and 4 in the balance chart */
    cr_expect_eq(checked, 19);
    cr_expect_eq(intervals, 15, "every figure but seat 1's advantage has its interval");
    const fig_chart_t *c = chart(&fs, "sweep-change");
    cr_assert_not_null(c);
    cr_assert_eq(c->nseries, 2);
    for (int k = 0; k < c->nseries; k++) {
        cr_assert_eq(c->s[k].n, 3, "%s", c->s[k].name);
        for (int j = 0; j < 3; j++) {
            const fig_point_t *p = &c->s[k].p[j];
            char x[16];
            snprintf(x, sizeof x, "%ld", lround(p->x));
            const char *kv[] = {"agent", c->s[k].name, "seat", "all", "position", "all",
                                "rounds_to_win", x, NULL};
            int r = row_where(&t, kv);
            cr_assert_geq(r, 0);
            if (strcmp(cell_of(&t, r, "baseline"), "1") == 0)
                cr_expect(p->y == 0 && !p->has_ci, "the baseline's change is 0");
            else
                expect_point(&t, r, p, "delta_win_rate", "delta_ci_low", "delta_ci_high",
                             c->s[k].name);
        }
    }
    figures_free(&fs);
    csv_table_free(&t);
    cleanup(dir);
}

/* A swept agent setting changes the agent's spec from setting to setting
 * (mcts:iters=2, mcts:iters=4): the agent is one series all the same */
Test(figures, an_agent_sweep_follows_the_agent_across_its_specs)
{
    char dir[64];
    tmpdir(dir, sizeof dir);
    csv_table_t t;
    fig_set_t fs;
    run_and_chart(dir, "--game dnup --agents random,mcts:iters=3 -n 8 --sweep agent2.iters=2,4,8",
                  &t, &fs);
    const fig_chart_t *c = chart(&fs, "sweep-win-rate");
    cr_assert_not_null(c);
    cr_expect_str_eq(c->xlabel, "agent2.iters");
    cr_assert_eq(c->nseries, 2);
    cr_expect_str_eq(c->s[0].name, "random");
    cr_expect_str_eq(c->s[1].name, "mcts (as swept)");
    for (int k = 0; k < 2; k++) {
        cr_assert_eq(c->s[k].n, 3, "%s", c->s[k].name);
        for (int j = 0; j < 3; j++) {
            char x[16], spec[32];
            snprintf(x, sizeof x, "%ld", lround(c->s[k].p[j].x));
            snprintf(spec, sizeof spec, "mcts:iters=%s", x);
            const char *kv[] = {"agent", k ? spec : "random", "seat", "all", "position", "all",
                                "agent2.iters", x, NULL};
            expect_point(&t, row_where(&t, kv), &c->s[k].p[j], "win_rate", "ci_low", "ci_high",
                         spec);
        }
    }
    figures_free(&fs);
    csv_table_free(&t);
    cleanup(dir);
}

/* CSVs of versions before setting_name (the published studies' until they are re-run):
 * a swept key is a column named like a rule of the game or an agent setting; another
 * column where the keys used to stand is not one */
Test(figures, csvs_without_setting_name_find_keys_by_rule_name)
{
    char dir[64], csv[128], err[512];
    tmpdir(dir, sizeof dir);
    snprintf(csv, sizeof csv, "%s/old.csv", dir);
    FILE *f = fopen(csv, "w");
    cr_assert_not_null(f);
    fputs("game,players,seed,setting,note,rounds_to_win,baseline,agent,seat,games,win_rate,"
          "ci_low,ci_high,seat_spread\r\n",
          f);
    for (int set = 0; set < 2; set++)
        for (int a = 0; a < 3; a++)
            for (int seat = 0; seat <= 2; seat++)
                fprintf(f, "dnup,2,1,%d,x%d,%d,%d,%s,%s,10,%.2f,0.1,0.9,0.05\r\n", set, set,
                        set + 1, set == 0, a == 0 ? "greedy" : a == 1 ? "random" : "all",
                        seat ? (seat == 1 ? "1" : "2") : "all", 0.1 * (a + 1) + 0.01 * set);
    fclose(f);
    csv_table_t t;
    fig_set_t fs;
    cr_assert_eq(csv_table_load(&t, csv, err, sizeof err), 0, "%s", err);
    cr_assert_eq(figures_build(&t, &fs, err, sizeof err), 0, "%s", err);
    const fig_chart_t *c = chart(&fs, "sweep-win-rate");
    cr_assert_not_null(c);
    cr_expect_str_eq(c->xlabel, "rounds_to_win");
    cr_expect_eq(c->nseries, 2, "greedy and random: the note is no key");
    cr_expect_str_eq(chart(&fs, "win-rate-by-seat")->title,
                     "dnup, 2 players: win rate by seat (baseline rounds_to_win=1)");
    cr_expect_null(chart(&fs, "win-rate-by-position"), "no position column, no position chart");
    cr_assert_eq(c->s[1].n, 2);
    cr_expect_float_eq(c->s[1].p[1].y, 0.21, 1e-12, "random at rounds_to_win=2");
    figures_free(&fs);
    csv_table_free(&t);
    cleanup(dir);
}

/* ---- deck studies: the pairs, ratings and cards CSVs of --decks ---- */

/* A round robin of three decks under two lineups into dir/s.csv (and -ratings,
 * -cards); the CSV `suffix` loaded into t and its charts into fs. */
static void deck_study(const char *dir, int run, const char *suffix, csv_table_t *t, fig_set_t *fs)
{
    char cmd[1024], csv[160], err[512];
    if (run) {
        snprintf(cmd, sizeof cmd,
                 "%s --game dinn --decks " DECKS "camelot.txt," DECKS "infernal.txt," DECKS
                 "wild-hunt.txt --agents greedy,greedy --agents random,random -n 20 -t 1 -q "
                 "-o %s/s.csv",
                 SIMULATE_BIN, dir);
        cr_assert_eq(system(cmd), 0, "%s", cmd);
    }
    snprintf(csv, sizeof csv, "%s/s%s.csv", dir, suffix);
    cr_assert_eq(csv_table_load(t, csv, err, sizeof err), 0, "%s", err);
    cr_assert_eq(figures_build(t, fs, err, sizeof err), 0, "%s", err);
}

/* Every id of fs once, of letters, digits, dots and dashes; and exactly the ids of
 * want (any order). */
static void expect_ids(const fig_set_t *fs, const char *const *want, const char *what)
{
    int n = 0;
    while (want[n])
        n++;
    cr_expect_eq(fs->n, n, "%s: %d charts, expected %d", what, fs->n, n);
    for (int i = 0; i < fs->n; i++) {
        const char *id = fs->c[i].id;
        cr_expect_eq(strspn(id, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-"),
                     strlen(id), "%s: id '%s' in safe characters", what, id);
        for (int j = 0; j < i; j++)
            cr_expect_neq(strcmp(id, fs->c[j].id), 0, "%s: id '%s' twice", what, id);
        int known = 0;
        for (int k = 0; k < n && !known; k++)
            known = strcmp(want[k], id) == 0;
        cr_expect(known, "%s: unexpected chart '%s'", what, id);
    }
}

Test(figures, deck_study_pairs_grouped_by_lineup_and_seat)
{
    char dir[64];
    tmpdir(dir, sizeof dir);
    csv_table_t t;
    fig_set_t fs;
    deck_study(dir, 1, "", &t, &fs);
    static const char *const ids[] = {
        "matrix-greedy", "matrix-greedy-seat1", "matrix-greedy-seat2", "field-greedy",
        "matrix-random", "matrix-random-seat1", "matrix-random-seat2", "field-random", NULL};
    expect_ids(&fs, ids, "pairs");
    /* each matrix cell is the CSV's win rate of its lineup, seat, deck and opponent */
    static const char *const lineups[][2] = {{"greedy", "1"}, {"random", "2"}};
    static const char *const seats[][2] = {{"", "all"}, {"-seat1", "1"}, {"-seat2", "2"}};
    for (int l = 0; l < 2; l++)
        for (int s = 0; s < 3; s++) {
            char id[64];
            snprintf(id, sizeof id, "matrix-%s%s", lineups[l][0], seats[s][0]);
            const fig_chart_t *c = chart(&fs, id);
            cr_assert_not_null(c, "%s", id);
            cr_assert(c->matrix && c->nr == 3 && c->nc == 3, "%s: 3 x 3", id);
            for (int i = 0; i < 3; i++)
                for (int j = 0; j < 3; j++) {
                    const char *kv[] = {"lineup", lineups[l][1], "seat", seats[s][1], "deck",
                                        c->rlab[i], "opponent", c->clab[j], NULL};
                    int r = row_where(&t, kv);
                    cr_assert_geq(r, 0, "%s: %s against %s", id, c->rlab[i], c->clab[j]);
                    cr_expect_float_eq(c->m[i * 3 + j], atof(cell_of(&t, r, "win_rate")), 1e-12,
                                       "%s: %s against %s", id, c->rlab[i], c->clab[j]);
                }
        }
    /* the field: a series per seat value, pooled first, best first by it */
    const fig_chart_t *c = chart(&fs, "field-greedy");
    cr_assert_not_null(c);
    cr_assert_eq(c->nseries, 3);
    cr_expect_str_eq(c->s[0].name, "both seat orders");
    cr_expect_str_eq(c->s[1].name, "in seat 1");
    cr_expect_str_eq(c->s[2].name, "in seat 2");
    cr_assert_eq(c->ncat, 3);
    for (int k = 0; k < 3; k++) {
        const char *kv[] = {"lineup", "1", "seat", "all", "deck", c->cat[k], "opponent", "all",
                            NULL};
        expect_point(&t, row_where(&t, kv), &c->s[0].p[k], "win_rate", "ci_low", "ci_high",
                     c->cat[k]);
        if (k)
            cr_expect_geq(c->s[0].p[k - 1].y, c->s[0].p[k].y, "best first");
        /* the matrix in the same order */
        cr_expect_str_eq(chart(&fs, "matrix-greedy")->rlab[k], c->cat[k]);
    }
    cr_expect(strstr(c->title, "greedy,greedy") != NULL, "the title names the lineup: %s",
              c->title);
    figures_free(&fs);
    csv_table_free(&t);

    /* the ratings: strength and field per lineup, by rank; every lineup in one chart */
    deck_study(dir, 0, "-ratings", &t, &fs);
    static const char *const rids[] = {"strength-greedy", "field-greedy", "strength-random",
                                       "field-random", "strength-by-lineup", NULL};
    expect_ids(&fs, rids, "ratings");
    c = chart(&fs, "strength-random");
    cr_assert_not_null(c);
    cr_assert_eq(c->ncat, 3);
    for (int k = 0; k < 3; k++) {
        char rank[8];
        snprintf(rank, sizeof rank, "%d", k + 1);
        const char *kv[] = {"lineup", "2", "rank", rank, NULL};
        int r = row_where(&t, kv);
        cr_assert_geq(r, 0);
        cr_expect_str_eq(c->cat[k], cell_of(&t, r, "deck"));
        expect_point(&t, r, &c->s[0].p[k], "elo", "elo_low", "elo_high", c->cat[k]);
        expect_point(&t, r, &chart(&fs, "field-random")->s[0].p[k], "field_win_rate",
                     "field_ci_low", "field_ci_high", c->cat[k]);
    }
    c = chart(&fs, "strength-by-lineup");
    cr_assert_eq(c->nseries, 2);
    cr_expect_str_eq(c->s[1].name, "lineup 2, agents random,random");
    figures_free(&fs);
    csv_table_free(&t);

    /* the cards: per lineup and deck, not the pool over decks; best first, across */
    deck_study(dir, 0, "-cards", &t, &fs);
    static const char *const cids[] = {
        "cards-greedy-camelot", "cards-greedy-infernal", "cards-greedy-wild-hunt",
        "cards-random-camelot", "cards-random-infernal", "cards-random-wild-hunt", NULL};
    expect_ids(&fs, cids, "cards");
    c = chart(&fs, "cards-random-infernal");
    cr_assert_not_null(c);
    cr_expect(c->horizontal && c->zero && c->percent && c->points);
    int n = 0;
    for (int r = 0; r < t.nrows; r++)
        n += strcmp(cell_of(&t, r, "lineup"), "2") == 0 &&
             strcmp(cell_of(&t, r, "deck"), "infernal") == 0 && *cell_of(&t, r, "drawn_minus_not");
    cr_expect_eq(c->ncat, n, "every card of the deck with a figure: %d of %d", c->ncat, n);
    for (int k = 0; k < c->ncat; k++) {
        const char *kv[] = {"lineup", "2", "deck", "infernal", "card", c->cat[k], NULL};
        expect_point(&t, row_where(&t, kv), &c->s[0].p[k], "drawn_minus_not",
                     "drawn_minus_not_low", "drawn_minus_not_high", c->cat[k]);
        if (k)
            cr_expect_geq(c->s[0].p[k - 1].y, c->s[0].p[k].y, "best first");
    }
    /* the gnuplot script draws it across */
    char *script = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&script, &len);
    plot_script(c, f, "/tmp/x", "png", "s-cards.csv");
    fclose(f);
    cr_expect(strstr(script, "xerrorbars") && strstr(script, ":0.4]"), "%s", script);
    free(script);
    figures_free(&fs);
    csv_table_free(&t);
    cleanup(dir);
}

/* Groups whose names would be the same get a number; a lineup told apart only by its
 * number is named by it; a column that never varies names no file. */
Test(figures, deck_study_file_names_are_unique)
{
    char dir[64], csv[128], err[512];
    tmpdir(dir, sizeof dir);
    snprintf(csv, sizeof csv, "%s/p.csv", dir);
    FILE *f = fopen(csv, "w");
    cr_assert_not_null(f);
    fputs("game,lineup,agents,deck,opponent,seat,win_rate\r\n", f);
    static const char *const agents[] = {"\"a b\"", "a-b", "mcts", "mcts"};
    for (int l = 0; l < 4; l++)
        fprintf(f, "dinn,%d,%s,x,y,all,0.6\r\ndinn,%d,%s,y,x,all,0.4\r\n"
                   "dinn,%d,%s,x,all,all,0.6\r\ndinn,%d,%s,y,all,all,0.4\r\n",
                l + 1, agents[l], l + 1, agents[l], l + 1, agents[l], l + 1, agents[l]);
    fclose(f);
    csv_table_t t;
    fig_set_t fs;
    cr_assert_eq(csv_table_load(&t, csv, err, sizeof err), 0, "%s", err);
    cr_assert_eq(figures_build(&t, &fs, err, sizeof err), 0, "%s", err);
    /* agents and lineup do not change together here: both name the files */
    static const char *const ids[] = {"matrix-a-b-lineup1", "field-a-b-lineup1",
                                      "matrix-a-b-lineup2", "field-a-b-lineup2",
                                      "matrix-mcts-lineup3", "field-mcts-lineup3",
                                      "matrix-mcts-lineup4", "field-mcts-lineup4", NULL};
    expect_ids(&fs, ids, "lineups");
    figures_free(&fs);
    csv_table_free(&t);
    /* agents alone: "a b" and "a-b" would both be a-b */
    f = fopen(csv, "w");
    fputs("game,agents,deck,opponent,win_rate\r\n"
          "dinn,\"a b\",x,y,0.6\r\ndinn,a-b,x,y,0.6\r\ndinn,\"a,a\",x,y,0.6\r\n",
          f);
    fclose(f);
    cr_assert_eq(csv_table_load(&t, csv, err, sizeof err), 0, "%s", err);
    cr_assert_eq(figures_build(&t, &fs, err, sizeof err), 0, "%s", err);
    static const char *const ids2[] = {"matrix-a-b", "matrix-a-b-2", "matrix-a", NULL};
    expect_ids(&fs, ids2, "colliding names");
    cr_expect_str_eq(fs.c[1].id, "matrix-a-b-2");
    figures_free(&fs);
    csv_table_free(&t);
    cleanup(dir);
}

/* The optimiser's log: each step's survivor with its paired difference and interval,
 * accepted or not; the rounds' candidates are left to the data sheet. */
Test(figures, optimiser_log_steps)
{
    char dir[64], csv[128], err[512];
    tmpdir(dir, sizeof dir);
    snprintf(csv, sizeof csv, "%s/o.csv", dir);
    FILE *f = fopen(csv, "w");
    cr_assert_not_null(f);
    fputs("game,agents,deck,step,round,candidate,score_diff,score_diff_low,score_diff_high,status\r\n"
          "dinn,\"greedy,greedy\",d,1,0,a -> b,0.1,0.02,0.18,kept\r\n"
          "dinn,\"greedy,greedy\",d,1,1,a -> b,0.04,0.03,0.05,accepted\r\n"
          "dinn,\"greedy,greedy\",d,2,0,c -> e,0.1,-0.02,0.22,kept\r\n"
          "dinn,\"greedy,greedy\",d,2,1,c -> e,0.01,-0.01,0.03,rejected\r\n",
          f);
    fclose(f);
    csv_table_t t;
    fig_set_t fs;
    cr_assert_eq(csv_table_load(&t, csv, err, sizeof err), 0, "%s", err);
    cr_assert_eq(figures_build(&t, &fs, err, sizeof err), 0, "%s", err);
    cr_assert_eq(fs.n, 1);
    const fig_chart_t *c = chart(&fs, "steps");
    cr_assert_not_null(c);
    cr_assert_eq(c->ncat, 2);
    cr_expect_str_eq(c->cat[0], "1: a -> b");
    cr_expect_str_eq(c->cat[1], "2: c -> e");
    cr_assert_eq(c->nseries, 2);
    cr_expect_str_eq(c->s[0].name, "accepted");
    cr_expect_str_eq(c->s[1].name, "not accepted");
    expect_point(&t, 1, &c->s[0].p[0], "score_diff", "score_diff_low", "score_diff_high", "step 1");
    expect_point(&t, 3, &c->s[1].p[0], "score_diff", "score_diff_low", "score_diff_high", "step 2");
    figures_free(&fs);
    csv_table_free(&t);
    cleanup(dir);
}

/* Several runs in one CSV with a matchup column that is no "A vs B" (the study
 * scripts' "greedy x3"): the first-player advantage of each run's baseline, point by
 * point from its row, categories by player count; and every run keeps its own charts
 * (it is no agent ladder). */
Test(figures, runs_of_a_study_get_the_first_player_advantage_across_them)
{
    char dir[64], cmd[2048], err[512], csv[128];
    tmpdir(dir, sizeof dir);
    snprintf(cmd, sizeof cmd,
             "cd %s && %s --game tin-dragon --agents greedy,greedy -n 200 -q -o a.csv "
             "--sweep keep_target=4,5 && "
             "%s --game tin-dragon --agents greedy,greedy,greedy -n 300 -q -o b.csv "
             "--sweep keep_target=4,5 && "
             "{ head -n 1 a.csv | sed 's/^/matchup,/'; tail -n +2 a.csv | sed 's/^/greedy x2,/'; "
             "tail -n +2 b.csv | sed 's/^/greedy x3,/'; } > r.csv",
             dir, SIMULATE_BIN, SIMULATE_BIN);
    cr_assert_eq(system(cmd), 0, "%s", cmd);
    snprintf(csv, sizeof csv, "%s/r.csv", dir);
    csv_table_t t;
    fig_set_t fs;
    cr_assert_eq(csv_table_load(&t, csv, err, sizeof err), 0, "%s", err);
    cr_assert_eq(figures_build(&t, &fs, err, sizeof err), 0, "%s", err);
    cr_assert_null(chart(&fs, "ladder"));
    const fig_chart_t *c = chart(&fs, "first-player-advantage");
    cr_assert_not_null(c);
    cr_assert_eq(c->ncat, 2);
    cr_expect_str_eq(c->cat[0], "2");
    cr_expect_str_eq(c->cat[1], "3");
    /* "greedy x2" at 2 players and "greedy x3" at 3: one series, greedy self-play */
    cr_assert_eq(c->nseries, 1);
    cr_expect_str_eq(c->s[0].name, "greedy self-play");
    cr_assert_eq(c->s[0].n, 2, "the baselines only");
    for (int k = 0; k < 2; k++) {
        const char *m = k ? "greedy x3" : "greedy x2";
        const char *kv[] = {"matchup", m, "baseline", "1", "agent", "all", "seat", "all",
                            "position", "all", NULL};
        expect_point(&t, row_where(&t, kv), &c->s[0].p[k], "first_player_advantage",
                     "first_player_advantage_low", "first_player_advantage_high", m);
    }
    /* each run's own charts are there too */
    int by_position = 0;
    for (int i = 0; i < fs.n; i++)
        by_position += strstr(fs.c[i].id, "win-rate-by-position") != NULL;
    cr_expect_eq(by_position, 2, "one position chart per run");
    figures_free(&fs);
    csv_table_free(&t);
    cleanup(dir);
}

/* experiments/mcts_strength.sh's CSV: win rate against the cost of a decision, a series
 * per playout depth and exploration constant, points read from their rows. */
Test(figures, strength_per_instruction_from_its_rows)
{
    char dir[64], csv[128], err[512];
    tmpdir(dir, sizeof dir);
    snprintf(csv, sizeof csv, "%s/ms.csv", dir);
    FILE *f = fopen(csv, "w");
    cr_assert_not_null(f);
    fputs("game,players,settings,iters,depth,c,redeal,games,win_rate,ci_low,ci_high,score,"
          "decisions,ir_per_decision,ir_per_iter\n"
          "dinn,2,iters=25:depth=0:c=0.7,25,0,0.7,1,2000,0.689,0.668,0.709,0.6895,359,285577,11423\n"
          "dinn,2,iters=50:depth=0:c=0.7,50,0,0.7,1,2000,0.766,0.747,0.784,0.766,366,553628,11073\n"
          "dinn,2,iters=25:depth=8:c=0.7,25,8,0.7,1,2000,0.747,0.727,0.766,0.7475,328,155837,6233\n"
          "dinn,2,iters=100:depth=8:c=1,100,8,1,1,2000,0.81,0.792,0.827,0.8105,310,662583,6626\n",
          f);
    fclose(f);
    csv_table_t t;
    fig_set_t fs;
    cr_assert_eq(csv_table_load(&t, csv, err, sizeof err), 0, "%s", err);
    cr_assert_eq(figures_build(&t, &fs, err, sizeof err), 0, "%s", err);
    const fig_chart_t *c = chart(&fs, "strength-per-instruction");
    cr_assert_not_null(c);
    cr_assert_eq(c->nseries, 3, "full playouts, 8 moves at c 0.7, 8 moves at c 1");
    cr_expect_str_eq(c->s[0].name, "full playouts, c 0.7");
    cr_assert_eq(c->s[0].n, 2);
    cr_expect_float_eq(c->s[0].p[1].x, 0.553628, 1e-9);
    cr_expect_float_eq(c->s[0].p[1].y, 0.766, 1e-9);
    cr_expect(c->s[0].p[1].has_ci && fabs(c->s[0].p[1].lo - 0.747) < 1e-9 &&
              fabs(c->s[0].p[1].hi - 0.784) < 1e-9);
    cr_expect_str_eq(c->s[2].name, "playouts of 8 moves, c 1");
    figures_free(&fs);
    csv_table_free(&t);
    cleanup(dir);
}
