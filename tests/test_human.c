/* test_human.c - the human agent (issue 18).
 *
 * 1. What a seat is told, game by game, in-process: random positions of every game
 *    with a text view; at each, for every seat that is not moving, the text of each
 *    legal move as that seat hears it and the events it hears while the move is
 *    applied, and for the mover its own moves in words from its determinized view.
 *    A seat must not be able to tell apart, from what it is told, two moves (or two
 *    draws of chance) after which its observation (game_t.observe) is the same: that
 *    would be a hidden card in words.
 * 2. The program through a pipe with scripted input (build/simulate, as a user runs
 *    it): a full game of each game, invalid choices asked again, a prefix, ?, q and
 *    end of input (no CSV, no temporary file), -n, --seed, --rule, --deck, play, the
 *    refusals; and in Dinn, with two decks that share no card, that no card of the
 *    other seat's it never saw appears in what the human was shown.
 * 3. Long lines (text_wrap): a line that fits is kept as it is; a longer one (Dinn's
 *    battle) is broken at its separators into lines that fit, a word too long for a
 *    line alone on its own, and joined back is the text; the same in the agent when
 *    its store of heard lines fills, and in a played game of Dinn. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../agents/human.h"
#include "../games/dinn/dinn.h"
#include "../games/dynamite/dynamite.h"
#include "registry.h"
#include "rules.h"
#include "textbuf.h"
#include "wrapped.h"
#include "table.h"
#include "trace_event.h"

/* ================================================================ in-process == */

#define OBS_MAX (1 << 16)
#define TEXT_MAX (1 << 17)
#define HEARD_MAX (1 << 16)
#define MOVES_CHECKED 48 /* moves per position compared (a stride over longer lists) */

static uint64_t hash_bytes(const void *p, size_t n)
{
    const uint8_t *b = p;
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++)
        h = (h ^ b[i]) * 1099511628211ull;
    return h;
}

/* 1: the capture forwards every event, seen_by or not (the check must fail). */
static int leak_all_events;

/* Events a seat hears while a move is applied, in words, one per line. */
typedef struct capture {
    trace_sink_t sink;
    int seat;
    char *text;
    size_t len;
    char words[8192], filtered[TEXT_MAX];
} capture_t;

static void capture_event(void *ctx, const char *json)
{
    capture_t *c = ctx;
    if (!table_event_for(json, c->seat, c->filtered, sizeof c->filtered) && !leak_all_events)
        return;
    if (leak_all_events)
        snprintf(c->filtered, sizeof c->filtered, "%s", json);
    cr_assert(leak_all_events || strstr(c->filtered, "\"state\"") == NULL,
              "a state reached a seat: %s", c->filtered);
    human_event_words(c->filtered, c->seat, c->words, sizeof c->words);
    c->len += (size_t)snprintf(c->text + c->len, c->len < HEARD_MAX ? HEARD_MAX - c->len : 0,
                               "%s\n", c->words);
    if (c->len >= HEARD_MAX)
        c->len = HEARD_MAX - 1;
}

/* What `seat` is told of move m in st, then of its application with chance `rng`:
 * the move's text, then the events it hears. `after` gets the state after it. */
static void told(const game_t *g, const void *st, move_t m, int seat, rng_t rng, void *after,
                 capture_t *c, char *out)
{
    int mover = g->to_move(st);
    int len = seat != mover && g->describe_move_for
                  ? g->describe_move_for(st, m, seat, out, TEXT_MAX)
                  : g->describe_move(st, m, out, TEXT_MAX);
    cr_assert_geq(len, 0, "%s: a move text did not fit", g->id);
    c->seat = seat;
    c->text = out + len;
    c->len = 0;
    c->text[0] = '\0';
    memcpy(after, st, g->state_size);
    const trace_sink_t *old = trace_sink_install(&c->sink);
    g->apply(after, m, &rng);
    trace_sink_install(old);
}

typedef struct told_rec {
    uint64_t obs, others, text; /* others: every other seat's observation */
    uint64_t state;             /* the whole state after */
    move_t m;
    int chance;
} told_rec_t;

/* Two moves a seat tells apart although its observation afterwards is the same: the
 * observation is the seat's information now, not the story of the game, and these
 * public facts leave no trace in it.
 * - Dinn: keeping the opening hand or taking a mulligan (both end the seat's setup
 *   with the same count of cards; the other saw the hand shuffled back).
 * - Dynamite: every move but the card given in a swap is played face up, and a seat
 *   can lose track of who holds what (swapping hands with seat 1 or with seat 4, when
 *   both held as many cards it knows nothing of, leaves it the same knowledge). The
 *   card given in a swap is hidden from all but the two seats of the swap: those
 *   pairs are compared. */
static int history_only(const game_t *g, move_t a, move_t b)
{
    if (strcmp(g->id, "dinn") == 0) {
        int ka = DINN_KIND(a), kb = DINN_KIND(b);
        return (ka == MV_KEEP_HAND || ka == MV_MULLIGAN) && (kb == MV_KEEP_HAND || kb == MV_MULLIGAN);
    }
    if (strcmp(g->id, "dynamite") == 0)
        return DYN_M_ACTION(a) != DYN_A_GIVE && DYN_M_ACTION(b) != DYN_A_GIVE;
    return 0;
}

/* Every seat's observation but `seat`'s, hashed together. */
static uint64_t others_hash(const game_t *g, const void *st, int seat, int players, uint8_t *obs)
{
    uint64_t h = 0;
    for (int o = 0; o < players; o++)
        if (o != seat)
            h = h * 31 + hash_bytes(obs, g->observe(st, o, obs, OBS_MAX));
    return h;
}

/* The first thing a check found wrong, or "". */
static char failure[2 * TEXT_MAX];

/* At st (seat `mover` to move, moves[0..n)), check what every seat is told. Returns
 * 0, or 1 with the reason in `failure`.
 *
 * Moves: two legal moves applied with the same chance, after which the seat's
 * observation is the same, must be told to it in the same words, unless they lead
 * to the very same state (a move seen on the table, then swept away by the end of
 * the round: the difference is all history) or history_only() lists them (public
 * facts that observe() does not keep). Chance: one move applied
 * with other draws, after which the seat's observation is the same, must be told
 * in the same words, unless no seat's observation differs either (a public coin
 * whose result nobody keeps); a draw only another seat sees differs there. */
static int check_position(const game_t *g, const void *st, const move_t *moves, int n,
                           rng_t *rng, int players, unsigned char *view, unsigned char *after,
                           uint8_t *obs, char *text, char *text2, capture_t *c)
{
    const int mover = g->to_move(st);
    /* the mover's own moves, in words from its determinized view, are the truth */
    memcpy(view, st, g->state_size);
    g->determinize(view, mover, rng);
    for (int i = 0; i < n; i++) {
        g->describe_move(st, moves[i], text, TEXT_MAX);
        g->describe_move(view, moves[i], text2, TEXT_MAX);
        if (strcmp(text, text2) != 0) {
            snprintf(failure, sizeof failure, "%s: seat %d's own move reads '%s' in its "
                     "view, '%s' in truth", g->id, mover + 1, text2, text);
            return 1;
        }
    }
    /* every other seat: the same observation afterwards, the same words */
    static told_rec_t rec[MOVES_CHECKED + 8];
    int stride = n > MOVES_CHECKED ? (n + MOVES_CHECKED - 1) / MOVES_CHECKED : 1;
    for (int seat = 0; seat < players; seat++) {
        if (seat == mover)
            continue;
        int k = 0;
        rng_t base = *rng;
        for (int i = 0; i < n; i += stride, k++) {
            told(g, st, moves[i], seat, base, after, c, text);
            size_t ol = g->observe(after, seat, obs, OBS_MAX);
            cr_assert_leq(ol, OBS_MAX);
            rec[k] = (told_rec_t){hash_bytes(obs, ol), others_hash(g, after, seat, players, obs),
                                  hash_bytes(text, strlen(text)),
                                  hash_bytes(after, g->state_size), moves[i], 0};
        }
        /* chance: the first move again, with other draws */
        for (int d = 1; d <= 4; d++, k++) {
            rng_t other;
            rng_for_game(&other, 99, (uint64_t)d, 7);
            told(g, st, moves[0], seat, other, after, c, text);
            size_t ol = g->observe(after, seat, obs, OBS_MAX);
            rec[k] = (told_rec_t){hash_bytes(obs, ol), others_hash(g, after, seat, players, obs),
                                  hash_bytes(text, strlen(text)),
                                  hash_bytes(after, g->state_size), moves[0], d};
        }
        for (int a = 0; a < k; a++)
            for (int b = a + 1; b < k; b++) {
                /* two moves with the same chance, or one move with other chance */
                int moves_differ = rec[a].chance == 0 && rec[b].chance == 0;
                if (!moves_differ && rec[a].m != rec[b].m)
                    continue;
                if (rec[a].obs != rec[b].obs || rec[a].text == rec[b].text ||
                    (moves_differ && (rec[a].state == rec[b].state ||
                                      history_only(g, rec[a].m, rec[b].m))))
                    continue;
                if (!moves_differ && rec[a].others == rec[b].others)
                    continue;
                /* the same observation, different words: show both */
                rng_t ra = base, rb = base;
                if (rec[a].chance)
                    rng_for_game(&ra, 99, (uint64_t)rec[a].chance, 7);
                if (rec[b].chance)
                    rng_for_game(&rb, 99, (uint64_t)rec[b].chance, 7);
                told(g, st, rec[a].m, seat, ra, after, c, text);
                told(g, st, rec[b].m, seat, rb, after, c, text2);
                snprintf(failure, sizeof failure, "%s, %d players: seat %d cannot tell these "
                         "apart (the same observation after) but is told\n%s\nand\n%s", g->id,
                         players, seat + 1, text, text2);
                return 1;
            }
    }
    return 0;
}

/* Random games of g for `players` seats, checking every `every`-th position of the
 * first `steps` of each. Returns 0, or 1 with the reason in `failure`. */
static int check_game(const game_t *g, int players, int games, int steps, int every)
{
    void *rules = calloc(1, g->rules_size);
    unsigned char *st = malloc(g->state_size), *view = malloc(g->state_size),
                  *after = malloc(g->state_size);
    move_t *moves = malloc(sizeof(move_t) * (size_t)g->max_moves);
    uint8_t *obs = malloc(OBS_MAX);
    char *text = malloc(TEXT_MAX + HEARD_MAX), *text2 = malloc(TEXT_MAX + HEARD_MAX);
    capture_t *c = calloc(1, sizeof *c);
    cr_assert(rules && st && view && after && moves && obs && text && text2 && c);
    c->sink.event = capture_event;
    c->sink.ctx = c;
    rules_defaults(g, rules);
    int bad = 0;
    for (int i = 0; i < games && !bad; i++) {
        rng_t rng;
        rng_for_game(&rng, 18, (uint64_t)i, (uint64_t)players);
        g->setup(st, rules, players, &rng);
        for (int s = 0; s < steps && g->to_move(st) >= 0 && !bad; s++) {
            int n = g->legal_moves(st, moves);
            if (s % every == 0)
                bad = check_position(g, st, moves, n, &rng, players, view, after, obs, text,
                                     text2, c);
            g->apply(st, moves[rng_below(&rng, (uint32_t)n)], &rng);
        }
    }
    free(rules), free(st), free(view), free(after), free(moves), free(obs), free(text),
        free(text2), free(c);
    return bad;
}

static const game_t *need_game(const char *id)
{
    const game_t *g = game_find(id);
    cr_assert_not_null(g, "game %s is not registered", id);
    char err[512];
    cr_assert_eq(g->init ? g->init(err, sizeof err) : 0, 0, "%s: %s", id, err);
    return g;
}

/* Every player count of a game, a few random games each. */
static void check_every_count(const char *id, int games, int steps, int every)
{
    const game_t *g = need_game(id);
    if (!g->view_text)
        cr_skip_test("%s has no view_text yet: no human seat", id);
    for (int p = g->min_players; p <= g->max_players; p++)
        cr_assert_eq(check_game(g, p, games, steps, every), 0, "%s", failure);
}

TestSuite(told);

Test(told, dnup_tells_a_seat_nothing_it_cannot_see) { check_every_count("dnup", 8, 400, 2); }
Test(told, djinn_tells_a_seat_nothing_it_cannot_see) { check_every_count("djinn", 8, 400, 2); }
Test(told, dinn_tells_a_seat_nothing_it_cannot_see) { check_every_count("dinn", 30, 400, 1); }
Test(told, dynamite_tells_a_seat_nothing_it_cannot_see)
{
    check_every_count("dynamite", 8, 300, 2);
}
Test(told, tin_dragon_tells_a_seat_nothing_it_cannot_see)
{
    check_every_count("tin-dragon", 2, 400, 4);
}

/* The check can fail: describe_move, in the games where a move hides a card, names
 * it; so does a filter that lets a private event through. */
static int describe_true(const void *st, move_t m, int seat, char *buf, size_t n);
static const game_t *wrapped;
static int describe_true(const void *st, move_t m, int seat, char *buf, size_t n)
{
    (void)seat;
    return wrapped->describe_move(st, m, buf, n);
}

Test(told, the_check_fails_when_a_hidden_card_is_named)
{
    static game_t leaky;
    const char *ids[] = {"dinn", "dynamite"};
    for (int k = 0; k < 2; k++) {
        const game_t *g = need_game(ids[k]);
        leaky = *g;
        wrapped = g;
        leaky.describe_move_for = describe_true;
        int players = k == 0 ? 2 : 3;
        cr_assert_eq(check_game(&leaky, players, 30, 400, 1), 1,
                     "%s: naming the hidden cards went unnoticed", g->id);
        cr_assert_not_null(strstr(failure, "cannot tell these apart"), "%s", failure);
    }
    /* and a private event let through: a card drawn, seen by its drawer only */
    leak_all_events = 1;
    cr_assert_eq(check_game(need_game("dynamite"), 3, 3, 300, 1), 1,
                 "a private draw let through went unnoticed");
    leak_all_events = 0;
}

Test(told, events_reach_a_seat_only_when_public_or_seen_by_it)
{
    char out[512];
    cr_assert_eq(table_event_for("{\"event\":\"draw\",\"seat\":2,\"card\":\"red D\","
                                 "\"seen_by\":[2]}", 0, out, sizeof out), 0);
    cr_assert_eq(table_event_for("{\"event\":\"draw\",\"seat\":2,\"card\":\"red D\","
                                 "\"seen_by\":[2]}", 1, out, sizeof out), 1);
    cr_assert_str_eq(out, "{\"event\":\"draw\",\"seat\":2,\"card\":\"red D\"}");
    cr_assert_eq(table_event_for("{\"event\":\"caves\",\"row\":[1],\"seen_by\":[]}", 0, out,
                                 sizeof out), 0);
    cr_assert_eq(table_event_for("{\"event\":\"swap\",\"seen_by\":[1,12]}", 11, out,
                                 sizeof out), 1);
    cr_assert_eq(table_event_for("{\"event\":\"swap\",\"seen_by\":[12]}", 0, out, sizeof out),
                 0);
    cr_assert_eq(table_event_for("{\"event\":\"truncated\"}", 0, out, sizeof out), 0);
    cr_assert_eq(table_event_for("{\"event\":\"deal_end\",\"round\":2,\"state\":{\"hands\":"
                                 "[[\"a}\"],[\"b\"]]},\"how\":\"word\"}", 0, out, sizeof out), 1);
    cr_assert_str_eq(out, "{\"event\":\"deal_end\",\"round\":2,\"how\":\"word\"}");
    human_event_words("{\"event\":\"deal_end\",\"round\":2,\"seat\":1,\"cards\":[\"a b\","
                      "\"c\"],\"x\":{\"seat\":1,\"ok\":true},\"none\":null}", 0, out, sizeof out);
    cr_assert_str_eq(out, "deal end: round 2; seat 1 (you); cards a b, c; x (seat 1 (you), ok "
                          "yes); none none");
}

/* ================================================================ the program == */

static char tmpdir[96];

/* Criterion runs each test in its own process: each gets its own directory, with one
 * directory in it per run, all removed at the end. */
static void cleanup(void)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf /tmp/sim_human_test.%ld", (long)getpid());
    system(cmd);
}

typedef struct run {
    int status;
    char *out, *err;
} run_t;

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    size_t got = fread(buf, 1, (size_t)n, f);
    buf[got] = '\0';
    fclose(f);
    return buf;
}

static char *slurp_tmp(const char *name)
{
    char path[160];
    snprintf(path, sizeof path, "%s/%s", tmpdir, name);
    return slurp(path);
}

/* Run `program args` in a fresh directory with `input` on stdin. */
static run_t sim_with(const char *program, const char *args, const char *input)
{
    static int k;
    snprintf(tmpdir, sizeof tmpdir, "/tmp/sim_human_test.%ld/%d", (long)getpid(), k++);
    char cmd[4096];
    snprintf(cmd, sizeof cmd, "rm -rf %s && mkdir -p %s", tmpdir, tmpdir);
    cr_assert_eq(system(cmd), 0);
    char path[160];
    snprintf(path, sizeof path, "%s/input", tmpdir);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs(input, f);
    fclose(f);
    snprintf(cmd, sizeof cmd, "cd %s && %s %s <input >stdout 2>stderr", tmpdir, program, args);
    int st = system(cmd);
    run_t r = {WIFEXITED(st) ? WEXITSTATUS(st) : -1, slurp_tmp("stdout"), slurp_tmp("stderr")};
    cr_assert(r.out && r.err);
    return r;
}

static run_t sim(const char *args, const char *input)
{
    return sim_with(SIMULATE_BIN, args, input);
}

/* "1\n2\n1\n2\n..." : enough choices for a long game (an impossible one is asked
 * again, so any pattern plays on). */
static char *choices(int n, const char *pattern)
{
    size_t pl = strlen(pattern);
    char *s = malloc((size_t)n * pl + 1);
    for (int i = 0; i < n; i++)
        memcpy(s + (size_t)i * pl, pattern, pl);
    s[(size_t)n * pl] = '\0';
    return s;
}

static int count(const char *hay, const char *needle)
{
    int k = 0;
    for (const char *p = hay; (p = strstr(p, needle)); p += strlen(needle))
        k++;
    return k;
}

/* Files the run left in results/ (the default CSV place) or in its directory. */
static int results_files(void)
{
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "ls -A %s/results 2>/dev/null | wc -l > %s/count; "
             "ls -A %s | grep -c tmp >> %s/count", tmpdir, tmpdir, tmpdir, tmpdir);
    system(cmd);
    char *c = slurp_tmp("count");
    int a = 0, b = 0;
    sscanf(c, "%d %d", &a, &b);
    free(c);
    return a + b;
}

/* Field k (from 0) of a CSV line with no quoted fields, into out. */
static void csv_field(const char *line, int k, char *out, size_t n)
{
    for (; k > 0 && line; k--) {
        line = strpbrk(line, ",\r\n");
        line = line && *line == ',' ? line + 1 : NULL;
    }
    size_t len = line ? strcspn(line, ",\r\n") : 0;
    snprintf(out, n, "%.*s", (int)len, line ? line : "");
}

/* The games the CSV counts for `agent` over every seat (its row with seat "all", and
 * position "all" where the CSV has positions); -1 when there is no such row. */
static long csv_games(const char *csv, const char *agent)
{
    int col_agent = -1, col_seat = -1, col_pos = -1, col_games = -1;
    char f[128];
    for (int k = 0; k < 200; k++) {
        csv_field(csv, k, f, sizeof f);
        if (!f[0])
            break;
        if (!strcmp(f, "agent")) col_agent = k;
        if (!strcmp(f, "seat")) col_seat = k;
        if (!strcmp(f, "position")) col_pos = k;
        if (!strcmp(f, "games")) col_games = k;
    }
    cr_assert(col_agent >= 0 && col_seat >= 0 && col_games >= 0, "CSV header: %.200s", csv);
    for (const char *line = csv; line; line = strchr(line, '\n'), line = line ? line + 1 : NULL) {
        csv_field(line, col_agent, f, sizeof f);
        if (strcmp(f, agent))
            continue;
        csv_field(line, col_seat, f, sizeof f);
        if (strcmp(f, "all"))
            continue;
        if (col_pos >= 0) {
            csv_field(line, col_pos, f, sizeof f);
            if (strcmp(f, "all"))
                continue;
        }
        csv_field(line, col_games, f, sizeof f);
        return atol(f);
    }
    return -1;
}

/* A whole game to its end with scripted choices; the CSV counts it. */
static void full_game(const char *args, const char *pattern)
{
    char *in = choices(20000, pattern);
    run_t r = sim(args, in);
    free(in);
    cr_assert_eq(r.status, 0, "%s: exit %d\n%s", args, r.status, r.err);
    cr_assert_eq(count(r.out, "the game is over"), 1, "%s: the game did not end:\n%s", args,
                 r.err);
    cr_assert_not_null(strstr(r.out, "Game 1 over"), "%s", args);
    cr_assert_not_null(strstr(r.out, "your move"), "%s: never asked", args);
    cr_assert_null(strstr(r.out, "end of input"), "%s: ran out of choices", args);
    char *csv = slurp_tmp("game.csv");
    cr_assert_not_null(csv, "%s: no CSV\n%s", args, r.err);
    cr_assert_eq(csv_games(csv, "human"), 1, "%s: the CSV does not count the game:\n%s", args,
                 csv);
    free(csv);
    free(r.out), free(r.err);
}

TestSuite(pipe, .fini = cleanup);

Test(pipe, a_full_game_of_dnup_with_simulate_play)
{
    full_game("play --game dnup --seed 4 -o game.csv", "1\n2\n");
}

Test(pipe, a_full_game_of_djinn) { full_game("--game djinn --agents random,human -n 1 -o game.csv", "2\n1\n"); }
Test(pipe, a_full_game_of_dinn) { full_game("--game dinn --agents human,greedy -n 1 -o game.csv", "1\n2\n3\n"); }
Test(pipe, a_full_game_of_dynamite)
{
    full_game("--game dynamite --agents human,random,random -n 1 -o game.csv", "1\n2\n");
}
Test(pipe, a_full_game_of_tin_dragon)
{
    if (!need_game("tin-dragon")->view_text)
        cr_skip_test("tin-dragon has no view_text yet");
    full_game("--game tin-dragon --agents human,greedy -n 1 -o game.csv", "1\n2\n");
}

/* A step a seat takes by choice that, without one, is no move of its own is heard by
 * no other seat (describe_move_for gives it no text), or the others would learn the
 * seat had a choice: Djinn's end of a turn is asked only while a Djinn card can still
 * be played (a free play never can, after one's card). The trace shows the other
 * seats ending turns by choice; the human hears none of it. */
Test(pipe, no_seat_hears_another_end_its_turn_in_djinn)
{
    char *in = choices(20000, "1\n2\n");
    run_t r = sim("--game djinn --agents human,random,random --rule djinn_start=2 -n 1 --seed 3 "
                  "-o game.csv --trace game.jsonl",
                  in);
    free(in);
    cr_assert_eq(r.status, 0, "exit %d\n%s", r.status, r.err);
    char *trace = slurp_tmp("game.jsonl");
    cr_assert_not_null(trace);
    int others = 0;
    for (char *l = trace; l && *l; l = strchr(l, '\n'), l = l ? l + 1 : NULL) {
        char *e = strchr(l, '\n');
        if (e)
            *e = '\0';
        int game, move, seat;
        if (sscanf(l, "{\"game\":%d,\"move\":%d,\"seat\":%d,", &game, &move, &seat) == 3 &&
            seat != 1 && strstr(l, "\"chosen\":\"end turn\""))
            others++;
        if (e)
            *e = '\n';
    }
    cr_assert_gt(others, 0, "no other seat ended a turn by choice: the test shows nothing");
    cr_assert_null(strstr(r.out, "Seat 2: end turn"), "%s", r.out);
    cr_assert_null(strstr(r.out, "Seat 3: end turn"), "%s", r.out);
    /* nothing heard, not an empty line */
    cr_assert_null(strstr(r.out, "Seat 2: \n"), "%s", r.out);
    cr_assert_null(strstr(r.out, "Seat 3: \n"), "%s", r.out);
    free(trace);
    free(r.out), free(r.err);
}

Test(pipe, an_invalid_choice_is_asked_again)
{
    char *rest = choices(400, "1\n");
    char in[8192];
    snprintf(in, sizeof in, "0\n999\nxyz\n\n   \n%s", rest);
    free(rest);
    run_t r = sim("--game dnup --agents human,random -n 1 -o game.csv", in);
    cr_assert_eq(r.status, 0, "%s", r.err);
    cr_assert_not_null(strstr(r.out, "There is no move 0: choose 1 to"), "%s", r.out);
    cr_assert_not_null(strstr(r.out, "There is no move 999"));
    cr_assert_not_null(strstr(r.out, "No move starts with 'xyz'"));
    /* asked again each time, at the same position, then played on to the end */
    const char *first = strstr(r.out, "Seat 1, your move (");
    cr_assert_not_null(first);
    cr_assert_geq(count(r.out, "Seat 1, your move ("), 6);
    cr_assert_not_null(strstr(r.out, "the game is over"));
    free(r.out), free(r.err);
}

Test(pipe, a_prefix_picks_a_move_and_an_ambiguous_one_is_asked_again)
{
    char *rest = choices(400, "1\n");
    char in[8192];
    snprintf(in, sizeof in, "pla\nROTATE\n%s", rest);
    free(rest);
    run_t r = sim("--game dnup --agents human,random -n 1 --seed 2 -o game.csv", in);
    cr_assert_eq(r.status, 0, "%s", r.err);
    cr_assert_not_null(strstr(r.out, "'pla' starts "), "%s", r.out);
    cr_assert_not_null(strstr(r.out, "You (seat 1): rotate hand"), "%s", r.out);
    free(r.out), free(r.err);
}

Test(pipe, question_mark_shows_the_view_again)
{
    char *rest = choices(400, "1\n");
    char in[8192];
    snprintf(in, sizeof in, "?\n%s", rest);
    free(rest);
    run_t r = sim("--game dnup --agents human,random -n 1 -o game.csv", in);
    cr_assert_eq(r.status, 0, "%s", r.err);
    const char *a = strstr(r.out, "Your hand");
    cr_assert_not_null(a);
    const char *b = strstr(a + 1, "Your hand"), *prompt = strstr(r.out, "your move (");
    cr_assert(b && prompt && prompt < b, "? did not show the view again before the first choice");
    free(r.out), free(r.err);
}

static void quits_cleanly(const char *input)
{
    run_t r = sim("--game dnup --agents human,random -n 3", input);
    cr_assert_eq(r.status, 0, "exit %d: %s", r.status, r.err);
    cr_assert_not_null(strstr(r.err, "no CSV written"), "%s", r.err);
    cr_assert_eq(results_files(), 0, "a CSV or a temporary file was left");
    free(r.out), free(r.err);
}

Test(pipe, q_quits_with_no_csv_and_no_temporary_file) { quits_cleanly("1\n1\nq\n"); }
Test(pipe, end_of_input_quits_like_q) { quits_cleanly("1\n"); }
Test(pipe, end_of_input_at_once_quits_like_q) { quits_cleanly(""); }

Test(pipe, several_games_the_same_seed_the_same_deal_rules_and_decks)
{
    char *in = choices(3000, "1\n");
    run_t a = sim("--game dnup --agents human,random -n 2 --seed 9 --rule rounds_to_win=1 -q "
                  "-o game.csv", in);
    cr_assert_eq(a.status, 0, "%s", a.err);
    cr_assert_not_null(strstr(a.out, "Game 1 of 2 (seed 9)"));
    cr_assert_not_null(strstr(a.out, "Game 2 of 2 (seed 9)"));
    cr_assert_not_null(strstr(a.out, "Rounds won (1 win)"), "--rule is not in force");
    /* the seats rotate: the human plays seat 1, then seat 2 */
    cr_assert_not_null(strstr(a.out, "==== You are seat 1."));
    cr_assert_not_null(strstr(a.out, "==== You are seat 2."));
    char *csv = slurp_tmp("game.csv");
    cr_assert_eq(csv_games(csv, "human"), 2, "%s", csv);
    free(csv);
    run_t b = sim("--game dnup --agents human,random -n 2 --seed 9 --rule rounds_to_win=1 -q "
                  "-o game.csv", in);
    cr_assert_str_eq(a.out, b.out, "the same seed and choices gave another game");
    free(in);
    free(a.out), free(a.err), free(b.out), free(b.err);

    in = choices(3000, "1\n");
    char args[1024];
    snprintf(args, sizeof args, "--game dinn --agents human,random -n 1 -o game.csv --deck "
             "%s/experiments/dinn/decks/camelot.txt --deck %s/experiments/dinn/decks/infernal.txt",
             SIMULATE_SOURCE_DIR, SIMULATE_SOURCE_DIR);
    run_t d = sim(args, in);
    free(in);
    cr_assert_eq(d.status, 0, "%s", d.err);
    cr_assert_not_null(strstr(d.out, "the game is over"));
    free(d.out), free(d.err);
}

Test(pipe, two_human_seats_take_turns)
{
    char *in = choices(3000, "1\n");
    run_t r = sim("--game dnup --agents human,human -n 1 -o game.csv", in);
    free(in);
    cr_assert_eq(r.status, 0, "%s", r.err);
    cr_assert_not_null(strstr(r.out, "Seat 1, your move ("));
    cr_assert_not_null(strstr(r.out, "Seat 2, your move ("));
    cr_assert_eq(count(r.out, "the game is over"), 2, "each seat is told the end");
    free(r.out), free(r.err);
}

Test(pipe, refusals_exit_2)
{
    run_t r = sim("--game dnup --agents human,random -n 1 --sweep rounds_to_win=1,2", "");
    cr_assert_eq(r.status, 2, "%s", r.err);
    cr_assert_not_null(strstr(r.err, "--sweep"), "%s", r.err);
    free(r.out), free(r.err);
    /* a game with no text view (peek, a test game) cannot seat a human */
    r = sim_with(SIMULATE_TEST_BIN, "--game peek --agents human,random -n 1", "");
    cr_assert_eq(r.status, 2, "%s", r.err);
    cr_assert_not_null(strstr(r.err, "no view"), "%s", r.err);
    free(r.out), free(r.err);
    r = sim("play", "");
    cr_assert_eq(r.status, 2, "%s", r.err);
    cr_assert_not_null(strstr(r.err, "--game"), "%s", r.err);
    free(r.out), free(r.err);
}

/* Names of the JSON string array `key` (e.g. "\"hand\":[") found after p, before
 * `end`, into names[]; returns how many. */
static int json_names(const char *p, const char *end, const char *key, char names[][64], int max)
{
    p = strstr(p, key);
    if (!p || p > end)
        return 0;
    p += strlen(key);
    int n = 0;
    while (*p == '"' && n < max) {
        const char *e = strchr(p + 1, '"');
        snprintf(names[n++], 64, "%.*s", (int)(e - p - 1), p + 1);
        p = e + 1;
        if (*p == ',')
            p++;
    }
    return n;
}

/* The cards of seat 2's side (at side, in a Dinn state) seat 1 has not seen: the hand
 * but the cards it saw enter it, the face-down card unless seen, with_deck: the deck. */
static int dinn_unseen(const char *side, int with_deck, char out[][64])
{
    static char hand[64][64], known[64][64], deck[64][64];
    const char *end = strstr(side, "\"next_round\"");
    int nh = json_names(side, end, "\"hand\":[", hand, 64);
    int nk = json_names(side, end, "\"known\":[", known, 64);
    int nd = with_deck ? json_names(side, end, "\"deck\":[", deck, 64) : 0;
    const char *fd = strstr(side, "\"face_down\":\"");
    if (fd && fd < end) {
        fd += strlen("\"face_down\":\"");
        snprintf(hand[nh++], 64, "%.*s", (int)(strchr(fd, '"') - fd), fd);
    }
    int n = 0;
    for (int i = 0; i < nh + nd; i++) {
        const char *name = i < nh ? hand[i] : deck[i - nh];
        int seen = 0;
        for (int k = 0; k < nk; k++)
            seen |= strcmp(known[k], name) == 0;
        if (!seen)
            snprintf(out[n++], 64, "%.63s", name);
    }
    return n;
}

/* Dinn with two decks that share no card, seat 1 played by the human:
 * - each move of seat 2, as seat 1 heard it, names no card of seat 2's hand or
 *   face-down card that seat 1 had not seen (the trace's state before that move);
 * - no card of seat 2 that seat 1 never saw (its hand but the cards seen entering it,
 *   and its deck, at the end of the game: a seen card never goes back unseen) is
 *   anywhere in what seat 1 was shown. */
Test(pipe, dinn_never_shows_a_card_the_seat_did_not_see)
{
    char args[1024];
    static char hidden[128][64];
    const char *d1 = "court-intrigue.txt", *d2 = "elementals.txt";
    int face_down_moves = 0;
    for (int seed = 1; seed <= 4; seed++) {
        snprintf(args, sizeof args,
                 "--game dinn --agents human,greedy -n 1 --seed %d -o game.csv --trace t.jsonl "
                 "--deck %s/experiments/dinn/decks-without-generics/%s "
                 "--deck %s/experiments/dinn/decks-without-generics/%s",
                 seed, SIMULATE_SOURCE_DIR, d1, SIMULATE_SOURCE_DIR, d2);
        char *in = choices(3000, "2\n1\n");
        run_t r = sim(args, in);
        free(in);
        cr_assert_eq(r.status, 0, "%s", r.err);
        char *trace = slurp_tmp("t.jsonl");
        /* seat 2's moves, in order, against what seat 1 heard of them, in order */
        const char *heard = r.out;
        for (char *line = strtok(trace, "\n"); line; line = strtok(NULL, "\n")) {
            if (!strstr(line, "\"move\":") || !strstr(line, "\"seat\":2,\"agent\""))
                continue;
            heard = strstr(heard, "\n  Seat 2: ");
            cr_assert_not_null(heard, "seed %d: seat 1 heard fewer moves of seat 2 than it "
                               "made", seed);
            heard += 11;
            char text[512];
            snprintf(text, sizeof text, "%.*s", (int)strcspn(heard, "\n"), heard);
            const char *side = strstr(line, "{\"seat\":2,\"hearts\"");
            cr_assert_not_null(side);
            int nh = dinn_unseen(side, 0, hidden);
            for (int h = 0; h < nh; h++)
                cr_assert_null(strstr(text, hidden[h]), "seed %d: seat 1 heard '%s', naming "
                               "'%s' it has not seen", seed, text, hidden[h]);
            face_down_moves += strstr(text, "face down") != NULL;
        }
        cr_assert_null(strstr(heard + 1, "\n  Seat 2: "), "seed %d: seat 1 heard more moves of "
                       "seat 2 than it made", seed);
        free(trace);
        /* the end: what seat 1 never saw */
        trace = slurp_tmp("t.jsonl");
        const char *s2 = NULL;
        for (const char *p = trace; (p = strstr(p, "{\"seat\":2,\"hearts\"")); p++)
            s2 = p;
        cr_assert_not_null(s2);
        int nh = dinn_unseen(s2, 1, hidden);
        cr_assert_gt(nh, 5, "too few unseen cards to check");
        for (int h = 0; h < nh; h++)
            cr_assert_null(strstr(r.out, hidden[h]), "seed %d: seat 1 was shown '%s', a card "
                           "of seat 2 it never saw", seed, hidden[h]);
        free(trace);
        free(r.out), free(r.err);
    }
    cr_assert_gt(face_down_moves, 5, "too few face-down moves to check");
}

/* ================================================================ long lines == */

/* Checks `wrapped` (text_wrap's output for prefix and text): the first line starts
 * with the prefix, the others with TEXT_WRAP_INDENT spaces and then a word; no line
 * is wider than TEXT_WIDTH unless it holds one word alone; and the lines, prefix and
 * indents off, joined with one space, are the text. Returns the number of lines. */
static int check_wrapped(const char *wrapped, const char *prefix, const char *text)
{
    static char joined[TEXT_MAX];
    size_t jl = 0, plen = strlen(prefix);
    int lines = 0;
    cr_assert_eq(strncmp(wrapped, prefix, plen), 0, "no prefix: %s", wrapped);
    for (const char *l = wrapped; *l; lines++) {
        const char *e = strchr(l, '\n');
        cr_assert_not_null(e, "the last line has no newline: %s", l);
        size_t skip = lines ? TEXT_WRAP_INDENT : plen, len = (size_t)(e - l);
        if (lines) {
            cr_assert(len > skip && strspn(l, " ") == skip,
                      "a continued line is not indented %d spaces: '%.*s'", TEXT_WRAP_INDENT,
                      (int)len, l);
            joined[jl++] = ' ';
        }
        const char *word = l + skip;
        size_t wl = len - skip;
        cr_assert(len <= TEXT_WIDTH || !memchr(word, ' ', wl),
                  "a line of %zu columns that could have been broken: '%.*s'", len, (int)len, l);
        cr_assert_lt(jl + wl, sizeof joined);
        memcpy(joined + jl, word, wl);
        jl += wl;
        l = e + 1;
    }
    joined[jl] = '\0';
    cr_assert_str_eq(joined, text, "the lines joined are not the text");
    return lines;
}

static char wrapped_buf[TEXT_MAX];

/* text_wrap into wrapped_buf, checked; returns the number of lines. */
static int wrap_checked(const char *prefix, const char *text)
{
    int len = text_wrap(prefix, text, wrapped_buf, sizeof wrapped_buf);
    cr_assert_geq(len, 0, "did not fit: %s", text);
    cr_assert_eq((size_t)len, strlen(wrapped_buf));
    return check_wrapped(wrapped_buf, prefix, text);
}

TestSuite(wrap);

Test(wrap, a_line_that_fits_is_kept_as_it_is)
{
    const char *text = "draw: seat 2 (you); card red D; reason draw";
    cr_assert_eq(text_wrap("  * ", text, wrapped_buf, sizeof wrapped_buf),
                 (int)strlen(text) + 5);
    cr_assert_str_eq(wrapped_buf, "  * draw: seat 2 (you); card red D; reason draw\n");
    /* exactly the width, with a separator to break at: still one line */
    char full[TEXT_WIDTH + 1];
    memset(full, 'x', sizeof full - 1);
    full[sizeof full - 1] = '\0';
    memcpy(full + 4, "; a, b (c, d); e", 16);
    cr_assert_eq(wrap_checked("", full), 1);
    cr_assert_str_eq(wrapped_buf + strlen(full), "\n");
    cr_assert_eq(wrap_checked("  Seat 2: ", "hero King Arthur (face down)"), 1);
    cr_assert_eq(wrap_checked("  * ", ""), 1);
    cr_assert_str_eq(wrapped_buf, "  * \n");
}

/* Dinn's battle (a trace's event, both sides in full): the fields first, then the
 * sides at "), (", then inside a side. */
Test(wrap, dinn_battle_is_broken_at_its_separators)
{
    static const char battle[] =
        "{\"event\":\"battle\",\"power\":[7,4],\"tie_bonus\":[0,0],\"loser\":2,\"hearts_lost\":0,"
        "\"hero_hearts\":1,\"protect\":2,\"crush\":0,\"sides\":[{\"seat\":1,\"hero\":\"Ancient "
        "Merlin\",\"hero_negated\":false,\"base\":5,\"round_pow\":0,\"slots\":[{\"card\":"
        "\"Leather Buckler\",\"owner\":1,\"negated\":false,\"doubled\":false,\"power\":0},"
        "{\"card\":\"Runed Staff\",\"owner\":1,\"negated\":false,\"doubled\":false,\"power\":2}],"
        "\"abilities\":[{\"card\":\"Leather Buckler\",\"effect\":\"protect\",\"value\":1}],"
        "\"weakened\":0,\"total\":7},{\"seat\":2,\"hero\":\"Cunning Duelist\",\"hero_negated\":"
        "false,\"base\":4,\"round_pow\":0,\"slots\":[{\"card\":\"Second Wind\",\"owner\":2,"
        "\"negated\":false,\"doubled\":false,\"power\":0},{\"card\":\"Shield Wall\",\"owner\":2,"
        "\"negated\":false,\"doubled\":false,\"power\":0}],\"abilities\":[{\"card\":\"Cunning "
        "Duelist\",\"effect\":\"tie_bonus\",\"value\":2},{\"card\":\"Shield Wall\",\"effect\":"
        "\"protect\",\"value\":2}],\"weakened\":0,\"total\":4}]}";
    char words[4096];
    cr_assert_geq(human_event_words(battle, 0, words, sizeof words), 0);
    cr_assert_gt(strlen(words), 3 * TEXT_WIDTH, "%s", words);
    int lines = wrap_checked("  * ", words);
    cr_assert_geq(lines, 5, "%s", wrapped_buf);
    /* the first line ends at a field (after "; "), the second side starts a line */
    cr_assert_not_null(strstr(wrapped_buf, "  * battle: power 7, 4; tie bonus 0, 0; loser 2;"),
                       "%s", wrapped_buf);
    const char *first_end = strchr(wrapped_buf, '\n');
    cr_assert_eq(first_end[-1], ';', "%s", wrapped_buf);
    cr_assert_not_null(strstr(wrapped_buf, "\n      sides (seat 1 (you), hero Ancient Merlin"),
                       "%s", wrapped_buf);
    cr_assert_not_null(strstr(wrapped_buf, "),\n      (seat 2, hero Cunning Duelist"), "%s",
                       wrapped_buf);
    /* a word is never cut: every break is where the text had a space */
    cr_assert_null(strstr(wrapped_buf, "Ancient\n"));
}

Test(wrap, a_word_longer_than_a_line_stands_alone)
{
    char text[400];
    char word[151];
    memset(word, 'w', sizeof word - 1);
    word[sizeof word - 1] = '\0';
    snprintf(text, sizeof text, "start; %s; end", word);
    cr_assert_eq(wrap_checked("  * ", text), 3, "%s", wrapped_buf);
    char second[200];
    snprintf(second, sizeof second, "\n      %s;\n", word);
    cr_assert_not_null(strstr(wrapped_buf, second), "%s", wrapped_buf);
    /* a text of one word, and one that starts with its long word */
    cr_assert_eq(wrap_checked("  * ", word), 1);
    snprintf(text, sizeof text, "%s, then, a few, short, words", word);
    cr_assert_eq(wrap_checked("  * ", text), 2, "%s", wrapped_buf);
    /* spaces that cannot be broken at (doubled, at the ends: a line would start or end
     * with a space) leave the line as it is */
    snprintf(text, sizeof text, " %s  %s ", word, word);
    cr_assert_geq(text_wrap("  * ", text, wrapped_buf, sizeof wrapped_buf), 0);
    snprintf(second, sizeof second, "  * %.150s", text);
    cr_assert_eq(strncmp(wrapped_buf, second, strlen(second)), 0, "%s", wrapped_buf);
    cr_assert_eq(strlen(wrapped_buf), strlen(text) + 5, "%s", wrapped_buf);
}

/* No separator at all: any space, and a prefix as wide as the line still leaves the
 * text room; a buffer too small is said so, never overrun. */
Test(wrap, plain_words_wide_prefixes_and_small_buffers)
{
    char text[1200] = "";
    for (int i = 0; i < 100; i++)
        strcat(text, i ? " word" : "word");
    cr_assert_geq(wrap_checked("  ", text), 5, "%s", wrapped_buf);
    char prefix[TEXT_WIDTH + 11];
    memset(prefix, '>', sizeof prefix - 1);
    prefix[sizeof prefix - 1] = '\0';
    int len = text_wrap(prefix, text, wrapped_buf, sizeof wrapped_buf);
    cr_assert_gt(len, 0);
    char small[64];
    memset(small, '#', sizeof small);
    cr_assert_eq(text_wrap("  * ", text, small, 40), -1);
    cr_assert_lt(strlen(small), 40u, "not terminated in the buffer");
    cr_assert_eq(small[40], '#', "written past the buffer");
    small[0] = '#';
    cr_assert_eq(text_wrap("  * ", text, small, 0), -1);
    cr_assert_eq(small[0], '#', "written into a buffer of no bytes");
}

/* The event in a trace line ({"game":G,"after_move":M,"event":{...}}), into out. */
static int trace_event_of(const char *line, char *out, size_t n)
{
    const char *p = strstr(line, "\"event\":{");
    size_t len = p ? strlen(p += 8) : 0;
    if (!p || len < 2 || p[len - 1] != '}')
        return 0;
    snprintf(out, n, "%.*s", (int)(len - 1), p);
    return 1;
}

/* An event the seat heard: "  * " and its words. */
static int heard_event_start(const char *l, size_t len)
{
    (void)len;
    return strncmp(l, "  * ", 4) == 0;
}

/* A whole game of Dinn through the program: every event line it prints fits the width
 * (a lone word aside), and each event the seat heard, joined back, is its words whole. */
Test(pipe, long_events_are_broken_to_the_width_and_lose_no_word)
{
    char *in = choices(3000, "2\n1\n");
    run_t r = sim("--game dinn --agents human,greedy -n 1 --seed 3 -o game.csv --trace t.jsonl",
                  in);
    free(in);
    cr_assert_eq(r.status, 0, "%s", r.err);
    /* the widths: an event's lines and the lines that continue it */
    cr_assert_gt(wrapped_check_widths(r.out, heard_event_start, 4), 3,
                 "no long event was broken:\n%s", r.out);
    /* the words: each event seat 1 heard, in order, joined back whole */
    char *joined = strdup(r.out);
    wrapped_join(joined);
    char *trace = slurp_tmp("t.jsonl");
    cr_assert_not_null(trace);
    static char ev[TEXT_MAX], filtered[TEXT_MAX], words[TEXT_MAX], want[TEXT_MAX + 8];
    const char *at = joined;
    int battles = 0, long_ones = 0;
    for (char *line = strtok(trace, "\n"); line; line = strtok(NULL, "\n")) {
        if (!trace_event_of(line, ev, sizeof ev) || !table_event_for(ev, 0, filtered,
                                                                     sizeof filtered))
            continue;
        cr_assert_geq(human_event_words(filtered, 0, words, sizeof words), 0);
        snprintf(want, sizeof want, "\n  * %s\n", words);
        const char *found = strstr(at, want);
        cr_assert_not_null(found, "the event '%s' is not printed whole after:\n%.300s", words,
                           at);
        at = found + 1;
        battles += strncmp(words, "battle:", 7) == 0;
        long_ones += strlen(want) > TEXT_WIDTH + 2;
    }
    cr_assert_gt(battles, 0, "no battle to check");
    cr_assert_gt(long_ones, 2, "too few long events to check");
    free(trace);
    free(joined);
    free(r.out), free(r.err);
}

extern const agent_type_t human_agent;

/* The agent itself, hearing more than its store holds: the store is printed when full
 * ("Meanwhile:") and every event comes out broken to the width and whole; an event
 * longer than the whole store is printed at once, broken all the same. */
Test(wrap, the_agent_breaks_what_it_hears_when_its_store_fills)
{
    static char big[1 << 17], words[1 << 17], want[(1 << 17) + 8];
    static const char battle[] =
        "{\"event\":\"battle\",\"power\":[7,10],\"loser\":1,\"sides\":[{\"seat\":1,\"hero\":"
        "\"King Arthur\",\"slots\":[null,null],\"abilities\":[{\"card\":\"King Arthur\","
        "\"effect\":\"power_per_equipment\",\"value\":0}],\"total\":7},{\"seat\":2,\"hero\":"
        "\"Lancelot du Lac\",\"slots\":[{\"card\":\"Trebuchet's Final Sword\",\"owner\":2,"
        "\"power\":3},{\"card\":\"Sidestep\",\"owner\":2,\"power\":0}],\"total\":10}]}";
    size_t bl = (size_t)snprintf(big, sizeof big, "{\"event\":\"everything\",\"cards\":[");
    for (int i = 0; i < 9000; i++)
        bl += (size_t)snprintf(big + bl, sizeof big - bl, "%s\"card %d\"", i ? "," : "", i);
    snprintf(big + bl, sizeof big - bl, "]}");
    FILE *out = tmpfile();
    cr_assert_not_null(out);
    human_streams(NULL, out);
    void *self = NULL;
    cr_assert_eq(human_agent.create(NULL, NULL, &self), 0);
    human_agent.hear(self, NULL, 0, AGENT_HEARD_START, -1, "Game 1");
    for (int i = 0; i < 200; i++)
        human_agent.hear(self, NULL, 0, AGENT_HEARD_EVENT, -1, battle);
    human_agent.hear(self, NULL, 0, AGENT_HEARD_EVENT, -1, big);
    human_agent.hear(self, NULL, 0, AGENT_HEARD_END, -1, "over");
    human_agent.destroy(self);
    long n = ftell(out);
    char *text = malloc((size_t)n + 1);
    rewind(out);
    cr_assert_eq(fread(text, 1, (size_t)n, out), (size_t)n);
    text[n] = '\0';
    fclose(out);
    cr_assert_gt(count(text, "Meanwhile:"), 0, "the store never filled");
    /* each printed event: its lines fit, and joined are its words */
    for (const char *l = strstr(text, "  * "); l; l = strstr(l, "\n  * ")) {
        l += *l == '\n';
        const char *e = l;
        while ((e = strchr(e, '\n')) && strncmp(e + 1, "      ", TEXT_WRAP_INDENT) == 0)
            e++;
        char *block = strndup(l, (size_t)(e - l) + 1);
        const char *ev = strncmp(l, "  * battle", 10) == 0 ? battle : big;
        cr_assert_geq(human_event_words(ev, 0, words, sizeof words), 0);
        check_wrapped(block, "  * ", words);
        free(block);
        l = e;
    }
    cr_assert_geq(human_event_words(battle, 0, words, sizeof words), 0);
    snprintf(want, sizeof want, "  * %s\n", words);
    cr_assert_gt(strlen(want), TEXT_WIDTH, "the battle is not long");
    cr_assert_geq(text_wrap("  * ", words, want, sizeof want), 0);
    cr_assert_eq(count(text, want), 200, "not every battle was printed");
    cr_assert_geq(human_event_words(big, 0, words, sizeof words), 0);
    cr_assert_gt(strlen(words), (size_t)(1 << 16), "the long event fits the store");
    cr_assert_geq(text_wrap("  * ", words, want, sizeof want), 0);
    cr_assert_eq(count(text, want), 1, "the long event was not printed whole");
    free(text);
}
