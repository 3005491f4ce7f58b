/* test_playout.c - the hooks a game may give search, against what they stand for:
 * its own random playout (game_t.playout) against the engine's generic loop, and
 * its every-seat evaluate (game_t.evaluate_all) against evaluate seat by seat. For
 * every registered game that has one, at every player count, with the default rules
 * and each signature variant, from states reached by random play: a playout, with
 * short and unlimited budgets, must end in the same state bytes and the same
 * generator as the loop; evaluate_all must give the same doubles, bit for bit. mcts
 * uses both hooks, so a difference here would change search play (and the signature
 * would not see it: it plays no mcts). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bits.h"
#include "registry.h"
#include "rules.h"

/* The loop game.h specifies: what every game's playout must equal. */
static void loop_playout(const game_t *g, void *st, uint32_t moves, move_t *buf, rng_t *rng)
{
    while (moves-- > 0 && g->to_move(st) >= 0) {
        int n = g->legal_moves(st, buf);
        g->apply(st, buf[n == 1 ? 0 : rng_below(rng, (uint32_t)n)], rng);
    }
}

static const uint32_t budgets[] = {1, 2, 3, 8, 40, UINT32_MAX};
#define NBUDGETS (sizeof budgets / sizeof budgets[0])
#define CHECKS_PER_GAME 6

/* What a comparison looks at, at one state of a random game: st (not to be changed),
 * `pick` a generator the game has not seen (a copy: a check may draw from it), two
 * scratch states and a move buffer. Returns the mismatches found; describes the first
 * in `what` when `first` is set. */
typedef struct walk {
    const game_t *g;
    int players;
    long game, step;
    unsigned char *a, *b;
    move_t *buf;
} walk_t;
typedef long (*check_fn)(walk_t *w, const void *st, rng_t pick, char *what, size_t wn,
                         int first);

/* Play `games` random games and run `check` at states of each: one state in `one_in`,
 * at most `most` a game (0: no limit), and the finished state too when `at_end`.
 * Returns the mismatches; the first is described in `what`. */
static long walk_games(const game_t *g, const void *rules, int players, long games,
                       uint64_t seed, unsigned one_in, int most, int at_end, check_fn check,
                       char *what, size_t wn)
{
    unsigned char *st = malloc(g->state_size);
    move_t *moves = malloc(sizeof(move_t) * (size_t)g->max_moves);
    walk_t w = {.g = g, .players = players, .a = malloc(g->state_size),
                .b = malloc(g->state_size), .buf = malloc(sizeof(move_t) * (size_t)g->max_moves)};
    cr_assert(st && moves && w.a && w.b && w.buf);
    long bad = 0;
    for (long i = 0; i < games; i++) {
        rng_t rng, pick;
        rng_for_game(&rng, seed, (uint64_t)i, 0);
        rng_for_game(&pick, seed, (uint64_t)i, 1);
        memset(st, 0, g->state_size);
        g->setup(st, rules, players, &rng);
        int checks = 0;
        w.game = i;
        for (w.step = 0;; w.step++) {
            const int over = g->to_move(st) < 0;
            if (over ? at_end
                     : (most == 0 || checks < most) && rng_below(&pick, one_in) == 0) {
                checks++;
                bad += check(&w, st, pick, what, wn, bad == 0);
                rng_below(&pick, 2); /* the next check's generator differs */
            }
            if (over)
                break;
            int n = g->legal_moves(st, moves);
            g->apply(st, moves[rng_below(&pick, (uint32_t)n)], &rng);
        }
    }
    free(st); free(moves); free(w.a); free(w.b); free(w.buf);
    return bad;
}

/* The hook and the loop from copies of the state and the generator, every budget. */
static long check_playout(walk_t *w, const void *st, rng_t pick, char *what, size_t wn,
                          int first)
{
    const game_t *g = w->g;
    long bad = 0;
    for (size_t k = 0; k < NBUDGETS; k++) {
        rng_t ra = pick, rb = pick;
        memcpy(w->a, st, g->state_size);
        memcpy(w->b, st, g->state_size);
        g->playout(w->a, budgets[k], w->buf, &ra);
        loop_playout(g, w->b, budgets[k], w->buf, &rb);
        const int state = memcmp(w->a, w->b, g->state_size) != 0;
        if ((state || memcmp(&ra, &rb, sizeof ra) != 0) && bad++ == 0 && first)
            snprintf(what, wn, "%s %dp game %ld step %ld, %u moves: the %s differs", g->id,
                     w->players, w->game, w->step, budgets[k], state ? "state" : "generator");
    }
    return bad;
}

static long compare(const game_t *g, const void *rules, int players, long games,
                    uint64_t seed, char *what, size_t wn)
{
    return walk_games(g, rules, players, games, seed, 8, CHECKS_PER_GAME, 0, check_playout,
                      what, wn);
}

/* evaluate_all against evaluate, seat by seat, compared as bytes. */
static long check_eval(walk_t *w, const void *st, rng_t pick, char *what, size_t wn,
                       int first)
{
    (void)pick;
    const game_t *g = w->g;
    double all[MAX_SEATS];
    long bad = 0;
    g->evaluate_all(st, all);
    for (int k = 0; k < w->players; k++) {
        double one = g->evaluate(st, k);
        if (memcmp(&one, &all[k], sizeof one) != 0 && bad++ == 0 && first)
            snprintf(what, wn, "%s %dp game %ld step %ld, seat %d: evaluate %.17g, "
                     "evaluate_all %.17g", g->id, w->players, w->game, w->step, k, one, all[k]);
    }
    return bad;
}

/* every state of `games` random games, the finished one included */
static long compare_eval(const game_t *g, const void *rules, int players, long games,
                         uint64_t seed, char *what, size_t wn)
{
    return walk_games(g, rules, players, games, seed, 1, 0, 1, check_eval, what, wn);
}

typedef long (*compare_fn)(const game_t *, const void *, int, long, uint64_t, char *, size_t);


/* "key=value;key=value" into rules; 0, or 1 when a key does not apply. */
static int apply_variant(const game_t *g, void *rules, const char *variant)
{
    char text[512], err[256];
    snprintf(text, sizeof text, "%s", variant);
    char *save = NULL;
    for (char *kv = strtok_r(text, ";", &save); kv; kv = strtok_r(NULL, ";", &save)) {
        char *eq = strchr(kv, '=');
        cr_assert(eq, "%s: variant '%s' is not key=value", g->id, variant);
        *eq = '\0';
        if (rules_set(g, rules, kv, eq + 1, err, sizeof err))
            return 1;
    }
    return 0;
}

/* Every player count, the defaults and each signature variant. Returns the
 * mismatches; `tried` counts the (players, rules) cases played. */
static long compare_all(const game_t *g, compare_fn cmp, long games, int *tried, char *what,
                        size_t wn)
{
    char err[512];
    cr_assert(g->init == NULL || g->init(err, sizeof err) == 0, "%s: %s", g->id, err);
    void *rules = malloc(g->rules_size);
    cr_assert(rules);
    long bad = 0;
    for (int v = -1; v < 0 || (g->signature_variants && g->signature_variants[v]); v++)
        for (int p = g->min_players; p <= g->max_players; p++) {
            memset(rules, 0, g->rules_size); /* custom rules: 0 is the built-in data */
            rules_defaults(g, rules);
            if (v >= 0 && apply_variant(g, rules, g->signature_variants[v]))
                continue;
            if (g->rules_check && g->rules_check(rules, p, err, sizeof err))
                continue; /* this variant does not exist at this player count */
            (*tried)++;
            bad += cmp(g, rules, p, games, 1000 + (uint64_t)(10 * p + v + 1),
                           bad ? err : what, bad ? sizeof err : wn);
        }
    free(rules);
    return bad;
}

/* compare_all with cmp must find no difference, in at least one (players, rules)
 * case; `noun` names what was compared in the message. */
static void expect_no_difference(const game_t *g, compare_fn cmp, long games, const char *noun)
{
    char what[256] = "";
    int tried = 0;
    long bad = compare_all(g, cmp, games, &tried, what, sizeof what);
    cr_assert_gt(tried, 0, "%s: no player count played", g->id);
    cr_assert_eq(bad, 0, "%s: %ld %s differ; first: %s", g->id, bad, noun, what);
}

/* expect_no_difference on every registered game that has the hook; returns how many
 * have it. */
static int every_game_with(int (*has)(const game_t *), compare_fn cmp, long games,
                           const char *noun)
{
    int with = 0;
    for (int i = 0; game_registry[i]; i++)
        if (has(game_registry[i])) {
            with++;
            expect_no_difference(game_registry[i], cmp, games, noun);
        }
    return with;
}

static int has_playout(const game_t *g) { return g->playout != NULL; }
static int has_evaluate_all(const game_t *g) { return g->evaluate_all != NULL; }

Test(playout, every_game_s_own_playout_equals_the_generic_loop)
{
    int with = every_game_with(has_playout, compare, 60, "playouts (hook against loop)");
    cr_log_info("%d games have their own playout", with);
}

/* The comparison can fail: hooks with the mistakes a hand-written playout could make
 * are caught, on every registered game. */
static const game_t *wrapped;

static void exact(void *st, uint32_t moves, move_t *buf, rng_t *rng)
{
    loop_playout(wrapped, st, moves, buf, rng);
}

static void short_by_one(void *st, uint32_t moves, move_t *buf, rng_t *rng)
{
    loop_playout(wrapped, st, moves > 1 && moves != UINT32_MAX ? moves - 1 : moves, buf, rng);
}

static void draws_when_forced(void *st, uint32_t moves, move_t *buf, rng_t *rng)
{
    while (moves-- > 0 && wrapped->to_move(st) >= 0) {
        int n = wrapped->legal_moves(st, buf);
        wrapped->apply(st, buf[rng_below(rng, (uint32_t)n)], rng);
    }
}

static void last_move_instead_of_first(void *st, uint32_t moves, move_t *buf, rng_t *rng)
{
    while (moves-- > 0 && wrapped->to_move(st) >= 0) {
        int n = wrapped->legal_moves(st, buf);
        uint32_t k = n == 1 ? 0 : rng_below(rng, (uint32_t)n);
        wrapped->apply(st, buf[k == 0 ? (uint32_t)n - 1 : k], rng);
    }
}

Test(playout, the_comparison_catches_a_wrong_playout)
{
    void (*const wrong[])(void *, uint32_t, move_t *, rng_t *) = {
        short_by_one, draws_when_forced, last_move_instead_of_first};
    long caught[3] = {0, 0, 0};
    for (int i = 0; game_registry[i]; i++) {
        game_t copy = *game_registry[i];
        wrapped = game_registry[i];
        for (int w = 0; w < 3; w++) {
            copy.playout = wrong[w];
            char what[256] = "";
            int tried = 0;
            long bad = compare_all(&copy, compare, 6, &tried, what, sizeof what);
            if (w != 1) /* every game has states with two moves or more */
                cr_assert_gt(bad, 0, "%s: wrong playout %d not caught (%d cases)", copy.id, w, tried);
            caught[w] += bad;
        }
    }
    cr_assert_gt(caught[1], 0, "a draw on a forced move was caught in no game");
}

/* ...and the loop itself, as a hook, passes everywhere (nothing else differs, such as
 * padding or a generator the game was not given). */
Test(playout, the_loop_as_a_hook_passes)
{
    for (int i = 0; game_registry[i]; i++) {
        game_t copy = *game_registry[i];
        wrapped = game_registry[i];
        copy.playout = exact;
        expect_no_difference(&copy, compare, 10, "playouts (the loop as hook)");
    }
}

Test(playout, every_game_s_evaluate_all_equals_evaluate_per_seat)
{
    int with = every_game_with(has_evaluate_all, compare_eval, 40,
                               "values (evaluate_all against evaluate)");
    cr_log_info("%d games have their own evaluate_all", with);
}

/* The comparison can fail: an evaluate_all that gives each seat the next seat's value
 * is caught on every registered game; one made of evaluate itself passes. */
static int wrapped_seats;

static void next_seat_s(const void *st, double *out)
{
    for (int k = 0; k < wrapped_seats; k++)
        out[k] = wrapped->evaluate(st, (k + 1) % wrapped_seats);
}

static void seat_by_seat(const void *st, double *out)
{
    for (int k = 0; k < wrapped_seats; k++)
        out[k] = wrapped->evaluate(st, k);
}

static long compare_eval_wrapped(const game_t *g, const void *rules, int players, long games,
                                 uint64_t seed, char *what, size_t wn)
{
    wrapped_seats = players;
    return compare_eval(g, rules, players, games, seed, what, wn);
}

Test(playout, the_evaluate_comparison_catches_a_wrong_hook)
{
    for (int i = 0; game_registry[i]; i++) {
        game_t copy = *game_registry[i];
        wrapped = game_registry[i];
        char what[256] = "";
        int tried = 0;
        copy.evaluate_all = next_seat_s;
        long bad = compare_all(&copy, compare_eval_wrapped, 4, &tried, what, sizeof what);
        cr_assert_gt(bad, 0, "%s: the next seat's values not caught (%d cases)", copy.id, tried);
        copy.evaluate_all = seat_by_seat;
        bad = compare_all(&copy, compare_eval_wrapped, 4, &tried, what, sizeof what);
        cr_assert_eq(bad, 0, "%s: evaluate itself differs: %s", copy.id, what);
    }
}

/* Where the CPU has a fast pdep (src/bits.h) games may find a bit with it, and must
 * find the same bit without it: from states of random games, a playout, a
 * determinization for the seat to move and a random move give the same state bytes
 * and generator with bits_pdep_fast set and cleared. */
static void pdep_run(const game_t *g, void *st, int fast, move_t *buf, rng_t *rng)
{
    bits_pdep_fast = fast;
    int seat = g->to_move(st);
    if (seat >= 0)
        g->determinize(st, seat, rng);
    if (g->to_move(st) >= 0) {
        int n = g->legal_moves(st, buf);
        g->apply(st, buf[rng_below(rng, (uint32_t)n)], rng);
    }
    if (g->playout)
        g->playout(st, 40, buf, rng);
    else
        loop_playout(g, st, 40, buf, rng);
}

static long check_pdep(walk_t *w, const void *st, rng_t pick, char *what, size_t wn,
                       int first)
{
    const game_t *g = w->g;
    const int fast = bits_pdep_fast;
    rng_t ra = pick, rb = pick;
    memcpy(w->a, st, g->state_size);
    memcpy(w->b, st, g->state_size);
    pdep_run(g, w->a, 1, w->buf, &ra);
    pdep_run(g, w->b, 0, w->buf, &rb);
    bits_pdep_fast = fast;
    if (memcmp(w->a, w->b, g->state_size) == 0 && memcmp(&ra, &rb, sizeof ra) == 0)
        return 0;
    if (first)
        snprintf(what, wn, "%s %dp game %ld step %ld: with and without pdep differ", g->id,
                 w->players, w->game, w->step);
    return 1;
}

static long compare_pdep(const game_t *g, const void *rules, int players, long games,
                         uint64_t seed, char *what, size_t wn)
{
    return walk_games(g, rules, players, games, seed, 4, 0, 0, check_pdep, what, wn);
}

Test(playout, with_or_without_pdep_every_game_plays_the_same)
{
#if BITS_HAVE_DEPOSIT
    if (!__builtin_cpu_supports("bmi2")) {
        cr_log_warn("this CPU has no pdep: nothing to compare");
        return;
    }
    for (int i = 0; game_registry[i]; i++)
        expect_no_difference(game_registry[i], compare_pdep, 12, "states (with and without pdep)");
#else
    cr_log_warn("no pdep on this architecture: nothing to compare");
#endif
}
