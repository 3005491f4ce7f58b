/* cli.c - the simulate command line: options, --list, --help, running a simulation
 * or a sweep, writing the report. Exit codes: 0 ok, 1 internal failure, 2 bad input. */
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <omp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bench.h"
#include "cli.h"
#include "registry.h"
#include "rules.h"
#include "report.h"
#include "runner.h"
#include "signature.h"

#define MAX_RULE_ENTRIES 256
#define MAX_SETTINGS 4096
#define ERRLEN 512
/* The most memory the tallies of a run may take (run_memory_bytes). */
#define CLI_MEMORY_LIMIT 4000000000ULL

/* A rule assignment in command-line order, with where it came from. */
typedef struct rule_entry {
    char key[64];
    char val[512];
    char where[600]; /* "--rule turn_cap=5", "my.rules:3" */
} rule_entry_t;

typedef struct sweep_axis {
    char key[64];
    int nvals;
    char **vals;
    int base; /* index of the baseline value */
} sweep_axis_t;

typedef struct options {
    const char *game, *agents, *games, *seed, *threads, *out, *trace, *trace_games;
    int quiet, list, help, bench, signature;
    const char *bench_seconds;
    rule_entry_t rules[MAX_RULE_ENTRIES];
    int nrules, ndecks;
    const char *sweeps[REPORT_MAX_SWEEP];
    int nsweeps;
    const char *baseline;
} options_t;

/* One line on stderr, exit status 2 (bad input). */
static int fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static int fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("simulate: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    return 2;
}

/* ---- help and list ---- */

static void print_help(FILE *f)
{
    fputs(
        "usage: simulate --game G --agents A,B[,C...] -n N [options]\n"
        "       simulate --list [--game G]\n"
        "       simulate --bench [--game G] [--bench-seconds S]\n"
        "       simulate --signature [--game G]\n"
        "\n"
        "Plays N games of G between the agents (one per seat, seats rotated so every agent\n"
        "plays every seat equally often), in parallel, and reports win rates with 95%\n"
        "intervals, seat advantage and game length: a table on stdout, a CSV file.\n"
        "\n"
        "  -g, --game G          the game (simulate --list shows them)\n"
        "  -a, --agents LIST     comma-separated agents, one per seat; settings after colons:\n"
        "                        mcts:iters=400:c=0.7,greedy\n"
        "  -n, --games N         games to play (1000000 or 1e6); rounded up to a multiple\n"
        "                        of the number of seats\n"
        "  -s, --seed S          run seed (default 1): the same seed gives the same CSV\n"
        "  -t, --threads T       worker threads (default: all cores); no effect on results\n"
        "  -r, --rule KEY=VALUE  change a rule parameter (repeatable)\n"
        "  -R, --rules FILE      read 'key = value' lines ('#' comments) as --rule\n"
        "  -d, --deck FILE       a deck for the next seat (games with decks, e.g. dinn);\n"
        "                        the k-th --deck is rule deck<k>\n"
        "      --sweep KEY=V1,V2,...  play every combination of the listed values\n"
        "                        (repeatable); the same seeds for every setting\n"
        "      --baseline KEY=V[,KEY=V]  the setting others are compared with\n"
        "                        (default: the first value of each sweep)\n"
        "  -o, --out FILE        CSV path (default: results/<game>-<agents>-n<N>-s<seed>.csv)\n"
        "      --trace FILE      write the first games move by move as JSON lines\n"
        "      --trace-games K   how many games to trace (default 1)\n"
        "  -q, --quiet           no table, no progress bar, no notes\n"
        "  -l, --list            list games with their rules, and agents with settings\n"
        "      --bench           random-play speed (games/s, moves/s per thread) and MCTS\n"
        "                        iterations/s for every game, or only --game\n"
        "      --bench-seconds S seconds per measurement (default 1)\n"
        "      --signature       fingerprint of every game's play (fixed random games\n"
        "                        hashed move by move), or only --game's\n"
        "  -h, --help            this help\n"
        "\n"
        "Exit status: 0 done, 2 bad input (one line on stderr says what), 1 internal error.\n",
        f);
}

static void print_game_rules(const game_t *g, FILE *f)
{
    void *rules = calloc(1, g->rules_size);
    if (!rules)
        return;
    rules_defaults(g, rules);
    for (const rule_param_t *p = g->params; p && p->key; p++) {
        char val[64], range[64] = "";
        rules_format(p, rules, val, sizeof val);
        if (p->type == RULE_INT)
            snprintf(range, sizeof range, "(%d..%d)", (int)p->min, (int)p->max);
        else if (p->type == RULE_BOOL)
            snprintf(range, sizeof range, "(true/false)");
        else if (p->type == RULE_ENUM) {
            size_t len = 0;
            range[len++] = '(';
            for (int i = 0; p->names[i] && len < sizeof range - 2; i++)
                len += (size_t)snprintf(range + len, sizeof range - len, "%s%s", i ? "/" : "",
                                        p->names[i]);
            if (len < sizeof range - 1) {
                range[len++] = ')';
                range[len] = '\0';
            }
        }
        fprintf(f, "    %-24s = %-10s %-16s %s\n", p->key, val, range, p->help);
    }
    free(rules);
}

static void print_list(const game_t *only, FILE *f)
{
    fputs("games:\n", f);
    for (int i = 0; game_registry[i]; i++) {
        const game_t *g = game_registry[i];
        if (only && g != only)
            continue;
        char players[16];
        if (g->min_players == g->max_players)
            snprintf(players, sizeof players, "%d players", g->min_players);
        else
            snprintf(players, sizeof players, "%d-%d players", g->min_players, g->max_players);
        fprintf(f, "  %-12s %-12s %s\n", g->id, players, g->name);
        fputs("    rules (--rule KEY=VALUE):\n", f);
        print_game_rules(g, f);
    }
    fputs("agents (--agents NAME[:KEY=VALUE]...):\n", f);
    for (int i = 0; agent_registry[i]; i++) {
        const agent_type_t *a = agent_registry[i];
        fprintf(f, "  %-12s %s\n", a->name, a->help);
        for (const agent_param_t *p = a->params; p && p->key; p++)
            fprintf(f, "    %-10s = %-8g (%g..%g) %s\n", p->key, p->def, p->min, p->max, p->help);
    }
}

/* ---- parsing values ---- */

static int parse_count(const char *s, int64_t *out)
{
    char *end;
    errno = 0;
    if (!s || !*s)
        return 1;
    long long v = strtoll(s, &end, 10);
    if (*end == '\0' && errno == 0) {
        if (v < 1)
            return 1;
        *out = v;
        return 0;
    }
    double d = strtod(s, &end);
    if (*end != '\0' || errno == ERANGE || !isfinite(d) || d < 1 || d > 1e13 || d != floor(d))
        return 1;
    *out = (int64_t)d;
    return 0;
}

static int parse_seed(const char *s, uint64_t *out)
{
    char *end;
    errno = 0;
    if (!s || !*s || *s == '-')
        return 1;
    unsigned long long v = strtoull(s, &end, 10);
    if (*end || errno == ERANGE)
        return 1;
    *out = v;
    return 0;
}

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    char *e = s + strlen(s);
    while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\n' || e[-1] == '\r'))
        e--;
    *e = '\0';
    return s;
}

static int add_rule(options_t *o, const char *key, const char *val, const char *where)
{
    if (o->nrules >= MAX_RULE_ENTRIES)
        return fail("too many rule settings (at most %d)", MAX_RULE_ENTRIES);
    rule_entry_t *e = &o->rules[o->nrules];
    if (strlen(key) >= sizeof e->key || strlen(val) >= sizeof e->val)
        return fail("%s: key or value too long", where);
    snprintf(e->key, sizeof e->key, "%s", key);
    snprintf(e->val, sizeof e->val, "%s", val);
    snprintf(e->where, sizeof e->where, "%s", where);
    o->nrules++;
    return 0;
}

static int add_rule_arg(options_t *o, const char *arg)
{
    char buf[600], where[640];
    snprintf(where, sizeof where, "--rule %s", arg);
    const char *eq = strchr(arg, '=');
    if (!eq || eq == arg)
        return fail("--rule '%s': expected KEY=VALUE", arg);
    snprintf(buf, sizeof buf, "%.*s", (int)(eq - arg), arg);
    return add_rule(o, trim(buf), eq + 1, where);
}

static int read_rules_file(options_t *o, const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return fail("--rules %s: cannot open: %s", path, strerror(errno));
    char line[1024], where[600];
    int lineno = 0, rc = 0;
    while (!rc && fgets(line, sizeof line, f)) {
        lineno++;
        char *hash = strchr(line, '#');
        if (hash)
            *hash = '\0';
        char *s = trim(line);
        if (!*s)
            continue;
        snprintf(where, sizeof where, "%s:%d", path, lineno);
        char *eq = strchr(s, '=');
        if (!eq) {
            fprintf(stderr, "simulate: %s: expected 'key = value', got '%s'\n", where, s);
            rc = 2;
            break;
        }
        *eq = '\0';
        char *key = trim(s), *val = trim(eq + 1);
        if (!*key || !*val) {
            fprintf(stderr, "simulate: %s: expected 'key = value'\n", where);
            rc = 2;
            break;
        }
        rc = add_rule(o, key, val, where);
    }
    fclose(f);
    return rc;
}

static int parse_args(int argc, char **argv, options_t *o)
{
    enum { OPT_TRACE = 256, OPT_TRACE_GAMES, OPT_BENCH, OPT_BENCH_SECONDS, OPT_SWEEP,
           OPT_BASELINE, OPT_SIGNATURE };
    static const struct option longopts[] = {
        {"game", required_argument, 0, 'g'},
        {"agents", required_argument, 0, 'a'},
        {"games", required_argument, 0, 'n'},
        {"seed", required_argument, 0, 's'},
        {"threads", required_argument, 0, 't'},
        {"rule", required_argument, 0, 'r'},
        {"rules", required_argument, 0, 'R'},
        {"deck", required_argument, 0, 'd'},
        {"out", required_argument, 0, 'o'},
        {"quiet", no_argument, 0, 'q'},
        {"list", no_argument, 0, 'l'},
        {"help", no_argument, 0, 'h'},
        {"trace", required_argument, 0, OPT_TRACE},
        {"trace-games", required_argument, 0, OPT_TRACE_GAMES},
        {"bench", no_argument, 0, OPT_BENCH},
        {"bench-seconds", required_argument, 0, OPT_BENCH_SECONDS},
        {"sweep", required_argument, 0, OPT_SWEEP},
        {"baseline", required_argument, 0, OPT_BASELINE},
        {"signature", no_argument, 0, OPT_SIGNATURE},
        {0, 0, 0, 0},
    };
    opterr = 0;
    optind = 1;
    int c, rc;
    char where[600], key[32];
    while ((c = getopt_long(argc, argv, ":g:a:n:s:t:r:R:d:o:qlh", longopts, NULL)) != -1) {
        switch (c) {
        case 'g': o->game = optarg; break;
        case 'a': o->agents = optarg; break;
        case 'n': o->games = optarg; break;
        case 's': o->seed = optarg; break;
        case 't': o->threads = optarg; break;
        case 'o': o->out = optarg; break;
        case 'q': o->quiet = 1; break;
        case 'l': o->list = 1; break;
        case 'h': o->help = 1; break;
        case OPT_TRACE: o->trace = optarg; break;
        case OPT_TRACE_GAMES: o->trace_games = optarg; break;
        case OPT_BENCH: o->bench = 1; break;
        case OPT_SIGNATURE: o->signature = 1; break;
        case OPT_BENCH_SECONDS: o->bench_seconds = optarg; break;
        case OPT_BASELINE: o->baseline = optarg; break;
        case OPT_SWEEP:
            if (o->nsweeps >= REPORT_MAX_SWEEP)
                return fail("at most %d --sweep options", REPORT_MAX_SWEEP);
            o->sweeps[o->nsweeps++] = optarg;
            break;
        case 'r':
            if ((rc = add_rule_arg(o, optarg)))
                return rc;
            break;
        case 'R':
            if ((rc = read_rules_file(o, optarg)))
                return rc;
            break;
        case 'd':
            snprintf(key, sizeof key, "deck%d", ++o->ndecks);
            snprintf(where, sizeof where, "--deck %s", optarg);
            if ((rc = add_rule(o, key, optarg, where)))
                return rc;
            break;
        case ':':
            return fail("option '%s' needs a value (simulate --help)", argv[optind - 1]);
        default:
            return fail("unknown option '%s' (simulate --help lists the options)",
                        argv[optind - 1]);
        }
    }
    if (optind < argc)
        return fail("unexpected argument '%s' (simulate --help)", argv[optind]);
    return 0;
}

/* ---- agents, rules, sweeps ---- */

static int parse_agents(const char *list, agent_cfg_t *agents, int *players)
{
    char buf[1024], err[ERRLEN];
    if (strlen(list) >= sizeof buf)
        return fail("--agents: list too long");
    snprintf(buf, sizeof buf, "%s", list);
    int n = 0;
    char *save = NULL;
    for (char *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        tok = trim(tok);
        if (n >= MAX_SEATS)
            return fail("--agents: at most %d seats", MAX_SEATS);
        if (agent_spec_parse(tok, &agents[n], err, sizeof err))
            return fail("%s", err);
        n++;
    }
    if (n == 0)
        return fail("--agents: expected one agent per seat, e.g. random,random");
    *players = n;
    return 0;
}

/* Decks the game takes: rules deck1, deck2, ... in its table. */
static int deck_slots(const game_t *g)
{
    char key[16];
    int k = 0;
    do
        snprintf(key, sizeof key, "deck%d", ++k);
    while (rules_find(g, key));
    return k - 1;
}

static int apply_rules(const game_t *g, void *rules, const options_t *o)
{
    char err[ERRLEN];
    for (int i = 0; i < o->nrules; i++) {
        const rule_entry_t *e = &o->rules[i];
        if (strncmp(e->where, "--deck ", 7) == 0 && !rules_find(g, e->key)) {
            int slots = deck_slots(g);
            if (slots == 0)
                fprintf(stderr, "simulate: %s: game %s takes no decks\n", e->where, g->id);
            else
                fprintf(stderr, "simulate: %s: game %s takes at most %d decks, one per seat\n",
                        e->where, g->id, slots);
            return 2;
        }
        if (rules_set(g, rules, e->key, e->val, err, sizeof err)) {
            fprintf(stderr, "simulate: %s: %s\n", e->where, err);
            return 2;
        }
    }
    return 0;
}

static void rules_text(const options_t *o, char *buf, size_t n)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < o->nrules && len < n; i++)
        len += (size_t)snprintf(buf + len, n - len, "%s%s=%s", i ? ";" : "", o->rules[i].key,
                                o->rules[i].val);
}

static int parse_sweep(const game_t *g, const void *rules, const char *arg, sweep_axis_t *ax)
{
    const char *eq = strchr(arg, '=');
    if (!eq || eq == arg || !eq[1])
        return fail("--sweep '%s': expected KEY=V1,V2,...", arg);
    if ((size_t)(eq - arg) >= sizeof ax->key)
        return fail("--sweep '%s': key too long", arg);
    snprintf(ax->key, sizeof ax->key, "%.*s", (int)(eq - arg), arg);
    const rule_param_t *p = rules_find(g, ax->key);
    if (!p) {
        return fail("--sweep %s: unknown rule '%s' for game %s (simulate --list shows its rules)",
                    arg, ax->key, g->id);
    }
    char *copy = strdup(eq + 1), *save = NULL, err[ERRLEN];
    void *probe = malloc(g->rules_size);
    if (!copy || !probe) {
        free(copy);
        free(probe);
        return fail("out of memory");
    }
    int cap = 8, rc = 0;
    ax->vals = malloc(sizeof *ax->vals * (size_t)cap);
    ax->nvals = 0;
    for (char *tok = strtok_r(copy, ",", &save); tok && !rc; tok = strtok_r(NULL, ",", &save)) {
        tok = trim(tok);
        memcpy(probe, rules, g->rules_size);
        if (rules_set(g, probe, ax->key, tok, err, sizeof err)) {
            fprintf(stderr, "simulate: --sweep %s: %s\n", arg, err);
            rc = 2;
            break;
        }
        for (int k = 0; k < ax->nvals; k++)
            if (strcmp(ax->vals[k], tok) == 0) {
                fprintf(stderr, "simulate: --sweep %s: value '%s' given twice\n", arg, tok);
                rc = 2;
            }
        if (ax->nvals == cap) {
            cap *= 2;
            ax->vals = realloc(ax->vals, sizeof *ax->vals * (size_t)cap);
        }
        ax->vals[ax->nvals++] = strdup(tok);
    }
    free(copy);
    free(probe);
    if (!rc && ax->nvals == 0)
        return fail("--sweep %s: no values", arg);
    return rc;
}

static int apply_baseline(sweep_axis_t *axes, int naxes, const char *spec)
{
    char *copy = strdup(spec), *save = NULL;
    int rc = 0;
    for (char *tok = strtok_r(copy, ",", &save); tok && !rc; tok = strtok_r(NULL, ",", &save)) {
        char *eq = strchr(tok, '=');
        if (!eq) {
            rc = fail("--baseline '%s': expected KEY=VALUE[,KEY=VALUE]", spec);
            break;
        }
        *eq = '\0';
        char *key = trim(tok), *val = trim(eq + 1);
        int found = 0;
        for (int a = 0; a < naxes && !found; a++)
            if (strcmp(axes[a].key, key) == 0) {
                found = 1;
                int k;
                for (k = 0; k < axes[a].nvals; k++)
                    if (strcmp(axes[a].vals[k], val) == 0)
                        break;
                if (k == axes[a].nvals)
                    rc = fail("--baseline: value '%s' is not among the --sweep values of %s", val,
                              key);
                else
                    axes[a].base = k;
            }
        if (!found && !rc)
            rc = fail("--baseline: '%s' is not a swept rule", key);
    }
    free(copy);
    return rc;
}

/* ---- output file ---- */

static char tmp_path[4200];

static void on_signal(int sig)
{
    if (tmp_path[0])
        unlink(tmp_path);
    signal(sig, SIG_DFL);
    raise(sig);
}

static void default_out(char *buf, size_t n, const game_t *g, const char *agents,
                        int64_t games, uint64_t seed)
{
    char a[200];
    size_t k = 0;
    for (const char *p = agents; *p && k < sizeof a - 1; p++)
        a[k++] = (*p == ',') ? '_' : ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
                                      (*p >= '0' && *p <= '9') || *p == '.' || *p == '-')
                                         ? *p
                                         : '-';
    a[k] = '\0';
    snprintf(buf, n, "results/%s-%s-n%lld-s%llu.csv", g->id, a, (long long)games,
             (unsigned long long)seed);
}

static FILE *open_temp(const char *path)
{
    snprintf(tmp_path, sizeof tmp_path, "%s.tmp.%ld", path, (long)getpid());
    FILE *f = fopen(tmp_path, "w");
    if (!f) {
        tmp_path[0] = '\0';
        return NULL;
    }
    signal(SIGINT, on_signal);
    signal(SIGTERM, on_signal);
    return f;
}

/* ---- main ---- */

int cli_main(int argc, char **argv)
{
    static options_t o;
    memset(&o, 0, sizeof o);
    int rc = parse_args(argc, argv, &o);
    if (rc)
        return rc;
    if (o.help) {
        print_help(stdout);
        return 0;
    }
    const game_t *g = NULL;
    if (o.game) {
        g = game_find(o.game);
        if (!g) {
            char names[512] = "";
            for (int i = 0; game_registry[i]; i++) {
                size_t l = strlen(names);
                snprintf(names + l, sizeof names - l, "%s%s", i ? ", " : "", game_registry[i]->id);
            }
            return fail("unknown game '%s' (games: %s)", o.game, names);
        }
    }
    if (o.list) {
        print_list(g, stdout);
        return 0;
    }
    char err[ERRLEN];
    if (o.signature) {
        for (int i = 0; game_registry[i]; i++) {
            const game_t *sg = game_registry[i];
            if (g && sg != g)
                continue;
            if (sg->init && sg->init(err, sizeof err))
                return fail("%s", err);
            if (game_signature(sg, stdout, err, sizeof err)) {
                fprintf(stderr, "simulate: %s\n", err);
                return 1;
            }
        }
        return 0;
    }
    if (o.bench) {
        double secs = 1.0;
        if (o.bench_seconds) {
            char *end;
            secs = strtod(o.bench_seconds, &end);
            if (*end || !(secs > 0 && secs <= 3600))
                return fail("--bench-seconds '%s': expected seconds from 0.01 to 3600",
                            o.bench_seconds);
        }
        for (int i = 0; game_registry[i]; i++) {
            const game_t *bg = game_registry[i];
            if (g && bg != g)
                continue;
            if (bg->init && bg->init(err, sizeof err))
                return fail("%s", err);
        }
        return bench_run(game_registry, g, agent_find("mcts"), secs, stdout);
    }
    if (!g)
        return fail("--game is required (simulate --list shows the games)");
    if (!o.agents)
        return fail("--agents is required, one per seat, e.g. --agents random,random");
    if (!o.games)
        return fail("-n is required: the number of games, e.g. -n 1e5");

    agent_cfg_t agents[MAX_SEATS];
    int players = 0;
    if ((rc = parse_agents(o.agents, agents, &players)))
        return rc;
    if (players < g->min_players || players > g->max_players) {
        char range[32], got[16];
        if (g->min_players == g->max_players)
            snprintf(range, sizeof range, "%d", g->min_players);
        else
            snprintf(range, sizeof range, "%d to %d", g->min_players, g->max_players);
        snprintf(got, sizeof got, "%d", players);
        fprintf(stderr,
                "simulate: game %s is for %s players, --agents names %s (one agent per seat)\n",
                g->id, range, got);
        return 2;
    }
    int64_t games;
    if (parse_count(o.games, &games))
        return fail("-n '%s': expected a whole number of games of at least 1, such as 1000 or "
                    "1e6",
                    o.games);
    uint64_t seed = 1;
    if (o.seed && parse_seed(o.seed, &seed))
        return fail("--seed '%s': expected a non-negative whole number", o.seed);
    int threads = 0;
    if (o.threads) {
        char *end;
        long t = strtol(o.threads, &end, 10);
        if (*end || t < 1 || t > 1024)
            return fail("--threads '%s': expected a whole number from 1 to 1024", o.threads);
        threads = (int)t;
    }
    int64_t trace_games = 1;
    if (o.trace_games && parse_count(o.trace_games, &trace_games))
        return fail("--trace-games '%s': expected a whole number of at least 1", o.trace_games);

    if (g->init && g->init(err, sizeof err))
        return fail("%s", err);

    /* rules: defaults, then every --rule/--rules/--deck in command-line order */
    void *rules = calloc(1, g->rules_size);
    if (!rules)
        return 1;
    rules_defaults(g, rules);
    if ((rc = apply_rules(g, rules, &o)))
        return rc;

    /* sweeps: the cartesian product of the axes, first axis slowest */
    static sweep_axis_t axes[REPORT_MAX_SWEEP];
    memset(axes, 0, sizeof axes);
    int nsettings = 1;
    for (int k = 0; k < o.nsweeps; k++) {
        if ((rc = parse_sweep(g, rules, o.sweeps[k], &axes[k])))
            return rc;
        for (int j = 0; j < k; j++)
            if (strcmp(axes[j].key, axes[k].key) == 0)
                return fail("--sweep %s: swept twice", axes[k].key);
        nsettings *= axes[k].nvals;
        if (nsettings > MAX_SETTINGS)
            return fail("--sweep: more than %d settings", MAX_SETTINGS);
    }
    if (o.baseline && !o.nsweeps)
        return fail("--baseline needs --sweep");
    if (o.baseline && (rc = apply_baseline(axes, o.nsweeps, o.baseline)))
        return rc;
    char *settings = calloc((size_t)nsettings, g->rules_size);
    const void **setting_ptr = calloc((size_t)nsettings, sizeof *setting_ptr);
    const char **values = calloc((size_t)nsettings * (o.nsweeps ? o.nsweeps : 1), sizeof *values);
    if (!settings || !setting_ptr || !values)
        return 1;
    int baseline = 0;
    for (int s = 0; s < nsettings; s++) {
        void *r = settings + (size_t)s * g->rules_size;
        memcpy(r, rules, g->rules_size);
        int rest = s, is_base = 1;
        for (int k = o.nsweeps - 1; k >= 0; k--) {
            int v = rest % axes[k].nvals;
            rest /= axes[k].nvals;
            rules_set(g, r, axes[k].key, axes[k].vals[v], err, sizeof err);
            values[s * o.nsweeps + k] = axes[k].vals[v];
            is_base &= v == axes[k].base;
        }
        if (is_base)
            baseline = s;
        if (g->rules_check && g->rules_check(r, players, err, sizeof err)) {
            if (o.nsweeps) {
                fputs("simulate: setting", stderr);
                for (int k = 0; k < o.nsweeps; k++)
                    fprintf(stderr, " %s=%s", axes[k].key, values[s * o.nsweeps + k]);
                fprintf(stderr, ": %s\n", err);
                return 2;
            }
            return fail("%s", err);
        }
        setting_ptr[s] = r;
    }

    /* every agent plays every seat equally often */
    if (games % players) {
        int64_t up = games + (players - games % players);
        if (!o.quiet)
            fprintf(stderr, "simulate: note: -n rounded up from %lld to %lld so each agent plays "
                            "each of the %d seats equally often\n",
                    (long long)games, (long long)up, players);
        games = up;
    }

    /* memory: refuse up front what the tallies could not hold */
    run_spec_t probe = {.game = g, .players = players, .nsettings = nsettings, .agents = agents};
    uint64_t need = run_memory_bytes(&probe, threads);
    if (need > CLI_MEMORY_LIMIT)
        return fail("this run's tallies may need up to %.1f GB (%d settings, %d players, %d "
                    "threads), more than the %.0f GB allowed: sweep fewer values or use fewer "
                    "--threads",
                    (double)need / 1e9, nsettings, players,
                    threads ? threads : omp_get_max_threads(), (double)CLI_MEMORY_LIMIT / 1e9);

    /* output: create the temporary file now, so a bad path fails before the run */
    char out[4096];
    if (o.out)
        snprintf(out, sizeof out, "%s", o.out);
    else {
        default_out(out, sizeof out, g, o.agents, games, seed);
        mkdir("results", 0777);
    }
    FILE *csv = open_temp(out);
    if (!csv)
        return fail("cannot write the CSV next to '%s': %s", out, strerror(errno));
    FILE *trace = NULL;
    if (o.trace) {
        trace = fopen(o.trace, "w");
        if (!trace) {
            fclose(csv);
            unlink(tmp_path);
            return fail("--trace %s: cannot write: %s", o.trace, strerror(errno));
        }
    }

    run_spec_t spec = {
        .game = g,
        .players = players,
        .nsettings = nsettings,
        .rules = setting_ptr,
        .baseline = baseline,
        .agents = agents,
        .games = games,
        .seed = seed,
        .threads = threads,
        .trace = trace,
        .trace_games = trace_games,
        .progress = !o.quiet,
    };
    run_result_t res;
    if (run_games(&spec, &res, err, sizeof err)) {
        fprintf(stderr, "simulate: internal error: %s\n", err);
        fclose(csv);
        unlink(tmp_path);
        if (trace)
            fclose(trace);
        return 1;
    }
    if (trace && fclose(trace) != 0) {
        fclose(csv);
        unlink(tmp_path);
        return fail("--trace %s: write failed: %s", o.trace, strerror(errno));
    }

    char rtext[4096];
    rules_text(&o, rtext, sizeof rtext);
    report_info_t info = {
        .game = g,
        .players = players,
        .seed = seed,
        .games = games,
        .agents = agents,
        .rules_text = rtext,
        .nsweep = o.nsweeps,
        .sweep_values = values,
        .baseline = baseline,
    };
    for (int k = 0; k < o.nsweeps; k++)
        info.sweep_keys[k] = axes[k].key;
    report_t rep;
    if (report_build(&rep, &info, &res, err, sizeof err)) {
        fprintf(stderr, "simulate: internal error: %s\n", err);
        fclose(csv);
        unlink(tmp_path);
        return 1;
    }
    if (!o.quiet) {
        printf("%s, %d players, %lld games%s, seed %llu, %d threads: %.2f s, %.0f games/s, %.0f "
               "moves/s\n",
               g->id, players, (long long)games, nsettings > 1 ? " per setting" : "",
               (unsigned long long)seed, res.threads, res.seconds,
               res.seconds > 0 ? (double)games * nsettings / res.seconds : 0,
               res.seconds > 0 ? (double)res.moves / res.seconds : 0);
        report_print(&rep, stdout);
    }
    int werr = report_write_csv(&rep, csv);
    werr |= fflush(csv) != 0;
    werr |= fsync(fileno(csv)) != 0;
    werr |= fclose(csv) != 0;
    if (werr || rename(tmp_path, out) != 0) {
        fprintf(stderr, "simulate: cannot write %s: %s\n", out, strerror(errno));
        unlink(tmp_path);
        return 1;
    }
    tmp_path[0] = '\0';
    if (!o.quiet)
        fprintf(stderr, "wrote %s\n", out);
    report_free(&rep);
    run_result_free(&res);
    for (int k = 0; k < o.nsweeps; k++) {
        for (int v = 0; v < axes[k].nvals; v++)
            free(axes[k].vals[v]);
        free(axes[k].vals);
    }
    free(settings);
    free(setting_ptr);
    free(values);
    free(rules);
    return 0;
}
