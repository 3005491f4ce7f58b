/* json.c - the small JSON reader (json.h): recursive descent over RFC 8259 text. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"

#define JSON_MAX_DEPTH 200

typedef struct parser {
    json_doc_t *d;
    const char *s;
    size_t len, pos;
    char *err;
    size_t errn;
    int failed;
} parser_t;

static int fail(parser_t *p, const char *what)
{
    if (!p->failed)
        snprintf(p->err, p->errn, "%s at column %zu", what, p->pos + 1);
    p->failed = 1;
    return -1;
}

static void skip_ws(parser_t *p)
{
    while (p->pos < p->len && (p->s[p->pos] == ' ' || p->s[p->pos] == '\t' ||
                               p->s[p->pos] == '\n' || p->s[p->pos] == '\r'))
        p->pos++;
}

static int new_node(parser_t *p, json_type_t type)
{
    json_doc_t *d = p->d;
    if (d->n == d->cap) {
        int cap = d->cap ? 2 * d->cap : 64;
        json_node_t *nn = realloc(d->nodes, (size_t)cap * sizeof *nn);
        if (!nn)
            return fail(p, "out of memory");
        d->nodes = nn;
        d->cap = cap;
    }
    json_node_t *x = &d->nodes[d->n];
    memset(x, 0, sizeof *x);
    x->type = type;
    x->next = x->first = -1;
    x->start = p->pos;
    return d->n++;
}

static void put_utf8(json_doc_t *d, unsigned cp)
{
    char *o = d->strings + d->slen;
    if (cp < 0x80) {
        o[0] = (char)cp;
        d->slen += 1;
    } else if (cp < 0x800) {
        o[0] = (char)(0xC0 | (cp >> 6));
        o[1] = (char)(0x80 | (cp & 0x3F));
        d->slen += 2;
    } else if (cp < 0x10000) {
        o[0] = (char)(0xE0 | (cp >> 12));
        o[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        o[2] = (char)(0x80 | (cp & 0x3F));
        d->slen += 3;
    } else {
        o[0] = (char)(0xF0 | (cp >> 18));
        o[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
        o[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
        o[3] = (char)(0x80 | (cp & 0x3F));
        d->slen += 4;
    }
}

static int hex4(parser_t *p, unsigned *out)
{
    unsigned v = 0;
    if (p->pos + 4 > p->len)
        return fail(p, "short \\u escape");
    for (int i = 0; i < 4; i++) {
        char c = p->s[p->pos++];
        v <<= 4;
        if (c >= '0' && c <= '9')
            v |= (unsigned)(c - '0');
        else if (c >= 'a' && c <= 'f')
            v |= (unsigned)(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F')
            v |= (unsigned)(c - 'A' + 10);
        else
            return fail(p, "bad \\u escape");
    }
    *out = v;
    return 0;
}

/* A string at p->pos (on the quote): decoded into the strings arena; returns its
 * offset there, or (size_t)-1. Decoded text is never longer than its source (a
 * \uXXXX escape of 6 bytes gives at most 3, a surrogate pair of 12 gives 4), so
 * the arena of len + 1 bytes never overflows. */
static size_t parse_string(parser_t *p)
{
    json_doc_t *d = p->d;
    size_t off = d->slen;
    p->pos++; /* the opening quote */
    for (;;) {
        if (p->pos >= p->len) {
            fail(p, "unterminated string");
            return (size_t)-1;
        }
        unsigned char c = (unsigned char)p->s[p->pos++];
        if (c == '"')
            break;
        if (c < 0x20) {
            p->pos--;
            fail(p, "control character in a string");
            return (size_t)-1;
        }
        if (c != '\\') {
            d->strings[d->slen++] = (char)c;
            continue;
        }
        if (p->pos >= p->len) {
            fail(p, "unterminated string");
            return (size_t)-1;
        }
        char e = p->s[p->pos++];
        switch (e) {
        case '"': d->strings[d->slen++] = '"'; break;
        case '\\': d->strings[d->slen++] = '\\'; break;
        case '/': d->strings[d->slen++] = '/'; break;
        case 'b': d->strings[d->slen++] = '\b'; break;
        case 'f': d->strings[d->slen++] = '\f'; break;
        case 'n': d->strings[d->slen++] = '\n'; break;
        case 'r': d->strings[d->slen++] = '\r'; break;
        case 't': d->strings[d->slen++] = '\t'; break;
        case 'u': {
            unsigned cp;
            if (hex4(p, &cp))
                return (size_t)-1;
            if (cp >= 0xD800 && cp < 0xDC00 && p->pos + 6 <= p->len && p->s[p->pos] == '\\' &&
                p->s[p->pos + 1] == 'u') {
                unsigned lo;
                p->pos += 2;
                if (hex4(p, &lo))
                    return (size_t)-1;
                if (lo >= 0xDC00 && lo < 0xE000)
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                else
                    cp = 0xFFFD;
            } else if (cp >= 0xD800 && cp < 0xE000) {
                cp = 0xFFFD;
            }
            put_utf8(d, cp);
            break;
        }
        default:
            p->pos--;
            fail(p, "bad escape in a string");
            return (size_t)-1;
        }
    }
    d->strings[d->slen++] = '\0';
    return off;
}

static int parse_value(parser_t *p, int depth);

static int parse_number(parser_t *p)
{
    int id = new_node(p, JSON_NUMBER);
    if (id < 0)
        return -1;
    size_t b = p->pos;
    if (p->pos < p->len && p->s[p->pos] == '-')
        p->pos++;
    if (p->pos >= p->len || p->s[p->pos] < '0' || p->s[p->pos] > '9')
        return fail(p, "expected a value");
    while (p->pos < p->len && strchr("0123456789+-.eE", p->s[p->pos]))
        p->pos++;
    char buf[64];
    size_t l = p->pos - b;
    if (l >= sizeof buf)
        return fail(p, "number too long");
    memcpy(buf, p->s + b, l);
    buf[l] = '\0';
    char *end;
    errno = 0;
    double v = strtod(buf, &end);
    if (*end || !isfinite(v)) {
        p->pos = b;
        return fail(p, "bad number");
    }
    p->d->nodes[id].num = v;
    return id;
}

static int literal(parser_t *p, const char *word, json_type_t type)
{
    size_t l = strlen(word);
    if (p->pos + l > p->len || memcmp(p->s + p->pos, word, l) != 0)
        return fail(p, "expected a value");
    int id = new_node(p, type);
    if (id >= 0)
        p->pos += l;
    return id;
}

/* Append child to the list of parent (tracking the last child in *last). */
static void link_child(json_doc_t *d, int parent, int child, int *last)
{
    if (*last < 0)
        d->nodes[parent].first = child;
    else
        d->nodes[*last].next = child;
    *last = child;
    d->nodes[parent].count++;
}

static int parse_container(parser_t *p, int depth, int object)
{
    int id = new_node(p, object ? JSON_OBJECT : JSON_ARRAY);
    if (id < 0)
        return -1;
    if (depth > JSON_MAX_DEPTH)
        return fail(p, "nested too deeply");
    p->pos++;
    skip_ws(p);
    int last = -1;
    char close = object ? '}' : ']';
    if (p->pos < p->len && p->s[p->pos] == close) {
        p->pos++;
        return id;
    }
    for (;;) {
        size_t key = 0;
        skip_ws(p);
        if (object) {
            if (p->pos >= p->len || p->s[p->pos] != '"')
                return fail(p, "expected a member name in quotes");
            key = parse_string(p);
            if (key == (size_t)-1)
                return -1;
            skip_ws(p);
            if (p->pos >= p->len || p->s[p->pos] != ':')
                return fail(p, "expected ':'");
            p->pos++;
        }
        int child = parse_value(p, depth + 1);
        if (child < 0)
            return -1;
        if (object) {
            p->d->nodes[child].key = key;
            p->d->nodes[child].has_key = 1;
        }
        link_child(p->d, id, child, &last);
        skip_ws(p);
        if (p->pos < p->len && p->s[p->pos] == ',') {
            p->pos++;
            continue;
        }
        if (p->pos < p->len && p->s[p->pos] == close) {
            p->pos++;
            return id;
        }
        return fail(p, object ? "expected ',' or '}'" : "expected ',' or ']'");
    }
}

static int parse_value(parser_t *p, int depth)
{
    skip_ws(p);
    if (p->pos >= p->len)
        return fail(p, "expected a value");
    int id;
    size_t start = p->pos;
    switch (p->s[p->pos]) {
    case '{': id = parse_container(p, depth, 1); break;
    case '[': id = parse_container(p, depth, 0); break;
    case '"': {
        id = new_node(p, JSON_STRING);
        if (id < 0)
            return -1;
        size_t off = parse_string(p);
        if (off == (size_t)-1)
            return -1;
        p->d->nodes[id].str = off;
        break;
    }
    case 't': id = literal(p, "true", JSON_TRUE); break;
    case 'f': id = literal(p, "false", JSON_FALSE); break;
    case 'n': id = literal(p, "null", JSON_NULL); break;
    default: id = parse_number(p); break;
    }
    if (id < 0)
        return -1;
    p->d->nodes[id].start = start;
    p->d->nodes[id].len = p->pos - start;
    return id;
}

int json_parse(json_doc_t *d, const char *text, size_t len, char *err, size_t n)
{
    json_free(d);
    d->src = text;
    d->strings = malloc(len + 1);
    if (!d->strings) {
        snprintf(err, n, "out of memory");
        return 1;
    }
    parser_t p = {.d = d, .s = text, .len = len, .err = err, .errn = n};
    if (parse_value(&p, 0) < 0)
        return 1;
    skip_ws(&p);
    if (p.pos != len) {
        fail(&p, "unexpected text after the value");
        return 1;
    }
    return 0;
}

void json_free(json_doc_t *d)
{
    free(d->nodes);
    free(d->strings);
    memset(d, 0, sizeof *d);
}

int json_get(const json_doc_t *d, int obj, const char *key)
{
    if (obj < 0 || obj >= d->n || d->nodes[obj].type != JSON_OBJECT)
        return -1;
    for (int c = d->nodes[obj].first; c >= 0; c = d->nodes[c].next)
        if (strcmp(d->strings + d->nodes[c].key, key) == 0)
            return c;
    return -1;
}

int json_at(const json_doc_t *d, int arr, int i)
{
    if (arr < 0 || arr >= d->n ||
        (d->nodes[arr].type != JSON_ARRAY && d->nodes[arr].type != JSON_OBJECT))
        return -1;
    int c = d->nodes[arr].first;
    while (c >= 0 && i-- > 0)
        c = d->nodes[c].next;
    return c;
}

const char *json_str(const json_doc_t *d, int node)
{
    if (node < 0 || d->nodes[node].type != JSON_STRING)
        return NULL;
    return d->strings + d->nodes[node].str;
}

const char *json_key(const json_doc_t *d, int node)
{
    if (node < 0 || !d->nodes[node].has_key)
        return NULL;
    return d->strings + d->nodes[node].key;
}

int json_get_int(const json_doc_t *d, int obj, const char *key, long long *out)
{
    int c = json_get(d, obj, key);
    if (c < 0 || d->nodes[c].type != JSON_NUMBER)
        return -1;
    double v = d->nodes[c].num;
    if (v != floor(v) || fabs(v) > 9e15)
        return -1;
    *out = (long long)v;
    return 0;
}

const char *json_get_str(const json_doc_t *d, int obj, const char *key)
{
    return json_str(d, json_get(d, obj, key));
}
