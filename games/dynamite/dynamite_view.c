/* dynamite_view.c - Dynamite: what a seat knows (determinize) and the heuristic
 * (evaluate). */
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "dynamite.h"
#include "obsbuf.h"
#include "textbuf.h"

/* ================================================================ determinize == */

/* Whether every kind's count in a is within b's (nibble counts up to 15). Each
 * word's even and odd nibbles are spread to bytes and compared all at once: with
 * SSE2 (every x86-64) a saturating subtraction, zero in every byte where a's count
 * is within b's; without it one subtraction per word with a spare top bit in each
 * byte. No loop over the kinds: determinize runs once an mcts iteration, and
 * almost always finds its pool within the bound. */
static int set_within(const dyn_set_t *a, const dyn_set_t *b)
{
#ifdef __SSE2__
    const __m128i low = _mm_set1_epi8(15);
    __m128i beyond = _mm_setzero_si128();
    for (int h = 0; h < 4; h += 2) {
        __m128i x = _mm_loadu_si128((const __m128i *)(const void *)&a->w[h]);
        __m128i y = _mm_loadu_si128((const __m128i *)(const void *)&b->w[h]);
        beyond = _mm_or_si128(beyond, _mm_subs_epu8(_mm_and_si128(x, low), _mm_and_si128(y, low)));
        beyond = _mm_or_si128(beyond, _mm_subs_epu8(_mm_and_si128(_mm_srli_epi16(x, 4), low),
                                                    _mm_and_si128(_mm_srli_epi16(y, 4), low)));
    }
    return _mm_movemask_epi8(_mm_cmpeq_epi8(beyond, _mm_setzero_si128())) == 0xFFFF;
#else
    const uint64_t low = 0x0F0F0F0F0F0F0F0FULL, top = 0x8080808080808080ULL;
    uint64_t short_of = 0;
    for (int j = 0; j < 4; j++)
        for (int h = 0; h < 8; h += 4) /* top bit clear where b's byte < a's */
            short_of |= ~(((b->w[j] >> h & low) | top) - (a->w[j] >> h & low)) & top;
    return !short_of;
#endif
}

/* The kind-by-kind minimum of a and b, by the same byte comparison. */
static dyn_set_t set_min(const dyn_set_t *a, const dyn_set_t *b)
{
    const uint64_t low = 0x0F0F0F0F0F0F0F0FULL, top = 0x8080808080808080ULL;
    dyn_set_t m;
    for (int j = 0; j < 4; j++) {
        uint64_t r = 0;
        for (int h = 0; h < 8; h += 4) {
            uint64_t x = a->w[j] >> h & low, y = b->w[j] >> h & low;
            uint64_t ge = ((x | top) - y) & top; /* top bit of the bytes where x >= y */
            uint64_t pick_y = (ge >> 7) * 255;   /* 0xFF there */
            r |= ((y & pick_y) | (x & ~pick_y)) << h;
        }
        m.w[j] = r;
    }
    return m;
}

/* Re-deal every card the observer cannot see: the opponents' hands except the
 * cards the observer knows they hold (the public row, or the private row when the
 * observer is part of it), and the draw pile.
 * Hand sizes, the discards, the top card, the DINAs in play and their face-up cards
 * are public and stay. The pile is unordered, so its order needs no re-deal. A DINA
 * is placed the moment it enters a hand, so every unseen DINA is in the pile.
 * The pile holds only cards of pile_within (public: what it was last formed from,
 * less what was seen leaving it), so only the unseen cards within that set may be
 * dealt to the pile; any beyond it (more copies of a kind unseen than the pile can
 * hold) are in hands. */
void dyn_determinize(void *vst, int observer, rng_t *rng)
{
    dyn_state_t *st = vst;
    dyn_set_t pool = st->pile;
    int pool_n = st->pile_n, need[MAX_SEATS] = {0}, dealt = 0;
    for (int t = 0; t < st->players; t++) {
        if (t == observer || !st->hand_n[t])
            continue;
        if (!(st->known >> t & 1)) { /* nothing of t's hand is known to anyone */
            for (int j = 0; j < 4; j++) pool.w[j] += st->hand[t].w[j];
            need[t] = st->hand_n[t];
            pool_n += need[t];
            dealt += need[t];
            memset(&st->hand[t], 0, sizeof st->hand[t]);
            st->have[t] = 0;
            continue;
        }
        dyn_set_t known;
        if (st->know_mask[t] >> observer & 1) {
            known = st->know[t];
        } else { /* what everyone knows; what only others know is unseen */
            known = st->pub[t];
            memset(&st->know[t], 0, sizeof st->know[t]);
            st->know_mask[t] = 0;
        }
        for (int j = 0; j < 4; j++) pool.w[j] += st->hand[t].w[j] - known.w[j];
        need[t] = st->hand_n[t] - dyn_set_total(&known);
        pool_n += need[t];
        dealt += need[t];
        st->hand[t] = known;
        st->have[t] = dyn_set_present(&known);
    }
    dyn_set_t dinas;
    for (int j = 0; j < 4; j++) {
        dinas.w[j] = pool.w[j] & (uint64_t)15 << (DYN_DINA * 4);
        pool.w[j] -= dinas.w[j];
    }
    int dinas_n = dyn_set_total(&dinas);
    pool_n -= dinas_n;
    if (__builtin_expect(set_within(&pool, &st->pile_within), 1)) {
        /* Every unseen card could be in the pile (always so until the first
         * reshuffle, but for a card seen leaving the pile and then lost from sight,
         * e.g. turned for a DINA, exploded into a hand, then given in a swap): one
         * pool, as dealt. */
        dyn_redeal(st, pool, pool_n, need, dealt, dinas, dinas_n, rng);
        return;
    }
    /* The pool's cards the pile may hold (fits) and the ones it cannot (over: in
     * hands). The pile's cards but its DINAs are pile_n - dinas_n of those that
     * fit; the hands take the rest, with every card over the bound. */
    dyn_set_t fits = set_min(&pool, &st->pile_within), over;
    for (int j = 0; j < 4; j++) over.w[j] = pool.w[j] - fits.w[j];
    int over_n = dyn_set_total(&over);
    if (over_n > dealt) { /* the true pile outside pile_within: dyn_check_invariants
                           * refuses such a state; the pooled re-deal is the fallback */
        dyn_redeal(st, pool, pool_n, need, dealt, dinas, dinas_n, rng);
        return;
    }
    dyn_redeal_within(st, fits, pool_n - over_n, over, over_n, need, dealt, dinas, dinas_n, rng);
}

/* ================================================================== evaluate == */

static double clamp01(double v, double lo, double hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

/* Letters of D-I-N-A-M-I-T-A covered by the hand, 0..8. */
static int word_progress(const dyn_state_t *st, int seat)
{
    const uint64_t nib_low = 0x0F0F0F0F0F0F0F0FULL;
    uint64_t lo = 0, hi = 0; /* bytes 0..2: D N M (lo), I A T (hi) over the colours */
    for (int c = 0; c < DYN_COLOURS; c++) {
        lo += st->hand[seat].w[c] & nib_low;
        hi += (st->hand[seat].w[c] >> 4) & nib_low;
    }
    int d = (int)(lo & 255), nn = (int)(lo >> 8 & 255), m = (int)(lo >> 16 & 255);
    int i = (int)(hi & 255), a = (int)(hi >> 8 & 255), t = (int)(hi >> 16 & 255);
    /* wanted: one D, two I, one N, two A, one M, one T */
    return (d > 0) + (nn > 0) + (m > 0) + (t > 0) + (i < 2 ? i : 2) + (a < 2 ? a : 2);
}

static int same_side(const dyn_state_t *st, int a, int b)
{
    return dyn_team_of(st, a) == dyn_team_of(st, b);
}

/* How well the current deal goes for seat, in (0, 1). */
static double deal_value(const dyn_state_t *st, int seat)
{
    if (!(st->alive >> seat & 1) && !st->pairs)
        return 0.02;
    int mine = 255, theirs = 255, best_word = 0;
    for (int s = 0; s < st->players; s++) {
        if (!(st->alive >> s & 1)) continue;
        if (same_side(st, s, seat)) {
            if (st->hand_n[s] < mine) mine = st->hand_n[s];
            int w = word_progress(st, s);
            if (w > best_word) best_word = w;
        } else if (st->hand_n[s] < theirs) {
            theirs = st->hand_n[s];
        }
    }
    if (mine == 255) return 0.02;
    if (theirs == 255) return 0.98;
    double size = (theirs + 1.0) / (mine + theirs + 2.0);
    double v = 0.1 + 0.65 * size + 0.2 * best_word / 8.0;
    int n = st->alive >> seat & 1 ? st->hand_n[seat] : 0;
    if (n >= st->out_limit - 3) /* close to being put out */
        v -= 0.08 * (n - (st->out_limit - 4));
    if (st->bomb_n) {
        int mita = 0;
        for (int c = 0; c < DYN_COLOURS; c++)
            mita += dyn_count(&st->hand[seat], DYN_KIND(c, DYN_MITA));
        int held = 0; /* DINAs in front of seat: each one without a MITA for it hurts */
        for (int i = 0; i < st->bomb_n; i++)
            if (st->bomb[i].holder == seat && held++ >= mita)
                v -= 0.06 + 0.01 * st->bomb[i].acc_n;
        if (!held && mita)
            v += 0.02;
    }
    return clamp01(v, 0.02, 0.98);
}

double dyn_evaluate(const void *vst, int seat)
{
    const dyn_state_t *st = vst;
    if (st->phase == DYN_PH_OVER) {
        if (st->capped) return 0.5;
        return st->win_mask >> seat & 1 ? 1.0 : st->draw_mask >> seat & 1 ? 0.5 : 0.0;
    }
    double dv = deal_value(st, seat);
    if (st->mode == DYN_MODE_SINGLE)
        return dv;
    double mv;
    if (st->mode == DYN_MODE_BEST_OF) {
        int need = st->best_of / 2 + 1, best_other = 0;
        for (int s = 0; s < st->players; s++)
            if (!same_side(st, s, seat) && st->wins[s] > best_other) best_other = st->wins[s];
        mv = 0.5 + 0.5 * (st->wins[seat] - best_other) / (double)need;
    } else {
        if (!(st->in_match >> seat & 1)) return 0.01;
        double mine = 0, other = 0;
        int no = 0;
        for (int s = 0; s < st->players; s++) {
            if (!(st->in_match >> s & 1)) continue;
            if (same_side(st, s, seat)) mine += st->points[s];
            else { other += st->points[s]; no++; }
        }
        if (no) other /= no;
        mv = 0.5 + 0.5 * (other - mine) / (double)st->points_limit;
    }
    return clamp01(0.5 * dv + 0.5 * clamp01(mv, 0.0, 1.0), 0.01, 0.99);
}


/* ================================================================== observe == */




static void put_set(obsbuf_t *o, const dyn_set_t *s)
{
    for (int j = 0; j < 4; j++) {
        ob_u32(o, (uint32_t)s->w[j]);
        ob_u32(o, (uint32_t)(s->w[j] >> 32));
    }
}

#define OBS_RULE_(C, kind, key, def, lo, hi, ptype, extra, help) ob_u32(C, (uint32_t)st->key);

/* What `seat` knows, field by field in a fixed order: the rules in force; the
 * public table (whose turn, phase, direction and seating, top card and a wild's
 * identity, the +-2 total, the DINAs in play with their face-up cards, the discard
 * pile, the pile's size and what it can hold (pile_within), every seat's count,
 * skips and scores, the match standing);
 * its own hand; and of every hand what this seat has seen of it: the public row, and
 * the private row when the seat is one of those who saw it (dynamite.h). The draw
 * pile's cards and the unseen part of the other hands never enter it. */
size_t dyn_observe(const void *vst, int seat, uint8_t *buf, size_t n)
{
    const dyn_state_t *st = vst;
    obsbuf_t o = {buf, n, 0};
    ob_u8(&o, (unsigned)seat);
    ob_u8(&o, st->players);
    DYN_RULES(OBS_RULE_, &o)
    ob_u32(&o, (uint32_t)st->turn);
    ob_u32(&o, (uint32_t)st->deals);
    const uint8_t table[] = {st->cur, st->phase, st->dir, st->top_kind, st->top_as, st->pen_n,
                             st->pen_mode, st->bomb_n, st->fuse, st->give_target, st->alive,
                             st->in_match, st->starter, st->passed, st->win_mask, st->draw_mask,
                             st->capped, st->blocked_deals};
    for (size_t i = 0; i < sizeof table; i++) ob_u8(&o, table[i]);
    for (int p = 0; p < st->players; p++) ob_u8(&o, st->order[p]);
    for (int i = 0; i < st->bomb_n; i++) {
        const dyn_bomb_t *b = &st->bomb[i];
        ob_u8(&o, b->kind);
        ob_u8(&o, b->card);
        ob_u8(&o, b->holder);
        ob_u8(&o, b->acc_n);
        ob_u32(&o, (uint32_t)b->turn);
        put_set(&o, &b->acc);
    }
    ob_u32(&o, st->pile_n);
    ob_u32(&o, st->discard_n);
    put_set(&o, &st->discard);
    put_set(&o, &st->pile_within);
    for (int s = 0; s < st->players; s++) {
        ob_u8(&o, st->hand_n[s]);
        ob_u8(&o, st->skips[s]);
        ob_u8(&o, st->wins[s]);
        ob_u32(&o, (uint32_t)st->points[s]);
        ob_u32(&o, (uint32_t)st->deal_pts[s]);
        put_set(&o, &st->pub[s]);
        int knows = st->know_mask[s] >> seat & 1;
        ob_u8(&o, (unsigned)knows);
        if (s == seat) {
            put_set(&o, &st->hand[s]);
            ob_u8(&o, st->know_mask[s]);
            put_set(&o, &st->know[s]);
        } else if (knows) {
            ob_u8(&o, st->know_mask[s]);
            put_set(&o, &st->know[s]);
        }
    }
    return o.len;
}

/* ================================================================ view_text == */

/* The cards of s as "red D, yellow I x2, wild", or "none". */
static void put_cards(textbuf_t *o, const dyn_set_t *s)
{
    char name[32];
    int first = 1;
    for (int k = 0; k < DYN_KINDS; k++) {
        int c = dyn_count(s, k);
        if (!c) continue;
        dyn_card_name(k, name, sizeof name);
        tb_put(o, "%s%s", first ? "" : ", ", name);
        if (c > 1) tb_put(o, " x%d", c);
        first = 0;
    }
    if (first) tb_put(o, "none");
}

static const char *const phase_text[] = {
    "draw a card, or play one that matches the top card",
    "play a card that matches the top card, or keep the drawn card and end the turn",
    "answer the +-2 with a +-2, or take the total",
    "a DINA lies in front of the player: defuse it with a MITA, or turn a card for it",
    "swap a card: choose the card to give",
    "the game is over",
};

static void put_seat_list(textbuf_t *o, int mask)
{
    int first = 1;
    for (int b = mask; b; b &= b - 1, first = 0)
        tb_put(o, "%s%d", first ? "" : ", ", __builtin_ctz(b) + 1);
}

/* What `seat` sees, in words. Reads only what dyn_observe covers. */
int dyn_view_text(const void *vst, int seat, char *buf, size_t n)
{
    const dyn_state_t *st = vst;
    textbuf_t o = {buf, n, 0};
    char name[32], as[32];
    static const char *const mode_words[] = {"single game", "best of", "by points"};
    tb_put(&o, "Dynamite, %d players, %s", st->players, mode_words[st->mode]);
    if (st->mode == DYN_MODE_BEST_OF) tb_put(&o, " %d", st->best_of);
    if (st->mode == DYN_MODE_POINTS) tb_put(&o, " (%d points lose)", st->points_limit);
    if (st->pairs) tb_put(&o, ", in pairs");
    tb_put(&o, ". Deal %d, turn %d. You are seat %d", st->deals + (st->phase != DYN_PH_OVER),
           st->turn, seat + 1);
    if (st->pairs)
        tb_put(&o, " (partner: seat %d)", (seat + st->players / 2) % st->players + 1);
    tb_put(&o, ".\n");
    if (st->phase == DYN_PH_OVER) {
        if (st->capped) {
            tb_put(&o, "The game stopped at the turn cap.\n");
        } else if (st->win_mask) {
            tb_put(&o, "Won by seat(s) ");
            put_seat_list(&o, st->win_mask);
            tb_put(&o, ".\n");
        } else {
            tb_put(&o, "Shared by seat(s) ");
            put_seat_list(&o, st->draw_mask);
            tb_put(&o, ".\n");
        }
    } else {
        if (st->cur == seat)
            tb_put(&o, "Your turn: %s.\n", phase_text[st->phase]);
        else
            tb_put(&o, "Seat %d to move: %s.\n", st->cur + 1, phase_text[st->phase]);
    }
    dyn_card_name(st->top_kind, name, sizeof name);
    dyn_card_name(st->top_as, as, sizeof as);
    if (st->top_kind == st->top_as)
        tb_put(&o, "Top card: %s.\n", name);
    else
        tb_put(&o, "Top card: %s, played as %s.\n", name, as);
    tb_put(&o, "Draw pile: %d cards. Discard pile: %d cards under the top.\n", st->pile_n,
           st->discard_n);
    tb_put(&o, "Turn order from seat %d (%s):", st->cur + 1,
           st->dir ? "direction reversed" : "direction as dealt");
    for (int i = 0, p = st->pos[st->cur]; i < st->players; i++) {
        tb_put(&o, " %d", st->order[p] + 1);
        p = st->dir ? (p + st->players - 1) % st->players : (p + 1) % st->players;
    }
    tb_put(&o, ".\n");
    if (st->pen_n)
        tb_put(&o, "A +-2 total of %d waits: the next player %s.\n", st->pen_n,
               st->pen_mode ? "discards that many cards at random" : "draws that many cards");
    for (int i = 0; i < st->bomb_n; i++) {
        const dyn_bomb_t *b = &st->bomb[i];
        dyn_card_name(b->kind, name, sizeof name);
        dyn_card_name(b->card, as, sizeof as);
        if (b->card != b->kind)
            tb_put(&o, "%s played as ", as);
        tb_put(&o, "%s in front of seat %d (placed on turn %d), face-up cards: ", name,
               b->holder + 1, b->turn);
        put_cards(&o, &b->acc);
        tb_put(&o, ".\n");
    }
    tb_put(&o, "Your hand (%d): ", st->hand_n[seat]);
    put_cards(&o, &st->hand[seat]);
    tb_put(&o, ".\n");
    for (int s = 0; s < st->players; s++) {
        if (s == seat) continue;
        tb_put(&o, "Seat %d", s + 1);
        if (st->pairs)
            tb_put(&o, " (%s)", dyn_team_of(st, s) == dyn_team_of(st, seat) ? "partner" : "opponent");
        if (!(st->in_match >> s & 1)) {
            tb_put(&o, ": out of the match");
        } else if (!(st->alive >> s & 1)) {
            tb_put(&o, ": out of this deal");
        } else {
            tb_put(&o, ": %d cards", st->hand_n[s]);
            const dyn_set_t *known = st->know_mask[s] >> seat & 1 ? &st->know[s] : &st->pub[s];
            if (dyn_set_total(known)) {
                tb_put(&o, ", of which you know ");
                put_cards(&o, known);
            }
        }
        if (st->skips[s]) tb_put(&o, "; loses %d turn(s)", st->skips[s]);
        tb_put(&o, ".\n");
    }
    if (st->skips[seat]) tb_put(&o, "You lose your next %d turn(s).\n", st->skips[seat]);
    if (st->mode == DYN_MODE_BEST_OF) {
        tb_put(&o, "Deals won:");
        for (int s = 0; s < st->players; s++) tb_put(&o, " seat %d: %d%s", s + 1, st->wins[s],
                                                     s + 1 < st->players ? "," : ".\n");
    } else if (st->mode == DYN_MODE_POINTS || st->phase == DYN_PH_OVER) {
        tb_put(&o, "Penalty points:");
        for (int s = 0; s < st->players; s++) tb_put(&o, " seat %d: %d%s", s + 1, st->points[s],
                                                     s + 1 < st->players ? "," : ".\n");
    }
    return tb_finish(&o);
}
