/* djinn.c - Djinn (2018): rules, setup, move generation and play.
 *
 * A phase: deal, turn up trump, play `tricks` tricks (each winner claims one card),
 * then every player completes at most one cave challenge (obliged to when able),
 * the last-placed get Djinn cards and a new start player deals. The game ends after
 * the phase in which someone completes a 5-cave. RULES.md maps each rulebook line
 * to the functions below. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "djinn.h"
#include "trace_event.h"

/* ---- small helpers ---- */

/* Rare steps (once a phase, a Djinn effect) kept out of apply's hot path: inlined,
 * their trace calls would cost the common move a few register saves. Not `cold`:
 * gcc would then also shrink what they call (next_challenger), which is not rare. */
#define DJ_RARE __attribute__((noinline))

/* Slot of `seat`'s card in the trick, or -1. */
static int slot_of(const djinn_state_t *s, int seat)
{
    for (int i = 0; i < s->trick_n; i++)
        if (s->trick_card[i] != DJ_NONE && s->trick_owner[i] == seat)
            return i;
    return -1;
}

static int others_in_trick(const djinn_state_t *s, int seat)
{
    for (int i = 0; i < s->trick_n; i++)
        if (s->trick_card[i] != DJ_NONE && s->trick_owner[i] != seat)
            return 1;
    return 0;
}

/* A Djinn card from the draw pile; the used pile is reshuffled when it runs out.
 * `why` names the occasion in the trace ("start", "last_place"). */
static void draw_djinn(djinn_state_t *s, int seat, rng_t *rng, const char *why)
{
    if (!s->djinn_deck && s->djinn_used) {
        s->djinn_deck = s->djinn_formed = s->djinn_used;
        s->djinn_used = 0;
        if (TRACE_ON())
            djinn_trace_djinn_reshuffle(s->djinn_deck);
    }
    if (!s->djinn_deck) {
        if (TRACE_ON())
            djinn_trace_djinn_draw(s, seat, -1, why);
        return;
    }
    int idx = rng_pick_bit(rng, s->djinn_deck);
    s->djinn_deck &= ~(1u << idx);
    s->djinn_hand[seat] |= 1u << idx;
    if (TRACE_ON())
        djinn_trace_djinn_draw(s, seat, idx, why);
}

/* ---- the trick ---- */

static int effective_colour(const djinn_state_t *s, int slot)
{
    if (s->trick_as_led & (1u << slot))
        return s->led_colour;
    return DJ_COLOUR(s->trick_card[slot]);
}

/* Trump beats the led colour, which beats the rest; within the winning colour the
 * highest number wins (the lowest under "lowest wins"), the earlier card on a tie.
 * If neither trump nor the led colour is left (a Djinn took the led card), the
 * first card still lying there counts as led. */
/* The common case: no card counts as led without being of the led colour. Then the
 * winner is the highest (lowest under "lowest wins") card of the trump colour in the
 * trick, else of the led colour: within one colour card ids order the numbers, and
 * cards are unique. -1 when that is not the case or neither trump nor the led colour
 * lies there. */
static inline int winner_by_key(const djinn_state_t *s)
{
    if (s->trick_as_led)
        return -1;
    uint64_t cards = 0;
    for (int i = 0; i < s->trick_n; i++)
        if (s->trick_card[i] != DJ_NONE)
            cards |= DJ_BIT(s->trick_card[i]);
    uint64_t group = s->trick_trump < DJ_MAX_COLOURS /* else no trump */
                         ? cards & DJ_COLOUR_MASK(s->trick_trump)
                         : 0;
    if (!group && s->led_colour < DJ_MAX_COLOURS)
        group = cards & DJ_COLOUR_MASK(s->led_colour);
    if (!group)
        return -1;
    int w = s->lowest_wins ? __builtin_ctzll(group) : djinn_top_bit(group);
    for (int i = 0;; i++)
        if (s->trick_card[i] == w)
            return i;
}

int djinn_trick_winner_slot(const djinn_state_t *s)
{
    int fast = winner_by_key(s);
    if (fast >= 0)
        return fast;
    /* bit i of each mask: slot i holds a card / of the trump colour / of the led one */
    unsigned present = 0, trump = 0, led = 0;
    int colour[DJ_MAX_PLAYERS];
    for (int i = 0; i < s->trick_n; i++) {
        if (s->trick_card[i] == DJ_NONE)
            continue;
        int c = effective_colour(s, i);
        colour[i] = c;
        present |= 1u << i;
        trump |= (unsigned)(c == s->trick_trump) << i; /* never DJ_NONE: no trump */
        led |= (unsigned)(c == s->led_colour) << i;
    }
    if (!present)
        return -1;
    unsigned group = trump ? trump : led;
    if (!group) {
        int first = __builtin_ctz(present);
        for (unsigned m = present; m; m &= m - 1)
            group |= (unsigned)(colour[__builtin_ctz(m)] == colour[first]) << __builtin_ctz(m);
    }
    int best = __builtin_ctz(group), best_value = DJ_VALUE(s->trick_card[best]);
    for (unsigned m = group & (group - 1); m; m &= m - 1) {
        int i = __builtin_ctz(m), v = DJ_VALUE(s->trick_card[i]);
        if (s->lowest_wins ? v < best_value : v > best_value)
            best = i, best_value = v;
    }
    return best;
}

static void begin_turn(djinn_state_t *s)
{
    s->stage = DJ_ST_PLAY;
    s->djinn_this_turn = 0;
    s->free_play = 0;
    s->played = 0;
}

/* No trick on the table: nothing of a finished trick stays in the state. */
static void clear_trick(djinn_state_t *s)
{
    s->trick_n = 0;
    memset(s->trick_card, DJ_NONE, sizeof s->trick_card);
    memset(s->trick_owner, DJ_NONE, sizeof s->trick_owner);
    s->trick_as_led = 0;
    s->led_colour = DJ_NONE;
    s->trick_trump = DJ_NONE;
    s->lowest_wins = 0;
}

/* Nobody's turn in a trick (the trick is being claimed, or the tricks are over). */
static void clear_turn(djinn_state_t *s)
{
    s->djinn_this_turn = 0;
    s->free_play = 0;
    s->played = 0;
}

static void begin_trick(djinn_state_t *s)
{
    clear_trick(s);
    s->trick_trump = DJ_COLOUR(s->trump_card);
    s->seat = s->leader;
    begin_turn(s);
}

static void end_game(djinn_state_t *s, int capped)
{
    s->stage = DJ_ST_OVER;
    s->seat = DJ_NONE;
    s->capped = (uint8_t)capped;
    clear_turn(s);
}

/* Reshuffle everything but the claimed cards, deal, turn up trump. When claimed
 * cards leave too few for full hands, hands shrink (RULES.md: deck shortage); with
 * not even one card each and a trump card, the game stops before the reshuffle and
 * the phase that could not be dealt is not counted (`phases` = phases played). */
static void start_phase(djinn_state_t *s, rng_t *rng)
{
    uint64_t pool = s->all & ~djinn_claimed_all(s);
    int avail = djinn_popcount(pool), hand = s->hand_size;
    if (s->players * hand + 1 > avail)
        hand = (avail - 1) / s->players;
    if (s->phases >= s->phase_cap || hand < 1) {
        end_game(s, 1);
        if (TRACE_ON())
            djinn_trace_stop(s, s->phases >= s->phase_cap ? "phase_cap" : "too_few_cards");
        return;
    }
    s->phases++;
    if (TRACE_ON())
        djinn_trace_shuffle(s);
    s->discard = 0;
    s->phase_tricks = (uint8_t)(s->tricks < hand ? s->tricks : hand);
    /* the first `need` places of a Fisher-Yates shuffle of the pool's cards, in id
     * order: hands one after the other, then the trump card */
    uint8_t cards[64 + 8];
    int n = djinn_card_ids(pool, cards), players = s->players;
    uint64_t dealt = 0, hands[DJ_MAX_PLAYERS];
    rng_t r = *rng; /* in registers (the stores to cards[] may alias anything) */
    uint8_t *at = cards;
    uint32_t left = (uint32_t)n;
    for (int p = 0; p < players; p++) {
        uint64_t h = 0;
        for (uint8_t *end = at + hand; at < end; at++, left--) {
            uint8_t *j = at + rng_below_local(&r, left);
            h |= DJ_BIT(*j);
            *j = *at;
        }
        hands[p] = h;
        dealt |= h;
    }
    int trump = at[rng_below_local(&r, left)];
    *rng = r;
    for (int p = 0; p < players; p++)
        s->hand[p] = hands[p];
    s->trump_card = (uint8_t)trump;
    s->deck = pool & ~(dealt | DJ_BIT(trump));
    s->trick_no = 0;
    s->leader = (uint8_t)djinn_first_leader(s);
    begin_trick(s);
    if (TRACE_ON())
        djinn_trace_deal(s);
}

/* ---- cave challenges ---- */

/* The face-up caves of the level below `seat` it can complete now (bit per card);
 * `first_only` stops at the first one. */
unsigned djinn_completable(const djinn_state_t *s, int seat, int first_only)
{
    int l = s->level[seat];
    if (l >= DJ_LEVELS || !(s->revealed & (1u << l)) ||
        djinn_popcount(s->claimed[seat]) < djinn_level_size(l))
        return 0; /* (too few claimed cards: djinn_challenges_met would say so, later) */
    return djinn_challenges_met(s->cave[l], s->dealt[l] & djinn_low_bits32(s->ncaves[l]),
                                djinn_level_size(l), s->two_pairs_distinct, s->claimed[seat],
                                first_only);
}

static void finish_phase(djinn_state_t *s, rng_t *rng);

/* Next seat, clockwise from the phase's first leader, that can complete a challenge;
 * the seats passed over (unable to) are reported to the trace together. */
static void next_challenger(djinn_state_t *s, rng_t *rng)
{
    int first = djinn_first_leader(s), from = s->ch_order, players = s->players;
    int p = first + s->ch_order; /* (first + ch_order) % players, kept without dividing */
    if (p >= players)
        p -= players;
    for (; s->ch_order < players; s->ch_order++, p = p + 1 == players ? 0 : p + 1) {
        unsigned options = djinn_completable(s, p, 0);
        if (options) {
            s->ch_options = (uint8_t)options;
            s->seat = (uint8_t)p;
            s->stage = DJ_ST_CAVE;
            if (TRACE_ON())
                djinn_trace_no_challenge(s, from, s->ch_order);
            return;
        }
    }
    if (TRACE_ON())
        djinn_trace_no_challenge(s, from, s->ch_order);
    finish_phase(s, rng);
}

static DJ_RARE void complete_challenge(djinn_state_t *s, rng_t *rng)
{
    int p = s->seat;
    s->claimed[p] &= ~s->pick;
    s->discard |= s->pick;
    s->pick = 0;
    s->cave_at[p] = s->ch_cave;
    s->ch_cave = DJ_NONE;
    s->level[p]++;
    if (s->level[p] < DJ_LEVELS && !((s->revealed >> s->level[p]) & 1)) {
        s->revealed |= (uint8_t)(1u << s->level[p]);
        if (TRACE_ON())
            djinn_trace_caves(s, s->level[p]);
    }
    s->ch_order++;
    next_challenger(s, rng);
}

/* The tricks are over: nothing of the last trick, its turns or the emptied hands
 * (their voids) stays in the state while the challenges are completed. */
static DJ_RARE void end_of_tricks(djinn_state_t *s, rng_t *rng)
{
    if (TRACE_ON())
        djinn_trace_return(s);
    for (int p = 0; p < s->players; p++) {
        s->deck |= s->hand[p]; /* unplayed cards (tricks < hand_size) go back unseen */
        s->hand[p] = 0;
    }
    clear_trick(s);
    s->leader = DJ_NONE;
    memset(s->voids, 0, sizeof s->voids);
    s->ch_order = 0;
    next_challenger(s, rng);
}

/* Last place gets Djinn cards; the start player (sole last place, else the first
 * last-placed seat clockwise after the dealer) deals the next phase. The trace gets
 * the state at the end of the phase (deal_end) before the next deal. */
static void finish_phase(djinn_state_t *s, rng_t *rng)
{
    int low = DJ_LEVELS, start = -1;
    s->ch_order = 0; /* the challenge stage is closed */
    s->ch_options = 0;
    for (int p = 0; p < s->players; p++) {
        if (s->level[p] == DJ_LEVELS) {
            end_game(s, 0);
            if (TRACE_ON())
                djinn_trace_deal_end(s);
            return;
        }
        if (s->level[p] < low)
            low = s->level[p];
    }
    unsigned last = 0;
    for (int i = 1; i <= s->players; i++) {
        int p = (s->dealer + i) % s->players;
        if (s->level[p] == low) {
            last |= 1u << p;
            if (start < 0)
                start = p; /* a sole last-placed seat is also the first one */
        }
    }
    if (TRACE_ON())
        djinn_trace_last_place(s, low, last, start);
    for (int i = 1; i <= s->players; i++) {
        int p = (s->dealer + i) % s->players;
        if ((last >> p) & 1)
            for (int k = 0; k < s->djinn_last_place; k++)
                draw_djinn(s, p, rng, "last_place");
    }
    s->stage = DJ_ST_PHASE_END;
    s->seat = DJ_NONE;
    if (TRACE_ON())
        djinn_trace_deal_end(s);
    s->dealer = (uint8_t)start;
    start_phase(s, rng);
}

/* ---- Djinn cards ---- */

/* Emit the Djinn moves of the seat to move.
 * Copies of one card (same effect and parameter) give one move, by the lowest index.
 * djinn_moves() below answers the common case (no Djinn card to play) inline. */
static DJ_RARE int djinn_card_moves(const djinn_state_t *s, move_t *out)
{
    int after = s->stage == DJ_ST_AFTER, me = s->seat, n = 0;
    uint32_t seen = 0;
    for (uint32_t h = s->djinn_hand[me]; h; h &= h - 1) {
        int idx = __builtin_ctz(h);
        const djinn_card_t *d = &s->djinn[idx];
        uint32_t key = 1u << (d->effect * 2 + d->param);
        if (seen & key)
            continue;
        seen |= key;
#define EMIT(arg) (out[n++] = DJ_MOVE_DJINN(idx, (arg)))
        switch (d->effect) {
        case DJ_CHANGE_TRUMP:
            for (int c = 0; c < s->colours; c++)
                if (c != s->trick_trump)
                    EMIT(c);
            break;
        case DJ_FREE_PLAY:
            if (!after && s->trick_n > 0 && !s->free_play)
                EMIT(0);
            break;
        case DJ_SWAP:
            if (after && slot_of(s, me) >= 0)
                for (int i = 0; i < s->trick_n; i++)
                    if (s->trick_card[i] != DJ_NONE && s->trick_owner[i] != me)
                        EMIT(s->trick_owner[i]);
            break;
        case DJ_TAKE_HIGHEST:
            if (others_in_trick(s, me))
                EMIT(0);
            break;
        case DJ_REPLACE:
            if (s->deck)
                for (int i = 0; i < s->trick_n; i++)
                    if (s->trick_card[i] != DJ_NONE && s->trick_owner[i] != me)
                        EMIT(s->trick_owner[i]);
            break;
        case DJ_LOWEST_WINS:
            if (!s->lowest_wins)
                EMIT(0);
            break;
        case DJ_NO_TRUMP:
            if (s->trick_trump != DJ_NONE)
                EMIT(0);
            break;
        default:
            break;
        }
#undef EMIT
    }
    return n;
}

/* djinn_card_moves() != 0, without listing them: the effects of the cards in
 * the hand, each tested only when held (the trick is scanned only for the effects
 * that look at it). */
static DJ_RARE int djinn_card_move_exists(const djinn_state_t *s)
{
    int after = s->stage == DJ_ST_AFTER, me = s->seat;
    unsigned held = 0;
    for (uint32_t h = s->djinn_hand[me]; h; h &= h - 1)
        held |= 1u << s->djinn[__builtin_ctz(h)].effect;
    unsigned ok = (unsigned)(s->colours > 1 || (s->colours == 1 && s->trick_trump != 0))
                      << DJ_CHANGE_TRUMP |
                  (unsigned)(!after && s->trick_n > 0 && !s->free_play) << DJ_FREE_PLAY |
                  (unsigned)!s->lowest_wins << DJ_LOWEST_WINS |
                  (unsigned)(s->trick_trump != DJ_NONE) << DJ_NO_TRUMP;
    if (held & ok)
        return 1;
    if (!(held & (1u << DJ_SWAP | 1u << DJ_TAKE_HIGHEST | 1u << DJ_REPLACE)) ||
        !others_in_trick(s, me))
        return 0;
    ok = 1u << DJ_TAKE_HIGHEST | (unsigned)(s->deck != 0) << DJ_REPLACE |
         (unsigned)(after && slot_of(s, me) >= 0) << DJ_SWAP;
    return (held & ok) != 0;
}

static inline int djinn_moves(const djinn_state_t *s, move_t *out)
{
    if (!s->djinn_hand[s->seat] || s->djinn_this_turn >= s->djinn_per_turn)
        return 0;
    return djinn_card_moves(s, out);
}

/* The trick is complete: its winner is to claim. */
static __attribute__((noinline)) void trick_complete(djinn_state_t *s)
{
    int w = winner_by_key(s);
    if (w < 0)
        w = djinn_trick_winner_slot(s);
    s->seat = s->trick_owner[w];
    s->stage = DJ_ST_CLAIM;
    clear_turn(s);
    if (TRACE_ON())
        djinn_trace_trick_won(s);
}

/* (Not inlined: the card play jumps to it, and the next seat's turn, the common end,
 * then needs no registers saved.) */
static __attribute__((noinline)) void end_turn(djinn_state_t *s)
{
    if (s->trick_n == s->players) {
        trick_complete(s);
        return;
    }
    int next = s->seat + 1;
    s->seat = (uint8_t)(next == s->players ? 0 : next);
    begin_turn(s);
}

/* After a card or a Djinn card: stay for a Djinn card if one can be played. Inlined
 * into play_card, the common move, where gcc would otherwise call a split-off part. */
static inline __attribute__((always_inline)) void maybe_end_turn(djinn_state_t *s)
{
    if (!s->played)
        return;
    s->stage = DJ_ST_AFTER;
    if (!s->djinn_hand[s->seat] || s->djinn_this_turn >= s->djinn_per_turn ||
        !djinn_card_move_exists(s))
        end_turn(s);
}

static void take_highest(djinn_state_t *s, int me)
{
    int best = -1;
    for (int i = 0; i < s->trick_n; i++)
        if (s->trick_card[i] != DJ_NONE && s->trick_owner[i] != me &&
            (best < 0 || DJ_VALUE(s->trick_card[i]) > DJ_VALUE(s->trick_card[best])))
            best = i;
    s->claimed[me] |= DJ_BIT(s->trick_card[best]);
    s->trick_card[best] = DJ_NONE;
}

/* The replace Djinn card: `seat`'s trick card goes to the discard pile and the top
 * of the draw pile takes its place; the new card never counts as led. */
static DJ_RARE void replace_card(djinn_state_t *s, int seat, rng_t *rng)
{
    int slot = slot_of(s, seat);
    int card = rng_pick_bit(rng, s->deck), old = s->trick_card[slot];
    s->discard |= DJ_BIT(old);
    s->deck &= ~DJ_BIT(card);
    s->trick_card[slot] = (uint8_t)card;
    s->trick_as_led &= (uint8_t)~(1u << slot);
    if (TRACE_ON())
        djinn_trace_replace(seat, old, card);
}

static void apply_djinn(djinn_state_t *s, int idx, int arg, rng_t *rng)
{
    int me = s->seat;
    s->djinn_hand[me] &= ~(1u << idx);
    s->djinn_used |= 1u << idx;
    s->djinn_this_turn++;
    const djinn_card_t *d = &s->djinn[idx];
    switch (d->effect) {
    case DJ_CHANGE_TRUMP:
        s->trick_trump = (uint8_t)arg;
        break;
    case DJ_FREE_PLAY:
        s->free_play = (uint8_t)(1 + d->param);
        break;
    case DJ_SWAP: {
        int mine = slot_of(s, me), theirs = slot_of(s, arg);
        s->trick_owner[mine] = (uint8_t)arg;
        s->trick_owner[theirs] = (uint8_t)me;
        break;
    }
    case DJ_TAKE_HIGHEST:
        take_highest(s, me);
        break;
    case DJ_REPLACE:
        replace_card(s, arg, rng);
        break;
    case DJ_LOWEST_WINS:
        s->lowest_wins = 1;
        break;
    case DJ_NO_TRUMP:
        s->trick_trump = DJ_NONE;
        break;
    default:
        break;
    }
    maybe_end_turn(s);
}

/* ---- play ---- */

/* `seat` puts a card into the trick (the turn goes on: see play_card). */
static inline __attribute__((always_inline)) void place_card(djinn_state_t *s, int card)
{
    int me = s->seat;
    s->hand[me] &= ~DJ_BIT(card);
    if (s->trick_n == 0)
        s->led_colour = (uint8_t)DJ_COLOUR(card);
    else if (!s->free_play && DJ_COLOUR(card) != s->led_colour)
        s->voids[me] |= (uint8_t)(1u << s->led_colour); /* could not follow */
    int slot = s->trick_n++;
    s->trick_card[slot] = (uint8_t)card;
    s->trick_owner[slot] = (uint8_t)me;
    if (s->free_play == 2)
        s->trick_as_led |= (uint8_t)(1u << slot);
    s->free_play = 0;
    s->played = 1;
    s->turns++;
}

static inline __attribute__((always_inline)) void play_card(djinn_state_t *s, int card)
{
    place_card(s, card);
    maybe_end_turn(s);
}

/* The trick's winner claims `card` of `trick` (the cards lying in the trick); the rest
 * is discarded and the winner leads the next trick. Returns 1, with nothing more done,
 * when that was the phase's last trick: the caller then calls end_of_tricks. */
static inline __attribute__((always_inline)) int claim_from(djinn_state_t *s, int card,
                                                            uint64_t trick)
{
    int w = s->seat;
    s->claimed[w] |= DJ_BIT(card);
    s->discard |= trick & ~DJ_BIT(card);
    s->trick_no++;
    if (s->trick_no == s->phase_tricks)
        return 1;
    s->leader = (uint8_t)w;
    begin_trick(s);
    return 0;
}

static void claim_card(djinn_state_t *s, int card, rng_t *rng)
{
    if (claim_from(s, card, djinn_trick_cards(s)))
        end_of_tricks(s, rng);
}

/* A card for the challenge; returns 1 when the challenge takes no more: the caller
 * then calls complete_challenge. */
static inline __attribute__((always_inline)) int pick_adds(djinn_state_t *s, int card)
{
    s->pick |= DJ_BIT(card);
    return djinn_popcount(s->pick) == djinn_level_size(s->level[s->seat]);
}

static void pick_card(djinn_state_t *s, int card, rng_t *rng)
{
    if (pick_adds(s, card))
        complete_challenge(s, rng);
}

static void choose_cave(djinn_state_t *s, int cave)
{
    s->ch_cave = (uint8_t)cave;
    s->ch_options = 0; /* the choice is made */
    s->pick = 0;
    s->stage = DJ_ST_PICK;
}

static void djinn_apply(void *st, move_t m, rng_t *rng)
{
    djinn_state_t *s = st;
    int arg = DJ_MV_ARG(m);
    if (DJ_MV_KIND(m) == DJ_MV_PLAY) { /* the common move first */
        play_card(s, arg);
        return;
    }
    switch (DJ_MV_KIND(m)) {
    case DJ_MV_PLAY:
        play_card(s, arg);
        break;
    case DJ_MV_CLAIM:
        claim_card(s, arg, rng);
        break;
    case DJ_MV_DJINN:
        apply_djinn(s, DJ_MV_DJINN_IDX(m), arg, rng);
        break;
    case DJ_MV_END:
        end_turn(s);
        break;
    case DJ_MV_CAVE:
        choose_cave(s, arg);
        break;
    case DJ_MV_PICK:
        pick_card(s, arg, rng);
        break;
    default:
        break;
    }
}

static int emit_cards(uint64_t set, int kind, move_t *out)
{
    int n = djinn_popcount(set);
    /* two moves a round (the lowest card, then the next), the odd one first */
    if (n & 1) {
        *out++ = DJ_MOVE(kind, __builtin_ctzll(set));
        set &= set - 1;
    }
    while (set) {
        uint64_t rest = set & (set - 1);
        out[0] = DJ_MOVE(kind, __builtin_ctzll(set));
        out[1] = DJ_MOVE(kind, __builtin_ctzll(rest));
        out += 2;
        set = rest & (rest - 1);
    }
    return n;
}

static uint64_t playable_cards(const djinn_state_t *s)
{
    uint64_t hand = s->hand[s->seat];
    if (s->trick_n == 0 || s->free_play)
        return hand;
    uint64_t follow = hand & DJ_COLOUR_MASK(s->led_colour);
    return follow ? follow : hand;
}

/* Challenge cards are chosen in increasing id order (each set by one sequence);
 * a card is offered when the challenge can still be met with it. */
static uint64_t pickable_cards(const djinn_state_t *s)
{
    int me = s->seat, l = s->level[me];
    uint64_t claimed = s->claimed[me] & ~s->pick;
    if (s->pick)
        claimed &= ~((2ULL << djinn_top_bit(s->pick)) - 1);
    /* The cards chosen so far can always be completed from these (the cave was one
     * the player could complete, and each pick kept it so): when exactly the cards
     * still needed are left, the lowest of them is the only next pick. */
    if (djinn_popcount(claimed) + djinn_popcount(s->pick) == djinn_level_size(l))
        return claimed & -claimed;
    const djinn_cave_t *c = &s->cave[l][s->ch_cave];
    return djinn_challenge_next(c->kind, djinn_level_size(l), c->target, s->two_pairs_distinct,
                                s->pick, claimed);
}

/* The stages other than DJ_ST_PLAY, out of the common path (which then saves no
 * registers). */
static DJ_RARE int legal_moves_rare(const djinn_state_t *s, move_t *out)
{
    int n = 0;
    switch (s->stage) {
    case DJ_ST_AFTER:
        out[n++] = DJ_MOVE(DJ_MV_END, 0);
        return n + djinn_moves(s, out + n);
    case DJ_ST_CLAIM:
        return emit_cards(djinn_trick_cards(s), DJ_MV_CLAIM, out);
    case DJ_ST_CAVE:
        for (unsigned m = s->ch_options; m; m &= m - 1)
            out[n++] = DJ_MOVE(DJ_MV_CAVE, __builtin_ctz(m));
        return n;
    case DJ_ST_PICK:
        return emit_cards(pickable_cards(s), DJ_MV_PICK, out);
    default:
        return 0;
    }
}

static int djinn_legal_moves(const void *st, move_t *out)
{
    const djinn_state_t *s = st;
    if (s->stage != DJ_ST_PLAY)
        return legal_moves_rare(s, out);
    int n = emit_cards(playable_cards(s), DJ_MV_PLAY, out);
    if (!s->djinn_hand[s->seat] || s->djinn_this_turn >= s->djinn_per_turn)
        return n;
    return n + djinn_card_moves(s, out + n);
}

static int djinn_to_move(const void *st)
{
    const djinn_state_t *s = st;
    return s->stage == DJ_ST_OVER ? -1 : s->seat;
}

/* ---- the playout (game_t.playout): random moves without a move list ---- */

/* The k-th card (from the lowest) of a non-empty set, k drawn uniformly: the move
 * legal_moves lists k-th (emit_cards lists a set's cards in increasing id order) and
 * the loop draws rng_below(n) for, with no draw when the set holds one card. */
static inline __attribute__((always_inline)) int draw_card(uint64_t set, rng_t *rng)
{
    int n = djinn_popcount(set);
    if (n > 1)
        for (uint32_t k = rng_below(rng, (uint32_t)n); k; k--)
            set &= set - 1;
    return __builtin_ctzll(set);
}

/* No Djinn card can be played until the phase's tricks end: nobody holds one (Djinn
 * cards are drawn only between phases) or the rules allow none a turn. */
static inline int no_djinn_moves(const djinn_state_t *s)
{
    uint32_t held = 0;
    for (int p = 0; p < DJ_MAX_PLAYERS; p++) /* (seats beyond `players` hold none) */
        held |= s->djinn_hand[p];
    return !held || !s->djinn_per_turn;
}

/* The playout's tricks while no_djinn_moves(), from a trick's first card (no Djinn
 * card played in it yet): what
 * play_card and claim_card do then, with the trick kept in registers (no free play,
 * no card counting as led, the phase's trump, the highest card of trump else of the
 * led colour wins, and a turn ends with its card). The same draws and the same state
 * after every move as the engine's (tests/test_playout.c compares them move by move).
 * Plays at least one move and at most `moves`; returns how many. After the phase's
 * last claim it calls end_of_tricks, as claim_card does. */
static uint32_t plain_tricks(djinn_state_t *s, uint32_t moves, rng_t *rng)
{
    const int players = s->players;
    const uint64_t trump = DJ_COLOUR_MASK(DJ_COLOUR(s->trump_card));
    uint32_t done = 0;
    for (;;) {
        int seat = s->seat, led = 0;
        uint64_t trick = 0, led_mask = 0;
        for (int i = 0; i < players; i++) {
            uint64_t hand = s->hand[seat], cards = hand & led_mask;
            int card = draw_card(cards ? cards : hand, rng), colour = DJ_COLOUR(card);
            s->hand[seat] = hand & ~DJ_BIT(card);
            if (i == 0) {
                led = colour;
                led_mask = DJ_COLOUR_MASK(led);
                s->led_colour = (uint8_t)led;
            } else if (colour != led) {
                s->voids[seat] |= (uint8_t)(1u << led); /* could not follow */
            }
            s->trick_card[i] = (uint8_t)card;
            s->trick_owner[i] = (uint8_t)seat;
            s->trick_n = (uint8_t)(i + 1);
            s->turns++;
            trick |= DJ_BIT(card);
            done++;
            if (i + 1 < players) {
                seat = seat + 1 == players ? 0 : seat + 1;
                s->seat = (uint8_t)seat;
                if (done == moves)
                    return done;
            }
        }
        /* the trick is complete: its winner is to claim */
        uint64_t group = trick & trump;
        int w = djinn_top_bit(group ? group : trick & led_mask), slot = 0;
        while (s->trick_card[slot] != w)
            slot++;
        s->seat = s->trick_owner[slot];
        s->stage = DJ_ST_CLAIM;
        if (done == moves)
            return done;
        done++;
        if (claim_from(s, draw_card(trick, rng), trick)) {
            end_of_tricks(s, rng);
            return done;
        }
        if (done == moves)
            return done;
    }
}

/* Random play as the engine's loop plays it (while moves are left and the game is
 * not over: legal_moves, a uniform draw among them when there is more than one, apply),
 * the same moves and draws, without the list: a card play, a claim, a cave and a pick
 * draw the k-th card (cave) of the set legal_moves lists in increasing order; a turn
 * that can also play a Djinn card counts its cards and lists only the Djinn moves
 * after them (djinn_card_moves, as legal_moves does), and the stage after a card
 * draws between ending the turn (listed first) and those. Every move is applied
 * through the helpers apply uses, so the rules stay in one place. */
void djinn_playout(void *st, uint32_t moves, move_t *buf, rng_t *rng)
{
    djinn_state_t *s = st;
    for (; moves > 0; moves--) {
        switch (s->stage) {
        case DJ_ST_PLAY: {
            /* a trick not begun, its leader's turn untouched by a Djinn card */
            if (s->trick_n == 0 && !s->djinn_this_turn && no_djinn_moves(s) && !TRACE_ON()) {
                moves -= plain_tricks(s, moves, rng) - 1; /* (the loop counts one) */
                continue;
            }
            uint64_t cards = playable_cards(s);
            if (!s->djinn_hand[s->seat] || s->djinn_this_turn >= s->djinn_per_turn) {
                /* play_card, where maybe_end_turn would find what was just tested (a
                 * card changes neither): no Djinn card to play after it */
                place_card(s, draw_card(cards, rng));
                s->stage = DJ_ST_AFTER;
                end_turn(s);
                continue;
            }
            /* the cards, then the Djinn moves */
            uint32_t ncards = (uint32_t)djinn_popcount(cards);
            uint32_t n = ncards + (uint32_t)djinn_card_moves(s, buf);
            uint32_t k = n == 1 ? 0 : rng_below(rng, n);
            if (k < ncards) {
                for (; k; k--)
                    cards &= cards - 1;
                play_card(s, __builtin_ctzll(cards));
            } else {
                move_t m = buf[k - ncards];
                apply_djinn(s, DJ_MV_DJINN_IDX(m), DJ_MV_ARG(m), rng);
            }
            continue;
        }
        case DJ_ST_AFTER: { /* end the turn, then the Djinn moves */
            uint32_t n = 1 + (uint32_t)djinn_moves(s, buf);
            uint32_t k = n == 1 ? 0 : rng_below(rng, n);
            if (k == 0) {
                end_turn(s);
            } else {
                move_t m = buf[k - 1];
                apply_djinn(s, DJ_MV_DJINN_IDX(m), DJ_MV_ARG(m), rng);
            }
            continue;
        }
        case DJ_ST_CLAIM: {
            uint64_t trick = djinn_trick_cards(s);
            if (claim_from(s, draw_card(trick, rng), trick))
                end_of_tricks(s, rng);
            continue;
        }
        case DJ_ST_CAVE:
            choose_cave(s, draw_card(s->ch_options, rng));
            continue;
        case DJ_ST_PICK:
            if (pick_adds(s, draw_card(pickable_cards(s), rng)))
                complete_challenge(s, rng);
            continue;
        case DJ_ST_OVER:
            return;
        default: { /* (no other stage is seen between moves: the engine's own step) */
            int n = djinn_legal_moves(s, buf);
            djinn_apply(s, buf[n == 1 ? 0 : rng_below(rng, (uint32_t)n)], rng);
            continue;
        }
        }
    }
}

/* ---- setup ---- */

static void djinn_setup(void *st, const void *rules, int players, rng_t *rng)
{
    djinn_state_t *s = st;
    const djinn_rules_t *r = rules;
    memset(s, 0, sizeof *s);
    djinn_rules_apply(s, r, players);
    for (int l = 0; l < DJ_LEVELS; l++)
        s->dealt[l] =
            (uint8_t)rng_pick_bits(rng, djinn_low_bits32(s->ncaves[l]), s->caves_dealt);
    s->revealed = 1; /* the 3-caves are turned over before the first phase */
    if (TRACE_ON())
        for (int l = 0; l < DJ_LEVELS; l++)
            djinn_trace_caves(s, l);
    s->djinn_deck = s->djinn_formed = djinn_low_bits32(s->ndjinn);
    for (int p = 0; p < players; p++) {
        for (int k = 0; k < s->djinn_start; k++)
            draw_djinn(s, p, rng, "start");
        s->cave_at[p] = DJ_NONE;
    }
    s->dealer = (uint8_t)djinn_first_dealer(players);
    s->ch_cave = DJ_NONE;
    start_phase(s, rng);
}

/* ---- end of the game ---- */

/* Highest single claimed card: the number, then trump colour of the last phase. */
static int best_card_rank(const djinn_state_t *s, int seat)
{
    uint64_t m = s->claimed[seat];
    if (!m)
        return 0;
    /* the highest number held (any colour), and whether its trump card is among them:
     * a lower number ranks below it even in trump */
    uint64_t x = m | m >> 32;
    int v = djinn_top_bit32((uint32_t)((x | x >> 16) & 0xFFFF)) + 1;
    int trump = s->trump_card == DJ_NONE ? -1 : DJ_COLOUR(s->trump_card);
    return 2 * v + (trump >= 0 && (m & DJ_BIT(DJ_CARD(trump, v))) != 0);
}

static int finish_rank(const djinn_state_t *s, int seat)
{
    if (s->level[seat] < DJ_LEVELS)
        return -1;
    return djinn_popcount(s->claimed[seat]) * 64 + best_card_rank(s, seat);
}

void djinn_outcome(const void *st, outcome_t *out)
{
    const djinn_state_t *s = st;
    int best = -1, nbest = 0, rank[DJ_MAX_PLAYERS];
    for (int p = 0; p < s->players; p++) {
        int r = rank[p] = finish_rank(s, p);
        if (r > best)
            best = r, nbest = 0;
        if (r == best)
            nbest++;
        out->points[p] = s->level[p] ? s->level[p] + 2 : 0;
    }
    for (int p = 0; p < s->players; p++) {
        int won = best >= 0 && rank[p] == best;
        out->result[p] = (int8_t)(!won ? RESULT_LOSS : nbest == 1 ? RESULT_WIN : RESULT_DRAW);
    }
    out->rounds = s->phases;
    out->turns = (int32_t)s->turns;
    out->capped = s->capped;
    /* turn position: 0 for the seat that led the game's first trick, then clockwise */
    int first = djinn_first_player(s);
    for (int p = 0; p < s->players; p++)
        out->position[p] = (int8_t)((p - first + s->players) % s->players);
}


/* Rule settings the signature plays besides the defaults, for the modes the defaults
 * never reach (RULES.md "Regression signature and speed"). */
static const char *const djinn_signature_variants[] = {
    /* the start player leads; many Djinn cards, two a turn (second free play, ...) */
    "start_player_leads=true;djinn_start=4;djinn_last_place=2;djinn_per_turn=2",
    /* cards left in hand go back to the deck; distinct pairs; two caves a level */
    "hand_size=10;tricks=6;two_pairs_distinct=true;caves_dealt=2",
    /* a small deck: hands shrink as cards are claimed, games stop when none can be dealt */
    "values=8;colours=3;hand_size=5;tricks=5",
    NULL,
};

const game_t djinn_game = {
    .id = "djinn",
    .name = "Djinn (Sen-Foong Lim and Jay Cormier, HUCH! 2018)",
    .min_players = 2,
    .max_players = DJ_MAX_PLAYERS,
    .max_moves = DJ_MAX_MOVES,
    .state_size = sizeof(djinn_state_t),
    .rules_size = sizeof(djinn_rules_t),
    .params = djinn_params,
    .init = djinn_init,
    .rules_set = djinn_rules_set,
    .rules_check = djinn_rules_check,
    .setup = djinn_setup,
    .to_move = djinn_to_move,
    .legal_moves = djinn_legal_moves,
    .apply = djinn_apply,
    .outcome = djinn_outcome,
    .determinize = djinn_determinize,
    .evaluate = djinn_evaluate,
    .describe_move = djinn_describe_move,
    .describe_move_for = djinn_describe_move_for,
    .state_json = djinn_state_json,
    .team = NULL,
    .observe = djinn_observe,
    .view_text = djinn_view_text,
    .signature_variants = djinn_signature_variants,
    .playout = djinn_playout,
    .evaluate_all = djinn_evaluate_all,
};

