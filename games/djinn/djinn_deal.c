/* djinn_deal.c - dealing unseen treasure cards for determinize, exactly uniform among the
 * deals consistent with the voids players have shown.
 *
 * Without voids, dealing hand after hand, each a uniform subset of the cards not yet
 * dealt (rng_choose_bits), is exact. With voids we first try rejection (deal so,
 * retry while some player got a colour they showed they lack): every accepted deal is
 * uniform among the consistent ones. If that keeps failing (tight constraints), a
 * counting sampler takes over, also exact: it draws how many cards of each colour
 * each player gets with the probability of that split (the number of deals behind
 * it), then which cards, uniformly. Because both samplers draw from the same
 * distribution and the switch does not depend on what the failed tries produced, the
 * result is exact either way. */
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

/* Whether a uniformly chosen k-subset of n cards misses the n - a of them a player may
 * not hold: drawn with its probability C(a, k) / C(n, k), and no draw when that is 1
 * (nothing forbidden is left) or 0 (too few allowed cards). */
static inline int misses_void(rng_t *rng, int a, int n, int k)
{
    if (a == n)
        return 1;
    if (a < k)
        return 0;
    double num = 1.0, den = 1.0;
    for (int i = 0; i < k; i++) {
        num *= (double)(a - i);
        den *= (double)(n - i);
    }
    return rng_unit(rng) * den < num;
}

/* One try of the rejection sampler, hand after hand in `order` (void_of[p]: the cards
 * player p may not get; count[p]: its hand size; the hands with a void first): returns
 * 1 and the hands when the deal respects the voids. A try deals each hand as a
 * uniform subset of the cards not yet dealt and is rejected when a hand holds a card
 * its player may not get; here each hand first draws whether it would (misses_void,
 * with that probability) and, when it would not, is a uniform subset of the cards it
 * may get: the same distribution of hands and of rejections, without dealing the
 * hands that fail. The first hand needs no such draw: a try rejected there is tried
 * again from the start, so the first hands of the accepted deals are simply uniform
 * among those it may get (with one hand under a void, the first try is accepted). */
static inline int deal_once(rng_t *rng, uint64_t unknown, const int *count,
                            const uint64_t *void_of, const int *order, int recipients,
                            uint64_t *hands)
{
    uint64_t pool = unknown;
    for (int i = 0; i < recipients; i++) {
        int p = order[i];
        uint64_t allowed = pool & ~void_of[p];
        int a = djinn_popcount(allowed);
        if (i == 0 ? a < count[p] : !misses_void(rng, a, djinn_popcount(pool), count[p]))
            return 0;
        uint64_t h = rng_choose_bits(rng, allowed, count[p]);
        hands[p] = h;
        pool &= ~h;
    }
    return 1;
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
        uint64_t pool = unknown & DJ_COLOUR_MASK(c);
        for (int k = 0; k < x.nrec; k++) {
            uint64_t h = rng_choose_bits(rng, pool, xs[k]);
            hands[x.seat[k]] |= h;
            pool &= ~h;
            r[k] -= xs[k];
        }
    }
}

uint64_t djinn_deal_unknown(rng_t *rng, uint64_t unknown, const int *count,
                            const uint8_t *voids, int players, uint64_t *hands,
                            int exact_only)
{
    int constrained = 0, recipients = 0, nfree = 0;
    uint64_t void_of[DJ_MAX_PLAYERS];
    int order[DJ_MAX_PLAYERS], free_seat[DJ_MAX_PLAYERS];
    for (int p = 0; p < players; p++) {
        hands[p] = 0;
        void_of[p] = void_cards(voids[p]);
        if (count[p] <= 0)
            continue;
        if (unknown & void_of[p]) { /* the constrained hands first: the first of them
                                     * needs no rejection draw, and a try fails sooner */
            order[recipients++] = p;
            constrained = 1;
        } else {
            free_seat[nfree++] = p;
        }
    }
    for (int i = 0; i < nfree; i++)
        order[recipients++] = free_seat[i];
    /* More than three recipients only happens when a caller re-deals every hand:
     * the counting sampler is sized for three, so plain rejection (exact, and it
     * ends since the true deal is consistent) serves that case. */
    long tries = !constrained ? 1 : recipients > MAX_RECIPIENTS ? -1
                                  : exact_only ? 0 : REJECTION_TRIES;
    int dealt = 0;
    for (long t = 0; !dealt && (tries < 0 || t < tries); t++)
        dealt = deal_once(rng, unknown, count, void_of, order, recipients, hands);
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
