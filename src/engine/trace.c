/* trace.c - the lines of a --trace file (trace.h). */
#include <string.h>

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
