/* cli_options.c - the command line's options (getopt_long), the values of -n, --seed,
 * and the rule assignments (--rule, --rules FILE, --deck) in command-line order. */
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cli_internal.h"

int cli_fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("simulate: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    return 2;
}

int cli_parse_count(const char *s, int64_t *out)
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

int cli_parse_seed(const char *s, uint64_t *out)
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

char *cli_trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    char *e = s + strlen(s);
    while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\n' || e[-1] == '\r'))
        e--;
    *e = '\0';
    return s;
}

/* ---- rule assignments ---- */

static int add_rule(options_t *o, const char *key, const char *val, const char *where,
                    int deck)
{
    if (o->nrules >= CLI_MAX_RULE_ENTRIES)
        return cli_fail("too many rule settings (at most %d)", CLI_MAX_RULE_ENTRIES);
    rule_entry_t *e = &o->rules[o->nrules];
    if (strlen(key) >= sizeof e->key || strlen(val) >= sizeof e->val)
        return cli_fail("%s: key or value too long", where);
    snprintf(e->key, sizeof e->key, "%s", key);
    snprintf(e->val, sizeof e->val, "%s", val);
    snprintf(e->where, sizeof e->where, "%s", where);
    e->deck = deck;
    o->nrules++;
    return 0;
}

static int add_rule_arg(options_t *o, const char *arg)
{
    char buf[600], where[640];
    snprintf(where, sizeof where, "--rule %s", arg);
    const char *eq = strchr(arg, '=');
    if (!eq || eq == arg)
        return cli_fail("--rule '%s': expected KEY=VALUE", arg);
    snprintf(buf, sizeof buf, "%.*s", (int)(eq - arg), arg);
    return add_rule(o, cli_trim(buf), eq + 1, where, 0);
}

/* A rules file: 'key = value' lines, '#' starts a comment. */
static int read_rules_file(options_t *o, const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return cli_fail("--rules %s: cannot open: %s", path, strerror(errno));
    char line[1024], where[600];
    int lineno = 0, rc = 0;
    while (!rc && fgets(line, sizeof line, f)) {
        lineno++;
        char *hash = strchr(line, '#');
        if (hash)
            *hash = '\0';
        char *s = cli_trim(line);
        if (!*s)
            continue;
        snprintf(where, sizeof where, "%s:%d", path, lineno);
        char *eq = strchr(s, '=');
        if (!eq) {
            rc = cli_fail("%s: expected 'key = value', got '%s'", where, s);
            break;
        }
        *eq = '\0';
        char *key = cli_trim(s), *val = cli_trim(eq + 1);
        if (!*key || !*val) {
            rc = cli_fail("%s: expected 'key = value'", where);
            break;
        }
        rc = add_rule(o, key, val, where, 0);
    }
    fclose(f);
    return rc;
}

int cli_parse_args(int argc, char **argv, options_t *o)
{
    enum { OPT_TRACE = 256, OPT_TRACE_GAMES, OPT_BENCH, OPT_BENCH_SECONDS, OPT_SWEEP,
           OPT_BASELINE, OPT_SIGNATURE, OPT_VERSION, OPT_METRICS, OPT_DECKS, OPT_OPTIMISE,
           OPT_NO_CARDS, OPT_STEPS };
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
        {"version", no_argument, 0, OPT_VERSION},
        {"metrics", no_argument, 0, OPT_METRICS},
        {"decks", required_argument, 0, OPT_DECKS},
        {"optimise", required_argument, 0, OPT_OPTIMISE},
        {"optimize", required_argument, 0, OPT_OPTIMISE},
        {"no-cards", no_argument, 0, OPT_NO_CARDS},
        {"steps", required_argument, 0, OPT_STEPS},
        {0, 0, 0, 0},
    };
    opterr = 0;
    optind = 1;
    int c, rc;
    char where[600];
    while ((c = getopt_long(argc, argv, ":g:a:n:s:t:r:R:d:o:qlh", longopts, NULL)) != -1) {
        switch (c) {
        case 'g': o->game = optarg; break;
        case 'a':
            /* several --agents are the lineups of a deck study (checked in cli.c) */
            if (o->nlineups >= 8)
                return cli_fail("at most 8 --agents lineups");
            o->lineups[o->nlineups++] = optarg;
            o->agents = optarg;
            break;
        case OPT_DECKS: o->decks = optarg; break;
        case OPT_OPTIMISE: o->optimise = optarg; break;
        case OPT_NO_CARDS: o->no_cards = 1; break;
        case OPT_STEPS: o->steps = optarg; break;
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
        case OPT_VERSION: o->version = 1; break;
        case OPT_METRICS: o->metrics = 1; break;
        case OPT_BENCH_SECONDS: o->bench_seconds = optarg; break;
        case OPT_BASELINE: o->baseline = optarg; break;
        case OPT_SWEEP:
            if (o->nsweeps >= REPORT_MAX_SWEEP)
                return cli_fail("at most %d --sweep options", REPORT_MAX_SWEEP);
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
            /* the rule it sets is the game's (cli_apply_rules): the game may come later */
            snprintf(where, sizeof where, "--deck %s", optarg);
            if ((rc = add_rule(o, "", optarg, where, ++o->ndecks)))
                return rc;
            break;
        case ':':
            return cli_fail("option '%s' needs a value (simulate --help)", argv[optind - 1]);
        default:
            return cli_fail("unknown option '%s' (simulate --help lists the options)",
                            argv[optind - 1]);
        }
    }
    if (optind < argc)
        return cli_fail("unexpected argument '%s' (simulate --help)", argv[optind]);
    return 0;
}
