/* probe.c - Tin Dragon games tallied by what the CSV of `simulate` does not show:
 * counts of the duel, final-round and offense decisions the rules items of issue 11
 * are about. (Win rates by turn position, which it also tallied, are now rows of
 * the runner's CSV: `position` 1..P, with `first_player_advantage`.)
 *
 * The games are the runner's: game i's chance stream is slot 0 of
 * rng_for_game(seed, i), seat s's agent draws from slot 1 + s, agents rotate over
 * seats (seat s of game i is played by agent (s + i) mod players), and an agent
 * sees the state only through determinize for its seat. Tallies are integers summed
 * over threads, so the output is the same for any thread count.
 *
 * Build and run with experiments/tin-dragon/probe.sh. Usage:
 *   probe -a greedy,greedy,greedy -n 20000 -s 2026 [-r key=value]...
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../games/tin-dragon/tin_dragon.h"
#include "agent.h"
#include "rules.h"

extern const agent_type_t random_agent, greedy_agent, mcts_agent;

typedef struct tally {
    long games, capped;
    long challenges, flees, duel_won[2], pushed_challenger, pushed_onto_dragon;
    long bid_decisions[2], bids[2]; /* [0] challenger, [1] defender */
    long final_pay, final_pass, no_target;
    long turns;
} tally_t;

static int parse_agents(const char *list, agent_cfg_t *cfg, int max)
{
    char buf[512];
    snprintf(buf, sizeof buf, "%s", list);
    int n = 0;
    for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
        if (n == max)
            return -1;
        char *colon = strchr(tok, ':');
        if (colon)
            *colon = '\0';
        const agent_type_t *t = !strcmp(tok, "random")   ? &random_agent
                                : !strcmp(tok, "greedy") ? &greedy_agent
                                : !strcmp(tok, "mcts")   ? &mcts_agent
                                                         : NULL;
        char err[256];
        if (!t || agent_cfg_parse(t, tok, colon ? colon + 1 : "", &cfg[n], err, sizeof err)) {
            fprintf(stderr, "probe: bad agent '%s'\n", tok);
            return -1;
        }
        snprintf(cfg[n].spec, sizeof cfg[n].spec, "%s", tok);
        n++;
    }
    return n;
}

/* Note what the chosen move m does in state s (before it is applied). */
static void observe_move(tally_t *t, const td_state_t *s, move_t m, int nmoves)
{
    int type = TD_MT(m), b = TD_MB(m);
    switch (s->phase) {
    case TD_PH_DUEL:
        t->challenges += type == TD_M_DUEL;
        break;
    case TD_PH_FLEE:
        t->flees += type == TD_M_FLEE;
        break;
    case TD_PH_BID: {
        int side = s->dec != s->act;
        t->bid_decisions[side] += nmoves > 1;
        t->bids[side] += b > 0;
        break;
    }
    case TD_PH_PUSH:
        t->duel_won[s->winner]++;
        if (b && s->winner == 1) {
            t->pushed_challenger++;
            int to = (s->loc[s->act] + 1) % TD_KEEPS;
            for (int q = 0; q < s->players; q++)
                if (q != s->act && q != s->def && s->loc[q] == to)
                    t->pushed_onto_dragon++, q = s->players;
        }
        break;
    case TD_PH_FINAL:
        t->final_pay += type == TD_M_PAY;
        t->final_pass += type == TD_M_PASS;
        break;
    case TD_PH_SCHEME:
        t->no_target += type == TD_M_OFFENSE && b == 0xFF;
        break;
    default:
        break;
    }
}

int main(int argc, char **argv)
{
    const game_t *g = &tin_dragon_game;
    const char *agents = "greedy,greedy,greedy";
    long games = 20000;
    unsigned long long seed = 2026;
    char err[512];
    if (g->init(err, sizeof err)) {
        fprintf(stderr, "probe: %s\n", err);
        return 2;
    }
    void *rules = calloc(1, g->rules_size);
    rules_defaults(g, rules);
    for (int i = 1; i < argc; i++) {
        if (i + 1 >= argc) {
            fprintf(stderr, "probe: %s needs a value\n", argv[i]);
            return 2;
        }
        const char *v = argv[++i];
        if (!strcmp(argv[i - 1], "-a")) {
            agents = v;
        } else if (!strcmp(argv[i - 1], "-n")) {
            games = atol(v);
        } else if (!strcmp(argv[i - 1], "-s")) {
            seed = strtoull(v, NULL, 10);
        } else if (!strcmp(argv[i - 1], "-r")) {
            char key[128];
            const char *eq = strchr(v, '=');
            if (!eq || (size_t)(eq - v) >= sizeof key) {
                fprintf(stderr, "probe: -r %s: expected key=value\n", v);
                return 2;
            }
            memcpy(key, v, (size_t)(eq - v));
            key[eq - v] = '\0';
            if (rules_set(g, rules, key, eq + 1, err, sizeof err)) {
                fprintf(stderr, "probe: %s\n", err);
                return 2;
            }
        } else {
            fprintf(stderr, "probe: unknown option %s\n", argv[i - 1]);
            return 2;
        }
    }
    agent_cfg_t cfg[MAX_SEATS];
    int players = parse_agents(agents, cfg, MAX_SEATS);
    if (players < 0 || games < 1 || (g->rules_check && g->rules_check(rules, players, err, sizeof err))) {
        fprintf(stderr, "probe: %s\n", players < 0 || games < 1 ? "bad agents or -n" : err);
        return 2;
    }
    tally_t total;
    memset(&total, 0, sizeof total);
#pragma omp parallel
    {
        tally_t t;
        memset(&t, 0, sizeof t);
        void *self[MAX_SEATS] = {0};
        for (int a = 0; a < players; a++)
            if (cfg[a].type->create && cfg[a].type->create(&cfg[a], g, &self[a]))
                abort();
        td_state_t st, view;
        move_t *mv = malloc(sizeof(move_t) * (size_t)g->max_moves);
#pragma omp for schedule(dynamic, 16)
        for (long i = 0; i < games; i++) {
            rng_t chance, arng[MAX_SEATS];
            rng_for_game(&chance, seed, (uint64_t)i, 0);
            for (int s = 0; s < players; s++)
                rng_for_game(&arng[s], seed, (uint64_t)i, 1u + (unsigned)s);
            g->setup(&st, rules, players, &chance);
            int seat;
            while ((seat = g->to_move(&st)) >= 0) {
                int n = g->legal_moves(&st, mv);
                int a = (seat + (int)(i % players)) % players;
                move_t m = agent_decide(&cfg[a], self[a], g, &st, &view, seat, mv, n, &arng[seat]);
                observe_move(&t, &st, m, n);
                g->apply(&st, m, &chance);
            }
            outcome_t o;
            memset(&o, 0, sizeof o);
            for (int s = 0; s < MAX_SEATS; s++)
                o.position[s] = (int8_t)s;
            g->outcome(&st, &o);
            t.games++;
            t.turns += o.turns;
            t.capped += o.capped;
        }
        for (int a = 0; a < players; a++)
            if (cfg[a].type->destroy)
                cfg[a].type->destroy(self[a]);
        free(mv);
#pragma omp critical
        {
            long *dst = (long *)&total, *src = (long *)&t;
            for (size_t k = 0; k < sizeof t / sizeof(long); k++)
                dst[k] += src[k];
        }
    }
    printf("tin-dragon probe: %d players, agents %s, %ld games, seed %llu, %ld capped, "
           "%.2f turns a game\n", players, agents, total.games, seed, total.capped,
           (double)total.turns / (double)total.games);
    long fought = total.challenges - total.flees;
    printf("duels: %ld challenges, %ld fled, %ld fought: challenger won %ld, defender won %ld, "
           "tied %ld\n", total.challenges, total.flees, fought, total.duel_won[0],
           total.duel_won[1], fought - total.duel_won[0] - total.duel_won[1]);
    printf("bid decisions: challenger %ld (%ld bids), defender %ld (%ld bids)\n",
           total.bid_decisions[0], total.bids[0], total.bid_decisions[1], total.bids[1]);
    printf("pushed challengers: %ld (%ld onto another dragon)\n", total.pushed_challenger,
           total.pushed_onto_dragon);
    printf("final turns: %ld paid, %ld given up; offense cards played with no target: %ld\n",
           total.final_pay, total.final_pass, total.no_target);
    free(rules);
    return 0;
}
