/* runner.c - the parallel game loop, per-thread tallies, tracing. */
#include <omp.h>
#include <stdlib.h>
#include <string.h>

#include "progress.h"
#include "runner.h"
#include "table.h"
#include "trace.h"

/* Game lengths a worker collects before adding them to the shared histograms. */
#define LEN_BUF 1024

/* One finished game's lengths, as histogram buckets of its (setting, group). */
typedef struct len_rec {
    uint32_t slot; /* setting * ngroups + group */
    uint16_t moves_bin, rounds_bin;
} len_rec_t;
_Static_assert(HIST_BINS <= 65536, "a bucket index fits a len_rec_t");

/* What one thread owns: scratch state, move buffer, agent instances, tallies. */
typedef struct worker {
    unsigned char *st, *view;
    move_t *moves;
    void *self[MAX_SEATS];
    int made[MAX_SEATS];
    tally_t *cells, *teams;
    int64_t *pair_len_games, *pair_dturns, *pair_dturns2;
    int64_t moves_played;
    char *buf, *heard; /* trace scratch; the table's (listening agents) or NULL */
    run_result_t *res; /* where the lengths go */
    len_rec_t *lens;
    int nlens;
} worker_t;

/* Rotation groups: one per rotation, or one when every agent has the same spec. */
static int run_groups(const run_spec_t *spec)
{
    for (int a = 1; a < spec->players; a++)
        if (strcmp(spec->agents[a].spec, spec->agents[0].spec) != 0)
            return spec->players;
    return 1;
}

uint64_t run_memory_bytes(const run_spec_t *spec, int threads)
{
    if (threads <= 0)
        threads = omp_get_max_threads();
    uint64_t S = (uint64_t)spec->nsettings, P = (uint64_t)spec->players;
    uint64_t counters = S * P * P + (spec->game->team ? S * P : 0);
    uint64_t per_copy = counters * sizeof(tally_t) + 3 * S * sizeof(int64_t);
    uint64_t lengths = S * (uint64_t)run_groups(spec) * RUN_LEN_KINDS * sizeof(hist_t);
    return ((uint64_t)threads + 1) * per_copy + lengths;
}

static void worker_free(worker_t *w, const run_spec_t *spec)
{
    for (int a = 0; a < spec->players; a++)
        if (w->made[a] && spec->agents[a].type->destroy)
            spec->agents[a].type->destroy(w->self[a]);
    free(w->st);
    free(w->view);
    free(w->moves);
    free(w->cells);
    free(w->teams);
    free(w->pair_len_games);
    free(w->pair_dturns);
    free(w->pair_dturns2);
    free(w->buf);
    free(w->heard);
    free(w->lens);
    memset(w, 0, sizeof *w);
}

static int worker_init(worker_t *w, const run_spec_t *spec, run_result_t *res, char *err,
                       size_t n)
{
    const game_t *g = spec->game;
    size_t ncells = (size_t)spec->nsettings * (size_t)spec->players * (size_t)spec->players;
    size_t nteams = (size_t)spec->nsettings * (size_t)spec->players;
    memset(w, 0, sizeof *w);
    w->st = calloc(1, g->state_size);
    w->view = calloc(1, g->state_size);
    w->moves = calloc((size_t)g->max_moves, sizeof(move_t));
    w->cells = calloc(ncells, sizeof(tally_t));
    w->teams = calloc(nteams, sizeof(tally_t));
    w->pair_len_games = calloc((size_t)spec->nsettings, sizeof(int64_t));
    w->pair_dturns = calloc((size_t)spec->nsettings, sizeof(int64_t));
    w->pair_dturns2 = calloc((size_t)spec->nsettings, sizeof(int64_t));
    w->buf = malloc(TRACE_TEXT);
    w->heard = table_listens(spec) ? malloc(TABLE_TEXT) : NULL;
    w->lens = malloc(LEN_BUF * sizeof *w->lens);
    w->res = res;
    if (!w->st || !w->view || !w->moves || !w->cells || !w->teams || !w->pair_len_games ||
        !w->pair_dturns || !w->pair_dturns2 || !w->buf || !w->lens ||
        (table_listens(spec) && !w->heard)) {
        snprintf(err, n, "out of memory for a worker thread");
        worker_free(w, spec);
        return 1;
    }
    for (int a = 0; a < spec->players; a++) {
        const agent_cfg_t *cfg = &spec->agents[a];
        if (cfg->type->create) {
            if (cfg->type->create(cfg, g, &w->self[a]) != 0) {
                snprintf(err, n, "agent %s: could not create its per-thread instance",
                         cfg->spec);
                worker_free(w, spec);
                return 1;
            }
            w->made[a] = 1;
        }
    }
    return 0;
}

/* Play game i under setting s. Returns the number of moves, -1 on a runaway, or
 * RUN_QUIT when a listening agent's player quit. A traced game's setup() and apply()
 * report their events to the trace, a heard game's (`heard`: an agent listens,
 * table.h) to the listening seats as well; the agents' own look-ahead (agent_decide)
 * runs with no sink, so it reports nothing. */
#define RUN_QUIT (-2)
static inline __attribute__((always_inline)) int64_t
play_one(worker_t *w, const run_spec_t *spec, int s, int64_t i, outcome_t *o, FILE *trace,
         int heard)
{
    const game_t *g = spec->game;
    const int players = spec->players;
    const int rot = (int)(i % players);
    rng_t chance, arng[MAX_SEATS];
    trace_game_sink_t sink;
    table_t table;
    const trace_sink_t *listen = NULL; /* the sink of this game, if any */
    rng_for_game(&chance, spec->seed, (uint64_t)i, 0);
    for (int seat = 0; seat < players; seat++)
        rng_for_game(&arng[seat], spec->seed, (uint64_t)i, 1u + (unsigned)seat);
    if (trace) {
        trace_game_sink_init(&sink, trace, i);
        listen = &sink.sink;
    }
    if (heard) {
        table_start(&table, spec, w->self, i, w->heard, listen);
        listen = &table.sink;
    }
    if (listen)
        trace_sink_install(listen);
    g->setup(w->st, spec->rules[s], players, &chance);
    int64_t nmoves = 0;
    int seat;
    while ((seat = g->to_move(w->st)) >= 0) {
        int n = g->legal_moves(w->st, w->moves);
        int a = (seat + rot) % players;
        const agent_cfg_t *cfg = &spec->agents[a];
        if (listen)
            trace_sink_install(NULL);
        move_t m = agent_decide(cfg, w->self[a], g, w->st, w->view, seat, w->moves, n,
                                &arng[seat]);
        if (heard && m == AGENT_QUIT)
            return RUN_QUIT;
        if (trace) {
            trace_move(trace, g, w->st, w->buf, i, nmoves, seat, cfg, w->moves, n, m);
            sink.after_move = nmoves;
        }
        if (heard)
            table_move(&table, w->st, seat, m);
        if (listen)
            trace_sink_install(listen);
        g->apply(w->st, m, &chance);
        if (++nmoves > RUN_MAX_MOVES) {
            if (listen)
                trace_sink_install(NULL);
            return -1;
        }
    }
    if (listen)
        trace_sink_install(NULL);
    memset(o, 0, sizeof *o);
    for (int s2 = 0; s2 < MAX_SEATS; s2++)
        o->position[s2] = (int8_t)s2;
    g->outcome(w->st, o);
    if (trace)
        trace_end(trace, i, players, o, nmoves);
    if (heard)
        table_end(&table, w->st, o, nmoves, w->view, arng);
    return nmoves;
}

static void tally_add(tally_t *t, const outcome_t *o, int seat, int64_t moves)
{
    t->games++;
    if (o->capped)
        t->capped++;
    else if (o->result[seat] == RESULT_WIN)
        t->wins++;
    else if (o->result[seat] == RESULT_DRAW)
        t->draws++;
    else
        t->losses++;
    t->points += o->points[seat];
    t->moves += moves;
    t->rounds += o->rounds;
    t->turns += o->turns;
}

/* Add the collected game lengths to the run's shared histograms. */
static void lengths_flush(worker_t *w)
{
    if (w->nlens == 0)
        return;
#pragma omp critical(run_lengths)
    for (int k = 0; k < w->nlens; k++) {
        hist_t *h = &w->res->lengths[(size_t)w->lens[k].slot * RUN_LEN_KINDS];
        h[RUN_LEN_MOVES].bin[w->lens[k].moves_bin]++;
        h[RUN_LEN_ROUNDS].bin[w->lens[k].rounds_bin]++;
    }
    w->nlens = 0;
}

static void lengths_add(worker_t *w, int setting, int64_t i, int64_t moves, int32_t rounds)
{
    const run_result_t *r = w->res;
    int group = r->ngroups > 1 ? (int)(i % r->ngroups) : 0;
    w->lens[w->nlens++] = (len_rec_t){
        .slot = (uint32_t)(setting * r->ngroups + group),
        .moves_bin = (uint16_t)hist_index(moves),
        .rounds_bin = (uint16_t)hist_index(rounds),
    };
    if (w->nlens == LEN_BUF)
        lengths_flush(w);
}

static void tally_pair(tally_t *t, const outcome_t *o, const outcome_t *base, int seat)
{
    if (o->capped || base->capped)
        return;
    int won = o->result[seat] == RESULT_WIN, bwon = base->result[seat] == RESULT_WIN;
    int64_t d = (int64_t)o->points[seat] - base->points[seat];
    t->pair_games++;
    t->pair_win_only += won && !bwon;
    t->pair_base_only += bwon && !won;
    t->pair_dpoints += d;
    t->pair_dpoints2 += d * d;
}

/* Play game i under every setting (baseline first) and tally it. Returns 0, 1 on a
 * runaway game, RUN_QUIT when a listening agent's player quit (nothing tallied). */
static int play_index(worker_t *w, const run_spec_t *spec, int64_t i, FILE *trace, int heard)
{
    const int players = spec->players;
    const int rot = (int)(i % players);
    outcome_t base, o;
    int teams[MAX_SEATS];
    memset(&base, 0, sizeof base);
    for (int k = 0; k < spec->nsettings; k++) {
        int s = k == 0 ? spec->baseline : (k <= spec->baseline ? k - 1 : k);
        FILE *t = s == spec->baseline ? trace : NULL;
        /* two copies of the game loop: untraced and unheard, every trace and table
         * check folds away */
        int64_t moves = t || heard ? play_one(w, spec, s, i, &o, t, heard)
                                   : play_one(w, spec, s, i, &o, NULL, 0);
        if (moves == RUN_QUIT)
            return RUN_QUIT;
        if (moves < 0)
            return 1;
        w->moves_played += moves;
        lengths_add(w, s, i, moves, o.rounds);
        for (int seat = 0; seat < players; seat++) {
            tally_t *t = &w->cells[((size_t)s * players + (size_t)((seat + rot) % players)) *
                                       players + (size_t)seat];
            tally_add(t, &o, seat, moves);
            if (k > 0)
                tally_pair(t, &o, &base, seat);
        }
        if (spec->game->team) {
            int seen = 0;
            for (int seat = 0; seat < players; seat++) {
                teams[seat] = spec->game->team(w->st, seat);
                int t = teams[seat];
                if (t < 0 || t >= players || (seen >> t & 1))
                    continue;
                seen |= 1 << t;
                tally_add(&w->teams[(size_t)s * players + (size_t)t], &o, seat, moves);
            }
        }
        if (k == 0) {
            base = o;
        } else if (!o.capped && !base.capped) {
            int64_t d = (int64_t)o.turns - base.turns;
            w->pair_len_games[s]++;
            w->pair_dturns[s] += d;
            w->pair_dturns2[s] += d * d;
        }
    }
    return 0;
}

static void worker_merge(run_result_t *r, worker_t *w, const run_spec_t *spec)
{
    lengths_flush(w);
    size_t ncells = (size_t)spec->nsettings * spec->players * spec->players;
    for (size_t c = 0; c < ncells; c++)
        tally_merge(&r->cells[c], &w->cells[c]);
    if (r->teams)
        for (size_t c = 0; c < (size_t)spec->nsettings * spec->players; c++)
            tally_merge(&r->teams[c], &w->teams[c]);
    for (int s = 0; s < spec->nsettings; s++) {
        r->pair_len_games[s] += w->pair_len_games[s];
        r->pair_dturns[s] += w->pair_dturns[s];
        r->pair_dturns2[s] += w->pair_dturns2[s];
    }
    r->moves += w->moves_played;
}

static int result_alloc(run_result_t *r, const run_spec_t *spec)
{
    memset(r, 0, sizeof *r);
    size_t S = (size_t)spec->nsettings, P = (size_t)spec->players;
    r->players = spec->players;
    r->nsettings = spec->nsettings;
    r->ngroups = run_groups(spec);
    r->cells = calloc(S * P * P, sizeof(tally_t));
    if (spec->game->team)
        r->teams = calloc(S * P, sizeof(tally_t));
    /* calloc of a large block maps fresh zero pages: buckets never written are never
     * touched, so memory grows with the lengths that occur, not with HIST_BINS. */
    r->lengths = calloc(S * (size_t)r->ngroups * RUN_LEN_KINDS, sizeof(hist_t));
    r->pair_len_games = calloc(S, sizeof(int64_t));
    r->pair_dturns = calloc(S, sizeof(int64_t));
    r->pair_dturns2 = calloc(S, sizeof(int64_t));
    return !r->cells || (spec->game->team && !r->teams) || !r->lengths || !r->pair_len_games ||
           !r->pair_dturns || !r->pair_dturns2;
}

void run_result_free(run_result_t *r)
{
    free(r->cells);
    free(r->teams);
    free(r->lengths);
    free(r->pair_len_games);
    free(r->pair_dturns);
    free(r->pair_dturns2);
    memset(r, 0, sizeof *r);
}

int run_games(const run_spec_t *spec, run_result_t *out, char *err, size_t n)
{
    if (result_alloc(out, spec)) {
        run_result_free(out);
        snprintf(err, n, "out of memory for the tallies");
        return 1;
    }
    /* a run an agent listens to (a human player) plays every game in order, here */
    const int heard = table_listens(spec);
    int threads = heard ? 1 : spec->threads > 0 ? spec->threads : omp_get_max_threads();
    out->threads = threads;
    int64_t traced = spec->trace ? (spec->trace_games < spec->games ? spec->trace_games
                                                                    : spec->games)
                                 : 0;
    int64_t ordered = heard ? spec->games : traced;
    int64_t quit_game = -1;
    progress_t prog;
    progress_start(&prog, spec->progress && !heard, spec->games);
    double t0 = omp_get_wtime();
    /* failed is read by every thread while others may set it: every access is
     * atomic. failed_game and failmsg are written under the run_fail critical
     * section and read after the parallel region. */
    int failed = 0;
    int64_t failed_game = -1;
    char failmsg[256] = "";

    /* Traced games first (every game when an agent listens), in order, on this
     * thread: the trace changes no result. */
    if (ordered > 0) {
        if (traced > 0)
            trace_header(spec->trace, spec->game, spec->players, spec->agents, spec->seed,
                         traced, spec->rules[spec->baseline], spec->trace_custom);
        worker_t w;
        if (worker_init(&w, spec, out, failmsg, sizeof failmsg)) {
            failed = 1;
        } else {
            for (int64_t i = 0; i < ordered && !failed; i++) {
                int rc = play_index(&w, spec, i, i < traced ? spec->trace : NULL, heard);
                if (rc == RUN_QUIT) {
                    failed = 1;
                    quit_game = i;
                } else if (rc) {
                    failed = 1;
                    failed_game = i;
                }
                progress_add(&prog, 1);
            }
            worker_merge(out, &w, spec);
            worker_free(&w, spec);
        }
    }

    if (!failed) {
#pragma omp parallel num_threads(threads)
        {
            worker_t w;
            char werr[256];
            int ok = worker_init(&w, spec, out, werr, sizeof werr) == 0;
            if (!ok) {
#pragma omp critical(run_fail)
                {
                    if (!failmsg[0])
                        snprintf(failmsg, sizeof failmsg, "%s", werr);
                    __atomic_store_n(&failed, 1, __ATOMIC_RELAXED);
                }
            }
#pragma omp for schedule(dynamic, 16)
            for (int64_t i = ordered; i < spec->games; i++) {
                if (!ok || __atomic_load_n(&failed, __ATOMIC_RELAXED))
                    continue;
                if (play_index(&w, spec, i, NULL, 0)) {
#pragma omp critical(run_fail)
                    {
                        if (failed_game < 0 || i < failed_game)
                            failed_game = i;
                        __atomic_store_n(&failed, 1, __ATOMIC_RELAXED);
                    }
                }
                progress_add(&prog, 1);
            }
            if (ok) {
#pragma omp critical(run_merge)
                worker_merge(out, &w, spec);
                worker_free(&w, spec);
            }
        }
    }
    out->seconds = omp_get_wtime() - t0;
    progress_stop(&prog);
    if (quit_game >= 0) {
        snprintf(err, n, "quit during game %lld of %lld", (long long)quit_game + 1,
                 (long long)spec->games);
        run_result_free(out);
        return RUN_QUIT_RC;
    }
    if (failed) {
        if (failed_game >= 0)
            snprintf(err, n,
                     "game %lld (seed %llu) did not end after %ld moves: the game's turn "
                     "cap is not working",
                     (long long)failed_game, (unsigned long long)spec->seed, RUN_MAX_MOVES);
        else
            snprintf(err, n, "%s", failmsg);
        run_result_free(out);
        return 1;
    }
    return 0;
}
