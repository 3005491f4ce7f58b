/* deck_game.h - "cardsum", a tiny game with decks that lives in the tests only, for the
 * deck studies of tests/test_decks.c (round robin, ratings, card figures, optimiser).
 *
 * Rules. A pool of CS_POOL cards c0..c11 with values cs_value[] (a test sets them).
 * Each seat plays a deck of CS_DECK distinct pool cards (rules deck1, deck2: a file
 * of card names, one a line; or game_cards_t.deck_put). Setup deals each seat CS_HAND
 * cards of its deck, drawn from the deck's own generator seeded by the game's chance
 * and the deck's key (mirrored deals, as in Dinn). Each seat then makes one forced
 * move (seat 1, then seat 2), which plays its hand; the chance stream rolls a die
 * d in -3..3 for seat 1. Seat 1 scores the sum of its hand's values plus d, seat 2 the
 * sum of its hand's values; the higher score wins, equal scores draw.
 *
 * By hand, with every value 0: seat 1 wins when d > 0 (3/7), draws at 0 (1/7).
 *
 * Card usage (card_event.h): every deck card at setup (CARD_IN_DECK), the hand when
 * play starts (CARD_DRAWN), the hand again when played (CARD_PLAYED). A deck holding
 * c11 gets a warning (deck_warn): "c11 can never be played" (a stand-in for Dinn's
 * cards no hero can play). */
#ifndef SIM_TEST_DECK_GAME_H
#define SIM_TEST_DECK_GAME_H

#include <stdio.h>
#include <string.h>

#include "card_event.h"
#include "game.h"
#include "rules.h"

#define CS_POOL 12
#define CS_DECK 4
#define CS_HAND 2

static int cs_value[CS_POOL];
static const char *const cs_names[CS_POOL] = {"c0", "c1", "c2", "c3", "c4",  "c5",
                                              "c6", "c7", "c8", "c9", "c10", "c11"};

typedef struct cs_deck {
    int n;
    int ids[CS_DECK + 1];
    uint64_t key;
    char label[64];
} cs_deck_t;

#define CS_RULES(X, C)                                                                     \
    X(C, CUSTOM, deck1, 0, 0, 0, void, "c0 c1 c2 c3", "seat 1's deck file")               \
    X(C, CUSTOM, deck2, 0, 0, 0, void, "c0 c1 c2 c3", "seat 2's deck file")

typedef struct cs_rules {
    int32_t unused;
    cs_deck_t deck[2];
} cs_rules_t;

typedef struct cs_state {
    uint8_t hand[2][CS_HAND]; /* pool ids */
    int8_t turn;              /* moves made: 2 is the end */
    int8_t roll;
    uint8_t pad[2];
} cs_state_t;

static const rule_param_t cs_params[] = {RULES_PARAMS(CS_RULES, cs_rules_t)};

static uint64_t cs_mix(uint64_t x)
{
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

static const cs_deck_t *cs_deck_of(const cs_rules_t *r, int seat)
{
    static const cs_deck_t def = {CS_DECK, {0, 1, 2, 3}, 0, "default"};
    return r->deck[seat].n ? &r->deck[seat] : &def;
}

static uint64_t cs_key(const cs_deck_t *d)
{
    if (d->key)
        return d->key;
    uint64_t h = 1;
    for (int i = 0; i < d->n; i++)
        h = cs_mix(h ^ (uint64_t)(d->ids[i] + 1));
    return h;
}

static int cs_find(const char *name)
{
    for (int c = 0; c < CS_POOL; c++)
        if (strcmp(cs_names[c], name) == 0)
            return c;
    return -1;
}

static int cs_rules_set(void *vr, const char *key, const char *val, char *err, size_t n)
{
    cs_rules_t *r = vr;
    int seat = strcmp(key, "deck1") == 0 ? 0 : strcmp(key, "deck2") == 0 ? 1 : -1;
    if (seat < 0) {
        snprintf(err, n, "unknown rule '%s'", key);
        return 1;
    }
    FILE *f = fopen(val, "r");
    if (!f) {
        snprintf(err, n, "%s: cannot open", val);
        return 1;
    }
    cs_deck_t d;
    memset(&d, 0, sizeof d);
    char line[128];
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = '\0';
        if (!line[0])
            continue;
        int c = cs_find(line);
        if (c < 0 || d.n >= CS_DECK + 1) {
            snprintf(err, n, "%s: bad card '%s'", val, line);
            fclose(f);
            return 1;
        }
        d.ids[d.n++] = c;
    }
    fclose(f);
    snprintf(d.label, sizeof d.label, "%s", val);
    r->deck[seat] = d;
    return 0;
}

static int cs_rules_check(const void *vr, int players, char *err, size_t n)
{
    const cs_rules_t *r = vr;
    if (players != 2) {
        snprintf(err, n, "two players");
        return 1;
    }
    for (int s = 0; s < 2; s++) {
        const cs_deck_t *d = cs_deck_of(r, s);
        if (d->n != CS_DECK) {
            snprintf(err, n, "%s: %d cards, a deck holds %d", d->label, d->n, CS_DECK);
            return 1;
        }
        for (int i = 0; i < d->n; i++)
            for (int j = 0; j < i; j++)
                if (d->ids[i] == d->ids[j]) {
                    snprintf(err, n, "%s: c%d twice", d->label, d->ids[i]);
                    return 1;
                }
    }
    return 0;
}

static void cs_setup(void *vs, const void *vr, int players, rng_t *rng)
{
    (void)players;
    cs_state_t *s = vs;
    const cs_rules_t *r = vr;
    memset(s, 0, sizeof *s);
    const uint64_t hi = rng_u32(rng), lo = rng_u32(rng), base = hi << 32 | lo;
    uint64_t key[2] = {cs_key(cs_deck_of(r, 0)), cs_key(cs_deck_of(r, 1))};
    if (key[1] == key[0])
        key[1] = cs_mix(key[1] ^ 77);
    for (int p = 0; p < 2; p++) {
        const cs_deck_t *d = cs_deck_of(r, p);
        rng_t dr = {cs_mix(base ^ cs_mix(key[p])), 0xda3e39cb94b95bdbULL};
        int taken = 0;
        for (int k = 0; k < CS_HAND; k++) {
            int i;
            do
                i = (int)rng_below(&dr, CS_DECK);
            while (taken >> i & 1);
            taken |= 1 << i;
            s->hand[p][k] = (uint8_t)d->ids[i];
        }
        if (CARD_ON()) {
            for (int i = 0; i < d->n; i++)
                card_event(p, d->ids[i], CARD_IN_DECK);
            for (int k = 0; k < CS_HAND; k++)
                card_event(p, s->hand[p][k], CARD_DRAWN);
        }
    }
}

static int cs_to_move(const void *vs)
{
    const cs_state_t *s = vs;
    return s->turn < 2 ? s->turn : -1;
}

static int cs_legal(const void *vs, move_t *out)
{
    (void)vs;
    out[0] = 0;
    return 1;
}

static void cs_apply(void *vs, move_t m, rng_t *rng)
{
    (void)m;
    cs_state_t *s = vs;
    if (CARD_ON())
        for (int k = 0; k < CS_HAND; k++)
            card_event(s->turn, s->hand[s->turn][k], CARD_PLAYED);
    if (++s->turn == 2)
        s->roll = (int8_t)((int)rng_below(rng, 7) - 3);
}

static void cs_outcome(const void *vs, outcome_t *o)
{
    const cs_state_t *s = vs;
    int score[2] = {s->roll, 0};
    for (int p = 0; p < 2; p++)
        for (int k = 0; k < CS_HAND; k++)
            score[p] += cs_value[s->hand[p][k]];
    for (int p = 0; p < 2; p++) {
        o->result[p] = score[p] > score[1 - p]   ? RESULT_WIN
                       : score[p] == score[1 - p] ? RESULT_DRAW
                                                  : RESULT_LOSS;
        o->points[p] = score[p];
    }
    o->rounds = 1;
    o->turns = 2;
}

static void cs_determinize(void *vs, int observer, rng_t *rng)
{
    (void)vs, (void)observer, (void)rng;
}

static double cs_evaluate(const void *vs, int seat)
{
    (void)vs, (void)seat;
    return 0.5;
}

static int cs_describe(const void *vs, move_t m, char *buf, size_t n)
{
    (void)vs, (void)m;
    return snprintf(buf, n, "play");
}

static int cs_json(const void *vs, char *buf, size_t n)
{
    const cs_state_t *s = vs;
    return snprintf(buf, n, "{\"turn\":%d}", s->turn);
}

/* ---- the card table ---- */

static int cs_count(void) { return CS_POOL; }
static const char *cs_name(int c) { return c >= 0 && c < CS_POOL ? cs_names[c] : "?"; }
static int cs_category(int c) { (void)c; return 0; }

static int cs_deck_get(const void *vr, int seat, int *cards, int max)
{
    const cs_deck_t *d = cs_deck_of(vr, seat);
    for (int i = 0; i < d->n && i < max; i++)
        cards[i] = d->ids[i];
    return d->n;
}

static int cs_deck_put(void *vr, int seat, const int *cards, int n, const char *label,
                       uint64_t key, char *err, size_t errn)
{
    cs_rules_t *r = vr;
    if (n > CS_DECK + 1) {
        snprintf(err, errn, "%s: too many cards", label);
        return 1;
    }
    cs_deck_t *d = &r->deck[seat];
    memset(d, 0, sizeof *d);
    for (int i = 0; i < n; i++)
        d->ids[i] = cards[i];
    d->n = n;
    d->key = key;
    snprintf(d->label, sizeof d->label, "%s", label);
    return 0;
}

static int cs_deck_warn(const void *vr, int seat, char *buf, size_t n)
{
    const cs_deck_t *d = cs_deck_of(vr, seat);
    buf[0] = '\0';
    for (int i = 0; i < d->n; i++)
        if (d->ids[i] == 11) {
            snprintf(buf, n, "%s: c11 can never be played\n", d->label);
            return 1;
        }
    return 0;
}

static const game_cards_t cs_cards = {
    .count = cs_count,
    .name = cs_name,
    .deck_get = cs_deck_get,
    .deck_put = cs_deck_put,
    .deck_warn = cs_deck_warn,
    .category = cs_category,
};

static const game_t cardsum_game = {
    .id = "cardsum",
    .name = "cardsum (a test game with decks)",
    .min_players = 2,
    .max_players = 2,
    .max_moves = 1,
    .state_size = sizeof(cs_state_t),
    .rules_size = sizeof(cs_rules_t),
    .params = cs_params,
    .rules_set = cs_rules_set,
    .rules_check = cs_rules_check,
    .setup = cs_setup,
    .to_move = cs_to_move,
    .legal_moves = cs_legal,
    .apply = cs_apply,
    .outcome = cs_outcome,
    .determinize = cs_determinize,
    .evaluate = cs_evaluate,
    .describe_move = cs_describe,
    .state_json = cs_json,
    .deck_rule = "deck",
    .cards = &cs_cards,
};

#endif
