/* cli.c - the simulate program: what the command line asks for (help, list, signature,
 * bench, or a run), and a run from its options to the CSV. The options live in
 * cli_options.c, help and list in cli_help.c, rules in cli_rules.c, sweeps in
 * sweep.c, the atomic CSV file in output.c. Exit codes: 0 ok, 1 internal failure,
 * 2 bad input. */
#include <errno.h>
#include <omp.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "bench.h"
#include "cli.h"
#include "cli_internal.h"
#include "output.h"
#include "registry.h"
#include "rules.h"
#include "runner.h"
#include "signature.h"
#include "sweep.h"
#include "trace.h"

/* The most memory the tallies of a run may take (run_memory_bytes). */
#define CLI_MEMORY_LIMIT 4000000000ULL

/* What a run is, once every option is checked. */
typedef struct run_plan {
    const game_t *g;
    agent_cfg_t agents[MAX_SEATS];
    int players, threads;
    int64_t games, trace_games;
    uint64_t seed;
    void *rules; /* the fixed rules: defaults, then every --rule/--rules/--deck */
    sweep_t sweep;
} run_plan_t;

static int init_game(const game_t *g)
{
    char err[CLI_ERRLEN];
    if (g->init && g->init(err, sizeof err))
        return cli_fail("%s", err);
    return 0;
}

static const game_t *find_game(const char *id)
{
    const game_t *g = game_find(id);
    if (!g) {
        char names[512] = "";
        for (int i = 0; game_registry[i]; i++) {
            size_t l = strlen(names);
            snprintf(names + l, sizeof names - l, "%s%s", i ? ", " : "", game_registry[i]->id);
        }
        cli_fail("unknown game '%s' (games: %s)", id, names);
    }
    return g;
}

/* ---- signature and bench: every game, or only g ---- */

static int signature(const game_t *only)
{
    char err[CLI_ERRLEN];
    int rc;
    for (int i = 0; game_registry[i]; i++) {
        const game_t *g = game_registry[i];
        if (only && g != only)
            continue;
        if ((rc = init_game(g)))
            return rc;
        if (game_signature(g, stdout, err, sizeof err)) {
            fprintf(stderr, "simulate: %s\n", err);
            return 1;
        }
    }
    return 0;
}

static int bench(const game_t *only, const char *seconds, const char *count)
{
    double secs = 1.0;
    int64_t ngames = 0;
    int rc;
    if (count && (cli_parse_count(count, &ngames) || ngames > 100000000))
        return cli_fail("-n '%s' with --bench: expected a number of games from 1 to 1e8", count);
    if (seconds) {
        char *end;
        secs = strtod(seconds, &end);
        if (*end || !(secs > 0 && secs <= 3600))
            return cli_fail("--bench-seconds '%s': expected seconds from 0.01 to 3600", seconds);
    }
    for (int i = 0; game_registry[i]; i++)
        if ((!only || game_registry[i] == only) && (rc = init_game(game_registry[i])))
            return rc;
    if (count)
        return bench_fixed_run(game_registry, only, agent_registry, (long)ngames, stdout);
    return bench_run(game_registry, only, agent_registry, secs, stdout);
}

/* ---- a run: options to plan ---- */

static int parse_agents(const char *list, agent_cfg_t *agents, int *players)
{
    char buf[1024], err[CLI_ERRLEN];
    if (strlen(list) >= sizeof buf)
        return cli_fail("--agents: list too long");
    snprintf(buf, sizeof buf, "%s", list);
    int n = 0;
    char *save = NULL;
    for (char *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        tok = cli_trim(tok);
        if (n >= MAX_SEATS)
            return cli_fail("--agents: at most %d seats", MAX_SEATS);
        if (agent_spec_parse(tok, &agents[n], err, sizeof err))
            return cli_fail("%s", err);
        n++;
    }
    if (n == 0)
        return cli_fail("--agents: expected one agent per seat, e.g. random,random");
    *players = n;
    return 0;
}

/* Everything but the rules: agents, counts, seed, threads. */
static int plan_numbers(run_plan_t *p, const options_t *o)
{
    const game_t *g = p->g;
    int rc;
    if (!o->agents)
        return cli_fail("--agents is required, one per seat, e.g. --agents random,random");
    if (!o->games)
        return cli_fail("-n is required: the number of games, e.g. -n 1e5");
    if ((rc = parse_agents(o->agents, p->agents, &p->players)))
        return rc;
    if (p->players < g->min_players || p->players > g->max_players) {
        char range[32];
        if (g->min_players == g->max_players)
            snprintf(range, sizeof range, "%d", g->min_players);
        else
            snprintf(range, sizeof range, "%d to %d", g->min_players, g->max_players);
        return cli_fail("game %s is for %s players, --agents names %d (one agent per seat)",
                        g->id, range, p->players);
    }
    if (cli_parse_count(o->games, &p->games))
        return cli_fail("-n '%s': expected a whole number of games of at least 1, such as "
                        "1000 or 1e6",
                        o->games);
    p->seed = 1;
    if (o->seed && cli_parse_seed(o->seed, &p->seed))
        return cli_fail("--seed '%s': expected a non-negative whole number", o->seed);
    p->threads = 0;
    if (o->threads) {
        char *end;
        long t = strtol(o->threads, &end, 10);
        if (*end || t < 1 || t > 1024)
            return cli_fail("--threads '%s': expected a whole number from 1 to 1024",
                            o->threads);
        p->threads = (int)t;
    }
    p->trace_games = 1;
    if (o->trace_games && cli_parse_count(o->trace_games, &p->trace_games))
        return cli_fail("--trace-games '%s': expected a whole number of at least 1",
                        o->trace_games);
    return 0;
}

/* The rules and the settings; the memory the tallies may take; -n rounded up. */
static int plan_settings(run_plan_t *p, options_t *o)
{
    const game_t *g = p->g;
    int rc;
    if ((rc = init_game(g)))
        return rc;
    p->rules = calloc(1, g->rules_size);
    if (!p->rules)
        return cli_fail("out of memory");
    rules_defaults(g, p->rules);
    if ((rc = cli_apply_rules(g, p->rules, o)))
        return rc;
    if ((rc = sweep_build(&p->sweep, g, p->rules, p->players, o->sweeps, o->nsweeps,
                          o->baseline)))
        return rc;
    run_spec_t probe = {.game = g, .players = p->players, .nsettings = p->sweep.nsettings,
                        .agents = p->agents};
    uint64_t need = run_memory_bytes(&probe, p->threads);
    if (need > CLI_MEMORY_LIMIT)
        return cli_fail("this run's tallies may need up to %.1f GB (%d settings, %d players, %d "
                        "threads), more than the %.0f GB allowed: sweep fewer values or use "
                        "fewer --threads",
                        (double)need / 1e9, p->sweep.nsettings, p->players,
                        p->threads ? p->threads : omp_get_max_threads(),
                        (double)CLI_MEMORY_LIMIT / 1e9);
    /* every agent plays every seat equally often */
    if (p->games % p->players) {
        int64_t up = p->games + (p->players - p->games % p->players);
        if (!o->quiet)
            fprintf(stderr, "simulate: note: -n rounded up from %lld to %lld so each agent plays "
                            "each of the %d seats equally often\n",
                    (long long)p->games, (long long)up, p->players);
        p->games = up;
    }
    return 0;
}

/* ---- a run: plan to CSV ---- */

static int report_and_write(const run_plan_t *p, options_t *o, const run_result_t *res,
                            FILE *csv, const char *out)
{
    char rtext[4096], err[CLI_ERRLEN];
    cli_rules_text(o, rtext, sizeof rtext);
    const sweep_t *sw = &p->sweep;
    report_info_t info = {
        .game = p->g,
        .players = p->players,
        .seed = p->seed,
        .games = p->games,
        .agents = p->agents,
        .rules_text = rtext,
        .nsweep = sw->naxes,
        .sweep_values = sw->values,
        .baseline = sw->baseline,
    };
    for (int k = 0; k < sw->naxes; k++)
        info.sweep_keys[k] = sw->axes[k].key;
    report_t rep;
    if (report_build(&rep, &info, res, err, sizeof err)) {
        fprintf(stderr, "simulate: internal error: %s\n", err);
        output_abort(csv);
        return 1;
    }
    if (!o->quiet) {
        printf("%s, %d players, %lld games%s, seed %llu, %d threads: %.2f s, %.0f games/s, %.0f "
               "moves/s\n",
               p->g->id, p->players, (long long)p->games,
               sw->nsettings > 1 ? " per setting" : "", (unsigned long long)p->seed,
               res->threads, res->seconds,
               res->seconds > 0 ? (double)p->games * sw->nsettings / res->seconds : 0,
               res->seconds > 0 ? (double)res->moves / res->seconds : 0);
        report_print(&rep, stdout);
    }
    int werr = report_write_csv(&rep, csv);
    report_free(&rep);
    if (werr) {
        int e = errno;
        output_abort(csv);
        fprintf(stderr, "simulate: cannot write %s: %s\n", out, strerror(e));
        return 1;
    }
    if (output_commit(csv, out)) {
        fprintf(stderr, "simulate: cannot write %s: %s\n", out, strerror(errno));
        return 1;
    }
    if (!o->quiet)
        fprintf(stderr, "wrote %s\n", out);
    return 0;
}

static int run_plan(const run_plan_t *p, options_t *o)
{
    /* output: create the temporary file now, so a bad path fails before the run */
    char out[4096], err[CLI_ERRLEN];
    if (o->out)
        snprintf(out, sizeof out, "%s", o->out);
    else {
        output_default_path(out, sizeof out, p->g, o->agents, p->games, p->seed);
        mkdir("results", 0777);
    }
    FILE *csv = output_open(out);
    if (!csv)
        return cli_fail("cannot write the CSV next to '%s': %s", out, strerror(errno));
    FILE *trace = NULL;
    if (o->trace && !(trace = fopen(o->trace, "w"))) {
        int e = errno;
        output_abort(csv);
        return cli_fail("--trace %s: cannot write: %s", o->trace, strerror(e));
    }
    /* the custom rules given (files, decks), for the trace header; the last wins */
    const char *custom[CLI_MAX_RULE_ENTRIES] = {0};
    for (int i = 0; i < o->nrules; i++) {
        int k = 0;
        for (const rule_param_t *q = p->g->params; q && q->key && k < CLI_MAX_RULE_ENTRIES;
             q++, k++)
            if (q->type == RULE_CUSTOM && strcmp(q->key, o->rules[i].key) == 0)
                custom[k] = o->rules[i].val;
    }
    run_spec_t spec = {
        .game = p->g,
        .players = p->players,
        .nsettings = p->sweep.nsettings,
        .rules = p->sweep.setting,
        .baseline = p->sweep.baseline,
        .agents = p->agents,
        .games = p->games,
        .seed = p->seed,
        .threads = p->threads,
        .trace = trace,
        .trace_games = p->trace_games,
        .trace_custom = custom,
        .progress = !o->quiet,
    };
    run_result_t res;
    if (run_games(&spec, &res, err, sizeof err)) {
        fprintf(stderr, "simulate: internal error: %s\n", err);
        output_abort(csv);
        if (trace)
            fclose(trace);
        return 1;
    }
    if (trace && fclose(trace) != 0) {
        int e = errno;
        output_abort(csv);
        run_result_free(&res);
        return cli_fail("--trace %s: write failed: %s", o->trace, strerror(e));
    }
    int rc = report_and_write(p, o, &res, csv, out);
    run_result_free(&res);
    return rc;
}

static int run(const game_t *g, options_t *o)
{
    static run_plan_t p; /* large (agent specs); one per process */
    memset(&p, 0, sizeof p);
    p.g = g;
    int rc = plan_numbers(&p, o);
    if (!rc)
        rc = plan_settings(&p, o);
    if (!rc)
        rc = run_plan(&p, o);
    sweep_free(&p.sweep);
    free(p.rules);
    return rc;
}

int cli_main(int argc, char **argv)
{
    static options_t o;
    memset(&o, 0, sizeof o);
    int rc = cli_parse_args(argc, argv, &o);
    if (rc)
        return rc;
    if (o.help) {
        cli_print_help(stdout);
        return 0;
    }
    if (o.version) {
        printf("simulate %s\n", simulate_version);
        return 0;
    }
    const game_t *g = NULL;
    if (o.game && !(g = find_game(o.game)))
        return 2;
    if (o.list) {
        cli_print_list(g, stdout);
        return 0;
    }
    if (o.signature)
        return signature(g);
    if (o.bench)
        return bench(g, o.bench_seconds, o.games);
    if (!g)
        return cli_fail("--game is required (simulate --list shows the games)");
    return run(g, &o);
}
