/* test_dnup.c - dnup: one test per rule of the rulebook (build a position, apply a
 * move, check the consequence), the cards file and its validation, hidden information,
 * rule parameters, what a seat knows, and the shared battery with a card-conservation
 * check. The fingerprint of play is `simulate --signature` (tests/signatures.txt,
 * checked by test_signature). RULES.md names the test that covers each rule. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "battery.h"
#include "data.h"
#include "trace_event.h"
#include "../games/dnup/dnup.h"

static const game_t *g = &dnup_game;

static void init_game(void)
{
    char err[256];
    cr_assert_eq(g->init(err, sizeof err), 0, "init: %s", err);
}

TestSuite(dnup, .init = init_game);

/* ---- building positions by hand ---- */

static dnup_rules_t default_rules(void)
{
    dnup_rules_t r;
    rules_defaults(g, &r);
    return r;
}

/* A new game dealt by a generator seeded (seed, stream); rng goes on from the deal. */
static dnup_state_t new_game(const dnup_rules_t *r, int players, uint64_t seed,
                             uint64_t stream, rng_t *rng)
{
    dnup_state_t s;
    rng_seed(rng, seed, stream);
    g->setup(&s, r, players, rng);
    return s;
}

/* A dealt game whose cards are then all put on the discard pile, so a test places
 * exactly the cards it needs. Seat 0 to move, area 0 (Play Area 1). */
static dnup_state_t empty_table(int players, const dnup_rules_t *r)
{
    rng_t rng;
    dnup_state_t s = new_game(r, players, 11, 13, &rng);
    memset(s.hand, 0, sizeof s.hand);
    memset(s.set, 0, sizeof s.set);
    s.discard = s.in_play;
    dnup_table_refresh(&s);
    s.known = 0;
    s.out = -1;
    s.seat = 0;
    s.area = 0;
    return s;
}

static dnup_state_t table_for(int players)
{
    dnup_rules_t r = default_rules();
    return empty_table(players, &r);
}

/* Card {shown, other}, turned so that `shown` is its active value, taken from wherever
 * it was. */
static uint64_t turn_card(dnup_state_t *s, int shown, int other)
{
    int c = dnup_card(shown, other);
    cr_assert(c >= 0, "no card %d/%d in the deck", shown, other);
    uint64_t bit = 1ull << c;
    cr_assert(s->in_play & bit, "card %d/%d is not in this player count", shown, other);
    for (int p = 0; p < DNUP_MAX_PLAYERS; p++)
        s->hand[p] &= ~bit;
    for (int k = 0; k < DNUP_SLOTS; k++)
        s->set[k] &= ~bit;
    s->discard &= ~bit;
    s->known &= ~bit;
    if (dnup_deck->face[c][1] == shown)
        s->orient |= bit;
    else
        s->orient &= ~bit;
    dnup_table_refresh(s);
    return bit;
}

static void give(dnup_state_t *s, int seat, int shown, int other)
{
    s->hand[seat] |= turn_card(s, shown, other);
}

static void place(dnup_state_t *s, int seat, int area, int shown, int other)
{
    s->set[seat * DNUP_AREAS + area] |= turn_card(s, shown, other);
    dnup_table_refresh(s);
}

/* The next card of a list written as the game's text writes cards, the side shown
 * first ("4/1 9/2"): 1 with its values, p moved past it; 0 at the list's end or a '|'. */
static int next_card(const char **p, int *shown, int *other)
{
    int len = 0;
    if (sscanf(*p, " %d/%d%n", shown, other, &len) == 2) {
        *p += len;
        return 1;
    }
    *p += strspn(*p, " ");
    cr_assert(**p == '\0' || **p == '|', "not a card: %s", *p);
    return 0;
}

/* The hands of seats 0, 1, ... ('|' between seats): "4/1 4/2 | 9/8 | 6/7". */
static void give_hands(dnup_state_t *s, const char *hands)
{
    const char *p = hands;
    for (int seat = 0, a, b; seat < s->players; seat++) {
        while (next_card(&p, &a, &b))
            give(s, seat, a, b);
        if (*p++ != '|')
            return;
    }
    cr_assert_fail("more hands than seats: %s", hands);
}

/* The cards of `list` as the set of `seat` in `area`. */
static void place_set(dnup_state_t *s, int seat, int area, const char *list)
{
    for (int a, b; next_card(&list, &a, &b);)
        place(s, seat, area, a, b);
    cr_assert_eq(*list, '\0', "a set is one list");
}

/* table_for(players) with those hands. */
static dnup_state_t table_with(int players, const char *hands)
{
    dnup_state_t s = table_for(players);
    give_hands(&s, hands);
    return s;
}

static uint64_t card_bit(int a, int b)
{
    return 1ull << dnup_card(a, b);
}

/* Is card {a, b} in `mask`, showing `shown`? */
static int holds(const dnup_state_t *s, uint64_t mask, int shown, int other)
{
    int c = dnup_card(shown, other);
    return (mask >> c & 1) && dnup_shown(s, c) == shown;
}

static unsigned others(int o1, int o2, int o3)
{
    unsigned m = 0;
    if (o1) m |= 1u << (o1 - 1);
    if (o2) m |= 1u << (o2 - 1);
    if (o3) m |= 1u << (o3 - 1);
    return m;
}

static int is_legal(const dnup_state_t *s, move_t m)
{
    move_t moves[DNUP_MAX_MOVES];
    int n = g->legal_moves(s, moves);
    for (int i = 0; i < n; i++)
        if (moves[i] == m)
            return 1;
    return 0;
}

static void play(dnup_state_t *s, move_t m)
{
    cr_assert(is_legal(s, m), "move %u is not legal here", m);
    rng_t rng;
    rng_seed(&rng, 5, 7);
    g->apply(s, m, &rng);
}

static void play_rng(dnup_state_t *s, move_t m, rng_t *rng)
{
    cr_assert(is_legal(s, m), "move %u is not legal here", m);
    g->apply(s, m, rng);
}

/* Random moves, drawn and applied with rng, to the end of the round (or the game). */
static void play_round(dnup_state_t *s, rng_t *rng)
{
    int round = s->rounds;
    move_t moves[DNUP_MAX_MOVES];
    while (g->to_move(s) >= 0 && s->rounds == round) {
        int n = g->legal_moves(s, moves);
        g->apply(s, moves[rng_below(rng, (uint32_t)n)], rng);
    }
}

/* ---- invariants (the battery calls this on every position) ---- */

static void check_invariants(const void *vs, void *ctx)
{
    (void)ctx;
    const dnup_state_t *s = vs;
    uint64_t seen = s->discard, hands = 0;
    for (int p = 0; p < s->players; p++) {
        cr_assert_eq(seen & s->hand[p], 0, "a card of hand %d is also elsewhere", p);
        seen |= s->hand[p];
        hands |= s->hand[p];
    }
    int size_used[DNUP_MAX_CARDS + 1] = {0};
    for (int k = 0; k < DNUP_SLOTS; k++) {
        uint64_t set = s->set[k];
        if (!set)
            continue;
        cr_assert_lt(k / DNUP_AREAS, s->players, "a set in front of a missing seat");
        cr_assert(s->two_player || k % DNUP_AREAS == 0, "area 2 used with 3+ players");
        cr_assert_eq(seen & set, 0, "a card of set %d is also elsewhere", k);
        seen |= set;
        int v = dnup_shown(s, __builtin_ctzll(set));
        for (uint64_t m = set; m; m &= m - 1)
            cr_assert_eq(dnup_shown(s, __builtin_ctzll(m)), v, "a set mixes values");
        int size = __builtin_popcountll(set);
        cr_assert_eq(size_used[size], 0, "two sets of size %d on the table", size);
        size_used[size] = 1;
    }
    /* the table summary kept by apply matches the sets */
    dnup_state_t fresh = *s;
    dnup_table_refresh(&fresh);
    cr_assert_eq(fresh.size_value, s->size_value, "size_value out of date");
    cr_assert_eq(fresh.size_slot, s->size_slot, "size_slot out of date");
    cr_assert_eq(fresh.occupied, s->occupied, "occupied out of date");
    /* conservation: every card of the player count in exactly one place */
    cr_assert_eq(seen, s->in_play, "cards lost or created");
    cr_assert_eq(s->known & ~hands, 0, "a known card is not in a hand");
    if (s->out >= 0)
        cr_assert_eq(s->hand[s->out], 0, "the player out holds cards");
    if (g->to_move(s) >= 0) {
        cr_assert_neq(s->hand[s->seat], 0, "the seat to move has no cards");
        cr_assert_neq(s->seat, s->out, "the player out is to move");
        cr_assert_eq(s->set[s->seat * DNUP_AREAS + s->area], 0,
                     "the set of the area in turn was not discarded");
        int target = s->two_player ? s->rounds_to_win : s->points_to_win;
        for (int p = 0; p < s->players; p++)
            cr_assert_lt(s->score[p], target, "the game goes on past the target");
    }
}

/* ---- the cards ---- */

Test(dnup, deck_is_every_pair_of_1_to_9_with_the_star_on_1_5)
{
    cr_assert_eq(dnup_deck->ncards, 36);
    for (int a = 1; a <= 9; a++)
        for (int b = 1; b <= 9; b++)
            cr_assert_eq(dnup_card(a, b) >= 0, a != b, "pair %d/%d", a, b);
    cr_assert_eq(dnup_deck->star, dnup_card(1, 5));
}

static int count_value(uint64_t cards, int v)
{
    int n = 0;
    for (; cards; cards &= cards - 1) {
        int c = __builtin_ctzll(cards);
        n += dnup_deck->face[c][0] == v || dnup_deck->face[c][1] == v;
    }
    return n;
}

Test(dnup, card_removal_per_player_count_keeps_hands_and_values_even)
{
    /* cards kept and the fewest/most cards of one value, for 2..5 players */
    static const int cards[6] = {0, 0, 18, 27, 32, 36};
    static const int lo[6] = {0, 0, 4, 6, 7, 8}, hi[6] = {0, 0, 4, 6, 8, 8};
    for (int p = 2; p <= 5; p++) {
        uint64_t kept = dnup_deck->in_play[p];
        cr_assert_eq(__builtin_popcountll(kept), cards[p], "%d players", p);
        cr_assert(kept >> dnup_deck->star & 1, "star card removed with %d players", p);
        for (int v = 1; v <= 9; v++) {
            int n = count_value(kept, v);
            cr_assert(n >= lo[p] && n <= hi[p], "%d players: value %d on %d cards", p, v, n);
        }
        /* the rulebook's example cards are in every count */
        cr_assert(kept & card_bit(2, 5) && kept & card_bit(2, 7) && kept & card_bit(2, 9));
        cr_assert(kept & card_bit(3, 4) && kept & card_bit(3, 6));
    }
    /* 5 players use all, 4 remove three-dot, 3 also two-dot, 2 also one-dot */
    for (int c = 0; c < dnup_deck->ncards; c++) {
        int sym = dnup_deck->symbol[c];
        cr_assert_eq(dnup_deck->in_play[5] >> c & 1, 1);
        cr_assert_eq(dnup_deck->in_play[4] >> c & 1, sym != DNUP_SYM_THREE_DOT);
        cr_assert_eq(dnup_deck->in_play[3] >> c & 1, sym <= DNUP_SYM_ONE_DOT);
        cr_assert_eq(dnup_deck->in_play[2] >> c & 1, sym == DNUP_SYM_NONE);
    }
}

Test(dnup, deal_gives_out_all_cards_as_evenly_as_possible)
{
    dnup_rules_t r = default_rules();
    for (int p = 2; p <= 5; p++) {
        for (uint64_t seed = 0; seed < 50; seed++) {
            rng_t rng;
            dnup_state_t s = new_game(&r, p, seed, 3, &rng);
            int total = __builtin_popcountll(s.in_play), most = 0, least = 99;
            for (int k = 0; k < p; k++) {
                int n = __builtin_popcountll(s.hand[k]);
                most = n > most ? n : most;
                least = n < least ? n : least;
            }
            cr_assert_leq(most - least, 1, "%d players", p);
            cr_assert_eq(least, total / p);
            check_invariants(&s, NULL);
        }
    }
}

/* "Before each round, shuffle the deck, then deal out all cards": the first dealer is
 * random (our decision), the deal starts at the dealer's left and the dealer passes
 * left each round. With 5 players and 36 cards the seat left of the dealer gets 8. */
Test(dnup, deal_starts_left_of_a_random_dealer_who_passes_left_each_round)
{
    dnup_rules_t r = default_rules();
    int first_dealers = 0;
    for (uint64_t seed = 0; seed < 40; seed++) {
        rng_t rng;
        dnup_state_t s = new_game(&r, 5, seed, 5, &rng);
        first_dealers |= 1 << s.dealer;
        for (int round = 1; round <= 3 && g->to_move(&s) >= 0; round++) {
            cr_assert_eq(s.rounds, round);
            int left = (s.dealer + 1) % 5;
            for (int p = 0; p < 5; p++)
                cr_assert_eq(__builtin_popcountll(s.hand[p]), p == left ? 8 : 7,
                             "round %d: seat %d of dealer %d", round, p, s.dealer);
            int dealer = s.dealer;
            play_round(&s, &rng);
            if (g->to_move(&s) >= 0)
                cr_assert_eq(s.dealer, (dealer + 1) % 5, "the deal passes left");
        }
    }
    cr_assert_eq(first_dealers, 31, "every seat deals the first round sometimes");
}

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    cr_assert(f);
    fputs(text, f);
    fclose(f);
}

/* `text` written to `path` and loaded as a cards file: refused with an error that starts
 * with the file's name and contains `want`. */
static void expect_refused(const char *path, const char *text, const char *want)
{
    char err[512];
    write_file(path, text);
    dnup_deck_t d;
    int rc = dnup_deck_load(&d, path, err, sizeof err);
    unlink(path);
    cr_assert_neq(rc, 0, "accepted a file that should fail with: %s", want);
    cr_assert(strncmp(err, path, strlen(path)) == 0, "error '%s' does not start with the file",
              err);
    cr_assert(strstr(err, want), "error '%s' does not mention '%s'", err, want);
}

/* Load a cards file with one line changed; expect an error containing `want`. */
static void expect_bad_deck(const char *extra_rows, const char *want)
{
    char path[64];
    snprintf(path, sizeof path, "/tmp/dnup_cards_%d.csv", (int)getpid());
    char text[4096] = "value_a,value_b,star,symbol\n1,5,1,none\n2,5,0,none\n";
    strcat(text, extra_rows);
    expect_refused(path, text, want);
}

Test(dnup, cards_file_errors_name_file_line_and_field)
{
    expect_bad_deck("5,2,0,none\n", ":4: field 'value_b': the pair 5/2 is already card 2");
    expect_bad_deck("3,3,0,none\n", ":4: field 'value_b': the two values of a card must differ");
    expect_bad_deck("3,10,0,none\n", ":4: field 'value_b': expected an integer from 1 to 9");
    expect_bad_deck("x,4,0,none\n", ":4: field 'value_a'");
    expect_bad_deck("3,4,1,none\n", ":4: field 'star': a second star card (the first is on line 2)");
    expect_bad_deck("3,4,2,none\n", ":4: field 'star'");
    expect_bad_deck("3,4,0,four-dot\n", ":4: field 'symbol': expected none, one-dot");
    expect_bad_deck("3,4,0,none,extra\n", ":4: more fields");

    char path[64], err[512];
    dnup_deck_t d;
    snprintf(path, sizeof path, "/tmp/dnup_nostar_%d.csv", (int)getpid());
    expect_refused(path, "value_a,value_b,star,symbol\n1,5,1,two-dot\n",
                   ":2: field 'symbol': the star card");
    expect_refused(path, "value_a,value_b,symbol\n1,5,none\n", "missing column 'star'");
    cr_assert_neq(dnup_deck_load(&d, "/nonexistent/cards.csv", err, sizeof err), 0);
    cr_assert(strstr(err, "/nonexistent/cards.csv"), "%s", err);
}

/* The game's cards.csv, line by line (header first), into lines[]; returns the count. */
static int real_cards_lines(char lines[64][64])
{
    char path[1024];
    data_path(path, sizeof path, "games/dnup/cards.csv");
    FILE *f = fopen(path, "r");
    cr_assert(f, "cannot read %s", path);
    int n = 0;
    while (n < 64 && fgets(lines[n], 64, f))
        n++;
    fclose(f);
    cr_assert_eq(n, 37, "header and 36 cards");
    return n;
}

/* Write lines[0..n) (skipping `skip`, -1 for none) plus `extra`, load, expect `want`. */
static void expect_bad_file(char lines[64][64], int n, int skip, const char *extra,
                            const char *want)
{
    char path[64], text[4096] = "";
    snprintf(path, sizeof path, "/tmp/dnup_whole_%d.csv", (int)getpid());
    for (int i = 0; i < n; i++)
        if (i != skip)
            strcat(text, lines[i]);
    strcat(text, extra);
    expect_refused(path, text, want);
}

/* The file must hold the whole deck: every pair once, the star, and enough cards for
 * every player count. Cut short, a row missing, a row repeated: refused, naming the
 * file (and the line, where one row is at fault). */
Test(dnup, cards_file_must_hold_the_whole_deck)
{
    char lines[64][64];
    int n = real_cards_lines(lines);
    char path[1024], err[512];
    data_path(path, sizeof path, "games/dnup/cards.csv");
    dnup_deck_t d;
    cr_assert_eq(dnup_deck_load(&d, path, err, sizeof err), 0, "%s", err);
    /* truncated after 4 cards (1/2 .. 1/5) */
    expect_bad_file(lines, 5, -1, "", ": 4 cards, but the deck has 36, one for every pair of "
                    "distinct values 1-9; 1/6 is missing");
    /* one row missing: 4/7 (line 25) */
    cr_assert_eq(strncmp(lines[24], "4,7,", 4), 0, "%s", lines[24]);
    expect_bad_file(lines, n, 24, "", ": 35 cards, but the deck has 36");
    expect_bad_file(lines, n, 24, "", "4/7 is missing");
    /* a row repeated at the end (line 38) */
    expect_bad_file(lines, n, -1, lines[16], ":38: field 'value_b': the pair 3/4 is already");
    /* the star card's row lost its star */
    cr_assert_eq(strncmp(lines[4], "1,5,1,", 6), 0, "%s", lines[4]);
    char nostar[64][64];
    memcpy(nostar, lines, sizeof nostar);
    snprintf(nostar[4], 64, "1,5,0,none\n");
    expect_bad_file(nostar, n, -1, "", ": no star card");
    /* symbols that leave every player count the star card alone */
    char few[64][64];
    memcpy(few, lines, sizeof few);
    for (int i = 1; i < n; i++) {
        if (i == 4)
            continue;
        char *last = strrchr(few[i], ',');
        snprintf(last, 64 - (size_t)(last - few[i]), ",three-dot\n");
    }
    expect_bad_file(few, n, -1, "", ": with 2 players the symbols keep 1 card, fewer than "
                    "one per player");
}

/* ---- setup and the deal ---- */

Test(dnup, cards_are_dealt_in_random_orientation)
{
    dnup_rules_t r = default_rules();
    uint64_t ever_b = 0, ever_a = 0;
    for (uint64_t seed = 0; seed < 40; seed++) {
        rng_t rng;
        dnup_state_t s = new_game(&r, 5, seed, 1, &rng);
        ever_b |= s.orient;
        ever_a |= ~s.orient & s.in_play;
    }
    cr_assert_eq(ever_a, dnup_deck->in_play[5], "some card never dealt showing value_a");
    cr_assert_eq(ever_b, dnup_deck->in_play[5], "some card never dealt showing value_b");
}

Test(dnup, star_holder_starts_the_round)
{
    dnup_rules_t r = default_rules();
    for (int p = 2; p <= 5; p++) {
        for (uint64_t seed = 0; seed < 30; seed++) {
            rng_t rng;
            dnup_state_t s = new_game(&r, p, seed, 9, &rng);
            cr_assert(s.hand[g->to_move(&s)] >> dnup_deck->star & 1, "%d players", p);
            /* 2 players: the star holder opens with Play Area 2 only */
            cr_assert_eq(s.area, p == 2 ? 1 : 0);
            cr_assert_eq(s.rounds, 1);
        }
    }
}

/* ---- A: play a set ---- */

Test(dnup, play_a_set_of_cards_of_the_same_value)
{
    dnup_state_t s = table_with(3, "4/1 4/2 4/9 7/8 | 6/7 | 6/8");
    /* a set need not use every card of its value: any non-empty subset is a move */
    cr_assert(is_legal(&s, DNUP_MOVE_PLAY(4, others(1, 0, 0))));
    cr_assert(is_legal(&s, DNUP_MOVE_PLAY(4, others(2, 9, 0))));
    cr_assert(is_legal(&s, DNUP_MOVE_PLAY(4, others(1, 2, 9))));
    /* cards of different values never form a set */
    move_t moves[DNUP_MAX_MOVES];
    int n = g->legal_moves(&s, moves), plays = 0;
    for (int i = 0; i < n; i++)
        plays += DNUP_MOVE_TYPE(moves[i]) == DNUP_PLAY;
    cr_assert_eq(plays, 7 + 1, "7 subsets of the three 4s, one of the 7");
    play(&s, DNUP_MOVE_PLAY(4, others(1, 9, 0)));
    cr_assert_eq(s.set[0], card_bit(4, 1) | card_bit(4, 9));
    cr_assert_eq(s.hand[0], card_bit(4, 2) | card_bit(7, 8));
    cr_assert(holds(&s, s.set[0], 4, 1) && holds(&s, s.set[0], 4, 9));
    cr_assert_eq(g->to_move(&s), 1, "the player on the left moves next");
    check_invariants(&s, NULL);
}

/* Rulebook example: a 1-card set of value 7 and a 3-card set of value 6 on the table. */
Test(dnup, play_conflicts_only_with_a_set_of_the_same_size)
{
    dnup_state_t s = table_with(4, "5/1 5/2 5/3 7/1 8/1 | 1/2 | 1/3 | 9/4");
    place_set(&s, 2, 0, "7/2");
    place_set(&s, 3, 0, "6/2 6/3 6/5");
    /* 1-card sets: only above 7 */
    cr_assert(!is_legal(&s, DNUP_MOVE_PLAY(5, others(1, 0, 0))));
    cr_assert(!is_legal(&s, DNUP_MOVE_PLAY(7, others(1, 0, 0))), "equal is not higher");
    cr_assert(is_legal(&s, DNUP_MOVE_PLAY(8, others(1, 0, 0))));
    /* 3-card sets: only above 6, so three 5s are illegal */
    cr_assert(!is_legal(&s, DNUP_MOVE_PLAY(5, others(1, 2, 3))));
    /* 2-card sets: any value */
    cr_assert(is_legal(&s, DNUP_MOVE_PLAY(5, others(1, 2, 0))));
    play(&s, DNUP_MOVE_PLAY(5, others(2, 3, 0)));
    cr_assert_eq(s.set[4], card_bit(7, 2), "the 7 stays");
    cr_assert_eq(__builtin_popcountll(s.set[6]), 3, "the 6s stay");
    check_invariants(&s, NULL);
}

Test(dnup, play_higher_set_returns_the_beaten_set_rotated)
{
    dnup_state_t s = table_with(3, "5/1 5/2 5/3 3/1 3/7 2/4 2/6 | 9/8 | 1/2");
    place_set(&s, 1, 0, "3/4 3/6");
    cr_assert(!is_legal(&s, DNUP_MOVE_PLAY(3, others(1, 7, 0))), "equal is not higher");
    cr_assert(!is_legal(&s, DNUP_MOVE_PLAY(2, others(4, 6, 0))), "lower is not higher");
    cr_assert(is_legal(&s, DNUP_MOVE_PLAY(3, others(1, 0, 0))), "other sizes are free");
    play(&s, DNUP_MOVE_PLAY(5, others(1, 2, 0)));
    cr_assert_eq(s.set[2], 0, "the 3s left the table");
    /* the two 3s are back in seat 1's hand as a 4 and a 6, in everyone's view */
    cr_assert(holds(&s, s.hand[1], 4, 3) && holds(&s, s.hand[1], 6, 3));
    cr_assert_eq(s.known, card_bit(3, 4) | card_bit(3, 6));
    cr_assert_eq(s.set[0], card_bit(5, 1) | card_bit(5, 2));
    check_invariants(&s, NULL);
}

/* ---- B: add a card to an opponent's set ---- */

Test(dnup, add_card_must_match_the_set_value)
{
    dnup_state_t s = table_with(3, "3/5 5/2 | 9/8 | 9/6");
    place_set(&s, 2, 0, "3/1");
    cr_assert(is_legal(&s, DNUP_MOVE_ADD(3, 5, 4)));
    cr_assert(!is_legal(&s, DNUP_MOVE_ADD(5, 2, 4)), "a 5 cannot join a set of 3s");
    play(&s, DNUP_MOVE_ADD(3, 5, 4));
    cr_assert_eq(s.set[4], card_bit(3, 1) | card_bit(3, 5), "the set is now two 3s");
    cr_assert_eq(s.hand[0], card_bit(5, 2));
    check_invariants(&s, NULL);
}

/* Rulebook examples: one 3 cannot grow into a pair against a pair of 5s; one 5 can
 * grow into a pair against a pair of 3s, which return rotated (4 and 6). */
Test(dnup, add_card_conflicts_with_a_set_of_the_new_size)
{
    dnup_state_t s = table_with(4, "3/2 | 9/8 | 9/6 | 8/7");
    place_set(&s, 2, 0, "3/1");
    place_set(&s, 3, 0, "5/1 5/2");
    cr_assert(!is_legal(&s, DNUP_MOVE_ADD(3, 2, 4)), "two 3s would not beat two 5s");
    /* "must be greater": a pair of 5s does not beat a pair of 5s either */
    s.set[4] = 0;
    place_set(&s, 2, 0, "5/3");
    give(&s, 0, 5, 6);
    cr_assert(!is_legal(&s, DNUP_MOVE_ADD(5, 6, 4)), "equal is not greater");

    s = table_with(4, "5/2 1/2 | 9/8 | 9/6 | 8/7");
    place_set(&s, 2, 0, "5/1");
    place_set(&s, 3, 0, "3/4 3/6");
    play(&s, DNUP_MOVE_ADD(5, 2, 4));
    cr_assert_eq(s.set[4], card_bit(5, 1) | card_bit(5, 2));
    cr_assert_eq(s.set[6], 0);
    cr_assert(holds(&s, s.hand[3], 4, 3) && holds(&s, s.hand[3], 6, 3));
    cr_assert_eq(s.known, card_bit(3, 4) | card_bit(3, 6));
    check_invariants(&s, NULL);
}

/* ---- C: take a set; the golden rule ---- */

Test(dnup, take_a_set_rotates_every_card_three_2s_become_5_7_9)
{
    dnup_state_t s = table_with(3, "1/3 | 8/4 | 8/6");
    place_set(&s, 2, 0, "2/5 2/7 2/9");
    play(&s, DNUP_MOVE_TAKE(4));
    cr_assert_eq(s.set[4], 0);
    cr_assert(holds(&s, s.hand[0], 5, 2) && holds(&s, s.hand[0], 7, 2) &&
              holds(&s, s.hand[0], 9, 2));
    cr_assert_eq(__builtin_popcountll(s.hand[0]), 4, "no hand limit: the hand just grows");
    cr_assert_eq(s.known, card_bit(2, 5) | card_bit(2, 7) | card_bit(2, 9),
                 "everyone saw the cards taken");
    check_invariants(&s, NULL);
}

Test(dnup, take_and_add_only_target_opponents)
{
    dnup_state_t s = table_with(2, "3/6 6/8 | 9/8");
    /* own set, area 2 (two cards: sets on the table have distinct sizes); opponent's set,
     * area 1 */
    place_set(&s, 0, 1, "3/4 3/5");
    place_set(&s, 1, 0, "6/7");
    cr_assert(!is_legal(&s, DNUP_MOVE_TAKE(1)), "own set cannot be taken");
    cr_assert(!is_legal(&s, DNUP_MOVE_ADD(3, 6, 1)), "no card onto own set");
    cr_assert(is_legal(&s, DNUP_MOVE_TAKE(2)));
    cr_assert(is_legal(&s, DNUP_MOVE_ADD(6, 8, 2)));
}

/* ---- D: rotate the hand ---- */

Test(dnup, rotate_flips_every_card_in_hand_and_nothing_else)
{
    dnup_state_t s = table_with(3, "1/5 8/5 | 7/4 | 9/4");
    place_set(&s, 2, 0, "6/3");
    uint64_t before = s.orient;
    play(&s, DNUP_MOVE_ROTATE);
    cr_assert(holds(&s, s.hand[0], 5, 1) && holds(&s, s.hand[0], 5, 8));
    cr_assert_eq(s.orient ^ before, s.hand[0]);
    cr_assert(holds(&s, s.set[4], 6, 3));
}

/* ---- your turn: discard first ---- */

Test(dnup, own_set_is_discarded_at_the_start_of_the_next_turn)
{
    dnup_state_t s = table_with(3, "4/1 9/2 | 8/1 | 7/1");
    uint64_t pile = s.discard;
    play(&s, DNUP_MOVE_PLAY(4, others(1, 0, 0)));
    play(&s, DNUP_MOVE_ROTATE);
    cr_assert_eq(s.set[0], card_bit(4, 1), "the set stays during the others' turns");
    play(&s, DNUP_MOVE_ROTATE);
    cr_assert_eq(g->to_move(&s), 0);
    cr_assert_eq(s.set[0], 0, "seat 0's set is discarded before its action");
    cr_assert_eq(s.discard, pile | card_bit(4, 1));
    /* so a set of the same size is free again for seat 0 */
    cr_assert(is_legal(&s, DNUP_MOVE_PLAY(9, others(2, 0, 0))));
    check_invariants(&s, NULL);
}

/* ---- end of the round (3-5 players) ---- */

Test(dnup, first_out_scores_2_and_its_set_stays_one_cycle)
{
    dnup_state_t s = table_with(4, "4/1 | 9/1 | 8/1 | 7/1");
    play(&s, DNUP_MOVE_PLAY(4, others(1, 0, 0)));
    cr_assert_eq(s.score[0], 2);
    cr_assert_eq(s.out, 0);
    cr_assert_eq(g->to_move(&s), 1);
    play(&s, DNUP_MOVE_ROTATE);
    play(&s, DNUP_MOVE_ROTATE);
    cr_assert_eq(s.set[0], card_bit(4, 1), "still there through the others' turns");
    play(&s, DNUP_MOVE_ROTATE);
    /* seat 0's turn would come: its set is discarded and seat 0 is skipped */
    cr_assert_eq(s.set[0], 0);
    cr_assert(s.discard & card_bit(4, 1));
    cr_assert_eq(g->to_move(&s), 1);
    cr_assert_eq(s.rounds, 1);
    check_invariants(&s, NULL);
}

Test(dnup, going_out_by_adding_the_last_card)
{
    dnup_state_t s = table_with(3, "6/2 | 9/4 | 8/1");
    place_set(&s, 1, 0, "6/3");
    play(&s, DNUP_MOVE_ADD(6, 2, 2));
    cr_assert_eq(s.score[0], 2);
    cr_assert_eq(s.out, 0);
}

Test(dnup, beaten_set_of_the_player_out_is_discarded)
{
    dnup_state_t s = table_with(3, "4/1 | 6/2 3/1 | 8/1");
    play(&s, DNUP_MOVE_PLAY(4, others(1, 0, 0)));
    cr_assert(!is_legal(&s, DNUP_MOVE_PLAY(3, others(1, 0, 0))), "equal/lower stays illegal");
    play(&s, DNUP_MOVE_PLAY(6, others(2, 0, 0)));
    cr_assert_eq(s.set[0], 0);
    cr_assert_eq(s.hand[0], 0, "the player out gets nothing back");
    cr_assert(s.discard & card_bit(4, 1));
    check_invariants(&s, NULL);
}

/* Our decision (RULES.md): the set of the player out is still "a set in front of an
 * opponent", so it can be taken or added to. */
Test(dnup, set_of_the_player_out_can_be_taken_or_added_to)
{
    dnup_state_t s = table_with(3, "4/1 | 4/2 9/2 | 8/1");
    play(&s, DNUP_MOVE_PLAY(4, others(1, 0, 0)));
    cr_assert(is_legal(&s, DNUP_MOVE_ADD(4, 2, 0)));
    play(&s, DNUP_MOVE_TAKE(0));
    cr_assert(holds(&s, s.hand[1], 1, 4));
}

/* B checks the enlarged set against every set on the table: with 2 players that
 * includes the adder's own set in the other area, which comes back to its hand. */
Test(dnup, two_players_adding_a_card_can_beat_the_own_set)
{
    dnup_state_t s = table_with(2, "5/2 8/9 | 7/8");
    s.area = 1;
    place_set(&s, 0, 0, "3/4 3/6"); /* own set in Play Area 1: two 3s */
    place_set(&s, 1, 1, "5/1");     /* opponent's set in its Play Area 2: one 5 */
    play(&s, DNUP_MOVE_ADD(5, 2, 3));
    cr_assert_eq(s.set[3], card_bit(5, 1) | card_bit(5, 2));
    cr_assert_eq(s.set[0], 0, "the own pair of 3s was beaten");
    cr_assert(holds(&s, s.hand[0], 4, 3) && holds(&s, s.hand[0], 6, 3),
              "back in the own hand, rotated");
    cr_assert_eq(s.known, card_bit(3, 4) | card_bit(3, 6));
    check_invariants(&s, NULL);

    /* and a lower enlarged set is illegal against the own set */
    s = table_with(2, "5/2 | 7/8");
    s.area = 1;
    place_set(&s, 0, 0, "6/7 6/8");
    place_set(&s, 1, 1, "5/1");
    cr_assert(!is_legal(&s, DNUP_MOVE_ADD(5, 2, 3)), "two 5s do not beat the own two 6s");
}

/* "If a higher-value set beats them while they are still in play, those cards are
 * simply discarded": also when the beating set grew by an add. */
Test(dnup, adding_a_card_that_beats_the_set_of_the_player_out_discards_it)
{
    dnup_state_t s = table_with(4, "4/1 4/2 | 6/2 9/8 | 7/6 | 7/8");
    place_set(&s, 3, 0, "6/3");
    play(&s, DNUP_MOVE_PLAY(4, others(1, 2, 0)));
    cr_assert_eq(s.out, 0);
    play(&s, DNUP_MOVE_ADD(6, 2, 6));
    cr_assert_eq(s.set[6], card_bit(6, 3) | card_bit(6, 2));
    cr_assert_eq(s.set[0], 0);
    cr_assert_eq(s.hand[0], 0, "the player out gets nothing back");
    cr_assert_eq(s.discard & (card_bit(4, 1) | card_bit(4, 2)), card_bit(4, 1) | card_bit(4, 2));
    cr_assert_eq(s.known, 0);
    check_invariants(&s, NULL);
}

/* The set of the player out stays one cycle even when it grew by an add, and the
 * player out is skipped for the rest of the round. */
Test(dnup, set_of_the_player_out_grown_by_an_add_is_discarded_at_its_turn)
{
    dnup_state_t s = table_with(4, "4/1 | 4/2 9/8 | 8/1 | 7/1");
    play(&s, DNUP_MOVE_PLAY(4, others(1, 0, 0)));
    play(&s, DNUP_MOVE_ADD(4, 2, 0)); /* seat 1 adds to the set of the player out */
    cr_assert_eq(s.set[0], card_bit(4, 1) | card_bit(4, 2));
    play(&s, DNUP_MOVE_ROTATE);       /* seat 2 */
    play(&s, DNUP_MOVE_ROTATE);       /* seat 3; seat 0's turn would come next */
    cr_assert_eq(s.set[0], 0, "discarded when its owner's turn would have come");
    cr_assert_eq(s.discard & (card_bit(4, 1) | card_bit(4, 2)), card_bit(4, 1) | card_bit(4, 2));
    static const int order[6] = {1, 2, 3, 1, 2, 3};
    for (int i = 0; i < 6; i++) {
        cr_assert_eq(g->to_move(&s), order[i], "turn %d", i);
        play(&s, DNUP_MOVE_ROTATE);
    }
    cr_assert_eq(s.score[0], 2);
    cr_assert_eq(s.rounds, 1);
    check_invariants(&s, NULL);
}

Test(dnup, second_out_scores_1_and_the_round_ends_at_once)
{
    dnup_state_t s = table_with(4, "4/1 | 9/1 9/2 | 8/1 8/3 | 7/1 7/2");
    rng_t rng;
    rng_seed(&rng, 1, 2);
    play_rng(&s, DNUP_MOVE_PLAY(4, others(1, 0, 0)), &rng);
    play_rng(&s, DNUP_MOVE_PLAY(9, others(1, 2, 0)), &rng);
    cr_assert_eq(s.score[0], 2);
    cr_assert_eq(s.score[1], 1);
    /* seats 2 and 3 never move again this round: a new round is dealt */
    cr_assert_eq(s.rounds, 2);
    cr_assert_eq(s.out, -1);
    cr_assert_eq(s.discard, 0);
    for (int k = 0; k < DNUP_SLOTS; k++)
        cr_assert_eq(s.set[k], 0);
    for (int p = 0; p < 4; p++)
        cr_assert_eq(__builtin_popcountll(s.hand[p]), 8);
    cr_assert(s.hand[g->to_move(&s)] >> dnup_deck->star & 1, "star holder starts again");
    check_invariants(&s, NULL);
}

/* ---- end of the game (3-5 players) ---- */

/* The game is over, won by `winner`, lost by every other seat: its outcome. */
static outcome_t won_by(const dnup_state_t *s, int winner)
{
    cr_assert_eq(g->to_move(s), -1, "the game is over");
    outcome_t o;
    g->outcome(s, &o);
    for (int p = 0; p < s->players; p++)
        cr_assert_eq(o.result[p], p == winner ? RESULT_WIN : RESULT_LOSS, "seat %d", p + 1);
    return o;
}

Test(dnup, four_points_win_the_game_at_once)
{
    dnup_state_t s = table_with(3, "4/1 | 9/2 | 8/1");
    s.score[0] = 2;
    play(&s, DNUP_MOVE_PLAY(4, others(1, 0, 0)));
    outcome_t o = won_by(&s, 0);
    cr_assert_eq(o.points[0], 4);
    cr_assert_eq(o.capped, 0);
    cr_assert_eq(o.rounds, 1);
    cr_assert_eq(o.turns, s.turns);
}

Test(dnup, second_out_reaching_four_wins)
{
    dnup_state_t s = table_with(3, "4/1 | 9/2 | 8/1 8/4");
    s.score[0] = 1;
    s.score[1] = 3;
    play(&s, DNUP_MOVE_PLAY(4, others(1, 0, 0)));
    cr_assert_eq(g->to_move(&s), 1);
    play(&s, DNUP_MOVE_PLAY(9, others(2, 0, 0)));
    cr_assert_eq(g->to_move(&s), -1);
    cr_assert_eq(s.winner, 1);
    cr_assert_eq(s.score[0], 3);
    cr_assert_eq(s.score[1], 4);
}

/* FAQ: two players reach 4 in the same round: the one who won the two tokens wins. */
Test(dnup, two_reach_four_in_a_round_the_one_who_scored_two_wins)
{
    dnup_state_t s = table_with(4, "4/1 | 9/1 | 8/1 8/3 | 7/1");
    s.score[0] = 2;
    s.score[1] = 3;
    play(&s, DNUP_MOVE_PLAY(4, others(1, 0, 0)));
    /* seat 1 would reach 4 by going out next; seat 0 has won already */
    won_by(&s, 0);
}

/* ---- the 2-player game ---- */

Test(dnup, two_players_take_turns_area_1_then_area_2_star_holder_opens_with_area_2)
{
    dnup_rules_t r = default_rules();
    rng_t rng;
    dnup_state_t s = new_game(&r, 2, 21, 4, &rng);
    int star = s.seat;
    static const int seat_seq[5] = {0, 1, 1, 0, 0}, area_seq[5] = {1, 0, 1, 0, 1};
    for (int i = 0; i < 5; i++) {
        cr_assert_eq(s.seat, seat_seq[i] ^ star, "turn %d", i);
        cr_assert_eq(s.area, area_seq[i], "turn %d", i);
        play_rng(&s, DNUP_MOVE_ROTATE, &rng);
    }
}

Test(dnup, two_players_each_turn_discards_only_its_own_area)
{
    dnup_state_t s = table_with(2, "4/2 9/2 7/2 | 3/5"); /* 7/2 kept: the hand never empties */
    s.area = 1;
    place_set(&s, 0, 0, "5/8 5/2"); /* area 1 set, from the previous cycle */
    play(&s, DNUP_MOVE_PLAY(4, others(2, 0, 0)));
    cr_assert_eq(s.set[1], card_bit(4, 2), "played into area 2");
    play(&s, DNUP_MOVE_ROTATE); /* seat 1, area 1 */
    play(&s, DNUP_MOVE_ROTATE); /* seat 1, area 2 */
    cr_assert_eq(s.seat, 0);
    cr_assert_eq(s.area, 0);
    cr_assert_eq(s.set[0], 0, "area 1 discarded for the area 1 turn");
    cr_assert_eq(s.set[1], card_bit(4, 2), "area 2 stays until its own turn");
    play(&s, DNUP_MOVE_PLAY(9, others(2, 0, 0)) ); /* 9 beats the own 4 of size 1 */
    cr_assert_eq(s.set[0], card_bit(9, 2));
    cr_assert(holds(&s, s.hand[0], 2, 4), "own beaten set back in hand, rotated");
    check_invariants(&s, NULL);
}

Test(dnup, two_players_own_sets_conflict_too)
{
    dnup_state_t s = table_with(2, "3/5 3/6 6/7 6/8 | 9/8");
    s.area = 1;
    place_set(&s, 0, 0, "4/1 4/2");
    cr_assert(!is_legal(&s, DNUP_MOVE_PLAY(3, others(5, 6, 0))), "two 3s do not beat own 4s");
    play(&s, DNUP_MOVE_PLAY(6, others(7, 8, 0)));
    cr_assert_eq(s.set[0], 0);
    cr_assert(holds(&s, s.hand[0], 1, 4) && holds(&s, s.hand[0], 2, 4));
    check_invariants(&s, NULL);
}

/* Rulebook, 2-Player Game: "When a player has played the last card(s) from their
 * hand, they immediately win the round." Playing the last card can beat the player's
 * own set in the other area, which returns to the hand; the round is won all the same
 * (rule empty_hand_wins, default true). By a play and by an add. */
Test(dnup, two_players_last_card_beating_the_own_set_still_wins_the_round)
{
    /* the last card, a single 6, beats the own single 4 in Play Area 1 */
    dnup_state_t s = table_with(2, "6/8 | 9/8");
    s.area = 1;
    place_set(&s, 0, 0, "4/1");
    rng_t rng;
    rng_seed(&rng, 3, 3);
    play_rng(&s, DNUP_MOVE_PLAY(6, others(8, 0, 0)), &rng);
    cr_assert_eq(s.score[0], 1, "the round is won");
    cr_assert_eq(s.rounds, 2, "and a new one dealt");
    cr_assert_eq(__builtin_popcountll(s.hand[0]) + __builtin_popcountll(s.hand[1]), 18);
    check_invariants(&s, NULL);

    /* by adding the last card to the opponent's set: a pair of 5s beats the own 3s */
    s = table_with(2, "5/2 | 7/8");
    s.area = 1;
    place_set(&s, 0, 0, "3/4 3/6");
    place_set(&s, 1, 1, "5/1");
    s.score[0] = 1;
    play(&s, DNUP_MOVE_ADD(5, 2, 3));
    cr_assert_eq(g->to_move(&s), -1, "the second round won wins the game");
    cr_assert_eq(s.winner, 0);
    cr_assert_eq(s.score[0], 2);
}

/* empty_hand_wins = false: out of cards is judged when the action is over; the own set
 * that came back keeps the player in the round (the other reading). */
Test(dnup, rule_empty_hand_wins_false_keeps_a_player_whose_own_set_returns_in_the_round)
{
    dnup_rules_t r = default_rules();
    r.empty_hand_wins = 0;
    dnup_state_t s = empty_table(2, &r);
    give_hands(&s, "6/8 | 9/8");
    s.area = 1;
    place_set(&s, 0, 0, "4/1");
    play(&s, DNUP_MOVE_PLAY(6, others(8, 0, 0)));
    cr_assert_eq(s.score[0], 0, "not out: the 4 came back as a 1");
    cr_assert_eq(s.rounds, 1);
    cr_assert(holds(&s, s.hand[0], 1, 4));
    cr_assert_eq(g->to_move(&s), 1);
    check_invariants(&s, NULL);

    s = empty_table(2, &r);
    give_hands(&s, "5/2 | 7/8");
    s.area = 1;
    place_set(&s, 0, 0, "3/4 3/6");
    place_set(&s, 1, 1, "5/1");
    s.score[0] = 1;
    play(&s, DNUP_MOVE_ADD(5, 2, 3));
    cr_assert_eq(g->to_move(&s), 1, "the game goes on");
    cr_assert_eq(s.score[0], 1);
    cr_assert(holds(&s, s.hand[0], 4, 3) && holds(&s, s.hand[0], 6, 3));

    /* a last card that beats nothing of one's own wins the round either way */
    s = empty_table(2, &r);
    give_hands(&s, "6/8 | 9/8");
    s.area = 1;
    rng_t rng;
    rng_seed(&rng, 3, 3);
    play_rng(&s, DNUP_MOVE_PLAY(6, others(8, 0, 0)), &rng);
    cr_assert_eq(s.score[0], 1);
    cr_assert_eq(s.rounds, 2);
}

Test(dnup, two_players_last_card_wins_the_round_two_rounds_win_the_game)
{
    dnup_state_t s = table_with(2, "4/1 | 9/4 9/2");
    rng_t rng;
    rng_seed(&rng, 3, 3);
    play_rng(&s, DNUP_MOVE_PLAY(4, others(1, 0, 0)), &rng);
    cr_assert_eq(s.score[0], 1);
    cr_assert_eq(s.rounds, 2, "the round ends at once: a new deal");
    cr_assert_eq(__builtin_popcountll(s.hand[0]), 9);
    cr_assert_eq(__builtin_popcountll(s.hand[1]), 9);
    cr_assert(s.hand[s.seat] >> dnup_deck->star & 1);
    cr_assert_eq(s.area, 1);
    check_invariants(&s, NULL);

    dnup_state_t t = table_with(2, "4/1 | 9/4");
    t.score[0] = 1;
    play(&t, DNUP_MOVE_PLAY(4, others(1, 0, 0)));
    outcome_t o = won_by(&t, 0);
    cr_assert_eq(o.points[0], 2, "points are rounds won in the 2-player game");
}

/* ---- turn position ---- */

/* Turn position 0 is the seat that took the game's first turn: the star holder of the
 * first round, whatever seats open the later rounds; the others follow clockwise. */
Test(dnup, turn_position_counts_from_the_first_rounds_star_holder)
{
    dnup_rules_t r = default_rules();
    for (int p = 2; p <= 5; p++) {
        int firsts = 0, later_openers_differ = 0;
        for (uint64_t seed = 0; seed < 40; seed++) {
            rng_t rng;
            dnup_state_t s = new_game(&r, p, seed, 31, &rng);
            int first = g->to_move(&s);
            cr_assert(s.hand[first] >> dnup_deck->star & 1);
            firsts |= 1 << first;
            while (g->to_move(&s) >= 0) {
                play_round(&s, &rng);
                if (g->to_move(&s) >= 0 && g->to_move(&s) != first)
                    later_openers_differ = 1;
            }
            outcome_t o;
            memset(&o, 0, sizeof o);
            for (int q = 0; q < MAX_SEATS; q++)
                o.position[q] = (int8_t)q;
            g->outcome(&s, &o);
            for (int k = 0; k < p; k++)
                cr_assert_eq(o.position[(first + k) % p], k, "%d players, seed %llu: seat %d",
                             p, (unsigned long long)seed, (first + k) % p + 1);
        }
        cr_assert_eq(firsts, (1 << p) - 1, "%d players: every seat opens a game sometimes", p);
        cr_assert(later_openers_differ, "%d players: later rounds open elsewhere too", p);
    }
}

/* ---- legal-move bound ---- */

Test(dnup, largest_hand_stays_within_max_moves)
{
    dnup_state_t s = table_for(5);
    /* card {a, b}, a < b, shows b: value v is shown by v-1 cards, 2^8-1 + ... sets */
    for (int a = 1; a <= 9; a++)
        for (int b = a + 1; b <= 9; b++)
            give(&s, 0, b, a);
    move_t moves[DNUP_MAX_MOVES];
    int n = g->legal_moves(&s, moves);
    cr_assert_eq(n, 502 + 1, "every set plus rotate");
    cr_assert_leq(n, g->max_moves);
}

/* ---- hidden information ---- */

/* A determinization of s for `observer`, checked for what each one keeps: every hand's
 * size, the observer's cards as they lie, and the invariants. */
static dnup_state_t determinized(const dnup_state_t *s, int observer, rng_t *rng)
{
    dnup_state_t v = *s;
    g->determinize(&v, observer, rng);
    for (int p = 0; p < s->players; p++)
        cr_assert_eq(__builtin_popcountll(v.hand[p]), __builtin_popcountll(s->hand[p]),
                     "hand sizes are public");
    uint64_t own = s->hand[observer];
    cr_assert_eq(v.hand[observer], own, "own hand changed");
    cr_assert_eq(v.orient & own, s->orient & own, "own cards turned");
    check_invariants(&v, NULL);
    return v;
}

Test(dnup, determinize_keeps_known_cards_and_hand_sizes)
{
    dnup_rules_t r = default_rules();
    rng_t rng;
    dnup_state_t s = new_game(&r, 3, 8, 8, &rng);
    /* seat 1 holds a set it took from the table: everyone knows it */
    int taker = 1, observer = 2;
    uint64_t taken = card_bit(2, 5) | card_bit(2, 7) | card_bit(2, 9);
    for (uint64_t m = taken; m; m &= m - 1) {
        int c = __builtin_ctzll(m);
        for (int p = 0; p < 3; p++)
            s.hand[p] &= ~(1ull << c);
    }
    s.hand[taker] |= taken;
    s.orient |= taken; /* showing 5, 7, 9 */
    s.known = taken;
    uint64_t moved = 0;
    int orient_seen[2] = {0, 0};
    for (int i = 0; i < 200; i++) {
        dnup_state_t v = determinized(&s, observer, &rng); /* (hand sizes kept) */
        cr_assert_eq(v.hand[taker] & taken, taken, "known cards left their hand");
        cr_assert_eq(v.orient & taken, taken, "known cards turned");
        moved |= v.hand[0] & ~s.hand[0];
        uint64_t unknown = v.hand[0] | (v.hand[1] & ~taken);
        orient_seen[0] |= (unknown & ~v.orient) != 0;
        orient_seen[1] |= (unknown & v.orient) != 0;
    }
    cr_assert_neq(moved, 0, "unseen cards were never re-dealt");
    cr_assert(orient_seen[0] && orient_seen[1], "unseen cards' orientation is unknown too");
}

Test(dnup, determinize_without_random_orientation_keeps_each_hand_turned_alike)
{
    dnup_rules_t r = default_rules();
    r.random_orientation = 0;
    rng_t rng;
    dnup_state_t s = new_game(&r, 4, 2, 2, &rng);
    cr_assert_eq(s.orient, 0, "dealt showing value_a");
    s.orient ^= s.hand[1]; /* seat 1 rotated its hand */
    for (int i = 0; i < 50; i++) {
        dnup_state_t v = determinized(&s, 0, &rng);
        cr_assert_eq(v.orient & v.hand[1], v.hand[1]);
        cr_assert_eq(v.orient & (v.hand[2] | v.hand[3]), 0);
    }
}

/* Everyone sees who opens the round, so everyone knows that seat holds the star card
 * until it plays it; only the card's orientation stays hidden. */
Test(dnup, determinize_keeps_the_star_card_with_the_seat_that_opened_the_round)
{
    dnup_rules_t r = default_rules();
    uint64_t star = 1ull << dnup_deck->star;
    for (uint64_t seed = 0; seed < 8; seed++) {
        rng_t rng;
        dnup_state_t s = new_game(&r, 4, seed, 17, &rng);
        int starter = s.seat;
        play_rng(&s, DNUP_MOVE_ROTATE, &rng); /* the star holder may keep the card */
        int sides[2] = {0, 0};
        for (int observer = 0; observer < 4; observer++) {
            if (observer == starter)
                continue;
            for (int i = 0; i < 60; i++) {
                dnup_state_t v = determinized(&s, observer, &rng);
                cr_assert(v.hand[starter] & star, "seed %llu: the star card left seat %d",
                          (unsigned long long)seed, starter);
                sides[(v.orient & star) != 0] = 1;
            }
        }
        cr_assert(sides[0] && sides[1], "the star card's orientation is hidden");
    }
}

/* 2 players: all 18 cards are dealt, so each seat knows which cards the other holds;
 * only the orientation of the dealt ones is hidden, and cards taken keep theirs. */
Test(dnup, determinize_two_players_hides_only_the_orientation_of_dealt_cards)
{
    dnup_rules_t r = default_rules();
    rng_t rng;
    dnup_state_t s = new_game(&r, 2, 4, 4, &rng);
    int observer = s.seat, other = s.seat ^ 1;
    uint64_t taken = s.hand[observer] & -s.hand[observer]; /* one card moves over, known */
    s.hand[observer] &= ~taken;
    s.hand[other] |= taken;
    s.known = taken;
    int sides[2] = {0, 0};
    for (int i = 0; i < 100; i++) {
        dnup_state_t v = determinized(&s, observer, &rng); /* (own hand kept as it lies) */
        cr_assert_eq(v.hand[other], s.hand[other], "the opponent's cards are no secret");
        cr_assert_eq(v.orient & taken, s.orient & taken);
        uint64_t dealt = s.hand[other] & ~taken;
        sides[0] |= (dealt & ~v.orient) != 0;
        sides[1] |= (dealt & v.orient) != 0;
    }
    cr_assert(sides[0] && sides[1], "dealt cards' orientation is hidden");
}

/* ---- trace events ---- */

static char trace_log[1 << 20];
static size_t trace_len;

static void collect_event(void *ctx, const char *json)
{
    (void)ctx;
    size_t n = strlen(json);
    cr_assert_lt(trace_len + n + 2, sizeof trace_log, "trace log full");
    memcpy(trace_log + trace_len, json, n);
    trace_len += n;
    trace_log[trace_len++] = '\n';
    trace_log[trace_len] = '\0';
}

static const trace_sink_t collector = {collect_event, NULL};

static void trace_start(void)
{
    trace_len = 0;
    trace_log[0] = '\0';
    trace_sink_install(&collector);
}

static int count_in_log(const char *what)
{
    int n = 0;
    for (const char *p = trace_log; (p = strstr(p, what)); p++)
        n++;
    return n;
}

#define ASSERT_LOGGED(text) cr_assert(strstr(trace_log, text), "no %s in:\n%s", text, trace_log)

Test(dnup, trace_reports_a_beaten_set_returning_rotated)
{
    dnup_state_t s = table_with(3, "5/1 5/2 7/3 | 9/8 | 1/2");
    place_set(&s, 1, 0, "3/4 3/6");
    trace_start();
    play(&s, DNUP_MOVE_PLAY(5, others(1, 2, 0)));
    trace_sink_install(NULL);
    ASSERT_LOGGED("{\"event\":\"return\",\"why\":\"beaten\",\"seat\":2,\"area\":1,"
                  "\"cards\":[\"4/3\",\"6/3\"]}\n");
    cr_assert_eq(count_in_log("\"event\""), 1, "%s", trace_log);
}

Test(dnup, trace_reports_discards_scores_and_the_end_of_a_round)
{
    dnup_state_t s = table_with(3, "4/1 9/2 | 6/2 8/1 | 7/1 7/3");
    rng_t rng;
    rng_seed(&rng, 6, 6);
    trace_start();
    play_rng(&s, DNUP_MOVE_PLAY(9, others(2, 0, 0)), &rng); /* seat 1 */
    play_rng(&s, DNUP_MOVE_ROTATE, &rng);                   /* seat 2 */
    play_rng(&s, DNUP_MOVE_ROTATE, &rng);                   /* seat 3 */
    ASSERT_LOGGED("{\"event\":\"discard\",\"why\":\"turn\",\"seat\":1,\"area\":1,"
                  "\"cards\":[\"9/2\"]}\n");
    play_rng(&s, DNUP_MOVE_PLAY(4, others(1, 0, 0)), &rng); /* seat 1 goes out */
    ASSERT_LOGGED("{\"event\":\"score\",\"seat\":1,\"gain\":2,\"score\":[2,0,0],"
                  "\"ends\":\"nothing\"}\n");
    play_rng(&s, DNUP_MOVE_ROTATE, &rng);                   /* seat 2 */
    play_rng(&s, DNUP_MOVE_ROTATE, &rng);                   /* seat 3 */
    ASSERT_LOGGED("{\"event\":\"discard\",\"why\":\"out_turn\",\"seat\":1,\"area\":1,"
                  "\"cards\":[\"4/1\"]}\n");
    cr_assert_eq(count_in_log("\"event\""), 3, "%s", trace_log);
    /* seat 2 plays its 6 (its hand turned twice: as dealt); seat 3 beats it with a 7,
     * the 6 returns as a 2; seat 2 beats the 7 with its 8, the 7 returns as a 1 */
    play_rng(&s, DNUP_MOVE_PLAY(6, others(2, 0, 0)), &rng);
    play_rng(&s, DNUP_MOVE_PLAY(7, others(1, 0, 0)), &rng);
    ASSERT_LOGGED("{\"event\":\"return\",\"why\":\"beaten\",\"seat\":2,\"area\":1,"
                  "\"cards\":[\"2/6\"]}\n");
    play_rng(&s, DNUP_MOVE_PLAY(8, others(1, 0, 0)), &rng);
    ASSERT_LOGGED("{\"event\":\"return\",\"why\":\"beaten\",\"seat\":3,\"area\":1,"
                  "\"cards\":[\"1/7\"]}\n");
    cr_assert_eq(count_in_log("\"event\""), 5, "%s", trace_log);
    trace_sink_install(NULL);
}

/* The set of the player out, beaten: discarded, not returned. */
Test(dnup, trace_reports_the_beaten_set_of_the_player_out_as_discarded)
{
    dnup_state_t s = table_with(3, "4/1 | 6/2 3/1 | 8/1");
    trace_start();
    play(&s, DNUP_MOVE_PLAY(4, others(1, 0, 0)));
    play(&s, DNUP_MOVE_PLAY(6, others(2, 0, 0)));
    trace_sink_install(NULL);
    ASSERT_LOGGED("{\"event\":\"discard\",\"why\":\"beaten\",\"seat\":1,\"area\":1,"
                  "\"cards\":[\"4/1\"]}\n");
    cr_assert_eq(count_in_log("\"event\":\"return\""), 0);
}

Test(dnup, trace_reports_the_deal_privately_and_every_round_end_with_its_state)
{
    dnup_rules_t r = default_rules();
    for (int p = 2; p <= 5; p++) {
        rng_t rng;
        trace_start();
        dnup_state_t s = new_game(&r, p, 40 + (uint64_t)p, 2, &rng);
        /* the deal: one private event per seat with its cards, then the public start */
        cr_assert_eq(count_in_log("\"event\":\"deal\""), p);
        for (int k = 0; k < p; k++) {
            char want[96];
            snprintf(want, sizeof want, "\"event\":\"deal\",\"round\":1,\"seat\":%d,", k + 1);
            ASSERT_LOGGED(want);
            snprintf(want, sizeof want, "\"seen_by\":[%d]}", k + 1);
            ASSERT_LOGGED(want);
        }
        char want[160];
        snprintf(want, sizeof want, "\"event\":\"round_start\",\"round\":1,\"dealer\":%d,",
                 s.dealer + 1);
        ASSERT_LOGGED(want);
        snprintf(want, sizeof want, "\"opens\":%d,\"area\":%d}", s.seat + 1, s.area + 1);
        ASSERT_LOGGED(want);
        cr_assert_eq(count_in_log("seen_by"), p, "only the deal is private");
        while (g->to_move(&s) >= 0)
            play_round(&s, &rng);
        trace_sink_install(NULL);
        /* every round dealt is started once, ended once with the state, and scored */
        cr_assert_eq(count_in_log("\"event\":\"deal\""), p * s.rounds);
        cr_assert_eq(count_in_log("\"event\":\"round_start\""), s.rounds);
        cr_assert_eq(count_in_log("\"event\":\"deal_end\""), s.rounds);
        cr_assert_eq(count_in_log("\"ends\":\"game\""), 1);
        cr_assert_eq(count_in_log("\"ends\":\"round\""), s.rounds - 1);
        cr_assert_eq(count_in_log("seen_by"), p * s.rounds);
        char json[8192];
        cr_assert_gt(g->state_json(&s, json, sizeof json), 0);
        char last[8300];
        snprintf(last, sizeof last, "{\"event\":\"deal_end\",\"round\":%d,\"state\":%s}\n",
                 s.rounds, json);
        size_t ll = strlen(last);
        cr_assert(trace_len >= ll && strcmp(trace_log + trace_len - ll, last) == 0,
                  "the last event is the final state:\n%s", trace_log + trace_len - ll);
        /* every line is one JSON object naming its event */
        for (char *line = trace_log; *line; line = strchr(line, '\n') + 1) {
            cr_assert_eq(strncmp(line, "{\"event\":\"", 10), 0, "%.80s", line);
            int depth = 0;
            char *c = line;
            for (; *c != '\n'; c++)
                depth += (*c == '{' || *c == '[') - (*c == '}' || *c == ']');
            cr_assert_eq(depth, 0, "unbalanced: %.80s", line);
        }
    }
}

Test(dnup, trace_reports_a_game_stopped_by_the_cap)
{
    dnup_rules_t r = default_rules();
    r.turn_cap = 7;
    rng_t rng;
    dnup_state_t s = new_game(&r, 4, 1, 1, &rng);
    trace_start();
    for (int i = 0; i < 7; i++)
        play_rng(&s, DNUP_MOVE_ROTATE, &rng);
    trace_sink_install(NULL);
    cr_assert_eq(g->to_move(&s), -1);
    cr_assert_eq(count_in_log("\"event\":\"deal_end\""), 1, "%s", trace_log);
    ASSERT_LOGGED("\"capped\":1,");
    ASSERT_LOGGED("\"seat\":null,");
}

/* state_json carries every rule by key, and the counters play depends on */
Test(dnup, state_json_names_every_rule_and_the_counters)
{
    dnup_rules_t r = default_rules();
    r.empty_hand_wins = 0;
    r.turn_cap = 321;
    dnup_state_t s = empty_table(2, &r);
    char json[8192];
    cr_assert_gt(g->state_json(&s, json, sizeof json), 0);
    for (const rule_param_t *p = g->params; p->key; p++) {
        char key[64];
        snprintf(key, sizeof key, "\"%s\":", p->key);
        cr_assert(strstr(strstr(json, "\"rules\":{"), key), "rule %s missing: %s", p->key, json);
    }
    cr_assert(strstr(json, "\"turn_cap\":321"), "%s", json);
    cr_assert(strstr(json, "\"empty_hand_wins\":false"), "%s", json);
    cr_assert(strstr(json, "\"random_orientation\":true"), "%s", json);
    static const char *const counters[] = {"\"round\":", "\"turns\":", "\"seat\":1",
                                           "\"area\":", "\"dealer\":", "\"first\":",
                                           "\"out\":null", "\"winner\":null", "\"score\":"};
    for (size_t k = 0; k < sizeof counters / sizeof *counters; k++)
        cr_assert(strstr(json, counters[k]), "%s missing: %s", counters[k], json);
}

/* ---- what a seat knows: observe and view_text ---- */

static int same_observation(const dnup_state_t *a, const dnup_state_t *b, int seat)
{
    static uint8_t oa[4096], ob[4096];
    size_t la = g->observe(a, seat, oa, sizeof oa), lb = g->observe(b, seat, ob, sizeof ob);
    cr_assert(la > 0 && la <= sizeof oa && lb <= sizeof ob);
    return la == lb && memcmp(oa, ob, la) == 0;
}

/* A 4-player position (seat indices 0..3 here; the text counts from 1): seat 0 holds
 * 4/1 9/2, seat 1 holds 5/3 6/7 (dealt, unseen by the others) and 2/5 (taken from the
 * table: known), seat 2 holds 8/1 7/3, seat 3 holds 3/8; a set 6/2 6/8 in front of
 * seat 3; 9/5 discarded. Seat 0 to move. */
static dnup_state_t observed_position(void)
{
    dnup_state_t s = table_with(4, "4/1 9/2 | 5/3 6/7 2/5 | 8/1 7/3 | 3/8");
    s.known = card_bit(2, 5);
    place_set(&s, 3, 0, "6/2 6/8");
    s.discard = card_bit(9, 5);
    uint64_t placed = s.discard;
    for (int p = 0; p < 4; p++)
        placed |= s.hand[p] | s.set[p * DNUP_AREAS];
    s.in_play = placed; /* the cards of this position only */
    return s;
}

Test(dnup, observe_ignores_what_the_seat_cannot_see_and_follows_what_it_can)
{
    dnup_state_t s = observed_position();
    check_invariants(&s, NULL);
    /* unseen: seat 1's dealt 5/3 changes places with seat 2's 8/1 */
    dnup_state_t t = s, u;
    t.hand[1] = (t.hand[1] & ~card_bit(5, 3)) | card_bit(8, 1);
    t.hand[2] = (t.hand[2] & ~card_bit(8, 1)) | card_bit(5, 3);
    cr_assert(same_observation(&s, &t, 0), "seat 0 cannot tell who holds 5/3 or 8/1");
    cr_assert(same_observation(&s, &t, 3));
    cr_assert(!same_observation(&s, &t, 1), "seat 1 knows its own hand");
    cr_assert(!same_observation(&s, &t, 2));
    /* unseen: the side up of a dealt card in another hand */
    t = s;
    t.orient ^= card_bit(6, 7);
    cr_assert(same_observation(&s, &t, 0));
    cr_assert(!same_observation(&s, &t, 1));
    /* seen: a side of a card in the seat's own hand, of a card taken from the table,
     * of a card on the table; a known card's owner; a score; whose turn it is */
    t = s;
    t.orient ^= card_bit(4, 1);
    cr_assert(!same_observation(&s, &t, 0), "own card turned");
    t = s;
    t.orient ^= card_bit(2, 5);
    cr_assert(!same_observation(&s, &t, 0), "a card seen taken, turned");
    t = s;
    t.orient ^= s.set[6];
    dnup_table_refresh(&t);
    cr_assert(!same_observation(&s, &t, 0), "a set on the table turned");
    t = s;
    t.known |= card_bit(7, 3); /* seat 2's 7/3 came from the table too */
    u = t;
    u.hand[1] = (u.hand[1] & ~card_bit(2, 5)) | card_bit(7, 3);
    u.hand[2] = (u.hand[2] & ~card_bit(7, 3)) | card_bit(2, 5);
    cr_assert(!same_observation(&t, &u, 0), "who holds a known card is public");
    t = s;
    t.score[2] = 1;
    cr_assert(!same_observation(&s, &t, 0));
    t = s;
    t.seat = 1;
    cr_assert(!same_observation(&s, &t, 0));
    /* the seat's determinization keeps its observation (the battery checks this on
     * random positions too) */
    rng_t rng;
    rng_seed(&rng, 4, 4);
    for (int i = 0; i < 20; i++) {
        t = determinized(&s, 0, &rng);
        cr_assert(same_observation(&s, &t, 0));
    }
    /* the star card: everyone saw who opened the round, so its holder is public */
    s.in_play |= 1ull << dnup_deck->star;
    t = s;
    give(&t, 1, 1, 5);
    t.hand[1] &= ~card_bit(5, 3);
    t.hand[2] |= card_bit(5, 3);
    u = s;
    give(&u, 2, 1, 5);
    check_invariants(&t, NULL);
    check_invariants(&u, NULL);
    cr_assert(!same_observation(&t, &u, 0), "who holds the star card is public");
}

Test(dnup, view_text_names_own_cards_and_no_hidden_card_of_another_seat)
{
    dnup_state_t s = observed_position();
    char text[4096];
    cr_assert_gt(g->view_text(&s, 0, text, sizeof text), 0);
    cr_assert(strstr(text, "You are seat 1."), "%s", text);
    cr_assert(strstr(text, "Your hand (2 cards): 4/1 9/2"), "%s", text);
    cr_assert(strstr(text, "Seat 1 to move."), "%s", text);
    cr_assert(strstr(text, "seat 4: 2 x 6 (6/2 6/8)"), "%s", text);
    cr_assert(strstr(text, "Seat 2: 3 cards; seen from the table: 2/5."), "%s", text);
    cr_assert(strstr(text, "Seat 3: 2 cards."), "%s", text);
    cr_assert(strstr(text, "Discard pile (1 cards): 9/5"), "%s", text);
    /* the dealt cards of seats 2-4 are hidden from seat 1, in either orientation */
    static const int hidden[4][2] = {{5, 3}, {6, 7}, {8, 1}, {7, 3}};
    for (int k = 0; k < 4; k++) {
        char a[8], b[8];
        snprintf(a, sizeof a, "%d/%d", hidden[k][0], hidden[k][1]);
        snprintf(b, sizeof b, "%d/%d", hidden[k][1], hidden[k][0]);
        cr_assert(!strstr(text, a) && !strstr(text, b), "seat 1 sees %s:\n%s", a, text);
    }
    /* seat 2 sees its own cards instead */
    cr_assert_gt(g->view_text(&s, 1, text, sizeof text), 0);
    cr_assert(strstr(text, "Your hand (3 cards): "), "%s", text);
    cr_assert(strstr(text, "5/3") && strstr(text, "6/7") && strstr(text, "2/5"), "%s", text);
    cr_assert(!strstr(text, "4/1") && !strstr(text, "1/4"), "%s", text);
    /* a short buffer is reported, never overrun */
    cr_assert_eq(g->view_text(&s, 0, text, 10), -1);
    cr_assert_eq(strlen(text), 9);
}

/* 2 players: every card is dealt, so the opponent's cards are known, their sides not. */
Test(dnup, view_text_two_players_lists_the_opponents_cards_without_sides)
{
    dnup_rules_t r = default_rules();
    rng_t rng;
    dnup_state_t s = new_game(&r, 2, 4, 4, &rng);
    int me = s.seat, other = me ^ 1;
    char text[4096];
    cr_assert_gt(g->view_text(&s, me, text, sizeof text), 0);
    cr_assert(strstr(text, "the rest, sides unseen: "), "%s", text);
    for (uint64_t m = s.hand[other]; m; m &= m - 1) {
        int c = __builtin_ctzll(m);
        char pair[8], a[8], b[8];
        snprintf(pair, sizeof pair, "%d-%d", dnup_deck->face[c][0], dnup_deck->face[c][1]);
        snprintf(a, sizeof a, "%d/%d", dnup_deck->face[c][0], dnup_deck->face[c][1]);
        snprintf(b, sizeof b, "%d/%d", dnup_deck->face[c][1], dnup_deck->face[c][0]);
        cr_assert(strstr(text, pair), "%s missing:\n%s", pair, text);
        cr_assert(!strstr(text, a) && !strstr(text, b), "side of %s shown:\n%s", pair, text);
    }
}

/* ---- rule parameters ---- */

static battery_stats_t random_games(const dnup_rules_t *r, int players, long games)
{
    return battery_play(g, r, players, games, 99, 2000000, check_invariants, NULL);
}

Test(dnup, rule_turn_cap_stops_and_reports_capped_games)
{
    dnup_rules_t r = default_rules();
    r.turn_cap = 20;
    battery_stats_t b = random_games(&r, 4, 50);
    cr_assert_eq(b.capped, 50, "no random 4-player game ends within 20 turns");
    cr_assert_eq(b.moves, 50 * 20);
    rng_t rng;
    dnup_state_t s = new_game(&r, 4, 1, 1, &rng);
    move_t m[DNUP_MAX_MOVES];
    while (g->to_move(&s) >= 0) {
        g->legal_moves(&s, m);
        g->apply(&s, m[0], &rng);
    }
    outcome_t o;
    g->outcome(&s, &o);
    cr_assert_eq(o.capped, 1);
    cr_assert_eq(o.turns, 20);
}

Test(dnup, rule_points_change_scoring_and_the_target)
{
    dnup_rules_t r = default_rules();
    r.points_first = 3;
    r.points_second = 2;
    r.points_to_win = 5;
    dnup_state_t s = empty_table(3, &r);
    give_hands(&s, "4/1 | 9/2 | 8/1 8/4");
    play(&s, DNUP_MOVE_PLAY(4, others(1, 0, 0)));
    play(&s, DNUP_MOVE_PLAY(9, others(2, 0, 0)));
    cr_assert_eq(s.score[0], 3);
    cr_assert_eq(s.score[1], 2);
    cr_assert_eq(g->to_move(&s) >= 0, 1, "5 not reached: the game goes on");

    r = default_rules();
    r.points_to_win = 2;
    s = empty_table(3, &r);
    give_hands(&s, "4/1 | 9/2 | 8/1");
    play(&s, DNUP_MOVE_PLAY(4, others(1, 0, 0)));
    cr_assert_eq(g->to_move(&s), -1, "2 tokens now win");
    /* and the random game is shorter on average */
    battery_stats_t quick = random_games(&r, 3, 300), full;
    dnup_rules_t d = default_rules();
    full = random_games(&d, 3, 300);
    cr_assert_lt(quick.moves, full.moves);
}

Test(dnup, rule_rounds_to_win_and_star_single_turn_for_two_players)
{
    dnup_rules_t r = default_rules();
    r.rounds_to_win = 1;
    dnup_state_t s = empty_table(2, &r);
    give_hands(&s, "4/1 | 9/4");
    play(&s, DNUP_MOVE_PLAY(4, others(1, 0, 0)));
    cr_assert_eq(g->to_move(&s), -1, "one round won is the game");

    r = default_rules();
    r.star_single_turn = 0;
    rng_t rng;
    s = new_game(&r, 2, 21, 4, &rng);
    cr_assert_eq(s.area, 0, "the star holder opens with both areas");
    int star = s.seat;
    play_rng(&s, DNUP_MOVE_ROTATE, &rng);
    cr_assert_eq(s.seat, star);
    cr_assert_eq(s.area, 1);
}

Test(dnup, rules_table_reads_and_rejects_bad_values)
{
    dnup_rules_t r = default_rules();
    char err[256];
    cr_assert_eq(r.turn_cap, 5000);
    cr_assert_eq(r.points_to_win, 4);
    cr_assert_eq(r.points_first, 2);
    cr_assert_eq(r.points_second, 1);
    cr_assert_eq(r.rounds_to_win, 2);
    cr_assert_eq(r.star_single_turn, 1);
    cr_assert_eq(r.random_orientation, 1);
    cr_assert_eq(r.empty_hand_wins, 1);
    cr_assert_eq(rules_set(g, &r, "empty_hand_wins", "false", err, sizeof err), 0);
    cr_assert_eq(r.empty_hand_wins, 0);
    cr_assert_eq(rules_set(g, &r, "points_to_win", "6", err, sizeof err), 0);
    cr_assert_eq(r.points_to_win, 6);
    cr_assert_eq(rules_set(g, &r, "star_single_turn", "false", err, sizeof err), 0);
    cr_assert_eq(r.star_single_turn, 0);
    cr_assert_neq(rules_set(g, &r, "points_to_win", "0", err, sizeof err), 0);
    cr_assert(strstr(err, "points_to_win"), "%s", err);
    cr_assert_neq(rules_set(g, &r, "turn_cap", "abc", err, sizeof err), 0);
    cr_assert(strstr(err, "turn_cap"), "%s", err);
    cr_assert_neq(rules_set(g, &r, "turn_cap", "0", err, sizeof err), 0);
    cr_assert(strstr(err, "turn_cap"), "%s", err);
    cr_assert_neq(rules_set(g, &r, "rounds_to_win", "-1", err, sizeof err), 0);
    cr_assert_neq(rules_set(g, &r, "random_orientation", "maybe", err, sizeof err), 0);
    cr_assert_neq(rules_set(g, &r, "hand_limit", "7", err, sizeof err), 0);
    cr_assert(strstr(err, "hand_limit"), "%s", err);

    r = default_rules();
    cr_assert_eq(g->rules_check(&r, 3, err, sizeof err), 0);
    r.points_first = 0;
    r.points_second = 0;
    cr_assert_neq(g->rules_check(&r, 3, err, sizeof err), 0);
    cr_assert(strstr(err, "points_first"), "%s", err);
    cr_assert_eq(g->rules_check(&r, 2, err, sizeof err), 0, "unused with 2 players");
}

/* ---- text ---- */

Test(dnup, moves_and_state_read_as_text)
{
    dnup_state_t s = table_with(2, "2/9 4/1 4/3 | 8/7");
    s.area = 1;
    place_set(&s, 1, 0, "2/5 2/7");
    char buf[1 << 12];
    cr_assert_gt(g->describe_move(&s, DNUP_MOVE_PLAY(4, others(1, 3, 0)), buf, sizeof buf), 0);
    cr_assert_str_eq(buf, "play 4,4 (4/1 4/3) in area 2");
    g->describe_move(&s, DNUP_MOVE_ADD(2, 9, 2), buf, sizeof buf);
    cr_assert_str_eq(buf, "add 2/9 to the set 2,2 of seat 2 area 1");
    g->describe_move(&s, DNUP_MOVE_TAKE(2), buf, sizeof buf);
    cr_assert_str_eq(buf, "take the set 2,2 of seat 2 area 1");
    g->describe_move(&s, DNUP_MOVE_ROTATE, buf, sizeof buf);
    cr_assert_str_eq(buf, "rotate hand");
    cr_assert_gt(g->state_json(&s, buf, sizeof buf), 0);
    cr_assert(strstr(buf, "\"sets\":[{\"seat\":2,\"area\":1,\"cards\":[\"2/5\",\"2/7\"]}]"), "%s",
              buf);
    cr_assert(strstr(buf, "\"hands\":[["), "%s", buf);
    cr_assert_eq(g->state_json(&s, buf, 10), -1, "a short buffer is reported");
}

Test(dnup, evaluate_prefers_points_and_fewer_cards)
{
    dnup_state_t s = table_with(3, "4/1 | 9/2 9/4 | 8/1 8/4");
    double few = g->evaluate(&s, 0), many = g->evaluate(&s, 1);
    cr_assert_gt(few, many);
    s.score[1] = 3;
    cr_assert_gt(g->evaluate(&s, 1), many);
    cr_assert_lt(g->evaluate(&s, 0), few);
}

/* ---- the battery ---- */

#define BATTERY_GAMES 10000
#define BATTERY_VIEW_GAMES 1000

/* The battery checks every seat's observation and text view at every step of one game
 * in four when the game has observe(); over 10,000 games that is most of the time of
 * the whole test binary. So the 10,000 games run with a copy of the game table
 * without observe/view_text (every other check as usual), and 1,000 more games with
 * the real table check the views (250 games, every seat at every step). */
static battery_stats_t random_games_views_sampled(const dnup_rules_t *r, int players)
{
    game_t quick = dnup_game;
    quick.observe = NULL;
    quick.view_text = NULL;
    battery_stats_t views = battery_play(g, r, players, BATTERY_VIEW_GAMES, 98, 2000000,
                                         check_invariants, NULL);
    cr_assert_eq(views.games, BATTERY_VIEW_GAMES);
    return battery_play(&quick, r, players, BATTERY_GAMES, 99, 2000000, check_invariants,
                        NULL);
}

static void battery_for(int players)
{
    dnup_rules_t r = default_rules();
    battery_stats_t b = random_games_views_sampled(&r, players);
    cr_assert_eq(b.games, BATTERY_GAMES);
    cr_assert_eq(b.capped, 0, "random games end long before the default cap");
    long wins = 0;
    for (int p = 0; p < players; p++) {
        wins += b.wins[p];
        cr_assert_eq(b.draws[p], 0);
        /* every seat wins sometimes: a seat that never wins is a rules bug */
        cr_assert_gt(b.wins[p], BATTERY_GAMES / players / 2, "seat %d wins %ld", p, b.wins[p]);
    }
    cr_assert_eq(wins, BATTERY_GAMES, "exactly one winner per game");
}

Test(dnup, battery_2_players, .timeout = 300) { battery_for(2); }
Test(dnup, battery_3_players, .timeout = 300) { battery_for(3); }
Test(dnup, battery_4_players, .timeout = 300) { battery_for(4); }
Test(dnup, battery_5_players, .timeout = 300) { battery_for(5); }

Test(dnup, battery_reproducible)
{
    dnup_rules_t r = default_rules();
    for (int p = 2; p <= 5; p++)
        battery_reproducible(g, &r, p, 1234 + (uint64_t)p);
}
