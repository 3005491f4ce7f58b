/* dnup.h - dnup (Kei Kajino, 2025): two-valued cards played in sets, rotated when taken.
 *
 * Public so the tests can build positions by hand: the deck table, the packed state,
 * the rules struct and the move encoding. Everything else is internal to the game.
 * RULES.md walks the rulebook and says where each rule lives. */
#ifndef DNUP_H
#define DNUP_H

#include <stddef.h>
#include <stdint.h>

#include "rules.h"

#define DNUP_MAX_CARDS 36   /* every unordered pair of distinct values 1..9 */
#define DNUP_MAX_VALUE 9
#define DNUP_MIN_PLAYERS 2
#define DNUP_MAX_PLAYERS 5
#define DNUP_AREAS 2        /* play areas per seat (the 2-player game uses both) */
#define DNUP_SLOTS (DNUP_MAX_PLAYERS * DNUP_AREAS)

/* Upper bound on legal_moves():
 *   play  <= 502: sum over values v of (2^c_v - 1), c_v = hand cards showing v. The
 *                 cards showing v are a subset of the 8 cards {v, o}, so the c_v are
 *                 in-degrees of an orientation of (a subgraph of) K9; the sum of the
 *                 convex 2^c is largest for the transitive tournament, c = 8,7,...,0:
 *                 255+127+63+31+15+7+3+1+0 = 502.
 *   add   <= 144: at most 36 hand cards times at most 4 opponent sets.
 *   take  <= 4:   one per opponent set.
 *   rotate = 1. */
#define DNUP_MAX_MOVES (502 + 144 + 4 + 1)

/* Player-count symbols printed on the cards (the rulebook's setup). */
enum dnup_symbol { DNUP_SYM_NONE = 0, DNUP_SYM_ONE_DOT, DNUP_SYM_TWO_DOT, DNUP_SYM_THREE_DOT };

/* The deck as read from games/dnup/cards.csv. Card c shows face[c][0] (value_a) when
 * its orientation bit is 0 and face[c][1] (value_b) when it is 1. */
typedef struct dnup_deck {
    int ncards;
    int star;                              /* index of the star card (starts the round) */
    uint8_t face[DNUP_MAX_CARDS][2];       /* value_a, value_b: 1..9, distinct */
    uint8_t symbol[DNUP_MAX_CARDS];        /* enum dnup_symbol */
    int8_t card_of[DNUP_MAX_VALUE + 1][DNUP_MAX_VALUE + 1]; /* [shown][other] -> card, or -1 */
    uint64_t in_play[DNUP_MAX_PLAYERS + 1]; /* cards kept for each player count */
} dnup_deck_t;

/* The deck every state refers to: read-only. Only dnup_deck_init (dnup_data.c), called
 * once by the game's init, fills the object behind it. */
extern const dnup_deck_t *const dnup_deck;

/* Read and validate a cards file into deck (a caller's own copy). 0, or non-zero with
 * "file:line: field ..." (or "file: ..." for whole-file problems) in err. */
int dnup_deck_load(dnup_deck_t *deck, const char *path, char *err, size_t n);
/* Load games/dnup/cards.csv (under the data directory) into the game's deck. */
int dnup_deck_init(char *err, size_t n);

/* The rule list (src/rules.h): key, kind, default, range, the type the state packs it
 * in, extra (enum names / custom default text), help. It generates the rules struct
 * (dnup_rules_t, an int32_t per rule), the packed copies in the state, the --rule
 * table and compile-time range checks; RULES.md describes every rule. */
#define DNUP_DEFAULT_TURN_CAP 5000
#define DNUP_RULES(X, C)                                                                   \
    X(C, INT, turn_cap, DNUP_DEFAULT_TURN_CAP, 1, 100000000, int32_t, NULL,                  \
      "player turns per game; a game still running then is reported capped")              \
    X(C, INT, points_to_win, 4, 1, 100, int8_t, NULL,                                      \
      "3-5 players: tokens that win the game at once")                                    \
    X(C, INT, points_first, 2, 0, 100, int8_t, NULL,                                       \
      "3-5 players: tokens for the first player out of cards in a round")                 \
    X(C, INT, points_second, 1, 0, 100, int8_t, NULL,                                      \
      "3-5 players: tokens for the second player out (the round then ends)")              \
    X(C, INT, rounds_to_win, 2, 1, 100, int8_t, NULL,                                      \
      "2 players: rounds won that win the game")                                          \
    X(C, BOOL, star_single_turn, 1, 0, 1, int8_t, NULL,                                    \
      "2 players: the star holder opens each round with one turn only (Play Area 2)")     \
    X(C, BOOL, random_orientation, 1, 0, 1, int8_t, NULL,                                 \
      "deal cards in random orientation (false: each shows value_a of cards.csv)")         \
    X(C, BOOL, empty_hand_wins, 1, 0, 1, int8_t, NULL,                                    \
      "2 players: playing the last card wins the round even when it beats the own set "   \
      "and that returns to the hand (false: the round goes on)")

typedef struct dnup_rules {
    RULES_STRUCT_FIELDS(DNUP_RULES)
} dnup_rules_t;

/* The packed state. Cards are bit indices 0..35 of the deck; every card of the
 * player count is in exactly one of: a hand, a set (slot), the discard pile.
 * 208 bytes (checked in dnup.c); copied with memcpy. */
typedef struct dnup_state {
    uint64_t hand[DNUP_MAX_PLAYERS]; /* bit c: card c is in that seat's hand */
    uint64_t set[DNUP_SLOTS];        /* slot = seat * 2 + area (area 0 = Play Area 1); the
                                        3-5 player game uses area 0 only. Non-empty sets
                                        on the table always have distinct sizes. */
    uint64_t orient;                 /* bit c: card c shows face[c][1], else face[c][0] */
    uint64_t discard;                /* the face-down pile (public knowledge: RULES.md) */
    uint64_t known;                  /* hand cards every seat saw enter that hand from the
                                        table (taken or returned sets): their owner and
                                        orientation are public until they are played */
    uint64_t in_play;                /* the cards of this player count */
    /* Summary of the table, kept by every change of a set (dnup_table_refresh rebuilds
     * it). A set holds cards showing one value and at most 8 cards show a value, so
     * sizes are 1..8; byte k-1 (bits 8(k-1)..8k-1) is about the set of size k. */
    uint64_t size_value;             /* byte k-1: value of the set of size k, 0 if none */
    uint64_t size_slot;              /* byte k-1: its slot + 1, 0 if none */
    uint16_t occupied;               /* bit slot: set[slot] is not empty */
    int8_t first;                    /* the seat that took the game's first turn (the star
                                        holder of round 1): turn position 0 */
    struct {
        RULES_PACKED_FIELDS(DNUP_RULES) /* the rules in force, copied by setup */
    };
    int32_t turns;   /* player turns taken in the game */
    int16_t rounds;  /* rounds started (the current one included) */
    int8_t players;
    int8_t two_player;   /* 1: the 2-player rules (two areas, rounds won) */
    int8_t seat;         /* seat to move */
    int8_t area;         /* area of the current turn (always 0 with 3-5 players) */
    int8_t dealer;       /* the deal starts at dealer + 1; rotates each round */
    int8_t out;          /* 3-5 players: the seat already out this round, or -1 */
    int8_t winner;       /* seat that won the game, or -1 */
    int8_t capped;       /* 1: stopped by turn_cap */
    int16_t score[DNUP_MAX_PLAYERS]; /* tokens (3-5 players) or rounds won (2 players) */
} dnup_state_t;

/* ---- moves: small integers ----
 *   bits 0-1   type: play (A), add (B), take (C), rotate (D)
 *   bits 2-5   value v: the active value of the cards played or added
 *   bits 6-14  mask over the other values: bit o-1 is the card showing v with o on its
 *              other side (play: the cards of the set; add: exactly one bit)
 *   bits 15-18 target slot (add, take): seat * 2 + area of the opponent's set
 * The area the player acts in is the state's current area, not part of the move. */
enum dnup_move_type { DNUP_PLAY = 0, DNUP_ADD = 1, DNUP_TAKE = 2, DNUP_ROTATE = 3 };

#define DNUP_MOVE_TYPE(m) ((int)((m) & 3u))
#define DNUP_MOVE_VALUE(m) ((int)(((m) >> 2) & 15u))
#define DNUP_MOVE_MASK(m) ((unsigned)(((m) >> 6) & 0x1ffu))
#define DNUP_MOVE_SLOT(m) ((int)(((m) >> 15) & 15u))

#define DNUP_MOVE_PLAY(v, mask) ((move_t)(DNUP_PLAY | ((unsigned)(v) << 2) | ((unsigned)(mask) << 6)))
#define DNUP_MOVE_ADD(v, other, slot)                                                        \
    ((move_t)(DNUP_ADD | ((unsigned)(v) << 2) | (1u << (6 + (other) - 1)) |                  \
              ((unsigned)(slot) << 15)))
#define DNUP_MOVE_TAKE(slot) ((move_t)(DNUP_TAKE | ((unsigned)(slot) << 15)))
#define DNUP_MOVE_ROTATE ((move_t)DNUP_ROTATE)

/* Rebuild the table summary (size_value, size_slot, occupied) from set[]: for code
 * that edits sets directly, such as tests building a position. */
void dnup_table_refresh(dnup_state_t *s);

/* Active (shown) value of card c in state s. */
static inline int dnup_shown(const dnup_state_t *s, int c)
{
    return dnup_deck->face[c][(s->orient >> c) & 1];
}

/* The card {a, b} of the deck, or -1. */
static inline int dnup_card(int a, int b)
{
    return dnup_deck->card_of[a][b];
}

/* ---- helpers shared by the game's files ---- */

/* Lowest card of a non-empty mask. */
static inline int dnup_lowest(uint64_t mask)
{
    return __builtin_ctzll(mask);
}

/* Cards in a mask: a bit count that needs no popcount instruction (on plain x86-64
 * __builtin_popcountll is a library call). Kept apart from bits_count (src/bits.h),
 * which the hot move code uses: measured, determinize and evaluate (its callers here)
 * cost dnup's default mcts iteration 8-31 instructions more with bits_count. */
static inline int dnup_count(uint64_t mask)
{
    mask -= (mask >> 1) & 0x5555555555555555ull;
    mask = (mask & 0x3333333333333333ull) + ((mask >> 2) & 0x3333333333333333ull);
    mask = (mask + (mask >> 4)) & 0x0f0f0f0f0f0f0f0full;
    return (int)((mask * 0x0101010101010101ull) >> 56);
}

/* ---- the game's functions, spread over its files (callers use dnup_game) ---- */

/* dnup_rules.c: the --rule table (from DNUP_RULES) and the whole-ruleset check. */
extern const rule_param_t dnup_params[];
int dnup_rules_check(const void *rules, int players, char *err, size_t n);

/* dnup_view.c: what a seat knows and how it judges a position. */
void dnup_determinize(void *st, int observer, rng_t *rng);
double dnup_evaluate(const void *st, int seat);
size_t dnup_observe(const void *st, int seat, uint8_t *buf, size_t n);
int dnup_view_text(const void *st, int seat, char *buf, size_t n);

/* dnup_text.c: moves as text, the state as JSON, trace events (call them only when
 * TRACE_ON(); RULES.md lists the events). */
int dnup_describe_move(const void *st, move_t m, char *buf, size_t n);
int dnup_state_json(const void *st, char *buf, size_t n);
void dnup_trace_deal(const dnup_state_t *s);
void dnup_trace_set_gone(const dnup_state_t *s, const char *event, const char *why, int slot,
                         uint64_t cards);
void dnup_trace_score(const dnup_state_t *s, int seat, int gain, const char *ends);
void dnup_trace_deal_end(const dnup_state_t *s);

extern const game_t dnup_game;

#endif
