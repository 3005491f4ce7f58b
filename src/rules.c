/* rules.c - rule parameter tables: defaults, parsing --rule KEY=VALUE, formatting. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "rules.h"

static int32_t *field(void *rules, const rule_param_t *p)
{
    return (int32_t *)((char *)rules + p->offset);
}

void rules_defaults(const game_t *g, void *rules)
{
    for (const rule_param_t *p = g->params; p && p->key; p++)
        if (p->type != RULE_CUSTOM)
            *field(rules, p) = p->def;
}

const rule_param_t *rules_find(const game_t *g, const char *key)
{
    for (const rule_param_t *p = g->params; p && p->key; p++)
        if (strcmp(p->key, key) == 0)
            return p;
    return NULL;
}

/* What an error message shows of a value given by the user: its first 80 bytes (not
 * cutting a UTF-8 character), "..." when cut; the command line escapes the rest. */
typedef struct shown {
    char s[88];
} shown_t;

static shown_t shown(const char *v)
{
    shown_t x;
    size_t len = strlen(v), keep = len;
    if (len > 80) {
        keep = 80;
        while (keep > 0 && ((unsigned char)v[keep] & 0xc0) == 0x80)
            keep--;
    }
    snprintf(x.s, sizeof x.s, "%.*s%s", (int)keep, v, keep < len ? "..." : "");
    return x;
}

int parse_int_in(const char *key, const char *val, long lo, long hi, long *out,
                 char *err, size_t n)
{
    char *end;
    errno = 0;
    /* decimal with an optional sign: strtol would also skip leading spaces */
    long v = strtol(val, &end, 10);
    if (*val == '\0' || *val == ' ' || *val == '\t' || *end != '\0' || errno == ERANGE ||
        v < lo || v > hi) {
        snprintf(err, n, "rule %s: expected an integer from %ld to %ld, got '%s'",
                 shown(key).s, lo, hi, shown(val).s);
        return 1;
    }
    *out = v;
    return 0;
}

static int parse_bool(const char *val, int32_t *out)
{
    static const char *yes[] = {"1", "true", "yes", "on"};
    static const char *no[] = {"0", "false", "no", "off"};
    for (int i = 0; i < 4; i++) {
        if (strcasecmp(val, yes[i]) == 0) { *out = 1; return 0; }
        if (strcasecmp(val, no[i]) == 0) { *out = 0; return 0; }
    }
    return 1;
}

int rules_set(const game_t *g, void *rules, const char *key, const char *val, char *err,
              size_t n)
{
    const rule_param_t *p = rules_find(g, key);
    if (!p || p->type == RULE_CUSTOM) {
        if (g->rules_set && p)
            return g->rules_set(rules, key, val, err, n);
        snprintf(err, n, "unknown rule '%s' for game %s (simulate --list shows its rules)",
                 shown(key).s, g->id);
        return 1;
    }
    switch (p->type) {
    case RULE_INT: {
        long v;
        if (parse_int_in(key, val, p->min, p->max, &v, err, n))
            return 1;
        *field(rules, p) = (int32_t)v;
        return 0;
    }
    case RULE_BOOL:
        if (parse_bool(val, field(rules, p))) {
            snprintf(err, n, "rule %s: expected true or false, got '%s'", key, shown(val).s);
            return 1;
        }
        return 0;
    case RULE_ENUM: {
        char choices[256] = "";
        for (int i = 0; p->names[i]; i++) {
            if (strcmp(p->names[i], val) == 0) {
                *field(rules, p) = i;
                return 0;
            }
            size_t len = strlen(choices);
            snprintf(choices + len, sizeof choices - len, "%s%s", i ? ", " : "", p->names[i]);
        }
        snprintf(err, n, "rule %s: expected one of %s, got '%s'", key, choices, shown(val).s);
        return 1;
    }
    default:
        break;
    }
    snprintf(err, n, "rule %s: unsupported rule type", key);
    return 1;
}

void rules_format(const rule_param_t *p, const void *rules, char *buf, size_t n)
{
    if (p->type == RULE_CUSTOM) {
        snprintf(buf, n, "%s", p->def_text ? p->def_text : "");
        return;
    }
    int32_t v = *(const int32_t *)((const char *)rules + p->offset);
    if (p->type == RULE_BOOL)
        snprintf(buf, n, "%s", v ? "true" : "false");
    else if (p->type == RULE_ENUM)
        snprintf(buf, n, "%s", p->names[v]);
    else
        snprintf(buf, n, "%d", (int)v);
}
