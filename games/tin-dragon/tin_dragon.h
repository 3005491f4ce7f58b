/* tin_dragon.h - Tin Dragon: 2-5 dragons raid six keeps, fight heroes and duel; a
 * power die (0..6) pays for everything.
 *
 * The game table is `tin_dragon_game`. This header is the game's public face: the
 * packed state documented field by field, the move encoding, the rule list, the card
 * tables' types, the small helpers the game's files share, and what each file
 * exports, so that tests can build positions by hand. RULES.md walks the rulebook
 * line by line and names the function behind each rule.
 *
 * Files: tin_dragon.c plays (cards moving, turns, DRAW, MOVE, SCHEME, RAID, setup and
 * the draft, legal moves, apply, scoring, the outcome, the game table),
 * tin_dragon_combat.c the COMBAT phase (fights against heroes, the Black Dragon,
 * fortifications and keeps; duels), tin_dragon_rules.c the rule table and checks,
 * tin_dragon_data.c the data files (cards.csv, ruins.csv), tin_dragon_view.c what a
 * seat knows (determinize, evaluate, observe, view_text), tin_dragon_text.c move
 * texts, the trace state and the trace events.
 *
 * Names: functions, variables and types carry the prefix td_ (every symbol the
 * linker sees, and the inline helpers here); macros and enum constants TD_.
 * Everything else is static to its file. */
#ifndef TIN_DRAGON_H
#define TIN_DRAGON_H

#include <stddef.h>
#include <stdint.h>

#include "rules.h"

#define TD_MAX_PLAYERS 5
#define TD_KEEPS 6          /* the six numbered locations of the board */
#define TD_HEROES 3
#define TD_MAX_CARDS 64     /* cards are bits of a uint64_t */
#define TD_MAX_KINDS 32     /* distinct card rows in cards.csv */
#define TD_MAX_RUINS 16     /* rows in ruins.csv */
#define TD_MAX_MOVES 1024   /* 32 kinds x (18 call targets + power + bolster) + a few */
#define TD_NAME_LEN 32

/* Hero locations beyond the keeps 0..5. */
#define TD_CASTLE 6
#define TD_SLAIN 7
#define TD_NOWHERE 0xFF

/* ---- card symbols (RULES.md, "Symbols") ---- */
enum td_offense {
    TD_OFF_NONE,
    TD_OFF_CALL,    /* move a hero to a keep of your choice */
    TD_OFF_SLAY,    /* the next hero you defeat this turn is slain, into your hoard */
    TD_OFF_STEAL,   /* take steal_cards random cards from a dragon at your location */
    TD_OFF_FLY,     /* move 1..fly_steps spaces clockwise, free */
    TD_OFF_SIEGE,   /* +siege_bonus to your assault rolls this turn */
    TD_OFF_PLUNDER, /* top card of the keep pile here into your hand, no defense */
    TD_OFF_SEEK,    /* draw seek_cards from the master deck */
    TD_OFF_ROAR,    /* push every other dragon here one keep clockwise */
    TD_OFF_RIVAL,   /* Black Dragon variant: move the Black Dragon to a keep */
    TD_OFF_COUNT
};
enum td_defense {
    TD_DEF_NONE,
    TD_DEF_TRAP,     /* the looting dragon loses trap_loss power */
    TD_DEF_FORTIFY,  /* this keep becomes fortified */
    TD_DEF_CRUSADER, /* the Crusader comes to this keep */
    TD_DEF_WIZARD,   /* the Wizard comes to this keep */
    TD_DEF_KNIGHT,   /* the Knight comes to this keep */
    TD_DEF_COUNT
};
enum td_hero { TD_CRUSADER, TD_WIZARD, TD_KNIGHT };
enum td_ruin {
    TD_RUIN_LAIR,      /* ending MOVE here: gain lair_gain power */
    TD_RUIN_HAUNT,     /* ending MOVE here: lose haunt_loss power */
    TD_RUIN_VAULT,     /* ending MOVE here: draw vault_cards from the master deck */
    TD_RUIN_ARENA,     /* a duel here: the challenger adds arena_bonus to its roll */
    TD_RUIN_SANCTUARY, /* no duels here */
    TD_RUIN_LEYLINE,   /* starting MOVE here: up to leyline_steps extra steps free */
    TD_RUIN_COUNT
};

extern const char *const td_offense_names[TD_OFF_COUNT];
extern const char *const td_defense_names[TD_DEF_COUNT];
extern const char *const td_hero_names[TD_HEROES];
extern const char *const td_ruin_names[TD_RUIN_COUNT];

/* One row of cards.csv: `count` identical cards. */
typedef struct td_kind {
    char name[TD_NAME_LEN];
    uint8_t count, offense, defense, power, chain;
    uint8_t black; /* 1: only in play with the Black Dragon variant (Rivalry) */
} td_kind_t;

typedef struct td_ruin_card {
    char name[TD_NAME_LEN];
    uint8_t effect; /* enum td_ruin */
} td_ruin_card_t;

/* The card data as read from the two files. */
typedef struct td_deck {
    int nkinds, nruins;
    td_kind_t kind[TD_MAX_KINDS];
    td_ruin_card_t ruin[TD_MAX_RUINS];
} td_deck_t;

/* Tables derived from the loaded deck. Card ids: every base card first (kind by kind,
 * in file order), then the Black Dragon cards. Filled once by td_init
 * (tin_dragon_data.c) and read-only everywhere else, through td_tab. */
typedef struct td_tables {
    td_deck_t deck;
    int ncards;                      /* all card ids */
    int nbase;                       /* base cards: ids 0..nbase-1 */
    uint8_t kind[TD_MAX_CARDS];      /* card id -> row of deck.kind */
    uint64_t kind_mask[TD_MAX_KINDS];/* row of deck.kind -> its card ids */
    uint64_t base_mask, black_mask;  /* base cards, variant-only cards */
    uint64_t defonly_mask;           /* defense symbol only: -1 VP in a hoard */
    uint64_t power_mask;             /* at least one power symbol */
    /* Per card id, copies of its kind's fields and its kind's card ids, so that the
     * hot paths read one table entry (td_card) instead of two. */
    uint64_t same_kind[TD_MAX_CARDS];/* card id -> kind_mask of its kind */
    struct td_card_info { uint8_t offense, defense, power, chain; } card[TD_MAX_CARDS];
    /* Cards that offer a SCHEME action besides bolster in any state: a power symbol,
     * or an offense symbol that always has a target; [1]: also those that may be
     * played for nothing (no_target_offense). */
    uint64_t action_mask[2];
    char cards_path[512], ruins_path[512]; /* the files loaded, for messages */
} td_tables_t;

/* ---- rule parameters ---- */

/* start_ties: how a tie for the lowest (first turn) or highest (first to place the
 * last draft card) starting roll is broken. */
enum td_start_ties { TD_TIES_REROLL, TD_TIES_SEAT };
extern const char *const td_start_ties_names[];

/* The rule list (src/rules.h): kind, key, default, range, the packed type the state
 * keeps it in (td_cfg_t), extra (enum names), help. It generates the rules struct
 * (td_rules_t), the packed copy in the state (td_cfg_t), the --rule table (td_params),
 * setup's copy (td_rules_pack), the range checks, and the "rules" object of
 * state_json and the rules in observe(). RULES.md section 1 explains each rule. */
#define TD_RULES(X, C)                                                                     \
    X(C, INT, start_power, 3, 1, 9, int8_t, NULL, "power die value each dragon starts with") \
    X(C, INT, power_max, 6, 1, 9, int8_t, NULL, "highest value of the power die (a d6: 6)") \
    X(C, INT, rest_power, 3, 1, 9, int8_t, NULL,                                           \
      "power die value after resting (skipping a turn)")                                  \
    X(C, INT, die_sides, 6, 2, 12, int8_t, NULL, "sides of the die rolled in fights and duels") \
    X(C, INT, hero_target, 3, 0, 12, int8_t, NULL,                                         \
      "hero target number: a dragon must roll above it")                                  \
    X(C, INT, crusader_bonus, 2, 0, 6, int8_t, NULL, "Crusader target + this per destroyed keep") \
    X(C, INT, wizard_bonus, 1, 0, 6, int8_t, NULL,                                         \
      "Wizard target + this per card in the fighter's hand")                              \
    X(C, INT, knight_bonus, 1, 0, 6, int8_t, NULL, "Knight target + this per fortified keep") \
    X(C, INT, crusader_miss, 1, 0, 3, int8_t, NULL,                                        \
      "turns a dragon misses when the Crusader beats it (its turn ends too)")             \
    X(C, INT, wizard_penalty, 1, 0, 5, int8_t, NULL,                                       \
      "random hand cards to the master deck bottom when the Wizard wins")                 \
    X(C, INT, knight_penalty, 2, 0, 9, int8_t, NULL, "power lost when the Knight wins")    \
    X(C, INT, hero_reward, 1, 0, 5, int8_t, NULL, "master deck cards drawn for beating a hero") \
    X(C, INT, keep_target, 4, 0, 12, int8_t, NULL, "keep target number for an assault")    \
    X(C, INT, fort_target, 2, 0, 12, int8_t, NULL,                                         \
      "fortification target number (beaten before the keep)")                             \
    X(C, INT, cards_per_keep, 3, 0, 8, int8_t, NULL,                                       \
      "treasure cards dealt to each keep pile at setup")                                  \
    X(C, INT, draft_size, 4, 2, 8, int8_t, NULL,                                           \
      "cards dealt for the opening draft (all but one are kept)")                         \
    X(C, INT, move_base, 1, 0, 5, int8_t, NULL, "free clockwise steps in the MOVE phase")  \
    X(C, INT, step_cost, 1, 1, 6, int8_t, NULL, "power per extra step in the MOVE phase")  \
    X(C, INT, flee_cost, 1, 0, 6, int8_t, NULL,                                            \
      "power a challenged dragon pays to flee to the next keep")                          \
    X(C, INT, end_keeps, 3, 1, 6, int8_t, NULL, "destroyed keeps that start the final round") \
    X(C, INT, end_heroes, 3, 1, 3, int8_t, NULL, "slain heroes that start the final round") \
    X(C, BOOL, end_empty, 1, 0, 1, int8_t, NULL,                                           \
      "the final round starts when no keep pile has cards left")                          \
    X(C, INT, endgame_cost, 3, 0, 9, int8_t, NULL,                                         \
      "power paid before each final-round turn (or the turn is lost)")                    \
    X(C, INT, card_vp, 1, -5, 5, int8_t, NULL, "victory points per card in the hoard pile") \
    X(C, INT, defense_only_vp, -1, -5, 5, int8_t, NULL,                                    \
      "victory points per defense-only card in the hoard pile")                           \
    X(C, INT, keep_vp, 4, -10, 20, int8_t, NULL, "victory points per destroyed keep in the hoard") \
    X(C, INT, hero_vp, 4, -10, 20, int8_t, NULL, "victory points per slain hero in the hoard") \
    X(C, INT, fort_vp, 2, -10, 20, int8_t, NULL,                                           \
      "victory points per fortification in the hoard")                                    \
    X(C, INT, power_bonus, 2, -10, 20, int8_t, NULL,                                       \
      "victory points for the single highest power die (none on a tie)")                  \
    X(C, INT, trap_loss, 1, 0, 9, int8_t, NULL,                                            \
      "power lost when looting a card with the trap symbol")                              \
    X(C, INT, fly_steps, 2, 1, 5, int8_t, NULL, "most steps the fly symbol moves a dragon") \
    X(C, INT, siege_bonus, 2, 0, 9, int8_t, NULL, "assault roll bonus of the siege symbol") \
    X(C, INT, seek_cards, 1, 0, 5, int8_t, NULL, "master deck cards drawn by the seek symbol") \
    X(C, INT, steal_cards, 1, 0, 5, int8_t, NULL, "random cards taken by the steal symbol") \
    X(C, INT, lair_gain, 1, 0, 9, int8_t, NULL,                                            \
      "Dragon's Lair ruins: power gained by ending a move there")                         \
    X(C, INT, haunt_loss, 1, 0, 9, int8_t, NULL,                                           \
      "Haunted ruins: power lost by ending a move there")                                 \
    X(C, INT, vault_cards, 1, 0, 5, int8_t, NULL,                                          \
      "Vault ruins: master deck cards drawn by ending a move there")                      \
    X(C, INT, arena_bonus, 1, 0, 9, int8_t, NULL,                                          \
      "Arena ruins: challenger's roll bonus in a duel there")                             \
    X(C, INT, leyline_steps, 2, 0, 5, int8_t, NULL,                                        \
      "Ley Line ruins: free extra steps for a move starting there")                       \
    X(C, BOOL, black_dragon, 0, 0, 1, int8_t, NULL,                                        \
      "optional Black Dragon variant with its Rivalry card")                              \
    X(C, INT, black_target, 4, 0, 12, int8_t, NULL, "Black Dragon target number")          \
    X(C, INT, black_penalty, 1, 0, 9, int8_t, NULL, "power lost when the Black Dragon wins") \
    X(C, INT, black_reward, 1, 0, 5, int8_t, NULL,                                         \
      "master deck cards drawn for driving the Black Dragon off")                         \
    X(C, BOOL, duel_reply, 1, 0, 1, int8_t, NULL,                                          \
      "a duellist ahead cannot end the bidding: the one behind may always answer "        \
      "(false: whoever is to bid may stop it, the defender first)")                       \
    X(C, BOOL, duel_tie_reply, 0, 0, 1, int8_t, NULL,                                      \
      "on a tie the challenger may still break it when the defender stops or cannot pay " \
      "(false: that ends the duel tied)")                                                 \
    X(C, INT, turn_cap, 600, 10, 10000, int16_t, NULL,                                     \
      "player turns after which the game stops as capped")                                \
    X(C, ENUM, start_ties, TD_TIES_REROLL, 0, 1, int8_t, td_start_ties_names,              \
      "a tie for the lowest (or highest) starting roll: the tied roll again (reroll) or " \
      "the earliest seat goes first (seat)")                                              \
    X(C, BOOL, no_target_offense, 1, 0, 1, int8_t, NULL,                                   \
      "an offense card whose symbol has no target (steal, call, rival) may still be "     \
      "played, resolving nothing")                                                        \
    X(C, BOOL, pushed_duels, 1, 0, 1, int8_t, NULL,                                        \
      "a challenger the defender pushes away may go on to duel the dragons where it "     \
      "lands (else its combat ends there)")                                               \
    X(C, BOOL, endgame_optional, 1, 0, 1, int8_t, NULL,                                    \
      "a dragon that can pay for its final turn may give it up (else it must pay and play)") \
    X(C, INT, deck_total, 48, 1, TD_MAX_CARDS, int8_t, NULL,                               \
      "base treasure cards cards.csv must hold (48, the shipped list): another count is "  \
      "refused, so that a row lost or added by accident is caught")

/* Every rule's value as given (--rule, --rules): one int32_t per rule. */
typedef struct td_rules {
    RULES_STRUCT_FIELDS(TD_RULES)
} td_rules_t;

/* The same values packed into the state (int8_t, the turn cap int16_t). */
typedef struct td_cfg {
    RULES_PACKED_FIELDS(TD_RULES)
} td_cfg_t;

extern const rule_param_t td_params[];

/* ---- zones: where a card is. Each zone is a 64-bit set of card ids. ---- */
enum td_zone {
    TD_Z_HAND = 0,     /* +seat: hand (hidden from others) */
    TD_Z_HSET = 5,     /* +seat: top of the hoard pile after a shuffle: order unknown */
    TD_Z_HQ = 10,      /* +seat: rest of the hoard pile, in known order (stamps) */
    TD_Z_KEEP = 15,    /* +keep: the keep's face-down treasure pile (always shuffled) */
    TD_Z_MSET = 21,    /* master deck as dealt: order unknown */
    TD_Z_MQ = 22,      /* cards put under the master deck, in order (stamps) */
    TD_Z_PACK = 23,    /* +seat: draft packet being picked from */
    TD_Z_PLAYED = 28,  /* offense/power cards played this turn (face up) */
    TD_Z_STAKE = 29,   /* +0 challenger, +1 defender: duel stake, face down */
    TD_Z_ASIDE = 31,   /* the card being bolstered, before its keep is chosen (hidden) */
    TD_NZONES = 32
};

/* The ordered queues (a hoard pile's known rest, the cards put under the master
 * deck): a card's stamp means something only there, set as it enters one. */
static inline int td_is_queue(int zone)
{
    return (zone >= TD_Z_HQ && zone < TD_Z_HQ + TD_MAX_PLAYERS) || zone == TD_Z_MQ;
}

/* Phases: what the seat `dec` decides now. */
enum td_phase {
    TD_PH_PICK,    /* draft: pick a card from your packet */
    TD_PH_PLACE,   /* draft: shuffle the last card into a keep pile */
    TD_PH_FINAL,   /* final round: pay endgame_cost for the turn, or pass */
    TD_PH_REST,    /* power die at the Castle: rest (skip turn) or play on */
    TD_PH_DRAW,    /* DRAW: draw the top card, or shuffle first */
    TD_PH_MOVE,    /* MOVE: extra steps bought with power */
    TD_PH_SCHEME,  /* SCHEME: offense / power / bolster / draw (second: or done) */
    TD_PH_BOLSTER, /* SCHEME, bolster: the keep pile the card set aside goes into */
    TD_PH_ENGAGE,  /* COMBAT: which hero to engage next */
    TD_PH_RAISE,   /* a dragon at the location may raise the target */
    TD_PH_BOOST,   /* the roller may spend power after the roll */
    TD_PH_DUEL,    /* COMBAT: challenge a dragon, or done */
    TD_PH_FLEE,    /* the challenged dragon: flee or accept */
    TD_PH_STAKE,   /* a duellist stakes a card */
    TD_PH_BID,     /* a duellist adds power to its roll, or stops */
    TD_PH_PUSH,    /* the duel winner may push the loser */
    TD_PH_RAID,    /* RAID: loot, assault, or end the turn */
    TD_PH_TURN_END,/* between two turns: only inside apply (the trace's round-end state) */
    TD_PH_OVER
};

/* What a fight (one die roll against a target) is against. */
enum td_fight {
    TD_F_CRUSADER, TD_F_WIZARD, TD_F_KNIGHT, /* the heroes, by enum td_hero */
    TD_F_BLACK, TD_F_FORT, TD_F_KEEP,
    TD_F_NONE /* no fight in progress */
};

/* The state. Plain data, copied with memcpy. Seats 0..players-1 sit clockwise;
 * "left" is the next seat. Keeps 0..5 are the board's locations 1..6. */
typedef struct td_state {
    uint64_t z[TD_NZONES];         /* card sets per zone (enum td_zone) */
    uint64_t known[TD_MAX_PLAYERS];/* per seat: cards whose zone (and place in a
                                      queue) that seat knows; own hand always */
    uint8_t stamp[TD_MAX_CARDS];   /* queue order in TD_Z_HQ / TD_Z_MQ: lower = nearer
                                      the top; renumbered before it wraps */
    td_cfg_t cfg;                  /* rule values, copied by setup */
    int8_t power[TD_MAX_PLAYERS];  /* power die 0..power_max; 0 = die at the Castle */
    uint8_t loc[TD_MAX_PLAYERS];   /* dragon location 0..5 */
    uint8_t missed[TD_MAX_PLAYERS];/* turns still to miss (Crusader) */
    uint8_t hero_loc[TD_HEROES];   /* 0..5 keep, TD_CASTLE, TD_SLAIN */
    int8_t hero_owner[TD_HEROES];  /* seat whose hoard holds a slain hero, else -1 */
    int8_t keep_owner[TD_KEEPS];   /* -1 standing; else seat holding the destroyed keep */
    int8_t fort[TD_KEEPS];         /* -2 none, -1 fortified, else seat holding it */
    int8_t ruin[TD_KEEPS];         /* ruins card (deck.ruin row) at a destroyed keep, -1 */
    uint16_t ruins_left;           /* ruins cards not yet drawn (set: order unknown) */
    uint8_t black_loc;             /* Black Dragon location, TD_NOWHERE when off */
    uint8_t players, phase, dec;   /* seat count, enum td_phase, seat deciding */
    uint8_t act, first;            /* seat whose turn it is; first seat of a round (the
                                      seat that took the game's first turn) */
    uint8_t next_stamp;            /* next queue stamp */
    uint8_t draft_left;            /* draft: picks still to make this game */
    uint8_t place_left;            /* draft: leftovers still to place */
    uint8_t drafted[TD_MAX_PLAYERS];/* draft: the card each seat picked this round (0
                                      before its pick and after the pass) */
    uint8_t draft_seen;            /* draft: bit q = the seat q passes to knew q's whole
                                      packet before q's pick this round (2 players) */
    uint8_t endgame, final_left;   /* final round started; final turns still to start */
    uint16_t turns, rounds;        /* player turns started, rounds started */
    uint16_t dice_seen;            /* a digest of every die rolled in the open so far
                                      (fights, duels, roll-offs), in order: play never
                                      reads it; observe() does, so that two games that
                                      differ in a die everyone saw differ to every seat */
    uint8_t capped;                /* stopped by the turn cap */
    /* this turn (reset when a turn ends) */
    uint8_t scheme_step;           /* SCHEME: 0 first action, 1 the chained second (0
                                      once SCHEME is over) */
    uint8_t slay, siege;           /* slay charges; bonus to assault rolls */
    uint8_t looted, assaulted;
    uint8_t fought;                /* heroes engaged this turn (bit per hero), bit 3 Black */
    uint8_t dueled;                /* seats challenged this turn */
    uint8_t nplayed, played[2];    /* cards in TD_Z_PLAYED, in play order */
    /* the fight in progress (TD_F_NONE and zeros when none) */
    uint8_t fight;                 /* enum td_fight */
    int16_t target;                /* target to beat (after bonuses and raises) */
    uint8_t roll;                  /* the die, once rolled */
    uint8_t raisers;               /* seats still to decide on raising */
    /* the duel in progress, the challenger is act (TD_NONE and zeros when none) */
    uint8_t def;                   /* defender */
    int8_t total[2];               /* roll + power spent: challenger, defender */
    uint8_t winner;                /* bidding: the side to bid; push: the side that won
                                      (0 challenger, 1 defender) */
} td_state_t;

_Static_assert(sizeof(td_state_t) <= 512, "td_state_t should stay a few hundred bytes");

/* ---- moves: type << 16 | a << 8 | b ---- */
enum td_move_type {
    TD_M_PICK = 1, /* a card */
    TD_M_PLACE,    /* b keep */
    TD_M_PAY,
    TD_M_PASS,
    TD_M_REST,
    TD_M_PLAY_ON,
    TD_M_DRAW,     /* b 1 = shuffle first (DRAW phase, or the SCHEME draw action) */
    TD_M_MOVE,     /* b extra steps */
    TD_M_OFFENSE,  /* a card, b target (call: hero*8+keep; steal: seat; fly: steps;
                      rival: keep; TD_NO_TARGET: played for nothing) */
    TD_M_POWER,    /* a card */
    TD_M_BOLSTER,  /* a card (set aside; the keep is the next decision, TD_M_KEEP) */
    TD_M_DONE,     /* no second scheme action / no more duels / end the raid */
    TD_M_ENGAGE,   /* b hero */
    TD_M_RAISE,    /* b power spent on the target (0..) */
    TD_M_BOOST,    /* b power spent on the roll (0 = keep the roll) */
    TD_M_DUEL,     /* b seat */
    TD_M_FLEE,
    TD_M_ACCEPT,
    TD_M_STAKE,    /* a card */
    TD_M_BID,      /* b power added (0 = stop) */
    TD_M_PUSH,     /* b 1 push, 0 leave */
    TD_M_LOOT,
    TD_M_ASSAULT,
    TD_M_KEEP,     /* b keep: where the bolstered card is shuffled in */
};
#define TD_NO_TARGET 0xFF /* an offense move's b: the symbol has no target, resolves nothing */
#define TD_MV(t, a, b) ((move_t)(t) << 16 | (move_t)(a) << 8 | (move_t)(b))
#define TD_MT(m) ((int)((m) >> 16))
#define TD_MA(m) ((int)(((m) >> 8) & 0xFF))
#define TD_MB(m) ((int)((m) & 0xFF))

/* ---- small helpers shared by the game's files ---- */

/* Inlining of a few steps of random play's hot path, fixed by hand: left to gcc,
 * the (cold) trace calls in them flip its size estimates and cost random play up to
 * 2% more instructions with no trace installed (RULES.md "Trace"). */
#define TD_HOT_INLINE static inline __attribute__((always_inline))
#define TD_OUT_OF_LINE static __attribute__((noinline))

#define TD_BIT(c) (1ULL << (c))
#define TD_NONE 0xFF /* no seat (the defender outside a duel) */

static inline int td_popc(uint64_t m) { return __builtin_popcountll(m); }
static inline int td_lowest(uint64_t m) { return __builtin_ctzll(m); }
static inline unsigned td_all_seats(const td_state_t *s) { return (1u << s->players) - 1u; }
static inline int td_next_keep(int k, int steps) { return (k + steps) % TD_KEEPS; }

/* Cards a seat's hoard pile holds. */
static inline uint64_t td_hoard(const td_state_t *s, int seat)
{
    return s->z[TD_Z_HSET + seat] | s->z[TD_Z_HQ + seat];
}

/* Seats other than p at p's location. */
static inline unsigned td_others_here(const td_state_t *s, int p)
{
    unsigned m = 0;
    for (int q = 0; q < s->players; q++)
        if (q != p && s->loc[q] == s->loc[p])
            m |= 1u << q;
    return m;
}

/* Heroes at a location (bit per hero). */
static inline unsigned td_heroes_at(const td_state_t *s, int loc)
{
    unsigned m = 0;
    for (int h = 0; h < TD_HEROES; h++)
        if (s->hero_loc[h] == loc)
            m |= 1u << h;
    return m;
}

/* The sign bits of keep_owner, one per byte (0x80 in byte k: keep k stands), read
 * as one word: the 8 bytes from keep_owner (the two past it are the state's next
 * field, masked off). */
static inline uint64_t td_standing_signs(const td_state_t *s)
{
    _Static_assert(offsetof(td_state_t, keep_owner) + 8 <= sizeof(td_state_t),
                   "8 bytes readable from keep_owner");
    uint64_t w;
    __builtin_memcpy(&w, (const unsigned char *)s + offsetof(td_state_t, keep_owner), 8);
    return w & 0x808080808080ULL;
}

/* Standing keeps: keep_owner is -1 (sign bit set) for a standing keep, a seat
 * 0..4 for a destroyed one; the six sign bits are counted in one word. */
static inline int td_standing_keeps(const td_state_t *s)
{
    return td_popc(td_standing_signs(s));
}

/* Standing keeps as a mask, bit k = keep k: the six sign bits gathered by one
 * multiplication (each lands on bit 56 + k, no two partial products collide). */
static inline uint32_t td_standing_mask(const td_state_t *s)
{
    return (uint32_t)(((td_standing_signs(s) >> 7) * 0x0102040810200000ULL) >> 56) & 0x3Fu;
}

static inline int td_count_destroyed(const td_state_t *s)
{
    return TD_KEEPS - td_standing_keeps(s);
}

static inline int td_count_fortified(const td_state_t *s)
{
    int n = 0;
    for (int k = 0; k < TD_KEEPS; k++)
        n += s->fort[k] == -1;
    return n;
}

static inline int td_count_slain(const td_state_t *s)
{
    int n = 0;
    for (int h = 0; h < TD_HEROES; h++)
        n += s->hero_loc[h] == TD_SLAIN;
    return n;
}

/* A die rolled in the open: into the digest of public dice (dice_seen). */
static inline void td_saw_die(td_state_t *s, int face)
{
    s->dice_seen = (uint16_t)(s->dice_seen * 167u + (unsigned)face + 1u);
}

/* Power never goes below 0 (the die at the Castle). */
static inline void td_lose_power(td_state_t *s, int p, int k)
{
    int v = s->power[p] - k;
    s->power[p] = (int8_t)(v < 0 ? 0 : v);
}

/* Moves of one kind for b = lo..hi. */
static inline int td_range_moves(int type, int lo, int hi, move_t *out)
{
    int n = 0;
    for (int k = lo; k <= hi; k++)
        out[n++] = TD_MV(type, 0, k);
    return n;
}

/* ---- what each file exports (every public symbol is td_...) ---- */

extern const game_t tin_dragon_game;

/* tin_dragon.c: play. */
void td_setup(void *st, const void *rules, int players, rng_t *rng);
int td_legal_moves(const void *st, move_t *out);
void td_apply(void *st, move_t m, rng_t *rng);
void td_outcome(const void *st, outcome_t *out);
/* Victory points of a seat as the game stands (the final score at the end). */
int td_score(const td_state_t *s, int seat);
/* Every seat's td_score at once (vp[0 .. players - 1]): one pass over the keeps,
 * heroes and power dice for all seats. */
void td_scores(const td_state_t *s, int *vp);
/* Cards in play (every zone). */
uint64_t td_in_play(const td_state_t *s);
/* For tests and tools: start `seat`'s turn now, as after the previous turn (the
 * turn counter counts it; missed turns, the final-round cost and resting apply). */
void td_start_turn(td_state_t *s, int seat, rng_t *rng);
/* Who sees a card move (td_move_card): TD_SEEN_ALL, the seats in `seers`
 * (TD_SEEN_SOME: the others lose track of the whole source zone), or the top of an
 * ordered queue (TD_SEEN_HEAD: the others lose only the moved card). */
enum td_seen { TD_SEEN_ALL, TD_SEEN_SOME, TD_SEEN_HEAD };
/* The card moves and what each seat knows, for tin_dragon_combat.c. */
void td_move_card(td_state_t *s, int c, int from, int to, unsigned seers, int mode);

/* The two common cases of td_move_card, inlined, for a zone `to` that is not an
 * ordered queue (the caller stamps a card put into one). td_move_card(s, c, from, to,
 * td_all_seats(s), TD_SEEN_ALL): */
static inline void td_move_seen_all(td_state_t *s, int c, int from, int to)
{
    uint64_t b = TD_BIT(c);
    s->z[from] &= ~b;
    s->z[to] |= b;
    for (int q = 0; q < s->players; q++)
        s->known[q] |= b;
}

/* td_move_card(s, c, from, to, 1u << p, TD_SEEN_SOME): seat p sees the card; the
 * others lose track of the rest of the source zone (and of the card), unless the card
 * was alone there. Seats past `players` know nothing: clearing them keeps them 0. */
static inline void td_move_seen_by(td_state_t *s, int c, int from, int to, int p)
{
    uint64_t b = TD_BIT(c), rest = s->z[from] & ~b, mine = s->known[p] | b;
    s->z[from] = rest;
    s->z[to] |= b;
    uint64_t keep = rest ? ~(rest | b) : ~0ULL;
    for (int q = 0; q < TD_MAX_PLAYERS; q++)
        s->known[q] &= keep;
    s->known[p] = mine;
}
void td_draw_master(td_state_t *s, int p, int count, rng_t *rng);
void td_discard_random(td_state_t *s, int p, int to, rng_t *rng);
/* The turn's steps the COMBAT phase hands over to. */
void td_end_turn(td_state_t *s, rng_t *rng);
void td_enter_raid(td_state_t *s, rng_t *rng);

/* tin_dragon_combat.c: the COMBAT phase, fights and duels. */
void td_enter_combat(td_state_t *s, rng_t *rng);
/* A fight (enum td_fight) against its target: raises, the roll, the result. */
void td_start_fight(td_state_t *s, int kind, rng_t *rng);
/* The decisions of the combat phases, one function per phase (td_apply calls them;
 * their legal moves are listed by td_legal_moves). */
void td_combat_engage(td_state_t *s, int hero, rng_t *rng);
void td_combat_raise(td_state_t *s, int power, rng_t *rng);
void td_combat_boost(td_state_t *s, int power, rng_t *rng);
void td_combat_duel(td_state_t *s, int seat, rng_t *rng);
void td_combat_flee(td_state_t *s, int flee, rng_t *rng);
void td_combat_stake(td_state_t *s, int c, rng_t *rng);
void td_combat_bid(td_state_t *s, int power, rng_t *rng);
void td_combat_push(td_state_t *s, int push, rng_t *rng);

/* tin_dragon_rules.c: the rule table, the ruleset check, setup's copy. */
void td_rules_pack(td_cfg_t *c, const td_rules_t *r);
int td_rules_check(const void *rules, int players, char *err, size_t n);

/* tin_dragon_data.c: the data files. The tables are filled by td_init and
 * read-only everywhere else. */
extern const td_tables_t *const td_tab;
int td_init(char *err, size_t n);
/* Read and validate a file into d (errors name the file, and the line and field when
 * one row is at fault). */
int td_load_cards(td_deck_t *d, const char *path, char *err, size_t n);
int td_load_ruins(td_deck_t *d, const char *path, char *err, size_t n);
/* The id of the nth (0..) card of the named kind, or -1. */
int td_card_id(const char *name, int nth);

static inline const td_kind_t *td_kind_of(int c)
{
    return &td_tab->deck.kind[td_tab->kind[c]];
}

/* The symbols of card c (td_kind_of's fields, one load). */
static inline const struct td_card_info *td_card(int c)
{
    return &td_tab->card[c];
}

/* The effect (enum td_ruin) of the Ruins card at a location, or -1. */
static inline int td_ruin_at(const td_state_t *s, int loc)
{
    return s->ruin[loc] < 0 ? -1 : td_tab->deck.ruin[(int)s->ruin[loc]].effect;
}

/* Seats the dragon whose turn it is may still challenge (none at a Sanctuary). */
static inline unsigned td_duel_candidates(const td_state_t *s)
{
    int p = s->act;
    if (td_ruin_at(s, s->loc[p]) == TD_RUIN_SANCTUARY)
        return 0;
    return td_others_here(s, p) & ~(unsigned)s->dueled;
}

/* Smallest bid worth offering to side `side` (0 challenger, 1 defender), or 0 when
 * it may only stop: being ahead, it wins by stopping. */
static inline int td_min_bid(const td_state_t *s, int side)
{
    int gap = s->total[!side] - s->total[side];
    if (gap < 0)
        return 0;
    return gap > 0 ? gap : 1;
}

/* One move per distinct card kind in `cards`, by its lowest card id: identical
 * cards are one choice. Each kind is met once and dropped whole (kind_mask). */
#define TD_FOR_EACH_KIND(cards, c)                                           \
    for (uint64_t left_ = (cards); left_;)                                   \
        for (int c = td_lowest(left_),                                       \
                 once_ = (left_ &= ~td_tab->same_kind[c], 1);                \
             once_; once_ = 0)

/* tin_dragon_view.c: what a seat knows. */
void td_determinize(void *st, int observer, rng_t *rng);
double td_evaluate(const void *st, int seat);
/* game_t.evaluate_all: every seat's td_evaluate, the same doubles, from one pass. */
void td_evaluate_all(const void *st, double *out);
size_t td_observe(const void *st, int seat, uint8_t *buf, size_t n);
int td_view_text(const void *st, int seat, char *buf, size_t n);

/* tin_dragon_text.c: move texts, the trace state, the trace events. */
extern const char *const td_phase_names[TD_PH_OVER + 1];
extern const char *const td_fight_names[TD_F_NONE];
int td_describe_move(const void *st, move_t m, char *buf, size_t n);
/* The move as `seat` sees it played (game_t.describe_move_for). */
int td_describe_move_for(const void *st, move_t m, int seat, char *buf, size_t n);
int td_state_json(const void *st, char *buf, size_t n);
/* Trace events of the steps nobody chose (RULES.md "Trace"); setup and apply call
 * them only when TRACE_ON(). Cold: the calls stay out of the play code's hot path. */
#define TD_COLD __attribute__((cold, noinline))
TD_COLD void td_trace_setup(const td_state_t *s);
TD_COLD void td_trace_roll_off(int highest, unsigned tied, const int *rolls);
TD_COLD void td_trace_first(const td_state_t *s, int highest, int seat, unsigned tied);
TD_COLD void td_trace_pass(const td_state_t *s);
TD_COLD void td_trace_draw(const td_state_t *s, int seat, const char *from, int c, unsigned seers);
TD_COLD void td_trace_shuffle(const td_state_t *s, int seat);
TD_COLD void td_trace_discard(const td_state_t *s, int seat, int c, int to);
TD_COLD void td_trace_take(const td_state_t *s, const char *what, int seat, int from, int c,
                   unsigned seers);
TD_COLD void td_trace_turn_start(const td_state_t *s, int seat, const char *what);
TD_COLD void td_trace_move(const td_state_t *s, int seat);
TD_COLD void td_trace_ruins(const td_state_t *s, int seat, int effect);
TD_COLD void td_trace_forced(const td_state_t *s, move_t m);
TD_COLD void td_trace_no_scheme(const td_state_t *s);
TD_COLD void td_trace_fight(const td_state_t *s);
TD_COLD void td_trace_roll(const td_state_t *s, int bonus);
TD_COLD void td_trace_fight_result(const td_state_t *s, int kind, int won);
TD_COLD void td_trace_hero_beaten(const td_state_t *s, int hero);
TD_COLD void td_trace_hero_won(const td_state_t *s, int kind);
TD_COLD void td_trace_black_dragon(const td_state_t *s, const char *why);
TD_COLD void td_trace_assault(const td_state_t *s, const char *what);
TD_COLD void td_trace_duel_step(const char *what, int seat);
TD_COLD void td_trace_duel_roll(const td_state_t *s, int die_a, int die_d, int bonus);
TD_COLD void td_trace_duel_result(const td_state_t *s, int winner_seat);
TD_COLD void td_trace_stake(const td_state_t *s, int c, int from, int to, unsigned seers);
TD_COLD void td_trace_loot(const td_state_t *s, int c);
TD_COLD void td_trace_played_to_hoard(const td_state_t *s, uint64_t cards);
TD_COLD void td_trace_final_round(const td_state_t *s);
TD_COLD void td_trace_stop(const td_state_t *s);
TD_COLD void td_trace_deal_end(const td_state_t *s);

#endif
