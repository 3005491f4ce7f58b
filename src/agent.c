/* agent.c - parsing agent settings from a spec. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agent.h"

static int param_index(const agent_type_t *type, const char *key, size_t len)
{
    for (int i = 0; type->params && type->params[i].key; i++)
        if (strlen(type->params[i].key) == len && strncmp(type->params[i].key, key, len) == 0)
            return i;
    return -1;
}

static void list_keys(const agent_type_t *type, char *buf, size_t n)
{
    buf[0] = '\0';
    for (int i = 0; type->params && type->params[i].key; i++) {
        size_t len = strlen(buf);
        snprintf(buf + len, n - len, "%s%s", i ? ", " : "", type->params[i].key);
    }
    if (!buf[0])
        snprintf(buf, n, "none");
}

/* A number as the command line writes numbers: decimal digits, an optional fraction
 * and exponent; no sign, no spaces, no hex, no inf or nan (strtod takes them all). */
static int decimal_number(const char *s)
{
    int digits = 0;
    while (*s >= '0' && *s <= '9')
        s++, digits++;
    if (!digits)
        return 0;
    if (*s == '.') {
        digits = 0;
        for (s++; *s >= '0' && *s <= '9'; s++)
            digits++;
        if (!digits)
            return 0;
    }
    if (*s == 'e' || *s == 'E') {
        s++;
        if (*s == '+' || *s == '-')
            s++;
        digits = 0;
        for (; *s >= '0' && *s <= '9'; s++)
            digits++;
        if (!digits)
            return 0;
    }
    return *s == '\0';
}

int agent_cfg_parse(const agent_type_t *type, const char *spec, const char *settings,
                    agent_cfg_t *cfg, char *err, size_t n)
{
    memset(cfg, 0, sizeof *cfg);
    cfg->type = type;
    if (strlen(spec) >= sizeof cfg->spec) {
        snprintf(err, n, "agent '%.*s...': spec longer than %d characters", 40, spec,
                 AGENT_SPEC_MAX - 1);
        return 1;
    }
    snprintf(cfg->spec, sizeof cfg->spec, "%s", spec);
    for (int i = 0; type->params && type->params[i].key; i++)
        cfg->v[i] = type->params[i].def;

    int given[AGENT_MAX_PARAMS] = {0};
    const char *p = settings;
    while (p && *p) {
        const char *end = strchr(p, ':');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        const char *eq = memchr(p, '=', len);
        char keys[256];
        if (!eq) {
            snprintf(err, n, "agent '%s': setting '%.*s' is not KEY=VALUE", spec, (int)len, p);
            return 1;
        }
        int i = param_index(type, p, (size_t)(eq - p));
        if (i < 0) {
            list_keys(type, keys, sizeof keys);
            snprintf(err, n, "agent '%s': unknown setting '%.*s' for %s (settings: %s)", spec,
                     (int)(eq - p), p, type->name, keys);
            return 1;
        }
        const agent_param_t *ap = &type->params[i];
        if (i < AGENT_MAX_PARAMS && given[i]++) {
            snprintf(err, n, "agent '%s': setting %s given twice", spec, ap->key);
            return 1;
        }
        /* the whole value: the spec is shorter than AGENT_SPEC_MAX, so is the value */
        char val[AGENT_SPEC_MAX];
        size_t vlen = len - (size_t)(eq - p) - 1;
        memcpy(val, eq + 1, vlen);
        val[vlen] = '\0';
        errno = 0;
        double v = decimal_number(val) ? strtod(val, NULL) : NAN;
        if (!isfinite(v) || errno == ERANGE || v < ap->min || v > ap->max ||
            (ap->integer && v != floor(v))) {
            snprintf(err, n, "agent '%s': setting %s expects %s from %g to %g, got '%s'", spec,
                     ap->key, ap->integer ? "a whole number" : "a number", ap->min, ap->max,
                     val);
            return 1;
        }
        cfg->v[i] = v;
        p = end ? end + 1 : NULL;
    }
    return 0;
}

double agent_cfg_get(const agent_cfg_t *cfg, const char *key)
{
    int i = param_index(cfg->type, key, strlen(key));
    return i >= 0 ? cfg->v[i] : 0.0;
}
