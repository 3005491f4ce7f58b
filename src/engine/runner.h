/* runner.h - plays many games in parallel (OpenMP) and tallies them.
 *
 * Game i of a run is fully determined by (seed, i): its chance stream is slot 0 of
 * rng_for_game(seed, i), the agent in seat s draws from slot 1 + s. Seats rotate:
 * in game i, seat s is played by agent (s + i) mod players, so each agent plays each
 * seat equally often when games is a multiple of players. Tallies are integers,
 * kept per thread and summed at the end: the result is the same for any thread
 * count.
 *
 * A run has one or more settings (rule variants of the same game, for sweeps). Every
 * setting plays the same game indices, so the same deals and agent streams (common
 * random numbers); each setting is paired with the baseline game by game. */
#ifndef SIM_RUNNER_H
#define SIM_RUNNER_H

#include <stdio.h>

#include "agent.h"
#include "card_event.h"
#include "game.h"
#include "stats.h"

/* A game that has not ended after this many moves is a bug in its turn cap. */
#define RUN_MAX_MOVES 50000000L

/* Tallies a study keeps besides the runner's own (deck studies: src/engine/decks.c,
 * optimise.c): one integer array of `words` counters per thread, filled by callbacks
 * from the game loop and summed into run_result_t.extra at the end, so the result is
 * the same for any thread count and runs over disjoint game indices add up. With
 * `sink`, the card-usage sink it returns is installed around the game's own setup()
 * and apply() (never an agent's look-ahead), like the trace's. Without a run_extra_t
 * the game loop does no extra work. */
typedef struct run_extra {
    size_t words;   /* int64 counters in the tally */
    size_t scratch; /* bytes of per-thread scratch, zeroed when the thread starts */
    void *ctx;
    /* the thread's card sink (card_event.h), kept in its scratch; or NULL */
    const card_sink_t *(*sink)(void *ctx, void *scratch);
    /* before game i of setting s is set up */
    void (*begin)(void *ctx, void *scratch, int s, int64_t i);
    /* after game i of setting s, with its outcome (positions checked) */
    void (*game)(void *ctx, void *scratch, int64_t *tally, int s, int64_t i,
                 const outcome_t *o);
    /* after game i was played under every setting */
    void (*index)(void *ctx, void *scratch, int64_t *tally, int64_t i);
} run_extra_t;

typedef struct run_spec {
    const game_t *game;
    int players;
    int nsettings;
    const void *const *rules;  /* nsettings rules structs */
    int baseline;              /* setting the others are paired with */
    const agent_cfg_t *agents; /* players entries: agent a sits in seat a in game 0 */
    /* Agent sweeps: nsettings * players entries, setting s's agents at [s * players],
     * or NULL when every setting plays `agents`. */
    const agent_cfg_t *setting_agents;
    int64_t games;
    uint64_t seed;
    int threads;               /* 0: all available */
    FILE *trace;               /* JSON lines of the first trace_games games (trace.h), of
                                  the baseline setting, or NULL */
    int64_t trace_games;
    /* For the trace header: the value text of each custom rule (by index in the game's
     * params) given on the command line, NULL where not given; or NULL. */
    const char *const *trace_custom;
    int progress;              /* draw a progress bar on stderr */
    int metrics;               /* collect the game metrics (--metrics) */
    /* Shards, resumed runs, checkpoints, MPI ranks (work.h): the game indices come in
     * blocks from here; NULL plays every index 0..games-1. */
    struct run_work *work;
    const run_extra_t *extra;  /* a study's own tallies, or NULL */
} run_spec_t;

/* Agent a's configuration in setting s. */
static inline const agent_cfg_t *run_agent(const run_spec_t *spec, int s, int a)
{
    return spec->setting_agents ? &spec->setting_agents[(size_t)s * spec->players + a]
                                : &spec->agents[a];
}

/* The per-game vector whose sums of products the run keeps per setting (the moment
 * tallies): index 0 is 1 when the game was decided (not capped), then per seat 1 when
 * it won, per turn position 1 when it won, per distinct agent the number of its seats
 * that won. Every balance figure is a ratio of linear combinations of this vector to
 * the decided games, so its interval (and its paired change against the baseline)
 * follows from these integer sums alone. A run's vector has 1 + 2 players + nd entries
 * (run_result_t.momk); MOM_MAX is the most any run has. */
#define MOM_MAX (1 + 3 * MAX_SEATS)
static inline int mom_seat(int k) { return 1 + k; }
static inline int mom_pos(int players, int k) { return 1 + players + k; }
static inline int mom_agent(int players, int d) { return 1 + 2 * players + d; }

/* Game metrics (--metrics): sums over games, integers only. Shares of a game are kept
 * in units of 1/METRIC_UNIT. */
#define METRIC_UNIT 65536
typedef struct metric_tally {
    int64_t games;                 /* games measured */
    int64_t legal, moves;          /* sums of per-game legal-move totals and moves */
    __int128 legal2, legal_moves, moves2; /* sums of their squares and products */
    int64_t lead_changes, lead_changes2;
    int64_t decided_single;        /* decided games with one winner (decisiveness, comeback) */
    int64_t decisive, decisive2;   /* share of the game before the winner led for good */
    int64_t comebacks;             /* the winner was behind at the midpoint */
    int64_t draws;                 /* decided games with a draw result */
} metric_tally_t;

/* What is counted once per game of a setting (not per seat). */
typedef struct setting_tally {
    int64_t games, capped;
    int64_t moved;     /* games where some seat's turn position is not its seat */
    int64_t bad_positions; /* games whose outcome gave no permutation: taken as seats */
    int8_t team_seats[MAX_SEATS]; /* most seats team t had in a game (merged by max) */
    /* paired with the baseline, game by game */
    int64_t pair_n, cap_both, cap_up, cap_down; /* capped here and/or in the baseline */
    int64_t pair_len_games, pair_dturns, pair_dturns2; /* both decided: turn differences */
    metric_tally_t m;
} setting_tally_t;

void setting_tally_merge(setting_tally_t *into, const setting_tally_t *from);

/* Game-length histograms of a run: one pair (moves, rounds) per setting and
 * rotation group. In game i, seat s is played by agent (s + i) mod players; games
 * with the same rotation i mod players form one group, so the games an agent played
 * in a seat are one group (and a row over several agents or seats a sum of groups).
 * When every agent has the same spec nothing tells the rotations apart, and there is
 * one group per setting. */
enum { RUN_LEN_MOVES, RUN_LEN_ROUNDS, RUN_LEN_KINDS };

typedef struct run_result {
    int players, nsettings;
    int nd;             /* distinct agents: slots whose specs agree in every setting */
    int id_of[MAX_SEATS]; /* agent slot -> distinct agent */
    int mult[MAX_SEATS];  /* distinct agent -> how many slots */
    tally_t *cells;     /* [setting][agent][seat] */
    tally_t *pcells;    /* [setting][agent][turn position] */
    setting_tally_t *set; /* [setting] */
    int momk;           /* entries of the moment vector: 1 + 2 players + nd (MOM_MAX) */
    int64_t *mom;       /* [setting][2][momk][momk]: sums of v v' over the setting's games,
                           then sums of v w' with w the baseline's vector of the same game */
    tally_t *teams;     /* [setting][team], teams numbered from 0; NULL without teams */
    int ngroups;        /* rotation groups: players, or 1 when all agents are alike */
    hist_t *lengths;    /* [setting][group][RUN_LEN_KINDS] */
    int64_t *extra;     /* run_spec_t.extra's tally (extra->words counters), or NULL */
    size_t nextra;      /* its counters: extra->words, or 0 */
    int64_t moves;      /* player moves over the whole run */
    double seconds;     /* wall time of the parallel part */
    int threads;        /* threads actually used */
} run_result_t;

static inline tally_t *run_cell(const run_result_t *r, int setting, int agent, int seat)
{
    return &r->cells[((size_t)setting * (size_t)r->players + (size_t)agent) * (size_t)r->players +
                     (size_t)seat];
}

/* The sums of v v' of setting s, and of v w' with the baseline (momk x momk, row-major). */
static inline const int64_t *run_mom(const run_result_t *r, int s)
{
    return &r->mom[(size_t)s * 2 * (size_t)r->momk * (size_t)r->momk];
}
static inline const int64_t *run_cross(const run_result_t *r, int s)
{
    return run_mom(r, s) + (size_t)r->momk * (size_t)r->momk;
}

static inline tally_t *run_pcell(const run_result_t *r, int setting, int agent, int pos)
{
    return &r->pcells[((size_t)setting * (size_t)r->players + (size_t)agent) * (size_t)r->players +
                      (size_t)pos];
}

/* The histogram of `kind` (RUN_LEN_MOVES, RUN_LEN_ROUNDS) of a setting's group. */
static inline const hist_t *run_lengths(const run_result_t *r, int setting, int group, int kind)
{
    return &r->lengths[((size_t)setting * (size_t)r->ngroups + (size_t)group) * RUN_LEN_KINDS +
                       (size_t)kind];
}

/* Bytes the run's tallies may take at most with `threads` workers (0: all cores):
 * per-thread counters, the shared histograms, the result. Pages of the histograms
 * never written are never touched, so the resident size is usually far smaller. */
uint64_t run_memory_bytes(const run_spec_t *spec, int threads);

/* Allocate a run's result (zero tallies) for spec; 0, or 1 when out of memory. */
int run_result_alloc(run_result_t *r, const run_spec_t *spec);

/* Play the run. Returns 0; RUN_QUIT_RC when a listening agent's player (a human)
 * quit, with one line in err saying when; or 1 with one line in err (internal
 * failure). A run with a listening agent (agent_type_t.hear) plays every game in
 * order on one thread, with no progress bar, and tells the listening seats what they
 * see of each game (table.h). With spec->work, the tallies already in `out` (a
 * resumed checkpoint) are kept: out must then be allocated by run_result_alloc, and
 * the run adds to it. */
#define RUN_QUIT_RC 3
int run_games(const run_spec_t *spec, run_result_t *out, char *err, size_t n);
void run_result_free(run_result_t *r);

#endif
