/* test_dynamite.c - Dynamite (Dinamita): one test per rule of the rulebook (build a
 * position, apply a move, check the consequence), the cards file and its validation,
 * each game mode's scoring, pairs, the FAQ cases, hidden information, the rule
 * parameters, the shared battery over every player count with a card-conservation
 * check and reproducibility. The signature of play (every mode) is in
 * tests/signatures.txt (test_signature). games/dynamite/RULES.md names the test that
 * covers each rule. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "battery.h"
#include "trace_event.h"
#include "../games/dynamite/dynamite.h"

static const game_t *g = &dynamite_game;

enum { YELLOW, GREEN, BLUE, RED };
#define K(c, s) DYN_KIND(c, s)
#define PLAY(card, as, opt, var) DYN_MOVE(DYN_A_PLAY, card, as, opt, var)
#define SIMPLE(card) PLAY(card, card, 0, 0)
#define ACT(a) DYN_MOVE(a, 0, 0, 0, 0)

static void init_game(void)
{
    char err[256];
    cr_assert_eq(g->init(err, sizeof err), 0, "init: %s", err);
}

TestSuite(dynamite, .init = init_game, .timeout = 120);

/* ---------------------------------------------------------------- helpers -- */

static dyn_rules_t rules(void)
{
    dyn_rules_t r;
    rules_defaults(g, &r);
    return r;
}

static void set_rule(dyn_rules_t *r, const char *key, const char *val)
{
    char err[256];
    cr_assert_eq(rules_set(g, r, key, val, err, sizeof err), 0, "%s=%s: %s", key, val, err);
}

static void check_sound(const dyn_state_t *st)
{
    char buf[256];
    cr_assert_eq(dyn_check_invariants(st, buf, sizeof buf), 0, "invariant: %s", buf);
}

/* A dealt game with every card back in the draw pile but the top card (red D):
 * seat 0 to move a fresh turn, nobody holds anything. Tests then hand out cards. */
static dyn_state_t table_r(int players, const dyn_rules_t *r)
{
    dyn_state_t st;
    rng_t rng;
    rng_seed(&rng, 5, 7);
    g->setup(&st, r, players, &rng);
    memset(st.hand, 0, sizeof st.hand);
    memset(st.pub, 0, sizeof st.pub);
    memset(st.know, 0, sizeof st.know);
    memset(st.know_mask, 0, sizeof st.know_mask);
    memset(&st.discard, 0, sizeof st.discard);
    memset(st.bomb, 0, sizeof st.bomb);
    memset(st.skips, 0, sizeof st.skips);
    st.pile = dyn_deck->cards;
    st.bomb_n = 0;
    st.bomb_seq = 0; /* the DINAs put_bomb adds are numbered 1, 2, ... */
    st.pen_n = 0;
    st.passed = 0;
    st.dir = 0;
    for (int s = 0; s < MAX_SEATS; s++) st.order[s] = st.pos[s] = (uint8_t)s;
    st.top_kind = st.top_as = K(RED, DYN_D);
    dyn_sub(&st.pile, K(RED, DYN_D), 1);
    st.cur = 0;
    st.phase = DYN_PH_NORMAL;
    st.turn = 1;
    dyn_recount(&st);
    check_sound(&st);
    return st;
}

static dyn_state_t table(int players)
{
    dyn_rules_t r = rules();
    return table_r(players, &r);
}

/* n cards of kind k to seat's hand, from the draw pile (or the discards). */
static void deal(dyn_state_t *st, int seat, int k, int n)
{
    for (int i = 0; i < n; i++) {
        dyn_set_t *from = dyn_count(&st->pile, k) ? &st->pile : &st->discard;
        cr_assert_gt(dyn_count(from, k), 0, "no card of kind %d left to deal", k);
        dyn_sub(from, k, 1);
        dyn_add(&st->hand[seat], k, 1);
    }
    dyn_recount(st);
}

/* Filler: n letters that never match a red D on top and never spell DINAMITA (no D). */
static void filler(dyn_state_t *st, int seat, int n)
{
    static const int syms[] = {DYN_T, DYN_M, DYN_N, DYN_I, DYN_A};
    static const int cols[] = {GREEN, BLUE, YELLOW};
    int i = 0;
    while (n > 0) {
        cr_assert_lt(i, 15 * 8, "out of filler cards");
        int k = K(cols[i % 3], syms[(i / 3) % 5]);
        i++;
        if (dyn_count(&st->pile, k) + dyn_count(&st->discard, k) == 0) continue;
        deal(st, seat, k, 1);
        n--;
    }
}

static void set_top(dyn_state_t *st, int k)
{
    dyn_add(&st->pile, st->top_kind, 1);
    dyn_sub(&st->pile, k, 1);
    st->top_kind = st->top_as = (uint8_t)k;
    dyn_recount(st);
}

/* Move every pile card for which keep() is false onto the discard pile. */
static void pile_only(dyn_state_t *st, int (*keep)(int k))
{
    for (int k = 0; k < DYN_KINDS; k++) {
        int c = dyn_count(&st->pile, k);
        if (c && !keep(k)) {
            dyn_sub(&st->pile, k, c);
            dyn_add(&st->discard, k, c);
        }
    }
    dyn_recount(st);
}

/* A DINA of `colour` placed in front of `holder` on turn 0 with `acc` face-up cards. */
static void put_bomb_of(dyn_state_t *st, int colour, int holder, const int *acc, int nacc)
{
    dyn_bomb_t *b = &st->bomb[st->bomb_n++];
    memset(b, 0, sizeof *b);
    b->kind = b->card = (uint8_t)K(colour, DYN_DINA);
    b->holder = (uint8_t)holder;
    dyn_sub(&st->pile, b->kind, 1);
    for (int i = 0; i < nacc; i++) {
        dyn_sub(&st->pile, acc[i], 1);
        dyn_add(&b->acc, acc[i], 1);
    }
    dyn_recount(st);
    check_sound(st);
}

/* A red DINA in front of `holder` (see put_bomb_of). */
static void put_bomb(dyn_state_t *st, int holder, const int *acc, int nacc)
{
    put_bomb_of(st, RED, holder, acc, nacc);
}

static int is_letter_of(int k, int colour)
{
    return DYN_IS_COLOURED(k) && DYN_COLOUR(k) == colour && DYN_SYM(k) <= DYN_T;
}
static int is_red(int k) { return is_letter_of(k, RED); }
static int is_yellow_letter(int k) { return is_letter_of(k, YELLOW); }
static int is_green_letter(int k) { return is_letter_of(k, GREEN); }

/* The lowest kind in s (DYN_NOKIND when empty). */
static int set_first(const dyn_set_t *s)
{
    for (int k = 0; k < DYN_KINDS; k++)
        if (dyn_count(s, k)) return k;
    return DYN_NOKIND;
}

static int legal(const dyn_state_t *st, move_t m)
{
    move_t mv[DYN_MAX_MOVES];
    int n = g->legal_moves(st, mv);
    for (int i = 0; i < n; i++)
        if (mv[i] == m) return 1;
    return 0;
}

static void do_move(dyn_state_t *st, move_t m, uint64_t seed)
{
    char d[128];
    g->describe_move(st, m, d, sizeof d);
    cr_assert(legal(st, m), "not a legal move: %s (%08x)", d, m);
    rng_t rng;
    rng_seed(&rng, seed, 3);
    g->apply(st, m, &rng);
    check_sound(st);
}

/* End the turn of `seat` (which must hold a harmless hand): the next turn begins. */
static void pass_turn_of(dyn_state_t *st, int seat, uint64_t seed)
{
    st->cur = (uint8_t)seat;
    st->phase = DYN_PH_DRAWN;
    do_move(st, ACT(DYN_A_END), seed);
}

static int count_moves(const dyn_state_t *st, int action)
{
    move_t mv[DYN_MAX_MOVES];
    int n = g->legal_moves(st, mv), c = 0;
    for (int i = 0; i < n; i++) c += (int)DYN_M_ACTION(mv[i]) == action;
    return c;
}

static outcome_t outcome_of(const dyn_state_t *st)
{
    outcome_t o;
    cr_assert_eq(g->to_move(st), -1, "the game is not over");
    g->outcome(st, &o);
    return o;
}

/* ------------------------------------------------------------------ cards -- */

Test(dynamite, cards_csv_holds_the_110_cards_of_the_component_list)
{
    cr_assert_eq(dyn_deck->total, 110);
    static const int per_colour[DYN_SYMBOLS] = {2, 4, 2, 4, 2, 2, 2, 2, 2, 1, 1, 1, 1};
    for (int c = 0; c < DYN_COLOURS; c++)
        for (int s = 0; s < DYN_SYMBOLS; s++)
            cr_assert_eq(dyn_count(&dyn_deck->cards, K(c, s)), per_colour[s], "colour %d symbol %d", c, s);
    cr_assert_eq(dyn_count(&dyn_deck->cards, DYN_WILD), 4);
    cr_assert_eq(dyn_count(&dyn_deck->cards, DYN_DET), 2);
    int letters = 0, activity = 0;
    for (int c = 0; c < DYN_COLOURS; c++)
        for (int s = 0; s < DYN_SYMBOLS; s++)
            *(s <= DYN_T ? &letters : &activity) += dyn_count(&dyn_deck->cards, K(c, s));
    cr_assert_eq(letters, 64);
    cr_assert_eq(activity, 40);
}

static void expect_bad_csv(const char *body, const char *want)
{
    char path[] = "/tmp/dyn_cards_XXXXXX";
    int fd = mkstemp(path);
    cr_assert_geq(fd, 0);
    FILE *f = fdopen(fd, "w");
    fputs(body, f);
    fclose(f);
    dyn_set_t deck;
    char err[512];
    int rc = dyn_load_cards(path, &deck, err, sizeof err);
    unlink(path);
    cr_assert_neq(rc, 0, "accepted: %s", body);
    cr_assert(strstr(err, want) != NULL, "error '%s' lacks '%s'", err, want);
    cr_assert(strstr(err, path) != NULL, "error '%s' does not name the file", err);
}

#define CSV_HEAD "symbol,per_colour,colourless\n"
#define CSV_REST                                                                                 \
    "N,2,0\nA,4,0\nM,2,0\nT,2,0\nDINA,2,0\nMITA,2,0\nPLUS_MINUS_2,2,0\nCHANGE,1,0\nSWAP,1,0\n" \
    "NO_PLAY_SINGLE,1,0\nNO_PLAY_DOUBLE,1,0\nWILD,0,4\nDETONATOR,0,2\n"

Test(dynamite, cards_csv_errors_name_file_line_and_field)
{
    expect_bad_csv(CSV_HEAD "D,2,0\nQ,4,0\n" CSV_REST, ":3: field 'symbol'");
    expect_bad_csv(CSV_HEAD "D,two,0\nI,4,0\n" CSV_REST, ":2: field 'per_colour'");
    expect_bad_csv(CSV_HEAD "D,2,0\nI,4,1\n" CSV_REST, ":3: field 'colourless'");
    expect_bad_csv(CSV_HEAD "D,2,0\nI,4,0\nD,1,0\n" CSV_REST, ":4: field 'symbol'");
    expect_bad_csv(CSV_HEAD "D,2,0\n" CSV_REST, "'I' is missing");
    expect_bad_csv(CSV_HEAD "D,16,0\nI,4,0\n" CSV_REST, ":2: field 'per_colour'");
    expect_bad_csv("symbol,colourless\nD,0\n", "missing column 'per_colour'");
    expect_bad_csv(CSV_HEAD "DINA,3,0\n", ":2: field 'per_colour': at most 2 DINA");
    /* a valid file loads */
    char path[] = "/tmp/dyn_cards_XXXXXX";
    int fd = mkstemp(path);
    FILE *f = fdopen(fd, "w");
    fputs(CSV_HEAD "D,2,0\nI,4,0\n" CSV_REST, f);
    fclose(f);
    dyn_set_t deck;
    char err[256];
    cr_assert_eq(dyn_load_cards(path, &deck, err, sizeof err), 0, "%s", err);
    unlink(path);
    cr_assert_eq(dyn_set_total(&deck), 110);
}

Test(dynamite, deck_total_rule_guards_the_card_file)
{
    dyn_rules_t r = rules();
    char err[256];
    cr_assert_eq(g->rules_check(&r, 4, err, sizeof err), 0, "%s", err);
    set_rule(&r, "deck_total", "108");
    cr_assert_neq(g->rules_check(&r, 4, err, sizeof err), 0);
    cr_assert(strstr(err, dyn_deck_path()) && strstr(err, "110") && strstr(err, "108"), "%s", err);
}

/* A data folder holding games/dynamite/cards.csv = body; returns the folder. */
static const char *data_folder(const char *body)
{
    static char dir[64];
    char path[256];
    snprintf(dir, sizeof dir, "/tmp/dyn_data_XXXXXX");
    cr_assert(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/games", dir);
    cr_assert_eq(mkdir(path, 0700), 0);
    snprintf(path, sizeof path, "%s/games/dynamite", dir);
    cr_assert_eq(mkdir(path, 0700), 0);
    snprintf(path, sizeof path, "%s/games/dynamite/cards.csv", dir);
    FILE *f = fopen(path, "w");
    cr_assert(f);
    fputs(body, f);
    fclose(f);
    return dir;
}

static void remove_folder(const char *dir)
{
    char path[256];
    snprintf(path, sizeof path, "%s/games/dynamite/cards.csv", dir);
    unlink(path);
    snprintf(path, sizeof path, "%s/games/dynamite", dir);
    rmdir(path);
    snprintf(path, sizeof path, "%s/games", dir);
    rmdir(path);
    rmdir(dir);
}

/* init with the data folder holding `body` as cards.csv, which must be accepted (the
 * folder is removed again; the deck stays loaded). */
static void init_accepts(const char *body)
{
    const char *dir = data_folder(body);
    char err[512];
    setenv("SIMULATE_DATA", dir, 1);
    cr_assert_eq(g->init(err, sizeof err), 0, "%s", err);
    unsetenv("SIMULATE_DATA");
    remove_folder(dir);
}

/* init with the data folder holding `body` as cards.csv: refused with a message
 * that names the file and contains `want`; the deck in use is untouched. */
static void init_refuses(const char *body, const char *want)
{
    dyn_deck_t before = *dyn_deck;
    const char *dir = data_folder(body);
    setenv("SIMULATE_DATA", dir, 1);
    char err[512] = "", file[256];
    int rc = g->init(err, sizeof err);
    unsetenv("SIMULATE_DATA");
    snprintf(file, sizeof file, "%s/games/dynamite/cards.csv", dir);
    remove_folder(dir);
    cr_assert_neq(rc, 0, "accepted: %s", body);
    cr_assert(strncmp(err, file, strlen(file)) == 0, "'%s' does not start with the file", err);
    cr_assert(strstr(err, want), "'%s' lacks '%s'", err, want);
    cr_assert(memcmp(&before, dyn_deck, sizeof before) == 0, "a refused file changed the deck");
}

Test(dynamite, a_truncated_duplicated_or_short_card_file_is_refused_naming_it)
{
    /* truncated inside a row, inside a name, after the header, empty */
    init_refuses(CSV_HEAD "D,2,0\nI,4,0\nN,2", ":4: field 'colourless'");
    init_refuses(CSV_HEAD "D,2,0\nI,4,0\nN,2,0\nA,4,0\nM,2,0\nT,2,0\nDINA,2,0\nMITA,2,0\nPLUS_M",
                 ":10: field 'symbol': unknown card 'PLUS_M'");
    init_refuses(CSV_HEAD, "card 'D' is missing");
    init_refuses("", "empty");
    /* a duplicated row, a missing row */
    init_refuses(CSV_HEAD "D,2,0\nI,4,0\n" CSV_REST "I,4,0\n", ":17: field 'symbol': card 'I' "
                 "already listed on line 3");
    init_refuses(CSV_HEAD "D,2,0\n" CSV_REST, "card 'I' is missing");
    /* a well-formed file with more cards than the component list loads, and the
     * rules check refuses it, naming it */
    const char *dir = data_folder(CSV_HEAD "D,2,0\nI,5,0\n" CSV_REST);
    char path[256], err[512];
    snprintf(path, sizeof path, "%s/games/dynamite/cards.csv", dir);
    setenv("SIMULATE_DATA", dir, 1);
    cr_assert_eq(g->init(err, sizeof err), 0, "%s", err);
    unsetenv("SIMULATE_DATA");
    remove_folder(dir);
    cr_assert_str_eq(dyn_deck_path(), path);
    cr_assert_eq(dyn_deck->total, 114);
    dyn_rules_t r = rules();
    cr_assert_neq(g->rules_check(&r, 4, err, sizeof err), 0);
    cr_assert(strncmp(err, path, strlen(path)) == 0 && strstr(err, "114"), "%s", err);
    cr_assert_eq(g->init(err, sizeof err), 0, "%s", err); /* the real file again */
    cr_assert_eq(dyn_deck->total, 110);
}

/* ------------------------------------------------------------------ setup -- */

/* Counts the dealt cards of each "deal" event a trace sink received. */
typedef struct dealt {
    int seats, cards[MAX_SEATS];
} dealt_t;

static void count_dealt(void *ctx, const char *json)
{
    dealt_t *d = ctx;
    int seat;
    if (sscanf(json, "{\"event\":\"deal\",\"deal\":1,\"seat\":%d,", &seat) != 1)
        return;
    cr_assert(seat >= 1 && seat <= MAX_SEATS, "%s", json);
    const char *c = strstr(json, "\"cards\":[");
    cr_assert(c, "%s", json);
    int quotes = 0;
    for (c += 9; *c && *c != ']'; c++) quotes += *c == '"';
    d->cards[seat - 1] = quotes / 2;
    d->seats++;
}

Test(dynamite, setup_deals_six_and_starts_the_pile_with_a_letter)
{
    dyn_rules_t r = rules();
    for (int players = 2; players <= 8; players++)
        for (uint64_t seed = 0; seed < 200; seed++) {
            dyn_state_t st;
            rng_t rng;
            rng_seed(&rng, seed, players);
            dealt_t d = {0, {0}};
            trace_sink_t sink = {count_dealt, &d};
            const trace_sink_t *old = trace_sink_install(&sink);
            g->setup(&st, &r, players, &rng);
            trace_sink_install(old);
            check_sound(&st);
            cr_assert(DYN_IS_COLOURED(st.top_kind) && DYN_SYM(st.top_kind) <= DYN_T);
            /* six cards dealt to each player (a dealt DINA then goes on the table) */
            cr_assert_eq(d.seats, players);
            for (int s = 0; s < players; s++)
                cr_assert_eq(d.cards[s], 6, "seat %d was dealt %d", s + 1, d.cards[s]);
            /* every card is somewhere: pile, hands, DINAs and their cards, discards, top */
            int cards = 0, in_play = 0;
            for (int s = 0; s < players; s++) cards += st.hand_n[s];
            for (int i = 0; i < st.bomb_n; i++) in_play += 1 + st.bomb[i].acc_n;
            cr_assert_eq(st.pile_n + cards + in_play + st.discard_n + 1, 110);
        }
}

Test(dynamite, a_dealt_dina_is_placed_in_front_of_the_first_holder)
{
    dyn_rules_t r = rules();
    int seen = 0;
    for (uint64_t seed = 0; seed < 100 && !seen; seed++) {
        dyn_state_t st;
        rng_t rng;
        rng_seed(&rng, seed, 99);
        g->setup(&st, &r, 4, &rng);
        if (st.bomb_n == 1 && st.turn == 1 && st.bomb[0].holder != 0) {
            seen = 1;
            cr_assert_eq(st.bomb[0].turn, 0);
            cr_assert_eq(st.hand_n[st.bomb[0].holder], 5);
            cr_assert_eq(DYN_SYM(st.bomb[0].kind), DYN_DINA);
        }
    }
    cr_assert(seen);
}

/* --------------------------------------------------------------- matching -- */

Test(dynamite, a_card_matches_the_top_by_colour_symbol_or_type)
{
    dyn_state_t st = table(3);
    deal(&st, 0, K(RED, DYN_MITA), 1);    /* colour */
    deal(&st, 0, K(YELLOW, DYN_D), 1);    /* symbol */
    deal(&st, 0, K(YELLOW, DYN_I), 1);    /* neither */
    deal(&st, 0, K(GREEN, DYN_NOPLAY2), 1);
    cr_assert(legal(&st, SIMPLE(K(RED, DYN_MITA))));
    cr_assert(legal(&st, SIMPLE(K(YELLOW, DYN_D))));
    cr_assert_not(legal(&st, SIMPLE(K(YELLOW, DYN_I))));
    cr_assert_eq(count_moves(&st, DYN_A_PLAY), 2);
    cr_assert(legal(&st, ACT(DYN_A_DRAW)));
    /* type: the single and double no-playing cards are one type */
    set_top(&st, K(BLUE, DYN_NOPLAY1));
    cr_assert(legal(&st, SIMPLE(K(GREEN, DYN_NOPLAY2))));
    cr_assert_not(legal(&st, SIMPLE(K(YELLOW, DYN_D))));
}

Test(dynamite, match_type_class_lets_any_letter_go_on_a_letter)
{
    dyn_rules_t r = rules();
    set_rule(&r, "match_type", "class");
    dyn_state_t st = table_r(3, &r);
    deal(&st, 0, K(YELLOW, DYN_I), 1);
    deal(&st, 0, K(GREEN, DYN_PM2), 1);
    cr_assert(legal(&st, SIMPLE(K(YELLOW, DYN_I))));
    cr_assert_not(legal(&st, PLAY(K(GREEN, DYN_PM2), K(GREEN, DYN_PM2), 0, 0)));
    set_top(&st, K(BLUE, DYN_SWAP));
    cr_assert(legal(&st, PLAY(K(GREEN, DYN_PM2), K(GREEN, DYN_PM2), 0, 0)));
}

Test(dynamite, match_type_says_which_printed_pairs_share_a_type)
{
    /* kind (default): the single and double no-playing cards are one card in two
     * versions; change direction and swap are two cards; pairs: both halves of each
     * printed pair share a type; symbol: no two symbols do */
    static const struct {
        const char *mt;
        int noplay, change_swap;
    } cases[] = {{"kind", 1, 0}, {"pairs", 1, 1}, {"symbol", 0, 0}, {"class", 1, 1}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        dyn_rules_t r = rules();
        set_rule(&r, "match_type", cases[i].mt);
        dyn_state_t st = table_r(3, &r);
        deal(&st, 0, K(GREEN, DYN_NOPLAY2), 1);
        deal(&st, 0, K(GREEN, DYN_SWAP), 1);
        deal(&st, 0, K(YELLOW, DYN_NOPLAY1), 1);
        deal(&st, 0, K(YELLOW, DYN_CHANGE), 1);
        deal(&st, 0, K(YELLOW, DYN_I), 1);
        filler(&st, 1, 2);
        filler(&st, 2, 2);
        set_top(&st, K(BLUE, DYN_NOPLAY1));
        cr_assert_eq(legal(&st, SIMPLE(K(GREEN, DYN_NOPLAY2))), cases[i].noplay, "%s", cases[i].mt);
        set_top(&st, K(BLUE, DYN_NOPLAY2));
        cr_assert_eq(legal(&st, PLAY(K(YELLOW, DYN_NOPLAY1), K(YELLOW, DYN_NOPLAY1), 1, 0)),
                     cases[i].noplay, "%s", cases[i].mt);
        set_top(&st, K(BLUE, DYN_CHANGE));
        cr_assert_eq(legal(&st, PLAY(K(GREEN, DYN_SWAP), K(GREEN, DYN_SWAP), 1, 0)),
                     cases[i].change_swap, "%s", cases[i].mt);
        set_top(&st, K(BLUE, DYN_SWAP));
        cr_assert_eq(legal(&st, PLAY(K(YELLOW, DYN_CHANGE), K(YELLOW, DYN_CHANGE), 0, 0)),
                     cases[i].change_swap, "%s", cases[i].mt);
        /* a letter never matches an activity card by type */
        cr_assert_not(legal(&st, SIMPLE(K(YELLOW, DYN_I))));
    }
}

Test(dynamite, wild_becomes_any_matching_card_but_a_detonator)
{
    dyn_state_t st = table(3);
    deal(&st, 0, DYN_WILD, 1);
    filler(&st, 0, 2);
    move_t mv[DYN_MAX_MOVES];
    int n = g->legal_moves(&st, mv);
    uint64_t idents = 0, want = 0;
    for (int i = 0; i < n; i++)
        if (DYN_M_CARD(mv[i]) == DYN_WILD) {
            cr_assert_eq(DYN_M_ACTION(mv[i]),
                         DYN_SYM(DYN_M_AS(mv[i])) == DYN_DINA ? DYN_A_PLACE : DYN_A_PLAY);
            idents |= 1ULL << DYN_M_AS(mv[i]);
        }
    /* on a red D: every red card (DINA included) and the D of every colour */
    for (int sym = 0; sym < DYN_SYMBOLS; sym++) want |= 1ULL << K(RED, sym);
    for (int c = 0; c < DYN_COLOURS; c++) want |= 1ULL << K(c, DYN_D);
    cr_assert_eq(idents, want, "identities %#llx, want %#llx", (unsigned long long)idents,
                 (unsigned long long)want);
    /* the chosen identity is public: it is the top card for matching */
    do_move(&st, PLAY(DYN_WILD, K(BLUE, DYN_D), 0, 0), 1);
    cr_assert_eq(st.top_kind, DYN_WILD);
    cr_assert_eq(st.top_as, K(BLUE, DYN_D));
    cr_assert_eq(st.cur, 1);
}

Test(dynamite, a_wild_may_become_a_dina_placed_in_front_of_its_player)
{
    /* "Wild card: becomes any other card (activity or letter) in the game, except a
     * detonator", and DINA is an activity card: played as a DINA matching the top, it
     * is placed face up in front of its player, like a DINA that appears */
    dyn_state_t st = table(3);
    deal(&st, 0, DYN_WILD, 1);
    filler(&st, 0, 2);
    filler(&st, 1, 2);
    filler(&st, 2, 2);
    cr_assert(legal(&st, DYN_MOVE(DYN_A_PLACE, DYN_WILD, K(RED, DYN_DINA), 0, 0)));
    cr_assert_not(legal(&st, DYN_MOVE(DYN_A_PLACE, DYN_WILD, K(GREEN, DYN_DINA), 0, 0)), "it must match the top");
    int turn = st.turn;
    do_move(&st, DYN_MOVE(DYN_A_PLACE, DYN_WILD, K(RED, DYN_DINA), 0, 0), 1);
    cr_assert_eq(st.bomb_n, 1);
    cr_assert_eq(st.bomb[0].kind, K(RED, DYN_DINA));
    cr_assert_eq(st.bomb[0].card, DYN_WILD);
    cr_assert_eq(st.bomb[0].holder, 0);
    cr_assert_eq(st.bomb[0].turn, turn);
    cr_assert_eq(st.top_kind, K(RED, DYN_D), "a DINA never goes on the discard pile");
    cr_assert_eq(st.hand_n[0], 2);
    cr_assert_eq(st.cur, 1, "placing it was the player's play: the turn is over");
    /* it is a red DINA: at seat 0's next turn a red card explodes it, and the wild
     * goes to the discards */
    pile_only(&st, is_red);
    int wilds = dyn_count(&st.discard, DYN_WILD);
    pass_turn_of(&st, 1, 2);
    pass_turn_of(&st, 2, 3);
    cr_assert_eq(st.cur, 0);
    cr_assert_eq(st.bomb_n, 0, "it exploded");
    cr_assert_eq(st.hand_n[0], 2 + 1 + 1);
    cr_assert_eq(dyn_count(&st.discard, DYN_WILD), wilds + 1);
    /* wild_as_dina off: the wild is any card but a detonator or a DINA */
    dyn_rules_t r = rules();
    set_rule(&r, "wild_as_dina", "false");
    st = table_r(3, &r);
    deal(&st, 0, DYN_WILD, 1);
    filler(&st, 0, 2);
    cr_assert_not(legal(&st, DYN_MOVE(DYN_A_PLACE, DYN_WILD, K(RED, DYN_DINA), 0, 0)));
    cr_assert(legal(&st, PLAY(DYN_WILD, K(RED, DYN_MITA), 0, 0)));
}

Test(dynamite, every_dina_card_and_every_wild_may_be_in_play_at_once)
{
    /* all eight DINA cards lie on the table; wilds played as DINAs join them */
    dyn_state_t st = table(3);
    for (int c = 0; c < DYN_COLOURS; c++) {
        put_bomb_of(&st, c, 0, NULL, 0);
        put_bomb_of(&st, c, 0, NULL, 0);
    }
    for (int i = 0; i < st.bomb_n; i++) st.bomb[i].turn = st.turn; /* none due yet */
    deal(&st, 0, DYN_WILD, 4);
    filler(&st, 0, 2);
    filler(&st, 1, 2);
    filler(&st, 2, 2);
    cr_assert_eq(st.bomb_n, 8);
    for (int i = 0; i < 4; i++) {
        st.cur = 0;
        st.phase = DYN_PH_NORMAL;
        do_move(&st, DYN_MOVE(DYN_A_PLACE, DYN_WILD, K(RED, DYN_DINA), 0, 0), 1 + (uint64_t)i);
        cr_assert_eq(st.bomb_n, 9 + i);
        cr_assert_eq(st.bomb[st.bomb_n - 1].card, DYN_WILD);
    }
    /* a deck with more DINAs and wilds than the state has room for is refused while
     * wilds may become DINAs (the deck's file named), and accepted otherwise */
    init_accepts(CSV_HEAD "D,2,0\nI,4,0\nN,2,0\nA,4,0\nM,2,0\nT,2,0\nDINA,2,0\n"
                 "MITA,2,0\nPLUS_MINUS_2,2,0\nCHANGE,1,0\nSWAP,1,0\n"
                 "NO_PLAY_SINGLE,1,0\nNO_PLAY_DOUBLE,1,0\nWILD,0,7\nDETONATOR,0,2\n");
    char err[512];
    dyn_rules_t r = rules();
    set_rule(&r, "deck_total", "113");
    cr_assert_neq(g->rules_check(&r, 3, err, sizeof err), 0);
    cr_assert(strstr(err, "wild_as_dina") && strstr(err, "15") && strstr(err, dyn_deck_path()), "%s", err);
    set_rule(&r, "wild_as_dina", "false");
    cr_assert_eq(g->rules_check(&r, 3, err, sizeof err), 0, "%s", err);
    cr_assert_eq(g->init(err, sizeof err), 0, "%s", err); /* the real file again */
}

/* ----------------------------------------------------------- turn actions -- */

Test(dynamite, a_turn_is_draw_or_draw_and_play_or_play)
{
    dyn_state_t st = table(3);
    pile_only(&st, is_red);
    deal(&st, 0, K(GREEN, DYN_T), 1);
    filler(&st, 1, 3);
    filler(&st, 2, 3);
    do_move(&st, ACT(DYN_A_DRAW), 2);
    cr_assert_eq(st.cur, 0, "drawing leaves the turn to the player");
    cr_assert_eq(st.phase, DYN_PH_DRAWN);
    cr_assert_eq(st.hand_n[0], 2);
    cr_assert_not(legal(&st, ACT(DYN_A_DRAW)), "one draw per turn");
    cr_assert(legal(&st, ACT(DYN_A_END)));
    /* the drawn (red) card is playable now */
    move_t mv[DYN_MAX_MOVES];
    int n = g->legal_moves(&st, mv);
    move_t play = 0;
    for (int i = 0; i < n; i++)
        if (DYN_M_ACTION(mv[i]) == DYN_A_PLAY) play = mv[i];
    cr_assert(play);
    do_move(&st, play, 2);
    cr_assert_eq(st.cur, 1);
    cr_assert_eq(st.hand_n[0], 1);
    /* play without drawing */
    deal(&st, 1, K(RED, DYN_N), 1);
    set_top(&st, K(RED, DYN_A));
    st.phase = DYN_PH_NORMAL;
    do_move(&st, SIMPLE(K(RED, DYN_N)), 3);
    cr_assert_eq(st.cur, 2);
    /* draw and keep */
    do_move(&st, ACT(DYN_A_DRAW), 4);
    do_move(&st, ACT(DYN_A_END), 4);
    cr_assert_eq(st.cur, 0);
    cr_assert_eq(st.hand_n[2], 4);
}

Test(dynamite, the_draw_pile_is_reshuffled_from_the_discards_but_the_top)
{
    dyn_state_t st = table(2);
    filler(&st, 0, 3);
    filler(&st, 1, 3);
    /* everything left goes to the discards, the pile is empty */
    st.discard = st.pile;
    memset(&st.pile, 0, sizeof st.pile);
    dyn_recount(&st);
    int before = st.discard_n;
    cr_assert_eq(st.pile_n, 0);
    do_move(&st, ACT(DYN_A_DRAW), 5);
    cr_assert_eq(st.hand_n[0], 4);
    cr_assert_eq(st.discard_n, 0);
    cr_assert_eq(st.pile_n, before - 1);
    cr_assert_eq(st.top_kind, K(RED, DYN_D), "the top card stays");
}


static int reach_of_red_d(int k)
{
    return !DYN_IS_COLOURED(k) || DYN_COLOUR(k) == RED || DYN_SYM(k) == DYN_D ||
           DYN_SYM(k) == DYN_MITA;
}

/* Nothing to draw anywhere and nothing playable: red D on top; every DINA lies in
 * front of seat 1 (placed on turn 0); every card that could go on the top (and every
 * MITA) lies face up under one of them: the red and colourless ones under a yellow
 * DINA, the others under a red one (a DINA never holds a card of its own colour);
 * the rest is in the hands: n0 cards for seat 0, n1 for seat 1, the rest seat 2. */
static dyn_state_t blocked_table_mode(const char *mode, int n0, int n1)
{
    dyn_rules_t r = rules();
    set_rule(&r, "out_limit", "120");
    set_rule(&r, "mode", mode);
    dyn_state_t st = table_r(3, &r);
    int under_yellow = -1, under_red = -1;
    for (int c = 0; c < DYN_COLOURS; c++)
        while (dyn_count(&st.pile, K(c, DYN_DINA))) {
            dyn_bomb_t *b = &st.bomb[st.bomb_n];
            b->kind = b->card = (uint8_t)K(c, DYN_DINA);
            b->holder = 1;
            b->turn = 0;
            dyn_sub(&st.pile, b->kind, 1);
            if (c == YELLOW && under_yellow < 0) under_yellow = st.bomb_n;
            if (c == RED && under_red < 0) under_red = st.bomb_n;
            st.bomb_n++;
        }
    int given = 0;
    for (int k = 0; k < DYN_KINDS; k++) {
        int c = dyn_count(&st.pile, k);
        dyn_sub(&st.pile, k, c);
        for (int i = 0; i < c; i++) {
            if (reach_of_red_d(k)) {
                int red = !DYN_IS_COLOURED(k) || DYN_COLOUR(k) == RED;
                dyn_add(&st.bomb[red ? under_yellow : under_red].acc, k, 1);
                continue;
            }
            int seat = given < n0 ? 0 : given < n0 + n1 ? 1 : 2;
            dyn_add(&st.hand[seat], k, 1);
            given++;
        }
    }
    dyn_recount(&st);
    check_sound(&st);
    return st;
}

static dyn_state_t blocked_table(int n0, int n1)
{
    return blocked_table_mode("single", n0, n1);
}

static void pass_round(dyn_state_t *st)
{
    for (int i = 0; i < 3 && g->to_move(st) >= 0; i++) {
        move_t mv[DYN_MAX_MOVES];
        int n = g->legal_moves(st, mv);
        cr_assert_eq(n, 1);
        cr_assert_eq(mv[0], ACT(DYN_A_PASS));
        do_move(st, mv[0], 40 + (uint64_t)i);
    }
}

Test(dynamite, a_game_with_nothing_to_draw_or_play_ends_blocked_fewest_cards_win)
{
    dyn_state_t st = blocked_table(5, 2);
    pass_round(&st);
    outcome_t o = outcome_of(&st);
    cr_assert_eq(st.blocked_deals, 1);
    cr_assert_eq(o.capped, 0);
    cr_assert_eq(o.result[1], RESULT_WIN);
    cr_assert_eq(o.result[0], RESULT_LOSS);
    cr_assert_eq(o.result[2], RESULT_LOSS);
    /* a tie for fewest cards is shared */
    st = blocked_table(3, 3);
    pass_round(&st);
    o = outcome_of(&st);
    cr_assert_eq(o.result[0], RESULT_DRAW);
    cr_assert_eq(o.result[1], RESULT_DRAW);
    cr_assert_eq(o.result[2], RESULT_LOSS);
}

/* The only legal move of the player to move is m; play it. */
static void only_move(dyn_state_t *st, move_t m, uint64_t seed)
{
    move_t mv[DYN_MAX_MOVES];
    int n = g->legal_moves(st, mv);
    char d[128];
    g->describe_move(st, mv[0], d, sizeof d);
    cr_assert(n == 1 && mv[0] == m, "seat %d has %d moves, the first: %s", st->cur + 1, n, d);
    do_move(st, m, seed);
}

/* From a set-up table where the draw pile holds one card nobody can play and seat 2
 * holds the one playable card (the red MITA), play reaches a pass and a blocked deal:
 * seat 0 draws the last card; seat 1 has nothing to draw or play and passes; seat 2
 * plays its MITA (the red D goes to the discards); at seat 0's turn start the yellow
 * DINA turns the red D up from the reshuffled discards and keeps it face up; then
 * nobody can draw or play, and three passes in a row block the deal. */
static dyn_state_t play_to_a_block(const char *mode)
{
    dyn_state_t st = blocked_table_mode(mode, 5, 2);
    cr_assert_eq(st.bomb[0].kind, K(YELLOW, DYN_DINA));
    dyn_sub(&st.bomb[0].acc, K(RED, DYN_MITA), 1);
    dyn_add(&st.hand[2], K(RED, DYN_MITA), 1);
    dyn_sub(&st.hand[2], K(GREEN, DYN_T), 1);
    dyn_add(&st.pile, K(GREEN, DYN_T), 1);
    dyn_recount(&st);
    check_sound(&st);
    int n2 = st.hand_n[2], red_d = dyn_count(&st.bomb[0].acc, K(RED, DYN_D));
    only_move(&st, ACT(DYN_A_DRAW), 1);
    only_move(&st, ACT(DYN_A_END), 2);
    cr_assert_eq(st.pile_n + st.discard_n, 0, "nothing left to draw");
    cr_assert_eq(st.cur, 1);
    only_move(&st, ACT(DYN_A_PASS), 3);
    cr_assert_eq(st.passed, 1 << 1);
    cr_assert_eq(st.cur, 2);
    /* seat 2 holds a MITA: for each DINA now in front of it, defuse or turn a card */
    for (int i = 0; st.phase == DYN_PH_FUSE; i++) {
        cr_assert_lt(i, 8);
        do_move(&st, ACT(DYN_A_FLIP), 10 + (uint64_t)i);
    }
    cr_assert_eq(st.bomb_n, 8, "nothing to turn: every DINA passed on");
    do_move(&st, SIMPLE(K(RED, DYN_MITA)), 4);
    cr_assert_eq(st.passed, 0, "a move other than a pass starts the count again");
    cr_assert_eq(st.cur, 0);
    cr_assert_eq(dyn_count(&st.bomb[0].acc, K(RED, DYN_D)), red_d + 1,
                 "the yellow DINA turned the red D up from the reshuffled discards");
    cr_assert_eq(st.pile_n + st.discard_n, 0);
    cr_assert_eq(st.hand_n[2], n2 - 1);
    only_move(&st, ACT(DYN_A_PASS), 5);
    only_move(&st, ACT(DYN_A_PASS), 6);
    only_move(&st, ACT(DYN_A_PASS), 7);
    cr_assert_eq(st.blocked_deals, 1);
    return st;
}

Test(dynamite, play_reaches_a_pass_and_a_blocked_deal_fewest_cards_win)
{
    dyn_state_t st = play_to_a_block("single");
    outcome_t o = outcome_of(&st);
    cr_assert_eq(o.capped, 0);
    cr_assert_eq(o.result[1], RESULT_WIN, "seat 1 holds the fewest cards (2)");
    cr_assert_eq(o.result[0], RESULT_LOSS);
    cr_assert_eq(o.result[2], RESULT_LOSS);
    cr_assert_eq(o.points[1], 0);
    cr_assert_eq(o.points[0], 6 * 10, "six letters left");
    /* best of three: the blocked deal counts as seat 1's deal win, and the next deal
     * begins with the next seat */
    st = play_to_a_block("best_of");
    cr_assert_neq(g->to_move(&st), -1);
    cr_assert_eq(st.wins[1], 1);
    cr_assert_eq(st.wins[0] + st.wins[2], 0);
    cr_assert_eq(st.deals, 1);
    cr_assert_eq(st.starter, 1);
    cr_assert_eq(st.passed, 0);
}

/* ------------------------------------------------------------------- +-2 -- */

static int not_dina(int k) { return !DYN_IS_COLOURED(k) || DYN_SYM(k) != DYN_DINA; }

Test(dynamite, plus_minus_two_draw_makes_the_next_player_draw_two)
{
    dyn_state_t st = table(3);
    pile_only(&st, not_dina);
    deal(&st, 0, K(RED, DYN_PM2), 1);
    filler(&st, 0, 1);
    filler(&st, 1, 3);
    filler(&st, 2, 3);
    cr_assert(legal(&st, PLAY(K(RED, DYN_PM2), K(RED, DYN_PM2), 1, 0)), "the player chooses");
    do_move(&st, PLAY(K(RED, DYN_PM2), K(RED, DYN_PM2), 0, 0), 1);
    cr_assert_eq(st.hand_n[1], 5);
    cr_assert_eq(st.pen_n, 0);
    cr_assert_eq(st.cur, 2, "taking the total ends the turn");
}

Test(dynamite, at_the_start_of_a_turn_the_dina_comes_before_a_pending_plus_minus_two)
{
    /* seat 1 faces a discard-two total and has a DINA in front of it, and holds a
     * MITA and one letter. The DINA comes first ("at the start of your turn"): it may
     * defuse; then it discards its last card to the total and has gone out. */
    dyn_state_t st = table(3);
    put_bomb(&st, 1, NULL, 0);
    deal(&st, 0, K(RED, DYN_PM2), 1);
    filler(&st, 0, 1);
    deal(&st, 1, K(BLUE, DYN_MITA), 1);
    filler(&st, 1, 1);
    filler(&st, 2, 3);
    do_move(&st, PLAY(K(RED, DYN_PM2), K(RED, DYN_PM2), 1, 0), 1);
    cr_assert_eq(st.cur, 1);
    cr_assert_eq(st.phase, DYN_PH_FUSE, "the DINA before the total");
    cr_assert_eq(st.pen_n, 2, "the total waits");
    do_move(&st, DYN_MOVE(DYN_A_DEFUSE, K(BLUE, DYN_MITA), K(BLUE, DYN_MITA), 0, 0), 2);
    cr_assert_eq(st.bomb_n, 0);
    outcome_t o = outcome_of(&st);
    cr_assert_eq(o.result[1], RESULT_WIN, "the total took its last card");
}

/* The cards discarded at random are not played: they go below the top card, and the
 * +-2 stays the card the next player must match. */
Test(dynamite, plus_minus_two_discard_makes_the_next_player_discard_two_at_random)
{
    dyn_state_t st = table(3);
    deal(&st, 0, K(RED, DYN_PM2), 1);
    filler(&st, 0, 1);
    filler(&st, 1, 3);
    filler(&st, 2, 3);
    int before = st.discard_n;
    dyn_set_t hand = st.hand[1], below = st.discard;
    do_move(&st, PLAY(K(RED, DYN_PM2), K(RED, DYN_PM2), 1, 0), 1);
    cr_assert_eq(st.hand_n[1], 1);
    cr_assert_eq(st.discard_n, before + 3, "old top and the two discarded cards");
    cr_assert_eq(st.top_kind, K(RED, DYN_PM2), "the top card stays");
    cr_assert_eq(st.top_as, K(RED, DYN_PM2));
    dyn_add(&below, K(RED, DYN_D), 1); /* the old top, covered by the +-2 */
    for (int k = 0; k < DYN_KINDS; k++) /* and the two cards seat 1 lost */
        dyn_add(&below, k, dyn_count(&hand, k) - dyn_count(&st.hand[1], k));
    cr_assert(memcmp(&below, &st.discard, sizeof below) == 0, "the discards lie below the top");
    cr_assert_eq(st.cur, 2);
}

Test(dynamite, plus_minus_two_accumulates_when_answered_with_a_plus_minus_two)
{
    dyn_state_t st = table(3);
    pile_only(&st, not_dina);
    deal(&st, 0, K(RED, DYN_PM2), 1);
    filler(&st, 0, 1);
    deal(&st, 1, K(GREEN, DYN_PM2), 1);
    filler(&st, 1, 2);
    filler(&st, 2, 3);
    do_move(&st, PLAY(K(RED, DYN_PM2), K(RED, DYN_PM2), 0, 0), 1);
    cr_assert_eq(st.cur, 1);
    cr_assert_eq(st.phase, DYN_PH_PENALTY);
    cr_assert(legal(&st, ACT(DYN_A_ACCEPT)));
    cr_assert_not(legal(&st, ACT(DYN_A_DRAW)), "facing a total: answer or take it");
    dyn_state_t taken = st;
    do_move(&taken, ACT(DYN_A_ACCEPT), 2);
    cr_assert_eq(taken.hand_n[1], 5);
    cr_assert_eq(taken.cur, 2);
    /* answered: the total grows and passes on, the answering player picks the mode */
    do_move(&st, PLAY(K(GREEN, DYN_PM2), K(GREEN, DYN_PM2), 0, 0), 2);
    cr_assert_eq(st.hand_n[1], 2);
    cr_assert_eq(st.cur, 0, "seat 2 took four and its turn ended");
    cr_assert_eq(st.hand_n[2], 7);
}

Test(dynamite, stack_pm2_off_makes_the_total_land_at_once)
{
    dyn_rules_t r = rules();
    set_rule(&r, "stack_pm2", "false");
    dyn_state_t st = table_r(3, &r);
    pile_only(&st, not_dina);
    deal(&st, 0, K(RED, DYN_PM2), 1);
    filler(&st, 0, 1);
    deal(&st, 1, K(GREEN, DYN_PM2), 1);
    filler(&st, 1, 2);
    filler(&st, 2, 3);
    do_move(&st, PLAY(K(RED, DYN_PM2), K(RED, DYN_PM2), 0, 0), 1);
    cr_assert_eq(st.cur, 2);
    cr_assert_eq(st.hand_n[1], 5);
}

Test(dynamite, penalty_ends_turn_off_and_pm2_amount_change_the_penalty)
{
    dyn_rules_t r = rules();
    set_rule(&r, "penalty_ends_turn", "false");
    set_rule(&r, "pm2_amount", "3");
    dyn_state_t st = table_r(3, &r);
    pile_only(&st, not_dina);
    deal(&st, 0, K(RED, DYN_PM2), 1);
    filler(&st, 0, 1);
    filler(&st, 1, 3);
    filler(&st, 2, 3);
    do_move(&st, PLAY(K(RED, DYN_PM2), K(RED, DYN_PM2), 0, 0), 1);
    cr_assert_eq(st.hand_n[1], 6);
    cr_assert_eq(st.cur, 1, "the player who took the total still plays");
    cr_assert_eq(st.phase, DYN_PH_NORMAL);
}

Test(dynamite, a_wild_may_answer_a_plus_minus_two)
{
    dyn_state_t st = table(3);
    deal(&st, 0, K(RED, DYN_PM2), 1);
    filler(&st, 0, 1);
    deal(&st, 1, DYN_WILD, 1);
    filler(&st, 1, 2);
    filler(&st, 2, 3);
    do_move(&st, PLAY(K(RED, DYN_PM2), K(RED, DYN_PM2), 0, 0), 1);
    cr_assert_eq(st.phase, DYN_PH_PENALTY);
    do_move(&st, PLAY(DYN_WILD, K(BLUE, DYN_PM2), 1, 0), 2);
    cr_assert_eq(st.top_as, K(BLUE, DYN_PM2));
}

/* --------------------------------------------------------- change, skips -- */

Test(dynamite, change_direction_reverses_play)
{
    dyn_state_t st = table(4);
    deal(&st, 0, K(RED, DYN_CHANGE), 1);
    for (int s = 0; s < 4; s++) filler(&st, s, 2);
    do_move(&st, PLAY(K(RED, DYN_CHANGE), K(RED, DYN_CHANGE), 0, 0), 1);
    cr_assert_eq(st.cur, 3);
    pass_turn_of(&st, 3, 2);
    cr_assert_eq(st.cur, 2);
}

Test(dynamite, change_position_swaps_places_with_a_chosen_player)
{
    dyn_state_t st = table(4);
    deal(&st, 0, K(RED, DYN_CHANGE), 1);
    for (int s = 0; s < 4; s++) filler(&st, s, 2);
    do_move(&st, PLAY(K(RED, DYN_CHANGE), K(RED, DYN_CHANGE), 2, 1), 1);
    cr_assert_eq(st.pos[0], 2);
    cr_assert_eq(st.pos[2], 0);
    cr_assert_eq(st.cur, 3, "play goes on from the new place");
    pass_turn_of(&st, 3, 2);
    cr_assert_eq(st.cur, 2, "seat 2 now sits where seat 0 was");
}

Test(dynamite, no_playing_single_makes_a_chosen_player_lose_a_turn)
{
    dyn_state_t st = table(4);
    deal(&st, 0, K(RED, DYN_NOPLAY1), 1);
    for (int s = 0; s < 4; s++) filler(&st, s, 2);
    cr_assert(legal(&st, PLAY(K(RED, DYN_NOPLAY1), K(RED, DYN_NOPLAY1), 3, 0)));
    cr_assert_not(legal(&st, PLAY(K(RED, DYN_NOPLAY1), K(RED, DYN_NOPLAY1), 0, 0)));
    do_move(&st, PLAY(K(RED, DYN_NOPLAY1), K(RED, DYN_NOPLAY1), 2, 0), 1);
    cr_assert_eq(st.cur, 1);
    int turn = st.turn;
    pass_turn_of(&st, 1, 2);
    cr_assert_eq(st.cur, 3, "seat 2 lost its turn");
    cr_assert_eq(st.skips[2], 0);
    cr_assert_eq(st.turn, turn + 1, "a lost turn is not taken");
}

Test(dynamite, no_playing_double_makes_the_next_two_players_lose_a_turn)
{
    dyn_state_t st = table(4);
    deal(&st, 0, K(RED, DYN_NOPLAY2), 1);
    for (int s = 0; s < 4; s++) filler(&st, s, 2);
    do_move(&st, SIMPLE(K(RED, DYN_NOPLAY2)), 1);
    cr_assert_eq(st.cur, 3);
    /* two players: only the opponent, once */
    st = table(2);
    deal(&st, 0, K(RED, DYN_NOPLAY2), 1);
    filler(&st, 0, 2);
    filler(&st, 1, 2);
    do_move(&st, SIMPLE(K(RED, DYN_NOPLAY2)), 1);
    cr_assert_eq(st.cur, 0);
    pass_turn_of(&st, 0, 2);
    cr_assert_eq(st.cur, 1);
    /* double_skips = 1: only the next player */
    dyn_rules_t r = rules();
    set_rule(&r, "double_skips", "1");
    st = table_r(4, &r);
    deal(&st, 0, K(RED, DYN_NOPLAY2), 1);
    for (int s = 0; s < 4; s++) filler(&st, s, 2);
    do_move(&st, SIMPLE(K(RED, DYN_NOPLAY2)), 1);
    cr_assert_eq(st.cur, 2);
}

/* ------------------------------------------------------------------- swap -- */

Test(dynamite, swap_hand_exchanges_hands_and_each_knows_the_other)
{
    dyn_state_t st = table(3);
    deal(&st, 0, K(RED, DYN_SWAP), 1);
    deal(&st, 0, K(GREEN, DYN_T), 1);
    deal(&st, 0, K(GREEN, DYN_M), 1);
    deal(&st, 2, K(YELLOW, DYN_I), 2);
    deal(&st, 2, K(BLUE, DYN_A), 1);
    deal(&st, 2, K(BLUE, DYN_D), 1);
    filler(&st, 1, 3);
    dyn_set_t h0 = st.hand[0], h2 = st.hand[2];
    dyn_sub(&h0, K(RED, DYN_SWAP), 1);
    do_move(&st, PLAY(K(RED, DYN_SWAP), K(RED, DYN_SWAP), 2, 0), 1);
    cr_assert(memcmp(&st.hand[0], &h2, sizeof h2) == 0);
    cr_assert(memcmp(&st.hand[2], &h0, sizeof h0) == 0);
    cr_assert_eq(st.hand_n[0], 4);
    cr_assert_eq(st.hand_n[2], 2);
    /* seat 0 knows seat 2's new hand exactly: a determinized view keeps it */
    for (uint64_t seed = 0; seed < 20; seed++) {
        dyn_state_t v = st;
        rng_t rng;
        rng_seed(&rng, seed, 1);
        g->determinize(&v, 0, &rng);
        cr_assert(memcmp(&v.hand[2], &h0, sizeof h0) == 0);
        check_sound(&v);
    }
}

Test(dynamite, swap_a_card_gives_a_chosen_card_and_takes_one_at_random)
{
    dyn_state_t st = table(3);
    deal(&st, 0, K(RED, DYN_SWAP), 1);
    deal(&st, 0, K(YELLOW, DYN_I), 1);
    deal(&st, 0, K(GREEN, DYN_T), 1);
    deal(&st, 0, K(BLUE, DYN_M), 1);
    filler(&st, 1, 2);
    filler(&st, 2, 2);
    do_move(&st, PLAY(K(RED, DYN_SWAP), K(RED, DYN_SWAP), 1, 1), 1);
    cr_assert_eq(st.phase, DYN_PH_GIVE);
    cr_assert_eq(st.cur, 0);
    cr_assert_eq(count_moves(&st, DYN_A_GIVE), 3);
    do_move(&st, DYN_MOVE(DYN_A_GIVE, K(YELLOW, DYN_I), 0, 1, 0), 2);
    cr_assert_eq(st.hand_n[0], 1);
    cr_assert_eq(st.hand_n[1], 4);
    cr_assert_eq(dyn_count(&st.hand[1], K(YELLOW, DYN_I)), 1);
    cr_assert_eq(st.cur, 1);
    /* seat 0 knows both cards seat 1 received; seat 2 knows neither */
    cr_assert_eq(dyn_set_total(&st.know[1]), 2);
    cr_assert_eq(st.know_mask[1], 1);
    dyn_state_t v = st;
    rng_t rng;
    rng_seed(&rng, 3, 1);
    g->determinize(&v, 0, &rng);
    cr_assert_eq(dyn_count(&v.hand[1], K(YELLOW, DYN_I)), 1);
    check_sound(&v);
}

Test(dynamite, faq_a_swap_played_as_last_card_wins)
{
    dyn_state_t st = table(3);
    deal(&st, 0, K(RED, DYN_SWAP), 1);
    filler(&st, 1, 3);
    filler(&st, 2, 3);
    cr_assert_eq(count_moves(&st, DYN_A_PLAY), 1, "no effect to choose for a last card");
    do_move(&st, SIMPLE(K(RED, DYN_SWAP)), 1);
    outcome_t o = outcome_of(&st);
    cr_assert_eq(o.result[0], RESULT_WIN);
    cr_assert_eq(st.hand_n[1], 3, "the swap had no effect");
    /* the agreed variant: a swap cannot be the last card */
    dyn_rules_t r = rules();
    set_rule(&r, "last_swap_wins", "false");
    st = table_r(3, &r);
    deal(&st, 0, K(RED, DYN_SWAP), 1);
    filler(&st, 1, 3);
    filler(&st, 2, 3);
    cr_assert_eq(count_moves(&st, DYN_A_PLAY), 0);
}

Test(dynamite, a_last_wild_is_offered_as_an_identity_that_may_end_the_game)
{
    /* With last_swap_wins off, a wild played last must not take a swap identity: on a
     * green swap it goes out as, say, a green letter. */
    dyn_rules_t r = rules();
    set_rule(&r, "last_swap_wins", "false");
    dyn_state_t st = table_r(3, &r);
    set_top(&st, K(GREEN, DYN_SWAP));
    deal(&st, 0, DYN_WILD, 1);
    filler(&st, 1, 3);
    filler(&st, 2, 3);
    move_t mv[DYN_MAX_MOVES];
    int n = g->legal_moves(&st, mv), plays = 0;
    for (int i = 0; i < n; i++) {
        if (DYN_M_ACTION(mv[i]) != DYN_A_PLAY)
            continue;
        plays++;
        int as = DYN_M_AS(mv[i]);
        cr_assert(!(DYN_IS_COLOURED(as) && DYN_SYM(as) == DYN_SWAP), "offered as a swap");
        do_move(&st, mv[i], 1);
        cr_assert_eq(outcome_of(&st).result[0], RESULT_WIN);
        break;
    }
    cr_assert_eq(plays, 1, "one way to go out with the wild");
}

Test(dynamite, faq_a_plus_two_total_cannot_come_back_after_a_last_card)
{
    dyn_state_t st = table(3);
    deal(&st, 0, K(RED, DYN_PM2), 1);
    filler(&st, 0, 1);
    deal(&st, 1, K(GREEN, DYN_PM2), 1);
    filler(&st, 2, 3);
    do_move(&st, PLAY(K(RED, DYN_PM2), K(RED, DYN_PM2), 0, 0), 1);
    cr_assert_eq(st.phase, DYN_PH_PENALTY);
    /* seat 1 answers with its last card: it has gone out, the game ends there */
    do_move(&st, SIMPLE(K(GREEN, DYN_PM2)), 2);
    outcome_t o = outcome_of(&st);
    cr_assert_eq(o.result[1], RESULT_WIN);
    cr_assert_eq(st.hand_n[2], 3, "the total lands on nobody");
    cr_assert_eq(st.hand_n[0], 1);
}

/* ------------------------------------------------------------- DINA, MITA -- */

static int is_dina(int k) { return DYN_IS_COLOURED(k) && DYN_SYM(k) == DYN_DINA; }

Test(dynamite, a_drawn_dina_is_placed_face_up_at_once_and_never_played_on_the_pile)
{
    dyn_state_t st = table(3);
    filler(&st, 0, 2);
    filler(&st, 1, 2);
    filler(&st, 2, 2);
    pile_only(&st, is_dina);
    do_move(&st, ACT(DYN_A_DRAW), 1);
    cr_assert_eq(st.bomb_n, 1);
    cr_assert_eq(st.bomb[0].holder, 0);
    cr_assert_eq(st.bomb[0].turn, st.turn);
    cr_assert_eq(st.hand_n[0], 2, "the DINA is in front of the player, not in the hand");
    move_t mv[DYN_MAX_MOVES];
    int n = g->legal_moves(&st, mv);
    for (int i = 0; i < n; i++)
        cr_assert(!is_dina((int)DYN_M_CARD(mv[i])) && !is_dina((int)DYN_M_AS(mv[i])));
}

Test(dynamite, dina_explodes_on_a_colour_match_holder_takes_all_plus_one)
{
    dyn_state_t st = table(3);
    int acc[2] = {K(YELLOW, DYN_I), K(GREEN, DYN_A)};
    put_bomb(&st, 1, acc, 2);
    filler(&st, 0, 2);
    filler(&st, 1, 2);
    filler(&st, 2, 2);
    pile_only(&st, is_red);
    int dinas = dyn_count(&st.discard, K(RED, DYN_DINA));
    pass_turn_of(&st, 0, 1); /* seat 1's turn begins: it turns a red card */
    cr_assert_eq(st.cur, 1);
    cr_assert_eq(st.bomb_n, 0);
    cr_assert_eq(st.hand_n[1], 2 + 2 + 1 + 1);
    cr_assert_eq(dyn_count(&st.discard, K(RED, DYN_DINA)), dinas + 1);
    /* the face-up cards are known to everyone */
    cr_assert_eq(dyn_set_total(&st.pub[1]), 3);
    cr_assert_eq(dyn_count(&st.pub[1], K(YELLOW, DYN_I)), 1);
    /* explode_extra = 0: only the accumulated cards */
    dyn_rules_t r = rules();
    set_rule(&r, "explode_extra", "0");
    st = table_r(3, &r);
    put_bomb(&st, 1, acc, 2);
    filler(&st, 0, 2);
    filler(&st, 1, 2);
    filler(&st, 2, 2);
    pile_only(&st, is_red);
    pass_turn_of(&st, 0, 1);
    cr_assert_eq(st.hand_n[1], 2 + 2 + 1);
}

Test(dynamite, dina_without_a_match_grows_and_passes_to_the_next_player)
{
    dyn_state_t st = table(3);
    put_bomb(&st, 1, NULL, 0);
    filler(&st, 0, 2);
    filler(&st, 1, 2);
    filler(&st, 2, 2);
    pile_only(&st, is_yellow_letter);
    pass_turn_of(&st, 0, 1);
    cr_assert_eq(st.bomb_n, 1);
    cr_assert_eq(st.bomb[0].acc_n, 1);
    cr_assert_eq(st.bomb[0].holder, 2);
    cr_assert_eq(st.cur, 1, "the turn goes on");
    cr_assert_eq(st.phase, DYN_PH_NORMAL);
    cr_assert_eq(st.hand_n[1], 2);
    pass_turn_of(&st, 1, 2);
    cr_assert_eq(st.bomb[0].acc_n, 2);
    cr_assert_eq(st.bomb[0].holder, 0);
}

Test(dynamite, mita_of_any_colour_defuses_at_the_start_of_the_holders_turn)
{
    dyn_state_t st = table(3);
    int acc[1] = {K(YELLOW, DYN_T)};
    put_bomb(&st, 1, acc, 1);
    filler(&st, 0, 2);
    deal(&st, 1, K(GREEN, DYN_MITA), 1);
    filler(&st, 1, 2);
    filler(&st, 2, 2);
    pass_turn_of(&st, 0, 1);
    cr_assert_eq(st.phase, DYN_PH_FUSE);
    cr_assert(legal(&st, ACT(DYN_A_FLIP)));
    int before = st.discard_n;
    do_move(&st, DYN_MOVE(DYN_A_DEFUSE, K(GREEN, DYN_MITA), K(GREEN, DYN_MITA), 0, 0), 2);
    cr_assert_eq(st.bomb_n, 0);
    cr_assert_eq(st.discard_n, before + 3, "MITA, DINA and the accumulated card");
    cr_assert_eq(st.cur, 1);
    cr_assert_eq(st.phase, DYN_PH_NORMAL, "the turn goes on");
    cr_assert_eq(st.top_kind, K(RED, DYN_D), "the defusing MITA is not the top card");
}

Test(dynamite, mita_cannot_defuse_a_dina_placed_during_the_same_turn)
{
    dyn_state_t st = table(3);
    deal(&st, 0, K(RED, DYN_MITA), 1);
    filler(&st, 0, 2);
    filler(&st, 1, 2);
    filler(&st, 2, 2);
    pile_only(&st, is_dina);
    do_move(&st, ACT(DYN_A_DRAW), 1);
    cr_assert_eq(st.bomb_n, 1);
    cr_assert_eq(count_moves(&st, DYN_A_DEFUSE), 0);
    /* its next turn: now it may */
    pile_only(&st, is_green_letter);
    pass_turn_of(&st, 0, 2);
    pass_turn_of(&st, 1, 3);
    pass_turn_of(&st, 2, 4);
    cr_assert_eq(st.cur, 0);
    cr_assert_eq(st.phase, DYN_PH_FUSE);
    cr_assert_gt(count_moves(&st, DYN_A_DEFUSE), 0);
}

Test(dynamite, a_second_dina_is_placed_at_once_beside_the_first)
{
    dyn_state_t st = table(3);
    put_bomb(&st, 2, NULL, 0);
    filler(&st, 0, 2);
    filler(&st, 1, 2);
    filler(&st, 2, 2);
    pile_only(&st, is_dina);
    do_move(&st, ACT(DYN_A_DRAW), 1);
    cr_assert_eq(st.hand_n[0], 2, "the drawn DINA does not wait in the hand");
    cr_assert_eq(st.bomb_n, 2);
    cr_assert_eq(st.bomb[0].holder, 2);
    cr_assert_eq(st.bomb[1].holder, 0);
    cr_assert_eq(st.bomb[1].turn, st.turn);
    /* a dealt hand with two DINAs places both */
    dyn_rules_t r = rules();
    int seen = 0;
    for (uint64_t seed = 0; seed < 400 && !seen; seed++) {
        rng_t rng;
        rng_seed(&rng, seed, 5);
        g->setup(&st, &r, 8, &rng);
        check_sound(&st);
        for (int i = 0; i + 1 < st.bomb_n; i++)
            seen |= st.bomb[i].holder == st.bomb[i + 1].holder && st.bomb[i].turn == 0;
    }
    cr_assert(seen, "no deal put two DINAs in one hand");
}

static int is_green_dina(int k) { return k == K(GREEN, DYN_DINA); }
static int is_red_dina(int k) { return k == K(RED, DYN_DINA); }

/* No DINA lies among another DINA's face-up cards. */
static void no_dina_accumulated(const dyn_state_t *st)
{
    for (int i = 0; i < st->bomb_n; i++)
        for (int c = 0; c < DYN_COLOURS; c++)
            cr_assert_eq(dyn_count(&st->bomb[i].acc, K(c, DYN_DINA)), 0,
                         "DINA %d holds a DINA among its face-up cards", i);
}

Test(dynamite, a_dina_turned_over_for_another_dina_is_placed_at_once)
{
    /* issue 11 item 13 (e.g. --game dynamite --agents random,random -n 100 --seed 1,
     * the second game, move 196): seat 1 turns a card for the red DINA in front of it
     * and a green DINA comes up. "When it appears, you must immediately place it face
     * up on the table in front of you": the green DINA lies in front of seat 1 (placed
     * this turn), and the red DINA, not matched, passes on without it. */
    dyn_state_t st = table(3);
    int acc[1] = {K(YELLOW, DYN_A)};
    put_bomb(&st, 1, acc, 1);
    filler(&st, 0, 2);
    filler(&st, 1, 2);
    filler(&st, 2, 2);
    pile_only(&st, is_green_dina);
    pass_turn_of(&st, 0, 1);
    cr_assert_eq(st.cur, 1);
    cr_assert_eq(st.bomb_n, 2);
    cr_assert_eq(st.bomb[0].kind, K(RED, DYN_DINA));
    cr_assert_eq(st.bomb[0].holder, 2, "the red DINA passed on");
    cr_assert_eq(st.bomb[0].acc_n, 1, "the green DINA is not among its face-up cards");
    cr_assert_eq(st.bomb[1].kind, K(GREEN, DYN_DINA));
    cr_assert_eq(st.bomb[1].holder, 1, "the green DINA lies in front of the player who turned it");
    cr_assert_eq(st.bomb[1].turn, st.turn, "placed during this turn: no MITA for it yet");
    cr_assert_eq(st.hand_n[1], 2);
    no_dina_accumulated(&st);
    /* a DINA of the same colour comes up: the colour matches, the red DINA explodes
     * on seat 1 (explode_extra 0: the face-up cards only), the new one stays */
    dyn_rules_t r = rules();
    set_rule(&r, "explode_extra", "0");
    st = table_r(3, &r);
    put_bomb(&st, 1, acc, 1);
    filler(&st, 0, 2);
    filler(&st, 1, 2);
    filler(&st, 2, 2);
    pile_only(&st, is_red_dina);
    pass_turn_of(&st, 0, 1);
    cr_assert_eq(st.bomb_n, 1);
    cr_assert_eq(st.bomb[0].kind, K(RED, DYN_DINA));
    cr_assert_eq(st.bomb[0].holder, 1);
    cr_assert_eq(st.bomb[0].turn, st.turn);
    cr_assert_eq(st.bomb[0].acc_n, 0);
    cr_assert_eq(st.hand_n[1], 3, "took the yellow A");
    cr_assert_eq(dyn_count(&st.discard, K(RED, DYN_DINA)), 1, "the exploded DINA");
}

static int is_green_dina_or_yellow_letter(int k) { return is_green_dina(k) || is_yellow_letter(k); }

Test(dynamite, turned_dina_turn_again_places_the_dina_and_turns_another_card)
{
    /* the pile holds the two green DINAs and the yellow letters: whatever order they
     * come up in, every green DINA turned before the first yellow letter is placed in
     * front of seat 1, and the red DINA takes that letter and passes on */
    dyn_rules_t r = rules();
    set_rule(&r, "turned_dina", "turn_again");
    int placed_seen = 0;
    for (uint64_t seed = 1; seed <= 12; seed++) {
        dyn_state_t st = table_r(3, &r);
        put_bomb(&st, 1, NULL, 0);
        filler(&st, 0, 2);
        filler(&st, 1, 2);
        filler(&st, 2, 2);
        pile_only(&st, is_green_dina_or_yellow_letter);
        int pile = st.pile_n;
        pass_turn_of(&st, 0, seed);
        cr_assert_eq(st.bomb[0].kind, K(RED, DYN_DINA));
        cr_assert_eq(st.bomb[0].holder, 2);
        cr_assert_eq(st.bomb[0].acc_n, 1, "one card turned that is not a DINA");
        cr_assert(is_yellow_letter(set_first(&st.bomb[0].acc)));
        int placed = st.bomb_n - 1;
        cr_assert_eq(pile - st.pile_n, placed + 1, "every DINA turned up was placed");
        for (int i = 1; i < st.bomb_n; i++) {
            cr_assert_eq(st.bomb[i].kind, K(GREEN, DYN_DINA));
            cr_assert_eq(st.bomb[i].holder, 1);
        }
        placed_seen += placed;
    }
    cr_assert_gt(placed_seen, 0, "no seed turned a DINA first");
}

Test(dynamite, each_dina_in_front_of_a_player_turns_its_own_card)
{
    dyn_state_t st = table(3);
    put_bomb_of(&st, RED, 1, NULL, 0);
    put_bomb_of(&st, GREEN, 1, NULL, 0);
    filler(&st, 0, 2);
    filler(&st, 1, 2);
    filler(&st, 2, 2);
    pile_only(&st, is_yellow_letter);
    pass_turn_of(&st, 0, 1);
    cr_assert_eq(st.bomb_n, 2);
    for (int i = 0; i < 2; i++) {
        cr_assert_eq(st.bomb[i].acc_n, 1, "DINA %d turned one card", i);
        cr_assert_eq(st.bomb[i].holder, 2, "DINA %d passed on", i);
    }
    /* with one MITA: the player defuses one of them, the other turns a card */
    st = table(3);
    put_bomb_of(&st, RED, 1, NULL, 0);
    put_bomb_of(&st, GREEN, 1, NULL, 0);
    filler(&st, 0, 2);
    deal(&st, 1, K(BLUE, DYN_MITA), 1);
    filler(&st, 1, 2);
    filler(&st, 2, 2);
    pile_only(&st, is_yellow_letter);
    pass_turn_of(&st, 0, 1);
    cr_assert_eq(st.phase, DYN_PH_FUSE);
    cr_assert_eq(st.fuse, 0);
    do_move(&st, DYN_MOVE(DYN_A_DEFUSE, K(BLUE, DYN_MITA), K(BLUE, DYN_MITA), 0, 0), 2);
    cr_assert_eq(st.bomb_n, 1);
    cr_assert_eq(st.bomb[0].kind, K(GREEN, DYN_DINA));
    cr_assert_eq(st.bomb[0].holder, 2);
    cr_assert_eq(st.bomb[0].acc_n, 1);
    cr_assert_eq(st.cur, 1);
    cr_assert_eq(st.phase, DYN_PH_NORMAL);
}

/* ---------------------------------------------------------------- winning -- */

static void deal_word(dyn_state_t *st, int seat)
{
    deal(st, seat, K(YELLOW, DYN_D), 1);
    deal(st, seat, K(GREEN, DYN_I), 1);
    deal(st, seat, K(BLUE, DYN_I), 1);
    deal(st, seat, K(YELLOW, DYN_N), 1);
    deal(st, seat, K(GREEN, DYN_A), 1);
    deal(st, seat, K(BLUE, DYN_A), 1);
    deal(st, seat, K(YELLOW, DYN_M), 1);
    deal(st, seat, K(GREEN, DYN_T), 1);
}

Test(dynamite, holding_dinamita_in_any_colours_wins_at_the_end_of_the_turn)
{
    dyn_state_t st = table(3);
    deal_word(&st, 0);
    filler(&st, 1, 3);
    filler(&st, 2, 3);
    cr_assert(dyn_has_word(&st, 0));
    do_move(&st, ACT(DYN_A_DRAW), 1);
    cr_assert_eq(g->to_move(&st), 0, "not before the turn ends");
    do_move(&st, ACT(DYN_A_END), 1);
    outcome_t o = outcome_of(&st);
    cr_assert_eq(o.result[0], RESULT_WIN);
    cr_assert_eq(o.result[1], RESULT_LOSS);
    /* one I short: no win */
    st = table(3);
    deal_word(&st, 0);
    dyn_sub(&st.hand[0], K(BLUE, DYN_I), 1);
    dyn_add(&st.pile, K(BLUE, DYN_I), 1);
    dyn_recount(&st);
    filler(&st, 1, 3);
    filler(&st, 2, 3);
    cr_assert_not(dyn_has_word(&st, 0));
    pass_turn_of(&st, 0, 1);
    cr_assert_eq(g->to_move(&st), 1);
}

Test(dynamite, wild_in_word_lets_a_wild_stand_in_for_a_letter)
{
    dyn_rules_t r = rules();
    set_rule(&r, "wild_in_word", "true");
    dyn_state_t st = table_r(3, &r);
    deal_word(&st, 0);
    dyn_sub(&st.hand[0], K(BLUE, DYN_I), 1);
    dyn_add(&st.pile, K(BLUE, DYN_I), 1);
    deal(&st, 0, DYN_WILD, 1);
    cr_assert(dyn_has_word(&st, 0));
    st.wild_in_word = 0;
    cr_assert_not(dyn_has_word(&st, 0));
}

Test(dynamite, ending_a_turn_with_fourteen_cards_puts_a_player_out)
{
    dyn_state_t st = table(3);
    pile_only(&st, is_green_letter);
    filler(&st, 0, 13);
    filler(&st, 1, 2);
    filler(&st, 2, 2);
    do_move(&st, ACT(DYN_A_DRAW), 1);
    int before = st.discard_n;
    do_move(&st, ACT(DYN_A_END), 1);
    cr_assert_not(st.alive & 1);
    cr_assert_eq(st.hand_n[0], 0);
    cr_assert_eq(st.discard_n, before + 14);
    cr_assert_eq(g->to_move(&st), 1, "the others play on");
    pass_turn_of(&st, 1, 2);
    pass_turn_of(&st, 2, 3);
    cr_assert_eq(st.cur, 1, "seat 0 is passed over");
    /* 13 is fine; out_limit moves the line */
    st = table(3);
    filler(&st, 0, 13);
    filler(&st, 1, 2);
    filler(&st, 2, 2);
    pass_turn_of(&st, 0, 1);
    cr_assert(st.alive & 1);
    dyn_rules_t r = rules();
    set_rule(&r, "out_limit", "15");
    st = table_r(3, &r);
    filler(&st, 0, 14);
    filler(&st, 1, 2);
    filler(&st, 2, 2);
    pass_turn_of(&st, 0, 1);
    cr_assert(st.alive & 1);
}

/* A hand put out is not played: it goes below the top card, which stays the card
 * to match. */
Test(dynamite, a_hand_put_out_goes_below_the_top_card_which_stays)
{
    dyn_state_t st = table(3);
    filler(&st, 0, 14);
    filler(&st, 1, 2);
    filler(&st, 2, 2);
    dyn_set_t below = st.discard;
    for (int k = 0; k < DYN_KINDS; k++) dyn_add(&below, k, dyn_count(&st.hand[0], k));
    pass_turn_of(&st, 0, 1);
    cr_assert_not(st.alive & 1, "seat 0 is out");
    cr_assert_eq(st.top_kind, K(RED, DYN_D), "the top card stays");
    cr_assert_eq(st.top_as, K(RED, DYN_D));
    cr_assert(memcmp(&below, &st.discard, sizeof below) == 0, "the hand lies below the top");
    cr_assert_eq(st.discard_n, 14);
}

/* Single game and by points: the put-out player's penalty is the hand of 14 cards
 * they were put out with (wild 20, +-2 15, MITA 0, eleven letters 110), not the
 * empty hand they are left with. */
Test(dynamite, a_player_put_out_scores_the_hand_they_were_put_out_with)
{
    static const char *const modes[] = {"single", "points"};
    for (int i = 0; i < 2; i++) {
        dyn_rules_t r = rules();
        set_rule(&r, "mode", modes[i]);
        dyn_state_t st = table_r(3, &r);
        deal(&st, 0, DYN_WILD, 1);
        deal(&st, 0, K(GREEN, DYN_PM2), 1);
        deal(&st, 0, K(BLUE, DYN_MITA), 1);
        filler(&st, 0, 11);
        deal(&st, 1, K(RED, DYN_N), 1);
        filler(&st, 2, 2);
        pass_turn_of(&st, 0, 1);
        cr_assert_not(st.alive & 1, "seat 0 is out");
        do_move(&st, SIMPLE(K(RED, DYN_N)), 2); /* seat 1 empties its hand */
        if (i == 0) {
            outcome_t o = outcome_of(&st);
            cr_assert_eq(o.result[0], RESULT_LOSS);
            cr_assert_eq(o.result[1], RESULT_WIN);
            cr_assert_eq(o.points[0], 20 + 15 + 0 + 11 * 10);
            cr_assert_eq(o.points[1], 0);
            cr_assert_eq(o.points[2], 2 * 10);
        } else {
            cr_assert_neq(g->to_move(&st), -1, "no one reached 200: the next deal");
            cr_assert_eq(st.deals, 1);
            cr_assert_eq(st.points[0], 20 + 15 + 0 + 11 * 10);
            cr_assert_eq(st.points[1], 0);
            cr_assert_eq(st.points[2], 2 * 10);
        }
    }
}

Test(dynamite, the_last_player_standing_wins)
{
    dyn_state_t st = table(2);
    filler(&st, 0, 14);
    filler(&st, 1, 2);
    pass_turn_of(&st, 0, 1);
    outcome_t o = outcome_of(&st);
    cr_assert_eq(o.result[1], RESULT_WIN);
    cr_assert_eq(o.result[0], RESULT_LOSS);
    st = table(3);
    filler(&st, 0, 14);
    filler(&st, 1, 2);
    filler(&st, 2, 15);
    pass_turn_of(&st, 0, 1);
    cr_assert_eq(g->to_move(&st), 1);
    pass_turn_of(&st, 1, 2);
    pass_turn_of(&st, 2, 3);
    o = outcome_of(&st);
    cr_assert_eq(o.result[1], RESULT_WIN);
    cr_assert_eq(o.result[2], RESULT_LOSS);
}

Test(dynamite, the_first_to_empty_the_hand_wins_single_game_points_are_card_values)
{
    dyn_state_t st = table(3);
    deal(&st, 0, K(RED, DYN_N), 1);
    deal(&st, 1, K(YELLOW, DYN_I), 1);
    deal(&st, 1, K(GREEN, DYN_PM2), 1);
    deal(&st, 1, DYN_WILD, 1);
    deal(&st, 1, K(BLUE, DYN_MITA), 1);
    deal(&st, 1, DYN_DET, 1);
    deal(&st, 2, K(BLUE, DYN_T), 1);
    put_bomb_of(&st, BLUE, 2, NULL, 0); /* a DINA in front of seat 2: 0 points */
    do_move(&st, SIMPLE(K(RED, DYN_N)), 1);
    outcome_t o = outcome_of(&st);
    cr_assert_eq(o.result[0], RESULT_WIN);
    cr_assert_eq(o.result[1], RESULT_LOSS);
    cr_assert_eq(o.result[2], RESULT_LOSS);
    cr_assert_eq(o.points[0], 0);
    cr_assert_eq(o.points[1], 10 + 15 + 20 + 0 + 0);
    cr_assert_eq(o.points[2], 10 + 0);
    cr_assert_eq(o.rounds, 1);
    cr_assert_eq(o.capped, 0);
}

/* ------------------------------------------------------------------ modes -- */

/* Put every card back in the pile (match fields untouched), seat 0 to move fresh. */
static void reset_cards(dyn_state_t *st)
{
    memset(st->hand, 0, sizeof st->hand);
    memset(st->pub, 0, sizeof st->pub);
    memset(st->know, 0, sizeof st->know);
    memset(st->know_mask, 0, sizeof st->know_mask);
    memset(&st->discard, 0, sizeof st->discard);
    memset(st->bomb, 0, sizeof st->bomb);
    memset(st->skips, 0, sizeof st->skips);
    st->pile = dyn_deck->cards;
    st->bomb_n = 0;
    st->pen_n = 0;
    st->top_kind = st->top_as = K(RED, DYN_D);
    dyn_sub(&st->pile, K(RED, DYN_D), 1);
    st->phase = DYN_PH_NORMAL;
    dyn_recount(st);
}

static void win_deal_for(dyn_state_t *st, int seat, int filler_cards)
{
    reset_cards(st);
    st->cur = (uint8_t)seat;
    deal(st, seat, K(RED, DYN_N), 1);
    for (int s = 0; s < st->players; s++)
        if (s != seat && (st->alive >> s & 1)) filler(st, s, filler_cards);
    do_move(st, SIMPLE(K(RED, DYN_N)), 9);
}

Test(dynamite, best_of_three_first_to_two_deals_wins_the_match)
{
    dyn_rules_t r = rules();
    set_rule(&r, "mode", "best_of");
    dyn_state_t st = table_r(3, &r);
    win_deal_for(&st, 0, 3);
    cr_assert_neq(g->to_move(&st), -1, "one deal is not the match");
    cr_assert_eq(st.wins[0], 1);
    cr_assert_eq(st.deals, 1);
    cr_assert_eq(st.starter, 1, "the next deal starts with the next seat");
    int dealt = st.bomb_n;
    for (int s = 0; s < 3; s++) dealt += st.hand_n[s];
    cr_assert_geq(dealt, 18, "a new deal of six each (DINAs placed in front)");
    win_deal_for(&st, 2, 3);
    cr_assert_neq(g->to_move(&st), -1);
    win_deal_for(&st, 0, 3);
    outcome_t o = outcome_of(&st);
    cr_assert_eq(o.result[0], RESULT_WIN);
    cr_assert_eq(o.result[1], RESULT_LOSS);
    cr_assert_eq(o.result[2], RESULT_LOSS);
    cr_assert_eq(o.points[0], 2);
    cr_assert_eq(o.points[2], 1);
    cr_assert_eq(o.rounds, 3);
}

/* Deal 1: seat 0 swaps places with seat 1, seat 2 reverses the direction, seat 0
 * goes out. Deal 2 starts from seat order and the first direction: after seat 1
 * comes seat 2 (with the old order and direction it would be seat 3). */
Test(dynamite, direction_and_seating_are_reset_at_each_new_deal)
{
    dyn_rules_t r = rules();
    set_rule(&r, "mode", "best_of");
    dyn_state_t st = table_r(4, &r);
    deal(&st, 0, K(RED, DYN_CHANGE), 1);
    deal(&st, 0, K(GREEN, DYN_N), 1);
    deal(&st, 2, K(GREEN, DYN_CHANGE), 1);
    for (int s = 1; s < 4; s++) filler(&st, s, 2);
    do_move(&st, PLAY(K(RED, DYN_CHANGE), K(RED, DYN_CHANGE), 1, 1), 1);
    cr_assert_eq(st.pos[0], 1);
    cr_assert_eq(st.cur, 2, "play goes on from seat 0's new place");
    do_move(&st, PLAY(K(GREEN, DYN_CHANGE), K(GREEN, DYN_CHANGE), 0, 0), 2);
    cr_assert_eq(st.dir, 1);
    cr_assert_eq(st.cur, 0, "reversed: back to seat 0, now at position 1");
    do_move(&st, SIMPLE(K(GREEN, DYN_N)), 3);
    cr_assert_eq(st.deals, 1);
    cr_assert_neq(g->to_move(&st), -1, "deal 2 of the match");
    cr_assert_eq(st.dir, 0, "the direction is back to the start");
    for (int s = 0; s < 4; s++) {
        cr_assert_eq(st.order[s], s, "seat %d back at its place", s);
        cr_assert_eq(st.pos[s], s);
    }
    cr_assert_eq(st.starter, 1);
    reset_cards(&st);
    for (int s = 0; s < 4; s++) filler(&st, s, 2);
    pass_turn_of(&st, 1, 4);
    cr_assert_eq(st.cur, 2, "play goes round in seat order");
    pass_turn_of(&st, 2, 5);
    cr_assert_eq(st.cur, 3);
}

Test(dynamite, by_points_reaching_the_limit_loses_and_the_last_one_left_wins)
{
    dyn_rules_t r = rules();
    set_rule(&r, "mode", "points");
    set_rule(&r, "points_limit", "50");
    dyn_state_t st = table_r(3, &r);
    /* deal 1: seat 0 goes out; seat 1 holds 2 wilds + an activity (55), seat 2 a letter */
    reset_cards(&st);
    deal(&st, 0, K(RED, DYN_N), 1);
    deal(&st, 1, DYN_WILD, 2);
    deal(&st, 1, K(GREEN, DYN_SWAP), 1);
    deal(&st, 2, K(BLUE, DYN_T), 1);
    do_move(&st, SIMPLE(K(RED, DYN_N)), 1);
    cr_assert_eq(st.points[1], 55);
    cr_assert_eq(st.points[2], 10);
    cr_assert_eq(st.in_match, 0x5, "seat 1 reached 50 and is out of the match");
    cr_assert_neq(g->to_move(&st), -1);
    cr_assert_eq(st.hand_n[1], 0);
    /* deal 2: seat 2 goes out, seat 0 is left holding 5 letters */
    reset_cards(&st);
    st.cur = 2;
    deal(&st, 2, K(RED, DYN_N), 1);
    filler(&st, 0, 5);
    do_move(&st, SIMPLE(K(RED, DYN_N)), 2);
    outcome_t o = outcome_of(&st);
    cr_assert_eq(o.result[2], RESULT_WIN);
    cr_assert_eq(o.result[0], RESULT_LOSS);
    cr_assert_eq(o.result[1], RESULT_LOSS);
    cr_assert_eq(o.points[0], 50);
    cr_assert_eq(o.points[1], 55);
    cr_assert_eq(o.points[2], 10);
    cr_assert_eq(o.rounds, 2);
}

Test(dynamite, by_points_first_reaches_ends_at_once_fewest_points_win)
{
    dyn_rules_t r = rules();
    set_rule(&r, "mode", "points");
    set_rule(&r, "points_limit", "50");
    set_rule(&r, "points_end", "first_reaches");
    set_rule(&r, "pts_wild", "30");
    dyn_state_t st = table_r(3, &r);
    reset_cards(&st);
    deal(&st, 0, K(RED, DYN_N), 1);
    deal(&st, 1, DYN_WILD, 2);
    deal(&st, 2, K(BLUE, DYN_T), 1);
    do_move(&st, SIMPLE(K(RED, DYN_N)), 1);
    outcome_t o = outcome_of(&st);
    cr_assert_eq(o.points[1], 60, "wild = 30 by rule");
    cr_assert_eq(o.result[0], RESULT_WIN);
    cr_assert_eq(o.result[2], RESULT_LOSS);
}

Test(dynamite, by_points_a_tie_on_fewest_points_is_a_draw)
{
    /* seat 1 reaches the limit and ends the match; seats 0 (went out) and 2 (a MITA
     * left, 0 points) tie on fewest points: they share first place */
    dyn_rules_t r = rules();
    set_rule(&r, "mode", "points");
    set_rule(&r, "points_limit", "50");
    set_rule(&r, "points_end", "first_reaches");
    dyn_state_t st = table_r(3, &r);
    reset_cards(&st);
    deal(&st, 0, K(RED, DYN_N), 1);
    deal(&st, 1, DYN_WILD, 3);
    deal(&st, 2, K(BLUE, DYN_MITA), 1);
    do_move(&st, SIMPLE(K(RED, DYN_N)), 1);
    outcome_t o = outcome_of(&st);
    cr_assert_eq(o.points[0], 0);
    cr_assert_eq(o.points[1], 60);
    cr_assert_eq(o.points[2], 0);
    cr_assert_eq(o.result[0], RESULT_DRAW);
    cr_assert_eq(o.result[2], RESULT_DRAW);
    cr_assert_eq(o.result[1], RESULT_LOSS);
}

Test(dynamite, in_pairs_partners_share_the_win_of_one_going_out)
{
    dyn_rules_t r = rules();
    set_rule(&r, "pairs", "true");
    dyn_state_t st = table_r(4, &r);
    for (int s = 0; s < 4; s++) cr_assert_eq(g->team(&st, s), s & 1);
    st.cur = 2;
    deal(&st, 2, K(RED, DYN_N), 1);
    filler(&st, 0, 3);
    filler(&st, 1, 2);
    filler(&st, 3, 4);
    do_move(&st, SIMPLE(K(RED, DYN_N)), 1);
    outcome_t o = outcome_of(&st);
    cr_assert_eq(o.result[0], RESULT_WIN);
    cr_assert_eq(o.result[2], RESULT_WIN);
    cr_assert_eq(o.result[1], RESULT_LOSS);
    cr_assert_eq(o.result[3], RESULT_LOSS);
    /* team penalty points: seat 1's 20 + seat 3's 40 for both */
    cr_assert_eq(o.points[1], 60);
    cr_assert_eq(o.points[3], 60);
    cr_assert_eq(o.points[0], 0);
    /* without pairs every seat is its own team */
    dyn_state_t solo = table(4);
    cr_assert_eq(g->team(&solo, 2), 2);
}

Test(dynamite, in_pairs_a_team_with_both_players_out_loses)
{
    dyn_rules_t r = rules();
    set_rule(&r, "pairs", "true");
    dyn_state_t st = table_r(4, &r);
    filler(&st, 0, 2);
    filler(&st, 1, 14);
    filler(&st, 2, 2);
    filler(&st, 3, 14);
    pass_turn_of(&st, 1, 1);
    cr_assert_neq(g->to_move(&st), -1, "seat 3 still plays for team 1");
    pass_turn_of(&st, 3, 2);
    outcome_t o = outcome_of(&st);
    cr_assert_eq(o.result[0], RESULT_WIN);
    cr_assert_eq(o.result[2], RESULT_WIN);
    cr_assert_eq(o.result[1], RESULT_LOSS);
}

Test(dynamite, in_pairs_best_of_counts_team_deals_for_both_partners)
{
    dyn_rules_t r = rules();
    set_rule(&r, "pairs", "true");
    set_rule(&r, "mode", "best_of");
    dyn_state_t st = table_r(4, &r);
    win_deal_for(&st, 1, 2);
    cr_assert_eq(st.wins[1], 1);
    cr_assert_eq(st.wins[3], 1);
    win_deal_for(&st, 3, 2);
    outcome_t o = outcome_of(&st);
    cr_assert_eq(o.result[1], RESULT_WIN);
    cr_assert_eq(o.result[3], RESULT_WIN);
    cr_assert_eq(o.points[1], 2);
    cr_assert_eq(o.points[3], 2);
    cr_assert_eq(o.points[0], 0);
}

Test(dynamite, in_pairs_six_players_make_three_pairs_of_partners_seated_alternately)
{
    dyn_rules_t r = rules();
    set_rule(&r, "pairs", "true");
    dyn_state_t st = table_r(6, &r);
    /* seating 1A 1B 1C 2A 2B 2C: seat s partners seat s + 3 */
    for (int s = 0; s < 6; s++) cr_assert_eq(g->team(&st, s), s % 3, "seat %d", s);
    /* pair B (seats 1 and 4) is put out: pairs A and C play on */
    filler(&st, 0, 2);
    filler(&st, 1, 14);
    filler(&st, 2, 2);
    filler(&st, 3, 2);
    filler(&st, 4, 14);
    filler(&st, 5, 2);
    pass_turn_of(&st, 1, 1);
    pass_turn_of(&st, 4, 2);
    cr_assert_eq(st.alive, 0x2D);
    cr_assert_neq(g->to_move(&st), -1, "two pairs are still in the deal");
    /* seat 5 goes out: it and its partner (seat 2) win, the others lose */
    st.cur = 5;
    st.phase = DYN_PH_NORMAL;
    for (int j = 0; j < 4; j++) st.discard.w[j] += st.hand[5].w[j];
    memset(&st.hand[5], 0, sizeof st.hand[5]);
    dyn_recount(&st);
    deal(&st, 5, K(RED, DYN_N), 1);
    do_move(&st, SIMPLE(K(RED, DYN_N)), 3);
    outcome_t o = outcome_of(&st);
    for (int s = 0; s < 6; s++)
        cr_assert_eq(o.result[s], s % 3 == 2 ? RESULT_WIN : RESULT_LOSS, "seat %d", s);
}

Test(dynamite, in_pairs_by_points_a_pair_reaching_the_limit_leaves_and_the_last_pair_wins)
{
    dyn_rules_t r = rules();
    set_rule(&r, "pairs", "true");
    set_rule(&r, "mode", "points");
    set_rule(&r, "points_limit", "50");
    dyn_state_t st = table_r(6, &r);
    /* deal 1: seat 0 goes out, its pair scores nothing; pair B (seats 1, 4) is left
     * with 30 + 30, pair C (seats 2, 5) with 10 + 10 */
    reset_cards(&st);
    deal(&st, 0, K(RED, DYN_N), 1);
    filler(&st, 1, 3);
    filler(&st, 4, 3);
    filler(&st, 2, 1);
    filler(&st, 5, 1);
    filler(&st, 3, 2);
    do_move(&st, SIMPLE(K(RED, DYN_N)), 1);
    cr_assert_eq(st.in_match, 0x2D, "pair B reached 60 and left the match");
    cr_assert_neq(g->to_move(&st), -1, "two pairs remain");
    /* deal 2: seat 2 goes out; pair A (seats 0, 3) reaches the limit: pair C wins */
    reset_cards(&st);
    st.cur = 2;
    deal(&st, 2, K(RED, DYN_N), 1);
    filler(&st, 0, 5);
    filler(&st, 3, 1);
    filler(&st, 5, 1);
    do_move(&st, SIMPLE(K(RED, DYN_N)), 2);
    outcome_t o = outcome_of(&st);
    for (int s = 0; s < 6; s++)
        cr_assert_eq(o.result[s], s % 3 == 2 ? RESULT_WIN : RESULT_LOSS, "seat %d", s);
    cr_assert_eq(o.points[3], 50 + 10, "pair A: its two hands of deal 2");
    cr_assert_eq(o.points[4], 60);
    cr_assert_eq(o.points[5], 10 + 10);
}

Test(dynamite, pairs_needs_an_even_number_of_four_or_more_players)
{
    dyn_rules_t r = rules();
    set_rule(&r, "pairs", "true");
    char err[256];
    cr_assert_neq(g->rules_check(&r, 3, err, sizeof err), 0);
    cr_assert(strstr(err, "pairs"), "%s", err);
    cr_assert_neq(g->rules_check(&r, 2, err, sizeof err), 0);
    cr_assert_eq(g->rules_check(&r, 6, err, sizeof err), 0, "%s", err);
}

/* -------------------------------------------------------------- detonator -- */

static dyn_state_t detonator_table(const char *effect, int players)
{
    dyn_rules_t r = rules();
    set_rule(&r, "detonator", effect);
    dyn_state_t st = table_r(players, &r);
    deal(&st, 0, DYN_DET, 1);
    deal(&st, 0, K(GREEN, DYN_T), 1);
    for (int s = 1; s < players; s++) filler(&st, s, 2 + s);
    return st;
}

Test(dynamite, detonator_explode_sets_off_every_dina_in_play)
{
    dyn_state_t st = detonator_table("explode", 3);
    int acc[2] = {K(YELLOW, DYN_I), K(GREEN, DYN_A)}, acc1[1] = {K(RED, DYN_M)};
    put_bomb(&st, 2, acc, 2);
    put_bomb_of(&st, GREEN, 1, acc1, 1);
    pile_only(&st, not_dina);
    do_move(&st, SIMPLE(DYN_DET), 1);
    cr_assert_eq(st.bomb_n, 0);
    cr_assert_eq(st.hand_n[2], 4 + 2 + 1);
    cr_assert_eq(st.hand_n[1], 3 + 1 + 1);
    cr_assert_eq(st.top_as, DYN_DET);
    /* anything goes on a detonator */
    cr_assert_eq(st.cur, 1);
    deal(&st, 1, K(YELLOW, DYN_I), 1);
    cr_assert(legal(&st, SIMPLE(K(YELLOW, DYN_I))));
}

Test(dynamite, detonator_none_and_skip_all)
{
    dyn_state_t st = detonator_table("none", 3);
    cr_assert(legal(&st, SIMPLE(DYN_DET)));
    do_move(&st, SIMPLE(DYN_DET), 1);
    cr_assert_eq(st.cur, 1);
    st = detonator_table("skip_all", 4);
    do_move(&st, SIMPLE(DYN_DET), 1);
    cr_assert_eq(st.cur, 0, "everyone else lost a turn");
    cr_assert_eq(st.skips[1] + st.skips[2] + st.skips[3], 0);
}

Test(dynamite, detonator_pass_hands_moves_every_hand_on)
{
    dyn_state_t st = detonator_table("pass_hands", 3);
    dyn_set_t h0 = st.hand[0], h1 = st.hand[1], h2 = st.hand[2];
    dyn_sub(&h0, DYN_DET, 1);
    do_move(&st, SIMPLE(DYN_DET), 1);
    cr_assert(memcmp(&st.hand[1], &h0, sizeof h0) == 0);
    cr_assert(memcmp(&st.hand[2], &h1, sizeof h1) == 0);
    cr_assert(memcmp(&st.hand[0], &h2, sizeof h2) == 0);
    cr_assert_eq(st.know_mask[1], 1, "seat 0 knows the hand it passed");
}

Test(dynamite, detonator_wild_plays_as_any_card_and_defuses)
{
    dyn_state_t st = detonator_table("wild", 3);
    cr_assert_not(legal(&st, SIMPLE(DYN_DET)));
    cr_assert(legal(&st, PLAY(DYN_DET, K(RED, DYN_A), 0, 0)));
    put_bomb(&st, 1, NULL, 0);
    dyn_state_t f = st;
    f.cur = 1;
    dyn_sub(&f.hand[0], DYN_DET, 1);
    dyn_add(&f.hand[1], DYN_DET, 1);
    dyn_recount(&f);
    pass_turn_of(&f, 0, 1);
    cr_assert_eq(f.phase, DYN_PH_FUSE);
    cr_assert_gt(count_moves(&f, DYN_A_DEFUSE), 0);
}

/* --------------------------------------------------------------- turn cap -- */

Test(dynamite, the_turn_cap_stops_a_game_as_capped)
{
    dyn_rules_t r = rules();
    set_rule(&r, "turn_cap", "10");
    dyn_state_t st;
    rng_t rng, arng;
    rng_seed(&rng, 1, 2);
    rng_seed(&arng, 3, 4);
    g->setup(&st, &r, 4, &rng);
    move_t mv[DYN_MAX_MOVES];
    long steps = 0;
    while (g->to_move(&st) >= 0 && steps < 1000) {
        int n = g->legal_moves(&st, mv);
        /* draw whenever possible: the game lasts */
        move_t m = mv[0];
        for (int i = 0; i < n; i++)
            if (DYN_M_ACTION(mv[i]) == DYN_A_DRAW || DYN_M_ACTION(mv[i]) == DYN_A_END) m = mv[i];
        g->apply(&st, m, &rng);
        steps++;
    }
    outcome_t o = outcome_of(&st);
    cr_assert_eq(o.capped, 1);
    cr_assert_eq(o.turns, 10);
}

Test(dynamite, turn_position_is_the_seat_seat_one_takes_the_first_turn)
{
    /* seat 1 (index 0) begins the first deal, then play goes round in seat order:
     * turn position = seat, whatever the mode (later deals start elsewhere, but the
     * position says who took the match's first turn) */
    static const char *const modes[] = {"single", "best_of", "points"};
    for (int m = 0; m < 3; m++)
        for (int players = 2; players <= 8; players += 3) {
            dyn_rules_t r = rules();
            set_rule(&r, "mode", modes[m]);
            for (uint64_t seed = 0; seed < 4; seed++) {
                dyn_state_t st;
                rng_t rng, arng;
                rng_for_game(&rng, 31, seed, 0);
                rng_for_game(&arng, 31, seed, 1);
                g->setup(&st, &r, players, &rng);
                cr_assert_eq(g->to_move(&st), 0, "seat 1 takes the first turn");
                cr_assert_eq(st.turn, 1);
                move_t mv[DYN_MAX_MOVES];
                while (g->to_move(&st) >= 0) {
                    int n = g->legal_moves(&st, mv);
                    g->apply(&st, mv[rng_below(&arng, (uint32_t)n)], &rng);
                }
                outcome_t o;
                memset(&o, 0x7f, sizeof o);
                g->outcome(&st, &o);
                for (int s = 0; s < players; s++)
                    cr_assert_eq(o.position[s], s, "%s, %d players: seat %d", modes[m], players,
                                 s + 1);
            }
        }
}

/* ---------------------------------------------------- hidden information -- */

static void play_random(dyn_state_t *st, const dyn_rules_t *r, int players, uint64_t seed,
                        int steps)
{
    rng_t rng, arng;
    rng_for_game(&rng, seed, 0, 0);
    rng_for_game(&arng, seed, 0, 1);
    g->setup(st, r, players, &rng);
    move_t mv[DYN_MAX_MOVES];
    for (int i = 0; i < steps && g->to_move(st) >= 0; i++) {
        int n = g->legal_moves(st, mv);
        g->apply(st, mv[rng_below(&arng, (uint32_t)n)], &rng);
    }
}

/* Taking a +-2 total and turning a card for a DINA are heard by no other seat (an
 * empty text): without an answer in hand the same step is no move of the seat's own,
 * so hearing it taken by choice would tell the others the seat held a +-2 or a MITA.
 * The seat itself reads its move in full; every other move is heard by every seat.
 * Random games at every player count, every decision. */
Test(dynamite, taking_a_total_or_turning_a_card_is_heard_by_no_other_seat)
{
    dyn_rules_t r = rules();
    int accepts = 0, flips = 0;
    char buf[256];
    for (int players = 2; players <= 8; players++)
        for (uint64_t seed = 0; seed < 40; seed++) {
            dyn_state_t st;
            rng_t rng, arng;
            rng_for_game(&rng, seed, (uint64_t)players, 0);
            rng_for_game(&arng, seed, (uint64_t)players, 1);
            g->setup(&st, &r, players, &rng);
            move_t mv[DYN_MAX_MOVES];
            while (g->to_move(&st) >= 0) {
                int n = g->legal_moves(&st, mv), mover = g->to_move(&st);
                for (int i = 0; i < n; i++) {
                    int a = (int)DYN_M_ACTION(mv[i]), silent = a == DYN_A_ACCEPT || a == DYN_A_FLIP;
                    accepts += a == DYN_A_ACCEPT;
                    flips += a == DYN_A_FLIP;
                    cr_assert_gt(g->describe_move(&st, mv[i], buf, sizeof buf), 0);
                    for (int seat = 0; seat < players; seat++) {
                        if (seat == mover)
                            continue;
                        int len = g->describe_move_for(&st, mv[i], seat, buf, sizeof buf);
                        if (silent)
                            cr_assert(len == 0 && !buf[0], "seat %d hears '%s'", seat + 1, buf);
                        else
                            cr_assert_gt(len, 0, "seat %d hears nothing of a move", seat + 1);
                    }
                }
                g->apply(&st, mv[rng_below(&arng, (uint32_t)n)], &rng);
            }
        }
    cr_assert_gt(accepts, 0, "no total taken by choice");
    cr_assert_gt(flips, 0, "no card turned by choice");
}

Test(dynamite, determinize_keeps_what_the_observer_sees_and_redeals_the_rest)
{
    dyn_rules_t r = rules();
    int changed = 0;
    for (uint64_t seed = 0; seed < 300; seed++) {
        dyn_state_t st;
        play_random(&st, &r, 2 + (int)(seed % 7), seed, (int)(seed % 40));
        if (g->to_move(&st) < 0) continue;
        int o = st.cur;
        dyn_state_t v = st;
        rng_t rng;
        rng_seed(&rng, seed, 77);
        g->determinize(&v, o, &rng);
        check_sound(&v);
        cr_assert(memcmp(&v.hand[o], &st.hand[o], sizeof v.hand[o]) == 0);
        for (int s = 0; s < st.players; s++) {
            cr_assert_eq(v.hand_n[s], st.hand_n[s]);
            if (s != o && memcmp(&v.hand[s], &st.hand[s], sizeof v.hand[s])) changed++;
            if (s != o && (st.know_mask[s] >> o & 1))
                for (int k = 0; k < DYN_KINDS; k++)
                    cr_assert_geq(dyn_count(&v.hand[s], k), dyn_count(&st.know[s], k));
        }
        cr_assert_eq(v.pile_n, st.pile_n);
        cr_assert(memcmp(&v.discard, &st.discard, sizeof v.discard) == 0);
        cr_assert_eq(v.top_as, st.top_as);
    }
    cr_assert_gt(changed, 100, "hidden hands are re-dealt");
}

/* Every determinized view of `observer` keeps at least `want` cards of kind k in
 * seat's hand. */
static void view_keeps(const dyn_state_t *st, int observer, int seat, int k, int want)
{
    for (uint64_t seed = 0; seed < 30; seed++) {
        dyn_state_t v = *st;
        rng_t rng;
        rng_seed(&rng, seed, 11);
        g->determinize(&v, observer, &rng);
        check_sound(&v);
        cr_assert_geq(dyn_count(&v.hand[seat], k), want, "seat %d's view of seat %d, kind %d",
                      observer, seat, k);
    }
}

Test(dynamite, cards_seen_by_all_entering_a_hand_stay_known_after_private_swaps)
{
    /* seat 0 swaps a card with seat 1 (only the two see it), then a DINA explodes on
     * seat 1: seat 2 saw the face-up cards go to seat 1 and keeps them in its view */
    dyn_state_t st = table(3);
    int acc[2] = {K(RED, DYN_M), K(RED, DYN_T)};
    deal(&st, 0, K(RED, DYN_SWAP), 1);
    filler(&st, 0, 3);
    filler(&st, 1, 3);
    filler(&st, 2, 3);
    put_bomb_of(&st, YELLOW, 1, acc, 2);
    pile_only(&st, is_yellow_letter);
    do_move(&st, PLAY(K(RED, DYN_SWAP), K(RED, DYN_SWAP), 1, 1), 1);
    move_t give = 0, mv[DYN_MAX_MOVES];
    int n = g->legal_moves(&st, mv);
    for (int i = 0; i < n; i++) give = mv[i];
    do_move(&st, give, 2); /* seat 1's turn begins: its DINA turns a yellow card */
    cr_assert_eq(st.bomb_n, 0, "the DINA exploded");
    view_keeps(&st, 2, 1, K(RED, DYN_M), 1);
    view_keeps(&st, 2, 1, K(RED, DYN_T), 1);
    view_keeps(&st, 0, 1, K(RED, DYN_M), 1);
    view_keeps(&st, 0, 1, (int)DYN_M_CARD(give), 1);
    /* the other order: exploded first, then a card swapped in by seat 2 */
    st = table(3);
    filler(&st, 0, 3);
    filler(&st, 1, 3);
    deal(&st, 2, K(RED, DYN_SWAP), 1);
    filler(&st, 2, 3);
    put_bomb_of(&st, YELLOW, 1, acc, 2);
    pile_only(&st, is_yellow_letter);
    pass_turn_of(&st, 0, 3);
    cr_assert_eq(st.bomb_n, 0, "the DINA exploded");
    pass_turn_of(&st, 1, 4);
    do_move(&st, PLAY(K(RED, DYN_SWAP), K(RED, DYN_SWAP), 1, 1), 5);
    n = g->legal_moves(&st, mv);
    do_move(&st, mv[0], 6);
    view_keeps(&st, 0, 1, K(RED, DYN_M), 1);
    view_keeps(&st, 0, 1, K(RED, DYN_T), 1);
    view_keeps(&st, 2, 1, (int)DYN_M_CARD(mv[0]), 1);
}

Test(dynamite, determinize_never_puts_a_dina_in_a_hand)
{
    dyn_rules_t r = rules();
    int dinas_hidden = 0;
    for (uint64_t seed = 0; seed < 300; seed++) {
        dyn_state_t st;
        play_random(&st, &r, 2 + (int)(seed % 7), seed, (int)(seed % 60));
        if (g->to_move(&st) < 0) continue;
        for (int c = 0; c < DYN_COLOURS; c++) dinas_hidden += dyn_count(&st.pile, K(c, DYN_DINA));
        dyn_state_t v = st;
        rng_t rng;
        rng_seed(&rng, seed, 78);
        g->determinize(&v, st.cur, &rng);
        for (int s = 0; s < st.players; s++)
            for (int c = 0; c < DYN_COLOURS; c++)
                cr_assert_eq(dyn_count(&v.hand[s], K(c, DYN_DINA)), 0, "seed %lu", (unsigned long)seed);
    }
    cr_assert_gt(dinas_hidden, 100);
}

/* The state's list of the draw pile (pile_list, a speed-up) holds the true pile, and
 * with it, by what is missing, the hidden hands: determinize must not leave it in the
 * view. Every byte of the view's list is either in step with the view's own
 * (re-dealt) pile or cleared. */
Test(dynamite, determinize_leaves_no_trace_of_the_true_pile_in_its_list)
{
    dyn_rules_t r = rules();
    int checked = 0;
    for (uint64_t seed = 0; seed < 100; seed++) {
        dyn_state_t st;
        play_random(&st, &r, 2 + (int)(seed % 7), seed, (int)(seed % 60));
        if (g->to_move(&st) < 0 || !st.list_ok) continue;
        dyn_state_t v = st;
        rng_t rng;
        rng_seed(&rng, seed, 79);
        g->determinize(&v, st.cur, &rng);
        if (v.list_ok) {
            uint8_t list[DYN_LIST + 16];
            cr_assert_eq(dyn_set_list(&v.pile, list), v.pile_n);
            cr_assert(memcmp(list, v.pile_list, v.pile_n) == 0, "seed %lu", (unsigned long)seed);
        } else {
            for (size_t i = 0; i < sizeof v.pile_list; i++)
                cr_assert_eq(v.pile_list[i], 0, "seed %lu: byte %zu", (unsigned long)seed, i);
        }
        checked++;
    }
    cr_assert_gt(checked, 50);
}

/* A deck of more cards than the pile's list holds (DYN_LIST) is dealt and drawn
 * from the set, whose colour totals (pile_cum) must then be in step: random games at
 * every player count stay sound move by move, and so do determinized views played
 * on from. */
Test(dynamite, a_deck_too_large_for_the_pile_list_plays_from_the_set)
{
    init_accepts(CSV_HEAD "D,3,0\nI,6,0\nN,3,0\nA,6,0\nM,3,0\nT,3,0\nDINA,2,0\n"
                 "MITA,2,0\nPLUS_MINUS_2,2,0\nCHANGE,1,0\nSWAP,1,0\n"
                 "NO_PLAY_SINGLE,1,0\nNO_PLAY_DOUBLE,1,0\nWILD,0,4\nDETONATOR,0,2\n");
    char err[512];
    cr_assert_gt(dyn_deck->total, DYN_LIST);
    dyn_rules_t r = rules();
    char total[16];
    snprintf(total, sizeof total, "%d", dyn_deck->total);
    set_rule(&r, "deck_total", total);
    int unlisted = 0;
    for (uint64_t seed = 0; seed < 28; seed++) {
        int players = 2 + (int)(seed % 7);
        cr_assert_eq(g->rules_check(&r, players, err, sizeof err), 0, "%s", err);
        dyn_state_t st;
        rng_t rng, arng;
        rng_for_game(&rng, seed, 0, 0);
        rng_for_game(&arng, seed, 0, 1);
        g->setup(&st, &r, players, &rng);
        move_t mv[DYN_MAX_MOVES];
        for (int i = 0; i < 400 && g->to_move(&st) >= 0; i++) {
            check_sound(&st);
            unlisted += !st.list_ok;
            if (i % 25 == 10) { /* a view played on for a few moves */
                dyn_state_t v = st;
                rng_t vr;
                rng_seed(&vr, seed, (uint64_t)i);
                g->determinize(&v, st.cur, &vr);
                for (int j = 0; j < 30 && g->to_move(&v) >= 0; j++) {
                    check_sound(&v);
                    int n = g->legal_moves(&v, mv);
                    g->apply(&v, mv[rng_below(&vr, (uint32_t)n)], &vr);
                }
            }
            int n = g->legal_moves(&st, mv);
            g->apply(&st, mv[rng_below(&arng, (uint32_t)n)], &rng);
        }
        check_sound(&st);
    }
    cr_assert_gt(unlisted, 100, "the pile went through the set");
    cr_assert_eq(g->init(err, sizeof err), 0, "%s", err); /* the real file again */
    cr_assert_eq(dyn_deck->total, 110);
}

/* The observation of `seat` as a byte string, checked to fit. */
static size_t obs_of(const dyn_state_t *st, int seat, uint8_t *buf, size_t n)
{
    size_t len = g->observe(st, seat, buf, n);
    cr_assert(len > 0 && len <= n, "observation of %zu bytes", len);
    return len;
}

static int same_obs(const dyn_state_t *a, const dyn_state_t *b, int seat)
{
    static uint8_t x[4096], y[4096];
    size_t lx = obs_of(a, seat, x, sizeof x), ly = obs_of(b, seat, y, sizeof y);
    return lx == ly && memcmp(x, y, lx) == 0;
}

/* Move one card of kind k from `from` to `to` (sets of the same state). */
static void move_card(dyn_state_t *st, dyn_set_t *from, dyn_set_t *to, int k)
{
    cr_assert_gt(dyn_count(from, k), 0);
    dyn_sub(from, k, 1);
    dyn_add(to, k, 1);
    dyn_recount(st);
    check_sound(st);
}

Test(dynamite, observe_hides_unseen_cards_and_shows_what_the_seat_sees)
{
    dyn_state_t a = table(3);
    deal(&a, 0, K(YELLOW, DYN_I), 1);
    deal(&a, 0, DYN_WILD, 1);
    deal(&a, 1, K(BLUE, DYN_MITA), 1);
    deal(&a, 1, K(GREEN, DYN_T), 1);
    deal(&a, 2, K(BLUE, DYN_T), 2);
    /* seat 1 holds another card, taken from the pile: seats 0 and 2 cannot tell */
    dyn_state_t b = a;
    move_card(&b, &b.hand[1], &b.pile, K(BLUE, DYN_MITA));
    move_card(&b, &b.pile, &b.hand[1], K(RED, DYN_A));
    cr_assert(same_obs(&a, &b, 0), "seat 0 sees seat 1's hidden card");
    cr_assert(same_obs(&a, &b, 2), "seat 2 sees seat 1's hidden card");
    cr_assert_not(same_obs(&a, &b, 1), "seat 1 does not see its own hand");
    /* the draw pile's cards are hidden from everyone */
    b = a;
    move_card(&b, &b.pile, &b.discard, K(RED, DYN_A));
    move_card(&b, &b.discard, &b.pile, K(RED, DYN_A));
    cr_assert(same_obs(&a, &b, 0));
    /* ...but a card known to all (it came face up from an explosion) is seen */
    b = a;
    dyn_add(&b.pub[1], K(GREEN, DYN_T), 1);
    cr_assert_not(same_obs(&a, &b, 0), "seat 0 does not see a public card of seat 1");
    /* a private row is seen by the seats that saw the cards, and by no one else */
    b = a;
    dyn_add(&b.know[1], K(GREEN, DYN_T), 1);
    b.know_mask[1] = 1 << 2;
    cr_assert_not(same_obs(&a, &b, 2), "seat 2 does not see what it knows of seat 1");
    cr_assert(same_obs(&a, &b, 0), "seat 0 sees what only seat 2 knows");
    /* the discard pile, the top card, the turn, the rules in force are seen */
    b = a;
    move_card(&b, &b.pile, &b.discard, K(RED, DYN_A));
    cr_assert_not(same_obs(&a, &b, 0));
    b = a;
    b.top_as = K(RED, DYN_I);
    cr_assert_not(same_obs(&a, &b, 2));
    b = a;
    b.cur = 1;
    cr_assert_not(same_obs(&a, &b, 2));
    b = a;
    b.explode_extra = 2;
    cr_assert_not(same_obs(&a, &b, 2));
}

Test(dynamite, view_text_names_the_seats_own_cards_and_no_hidden_card_of_another)
{
    dyn_state_t st = table(3);
    deal(&st, 0, K(YELLOW, DYN_I), 1);
    deal(&st, 0, DYN_WILD, 1);
    deal(&st, 1, K(BLUE, DYN_MITA), 1);
    deal(&st, 1, K(GREEN, DYN_T), 1);
    deal(&st, 2, K(BLUE, DYN_T), 2);
    dyn_add(&st.pub[1], K(GREEN, DYN_T), 1); /* seen by all: it came face up */
    char buf[4096];
    cr_assert_gt(g->view_text(&st, 0, buf, sizeof buf), 0);
    cr_assert(strstr(buf, "You are seat 1"), "%s", buf);
    cr_assert(strstr(buf, "Your hand (2): yellow I, wild"), "%s", buf);
    cr_assert(strstr(buf, "Your turn"), "%s", buf);
    cr_assert(strstr(buf, "Top card: red D"), "%s", buf);
    cr_assert(strstr(buf, "Seat 2: 2 cards, of which you know green T"), "%s", buf);
    cr_assert(strstr(buf, "Seat 3: 2 cards."), "%s", buf);
    cr_assert_null(strstr(buf, "MITA"), "seat 1 is shown seat 2's hidden MITA: %s", buf);
    cr_assert_null(strstr(buf, "blue T"), "seat 1 is shown seat 3's hidden cards: %s", buf);
    cr_assert_gt(g->view_text(&st, 1, buf, sizeof buf), 0);
    cr_assert(strstr(buf, "Your hand (2): green T, blue MITA"), "%s", buf);
    cr_assert(strstr(buf, "Seat 1 to move"), "%s", buf);
    cr_assert_null(strstr(buf, "yellow I"), "%s", buf);
}

/* ------------------------------------------- what a reshuffle tells (views) -- */

/* Whether every kind's count in a is within b's. */
static int within(const dyn_set_t *a, const dyn_set_t *b)
{
    for (int k = 0; k < DYN_KINDS; k++)
        if (dyn_count(a, k) > dyn_count(b, k)) return 0;
    return 1;
}

/* The cards of seat's hand that `observer` knows (the private row when it is one
 * of those who saw it, else the public row). */
static const dyn_set_t *known_to(const dyn_state_t *st, int seat, int observer)
{
    return st->know_mask[seat] >> observer & 1 ? &st->know[seat] : &st->pub[seat];
}

/* Cards `observer` cannot see beyond what the pile can hold (DINAs aside: every
 * unseen DINA is in the pile): the ones a view must deal to hands. */
static int unseen_beyond_the_pile(const dyn_state_t *st, int observer)
{
    dyn_set_t pool = st->pile;
    for (int s = 0; s < st->players; s++)
        if (s != observer)
            for (int k = 0; k < DYN_KINDS; k++)
                dyn_add(&pool, k, dyn_count(&st->hand[s], k) - dyn_count(known_to(st, s, observer), k));
    int n = 0;
    for (int k = 0; k < DYN_KINDS; k++)
        if (!is_dina(k) && dyn_count(&pool, k) > dyn_count(&st->pile_within, k))
            n += dyn_count(&pool, k) - dyn_count(&st->pile_within, k);
    return n;
}

/* pile_within after every step that changes it: the deal (the deck less every card
 * seen: the start card, dealt DINAs, cards turned for them), a reshuffle (the
 * discards; a card drawn unseen changes nothing), a card turned over for a DINA, a
 * DINA drawn and placed, and a DINA drawn by a penalty just before the pile ran out
 * and was reshuffled (placed after the draws: it came off the old pile, so the new
 * set keeps all its cards). */
Test(dynamite, pile_within_is_what_the_pile_was_formed_from_less_what_was_seen_leaving_it)
{
    dyn_rules_t r = rules();
    for (int players = 2; players <= 8; players++)
        for (uint64_t seed = 0; seed < 30; seed++) {
            dyn_state_t st;
            rng_t rng;
            rng_seed(&rng, seed, 31);
            g->setup(&st, &r, players, &rng);
            /* every card seen is out of it (the start card, dealt DINAs, and the
             * first turn's cards turned for one, which an explosion hands over in
             * public): it is the pile and the hands' unseen cards */
            dyn_set_t want = st.pile;
            for (int s = 0; s < players; s++)
                for (int k = 0; k < DYN_KINDS; k++)
                    dyn_add(&want, k, dyn_count(&st.hand[s], k) - dyn_count(&st.pub[s], k));
            cr_assert(memcmp(&st.pile_within, &want, sizeof want) == 0, "%d players, seed %lu",
                      players, (unsigned long)seed);
        }
    /* a reshuffle: the discards, and the card then drawn (unseen) stays in */
    dyn_state_t st = table(2);
    filler(&st, 0, 3);
    filler(&st, 1, 3);
    st.discard = st.pile;
    memset(&st.pile, 0, sizeof st.pile);
    dyn_recount(&st);
    dyn_set_t formed = st.discard;
    do_move(&st, ACT(DYN_A_DRAW), 5);
    cr_assert_eq(st.discard_n, 0, "reshuffled");
    cr_assert(memcmp(&st.pile_within, &formed, sizeof formed) == 0);
    /* a card turned over for a DINA leaves it, face up */
    st = table(3);
    put_bomb(&st, 1, NULL, 0);
    filler(&st, 0, 2);
    filler(&st, 1, 2);
    filler(&st, 2, 2);
    pile_only(&st, is_yellow_letter);
    dyn_set_t before = st.pile_within;
    pass_turn_of(&st, 0, 1);
    cr_assert_eq(st.bomb[0].acc_n, 1);
    int turned = set_first(&st.bomb[0].acc);
    cr_assert_eq(dyn_count(&st.pile_within, turned), dyn_count(&before, turned) - 1);
    cr_assert_eq(dyn_set_total(&st.pile_within), dyn_set_total(&before) - 1);
    /* a DINA drawn is placed face up: it leaves it; a card drawn unseen does not */
    st = table(3);
    filler(&st, 0, 2);
    filler(&st, 1, 2);
    filler(&st, 2, 2);
    pile_only(&st, is_dina);
    before = st.pile_within;
    do_move(&st, ACT(DYN_A_DRAW), 1);
    cr_assert_eq(st.bomb_n, 1);
    cr_assert_eq(dyn_count(&st.pile_within, st.bomb[0].kind), dyn_count(&before, st.bomb[0].kind) - 1);
    cr_assert_eq(dyn_set_total(&st.pile_within), dyn_set_total(&before) - 1);
    st = table(3);
    filler(&st, 0, 2);
    filler(&st, 1, 2);
    filler(&st, 2, 2);
    before = st.pile_within;
    pass_turn_of(&st, 0, 2);
    do_move(&st, ACT(DYN_A_DRAW), 3);
    cr_assert_eq(st.hand_n[1], 3);
    cr_assert(memcmp(&st.pile_within, &before, sizeof before) == 0);
    /* a penalty draws the pile's last card, a DINA, then from the reshuffled
     * discards: the DINA is placed after both draws */
    st = table(3);
    deal(&st, 0, K(RED, DYN_PM2), 1);
    filler(&st, 0, 2);
    filler(&st, 1, 2);
    filler(&st, 2, 2);
    pile_only(&st, is_green_dina);
    move_card(&st, &st.pile, &st.discard, K(GREEN, DYN_DINA)); /* one left in the pile */
    cr_assert_eq(st.pile_n, 1);
    formed = st.discard;
    dyn_add(&formed, st.top_kind, 1); /* the red D goes below the +-2 */
    do_move(&st, PLAY(K(RED, DYN_PM2), K(RED, DYN_PM2), 0, 0), 4);
    cr_assert_eq(st.bomb_n, 1, "the green DINA drawn by the penalty is placed");
    cr_assert_eq(st.bomb[0].holder, 1);
    cr_assert_eq(dyn_count(&formed, K(GREEN, DYN_DINA)), 1, "the other green DINA");
    cr_assert(memcmp(&st.pile_within, &formed, sizeof formed) == 0,
              "the reshuffled discards, the other green DINA among them");
    /* public: in the observation and the state's JSON */
    dyn_state_t other = st;
    dyn_sub(&other.pile_within, K(GREEN, DYN_DINA), 1);
    cr_assert(!same_obs(&st, &other, 0));
    char json[1 << 16], json2[1 << 16];
    g->state_json(&st, json, sizeof json);
    cr_assert(strstr(json, "\"drawn_unseen\":{"), "%s", json);
    g->state_json(&other, json2, sizeof json2);
    cr_assert_str_neq(json, json2, "the trace's state shows the set (as what left the pile unseen)");
}

/* After a reshuffle, every seat's every view keeps the pile within what it can
 * hold, and everything else a view keeps: the seat's own hand, every hand's size
 * and the cards the seat knows in it, no DINA in a hand, the public table. Random
 * games at every player count, every step for a while after a reshuffle. (Fails
 * on the pooled re-deal.) */
Test(dynamite, every_view_after_a_reshuffle_keeps_the_pile_within_what_it_can_hold)
{
    dyn_rules_t r = rules();
    long views = 0, bound = 0;
    for (uint64_t seed = 0; seed < 280; seed++) {
        int players = 2 + (int)(seed % 7);
        dyn_state_t st;
        rng_t rng, arng, vr;
        rng_for_game(&rng, seed, 0, 0);
        rng_for_game(&arng, seed, 0, 1);
        rng_seed(&vr, seed, 71);
        g->setup(&st, &r, players, &rng);
        move_t mv[DYN_MAX_MOVES];
        int after = -1; /* steps since the first reshuffle */
        for (int i = 0; i < 3000 && g->to_move(&st) >= 0 && after < 50; i++) {
            if (after >= 0) {
                after++;
                for (int o = 0; o < players; o++) {
                    dyn_state_t v = st;
                    g->determinize(&v, o, &vr);
                    check_sound(&v);
                    views++;
                    bound += unseen_beyond_the_pile(&st, o) > 0;
                    cr_assert(within(&v.pile, &st.pile_within), "seed %lu step %d seat %d: the "
                              "view's pile holds a card the pile cannot", (unsigned long)seed, i, o);
                    cr_assert(memcmp(&v.pile_within, &st.pile_within, sizeof v.pile_within) == 0);
                    cr_assert_eq(v.pile_n, st.pile_n);
                    cr_assert(memcmp(&v.hand[o], &st.hand[o], sizeof v.hand[o]) == 0);
                    cr_assert(memcmp(&v.discard, &st.discard, sizeof v.discard) == 0);
                    for (int s = 0; s < players; s++) {
                        cr_assert_eq(v.hand_n[s], st.hand_n[s]);
                        cr_assert(within(known_to(&st, s, o), &v.hand[s]),
                                  "seed %lu step %d: seat %d's view of seat %d loses what it "
                                  "knows", (unsigned long)seed, i, o, s);
                        for (int c = 0; c < DYN_COLOURS; c++)
                            cr_assert_eq(dyn_count(&v.hand[s], K(c, DYN_DINA)), 0);
                    }
                    cr_assert(same_obs(&st, &v, o));
                }
            }
            int n = g->legal_moves(&st, mv), pile_n = st.pile_n, deals = st.deals;
            g->apply(&st, mv[rng_below(&arng, (uint32_t)n)], &rng);
            if (after < 0 && st.deals == deals && st.pile_n > pile_n)
                after = 0;
        }
    }
    cr_assert_gt(views, 5000, "views after a reshuffle: %ld", views);
    cr_assert_gt(bound, views / 2, "views whose unseen cards the pile cannot all hold: %ld of %ld",
                 bound, views);
}

/* Seat 2 holds both red Ms and both red Ts; every other card but the top goes to
 * the discards and is reshuffled into the pile as seat 1 draws. Every seat knows
 * the pile has no red M or T: seat 1's views give seat 2 exactly those four cards
 * (the pooled re-deal almost never did), and seat 2's views give seat 1 the cards
 * of its hand of which the pile holds fewer copies than seat 2 cannot see. */
Test(dynamite, a_reshuffled_pile_never_holds_a_card_every_seat_knows_is_in_a_hand)
{
    dyn_state_t st = table(2);
    deal(&st, 1, K(RED, DYN_M), 2);
    deal(&st, 1, K(RED, DYN_T), 2);
    filler(&st, 0, 3);
    dyn_set_t filled = st.hand[0];
    st.discard = st.pile;
    memset(&st.pile, 0, sizeof st.pile);
    dyn_recount(&st);
    do_move(&st, ACT(DYN_A_DRAW), 9);
    cr_assert_eq(st.discard_n, 0, "reshuffled");
    cr_assert_eq(dyn_count(&st.pile_within, K(RED, DYN_M)) + dyn_count(&st.pile_within, K(RED, DYN_T)), 0);
    for (uint64_t seed = 0; seed < 200; seed++) {
        dyn_state_t v = st;
        rng_t rng;
        rng_seed(&rng, seed, 12);
        g->determinize(&v, 0, &rng);
        check_sound(&v);
        cr_assert(memcmp(&v.hand[1], &st.hand[1], sizeof v.hand[1]) == 0, "seed %lu",
                  (unsigned long)seed);
        v = st;
        g->determinize(&v, 1, &rng);
        check_sound(&v);
        cr_assert(within(&filled, &v.hand[0]), "seed %lu: seat 1's cards dealt before the "
                  "reshuffle (their kinds' other copies are in the pile)", (unsigned long)seed);
    }
}

/* ---- the exact deal: every deal of the unseen cards consistent with the pile's
 * bound equally likely ---- */

/* One way the unseen cards lie in a view of seat 0: the pile and seats 1 and 2. */
typedef struct view_case {
    dyn_set_t pile, hand1, hand2;
    long deals, seen;
} view_case_t;

static int case_of(view_case_t *cs, int n, const dyn_set_t *pile, const dyn_set_t *h1,
                   const dyn_set_t *h2)
{
    for (int i = 0; i < n; i++)
        if (!memcmp(&cs[i].pile, pile, sizeof *pile) && !memcmp(&cs[i].hand1, h1, sizeof *h1) &&
            !memcmp(&cs[i].hand2, h2, sizeof *h2))
            return i;
    return -1;
}

/* A three-player table where seat 0 sees every card but the pile's (`pile`) and
 * the one-or-two-card hands of seats 1 and 2; the pile was formed from cards of
 * `bound`. Seat 0's views are sampled and set against the count of consistent
 * deals: each copy of the unseen cards goes to the pile or a hand, the hands keep
 * their sizes, and the pile takes only copies of the unseen cards within the bound
 * (of a kind with more copies unseen than the bound holds, the copies beyond it are
 * in hands). Each such deal is one case of equal weight; the views must come out
 * in the same proportions (chi-square, fixed seeds, 200,000 views, a bound six
 * standard deviations above the mean, which a bias of 3% in the share of a case of
 * a fifth fails: the pooled re-deal deals cases the bound rules out, and a re-deal
 * that weighs every unseen copy of a kind alike, keeping the deals within the bound,
 * read 1,900 against a limit of 38 in the first position with 24,000 views). */
static void views_match_the_consistent_deals(const int *pile, int pile_n, const int *h1, int n1,
                                             const int *h2, int n2, const int *bound, int bound_n)
{
    dyn_state_t st = table(3);
    filler(&st, 0, 2);
    for (int i = 0; i < n1; i++) deal(&st, 1, h1[i], 1);
    for (int i = 0; i < n2; i++) deal(&st, 2, h2[i], 1);
    /* everything else public (the discards), then the pile's cards back */
    for (int k = 0; k < DYN_KINDS; k++) {
        int c = dyn_count(&st.pile, k);
        dyn_sub(&st.pile, k, c);
        dyn_add(&st.discard, k, c);
    }
    for (int i = 0; i < pile_n; i++) {
        dyn_sub(&st.discard, pile[i], 1);
        dyn_add(&st.pile, pile[i], 1);
    }
    dyn_recount(&st);
    memset(&st.pile_within, 0, sizeof st.pile_within);
    for (int i = 0; i < bound_n; i++) dyn_add(&st.pile_within, bound[i], 1);
    check_sound(&st);
    /* the unseen copies, each within the bound or beyond it */
    int kind[8], beyond[8], n = 0;
    dyn_set_t taken = {{0, 0, 0, 0}};
    const int *sets[3] = {pile, h1, h2};
    const int sizes[3] = {pile_n, n1, n2};
    for (int p = 0; p < 3; p++)
        for (int i = 0; i < sizes[p]; i++) {
            int k = sets[p][i];
            cr_assert_lt(n, 8);
            kind[n] = k;
            beyond[n] = dyn_count(&taken, k) >= dyn_count(&st.pile_within, k);
            dyn_add(&taken, k, 1);
            n++;
        }
    /* every placing of the copies (pile 0, seat 1, seat 2): the consistent ones */
    view_case_t cs[64];
    int ncs = 0;
    long total = 0, places = 1;
    for (int i = 0; i < n; i++) places *= 3;
    for (long code = 0; code < places; code++) {
        dyn_set_t at[3] = {{{0, 0, 0, 0}}, {{0, 0, 0, 0}}, {{0, 0, 0, 0}}};
        int size[3] = {0, 0, 0}, ok = 1;
        long c = code;
        for (int i = 0; i < n; i++, c /= 3) {
            int p = (int)(c % 3);
            ok &= !(p == 0 && beyond[i]);
            dyn_add(&at[p], kind[i], 1);
            size[p]++;
        }
        if (!ok || size[0] != pile_n || size[1] != n1 || size[2] != n2)
            continue;
        int i = case_of(cs, ncs, &at[0], &at[1], &at[2]);
        if (i < 0) {
            cr_assert_lt(ncs, 64);
            i = ncs++;
            memset(&cs[i], 0, sizeof cs[i]);
            cs[i].pile = at[0];
            cs[i].hand1 = at[1];
            cs[i].hand2 = at[2];
        }
        cs[i].deals++;
        total++;
    }
    cr_assert_gt(ncs, 2);
    const long draws = 200000;
    rng_t rng;
    rng_seed(&rng, 2026, (uint64_t)pile_n);
    for (long d = 0; d < draws; d++) {
        dyn_state_t v = st;
        g->determinize(&v, 0, &rng);
        int i = case_of(cs, ncs, &v.pile, &v.hand[1], &v.hand[2]);
        cr_assert_geq(i, 0, "view %ld: a deal the bound rules out", d);
        cs[i].seen++;
    }
    double chi2 = 0;
    for (int i = 0; i < ncs; i++) {
        double want = (double)draws * (double)cs[i].deals / (double)total;
        chi2 += (cs[i].seen - want) * (cs[i].seen - want) / want;
    }
    /* with ncs - 1 degrees of freedom: their count plus six standard deviations (the
     * tail of a chi-square with 4 to 17 degrees of freedom beyond it: 1e-4 to 1e-6) */
    double df = ncs - 1, limit = df + 6 * sqrt(2 * df);
    cr_assert_lt(chi2, limit, "chi-square %.1f over %d cases (limit %.1f)", chi2, ncs, limit);
}

Test(dynamite, views_after_a_reshuffle_deal_every_consistent_deal_equally_often)
{
    const int a = K(YELLOW, DYN_M), b = K(GREEN, DYN_T), c = K(BLUE, DYN_N), d = K(RED, DYN_A);
    /* unseen: two yellow Ms, a green T, a blue N; the pile (two cards) can hold one
     * yellow M: the other is in a hand. The pile is one of three pairs of the four
     * copies within the bound, each as likely (not two in five for a pile with a
     * yellow M, as a re-deal weighing both yellow Ms alike would make it) */
    const int pile1[] = {a, b}, h1a[] = {a}, h2a[] = {c}, bound1[] = {a, b, c};
    views_match_the_consistent_deals(pile1, 2, h1a, 1, h2a, 1, bound1, 3);
    /* the pile (one card) is the smaller side: four cards within the bound, two
     * hands of two */
    const int pile2[] = {b}, h1b[] = {a, c}, h2b[] = {a, d}, bound2[] = {a, b, c, d};
    views_match_the_consistent_deals(pile2, 1, h1b, 2, h2b, 2, bound2, 4);
}

Test(dynamite, evaluate_prefers_fewer_cards_and_stays_in_range)
{
    dyn_state_t st = table(2);
    filler(&st, 0, 2);
    filler(&st, 1, 10);
    double a = g->evaluate(&st, 0), b = g->evaluate(&st, 1);
    cr_assert_gt(a, b);
    cr_assert(a > 0 && a < 1 && b > 0 && b < 1);
    /* progress towards DINAMITA counts */
    dyn_state_t w = table(2), x = table(2);
    deal_word(&w, 0);
    dyn_sub(&w.hand[0], K(GREEN, DYN_T), 1);
    dyn_add(&w.pile, K(GREEN, DYN_T), 1);
    dyn_recount(&w);
    filler(&x, 0, 7);
    filler(&w, 1, 7);
    filler(&x, 1, 7);
    cr_assert_gt(g->evaluate(&w, 0), g->evaluate(&x, 0));
}

Test(dynamite, describe_and_json_are_readable)
{
    dyn_state_t st = table(3);
    deal(&st, 0, DYN_WILD, 1);
    filler(&st, 0, 1);
    char buf[1 << 16];
    g->describe_move(&st, PLAY(DYN_WILD, K(BLUE, DYN_PM2), 1, 0), buf, sizeof buf);
    cr_assert_str_eq(buf, "play wild as blue +-2: next player discards at random");
    g->describe_move(&st, PLAY(K(RED, DYN_SWAP), K(RED, DYN_SWAP), 2, 1), buf, sizeof buf);
    cr_assert_str_eq(buf, "play red swap: swap a card with seat 3");
    int n = g->state_json(&st, buf, sizeof buf);
    cr_assert_gt(n, 10);
    cr_assert_eq(buf[0], '{');
    cr_assert_eq(buf[n - 1], '}');
    cr_assert(strstr(buf, "\"wild\":1"));
}

Test(dynamite, state_json_carries_the_rules_the_counters_and_no_closed_step)
{
    dyn_rules_t r = rules();
    set_rule(&r, "match_type", "pairs");
    set_rule(&r, "explode_extra", "3");
    dyn_state_t st = table_r(3, &r);
    deal(&st, 0, K(RED, DYN_PM2), 1);
    filler(&st, 0, 1);
    filler(&st, 1, 2);
    filler(&st, 2, 2);
    char buf[1 << 16], key[64];
    g->state_json(&st, buf, sizeof buf);
    /* every rule in force, by key */
    for (const rule_param_t *p = g->params; p->key; p++) {
        snprintf(key, sizeof key, "\"%s\":", p->key);
        cr_assert(strstr(buf, key), "state_json lacks rule %s", p->key);
    }
    cr_assert(strstr(buf, "\"match_type\":\"pairs\""), "%s", buf);
    cr_assert(strstr(buf, "\"explode_extra\":3"), "%s", buf);
    cr_assert(strstr(buf, "\"pending\":null"), "%s", buf);
    cr_assert(strstr(buf, "\"passed\":[]"), "%s", buf);
    cr_assert(strstr(buf, "\"draw_pile\":{\"count\":"), "%s", buf);
    cr_assert(strstr(buf, "\"discard_pile\":{\"count\":0,\"cards\":{}}"), "%s", buf);
    /* a waiting total is shown while it waits, and gone once taken */
    do_move(&st, PLAY(K(RED, DYN_PM2), K(RED, DYN_PM2), 1, 0), 1);
    g->state_json(&st, buf, sizeof buf);
    cr_assert(strstr(buf, "\"pending\":null"), "the total was taken: %s", buf);
    cr_assert_eq(st.pen_mode, 0);
    cr_assert(strstr(buf, "\"discard_pile\":{\"count\":3,"), "old top + two discards: %s", buf);
}

/* A trace sink that keeps the events, one per line. */
typedef struct events {
    char text[1 << 17];
    size_t len;
    int count;
} events_t;

static void keep_event(void *ctx, const char *json)
{
    events_t *e = ctx;
    size_t n = strlen(json);
    cr_assert_lt(e->len + n + 2, sizeof e->text, "too many events");
    cr_assert(json[0] == '{' && json[n - 1] == '}', "not one JSON object: %s", json);
    cr_assert(strncmp(json, "{\"event\":\"", 10) == 0, "no event key first: %s", json);
    memcpy(e->text + e->len, json, n);
    e->len += n;
    e->text[e->len++] = '\n';
    e->text[e->len] = '\0';
    e->count++;
}

/* Run f with a sink collecting into a fresh events_t. */
static events_t *collect(void (*f)(dyn_state_t *), dyn_state_t *st)
{
    static events_t e;
    memset(&e, 0, sizeof e);
    trace_sink_t sink = {keep_event, &e};
    const trace_sink_t *old = trace_sink_install(&sink);
    f(st);
    trace_sink_install(old);
    return &e;
}

static void setup_four(dyn_state_t *st)
{
    dyn_rules_t r = rules();
    rng_t rng;
    rng_seed(&rng, 17, 4);
    g->setup(st, &r, 4, &rng);
}

static int has_line(const events_t *e, const char *a, const char *b)
{
    for (const char *l = e->text; *l;) {
        const char *end = strchr(l, '\n');
        size_t n = (size_t)(end - l);
        char line[1 << 15];
        if (n >= sizeof line) n = sizeof line - 1;
        memcpy(line, l, n);
        line[n] = '\0';
        if (strstr(line, a) && (!b || strstr(line, b)))
            return 1;
        l = end + 1;
    }
    return 0;
}

Test(dynamite, setup_traces_each_private_hand_and_the_start_card)
{
    dyn_state_t st;
    events_t *e = collect(setup_four, &st);
    for (int s = 1; s <= 4; s++) {
        char seat[64];
        snprintf(seat, sizeof seat, "\"seat\":%d,\"cards\":[", s);
        char seen[32];
        snprintf(seen, sizeof seen, "\"seen_by\":[%d]", s);
        cr_assert(has_line(e, "{\"event\":\"deal\",\"deal\":1,", seat), "%s", e->text);
        cr_assert(has_line(e, seat, seen), "seat %d's hand is private: %s", s, e->text);
    }
    char top[64], want[160];
    dyn_card_name(st.top_kind, top, sizeof top);
    snprintf(want, sizeof want, "{\"event\":\"start_card\",\"card\":\"%s\",\"starter\":1}", top);
    cr_assert(has_line(e, want, NULL), "%s", e->text);
    /* a dealt DINA is placed in public */
    for (int i = 0; i < st.bomb_n; i++)
        if (st.bomb[i].turn == 0)
            cr_assert(has_line(e, "\"event\":\"place_dina\"", "\"from\":\"deal\""), "%s", e->text);
}

static dyn_state_t trace_st;

static void draw_and_flip(dyn_state_t *st)
{
    do_move(st, ACT(DYN_A_DRAW), 1);
    do_move(st, ACT(DYN_A_END), 2); /* seat 1's turn: its DINA turns a yellow letter */
}

Test(dynamite, draws_turn_overs_and_passing_dinas_are_traced)
{
    trace_st = table(3);
    put_bomb(&trace_st, 1, NULL, 0);
    filler(&trace_st, 0, 2);
    filler(&trace_st, 1, 2);
    filler(&trace_st, 2, 2);
    pile_only(&trace_st, is_yellow_letter);
    events_t *e = collect(draw_and_flip, &trace_st);
    cr_assert(has_line(e, "{\"event\":\"draw\",\"seat\":1,\"card\":\"yellow ", "\"reason\":\"draw\",\"seen_by\":[1]}"), "%s", e->text);
    cr_assert(has_line(e, "{\"event\":\"turn_over\",\"seat\":2,\"dina\":\"red DINA\",\"dina_id\":1,\"card\":\"yellow ", NULL), "%s", e->text);
    cr_assert(has_line(e, "{\"event\":\"dina_passes\",\"dina\":\"red DINA\",\"dina_id\":1,\"from\":2,\"to\":3,\"reason\":\"turn_over\"}", NULL), "%s", e->text);
    cr_assert_eq(e->count, 3, "%s", e->text);
}

static void go_out(dyn_state_t *st)
{
    do_move(st, SIMPLE(K(RED, DYN_N)), 3);
}

static void explode_and_penalty(dyn_state_t *st)
{
    /* seat 0 plays a +-2 (draw): seat 1's DINA explodes first, then it draws two */
    do_move(st, PLAY(K(RED, DYN_PM2), K(RED, DYN_PM2), 0, 0), 1);
}

Test(dynamite, explosions_penalties_and_the_end_of_a_deal_are_traced)
{
    trace_st = table(3);
    int acc[1] = {K(YELLOW, DYN_A)};
    put_bomb(&trace_st, 1, acc, 1);
    deal(&trace_st, 0, K(RED, DYN_PM2), 1);
    filler(&trace_st, 0, 1);
    filler(&trace_st, 1, 2);
    filler(&trace_st, 2, 2);
    pile_only(&trace_st, is_red);
    events_t *e = collect(explode_and_penalty, &trace_st);
    cr_assert(has_line(e, "{\"event\":\"turn_over\",\"seat\":2,\"dina\":\"red DINA\",\"dina_id\":1,\"card\":\"red ", NULL), "%s", e->text);
    cr_assert(has_line(e, "{\"event\":\"explode\",\"seat\":2,\"dina\":\"red DINA\",\"dina_id\":1,\"card\":\"red DINA\",\"takes\":[\"yellow A\",\"red ", NULL), "%s", e->text);
    cr_assert(has_line(e, "\"reason\":\"explosion\",\"seen_by\":[2]", NULL), "%s", e->text);
    cr_assert(has_line(e, "{\"event\":\"penalty\",\"seat\":2,\"cards\":2,\"mode\":\"draw\"}", NULL), "%s", e->text);
    cr_assert(has_line(e, "\"reason\":\"penalty\",\"seen_by\":[2]", NULL), "%s", e->text);
    /* the explosion comes before the penalty in the trace, as in play */
    cr_assert_lt(strstr(e->text, "\"explode\""), strstr(e->text, "\"penalty\""));
    /* seat 3 goes out: the deal ends with the whole state */
    trace_st.cur = 2;
    trace_st.phase = DYN_PH_NORMAL;
    for (int j = 0; j < 4; j++) trace_st.discard.w[j] += trace_st.hand[2].w[j];
    memset(&trace_st.hand[2], 0, sizeof trace_st.hand[2]);
    dyn_recount(&trace_st);
    set_top(&trace_st, K(RED, DYN_A));
    deal(&trace_st, 2, K(RED, DYN_N), 1);
    e = collect(go_out, &trace_st);
    cr_assert(has_line(e, "{\"event\":\"deal_end\",\"deal\":1,\"how\":\"empty_hand\",\"winners\":[3],\"shared\":[],\"state\":{\"game\":\"dynamite\"", "\"phase\":\"over\""), "%s", e->text);
    cr_assert(has_line(e, "\"deal_end\"", "\"hands\":[{\"seat\":1,"), "final hands: %s", e->text);
}

static void end_seat_ones_turn(dyn_state_t *st)
{
    pass_turn_of(st, 0, 1);
}

/* The DINA in play with this id (NULL: none). */
static const dyn_bomb_t *bomb_with_id(const dyn_state_t *st, unsigned id)
{
    for (int i = 0; i < st->bomb_n; i++)
        if (st->bomb[i].id == id) return &st->bomb[i];
    return NULL;
}

Test(dynamite, two_dinas_of_one_name_before_one_holder_are_told_apart_by_their_ids)
{
    /* Two red DINAs in front of seat 2, each with its own face-up cards: the first
     * explodes, the second passes on. By card name alone the trace would read "red
     * DINA explodes, red DINA passes": the ids say which. (The first holds every red
     * card but one red A, the only card left in the pile, and the red MITAs: it turns
     * the red A and explodes; its extra card and the second's turned card come from
     * the reshuffled discards, which hold no red card, so the second passes on.) */
    trace_st = table(3);
    filler(&trace_st, 0, 2);
    filler(&trace_st, 1, 2);
    filler(&trace_st, 2, 2);
    /* nothing seat 2 could defuse with may reach its hand: the MITAs and wilds wait
     * in seat 3's */
    deal(&trace_st, 2, DYN_WILD, 4);
    for (int c = 0; c < DYN_COLOURS; c++) deal(&trace_st, 2, K(c, DYN_MITA), 2);
    int acc1[64], n1 = 0, kept_a = 0;
    for (int sym = 0; sym < DYN_SYMBOLS; sym++) {
        int k = K(RED, sym);
        if (sym == DYN_DINA) continue;
        for (int c = dyn_count(&trace_st.pile, k); c > 0; c--) {
            if (k == K(RED, DYN_A) && !kept_a++) continue;
            acc1[n1++] = k;
        }
    }
    put_bomb(&trace_st, 1, acc1, n1);
    int acc2[1] = {K(GREEN, DYN_I)};
    put_bomb(&trace_st, 1, acc2, 1);
    pile_only(&trace_st, is_red);
    cr_assert_eq(trace_st.pile_n, 1);
    cr_assert_eq(trace_st.bomb[0].id, 1);
    cr_assert_eq(trace_st.bomb[1].id, 2);
    char buf[1 << 16];
    g->state_json(&trace_st, buf, sizeof buf);
    cr_assert(strstr(buf, "\"dinas_placed\":2,\"dinas\":[{\"id\":1,\"card\":\"red DINA\",\"as\":\"red DINA\",\"holder\":2,"), "%s", buf);
    cr_assert(strstr(buf, "{\"id\":2,\"card\":\"red DINA\",\"as\":\"red DINA\",\"holder\":2,\"placed_turn\":0,\"accumulated\":{\"green I\":1}}"), "%s", buf);

    events_t *e = collect(end_seat_ones_turn, &trace_st);
    cr_assert(has_line(e, "{\"event\":\"turn_over\",\"seat\":2,\"dina\":\"red DINA\",\"dina_id\":1,\"card\":\"red A\"}", NULL), "%s", e->text);
    cr_assert(has_line(e, "{\"event\":\"explode\",\"seat\":2,\"dina\":\"red DINA\",\"dina_id\":1,\"card\":\"red DINA\",\"takes\":[", NULL), "%s", e->text);
    cr_assert(has_line(e, "{\"event\":\"turn_over\",\"seat\":2,\"dina\":\"red DINA\",\"dina_id\":2,\"card\":", NULL), "%s", e->text);
    cr_assert(has_line(e, "{\"event\":\"dina_passes\",\"dina\":\"red DINA\",\"dina_id\":2,\"from\":2,\"to\":3,\"reason\":\"turn_over\"}", NULL), "%s", e->text);
    cr_assert_not(has_line(e, "\"explode\"", "\"dina_id\":2,"), "%s", e->text);
    cr_assert_not(has_line(e, "\"dina_passes\"", "\"dina_id\":1,"), "%s", e->text);
    /* in play order: the first DINA's turn-over and explosion, then the second's */
    const char *t1 = strstr(e->text, "\"dina_id\":1,\"card\":\"red A\"");
    const char *x1 = strstr(e->text, "{\"event\":\"explode\"");
    const char *t2 = strstr(e->text, "\"turn_over\",\"seat\":2,\"dina\":\"red DINA\",\"dina_id\":2");
    cr_assert(t1 && x1 && t2 && t1 < x1 && x1 < t2, "%s", e->text);
    /* the state names the one left in play by the same id: the second, now at seat 3 */
    cr_assert_null(bomb_with_id(&trace_st, 1), "the first exploded");
    const dyn_bomb_t *b2 = bomb_with_id(&trace_st, 2);
    cr_assert_not_null(b2);
    cr_assert_eq(b2->holder, 2);
    g->state_json(&trace_st, buf, sizeof buf);
    cr_assert_not(strstr(buf, "{\"id\":1,"), "%s", buf);
    cr_assert(strstr(buf, "{\"id\":2,\"card\":\"red DINA\",\"as\":\"red DINA\",\"holder\":3,"), "%s", buf);
}

static void place_wild_and_go_out(dyn_state_t *st)
{
    do_move(st, DYN_MOVE(DYN_A_PLACE, DYN_WILD, K(RED, DYN_DINA), 0, 0), 1);
}

Test(dynamite, every_dina_entering_play_or_moving_is_traced_with_its_id)
{
    /* a wild played as a DINA is announced with the id it gets; its player ends the
     * turn with 14 cards, is put out, and the DINA passes on: traced too */
    trace_st = table(3);
    deal(&trace_st, 0, DYN_WILD, 1);
    filler(&trace_st, 0, 14);
    filler(&trace_st, 1, 2);
    filler(&trace_st, 2, 2);
    events_t *e = collect(place_wild_and_go_out, &trace_st);
    cr_assert(has_line(e, "{\"event\":\"place_dina\",\"seat\":1,\"card\":\"wild\",\"as\":\"red DINA\",\"dina_id\":1,\"from\":\"play\"}", NULL), "%s", e->text);
    cr_assert(has_line(e, "{\"event\":\"dina_passes\",\"dina\":\"red DINA\",\"dina_id\":1,\"from\":1,\"to\":2,\"reason\":\"out\"}", NULL), "%s", e->text);
    const char *out = strstr(e->text, "{\"event\":\"out\",\"seat\":1,");
    cr_assert(out && out < strstr(e->text, "\"reason\":\"out\""), "put out, then the DINA moves: %s", e->text);
    cr_assert_not(trace_st.alive & 1);
}

/* Play a game of 4 with turn_cap=10 to its end, drawing whenever possible. */
static void play_to_the_cap(dyn_state_t *st)
{
    dyn_rules_t r = rules();
    set_rule(&r, "turn_cap", "10");
    rng_t rng;
    rng_seed(&rng, 1, 2);
    g->setup(st, &r, 4, &rng);
    move_t mv[DYN_MAX_MOVES];
    for (long steps = 0; g->to_move(st) >= 0 && steps < 1000; steps++) {
        int n = g->legal_moves(st, mv);
        move_t m = mv[0];
        for (int i = 0; i < n; i++)
            if (DYN_M_ACTION(mv[i]) == DYN_A_DRAW || DYN_M_ACTION(mv[i]) == DYN_A_END) m = mv[i];
        g->apply(st, m, &rng);
        check_sound(st);
    }
}

Test(dynamite, a_capped_game_reports_the_same_turn_count_in_state_outcome_and_trace)
{
    /* "turns begun; the turn cap counts these": the match stops before an eleventh
     * turn begins, so the state, the outcome and the trace's final deal_end state all
     * say 10 (before review the state said 11, a turn counted but never begun) */
    events_t *e = collect(play_to_the_cap, &trace_st);
    outcome_t o = outcome_of(&trace_st);
    cr_assert_eq(o.capped, 1);
    cr_assert_eq(o.turns, 10);
    cr_assert_eq(trace_st.turn, 10);
    char buf[1 << 16];
    g->state_json(&trace_st, buf, sizeof buf);
    cr_assert(strstr(buf, "\"turn\":10,"), "%s", buf);
    cr_assert(strstr(buf, "\"end\":\"capped\""), "%s", buf);
    cr_assert(has_line(e, "\"event\":\"deal_end\"", "\"how\":\"capped\""), "%s", e->text);
    cr_assert(has_line(e, "\"how\":\"capped\"", "\"turn\":10,"), "%s", e->text);
    cr_assert_not(has_line(e, "\"how\":\"capped\"", "\"turn\":11,"), "%s", e->text);
}

/* -------------------------------------------------------- rule parameters -- */

Test(dynamite, every_rule_rejects_bad_values_with_a_message)
{
    for (const rule_param_t *p = g->params; p->key; p++) {
        dyn_rules_t r = rules();
        char err[256] = "", bad[32];
        if (p->type == RULE_INT) {
            snprintf(bad, sizeof bad, "%ld", (long)p->max + 1);
            cr_assert_neq(rules_set(g, &r, p->key, bad, err, sizeof err), 0, "%s", p->key);
            cr_assert(strstr(err, p->key), "%s", err);
            snprintf(bad, sizeof bad, "%ld", (long)p->min - 1);
            cr_assert_neq(rules_set(g, &r, p->key, bad, err, sizeof err), 0, "%s", p->key);
        } else {
            cr_assert_neq(rules_set(g, &r, p->key, "bogus", err, sizeof err), 0, "%s", p->key);
            cr_assert(strstr(err, p->key), "%s", err);
        }
    }
    dyn_rules_t r = rules();
    char err[256];
    set_rule(&r, "out_limit", "6");
    cr_assert_neq(g->rules_check(&r, 4, err, sizeof err), 0);
    cr_assert(strstr(err, "out_limit"), "%s", err);
    r = rules();
    set_rule(&r, "hand_size", "20");
    set_rule(&r, "out_limit", "30");
    cr_assert_neq(g->rules_check(&r, 8, err, sizeof err), 0);
    cr_assert(strstr(err, "hand_size"), "%s", err);
}

/* Signature of random play: every move and every outcome of `games` games. */
static uint64_t play_signature(const dyn_rules_t *r, int players, int games)
{
    uint64_t h = 1469598103934665603ULL;
    move_t mv[DYN_MAX_MOVES];
    for (int i = 0; i < games; i++) {
        dyn_state_t st;
        rng_t rng, arng;
        rng_for_game(&rng, 2024, (uint64_t)i, 0);
        rng_for_game(&arng, 2024, (uint64_t)i, 1);
        g->setup(&st, r, players, &rng);
        while (g->to_move(&st) >= 0) {
            int n = g->legal_moves(&st, mv);
            move_t m = mv[rng_below(&arng, (uint32_t)n)];
            h = (h ^ (uint64_t)n ^ ((uint64_t)m << 16)) * 1099511628211ULL;
            g->apply(&st, m, &rng);
        }
        outcome_t o;
        g->outcome(&st, &o);
        for (int s = 0; s < players; s++)
            h = (h ^ (uint64_t)(o.points[s] * 3 + o.result[s])) * 1099511628211ULL;
    }
    return h;
}

Test(dynamite, every_rule_parameter_changes_play)
{
    static const struct {
        const char *key, *val, *base_key, *base_val;
        int players;
    } cases[] = {
        {"mode", "best_of", NULL, NULL, 4},
        {"mode", "points", NULL, NULL, 4},
        {"pairs", "true", NULL, NULL, 4},
        {"best_of", "5", "mode", "best_of", 4},
        {"points_limit", "100", "mode", "points", 4},
        {"points_end", "first_reaches", "mode", "points", 4},
        {"hand_size", "7", NULL, NULL, 4},
        {"out_limit", "10", NULL, NULL, 4},
        {"detonator", "none", NULL, NULL, 4},
        {"detonator", "wild", NULL, NULL, 4},
        {"detonator", "skip_all", NULL, NULL, 4},
        {"detonator", "pass_hands", NULL, NULL, 4},
        {"pm2_amount", "3", NULL, NULL, 4},
        {"stack_pm2", "false", NULL, NULL, 4},
        {"penalty_ends_turn", "false", NULL, NULL, 4},
        {"double_skips", "1", NULL, NULL, 4},
        {"explode_extra", "0", NULL, NULL, 4},
        {"turned_dina", "turn_again", NULL, NULL, 4},
        {"wild_as_dina", "false", NULL, NULL, 4},
        {"last_swap_wins", "false", NULL, NULL, 4},
        {"match_type", "class", NULL, NULL, 4},
        {"match_type", "pairs", NULL, NULL, 4},
        {"match_type", "symbol", NULL, NULL, 4},
        {"wild_in_word", "true", NULL, NULL, 4},
        {"pts_letter", "11", NULL, NULL, 4},
        {"pts_activity", "16", NULL, NULL, 4},
        {"pts_wild", "21", NULL, NULL, 4},
        {"pts_dina", "1", NULL, NULL, 4},
        {"pts_mita", "1", NULL, NULL, 4},
        {"pts_detonator", "1", NULL, NULL, 4},
        {"turn_cap", "20", NULL, NULL, 4},
    };
    int covered[64] = {0};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        dyn_rules_t base = rules();
        if (cases[i].base_key) set_rule(&base, cases[i].base_key, cases[i].base_val);
        dyn_rules_t alt = base;
        set_rule(&alt, cases[i].key, cases[i].val);
        uint64_t a = play_signature(&base, cases[i].players, 600);
        uint64_t b = play_signature(&alt, cases[i].players, 600);
        cr_assert_neq(a, b, "rule %s=%s changed nothing", cases[i].key, cases[i].val);
        covered[rules_find(g, cases[i].key) - g->params] = 1;
    }
    /* deck_total is a check on the card file (deck_total_rule_guards_the_card_file) */
    covered[rules_find(g, "deck_total") - g->params] = 1;
    for (const rule_param_t *p = g->params; p->key; p++)
        cr_assert(covered[p - g->params], "rule %s has no test", p->key);
}

/* ---------------------------------------------------------------- battery -- */

static void invariants(const void *st, void *ctx)
{
    (void)ctx;
    char buf[256];
    cr_assert_eq(dyn_check_invariants(st, buf, sizeof buf), 0, "%s", buf);
}

/* The game without observe and view_text: the battery then skips the per-seat
 * observation check, the costly part, which runs on fewer games. */
static game_t game_without_views(void)
{
    game_t fast = *g;
    fast.observe = NULL;
    fast.view_text = NULL;
    return fast;
}

static void battery_for(int players)
{
    dyn_rules_t r = rules();
    game_t fast = game_without_views();
    battery_stats_t bs = battery_play(&fast, &r, players, 10000, 1000 + (uint64_t)players,
                                      100000, invariants, NULL);
    cr_assert_eq(bs.capped, 0, "random play should end before the turn cap");
    long wins = 0;
    for (int s = 0; s < players; s++) {
        wins += bs.wins[s] + bs.draws[s];
        cr_assert_gt(bs.wins[s], 10000 / players / 2, "seat %d wins %ld", s, bs.wins[s]);
    }
    cr_assert_geq(wins, 10000);
    /* every seat's observation and text survive its own determinization */
    battery_play(g, &r, players, 80, 3000 + (uint64_t)players, 100000, invariants, NULL);
}

Test(dynamite, battery_2_players) { battery_for(2); }
Test(dynamite, battery_3_players) { battery_for(3); }
Test(dynamite, battery_4_players) { battery_for(4); }
Test(dynamite, battery_5_players) { battery_for(5); }
Test(dynamite, battery_6_players) { battery_for(6); }
Test(dynamite, battery_7_players) { battery_for(7); }
Test(dynamite, battery_8_players) { battery_for(8); }

Test(dynamite, battery_over_modes_and_variants)
{
    static const char *const variants[][4] = {
        {"mode", "best_of", "best_of", "5"},
        {"mode", "points", "points_limit", "150"},
        {"mode", "points", "points_end", "first_reaches"},
        {"pairs", "true", "mode", "best_of"},
        {"pairs", "true", "mode", "points"},
        {"detonator", "wild", "match_type", "class"},
        {"detonator", "pass_hands", "wild_in_word", "true"},
        {"detonator", "skip_all", "stack_pm2", "false"},
        {"detonator", "none", "penalty_ends_turn", "false"},
        {"last_swap_wins", "false", "out_limit", "9"},
        {"turned_dina", "turn_again", "detonator", "wild"},
        {"wild_as_dina", "false", "explode_extra", "3"},
    };
    for (size_t i = 0; i < sizeof variants / sizeof variants[0]; i++) {
        dyn_rules_t r = rules();
        set_rule(&r, variants[i][0], variants[i][1]);
        set_rule(&r, variants[i][2], variants[i][3]);
        int players = r.pairs ? 4 + 2 * (int)(i % 3) : 2 + (int)(i % 7);
        game_t fast = game_without_views();
        battery_play(&fast, &r, players, 400, 77 + i, 200000, invariants, NULL);
        battery_play(g, &r, players, 12, 177 + i, 200000, invariants, NULL);
    }
}

Test(dynamite, battery_reproducible)
{
    dyn_rules_t r = rules();
    for (int players = 2; players <= 8; players++)
        battery_reproducible(g, &r, players, 4242 + (uint64_t)players);
    set_rule(&r, "mode", "points");
    battery_reproducible(g, &r, 5, 99);
}

/* ---------------------------------------------------------------- playout -- */

/* The engine's loop (game_t.playout must equal it); counts the passes it plays. */
static void loop_playout(dyn_state_t *st, uint32_t moves, rng_t *rng, long *passes)
{
    move_t mv[DYN_MAX_MOVES];
    while (moves-- > 0 && g->to_move(st) >= 0) {
        int n = g->legal_moves(st, mv);
        move_t m = mv[n == 1 ? 0 : rng_below(rng, (uint32_t)n)];
        *passes += DYN_M_ACTION(m) == DYN_A_PASS;
        g->apply(st, m, rng);
    }
}

/* The hook and the loop from copies of st with the same generator, for several
 * budgets: the same state bytes and the same generator after. */
static void playout_matches_loop(const dyn_state_t *st, uint64_t seed, long *passes)
{
    static const uint32_t budgets[] = {1, 2, 3, 5, 8, 20, UINT32_MAX};
    move_t buf[DYN_MAX_MOVES];
    for (size_t i = 0; i < sizeof budgets / sizeof budgets[0]; i++) {
        dyn_state_t a = *st, b = *st;
        rng_t ra, rb;
        rng_seed(&ra, seed, i);
        rb = ra;
        g->playout(&a, budgets[i], buf, &ra);
        loop_playout(&b, budgets[i], &rb, passes);
        cr_assert(memcmp(&a, &b, sizeof a) == 0, "seed %lu, %u moves: the state differs",
                  (unsigned long)seed, budgets[i]);
        cr_assert(memcmp(&ra, &rb, sizeof ra) == 0, "seed %lu, %u moves: the generator differs",
                  (unsigned long)seed, budgets[i]);
    }
}

/* The game's own playout (game_t.playout, which finds the k-th move without the
 * list in the common positions) plays exactly what the engine's loop plays, where
 * tests/test_playout.c (the default rules and the match modes) rarely or never
 * goes: a pass with nothing to draw or play and the blocked deal after it; and
 * random games under rules that change which moves a hand offers or what a move
 * does (a detonator as a wild or passing the hands, other match types, wilds in the
 * word, no stacking, turned-over DINAs turning again, big hands that empty the pile,
 * heavy explosions, a swap that cannot be last), from states at every stage. */
Test(dynamite, its_own_playout_plays_what_the_engine_s_loop_plays)
{
    cr_assert(g->playout != NULL);
    long passes = 0;
    dyn_state_t st = blocked_table(5, 2);
    playout_matches_loop(&st, 1, &passes);
    cr_assert_gt(passes, 0, "the blocked table passes");
    st = blocked_table_mode("best_of", 3, 3);
    playout_matches_loop(&st, 2, &passes);
    static const char *const variants[][4] = {
        {"detonator", "wild", "match_type", "class"},
        {"detonator", "pass_hands", "wild_in_word", "true"},
        {"detonator", "skip_all", "stack_pm2", "false"},
        {"detonator", "none", "penalty_ends_turn", "false"},
        {"match_type", "pairs", "last_swap_wins", "false"},
        {"match_type", "symbol", "wild_as_dina", "false"},
        {"turned_dina", "turn_again", "explode_extra", "6"},
        {"hand_size", "14", "out_limit", "30"},
        {"hand_size", "20", "pm2_amount", "5"},
        {"double_skips", "5", "mode", "best_of"},
    };
    int checked = 0;
    for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++) {
        dyn_rules_t r = rules();
        set_rule(&r, variants[v][0], variants[v][1]);
        set_rule(&r, variants[v][2], variants[v][3]);
        for (uint64_t seed = 0; seed < 42; seed++) {
            int players = 2 + (int)(seed % 7);
            char err[256];
            if (g->rules_check(&r, players, err, sizeof err))
                continue; /* (too many cards dealt for this many players) */
            play_random(&st, &r, players, 1000 * v + seed, (int)(seed * 7 % 150));
            playout_matches_loop(&st, 1000 * v + seed, &passes);
            checked++;
        }
    }
    cr_assert_gt(checked, 300);
}
