/* tin_dragon.h - Tin Dragon: the packed state, the card tables loaded from
 * cards.csv / ruins.csv, and the helpers the game's files and its tests share.
 *
 * The game: dragons circle six keeps around a Castle, loot and assault the keeps,
 * fight three heroes and duel each other; a power die (0..6) pays for everything.
 * RULES.md walks the rulebook line by line and lists every assumption. */
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

/* Read and validate the files into d (errors name file:line and field). */
int td_load_cards(td_deck_t *d, const char *path, char *err, size_t n);
int td_load_ruins(td_deck_t *d, const char *path, char *err, size_t n);

/* Tables derived from the loaded deck (read-only after init). Card ids: every base
 * card first (kind by kind, in file order), then the Black Dragon cards. */
typedef struct td_tables {
    td_deck_t deck;
    int ncards;                      /* all card ids */
    int nbase;                       /* base cards: ids 0..nbase-1 */
    uint8_t kind[TD_MAX_CARDS];      /* card id -> row of deck.kind */
    uint64_t base_mask, black_mask;  /* base cards, variant-only cards */
    uint64_t defonly_mask;           /* defense symbol only: -1 VP in a hoard */
    uint64_t power_mask;             /* at least one power symbol */
} td_tables_t;
extern td_tables_t td_tab;

/* ---- rule parameters ---- */

/* Every number of the rules (keys and help: td_params in tin_dragon_rules.c). */
typedef struct td_rules {
    int32_t start_power, power_max, rest_power, die_sides;
    int32_t hero_target, crusader_bonus, wizard_bonus, knight_bonus;
    int32_t crusader_miss, wizard_penalty, knight_penalty, hero_reward;
    int32_t keep_target, fort_target, cards_per_keep, draft_size;
    int32_t move_base, step_cost, flee_cost;
    int32_t end_keeps, end_heroes, end_empty, endgame_cost;
    int32_t card_vp, defense_only_vp, keep_vp, hero_vp, fort_vp, power_bonus;
    int32_t trap_loss, fly_steps, siege_bonus, seek_cards, steal_cards;
    int32_t lair_gain, haunt_loss, vault_cards, arena_bonus, leyline_steps;
    int32_t black_dragon, black_target, black_penalty, black_reward;
    int32_t duel_reply, turn_cap;
    int32_t start_ties, no_target_offense, pushed_duels, endgame_optional;
} td_rules_t;

/* The same values packed into the state (all fit int8 but the turn cap). */
typedef struct td_cfg {
    int8_t start_power, power_max, rest_power, die_sides;
    int8_t hero_target, crusader_bonus, wizard_bonus, knight_bonus;
    int8_t crusader_miss, wizard_penalty, knight_penalty, hero_reward;
    int8_t keep_target, fort_target, cards_per_keep, draft_size;
    int8_t move_base, step_cost, flee_cost;
    int8_t end_keeps, end_heroes, end_empty, endgame_cost;
    int8_t card_vp, defense_only_vp, keep_vp, hero_vp, fort_vp, power_bonus;
    int8_t trap_loss, fly_steps, siege_bonus, seek_cards, steal_cards;
    int8_t lair_gain, haunt_loss, vault_cards, arena_bonus, leyline_steps;
    int8_t black_dragon, black_target, black_penalty, black_reward;
    int8_t duel_reply;
    int16_t turn_cap;
    int8_t start_ties, no_target_offense, pushed_duels, endgame_optional;
} td_cfg_t;

extern const rule_param_t td_params[];

/* start_ties: how a tie for the lowest (first turn) or highest (first to place the
 * last draft card) starting roll is broken. */
enum td_start_ties { TD_TIES_REROLL, TD_TIES_SEAT };
extern const char *const td_start_ties_names[];

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
    TD_PH_OVER
};

/* What a fight (one die roll against a target) is against. */
enum td_fight { TD_F_CRUSADER, TD_F_WIZARD, TD_F_KNIGHT, TD_F_BLACK, TD_F_FORT, TD_F_KEEP };

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
    uint8_t drafted[TD_MAX_PLAYERS];/* draft: the card each seat picked this round */
    uint8_t draft_seen;            /* draft: bit q = the seat q passes to knew q's whole
                                      packet before q's pick this round (2 players) */
    uint8_t endgame, final_left;   /* final round started; final turns still to start */
    uint16_t turns, rounds;        /* player turns started, rounds started */
    uint8_t capped;                /* stopped by the turn cap */
    /* this turn */
    uint8_t scheme_step;           /* 0: first action, 1: the chained second */
    uint8_t slay, siege;           /* slay charges; bonus to assault rolls */
    uint8_t looted, assaulted;
    uint8_t fought;                /* heroes engaged this turn (bit per hero), bit 3 Black */
    uint8_t dueled;                /* seats challenged this turn */
    uint8_t nplayed, played[2];    /* cards in TD_Z_PLAYED, in play order */
    /* the fight in progress */
    uint8_t fight;                 /* enum td_fight */
    int16_t target;                /* target to beat (after bonuses and raises) */
    uint8_t roll;                  /* the die */
    uint8_t raisers;               /* seats still to decide on raising */
    /* the duel in progress (challenger is act) */
    uint8_t def;                   /* defender */
    int8_t total[2];               /* roll + power spent: challenger, defender */
    uint8_t winner;                /* 0 challenger, 1 defender */
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

/* ---- shared between the game's files ---- */
int td_init(char *err, size_t n);
void td_rules_pack(td_cfg_t *c, const td_rules_t *r);
int td_rules_check(const void *rules, int players, char *err, size_t n);
void td_setup(void *st, const void *rules, int players, rng_t *rng);
int td_legal_moves(const void *st, move_t *out);
void td_apply(void *st, move_t m, rng_t *rng);
void td_determinize(void *st, int observer, rng_t *rng);
double td_evaluate(const void *st, int seat);
void td_outcome(const void *st, outcome_t *out);
int td_describe_move(const void *st, move_t m, char *buf, size_t n);
int td_state_json(const void *st, char *buf, size_t n);

/* For tests and tools: start `seat`'s turn now, as after the previous turn (the
 * turn counter counts it; missed turns, the final-round cost and resting apply). */
void td_start_turn(td_state_t *s, int seat, rng_t *rng);
/* The id of the nth (0..) card of the named kind, or -1. */
int td_card_id(const char *name, int nth);

/* Victory points of a seat as the game stands (the final score at the end). */
int td_score(const td_state_t *s, int seat);
/* Cards a seat's hoard pile holds. */
static inline uint64_t td_hoard(const td_state_t *s, int seat)
{
    return s->z[TD_Z_HSET + seat] | s->z[TD_Z_HQ + seat];
}
/* Cards in play (every zone). */
uint64_t td_in_play(const td_state_t *s);

extern const game_t tin_dragon_game;

#endif
