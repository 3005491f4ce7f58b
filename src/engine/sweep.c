/* sweep.c - --sweep and --baseline: the settings of a run (sweep.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_internal.h"
#include "rules.h"
#include "sweep.h"

/* One axis from "KEY=V1,V2,...": every value must be one the rule accepts. */
static int parse_axis(const game_t *g, const void *rules, const char *arg, sweep_axis_t *ax)
{
    const char *eq = strchr(arg, '=');
    if (!eq || eq == arg || !eq[1])
        return cli_fail("--sweep '%s': expected KEY=V1,V2,...", arg);
    if ((size_t)(eq - arg) >= sizeof ax->key)
        return cli_fail("--sweep '%s': key too long", arg);
    snprintf(ax->key, sizeof ax->key, "%.*s", (int)(eq - arg), arg);
    if (!rules_find(g, ax->key))
        return cli_fail("--sweep %s: unknown rule '%s' for game %s (simulate --list shows its "
                        "rules)",
                        arg, ax->key, g->id);
    char *copy = strdup(eq + 1), *save = NULL, err[CLI_ERRLEN];
    void *probe = malloc(g->rules_size);
    int cap = 8, rc = 0;
    ax->vals = malloc(sizeof *ax->vals * (size_t)cap);
    ax->nvals = 0;
    if (!copy || !probe || !ax->vals) {
        free(copy);
        free(probe);
        return cli_fail("out of memory");
    }
    for (char *tok = strtok_r(copy, ",", &save); tok && !rc; tok = strtok_r(NULL, ",", &save)) {
        tok = cli_trim(tok);
        if (ax->nvals == SWEEP_MAX_SETTINGS) { /* refused before the rest is read */
            rc = cli_fail("--sweep %s: more than %d values", ax->key, SWEEP_MAX_SETTINGS);
            break;
        }
        memcpy(probe, rules, g->rules_size);
        if (rules_set(g, probe, ax->key, tok, err, sizeof err)) {
            rc = cli_fail("--sweep %s: %s", arg, err);
            break;
        }
        for (int k = 0; k < ax->nvals && !rc; k++)
            if (strcmp(ax->vals[k], tok) == 0)
                rc = cli_fail("--sweep %s: value '%s' given twice", arg, tok);
        if (ax->nvals == cap) {
            cap *= 2;
            char **grown = realloc(ax->vals, sizeof *ax->vals * (size_t)cap);
            if (!grown) {
                rc = cli_fail("out of memory");
                break;
            }
            ax->vals = grown;
        }
        if (!(ax->vals[ax->nvals] = strdup(tok))) {
            rc = cli_fail("out of memory");
            break;
        }
        ax->nvals++;
    }
    free(copy);
    free(probe);
    if (!rc && ax->nvals == 0)
        return cli_fail("--sweep %s: no values", arg);
    return rc;
}

/* --baseline KEY=V[,KEY=V]: each key a swept rule, each value one of its values. */
static int apply_baseline(sweep_axis_t *axes, int naxes, const char *spec)
{
    char *copy = strdup(spec), *save = NULL;
    int rc = 0;
    if (!copy)
        return cli_fail("out of memory");
    for (char *tok = strtok_r(copy, ",", &save); tok && !rc; tok = strtok_r(NULL, ",", &save)) {
        char *eq = strchr(tok, '=');
        if (!eq) {
            rc = cli_fail("--baseline '%s': expected KEY=VALUE[,KEY=VALUE]", spec);
            break;
        }
        *eq = '\0';
        char *key = cli_trim(tok), *val = cli_trim(eq + 1);
        int found = 0;
        for (int a = 0; a < naxes && !found; a++)
            if (strcmp(axes[a].key, key) == 0) {
                found = 1;
                int k;
                for (k = 0; k < axes[a].nvals; k++)
                    if (strcmp(axes[a].vals[k], val) == 0)
                        break;
                if (k == axes[a].nvals)
                    rc = cli_fail("--baseline: value '%s' is not among the --sweep values of %s",
                                  val, key);
                else
                    axes[a].base = k;
            }
        if (!found && !rc)
            rc = cli_fail("--baseline: '%s' is not a swept rule", key);
    }
    free(copy);
    return rc;
}

/* Setting s: the fixed rules, then axis k's value (s in mixed radix, last axis
 * fastest); checked for the player count. */
static int fill_setting(sweep_t *sw, const game_t *g, const void *rules, int players, int s)
{
    char err[CLI_ERRLEN];
    void *r = sw->rules + (size_t)s * g->rules_size;
    memcpy(r, rules, g->rules_size);
    int rest = s, is_base = 1;
    for (int k = sw->naxes - 1; k >= 0; k--) {
        const sweep_axis_t *ax = &sw->axes[k];
        int v = rest % ax->nvals;
        rest /= ax->nvals;
        if (rules_set(g, r, ax->key, ax->vals[v], err, sizeof err))
            return cli_fail("--sweep %s=%s: %s", ax->key, ax->vals[v], err);
        sw->values[s * sw->naxes + k] = ax->vals[v];
        is_base &= v == ax->base;
    }
    if (is_base)
        sw->baseline = s;
    if (g->rules_check && g->rules_check(r, players, err, sizeof err)) {
        if (!sw->naxes)
            return cli_fail("%s", err);
        fputs("simulate: setting", stderr);
        for (int k = 0; k < sw->naxes; k++)
            fprintf(stderr, " %s=%s", sw->axes[k].key, sw->values[s * sw->naxes + k]);
        fprintf(stderr, ": %s\n", err);
        return 2;
    }
    sw->setting[s] = r;
    return 0;
}

/* On failure the caller still calls sweep_free. */
int sweep_build(sweep_t *sw, const game_t *g, const void *rules, int players,
                const char *const *args, int nargs, const char *baseline)
{
    int rc;
    memset(sw, 0, sizeof *sw);
    sw->nsettings = 1;
    for (int k = 0; k < nargs; k++) {
        sw->naxes++; /* so that sweep_free frees a half-parsed axis too */
        if ((rc = parse_axis(g, rules, args[k], &sw->axes[k])))
            return rc;
        for (int j = 0; j < k; j++)
            if (strcmp(sw->axes[j].key, sw->axes[k].key) == 0)
                return cli_fail("--sweep %s: swept twice", sw->axes[k].key);
        sw->nsettings *= sw->axes[k].nvals;
        if (sw->nsettings > SWEEP_MAX_SETTINGS)
            return cli_fail("--sweep: more than %d settings", SWEEP_MAX_SETTINGS);
    }
    if (baseline && !nargs)
        return cli_fail("--baseline needs --sweep");
    if (baseline && (rc = apply_baseline(sw->axes, sw->naxes, baseline)))
        return rc;
    size_t S = (size_t)sw->nsettings;
    sw->rules = calloc(S, g->rules_size);
    sw->setting = calloc(S, sizeof *sw->setting);
    sw->values = calloc(S * (size_t)(sw->naxes ? sw->naxes : 1), sizeof *sw->values);
    if (!sw->rules || !sw->setting || !sw->values)
        return cli_fail("out of memory for %d settings", sw->nsettings);
    for (int s = 0; s < sw->nsettings; s++)
        if ((rc = fill_setting(sw, g, rules, players, s)))
            return rc;
    return 0;
}

void sweep_free(sweep_t *sw)
{
    for (int k = 0; k < sw->naxes; k++) {
        for (int v = 0; v < sw->axes[k].nvals; v++)
            free(sw->axes[k].vals[v]);
        free(sw->axes[k].vals);
    }
    free(sw->rules);
    free(sw->setting);
    free(sw->values);
    memset(sw, 0, sizeof *sw);
}
