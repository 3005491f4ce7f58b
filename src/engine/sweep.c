/* sweep.c - --sweep and --baseline: the settings of a run (sweep.h). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "data.h"
#include "registry.h"
#include "rules.h"
#include "sweep.h"

/* ---- files: labels and hashes ---- */

static int is_file(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

void file_label(const char *path, char *buf, size_t n)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    const char *dot = strrchr(base, '.');
    size_t len = dot && dot != base ? (size_t)(dot - base) : strlen(base);
    snprintf(buf, n, "%.*s", (int)len, base);
}

#define FNV_OFFSET 0xcbf29ce484222325ULL
#define FNV_PRIME 0x100000001b3ULL

static uint64_t fnv_file(FILE *f, uint64_t h, int *ok)
{
    unsigned char buf[65536];
    size_t got;
    while ((got = fread(buf, 1, sizeof buf, f)) > 0)
        for (size_t i = 0; i < got; i++)
            h = (h ^ buf[i]) * FNV_PRIME;
    *ok = !ferror(f);
    return h;
}

int file_hash(const char *path, char *out)
{
    if (!is_file(path))
        return -1;
    FILE *f = fopen(path, "rb");
    if (!f)
        return -1;
    int ok;
    uint64_t h = fnv_file(f, FNV_OFFSET, &ok);
    fclose(f);
    if (!ok)
        return -1;
    snprintf(out, 17, "%016llx", (unsigned long long)h);
    return 0;
}

/* ---- keys ---- */

/* The index of setting `key` in an agent type's params, or -1. */
static int agent_param(const agent_type_t *t, const char *key)
{
    for (int i = 0; t->params && t->params[i].key; i++)
        if (strcmp(t->params[i].key, key) == 0)
            return i;
    return -1;
}

/* A key: a rule, or "agentN.SETTING" / "NAME.SETTING". */
static int parse_key(const game_t *g, const agent_cfg_t *agents, int players, const char *arg,
                     const char *text, sweep_key_t *k)
{
    memset(k, 0, sizeof *k);
    if (strlen(text) >= sizeof k->name)
        return cli_fail("--sweep %s: key too long", arg);
    snprintf(k->name, sizeof k->name, "%s", text);
    const char *dot = strchr(text, '.');
    if (!dot) {
        if (!(k->rule = rules_find(g, text)))
            return cli_fail("--sweep %s: unknown rule '%s' for game %s (simulate --list shows "
                            "its rules; agent settings are agentN.SETTING or NAME.SETTING)",
                            arg, text, g->id);
        return 0;
    }
    char who[64];
    snprintf(who, sizeof who, "%.*s", (int)(dot - text), text);
    snprintf(k->setting, sizeof k->setting, "%s", dot + 1);
    char *end;
    long n = strncmp(who, "agent", 5) == 0 ? strtol(who + 5, &end, 10) : 0;
    if (n && !*end) {
        if (n < 1 || n > players)
            return cli_fail("--sweep %s: there are agents 1 to %d in --agents", arg, players);
        k->slots = 1 << (n - 1);
    } else {
        for (int a = 0; a < players; a++)
            if (strcmp(agents[a].type->name, who) == 0)
                k->slots |= 1 << a;
        if (!k->slots)
            return cli_fail("--sweep %s: no agent '%s' in --agents (write agentN.SETTING for "
                            "the N-th agent, or NAME.SETTING)", arg, who);
    }
    for (int a = 0; a < players; a++)
        if ((k->slots >> a & 1) && agent_param(agents[a].type, k->setting) < 0)
            return cli_fail("--sweep %s: agent %s has no setting '%s' (simulate --list shows "
                            "its settings)", arg, agents[a].type->name, k->setting);
    return 0;
}

/* The spec `spec` with setting key=val set ("mcts:iters=400" + iters=25 gives
 * "mcts:iters=25"; + c=1 gives "mcts:iters=400:c=1"). */
static void spec_set(char *spec, size_t n, const char *key, const char *val)
{
    char out[AGENT_SPEC_MAX * 2], copy[AGENT_SPEC_MAX * 2];
    snprintf(copy, sizeof copy, "%s", spec);
    char *save = NULL, *tok = strtok_r(copy, ":", &save);
    size_t len = (size_t)snprintf(out, sizeof out, "%s", tok ? tok : "");
    int done = 0;
    size_t klen = strlen(key);
    while ((tok = strtok_r(NULL, ":", &save))) {
        if (strncmp(tok, key, klen) == 0 && tok[klen] == '=') {
            if (done)
                continue;
            len += (size_t)snprintf(out + len, len < sizeof out ? sizeof out - len : 0, ":%s=%s",
                                    key, val);
            done = 1;
        } else {
            len += (size_t)snprintf(out + len, len < sizeof out ? sizeof out - len : 0, ":%s",
                                    tok);
        }
    }
    if (!done)
        len += (size_t)snprintf(out + len, len < sizeof out ? sizeof out - len : 0, ":%s=%s",
                                key, val);
    snprintf(spec, n, "%s", out);
}

/* Check one value of a key and parse it: a rule value through rules_set (its number:
 * the field a whole-number, yes/no or choice rule sets; NaN for a custom rule's text),
 * an agent value through the agent's own parser. */
static int parse_value(const game_t *g, const void *rules, const agent_cfg_t *agents,
                       int players, const sweep_key_t *k, const char *arg, const char *val,
                       void *probe, double *num)
{
    char err[CLI_ERRLEN];
    *num = NAN;
    if (k->rule) {
        memcpy(probe, rules, g->rules_size);
        if (rules_set(g, probe, k->name, val, err, sizeof err))
            return cli_fail("--sweep %s: %s", arg, err);
        if (k->rule->type != RULE_CUSTOM) {
            int32_t v;
            memcpy(&v, (const char *)probe + k->rule->offset, sizeof v);
            *num = v;
        }
        return 0;
    }
    for (int a = 0; a < players; a++) {
        if (!(k->slots >> a & 1))
            continue;
        char spec[AGENT_SPEC_MAX * 2];
        agent_cfg_t cfg;
        snprintf(spec, sizeof spec, "%s", agents[a].spec);
        spec_set(spec, sizeof spec, k->setting, val);
        const char *colon = strchr(spec, ':');
        if (agent_cfg_parse(agents[a].type, spec, colon ? colon + 1 : "", &cfg, err,
                            sizeof err))
            return cli_fail("--sweep %s: %s", arg, err);
        *num = cfg.v[agent_param(agents[a].type, k->setting)];
    }
    return 0;
}

/* Value order: numbers by value, text by text, key by key. */
static int compare_vals(const sweep_axis_t *ax, int a, int b)
{
    for (int k = 0; k < ax->nkeys; k++) {
        double x = ax->num[a * ax->nkeys + k], y = ax->num[b * ax->nkeys + k];
        int c;
        if (isnan(x) || isnan(y))
            c = strcmp(ax->vals[a * ax->nkeys + k], ax->vals[b * ax->nkeys + k]);
        else
            c = (x > y) - (x < y);
        if (c)
            return c;
    }
    return 0;
}

/* Sort the values of an axis into value order (a stable merge sort); the value written
 * first stays the default baseline. */
static int sort_axis(sweep_axis_t *ax)
{
    int n = ax->nvals, K = ax->nkeys;
    int *idx = malloc(sizeof *idx * (size_t)n), *tmp = malloc(sizeof *tmp * (size_t)n);
    char **vals = malloc(sizeof *vals * (size_t)n * (size_t)K);
    double *num = malloc(sizeof *num * (size_t)n * (size_t)K);
    if (!idx || !tmp || !vals || !num) {
        free(idx), free(tmp), free(vals), free(num);
        return 1;
    }
    for (int i = 0; i < n; i++)
        idx[i] = i;
    for (int width = 1; width < n; width *= 2) {
        for (int lo = 0; lo < n; lo += 2 * width) {
            int mid = lo + width < n ? lo + width : n, hi = lo + 2 * width < n ? lo + 2 * width : n;
            int i = lo, j = mid, o = lo;
            while (i < mid && j < hi)
                tmp[o++] = compare_vals(ax, idx[j], idx[i]) < 0 ? idx[j++] : idx[i++];
            while (i < mid)
                tmp[o++] = idx[i++];
            while (j < hi)
                tmp[o++] = idx[j++];
        }
        memcpy(idx, tmp, sizeof *idx * (size_t)n);
    }
    for (int i = 0; i < n; i++) {
        if (idx[i] == 0) /* the value written first is the default baseline */
            ax->base = i;
        for (int k = 0; k < K; k++) {
            vals[i * K + k] = ax->vals[idx[i] * K + k];
            num[i * K + k] = ax->num[idx[i] * K + k];
        }
    }
    free(ax->vals);
    free(ax->num);
    ax->vals = vals;
    ax->num = num;
    free(idx);
    free(tmp);
    return 0;
}

/* One value tuple as text "A+B" into buf. */
static void tuple_text(const sweep_axis_t *ax, int v, char *buf, size_t n)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int k = 0; k < ax->nkeys && len < n; k++)
        len += (size_t)snprintf(buf + len, n - len, "%s%s", k ? "+" : "", ax->vals[v * ax->nkeys + k]);
}

/* One axis from "K1[+K2...]=V1[+W1],V2[+W2],...". */
static int parse_axis(sweep_t *sw, const game_t *g, const void *rules, int players,
                      const agent_cfg_t *agents, const char *arg, sweep_axis_t *ax)
{
    const char *eq = strchr(arg, '=');
    if (!eq || eq == arg || !eq[1])
        return cli_fail("--sweep '%s': expected KEY=V1,V2,... (or K1+K2=A1+A2,B1+B2,...)", arg);
    char keys[256];
    if ((size_t)(eq - arg) >= sizeof keys)
        return cli_fail("--sweep '%s': key too long", arg);
    snprintf(keys, sizeof keys, "%.*s", (int)(eq - arg), arg);
    ax->key0 = sw->nkeys;
    ax->nkeys = 0;
    char *save = NULL;
    int rc;
    for (char *tok = strtok_r(keys, "+", &save); tok; tok = strtok_r(NULL, "+", &save)) {
        tok = cli_trim(tok);
        if (sw->nkeys == REPORT_MAX_SWEEP)
            return cli_fail("--sweep: at most %d swept keys in all", REPORT_MAX_SWEEP);
        sweep_key_t *k = &sw->keys[sw->nkeys];
        if ((rc = parse_key(g, agents, players, arg, tok, k)))
            return rc;
        for (int j = 0; j < sw->nkeys; j++)
            if (strcmp(sw->keys[j].name, k->name) == 0)
                return cli_fail("--sweep %s: swept twice", k->name);
        sw->key_names[sw->nkeys] = sw->keys[sw->nkeys].name;
        sw->nkeys++;
        ax->nkeys++;
    }
    if (ax->nkeys == 0)
        return cli_fail("--sweep '%s': expected KEY=V1,V2,...", arg);
    const int K = ax->nkeys;
    char *copy = strdup(eq + 1), *probe = malloc(g->rules_size);
    int cap = 8;
    rc = 0;
    ax->vals = malloc(sizeof *ax->vals * (size_t)cap * (size_t)K);
    ax->num = malloc(sizeof *ax->num * (size_t)cap * (size_t)K);
    ax->nvals = 0;
    if (!copy || !probe || !ax->vals || !ax->num) {
        free(copy);
        free(probe);
        return cli_fail("out of memory");
    }
    save = NULL;
    for (char *tok = strtok_r(copy, ",", &save); tok && !rc; tok = strtok_r(NULL, ",", &save)) {
        if (ax->nvals == SWEEP_MAX_SETTINGS) { /* refused before the rest is read */
            rc = cli_fail("--sweep %s: more than %d values", sw->keys[ax->key0].name,
                          SWEEP_MAX_SETTINGS);
            break;
        }
        if (ax->nvals == cap) {
            cap *= 2;
            char **gv = realloc(ax->vals, sizeof *ax->vals * (size_t)cap * (size_t)K);
            if (gv)
                ax->vals = gv;
            double *gn = realloc(ax->num, sizeof *ax->num * (size_t)cap * (size_t)K);
            if (gn)
                ax->num = gn;
            if (!gv || !gn) {
                rc = cli_fail("out of memory");
                break;
            }
        }
        /* the parts of a tuple (a single key takes its value whole: "+5" is a value) */
        const char *delim = K > 1 ? "+" : "";
        char *psave = NULL, *part = K > 1 ? strtok_r(tok, delim, &psave) : tok;
        int k = 0;
        for (; part && !rc; part = K > 1 ? strtok_r(NULL, delim, &psave) : NULL, k++) {
            part = cli_trim(part);
            if (k == K) {
                rc = cli_fail("--sweep %s: value '%s...' has more than %d parts (one per key)",
                              arg, tok, K);
                break;
            }
            const sweep_key_t *key = &sw->keys[ax->key0 + k];
            if ((rc = parse_value(g, rules, agents, players, key, arg, part, probe,
                                  &ax->num[ax->nvals * K + k])))
                break;
            if (!(ax->vals[ax->nvals * K + k] = strdup(part)))
                rc = cli_fail("out of memory");
        }
        if (!rc && k != K)
            rc = cli_fail("--sweep %s: value '%s' has %d part%s, expected %d (one per key, "
                          "joined by +)", arg, tok, k, k == 1 ? "" : "s", K);
        if (rc) {
            for (int j = 0; j < k && j < K; j++)
                free(ax->vals[ax->nvals * K + j]);
            break;
        }
        ax->nvals++;
    }
    free(copy);
    free(probe);
    if (!rc && ax->nvals == 0)
        rc = cli_fail("--sweep %s: no values", arg);
    if (rc)
        return rc;
    if (sort_axis(ax))
        return cli_fail("out of memory");
    /* values equal once parsed (turn_cap=5,05; true,1,yes) are one value given twice */
    for (int v = 1; v < ax->nvals; v++)
        if (compare_vals(ax, v - 1, v) == 0) {
            char a[256], b[256];
            tuple_text(ax, v - 1, a, sizeof a);
            tuple_text(ax, v, b, sizeof b);
            if (strcmp(a, b) == 0)
                return cli_fail("--sweep %s: value '%s' given twice", arg, a);
            return cli_fail("--sweep %s: values '%s' and '%s' are the same value given twice",
                            arg, a, b);
        }
    return 0;
}

/* --baseline KEY=V[,KEY=V]: each key a swept key, each value one of its values (equal
 * once parsed). Every key narrows its axis' candidate values; an axis must end with
 * exactly one (keys swept together must agree, a key given twice must name the same
 * value). */
static int apply_baseline(sweep_t *sw, const game_t *g, const void *rules, int players,
                          const agent_cfg_t *agents, const char *spec)
{
    char *copy = strdup(spec), *save = NULL, *probe = malloc(g->rules_size);
    char *cand[REPORT_MAX_SWEEP] = {0};
    int rc = 0, named[REPORT_MAX_SWEEP] = {0};
    if (!copy || !probe)
        rc = cli_fail("out of memory");
    for (int a = 0; a < sw->naxes && !rc; a++) {
        cand[a] = malloc((size_t)sw->axes[a].nvals);
        if (!cand[a])
            rc = cli_fail("out of memory");
        else
            memset(cand[a], 1, (size_t)sw->axes[a].nvals);
    }
    for (char *tok = rc ? NULL : strtok_r(copy, ",", &save); tok && !rc;
         tok = strtok_r(NULL, ",", &save)) {
        char *eq = strchr(tok, '=');
        if (!eq) {
            rc = cli_fail("--baseline '%s': expected KEY=VALUE[,KEY=VALUE]", spec);
            break;
        }
        *eq = '\0';
        char *key = cli_trim(tok), *val = cli_trim(eq + 1);
        int kk = -1;
        for (int k = 0; k < sw->nkeys; k++)
            if (strcmp(sw->keys[k].name, key) == 0)
                kk = k;
        if (kk < 0) {
            rc = cli_fail("--baseline: '%s' is not a swept rule", key);
            break;
        }
        double num;
        if ((rc = parse_value(g, rules, agents, players, &sw->keys[kk], "--baseline", val, probe,
                              &num)))
            break;
        int a = 0;
        while (!(kk >= sw->axes[a].key0 && kk < sw->axes[a].key0 + sw->axes[a].nkeys))
            a++;
        const sweep_axis_t *ax = &sw->axes[a];
        int col = kk - ax->key0, any = 0, left = 0;
        for (int v = 0; v < ax->nvals; v++) {
            double x = ax->num[v * ax->nkeys + col];
            int same = isnan(num) ? strcmp(ax->vals[v * ax->nkeys + col], val) == 0 : x == num;
            any |= same;
            cand[a][v] &= same;
            left += cand[a][v];
        }
        if (!any)
            rc = cli_fail("--baseline: value '%s' is not among the --sweep values of %s", val,
                          key);
        else if (!left)
            rc = cli_fail("--baseline: %s=%s conflicts with the baseline value given before",
                          key, val);
        named[a] = 1;
    }
    for (int a = 0; a < sw->naxes && !rc; a++) {
        if (!named[a])
            continue;
        int left = 0, v0 = -1;
        for (int v = 0; v < sw->axes[a].nvals; v++)
            if (cand[a][v]) {
                left++;
                v0 = v;
            }
        if (left > 1)
            rc = cli_fail("--baseline: several values of --sweep %s match: name every key "
                          "swept with it", sw->keys[sw->axes[a].key0].name);
        else
            sw->axes[a].base = v0;
    }
    for (int a = 0; a < sw->naxes; a++)
        free(cand[a]);
    free(copy);
    free(probe);
    return rc;
}

/* Setting s: the fixed rules, then axis k's values (s in mixed radix, last axis
 * fastest); checked for the player count. Agent settings go to sw->agents. */
static int fill_setting(sweep_t *sw, const game_t *g, const void *rules, int players,
                        const agent_cfg_t *agents, int s)
{
    char err[CLI_ERRLEN];
    void *r = sw->rules + (size_t)s * g->rules_size;
    memcpy(r, rules, g->rules_size);
    int rest = s, is_base = 1;
    char specs[MAX_SEATS][AGENT_SPEC_MAX * 2];
    for (int a = 0; a < players; a++)
        snprintf(specs[a], sizeof specs[a], "%s", agents[a].spec);
    for (int x = sw->naxes - 1; x >= 0; x--) {
        const sweep_axis_t *ax = &sw->axes[x];
        int v = rest % ax->nvals;
        rest /= ax->nvals;
        for (int k = 0; k < ax->nkeys; k++) {
            const sweep_key_t *key = &sw->keys[ax->key0 + k];
            const char *val = ax->vals[v * ax->nkeys + k];
            if (key->rule && rules_set(g, r, key->name, val, err, sizeof err))
                return cli_fail("--sweep %s=%s: %s", key->name, val, err);
            for (int a = 0; !key->rule && a < players; a++)
                if (key->slots >> a & 1)
                    spec_set(specs[a], sizeof specs[a], key->setting, val);
            sw->values[s * sw->nkeys + ax->key0 + k] = val;
        }
        is_base &= v == ax->base;
    }
    for (int a = 0; sw->agents && a < players; a++) {
        const char *colon = strchr(specs[a], ':');
        agent_cfg_t *cfg = &sw->agents[(size_t)s * players + a];
        if (strlen(specs[a]) >= AGENT_SPEC_MAX)
            return cli_fail("--sweep: agent spec '%s' longer than %d characters", specs[a],
                            AGENT_SPEC_MAX - 1);
        if (agent_cfg_parse(agents[a].type, specs[a], colon ? colon + 1 : "", cfg, err,
                            sizeof err))
            return cli_fail("--sweep: %s", err);
    }
    if (is_base)
        sw->baseline = s;
    if (g->rules_check && g->rules_check(r, players, err, sizeof err)) {
        if (!sw->naxes)
            return cli_fail("%s", err);
        fputs("simulate: setting", stderr);
        for (int k = 0; k < sw->nkeys; k++)
            fprintf(stderr, " %s=%s", sw->keys[k].name, sw->values[s * sw->nkeys + k]);
        fprintf(stderr, ": %s\n", err);
        return 2;
    }
    sw->setting[s] = r;
    return 0;
}

/* The labels of the values: a custom rule's file as its base name (unless two files
 * of the axis share one), everything else as written. */
static int make_labels(sweep_t *sw)
{
    size_t total = 0;
    for (int x = 0; x < sw->naxes; x++)
        total += (size_t)sw->axes[x].nvals * (size_t)sw->axes[x].nkeys;
    sw->labels = calloc(total ? total : 1, sizeof *sw->labels);
    if (!sw->labels)
        return 1;
    size_t at = 0;
    for (int x = 0; x < sw->naxes; x++) {
        sweep_axis_t *ax = &sw->axes[x];
        for (int k = 0; k < ax->nkeys; k++) {
            const sweep_key_t *key = &sw->keys[ax->key0 + k];
            int files = key->rule && key->rule->type == RULE_CUSTOM;
            for (int v = 0; v < ax->nvals && files; v++)
                files = is_file(ax->vals[v * ax->nkeys + k]);
            char a[256], b[256];
            for (int v = 0; v < ax->nvals && files; v++)
                for (int u = 0; u < v && files; u++) {
                    file_label(ax->vals[v * ax->nkeys + k], a, sizeof a);
                    file_label(ax->vals[u * ax->nkeys + k], b, sizeof b);
                    files = strcmp(a, b) != 0;
                }
            for (int v = 0; v < ax->nvals; v++) {
                char *val = ax->vals[v * ax->nkeys + k];
                if (files) {
                    file_label(val, a, sizeof a);
                    if (!(sw->labels[at] = strdup(a)))
                        return 1;
                    /* the axis keeps the path for the rules, the label replaces it in
                     * the setting's values below */
                }
                at++;
            }
        }
    }
    /* point the values at the labels */
    for (int s = 0; s < sw->nsettings; s++) {
        int rest = s;
        for (int x = sw->naxes - 1; x >= 0; x--) {
            const sweep_axis_t *ax = &sw->axes[x];
            int v = rest % ax->nvals;
            rest /= ax->nvals;
            size_t first = 0;
            for (int y = 0; y < x; y++)
                first += (size_t)sw->axes[y].nvals * (size_t)sw->axes[y].nkeys;
            for (int k = 0; k < ax->nkeys; k++) {
                const char *label = sw->labels[first + (size_t)k * (size_t)ax->nvals + (size_t)v];
                if (label)
                    sw->values[s * sw->nkeys + ax->key0 + k] = label;
            }
        }
    }
    return 0;
}

/* On failure the caller still calls sweep_free. */
int sweep_build(sweep_t *sw, const game_t *g, const void *rules, int players,
                const agent_cfg_t *agents, const char *const *args, int nargs,
                const char *baseline)
{
    int rc;
    memset(sw, 0, sizeof *sw);
    sw->nsettings = 1;
    sw->skill_key = -1;
    for (int k = 0; k < nargs; k++) {
        sw->naxes++; /* so that sweep_free frees a half-parsed axis too */
        if ((rc = parse_axis(sw, g, rules, players, agents, args[k], &sw->axes[k])))
            return rc;
        sw->nsettings *= sw->axes[k].nvals;
        if (sw->nsettings > SWEEP_MAX_SETTINGS)
            return cli_fail("--sweep: more than %d settings", SWEEP_MAX_SETTINGS);
    }
    if (baseline && !nargs)
        return cli_fail("--baseline needs --sweep");
    if (baseline && (rc = apply_baseline(sw, g, rules, players, agents, baseline)))
        return rc;
    int agent_keys = 0;
    for (int k = 0; k < sw->nkeys; k++)
        if (!sw->keys[k].rule) {
            agent_keys = 1;
            if (sw->skill_key < 0)
                sw->skill_key = k;
        }
    size_t S = (size_t)sw->nsettings;
    sw->rules = calloc(S, g->rules_size);
    sw->setting = calloc(S, sizeof *sw->setting);
    sw->values = calloc(S * (size_t)(sw->nkeys ? sw->nkeys : 1), sizeof *sw->values);
    if (agent_keys)
        sw->agents = calloc(S * (size_t)players, sizeof *sw->agents);
    if (!sw->rules || !sw->setting || !sw->values || (agent_keys && !sw->agents))
        return cli_fail("out of memory for %d settings", sw->nsettings);
    for (int s = 0; s < sw->nsettings; s++)
        if ((rc = fill_setting(sw, g, rules, players, agents, s)))
            return rc;
    if (make_labels(sw))
        return cli_fail("out of memory");
    return 0;
}

/* ---- what the report needs to name the run ---- */

static int append(char **buf, size_t *len, size_t *cap, const char *text)
{
    size_t add = strlen(text);
    if (*len + add + 1 > *cap) {
        size_t ncap = (*cap ? *cap * 2 : 256) + add;
        char *grown = realloc(*buf, ncap);
        if (!grown)
            return 1;
        *buf = grown;
        *cap = ncap;
    }
    memcpy(*buf + *len, text, add + 1);
    *len += add;
    return 0;
}

/* "key=label@hash" for a file, once per (key, path). */
static int add_input(char **buf, size_t *len, size_t *cap, const char *key, const char *path)
{
    char hash[17], label[256], item[400];
    if (file_hash(path, hash))
        return 0;
    file_label(path, label, sizeof label);
    snprintf(item, sizeof item, "%s=%s@%s", key, label, hash);
    if (*buf) {
        /* once each */
        const char *p = *buf;
        size_t il = strlen(item);
        while ((p = strstr(p, item))) {
            if ((p == *buf || p[-1] == ';') && (p[il] == ';' || p[il] == '\0'))
                return 0;
            p++;
        }
    }
    return (*len && append(buf, len, cap, ";")) || append(buf, len, cap, item);
}

/* The hash of the game's data folder (its .csv and .txt files, by name). */
typedef struct folder_hash {
    uint64_t h;
    int any;
} folder_hash_t;

static void hash_file(const char *name, const char *path, void *ctx)
{
    folder_hash_t *fh = ctx;
    FILE *f = fopen(path, "rb");
    if (!f)
        return;
    int ok;
    for (const char *c = name; *c; c++) /* the name counts too */
        fh->h = (fh->h ^ (unsigned char)*c) * FNV_PRIME;
    fh->h = fnv_file(f, fh->h, &ok);
    fclose(f);
    fh->any = 1;
}

static int data_hash(const game_t *g, char *out)
{
    char rel[128];
    snprintf(rel, sizeof rel, "games/%s", g->id);
    folder_hash_t fh = {FNV_OFFSET, 0};
    if (data_folder_files(rel, hash_file, &fh) < 0 || !fh.any)
        return -1;
    snprintf(out, 17, "%016llx", (unsigned long long)fh.h);
    return 0;
}

int sweep_describe(sweep_t *sw, const game_t *g, int players, const options_t *o)
{
    size_t len = 0, cap = 0;
    char *buf = NULL, hash[17];
    /* the game's data, then rules files, then every file a rule names */
    if (data_hash(g, hash) == 0) {
        char item[128];
        snprintf(item, sizeof item, "data=%s@%s", g->id, hash);
        if (append(&buf, &len, &cap, item))
            return 1;
    }
    for (int i = 0; i < o->nrules; i++) {
        const rule_entry_t *e = &o->rules[i];
        if (strncmp(e->where, "--", 2) != 0) { /* "path:line" of a rules file */
            char path[600];
            snprintf(path, sizeof path, "%s", e->where);
            char *colon = strrchr(path, ':');
            if (colon)
                *colon = '\0';
            if (add_input(&buf, &len, &cap, "rules", path))
                return 1;
        }
    }
    for (int i = 0; i < o->nrules; i++) {
        const rule_param_t *p = rules_find(g, o->rules[i].key);
        if (p && p->type == RULE_CUSTOM &&
            add_input(&buf, &len, &cap, o->rules[i].key, o->rules[i].val))
            return 1;
    }
    for (int x = 0; x < sw->naxes; x++) {
        const sweep_axis_t *ax = &sw->axes[x];
        for (int k = 0; k < ax->nkeys; k++) {
            const sweep_key_t *key = &sw->keys[ax->key0 + k];
            for (int v = 0; key->rule && key->rule->type == RULE_CUSTOM && v < ax->nvals; v++)
                if (add_input(&buf, &len, &cap, key->name, ax->vals[v * ax->nkeys + k]))
                    return 1;
        }
    }
    sw->inputs = buf;

    /* each seat's deck, when the game takes decks and the seats' differ */
    if (!g->deck_rule)
        return 0;
    size_t cells = (size_t)sw->nsettings * (size_t)players;
    sw->lineup_text = calloc(cells, sizeof *sw->lineup_text);
    if (!sw->lineup_text)
        return 1;
    sw->nlineup = cells;
    int differ = 0;
    for (int s = 0; s < sw->nsettings; s++)
        for (int seat = 0; seat < players; seat++) {
            char key[64], label[256];
            snprintf(key, sizeof key, "%s%d", g->deck_rule, seat + 1);
            const rule_param_t *p = rules_find(g, key);
            const char *val = p ? p->def_text : NULL;
            for (int i = 0; i < o->nrules; i++)
                if (strcmp(o->rules[i].key, key) == 0)
                    val = o->rules[i].val;
            for (int k = 0; k < sw->nkeys; k++)
                if (strcmp(sw->keys[k].name, key) == 0)
                    val = sw->values[s * sw->nkeys + k];
            if (!val)
                continue;
            file_label(val, label, sizeof label);
            if (!(sw->lineup_text[(size_t)s * players + seat] = strdup(label)))
                return 1;
            differ |= seat > 0 && strcmp(label, sw->lineup_text[(size_t)s * players]) != 0;
        }
    if (differ) {
        sw->lineup = calloc(cells, sizeof *sw->lineup);
        if (!sw->lineup)
            return 1;
        for (size_t c = 0; c < cells; c++)
            sw->lineup[c] = sw->lineup_text[c] ? sw->lineup_text[c] : "";
    }
    return 0;
}

void sweep_free(sweep_t *sw)
{
    size_t at = 0;
    for (int x = 0; x < sw->naxes; x++) {
        sweep_axis_t *ax = &sw->axes[x];
        for (int v = 0; ax->vals && v < ax->nvals * ax->nkeys; v++)
            free(ax->vals[v]);
        free(ax->vals);
        free(ax->num);
        at += (size_t)ax->nvals * (size_t)ax->nkeys;
    }
    for (size_t i = 0; sw->labels && i < at; i++)
        free(sw->labels[i]);
    free(sw->labels);
    for (size_t i = 0; sw->lineup_text && i < sw->nlineup; i++)
        free(sw->lineup_text[i]);
    free(sw->lineup_text);
    free(sw->rules);
    free(sw->setting);
    free(sw->values);
    free(sw->agents);
    free(sw->lineup);
    free(sw->inputs);
    memset(sw, 0, sizeof *sw);
}
