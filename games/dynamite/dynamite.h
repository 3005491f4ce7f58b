/* dynamite.h - Dynamite (Dinamita, Antoni M.R., Smiling Goblin): the shedding game
 * with DINA, MITA and the word DINAMITA, 2-8 players, with its match modes.
 *
 * The game table is `dynamite_game`. This header exposes the state, the card and
 * move encodings and the rules struct so the tests can build positions by hand;
 * agents and the engine see only src/game.h.
 *
 * Cards. A card kind is a 6-bit number colour * 16 + symbol for the 52 coloured
 * kinds (4 colours x 13 symbols), plus two colourless kinds placed in the unused
 * nibble 13 of words 0 and 1: DYN_WILD (13) and DYN_DET (29, the detonator).
 * A set of cards (a hand, the draw pile...) is four 64-bit words of 4-bit counts:
 * word c holds colour c, nibble s its symbol s. So "every card of colour c" is one
 * word and "symbol s in any colour" is one nibble position in each word. A kind
 * never has more than 15 copies (cards.csv is checked for that).
 */
#ifndef DYNAMITE_H
#define DYNAMITE_H

#include <stddef.h>
#include <stdint.h>

#include "rules.h"

/* ---- card symbols and kinds ---- */
enum dyn_symbol {
    DYN_D, DYN_I, DYN_N, DYN_A, DYN_M, DYN_T, /* letters */
    DYN_DINA,     /* the bomb: placed in front of its holder, never on the pile */
    DYN_MITA,     /* defuses a DINA */
    DYN_PM2,      /* the "+-2" card */
    DYN_CHANGE,   /* change direction / change position */
    DYN_SWAP,     /* swap hand / swap a card */
    DYN_NOPLAY1,  /* no playing, single: a chosen player loses a turn */
    DYN_NOPLAY2,  /* no playing, double: the next two players lose a turn */
    DYN_SYMBOLS   /* 13 */
};
#define DYN_COLOURS 4
#define DYN_WILD 13   /* colourless kinds, in the spare nibbles */
#define DYN_DET 29
#define DYN_KINDS 64  /* kind numbers 0..63; 54 of them are real cards */
#define DYN_NOKIND 63 /* nibble 15 of word 3: never a card */

#define DYN_KIND(colour, sym) ((colour) * 16 + (sym))
#define DYN_COLOUR(k) ((k) >> 4)
#define DYN_SYM(k) ((k) & 15)
#define DYN_IS_COLOURED(k) (((k) & 15) < DYN_SYMBOLS)

/* A multiset of cards: 4 words of 16 nibble counts (see the top of the file). */
typedef struct dyn_set {
    uint64_t w[4];
} dyn_set_t;

/* ---- rules ---- */
enum dyn_mode { DYN_MODE_SINGLE, DYN_MODE_BEST_OF, DYN_MODE_POINTS };
enum dyn_det_effect {
    DYN_DET_EXPLODE,    /* every DINA in play explodes at once on its holder */
    DYN_DET_NONE,       /* no effect: a free card that goes on anything */
    DYN_DET_WILD,       /* a second kind of wild card */
    DYN_DET_SKIP_ALL,   /* every other player loses their next turn */
    DYN_DET_PASS_HANDS, /* every hand passes to the next player in the direction of play */
};
/* What "match ... by type of card" means (rule match_type). */
enum dyn_match {
    DYN_MATCH_KIND,   /* the single and double no-playing cards are one type */
    DYN_MATCH_CLASS,  /* letters are one type, activity cards another */
    DYN_MATCH_PAIRS,  /* each printed pair: no playing single/double, change/swap */
    DYN_MATCH_SYMBOL, /* the symbol alone */
    DYN_MATCHES
};
enum dyn_points_end { DYN_PEND_LAST_STANDING, DYN_PEND_FIRST_REACHES };
enum dyn_turned_dina { DYN_TURNED_COUNTS, DYN_TURNED_TURN_AGAIN };

/* Value names of the ENUM rules (dynamite_rules.c). */
extern const char *const dyn_mode_names[];
extern const char *const dyn_det_names[];
extern const char *const dyn_match_names[];
extern const char *const dyn_pend_names[];
extern const char *const dyn_turned_names[];

/* The rule list (src/rules.h): key, kind, default, range, the packed type the state
 * keeps it in, enum names, help. It generates the rules struct (dyn_rules_t), the
 * packed copies in the state, the --rule table (dynamite_params) and the copy made
 * by setup. RULES.md says which rulebook line each rule reads. */
#define DYN_RULES(X, C)                                                                    \
    X(C, ENUM, mode, DYN_MODE_SINGLE, 0, 2, uint8_t, dyn_mode_names,                       \
      "single game, best_of (first to best_of/2+1 deals), or points (reaching X loses)")   \
    X(C, BOOL, pairs, 0, 0, 1, uint8_t, NULL,                                              \
      "teams of two seated alternately (seat s partners seat s + players/2); a player "    \
      "going out wins for the team")                                                      \
    X(C, INT, best_of, 3, 1, 99, uint8_t, NULL,                                            \
      "X of best of X: the match goes to the first to win X/2+1 deals")                    \
    X(C, INT, points_limit, 200, 10, 100000, int32_t, NULL,                                \
      "points mode: a player (team) reaching this many penalty points loses")              \
    X(C, ENUM, points_end, DYN_PEND_LAST_STANDING, 0, 1, uint8_t, dyn_pend_names,          \
      "points mode: last_standing (play on until one is left) or first_reaches (match "    \
      "ends, fewest points wins)")                                                         \
    X(C, INT, hand_size, 6, 1, 20, uint8_t, NULL, "cards dealt to each player")            \
    X(C, INT, out_limit, 14, 2, 120, uint8_t, NULL,                                        \
      "a player ending a turn with this many cards or more is out of the deal")            \
    X(C, ENUM, detonator, DYN_DET_EXPLODE, 0, 4, uint8_t, dyn_det_names,                   \
      "detonator effect for the whole game: explode the DINA in play, none, wild, "        \
      "skip_all, pass_hands")                                                              \
    X(C, INT, pm2_amount, 2, 1, 10, uint8_t, NULL, "cards drawn or discarded per +-2 card") \
    X(C, BOOL, stack_pm2, 1, 0, 1, uint8_t, NULL,                                          \
      "a player facing a +-2 may answer with a +-2, passing on the total (\"cumulative\")") \
    X(C, BOOL, penalty_ends_turn, 1, 0, 1, uint8_t, NULL, "taking a +-2 total ends the turn") \
    X(C, INT, double_skips, 2, 1, 7, uint8_t, NULL,                                        \
      "players after you who lose a turn to a double no-playing card")                     \
    X(C, INT, explode_extra, 1, 0, 10, uint8_t, NULL,                                      \
      "cards from the draw pile taken on top of the accumulated ones when a DINA explodes") \
    X(C, ENUM, turned_dina, DYN_TURNED_COUNTS, 0, 1, uint8_t, dyn_turned_names,            \
      "a DINA turned over for another DINA is placed in front of the player who turned "   \
      "it; counts: its colour decides the explosion like any turned card; turn_again: "    \
      "the player turns another card")                                                     \
    X(C, BOOL, last_swap_wins, 1, 0, 1, uint8_t, NULL,                                     \
      "FAQ: a swap played as the last card wins (false: a swap cannot be the last card)")  \
    X(C, ENUM, match_type, DYN_MATCH_KIND, 0, 3, uint8_t, dyn_match_names,                 \
      "\"same type\": kind (single/double no-playing match each other), class (any "       \
      "letter on a letter, any activity on an activity), pairs (also change and swap "     \
      "match each other), symbol (the symbol alone)")                                      \
    X(C, BOOL, wild_as_dina, 1, 0, 1, uint8_t, NULL,                                       \
      "a wild may become a DINA (of a colour that matches the top card), placed in front "  \
      "of its player; false: any card but a detonator or a DINA")                          \
    X(C, BOOL, wild_in_word, 0, 0, 1, uint8_t, NULL,                                       \
      "wild cards in hand stand in for missing letters of DINAMITA")                       \
    X(C, INT, pts_letter, 10, 0, 100, uint8_t, NULL, "points mode: value of a letter card") \
    X(C, INT, pts_activity, 15, 0, 100, uint8_t, NULL,                                     \
      "points mode: value of an activity card (not DINA/MITA)")                            \
    X(C, INT, pts_wild, 20, 0, 100, uint8_t, NULL, "points mode: value of a wild card")    \
    X(C, INT, pts_dina, 0, 0, 100, uint8_t, NULL,                                          \
      "points mode: value of a DINA (one lying in front of a player when the deal ends)")  \
    X(C, INT, pts_mita, 0, 0, 100, uint8_t, NULL, "points mode: value of a MITA")          \
    X(C, INT, pts_detonator, 0, 0, 100, uint8_t, NULL, "points mode: value of a detonator") \
    X(C, INT, deck_total, 110, 1, 240, uint8_t, NULL,                                      \
      "cards games/dynamite/cards.csv must hold (a guard against editing mistakes)")       \
    X(C, INT, turn_cap, 5000, 10, 10000000, int32_t, NULL,                                 \
      "turns per match before it stops as capped")

typedef struct dyn_rules {
    RULES_STRUCT_FIELDS(DYN_RULES)
} dyn_rules_t;

/* ---- state ---- */
enum dyn_phase {
    DYN_PH_NORMAL,  /* fresh turn: draw, or play a matching card */
    DYN_PH_DRAWN,   /* has drawn: play a matching card or end the turn */
    DYN_PH_PENALTY, /* facing a +-2 total: answer with a +-2 or accept it */
    DYN_PH_FUSE,    /* a DINA in front of the player at turn start: defuse or turn a card */
    DYN_PH_GIVE,    /* swap a card: choose the card to give to give_target */
    DYN_PH_OVER,
};

/* A DINA in play: face up in front of its holder with the cards turned for it. */
#define DYN_MAX_DINAS 8  /* DINA cards in the deck at most (cards.csv is checked) */
/* DINAs in play at most: every DINA card, and every wild (and detonator, when it is a
 * wild) played as one (rules_check refuses a deck with more under wild_as_dina) */
#define DYN_MAX_BOMBS 14
typedef struct dyn_bomb {
    dyn_set_t acc;  /* the face-up cards it has accumulated (never a DINA) */
    int32_t turn;   /* turn on which it was placed */
    /* its number: the id-th DINA placed in this deal (from 1; dyn_state_t.bomb_seq).
     * It names the DINA in the trace while it is in play (two DINAs of one holder may
     * have the same card); play never reads it. Ascending along bomb[]. */
    uint32_t id;
    uint8_t kind;   /* the DINA it is (its colour decides the explosion) */
    uint8_t holder; /* seat it lies in front of */
    uint8_t acc_n;  /* cards in acc */
    uint8_t card;   /* the card itself: kind, or a wild (or detonator) played as it */
} dyn_bomb_t;

/* The most cards the pile's list holds: the rulebook's deck (110 cards) and a little
 * more; a larger custom deck draws from the set alone. */
#define DYN_LIST 112
#define DYN_LIST_MISSES 8
typedef struct dyn_state {
    dyn_set_t hand[MAX_SEATS]; /* per seat, per kind counts */
    /* What the other seats know seat t holds, as lower bounds per kind (<= hand[t]).
     * pub[t]: known to every other seat (cards seen entering t's hand in public: an
     * explosion's face-up cards; a swapped hand's public part). know[t]: known to
     * the seats of know_mask[t] (bit o = observer o), who also know pub[t], so
     * know[t] >= pub[t] while the mask is not empty. Both grow when cards are seen
     * entering t's hand (swaps, explosions) and shrink when t plays, places or
     * discards a card, or loses one that some observer did not see. */
    dyn_set_t pub[MAX_SEATS];
    dyn_set_t know[MAX_SEATS];
    /* have[s]: the kinds hand[s] holds, one bit per kind (bit k set when the count of
     * kind k is not zero): the move list starts from it. Kept by every hand change
     * (dyn_recount recomputes it after a hand edit). */
    uint64_t have[MAX_SEATS];
    /* the pile's cards by colour, cumulated: 16-bit lane j holds the cards of words
     * 0..j (lane 3 = pile_n), so a draw from the set (set_take) finds its word
     * without recounting the pile. Kept wherever the pile changes while the pile's
     * list is out of step (list_ok 0); while it is in step the draws take from the
     * list and leave pile_cum behind, and whatever puts the list out of step
     * (list_build of a pile too large, dyn_redeal) computes it again. dyn_recount
     * recomputes it after an edit. */
    uint64_t pile_cum;
    /* the identities that may be played on the top card (match_type, top_as): kept
     * where the top card changes and by dyn_recount */
    uint64_t top_match;
    dyn_set_t pile;     /* draw pile, unordered: a draw takes a uniformly random card */
    dyn_set_t discard;  /* discard pile below the top card (public) */
    /* What the draw pile can still hold (public): the cards it was last formed from
     * (the whole deck at a new deal, the discards at a reshuffle) less every card
     * seen leaving it face up since (the start card, a DINA drawn and placed, a card
     * turned over for a DINA). A card drawn unseen leaves it as it is, so the pile
     * is always within it (pile <= pile_within, kind by kind): determinize deals
     * the pile of a view from it. Only a deal and a reshuffle put cards into the
     * pile. */
    dyn_set_t pile_within;
    /* the DINAs in play, in the order they were placed (bomb_n of them) */
    dyn_bomb_t bomb[DYN_MAX_BOMBS];
    int32_t points[MAX_SEATS];   /* penalty points (single: this deal; points: the match) */
    int16_t deal_pts[MAX_SEATS]; /* card points of a player put out in this deal */
    /* player turns begun in the match: the turn cap counts these, and a turn that
     * would pass the cap is not begun (the match stops at turn == turn_cap) */
    int32_t turn;
    uint32_t bomb_seq;  /* DINAs placed in this deal: the last id given (dyn_bomb_t.id) */
    int16_t deals;      /* deals finished */
    uint8_t hand_n[MAX_SEATS];    /* cards in each hand */
    uint8_t know_mask[MAX_SEATS];
    uint8_t skips[MAX_SEATS];     /* turns each seat will lose */
    uint8_t order[MAX_SEATS];     /* seat at each table position (change position) */
    uint8_t pos[MAX_SEATS];       /* table position of each seat */
    uint8_t wins[MAX_SEATS];      /* deals won (best-of mode) */
    /* DINAs in play in front of each seat: a turn begins without a look at the DINAs
     * when its player has none. Kept where a DINA is placed, passes on, changes holder
     * or leaves play (dyn_recount recomputes it after an edit). */
    uint8_t bombs_at[MAX_SEATS];
    uint8_t players;
    uint8_t cur;        /* seat to move */
    uint8_t phase;      /* enum dyn_phase */
    uint8_t dir;        /* 0: positions ascending, 1: descending */
    uint8_t top_kind;   /* top card of the discard pile as a card (e.g. DYN_WILD) */
    uint8_t top_as;     /* what it counts as (a wild's chosen identity) */
    uint8_t pen_n;      /* +-2 total waiting for the next player, 0 when none */
    uint8_t pen_mode;   /* 0: draw, 1: discard at random */
    uint8_t bomb_n;     /* DINAs in play */
    uint8_t fuse;       /* phase FUSE: the DINA (index into bomb) the holder decides on */
    uint8_t give_target;
    uint8_t alive;      /* seats still in this deal (bit mask) */
    uint8_t in_match;   /* seats still in the match (points mode eliminates) */
    uint8_t starter;    /* seat that began this deal */
    uint8_t passed;     /* seats that passed since the last other move (blocked game) */
    uint16_t pile_n, discard_n;
    /* next[d][s]: the seat after s in play (alive) in direction d (0 ascending table
     * positions, 1 descending), or s when no other seat is in play: what the turn
     * order asks most often, kept where the seats in play or their order change
     * (new deal, a player put out, change position) and by dyn_recount. */
    uint8_t next[2][MAX_SEATS];
    uint8_t win_mask;   /* over: seats that won; draw_mask: seats sharing first place */
    uint8_t draw_mask;
    uint8_t capped, blocked_deals;
    /* seats whose knowledge rows (pub, know) may hold cards: a clear bit means both
     * rows are empty, so a card leaving that hand has no bound to lower. Set when a
     * row gains cards, cleared by a new deal (and recomputed by dyn_recount). */
    uint8_t known;
    /* min(out_limit, 8) - 1, set by setup from the rules: a turn ending with 1..end_fast
     * cards in hand puts nobody out and cannot hold DINAMITA (eight cards, wilds
     * included), so end_turn skips those checks; 0 (a state not from setup) checks
     * every time. */
    uint8_t end_fast;
    /* pile_list[0..pile_n): the draw pile's cards in ascending kinds, while list_ok:
     * a draw is then a look-up and a short move of the list's tail. Dealing and
     * reshuffles build it; determinize re-deals from it when it re-deals many cards
     * (dyn_redeal), else leaves it out of step (list_ok 0) and the draws rebuild it
     * after DYN_LIST_MISSES draws from the set (draw_card). */
    uint8_t list_ok, list_miss;
    uint8_t pile_list[DYN_LIST + 16]; /* room for dyn_set_list's writes */
    struct { /* the rules in force, packed (DYN_RULES): setup copies them in */
        RULES_PACKED_FIELDS(DYN_RULES)
    };
} dyn_state_t;

/* 1944 bytes: most of it the per-seat hands and two knowledge rows (8 x 3 x 32), the
 * fourteen DINA slots (14 x 48) and the pile's list (128). pile_within added 32 to
 * the 1912 before: no field could give them up, and padding holds 10 bytes. */
_Static_assert(sizeof(dyn_state_t) <= 1944, "dynamite state should stay small");

/* ---- moves ----
 * bits 0-3 action, 4-9 card (kind taken from the hand), 10-15 as (the identity it
 * is played as: the card itself, or a wild's choice), 16-19 option (a target seat or
 * the +-2 mode), bit 20 variant (change: 1 = change position with the target;
 * swap: 1 = swap one card with the target, 0 = whole hands). */
enum dyn_action {
    DYN_A_DRAW = 1, /* draw one card */
    DYN_A_END,      /* after drawing: keep it, end the turn */
    DYN_A_ACCEPT,   /* take the +-2 total */
    DYN_A_PASS,     /* nothing to draw anywhere and nothing playable */
    DYN_A_PLAY,     /* play card as identity, with option/variant */
    DYN_A_DEFUSE,   /* put out the DINA in front of the player with card */
    DYN_A_FLIP,     /* turn a card for the DINA in front of the player */
    DYN_A_GIVE,     /* swap a card: give card to give_target */
    DYN_A_PLACE,    /* play a wild (card) as a DINA (as): placed in front of the player */
};
#define DYN_MOVE(action, card, as, opt, var)                                             \
    ((move_t)(action) | (move_t)(card) << 4 | (move_t)(as) << 10 | (move_t)(opt) << 16 | \
     (move_t)(var) << 20)
#define DYN_M_ACTION(m) ((m) & 15u)
#define DYN_M_CARD(m) (((m) >> 4) & 63u)
#define DYN_M_AS(m) (((m) >> 10) & 63u)
#define DYN_M_OPT(m) (((m) >> 16) & 15u)
#define DYN_M_VAR(m) (((m) >> 20) & 1u)

#define DYN_MAX_MOVES 2048

extern const game_t dynamite_game;
extern const rule_param_t dynamite_params[];

/* ---- helpers shared by the game's files and its tests ---- */
/* (kinds are 0..63: taken as unsigned, the word's index needs no sign extension) */
static inline int dyn_count(const dyn_set_t *s, int k)
{
    return (int)((s->w[(unsigned)k >> 4] >> (((unsigned)k & 15) * 4)) & 15u);
}
static inline void dyn_add(dyn_set_t *s, int k, int n)
{
    s->w[(unsigned)k >> 4] += (uint64_t)n << (((unsigned)k & 15) * 4);
}
static inline void dyn_sub(dyn_set_t *s, int k, int n)
{
    s->w[(unsigned)k >> 4] -= (uint64_t)n << (((unsigned)k & 15) * 4);
}
int dyn_set_total(const dyn_set_t *s);
/* One bit per kind present in s, as dyn_state_t.have keeps it for the hands. */
uint64_t dyn_set_present(const dyn_set_t *s);
/* The cards of s in ascending kinds into list (room for DYN_LIST + 16: each kind is
 * written sixteen at a time); the count, or -1 when there are more than DYN_LIST. */
int dyn_set_list(const dyn_set_t *s, uint8_t *list);
/* determinize's re-deal: need[t] cards to each seat t (dealt in all) from pool
 * (pool_n cards, no DINA), each the r-th of the pool in ascending kinds for r drawn
 * below its size; the rest and dinas (dinas_n cards) become the draw pile, its list
 * in step when it fits. The pile list is cleared first (it held the true pile). */
void dyn_redeal(dyn_state_t *st, dyn_set_t pool, int pool_n, const int *need, int dealt,
                dyn_set_t dinas, int dinas_n, rng_t *rng);
/* determinize's re-deal when the pile is bound (pile_within): the pool's cards are
 * fits (fits_n cards the pile may hold) and over (over_n it cannot: they are in
 * hands), no DINA. The hands take need[t] cards each (dealt in all): every card of
 * over and dealt - over_n of fits, a uniform choice of copies; the rest of fits and
 * dinas (dinas_n cards) become the draw pile, its list in step when it fits. Every
 * deal of that shape is equally likely. The pile list is cleared first. */
void dyn_redeal_within(dyn_state_t *st, dyn_set_t fits, int fits_n, dyn_set_t over, int over_n,
                       const int *need, int dealt, dyn_set_t dinas, int dinas_n, rng_t *rng);
/* The cumulated colour totals of s, as dyn_state_t.pile_cum keeps them for the pile. */
uint64_t dyn_set_cum(const dyn_set_t *s);
/* Take the r-th card (0 <= r < total, kinds in ascending order) off s, which holds
 * `total` cards and whose cumulated colour totals *cum (dyn_set_cum) are kept. */
int dyn_set_take(dyn_set_t *s, uint64_t *cum, int total, int r);
/* The r-th card (0 <= r < total) of s, kinds in ascending order: a few word
 * operations, no walk over the kinds. */
int dyn_set_select(const dyn_set_t *s, int r);

/* The deck cards.csv describes, and its card count (dynamite_data.c). */
typedef struct dyn_deck {
    dyn_set_t cards;
    int total;
} dyn_deck_t;
/* Valid after init; written only by its loader. */
extern const dyn_deck_t *const dyn_deck;
/* Load and check a card list in the cards.csv format into deck. 0, or an error
 * naming file, line and field. */
int dyn_load_cards(const char *path, dyn_set_t *deck, char *err, size_t n);
/* Load games/dynamite/cards.csv (under data_dir()) into dyn_deck (from init). On an
 * error the deck in use stays as it was. */
int dyn_data_init(char *err, size_t n);
/* The path the deck was loaded from. */
const char *dyn_deck_path(void);

/* Team of a seat: in pairs, teams of two seated alternately (1A 1B .. 2A 2B ..), so
 * seat s partners seat s + players/2; otherwise every seat plays for itself. */
static inline int dyn_team_of(const dyn_state_t *st, int seat)
{
    return st->pairs ? seat % (st->players / 2) : seat;
}

/* Deal results and turn flow, exposed for the rule tests. */
int dyn_has_word(const dyn_state_t *st, int seat); /* holds D-I-N-A-M-I-T-A */
int dyn_hand_points(const dyn_state_t *st, int seat);
/* Set up a state whose hands, pile and top the test then edits: the players are
 * dealt as usual; call dyn_recount() after editing the sets by hand (it also numbers
 * a DINA written in with id 0, as the next one placed, and widens pile_within to
 * hold the pile where an edit put cards into the pile that it lacks). */
void dyn_recount(dyn_state_t *st);
/* The identities that may be played on identity `top` under the rules of st. */
uint64_t dyn_top_match(const dyn_state_t *st, int top);
/* The seat after s among the seats of `mask` in direction dir (dyn_state_t.next). */
int dyn_next_in(const dyn_state_t *st, int s, int mask, int dir);
/* Every card of the deck is in exactly one place (hands, pile, discards, top,
 * the DINAs in play and their cards); no hand holds a DINA; knowledge never exceeds
 * hands; the DINAs' ids ascend, none past bomb_seq; the pile is within pile_within,
 * itself within the deck. 0 when sound, else a short description in buf. */
int dyn_check_invariants(const dyn_state_t *st, char *buf, size_t n);

/* ---- the functions of the game table, across the game's files ---- */
int dyn_rules_check(const void *rules, int players, char *err, size_t n); /* _rules.c */
void dyn_determinize(void *st, int observer, rng_t *rng);                  /* _view.c */
double dyn_evaluate(const void *st, int seat);
size_t dyn_observe(const void *st, int seat, uint8_t *buf, size_t n);
int dyn_view_text(const void *st, int seat, char *buf, size_t n);
int dyn_describe_move(const void *st, move_t m, char *buf, size_t n);      /* _text.c */
/* The move as `seat` sees it played (game_t.describe_move_for), _text.c. */
int dyn_describe_move_for(const void *st, move_t m, int seat, char *buf, size_t n);
int dyn_state_json(const void *st, char *buf, size_t n);
/* A card kind as text: "red D", "wild", "detonator" ("none" for no card). */
void dyn_card_name(int k, char *buf, size_t n);

/* ---- trace events (dynamite_text.c; called only when TRACE_ON(); RULES.md, Trace) ---- */
enum dyn_deal_end { DYN_END_EMPTY, DYN_END_WORD, DYN_END_LAST, DYN_END_BLOCKED, DYN_END_CAPPED };
void dyn_trace_deal(const dyn_state_t *st);
void dyn_trace_draw(int seat, int k, const char *reason);
void dyn_trace_reshuffle(int cards);
/* DINAs are named by their id (dyn_bomb_t.id) as well as their card */
void dyn_trace_place(const dyn_bomb_t *b, const char *from);
void dyn_trace_turn_over(const dyn_bomb_t *b, int k);
/* why: "turn_over" (no colour match, or nothing to turn), "out" (its holder put out) */
void dyn_trace_dina_passes(const dyn_bomb_t *b, int from, const char *why);
void dyn_trace_explode(const dyn_bomb_t *b);
void dyn_trace_penalty(int seat, int total, int mode);
void dyn_trace_discard_random(int seat, const dyn_set_t *cards);
void dyn_trace_swap_take(int taker, int from, int k);
void dyn_trace_lose_turn(int seat);
void dyn_trace_out(int seat, const dyn_set_t *hand);
void dyn_trace_deal_end(const dyn_state_t *st, int how, int win, int draw);

#endif
