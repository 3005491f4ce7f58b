/* test_rng.c - PCG32 against the reference outputs, bounded integers, shuffles. */
#include <criterion/criterion.h>
#include <string.h>

#include "rng.h"

Test(rng, reference_vector_state42_stream54)
{
    static const uint32_t want[6] = {0xa15c02b7, 0x7b47f409, 0xba1d3330,
                                     0x83d2f293, 0xbfa4784b, 0xcbed606e};
    rng_t r;
    rng_seed(&r, 42u, 54u);
    for (int i = 0; i < 6; i++) {
        uint32_t got = rng_u32(&r);
        cr_assert_eq(got, want[i], "output %d: got %08x want %08x", i, got, want[i]);
    }
}

Test(rng, below_is_in_range_and_roughly_uniform)
{
    rng_t r;
    rng_seed(&r, 1, 2);
    long count[7] = {0};
    for (int i = 0; i < 70000; i++) {
        uint32_t v = rng_below(&r, 7);
        cr_assert_lt(v, 7u);
        count[v]++;
    }
    /* each bucket expects 10000; 5 sigma is about 450 */
    for (int k = 0; k < 7; k++)
        cr_assert(count[k] > 9500 && count[k] < 10500, "bucket %d: %ld", k, count[k]);
    for (int i = 0; i < 1000; i++)
        cr_assert_eq(rng_below(&r, 1), 0u);
}

Test(rng, below_is_unbiased_for_a_bound_near_two_to_the_31)
{
    /* With bound 3*2^30, plain modulo would put values below 2^30 twice as often as
     * the rest; the unbiased draw gives each third about the same share. */
    rng_t r;
    rng_seed(&r, 3, 4);
    const uint32_t bound = 3u << 30;
    long low = 0, n = 300000;
    for (long i = 0; i < n; i++)
        if (rng_below(&r, bound) < (1u << 30))
            low++;
    cr_assert(low > n / 3 - 2000 && low < n / 3 + 2000, "low third: %ld of %ld", low, n);
}

/* rng_below_local (its retry out of line) and rng_below_fixed (a constant increment)
 * are rng_below: the same value and the same generator after every draw, also for
 * bounds where retries are common. */
Test(rng, below_local_draws_as_below)
{
    static const uint32_t bounds[] = {1, 2, 3, 7, 52, 1000, 0x80000001u, 0xC0000000u, 0xFFFFFFFFu};
    rng_t a, b;
    rng_seed(&a, 7u, 3u);
    b = a;
    int retried = 0;
    for (int i = 0; i < 200000; i++) {
        uint32_t bound = bounds[i % (int)(sizeof bounds / sizeof bounds[0])];
        rng_t before = a;
        uint64_t fixed = a.state;
        uint32_t x = rng_below(&a, bound), y = rng_below_local(&b, bound);
        uint32_t z = rng_below_fixed(&fixed, 7u, bound); /* rng_seed's increment of stream 3 */
        cr_assert_eq(x, y, "draw %d, bound %u: %u against %u", i, bound, x, y);
        cr_assert_eq(x, z, "draw %d, bound %u: %u against the fixed %u", i, bound, x, z);
        cr_assert_eq(a.state, b.state, "draw %d: generators part", i);
        cr_assert_eq(a.state, fixed, "draw %d: the fixed generator parts", i);
        rng_u32(&before);
        retried += before.state != a.state;
    }
    cr_assert_gt(retried, 1000, "the retry path was hardly taken (%d)", retried);
}

Test(rng, shuffle_is_a_permutation)
{
    rng_t r;
    rng_seed(&r, 5, 6);
    for (int trial = 0; trial < 200; trial++) {
        uint8_t a[60];
        int n = 1 + trial % 60;
        for (int i = 0; i < n; i++) a[i] = (uint8_t)i;
        rng_shuffle_u8(&r, a, n);
        int seen[60] = {0};
        for (int i = 0; i < n; i++) {
            cr_assert_lt(a[i], n);
            seen[a[i]]++;
        }
        for (int i = 0; i < n; i++) cr_assert_eq(seen[i], 1);
    }
}

Test(rng, shuffle_reaches_every_order_of_three)
{
    rng_t r;
    rng_seed(&r, 9, 9);
    long count[27] = {0};
    for (int t = 0; t < 60000; t++) {
        uint32_t a[3] = {0, 1, 2};
        rng_shuffle_u32(&r, a, 3);
        count[a[0] * 9 + a[1] * 3 + a[2]]++;
    }
    int orders = 0;
    for (int k = 0; k < 27; k++)
        if (count[k]) {
            orders++;
            cr_assert(count[k] > 9300 && count[k] < 10700, "order %d: %ld", k, count[k]);
        }
    cr_assert_eq(orders, 6);
}

Test(rng, game_streams_differ_and_repeat)
{
    rng_t a, b, c;
    rng_for_game(&a, 42, 0, 0);
    rng_for_game(&b, 42, 0, 1);
    rng_for_game(&c, 42, 1, 0);
    uint32_t x = rng_u32(&a), y = rng_u32(&b), z = rng_u32(&c);
    cr_assert(x != y && x != z && y != z);
    rng_for_game(&a, 42, 0, 0);
    cr_assert_eq(rng_u32(&a), x);
}

Test(rng, pick_bits)
{
    rng_t r;
    rng_seed(&r, 11, 12);
    uint64_t mask = 0xF0F0F0F0F0F0F0F0ULL;
    for (int t = 0; t < 1000; t++) {
        int b = rng_pick_bit(&r, mask);
        cr_assert(mask >> b & 1);
        uint64_t s = rng_pick_bits(&r, mask, 5);
        cr_assert_eq(__builtin_popcountll(s), 5);
        cr_assert_eq(s & ~mask, 0u);
    }
}
