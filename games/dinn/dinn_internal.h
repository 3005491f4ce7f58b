/* dinn_internal.h - what the files of games/dinn share and nobody else needs: the
 * bit helpers over card masks, card lookups, and the functions one file defines for
 * another (the game_t table in dinn.c points at them). Not for agents or the engine:
 * they see only dinn_game. */
#ifndef DINN_INTERNAL_H
#define DINN_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "bits.h"
#include "dinn.h"

#define SLOT(owner, idx) ((uint8_t)((unsigned)(owner) << 6 | (unsigned)(idx)))
#define SLOT_OWNER(v) (((v) >> 6) & 1)
#define SLOT_IDX(v) ((v) & 63)
#define BIT(i) (1ULL << (i))

/* The default deck (dinn_data.c: loaded by dinn_data_load); dinn_deck_of's answer for
 * a seat without a deck of its own. */
extern dinn_deck_t dinn_default_deck;

/* dinn_deck_of inline (setup calls it for both seats of every game). */
static inline const dinn_deck_t *deck_of(const dinn_rules_t *r, int seat)
{
    return r->deck[seat].n > 0 ? &r->deck[seat] : &dinn_default_deck;
}

/* Counts the calls of dinn_pool_load (dinn_data.c): what is computed from the pool
 * and kept is valid while this has not changed. */
extern unsigned dinn_pool_generation;

/* Population count as an int (src/bits.h), with the range the compiler knows of its
 * own builtin (the code after it is shorter for knowing it). */
static inline int popc(uint64_t x)
{
    uint64_t c = bits_count(x);
    if (c > 64)
        __builtin_unreachable();
    return (int)c;
}

/* Index of the k-th (from 0) set bit of x (k < popc(x)): pdep where it is fast
 * (src/bits.h); else a binary search by the population counts of the low half,
 * quarter and eighth (one popcnt instruction each where the target has it), then at
 * most 7 steps inside the byte. */
static inline int select_bit(uint64_t x, int k)
{
    if (bits_nth_fast()) /* the same bit, without a branch */
        return (int)bits_low(bits_nth(x, (unsigned)k));
    int base = 0;
    const int p32 = popc(x & 0xFFFFFFFFULL);
    if (k >= p32) {
        k -= p32;
        x >>= 32;
        base = 32;
    }
    const int p16 = popc(x & 0xFFFF);
    if (k >= p16) {
        k -= p16;
        x >>= 16;
        base += 16;
    }
    const int p8 = popc(x & 0xFF);
    if (k >= p8) {
        k -= p8;
        x >>= 8;
        base += 8;
    }
    unsigned b = (unsigned)x & 0xFFu;
    for (; k > 0; k--)
        b &= b - 1;
    return base + __builtin_ctz(b);
}

/* select_bit for a mask of few cards (a hand's choices): pdep where it is fast, else
 * k steps over the lowest set bits, then the lowest left. */
static inline int nth_bit(uint64_t x, int k)
{
    if (bits_nth_fast())
        return (int)bits_low(bits_nth(x, (unsigned)k));
    for (; k > 0; k--)
        x &= x - 1;
    return (int)bits_low(x);
}

/* A uniformly chosen set bit of a non-empty mask: rng_pick_bit's draw (the same
 * stream use, so the same result) without its bit-by-bit walk. */
static inline int pick_bit(rng_t *rng, uint64_t m)
{
    return select_bit(m, (int)rng_below(rng, (uint32_t)popc(m)));
}

static inline int mini(int a, int b) { return a < b ? a : b; }
static inline int maxi(int a, int b) { return a > b ? a : b; }

/* &st->s[p] for a seat p known only at run time, as a select of the two sides rather
 * than an index times the side's size (which also takes a register for the index) */
#define SIDE_OF(st, p) ((p) ? &(st)->s[1] : &(st)->s[0])

static inline const dinn_card_t *card_of(const dinn_side_t *s, int idx)
{
    return &dinn_pool->card[s->list[idx]];
}

/* Where the list entry of the card a slot byte names sits in the state: the offset of
 * st->s[SLOT_OWNER(v)].list[SLOT_IDX(v)] for every byte v (dinn.c). */
extern const uint16_t dinn_slot_entry[256];

static inline const dinn_card_t *slot_card(const dinn_state_t *st, uint8_t v)
{
    /* the owner's list entry found by a table of offsets, not by a side picked from
     * the owner bit */
    return &dinn_pool->card[((const uint8_t *)st)[dinn_slot_entry[v]]];
}

static inline uint64_t full_mask(const dinn_side_t *s)
{
    return s->n >= 64 ? ~0ULL : BIT(s->n) - 1;
}

/* Cards of a type (DINN_ANY: all) among this side's list indices. */
static inline uint64_t type_mask(const dinn_side_t *s, int type)
{
    return type == DINN_ANY ? full_mask(s) : s->type[type];
}

static inline int hero_hearts(const dinn_side_t *s)
{
    return s->hero == DINN_NONE ? 0 : card_of(s, s->hero)->hearts;
}

/* Cards of `m` (Equipment/Action list indices) whose icons are all in `have`. */
static inline uint64_t playable_with(const dinn_side_t *me, uint64_t m, uint32_t have)
{
    uint64_t out = 0;
    while (m) {
        int i = __builtin_ctzll(m);
        m &= m - 1;
        if ((card_of(me, i)->attrs & ~have) == 0)
            out |= BIT(i);
    }
    return out;
}

/* Cards of `m` (Equipment/Action list indices) the active hero can play. */
static inline uint64_t playable_among(const dinn_state_t *st, int p, uint64_t m)
{
    if (st->s[p].hero == DINN_NONE)
        return 0;
    return playable_with(&st->s[p], m, dinn_hero_attrs(st, p));
}

/* The key of the hand's memo (dinn_side_t.pl_key) naming the active hero's list index
 * (dinn.c, note_playable): pl_ok is then a fact of the list, whatever the hand. */
#define PL_KEY_HERO (1u << 30)

/* dinn.c: the Equipment/Action cards of p's whole list its active hero can play
 * (playable_among over the list; from the memo of the list when it serves). */
uint64_t dinn_list_playable(const dinn_state_t *st, int p);

static inline const char *name_at(const dinn_state_t *st, int owner, int idx)
{
    return dinn_pool->info[st->s[owner].list[idx]].name;
}

/* ---- the decks' own generators (dinn_side_t.shuffle, mirrored deals) ---- */

/* The increment every deck generator uses (any odd constant; PCG32 takes it as its
 * stream). */
#define DINN_DECK_STREAM 0xda3e39cb94b95bdbULL

/* SplitMix64's finaliser: a well-mixed 64-bit function of x. */
static inline uint64_t dinn_mix64(uint64_t x)
{
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

static inline rng_t dinn_deck_rng(const dinn_side_t *s)
{
    return (rng_t){s->shuffle, DINN_DECK_STREAM};
}

/* dinn_cards.c: card usage (src/card_event.h; call only when CARD_ON()), and the
 * game's card table (game_t.cards) */
void dinn_usage_cards(const dinn_state_t *st, int p, uint64_t cards, int kind);
void dinn_usage_battle(const dinn_state_t *st, int loser);
extern const game_cards_t dinn_cards;
/* Up to three pool names closest to a misspelled one, "'A', 'B' or 'C'", into buf;
 * returns how many (0: none is close). */
int dinn_suggest(const char *name, char *buf, size_t n);

/* dinn.c: the power a continuous ability gives its own hero (p's), now. */
int dinn_static_bonus(const dinn_state_t *st, int p, const dinn_card_t *c);

/* dinn_rules.c */
int dinn_rules_set(void *rules, const char *key, const char *val, char *err, size_t n);
int dinn_rules_check(const void *rules, int players, char *err, size_t n);

/* dinn_view.c */
void dinn_determinize(void *st, int observer, rng_t *rng);
double dinn_evaluate(const void *st, int seat);
void dinn_evaluate_all(const void *st, double *out);
size_t dinn_observe(const void *st, int seat, uint8_t *buf, size_t n);
int dinn_view_text(const void *st, int seat, char *buf, size_t n);

/* dinn_text.c */
int dinn_describe_move(const void *st, move_t m, char *buf, size_t n);
/* The move as `seat` sees it played (game_t.describe_move_for). */
int dinn_describe_move_for(const void *st, move_t m, int seat, char *buf, size_t n);
int dinn_state_json(const void *st, char *buf, size_t n);
/* Trace events (RULES.md, "Trace"); call only when TRACE_ON(). */
void dinn_trace_cards(const dinn_state_t *st, const char *event, int seat, uint64_t cards,
                      const char *why, int private_);
void dinn_trace_hearts(const dinn_state_t *st, const char *event, int seat, int k,
                       const char *why);
void dinn_trace_reveal(const dinn_state_t *st, int first);
/* An ability's events: dinn_trace_hold before it resolves holds back the events of
 * its steps; dinn_trace_ability, once it has resolved (b: the state before it,
 * waiting: it stopped for a choice), sends the ability's event, saying what it did,
 * then the held ones. dinn_trace_ability_skipped: an ability that does not resolve
 * (why: negated, left play). */
void dinn_trace_hold(void);
void dinn_trace_ability(const dinn_state_t *b, const dinn_state_t *st, int controller, int owner,
                        int idx, const char *window, int waiting);
void dinn_trace_ability_skipped(const dinn_state_t *st, int controller, int owner, int idx,
                                const char *window, const char *why);
void dinn_trace_coin(int first);
void dinn_trace_battle(const dinn_state_t *st, const int power[2], const int bonus[2],
                       int loser, int lost);
void dinn_trace_deal_end(const dinn_state_t *st);
void dinn_trace_delayed(int seat, const char *effect, int value);
/* A slot effect's target (b, st: the states before and after it acted). */
void dinn_trace_target(const dinn_state_t *b, const dinn_state_t *st, int fx, int controller,
                       int arg, const char *why);
/* The opponent's pick of a searched pair. */
void dinn_trace_pick(const dinn_state_t *st, int seat, int picked, int other);
void dinn_trace_game_end(const dinn_state_t *st, int losers, const char *why);

#endif
