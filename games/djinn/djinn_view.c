/* djinn_view.c - what a seat knows: determinize (re-deal what it has not seen), the
 * heuristic evaluation agents use, its observation (observe) and its view as text
 * (view_text). */
#include <string.h>

#include "djinn.h"
#include "textbuf.h"

/* ---- hidden information (RULES.md "Hidden information") ---- */

/* Re-deal the treasure cards `observer` has not seen: the other hands (sizes kept,
 * no colour a player showed it lacks) and the draw pile. */
static void redeal_treasure(djinn_state_t *s, int observer, rng_t *rng)
{
    uint64_t known =
        s->hand[observer] | s->discard | djinn_claimed_all(s) | djinn_trick_cards(s);
    if (s->trump_card != DJ_NONE)
        known |= DJ_BIT(s->trump_card);
    uint64_t unknown = s->all & ~known;
    int count[DJ_MAX_PLAYERS] = {0};
    uint64_t hands[DJ_MAX_PLAYERS];
    for (int p = 0; p < s->players; p++)
        count[p] = p == observer ? 0 : djinn_popcount(s->hand[p]);
    s->deck = djinn_deal_unknown(rng, unknown, count, s->voids, s->players, hands, 0);
    for (int p = 0; p < s->players; p++)
        if (p != observer)
            s->hand[p] = hands[p];
}

/* Re-deal the other players' Djinn cards and the Djinn draw pile (counts kept). */
static void redeal_djinn(djinn_state_t *s, int observer, rng_t *rng)
{
    uint32_t pool = djinn_low_bits32(s->ndjinn) & ~s->djinn_hand[observer] & ~s->djinn_used;
    for (int p = 0; p < s->players; p++) {
        if (p == observer)
            continue;
        uint32_t h = (uint32_t)rng_pick_bits(rng, pool, djinn_popcount(s->djinn_hand[p]));
        s->djinn_hand[p] = h;
        pool &= ~h;
    }
    s->djinn_deck = pool;
}

/* Everything `observer` has not seen is re-dealt consistently with what it saw:
 * hidden hands, the draw piles, the face-down caves of levels not yet turned over. */
void djinn_determinize(void *st, int observer, rng_t *rng)
{
    djinn_state_t *s = st;
    redeal_treasure(s, observer, rng);
    redeal_djinn(s, observer, rng);
    for (int l = 0; l < DJ_LEVELS; l++)
        if (!(s->revealed & (1u << l)))
            s->dealt[l] =
                (uint8_t)rng_pick_bits(rng, djinn_low_bits32(s->ncaves[l]), s->caves_dealt);
}

/* ---- evaluation: cave progress, a challenge in reach, usable claimed cards ---- */

/* Caves entered, a challenge within reach now, a few claimed cards to work with,
 * and the trick in play if this seat's card is winning it (a card to claim). */
static double progress(const djinn_state_t *s, int seat)
{
    double v = s->level[seat];
    if (djinn_completable(s, seat, 1))
        v += 0.6;
    int k = djinn_popcount(s->claimed[seat]);
    v += 0.05 * (k < 6 ? k : 6);
    if ((s->stage == DJ_ST_PLAY || s->stage == DJ_ST_AFTER) && s->trick_n > 0) {
        int w = djinn_trick_winner_slot(s);
        if (w >= 0 && s->trick_owner[w] == seat)
            v += 0.2;
    }
    if (s->stage == DJ_ST_CLAIM && s->seat == seat)
        v += 0.2;
    return v;
}

double djinn_evaluate(const void *st, int seat)
{
    const djinn_state_t *s = st;
    if (s->stage == DJ_ST_OVER && !s->capped) {
        outcome_t o;
        memset(&o, 0, sizeof o);
        djinn_outcome(s, &o);
        return o.result[seat] == RESULT_WIN ? 1.0 : o.result[seat] == RESULT_DRAW ? 0.5 : 0.0;
    }
    double mine = progress(s, seat), rival = 0.0;
    for (int p = 0; p < s->players; p++) {
        double v = p != seat ? progress(s, p) : 0.0;
        if (v > rival)
            rival = v;
    }
    double e = 0.5 + (mine - rival) / 8.0;
    return e < 0.0 ? 0.0 : e > 1.0 ? 1.0 : e;
}


/* ---- what a seat knows, as bytes: observe() ----
 * The information set of `seat`, in a fixed order. Everything public is written as
 * it lies; of what the seat cannot see only counts: the other hands, the other
 * players' Djinn cards, the two draw piles, the face-down cave rows. The voids a
 * player showed are the only history that still matters (the rest is in the piles
 * and the claimed cards), and they are public. Fields of a closed stage are reset in
 * the state (RULES.md "Trace"), so equal information gives equal bytes. */

typedef struct obs_buf {
    uint8_t *buf;
    size_t cap, len; /* len keeps counting past cap, like snprintf */
} obs_buf_t;

static void put8(obs_buf_t *o, unsigned v)
{
    if (o->len < o->cap)
        o->buf[o->len] = (uint8_t)v;
    o->len++;
}

static void put16(obs_buf_t *o, unsigned v)
{
    put8(o, v & 0xFFu);
    put8(o, (v >> 8) & 0xFFu);
}

static void put32(obs_buf_t *o, uint32_t v)
{
    put16(o, v & 0xFFFFu);
    put16(o, v >> 16);
}

static void put64(obs_buf_t *o, uint64_t v)
{
    put32(o, (uint32_t)v);
    put32(o, (uint32_t)(v >> 32));
}

#define DJ_OBS_INT(key) put16(&o, (unsigned)s->key);
#define DJ_OBS_BOOL(key) put8(&o, (unsigned)s->key);
#define DJ_OBS_CUSTOM(key) /* the card lists, written below from the state */
#define DJ_OBS_(C, kind, key, def, lo, hi, ptype, extra, help) DJ_OBS_##kind(key)

size_t djinn_observe(const void *st, int seat, uint8_t *buf, size_t n)
{
    const djinn_state_t *s = st;
    obs_buf_t o = {buf, n, 0};
    /* who asks, and the rules in force: every rule of DJINN_RULES, the card lists */
    put8(&o, (unsigned)seat);
    put8(&o, s->players);
    DJINN_RULES(DJ_OBS_, ~)
    for (int l = 0; l < DJ_LEVELS; l++) {
        put8(&o, s->ncaves[l]);
        for (int i = 0; i < s->ncaves[l]; i++)
            put16(&o, (unsigned)s->cave[l][i].kind | (unsigned)s->cave[l][i].target << 8);
    }
    put8(&o, s->ndjinn);
    for (int i = 0; i < s->ndjinn; i++)
        put8(&o, (unsigned)s->djinn[i].effect | (unsigned)s->djinn[i].param << 4);
    /* whose turn, what stage, the counters */
    put8(&o, s->stage);
    put8(&o, s->seat);
    put16(&o, s->phases);
    put8(&o, s->dealer);
    put8(&o, s->leader);
    put8(&o, s->trick_no);
    put8(&o, s->phase_tricks);
    put32(&o, s->turns);
    put8(&o, s->capped);
    put8(&o, s->trump_card);
    /* the trick and the turn (all face up) */
    put8(&o, s->trick_n);
    for (int i = 0; i < s->trick_n; i++) {
        put8(&o, s->trick_card[i]);
        put8(&o, s->trick_owner[i]);
    }
    put8(&o, s->trick_as_led);
    put8(&o, s->led_colour);
    put8(&o, s->trick_trump);
    put8(&o, s->lowest_wins);
    put8(&o, s->djinn_this_turn);
    put8(&o, s->free_play);
    put8(&o, s->played);
    /* the challenge stage: who has been asked, the options, the cave and cards chosen */
    put8(&o, s->ch_order);
    put8(&o, s->ch_cave);
    put8(&o, s->ch_options);
    put64(&o, s->pick);
    /* the cave system: face-up rows only; the tiles */
    put8(&o, s->revealed);
    for (int l = 0; l < DJ_LEVELS; l++)
        put8(&o, (s->revealed >> l) & 1 ? s->dealt[l] : 0);
    /* the seat's own cards */
    put64(&o, s->hand[seat]);
    put32(&o, s->djinn_hand[seat]);
    /* the public piles, and the counts of what is hidden */
    put64(&o, s->discard);
    put32(&o, s->djinn_used);
    put8(&o, (unsigned)djinn_popcount(s->deck));
    put8(&o, (unsigned)djinn_popcount(s->djinn_deck));
    for (int p = 0; p < s->players; p++) {
        put64(&o, s->claimed[p]);
        put8(&o, s->level[p]);
        put8(&o, s->cave_at[p]);
        put8(&o, s->voids[p]);
        put8(&o, (unsigned)djinn_popcount(s->hand[p]));
        put8(&o, (unsigned)djinn_popcount(s->djinn_hand[p]));
    }
    return o.len;
}

/* ---- what a seat sees, in words: view_text() ----
 * Reads only what djinn_observe writes. Seats and caves count from 1. Written
 * without printf: the test battery asks every seat's view at every step it checks,
 * and formatting with printf made view_text 30 times slower than observe. The
 * appenders keep textbuf_t's contract (never past the buffer, NUL-terminated, the
 * length wanted keeps counting). */

static void vt_mem(textbuf_t *t, const char *str, size_t len)
{
    if (t->len + len < t->cap) {
        memcpy(t->buf + t->len, str, len);
        t->buf[t->len + len] = '\0';
    } else if (t->len + 1 < t->cap) {
        size_t room = t->cap - 1 - t->len;
        memcpy(t->buf + t->len, str, room);
        t->buf[t->cap - 1] = '\0';
    }
    t->len += len;
}

static void vt_str(textbuf_t *t, const char *str) { vt_mem(t, str, strlen(str)); }

static void vt_int(textbuf_t *t, long v)
{
    char d[24];
    int k = sizeof d;
    unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
    do
        d[--k] = (char)('0' + u % 10);
    while (u /= 10);
    if (v < 0)
        d[--k] = '-';
    vt_mem(t, d + k, sizeof d - (size_t)k);
}

/* "1 card", "3 cards". */
static void vt_count(textbuf_t *t, int k, const char *one, const char *many)
{
    vt_int(t, k);
    vt_str(t, k == 1 ? one : many);
}

static void vt_card(textbuf_t *t, int c)
{
    vt_str(t, djinn_colour_names[DJ_COLOUR(c)]);
    vt_mem(t, " ", 1);
    vt_int(t, DJ_VALUE(c));
}

static void vt_cards(textbuf_t *t, uint64_t set)
{
    if (!set)
        vt_str(t, "none");
    for (int first = 1; set; set &= set - 1, first = 0) {
        if (!first)
            vt_str(t, ", ");
        vt_card(t, __builtin_ctzll(set));
    }
}

static void vt_djinn(textbuf_t *t, const djinn_state_t *s, uint32_t set)
{
    if (!set)
        vt_str(t, "none");
    for (int first = 1; set; set &= set - 1, first = 0) {
        const djinn_card_t *d = &s->djinn[__builtin_ctz(set)];
        if (!first)
            vt_str(t, ", ");
        vt_str(t, djinn_effect_names[d->effect]);
        if (d->effect == DJ_FREE_PLAY && d->param)
            vt_str(t, " (counts as led)");
    }
}

/* "4-cave 2 (sum_below 20)": a cave by its level and its place in the row. */
static void vt_cave(textbuf_t *t, const djinn_state_t *s, int level, int idx)
{
    const djinn_cave_t *c = &s->cave[level][idx];
    vt_int(t, level + 3);
    vt_str(t, "-cave ");
    vt_int(t, djinn_cave_position(s, level, idx));
    vt_str(t, " (");
    vt_str(t, djinn_kind_names[c->kind]);
    if (c->target) {
        vt_mem(t, " ", 1);
        vt_int(t, c->target);
    }
    vt_mem(t, ")", 1);
}

static void vt_seat(textbuf_t *t, int p, int seat)
{
    vt_str(t, "seat ");
    vt_int(t, p + 1);
    if (p == seat)
        vt_str(t, " (you)");
}

static const char *colour_or(int c, const char *none)
{
    return c == DJ_NONE ? none : djinn_colour_names[c];
}

/* The end: who won (RULES.md "End of the game"), or that the game was capped. */
static void vt_over(textbuf_t *t, const djinn_state_t *s, int seat)
{
    if (s->capped) {
        vt_str(t, "The game is over, stopped unfinished (capped)");
        return;
    }
    outcome_t o;
    memset(&o, 0, sizeof o);
    djinn_outcome(s, &o);
    vt_str(t, "The game is over");
    for (int p = 0, first = 1; p < s->players; p++)
        if (o.result[p] != RESULT_LOSS) {
            vt_str(t, first ? (o.result[p] == RESULT_WIN ? "; the winner: " : "; a draw between ")
                            : " and ");
            vt_seat(t, p, seat);
            first = 0;
        }
}

/* The lines that say who decides what now. */
static void vt_stage(textbuf_t *t, const djinn_state_t *s, int seat)
{
    switch (s->stage) {
    case DJ_ST_PLAY:
        vt_str(t, "Now: ");
        vt_seat(t, s->seat, seat);
        vt_str(t, " plays a card (or a Djinn card first)");
        break;
    case DJ_ST_AFTER:
        vt_str(t, "Now: ");
        vt_seat(t, s->seat, seat);
        vt_str(t, " has played its card: a Djinn card, or end the turn");
        break;
    case DJ_ST_CLAIM:
        vt_str(t, "Now: ");
        vt_seat(t, s->seat, seat);
        vt_str(t, " won the trick and claims one of its cards");
        break;
    case DJ_ST_CAVE:
        vt_str(t, "Now: challenges; ");
        vt_seat(t, s->seat, seat);
        vt_str(t, " must complete one; it can complete");
        for (unsigned m = s->ch_options; m; m &= m - 1) {
            vt_mem(t, " ", 1);
            vt_cave(t, s, s->level[s->seat], __builtin_ctz(m));
        }
        break;
    case DJ_ST_PICK:
        vt_str(t, "Now: challenges; ");
        vt_seat(t, s->seat, seat);
        vt_str(t, " spends claimed cards on ");
        vt_cave(t, s, s->level[s->seat], s->ch_cave);
        vt_str(t, "; chosen so far: ");
        vt_cards(t, s->pick);
        break;
    default:
        vt_over(t, s, seat);
        break;
    }
    vt_str(t, ".\n");
    if ((s->stage == DJ_ST_PLAY || s->stage == DJ_ST_AFTER) &&
        (s->djinn_this_turn || s->free_play)) {
        static const char *const free_names[] = {"", "; a free play in force",
                                                 "; a free play (counts as led) in force"};
        vt_str(t, "This turn: ");
        vt_int(t, s->djinn_this_turn);
        vt_str(t, s->djinn_this_turn == 1 ? " Djinn card played" : " Djinn cards played");
        vt_str(t, free_names[s->free_play]);
        vt_str(t, ".\n");
    }
}

static void vt_trick(textbuf_t *t, const djinn_state_t *s, int seat)
{
    vt_str(t, "Trick ");
    vt_int(t, s->trick_no + 1);
    vt_str(t, " of ");
    vt_int(t, s->phase_tricks);
    vt_str(t, ", led by ");
    vt_seat(t, s->leader, seat);
    vt_str(t, ": led colour ");
    vt_str(t, colour_or(s->led_colour, "none yet"));
    vt_str(t, ", trump ");
    vt_str(t, colour_or(s->trick_trump, "none"));
    if (s->lowest_wins)
        vt_str(t, ", the lowest card wins");
    vt_str(t, ".\n");
    for (int i = 0; i < s->trick_n; i++) {
        int c = s->trick_card[i];
        vt_str(t, "  ");
        vt_seat(t, s->trick_owner[i], seat);
        vt_str(t, ": ");
        if (c == DJ_NONE) {
            vt_str(t, "(taken by a Djinn card)\n");
            continue;
        }
        vt_card(t, c);
        if ((s->trick_as_led >> i) & 1)
            vt_str(t, " (counts as the led colour)");
        vt_mem(t, "\n", 1);
    }
}

static void vt_player(textbuf_t *t, const djinn_state_t *s, int p, int seat)
{
    vt_str(t, "  ");
    vt_seat(t, p, seat);
    if (s->level[p] == 0) {
        vt_str(t, ": above the 3-caves");
    } else {
        vt_str(t, ": in ");
        vt_int(t, s->level[p] + 2);
        vt_str(t, "-cave ");
        vt_int(t, djinn_cave_position(s, s->level[p] - 1, s->cave_at[p]));
    }
    if (p != seat) {
        vt_str(t, "; ");
        vt_count(t, djinn_popcount(s->hand[p]), " card in hand", " cards in hand");
        vt_str(t, ", ");
        vt_count(t, djinn_popcount(s->djinn_hand[p]), " Djinn card", " Djinn cards");
    }
    vt_str(t, "; claimed: ");
    vt_cards(t, s->claimed[p]);
    if (s->voids[p]) {
        vt_str(t, "; showed it has no");
        for (int c = 0; c < DJ_MAX_COLOURS; c++)
            if ((s->voids[p] >> c) & 1) {
                vt_mem(t, " ", 1);
                vt_str(t, djinn_colour_names[c]);
            }
    }
    vt_mem(t, "\n", 1);
}

int djinn_view_text(const void *st, int seat, char *buf, size_t n)
{
    const djinn_state_t *s = st;
    textbuf_t t = {buf, n, 0};
    if (n)
        buf[0] = '\0';
    vt_str(&t, "Djinn, ");
    vt_int(&t, s->players);
    vt_str(&t, " players. You are seat ");
    vt_int(&t, seat + 1);
    vt_str(&t, ". Phase ");
    vt_int(&t, s->phases);
    vt_str(&t, ", dealt by ");
    vt_seat(&t, s->dealer, seat);
    vt_str(&t, ".\n");
    vt_stage(&t, s, seat);
    if (s->trump_card != DJ_NONE) {
        vt_str(&t, "Trump this phase: ");
        vt_str(&t, djinn_colour_names[DJ_COLOUR(s->trump_card)]);
        vt_str(&t, " (the turned-up card: ");
        vt_card(&t, s->trump_card);
        vt_str(&t, ").\n");
    }
    if (s->stage == DJ_ST_PLAY || s->stage == DJ_ST_AFTER || s->stage == DJ_ST_CLAIM)
        vt_trick(&t, s, seat);
    vt_str(&t, "Your hand: ");
    vt_cards(&t, s->hand[seat]);
    vt_str(&t, ".\nYour Djinn cards: ");
    vt_djinn(&t, s, s->djinn_hand[seat]);
    vt_str(&t, ".\nCaves:\n");
    for (int l = 0; l < DJ_LEVELS; l++) {
        vt_str(&t, "  ");
        if (!((s->revealed >> l) & 1)) {
            vt_int(&t, l + 3);
            vt_str(&t, "-caves: ");
            vt_count(&t, s->caves_dealt, " card face down\n", " cards face down\n");
            continue;
        }
        for (int i = 0, first = 1; i < s->ncaves[l]; i++)
            if ((s->dealt[l] >> i) & 1) {
                if (!first)
                    vt_str(&t, ", ");
                vt_cave(&t, s, l, i);
                first = 0;
            }
        vt_mem(&t, "\n", 1);
    }
    vt_str(&t, "Players:\n");
    for (int p = 0; p < s->players; p++)
        vt_player(&t, s, p, seat);
    vt_str(&t, "Draw pile: ");
    vt_count(&t, djinn_popcount(s->deck), " card", " cards");
    vt_str(&t, ". Discard pile: ");
    vt_cards(&t, s->discard);
    vt_str(&t, ".\nDjinn draw pile: ");
    vt_count(&t, djinn_popcount(s->djinn_deck), " card", " cards");
    vt_str(&t, ". Used Djinn cards: ");
    vt_djinn(&t, s, s->djinn_used);
    vt_str(&t, ".\n");
    return tb_finish(&t);
}
