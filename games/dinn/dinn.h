/* dinn.h - Dinn (Sisyphus Systems): the card pool, the rules struct and the packed
 * state. Public so the tests can build positions by hand; the engine and the agents
 * see only dinn_game (src/game.h).
 *
 * Card identities: each player's cards are indices 0..n-1 into that player's own
 * deck list (dinn_side_t.list holds the pool id of each). Hands, decks and
 * graveyards are 64-bit masks over those indices. */
#ifndef DINN_H
#define DINN_H

#include <stdint.h>

#include "rules.h"

#define DINN_MAX_DECK 60  /* masks are 64 bits; the deck_size rule stops at 60 */
#define DINN_MAX_POOL 250 /* pool ids fit in a byte, 0xFF is "none" */
#define DINN_NONE 0xFF
#define DINN_NAME_MAX 48
#define DINN_TEXT_MAX 240
#define DINN_PATH_MAX 400
#define DINN_MAX_MOVES 448 /* C(30,2) shown pairs is the largest list */

enum dinn_type { DINN_HERO, DINN_EQUIPMENT, DINN_ACTION, DINN_ANY };

/* Attributes: six primaries (bits 0-5) and three sub-attributes each (bits 6-23,
 * primary k owns bits 6+3k..8+3k). See RULES.md for the sub-attribute semantics. */
enum { DINN_PRIMARIES = 6, DINN_SUBS = 18 };
extern const char *const dinn_attr_names[DINN_PRIMARIES + DINN_SUBS];

/* Effect codes. The window each one resolves in is in dinn_fx_info[]. */
enum dinn_fx {
    FX_NONE,
    /* on reveal */
    FX_DRAW, FX_OPP_DISCARD, FX_SEARCH_PAIR, FX_RETURN_ALL, FX_RETURN_RANDOM,
    FX_NEGATE_HERO, FX_NEGATE_CARD, FX_DOUBLE_EQUIPMENT, FX_ADOPT_ATTRIBUTES,
    FX_EXCHANGE_EQUIPMENT, FX_BOUNCE_EQUIPMENT, FX_RESTORE_HEARTS, FX_GAIN_ESSENCE,
    FX_SPEND_ESSENCE,
    /* on reveal, resolved later (start of next round / its first reveal) */
    FX_OPP_SKIP_DRAW, FX_DRAW_NEXT_ROUND, FX_HEAL_NEXT_ROUND, FX_POWER_NEXT_ROUND,
    /* continuous while in play: counted when power is totalled */
    FX_POWER, FX_WEAKEN, FX_POWER_IF_OPP_HEARTS_MORE, FX_POWER_IF_HEARTS_BEHIND,
    FX_POWER_PER_HAND, FX_POWER_PER_GRAVE, FX_POWER_PER_EQUIPMENT, FX_TIE_BONUS,
    /* end of first reveal */
    FX_UNDERDOG, FX_DUEL_SHATTER,
    /* start of second reveal */
    FX_SECOND_DRAW, FX_SECOND_UNDERDOG,
    /* battle and after it */
    FX_PROTECT, FX_CRUSH, FX_ON_DEFEAT_DRAW, FX_ON_DEFEAT_DISCARD_OPP, FX_ON_WIN_RESTORE,
    FX_COUNT
};

enum dinn_window {
    WIN_NONE, WIN_REVEAL, WIN_STATIC, WIN_END_FIRST, WIN_START_SECOND, WIN_BATTLE, WIN_AFTER
};

typedef struct dinn_fx_info {
    const char *name;   /* code as written in cards.csv */
    uint8_t window;     /* enum dinn_window */
    uint8_t nparams;    /* 0..3 */
    uint8_t first_is_type; /* 1: first parameter is a card type name */
    uint8_t hero_only;  /* 1: the window passes before a non-hero could be revealed */
} dinn_fx_info_t;
extern const dinn_fx_info_t dinn_fx_info[FX_COUNT];

/* What play reads of a card: 16 bytes, so a deck's cards share few cache lines. */
typedef struct dinn_card {
    uint32_t attrs;  /* printed icons (primary and sub-attribute bits) */
    uint32_t eff;    /* attrs plus the primary of every printed sub-attribute */
    int8_t power;    /* hero: base power; equipment: power modifier; action: 0 */
    uint8_t type;    /* enum dinn_type */
    uint8_t hearts;  /* heroes: 1..3; others 0 */
    uint8_t nattr;   /* attribute icons printed on the card */
    uint8_t fx;      /* enum dinn_fx */
    int8_t a, b, c;  /* effect parameters */
} dinn_card_t;
_Static_assert(sizeof(dinn_card_t) == 16, "hot card data stays 16 bytes");

/* What people read of a card (same index as the card). */
typedef struct dinn_card_info {
    char name[DINN_NAME_MAX];
    char text[DINN_TEXT_MAX];
    int line;        /* cards.csv line, for messages */
} dinn_card_info_t;

/* Construction categories (the deck rules count each): heroes by hearts, equipment,
 * actions. */
enum { DINN_CAT_TRIPLE, DINN_CAT_DOUBLE, DINN_CAT_SINGLE, DINN_CAT_EQUIPMENT, DINN_CAT_ACTION,
       DINN_CATS };
static inline int dinn_category(const dinn_card_t *c)
{
    if (c->type == DINN_HERO)
        return 3 - c->hearts;
    return c->type == DINN_EQUIPMENT ? DINN_CAT_EQUIPMENT : DINN_CAT_ACTION;
}

/* The card pool: filled by the loader (dinn_data.c) before play, read-only to every
 * other file through the const pointer dinn_pool. */
typedef struct dinn_pool {
    int n;                              /* cards in the pool */
    dinn_card_t card[DINN_MAX_POOL];    /* what play reads, by pool id */
    dinn_card_info_t info[DINN_MAX_POOL];
    int ncat[DINN_CATS];                /* pool ids of each construction category */
    uint8_t cat[DINN_CATS][DINN_MAX_POOL];
    char path[DINN_PATH_MAX];           /* the file it was read from, for messages */
} dinn_pool_t;
extern const dinn_pool_t *const dinn_pool;

/* Pool id of a card by name (case-insensitive), or -1. */
int dinn_card_find(const char *name);
/* Load a card list into the pool (replacing it). 0, or 1 with "file:line: ...". */
int dinn_pool_load(const char *path, char *err, size_t n);
/* Load games/dinn/cards.csv and games/dinn/default-deck.txt under the data directory
 * `dir`, checking each against what the game needs (every field, unique names, enough
 * cards of each construction category for a deck, a legal default deck). 0, or 1 with
 * "file:line: ..." (or "file: ..." for the whole file) in err. */
int dinn_data_load(const char *dir, char *err, size_t n);
/* dinn_data_load of the data directory, once. */
int dinn_init(char *err, size_t n);
/* Parse one ability cell ("power_per_hand:hero:1:3") into c. 0, or 1 with a reason. */
int dinn_parse_ability(const char *cell, dinn_card_t *c, char *why, size_t n);
/* Parse an attribute cell ("Knight;Rune") into c->attrs/eff/nattr. */
int dinn_parse_attributes(const char *cell, dinn_card_t *c, char *why, size_t n);

/* ---- rules ---- */

typedef struct dinn_deck {
    int32_t n;                       /* cards listed (0: use the default deck) */
    uint8_t ids[DINN_MAX_DECK + 1];  /* pool ids in file order (one extra: overflow) */
    int32_t lines[DINN_MAX_DECK + 1];/* source line of each */
    char path[DINN_PATH_MAX];
    /* What the deck's shuffles are seeded from (mirrored deals, RULES.md "Setup"):
     * a hash of its cards in list order, or a key given with the cards (deck studies
     * keep a deck's key while they try single-card changes). */
    uint64_t key;
} dinn_deck_t;

/* The rule list (src/rules.h): key, kind, default, range, the packed type the state
 * keeps it in, enum names or the custom default, help. It generates the rules
 * struct, the --rule table (dinn_rules.c), the packed copy in the state and the
 * range checks. RULES.md says where each rule comes from. */
#define DINN_RULES(X, C)                                                                   \
    X(C, INT, hearts, 3, 1, 9, uint8_t, NULL, "heart cards each player starts with")      \
    X(C, INT, deck_size, 36, 12, DINN_MAX_DECK, uint8_t, NULL,                            \
      "cards in a deck (the five counts below must add up to it)")                        \
    X(C, INT, hand_size, 8, 1, 30, uint8_t, NULL,                                         \
      "cards drawn at setup (and after a mulligan)")                                      \
    X(C, INT, draw_per_round, 2, 0, 10, uint8_t, NULL,                                    \
      "cards drawn at the start of every round but the first")                            \
    X(C, INT, triple_heroes, 3, 0, 10, uint8_t, NULL, "triple-heart heroes in a deck")    \
    X(C, INT, double_heroes, 4, 0, 10, uint8_t, NULL, "double-heart heroes in a deck")    \
    X(C, INT, single_heroes, 5, 0, 10, uint8_t, NULL, "single-heart heroes in a deck")    \
    X(C, INT, equipment, 12, 0, 30, uint8_t, NULL, "equipment cards in a deck")           \
    X(C, INT, actions, 12, 0, 30, uint8_t, NULL, "action cards in a deck")                \
    X(C, INT, max_copies, 1, 1, 4, uint8_t, NULL, "copies of one card a deck may hold")   \
    X(C, INT, mulligans, 1, 0, 3, uint8_t, NULL,                                          \
      "mulligans a player may take during setup")                                         \
    X(C, INT, empty_deck_shatter, 1, 0, 3, uint8_t, NULL,                                 \
      "hearts shattered in a round a player with an empty deck fails to draw")            \
    X(C, INT, essence_max, 10, 0, 15, uint8_t, NULL,                                      \
      "Essence counters a player can hold (our limit; the rulebook prints none)")         \
    X(C, INT, round_cap, 100, 1, 1000, uint16_t, NULL,                                    \
      "rounds before a game is stopped and counted as capped")                            \
    X(C, BOOL, third_reveal_triggers, 0, 0, 1, uint8_t, NULL,                             \
      "'Start of Second Reveal' abilities trigger again at the start of the third "       \
      "reveal (it is played exactly like the second)")                                    \
    X(C, BOOL, open_decklists, 1, 0, 1, uint8_t, NULL,                                    \
      "agents know the opponent's decklist and re-deal its unseen cards from it; false: " \
      "from the whole pool under the construction rules")                                \
    X(C, CUSTOM, deck1, 0, 0, 0, void, "games/dinn/default-deck.txt",                     \
      "decklist file of seat 1 (one card name per line, # comments; --deck)")             \
    X(C, CUSTOM, deck2, 0, 0, 0, void, "games/dinn/default-deck.txt",                     \
      "decklist file of seat 2 (one card name per line, # comments; --deck)")

typedef struct dinn_rules {
    RULES_STRUCT_FIELDS(DINN_RULES)
    dinn_deck_t deck[2];  /* deck1, deck2 (n == 0: the default deck) */
} dinn_rules_t;

/* The rules as the state keeps them (every rule but the decks). */
typedef struct dinn_packed_rules {
    RULES_PACKED_FIELDS(DINN_RULES)
} dinn_packed_rules_t;

extern const rule_param_t dinn_params[];

/* Read a deck file into d (names resolved; construction rules are checked by
 * dinn_deck_check). 0, or 1 with "path:line: problem" in err. */
int dinn_deck_load(dinn_deck_t *d, const char *path, char *err, size_t n);
/* The shuffle key of a list of pool ids (a hash of the ids in order; dinn_deck_t.key). */
uint64_t dinn_deck_key(const uint8_t *ids, int n);
/* The deck a seat plays with these rules (the default deck when none was given). */
const dinn_deck_t *dinn_deck_of(const dinn_rules_t *r, int seat);
/* Construction rules: 0, or 1 with one line naming file, line and the rule broken. */
int dinn_deck_check(const dinn_deck_t *d, const dinn_rules_t *r, char *err, size_t n);

/* ---- state ---- */

/* Slot byte: DINN_NONE, or owner << 6 | list index (a slot may hold an exchanged
 * opponent's card). Slot flag bits: */
#define SLOT_NEGATED 1u
#define SLOT_DOUBLED 2u

typedef struct dinn_side {
    /* masks over this player's list indices; with the cards in play (hero, commit,
     * slots anywhere) they partition 0..n-1 */
    uint64_t hand, deck, grave;
    uint64_t known;        /* hand or face-down cards the opponent has seen */
    uint64_t type[3];      /* list indices of each type: fixed after setup */
    uint8_t list[DINN_MAX_DECK]; /* pool id of each list index */
    uint8_t n;             /* list length */
    int8_t hearts;         /* heart cards in play */
    uint8_t essence;       /* Essence counters (kept between rounds) */
    uint8_t mulligans;     /* mulligans still allowed during setup */
    /* delayed abilities, consumed at the start of the next round */
    uint8_t skip_draw, draw_bonus, heal_next;
    int8_t power_next;
    /* this round (reset by clean-up) */
    uint8_t hero;          /* list index of the active hero, DINN_NONE */
    uint8_t commit;        /* face-down card not yet revealed, DINN_NONE */
    uint8_t passed;        /* declared pass in the current reveal */
    uint8_t hero_negated;
    uint8_t slot[2];       /* cards in front of this hero (reveal 2 and 3) */
    uint8_t slot_flags[2];
    int8_t round_pow;      /* power from abilities resolved this round */
    uint8_t pad;
    /* Which thread-local memo of a deck list (dinn.c, type_memo) holds this side's
     * list, 0: none. Setup sets it; whatever changes list[] clears it. */
    uint16_t memo;
    uint32_t adopted;      /* attributes adopted this round */
    /* Memo of the attribute rule, to spare legal_moves a check per card: for the
     * hero attributes in pl_key (bit 31 set; 0 = empty), pl_ok holds the playable
     * cards among pl_seen (Equipment/Action list indices already checked). Derived
     * data only: legal_moves uses it when the key matches and checks the cards
     * outside pl_seen itself, so a position edited by hand stays right. */
    uint32_t pl_key;
    uint64_t pl_seen, pl_ok;
    /* The deck's own generator (PCG32 state, stream DINN_DECK_STREAM): every draw from
     * this deck takes its randomness here, so a deck's draws are the same in every game
     * with the same chance stream, whatever seat it sits in and whoever it meets
     * (mirrored deals; seeded in setup from the game's chance and the deck's key).
     * Hidden: determinize re-seeds both, observe leaves it out. */
    uint64_t shuffle;
} dinn_side_t;

/* Where the automatic flow of a round resumes (dinn_state_t.stage). */
enum dinn_stage {
    SG_WAIT,          /* a decision is pending outside the resolution queue */
    SG_ROUND_START,   /* start-of-round triggers, draws, hero checks */
    SG_FIRST_START,   /* start-of-first-reveal triggers, then hero choices */
    SG_REVEAL_HEROES, /* turn both heroes face up, queue their abilities */
    SG_RESOLVE,       /* resolve the queue (may stop for a choice) */
    SG_END_FIRST,     /* end-of-first-reveal triggers, heart check */
    SG_SECOND_START,  /* start-of-second-reveal triggers */
    SG_OPEN_CARDS,    /* ask for the face-down Equipment/Action cards */
    SG_REVEAL_CARDS,  /* turn them face up, queue their abilities */
    SG_NEXT_REVEAL,   /* from the second reveal to the third */
    SG_BATTLE,        /* total power, shatter, after-battle triggers, clean-up */
};

enum dinn_phase {
    PH_MULLIGAN, PH_HERO, PH_CARD, PH_CHANGE, PH_SHOW, PH_PICK, PH_TARGET, PH_OVER
};

typedef struct dinn_state {
    dinn_side_t s[2];
    uint8_t phase;       /* enum dinn_phase: the decision awaited */
    uint8_t to_move;     /* seat to decide; 0xFF once the game is over */
    uint8_t stage;       /* where the automatic flow resumes (dinn.c) */
    uint8_t after;       /* stage after the resolution queue empties */
    uint8_t first;       /* seat that commits first this round (alternates) */
    uint8_t reveal;      /* 1, 2 or 3 */
    uint8_t qn, qi;      /* resolution queue: length, next entry */
    uint8_t q[2][2];     /* queue entries: {owner, list index} of a revealed card */
    uint8_t pend_fx, pend_p; /* effect waiting for a choice, and its controller */
    uint8_t shown[2];    /* searched pair on show (list indices of pend_p) */
    uint8_t capped;
    int8_t winner;       /* when over: seat, or -1 for a tie */
    uint16_t round, turns;
    uint8_t pend_arg;    /* parameter of the effect waiting for a choice */
    dinn_packed_rules_t rule; /* the rules in force (setup copies them in) */
} dinn_state_t;

_Static_assert(sizeof(dinn_state_t) <= 384, "dinn state should stay a few hundred bytes");

/* Moves: kind << 12 | argument. */
enum dinn_move_kind {
    MV_KEEP_HAND = 1, MV_MULLIGAN, MV_HERO, MV_PLAY, MV_PASS, MV_KEEP, MV_SHOW, MV_PICK,
    MV_TARGET
};
#define DINN_MOVE(kind, arg) ((move_t)(((unsigned)(kind) << 12) | (unsigned)(arg)))
#define DINN_KIND(m) ((int)((m) >> 12))
#define DINN_ARG(m) ((int)((m) & 0xFFFu))

/* Run the automatic steps from st->stage until a decision or the end (setup and
 * apply use it; tests use it to start a round from a hand-built position). */
void dinn_proceed(dinn_state_t *st, rng_t *rng);

/* Helpers shared with the tests. */
const dinn_card_t *dinn_card_at(const dinn_state_t *st, int owner, int idx);
int dinn_power(const dinn_state_t *st, int p);          /* current total power */
void dinn_power_pair(const dinn_state_t *st, int pw[2]); /* both seats' */
uint32_t dinn_hero_attrs(const dinn_state_t *st, int p); /* effective, with adopted */
int dinn_playable(const dinn_state_t *st, int p, int idx); /* attribute rule */
int dinn_list_index(const dinn_state_t *st, int p, const char *name); /* or -1 */

extern const game_t dinn_game;

#endif
