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

#include "data.h"
#include "textbuf.h"
#include "djinn.h"

/* ---- rule parameters ---- */

static const rule_param_t djinn_params[] = {RULES_PARAMS(DJINN_RULES, djinn_rules_t)};
RULES_PACK_FN(djinn_rules_pack, DJINN_RULES, djinn_state_t, djinn_rules_t)
RULES_CHECK(DJINN_RULES)

static const char *const colour_names[DJ_MAX_COLOURS] = {"yellow", "green", "purple", "blue"};

static int djinn_init(char *err, size_t n)
{
    char path[1024];
    memset(&djinn_default_decks, 0, sizeof djinn_default_decks);
    data_path(path, sizeof path, "games/djinn/caves.csv");
    if (djinn_load_caves(&djinn_default_decks, path, err, n))
        return 1;
    data_path(path, sizeof path, "games/djinn/djinn_cards.csv");
    return djinn_load_djinn(&djinn_default_decks, path, err, n);
}

static int djinn_rules_set(void *rules, const char *key, const char *val, char *err, size_t n)
{
    djinn_rules_t *r = rules;
    dj_decks_t d;
    memset(&d, 0, sizeof d);
    if (strcmp(key, "caves") == 0) {
        if (djinn_load_caves(&d, val, err, n))
            return 1;
        memcpy(r->decks.ncaves, d.ncaves, sizeof d.ncaves);
        memcpy(r->decks.cave, d.cave, sizeof d.cave);
        r->custom_caves = 1;
        return 0;
    }
    if (strcmp(key, "djinn_cards") == 0) {
        if (djinn_load_djinn(&d, val, err, n))
            return 1;
        r->decks.ndjinn = d.ndjinn;
        memcpy(r->decks.djinn, d.djinn, sizeof d.djinn);
        r->custom_djinn = 1;
        return 0;
    }
    snprintf(err, n, "unknown rule '%s' for game djinn", key);
    return 1;
}

static const dj_decks_t *caves_of(const djinn_rules_t *r)
{
    return r->custom_caves ? &r->decks : &djinn_default_decks;
}

static const dj_decks_t *djinn_of(const djinn_rules_t *r)
{
    return r->custom_djinn ? &r->decks : &djinn_default_decks;
}

static int djinn_rules_check(const void *rules, int players, char *err, size_t n)
{
    const djinn_rules_t *r = rules;
    if (players < 2 || players > DJ_MAX_PLAYERS) {
        snprintf(err, n, "djinn is for 2 to 4 players, not %d", players);
        return 1;
    }
    if (r->tricks > r->hand_size) {
        snprintf(err, n, "rule tricks (%d) cannot exceed hand_size (%d)", r->tricks,
                 r->hand_size);
        return 1;
    }
    if (players * r->hand_size + 1 > r->colours * r->values) {
        snprintf(err, n, "%d players x hand_size %d + a trump card need more than the "
                 "%d x %d treasure cards", players, r->hand_size, r->colours, r->values);
        return 1;
    }
    const dj_decks_t *c = caves_of(r), *d = djinn_of(r);
    for (int l = 0; l < DJ_LEVELS; l++)
        if (r->caves_dealt > c->ncaves[l]) {
            snprintf(err, n, "rule caves_dealt (%d) exceeds the %d cave cards of level %d",
                     r->caves_dealt, c->ncaves[l], l + 3);
            return 1;
        }
    if (players * r->djinn_start > d->ndjinn) {
        snprintf(err, n, "%d players x djinn_start %d exceed the %d Djinn cards", players,
                 r->djinn_start, d->ndjinn);
        return 1;
    }
    return 0;
}

/* ---- small helpers ---- */

static int popcount64(uint64_t m) { return dj_popcount(m); }

static uint64_t claimed_all(const djinn_state_t *s)
{
    uint64_t m = 0;
    for (int p = 0; p < s->players; p++)
        m |= s->claimed[p];
    return m;
}

static uint64_t trick_cards(const djinn_state_t *s)
{
    uint64_t m = 0;
    for (int i = 0; i < s->trick_n; i++)
        if (s->trick_card[i] != DJ_NONE)
            m |= DJ_BIT(s->trick_card[i]);
    return m;
}

static int level_size(int level) { return level + 3; }

static int first_leader(const djinn_state_t *s)
{
    return s->start_player_leads ? s->dealer : (s->dealer + 1) % s->players;
}

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

/* A Djinn card from the draw pile; the used pile is reshuffled when it runs out. */
static void draw_djinn(djinn_state_t *s, int seat, rng_t *rng)
{
    if (!s->djinn_deck) {
        s->djinn_deck = s->djinn_used;
        s->djinn_used = 0;
    }
    if (!s->djinn_deck)
        return;
    int idx = rng_pick_bit(rng, s->djinn_deck);
    s->djinn_deck &= ~(1u << idx);
    s->djinn_hand[seat] |= 1u << idx;
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
int djinn_trick_winner_slot(const djinn_state_t *s)
{
    int has_trump = 0, has_led = 0, first = -1;
    for (int i = 0; i < s->trick_n; i++) {
        if (s->trick_card[i] == DJ_NONE)
            continue;
        int c = effective_colour(s, i);
        has_trump |= s->trick_trump != DJ_NONE && c == s->trick_trump;
        has_led |= c == s->led_colour;
        if (first < 0)
            first = i;
    }
    if (first < 0)
        return -1;
    int group = has_trump ? s->trick_trump : has_led ? s->led_colour : effective_colour(s, first);
    int best = -1, best_value = 0;
    for (int i = 0; i < s->trick_n; i++) {
        if (s->trick_card[i] == DJ_NONE || effective_colour(s, i) != group)
            continue;
        int v = DJ_VALUE(s->trick_card[i]);
        if (best < 0 || (s->lowest_wins ? v < best_value : v > best_value))
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
    uint64_t pool = s->all & ~claimed_all(s);
    int avail = popcount64(pool), hand = s->hand_size;
    if (s->players * hand + 1 > avail)
        hand = (avail - 1) / s->players;
    if (s->phases >= s->phase_cap || hand < 1) {
        end_game(s, 1);
        return;
    }
    s->phases++;
    for (int p = 0; p < s->players; p++)
        s->hand[p] = 0;
    s->deck = pool;
    s->discard = 0;
    s->trump_card = DJ_NONE;
    s->phase_tricks = (uint8_t)(s->tricks < hand ? s->tricks : hand);
    uint8_t cards[64];
    int n = 0;
    for (uint64_t m = s->deck; m; m &= m - 1)
        cards[n++] = (uint8_t)__builtin_ctzll(m);
    int need = s->players * hand + 1;
    for (int i = 0; i < need; i++) {
        int j = i + (int)rng_below(rng, (uint32_t)(n - i));
        uint8_t t = cards[i];
        cards[i] = cards[j];
        cards[j] = t;
    }
    for (int i = 0; i < need - 1; i++)
        s->hand[i / hand] |= DJ_BIT(cards[i]);
    s->trump_card = cards[need - 1];
    for (int i = 0; i < need; i++)
        s->deck &= ~DJ_BIT(cards[i]);
    s->trick_no = 0;
    s->leader = (uint8_t)first_leader(s);
    begin_trick(s);
}

/* ---- cave challenges ---- */

static const dj_cave_t *cave_card(const djinn_state_t *s, int level, int idx)
{
    return &s->cave[level][idx];
}

static int cave_possible(const djinn_state_t *s, int seat, int idx, uint64_t chosen,
                         uint64_t pool)
{
    int l = s->level[seat];
    const dj_cave_t *c = cave_card(s, l, idx);
    return djinn_challenge_possible(c->kind, level_size(l), c->target, s->two_pairs_distinct,
                                    chosen, pool);
}

/* The face-up caves of the level below `seat` it can complete now (bit per card);
 * `first_only` stops at the first one. */
static unsigned completable(const djinn_state_t *s, int seat, int first_only)
{
    int l = s->level[seat];
    unsigned out = 0;
    if (l >= DJ_LEVELS || !(s->revealed & (1u << l)))
        return 0;
    for (int i = 0; i < s->ncaves[l]; i++)
        if ((s->dealt[l] & (1u << i)) && cave_possible(s, seat, i, 0, s->claimed[seat])) {
            out |= 1u << i;
            if (first_only)
                break;
        }
    return out;
}

static int can_complete(const djinn_state_t *s, int seat) { return completable(s, seat, 1) != 0; }

static void finish_phase(djinn_state_t *s, rng_t *rng);

/* Next seat, clockwise from the phase's first leader, that can complete a challenge. */
static void next_challenger(djinn_state_t *s, rng_t *rng)
{
    int first = first_leader(s);
    for (; s->ch_order < s->players; s->ch_order++) {
        int p = (first + s->ch_order) % s->players;
        unsigned options = completable(s, p, 0);
        if (options) {
            s->ch_options = (uint8_t)options;
            s->seat = (uint8_t)p;
            s->stage = DJ_ST_CAVE;
            return;
        }
    }
    finish_phase(s, rng);
}

static void complete_challenge(djinn_state_t *s, rng_t *rng)
{
    int p = s->seat;
    s->claimed[p] &= ~s->pick;
    s->discard |= s->pick;
    s->pick = 0;
    s->cave_at[p] = s->ch_cave;
    s->ch_cave = DJ_NONE;
    s->level[p]++;
    if (s->level[p] < DJ_LEVELS)
        s->revealed |= (uint8_t)(1u << s->level[p]);
    s->ch_order++;
    next_challenger(s, rng);
}

/* The tricks are over: nothing of the last trick, its turns or the emptied hands
 * (their voids) stays in the state while the challenges are completed. */
static void end_of_tricks(djinn_state_t *s, rng_t *rng)
{
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
 * last-placed seat clockwise after the dealer) deals the next phase. */
static void finish_phase(djinn_state_t *s, rng_t *rng)
{
    int low = DJ_LEVELS, start = -1;
    s->ch_order = 0; /* the challenge stage is closed */
    s->ch_options = 0;
    for (int p = 0; p < s->players; p++) {
        if (s->level[p] == DJ_LEVELS) {
            end_game(s, 0);
            return;
        }
        if (s->level[p] < low)
            low = s->level[p];
    }
    for (int i = 1; i <= s->players; i++) {
        int p = (s->dealer + i) % s->players;
        if (s->level[p] != low)
            continue;
        if (start < 0)
            start = p;
        for (int k = 0; k < s->djinn_last_place; k++)
            draw_djinn(s, p, rng);
    }
    /* a sole last-placed seat is also the first one clockwise after the dealer */
    s->dealer = (uint8_t)start;
    start_phase(s, rng);
}

/* ---- Djinn cards ---- */

/* Emit (or with out == NULL just count) the Djinn moves of the seat to move.
 * Copies of one card (same effect and parameter) give one move, by the lowest index. */
static int djinn_moves(const djinn_state_t *s, move_t *out)
{
    if (!s->djinn_hand[s->seat] || s->djinn_this_turn >= s->djinn_per_turn)
        return 0;
    int after = s->stage == DJ_ST_AFTER, me = s->seat, n = 0;
    uint32_t seen = 0;
    for (uint32_t h = s->djinn_hand[me]; h; h &= h - 1) {
        int idx = __builtin_ctz(h);
        const dj_djinn_t *d = &s->djinn[idx];
        uint32_t key = 1u << (d->effect * 2 + d->param);
        if (seen & key)
            continue;
        seen |= key;
#define EMIT(arg) do { if (out) out[n] = DJ_MOVE_DJINN(idx, (arg)); n++; } while (0)
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

static void end_turn(djinn_state_t *s)
{
    if (s->trick_n == s->players) {
        int w = djinn_trick_winner_slot(s);
        s->seat = s->trick_owner[w];
        s->stage = DJ_ST_CLAIM;
        clear_turn(s);
        return;
    }
    s->seat = (uint8_t)((s->seat + 1) % s->players);
    begin_turn(s);
}

/* After a card or a Djinn card: stay for a Djinn card if one can be played. */
static void maybe_end_turn(djinn_state_t *s)
{
    if (!s->played)
        return;
    s->stage = DJ_ST_AFTER;
    if (djinn_moves(s, NULL) == 0)
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

static void apply_djinn(djinn_state_t *s, int idx, int arg, rng_t *rng)
{
    int me = s->seat;
    s->djinn_hand[me] &= ~(1u << idx);
    s->djinn_used |= 1u << idx;
    s->djinn_this_turn++;
    const dj_djinn_t *d = &s->djinn[idx];
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
    case DJ_REPLACE: {
        int slot = slot_of(s, arg);
        s->discard |= DJ_BIT(s->trick_card[slot]);
        int card = rng_pick_bit(rng, s->deck);
        s->deck &= ~DJ_BIT(card);
        s->trick_card[slot] = (uint8_t)card;
        s->trick_as_led &= (uint8_t)~(1u << slot);
        break;
    }
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

static void play_card(djinn_state_t *s, int card)
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
    maybe_end_turn(s);
}

static void claim_card(djinn_state_t *s, int card, rng_t *rng)
{
    int w = s->seat;
    s->claimed[w] |= DJ_BIT(card);
    s->discard |= trick_cards(s) & ~DJ_BIT(card);
    s->trick_no++;
    if (s->trick_no == s->phase_tricks) {
        end_of_tricks(s, rng);
        return;
    }
    s->leader = (uint8_t)w;
    begin_trick(s);
}

static void pick_card(djinn_state_t *s, int card, rng_t *rng)
{
    s->pick |= DJ_BIT(card);
    if (popcount64(s->pick) == level_size(s->level[s->seat]))
        complete_challenge(s, rng);
}

static void djinn_apply(void *st, move_t m, rng_t *rng)
{
    djinn_state_t *s = st;
    int arg = DJ_MV_ARG(m);
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
        s->ch_cave = (uint8_t)arg;
        s->ch_options = 0; /* the choice is made */
        s->pick = 0;
        s->stage = DJ_ST_PICK;
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
    int n = 0;
    for (; set; set &= set - 1)
        out[n++] = DJ_MOVE(kind, __builtin_ctzll(set));
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
    int me = s->seat;
    uint64_t claimed = s->claimed[me] & ~s->pick, out = 0;
    if (s->pick)
        claimed &= ~((2ULL << (63 - __builtin_clzll(s->pick))) - 1);
    for (uint64_t m = claimed; m; m &= m - 1) {
        int c = __builtin_ctzll(m);
        uint64_t above = c == 63 ? 0 : claimed & ~((2ULL << c) - 1);
        if (cave_possible(s, me, s->ch_cave, s->pick | DJ_BIT(c), above))
            out |= DJ_BIT(c);
    }
    return out;
}

static int djinn_legal_moves(const void *st, move_t *out)
{
    const djinn_state_t *s = st;
    int n = 0;
    switch (s->stage) {
    case DJ_ST_PLAY:
        n = emit_cards(playable_cards(s), DJ_MV_PLAY, out);
        return n + djinn_moves(s, out + n);
    case DJ_ST_AFTER:
        out[n++] = DJ_MOVE(DJ_MV_END, 0);
        return n + djinn_moves(s, out + n);
    case DJ_ST_CLAIM:
        return emit_cards(trick_cards(s), DJ_MV_CLAIM, out);
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

static int djinn_to_move(const void *st)
{
    const djinn_state_t *s = st;
    return s->stage == DJ_ST_OVER ? -1 : s->seat;
}

/* ---- setup ---- */

static void copy_rules(djinn_state_t *s, const djinn_rules_t *r, int players)
{
    s->players = (uint8_t)players;
    djinn_rules_pack(s, r);
    const dj_decks_t *c = caves_of(r), *d = djinn_of(r);
    memcpy(s->ncaves, c->ncaves, sizeof s->ncaves);
    memcpy(s->cave, c->cave, sizeof s->cave);
    s->ndjinn = d->ndjinn;
    memcpy(s->djinn, d->djinn, sizeof s->djinn);
    for (int c2 = 0; c2 < s->colours; c2++)
        s->all |= ((1ULL << s->values) - 1) << (16 * c2);
}

static uint32_t low_bits32(int n) { return n >= 32 ? 0xFFFFFFFFu : (1u << n) - 1; }

static void djinn_setup(void *st, const void *rules, int players, rng_t *rng)
{
    djinn_state_t *s = st;
    const djinn_rules_t *r = rules;
    memset(s, 0, sizeof *s);
    copy_rules(s, r, players);
    for (int l = 0; l < DJ_LEVELS; l++)
        s->dealt[l] = (uint8_t)rng_pick_bits(rng, low_bits32(s->ncaves[l]), s->caves_dealt);
    s->revealed = 1; /* the 3-caves are turned over before the first phase */
    s->djinn_deck = low_bits32(s->ndjinn);
    for (int p = 0; p < players; p++) {
        for (int k = 0; k < s->djinn_start; k++)
            draw_djinn(s, p, rng);
        s->cave_at[p] = DJ_NONE;
    }
    s->dealer = (uint8_t)(players - 1); /* so seat 0 leads the first trick */
    s->ch_cave = DJ_NONE;
    start_phase(s, rng);
}

/* ---- end of the game ---- */

/* Highest single claimed card: the number, then trump colour of the last phase. */
static int best_card_rank(const djinn_state_t *s, int seat)
{
    int best = 0, trump = s->trump_card == DJ_NONE ? -1 : DJ_COLOUR(s->trump_card);
    for (uint64_t m = s->claimed[seat]; m; m &= m - 1) {
        int c = __builtin_ctzll(m);
        int rank = 2 * DJ_VALUE(c) + (DJ_COLOUR(c) == trump);
        if (rank > best)
            best = rank;
    }
    return best;
}

static int finish_rank(const djinn_state_t *s, int seat)
{
    if (s->level[seat] < DJ_LEVELS)
        return -1;
    return popcount64(s->claimed[seat]) * 64 + best_card_rank(s, seat);
}

static void djinn_outcome(const void *st, outcome_t *out)
{
    const djinn_state_t *s = st;
    int best = -1, nbest = 0;
    for (int p = 0; p < s->players; p++) {
        int r = finish_rank(s, p);
        if (r > best)
            best = r, nbest = 0;
        if (r == best)
            nbest++;
        out->points[p] = s->level[p] ? s->level[p] + 2 : 0;
    }
    for (int p = 0; p < s->players; p++) {
        int won = best >= 0 && finish_rank(s, p) == best;
        out->result[p] = (int8_t)(!won ? RESULT_LOSS : nbest == 1 ? RESULT_WIN : RESULT_DRAW);
    }
    out->rounds = s->phases;
    out->turns = (int32_t)s->turns;
    out->capped = s->capped;
}

/* ---- hidden information ---- */

static void redeal_treasure(djinn_state_t *s, int observer, rng_t *rng)
{
    uint64_t known = s->hand[observer] | s->discard | claimed_all(s) | trick_cards(s);
    if (s->trump_card != DJ_NONE)
        known |= DJ_BIT(s->trump_card);
    uint64_t unknown = s->all & ~known;
    int count[DJ_MAX_PLAYERS] = {0};
    uint64_t hands[DJ_MAX_PLAYERS];
    for (int p = 0; p < s->players; p++)
        count[p] = p == observer ? 0 : popcount64(s->hand[p]);
    s->deck = djinn_deal_unknown(rng, unknown, count, s->voids, s->players, hands, 0);
    for (int p = 0; p < s->players; p++)
        if (p != observer)
            s->hand[p] = hands[p];
}

static void redeal_djinn(djinn_state_t *s, int observer, rng_t *rng)
{
    uint32_t pool = low_bits32(s->ndjinn) & ~s->djinn_hand[observer] & ~s->djinn_used;
    for (int p = 0; p < s->players; p++) {
        if (p == observer)
            continue;
        uint32_t h = (uint32_t)rng_pick_bits(rng, pool, dj_popcount(s->djinn_hand[p]));
        s->djinn_hand[p] = h;
        pool &= ~h;
    }
    s->djinn_deck = pool;
}

static void djinn_determinize(void *st, int observer, rng_t *rng)
{
    djinn_state_t *s = st;
    redeal_treasure(s, observer, rng);
    redeal_djinn(s, observer, rng);
    for (int l = 0; l < DJ_LEVELS; l++)
        if (!(s->revealed & (1u << l)))
            s->dealt[l] = (uint8_t)rng_pick_bits(rng, low_bits32(s->ncaves[l]), s->caves_dealt);
}

/* ---- evaluation: cave progress, a challenge in reach, usable claimed cards ---- */

/* Caves entered, a challenge within reach now, a few claimed cards to work with,
 * and the trick in play if this seat's card is winning it (a card to claim). */
static double progress(const djinn_state_t *s, int seat)
{
    double v = s->level[seat];
    if (can_complete(s, seat))
        v += 0.6;
    int k = popcount64(s->claimed[seat]);
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

static double djinn_evaluate(const void *st, int seat)
{
    const djinn_state_t *s = st;
    if (s->stage == DJ_ST_OVER && !s->capped) {
        outcome_t o;
        memset(&o, 0, sizeof o);
        djinn_outcome(s, &o);
        return o.result[seat] == RESULT_WIN ? 1.0 : o.result[seat] == RESULT_DRAW ? 0.5 : 0.0;
    }
    double mine = progress(s, seat), rival = 0.0;
    for (int p = 0; p < s->players; p++)
        if (p != seat && progress(s, p) > rival)
            rival = progress(s, p);
    double e = 0.5 + (mine - rival) / 8.0;
    return e < 0.0 ? 0.0 : e > 1.0 ? 1.0 : e;
}

/* ---- text: seats count from 1 here, as in every report the user reads ---- */

/* A cave card's place in its row on the table, from 1 (the row lists the level's
 * dealt cards in the order of the cave file). */
static int cave_position(const djinn_state_t *s, int level, int idx)
{
    return dj_popcount(s->dealt[level] & ((1u << idx) - 1)) + 1;
}

static int card_text(int card, char *buf, size_t n)
{
    return snprintf(buf, n, "%s %d", colour_names[DJ_COLOUR(card)], DJ_VALUE(card));
}

static int djinn_describe_move(const void *st, move_t m, char *buf, size_t n)
{
    const djinn_state_t *s = st;
    char c[24];
    int arg = DJ_MV_ARG(m);
    card_text(arg, c, sizeof c);
    switch (DJ_MV_KIND(m)) {
    case DJ_MV_PLAY:
        return snprintf(buf, n, "play %s", c);
    case DJ_MV_CLAIM:
        return snprintf(buf, n, "claim %s", c);
    case DJ_MV_END:
        return snprintf(buf, n, "end turn");
    case DJ_MV_CAVE: {
        int l = s->level[s->seat], pos = cave_position(s, l, arg);
        const dj_cave_t *cv = cave_card(s, l, arg);
        if (cv->target)
            return snprintf(buf, n, "enter %d-cave %d (%s %d)", l + 3, pos,
                            djinn_kind_names[cv->kind], cv->target);
        return snprintf(buf, n, "enter %d-cave %d (%s)", l + 3, pos, djinn_kind_names[cv->kind]);
    }
    case DJ_MV_PICK:
        return snprintf(buf, n, "spend %s on the challenge", c);
    case DJ_MV_DJINN: {
        const dj_djinn_t *d = &s->djinn[DJ_MV_DJINN_IDX(m)];
        const char *name = djinn_effect_names[d->effect];
        switch (d->effect) {
        case DJ_CHANGE_TRUMP:
            return snprintf(buf, n, "djinn %s to %s", name, colour_names[arg]);
        case DJ_SWAP:
        case DJ_REPLACE:
            return snprintf(buf, n, "djinn %s with seat %d", name, arg + 1);
        case DJ_FREE_PLAY:
            return snprintf(buf, n, "djinn %s%s", name, d->param ? " (counts as led)" : "");
        default:
            return snprintf(buf, n, "djinn %s", name);
        }
    }
    default:
        return snprintf(buf, n, "unknown move %u", (unsigned)m);
    }
}

/* ---- state_json: the whole state for traces (RULES.md "Trace"). Seats, tricks and
 * phases count from 1; cards are ids (colour * 16 + number - 1), colours 0..3;
 * absent values are null. Objects that belong to one stage (the trick, the turn, the
 * challenge) are written only in that stage. */

static const char *const stage_names[] = {"play", "after", "claim", "cave", "pick", "over"};
_Static_assert(sizeof stage_names / sizeof *stage_names == DJ_ST_OVER + 1, "a name per stage");

static void jcards(textbuf_t *j, const char *key, uint64_t set)
{
    tb_put(j, "\"%s\":[", key);
    for (int first = 1; set; set &= set - 1, first = 0)
        tb_put(j, "%s%d", first ? "" : ",", __builtin_ctzll(set));
    tb_put(j, "]");
}

/* A list of bit indices of a small mask (Djinn cards by index, colours). */
static void jbits(textbuf_t *j, const char *key, uint32_t set)
{
    tb_put(j, "\"%s\":[", key);
    for (int first = 1; set; set &= set - 1, first = 0)
        tb_put(j, "%s%d", first ? "" : ",", __builtin_ctz(set));
    tb_put(j, "]");
}

/* ",\"key\":value", or null for DJ_NONE; `plus` shifts seats to count from 1. */
static void jopt(textbuf_t *j, const char *key, int v, int plus)
{
    if (v == DJ_NONE)
        tb_put(j, ",\"%s\":null", key);
    else
        tb_put(j, ",\"%s\":%d", key, v + plus);
}

#define DJ_RULE_JSON_INT(key) tb_put(j, ",\"" #key "\":%d", (int)s->key);
#define DJ_RULE_JSON_BOOL(key) tb_put(j, ",\"" #key "\":%s", s->key ? "true" : "false");
#define DJ_RULE_JSON_CUSTOM(key) /* written out below, from the cards in the state */
#define DJ_RULE_JSON_(C, kind, key, def, lo, hi, ptype, extra, help) DJ_RULE_JSON_##kind(key)

/* Every rule of DJINN_RULES by its key; the custom ones (caves, djinn_cards) as the
 * cards they loaded: every cave card of each level and every Djinn card, by index. */
static void json_rules(textbuf_t *j, const djinn_state_t *s)
{
    tb_put(j, "\"rules\":{\"players\":%d", s->players);
    DJINN_RULES(DJ_RULE_JSON_, ~)
    tb_put(j, ",\"caves\":[");
    for (int l = 0; l < DJ_LEVELS; l++) {
        tb_put(j, "%s[", l ? "," : "");
        for (int i = 0; i < s->ncaves[l]; i++)
            tb_put(j, "%s{\"kind\":\"%s\",\"target\":%d}", i ? "," : "",
                   djinn_kind_names[s->cave[l][i].kind], s->cave[l][i].target);
        tb_put(j, "]");
    }
    tb_put(j, "],\"djinn_cards\":[");
    for (int i = 0; i < s->ndjinn; i++)
        tb_put(j, "%s{\"effect\":\"%s\",\"param\":%d}", i ? "," : "",
               djinn_effect_names[s->djinn[i].effect], s->djinn[i].param);
    tb_put(j, "]}");
}

/* The trick on the table, in play order (stages play, after, claim). A card taken
 * by take_highest leaves its slot: "card" null. */
static void json_trick(textbuf_t *j, const djinn_state_t *s)
{
    tb_put(j, ",\"trick\":{\"leader\":%d", s->leader + 1);
    jopt(j, "led", s->led_colour, 0);
    jopt(j, "trump", s->trick_trump, 0);
    tb_put(j, ",\"lowest_wins\":%s,\"cards\":[", s->lowest_wins ? "true" : "false");
    for (int i = 0; i < s->trick_n; i++) {
        tb_put(j, "%s{\"seat\":%d", i ? "," : "", s->trick_owner[i] + 1);
        jopt(j, "card", s->trick_card[i], 0);
        tb_put(j, ",\"as_led\":%s}", (s->trick_as_led >> i) & 1 ? "true" : "false");
    }
    tb_put(j, "]}");
}

/* The turn of the seat to move (stages play, after). */
static void json_turn(textbuf_t *j, const djinn_state_t *s)
{
    static const char *const free_names[] = {"none", "plain", "as_led"};
    tb_put(j, ",\"turn\":{\"djinn_played\":%d,\"card_played\":%s,\"free_play\":\"%s\"}",
           s->djinn_this_turn, s->played ? "true" : "false", free_names[s->free_play]);
}

/* The challenges at the end of a phase (stages cave, pick): the seats asked so far,
 * clockwise from the phase's first leader (those unable were passed over; the last
 * is the seat deciding now), the caves of its next level it may choose (stage cave)
 * or the cave chosen and the cards spent on it so far (stage pick). Caves by their
 * place in the row, from 1. */
static void json_challenge(textbuf_t *j, const djinn_state_t *s)
{
    int first = first_leader(s), l = s->level[s->seat];
    tb_put(j, ",\"challenge\":{\"asked\":[");
    for (int i = 0; i <= s->ch_order && i < s->players; i++)
        tb_put(j, "%s%d", i ? "," : "", (first + i) % s->players + 1);
    tb_put(j, "],\"level\":%d", l + 3);
    if (s->stage == DJ_ST_CAVE) {
        tb_put(j, ",\"options\":[");
        for (unsigned m = s->ch_options, k = 0; m; m &= m - 1, k++)
            tb_put(j, "%s%d", k ? "," : "", cave_position(s, l, __builtin_ctz(m)));
        tb_put(j, "]}");
        return;
    }
    tb_put(j, ",\"cave\":%d,", cave_position(s, l, s->ch_cave));
    jcards(j, "cards", s->pick);
    tb_put(j, "}");
}

static void json_player(textbuf_t *j, const djinn_state_t *s, int p)
{
    tb_put(j, "%s{\"seat\":%d,", p ? "," : "", p + 1);
    jcards(j, "hand", s->hand[p]);
    tb_put(j, ",");
    jcards(j, "claimed", s->claimed[p]);
    tb_put(j, ",");
    jbits(j, "djinn", s->djinn_hand[p]);
    tb_put(j, ",\"level\":%d", s->level[p]);
    if (s->level[p] == 0)
        tb_put(j, ",\"cave\":null");
    else
        tb_put(j, ",\"cave\":%d", cave_position(s, s->level[p] - 1, s->cave_at[p]));
    tb_put(j, ",");
    jbits(j, "voids", s->voids[p]);
    tb_put(j, "}");
}

static int djinn_state_json(const void *st, char *buf, size_t n)
{
    const djinn_state_t *s = st;
    textbuf_t j = {buf, n, 0};
    int stage = s->stage;
    tb_put(&j, "{\"legend\":{\"cards\":\"id = colour*16 + number-1; colours 0 yellow, 1 green, "
               "2 purple, 3 blue\",\"djinn\":\"id = index in rules.djinn_cards\",\"seats\":"
               "\"count from 1\",\"caves\":\"by place in their row, from 1\"},");
    json_rules(&j, s);
    tb_put(&j, ",\"stage\":\"%s\"", stage_names[stage]);
    jopt(&j, "seat", s->seat, 1);
    tb_put(&j, ",\"phase\":%d,\"dealer\":%d", s->phases, s->dealer + 1);
    if (stage != DJ_ST_OVER)
        tb_put(&j, ",\"first_leader\":%d", first_leader(s) + 1);
    tb_put(&j, ",\"tricks\":{\"in_phase\":%d,\"done\":%d},\"turns\":%u", s->phase_tricks,
           s->trick_no, s->turns);
    jopt(&j, "trump_card", s->trump_card, 0);
    if (stage == DJ_ST_PLAY || stage == DJ_ST_AFTER || stage == DJ_ST_CLAIM)
        json_trick(&j, s);
    if (stage == DJ_ST_PLAY || stage == DJ_ST_AFTER)
        json_turn(&j, s);
    if (stage == DJ_ST_CAVE || stage == DJ_ST_PICK)
        json_challenge(&j, s);
    tb_put(&j, ",");
    jcards(&j, "deck", s->deck);
    tb_put(&j, ",");
    jcards(&j, "discard", s->discard);
    tb_put(&j, ",");
    jbits(&j, "djinn_deck", s->djinn_deck);
    tb_put(&j, ",");
    jbits(&j, "djinn_used", s->djinn_used);
    tb_put(&j, ",\"caves\":[");
    for (int l = 0; l < DJ_LEVELS; l++) {
        tb_put(&j, "%s{\"level\":%d,\"revealed\":%s,\"row\":[", l ? "," : "", l + 3,
               (s->revealed >> l) & 1 ? "true" : "false");
        int first = 1;
        for (int i = 0; i < s->ncaves[l]; i++)
            if (s->dealt[l] & (1u << i)) {
                tb_put(&j, "%s{\"kind\":\"%s\",\"target\":%d}", first ? "" : ",",
                       djinn_kind_names[s->cave[l][i].kind], s->cave[l][i].target);
                first = 0;
            }
        tb_put(&j, "]}");
    }
    tb_put(&j, "],\"players\":[");
    for (int p = 0; p < s->players; p++)
        json_player(&j, s, p);
    tb_put(&j, "],\"capped\":%s}", s->capped ? "true" : "false");
    return tb_finish(&j);
}

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
    .state_json = djinn_state_json,
    .team = NULL,
};
