/* cli_help.c - simulate --help, and --list: every game with its rules, every agent
 * with its settings, all from the registry. */
#include <stdlib.h>

#include "cli_internal.h"
#include "registry.h"
#include "rules.h"

void cli_print_help(FILE *f)
{
    fputs(
        "usage: simulate --game G --agents A,B[,C...] -n N [options]\n"
        "       simulate --list [--game G]\n"
        "       simulate --bench [--game G] [--bench-seconds S | -n N]\n"
        "       simulate --signature [--game G]\n"
        "\n"
        "Plays N games of G between the agents (one per seat, seats rotated so every agent\n"
        "plays every seat equally often), in parallel, and reports win rates with 95%\n"
        "intervals, seat advantage and game length: a table on stdout, a CSV file.\n"
        "\n"
        "  -g, --game G          the game (simulate --list shows them)\n"
        "  -a, --agents LIST     comma-separated agents, one per seat, each NAME with its\n"
        "                        settings after colons, NAME:KEY=VALUE:KEY=VALUE (simulate\n"
        "                        --list shows the agents and their settings)\n"
        "  -n, --games N         games to play (1000000 or 1e6); rounded up to a multiple\n"
        "                        of the number of seats\n"
        "  -s, --seed S          run seed (default 1): the same seed gives the same CSV\n"
        "  -t, --threads T       worker threads (default: all cores); no effect on results\n"
        "  -r, --rule KEY=VALUE  change a rule parameter (repeatable)\n"
        "  -R, --rules FILE      read 'key = value' lines ('#' comments) as --rule\n"
        "  -d, --deck FILE       a deck for the next seat, in games that take decks: the\n"
        "                        k-th --deck sets the game's deck rule of seat k\n"
        "      --sweep KEY=V1,V2,...  play every combination of the listed values\n"
        "                        (repeatable); the same seeds for every setting\n"
        "      --baseline KEY=V[,KEY=V]  the setting others are compared with\n"
        "                        (default: the first value of each sweep)\n"
        "  -o, --out FILE        CSV path (default: results/<game>-<agents>-n<N>-s<seed>.csv)\n"
        "      --trace FILE      write the first games move by move as JSON lines\n"
        "      --trace-games K   how many games to trace (default 1)\n"
        "  -q, --quiet           no table, no progress bar, no notes\n"
        "  -l, --list            list games with their rules, and agents with settings\n"
        "      --bench           speed on one thread: random-play games/s and moves/s, and\n"
        "                        the figures each agent declares, for every game or --game\n"
        "      --bench-seconds S seconds per measurement (default 1)\n"
        "      --bench -n N      a fixed workload instead: N random games and N/10\n"
        "                        agent decisions per game and player count, for\n"
        "                        instruction counts (scripts/bench-instructions.sh)\n"
        "      --signature       fingerprint of every game's play (fixed random games\n"
        "                        hashed move by move), or only --game's; a commit that\n"
        "                        changes it says so (tests/signatures.txt)\n"
        "      --version         the program's version (git describe at build time)\n"
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

void cli_print_list(const game_t *only, FILE *f)
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
