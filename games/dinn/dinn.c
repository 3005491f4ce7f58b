/* dinn.c - Dinn: rounds of three reveals (hero, then two Equipment/Action cards),
 * a battle of total power, hearts shattered by the loser. The rulebook walk-through
 * and every decision taken where it is silent are in RULES.md.
 *
 * Flow: decisions (mulligan, hero, card, take-back, search show/pick, target) are
 * moves; between them `dinn_proceed` runs the automatic steps of the round (triggers,
 * draws, reveals, the resolution queue, the battle, clean-up) from `stage` until
 * the next decision or the end of the game. */
#include <stdio.h>
#include <string.h>
#if defined(__SSE4_1__)
#include <smmintrin.h>
#endif

#include "card_event.h"
#include "dinn_internal.h"
#include "trace_event.h"

/* The round's steps take `h`, whether a trace or card-usage sink may be installed:
 * dinn_proceed checks both sinks once and runs the steps with h a constant, so the
 * flow without sinks (every game but traced and card-counted ones) carries no
 * checks. With h set, each report checks its sink as before. The steps are inlined
 * into each of the two copies of the flow (always_inline: with two callers the
 * compiler would call them instead), and the one step kept out of line (a hero
 * window) has a copy for each h. */
#define TRACE_IF(h) ((h) && TRACE_ON())
#define CARD_IF(h) ((h) && CARD_ON())

RULES_PACK_FN(dinn_rules_pack, DINN_RULES, dinn_packed_rules_t, dinn_rules_t)

/* dinn_rules_pack with the byte-sized rules in front packed four registers at a time
 * (a setup per game): the rules struct starts with 16 int32 fields, the first 13 of
 * them packed into the first 13 bytes, then round_cap (16 bits) and the two
 * switches. Values are in their ranges (rules_check), where saturating packs are
 * plain copies. */
#define DINN_PACK_LAYOUT_INT(key)                                                         \
    _Static_assert(offsetof(dinn_rules_t, key) >= offsetof(dinn_rules_t, round_cap) ||     \
                       (sizeof(((dinn_packed_rules_t *)0)->key) == 1 &&                    \
                        offsetof(dinn_packed_rules_t, key) == offsetof(dinn_rules_t, key) / 4), \
                   "rule " #key ": the byte rules lie in list order");
#define DINN_PACK_LAYOUT_BOOL(key) DINN_PACK_LAYOUT_INT(key)
#define DINN_PACK_LAYOUT_CUSTOM(key)
#define DINN_PACK_LAYOUT_(C, kind, key, def, lo, hi, ptype, extra, help)                   \
    DINN_PACK_LAYOUT_##kind(key)
DINN_RULES(DINN_PACK_LAYOUT_, ~)
_Static_assert(offsetof(dinn_rules_t, round_cap) == 52 && offsetof(dinn_rules_t, deck) == 64 &&
                   offsetof(dinn_packed_rules_t, round_cap) == 14 &&
                   offsetof(dinn_packed_rules_t, third_reveal_triggers) == 16 &&
                   offsetof(dinn_packed_rules_t, open_decklists) == 17 &&
                   sizeof(dinn_packed_rules_t) == 18 &&
                   offsetof(dinn_state_t, rule) + 16 <= sizeof(dinn_state_t),
               "the layout rules_pack_fast packs");
static inline void rules_pack_fast(dinn_state_t *st, const dinn_rules_t *r)
{
#if defined(__SSE4_1__)
    const __m128i *src = (const __m128i *)r;
    const __m128i w0 = _mm_packus_epi32(_mm_loadu_si128(src), _mm_loadu_si128(src + 1)),
                  w1 = _mm_packus_epi32(_mm_loadu_si128(src + 2), _mm_loadu_si128(src + 3));
    _mm_storeu_si128((__m128i *)&st->rule, _mm_packus_epi16(w0, w1));
    ((uint8_t *)&st->rule)[13] = 0; /* the padding, as the clearing left it */
    st->rule.round_cap = (uint16_t)r->round_cap;
    st->rule.third_reveal_triggers = (uint8_t)r->third_reveal_triggers;
    st->rule.open_decklists = (uint8_t)r->open_decklists;
#else
    rules_pack_fast(st, r);
#endif
}

/* dinn_slot_entry: for a slot byte v, the offset of its card's list entry */
#define SLOT_ENTRY(v)                                                                      \
    (uint16_t)(offsetof(dinn_state_t, s) + SLOT_OWNER(v) * sizeof(dinn_side_t) +          \
               offsetof(dinn_side_t, list) + SLOT_IDX(v))
#define SLOT_ENTRY4(v) SLOT_ENTRY(v), SLOT_ENTRY((v) + 1), SLOT_ENTRY((v) + 2), SLOT_ENTRY((v) + 3)
#define SLOT_ENTRY16(v)                                                                    \
    SLOT_ENTRY4(v), SLOT_ENTRY4((v) + 4), SLOT_ENTRY4((v) + 8), SLOT_ENTRY4((v) + 12)
#define SLOT_ENTRY64(v)                                                                    \
    SLOT_ENTRY16(v), SLOT_ENTRY16((v) + 16), SLOT_ENTRY16((v) + 32), SLOT_ENTRY16((v) + 48)
_Static_assert(DINN_MAX_DECK <= 64, "a slot's list index fits its six bits");
const uint16_t dinn_slot_entry[256] = {SLOT_ENTRY64(0), SLOT_ENTRY64(64), SLOT_ENTRY64(128),
                                       SLOT_ENTRY64(192)};

const dinn_card_t *dinn_card_at(const dinn_state_t *st, int owner, int idx)
{
    return card_of(&st->s[owner], idx);
}

int dinn_list_index(const dinn_state_t *st, int p, const char *name)
{
    int id = dinn_card_find(name);
    for (int i = 0; i < st->s[p].n; i++)
        if (st->s[p].list[i] == id)
            return i;
    return -1;
}

/* ---- attributes and power ---- */

/* Attributes with the primaries their sub-attributes imply. */
static uint32_t expand_attrs(uint32_t a)
{
    uint32_t e = a;
    for (int k = 0; k < DINN_PRIMARIES; k++)
        if (a & (7u << (DINN_PRIMARIES + 3 * k)))
            e |= 1u << k;
    return e;
}

uint32_t dinn_hero_attrs(const dinn_state_t *st, int p)
{
    const dinn_side_t *me = &st->s[p];
    if (me->hero == DINN_NONE)
        return 0;
    const uint32_t eff = card_of(me, me->hero)->eff;
    return me->adopted ? eff | expand_attrs(me->adopted) : eff;
}

/* Attribute rule: every icon on the card is on the active hero (a primary icon is
 * met by the primary or any of its sub-attributes, a sub-attribute icon only by
 * itself). */
int dinn_playable(const dinn_state_t *st, int p, int idx)
{
    const dinn_card_t *c = card_of(&st->s[p], idx);
    if (c->type == DINN_HERO)
        return 0;
    return (c->attrs & ~dinn_hero_attrs(st, p)) == 0;
}

/* What is computed once from a deck list. Most games of a run play the same two
 * lists, so each thread remembers the last list of each seat (type_memo[seat]) with
 * the pool generation it was read from (dinn_pool_load may replace the pool): its
 * card-type masks, and for each hero of the list, once asked, the Equipment/Action
 * cards of the list whose icons are all on that hero (the attribute rule without
 * adopted attributes). `id` names the content: unique among all threads' memos, and
 * reused only after 65,535 more memos are built (a game is set up and played on one
 * thread, which builds none meanwhile), so a side whose dinn_side_t.memo equals it
 * holds this very list (setup sets it; determinize clears it when it re-deals
 * identities). */
typedef struct type_memo {
    unsigned generation;
    int n;
    uint16_t id;
    uint64_t type[DINN_ANY];
    uint64_t plays_known;            /* heroes whose plays[] entry is filled */
    uint64_t plays[DINN_MAX_DECK];
    uint8_t ids[DINN_MAX_DECK];
} type_memo_t;
static _Thread_local type_memo_t type_memo[2];
static uint16_t type_memo_ids; /* the last id given (atomic increments) */

/* Whether the n bytes at a and b are equal, for a deck list (n <= DINN_MAX_DECK): a
 * list of 32 bytes or more as two overlapping 32-byte compares, inline (both buffers
 * hold at least n bytes), a shorter one by memcmp. */
static inline int same_list(const uint8_t *a, const uint8_t *b, int n)
{
    if (n < 32)
        return memcmp(a, b, (size_t)n) == 0;
#if defined(__SSE4_1__)
    /* four 16-byte differences or'ed, tested by one ptest (gcc's reduction of a
     * generic vector goes through the stack) */
    const __m128i d0 = _mm_xor_si128(_mm_loadu_si128((const __m128i *)a),
                                     _mm_loadu_si128((const __m128i *)b));
    const __m128i d1 = _mm_xor_si128(_mm_loadu_si128((const __m128i *)(a + 16)),
                                     _mm_loadu_si128((const __m128i *)(b + 16)));
    const __m128i d2 = _mm_xor_si128(_mm_loadu_si128((const __m128i *)(a + n - 32)),
                                     _mm_loadu_si128((const __m128i *)(b + n - 32)));
    const __m128i d3 = _mm_xor_si128(_mm_loadu_si128((const __m128i *)(a + n - 16)),
                                     _mm_loadu_si128((const __m128i *)(b + n - 16)));
    const __m128i d = _mm_or_si128(_mm_or_si128(d0, d1), _mm_or_si128(d2, d3));
    return _mm_testz_si128(d, d);
#else
    typedef uint8_t u8x32 __attribute__((vector_size(32), aligned(1)));
    const u8x32 x0 = *(const u8x32 *)a, y0 = *(const u8x32 *)b;
    const u8x32 x1 = *(const u8x32 *)(a + n - 32), y1 = *(const u8x32 *)(b + n - 32);
    typedef uint64_t u64x4 __attribute__((vector_size(32)));
    const u64x4 d = (u64x4)((x0 ^ y0) | (x1 ^ y1));
    return (d[0] | d[1] | d[2] | d[3]) == 0;
#endif
}

/* Copy a deck list of n bytes (n <= DINN_MAX_DECK), inline as same_list. */
static inline void copy_list(uint8_t *dst, const uint8_t *src, int n)
{
    if (n < 32) {
        memcpy(dst, src, (size_t)n);
        return;
    }
#if defined(__SSE4_1__)
    /* all four loads before the stores (the lists may not overlap, but the compiler
     * cannot know), in registers */
    const __m128i h0 = _mm_loadu_si128((const __m128i *)src),
                  h1 = _mm_loadu_si128((const __m128i *)(src + 16)),
                  t0 = _mm_loadu_si128((const __m128i *)(src + n - 32)),
                  t1 = _mm_loadu_si128((const __m128i *)(src + n - 16));
    _mm_storeu_si128((__m128i *)dst, h0);
    _mm_storeu_si128((__m128i *)(dst + 16), h1);
    _mm_storeu_si128((__m128i *)(dst + n - 32), t0);
    _mm_storeu_si128((__m128i *)(dst + n - 16), t1);
#else
    uint8_t head[32], tail[32];
    memcpy(head, src, 32);
    memcpy(tail, src + n - 32, 32);
    memcpy(dst, head, 32);
    memcpy(dst + n - 32, tail, 32);
#endif
}

static void deck_types(int seat, const uint8_t *ids, int n, uint64_t type_out[DINN_ANY],
                       uint16_t *memo_out)
{
    type_memo_t *m = &type_memo[seat];
    if (m->generation != dinn_pool_generation || m->n != n || !same_list(m->ids, ids, n) ||
        !m->id) {
        /* the masks built in locals: stores through m would make the compiler reload
         * the byte-sized list entries it may alias on every card */
        uint64_t type[DINN_ANY] = {0, 0, 0};
        for (int i = 0; i < n; i++)
            type[dinn_pool->card[ids[i]].type] |= BIT(i);
        memcpy(m->type, type, sizeof type);
        memcpy(m->ids, ids, (size_t)n);
        m->n = n;
        m->generation = dinn_pool_generation;
        m->plays_known = 0;
        uint16_t id;
        do
            id = __atomic_add_fetch(&type_memo_ids, 1, __ATOMIC_RELAXED);
        while (id == 0);
        m->id = id;
    }
    memcpy(type_out, m->type, sizeof m->type);
    *memo_out = m->id;
}

/* Equipment/Action cards of p's list its hero (no adopted attributes) can play, from
 * the memo of p's list (valid: me->memo == type_memo[p].id). */
static __attribute__((noinline)) uint64_t memo_plays_fill(const dinn_side_t *me, int p)
{
    type_memo_t *m = &type_memo[p];
    const int h = me->hero;
    m->plays[h] = playable_with(me, full_mask(me) & ~me->type[DINN_HERO], card_of(me, h)->eff);
    m->plays_known |= BIT(h);
    return m->plays[h];
}

static inline uint64_t memo_plays(const dinn_side_t *me, int p)
{
    const type_memo_t *m = &type_memo[p];
    const int h = me->hero;
    if (__builtin_expect(!(m->plays_known & BIT(h)), 0))
        return memo_plays_fill(me, p);
    return m->plays[h];
}

/* Whether p's cards can be read from the memo of its list: the list is the memo's
 * and no attribute was adopted. */
static inline int memo_serves(const dinn_side_t *me, int p)
{
    return me->memo == type_memo[p].id && me->memo != 0 && !me->adopted;
}

uint64_t dinn_list_playable(const dinn_state_t *st, int p)
{
    const dinn_side_t *me = &st->s[p];
    if (me->hero != DINN_NONE && memo_serves(me, p))
        return memo_plays(me, p);
    return playable_among(st, p, full_mask(me) & ~me->type[DINN_HERO]);
}

/* Key of the playable-card memo (dinn_side_t.pl_key): the hero's attributes with
 * bit 31 set (attributes use 24 bits), 0 without a hero. */
#define PL_KEY_SET (1u << 31)
static inline uint32_t playable_key(const dinn_state_t *st, int p)
{
    return st->s[p].hero == DINN_NONE ? 0 : dinn_hero_attrs(st, p) | PL_KEY_SET;
}

/* PL_KEY_HERO (dinn_internal.h): the hand's memo keyed by the active hero's list index
 * rather than its attributes (bit 30 instead of 31): pl_ok then holds every
 * Equipment/Action card of the list that hero can play without adopted attributes,
 * copied from the list's memo when the hero is revealed. */

/* Bring p's memo up to date with its hand (a new hero empties it first). */
static inline __attribute__((always_inline)) void note_playable(dinn_state_t *st, int p)
{
    dinn_side_t *me = &st->s[p];
    if (me->hero != DINN_NONE && memo_serves(me, p)) {
        me->pl_key = PL_KEY_HERO | me->hero; /* pl_seen is not read under this key */
        me->pl_ok = memo_plays(me, p);
        return;
    }
    const uint32_t key = playable_key(st, p);
    if (!key)
        return;
    if (me->pl_key != key) {
        me->pl_key = key;
        me->pl_seen = me->pl_ok = 0;
    }
    const uint64_t fresh = me->hand & ~me->type[DINN_HERO] & ~me->pl_seen;
    me->pl_ok |= playable_with(me, fresh, key);
    me->pl_seen |= fresh;
}

/* The Equipment/Action cards in p's hand the hero can play, when the hero's cards are
 * not in the hand's memo (card_moves): from the list's memo,
 * else from the hand's memo where it covers the cards, checked one by one
 * otherwise. */
static __attribute__((noinline)) uint64_t playable_hand_checked(const dinn_state_t *st, int p)
{
    const dinn_side_t *me = &st->s[p];
    if (me->hero == DINN_NONE)
        return 0;
    if (memo_serves(me, p))
        return memo_plays(me, p) & me->hand;
    const uint32_t key = playable_key(st, p);
    if (!key)
        return 0;
    const uint64_t cand = me->hand & ~me->type[DINN_HERO];
    if (me->pl_key != key)
        return playable_with(me, cand, key);
    return (me->pl_ok & cand) | playable_with(me, cand & ~me->pl_seen, key);
}

/* One move per card of m after the n already in out (below). */
static inline int add_bits(move_t *out, int n, int kind, uint64_t m);

/* The card moves after the n in out when the hand's memo does not serve (out of
 * line: the common case then calls nothing and saves no register). */
static __attribute__((noinline)) int card_moves_checked(const dinn_state_t *st, int p,
                                                        move_t *out, int n)
{
    return add_bits(out, n, MV_PLAY, playable_hand_checked(st, p));
}

_Static_assert(offsetof(dinn_side_t, pl_key) == offsetof(dinn_side_t, adopted) + 4 &&
                   sizeof(((dinn_side_t *)0)->adopted) == 4 &&
                   __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__,
               "adopted and pl_key read as one little-endian word");
/* A move per Equipment/Action card in p's hand the hero can play, after the n in out:
 * the hero's cards noted when it was revealed (PL_KEY_HERO), else
 * card_moves_checked. */
static inline int card_moves(const dinn_state_t *st, const dinn_side_t *me, int p,
                             move_t *out, int n)
{
    /* the key and no adopted attribute, in one compare of the two words together */
    uint64_t w;
    memcpy(&w, &me->adopted, sizeof w);
    if (__builtin_expect(w == (uint64_t)(PL_KEY_HERO | me->hero) << 32, 1))
        return add_bits(out, n, MV_PLAY, me->pl_ok & me->hand);
    return card_moves_checked(st, p, out, n);
}

static int equipment_count(const dinn_state_t *st, int p)
{
    int n = 0;
    for (int k = 0; k < 2; k++)
        n += st->s[p].slot[k] != DINN_NONE &&
             slot_card(st, st->s[p].slot[k])->type == DINN_EQUIPMENT;
    return n;
}

/* Power a continuous ability gives its own hero. Inline in power_before_weaken: the
 * call (and the registers saved around it) cost about as much as most cases. */
static inline __attribute__((always_inline)) int static_bonus(const dinn_state_t *st, int p,
                                                              const dinn_card_t *c)
{
    const dinn_side_t *me = &st->s[p], *op = &st->s[1 - p];
    switch (c->fx) {
    case FX_POWER:
        return c->a;
    case FX_POWER_IF_OPP_HEARTS_MORE:
        return hero_hearts(op) > hero_hearts(me) ? c->a : 0;
    case FX_POWER_IF_HEARTS_BEHIND:
        return me->hearts < op->hearts ? c->a : 0;
    case FX_POWER_PER_HAND:
        return mini(c->c, c->b * popc(me->hand & type_mask(me, c->a)));
    case FX_POWER_PER_GRAVE:
        return mini(c->c, c->b * popc(me->grave & type_mask(me, c->a)));
    case FX_POWER_PER_EQUIPMENT:
        return c->a * equipment_count(st, p);
    default:
        return 0;
    }
}

int dinn_static_bonus(const dinn_state_t *st, int p, const dinn_card_t *c)
{
    return static_bonus(st, p, c);
}

/* Sum of one effect's first parameter over p's working abilities. */
static inline __attribute__((always_inline)) int fx_sum(const dinn_state_t *st, int p, int fx)
{
    const dinn_side_t *me = SIDE_OF(st, p);
    int sum = 0;
    if (me->hero != DINN_NONE && !me->hero_negated && card_of(me, me->hero)->fx == fx)
        sum += card_of(me, me->hero)->a;
    for (int k = 0; k < 2; k++)
        if (me->slot[k] != DINN_NONE && !(me->slot_flags[k] & SLOT_NEGATED) &&
            slot_card(st, me->slot[k])->fx == fx)
            sum += slot_card(st, me->slot[k])->a;
    return sum;
}

_Static_assert(FX_COUNT <= 64, "effect codes fit a 64-bit set");
#define FXBIT(fx) (1ULL << (fx))

/* The effects that resolve in the two hero windows of the reveals (dinn_fx_info's
 * window of each; dinn_game_init checks that the table agrees). */
#define END_FIRST_FX (FXBIT(FX_UNDERDOG) | FXBIT(FX_DUEL_SHATTER))
#define START_SECOND_FX (FXBIT(FX_SECOND_DRAW) | FXBIT(FX_SECOND_UNDERDOG))
#define WINDOW_FX(w)                                                                       \
    ((w) == WIN_END_FIRST ? END_FIRST_FX : (w) == WIN_START_SECOND ? START_SECOND_FX : 0)

/* fx_sum, skipped when the effect is not in `set`, the side's working abilities as
 * a set of effect codes (the hero unless negated, the cards in front of it unless
 * negated; power_pair_fx collects it with the powers): most cards have none that
 * the battle asks about, so one pass over the cards spares a pass per effect. */
static inline int fx_sum_in(const dinn_state_t *st, int p, uint64_t set, int fx)
{
    return (set & FXBIT(fx)) ? fx_sum(st, p, fx) : 0;
}

/* The abilities that act after a battle (after_battle). */
#define AFTER_BATTLE_FX \
    (FXBIT(FX_ON_DEFEAT_DRAW) | FXBIT(FX_ON_DEFEAT_DISCARD_OPP) | FXBIT(FX_ON_WIN_RESTORE))

/* Continuous abilities that change their own hero's power (static_bonus). */
#define SELF_POWER_FX                                                                     \
    (FXBIT(FX_POWER) | FXBIT(FX_POWER_IF_OPP_HEARTS_MORE) | FXBIT(FX_POWER_IF_HEARTS_BEHIND) | \
     FXBIT(FX_POWER_PER_HAND) | FXBIT(FX_POWER_PER_GRAVE) | FXBIT(FX_POWER_PER_EQUIPMENT))
/* ... and with weaken, every continuous ability that counts in a power total (one
 * test tells the many cards without one apart) */
#define POWER_FX (SELF_POWER_FX | FXBIT(FX_WEAKEN))

/* p's power before the opponent's weakening (0 without a hero), and in *weaken what
 * p's own working abilities take from the opponent (fx_sum(p, FX_WEAKEN)). One pass
 * over p's cards serves both, so a pair of powers costs two passes, not four; and,
 * when `set` is not NULL, the set of p's working abilities too. */
static inline __attribute__((always_inline)) int power_before_weaken(const dinn_state_t *st, int p,
                                                                     int *weaken, uint64_t *set)
{
    const dinn_side_t *me = &st->s[p];
    int pw = 0, wk = 0;
    uint64_t fx = 0;
    const int hero = me->hero != DINN_NONE;
    if (hero) {
        const dinn_card_t *h = card_of(me, me->hero);
        pw = h->power + me->round_pow;
        if (set && !me->hero_negated)
            fx |= FXBIT(h->fx);
        if (!me->hero_negated && (FXBIT(h->fx) & POWER_FX)) {
            if (h->fx == FX_WEAKEN)
                wk += h->a;
            else if (h->fx == FX_POWER)
                pw += h->a;
            else
                pw += static_bonus(st, p, h);
        }
    }
    for (int k = 0; k < 2; k++) {
        if (me->slot[k] == DINN_NONE)
            continue;
        const dinn_card_t *c = slot_card(st, me->slot[k]);
        /* an Equipment card's power (a slot holds Equipment and Action cards only, and
         * an Action card's power is 0: the card loader's range) */
        pw += c->power * ((me->slot_flags[k] & SLOT_DOUBLED) ? 2 : 1);
        if (set && !(me->slot_flags[k] & SLOT_NEGATED))
            fx |= FXBIT(c->fx);
        if (!(me->slot_flags[k] & SLOT_NEGATED) && (FXBIT(c->fx) & POWER_FX)) {
            if (c->fx == FX_WEAKEN)
                wk += c->a;
            else if (c->fx == FX_POWER)
                pw += c->a;
            else
                pw += static_bonus(st, p, c);
        }
    }
    *weaken = wk;
    if (set)
        *set = fx;
    return hero ? pw : 0;
}

/* Both players' current total power. Inline, as power_pair_fx: a count is a few
 * dozen instructions, the call and the registers saved around it a good part of
 * that, and the callers are few. */
static inline __attribute__((always_inline)) void power_pair(const dinn_state_t *st, int pw[2])
{
    int wk[2];
    pw[0] = power_before_weaken(st, 0, &wk[0], NULL);
    pw[1] = power_before_weaken(st, 1, &wk[1], NULL);
    for (int p = 0; p < 2; p++)
        if (st->s[p].hero != DINN_NONE)
            pw[p] -= wk[1 - p];
}

/* power_pair, and both sides' working abilities in fx. */
static inline __attribute__((always_inline)) void power_pair_fx(const dinn_state_t *st, int pw[2],
                                                                uint64_t fx[2])
{
    int wk[2];
    pw[0] = power_before_weaken(st, 0, &wk[0], &fx[0]);
    pw[1] = power_before_weaken(st, 1, &wk[1], &fx[1]);
    for (int p = 0; p < 2; p++)
        if (st->s[p].hero != DINN_NONE)
            pw[p] -= wk[1 - p];
}

void dinn_power_pair(const dinn_state_t *st, int pw[2])
{
    power_pair(st, pw);
}

int dinn_power(const dinn_state_t *st, int p)
{
    int pw[2];
    power_pair(st, pw);
    return pw[p];
}

/* ---- card movements ---- */

/* rng_below(n) of a deck's generator (dinn_deck_rng) whose state is `*state`, a
 * local of the caller, in a register */
static inline __attribute__((always_inline)) uint32_t deck_below(uint64_t *state, uint32_t n)
{
    /* rng_below_fixed(state, DINN_DECK_STREAM, n), the same draw, with the output's
     * shifts taken from the old state before the step overwrites it in its register
     * (the empty asm orders them): one copy of the state a draw instead of two */
    uint64_t old = *state;
    const uint32_t xs = (uint32_t)(((old >> 18u) ^ old) >> 27u), rot = (uint32_t)(old >> 59u);
    __asm__("" : "+r"(old));
    *state = old * RNG_MULT + DINN_DECK_STREAM;
    const uint32_t x = (xs >> rot) | (xs << ((-rot) & 31u));
    uint64_t m = (uint64_t)x * n;
    if (__builtin_expect((uint32_t)m < n, 0)) {
        /* rng_below's rejection of a biased draw */
        const uint32_t threshold = (uint32_t)(-n) % n;
        rng_t g = {*state, DINN_DECK_STREAM};
        while ((uint32_t)m < threshold)
            m = (uint64_t)rng_u32(&g) * n;
        *state = g.state;
    }
    return (uint32_t)(m >> 32);
}

/* Draw k random cards of the deck (fewer if it runs out), from the deck's own
 * generator (mirrored deals). A dense deck is sampled by rejection over the whole
 * list (cheap, uniform); a sparse one by selecting among its cards. */
static __attribute__((noinline)) void draw_cards_mixed(dinn_side_t *me, int k)
{
    uint64_t state = me->shuffle, deck = me->deck;
    const uint64_t before = deck;
    /* the deck's size counted once, then kept as cards leave it */
    const int n = me->n, left = popc(deck), want = mini(k, left);
    for (int c = left; c > left - want; c--) {
        int i;
        if (2 * c >= n) {
            do
                i = (int)deck_below(&state, (uint32_t)n);
            while (!(deck & BIT(i)));
        } else {
            i = select_bit(deck, (int)deck_below(&state, (uint32_t)c));
        }
        deck ^= BIT(i);
    }
    me->deck = deck;
    me->hand |= before ^ deck;
    me->shuffle = state;
}

/* draw_cards_mixed; when the deck stays dense through the whole draw (most draws),
 * with the rejection loop alone (the drawn cards are the difference of the deck
 * before and after). */
static inline __attribute__((always_inline)) void draw_cards_in(dinn_side_t *me, int k)
{
    const uint64_t before = me->deck;
    const uint32_t n = me->n;
    const int left = popc(before);
    if (k <= 0 || k > left || 2 * (left - k + 1) < (int)n) {
        draw_cards_mixed(me, k);
        return;
    }
    uint64_t state = me->shuffle, deck = before;
    /* one loop over the tries: a try that finds its card in the deck draws it, until
     * k are drawn. Without a branch on the try, which is a coin the CPU cannot
     * predict: the card is cleared whether or not it was there (one btr on x86-64)
     * and the deck's count says when k are gone. */
    const uint64_t until = (uint64_t)(left - k);
    do {
        const uint64_t i = deck_below(&state, n);
#if defined(__x86_64__)
        __asm__("btrq %1, %0" : "+r"(deck) : "r"(i) : "cc");
#else
        deck &= ~BIT(i);
#endif
    } while (bits_count(deck) != until);
    me->deck = deck;
    me->hand |= before ^ deck;
    me->shuffle = state;
}

static void draw_cards(dinn_side_t *me, int k)
{
    draw_cards_in(me, k);
}

/* The round's draw of both seats, k cards each, in one call (round_start). */
static void draw_cards_both(dinn_side_t *a, dinn_side_t *b, int k)
{
    draw_cards_in(a, k);
    draw_cards_in(b, k);
}

/* A random Hero of the deck to the hand, from the deck's own generator. */
static uint64_t hero_from_deck(dinn_side_t *me)
{
    rng_t d = dinn_deck_rng(me);
    uint64_t b = BIT(pick_bit(&d, me->deck & me->type[DINN_HERO]));
    me->shuffle = d.state;
    me->deck ^= b;
    me->hand |= b;
    return b;
}

/* Out of line, as the compiler chose before the playout came: inlined into the round's
 * flow it costs more registers there than the call. */
static __attribute__((noinline)) void discard_random(dinn_side_t *me, int k, rng_t *rng)
{
    for (int i = 0; i < k && me->hand; i++) {
        uint64_t b = BIT(pick_bit(rng, me->hand));
        me->hand ^= b;
        me->grave |= b;
        me->known &= ~b;
    }
}

static void shatter(dinn_side_t *me, int k)
{
    me->hearts = (int8_t)maxi(0, me->hearts - k);
}

static void restore(dinn_state_t *st, dinn_side_t *me, int k)
{
    me->hearts = (int8_t)mini(st->rule.hearts, me->hearts + k);
}

/* The no-hero rule: shuffle the hand back and draw as many, until a Hero comes.
 * Rejection gives the exact distribution; the bound only guards against a
 * pathological rule set (it is never reached with a hero in hand or deck). */
static int redraw_until_hero(dinn_side_t *me)
{
    uint64_t heroes = me->type[DINN_HERO];
    int k = popc(me->hand);
    if (k == 0 || (me->hand & heroes) || !((me->hand | me->deck) & heroes))
        return 0;
    for (int tries = 0; !(me->hand & heroes); tries++) {
        me->deck |= me->hand;
        me->hand = 0;
        if (tries == 1 << 16) {
            hero_from_deck(me);
            draw_cards(me, k - 1);
            break;
        }
        draw_cards(me, k);
    }
    me->known = 0;
    return 1;
}

/* Move a card of the deck to the hand in view of the opponent. */
static void deck_to_hand_shown(dinn_side_t *me, int idx)
{
    me->deck &= ~BIT(idx);
    me->hand |= BIT(idx);
    me->known |= BIT(idx);
}

/* The same steps for seat p, reported to a trace (`why` names the rule or ability).
 * Draws are seen by p only; discards, hearts and returns are public. */
static void draw_for(dinn_state_t *st, int p, int k, const char *why, rng_t *rng, const int h)
{
    if (k <= 0)
        return;
    dinn_side_t *me = SIDE_OF(st, p);
    const uint64_t before = me->hand;
    (void)rng;
    draw_cards(me, k);
    if (TRACE_IF(h) && me->hand != before)
        dinn_trace_cards(st, "draw", p, me->hand & ~before, why, 1);
    if (CARD_IF(h))
        dinn_usage_cards(st, p, me->hand & ~before, CARD_DRAWN);
}

static void discard_for(dinn_state_t *st, int p, int k, const char *why, rng_t *rng,
                        const int h)
{
    if (k <= 0)
        return;
    dinn_side_t *me = &st->s[p];
    const uint64_t before = me->grave;
    discard_random(me, k, rng);
    if (TRACE_IF(h) && me->grave != before)
        dinn_trace_cards(st, "discard", p, me->grave & ~before, why, 0);
}

static void shatter_for(dinn_state_t *st, int p, int k, const char *why, const int h)
{
    if (k <= 0)
        return;
    const int before = st->s[p].hearts;
    shatter(SIDE_OF(st, p), k);
    if (TRACE_IF(h) && st->s[p].hearts != before)
        dinn_trace_hearts(st, "shatter", p, before - st->s[p].hearts, why);
}

static void restore_for(dinn_state_t *st, int p, int k, const char *why, const int h)
{
    if (k <= 0)
        return;
    const int before = st->s[p].hearts;
    restore(st, &st->s[p], k);
    if (TRACE_IF(h) && st->s[p].hearts != before)
        dinn_trace_hearts(st, "restore", p, st->s[p].hearts - before, why);
}

static int redraw_for(dinn_state_t *st, int p, const int h)
{
    int done = redraw_until_hero(SIDE_OF(st, p));
    if (done && TRACE_IF(h))
        dinn_trace_cards(st, "redraw", p, st->s[p].hand, "no hero in hand", 1);
    return done;
}

/* ---- game end ---- */

static void end_game(dinn_state_t *st, int losers, const char *why, const int h)
{
    st->phase = PH_OVER;
    st->to_move = 0xFF; /* dinn_to_move reads -1 from it */
    st->stage = SG_WAIT;
    st->winner = losers == 3 ? -1 : losers == 1 ? 1 : 0;
    if (TRACE_IF(h)) {
        dinn_trace_game_end(st, losers, why);
        dinn_trace_deal_end(st);
    }
}

/* Hearts check ("a player with no heart cards in play loses; both: a tie"). */
static int check_hearts(dinn_state_t *st, const int h)
{
    int losers = (st->s[0].hearts <= 0) | (st->s[1].hearts <= 0) << 1;
    if (losers)
        end_game(st, losers, "no hearts", h);
    return losers != 0;
}

/* ---- ordering ---- */

static int attr_count(const dinn_side_t *s)
{
    const dinn_card_t *h = card_of(s, s->hero);
    return popc(h->attrs | s->adopted);
}

/* Seat whose card resolves first, from the two powers compared (pa, pb): higher
 * power, then the hero with more hearts, then more attributes, then a coin flip.
 * h0, h1: both heroes' cards when the caller has them at hand, else NULL (the hearts
 * are then looked up on a tie only, 0 without a hero). */
static inline __attribute__((always_inline)) int order_by(const dinn_state_t *st, int pa, int pb,
                                                          const dinn_card_t *h0,
                                                          const dinn_card_t *h1, rng_t *rng,
                                                          const int h)
{
    const dinn_side_t *a = &st->s[0], *b = &st->s[1];
    if (pa != pb)
        return pa > pb ? 0 : 1;
    const int ha = h0 ? h0->hearts : hero_hearts(a), hb = h1 ? h1->hearts : hero_hearts(b);
    if (ha != hb)
        return ha > hb ? 0 : 1;
    if (attr_count(a) != attr_count(b))
        return attr_count(a) > attr_count(b) ? 0 : 1;
    const int coin = (int)rng_below(rng, 2);
    if (TRACE_IF(h))
        dinn_trace_coin(coin);
    return coin;
}

/* Seat whose card resolves first (order_by). The first reveal compares the revealed
 * heroes' power (base plus round changes already in effect, before abilities);
 * later reveals compare current total power (left in pw for the caller, and the
 * working abilities in fx unless it is NULL). Inline: each caller's reveal (and
 * whether it wants fx) is then known where the powers are counted. */
static inline __attribute__((always_inline)) int first_to_resolve(const dinn_state_t *st,
                                                                  int reveal, rng_t *rng,
                                                                  int pw[2], uint64_t fx[2],
                                                                  const int h)
{
    const dinn_side_t *a = &st->s[0], *b = &st->s[1];
    int pa, pb;
    if (reveal == 1) {
        pa = card_of(a, a->hero)->power + a->round_pow;
        pb = card_of(b, b->hero)->power + b->round_pow;
    } else {
        if (fx)
            power_pair_fx(st, pw, fx);
        else
            power_pair(st, pw);
        pa = pw[0];
        pb = pw[1];
    }
    return order_by(st, pa, pb, NULL, NULL, rng, h);
}

/* ---- effects with targets ---- */

/* Equipment slots an effect may pick from: arg = side * 2 + slot. */
static int effect_targets(const dinn_state_t *st, int fx, int ctl, uint8_t out[4])
{
    int n = 0, side = fx == FX_DOUBLE_EQUIPMENT ? ctl : 1 - ctl;
    const dinn_side_t *s = &st->s[side];
    for (int k = 0; k < 2; k++) {
        if (s->slot[k] == DINN_NONE || slot_card(st, s->slot[k])->type != DINN_EQUIPMENT)
            continue;
        if (fx == FX_DOUBLE_EQUIPMENT && (s->slot_flags[k] & SLOT_DOUBLED))
            continue;
        out[n++] = (uint8_t)(side * 2 + k);
    }
    return n;
}

static void swap_slots(dinn_side_t *a, int i, dinn_side_t *b, int j)
{
    uint8_t v = a->slot[i], f = a->slot_flags[i];
    a->slot[i] = b->slot[j];
    a->slot_flags[i] = b->slot_flags[j];
    b->slot[j] = v;
    b->slot_flags[j] = f;
}

/* Apply a targeted effect of ctl to the slot `arg` (side * 2 + slot). */
static void apply_target(dinn_state_t *st, int fx, int ctl, int arg)
{
    dinn_side_t *me = &st->s[ctl], *ts = &st->s[arg >> 1];
    int k = arg & 1;
    if (fx == FX_DOUBLE_EQUIPMENT) {
        ts->slot_flags[k] |= SLOT_DOUBLED;
    } else if (fx == FX_EXCHANGE_EQUIPMENT) {
        /* give the weakest equipment of one's own (at most one in practice) */
        int mine = -1;
        for (int i = 0; i < 2; i++)
            if (me->slot[i] != DINN_NONE && slot_card(st, me->slot[i])->type == DINN_EQUIPMENT &&
                (mine < 0 || slot_card(st, me->slot[i])->power <
                                 slot_card(st, me->slot[mine])->power))
                mine = i;
        if (mine >= 0)
            swap_slots(me, mine, ts, k);
    } else if (fx == FX_BOUNCE_EQUIPMENT) {
        /* Card ownership: a card that would go to a non-owner's hand goes to its
         * owner's graveyard instead. */
        uint8_t v = ts->slot[k];
        dinn_side_t *owner = &st->s[SLOT_OWNER(v)];
        if (SLOT_OWNER(v) == ctl) {
            owner->hand |= BIT(SLOT_IDX(v));
            owner->known |= BIT(SLOT_IDX(v));
        } else {
            owner->grave |= BIT(SLOT_IDX(v));
        }
        ts->slot[k] = DINN_NONE;
        ts->slot_flags[k] = 0;
    }
}

/* ---- on-reveal abilities ---- */

/* Negate the card the opponent revealed in the same reveal (its hero at the first). */
static void negate_opponent_card(dinn_state_t *st, int ctl)
{
    dinn_side_t *op = &st->s[1 - ctl];
    if (st->reveal == 1) {
        op->hero_negated = 1;
        return;
    }
    for (int e = 0; e < st->qn; e++) {
        if (st->q[e][0] != 1 - ctl)
            continue;
        uint8_t v = SLOT(st->q[e][0], st->q[e][1]);
        for (int side = 0; side < 2; side++)
            for (int k = 0; k < 2; k++)
                if (st->s[side].slot[k] == v)
                    st->s[side].slot_flags[k] |= SLOT_NEGATED;
    }
}

/* Resolve c's on-reveal ability for its controller. Returns 1 when a choice is
 * now awaited (phase set), 0 when done. */
static inline __attribute__((always_inline)) int resolve_reveal(dinn_state_t *st, int ctl,
                                                                const dinn_card_t *c, rng_t *rng,
                                                                const int h)
{
    dinn_side_t *me = &st->s[ctl], *op = &st->s[1 - ctl];
    switch (c->fx) {
    case FX_DRAW:
        draw_for(st, ctl, c->a, "ability", rng, h);
        break;
    case FX_OPP_DISCARD:
        discard_for(st, 1 - ctl, c->a, "ability", rng, h);
        break;
    case FX_SEARCH_PAIR: {
        /* a search reshuffles the deck: the deck is kept as a set and drawn at random,
         * so the shuffle is implicit (RULES.md) */
        uint64_t cand = me->deck & me->type[c->a];
        if (popc(cand) >= 2) {
            st->pend_fx = c->fx;
            st->pend_p = (uint8_t)ctl;
            st->pend_arg = (uint8_t)c->a;
            st->phase = PH_SHOW;
            st->to_move = (uint8_t)ctl;
            return 1;
        }
        if (cand) {
            deck_to_hand_shown(me, __builtin_ctzll(cand));
            if (TRACE_IF(h))
                dinn_trace_cards(st, "search", ctl, cand, "the only card of its type", 0);
            if (CARD_IF(h))
                dinn_usage_cards(st, ctl, cand, CARD_DRAWN);
        }
        break;
    }
    case FX_RETURN_ALL: {
        uint64_t m = me->grave & type_mask(me, c->a);
        me->grave &= ~m;
        me->hand |= m;
        me->known |= m;
        if (TRACE_IF(h) && m)
            dinn_trace_cards(st, "return", ctl, m, "ability", 0);
        if (CARD_IF(h))
            dinn_usage_cards(st, ctl, m, CARD_DRAWN);
        break;
    }
    case FX_RETURN_RANDOM: {
        uint64_t m = me->grave & type_mask(me, c->a);
        if (m) {
            uint64_t b = BIT(pick_bit(rng, m));
            me->grave ^= b;
            me->hand |= b;
            me->known |= b;
            if (TRACE_IF(h))
                dinn_trace_cards(st, "return", ctl, b, "ability", 0);
            if (CARD_IF(h))
                dinn_usage_cards(st, ctl, b, CARD_DRAWN);
        }
        break;
    }
    case FX_NEGATE_HERO:
        op->hero_negated = 1;
        break;
    case FX_NEGATE_CARD:
        negate_opponent_card(st, ctl);
        break;
    case FX_DOUBLE_EQUIPMENT:
    case FX_EXCHANGE_EQUIPMENT:
    case FX_BOUNCE_EQUIPMENT: {
        uint8_t t[4];
        int n = effect_targets(st, c->fx, ctl, t);
        if (c->fx == FX_EXCHANGE_EQUIPMENT && equipment_count(st, ctl) == 0)
            n = 0;
        if (n == 1) {
            if (TRACE_IF(h)) {
                const dinn_state_t before = *st;
                apply_target(st, c->fx, ctl, t[0]);
                dinn_trace_target(&before, st, c->fx, ctl, t[0], "the only target");
            } else {
                apply_target(st, c->fx, ctl, t[0]);
            }
        }
        if (n >= 2) {
            st->pend_fx = c->fx;
            st->pend_p = (uint8_t)ctl;
            st->phase = PH_TARGET;
            st->to_move = (uint8_t)ctl;
            return 1;
        }
        break;
    }
    case FX_ADOPT_ATTRIBUTES:
        if (op->hero != DINN_NONE)
            me->adopted |= card_of(op, op->hero)->attrs | op->adopted;
        break;
    case FX_RESTORE_HEARTS:
        restore_for(st, ctl, c->a, "ability", h);
        break;
    case FX_GAIN_ESSENCE:
        me->essence = (uint8_t)mini(st->rule.essence_max, me->essence + c->a);
        break;
    case FX_SPEND_ESSENCE:
        me->round_pow = (int8_t)mini(100, me->round_pow + c->a * me->essence);
        me->essence = 0;
        break;
    case FX_OPP_SKIP_DRAW:
        op->skip_draw = 1;
        break;
    case FX_DRAW_NEXT_ROUND:
        me->draw_bonus = (uint8_t)mini(30, me->draw_bonus + c->a);
        break;
    case FX_HEAL_NEXT_ROUND:
        me->heal_next = (uint8_t)mini(9, me->heal_next + c->a);
        break;
    case FX_POWER_NEXT_ROUND:
        me->power_next = (int8_t)mini(50, me->power_next + c->a);
        break;
    case FX_POWER_PER_HAND:
        /* shared information: the power depends on the hand, so it is shown */
        me->known |= me->hand;
        break;
    default:
        break;
    }
    return 0;
}

/* Where a revealed card is now: its holder side and whether it is negated; NULL
 * when it has left play (bounced). */
static const dinn_card_t *locate(const dinn_state_t *st, int owner, int idx, int *holder,
                                 int *negated)
{
    if (st->s[owner].hero == idx) {
        *holder = owner;
        *negated = st->s[owner].hero_negated;
        return card_of(&st->s[owner], idx);
    }
    uint8_t v = SLOT(owner, idx);
    for (int side = 0; side < 2; side++)
        for (int k = 0; k < 2; k++)
            if (st->s[side].slot[k] == v) {
                *holder = side;
                *negated = st->s[side].slot_flags[k] & SLOT_NEGATED;
                return card_of(&st->s[owner], idx);
            }
    return NULL;
}

/* The effects resolve_reveal acts on: the on-reveal codes (FX_DRAW through
 * FX_POWER_NEXT_ROUND in enum order) and power_per_hand, which shows the hand. */
#define RESOLVED_ON_REVEAL \
    ((FXBIT(FX_POWER_NEXT_ROUND + 1) - FXBIT(FX_DRAW)) | FXBIT(FX_POWER_PER_HAND))

/* On-reveal effects that change neither power nor the working abilities: Essence
 * gained, delayed counters, adopted attributes, a hand shown (resolve_reveal). */
#define POWER_KEEPING_FX                                                                    \
    (FXBIT(FX_GAIN_ESSENCE) | FXBIT(FX_OPP_SKIP_DRAW) | FXBIT(FX_DRAW_NEXT_ROUND) |          \
     FXBIT(FX_HEAL_NEXT_ROUND) | FXBIT(FX_POWER_NEXT_ROUND) | FXBIT(FX_ADOPT_ATTRIBUTES) |    \
     FXBIT(FX_POWER_PER_HAND))

/* resolve_reveal with a trace: the ability's event says what it did (the state before
 * it kept to compare), ahead of the events of its steps. */
static __attribute__((noinline)) int resolve_reveal_traced(dinn_state_t *st, int ctl, int owner,
                                                           int idx, const dinn_card_t *c,
                                                           rng_t *rng)
{
    const dinn_state_t before = *st;
    dinn_trace_hold();
    const int waiting = resolve_reveal(st, ctl, c, rng, 1);
    dinn_trace_ability(&before, st, ctl, owner, idx, "reveal", waiting);
    return waiting;
}

/* Resolve the queue from qi; 1 when stopped for a choice. *acted is set when an
 * ability that may change a power or the working abilities was resolved (else the
 * powers and working abilities are what they were). */
static inline __attribute__((always_inline)) int resolve_queue(dinn_state_t *st, rng_t *rng,
                                                               int *acted, const int h)
{
    for (int e = st->qi; e < st->qn; e = st->qi) {
        const int owner = st->q[e][0], idx = st->q[e][1];
        st->qi = (uint8_t)(e + 1);
        /* about half the cards have nothing for resolve_reveal: skip the search */
        if (!(FXBIT(card_of(&st->s[owner], idx)->fx) & RESOLVED_ON_REVEAL))
            continue;
        int holder, negated;
        const dinn_card_t *c = locate(st, owner, idx, &holder, &negated);
        if (!c || negated) {
            if (TRACE_IF(h))
                dinn_trace_ability_skipped(st, c ? holder : owner, owner, idx, "reveal",
                                           c ? "negated" : "left play");
            continue;
        }
        *acted |= !(FXBIT(c->fx) & POWER_KEEPING_FX);
        if (TRACE_IF(h)) {
            if (resolve_reveal_traced(st, holder, owner, idx, c, rng))
                return 1;
        } else if (resolve_reveal(st, holder, c, rng, h)) {
            return 1;
        }
    }
    return 0;
}

/* ---- the phases ---- */

static void open_decision(dinn_state_t *st, int phase, int seat)
{
    st->phase = (uint8_t)phase;
    st->to_move = (uint8_t)seat;
}

/* The side's delayed abilities of the start of a round (skip_draw, draw_bonus,
 * heal_next, three bytes in a row) read as one word: 0 when none. */
_Static_assert(offsetof(dinn_side_t, draw_bonus) == offsetof(dinn_side_t, skip_draw) + 1 &&
                   offsetof(dinn_side_t, heal_next) == offsetof(dinn_side_t, skip_draw) + 2,
               "the delayed draws are three bytes in a row");
static inline uint32_t delayed_draws(const dinn_side_t *me)
{
    uint32_t w;
    memcpy(&w, &me->skip_draw, sizeof w);
    /* the fourth byte (power_next) left out */
    return w & (__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ ? 0x00FFFFFFu : 0xFFFFFF00u);
}

/* Start of round: delayed triggers, the draw, the empty-deck rule, the hero rules. */
static inline __attribute__((always_inline)) void round_start(dinn_state_t *st, rng_t *rng,
                                                              const int h)
{
    int heroless = 0;
    dinn_side_t *const s0 = &st->s[0], *const s1 = &st->s[1];
    /* the common round without sinks: no delayed ability, both decks to draw from; both
     * draws at once (each deck has its own generator and the hero checks below touch
     * one side each, so drawing both before the checks ends in the same state) */
    const int both = !h && st->round > 1 && st->rule.draw_per_round > 0 &&
                     !(delayed_draws(s0) | delayed_draws(s1)) && s0->deck && s1->deck;
    if (both)
        draw_cards_both(s0, s1, st->rule.draw_per_round);
    /* unrolled: each side's fields at constant places */
#pragma GCC unroll 2
    for (int p = 0; p < 2; p++) {
        dinn_side_t *me = &st->s[p];
        int skipped = 0;
        if (both)
            goto hero_check;
        if (me->heal_next)
            restore_for(st, p, me->heal_next, "heal_next_round", h);
        if (st->round > 1) {
            int want = st->rule.draw_per_round + me->draw_bonus;
            if ((me->skip_draw | me->draw_bonus) && TRACE_IF(h))
                dinn_trace_delayed(p, me->skip_draw ? "opp_skip_draw" : "draw_next_round",
                                   me->skip_draw ? 0 : me->draw_bonus);
            if (me->skip_draw)
                skipped = 1;
            else if (want > 0 && me->deck == 0)
                shatter_for(st, p, st->rule.empty_deck_shatter, "empty deck", h);
            else
                draw_for(st, p, want, "round", rng, h);
        }
        me->heal_next = me->skip_draw = me->draw_bonus = 0;
    hero_check:;
        uint64_t heroes = me->type[DINN_HERO];
        if (me->hand & heroes)
            continue;
        if (!(me->deck & heroes)) {
            heroless |= 1 << p;
        } else if (skipped || me->hand == 0) {
            /* no draw through an ability (or nothing to shuffle back): a random hero */
            uint64_t b = hero_from_deck(me);
            if (TRACE_IF(h))
                dinn_trace_cards(st, "draw", p, b, "random hero", 1);
            if (CARD_IF(h))
                dinn_usage_cards(st, p, b, CARD_DRAWN);
        } else if (redraw_for(st, p, h) && CARD_IF(h)) {
            dinn_usage_cards(st, p, me->hand, CARD_DRAWN);
        }
    }
    int losers = heroless | (st->s[0].hearts <= 0) | (st->s[1].hearts <= 0) << 1;
    if (losers)
        end_game(st, losers, heroless ? "no hero in hand or deck" : "no hearts", h);
}

static inline __attribute__((always_inline)) void first_reveal_start(dinn_state_t *st, const int h)
{
    for (int p = 0; p < 2; p++) {
        dinn_side_t *me = &st->s[p];
        if (me->power_next && TRACE_IF(h))
            dinn_trace_delayed(p, "power_next_round", me->power_next);
        me->round_pow = (int8_t)(me->round_pow + me->power_next);
        me->power_next = 0;
    }
}

/* Turn both heroes up and queue them. Returns the window effects (END_FIRST_FX,
 * START_SECOND_FX) among the two heroes' abilities: when none, no hero window opens
 * this round (a negation can only take one away). */
static inline __attribute__((always_inline)) uint64_t reveal_heroes(dinn_state_t *st, rng_t *rng,
                                                                    const int h)
{
    /* unrolled: each side's memo then sits at a constant place */
#pragma GCC unroll 2
    for (int p = 0; p < 2; p++) {
        dinn_side_t *me = &st->s[p];
        me->hero = me->commit;
        me->commit = DINN_NONE;
        me->known &= me->hand;
        if (CARD_IF(h))
            dinn_usage_cards(st, p, BIT(me->hero), CARD_PLAYED);
        /* the hand checked once for the new hero serves both card reveals */
        note_playable(st, p);
    }
    const dinn_card_t *hc[2] = {card_of(&st->s[0], st->s[0].hero),
                                card_of(&st->s[1], st->s[1].hero)};
    const int f = order_by(st, hc[0]->power + st->s[0].round_pow,
                           hc[1]->power + st->s[1].round_pow, hc[0], hc[1], rng, h);
    /* the queue starts at its first card with something to resolve (resolve_queue
     * would pass over the others); written for each order apart, so that no side is
     * looked up by the seat f */
    const int act0 = (FXBIT(hc[0]->fx) & RESOLVED_ON_REVEAL) != 0,
              act1 = (FXBIT(hc[1]->fx) & RESOLVED_ON_REVEAL) != 0;
    if (f == 0) {
        st->q[0][0] = 0;
        st->q[0][1] = st->s[0].hero;
        st->q[1][0] = 1;
        st->q[1][1] = st->s[1].hero;
        st->qi = act0 ? 0 : act1 ? 1 : 2;
    } else {
        st->q[0][0] = 1;
        st->q[0][1] = st->s[1].hero;
        st->q[1][0] = 0;
        st->q[1][1] = st->s[0].hero;
        st->qi = act1 ? 0 : act0 ? 1 : 2;
    }
    st->qn = 2;
    if (TRACE_IF(h))
        dinn_trace_reveal(st, f);
    return (FXBIT(hc[0]->fx) | FXBIT(hc[1]->fx)) & (END_FIRST_FX | START_SECOND_FX);
}

static const char *window_name(int window)
{
    return window == WIN_END_FIRST ? "end of first reveal" : "start of second reveal";
}

/* For a trace: the heroes whose ability of the window does not trigger, negated. */
static __attribute__((noinline)) void trace_negated_window(const dinn_state_t *st, int window)
{
    for (int i = 0; i < 2; i++) {
        const int p = i ? 1 - st->first : st->first;
        const dinn_side_t *me = &st->s[p];
        if (me->hero != DINN_NONE && me->hero_negated &&
            dinn_fx_info[card_of(me, me->hero)->fx].window == window)
            dinn_trace_ability_skipped(st, p, p, me->hero, window_name(window), "negated");
    }
}

/* Triggers of the heroes for a window, in resolution order (one has one). */
static inline __attribute__((always_inline)) void hero_window_do(dinn_state_t *st, int window,
                                                                 rng_t *rng, const int h)
{
    int pw[2];
    int f = first_to_resolve(st, 2, rng, pw, NULL, h);
    /* unrolled: the second hero's turn without the loop's bookkeeping */
#pragma GCC unroll 2
    for (int i = 0; i < 2; i++) {
        int p = i ? 1 - f : f;
        dinn_side_t *me = &st->s[p];
        if (me->hero_negated)
            continue;
        const dinn_card_t *hero = card_of(me, me->hero);
        if (dinn_fx_info[hero->fx].window != window)
            continue;
        dinn_state_t before; /* a trace's only */
        if (TRACE_IF(h)) {
            before = *st;
            dinn_trace_hold();
        }
        switch (hero->fx) {
        case FX_UNDERDOG:
        case FX_SECOND_UNDERDOG: {
            int pw[2];
            power_pair(st, pw);
            if (pw[1 - p] > pw[p])
                me->round_pow = (int8_t)mini(100, me->round_pow + hero->a);
            break;
        }
        case FX_DUEL_SHATTER:
            shatter_for(st, p, hero->a, "ability", h);
            shatter_for(st, 1 - p, hero->a, "ability", h);
            break;
        case FX_SECOND_DRAW:
            draw_for(st, p, hero->a, "ability", rng, h);
            break;
        default:
            break;
        }
        if (TRACE_IF(h))
            dinn_trace_ability(&before, st, p, p, me->hero, window_name(window), 0);
    }
}

static __attribute__((noinline)) void hero_window_plain(dinn_state_t *st, int window, rng_t *rng)
{
    hero_window_do(st, window, rng, 0);
}

static __attribute__((noinline)) void hero_window_hooked(dinn_state_t *st, int window, rng_t *rng)
{
    hero_window_do(st, window, rng, 1);
}

/* hero_window_do, a copy for each value of h (see TRACE_IF) */
static inline void hero_window_run(dinn_state_t *st, int window, rng_t *rng, const int h)
{
    if (h)
        hero_window_hooked(st, window, rng);
    else
        hero_window_plain(st, window, rng);
}

/* The effects of the heroes' working abilities, as a set (FXBIT): one look at each
 * hero tells whether a window has anything to run (WINDOW_FX). */
static inline uint64_t hero_fx(const dinn_state_t *st)
{
    uint64_t set = 0;
    for (int p = 0; p < 2; p++)
        if (!st->s[p].hero_negated)
            set |= FXBIT(card_of(&st->s[p], st->s[p].hero)->fx);
    return set;
}

/* Triggers of the heroes for a window (most heroes have none: one look at each). */
static inline void hero_window(dinn_state_t *st, int window, rng_t *rng, const int h)
{
    if (TRACE_IF(h))
        trace_negated_window(st, window);
    if (hero_fx(st) & WINDOW_FX(window))
        hero_window_run(st, window, rng, h);
}

/* Turn the face-down cards up and queue them. 1 when both were played: pw then holds
 * both powers with the cards in play (first_to_resolve counted them), and in the
 * third reveal fx both working abilities (the battle may reuse both; the second
 * reveal's count serves only the order, so it skips the working abilities). */
static inline __attribute__((always_inline)) int reveal_cards(dinn_state_t *st, rng_t *rng,
                                                              int pw[2], uint64_t fx[2],
                                                              const int h)
{
    const int k = st->reveal - 2;
    const uint8_t card[2] = {st->s[0].commit, st->s[1].commit};
    for (int p = 0; p < 2; p++) {
        dinn_side_t *me = &st->s[p];
        if (card[p] != DINN_NONE) {
            if (CARD_IF(h))
                dinn_usage_cards(st, p, BIT(card[p]), CARD_PLAYED);
            /* (an empty slot's flags are 0: clean-up clears them, bounce with its card) */
            me->slot[k] = SLOT(p, card[p]);
            me->commit = DINN_NONE;
            /* known cards are in the hand or face down: a pass leaves them in the hand */
            me->known &= me->hand;
        }
    }
    /* the queue: both cards in resolution order, or the one played (entries past
     * the length keep what they held) */
    const int both = card[0] != DINN_NONE && card[1] != DINN_NONE;
    if (both) {
        const int f = first_to_resolve(st, st->reveal, rng, pw, st->reveal == 3 ? fx : NULL, h);
        /* each order written apart (no card picked by the seat f) */
        st->q[0][0] = (uint8_t)f;
        st->q[1][0] = (uint8_t)(1 - f);
        /* the queue starts at its first card with something to resolve (resolve_queue
         * would pass over the cards before it) */
        const int act0 = (FXBIT(card_of(&st->s[0], card[0])->fx) & RESOLVED_ON_REVEAL) != 0,
                  act1 = (FXBIT(card_of(&st->s[1], card[1])->fx) & RESOLVED_ON_REVEAL) != 0;
        if (f == 0) {
            st->q[0][1] = card[0];
            st->q[1][1] = card[1];
            st->qi = act0 ? 0 : act1 ? 1 : 2;
        } else {
            st->q[0][1] = card[1];
            st->q[1][1] = card[0];
            st->qi = act1 ? 0 : act0 ? 1 : 2;
        }
        st->qn = 2;
    } else if ((card[0] & card[1]) != DINN_NONE) {
        const int p = card[0] == DINN_NONE;
        st->q[0][0] = (uint8_t)p;
        st->q[0][1] = card[p];
        st->qn = 1;
        st->qi = (FXBIT(card_of(SIDE_OF(st, p), card[p])->fx) & RESOLVED_ON_REVEAL) ? 0 : 1;
    } else {
        st->qn = 0;
        st->qi = 0;
    }
    if (TRACE_IF(h))
        dinn_trace_reveal(st, st->qn ? st->q[0][0] : -1);
    return both;
}

/* Clean-up: played cards to their owners' graveyards, round-only changes reset. */
static inline __attribute__((always_inline)) void clean_up(dinn_state_t *st)
{
    /* both graveyards in registers (two scalars: as an array gcc moves them through
     * a vector register and the stack) while the cards in play go to their owners' */
    uint64_t grave0 = st->s[0].grave, grave1 = st->s[1].grave;
    if (st->s[0].hero != DINN_NONE)
        grave0 |= BIT(st->s[0].hero);
    if (st->s[1].hero != DINN_NONE)
        grave1 |= BIT(st->s[1].hero);
    for (int p = 0; p < 2; p++)
        for (int k = 0; k < 2; k++) {
            const uint8_t v = st->s[p].slot[k];
            if (v == DINN_NONE)
                continue;
            if (SLOT_OWNER(v))
                grave1 |= BIT(SLOT_IDX(v));
            else
                grave0 |= BIT(SLOT_IDX(v));
        }
    st->s[0].grave = grave0;
    st->s[1].grave = grave1;
    for (int p = 0; p < 2; p++) {
        dinn_side_t *me = &st->s[p];
        me->hero = me->commit = DINN_NONE;
        me->slot[0] = me->slot[1] = DINN_NONE;
        me->slot_flags[0] = me->slot_flags[1] = 0;
        me->hero_negated = me->passed = 0;
        me->round_pow = 0;
        me->adopted = 0;
        /* the known cards stay: they are in the hand (nothing is face down after the
         * third reveal) */
    }
}

static inline __attribute__((always_inline)) void after_battle(dinn_state_t *st, int loser,
                                                               const uint64_t fx[2], rng_t *rng,
                                                               const int h)
{
    /* most battles have none of these abilities at work: one test for all three */
    if (!((fx[0] | fx[1]) & AFTER_BATTLE_FX))
        return;
    int w = 1 - loser;
    draw_for(st, loser, fx_sum_in(st, loser, fx[loser], FX_ON_DEFEAT_DRAW), "on_defeat_draw",
             rng, h);
    discard_for(st, w, fx_sum_in(st, loser, fx[loser], FX_ON_DEFEAT_DISCARD_OPP),
                "on_defeat_discard_opp", rng, h);
    restore_for(st, w, fx_sum_in(st, w, fx[w], FX_ON_WIN_RESTORE), "on_win_restore", h);
}

/* Battle: the lower total power shatters its hero's hearts; a tie shatters none.
 * `power`, `abilities`: both powers and working abilities (power_pair_fx) of this very
 * position, counted by the caller (the abilities at work do not change during the
 * battle). Inline in dinn_proceed, its one caller. */
static inline __attribute__((always_inline)) void battle(dinn_state_t *st, rng_t *rng,
                                                         const int power[2],
                                                         const uint64_t abilities[2], const int h)
{
    int pw[2] = {power[0], power[1]}, bonus[2] = {0, 0};
    const uint64_t fx[2] = {abilities[0], abilities[1]};
    /* shared information: a hand that counts for power is shown */
    for (int p = 0; p < 2; p++)
        if (fx[p] & FXBIT(FX_POWER_PER_HAND))
            st->s[p].known |= st->s[p].hand;
    const int total[2] = {pw[0], pw[1]};
    if (pw[0] == pw[1]) {
        bonus[0] = fx_sum_in(st, 0, fx[0], FX_TIE_BONUS);
        bonus[1] = fx_sum_in(st, 1, fx[1], FX_TIE_BONUS);
        pw[0] += bonus[0];
        pw[1] += bonus[1];
    }
    if (CARD_IF(h))
        dinn_usage_battle(st, pw[0] == pw[1] ? -1 : pw[0] < pw[1] ? 0 : 1);
    if (pw[0] != pw[1]) {
        int loser = pw[0] < pw[1] ? 0 : 1;
        int lost = hero_hearts(SIDE_OF(st, loser)) - fx_sum_in(st, loser, fx[loser], FX_PROTECT) +
                   fx_sum_in(st, 1 - loser, fx[1 - loser], FX_CRUSH);
        if (TRACE_IF(h))
            dinn_trace_battle(st, total, bonus, loser, maxi(0, lost));
        shatter_for(st, loser, maxi(0, lost), "battle", h);
        if (check_hearts(st, h))
            return;
        after_battle(st, loser, fx, rng, h);
    } else if (TRACE_IF(h)) {
        dinn_trace_battle(st, total, bonus, -1, 0);
    }
    clean_up(st);
    if (st->round >= st->rule.round_cap) {
        st->capped = 1;
        end_game(st, 3, "round cap", h);
        return;
    }
    if (TRACE_IF(h))
        dinn_trace_deal_end(st);
    st->round++;
    st->first ^= 1;
}

/* Run the automatic steps until a decision is awaited or the game is over: from
 * `stage`, each step goes straight on to the next (the stage is kept as the steps
 * go, as the state says where the flow stands). */
static inline __attribute__((always_inline)) void proceed(dinn_state_t *st, rng_t *rng,
                                                          const int h)
{
    /* the powers (and working abilities) first_to_resolve counted at the third reveal
     * serve the battle when no ability that may change them resolved in between */
    int pw[2] = {0, 0}, have_pw = 0, acted = 0; /* zeros only for the compiler's sake */
    uint64_t fx[2] = {0, 0};
    uint64_t windows;
    /* the heroes' window effects when this call revealed them (reveal_heroes), else
     * all: then hero_fx looks */
    uint64_t hero_windows = ~0ULL;
    if (st->phase == PH_OVER)
        return;
    /* the stages apply resumes from (card reveals twice a round, the heroes' once)
     * tested first, the others through the switch */
    if (__builtin_expect(st->stage == SG_REVEAL_CARDS, 1))
        goto reveal_cards_;
    if (st->stage == SG_REVEAL_HEROES)
        goto reveal_heroes_;
    switch (st->stage) {
    case SG_ROUND_START:
        goto round_start_;
    case SG_FIRST_START:
        goto first_start;
    case SG_REVEAL_HEROES:
        goto reveal_heroes_;
    case SG_RESOLVE:
        goto resolve;
    case SG_END_FIRST:
        goto end_first;
    case SG_SECOND_START:
        goto second_start;
    case SG_OPEN_CARDS:
        goto open_cards;
    case SG_REVEAL_CARDS:
        goto reveal_cards_;
    case SG_NEXT_REVEAL:
        goto next_reveal;
    case SG_BATTLE:
        goto battle_;
    default:
        return;
    }
round_start_:
    round_start(st, rng, h);
    if (st->phase == PH_OVER) {
        st->stage = SG_FIRST_START;
        return;
    }
first_start:
    first_reveal_start(st, h);
    st->reveal = 1;
    st->stage = SG_WAIT;
    open_decision(st, PH_HERO, st->first);
    return;
reveal_heroes_:
    /* neither the reveals nor the resolution of on-reveal abilities end the game, so
     * the flow goes straight on from them; the stage is written where a decision
     * stops it */
    hero_windows = reveal_heroes(st, rng, h);
    st->after = SG_END_FIRST;
    if (st->qi == st->qn)
        goto end_first;
queued:
    st->stage = SG_RESOLVE;
resolve:
    if (resolve_queue(st, rng, &acted, h))
        return;
    switch (st->after) {
    case SG_END_FIRST:
        goto end_first;
    case SG_NEXT_REVEAL:
        goto next_reveal;
    case SG_BATTLE:
        goto battle_;
    default:
        st->stage = st->after;
        dinn_proceed(st, rng);
        return;
    }
end_first:
    /* one look at the heroes serves both windows, unless the first one ran; none when
     * the heroes just revealed have no window effect */
    windows = hero_windows ? hero_fx(st) : 0;
    if (hero_windows && TRACE_IF(h))
        trace_negated_window(st, WIN_END_FIRST);
    if (windows & WINDOW_FX(WIN_END_FIRST)) {
        hero_window_run(st, WIN_END_FIRST, rng, h);
        windows = hero_fx(st);
    }
    if (check_hearts(st, h))
        return;
    goto second_window;
second_start:
    windows = hero_fx(st);
second_window:
    if (TRACE_IF(h))
        trace_negated_window(st, WIN_START_SECOND);
    if (windows & WINDOW_FX(WIN_START_SECOND))
        hero_window_run(st, WIN_START_SECOND, rng, h);
    st->reveal = 2;
open_cards:
    st->s[0].passed = st->s[1].passed = 0;
    st->stage = SG_WAIT;
    open_decision(st, PH_CARD, st->first);
    return;
reveal_cards_:
    have_pw = reveal_cards(st, rng, pw, fx, h);
    acted = 0;
    st->after = st->reveal == 2 ? SG_NEXT_REVEAL : SG_BATTLE;
    if (st->qi < st->qn)
        goto queued;
    if (st->reveal == 3)
        goto battle_;
next_reveal:
    st->reveal = 3;
    /* RULES.md: by default the window named for the second reveal opens once */
    if (st->rule.third_reveal_triggers)
        hero_window(st, WIN_START_SECOND, rng, h);
    goto open_cards;
battle_:
    /* the third reveal's count serves unless it was not made or an ability acted since */
    if (!have_pw || acted)
        power_pair_fx(st, pw, fx);
    battle(st, rng, pw, fx, h);
    have_pw = 0;
    if (st->phase == PH_OVER) {
        st->stage = SG_ROUND_START;
        return;
    }
    goto round_start_;
}

/* proceed with the sinks checked once: the common flow with none (see TRACE_IF). */
static __attribute__((noinline)) void proceed_hooked(dinn_state_t *st, rng_t *rng)
{
    proceed(st, rng, 1);
}

void dinn_proceed(dinn_state_t *st, rng_t *rng)
{
    /* TRACE_ON() || CARD_ON() with one branch: both sink pointers or'ed */
    if (__builtin_expect(((uintptr_t)trace_sink_current | (uintptr_t)card_sink_current) != 0, 0))
        proceed_hooked(st, rng);
    else
        proceed(st, rng, 0);
}

/* ---- setup ---- */

static int can_mulligan(const dinn_state_t *st, int p)
{
    const dinn_side_t *me = SIDE_OF(st, p);
    return me->mulligans > 0 && (me->hand & me->type[DINN_HERO]);
}

/* Offer the setup mulligan to the next seat from `from` on, else start round 1. */
static void next_mulligan(dinn_state_t *st, int from, rng_t *rng)
{
    for (int p = from; p < 2; p++)
        if (can_mulligan(st, p)) {
            st->stage = SG_WAIT;
            open_decision(st, PH_MULLIGAN, p);
            return;
        }
    st->stage = SG_ROUND_START;
    /* card usage: the kept opening hands count as drawn once play starts */
    if (CARD_ON())
        for (int p = 0; p < 2; p++)
            dinn_usage_cards(st, p, st->s[p].hand, CARD_DRAWN);
    dinn_proceed(st, rng);
}

static void deal_hand(dinn_state_t *st, int p, const char *why)
{
    dinn_side_t *me = SIDE_OF(st, p);
    me->deck |= me->hand;
    me->hand = 0;
    me->known = 0;
    draw_cards_in(me, st->rule.hand_size); /* inline: every deal goes through here */
    if (TRACE_ON())
        dinn_trace_cards(st, "deal", p, me->hand, why, 1);
    if (!(me->hand & me->type[DINN_HERO])) /* else redraw_for has nothing to do */
        redraw_for(st, p, 1);
}

/* dinn_mix64 of seat p's shuffle key, from the two decks' keys k0, k1: the deck's key,
 * the second copy of a mirror (equal keys) made apart first. Remembered per thread
 * and seat with the keys it was computed from: most games of a run play the same
 * decks. */
typedef struct key_memo {
    uint64_t k0, k1, mixed;
    int valid;
} key_memo_t;
static _Thread_local key_memo_t key_memo[2];
static inline uint64_t mixed_keys(uint64_t k0, uint64_t k1, int p)
{
    key_memo_t *m = &key_memo[p];
    if (__builtin_expect(m->valid && m->k0 == k0 && m->k1 == k1, 1))
        return m->mixed;
    uint64_t key = p ? k1 : k0;
    if (p && k1 == k0)
        key = dinn_mix64(key ^ 0x5ca1ab1e0ddba11ULL);
    *m = (key_memo_t){k0, k1, dinn_mix64(key), 1};
    return m->mixed;
}

static void dinn_setup(void *vst, const void *vrules, int players, rng_t *rng)
{
    dinn_state_t *st = vst;
    const dinn_rules_t *r = vrules;
    (void)players;
    /* memset(st, 0, sizeof *st) as 16-byte stores (gcc's own is a rep stos that
     * counts one instruction a word) */
    _Static_assert(sizeof *st % 16 == 0, "the state is whole 16-byte blocks");
    typedef uint64_t block_t __attribute__((vector_size(16), aligned(1), may_alias));
#pragma GCC unroll 32
    for (size_t i = 0; i < sizeof *st; i += 16)
        *(block_t *)((char *)st + i) = (block_t){0, 0};
    rules_pack_fast(st, r);
    st->round = 1;
    st->winner = -1;
    /* Mirrored deals: each deck's generator is seeded from the game's chance and the
     * deck's key, not from its seat, so a deck is dealt and drawn alike in every game
     * with this chance stream, in either seat and against any deck. The second copy of
     * a mirror (both keys equal) shuffles apart. */
    const uint64_t hi = rng_u32(rng), lo = rng_u32(rng), base = hi << 32 | lo;
    const dinn_deck_t *deck[2] = {deck_of(r, 0), deck_of(r, 1)};
    const uint64_t mixed[2] = {mixed_keys(deck[0]->key, deck[1]->key, 0),
                               mixed_keys(deck[0]->key, deck[1]->key, 1)};
    /* unrolled: each seat's side, deck and memo at constant places */
#pragma GCC unroll 2
    for (int p = 0; p < 2; p++) {
        dinn_side_t *me = &st->s[p];
        const dinn_deck_t *d = deck[p];
        me->shuffle = dinn_mix64(base ^ mixed[p]);
        const int n = mini(d->n, DINN_MAX_DECK);
        me->n = (uint8_t)n;
        copy_list(me->list, d->ids, n);
        deck_types(p, d->ids, n, me->type, &me->memo);
        me->hearts = (int8_t)r->hearts;
        me->mulligans = (uint8_t)r->mulligans;
        me->deck = full_mask(me);
        me->hero = me->commit = DINN_NONE;
        me->slot[0] = me->slot[1] = DINN_NONE;
        if (CARD_ON())
            card_events(p, me->list, n, CARD_IN_DECK);
        deal_hand(st, p, "setup");
    }
    next_mulligan(st, 0, rng);
}

/* ---- the game interface ---- */

static int dinn_to_move(const void *vst)
{
    const dinn_state_t *st = vst;
    /* end_game leaves 0xFF in to_move: -1 as a signed byte */
    return (int8_t)st->to_move;
}

/* One move per card of m after the n already in out: k | card index, in card order.
 * The caller makes sure they fit. */
static inline int add_moves(move_t *out, int n, move_t k, uint64_t m)
{
    const int total = n + popc(m);
    move_t *o = out + n;
    /* two cards a turn of the loop */
    while (m) {
        o[0] = k | (move_t)bits_low(m);
        m &= m - 1;
        if (!m)
            break;
        o[1] = k | (move_t)bits_low(m);
        m &= m - 1;
        o += 2;
    }
    return total;
}

/* One move of this kind per card of m after the n already in out (add_moves). No
 * bound check: a mask holds at most 64 cards and n <= 2, well under DINN_MAX_MOVES. */
static inline int add_bits(move_t *out, int n, int kind, uint64_t m)
{
    _Static_assert(64 + 2 <= DINN_MAX_MOVES, "a mask of moves always fits");
    return add_moves(out, n, DINN_MOVE(kind, 0), m);
}

/* Four moves at a time (GCC vector extension: SSE2 on x86-64, plain code elsewhere). */
typedef uint32_t moves4_t __attribute__((vector_size(16)));
_Static_assert(sizeof(move_t) == 4, "four moves fill a moves4_t");

/* The searched pairs of the cards of `cand`, in order: (i, j) for i < j. */
static __attribute__((noinline)) int show_moves(uint64_t cand, move_t *out)
{
    int n = 0;
    const int c = popc(cand), pairs = c * (c - 1) / 2;
    if (pairs + 3 <= DINN_MAX_MOVES) {
        /* every pair fits with three moves to spare: the cards' indices listed once
         * (three zeros after them), each card's pairs are its move or'ed with the
         * indices after it, four at a time; the moves written past a card's last pair
         * are overwritten by the next card's (past the last card's, left in the
         * spare room) */
        uint32_t idx[64 + 3];
        for (uint64_t a = cand; a; a &= a - 1)
            idx[n++] = (uint32_t)bits_low(a);
        idx[n] = idx[n + 1] = idx[n + 2] = 0;
        move_t *o = out;
        for (int i = 0; i + 1 < c; i++) {
            const move_t first = DINN_MOVE(MV_SHOW, idx[i] << 6);
            const moves4_t base = {first, first, first, first};
            const int len = c - 1 - i;
            for (int t = 0; t < len; t += 4) {
                moves4_t v;
                memcpy(&v, idx + i + 1 + t, sizeof v);
                v |= base;
                memcpy(o + t, &v, sizeof v);
            }
            o += len;
        }
        return pairs;
    }
    for (uint64_t a = cand; a && n < DINN_MAX_MOVES; a &= a - 1) {
        int i = __builtin_ctzll(a);
        for (uint64_t b = a & (a - 1); b && n < DINN_MAX_MOVES; b &= b - 1)
            out[n++] = DINN_MOVE(MV_SHOW, i << 6 | __builtin_ctzll(b));
    }
    return n;
}

/* The moves of the rare decisions (searched pairs, targets) and of none. */
static __attribute__((noinline)) int rare_moves(const dinn_state_t *st, move_t *out)
{
    const dinn_side_t *me = SIDE_OF(st, st->to_move);
    switch (st->phase) {
    case PH_SHOW:
        return show_moves(me->deck & me->type[st->pend_arg], out);
    case PH_TARGET: {
        uint8_t t[4];
        int k = effect_targets(st, st->pend_fx, st->pend_p, t);
        for (int i = 0; i < k; i++)
            out[i] = DINN_MOVE(MV_TARGET, t[i]);
        return k;
    }
    default:
        return 0;
    }
}

/* The decisions tested in the order of their frequency (card choices are half of
 * them, hero choices a quarter). */
static int dinn_legal_moves(const void *vst, move_t *out)
{
    const dinn_state_t *st = vst;
    const int seat = st->to_move;
    const dinn_side_t *me = seat ? &st->s[1] : &st->s[0]; /* a select, not a multiply */
    const int phase = st->phase;
    if (phase == PH_CARD) {
        out[0] = DINN_MOVE(MV_PASS, 0);
        return card_moves(st, me, seat, out, 1);
    }
    if (phase == PH_HERO)
        return add_bits(out, 0, MV_HERO, me->hand & me->type[DINN_HERO]);
    if (phase == PH_CHANGE) {
        out[0] = DINN_MOVE(MV_KEEP, 0);
        out[1] = DINN_MOVE(MV_PASS, 0);
        return card_moves(st, me, seat, out, 2);
    }
    if (phase == PH_MULLIGAN) {
        out[0] = DINN_MOVE(MV_KEEP_HAND, 0);
        out[1] = DINN_MOVE(MV_MULLIGAN, 0);
        return 2;
    }
    if (phase == PH_PICK) {
        out[0] = DINN_MOVE(MV_PICK, st->shown[0]);
        out[1] = DINN_MOVE(MV_PICK, st->shown[1]);
        return 2;
    }
    return rare_moves(st, out);
}

static void apply_mulligan(dinn_state_t *st, int seat, int kind, rng_t *rng)
{
    dinn_side_t *me = SIDE_OF(st, seat);
    if (kind == MV_MULLIGAN) {
        deal_hand(st, seat, "mulligan");
        me->mulligans--;
        next_mulligan(st, seat, rng);
    } else {
        me->mulligans = 0; /* the mulligan belongs to setup: keeping ends it */
        next_mulligan(st, seat + 1, rng);
    }
}

static void commit_card(dinn_side_t *me, int idx)
{
    me->commit = (uint8_t)idx;
    me->hand &= ~BIT(idx);
}

/* Second/third reveal: both choose a card face down or a pass at the same time
 * (first, then the other, who sees neither which card nor whether a card was put
 * down: determinize hides both); then a player whose card meets the other's pass
 * may keep it, replace it or take it back and pass (dinn_apply, cards_chosen). */

static void apply_change(dinn_state_t *st, int seat, int kind, int arg, rng_t *rng)
{
    dinn_side_t *me = seat ? &st->s[1] : &st->s[0];
    if (kind != MV_KEEP) {
        me->hand |= BIT(me->commit);
        me->commit = DINN_NONE;
        if (kind == MV_PLAY)
            commit_card(me, arg);
        else
            me->passed = 1;
    }
    st->stage = SG_REVEAL_CARDS;
    dinn_proceed(st, rng);
}

static void apply_pick(dinn_state_t *st, int arg, rng_t *rng)
{
    dinn_side_t *owner = SIDE_OF(st, st->pend_p);
    int other = st->shown[0] == arg ? st->shown[1] : st->shown[0];
    if (TRACE_ON())
        dinn_trace_pick(st, st->pend_p, arg, other);
    deck_to_hand_shown(owner, arg);
    if (CARD_ON())
        dinn_usage_cards(st, st->pend_p, BIT(arg), CARD_DRAWN);
    owner->deck &= ~BIT(other);
    owner->grave |= BIT(other);
    st->shown[0] = st->shown[1] = DINN_NONE;
    dinn_proceed(st, rng); /* the resolution queue goes on */
}

/* The decisions of setup and of abilities (mulligans, searched pairs, targets). */
static __attribute__((noinline)) void apply_rare(dinn_state_t *st, int seat, int kind, int arg,
                                                 rng_t *rng)
{
    switch (st->phase) {
    case PH_MULLIGAN:
        apply_mulligan(st, seat, kind, rng);
        break;
    case PH_SHOW:
        st->shown[0] = (uint8_t)(arg >> 6);
        st->shown[1] = (uint8_t)(arg & 63);
        open_decision(st, PH_PICK, 1 - seat);
        break;
    case PH_PICK:
        apply_pick(st, arg, rng);
        break;
    case PH_TARGET:
        if (TRACE_ON()) {
            const dinn_state_t before = *st;
            apply_target(st, st->pend_fx, st->pend_p, arg);
            dinn_trace_target(&before, st, st->pend_fx, st->pend_p, arg, "chosen");
        } else {
            apply_target(st, st->pend_fx, st->pend_p, arg);
        }
        dinn_proceed(st, rng);
        break;
    default:
        break;
    }
}

/* The second card choice of a reveal made: the take-back choice, else the reveal. */
static inline void cards_chosen(dinn_state_t *st, rng_t *rng)
{
    /* a take-back needs a pass: without one, the reveal (most reveals) */
    if (st->s[0].passed | st->s[1].passed)
        for (int p = 0; p < 2; p++)
            if (st->s[p].commit != DINN_NONE && st->s[1 - p].passed) {
                open_decision(st, PH_CHANGE, p);
                return;
            }
    st->stage = SG_REVEAL_CARDS;
    dinn_proceed(st, rng);
}

/* The hero and card choices inline (the first seat's only records it and hands the
 * choice over); the rest in the functions above. */
static void dinn_apply(void *vst, move_t m, rng_t *rng)
{
    dinn_state_t *st = vst;
    const int seat = st->to_move, phase = st->phase;
    dinn_side_t *me = seat ? &st->s[1] : &st->s[0];
    st->turns++;
    /* the choices tested in the order of their frequency (legal_moves); the move's
     * fields taken where each choice reads them */
    if (phase == PH_CARD) {
        /* apply_card */
        if (DINN_KIND(m) == MV_PLAY)
            commit_card(me, DINN_ARG(m));
        else
            me->passed = 1;
        if (seat == st->first) {
            st->to_move = (uint8_t)(seat ^ 1); /* the phase stays PH_CARD */
            return;
        }
        cards_chosen(st, rng);
        return;
    }
    if (phase == PH_HERO) {
        commit_card(me, DINN_ARG(m));
        if (seat == st->first) {
            st->to_move = (uint8_t)(seat ^ 1); /* the phase stays PH_HERO */
            return;
        }
        st->stage = SG_REVEAL_HEROES;
        dinn_proceed(st, rng);
        return;
    }
    if (phase == PH_CHANGE) {
        apply_change(st, seat, DINN_KIND(m), DINN_ARG(m), rng);
        return;
    }
    apply_rare(st, seat, DINN_KIND(m), DINN_ARG(m), rng);
}

/* ---- the playout (game_t.playout): random moves without a move list ---- */

/* The Equipment/Action cards in p's hand its hero can play (card_moves' set). */
static inline uint64_t playable_cards(const dinn_state_t *st, const dinn_side_t *me, int p)
{
    uint64_t w;
    memcpy(&w, &me->adopted, sizeof w);
    if (__builtin_expect(w == (uint64_t)(PL_KEY_HERO | me->hero) << 32, 1))
        return me->pl_ok & me->hand;
    return playable_hand_checked(st, p);
}

/* The engine's loop (game.h) over dinn_legal_moves and dinn_apply, with the k-th legal
 * move of the common choices found directly: the same draws (none for a single
 * move), the same moves in the same order, so the same state and generator. The
 * hero and card choices are applied in place (dinn_apply's steps for them); the
 * take-back and a searched pair to show go through dinn_apply, the choices with a
 * short fixed list and the rare ones through the list. */
static void dinn_playout(void *vst, uint32_t moves, move_t *buf, rng_t *rng)
{
    dinn_state_t *st = vst;
    for (; moves > 0 && (int8_t)st->to_move >= 0; moves--) {
        const int seat = st->to_move, phase = st->phase;
        dinn_side_t *me = SIDE_OF(st, seat);
        if (phase == PH_CARD) {
            /* pass, then a play per card; dinn_apply's card choice in place */
            const uint64_t cards = playable_cards(st, me, seat);
            const int n = 1 + popc(cards), k = n == 1 ? 0 : (int)rng_below(rng, (uint32_t)n);
            st->turns++;
            if (k)
                commit_card(me, nth_bit(cards, k - 1));
            else
                me->passed = 1;
            if (seat == st->first)
                st->to_move = (uint8_t)(seat ^ 1); /* the phase stays PH_CARD */
            else
                cards_chosen(st, rng);
            continue;
        }
        if (phase == PH_HERO) {
            /* dinn_apply's hero choice in place */
            const uint64_t heroes = me->hand & me->type[DINN_HERO];
            const int n = popc(heroes), k = n == 1 ? 0 : (int)rng_below(rng, (uint32_t)n);
            st->turns++;
            commit_card(me, nth_bit(heroes, k));
            if (seat == st->first) {
                st->to_move = (uint8_t)(seat ^ 1); /* the phase stays PH_HERO */
            } else {
                st->stage = SG_REVEAL_HEROES;
                dinn_proceed(st, rng);
            }
            continue;
        }
        move_t m;
        if (phase == PH_SHOW) {
            /* show_moves' pairs (a, b), a < b, row by row: the k-th found by skipping
             * whole rows (row a has one pair per card after a) */
            uint64_t cand = me->deck & me->type[st->pend_arg];
            const int c = popc(cand), pairs = c * (c - 1) / 2;
            if (pairs + 3 <= DINN_MAX_MOVES) {
                int k = pairs == 1 ? 0 : (int)rng_below(rng, (uint32_t)pairs);
                for (int row = c - 1; k >= row; row--) {
                    k -= row;
                    cand &= cand - 1;
                }
                const int a = (int)bits_low(cand);
                m = DINN_MOVE(MV_SHOW, a << 6 | nth_bit(cand & (cand - 1), k));
                dinn_apply(st, m, rng);
                continue;
            }
        }
        if (phase == PH_CHANGE) {
            /* keep, pass, then a play per card */
            const uint64_t cards = playable_cards(st, me, seat);
            const int k = (int)rng_below(rng, (uint32_t)(2 + popc(cards)));
            m = k >= 2 ? DINN_MOVE(MV_PLAY, nth_bit(cards, k - 2))
                       : k ? DINN_MOVE(MV_PASS, 0) : DINN_MOVE(MV_KEEP, 0);
        } else {
            const int n = dinn_legal_moves(st, buf);
            m = buf[n == 1 ? 0 : rng_below(rng, (uint32_t)n)];
        }
        dinn_apply(st, m, rng);
    }
}

static void dinn_outcome(const void *vst, outcome_t *out)
{
    const dinn_state_t *st = vst;
    for (int s = 0; s < 2; s++) {
        int r = st->winner < 0 ? RESULT_DRAW : st->winner == s ? RESULT_WIN : RESULT_LOSS;
        out->result[s] = (int8_t)(st->capped ? RESULT_DRAW : r);
        out->points[s] = st->s[s].hearts;
    }
    out->rounds = st->round;
    out->turns = st->turns;
    out->capped = (int8_t)st->capped;
    /* seat 1 takes the game's first turn (the first mulligan decision, the first hero
     * of round 1); the first seat then alternates by round (RULES.md) */
    out->position[0] = 0;
    out->position[1] = 1;
}

/* Modes the default rules never reach, also played by `simulate --signature`: two
 * themed decks (most effect codes; the default is a mirror of one deck), nine hearts
 * (games that run the decks empty: the empty-deck and no-hero rules), and the
 * start-of-second-reveal window opening again at the third reveal, with the decks
 * that hold such heroes (Thunderbird, Young Tactician). */
static const char *const dinn_signature_variants[] = {
    "deck1=experiments/dinn/decks/camelot.txt;deck2=experiments/dinn/decks/infernal.txt",
    "hearts=9",
    "third_reveal_triggers=1;deck1=experiments/dinn/decks/wild-hunt.txt;"
    "deck2=experiments/dinn/decks/court-intrigue.txt",
    NULL,
};

static int dinn_game_init(char *err, size_t n)
{
    /* the effect sets written in this file for speed against the table they copy */
    for (int fx = 0; fx < FX_COUNT; fx++) {
        const int w = dinn_fx_info[fx].window;
        if (((END_FIRST_FX >> fx) & 1) != (w == WIN_END_FIRST) ||
            ((START_SECOND_FX >> fx) & 1) != (w == WIN_START_SECOND)) {
            snprintf(err, n, "dinn: the window sets of dinn.c disagree with dinn_fx_info (%s)",
                     dinn_fx_info[fx].name);
            return 1;
        }
    }
    return dinn_init(err, n);
}

const game_t dinn_game = {
    .id = "dinn",
    .name = "Dinn (Gabriel Whittemore, Sisyphus Systems)",
    .min_players = 2,
    .max_players = 2,
    .max_moves = DINN_MAX_MOVES,
    .state_size = sizeof(dinn_state_t),
    .rules_size = sizeof(dinn_rules_t),
    .params = dinn_params,
    .init = dinn_game_init,
    .rules_set = dinn_rules_set,
    .rules_check = dinn_rules_check,
    .setup = dinn_setup,
    .to_move = dinn_to_move,
    .legal_moves = dinn_legal_moves,
    .apply = dinn_apply,
    .outcome = dinn_outcome,
    .determinize = dinn_determinize,
    .evaluate = dinn_evaluate,
    .describe_move = dinn_describe_move,
    .state_json = dinn_state_json,
    .team = NULL,
    .observe = dinn_observe,
    .view_text = dinn_view_text,
    .signature_variants = dinn_signature_variants,
    .deck_rule = "deck",
    .describe_move_for = dinn_describe_move_for,
    .cards = &dinn_cards,
    .playout = dinn_playout,
    .evaluate_all = dinn_evaluate_all,
};
