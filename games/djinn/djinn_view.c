/* djinn_view.c - what a seat knows: determinize (re-deal what it has not seen), the
 * heuristic evaluation agents use, its observation (observe) and its view as text
 * (view_text). */
#include <string.h>

#include "djinn.h"
#include "obsbuf.h"
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

/* Re-deal the other players' Djinn cards and the Djinn draw pile (counts kept). Since
 * the pile was last formed (djinn_formed) it holds only cards of that set, and each
 * hand holds as many of them as it drew since and still holds (public): those come
 * from the unseen cards of the set, the hand's older ones from the rest. Until the
 * first reshuffle the set is every card: one pool, as dealt. */
static void redeal_djinn(djinn_state_t *s, int observer, rng_t *rng)
{
    uint32_t unseen = djinn_low_bits32(s->ndjinn) & ~s->djinn_hand[observer] & ~s->djinn_used;
    uint32_t fresh = unseen & s->djinn_formed, older = unseen & ~s->djinn_formed;
    for (int p = 0; p < s->players; p++) {
        if (p == observer)
            continue;
        int n = djinn_popcount(s->djinn_hand[p]);
        int k = djinn_popcount(s->djinn_hand[p] & s->djinn_formed);
        uint32_t h = (uint32_t)rng_choose_bits(rng, fresh, k);
        if (n > k)
            h |= (uint32_t)rng_choose_bits(rng, older & ~h, n - k);
        s->djinn_hand[p] = h;
        fresh &= ~h;
        older &= ~h;
    }
    s->djinn_deck = fresh;
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
                (uint8_t)rng_choose_bits(rng, djinn_low_bits32(s->ncaves[l]), s->caves_dealt);
}

/* ---- evaluation: cave progress, a challenge in reach, usable claimed cards ----
 *
 * progress(p) = caves entered + 0.6 if a face-up cave of the next level can be
 * completed with p's claimed cards now + 0.05 per claimed card (up to 6) + 0.2 while
 * p's card wins the trick in play (or p claims it); evaluate(seat) = 0.5 +
 * (progress(seat) - the best progress of the others, at least 0) / 8, in [0, 1].
 *
 * The metrics sample every seat's evaluate and MCTS scores every seat at the end of
 * each playout, so this is written for speed, returning exactly (bit for bit) the
 * double the plain version returns (kept in tests/test_djinn.c as the reference and
 * compared over 120,000 states): the trick's winner is found once per call, not
 * once per seat; the challenge test is djinn_challenges_met, which works from the
 * claimed cards' number planes, folded once per seat, where djinn_challenge_possible
 * searches, and each seat's last answer is remembered; a rival's challenge is tested only when it could raise
 * the best rival; and the progress sums come from a table of the same sums, added
 * in the same order as the plain version's. About 500 instructions a call where
 * the plain version took about 3,000. */

/* The last answer of in_reach for each seat, per thread, with all it depends on
 * once the level lies face up: the claimed cards, the level, the cave cards of its
 * row (kind and total, all DJ_MAX_CAVES entries as bytes), which of them are dealt,
 * and two_pairs_distinct. The metrics and MCTS ask every seat about one state in a
 * row, and greedy asks about states that differ by one move, so most questions were
 * just answered; an answer is reused only when every part of it is equal. */
typedef struct reach_memo {
    uint64_t claimed;
    uint64_t row[2];
    uint32_t key; /* 1 | level << 1 | two_pairs_distinct << 3 | dealt row << 8 */
    int reach;
} reach_memo_t;

_Static_assert(sizeof(((djinn_state_t *)0)->cave[0]) == sizeof(((reach_memo_t *)0)->row),
               "a memo's row holds one level's cave cards");

static _Thread_local reach_memo_t reach_memo[DJ_MAX_PLAYERS];

/* Work out and remember a seat's answer (the memo's miss). */
static __attribute__((noinline)) int reach_compute(const djinn_state_t *s, int seat, int l,
                                                   unsigned dealt, reach_memo_t key)
{
    key.reach = djinn_challenges_met(s->cave[l], dealt, djinn_level_size(l),
                                     s->two_pairs_distinct, s->claimed[seat], 1) != 0;
    reach_memo[seat] = key;
    return key.reach;
}

/* djinn_completable(s, seat, 1) != 0: a face-up cave of the next level in reach;
 * `held` is the seat's claimed cards' count. */
static inline int in_reach(const djinn_state_t *s, int seat, int held)
{
    int l = s->level[seat];
    if (l >= DJ_LEVELS || !(s->revealed & (1u << l)) || held < djinn_level_size(l))
        return 0;
    unsigned dealt = s->dealt[l] & djinn_low_bits32(s->ncaves[l]);
    reach_memo_t key = {.claimed = s->claimed[seat],
                        .key = 1u | (uint32_t)l << 1 |
                               (uint32_t)(s->two_pairs_distinct != 0) << 3 | dealt << 8};
    memcpy(key.row, s->cave[l], sizeof key.row);
    const reach_memo_t *memo = &reach_memo[seat];
    if (memo->key == key.key && memo->claimed == key.claimed && memo->row[0] == key.row[0] &&
        memo->row[1] == key.row[1])
        return memo->reach;
    return reach_compute(s, seat, l, dealt, key);
}

/* One seat's progress, summed in the plain version's order: its caves, 0.6 with a
 * challenge in reach, 0.05 a claimed card up to 6, 0.2 when winning the trick. */
static double progress(int level, int reach, int held, int winning)
{
    double v = level;
    if (reach)
        v += 0.6;
    v += 0.05 * (held < 6 ? held : 6);
    if (winning)
        v += 0.2;
    return v;
}

/* The same sums for the levels a seat can have (0-3), worked out by the compiler,
 * [level][claimed cards up to 6][winning][in reach]. Adding 0.0 where progress()
 * adds nothing changes no value (every partial sum is positive or +0). */
#define DJ_PR(l, h, w, r) ((((double)(l) + ((r) ? 0.6 : 0.0)) + 0.05 * (h)) + ((w) ? 0.2 : 0.0))
#define DJ_PR_W(l, h, w) {DJ_PR(l, h, w, 0), DJ_PR(l, h, w, 1)}
#define DJ_PR_H(l, h) {DJ_PR_W(l, h, 0), DJ_PR_W(l, h, 1)}
#define DJ_PR_L(l)                                                                         \
    {DJ_PR_H(l, 0), DJ_PR_H(l, 1), DJ_PR_H(l, 2), DJ_PR_H(l, 3), DJ_PR_H(l, 4),           \
     DJ_PR_H(l, 5), DJ_PR_H(l, 6)}
static const double progress_table[DJ_LEVELS + 1][7][2][2] = {DJ_PR_L(0), DJ_PR_L(1),
                                                              DJ_PR_L(2), DJ_PR_L(3)};
#undef DJ_PR_L
#undef DJ_PR_H
#undef DJ_PR_W
#undef DJ_PR

/* Whether the game is decided (over and not capped); then *o holds its outcome. */
static int decided(const djinn_state_t *s, outcome_t *o)
{
    if (s->stage != DJ_ST_OVER || s->capped)
        return 0;
    memset(o, 0, sizeof *o);
    djinn_outcome(s, o);
    return 1;
}

/* The value of a decided game for `seat`: 1 a win, 0.5 a draw, 0 a loss. */
static double over_value(const outcome_t *o, int seat)
{
    return o->result[seat] == RESULT_WIN ? 1.0 : o->result[seat] == RESULT_DRAW ? 0.5 : 0.0;
}

/* What every seat's evaluate shares: each seat's progress without and with a
 * challenge in reach (pr), its claimed cards (held). */
typedef struct eval_terms {
    double pr[DJ_MAX_PLAYERS][2];
    int held[DJ_MAX_PLAYERS];
} eval_terms_t;

static void eval_terms(const djinn_state_t *s, eval_terms_t *t)
{
    /* the seat whose card wins the trick in play, or who claims it */
    int winner = -1;
    if ((s->stage == DJ_ST_PLAY || s->stage == DJ_ST_AFTER) && s->trick_n > 0) {
        int w = djinn_trick_winner_slot(s);
        if (w >= 0)
            winner = s->trick_owner[w];
    } else if (s->stage == DJ_ST_CLAIM) {
        winner = s->seat;
    }
    for (int p = 0; p < s->players; p++) {
        int l = s->level[p], h = djinn_popcount(s->claimed[p]);
        t->held[p] = h;
        h = h < 6 ? h : 6;
        if (l <= DJ_LEVELS) {
            t->pr[p][0] = progress_table[l][h][winner == p][0];
            t->pr[p][1] = progress_table[l][h][winner == p][1];
        } else { /* not a level of the game: as the plain version would sum it */
            t->pr[p][0] = progress(l, 0, h, winner == p);
            t->pr[p][1] = progress(l, 1, h, winner == p);
        }
    }
}

/* 0.5 + (mine - the best rival's progress, at least 0) / 8, in [0, 1]. */
static double eval_value(double mine, double rival)
{
    double e = 0.5 + (mine - rival) / 8.0;
    return e < 0.0 ? 0.0 : e > 1.0 ? 1.0 : e;
}

double djinn_evaluate(const void *st, int seat)
{
    const djinn_state_t *s = st;
    outcome_t o;
    if (decided(s, &o))
        return over_value(&o, seat);
    eval_terms_t t;
    eval_terms(s, &t);
    double mine = t.pr[seat][in_reach(s, seat, t.held[seat])];
    /* the best rival: first without challenges, then each rival's challenge tested
     * only where it could raise the best (adding 0.6 before the rest can only raise
     * the rounded sum, never lower it) */
    double rival = 0.0;
    for (int p = 0; p < s->players; p++)
        if (p != seat && t.pr[p][0] > rival)
            rival = t.pr[p][0];
    for (int p = 0; p < s->players; p++)
        if (p != seat && t.pr[p][1] > rival && in_reach(s, p, t.held[p]))
            rival = t.pr[p][1];
    return eval_value(mine, rival);
}

/* game_t.evaluate_all: every seat's djinn_evaluate from one pass. Each seat's value
 * needs its own challenge test, so every seat's is made once; a seat's best rival is
 * then the largest of the others' progress with their own test's answer, which is the
 * double djinn_evaluate settles on (its two loops take the same maximum, testing a
 * rival only where the test could raise it). */
void djinn_evaluate_all(const void *st, double *out)
{
    const djinn_state_t *s = st;
    outcome_t o;
    if (decided(s, &o)) {
        for (int p = 0; p < s->players; p++)
            out[p] = over_value(&o, p);
        return;
    }
    eval_terms_t t;
    eval_terms(s, &t);
    double own[DJ_MAX_PLAYERS];
    for (int p = 0; p < s->players; p++)
        own[p] = t.pr[p][in_reach(s, p, t.held[p])];
    for (int seat = 0; seat < s->players; seat++) {
        double rival = 0.0;
        for (int p = 0; p < s->players; p++)
            if (p != seat && own[p] > rival)
                rival = own[p];
        out[seat] = eval_value(own[seat], rival);
    }
}

/* ---- what a seat knows, as bytes: observe() ----
 * The information set of `seat`, in a fixed order. Everything public is written as
 * it lies; of what the seat cannot see only counts: the other hands, the other
 * players' Djinn cards, the two draw piles, the face-down cave rows. The voids a
 * player showed are the only history that still matters (the rest is in the piles
 * and the claimed cards), and they are public. Fields of a closed stage are reset in
 * the state (RULES.md "Trace"), so equal information gives equal bytes. */

#define DJ_OBS_INT(key) ob_u16(&o, (unsigned)s->key);
#define DJ_OBS_BOOL(key) ob_u8(&o, (unsigned)s->key);
#define DJ_OBS_CUSTOM(key) /* the card lists, written below from the state */
#define DJ_OBS_(C, kind, key, def, lo, hi, ptype, extra, help) DJ_OBS_##kind(key)

size_t djinn_observe(const void *st, int seat, uint8_t *buf, size_t n)
{
    const djinn_state_t *s = st;
    obsbuf_t o = {buf, n, 0};
    /* who asks, and the rules in force: every rule of DJINN_RULES, the card lists */
    ob_u8(&o, (unsigned)seat);
    ob_u8(&o, s->players);
    DJINN_RULES(DJ_OBS_, ~)
    for (int l = 0; l < DJ_LEVELS; l++) {
        ob_u8(&o, s->ncaves[l]);
        for (int i = 0; i < s->ncaves[l]; i++)
            ob_u16(&o, (unsigned)s->cave[l][i].kind | (unsigned)s->cave[l][i].target << 8);
    }
    ob_u8(&o, s->ndjinn);
    for (int i = 0; i < s->ndjinn; i++)
        ob_u8(&o, (unsigned)s->djinn[i].effect | (unsigned)s->djinn[i].param << 4);
    /* whose turn, what stage, the counters */
    ob_u8(&o, s->stage);
    ob_u8(&o, s->seat);
    ob_u16(&o, s->phases);
    ob_u8(&o, s->dealer);
    ob_u8(&o, s->leader);
    ob_u8(&o, s->trick_no);
    ob_u8(&o, s->phase_tricks);
    ob_u32(&o, s->turns);
    ob_u8(&o, s->capped);
    ob_u8(&o, s->trump_card);
    /* the trick and the turn (all face up) */
    ob_u8(&o, s->trick_n);
    for (int i = 0; i < s->trick_n; i++) {
        ob_u8(&o, s->trick_card[i]);
        ob_u8(&o, s->trick_owner[i]);
    }
    ob_u8(&o, s->trick_as_led);
    ob_u8(&o, s->led_colour);
    ob_u8(&o, s->trick_trump);
    ob_u8(&o, s->lowest_wins);
    ob_u8(&o, s->djinn_this_turn);
    ob_u8(&o, s->free_play);
    ob_u8(&o, s->played);
    /* the challenge stage: who has been asked, the options, the cave and cards chosen */
    ob_u8(&o, s->ch_order);
    ob_u8(&o, s->ch_cave);
    ob_u8(&o, s->ch_options);
    ob_u64(&o, s->pick);
    /* the cave system: face-up rows only; the tiles */
    ob_u8(&o, s->revealed);
    for (int l = 0; l < DJ_LEVELS; l++)
        ob_u8(&o, (s->revealed >> l) & 1 ? s->dealt[l] : 0);
    /* the seat's own cards */
    ob_u64(&o, s->hand[seat]);
    ob_u32(&o, s->djinn_hand[seat]);
    /* the public piles, and the counts of what is hidden */
    ob_u64(&o, s->discard);
    ob_u32(&o, s->djinn_used);
    ob_u32(&o, s->djinn_formed);
    ob_u8(&o, (unsigned)djinn_popcount(s->deck));
    ob_u8(&o, (unsigned)djinn_popcount(s->djinn_deck));
    for (int p = 0; p < s->players; p++) {
        ob_u64(&o, s->claimed[p]);
        ob_u8(&o, s->level[p]);
        ob_u8(&o, s->cave_at[p]);
        ob_u8(&o, s->voids[p]);
        ob_u8(&o, (unsigned)djinn_popcount(s->hand[p]));
        ob_u8(&o, (unsigned)djinn_popcount(s->djinn_hand[p]));
        ob_u8(&o, (unsigned)djinn_popcount(s->djinn_hand[p] & s->djinn_formed));
    }
    return o.len;
}

/* ---- what a seat sees, in words: view_text() ----
 * Reads only what djinn_observe writes. Seats and caves count from 1. Written
 * without printf: the test battery asks every seat's view at every step it checks,
 * and formatting with printf made view_text 30 times slower than observe. The
 * appenders keep textbuf_t's contract (never past the buffer, NUL-terminated, the
 * length wanted keeps counting): tb_mem, tb_str and tb_int of textbuf.h. */

/* "1 card", "3 cards". */
static void vt_count(textbuf_t *t, int k, const char *one, const char *many)
{
    tb_int(t, k);
    tb_str(t, k == 1 ? one : many);
}

static void vt_card(textbuf_t *t, int c)
{
    tb_str(t, djinn_colour_names[DJ_COLOUR(c)]);
    tb_mem(t, " ", 1);
    tb_int(t, DJ_VALUE(c));
}

static void vt_cards(textbuf_t *t, uint64_t set)
{
    if (!set)
        tb_str(t, "none");
    for (int first = 1; set; set &= set - 1, first = 0) {
        if (!first)
            tb_str(t, ", ");
        vt_card(t, __builtin_ctzll(set));
    }
}

static void vt_djinn(textbuf_t *t, const djinn_state_t *s, uint32_t set)
{
    if (!set)
        tb_str(t, "none");
    for (int first = 1; set; set &= set - 1, first = 0) {
        const djinn_card_t *d = &s->djinn[__builtin_ctz(set)];
        if (!first)
            tb_str(t, ", ");
        tb_str(t, djinn_effect_names[d->effect]);
        if (d->effect == DJ_FREE_PLAY && d->param)
            tb_str(t, " (counts as led)");
    }
}

/* "4-cave 2 (sum_below 20)": a cave by its level and its place in the row. */
static void vt_cave(textbuf_t *t, const djinn_state_t *s, int level, int idx)
{
    const djinn_cave_t *c = &s->cave[level][idx];
    tb_int(t, level + 3);
    tb_str(t, "-cave ");
    tb_int(t, djinn_cave_position(s, level, idx));
    tb_str(t, " (");
    tb_str(t, djinn_kind_names[c->kind]);
    if (c->target) {
        tb_mem(t, " ", 1);
        tb_int(t, c->target);
    }
    tb_mem(t, ")", 1);
}

static void vt_seat(textbuf_t *t, int p, int seat)
{
    tb_str(t, "seat ");
    tb_int(t, p + 1);
    if (p == seat)
        tb_str(t, " (you)");
}

static const char *colour_or(int c, const char *none)
{
    return c == DJ_NONE ? none : djinn_colour_names[c];
}

/* The end: who won (RULES.md "End of the game"), or that the game was capped. */
static void vt_over(textbuf_t *t, const djinn_state_t *s, int seat)
{
    if (s->capped) {
        tb_str(t, "The game is over, stopped unfinished (capped)");
        return;
    }
    outcome_t o;
    memset(&o, 0, sizeof o);
    djinn_outcome(s, &o);
    tb_str(t, "The game is over");
    for (int p = 0, first = 1; p < s->players; p++)
        if (o.result[p] != RESULT_LOSS) {
            tb_str(t, first ? (o.result[p] == RESULT_WIN ? "; the winner: " : "; a draw between ")
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
        tb_str(t, "Now: ");
        vt_seat(t, s->seat, seat);
        tb_str(t, " plays a card (or a Djinn card first)");
        break;
    case DJ_ST_AFTER:
        tb_str(t, "Now: ");
        vt_seat(t, s->seat, seat);
        tb_str(t, " has played its card: a Djinn card, or end the turn");
        break;
    case DJ_ST_CLAIM:
        tb_str(t, "Now: ");
        vt_seat(t, s->seat, seat);
        tb_str(t, " won the trick and claims one of its cards");
        break;
    case DJ_ST_CAVE:
        tb_str(t, "Now: challenges; ");
        vt_seat(t, s->seat, seat);
        tb_str(t, " must complete one; it can complete");
        for (unsigned m = s->ch_options; m; m &= m - 1) {
            tb_mem(t, " ", 1);
            vt_cave(t, s, s->level[s->seat], __builtin_ctz(m));
        }
        break;
    case DJ_ST_PICK:
        tb_str(t, "Now: challenges; ");
        vt_seat(t, s->seat, seat);
        tb_str(t, " spends claimed cards on ");
        vt_cave(t, s, s->level[s->seat], s->ch_cave);
        tb_str(t, "; chosen so far: ");
        vt_cards(t, s->pick);
        break;
    default:
        vt_over(t, s, seat);
        break;
    }
    tb_str(t, ".\n");
    if ((s->stage == DJ_ST_PLAY || s->stage == DJ_ST_AFTER) &&
        (s->djinn_this_turn || s->free_play)) {
        static const char *const free_names[] = {"", "; a free play in force",
                                                 "; a free play (counts as led) in force"};
        tb_str(t, "This turn: ");
        tb_int(t, s->djinn_this_turn);
        tb_str(t, s->djinn_this_turn == 1 ? " Djinn card played" : " Djinn cards played");
        tb_str(t, free_names[s->free_play]);
        tb_str(t, ".\n");
    }
}

static void vt_trick(textbuf_t *t, const djinn_state_t *s, int seat)
{
    tb_str(t, "Trick ");
    tb_int(t, s->trick_no + 1);
    tb_str(t, " of ");
    tb_int(t, s->phase_tricks);
    tb_str(t, ", led by ");
    vt_seat(t, s->leader, seat);
    tb_str(t, ": led colour ");
    tb_str(t, colour_or(s->led_colour, "none yet"));
    tb_str(t, ", trump ");
    tb_str(t, colour_or(s->trick_trump, "none"));
    if (s->lowest_wins)
        tb_str(t, ", the lowest card wins");
    tb_str(t, ".\n");
    for (int i = 0; i < s->trick_n; i++) {
        int c = s->trick_card[i];
        tb_str(t, "  ");
        vt_seat(t, s->trick_owner[i], seat);
        tb_str(t, ": ");
        if (c == DJ_NONE) {
            tb_str(t, "(taken by a Djinn card)\n");
            continue;
        }
        vt_card(t, c);
        if ((s->trick_as_led >> i) & 1)
            tb_str(t, " (counts as the led colour)");
        tb_mem(t, "\n", 1);
    }
}

static void vt_player(textbuf_t *t, const djinn_state_t *s, int p, int seat)
{
    tb_str(t, "  ");
    vt_seat(t, p, seat);
    if (s->level[p] == 0) {
        tb_str(t, ": above the 3-caves");
    } else {
        tb_str(t, ": in ");
        tb_int(t, s->level[p] + 2);
        tb_str(t, "-cave ");
        tb_int(t, djinn_cave_position(s, s->level[p] - 1, s->cave_at[p]));
    }
    if (p != seat) {
        tb_str(t, "; ");
        vt_count(t, djinn_popcount(s->hand[p]), " card in hand", " cards in hand");
        tb_str(t, ", ");
        vt_count(t, djinn_popcount(s->djinn_hand[p]), " Djinn card", " Djinn cards");
    }
    tb_str(t, "; claimed: ");
    vt_cards(t, s->claimed[p]);
    if (s->voids[p]) {
        tb_str(t, "; showed it has no");
        for (int c = 0; c < DJ_MAX_COLOURS; c++)
            if ((s->voids[p] >> c) & 1) {
                tb_mem(t, " ", 1);
                tb_str(t, djinn_colour_names[c]);
            }
    }
    tb_mem(t, "\n", 1);
}

int djinn_view_text(const void *st, int seat, char *buf, size_t n)
{
    const djinn_state_t *s = st;
    textbuf_t t = {buf, n, 0};
    if (n)
        buf[0] = '\0';
    tb_str(&t, "Djinn, ");
    tb_int(&t, s->players);
    tb_str(&t, " players. You are seat ");
    tb_int(&t, seat + 1);
    tb_str(&t, ". Phase ");
    tb_int(&t, s->phases);
    tb_str(&t, ", dealt by ");
    vt_seat(&t, s->dealer, seat);
    tb_str(&t, ".\n");
    vt_stage(&t, s, seat);
    if (s->trump_card != DJ_NONE) {
        tb_str(&t, "Trump this phase: ");
        tb_str(&t, djinn_colour_names[DJ_COLOUR(s->trump_card)]);
        tb_str(&t, " (the turned-up card: ");
        vt_card(&t, s->trump_card);
        tb_str(&t, ").\n");
    }
    if (s->stage == DJ_ST_PLAY || s->stage == DJ_ST_AFTER || s->stage == DJ_ST_CLAIM)
        vt_trick(&t, s, seat);
    tb_str(&t, "Your hand: ");
    vt_cards(&t, s->hand[seat]);
    tb_str(&t, ".\nYour Djinn cards: ");
    vt_djinn(&t, s, s->djinn_hand[seat]);
    tb_str(&t, ".\nCaves:\n");
    for (int l = 0; l < DJ_LEVELS; l++) {
        tb_str(&t, "  ");
        if (!((s->revealed >> l) & 1)) {
            tb_int(&t, l + 3);
            tb_str(&t, "-caves: ");
            vt_count(&t, s->caves_dealt, " card face down\n", " cards face down\n");
            continue;
        }
        for (int i = 0, first = 1; i < s->ncaves[l]; i++)
            if ((s->dealt[l] >> i) & 1) {
                if (!first)
                    tb_str(&t, ", ");
                vt_cave(&t, s, l, i);
                first = 0;
            }
        tb_mem(&t, "\n", 1);
    }
    tb_str(&t, "Players:\n");
    for (int p = 0; p < s->players; p++)
        vt_player(&t, s, p, seat);
    tb_str(&t, "Draw pile: ");
    vt_count(&t, djinn_popcount(s->deck), " card", " cards");
    tb_str(&t, ". Discard pile: ");
    vt_cards(&t, s->discard);
    tb_str(&t, ".\nDjinn draw pile: ");
    vt_count(&t, djinn_popcount(s->djinn_deck), " card", " cards");
    tb_str(&t, ". Used Djinn cards: ");
    vt_djinn(&t, s, s->djinn_used);
    tb_str(&t, ".\n");
    return tb_finish(&t);
}
