/* bits.h - counts over 64-bit masks for the games' hot loops, one instruction each on
 * x86-64. gcc makes __builtin_popcountll a libgcc call where the target has no popcnt,
 * and puts a dependency-breaking clear before each popcnt and tzcnt it emits (for a
 * false dependency of some Intel cores): one instruction more per count in loops that
 * do little else. Written out here, they are measured faster on the development
 * machine (AMD EPYC), not only fewer (dnup, Dinn: their commits give the figures). */
#ifndef SIM_BITS_H
#define SIM_BITS_H

#include <stdint.h>

/* Set bits of x (0..64), as a full register. */
static inline uint64_t bits_count(uint64_t x)
{
#if defined(__x86_64__) && defined(__POPCNT__)
    uint64_t c;
    __asm__("popcntq %1, %0" : "=r"(c) : "r"(x) : "cc");
    return c;
#else
    x -= (x >> 1) & 0x5555555555555555ull;
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
    return (x * 0x0101010101010101ull) >> 56;
#endif
}

/* Index of the lowest set bit of m != 0, as a full register (gcc types its builtin int
 * and sign-extends it before it can index a table). */
static inline uint64_t bits_low(uint64_t m)
{
#if defined(__x86_64__)
    uint64_t c;
    __asm__("bsfq %1, %0" : "=r"(c) : "rm"(m) : "cc");
    return c;
#else
    return (uint64_t)__builtin_ctzll(m);
#endif
}

/* Whether this CPU has a fast pdep (BMI2; not AMD's Zen 1 and 2, where it is
 * microcoded and slow): set once at startup (src/bits.c). Code that uses
 * bits_deposit has a path without it and must find the same bits on either. */
extern int bits_pdep_fast;

#if defined(__x86_64__)
#define BITS_HAVE_DEPOSIT 1
/* pdep: the low bits of src laid, in order, on the set bits of mask. The instruction
 * is written out so that no file needs -mbmi2: only call it when bits_pdep_fast. */
static inline uint64_t bits_deposit(uint64_t src, uint64_t mask)
{
    uint64_t r;
    __asm__("pdepq %2, %1, %0" : "=r"(r) : "r"(src), "rm"(mask));
    return r;
}
#else
#define BITS_HAVE_DEPOSIT 0
static inline uint64_t bits_deposit(uint64_t src, uint64_t mask)
{
    (void)src, (void)mask;
    __builtin_unreachable();
}
#endif

/* Whether bits_nth may be called: pdep exists and is fast here. */
static inline int bits_nth_fast(void)
{
    return BITS_HAVE_DEPOSIT && bits_pdep_fast;
}

/* The k-th set bit of mask (k from 0, lowest first, below the popcount), as a one-bit
 * mask: pdep lays 1 << k on it. Only when bits_nth_fast(). */
static inline uint64_t bits_nth(uint64_t mask, unsigned k)
{
    return bits_deposit(1ULL << k, mask);
}

#endif
