/* djinn_challenge.c - the eight cave challenges: can a set of chosen cards, completed with
 * cards from a pool, meet a challenge of a given size?
 *
 * Colour matters only for "one colour"; every other kind looks at numbers. A card
 * set is folded into four 16-bit planes, one per colour, bit v-1 for number v: the
 * numbers present are the OR of the planes, the numbers present twice are the ORs
 * of pairwise ANDs, and so on, without a loop over the cards; the copies of one number
 * in a set are one popcount of the set itself. A challenge is met by
 * exactly `size` cards. */
#include "djinn.h"

typedef struct planes {
    uint32_t p[DJ_MAX_COLOURS]; /* bit v: number v present in that colour (v = 1..16) */
} planes_t;

static planes_t fold(uint64_t set)
{
    planes_t x;
    for (int c = 0; c < DJ_MAX_COLOURS; c++)
        x.p[c] = (uint32_t)((set >> (16 * c)) & 0xFFFF) << 1;
    return x;
}

/* Numbers (bit v) present at least once / twice / four times. */
static uint32_t at_least1(const planes_t *x) { return x->p[0] | x->p[1] | x->p[2] | x->p[3]; }

static uint32_t at_least2(const planes_t *x)
{
    return (x->p[0] & (x->p[1] | x->p[2] | x->p[3])) | (x->p[1] & (x->p[2] | x->p[3])) |
           (x->p[2] & x->p[3]);
}

/* Cards of number v in a set, every colour: one popcount on the unfolded set. */
static int count_of(uint64_t set, int v)
{
    return djinn_popcount(set & (0x0001000100010001ULL << (v - 1)));
}

/* Does the multiset {vals[i] x req[i]} (distinct vals) contain the chosen numbers,
 * with the missing ones available in the pool? `j` = number of chosen cards. */
static int fits(uint64_t ch, uint64_t pool, int j, const int *vals,
                const int *req, int nreq)
{
    int matched = 0;
    for (int i = 0; i < nreq; i++) {
        int have = count_of(ch, vals[i]);
        if (have > req[i] || req[i] - have > count_of(pool, vals[i]))
            return 0;
        matched += have;
    }
    return matched == j;
}

/* The numbers present in a set (bit v for number v), without unfolding it. */
static inline uint32_t numbers_of(uint64_t set)
{
    uint64_t x = set | set >> 32;
    return (uint32_t)((x | x >> 16) & 0xFFFF) << 1;
}

/* Cards of number v, in every colour. */
#define NUMBER_MASK(v) (0x0001000100010001ULL << ((v) - 1))

static int sequence_possible(int size, int j, uint64_t chosen_set, uint64_t all_set)
{
    uint32_t chosen = numbers_of(chosen_set), have = numbers_of(all_set);
    if (djinn_popcount(chosen) != j)
        return 0; /* a repeated number */
    /* windows start..start+size-1 inside 1..16: a run never wraps past the top */
    for (int start = 1; start + size - 1 <= DJ_MAX_VALUES; start++) {
        uint32_t w = ((1u << size) - 1) << start;
        if ((w & ~have) == 0 && (chosen & ~w) == 0)
            return 1;
    }
    return 0;
}

static int pair_lower_possible(uint64_t ch, uint64_t pool, const planes_t *all,
                               int j)
{
    uint32_t pairs = at_least2(all), singles = at_least1(all);
    for (uint32_t pa = pairs; pa; pa &= pa - 1) {
        int a = __builtin_ctz(pa);
        for (uint32_t sb = singles & ((1u << a) - 1); sb; sb &= sb - 1) {
            int vals[2] = {a, __builtin_ctz(sb)}, req[2] = {2, 1};
            if (fits(ch, pool, j, vals, req, 2))
                return 1;
        }
    }
    return 0;
}

static int two_pairs_possible(uint64_t ch, uint64_t pool, const planes_t *all,
                              int j, int distinct)
{
    uint32_t pairs = at_least2(all);
    for (uint32_t pa = pairs; pa; pa &= pa - 1) {
        int a = __builtin_ctz(pa);
        if (!distinct) {
            int vals[1] = {a}, req[1] = {4};
            if (fits(ch, pool, j, vals, req, 1))
                return 1;
        }
        for (uint32_t pb = pa & (pa - 1); pb; pb &= pb - 1) {
            int vals[2] = {a, __builtin_ctz(pb)}, req[2] = {2, 2};
            if (fits(ch, pool, j, vals, req, 2))
                return 1;
        }
    }
    return 0;
}

static int two_pairs_lower_possible(uint64_t ch, uint64_t pool,
                                    const planes_t *all, int j, int distinct)
{
    uint32_t pairs = at_least2(all), singles = at_least1(all);
    for (uint32_t pa = pairs; pa; pa &= pa - 1) {
        int a = __builtin_ctz(pa); /* the lower pair: the fifth card is below it */
        for (uint32_t sc = singles & ((1u << a) - 1); sc; sc &= sc - 1) {
            int c = __builtin_ctz(sc);
            if (!distinct) {
                int vals[2] = {a, c}, req[2] = {4, 1};
                if (fits(ch, pool, j, vals, req, 2))
                    return 1;
            }
            for (uint32_t pb = pa & (pa - 1); pb; pb &= pb - 1) {
                int vals[3] = {a, __builtin_ctz(pb), c}, req[3] = {2, 2, 1};
                if (fits(ch, pool, j, vals, req, 3))
                    return 1;
            }
        }
    }
    return 0;
}

static int set_sum(uint64_t set)
{
    int sum = 0;
    for (; set; set &= set - 1)
        sum += DJ_VALUE(__builtin_ctzll(set));
    return sum;
}

/* Sum of the r smallest (or largest) numbers in the pool, or -1 if it holds fewer. */
static int extreme_sum(uint64_t pool, int r, int largest)
{
    int sum = 0;
    for (uint32_t m = numbers_of(pool); m && r > 0;) {
        int v = largest ? djinn_top_bit32(m) : __builtin_ctz(m);
        m &= ~(1u << v);
        int k = djinn_popcount(pool & NUMBER_MASK(v));
        if (k > r)
            k = r;
        sum += k * v;
        r -= k;
    }
    return r > 0 ? -1 : sum;
}

/* Can exactly r pool cards add up to `want`? Bitset knapsack over sums 0..127 (one
 * word when want is below 64: sums only grow, so the bits shifted out never matter). */
static int exact_sum_possible(uint64_t pool, int r, int want)
{
    if (want < 0 || want > 127 || r > 5)
        return 0;
    if (want < 64) {
        uint64_t reach[6] = {1}; /* reach[k]: sums of k cards */
        while (pool) {
            int v = DJ_VALUE(__builtin_ctzll(pool));
            pool &= pool - 1;
            /* all five counts every card, unrolled into registers: the counts
             * above r are never read */
            for (int k = 5; k >= 1; k--)
                reach[k] |= reach[k - 1] << v;
        }
        return (int)((reach[r] >> want) & 1);
    }
    uint64_t lo[6] = {1}, hi[6] = {0}; /* reach[k]: sums of k cards */
    while (pool) {
        int v = DJ_VALUE(__builtin_ctzll(pool));
        pool &= pool - 1;
        for (int k = r; k >= 1; k--) {
            hi[k] |= (hi[k - 1] << v) | (lo[k - 1] >> (64 - v));
            lo[k] |= lo[k - 1] << v;
        }
    }
    return want < 64 ? (int)((lo[r] >> want) & 1) : (int)((hi[r] >> (want - 64)) & 1);
}

static int colour_possible(int size, uint64_t chosen, uint64_t pool)
{
    for (int c = 0; c < DJ_MAX_COLOURS; c++) {
        uint64_t m = DJ_COLOUR_MASK(c);
        if ((chosen & ~m) == 0 && djinn_popcount(chosen) + djinn_popcount(pool & m) >= size)
            return 1;
    }
    return 0;
}

int djinn_challenge_possible(int kind, int size, int target, int two_pairs_distinct,
                             uint64_t chosen, uint64_t pool)
{
    pool &= ~chosen;
    int j = djinn_popcount(chosen);
    int r = size - j;
    if (r < 0 || djinn_popcount(pool) < r)
        return 0;
    switch (kind) {
    case DJ_ONE_COLOUR:
        return colour_possible(size, chosen, pool);
    case DJ_SUM_EXACT:
        return exact_sum_possible(pool, r, target - set_sum(chosen));
    case DJ_SUM_BELOW: {
        int low = extreme_sum(pool, r, 0);
        return low >= 0 && set_sum(chosen) + low < target;
    }
    case DJ_SUM_ABOVE: {
        int high = extreme_sum(pool, r, 1);
        return high >= 0 && set_sum(chosen) + high > target;
    }
    case DJ_SEQUENCE:
        return sequence_possible(size, j, chosen, chosen | pool);
    default:
        break;
    }
    planes_t all = fold(chosen | pool);
    switch (kind) {
    case DJ_PAIR_LOWER:
        return size == 3 && pair_lower_possible(chosen, pool, &all, j);
    case DJ_TWO_PAIRS:
        return size == 4 && two_pairs_possible(chosen, pool, &all, j, two_pairs_distinct);
    case DJ_TWO_PAIRS_LOWER:
        return size == 5 && two_pairs_lower_possible(chosen, pool, &all, j, two_pairs_distinct);
    default:
        return 0;
    }
}


/* ---- many questions at once: the game's hot paths ----
 * djinn_challenges_met (which caves can a seat complete: next_challenger, evaluate)
 * and djinn_challenge_next (which card can come next: the pick stage) answer what
 * the calls of djinn_challenge_possible they replace would answer, card for card
 * (tests/test_djinn.c compares them on random sets), with the work shared between the
 * questions: the claimed cards folded once, and the cards above a candidate
 * gathered while scanning the candidates downwards. */

/* A set's numbers: bit v of a plane = number v (1..16) in that colour, and the
 * numbers held at least once, twice, four times. */
typedef struct numbers {
    uint64_t set;
    uint32_t p[DJ_MAX_COLOURS];
    uint32_t one, two, four;
} numbers_t;

static numbers_t numbers_fold(uint64_t set)
{
    numbers_t x;
    x.set = set;
    for (int c = 0; c < DJ_MAX_COLOURS; c++)
        x.p[c] = (uint32_t)((set >> (16 * c)) & 0xFFFF) << 1;
    x.one = x.p[0] | x.p[1] | x.p[2] | x.p[3];
    x.two = (x.p[0] & (x.p[1] | x.p[2] | x.p[3])) | (x.p[1] & (x.p[2] | x.p[3])) |
            (x.p[2] & x.p[3]);
    x.four = x.p[0] & x.p[1] & x.p[2] & x.p[3];
    return x;
}

static int copies(const numbers_t *x, int v)
{
    return djinn_popcount(x->set & NUMBER_MASK(v));
}

/* The sum of the r lowest (or highest) cards; the set holds at least r. */
static int end_sum(const numbers_t *x, int r, int highest)
{
    int sum = 0;
    for (uint32_t m = x->one; r > 0;) {
        int v = highest ? djinn_top_bit32(m) : __builtin_ctz(m);
        m ^= 1u << v;
        if (!((x->two >> v) & 1)) { /* one card of that number */
            sum += v;
            r--;
            continue;
        }
        int k = copies(x, v);
        if (k > r)
            k = r;
        sum += k * v;
        r -= k;
    }
    return sum;
}

/* Exactly r (at most 5) of the cards add up to `target` (below 64): sums of k cards
 * as bits, one word per k in registers (one loop per r). */
#define DJ_EXACT_SUM(R)                                                                    \
    do {                                                                                   \
        uint64_t s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0; /* sums of 1..5 cards */          \
        for (; set; set &= set - 1) {                                                      \
            int v = DJ_VALUE(__builtin_ctzll(set));                                        \
            if ((R) >= 5)                                                                  \
                s5 |= s4 << v;                                                             \
            if ((R) >= 4)                                                                  \
                s4 |= s3 << v;                                                             \
            if ((R) >= 3)                                                                  \
                s3 |= s2 << v;                                                             \
            if ((R) >= 2)                                                                  \
                s2 |= s1 << v;                                                             \
            s1 |= 1ULL << v;                                                               \
        }                                                                                  \
        uint64_t sr = (R) == 1 ? s1 : (R) == 2 ? s2 : (R) == 3 ? s3 : (R) == 4 ? s4 : s5;  \
        return (int)((sr >> target) & 1);                                                  \
    } while (0)

static int exact_sum(uint64_t set, int r, int target)
{
    switch (r) {
    case 1: DJ_EXACT_SUM(1);
    case 2: DJ_EXACT_SUM(2);
    case 3: DJ_EXACT_SUM(3);
    case 4: DJ_EXACT_SUM(4);
    default: DJ_EXACT_SUM(5);
    }
}
#undef DJ_EXACT_SUM

/* djinn_challenge_possible(kind, size, target, distinct, 0, x->set) for a set of at
 * least `size` cards, size 1..5. */
static int can_meet(const numbers_t *x, int kind, int size, int target, int distinct)
{
    switch (kind) {
    case DJ_SEQUENCE: { /* `size` numbers in a row: their lowest survives the ANDs */
        uint32_t run = x->one;
        for (int i = 1; i < size; i++)
            run &= x->one >> i;
        return run != 0;
    }
    case DJ_PAIR_LOWER: /* a pair above some other number */
        return size == 3 && x->two &&
               (x->one & ((1u << djinn_top_bit32(x->two)) - 1)) != 0;
    case DJ_TWO_PAIRS: /* two numbers paired, or four equal ones */
        return size == 4 && ((x->two & (x->two - 1)) != 0 || (!distinct && x->four));
    case DJ_TWO_PAIRS_LOWER: { /* the lower pair above the lowest number, and a pair
                                * above it (or four equal numbers) */
        if (size != 5)
            return 0;
        uint32_t above = x->two & ~((2u << __builtin_ctz(x->one)) - 1);
        uint32_t top = x->two ? 1u << djinn_top_bit32(x->two) : 0;
        return (above & ~top) != 0 || (!distinct && (above & x->four) != 0);
    }
    case DJ_SUM_BELOW:
        return end_sum(x, size, 0) < target;
    case DJ_SUM_ABOVE:
        return end_sum(x, size, 1) > target;
    case DJ_SUM_EXACT: /* (the knapsack alone is exact below 64) */
        if (target >= 64) {
            if (end_sum(x, size, 0) > target || end_sum(x, size, 1) < target)
                return 0;
            return djinn_challenge_possible(kind, size, target, distinct, 0, x->set);
        }
        return target >= 0 && exact_sum(x->set, size, target);
    case DJ_ONE_COLOUR:
        for (int c = 0; c < DJ_MAX_COLOURS; c++)
            if (djinn_popcount(x->p[c]) >= size)
                return 1;
        return 0;
    default:
        return 0;
    }
}

unsigned djinn_challenges_met(const djinn_cave_t *caves, unsigned which, int size,
                              int two_pairs_distinct, uint64_t set, int first_only)
{
    unsigned out = 0;
    if (size < 1 || djinn_popcount(set) < size)
        return 0;
    if (size > 5) { /* beyond the game's levels: the plain search */
        for (unsigned m = which; m; m &= m - 1) {
            const djinn_cave_t *c = &caves[__builtin_ctz(m)];
            if (djinn_challenge_possible(c->kind, size, c->target, two_pairs_distinct, 0, set)) {
                out |= m & -m;
                if (first_only)
                    break;
            }
        }
        return out;
    }
    numbers_t x = numbers_fold(set);
    for (unsigned m = which; m; m &= m - 1) {
        const djinn_cave_t *c = &caves[__builtin_ctz(m)];
        if (can_meet(&x, c->kind, size, c->target, two_pairs_distinct)) {
            out |= m & -m;
            if (first_only)
                break;
        }
    }
    return out;
}

/* Numbers 1..min(n, 16) as bits (bit v = number v); n >= 0. */
static inline uint32_t numbers_up_to(int n)
{
    return n >= DJ_MAX_VALUES ? 0x1FFFEu : (2u << n) - 2;
}

/* Every card (all colours) of the numbers in `numbers` (bit v = number v, 1..16). */
static inline uint64_t cards_of_numbers(uint32_t numbers)
{
    uint64_t x = (numbers >> 1) & 0xFFFF;
    x |= x << 16;
    return x | x << 32;
}

/* djinn_challenge_next one candidate at a time, from the top. A challenge other than
 * one colour looks only at numbers, so a card qualifies when a card of its number
 * above it does: it can take that card's place in the same completion. */
static __attribute__((noinline)) uint64_t next_one_by_one(int kind, int size, int target,
                                                          int two_pairs_distinct,
                                                          uint64_t chosen, uint64_t cands)
{
    uint64_t out = 0, above = 0;
    uint32_t known = 0; /* bit v: a card of number v qualified */
    for (uint64_t m = cands; m;) {
        int c = djinn_top_bit(m);
        uint32_t number = 1u << DJ_VALUE(c);
        m ^= DJ_BIT(c);
        if (kind != DJ_ONE_COLOUR && (known & number)) {
            out |= DJ_BIT(c);
        } else if (djinn_challenge_possible(kind, size, target, two_pairs_distinct,
                                            chosen | DJ_BIT(c), above)) {
            out |= DJ_BIT(c);
            known |= number;
        }
        above |= DJ_BIT(c);
    }
    return out;
}

/* Copies of each number in a set, as masks over numbers (bit v = number v): at least
 * one, two, three, four. */
typedef struct counts {
    uint32_t one, two, three, four;
} counts_t;

static inline __attribute__((always_inline)) counts_t counts_of(uint64_t set)
{
    uint32_t a = (uint32_t)(set & 0xFFFF) << 1, b = (uint32_t)((set >> 16) & 0xFFFF) << 1;
    uint32_t c = (uint32_t)((set >> 32) & 0xFFFF) << 1, d = (uint32_t)(set >> 48) << 1;
    counts_t n;
    n.one = a | b | c | d;
    n.two = (a & (b | c | d)) | (b & (c | d)) | (c & d);
    n.three = (a & b & (c | d)) | (c & d & (a | b));
    n.four = a & b & c & d;
    return n;
}

/* The counts of a set with one more card, of the number(s) in `number` (bit v = number
 * v), a card the set does not hold. */
static inline __attribute__((always_inline)) counts_t counts_add(counts_t n, uint32_t number)
{
    n.four |= n.three & number;
    n.three |= n.two & number;
    n.two |= n.one & number;
    n.one |= number;
    return n;
}

/* The pair challenges without a search: can the chosen cards (copies q) be completed
 * into the challenge's cards from the cards of t (the chosen ones and the pool)? Every
 * chosen number must be one of the challenge's, with no more copies than it takes. */
static inline __attribute__((always_inline)) int pairs_possible(int kind, int distinct,
                                                                const counts_t *q,
                                                                const counts_t *t)
{
    switch (kind) {
    case DJ_PAIR_LOWER: /* x x y, y < x */
        for (uint32_t m = t->two & ~q->three; m; m &= m - 1) {
            uint32_t x = m & -m, rest = q->one & ~x;
            if (!rest ? (t->one & (x - 1)) != 0
                      : !(rest & (rest - 1)) && rest < x && !(rest & q->two))
                return 1;
        }
        return 0;
    case DJ_TWO_PAIRS: { /* x x y y, x != y; or x x x x */
        if (!distinct && t->four && (q->one & (q->one - 1)) == 0 && (q->one & ~t->four) == 0)
            return 1;
        if (q->three || (q->one & ~t->two))
            return 0;
        int n = djinn_popcount(q->one);
        return n == 2 || (n < 2 && (t->two & (t->two - 1)) != 0);
    }
    case DJ_TWO_PAIRS_LOWER: /* a a b b c, c < a < b; or a a a a c, c < a */
        for (uint32_t m = t->two; m; m &= m - 1) {
            uint32_t a = m & -m, below = a - 1, above = ~(below | a);
            uint32_t lo = q->one & below, hi = q->one & above;
            if ((lo & (lo - 1)) || (lo & q->two))
                continue; /* the single: one chosen card below a at most */
            if (!lo && !(t->one & below))
                continue;
            if (!distinct && (t->four & a) && !hi)
                return 1;
            if ((q->three & a) || (hi & (hi - 1)))
                continue;
            if (hi ? (hi & t->two) && !(hi & q->three) : (t->two & above) != 0)
                return 1;
        }
        return 0;
    default:
        return 0;
    }
}

/* The last card of a sequence or a pair challenge (size - 1 cards chosen): the numbers
 * among `numbers` (bit v = number v) whose card would make the chosen ones meet it;
 * only the number counts. A sequence: the chosen numbers all different, and with the
 * new one a run of `size` (the hole in a run of size, or either end of a run of size -
 * 1). The pair challenges: the chosen copies with one more card of that number, tested
 * as a complete set (a set of `size` cards needs nothing from a pool). */
static __attribute__((noinline)) uint32_t last_numbers(int kind, int size, int distinct,
                                                       uint64_t chosen, uint32_t numbers)
{
    if (kind == DJ_SEQUENCE) {
        uint32_t mine = numbers_of(chosen);
        if (size > DJ_MAX_VALUES || djinn_popcount(mine) != size - 1)
            return 0;
        if (!mine) /* one card: any number */
            return numbers;
        int lo = __builtin_ctz(mine), hi = djinn_top_bit32(mine), span = hi - lo + 1;
        uint32_t allowed = span == size       ? ((2u << hi) - (1u << lo)) & ~mine
                           : span == size - 1 ? ((1u << (lo - 1)) | (2u << hi)) & 0x1FFFEu
                                              : 0;
        return numbers & allowed;
    }
    if (size != (kind == DJ_PAIR_LOWER ? 3 : kind == DJ_TWO_PAIRS ? 4 : 5))
        return 0;
    counts_t mine = counts_of(chosen);
    uint32_t out = 0;
    for (uint32_t m = numbers; m; m &= m - 1) {
        counts_t q = counts_add(mine, m & -m);
        if (pairs_possible(kind, distinct, &q, &q))
            out |= m & -m;
    }
    return out;
}

/* djinn_challenge_next's cases, each its own function (the dispatcher then jumps to
 * it without saving registers). Every one scans the candidates from the top, so that
 * the cards above a candidate (those a player picking in increasing id order can still
 * add after it) are the ones already seen; `r` (1 to 4) is how many more cards the
 * challenge takes after the candidate, and the candidates number more than r. */

/* The last card of a sum: its number alone (below / above / at what is left). */
static uint64_t last_sum(int kind, int rest, uint64_t cands)
{
    uint32_t numbers = kind == DJ_SUM_BELOW ? (rest <= 1 ? 0 : numbers_up_to(rest - 1))
                       : kind == DJ_SUM_ABOVE ? (rest >= DJ_MAX_VALUES ? 0
                                                 : ~numbers_up_to(rest < 0 ? 0 : rest))
                       : rest >= 1 && rest <= DJ_MAX_VALUES ? 1u << rest
                                                            : 0;
    return cands & cards_of_numbers(numbers);
}

/* One colour: the chosen cards' colour, with r cards of it above. */
static __attribute__((noinline)) uint64_t next_colour(int r, uint64_t chosen, uint64_t cands)
{
    uint64_t out = 0;
    for (int c = 0; c < DJ_MAX_COLOURS; c++) {
        uint64_t mask = DJ_COLOUR_MASK(c), m = cands & mask;
        if (chosen & ~mask)
            continue;
        for (int k = 0; k < r && m; k++)
            m &= ~(1ULL << djinn_top_bit(m));
        out |= m;
    }
    return out;
}

/* Below / above a total: the candidate with the r lowest (highest) numbers above it.
 * With key = sign * number (sign -1 above a total, so that the highest numbers have
 * the lowest keys), a card qualifies when its key and the r lowest keys above it add
 * up to less than `limit` (sign * what the chosen cards leave of the total). The r
 * lowest keys seen are k1 <= k2 <= k3 <= k4 (the first r of them used), in
 * registers: one loop per r. The r top cards only fill them (fewer than r cards lie
 * above them). */
#define DJ_KEEP(R, k)                                                                      \
    do { /* k below the highest kept key: it takes its place, in order */                  \
        if ((R) >= 4 && (k) >= k3) {                                                       \
            k4 = (k);                                                                      \
        } else {                                                                           \
            if ((R) >= 4)                                                                  \
                k4 = k3;                                                                   \
            if ((R) >= 3 && (k) >= k2) {                                                   \
                k3 = (k);                                                                  \
            } else {                                                                       \
                if ((R) >= 3)                                                              \
                    k3 = k2;                                                               \
                if ((R) >= 2 && (k) >= k1) {                                               \
                    k2 = (k);                                                              \
                } else {                                                                   \
                    if ((R) >= 2)                                                          \
                        k2 = k1;                                                           \
                    k1 = (k);                                                              \
                }                                                                          \
            }                                                                              \
        }                                                                                  \
    } while (0)
#define DJ_NEXT_BOUND(R)                                                                   \
    do {                                                                                   \
        int k1 = 99, k2 = 99, k3 = 99, k4 = 99;                                            \
        for (int n = 0; n < (R); n++) {                                                    \
            int c = djinn_top_bit(m), k = sign * DJ_VALUE(c);                              \
            m ^= DJ_BIT(c);                                                                \
            DJ_KEEP(R, k);                                                                 \
        }                                                                                  \
        int sum = k1 + ((R) >= 2 ? k2 : 0) + ((R) >= 3 ? k3 : 0) + ((R) >= 4 ? k4 : 0);   \
        while (m) {                                                                        \
            int c = djinn_top_bit(m), k = sign * DJ_VALUE(c);                              \
            int worst = (R) == 1 ? k1 : (R) == 2 ? k2 : (R) == 3 ? k3 : k4;                \
            m ^= DJ_BIT(c);                                                                \
            if (k + sum < limit)                                                           \
                out |= DJ_BIT(c);                                                          \
            if (k < worst) {                                                               \
                sum += k - worst;                                                          \
                DJ_KEEP(R, k);                                                             \
            }                                                                              \
        }                                                                                  \
    } while (0)

static __attribute__((noinline)) uint64_t next_sum_bound(int sign, int r, int limit,
                                                         uint64_t cands)
{
    uint64_t m = cands, out = 0;
    switch (r) {
    case 1: DJ_NEXT_BOUND(1); break;
    case 2: DJ_NEXT_BOUND(2); break;
    case 3: DJ_NEXT_BOUND(3); break;
    default: DJ_NEXT_BOUND(4); break;
    }
    return out;
}
#undef DJ_NEXT_BOUND
#undef DJ_KEEP

/* Exactly a total, every total wanted below 64: the sums of k cards above the card as
 * the bits of one word each (sums only grow, so the bits shifted out never matter).
 * One loop per r, the words in registers. */
#define DJ_NEXT_EXACT(R)                                                                   \
    do {                                                                                   \
        uint64_t s1 = 0, s2 = 0, s3 = 0, s4 = 0; /* sums of 1..4 cards above */            \
        for (int seen = 0; m; seen++) {                                                    \
            int c = djinn_top_bit(m), v = DJ_VALUE(c), want = rest - v;             \
            uint64_t sr = (R) == 1 ? s1 : (R) == 2 ? s2 : (R) == 3 ? s3 : s4;              \
            m ^= DJ_BIT(c);                                                                \
            if (seen >= (R) && want >= 0 && ((sr >> want) & 1))                            \
                out |= DJ_BIT(c);                                                          \
            if ((R) >= 4)                                                                  \
                s4 |= s3 << v;                                                             \
            if ((R) >= 3)                                                                  \
                s3 |= s2 << v;                                                             \
            if ((R) >= 2)                                                                  \
                s2 |= s1 << v;                                                             \
            s1 |= 1ULL << v;                                                               \
        }                                                                                  \
    } while (0)

static __attribute__((noinline)) uint64_t next_sum_exact(int r, int rest, uint64_t cands)
{
    uint64_t out = 0, m = cands;
    if (rest <= 64) {
        switch (r) {
        case 1: DJ_NEXT_EXACT(1); break;
        case 2: DJ_NEXT_EXACT(2); break;
        case 3: DJ_NEXT_EXACT(3); break;
        default: DJ_NEXT_EXACT(4); break;
        }
        return out;
    }
    /* totals up to 127: two words a count */
    uint64_t lo[5] = {1, 0, 0, 0, 0}, hi[5] = {0, 0, 0, 0, 0};
    for (int seen = 0; m; seen++) {
        int c = djinn_top_bit(m), v = DJ_VALUE(c), want = rest - v;
        m ^= DJ_BIT(c);
        if (seen >= r && want >= 0 && want <= 127 &&
            ((want < 64 ? lo[r] >> want : hi[r] >> (want - 64)) & 1))
            out |= DJ_BIT(c);
        for (int k = r; k >= 1; k--) {
            hi[k] |= (hi[k - 1] << v) | (lo[k - 1] >> (64 - v));
            lo[k] |= lo[k - 1] << v;
        }
    }
    return out;
}
#undef DJ_NEXT_EXACT

/* A run of `size` numbers holding the chosen ones (`mine`, all different). */
static inline __attribute__((always_inline)) uint64_t next_sequence_of(int size, int r,
                                                                       uint32_t mine,
                                                                       uint64_t cands)
{
    uint64_t out = 0;
    uint32_t above = 0;
    int seen = 0;
    for (uint64_t m = cands; m;) {
        int c = djinn_top_bit(m);
        uint32_t bit = 1u << DJ_VALUE(c);
        m ^= DJ_BIT(c);
        if (seen++ >= r && !(mine & bit)) {
            uint32_t ch = mine | bit, have = ch | above, starts = have;
            for (int i = 1; i < size; i++)
                starts &= have >> i;
            int from = djinn_top_bit32(ch) - size + 1, to = __builtin_ctz(ch);
            if (from < 0)
                from = 0;
            if (from <= to && (starts & ((2u << to) - 1) & ~((1u << from) - 1)))
                out |= DJ_BIT(c);
        }
        above |= bit;
    }
    return out;
}

/* next_sequence_of with the game's sizes fixed (the run test unrolled). */
static __attribute__((noinline)) uint64_t next_sequence(int size, int r, uint32_t mine,
                                                        uint64_t cands)
{
    switch (size) {
    case 3:
        return next_sequence_of(3, r, mine, cands);
    case 4:
        return next_sequence_of(4, r, mine, cands);
    case 5:
        return next_sequence_of(5, r, mine, cands);
    default:
        return next_sequence_of(size, r, mine, cands);
    }
}

/* The pair challenges: the card and the cards above it, counted (the counts of the
 * chosen cards, and of them with the candidates above, kept as the scan goes down a
 * card at a time). */
static inline __attribute__((always_inline)) uint64_t next_pairs_of(int kind, int distinct,
                                                                    int r, uint64_t chosen,
                                                                    uint64_t cands)
{
    counts_t mine = counts_of(chosen), with_above = mine;
    uint64_t out = 0;
    uint32_t known = 0; /* bit v: a card of number v qualified (it can take the place of
                         * one above it in the same completion) */
    int seen = 0;
    for (uint64_t m = cands; m;) {
        int c = djinn_top_bit(m);
        uint32_t number = 1u << DJ_VALUE(c);
        m ^= DJ_BIT(c);
        if (seen++ >= r) {
            if (known & number) {
                out |= DJ_BIT(c);
            } else {
                counts_t q = counts_add(mine, number), t = counts_add(with_above, number);
                if (pairs_possible(kind, distinct, &q, &t)) {
                    out |= DJ_BIT(c);
                    known |= number;
                }
            }
        }
        with_above = counts_add(with_above, number);
    }
    return out;
}

/* next_pairs_of with the kind fixed: one loop per kind, the kind's test inlined. */
static __attribute__((noinline)) uint64_t next_pairs(int kind, int distinct, int r,
                                                     uint64_t chosen, uint64_t cands)
{
    switch (kind) {
    case DJ_PAIR_LOWER:
        return next_pairs_of(DJ_PAIR_LOWER, distinct, r, chosen, cands);
    case DJ_TWO_PAIRS:
        return next_pairs_of(DJ_TWO_PAIRS, distinct, r, chosen, cands);
    default:
        return next_pairs_of(DJ_TWO_PAIRS_LOWER, distinct, r, chosen, cands);
    }
}

uint64_t djinn_challenge_next(int kind, int size, int target, int two_pairs_distinct,
                              uint64_t chosen, uint64_t cands)
{
    cands &= ~chosen;
    int j = djinn_popcount(chosen), r = size - j - 1;
    if (r < 0 || r > 4 || djinn_popcount(cands) <= r)
        return r > 4 ? next_one_by_one(kind, size, target, two_pairs_distinct, chosen, cands)
                     : 0;
    switch (kind) {
    case DJ_ONE_COLOUR:
        return next_colour(r, chosen, cands);
    case DJ_SUM_BELOW:
    case DJ_SUM_ABOVE: {
        int rest = target - set_sum(chosen); /* what the card and r more must stay under
                                               * (go over) */
        if (r == 0)
            return last_sum(kind, rest, cands);
        return kind == DJ_SUM_BELOW ? next_sum_bound(1, r, rest, cands)
                                    : next_sum_bound(-1, r, -rest, cands);
    }
    case DJ_SUM_EXACT: {
        int rest = target - set_sum(chosen); /* the card and r more add up to it */
        return r == 0 ? last_sum(kind, rest, cands) : next_sum_exact(r, rest, cands);
    }
    case DJ_SEQUENCE: {
        if (size > DJ_MAX_VALUES)
            return 0;
        uint32_t mine = numbers_of(chosen);
        if (djinn_popcount(mine) != j)
            return 0; /* a repeated number */
        if (r == 0)
            return cands & cards_of_numbers(last_numbers(kind, size, two_pairs_distinct,
                                                         chosen, numbers_of(cands)));
        return next_sequence(size, r, mine, cands);
    }
    case DJ_PAIR_LOWER:
    case DJ_TWO_PAIRS:
    case DJ_TWO_PAIRS_LOWER:
        if (size != (kind == DJ_PAIR_LOWER ? 3 : kind == DJ_TWO_PAIRS ? 4 : 5))
            return 0;
        if (r == 0)
            return cands & cards_of_numbers(last_numbers(kind, size, two_pairs_distinct,
                                                         chosen, numbers_of(cands)));
        return next_pairs(kind, two_pairs_distinct, r, chosen, cands);
    default:
        return next_one_by_one(kind, size, target, two_pairs_distinct, chosen, cands);
    }
}
