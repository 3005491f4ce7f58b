/* dynamite.c - Dynamite (Dinamita): play. Setup, whose turn, legal moves, apply,
 * outcome, and the game table.
 *
 * RULES.md in this folder walks the rulebook line by line and names, for each rule,
 * the function below that implements it. The other files of the folder:
 * dynamite_data.c (cards.csv), dynamite_rules.c (the rule table and its check),
 * dynamite_view.c (what a seat knows: determinize, evaluate), dynamite_text.c (move
 * texts, state JSON) and dynamite_check.c (the invariant check of the tests). */
#include <stddef.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif
#ifdef __SSSE3__
#include <tmmintrin.h>
#endif

#include "dynamite.h"
#include "trace_event.h"

/* The lists' tails move by memmove, called thousands of times a game: through the
 * GOT directly (no PLT stub; gcc) */
#if defined(__GNUC__) && !defined(__clang__)
extern void *memmove(void *, const void *, size_t) __attribute__((noplt));
#endif

#define NIB1 0x1111111111111111ULL
#define NIB_LOW 0x0F0F0F0F0F0F0F0FULL

/* Identities a card can be played as (every coloured kind: a DINA only by a wild),
 * as one bit per kind, and the DINA identities among them. */
static uint64_t ident_bits, dina_bits;
/* match_bits[match_type][top]: identities that may be played on top identity `top`. */
static uint64_t match_bits[DYN_MATCHES][DYN_KINDS];
/* Nibble masks (0xF per kind) of all letters / of one symbol in every colour. */
static dyn_set_t letter_mask;
static uint64_t sym_nibbles[16];
/* One bit per kind of symbol s in every colour (the kinds held, have, read by it). */
static uint64_t sym_bits[16];

/* The moves a card offers when it is not the last one depend only on the symbol it
 * is played as and on the other seats in the deal (the targets). So the option and
 * variant bits of those moves, in the order they are listed, are built once:
 * choices[others][sym] names a row of choice_rows and how many of its entries
 * count. Listing a play of a symbol with no choice (PLAIN_SYM) writes its one move;
 * any other copies the row's first four entries (one vector store, no loop), eight
 * when more than four count, all sixteen past eight (emit_choices, emit_kinds), and counts
 * only those entries: the rest land past the listed moves, inside the caller's
 * max_moves buffer (see MOST_MOVES). Rows: "no choice", the two
 * +-2 modes, then per mask of others: change (direction, then a position change
 * with each target when there are two or more), swap (per target: whole hands, then
 * one card) and no-playing (per target). */
#define CHOICE_ROW 16 /* a swap with 7 others has 14 choices */
#define CHOICE_ROWS (2 + 3 * 256)
typedef struct dyn_choices {
    uint16_t row, n;
} dyn_choices_t;
static uint32_t choice_rows[CHOICE_ROWS][CHOICE_ROW] __attribute__((aligned(16)));
/* plain_as[m]: the identity field (sym << 10) of each symbol of the mask m (symbols
 * 0..7, the ones without a choice) in ascending order, for a wild's plays */
static uint32_t plain_as[256][8] __attribute__((aligned(16)));
static dyn_choices_t choices[256][16];
/* act_rows[others]: the moves of the five symbols with a choice (+-2, change, swap,
 * no playing single, double) one after the other, each entry its identity's symbol
 * (sym << 10) and its choice, act_n[others] of them: a wild that may be every one of
 * them in a colour (the top card's) writes them as one row of ACT_ROW entries, eight
 * vector stores, where five rows would take a look-up and a few stores each; what
 * lies past the act_n counted lands past the listed moves (see MOST_MOVES). */
#define ACT_ROW 32 /* +-2 2, change 8, swap 14, no playing 7 and 1 with 7 others */
static uint32_t act_rows[256][ACT_ROW] __attribute__((aligned(16)));
static uint8_t act_n[256];
/* The symbols below 8 (the letters, DINA, MITA) offer no choice whatever the other
 * seats: one move each, row 0. The move lists write their moves without reading
 * the row: build_choices gives rows of their own only to PM2, change, swap and
 * no-playing single. */
#define PLAIN_SYM(sym) ((sym) < 8)
/* The coloured kinds of the symbols with a choice (8..12), one bit each. */
#define CHOICE_KINDS 0x1F001F001F001F00ULL
_Static_assert(DYN_D == 0 && DYN_T < 8 && DYN_DINA < 8 && DYN_MITA < 8 && DYN_PM2 >= 8,
               "the symbols without a choice are those below 8");

/* The most moves a position can have: the draw, then each of the 13 identities of 4
 * colours (D I N A M T DINA MITA: 1 move each; +-2: 2; change: 8; swap: 14;
 * no-playing single: 7; double: 1; 40 a colour) played from a coloured card, a wild
 * and a detonator played as a wild. Plus the row copied past the last. */
#define MOST_MOVES (1 + 3 * 4 * 40 + ACT_ROW)
_Static_assert(MOST_MOVES <= DYN_MAX_MOVES, "a move list must fit the caller's buffer");

int dyn_set_total(const dyn_set_t *s)
{
    int t = 0;
    for (int j = 0; j < 4; j++) {
        uint64_t b = (s->w[j] & NIB_LOW) + ((s->w[j] >> 4) & NIB_LOW);
        t += (int)((b * 0x0101010101010101ULL) >> 56);
    }
    return t;
}

static inline int word_total(uint64_t w)
{
    uint64_t b = (w & NIB_LOW) + ((w >> 4) & NIB_LOW);
    return (int)((b * 0x0101010101010101ULL) >> 56);
}

#ifndef __SSE2__ /* set_present without SSE2 */
/* Non-zero nibbles of w, as bit 3 of each nibble (no carry leaves a nibble). */
static inline uint64_t nz_nibbles(uint64_t w)
{
    const uint64_t low3 = 0x7777777777777777ULL;
    return (((w & low3) + low3) | w) & ~low3;
}

/* The 16 nibbles of w squeezed to 16 bits: bit i set when nibble i is non-zero.
 * Two multiplications gather the flags without a loop or a branch: the first puts
 * the four flags of each 16-bit lane side by side at its top, the second the four
 * lanes' groups side by side at the top of the word. Every bit of either product
 * has a single source, so no carry disturbs them. */
static inline uint64_t nz16(uint64_t w)
{
    uint64_t lanes = (nz_nibbles(w) * 0x249) >> 12 & 0x000F000F000F000FULL;
    return (lanes * 0x0001001001001000ULL) >> 48;
}
#endif

/* One bit per kind present in s. With SSE2 (every x86-64): each byte's two nibbles
 * are split into bytes of their own, interleaved back into nibble order (kind 2i
 * is the low nibble of byte i), compared with zero and gathered by one movemask
 * per word: about 25 instructions instead of 45 for the four nz16. */
static inline uint64_t set_present(const dyn_set_t *s)
{
#ifdef __SSE2__
    const __m128i low = _mm_set1_epi8(15), zero = _mm_setzero_si128();
    __m128i a = _mm_loadu_si128((const __m128i *)(const void *)&s->w[0]);
    __m128i b = _mm_loadu_si128((const __m128i *)(const void *)&s->w[2]);
    __m128i alo = _mm_and_si128(a, low), ahi = _mm_and_si128(_mm_srli_epi16(a, 4), low);
    __m128i blo = _mm_and_si128(b, low), bhi = _mm_and_si128(_mm_srli_epi16(b, 4), low);
    uint64_t z0 = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_unpacklo_epi8(alo, ahi), zero));
    uint64_t z1 = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_unpackhi_epi8(alo, ahi), zero));
    uint64_t z2 = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_unpacklo_epi8(blo, bhi), zero));
    uint64_t z3 = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_unpackhi_epi8(blo, bhi), zero));
    return ~(z0 | z1 << 16 | z2 << 32 | z3 << 48);
#else
    return nz16(s->w[0]) | nz16(s->w[1]) << 16 | nz16(s->w[2]) << 32 | nz16(s->w[3]) << 48;
#endif
}

/* The r-th card of word w (colour j) by a walk over its nibbles: a custom deck with
 * a colour of 128 cards or more, too many for select_in_word's bytes. */
static int select_by_walk(uint64_t w, int j, int r)
{
    for (int i = 0; i < 16; i++, w >>= 4) {
        int c = (int)(w & 15u);
        if (r < c)
            return j * 16 + i;
        r -= c;
    }
    return DYN_NOKIND;
}

/* The r-th card (0 <= r < total) of word w, colour j, which holds `total` cards. */
static inline int select_in_word_small(uint64_t w, int j, int r);

static inline int select_in_word(uint64_t w, int j, int total, int r)
{
    if (total >= 128)
        return select_by_walk(w, j, r);
    return select_in_word_small(w, j, r);
}

/* select_in_word for a word of fewer than 128 cards. */
static inline int select_in_word_small(uint64_t w, int j, int r)
{
    /* byte i of p: cards in nibbles 0..2i+1; bytes stay below 128, so one
     * subtraction tells which bytes reach past r (SWAR, no loop) */
    const uint64_t ones = 0x0101010101010101ULL, highs = 0x8080808080808080ULL;
    uint64_t p = ((w & NIB_LOW) + ((w >> 4) & NIB_LOW)) * ones;
    uint64_t past = ((p | highs) - (uint64_t)(r + 1) * ones) & highs;
    int b = __builtin_ctzll(past) >> 3; /* first byte whose prefix passes r */
    int before = (int)((p << 8 >> (8 * b)) & 255); /* prefix of byte b - 1 */
    int lo = (int)((w >> (8 * b)) & 15u);
    return j * 16 + 2 * b + (r - before >= lo);
}

#ifndef __SSE2__ /* set_select without SSE2 */
/* The r-th card of a set whose colours hold t[0..3] cards, kinds in ascending
 * order. Draws pick r at random, so the word is chosen without branches (they
 * would mispredict). */
static inline int select_by_totals(const dyn_set_t *s, const int t[4], int r)
{
    int c1 = t[0], c2 = c1 + t[1], c3 = c2 + t[2];
    int j = (r >= c1) + (r >= c2) + (r >= c3);
    const int base[4] = {0, c1, c2, c3};
    return select_in_word(s->w[j], j, t[j], r - base[j]);
}
#endif

uint64_t dyn_set_cum(const dyn_set_t *s)
{
    uint64_t c = 0, sum = 0;
    for (int j = 0; j < 4; j++) {
        sum += (uint64_t)word_total(s->w[j]);
        c |= sum << (16 * j);
    }
    return c;
}

/* What a card of word j takes off pile_cum: one from lane j and every lane above. */
static const uint64_t cum_dec[4] = {0x0001000100010001ULL, 0x0001000100010000ULL,
                                    0x0001000100000000ULL, 0x0001000000000000ULL};

/* Take the r-th card (0 <= r < total) off the set s of `total` cards, kinds in
 * ascending order, *cum being its cumulated colour totals (dyn_set_cum), kept: the
 * word from the totals (no recount, no branch: lanes 0..2 are compared with r at
 * once, lanes and r staying below 2^15), then the card within it. */
static inline int select_by_cum(const dyn_set_t *s, uint64_t cum, int total, int r, int *word)
{
    uint64_t lanes3 = 0x0000000100010001ULL;
    const uint64_t high3 = 0x0000800080008000ULL;
    __asm__("" : "+r"(lanes3)); /* two multiplications, not shift-and-add chains */
    uint64_t past = (((uint64_t)r * lanes3 | high3) - (cum & 0x0000FFFFFFFFFFFFULL)) & high3;
    int j = (int)(((past >> 15) * lanes3) >> 32 & 3); /* lanes <= r: the word */
    int base = (int)((cum << 16) >> (16 * j) & 0xFFFF);
    *word = j;
    if (__builtin_expect(total < 128, 1)) /* no word of 128 cards: the SWAR select */
        return select_in_word_small(s->w[j], j, r - base);
    return select_in_word(s->w[j], j, (int)(cum >> (16 * j) & 0xFFFF) - base, r - base);
}

static inline int set_take(dyn_set_t *s, uint64_t *cum_p, int total, int r)
{
    int j, k = select_by_cum(s, *cum_p, total, r, &j);
    dyn_sub(s, k, 1);
    *cum_p -= cum_dec[j];
    return k;
}

int dyn_set_take(dyn_set_t *s, uint64_t *cum, int total, int r)
{
    return set_take(s, cum, total, r);
}

/* kind_unit[k]: one card of kind k in its word; kind_bit[k]: kind k's bit (a load
 * each, where a loop would compute the shifts) */
static uint64_t kind_unit[DYN_KINDS], kind_bit[DYN_KINDS];

/* kind_run[k]: sixteen copies of kind k, the run of a kind's copies written at once */
static uint8_t kind_run[DYN_KINDS][16] __attribute__((aligned(16)));

/* The cards of s in ascending kinds into list, s holding n <= DYN_LIST cards. Every
 * card is in nibbles 0..13 of its word (kinds 0..12 of each colour, the wild 13 and
 * the detonator 29), so each of those nibbles, held or not, writes its run of sixteen
 * and the count moves on by its copies: no loop per card and no branch. A set with a
 * nibble 14 or 15 (never a card) takes the walk over the kinds. */
static int set_list_n(const dyn_set_t *s, uint8_t *list)
{
    _Static_assert(DYN_SYMBOLS <= 14 && (DYN_WILD & 15) == 13 && (DYN_DET & 15) == 13,
                   "every card kind is in nibbles 0..13 of its word");
    if (__builtin_expect(((s->w[0] | s->w[1] | s->w[2] | s->w[3]) >> 56) != 0, 0)) {
        int n = 0;
        for (int k = 0; k < DYN_KINDS; k++)
            for (int c = dyn_count(s, k); c > 0; c--) list[n++] = (uint8_t)k;
        return n;
    }
    size_t n = 0;
#ifdef __SSE2__
    /* every kind's count as a byte first (the nibbles split and interleaved back
     * into kind order), so each run is a load of its count, a load and a store */
    uint8_t cnt[DYN_KINDS] __attribute__((aligned(16)));
    const __m128i low = _mm_set1_epi8(15);
    for (int h = 0; h < 2; h++) {
        __m128i a = _mm_loadu_si128((const __m128i *)(const void *)&s->w[2 * h]);
        __m128i lo = _mm_and_si128(a, low), hi = _mm_and_si128(_mm_srli_epi16(a, 4), low);
        _mm_store_si128((__m128i *)(void *)(cnt + 32 * h), _mm_unpacklo_epi8(lo, hi));
        _mm_store_si128((__m128i *)(void *)(cnt + 32 * h + 16), _mm_unpackhi_epi8(lo, hi));
    }
    for (int j = 0; j < 4; j++)
        for (int i = 0; i < 14; i++) {
            memcpy(list + n, kind_run[16 * j + i], 16);
            n += cnt[16 * j + i];
        }
#else
    for (int j = 0; j < 4; j++) {
        uint64_t w = s->w[j];
        for (int i = 0; i < 14; i++) {
            memcpy(list + n, kind_run[16 * j + i], 16);
            n += (size_t)(w >> (4 * i) & 15u);
        }
    }
#endif
    return (int)n;
}

int dyn_set_list(const dyn_set_t *s, uint8_t *list)
{
    if (dyn_set_total(s) > DYN_LIST)
        return -1;
    return set_list_n(s, list);
}

/* Bring pile_list in step with the pile (or mark it unusable when it cannot hold it). */
static void list_build(dyn_state_t *st)
{
    st->list_ok = st->pile_n <= DYN_LIST;
    if (st->list_ok)
        set_list_n(&st->pile, st->pile_list);
    else /* the draws go on from the set */
        st->pile_cum = dyn_set_cum(&st->pile);
    st->list_miss = 0;
}

/* Below this many cards re-dealt, a pool written whole as a list (set_list_n) costs
 * more than it saves in the default short playouts: the set path. */
#define DEAL_LIST_MIN 8
/* A list's tail longer than this moves by a call to memmove (a fixed cost), a
 * shorter one by an inline sixteen-byte loop (no call) */
#define LIST_CUT_INLINE 48

/* Takes the cards at the next `count` ranks of *rk off the list of *left cards,
 * adding them to the kind counts w and the kinds-held mask *have (the caller's
 * registers). The list's tail moves down one place a card: by memmove when longer
 * than `cut`, else sixteen bytes at a time inline (no call, so the loop keeps its
 * registers), past the list's end into its room. Shared by the deal and
 * dyn_redeal. */
static inline __attribute__((always_inline)) void take_ranked(uint8_t *list, const uint8_t **rk,
                                                              int count, int *left, int cut,
                                                              uint64_t w[4], uint64_t *have)
{
    const uint8_t *r0 = *rk;
    for (const uint8_t *e = r0 + count; r0 < e; r0++) {
        int r = *r0, len = --*left - r, k = list[r];
#ifdef __SSE2__
        if (len > cut)
            memmove(list + r, list + r + 1, (size_t)len);
        else
            for (int j = 0; j < len; j += 16)
                _mm_storeu_si128((__m128i *)(void *)(list + r + j),
                                 _mm_loadu_si128((const __m128i *)(const void *)(list + r + j + 1)));
#else
        (void)cut;
        memmove(list + r, list + r + 1, (size_t)len);
#endif
        w[k >> 4] += kind_unit[k];
        *have |= kind_bit[k];
    }
    *rk = r0;
}

/* The DINAs (dinas_n cards) into the list of the set s (*n cards, ascending kinds),
 * both kept: each colour's go in after the cards of lower kinds (DINA is symbol 6:
 * the colour's symbols 0..5 and the words below). */
static inline void list_add_dinas(uint8_t *list, dyn_set_t *s, int *n, const dyn_set_t *dinas,
                                  int dinas_n)
{
    for (int c = 0; c < DYN_COLOURS && dinas_n; c++) {
        int d = DYN_KIND(c, DYN_DINA), cnt = dyn_count(dinas, d);
        if (!cnt)
            continue;
        int pos = word_total(s->w[c] & 0xFFFFFFu);
        for (int j = 0; j < c; j++) pos += word_total(s->w[j]);
        memmove(list + pos + cnt, list + pos, (size_t)(*n - pos));
        memset(list + pos, d, (size_t)cnt);
        *n += cnt;
        dyn_add(s, d, cnt);
    }
}

void dyn_redeal(dyn_state_t *st, dyn_set_t pool, int pool_n, const int *need, int dealt,
                dyn_set_t dinas, int dinas_n, rng_t *rng)
{
    /* the list is cleared first: no byte of what it held (the true pile) is left */
    memset(st->pile_list, 0, sizeof st->pile_list);
    st->list_miss = 0;
    if (dealt < DEAL_LIST_MIN || pool_n + dinas_n > DYN_LIST) { /* from the set */
        uint64_t cum = dyn_set_cum(&pool);
        for (int t = 0; t < st->players; t++)
            for (int i = 0; i < need[t]; i++) {
                int k = set_take(&pool, &cum, pool_n, (int)rng_below(rng, (uint32_t)pool_n));
                pool_n--;
                dyn_add(&st->hand[t], k, 1);
                st->have[t] |= 1ULL << k;
            }
        for (int j = 0; j < 4; j++) st->pile.w[j] = pool.w[j] + dinas.w[j];
        st->pile_n = (uint16_t)(pool_n + dinas_n);
        st->pile_cum = cum + dyn_set_cum(&dinas);
        st->list_ok = 0;
        return;
    }
    /* the pool as a list in ascending kinds: each card dealt is a look-up and a short
     * move of the list's tail (the r-th card of the pool, as set_take finds it). As
     * in deal_hands, the ranks first (their bounds do not depend on the cards), then
     * the cards without a call, counted per seat in registers. */
    uint8_t *list = st->pile_list, rank[DYN_LIST];
    set_list_n(&pool, list);
    rng_t g = *rng; /* a local copy: the byte stores below cannot touch it */
    for (int i = 0; i < dealt; i++) rank[i] = (uint8_t)rng_below(&g, (uint32_t)(pool_n - i));
    *rng = g;
    const uint8_t *rk = rank;
    for (int t = 0; t < st->players; t++) {
        if (!need[t])
            continue;
        uint64_t w[4] = {0, 0, 0, 0}, have = 0;
        take_ranked(list, &rk, need[t], &pool_n, LIST_CUT_INLINE, w, &have);
        for (int j = 0; j < 4; j++) {
            st->hand[t].w[j] += w[j];
            pool.w[j] -= w[j];
        }
        st->have[t] |= have;
    }
    /* what is left is the pile but for its DINAs */
    list_add_dinas(list, &pool, &pool_n, &dinas, dinas_n);
    st->pile = pool;
    st->pile_n = (uint16_t)pool_n;
    st->list_ok = 1; /* pile_cum waits for the list to go out of step */
}

/* The r-th card of s (0 <= r < total): how the bound re-deal's fallback, for a deck
 * too large for a list, takes its cards. */
static int take_any(dyn_set_t *s, int total, rng_t *rng)
{
    uint64_t cum = dyn_set_cum(s);
    return set_take(s, &cum, total, (int)rng_below(rng, (uint32_t)total));
}

void dyn_redeal_within(dyn_state_t *st, dyn_set_t fits, int fits_n, dyn_set_t over, int over_n,
                       const int *need, int dealt, dyn_set_t dinas, int dinas_n, rng_t *rng)
{
    /* the list is cleared first: no byte of what it held (the true pile) is left */
    memset(st->pile_list, 0, sizeof st->pile_list);
    int to_hands = dealt - over_n, pile_rest = fits_n - to_hands;
    dyn_set_t pile = fits;
    if (fits_n + dinas_n > DYN_LIST || dealt > DYN_LIST) {
        /* a large custom deck: from the sets, the pile's list as the draws find it */
        for (int i = 0; i < to_hands; i++) dyn_add(&over, take_any(&pile, fits_n - i, rng), 1);
        for (int t = 0, left = dealt; t < st->players; t++)
            for (int i = 0; i < need[t]; i++, left--) {
                int k = take_any(&over, left, rng);
                dyn_add(&st->hand[t], k, 1);
                st->have[t] |= 1ULL << k;
            }
        for (int j = 0; j < 4; j++) st->pile.w[j] = pile.w[j] + dinas.w[j];
        st->pile_n = (uint16_t)(pile_rest + dinas_n);
        list_build(st);
        return;
    }
    /* The fitting cards as a list in ascending kinds; the hands' share is taken off
     * it, each the r-th of the rest for r drawn below its size (a uniform choice of
     * copies), gathered in hand_cards. What is left is the pile's list but for its
     * DINAs, in step as dyn_redeal leaves it. */
    uint8_t *list = st->pile_list, hand_cards[DYN_LIST + 16];
    set_list_n(&fits, list);
    rng_t g = *rng; /* a local copy: the byte stores below cannot touch it */
    uint64_t w[4] = {0, 0, 0, 0};
    for (int i = 0, left = fits_n; i < to_hands; i++) {
        int r = (int)rng_below(&g, (uint32_t)left), len = --left - r, k = list[r];
#ifdef __SSE2__
        if (len <= LIST_CUT_INLINE) /* sixteen bytes a step, into the list's room */
            for (int j = 0; j < len; j += 16)
                _mm_storeu_si128((__m128i *)(void *)(list + r + j),
                                 _mm_loadu_si128((const __m128i *)(const void *)(list + r + j + 1)));
        else
#endif
            memmove(list + r, list + r + 1, (size_t)len);
        hand_cards[i] = (uint8_t)k;
        w[k >> 4] += kind_unit[k];
    }
    for (int j = 0; j < 4; j++) pile.w[j] -= w[j];
    /* then the cards over the bound, each kind's as a run of sixteen written at
     * once (as set_list_n writes them; hand_cards has the room) */
    size_t n = (size_t)to_hands;
    for (uint64_t b = set_present(&over); b; b &= b - 1) {
        int k = __builtin_ctzll(b);
        memcpy(hand_cards + n, kind_run[k], 16);
        n += (size_t)dyn_count(&over, k);
    }
    /* each hand's cards: the next places of a partial shuffle of hand_cards, each a
     * uniformly drawn card of the rest swapped into place (a uniform deal); the last
     * hand dealt to takes what is left, no draw */
    int last = -1, i = 0;
    for (int t = 0; t < st->players; t++)
        if (need[t]) last = t;
    for (int t = 0; t < last; t++) {
        if (!need[t])
            continue;
        uint64_t hw[4] = {0, 0, 0, 0}, have = 0;
        for (int e = i + need[t]; i < e; i++) {
            int r = i + (int)rng_below(&g, (uint32_t)(dealt - i)), k = hand_cards[r];
            hand_cards[r] = hand_cards[i];
            hw[k >> 4] += kind_unit[k];
            have |= kind_bit[k];
        }
        for (int j = 0; j < 4; j++) st->hand[t].w[j] += hw[j];
        st->have[t] |= have;
    }
    *rng = g;
    if (last >= 0) {
        uint64_t hw[4] = {0, 0, 0, 0}, have = 0;
        for (; i < dealt; i++) {
            int k = hand_cards[i];
            hw[k >> 4] += kind_unit[k];
            have |= kind_bit[k];
        }
        for (int j = 0; j < 4; j++) st->hand[last].w[j] += hw[j];
        st->have[last] |= have;
    }
    int pile_n = pile_rest;
    list_add_dinas(list, &pile, &pile_n, &dinas, dinas_n);
    st->pile = pile;
    st->pile_n = (uint16_t)pile_n;
    st->list_ok = 1; /* pile_cum waits for the list to go out of step */
    st->list_miss = 0;
}

#ifdef __SSE2__
/* Close the gap at `at` in the pile's list, a tail of len <= 48 bytes after it: one to
 * three sixteen-byte steps (the last reads and writes past the pile's end, inside the
 * list's room of sixteen bytes). */
static inline __attribute__((always_inline)) void list_close_short(uint8_t *at, int len)
{
    _mm_storeu_si128((__m128i *)(void *)at, _mm_loadu_si128((const __m128i *)(const void *)(at + 1)));
    if (len > 16) {
        _mm_storeu_si128((__m128i *)(void *)(at + 16),
                         _mm_loadu_si128((const __m128i *)(const void *)(at + 17)));
        if (len > 32)
            _mm_storeu_si128((__m128i *)(void *)(at + 32),
                             _mm_loadu_si128((const __m128i *)(const void *)(at + 33)));
    }
}
#endif

#ifdef __SSE2__
/* The r-th card off the pile by its list (in step, a tail of len <= 48 after it). */
static inline __attribute__((always_inline)) int list_take_short(dyn_state_t *st, int r,
                                                                int len)
{
    uint8_t *at = st->pile_list + r;
    int k = *at;
    list_close_short(at, len);
    st->pile.w[(unsigned)k >> 4] -= kind_unit[k];
    st->pile_n--;
    return k;
}
#endif

/* Take the r-th card (0 <= r < pile_n) off the draw pile: from the list when it is in
 * step, else from the set (set_take), rebuilding the list after a few such draws. */
static inline int pile_take(dyn_state_t *st, int r)
{
    int k;
    if (__builtin_expect(st->list_ok, 1)) {
        int len = st->pile_n - r - 1;
        k = st->pile_list[r];
#ifdef __SSE2__
        /* a tail of 48 bytes or fewer moves inline, a longer one by memmove. (A loop
         * inline for every length, and a call to a loop of our own, both cost more:
         * the draw sites are many.) */
        if (len <= 48)
            list_close_short(st->pile_list + r, len);
        else
#endif
            memmove(st->pile_list + r, st->pile_list + r + 1, (size_t)len);
        st->pile.w[(unsigned)k >> 4] -= kind_unit[k];
        st->pile_n--;
        return k;
    }
    k = set_take(&st->pile, &st->pile_cum, st->pile_n, r);
    st->pile_n--;
    if (++st->list_miss >= DYN_LIST_MISSES)
        list_build(st);
    return k;
}

uint64_t dyn_top_match(const dyn_state_t *st, int top)
{
    return match_bits[st->match_type][top];
}

uint64_t dyn_set_present(const dyn_set_t *s)
{
    return set_present(s);
}

/* The r-th card of s (0 <= r < total), kinds in ascending order. */
static int set_select(const dyn_set_t *s, int r)
{
#ifdef __SSE2__
    /* the four colour totals at once: each byte's two counts added, then the bytes of
     * each word summed (psadbw) */
    const __m128i low = _mm_set1_epi8(15), zero = _mm_setzero_si128();
    __m128i a = _mm_loadu_si128((const __m128i *)(const void *)&s->w[0]);
    __m128i b = _mm_loadu_si128((const __m128i *)(const void *)&s->w[2]);
    a = _mm_sad_epu8(_mm_add_epi8(_mm_and_si128(a, low), _mm_and_si128(_mm_srli_epi16(a, 4), low)), zero);
    b = _mm_sad_epu8(_mm_add_epi8(_mm_and_si128(b, low), _mm_and_si128(_mm_srli_epi16(b, 4), low)), zero);
    uint64_t t0 = (uint64_t)_mm_cvtsi128_si64(a), t1 = (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(a, a));
    uint64_t t2 = (uint64_t)_mm_cvtsi128_si64(b), t3 = (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(b, b));
    uint64_t c2 = t0 + t1, c3 = c2 + t2;
    int j;
    return select_by_cum(s, t0 | c2 << 16 | c3 << 32, (int)(c3 + t3), r, &j);
#else
    const int t[4] = {word_total(s->w[0]), word_total(s->w[1]), word_total(s->w[2]),
                      word_total(s->w[3])};
    return select_by_totals(s, t, r);
#endif
}

int dyn_set_select(const dyn_set_t *s, int r)
{
    return set_select(s, r);
}

static inline void set_add_set(dyn_set_t *a, const dyn_set_t *b)
{
    for (int j = 0; j < 4; j++) a->w[j] += b->w[j];
}

/* The type of card of a kind, for "match it by ... type of card" (rule match_type). */
static int type_of(int kind, int match_type)
{
    int s = DYN_SYM(kind);
    switch (match_type) {
    case DYN_MATCH_CLASS:
        return s <= DYN_T ? 0 : 1;
    case DYN_MATCH_PAIRS:
        return s == DYN_NOPLAY2 ? DYN_NOPLAY1 : s == DYN_SWAP ? DYN_CHANGE : s;
    case DYN_MATCH_SYMBOL:
        return s;
    default:
        return s == DYN_NOPLAY2 ? DYN_NOPLAY1 : s;
    }
}

#define CHOICE(opt, var) ((uint32_t)(opt) << 16 | (uint32_t)(var) << 20)

static void build_choices(void)
{
    for (int m = 0; m < 256; m++) {
        int i = 0;
        for (int sym = 0; sym < 8; sym++)
            if (m >> sym & 1) plain_as[m][i++] = (uint32_t)sym << 10;
        while (i < 8) plain_as[m][i++] = 0;
    }
    memset(choice_rows, 0, sizeof choice_rows); /* row 0: a play with no choice */
    choice_rows[1][0] = CHOICE(0, 0);           /* +-2: draw, */
    choice_rows[1][1] = CHOICE(1, 0);           /* or discard */
    for (int others = 0; others < 256; others++) {
        dyn_choices_t *c = choices[others];
        uint32_t *change = choice_rows[2 + 3 * others], *swap = change + CHOICE_ROW,
                 *noplay = swap + CHOICE_ROW;
        for (int sym = 0; sym < 16; sym++) c[sym] = (dyn_choices_t){0, 1};
        c[DYN_PM2] = (dyn_choices_t){1, 2};
        int nc = 1, ns = 0, nn = 0; /* change row: entry 0 is change direction */
        if (others & (others - 1)) /* position changes need a third player */
            for (int b = others; b; b &= b - 1) change[nc++] = CHOICE(__builtin_ctz(b), 1);
        for (int b = others; b; b &= b - 1) {
            swap[ns++] = CHOICE(__builtin_ctz(b), 0);
            swap[ns++] = CHOICE(__builtin_ctz(b), 1);
            noplay[nn++] = CHOICE(__builtin_ctz(b), 0);
        }
        c[DYN_CHANGE] = (dyn_choices_t){(uint16_t)(2 + 3 * others), (uint16_t)nc};
        c[DYN_SWAP] = (dyn_choices_t){(uint16_t)(3 + 3 * others), (uint16_t)ns};
        c[DYN_NOPLAY1] = (dyn_choices_t){(uint16_t)(4 + 3 * others), (uint16_t)nn};
    }
    _Static_assert(DYN_PM2 == 8 && DYN_NOPLAY2 == 12, "the symbols with a choice are 8..12");
    /* every set of other seats but all eight (the player is never among them; that
     * row would not fit) */
    for (int others = 0; others < 255; others++) {
        int i = 0;
        for (int sym = DYN_PM2; sym <= DYN_NOPLAY2; sym++) {
            dyn_choices_t c = choices[others][sym];
            for (int j = 0; j < c.n; j++)
                act_rows[others][i++] = (uint32_t)sym << 10 | choice_rows[c.row][j];
        }
        act_n[others] = (uint8_t)i;
        while (i < ACT_ROW) act_rows[others][i++] = 0;
    }
}

/* deal_next[n]: dyn_state_t.next for a deal's start with all n seats in play, in
 * seat order (link_seats' result, seats from n on 0) */
static uint8_t deal_next[MAX_SEATS + 1][2][MAX_SEATS];

static void build_tables(void)
{
    ident_bits = dina_bits = 0;
    memset(&letter_mask, 0, sizeof letter_mask);
    for (int c = 0; c < DYN_COLOURS; c++)
        for (int s = 0; s < DYN_SYMBOLS; s++) {
            ident_bits |= 1ULL << DYN_KIND(c, s);
            if (s == DYN_DINA)
                dina_bits |= 1ULL << DYN_KIND(c, s);
            if (s <= DYN_T)
                dyn_add(&letter_mask, DYN_KIND(c, s), 15);
        }
    for (int s = 0; s < 16; s++) {
        sym_nibbles[s] = (uint64_t)15 << (s * 4);
        sym_bits[s] = 0x0001000100010001ULL << s;
    }
    for (int k = 0; k < DYN_KINDS; k++) {
        memset(kind_run[k], k, sizeof kind_run[k]);
        kind_unit[k] = 1ULL << (4 * (k & 15));
        kind_bit[k] = 1ULL << k;
    }
    for (int mt = 0; mt < DYN_MATCHES; mt++)
        for (int top = 0; top < DYN_KINDS; top++) {
            uint64_t m = 0;
            for (int k = 0; k < DYN_KINDS; k++) {
                if (!(ident_bits >> k & 1))
                    continue;
                if (!DYN_IS_COLOURED(top) || DYN_COLOUR(k) == DYN_COLOUR(top) ||
                    DYN_SYM(k) == DYN_SYM(top) || type_of(k, mt) == type_of(top, mt))
                    m |= 1ULL << k;
            }
            match_bits[mt][top] = m;
        }
    build_choices();
    /* link_seats' table for n seats in play in seat order (a deal's start) */
    for (int n = 0; n <= MAX_SEATS; n++)
        for (int q = 0; q < MAX_SEATS; q++) {
            deal_next[n][0][q] = (uint8_t)(q < n ? (q + 1) % n : 0);
            deal_next[n][1][q] = (uint8_t)(q < n ? (q + n - 1) % n : 0);
        }
}

/* The deck's cards as a list in ascending kinds (the order draws rank them in), for
 * dealing (deal_hands); rebuilt whenever the deck is loaded. */
static uint8_t deck_list[DYN_LIST + 16];
static int deck_list_n;

static void build_deck_list(void)
{
    deck_list_n = dyn_set_list(&dyn_deck->cards, deck_list); /* -1: too many to list */
}

static int dyn_init(char *err, size_t n)
{
    build_tables();
    int rc = dyn_data_init(err, n);
    build_deck_list();
    return rc;
}

RULES_PACK_FN(dyn_rules_pack, DYN_RULES, dyn_state_t, dyn_rules_t)

/* ================================================================ turn order == */

#define ALL_SEATS 0xFFu

static inline int seat_bit(int s) { return 1 << s; }

/* Seats of s's team (pairs: s and its partner s +- players/2), or s alone. */
static int side_mask(const dyn_state_t *st, int s)
{
    if (!st->pairs)
        return seat_bit(s);
    int t = dyn_team_of(st, s);
    return seat_bit(t) | seat_bit(t + st->players / 2);
}

/* Next seat from s in direction dir among the seats of `mask`. */
int dyn_next_in(const dyn_state_t *st, int s, int mask, int dir)
{
    int n = st->players, p = st->pos[s], step = dir ? n - 1 : 1;
    for (int i = 0; i < n; i++) {
        p += step;
        if (p >= n) p -= n;
        if (mask >> st->order[p] & 1)
            return st->order[p];
    }
    return s;
}

/* Next seat from s in the direction of play among the seats of `mask`. */
static int next_in(const dyn_state_t *st, int s, int mask)
{
    return dyn_next_in(st, s, mask, st->dir);
}

/* Rebuild the next-seat table: after the seats in play or their order changed. */
static void link_seats(dyn_state_t *st)
{
    uint8_t seq[MAX_SEATS];
    int m = 0, n = st->players;
#ifdef __SSSE3__
    _Static_assert(MAX_SEATS == 8, "the seats as the eight bytes of a word");
    if (st->alive == (1u << n) - 1) { /* every seat in play (the common case) */
        /* next[0][s] = order[pos[s] + 1], next[1][s] = order[pos[s] - 1] (positions
         * modulo n), all seats at once by a byte shuffle; seats from n on stay 0 */
        uint64_t ord, ps;
        memcpy(&ord, st->order, 8);
        memcpy(&ps, st->pos, 8);
        const __m128i nv = _mm_set1_epi8((char)n), one = _mm_set1_epi8(1);
        __m128i o = _mm_cvtsi64_si128((long long)ord), p = _mm_cvtsi64_si128((long long)ps);
        __m128i out = _mm_cmpgt_epi8(_mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 8, 8, 8, 8, 8),
                                     _mm_sub_epi8(nv, one)); /* lanes >= n: index 0x80, a 0 */
        __m128i up = _mm_add_epi8(p, one);
        up = _mm_sub_epi8(up, _mm_and_si128(_mm_cmpeq_epi8(up, nv), nv));
        __m128i down = _mm_add_epi8(p, _mm_sub_epi8(nv, one));
        down = _mm_sub_epi8(down, _mm_and_si128(_mm_cmpgt_epi8(down, _mm_sub_epi8(nv, one)), nv));
        const __m128i high = _mm_set1_epi8((char)0x80);
        __m128i n0 = _mm_shuffle_epi8(o, _mm_or_si128(up, _mm_and_si128(out, high)));
        __m128i n1 = _mm_shuffle_epi8(o, _mm_or_si128(down, _mm_and_si128(out, high)));
        uint64_t a = (uint64_t)_mm_cvtsi128_si64(n0), b = (uint64_t)_mm_cvtsi128_si64(n1);
        memcpy(st->next[0], &a, 8);
        memcpy(st->next[1], &b, 8);
        return;
    }
#endif
    memset(st->next, 0, sizeof st->next);
    for (int p = 0; p < n; p++) /* the seats in play in table order */
        if (st->alive >> st->order[p] & 1)
            seq[m++] = st->order[p];
    for (int i = 0; i < m; i++) {
        st->next[0][seq[i]] = seq[i + 1 == m ? 0 : i + 1];
        st->next[1][seq[i]] = seq[i == 0 ? m - 1 : i - 1];
    }
    for (int s = 0; s < n; s++) /* a seat out of play: from its place at the table */
        if (!(st->alive >> s & 1))
            for (int d = 0; d < 2; d++) st->next[d][s] = (uint8_t)dyn_next_in(st, s, st->alive, d);
}

/* Next seat in play from s in the direction of play. */
static inline int next_alive(const dyn_state_t *st, int s) { return st->next[st->dir][s]; }

/* Seat of the next turn actually taken: players who lose a turn are passed over. */
static int advance_seat(dyn_state_t *st)
{
    int s = st->cur;
    for (;;) {
        s = next_alive(st, s);
        if (!st->skips[s])
            return s;
        st->skips[s]--;
        if (TRACE_ON())
            dyn_trace_lose_turn(s);
    }
}

/* ================================================================= knowledge == */

/* Every non-zero count of the set drops by one: the bound left when a card of an
 * unknown kind goes. */
static inline void set_drop_each(dyn_set_t *s)
{
    for (int j = 0; j < 4; j++) {
        uint64_t w = s->w[j];
        s->w[j] = w - ((w | w >> 1 | w >> 2 | w >> 3) & NIB1);
    }
}

static inline void set_drop_one(dyn_set_t *s, int k)
{
    if (dyn_count(s, k))
        dyn_sub(s, k, 1);
}

/* Seats other than t. */
static inline int others_of(const dyn_state_t *st, int t)
{
    return ((1 << st->players) - 1) & ~seat_bit(t);
}

/* t lost one card of kind k in public view: every lower bound drops by at most one. */
static __attribute__((noinline)) void know_lose_seen_rows(dyn_state_t *st, int t, int k)
{
    set_drop_one(&st->pub[t], k);
    set_drop_one(&st->know[t], k);
}

static inline void know_lose_seen(dyn_state_t *st, int t, int k)
{
    /* else no bound to lower: no row of t's, or neither row counts kind k */
    if (__builtin_expect(st->known >> t & 1, 0) &&
        ((st->pub[t].w[(unsigned)k >> 4] | st->know[t].w[(unsigned)k >> 4]) >>
         (((unsigned)k & 15) * 4) & 15u))
        know_lose_seen_rows(st, t, k);
}

/* t lost card k seen only by `seen_by`: observers who did not see it cannot tell
 * which card went, so their bound on every kind drops by one. */
static void know_lose_unseen(dyn_state_t *st, int t, int k, int seen_by)
{
    if (!(st->known >> t & 1))
        return;
    if (others_of(st, t) & ~seen_by)
        set_drop_each(&st->pub[t]);
    else
        set_drop_one(&st->pub[t], k);
    if (st->know_mask[t] & ~seen_by)
        set_drop_each(&st->know[t]);
    else
        set_drop_one(&st->know[t], k);
}

/* t gained the cards of `add`, seen by the observers of `seen_by`. Seen by all: the
 * public row grows (and the private one, which includes it). Seen by some: the
 * private row keeps the group that knows most and still holds; a group that drops
 * out falls back on the public row (forgetting never contradicts the true hand). */
static inline void know_gain(dyn_state_t *st, int t, const dyn_set_t *add, int seen_by)
{
    int others = others_of(st, t);
    seen_by &= others;
    st->known |= (uint8_t)seat_bit(t);
    if (seen_by == others) {
        set_add_set(&st->pub[t], add);
        if (st->know_mask[t])
            set_add_set(&st->know[t], add);
        return;
    }
    int both = st->know_mask[t] & seen_by;
    if (both) {
        set_add_set(&st->know[t], add);
        st->know_mask[t] = (uint8_t)both;
    } else {
        st->know[t] = st->pub[t];
        set_add_set(&st->know[t], add);
        st->know_mask[t] = (uint8_t)seen_by;
    }
}

/* know_gain of one card of kind k: the same rows, one word each. */
static void know_gain_one(dyn_state_t *st, int t, int k, int seen_by)
{
    int others = others_of(st, t);
    unsigned j = (unsigned)k >> 4;
    uint64_t u = kind_unit[k];
    seen_by &= others;
    st->known |= (uint8_t)seat_bit(t);
    if (seen_by == others) {
        st->pub[t].w[j] += u;
        if (st->know_mask[t])
            st->know[t].w[j] += u;
        return;
    }
    int both = st->know_mask[t] & seen_by;
    if (both) {
        st->know[t].w[j] += u;
        st->know_mask[t] = (uint8_t)both;
    } else {
        st->know[t] = st->pub[t];
        st->know[t].w[j] += u;
        st->know_mask[t] = (uint8_t)seen_by;
    }
}

/* ============================================================== card movement == */

static __attribute__((noinline)) void reshuffle(dyn_state_t *st)
{
    if (TRACE_ON())
        dyn_trace_reshuffle(st->discard_n);
    /* the pile is empty (draw_card reshuffles only then): from now on it holds
     * only cards of these public discards. A DINA drawn earlier in this series of
     * draws (a penalty, an explosion's extra cards) is still in its hand, placed
     * when the series ends, and placing takes it off pile_within: it came off the
     * old pile, so it is counted in here to be taken off again. */
    const uint64_t dina_nib = (uint64_t)15 << (4 * DYN_DINA);
    st->pile_within = st->discard;
    for (int s = 0; s < st->players; s++)
        if (st->have[s] & dina_bits)
            for (int j = 0; j < 4; j++) st->pile_within.w[j] += st->hand[s].w[j] & dina_nib;
    set_add_set(&st->pile, &st->discard);
    st->pile_n += st->discard_n;
    list_build(st);
    memset(&st->discard, 0, sizeof st->discard);
    st->discard_n = 0;
}

/* A random card off the draw pile (the discards reshuffled in when it is empty), or
 * DYN_NOKIND when there is none anywhere. */
static inline int draw_card(dyn_state_t *st, rng_t *rng)
{
    if (__builtin_expect(!st->pile_n, 0)) {
        reshuffle(st);
        if (!st->pile_n)
            return DYN_NOKIND;
    }
    return pile_take(st, (int)rng_below(rng, st->pile_n));
}

/* (the one-card unit and the kind's bit from the tables: a load each, where the
 * shifts would take a few instructions) */
static inline void hand_add(dyn_state_t *st, int s, int k)
{
    st->hand[s].w[(unsigned)k >> 4] += kind_unit[k];
    st->have[s] |= kind_bit[k];
    st->hand_n[s]++;
}

static inline void hand_remove(dyn_state_t *st, int s, int k)
{
    dyn_sub(&st->hand[s], k, 1);
    st->have[s] &= ~((uint64_t)(dyn_count(&st->hand[s], k) == 0) << k);
    st->hand_n[s]--;
}

/* The r-th card (0 <= r < hand_n[s]) of s's hand, kinds in ascending order: a hand
 * holds few kinds, so a walk over the kinds held (have) finds it in a few steps. */
static int hand_select(const dyn_state_t *st, int s, int r)
{
    for (uint64_t b = st->have[s];; b &= b - 1) {
        int k = __builtin_ctzll(b), c = dyn_count(&st->hand[s], k);
        if (r < c)
            return k;
        r -= c;
    }
}

static inline void to_discard(dyn_state_t *st, int k)
{
    st->discard.w[(unsigned)k >> 4] += kind_unit[k];
    st->discard_n++;
}

/* A DINA of kind k goes face up in front of s (its record only; the caller keeps
 * the hand and bombs_at). */
static inline void new_bomb(dyn_state_t *st, int s, int k)
{
    dyn_bomb_t *b = &st->bomb[st->bomb_n++];
    memset(b, 0, sizeof *b);
    b->turn = st->turn;
    b->id = ++st->bomb_seq;
    b->kind = b->card = (uint8_t)k;
    b->holder = (uint8_t)s;
}

/* Every DINA in s's hand goes face up in front of s at once, beside any other DINA
 * already in play: a hand never holds a DINA. So a DINA found in a hand here was
 * just drawn from the pile (a deal, a draw, a penalty, an explosion's extra cards),
 * and every seat sees it come off: it leaves pile_within. */
static __attribute__((noinline)) void place_dinas_traced(dyn_state_t *st, int s, const char *from)
{
    for (uint64_t d = st->have[s] & dina_bits; d; d &= d - 1) /* ascending kinds */
        for (int k = __builtin_ctzll(d); dyn_count(&st->hand[s], k);) {
            hand_remove(st, s, k);
            dyn_sub(&st->pile_within, k, 1); /* seen coming off the pile */
            know_lose_seen(st, s, k);
            new_bomb(st, s, k);
            st->bombs_at[s]++;
            dyn_trace_place(&st->bomb[st->bomb_n - 1], from);
        }
}

/* place_dinas without a trace: each DINA kind's copies leave the hand at once (the
 * trace, reporting each placing in turn, goes the long way) */
static void place_dinas(dyn_state_t *st, int s, const char *from)
{
    if (TRACE_ON()) {
        place_dinas_traced(st, s, from);
        return;
    }
    for (uint64_t d = st->have[s] & dina_bits; d; d &= d - 1) { /* ascending kinds */
        int k = __builtin_ctzll(d), c = dyn_count(&st->hand[s], k);
        dyn_sub(&st->hand[s], k, c);
        dyn_sub(&st->pile_within, k, c);
        st->have[s] &= ~(1ULL << k);
        st->hand_n[s] = (uint8_t)(st->hand_n[s] - c);
        st->bombs_at[s] = (uint8_t)(st->bombs_at[s] + c);
        for (int i = 0; i < c; i++) {
            know_lose_seen(st, s, k);
            new_bomb(st, s, k);
        }
    }
}

/* Called whenever cards enter s's hand (`from` says how, for the trace), the kinds
 * held (have) in step; the check is inline, the placing is rare. */
static inline void maybe_place(dyn_state_t *st, int s, const char *from)
{
    if (st->have[s] & dina_bits)
        place_dinas(st, s, from);
}

/* Take DINA i out of play; the others keep their order. */
static void remove_bomb(dyn_state_t *st, int i)
{
    st->bombs_at[st->bomb[i].holder]--;
    st->bomb_n--;
    /* a few records, each a plain copy of its 48 bytes, inline (written as a loop of
     * struct copies, it becomes a call to memmove) */
    for (int j = i; j < st->bomb_n; j++) {
#ifdef __SSE2__
        _Static_assert(sizeof(dyn_bomb_t) == 48, "a DINA's record is 3 x 16 bytes");
        char *to = (char *)&st->bomb[j];
        const char *from = (const char *)&st->bomb[j + 1];
        __m128i a = _mm_loadu_si128((const __m128i *)(const void *)from);
        __m128i b = _mm_loadu_si128((const __m128i *)(const void *)(from + 16));
        __m128i c = _mm_loadu_si128((const __m128i *)(const void *)(from + 32));
        _mm_storeu_si128((__m128i *)(void *)to, a);
        _mm_storeu_si128((__m128i *)(void *)(to + 16), b);
        _mm_storeu_si128((__m128i *)(void *)(to + 32), c);
#else
        st->bomb[j] = st->bomb[j + 1];
#endif
    }
}

/* draw_to in a traced game: the same draws, each reported. */
static __attribute__((noinline)) void draw_to_traced(dyn_state_t *st, int s, int n, rng_t *rng,
                                                     const char *why)
{
    for (int i = 0; i < n; i++) {
        int k = draw_card(st, rng);
        dyn_trace_draw(s, k, why);
        if (k == DYN_NOKIND)
            break;
        hand_add(st, s, k);
    }
    maybe_place(st, s, why);
}

/* s takes n cards from the pile (why: "penalty", "explosion", for the trace). */
static inline __attribute__((always_inline)) void draw_to(dyn_state_t *st, int s, int n, rng_t *rng, const char *why)
{
    if (TRACE_ON()) {
        draw_to_traced(st, s, n, rng, why);
        return;
    }
    for (int i = 0; i < n; i++) {
        int k = draw_card(st, rng);
        if (k == DYN_NOKIND)
            break;
        hand_add(st, s, k);
    }
    maybe_place(st, s, why);
}

/* DINA i explodes on its holder: it goes to the discards, the holder takes the
 * accumulated face-up cards (every player sees them) plus `explode_extra` from the
 * pile. A DINA among them is placed at once, as a new DINA of this turn. */
static void explode(dyn_state_t *st, int i, rng_t *rng)
{
    dyn_bomb_t b = st->bomb[i];
    int h = b.holder;
    if (TRACE_ON())
        dyn_trace_explode(&b);
    remove_bomb(st, i);
    to_discard(st, b.card);
    set_add_set(&st->hand[h], &b.acc);
    st->have[h] |= set_present(&b.acc);
    st->hand_n[h] += b.acc_n;
    know_gain(st, h, &b.acc, ALL_SEATS);
    draw_to(st, h, st->explode_extra, rng, "explosion");
}

/* A DINA placed in front of seat s during this turn, not from s's hand: turned over
 * for another DINA, or a wild (card) played as DINA k. */
static void place_bomb(dyn_state_t *st, int card, int k, int s)
{
    dyn_bomb_t *b = &st->bomb[st->bomb_n++];
    memset(b, 0, sizeof *b);
    b->turn = st->turn;
    b->id = ++st->bomb_seq;
    b->kind = (uint8_t)k;
    b->card = (uint8_t)card;
    b->holder = (uint8_t)s;
    st->bombs_at[s]++;
}

/* Start of the holder's turn: turn one card from the pile for DINA i. Same colour as
 * the DINA: it explodes. Otherwise the card joins its accumulation and it moves on.
 * A DINA that comes up is placed in front of the holder at once ("when it appears,
 * you must immediately place it"), never accumulated; its colour decides like any
 * turned card's (turned_dina=counts), or the holder turns again (turn_again). */
/* The end of a turn-over, card k turned for DINA i (DYN_NOKIND: none left): the
 * DINA explodes on a card of its colour, else passes on. */
static inline void flip_end(dyn_state_t *st, int i, int k, rng_t *rng)
{
    dyn_bomb_t *b = &st->bomb[i];
    if (k != DYN_NOKIND && DYN_IS_COLOURED(k) && DYN_COLOUR(k) == DYN_COLOUR(b->kind)) {
        explode(st, i, rng);
        return;
    }
    int from = b->holder;
    b->holder = (uint8_t)next_alive(st, from);
    st->bombs_at[from]--;
    st->bombs_at[b->holder]++;
    if (TRACE_ON())
        dyn_trace_dina_passes(b, from, "turn_over");
}

/* A DINA k turned over for DINA i: placed in front of the holder, then (turn_again)
 * the next card, as long as DINAs come up. */
static __attribute__((noinline)) void flip_dina(dyn_state_t *st, int i, int k, rng_t *rng)
{
    dyn_bomb_t *b = &st->bomb[i];
    for (;;) {
        place_bomb(st, k, k, b->holder);
        if (TRACE_ON())
            dyn_trace_place(&st->bomb[st->bomb_n - 1], "turn_over");
        if (st->turned_dina == DYN_TURNED_COUNTS)
            break;
        k = draw_card(st, rng);
        if (TRACE_ON())
            dyn_trace_turn_over(b, k);
        if (k != DYN_NOKIND) /* turned face up: every seat sees it leave the pile */
            dyn_sub(&st->pile_within, k, 1);
        if (k == DYN_NOKIND || !DYN_IS_COLOURED(k) || DYN_SYM(k) != DYN_DINA) {
            if (k != DYN_NOKIND) {
                dyn_add(&b->acc, k, 1);
                b->acc_n++;
            }
            break;
        }
    }
    flip_end(st, i, k, rng);
}

static __attribute__((noinline)) void flip_slow(dyn_state_t *st, int i, rng_t *rng)
{
    int k = draw_card(st, rng);
    dyn_bomb_t *b = &st->bomb[i];
    if (TRACE_ON())
        dyn_trace_turn_over(b, k);
    if (k != DYN_NOKIND) /* turned face up: every seat sees it leave the pile */
        st->pile_within.w[(unsigned)k >> 4] -= kind_unit[k];
    if (__builtin_expect(k != DYN_NOKIND && DYN_SYM(k) == DYN_DINA && DYN_IS_COLOURED(k), 0)) {
        flip_dina(st, i, k, rng);
        return;
    }
    if (k != DYN_NOKIND) {
        dyn_add(&b->acc, k, 1);
        b->acc_n++;
    }
    flip_end(st, i, k, rng);
}

/* flip_slow after card k (not none) is taken, in an untraced game. */
static inline __attribute__((always_inline)) void flip_taken(dyn_state_t *st, int i, int k,
                                                            rng_t *rng)
{
    st->pile_within.w[(unsigned)k >> 4] -= kind_unit[k]; /* turned face up */
    if (__builtin_expect(DYN_SYM(k) == DYN_DINA && DYN_IS_COLOURED(k), 0)) {
        flip_dina(st, i, k, rng);
        return;
    }
    dyn_bomb_t *b = &st->bomb[i];
    dyn_add(&b->acc, k, 1);
    b->acc_n++;
    flip_end(st, i, k, rng);
}

/* The rest of flip once the rank r of the card turned is drawn (the pile's list in
 * step, no trace). */
static __attribute__((noinline)) void flip_at(dyn_state_t *st, int i, int r, rng_t *rng)
{
    flip_taken(st, i, pile_take(st, r), rng);
}

/* flip_slow, the same draws, for the common case done with no call but in tail
 * position (as apply_draw): the pile not empty, its list in step, no trace, a tail
 * of 48 cards or fewer to move. */
static __attribute__((noinline)) void flip(dyn_state_t *st, int i, rng_t *rng)
{
    int n = st->pile_n;
    if (__builtin_expect(!st->list_ok || !n || TRACE_ON(), 0)) {
        flip_slow(st, i, rng);
        return;
    }
    int r = (int)rng_below(rng, (uint32_t)n), len = n - r - 1;
#ifdef __SSE2__
    if (__builtin_expect(len > 48, 0)) {
        flip_at(st, i, r, rng);
        return;
    }
    int k = list_take_short(st, r, len);
    flip_taken(st, i, k, rng);
#else
    (void)len;
    flip_at(st, i, r, rng);
#endif
}

/* ==================================================================== scoring == */

/* The weights hand_points_w applies: the value of each symbol (rules pts_*), built
 * once for every hand of a deal's scoring. With SSSE3, byte i of each 8-byte half
 * weighs the low (even) or high (odd) nibble of byte i of a word: symbols 2i and
 * 2i + 1. Nibble 13 of word 0 is the wild, of word 1 the detonator (odd_a), and of
 * words 2 and 3 never a card (odd_b: 0). */
#ifdef __SSSE3__
typedef struct hand_weights {
    __m128i even, odd_a, odd_b;
} hand_weights_t;
#else
typedef int hand_weights_t;
#endif
static inline hand_weights_t hand_weights(const dyn_state_t *st)
{
#ifdef __SSSE3__
    _Static_assert(DYN_D == 0 && DYN_T == 5 && DYN_DINA == 6 && DYN_MITA == 7 &&
                       DYN_PM2 == 8 && DYN_NOPLAY2 == 12 && (DYN_WILD & 15) == 13 &&
                       DYN_DET == 16 + 13,
                   "letters in nibbles 0..5, DINA, MITA, the activities 8..12, then "
                   "the wild and the detonator in nibble 13 of words 0 and 1");
    uint64_t l = st->pts_letter, a = st->pts_activity;
    /* even symbols 0 2 4 6 8 10 12 14: letter letter letter DINA activity x3, none */
    uint64_t ev = l * 0x010101ULL | (uint64_t)st->pts_dina << 24 | a * 0x0001010100000000ULL;
    /* odd symbols 1 3 5 7 9 11 13 15: letter x3, MITA, activity x2, wild/det, none */
    uint64_t od = l * 0x010101ULL | (uint64_t)st->pts_mita << 24 | a * 0x0000010100000000ULL;
    uint64_t od_w = od | (uint64_t)st->pts_wild << 48, od_d = od | (uint64_t)st->pts_detonator << 48;
    hand_weights_t w = {_mm_set_epi64x((long long)ev, (long long)ev),
                        _mm_set_epi64x((long long)od_d, (long long)od_w),
                        _mm_set_epi64x((long long)od, (long long)od)};
    return w;
#else
    (void)st;
    return 0;
#endif
}

/* dyn_hand_points with the weights computed (hand_weights). */
static inline int hand_points_w(const dyn_state_t *st, int seat, hand_weights_t val)
{
    const dyn_set_t *h = &st->hand[seat];
#ifdef __SSSE3__
    /* Each word's counts (15 at most) times their symbol's value (100 at most), pairs
     * summed by pmaddubsw (3,000 at most), the four words' sums added (12,000 at
     * most, in 16 bits), then all of them. */
    const __m128i low = _mm_set1_epi8(15);
    __m128i a = _mm_loadu_si128((const __m128i *)(const void *)&h->w[0]);
    __m128i b = _mm_loadu_si128((const __m128i *)(const void *)&h->w[2]);
    __m128i p = _mm_add_epi16(
        _mm_add_epi16(_mm_maddubs_epi16(_mm_and_si128(a, low), val.even),
                      _mm_maddubs_epi16(_mm_and_si128(_mm_srli_epi16(a, 4), low), val.odd_a)),
        _mm_add_epi16(_mm_maddubs_epi16(_mm_and_si128(b, low), val.even),
                      _mm_maddubs_epi16(_mm_and_si128(_mm_srli_epi16(b, 4), low), val.odd_b)));
    p = _mm_madd_epi16(p, _mm_set1_epi16(1));
    p = _mm_add_epi32(p, _mm_shuffle_epi32(p, 0x4E));
    p = _mm_add_epi32(p, _mm_shuffle_epi32(p, 0xB1));
    return _mm_cvtsi128_si32(p);
#else
    (void)val;
    int wild = dyn_count(h, DYN_WILD), det = dyn_count(h, DYN_DET);
    /* the counts of symbols 0..7 over the colours, a byte each (60 at most): byte b
     * of lo holds symbol 2b, of hi symbol 2b + 1, so bytes 0..2 of lo + hi are the
     * letters D I / N A / M T, byte 3 of lo the DINAs and of hi the MITAs */
    uint64_t lo = 0, hi = 0;
    for (int j = 0; j < 4; j++) {
        uint64_t x = h->w[j] & 0xFFFFFFFFu;
        lo += x & NIB_LOW;
        hi += (x >> 4) & NIB_LOW;
    }
    uint64_t lb = lo + hi;
    int letters = (int)(lb & 255) + (int)(lb >> 8 & 255) + (int)(lb >> 16 & 255);
    int dina = (int)(lo >> 24), mita = (int)(hi >> 24);
    int activity = st->hand_n[seat] - letters - dina - mita - wild - det;
    return letters * st->pts_letter + activity * st->pts_activity + wild * st->pts_wild +
           det * st->pts_detonator + dina * st->pts_dina + mita * st->pts_mita;
#endif
}

/* The value of a hand, the points of each card by its class (rules pts_*): letters,
 * DINAs and MITAs counted over the four words at once, the wild and the detonator by
 * their counts; every other card (+-2, change, swap, no playing) is an activity. */
int dyn_hand_points(const dyn_state_t *st, int seat)
{
    return hand_points_w(st, seat, hand_weights(st));
}

static inline int has_word(const dyn_state_t *st, int seat)
{
    const dyn_set_t *h = &st->hand[seat];
    if (st->hand_n[seat] < 8 && !st->wild_in_word) /* the word takes eight cards */
        return 0;
    if (!st->wild_in_word) { /* and each of its six letters, in some colour */
        uint64_t sym = st->have[seat];
        sym |= sym >> 32;
        sym |= sym >> 16;
        _Static_assert(DYN_D == 0 && DYN_I == 1 && DYN_N == 2 && DYN_A == 3 && DYN_M == 4 &&
                           DYN_T == 5,
                       "the letters are symbols 0 to 5");
        if ((sym & 0x3F) != 0x3F)
            return 0;
    }
    uint64_t lo = 0, hi = 0;
    for (int c = 0; c < DYN_COLOURS; c++) {
        lo += h->w[c] & NIB_LOW;
        hi += (h->w[c] >> 4) & NIB_LOW;
    }
    /* byte b of lo counts symbol 2b, of hi symbol 2b+1: D I / N A / M T */
    int d = (int)(lo & 255), i = (int)(hi & 255), nn = (int)(lo >> 8 & 255);
    int a = (int)(hi >> 8 & 255), m = (int)(lo >> 16 & 255), t = (int)(hi >> 16 & 255);
    int missing = (d < 1) + (nn < 1) + (m < 1) + (t < 1) + (i < 2 ? 2 - i : 0) +
                  (a < 2 ? 2 - a : 0);
    if (missing == 0)
        return 1;
    return st->wild_in_word && missing <= dyn_count(h, DYN_WILD);
}

int dyn_has_word(const dyn_state_t *st, int seat)
{
    return has_word(st, seat);
}

/* ================================================================ deal flow == */

static void new_deal(dyn_state_t *st, rng_t *rng);

static void game_over(dyn_state_t *st, int win, int draw)
{
    st->win_mask = (uint8_t)win;
    st->draw_mask = (uint8_t)draw;
    st->phase = DYN_PH_OVER;
}

/* Card points seat s is left with: its hand, and each DINA lying in front of it
 * (a DINA never stays in a hand; its value is 0 by the rulebook, rule pts_dina). */
static inline int left_points(const dyn_state_t *st, int s, hand_weights_t val)
{
    return hand_points_w(st, s, val) + st->bombs_at[s] * st->pts_dina;
}

/* Penalty points of seat s for the deal just ended (it did not win it). */
static inline int deal_penalty(const dyn_state_t *st, int s, hand_weights_t val)
{
    return st->alive >> s & 1 ? left_points(st, s, val) : st->deal_pts[s];
}

static int team_points(const dyn_state_t *st, int s)
{
    int sum = 0, m = side_mask(st, s);
    for (int t = 0; t < st->players; t++)
        if (m >> t & 1) sum += st->points[t];
    return sum;
}

/* Seats among `mask` with the fewest points. */
static int fewest_points(const dyn_state_t *st, int mask)
{
    int best = 0x7FFFFFFF, out = 0;
    for (int s = 0; s < st->players; s++) {
        if (!(mask >> s & 1)) continue;
        int p = st->pairs ? team_points(st, s) : st->points[s];
        if (p < best) { best = p; out = 0; }
        if (p == best) out |= seat_bit(s);
    }
    return out;
}

/* The match ends: the side with the fewest points among `mask` wins; a tie between
 * sides is shared. */
static void fewest_points_win(dyn_state_t *st, int mask)
{
    int best = fewest_points(st, mask);
    if (best == side_mask(st, __builtin_ctz(best)))
        game_over(st, best, 0);
    else
        game_over(st, 0, best);
}

/* Score a deal of a points match; returns 1 when another deal follows. */
static int points_match_step(dyn_state_t *st, int win)
{
    hand_weights_t val = hand_weights(st);
    for (int s = 0; s < st->players; s++)
        if ((st->in_match >> s & 1) && !(win >> s & 1))
            st->points[s] += deal_penalty(st, s, val);
    int reached = 0;
    for (int s = 0; s < st->players; s++)
        if ((st->in_match >> s & 1) &&
            (st->pairs ? team_points(st, s) : st->points[s]) >= st->points_limit)
            reached |= seat_bit(s);
    if (!reached)
        return 1;
    if (st->points_end == DYN_PEND_FIRST_REACHES) {
        fewest_points_win(st, st->in_match);
        return 0;
    }
    /* only one can remain: players (pairs) who reached the limit leave the match */
    int left = st->in_match & ~reached;
    if (left && (left & ~side_mask(st, __builtin_ctz(left)))) {
        st->in_match = (uint8_t)left;
        return 1;
    }
    if (left)
        game_over(st, left, 0);
    else /* everyone left reached the limit in the same deal: fewest points wins */
        fewest_points_win(st, st->in_match);
    return 0;
}

/* Score the deal just ended; returns 1 when another deal follows (else the match
 * is over). */
static int score_deal(dyn_state_t *st, int win, int draw)
{
    switch (st->mode) {
    case DYN_MODE_SINGLE: {
        hand_weights_t val = hand_weights(st); /* (once for every hand) */
        for (int s = 0; s < st->players; s++)
            st->points[s] = win >> s & 1 ? 0 : deal_penalty(st, s, val);
        game_over(st, win, win ? 0 : draw);
        return 0;
    }
    case DYN_MODE_BEST_OF: {
        int need = st->best_of / 2 + 1, champs = 0;
        for (int s = 0; s < st->players; s++)
            if (win >> s & 1 && ++st->wins[s] >= need)
                champs |= seat_bit(s);
        if (!champs)
            return 1;
        game_over(st, champs, 0);
        return 0;
    }
    default:
        return points_match_step(st, win);
    }
}

/* The deal is won by the seats of `win` (a player and, in pairs, the partners), or
 * shared by `draw` (a blocked deal with a tie); `how` is enum dyn_deal_end. Scores
 * it; ends the match or deals the next hand. The caller then starts the next turn
 * (run_turns). */
static void deal_end(dyn_state_t *st, int how, int win, int draw, rng_t *rng)
{
    st->deals++;
    /* what belonged to the deal's turns closes with it: a total waiting for a next
     * player lands on nobody (FAQ), lost turns and passes lapse */
    st->pen_n = st->pen_mode = 0;
    st->passed = 0;
    memset(st->skips, 0, sizeof st->skips);
    int next = score_deal(st, win, draw);
    if (TRACE_ON())
        dyn_trace_deal_end(st, how, win, draw);
    if (next)
        new_deal(st, rng);
}

/* Fewest cards wins a blocked deal; a tie across sides wins nothing. */
static void blocked_end(dyn_state_t *st, rng_t *rng)
{
    int best = 255, seats = 0;
    for (int s = 0; s < st->players; s++) {
        if (!(st->alive >> s & 1)) continue;
        if (st->hand_n[s] < best) { best = st->hand_n[s]; seats = 0; }
        if (st->hand_n[s] == best) seats |= seat_bit(s);
    }
    st->blocked_deals++;
    int side = side_mask(st, __builtin_ctz(seats));
    if ((seats & ~side) == 0)
        deal_end(st, DYN_END_BLOCKED, side, 0, rng);
    else if (st->mode != DYN_MODE_SINGLE) /* a tie across sides wins nothing */
        deal_end(st, DYN_END_BLOCKED, 0, 0, rng);
    else { /* a single game is shared by the tied seats (in pairs by their teams) */
        int share = 0;
        for (int b = seats; b; b &= b - 1) share |= side_mask(st, __builtin_ctz(b));
        deal_end(st, DYN_END_BLOCKED, 0, share, rng);
    }
}

/* s ended a turn with out_limit cards or more: out of this deal, cards discarded. */
static void eliminate(dyn_state_t *st, int s, rng_t *rng)
{
    if (TRACE_ON())
        dyn_trace_out(s, &st->hand[s]);
    st->deal_pts[s] = (int16_t)dyn_hand_points(st, s);
    set_add_set(&st->discard, &st->hand[s]);
    st->discard_n += st->hand_n[s];
    memset(&st->hand[s], 0, sizeof st->hand[s]);
    st->have[s] = 0;
    memset(&st->pub[s], 0, sizeof st->pub[s]);
    memset(&st->know[s], 0, sizeof st->know[s]);
    st->know_mask[s] = 0;
    st->hand_n[s] = 0;
    st->skips[s] = 0;
    st->alive &= (uint8_t)~seat_bit(s);
    link_seats(st);
    for (int i = 0; i < st->bomb_n; i++)
        if (st->bomb[i].holder == s) {
            st->bomb[i].holder = (uint8_t)next_alive(st, s);
            if (TRACE_ON() && st->bomb[i].holder != s)
                dyn_trace_dina_passes(&st->bomb[i], s, "out");
        }
    if (next_alive(st, s) != s) {
        st->bombs_at[next_alive(st, s)] += st->bombs_at[s];
        st->bombs_at[s] = 0;
    }
    /* the last player (in pairs: the last team) standing wins the deal */
    int side = side_mask(st, __builtin_ctz(st->alive));
    if (!(st->alive & ~side))
        deal_end(st, DYN_END_LAST, side, 0, rng);
}

/* End of the current player's turn: DINAMITA in hand wins; a hand of out_limit or
 * more puts the player out. */
static void end_checks(dyn_state_t *st, rng_t *rng)
{
    int p = st->cur;
    if (!st->hand_n[p] || dyn_has_word(st, p))
        deal_end(st, st->hand_n[p] ? DYN_END_WORD : DYN_END_EMPTY, side_mask(st, p), 0, rng);
    else if (st->hand_n[p] >= st->out_limit)
        eliminate(st, p, rng);
}

/* The wild cards among the kinds: the wild, and the detonator when it is one. */
static inline uint64_t wild_kinds(const dyn_state_t *st)
{
    return 1ULL << DYN_WILD | (uint64_t)(st->detonator == DYN_DET_WILD) << DYN_DET;
}

/* A MITA or a wild in s's hand (from the kinds held). */
static int has_defuse(const dyn_state_t *st, int s)
{
    return (st->have[s] & (sym_bits[DYN_MITA] | wild_kinds(st))) != 0;
}

/* A +-2 or a wild in s's hand. */
static int has_pm2_answer(const dyn_state_t *st, int s)
{
    return (st->have[s] & (sym_bits[DYN_PM2] | wild_kinds(st))) != 0;
}

/* p discards n cards at random (as many as the hand holds), face up onto the
 * discard pile; `traced` (a constant): the cards gone are reported. */
static inline __attribute__((always_inline)) void discard_random(dyn_state_t *st, int p, int n,
                                                                 rng_t *rng, int traced)
{
    dyn_set_t gone;
    if (traced)
        memset(&gone, 0, sizeof gone);
    for (int i = 0; i < n && st->hand_n[p]; i++) {
        int k = hand_select(st, p, (int)rng_below(rng, st->hand_n[p]));
        hand_remove(st, p, k);
        know_lose_seen(st, p, k);
        to_discard(st, k);
        if (traced)
            dyn_add(&gone, k, 1);
    }
    if (traced)
        dyn_trace_discard_random(p, &gone);
}

/* The current player takes the +-2 total, by choice or without one (no answer in
 * hand, or stack_pm2 off): draws it, or discards that many cards at random (face up,
 * onto the discard pile). Returns 1 when the turn is over. The trace's event does
 * not say which: the other seats hear it (a human at the terminal), and at a table a
 * player taking the total does not show whether it held an answer; the state before
 * it (in the trace) does. */
static int accept_penalty(dyn_state_t *st, rng_t *rng)
{
    int p = st->cur, n = st->pen_n, mode = st->pen_mode;
    st->pen_n = 0;
    st->pen_mode = 0;
    if (TRACE_ON())
        dyn_trace_penalty(p, n, mode);
    if (mode == 0) {
        draw_to(st, p, n, rng, "penalty");
    } else {
        if (TRACE_ON())
            discard_random(st, p, n, rng, 1);
        else
            discard_random(st, p, n, rng, 0);
        if (!st->hand_n[p]) {
            deal_end(st, DYN_END_EMPTY, side_mask(st, p), 0, rng);
            return 1;
        }
    }
    return st->penalty_ends_turn;
}

static inline int due_bomb_at(const dyn_state_t *st, int p, int turn);

/* The first DINA in front of seat p placed before this turn, or -1. */
static int due_bomb(const dyn_state_t *st, int p)
{
    return due_bomb_at(st, p, st->turn);
}

/* The DINA step at the start of a turn: for each DINA in front of the player (placed
 * on an earlier turn), defuse it or turn a card. Returns 1 when the player has that
 * choice to make (phase FUSE), 0 when every such DINA has been dealt with. */
static int resolve_bombs(dyn_state_t *st, rng_t *rng)
{
    int p = st->cur, i;
    while ((i = due_bomb(st, p)) >= 0) {
        if (has_defuse(st, p)) {
            st->fuse = (uint8_t)i;
            st->phase = DYN_PH_FUSE;
            return 1;
        }
        flip(st, i, rng);
    }
    return 0;
}

/* After the DINA step of a turn: a +-2 total is faced.
 * Returns 1 when the turn ended without a decision. */
static int start_rest(dyn_state_t *st, rng_t *rng)
{
    int p = st->cur;
    if (st->pen_n) {
        if (st->stack_pm2 && has_pm2_answer(st, p)) {
            st->phase = DYN_PH_PENALTY;
            return 0;
        }
        if (accept_penalty(st, rng))
            return 1;
    }
    st->phase = DYN_PH_NORMAL;
    return 0;
}

/* Begin the current seat's turn. Returns 1 when it ended without a decision. */
static int start_turn(dyn_state_t *st, rng_t *rng)
{
    /* turn_cap turns begun: the match stops before another begins (turn stays at
     * the cap: the state's count and the outcome's agree) */
    if (st->turn >= st->turn_cap) {
        st->capped = 1;
        st->phase = DYN_PH_OVER;
        if (TRACE_ON())
            dyn_trace_deal_end(st, DYN_END_CAPPED, 0, 0);
        return 0;
    }
    st->turn++;
    if (st->bombs_at[st->cur] && resolve_bombs(st, rng))
        return 0;
    return start_rest(st, rng);
}

/* Carry play on until a seat has a decision to make. `ended`: the current player's
 * turn is over (run its end checks and pass on); else the current seat is to begin a
 * turn (the first of a deal). */
static __attribute__((noinline)) void run_turns(dyn_state_t *st, rng_t *rng, int ended)
{
    for (;;) {
        if (st->phase == DYN_PH_OVER)
            return;
        if (ended) {
            int d = st->deals;
            end_checks(st, rng);
            if (st->phase == DYN_PH_OVER)
                return;
            if (st->deals == d)
                st->cur = (uint8_t)advance_seat(st);
        }
        int d = st->deals;
        int done = start_turn(st, rng);
        if (st->phase == DYN_PH_OVER)
            return;
        if (st->deals != d) {
            ended = 0;
            continue;
        }
        if (!done)
            return;
        ended = 1;
    }
}

/* The first DINA in front of seat p placed before turn `turn`, or -1. */
static inline int due_bomb_at(const dyn_state_t *st, int p, int turn)
{
    for (int i = 0; i < st->bomb_n; i++)
        if (st->bomb[i].holder == p && st->bomb[i].turn != turn)
            return i;
    return -1;
}

static inline void end_turn(dyn_state_t *st, rng_t *rng);

/* The rest of a turn's start (start_turn after the turn count and the cap) when a
 * DINA or a +-2 total may be waiting, and then what run_turns does after it (a turn
 * over without a decision: end_turn, which is run_turns(st, rng, 1)). */
static __attribute__((noinline)) void start_turn_rest(dyn_state_t *st, rng_t *rng)
{
    int d = st->deals;
    int done = st->bombs_at[st->cur] && resolve_bombs(st, rng) ? 0 : start_rest(st, rng);
    if (st->phase == DYN_PH_OVER)
        return;
    if (st->deals != d)
        run_turns(st, rng, 0);
    else if (done)
        end_turn(st, rng);
}

/* run_turns(st, rng, 1), the current player's turn being over, for the common case
 * done inline: the turn ends with no deal end, no DINAMITA and no elimination, the
 * turn cap is not reached, and the next seat in play (past those who lose a turn,
 * when no trace is on) begins its turn, through start_turn_rest when it faces a DINA
 * or a +-2 total, else in phase normal. Anything else goes the whole way through
 * run_turns, from the start (nothing has changed until then). */
static inline void end_turn(dyn_state_t *st, rng_t *rng)
{
    int p = st->cur, hn = st->hand_n[p];
    /* (never in phase over: whatever ends the match ends the deal or caps a turn's
     * start, and the callers come here only when the deal goes on and no turn has
     * begun.) A hand of 1..end_fast cards: nobody out, no DINAMITA (it takes eight
     * cards, wilds included); else the checks one by one. */
    if (__builtin_expect((unsigned)hn - 1 >= st->end_fast, 0)) {
        if (!hn || hn >= st->out_limit || st->phase == DYN_PH_OVER)
            goto slow;
        if (hn >= 8 && has_word(st, p))
            goto slow;
    }
    if (__builtin_expect(st->turn >= st->turn_cap, 0))
        goto slow;
    int s = next_alive(st, p);
    if (__builtin_expect(st->skips[s], 0)) { /* players losing a turn: advance_seat */
        if (TRACE_ON()) /* (which reports each lost turn) */
            goto slow;
        do {
            st->skips[s]--;
            s = next_alive(st, s);
        } while (st->skips[s]);
    }
    /* run_turns would now pass the turn to s (advance_seat) and begin it
     * (start_turn): the count, then a DINA or a +-2 total, if any */
    st->cur = (uint8_t)s;
    st->turn++;
    if (st->bombs_at[s] | st->pen_n) {
        start_turn_rest(st, rng);
        return;
    }
    st->phase = DYN_PH_NORMAL;
    return;
slow:
    run_turns(st, rng, 1);
}

/* Start the turn after something inside a move may have ended the deal. */
static inline void continue_play(dyn_state_t *st, rng_t *rng, int deals_before, int turn_over)
{
    if (st->deals != deals_before)
        run_turns(st, rng, 0);
    else if (turn_over)
        end_turn(st, rng);
}

/* Deal hand_size cards to each seat in play, seat by seat, each drawn as draw_card
 * draws it (a uniform rank among the pile's cards in ascending kinds). */
static void deal_hands(dyn_state_t *st, rng_t *rng)
{
    /* the pile is the whole deck: its cards as a list in ascending kinds, so the
     * r-th card is a look-up and taking it a short move of the list's tail */
    uint8_t *list = st->pile_list;
    int n = st->pile_n, seats = __builtin_popcount(st->alive);
    if (n != deck_list_n || n > DYN_LIST || seats * st->hand_size > n) {
        /* not the deck as loaded, or too few cards (rules_check rules this out):
         * as draw_card draws */
        list_build(st);
        for (int s = 0; s < st->players; s++)
            if (st->alive >> s & 1)
                for (int i = 0; i < st->hand_size; i++) hand_add(st, s, draw_card(st, rng));
        return;
    }
    st->list_ok = 1;
    st->list_miss = 0;
    /* The draws' bounds do not depend on the cards (the pile loses one card a draw),
     * so every rank is drawn first, in the deal's order (seat by seat in play, a
     * hand at a time), in a loop of its own; then each card is taken off the list
     * into its hand's counts and kinds, kept in registers and added to the hand
     * (empty: new_deal clears it) and taken off the pile once per hand. */
    uint8_t rank[DYN_LIST];
    int m = seats * st->hand_size, hs = st->hand_size;
    rng_t g = *rng; /* a local copy: the byte stores below cannot touch it */
    for (int i = 0; i < m; i++) rank[i] = (uint8_t)rng_below(&g, (uint32_t)(n - i));
    *rng = g;
#ifdef __SSE2__
    /* The list lies in a buffer with sixteen bytes of room on each side, and a card
     * taken closes its gap from the shorter side: the cards before it move up one
     * place (the list then starts one place later) or the cards after it move down,
     * sixteen bytes at a time, inline. The list left is the pile's. */
    uint8_t buf[16 + DYN_LIST + 16 + 16] __attribute__((aligned(16)));
    _Static_assert(sizeof deck_list >= DYN_LIST + 16, "the deck's list and its room");
    _mm_store_si128((__m128i *)(void *)buf, _mm_setzero_si128()); /* the room below */
    memcpy(buf + 16, deck_list, DYN_LIST + 16);
    uint8_t *start = buf + 16;
    const uint8_t *rk = rank;
    int left = n;
#ifdef __SSSE3__
    /* each hand counted a byte per kind (one increment a card), then packed into
     * its four words of nibbles at once: byte pairs (kinds 2i, 2i + 1) weighed 1 and
     * 16 and summed (pmaddubsw), the sums packed to bytes; the pile loses them all
     * at the end */
    uint8_t cnt[DYN_KINDS] __attribute__((aligned(16)));
    const __m128i weigh = _mm_set1_epi16(0x1001);
    __m128i out01 = _mm_setzero_si128(), out23 = _mm_setzero_si128();
#endif
    for (int s = 0; s < st->players; s++) {
        if (!(st->alive >> s & 1))
            continue;
#ifdef __SSSE3__
        for (int j = 0; j < DYN_KINDS; j += 16)
            _mm_store_si128((__m128i *)(void *)(cnt + j), _mm_setzero_si128());
        uint64_t have = 0;
#else
        uint64_t w[4] = {0, 0, 0, 0}, have = 0;
#endif
        for (const uint8_t *e = rk + hs; rk < e; rk++) {
            int r = *rk, tail = --left - r, k = start[r];
            if (r < tail) { /* the head, top chunk first: [j-16, j) to [j-15, j+1) */
                for (int j = r; j > 0; j -= 16)
                    _mm_storeu_si128((__m128i *)(void *)(start + j - 15),
                                     _mm_loadu_si128((const __m128i *)(const void *)(start + j - 16)));
                start++;
            } else {
                for (int j = 0; j < tail; j += 16)
                    _mm_storeu_si128((__m128i *)(void *)(start + r + j),
                                     _mm_loadu_si128((const __m128i *)(const void *)(start + r + j + 1)));
            }
#ifdef __SSSE3__
            cnt[k]++;
#else
            w[k >> 4] += kind_unit[k];
#endif
            have |= kind_bit[k];
        }
#ifdef __SSSE3__
        const __m128i *c = (const __m128i *)(const void *)cnt;
        __m128i h01 = _mm_packus_epi16(_mm_maddubs_epi16(_mm_load_si128(c), weigh),
                                       _mm_maddubs_epi16(_mm_load_si128(c + 1), weigh));
        __m128i h23 = _mm_packus_epi16(_mm_maddubs_epi16(_mm_load_si128(c + 2), weigh),
                                       _mm_maddubs_epi16(_mm_load_si128(c + 3), weigh));
        /* (the hand is empty: new_deal clears it, so its counts are stored) */
        __m128i *hw = (__m128i *)(void *)st->hand[s].w;
        _mm_storeu_si128(hw, h01);
        _mm_storeu_si128(hw + 1, h23);
        out01 = _mm_add_epi64(out01, h01);
        out23 = _mm_add_epi64(out23, h23);
#else
        for (int j = 0; j < 4; j++) {
            st->hand[s].w[j] = w[j];
            st->pile.w[j] -= w[j];
        }
#endif
        st->have[s] = have;
        st->hand_n[s] = (uint8_t)hs;
    }
#ifdef __SSSE3__
    __m128i *pw = (__m128i *)(void *)st->pile.w;
    _mm_storeu_si128(pw, _mm_sub_epi64(_mm_loadu_si128(pw), out01));
    _mm_storeu_si128(pw + 1, _mm_sub_epi64(_mm_loadu_si128(pw + 1), out23));
#endif
    for (int j = 0; j < left; j += 16) /* the pile's list, from the buffer */
        _mm_storeu_si128((__m128i *)(void *)(list + j),
                         _mm_loadu_si128((const __m128i *)(const void *)(start + j)));
#else
    memcpy(list, deck_list, (size_t)n);
    const uint8_t *rk = rank;
    int left = n;
    for (int s = 0; s < st->players; s++) {
        if (!(st->alive >> s & 1))
            continue;
        uint64_t w[4] = {0, 0, 0, 0}, have = 0;
        take_ranked(list, &rk, hs, &left, DYN_LIST, w, &have);
        for (int j = 0; j < 4; j++) {
            st->hand[s].w[j] += w[j];
            st->pile.w[j] -= w[j];
        }
        st->have[s] |= have;
        st->hand_n[s] = (uint8_t)(st->hand_n[s] + hs);
    }
#endif
    st->pile_n = (uint16_t)(n - m);
}

static void new_deal(dyn_state_t *st, rng_t *rng)
{
    st->pile = dyn_deck->cards;
    st->pile_n = (uint16_t)dyn_deck->total;
    /* formed from the whole deck: no bound yet beyond what is unseen */
    st->pile_within = dyn_deck->cards;
    if (st->deals > 0) { /* the first deal starts from a state setup has cleared */
        memset(&st->discard, 0, sizeof st->discard);
        memset(st->bomb, 0, sizeof st->bomb);
        memset(st->bombs_at, 0, sizeof st->bombs_at);
        memset(st->hand, 0, sizeof st->hand);
        memset(st->have, 0, sizeof st->have);
        memset(st->pub, 0, sizeof st->pub);
        memset(st->know, 0, sizeof st->know);
        memset(st->know_mask, 0, sizeof st->know_mask);
        memset(st->hand_n, 0, sizeof st->hand_n);
        memset(st->skips, 0, sizeof st->skips);
        memset(st->deal_pts, 0, sizeof st->deal_pts);
        st->known = 0;
    }
    st->discard_n = 0;
    st->bomb_n = 0;
    st->bomb_seq = 0;
    st->pen_n = 0;
    st->pen_mode = 0;
    st->passed = 0;
    st->dir = 0;
    for (int s = 0; s < MAX_SEATS; s++) st->order[s] = st->pos[s] = (uint8_t)s;
    st->alive = st->in_match;
    if (st->alive == (1u << st->players) - 1) /* every seat, in seat order: from a table */
        memcpy(st->next, deal_next[st->players], sizeof st->next);
    else
        link_seats(st);
    if (st->deals > 0) /* the first deal starts at seat 0, then the next seat in play */
        st->starter = (uint8_t)next_in(st, st->starter, st->in_match);
    if (!(st->in_match >> st->starter & 1))
        st->starter = (uint8_t)next_in(st, st->starter, st->in_match);
    deal_hands(st, rng);
    /* Turn up cards until a letter: the others go back and are reshuffled, so the
     * start card is a uniformly drawn letter of the pile (any card if none is left). */
    _Static_assert(DYN_D == 0 && DYN_T == 5, "a colour's letters are its lowest kinds");
    int lc[DYN_COLOURS], nl = 0, k;
    for (int c = 0; c < DYN_COLOURS; c++) nl += lc[c] = word_total(st->pile.w[c] & 0xFFFFFFu);
    if (nl) {
        int r = (int)rng_below(rng, (uint32_t)nl);
        if (st->list_ok) {
            /* the r-th letter in ascending kinds: a colour's letters open its part
             * of the list, which follows the cards of the colours below */
            int pos = 0, c = 0;
            for (; r >= lc[c]; c++) {
                r -= lc[c];
                pos += word_total(st->pile.w[c]);
            }
            pos += r;
            k = st->pile_list[pos];
            memmove(st->pile_list + pos, st->pile_list + pos + 1, (size_t)(st->pile_n - pos - 1));
        } else {
            dyn_set_t letters = st->pile;
            for (int j = 0; j < 4; j++) letters.w[j] &= letter_mask.w[j];
            k = set_select(&letters, r);
            st->pile_cum -= cum_dec[k >> 4];
        }
        dyn_sub(&st->pile, k, 1);
        st->pile_n--;
    } else {
        k = draw_card(st, rng);
    }
    if (k != DYN_NOKIND) /* the start card is turned face up */
        dyn_sub(&st->pile_within, k, 1);
    st->top_kind = st->top_as = (uint8_t)k;
    st->top_match = match_bits[st->match_type][k];
    st->cur = st->starter;
    if (TRACE_ON())
        dyn_trace_deal(st);
    /* dealt DINAs are placed at once, in turn order from the starter: as place_dinas
     * places them, inline, without its knowledge rows (a new deal has none) */
    int s = st->starter;
    if (__builtin_expect(TRACE_ON() || st->known, 0)) {
        for (int i = 0; i < st->players; i++, s = next_alive(st, s))
            maybe_place(st, s, "deal");
    } else {
        /* a DINA is symbol DYN_DINA of its colour: a hand's DINAs are that nibble of
         * each word, cleared at once after their records are written */
        const uint64_t dina_nib = (uint64_t)15 << (4 * DYN_DINA);
        for (int i = 0; i < st->players; i++, s = next_alive(st, s)) {
            uint64_t d = st->have[s] & dina_bits;
            if (!d)
                continue;
            int total = 0;
            for (; d; d &= d - 1) { /* ascending kinds: as new_bomb writes them */
                int k = __builtin_ctzll(d);
                int c = (int)((st->hand[s].w[(unsigned)k >> 4] & dina_nib) >> (4 * DYN_DINA));
                total += c;
                for (int j = 0; j < c; j++) {
                    dyn_bomb_t *b = &st->bomb[st->bomb_n++];
                    memset(&b->acc, 0, sizeof b->acc);
                    b->turn = st->turn;
                    b->id = ++st->bomb_seq;
                    b->kind = b->card = (uint8_t)k;
                    b->holder = (uint8_t)s;
                    b->acc_n = 0;
                }
            }
            for (int j = 0; j < 4; j++) st->hand[s].w[j] &= ~dina_nib;
            st->have[s] &= ~dina_bits;
            st->hand_n[s] = (uint8_t)(st->hand_n[s] - total);
            st->bombs_at[s] = (uint8_t)(st->bombs_at[s] + total);
        }
        /* every DINA dealt was seen coming off the pile (place_dinas takes each off
         * pile_within): now every DINA not in the pile is on the table, so its count
         * in pile_within is the pile's. One pass, whatever the DINAs dealt. */
        for (int j = 0; j < 4; j++)
            st->pile_within.w[j] = (st->pile_within.w[j] & ~dina_nib) | (st->pile.w[j] & dina_nib);
    }
    st->phase = DYN_PH_NORMAL;
}

static void dyn_setup(void *vst, const void *vrules, int players, rng_t *rng)
{
    dyn_state_t *st = vst;
    const dyn_rules_t *r = vrules;
    memset(st, 0, sizeof *st);
    st->players = (uint8_t)players;
    dyn_rules_pack(st, r);
    st->end_fast = (uint8_t)((st->out_limit < 8 ? st->out_limit : 8) - 1);
    st->in_match = (uint8_t)((1 << players) - 1);
    new_deal(st, rng);
    run_turns(st, rng, 0);
}

void dyn_recount(dyn_state_t *st)
{
    for (int s = 0; s < MAX_SEATS; s++) {
        st->hand_n[s] = (uint8_t)dyn_set_total(&st->hand[s]);
        st->have[s] = set_present(&st->hand[s]);
    }
    st->pile_n = (uint16_t)dyn_set_total(&st->pile);
    st->pile_cum = dyn_set_cum(&st->pile);
    list_build(st);
    /* an edit may have put cards into the pile (a test handing the top card back):
     * pile_within grows to hold them, so it stays a bound on the pile */
    for (int k = 0; k < DYN_KINDS; k++) {
        int more = dyn_count(&st->pile, k) - dyn_count(&st->pile_within, k);
        if (more > 0)
            dyn_add(&st->pile_within, k, more);
    }
    st->top_match = match_bits[st->match_type][st->top_as];
    link_seats(st);
    st->known = 0;
    for (int s = 0; s < MAX_SEATS; s++)
        if (dyn_set_total(&st->pub[s]) || dyn_set_total(&st->know[s]))
            st->known |= (uint8_t)seat_bit(s);
    st->discard_n = (uint16_t)dyn_set_total(&st->discard);
    memset(st->bombs_at, 0, sizeof st->bombs_at);
    for (int i = 0; i < st->bomb_n; i++) {
        st->bomb[i].acc_n = (uint8_t)dyn_set_total(&st->bomb[i].acc);
        st->bombs_at[st->bomb[i].holder]++;
    }
    /* a DINA written in by hand (id 0) is numbered as placed now; ids stay ascending */
    for (int i = 0; i < st->bomb_n; i++)
        if (st->bomb[i].id > st->bomb_seq)
            st->bomb_seq = st->bomb[i].id;
    for (int i = 0; i < st->bomb_n; i++)
        if (!st->bomb[i].id || (i && st->bomb[i].id <= st->bomb[i - 1].id))
            st->bomb[i].id = ++st->bomb_seq;
}

/* =============================================================== legal moves == */

static int dyn_to_move(const void *vst)
{
    const dyn_state_t *st = vst;
    return st->phase == DYN_PH_OVER ? -1 : st->cur;
}

static inline int wildlike(const dyn_state_t *st, int k)
{
    return k == DYN_WILD || (k == DYN_DET && st->detonator == DYN_DET_WILD);
}

/* The identities a wild may take (before matching): every coloured card, the DINAs
 * only with wild_as_dina. */
static inline uint64_t wild_idents(const dyn_state_t *st)
{
    return st->wild_as_dina ? ident_bits : ident_bits & ~dina_bits;
}

/* The action of playing a card as identity `as`: a DINA (only a wild can be one) is
 * placed in front of the player, every other identity goes on the discard pile. */
static inline int play_action(int as)
{
    return DYN_SYM(as) == DYN_DINA ? DYN_A_PLACE : DYN_A_PLAY;
}

/* The moves of playing `card` as identity `as`, one per choice its effect asks. */
static int emit_play(const dyn_state_t *st, move_t *out, int n, int card, int as)
{
    int p = st->cur, others = st->alive & ~seat_bit(p);
    if (st->hand_n[p] == 1) { /* the last card: the game ends, no effect to choose */
        if (DYN_SYM(as) == DYN_SWAP && DYN_IS_COLOURED(as) && !st->last_swap_wins)
            return n;
        out[n++] = DYN_MOVE(play_action(as), card, as, 0, 0);
        return n;
    }
    if (!DYN_IS_COLOURED(as)) { /* a detonator with its own effect */
        out[n++] = DYN_MOVE(DYN_A_PLAY, card, as, 0, 0);
        return n;
    }
    switch (DYN_SYM(as)) {
    case DYN_PM2:
        out[n++] = DYN_MOVE(DYN_A_PLAY, card, as, 0, 0);
        out[n++] = DYN_MOVE(DYN_A_PLAY, card, as, 1, 0);
        break;
    case DYN_CHANGE:
        out[n++] = DYN_MOVE(DYN_A_PLAY, card, as, 0, 0);
        if (others & (others - 1)) /* position changes need a third player */
            for (int b = others; b; b &= b - 1)
                out[n++] = DYN_MOVE(DYN_A_PLAY, card, as, __builtin_ctz(b), 1);
        break;
    case DYN_SWAP:
        for (int b = others; b; b &= b - 1) {
            out[n++] = DYN_MOVE(DYN_A_PLAY, card, as, __builtin_ctz(b), 0);
            out[n++] = DYN_MOVE(DYN_A_PLAY, card, as, __builtin_ctz(b), 1);
        }
        break;
    case DYN_NOPLAY1:
        for (int b = others; b; b &= b - 1)
            out[n++] = DYN_MOVE(DYN_A_PLAY, card, as, __builtin_ctz(b), 0);
        break;
    default:
        out[n++] = DYN_MOVE(play_action(as), card, as, 0, 0);
        break;
    }
    return n;
}

/* The last card in hand: whatever it is played as ends the deal, so it is one
 * move (none for a swap when last_swap_wins is off). */
static int gen_last_play(const dyn_state_t *st, move_t *out, int n, uint64_t ok)
{
    int card = __builtin_ctzll(st->have[st->cur]);
    if (DYN_IS_COLOURED(card))
        return ok >> card & 1 ? emit_play(st, out, n, card, card) : n;
    if (wildlike(st, card)) { /* every allowed identity ends the game alike: offer one */
        for (ok &= wild_idents(st); ok; ok &= ok - 1) {
            int as = __builtin_ctzll(ok);
            if (!(DYN_SYM(as) == DYN_SWAP && DYN_IS_COLOURED(as) && !st->last_swap_wins))
                return emit_play(st, out, n, card, as);
        }
        return n;
    }
    return emit_play(st, out, n, card, card);
}

/* The moves of `base` (a play, card and identity set) with each of its choices. The
 * first four entries of the row are written whatever the count (one vector store,
 * no loop), the next four, or the other twelve, only for the rows that need them (a
 * swap, a position change or a no-playing among many players); only c.n moves are
 * counted, the rest land past the
 * listed moves, inside the caller's max_moves buffer (see MOST_MOVES). */
static inline int emit_choices(move_t *restrict out, int n, move_t base, dyn_choices_t c)
{
    const uint32_t *restrict row = choice_rows[c.row];
    for (int i = 0; i < 4; i++) out[n + i] = base | row[i];
    if (__builtin_expect(c.n > 4, 0)) {
        for (int i = 4; i < 8; i++) out[n + i] = base | row[i];
        if (c.n > 8)
            for (int i = 8; i < CHOICE_ROW; i++) out[n + i] = base | row[i];
    }
    return n + c.n;
}

/* emit_choices for the plays of the coloured kinds of `kinds`, in ascending order,
 * each played as itself, from out[n] on (a kind with no choice as one plain store);
 * returns the new count. */
static inline int emit_kinds(move_t *restrict out, int n, uint64_t kinds, const dyn_choices_t *ch)
{
    _Static_assert(sizeof(move_t) == 4, "four moves to a vector");
    move_t *o = out + n;
    for (uint64_t b = kinds; b; b &= b - 1) {
        int k = __builtin_ctzll(b);
        if (PLAIN_SYM(DYN_SYM(k))) { /* a letter or a MITA: one move, no row to read */
            *o++ = DYN_MOVE(DYN_A_PLAY, k, k, 0, 0);
            continue;
        }
        dyn_choices_t c = ch[k & 15];
        const uint32_t *restrict row = choice_rows[c.row];
        move_t base = DYN_MOVE(DYN_A_PLAY, k, k, 0, 0);
#ifdef __SSE2__
        __m128i v = _mm_set1_epi32((int)base);
        _mm_storeu_si128((__m128i *)(void *)o,
                         _mm_or_si128(v, _mm_load_si128((const __m128i *)(const void *)row)));
        if (__builtin_expect(c.n > 4, 0)) /* the next four, and eight more past 8 */
            for (int i = 4; i < (c.n > 8 ? CHOICE_ROW : 8); i += 4)
                _mm_storeu_si128((__m128i *)(void *)(o + i),
                                 _mm_or_si128(v, _mm_load_si128((const __m128i *)(const void *)(row + i))));
#else
        for (int i = 0; i < 4; i++) o[i] = base | row[i];
        if (__builtin_expect(c.n > 4, 0))
            for (int i = 4; i < CHOICE_ROW; i++) o[i] = base | row[i];
#endif
        o += c.n;
    }
    return (int)(o - out);
}

/* A wild card (or a detonator) in hand: the wild as each identity it may take, then
 * the detonator, as a wild too or with its own effect (no choice). */
static __attribute__((noinline)) int gen_wild_plays(const dyn_state_t *st, move_t *out, int n,
                                                    const dyn_choices_t *ch)
{
    uint64_t have = st->have[st->cur];
    uint64_t ok = match_bits[st->match_type][st->top_as];
    uint64_t place = ok & dina_bits & -(uint64_t)st->wild_as_dina; /* DINAs: no choice */
    ok &= ~dina_bits;
    for (int card = DYN_WILD; card <= DYN_DET; card += DYN_DET - DYN_WILD) {
        if (!(have >> card & 1))
            continue;
        if (wildlike(st, card)) {
            /* colour by colour, in ascending identities: the symbols without a
             * choice (below 8) from a table as eight moves at once, then the
             * others with their choices */
            for (int c = 0; c < DYN_COLOURS; c++) {
                unsigned m = (unsigned)(ok >> (16 * c)) & 0x1FFFu;
                move_t base = DYN_MOVE(DYN_A_PLAY, card, DYN_KIND(c, 0), 0, 0);
                const uint32_t *restrict row = plain_as[m & 0xFFu];
#ifdef __SSE2__
                __m128i v = _mm_set1_epi32((int)base);
                _mm_storeu_si128((__m128i *)(void *)(out + n),
                                 _mm_or_si128(v, _mm_load_si128((const __m128i *)(const void *)row)));
                _mm_storeu_si128((__m128i *)(void *)(out + n + 4),
                                 _mm_or_si128(v, _mm_load_si128((const __m128i *)(const void *)(row + 4))));
#else
                for (int i = 0; i < 8; i++) out[n + i] = base | row[i];
#endif
                n += __builtin_popcount(m & 0xFFu);
#ifdef __SSE2__
                if ((m >> 8) == 0x1Fu) { /* every symbol with a choice: one row */
                    int others = st->alive & ~seat_bit(st->cur);
                    const uint32_t *restrict ar = act_rows[others];
                    for (int i = 0; i < ACT_ROW; i += 4)
                        _mm_storeu_si128((__m128i *)(void *)(out + n + i),
                                         _mm_or_si128(v, _mm_load_si128((const __m128i *)(const void *)(ar + i))));
                    n += act_n[others];
                    continue;
                }
#endif
                for (unsigned b = m >> 8; b; b &= b - 1) {
                    int sym = 8 + __builtin_ctz(b);
                    n = emit_choices(out, n, base | (move_t)sym << 10, ch[sym]);
                }
            }
            for (uint64_t b = place; b; b &= b - 1)
                out[n++] = DYN_MOVE(DYN_A_PLACE, card, __builtin_ctzll(b), 0, 0);
        } else {
            out[n++] = DYN_MOVE(DYN_A_PLAY, card, card, 0, 0);
        }
    }
    return n;
}

/* The plays of a hand of one card (gen_last_play), after the draw or end move. */
static __attribute__((noinline)) int gen_last(const dyn_state_t *st, move_t *out, int n)
{
    n = gen_last_play(st, out, n, match_bits[st->match_type][st->top_as]);
    if (!n)
        out[n++] = DYN_MOVE(DYN_A_PASS, 0, 0, 0, 0);
    return n;
}

/* Facing a +-2 total: accept it, or answer with a +-2 (a wild may be one). (A function
 * of its own, reached by a tail call: legal_other's other phases call nothing and
 * so save no register.) */
static __attribute__((noinline)) int gen_penalty(const dyn_state_t *st, move_t *out)
{
    uint64_t have = st->have[st->cur];
    int n = 0;
    out[n++] = DYN_MOVE(DYN_A_ACCEPT, 0, 0, 0, 0);
    for (uint64_t b = have & sym_bits[DYN_PM2]; b; b &= b - 1) /* colours ascending */
        n = emit_play(st, out, n, __builtin_ctzll(b), __builtin_ctzll(b));
    for (uint64_t b = have & wild_kinds(st); b; b &= b - 1) /* the wild, the detonator */
        for (int c = 0; c < (st->hand_n[st->cur] == 1 ? 1 : DYN_COLOURS); c++)
            n = emit_play(st, out, n, __builtin_ctzll(b), DYN_KIND(c, DYN_PM2));
    return n;
}

static int gen_fuse(const dyn_state_t *st, move_t *out)
{
    uint64_t have = st->have[st->cur];
    int n = 0;
    out[n++] = DYN_MOVE(DYN_A_FLIP, 0, 0, 0, 0);
    for (uint64_t b = have & sym_bits[DYN_MITA]; b; b &= b - 1) /* colours ascending */
        out[n++] = DYN_MOVE(DYN_A_DEFUSE, __builtin_ctzll(b), __builtin_ctzll(b), 0, 0);
    for (uint64_t b = have & wild_kinds(st); b; b &= b - 1) /* the wild, the detonator */
        out[n++] = DYN_MOVE(DYN_A_DEFUSE, __builtin_ctzll(b), DYN_KIND(0, DYN_MITA), 0, 0);
    return n;
}

/* The rarer phases: a DINA to defuse, a +-2 total to answer, a card to give. */
static __attribute__((noinline)) int legal_other(const dyn_state_t *st, move_t *out)
{
    int n = 0;
    switch (st->phase) {
    case DYN_PH_FUSE:
        return gen_fuse(st, out);
    case DYN_PH_PENALTY:
        return gen_penalty(st, out);
    case DYN_PH_GIVE:
        for (uint64_t b = st->have[st->cur]; b; b &= b - 1)
            out[n++] = DYN_MOVE(DYN_A_GIVE, __builtin_ctzll(b), 0, st->give_target, 0);
        return n;
    default:
        return 0;
    }
}

/* The end of dyn_legal_moves, n moves listed, for a hand with a wild card or a
 * detonator: their plays, by a call in tail position. (A wild always has a play, of
 * the top card's colour at least, and a detonator too, as a wild or with its own
 * effect: no pass.) */
static inline __attribute__((always_inline)) int legal_colourless(const dyn_state_t *st,
                                                                  move_t *out, int n,
                                                                  uint64_t have,
                                                                  const dyn_choices_t *ch)
{
    if (!(have >> DYN_WILD & 1) && st->detonator != DYN_DET_WILD) {
        out[n++] = DYN_MOVE(DYN_A_PLAY, DYN_DET, DYN_DET, 0, 0); /* its own effect */
        return n;
    }
    return gen_wild_plays(st, out, n, ch);
}

/* dyn_legal_moves after the draw or end move (n of them) when a playable kind has a
 * choice: the kinds with their choices (emit_kinds), then the colourless cards. */
static __attribute__((noinline)) int legal_choices(const dyn_state_t *st, move_t *out, int n,
                                                   uint64_t kinds, const dyn_choices_t *ch)
{
    n = emit_kinds(out, n, kinds, ch);
    uint64_t have = st->have[st->cur]; /* (read again: one register fewer in the loop) */
    if (__builtin_expect(have & (1ULL << DYN_WILD | 1ULL << DYN_DET), 0))
        return legal_colourless(st, out, n, have, ch);
    return n; /* (a kind with a choice was listed) */
}

/* The two common phases share one path: a fresh turn may draw (when a card is left
 * anywhere), a drawn one may end; then every card of the hand that may go on the top
 * card, with its choices: coloured kinds in ascending order, then the colourless
 * cards (gen_wild_plays); a fresh turn with nothing at all passes. The rarer cases
 * are functions of their own, so this path keeps to the scratch registers. */
static int dyn_legal_moves(const void *vst, move_t *out)
{
    const dyn_state_t *st = vst;
    _Static_assert(DYN_PH_NORMAL == 0 && DYN_PH_DRAWN == 1, "the common phases come first");
    if (__builtin_expect(st->phase > DYN_PH_DRAWN, 0))
        return legal_other(st, out);
    int p = st->cur, drawn = st->phase; /* 1 in phase drawn, 0 in phase normal */
    _Static_assert(DYN_A_END == DYN_A_DRAW + 1 && DYN_MOVE(DYN_A_END, 0, 0, 0, 0) == DYN_A_END,
                   "after a draw, the end move is the draw's plus one");
    out[0] = DYN_MOVE(DYN_A_DRAW, 0, 0, 0, 0) + (move_t)drawn;
    /* the draw is there while a card is left in the pile or the discards: both
     * counts read at once (adjacent 16-bit fields) */
    _Static_assert(offsetof(dyn_state_t, discard_n) == offsetof(dyn_state_t, pile_n) + 2,
                   "pile_n and discard_n side by side");
    uint32_t cards_left;
    memcpy(&cards_left, &st->pile_n, sizeof cards_left);
    int n = drawn | (cards_left != 0);
    if (__builtin_expect(st->hand_n[p] == 1, 0))
        return gen_last(st, out, n);
    uint64_t have = st->have[p], kinds = have & st->top_match;
    if (kinds & CHOICE_KINDS) /* (tail calls: this path keeps to the scratch registers) */
        return legal_choices(st, out, n, kinds, choices[st->alive & ~seat_bit(p)]);
    /* letters and MITAs only: one move each, no row to read */
    move_t *o = out + n;
    for (uint64_t b = kinds; b; b &= b - 1) {
        int k = __builtin_ctzll(b);
        *o++ = DYN_MOVE(DYN_A_PLAY, k, k, 0, 0);
    }
    n = (int)(o - out);
    if (__builtin_expect(have & (1ULL << DYN_WILD | 1ULL << DYN_DET), 0))
        return legal_colourless(st, out, n, have, choices[st->alive & ~seat_bit(p)]);
    if (!n)
        out[n++] = DYN_MOVE(DYN_A_PASS, 0, 0, 0, 0);
    return n;
}

/* ===================================================================== effects == */

static __attribute__((noinline)) void swap_hands(dyn_state_t *st, int a, int b)
{
    dyn_set_t h = st->hand[a];
    uint8_t hn = st->hand_n[a];
    uint64_t hv = st->have[a];
    st->hand[a] = st->hand[b];
    st->hand_n[a] = st->hand_n[b];
    st->have[a] = st->have[b];
    st->hand[b] = h;
    st->hand_n[b] = hn;
    st->have[b] = hv;
    /* everyone saw the hands change places with what was known of them; each of the
     * two now holds the hand the other has just seen */
    dyn_set_t pa = st->pub[a];
    st->pub[a] = st->pub[b];
    st->pub[b] = pa;
    st->know[a] = st->hand[a];
    st->know_mask[a] = (uint8_t)seat_bit(b);
    st->known |= (uint8_t)(seat_bit(a) | seat_bit(b));
    st->know[b] = st->hand[b];
    st->know_mask[b] = (uint8_t)seat_bit(a);
    maybe_place(st, a, "swap_hands");
    maybe_place(st, b, "swap_hands");
}

/* Detonator (pass_hands): every hand in play moves to the next player. */
static void pass_hands(dyn_state_t *st)
{
    dyn_set_t h[MAX_SEATS], pub[MAX_SEATS];
    uint8_t hn[MAX_SEATS];
    uint64_t hv[MAX_SEATS];
    memcpy(h, st->hand, sizeof h);
    memcpy(hv, st->have, sizeof hv);
    memcpy(pub, st->pub, sizeof pub);
    memcpy(hn, st->hand_n, sizeof hn);
    for (int s = 0; s < st->players; s++) {
        if (!(st->alive >> s & 1)) continue;
        int to = next_alive(st, s);
        st->hand[to] = h[s];
        st->have[to] = hv[s];
        st->hand_n[to] = hn[s];
        st->pub[to] = pub[s];
        st->know[to] = h[s];
        st->known |= (uint8_t)seat_bit(to);
        st->know_mask[to] = (uint8_t)(seat_bit(s) & ~seat_bit(to));
    }
    int s = st->cur;
    for (int i = 0; i < st->players; i++, s = next_alive(st, s))
        maybe_place(st, s, "pass_hands");
}

static __attribute__((noinline)) void detonator_effect(dyn_state_t *st, rng_t *rng)
{
    int others = st->alive & ~seat_bit(st->cur);
    switch (st->detonator) {
    case DYN_DET_EXPLODE: /* every DINA in play (not one its explosions bring out) */
        for (int n0 = st->bomb_n; n0 > 0; n0--)
            explode(st, 0, rng);
        break;
    case DYN_DET_SKIP_ALL:
        for (int b = others; b; b &= b - 1) st->skips[__builtin_ctz(b)]++;
        break;
    case DYN_DET_PASS_HANDS:
        pass_hands(st);
        break;
    default:
        break;
    }
}

/* Swap positions at the table: the turn goes on from the player's new place. */
static __attribute__((noinline)) void change_position(dyn_state_t *st, int a, int b)
{
    int pa = st->pos[a], pb = st->pos[b];
    st->order[pa] = (uint8_t)b;
    st->order[pb] = (uint8_t)a;
    st->pos[a] = (uint8_t)pb;
    st->pos[b] = (uint8_t)pa;
    link_seats(st);
}

/* The effect of a card played as `as` (not the last card). Returns 1 when the
 * turn is over, 0 when the player still has a choice to make (swap a card). */
static int card_effect(dyn_state_t *st, move_t m, rng_t *rng)
{
    int p = st->cur, as = (int)DYN_M_AS(m), opt = (int)DYN_M_OPT(m);
    if (!DYN_IS_COLOURED(as)) {
        detonator_effect(st, rng);
        return 1;
    }
    switch (DYN_SYM(as)) {
    case DYN_PM2:
        st->pen_n = (uint8_t)(st->pen_n + st->pm2_amount);
        st->pen_mode = (uint8_t)opt;
        break;
    case DYN_CHANGE:
        if (DYN_M_VAR(m))
            change_position(st, p, opt);
        else
            st->dir ^= 1;
        break;
    case DYN_SWAP:
        if (DYN_M_VAR(m)) {
            st->give_target = (uint8_t)opt;
            st->phase = DYN_PH_GIVE;
            return 0;
        }
        swap_hands(st, p, opt);
        break;
    case DYN_NOPLAY1:
        st->skips[opt]++;
        break;
    case DYN_NOPLAY2: {
        int s = p;
        for (int i = 0; i < st->double_skips; i++) {
            s = next_alive(st, s);
            if (s == p) break;
            st->skips[s]++;
        }
        break;
    }
    default:
        break;
    }
    return 1;
}

/* ======================================================================= apply == */

/* A wild played as a DINA: placed face up in front of its player, as a DINA of this
 * turn; the top card stays. Placing it is the player's play: the turn is over (or,
 * with the hand empty, the deal). */
static __attribute__((noinline)) void apply_place(dyn_state_t *st, move_t m, rng_t *rng)
{
    int p = st->cur, card = (int)DYN_M_CARD(m), d = st->deals;
    hand_remove(st, p, card);
    know_lose_seen(st, p, card);
    place_bomb(st, card, (int)DYN_M_AS(m), p);
    if (TRACE_ON())
        dyn_trace_place(&st->bomb[st->bomb_n - 1], "play");
    if (!st->hand_n[p])
        deal_end(st, DYN_END_EMPTY, side_mask(st, p), 0, rng);
    continue_play(st, rng, d, 1);
}

/* The player's last card was played: the deal ends at once (FAQ: its effect unused). */
static __attribute__((noinline)) void play_last(dyn_state_t *st, rng_t *rng)
{
    int d = st->deals;
    deal_end(st, DYN_END_EMPTY, side_mask(st, st->cur), 0, rng);
    continue_play(st, rng, d, 0);
}

/* The effect of a card played (not the last one, not a letter or a MITA). */
static __attribute__((noinline)) void play_effect(dyn_state_t *st, move_t m, rng_t *rng)
{
    int d = st->deals;
    int over = card_effect(st, m, rng);
    continue_play(st, rng, d, over);
}

/* A play of `card` as `as` (the fields of m) by p, the current seat: inline in the
 * playout, which has them in registers already. */
static inline __attribute__((always_inline)) void play_card(dyn_state_t *st, int p, int card,
                                                            int as, move_t m, rng_t *rng)
{
    hand_remove(st, p, card);
    know_lose_seen(st, p, card);
    to_discard(st, st->top_kind);
    st->top_kind = (uint8_t)card;
    st->top_as = (uint8_t)as;
    st->top_match = match_bits[st->match_type][as];
    if (__builtin_expect(!st->hand_n[p], 0)) {
        play_last(st, rng);
        return;
    }
    /* a play is made in phase normal, drawn or penalty: penalty (a +-2 answered)
     * becomes normal, the others stay, by one mask and no test */
    _Static_assert(DYN_PH_NORMAL == 0 && DYN_PH_DRAWN == 1 && DYN_PH_PENALTY == 2,
                   "phase & DYN_PH_DRAWN: normal, drawn, normal");
    st->phase &= DYN_PH_DRAWN;
    if (DYN_SYM(as) <= DYN_MITA) /* a letter or a MITA: no effect, the turn is over */
        end_turn(st, rng);
    else
        play_effect(st, m, rng);
}

static void apply_play(dyn_state_t *st, move_t m, rng_t *rng)
{
    play_card(st, st->cur, (int)DYN_M_CARD(m), (int)DYN_M_AS(m), m, rng);
}

/* Swap a card: the chosen card goes to the target, who takes one of the player's
 * remaining cards at random. Both of them see both cards. */
static __attribute__((noinline)) void apply_give(dyn_state_t *st, move_t m, rng_t *rng)
{
    int p = st->cur, t = st->give_target, g = (int)DYN_M_CARD(m), d = st->deals;
    int pair = seat_bit(p) | seat_bit(t);
    hand_remove(st, p, g);
    hand_add(st, t, g);
    know_lose_unseen(st, p, g, pair);
    know_gain_one(st, t, g, pair);
    if (!st->hand_n[p]) {
        deal_end(st, DYN_END_EMPTY, side_mask(st, p), 0, rng);
        continue_play(st, rng, d, 0);
        return;
    }
    int y = hand_select(st, p, (int)rng_below(rng, st->hand_n[p]));
    if (TRACE_ON())
        dyn_trace_swap_take(t, p, y);
    hand_remove(st, p, y);
    hand_add(st, t, y);
    know_lose_unseen(st, p, y, pair);
    know_gain_one(st, t, y, pair);
    maybe_place(st, t, "swap_card");
    continue_play(st, rng, d, 1);
}

/* MITA (or a wild as one) puts out the DINA under decision: MITA, DINA and its
 * accumulated cards go to the discards. Then the next DINA of the player, if any. */
static __attribute__((noinline)) void apply_defuse(dyn_state_t *st, move_t m, rng_t *rng)
{
    int p = st->cur, card = (int)DYN_M_CARD(m), d = st->deals;
    dyn_bomb_t b = st->bomb[st->fuse];
    remove_bomb(st, st->fuse);
    hand_remove(st, p, card);
    know_lose_seen(st, p, card);
    to_discard(st, card);
    to_discard(st, b.card);
    set_add_set(&st->discard, &b.acc);
    st->discard_n += b.acc_n;
    if (!st->hand_n[p]) {
        deal_end(st, DYN_END_EMPTY, side_mask(st, p), 0, rng);
        continue_play(st, rng, d, 0);
        return;
    }
    if (resolve_bombs(st, rng))
        return;
    continue_play(st, rng, d, start_rest(st, rng));
}

/* A card from the draw pile: a DINA among them is placed at once (a hand never
 * holds one, so only the card drawn can be one). The whole way: apply_draw below
 * takes the common case. */
static __attribute__((noinline)) void apply_draw_slow(dyn_state_t *st, rng_t *rng)
{
    int k = draw_card(st, rng);
    if (TRACE_ON())
        dyn_trace_draw(st->cur, k, "draw");
    if (k != DYN_NOKIND) {
        hand_add(st, st->cur, k);
        if (__builtin_expect(DYN_SYM(k) == DYN_DINA, 0))
            place_dinas(st, st->cur, "draw");
    }
    st->phase = DYN_PH_DRAWN;
}

/* A DINA drawn (apply_draw): placed at once. */
static __attribute__((noinline)) void apply_draw_dina(dyn_state_t *st)
{
    place_dinas(st, st->cur, "draw");
}

/* The rest of apply_draw once the card's rank r is drawn (the pile's list in step, no
 * trace): the card taken, then as apply_draw_slow. */
static __attribute__((noinline)) void apply_draw_at(dyn_state_t *st, int r)
{
    int k = pile_take(st, r);
    hand_add(st, st->cur, k);
    st->phase = DYN_PH_DRAWN;
    if (__builtin_expect(DYN_SYM(k) == DYN_DINA, 0))
        place_dinas(st, st->cur, "draw");
}

/* apply_draw_slow, the same draws, for the common case done with no call but in tail
 * position, so that it keeps to the scratch registers (no register saved and
 * restored every draw): the pile not empty, its list in step, no trace, and a tail
 * of 48 cards or fewer to move (pile_take's inline case). Anything else goes to
 * apply_draw_slow before anything is drawn, or to apply_draw_at once the rank is. */
static __attribute__((noinline)) void apply_draw(dyn_state_t *st, rng_t *rng)
{
    int n = st->pile_n;
    if (__builtin_expect(!st->list_ok || !n || TRACE_ON(), 0)) {
        apply_draw_slow(st, rng);
        return;
    }
    int r = (int)rng_below(rng, (uint32_t)n), len = n - r - 1;
#ifdef __SSE2__
    if (__builtin_expect(len > 48, 0)) {
        apply_draw_at(st, r);
        return;
    }
    int k = list_take_short(st, r, len);
    hand_add(st, st->cur, k);
    st->phase = DYN_PH_DRAWN;
    if (__builtin_expect(DYN_SYM(k) == DYN_DINA, 0))
        apply_draw_dina(st);
#else
    (void)len;
    apply_draw_at(st, r);
#endif
}

/* A pass: nothing to draw anywhere and nothing playable. */
static __attribute__((noinline)) void apply_pass(dyn_state_t *st, rng_t *rng)
{
    int d = st->deals;
    st->passed |= (uint8_t)seat_bit(st->cur);
    if ((st->passed & st->alive) == st->alive) {
        blocked_end(st, rng);
        continue_play(st, rng, d, 0);
        return;
    }
    end_turn(st, rng);
}

/* The +-2 total taken by choice. */
static __attribute__((noinline)) void apply_accept(dyn_state_t *st, rng_t *rng)
{
    int d = st->deals;
    int over = accept_penalty(st, rng);
    if (st->deals == d && !over)
        st->phase = DYN_PH_NORMAL;
    continue_play(st, rng, d, over);
}

/* A card turned for the DINA under decision, then the turn's start goes on. */
static __attribute__((noinline)) void apply_flip(dyn_state_t *st, rng_t *rng)
{
    int d = st->deals;
    flip(st, st->fuse, rng);
    if (resolve_bombs(st, rng))
        return;
    continue_play(st, rng, d, start_rest(st, rng));
}

/* The moves other than draw, end and play, each a function of its own reached by a
 * call in tail position: this dispatch saves no register, and each saves only
 * those its own path needs. */
static __attribute__((noinline)) void apply_rare(dyn_state_t *st, move_t m, rng_t *rng)
{
    switch (DYN_M_ACTION(m)) {
    case DYN_A_PASS:
        apply_pass(st, rng);
        return;
    case DYN_A_ACCEPT:
        apply_accept(st, rng);
        return;
    case DYN_A_FLIP:
        apply_flip(st, rng);
        return;
    case DYN_A_DEFUSE:
        apply_defuse(st, m, rng);
        return;
    case DYN_A_GIVE:
        apply_give(st, m, rng);
        return;
    case DYN_A_PLACE:
        apply_place(st, m, rng);
        return;
    default:
        apply_play(st, m, rng);
        return;
    }
}

/* Draw, end and play, the common moves, each its own path; the others apart. */
static void dyn_apply(void *vst, move_t m, rng_t *rng)
{
    dyn_state_t *st = vst;
    int action = (int)DYN_M_ACTION(m);
    if (action == DYN_A_PLAY) { /* every move but a pass clears the passes */
        st->passed = 0;
        apply_play(st, m, rng);
    } else if (action == DYN_A_DRAW) {
        st->passed = 0;
        apply_draw(st, rng);
    } else if (action == DYN_A_END) {
        st->passed = 0;
        end_turn(st, rng);
    } else {
        if (action != DYN_A_PASS)
            st->passed = 0;
        apply_rare(st, m, rng);
    }
}

/* ==================================================================== playout == */

/* game_t.playout: uniformly random moves from st, as the engine's loop plays them
 * (legal_moves, then the k-th of the list for k = rng_below(rng, n), then apply),
 * the same moves and draws. The common case, a fresh or a drawn turn with two cards
 * or more and no wild card or detonator in hand, never writes the list: the count is
 * the draw (or end) and each playable kind's choices (choices[others][symbol].n, 1
 * for a kind without a choice), and the k-th move is found by a second walk over the
 * same kinds, in the order dyn_legal_moves lists them (emit_kinds). Every other
 * position takes the list and dyn_apply. */
static void dyn_playout(void *vst, uint32_t moves, move_t *buf, rng_t *rng)
{
    dyn_state_t *st = vst;
    while (moves-- > 0 && st->phase != DYN_PH_OVER) {
        int p = st->cur;
        uint64_t have = st->have[p];
        if (__builtin_expect(st->phase > DYN_PH_DRAWN || st->hand_n[p] == 1 ||
                                 (have & (1ULL << DYN_WILD | 1ULL << DYN_DET)), 0)) {
            int n = dyn_legal_moves(st, buf);
            dyn_apply(st, buf[n == 1 ? 0 : rng_below(rng, (uint32_t)n)], rng);
            continue;
        }
        int drawn = st->phase;
        uint32_t cards_left;
        memcpy(&cards_left, &st->pile_n, sizeof cards_left);
        int n0 = drawn | (cards_left != 0), n = n0; /* the draw, or the end */
        const dyn_choices_t *ch = choices[st->alive & ~seat_bit(p)];
        uint64_t kinds = have & st->top_match;
        for (uint64_t b = kinds; b; b &= b - 1) n += ch[__builtin_ctzll(b) & 15].n;
        if (__builtin_expect(!n, 0)) { /* nothing at all: the pass */
            dyn_apply(st, DYN_MOVE(DYN_A_PASS, 0, 0, 0, 0), rng);
            continue;
        }
        int k = n == 1 ? 0 : (int)rng_below(rng, (uint32_t)n);
        st->passed = 0; /* a draw, an end or a play */
        if (k < n0) {
            if (drawn)
                end_turn(st, rng);
            else
                apply_draw(st, rng);
            continue;
        }
        k -= n0;
        move_t m;
        int kind;
        for (uint64_t b = kinds;; b &= b - 1) {
            kind = __builtin_ctzll(b);
            dyn_choices_t c = ch[kind & 15];
            if (k < c.n) {
                m = DYN_MOVE(DYN_A_PLAY, kind, kind, 0, 0) | choice_rows[c.row][k];
                break;
            }
            k -= c.n;
        }
        play_card(st, p, kind, kind, m, rng);
    }
}

/* ===================================================================== outcome == */

static void dyn_outcome(const void *vst, outcome_t *out)
{
    const dyn_state_t *st = vst;
    memset(out, 0, sizeof *out);
    for (int q = 0; q < MAX_SEATS; q++)
        out->position[q] = (int8_t)q; /* seat order is turn order: see RULES.md */
    out->capped = st->capped;
    out->rounds = st->deals;
    out->turns = st->turn; /* turns begun: never past the cap (start_turn) */
    for (int s = 0; s < st->players; s++) {
        out->result[s] = st->win_mask >> s & 1    ? RESULT_WIN
                         : st->draw_mask >> s & 1 ? RESULT_DRAW
                                                  : RESULT_LOSS;
        if (st->mode == DYN_MODE_BEST_OF)
            out->points[s] = st->wins[s];
        else
            out->points[s] = st->pairs ? team_points(st, s) : st->points[s];
    }
}

static int dyn_team(const void *vst, int seat)
{
    return dyn_team_of(vst, seat);
}


/* The match modes the default rules (a single game) never reach. */
static const char *const signature_variants[] = {
    "mode=best_of",
    "mode=points",
    "mode=points;points_end=first_reaches",
    "pairs=true",
    "pairs=true;mode=best_of",
    "pairs=true;mode=points",
    NULL,
};

const game_t dynamite_game = {
    .id = "dynamite",
    .name = "Dynamite / Dinamita (Antoni M.R., Smiling Goblin)",
    .min_players = 2,
    .max_players = 8,
    .max_moves = DYN_MAX_MOVES,
    .state_size = sizeof(dyn_state_t),
    .rules_size = sizeof(dyn_rules_t),
    .params = dynamite_params,
    .init = dyn_init,
    .rules_set = NULL,
    .rules_check = dyn_rules_check,
    .setup = dyn_setup,
    .to_move = dyn_to_move,
    .legal_moves = dyn_legal_moves,
    .apply = dyn_apply,
    .outcome = dyn_outcome,
    .determinize = dyn_determinize,
    .evaluate = dyn_evaluate,
    .describe_move = dyn_describe_move,
    .state_json = dyn_state_json,
    .team = dyn_team,
    .observe = dyn_observe,
    .view_text = dyn_view_text,
    .signature_variants = signature_variants,
    .describe_move_for = dyn_describe_move_for,
    .playout = dyn_playout,
};

