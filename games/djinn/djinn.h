/* djinn.h - Djinn (Sen-Foong Lim and Jay Cormier, HUCH! 2018): trick-taking with
 * trump, cave challenges and Djinn cards, for 2-4 players.
 *
 * The game table is `djinn_game`; this header exposes the state layout, the move
 * encoding, the rule list, the card tables' types and what each file of the game
 * exports, so that tests can build positions by hand. RULES.md walks the rulebook
 * and names the function behind each rule.
 *
 * Files: djinn.c plays (setup, moves, apply, outcome, the game table),
 * djinn_rules.c the rule table and checks, djinn_data.c the card files,
 * djinn_challenge.c the cave challenges, djinn_deal.c the exact sampler behind
 * determinize, djinn_view.c what a seat knows (determinize, evaluate, observe,
 * view_text), djinn_text.c move texts, the trace state and trace events.
 *
 * Names: functions, variables and types carry the game's prefix djinn_ (every
 * symbol the linker sees); macros and enum constants its upper-case short form DJ_.
 * Everything else is static to its file. */
#ifndef DJINN_H
#define DJINN_H

#include <stdint.h>

#include "rules.h"

/* ---- sizes ---- */
#define DJ_MAX_PLAYERS 4
#define DJ_MAX_COLOURS 4
#define DJ_MAX_VALUES 16     /* cards per colour: bit layout keeps 16 slots per colour */
#define DJ_MAX_HAND 12       /* hand_size upper bound (keeps the exact sampler small) */
#define DJ_LEVELS 3          /* 3-caves, 4-caves, 5-caves */
#define DJ_MAX_CAVES 8       /* cave cards per level in a cave file */
#define DJ_MAX_DJINN 32      /* Djinn cards in a Djinn file (a 32-bit mask) */
#define DJ_MAX_MOVES 160     /* bound: 12 cards + 14 Djinn kinds x 4 arguments, or 60 picks */
#define DJ_NONE 0xFF         /* no card / no colour / no seat */

/* Treasure card ids: bit (colour * 16 + value - 1) of a 64-bit mask; value 1..16. */
#define DJ_CARD(colour, value) ((colour) * 16 + (value) - 1)
#define DJ_COLOUR(card) ((card) >> 4)
#define DJ_VALUE(card) (((card) & 15) + 1)
#define DJ_BIT(card) (1ULL << (card))
#define DJ_COLOUR_MASK(colour) (0xFFFFULL << (16 * (colour)))

/* Population count without a library call (the build does not assume POPCNT). */
static inline int djinn_popcount(uint64_t m)
{
    m = m - ((m >> 1) & 0x5555555555555555ULL);
    m = (m & 0x3333333333333333ULL) + ((m >> 2) & 0x3333333333333333ULL);
    m = (m + (m >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return (int)((m * 0x0101010101010101ULL) >> 56);
}

/* Index of the highest set bit of a non-zero mask: 63 - clz written as 63 ^ clz, which
 * gcc turns into one bsr (63 - clz costs it two more instructions). */
static inline int djinn_top_bit(uint64_t m) { return 63 ^ __builtin_clzll(m); }
static inline int djinn_top_bit32(uint32_t m) { return 31 ^ __builtin_clz(m); }

/* ---- cave challenges (RULES.md "Explanation of the Cave Cards") ---- */
enum djinn_kind {
    DJ_SEQUENCE,        /* 3/4/5 consecutive numbers, any colours, no wrap past 15 */
    DJ_PAIR_LOWER,      /* a pair and a card lower than the pair (3 cards) */
    DJ_TWO_PAIRS,       /* two pairs (4 cards) */
    DJ_TWO_PAIRS_LOWER, /* two pairs and a card lower than both pairs (5 cards) */
    DJ_SUM_BELOW,       /* total lower than target */
    DJ_SUM_ABOVE,       /* total higher than target */
    DJ_SUM_EXACT,       /* total exactly target */
    DJ_ONE_COLOUR,      /* all of one colour */
    DJ_KINDS
};

/* ---- Djinn effects (RULES.md "Djinn cards": every one is an assumption) ---- */
enum djinn_effect {
    DJ_CHANGE_TRUMP, /* choose a colour: it is trump for this trick */
    DJ_FREE_PLAY,    /* before your card: play any card; param 1: it counts as led */
    DJ_SWAP,         /* after your card: swap it with another player's trick card */
    DJ_TAKE_HIGHEST, /* claim the highest card another player has in this trick */
    DJ_REPLACE,      /* another player's trick card is replaced by the top of the deck */
    DJ_LOWEST_WINS,  /* the lowest eligible card wins this trick */
    DJ_NO_TRUMP,     /* this trick has no trump */
    DJ_EFFECTS
};

typedef struct djinn_cave {
    uint8_t kind;   /* enum djinn_kind */
    uint8_t target; /* sum kinds: the total; 0 otherwise */
} djinn_cave_t;

typedef struct djinn_card {
    uint8_t effect; /* enum djinn_effect */
    uint8_t param;  /* DJ_FREE_PLAY: 1 = the card counts as the led colour; else 0 */
} djinn_card_t;

/* The card lists a game is played with: the data files, or --rule caves=/djinn_cards=. */
typedef struct djinn_decks {
    uint8_t ncaves[DJ_LEVELS];
    djinn_cave_t cave[DJ_LEVELS][DJ_MAX_CAVES]; /* level 0 = the 3-caves */
    uint8_t ndjinn;
    djinn_card_t djinn[DJ_MAX_DJINN];           /* one entry per physical card */
} djinn_decks_t;

/* The rule list (src/rules.h): key, kind, default, range, packed type in the state,
 * extra (custom: the default shown by --list), help. It generates the rules struct's
 * fields, the packed copies in the state, the --rule table (djinn_params), the copy
 * in setup, the range checks and the "rules" object of state_json. RULES.md's "Rule
 * parameters" table explains each. */
#define DJINN_RULES(X, C)                                                                  \
    X(C, INT, hand_size, 8, 1, DJ_MAX_HAND, uint8_t, NULL,                                \
      "treasure cards dealt to each player per phase")                                    \
    X(C, INT, tricks, 8, 1, DJ_MAX_HAND, uint8_t, NULL,                                   \
      "tricks per phase (at most hand_size; cards left in hand go back to the deck)")     \
    X(C, INT, values, 15, 5, DJ_MAX_VALUES, uint8_t, NULL,                                \
      "treasure numbers per colour (1..values)")                                          \
    X(C, INT, colours, 4, 2, DJ_MAX_COLOURS, uint8_t, NULL, "treasure colours")           \
    X(C, INT, caves_dealt, 3, 1, DJ_MAX_CAVES, uint8_t, NULL, "cave cards laid out per level") \
    X(C, INT, djinn_start, 1, 0, 8, uint8_t, NULL,                                        \
      "Djinn cards dealt to each player at the start")                                    \
    X(C, INT, djinn_last_place, 1, 0, 8, uint8_t, NULL,                                   \
      "Djinn cards dealt to each last-placed player after a phase")                       \
    X(C, INT, djinn_per_turn, 1, 0, 2, uint8_t, NULL,                                     \
      "Djinn cards a player may play in one turn (0: Djinn cards are never played)")      \
    X(C, INT, phase_cap, 100, 1, 10000, uint16_t, NULL,                                   \
      "phases before an unfinished game is stopped as capped")                            \
    X(C, BOOL, start_player_leads, 0, 0, 1, uint8_t, NULL,                                \
      "the start player (the dealer) leads the first trick, not the player on the left")  \
    X(C, BOOL, two_pairs_distinct, 0, 0, 1, uint8_t, NULL,                                \
      "two pairs need two different numbers (else four equal numbers count)")             \
    X(C, CUSTOM, caves, 0, 0, 0, void, "games/djinn/caves.csv",                           \
      "cave card file (columns level,kind,target,text)")                                  \
    X(C, CUSTOM, djinn_cards, 0, 0, 0, void, "games/djinn/djinn_cards.csv",               \
      "Djinn card file (columns effect,param,count,text)")

typedef struct djinn_rules {
    RULES_STRUCT_FIELDS(DJINN_RULES)
    /* the custom rules: non-zero when --rule caves= / djinn_cards= loaded a file into
     * `decks`; zero (as a zeroed struct has it) means the default data files. */
    int32_t custom_caves, custom_djinn;
    djinn_decks_t decks;
} djinn_rules_t;

/* Stages of play: who decides what. */
enum djinn_stage {
    DJ_ST_PLAY,  /* `seat` plays a card (or a Djinn card first) */
    DJ_ST_AFTER, /* `seat` has played: a Djinn card, or end the turn */
    DJ_ST_CLAIM, /* `seat` won the trick and claims one card of it */
    DJ_ST_CAVE,  /* `seat` chooses the cave whose challenge it completes */
    DJ_ST_PICK,  /* `seat` chooses the cards for it, in increasing id order */
    DJ_ST_PHASE_END, /* the phase is over, the next not dealt yet: only inside apply,
                      * for the trace's deal_end state (never seen by a caller) */
    DJ_ST_OVER
};

/* The whole game. Card sets are masks over treasure card ids (see DJ_CARD); Djinn
 * sets are 32-bit masks over Djinn card indices (rules' decks.djinn order). The
 * treasure cards are partitioned at all times into hand[], claimed[], deck,
 * discard, the trump card and the cards lying in the trick. */
typedef struct djinn_state {
    uint64_t hand[DJ_MAX_PLAYERS];    /* secret hands */
    uint64_t claimed[DJ_MAX_PLAYERS]; /* face-up claimed cards, not yet spent */
    uint64_t deck;    /* face-down draw pile; its order is drawn when a card is taken */
    uint64_t discard; /* face-down discards: every card in it was seen by all */
    uint64_t all;     /* every treasure card of this ruleset */
    uint64_t pick;    /* DJ_ST_PICK: cards chosen so far for the challenge */
    uint32_t djinn_hand[DJ_MAX_PLAYERS]; /* secret Djinn cards */
    uint32_t djinn_deck, djinn_used;     /* Djinn draw pile (secret), used (public) */
    uint32_t djinn_formed; /* the Djinn draw pile as last formed (public): every Djinn
                            * card at setup, the used pile at a reshuffle. The pile
                            * holds only these, and a hand such a card only if drawn
                            * since (a count everyone can keep: draws and the played
                            * cards are public) */
    uint32_t turns;   /* cards played so far (a turn is one card to a trick) */
    djinn_cave_t cave[DJ_LEVELS][DJ_MAX_CAVES]; /* the cave cards of each level (rules) */
    djinn_card_t djinn[DJ_MAX_DJINN];           /* the Djinn cards (rules) */
    uint8_t ncaves[DJ_LEVELS], ndjinn;          /* how many of each */
    uint8_t dealt[DJ_LEVELS]; /* bit i: cave card i of that level lies in the cave system */
    uint8_t revealed;         /* bit l: level l's dealt caves are face up */
    uint8_t level[DJ_MAX_PLAYERS];   /* caves completed: 0 above the 3-caves .. 3 */
    uint8_t cave_at[DJ_MAX_PLAYERS]; /* index of the cave card the tile stands on */
    /* the trick, in play order */
    uint8_t trick_card[DJ_MAX_PLAYERS];  /* card, or DJ_NONE once taken (take highest) */
    uint8_t trick_owner[DJ_MAX_PLAYERS]; /* seat the card counts for (swap changes it) */
    uint8_t trick_as_led; /* bit i: slot i counts as the led colour (free play) */
    uint8_t trick_n;      /* cards played to this trick */
    uint8_t led_colour;   /* colour of the first card played, DJ_NONE before */
    uint8_t trick_trump;  /* trump colour for this trick, or DJ_NONE (no trump) */
    uint8_t lowest_wins;  /* 1: the lowest eligible card wins this trick */
    uint8_t trump_card;   /* the face-up card that set this phase's trump */
    uint8_t voids[DJ_MAX_PLAYERS]; /* bit c: the player showed it holds no colour c */
    /* whose turn and what */
    uint8_t stage;  /* enum djinn_stage */
    uint8_t seat;   /* the seat to decide, DJ_NONE when over */
    uint8_t leader; /* the leader of the trick in play, DJ_NONE once the tricks are over */
    uint8_t dealer; /* the start player who dealt this phase */
    uint8_t trick_no, phase_tricks; /* tricks done / to play this phase */
    uint8_t djinn_this_turn;        /* Djinn cards played by `seat` this turn */
    uint8_t free_play;              /* 0, or 1 + param of a free play Djinn in force */
    uint8_t played;                 /* `seat` has played its card this turn */
    uint8_t ch_order;   /* challenge stage: how many seats (from the leader) are done */
    uint8_t ch_cave;    /* DJ_ST_PICK: the cave card chosen */
    uint8_t ch_options; /* DJ_ST_CAVE: bit i: cave card i of the level can be completed */
    uint8_t capped;     /* stopped by the phase cap or an exhausted deck */
    uint16_t phases;    /* phases started */
    uint8_t players;
    struct {
        RULES_PACKED_FIELDS(DJINN_RULES) /* the rule values, copied at setup */
    };
} djinn_state_t;

_Static_assert(sizeof(djinn_state_t) <= 320, "djinn state grew beyond its budget");

/* ---- small helpers shared by the game's files ---- */

/* The n lowest bits set (n up to 32). */
static inline uint32_t djinn_low_bits32(int n)
{
    return n >= 32 ? 0xFFFFFFFFu : (1u << n) - 1;
}

/* Cards a challenge of `level` (0 = the 3-caves) takes. */
static inline int djinn_level_size(int level) { return level + 3; }

/* Every claimed card, whoever claimed it (all face up). */
static inline uint64_t djinn_claimed_all(const djinn_state_t *s)
{
    uint64_t m = 0;
    for (int p = 0; p < s->players; p++)
        m |= s->claimed[p];
    return m;
}

/* The cards lying in the trick (a slot emptied by take_highest holds none). */
static inline uint64_t djinn_trick_cards(const djinn_state_t *s)
{
    uint64_t m = 0;
    for (int i = 0; i < s->trick_n; i++)
        if (s->trick_card[i] != DJ_NONE)
            m |= DJ_BIT(s->trick_card[i]);
    return m;
}

/* The phase's first leader: left of the dealer, or the dealer with start_player_leads.
 * The challenges at the end of the phase go clockwise from it. */
static inline int djinn_first_leader(const djinn_state_t *s)
{
    return s->start_player_leads ? s->dealer : (s->dealer + 1) % s->players;
}

/* The dealer of the first phase. The rulebook never says who deals first:
 * **Assumption** (RULES.md "Game setup") the last seat, so that seat 0 leads the
 * first trick under the default rules. */
static inline int djinn_first_dealer(int players) { return players - 1; }

/* The seat that took the game's first turn (led the first trick of the first
 * phase): left of the first dealer, or the dealer itself with start_player_leads.
 * The outcome's turn positions count from it. */
static inline int djinn_first_player(const djinn_state_t *s)
{
    int dealer = djinn_first_dealer(s->players);
    return s->start_player_leads ? dealer : (dealer + 1) % s->players;
}

/* A cave card's place in its row on the table, from 1 (the row lists the level's
 * dealt cards in the order of the cave file). */
static inline int djinn_cave_position(const djinn_state_t *s, int level, int idx)
{
    return djinn_popcount(s->dealt[level] & ((1u << idx) - 1)) + 1;
}

/* ---- moves: kind in bits 12-15 ---- */
enum djinn_move_kind {
    DJ_MV_PLAY = 0,  /* bits 0-5: card */
    DJ_MV_CLAIM = 1, /* bits 0-5: card */
    DJ_MV_DJINN = 2, /* bits 6-11: Djinn card index, bits 0-5: colour or seat or 0 */
    DJ_MV_END = 3,   /* end the turn without (another) Djinn card */
    DJ_MV_CAVE = 4,  /* bits 0-5: cave card index in the next level */
    DJ_MV_PICK = 5,  /* bits 0-5: card for the challenge */
};
#define DJ_MOVE(kind, arg) ((move_t)(((kind) << 12) | (arg)))
#define DJ_MOVE_DJINN(idx, arg) DJ_MOVE(DJ_MV_DJINN, ((idx) << 6) | (arg))
#define DJ_MV_KIND(m) ((int)((m) >> 12))
#define DJ_MV_ARG(m) ((int)((m) & 63))
#define DJ_MV_DJINN_IDX(m) ((int)(((m) >> 6) & 63))

extern const game_t djinn_game;

/* ---- what each file of the game exports (every public symbol is djinn_...) ---- */

/* djinn.c: play. */
void djinn_outcome(const void *st, outcome_t *out);
/* Slot (play order) of the card that wins the trick as it lies now. */
int djinn_trick_winner_slot(const djinn_state_t *s);
/* The face-up caves of the level after `seat`'s that it can complete with its claimed
 * cards now (bit per cave card index); `first_only` stops at the first one. */
unsigned djinn_completable(const djinn_state_t *s, int seat, int first_only);
/* game_t.playout: uniformly random moves from st, exactly as the engine's loop plays
 * them (the same moves, draws and final state), until the game is over or `moves`
 * moves have been played. */
void djinn_playout(void *st, uint32_t moves, move_t *buf, rng_t *rng);

/* djinn_rules.c: the rule table, custom rules, the ruleset check, setup's copy. */
extern const rule_param_t djinn_params[];
int djinn_rules_set(void *rules, const char *key, const char *val, char *err, size_t n);
int djinn_rules_check(const void *rules, int players, char *err, size_t n);
void djinn_rules_apply(djinn_state_t *s, const djinn_rules_t *r, int players);

/* djinn_data.c: the card files. The default card lists are filled once by
 * djinn_init and read-only everywhere else. */
extern const djinn_decks_t *const djinn_default_decks;
extern const char *const djinn_kind_names[DJ_KINDS];
extern const char *const djinn_effect_names[DJ_EFFECTS];
int djinn_init(char *err, size_t n);
/* Load a cave file / Djinn file into decks; 0, or an error naming the file, and the
 * line and field when one row is at fault. Every file: each field present and in
 * range, a text for each card, no card twice (caves: the same level, kind and total;
 * Djinn cards: one row per effect and param), a card for every level. `own`: the
 * game's own file (init), which must also hold the rulebook's components exactly
 * (six caves per level, each of the level's challenges once; 18 Djinn cards). */
int djinn_load_caves(djinn_decks_t *d, const char *path, int own, char *err, size_t n);
int djinn_load_djinn(djinn_decks_t *d, const char *path, int own, char *err, size_t n);

/* djinn_challenge.c: can `chosen`, completed by adding cards of `pool`, make exactly
 * `size` cards meeting the challenge? With pool == 0 this tests `chosen` itself. */
int djinn_challenge_possible(int kind, int size, int target, int two_pairs_distinct,
                             uint64_t chosen, uint64_t pool);
/* Many questions at once, each answered as djinn_challenge_possible answers it: the
 * caves (bits of `which`, indices into `caves`) that `size` cards of `set` can meet,
 * `first_only`: stop at the first; and the cards c of `cands` such that chosen | c,
 * completed by cards of `cands` above c, can meet the challenge (the cards a player
 * picking in increasing id order can pick next). */
unsigned djinn_challenges_met(const djinn_cave_t *caves, unsigned which, int size,
                              int two_pairs_distinct, uint64_t set, int first_only);
uint64_t djinn_challenge_next(int kind, int size, int target, int two_pairs_distinct,
                              uint64_t chosen, uint64_t cands);

/* djinn_deal.c: deal `unknown` into the hands of the seats with count[p] > 0 (each
 * avoiding the colours in voids[p]) uniformly among all consistent deals; the rest is
 * returned. exact_only: skip the rejection sampler and use the counting sampler. */
uint64_t djinn_deal_unknown(rng_t *rng, uint64_t unknown, const int *count,
                            const uint8_t *voids, int players, uint64_t *hands,
                            int exact_only);
/* The card ids of `set` in increasing order into out, which has room for 8 more than
 * the set's cards (each byte of the set writes 8); returns how many. */
int djinn_card_ids(uint64_t set, uint8_t *out);

/* djinn_view.c: what a seat knows. */
void djinn_determinize(void *st, int observer, rng_t *rng);
double djinn_evaluate(const void *st, int seat);
void djinn_evaluate_all(const void *st, double *out);
size_t djinn_observe(const void *st, int seat, uint8_t *buf, size_t n);
int djinn_view_text(const void *st, int seat, char *buf, size_t n);

/* djinn_text.c: move texts, the trace state. */
extern const char *const djinn_colour_names[DJ_MAX_COLOURS];
int djinn_card_text(int card, char *buf, size_t n);
int djinn_describe_move(const void *st, move_t m, char *buf, size_t n);
/* game_t.describe_move_for: the end of a turn is heard by no other seat (empty). */
int djinn_describe_move_for(const void *st, move_t m, int seat, char *buf, size_t n);
int djinn_state_json(const void *st, char *buf, size_t n);
/* Trace events of the automatic steps (RULES.md "Trace"); setup and apply call them
 * only when TRACE_ON(). */
void djinn_trace_caves(const djinn_state_t *s, int level);
void djinn_trace_shuffle(const djinn_state_t *s);
void djinn_trace_deal(const djinn_state_t *s);
void djinn_trace_stop(const djinn_state_t *s, const char *reason);
void djinn_trace_djinn_draw(const djinn_state_t *s, int seat, int idx, const char *why);
void djinn_trace_djinn_reshuffle(uint32_t cards);
void djinn_trace_replace(int seat, int old_card, int new_card);
void djinn_trace_trick_won(const djinn_state_t *s);
void djinn_trace_return(const djinn_state_t *s);
void djinn_trace_no_challenge(const djinn_state_t *s, int from, int to);
void djinn_trace_last_place(const djinn_state_t *s, int level, unsigned seats, int start);
void djinn_trace_deal_end(const djinn_state_t *s);

#endif
