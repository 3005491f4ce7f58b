/* human_words.c - a game's trace events in words, for the human agent.
 *
 * Events are the games' own JSON objects (src/trace_event.h): {"event":"draw",
 * "seat":2,"card":"red D","reason":"draw"}. The agent knows no game, so the wording
 * is generic: the event's name, then each member as "key value", members separated
 * by "; ", list items by ", ", objects in parentheses, underscores read as spaces,
 * true/false/null as yes/no/none, and a seat number that is the reader's own marked
 * "(you)":
 *
 *     draw: seat 2 (you); card red D; reason draw
 *
 * Some events are long (Dinn's battle, both sides in full: about 670 characters), so
 * text_wrap (src/textbuf.c) breaks a printed line at those same separators, the fields
 * first, to fit a terminal.
 */
#include <string.h>

#include "human.h"
#include "textbuf.h"

static const char *skip_ws(const char *p)
{
    while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
        p++;
    return p;
}

/* A JSON string's text (quotes off, simple escapes read). Returns the end. */
static const char *put_string(textbuf_t *o, const char *p, int underscores)
{
    for (p++; *p && *p != '"'; p++) {
        char c = *p;
        if (c == '\\' && p[1]) {
            c = *++p;
            if (c == 'n' || c == 't')
                c = ' ';
            else if (c == 'u') { /* \uXXXX: the games write ASCII; keep a marker */
                for (int k = 0; k < 4 && p[1]; k++)
                    p++;
                c = '?';
            }
        }
        if (underscores && c == '_')
            c = ' ';
        tb_put(o, "%c", c);
    }
    return *p == '"' ? p + 1 : p;
}

static const char *put_value(textbuf_t *o, const char *p, int seat, int is_seat);

/* Is the number s[0..len) exactly `want`? */
static int number_is(const char *s, size_t len, int want)
{
    long v = 0;
    for (size_t i = 0; i < len; i++) {
        if (s[i] < '0' || s[i] > '9')
            return 0;
        v = v * 10 + (s[i] - '0');
    }
    return v == want;
}

/* Members of an object at p ('{'): "key value" joined by sep. Returns the end. */
static const char *put_members(textbuf_t *o, const char *p, int seat, const char *sep,
                               int skip_event)
{
    p = skip_ws(p + 1);
    int first = 1;
    while (*p && *p != '}') {
        if (*p != '"')
            return p + strlen(p);
        const char *k = p + 1;
        size_t klen = strcspn(k, "\"");
        p = skip_ws(k + klen + 1);
        if (*p == ':')
            p = skip_ws(p + 1);
        int is_event = skip_event && klen == 5 && strncmp(k, "event", 5) == 0;
        if (is_event) {
            textbuf_t sink = {NULL, 0, 0};
            p = put_value(&sink, p, seat, 0);
        } else {
            if (!first)
                tb_put(o, "%s", sep);
            first = 0;
            for (size_t i = 0; i < klen; i++)
                tb_put(o, "%c", k[i] == '_' ? ' ' : k[i]);
            tb_put(o, " ");
            p = put_value(o, p, seat, klen == 4 && strncmp(k, "seat", 4) == 0);
        }
        p = skip_ws(p);
        if (*p == ',')
            p = skip_ws(p + 1);
    }
    return *p ? p + 1 : p;
}

static const char *put_value(textbuf_t *o, const char *p, int seat, int is_seat)
{
    p = skip_ws(p);
    if (*p == '"')
        return put_string(o, p, 0);
    if (*p == '{') {
        tb_put(o, "(");
        p = put_members(o, p, seat, ", ", 0);
        tb_put(o, ")");
        return p;
    }
    if (*p == '[') {
        p = skip_ws(p + 1);
        int first = 1;
        if (*p == ']')
            tb_put(o, "none");
        while (*p && *p != ']') {
            if (!first)
                tb_put(o, ", ");
            first = 0;
            p = skip_ws(put_value(o, p, seat, is_seat));
            if (*p == ',')
                p = skip_ws(p + 1);
        }
        return *p ? p + 1 : p;
    }
    const char *s = p;
    while (*p && !strchr(",]} \t\r\n", *p))
        p++;
    size_t len = (size_t)(p - s);
    if (len == 4 && strncmp(s, "true", 4) == 0)
        tb_put(o, "yes");
    else if (len == 5 && strncmp(s, "false", 5) == 0)
        tb_put(o, "no");
    else if (len == 4 && strncmp(s, "null", 4) == 0)
        tb_put(o, "none");
    else
        tb_put(o, "%.*s%s", (int)len, s,
               is_seat && len > 0 && number_is(s, len, seat + 1) ? " (you)" : "");
    return p;
}

int human_event_words(const char *json, int seat, char *buf, size_t n)
{
    textbuf_t o = {buf, n, 0};
    const char *p = skip_ws(json);
    if (*p != '{') {
        tb_put(&o, "%s", json);
        return tb_finish(&o);
    }
    const char *ev = strstr(p, "\"event\"");
    if (ev) {
        ev = skip_ws(ev + 7);
        if (*ev == ':')
            ev = skip_ws(ev + 1);
    }
    if (ev && *ev == '"')
        put_string(&o, ev, 1);
    else
        tb_put(&o, "event");
    size_t head = o.len;
    tb_put(&o, ": ");
    size_t body = o.len;
    put_members(&o, p, seat, "; ", 1);
    if (o.len == body && o.len < o.cap) { /* nothing but the name */
        o.len = head;
        buf[head] = '\0';
    }
    if (o.cap && o.len >= o.cap)
        buf[o.cap - 1] = '\0';
    return tb_finish(&o);
}
