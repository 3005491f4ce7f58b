/* cli.c - the simulate program: what the command line asks for (help, list, signature,
 * bench, or a run), and a run from its options to the CSV. The options live in
 * cli_options.c, help and list in cli_help.c, rules in cli_rules.c, sweeps in
 * sweep.c, the atomic CSV file in output.c. Exit codes: 0 ok, 1 internal failure,
 * 2 bad input. */
#include <errno.h>
#include <omp.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "bench.h"
#include "cli.h"
#include "decks.h"
#include "cli_internal.h"
#include "data.h"
#include "output.h"
#include "plot.h"
#include "registry.h"
#include "replay.h"
#include "rules.h"
#include "runner.h"
#include "shard.h"
#include "signature.h"
#include "simmpi.h"
#include "sweep.h"
#include "table.h"
#include "trace.h"
#include "workbook.h"

/* The most memory the tallies of a run may take (run_memory_bytes). */
#define CLI_MEMORY_LIMIT 4000000000ULL

/* What a run is, once every option is checked. */
typedef struct run_plan {
    const game_t *g;
    agent_cfg_t agents[MAX_SEATS];
    int players, threads;
    int listens; /* an agent listens (a human seat): one thread, in order */
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
        cli_fail("unknown game '%s' (games: %s)", cli_shown(id), names);
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
            return cli_error("%s", err);
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
        return cli_fail("-n '%s' with --bench: expected a number of games from 1 to 1e8",
                        cli_shown(count));
    if (seconds) {
        if (cli_parse_real(seconds, &secs) || !(secs >= 0.01 && secs <= 3600))
            return cli_fail("--bench-seconds '%s': expected seconds from 0.01 to 3600",
                            cli_shown(seconds));
    }
    for (int i = 0; game_registry[i]; i++)
        if ((!only || game_registry[i] == only) && (rc = init_game(game_registry[i])))
            return rc;
    rc = count ? bench_fixed_run(game_registry, only, agent_registry, (long)ngames, stdout)
               : bench_run(game_registry, only, agent_registry, secs, stdout);
    if (rc)
        cli_messages++; /* bench_run says why it failed */
    return rc;
}

/* ---- a run: options to plan ---- */

/* Warnings about the decks given (--deck): cards a deck can never play... (the game's
 * deck_warn). Not errors: the run goes on. */
static void cli_deck_warnings(const game_t *g, const void *rules, int players, const options_t *o)
{
    char buf[8192];
    if (!g->cards || !g->cards->deck_warn || o->quiet || !o->ndecks)
        return;
    for (int seat = 0; seat < players && seat < o->ndecks; seat++)
        if (g->cards->deck_warn(rules, seat, buf, sizeof buf)) {
            char *save = NULL;
            for (char *l = strtok_r(buf, "\n", &save); l; l = strtok_r(NULL, "\n", &save))
                fprintf(stderr, "simulate: warning: %s\n", l);
        }
}

static int parse_agents(const char *list, agent_cfg_t *agents, int *players)
{
    char buf[1024], err[CLI_ERRLEN];
    if (strlen(list) >= sizeof buf)
        return cli_fail("--agents '%s': list longer than %zu characters", cli_shown(list),
                        sizeof buf - 1);
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
    for (int a = 0; a < p->players; a++)
        p->listens |= p->agents[a].type->hear != NULL;
    if (p->listens && !g->view_text)
        return cli_fail("game %s has no view for a human seat yet (view_text)", g->id);
    if (p->listens && o->nsweeps)
        return cli_fail("--sweep: a human seat plays one rule setting; leave out --sweep");
    if (p->players < g->min_players || p->players > g->max_players) {
        char range[32];
        if (g->min_players == g->max_players)
            snprintf(range, sizeof range, "%d", g->min_players);
        else
            snprintf(range, sizeof range, "%d to %d", g->min_players, g->max_players);
        return cli_fail("game %s is for %s players, --agents names %d (one agent per seat)",
                        g->id, range, p->players);
    }
    if ((rc = cli_parse_count(o->games, &p->games)))
        return cli_fail("-n '%s': %s", cli_shown(o->games),
                        rc == 2 ? "at most 1e15 games"
                                : "expected a whole number of games of at least 1, such as "
                                  "1000 or 1e6");
    p->seed = 1;
    if (o->seed && cli_parse_seed(o->seed, &p->seed))
        return cli_fail("--seed '%s': expected a whole number from 0 to 18446744073709551615",
                        cli_shown(o->seed));
    p->threads = 0;
    if (o->threads && cli_parse_threads(o->threads, &p->threads))
        return cli_fail("--threads '%s': expected a whole number from 1 to %d", cli_shown(o->threads),
                        CLI_MAX_THREADS);
    p->trace_games = 1;
    if (o->trace_games && (rc = cli_parse_count(o->trace_games, &p->trace_games)))
        return cli_fail("--trace-games '%s': %s", cli_shown(o->trace_games),
                        rc == 2 ? "at most 1e15 games" : "expected a whole number of at least 1");
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
    cli_deck_warnings(g, p->rules, p->players, o);
    if ((rc = sweep_build(&p->sweep, g, p->rules, p->players, p->agents, o->sweeps, o->nsweeps,
                          o->baseline))) {
        cli_messages++; /* sweep_build says why, sometimes by itself */
        return rc;
    }
    if (sweep_describe(&p->sweep, g, p->players, o))
        return cli_fail("out of memory");
    run_spec_t probe = {.game = g, .players = p->players, .nsettings = p->sweep.nsettings,
                        .agents = p->agents, .setting_agents = p->sweep.agents};
    uint64_t need = run_memory_bytes(&probe, p->threads);
    if (need > CLI_MEMORY_LIMIT)
        return cli_fail("this run's tallies may need up to %.1f GB (%d settings, %d players, %d "
                        "threads), more than the %.0f GB allowed: sweep fewer values or use "
                        "fewer --threads",
                        (double)need / 1e9, p->sweep.nsettings, p->players,
                        p->threads ? p->threads : omp_get_max_threads(),
                        (double)CLI_MEMORY_LIMIT / 1e9);
    /* every agent plays every seat equally often (a human plays the games asked for) */
    if (p->games % p->players && !p->listens) {
        int64_t up = p->games + (p->players - p->games % p->players);
        if (!o->quiet)
            fprintf(stderr, "simulate: note: -n rounded up from %lld to %lld so each agent plays "
                            "each of the %d seats equally often\n",
                    (long long)p->games, (long long)up, p->players);
        p->games = up;
    }
    return 0;
}

/* ---- a run: outputs ---- */

/* An output must not overwrite one of the run's inputs: this program, a file read
 * through data.h (game data, --rules, decks), a file a custom rule names (a deck, a
 * card file: also under the data directory, where games look for relative names). */
int cli_check_not_input(const out_file_t *out, const game_t *g, const options_t *o)
{
    if (out->kind != OUT_ATOMIC || !out->exists)
        return 0;
    struct stat st;
    if (stat("/proc/self/exe", &st) == 0 &&
        output_is_file(out, (unsigned long long)st.st_dev, (unsigned long long)st.st_ino))
        return cli_fail("%s '%s' is this program: refusing to overwrite it", out->what,
                        cli_shown(out->path));
    int input = data_was_read(out->dev, out->ino);
    for (int i = 0; i < o->nrules && !input; i++) {
        const rule_param_t *q = rules_find(g, o->rules[i].key);
        if (!q || q->type != RULE_CUSTOM)
            continue;
        char alt[PATH_MAX];
        data_path(alt, sizeof alt, o->rules[i].val);
        input = (stat(o->rules[i].val, &st) == 0 &&
                 output_is_file(out, (unsigned long long)st.st_dev,
                                (unsigned long long)st.st_ino)) ||
                (o->rules[i].val[0] != '/' && stat(alt, &st) == 0 &&
                 output_is_file(out, (unsigned long long)st.st_dev,
                                (unsigned long long)st.st_ino));
    }
    if (input)
        return cli_fail("%s '%s' is one of the run's inputs (a data, rules or deck file): "
                        "refusing to overwrite it",
                        out->what, cli_shown(out->path));
    return 0;
}

/* ---- a run: threads ---- */

static struct {
    pthread_mutex_t lock;
    pthread_cond_t go;
    int released;
} probe = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 0};

static void *probe_thread(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&probe.lock);
    while (!probe.released)
        pthread_cond_wait(&probe.go, &probe.lock);
    pthread_mutex_unlock(&probe.lock);
    return NULL;
}

/* How many threads can run at once, up to want: this one and want - 1 made here, all
 * alive together, then ended. libgomp ends the program with its own message when it
 * cannot make the threads it is asked for, so the run asks only for what exists. */
static int threads_available(int want, int *err)
{
    static pthread_t t[CLI_MAX_THREADS];
    int made = 0;
    *err = 0;
    probe.released = 0;
    while (made < want - 1) {
        int e = pthread_create(&t[made], NULL, probe_thread, NULL);
        if (e) {
            *err = e;
            break;
        }
        made++;
    }
    pthread_mutex_lock(&probe.lock);
    probe.released = 1;
    pthread_cond_broadcast(&probe.go);
    pthread_mutex_unlock(&probe.lock);
    for (int i = 0; i < made; i++)
        pthread_join(t[i], NULL);
    return made + 1;
}

static int check_threads(run_plan_t *p, const options_t *o)
{
    int want = p->threads ? p->threads : omp_get_max_threads(), err;
    int got = threads_available(want, &err);
    if (got >= want)
        return 0;
    if (p->threads)
        return cli_fail("--threads %d: only %d threads can be made here (%s)", p->threads, got,
                        strerror(err));
    if (!o->quiet)
        fprintf(stderr, "simulate: note: %d threads, the most that can be made here (%s)\n", got,
                strerror(err));
    p->threads = got; /* the results do not depend on it */
    return 0;
}

/* ---- a run: plan to CSV ---- */

/* --xlsx: the library is there and the workbook's folder is writable, before the run. */
static int check_workbook(const options_t *o)
{
    if (o->out) {
        size_t l = strlen(o->out);
        if (l > 5 && strcmp(o->out + l - 5, ".xlsx") == 0)
            return cli_fail("-o %s: -o names the CSV; --xlsx FILE writes a workbook beside it",
                            cli_shown(o->out));
    }
    if (!o->xlsx)
        return 0;
    if (!workbook_available())
        return cli_fail("--xlsx: %s", WORKBOOK_MISSING);
    char dir[4096];
    const char *slash = strrchr(o->xlsx, '/');
    snprintf(dir, sizeof dir, "%.*s", slash ? (int)(slash - o->xlsx) : 1, slash ? o->xlsx : ".");
    if (!dir[0])
        snprintf(dir, sizeof dir, "/");
    if (access(dir, W_OK | X_OK) != 0)
        return cli_fail("--xlsx %s: cannot write in %s: %s", cli_shown(o->xlsx), cli_shown(dir),
                        strerror(errno));
    return 0;
}

/* --xlsx: the workbook, built from the CSV just written, with the run's summary. */
static int write_workbook(const run_plan_t *p, const options_t *o, const char *csv,
                          const char *rules, const char *summary)
{
    char err[CLI_ERRLEN], players[16], seed[32], games[32];
    snprintf(players, sizeof players, "%d", p->players);
    snprintf(seed, sizeof seed, "%llu", (unsigned long long)p->seed);
    snprintf(games, sizeof games, "%lld", (long long)p->games);
    wb_meta_t m = {.csv = csv, .game = p->g->id, .players = players, .agents = o->agents,
                   .seed = seed, .games = games, .rules = rules, .version = simulate_version,
                   .summary = summary};
    if (workbook_from_csv(o->xlsx, csv, &m, err, sizeof err))
        return cli_error("--xlsx %s", err);
    if (!o->quiet)
        fprintf(stderr, "wrote %s\n", o->xlsx);
    return 0;
}

static int report_and_write(const run_plan_t *p, options_t *o, const run_result_t *res,
                            out_file_t *csv, FILE *sum)
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
        .setting_agents = sw->agents,
        .rules_text = rtext,
        .nsweep = sw->nkeys,
        .sweep_values = sw->values,
        .baseline = sw->baseline,
        .lineup = sw->lineup,
        .version = simulate_version,
        .inputs = sw->inputs,
        .metrics = o->metrics,
        .skill_axis = sw->skill_key,
    };
    for (int k = 0; k < sw->nkeys; k++)
        info.sweep_keys[k] = sw->key_names[k];
    report_t rep;
    if (report_build(&rep, &info, res, err, sizeof err)) {
        output_abort(csv);
        return cli_error("internal error: %s", err);
    }
    int sum_err = 0;
    if (!o->quiet) {
        if (o->merge)
            fprintf(sum, "%s, %d players, %lld games%s, seed %llu: merged from %d tally files\n",
                    p->g->id, p->players, (long long)p->games,
                    sw->nsettings > 1 ? " per setting" : "", (unsigned long long)p->seed,
                    o->nmerge);
        else
            fprintf(sum,
                    "%s, %d players, %lld games%s, seed %llu, %d threads: %.2f s, %.0f games/s, "
                    "%.0f moves/s\n",
                    p->g->id, p->players, (long long)p->games,
                    sw->nsettings > 1 ? " per setting" : "", (unsigned long long)p->seed,
                    res->threads, res->seconds,
                    res->seconds > 0 ? (double)p->games * sw->nsettings / res->seconds : 0,
                    res->seconds > 0 ? (double)res->moves / res->seconds : 0);
        report_print(&rep, sum);
        /* the summary is out before any status line on stderr ("wrote FILE"): with both
         * sent to one file, a buffered stdout would otherwise take it in its middle */
        errno = 0;
        if (fflush(sum) != 0 || ferror(sum))
            sum_err = errno ? errno : EIO;
    }
    char *summary = NULL; /* --xlsx: the summary for the workbook */
    size_t slen = 0;
    FILE *ms = o->xlsx ? open_memstream(&summary, &slen) : NULL;
    if (ms) {
        report_print(&rep, ms);
        fclose(ms);
    }
    errno = 0;
    int werr = report_write_csv(&rep, csv->f);
    report_free(&rep);
    if (werr) {
        int e = errno ? errno : EIO;
        output_abort(csv);
        free(summary);
        return cli_error("cannot write %s %s: %s", csv->what,
                         csv->kind == OUT_STDOUT ? "stdout" : cli_shown(csv->path), strerror(e));
    }
    int rc = output_commit(csv);
    if (rc) {
        free(summary);
        return rc;
    }
    if (!o->quiet && csv->kind != OUT_STDOUT)
        fprintf(stderr, "wrote %s\n", csv->path);
    if (o->xlsx) {
        if (csv->kind == OUT_ATOMIC)
            rc = write_workbook(p, o, csv->path, rtext, summary);
        else
            rc = cli_error("--xlsx needs the CSV in a file: the workbook is built from it");
    }
    free(summary);
    if (rc)
        return rc;
    /* the CSV is safe; the summary the user did not get still makes this a failure */
    if (sum_err)
        return cli_error("cannot write the summary to %s: %s", sum == stdout ? "stdout" : "stderr",
                         strerror(sum_err));
    return 0;
}

static int run_plan(run_plan_t *p, options_t *o)
{
    /* the outputs are checked before the run: a bad path fails now, not after it */
    static char defpath[PATH_MAX];
    static out_file_t csv, trace;
    char err[CLI_ERRLEN];
    const char *out = o->out;
    int rc;
    if ((rc = check_workbook(o)))
        return rc;
    if (!out) {
        output_default_path(defpath, sizeof defpath, p->g, o->agents, p->games, p->seed);
        mkdir("results", 0777);
        out = defpath;
    }
    /* shards, tally files, checkpoints, MPI, merge (shard.h): whether this process
     * writes the CSV at all */
    static shard_run_t dist;
    run_spec_t spec0 = {.game = p->g, .players = p->players, .agents = p->agents,
                        .games = p->games, .seed = p->seed, .metrics = o->metrics};
    if ((rc = shard_prepare(&dist, o, &spec0, p->sweep.inputs, out))) {
        cli_messages++; /* shard_prepare said why */
        shard_free(&dist);
        return rc;
    }
    if (dist.active && table_listens(&spec0)) {
        shard_free(&dist);
        return cli_fail("a human seat plays at the terminal: --shard, --checkpoint, --resume "
                        "and MPI ranks are for runs of agents only");
    }
    const int want_csv = dist.want_csv;
    if ((want_csv && (rc = output_check(&csv, "--out", out))) ||
        (o->trace && (rc = output_check(&trace, "--trace", o->trace)))) {
        shard_free(&dist);
        return rc;
    }
    /* both on the null device is harmless: nothing is kept to be mixed up */
    if (want_csv && o->trace && output_same(&csv, &trace) && !output_is_null(&csv)) {
        shard_free(&dist);
        return csv.kind == OUT_STDOUT
                   ? cli_fail("-o - and --trace - cannot both write to stdout")
                   : cli_fail("--out and --trace name the same file '%s'", cli_shown(out));
    }
    if ((want_csv && (rc = cli_check_not_input(&csv, p->g, o))) ||
        (o->trace && (rc = cli_check_not_input(&trace, p->g, o))) ||
        (rc = check_threads(p, o))) {
        shard_free(&dist);
        return rc;
    }
    output_signals();
    if (want_csv && (rc = output_open(&csv))) {
        shard_free(&dist);
        return rc;
    }
    if (o->trace && (rc = output_open(&trace))) {
        if (want_csv)
            output_abort(&csv);
        shard_free(&dist);
        return rc;
    }
    /* stdout carries the CSV or the trace: the summary goes to stderr */
    FILE *sum = csv.kind == OUT_STDOUT || (o->trace && trace.kind == OUT_STDOUT) ? stderr : stdout;

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
        .setting_agents = p->sweep.agents,
        .games = p->games,
        .seed = p->seed,
        .threads = p->threads,
        .trace = o->trace ? trace.f : NULL,
        .trace_games = p->trace_games,
        .trace_custom = custom,
        .progress = !o->quiet,
        .metrics = o->metrics,
    };
    run_result_t res;
    int ran = shard_play(&dist, &spec, &res, err, sizeof err);
    if (ran == RUN_QUIT_RC) { /* a human quit: a clean stop, no CSV written */
        if (want_csv)
            output_abort(&csv);
        if (o->trace && output_commit(&trace)) /* the trace keeps the moves played */
            output_abort(&trace);
        shard_free(&dist);
        cli_messages++;
        fprintf(stderr, "simulate: %s: no CSV written\n", err);
        return 0;
    }
    if (ran) {
        if (want_csv)
            output_abort(&csv);
        if (o->trace)
            output_abort(&trace);
        shard_free(&dist);
        if (ran == 1)
            return cli_error("internal error: %s", err);
        cli_messages++; /* shard_play said why */
        return ran;
    }
    if (o->trace && (rc = output_commit(&trace))) {
        if (want_csv)
            output_abort(&csv);
        run_result_free(&res);
        shard_free(&dist);
        return rc;
    }
    rc = want_csv ? report_and_write(p, o, &res, &csv, sum) : 0;
    if (!rc && (rc = shard_finish(&dist, &res)))
        cli_messages++; /* shard_finish said why */
    run_result_free(&res);
    shard_free(&dist);
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

/* simulate play --game G [options]: one human seat (seat 1 of the first game) against
 * the default agent, mcts, in the others, as many seats as the game's fewest players;
 * one game, and a seed from the clock (shown when the game starts), unless the options
 * say otherwise. */
static int play_defaults(options_t *o, const game_t *g)
{
    static char agents[MAX_SEATS * 8], seed[24];
    if (!o->agents) {
        snprintf(agents, sizeof agents, "human");
        for (int s = 1; s < g->min_players; s++)
            strcat(agents, ",mcts");
        o->agents = agents;
    }
    if (!o->games)
        o->games = "1";
    if (!o->seed) {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        snprintf(seed, sizeof seed, "%llu",
                 (unsigned long long)ts.tv_sec * 1000u + (unsigned long long)ts.tv_nsec / 1000000u);
        o->seed = seed;
    }
    return 0;
}

static int cli_dispatch(int argc, char **argv);

int cli_main(int argc, char **argv)
{
    int rc = cli_dispatch(argc, argv);
    /* output the user did not get is a failure */
    errno = 0;
    if (rc == 0 && (fflush(stdout) != 0 || ferror(stdout)))
        rc = cli_error("cannot write to stdout: %s", strerror(errno ? errno : EIO));
    /* every failure says what failed, in one line */
    if (rc != 0 && cli_messages == 0)
        fprintf(stderr, "simulate: failed (exit %d) without saying why: an internal error\n",
                rc);
    return rc;
}

static int cli_dispatch(int argc, char **argv)
{
    /* subcommands: simulate replay TRACE, ... (each parses its own options and says
     * itself why it fails) */
    int (*sub)(int, char **) = NULL;
    if (argc > 1 && strcmp(argv[1], "replay") == 0)
        sub = replay_main;
    else if (argc > 1 && strcmp(argv[1], "plot") == 0)
        sub = plot_main;
    else if (argc > 1 && strcmp(argv[1], "xlsx") == 0)
        sub = workbook_main;
    if (sub) {
        cli_messages++;
        return sub(argc - 1, argv + 1);
    }
    static options_t o;
    memset(&o, 0, sizeof o);
    /* `simulate play ...`: the options after the word, with the play defaults;
     * `simulate merge FILE...`: the options of the run the tally files are of */
    const int play = argc > 1 && strcmp(argv[1], "play") == 0;
    int rc;
    if (argc > 1 && strcmp(argv[1], "merge") == 0) {
        if (mpi_rank() > 0) /* rank 0 merges */
            return 0;
        rc = merge_options(argc, argv, &o);
        if (rc)
            cli_messages++; /* merge_options said why */
    } else {
        rc = play ? cli_parse_args(argc - 1, argv + 1, &o) : cli_parse_args(argc, argv, &o);
    }
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
    if (play)
        play_defaults(&o, g);
    if (o.optimise || o.decks) {
        /* a deck study writes its own CSVs; the round robin goes through the shard layer
         * like a run (decks.c), the optimiser cannot: each step plays the decks the
         * games before it chose, so its games cannot be split, added up or resumed */
        const char *what = o.optimise ? "--optimise" : "--decks";
        if (play)
            return cli_fail("simulate play takes no %s (play one pairing with --deck A "
                            "--deck B)", what);
        if (o.optimise && (o.shard || o.tally || o.checkpoint || o.checkpoint_every || o.resume))
            return cli_fail("--optimise runs in one process: each step plays decks the games "
                            "before it chose, so --shard, --tally, --checkpoint and --resume "
                            "(for runs, sweeps and --decks round robins) cannot split or resume "
                            "it");
        if (o.xlsx)
            return cli_fail("%s takes no --xlsx: make the workbook afterwards with simulate "
                            "xlsx OUT.csv", what);
        if (o.metrics)
            return cli_fail("%s takes no --metrics (they are for plain runs and sweeps)", what);
        if (o.optimise && mpi_size() > 1)
            return mpi_rank() == 0 ? cli_fail("--optimise runs in one process, not under "
                                              "mpirun: each step plays decks the games before "
                                              "it chose")
                                   : (cli_messages++, 2);
    }
    if (o.optimise)
        return optimise_main(g, &o);
    if (o.decks)
        return decks_main(g, &o);
    if (o.nlineups > 1)
        return cli_fail("--agents given %d times: several lineups are for deck studies "
                        "(--decks); a run takes one --agents list", o.nlineups);
    if (o.no_cards)
        return cli_fail("--no-cards is for deck studies (--decks)");
    if (o.steps)
        return cli_fail("--steps is for the deck optimiser (--optimise)");
    if (o.bench_seconds)
        return cli_fail("--bench-seconds is for --bench");
    return run(g, &o);
}
