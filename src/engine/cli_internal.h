/* cli_internal.h - what the files of the command line share (cli*.c, sweep.c,
 * output.c): the parsed options and the helpers each file provides. */
#ifndef SIM_CLI_INTERNAL_H
#define SIM_CLI_INTERNAL_H

#include <stdint.h>
#include <stdio.h>

#include "game.h"
#include "report.h"

#define CLI_MAX_RULE_ENTRIES 256
#define CLI_ERRLEN 512

/* A rule assignment in command-line order, with where it came from. */
typedef struct rule_entry {
    char key[64];    /* the rule; for a --deck, filled in when the game is known */
    char val[512];
    char where[600]; /* "--rule turn_cap=5", "my.rules:3", "--deck my.deck" */
    int deck;        /* k for the k-th --deck (rule <game deck_rule><k>), else 0 */
} rule_entry_t;

typedef struct options {
    const char *game, *agents, *games, *seed, *threads, *out, *trace, *trace_games;
    const char *xlsx; /* --xlsx FILE: the workbook beside the CSV (workbook.h) */
    int quiet, list, help, version, bench, signature, metrics;
    const char *bench_seconds;
    rule_entry_t rules[CLI_MAX_RULE_ENTRIES];
    int nrules, ndecks;
    const char *sweeps[REPORT_MAX_SWEEP];
    int nsweeps;
    const char *baseline;
    /* shards, tally files, checkpoints, merge (shard.c) */
    const char *shard, *tally, *checkpoint, *checkpoint_every, *resume;
    const char *const *merge; /* tally files to merge instead of playing */
    int nmerge;
    int argc;                 /* the command line, as given */
    char **argv;
    /* deck studies (decks.c, optimise.c): every --agents in order (the lineups),
     * --decks, --optimise, --steps, --no-cards */
    const char *lineups[8];
    int nlineups, no_cards;
    const char *decks, *optimise, *steps;
} options_t;

/* Characters of a value a message shows, and of a whole message. */
#define CLI_SHOWN 80
#define CLI_LINE_MAX 400

/* One line "simulate: ..." on stderr, control characters escaped (\n, \x1b...), cut
 * at CLI_LINE_MAX characters; cli_fail returns 2 (bad input), cli_error 1 (internal
 * or I/O failure). cli_messages counts the lines printed. */
int cli_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
int cli_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
extern int cli_messages;
/* A value for a message: its first CLI_SHOWN characters, escaped, "..." when cut.
 * The result lives until eight more calls. */
const char *cli_shown(const char *s);

/* The most games a run may play (-n), and traced (--trace-games): a million games a
 * second would take 31 years, and no count derived from it overflows (rounded up to
 * the seats, times 4096 settings, times the moves of a game). */
#define CLI_MAX_GAMES 1000000000000000ULL
#define CLI_MAX_THREADS 1024

/* cli_options.c: the options, and their values. Numbers are decimal everywhere: no
 * sign, no spaces, no hex. */
int cli_parse_args(int argc, char **argv, options_t *o); /* 0, or the exit code */
/* A whole number of games, "1000", "1e6" or "2.5e3": 0; 1 when not a whole number of
 * at least 1; 2 when more than CLI_MAX_GAMES. */
int cli_parse_count(const char *s, int64_t *out);
int cli_parse_seed(const char *s, uint64_t *out);  /* digits, 0 to 2^64-1: 0, or 1 */
int cli_parse_threads(const char *s, int *out);    /* digits, 1 to CLI_MAX_THREADS: 0, or 1 */
int cli_parse_real(const char *s, double *out);    /* "0.5", "2", "1e-2": 0, or 1 */
char *cli_trim(char *s);

struct out_file;
struct game;
/* An output (checked by output_check) must not be one of the run's inputs: this
 * program, a data, rules or deck file. 0, or 2 with the message printed. */
int cli_check_not_input(const struct out_file *out, const struct game *g, const options_t *o);

/* cli_help.c: --help and --list */
void cli_print_help(FILE *f);
void cli_print_list(const game_t *only, FILE *f);

/* cli_rules.c: the rule entries applied to a rules struct, and their text */
int cli_apply_rules(const game_t *g, void *rules, options_t *o); /* 0, or the exit code */
void cli_rules_text(const options_t *o, char *buf, size_t n);

#endif
