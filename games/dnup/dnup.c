/* dnup.c - play: setup and the deal, legal moves, applying a move, the end of a turn,
 * a round and the game, the outcome, and the game table. The rule table is in
 * dnup_rules.c, the cards file in dnup_data.c, what a seat knows (determinize,
 * evaluate) in dnup_view.c, text and JSON in dnup_text.c. RULES.md maps every line
 * of the rulebook to the functions here. */
#include <stdio.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "bits.h"
#include "dnup.h"
#include "trace_event.h"

_Static_assert(sizeof(dnup_state_t) == 208, "dnup_state_t layout changed: update dnup.h");
_Static_assert(DNUP_MAX_CARDS <= 64, "cards are bits of a uint64_t");
_Static_assert(DNUP_SLOTS <= 16, "a slot is 4 bits of a move");

RULES_PACK_FN(dnup_rules_pack, DNUP_RULES, dnup_state_t, dnup_rules_t)

static void build_move_tables(void);
static void build_hand_tables(void);
/* The cards of each player count in increasing order, each as its bit (the deal's
 * unshuffled deck). */
static uint64_t in_play_list[DNUP_MAX_PLAYERS + 1][DNUP_MAX_CARDS];

static int dnup_init(char *err, size_t n)
{
    if (dnup_deck_init(err, n))
        return 1;
    build_move_tables();
    build_hand_tables();
    for (int p = DNUP_MIN_PLAYERS; p <= DNUP_MAX_PLAYERS; p++) {
        int i = 0;
        for (uint64_t m = dnup_deck->in_play[p]; m; m &= m - 1)
            in_play_list[p][i++] = m & -m;
    }
    return 0;
}

/* ---- small helpers over the packed state ---- */


/* Value of a non-empty set: every card of it shows the same value. */
static inline int set_value(const dnup_state_t *s, uint64_t set)
{
    return dnup_shown(s, dnup_lowest(set));
}

/* The cards of a play or add move: v/o for its value v and the other values o of its
 * mask, indexed by bits 2-14 of the move (value, then mask), built by init: one
 * lookup when a move is applied. */
#define DNUP_MOVE_CARDS_BITS 13
static uint64_t move_cards[1u << DNUP_MOVE_CARDS_BITS];

static inline uint64_t cards_of_move(move_t m)
{
    return move_cards[(m >> 2) & ((1u << DNUP_MOVE_CARDS_BITS) - 1)];
}

/* Byte k-1 of a table summary word (size_value, size_slot): about the set of size k
 * (1..8). Written and read a byte at a time (a char type may alias the word). */
_Static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "byte k-1 of size_value is bits "
                                                          "8(k-1)..8k-1");
static inline uint8_t *size_byte(uint64_t *word, uint64_t k)
{
    return (uint8_t *)word + (k - 1);
}

/* Take the non-empty set of a slot off the table. */
static inline uint64_t table_remove(dnup_state_t *s, int slot)
{
    uint64_t cards = s->set[slot];
    uint64_t k = bits_count(cards);
    *size_byte(&s->size_value, k) = 0;
    *size_byte(&s->size_slot, k) = 0;
    s->occupied &= (uint16_t)~(1u << slot);
    s->set[slot] = 0;
    return cards;
}

/* Put a non-empty set into an empty slot. */
static inline void table_put(dnup_state_t *s, int slot, uint64_t cards)
{
    uint64_t k = bits_count(cards);
    s->set[slot] = cards;
    *size_byte(&s->size_value, k) = (uint8_t)set_value(s, cards);
    *size_byte(&s->size_slot, k) = (uint8_t)(slot + 1);
    s->occupied |= (uint16_t)(1u << slot);
}

void dnup_table_refresh(dnup_state_t *s)
{
    s->size_value = s->size_slot = 0;
    s->occupied = 0;
    for (int slot = 0; slot < DNUP_SLOTS; slot++) {
        uint64_t cards = s->set[slot];
        s->set[slot] = 0;
        if (cards)
            table_put(s, slot, cards);
    }
}

/* ---- setup and the deal ---- */

/* Rulebook, Playing a Round: shuffle, deal out all cards (in random orientation: our
 * decision), the star holder begins; in the 2-player game with only Play Area 2. */
static void new_round(dnup_state_t *s, rng_t *rng)
{
    /* the cards of the player count in increasing order, each as its bit */
    uint64_t order[DNUP_MAX_CARDS];
    int ncards = dnup_count(s->in_play);
    if (s->in_play == dnup_deck->in_play[s->players]) {
        memcpy(order, in_play_list[s->players], sizeof order);
    } else { /* a state built by hand */
        int i = 0;
        for (uint64_t m = s->in_play; m; m &= m - 1)
            order[i++] = m & -m;
    }
    s->rounds++;
    s->dealer = (int8_t)((s->dealer + 1) % s->players);
    memset(s->set, 0, sizeof s->set);
    s->size_value = s->size_slot = 0;
    s->occupied = 0;
    /* Shuffle and deal in one pass: the draws and swaps of rng_shuffle_u8 (Fisher-Yates
     * from the end), and card i of the shuffled deck, final once position i is drawn,
     * goes to seat dealer + 1 + i. */
    long p = (s->dealer + ncards) % s->players; /* the seat of the last card */
    const long last = s->players - 1;
    rng_t r = *rng; /* a local copy: no store of the generator at each draw */
    uint64_t hand[DNUP_MAX_PLAYERS] = {0};
    for (uint32_t bound = (uint32_t)ncards; bound > 1; bound--) { /* position bound - 1 */
        uint32_t j = rng_below(&r, bound);
        uint64_t card = order[j];
        order[j] = order[bound - 1];
        hand[p] |= card;
        p = p == 0 ? last : p - 1;
    }
    *rng = r;
    if (ncards > 0)
        hand[p] |= order[0];
    memcpy(s->hand, hand, sizeof hand);
    s->orient = 0;
    if (s->random_orientation)
        s->orient = (((uint64_t)rng_u32(rng) << 32) | rng_u32(rng)) & s->in_play;
    s->discard = 0;
    s->known = 0;
    s->out = -1;
    for (int p = 0; p < s->players; p++)
        if (s->hand[p] >> dnup_deck->star & 1)
            s->seat = (int8_t)p;
    s->area = (int8_t)(s->two_player && s->star_single_turn ? 1 : 0);
    if (TRACE_ON())
        dnup_trace_deal(s);
}

static void dnup_setup(void *vs, const void *vr, int players, rng_t *rng)
{
    dnup_state_t *s = vs;
    const dnup_rules_t *r = vr;
    memset(s, 0, sizeof *s);
    dnup_rules_pack(s, r);
    s->players = (int8_t)players;
    s->two_player = players == 2;
    s->in_play = dnup_deck->in_play[players];
    s->winner = -1;
    /* new_round moves the dealer on first, so the first dealer is uniform too */
    s->dealer = (int8_t)rng_below(rng, (uint32_t)players);
    new_round(s, rng);
    s->first = s->seat;
}

/* The game goes on while winner is -1 and capped 0: both bytes tested at once. */
_Static_assert(offsetof(dnup_state_t, capped) == offsetof(dnup_state_t, winner) + 1,
               "to_move reads winner and capped as one 16-bit word");

static int dnup_to_move(const void *vs)
{
    const dnup_state_t *s = vs;
    uint16_t over; /* little-endian: winner in the low byte */
    memcpy(&over, &s->winner, sizeof over);
    return over != 0x00ff ? -1 : s->seat;
}

/* ---- legal moves ---- */

/* Playing card c alone when it lies on `side` (orientation bit), entry 2c + side: the
 * move, which also carries the card's shown value (bits 2-5) and other-value bit
 * (bits 6-14). */
static move_t single_play[DNUP_MAX_CARDS * 2];

static void build_move_tables(void)
{
    for (int c = 0; c < dnup_deck->ncards; c++)
        for (int side = 0; side < 2; side++)
            single_play[2 * c + side] = DNUP_MOVE_PLAY(dnup_deck->face[c][side],
                                                  1u << (dnup_deck->face[c][side ^ 1] - 1));
    _Static_assert(DNUP_MOVE_CARDS_BITS == 4 + DNUP_MAX_VALUE, "value and mask of a move");
    memset(move_cards, 0, sizeof move_cards);
    for (int v = 1; v <= DNUP_MAX_VALUE; v++)
        for (unsigned mask = 0; mask < 1u << DNUP_MAX_VALUE; mask++) {
            uint64_t cards = 0;
            for (int o = 1; o <= DNUP_MAX_VALUE; o++)
                if (mask >> (o - 1) & 1 && dnup_deck->card_of[v][o] >= 0)
                    cards |= 1ull << dnup_deck->card_of[v][o];
            move_cards[(DNUP_MOVE_PLAY(v, mask) >> 2) & ((1u << DNUP_MOVE_CARDS_BITS) - 1)] =
                cards;
        }
}

/* Tables over the deck, per side a card may lie on (bit c of orient): a hand splits
 * into its cards lying on side 0 (hand & ~orient) and on side 1 (hand & orient), and
 * each part is read with that side's tables, so no per-card side test is needed. */
static uint64_t shows_above[2][16]; /* [side][x]: cards whose face there is > x (one scaled
                                       index for both sides) */

/* The hand by shown value, read a byte of cards at a time: the card v/o (showing v,
 * o on its other side) is bit o' of byte v-1 of a 128-bit matrix, where o' = o-1 below
 * v and o-2 above it (no card shows v on both sides, so a row of 8 bits holds the 8
 * other values): rows 1-8 are the bytes of lo, row 9 byte 0 of hi, and each card adds
 * 1 to nibble v-1 of a count at bit 8 of hi. Every card has its own matrix bit and a
 * count of at most 8 fits a nibble, so the entries of the bytes of a hand just add
 * up. [side][byte j][byte]: the cards 8j+i (bit i of the byte) lying on side.
 * The entries of side 0's first byte also carry 5 in every count nibble, so the sum
 * holds c + 5 for a count c (at most 13: no carry): c is 3 or more when that has bit
 * 3, and 2 or more when c + 6 has. */
#define DNUP_CHUNKS ((DNUP_MAX_CARDS + 7) / 8)
#define DNUP_COUNT_SHIFT 8
#define DNUP_COUNT_BIAS (0x555555555ull << DNUP_COUNT_SHIFT)
#define DNUP_COUNT_ONES (0x111111111ull << DNUP_COUNT_SHIFT)
#define DNUP_COUNT_TOPS (0x888888888ull << DNUP_COUNT_SHIFT)
/* Bit 4v + 7 of hi is the top bit of the (biased) count of value v: a value from the
 * position of that bit, pos >> 2 = v + 1. */
static inline unsigned value_at(uint64_t pos)
{
    return (unsigned)(pos >> 2) - 1;
}
/* lo and hi side by side (element 0, 1): one 16-byte add per byte of a hand */
typedef uint64_t dnup_u64x2 __attribute__((vector_size(16)));
static dnup_u64x2 chunk[2][DNUP_CHUNKS][256];
_Static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "legal_moves reads byte j of a "
                                                          "hand as its cards 8j..8j+7");
/* A row of the matrix as a play: [v-1][row] is the play of every card of the row, the
 * 8-bit row spread to the move's 9-bit mask of other values (bits 6-14). */
static move_t row_play[DNUP_MAX_VALUE][256];

static void build_hand_tables(void)
{
    memset(shows_above, 0, sizeof shows_above);
    memset(chunk, 0, sizeof chunk);
    for (int c = 0; c < dnup_deck->ncards; c++)
        for (int side = 0; side < 2; side++) {
            int v = dnup_deck->face[c][side], o = dnup_deck->face[c][side ^ 1];
            for (int x = 0; x < 16; x++)
                if (v > x)
                    shows_above[side][x] |= 1ull << c;
            int bit = 8 * (v - 1) + (o < v ? o - 1 : o - 2);
            uint64_t lo = bit < 64 ? 1ull << bit : 0;
            uint64_t hi = (bit < 64 ? 0 : 1ull << (bit - 64)) |
                          1ull << (DNUP_COUNT_SHIFT + 4 * (v - 1));
            for (unsigned b = 0; b < 256; b++)
                if (b >> (c & 7) & 1)
                    chunk[side][c >> 3][b] += (dnup_u64x2){lo, hi};
        }
    for (unsigned b = 0; b < 256; b++)
        chunk[0][0][b] += (dnup_u64x2){0, DNUP_COUNT_BIAS};
    for (int v = 1; v <= DNUP_MAX_VALUE; v++)
        for (unsigned row = 0; row < 256; row++) {
            unsigned low = row & ((1u << (v - 1)) - 1); /* the other values below v */
            row_play[v - 1][row] = DNUP_MOVE_PLAY(v, low | (row - low) << 1);
        }
}

/* The matrix of the hand whose cards lying on side 0 are h0 and on side 1 are h1: the
 * sum of one chunk entry per byte of each. With SSE2 the bytes are spread to 16-bit
 * lanes and scaled to entry offsets (x16) at once, so each entry costs an extract and
 * an add. */
static inline dnup_u64x2 hand_matrix(uint64_t h0, uint64_t h1)
{
#if defined(__SSE2__)
    _Static_assert(DNUP_CHUNKS == 5, "hand_matrix extracts five bytes of each side");
    const __m128i zero = _mm_setzero_si128();
    __m128i o0 = _mm_slli_epi16(_mm_unpacklo_epi8(_mm_cvtsi64_si128((long long)h0), zero), 4);
    __m128i o1 = _mm_slli_epi16(_mm_unpacklo_epi8(_mm_cvtsi64_si128((long long)h1), zero), 4);
    const char *c0 = (const char *)chunk[0], *c1 = (const char *)chunk[1];
    enum { J = sizeof chunk[0][0] }; /* bytes of one byte position's table */
#define DNUP_ENTRY(base, o, j)                                                             \
    (*(const dnup_u64x2 *)(base + (j) * J + _mm_extract_epi16(o, j)))
    return DNUP_ENTRY(c0, o0, 0) + DNUP_ENTRY(c1, o1, 0) + DNUP_ENTRY(c0, o0, 1) +
           DNUP_ENTRY(c1, o1, 1) + DNUP_ENTRY(c0, o0, 2) + DNUP_ENTRY(c1, o1, 2) +
           DNUP_ENTRY(c0, o0, 3) + DNUP_ENTRY(c1, o1, 3) + DNUP_ENTRY(c0, o0, 4) +
           DNUP_ENTRY(c1, o1, 4);
#undef DNUP_ENTRY
#else
    union {
        uint64_t w;
        uint8_t b[8];
    } b0 = {h0}, b1 = {h1};
    dnup_u64x2 matrix = chunk[0][0][b0.b[0]] + chunk[1][0][b1.b[0]];
    for (int j = 1; j < DNUP_CHUNKS; j++)
        matrix += chunk[0][j][b0.b[j]] + chunk[1][j][b1.b[j]];
    return matrix;
#endif
}

/* The row of value v of the matrix stored in memory (lo then hi, little-endian), as
 * the play of all its cards (row_play): a byte load and a table load. */
static inline move_t matrix_row_mem(const uint8_t *mb, unsigned v)
{
    return row_play[v - 1][mb[v - 1]];
}

/* n + bit b of x (b < 64), as a bit test and an add with carry. */
static inline long add_bit(long n, uint64_t x, uint64_t b)
{
#if defined(__x86_64__)
    __asm__("btq %2, %1\n\tadcq $0, %0" : "+r"(n) : "r"(x), "r"(b) : "cc");
    return n;
#else
    return n + (long)(x >> b & 1);
#endif
}

/* 2c + bit c of orient: card c's entry in a table by card and side, by a bit test and
 * an add with carry instead of a branch on the side. */
static inline uint64_t side_index(uint64_t c, uint64_t orient)
{
#if defined(__x86_64__)
    __asm__("btq %1, %2\n\tadcq %0, %0" : "+r"(c) : "r"(c), "r"(orient) : "cc");
    return c;
#else
    return 2 * c + (orient >> c & 1);
#endif
}

/* Bit 8(k-1) + 7 set when v beats the set of size k (the value in byte k-1 of
 * size_value; 0 when there is none): every byte compared at once, each with a spare
 * top bit for the borrow (values are at most 9). */
static inline uint64_t beaten_by(uint64_t size_value, unsigned v)
{
    const uint64_t top = 0x8080808080808080ull;
    return ~((size_value | top) - v * 0x0101010101010101ull) & top; /* bit 7: byte < v */
}

/* Every subset of two cards or more of the cards showing v (three or more; `row`: the
 * play of them all), in decreasing order of their masks, that may be played: of a
 * size no set on the table has or beating the set of that size. */
static inline long play_subsets(move_t *out, long n, uint64_t beat, unsigned v, move_t row)
{
    uint64_t base = row & 63; /* type and value */
    /* bit 8(k-1) + 7: a set of k >= 2 cards showing v may be played (single cards:
     * apart); the flags of bytes 1..7 gathered by one multiplication into bit k
     * (every partial product has its own bit: no carries; bit 0 is never tested) */
    uint64_t ok = beaten_by(beat, v) & ~0xffull;
    uint64_t ok_size = ((ok >> 7) * 0x0102040810204080ull) >> 55;
    /* the subsets as they sit in the move (bits 6-14), added to the disjoint base */
    for (uint64_t all6 = row & 0x7fc0, sub = all6; sub; sub = (sub - 64) & all6) {
        out[n] = (move_t)(base + sub);
        n = add_bit(n, ok_size, bits_count(sub));
    }
    return n;
}

/* The slots of everyone but a seat (both its areas). */
static const uint16_t others_slots[DNUP_MAX_PLAYERS] = {
    0xffff & ~(3u << 0), 0xffff & ~(3u << 2), 0xffff & ~(3u << 4), 0xffff & ~(3u << 6),
    0xffff & ~(3u << 8)};
_Static_assert(DNUP_AREAS == 2 && DNUP_MAX_PLAYERS == 5, "others_slots: 5 seats, 2 areas");

/* B: one card of the set's value onto an opponent's set (the slots of `opp`); the
 * enlarged set must beat a set of its new size. C: take an opponent's set. D: rotate
 * the hand. The last moves of the list. */
static inline __attribute__((always_inline)) int opponent_moves(const dnup_state_t *s,
                                                                move_t *out, long n,
                                                                unsigned opp,
                                                                const uint8_t *mb)
{
    for (unsigned m = opp; m; m &= m - 1) {
        uint64_t slot = bits_low(m);
        /* the values of the set of its size k (this one) and of size k + 1: bytes k - 1
         * and k of size_value (k = 8: byte 0 of size_slot, and no card of the hand
         * shows v, as all 8 are in that set) */
        const uint8_t *value_of = (const uint8_t *)s + offsetof(dnup_state_t, size_value) - 1;
        uint64_t k = bits_count(s->set[slot]);
        unsigned v = value_of[k];
        if (v > value_of[k + 1]) {
            move_t row = matrix_row_mem(mb, v);
            move_t base = (row & 60) | DNUP_ADD | (move_t)slot << 15; /* value, type, slot */
            for (unsigned cards = row & 0x7fc0; cards; cards &= cards - 1)
                out[n++] = base | (cards & -cards);
        }
        out[n++] = DNUP_MOVE_TAKE(slot);
    }
    out[n++] = DNUP_MOVE_ROTATE;
    return (int)n;
}

/* The plays of two cards or more and the rest of the list when some value shows on
 * three cards of the hand or more (one call in eight): out of line, so that the common
 * case calls nothing and saves no registers. Values in increasing order; a value held
 * twice has one multi-card play, the pair. */
static __attribute__((noinline)) int legal_with_subsets(const dnup_state_t *s, move_t *out,
                                                        long n, dnup_u64x2 matrix)
{
    uint64_t hi = matrix[1];
    union {
        dnup_u64x2 v;
        uint8_t b[16];
    } mm = {matrix};
    /* the summary read where used (legal_moves) */
    const uint8_t *value_of = (const uint8_t *)s + offsetof(dnup_state_t, size_value) - 1;
    for (uint64_t several = (hi + DNUP_COUNT_ONES) & DNUP_COUNT_TOPS; several;
         several &= several - 1) {
        unsigned v = value_at(bits_low(several));
        move_t row = matrix_row_mem(mm.b, v);
        if (__builtin_popcount(row & 0x7fc0) == 2) { /* the pair only */
            out[n] = row;
            n += v > value_of[2];
            continue;
        }
        uint64_t beat;
        memcpy(&beat, value_of + 1, sizeof beat);
        n = play_subsets(out, n, beat, v, row);
    }
    return opponent_moves(s, out, n, s->occupied & others_slots[s->seat], mm.b);
}

/* Stores are unconditional and the count advances only for legal moves, so the
 * loops have few branches per candidate. */
static int dnup_legal_moves(const void *vs, move_t *out)
{
    const dnup_state_t *s = vs;
    int me = s->seat;
    long n = 0; /* a full register: no sign extension at each store */
    uint64_t hand = s->hand[me], orient = s->orient;
    uint64_t h1 = hand & orient, h0 = hand ^ h1; /* the cards on each side */
    /* A, one card: the cards of the hand showing more than the single on the table,
     * in card order. */
    /* the summary's bytes are read where needed, not kept in a register: byte k-1 of
     * size_value is the value a set of size k must exceed */
    const uint8_t *value_of = (const uint8_t *)s + offsetof(dnup_state_t, size_value) - 1;
    unsigned beat_single = value_of[1];
    uint64_t singles = (h0 & shows_above[0][beat_single]) | (h1 & shows_above[1][beat_single]);
    /* The hand by shown value (build_hand_tables), first: the hand's halves are then
     * dead in the singles loop, which needs fewer registers */
    dnup_u64x2 matrix = hand_matrix(h0, h1);
    for (uint64_t m = singles; m; m &= m - 1) {
        uint64_t c = bits_low(m);
        out[n++] = single_play[side_index(c, orient)];
    }
    /* A, two cards or more: every subset of the cards showing one value, of a size no
     * set on the table has, or beating (strictly higher) the set of that size; values
     * in increasing order, subsets in decreasing order of their masks. The counts hold
     * c + 5 (build_hand_tables). */
    uint64_t counts = matrix[1];
    if (counts & DNUP_COUNT_TOPS)
        return legal_with_subsets(s, out, n, matrix);
    /* in memory from here: rows are read by loads, no register holds the matrix */
    union {
        dnup_u64x2 v;
        uint8_t b[16];
    } mm = {matrix};
    __asm__("" : "+m"(mm));
    /* every value held twice or more is held twice: its pair */
    for (uint64_t several = (counts + DNUP_COUNT_ONES) & DNUP_COUNT_TOPS; several;
         several &= several - 1) {
        unsigned v = value_at(bits_low(several));
        out[n] = matrix_row_mem(mm.b, v);
        n += v > value_of[2];
    }
    return opponent_moves(s, out, n, s->occupied & others_slots[me], mm.b);
}

/* ---- applying a move ---- */

/* The common path of apply (a card played that beats nothing, a set taken, a hand
 * rotated, the next turn without a set to discard) is inline and calls nothing, so it
 * saves few registers (two, in the build measured) and needs no stack frame; rarer cases (a set beaten, a card added, a player out, a set
 * discarded, a new round) hand the rest of the move to a function of their own, as
 * the last thing apply does (a jump, not a call). */
#define DNUP_RARE __attribute__((noinline))

/* A set beaten by a higher one of the same size goes back to its owner's hand, every
 * card rotated (golden rule), in view of everyone; the set of a player already out is
 * discarded instead. */
static inline void beat_set(dnup_state_t *s, int slot, int traced)
{
    uint64_t cards = table_remove(s, slot);
    int owner = slot / DNUP_AREAS;
    if (owner == s->out) {
        s->discard |= cards;
        if (traced)
            dnup_trace_set_gone(s, "discard", "beaten", slot, cards);
        return;
    }
    s->hand[owner] |= cards;
    s->orient ^= cards;
    s->known |= cards;
    if (traced)
        dnup_trace_set_gone(s, "return", "beaten", slot, cards);
}

/* Put a set of k cards showing v into an empty slot (table_put, with what the move
 * already says). */
static inline void table_put_known(dnup_state_t *s, uint64_t slot, uint64_t cards, uint64_t k,
                                   int v)
{
    s->set[slot] = cards;
    *size_byte(&s->size_value, k) = (uint8_t)v;
    *size_byte(&s->size_slot, k) = (uint8_t)(slot + 1);
    s->occupied |= (uint16_t)(1u << slot);
}

/* B: one card onto an opponent's set, beating the set of the new size if any. */
static inline uint64_t do_add(dnup_state_t *s, move_t m, int traced)
{
    unsigned slot = (unsigned)DNUP_MOVE_SLOT(m);
    uint64_t card = cards_of_move(m);
    uint64_t left = s->hand[s->seat] & ~card;
    s->hand[s->seat] = left;
    s->known &= ~card;
    uint64_t set = s->set[slot];
    uint64_t k = bits_count(set); /* the set grows from k to k + 1 cards */
    int rival = *size_byte(&s->size_slot, k + 1) - 1;
    if (rival >= 0)
        beat_set(s, rival, traced);
    s->set[slot] = set | card; /* the slot stays occupied */
    *size_byte(&s->size_value, k) = 0;
    *size_byte(&s->size_slot, k) = 0;
    *size_byte(&s->size_value, k + 1) = (uint8_t)DNUP_MOVE_VALUE(m);
    *size_byte(&s->size_slot, k + 1) = (uint8_t)(slot + 1);
    return left;
}

/* Golden rule: cards taken from the table rotate; everyone sees them arrive. */
static inline void do_take(dnup_state_t *s, move_t m)
{
    uint64_t cards = table_remove(s, DNUP_MOVE_SLOT(m));
    s->hand[s->seat] |= cards;
    s->orient ^= cards;
    s->known |= cards;
}

/* Discard the set of the area whose turn begins (rulebook, Your Turn, first step). */
static DNUP_RARE void discard_turn_set(dnup_state_t *s, int slot)
{
    uint64_t cards = table_remove(s, slot);
    s->discard |= cards;
    if (TRACE_ON())
        dnup_trace_set_gone(s, "discard", "turn", slot, cards);
}

static inline void begin_turn(dnup_state_t *s)
{
    int slot = s->seat * DNUP_AREAS + s->area;
    if (s->occupied >> slot & 1)
        discard_turn_set(s, slot);
}

/* 3-5 players: the seat already out is skipped, its set discarded when its turn would
 * have come; then the turn of the seat after it begins. */
static DNUP_RARE void skip_out(dnup_state_t *s, int next)
{
    uint64_t cards = s->set[next * DNUP_AREAS] ? table_remove(s, next * DNUP_AREAS) : 0;
    s->discard |= cards;
    if (cards && TRACE_ON())
        dnup_trace_set_gone(s, "discard", "out_turn", next * DNUP_AREAS, cards);
    s->seat = (int8_t)(next + 1 == s->players ? 0 : next + 1);
    begin_turn(s);
}

/* Next turn clockwise. 2 players: area 1 then area 2 of each seat, i.e. the next slot
 * of the four. The slot whose turn begins is known here without reading it back. */
static inline void next_turn(dnup_state_t *s)
{
    unsigned slot;
    if (s->two_player) {
        /* seat and area of each slot as the two bytes they are in the state */
        static const uint8_t seat_area[4][2] = {{0, 0}, {0, 1}, {1, 0}, {1, 1}};
        _Static_assert(offsetof(dnup_state_t, area) == offsetof(dnup_state_t, seat) + 1,
                       "next_turn writes seat and area as one 16-bit word");
        slot = (unsigned)(s->seat * DNUP_AREAS + s->area + 1) & 3;
        memcpy((char *)s + offsetof(dnup_state_t, seat), seat_area[slot], 2);
    } else {
        int next = s->seat + 1 == s->players ? 0 : s->seat + 1;
        if (next == s->out) {
            skip_out(s, next);
            return;
        }
        s->seat = (int8_t)next;
        slot = (unsigned)next * DNUP_AREAS; /* area 0 */
    }
    if (s->occupied >> slot & 1)
        discard_turn_set(s, (int)slot);
}

enum round_state { ROUND_GOES_ON, ROUND_OVER, GAME_OVER };

/* The seat to move has no cards left: it scores (rulebook, End of the Round; 2 players:
 * it wins the round). The first to reach the target wins the game at once (End of the
 * Game; FAQ). Since the first player out scores and may end the game before the
 * second can, a second player reaching the target in the same round never overtakes
 * the one who scored the two tokens, as the publisher's FAQ requires. */
static enum round_state player_out(dnup_state_t *s)
{
    int me = s->seat;
    int gain = s->two_player ? 1 : s->out < 0 ? s->points_first : s->points_second;
    int target = s->two_player ? s->rounds_to_win : s->points_to_win;
    s->score[me] = (int16_t)(s->score[me] + gain);
    enum round_state r = ROUND_GOES_ON;
    if (s->score[me] >= target) {
        s->winner = (int8_t)me;
        r = GAME_OVER;
    } else if (s->two_player || s->out >= 0) {
        r = ROUND_OVER;
    } else {
        s->out = (int8_t)me; /* first out: takes no more turns; its set stays a cycle */
    }
    if (TRACE_ON())
        dnup_trace_score(s, me, gain, r == GAME_OVER ? "game" : r == ROUND_OVER ? "round"
                                                                                : "nothing");
    return r;
}

/* The end of an action that emptied the mover's hand or reached the turn cap. Out
 * when the last card has been played. Only in the 2-player game can the hand fill
 * again in the same action (the play beat the player's own set in the other area):
 * empty_hand_wins says whether the round is won all the same. */
static DNUP_RARE void end_of_action(dnup_state_t *s, uint64_t left, rng_t *rng)
{
    int out = !left && (s->empty_hand_wins || !s->hand[s->seat]);
    enum round_state r = out ? player_out(s) : ROUND_GOES_ON;
    if (r != GAME_OVER && s->turns >= s->turn_cap)
        s->capped = 1;
    if (r != ROUND_GOES_ON || s->capped) {
        if (TRACE_ON())
            dnup_trace_deal_end(s);
        if (r == GAME_OVER || s->capped)
            return;
        new_round(s, rng);
    } else {
        next_turn(s);
    }
}

/* After the action: count the turn, then the end of the round or the next turn. */
static inline void end_action(dnup_state_t *s, uint64_t left, rng_t *rng)
{
    s->turns++;
    if (__builtin_expect(!left || s->turns >= s->turn_cap, 0))
        end_of_action(s, left, rng);
    else
        next_turn(s);
}

/* The rarer actions, each to the end of the move: a play that beats a set, an add.
 * A: the cards (k of them, showing v) leave the hand (they are no longer hidden
 * anywhere) for the mover's set of this area, beating the set of the same size if
 * there is one (here: the set of slot `rival`). `left` is the mover's hand as it was
 * once the cards had left it, before a beaten set of its own came back (End of the
 * Round: rule empty_hand_wins). The common case, nothing beaten, is in dnup_apply. */
static inline __attribute__((always_inline)) void play_beating_as(dnup_state_t *s, move_t m,
                                                                   rng_t *rng, int traced)
{
    uint64_t cards = cards_of_move(m);
    uint64_t k = bits_count(cards);
    unsigned rival = *size_byte(&s->size_slot, k) - 1u;
    unsigned me = (unsigned)s->seat, slot = me * DNUP_AREAS + (unsigned)s->area;
    uint64_t left = s->hand[me] & ~cards;
    s->hand[me] = left;
    s->known &= ~cards;
    /* the beaten set (beat_set) and the new one have the same size: the summary's
     * bytes of that size are simply overwritten */
    uint64_t beaten = s->set[rival];
    s->set[rival] = 0;
    s->set[slot] = cards;
    *size_byte(&s->size_value, k) = (uint8_t)DNUP_MOVE_VALUE(m);
    *size_byte(&s->size_slot, k) = (uint8_t)(slot + 1);
    s->occupied = (uint16_t)((s->occupied & ~(1u << rival)) | 1u << slot);
    unsigned owner = rival / DNUP_AREAS;
    if ((int)owner == s->out) {
        s->discard |= beaten;
        if (traced)
            dnup_trace_set_gone(s, "discard", "beaten", (int)rival, beaten);
    } else {
        s->hand[owner] |= beaten;
        s->orient ^= beaten;
        s->known |= beaten;
        if (traced)
            dnup_trace_set_gone(s, "return", "beaten", (int)rival, beaten);
    }
    end_action(s, left, rng);
}

/* Two copies: with a trace sink the events are written; without, the copy has no
 * call but tail calls and keeps its values in scratch registers. */
static DNUP_RARE void play_beating_traced(dnup_state_t *s, move_t m, rng_t *rng)
{
    play_beating_as(s, m, rng, 1);
}

static DNUP_RARE void play_beating(dnup_state_t *s, move_t m, rng_t *rng)
{
    if (TRACE_ON()) {
        play_beating_traced(s, m, rng);
        return;
    }
    play_beating_as(s, m, rng, 0);
}

/* Two copies, as play_beating. */
static DNUP_RARE void add_move_traced(dnup_state_t *s, move_t m, rng_t *rng)
{
    end_action(s, do_add(s, m, 1), rng);
}

static DNUP_RARE void add_move(dnup_state_t *s, move_t m, rng_t *rng)
{
    if (TRACE_ON()) {
        add_move_traced(s, m, rng);
        return;
    }
    end_action(s, do_add(s, m, 0), rng);
}

static void dnup_apply(void *vs, move_t m, rng_t *rng)
{
    dnup_state_t *s = vs;
    uint64_t left; /* the hand once the cards played left it */
    int type = DNUP_MOVE_TYPE(m);
    if (type == DNUP_PLAY) { /* the commonest first */
        int v = DNUP_MOVE_VALUE(m);
        uint64_t cards = cards_of_move(m);
        uint64_t k = bits_count(cards);
        if (*size_byte(&s->size_slot, k)) { /* the set of that size is beaten */
            play_beating(s, m, rng);
            return;
        }
        uint64_t me = (uint8_t)s->seat; /* a full register for the indexes */
        left = s->hand[me] & ~cards;
        s->hand[me] = left;
        s->known &= ~cards;
        table_put_known(s, me * DNUP_AREAS + (uint8_t)s->area, cards, k, v);
    } else if (type == DNUP_ROTATE) { /* D */
        s->orient ^= s->hand[s->seat];
        left = s->hand[s->seat];
    } else if (type == DNUP_TAKE) {
        do_take(s, m);
        left = s->hand[s->seat];
    } else {
        add_move(s, m, rng);
        return;
    }
    end_action(s, left, rng);
}

/* ---- the end ---- */

static void dnup_outcome(const void *vs, outcome_t *out)
{
    const dnup_state_t *s = vs;
    memset(out, 0, sizeof *out);
    /* Turn position: 0 for the seat that took the game's first turn, then clockwise
     * (seat + 1), the turn order of every round (RULES.md, End of the Game). */
    for (int q = 0; q < MAX_SEATS; q++)
        out->position[q] = (int8_t)(q < s->players ? (q - s->first + s->players) % s->players : q);
    for (int p = 0; p < s->players; p++) {
        out->points[p] = s->score[p];
        out->result[p] = s->capped ? RESULT_DRAW : p == s->winner ? RESULT_WIN : RESULT_LOSS;
    }
    out->rounds = s->rounds;
    out->turns = s->turns;
    out->capped = s->capped;
}

/* Modes the default rules never reach, also played by `simulate --signature`. */
static const char *const dnup_signature_variants[] = {
    "random_orientation=false",
    "star_single_turn=false",
    "empty_hand_wins=false",
    NULL,
};

/* game_t.playout: the engine's loop with dnup's own functions called directly, so
 * the compiler can inline them into one loop (the same moves and draws: the loop of
 * game.h, word for word). */
static void dnup_playout(void *st, uint32_t moves, move_t *buf, rng_t *rng)
{
    while (moves-- > 0 && dnup_to_move(st) >= 0) {
        int n = dnup_legal_moves(st, buf);
        dnup_apply(st, buf[n == 1 ? 0 : rng_below(rng, (uint32_t)n)], rng);
    }
}

const game_t dnup_game = {
    .id = "dnup",
    .name = "dnup (Kei Kajino, 2025)",
    .min_players = DNUP_MIN_PLAYERS,
    .max_players = DNUP_MAX_PLAYERS,
    .max_moves = DNUP_MAX_MOVES,
    .state_size = sizeof(dnup_state_t),
    .rules_size = sizeof(dnup_rules_t),
    .params = dnup_params,
    .init = dnup_init,
    .rules_set = NULL,
    .rules_check = dnup_rules_check,
    .setup = dnup_setup,
    .to_move = dnup_to_move,
    .legal_moves = dnup_legal_moves,
    .apply = dnup_apply,
    .outcome = dnup_outcome,
    .determinize = dnup_determinize,
    .evaluate = dnup_evaluate,
    .describe_move = dnup_describe_move,
    .state_json = dnup_state_json,
    .team = NULL,
    .observe = dnup_observe,
    .view_text = dnup_view_text,
    .signature_variants = dnup_signature_variants,
    .playout = dnup_playout,
};
