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
        "       simulate play --game G [options]\n"
        "       simulate --list [--game G]\n"
        "       simulate --bench [--game G] [--bench-seconds S | -n N]\n"
        "       simulate --signature [--game G]\n"
        "       simulate replay TRACE.jsonl [--game K] [--seat S] [--brief]\n"
        "       simulate plot RUN.csv... [-o DIR]\n"
        "       simulate xlsx RUN.csv [-o FILE.xlsx]\n"
        "       simulate merge TALLY... -o OUT.csv [--tally OUT.tally] [-q]\n"
        "       mpirun -np R simulate --game G ...   (a build with MPI: R ranks, one CSV)\n"
        "       simulate --game G --decks FILES_OR_DIR --agents A,B [--agents C,D...] -n N\n"
        "       simulate --game G --optimise DECK --decks FILES_OR_DIR --agents A,B -n N\n"
        "\n"
        "Plays N games of G between the agents (one per seat, seats rotated so every agent\n"
        "plays every seat equally often), in parallel, and reports win rates with 95%\n"
        "intervals, seat advantage and game length: a table on stdout, a CSV file.\n"
        "\n"
        "simulate play --game G: you (agent human, at this terminal) against mcts, one\n"
        "game, a new seed each time (shown); any option below changes that. A human seat\n"
        "answers with a move's number or the start of its text, ? for the view again, q\n"
        "to quit (no CSV is written; the same at end of input).\n"
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
        "                        (repeatable); the same seeds for every setting. KEY is a\n"
        "                        rule, agentN.SETTING or NAME.SETTING (an agent's setting);\n"
        "                        K1+K2=A1+A2,B1+B2 moves keys together\n"
        "      --baseline KEY=V[,KEY=V]  the setting others are compared with\n"
        "                        (default: the first value of each sweep)\n"
        "  -o, --out FILE        CSV path (default: results/<game>-<agents>-n<N>-s<seed>.csv);\n"
        "                        - for stdout; devices and FIFOs are written in place\n"
        "      --metrics         also measure branching factor, decisiveness, lead changes,\n"
        "                        comeback rate, drawishness, capped games (CSV columns)\n"
        "      --xlsx FILE       also write a workbook (data, summary, charts) built from\n"
        "                        the CSV; the CSV is written all the same\n"
        "      --trace FILE      write the first games move by move as JSON lines (- for\n"
        "                        stdout)\n"
        "      --trace-games K   how many games to trace (default 1)\n"
        "      --shard K/N       play only the K-th of N parts of the games (whole seat\n"
        "                        rotations) and write its tally (no CSV without -o)\n"
        "      --tally FILE      write the exact tally of the games played (default with\n"
        "                        --shard: beside the CSV, <csv>-shardKofN.tally);\n"
        "                        simulate merge adds tallies up into the run's CSV\n"
        "      --checkpoint FILE save the games finished so far every few seconds and on\n"
        "                        SIGINT/SIGTERM (then the command that resumes is printed)\n"
        "      --checkpoint-every S  seconds between checkpoints (default 10), or Kg: every\n"
        "                        K games\n"
        "      --resume FILE     continue a stopped run from its checkpoint (the same\n"
        "                        settings; -t, -o, -q may change)\n"
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
        "\n"
        "Deck studies (games with decks: dinn):\n"
        "      --decks LIST      comma-separated deck files or directories (their *.txt):\n"
        "                        every ordered pair, mirrors included, N games each, in one\n"
        "                        run; each --agents is a lineup. Writes the pairs CSV (-o),\n"
        "                        <out>-ratings.csv (Bradley-Terry, Elo, ranks) and\n"
        "                        <out>-cards.csv (per-card figures)\n"
        "      --no-cards        no per-card figures (and no cards CSV)\n"
        "      --optimise DECK   improve DECK by single-card swaps against the --decks field:\n"
        "                        N games per candidate, field deck and seat in the first\n"
        "                        round; writes the log CSV (-o) and the deck beside it (.txt)\n"
        "      --steps K         the optimiser accepts at most K swaps (default 10)\n"
        "  -h, --help            this help\n"
        "\n"
        "\n"
        "replay re-plays a trace and checks it, printing the game in words (--seat S: only\n"
        "what seat S knows); plot draws a CSV's charts with gnuplot (SVG, PNG); xlsx\n"
        "writes a CSV's workbook. simulate replay|plot|xlsx --help says more.\n"
        "\n"
        "Exit status: 0 done (or a human player quit), 2 bad input (one line on stderr says\n"
        "what), 1 internal or I/O error (one line too).\n",
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
    fputs("agents (--agents NAME[:KEY=VALUE]...; sweep a setting with --sweep NAME.KEY=V1,V2\n"
          "        or agentN.KEY=V1,V2 for the N-th agent):\n", f);
    for (int i = 0; agent_registry[i]; i++) {
        const agent_type_t *a = agent_registry[i];
        fprintf(f, "  %-12s %s\n", a->name, a->help);
        for (const agent_param_t *p = a->params; p && p->key; p++)
            fprintf(f, "    %-10s = %-8g (%g..%g) %s\n", p->key, p->def, p->min, p->max, p->help);
        if (a->game_defaults && a->params && a->params[0].key) {
            fputs("    each game's own defaults:\n", f);
            for (int k = 0; game_registry[k]; k++) {
                const game_t *g = game_registry[k];
                if (only && g != only)
                    continue;
                double v[AGENT_MAX_PARAMS];
                a->game_defaults(g, v);
                fprintf(f, "      %-12s", g->id);
                for (int j = 0; a->params[j].key && j < AGENT_MAX_PARAMS; j++)
                    fprintf(f, " %s=%g", a->params[j].key, v[j]);
                fputc('\n', f);
            }
        }
    }
}
