/* replay.h - `simulate replay TRACE.jsonl [--game K] [--seat S] [--brief]`: re-plays
 * the games of a --trace file with the game's own code and prints them as text a
 * player can follow, checking every step against the trace.
 *
 * The trace header names the game, players, agents, seed and every rule in force.
 * Game K is set up with chance from rng_for_game(seed, K, 0), as the runner does;
 * each recorded move is found among the legal moves by its describe_move text and
 * applied with that same chance stream. Before every move the replay's state_json,
 * legal moves and seat to move must equal the trace's; the chance events the game
 * reports (trace_event.h) must equal the trace's event lines; and the end line must
 * equal the game's outcome. The first difference is an error naming the move.
 *
 * Printed: each move in words, the chance events in words, the end. With --seat S
 * (from 1): S's view_text before each of its decisions, the others' moves only when
 * S could tell what they were (see replay.c, move_is_public), and events not seen by
 * S (their "seen_by") without their hidden contents. Without --seat: everything, and
 * before each move the view of the seat to move. --brief leaves the views out. */
#ifndef SIM_REPLAY_H
#define SIM_REPLAY_H

#include <stdio.h>

#include "game.h"

typedef struct replay_opts {
    const char *path;  /* the trace */
    long long game;    /* the game index to replay, or -1 for every game in the trace */
    int seat;          /* 1..P: show only what that seat knows; 0: everything */
    int brief;         /* no views */
    /* Tests: called with every state the replay reaches, in order: after setup
     * (move 0 before it is played), before each later move, and the final state
     * (move = the number of moves). */
    void (*on_state)(void *ctx, const game_t *g, const void *st, long long game,
                     long long move);
    void *ctx;
} replay_opts_t;

typedef struct replay_stats {
    long long games, moves, events;
} replay_stats_t;

/* Replay and print to out. Returns 0 when everything matched; 1 on a mismatch
 * between the trace and the replay, 2 on bad input (unreadable or malformed trace,
 * unknown game or rule, a game index or seat not in the trace); in both cases one
 * line in err says what and where (file:line, game, move). */
int replay_run(const replay_opts_t *o, FILE *out, replay_stats_t *stats, char *err,
               size_t n);

/* The subcommand: argv[0] is "replay". Returns the exit status. */
int replay_main(int argc, char **argv);

#endif
