/* toy_game.h - a tiny game for the engine's own tests (never registered).
 *
 * Race: 2-4 players take turns adding 1 or 2 to their own counter; with chance 1/8 the
 * step is doubled. The first to reach `target` wins. A game that reaches `turn_cap`
 * turns stops as capped. Seat 1 has an edge (it moves first), so seat statistics
 * have something to show. It reports its chance steps to a trace (trace_event.h): a
 * "start" event from setup, a "double" event when a step is doubled. */
#ifndef TOY_GAME_H
#define TOY_GAME_H

#include <stdio.h>
#include <stddef.h>
#include <string.h>

#include "rules.h"
#include "trace_event.h"

typedef struct toy_rules {
    int32_t target, turn_cap, draw_at;
} toy_rules_t;

typedef struct toy_state {
    int8_t players, to_move, winner, over, capped, draw;
    int16_t turns;
    int16_t count[MAX_SEATS];
    int32_t target, turn_cap, draw_at;
} toy_state_t;

static const rule_param_t toy_params[] = {
    {"target", RULE_INT, offsetof(toy_rules_t, target), 10, 1, 1000, NULL,
     "counter value that wins", NULL},
    {"turn_cap", RULE_INT, offsetof(toy_rules_t, turn_cap), 1000, 1, 100000, NULL,
     "turns before the game stops as capped", NULL},
    {"draw_at", RULE_INT, offsetof(toy_rules_t, draw_at), 0, 0, 1000, NULL,
     "if non-zero, a game whose turn count reaches it is a draw", NULL},
    {NULL, 0, 0, 0, 0, 0, NULL, NULL, NULL},
};

static void toy_setup(void *st, const void *rules, int players, rng_t *rng)
{
    (void)rng;
    const toy_rules_t *r = rules;
    toy_state_t *s = st;
    memset(s, 0, sizeof *s);
    s->players = (int8_t)players;
    s->winner = -1;
    s->target = r->target;
    s->turn_cap = r->turn_cap;
    s->draw_at = r->draw_at;
    if (TRACE_ON())
        trace_event("{\"event\":\"start\",\"players\":%d}", players);
}

static int toy_to_move(const void *st)
{
    const toy_state_t *s = st;
    return s->over ? -1 : s->to_move;
}

static int toy_legal(const void *st, move_t *out)
{
    (void)st;
    out[0] = 1;
    out[1] = 2;
    return 2;
}

static void toy_apply(void *st, move_t m, rng_t *rng)
{
    toy_state_t *s = st;
    int doubled = rng_below(rng, 8) == 0;
    int step = (int)m * (doubled ? 2 : 1);
    if (doubled && TRACE_ON())
        trace_event("{\"event\":\"double\",\"seat\":%d}", s->to_move + 1);
    s->count[s->to_move] = (int16_t)(s->count[s->to_move] + step);
    s->turns++;
    if (s->count[s->to_move] >= s->target) {
        s->winner = s->to_move;
        s->over = 1;
    } else if (s->draw_at && s->turns >= s->draw_at) {
        s->draw = 1;
        s->over = 1;
    } else if (s->turns >= s->turn_cap) {
        s->capped = 1;
        s->over = 1;
    }
    s->to_move = (int8_t)((s->to_move + 1) % s->players);
}

static void toy_outcome(const void *st, outcome_t *o)
{
    const toy_state_t *s = st;
    for (int i = 0; i < s->players && i < MAX_SEATS; i++) {
        o->result[i] = s->draw ? RESULT_DRAW : i == s->winner ? RESULT_WIN : RESULT_LOSS;
        o->points[i] = s->count[i];
    }
    o->capped = s->capped;
    o->turns = s->turns;
    o->rounds = (s->turns + s->players - 1) / s->players;
}

static void toy_determinize(void *st, int observer, rng_t *rng)
{
    (void)st, (void)observer, (void)rng;
}

static double toy_evaluate(const void *st, int seat)
{
    const toy_state_t *s = st;
    double v = (double)s->count[seat] / s->target;
    return v > 1 ? 1 : v;
}

static int toy_describe(const void *st, move_t m, char *buf, size_t n)
{
    (void)st;
    return snprintf(buf, n, "add %u", m);
}

static int toy_json(const void *st, char *buf, size_t n)
{
    const toy_state_t *s = st;
    return snprintf(buf, n, "{\"to_move\":%d,\"count\":[%d,%d]}", s->to_move, s->count[0],
                    s->count[1]);
}

static const game_t toy_game = {
    .id = "toy",
    .name = "toy race (tests only)",
    .min_players = 2,
    .max_players = 4,
    .max_moves = 2,
    .state_size = sizeof(toy_state_t),
    .rules_size = sizeof(toy_rules_t),
    .params = toy_params,
    .setup = toy_setup,
    .to_move = toy_to_move,
    .legal_moves = toy_legal,
    .apply = toy_apply,
    .outcome = toy_outcome,
    .determinize = toy_determinize,
    .evaluate = toy_evaluate,
    .describe_move = toy_describe,
    .state_json = toy_json,
};

#endif
