/* table.c - what listening seats hear of a game (table.h). */
#include <stdio.h>
#include <string.h>

#include "table.h"
#include "textbuf.h"

int table_listens(const run_spec_t *spec)
{
    for (int s = 0; s < (spec->setting_agents ? spec->nsettings : 1); s++)
        for (int a = 0; a < spec->players; a++)
            if (run_agent(spec, s, a)->type->hear)
                return 1;
    return 0;
}

/* The agent in `seat` and its instance, when it listens. */
static const agent_cfg_t *listener(const table_t *t, int seat, void **self)
{
    int a = (seat + t->rot) % t->spec->players;
    const agent_cfg_t *cfg = run_agent(t->spec, t->setting, a);
    if (!cfg->type->hear)
        return NULL;
    *self = t->self[a];
    return cfg;
}

/* ---- events: a little JSON, enough to read one flat event object ---- */

static const char *skip_ws(const char *p)
{
    while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
        p++;
    return p;
}

/* The end of the JSON value at p (a string, number, literal, array or object); NULL
 * when it is malformed. */
static const char *skip_value(const char *p)
{
    p = skip_ws(p);
    if (*p == '"') {
        for (p++; *p && *p != '"'; p++)
            if (*p == '\\' && p[1])
                p++;
        return *p == '"' ? p + 1 : NULL;
    }
    if (*p == '{' || *p == '[') {
        char close = *p == '{' ? '}' : ']';
        p = skip_ws(p + 1);
        if (*p == close)
            return p + 1;
        for (;;) {
            if (close == '}') {
                p = skip_value(p); /* the key */
                if (!p || *(p = skip_ws(p)) != ':')
                    return NULL;
                p++;
            }
            p = skip_value(p);
            if (!p)
                return NULL;
            p = skip_ws(p);
            if (*p == close)
                return p + 1;
            if (*p != ',')
                return NULL;
            p++;
        }
    }
    const char *s = p;
    while (*p && !strchr(",]} \t\r\n", *p))
        p++;
    return p > s ? p : NULL;
}

/* Does the array [a,b,...] at p hold the number want? */
static int array_has(const char *p, const char *end, int want)
{
    for (p = skip_ws(p) + 1; p < end; p++) {
        long v = 0;
        int digits = 0;
        while (*p >= '0' && *p <= '9') {
            v = v * 10 + (*p++ - '0');
            digits = 1;
        }
        if (digits && v == want)
            return 1;
        if (!digits && *p != ',' && *p != ' ' && *p != ']')
            return 0; /* not a list of seats: nobody named */
    }
    return 0;
}

static int key_is(const char *k, const char *kend, const char *name)
{
    size_t len = strlen(name);
    return (size_t)(kend - k) == len + 2 && strncmp(k + 1, name, len) == 0;
}

int table_event_for(const char *json, int seat, char *out, size_t n)
{
    textbuf_t o = {out, n, 0};
    const char *p = skip_ws(json);
    if (*p != '{')
        return 0;
    p = skip_ws(p + 1);
    tb_put(&o, "{");
    int first = 1;
    while (*p && *p != '}') {
        const char *k = p, *kend = skip_value(p);
        if (!kend || *k != '"')
            return 0;
        p = skip_ws(kend);
        if (*p != ':')
            return 0;
        const char *v = skip_ws(p + 1), *vend = skip_value(v);
        if (!vend)
            return 0;
        if (key_is(k, kend, "seen_by")) {
            if (!array_has(v, vend, seat + 1))
                return 0;
        } else if (key_is(k, kend, "event") && strncmp(v, "\"truncated\"", 11) == 0) {
            return 0;
        } else if (!key_is(k, kend, "state")) {
            tb_put(&o, "%s%.*s:%.*s", first ? "" : ",", (int)(kend - k), k, (int)(vend - v), v);
            first = 0;
        }
        p = skip_ws(vend);
        if (*p == ',')
            p = skip_ws(p + 1);
    }
    tb_put(&o, "}");
    return tb_finish(&o) >= 0;
}

static void table_event(void *ctx, const char *json)
{
    table_t *t = ctx;
    if (t->next)
        t->next->event(t->next->ctx, json);
    for (int seat = 0; seat < t->spec->players; seat++) {
        void *self;
        const agent_cfg_t *cfg = listener(t, seat, &self);
        if (cfg && table_event_for(json, seat, t->buf, TABLE_TEXT))
            cfg->type->hear(self, t->spec->game, seat, AGENT_HEARD_EVENT, -1, t->buf);
    }
}

/* ---- the game's start, its moves and its end ---- */

void table_start(table_t *t, const run_spec_t *spec, int setting, void *const *self,
                 int64_t game, char *buf, const trace_sink_t *next)
{
    memset(t, 0, sizeof *t);
    t->sink.event = table_event;
    t->sink.ctx = t;
    t->next = next;
    t->spec = spec;
    t->setting = setting;
    t->self = self;
    t->rot = (int)(game % spec->players);
    t->game = game;
    t->buf = buf;
    const game_t *g = spec->game;
    textbuf_t o = {buf, TABLE_TEXT, 0};
    tb_put(&o, "Game %lld of %lld (seed %llu): %s, %d players.", (long long)game + 1,
           (long long)spec->games, (unsigned long long)spec->seed, g->name, spec->players);
    for (int seat = 0; seat < spec->players; seat++)
        tb_put(&o, "%s seat %d: %s", seat ? "," : "", seat + 1,
               run_agent(spec, setting, (seat + t->rot) % spec->players)->spec);
    tb_put(&o, ".");
    tb_finish(&o);
    for (int seat = 0; seat < spec->players; seat++) {
        void *s;
        const agent_cfg_t *cfg = listener(t, seat, &s);
        if (cfg)
            cfg->type->hear(s, g, seat, AGENT_HEARD_START, -1, buf);
    }
}

void table_move(table_t *t, const void *st, int seat, move_t m)
{
    const game_t *g = t->spec->game;
    for (int to = 0; to < t->spec->players; to++) {
        void *self;
        const agent_cfg_t *cfg = listener(t, to, &self);
        if (!cfg)
            continue;
        int len = to != seat && g->describe_move_for
                      ? g->describe_move_for(st, m, to, t->buf, TABLE_TEXT)
                      : g->describe_move(st, m, t->buf, TABLE_TEXT);
        if (len < 0)
            snprintf(t->buf, TABLE_TEXT, "a move too long to describe");
        if (len == 0 && to != seat)
            continue; /* a step the others hear nothing of (game.h, describe_move_for) */
        cfg->type->hear(self, g, to, AGENT_HEARD_MOVE, seat, t->buf);
    }
}

static const char *result_word(int r)
{
    return r == RESULT_WIN ? "win" : r == RESULT_DRAW ? "draw" : "loss";
}

void table_end(table_t *t, const void *st, const outcome_t *o, int64_t moves, void *view,
               rng_t *arng)
{
    const game_t *g = t->spec->game;
    const int players = t->spec->players;
    for (int to = 0; to < players; to++) {
        void *self;
        const agent_cfg_t *cfg = listener(t, to, &self);
        if (!cfg)
            continue;
        textbuf_t b = {t->buf, TABLE_TEXT, 0};
        memcpy(view, st, g->state_size);
        g->determinize(view, to, &arng[to]);
        int len = g->view_text ? g->view_text(view, to, t->buf, TABLE_TEXT) : 0;
        b.len = len > 0 ? (size_t)len : 0;
        if (len < 0)
            tb_put(&b, "(the view is too long to show)");
        tb_put(&b, "%sGame %lld over", b.len && t->buf[b.len - 1] != '\n' ? "\n\n" : "\n",
               (long long)t->game + 1);
        if (o->capped) {
            tb_put(&b, ": stopped by the game's turn cap, no result.");
        } else {
            tb_put(&b, ":");
            for (int s = 0; s < players; s++)
                tb_put(&b, "%s seat %d%s %s, %d point%s", s ? ";" : "", s + 1,
                       s == to ? " (you)" : "", result_word(o->result[s]), o->points[s],
                       o->points[s] == 1 ? "" : "s");
            tb_put(&b, ".");
        }
        tb_put(&b, " %lld move%s, %d turn%s, %d round%s.", (long long)moves, moves == 1 ? "" : "s",
               o->turns, o->turns == 1 ? "" : "s", o->rounds, o->rounds == 1 ? "" : "s");
        if (tb_finish(&b) < 0)
            t->buf[TABLE_TEXT - 1] = '\0';
        cfg->type->hear(self, g, to, AGENT_HEARD_END, -1, t->buf);
    }
}
