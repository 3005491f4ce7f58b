/* game.h - the interface every ruleset implements, and the only thing agents see.
 *
 * A game is a table of functions over a plain, fixed-size state: no pointers inside,
 * no heap, copied with memcpy. The state carries whatever rule values play needs
 * (setup copies them in), so every function but setup works on the state alone.
 * Moves are small integers whose meaning is the game's own. Chance (shuffles, dice,
 * draws) happens inside setup/apply, from the generator the caller passes.
 *
 * Hidden information: agents see a state only after determinize(view, own seat):
 * everything that seat cannot see is re-dealt consistently with what it has seen.
 */
#ifndef SIM_GAME_H
#define SIM_GAME_H

#include <stddef.h>
#include <stdint.h>

#include "rng.h"

#define MAX_SEATS 8

typedef uint32_t move_t;

enum result { RESULT_LOSS = 0, RESULT_DRAW = 1, RESULT_WIN = 2 };

/* The end of one game, as the runner tallies it. */
typedef struct outcome {
    int8_t result[MAX_SEATS];  /* enum result per seat; ignored when capped */
    int32_t points[MAX_SEATS]; /* the game's own score per seat (tokens, VP...) */
    int32_t rounds;            /* rounds (or phases, deals) played */
    int32_t turns;             /* player turns taken */
    int8_t capped;             /* 1: stopped by the turn cap, no result */
    /* Turn position of each seat, 0 = the seat that took the game's first turn, 1 =
     * the next in turn order... The caller fills position[s] = s before outcome():
     * a game whose first player is not seat 0 (rolled, dealt, chosen) overwrites it.
     * Its RULES.md says which turn counts as "first" when the start rotates. */
    int8_t position[MAX_SEATS];
} outcome_t;

/* ---- rule parameters: a table per game, read by --rule/--list/--sweep ---- */

enum rule_type {
    RULE_INT,    /* int32_t at offset, min..max */
    RULE_BOOL,   /* int32_t at offset, 0/1 (also true/false, yes/no, on/off) */
    RULE_ENUM,   /* int32_t at offset, index into names[] */
    RULE_CUSTOM, /* handled by game.rules_set (e.g. a deck file); listed for --list */
};

typedef struct rule_param {
    const char *key;   /* "turn_cap" */
    enum rule_type type;
    size_t offset;     /* of the int32_t field in the game's rules struct */
    int32_t def, min, max;
    const char *const *names; /* RULE_ENUM: value names, NULL-terminated */
    const char *help;  /* one line, for --list */
    const char *def_text; /* RULE_CUSTOM: default shown by --list */
} rule_param_t;

/* ---- the game table ---- */

typedef struct game {
    const char *id;   /* "dnup": the --game name */
    const char *name; /* "dnup (Kei Kajino, 2025)" */
    int min_players, max_players;
    int max_moves;    /* upper bound on legal_moves() count: size of move buffers */
    size_t state_size, rules_size;
    const rule_param_t *params; /* terminated by an entry with key == NULL */

    /* Once per process, before anything else: load data files (card lists...).
     * Returns 0, or non-zero with one line in err naming file, line and field. */
    int (*init)(char *err, size_t n);

    /* Custom rules (RULE_CUSTOM entries); may be NULL. Returns 0 or writes err. */
    int (*rules_set)(void *rules, const char *key, const char *val, char *err, size_t n);
    /* Whole-ruleset check for a player count: 0, or non-zero with err. May be NULL. */
    int (*rules_check)(const void *rules, int players, char *err, size_t n);

    void (*setup)(void *st, const void *rules, int players, rng_t *rng);
    int (*to_move)(const void *st);                 /* seat 0.., or -1 when over */
    int (*legal_moves)(const void *st, move_t *out); /* fills out, returns count >= 1 */
    void (*apply)(void *st, move_t m, rng_t *rng);
    void (*outcome)(const void *st, outcome_t *out); /* only when to_move() == -1 */
    void (*determinize)(void *st, int observer, rng_t *rng);
    double (*evaluate)(const void *st, int seat);    /* 0..1, higher is better for seat */
    int (*describe_move)(const void *st, move_t m, char *buf, size_t n);
    int (*state_json)(const void *st, char *buf, size_t n); /* whole state, hidden parts too */

    /* Team of a seat (0..), or NULL when every seat plays for itself. */
    int (*team)(const void *st, int seat);

    /* What `seat` knows, as a canonical byte string (like an information-state
     * string): its own cards, everything public, what it has seen of others' cards,
     * the rules in force, whose turn it is. Two states with the same observation for
     * a seat are indistinguishable to it, so they must offer it the same legal moves,
     * and determinize(view, seat) must leave its observation unchanged (the battery
     * checks both). Writes at most n bytes; returns the length of the whole string
     * (more than n: it did not fit, as snprintf). */
    size_t (*observe)(const void *st, int seat, uint8_t *buf, size_t n);

    /* What `seat` sees, as text for a player at a terminal (its hand, the table,
     * scores, others' counts), lines separated by '\n'. Reads only what observe()
     * covers: the same text for every state with the same observation. May be NULL
     * until written. Returns the length, or -1 if it did not fit. */
    int (*view_text)(const void *st, int seat, char *buf, size_t n);

    /* Extra rule settings the signature also plays besides the defaults, each a
     * "key=value;key=value" string (a mode the defaults never reach), NULL-terminated;
     * may be NULL. */
    const char *const *signature_variants;

    /* Games with decks: the k-th `--deck FILE` of the command line sets the custom
     * rule <deck_rule><k> (deck_rule "deck": deck1 for seat 1, deck2...), as many as
     * the game lists. NULL: the game takes no decks. */
    const char *deck_rule;

    /* A move as `seat` sees it played, for a seat that is not the one moving: like
     * describe_move, but naming nothing that seat cannot see (a card put face down
     * is "a card", a card handed to another seat is "a card", a choice made blind is
     * "a card face down or a pass"). Two moves the seat cannot tell apart (the same
     * observe() for it afterwards) get the same text. st is the state before the
     * move. An empty text (length 0): the seat hears nothing of the move, for a step
     * a seat takes by choice that, taken without one (no other move), the game plays
     * inside another step with no move of that seat: heard, it would tell the others
     * the seat had a choice, and so something of its hidden cards. NULL:
     * describe_move hides nothing from any seat. Used for human seats
     * (agents/human.c): what the others did, in words. */
    int (*describe_move_for)(const void *st, move_t m, int seat, char *buf, size_t n);
    /* Games whose seats play decks of named cards: per-card figures and deck studies
     * (src/engine/decks.c). NULL: the game has none. */
    const struct game_cards *cards;

    /* The game's own random playout, for search (agents/mcts.c); NULL: the engine's
     * generic loop. Plays uniformly random moves from st until the game is over or
     * `moves` moves have been played (UINT32_MAX: no limit), exactly as this loop
     * would:
     *     while (moves-- > 0 && to_move(st) >= 0) {
     *         int n = legal_moves(st, buf);
     *         apply(st, buf[n == 1 ? 0 : rng_below(rng, (uint32_t)n)], rng);
     *     }
     * the same moves, the same draws in the same order, the same final state and
     * generator, byte for byte (tests/test_playout.c checks every game that sets it
     * against the loop): a game may find the k-th legal move without listing them all,
     * keep its per-move bookkeeping in registers and skip the indirect calls. buf has
     * room for max_moves moves, for the game's own use. */
    void (*playout)(void *st, uint32_t moves, move_t *buf, rng_t *rng);

    /* Every seat's evaluate at once, for search (agents/mcts.c scores both seats of a
     * playout's end): out[seat] = evaluate(st, seat) for seat 0 .. players - 1, the
     * same doubles bit for bit (tests/test_playout.c checks every game that sets it);
     * a game whose seats' values share most of their work computes it once. NULL:
     * evaluate per seat. */
    void (*evaluate_all)(const void *st, double *out);
} game_t;

/* The cards of a game with decks, numbered 0..count()-1 (Dinn: its card pool). Every
 * member but count and name may be NULL. */
typedef struct game_cards {
    int (*count)(void);          /* cards there are (after init) */
    const char *(*name)(int card);
    /* The deck `seat` plays under rules: up to max card numbers into cards (in the
     * deck's own order, one entry per copy); returns how many the deck holds. */
    int (*deck_get)(const void *rules, int seat, int *cards, int max);
    /* Make `seat` play the deck cards[0..n) (construction is checked later by
     * rules_check). `label` names it in messages and traces; `key` is what its shuffles
     * are seeded from (deals of game i are the same for every deck with the same key:
     * 0 takes the key from the cards, so equal decks shuffle alike). 0, or 1 with err. */
    int (*deck_put)(void *rules, int seat, const int *cards, int n, const char *label,
                    uint64_t key, char *err, size_t errn);
    /* Warnings about the legal deck of `seat` (cards it can never play...), one per
     * line, '\n'-separated, into buf; returns how many. */
    int (*deck_warn)(const void *rules, int seat, char *buf, size_t n);
    /* Whether a card's deck-building category allows it in place of another (the
     * construction rules count categories: a single swap keeps every count only
     * within one). */
    int (*category)(int card);
} game_cards_t;

#endif
