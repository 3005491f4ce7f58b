/* test_djinn.c - Djinn (2018): one test per rule of the rulebook, each Djinn effect,
 * the determinization under shown voids, observe and view_text, the trace events and the
 * battery. Play as a whole is pinned by tests/signatures.txt (simulate --signature). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "battery.h"
#include "trace_event.h"
#include "../games/djinn/djinn.h"

static const game_t *g = &djinn_game;

static void init_game(void)
{
    char err[256];
    cr_assert_eq(g->init(err, sizeof err), 0, "%s", err);
}

TestSuite(djinn, .init = init_game);

/* ---- helpers ---- */

static djinn_rules_t default_rules(void)
{
    djinn_rules_t r;
    memset(&r, 0, sizeof r);
    rules_defaults(g, &r);
    return r;
}

/* The default rules with `settings` set: "key=value;key=value", or "" for none. */
static djinn_rules_t rules_from(const char *settings)
{
    djinn_rules_t r = default_rules();
    char err[256], buf[256];
    snprintf(buf, sizeof buf, "%s", settings);
    for (char *kv = strtok(buf, ";"); kv; kv = strtok(NULL, ";")) {
        char *eq = strchr(kv, '=');
        cr_assert(eq, "%s", kv);
        *eq = '\0';
        cr_assert_eq(rules_set(g, &r, kv, eq + 1, err, sizeof err), 0, "%s", err);
    }
    return r;
}

/* Many Djinn cards in play: four each at the start, two for last place, two a turn. */
#define MANY_DJINN "djinn_start=4;djinn_last_place=2;djinn_per_turn=2"

static djinn_state_t fresh_with(const djinn_rules_t *r, int players, uint64_t seed)
{
    djinn_state_t s;
    rng_t rng;
    rng_for_game(&rng, seed, 0, 0);
    g->setup(&s, r, players, &rng);
    return s;
}

static djinn_state_t fresh(int players)
{
    djinn_rules_t r = default_rules();
    return fresh_with(&r, players, 1);
}

/* "Y5 G12 P3 B15": yellow, green, purple, blue (colours 0..3). */
static uint64_t cards(const char *spec)
{
    uint64_t m = 0;
    const char *p = spec;
    while (*p) {
        while (*p == ' ')
            p++;
        if (!*p)
            break;
        const char *colours = "YGPB";
        int c = (int)(strchr(colours, *p) - colours);
        int v = 0;
        for (p++; *p >= '0' && *p <= '9'; p++)
            v = v * 10 + (*p - '0');
        m |= DJ_BIT(DJ_CARD(c, v));
    }
    return m;
}

static int card(const char *spec) { return __builtin_ctzll(cards(spec)); }

/* Take cards from wherever they lie (keeping the 60 cards conserved). */
static void lift(djinn_state_t *s, uint64_t m)
{
    for (int p = 0; p < s->players; p++) {
        s->hand[p] &= ~m;
        s->claimed[p] &= ~m;
    }
    s->deck &= ~m;
    s->discard &= ~m;
    for (int i = 0; i < s->trick_n; i++)
        if (s->trick_card[i] != DJ_NONE && (m & DJ_BIT(s->trick_card[i])))
            s->trick_card[i] = DJ_NONE;
    if (s->trump_card != DJ_NONE && (m & DJ_BIT(s->trump_card))) {
        s->trump_card = DJ_NONE;
    }
}

static void give(djinn_state_t *s, int p, const char *spec)
{
    uint64_t m = cards(spec);
    lift(s, m);
    s->hand[p] |= m;
}

static void give_claimed(djinn_state_t *s, int p, const char *spec)
{
    uint64_t m = cards(spec);
    lift(s, m);
    s->claimed[p] |= m;
}

/* A clean trick position: every card in the deck but the trump card, empty hands,
 * `leader` to lead trick 0 of the phase. */
static void clean_trick(djinn_state_t *s, const char *trump, int leader)
{
    for (int p = 0; p < s->players; p++)
        s->hand[p] = s->claimed[p] = 0, s->djinn_hand[p] = 0, s->voids[p] = 0;
    s->deck = s->all;
    s->discard = 0;
    s->trick_n = 0;
    memset(s->trick_card, DJ_NONE, sizeof s->trick_card);
    s->trump_card = (uint8_t)card(trump);
    s->deck &= ~DJ_BIT(s->trump_card);
    s->djinn_deck = (1u << s->ndjinn) - 1;
    s->djinn_used = 0;
    s->trick_no = 0;
    s->leader = s->seat = (uint8_t)leader;
    s->stage = DJ_ST_PLAY;
    s->trick_trump = (uint8_t)DJ_COLOUR(s->trump_card);
    s->led_colour = DJ_NONE;
    s->lowest_wins = s->free_play = s->played = s->djinn_this_turn = 0;
    s->trick_as_led = 0;
}

/* clean_trick, then the hands from seat 0 on, '|' between seats: "G5 | G9 B1 | G7". */
static void deal_trick(djinn_state_t *s, const char *trump, int leader, const char *hands)
{
    clean_trick(s, trump, leader);
    for (int p = 0; hands; p++) {
        const char *bar = strchr(hands, '|');
        char one[128];
        snprintf(one, sizeof one, "%.*s", bar ? (int)(bar - hands) : (int)strlen(hands), hands);
        cr_assert_lt(p, s->players, "more hands than seats: %s", hands);
        give(s, p, one);
        hands = bar ? bar + 1 : NULL;
    }
}

/* A new game of `players` under the rules `settings` (as rules_from reads them), at a
 * trick that seat 0 leads under `trump`, with those hands. */
static djinn_state_t trick_under(const char *settings, int players, const char *trump,
                                 const char *hands)
{
    djinn_rules_t r = rules_from(settings);
    djinn_state_t s = fresh_with(&r, players, 1);
    deal_trick(&s, trump, 0, hands);
    return s;
}

/* The same under the default rules. */
static djinn_state_t trick_position(int players, const char *trump, const char *hands)
{
    return trick_under("", players, trump, hands);
}

static int djinn_index(const djinn_state_t *s, int effect, int param)
{
    for (int i = 0; i < s->ndjinn; i++)
        if (s->djinn[i].effect == effect && s->djinn[i].param == param)
            return i;
    cr_assert_fail("no Djinn card with effect %d param %d", effect, param);
    return -1;
}

static int give_djinn(djinn_state_t *s, int p, int effect, int param)
{
    for (int i = 0; i < s->ndjinn; i++)
        if (s->djinn[i].effect == effect && s->djinn[i].param == param &&
            (s->djinn_deck & (1u << i))) {
            s->djinn_deck &= ~(1u << i);
            s->djinn_hand[p] |= 1u << i;
            return i;
        }
    cr_assert_fail("no free Djinn card with effect %d", effect);
    return -1;
}

static int has_move(const djinn_state_t *s, move_t m)
{
    move_t mv[DJ_MAX_MOVES];
    int n = g->legal_moves(s, mv);
    for (int i = 0; i < n; i++)
        if (mv[i] == m)
            return 1;
    return 0;
}

static void play(djinn_state_t *s, move_t m)
{
    cr_assert(has_move(s, m), "move %u is not legal for seat %d (stage %d)", (unsigned)m,
              s->seat, s->stage);
    rng_t rng;
    rng_seed(&rng, 99, 1);
    g->apply(s, m, &rng);
}

static move_t P(const char *c) { return DJ_MOVE(DJ_MV_PLAY, card(c)); }

/* A move of `kind` (play, claim, pick) for each card of `spec`, in the order written. */
static void play_cards(djinn_state_t *s, int kind, const char *spec)
{
    char buf[128];
    snprintf(buf, sizeof buf, "%s", spec);
    for (char *save = NULL, *c = strtok_r(buf, " ", &save); c; c = strtok_r(NULL, " ", &save))
        play(s, DJ_MOVE(kind, card(c)));
}

/* Random moves, chosen by a generator seeded (pick_seed, pick_stream) and applied with
 * one seeded (seed, stream), while the game goes on and `more` (NULL: always) holds. */
static void play_random(djinn_state_t *s, uint64_t seed, uint64_t stream, uint64_t pick_seed,
                        uint64_t pick_stream, int (*more)(const djinn_state_t *))
{
    rng_t rng, pick;
    rng_seed(&rng, seed, stream);
    rng_seed(&pick, pick_seed, pick_stream);
    move_t mv[DJ_MAX_MOVES];
    while (g->to_move(s) >= 0 && (!more || more(s))) {
        int n = g->legal_moves(s, mv);
        g->apply(s, mv[rng_below(&pick, (uint32_t)n)], &rng);
    }
}

static int count_kind(const djinn_state_t *s, int kind)
{
    move_t mv[DJ_MAX_MOVES];
    int n = g->legal_moves(s, mv), k = 0;
    for (int i = 0; i < n; i++)
        k += DJ_MV_KIND(mv[i]) == kind;
    return k;
}

/* Every treasure card in exactly one place; Djinn cards likewise. */
static void check_conserved(const void *st, void *ctx)
{
    (void)ctx;
    const djinn_state_t *s = st;
    uint64_t seen = 0;
    int total = 0;
    uint64_t parts[2 * DJ_MAX_PLAYERS + 2];
    int np = 0;
    for (int p = 0; p < s->players; p++)
        parts[np++] = s->hand[p], parts[np++] = s->claimed[p];
    parts[np++] = s->deck;
    parts[np++] = s->discard;
    for (int i = 0; i < np; i++) {
        cr_assert_eq(seen & parts[i], 0, "a treasure card lies in two places");
        seen |= parts[i];
        total += __builtin_popcountll(parts[i]);
    }
    if (s->trump_card != DJ_NONE) {
        cr_assert_eq(seen & DJ_BIT(s->trump_card), 0, "the trump card lies elsewhere too");
        seen |= DJ_BIT(s->trump_card);
        total++;
    }
    for (int i = 0; i < s->trick_n; i++)
        if (s->trick_card[i] != DJ_NONE) {
            cr_assert_eq(seen & DJ_BIT(s->trick_card[i]), 0, "a trick card lies elsewhere");
            seen |= DJ_BIT(s->trick_card[i]);
            total++;
        }
    cr_assert_eq(seen, s->all, "treasure cards lost or invented");
    cr_assert_eq(total, s->colours * s->values);
    uint32_t dj = s->djinn_deck | s->djinn_used, dtotal = __builtin_popcount(s->djinn_deck) +
                                                          __builtin_popcount(s->djinn_used);
    for (int p = 0; p < s->players; p++) {
        cr_assert_eq(dj & s->djinn_hand[p], 0, "a Djinn card in two places");
        dj |= s->djinn_hand[p];
        dtotal += (uint32_t)__builtin_popcount(s->djinn_hand[p]);
    }
    cr_assert_eq(dtotal, s->ndjinn, "Djinn cards lost or invented");
    for (int p = 0; p < s->players; p++)
        cr_assert_leq(s->level[p], DJ_LEVELS);
}

/* ---- tricks ---- */

/* "Player tiles above the 3-caves": every tile starts outside the caves, so only a
 * 3-cave can be entered first (caves_are_entered_in_order_... checks that). */
Test(djinn, player_tiles_start_above_the_3_caves)
{
    for (int players = 2; players <= DJ_MAX_PLAYERS; players++) {
        djinn_state_t s = fresh(players);
        for (int p = 0; p < players; p++) {
            cr_assert_eq(s.level[p], 0, "%d players: seat %d starts above the 3-caves",
                         players, p);
            cr_assert_eq(s.cave_at[p], DJ_NONE, "%d players: seat %d stands on no cave",
                         players, p);
            cr_assert_eq(s.claimed[p], 0);
        }
    }
}

Test(djinn, first_phase_dealer_is_last_seat_and_left_of_dealer_leads)
{
    djinn_state_t s = fresh(3);
    cr_assert_eq(s.dealer, 2);
    cr_assert_eq(s.leader, 0);
    cr_assert_eq(g->to_move(&s), 0);
    for (int p = 0; p < 3; p++)
        cr_assert_eq(__builtin_popcountll(s.hand[p]), 8, "8 cards each");
    cr_assert_eq(s.phase_tricks, 8);
    cr_assert_eq(s.trick_trump, DJ_COLOUR(s.trump_card), "trump is the turned-up card's colour");
    cr_assert_eq(s.deck & DJ_BIT(s.trump_card), 0, "the trump card is out of the deck");
    check_conserved(&s, NULL);
}

Test(djinn, start_player_leads_rule_lets_the_dealer_lead)
{
    djinn_rules_t r = default_rules();
    r.start_player_leads = 1;
    djinn_state_t s = fresh_with(&r, 3, 1);
    cr_assert_eq(s.leader, s.dealer);
    cr_assert_eq(g->to_move(&s), 2);
}

/* The outcome's turn positions: 0 for the seat that played the game's first card
 * (the first trick of the first phase), then clockwise, whoever starts later phases
 * (RULES.md "Turn position"). */
Test(djinn, turn_position_counts_from_the_seat_that_led_the_first_trick)
{
    for (int leads = 0; leads <= 1; leads++)
        for (int players = 2; players <= 4; players++) {
            djinn_rules_t r = default_rules();
            r.start_player_leads = leads;
            djinn_state_t s = fresh_with(&r, players, 40 + (uint64_t)players);
            int first = g->to_move(&s);
            cr_assert_eq(first, leads ? players - 1 : 0);
            play_random(&s, 5, (uint64_t)players, 6, (uint64_t)players, NULL);
            cr_assert_gt(s.phases, 1, "the start player had a chance to move on");
            outcome_t o;
            memset(&o, 0, sizeof o);
            for (int p = 0; p < MAX_SEATS; p++)
                o.position[p] = (int8_t)p;
            g->outcome(&s, &o);
            for (int k = 0; k < players; k++)
                cr_assert_eq(o.position[(first + k) % players], k,
                             "%d players, start_player_leads %d: seat %d", players, leads,
                             (first + k) % players + 1);
        }
}

Test(djinn, leader_may_lead_any_card_including_trump)
{
    djinn_state_t s = trick_position(3, "Y1", "Y7 G3 P9");
    cr_assert_eq(count_kind(&s, DJ_MV_PLAY), 3);
}

Test(djinn, must_follow_the_led_colour_and_may_not_trump_while_able)
{
    djinn_state_t s = trick_position(3, "Y1", "G5 | G3 G9 Y2 P5");
    play(&s, P("G5"));
    cr_assert_eq(s.seat, 1);
    cr_assert_eq(count_kind(&s, DJ_MV_PLAY), 2);
    cr_assert(has_move(&s, P("G3")) && has_move(&s, P("G9")));
    cr_assert(!has_move(&s, P("Y2")), "trump only when unable to follow");
    cr_assert(!has_move(&s, P("P5")));
}

Test(djinn, unable_to_follow_any_card_may_be_played_and_a_void_is_recorded)
{
    djinn_state_t s = trick_position(3, "Y1", "G5 | Y2 P5");
    play(&s, P("G5"));
    cr_assert(has_move(&s, P("Y2")) && has_move(&s, P("P5")));
    play(&s, P("P5"));
    cr_assert_eq(s.voids[1], 1u << 1, "seat 1 showed it holds no green");
    cr_assert_eq(s.voids[0], 0);
}

Test(djinn, trump_led_must_be_followed_with_trump_and_a_void_in_trump_is_recorded)
{
    djinn_state_t s = trick_position(3, "Y1", "Y5 | Y3 G9 P12 | G2 P4");
    play(&s, P("Y5"));
    cr_assert_eq(count_kind(&s, DJ_MV_PLAY), 1, "holding trump, seat 1 must follow trump");
    cr_assert(has_move(&s, P("Y3")));
    play(&s, P("Y3"));
    cr_assert_eq(count_kind(&s, DJ_MV_PLAY), 2, "no trump in hand: any card");
    play(&s, P("G2"));
    cr_assert_eq(s.voids[2], 1u << 0, "seat 3 showed it holds no yellow (trump)");
    cr_assert_eq(s.voids[1], 0);
    cr_assert_eq(s.seat, 0, "yellow 5 beats yellow 3");
}

Test(djinn, several_trumps_on_a_plain_lead_the_highest_trump_wins)
{
    djinn_state_t s = trick_position(4, "Y1", "G14 | Y4 P2 | Y9 B3 | G15");
    play_cards(&s, DJ_MV_PLAY, "G14 Y4 Y9 G15");
    cr_assert_eq(s.stage, DJ_ST_CLAIM);
    cr_assert_eq(s.seat, 2, "yellow 9 is the highest trump; green 15 cannot beat trump");
}

/* Rulebook example 1: purple trump, purple 15 led, purple 8, purple 3, green 1. */
Test(djinn, highest_trump_wins_rulebook_example_1)
{
    djinn_state_t s = trick_position(4, "P1", "P15 | P8 | P3 | G1");
    play_cards(&s, DJ_MV_PLAY, "P15 P8 P3 G1");
    cr_assert_eq(s.stage, DJ_ST_CLAIM);
    cr_assert_eq(s.seat, 0);
}

/* Rulebook example 2: purple trump, yellow 11 led, yellow 13, purple 7, yellow 5. */
Test(djinn, trump_beats_the_led_colour_rulebook_example_2)
{
    djinn_state_t s = trick_position(4, "P1", "Y11 | Y13 | P7 B2 | Y5");
    play_cards(&s, DJ_MV_PLAY, "Y11 Y13 P7 Y5");
    cr_assert_eq(s.seat, 2);
}

Test(djinn, without_trump_the_highest_led_colour_wins_and_other_colours_never_do)
{
    djinn_state_t s = trick_position(3, "Y1", "G5 | B15 | G7");
    play_cards(&s, DJ_MV_PLAY, "G5 B15 G7");
    cr_assert_eq(s.seat, 2, "green 7 beats green 5; blue 15 cannot win");
}

Test(djinn, trick_winner_claims_one_card_the_rest_is_discarded_and_winner_leads)
{
    djinn_state_t s = trick_position(3, "Y1", "G5 B1 | G9 B2 | G7 B3");
    play_cards(&s, DJ_MV_PLAY, "G5 G9 G7");
    cr_assert_eq(s.stage, DJ_ST_CLAIM);
    cr_assert_eq(s.seat, 1);
    cr_assert_eq(count_kind(&s, DJ_MV_CLAIM), 3, "any one card of the trick");
    play(&s, DJ_MOVE(DJ_MV_CLAIM, card("G5")));
    cr_assert_eq(s.claimed[1], cards("G5"));
    cr_assert_eq(s.discard, cards("G9 G7"));
    cr_assert_eq(s.trick_no, 1);
    cr_assert_eq(s.stage, DJ_ST_PLAY);
    cr_assert_eq(s.leader, 1);
    cr_assert_eq(g->to_move(&s), 1);
    check_conserved(&s, NULL);
}

Test(djinn, play_goes_clockwise_from_the_leader)
{
    djinn_state_t s = fresh(4);
    deal_trick(&s, "Y1", 2, "G1 | G2 | G3 | G4");
    int order[4] = {2, 3, 0, 1};
    for (int i = 0; i < 4; i++) {
        cr_assert_eq(g->to_move(&s), order[i]);
        play(&s, DJ_MOVE(DJ_MV_PLAY, __builtin_ctzll(s.hand[order[i]])));
    }
    cr_assert_eq(s.seat, 3, "green 4 wins");
}

/* ---- the eight challenges, at every size they exist ---- */

typedef struct challenge_case {
    int kind, size, target;
    const char *cards;
    int met;
    const char *why;
} challenge_case_t;

static const challenge_case_t challenge_cases[] = {
    /* sequences: consecutive numbers, any colours, no wrap past 15, exact size */
    {DJ_SEQUENCE, 3, 0, "Y1 G2 P3", 1, "1, 2, 3 in mixed colours"},
    {DJ_SEQUENCE, 3, 0, "Y13 Y14 B15", 1, "a run may end on 15"},
    {DJ_SEQUENCE, 3, 0, "Y14 Y15 G1", 0, "no wrap from 15 to 1"},
    {DJ_SEQUENCE, 3, 0, "Y1 G2 P4", 0, "a gap"},
    {DJ_SEQUENCE, 3, 0, "Y5 G5 P6", 0, "a repeated number"},
    {DJ_SEQUENCE, 3, 0, "Y1 G2", 0, "too few cards"},
    {DJ_SEQUENCE, 3, 0, "Y1 G2 P3 B4", 0, "too many cards"},
    {DJ_SEQUENCE, 4, 0, "Y6 G7 P8 B9", 1, "6 to 9"},
    {DJ_SEQUENCE, 4, 0, "Y12 G13 P14 B15", 1, "12 to 15"},
    {DJ_SEQUENCE, 4, 0, "Y13 G14 P15 B1", 0, "no wrap"},
    {DJ_SEQUENCE, 4, 0, "Y6 G7 P8 B10", 0, "a gap"},
    {DJ_SEQUENCE, 5, 0, "Y5 G6 P7 B8 Y9", 1, "5 to 9"},
    {DJ_SEQUENCE, 5, 0, "Y11 G12 P13 B14 Y15", 1, "11 to 15"},
    {DJ_SEQUENCE, 5, 0, "Y12 G13 P14 B15 Y1", 0, "no wrap"},
    {DJ_SEQUENCE, 5, 0, "Y1 G2 P3 B4 Y6", 0, "a gap"},
    /* a pair and a lower card (3 cards) */
    {DJ_PAIR_LOWER, 3, 0, "Y7 G7 P3", 1, "pair of 7 and a 3"},
    {DJ_PAIR_LOWER, 3, 0, "Y7 G7 P6", 1, "just lower"},
    {DJ_PAIR_LOWER, 3, 0, "Y2 G2 P1", 1, "lowest possible"},
    {DJ_PAIR_LOWER, 3, 0, "Y7 G7 P7", 0, "the third card is not lower"},
    {DJ_PAIR_LOWER, 3, 0, "Y3 G3 P7", 0, "the third card is higher"},
    {DJ_PAIR_LOWER, 3, 0, "Y1 G1 P2", 0, "nothing is lower than a pair of 1"},
    {DJ_PAIR_LOWER, 3, 0, "Y7 G8 P3", 0, "no pair"},
    /* two pairs (4 cards) */
    {DJ_TWO_PAIRS, 4, 0, "Y4 G4 P9 B9", 1, "4s and 9s"},
    {DJ_TWO_PAIRS, 4, 0, "Y4 G4 P4 B4", 1, "four equal numbers are two pairs (default)"},
    {DJ_TWO_PAIRS, 4, 0, "Y4 G4 P9 B8", 0, "one pair only"},
    {DJ_TWO_PAIRS, 4, 0, "Y4 G4 P4 B9", 0, "three of a kind and a single"},
    /* two pairs and a lower card (5 cards) */
    {DJ_TWO_PAIRS_LOWER, 5, 0, "Y5 G5 P9 B9 Y4", 1, "below both pairs"},
    {DJ_TWO_PAIRS_LOWER, 5, 0, "Y5 G5 P9 B9 G1", 1, "far below"},
    {DJ_TWO_PAIRS_LOWER, 5, 0, "Y5 G5 P9 B9 G7", 0, "between the pairs"},
    {DJ_TWO_PAIRS_LOWER, 5, 0, "Y5 G5 P9 B9 P5", 0, "equal to the lower pair"},
    {DJ_TWO_PAIRS_LOWER, 5, 0, "Y6 G6 P6 B6 Y2", 1, "four equal numbers and a lower card"},
    {DJ_TWO_PAIRS_LOWER, 5, 0, "Y5 G5 P9 B8 Y4", 0, "one pair only"},
    /* sums lower than 15/20/25 (strictly) */
    {DJ_SUM_BELOW, 3, 15, "Y1 G6 P7", 1, "14"},
    {DJ_SUM_BELOW, 3, 15, "Y1 G6 P8", 0, "15 is not lower than 15"},
    {DJ_SUM_BELOW, 4, 20, "Y1 G2 P3 B13", 1, "19"},
    {DJ_SUM_BELOW, 4, 20, "Y1 G2 P3 B14", 0, "20"},
    {DJ_SUM_BELOW, 5, 25, "Y1 G2 P3 B4 Y14", 1, "24"},
    {DJ_SUM_BELOW, 5, 25, "Y1 G2 P3 B4 Y15", 0, "25"},
    /* sums higher than 30/40/50 (strictly) */
    {DJ_SUM_ABOVE, 3, 30, "Y15 G15 P1", 1, "31"},
    {DJ_SUM_ABOVE, 3, 30, "Y15 G14 P1", 0, "30 is not higher than 30"},
    {DJ_SUM_ABOVE, 4, 40, "Y15 G15 P10 B1", 1, "41"},
    {DJ_SUM_ABOVE, 4, 40, "Y15 G15 P9 B1", 0, "40"},
    {DJ_SUM_ABOVE, 5, 50, "Y15 G15 P15 B5 Y1", 1, "51"},
    {DJ_SUM_ABOVE, 5, 50, "Y15 G15 P15 B4 Y1", 0, "50"},
    /* sums of exactly 15/20/25 */
    {DJ_SUM_EXACT, 3, 15, "Y1 G6 P8", 1, "15"},
    {DJ_SUM_EXACT, 3, 15, "Y1 G6 P7", 0, "14"},
    {DJ_SUM_EXACT, 3, 15, "Y1 G6 P9", 0, "16"},
    {DJ_SUM_EXACT, 4, 20, "Y1 G2 P3 B14", 1, "20"},
    {DJ_SUM_EXACT, 4, 20, "Y1 G2 P3 B15", 0, "21"},
    {DJ_SUM_EXACT, 5, 25, "Y1 G2 P3 B4 Y15", 1, "25"},
    {DJ_SUM_EXACT, 5, 25, "Y1 G2 P3 B4 Y14", 0, "24"},
    /* one colour */
    {DJ_ONE_COLOUR, 3, 0, "Y1 Y9 Y15", 1, "three yellow"},
    {DJ_ONE_COLOUR, 3, 0, "Y1 Y9 G15", 0, "a green among yellow"},
    {DJ_ONE_COLOUR, 4, 0, "B1 B2 B3 B15", 1, "four blue"},
    {DJ_ONE_COLOUR, 4, 0, "B1 B2 B3 Y15", 0, "mixed"},
    {DJ_ONE_COLOUR, 5, 0, "P1 P4 P6 P8 P10", 1, "five purple"},
    {DJ_ONE_COLOUR, 5, 0, "P1 P4 P6 P8 G10", 0, "mixed"},
    {DJ_ONE_COLOUR, 5, 0, "P1 P4 P6 P8", 0, "too few"},
};

Test(djinn, each_challenge_kind_at_each_size_with_edge_cases)
{
    int n = (int)(sizeof challenge_cases / sizeof challenge_cases[0]);
    for (int i = 0; i < n; i++) {
        const challenge_case_t *c = &challenge_cases[i];
        int met = djinn_challenge_possible(c->kind, c->size, c->target, 0, cards(c->cards), 0);
        cr_expect_eq(met, c->met, "%s size %d with %s: expected %s (%s)",
                     djinn_kind_names[c->kind], c->size, c->cards, c->met ? "met" : "not met",
                     c->why);
    }
}

Test(djinn, pair_kinds_exist_only_at_the_size_their_wording_fixes)
{
    cr_assert(!djinn_challenge_possible(DJ_PAIR_LOWER, 4, 0, 0, cards("Y7 G7 P3 B2"), 0));
    cr_assert(!djinn_challenge_possible(DJ_TWO_PAIRS, 5, 0, 0, cards("Y7 G7 P3 B3 Y1"), 0));
    cr_assert(!djinn_challenge_possible(DJ_TWO_PAIRS_LOWER, 4, 0, 0, cards("Y7 G7 P3 B3"), 0));
}

Test(djinn, two_pairs_distinct_rule_refuses_four_equal_numbers)
{
    cr_assert(!djinn_challenge_possible(DJ_TWO_PAIRS, 4, 0, 1, cards("Y4 G4 P4 B4"), 0));
    cr_assert(djinn_challenge_possible(DJ_TWO_PAIRS, 4, 0, 1, cards("Y4 G4 P5 B5"), 0));
    cr_assert(!djinn_challenge_possible(DJ_TWO_PAIRS_LOWER, 5, 0, 1, cards("Y6 G6 P6 B6 Y2"), 0));
}

Test(djinn, completion_search_finds_a_subset_of_the_claimed_cards)
{
    uint64_t pool = cards("Y1 G9 P3 B2 Y12 G12 P7");
    cr_assert(djinn_challenge_possible(DJ_SEQUENCE, 3, 0, 0, 0, pool), "1, 2, 3");
    cr_assert(djinn_challenge_possible(DJ_SEQUENCE, 3, 0, 0, cards("B2"), pool));
    cr_assert(!djinn_challenge_possible(DJ_SEQUENCE, 3, 0, 0, cards("G9"), pool));
    cr_assert(djinn_challenge_possible(DJ_PAIR_LOWER, 3, 0, 0, cards("P7"), pool), "12, 12, 7");
    cr_assert(!djinn_challenge_possible(DJ_PAIR_LOWER, 3, 0, 0, cards("Y1 G9"), pool));
    cr_assert(djinn_challenge_possible(DJ_SUM_EXACT, 3, 15, 0, 0, pool), "1 + 2 + 12");
    cr_assert(djinn_challenge_possible(DJ_SUM_EXACT, 4, 20, 0, cards("G9"), pool), "9+1+3+7");
    cr_assert(!djinn_challenge_possible(DJ_SUM_EXACT, 3, 15, 0, cards("Y12 G12"), pool));
    cr_assert(djinn_challenge_possible(DJ_SUM_BELOW, 5, 25, 0, 0, pool), "1+2+3+7+9 = 22");
    cr_assert(!djinn_challenge_possible(DJ_SUM_BELOW, 5, 25, 0, cards("Y12"), pool));
    cr_assert(djinn_challenge_possible(DJ_SUM_ABOVE, 3, 30, 0, 0, pool), "12+12+9 = 33");
    cr_assert(!djinn_challenge_possible(DJ_SUM_ABOVE, 3, 30, 0, cards("Y1"), pool));
    cr_assert(!djinn_challenge_possible(DJ_ONE_COLOUR, 3, 0, 0, 0, pool));
    cr_assert(djinn_challenge_possible(DJ_TWO_PAIRS, 4, 0, 0, 0, cards("Y3 G3 P9 B9 Y1")));
    cr_assert(djinn_challenge_possible(DJ_TWO_PAIRS_LOWER, 5, 0, 0, 0,
                                       cards("Y3 G3 P9 B9 Y1")));
    cr_assert(!djinn_challenge_possible(DJ_TWO_PAIRS_LOWER, 5, 0, 0, 0,
                                        cards("Y3 G3 P9 B9 Y4")));
}

/* A random set of treasure cards, up to `most`: low numbers (many pairs), high ones
 * (sums above 63), or any. */
static uint64_t random_cards(rng_t *rng, int most)
{
    int n = (int)rng_below(rng, (uint32_t)most + 1), mode = (int)rng_below(rng, 3);
    int low = mode == 1 ? 13 : 1, values = mode == 0 ? 6 : mode == 1 ? 4 : 16;
    uint64_t set = 0;
    for (int i = 0; i < n; i++)
        set |= DJ_BIT(DJ_CARD((int)rng_below(rng, 4), low + (int)rng_below(rng, (uint32_t)values)));
    return set;
}

/* djinn_challenge_next must answer djinn_challenge_possible's questions, card by card. */
static void check_next(int kind, int size, int target, int distinct, uint64_t chosen,
                       uint64_t cands)
{
    uint64_t next = 0;
    for (uint64_t m = cands; m; m &= m - 1)
        if (djinn_challenge_possible(kind, size, target, distinct, chosen | (m & -m), m & (m - 1)))
            next |= m & -m;
    cr_assert_eq(djinn_challenge_next(kind, size, target, distinct, chosen, cands), next,
                 "next: kind %d size %d target %d chosen %016llx cands %016llx", kind, size,
                 target, (unsigned long long)chosen, (unsigned long long)cands);
}

/* djinn_challenges_met and djinn_challenge_next answer many questions at once, the
 * game's hot paths; they must give djinn_challenge_possible's answers exactly. */
Test(djinn, batched_challenge_questions_match_the_search)
{
    rng_t rng;
    rng_seed(&rng, 2026, 12);
    for (int it = 0; it < 60000; it++) {
        int kind = (int)rng_below(&rng, DJ_KINDS), size = 1 + (int)rng_below(&rng, 6);
        int target = kind >= DJ_SUM_BELOW && kind <= DJ_SUM_EXACT ? (int)rng_below(&rng, 81) : 0;
        int distinct = (int)rng_below(&rng, 2);
        uint64_t set = random_cards(&rng, 14);
        djinn_cave_t caves[2] = {{(uint8_t)kind, (uint8_t)target},
                                 {(uint8_t)rng_below(&rng, DJ_KINDS), (uint8_t)rng_below(&rng, 81)}};
        unsigned want = 0;
        for (int i = 0; i < 2; i++)
            want |= (unsigned)djinn_challenge_possible(caves[i].kind, size, caves[i].target,
                                                       distinct, 0, set) << i;
        cr_assert_eq(djinn_challenges_met(caves, 3, size, distinct, set, 0), want,
                     "met: kind %d size %d target %d set %016llx", kind, size, target,
                     (unsigned long long)set);
        cr_assert_eq(djinn_challenges_met(caves, 3, size, distinct, set, 1), want & -want);
        /* the next card: chosen cards below the candidates, as the pick stage has them */
        uint64_t chosen = random_cards(&rng, 3), cands = set & ~chosen;
        if (chosen && (rng_below(&rng, 4) || kind == DJ_ONE_COLOUR))
            cands &= ~((2ULL << (63 - __builtin_clzll(chosen))) - 1);
        check_next(kind, size, target, distinct, chosen, cands);
    }
    /* sums of four cards above 63 (16 numbers a colour) */
    uint64_t sixteens = cards("Y16 G16 P16 B16");
    check_next(DJ_SUM_EXACT, 5, 67, 0, 0, sixteens | cards("Y3 B2"));
    cr_assert_eq(djinn_challenge_next(DJ_SUM_EXACT, 5, 67, 0, 0, sixteens | cards("Y3 B2")),
                 cards("Y3"));
    check_next(DJ_SUM_EXACT, 5, 80, 0, 0, sixteens | cards("G16"));
    check_next(DJ_SUM_EXACT, 5, 79, 0, cards("Y15"), sixteens);
    check_next(DJ_SUM_ABOVE, 5, 79, 0, cards("Y15"), sixteens);
    check_next(DJ_SUM_BELOW, 5, 79, 0, cards("Y15"), sixteens);
    check_next(DJ_SEQUENCE, 5, 0, 0, cards("Y12"), cards("G13 P14 B15 B16"));
    /* four of a number with a chosen card above it; three chosen of the lower pair */
    check_next(DJ_TWO_PAIRS_LOWER, 5, 0, 0, cards("Y5 Y9"), cards("G5 P5 B5 B2"));
    cr_assert_eq(djinn_challenge_next(DJ_TWO_PAIRS_LOWER, 5, 0, 0, cards("Y5 Y9"),
                                      cards("G5 P5 B5 B2")), 0);
    check_next(DJ_TWO_PAIRS_LOWER, 5, 0, 1, cards("Y5 G5"), cards("P5 P7 B2 B7"));
    cr_assert_eq(djinn_challenge_next(DJ_TWO_PAIRS_LOWER, 5, 0, 1, cards("Y5 G5"),
                                      cards("P5 P7 B2 B7")), cards("P7"), "5 5 7 7 2");
}

Test(djinn, cave_file_has_six_cards_per_level_matching_the_kinds_and_totals)
{
    const djinn_decks_t *d = djinn_default_decks;
    static const int totals[3][3] = {{15, 30, 15}, {20, 40, 20}, {25, 50, 25}};
    for (int l = 0; l < DJ_LEVELS; l++) {
        cr_assert_eq(d->ncaves[l], 6);
        int seen = 0;
        for (int i = 0; i < 6; i++) {
            const djinn_cave_t *c = &d->cave[l][i];
            seen |= 1 << c->kind;
            if (c->kind == DJ_SUM_BELOW) cr_assert_eq(c->target, totals[l][0]);
            if (c->kind == DJ_SUM_ABOVE) cr_assert_eq(c->target, totals[l][1]);
            if (c->kind == DJ_SUM_EXACT) cr_assert_eq(c->target, totals[l][2]);
        }
        int pair_kind = l == 0 ? DJ_PAIR_LOWER : l == 1 ? DJ_TWO_PAIRS : DJ_TWO_PAIRS_LOWER;
        int want = 1 << DJ_SEQUENCE | 1 << DJ_SUM_BELOW | 1 << DJ_SUM_ABOVE |
                   1 << DJ_SUM_EXACT | 1 << DJ_ONE_COLOUR | 1 << pair_kind;
        cr_assert_eq(seen, want, "level %d kinds", l + 3);
    }
    cr_assert_eq(d->ndjinn, 18);
}

/* ---- end of a phase: challenges, Djinn for last place, the new start player ---- */

static int cave_index(const djinn_state_t *s, int level, int kind)
{
    for (int i = 0; i < s->ncaves[level]; i++)
        if (s->cave[level][i].kind == kind)
            return i;
    cr_assert_fail("no cave of kind %d at level %d", kind, level);
    return -1;
}

/* Lay out the given kinds at a level. */
static void lay_caves(djinn_state_t *s, int level, int k0, int k1, int k2)
{
    s->dealt[level] = (uint8_t)(1u << cave_index(s, level, k0) | 1u << cave_index(s, level, k1) |
                                1u << cave_index(s, level, k2));
}

/* The last trick of the phase lies complete: `winner` is to claim. Hands are empty
 * (their cards back in the deck); seat i played the i-th card of `trick`. */
static void at_last_claim(djinn_state_t *s, int winner, const char *trick)
{
    for (int p = 0; p < s->players; p++)
        s->deck |= s->hand[p], s->hand[p] = 0;
    uint64_t m = cards(trick);
    lift(s, m);
    s->trick_n = 0;
    for (int p = 0; m; m &= m - 1, p++) {
        s->trick_card[s->trick_n] = (uint8_t)__builtin_ctzll(m);
        s->trick_owner[s->trick_n++] = (uint8_t)p;
    }
    s->led_colour = (uint8_t)DJ_COLOUR(s->trick_card[0]);
    s->trick_no = (uint8_t)(s->phase_tricks - 1);
    s->stage = DJ_ST_CLAIM;
    s->seat = (uint8_t)winner;
}

/* at_last_claim, and `winner` claims the card `claim`: the phase's challenges begin. */
static void claim_last_trick(djinn_state_t *s, int winner, const char *trick, const char *claim)
{
    at_last_claim(s, winner, trick);
    play(s, DJ_MOVE(DJ_MV_CLAIM, card(claim)));
}

/* Enter the `kind` cave of `level` and pick the cards of `picks`, in the order written. */
static void complete(djinn_state_t *s, int level, int kind, const char *picks)
{
    play(s, DJ_MOVE(DJ_MV_CAVE, cave_index(s, level, kind)));
    play_cards(s, DJ_MV_PICK, picks);
}

/* Each seat still asked a challenge takes its first choice, until the phase is over. */
static void finish_challenges(djinn_state_t *s)
{
    for (int guard = 0; s->stage == DJ_ST_CAVE || s->stage == DJ_ST_PICK; guard++) {
        cr_assert_lt(guard, 20);
        move_t mv[DJ_MAX_MOVES];
        g->legal_moves(s, mv);
        play(s, mv[0]);
    }
}

/* Standard end-of-phase position for three players: dealer 2, 3-caves
 * sequence / pair and lower / one colour. */
static djinn_state_t phase_end_position(void)
{
    djinn_state_t s = fresh(3);
    clean_trick(&s, "B14", 0);
    s.dealer = 2;
    lay_caves(&s, 0, DJ_SEQUENCE, DJ_PAIR_LOWER, DJ_ONE_COLOUR);
    lay_caves(&s, 1, DJ_SEQUENCE, DJ_TWO_PAIRS, DJ_ONE_COLOUR);
    lay_caves(&s, 2, DJ_SEQUENCE, DJ_TWO_PAIRS_LOWER, DJ_ONE_COLOUR);
    s.revealed = 1;
    return s;
}

Test(djinn, end_of_phase_a_player_able_to_complete_must_and_chooses_cave_and_cards)
{
    djinn_state_t s = phase_end_position();
    give_claimed(&s, 0, "Y1 G2 P3 B9");
    give_claimed(&s, 2, "Y5 Y9 Y12");
    claim_last_trick(&s, 1, "G4 B15 G6", "B15");
    /* seat 0 (left of dealer 2) first: only the sequence can be met, and no pass */
    cr_assert_eq(s.stage, DJ_ST_CAVE);
    cr_assert_eq(s.seat, 0);
    move_t mv[DJ_MAX_MOVES];
    int n = g->legal_moves(&s, mv);
    cr_assert_eq(n, 1);
    cr_assert_eq(mv[0], DJ_MOVE(DJ_MV_CAVE, cave_index(&s, 0, DJ_SEQUENCE)));
    play(&s, mv[0]);
    cr_assert_eq(s.stage, DJ_ST_PICK);
    cr_assert_eq(count_kind(&s, DJ_MV_PICK), 1, "only the yellow 1 can start a 1-2-3");
    play_cards(&s, DJ_MV_PICK, "Y1 G2 P3");
    cr_assert_eq(s.level[0], 1);
    cr_assert_eq(s.cave_at[0], cave_index(&s, 0, DJ_SEQUENCE));
    cr_assert_eq(s.claimed[0], cards("B9"), "unused claimed cards are kept");
    cr_assert(s.discard & cards("Y1 G2 P3"), "used cards go to the discard pile");
    /* seat 1 cannot complete anything: skipped; seat 2 completes one colour */
    cr_assert_eq(s.seat, 2);
    cr_assert_eq(s.stage, DJ_ST_CAVE);
    complete(&s, 0, DJ_ONE_COLOUR, "Y5 Y9 Y12");
    cr_assert_eq(s.level[2], 1);
    /* the next phase: claimed cards stay, everything else reshuffled and dealt */
    cr_assert_eq(s.claimed[0], cards("B9"));
    cr_assert_eq(s.claimed[1], cards("B15"));
    cr_assert_eq(s.discard, 0);
    cr_assert_eq(s.phases, 2);
    for (int p = 0; p < 3; p++)
        cr_assert_eq(__builtin_popcountll(s.hand[p]), 8);
    check_conserved(&s, NULL);
}

Test(djinn, challenge_cards_are_the_players_choice_among_the_claimed_cards)
{
    djinn_state_t s = phase_end_position();
    lay_caves(&s, 0, DJ_SEQUENCE, DJ_SUM_ABOVE, DJ_SUM_EXACT);
    give_claimed(&s, 0, "Y1 Y2 Y3 Y4");
    claim_last_trick(&s, 1, "G4 B15 G6", "B15");
    play(&s, DJ_MOVE(DJ_MV_CAVE, cave_index(&s, 0, DJ_SEQUENCE)));
    cr_assert_eq(count_kind(&s, DJ_MV_PICK), 2, "1-2-3 or 2-3-4");
    play_cards(&s, DJ_MV_PICK, "Y2 Y3");
    cr_assert_eq(count_kind(&s, DJ_MV_PICK), 1);
    play(&s, DJ_MOVE(DJ_MV_PICK, card("Y4")));
    cr_assert_eq(s.claimed[0], cards("Y1"));
}

/* "Several tiles may share a cave card": two seats complete the same 3-cave in one
 * phase, and the second one's tile stands on the card the first one's stands on. */
Test(djinn, several_tiles_may_share_a_cave_card)
{
    djinn_state_t s = phase_end_position();
    give_claimed(&s, 0, "Y1 G2 P3");
    give_claimed(&s, 2, "B4 B5 G6");
    claim_last_trick(&s, 1, "G4 B15 G7", "B15");
    const int seq = cave_index(&s, 0, DJ_SEQUENCE);
    cr_assert_eq(s.seat, 0);
    complete(&s, 0, DJ_SEQUENCE, "Y1 G2 P3");
    cr_assert_eq(s.cave_at[0], seq);
    /* seat 2 may still enter the sequence cave seat 0 stands on */
    cr_assert_eq(s.stage, DJ_ST_CAVE);
    cr_assert_eq(s.seat, 2);
    cr_assert(has_move(&s, DJ_MOVE(DJ_MV_CAVE, seq)), "the occupied cave is still offered");
    complete(&s, 0, DJ_SEQUENCE, "G6 B4 B5"); /* (in increasing card id) */
    cr_assert_eq(s.level[0], 1);
    cr_assert_eq(s.level[2], 1);
    cr_assert_eq(s.cave_at[0], seq);
    cr_assert_eq(s.cave_at[2], seq, "both tiles stand on the same cave card");
    check_conserved(&s, NULL);
}

Test(djinn, at_most_one_challenge_per_phase)
{
    djinn_state_t s = phase_end_position();
    /* enough for a 3-cave and a 4-cave: still only the 3-cave this phase */
    give_claimed(&s, 0, "Y1 Y2 Y3 Y5 Y7 Y9 Y11");
    claim_last_trick(&s, 1, "G4 B15 G6", "B15");
    complete(&s, 0, DJ_ONE_COLOUR, "Y1 Y2 Y3");
    cr_assert_eq(s.level[0], 1);
    cr_assert_eq(s.stage, DJ_ST_PLAY, "the next phase began");
    cr_assert_eq(s.claimed[0], cards("Y5 Y7 Y9 Y11"));
}

Test(djinn, caves_are_entered_in_order_and_levels_revealed_on_first_entry)
{
    djinn_state_t s = phase_end_position();
    cr_assert_eq(s.revealed, 1, "only the 3-caves are face up at the start");
    /* a 4-card one-colour set does not let a player outside the caves skip ahead */
    give_claimed(&s, 0, "Y1 Y5 Y9 Y13");
    lay_caves(&s, 0, DJ_SEQUENCE, DJ_PAIR_LOWER, DJ_SUM_BELOW);
    claim_last_trick(&s, 1, "G4 B15 G6", "B15");
    cr_assert_eq(s.level[0], 0);
    cr_assert_eq(s.revealed, 1);
    /* next phase: seat 0 completes a 3-cave, the 4-caves turn over */
    lay_caves(&s, 0, DJ_SEQUENCE, DJ_PAIR_LOWER, DJ_ONE_COLOUR);
    claim_last_trick(&s, 1, "G4 B12 G6", "B12");
    cr_assert_eq(s.stage, DJ_ST_CAVE);
    complete(&s, 0, DJ_ONE_COLOUR, "Y1 Y5 Y9");
    cr_assert_eq(s.level[0], 1);
    cr_assert_eq(s.revealed, 3, "4-caves revealed once someone entered a 3-cave");
    /* a 4-cave next, then the 5-caves turn over */
    give_claimed(&s, 0, "G1 G2 G3 G4");
    claim_last_trick(&s, 1, "B4 B15 B6", "B15");
    complete(&s, 1, DJ_SEQUENCE, "G1 G2 G3 G4");
    cr_assert_eq(s.level[0], 2);
    cr_assert_eq(s.revealed, 7);
    check_conserved(&s, NULL);
}

Test(djinn, sole_last_place_gets_a_djinn_card_and_becomes_start_player)
{
    djinn_state_t s = phase_end_position();
    give_claimed(&s, 0, "Y1 G2 P3");
    give_claimed(&s, 2, "Y5 Y9 Y12");
    claim_last_trick(&s, 1, "G4 B15 G6", "B15");
    finish_challenges(&s);
    cr_assert_eq(__builtin_popcount(s.djinn_hand[1]), 1, "seat 1 alone is last");
    cr_assert_eq(s.djinn_hand[0], 0);
    cr_assert_eq(s.djinn_hand[2], 0);
    cr_assert_eq(s.dealer, 1, "sole last place is the new start player, who deals");
    cr_assert_eq(s.leader, 2, "the player left of the dealer leads");
    cr_assert_eq(g->to_move(&s), 2);
}

Test(djinn, tied_last_place_all_get_djinn_and_nearest_clockwise_to_dealer_starts)
{
    /* dealer 2; seat 0 advances, seats 1 and 2 tie last: seat 1 is nearest after 2's left */
    djinn_state_t s = phase_end_position();
    give_claimed(&s, 0, "Y1 G2 P3");
    claim_last_trick(&s, 1, "G4 B15 G6", "B15");
    finish_challenges(&s);
    cr_assert_eq(__builtin_popcount(s.djinn_hand[1]), 1);
    cr_assert_eq(__builtin_popcount(s.djinn_hand[2]), 1);
    cr_assert_eq(s.djinn_hand[0], 0);
    cr_assert_eq(s.dealer, 1);

    /* dealer 1; seat 2 advances, seats 0 and 1 tie: clockwise after 1 comes 2, then 0 */
    djinn_state_t t = phase_end_position();
    t.dealer = 1;
    give_claimed(&t, 2, "Y1 G2 P3");
    claim_last_trick(&t, 0, "G4 B15 G6", "B15");
    finish_challenges(&t);
    cr_assert_eq(t.dealer, 0);
    cr_assert_eq(t.leader, 1);

    /* nobody advances: all are last, all get a card, the deal passes to the left */
    djinn_state_t u = phase_end_position();
    claim_last_trick(&u, 0, "G4 B15 G6", "B15");
    for (int p = 0; p < 3; p++)
        cr_assert_eq(__builtin_popcount(u.djinn_hand[p]), 1);
    cr_assert_eq(u.dealer, 0);
}

Test(djinn, djinn_draw_pile_reshuffles_the_used_cards_when_empty)
{
    djinn_state_t s = phase_end_position();
    s.djinn_used = s.djinn_deck; /* every Djinn card used, none left to draw */
    s.djinn_deck = 0;
    claim_last_trick(&s, 0, "G4 B15 G6", "B15");
    for (int p = 0; p < 3; p++)
        cr_assert_eq(__builtin_popcount(s.djinn_hand[p]), 1);
    cr_assert_eq(__builtin_popcount(s.djinn_deck), 18 - 3);
    cr_assert_eq(s.djinn_used, 0);
    check_conserved(&s, NULL);
}

Test(djinn, when_every_djinn_card_is_in_hand_last_place_gets_none)
{
    djinn_state_t s = phase_end_position();
    s.djinn_hand[0] = s.djinn_deck; /* seat 0 holds all 18 */
    s.djinn_deck = 0;
    claim_last_trick(&s, 0, "G4 B15 G6", "B15");
    cr_assert_eq(s.djinn_hand[1], 0);
    cr_assert_eq(s.djinn_hand[2], 0);
    check_conserved(&s, NULL);
}

/* ---- the end of the game ---- */

/* Three players; seats 0 and 1 stand in 4-caves with the 5-caves face up. */
static djinn_state_t final_phase_position(const char *claimed0, const char *claimed1,
                                          const char *trump)
{
    djinn_state_t s = phase_end_position();
    clean_trick(&s, trump, 0);
    s.level[0] = s.level[1] = 2;
    s.revealed = 7;
    give_claimed(&s, 0, claimed0);
    give_claimed(&s, 1, claimed1);
    claim_last_trick(&s, 2, "Y13 Y14 P13", "P13");
    finish_challenges(&s);
    return s;
}

static outcome_t outcome_of(const djinn_state_t *s)
{
    outcome_t o;
    memset(&o, 0, sizeof o);
    cr_assert_eq(g->to_move(s), -1, "the game is over");
    g->outcome(s, &o);
    return o;
}

Test(djinn, game_ends_after_the_phase_in_which_someone_completes_a_5_cave)
{
    djinn_state_t s = final_phase_position("G1 G3 G5 G7 G9", "B1 B2", "B15");
    cr_assert_eq(s.level[0], 3);
    cr_assert_eq(s.stage, DJ_ST_OVER);
    outcome_t o = outcome_of(&s);
    cr_assert_eq(o.result[0], RESULT_WIN);
    cr_assert_eq(o.result[1], RESULT_LOSS);
    cr_assert_eq(o.result[2], RESULT_LOSS);
    cr_assert_eq(o.points[0], 5, "points: the number of the deepest cave entered");
    cr_assert_eq(o.points[1], 4);
    cr_assert_eq(o.points[2], 0);
    cr_assert_eq(o.capped, 0);
    cr_assert_eq(o.rounds, 1);
}

Test(djinn, two_finishers_most_remaining_claimed_cards_wins)
{
    djinn_state_t s = final_phase_position("G1 G3 G5 G7 G9 Y2", "B1 B3 B5 B7 B9 Y3 Y4", "B15");
    cr_assert_eq(s.level[0], 3);
    cr_assert_eq(s.level[1], 3);
    outcome_t o = outcome_of(&s);
    cr_assert_eq(o.result[1], RESULT_WIN);
    cr_assert_eq(o.result[0], RESULT_LOSS);
}

Test(djinn, equal_counts_highest_single_card_wins)
{
    djinn_state_t s = final_phase_position("G1 G3 G5 G7 G9 Y7", "B1 B3 B5 B7 B9 P9", "B15");
    outcome_t o = outcome_of(&s);
    cr_assert_eq(o.result[1], RESULT_WIN, "a 9 beats a 7");
    cr_assert_eq(o.result[0], RESULT_LOSS);
}

Test(djinn, equal_highest_numbers_the_trump_coloured_card_ranks_higher)
{
    djinn_state_t s = final_phase_position("G1 G3 G5 G7 G9 Y9", "B1 B3 B5 B7 B9 P9", "Y15");
    outcome_t o = outcome_of(&s);
    cr_assert_eq(o.result[0], RESULT_WIN, "yellow 9 is trump");
    cr_assert_eq(o.result[1], RESULT_LOSS);
}

Test(djinn, a_complete_tie_is_a_draw_for_the_tied_finishers)
{
    djinn_state_t s = final_phase_position("G1 G3 G5 G7 G9 Y9", "B1 B3 B5 B7 B9 P9", "G15");
    outcome_t o = outcome_of(&s);
    cr_assert_eq(o.result[0], RESULT_DRAW);
    cr_assert_eq(o.result[1], RESULT_DRAW);
    cr_assert_eq(o.result[2], RESULT_LOSS);
}

Test(djinn, phase_cap_stops_the_game_as_capped)
{
    djinn_rules_t r = default_rules();
    r.phase_cap = 1;
    djinn_state_t s = fresh_with(&r, 3, 5);
    play_random(&s, 5, 5, 6, 6, NULL);
    outcome_t o = outcome_of(&s);
    cr_assert_eq(o.capped, 1, "one cave per phase: nobody finishes in one phase");
    cr_assert_eq(o.rounds, 1);
    cr_assert_eq(o.turns, 3 * 8);
}

Test(djinn, claimed_cards_leave_too_few_so_hands_shrink)
{
    djinn_state_t s = phase_end_position();
    /* 41 claimed cards and nobody able to complete (no face-up caves below them) */
    uint64_t many = 0;
    int k = 0;
    for (int c = 0; c < 60 && k < 41; c++)
        if (DJ_VALUE(c) <= 15 && c != s.trump_card)
            many |= DJ_BIT(c), k++;
    lift(&s, many);
    s.claimed[0] = many;
    s.level[0] = s.level[1] = s.level[2] = 1;
    s.revealed = 1; /* inconsistent on purpose: keeps every challenge out of reach */
    claim_last_trick(&s, 1, "B13 B12 B11", "B12");
    /* 60 - 42 claimed = 18 cards: 3 players get 5 each, one turns up trump, 2 stay */
    cr_assert_eq(s.phase_tricks, 5);
    for (int p = 0; p < 3; p++)
        cr_assert_eq(__builtin_popcountll(s.hand[p]), 5);
    cr_assert_eq(__builtin_popcountll(s.deck), 2);
    check_conserved(&s, NULL);
}

/* Issue 11 item 10: a game stopped because too few cards are left to deal reports
 * the phases actually played (the phase that could not be dealt does not count), and
 * stops before the start player reshuffles. */
Test(djinn, too_few_cards_to_deal_stops_the_game_counting_only_the_phases_played)
{
    djinn_state_t s = phase_end_position();
    /* 56 claimed cards + the last claim: 3 cards left, 3 players need one each + trump */
    uint64_t many = 0;
    int k = 0;
    for (int c = 0; c < 64 && k < 56; c++)
        if ((s.all & DJ_BIT(c)) && c != s.trump_card && !(cards("G4 B15 G6") & DJ_BIT(c)))
            many |= DJ_BIT(c), k++;
    lift(&s, many);
    s.claimed[0] = many;
    s.level[0] = s.level[1] = s.level[2] = 1;
    s.revealed = 1; /* inconsistent on purpose: keeps every challenge out of reach */
    at_last_claim(&s, 1, "G4 B15 G6");
    cr_assert_eq(s.phases, 1);
    int trump = s.trump_card;
    uint64_t discard_before = s.discard;
    play(&s, DJ_MOVE(DJ_MV_CLAIM, card("B15")));
    cr_assert_eq(__builtin_popcountll(s.all & ~(s.claimed[0] | s.claimed[1])), 3);
    outcome_t o = outcome_of(&s);
    cr_assert_eq(o.capped, 1, "fewer than players + 1 cards: the game stops, capped");
    cr_assert_eq(o.rounds, 1, "one phase was played, not %d", o.rounds);
    cr_assert_eq(s.phases, 1);
    cr_assert_eq(s.trump_card, trump, "the game stopped before the reshuffle");
    cr_assert_eq(s.discard, discard_before | cards("G4 G6"));
    check_conserved(&s, NULL);
}

/* ---- Djinn cards ---- */

static move_t D(const djinn_state_t *s, int effect, int param, int arg)
{
    return DJ_MOVE_DJINN(djinn_index(s, effect, param), arg);
}

Test(djinn, one_djinn_card_dealt_to_each_player_at_the_start)
{
    djinn_state_t s = fresh(4);
    for (int p = 0; p < 4; p++)
        cr_assert_eq(__builtin_popcount(s.djinn_hand[p]), 1);
    cr_assert_eq(__builtin_popcount(s.djinn_deck), 18 - 4);
    check_conserved(&s, NULL);
}

/* Rulebook example: yellow trump; green 9, 6, 3 played; Christian has no green,
 * plays purple 4 and then changes trump to purple: he takes the trick. */
Test(djinn, change_trump_rulebook_example_after_the_card)
{
    djinn_state_t s = trick_position(4, "Y1", "G9 | G6 | G3 | P4 Y2");
    give_djinn(&s, 3, DJ_CHANGE_TRUMP, 0);
    play_cards(&s, DJ_MV_PLAY, "G9 G6 G3");
    cr_assert_eq(count_kind(&s, DJ_MV_DJINN), 3, "before the card: any colour but trump");
    play(&s, P("P4"));
    cr_assert_eq(s.stage, DJ_ST_AFTER, "a Djinn card may follow the card");
    cr_assert(has_move(&s, DJ_MOVE(DJ_MV_END, 0)));
    play(&s, D(&s, DJ_CHANGE_TRUMP, 0, 2));
    cr_assert_eq(s.stage, DJ_ST_CLAIM);
    cr_assert_eq(s.seat, 3, "purple 4 is trump for this trick");
    cr_assert_eq(s.djinn_hand[3], 0);
    cr_assert_eq(__builtin_popcount(s.djinn_used), 1, "a played Djinn card is used up");
    play(&s, DJ_MOVE(DJ_MV_CLAIM, card("G9")));
    cr_assert_eq(s.trick_trump, 0, "the next trick has the phase's trump again");
    check_conserved(&s, NULL);
}

Test(djinn, change_trump_before_the_card_and_no_second_djinn_in_a_turn)
{
    djinn_state_t s = trick_position(3, "Y1", "G9 | P4 B2 | G3");
    give_djinn(&s, 1, DJ_CHANGE_TRUMP, 0);
    give_djinn(&s, 1, DJ_LOWEST_WINS, 0);
    play(&s, P("G9"));
    play(&s, D(&s, DJ_CHANGE_TRUMP, 0, 2));
    cr_assert_eq(s.stage, DJ_ST_PLAY, "still to play the card");
    cr_assert_eq(count_kind(&s, DJ_MV_DJINN), 0, "one Djinn card per turn");
    play(&s, P("P4"));
    cr_assert_eq(s.seat, 2, "no after-card stage once the turn's Djinn card is used");
    play(&s, P("G3"));
    cr_assert_eq(s.seat, 1);
}

Test(djinn, djinn_cards_only_on_ones_own_turn)
{
    djinn_state_t s = trick_position(3, "Y1", "G9 | G4 | G3");
    give_djinn(&s, 0, DJ_CHANGE_TRUMP, 0);
    give_djinn(&s, 2, DJ_NO_TRUMP, 0);
    play(&s, P("G9"));
    play(&s, DJ_MOVE(DJ_MV_END, 0));
    cr_assert_eq(s.seat, 1);
    move_t mv[DJ_MAX_MOVES];
    int n = g->legal_moves(&s, mv);
    for (int i = 0; i < n; i++)
        cr_assert_neq(DJ_MV_KIND(mv[i]), DJ_MV_DJINN, "seat 1 holds no Djinn card");
}

Test(djinn, djinn_per_turn_zero_disables_djinn_cards)
{
    djinn_state_t s = trick_under("djinn_per_turn=0", 3, "Y1", "G9");
    give_djinn(&s, 0, DJ_CHANGE_TRUMP, 0);
    cr_assert_eq(count_kind(&s, DJ_MV_DJINN), 0);
    play(&s, P("G9"));
    cr_assert_eq(s.seat, 1, "no after-card stage");
}

Test(djinn, djinn_per_turn_two_allows_before_and_after)
{
    djinn_state_t s = trick_under("djinn_per_turn=2", 3, "Y1", "G9");
    give_djinn(&s, 0, DJ_CHANGE_TRUMP, 0);
    give_djinn(&s, 0, DJ_LOWEST_WINS, 0);
    play(&s, D(&s, DJ_LOWEST_WINS, 0, 0));
    play(&s, P("G9"));
    cr_assert_eq(s.stage, DJ_ST_AFTER);
    play(&s, D(&s, DJ_CHANGE_TRUMP, 0, 1));
    cr_assert_eq(s.seat, 1);
    cr_assert_eq(s.lowest_wins, 1);
    cr_assert_eq(s.trick_trump, 1);
}

Test(djinn, no_trump_makes_trump_an_ordinary_off_colour)
{
    djinn_state_t s = trick_position(3, "Y1", "G5 | Y2 P3 | G9");
    give_djinn(&s, 2, DJ_NO_TRUMP, 0);
    play_cards(&s, DJ_MV_PLAY, "G5 Y2 G9");
    play(&s, D(&s, DJ_NO_TRUMP, 0, 0));
    cr_assert_eq(s.seat, 2, "without trump the green 9 wins");
}

Test(djinn, lowest_wins_reverses_the_order_but_trump_still_beats_led)
{
    djinn_state_t s = trick_position(3, "Y1", "G5 | G9 | G3 P1");
    give_djinn(&s, 2, DJ_LOWEST_WINS, 0);
    play_cards(&s, DJ_MV_PLAY, "G5 G9");
    play(&s, D(&s, DJ_LOWEST_WINS, 0, 0));
    play(&s, P("G3"));
    cr_assert_eq(s.seat, 2, "green 3 is lowest");

    djinn_state_t t = trick_position(3, "Y1", "G5 | Y9 P2 | Y4 P1");
    give_djinn(&t, 0, DJ_LOWEST_WINS, 0);
    play(&t, P("G5"));
    play(&t, D(&t, DJ_LOWEST_WINS, 0, 0));
    play_cards(&t, DJ_MV_PLAY, "Y9 Y4");
    cr_assert_eq(t.seat, 2, "among trumps the lowest wins; the off-colour green cannot");
}

Test(djinn, free_play_ignores_the_duty_to_follow_and_shows_no_void)
{
    djinn_state_t s = trick_position(3, "Y1", "G5 | G7 Y2 | G9");
    give_djinn(&s, 1, DJ_FREE_PLAY, 0);
    play(&s, P("G5"));
    cr_assert(!has_move(&s, P("Y2")));
    play(&s, D(&s, DJ_FREE_PLAY, 0, 0));
    cr_assert(has_move(&s, P("Y2")), "any card once the Djinn is played");
    play(&s, P("Y2"));
    cr_assert_eq(s.voids[1], 0, "a free play proves nothing about the hand");
    play(&s, P("G9"));
    cr_assert_eq(s.seat, 1, "the trump played freely wins");
}

Test(djinn, free_play_is_not_offered_to_the_leader)
{
    djinn_state_t s = trick_position(3, "Y1", "G5");
    give_djinn(&s, 0, DJ_FREE_PLAY, 0);
    cr_assert_eq(count_kind(&s, DJ_MV_DJINN), 0);
}

/* The rulebook's note: with Djinn cards two cards can have the same value; the one
 * played first ranks higher. A free play that counts as led makes that happen. */
Test(djinn, equal_values_the_earlier_card_wins)
{
    djinn_state_t s = trick_position(3, "Y1", "G9 | P9 G2 | G3");
    give_djinn(&s, 1, DJ_FREE_PLAY, 1);
    play(&s, P("G9"));
    play(&s, D(&s, DJ_FREE_PLAY, 1, 0));
    play(&s, P("P9"));
    cr_assert_eq(s.trick_as_led, 2, "the purple 9 counts as green");
    play(&s, P("G3"));
    cr_assert_eq(s.seat, 0, "green 9 and purple-as-green 9 tie: the earlier wins");

    djinn_state_t t = trick_position(3, "Y1", "G9 | P12 G2 | G3");
    give_djinn(&t, 1, DJ_FREE_PLAY, 1);
    play(&t, P("G9"));
    play(&t, D(&t, DJ_FREE_PLAY, 1, 0));
    play_cards(&t, DJ_MV_PLAY, "P12 G3");
    cr_assert_eq(t.seat, 1, "purple 12 counting as green beats green 9");
}

Test(djinn, equal_values_under_lowest_wins_the_earlier_card_wins)
{
    djinn_state_t s = trick_position(3, "Y1", "G4 | P4 G12 | G9");
    give_djinn(&s, 1, DJ_FREE_PLAY, 1);
    give_djinn(&s, 2, DJ_LOWEST_WINS, 0);
    play(&s, P("G4"));
    play(&s, D(&s, DJ_FREE_PLAY, 1, 0));
    play(&s, P("P4"));
    play(&s, D(&s, DJ_LOWEST_WINS, 0, 0));
    play(&s, P("G9"));
    cr_assert_eq(s.seat, 0);
}

Test(djinn, swap_exchanges_your_trick_card_with_another_players)
{
    djinn_state_t s = trick_position(3, "Y1", "G12 | G3 | G5");
    give_djinn(&s, 1, DJ_SWAP, 0);
    play(&s, P("G12"));
    cr_assert_eq(count_kind(&s, DJ_MV_DJINN), 0, "swap needs your own card in the trick");
    play(&s, P("G3"));
    cr_assert_eq(s.stage, DJ_ST_AFTER);
    cr_assert_eq(count_kind(&s, DJ_MV_DJINN), 1, "one other card to swap with");
    play(&s, D(&s, DJ_SWAP, 0, 0));
    play(&s, P("G5"));
    cr_assert_eq(s.seat, 1, "seat 1 now owns the green 12");
    check_conserved(&s, NULL);
}

Test(djinn, take_highest_claims_the_highest_card_another_player_put_in)
{
    djinn_state_t s = trick_position(3, "Y1", "G12 | G3 B1 | G5");
    give_djinn(&s, 2, DJ_TAKE_HIGHEST, 0);
    play_cards(&s, DJ_MV_PLAY, "G12 G3");
    play(&s, D(&s, DJ_TAKE_HIGHEST, 0, 0));
    cr_assert_eq(s.claimed[2], cards("G12"));
    cr_assert_eq(s.trick_card[0], DJ_NONE);
    play(&s, P("G5"));
    cr_assert_eq(s.seat, 2, "green 5 is now the best card left");
    cr_assert_eq(count_kind(&s, DJ_MV_CLAIM), 2);
    check_conserved(&s, NULL);
}

Test(djinn, take_highest_on_equal_numbers_takes_the_earlier_card)
{
    djinn_state_t s = trick_position(3, "Y1", "G9 | P9 B1 | G5");
    give_djinn(&s, 2, DJ_TAKE_HIGHEST, 0);
    play_cards(&s, DJ_MV_PLAY, "G9 P9");
    play(&s, D(&s, DJ_TAKE_HIGHEST, 0, 0));
    cr_assert_eq(s.claimed[2], cards("G9"), "two 9s: the one played first is taken");
    cr_assert_eq(s.trick_card[1], card("P9"));
    check_conserved(&s, NULL);
}

Test(djinn, take_highest_with_no_led_colour_left_the_first_remaining_card_leads)
{
    djinn_state_t s = trick_position(2, "Y1", "G12 | P3 B9");
    give_djinn(&s, 1, DJ_TAKE_HIGHEST, 0);
    play_cards(&s, DJ_MV_PLAY, "G12 P3");
    play(&s, D(&s, DJ_TAKE_HIGHEST, 0, 0));
    cr_assert_eq(s.seat, 1, "only the purple 3 is left");
    cr_assert_eq(s.stage, DJ_ST_CLAIM);
}

Test(djinn, replace_swaps_another_players_card_for_the_top_of_the_deck)
{
    djinn_state_t s = trick_position(3, "Y1", "G12 | G3 | G5");
    /* the deck: only the blue 2 left in it */
    uint64_t rest = s.deck & ~cards("B2");
    s.deck &= ~rest;
    s.discard |= rest;
    give_djinn(&s, 1, DJ_REPLACE, 0);
    play(&s, P("G12"));
    cr_assert_eq(count_kind(&s, DJ_MV_DJINN), 1, "replace seat 0's card");
    play(&s, D(&s, DJ_REPLACE, 0, 0));
    cr_assert_eq(s.trick_card[0], card("B2"));
    cr_assert(s.discard & cards("G12"));
    cr_assert_eq(s.deck, 0);
    cr_assert_eq(s.led_colour, 1, "green stays the led colour");
    play_cards(&s, DJ_MV_PLAY, "G3 G5");
    cr_assert_eq(s.seat, 2);
    check_conserved(&s, NULL);
}

Test(djinn, replace_needs_a_card_in_the_deck)
{
    djinn_state_t s = trick_position(3, "Y1", "G12 | G3");
    s.discard |= s.deck;
    s.deck = 0;
    give_djinn(&s, 1, DJ_REPLACE, 0);
    play(&s, P("G12"));
    cr_assert_eq(count_kind(&s, DJ_MV_DJINN), 0);
}

Test(djinn, copies_of_one_djinn_card_give_one_move)
{
    djinn_state_t s = trick_position(3, "Y1", "G12");
    give_djinn(&s, 0, DJ_NO_TRUMP, 0);
    give_djinn(&s, 0, DJ_NO_TRUMP, 0);
    cr_assert_eq(count_kind(&s, DJ_MV_DJINN), 1);
}

/* ---- effect choices the rulebook leaves open (RULES.md "Effect choices") ---- */

static int count_effect(const djinn_state_t *s, int effect)
{
    move_t mv[DJ_MAX_MOVES];
    int n = g->legal_moves(s, mv), k = 0;
    for (int i = 0; i < n; i++)
        k += DJ_MV_KIND(mv[i]) == DJ_MV_DJINN && s->djinn[DJ_MV_DJINN_IDX(mv[i])].effect == effect;
    return k;
}

Test(djinn, lowest_wins_is_not_offered_while_in_force)
{
    djinn_state_t s = trick_under("djinn_per_turn=2", 3, "Y1", "G5 | G9");
    give_djinn(&s, 0, DJ_LOWEST_WINS, 0);
    give_djinn(&s, 1, DJ_LOWEST_WINS, 0);
    cr_assert_eq(count_effect(&s, DJ_LOWEST_WINS), 1, "offered before it is in force");
    play(&s, D(&s, DJ_LOWEST_WINS, 0, 0));
    play(&s, P("G5"));
    cr_assert_eq(s.seat, 1);
    cr_assert_eq(count_effect(&s, DJ_LOWEST_WINS), 0, "not to the next player in the trick");

    /* nor the second copy to the player who played the first, in the same turn */
    djinn_state_t t = trick_under("djinn_per_turn=2", 3, "Y1", "G5");
    give_djinn(&t, 0, DJ_LOWEST_WINS, 0);
    give_djinn(&t, 0, DJ_LOWEST_WINS, 0);
    play(&t, D(&t, DJ_LOWEST_WINS, 0, 0));
    cr_assert_eq(count_effect(&t, DJ_LOWEST_WINS), 0, "not the second copy in the same turn");
    play(&t, P("G5"));
    cr_assert_eq(t.seat, 1, "no Djinn move left: the turn ended after the card");
    cr_assert_eq(__builtin_popcount(t.djinn_hand[0]), 1, "the second copy stays in hand");
}

Test(djinn, no_trump_is_not_offered_when_the_trick_has_no_trump)
{
    djinn_state_t s = trick_under("djinn_per_turn=2", 3, "Y1", "G5 | G9");
    give_djinn(&s, 0, DJ_NO_TRUMP, 0);
    give_djinn(&s, 1, DJ_NO_TRUMP, 0);
    give_djinn(&s, 1, DJ_CHANGE_TRUMP, 0);
    cr_assert_eq(count_effect(&s, DJ_NO_TRUMP), 1, "offered while the trick has a trump");
    play(&s, D(&s, DJ_NO_TRUMP, 0, 0));
    play(&s, P("G5"));
    cr_assert_eq(s.seat, 1);
    cr_assert_eq(count_effect(&s, DJ_NO_TRUMP), 0, "the trick has no trump already");
    cr_assert_eq(count_effect(&s, DJ_CHANGE_TRUMP), 4, "any colour may become trump again");
    play(&s, D(&s, DJ_CHANGE_TRUMP, 0, 2));
    cr_assert_eq(count_effect(&s, DJ_NO_TRUMP), 1, "purple is trump now: no_trump is back");
}

Test(djinn, a_second_free_play_is_not_offered_while_one_is_in_force)
{
    djinn_state_t s = trick_under("djinn_per_turn=2", 3, "Y1", "G5 | G7 Y2");
    give_djinn(&s, 1, DJ_FREE_PLAY, 0);
    give_djinn(&s, 1, DJ_FREE_PLAY, 1);
    give_djinn(&s, 1, DJ_NO_TRUMP, 0);
    play(&s, P("G5"));
    cr_assert_eq(count_effect(&s, DJ_FREE_PLAY), 2, "either free play card, before the card");
    play(&s, D(&s, DJ_FREE_PLAY, 0, 0));
    cr_assert_eq(count_effect(&s, DJ_FREE_PLAY), 0, "one free play is in force");
    cr_assert_eq(count_effect(&s, DJ_NO_TRUMP), 1, "the second Djinn card of the turn is allowed");
    play(&s, P("Y2"));
    cr_assert_eq(count_effect(&s, DJ_FREE_PLAY), 0, "never after the card");
}

Test(djinn, the_card_drawn_by_replace_never_counts_as_led)
{
    djinn_state_t s = trick_position(3, "Y1", "G5 | G2 P9 | G3");
    uint64_t rest = s.deck & ~cards("P12"); /* the draw pile: the purple 12 alone */
    s.deck &= ~rest;
    s.discard |= rest;
    give_djinn(&s, 1, DJ_FREE_PLAY, 1);
    give_djinn(&s, 2, DJ_REPLACE, 0);
    play(&s, P("G5"));
    play(&s, D(&s, DJ_FREE_PLAY, 1, 0));
    play(&s, P("P9"));
    cr_assert_eq(s.trick_as_led, 2, "the purple 9 counts as a green 9");
    cr_assert_eq(djinn_trick_winner_slot(&s), 1);
    play(&s, P("G3"));
    play(&s, D(&s, DJ_REPLACE, 0, 1));
    cr_assert_eq(s.trick_card[1], card("P12"));
    cr_assert_eq(s.trick_as_led, 0, "the drawn card keeps its own colour");
    cr_assert_eq(s.stage, DJ_ST_CLAIM);
    cr_assert_eq(s.seat, 0, "purple 12 is an off colour: green 5 wins");
    check_conserved(&s, NULL);
}

Test(djinn, a_trump_played_as_the_led_colour_is_no_longer_trump)
{
    /* free_play counting as led: the yellow (trump) 9 counts as a green 9 and loses
     * to the green 12; with the plain free_play it stays trump and wins */
    for (int as_led = 0; as_led <= 1; as_led++) {
        djinn_state_t s = trick_position(3, "Y1", "G5 | G2 Y9 | G12");
        give_djinn(&s, 1, DJ_FREE_PLAY, as_led);
        play(&s, P("G5"));
        play(&s, D(&s, DJ_FREE_PLAY, as_led, 0));
        play_cards(&s, DJ_MV_PLAY, "Y9 G12");
        cr_assert_eq(s.stage, DJ_ST_CLAIM);
        cr_assert_eq(s.seat, as_led ? 2 : 1, "free_play param %d", as_led);
    }
    /* a later change of trump to the card's printed colour does not make it trump */
    djinn_state_t t = trick_position(3, "Y1", "G5 | G2 P9 | G12");
    give_djinn(&t, 1, DJ_FREE_PLAY, 1);
    give_djinn(&t, 2, DJ_CHANGE_TRUMP, 0);
    play(&t, P("G5"));
    play(&t, D(&t, DJ_FREE_PLAY, 1, 0));
    play_cards(&t, DJ_MV_PLAY, "P9 G12");
    play(&t, D(&t, DJ_CHANGE_TRUMP, 0, 2));
    cr_assert_eq(t.seat, 2, "the purple 9 still counts as green: green 12 wins");
}

/* ---- hidden information ---- */

/* A determinization of s for `obs`, checked for what each one must keep: the cards
 * conserved, the observer's hand and Djinn cards, every hand's size, and what lies face
 * up (claimed cards, discards, the trick, the trump card, used Djinn cards, the caves of
 * the rows turned up). */
static djinn_state_t view_of(const djinn_state_t *s, int obs, rng_t *rng)
{
    djinn_state_t v = *s;
    g->determinize(&v, obs, rng);
    check_conserved(&v, NULL);
    cr_assert_eq(v.hand[obs], s->hand[obs], "the observer's hand never changes");
    cr_assert_eq(v.djinn_hand[obs], s->djinn_hand[obs]);
    for (int p = 0; p < s->players; p++) {
        cr_assert_eq(v.claimed[p], s->claimed[p], "claimed cards are face up");
        cr_assert_eq(__builtin_popcountll(v.hand[p]), __builtin_popcountll(s->hand[p]));
        cr_assert_eq(__builtin_popcount(v.djinn_hand[p]), __builtin_popcount(s->djinn_hand[p]));
    }
    cr_assert_eq(v.discard, s->discard, "discards were all seen");
    cr_assert(memcmp(v.trick_card, s->trick_card, sizeof v.trick_card) == 0 &&
                  memcmp(v.trick_owner, s->trick_owner, sizeof v.trick_owner) == 0,
              "cards played to the trick are face up");
    cr_assert_eq(v.trump_card, s->trump_card, "the trump card is face up");
    cr_assert_eq(v.djinn_used, s->djinn_used);
    for (int l = 0; l < DJ_LEVELS; l++)
        if (s->revealed >> l & 1)
            cr_assert_eq(v.dealt[l], s->dealt[l], "face-up caves stay");
    return v;
}

static int in_first_two_tricks(const djinn_state_t *s) { return s->trick_no < 2; }

/* Four players; seat 1 showed it has no green, seat 3 no green and no purple. */
static djinn_state_t voids_position(void)
{
    djinn_state_t s = fresh(4);
    /* play two tricks at random first, so claimed and discarded cards exist */
    play_random(&s, 3, 3, 4, 4, in_first_two_tricks);
    s.voids[1] |= 1u << 1;
    s.voids[3] |= 1u << 1 | 1u << 2;
    /* make the true hands agree with those voids: swap offending cards with the deck */
    for (int p = 0; p < 4; p++) {
        uint64_t lacks = 0;
        for (int c = 0; c < 4; c++)
            if (s.voids[p] & (1u << c))
                lacks |= DJ_COLOUR_MASK(c);
        uint64_t bad = s.hand[p] & lacks, ok = s.deck & ~lacks;
        while (bad) {
            uint64_t b = bad & -bad, o = ok & -ok;
            s.hand[p] = (s.hand[p] & ~b) | o;
            s.deck = (s.deck & ~o) | b;
            bad &= bad - 1;
            ok &= ok - 1;
        }
    }
    check_conserved(&s, NULL);
    return s;
}

Test(djinn, determinize_never_deals_a_shown_void_colour)
{
    djinn_state_t s = voids_position();
    cr_assert(s.revealed & 1, "the 3-caves are face up");
    rng_t rng;
    rng_seed(&rng, 11, 12);
    for (int obs = 0; obs < 4; obs++)
        for (int i = 0; i < 2000; i++) {
            djinn_state_t v = view_of(&s, obs, &rng);
            if (obs != 1)
                cr_assert_eq(v.hand[1] & DJ_COLOUR_MASK(1), 0, "seat 1 got a green card");
            if (obs != 3)
                cr_assert_eq(v.hand[3] & (DJ_COLOUR_MASK(1) | DJ_COLOUR_MASK(2)), 0,
                             "seat 3 got a colour it showed it lacks");
        }
}

Test(djinn, a_void_shown_in_play_holds_in_every_determinization)
{
    djinn_state_t s = trick_position(3, "Y1", "G5 Y3 B7 | P5 Y4 B8 | G7 P9 Y10");
    play_cards(&s, DJ_MV_PLAY, "G5 P5"); /* seat 1 does not follow green */
    rng_t rng;
    rng_seed(&rng, 61, 62);
    int green_to_seat0 = 0;
    for (int i = 0; i < 2000; i++) {
        djinn_state_t v = view_of(&s, 2, &rng); /* (the trick, trump and seat 2's hand stay) */
        cr_assert_eq(v.hand[1] & DJ_COLOUR_MASK(1), 0, "seat 1 showed it has no green");
        cr_assert_eq(__builtin_popcountll(v.hand[1]), 2);
        green_to_seat0 += (v.hand[0] & DJ_COLOUR_MASK(1)) != 0;
    }
    cr_assert_gt(green_to_seat0, 100, "seat 0 showed nothing: it may hold green");
}

/* Voids describe one phase's hand: after the reshuffle and a new deal they say nothing. */
Test(djinn, voids_are_forgotten_when_a_new_phase_is_dealt)
{
    djinn_state_t s = phase_end_position();
    s.voids[1] = 1u << 1; /* seat 2 showed no green during this phase */
    s.voids[2] = 0xF;
    claim_last_trick(&s, 0, "G4 B15 G6", "B15");
    cr_assert_eq(s.stage, DJ_ST_PLAY, "a new phase was dealt");
    for (int p = 0; p < 3; p++)
        cr_assert_eq(s.voids[p], 0);
    rng_t rng;
    rng_seed(&rng, 71, 72);
    int green_to_seat1 = 0;
    for (int i = 0; i < 500; i++) {
        djinn_state_t v = view_of(&s, 0, &rng);
        green_to_seat1 += (v.hand[1] & DJ_COLOUR_MASK(1)) != 0;
    }
    cr_assert_gt(green_to_seat1, 400, "seat 2 may hold green again in the new phase");
}

Test(djinn, determinize_redeals_hidden_hands_djinn_cards_and_face_down_caves)
{
    djinn_state_t s = voids_position();
    if (!s.djinn_hand[2]) { /* it may have been played in the first tricks */
        int idx = __builtin_ctz(s.djinn_deck);
        s.djinn_deck &= ~(1u << idx);
        s.djinn_hand[2] |= 1u << idx;
    }
    rng_t rng;
    rng_seed(&rng, 21, 22);
    int hand_changed = 0, djinn_changed = 0, caves_changed = 0;
    for (int i = 0; i < 200; i++) {
        djinn_state_t v = view_of(&s, 0, &rng);
        hand_changed += v.hand[2] != s.hand[2];
        djinn_changed += v.djinn_hand[2] != s.djinn_hand[2];
        caves_changed += v.dealt[1] != s.dealt[1] || v.dealt[2] != s.dealt[2];
    }
    cr_assert_gt(hand_changed, 150);
    cr_assert_gt(djinn_changed, 100);
    cr_assert_gt(caves_changed, 150);
}

/* After the used Djinn cards are reshuffled into the draw pile, every seat knows the
 * pile holds only cards of that set (djinn_formed) and how many of them each hand
 * drew since and still holds: a view keeps both. The re-deal used to pool the pile
 * with the other hands, putting cards known to be held into the pile. */
Test(djinn, determinize_keeps_the_djinn_pile_within_the_set_it_was_last_formed_from)
{
    djinn_rules_t r = rules_from("djinn_start=3;djinn_last_place=3;djinn_per_turn=2");
    long checked = 0, old_in_hands = 0;
    move_t mv[DJ_MAX_MOVES];
    for (int players = 2; players <= DJ_MAX_PLAYERS; players++)
        for (uint64_t seed = 0; seed < 40; seed++) {
            djinn_state_t s = fresh_with(&r, players, seed);
            rng_t pick, drng;
            rng_seed(&pick, seed, 30);
            rng_seed(&drng, seed, 31);
            for (int step = 0; g->to_move(&s) >= 0 && step < 4000; step++) {
                if (s.djinn_formed != djinn_low_bits32(s.ndjinn) && step % 7 == 0)
                    for (int o = 0; o < players; o++) {
                        djinn_state_t v = view_of(&s, o, &drng); /* (Djinn hand sizes kept) */
                        cr_assert_eq(v.djinn_deck & ~s.djinn_formed, 0,
                                     "the pile holds a card from outside the set it was "
                                     "formed from (%d players, seed %d, step %d)",
                                     players, (int)seed, step);
                        for (int p = 0; p < players; p++) {
                            cr_assert_eq(djinn_popcount(v.djinn_hand[p] & s.djinn_formed),
                                         djinn_popcount(s.djinn_hand[p] & s.djinn_formed));
                            old_in_hands += p != o && (s.djinn_hand[p] & ~s.djinn_formed);
                        }
                        checked++;
                    }
                int n = g->legal_moves(&s, mv);
                g->apply(&s, mv[rng_below(&pick, (uint32_t)n)], &pick);
            }
        }
    cr_assert_gt(checked, 1000, "few states after a reshuffle: %ld", checked);
    cr_assert_gt(old_in_hands, 100, "few hands holding cards from before it: %ld", old_in_hands);
}

/* Both samplers must give each consistent deal the same probability. A deal is
 * written as the owner of each unknown card (seat 0-3, or 4: the rest), a base-5
 * number over the cards in id order; the consistent deals are counted by going
 * through every assignment, and each sampler draws 1000 times as many deals as there
 * are consistent ones: each must come about 1000 times (sd about 31.6: 6 sd allowed),
 * and no other ever. */
typedef struct deal_case {
    const char *unknown;
    int count[4];
    uint8_t voids[4];
    const char *what;
} deal_case_t;

static int deal_code_ok(int code, const uint64_t *bit, int n, const deal_case_t *c)
{
    int held[5] = {0};
    for (int i = 0; i < n; i++, code /= 5) {
        int owner = code % 5;
        held[owner]++;
        if (owner < 4 && (c->voids[owner] >> DJ_COLOUR(__builtin_ctzll(bit[i])) & 1))
            return 0;
    }
    for (int p = 0; p < 4; p++)
        if (held[p] != c->count[p])
            return 0;
    return 1;
}

static void check_samplers_uniform(const deal_case_t *c, uint64_t seed)
{
    static int freq[390625]; /* 5^8: up to 8 unknown cards */
    uint64_t unknown = cards(c->unknown), bit[8];
    int n = 0, codes = 1;
    cr_assert_leq(__builtin_popcountll(unknown), 8, "%s: at most 8 unknown cards", c->what);
    for (uint64_t m = unknown; m; m &= m - 1)
        bit[n++] = m & -m;
    for (int i = 0; i < n; i++)
        codes *= 5;
    int deals = 0;
    for (int code = 0; code < codes; code++)
        deals += deal_code_ok(code, bit, n, c);
    cr_assert_gt(deals, 1, "%s: a case with a choice", c->what);
    for (int exact = 0; exact <= 1; exact++) {
        rng_t rng;
        rng_seed(&rng, seed, (uint64_t)exact);
        memset(freq, 0, sizeof freq);
        for (int i = 0; i < 1000 * deals; i++) {
            uint64_t hands[4];
            uint64_t rest = djinn_deal_unknown(&rng, unknown, c->count, c->voids, 4, hands, exact);
            int code = 0;
            for (int k = n - 1; k >= 0; k--) {
                int owner = 4;
                for (int p = 0; p < 4; p++)
                    if (hands[p] & bit[k])
                        owner = p;
                cr_assert(owner < 4 || (rest & bit[k]), "%s: a card dealt twice or lost", c->what);
                code = code * 5 + owner;
            }
            freq[code]++;
        }
        for (int code = 0; code < codes; code++) {
            if (!deal_code_ok(code, bit, n, c))
                cr_assert_eq(freq[code], 0, "%s, %s sampler: deal %d breaks the rules",
                             c->what, exact ? "counting" : "rejection", code);
            else
                cr_assert(freq[code] > 810 && freq[code] < 1190,
                          "%s, %s sampler: deal %d drawn %d times, expected 1000", c->what,
                          exact ? "counting" : "rejection", code, freq[code]);
        }
    }
}

Test(djinn, void_samplers_are_uniform_over_consistent_deals)
{
    static const deal_case_t cases[] = {
        /* seat 0 showed no yellow: 6 x 6 = 36 deals */
        {"Y1 Y2 G1 G2 P1 P2", {2, 2, 0, 0}, {1, 0, 0, 0}, "one void"},
        /* no voids: hand after hand, 10 x 3 = 30 deals (one card left over) */
        {"Y1 Y2 G1 G2 P1", {2, 2, 0, 0}, {0, 0, 0, 0}, "no void"},
        /* two seats with a void each and a third without, one card left over */
        {"Y1 Y2 G1 G2 P1 P2 B1", {2, 2, 1, 0}, {1, 2, 0, 0}, "two voids"},
        /* seat 1 may only hold P1, P2 and B1, and seat 0 (no yellow) takes two of its
         * five cards first: a try is accepted 6 times in 100, so about one call of the
         * rejection sampler in seven (0.94^32) ends in the counting sampler */
        {"Y1 Y2 Y3 G1 G2 P1 P2 B1", {2, 2, 0, 0}, {1, 3, 0, 0}, "tight voids"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        check_samplers_uniform(&cases[i], 31 + i);
}

Test(djinn, counting_sampler_handles_tight_voids_exactly)
{
    /* Seat 0 must take all 5 non-yellow cards; seats 1 and 2 share the yellows with
     * a green void; rejection would almost never succeed here. */
    uint64_t unknown = cards("Y1 Y2 Y3 Y4 Y5 Y6 G1 G2 P1 P2 B1");
    int count[4] = {0, 5, 3, 3};
    uint8_t voids[4] = {0, 1, 0xE, 0xE};
    rng_t rng;
    rng_seed(&rng, 41, 0);
    for (int i = 0; i < 500; i++) {
        uint64_t hands[4];
        uint64_t rest = djinn_deal_unknown(&rng, unknown, count, voids, 4, hands, 1);
        cr_assert_eq(hands[1], cards("G1 G2 P1 P2 B1"));
        cr_assert_eq(__builtin_popcountll(hands[2]), 3);
        cr_assert_eq(__builtin_popcountll(hands[3]), 3);
        cr_assert_eq(rest, 0);
        cr_assert_eq((hands[2] | hands[3]) & ~DJ_COLOUR_MASK(0), 0);
    }
}

Test(djinn, determinized_view_of_the_seat_to_move_keeps_its_moves)
{
    djinn_state_t s = voids_position();
    rng_t rng;
    rng_seed(&rng, 51, 52);
    move_t a[DJ_MAX_MOVES], b[DJ_MAX_MOVES];
    int na = g->legal_moves(&s, a);
    for (int i = 0; i < 100; i++) {
        djinn_state_t v = view_of(&s, s.seat, &rng);
        int nb = g->legal_moves(&v, b);
        cr_assert_eq(na, nb);
        cr_assert(memcmp(a, b, sizeof(move_t) * (size_t)na) == 0);
    }
}

/* ---- what a seat knows: observe() and view_text() ---- */

static int same_observation(const djinn_state_t *a, const djinn_state_t *b, int seat)
{
    static uint8_t oa[4096], ob[4096];
    size_t la = g->observe(a, seat, oa, sizeof oa), lb = g->observe(b, seat, ob, sizeof ob);
    cr_assert(la > 0 && la <= sizeof oa && lb <= sizeof ob);
    return la == lb && memcmp(oa, ob, la) == 0;
}

/* A mid-trick position with claimed cards, a discard pile, Djinn cards and a void. */
static djinn_state_t observed_position(void)
{
    djinn_state_t s = trick_position(3, "B14", "Y3 Y9 G5 P2 | Y4 G7 G8 P11 | G2 G3 P9 B1");
    give_claimed(&s, 1, "B12");
    s.discard |= cards("B2 B3");
    s.deck &= ~cards("B2 B3");
    give_djinn(&s, 0, DJ_SWAP, 0);
    give_djinn(&s, 1, DJ_NO_TRUMP, 0);
    give_djinn(&s, 2, DJ_LOWEST_WINS, 0);
    s.voids[2] = 1u << 0;
    play(&s, P("Y9"));
    check_conserved(&s, NULL);
    return s;
}

Test(djinn, observe_ignores_what_the_seat_cannot_see_and_follows_what_it_can)
{
    djinn_state_t s = observed_position();
    /* hidden: seat 1's card swapped with the draw pile's, seat 1's Djinn card with
     * the Djinn draw pile's, the face-down 4-caves and 5-caves laid out otherwise */
    djinn_state_t t = s;
    t.hand[1] = (t.hand[1] & ~cards("G7")) | cards("B5");
    t.deck = (t.deck & ~cards("B5")) | cards("G7");
    cr_assert(same_observation(&s, &t, 0) && same_observation(&s, &t, 2),
              "an unseen card of seat 2's hand is not in seats 1's and 3's observation");
    cr_assert(!same_observation(&s, &t, 1), "seat 2 sees its own hand");
    t = s;
    int mine = __builtin_ctz(t.djinn_hand[1]), spare = __builtin_ctz(t.djinn_deck);
    t.djinn_hand[1] = 1u << spare;
    t.djinn_deck = (t.djinn_deck & ~(1u << spare)) | 1u << mine;
    cr_assert(same_observation(&s, &t, 0), "another player's Djinn card is hidden");
    cr_assert(!same_observation(&s, &t, 1), "one's own Djinn cards are seen");
    t = s;
    t.dealt[1] = (uint8_t)(t.dealt[1] ^ 0x3F);
    t.dealt[2] = (uint8_t)(t.dealt[2] ^ 0x3F);
    for (int p = 0; p < 3; p++)
        cr_assert(same_observation(&s, &t, p), "face-down caves are hidden from seat %d", p + 1);
    t.revealed |= 2;
    s.revealed |= 2;
    cr_assert(!same_observation(&s, &t, 0), "a row turned face up is seen");
    s = observed_position();
    /* public: a claimed card, the discard pile, a void, the trick, the deck's size */
    const char *what[] = {"claimed", "discard", "void", "trick", "deck size", "used Djinn"};
    for (int k = 0; k < 6; k++) {
        t = s;
        switch (k) {
        case 0: t.claimed[2] |= cards("B8"), t.deck &= ~cards("B8"); break;
        case 1: t.discard |= cards("B8"), t.deck &= ~cards("B8"); break;
        case 2: t.voids[1] |= 1u << 3; break;
        case 3: t.trick_card[0] = (uint8_t)card("Y10"); break;
        case 4: t.hand[2] |= cards("B8"), t.deck &= ~cards("B8"); break;
        default: t.djinn_used |= 1u << __builtin_ctz(t.djinn_deck); break;
        }
        cr_assert(!same_observation(&s, &t, 0), "seat 1 sees a change of %s", what[k]);
    }
    uint8_t small[8];
    size_t full = g->observe(&s, 0, small, sizeof small);
    cr_assert_gt(full, sizeof small, "the whole length is returned when it does not fit");
}

/* Does the text name the card ("green 1" is not named by "green 12")? */
static int names_card(const char *text, int c)
{
    static const char *const names[] = {"yellow", "green", "purple", "blue"};
    char want[24];
    snprintf(want, sizeof want, "%s %d", names[DJ_COLOUR(c)], DJ_VALUE(c));
    for (const char *p = strstr(text, want); p; p = strstr(p + 1, want))
        if (p[strlen(want)] < '0' || p[strlen(want)] > '9')
            return 1;
    return 0;
}

/* The text of the line that starts with `head`, up to its end. */
static const char *line_of(const char *text, const char *head, char *out, size_t n)
{
    const char *p = strstr(text, head);
    cr_assert(p, "no line '%s' in:\n%s", head, text);
    size_t len = strcspn(p, "\n");
    snprintf(out, n, "%.*s", (int)len, p);
    return out;
}

Test(djinn, view_text_names_the_seats_own_cards_and_no_hidden_card)
{
    djinn_state_t s = observed_position();
    char text[8192], line[1024];
    for (int seat = 0; seat < 3; seat++) {
        cr_assert_gt(g->view_text(&s, seat, text, sizeof text), 0);
        line_of(text, "Your hand:", line, sizeof line);
        for (int c = 0; c < 64; c++)
            if (s.hand[seat] & DJ_BIT(c))
                cr_assert(names_card(line, c), "seat %d's hand line misses card %d:\n%s",
                          seat + 1, c, text);
        for (int p = 0; p < 3; p++)
            for (int c = 0; c < 64; c++)
                if (p != seat && (s.hand[p] & DJ_BIT(c)))
                    cr_assert(!names_card(text, c), "seat %d sees seat %d's card %d:\n%s",
                              seat + 1, p + 1, c, text);
        for (int c = 0; c < 64; c++)
            if (s.deck & DJ_BIT(c))
                cr_assert(!names_card(text, c), "seat %d sees the draw pile's card %d",
                          seat + 1, c);
    }
    g->view_text(&s, 0, text, sizeof text);
    cr_assert(strstr(text, "You are seat 1."), "%s", text);
    cr_assert(strstr(text, "Your Djinn cards: swap."), "%s", text);
    cr_assert(strstr(text, "  seat 1 (you): yellow 9\n"), "the trick, seats from 1:\n%s", text);
    cr_assert(strstr(text, "seat 2: above the 3-caves; 4 cards in hand, 1 Djinn card; "
                           "claimed: blue 12\n"), "%s", text);
    cr_assert(strstr(text, "showed it has no yellow"), "%s", text);
    cr_assert(strstr(text, "Now: seat 2 plays a card"), "%s", text);
    cr_assert(strstr(text, "Trump this phase: blue (the turned-up card: blue 14)."), "%s", text);
    cr_assert(!strstr(text, "no_trump") && !strstr(text, "lowest_wins"),
              "other players' Djinn cards are hidden:\n%s", text);
    int len = g->view_text(&s, 0, text, 16);
    cr_assert_eq(len, -1, "too small a buffer is reported");
    cr_assert_eq(strlen(text), 15, "and the text is cut, NUL-terminated");
}

/* ---- the battery: random games end, cards are conserved, views are honest ---- */

/* The game without observe/view_text: the 10,000-game batteries check everything but
 * the observations, which battery_observed checks on fewer games (every seat's
 * observation and text at every step of one game in four costs about four times the
 * play itself). */
static game_t plain_game(void)
{
    game_t plain = djinn_game;
    plain.observe = NULL;
    plain.view_text = NULL;
    return plain;
}

static void battery_for(int players, uint64_t seed)
{
    djinn_rules_t r = default_rules();
    char err[256];
    cr_assert_eq(g->rules_check(&r, players, err, sizeof err), 0, "%s", err);
    game_t plain = plain_game();
    battery_stats_t bs =
        battery_play(&plain, &r, players, 10000, seed, 100000, check_conserved, NULL);
    cr_assert_eq(bs.games, 10000);
    cr_assert_eq(bs.capped, 0, "random games all reach a 5-cave within the phase cap");
    for (int p = 0; p < players; p++)
        cr_assert_gt(bs.wins[p], 10000 / players / 2, "seat %d wins %ld games", p, bs.wins[p]);
}

Test(djinn, battery_2_players, .timeout = 120) { battery_for(2, 2002); }
Test(djinn, battery_3_players, .timeout = 120) { battery_for(3, 3003); }
Test(djinn, battery_4_players, .timeout = 120) { battery_for(4, 4004); }

Test(djinn, battery_with_more_djinn_play)
{
    djinn_rules_t r = rules_from(MANY_DJINN);
    game_t plain = plain_game();
    battery_stats_t bs = battery_play(&plain, &r, 4, 2000, 77, 100000, check_conserved, NULL);
    cr_assert_eq(bs.games, 2000);
}

/* Every seat's observation and text view survive its own determinization (the
 * battery checks them in one game of four), with the default rules and with many
 * Djinn cards in play. */
Test(djinn, battery_observed, .timeout = 120)
{
    djinn_rules_t r = default_rules();
    for (int players = 2; players <= 4; players++) {
        battery_stats_t bs = battery_play(g, &r, players, 800, 500 + (uint64_t)players,
                                          100000, check_conserved, NULL);
        cr_assert_eq(bs.games, 800);
    }
    r = rules_from(MANY_DJINN);
    battery_stats_t bs = battery_play(g, &r, 4, 400, 88, 100000, check_conserved, NULL);
    cr_assert_eq(bs.games, 400);
}

Test(djinn, battery_reproducible)
{
    djinn_rules_t r = default_rules();
    for (int players = 2; players <= 4; players++)
        battery_reproducible(g, &r, players, 1234);
}

/* ---- rule parameters ---- */

static int in_first_phase(const djinn_state_t *s) { return s->phases == 1; }

Test(djinn, every_rule_parameter_changes_the_setup_or_play)
{
    djinn_rules_t r = default_rules();
    r.hand_size = 5;
    r.tricks = 3;
    r.values = 10;
    r.colours = 3;
    r.caves_dealt = 2;
    r.djinn_start = 2;
    djinn_state_t s = fresh_with(&r, 3, 9);
    for (int p = 0; p < 3; p++) {
        cr_assert_eq(__builtin_popcountll(s.hand[p]), 5);
        cr_assert_eq(__builtin_popcount(s.djinn_hand[p]), 2);
        cr_assert_eq(s.hand[p] & DJ_COLOUR_MASK(3), 0, "no fourth colour");
    }
    cr_assert_eq(__builtin_popcountll(s.all), 30);
    cr_assert_eq(s.phase_tricks, 3);
    for (int l = 0; l < 3; l++)
        cr_assert_eq(__builtin_popcount(s.dealt[l]), 2);
    /* change trump offers only the colours in play */
    deal_trick(&s, "Y1", 0, "G5");
    give_djinn(&s, 0, DJ_CHANGE_TRUMP, 0);
    cr_assert_eq(count_kind(&s, DJ_MV_DJINN), 2);
    /* a phase of 3 tricks */
    djinn_state_t t = fresh_with(&r, 3, 9);
    play_random(&t, 1, 1, 2, 2, in_first_phase);
    cr_assert_eq(t.turns, 9, "3 tricks of 3 cards");
}

Test(djinn, djinn_last_place_zero_deals_no_djinn_after_a_phase)
{
    djinn_state_t s = phase_end_position();
    s.djinn_last_place = 0;
    claim_last_trick(&s, 0, "G4 B15 G6", "B15");
    for (int p = 0; p < 3; p++)
        cr_assert_eq(s.djinn_hand[p], 0);
}

Test(djinn, two_pairs_distinct_rule_is_read_from_the_state)
{
    for (int distinct = 0; distinct <= 1; distinct++) {
        djinn_rules_t r = default_rules();
        r.two_pairs_distinct = distinct;
        djinn_state_t s = fresh_with(&r, 3, 1);
        clean_trick(&s, "B14", 0);
        s.dealer = 2;
        s.level[0] = 1;
        s.revealed = 3;
        lay_caves(&s, 0, DJ_SEQUENCE, DJ_PAIR_LOWER, DJ_ONE_COLOUR);
        lay_caves(&s, 1, DJ_TWO_PAIRS, DJ_SUM_BELOW, DJ_SUM_EXACT);
        give_claimed(&s, 0, "Y9 G9 P9 B9");
        claim_last_trick(&s, 1, "G4 B15 G6", "B15");
        cr_assert_eq(s.stage == DJ_ST_CAVE, !distinct);
    }
}

static int check_msg(const djinn_rules_t *r, int players, const char *want)
{
    char err[256] = "";
    int rc = g->rules_check(r, players, err, sizeof err);
    cr_assert_neq(rc, 0, "expected an error containing '%s'", want);
    cr_assert(strstr(err, want), "error '%s' should mention '%s'", err, want);
    return rc;
}

Test(djinn, bad_rule_values_are_rejected_with_a_message)
{
    djinn_rules_t r = default_rules();
    char err[256];
    cr_assert_neq(rules_set(g, &r, "hand_size", "0", err, sizeof err), 0);
    cr_assert(strstr(err, "hand_size"));
    cr_assert_neq(rules_set(g, &r, "hand_size", "13", err, sizeof err), 0);
    cr_assert_neq(rules_set(g, &r, "colours", "5", err, sizeof err), 0);
    cr_assert_neq(rules_set(g, &r, "values", "17", err, sizeof err), 0);
    cr_assert_neq(rules_set(g, &r, "djinn_per_turn", "3", err, sizeof err), 0);
    cr_assert_neq(rules_set(g, &r, "start_player_leads", "maybe", err, sizeof err), 0);
    cr_assert_neq(rules_set(g, &r, "no_such_rule", "1", err, sizeof err), 0);
    cr_assert_eq(rules_set(g, &r, "phase_cap", "7", err, sizeof err), 0);
    cr_assert_eq(r.phase_cap, 7);

    /* values rules_set takes that rules_check refuses, for the players or the card files */
    static const struct {
        const char *rules;
        int players;
        const char *want;
    } refused[] = {{"", 5, "2 to 4 players"},          {"", 1, "2 to 4 players"},
                   {"tricks=9", 2, "tricks"},           {"colours=2", 4, "treasure cards"},
                   {"caves_dealt=7", 3, "caves_dealt"}, {"djinn_start=5", 4, "Djinn cards"}};
    for (size_t i = 0; i < sizeof refused / sizeof *refused; i++) {
        r = rules_from(refused[i].rules);
        check_msg(&r, refused[i].players, refused[i].want);
    }
    r = default_rules();
    for (int p = 2; p <= 4; p++)
        cr_assert_eq(g->rules_check(&r, p, err, sizeof err), 0, "%s", err);
}

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    cr_assert(f);
    fputs(text, f);
    fclose(f);
}

/* A new file holding `text`, named after the mkstemp template `path`. */
static void write_temp(char *path, const char *text)
{
    int fd = mkstemp(path);
    cr_assert_geq(fd, 0);
    close(fd);
    write_file(path, text);
}

static void expect_load_error(const char *key, const char *text, const char *want)
{
    char path[] = "/tmp/test_djinn_XXXXXX";
    write_temp(path, text);
    djinn_rules_t r = default_rules();
    char err[512] = "";
    cr_assert_neq(rules_set(g, &r, key, path, err, sizeof err), 0, "%s should fail", text);
    cr_assert(strstr(err, want), "error '%s' should mention '%s'", err, want);
    cr_assert(strstr(err, path), "error '%s' should name the file", err);
    unlink(path);
}

Test(djinn, bad_card_files_are_rejected_naming_file_line_and_field)
{
    expect_load_error("caves", "level,kind,target,text\n3,sequence,0,x\n4,triple,0,x\n",
                      ":3: field 'kind'");
    expect_load_error("caves", "level,kind,target,text\n4,pair_lower,0,x\n", "field 'level'");
    expect_load_error("caves", "level,kind,target,text\n6,sequence,0,x\n", ":2: field 'level'");
    expect_load_error("caves", "level,kind,target,text\n3,sum_below,0,x\n", "field 'target'");
    expect_load_error("caves", "level,kind,target,text\n3,one_colour,7,x\n", "field 'target'");
    expect_load_error("caves", "level,kind,text\n3,sequence,x\n", "target");
    expect_load_error("caves", "level,kind,target,text\n3,sequence,0,x\n", "level 4");
    expect_load_error("djinn_cards", "effect,param,count,text\nwish,0,1,x\n", "field 'effect'");
    expect_load_error("djinn_cards", "effect,param,count,text\nswap,1,1,x\n", "field 'param'");
    expect_load_error("djinn_cards", "effect,param,count,text\nswap,0,0,x\n", "field 'count'");
    expect_load_error("djinn_cards", "effect,param,count,text\nswap,0,20,x\nno_trump,0,20,x\n",
                      "field 'count'");
    expect_load_error("djinn_cards", "effect,param,text\nswap,0,x\n", "count");
}

/* ---- the game's own data files (GAMES.md E): what the game needs of them ---- */

static char *read_text(const char *path)
{
    FILE *f = fopen(path, "rb");
    cr_assert(f, "cannot open %s", path);
    static char buf[1 << 15];
    size_t len = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[len] = '\0';
    return strdup(buf);
}

/* The source's file, as lines (the header is line 1). */
static int file_lines(const char *name, char lines[][256], int max)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/games/djinn/%s", SIMULATE_SOURCE_DIR, name);
    char *text = read_text(path);
    int k = 0;
    for (char *save = NULL, *l = strtok_r(text, "\n", &save); l && k < max;
         l = strtok_r(NULL, "\n", &save))
        snprintf(lines[k++], 256, "%s", l);
    free(text);
    return k;
}

/* init() with the game's data directory replaced by a copy in which `name` is the
 * given text: 0, or the error init reports. */
static int init_with(const char *name, const char *text, char *err, size_t n)
{
    char dir[] = "/tmp/test_djinn_data_XXXXXX";
    cr_assert(mkdtemp(dir));
    char path[2048], sub[512];
    snprintf(sub, sizeof sub, "%s/games", dir);
    mkdir(sub, 0700);
    snprintf(sub, sizeof sub, "%s/games/djinn", dir);
    mkdir(sub, 0700);
    const char *files[2] = {"caves.csv", "djinn_cards.csv"};
    for (int i = 0; i < 2; i++) {
        char src[1024];
        snprintf(src, sizeof src, "%s/games/djinn/%s", SIMULATE_SOURCE_DIR, files[i]);
        char *orig = read_text(src);
        snprintf(path, sizeof path, "%s/%s", sub, files[i]);
        write_file(path, strcmp(files[i], name) == 0 ? text : orig);
        free(orig);
    }
    setenv("SIMULATE_DATA", dir, 1);
    err[0] = '\0';
    int rc = g->init(err, n);
    unsetenv("SIMULATE_DATA");
    for (int i = 0; i < 2; i++) {
        snprintf(path, sizeof path, "%s/%s", sub, files[i]);
        unlink(path);
    }
    rmdir(sub);
    snprintf(sub, sizeof sub, "%s/games", dir);
    rmdir(sub);
    rmdir(dir);
    return rc;
}

/* The file made of `lines` without line `skip` (1 = header; 0: none), line `dup`
 * written twice (0: none), cut after `keep` lines. */
static void edited(char lines[][256], int nlines, int skip, int dup, int keep, char *out,
                   size_t n)
{
    out[0] = '\0';
    for (int i = 1; i <= nlines && i <= keep; i++) {
        if (i == skip)
            continue;
        for (int k = 0; k < (i == dup ? 2 : 1); k++) {
            strncat(out, lines[i - 1], n - strlen(out) - 1);
            strncat(out, "\n", n - strlen(out) - 1);
        }
    }
}

static void expect_init_error(const char *name, const char *text, const char *want)
{
    char err[512];
    cr_assert_neq(init_with(name, text, err, sizeof err), 0, "init should refuse:\n%s", text);
    cr_assert(strstr(err, want), "error '%s' should mention '%s'", err, want);
    cr_assert(strstr(err, name), "error '%s' should name the file", err);
    cr_assert(!strchr(err, '\n'), "one line: %s", err);
}

Test(djinn, the_games_own_card_files_are_checked_for_what_the_game_needs)
{
    char caves[32][256], dj[32][256], text[1 << 13], err[512];
    int nc = file_lines("caves.csv", caves, 32), nd = file_lines("djinn_cards.csv", dj, 32);
    cr_assert_eq(nc, 19, "a header and 18 cave cards");
    cr_assert_eq(nd, 9, "a header and 8 kinds of Djinn card");
    edited(caves, nc, 0, 0, nc, text, sizeof text);
    cr_assert_eq(init_with("caves.csv", text, err, sizeof err), 0, "%s", err);
    /* truncated: the last three 5-caves gone; cut inside a row; one Djinn row left */
    edited(caves, nc, 0, 0, 16, text, sizeof text);
    expect_init_error("caves.csv", text, "caves.csv: level 5 has 3 cave cards, the game has 6");
    edited(caves, nc, 0, 0, nc - 1, text, sizeof text);
    strcat(text, "5,one_col");
    expect_init_error("caves.csv", text, "caves.csv:19: field 'kind'");
    edited(caves, nc, 0, 0, nc - 1, text, sizeof text);
    strcat(text, "5,one_colour,0");
    expect_init_error("caves.csv", text, "caves.csv:19: field 'text'");
    edited(dj, nd, 0, 0, 2, text, sizeof text);
    expect_init_error("djinn_cards.csv", text, "djinn_cards.csv: 4 Djinn cards, the game has 18");
    /* a duplicated row, right after itself or elsewhere */
    edited(caves, nc, 0, 4, nc, text, sizeof text);
    expect_init_error("caves.csv", text, "caves.csv:5: level 3 already has this sum_below card "
                                         "(line 4)");
    edited(caves, nc, 9, 0, nc, text, sizeof text);
    strcat(text, "4,two_pairs,0,\"again\"\n4,two_pairs,0,\"again\"\n");
    expect_init_error("caves.csv", text, "caves.csv:20: level 4 already has this two_pairs card "
                                         "(line 19)");
    edited(dj, nd, 0, 5, nd, text, sizeof text);
    expect_init_error("djinn_cards.csv", text, "djinn_cards.csv:6: swap with param 0 is already "
                                               "on line 5");
    /* a missing row: a level without one of its challenges; a Djinn kind short */
    edited(caves, nc, 9, 0, nc, text, sizeof text);
    expect_init_error("caves.csv", text, "level 4 has 5 cave cards, the game has 6");
    expect_init_error("caves.csv", text, "missing: two_pairs");
    edited(dj, nd, 6, 0, nd, text, sizeof text);
    expect_init_error("djinn_cards.csv", text, "djinn_cards.csv: 16 Djinn cards, the game has 18");
    /* the same level's challenge twice with another total is still one challenge twice */
    edited(caves, nc, 0, 0, nc, text, sizeof text);
    strcat(text, "3,sum_below,12,\"Three cards adding up to less than 12.\"\n");
    expect_init_error("caves.csv", text, "caves.csv:20: level 3 already has this sum_below card");
}

Test(djinn, a_designers_card_files_may_differ_but_not_repeat_a_card)
{
    /* another total for a challenge is a new card in a designer's file; the same card
     * twice is not, nor one Djinn kind on two rows */
    char path[] = "/tmp/test_djinn_XXXXXX";
    write_temp(path, "level,kind,target,text\n3,sum_below,15,a\n3,sum_below,12,b\n"
                     "3,one_colour,0,c\n4,one_colour,0,d\n5,one_colour,0,e\n");
    djinn_rules_t r = default_rules();
    char err[512];
    cr_assert_eq(rules_set(g, &r, "caves", path, err, sizeof err), 0, "%s", err);
    cr_assert_eq(r.decks.ncaves[0], 3);
    unlink(path);
    expect_load_error("caves", "level,kind,target,text\n3,sum_below,15,a\n4,one_colour,0,b\n"
                               "5,one_colour,0,c\n3,sum_below,15,d\n",
                      ":5: level 3 already has this sum_below card (line 2)");
    expect_load_error("djinn_cards", "effect,param,count,text\nswap,0,2,a\nfree_play,1,1,b\n"
                                     "swap,0,1,c\n", ":4: swap with param 0 is already on line 2");
    expect_load_error("caves", "level,kind,target,text\n3,sequence,0,\n", ":2: field 'text'");
    expect_load_error("djinn_cards", "effect,param,count,text\nswap,0,2,\n", ":2: field 'text'");
}

Test(djinn, custom_card_files_are_used)
{
    char caves[] = "/tmp/test_djinn_caves_XXXXXX", dj[] = "/tmp/test_djinn_dj_XXXXXX";
    write_temp(caves, "level,kind,target,text\n3,one_colour,0,a\n3,sequence,0,b\n"
                      "3,sum_exact,12,c\n4,one_colour,0,d\n5,one_colour,0,e\n");
    write_temp(dj, "effect,param,count,text\nno_trump,0,6,x\n");
    djinn_rules_t r = default_rules();
    char err[512];
    cr_assert_eq(rules_set(g, &r, "caves", caves, err, sizeof err), 0, "%s", err);
    cr_assert_eq(rules_set(g, &r, "djinn_cards", dj, err, sizeof err), 0, "%s", err);
    check_msg(&r, 3, "caves_dealt");
    r.caves_dealt = 1;
    cr_assert_eq(g->rules_check(&r, 3, err, sizeof err), 0, "%s", err);
    djinn_state_t s = fresh_with(&r, 3, 1);
    cr_assert_eq(s.ndjinn, 6);
    cr_assert_eq(s.djinn[0].effect, DJ_NO_TRUMP);
    cr_assert_eq(s.ncaves[0], 3);
    cr_assert_eq(s.ncaves[1], 1);
    cr_assert_eq(s.cave[0][2].target, 12);
    unlink(caves);
    unlink(dj);
}

/* ---- text ---- */

Test(djinn, moves_are_described_and_the_state_printed_as_json)
{
    djinn_state_t s = trick_position(3, "Y1", "G12");
    give_djinn(&s, 0, DJ_CHANGE_TRUMP, 0);
    char buf[1 << 16];
    g->describe_move(&s, P("G12"), buf, sizeof buf);
    cr_assert_str_eq(buf, "play green 12");
    g->describe_move(&s, D(&s, DJ_CHANGE_TRUMP, 0, 2), buf, sizeof buf);
    cr_assert_str_eq(buf, "djinn change_trump to purple");
    g->describe_move(&s, D(&s, DJ_SWAP, 0, 1), buf, sizeof buf);
    cr_assert_str_eq(buf, "djinn swap with seat 2", "seats count from 1 in text");
    g->describe_move(&s, DJ_MOVE(DJ_MV_CLAIM, card("P3")), buf, sizeof buf);
    cr_assert_str_eq(buf, "claim purple 3");
    g->describe_move(&s, DJ_MOVE(DJ_MV_END, 0), buf, sizeof buf);
    cr_assert_str_eq(buf, "end turn");
    cr_assert_gt(g->state_json(&s, buf, sizeof buf), 0);
    cr_assert_eq(buf[0], '{');
    cr_assert(strstr(buf, "\"trump_card\":0"));
    cr_assert(strstr(buf, "\"seat\":1,\"phase\""), "seat 0 to move shows as seat 1");
    cr_assert_eq(buf[strlen(buf) - 1], '}');
    cr_assert_lt(g->state_json(&s, buf, 10), 0, "too small a buffer is reported");
}

Test(djinn, cave_moves_name_the_cave_by_its_place_in_the_row_from_1)
{
    djinn_state_t s = phase_end_position();
    lay_caves(&s, 0, DJ_SEQUENCE, DJ_SUM_ABOVE, DJ_ONE_COLOUR);
    give_claimed(&s, 0, "Y1 Y5 Y9");
    claim_last_trick(&s, 1, "G4 B15 G6", "B15");
    char buf[1 << 16];
    g->describe_move(&s, DJ_MOVE(DJ_MV_CAVE, cave_index(&s, 0, DJ_ONE_COLOUR)), buf, sizeof buf);
    cr_assert_str_eq(buf, "enter 3-cave 3 (one_colour)", "the third card of the row");
    g->describe_move(&s, DJ_MOVE(DJ_MV_CAVE, cave_index(&s, 0, DJ_SUM_ABOVE)), buf, sizeof buf);
    cr_assert_str_eq(buf, "enter 3-cave 2 (sum_above 30)");
    g->state_json(&s, buf, sizeof buf);
    cr_assert(strstr(buf, "\"options\":[3]"), "%s", buf);
}

/* ---- the trace state (issue 11 item 17; RULES.md "Trace") ---- */

/* A small JSON syntax check: the value at p, or NULL where it breaks. */
static const char *json_value(const char *p);

static const char *json_ws(const char *p)
{
    while (*p == ' ' || *p == '\n' || *p == '\t' || *p == '\r')
        p++;
    return p;
}

static const char *json_string(const char *p)
{
    if (*p++ != '"')
        return NULL;
    for (; *p != '"'; p++) {
        if ((unsigned char)*p < 0x20)
            return NULL;
        if (*p == '\\' && !*++p)
            return NULL;
    }
    return p + 1;
}

static const char *json_seq(const char *p, char close, int keyed)
{
    p = json_ws(p + 1);
    if (*p == close)
        return p + 1;
    for (;;) {
        if (keyed) {
            if (!(p = json_string(p)))
                return NULL;
            p = json_ws(p);
            if (*p++ != ':')
                return NULL;
        }
        if (!(p = json_value(p)))
            return NULL;
        p = json_ws(p);
        if (*p == close)
            return p + 1;
        if (*p++ != ',')
            return NULL;
    }
}

static const char *json_value(const char *p)
{
    p = json_ws(p);
    if (*p == '{')
        return json_seq(p, '}', 1);
    if (*p == '[')
        return json_seq(p, ']', 0);
    if (*p == '"')
        return json_string(p);
    if (*p == '-' || (*p >= '0' && *p <= '9')) {
        for (p++; (*p >= '0' && *p <= '9') || *p == '.'; p++)
            ;
        return p;
    }
    static const char *const words[] = {"true", "false", "null"};
    for (int i = 0; i < 3; i++)
        if (strncmp(p, words[i], strlen(words[i])) == 0)
            return p + strlen(words[i]);
    return NULL;
}

static void state_json_of(const djinn_state_t *s, char *buf, size_t n)
{
    cr_assert_gt(g->state_json(s, buf, n), 0);
    const char *end = json_value(buf);
    cr_assert(end && *json_ws(end) == '\0', "not one JSON object: %s", buf);
}

/* The "rules" object of a state's JSON, as its own string. */
static void rules_object(const char *json, char *out, size_t n)
{
    const char *p = strstr(json, "\"rules\":{");
    cr_assert(p);
    p += strlen("\"rules\":");
    const char *end = json_value(p);
    cr_assert(end);
    cr_assert_lt((size_t)(end - p), n);
    memcpy(out, p, (size_t)(end - p));
    out[end - p] = '\0';
}

Test(djinn, state_json_carries_every_rule_by_key)
{
    char buf[1 << 16], rules[1 << 14], want[128];
    djinn_state_t s = fresh(3);
    state_json_of(&s, buf, sizeof buf);
    rules_object(buf, rules, sizeof rules);
    for (const rule_param_t *p = g->params; p->key; p++) {
        snprintf(want, sizeof want, "\"%s\":", p->key);
        cr_assert(strstr(rules, want), "rule %s missing from %s", p->key, rules);
    }
    cr_assert(strstr(rules, "\"players\":3,"));
    cr_assert(strstr(rules, "\"djinn_start\":1,"));
    cr_assert(strstr(rules, "\"start_player_leads\":false,"));
    cr_assert(strstr(rules, "\"caves\":[[{\"kind\":\"sequence\",\"target\":0},{\"kind\":\"pair_lower\""),
              "the cave cards of each level, in file order");
    cr_assert(strstr(rules, "\"djinn_cards\":[{\"effect\":\"change_trump\",\"param\":0}"));

    /* the values in force, not the defaults */
    djinn_rules_t r = rules_from("phase_cap=7;djinn_start=2;two_pairs_distinct=true;colours=3");
    djinn_state_t t = fresh_with(&r, 2, 1);
    state_json_of(&t, buf, sizeof buf);
    rules_object(buf, rules, sizeof rules);
    cr_assert(strstr(rules, "\"players\":2,"));
    cr_assert(strstr(rules, "\"phase_cap\":7,"));
    cr_assert(strstr(rules, "\"djinn_start\":2,"));
    cr_assert(strstr(rules, "\"two_pairs_distinct\":true,"));
    cr_assert(strstr(rules, "\"colours\":3,"));
}

/* The number after `key` in json (the first occurrence), or -1000 if absent. */
static int json_int(const char *json, const char *key)
{
    char want[64];
    snprintf(want, sizeof want, "\"%s\":", key);
    const char *p = strstr(json, want);
    if (!p)
        return -1000;
    p += strlen(want);
    if (strncmp(p, "null", 4) == 0)
        return -1;
    return atoi(p);
}

Test(djinn, state_json_carries_the_counters_play_depends_on)
{
    djinn_rules_t r = default_rules();
    r.djinn_per_turn = 2;
    djinn_state_t s = fresh_with(&r, 3, 1);
    char buf[1 << 16];
    state_json_of(&s, buf, sizeof buf);
    cr_assert_eq(json_int(buf, "dealer"), 3);
    cr_assert_eq(json_int(buf, "first_leader"), 1);
    cr_assert(strstr(buf, "\"tricks\":{\"in_phase\":8,\"done\":0}"));

    /* a turn: Djinn cards played, the free play in force, the card played */
    deal_trick(&s, "Y1", 1, " | G5 | G7 Y2");
    s.dealer = 0;
    s.trick_no = 2;
    give_djinn(&s, 2, DJ_FREE_PLAY, 1);
    give_djinn(&s, 2, DJ_LOWEST_WINS, 0);
    play(&s, P("G5"));
    state_json_of(&s, buf, sizeof buf);
    cr_assert(strstr(buf, "\"tricks\":{\"in_phase\":8,\"done\":2}"));
    cr_assert_eq(json_int(buf, "first_leader"), 2, "the phase's first leader, left of dealer seat 1");
    cr_assert(strstr(buf, "\"trick\":{\"leader\":2,\"led\":1,\"trump\":0,\"lowest_wins\":false,"
                          "\"cards\":[{\"seat\":2,\"card\":20,\"as_led\":false}]}"), "%s", buf);
    cr_assert(strstr(buf, "\"turn\":{\"djinn_played\":0,\"card_played\":false,\"free_play\":\"none\"}"));
    play(&s, D(&s, DJ_FREE_PLAY, 1, 0));
    state_json_of(&s, buf, sizeof buf);
    cr_assert(strstr(buf, "\"turn\":{\"djinn_played\":1,\"card_played\":false,\"free_play\":\"as_led\"}"),
              "%s", buf);
    play(&s, P("Y2"));
    state_json_of(&s, buf, sizeof buf);
    cr_assert_eq(s.stage, DJ_ST_AFTER);
    cr_assert(strstr(buf, "\"turn\":{\"djinn_played\":1,\"card_played\":true,\"free_play\":\"none\"}"),
              "%s", buf);
    cr_assert(strstr(buf, "{\"seat\":3,\"card\":1,\"as_led\":true}"));
    play(&s, D(&s, DJ_LOWEST_WINS, 0, 0));
    state_json_of(&s, buf, sizeof buf);
    cr_assert(strstr(buf, "\"lowest_wins\":true"));

    /* the challenges: who has been asked so far, clockwise from the first leader */
    djinn_state_t c = phase_end_position();
    give_claimed(&c, 0, "Y1 G2 P3");
    give_claimed(&c, 2, "Y5 Y9 Y12");
    claim_last_trick(&c, 1, "G4 B15 G6", "B15");
    state_json_of(&c, buf, sizeof buf);
    cr_assert(strstr(buf, "\"challenge\":{\"asked\":[1],\"level\":3,\"options\":[1]}"), "%s", buf);
    play(&c, DJ_MOVE(DJ_MV_CAVE, cave_index(&c, 0, DJ_SEQUENCE)));
    play(&c, DJ_MOVE(DJ_MV_PICK, card("Y1")));
    state_json_of(&c, buf, sizeof buf);
    cr_assert(strstr(buf, "\"challenge\":{\"asked\":[1],\"level\":3,\"cave\":1,\"cards\":[0]}"), "%s",
              buf);
    play_cards(&c, DJ_MV_PICK, "G2 P3");
    state_json_of(&c, buf, sizeof buf);
    cr_assert_eq(c.seat, 2);
    cr_assert(strstr(buf, "\"challenge\":{\"asked\":[1,2,3],\"level\":3,\"options\":[3]}"),
              "seat 2 was asked and could not complete: %s", buf);
    cr_assert(strstr(buf, "{\"seat\":1,\"hand\":[],\"claimed\":[],\"djinn\":[],\"level\":1,\"cave\":1,"),
              "%s", buf);
}

/* Nothing of a finished trick, turn or challenge stage is left in the state or its
 * JSON; the JSON stays one well-formed object through whole games. */
static void check_no_stale_fields(const djinn_state_t *s)
{
    static char buf[1 << 16];
    state_json_of(s, buf, sizeof buf);
    int in_trick = s->stage == DJ_ST_PLAY || s->stage == DJ_ST_AFTER || s->stage == DJ_ST_CLAIM;
    int in_turn = s->stage == DJ_ST_PLAY || s->stage == DJ_ST_AFTER;
    int in_challenge = s->stage == DJ_ST_CAVE || s->stage == DJ_ST_PICK;
    cr_assert_eq(strstr(buf, "\"trick\":{") != NULL, in_trick, "stage %d: %s", s->stage, buf);
    cr_assert_eq(strstr(buf, "\"turn\":{") != NULL, in_turn, "stage %d: %s", s->stage, buf);
    cr_assert_eq(strstr(buf, "\"challenge\":{") != NULL, in_challenge, "stage %d", s->stage);
    cr_assert_eq(strstr(buf, "\"first_leader\":") != NULL,
                 s->stage != DJ_ST_OVER && s->stage != DJ_ST_PHASE_END);
    if (!in_trick) {
        cr_assert_eq(s->trick_n, 0);
        cr_assert_eq(s->led_colour, DJ_NONE);
        cr_assert_eq(s->trick_trump, DJ_NONE);
        cr_assert_eq(s->lowest_wins, 0);
        cr_assert_eq(s->trick_as_led, 0);
        cr_assert_eq(s->leader, DJ_NONE);
        for (int i = 0; i < DJ_MAX_PLAYERS; i++)
            cr_assert(s->trick_card[i] == DJ_NONE && s->trick_owner[i] == DJ_NONE);
        for (int p = 0; p < s->players; p++)
            cr_assert(s->voids[p] == 0 && s->hand[p] == 0, "no hands, nothing known of them");
    }
    if (!in_turn)
        cr_assert(s->djinn_this_turn == 0 && s->free_play == 0 && s->played == 0);
    if (!in_challenge)
        cr_assert(s->ch_order == 0 && s->ch_options == 0 && s->ch_cave == DJ_NONE && s->pick == 0);
    if (s->stage == DJ_ST_CAVE)
        cr_assert(s->ch_cave == DJ_NONE && s->pick == 0 && s->ch_options != 0);
    if (s->stage == DJ_ST_PICK)
        cr_assert(s->ch_options == 0 && s->ch_cave != DJ_NONE);
}

Test(djinn, trace_state_has_no_stale_fields_through_random_games)
{
    djinn_rules_t r = default_rules();
    r.djinn_start = 3; /* many Djinn cards, two a turn: every effect is reached */
    r.djinn_per_turn = 2;
    move_t mv[DJ_MAX_MOVES];
    long states = 0, stages[DJ_ST_OVER + 1] = {0};
    for (int players = 2; players <= 4; players++)
        for (uint64_t i = 0; i < 40; i++) {
            djinn_state_t s;
            rng_t rng, a;
            rng_for_game(&rng, 17, i, 0);
            rng_for_game(&a, 17, i, 1);
            g->setup(&s, &r, players, &rng);
            for (;;) {
                check_no_stale_fields(&s);
                states++;
                stages[s.stage]++;
                if (g->to_move(&s) < 0)
                    break;
                int n = g->legal_moves(&s, mv);
                g->apply(&s, mv[rng_below(&a, (uint32_t)n)], &rng);
            }
        }
    for (int st = 0; st <= DJ_ST_OVER; st++)
        if (st == DJ_ST_PHASE_END)
            cr_assert_eq(stages[st], 0, "phase_end lives only inside apply");
        else
            cr_assert_gt(stages[st], 0, "stage %d reached", st);
    cr_assert_gt(states, 10000);
}

/* ---- trace events (RULES.md "Trace"): a sink that collects them ---- */

#define LOG_MAX 4096

typedef struct event_log {
    int n;
    char *ev[LOG_MAX];
    trace_sink_t sink;          /* the log as the thread's sink */
    const trace_sink_t *before; /* the sink it replaced */
} event_log_t;

static void log_event(void *ctx, const char *json)
{
    event_log_t *log = ctx;
    cr_assert_lt(log->n, LOG_MAX, "too many events in one step");
    log->ev[log->n] = strdup(json);
    cr_assert(log->ev[log->n]);
    log->n++;
}

static void log_clear(event_log_t *log)
{
    for (int i = 0; i < log->n; i++)
        free(log->ev[i]);
    log->n = 0;
}

/* A new log, the thread's sink until log_stop; log_free frees it and its events. */
static event_log_t *log_start(void)
{
    event_log_t *log = calloc(1, sizeof *log);
    cr_assert(log);
    log->sink = (trace_sink_t){log_event, log};
    log->before = trace_sink_install(&log->sink);
    return log;
}

static void log_stop(event_log_t *log) { trace_sink_install(log->before); }

static void log_free(event_log_t *log)
{
    log_clear(log);
    free(log);
}

/* Is event i of kind `kind`? */
static int is_event(const char *ev, const char *kind)
{
    char head[64];
    snprintf(head, sizeof head, "{\"event\":\"%s\"", kind);
    return strncmp(ev, head, strlen(head)) == 0;
}

static int count_events(const event_log_t *log, const char *kind)
{
    int k = 0;
    for (int i = 0; i < log->n; i++)
        k += is_event(log->ev[i], kind);
    return k;
}

/* The integer after "key": in ev, or -1 when absent or null. */
static int ev_int(const char *ev, const char *key)
{
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\":", key);
    const char *p = strstr(ev, pat);
    if (!p || (p[strlen(pat)] != '-' && (p[strlen(pat)] < '0' || p[strlen(pat)] > '9')))
        return -1;
    return atoi(p + strlen(pat));
}

/* A card named as move texts name it: "green 12". */
static int card_of_name(const char *name)
{
    static const char *const names[] = {"yellow", "green", "purple", "blue"};
    for (int c = 0; c < 4; c++) {
        size_t len = strlen(names[c]);
        if (strncmp(name, names[c], len) == 0 && name[len] == ' ')
            return DJ_CARD(c, atoi(name + len + 1));
    }
    cr_assert_fail("not a card name: %.20s", name);
    return -1;
}

/* The cards of the list after "key":[ in ev, as a mask. */
static uint64_t ev_cards(const char *ev, const char *key)
{
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\":[", key);
    const char *p = strstr(ev, pat);
    cr_assert(p, "no %s in %s", key, ev);
    uint64_t m = 0;
    for (p += strlen(pat); *p != ']';) {
        cr_assert_eq(*p, '"', "%s", ev);
        m |= DJ_BIT(card_of_name(p + 1));
        p = strchr(p + 1, '"') + 1;
        if (*p == ',')
            p++;
    }
    return m;
}

/* The card after "key":" in ev. */
static int ev_card(const char *ev, const char *key)
{
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\":\"", key);
    const char *p = strstr(ev, pat);
    cr_assert(p, "no %s in %s", key, ev);
    return card_of_name(p + strlen(pat));
}

/* Check the events of one step (setup, or one apply) against the state before and
 * after it: every automatic change is reported, and what is reported is true. */
static void check_step_events(const event_log_t *log, const djinn_state_t *before,
                              const djinn_state_t *after, move_t m, int *kinds_seen)
{
    static const char *const kinds[] = {"caves", "shuffle", "deal", "trump", "stop",
                                        "djinn_draw", "djinn_reshuffle", "replace_draw",
                                        "trick_won", "return", "no_challenge",
                                        "last_place", "deal_end"};
    int players = after->players;
    for (int i = 0; i < log->n; i++) {
        const char *end = json_value(log->ev[i]);
        cr_assert(end && *json_ws(end) == '\0', "not one JSON object: %s", log->ev[i]);
        int known = 0;
        for (int k = 0; k < 13; k++)
            if (is_event(log->ev[i], kinds[k]))
                kinds_seen[k]++, known = 1;
        cr_assert(known, "unknown event %s", log->ev[i]);
    }
    /* a new phase: one shuffle, each hand dealt (seen by its owner), trump turned up */
    int new_phases = after->phases - before->phases;
    cr_assert_eq(count_events(log, "shuffle"), new_phases);
    cr_assert_eq(count_events(log, "trump"), new_phases);
    cr_assert_eq(count_events(log, "deal"), new_phases * players);
    for (int i = 0; i < log->n; i++) {
        const char *ev = log->ev[i];
        if (is_event(ev, "deal")) {
            int p = ev_int(ev, "seat") - 1;
            cr_assert_eq(ev_cards(ev, "cards"), after->hand[p], "%s", ev);
            char seen[32];
            snprintf(seen, sizeof seen, "\"seen_by\":[%d]", p + 1);
            cr_assert(strstr(ev, seen), "a hand is seen by its owner only: %s", ev);
        }
        if (is_event(ev, "trump"))
            cr_assert_eq(ev_card(ev, "card"), after->trump_card, "%s", ev);
    }
    /* every phase that ends sends the state then; the game's end ends a phase too */
    int ended = after->stage == DJ_ST_OVER && before->stage != DJ_ST_OVER;
    int deal_ends = count_events(log, "deal_end");
    cr_assert_eq(deal_ends, new_phases + ended - (before->phases == 0));
    for (int i = 0; i < log->n; i++)
        if (is_event(log->ev[i], "deal_end")) {
            const char *st = strstr(log->ev[i], "\"state\":{");
            cr_assert(st, "%s", log->ev[i]);
            cr_assert(strstr(st, "\"stage\":\"phase_end\"") || strstr(st, "\"stage\":\"over\""));
            cr_assert(!strstr(st, "\"trick\":{") && !strstr(st, "\"challenge\":{") &&
                      !strstr(st, "\"first_leader\""), "nothing stale at the phase's end");
        }
    cr_assert_eq(count_events(log, "stop"), ended && after->capped);
    /* a trick complete: who won it with what */
    int claim = after->stage == DJ_ST_CLAIM && before->stage != DJ_ST_CLAIM;
    cr_assert_eq(count_events(log, "trick_won"), claim);
    for (int i = 0; i < log->n; i++)
        if (is_event(log->ev[i], "trick_won")) {
            int w = djinn_trick_winner_slot(after);
            cr_assert_eq(ev_int(log->ev[i], "seat") - 1, after->seat);
            cr_assert_eq(ev_card(log->ev[i], "card"), after->trick_card[w]);
        }
    /* the card replace drew, and the card it replaced */
    int replace = DJ_MV_KIND(m) == DJ_MV_DJINN && before->stage != DJ_ST_OVER &&
                  before->djinn[DJ_MV_DJINN_IDX(m)].effect == DJ_REPLACE;
    cr_assert_eq(count_events(log, "replace_draw"), replace);
    for (int i = 0; i < log->n; i++)
        if (is_event(log->ev[i], "replace_draw")) {
            int seat = DJ_MV_ARG(m);
            cr_assert_eq(ev_int(log->ev[i], "seat") - 1, seat);
            int slot = -1;
            for (int k = 0; k < before->trick_n; k++)
                if (before->trick_card[k] != DJ_NONE && before->trick_owner[k] == seat)
                    slot = k;
            cr_assert_eq(ev_card(log->ev[i], "discarded"), before->trick_card[slot]);
            cr_assert_eq(ev_card(log->ev[i], "card"), after->trick_card[slot]);
        }
    /* Djinn cards drawn: each seat's gains, seen by it alone */
    for (int p = 0; p < players; p++) {
        uint32_t gained = after->djinn_hand[p] & ~before->djinn_hand[p], told = 0;
        for (int i = 0; i < log->n; i++)
            if (is_event(log->ev[i], "djinn_draw") && ev_int(log->ev[i], "seat") == p + 1) {
                int id = ev_int(log->ev[i], "id");
                if (id >= 0) {
                    told |= 1u << id;
                    char seen[32];
                    snprintf(seen, sizeof seen, "\"seen_by\":[%d]", p + 1);
                    cr_assert(strstr(log->ev[i], seen), "%s", log->ev[i]);
                }
            }
        cr_assert_eq(told, gained, "seat %d", p + 1);
    }
    /* cave rows turned face up */
    int reveals = 0;
    for (int l = 0; l < DJ_LEVELS; l++)
        reveals += ((after->revealed & ~before->revealed) >> l) & 1;
    cr_assert_eq(count_events(log, "caves"), before->phases == 0 ? DJ_LEVELS : reveals);
}

/* Random games with a sink installed: each step's events against the states. */
static void trace_random_games(const char *rules, int players, int games, int *kinds_seen)
{
    djinn_rules_t r = rules_from(rules);
    event_log_t *log = log_start();
    move_t mv[DJ_MAX_MOVES];
    for (int i = 0; i < games; i++) {
        djinn_state_t s, before;
        memset(&before, 0, sizeof before);
        before.stage = DJ_ST_PLAY;
        rng_t rng, a;
        rng_for_game(&rng, 2018, (uint64_t)i, 0);
        rng_for_game(&a, 2018, (uint64_t)i, 1);
        g->setup(&s, &r, players, &rng);
        check_step_events(log, &before, &s, DJ_MOVE(DJ_MV_END, 0), kinds_seen);
        log_clear(log);
        while (g->to_move(&s) >= 0) {
            int n = g->legal_moves(&s, mv);
            djinn_state_t v = s;
            g->determinize(&v, s.seat, &rng);
            g->evaluate(&s, s.seat);
            cr_assert_eq(log->n, 0, "only setup and apply report events");
            move_t m = mv[rng_below(&a, (uint32_t)n)];
            before = s;
            g->apply(&s, m, &rng);
            check_step_events(log, &before, &s, m, kinds_seen);
            log_clear(log);
        }
    }
    log_stop(log);
    log_free(log);
}

Test(djinn, trace_events_report_every_automatic_step)
{
    int kinds_seen[13] = {0};
    trace_random_games("", 3, 30, kinds_seen);
    trace_random_games(MANY_DJINN ";tricks=6", 4, 30, kinds_seen);
    trace_random_games("values=8;colours=3;hand_size=5;tricks=5", 4, 60, kinds_seen);
    trace_random_games("phase_cap=2", 2, 5, kinds_seen);
    static const char *const kinds[] = {"caves", "shuffle", "deal", "trump", "stop",
                                        "djinn_draw", "djinn_reshuffle", "replace_draw",
                                        "trick_won", "return", "no_challenge",
                                        "last_place", "deal_end"};
    for (int k = 0; k < 13; k++)
        cr_assert_gt(kinds_seen[k], 0, "event %s never seen", kinds[k]);
}

Test(djinn, trace_events_of_setup_name_hands_djinn_cards_and_caves)
{
    event_log_t *log = log_start();
    djinn_state_t s = fresh(3);
    log_stop(log);
    /* caves 3 face up (public), 4 and 5 face down (nobody), then a Djinn card each,
     * the shuffle, three hands and the trump card, in that order */
    const char *order[] = {"caves", "caves", "caves", "djinn_draw", "djinn_draw", "djinn_draw",
                           "shuffle", "deal", "deal", "deal", "trump"};
    cr_assert_eq(log->n, 11);
    for (int i = 0; i < 11; i++)
        cr_assert(is_event(log->ev[i], order[i]), "event %d: %s", i, log->ev[i]);
    cr_assert(strstr(log->ev[0], "\"level\":3,\"face\":\"up\"") &&
              !strstr(log->ev[0], "seen_by"), "%s", log->ev[0]);
    cr_assert(strstr(log->ev[1], "\"level\":4,\"face\":\"down\"") &&
              strstr(log->ev[1], "\"seen_by\":[]"), "%s", log->ev[1]);
    cr_assert(strstr(log->ev[0], "{\"cave\":1,\"kind\":"), "caves by place from 1");
    for (int p = 0; p < 3; p++) {
        const char *ev = log->ev[3 + p];
        cr_assert_eq(ev_int(ev, "seat"), p + 1);
        cr_assert_eq(s.djinn_hand[p], 1u << ev_int(ev, "id"), "%s", ev);
        cr_assert(strstr(ev, "\"why\":\"start\""), "%s", ev);
    }
    cr_assert_eq(ev_int(log->ev[6], "cards"), 60, "all 60 cards are shuffled");
    cr_assert_eq(ev_int(log->ev[6], "dealer"), 3);
    for (int p = 0; p < 3; p++)
        cr_assert_eq(ev_cards(log->ev[7 + p], "cards"), s.hand[p]);
    cr_assert_eq(ev_card(log->ev[10], "card"), s.trump_card);
    cr_assert_eq(ev_int(log->ev[10], "deck"), 60 - 24 - 1);
    log_free(log);
}

Test(djinn, trace_events_of_a_phase_end_last_place_djinn_and_deal_end)
{
    djinn_state_t s = phase_end_position();
    give_claimed(&s, 0, "Y1 G2 P3");
    event_log_t *log = log_start();
    claim_last_trick(&s, 1, "G4 B15 G6", "B15");
    /* seat 1 can complete the sequence: it decides; seats 2 and 3 cannot */
    cr_assert_eq(log->n, 0, "seat 1 is asked first: nothing automatic yet");
    complete(&s, 0, DJ_SEQUENCE, "Y1 G2");
    log_clear(log);
    play(&s, DJ_MOVE(DJ_MV_PICK, card("P3")));
    log_stop(log);
    const char *order[] = {"caves", "no_challenge", "no_challenge", "last_place", "djinn_draw",
                           "djinn_draw", "deal_end", "shuffle"};
    for (int i = 0; i < 8; i++)
        cr_assert(is_event(log->ev[i], order[i]), "event %d: %s", i, log->ev[i]);
    cr_assert(strstr(log->ev[0], "\"level\":4,\"face\":\"up\""), "%s", log->ev[0]);
    cr_assert(strstr(log->ev[3], "\"caves\":0,\"seats\":[2,3],\"start_player\":2"), "%s",
              log->ev[3]);
    cr_assert(strstr(log->ev[4], "\"why\":\"last_place\",\"seat\":2"), "%s", log->ev[4]);
    cr_assert(strstr(log->ev[5], "\"why\":\"last_place\",\"seat\":3"), "%s", log->ev[5]);
    cr_assert(strstr(log->ev[6], "\"state\":{\"legend\""), "%s", log->ev[6]);
    cr_assert(strstr(log->ev[6], "\"stage\":\"phase_end\",\"seat\":null"), "%s", log->ev[6]);
    cr_assert(strstr(log->ev[6], "\"dealer\":3"), "the state is the ended phase's");
    cr_assert_eq(ev_int(log->ev[7], "dealer"), 2, "the new start player deals");
    log_free(log);
}

Test(djinn, trace_events_of_djinn_effects_and_returned_cards)
{
    djinn_state_t s = trick_position(3, "Y1", "G3 | G9 | G5");
    give_djinn(&s, 1, DJ_REPLACE, 0);
    event_log_t *log = log_start();
    play_cards(&s, DJ_MV_PLAY, "G3 G9");
    log_clear(log);
    play(&s, D(&s, DJ_REPLACE, 0, 0));
    cr_assert_eq(log->n, 1);
    cr_assert(strstr(log->ev[0], "{\"event\":\"replace_draw\",\"seat\":1,\"discarded\":"
                                 "\"green 3\",\"card\":"), "%s", log->ev[0]);
    cr_assert_eq(ev_card(log->ev[0], "card"), s.trick_card[0]);
    log_clear(log);
    play(&s, P("G5"));
    cr_assert_eq(log->n, 1);
    cr_assert(is_event(log->ev[0], "trick_won"), "%s", log->ev[0]);
    cr_assert_eq(ev_int(log->ev[0], "seat"), s.seat + 1);
    /* the phase's tricks end with a card left in seat 1's hand (as when tricks <
     * hand_size); the used Djinn cards become the draw pile when it is empty */
    djinn_state_t t = phase_end_position();
    for (int p = 0; p < 3; p++)
        t.djinn_hand[p] = 0;
    t.djinn_used = t.djinn_deck;
    t.djinn_deck = 0;
    give(&t, 0, "Y2");
    at_last_claim(&t, 1, "G4 B15 G6");
    t.hand[0] = cards("Y2");
    t.deck &= ~cards("Y2");
    log_clear(log);
    play(&t, DJ_MOVE(DJ_MV_CLAIM, card("B15")));
    log_stop(log);
    cr_assert(is_event(log->ev[0], "return"), "%s", log->ev[0]);
    cr_assert(strstr(log->ev[0], "\"seat\":1,\"cards\":[\"yellow 2\"],\"seen_by\":[1]"), "%s",
              log->ev[0]);
    int reshuffles = count_events(log, "djinn_reshuffle");
    cr_assert_eq(reshuffles, 1);
    log_free(log);
}

Test(djinn, evaluate_prefers_cave_progress)
{
    djinn_state_t s = phase_end_position();
    cr_assert_float_eq(g->evaluate(&s, 0), 0.5, 1e-9);
    s.level[0] = 2;
    cr_assert_gt(g->evaluate(&s, 0), g->evaluate(&s, 1));
    give_claimed(&s, 1, "Y1 Y5 Y9");
    double before = g->evaluate(&s, 2);
    cr_assert_lt(before, 0.5);

    djinn_state_t t = trick_position(3, "Y1", "G5 | G9");
    play_cards(&t, DJ_MV_PLAY, "G5 G9");
    cr_assert_gt(g->evaluate(&t, 1), g->evaluate(&t, 0), "seat 2 is winning the trick");
}

/* ---- evaluate: the same doubles as the plain version it replaced ----
 * djinn_evaluate was rewritten for speed (games/djinn/djinn_view.c). The plain
 * version is kept here as the reference, as it was, and both must return the same
 * double, bit for bit, on every state: any difference would change what greedy and
 * MCTS play, and the signatures of their runs. */

static double reference_progress(const djinn_state_t *s, int seat)
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

static double reference_evaluate(const djinn_state_t *s, int seat)
{
    if (s->stage == DJ_ST_OVER && !s->capped) {
        outcome_t o;
        memset(&o, 0, sizeof o);
        djinn_outcome(s, &o);
        return o.result[seat] == RESULT_WIN ? 1.0 : o.result[seat] == RESULT_DRAW ? 0.5 : 0.0;
    }
    double mine = reference_progress(s, seat), rival = 0.0;
    for (int p = 0; p < s->players; p++)
        if (p != seat && reference_progress(s, p) > rival)
            rival = reference_progress(s, p);
    double e = 0.5 + (mine - rival) / 8.0;
    return e < 0.0 ? 0.0 : e > 1.0 ? 1.0 : e;
}

typedef struct eval_tally {
    long states, reach;      /* states compared; seats with a challenge in reach */
    long values[9];          /* results by eighths: 0, (0, 1/8], ... (7/8, 1] */
    long met[DJ_KINDS][DJ_LEVELS][2]; /* lone-cave states: kind, level, in reach or not */
    long seats[DJ_LEVELS + 1][7][2][2]; /* seats by level, claimed cards (up to 6),
                                         * winning the trick, a challenge in reach */
} eval_tally_t;

/* Every seat's evaluate against the reference, as bits. */
static void same_evaluate(const djinn_state_t *s, eval_tally_t *t, const char *where)
{
    for (int seat = 0; seat < s->players; seat++) {
        double got = g->evaluate(s, seat), want = reference_evaluate(s, seat);
        cr_assert(memcmp(&got, &want, sizeof got) == 0,
                  "%s: seat %d evaluates to %.17g, the reference to %.17g (stage %d)", where,
                  seat + 1, got, want, s->stage);
        t->values[(int)(want * 8.0 + 0.999999)]++;
        int reach = djinn_completable(s, seat, 1) != 0, k = djinn_popcount(s->claimed[seat]);
        int winning = s->stage == DJ_ST_CLAIM && s->seat == seat;
        if ((s->stage == DJ_ST_PLAY || s->stage == DJ_ST_AFTER) && s->trick_n > 0) {
            int w = djinn_trick_winner_slot(s);
            winning = w >= 0 && s->trick_owner[w] == seat;
        }
        t->reach += reach;
        t->seats[s->level[seat]][k < 6 ? k : 6][winning][reach]++;
    }
    t->states++;
}

/* The same claimed cards under another cave kind, total, dealt cave, rule or level,
 * one change at a time: an answer worked out for the state before must not be
 * reused where it does not hold (a lone-cave state: one cave dealt per level). */
static void vary_caves(djinn_state_t *s, rng_t *rng, eval_tally_t *t, const char *where)
{
    for (int step = 0; step < 12; step++) {
        int l = (int)rng_below(rng, DJ_LEVELS), i = __builtin_ctz(s->dealt[l]);
        switch (step % 6) {
        case 0:
            s->cave[l][i].kind = (uint8_t)rng_below(rng, DJ_KINDS);
            break;
        case 1:
            s->cave[l][i].target = (uint8_t)(1 + rng_below(rng, 80));
            break;
        case 2:
            s->two_pairs_distinct = !s->two_pairs_distinct;
            break;
        case 3: /* every level's row alike and face up ... */
            for (int m = 0; m < DJ_LEVELS; m++) {
                memcpy(s->cave[m], s->cave[l], sizeof s->cave[m]);
                s->dealt[m] = s->dealt[l];
            }
            s->revealed = 7;
            break;
        case 4: /* ... and each seat one level further down */
            for (int p = 0; p < s->players; p++)
                s->level[p] = (uint8_t)((s->level[p] + 1) % DJ_LEVELS);
            break;
        default: /* another cave of the row is the one dealt */
            i = (int)rng_below(rng, DJ_MAX_CAVES);
            s->cave[l][i].kind = (uint8_t)rng_below(rng, DJ_KINDS);
            s->cave[l][i].target = (uint8_t)(1 + rng_below(rng, 80));
            s->dealt[l] = (uint8_t)(1u << i);
            break;
        }
        same_evaluate(s, t, where);
    }
}

/* The state's claimed cards, levels and caves rewritten at random: 0-15 claimed
 * cards a seat (a quarter of the seats also get every card of one number), any
 * level, random face-up rows; with `lone`, a single cave dealt per level, of a kind
 * and total chosen at random (any kind at any level, totals 1-80), so the seats'
 * challenges are those of one kind. */
static void scramble(djinn_state_t *s, rng_t *rng, int lone, eval_tally_t *t)
{
    for (int p = 0; p < s->players; p++) {
        int k = (int)rng_below(rng, 16);
        s->claimed[p] = rng_pick_bits(rng, s->all, k < djinn_popcount(s->all) ? k : 0);
        if (rng_below(rng, 4) == 0) /* every copy of a number: four equal numbers */
            s->claimed[p] |= s->all & 0x0001000100010001ULL << rng_below(rng, DJ_MAX_VALUES);
        s->level[p] = (uint8_t)rng_below(rng, 4);
    }
    s->revealed = (uint8_t)(rng_below(rng, 8) | 1);
    if (lone) {
        for (int l = 0; l < DJ_LEVELS; l++) {
            s->ncaves[l] = DJ_MAX_CAVES;
            int i = (int)rng_below(rng, DJ_MAX_CAVES), kind = (int)rng_below(rng, DJ_KINDS);
            s->cave[l][i].kind = (uint8_t)kind;
            s->cave[l][i].target = (uint8_t)(kind >= DJ_SUM_BELOW && kind <= DJ_SUM_EXACT
                                                 ? 1 + rng_below(rng, 80) : 0);
            s->dealt[l] = (uint8_t)(1u << i);
        }
        for (int p = 0; p < s->players; p++) {
            int l = s->level[p];
            if (l < DJ_LEVELS && (s->revealed >> l) & 1) {
                int kind = s->cave[l][__builtin_ctz(s->dealt[l])].kind;
                t->met[kind][l][djinn_completable(s, p, 1) != 0]++;
            }
        }
    } else {
        for (int l = 0; l < DJ_LEVELS; l++)
            s->dealt[l] = (uint8_t)rng_pick_bits(rng, djinn_low_bits32(s->ncaves[l]),
                                                  1 + (int)rng_below(rng, s->ncaves[l]));
    }
}

/* Random games under `rules`; at every state the state itself, a copy determinized
 * for the seat to move, two scrambled copies, and the lone-cave one's caves varied
 * are compared. */
static void evaluate_over_random_games(const char *rules, int players, int games,
                                       eval_tally_t *t)
{
    djinn_rules_t r = rules_from(rules);
    move_t mv[DJ_MAX_MOVES];
    for (int i = 0; i < games; i++) {
        djinn_state_t s;
        rng_t rng, a;
        rng_for_game(&rng, 1802, (uint64_t)i, (unsigned)players);
        rng_for_game(&a, 1802, (uint64_t)i, 8u + (unsigned)players);
        g->setup(&s, &r, players, &rng);
        for (;;) {
            same_evaluate(&s, t, rules);
            if (g->to_move(&s) < 0)
                break;
            djinn_state_t v = s;
            g->determinize(&v, s.seat, &a);
            same_evaluate(&v, t, rules);
            for (int lone = 0; lone < 2; lone++) {
                v = s;
                scramble(&v, &a, lone, t);
                same_evaluate(&v, t, rules);
            }
            vary_caves(&v, &a, t, rules);
            int n = g->legal_moves(&s, mv);
            g->apply(&s, mv[rng_below(&a, (uint32_t)n)], &rng);
        }
    }
}

Test(djinn, evaluate_returns_the_reference_value_on_every_state)
{
    static const char *const settings[] = {
        "",
        "start_player_leads=true;" MANY_DJINN,
        "hand_size=10;tricks=6;two_pairs_distinct=true;caves_dealt=2",
        "values=8;colours=3;hand_size=5;tricks=5",
        "caves_dealt=6;djinn_start=2",
        "caves_dealt=6;two_pairs_distinct=true;values=16",
    };
    eval_tally_t t;
    memset(&t, 0, sizeof t);
    for (int players = 2; players <= DJ_MAX_PLAYERS; players++)
        for (size_t k = 0; k < sizeof settings / sizeof *settings; k++)
            evaluate_over_random_games(settings[k], players, 4, &t);
    /* not a vacuous comparison: many states, challenges in reach, the whole range of
     * values, and each challenge kind both met and not at each level it can be met */
    cr_assert_gt(t.states, 100000, "%ld states", t.states);
    cr_assert_gt(t.reach, 5000, "%ld seats with a challenge in reach", t.reach);
    for (int b = 0; b < 9; b++)
        cr_assert_gt(t.values[b], 0, "no value in eighth %d", b);
    for (int kind = 0; kind < DJ_KINDS; kind++)
        for (int l = 0; l < DJ_LEVELS; l++) {
            int pair_kind = kind == DJ_PAIR_LOWER || kind == DJ_TWO_PAIRS ||
                            kind == DJ_TWO_PAIRS_LOWER;
            int fits = !pair_kind || kind - DJ_PAIR_LOWER == l;
            cr_assert_gt(t.met[kind][l][0], 0, "kind %d level %d never missed", kind, l);
            if (fits)
                cr_assert_gt(t.met[kind][l][1], 0, "kind %d level %d never met", kind, l);
            else
                cr_assert_eq(t.met[kind][l][1], 0, "kind %d level %d met", kind, l);
        }
    /* every progress a seat can have: level, claimed cards, winning, in reach */
    for (int l = 0; l <= DJ_LEVELS; l++)
        for (int k = 0; k <= 6; k++)
            for (int w = 0; w < 2; w++)
                for (int reach = 0; reach < 2; reach++) {
                    int can = !reach || (l < DJ_LEVELS && k >= djinn_level_size(l));
                    if (can)
                        cr_assert_gt(t.seats[l][k][w][reach], 0,
                                     "no seat at level %d, %d cards, winning %d, reach %d", l,
                                     k, w, reach);
                    else
                        cr_assert_eq(t.seats[l][k][w][reach], 0);
                }
}

/* ---- the playout hook: the engine's random loop, without a move list ---- */

/* The engine's generic random loop, which djinn_playout must match to the byte. */
static void loop_playout(void *st, uint32_t moves, move_t *buf, rng_t *rng)
{
    while (moves-- > 0 && g->to_move(st) >= 0) {
        int n = g->legal_moves(st, buf);
        g->apply(st, buf[n == 1 ? 0 : rng_below(rng, (uint32_t)n)], rng);
    }
}

/* What the driving games went through (so that the comparison covers the rare paths). */
enum {
    SEEN_CAVE,       /* a cave chosen */
    SEEN_PICK,       /* a challenge card picked */
    SEEN_PHASE,      /* a phase ended and the next was dealt */
    SEEN_RESHUFFLE,  /* the used Djinn cards became the draw pile */
    SEEN_AFTER,      /* the end of a turn chosen over a Djinn card */
    SEEN_FIVE_CAVE,  /* the game ended with a 5-cave */
    SEEN_CAPPED,     /* the game stopped (phase cap, too few cards) */
    SEEN_EFFECT,     /* + effect * 2 + param: a Djinn card played */
    SEEN_COUNT = SEEN_EFFECT + 2 * DJ_EFFECTS
};

/* From every state of random games (seeds, player counts, rule settings), the hook and
 * the loop play 1, 2, 3, 8 and unlimited moves: the same state bytes and generator. */
static void playout_matches(const char *rules, int games, unsigned *seen)
{
    djinn_rules_t r = rules_from(rules);
    static const uint32_t lens[] = {1, 2, 3, 8, UINT32_MAX};
    move_t moves[DJ_MAX_MOVES];
    for (int players = 2; players <= 4; players++) {
        for (int i = 0; i < games; i++) {
            djinn_state_t s = fresh_with(&r, players, 7000 + (uint64_t)(i * 4 + players));
            rng_t rng;
            rng_for_game(&rng, 99, (uint64_t)i, (unsigned)players);
            for (int step = 0; g->to_move(&s) >= 0; step++) {
                for (int l = 0; l < 5; l++) {
                    if (l < 4 && (step + l) % 3)
                        continue; /* the short runs from one state in three */
                    djinn_state_t a = s, b = s;
                    rng_t ra = rng, rb = rng;
                    loop_playout(&a, lens[l], moves, &ra);
                    djinn_playout(&b, lens[l], moves, &rb);
                    cr_assert(memcmp(&a, &b, sizeof a) == 0 && memcmp(&ra, &rb, sizeof ra) == 0,
                              "%s, %d players, game %d, step %d, %u moves: the hook and the "
                              "loop differ", rules, players, i, step, lens[l]);
                }
                int n = g->legal_moves(&s, moves);
                move_t m = moves[n == 1 ? 0 : rng_below(&rng, (uint32_t)n)];
                uint32_t used = s.djinn_used;
                int phases = s.phases;
                if (DJ_MV_KIND(m) == DJ_MV_DJINN) {
                    const djinn_card_t *d = &s.djinn[DJ_MV_DJINN_IDX(m)];
                    seen[SEEN_EFFECT + d->effect * 2 + d->param]++;
                }
                seen[SEEN_CAVE] += DJ_MV_KIND(m) == DJ_MV_CAVE;
                seen[SEEN_PICK] += DJ_MV_KIND(m) == DJ_MV_PICK;
                seen[SEEN_AFTER] += DJ_MV_KIND(m) == DJ_MV_END;
                g->apply(&s, m, &rng);
                seen[SEEN_PHASE] += s.phases != phases;
                seen[SEEN_RESHUFFLE] += used && !s.djinn_used;
            }
            seen[s.capped ? SEEN_CAPPED : SEEN_FIVE_CAVE]++;
        }
    }
}

Test(djinn, playout_hook_matches_the_loop, .timeout = 120)
{
    cr_assert(g->playout == djinn_playout, "mcts plays its playouts through the hook");
    unsigned seen[SEEN_COUNT] = {0};
    playout_matches("", 12, seen);
    playout_matches("start_player_leads=true;" MANY_DJINN, 12, seen);
    playout_matches("djinn_start=8;djinn_last_place=8;djinn_per_turn=2", 6, seen);
    playout_matches("hand_size=10;tricks=6;two_pairs_distinct=true;caves_dealt=2", 6, seen);
    playout_matches("values=8;colours=3;hand_size=5;tricks=5", 6, seen);
    playout_matches("phase_cap=2;djinn_per_turn=0", 4, seen);
    playout_matches("values=16;colours=2;hand_size=12;tricks=12", 4, seen);
    static const char *const names[SEEN_EFFECT] = {
        "a cave chosen", "a card picked", "a phase end", "a Djinn reshuffle",
        "a turn ended before a Djinn card", "a 5-cave", "a capped game"};
    for (int k = 0; k < SEEN_EFFECT; k++)
        cr_assert_gt(seen[k], 0, "the games never reached %s", names[k]);
    for (int e = 0; e < DJ_EFFECTS; e++)
        cr_assert_gt(seen[SEEN_EFFECT + e * 2] + seen[SEEN_EFFECT + e * 2 + 1], 0,
                     "the games never played Djinn effect %d", e);
    cr_assert_gt(seen[SEEN_EFFECT + DJ_FREE_PLAY * 2 + 1], 0,
                 "the games never played a free play counting as led");
}
