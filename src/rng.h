/* rng.h - PCG32 (O'Neill's PCG-XSH-RR, 64-bit state, 32-bit output) with stream
 * selection, unbiased bounded integers and a Fisher-Yates shuffle.
 *
 * One generator per game and per agent seat, chosen by (run seed, game index, slot),
 * so results never depend on which thread played which game. */
#ifndef SIM_RNG_H
#define SIM_RNG_H

#include <stdint.h>

typedef struct rng {
    uint64_t state; /* LCG state */
    uint64_t inc;   /* LCG increment: (stream << 1) | 1, always odd */
} rng_t;

#define RNG_MULT 6364136223846793005ULL

/* Seed as the reference pcg32_srandom_r(initstate, initseq) does. */
void rng_seed(rng_t *r, uint64_t initstate, uint64_t stream);

/* Generator of slot `slot` (0 = chance, 1+s = agent in seat s) of game `index`
 * in a run seeded with `seed`. Distinct (index, slot) give distinct streams. */
void rng_for_game(rng_t *r, uint64_t seed, uint64_t index, unsigned slot);

#define RNG_SLOTS 16 /* slots per game: chance + up to 15 agent seats */

static inline uint32_t rng_u32(rng_t *r)
{
    uint64_t old = r->state;
    r->state = old * RNG_MULT + r->inc;
    uint32_t xorshifted = (uint32_t)(((old >> 18u) ^ old) >> 27u);
    uint32_t rot = (uint32_t)(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((-rot) & 31u));
}

/* Uniform integer in [0, bound), bound >= 1, without modulo bias
 * (Lemire's multiply-and-reject). */
static inline uint32_t rng_below(rng_t *r, uint32_t bound)
{
    uint64_t m = (uint64_t)rng_u32(r) * bound;
    uint32_t low = (uint32_t)m;
    if (low < bound) {
        uint32_t threshold = (uint32_t)(-bound) % bound;
        while (low < threshold) {
            m = (uint64_t)rng_u32(r) * bound;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

/* rng_below of the generator {*state, inc} whose increment is a constant of the
 * caller and whose state is a local (so both stay in registers): the same draws. */
static inline __attribute__((always_inline)) uint32_t rng_below_fixed(uint64_t *state,
                                                                      uint64_t inc,
                                                                      uint32_t bound)
{
    rng_t g = {*state, inc};
    uint32_t x = rng_below(&g, bound);
    *state = g.state;
    return x;
}

/* rng_below's rare further draws, when the first fell in the rejected sliver: `m` is
 * that draw times bound; returns the accepted product and the generator after it.
 * By value, so that the caller's generator never has its address taken. Static: a
 * copy in each file that calls it lets the compiler see which registers it uses, so
 * callers do not save theirs around it. */
typedef struct rng_below_slow {
    uint64_t m;
    rng_t rng;
} rng_below_slow_t;
static __attribute__((noinline, unused)) rng_below_slow_t rng_below_retry(rng_t r, uint64_t m,
                                                                          uint32_t bound)
{
    const uint32_t threshold = (uint32_t)(-bound) % bound;
    while ((uint32_t)m < threshold)
        m = (uint64_t)rng_u32(&r) * bound;
    return (rng_below_slow_t){m, r};
}

/* rng_below with the same draws and the same value, for loops that draw many on a
 * local copy of the generator (stored back after the loop): the rare retry is out of
 * line, so the copy stays in registers, where byte stores to a card array (which may
 * alias anything) would otherwise send a generator in memory back every step.
 * Where the generator lives in memory anyway, plain rng_below is shorter. */
static inline __attribute__((always_inline)) uint32_t rng_below_local(rng_t *r, uint32_t bound)
{
    uint64_t m = (uint64_t)rng_u32(r) * bound;
    if (__builtin_expect((uint32_t)m < bound, 0)) {
        rng_below_slow_t x = rng_below_retry(*r, m, bound);
        m = x.m;
        *r = x.rng;
    }
    return (uint32_t)(m >> 32);
}

/* Uniform double in [0, 1) with 32 bits of randomness. */
static inline double rng_unit(rng_t *r)
{
    return rng_u32(r) * (1.0 / 4294967296.0);
}

/* Fisher-Yates shuffles of arrays of bytes / 32-bit words. */
void rng_shuffle_u8(rng_t *r, uint8_t *a, int n);
void rng_shuffle_u32(rng_t *r, uint32_t *a, int n);

/* Index of a uniformly chosen set bit of a non-zero mask. */
int rng_pick_bit(rng_t *r, uint64_t mask);

/* A uniformly chosen subset of exactly k bits of `mask` (k <= popcount), by
 * selection sampling: one draw per bit looked at, lowest first, until k are taken. */
uint64_t rng_pick_bits(rng_t *r, uint64_t mask, int k);

/* The same distribution as rng_pick_bits (every k-subset of mask equally likely;
 * k <= 0: none, k >= popcount: all) from fewer draws: min(k, popcount - k) of them,
 * each a uniform index among the bits not yet drawn (the complement is drawn when k
 * is more than half). The same bits on every CPU: pdep finds the drawn bit where it
 * is fast (src/bits.h), rng_nth_bit elsewhere (rng_choose_bits_portable always). */
uint64_t rng_choose_bits(rng_t *r, uint64_t mask, int k);
uint64_t rng_choose_bits_portable(rng_t *r, uint64_t mask, int k);

/* The r-th set bit of mask, lowest first from r = 0, as a one-bit mask (r below the
 * popcount). */
uint64_t rng_nth_bit(uint64_t mask, unsigned r);

#endif
