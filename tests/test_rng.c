/* test_rng.c - PCG32 against the reference outputs, bounded integers, shuffles,
 * subsets of a mask. */
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

/* rng_nth_bit against a loop that clears the lowest bits one at a time. */
Test(rng, nth_bit_is_the_r_th_set_bit)
{
    rng_t r;
    rng_seed(&r, 3, 4);
    for (int t = 0; t < 20000; t++) {
        uint64_t mask = (uint64_t)rng_u32(&r) << 32 | rng_u32(&r);
        if (t % 3 == 1)
            mask &= (uint64_t)rng_u32(&r) << 32 | rng_u32(&r); /* sparser */
        if (t % 3 == 2)
            mask = ~0ULL >> (t % 64);
        int n = __builtin_popcountll(mask);
        uint64_t x = mask;
        for (int k = 0; k < n; k++, x &= x - 1)
            cr_assert_eq(rng_nth_bit(mask, (unsigned)k), x & (0 - x),
                         "mask %016llx r %d", (unsigned long long)mask, k);
    }
}

/* rng_choose_bits: k bits of the mask, none or all at the ends, and the same bits
 * and generator whether or not pdep is used. */
Test(rng, choose_bits_takes_k_bits_of_the_mask_the_same_on_every_cpu)
{
    rng_t r, a, b;
    rng_seed(&r, 5, 6);
    for (int t = 0; t < 20000; t++) {
        uint64_t mask = (uint64_t)rng_u32(&r) << 32 | rng_u32(&r);
        if (t & 1)
            mask &= (uint64_t)rng_u32(&r) << 32 | rng_u32(&r);
        int n = __builtin_popcountll(mask), k = (int)rng_below(&r, (uint32_t)n + 3) - 1;
        a = b = r;
        uint64_t got = rng_choose_bits(&a, mask, k), port = rng_choose_bits_portable(&b, mask, k);
        cr_assert_eq(got, port, "mask %016llx k %d", (unsigned long long)mask, k);
        cr_assert(memcmp(&a, &b, sizeof a) == 0);
        cr_assert_eq(got & ~mask, 0u);
        cr_assert_eq(__builtin_popcountll(got), k < 0 ? 0 : k > n ? n : k);
        r = a;
    }
}

/* Every subset equally likely: 2 of 6 bits (k draws) and 4 of 6 (the complement
 * drawn), 15 subsets each, 150,000 draws: each count within 7% of 10,000 (about
 * seven standard deviations; a sampler that favoured a bit by a few percent fails). */
Test(rng, choose_bits_is_uniform_over_subsets)
{
    const uint64_t six = 0x8004001000420001ULL; /* bits 0, 17, 22, 36, 50 and 63 */
    for (int k = 2; k <= 4; k += 2) {
        static long count[64];
        memset(count, 0, sizeof count);
        rng_t r;
        rng_seed(&r, 77, (uint64_t)k);
        for (int t = 0; t < 150000; t++) {
            uint64_t s = rng_choose_bits(&r, six, k);
            /* index the subset by the positions of its bits among the six */
            int idx = 0, pos = 0;
            for (uint64_t x = six; x; x &= x - 1, pos++)
                if (s & x & (0 - x))
                    idx |= 1 << pos;
            count[idx]++;
        }
        int subsets = 0;
        for (int i = 0; i < 64; i++) {
            if (__builtin_popcount((unsigned)i) != k) {
                cr_assert_eq(count[i], 0, "k %d: subset %d drawn", k, i);
                continue;
            }
            subsets++;
            cr_assert(count[i] > 9300 && count[i] < 10700, "k %d: subset %d drawn %ld times", k,
                      i, count[i]);
        }
        cr_assert_eq(subsets, 15);
    }
}
