/* trace.c - the lines of a --trace file (trace.h). */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "data.h"
#include "rules.h"
#include "trace.h"

void json_write_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            fprintf(f, "\\%c", c);
        else if (c == '\n')
            fputs("\\n", f);
        else if (c < 0x20)
            fprintf(f, "\\u%04x", c);
        else
            fputc(c, f);
    }
    fputc('"', f);
}

static const char *result_name(int r)
{
    return r == RESULT_WIN ? "win" : r == RESULT_DRAW ? "draw" : "loss";
}

/* ---- the header's "files": the text of every input a checker needs ---- */

typedef struct files_out {
    FILE *f;
    int n;
    const char *labels[64]; /* written so far (data folder names point into buf) */
    char buf[64][160];
} files_out_t;

static int files_has(const files_out_t *o, const char *label)
{
    for (int i = 0; i < o->n; i++)
        if (strcmp(o->labels[i], label) == 0)
            return 1;
    return 0;
}

/* "label":"the file's text", once per label; nothing when it cannot be read (the run
 * read it a moment ago). */
static void files_write(files_out_t *o, const char *label, const char *path)
{
    char *text, err[64];
    size_t len;
    if (o->n >= 64 || files_has(o, label) || data_read_file(path, &text, &len, err, sizeof err))
        return;
    fputs(o->n ? "," : "", o->f);
    json_write_string(o->f, label);
    fputc(':', o->f);
    json_write_string(o->f, text);
    free(text);
    snprintf(o->buf[o->n], sizeof o->buf[0], "%s", label);
    o->labels[o->n] = o->buf[o->n];
    o->n++;
}

typedef struct folder_ctx {
    files_out_t *o;
    const char *rel;
} folder_ctx_t;

static void files_folder_one(const char *name, const char *path, void *ctx)
{
    folder_ctx_t *c = ctx;
    char label[160];
    snprintf(label, sizeof label, "%s/%s", c->rel, name);
    files_write(c->o, label, path);
}

/* The game's data folder (its .csv and .txt files, labelled games/<id>/NAME) and every
 * file a custom rule names (labelled as given; found from the working directory, else
 * under the data directory, as the games look for them). */
static void write_files(FILE *f, const game_t *g, const char *const *custom)
{
    files_out_t *o = calloc(1, sizeof *o);
    if (!o)
        return;
    o->f = f;
    char rel[128];
    snprintf(rel, sizeof rel, "games/%s", g->id);
    folder_ctx_t c = {o, rel};
    data_folder_files(rel, files_folder_one, &c);
    int i = 0;
    for (const rule_param_t *p = g->params; custom && p && p->key; p++, i++) {
        if (p->type != RULE_CUSTOM || !custom[i])
            continue;
        char alt[1024];
        const char *path = custom[i];
        if (path[0] != '/' && access(path, F_OK) != 0) {
            data_path(alt, sizeof alt, path);
            path = alt;
        }
        files_write(o, custom[i], path);
    }
    free(o);
}

void trace_header(FILE *f, const game_t *g, int players, const agent_cfg_t *agents,
                  uint64_t seed, int64_t games, const void *rules,
                  const char *const *custom)
{
    fputs("{\"trace\":\"simulate\",\"version\":", f);
    json_write_string(f, simulate_version);
    fputs(",\"game\":", f);
    json_write_string(f, g->id);
    fprintf(f, ",\"players\":%d,\"agents\":[", players);
    for (int a = 0; a < players; a++) {
        if (a)
            fputc(',', f);
        json_write_string(f, agents[a].spec);
    }
    fprintf(f, "],\"seed\":%llu,\"games\":%lld,\"rules\":{", (unsigned long long)seed,
            (long long)games);
    int i = 0;
    for (const rule_param_t *p = g->params; p && p->key; p++, i++) {
        char val[512];
        if (i)
            fputc(',', f);
        json_write_string(f, p->key);
        fputc(':', f);
        if (p->type == RULE_CUSTOM && custom && custom[i]) {
            json_write_string(f, custom[i]);
            continue;
        }
        rules_format(p, rules, val, sizeof val);
        if (p->type == RULE_INT || p->type == RULE_BOOL)
            fputs(val, f); /* a number, true or false */
        else
            json_write_string(f, val);
    }
    fputs("},\"files\":{", f);
    write_files(f, g, custom);
    fputs("}}\n", f);
}

void trace_move(FILE *f, const game_t *g, const void *st, char *buf, int64_t game,
                int64_t moveno, int seat, const agent_cfg_t *agent, const move_t *moves,
                int nmoves, move_t chosen)
{
    fprintf(f, "{\"game\":%lld,\"move\":%lld,\"seat\":%d,\"agent\":", (long long)game,
            (long long)moveno, seat + 1);
    json_write_string(f, agent->spec);
    fputs(",\"state\":", f);
    if (g->state_json(st, buf, TRACE_TEXT) > 0)
        fputs(buf, f);
    else
        fputs("null", f);
    fputs(",\"legal\":[", f);
    for (int k = 0; k < nmoves; k++) {
        g->describe_move(st, moves[k], buf, TRACE_TEXT);
        if (k)
            fputc(',', f);
        json_write_string(f, buf);
    }
    fputs("],\"chosen\":", f);
    g->describe_move(st, chosen, buf, TRACE_TEXT);
    json_write_string(f, buf);
    fputs("}\n", f);
}

void trace_end(FILE *f, int64_t game, int players, const outcome_t *o, int64_t moves)
{
    fprintf(f, "{\"game\":%lld,\"end\":true,\"capped\":%s,\"result\":[", (long long)game,
            o->capped ? "true" : "false");
    for (int s = 0; s < players; s++)
        fprintf(f, "%s\"%s\"", s ? "," : "", o->capped ? "capped" : result_name(o->result[s]));
    fputs("],\"points\":[", f);
    for (int s = 0; s < players; s++)
        fprintf(f, "%s%d", s ? "," : "", (int)o->points[s]);
    fprintf(f, "],\"moves\":%lld,\"rounds\":%d,\"turns\":%d}\n", (long long)moves,
            (int)o->rounds, (int)o->turns);
}

static void write_event(void *ctx, const char *json)
{
    trace_game_sink_t *s = ctx;
    fprintf(s->f, "{\"game\":%lld,\"after_move\":", (long long)s->game);
    if (s->after_move < 0)
        fputs("null", s->f);
    else
        fprintf(s->f, "%lld", (long long)s->after_move);
    fprintf(s->f, ",\"event\":%s}\n", json);
}

void trace_game_sink_init(trace_game_sink_t *s, FILE *f, int64_t game)
{
    memset(s, 0, sizeof *s);
    s->sink.event = write_event;
    s->sink.ctx = s;
    s->f = f;
    s->game = game;
    s->after_move = -1;
}
