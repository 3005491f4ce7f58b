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
    int quiet, list, help, version, bench, signature, metrics;
    const char *bench_seconds;
    rule_entry_t rules[CLI_MAX_RULE_ENTRIES];
    int nrules, ndecks;
    const char *sweeps[REPORT_MAX_SWEEP];
    int nsweeps;
    const char *baseline;
    /* deck studies (decks.c, optimise.c): every --agents in order (the lineups),
     * --decks, --optimise, --steps, --no-cards */
    const char *lineups[8];
    int nlineups, no_cards;
    const char *decks, *optimise, *steps;
} options_t;

/* One line "simulate: ..." on stderr; returns 2 (bad input). */
int cli_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* cli_options.c: the options, and their values */
int cli_parse_args(int argc, char **argv, options_t *o); /* 0, or the exit code */
int cli_parse_count(const char *s, int64_t *out);        /* 0, or 1 when not a count >= 1 */
int cli_parse_seed(const char *s, uint64_t *out);
char *cli_trim(char *s);

/* cli_help.c: --help and --list */
void cli_print_help(FILE *f);
void cli_print_list(const game_t *only, FILE *f);

/* cli_rules.c: the rule entries applied to a rules struct, and their text */
int cli_apply_rules(const game_t *g, void *rules, options_t *o); /* 0, or the exit code */
void cli_rules_text(const options_t *o, char *buf, size_t n);

#endif
