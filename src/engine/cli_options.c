/* cli_options.c - the command line's options (getopt_long), the values of -n, --seed,
 * and the rule assignments (--rule, --rules FILE, --deck) in command-line order. */
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cli_internal.h"
#include "data.h"

/* ---- messages: one line each, control characters escaped, values shortened ---- */

int cli_messages;

/* Append s (at most max bytes of it) to out[*k..cap), control characters escaped as
 * \n, \t, \r or \xNN. Returns the bytes of s consumed. */
static size_t escape_into(char *out, size_t cap, size_t *k, const char *s, size_t max)
{
    size_t i = 0;
    for (; s[i] && i < max; i++) {
        unsigned char c = (unsigned char)s[i];
        char esc[8];
        if (c == '\n')
            snprintf(esc, sizeof esc, "\\n");
        else if (c == '\t')
            snprintf(esc, sizeof esc, "\\t");
        else if (c == '\r')
            snprintf(esc, sizeof esc, "\\r");
        else if (c < 0x20 || c == 0x7f)
            snprintf(esc, sizeof esc, "\\x%02x", c);
        else {
            esc[0] = (char)c;
            esc[1] = '\0';
        }
        size_t l = strlen(esc);
        if (*k + l >= cap)
            break;
        memcpy(out + *k, esc, l);
        *k += l;
    }
    out[*k] = '\0';
    return i;
}

/* Up to `max` bytes of s, not cutting a UTF-8 character in two. */
static size_t utf8_prefix(const char *s, size_t max)
{
    size_t len = strlen(s);
    if (len <= max)
        return len;
    while (max > 0 && ((unsigned char)s[max] & 0xc0) == 0x80)
        max--;
    return max;
}

const char *cli_shown(const char *s)
{
    static char ring[8][CLI_SHOWN * 4 + 8];
    static int next;
    char *out = ring[next++ % 8];
    size_t k = 0;
    if (!s)
        s = "";
    size_t keep = utf8_prefix(s, CLI_SHOWN);
    escape_into(out, sizeof ring[0] - 4, &k, s, keep);
    if (s[keep])
        snprintf(out + k, sizeof ring[0] - k, "...");
    return out;
}

/* The whole line, "simulate: " and a closing "..." included, stays within
 * CLI_LINE_MAX characters: the escaped text is cut to what is left of it (never inside
 * a UTF-8 character; escapes make the text longer than its bytes). */
static void message(const char *fmt, va_list ap)
{
    static const char prefix[] = "simulate: ";
    char raw[4096], line[CLI_LINE_MAX + 8];
    vsnprintf(raw, sizeof raw, fmt, ap);
    size_t len = strlen(raw), k = 0;
    size_t room = CLI_LINE_MAX - (sizeof prefix - 1) - 3; /* leaves room for "..." */
    size_t used = escape_into(line, room + 1, &k, raw, len);
    if (used < len && ((unsigned char)raw[used] & 0xc0) == 0x80) {
        do /* drop the cut character's first bytes too */
            used--, k--;
        while (used > 0 && ((unsigned char)raw[used] & 0xc0) == 0x80);
        line[k] = '\0';
    }
    if (used < len)
        snprintf(line + k, sizeof line - k, "...");
    fprintf(stderr, "%s%s\n", prefix, line);
    cli_messages++;
}

int cli_fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    message(fmt, ap);
    va_end(ap);
    return 2;
}

int cli_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    message(fmt, ap);
    va_end(ap);
    return 1;
}

/* ---- numbers: decimal only (no sign, no spaces, no hex) in every option ---- */

/* The syntax of a decimal number: digits, then optionally '.' and digits, then
 * optionally e or E, a sign and digits. Sets the parts; 0, or 1 when s is not one. */
typedef struct decimal {
    const char *digits;  /* integer part */
    size_t nint;
    const char *frac;    /* fraction digits */
    size_t nfrac;
    long exp;            /* exponent, clamped to +-100000 */
} decimal_t;

static int decimal_syntax(const char *s, decimal_t *d)
{
    memset(d, 0, sizeof *d);
    d->digits = s;
    while (*s >= '0' && *s <= '9')
        s++, d->nint++;
    if (d->nint == 0)
        return 1;
    if (*s == '.') {
        d->frac = ++s;
        while (*s >= '0' && *s <= '9')
            s++, d->nfrac++;
        if (d->nfrac == 0)
            return 1;
    }
    if (*s == 'e' || *s == 'E') {
        int neg = 0;
        s++;
        if (*s == '+' || *s == '-')
            neg = *s++ == '-';
        if (!(*s >= '0' && *s <= '9'))
            return 1;
        for (; *s >= '0' && *s <= '9'; s++)
            if (d->exp < 100000)
                d->exp = d->exp * 10 + (*s - '0');
        if (neg)
            d->exp = -d->exp;
    }
    return *s != '\0';
}

/* A whole number in decimal ("1000", "1e6", "2.5e3") of at most max: 0 with *out,
 * 1 when s is not a whole number, 2 when it is more than max. */
static int parse_whole(const char *s, uint64_t max, uint64_t *out)
{
    decimal_t d;
    if (!s || decimal_syntax(s, &d))
        return 1;
    /* the significant digits, and the power of ten they are multiplied by */
    char dig[64];
    size_t nd = 0;
    int skipped = 0; /* significant digits beyond dig: the number is too large anyway */
    for (size_t i = 0; i < d.nint + d.nfrac; i++) {
        char c = i < d.nint ? d.digits[i] : d.frac[i - d.nint];
        if (nd == 0 && c == '0')
            continue;
        if (nd < sizeof dig)
            dig[nd++] = c;
        else
            skipped++;
    }
    long e = d.exp - (long)d.nfrac + skipped;
    while (nd > 0 && dig[nd - 1] == '0')
        nd--, e++;
    if (nd == 0) {
        *out = 0;
        return 0;
    }
    if (e < 0)
        return 1; /* a non-zero digit after the point */
    if ((long)nd + e > 20)
        return 2;
    uint64_t v = 0;
    for (size_t i = 0; i < nd; i++) {
        if (v > (UINT64_MAX - (uint64_t)(dig[i] - '0')) / 10)
            return 2;
        v = v * 10 + (uint64_t)(dig[i] - '0');
    }
    for (long k = 0; k < e; k++) {
        if (v > UINT64_MAX / 10)
            return 2;
        v *= 10;
    }
    if (v > max)
        return 2;
    *out = v;
    return 0;
}

int cli_parse_count(const char *s, int64_t *out)
{
    uint64_t v;
    int rc = parse_whole(s, CLI_MAX_GAMES, &v);
    if (rc == 0 && v < 1)
        return 1;
    if (rc == 0)
        *out = (int64_t)v;
    return rc;
}

/* Digits only, 0 to max: 0 with *out, 1 when not digits, 2 when over max. */
static int parse_digits(const char *s, uint64_t max, uint64_t *out)
{
    if (!s || !*s)
        return 1;
    uint64_t v = 0;
    for (const char *p = s; *p; p++) {
        if (*p < '0' || *p > '9')
            return 1;
        unsigned d = (unsigned)(*p - '0');
        if (v > (UINT64_MAX - d) / 10)
            return 2;
        v = v * 10 + d;
    }
    if (v > max)
        return 2;
    *out = v;
    return 0;
}

int cli_parse_seed(const char *s, uint64_t *out)
{
    return parse_digits(s, UINT64_MAX, out) != 0;
}

int cli_parse_threads(const char *s, int *out)
{
    uint64_t v;
    if (parse_digits(s, CLI_MAX_THREADS, &v) || v < 1)
        return 1;
    *out = (int)v;
    return 0;
}

int cli_parse_real(const char *s, double *out)
{
    decimal_t d;
    if (!s || decimal_syntax(s, &d))
        return 1;
    char *end;
    errno = 0;
    *out = strtod(s, &end);
    return *end != '\0' || errno == ERANGE || !isfinite(*out);
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
        return cli_fail("%s: %s longer than %zu characters", where,
                        strlen(key) >= sizeof e->key ? "key" : "value",
                        strlen(key) >= sizeof e->key ? sizeof e->key - 1 : sizeof e->val - 1);
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
    snprintf(where, sizeof where, "--rule %s", cli_shown(arg));
    const char *eq = strchr(arg, '=');
    if (!eq || eq == arg)
        return cli_fail("--rule '%s': expected KEY=VALUE", cli_shown(arg));
    if ((size_t)(eq - arg) >= sizeof buf)
        return cli_fail("%s: key too long", where);
    snprintf(buf, sizeof buf, "%.*s", (int)(eq - arg), arg);
    return add_rule(o, cli_trim(buf), eq + 1, where, 0);
}

/* Open a rules file (data.h): 0, or 2 with the message printed. data.h's message starts
 * with the whole path (err is made large enough for it): shown cut like every value. */
static int open_rules_file(data_lines_t *l, const char *path)
{
    size_t plen = strlen(path), n = plen + CLI_ERRLEN;
    char *err = malloc(n);
    if (!err)
        return cli_fail("out of memory");
    int rc = 0;
    if (data_lines_open(l, path, err, n))
        rc = strncmp(err, path, plen) == 0
                 ? cli_fail("--rules %s%s", cli_shown(path), err + plen)
                 : cli_fail("--rules %s: %s", cli_shown(path), err);
    free(err);
    return rc;
}

/* A rules file: 'key = value' lines, '#' starts a comment. Read whole (data.h): a
 * regular file of at most DATA_MAX_BYTES, lines of any length. */
static int read_rules_file(options_t *o, const char *path)
{
    data_lines_t l;
    char where[600];
    int rc = open_rules_file(&l, path);
    if (rc)
        return rc;
    for (char *line; !rc && (line = data_lines_next(&l));) {
        char *hash = strchr(line, '#');
        if (hash)
            *hash = '\0';
        char *s = cli_trim(line);
        if (!*s)
            continue;
        snprintf(where, sizeof where, "%s:%d", cli_shown(path), l.line);
        char *eq = strchr(s, '=');
        if (!eq) {
            rc = cli_fail("%s: expected 'key = value', got '%s'", where, cli_shown(s));
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
    data_lines_close(&l);
    return rc;
}

int cli_parse_args(int argc, char **argv, options_t *o)
{
    enum { OPT_TRACE = 256, OPT_TRACE_GAMES, OPT_BENCH, OPT_BENCH_SECONDS, OPT_SWEEP,
           OPT_BASELINE, OPT_SIGNATURE, OPT_VERSION, OPT_METRICS, OPT_XLSX, OPT_SHARD,
           OPT_TALLY, OPT_CHECKPOINT, OPT_CHECKPOINT_EVERY, OPT_RESUME, OPT_DECKS,
           OPT_OPTIMISE, OPT_NO_CARDS, OPT_STEPS };
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
        {"xlsx", required_argument, 0, OPT_XLSX},
        {"shard", required_argument, 0, OPT_SHARD},
        {"tally", required_argument, 0, OPT_TALLY},
        {"checkpoint", required_argument, 0, OPT_CHECKPOINT},
        {"checkpoint-every", required_argument, 0, OPT_CHECKPOINT_EVERY},
        {"resume", required_argument, 0, OPT_RESUME},
        {"decks", required_argument, 0, OPT_DECKS},
        {"optimise", required_argument, 0, OPT_OPTIMISE},
        {"optimize", required_argument, 0, OPT_OPTIMISE},
        {"no-cards", no_argument, 0, OPT_NO_CARDS},
        {"steps", required_argument, 0, OPT_STEPS},
        {0, 0, 0, 0},
    };
    opterr = 0;
    optind = 1;
    o->argc = argc;
    o->argv = argv;
    int c, rc;
    char where[600];
    /* an option of one value given twice: which one was meant is not known */
#define ONCE(field, name)                                                                 \
    do {                                                                                  \
        if (o->field)                                                                     \
            return cli_fail("%s given twice ('%s', then '%s'): give it once", name,       \
                            cli_shown(o->field), cli_shown(optarg));                      \
        o->field = optarg;                                                                \
    } while (0)
    while ((c = getopt_long(argc, argv, ":g:a:n:s:t:r:R:d:o:qlh", longopts, NULL)) != -1) {
        switch (c) {
        case 'g': ONCE(game, "--game"); break;
        case 'a':
            /* several --agents are the lineups of a deck study (checked in cli.c) */
            if (o->nlineups >= 8)
                return cli_fail("at most 8 --agents lineups");
            o->lineups[o->nlineups++] = optarg;
            o->agents = optarg;
            break;
        case OPT_DECKS: ONCE(decks, "--decks"); break;
        case OPT_OPTIMISE: ONCE(optimise, "--optimise"); break;
        case OPT_NO_CARDS: o->no_cards = 1; break;
        case OPT_STEPS: ONCE(steps, "--steps"); break;
        case 'n': ONCE(games, "-n"); break;
        case 's': ONCE(seed, "--seed"); break;
        case 't': ONCE(threads, "--threads"); break;
        case 'o': ONCE(out, "--out"); break;
        case 'q': o->quiet = 1; break;
        case 'l': o->list = 1; break;
        case 'h': o->help = 1; break;
        case OPT_TRACE: ONCE(trace, "--trace"); break;
        case OPT_TRACE_GAMES: ONCE(trace_games, "--trace-games"); break;
        case OPT_BENCH: o->bench = 1; break;
        case OPT_SIGNATURE: o->signature = 1; break;
        case OPT_VERSION: o->version = 1; break;
        case OPT_METRICS: o->metrics = 1; break;
        case OPT_XLSX: ONCE(xlsx, "--xlsx"); break;
        case OPT_BENCH_SECONDS: ONCE(bench_seconds, "--bench-seconds"); break;
        case OPT_BASELINE: ONCE(baseline, "--baseline"); break;
        case OPT_SHARD: ONCE(shard, "--shard"); break;
        case OPT_TALLY: ONCE(tally, "--tally"); break;
        case OPT_CHECKPOINT: ONCE(checkpoint, "--checkpoint"); break;
        case OPT_CHECKPOINT_EVERY: ONCE(checkpoint_every, "--checkpoint-every"); break;
        case OPT_RESUME: ONCE(resume, "--resume"); break;
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
            snprintf(where, sizeof where, "--deck %s", cli_shown(optarg));
            if ((rc = add_rule(o, "", optarg, where, ++o->ndecks)))
                return rc;
            break;
        case ':':
            return cli_fail("option '%s' needs a value (simulate --help)",
                            cli_shown(argv[optind - 1]));
        default:
            return cli_fail("unknown option '%s' (simulate --help lists the options)",
                            cli_shown(argv[optind - 1]));
        }
    }
#undef ONCE
    if (optind < argc)
        return cli_fail("unexpected argument '%s' (simulate --help)", cli_shown(argv[optind]));
    return 0;
}
