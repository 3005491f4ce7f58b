/* replay.c - simulate replay (replay.h): a traced game re-played with the game's own
 * code, checked step by step against the trace, printed in words. */
#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cli_internal.h"
#include "json.h"
#include "registry.h"
#include "replay.h"
#include "rules.h"
#include "textbuf.h" /* text_wrap: replay prints for a reader, as play does */
#include "trace.h"

#define REPLAY_TEXT TRACE_TEXT /* state_json, describe_move and view_text buffers */
#define REPLAY_DETERMINIZATIONS 4 /* worlds tried when asking if a move is public */

/* ---- events the game reports while the replay plays (trace_event.h) ---- */

typedef struct captured {
    trace_sink_t sink;
    char **ev;
    int n, cap, next; /* next: the first not yet matched with a trace line */
    int failed;       /* out of memory */
} captured_t;

static void capture_event(void *ctx, const char *json)
{
    captured_t *c = ctx;
    if (c->n == c->cap) {
        int cap = c->cap ? 2 * c->cap : 16;
        char **ev = realloc(c->ev, (size_t)cap * sizeof *ev);
        if (!ev) {
            c->failed = 1;
            return;
        }
        c->ev = ev;
        c->cap = cap;
    }
    if (!(c->ev[c->n] = strdup(json))) {
        c->failed = 1;
        return;
    }
    c->n++;
}

static void captured_clear(captured_t *c)
{
    for (int i = 0; i < c->n; i++)
        free(c->ev[i]);
    c->n = c->next = 0;
}

/* ---- the replay's working set ---- */

typedef struct line {
    char *text;
    long lineno;
} line_t;

typedef struct replay {
    const replay_opts_t *o;
    FILE *out;
    replay_stats_t *stats;
    char *err;
    size_t errn;
    const game_t *g;
    void *rules;
    int players;
    unsigned long long seed;
    const char *version;
    char agents[MAX_SEATS][AGENT_SPEC_MAX];
    /* the game being replayed */
    long long game;
    void *st, *tmp, *alt;
    move_t *moves, *moves2;
    char *buf, *buf2, *buf3;
    uint8_t *obs, *obs2;
    size_t obs_cap;
    captured_t cap;
    int view_note; /* the "no text view" note was printed */
} replay_t;

static int mismatch(replay_t *r, long lineno, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static int bad(replay_t *r, long lineno, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static int report(replay_t *r, int code, long lineno, const char *fmt, va_list ap)
{
    int k = snprintf(r->err, r->errn, "%s:%ld: ", cli_shown(r->o->path), lineno);
    if (k >= 0 && (size_t)k < r->errn)
        vsnprintf(r->err + k, r->errn - (size_t)k, fmt, ap);
    return code;
}

/* The trace and the replay differ: exit status 1. */
static int mismatch(replay_t *r, long lineno, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = report(r, 1, lineno, fmt, ap);
    va_end(ap);
    return rc;
}

/* The trace is not what a trace should be: exit status 2. */
static int bad(replay_t *r, long lineno, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = report(r, 2, lineno, fmt, ap);
    va_end(ap);
    return rc;
}

/* ---- JSON values in words ---- */

typedef struct words {
    char *b;
    size_t n, len;
} words_t;

static void wput(words_t *w, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void wput(words_t *w, const char *fmt, ...)
{
    if (w->len >= w->n)
        return;
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(w->b + w->len, w->n - w->len, fmt, ap);
    va_end(ap);
    if (k > 0)
        w->len = w->len + (size_t)k < w->n ? w->len + (size_t)k : w->n - 1;
}

/* A key or kind in words: underscores become spaces. */
static void wname(words_t *w, const char *s)
{
    for (; *s && w->len + 1 < w->n; s++)
        w->b[w->len++] = *s == '_' ? ' ' : *s;
    w->b[w->len] = '\0';
}

static void wvalue(words_t *w, const json_doc_t *d, int v)
{
    const json_node_t *x = &d->nodes[v];
    switch (x->type) {
    case JSON_NULL: wput(w, "none"); break;
    case JSON_TRUE: wput(w, "yes"); break;
    case JSON_FALSE: wput(w, "no"); break;
    case JSON_NUMBER: wput(w, "%.15g", x->num); break;
    case JSON_STRING: wput(w, "%s", json_str(d, v)); break;
    case JSON_ARRAY:
        if (x->count == 0)
            wput(w, "none");
        for (int c = x->first, i = 0; c >= 0; c = d->nodes[c].next, i++) {
            if (i)
                wput(w, ", ");
            wvalue(w, d, c);
        }
        break;
    case JSON_OBJECT:
        wput(w, "(");
        for (int c = x->first, i = 0; c >= 0; c = d->nodes[c].next, i++) {
            if (i)
                wput(w, ", ");
            wname(w, json_key(d, c));
            wput(w, " ");
            wvalue(w, d, c);
        }
        wput(w, ")");
        break;
    }
}

/* Whether seat (1..) is in the event's "seen_by" list; 1 when it has none (public). */
static int event_seen_by(const json_doc_t *d, int ev, int seat)
{
    int sb = json_get(d, ev, "seen_by");
    if (sb < 0 || d->nodes[sb].type != JSON_ARRAY)
        return 1;
    for (int c = d->nodes[sb].first; c >= 0; c = d->nodes[c].next)
        if (d->nodes[c].type == JSON_NUMBER && (int)d->nodes[c].num == seat)
            return 1;
    return 0;
}

/* Members of an event that stay readable when the event is hidden from the seat
 * shown: who, when, why and how many, never what. */
static int public_member(const char *key)
{
    static const char *const keys[] = {"seat", "round", "why", "count", "reveal", "deal", NULL};
    for (int i = 0; keys[i]; i++)
        if (strcmp(key, keys[i]) == 0)
            return 1;
    return 0;
}

/* One event as a line of words: "deal: seat 1, why setup, cards A, B; seen by seat
 * 1". hidden: the seat shown did not see it: only its public members, and array
 * lengths. The whole state some events carry (deal_end) is never printed. */
static void event_words(words_t *w, const json_doc_t *d, int ev, int hidden)
{
    const char *kind = json_get_str(d, ev, "event");
    wname(w, kind ? kind : "event");
    int any = 0;
    for (int c = d->nodes[ev].first; c >= 0; c = d->nodes[c].next) {
        const char *key = json_key(d, c);
        if (strcmp(key, "event") == 0 || strcmp(key, "seen_by") == 0 ||
            strcmp(key, "state") == 0)
            continue;
        if (hidden && !public_member(key)) {
            if (d->nodes[c].type != JSON_ARRAY)
                continue;
            wput(w, "%s", any ? ", " : ": ");
            wname(w, key);
            wput(w, " %d hidden", d->nodes[c].count);
            any = 1;
            continue;
        }
        wput(w, "%s", any ? ", " : ": ");
        wname(w, key);
        wput(w, " ");
        wvalue(w, d, c);
        any = 1;
    }
    int sb = json_get(d, ev, "seen_by");
    if (sb >= 0 && d->nodes[sb].type == JSON_ARRAY && d->nodes[sb].count == 0) {
        wput(w, "; seen by no one"); /* a face-down deal: the cards stay hidden */
    } else if (sb >= 0 && d->nodes[sb].type == JSON_ARRAY) {
        wput(w, "; seen by seat%s ", d->nodes[sb].count == 1 ? "" : "s");
        wvalue(w, d, sb);
        if (hidden)
            wput(w, " only");
    }
}

/* ---- the state compared with the trace's ---- */

/* The first place two JSON values differ, as a path ("players[1].hand[3]") with both
 * values; 0 when they are equal. */
static int json_diff(const json_doc_t *a, int x, const json_doc_t *b, int y, char *path,
                     size_t pn, size_t plen)
{
    const json_node_t *nx = &a->nodes[x], *ny = &b->nodes[y];
    size_t lx, ly;
    const char *rx = json_raw(a, x, &lx), *ry = json_raw(b, y, &ly);
    if (lx == ly && memcmp(rx, ry, lx) == 0)
        return 0;
    if (nx->type == ny->type && (nx->type == JSON_OBJECT || nx->type == JSON_ARRAY) &&
        nx->count == ny->count) {
        for (int cx = nx->first, cy = ny->first; cx >= 0 && cy >= 0;
             cx = a->nodes[cx].next, cy = b->nodes[cy].next) {
            size_t l = plen;
            if (nx->type == JSON_OBJECT) {
                if (strcmp(json_key(a, cx), json_key(b, cy)) != 0)
                    break;
                l += (size_t)snprintf(path + plen, plen < pn ? pn - plen : 0, "%s%s",
                                      plen ? "." : "", json_key(a, cx));
            } else {
                int i = 0;
                for (int c = nx->first; c != cx; c = a->nodes[c].next)
                    i++;
                l += (size_t)snprintf(path + plen, plen < pn ? pn - plen : 0, "[%d]", i);
            }
            if (l >= pn)
                l = pn - 1;
            if (json_diff(a, cx, b, cy, path, pn, l))
                return 1;
            path[plen] = '\0';
        }
    }
    return 1;
}

/* A JSON text of len bytes (not NUL-terminated) for a message: as cli_shown shows it. */
static const char *shown_raw(const char *raw, size_t len)
{
    char buf[CLI_SHOWN + 2]; /* one byte more than shown: cli_shown then marks the cut */
    size_t k = len < sizeof buf - 1 ? len : sizeof buf - 1;
    memcpy(buf, raw, k);
    buf[k] = '\0';
    return cli_shown(buf);
}

/* "at PATH: the trace has X, the replay Y" for two state texts that differ. */
static void describe_difference(const char *trace_state, size_t tlen, const char *ours,
                                char *out, size_t n)
{
    json_doc_t a = {0}, b = {0};
    char e[128], path[256] = "";
    if (json_parse(&a, trace_state, tlen, e, sizeof e) ||
        json_parse(&b, ours, strlen(ours), e, sizeof e)) {
        snprintf(out, n, "(the replay's state_json is not valid JSON: %s)", e);
        json_free(&a);
        json_free(&b);
        return;
    }
    json_diff(&a, 0, &b, 0, path, sizeof path, 0);
    /* the node at path in each document */
    int x = 0, y = 0;
    const char *p = path;
    while (*p && x >= 0 && y >= 0) {
        if (*p == '.')
            p++;
        if (*p == '[') {
            int i = atoi(p + 1);
            x = json_at(&a, x, i);
            y = json_at(&b, y, i);
            const char *close = strchr(p, ']');
            p = close ? close + 1 : p + strlen(p);
        } else {
            char key[128];
            size_t k = 0;
            while (*p && *p != '.' && *p != '[' && k < sizeof key - 1)
                key[k++] = *p++;
            key[k] = '\0';
            x = json_get(&a, x, key);
            y = json_get(&b, y, key);
        }
    }
    size_t lx = 0, ly = 0;
    const char *rx = x >= 0 ? json_raw(&a, x, &lx) : "", *ry = y >= 0 ? json_raw(&b, y, &ly) : "";
    snprintf(out, n, "at %s: the trace has %s, the replay %s",
             path[0] ? cli_shown(path) : "the top", shown_raw(rx, lx), shown_raw(ry, ly));
    json_free(&a);
    json_free(&b);
}

/* ---- what the seat shown can tell about another seat's move ---- */

static size_t observe_into(replay_t *r, const void *st, int seat, uint8_t **buf)
{
    size_t len = r->g->observe(st, seat, *buf, r->obs_cap);
    if (len > r->obs_cap) {
        size_t cap = len * 2;
        uint8_t *a = realloc(r->obs, cap), *b = a ? realloc(r->obs2, cap) : NULL;
        if (a)
            r->obs = a;
        if (b)
            r->obs2 = b;
        if (!a || !b)
            return (size_t)-1;
        r->obs_cap = cap;
        *buf = *buf == r->obs2 ? r->obs2 : r->obs;
        len = r->g->observe(st, seat, *buf, r->obs_cap);
    }
    return len;
}

/* Whether `viewer` can tell which move m (of another seat, in state st, with chance
 * from rng) was played, so its text may be shown: no other legal move with a different
 * text, in st or in a world the viewer cannot tell from st (determinize), leaves the
 * viewer with the same observation after it. A face-down card, or a pass hidden until
 * the viewer chooses, fails; a public play passes. Without observe: never public. */
static int move_is_public(replay_t *r, const void *st, move_t m, const rng_t *rng, int viewer)
{
    const game_t *g = r->g;
    if (!g->observe)
        return 0;
    rng_t c = *rng;
    memcpy(r->tmp, st, g->state_size);
    g->apply(r->tmp, m, &c);
    uint8_t *after = r->obs;
    size_t alen = observe_into(r, r->tmp, viewer, &after);
    if (alen == (size_t)-1)
        return 0;
    g->describe_move(st, m, r->buf2, REPLAY_TEXT);
    for (int w = 0; w <= REPLAY_DETERMINIZATIONS; w++) {
        memcpy(r->alt, st, g->state_size);
        if (w > 0) {
            rng_t dr;
            rng_seed(&dr, 0x5eedu + (uint64_t)w, (uint64_t)r->game);
            g->determinize(r->alt, viewer, &dr);
            if (g->to_move(r->alt) != g->to_move(st))
                continue;
        }
        int nm = g->legal_moves(r->alt, r->moves2);
        for (int i = 0; i < nm; i++) {
            g->describe_move(r->alt, r->moves2[i], r->buf3, REPLAY_TEXT);
            if (strcmp(r->buf3, r->buf2) == 0)
                continue;
            rng_t c2 = *rng;
            memcpy(r->tmp, r->alt, g->state_size);
            g->apply(r->tmp, r->moves2[i], &c2);
            uint8_t *o2 = r->obs2;
            size_t l2 = observe_into(r, r->tmp, viewer, &o2);
            if (l2 == (size_t)-1)
                return 0;
            if (l2 == alen && memcmp(r->obs, r->obs2, alen) == 0)
                return 0;
        }
    }
    return 1;
}

/* ---- printing ---- */

static void print_view(replay_t *r, const void *st, int seat)
{
    const game_t *g = r->g;
    if (!g->view_text) {
        if (!r->view_note)
            fprintf(r->out, "    (%s has no text view yet: moves and events only)\n", g->id);
        r->view_note = 1;
        return;
    }
    if (g->view_text(st, seat, r->buf, REPLAY_TEXT) < 0) {
        fprintf(r->out, "    (the view did not fit in %d bytes)\n", REPLAY_TEXT);
        return;
    }
    for (char *l = r->buf; *l;) {
        char *e = strchr(l, '\n');
        size_t len = e ? (size_t)(e - l) : strlen(l);
        if (len)
            fprintf(r->out, "    | %.*s\n", (int)len, l);
        else
            fputs("    |\n", r->out);
        l = e ? e + 1 : l + len;
    }
}

static void print_event(replay_t *r, const json_doc_t *d, int ev)
{
    char text[4096];
    words_t w = {text, sizeof text, 0};
    text[0] = '\0';
    int hidden = r->o->seat > 0 && !event_seen_by(d, ev, r->o->seat);
    event_words(&w, d, ev, hidden);
    /* broken at its separators as the human agent breaks what it hears (Dinn's battle
     * is one line of hundreds of characters), in r->buf, free between steps */
    if (text_wrap("  ", text, r->buf, REPLAY_TEXT) >= 0)
        fputs(r->buf, r->out);
    else
        fprintf(r->out, "  %s\n", text);
}

/* ---- one game ---- */

static const char *result_word(int res)
{
    return res == RESULT_WIN ? "win" : res == RESULT_DRAW ? "draw" : "loss";
}

/* The index of the next move or end line after line i, or -1. */
static int next_step(const line_t *lines, int nl, int i)
{
    for (int j = i + 1; j < nl; j++)
        if (!strstr(lines[j].text, "\"after_move\":"))
            return j;
    return -1;
}

/* Which of the legal moves with the chosen text was played: the only one, or the first
 * whose result matches the state of the next move line. */
static move_t pick_move(replay_t *r, const move_t *cand, int ncand, const rng_t *chance,
                        const line_t *lines, int nl, int i)
{
    if (ncand == 1)
        return cand[0];
    int j = next_step(lines, nl, i);
    json_doc_t d = {0};
    char e[128];
    move_t pick = cand[0];
    if (j >= 0 && !json_parse(&d, lines[j].text, strlen(lines[j].text), e, sizeof e)) {
        int s = json_get(&d, 0, "state");
        if (s >= 0 && d.nodes[s].type == JSON_OBJECT) {
            size_t len;
            const char *raw = json_raw(&d, s, &len);
            for (int k = 0; k < ncand; k++) {
                rng_t c = *chance;
                memcpy(r->tmp, r->st, r->g->state_size);
                r->g->apply(r->tmp, cand[k], &c);
                if (r->g->state_json(r->tmp, r->buf2, REPLAY_TEXT) > 0 &&
                    strlen(r->buf2) == len && memcmp(r->buf2, raw, len) == 0) {
                    pick = cand[k];
                    break;
                }
            }
        }
    }
    json_free(&d);
    return pick;
}

/* A move line: check the seat, the state and the legal moves; print; play it. */
static int step_move(replay_t *r, const line_t *lines, int nl, int i, const json_doc_t *d,
                     long long *expect, rng_t *chance)
{
    const game_t *g = r->g;
    const line_t *ln = &lines[i];
    long long mv, seat1;
    if (json_get_int(d, 0, "move", &mv) || json_get_int(d, 0, "seat", &seat1))
        return bad(r, ln->lineno, "a move line needs whole-number \"move\" and \"seat\"");
    if (mv != *expect)
        return bad(r, ln->lineno, "game %lld: move %lld where move %lld was expected", r->game, mv,
                   *expect);
    if (r->cap.next < r->cap.n)
        return mismatch(r, ln->lineno,
                        "game %lld: before move %lld the replay reported an event the trace does "
                        "not have: %s",
                        r->game, mv, cli_shown(r->cap.ev[r->cap.next]));
    int seat = g->to_move(r->st);
    if (seat < 0)
        return mismatch(r, ln->lineno, "game %lld move %lld: the trace has a move by seat %lld, "
                                       "but the replayed game is over",
                        r->game, mv, seat1);
    if (seat + 1 != seat1)
        return mismatch(r, ln->lineno, "game %lld move %lld: the trace has seat %lld to move, the "
                                       "replay seat %d",
                        r->game, mv, seat1, seat + 1);
    /* the state before the move */
    int sn = json_get(d, 0, "state");
    if (sn >= 0 && d->nodes[sn].type == JSON_OBJECT) {
        size_t len;
        const char *raw = json_raw(d, sn, &len);
        if (g->state_json(r->st, r->buf, REPLAY_TEXT) <= 0)
            return mismatch(r, ln->lineno, "game %lld move %lld: state_json failed", r->game, mv);
        if (strlen(r->buf) != len || memcmp(r->buf, raw, len) != 0) {
            char diff[512];
            describe_difference(raw, len, r->buf, diff, sizeof diff);
            return mismatch(r, ln->lineno,
                            "game %lld: the state before move %lld (seat %lld) differs from "
                            "the trace %s; %s",
                            r->game, mv, seat1,
                            mv ? "after the previous move and its chance" : "after the setup",
                            diff);
        }
    }
    /* the legal moves, and the one chosen */
    const char *chosen = json_get_str(d, 0, "chosen");
    int lg = json_get(d, 0, "legal");
    if (!chosen || lg < 0 || d->nodes[lg].type != JSON_ARRAY)
        return bad(r, ln->lineno, "a move line needs \"legal\" and \"chosen\"");
    int n = g->legal_moves(r->st, r->moves);
    if (n != d->nodes[lg].count)
        return mismatch(r, ln->lineno, "game %lld move %lld (seat %lld plays '%s'): the trace "
                                       "lists %d legal moves, the replay %d",
                        r->game, mv, seat1, cli_shown(chosen), d->nodes[lg].count, n);
    move_t cand[64];
    int ncand = 0;
    for (int k = 0, c = d->nodes[lg].first; k < n; k++, c = d->nodes[c].next) {
        g->describe_move(r->st, r->moves[k], r->buf, REPLAY_TEXT);
        const char *t = json_str(d, c);
        if (!t || strcmp(t, r->buf) != 0)
            return mismatch(r, ln->lineno,
                            "game %lld move %lld (seat %lld plays '%s'): legal move %d is '%s' "
                            "in the trace, '%s' in the replay",
                            r->game, mv, seat1, cli_shown(chosen), k + 1, t ? cli_shown(t) : "?",
                            cli_shown(r->buf));
        if (strcmp(r->buf, chosen) == 0 && ncand < (int)(sizeof cand / sizeof cand[0]))
            cand[ncand++] = r->moves[k];
    }
    if (!ncand)
        return mismatch(r, ln->lineno, "game %lld move %lld: the chosen move '%s' of seat %lld is "
                                       "not among the replay's legal moves",
                        r->game, mv, cli_shown(chosen), seat1);
    move_t m = pick_move(r, cand, ncand, chance, lines, nl, i);
    /* print */
    const char *agent = json_get_str(d, 0, "agent");
    const int viewer = r->o->seat - 1; /* -1: everything */
    fprintf(r->out, "\nMove %lld: seat %d%s%s%s\n", mv, seat + 1, agent ? " (" : "",
            agent ? agent : "", agent ? ")" : "");
    if (!r->o->brief && (viewer < 0 || viewer == seat))
        print_view(r, r->st, seat);
    if (viewer < 0 || viewer == seat || move_is_public(r, r->st, m, chance, viewer))
        fprintf(r->out, "  seat %d: %s\n", seat + 1, chosen);
    else
        fprintf(r->out, "  seat %d moves (seat %d cannot tell what it played)\n", seat + 1,
                viewer + 1);
    /* play, with the game's events captured */
    captured_clear(&r->cap);
    trace_sink_install(&r->cap.sink);
    g->apply(r->st, m, chance);
    trace_sink_install(NULL);
    if (r->cap.failed)
        return bad(r, ln->lineno, "out of memory");
    (*expect)++;
    r->stats->moves++;
    if (r->o->on_state)
        r->o->on_state(r->o->ctx, g, r->st, r->game, *expect);
    return 0;
}

/* An event line against the next event the replay captured. */
static int step_event(replay_t *r, const line_t *ln, const json_doc_t *d, long long after)
{
    int ev = json_get(d, 0, "event");
    int am = json_get(d, 0, "after_move");
    if (ev < 0 || d->nodes[ev].type != JSON_OBJECT || am < 0)
        return bad(r, ln->lineno, "an event line needs \"after_move\" and an \"event\" object");
    long long a = -1;
    if (d->nodes[am].type != JSON_NULL && json_get_int(d, 0, "after_move", &a))
        return bad(r, ln->lineno, "\"after_move\" is neither null nor a move number");
    if (a != after)
        return bad(r, ln->lineno, "game %lld: an event after move %lld where the last move was %lld",
                   r->game, a, after);
    size_t len;
    const char *raw = json_raw(d, ev, &len);
    char where[64];
    if (after < 0)
        snprintf(where, sizeof where, "the setup");
    else
        snprintf(where, sizeof where, "move %lld", after);
    if (r->cap.next >= r->cap.n)
        return mismatch(r, ln->lineno, "game %lld: the trace has an event after %s that the "
                                       "replay does not report: %s",
                        r->game, where, shown_raw(raw, len));
    const char *ours = r->cap.ev[r->cap.next];
    if (strlen(ours) != len || memcmp(ours, raw, len) != 0)
        return mismatch(r, ln->lineno,
                        "game %lld: event %d after %s differs: the trace has %s, the replay %s",
                        r->game, r->cap.next + 1, where, shown_raw(raw, len), cli_shown(ours));
    r->cap.next++;
    r->stats->events++;
    print_event(r, d, ev);
    return 0;
}

/* The end line against the game's outcome. */
static int step_end(replay_t *r, const line_t *ln, const json_doc_t *d, long long nmoves)
{
    const game_t *g = r->g;
    if (r->cap.next < r->cap.n)
        return mismatch(r, ln->lineno, "game %lld: after the last move the replay reported an "
                                       "event the trace does not have: %s",
                        r->game, cli_shown(r->cap.ev[r->cap.next]));
    if (g->to_move(r->st) >= 0)
        return mismatch(r, ln->lineno, "game %lld ends in the trace after %lld moves, but the "
                                       "replayed game goes on (seat %d to move)",
                        r->game, nmoves, g->to_move(r->st) + 1);
    outcome_t o;
    memset(&o, 0, sizeof o);
    for (int s = 0; s < MAX_SEATS; s++)
        o.position[s] = (int8_t)s;
    g->outcome(r->st, &o);
    long long tm, rounds, turns;
    int res = json_get(d, 0, "result"), pts = json_get(d, 0, "points"),
        cap = json_get(d, 0, "capped");
    if (json_get_int(d, 0, "moves", &tm) || json_get_int(d, 0, "rounds", &rounds) ||
        json_get_int(d, 0, "turns", &turns) || res < 0 || pts < 0 || cap < 0 ||
        d->nodes[res].count != r->players || d->nodes[pts].count != r->players)
        return bad(r, ln->lineno, "an end line needs capped, result and points per seat, moves, "
                                  "rounds and turns");
    if (tm != nmoves)
        return mismatch(r, ln->lineno, "game %lld: the end line says %lld moves, the replay played "
                                       "%lld",
                        r->game, tm, nmoves);
    int tcapped = d->nodes[cap].type == JSON_TRUE;
    if (tcapped != !!o.capped || rounds != o.rounds || turns != o.turns)
        return mismatch(r, ln->lineno, "game %lld: the end differs: the trace has capped %d, %lld "
                                       "rounds, %lld turns; the replay capped %d, %d rounds, %d "
                                       "turns",
                        r->game, tcapped, rounds, turns, o.capped, (int)o.rounds, (int)o.turns);
    for (int s = 0; s < r->players; s++) {
        const char *tr = json_str(d, json_at(d, res, s));
        const char *ours = o.capped ? "capped" : result_word(o.result[s]);
        int pn = json_at(d, pts, s);
        if (!tr || strcmp(tr, ours) != 0 || d->nodes[pn].type != JSON_NUMBER ||
            (long long)d->nodes[pn].num != o.points[s])
            return mismatch(r, ln->lineno, "game %lld: seat %d's end differs: the trace has %s with "
                                           "%g points, the replay %s with %d",
                            r->game, s + 1, tr ? tr : "?", d->nodes[pn].num, ours,
                            (int)o.points[s]);
    }
    fprintf(r->out, "\nEnd after %lld moves, %d rounds, %d turns: ", nmoves, (int)o.rounds,
            (int)o.turns);
    if (o.capped)
        fputs("stopped by the turn cap, no result", r->out);
    for (int s = 0; s < r->players && !o.capped; s++)
        fprintf(r->out, "%sseat %d %s", s ? ", " : "", s + 1, result_word(o.result[s]));
    fputs("; points", r->out);
    for (int s = 0; s < r->players; s++)
        fprintf(r->out, "%s %d", s ? "," : "", (int)o.points[s]);
    fputc('\n', r->out);
    if (r->o->seat > 0 && !r->o->brief && g->view_text) {
        fprintf(r->out, "Seat %d sees at the end:\n", r->o->seat);
        print_view(r, r->st, r->o->seat - 1);
    }
    return 0;
}

static void print_game_header(replay_t *r, const char *rules_text)
{
    fprintf(r->out, "Game %lld of %s: %s, %d players, seed %llu, traced by simulate %s\n", r->game,
            r->o->path, r->g->id, r->players, r->seed, r->version);
    fputs("Seats:", r->out);
    for (int s = 0; s < r->players; s++)
        fprintf(r->out, "%s %d %s", s ? "," : "", s + 1,
                r->agents[(s + r->game) % r->players]);
    fprintf(r->out, "\nRules: %s\n", rules_text);
    if (r->o->seat > 0)
        fprintf(r->out, "Shown: what seat %d knows: its view before each of its decisions, the "
                        "others' moves when it can tell them, chance it sees\n",
                r->o->seat);
    else if (!r->o->brief)
        fputs("Shown: everything; before each move, the view of the seat to move\n", r->out);
    fputs("\nSetup\n", r->out);
}

static int replay_game(replay_t *r, const line_t *lines, int nl, const char *rules_text)
{
    const game_t *g = r->g;
    rng_t chance;
    rng_for_game(&chance, r->seed, (uint64_t)r->game, 0);
    captured_clear(&r->cap);
    print_game_header(r, rules_text);
    trace_sink_install(&r->cap.sink);
    g->setup(r->st, r->rules, r->players, &chance);
    trace_sink_install(NULL);
    if (r->o->on_state)
        r->o->on_state(r->o->ctx, g, r->st, r->game, 0);
    long long expect = 0;
    int ended = 0, rc = 0;
    json_doc_t d = {0};
    char e[256];
    for (int i = 0; i < nl && !rc; i++) {
        const line_t *ln = &lines[i];
        if (json_parse(&d, ln->text, strlen(ln->text), e, sizeof e)) {
            rc = bad(r, ln->lineno, "not JSON: %s", e);
            break;
        }
        if (ended)
            rc = bad(r, ln->lineno, "game %lld: a line after its end line", r->game);
        else if (json_get(&d, 0, "after_move") >= 0)
            rc = step_event(r, ln, &d, expect - 1);
        else if (json_get(&d, 0, "move") >= 0)
            rc = step_move(r, lines, nl, i, &d, &expect, &chance);
        else if (json_get(&d, 0, "end") >= 0) {
            rc = step_end(r, ln, &d, expect);
            ended = 1;
        } else
            rc = bad(r, ln->lineno, "neither a move, an event nor an end line");
    }
    json_free(&d);
    if (!rc && !ended)
        rc = bad(r, nl ? lines[nl - 1].lineno : 1, "game %lld has no end line (the trace is cut "
                                                   "short)",
                 r->game);
    if (!rc)
        r->stats->games++;
    return rc;
}

/* ---- the header line: game, players, agents, seed, rules ---- */

static int read_header(replay_t *r, const char *text, char *rules_text, size_t rn)
{
    json_doc_t d = {0};
    char e[256];
    int rc = 0;
    if (json_parse(&d, text, strlen(text), e, sizeof e)) {
        rc = bad(r, 1, "the header line is not JSON: %s", e);
        goto done;
    }
    const char *kind = json_get_str(&d, 0, "trace");
    if (!kind || strcmp(kind, "simulate") != 0) {
        rc = bad(r, 1, "not a simulate trace: the first line has no \"trace\":\"simulate\"");
        goto done;
    }
    const char *gid = json_get_str(&d, 0, "game");
    long long players, seed;
    int ag = json_get(&d, 0, "agents"), rl = json_get(&d, 0, "rules");
    if (!gid || json_get_int(&d, 0, "players", &players) || json_get_int(&d, 0, "seed", &seed) ||
        ag < 0 || rl < 0 || d.nodes[rl].type != JSON_OBJECT) {
        rc = bad(r, 1, "the header needs game, players, agents, seed and rules");
        goto done;
    }
    const char *ver = json_get_str(&d, 0, "version");
    r->version = strdup(ver ? ver : "unknown");
    if (!(r->g = game_find(gid))) {
        rc = bad(r, 1, "game '%s' is not in this build (simulate --list)", cli_shown(gid));
        goto done;
    }
    const game_t *g = r->g;
    if (g->init && g->init(e, sizeof e)) {
        rc = bad(r, 1, "%s", e);
        goto done;
    }
    if (players < g->min_players || players > g->max_players || d.nodes[ag].count != players) {
        rc = bad(r, 1, "%lld players with %d agents: game %s takes %d to %d", players,
                 d.nodes[ag].count, g->id, g->min_players, g->max_players);
        goto done;
    }
    r->players = (int)players;
    /* the header's seed is a JSON number: exact up to 2^53 */
    if (d.nodes[json_get(&d, 0, "seed")].num > 9007199254740992.0) {
        rc = bad(r, 1, "seed %.0f is beyond what a JSON number holds exactly",
                 d.nodes[json_get(&d, 0, "seed")].num);
        goto done;
    }
    r->seed = (unsigned long long)seed;
    for (int s = 0; s < r->players; s++) {
        const char *a = json_str(&d, json_at(&d, ag, s));
        snprintf(r->agents[s], sizeof r->agents[s], "%s", a ? a : "?");
    }
    /* the rules: every one in force; those that differ from the defaults listed */
    if (!(r->rules = calloc(1, g->rules_size))) {
        rc = bad(r, 1, "out of memory");
        goto done;
    }
    rules_defaults(g, r->rules);
    void *defaults = calloc(1, g->rules_size);
    if (!defaults) {
        rc = bad(r, 1, "out of memory");
        goto done;
    }
    rules_defaults(g, defaults);
    size_t len = 0;
    rules_text[0] = '\0';
    for (int c = d.nodes[rl].first; c >= 0 && !rc; c = d.nodes[c].next) {
        const char *key = json_key(&d, c);
        const rule_param_t *p = rules_find(g, key);
        char val[512], def[512];
        if (!p) {
            rc = bad(r, 1, "rule '%s' of the trace is not a rule of %s in this build",
                     cli_shown(key), g->id);
            break;
        }
        const json_node_t *v = &d.nodes[c];
        if (v->type == JSON_STRING)
            snprintf(val, sizeof val, "%s", json_str(&d, c));
        else if (v->type == JSON_TRUE || v->type == JSON_FALSE)
            snprintf(val, sizeof val, "%s", v->type == JSON_TRUE ? "true" : "false");
        else if (v->type == JSON_NUMBER)
            snprintf(val, sizeof val, "%.0f", v->num);
        else {
            rc = bad(r, 1, "rule '%s': a value of an unexpected kind", cli_shown(key));
            break;
        }
        if (p->type == RULE_CUSTOM)
            snprintf(def, sizeof def, "%s", p->def_text ? p->def_text : "");
        else
            rules_format(p, defaults, def, sizeof def);
        if (strcmp(val, def) == 0)
            continue; /* the default (a custom rule's default text is not a value) */
        if (rules_set(g, r->rules, key, val, e, sizeof e)) {
            rc = bad(r, 1, "rule %s=%s of the trace: %s", cli_shown(key), cli_shown(val), e);
            break;
        }
        len += (size_t)snprintf(rules_text + len, len < rn ? rn - len : 0, "%s%s=%s",
                                len ? ", " : "", key, val);
        if (len >= rn)
            len = rn - 1;
    }
    free(defaults);
    if (!rc && !rules_text[0])
        snprintf(rules_text, rn, "the defaults");
    else if (!rc)
        snprintf(rules_text + len, rn - len, " (the others at their defaults)");
    if (!rc && g->rules_check && g->rules_check(r->rules, r->players, e, sizeof e))
        rc = bad(r, 1, "the trace's rules: %s", e);
done:
    json_free(&d);
    return rc;
}

/* ---- the trace file ---- */

/* The game index a line belongs to: every line but the header starts {"game":N. */
static int line_game(const char *text, long long *game)
{
    static const char prefix[] = "{\"game\":";
    if (strncmp(text, prefix, sizeof prefix - 1) != 0)
        return -1;
    char *end;
    *game = strtoll(text + sizeof prefix - 1, &end, 10);
    return (end == text + sizeof prefix - 1 || *end != ',') ? -1 : 0;
}

static void free_lines(line_t *lines, int n)
{
    for (int i = 0; i < n; i++)
        free(lines[i].text);
}

static int replay_alloc(replay_t *r)
{
    const game_t *g = r->g;
    r->st = malloc(g->state_size);
    r->tmp = malloc(g->state_size);
    r->alt = malloc(g->state_size);
    r->moves = malloc((size_t)g->max_moves * sizeof *r->moves);
    r->moves2 = malloc((size_t)g->max_moves * sizeof *r->moves2);
    r->buf = malloc(REPLAY_TEXT);
    r->buf2 = malloc(REPLAY_TEXT);
    r->buf3 = malloc(REPLAY_TEXT);
    r->obs_cap = 4096;
    r->obs = malloc(r->obs_cap);
    r->obs2 = malloc(r->obs_cap);
    r->cap.sink.event = capture_event;
    r->cap.sink.ctx = &r->cap;
    return !(r->st && r->tmp && r->alt && r->moves && r->moves2 && r->buf && r->buf2 &&
             r->buf3 && r->obs && r->obs2);
}

static void replay_release(replay_t *r)
{
    free(r->st);
    free(r->tmp);
    free(r->alt);
    free(r->moves);
    free(r->moves2);
    free(r->buf);
    free(r->buf2);
    free(r->buf3);
    free(r->obs);
    free(r->obs2);
    free(r->rules);
    free((void *)r->version);
    captured_clear(&r->cap);
    free(r->cap.ev);
}

int replay_run(const replay_opts_t *o, FILE *out, replay_stats_t *stats, char *err, size_t n)
{
    replay_t r = {.o = o, .out = out, .stats = stats, .err = err, .errn = n};
    memset(stats, 0, sizeof *stats);
    err[0] = '\0';
    FILE *f = fopen(o->path, "r");
    if (!f) {
        snprintf(err, n, "%s: cannot open: %s", cli_shown(o->path), strerror(errno));
        return 2;
    }
    char *text = NULL, rules_text[2048];
    size_t cap = 0;
    ssize_t got;
    long lineno = 0;
    int rc = 0;
    line_t *lines = NULL;
    int nl = 0, lcap = 0;
    long long cur = -1, last = -1;
    if ((got = getline(&text, &cap, f)) <= 0) {
        rc = bad(&r, 1, "empty: a trace starts with its header line");
        goto done;
    }
    lineno = 1;
    if ((rc = read_header(&r, text, rules_text, sizeof rules_text)))
        goto done;
    if (o->seat < 0 || o->seat > r.players) {
        rc = bad(&r, 1, "--seat %d: the trace has seats 1 to %d", o->seat, r.players);
        goto done;
    }
    if (replay_alloc(&r)) {
        rc = bad(&r, 1, "out of memory");
        goto done;
    }
    for (;;) {
        got = getline(&text, &cap, f);
        long long game = -1;
        if (got > 0) {
            lineno++;
            while (got > 0 && (text[got - 1] == '\n' || text[got - 1] == '\r'))
                text[--got] = '\0';
            if (got == 0)
                continue;
            if (line_game(text, &game)) {
                rc = bad(&r, lineno, "expected a line that starts {\"game\":N,");
                break;
            }
        }
        /* a game ends when the next one starts or the file does */
        if (got <= 0 || game != cur) {
            if (cur >= 0 && nl > 0) {
                r.game = cur;
                if (stats->games)
                    fputs("\n\n", out);
                rc = replay_game(&r, lines, nl, rules_text);
                free_lines(lines, nl);
                nl = 0;
                if (rc)
                    break;
            }
            if (got <= 0)
                break;
            if (game <= last) {
                rc = bad(&r, lineno, "game %lld comes after game %lld: the games of a trace are "
                                     "in order, each in one piece",
                         game, last);
                break;
            }
            cur = last = game;
        }
        if (o->game >= 0 && game != o->game)
            continue;
        if (nl == lcap) {
            lcap = lcap ? 2 * lcap : 256;
            line_t *nlines = realloc(lines, (size_t)lcap * sizeof *lines);
            if (!nlines) {
                rc = bad(&r, lineno, "out of memory");
                break;
            }
            lines = nlines;
        }
        if (!(lines[nl].text = strdup(text))) {
            rc = bad(&r, lineno, "out of memory");
            break;
        }
        lines[nl++].lineno = lineno;
    }
    if (!rc && ferror(f))
        rc = bad(&r, lineno, "read error");
    if (!rc && o->game >= 0 && stats->games == 0)
        rc = bad(&r, lineno, "game %lld is not in the trace", o->game);
    if (!rc && stats->games == 0)
        rc = bad(&r, lineno, "the trace holds no game");
    if (!rc)
        fprintf(out, "\nChecked against the trace: %lld game%s, %lld moves, %lld events, every "
                     "state identical.\n",
                stats->games, stats->games == 1 ? "" : "s", stats->moves, stats->events);
done:
    free_lines(lines, nl);
    free(lines);
    free(text);
    fclose(f);
    replay_release(&r);
    return rc;
}

/* ---- the subcommand ---- */

static void replay_usage(FILE *f)
{
    fputs("usage: simulate replay TRACE.jsonl [--game K] [--seat S] [--brief]\n"
          "\n"
          "Re-plays the games of a --trace file with the game's own code, checks every\n"
          "state, legal move list, chance event and end against the trace, and prints\n"
          "the game in words.\n"
          "\n"
          "  --game K   only game K of the trace (its \"game\" index, from 0)\n"
          "  --seat S   only what seat S (from 1) knows: its view before each of its\n"
          "             decisions, the others' moves when it can tell what they were,\n"
          "             chance events it sees (the others without their contents)\n"
          "  --brief    moves and events only, no views\n"
          "\n"
          "Exit status: 0 the replay matches the trace, 1 it differs (one line names the\n"
          "move), 2 bad input.\n",
          f);
}

int replay_main(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"game", required_argument, 0, 'g'},
        {"seat", required_argument, 0, 's'},
        {"brief", no_argument, 0, 'b'},
        {"help", no_argument, 0, 'h'},
        {0, 0, 0, 0},
    };
    replay_opts_t o = {.game = -1};
    opterr = 0;
    optind = 1;
    int c;
    char *end;
    while ((c = getopt_long(argc, argv, ":h", longopts, NULL)) != -1) {
        switch (c) {
        case 'g':
            o.game = strtoll(optarg, &end, 10);
            if (*end || !*optarg || o.game < 0)
                return cli_fail("replay --game '%s': expected a game index from 0",
                                cli_shown(optarg));
            break;
        case 's': {
            long s = strtol(optarg, &end, 10);
            if (*end || !*optarg || s < 1 || s > MAX_SEATS)
                return cli_fail("replay --seat '%s': expected a seat from 1", cli_shown(optarg));
            o.seat = (int)s;
            break;
        }
        case 'b': o.brief = 1; break;
        case 'h': replay_usage(stdout); return 0;
        case ':':
            return cli_fail("replay: option '%s' needs a value (simulate replay --help)",
                            cli_shown(argv[optind - 1]));
        default:
            return cli_fail("replay: unknown option '%s' (simulate replay --help)",
                            cli_shown(argv[optind - 1]));
        }
    }
    if (optind != argc - 1)
        return cli_fail(optind >= argc ? "replay: which trace? simulate replay TRACE.jsonl "
                                         "[--game K] [--seat S]"
                                       : "replay: one trace at a time (simulate replay --help)");
    o.path = argv[optind];
    replay_stats_t stats;
    char err[1024];
    int rc = replay_run(&o, stdout, &stats, err, sizeof err);
    fflush(stdout);
    /* one line, escaped and cut like every message (the values in err are shown) */
    if (rc)
        cli_fail("replay: %s", err);
    return rc;
}
