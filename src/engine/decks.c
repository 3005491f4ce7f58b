/* decks.c - the deck round robin (`simulate --decks`): every ordered pair of the
 * decks, mirrors included, N games per pair, under every agent lineup, as the settings
 * of one parallel run; the pairs CSV, Bradley-Terry ratings with cluster-robust
 * intervals, per-card "games in hand" figures, the rank agreement of the lineups.
 *
 * Settings: s = l * k^2 + a * k + b plays deck a in seat 1 against deck b in seat 2
 * with lineup l. Every setting plays the same game indices, and the game deals each
 * deck from its own generator seeded by the game's chance and the deck (Dinn's
 * mirrored deals), so game i of (a, b) and of (b, a) give each deck the same cards.
 * The price: games with the same index are correlated, so every interval here is
 * computed with the game index as the cluster, from the per-index sums the run keeps
 * (run_extra_t, ratings.h).
 *
 * The run goes through the shard layer (shard.h) like a plain run's: --shard K/N,
 * --tally, --checkpoint, --resume, `simulate merge` and MPI ranks. Every figure here is
 * a function of the runner's cells and the study's own counters (res.extra), integer
 * sums over game indices, which the tally files carry; so a merged, resumed or
 * MPI run writes the same three CSVs as the single one. */
#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <omp.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <csv.h>

#include "decks.h"
#include "output.h"
#include "ratings.h"
#include "registry.h"
#include "report.h"
#include "rules.h"
#include "runner.h"
#include "shard.h"
#include "simmpi.h"
#include "sweep.h"
#include "trace.h"

/* ---- the CSV writer ---- */

static void csvw_sep(csvw_t *w)
{
    if (!w->first && fputc(',', w->f) == EOF)
        w->err = 1;
    w->first = 0;
}

void csvw_text(csvw_t *w, const char *s)
{
    char guarded[2048];
    csvw_sep(w);
    if (csv_needs_guard(s)) {
        snprintf(guarded, sizeof guarded, "'%s", s);
        s = guarded;
    }
    if (strpbrk(s, ",\"\r\n") || s[0] == ' ' || (s[0] && s[strlen(s) - 1] == ' '))
        w->err |= csv_fwrite(w->f, s, strlen(s)) != 0;
    else
        w->err |= fputs(s, w->f) == EOF;
}

void csvw_int(csvw_t *w, int64_t v)
{
    csvw_sep(w);
    w->err |= fprintf(w->f, "%lld", (long long)v) < 0;
}

void csvw_num(csvw_t *w, double v)
{
    csvw_sep(w);
    if (isfinite(v))
        w->err |= fprintf(w->f, "%.6f", v) < 0;
}

void csvw_empty(csvw_t *w)
{
    csvw_sep(w);
}

void csvw_end(csvw_t *w)
{
    w->err |= fputs("\r\n", w->f) == EOF;
    w->first = 1;
}

void csvw_header(csvw_t *w, const char *names)
{
    char buf[4096];
    snprintf(buf, sizeof buf, "%s", names);
    char *save = NULL;
    for (char *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save))
        csvw_text(w, t);
    csvw_end(w);
}

int decks_check_out(const char *path, const game_t *g, const options_t *o)
{
    out_file_t of;
    int rc = output_check(&of, "--out", path);
    return rc ? rc : cli_check_not_input(&of, g, o);
}

int decks_open(out_file_t *of, const char *path)
{
    int rc = output_check(of, "--out", path);
    if (rc)
        return rc;
    output_signals();
    return output_open(of);
}

int decks_write(const char *path, int (*fill)(void *ctx, csvw_t *w), void *ctx, int quiet)
{
    out_file_t of;
    int rc = decks_open(&of, path);
    if (rc)
        return rc;
    csvw_t w = {of.f, 1, 0};
    if (fill(ctx, &w) || w.err) {
        int e = errno;
        output_abort(&of);
        return cli_error("cannot write %s: %s", cli_shown(path), strerror(e));
    }
    if (output_commit(&of))
        return 1;
    if (!quiet)
        fprintf(stderr, "wrote %s\n", path);
    return 0;
}

void decks_companion(const char *out, const char *suffix, char *buf, size_t n)
{
    size_t len = strlen(out);
    if (len >= 4 && strcmp(out + len - 4, ".csv") == 0)
        snprintf(buf, n, "%.*s%s.csv", (int)(len - 4), out, suffix);
    else
        snprintf(buf, n, "%s%s", out, suffix);
}

/* ---- the deck files ---- */

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int decks_list(const char *arg, char (*paths)[1024], int max)
{
    char buf[8192];
    int n = 0;
    if (strlen(arg) >= sizeof buf)
        return cli_fail("--decks: list too long"), -1;
    snprintf(buf, sizeof buf, "%s", arg);
    char *save = NULL;
    for (char *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        tok = cli_trim(tok);
        if (!*tok)
            continue;
        struct stat sb;
        if (stat(tok, &sb) != 0)
            return cli_fail("--decks %s: %s", tok, strerror(errno)), -1;
        if (S_ISDIR(sb.st_mode)) {
            DIR *d = opendir(tok);
            if (!d)
                return cli_fail("--decks %s: %s", tok, strerror(errno)), -1;
            char *names[256];
            int m = 0;
            struct dirent *e;
            while ((e = readdir(d)) && m < 256) {
                size_t l = strlen(e->d_name);
                if (l > 4 && strcmp(e->d_name + l - 4, ".txt") == 0 && e->d_name[0] != '.')
                    names[m++] = strdup(e->d_name);
            }
            closedir(d);
            qsort(names, (size_t)m, sizeof *names, by_name);
            for (int j = 0; j < m; j++) {
                if (n < max)
                    snprintf(paths[n], 1024, "%s%s%s", tok,
                             tok[strlen(tok) - 1] == '/' ? "" : "/", names[j]);
                n++;
                free(names[j]);
            }
            if (m == 0)
                return cli_fail("--decks %s: no .txt deck files in the directory", tok), -1;
        } else {
            if (n < max)
                snprintf(paths[n], 1024, "%s", tok);
            n++;
        }
    }
    if (n > max)
        return cli_fail("--decks: %d decks; a study takes at most %d", n, max), -1;
    return n;
}

/* ---- the study ---- */

/* Card tallies per (lineup, deck or all, card): counts, then the per-index second
 * moments of (drawn wins, drawn decided, not-drawn wins, not-drawn decided). */
enum {
    CT_GAMES,    /* games with the card in the deck */
    CT_DECIDED,  /* of them decided */
    CT_WINS,     /* of them won */
    CT_DRAWN,    /* games it was drawn */
    CT_DN,       /* decided games it was drawn */
    CT_DW,       /* won games it was drawn */
    CT_PLAYED,   /* games it was played */
    CT_PN,       /* decided games it was played */
    CT_PW,       /* won games it was played */
    CT_BATTLES,  /* battles it fought */
    CT_BWON,     /* battles it won */
    CT_M,        /* 10 moments: see card_moments() */
    CT_WORDS = CT_M + 10
};

#define BATTLES_MAX 1024

/* What a thread counts per card cell over one game index (then added to the tally, with
 * the products of the first four for the per-index moments). */
enum { ACC_DW, ACC_DN, ACC_NW, ACC_NN, ACC_GAMES, ACC_DRAWN, ACC_PLAYED, ACC_PN, ACC_PW,
       ACC_N };

typedef struct study {
    const game_t *g;
    int k, L, SK, S;
    char name[DECKS_MAX][64];
    char path[DECKS_MAX][1024];
    char hash[DECKS_MAX][17];
    agent_cfg_t lineup[LINEUPS_MAX][2];
    char lineup_text[LINEUPS_MAX][2 * AGENT_SPEC_MAX + 2];
    int64_t games;
    uint64_t seed;
    int threads, quiet, cards;
    char rules_text[4096];
    char *inputs;
    /* the settings */
    char *rules;
    const void **setting;
    agent_cfg_t *agents;
    /* the tallies beyond the runner's: per lineup the per-index sums (RV_N k^2 square),
     * then the card tallies */
    int M;
    size_t x0, c0, words;
    int C, W;   /* cards, 64-bit words of a card set */
    int ncell;  /* L (k + 1) C */
    size_t scratch;
    size_t o_res, o_bits, o_battle, o_acc, o_touched;
    run_result_t res;
} study_t;

/* The per-thread scratch, laid out from offsets in the study. */
typedef struct scratch_head {
    card_sink_t sink;
    const study_t *st;
    int nbattle, ntouched;
} scratch_head_t;

typedef struct battle_rec {
    int16_t seat, card;
    int8_t won;
} battle_rec_t;

static inline int8_t *sc_res(const study_t *st, void *sc) { return (int8_t *)((char *)sc + st->o_res); }
static inline uint64_t *sc_bits(const study_t *st, void *sc) { return (uint64_t *)((char *)sc + st->o_bits); }
static inline battle_rec_t *sc_battle(const study_t *st, void *sc) { return (battle_rec_t *)((char *)sc + st->o_battle); }
static inline int32_t *sc_acc(const study_t *st, void *sc) { return (int32_t *)((char *)sc + st->o_acc); }
static inline int32_t *sc_touched(const study_t *st, void *sc) { return (int32_t *)((char *)sc + st->o_touched); }

static inline int cell_of(const study_t *st, int l, int deck, int card)
{
    return (l * (st->k + 1) + deck) * st->C + card;
}

static inline size_t align8(size_t x)
{
    return (x + 7) & ~(size_t)7;
}

static void layout(study_t *st)
{
    st->SK = st->k * st->k;
    st->S = st->L * st->SK;
    st->M = RV_N * st->SK;
    st->x0 = 0;
    st->c0 = st->x0 + (size_t)st->L * st->M * st->M;
    st->C = st->cards ? st->g->cards->count() : 0;
    st->W = (st->C + 63) / 64;
    st->ncell = st->L * (st->k + 1) * st->C;
    st->words = st->c0 + (size_t)st->ncell * CT_WORDS;
    size_t o = align8(sizeof(scratch_head_t));
    st->o_res = o;
    o = align8(o + (size_t)st->S);
    st->o_bits = o;
    o += (size_t)2 * 3 * st->W * sizeof(uint64_t);
    st->o_battle = o;
    o = align8(o + BATTLES_MAX * sizeof(battle_rec_t));
    st->o_acc = o;
    o += (size_t)st->ncell * ACC_N * sizeof(int32_t);
    st->o_touched = o;
    o += (size_t)st->ncell * sizeof(int32_t);
    st->scratch = o;
}

/* ---- the run's callbacks ---- */

static void on_card(void *ctx, int seat, int card, int kind)
{
    void *sc = ctx;
    scratch_head_t *h = sc;
    const study_t *st = h->st;
    if ((unsigned)seat > 1 || (unsigned)card >= (unsigned)st->C)
        return;
    if (kind <= CARD_PLAYED) {
        uint64_t *bits = sc_bits(st, sc) + (size_t)seat * 3 * st->W + (card >> 6);
        const uint64_t b = 1ULL << (card & 63);
        bits[(size_t)kind * st->W] |= b;
        if (kind == CARD_PLAYED) /* played implies drawn */
            bits[(size_t)CARD_DRAWN * st->W] |= b;
    } else if (kind == CARD_BATTLE) {
        if (h->nbattle < BATTLES_MAX)
            sc_battle(st, sc)[h->nbattle++] = (battle_rec_t){(int16_t)seat, (int16_t)card, 0};
    } else if (kind == CARD_BATTLE_WON && h->nbattle > 0) {
        battle_rec_t *b = &sc_battle(st, sc)[h->nbattle - 1];
        if (b->seat == seat && b->card == card)
            b->won = 1;
    }
}

/* A whole deck at once (CARD_IN_DECK at setup, mostly). */
static void on_cards(void *ctx, int seat, const uint8_t *cards, int n, int kind)
{
    void *sc = ctx;
    scratch_head_t *h = sc;
    const study_t *st = h->st;
    if ((unsigned)seat > 1 || kind > CARD_PLAYED) {
        for (int i = 0; i < n; i++)
            on_card(ctx, seat, cards[i], kind);
        return;
    }
    uint64_t *bits = sc_bits(st, sc) + (size_t)seat * 3 * st->W, *kb = bits + (size_t)kind * st->W;
    for (int i = 0; i < n; i++) {
        const int c = cards[i];
        if (c >= st->C)
            continue;
        kb[c >> 6] |= 1ULL << (c & 63);
        if (kind == CARD_PLAYED)
            bits[(size_t)CARD_DRAWN * st->W + (c >> 6)] |= 1ULL << (c & 63);
    }
}

static const card_sink_t *x_sink(void *ctx, void *sc)
{
    study_t *st = ctx;
    scratch_head_t *h = sc;
    h->st = st;
    h->sink.event = on_card;
    h->sink.events = on_cards;
    h->sink.ctx = sc;
    return st->cards ? &h->sink : NULL;
}

static void x_begin(void *ctx, void *sc, int s, int64_t i)
{
    const study_t *st = ctx;
    (void)s;
    (void)i;
    if (!st->cards)
        return;
    memset(sc_bits(st, sc), 0, (size_t)2 * 3 * st->W * sizeof(uint64_t));
    ((scratch_head_t *)sc)->nbattle = 0;
}

/* One game of a card: counted in the thread's per-index accumulator of its cell. */
static inline void card_add(const study_t *st, void *sc, int cell, int drawn, int played,
                            int decided, int won)
{
    int32_t *a = sc_acc(st, sc) + (size_t)cell * ACC_N;
    if (a[ACC_GAMES] == 0) { /* first game of the cell in this index */
        scratch_head_t *h = sc;
        sc_touched(st, sc)[h->ntouched++] = cell;
    }
    a[ACC_DW] += drawn & won;
    a[ACC_DN] += drawn & decided;
    a[ACC_NW] += (drawn ^ 1) & won;
    a[ACC_NN] += (drawn ^ 1) & decided;
    a[ACC_GAMES]++;
    a[ACC_DRAWN] += drawn;
    a[ACC_PLAYED] += played;
    a[ACC_PN] += played & decided;
    a[ACC_PW] += played & won;
}

static void x_game(void *ctx, void *sc, int64_t *tally, int s, int64_t i, const outcome_t *o)
{
    const study_t *st = ctx;
    (void)i;
    sc_res(st, sc)[s] = (int8_t)(o->capped ? 0
                                 : o->result[0] == RESULT_WIN ? 1
                                 : o->result[0] == RESULT_LOSS ? 2 : 3);
    if (!st->cards)
        return;
    const int l = s / st->SK, a = (s % st->SK) / st->k, b = s % st->k;
    const uint64_t *bits = sc_bits(st, sc);
    for (int seat = 0; seat < 2; seat++) {
        const int deck = seat ? b : a;
        const int decided = !o->capped, won = decided && o->result[seat] == RESULT_WIN;
        const uint64_t *in = bits + (size_t)seat * 3 * st->W, *dr = in + st->W, *pl = dr + st->W;
        for (int w = 0; w < st->W; w++)
            for (uint64_t m = in[w]; m; m &= m - 1) {
                int c = 64 * w + __builtin_ctzll(m);
                int drawn = (int)(dr[w] >> (c & 63) & 1), played = (int)(pl[w] >> (c & 63) & 1);
                card_add(st, sc, cell_of(st, l, deck, c), drawn, played, decided, won);
            }
    }
    const scratch_head_t *h = sc;
    const battle_rec_t *br = sc_battle(st, sc);
    for (int j = 0; j < h->nbattle; j++) {
        int deck = br[j].seat ? b : a;
        int64_t *t1 = tally + st->c0 + (size_t)cell_of(st, l, deck, br[j].card) * CT_WORDS;
        int64_t *t2 = tally + st->c0 + (size_t)cell_of(st, l, st->k, br[j].card) * CT_WORDS;
        t1[CT_BATTLES]++;
        t2[CT_BATTLES]++;
        t1[CT_BWON] += br[j].won;
        t2[CT_BWON] += br[j].won;
    }
}

/* The 10 moments of a cell's per-index (dw, dn, nw, nn), in this order. */
static const int moment_pairs[10][2] = {{0, 0}, {0, 1}, {1, 1}, {2, 2}, {2, 3},
                                         {3, 3}, {0, 2}, {0, 3}, {1, 2}, {1, 3}};

static void x_index(void *ctx, void *sc, int64_t *tally, int64_t i)
{
    const study_t *st = ctx;
    (void)i;
    const int8_t *res = sc_res(st, sc);
    int idx[2 * RATE_MAX * RATE_MAX];
    for (int l = 0; l < st->L; l++) {
        int n = 0;
        for (int p = 0; p < st->SK; p++) {
            int r = res[l * st->SK + p];
            if (!r)
                continue;
            idx[n++] = RV_N * p + RV_DECIDED;
            if (r == 1)
                idx[n++] = RV_N * p + RV_WIN;
            else if (r == 2)
                idx[n++] = RV_N * p + RV_LOSS;
        }
        int64_t *m = tally + st->x0 + (size_t)l * st->M * st->M;
        for (int u = 0; u < n; u++) {
            int64_t *row = m + (size_t)idx[u] * st->M;
            for (int v = 0; v < n; v++)
                row[idx[v]]++;
        }
    }
    if (!st->cards)
        return;
    scratch_head_t *h = sc;
    int32_t *touched = sc_touched(st, sc), *acc = sc_acc(st, sc);
    /* the pool over every deck of the lineup: the sum of its decks' cells */
    const int n0 = h->ntouched, per_lineup = (st->k + 1) * st->C;
    for (int j = 0; j < n0; j++) {
        int cell = touched[j], l = cell / per_lineup, c = cell % st->C;
        int all = cell_of(st, l, st->k, c);
        const int32_t *a = acc + (size_t)cell * ACC_N;
        int32_t *p = acc + (size_t)all * ACC_N;
        if (p[ACC_GAMES] == 0)
            touched[h->ntouched++] = all;
        for (int q = 0; q < ACC_N; q++)
            p[q] += a[q];
    }
    for (int j = 0; j < h->ntouched; j++) {
        int cell = touched[j];
        int32_t *a = acc + (size_t)cell * ACC_N;
        int64_t *t = tally + st->c0 + (size_t)cell * CT_WORDS;
        t[CT_GAMES] += a[ACC_GAMES];
        t[CT_DECIDED] += a[ACC_DN] + a[ACC_NN];
        t[CT_WINS] += a[ACC_DW] + a[ACC_NW];
        t[CT_DRAWN] += a[ACC_DRAWN];
        t[CT_DN] += a[ACC_DN];
        t[CT_DW] += a[ACC_DW];
        t[CT_PLAYED] += a[ACC_PLAYED];
        t[CT_PN] += a[ACC_PN];
        t[CT_PW] += a[ACC_PW];
        for (int q = 0; q < 10; q++)
            t[CT_M + q] += (int64_t)a[moment_pairs[q][0]] * a[moment_pairs[q][1]];
        memset(a, 0, ACC_N * sizeof *a);
    }
    h->ntouched = 0;
}

/* ---- figures from the tallies ---- */

/* Seat `seat`'s counts in setting s, over every agent slot. */
static tally_t seat_tally(const study_t *st, int s, int seat)
{
    tally_t t;
    memset(&t, 0, sizeof t);
    for (int a = 0; a < 2; a++)
        tally_merge(&t, run_cell(&st->res, s, a, seat));
    return t;
}

static inline int set_of(const study_t *st, int l, int a, int b)
{
    return l * st->SK + a * st->k + b;
}

static const int64_t *lineup_mom(const study_t *st, int l)
{
    return st->res.extra + st->x0 + (size_t)l * st->M * st->M;
}

/* A share over several (setting, seat) cells of one lineup: deck's wins over decided
 * games, with its cluster-robust interval. cells: n entries of (a, b, seat). */
typedef struct share {
    int64_t games, wins, draws, losses, capped;
    double p, lo, hi, deff, score;
    int ok;
} share_t;

static void share_of(const study_t *st, int l, const int (*cells)[3], int n, share_t *out)
{
    memset(out, 0, sizeof *out);
    int idx[4 * RATE_MAX];
    double num[4 * RATE_MAX], den[4 * RATE_MAX];
    int m = 0;
    for (int j = 0; j < n; j++) {
        int a = cells[j][0], b = cells[j][1], seat = cells[j][2];
        tally_t t = seat_tally(st, set_of(st, l, a, b), seat);
        out->games += t.games;
        out->wins += t.wins;
        out->draws += t.draws;
        out->losses += t.losses;
        out->capped += t.capped;
        idx[m] = rv_index(st->k, a, b, seat == 0 ? RV_WIN : RV_LOSS);
        num[m] = 1;
        den[m++] = 0;
        idx[m] = rv_index(st->k, a, b, RV_DECIDED);
        num[m] = 0;
        den[m++] = 1;
    }
    int64_t decided = out->games - out->capped;
    out->ok = mom_share(lineup_mom(st, l), st->M, idx, num, den, m, (double)out->wins,
                        (double)decided, &out->p, &out->lo, &out->hi, &out->deff);
    if (out->ok)
        out->score = ((double)out->wins + 0.5 * (double)out->draws) / (double)decided;
}

typedef struct lineup_fit {
    bt_fit_t fit;
    bt_rank_t rank;
    share_t field[DECKS_MAX];
    double tau_first;
    uint32_t moves[DECKS_MAX]; /* lineups where the deck's rank interval is disjoint */
} lineup_fit_t;

static void fit_lineup(const study_t *st, int l, lineup_fit_t *lf)
{
    int64_t n[RATE_MAX * RATE_MAX], y2[RATE_MAX * RATE_MAX];
    for (int a = 0; a < st->k; a++)
        for (int b = 0; b < st->k; b++) {
            tally_t t = seat_tally(st, set_of(st, l, a, b), 0);
            n[a * st->k + b] = t.games - t.capped;
            y2[a * st->k + b] = 2 * t.wins + t.draws;
        }
    bt_input_t in = {.k = st->k, .n = n, .y2 = y2, .mom = lineup_mom(st, l), .home = 1};
    bt_fit(&in, &lf->fit);
    bt_rank(&lf->fit, 0.05, &lf->rank);
    for (int a = 0; a < st->k; a++) {
        int cells[2 * RATE_MAX][3], m = 0;
        for (int b = 0; b < st->k; b++) {
            if (b == a)
                continue;
            cells[m][0] = a, cells[m][1] = b, cells[m][2] = 0, m++;
            cells[m][0] = b, cells[m][1] = a, cells[m][2] = 1, m++;
        }
        share_of(st, l, (const int(*)[3])cells, m, &lf->field[a]);
    }
}

/* ---- card figures ---- */

typedef struct card_fig {
    int64_t games, drawn, played, decided, dn, dw, nn, nw, pn, pw, battles, bwon;
    double rate, rate_drawn, rate_not, diff, lo, hi, rate_played;
    int has_rate, has_drawn, has_not, has_diff, has_played;
} card_fig_t;

static void card_figures(const study_t *st, int cell, card_fig_t *f)
{
    const int64_t *t = st->res.extra + st->c0 + (size_t)cell * CT_WORDS;
    memset(f, 0, sizeof *f);
    f->games = t[CT_GAMES];
    f->drawn = t[CT_DRAWN];
    f->played = t[CT_PLAYED];
    f->decided = t[CT_DECIDED];
    f->dn = t[CT_DN];
    f->dw = t[CT_DW];
    f->nn = t[CT_DECIDED] - t[CT_DN];
    f->nw = t[CT_WINS] - t[CT_DW];
    f->pn = t[CT_PN];
    f->pw = t[CT_PW];
    f->battles = t[CT_BATTLES];
    f->bwon = t[CT_BWON];
    if ((f->has_rate = f->decided > 0))
        f->rate = (double)t[CT_WINS] / (double)f->decided;
    if ((f->has_drawn = f->dn > 0))
        f->rate_drawn = (double)f->dw / (double)f->dn;
    if ((f->has_not = f->nn > 0))
        f->rate_not = (double)f->nw / (double)f->nn;
    if ((f->has_played = f->pn > 0))
        f->rate_played = (double)f->pw / (double)f->pn;
    if (f->has_drawn && f->has_not) {
        /* the difference of two ratio estimators, clusters = game indices: the
         * variance of sum_i (dw_i - p1 dn_i) / DN - (nw_i - p2 nn_i) / NN */
        const int64_t *m = t + CT_M;
        double S[4][4];
        for (int q = 0; q < 10; q++) {
            S[moment_pairs[q][0]][moment_pairs[q][1]] = (double)m[q];
            S[moment_pairs[q][1]][moment_pairs[q][0]] = (double)m[q];
        }
        double p1 = f->rate_drawn, p2 = f->rate_not, DN = (double)f->dn, NN = (double)f->nn;
        double c[4] = {1 / DN, -p1 / DN, -1 / NN, p2 / NN};
        double var = 0;
        for (int u = 0; u < 4; u++)
            for (int v = 0; v < 4; v++)
                var += c[u] * c[v] * S[u][v];
        f->diff = p1 - p2;
        double half = Z95 * sqrt(fmax(0, var));
        f->lo = f->diff - half;
        f->hi = f->diff + half;
        f->has_diff = 1;
    }
}

/* ---- writing ---- */

typedef struct out_ctx {
    const study_t *st;
    const lineup_fit_t *fits;
} out_ctx_t;

static void ident_cells(csvw_t *w, const study_t *st, int l)
{
    csvw_text(w, st->g->id);
    csvw_int(w, (int64_t)st->seed);
    csvw_text(w, simulate_version);
    csvw_text(w, st->rules_text);
    csvw_text(w, st->inputs ? st->inputs : "");
    csvw_int(w, l + 1);
    csvw_text(w, st->lineup_text[l]);
}

#define IDENT_COLS "game,seed,version,rules,inputs,lineup,agents"

static void share_cells(csvw_t *w, const share_t *s, int fixed, int single)
{
    csvw_int(w, s->games);
    csvw_int(w, s->wins);
    csvw_int(w, s->draws);
    csvw_int(w, s->losses);
    csvw_int(w, s->capped);
    if (!s->ok) {
        for (int j = 0; j < 5; j++)
            csvw_empty(w);
        return;
    }
    csvw_num(w, s->p);
    if (fixed) {
        csvw_empty(w);
        csvw_empty(w);
    } else {
        csvw_num(w, s->lo);
        csvw_num(w, s->hi);
    }
    csvw_num(w, s->score);
    if (fixed)
        csvw_empty(w);
    else
        csvw_num(w, single ? 1.0 : s->deff);
}

static int fill_pairs(void *vctx, csvw_t *w)
{
    const out_ctx_t *c = vctx;
    const study_t *st = c->st;
    csvw_header(w, IDENT_COLS ",deck,opponent,seat,games,wins,draws,losses,capped,win_rate,"
                              "ci_low,ci_high,score,design_effect");
    for (int l = 0; l < st->L; l++)
        for (int a = 0; a < st->k; a++) {
            for (int b = 0; b <= st->k; b++) {
                /* b == k: the field (every other deck) */
                for (int seat = 0; seat < 3; seat++) {
                    int cells[2 * RATE_MAX][3], m = 0;
                    for (int o = 0; o < st->k; o++) {
                        if ((b < st->k && o != b) || (b == st->k && o == a))
                            continue;
                        if (seat != 1)
                            cells[m][0] = a, cells[m][1] = o, cells[m][2] = 0, m++;
                        if (seat != 0)
                            cells[m][0] = o, cells[m][1] = a, cells[m][2] = 1, m++;
                    }
                    share_t s;
                    share_of(st, l, (const int(*)[3])cells, m, &s);
                    ident_cells(w, st, l);
                    csvw_text(w, st->name[a]);
                    csvw_text(w, b < st->k ? st->name[b] : "all");
                    csvw_text(w, seat == 0 ? "1" : seat == 1 ? "2" : "all");
                    /* a mirror over both seats is half the decided games by construction */
                    share_cells(w, &s, b == a && seat == 2, m == 1);
                    csvw_end(w);
                }
            }
        }
    return w->err;
}

static void names_of(const study_t *st, uint32_t set, char *buf, size_t n)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int b = 0; b < st->k && len < n; b++)
        if (set >> b & 1)
            len += (size_t)snprintf(buf + len, n - len, "%s%s", len ? ";" : "", st->name[b]);
}

static int fill_ratings(void *vctx, csvw_t *w)
{
    const out_ctx_t *c = vctx;
    const study_t *st = c->st;
    csvw_header(w, IDENT_COLS ",deck,rank,rank_low,rank_high,strength,strength_low,"
                              "strength_high,strength_se,strength_se_model,elo,elo_low,elo_high,"
                              "field_games,field_wins,field_draws,field_losses,field_capped,"
                              "field_win_rate,field_ci_low,field_ci_high,stronger_than,"
                              "seat1_advantage,seat1_advantage_low,seat1_advantage_high,"
                              "converged,iterations,tau_lineup1,rank_moves");
    for (int l = 0; l < st->L; l++) {
        const lineup_fit_t *lf = &c->fits[l];
        const bt_fit_t *f = &lf->fit;
        for (int r = 1; r <= st->k; r++)
            for (int a = 0; a < st->k; a++) {
                if (lf->rank.rank[a] != r)
                    continue;
                ident_cells(w, st, l);
                csvw_text(w, st->name[a]);
                if (f->ok) {
                    double se = bt_se(f, a), th = f->theta[a];
                    csvw_int(w, lf->rank.rank[a]);
                    csvw_int(w, lf->rank.lo[a]);
                    csvw_int(w, lf->rank.hi[a]);
                    csvw_num(w, th);
                    csvw_num(w, th - Z95 * se);
                    csvw_num(w, th + Z95 * se);
                    csvw_num(w, se);
                    csvw_num(w, bt_se_model(f, a));
                    csvw_num(w, ELO_PER_LOGIT * th);
                    csvw_num(w, ELO_PER_LOGIT * (th - Z95 * se));
                    csvw_num(w, ELO_PER_LOGIT * (th + Z95 * se));
                } else {
                    for (int j = 0; j < 11; j++)
                        csvw_empty(w);
                }
                const share_t *s = &lf->field[a];
                csvw_int(w, s->games);
                csvw_int(w, s->wins);
                csvw_int(w, s->draws);
                csvw_int(w, s->losses);
                csvw_int(w, s->capped);
                if (s->ok) {
                    csvw_num(w, s->p);
                    csvw_num(w, s->lo);
                    csvw_num(w, s->hi);
                } else {
                    csvw_empty(w);
                    csvw_empty(w);
                    csvw_empty(w);
                }
                char names[4096];
                names_of(st, lf->rank.stronger[a], names, sizeof names);
                csvw_text(w, names);
                if (f->ok) {
                    double hs = bt_se_home(f);
                    csvw_num(w, f->h);
                    csvw_num(w, f->h - Z95 * hs);
                    csvw_num(w, f->h + Z95 * hs);
                } else {
                    csvw_empty(w);
                    csvw_empty(w);
                    csvw_empty(w);
                }
                csvw_int(w, f->ok);
                csvw_int(w, f->iterations);
                csvw_num(w, lf->tau_first);
                char mv[64] = "";
                size_t len = 0;
                for (int m = 0; m < st->L; m++)
                    if (lf->moves[a] >> m & 1)
                        len += (size_t)snprintf(mv + len, sizeof mv - len, "%s%d", len ? ";" : "",
                                                m + 1);
                csvw_text(w, mv);
                csvw_end(w);
            }
    }
    return w->err;
}

static int fill_cards(void *vctx, csvw_t *w)
{
    const out_ctx_t *c = vctx;
    const study_t *st = c->st;
    csvw_header(w, IDENT_COLS ",card,deck,games,games_drawn,games_played,decided,win_rate,"
                              "win_rate_drawn,win_rate_not_drawn,drawn_minus_not,"
                              "drawn_minus_not_low,drawn_minus_not_high,win_rate_played,"
                              "battles,battles_won,battle_win_rate");
    for (int l = 0; l < st->L; l++)
        for (int d = st->k; d >= 0; d--) /* all decks first, then each deck */
            for (int card = 0; card < st->C; card++) {
                card_fig_t f;
                card_figures(st, cell_of(st, l, d, card), &f);
                if (f.games == 0)
                    continue;
                ident_cells(w, st, l);
                csvw_text(w, st->g->cards->name(card));
                csvw_text(w, d < st->k ? st->name[d] : "all");
                csvw_int(w, f.games);
                csvw_int(w, f.drawn);
                csvw_int(w, f.played);
                csvw_int(w, f.decided);
                f.has_rate ? csvw_num(w, f.rate) : csvw_empty(w);
                f.has_drawn ? csvw_num(w, f.rate_drawn) : csvw_empty(w);
                f.has_not ? csvw_num(w, f.rate_not) : csvw_empty(w);
                if (f.has_diff) {
                    csvw_num(w, f.diff);
                    csvw_num(w, f.lo);
                    csvw_num(w, f.hi);
                } else {
                    csvw_empty(w);
                    csvw_empty(w);
                    csvw_empty(w);
                }
                f.has_played ? csvw_num(w, f.rate_played) : csvw_empty(w);
                csvw_int(w, f.battles);
                csvw_int(w, f.bwon);
                f.battles ? csvw_num(w, (double)f.bwon / (double)f.battles) : csvw_empty(w);
                csvw_end(w);
            }
    return w->err;
}

/* ---- the summary ---- */

/* Cards worth ranking: drawn and not drawn in at least this many decided games. */
#define CARD_MIN_GAMES 200

typedef struct ranked_card {
    int card, deck;
    double rel; /* the difference minus the mean over its deck's cards */
    card_fig_t f;
} ranked_card_t;

static int by_rel(const void *x, const void *y)
{
    const ranked_card_t *a = x, *b = y;
    if (a->rel != b->rel)
        return a->rel > b->rel ? -1 : 1;
    return a->deck != b->deck ? a->deck - b->deck : a->card - b->card;
}

/* The top and bottom cards of a lineup: each card in each deck that holds it, by its
 * difference (drawn minus in the deck but not drawn) relative to the mean over its
 * deck's cards. A card is drawn more often in longer games, and how long a deck's
 * games last goes with whether it wins, so every card of a deck shares a bias: the
 * deck's mean (printed first) takes it out. */
static void print_cards(const study_t *st, int l, FILE *f)
{
    ranked_card_t *rc = malloc((size_t)st->C * st->k * sizeof *rc);
    if (!rc)
        return;
    int n = 0;
    fprintf(f, "cards: win rate when drawn minus in the deck but not drawn, mean over each "
               "deck's cards:");
    for (int d = 0; d < st->k; d++) {
        double sum = 0;
        int m = 0, first = n;
        for (int card = 0; card < st->C; card++) {
            ranked_card_t *r = &rc[n];
            card_figures(st, cell_of(st, l, d, card), &r->f);
            if (!r->f.has_diff)
                continue;
            sum += r->f.diff;
            m++;
            r->card = card;
            r->deck = d;
            if (r->f.dn >= CARD_MIN_GAMES && r->f.nn >= CARD_MIN_GAMES)
                n++;
        }
        for (int j = first; j < n; j++)
            rc[j].rel = rc[j].f.diff - sum / m;
        if (m)
            fprintf(f, "%s %s %+.1f", d ? "," : "", st->name[d], 100 * sum / m);
    }
    fputc('\n', f);
    qsort(rc, (size_t)n, sizeof *rc, by_rel);
    int show = n < 10 ? n / 2 : 5;
    for (int part = 0; part < 2 && show > 0; part++) {
        fprintf(f, "  %s, against the deck's mean (the difference itself and its 95%% CI):\n",
                part == 0 ? "top" : "bottom");
        for (int j = 0; j < show; j++) {
            const ranked_card_t *r = &rc[part == 0 ? j : n - 1 - j];
            fprintf(f, "    %-26s %-16s %+5.1f (%+5.1f [%+5.1f, %+5.1f])\n",
                    st->g->cards->name(r->card), st->name[r->deck], 100 * r->rel,
                    100 * r->f.diff, 100 * r->f.lo, 100 * r->f.hi);
        }
    }
    free(rc);
}

static void print_summary(const study_t *st, const lineup_fit_t *fits, FILE *f)
{
    for (int l = 0; l < st->L; l++) {
        const lineup_fit_t *lf = &fits[l];
        const bt_fit_t *ft = &lf->fit;
        fprintf(f, "\nlineup %d (%s): %d decks, %lld games per ordered pair\n", l + 1,
                st->lineup_text[l], st->k, (long long)st->games);
        if (!ft->ok) {
            fprintf(f, "  the ratings did not converge (a deck won or lost every game?): see "
                       "the pairs CSV\n");
            continue;
        }
        fprintf(f, "%-5s %-7s %-24s %-22s %-24s %s\n", "rank", "range", "deck", "Elo [95% CI]",
                "field win% [95% CI]", "significantly stronger than");
        for (int r = 1; r <= st->k; r++)
            for (int a = 0; a < st->k; a++) {
                if (lf->rank.rank[a] != r)
                    continue;
                double th = ft->theta[a], se = bt_se(ft, a);
                char elo[48], field[48], range[16], names[1024];
                snprintf(elo, sizeof elo, "%+.0f [%+.0f, %+.0f]", ELO_PER_LOGIT * th,
                         ELO_PER_LOGIT * (th - Z95 * se), ELO_PER_LOGIT * (th + Z95 * se));
                const share_t *s = &lf->field[a];
                snprintf(field, sizeof field, "%.1f [%.1f, %.1f]", 100 * s->p, 100 * s->lo,
                         100 * s->hi);
                snprintf(range, sizeof range, "%d-%d", lf->rank.lo[a], lf->rank.hi[a]);
                names_of(st, lf->rank.stronger[a], names, sizeof names);
                for (char *p = names; *p; p++)
                    if (*p == ';')
                        *p = ',';
                fprintf(f, "%-5d %-7s %-24.24s %-22s %-24s %s\n", r, range, st->name[a], elo,
                        field, names[0] ? names : "-");
            }
        double hs = bt_se_home(ft);
        fprintf(f, "seat 1 advantage: %+.3f log-odds [%+.3f, %+.3f] (%+.0f Elo)\n", ft->h,
                ft->h - Z95 * hs, ft->h + Z95 * hs, ELO_PER_LOGIT * ft->h);
        if (st->cards)
            print_cards(st, l, f);
    }
    if (st->L > 1) {
        fprintf(f, "\nrank agreement between lineups (Kendall's tau-b of the strengths):\n");
        for (int l = 0; l < st->L; l++)
            for (int m = l + 1; m < st->L; m++)
                fprintf(f, "  lineup %d (%s) vs %d (%s): %.2f\n", l + 1, st->lineup_text[l],
                        m + 1, st->lineup_text[m],
                        kendall_tau_b(fits[l].fit.theta, fits[m].fit.theta, st->k));
    }
}

/* Lineups whose rank intervals of a deck do not overlap: the deck's place depends on
 * how the decks are played. */
static void rank_moves(const study_t *st, lineup_fit_t *fits)
{
    for (int l = 0; l < st->L; l++) {
        fits[l].tau_first = kendall_tau_b(fits[0].fit.theta, fits[l].fit.theta, st->k);
        for (int a = 0; a < st->k; a++)
            for (int m = 0; m < st->L; m++) {
                if (m == l || !fits[l].fit.ok || !fits[m].fit.ok)
                    continue;
                const bt_rank_t *x = &fits[l].rank, *y = &fits[m].rank;
                if (x->hi[a] < y->lo[a] || y->hi[a] < x->lo[a])
                    fits[l].moves[a] |= 1u << m;
            }
    }
}

static void warn_moves(const study_t *st, const lineup_fit_t *fits)
{
    for (int a = 0; a < st->k; a++)
        for (int l = 0; l < st->L; l++)
            for (int m = l + 1; m < st->L; m++)
                if (fits[l].moves[a] >> m & 1)
                    fprintf(stderr,
                            "simulate: warning: deck %s ranks %d (%d-%d) with %s but %d (%d-%d) "
                            "with %s: its place depends on how the decks are played\n",
                            st->name[a], fits[l].rank.rank[a], fits[l].rank.lo[a],
                            fits[l].rank.hi[a], st->lineup_text[l], fits[m].rank.rank[a],
                            fits[m].rank.lo[a], fits[m].rank.hi[a], st->lineup_text[m]);
}

/* ---- the plan ---- */

static int parse_lineup(const char *text, agent_cfg_t *agents)
{
    char buf[1024], err[CLI_ERRLEN];
    if (strlen(text) >= sizeof buf)
        return cli_fail("--agents: list too long");
    snprintf(buf, sizeof buf, "%s", text);
    int n = 0;
    char *save = NULL;
    for (char *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        tok = cli_trim(tok);
        if (n >= 2)
            return cli_fail("--agents %s: a deck study has two seats, one agent each", text);
        if (agent_spec_parse(tok, &agents[n], err, sizeof err))
            return cli_fail("%s", err);
        if (agents[n].type->hear)
            return cli_fail("--agents %s: a deck study plays thousands of games; a human "
                            "seat plays with --deck A --deck B", text);
        n++;
    }
    if (n != 2)
        return cli_fail("--agents %s: a deck study has two seats, one agent each (e.g. "
                        "greedy,greedy)", text);
    return 0;
}

/* Load every deck into a rules struct once: checks each file, prints its warnings. */
static int check_decks(study_t *st, const void *base)
{
    const game_t *g = st->g;
    char err[CLI_ERRLEN], warn[8192];
    void *r = malloc(g->rules_size);
    if (!r)
        return cli_fail("out of memory");
    int rc = 0;
    for (int a = 0; a < st->k && !rc; a++) {
        memcpy(r, base, g->rules_size);
        char key[64];
        snprintf(key, sizeof key, "%s1", g->deck_rule);
        if (rules_set(g, r, key, st->path[a], err, sizeof err) ||
            (g->rules_check && g->rules_check(r, 2, err, sizeof err))) {
            rc = cli_fail("--decks %s: %s", st->path[a], err);
            break;
        }
        if (g->cards->deck_warn && !st->quiet && g->cards->deck_warn(r, 0, warn, sizeof warn)) {
            char *save = NULL;
            for (char *line = strtok_r(warn, "\n", &save); line;
                 line = strtok_r(NULL, "\n", &save))
                fprintf(stderr, "simulate: warning: %s\n", line);
        }
        file_label(st->path[a], st->name[a], sizeof st->name[a]);
        for (int b = 0; b < a; b++)
            if (strcmp(st->name[a], st->name[b]) == 0)
                rc = cli_fail("--decks: two decks are called '%s' (%s and %s): rename one",
                              st->name[a], st->path[b], st->path[a]);
        if (file_hash(st->path[a], st->hash[a]))
            snprintf(st->hash[a], sizeof st->hash[a], "unreadable");
    }
    free(r);
    return rc;
}

static int build_settings(study_t *st, const void *base)
{
    const game_t *g = st->g;
    char err[CLI_ERRLEN], k1[64], k2[64];
    snprintf(k1, sizeof k1, "%s1", g->deck_rule);
    snprintf(k2, sizeof k2, "%s2", g->deck_rule);
    st->rules = calloc((size_t)st->S, g->rules_size);
    st->setting = calloc((size_t)st->S, sizeof *st->setting);
    st->agents = calloc((size_t)st->S * 2, sizeof *st->agents);
    if (!st->rules || !st->setting || !st->agents)
        return cli_fail("out of memory");
    for (int s = 0; s < st->S; s++) {
        int l = s / st->SK, a = (s % st->SK) / st->k, b = s % st->k;
        void *r = st->rules + (size_t)s * g->rules_size;
        if (s >= st->SK) { /* another lineup: the same rules as lineup 1's setting */
            memcpy(r, st->rules + (size_t)(s % st->SK) * g->rules_size, g->rules_size);
        } else {
            memcpy(r, base, g->rules_size);
            if (rules_set(g, r, k1, st->path[a], err, sizeof err) ||
                rules_set(g, r, k2, st->path[b], err, sizeof err) ||
                (g->rules_check && g->rules_check(r, 2, err, sizeof err)))
                return cli_fail("--decks %s against %s: %s", st->name[a], st->name[b], err);
        }
        st->setting[s] = r;
        st->agents[2 * s] = st->lineup[l][0];
        st->agents[2 * s + 1] = st->lineup[l][1];
    }
    return 0;
}

static void free_study(study_t *st)
{
    free(st->rules);
    free(st->setting);
    free(st->agents);
    free(st->inputs);
    run_result_free(&st->res);
}

/* The inputs column: the game's data and rules files (as a run's CSV has them), and
 * every deck of the study by name and content hash. */
static int describe_inputs(study_t *st, options_t *o, const void *base)
{
    sweep_t sw;
    memset(&sw, 0, sizeof sw);
    int rc = sweep_build(&sw, st->g, base, 2, st->lineup[0], NULL, 0, NULL);
    if (rc) {
        sweep_free(&sw);
        return rc;
    }
    if (sweep_describe(&sw, st->g, 2, o)) {
        sweep_free(&sw);
        return cli_fail("out of memory");
    }
    size_t cap = (sw.inputs ? strlen(sw.inputs) : 0) + (size_t)st->k * 120 + 16;
    st->inputs = malloc(cap);
    if (!st->inputs) {
        sweep_free(&sw);
        return cli_fail("out of memory");
    }
    size_t len = (size_t)snprintf(st->inputs, cap, "%s", sw.inputs ? sw.inputs : "");
    for (int a = 0; a < st->k && len < cap; a++)
        len += (size_t)snprintf(st->inputs + len, cap - len, "%sdeck=%s@%s", len ? ";" : "",
                                st->name[a], st->hash[a]);
    sweep_free(&sw);
    return 0;
}

int decks_main(const game_t *g, options_t *o)
{
    static study_t st;
    static lineup_fit_t fits[LINEUPS_MAX];
    static char paths[DECKS_MAX][1024];
    memset(&st, 0, sizeof st);
    memset(fits, 0, sizeof fits);
    st.g = g;
    int rc = 0;
    if (!g->cards || !g->cards->count || !g->deck_rule)
        return cli_fail("--decks: game %s has no decks to study", g->id);
    if (o->ndecks)
        return cli_fail("--decks plays every deck in both seats: --deck cannot be given too");
    if (o->nsweeps)
        return cli_fail("--decks and --sweep cannot be combined (the decks are the settings)");
    if (o->trace)
        return cli_fail("--decks takes no --trace (trace one pairing with --deck A --deck B)");
    if (o->steps)
        return cli_fail("--steps is for the deck optimiser (--optimise)");
    if (!o->nlineups)
        return cli_fail("--agents is required, e.g. --agents greedy,greedy (give --agents "
                        "several times for several lineups)");
    if (!o->games)
        return cli_fail("-n is required: the games per ordered pair of decks, e.g. -n 1e4");
    st.L = o->nlineups;
    for (int l = 0; l < st.L; l++) {
        if ((rc = parse_lineup(o->lineups[l], st.lineup[l])))
            return rc;
        snprintf(st.lineup_text[l], sizeof st.lineup_text[l], "%s,%s", st.lineup[l][0].spec,
                 st.lineup[l][1].spec);
    }
    if (g->min_players > 2 || g->max_players < 2)
        return cli_fail("--decks: game %s is not for two players", g->id);
    if (cli_parse_count(o->games, &st.games))
        return cli_fail("-n '%s': expected a whole number of games of at least 1", o->games);
    if (st.games % 2)
        st.games++; /* agents rotate over the seats */
    st.seed = 1;
    if (o->seed && cli_parse_seed(o->seed, &st.seed))
        return cli_fail("--seed '%s': expected a non-negative whole number", o->seed);
    if (o->threads) {
        char *end;
        long t = strtol(o->threads, &end, 10);
        if (*end || t < 1 || t > 1024)
            return cli_fail("--threads '%s': expected a whole number from 1 to 1024",
                            o->threads);
        st.threads = (int)t;
    }
    st.quiet = o->quiet;
    st.cards = !o->no_cards;
    st.k = decks_list(o->decks, paths, DECKS_MAX);
    if (st.k < 0)
        return 2;
    if (st.k < 2)
        return cli_fail("--decks %s: a round robin needs at least two decks", o->decks);
    for (int a = 0; a < st.k; a++)
        snprintf(st.path[a], sizeof st.path[a], "%s", paths[a]);
    char err[CLI_ERRLEN];
    if (g->init && g->init(err, sizeof err))
        return cli_fail("%s", err);
    void *base = calloc(1, g->rules_size);
    if (!base)
        return cli_fail("out of memory");
    rules_defaults(g, base);
    if ((rc = cli_apply_rules(g, base, o)) || (rc = check_decks(&st, base)) ||
        (rc = describe_inputs(&st, o, base))) {
        free(base);
        free_study(&st);
        return rc;
    }
    cli_rules_text(o, st.rules_text, sizeof st.rules_text);
    layout(&st);
    rc = build_settings(&st, base);
    free(base);
    if (rc) {
        free_study(&st);
        return rc;
    }
    /* the outputs: where they go (checked before the run, when this process writes
     * them) */
    char out[4096], rat[4200], crd[4200];
    if (o->out)
        snprintf(out, sizeof out, "%s", o->out);
    else {
        char who[600];
        snprintf(who, sizeof who, "decks-%s", o->lineups[0]);
        output_default_path(out, sizeof out, g, who, st.games, st.seed);
        mkdir("results", 0777);
    }
    decks_companion(out, "-ratings", rat, sizeof rat);
    decks_companion(out, "-cards", crd, sizeof crd);
    const char *outs[3] = {out, rat, crd};
    run_extra_t x = {
        .words = st.words,
        .scratch = st.scratch,
        .ctx = &st,
        .sink = x_sink,
        .begin = x_begin,
        .game = x_game,
        .index = x_index,
    };
    run_spec_t spec = {
        .game = g,
        .players = 2,
        .nsettings = st.S,
        .rules = st.setting,
        .baseline = 0,
        .agents = st.lineup[0],
        .setting_agents = st.agents,
        .games = st.games,
        .seed = st.seed,
        .threads = st.threads,
        .progress = !st.quiet,
        .extra = &x,
    };
    uint64_t need = run_memory_bytes(&spec, st.threads);
    if (need > 4000000000ULL) {
        free_study(&st);
        return cli_fail("this study's tallies may need up to %.1f GB: fewer decks, lineups or "
                        "--threads", (double)need / 1e9);
    }
    /* shards, tally files, checkpoints, MPI ranks, merge (shard.h); the tally of a
     * shard goes beside the pairs CSV it would have written */
    static shard_run_t dist;
    if ((rc = shard_prepare(&dist, o, &spec, st.inputs, out))) {
        shard_free(&dist);
        free_study(&st);
        return rc;
    }
    const int want_csv = dist.want_csv;
    for (int j = 0; want_csv && j < (st.cards ? 3 : 2); j++) {
        if ((rc = decks_check_out(outs[j], g, o))) {
            shard_free(&dist);
            free_study(&st);
            return rc;
        }
    }
    rc = shard_play(&dist, &spec, &st.res, err, sizeof err);
    if (rc) {
        if (rc == 1)
            cli_error("internal error: %s", err);
        else
            cli_messages++; /* shard_play said why */
        shard_free(&dist);
        free_study(&st);
        return rc;
    }
    if (!want_csv) { /* a shard without -o, an MPI rank above 0, a merge into a tally */
        rc = shard_finish(&dist, &st.res);
        if (rc)
            cli_messages++; /* shard_finish said why */
        shard_free(&dist);
        free_study(&st);
        return rc;
    }
    for (int l = 0; l < st.L; l++)
        fit_lineup(&st, l, &fits[l]);
    rank_moves(&st, fits);
    if (!st.quiet) {
        if (o->merge)
            printf("%s deck study: %d decks, %d ordered pairs, %d lineup%s, %lld games per "
                   "pair, seed %llu: merged from %d tally files\n",
                   g->id, st.k, st.SK, st.L, st.L > 1 ? "s" : "", (long long)st.games,
                   (unsigned long long)st.seed, o->nmerge);
        else
            printf("%s deck study: %d decks, %d ordered pairs, %d lineup%s, %lld games per "
                   "pair, seed %llu, %d threads: %.2f s, %.0f games/s\n",
                   g->id, st.k, st.SK, st.L, st.L > 1 ? "s" : "", (long long)st.games,
                   (unsigned long long)st.seed, st.res.threads, st.res.seconds,
                   st.res.seconds > 0 ? (double)st.games * st.S / st.res.seconds : 0);
        print_summary(&st, fits, stdout);
        fflush(stdout);
    }
    warn_moves(&st, fits);
    out_ctx_t ctx = {&st, fits};
    rc = decks_write(out, fill_pairs, &ctx, st.quiet);
    if (!rc)
        rc = decks_write(rat, fill_ratings, &ctx, st.quiet);
    if (!rc && st.cards)
        rc = decks_write(crd, fill_cards, &ctx, st.quiet);
    if (!rc && (rc = shard_finish(&dist, &st.res)))
        cli_messages++; /* shard_finish said why */
    shard_free(&dist);
    free_study(&st);
    return rc;
}
