/* table.h - what the seats of a game hear when an agent listens (agent_type_t.hear:
 * the human agent): each move as that seat sees it, the steps nobody chose that it
 * sees, the start and the end of the game. The runner calls these for the games of a
 * run with such an agent (every game of it: such a run plays on one thread, in
 * order), with the game's own functions doing the hiding:
 *
 *   - a move: game_t.describe_move_for(st, m, seat) for the other seats, or
 *     describe_move when the game has none (its moves hide nothing);
 *   - an event (src/trace_event.h): forwarded when it is public or its "seen_by"
 *     names the seat, without its "state" (the whole state, hidden parts included);
 *   - the end: the seat's view (view_text of a copy determinized for the seat, so
 *     built from what the seat knows) and the result.
 *
 * Nothing else of the true state reaches a listening agent. */
#ifndef SIM_TABLE_H
#define SIM_TABLE_H

#include <stdint.h>

#include "agent.h"
#include "game.h"
#include "runner.h"
#include "trace_event.h"

/* Scratch the table writes its texts into. */
#define TABLE_TEXT (1 << 17)

typedef struct table {
    trace_sink_t sink;         /* installed around the game's setup() and apply() */
    const trace_sink_t *next;  /* the trace's own sink, or NULL: events go on to it */
    const run_spec_t *spec;
    int setting;               /* the rule setting played (its agents: run_agent) */
    void *const *self;         /* the worker's agent instances of that setting, by agent */
    int rot;                   /* seat s is played by agent (s + rot) mod players */
    int64_t game;
    char *buf;                 /* TABLE_TEXT bytes of scratch */
} table_t;

/* 1 when an agent of the run listens (hear != NULL), in any setting. */
int table_listens(const run_spec_t *spec);

/* Game `game` begins (call before setup(), then install t->sink while the game's own
 * setup() and apply() run). next: the trace sink to pass events on to, or NULL. */
void table_start(table_t *t, const run_spec_t *spec, int setting, void *const *self,
                 int64_t game, char *buf, const trace_sink_t *next);

/* `seat` plays m in st (the state before the move). */
void table_move(table_t *t, const void *st, int seat, move_t m);

/* The game is over: each listening seat gets its view and the result. view: scratch
 * of state_size bytes; arng: the seats' own streams (determinize draws from them). */
void table_end(table_t *t, const void *st, const outcome_t *o, int64_t moves, void *view,
               rng_t *arng);

/* An event as `seat` (from 0) may hear it: 0 when the seat does not see it (its
 * "seen_by" leaves the seat out, or it is a truncated event), else 1 with the event
 * in out, its "state" and "seen_by" members left out. */
int table_event_for(const char *json, int seat, char *out, size_t n);

#endif
