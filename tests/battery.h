/* battery.h - checks every game must pass, shared by the games' test files.
 *
 * battery_play(): random playouts from fixed seeds. Every step checks that the seat
 * to move is valid, the move list is non-empty, within max_moves and free of
 * duplicates, that a determinized view of the seat to move offers exactly the same
 * moves (an agent never learns from its move list what determinize hides), that
 * evaluate stays in [0, 1] and that const functions leave the state alone; that
 * for every seat, determinize(view, seat) keeps that seat's observation (observe())
 * and text view (view_text()) identical to the true state's, so a view neither
 * knows more nor less than the seat; it
 * describes each move, prints the state as JSON, and calls the game's own invariant
 * check. Every game must end before `max_steps` moves; when it ends, the outcome
 * must be sane. Two states in which the seat to move has the same observation must
 * give that seat the same legal moves (an observation that leaves out something the
 * moves depend on fails here): checked across all the states it visits, and on pairs
 * made to differ in what the seat cannot see (the true state and its determinization
 * for that seat, played on in lockstep by the same moves and chance while the seat's
 * observations stay equal). */
#ifndef SIM_TEST_BATTERY_H
#define SIM_TEST_BATTERY_H

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data.h"
#include "rules.h"

#define BATTERY_OBS (1 << 16)

typedef void (*battery_check_fn)(const void *st, void *ctx);

/* The observation-to-moves table: (seat, hash of its observation) -> hash of the
 * seat to move and its sorted legal moves. Open addressing; when full, it stops
 * adding (and keeps checking what it holds). */
#define BATTERY_OBS_SLOTS (1u << 18)
typedef struct battery_obs_slot {
    uint64_t key, moves;
} battery_obs_slot_t;

static inline uint64_t battery_fnv(const void *p, size_t n, uint64_t h)
{
    const unsigned char *b = p;
    for (size_t k = 0; k < n; k++)
        h = (h ^ b[k]) * 1099511628211ull;
    return h;
}

/* Record or check one state; returns 1 when an earlier state had this observation. */
static inline int battery_obs_moves(battery_obs_slot_t *tab, long *used, uint64_t key,
                                    uint64_t moves, long game, long step, int seat)
{
    key |= 1; /* 0 marks an empty slot */
    for (uint32_t at = (uint32_t)(key >> 40) & (BATTERY_OBS_SLOTS - 1);;
         at = (at + 1) & (BATTERY_OBS_SLOTS - 1)) {
        if (tab[at].key == key) {
            cr_assert_eq(tab[at].moves, moves,
                         "game %ld step %ld: seat %d observes what it observed in an earlier "
                         "state, yet has other legal moves (the observation leaves out "
                         "something the moves depend on)",
                         game, step, seat + 1);
            return 1;
        }
        if (tab[at].key == 0) {
            if (*used < (long)(BATTERY_OBS_SLOTS / 2)) {
                tab[at].key = key;
                tab[at].moves = moves;
                (*used)++;
            }
            return 0;
        }
    }
}

typedef struct battery_stats {
    long games, moves, capped;
    long wins[MAX_SEATS], draws[MAX_SEATS];
} battery_stats_t;

static int battery_cmp_move(const void *a, const void *b)
{
    move_t x = *(const move_t *)a, y = *(const move_t *)b;
    return (x > y) - (x < y);
}

/* SIM_SOAK_GAMES=N (scripts/soak.sh): every battery_play first plays N more games,
 * game indices from 2^63 + SIM_SOAK_FIRST on, through every check; the statistics it
 * returns count only its own games. */
static inline long battery_soak_env(const char *name)
{
    const char *s = getenv(name);
    return s && *s ? (long)strtod(s, NULL) : 0;
}

/* Play `games` random games of `g` with `rules` for `players` seats. */
static inline battery_stats_t battery_play(const game_t *g, const void *rules, int players,
                                           long games, uint64_t seed, long max_steps,
                                           battery_check_fn check, void *ctx)
{
    battery_stats_t bs, soak, *acc;
    memset(&bs, 0, sizeof bs);
    memset(&soak, 0, sizeof soak);
    const long extra = battery_soak_env("SIM_SOAK_GAMES");
    const uint64_t soak_first = (1ull << 63) + (uint64_t)battery_soak_env("SIM_SOAK_FIRST");
    unsigned char *st = malloc(g->state_size), *copy = malloc(g->state_size),
                  *view = malloc(g->state_size);
    move_t *moves = malloc(sizeof(move_t) * (size_t)g->max_moves);
    move_t *vmoves = malloc(sizeof(move_t) * (size_t)g->max_moves);
    char *buf = malloc(1 << 16), *vbuf = malloc(1 << 16);
    uint8_t *obs_a = malloc(BATTERY_OBS), *obs_b = malloc(BATTERY_OBS);
    battery_obs_slot_t *obs_tab = calloc(BATTERY_OBS_SLOTS, sizeof *obs_tab);
    long obs_used = 0, obs_repeats = 0, lockstep_checks = 0;
    unsigned char *la = malloc(g->state_size), *lb = malloc(g->state_size);
    move_t *lmoves = malloc(sizeof(move_t) * (size_t)g->max_moves);
    cr_assert(st && copy && view && moves && vmoves && buf && vbuf && obs_a && obs_b &&
              obs_tab && la && lb && lmoves);
    for (long i = -extra; i < games; i++) {
        rng_t rng, arng;
        uint64_t index = i >= 0 ? (uint64_t)i : soak_first + (uint64_t)(i + extra);
        rng_for_game(&rng, seed, index, 0);
        rng_for_game(&arng, seed, index, 1);
        acc = i >= 0 ? &bs : &soak;
        memset(st, 0, g->state_size);
        g->setup(st, rules, players, &rng);
        long steps = 0;
        int seat;
        while ((seat = g->to_move(st)) >= 0) {
            cr_assert_lt(seat, players, "game %ld step %ld: seat %d of %d", i, steps, seat,
                         players);
            cr_assert_lt(steps, max_steps, "game %ld did not end within %ld moves", i,
                         max_steps);
            memcpy(copy, st, g->state_size);
            int n = g->legal_moves(st, moves);
            cr_assert(n >= 1 && n <= g->max_moves, "game %ld step %ld: %d legal moves", i,
                      steps, n);
            if (check)
                check(st, ctx);
            /* determinized view: same moves for the seat to move */
            if (i % 4 == 0) {
                memcpy(view, st, g->state_size);
                g->determinize(view, seat, &arng);
                cr_assert_eq(g->to_move(view), seat, "game %ld step %ld: determinize changed "
                             "the seat to move", i, steps);
                int vn = g->legal_moves(view, vmoves);
                cr_assert_eq(vn, n, "game %ld step %ld: determinized view has %d moves, true "
                             "state %d", i, steps, vn, n);
                if (check)
                    check(view, ctx);
            }
            /* every seat's observation survives its own determinization */
            if (i % 4 == 0 && g->observe)
                for (int s = 0; s < players; s++) {
                    memcpy(view, st, g->state_size);
                    g->determinize(view, s, &arng);
                    size_t la = g->observe(st, s, obs_a, BATTERY_OBS),
                           lb = g->observe(view, s, obs_b, BATTERY_OBS);
                    cr_assert(la > 0 && la <= BATTERY_OBS, "game %ld step %ld: observation of "
                              "seat %d is %zu bytes", i, steps, s + 1, la);
                    cr_assert(la == lb && memcmp(obs_a, obs_b, la) == 0,
                              "game %ld step %ld: determinize for seat %d changed what that "
                              "seat observes", i, steps, s + 1);
                    if (g->view_text) {
                        int ta = g->view_text(st, s, buf, 1 << 16);
                        int tb = g->view_text(view, s, vbuf, 1 << 16);
                        cr_assert(ta > 0 && ta == tb && memcmp(buf, vbuf, (size_t)ta) == 0,
                                  "game %ld step %ld: seat %d's text view differs after its "
                                  "own determinization", i, steps, s + 1);
                    }
                }
            qsort(moves, (size_t)n, sizeof *moves, battery_cmp_move);
            if (i % 4 == 0) {
                qsort(vmoves, (size_t)n, sizeof *vmoves, battery_cmp_move);
                cr_assert(memcmp(moves, vmoves, sizeof(move_t) * (size_t)n) == 0,
                          "game %ld step %ld: determinized view offers other moves", i, steps);
            }
            for (int k = 1; k < n; k++)
                cr_assert_neq(moves[k], moves[k - 1], "game %ld step %ld: duplicate move %u",
                              i, steps, moves[k]);
            /* a state and its determinization for the seat to move, played on together:
             * wherever that seat moves and observes the same in both, the same moves */
            if (g->observe && i % 4 == 0 && steps % 16 == 0) {
                memcpy(la, st, g->state_size);
                memcpy(lb, st, g->state_size);
                g->determinize(lb, seat, &arng);
                rng_t ca = rng, cb = rng, pick = arng;
                for (int k = 0; k < 48; k++) {
                    int sa = g->to_move(la), sb = g->to_move(lb);
                    if (sa < 0 || sa != sb)
                        break;
                    int na = g->legal_moves(la, lmoves);
                    int nb = g->legal_moves(lb, vmoves);
                    if (sa == seat) {
                        size_t oa = g->observe(la, seat, obs_a, BATTERY_OBS),
                               ob = g->observe(lb, seat, obs_b, BATTERY_OBS);
                        if (oa != ob || memcmp(obs_a, obs_b, oa) != 0)
                            break; /* chance told the seat something else: stop */
                        qsort(lmoves, (size_t)na, sizeof *lmoves, battery_cmp_move);
                        qsort(vmoves, (size_t)nb, sizeof *vmoves, battery_cmp_move);
                        cr_assert(na == nb && memcmp(lmoves, vmoves,
                                                     sizeof(move_t) * (size_t)na) == 0,
                                  "game %ld step %ld (+%d): seat %d observes the same in two "
                                  "states that differ only in what it cannot see, yet has "
                                  "other legal moves",
                                  i, steps, k, seat + 1);
                        lockstep_checks++;
                    }
                    move_t lm = lmoves[rng_below(&pick, (uint32_t)na)];
                    int found = 0;
                    for (int j = 0; j < nb && !found; j++)
                        found = vmoves[j] == lm;
                    if (!found)
                        break; /* another seat's hidden cards differ: the lines part */
                    g->apply(la, lm, &ca);
                    g->apply(lb, lm, &cb);
                }
            }
            /* the same observation, reached any way, gives the same moves */
            if (g->observe) {
                size_t la = g->observe(st, seat, obs_a, BATTERY_OBS);
                uint64_t key = battery_fnv(&seat, sizeof seat, 14695981039346656037ull);
                key = battery_fnv(obs_a, la, key);
                uint64_t mh = battery_fnv(&seat, sizeof seat, 14695981039346656037ull);
                mh = battery_fnv(moves, sizeof(move_t) * (size_t)n, mh);
                obs_repeats += battery_obs_moves(obs_tab, &obs_used, key, mh, i, steps, seat);
            }
            double e = g->evaluate(st, seat);
            cr_assert(e >= 0.0 && e <= 1.0, "evaluate out of [0,1]: %f", e);
            move_t m = moves[rng_below(&arng, (uint32_t)n)];
            if (i >= -8 && i < 8) {
                cr_assert_gt(g->describe_move(st, m, buf, 1 << 16), 0);
                cr_assert_gt(g->state_json(st, buf, 1 << 16), 0);
            }
            cr_assert(memcmp(copy, st, g->state_size) == 0,
                      "game %ld step %ld: a const function changed the state", i, steps);
            g->apply(st, m, &rng);
            steps++;
        }
        if (check)
            check(st, ctx);
        outcome_t out;
        memset(&out, 0, sizeof out);
        for (int s = 0; s < MAX_SEATS; s++)
            out.position[s] = (int8_t)s;
        g->outcome(st, &out);
        /* turn positions are a permutation of 0..players-1 */
        int pos_seen = 0;
        for (int s = 0; s < players; s++) {
            cr_assert(out.position[s] >= 0 && out.position[s] < players,
                      "game %ld: seat %d has turn position %d", i, s + 1, out.position[s]);
            pos_seen |= 1 << out.position[s];
        }
        cr_assert_eq(pos_seen, (1 << players) - 1, "game %ld: turn positions are not a "
                     "permutation of the seats", i);
        acc->games++;
        acc->moves += steps;
        if (out.capped) {
            acc->capped++;
        } else {
            int winners = 0;
            for (int s = 0; s < players; s++) {
                cr_assert(out.result[s] >= RESULT_LOSS && out.result[s] <= RESULT_WIN);
                if (out.result[s] == RESULT_WIN) { acc->wins[s]++; winners++; }
                if (out.result[s] == RESULT_DRAW) acc->draws[s]++;
            }
            cr_assert(winners <= players);
        }
        cr_assert_geq(out.rounds, 0);
        cr_assert_geq(out.turns, 0);
    }
    free(st); free(copy); free(view); free(moves); free(vmoves); free(buf); free(vbuf);
    free(obs_a); free(obs_b); free(obs_tab); free(la); free(lb); free(lmoves);
    if (getenv("SIM_BATTERY_VERBOSE"))
        fprintf(stderr, "battery %s %dp: %ld observations kept, %ld met again, %ld lockstep "
                "checks\n", g->id, players, obs_used, obs_repeats, lockstep_checks);
    const char *log = getenv("SIM_SOAK_LOG"); /* scripts/soak.sh counts the games */
    FILE *f = extra && log ? fopen(log, "a") : NULL;
    if (f) {
        fprintf(f, "%ld\n", soak.games);
        fclose(f);
    }
    return bs;
}

/* Same seed, same game: play one game twice and compare every state. */
static inline void battery_reproducible(const game_t *g, const void *rules, int players,
                                        uint64_t seed)
{
    unsigned char *a = calloc(1, g->state_size), *b = calloc(1, g->state_size);
    move_t *ma = malloc(sizeof(move_t) * (size_t)g->max_moves);
    move_t *mb = malloc(sizeof(move_t) * (size_t)g->max_moves);
    rng_t ra, rb, aa, ab;
    rng_for_game(&ra, seed, 7, 0);
    rng_for_game(&rb, seed, 7, 0);
    rng_for_game(&aa, seed, 7, 1);
    rng_for_game(&ab, seed, 7, 1);
    g->setup(a, rules, players, &ra);
    g->setup(b, rules, players, &rb);
    cr_assert(memcmp(a, b, g->state_size) == 0, "setup is not reproducible");
    while (g->to_move(a) >= 0) {
        int na = g->legal_moves(a, ma), nb = g->legal_moves(b, mb);
        cr_assert_eq(na, nb);
        cr_assert(memcmp(ma, mb, sizeof(move_t) * (size_t)na) == 0);
        move_t m = ma[rng_below(&aa, (uint32_t)na)];
        cr_assert_eq(m, mb[rng_below(&ab, (uint32_t)nb)]);
        g->apply(a, m, &ra);
        g->apply(b, m, &rb);
        cr_assert(memcmp(a, b, g->state_size) == 0, "apply is not reproducible");
    }
    free(a); free(b); free(ma); free(mb);
}

#endif
