/* peek_game.h - "peek", a tiny hidden-information game that lives in the tests only.
 * It exists to show that an agent which reads the opponent's card wins far more
 * often than an honest one, and that greedy and mcts play honestly.
 *
 * Rules. The deck has `cards` distinct values 0..cards-1. Each of the two players
 * is dealt one, face down. Seat 0 begins; the players take turns guessing the value
 * of the other's card, naming any value but their own (a guess is public). A right
 * guess wins at once. After `turn_cap` guesses in all the game stops, capped.
 *
 * What a seat knows. Before a guess, the other's card is none of: the guesser's own
 * card, a value the guesser already named (it was wrong, or the game would be over),
 * a value the other named (nobody may name their own card). determinize() re-deals
 * the other's card uniformly among the values left.
 *
 * By hand. Between two honest players who always name a value still possible, the
 * n-th guess of the game (n = 1, 2, ...) chooses among cards-n values: every guess
 * rules out one value for both players. So the game ends at guess n with probability
 * 1/(cards-1) for each n = 1..cards-1, and seat 0, guessing at odd n, wins
 *   ceil((cards-1)/2) / (cards-1)      (3/5 with the default 6 cards).
 * A cheater who reads the true card is right at its first guess: as seat 0 it
 * always wins; as seat 1 it wins whenever the honest seat 0 misses its first guess,
 * (cards-2)/(cards-1) (4/5).
 *
 * Moves are the guessed value. */
#ifndef SIM_TEST_PEEK_GAME_H
#define SIM_TEST_PEEK_GAME_H

#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "rules.h"

#define PEEK_MAX_CARDS 16

/* The rule list: the rules struct, the packed copy in the state, the --rule table
 * and the range checks all come from it (src/rules.h). */
#define PEEK_RULES(X, C)                                                                \
    X(C, INT, cards, 6, 3, PEEK_MAX_CARDS, uint8_t, NULL, "distinct card values")      \
    X(C, INT, turn_cap, 64, 2, 10000, uint16_t, NULL, "guesses before the game stops, capped")

typedef struct peek_rules {
    RULES_STRUCT_FIELDS(PEEK_RULES)
} peek_rules_t;
RULES_CHECK(PEEK_RULES)

/* The whole state: 16 bytes. */
typedef struct peek_state {
    uint16_t guessed[2]; /* bit v: that seat has named value v */
    uint8_t card[2];     /* each seat's card, 0..cards-1, distinct */
    int8_t to_move;      /* 0 or 1, -1 when over */
    int8_t winner;       /* seat that guessed right, -1 for none */
    uint8_t capped;      /* 1: stopped by the turn cap */
    uint8_t pad;
    uint16_t turns;      /* guesses made */
    struct {
        RULES_PACKED_FIELDS(PEEK_RULES) /* cards, turn_cap: from the rules */
    };
} peek_state_t;
_Static_assert(sizeof(peek_state_t) == 16, "peek state is 16 bytes");

static const rule_param_t peek_params[] = {RULES_PARAMS(PEEK_RULES, peek_rules_t)};
RULES_PACK_FN(peek_rules_pack, PEEK_RULES, peek_state_t, peek_rules_t)

static int peek_init(char *err, size_t n)
{
    (void)err, (void)n;
    return 0;
}

static void peek_setup(void *vs, const void *vr, int players, rng_t *rng)
{
    (void)players;
    const peek_rules_t *r = vr;
    peek_state_t *s = vs;
    memset(s, 0, sizeof *s);
    peek_rules_pack(s, r);
    s->card[0] = (uint8_t)rng_below(rng, s->cards);
    s->card[1] = (uint8_t)rng_below(rng, s->cards - 1u);
    if (s->card[1] >= s->card[0])
        s->card[1]++;
    s->to_move = 0;
    s->winner = -1;
}

static int peek_to_move(const void *vs)
{
    return ((const peek_state_t *)vs)->to_move;
}

static int peek_legal_moves(const void *vs, move_t *out)
{
    const peek_state_t *s = vs;
    int n = 0;
    for (int v = 0; v < s->cards; v++)
        if (v != s->card[s->to_move])
            out[n++] = (move_t)v;
    return n;
}

static void peek_apply(void *vs, move_t m, rng_t *rng)
{
    (void)rng;
    peek_state_t *s = vs;
    int me = s->to_move;
    s->guessed[me] |= (uint16_t)(1u << m);
    s->turns++;
    if (m == s->card[1 - me]) {
        s->winner = (int8_t)me;
        s->to_move = -1;
    } else if (s->turns >= s->turn_cap) {
        s->capped = 1;
        s->to_move = -1;
    } else {
        s->to_move = (int8_t)(1 - me);
    }
}

static void peek_outcome(const void *vs, outcome_t *out)
{
    const peek_state_t *s = vs;
    memset(out, 0, sizeof *out);
    for (int k = 0; k < 2; k++) {
        out->result[k] = s->winner == k ? RESULT_WIN : RESULT_LOSS;
        out->points[k] = s->winner == k;
    }
    out->rounds = 1;
    out->turns = s->turns;
    out->capped = (int8_t)s->capped;
}

/* Values the other seat's card may have, as seat `seat` sees the game. */
static uint32_t peek_candidates(const peek_state_t *s, int seat)
{
    uint32_t all = (1u << s->cards) - 1;
    return all & ~(1u << s->card[seat]) & ~(uint32_t)s->guessed[seat] &
           ~(uint32_t)s->guessed[1 - seat];
}

static void peek_determinize(void *vs, int observer, rng_t *rng)
{
    peek_state_t *s = vs;
    if (s->to_move < 0)
        return;
    s->card[1 - observer] = (uint8_t)rng_pick_bit(rng, peek_candidates(s, observer));
}

/* Over: win 1, loss 0, capped 0.5. Otherwise the share of the uncertainty the
 * opponent still faces: fewer values left to try is better. */
static double peek_evaluate(const void *vs, int seat)
{
    const peek_state_t *s = vs;
    if (s->to_move < 0)
        return s->capped ? 0.5 : s->winner == seat ? 1.0 : 0.0;
    double mine = __builtin_popcount(peek_candidates(s, seat));
    double theirs = __builtin_popcount(peek_candidates(s, 1 - seat));
    return theirs / (mine + theirs);
}

static int peek_describe_move(const void *vs, move_t m, char *buf, size_t n)
{
    (void)vs;
    return snprintf(buf, n, "guess %u", (unsigned)m);
}

static int peek_state_json(const void *vs, char *buf, size_t n)
{
    const peek_state_t *s = vs;
    return snprintf(buf, n,
                    "{\"cards\":%d,\"card\":[%d,%d],\"guessed\":[%d,%d],\"to_move\":%d,"
                    "\"winner\":%d,\"turns\":%d,\"capped\":%d}",
                    s->cards, s->card[0], s->card[1], s->guessed[0], s->guessed[1],
                    s->to_move, s->winner, s->turns, s->capped);
}

/* What a seat knows: its own card, both seats' guesses, whose turn, the end. */
static size_t peek_observe(const void *vs, int seat, uint8_t *buf, size_t n)
{
    const peek_state_t *s = vs;
    uint8_t o[12] = {(uint8_t)seat, s->card[seat], (uint8_t)s->to_move, (uint8_t)s->winner,
                     s->capped, s->cards, (uint8_t)s->guessed[0], (uint8_t)(s->guessed[0] >> 8),
                     (uint8_t)s->guessed[1], (uint8_t)(s->guessed[1] >> 8), (uint8_t)s->turns,
                     (uint8_t)(s->turns >> 8)};
    memcpy(buf, o, n < sizeof o ? n : sizeof o);
    return sizeof o;
}

static const game_t peek_game = {
    .id = "peek",
    .name = "peek (test game: guess the other's hidden card)",
    .min_players = 2,
    .max_players = 2,
    .max_moves = PEEK_MAX_CARDS,
    .state_size = sizeof(peek_state_t),
    .rules_size = sizeof(peek_rules_t),
    .params = peek_params,
    .init = peek_init,
    .rules_set = NULL,
    .rules_check = NULL,
    .setup = peek_setup,
    .to_move = peek_to_move,
    .legal_moves = peek_legal_moves,
    .apply = peek_apply,
    .outcome = peek_outcome,
    .determinize = peek_determinize,
    .evaluate = peek_evaluate,
    .describe_move = peek_describe_move,
    .state_json = peek_state_json,
    .team = NULL,
    .observe = peek_observe,
};

#endif
