/* rng.c - PCG32 seeding, per-game streams and shuffles. */
#include "rng.h"
#include "bits.h"

void rng_seed(rng_t *r, uint64_t initstate, uint64_t stream)
{
    r->state = 0u;
    r->inc = (stream << 1u) | 1u;
    (void)rng_u32(r);
    r->state += initstate;
    (void)rng_u32(r);
}

/* SplitMix64 finaliser: spreads nearby integers over the whole 64-bit range. */
static uint64_t mix64(uint64_t z)
{
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

void rng_for_game(rng_t *r, uint64_t seed, uint64_t index, unsigned slot)
{
    uint64_t stream = index * RNG_SLOTS + (slot % RNG_SLOTS);
    rng_seed(r, mix64(seed ^ mix64(stream)), stream);
}

void rng_shuffle_u8(rng_t *r, uint8_t *a, int n)
{
    rng_t g = *r; /* a local copy: the byte stores cannot touch it (registers) */
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below_local(&g, (uint32_t)i + 1);
        uint8_t t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
    *r = g;
}

void rng_shuffle_u32(rng_t *r, uint32_t *a, int n)
{
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(r, (uint32_t)i + 1);
        uint32_t t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

int rng_pick_bit(rng_t *r, uint64_t mask)
{
    int k = (int)rng_below(r, (uint32_t)__builtin_popcountll(mask));
    while (k-- > 0)
        mask &= mask - 1;
    return __builtin_ctzll(mask);
}

uint64_t rng_pick_bits(rng_t *r, uint64_t mask, int k)
{
    /* Selection sampling (Knuth's Algorithm S) over the set bits, lowest first: one
     * rng_below(left) per bit looked at, the bit taken when the draw is below the
     * count still wanted. Written so the generator stays in registers (a local copy),
     * the count wanted never exceeds the bits left (so the mask needs no test of its
     * own: with k above the popcount every bit is taken, one draw each, as before),
     * and the draw is compared inside the product instead of shifted out of it. */
    rng_t g = *r;
    uint64_t out = 0, left = (uint64_t)__builtin_popcountll(mask);
    uint64_t want = k < 0 ? 0 : (uint64_t)k;
    if (want > left)
        want = left;
    want <<= 32;
    while (want) {
        /* rng_u32(&g), with the output's shifts taken from the old state before the
         * step overwrites it in its register (the empty asm orders them): one copy of
         * the state a draw instead of two */
        uint64_t old = g.state;
        const uint32_t xs = (uint32_t)(((old >> 18u) ^ old) >> 27u), rot = (uint32_t)(old >> 59u);
        __asm__("" : "+r"(old));
        g.state = old * RNG_MULT + g.inc;
        uint64_t m = (uint64_t)((xs >> rot) | (xs << ((-rot) & 31u))) * left;
        if (__builtin_expect((uint32_t)m < (uint32_t)left, 0)) {
            /* rng_below's rejection of a biased draw */
            const uint32_t threshold = (uint32_t)(-(uint32_t)left) % (uint32_t)left;
            while ((uint32_t)m < threshold)
                m = (uint64_t)rng_u32(&g) * left;
        }
        if (m < want) { /* the draw, m >> 32, below the count wanted */
            out |= mask & (0 - mask);
            want -= 1ULL << 32;
        }
        mask &= mask - 1;
        left--;
    }
    *r = g;
    return out;
}

/* The r-th set bit of mask (r counted from 0, lowest first; r below the popcount), as
 * a one-bit mask, without a loop over the bits: each byte's count by the usual
 * halving sums, their running totals in one multiply, the byte holding the bit found
 * by comparing every total with r at once, then a loop over at most 7 bits of that
 * byte. */
uint64_t rng_nth_bit(uint64_t mask, unsigned r)
{
    const uint64_t ones = 0x0101010101010101ULL, highs = 0x8080808080808080ULL;
    uint64_t c = mask - ((mask >> 1) & 0x5555555555555555ULL);
    c = (c & 0x3333333333333333ULL) + ((c >> 2) & 0x3333333333333333ULL);
    c = (c + (c >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
    const uint64_t upto = c * ones; /* byte j: the set bits in bytes 0..j (at most 64) */
    /* byte j's high bit: r >= upto_j, i.e. the bit lies beyond byte j (no borrow
     * crosses bytes: each is r + 128 - upto_j >= 64) */
    const uint64_t beyond = (((uint64_t)r * ones) | highs) - upto;
    const int byte = __builtin_popcountll(beyond & highs);
    const unsigned before = (unsigned)((upto << 8) >> (8 * byte)) & 0xff;
    uint64_t b = (mask >> (8 * byte)) & 0xff;
    for (unsigned k = r - before; k > 0; k--)
        b &= b - 1;
    return (b & (0 - b)) << (8 * byte);
}

/* rng_choose_bits with the r-th bit found by pdep (`fast`) or by rng_nth_bit: the
 * same bit either way. Inlined into each caller with `fast` a constant, so the loop
 * of each has no test of it. */
static inline __attribute__((always_inline)) uint64_t choose_bits(rng_t *r, uint64_t mask,
                                                                  int k, const int fast)
{
    const int n = __builtin_popcountll(mask);
    if (k <= 0)
        return 0;
    if (k >= n)
        return mask;
    rng_t g = *r;
    const int complement = 2 * k > n; /* draw the bits left out instead */
    uint64_t rest = mask, out = 0;
    for (int left = n, want = complement ? n - k : k; want > 0; want--, left--) {
        const uint32_t i = rng_below(&g, (uint32_t)left);
        const uint64_t b = fast ? bits_nth(rest, i) : rng_nth_bit(rest, i);
        out |= b;
        rest &= ~b;
    }
    *r = g;
    return complement ? rest : out;
}

uint64_t rng_choose_bits(rng_t *r, uint64_t mask, int k)
{
    return bits_nth_fast() ? choose_bits(r, mask, k, 1) : choose_bits(r, mask, k, 0);
}

uint64_t rng_choose_bits_portable(rng_t *r, uint64_t mask, int k)
{
    return choose_bits(r, mask, k, 0);
}
