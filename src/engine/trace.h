/* trace.h - the --trace file: JSON lines, one object per line (the README's trace
 * section documents every line type):
 *
 *   header  {"trace":"simulate","version":...,"game":...,"players":...,"agents":[...],
 *            "seed":...,"games":...,"rules":{every rule in force, by key}}
 *   move    {"game":G,"move":M,"seat":S,"agent":...,"state":{...},"legal":[...],
 *            "chosen":...}
 *   event   {"game":G,"after_move":M,"event":{...}}  (a step nobody chose, reported by
 *            the game through src/trace_event.h; M null for setup)
 *   end     {"game":G,"end":true,"capped":...,"result":[...],"points":[...],
 *            "moves":...,"rounds":...,"turns":...}
 *
 * The runner writes them for the first games of a run, in order, on one thread. */
#ifndef SIM_TRACE_H
#define SIM_TRACE_H

#include <stdint.h>
#include <stdio.h>

#include "agent.h"
#include "game.h"
#include "trace_event.h"

/* Write s as a JSON string literal (with quotes) to f. */
void json_write_string(FILE *f, const char *s);

/* The header line. rules: the rules struct of the traced setting; custom[i]: the
 * value text in force of params[i] when it is a custom rule given on the command line
 * (NULL, or custom NULL: its default text). */
void trace_header(FILE *f, const game_t *g, int players, const agent_cfg_t *agents,
                  uint64_t seed, int64_t games, const void *rules,
                  const char *const *custom);

/* A move line: the state before the move, the legal moves, the one chosen. buf is
 * scratch of TRACE_TEXT bytes. */
#define TRACE_TEXT (1 << 16)
void trace_move(FILE *f, const game_t *g, const void *st, char *buf, int64_t game,
                int64_t moveno, int seat, const agent_cfg_t *agent, const move_t *moves,
                int nmoves, move_t chosen);

/* The end line of a game. */
void trace_end(FILE *f, int64_t game, int players, const outcome_t *o, int64_t moves);

/* The event sink of one traced game: install trace_game_sink.sink (trace_event.h)
 * while the game's own setup() and apply() run, set after_move before each apply. */
typedef struct trace_game_sink {
    trace_sink_t sink;
    FILE *f;
    int64_t game;
    int64_t after_move; /* -1 during setup */
} trace_game_sink_t;

void trace_game_sink_init(trace_game_sink_t *s, FILE *f, int64_t game);

/* The program's version (git describe at build time, or "unknown"). */
extern const char simulate_version[];

#endif
