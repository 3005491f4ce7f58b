/* rng.c - PCG32 seeding, per-game streams and shuffles. */
#include "rng.h"

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
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(r, (uint32_t)i + 1);
        uint8_t t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
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
    /* Selection sampling (Knuth's Algorithm S) over the set bits. */
    uint64_t out = 0;
    int left = __builtin_popcountll(mask);
    while (k > 0 && mask) {
        int b = __builtin_ctzll(mask);
        mask &= mask - 1;
        if ((int)rng_below(r, (uint32_t)left) < k) {
            out |= 1ULL << b;
            k--;
        }
        left--;
    }
    return out;
}
