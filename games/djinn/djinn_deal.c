/* djinn_deal.c - dealing unseen treasure cards for determinize, exactly uniform among the
 * deals consistent with the voids players have shown.
 *
 * Without voids a partial Fisher-Yates shuffle is exact. With voids we first try
 * rejection (deal uniformly, retry while some player got a colour they showed they
 * lack): every accepted deal is uniform among the consistent ones. If that keeps
 * failing (tight constraints), a counting sampler takes over, also exact: it draws
 * how many cards of each colour each player gets with the probability of that split
 * (the number of deals behind it), then which cards, uniformly. Because both
 * samplers draw from the same distribution and the switch does not depend on what
 * the failed tries produced, the result is exact either way. */
#include <string.h>

#include "djinn.h"

#define REJECTION_TRIES 32
#define MAX_RECIPIENTS 3 /* the observer's own hand is never re-dealt */
#define RADIX (DJ_MAX_HAND + 1)
#define STATES (RADIX * RADIX * RADIX)

/* byte_ids[x]: the positions of x's set bits, lowest first, one a byte (the bytes
 * past the last are 0): the card ids of one byte of a mask, 8 at once. */
#define DJ_POP8(x)                                                                         \
    (((x) & 1) + (((x) >> 1) & 1) + (((x) >> 2) & 1) + (((x) >> 3) & 1) + (((x) >> 4) & 1) + \
     (((x) >> 5) & 1) + (((x) >> 6) & 1) + (((x) >> 7) & 1))
#define DJ_BI_BIT(x, b) \
    ((((x) >> (b)) & 1) ? (uint64_t)(b) << (8 * DJ_POP8((x) & ((1 << (b)) - 1))) : 0)
#define DJ_BI(x)                                                                           \
    (DJ_BI_BIT(x, 0) | DJ_BI_BIT(x, 1) | DJ_BI_BIT(x, 2) | DJ_BI_BIT(x, 3) |                \
     DJ_BI_BIT(x, 4) | DJ_BI_BIT(x, 5) | DJ_BI_BIT(x, 6) | DJ_BI_BIT(x, 7))
#define DJ_BI4(x) DJ_BI(x), DJ_BI((x) + 1), DJ_BI((x) + 2), DJ_BI((x) + 3)
#define DJ_BI16(x) DJ_BI4(x), DJ_BI4((x) + 4), DJ_BI4((x) + 8), DJ_BI4((x) + 12)
#define DJ_BI64(x) DJ_BI16(x), DJ_BI16((x) + 16), DJ_BI16((x) + 32), DJ_BI16((x) + 48)
static const uint64_t byte_ids[256] = {DJ_BI64(0), DJ_BI64(64), DJ_BI64(128), DJ_BI64(192)};
#undef DJ_BI64
#undef DJ_BI16
#undef DJ_BI4
#undef DJ_BI
#undef DJ_BI_BIT
#undef DJ_POP8

int djinn_card_ids(uint64_t set, uint8_t *out)
{
    int n = 0;
    for (int k = 0; k < 8; k++, set >>= 8) {
        unsigned byte = (unsigned)set & 0xFF;
        uint64_t ids = byte_ids[byte] + 0x0101010101010101ULL * (uint64_t)(8 * k);
        memcpy(out + n, &ids, sizeof ids);
        n += djinn_popcount(byte);
    }
    return n;
}

/* Move a uniformly chosen k-subset of a[0..n) to its front. */
static void partial_shuffle(rng_t *rng, uint8_t *a, int n, int k)
{
    rng_t r = *rng; /* in registers: the byte stores below may alias *rng */
    for (int i = 0; i < k; i++) {
        int j = i + (int)rng_below_local(&r, (uint32_t)(n - i));
        uint8_t t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
    *rng = r;
}

/* The cards of the colours in `voids` (bit c: colour c). */
_Static_assert(DJ_MAX_COLOURS == 4, "void_table covers four colours");
#define DJ_VC(v)                                                                           \
    ((((v) & 1) ? DJ_COLOUR_MASK(0) : 0) | (((v) & 2) ? DJ_COLOUR_MASK(1) : 0) |            \
     (((v) & 4) ? DJ_COLOUR_MASK(2) : 0) | (((v) & 8) ? DJ_COLOUR_MASK(3) : 0))
static const uint64_t void_table[16] = {
    DJ_VC(0), DJ_VC(1), DJ_VC(2),  DJ_VC(3),  DJ_VC(4),  DJ_VC(5),  DJ_VC(6),  DJ_VC(7),
    DJ_VC(8), DJ_VC(9), DJ_VC(10), DJ_VC(11), DJ_VC(12), DJ_VC(13), DJ_VC(14), DJ_VC(15)};
#undef DJ_VC

static uint64_t void_cards(uint8_t voids)
{
    return void_table[voids & 15];
}

/* One uniform deal of `total` cards ignoring voids (void[p]: the cards player p
 * may not get); returns 1 when it respects them. It is partial_shuffle(rng, cards, n,
 * total) with the hands read off as the cards fall into place: the same swaps and the
 * same random numbers, so a failed deal leaves `cards` as the shuffle would (the next
 * try starts from there). The hands are complete only on success: after the first
 * hand holding a card its player may not get, the rest is only shuffled. `rng` is
 * the caller's local copy, so that its state stays in registers (the byte stores to
 * `cards` may alias anything in memory). */
static inline int deal_once(rng_t *rng, uint8_t *cards, int n, int total, const int *count,
                            const uint64_t *void_of, int players, uint64_t *hands)
{
    uint8_t *at = cards, *stop = cards + total;
    uint32_t left = (uint32_t)n; /* n - i: the cards not yet placed */
    for (int p = 0; p < players; p++) {
        uint64_t h = 0;
        for (uint8_t *end = at + count[p]; at < end; at++, left--) {
            uint8_t *j = at + rng_below_local(rng, left);
            uint8_t t = *j;
            *j = *at;
            *at = t;
            h |= DJ_BIT(t);
        }
        hands[p] = h;
        if (h & void_of[p])
            goto failed;
    }
    return 1;
failed:
    for (; at < stop; at++, left--) {
        uint8_t *j = at + rng_below_local(rng, left);
        uint8_t t = *j;
        *j = *at;
        *at = t;
    }
    return 0;
}

/* ---- the counting sampler ---- */

typedef struct split_ctx {
    int nrec;                    /* recipients (players dealt to) */
    int seat[MAX_RECIPIENTS];    /* their seats */
    int need[MAX_RECIPIENTS];    /* cards each must get; 0 for an absent slot */
    uint8_t allowed[MAX_RECIPIENTS]; /* bit c: may get colour c */
    int u[DJ_MAX_COLOURS];       /* unknown cards per colour */
    double fact[65];
    double f[DJ_MAX_COLOURS + 1][STATES]; /* f[c][r]: deals of colours c.. for needs r */
    /* What f was last counted for (need, allowed, u): determinize asks the same
     * question for every iteration of a search from one view, and f depends on
     * nothing else, so an equal key reuses it (the same doubles, the same draws). */
    int ready;                   /* fact filled, and f counted for the key below */
    int key_need[MAX_RECIPIENTS], key_u[DJ_MAX_COLOURS];
    uint8_t key_allowed[MAX_RECIPIENTS];
} split_ctx_t;

static int state_index(const int *r)
{
    return r[0] + RADIX * (r[1] + RADIX * r[2]);
}

static int lim(const split_ctx_t *x, int p, int c, int r)
{
    if (!(x->allowed[p] & (1u << c)))
        return 0;
    return r < x->u[c] ? r : x->u[c];
}

/* Ways to give x[] cards of colour c to the recipients and the rest to the deck,
 * times the ways to deal the later colours for the needs left. */
static double split_weight(const split_ctx_t *x, int c, const int *r, const int *xs)
{
    int sx = xs[0] + xs[1] + xs[2];
    if (sx > x->u[c])
        return 0.0;
    int left[3] = {r[0] - xs[0], r[1] - xs[1], r[2] - xs[2]};
    double tail = x->f[c + 1][state_index(left)];
    if (tail == 0.0)
        return 0.0;
    return x->fact[x->u[c]] /
           (x->fact[xs[0]] * x->fact[xs[1]] * x->fact[xs[2]] * x->fact[x->u[c] - sx]) * tail;
}

static double colour_total(const split_ctx_t *x, int c, const int *r)
{
    double sum = 0.0;
    int xs[3];
    for (xs[0] = 0; xs[0] <= lim(x, 0, c, r[0]); xs[0]++)
        for (xs[1] = 0; xs[1] <= lim(x, 1, c, r[1]); xs[1]++)
            for (xs[2] = 0; xs[2] <= lim(x, 2, c, r[2]); xs[2]++)
                sum += split_weight(x, c, r, xs);
    return sum;
}

static void count_deals(split_ctx_t *x)
{
    int r[3];
    for (int c = DJ_MAX_COLOURS; c >= 0; c--)
        for (r[2] = 0; r[2] <= x->need[2]; r[2]++)
            for (r[1] = 0; r[1] <= x->need[1]; r[1]++)
                for (r[0] = 0; r[0] <= x->need[0]; r[0]++)
                    x->f[c][state_index(r)] =
                        c == DJ_MAX_COLOURS ? (r[0] + r[1] + r[2] == 0) : colour_total(x, c, r);
}

/* Draw the split of colour c with probability proportional to its weight. */
static void draw_split(const split_ctx_t *x, rng_t *rng, int c, const int *r, int *xs)
{
    double total = x->f[c][state_index(r)];
    double pick = rng_unit(rng) * total;
    int last[3] = {-1, -1, -1};
    for (xs[0] = 0; xs[0] <= lim(x, 0, c, r[0]); xs[0]++)
        for (xs[1] = 0; xs[1] <= lim(x, 1, c, r[1]); xs[1]++)
            for (xs[2] = 0; xs[2] <= lim(x, 2, c, r[2]); xs[2]++) {
                double w = split_weight(x, c, r, xs);
                if (w == 0.0)
                    continue;
                memcpy(last, xs, sizeof last);
                if (pick < w)
                    return;
                pick -= w;
            }
    memcpy(xs, last, sizeof last); /* rounding left a sliver: the last possible split */
}

static void deal_counting(rng_t *rng, uint64_t unknown, const int *count,
                          const uint8_t *voids, int players, uint64_t *hands)
{
    static _Thread_local split_ctx_t x; /* ~90 KiB: kept off the stack */
    x.nrec = 0;
    for (int p = 0; p < 3; p++)
        x.need[p] = 0, x.allowed[p] = 0, x.seat[p] = -1;
    for (int p = 0; p < players; p++)
        if (count[p] > 0) {
            x.seat[x.nrec] = p;
            x.need[x.nrec] = count[p];
            x.allowed[x.nrec] = (uint8_t)~voids[p];
            x.nrec++;
        }
    for (int c = 0; c < DJ_MAX_COLOURS; c++)
        x.u[c] = djinn_popcount(unknown & DJ_COLOUR_MASK(c));
    if (!x.ready || memcmp(x.key_need, x.need, sizeof x.need) ||
        memcmp(x.key_u, x.u, sizeof x.u) || memcmp(x.key_allowed, x.allowed, sizeof x.allowed)) {
        x.fact[0] = 1.0;
        for (int i = 1; i <= 64; i++)
            x.fact[i] = x.fact[i - 1] * i;
        count_deals(&x);
        memcpy(x.key_need, x.need, sizeof x.need);
        memcpy(x.key_u, x.u, sizeof x.u);
        memcpy(x.key_allowed, x.allowed, sizeof x.allowed);
        x.ready = 1;
    }
    int r[3] = {x.need[0], x.need[1], x.need[2]};
    for (int c = 0; c < DJ_MAX_COLOURS; c++) {
        int xs[3];
        draw_split(&x, rng, c, r, xs);
        uint8_t cards[64 + 8];
        int n = djinn_card_ids(unknown & DJ_COLOUR_MASK(c), cards);
        partial_shuffle(rng, cards, n, xs[0] + xs[1] + xs[2]);
        int at = 0;
        for (int k = 0; k < 3; k++) {
            for (int i = 0; i < xs[k]; i++)
                hands[x.seat[k]] |= DJ_BIT(cards[at++]);
            r[k] -= xs[k];
        }
    }
}

uint64_t djinn_deal_unknown(rng_t *rng, uint64_t unknown, const int *count,
                            const uint8_t *voids, int players, uint64_t *hands,
                            int exact_only)
{
    uint8_t cards[64 + 8];
    int n = djinn_card_ids(unknown, cards);
    int constrained = 0, recipients = 0, total = 0;
    uint64_t void_of[DJ_MAX_PLAYERS];
    for (int p = 0; p < players; p++) {
        hands[p] = 0;
        void_of[p] = void_cards(voids[p]);
        total += count[p];
        if (count[p] > 0) {
            recipients++;
            if (unknown & void_of[p])
                constrained = 1;
        }
    }
    /* More than three recipients only happens when a caller re-deals every hand:
     * the counting sampler is sized for three, so plain rejection (exact, and it
     * ends since the true deal is consistent) serves that case. */
    long tries = !constrained ? 1 : recipients > MAX_RECIPIENTS ? -1
                                  : exact_only ? 0 : REJECTION_TRIES;
    int dealt = 0;
    rng_t r = *rng; /* in registers for the tries */
    for (long t = 0; !dealt && (tries < 0 || t < tries); t++)
        dealt = deal_once(&r, cards, n, total, count, void_of, players, hands);
    *rng = r;
    if (!dealt) {
        for (int p = 0; p < players; p++)
            hands[p] = 0;
        deal_counting(rng, unknown, count, voids, players, hands);
    }
    uint64_t rest = unknown;
    for (int p = 0; p < players; p++)
        rest &= ~hands[p];
    return rest;
}
