/* test_dinn.c - Dinn: one test per rule of the rulebook, one per effect code, the
 * deck construction rules, the card file's errors, the rule parameters and the shared
 * battery over random games (the signature of play is tests/signatures.txt).
 * Positions are built by hand: every card goes to its owner's deck, then the test
 * puts the cards it needs
 * in hand, graveyard or play and applies moves. */
#include <criterion/criterion.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../games/dinn/dinn.h"
#include "../games/dinn/dinn_internal.h"
#include "battery.h"
#include "card_event.h"
#include "data.h"
#include "trace_event.h"

static const game_t *g = &dinn_game;
static rng_t trng; /* chance for the moves a test applies */

static void init_game(void)
{
    char err[512];
    cr_assert_eq(g->init(err, sizeof err), 0, "%s", err);
    rng_seed(&trng, 12345, 6789);
}

TestSuite(dinn, .init = init_game);

/* ---- helpers ---- */

static void default_rules(dinn_rules_t *r)
{
    memset(r, 0, sizeof *r);
    rules_defaults(g, r);
}

static void set_rule(dinn_rules_t *r, const char *key, const char *val)
{
    char err[512];
    cr_assert_eq(rules_set(g, r, key, val, err, sizeof err), 0, "%s", err);
}

/* A 2-player game of rules r set up with chance *rng, seeded (seed, stream). */
static void seeded_setup(dinn_state_t *st, const dinn_rules_t *r, rng_t *rng, uint64_t seed,
                         uint64_t stream)
{
    rng_seed(rng, seed, stream);
    g->setup(st, r, 2, rng);
}

/* Random moves chosen from *choose, chance from *chance, until the game is over. */
static void play_out(dinn_state_t *st, rng_t *choose, rng_t *chance)
{
    move_t mv[DINN_MAX_MOVES];
    while (g->to_move(st) >= 0) {
        int n = g->legal_moves(st, mv);
        g->apply(st, mv[rng_below(choose, (uint32_t)n)], chance);
    }
}

/* Round 1 played with the first legal hero and passes (chance from *rng). */
static void pass_through_round_one(dinn_state_t *st, rng_t *rng)
{
    move_t mv[DINN_MAX_MOVES];
    while (st->round == 1 && st->phase != PH_OVER) {
        int n = g->legal_moves(st, mv);
        move_t m = mv[0];
        for (int i = 0; i < n; i++)
            if (DINN_KIND(mv[i]) == MV_PASS)
                m = mv[i];
        g->apply(st, m, rng);
    }
}

static outcome_t outcome_of(const dinn_state_t *st)
{
    outcome_t o;
    memset(&o, 0, sizeof o);
    g->outcome(st, &o);
    return o;
}

static void deck_from(dinn_deck_t *d, const char *const *names)
{
    memset(d, 0, sizeof *d);
    for (; *names; names++) {
        int id = dinn_card_find(*names);
        cr_assert(id >= 0, "no card '%s' in cards.csv", *names);
        d->ids[d->n] = (uint8_t)id;
        d->lines[d->n] = d->n + 1;
        d->n++;
    }
    snprintf(d->path, sizeof d->path, "test deck");
}

/* Two sides equal in everything but the deck's generator (determinize re-seeds it:
 * the observer does not know its own deck's order either). */
static int same_but_shuffle(const dinn_side_t *a, const dinn_side_t *b)
{
    dinn_side_t x = *a;
    x.shuffle = b->shuffle;
    return memcmp(&x, b, sizeof x) == 0;
}

/* Both lists in their owners' decks, full hearts, round 2 about to choose heroes,
 * seat 0 first. Setup runs first so the state is a real one. */
static void position(dinn_state_t *st, const char *const *l0, const char *const *l1)
{
    dinn_rules_t r;
    default_rules(&r);
    r.mulligans = 0;
    deck_from(&r.deck[0], l0);
    deck_from(&r.deck[1], l1);
    rng_t rng;
    rng_seed(&rng, 1, 1);
    g->setup(st, &r, 2, &rng);
    for (int p = 0; p < 2; p++) {
        dinn_side_t *s = &st->s[p];
        s->deck = s->n >= 64 ? ~0ULL : (1ULL << s->n) - 1;
        s->hand = s->grave = s->known = 0;
        s->hearts = 3;
        s->essence = 0;
        s->hero = s->commit = DINN_NONE;
        s->slot[0] = s->slot[1] = DINN_NONE;
        s->slot_flags[0] = s->slot_flags[1] = 0;
        s->hero_negated = s->passed = 0;
        s->round_pow = 0;
        s->adopted = 0;
        s->skip_draw = s->draw_bonus = s->heal_next = 0;
        s->power_next = 0;
    }
    st->round = 2;
    st->turns = 0;
    st->first = 0;
    st->reveal = 1;
    st->winner = -1;
    st->capped = 0;
    st->phase = PH_HERO;
    st->to_move = 0;
    st->stage = SG_WAIT;
}

static int ix(const dinn_state_t *st, int p, const char *name)
{
    int i = dinn_list_index(st, p, name);
    cr_assert(i >= 0, "'%s' is not in seat %d's list", name, p);
    return i;
}

static uint64_t bit(const dinn_state_t *st, int p, const char *name)
{
    return 1ULL << ix(st, p, name);
}

/* Move a card of p's list from wherever it is to the hand / graveyard. */
static void to_hand(dinn_state_t *st, int p, const char *name)
{
    uint64_t b = bit(st, p, name);
    st->s[p].deck &= ~b;
    st->s[p].grave &= ~b;
    st->s[p].hand |= b;
}

static void to_grave(dinn_state_t *st, int p, const char *name)
{
    uint64_t b = bit(st, p, name);
    st->s[p].deck &= ~b;
    st->s[p].hand &= ~b;
    st->s[p].grave |= b;
}

static int is_legal(const dinn_state_t *st, move_t m)
{
    move_t mv[DINN_MAX_MOVES];
    int n = g->legal_moves(st, mv);
    for (int i = 0; i < n; i++)
        if (mv[i] == m)
            return 1;
    return 0;
}

static void do_move(dinn_state_t *st, int kind, int arg)
{
    move_t m = DINN_MOVE(kind, arg);
    cr_assert(is_legal(st, m), "move kind %d arg %d is not legal (phase %d, seat %d)", kind,
              arg, st->phase, st->to_move);
    g->apply(st, m, &trng);
}

static void hero(dinn_state_t *st, int p, const char *name)
{
    cr_assert_eq(st->phase, PH_HERO);
    cr_assert_eq(st->to_move, p);
    do_move(st, MV_HERO, ix(st, p, name));
}

/* Seat 0 chooses h0 (face down), seat 1 holding h1; both are put in hand. */
static void face_down(dinn_state_t *st, const char *h0, const char *h1)
{
    to_hand(st, 0, h0);
    to_hand(st, 1, h1);
    hero(st, 0, h0);
}

/* Seat 0 then seat 1 choose heroes (both put in hand first). */
static void heroes(dinn_state_t *st, const char *h0, const char *h1)
{
    face_down(st, h0, h1);
    hero(st, 1, h1);
}

static void play(dinn_state_t *st, int p, const char *name)
{
    cr_assert_eq(st->to_move, p);
    do_move(st, MV_PLAY, ix(st, p, name));
}

static void pass(dinn_state_t *st, int p)
{
    cr_assert_eq(st->to_move, p);
    do_move(st, MV_PASS, 0);
}

/* One reveal: seat 0 then seat 1; NULL is a pass. */
static void reveal(dinn_state_t *st, const char *c0, const char *c1)
{
    cr_assert_eq(st->phase, PH_CARD, "expected a card reveal, phase %d", st->phase);
    if (c0) {
        to_hand(st, 0, c0);
        play(st, 0, c0);
    } else {
        pass(st, 0);
    }
    if (c1) {
        to_hand(st, 1, c1);
        play(st, 1, c1);
    } else {
        pass(st, 1);
    }
    if (st->phase == PH_CHANGE)
        do_move(st, MV_KEEP, 0);
}

static int cards_in(uint64_t m) { return __builtin_popcountll(m); }

/* Filler: heroes and cards that stay in the deck so round starts find heroes. */
#define FILLER "Squire Bedwyr", "Percival the Pure", "Wooden Club", "Feint"

/* ---- setup ---- */

/* select_bit (the k-th set bit: a sparse deck's draws, pick_bit) against a walk
 * over the bits, on random masks of every density and on the edge masks. */
Test(dinn, select_bit_is_the_kth_set_bit)
{
    uint64_t x = 0x9e3779b97f4a7c15ULL;
    for (int t = 0; t < 60000; t++) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        uint64_t m = t % 4 == 0 ? x : t % 4 == 1 ? x & (x >> 9) : t % 4 == 2 ? x | (x << 5)
                                                                            : x & (x >> 3) & (x >> 21);
        if (t < 64)
            m = ~0ULL << t; /* the edges: full, high bits only, the top bit */
        if (!m)
            continue;
        int k = 0;
        for (int i = 0; i < 64; i++)
            if (m >> i & 1) {
                cr_assert_eq(select_bit(m, k), i, "mask %llx k %d", (unsigned long long)m, k);
                k++;
            }
    }
}

Test(dinn, setup_three_hearts_shuffled_decks_eight_cards)
{
    dinn_rules_t r;
    default_rules(&r);
    dinn_state_t st;
    rng_t rng;
    seeded_setup(&st, &r, &rng, 3, 4);
    for (int p = 0; p < 2; p++) {
        cr_assert_eq(st.s[p].hearts, 3);
        cr_assert_eq(st.s[p].n, 36);
        cr_assert_eq(cards_in(st.s[p].hand), 8);
        cr_assert_eq(cards_in(st.s[p].deck), 28);
        cr_assert(st.s[p].hand & st.s[p].type[DINN_HERO], "a hero in the opening hand");
    }
    cr_assert_eq(st.phase, PH_MULLIGAN);
    cr_assert_eq(st.to_move, 0);
}

/* Setup packs the rules into the state four registers at a time (dinn.c,
 * rules_pack_fast): every rule at its lowest and at its highest value comes out as
 * given, the padding byte as the clearing left it. */
Test(dinn, setup_keeps_every_rule_in_the_state)
{
    for (int end = 0; end < 2; end++) {
        dinn_rules_t r;
        default_rules(&r);
#define SET_INT(key, lo, hi) r.key = end ? (hi) : (lo);
#define SET_BOOL(key, lo, hi) r.key = end;
#define SET_CUSTOM(key, lo, hi)
#define SET_(C, kind, key, def, lo, hi, ptype, extra, help) SET_##kind(key, lo, hi)
        DINN_RULES(SET_, ~)
        dinn_state_t st;
        rng_t rng;
        seeded_setup(&st, &r, &rng, 5, 6);
#define CHECK_INT(key) cr_assert_eq(st.rule.key, r.key, "rule %s", #key);
#define CHECK_BOOL(key) CHECK_INT(key)
#define CHECK_CUSTOM(key)
#define CHECK_(C, kind, key, def, lo, hi, ptype, extra, help) CHECK_##kind(key)
        DINN_RULES(CHECK_, ~)
        cr_assert_eq(((const uint8_t *)&st.rule)[13], 0, "the padding byte");
    }
}

/* A list of `size` cards in `list`: the hero h0 (and h1 unless NULL), then the pool's
 * first cards that are no heroes. */
static const char *const *few_heroes(const char **list, int size, const char *h0,
                                     const char *h1)
{
    int n = 0;
    list[n++] = h0;
    if (h1)
        list[n++] = h1;
    for (int i = 0; i < dinn_pool->n && n < size; i++)
        if (dinn_pool->card[i].type != DINN_HERO)
            list[n++] = dinn_pool->info[i].name;
    list[n] = NULL;
    return list;
}

Test(dinn, setup_no_hero_redraw_loop_until_a_hero)
{
    /* one hero among 36: most opening hands have none and must be redrawn */
    const char *list[40];
    few_heroes(list, 36, "Great Bear of the North", NULL);
    dinn_rules_t r;
    default_rules(&r);
    deck_from(&r.deck[0], list);
    deck_from(&r.deck[1], list);
    for (int seed = 0; seed < 200; seed++) {
        dinn_state_t st;
        rng_t rng;
        seeded_setup(&st, &r, &rng, (uint64_t)seed, 9);
        for (int p = 0; p < 2; p++) {
            cr_assert_eq(cards_in(st.s[p].hand), 8, "the redraw keeps the hand size");
            cr_assert(st.s[p].hand & st.s[p].type[DINN_HERO]);
        }
    }
}

Test(dinn, mulligan_is_a_move_of_each_player_once_per_game)
{
    dinn_rules_t r;
    default_rules(&r);
    dinn_state_t st;
    rng_t rng;
    seeded_setup(&st, &r, &rng, 5, 6);
    move_t mv[DINN_MAX_MOVES];
    cr_assert_eq(g->legal_moves(&st, mv), 2);
    uint64_t before = st.s[0].hand;
    g->apply(&st, DINN_MOVE(MV_MULLIGAN, 0), &rng);
    cr_assert_eq(cards_in(st.s[0].hand), 8);
    cr_assert(st.s[0].hand & st.s[0].type[DINN_HERO]);
    cr_assert_neq(st.s[0].hand, before, "a new hand (this seed)");
    /* seat 0 used its mulligan: seat 1 decides next */
    cr_assert_eq(st.phase, PH_MULLIGAN);
    cr_assert_eq(st.to_move, 1);
    g->apply(&st, DINN_MOVE(MV_KEEP_HAND, 0), &rng);
    cr_assert_eq(st.phase, PH_HERO, "round 1 starts after both decided");
    cr_assert_eq(st.round, 1);
}

Test(dinn, rule_mulligans_zero_skips_the_mulligan)
{
    dinn_rules_t r;
    default_rules(&r);
    set_rule(&r, "mulligans", "0");
    dinn_state_t st;
    rng_t rng;
    seeded_setup(&st, &r, &rng, 5, 6);
    cr_assert_eq(st.phase, PH_HERO);
}

/* ---- round structure ---- */

/* Cards without abilities: hand counts depend on the rules alone. */
static const char *const vanilla[] = {
    "Baal the Devourer", "Great Bear of the North", "Salamander", "Excalibur", "Squire's Lance",
    "Court Mantle", "Bone Scythe", "Infernal Contract", "Dread Shroud", "Iron Fangs",
    "Razor Talons", "Wyrmfire Gland", "War Harness", "Beast Totem", "Tidal Trident",
    "Storm Amulet", "Verdant Bow", "Runed Staff", "Alchemist's Flask", "Wooden Club", NULL};

static void vanilla_rules(dinn_rules_t *r)
{
    default_rules(r);
    deck_from(&r->deck[0], vanilla);
    deck_from(&r->deck[1], vanilla);
}

Test(dinn, round_one_has_no_draw_later_rounds_draw_two)
{
    dinn_rules_t r;
    vanilla_rules(&r);
    r.mulligans = 0;
    dinn_state_t st;
    rng_t rng;
    seeded_setup(&st, &r, &rng, 7, 8);
    cr_assert_eq(st.round, 1);
    cr_assert_eq(cards_in(st.s[0].hand), 8, "no draw in round 1");
    pass_through_round_one(&st, &rng);
    cr_assert_neq(st.phase, PH_OVER, "round 1 of this seed does not end the game");
    cr_assert_eq(cards_in(st.s[0].hand), 8 - 1 + 2, "hero played, two drawn");
    cr_assert_eq(cards_in(st.s[1].hand), 8 - 1 + 2);
}

static const char *const basic0[] = {"Great Bear of the North", "Baal the Devourer", FILLER,
                                     NULL};
static const char *const basic1[] = {"Great Bear of the North", "Baal the Devourer", FILLER,
                                     NULL};

/* A list of the named cards, then the filler. */
#define FILLED(...) ((const char *const[]){__VA_ARGS__, FILLER, NULL})

/* Seat 0's list: `hero` and the filler; seat 1's: basic1. Seat 0 chooses `hero`,
 * seat 1 `rival` (of basic1). */
static void duel(dinn_state_t *st, const char *hero, const char *rival)
{
    position(st, FILLED(hero), basic1);
    heroes(st, hero, rival);
}

/* The same with seat 1's list `rival` and the filler. */
static void head_to_head(dinn_state_t *st, const char *hero, const char *rival)
{
    position(st, FILLED(hero), FILLED(rival));
    heroes(st, hero, rival);
}

/* A round from a hand-built position; each deck's generator (mirrored deals) seeded
 * from the tests' chance stream, so every call draws afresh. */
static void start_round(dinn_state_t *st)
{
    for (int p = 0; p < 2; p++) {
        const uint64_t hi = rng_u32(&trng), lo = rng_u32(&trng);
        st->s[p].shuffle = hi << 32 | lo;
    }
    st->stage = SG_ROUND_START;
    dinn_proceed(st, &trng);
}

Test(dinn, empty_deck_shatters_a_heart_each_round_without_a_draw)
{
    dinn_state_t st;
    position(&st, basic0, basic1);
    st.s[0].hand = st.s[0].deck; /* seat 0: all in hand, deck empty */
    st.s[0].deck = 0;
    to_hand(&st, 1, "Baal the Devourer");
    start_round(&st);
    cr_assert_eq(st.s[0].hearts, 2, "failed to draw: a heart shattered");
    cr_assert_eq(st.s[1].hearts, 3);
    cr_assert_eq(cards_in(st.s[1].hand), 3);
}

Test(dinn, partial_draw_from_a_short_deck_shatters_nothing)
{
    dinn_state_t st;
    position(&st, basic0, basic1);
    st.s[0].hand = st.s[0].deck & ~bit(&st, 0, "Feint");
    st.s[0].deck = bit(&st, 0, "Feint");
    start_round(&st);
    cr_assert_eq(st.s[0].hearts, 3);
    cr_assert(st.s[0].hand & bit(&st, 0, "Feint"));
}

Test(dinn, rule_empty_deck_shatter_sets_the_loss)
{
    dinn_state_t st;
    position(&st, basic0, basic1);
    st.rule.empty_deck_shatter = 2;
    st.s[0].hand = st.s[0].deck;
    st.s[0].deck = 0;
    start_round(&st);
    cr_assert_eq(st.s[0].hearts, 1);
}

Test(dinn, no_hero_in_hand_shuffle_back_and_redraw)
{
    /* One hero among eleven cards: after the round's draw the hand of four usually
     * holds none, so it goes back into the deck and four are drawn again until the
     * hero comes. The hand keeps its size (a random hero added instead would make
     * five), and the two cards held before are sometimes gone (shuffled back). */
    static const char *const l0[] = {"Great Bear of the North", "Wooden Club", "Feint",
                                     "Beast Totem", "Pounce", "Squire's Lance", "Excalibur",
                                     "Court Mantle", "Bone Scythe", "Iron Fangs",
                                     "Razor Talons", NULL};
    int redrawn = 0, both_kept = 0;
    for (int k = 0; k < 100; k++) {
        dinn_state_t st;
        position(&st, l0, basic1);
        to_hand(&st, 0, "Wooden Club");
        to_hand(&st, 0, "Feint");
        to_hand(&st, 1, "Baal the Devourer");
        start_round(&st);
        cr_assert_eq(cards_in(st.s[0].hand), 4, "two held, two drawn, redrawn as many");
        cr_assert(st.s[0].hand & bit(&st, 0, "Great Bear of the North"), "the hero came");
        cr_assert_eq(st.phase, PH_HERO);
        uint64_t held = bit(&st, 0, "Wooden Club") | bit(&st, 0, "Feint");
        both_kept += (st.s[0].hand & held) == held;
        redrawn += (st.s[0].hand & held) != held;
    }
    /* without a redraw both would be kept every time */
    cr_assert(redrawn > 50, "the hand was shuffled back in %d of 100 rounds", redrawn);
    cr_assert(both_kept > 0, "%d", both_kept);
}

Test(dinn, no_draw_through_an_ability_takes_a_random_hero)
{
    dinn_state_t st;
    position(&st, basic0, basic1);
    to_hand(&st, 0, "Wooden Club");
    to_hand(&st, 1, "Baal the Devourer");
    st.s[0].skip_draw = 1;
    start_round(&st);
    cr_assert_eq(cards_in(st.s[0].hand), 2, "no draw; one random hero added");
    cr_assert(st.s[0].hand & bit(&st, 0, "Wooden Club"));
    cr_assert(st.s[0].hand & st.s[0].type[DINN_HERO]);
    cr_assert_eq(st.s[0].hearts, 3);
}

Test(dinn, no_hero_in_hand_or_deck_loses)
{
    dinn_state_t st;
    position(&st, basic0, basic1);
    st.s[0].grave = st.s[0].type[DINN_HERO];
    st.s[0].deck &= ~st.s[0].type[DINN_HERO];
    to_hand(&st, 1, "Baal the Devourer");
    start_round(&st);
    cr_assert_eq(st.phase, PH_OVER);
    cr_assert_eq(st.winner, 1);
}

Test(dinn, both_without_heroes_is_a_tie)
{
    dinn_state_t st;
    position(&st, basic0, basic1);
    for (int p = 0; p < 2; p++) {
        st.s[p].grave = st.s[p].type[DINN_HERO];
        st.s[p].deck &= ~st.s[p].type[DINN_HERO];
    }
    start_round(&st);
    cr_assert_eq(st.phase, PH_OVER);
    cr_assert_eq(st.winner, -1);
    outcome_t o = outcome_of(&st);
    cr_assert_eq(o.result[0], RESULT_DRAW);
    cr_assert_eq(o.result[1], RESULT_DRAW);
}

/* ---- first reveal ---- */

Test(dinn, heroes_are_chosen_face_down_and_revealed_together)
{
    dinn_state_t st;
    position(&st, basic0, basic1);
    to_hand(&st, 0, "Great Bear of the North");
    face_down(&st, "Baal the Devourer", "Baal the Devourer");
    cr_assert_eq(st.s[0].hero, DINN_NONE, "not revealed before the other chooses");
    cr_assert_eq(st.s[0].commit, ix(&st, 0, "Baal the Devourer"));
    cr_assert_eq(st.to_move, 1);
    hero(&st, 1, "Baal the Devourer");
    cr_assert_eq(st.s[0].hero, ix(&st, 0, "Baal the Devourer"));
    cr_assert_eq(st.s[1].hero, ix(&st, 1, "Baal the Devourer"));
    cr_assert_eq(st.phase, PH_CARD);
}

Test(dinn, face_down_hero_is_resampled_for_the_opponent)
{
    dinn_state_t st;
    position(&st, basic0, basic1);
    to_hand(&st, 0, "Great Bear of the North");
    to_hand(&st, 0, "Feint");
    face_down(&st, "Baal the Devourer", "Baal the Devourer");
    int changed = 0;
    rng_t rng;
    rng_seed(&rng, 1, 2);
    for (int k = 0; k < 100; k++) {
        dinn_state_t v = st;
        g->determinize(&v, 1, &rng);
        cr_assert(v.s[0].commit != DINN_NONE);
        cr_assert_eq(dinn_card_at(&v, 0, v.s[0].commit)->type, DINN_HERO,
                     "the face-down hero stays a hero");
        cr_assert_eq(cards_in(v.s[0].hand), 2);
        cr_assert_eq(cards_in(v.s[0].deck), cards_in(st.s[0].deck));
        cr_assert(same_but_shuffle(&v.s[1], &st.s[1]), "own side untouched");
        changed += v.s[0].commit != st.s[0].commit;
    }
    cr_assert(changed > 0, "the hidden choice is resampled");
}

Test(dinn, face_down_hero_view_never_falls_back_to_the_truth)
{
    /* seat 0 holds no card but its face-down hero; two heroes among its 60 unseen
     * cards: either is as likely. Rejection sampling alone fails often here (2 in
     * 60 per try); keeping the true hero then would tell seat 1 what it is. */
    const char *list[64];
    dinn_state_t st;
    position(&st, few_heroes(list, 60, "Baal the Devourer", "Great Bear of the North"), basic1);
    face_down(&st, "Baal the Devourer", "Baal the Devourer");
    cr_assert_eq(st.s[0].hand, 0);
    rng_t rng;
    rng_seed(&rng, 11, 12);
    int truth = 0, views = 4000;
    for (int k = 0; k < views; k++) {
        dinn_state_t v = st;
        g->determinize(&v, 1, &rng);
        cr_assert_eq(dinn_card_at(&v, 0, v.s[0].commit)->type, DINN_HERO);
        cr_assert_eq(v.s[0].hand, 0);
        truth += v.s[0].commit == st.s[0].commit;
    }
    /* one half is 2000 (sd 32); a fallback to the truth gives about 2230 */
    cr_assert(truth > 1880 && truth < 2120, "the true hero in %d of %d views", truth, views);
}

Test(dinn, higher_power_hero_ability_resolves_first)
{
    /* Morgan le Fay (4) negates the opponent's hero before Court Jester (2) can
     * negate hers: only the Jester ends up negated. */
    dinn_state_t st;
    head_to_head(&st, "Morgan le Fay", "Court Jester");
    cr_assert_eq(st.s[1].hero_negated, 1);
    cr_assert_eq(st.s[0].hero_negated, 0);
}

/* The pool of cards.csv plus `rows` (CSV lines), loaded through the game's loader
 * (the pool is read-only to everyone else; each test runs in its own process). */
static void pool_with(const char *rows)
{
    char src[1024], err[512];
    data_path(src, sizeof src, "games/dinn/cards.csv");
    FILE *in = fopen(src, "r");
    cr_assert(in, "cannot open %s", src);
    const char *path = "/tmp/dinn_test_pool.csv";
    FILE *out = fopen(path, "w");
    cr_assert(out);
    char line[1024];
    while (fgets(line, sizeof line, in))
        fputs(line, out);
    fclose(in);
    fputs(rows, out);
    fclose(out);
    cr_assert_eq(dinn_pool_load(path, err, sizeof err), 0, "%s", err);
    unlink(path);
}

Test(dinn, power_tie_broken_by_most_hearts)
{
    /* two negators of equal power: the one with more hearts resolves first */
    pool_with("Test Negator Two,hero,4,2,Noble,negate_card,Negates.\n"
              "Test Negator One,hero,4,1,Noble,negate_card,Negates.\n");
    dinn_state_t st;
    head_to_head(&st, "Test Negator One", "Test Negator Two");
    cr_assert_eq(st.s[0].hero_negated, 1);
    cr_assert_eq(st.s[1].hero_negated, 0);
}

Test(dinn, power_and_hearts_tie_broken_by_most_attributes)
{
    pool_with("Test Negator Wide,hero,4,2,Noble;Rune;Wing,negate_card,Negates.\n"
              "Test Negator Narrow,hero,4,2,Noble,negate_card,Negates.\n");
    dinn_state_t st;
    head_to_head(&st, "Test Negator Narrow", "Test Negator Wide");
    cr_assert_eq(st.s[0].hero_negated, 1);
    cr_assert_eq(st.s[1].hero_negated, 0);
}

Test(dinn, full_tie_is_a_coin_flip)
{
    int first0 = 0, first1 = 0;
    for (int k = 0; k < 60; k++) {
        dinn_state_t st;
        head_to_head(&st, "Morgan le Fay", "Court Spymaster");
        cr_assert_eq(st.s[0].hero_negated + st.s[1].hero_negated, 1);
        first0 += st.s[1].hero_negated;
        first1 += st.s[0].hero_negated;
    }
    cr_assert(first0 > 0 && first1 > 0, "both orders happen: %d / %d", first0, first1);
}

Test(dinn, end_of_first_reveal_trigger_then_heart_check)
{
    /* the trigger fires once both heroes are revealed, before the second reveal */
    static const char *const l0[] = {"Alpha Dire Wolf", "Dread Harbinger", FILLER, NULL};
    static const char *const l1[] = {"Baal the Devourer", "Great Bear of the North", FILLER,
                                     NULL};
    dinn_state_t st;
    position(&st, l0, l1);
    heroes(&st, "Alpha Dire Wolf", "Baal the Devourer");
    cr_assert_eq(st.phase, PH_CARD);
    cr_assert_eq(st.reveal, 2);
    cr_assert_eq(st.s[0].round_pow, 3, "underdog: +3 when the opponent is stronger");
    cr_assert_eq(dinn_power(&st, 0), 9);
    /* then the hearts check: a trigger that takes the last heart ends the game at
     * once, before any card is played */
    position(&st, l0, l1);
    st.s[1].hearts = 1;
    heroes(&st, "Dread Harbinger", "Great Bear of the North");
    cr_assert_eq(st.s[1].hearts, 0);
    cr_assert_eq(st.s[0].hearts, 2);
    cr_assert_eq(st.phase, PH_OVER, "no hearts after the trigger: the game is over");
    cr_assert_eq(st.winner, 0);
    cr_assert_eq(st.turns, 2, "no card reveal was played");
}

Test(dinn, no_hearts_after_first_reveal_loses_and_both_at_once_tie)
{
    dinn_state_t st;
    position(&st, FILLED("Dread Harbinger"), FILLED("Great Bear of the North"));
    st.s[1].hearts = 1;
    heroes(&st, "Dread Harbinger", "Great Bear of the North");
    cr_assert_eq(st.phase, PH_OVER);
    cr_assert_eq(st.winner, 0);
    position(&st, FILLED("Dread Harbinger"), FILLED("Great Bear of the North"));
    st.s[0].hearts = st.s[1].hearts = 1;
    heroes(&st, "Dread Harbinger", "Great Bear of the North");
    cr_assert_eq(st.phase, PH_OVER);
    cr_assert_eq(st.winner, -1, "both without hearts: a tie");
}

/* ---- second and third reveal ---- */

static const char *const merlin0[] = {"Ancient Merlin", "Trebuchet's Final Sword",
                                      "Wounding Strike", "Uprising", FILLER, NULL};

/* Merlin (merlin0) chosen against the Great Bear (seat 1's list `rival`), with no
 * equipment left in the deck to search: it is set aside (to_grave: put in the
 * graveyard) before the heroes are chosen. */
static void merlin_against_the_bear(dinn_state_t *st, const char *const *rival, int to_grave)
{
    position(st, merlin0, rival);
    if (to_grave)
        st->s[0].grave |= st->s[0].deck & st->s[0].type[DINN_EQUIPMENT];
    st->s[0].deck &= ~st->s[0].type[DINN_EQUIPMENT];
    heroes(st, "Ancient Merlin", "Great Bear of the North");
}

Test(dinn, attributes_limit_cards_merlin_example)
{
    dinn_state_t st;
    position(&st, merlin0, basic1);
    st.s[0].deck &= ~st.s[0].type[DINN_EQUIPMENT]; /* nothing for Merlin to search */
    st.s[0].grave |= st.s[0].type[DINN_EQUIPMENT];
    to_hand(&st, 0, "Trebuchet's Final Sword");
    to_hand(&st, 0, "Wounding Strike");
    to_hand(&st, 0, "Uprising");
    heroes(&st, "Ancient Merlin", "Great Bear of the North");
    cr_assert_eq(dinn_card_at(&st, 0, st.s[0].hero)->power, 5);
    cr_assert_eq(dinn_card_at(&st, 0, st.s[0].hero)->hearts, 2);
    cr_assert_eq(st.phase, PH_CARD);
    cr_assert(is_legal(&st, DINN_MOVE(MV_PLAY, ix(&st, 0, "Trebuchet's Final Sword"))));
    cr_assert(is_legal(&st, DINN_MOVE(MV_PLAY, ix(&st, 0, "Wounding Strike"))));
    cr_assert(!is_legal(&st, DINN_MOVE(MV_PLAY, ix(&st, 0, "Uprising"))));
    cr_assert(is_legal(&st, DINN_MOVE(MV_PASS, 0)));
}

Test(dinn, sub_attribute_icon_needs_that_sub_attribute)
{
    /* Excalibur needs Knight and Noble; Squire's Lance needs Knight: Merlin
     * (Scholar, Rune, Court) has Valor but not Knight. */
    dinn_state_t st;
    position(&st, FILLED("Ancient Merlin", "Squire's Lance"), basic1);
    st.s[0].deck &= ~st.s[0].type[DINN_EQUIPMENT];
    to_hand(&st, 0, "Squire's Lance");
    heroes(&st, "Ancient Merlin", "Great Bear of the North");
    cr_assert(!dinn_playable(&st, 0, ix(&st, 0, "Squire's Lance")));
    cr_assert(dinn_hero_attrs(&st, 0) & (1u << 4), "Court implies Valor");
}

static const char *const cards0[] = {"Great Bear of the North", "Squire's Lance",
                                     "Beast Totem", "Pounce", FILLER, NULL};

/* cards0 against basic1: seat 0 holds the named cards (up to a NULL), then the Bear
 * and Baal are chosen. */
static void __attribute__((sentinel)) bear_against_baal(dinn_state_t *st, ...)
{
    position(st, cards0, basic1);
    va_list cards;
    va_start(cards, st);
    for (const char *c; (c = va_arg(cards, const char *));)
        to_hand(st, 0, c);
    va_end(cards);
    heroes(st, "Great Bear of the North", "Baal the Devourer");
}

Test(dinn, after_a_pass_the_other_may_replace_the_face_down_card)
{
    dinn_state_t st;
    bear_against_baal(&st, "Beast Totem", "Pounce", NULL);
    play(&st, 0, "Beast Totem");
    cr_assert_eq(st.phase, PH_CARD);
    pass(&st, 1);
    cr_assert_eq(st.phase, PH_CHANGE, "seat 0 may change after seat 1's pass");
    cr_assert_eq(st.to_move, 0);
    cr_assert(is_legal(&st, DINN_MOVE(MV_KEEP, 0)));
    do_move(&st, MV_PLAY, ix(&st, 0, "Pounce"));
    cr_assert_eq(st.s[0].slot[0], ix(&st, 0, "Pounce"), "the replacement is revealed");
    cr_assert(st.s[0].hand & bit(&st, 0, "Beast Totem"), "the first card is taken back");
    cr_assert_eq(st.reveal, 3);
}

Test(dinn, after_a_pass_the_other_may_pass_as_well)
{
    dinn_state_t st;
    bear_against_baal(&st, "Beast Totem", NULL);
    play(&st, 0, "Beast Totem");
    pass(&st, 1);
    do_move(&st, MV_PASS, 0);
    cr_assert_eq(st.s[0].slot[0], DINN_NONE);
    cr_assert(st.s[0].hand & bit(&st, 0, "Beast Totem"));
}

Test(dinn, a_card_that_meets_a_pass_may_be_changed_by_either_seat)
{
    /* the choices are simultaneous: seat 1 put its card down without knowing that
     * seat 0 passed, so seat 1 may now keep it, replace it or pass as well */
    dinn_state_t st;
    position(&st, basic0, cards0);
    to_hand(&st, 1, "Beast Totem");
    to_hand(&st, 1, "Pounce");
    heroes(&st, "Baal the Devourer", "Great Bear of the North");
    pass(&st, 0);
    play(&st, 1, "Beast Totem");
    cr_assert_eq(st.phase, PH_CHANGE, "seat 1 may change after seat 0's pass");
    cr_assert_eq(st.to_move, 1);
    cr_assert(is_legal(&st, DINN_MOVE(MV_KEEP, 0)));
    cr_assert(is_legal(&st, DINN_MOVE(MV_PASS, 0)));
    do_move(&st, MV_PLAY, ix(&st, 1, "Pounce"));
    cr_assert_eq(st.reveal, 3);
    cr_assert_eq(st.s[1].slot[0], (1 << 6) | ix(&st, 1, "Pounce"), "the replacement is revealed");
    cr_assert(st.s[1].hand & bit(&st, 1, "Beast Totem"), "the first card is taken back");
}

Test(dinn, play_or_pass_is_hidden_until_both_chose)
{
    /* seat 1 chooses without knowing whether seat 0 put a card down or passed:
     * its view resamples that choice too */
    dinn_state_t st;
    bear_against_baal(&st, "Beast Totem", "Pounce", NULL);
    rng_t rng;
    rng_seed(&rng, 4, 5);
    for (int played = 0; played < 2; played++) {
        dinn_state_t s = st;
        if (played)
            play(&s, 0, "Beast Totem");
        else
            pass(&s, 0);
        int shown_played = 0, shown_passed = 0;
        for (int k = 0; k < 200; k++) {
            dinn_state_t v = s;
            g->determinize(&v, 1, &rng);
            int c = v.s[0].commit != DINN_NONE;
            cr_assert_eq(v.s[0].passed, !c, "a view shows a card or a pass, not both");
            cr_assert_eq(cards_in(v.s[0].hand) + c, 2, "hand plus face-down card kept");
            if (c)
                cr_assert(dinn_playable(&v, 0, v.s[0].commit));
            shown_played += c;
            shown_passed += !c;
        }
        cr_assert(shown_played > 0 && shown_passed > 0,
                  "seat 0 %s: views with a card %d, with a pass %d", played ? "played" : "passed",
                  shown_played, shown_passed);
    }
}

Test(dinn, third_reveal_is_played_like_the_second)
{
    /* a card, a pass, and the take-back choice again; then the battle */
    dinn_state_t st;
    bear_against_baal(&st, "Beast Totem", "Pounce", NULL);
    reveal(&st, NULL, NULL);
    cr_assert_eq(st.reveal, 3);
    cr_assert_eq(st.phase, PH_CARD);
    play(&st, 0, "Beast Totem");
    pass(&st, 1);
    cr_assert_eq(st.phase, PH_CHANGE);
    cr_assert_eq(st.to_move, 0);
    do_move(&st, MV_PLAY, ix(&st, 0, "Pounce"));
    /* Bear 6 + Pounce 2 = 8 against Baal's 8: a tie, nothing shattered */
    cr_assert_eq(st.round, 3, "the battle followed the third reveal");
    cr_assert_eq(st.s[0].hearts, 3);
    cr_assert_eq(st.s[1].hearts, 3);
    cr_assert(st.s[0].grave & bit(&st, 0, "Pounce"));
    cr_assert(st.s[0].hand & bit(&st, 0, "Beast Totem"));
}

Test(dinn, first_seat_alternates_every_round)
{
    /* seat 1 chooses first in round 1 (hero and both card reveals), seat 2 in round
     * 2, and so on; the choices are simultaneous, so this is only the order of the
     * sequential moves that stand for them */
    dinn_rules_t r;
    default_rules(&r);
    r.mulligans = 0;
    r.hearts = 9;
    dinn_state_t st;
    rng_t rng;
    seeded_setup(&st, &r, &rng, 21, 22);
    int round_seen = 0, reveal_seen = 0, rounds = 0, reveals = 0;
    move_t mv[DINN_MAX_MOVES];
    while (g->to_move(&st) >= 0 && st.round <= 8) {
        int want = (st.round - 1) % 2;
        if (st.phase == PH_HERO && st.round != round_seen) {
            cr_assert_eq(st.to_move, want, "round %d: seat %d chose the hero first", st.round,
                         st.to_move + 1);
            cr_assert_eq(st.first, want);
            round_seen = st.round;
            reveal_seen = 1;
            rounds++;
        }
        if (st.phase == PH_CARD && st.reveal != reveal_seen) {
            cr_assert_eq(st.to_move, want, "round %d reveal %d: seat %d chose first", st.round,
                         st.reveal, st.to_move + 1);
            reveal_seen = st.reveal;
            reveals++;
        }
        /* heroes with the fewest hearts and passes: long games */
        int n = g->legal_moves(&st, mv);
        move_t m = mv[0];
        for (int i = 0; i < n; i++) {
            if (DINN_KIND(mv[i]) == MV_PASS)
                m = mv[i];
            if (DINN_KIND(mv[i]) == MV_HERO &&
                dinn_card_at(&st, st.to_move, DINN_ARG(mv[i]))->hearts <
                    dinn_card_at(&st, st.to_move, DINN_ARG(m))->hearts)
                m = mv[i];
        }
        g->apply(&st, m, &rng);
    }
    cr_assert_geq(rounds, 6, "%d rounds played", rounds);
    cr_assert_geq(reveals, 12);
}

Test(dinn, outcome_turn_position_seat_1_took_the_first_turn)
{
    dinn_rules_t r;
    default_rules(&r);
    for (int mull = 0; mull < 2; mull++) {
        r.mulligans = mull;
        dinn_state_t st;
        rng_t rng;
        seeded_setup(&st, &r, &rng, 8, (uint64_t)mull);
        cr_assert_eq(g->to_move(&st), 0, "seat 1 makes the game's first decision");
        cr_assert_eq(st.phase, mull ? PH_MULLIGAN : PH_HERO);
        play_out(&st, &rng, &rng);
        outcome_t o;
        memset(&o, 0x55, sizeof o);
        g->outcome(&st, &o);
        cr_assert_eq(o.position[0], 0);
        cr_assert_eq(o.position[1], 1);
    }
}

Test(dinn, face_down_card_is_resampled_among_playable_cards)
{
    /* Squire's Lance is not playable by the Bear */
    dinn_state_t st;
    bear_against_baal(&st, "Beast Totem", "Squire's Lance", "Feint", NULL);
    play(&st, 0, "Beast Totem");
    rng_t rng;
    rng_seed(&rng, 8, 9);
    int changed = 0;
    for (int k = 0; k < 200; k++) {
        dinn_state_t v = st;
        g->determinize(&v, 1, &rng);
        if (v.s[0].commit == DINN_NONE) /* a pass, see play_or_pass_is_hidden_... */
            continue;
        cr_assert(dinn_playable(&v, 0, v.s[0].commit), "a playable card");
        cr_assert_eq(cards_in(v.s[0].hand), 2);
        changed += v.s[0].commit != st.s[0].commit;
    }
    cr_assert(changed > 0);
}

Test(dinn, start_of_second_reveal_trigger)
{
    /* by default the trigger fires before the second reveal and not again before
     * the third (RULES.md, rule third_reveal_triggers) */
    dinn_state_t st;
    duel(&st, "Thunderbird", "Baal the Devourer");
    cr_assert_eq(st.reveal, 2);
    cr_assert_eq(cards_in(st.s[0].hand), 1, "drew one at the start of the second reveal");
    reveal(&st, NULL, NULL);
    cr_assert_eq(st.reveal, 3);
    cr_assert_eq(cards_in(st.s[0].hand), 1, "no draw at the start of the third");
}

Test(dinn, rule_third_reveal_triggers_fires_start_of_second_reveal_again)
{
    static const char *const l0[] = {"Thunderbird", "Young Tactician", FILLER, NULL};
    dinn_rules_t r;
    default_rules(&r);
    cr_assert_eq(r.third_reveal_triggers, 0, "default: once");
    set_rule(&r, "third_reveal_triggers", "true");
    dinn_state_t st;
    rng_t rng;
    seeded_setup(&st, &r, &rng, 1, 1);
    cr_assert_eq(st.rule.third_reveal_triggers, 1, "setup packs the rule");
    /* second_draw: one card before each of the two card reveals */
    position(&st, l0, basic1);
    st.rule.third_reveal_triggers = 1;
    heroes(&st, "Thunderbird", "Baal the Devourer");
    cr_assert_eq(cards_in(st.s[0].hand), 1);
    reveal(&st, NULL, NULL);
    cr_assert_eq(st.reveal, 3);
    cr_assert_eq(cards_in(st.s[0].hand), 2, "drew again at the start of the third reveal");
    /* second_underdog: +2 at each start while the opponent is stronger */
    position(&st, l0, basic1);
    st.rule.third_reveal_triggers = 1;
    heroes(&st, "Young Tactician", "Baal the Devourer");
    cr_assert_eq(dinn_power(&st, 0), 3 + 2);
    reveal(&st, NULL, NULL);
    cr_assert_eq(dinn_power(&st, 0), 3 + 2 + 2, "5 is still behind 8: +2 again");
}

/* ---- battle and clean-up ---- */

static void to_battle(dinn_state_t *st)
{
    reveal(st, NULL, NULL);
    reveal(st, NULL, NULL);
}

Test(dinn, battle_lower_power_shatters_its_heros_hearts)
{
    dinn_state_t st;
    position(&st, basic0, basic1);
    heroes(&st, "Great Bear of the North", "Baal the Devourer");
    to_battle(&st);
    cr_assert_eq(st.s[0].hearts, 1, "the Bear (2 hearts) lost");
    cr_assert_eq(st.s[1].hearts, 3);
    cr_assert_eq(st.round, 3);
}

Test(dinn, battle_equal_power_shatters_none)
{
    dinn_state_t st;
    position(&st, basic0, basic1);
    heroes(&st, "Baal the Devourer", "Baal the Devourer");
    to_battle(&st);
    cr_assert_eq(st.s[0].hearts, 3);
    cr_assert_eq(st.s[1].hearts, 3);
}

Test(dinn, battle_total_power_is_base_plus_equipment_and_actions)
{
    dinn_state_t st;
    bear_against_baal(&st, NULL);
    reveal(&st, "Beast Totem", NULL);
    reveal(&st, "Pounce", NULL);
    cr_assert_eq(st.s[1].hearts, 0, "6 + 2 + 2 = 10 beats 8: Baal's 3 hearts");
    cr_assert_eq(st.phase, PH_OVER);
    cr_assert_eq(st.winner, 0);
    outcome_t o = outcome_of(&st);
    cr_assert_eq(o.result[0], RESULT_WIN);
    cr_assert_eq(o.points[0], 3, "points are the hearts left");
    cr_assert_eq(o.points[1], 0);
}

Test(dinn, clean_up_sends_played_cards_to_owners_and_resets_round_changes)
{
    dinn_state_t st;
    position(&st, FILLED("Mirror Witch", "Terrify"), basic1);
    heroes(&st, "Mirror Witch", "Baal the Devourer");
    cr_assert(st.s[0].adopted);
    reveal(&st, "Terrify", NULL);
    reveal(&st, NULL, NULL);
    cr_assert(st.s[0].grave & bit(&st, 0, "Mirror Witch"));
    cr_assert(st.s[0].grave & bit(&st, 0, "Terrify"));
    cr_assert(st.s[1].grave & bit(&st, 1, "Baal the Devourer"));
    cr_assert_eq(st.s[0].adopted, 0, "adopted attributes end with the round");
    cr_assert_eq(st.s[0].hero, DINN_NONE);
    cr_assert_eq(st.s[0].slot[0], DINN_NONE);
    cr_assert_eq(st.s[0].round_pow, 0);
}

/* ---- appendix ---- */

Test(dinn, negate_keeps_base_power_and_equipment_increase)
{
    dinn_state_t st;
    position(&st, FILLED("Mirror Witch", "Counterspell"),
             FILLED("King Arthur", "Trebuchet's Final Sword"));
    heroes(&st, "Mirror Witch", "King Arthur");
    reveal(&st, "Counterspell", "Trebuchet's Final Sword");
    cr_assert(st.s[1].slot_flags[0] & SLOT_NEGATED, "the Sword is negated");
    cr_assert_eq(dinn_power(&st, 1), 7 + 3 + 1, "base 7, Sword +3, Arthur's +1 per equipment");
}

Test(dinn, negated_tie_bonus_does_not_count)
{
    dinn_state_t st;
    position(&st, FILLED("Mirror Witch", "Counterspell"),
             FILLED("Squire Bedwyr", "Trebuchet's Final Sword"));
    st.s[1].deck &= ~bit(&st, 1, "Squire Bedwyr"); /* Bedwyr's draw takes Feint */
    heroes(&st, "Mirror Witch", "Squire Bedwyr");
    st.s[0].round_pow = 2; /* 6 against Bedwyr's 3 + 3 */
    reveal(&st, "Counterspell", "Trebuchet's Final Sword");
    reveal(&st, NULL, NULL);
    cr_assert_eq(st.s[0].hearts, 3);
    cr_assert_eq(st.s[1].hearts, 3, "equal power and no tie bonus: nothing shattered");
}

/* Merlin with three equipment to search. */
static const char *const search0[] = {"Ancient Merlin", "Excalibur", "Squire's Lance",
                                      "Runed Staff", FILLER, NULL};

Test(dinn, search_shows_two_the_opponent_picks_one_to_hand_one_to_graveyard)
{
    dinn_state_t st;
    position(&st, search0, basic1);
    st.s[0].deck &= ~bit(&st, 0, "Wooden Club");
    heroes(&st, "Ancient Merlin", "Great Bear of the North");
    cr_assert_eq(st.phase, PH_SHOW);
    cr_assert_eq(st.to_move, 0);
    move_t mv[DINN_MAX_MOVES];
    cr_assert_eq(g->legal_moves(&st, mv), 3, "three pairs of three equipment");
    int a = ix(&st, 0, "Excalibur"), b = ix(&st, 0, "Runed Staff");
    do_move(&st, MV_SHOW, (a < b ? a : b) << 6 | (a < b ? b : a));
    cr_assert_eq(st.phase, PH_PICK);
    cr_assert_eq(st.to_move, 1, "the opponent selects");
    do_move(&st, MV_PICK, b);
    cr_assert(st.s[0].hand & (1ULL << b));
    cr_assert(st.s[0].known & (1ULL << b), "shown, so known to the opponent");
    cr_assert(st.s[0].grave & (1ULL << a));
    cr_assert(st.s[0].deck & bit(&st, 0, "Squire's Lance"));
    cr_assert_eq(st.phase, PH_CARD);
}

Test(dinn, search_lists_every_pair_in_order)
{
    /* the searched pairs as legal moves, (i, j) for i < j in index order, for every
     * number of cards of the type in the deck (show_moves writes them four at a time),
     * cut at DINN_MAX_MOVES when they do not all fit (31 cards and more) */
    dinn_state_t st;
    position(&st, search0, basic1);
    heroes(&st, "Ancient Merlin", "Great Bear of the North");
    cr_assert_eq(st.phase, PH_SHOW);
    uint64_t seed = 12345;
    for (int k = 2; k <= DINN_MAX_DECK; k++) {
        /* k list indices out of 60, chosen by a fixed LCG */
        uint64_t m = 0;
        while (__builtin_popcountll(m) < k) {
            seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
            m |= 1ULL << ((seed >> 33) % DINN_MAX_DECK);
        }
        dinn_state_t t = st;
        t.s[0].type[DINN_EQUIPMENT] = m;
        t.s[0].deck = m;
        move_t ref[DINN_MAX_MOVES], mv[DINN_MAX_MOVES];
        int r = 0;
        for (int i = 0; i < 64; i++)
            for (int j = i + 1; j < 64; j++)
                if ((m >> i & 1) && (m >> j & 1) && r < DINN_MAX_MOVES)
                    ref[r++] = DINN_MOVE(MV_SHOW, i << 6 | j);
        int n = g->legal_moves(&t, mv);
        cr_assert_eq(n, r, "%d cards: %d moves, expected %d", k, n, r);
        cr_assert(memcmp(mv, ref, sizeof(move_t) * (size_t)r) == 0, "%d cards: the pairs differ",
                  k);
    }
}

Test(dinn, search_with_one_card_adds_it_with_none_does_nothing)
{
    static const char *const l0[] = {"Ancient Merlin", "Excalibur", FILLER, NULL};
    dinn_state_t st;
    position(&st, l0, basic1);
    st.s[0].deck &= ~bit(&st, 0, "Wooden Club");
    heroes(&st, "Ancient Merlin", "Great Bear of the North");
    cr_assert_eq(st.phase, PH_CARD);
    cr_assert(st.s[0].hand & bit(&st, 0, "Excalibur"));
    position(&st, l0, basic1);
    st.s[0].deck &= ~st.s[0].type[DINN_EQUIPMENT];
    st.s[0].grave |= st.s[0].type[DINN_EQUIPMENT];
    heroes(&st, "Ancient Merlin", "Great Bear of the North");
    cr_assert_eq(st.phase, PH_CARD);
    cr_assert_eq(cards_in(st.s[0].hand), 0);
}

Test(dinn, determinize_keeps_shown_and_returned_cards_in_hand)
{
    dinn_state_t st;
    position(&st, FILLED("Gravecaller", "Baal the Devourer", "Pit Fiend"), basic1);
    to_grave(&st, 0, "Baal the Devourer");
    heroes(&st, "Gravecaller", "Great Bear of the North");
    cr_assert(st.s[0].hand & bit(&st, 0, "Baal the Devourer"), "returned from the graveyard");
    cr_assert(st.s[0].known & bit(&st, 0, "Baal the Devourer"));
    rng_t rng;
    rng_seed(&rng, 2, 3);
    for (int k = 0; k < 50; k++) {
        dinn_state_t v = st;
        g->determinize(&v, 1, &rng);
        cr_assert(v.s[0].hand & bit(&v, 0, "Baal the Devourer"));
    }
}

Test(dinn, ownership_exchanged_equipment_goes_to_its_owner)
{
    /* seat 0's Wooden Club sits in front of seat 1's hero (after an exchange);
     * Pickpocket returns it: seat 0 owns it, so it comes back to seat 0's hand. Seat
     * 1's own Excalibur would instead go to seat 1's graveyard. */
    static const char *const l0[] = {"Court Spymaster", "Pickpocket", FILLER, NULL};
    static const char *const l1[] = {"Lancelot du Lac", "Excalibur", FILLER, NULL};
    dinn_state_t st;
    position(&st, l0, l1);
    heroes(&st, "Court Spymaster", "Lancelot du Lac");
    reveal(&st, NULL, NULL);
    st.s[0].deck &= ~bit(&st, 0, "Wooden Club");
    st.s[1].slot[0] = (uint8_t)(0 << 6 | ix(&st, 0, "Wooden Club"));
    reveal(&st, "Pickpocket", NULL);
    cr_assert(st.s[0].hand & bit(&st, 0, "Wooden Club"), "own card back to own hand");

    position(&st, l0, l1);
    heroes(&st, "Court Spymaster", "Lancelot du Lac");
    reveal(&st, NULL, "Excalibur");
    reveal(&st, "Pickpocket", NULL);
    cr_assert(st.s[1].grave & bit(&st, 1, "Excalibur"), "to its owner's graveyard");
    cr_assert_eq(st.s[1].slot[0], DINN_NONE);
}

Test(dinn, shattered_hearts_are_not_cards)
{
    dinn_state_t st;
    position(&st, basic0, basic1);
    heroes(&st, "Great Bear of the North", "Baal the Devourer");
    to_battle(&st);
    cr_assert_eq(st.s[0].hearts, 1);
    cr_assert_eq(cards_in(st.s[0].grave), 1, "only the Bear: hearts are no graveyard cards");
}

Test(dinn, sharing_information_reveals_a_hand_that_counts)
{
    static const char *const l0[] = {"Pack Jackal", "Baal the Devourer", "Pit Fiend",
                                     FILLER, NULL};
    dinn_state_t st;
    position(&st, l0, basic1);
    to_hand(&st, 0, "Baal the Devourer");
    to_hand(&st, 0, "Feint");
    heroes(&st, "Pack Jackal", "Great Bear of the North");
    cr_assert_eq(st.s[0].known, st.s[0].hand, "the whole hand is shown");
}

/* ---- effects, one test each ---- */

Test(dinn, effect_draw)
{
    dinn_state_t st;
    position(&st, basic0, basic1);
    heroes(&st, "Squire Bedwyr", "Baal the Devourer");
    cr_assert_eq(cards_in(st.s[0].hand), 1);
    cr_assert_eq(st.s[0].known, 0, "a draw is not shown");
}

Test(dinn, effect_opp_discard)
{
    dinn_state_t st;
    position(&st, FILLED("Plague Rat Swarm"), basic1);
    to_hand(&st, 1, "Feint");
    to_hand(&st, 1, "Wooden Club");
    heroes(&st, "Plague Rat Swarm", "Baal the Devourer");
    cr_assert_eq(cards_in(st.s[1].hand), 1);
    cr_assert_eq(cards_in(st.s[1].grave), 1);
}

Test(dinn, effect_return_all_uprising)
{
    dinn_state_t st;
    position(&st, FILLED("Hollow Sentinel", "Uprising", "Excalibur", "Runed Staff", "Pounce"),
             basic1);
    to_grave(&st, 0, "Excalibur");
    to_grave(&st, 0, "Runed Staff");
    to_grave(&st, 0, "Pounce");
    heroes(&st, "Hollow Sentinel", "Baal the Devourer");
    reveal(&st, "Uprising", NULL);
    uint64_t eq = bit(&st, 0, "Excalibur") | bit(&st, 0, "Runed Staff");
    cr_assert_eq(st.s[0].hand & eq, eq);
    cr_assert_eq(st.s[0].known & eq, eq);
    cr_assert(st.s[0].grave & bit(&st, 0, "Pounce"), "actions stay");
}

Test(dinn, effect_return_random)
{
    dinn_state_t st;
    position(&st, FILLED("Gravecaller", "Baal the Devourer", "Pit Fiend"), basic1);
    to_grave(&st, 0, "Baal the Devourer");
    to_grave(&st, 0, "Pit Fiend");
    heroes(&st, "Gravecaller", "Great Bear of the North");
    cr_assert_eq(cards_in(st.s[0].hand), 1);
    cr_assert_eq(cards_in(st.s[0].grave), 1);
}

Test(dinn, effect_negate_hero)
{
    dinn_state_t st;
    head_to_head(&st, "Morgan le Fay", "Cave Viper");
    cr_assert_eq(st.s[1].hero_negated, 1);
    cr_assert_eq(dinn_power(&st, 1), 2, "the Viper's +3 is gone");
}

Test(dinn, effect_negate_card)
{
    dinn_state_t st;
    position(&st, FILLED("Court Spymaster", "Ambush"), FILLED("Baal the Devourer", "Terrify"));
    heroes(&st, "Court Spymaster", "Baal the Devourer");
    reveal(&st, "Ambush", "Terrify");
    cr_assert(st.s[1].slot_flags[0] & SLOT_NEGATED);
    cr_assert_eq(dinn_power(&st, 0), 4, "Terrify's -2 is negated");
}

Test(dinn, effect_double_equipment_wounding_strike)
{
    /* Merlin 5 + Sword 3 = 8 loses to the Bear's 6 + 2 + 2 = 10 unless Wounding
     * Strike doubles the Sword: 5 + 6 = 11 */
    dinn_state_t st;
    merlin_against_the_bear(&st, cards0, 1);
    reveal(&st, "Trebuchet's Final Sword", "Beast Totem");
    cr_assert_eq(dinn_power(&st, 0), 8);
    cr_assert_eq(dinn_power(&st, 1), 8);
    reveal(&st, "Wounding Strike", "Pounce");
    cr_assert_eq(st.s[1].hearts, 1, "the Bear (2 hearts) lost: 11 against 10");
    cr_assert_eq(st.s[0].hearts, 3);
}

Test(dinn, effect_double_equipment_power_value)
{
    /* the Sword already equipped (second slot set by hand), Wounding Strike revealed */
    dinn_state_t st;
    merlin_against_the_bear(&st, basic1, 0);
    st.s[0].slot[1] = (uint8_t)ix(&st, 0, "Trebuchet's Final Sword");
    cr_assert_eq(dinn_power(&st, 0), 8);
    reveal(&st, "Wounding Strike", NULL);
    cr_assert(st.s[0].slot_flags[1] & SLOT_DOUBLED);
    cr_assert_eq(dinn_power(&st, 0), 5 + 3 * 2);
}

Test(dinn, effect_double_equipment_offers_only_undoubled_equipment)
{
    /* doubling does not stack (RULES.md): with the Sword doubled and the Club not, a
     * double_equipment choice offers the Club only. Two equipment and a Wounding
     * Strike need three slots, so the decision is set by hand and its list asked. */
    dinn_state_t st;
    merlin_against_the_bear(&st, basic1, 0);
    st.s[0].slot[0] = (uint8_t)ix(&st, 0, "Trebuchet's Final Sword");
    st.s[0].slot_flags[0] = SLOT_DOUBLED;
    st.s[0].slot[1] = (uint8_t)ix(&st, 0, "Wooden Club");
    cr_assert_eq(dinn_power(&st, 0), 5 + 3 * 2 + 1);
    st.phase = PH_TARGET;
    st.pend_fx = FX_DOUBLE_EQUIPMENT;
    st.pend_p = 0;
    st.to_move = 0;
    move_t mv[DINN_MAX_MOVES];
    cr_assert_eq(g->legal_moves(&st, mv), 1, "the doubled Sword is no target");
    cr_assert_eq(mv[0], DINN_MOVE(MV_TARGET, 0 * 2 + 1), "the Club, seat 0's second slot");
}

Test(dinn, effect_adopt_attributes)
{
    dinn_state_t st;
    position(&st, FILLED("Mirror Witch", "Terrify"), basic1);
    to_hand(&st, 0, "Terrify");
    heroes(&st, "Mirror Witch", "Baal the Devourer");
    cr_assert(dinn_playable(&st, 0, ix(&st, 0, "Terrify")), "Dread adopted from Baal");
    st.s[0].adopted = 0;
    cr_assert(!dinn_playable(&st, 0, ix(&st, 0, "Terrify")));
}

static const char *const xch1[] = {"Lancelot du Lac", "Excalibur", "Squire's Lance", FILLER,
                                   NULL};

/* The Alchemist of Brass (with Transmute) against Lancelot (xch1), after a reveal of
 * the Club against Excalibur. */
static void exchange_position(dinn_state_t *st)
{
    position(st, FILLED("Alchemist of Brass", "Transmute", "Wooden Club"), xch1);
    heroes(st, "Alchemist of Brass", "Lancelot du Lac");
    reveal(st, "Wooden Club", "Excalibur");
}

Test(dinn, effect_exchange_equipment)
{
    dinn_state_t st;
    exchange_position(&st);
    cr_assert_eq(dinn_power(&st, 0), 4 + 1 + 2);
    to_hand(&st, 0, "Transmute");
    play(&st, 0, "Transmute");
    dinn_state_t v = st;
    pass(&v, 1);
    /* seat 0 keeps Transmute: it resolves, then the battle */
    cr_assert_eq(v.phase, PH_CHANGE);
    do_move(&v, MV_KEEP, 0);
    /* Alchemist 4 + Excalibur 4 + 2 = 10 against Lancelot 7 + Club 1 = 8 */
    cr_assert_eq(v.s[0].slot[0], (1 << 6) | ix(&v, 1, "Excalibur"), "Excalibur, still seat 1's");
    cr_assert_eq(v.s[1].slot[0], ix(&v, 0, "Wooden Club"));
    cr_assert_eq(v.s[1].hearts, 0);
}

Test(dinn, effect_exchange_equipment_target_is_a_choice)
{
    dinn_state_t st;
    exchange_position(&st);
    to_hand(&st, 0, "Transmute");
    to_hand(&st, 1, "Squire's Lance");
    play(&st, 0, "Transmute");
    play(&st, 1, "Squire's Lance");
    /* Lancelot's side is stronger and resolves first (no ability); then Transmute
     * must choose between Excalibur and the Lance */
    cr_assert_eq(st.phase, PH_TARGET);
    cr_assert_eq(st.to_move, 0);
    move_t mv[DINN_MAX_MOVES];
    cr_assert_eq(g->legal_moves(&st, mv), 2);
    do_move(&st, MV_TARGET, 1 * 2 + 1); /* the Lance, in seat 1's second slot */
    /* battle: Alchemist 4 + Lance 2 + 2 = 8 vs Lancelot 7 + Excalibur 4 + Club 1 = 12;
     * two hearts and one more for Lancelot's crush */
    cr_assert_eq(st.s[0].slot[0], (1 << 6) | ix(&st, 1, "Squire's Lance"));
    cr_assert_eq(st.s[1].slot[1], ix(&st, 0, "Wooden Club"));
    cr_assert_eq(st.s[0].hearts, 0);
    cr_assert_eq(st.winner, 1);
}

Test(dinn, effect_bounce_equipment)
{
    dinn_state_t st;
    position(&st, FILLED("King Arthur", "Disarm"), xch1);
    heroes(&st, "King Arthur", "Lancelot du Lac");
    reveal(&st, NULL, "Excalibur");
    cr_assert_eq(dinn_power(&st, 1), 11);
    reveal(&st, "Disarm", NULL);
    /* Arthur 7 vs Lancelot 7: a tie, nothing shattered; Excalibur to its owner */
    cr_assert_eq(st.s[0].hearts, 3);
    cr_assert_eq(st.s[1].hearts, 3);
    cr_assert(st.s[1].grave & bit(&st, 1, "Excalibur"));
}

Test(dinn, effect_restore_hearts)
{
    dinn_state_t st;
    position(&st, FILLED("Phoenix Empress"), basic1);
    st.s[0].hearts = 1;
    heroes(&st, "Phoenix Empress", "Great Bear of the North");
    cr_assert_eq(st.s[0].hearts, 2);
    duel(&st, "Phoenix Empress", "Great Bear of the North");
    cr_assert_eq(st.s[0].hearts, 3, "never above the starting hearts");
}

Test(dinn, effect_gain_essence_kept_between_rounds)
{
    dinn_state_t st;
    duel(&st, "Ember Sprite", "Great Bear of the North");
    cr_assert_eq(st.s[0].essence, 1);
    to_battle(&st);
    cr_assert_eq(st.s[0].essence, 1, "Essence counters stay on the table");
}

Test(dinn, rule_essence_max_caps_counters)
{
    dinn_state_t st;
    position(&st, FILLED("Essence Weaver"), basic1);
    st.rule.essence_max = 1;
    heroes(&st, "Essence Weaver", "Great Bear of the North");
    cr_assert_eq(st.s[0].essence, 1);
}

Test(dinn, effect_spend_essence)
{
    dinn_state_t st;
    position(&st, FILLED("Avatar of Storms"), basic1);
    st.s[0].essence = 3;
    heroes(&st, "Avatar of Storms", "Great Bear of the North");
    cr_assert_eq(st.s[0].essence, 0);
    cr_assert_eq(dinn_power(&st, 0), 7 + 3);
}

Test(dinn, effect_opp_skip_draw)
{
    dinn_state_t st;
    position(&st, FILLED("Silver-Tongued Diplomat"), basic1);
    to_hand(&st, 1, "Baal the Devourer");
    heroes(&st, "Silver-Tongued Diplomat", "Great Bear of the North");
    cr_assert_eq(st.s[1].skip_draw, 1);
    int before = cards_in(st.s[1].hand);
    to_battle(&st);
    cr_assert_eq(cards_in(st.s[1].hand), before, "seat 1 drew nothing");
    cr_assert_eq(cards_in(st.s[0].hand), 2);
}

Test(dinn, effect_draw_next_round)
{
    dinn_state_t st;
    duel(&st, "Queen Regent", "Great Bear of the North");
    to_battle(&st);
    cr_assert_eq(cards_in(st.s[0].hand), 3);
}

Test(dinn, effect_heal_next_round)
{
    dinn_state_t st;
    position(&st, FILLED("Verdant Dryad"), basic1);
    st.s[0].hearts = 1;
    st.s[1].hearts = 3;
    heroes(&st, "Verdant Dryad", "Squire Bedwyr");
    to_battle(&st);
    cr_assert_eq(st.s[0].hearts, 2, "restored at the start of the next round");
}

Test(dinn, effect_power_next_round)
{
    dinn_state_t st;
    position(&st, FILLED("Mirror Witch", "Foresight"), basic1);
    heroes(&st, "Mirror Witch", "Squire Bedwyr");
    reveal(&st, "Foresight", NULL);
    cr_assert_eq(st.s[0].power_next, 2);
    reveal(&st, NULL, NULL);
    cr_assert_eq(st.s[0].round_pow, 2, "applied at the start of the next first reveal");
}

Test(dinn, effect_power)
{
    dinn_state_t st;
    bear_against_baal(&st, NULL);
    reveal(&st, "Pounce", NULL);
    cr_assert_eq(dinn_power(&st, 0), 8);
}

Test(dinn, effect_weaken)
{
    dinn_state_t st;
    duel(&st, "Succubus of Ash", "Baal the Devourer");
    cr_assert_eq(dinn_power(&st, 1), 6);
}

Test(dinn, effect_power_if_opp_hearts_more)
{
    dinn_state_t st;
    duel(&st, "Cave Viper", "Baal the Devourer");
    cr_assert_eq(dinn_power(&st, 0), 5);
    duel(&st, "Cave Viper", "Squire Bedwyr");
    cr_assert_eq(dinn_power(&st, 0), 2);
}

Test(dinn, effect_power_if_hearts_behind)
{
    dinn_state_t st;
    position(&st, FILLED("Ancient Treant"), basic1);
    st.s[0].hearts = 2;
    heroes(&st, "Ancient Treant", "Baal the Devourer");
    cr_assert_eq(dinn_power(&st, 0), 7);
    st.s[1].hearts = 2;
    cr_assert_eq(dinn_power(&st, 0), 5);
}

Test(dinn, effect_power_per_hand_with_cap)
{
    static const char *const l0[] = {"Pack Jackal", "Baal the Devourer", "Pit Fiend",
                                     "Great Bear of the North", "Gravecaller", "Chimera",
                                     FILLER, NULL};
    dinn_state_t st;
    position(&st, l0, basic1);
    to_hand(&st, 0, "Baal the Devourer");
    to_hand(&st, 0, "Pit Fiend");
    heroes(&st, "Pack Jackal", "Great Bear of the North");
    cr_assert_eq(dinn_power(&st, 0), 1 + 2);
    to_hand(&st, 0, "Great Bear of the North");
    to_hand(&st, 0, "Gravecaller");
    to_hand(&st, 0, "Chimera");
    cr_assert_eq(dinn_power(&st, 0), 1 + 4, "at most +4");
}

Test(dinn, effect_power_per_grave)
{
    dinn_state_t st;
    position(&st, FILLED("Lich Sovereign", "Baal the Devourer", "Pit Fiend", "Wooden Club"),
             basic1);
    to_grave(&st, 0, "Baal the Devourer");
    to_grave(&st, 0, "Pit Fiend");
    to_grave(&st, 0, "Wooden Club");
    heroes(&st, "Lich Sovereign", "Great Bear of the North");
    cr_assert_eq(dinn_power(&st, 0), 6 + 2, "heroes only");
}

Test(dinn, effect_power_per_equipment)
{
    dinn_state_t st;
    position(&st, FILLED("King Arthur", "Squire's Lance"), basic1);
    heroes(&st, "King Arthur", "Great Bear of the North");
    cr_assert_eq(dinn_power(&st, 0), 7);
    reveal(&st, "Squire's Lance", NULL);
    cr_assert_eq(dinn_power(&st, 0), 7 + 2 + 1);
}

Test(dinn, effect_tie_bonus_trebuchets_final_sword)
{
    dinn_state_t st;
    position(&st, FILLED("Squire Bedwyr", "Trebuchet's Final Sword"), basic1);
    st.s[0].deck &= ~bit(&st, 0, "Percival the Pure");
    heroes(&st, "Squire Bedwyr", "Great Bear of the North");
    reveal(&st, "Trebuchet's Final Sword", NULL);
    cr_assert_eq(dinn_power(&st, 0), 6, "equal to the Bear");
    reveal(&st, NULL, NULL);
    cr_assert_eq(st.s[1].hearts, 1, "the extra +1 at a tie wins the battle");
    cr_assert_eq(st.s[0].hearts, 3);
}

Test(dinn, effect_underdog_only_when_behind)
{
    dinn_state_t st;
    duel(&st, "Alpha Dire Wolf", "Great Bear of the North");
    cr_assert_eq(st.s[0].round_pow, 0, "6 against 6: not behind");
}

Test(dinn, effect_duel_shatter)
{
    dinn_state_t st;
    duel(&st, "Dread Harbinger", "Great Bear of the North");
    cr_assert_eq(st.s[0].hearts, 2);
    cr_assert_eq(st.s[1].hearts, 2);
}

Test(dinn, effect_second_draw)
{
    dinn_state_t st;
    duel(&st, "Thunderbird", "Great Bear of the North");
    cr_assert_eq(cards_in(st.s[0].hand), 1);
}

Test(dinn, effect_second_underdog)
{
    dinn_state_t st;
    duel(&st, "Young Tactician", "Great Bear of the North");
    cr_assert_eq(dinn_power(&st, 0), 5);
}

Test(dinn, effect_protect)
{
    dinn_state_t st;
    duel(&st, "Giant Tortoise", "Baal the Devourer");
    to_battle(&st);
    cr_assert_eq(st.s[0].hearts, 2, "two hearts less one");
}

Test(dinn, effect_crush)
{
    dinn_state_t st;
    duel(&st, "Pit Fiend", "Squire Bedwyr");
    to_battle(&st);
    cr_assert_eq(st.s[1].hearts, 1, "one heart plus one more");
}

Test(dinn, effect_on_defeat_draw)
{
    dinn_state_t st;
    duel(&st, "Hexblade", "Baal the Devourer");
    to_battle(&st);
    cr_assert_eq(st.s[0].hearts, 1);
    cr_assert_eq(cards_in(st.s[0].hand), 2 + 2, "two for the defeat, two for the round");
}

Test(dinn, effect_on_defeat_discard_opp)
{
    dinn_state_t st;
    position(&st, FILLED("Void Seer"), basic1);
    to_hand(&st, 1, "Feint");
    heroes(&st, "Void Seer", "Baal the Devourer");
    to_battle(&st);
    cr_assert(st.s[1].grave & bit(&st, 1, "Feint"));
}

Test(dinn, effect_on_win_restore)
{
    dinn_state_t st;
    position(&st, FILLED("Elder Wyrm"), basic1);
    st.s[0].hearts = 2;
    heroes(&st, "Elder Wyrm", "Squire Bedwyr");
    to_battle(&st);
    cr_assert_eq(st.s[0].hearts, 3);
    cr_assert_eq(st.s[1].hearts, 2);
}

/* ---- deck files and construction rules ---- */

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    cr_assert(f);
    fputs(text, f);
    fclose(f);
}

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "r");
    cr_assert(f, "cannot open %s", path);
    static char buf[1 << 16];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = '\0';
    fclose(f);
    return buf;
}

/* The default deck's text with one line replaced (or removed when `to` is NULL,
 * or appended when `from` is NULL). */
static void deck_variant(const char *path, const char *from, const char *to)
{
    char src[1024];
    data_path(src, sizeof src, "games/dinn/default-deck.txt");
    char *text = strdup(read_file(src)), out[1 << 14] = "";
    for (char *save = NULL, *l = strtok_r(text, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
        if (from && strcmp(l, from) == 0) {
            if (to) {
                strcat(out, to);
                strcat(out, "\n");
            }
            from = NULL;
            continue;
        }
        strcat(out, l);
        strcat(out, "\n");
    }
    if (!from && to && !strstr(out, to)) {
        strcat(out, to);
        strcat(out, "\n");
    }
    free(text);
    write_file(path, out);
}

static int check_deck_file(const char *path, char *err, size_t n)
{
    dinn_rules_t r;
    default_rules(&r);
    if (rules_set(g, &r, "deck1", path, err, n))
        return 1;
    return g->rules_check(&r, 2, err, n);
}

/* The deck file is refused as seat 1's, with a message holding each string that
 * follows (up to a NULL). */
static void __attribute__((sentinel)) deck_refused(const char *path, ...)
{
    char err[512];
    cr_assert_neq(check_deck_file(path, err, sizeof err), 0, "%s is accepted", path);
    va_list want;
    va_start(want, path);
    for (const char *w; (w = va_arg(want, const char *));)
        cr_assert(strstr(err, w), "no '%s' in: %s", w, err);
    va_end(want);
}

Test(dinn, every_experiment_deck_and_the_default_are_legal)
{
    static const char *const decks[] = {"camelot", "infernal", "wild-hunt", "court-intrigue",
                                        "elementals", "arcane-circle"};
    for (int i = 0; i < 12; i++) {
        char rel[256], path[1024], err[512];
        snprintf(rel, sizeof rel, "experiments/dinn/decks%s/%s.txt",
                 i < 6 ? "" : "-without-generics", decks[i % 6]);
        data_path(path, sizeof path, rel);
        cr_assert_eq(check_deck_file(path, err, sizeof err), 0, "%s", err);
    }
    dinn_rules_t r;
    char err[512];
    default_rules(&r);
    cr_assert_eq(g->rules_check(&r, 2, err, sizeof err), 0, "%s", err);
}

Test(dinn, deck_unknown_card_names_file_and_line)
{
    const char *path = "/tmp/dinn_test_unknown.txt";
    write_file(path, "# a comment\nKing Arthur\n\nKing Arthurr  # typo\n");
    deck_refused(path, "/tmp/dinn_test_unknown.txt:4:", "unknown card 'King Arthurr'", NULL);
    unlink(path);
}

Test(dinn, deck_relative_path_is_also_looked_up_in_the_data_directory)
{
    char err[512];
    cr_assert_eq(chdir("/tmp"), 0);
    cr_assert_eq(check_deck_file("experiments/dinn/decks/camelot.txt", err, sizeof err), 0,
                 "%s", err);
    deck_refused("experiments/dinn/decks/no-such-deck.txt",
                 "experiments/dinn/decks/no-such-deck.txt", NULL);
}

Test(dinn, deck_missing_file_is_an_error)
{
    deck_refused("/tmp/no/such/deck.txt", "/tmp/no/such/deck.txt", NULL);
}

Test(dinn, deck_rule_no_duplicates)
{
    const char *path = "/tmp/dinn_test_dup.txt";
    deck_variant(path, "Sidestep", "Battle Cry");
    deck_refused(path, "'Battle Cry' appears a 2nd time", "dinn_test_dup.txt:", "max_copies",
                 NULL);
    unlink(path);
}

Test(dinn, deck_rule_exactly_36_cards)
{
    const char *path = "/tmp/dinn_test_short.txt";
    deck_variant(path, "Quick Thinking", NULL);
    deck_refused(path, "35 cards; a deck holds exactly 36 (rule deck_size)", NULL);
    deck_variant(path, NULL, "Pounce");
    deck_refused(path, "card 37 of a deck that must hold exactly 36", "dinn_test_short.txt:",
                 NULL);
    unlink(path);
}

Test(dinn, deck_rule_hero_counts_by_hearts)
{
    const char *path = "/tmp/dinn_test_heroes.txt";
    deck_variant(path, "Squire Bedwyr", "Baal the Devourer");
    deck_refused(path, "'Baal the Devourer' is triple-heart hero number 4", "rule triple_heroes",
                 NULL);
    deck_variant(path, "Squire Bedwyr", "Pit Fiend");
    deck_refused(path, "double-heart hero number 5", NULL);
    deck_variant(path, "King Arthur", "Pit Fiend");
    deck_refused(path, "rule double_heroes", NULL);
    deck_variant(path, "King Arthur", "Master Thief");
    deck_refused(path, "single-heart hero number 6", "rule single_heroes", NULL);
    unlink(path);
}

Test(dinn, deck_rule_twelve_equipment_twelve_actions)
{
    const char *path = "/tmp/dinn_test_types.txt";
    deck_variant(path, "Sidestep", "Bone Scythe");
    deck_refused(path, "equipment card number 13", "rule equipment", NULL);
    deck_variant(path, "Wooden Club", "Pounce");
    deck_refused(path, "action card number 13", "rule actions", NULL);
    deck_variant(path, "Wooden Club", "Baal the Devourer");
    deck_refused(path, "triple-heart hero number 4", NULL);
    unlink(path);
}

Test(dinn, deck_rules_follow_the_parameters)
{
    char err[512];
    const char *path = "/tmp/dinn_test_params.txt";
    deck_variant(path, NULL, "Pounce"); /* 13 actions, 37 cards */
    dinn_rules_t r;
    default_rules(&r);
    set_rule(&r, "deck2", path);
    cr_assert_neq(g->rules_check(&r, 2, err, sizeof err), 0);
    set_rule(&r, "actions", "13");
    cr_assert_neq(g->rules_check(&r, 2, err, sizeof err), 0, "deck_size must follow");
    cr_assert(strstr(err, "deck_size"), "%s", err);
    set_rule(&r, "deck_size", "37");
    cr_assert_neq(g->rules_check(&r, 2, err, sizeof err), 0, "the default deck of seat 1");
    cr_assert(strstr(err, "default-deck.txt"), "%s", err);
    set_rule(&r, "deck1", path);
    cr_assert_eq(g->rules_check(&r, 2, err, sizeof err), 0, "%s", err);
    dinn_state_t st;
    rng_t rng;
    seeded_setup(&st, &r, &rng, 1, 1);
    cr_assert_eq(st.s[0].n, 37);
    cr_assert_eq(st.s[1].n, 37);
    unlink(path);
}

Test(dinn, rule_max_copies_allows_duplicates)
{
    char err[512];
    const char *path = "/tmp/dinn_test_copies.txt";
    deck_variant(path, "Sidestep", "Battle Cry");
    dinn_rules_t r;
    default_rules(&r);
    set_rule(&r, "max_copies", "2");
    set_rule(&r, "deck1", path);
    cr_assert_eq(g->rules_check(&r, 2, err, sizeof err), 0, "%s", err);
    unlink(path);
}

Test(dinn, rule_hero_counts_follow_the_parameters)
{
    char err[512];
    const char *path = "/tmp/dinn_test_counts.txt";
    deck_variant(path, "Squire Bedwyr", "Baal the Devourer"); /* 4 triple, 4 single */
    dinn_rules_t r;
    default_rules(&r);
    set_rule(&r, "triple_heroes", "4");
    set_rule(&r, "single_heroes", "4");
    set_rule(&r, "deck1", path);
    set_rule(&r, "deck2", path);
    cr_assert_eq(g->rules_check(&r, 2, err, sizeof err), 0, "%s", err);
    set_rule(&r, "double_heroes", "3");
    set_rule(&r, "equipment", "13");
    cr_assert_neq(g->rules_check(&r, 2, err, sizeof err), 0);
    cr_assert(strstr(err, "double-heart heroes") || strstr(err, "double-heart hero"), "%s", err);
    unlink(path);
}

Test(dinn, two_players_only)
{
    dinn_rules_t r;
    char err[512];
    default_rules(&r);
    cr_assert_eq(g->min_players, 2);
    cr_assert_eq(g->max_players, 2);
    cr_assert_neq(g->rules_check(&r, 3, err, sizeof err), 0);
    cr_assert(strstr(err, "2-player"), "%s", err);
}

/* ---- card file ---- */

static void expect_pool_error(const char *row, const char *want)
{
    const char *path = "/tmp/dinn_test_cards.csv";
    char text[1024], err[512];
    snprintf(text, sizeof text, "name,type,power,hearts,attributes,ability,text\n"
             "Good Card,hero,3,1,Knight,none,\n%s\n", row);
    write_file(path, text);
    cr_assert_neq(dinn_pool_load(path, err, sizeof err), 0, "accepted: %s", row);
    cr_assert(strstr(err, "/tmp/dinn_test_cards.csv:3:"), "%s", err);
    cr_assert(strstr(err, want), "want '%s' in: %s", want, err);
    unlink(path);
}

Test(dinn, card_file_errors_name_file_line_and_field)
{
    expect_pool_error("Bad,wizard,3,1,Knight,none,", "field 'type'");
    expect_pool_error("Bad,hero,x,1,Knight,none,", "power");
    expect_pool_error("Bad,hero,3,4,Knight,none,", "hearts");
    expect_pool_error("Bad,hero,3,1,Knave,none,", "field 'attributes': unknown attribute 'Knave'");
    expect_pool_error("Bad,hero,3,1,Knight;Rune;Wing;Fang,none,", "at most three");
    expect_pool_error("Bad,hero,3,1,Knight,fly:2,t", "field 'ability': unknown effect code 'fly'");
    expect_pool_error("Bad,hero,3,1,Knight,draw,t", "takes 1 parameter");
    expect_pool_error("Bad,hero,3,1,Knight,power_per_hand:dragon:1:2,t", "not hero, equipment");
    expect_pool_error("Bad,action,0,0,Knight,underdog:2,t", "heroes only");
    expect_pool_error("Bad,hero,3,1,Knight,draw:1,", "field 'text'");
    expect_pool_error("Good Card,hero,3,1,Knight,none,", "already defined on line 2");
    expect_pool_error("Bad,action,2,0,Knight,none,", "power");
    /* the search resolves by the one type it names: "any" has no slot to read */
    expect_pool_error("Bad,hero,3,1,Knight,search_pair:any,t", "needs one card type, not any");
}

/* A data directory under /tmp holding games/dinn/cards.csv made from the real file
 * by `edit` (which gets the text and may change it in place) and the real default
 * deck; loads it through dinn_data_load. */
static int load_edited_data(void (*edit)(char *text), char *err, size_t n)
{
    char src[1024];
    static char text[1 << 16];
    data_path(src, sizeof src, "games/dinn/cards.csv");
    FILE *f = fopen(src, "r");
    cr_assert(f);
    size_t len = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[len] = '\0';
    edit(text);
    cr_assert_eq(system("mkdir -p /tmp/dinn_test_data/games/dinn"), 0);
    write_file("/tmp/dinn_test_data/games/dinn/cards.csv", text);
    data_path(src, sizeof src, "games/dinn/default-deck.txt");
    write_file("/tmp/dinn_test_data/games/dinn/default-deck.txt", read_file(src));
    return dinn_data_load("/tmp/dinn_test_data", err, n);
}

static void keep_all(char *text) { (void)text; }

static void cut_mid_row(char *text)
{
    /* the file ends in the middle of a card's row */
    char *p = strstr(text, "\nUprising,");
    cr_assert(p);
    p[12] = '\0';
}

static void duplicate_row(char *text)
{
    char *p = strstr(text, "\nExcalibur,");
    cr_assert(p);
    char *end = strchr(p + 1, '\n');
    size_t row = (size_t)(end - p);
    memmove(p + row, p, strlen(p) + 1);
}

static void drop_merlin(char *text)
{
    char *p = strstr(text, "\nAncient Merlin,");
    cr_assert(p);
    char *end = strchr(p + 1, '\n');
    memmove(p, end, strlen(end) + 1);
}

static void heroes_only(char *text)
{
    /* cut at a row boundary: only the heroes are left */
    char *p = strstr(text, "\nTrebuchet's Final Sword,");
    cr_assert(p);
    p[1] = '\0';
}

Test(dinn, data_files_truncated_duplicated_or_missing_rows_are_refused)
{
    char err[512];
    cr_assert_eq(load_edited_data(keep_all, err, sizeof err), 0, "%s", err);
    cr_assert_neq(load_edited_data(cut_mid_row, err, sizeof err), 0, "a cut row");
    cr_assert(strstr(err, "/tmp/dinn_test_data/games/dinn/cards.csv:"), "%s", err);
    cr_assert(strstr(err, "field '"), "%s", err);
    cr_assert_neq(load_edited_data(duplicate_row, err, sizeof err), 0, "a duplicated row");
    cr_assert(strstr(err, "cards.csv:") && strstr(err, "'Excalibur' already defined on line"),
              "%s", err);
    cr_assert_neq(load_edited_data(drop_merlin, err, sizeof err), 0, "a missing row");
    cr_assert(strstr(err, "default-deck.txt:") && strstr(err, "unknown card 'Ancient Merlin'") &&
                  strstr(err, "/tmp/dinn_test_data/games/dinn/cards.csv"), "%s", err);
    cr_assert_neq(load_edited_data(heroes_only, err, sizeof err), 0, "rows missing at the end");
    cr_assert(strstr(err, "/tmp/dinn_test_data/games/dinn/cards.csv: 0 equipment cards; a deck "
                          "under the default rules needs 12 (rule equipment)"), "%s", err);
    cr_assert_eq(system("rm -rf /tmp/dinn_test_data"), 0);
}

Test(dinn, default_deck_must_be_legal_under_the_default_rules)
{
    char err[512], src[1024];
    cr_assert_eq(system("mkdir -p /tmp/dinn_test_data2/games/dinn"), 0);
    data_path(src, sizeof src, "games/dinn/cards.csv");
    write_file("/tmp/dinn_test_data2/games/dinn/cards.csv", read_file(src));
    deck_variant("/tmp/dinn_test_data2/games/dinn/default-deck.txt", "Quick Thinking", NULL);
    cr_assert_neq(dinn_data_load("/tmp/dinn_test_data2", err, sizeof err), 0);
    cr_assert(strstr(err, "default-deck.txt: 35 cards; a deck holds exactly 36"), "%s", err);
    cr_assert_eq(system("rm -rf /tmp/dinn_test_data2"), 0);
}

Test(dinn, card_pool_size_and_the_rulebook_cards)
{
    int by_hearts[4] = {0}, types[3] = {0};
    for (int i = 0; i < dinn_pool->n; i++) {
        types[dinn_pool->card[i].type]++;
        if (dinn_pool->card[i].type == DINN_HERO)
            by_hearts[dinn_pool->card[i].hearts]++;
    }
    cr_assert_geq(types[DINN_HERO], 40);
    cr_assert_geq(by_hearts[3], 10);
    cr_assert_geq(by_hearts[2], 12);
    cr_assert_geq(by_hearts[1], 15);
    cr_assert_geq(types[DINN_EQUIPMENT], 40);
    cr_assert_geq(types[DINN_ACTION], 40);
    const dinn_card_t *m = &dinn_pool->card[dinn_card_find("Ancient Merlin")];
    cr_assert_eq(m->power, 5);
    cr_assert_eq(m->hearts, 2);
    cr_assert_eq(m->fx, FX_SEARCH_PAIR);
    cr_assert_eq(m->a, DINN_EQUIPMENT);
    const dinn_card_t *s = &dinn_pool->card[dinn_card_find("Trebuchet's Final Sword")];
    cr_assert_eq(s->power, 3);
    cr_assert_eq(s->fx, FX_TIE_BONUS);
    cr_assert_eq(s->a, 1);
    cr_assert_eq(dinn_pool->card[dinn_card_find("Wounding Strike")].fx, FX_DOUBLE_EQUIPMENT);
    const dinn_card_t *u = &dinn_pool->card[dinn_card_find("Uprising")];
    cr_assert_eq(u->fx, FX_RETURN_ALL);
    cr_assert_eq(u->a, DINN_EQUIPMENT);
    /* every effect code is used by some card */
    for (int fx = 0; fx < FX_COUNT; fx++) {
        int used = 0;
        for (int i = 0; i < dinn_pool->n; i++)
            used |= dinn_pool->card[i].fx == fx;
        cr_assert(used, "effect %s is on no card", dinn_fx_info[fx].name);
    }
}

/* ---- rule parameters ---- */

Test(dinn, rule_parameters_reject_bad_values)
{
    static const char *const keys[] = {"hearts", "deck_size", "hand_size", "draw_per_round",
                                       "triple_heroes", "double_heroes", "single_heroes",
                                       "equipment", "actions", "max_copies", "mulligans",
                                       "empty_deck_shatter", "essence_max", "round_cap",
                                       "third_reveal_triggers", "open_decklists"};
    dinn_rules_t r;
    char err[512];
    default_rules(&r);
    for (size_t i = 0; i < sizeof keys / sizeof *keys; i++) {
        cr_assert_neq(rules_set(g, &r, keys[i], "-7", err, sizeof err), 0, "%s", keys[i]);
        cr_assert(strstr(err, keys[i]), "%s", err);
        cr_assert_neq(rules_set(g, &r, keys[i], "many", err, sizeof err), 0);
    }
    cr_assert_neq(rules_set(g, &r, "deck3", "x", err, sizeof err), 0);
}

Test(dinn, rule_hearts_hand_size_draw_per_round_are_used)
{
    dinn_rules_t r;
    vanilla_rules(&r);
    set_rule(&r, "hearts", "5");
    set_rule(&r, "hand_size", "6");
    set_rule(&r, "draw_per_round", "3");
    set_rule(&r, "mulligans", "0");
    dinn_state_t st;
    rng_t rng;
    seeded_setup(&st, &r, &rng, 11, 12);
    cr_assert_eq(st.s[0].hearts, 5);
    cr_assert_eq(cards_in(st.s[0].hand), 6);
    cr_assert_eq(st.rule.draw_per_round, 3);
    pass_through_round_one(&st, &rng);
    cr_assert_eq(st.phase, PH_HERO, "5 hearts survive any round-1 battle");
    cr_assert_eq(cards_in(st.s[0].hand), 6 - 1 + 3);
}

Test(dinn, rule_round_cap_stops_a_game_as_capped)
{
    dinn_rules_t r;
    default_rules(&r);
    set_rule(&r, "round_cap", "1");
    set_rule(&r, "hearts", "9");
    dinn_state_t st;
    rng_t rng;
    seeded_setup(&st, &r, &rng, 1, 2);
    move_t mv[DINN_MAX_MOVES];
    while (g->to_move(&st) >= 0)
        g->apply(&st, mv[g->legal_moves(&st, mv) - 1], &rng);
    outcome_t o = outcome_of(&st);
    cr_assert_eq(o.capped, 1);
    cr_assert_eq(o.rounds, 1);
}

/* ---- decklists open or closed (rule open_decklists) ---- */

/* Every state of `games` random games, both observers: the determinized view keeps
 * the observer's side, the public cards and counts, and the identities the observer
 * saw; the opponent's list is its true decklist (open) or a legal deck of pool cards
 * (closed); a face-down card is one the opponent could have put down. Returns how
 * many views held a card outside the opponent's true decklist. */
/* The attribute rule, whichever way legal_moves reads it: from the memo of the deck
 * list (dinn_side_t.memo), from the hand's memo, or card by card: p's card moves
 * are the hand's cards its hero's icons allow, as if p had to choose a card now. */
static void check_attribute_rule(const dinn_state_t *st, int p)
{
    if (st->s[p].hero == DINN_NONE)
        return;
    uint64_t want = 0;
    for (uint64_t m = st->s[p].hand; m; m &= m - 1)
        if (dinn_playable(st, p, __builtin_ctzll(m)))
            want |= m & -m;
    dinn_state_t as[2] = {*st, *st};
    as[1].s[p].memo = 0;
    as[1].s[p].pl_key = 0;
    move_t mv[DINN_MAX_MOVES];
    for (int v = 0; v < 2; v++) {
        as[v].phase = PH_CARD;
        as[v].to_move = (uint8_t)p;
        const int n = g->legal_moves(&as[v], mv);
        uint64_t got = 0;
        for (int i = 0; i < n; i++)
            if (DINN_KIND(mv[i]) == MV_PLAY)
                got |= 1ULL << DINN_ARG(mv[i]);
        cr_assert_eq(got, want, "seat %d may play the cards its hero's icons allow (%s)", p,
                     v ? "checked card by card" : "as the state has it");
    }
}

static long check_views(const dinn_rules_t *r, long games, uint64_t seed)
{
    char err[512];
    long outside = 0, views = 0;
    move_t mv[DINN_MAX_MOVES];
    for (long i = 0; i < games; i++) {
        rng_t rng, vr;
        rng_for_game(&rng, seed, (uint64_t)i, 0);
        rng_for_game(&vr, seed, (uint64_t)i, 1);
        dinn_state_t st;
        g->setup(&st, r, 2, &rng);
        while (g->to_move(&st) >= 0) {
            for (int obs = 0; obs < 2; obs++) {
                int p = 1 - obs;
                const dinn_side_t *t = &st.s[p];
                dinn_state_t v = st;
                g->determinize(&v, obs, &vr);
                const dinn_side_t *w = &v.s[p];
                views++;
                cr_assert(same_but_shuffle(&v.s[obs], &st.s[obs]), "own side kept");
                check_attribute_rule(&v, p);
                uint64_t tc = t->commit == DINN_NONE ? 0 : 1ULL << t->commit;
                uint64_t wc = w->commit == DINN_NONE ? 0 : 1ULL << w->commit;
                cr_assert_eq(cards_in(w->hand | wc), cards_in(t->hand | tc));
                cr_assert_eq(cards_in(w->deck), cards_in(t->deck));
                cr_assert_eq(w->grave, t->grave);
                cr_assert_eq(w->hero, t->hero);
                /* identities the observer saw */
                uint64_t seen = t->grave | (t->known & (t->hand | tc));
                if (t->hero != DINN_NONE)
                    seen |= 1ULL << t->hero;
                for (int q = 0; q < 2; q++)
                    for (int k = 0; k < 2; k++)
                        if (st.s[q].slot[k] != DINN_NONE && (st.s[q].slot[k] >> 6) == p)
                            seen |= 1ULL << (st.s[q].slot[k] & 63);
                if (st.phase == PH_PICK && st.pend_p == p)
                    seen |= (1ULL << st.shown[0]) | (1ULL << st.shown[1]);
                for (int k = 0; k < t->n; k++)
                    if (seen & (1ULL << k))
                        cr_assert_eq(w->list[k], t->list[k], "a card the observer saw changed");
                if (r->open_decklists) {
                    cr_assert(memcmp(w->list, t->list, t->n) == 0, "open: the true decklist");
                } else {
                    dinn_deck_t d;
                    memset(&d, 0, sizeof d);
                    snprintf(d.path, sizeof d.path, "view");
                    for (int k = 0; k < w->n; k++) {
                        d.ids[k] = w->list[k];
                        d.lines[k] = k + 1;
                    }
                    d.n = w->n;
                    cr_assert_eq(dinn_deck_check(&d, r, err, sizeof err), 0, "closed: %s", err);
                    for (int k = 0; k < 3; k++)
                        for (int c = 0; c < w->n; c++)
                            cr_assert_eq(!!(w->type[k] & (1ULL << c)),
                                         dinn_card_at(&v, p, c)->type == k, "type masks");
                    int more = 0;
                    for (int c = 0; c < w->n && !more; c++) {
                        int want = 0, have = 0;
                        for (int e = 0; e < t->n; e++) {
                            want += t->list[e] == w->list[c];
                            have += w->list[e] == w->list[c];
                        }
                        more = have > want;
                    }
                    outside += more;
                }
                if (wc && st.phase == PH_HERO)
                    cr_assert_eq(dinn_card_at(&v, p, w->commit)->type, DINN_HERO);
                else if (wc)
                    cr_assert(dinn_playable(&v, p, w->commit), "a face-down card that fits");
                if ((st.phase == PH_HERO || st.phase == PH_MULLIGAN) && !tc &&
                    t->hero == DINN_NONE && (t->hand & t->type[DINN_HERO]))
                    cr_assert(w->hand & w->type[DINN_HERO], "a hero to choose");
            }
            int n = g->legal_moves(&st, mv);
            g->apply(&st, mv[rng_below(&vr, (uint32_t)n)], &rng);
        }
    }
    cr_assert_gt(views, 1000);
    return outside;
}

Test(dinn, determinize_open_decklists_redeals_the_opponents_own_cards)
{
    dinn_rules_t r;
    default_rules(&r);
    cr_assert_eq(r.open_decklists, 1, "open by default");
    cr_assert_eq(check_views(&r, 60, 5), 0);
}

Test(dinn, determinize_closed_decklists_redeals_from_the_pool_under_the_construction_rules)
{
    dinn_rules_t r;
    default_rules(&r);
    set_rule(&r, "open_decklists", "false");
    long outside = check_views(&r, 60, 6);
    cr_assert_gt(outside, 1000, "views with cards outside the decklist: %ld", outside);
    /* the construction rules in force, not the defaults */
    set_rule(&r, "max_copies", "3");
    check_views(&r, 20, 7);
}

/* ---- what a seat knows: observe() and view_text() ---- */

static const char *const horror1[] = {"Baal the Devourer", "Pit Fiend", "Terrify",
                                      "Infernal Contract", "Dread Shroud", FILLER, NULL};

static size_t observation(const dinn_state_t *st, int seat, uint8_t *buf)
{
    size_t n = g->observe(st, seat, buf, 4096);
    cr_assert(n > 0 && n <= 4096);
    return n;
}

static int same_observation(const dinn_state_t *a, const dinn_state_t *b, int seat)
{
    static uint8_t x[4096], y[4096];
    size_t n = observation(a, seat, x), m = observation(b, seat, y);
    return n == m && memcmp(x, y, n) == 0;
}

Test(dinn, observe_hides_what_the_seat_cannot_see_and_shows_the_rest)
{
    dinn_state_t st;
    position(&st, cards0, horror1);
    to_hand(&st, 1, "Terrify");
    to_hand(&st, 1, "Baal the Devourer");
    to_hand(&st, 1, "Pit Fiend");
    to_hand(&st, 0, "Great Bear of the North");
    /* seat 1's hand holds Terrify instead of Dread Shroud: seat 0 cannot tell */
    dinn_state_t other = st;
    other.s[1].hand ^= bit(&st, 1, "Terrify") | bit(&st, 1, "Dread Shroud");
    other.s[1].deck ^= bit(&st, 1, "Terrify") | bit(&st, 1, "Dread Shroud");
    cr_assert(same_observation(&st, &other, 0), "a hidden hand card changed seat 1's view");
    cr_assert(!same_observation(&st, &other, 1), "seat 2 sees its own hand");
    /* seat 2 chose its hero first (face down): which one is hidden from seat 1 */
    dinn_state_t c = st, d = st;
    c.first = d.first = 1;
    c.s[1].commit = (uint8_t)ix(&st, 1, "Baal the Devourer");
    c.s[1].hand &= ~bit(&st, 1, "Baal the Devourer");
    d.s[1].commit = (uint8_t)ix(&st, 1, "Pit Fiend");
    d.s[1].hand &= ~bit(&st, 1, "Pit Fiend");
    cr_assert(same_observation(&c, &d, 0), "the face-down hero changed seat 1's view");
    cr_assert(!same_observation(&c, &d, 1));
    /* what seat 0 can see changes its observation */
    other = st;
    other.s[1].hearts = 2;
    cr_assert(!same_observation(&st, &other, 0), "hearts are public");
    other = st;
    other.s[1].hand &= ~bit(&st, 1, "Terrify");
    other.s[1].grave |= bit(&st, 1, "Terrify");
    cr_assert(!same_observation(&st, &other, 0), "the graveyard is public");
    other = st;
    other.s[1].known |= bit(&st, 1, "Terrify");
    cr_assert(!same_observation(&st, &other, 0), "a card seen entering the hand is known");
    other = st;
    other.s[0].hand ^= bit(&st, 0, "Pounce") | bit(&st, 0, "Great Bear of the North");
    other.s[0].deck ^= bit(&st, 0, "Pounce") | bit(&st, 0, "Great Bear of the North");
    cr_assert(!same_observation(&st, &other, 0), "its own hand");
    cr_assert(same_observation(&st, &other, 1), "seat 0's hidden hand, seen from seat 2");
}

static int text_of(const dinn_state_t *st, int seat, char *buf, size_t n)
{
    int len = g->view_text(st, seat, buf, n);
    cr_assert(len > 0, "view_text failed");
    return len;
}

Test(dinn, view_text_names_own_cards_never_the_opponents_hidden_ones)
{
    dinn_state_t st;
    position(&st, cards0, horror1);
    to_hand(&st, 0, "Great Bear of the North");
    to_hand(&st, 0, "Beast Totem");
    to_hand(&st, 1, "Baal the Devourer");
    to_hand(&st, 1, "Terrify");
    to_hand(&st, 1, "Infernal Contract");
    char buf[1 << 14];
    text_of(&st, 0, buf, sizeof buf);
    cr_assert(strstr(buf, "Great Bear of the North") && strstr(buf, "Beast Totem"), "%s", buf);
    cr_assert(strstr(buf, "You are seat 1"), "%s", buf);
    cr_assert(!strstr(buf, "Terrify") && !strstr(buf, "Infernal Contract") &&
                  !strstr(buf, "Baal"), "an opponent's hidden card is named:\n%s", buf);
    cr_assert(strstr(buf, "hand: 3 cards"), "%s", buf);
    text_of(&st, 1, buf, sizeof buf);
    cr_assert(strstr(buf, "Terrify") && strstr(buf, "Baal the Devourer"), "%s", buf);
    cr_assert(!strstr(buf, "Beast Totem"), "%s", buf);
    /* a face-down hero stays unnamed until both are revealed */
    hero(&st, 0, "Great Bear of the North");
    text_of(&st, 1, buf, sizeof buf);
    cr_assert(!strstr(buf, "Great Bear"), "%s", buf);
    cr_assert(strstr(buf, "face down: a hero"), "%s", buf);
    hero(&st, 1, "Baal the Devourer");
    text_of(&st, 0, buf, sizeof buf);
    cr_assert(strstr(buf, "Baal the Devourer"), "the revealed hero is named: %s", buf);
    cr_assert(!strstr(buf, "Terrify"), "%s", buf);
    /* a card the opponent saw enter the hand is named */
    st.s[1].known |= bit(&st, 1, "Terrify");
    text_of(&st, 0, buf, sizeof buf);
    cr_assert(strstr(buf, "you have seen Terrify"), "%s", buf);
    cr_assert(!strstr(buf, "Infernal Contract"), "%s", buf);
}

/* ---- trace events ---- */

/* A sink that keeps every event, one per line. */
static char events[1 << 20];
static size_t events_len;
static int events_n;

static void collect(void *ctx, const char *json)
{
    (void)ctx;
    size_t n = strlen(json);
    cr_assert(events_len + n + 2 < sizeof events, "too many events");
    memcpy(events + events_len, json, n);
    events_len += n;
    events[events_len++] = '\n';
    events[events_len] = '\0';
    events_n++;
}

static const trace_sink_t collector = {collect, NULL};

static void events_start(void)
{
    events_len = 0;
    events_n = 0;
    events[0] = '\0';
    trace_sink_install(&collector);
}

static int count_of(const char *needle)
{
    int n = 0;
    for (const char *p = events; (p = strstr(p, needle)); p++)
        n++;
    return n;
}

Test(dinn, trace_reports_the_steps_nobody_chooses)
{
    dinn_rules_t r;
    default_rules(&r);
    dinn_state_t st, quiet;
    rng_t rng, arng, rng2, arng2;
    rng_seed(&arng, 5, 6);
    arng2 = arng;
    events_start();
    seeded_setup(&st, &r, &rng, 3, 4);
    cr_assert_eq(count_of("{\"event\":\"deal\",\"seat\":1,\"why\":\"setup\",\"count\":8,"), 1,
                 "%s", events);
    cr_assert_eq(count_of("{\"event\":\"deal\",\"seat\":2,\"why\":\"setup\",\"count\":8,"), 1);
    cr_assert_eq(count_of("\"seen_by\":[1]}"), count_of("\"seat\":1,\"why\":\"setup\""),
                 "a dealt hand is seen by its owner only");
    play_out(&st, &arng, &rng);
    trace_sink_install(NULL);
    /* the same game without a sink: the trace changes nothing */
    seeded_setup(&quiet, &r, &rng2, 3, 4);
    play_out(&quiet, &arng2, &rng2);
    cr_assert(memcmp(&st, &quiet, sizeof st) == 0, "a traced game plays the same");
    outcome_t o = outcome_of(&st);
    /* one deal_end per round, the last one with the game over */
    cr_assert_eq(count_of("{\"event\":\"deal_end\""), o.rounds, "%d rounds:\n%s", o.rounds,
                 events);
    cr_assert_eq(count_of("\"phase\":\"round_end\""), o.rounds - 1);
    cr_assert_eq(count_of("{\"event\":\"game_end\""), 1);
    cr_assert_eq(count_of("{\"event\":\"reveal\",\"reveal\":1,"), o.rounds);
    cr_assert_geq(count_of("{\"event\":\"battle\""), o.rounds - 1);
    /* every later round starts with both players' draws, each seen by its owner */
    cr_assert_geq(count_of("\"why\":\"round\",\"count\":2,"), 2 * (o.rounds - 1) - 2);
    cr_assert_eq(count_of("\"seat\":0"), 0, "seats count from 1");
    cr_assert_eq(count_of("{\"event\":\""), events_n, "every event is one JSON object");
    cr_assert_eq(count_of("truncated"), 0);
}

Test(dinn, trace_reports_abilities_draws_discards_and_the_battle)
{
    dinn_state_t st;
    position(&st, FILLED("Plague Rat Swarm"), basic1);
    to_hand(&st, 1, "Feint");
    events_start();
    heroes(&st, "Plague Rat Swarm", "Baal the Devourer");
    to_battle(&st);
    trace_sink_install(NULL);
    cr_assert(strstr(events, "{\"event\":\"reveal\",\"reveal\":1,\"cards\":[{\"seat\":1,"
                             "\"card\":\"Plague Rat Swarm\"},{\"seat\":2,\"card\":\"Baal the "
                             "Devourer\"}],\"resolves_first\":2}"), "%s", events);
    cr_assert(strstr(events, "{\"event\":\"ability\",\"seat\":1,\"card\":\"Plague Rat "
                             "Swarm\",\"effect\":\"opp_discard\",\"window\":\"reveal\","
                             "\"result\":\"done\",\"target\":{\"seat\":2},\"count\":1}"),
              "%s", events);
    /* a discard goes to the graveyard in view of both: public */
    cr_assert(strstr(events, "{\"event\":\"discard\",\"seat\":2,\"why\":\"ability\",\"count\":1,"
                             "\"cards\":[\"Feint\"]}"), "%s", events);
    cr_assert(strstr(events, "{\"event\":\"battle\",\"power\":[2,8],\"tie_bonus\":[0,0],"
                             "\"loser\":1,\"hearts_lost\":1,\"hero_hearts\":1,\"protect\":0,"
                             "\"crush\":0,\"sides\":[{\"seat\":1,\"hero\":\"Plague Rat Swarm\","
                             "\"hero_negated\":false,\"base\":2,\"round_pow\":0,\"slots\":"
                             "[null,null],\"abilities\":[],\"weakened\":0,\"total\":2},"),
              "%s", events);
    cr_assert(strstr(events, "{\"event\":\"shatter\",\"seat\":1,\"why\":\"battle\",\"hearts\":1,"
                             "\"left\":2}"), "%s", events);
    /* the next round's draws: private */
    cr_assert(strstr(events, "{\"event\":\"draw\",\"seat\":1,\"why\":\"round\",\"count\":2,"),
              "%s", events);
    cr_assert(strstr(events, "\"seen_by\":[1]}"), "%s", events);
    cr_assert_eq(count_of("{\"event\":\"deal_end\",\"round\":2,"), 1);
}

/* The position of effect_double_equipment_wounding_strike, traced from the third
 * reveal: Wounding Strike resolves right before the battle, so no move's state shows
 * what it did; its event must (the target, the power added), and the battle must
 * show the parts of each total. */
Test(dinn, trace_third_reveal_ability_says_what_it_did)
{
    dinn_state_t st;
    merlin_against_the_bear(&st, cards0, 1);
    reveal(&st, "Trebuchet's Final Sword", "Beast Totem");
    events_start();
    reveal(&st, "Wounding Strike", "Pounce");
    trace_sink_install(NULL);
    const char *ability = strstr(events, "{\"event\":\"ability\",\"seat\":1,\"card\":\"Wounding "
                                         "Strike\",\"effect\":\"double_equipment\",\"window\":"
                                         "\"reveal\",\"result\":\"done\",\"target\":{\"seat\":1,"
                                         "\"place\":\"slot\",\"slot\":1,\"card\":\"Trebuchet's "
                                         "Final Sword\",\"owner\":1},\"power\":3}");
    cr_assert(ability, "%s", events);
    /* the ability's own event first, then its step (the only target), then the battle */
    const char *target = strstr(events, "{\"event\":\"target\",\"seat\":1,\"effect\":"
                                        "\"double_equipment\",\"why\":\"the only target\","
                                        "\"card\":\"Trebuchet's Final Sword\",\"in_front_of\":1,"
                                        "\"slot\":1,\"owner\":1,\"power\":3}");
    const char *battle = strstr(events, "{\"event\":\"battle\",\"power\":[11,10],"
                                        "\"tie_bonus\":[0,0],\"loser\":2,\"hearts_lost\":2,"
                                        "\"hero_hearts\":2,\"protect\":0,\"crush\":0,");
    cr_assert(target && battle && ability < target && target < battle, "%s", events);
    /* each total in parts: base, the cards in front (the doubled Sword counts 6),
     * round power, the working abilities (Pounce +2), weakening */
    cr_assert(strstr(battle, "{\"seat\":1,\"hero\":\"Ancient Merlin\",\"hero_negated\":false,"
                             "\"base\":5,\"round_pow\":0,\"slots\":[{\"card\":\"Trebuchet's "
                             "Final Sword\",\"owner\":1,\"negated\":false,\"doubled\":true,"
                             "\"power\":6},{\"card\":\"Wounding Strike\",\"owner\":1,\"negated\":"
                             "false,\"doubled\":false,\"power\":0}],\"abilities\":[{\"card\":"
                             "\"Trebuchet's Final Sword\",\"effect\":\"tie_bonus\",\"value\":1}],"
                             "\"weakened\":0,\"total\":11}"), "%s", battle);
    cr_assert(strstr(battle, "{\"seat\":2,\"hero\":\"Great Bear of the North\",\"hero_negated\":"
                             "false,\"base\":6,\"round_pow\":0,\"slots\":[{\"card\":\"Beast "
                             "Totem\",\"owner\":2,\"negated\":false,\"doubled\":false,\"power\":2},"
                             "{\"card\":\"Pounce\",\"owner\":2,\"negated\":false,\"doubled\":false,"
                             "\"power\":0}],\"abilities\":[{\"card\":\"Pounce\",\"effect\":"
                             "\"power\",\"value\":2}],\"weakened\":0,\"total\":10}"), "%s", battle);
}

/* An ability that does nothing says why: Wounding Strike at the third reveal with no
 * equipment in front of the hero. */
Test(dinn, trace_ability_that_does_nothing_says_why)
{
    dinn_state_t st;
    merlin_against_the_bear(&st, cards0, 1);
    reveal(&st, NULL, NULL);
    events_start();
    reveal(&st, "Wounding Strike", NULL);
    trace_sink_install(NULL);
    cr_assert(strstr(events, "\"card\":\"Wounding Strike\",\"effect\":\"double_equipment\","
                             "\"window\":\"reveal\",\"result\":\"nothing\",\"why\":\"no undoubled "
                             "equipment in front of its hero\"}"), "%s", events);
    cr_assert_eq(count_of("{\"event\":\"target\""), 0, "%s", events);
}

/* In random traced games every ability event says what it did, and every battle's
 * parts add up to the totals it reports. */
Test(dinn, trace_battle_parts_add_up_and_every_ability_has_a_result)
{
    dinn_rules_t r;
    default_rules(&r);
    int battles = 0;
    for (int game = 0; game < 30; game++) {
        dinn_state_t st;
        rng_t rng, arng;
        rng_seed(&arng, 12, (uint64_t)game);
        events_start();
        seeded_setup(&st, &r, &rng, 11, (uint64_t)game);
        play_out(&st, &arng, &rng);
        trace_sink_install(NULL);
        cr_assert_eq(count_of("{\"event\":\"ability\""), count_of("\"result\":\""), "%s", events);
        for (const char *b = events; (b = strstr(b, "{\"event\":\"battle\"")); b++) {
            int pw[2], total[2];
            cr_assert_eq(sscanf(b, "{\"event\":\"battle\",\"power\":[%d,%d]", &pw[0], &pw[1]), 2);
            const char *t = strstr(b, "\"total\":");
            cr_assert(t && sscanf(t, "\"total\":%d", &total[0]) == 1);
            t = strstr(t + 1, "\"total\":");
            cr_assert(t && sscanf(t, "\"total\":%d", &total[1]) == 1);
            cr_assert(total[0] == pw[0] && total[1] == pw[1], "%.600s", b);
            battles++;
        }
    }
    cr_assert_gt(battles, 100);
}

Test(dinn, effect_double_equipment_never_doubles_twice)
{
    /* doubling does not stack (RULES.md): Wounding Strike with only an already doubled
     * Sword in front of Merlin does nothing: no target (not even the only one, which
     * the trace would report), the Sword still twice its printed +3. Not reachable in
     * play (the doubling card takes the other slot), so the mark is set by hand. */
    dinn_state_t st;
    merlin_against_the_bear(&st, basic1, 0);
    st.s[0].slot[1] = (uint8_t)ix(&st, 0, "Trebuchet's Final Sword");
    st.s[0].slot_flags[1] = SLOT_DOUBLED;
    cr_assert_eq(dinn_power(&st, 0), 5 + 3 * 2);
    events_start();
    reveal(&st, "Wounding Strike", NULL);
    trace_sink_install(NULL);
    cr_assert(strstr(events, "\"card\":\"Wounding Strike\""), "%s", events);
    cr_assert_eq(count_of("{\"event\":\"target\""), 0, "%s", events);
    cr_assert_neq(st.phase, PH_TARGET);
    cr_assert_eq(st.s[0].slot_flags[1], SLOT_DOUBLED);
    cr_assert_eq(st.s[0].slot_flags[0], 0, "Wounding Strike itself is not doubled");
    cr_assert_eq(dinn_power(&st, 0), 5 + 3 * 2);
}

/* ---- random games ---- */

/* Cards conserved per owner: hand, deck, graveyard and the cards in play (hero,
 * face-down card, slots on either side) partition each list; hearts within range. */
static void dinn_invariants(const void *vst, void *ctx)
{
    (void)ctx;
    const dinn_state_t *st = vst;
    uint64_t seen[2] = {0, 0};
    int count[2] = {0, 0};
    for (int p = 0; p < 2; p++) {
        const dinn_side_t *s = &st->s[p];
        uint64_t zones[3] = {s->hand, s->deck, s->grave};
        for (int z = 0; z < 3; z++) {
            cr_assert_eq(seen[p] & zones[z], 0, "a card in two zones");
            seen[p] |= zones[z];
            count[p] += cards_in(zones[z]);
        }
        uint8_t single[2] = {s->hero, s->commit};
        for (int k = 0; k < 2; k++)
            if (single[k] != DINN_NONE) {
                cr_assert_eq(seen[p] & (1ULL << single[k]), 0);
                seen[p] |= 1ULL << single[k];
                count[p]++;
            }
        cr_assert(s->hearts >= 0 && s->hearts <= st->rule.hearts, "hearts %d", s->hearts);
        cr_assert_eq(s->known & ~(s->hand | (s->commit == DINN_NONE ? 0 : 1ULL << s->commit)),
                     0, "known cards are in the hand");
    }
    for (int p = 0; p < 2; p++)
        for (int k = 0; k < 2; k++) {
            uint8_t v = st->s[p].slot[k];
            if (v == DINN_NONE) {
                /* reveal_cards fills an empty slot without clearing its flags */
                cr_assert_eq(st->s[p].slot_flags[k], 0, "an empty slot has no flags");
                continue;
            }
            int o = (v >> 6) & 1, i = v & 63;
            cr_assert_eq(seen[o] & (1ULL << i), 0);
            seen[o] |= 1ULL << i;
            count[o]++;
        }
    for (int p = 0; p < 2; p++) {
        uint64_t all = (1ULL << st->s[p].n) - 1;
        cr_assert_eq(seen[p], all, "seat %d's cards are not all somewhere", p);
        cr_assert_eq(count[p], st->s[p].n);
    }
    if (st->phase == PH_CARD || st->phase == PH_CHANGE)
        check_attribute_rule(st, st->to_move);
}

/* The path of the example deck experiments/dinn/decks/<name>.txt. */
static const char *example_deck(const char *name)
{
    static char path[1024];
    char rel[256];
    snprintf(rel, sizeof rel, "experiments/dinn/decks/%s.txt", name);
    data_path(path, sizeof path, rel);
    return path;
}

static void deck_rules(dinn_rules_t *r, const char *a, const char *b)
{
    char err[512];
    default_rules(r);
    set_rule(r, "deck1", example_deck(a));
    set_rule(r, "deck2", example_deck(b));
    cr_assert_eq(g->rules_check(r, 2, err, sizeof err), 0, "%s", err);
}

Test(dinn, battery_default_decks)
{
    dinn_rules_t r;
    default_rules(&r);
    battery_stats_t bs = battery_play(g, &r, 2, 10000, 2024, 5000, dinn_invariants, NULL);
    cr_assert_eq(bs.games, 10000);
    cr_assert_eq(bs.capped, 0);
    cr_assert(bs.wins[0] > 0 && bs.wins[1] > 0);
}

Test(dinn, battery_themed_decks)
{
    static const char *const pairs[][2] = {{"camelot", "infernal"},
                                           {"wild-hunt", "court-intrigue"},
                                           {"elementals", "arcane-circle"},
                                           {"arcane-circle", "camelot"},
                                           {"infernal", "elementals"},
                                           {"court-intrigue", "wild-hunt"}};
    for (int i = 0; i < 6; i++) {
        dinn_rules_t r;
        deck_rules(&r, pairs[i][0], pairs[i][1]);
        battery_stats_t bs =
            battery_play(g, &r, 2, 2000, 77 + (uint64_t)i, 5000, dinn_invariants, NULL);
        cr_assert_eq(bs.capped, 0);
    }
}

Test(dinn, battery_closed_decklists)
{
    dinn_rules_t r;
    deck_rules(&r, "court-intrigue", "elementals");
    set_rule(&r, "open_decklists", "0");
    battery_stats_t bs = battery_play(g, &r, 2, 2000, 55, 5000, dinn_invariants, NULL);
    cr_assert_eq(bs.capped, 0);
}

Test(dinn, battery_long_games_with_more_hearts)
{
    /* nine hearts: games run until decks empty, exercising the empty-deck and
     * no-hero rules */
    dinn_rules_t r;
    default_rules(&r);
    set_rule(&r, "hearts", "9");
    battery_stats_t bs = battery_play(g, &r, 2, 1000, 99, 20000, dinn_invariants, NULL);
    cr_assert_eq(bs.capped, 0);
}

Test(dinn, battery_reproducible)
{
    dinn_rules_t r;
    default_rules(&r);
    battery_reproducible(g, &r, 2, 42);
    deck_rules(&r, "infernal", "arcane-circle");
    battery_reproducible(g, &r, 2, 43);
}

/* ---- deck studies: mirrored deals, card usage, deck checks (game_t.cards) ---- */

static void study_deck(dinn_deck_t *d, const char *name)
{
    char err[512];
    cr_assert_eq(dinn_deck_load(d, example_deck(name), err, sizeof err), 0, "%s", err);
}

/* Game `game` of a run seeded 7: a in seat 1, b in seat 2, no mulligans. */
static void deal_pair(dinn_state_t *st, const dinn_deck_t *a, const dinn_deck_t *b,
                      uint64_t game)
{
    dinn_rules_t r;
    default_rules(&r);
    r.mulligans = 0;
    r.deck[0] = *a;
    r.deck[1] = *b;
    rng_t rng;
    rng_for_game(&rng, 7, game, 0);
    g->setup(st, &r, 2, &rng);
}

/* The pool ids in seat p's hand, as a mask over pool ids (two 128-bit halves). */
static void hand_ids(const dinn_state_t *st, int p, uint64_t out[4])
{
    memset(out, 0, 4 * sizeof *out);
    for (uint64_t m = st->s[p].hand; m; m &= m - 1) {
        int id = st->s[p].list[__builtin_ctzll(m)];
        out[id >> 6] |= 1ULL << (id & 63);
    }
}

static int same_hand(const dinn_state_t *a, int pa, const dinn_state_t *b, int pb)
{
    uint64_t x[4], y[4];
    hand_ids(a, pa, x);
    hand_ids(b, pb, y);
    return memcmp(x, y, sizeof x) == 0;
}

/* Ten more rounds of draws (the round start alone), with its own chance stream. */
static void draw_rounds(dinn_state_t *st, int rounds, uint64_t chance_seed)
{
    rng_t chance;
    rng_seed(&chance, chance_seed, 3);
    for (int k = 0; k < rounds && st->phase != PH_OVER; k++) {
        st->round = (uint16_t)(st->round + 1);
        st->stage = SG_ROUND_START;
        dinn_proceed(st, &chance);
    }
}

Test(dinn, mirrored_deals_each_deck_is_dealt_and_drawn_alike_in_either_seat)
{
    dinn_deck_t x, y;
    study_deck(&x, "camelot");
    study_deck(&y, "infernal");
    for (uint64_t game = 0; game < 20; game++) {
        dinn_state_t a, b;
        deal_pair(&a, &x, &y, game); /* camelot in seat 1 */
        deal_pair(&b, &y, &x, game); /* camelot in seat 2 */
        cr_assert(same_hand(&a, 0, &b, 1), "game %d: camelot's opening hand", (int)game);
        cr_assert(same_hand(&a, 1, &b, 0), "game %d: infernal's opening hand", (int)game);
        /* later draws come from each deck's own generator, whatever the game's chance */
        for (int k = 0; k < 10; k++) {
            draw_rounds(&a, 1, 100 + game);
            draw_rounds(&b, 1, 200 + game);
            cr_assert(same_hand(&a, 0, &b, 1), "game %d round %d: camelot's draws", (int)game,
                      k + 2);
            cr_assert(same_hand(&a, 1, &b, 0), "game %d round %d: infernal's draws", (int)game,
                      k + 2);
        }
    }
}

Test(dinn, mirrored_deals_a_deck_is_dealt_alike_against_any_opponent_and_apart_by_game)
{
    dinn_deck_t x, y, z;
    study_deck(&x, "camelot");
    study_deck(&y, "infernal");
    study_deck(&z, "wild-hunt");
    int differ = 0;
    for (uint64_t game = 0; game < 20; game++) {
        dinn_state_t a, b, c;
        deal_pair(&a, &x, &y, game);
        deal_pair(&b, &x, &z, game);
        cr_assert(same_hand(&a, 0, &b, 0), "game %d: camelot against either", (int)game);
        deal_pair(&c, &x, &y, game + 1000);
        differ += !same_hand(&a, 0, &c, 0);
    }
    cr_assert_geq(differ, 19, "another game deals another hand (%d of 20 differ)", differ);
}

Test(dinn, mirrored_deals_the_two_copies_of_a_mirror_are_dealt_apart)
{
    dinn_deck_t x;
    study_deck(&x, "camelot");
    int same = 0;
    for (uint64_t game = 0; game < 20; game++) {
        dinn_state_t a;
        deal_pair(&a, &x, &x, game);
        same += a.s[0].hand == a.s[1].hand;
        cr_assert_neq(a.s[0].shuffle, a.s[1].shuffle);
    }
    cr_assert_leq(same, 1, "%d of 20 mirror games dealt both seats the same hand", same);
}

Test(dinn, determinize_reseeds_both_decks_generators)
{
    dinn_deck_t x, y;
    study_deck(&x, "camelot");
    study_deck(&y, "infernal");
    dinn_state_t st;
    deal_pair(&st, &x, &y, 3);
    rng_t rng;
    rng_seed(&rng, 5, 5);
    for (int obs = 0; obs < 2; obs++) {
        dinn_state_t v = st;
        g->determinize(&v, obs, &rng);
        cr_assert_neq(v.s[0].shuffle, st.s[0].shuffle, "a view cannot know a deck's order");
        cr_assert_neq(v.s[1].shuffle, st.s[1].shuffle);
    }
}

/* A card sink that counts events per seat, pool id and kind. */
static int usage[2][DINN_MAX_POOL][CARD_EVENT_KINDS];

static void usage_event(void *ctx, int seat, int card, int kind)
{
    (void)ctx;
    cr_assert(seat == 0 || seat == 1);
    cr_assert(card >= 0 && card < dinn_pool->n);
    usage[seat][card][kind]++;
}

static int usage_of(const dinn_state_t *st, int p, const char *name, int kind)
{
    return usage[p][st->s[p].list[ix(st, p, name)]][kind];
}

static int usage_total(int p, int kind)
{
    int t = 0;
    for (int c = 0; c < DINN_MAX_POOL; c++)
        t += usage[p][c][kind];
    return t;
}

Test(dinn, card_usage_of_a_hand_built_game)
{
    static const card_sink_t sink = {.event = usage_event};
    memset(usage, 0, sizeof usage);
    card_sink_install(&sink);
    dinn_state_t st;
    position(&st, cards0, basic1);
    /* setup: every card of both lists is in its deck, once */
    for (int p = 0; p < 2; p++) {
        cr_assert_eq(usage_total(p, CARD_IN_DECK), st.s[p].n);
        for (int i = 0; i < st.s[p].n; i++)
            cr_assert_eq(usage[p][st.s[p].list[i]][CARD_IN_DECK], 1);
    }
    memset(usage, 0, sizeof usage);
    heroes(&st, "Great Bear of the North", "Baal the Devourer");
    cr_assert_eq(usage_of(&st, 0, "Great Bear of the North", CARD_PLAYED), 1);
    cr_assert_eq(usage_of(&st, 1, "Baal the Devourer", CARD_PLAYED), 1);
    cr_assert_eq(usage_total(0, CARD_PLAYED) + usage_total(1, CARD_PLAYED), 2);
    reveal(&st, "Beast Totem", NULL);
    cr_assert_eq(usage_of(&st, 0, "Beast Totem", CARD_PLAYED), 1);
    cr_assert_eq(usage_total(1, CARD_PLAYED), 1, "a pass plays nothing");
    const uint64_t before[2] = {st.s[0].hand, st.s[1].hand};
    reveal(&st, NULL, NULL);
    /* the battle: Bear 6 + Totem 2 = 8 against Baal 8 is a tie; nobody wins it */
    cr_assert_eq(usage_of(&st, 0, "Great Bear of the North", CARD_BATTLE), 1);
    cr_assert_eq(usage_of(&st, 1, "Baal the Devourer", CARD_BATTLE), 1);
    cr_assert_eq(usage_total(0, CARD_BATTLE_WON) + usage_total(1, CARD_BATTLE_WON), 0);
    /* the next round's draws (and a redraw for want of a hero) are drawn cards */
    for (int p = 0; p < 2; p++) {
        uint64_t fresh = st.s[p].hand & ~before[p];
        cr_assert_geq(__builtin_popcountll(fresh), 1);
        for (uint64_t m = fresh; m; m &= m - 1)
            cr_assert_geq(usage[p][st.s[p].list[__builtin_ctzll(m)]][CARD_DRAWN], 1);
    }
    /* a battle won: Baal beats the Bear alone */
    memset(usage, 0, sizeof usage);
    position(&st, basic0, basic1);
    memset(usage, 0, sizeof usage);
    heroes(&st, "Great Bear of the North", "Baal the Devourer");
    to_battle(&st);
    cr_assert_eq(usage_of(&st, 1, "Baal the Devourer", CARD_BATTLE_WON), 1);
    cr_assert_eq(usage_total(0, CARD_BATTLE_WON), 0);
    card_sink_install(NULL);
    /* without a sink nothing is reported */
    memset(usage, 0, sizeof usage);
    position(&st, basic0, basic1);
    heroes(&st, "Great Bear of the North", "Baal the Devourer");
    to_battle(&st);
    for (int k = 0; k < CARD_EVENT_KINDS; k++)
        cr_assert_eq(usage_total(0, k) + usage_total(1, k), 0);
}

Test(dinn, card_usage_opening_hands_count_as_drawn_once_play_starts)
{
    static const card_sink_t sink = {.event = usage_event};
    dinn_deck_t x, y;
    study_deck(&x, "camelot");
    study_deck(&y, "infernal");
    for (uint64_t game = 0; game < 20; game++) {
        memset(usage, 0, sizeof usage);
        card_sink_install(&sink);
        dinn_state_t st;
        deal_pair(&st, &x, &y, game);
        card_sink_install(NULL);
        for (int p = 0; p < 2; p++) {
            cr_assert_eq(usage_total(p, CARD_IN_DECK), 36);
            cr_assert_eq(usage_total(p, CARD_DRAWN), __builtin_popcountll(st.s[p].hand),
                         "the kept hand, once");
            for (uint64_t m = st.s[p].hand; m; m &= m - 1)
                cr_assert_eq(usage[p][st.s[p].list[__builtin_ctzll(m)]][CARD_DRAWN], 1);
        }
    }
}

Test(dinn, deck_warns_of_cards_no_hero_of_the_deck_can_play)
{
    const char *path = "/tmp/dinn_test_dead_card.txt";
    char err[512], warn[1024];
    deck_variant(path, "Rusty Dagger", "Infernal Contract"); /* Demon, Dread: no such hero */
    dinn_rules_t r;
    default_rules(&r);
    set_rule(&r, "deck1", path);
    cr_assert_eq(g->rules_check(&r, 2, err, sizeof err), 0, "a warning, not an error: %s", err);
    cr_assert_eq(g->cards->deck_warn(&r, 0, warn, sizeof warn), 1, "%s", warn);
    cr_assert(strstr(warn, "'Infernal Contract'"), "%s", warn);
    cr_assert(strstr(warn, "Demon, Dread"), "%s", warn);
    cr_assert(strstr(warn, "dinn_test_dead_card.txt:"), "%s", warn);
    cr_assert(strstr(warn, "never be played"), "%s", warn);
    cr_assert_eq(g->cards->deck_warn(&r, 1, warn, sizeof warn), 0, "the default deck: %s", warn);
    /* with an adopt_attributes card the warning says how it could be played */
    deck_variant(path, "Feint", "Mirror Image");
    dinn_deck_t d;
    cr_assert_eq(dinn_deck_load(&d, path, err, sizeof err), 0, "%s", err);
    unlink(path);
    /* every example deck plays every card it holds */
    static const char *const decks[] = {"camelot", "infernal", "wild-hunt", "court-intrigue",
                                        "elementals", "arcane-circle"};
    for (int i = 0; i < 6; i++) {
        study_deck(&r.deck[0], decks[i]);
        cr_assert_eq(g->cards->deck_warn(&r, 0, warn, sizeof warn), 0, "%s: %s", decks[i],
                     warn);
    }
}

Test(dinn, deck_unknown_card_suggests_the_closest_names)
{
    static const struct {
        const char *typed, *want;
    } cases[] = {
        {"King Arthurr", "did you mean 'King Arthur'"},
        {"excalibr", "'Excalibur'"},
        {"Trebuchets Final Sword", "'Trebuchet's Final Sword'"},
        {"Wounding Stirke", "'Wounding Strike'"},
        {"Merlin", "'Ancient Merlin'"},
    };
    const char *path = "/tmp/dinn_test_suggest.txt";
    char err[512], text[128];
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        snprintf(text, sizeof text, "King Arthur\n%s\n", cases[i].typed);
        write_file(path, text);
        deck_refused(path, ":2: unknown card", cases[i].want, NULL);
    }
    write_file(path, "Qzxv Wplk Jjjj\n");
    cr_assert_neq(check_deck_file(path, err, sizeof err), 0);
    cr_assert_null(strstr(err, "did you mean"), "nothing is close: %s", err);
    unlink(path);
}

Test(dinn, deck_put_and_get_through_the_card_table)
{
    const game_cards_t *c = g->cards;
    cr_assert(c && c->count() == dinn_pool->n);
    cr_assert_str_eq(c->name(dinn_card_find("Ancient Merlin")), "Ancient Merlin");
    dinn_rules_t r;
    char err[256];
    default_rules(&r);
    int ids[DINN_MAX_DECK];
    int n = c->deck_get(&r, 0, ids, DINN_MAX_DECK);
    cr_assert_eq(n, 36, "the default deck");
    /* swap one equipment for another: still legal, keeps the key it was given */
    int from = dinn_card_find("Rusty Dagger"), to = dinn_card_find("Beast Totem");
    for (int i = 0; i < n; i++)
        if (ids[i] == from)
            ids[i] = to;
    cr_assert_eq(c->category(from), c->category(to));
    cr_assert_eq(c->deck_put(&r, 1, ids, n, "swapped", 42, err, sizeof err), 0, "%s", err);
    cr_assert_eq(g->rules_check(&r, 2, err, sizeof err), 0, "%s", err);
    cr_assert_eq(r.deck[1].key, 42);
    cr_assert_str_eq(r.deck[1].path, "swapped");
    int back[DINN_MAX_DECK];
    cr_assert_eq(c->deck_get(&r, 1, back, DINN_MAX_DECK), n);
    cr_assert(memcmp(back, ids, (size_t)n * sizeof *ids) == 0);
    /* key 0: the key of the cards, as a deck file gets */
    cr_assert_eq(c->deck_put(&r, 1, ids, n, "swapped", 0, err, sizeof err), 0, "%s", err);
    cr_assert_eq(r.deck[1].key, dinn_deck_key(r.deck[1].ids, n));
    ids[0] = 100000;
    cr_assert_neq(c->deck_put(&r, 1, ids, n, "bad", 0, err, sizeof err), 0);
    cr_assert(strstr(err, "bad"), "%s", err);
}
