/* agent.h - the interface every agent implements. Agents include only game.h and
 * this header: they never know which game they play.
 *
 * Honesty: nobody hands an agent the true state. Every caller (the runner, the bench,
 * the tests) asks an agent for a move through agent_decide(), which gives an agent
 * that sets needs_view `view`, a private copy already passed through
 * game->determinize(view, seat): hidden cards re-dealt from what the seat has seen.
 * It may modify the copy. An agent without needs_view gets view == NULL and only
 * the legal moves. */
#ifndef SIM_AGENT_H
#define SIM_AGENT_H

#include <string.h>

#include "game.h"

#define AGENT_MAX_PARAMS 8
#define AGENT_SPEC_MAX 96

typedef struct agent_param {
    const char *key;   /* "iters" */
    double def, min, max;
    int integer;       /* 1: value must be a whole number */
    const char *help;  /* one line, for --list */
} agent_param_t;

struct agent_type;

/* What a listening agent (agent_type_t.hear: a human at a terminal) is told between
 * its decisions. Every text is written for its seat alone, by the runner, from the
 * game's own words: nothing the seat cannot see. */
enum agent_heard {
    AGENT_HEARD_START, /* a game begins: "Game 1 of 3, seed 7: ..." (who plays where) */
    AGENT_HEARD_MOVE,  /* seat `who` moved: the move as this seat sees it
                          (game_t.describe_move_for, or describe_move) */
    AGENT_HEARD_EVENT, /* a step nobody chose that this seat sees: the game's trace
                          event (src/trace_event.h), public or seen by this seat,
                          as JSON without its "state" */
    AGENT_HEARD_END,   /* the game is over: the seat's last view, then the result */
};

/* choose() of an agent that hears may return this instead of a move: its player quit.
 * The run stops at once and writes no CSV. No game uses this move number. */
#define AGENT_QUIT ((move_t)0xFFFFFFFFu)

/* One agent as the user wrote it: "mcts:iters=400:c=0.7". */
typedef struct agent_cfg {
    const struct agent_type *type;
    char spec[AGENT_SPEC_MAX];  /* the spec as written (the CSV's agent column) */
    double v[AGENT_MAX_PARAMS]; /* settings, in the order of type->params */
} agent_cfg_t;

typedef struct agent_type {
    const char *name;
    const char *help;              /* one line, for --list */
    const agent_param_t *params;   /* terminated by key == NULL; may be NULL */
    int needs_view;
    /* Per-thread, per-seat instance (arena, scratch states). Called once per
     * worker thread, never during play. Returns 0, or non-zero on failure. May be
     * NULL when the agent keeps no state (then self is NULL). */
    int (*create)(const agent_cfg_t *cfg, const game_t *g, void **self);
    void (*destroy)(void *self);
    /* Pick one of moves[0..nmoves-1] for `seat`. rng is the seat's own stream. */
    move_t (*choose)(void *self, const agent_cfg_t *cfg, const game_t *g, void *view,
                     int seat, const move_t *moves, int nmoves, rng_t *rng);
    /* What `simulate --bench` measures of this agent: decisions per second with each
     * of these settings strings ("" for the defaults, "depth=0"...), NULL-terminated;
     * NULL: not measured. */
    const char *const *bench_settings;
    /* A setting that counts the work of one decision ("iters"): the bench also shows
     * that work per second. NULL: none. */
    const char *bench_unit;
    /* An agent that listens to the game between its decisions (a human player):
     * told what its seat may know, as text (enum agent_heard; `who` is the seat that
     * moved for AGENT_HEARD_MOVE, else -1). A run with such an agent plays on one
     * thread, in order. NULL for agents that decide from their view alone. */
    void (*hear)(void *self, const game_t *g, int seat, int kind, int who, const char *text);
    /* The values a setting left at its table default takes in game g, one per entry
     * of params (for --list). NULL: the table defaults are the values, in every game. */
    void (*game_defaults)(const game_t *g, double *values);
} agent_type_t;

/* Ask the agent in `seat` for a move in the true state `st`, honestly: with one legal
 * move, that move (the agent is not asked, no random number is drawn); otherwise the
 * agent's choose() with, when it needs a view, `view` (caller-owned scratch of
 * g->state_size bytes) = a copy of st passed through g->determinize(view, seat, rng).
 * rng is the seat's own stream. st is never handed to the agent. Inline: it runs for
 * every move of every game. */
static inline move_t agent_decide(const agent_cfg_t *cfg, void *self, const game_t *g,
                                  const void *st, void *view, int seat, const move_t *moves,
                                  int nmoves, rng_t *rng)
{
    move_t m = moves[0]; /* a forced move needs no agent */
    if (nmoves > 1) {
        void *v = NULL;
        if (cfg->type->needs_view) {
            memcpy(view, st, g->state_size);
            g->determinize(view, seat, rng);
            v = view;
        }
        m = cfg->type->choose(self, cfg, g, v, seat, moves, nmoves, rng);
    }
    return m;
}

/* Parse the settings part of a spec ("iters=400:c=0.7", may be "") into cfg, with
 * the defaults for the rest. Returns 0, or non-zero with one line in err. */
int agent_cfg_parse(const agent_type_t *type, const char *spec, const char *settings,
                    agent_cfg_t *cfg, char *err, size_t n);
/* Value of a named setting (must exist in type->params). */
double agent_cfg_get(const agent_cfg_t *cfg, const char *key);

#endif
