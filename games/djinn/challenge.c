/* challenge.c - the eight cave challenges: can a set of chosen cards, completed with
 * cards from a pool, meet a challenge of a given size?
 *
 * Colour matters only for "one colour"; every other kind looks at numbers, so the
 * checks work on per-number counts. A challenge is met by exactly `size` cards. */
#include "djinn.h"

typedef struct counts {
    uint8_t n[DJ_MAX_VALUES + 2]; /* cards per number, index 1..16 */
} counts_t;

static counts_t count_values(uint64_t set)
{
    counts_t c = {{0}};
    while (set) {
        int card = __builtin_ctzll(set);
        set &= set - 1;
        c.n[DJ_VALUE(card)]++;
    }
    return c;
}

static int set_sum(uint64_t set)
{
    int sum = 0;
    while (set) {
        sum += DJ_VALUE(__builtin_ctzll(set));
        set &= set - 1;
    }
    return sum;
}

/* Does the multiset {vals[i] x req[i]} (distinct vals) contain the chosen numbers,
 * with the missing ones available in the pool? `j` = number of chosen cards. */
static int fits(const counts_t *ch, const counts_t *pool, int j, const int *vals,
                const int *req, int nreq)
{
    int matched = 0;
    for (int i = 0; i < nreq; i++) {
        int v = vals[i];
        if (ch->n[v] > req[i] || req[i] - ch->n[v] > pool->n[v])
            return 0;
        matched += ch->n[v];
    }
    return matched == j;
}

/* Numbers (bit v) with at least `k` cards among chosen plus pool. */
static uint32_t numbers_with(const counts_t *ch, const counts_t *pool, int k)
{
    uint32_t m = 0;
    for (int v = 1; v <= DJ_MAX_VALUES; v++)
        if (ch->n[v] + pool->n[v] >= k)
            m |= 1u << v;
    return m;
}

static int sequence_possible(int size, const counts_t *ch, const counts_t *pool)
{
    uint32_t chosen = 0;
    for (int v = 1; v <= DJ_MAX_VALUES; v++) {
        if (ch->n[v] > 1)
            return 0;
        if (ch->n[v])
            chosen |= 1u << v;
    }
    uint32_t have = numbers_with(ch, pool, 1);
    /* windows start..start+size-1 inside 1..16: a run never wraps past the top */
    for (int start = 1; start + size - 1 <= DJ_MAX_VALUES; start++) {
        uint32_t w = ((1u << size) - 1) << start;
        if ((w & ~have) == 0 && (chosen & ~w) == 0)
            return 1;
    }
    return 0;
}

static int pair_lower_possible(const counts_t *ch, const counts_t *pool, int j)
{
    uint32_t pairs = numbers_with(ch, pool, 2), singles = numbers_with(ch, pool, 1);
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

static int two_pairs_possible(const counts_t *ch, const counts_t *pool, int j, int distinct)
{
    uint32_t pairs = numbers_with(ch, pool, 2);
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

static int two_pairs_lower_possible(const counts_t *ch, const counts_t *pool, int j,
                                    int distinct)
{
    uint32_t pairs = numbers_with(ch, pool, 2), singles = numbers_with(ch, pool, 1);
    for (uint32_t pa = pairs; pa; pa &= pa - 1) {
        int a = __builtin_ctz(pa); /* the lower pair: the fifth card is below it */
        uint32_t below = singles & ((1u << a) - 1);
        for (uint32_t sc = below; sc; sc &= sc - 1) {
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

/* Sum of the r smallest (or largest) numbers in the pool, or -1 if it holds fewer. */
static int extreme_sum(const counts_t *pool, int r, int largest)
{
    int sum = 0;
    for (int i = 1; i <= DJ_MAX_VALUES && r > 0; i++) {
        int v = largest ? DJ_MAX_VALUES + 1 - i : i;
        for (int k = 0; k < pool->n[v] && r > 0; k++, r--)
            sum += v;
    }
    return r > 0 ? -1 : sum;
}

/* Can exactly r pool cards add up to `want`? Bitset knapsack over sums 0..127. */
static int exact_sum_possible(uint64_t pool, int r, int want)
{
    if (want < 0 || want > 127 || r > 5)
        return 0;
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
        if ((chosen & ~m) == 0 &&
            __builtin_popcountll(chosen) + __builtin_popcountll(pool & m) >= size)
            return 1;
    }
    return 0;
}

int djinn_challenge_possible(int kind, int size, int target, int two_pairs_distinct,
                             uint64_t chosen, uint64_t pool)
{
    pool &= ~chosen;
    int j = __builtin_popcountll(chosen);
    int r = size - j;
    if (r < 0 || __builtin_popcountll(pool) < r)
        return 0;
    counts_t ch = count_values(chosen), pc = count_values(pool);
    switch (kind) {
    case DJ_SEQUENCE:
        return sequence_possible(size, &ch, &pc);
    case DJ_PAIR_LOWER:
        return size == 3 && pair_lower_possible(&ch, &pc, j);
    case DJ_TWO_PAIRS:
        return size == 4 && two_pairs_possible(&ch, &pc, j, two_pairs_distinct);
    case DJ_TWO_PAIRS_LOWER:
        return size == 5 && two_pairs_lower_possible(&ch, &pc, j, two_pairs_distinct);
    case DJ_SUM_BELOW: {
        int low = extreme_sum(&pc, r, 0);
        return low >= 0 && set_sum(chosen) + low < target;
    }
    case DJ_SUM_ABOVE: {
        int high = extreme_sum(&pc, r, 1);
        return high >= 0 && set_sum(chosen) + high > target;
    }
    case DJ_SUM_EXACT:
        return exact_sum_possible(pool, r, target - set_sum(chosen));
    case DJ_ONE_COLOUR:
        return colour_possible(size, chosen, pool);
    default:
        return 0;
    }
}
