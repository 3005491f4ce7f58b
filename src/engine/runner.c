/* runner.c - the parallel game loop, per-thread tallies, tracing. */
#include <omp.h>
#include <stdlib.h>
#include <string.h>

#include "progress.h"
#include "runner.h"
#include "table.h"
#include "trace.h"
#include "work.h"

/* Game lengths a worker collects before adding them to the shared histograms. */
#define LEN_BUF 1024

/* One finished game's lengths, as histogram buckets of its (setting, group). */
typedef struct len_rec {
    uint32_t slot; /* setting * ngroups + group */
    uint16_t moves_bin, rounds_bin;
} len_rec_t;
_Static_assert(HIST_BINS <= 65536, "a bucket index fits a len_rec_t");

/* Leader samples a game keeps for the metrics: when they are full, every other one is
 * dropped and the stride between samples doubles, so a game has 16 to 32 samples,
 * evenly spaced, whatever its length (and short games one per 8 * players moves). */
#define MET_SAMPLES 32

/* One game's metric samples: every `stride` moves, the seats whose evaluate() is the
 * highest (a bit mask), and the move index. */
typedef struct met_game {
    int64_t legal;  /* legal moves summed over the game's decisions */
    int n;
    uint8_t top[MET_SAMPLES];
    int64_t at[MET_SAMPLES];
} met_game_t;

/* What one thread owns: scratch state, move buffer, agent instances, tallies. */
typedef struct worker {
    unsigned char *st, *view;
    move_t *moves;
    void **self;  /* [instance][agent]: one instance per setting in agent sweeps */
    int ninst;
    tally_t *cells, *pcells, *teams;
    setting_tally_t *set;
    int64_t *mom;  /* [setting][2][K][K] (run_result_t.mom) */
    met_game_t *met;
    int64_t moves_played;
    char *buf;
    char *heard; /* the table's scratch when an agent listens (table.h), else NULL */
    run_result_t *res; /* where the lengths go */
    len_rec_t *lens;
    int nlens, lens_cap; /* LEN_BUF, or a whole block's when blocks are committed */
    int64_t *xtally;  /* run_extra_t: this thread's tally and scratch, its card sink */
    void *xscratch;
    const card_sink_t *xsink;
} worker_t;

/* Distinct agents: slots a and b are one agent when their specs agree in every
 * setting. Returns their count; id_of[a] the distinct agent of slot a. */
static int run_distinct(const run_spec_t *spec, int *id_of, int *mult)
{
    int nd = 0, first[MAX_SEATS];
    for (int a = 0; a < spec->players; a++) {
        id_of[a] = -1;
        for (int d = 0; d < nd && id_of[a] < 0; d++) {
            int same = 1;
            for (int s = 0; s < spec->nsettings && same; s++)
                same = strcmp(run_agent(spec, s, first[d])->spec, run_agent(spec, s, a)->spec) == 0;
            if (same)
                id_of[a] = d;
        }
        if (id_of[a] < 0) {
            first[nd] = a;
            id_of[a] = nd++;
        }
    }
    if (mult) {
        memset(mult, 0, MAX_SEATS * sizeof *mult);
        for (int a = 0; a < spec->players; a++)
            mult[id_of[a]]++;
    }
    return nd;
}

/* Rotation groups: one per rotation, or one when every agent has the same spec. */
static int run_groups(const run_spec_t *spec)
{
    int id_of[MAX_SEATS];
    return run_distinct(spec, id_of, NULL) > 1 ? spec->players : 1;
}

void setting_tally_merge(setting_tally_t *into, const setting_tally_t *from)
{
    into->games += from->games;
    into->capped += from->capped;
    into->moved += from->moved;
    into->bad_positions += from->bad_positions;
    for (int t = 0; t < MAX_SEATS; t++)
        if (from->team_seats[t] > into->team_seats[t])
            into->team_seats[t] = from->team_seats[t];
    into->pair_n += from->pair_n;
    into->cap_both += from->cap_both;
    into->cap_up += from->cap_up;
    into->cap_down += from->cap_down;
    into->pair_len_games += from->pair_len_games;
    into->pair_dturns += from->pair_dturns;
    into->pair_dturns2 += from->pair_dturns2;
    metric_tally_t *m = &into->m;
    const metric_tally_t *f = &from->m;
    m->games += f->games;
    m->legal += f->legal;
    m->moves += f->moves;
    m->legal2 += f->legal2;
    m->legal_moves += f->legal_moves;
    m->moves2 += f->moves2;
    m->lead_changes += f->lead_changes;
    m->lead_changes2 += f->lead_changes2;
    m->decided_single += f->decided_single;
    m->decisive += f->decisive;
    m->decisive2 += f->decisive2;
    m->comebacks += f->comebacks;
    m->draws += f->draws;
}

uint64_t run_memory_bytes(const run_spec_t *spec, int threads)
{
    if (threads <= 0)
        threads = omp_get_max_threads();
    uint64_t S = (uint64_t)spec->nsettings, P = (uint64_t)spec->players;
    uint64_t counters = 2 * S * P * P + (spec->game->team ? S * P : 0);
    int id_of[MAX_SEATS], K = 1 + 2 * spec->players + run_distinct(spec, id_of, NULL);
    uint64_t per_copy = counters * sizeof(tally_t) + S * sizeof(setting_tally_t) +
                        S * 2 * (uint64_t)K * (uint64_t)K * sizeof(int64_t);
    if (spec->extra)
        per_copy += spec->extra->words * sizeof(int64_t) + spec->extra->scratch;
    uint64_t lengths = S * (uint64_t)run_groups(spec) * RUN_LEN_KINDS * sizeof(hist_t);
    return ((uint64_t)threads + 1) * per_copy + lengths;
}

static void worker_free(worker_t *w, const run_spec_t *spec)
{
    for (int k = 0; w->self && k < w->ninst; k++)
        for (int a = 0; a < spec->players; a++) {
            const agent_cfg_t *cfg = run_agent(spec, k, a);
            if (w->self[k * spec->players + a] && cfg->type->destroy)
                cfg->type->destroy(w->self[k * spec->players + a]);
        }
    free(w->self);
    free(w->st);
    free(w->view);
    free(w->moves);
    free(w->cells);
    free(w->pcells);
    free(w->teams);
    free(w->set);
    free(w->mom);
    free(w->met);
    free(w->buf);
    free(w->heard);
    free(w->lens);
    free(w->xtally);
    free(w->xscratch);
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
    w->pcells = calloc(ncells, sizeof(tally_t));
    w->teams = calloc(nteams, sizeof(tally_t));
    w->set = calloc((size_t)spec->nsettings, sizeof(setting_tally_t));
    w->mom = calloc((size_t)spec->nsettings * 2 * (size_t)res->momk * (size_t)res->momk,
                    sizeof(int64_t));
    w->met = spec->metrics ? malloc(sizeof *w->met) : NULL;
    w->buf = malloc(TRACE_TEXT);
    w->heard = table_listens(spec) ? malloc(TABLE_TEXT) : NULL;
    w->lens_cap = spec->work && work_commits(spec->work) ? WORK_COMMIT_RECORDS : LEN_BUF;
    w->lens = malloc((size_t)w->lens_cap * sizeof *w->lens);
    w->res = res;
    w->ninst = spec->setting_agents ? spec->nsettings : 1;
    w->self = calloc((size_t)w->ninst * (size_t)spec->players, sizeof *w->self);
    const run_extra_t *x = spec->extra;
    if (x) {
        w->xtally = calloc(x->words ? x->words : 1, sizeof(int64_t));
        w->xscratch = calloc(1, x->scratch ? x->scratch : 1);
    }
    if (!w->st || !w->view || !w->moves || !w->cells || !w->pcells || !w->teams || !w->set ||
        !w->mom || (x && (!w->xtally || !w->xscratch)) ||
        (spec->metrics && !w->met) || !w->buf || !w->lens || !w->self ||
        (table_listens(spec) && !w->heard)) {
        snprintf(err, n, "out of memory for a worker thread");
        worker_free(w, spec);
        return 1;
    }
    for (int k = 0; k < w->ninst; k++)
        for (int a = 0; a < spec->players; a++) {
            const agent_cfg_t *cfg = run_agent(spec, k, a);
            if (cfg->type->create &&
                cfg->type->create(cfg, g, &w->self[k * spec->players + a]) != 0) {
                w->self[k * spec->players + a] = NULL; /* nothing to destroy */
                snprintf(err, n, "agent %s: could not create its per-thread instance",
                         cfg->spec);
                worker_free(w, spec);
                return 1;
            }
        }
    if (x && x->sink)
        w->xsink = x->sink(x->ctx, w->xscratch);
    return 0;
}

/* The seats whose evaluate() is the highest in st, as a bit mask. */
static inline uint8_t met_top(const game_t *g, const void *st, int players)
{
    double best = -1e300;
    uint8_t top = 0;
    for (int seat = 0; seat < players; seat++) {
        double v = g->evaluate(st, seat);
        if (v > best) {
            best = v;
            top = (uint8_t)(1u << seat);
        } else if (v == best) {
            top |= (uint8_t)(1u << seat);
        }
    }
    return top;
}

/* Play game i under setting s. Returns the number of moves, -1 on a runaway, or
 * RUN_QUIT when a listening agent's player quit. A traced game's setup() and apply()
 * report their events to the trace, a heard game's (`heard`: an agent listens,
 * table.h) to the listening seats as well; the agents' own look-ahead (agent_decide)
 * runs with no sink, so it reports nothing. With met, the game's metric samples are
 * taken: the legal moves of every decision, and every 8 * players moves (more apart
 * in long games, MET_SAMPLES) the seats evaluate() puts ahead. */
#define RUN_QUIT (-2)
static inline __attribute__((always_inline)) int64_t
play_one(worker_t *w, const run_spec_t *spec, int s, int64_t i, outcome_t *o, FILE *trace,
         met_game_t *met, int heard, const card_sink_t *cards)
{
    const game_t *g = spec->game;
    const int players = spec->players;
    const int rot = (int)(i % players);
    const int inst = spec->setting_agents ? s : 0;
    int64_t stride = 8 * players;
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
        table_start(&table, spec, s, w->self + inst * players, i, w->heard, listen);
        listen = &table.sink;
    }
    if (listen)
        trace_sink_install(listen);
    if (cards)
        card_sink_install(cards);
    g->setup(w->st, spec->rules[s], players, &chance);
    int64_t nmoves = 0;
    int seat;
    int64_t next_sample = 0;
    if (met) {
        met->legal = 0;
        met->n = 0;
    }
    while ((seat = g->to_move(w->st)) >= 0) {
        int n = g->legal_moves(w->st, w->moves);
        int a = (seat + rot) % players;
        const agent_cfg_t *cfg = run_agent(spec, s, a);
        if (met) {
            met->legal += n;
            if (nmoves == next_sample) {
                if (met->n == MET_SAMPLES) { /* keep every other sample, twice as apart */
                    for (int j = 0; j < MET_SAMPLES / 2; j++) {
                        met->top[j] = met->top[2 * j];
                        met->at[j] = met->at[2 * j];
                    }
                    met->n = MET_SAMPLES / 2;
                    stride *= 2;
                }
                met->top[met->n] = met_top(g, w->st, players);
                met->at[met->n++] = nmoves;
                next_sample += stride;
            }
        }
        if (listen)
            trace_sink_install(NULL);
        if (cards)
            card_sink_install(NULL);
        move_t m = agent_decide(cfg, w->self[inst * players + a], g, w->st, w->view, seat,
                                w->moves, n, &arng[seat]);
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
        if (cards)
            card_sink_install(cards);
        g->apply(w->st, m, &chance);
        if (++nmoves > RUN_MAX_MOVES) {
            if (listen)
                trace_sink_install(NULL);
            if (cards)
                card_sink_install(NULL);
            return -1;
        }
    }
    if (listen)
        trace_sink_install(NULL);
    if (cards)
        card_sink_install(NULL);
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

/* Add a measured game to the setting's metric sums. */
static void met_tally(metric_tally_t *m, const met_game_t *met, const outcome_t *o, int players,
                      int64_t moves)
{
    m->games++;
    m->legal += met->legal;
    m->moves += moves;
    m->legal2 += (__int128)met->legal * met->legal;
    m->legal_moves += (__int128)met->legal * moves;
    m->moves2 += (__int128)moves * moves;
    /* lead changes: the unique leader at a sample differs from the last unique one */
    int last = -1, changes = 0;
    for (int j = 0; j < met->n; j++) {
        uint8_t t = met->top[j];
        if (t & (t - 1))
            continue; /* a tie at the top: no leader */
        int lead = __builtin_ctz(t);
        if (last >= 0 && lead != last)
            changes++;
        last = lead;
    }
    m->lead_changes += changes;
    m->lead_changes2 += (int64_t)changes * changes;
    if (o->capped)
        return;
    int winners = 0, winner = -1, draw = 0;
    for (int seat = 0; seat < players; seat++) {
        if (o->result[seat] == RESULT_WIN) {
            winners++;
            winner = seat;
        }
        draw |= o->result[seat] == RESULT_DRAW;
    }
    m->draws += draw;
    if (winners != 1 || moves <= 0)
        return;
    m->decided_single++;
    /* decisiveness: the share of the game played before the winner led alone at every
     * later sample (the whole game when it did not lead alone at the last one) */
    int64_t lock = moves;
    for (int j = met->n - 1; j >= 0 && met->top[j] == (uint8_t)(1u << winner); j--)
        lock = met->at[j];
    int64_t share = (int64_t)((__int128)lock * METRIC_UNIT / moves);
    m->decisive += share;
    m->decisive2 += share * share;
    /* comeback: at the last sample in the first half, someone else was ahead */
    int mid = -1;
    for (int j = 0; j < met->n && 2 * met->at[j] <= moves; j++)
        mid = j;
    if (mid >= 0 && !(met->top[mid] >> winner & 1))
        m->comebacks++;
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
    if (w->nlens == w->lens_cap)
        lengths_flush(w);
}

static void tally_pair(tally_t *t, const outcome_t *o, int seat, const outcome_t *base,
                       int bseat)
{
    if (o->capped || base->capped)
        return;
    int won = o->result[seat] == RESULT_WIN, bwon = base->result[bseat] == RESULT_WIN;
    int64_t d = (int64_t)o->points[seat] - base->points[bseat];
    t->pair_games++;
    t->pair_both += won && bwon;
    t->pair_win_only += won && !bwon;
    t->pair_base_only += bwon && !won;
    t->pair_dpoints += d;
    t->pair_dpoints2 += d * d;
}

/* A game's moment vector (runner.h, MOM_MAX) as its non-zero entries. */
typedef struct mom_vec {
    int n;
    uint8_t idx[MOM_MAX];
    int8_t val[MOM_MAX];
} mom_vec_t;

static void mom_build(mom_vec_t *v, const outcome_t *o, int players, int rot, const int *id_of)
{
    int agent_wins[MAX_SEATS] = {0};
    v->n = 0;
    if (o->capped)
        return;
    v->idx[v->n] = 0;
    v->val[v->n++] = 1;
    for (int seat = 0; seat < players; seat++)
        if (o->result[seat] == RESULT_WIN) {
            v->idx[v->n] = (uint8_t)mom_seat(seat);
            v->val[v->n++] = 1;
            v->idx[v->n] = (uint8_t)mom_pos(players, o->position[seat]);
            v->val[v->n++] = 1;
            agent_wins[id_of[(seat + rot) % players]]++;
        }
    for (int d = 0; d < players; d++)
        if (agent_wins[d]) {
            v->idx[v->n] = (uint8_t)mom_agent(players, d);
            v->val[v->n++] = (int8_t)agent_wins[d];
        }
}

static void mom_add(int64_t *m, int K, const mom_vec_t *a, const mom_vec_t *b)
{
    for (int i = 0; i < a->n; i++)
        for (int j = 0; j < b->n; j++)
            m[a->idx[i] * K + b->idx[j]] += (int64_t)a->val[i] * b->val[j];
}

/* Play game i under every setting (baseline first) and tally it. Returns 0, 1 on a
 * runaway game, RUN_QUIT when a listening agent's player quit (nothing tallied). */
static int play_index(worker_t *w, const run_spec_t *spec, int64_t i, FILE *trace, int heard)
{
    const int players = spec->players;
    const int rot = (int)(i % players);
    const run_result_t *res = w->res;
    outcome_t base, o;
    mom_vec_t bvec, vec;
    bvec.n = 0; /* set by the baseline (k == 0) before any use */
    int teams[MAX_SEATS], bseat_at[MAX_SEATS];
    memset(&base, 0, sizeof base);
    for (int k = 0; k < spec->nsettings; k++) {
        int s = k == 0 ? spec->baseline : (k <= spec->baseline ? k - 1 : k);
        FILE *t = s == spec->baseline ? trace : NULL;
        const run_extra_t *x = spec->extra;
        if (x && x->begin)
            x->begin(x->ctx, w->xscratch, s, i);
        /* copies of the game loop: untraced, unheard, without metrics and card usage,
         * every check folds away */
        int64_t moves = t || heard ? play_one(w, spec, s, i, &o, t, w->met, heard, w->xsink)
                        : w->met   ? play_one(w, spec, s, i, &o, NULL, w->met, 0, w->xsink)
                        : w->xsink ? play_one(w, spec, s, i, &o, NULL, NULL, 0, w->xsink)
                                   : play_one(w, spec, s, i, &o, NULL, NULL, 0, NULL);
        if (moves == RUN_QUIT)
            return RUN_QUIT;
        if (moves < 0)
            return 1;
        w->moves_played += moves;
        lengths_add(w, s, i, moves, o.rounds);
        setting_tally_t *st = &w->set[s];
        /* turn positions must be a permutation of the seats: anything else (a game
         * that cleared its outcome) counts as seat order, and is reported */
        int seen = 0;
        for (int seat = 0; seat < players; seat++) {
            int pos = o.position[seat];
            if (pos >= 0 && pos < players)
                seen |= 1 << pos;
        }
        if (seen != (1 << players) - 1) {
            for (int seat = 0; seat < players; seat++)
                o.position[seat] = (int8_t)seat;
            st->bad_positions++;
        }
        st->games++;
        st->capped += o.capped != 0;
        int moved = 0;
        for (int seat = 0; seat < players; seat++) {
            int a = (seat + rot) % players, pos = o.position[seat];
            moved |= pos != seat;
            tally_t *c = &w->cells[((size_t)s * players + (size_t)a) * players + (size_t)seat];
            tally_t *pc = &w->pcells[((size_t)s * players + (size_t)a) * players + (size_t)pos];
            tally_add(c, &o, seat, moves);
            tally_add(pc, &o, seat, moves);
            if (k > 0) {
                tally_pair(c, &o, seat, &base, seat);
                tally_pair(pc, &o, seat, &base, bseat_at[pos]);
            }
        }
        st->moved += moved;
        if (spec->extra && spec->extra->game)
            spec->extra->game(spec->extra->ctx, w->xscratch, w->xtally, s, i, &o);
        mom_build(&vec, &o, players, rot, res->id_of);
        const int K = res->momk;
        int64_t *mom = &w->mom[(size_t)s * 2 * (size_t)K * (size_t)K];
        mom_add(mom, K, &vec, &vec);
        if (w->met)
            met_tally(&st->m, w->met, &o, players, moves);
        if (spec->game->team) {
            int seen = 0, size[MAX_SEATS] = {0};
            for (int seat = 0; seat < players; seat++) {
                teams[seat] = spec->game->team(w->st, seat);
                int tm = teams[seat];
                if (tm < 0 || tm >= players)
                    continue;
                size[tm]++;
                if (seen >> tm & 1)
                    continue;
                seen |= 1 << tm;
                tally_add(&w->teams[(size_t)s * players + (size_t)tm], &o, seat, moves);
            }
            for (int tm = 0; tm < players; tm++)
                if (size[tm] > st->team_seats[tm])
                    st->team_seats[tm] = (int8_t)size[tm];
        }
        if (k == 0) {
            base = o;
            bvec = vec;
            for (int seat = 0; seat < players; seat++)
                bseat_at[o.position[seat]] = seat;
            continue;
        }
        mom_add(mom + K * K, K, &vec, &bvec);
        st->pair_n++;
        st->cap_both += o.capped && base.capped;
        st->cap_up += o.capped && !base.capped;
        st->cap_down += !o.capped && base.capped;
        if (!o.capped && !base.capped) {
            int64_t d = (int64_t)o.turns - base.turns;
            st->pair_len_games++;
            st->pair_dturns += d;
            st->pair_dturns2 += d * d;
        }
    }
    if (spec->extra && spec->extra->index)
        spec->extra->index(spec->extra->ctx, w->xscratch, w->xtally, i);
    return 0;
}

static void worker_merge(run_result_t *r, worker_t *w, const run_spec_t *spec)
{
    lengths_flush(w);
    size_t ncells = (size_t)spec->nsettings * spec->players * spec->players;
    for (size_t c = 0; c < ncells; c++) {
        tally_merge(&r->cells[c], &w->cells[c]);
        tally_merge(&r->pcells[c], &w->pcells[c]);
    }
    if (r->teams)
        for (size_t c = 0; c < (size_t)spec->nsettings * spec->players; c++)
            tally_merge(&r->teams[c], &w->teams[c]);
    for (int s = 0; s < spec->nsettings; s++)
        setting_tally_merge(&r->set[s], &w->set[s]);
    size_t nmom = (size_t)spec->nsettings * 2 * (size_t)r->momk * (size_t)r->momk;
    for (size_t c = 0; c < nmom; c++)
        r->mom[c] += w->mom[c];
    if (r->extra)
        for (size_t c = 0; c < spec->extra->words; c++)
            r->extra[c] += w->xtally[c];
    r->moves += w->moves_played;
}

/* Zero a worker's tallies after they were merged (blocks committed one by one). */
static void worker_reset(worker_t *w, const run_spec_t *spec)
{
    size_t ncells = (size_t)spec->nsettings * (size_t)spec->players * (size_t)spec->players;
    memset(w->cells, 0, ncells * sizeof *w->cells);
    memset(w->pcells, 0, ncells * sizeof *w->pcells);
    memset(w->teams, 0, (size_t)spec->nsettings * (size_t)spec->players * sizeof *w->teams);
    memset(w->set, 0, (size_t)spec->nsettings * sizeof *w->set);
    memset(w->mom, 0,
           (size_t)spec->nsettings * 2 * (size_t)w->res->momk * (size_t)w->res->momk *
               sizeof *w->mom);
    if (w->xtally)
        memset(w->xtally, 0, spec->extra->words * sizeof *w->xtally);
    w->moves_played = 0;
    w->nlens = 0;
}

int run_result_alloc(run_result_t *r, const run_spec_t *spec)
{
    memset(r, 0, sizeof *r);
    size_t S = (size_t)spec->nsettings, P = (size_t)spec->players;
    r->players = spec->players;
    r->nsettings = spec->nsettings;
    r->nd = run_distinct(spec, r->id_of, r->mult);
    r->ngroups = r->nd > 1 ? spec->players : 1;
    r->cells = calloc(S * P * P, sizeof(tally_t));
    r->pcells = calloc(S * P * P, sizeof(tally_t));
    r->set = calloc(S, sizeof(setting_tally_t));
    r->momk = 1 + 2 * spec->players + r->nd;
    r->mom = calloc(S * 2 * (size_t)r->momk * (size_t)r->momk, sizeof(int64_t));
    if (spec->game->team)
        r->teams = calloc(S * P, sizeof(tally_t));
    /* calloc of a large block maps fresh zero pages: buckets never written are never
     * touched, so memory grows with the lengths that occur, not with HIST_BINS. */
    r->lengths = calloc(S * (size_t)r->ngroups * RUN_LEN_KINDS, sizeof(hist_t));
    if (spec->extra) {
        r->extra = calloc(spec->extra->words ? spec->extra->words : 1, sizeof(int64_t));
        r->nextra = spec->extra->words;
    }
    return !r->cells || !r->pcells || !r->set || !r->mom || (spec->game->team && !r->teams) ||
           !r->lengths || (spec->extra && !r->extra);
}

void run_result_free(run_result_t *r)
{
    free(r->cells);
    free(r->pcells);
    free(r->set);
    free(r->mom);
    free(r->teams);
    free(r->lengths);
    free(r->extra);
    memset(r, 0, sizeof *r);
}

/* Play game i; when it fails, record the failure (the lowest failing index, which the
 * message names) for every thread to see and return 1. */
static int play_failed(worker_t *w, const run_spec_t *spec, int64_t i, int *failed,
                       int64_t *failed_game)
{
    if (!play_index(w, spec, i, NULL, 0))
        return 0;
#pragma omp critical(run_fail)
    {
        if (*failed_game < 0 || i < *failed_game)
            *failed_game = i;
        __atomic_store_n(failed, 1, __ATOMIC_RELAXED);
    }
    return 1;
}

/* A thread's worker for a parallel region: 1 when it is ready, else 0 with the run
 * marked failed and the first thread's reason kept in failmsg (fn bytes). */
static int worker_start(worker_t *w, const run_spec_t *spec, run_result_t *out, char *failmsg,
                        size_t fn, int *failed)
{
    char werr[256];
    if (worker_init(w, spec, out, werr, sizeof werr) == 0)
        return 1;
#pragma omp critical(run_fail)
    {
        if (!failmsg[0])
            snprintf(failmsg, fn, "%s", werr);
        __atomic_store_n(failed, 1, __ATOMIC_RELAXED);
    }
    return 0;
}

/* The one line a failed run reports: the game that did not end, or failmsg. */
static void failure_message(const run_spec_t *spec, int64_t failed_game, const char *failmsg,
                            char *err, size_t n)
{
    if (failed_game >= 0)
        snprintf(err, n,
                 "game %lld (seed %llu) did not end after %ld moves: the game's turn "
                 "cap is not working",
                 (long long)failed_game, (unsigned long long)spec->seed, RUN_MAX_MOVES);
    else
        snprintf(err, n, "%s", failmsg);
}

/* The run's games in blocks from spec->work (work.h): a shard, what a resumed run has
 * left, an MPI rank's share. out holds the tallies so far (allocated by the caller). With
 * checkpoints each finished block is merged into out at once (with the worker's
 * buffered game lengths, which then never reach the shared histograms before their
 * block is done), so out always holds exactly the blocks work lists as done; a block
 * cut short by a signal is dropped. */
static int run_work_games(const run_spec_t *spec, run_result_t *out, char *err, size_t n)
{
    run_work_t *wk = spec->work;
    const int commit = work_commits(wk);
    int threads = spec->threads > 0 ? spec->threads : omp_get_max_threads();
    out->threads = threads;
    progress_t prog;
    progress_start(&prog, spec->progress, wk->total);
    double t0 = omp_get_wtime();
    int failed = 0;
    int64_t failed_game = -1;
    char failmsg[256] = "";
#pragma omp parallel num_threads(threads)
    {
        worker_t w;
        int ok = worker_start(&w, spec, out, failmsg, sizeof failmsg, &failed);
        /* a block's game records must fit the length buffer until it is committed */
        int64_t max_block = commit ? (w.lens_cap - 1) / spec->nsettings : 0;
        double pace = 0; /* seconds per game index on this thread */
        int64_t lo, hi;
        while (ok && !__atomic_load_n(&failed, __ATOMIC_RELAXED) &&
               work_next(wk, pace, max_block, &lo, &hi)) {
            double b0 = omp_get_wtime();
            int64_t i = lo;
            for (; i < hi && !(commit && work_stopped()); i++) {
                if (__atomic_load_n(&failed, __ATOMIC_RELAXED))
                    break;
                if (play_failed(&w, spec, i, &failed, &failed_game))
                    break;
                progress_add(&prog, 1);
            }
            if (i < hi)
                break; /* cut short: with commits the block is dropped */
            pace = (omp_get_wtime() - b0) / (double)(hi - lo);
            if (commit) {
                tf_buf_t snap = {0};
                int due;
#pragma omp critical(run_merge)
                {
                    worker_merge(out, &w, spec);
                    worker_reset(&w, spec);
                    due = work_committed(wk, out, lo, hi, &snap);
                }
                if (due)
                    work_write_snapshot(wk, &snap);
            }
        }
        if (ok) {
            if (!commit) {
#pragma omp critical(run_merge)
                worker_merge(out, &w, spec);
            }
            worker_free(&w, spec);
        }
    }
    out->seconds = omp_get_wtime() - t0;
    progress_stop(&prog);
    if (failed) {
        failure_message(spec, failed_game, failmsg, err, n);
        return 1;
    }
    return 0;
}

/* Games per thread that run_games hands out one at a time at the end of a run. */
#define RUN_TAIL_GAMES 32

/* Game i of a run_games loop, unless the run has failed (counted in the progress
 * whether or not it fails, as run_games always counted it). */
static void play_or_fail(worker_t *w, const run_spec_t *spec, int64_t i, int ok,
                         int *failed, int64_t *failed_game, progress_t *prog)
{
    if (!ok || __atomic_load_n(failed, __ATOMIC_RELAXED))
        return;
    play_failed(w, spec, i, failed, failed_game);
    progress_add(prog, 1);
}

int run_games(const run_spec_t *spec, run_result_t *out, char *err, size_t n)
{
    if (spec->work)
        return run_work_games(spec, out, err, n);
    if (run_result_alloc(out, spec)) {
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
            trace_header(spec->trace, spec->game, spec->players,
                         spec->setting_agents ? run_agent(spec, spec->baseline, 0)
                                              : spec->agents,
                         spec->seed, traced, spec->rules[spec->baseline], spec->trace_custom);
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
            int ok = worker_start(&w, spec, out, failmsg, sizeof failmsg, &failed);
            /* Blocks of 16 games (one handout per 16), then the last RUN_TAIL_GAMES per
             * thread one at a time, so that the threads finish within a game of each
             * other: with blocks of 16 to the end, one thread could be left playing up
             * to 16 games alone (a tenth of a 150-game mcts run). nowait: a thread
             * done with the blocks goes on to the tail at once. */
            int64_t split = spec->games - RUN_TAIL_GAMES * (int64_t)threads;
            if (split < ordered)
                split = ordered;
#pragma omp for schedule(dynamic, 16) nowait
            for (int64_t i = ordered; i < split; i++)
                play_or_fail(&w, spec, i, ok, &failed, &failed_game, &prog);
#pragma omp for schedule(dynamic, 1)
            for (int64_t i = split; i < spec->games; i++)
                play_or_fail(&w, spec, i, ok, &failed, &failed_game, &prog);
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
        failure_message(spec, failed_game, failmsg, err, n);
        run_result_free(out);
        return 1;
    }
    return 0;
}
