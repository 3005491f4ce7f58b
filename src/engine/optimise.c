/* optimise.c - the deck optimiser (optimise.h) and `simulate --optimise DECK --decks
 * FIELD`. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "optimise.h"
#include "output.h"
#include "registry.h"
#include "rules.h"
#include "runner.h"
#include "stats.h"
#include "sweep.h"
#include "trace.h"

int opt_paired(int64_t n, double sum, double sum2, double *mean, double *lo, double *hi)
{
    *mean = *lo = *hi = 0;
    if (n < 2)
        return 0;
    *mean = sum / (double)n;
    double var = (sum2 - sum * sum / (double)n) / (double)(n - 1);
    double se = sqrt(fmax(0, var) / (double)n);
    *lo = *mean - Z95 * se;
    *hi = *mean + Z95 * se;
    return *lo > 0 ? 1 : *hi < 0 ? -1 : 0;
}

static uint64_t mix64(uint64_t x)
{
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

/* The seed of one run of the optimiser: kind 0 racing, 1 confirmation, 2 final. */
static uint64_t run_seed(uint64_t seed, int step, int round, int kind)
{
    return mix64(seed ^ mix64(((uint64_t)step << 32) | ((uint64_t)round << 8) | (uint64_t)kind));
}

/* ---- one evaluation run: decks[0] (the reference) and decks[1..] against the field ---- */

typedef struct deck_stat {
    int64_t games, wins, draws, losses, capped;
    int64_t nidx;        /* game indices paired with the reference */
    double sum, sum2;    /* of the per-index difference with the reference, half points */
} deck_stat_t;

typedef struct eval {
    const opt_spec_t *sp;
    int nd, F, S;
    int8_t dummy;
} eval_t;

typedef struct eval_scratch {
    int8_t y[1]; /* [S]: half points of the deck of setting s, -1 when capped */
} eval_scratch_t;

static void ev_game(void *ctx, void *sc, int64_t *tally, int s, int64_t i, const outcome_t *o)
{
    (void)ctx;
    (void)tally;
    (void)i;
    int seat = s & 1; /* order 0: the deck in seat 1; order 1: in seat 2 */
    int8_t *y = sc;
    y[s] = (int8_t)(o->capped ? -1
                    : o->result[seat] == RESULT_WIN ? 2
                    : o->result[seat] == RESULT_DRAW ? 1 : 0);
}

static void ev_index(void *ctx, void *sc, int64_t *tally, int64_t i)
{
    const eval_t *ev = ctx;
    const int8_t *y = sc;
    (void)i;
    const int per = 2 * ev->F;
    for (int d = 1; d < ev->nd; d++) {
        int64_t dsum = 0;
        int used = 0;
        for (int j = 0; j < per; j++) {
            int a = y[d * per + j], b = y[j];
            if (a < 0 || b < 0)
                continue;
            dsum += a - b;
            used = 1;
        }
        if (!used)
            continue;
        int64_t *t = tally + 3 * d;
        t[0] += dsum;
        t[1] += dsum * dsum;
        t[2]++;
    }
}

/* Play decks[0..nd) (card lists) against the field, `games` per field deck and seat
 * order, seeded `seed`; add each deck's figures to stat[] (stat[0]: the reference's
 * own games only). Returns games played, or -1 with err. */
static int64_t evaluate_decks(const opt_spec_t *sp, const int (*decks)[OPT_MAX_DECK],
                              const char *const *labels, int nd, int64_t games, uint64_t seed,
                              uint64_t key, deck_stat_t *stat, char *err, size_t errn)
{
    const game_t *g = sp->g;
    const int F = sp->nfield, S = nd * F * 2;
    char *rules = calloc((size_t)S, g->rules_size);
    const void **set = calloc((size_t)S, sizeof *set);
    if (!rules || !set) {
        free(rules);
        free(set);
        snprintf(err, errn, "out of memory");
        return -1;
    }
    for (int d = 0; d < nd; d++)
        for (int f = 0; f < F; f++)
            for (int o = 0; o < 2; o++) {
                int s = (d * F + f) * 2 + o;
                void *r = rules + (size_t)s * g->rules_size;
                memcpy(r, sp->rules, g->rules_size);
                if (g->cards->deck_put(r, o, decks[d], sp->n, labels[d], key, err, errn) ||
                    g->cards->deck_put(r, 1 - o, sp->field[f], sp->field_n[f],
                                       sp->field_name[f], 0, err, errn) ||
                    (g->rules_check && g->rules_check(r, 2, err, errn))) {
                    free(rules);
                    free(set);
                    return -1;
                }
                set[s] = r;
            }
    eval_t ev = {.sp = sp, .nd = nd, .F = F, .S = S};
    run_extra_t x = {
        .words = (size_t)3 * nd,
        .scratch = (size_t)S,
        .ctx = &ev,
        .game = ev_game,
        .index = ev_index,
    };
    run_spec_t spec = {
        .game = g,
        .players = 2,
        .nsettings = S,
        .rules = set,
        .baseline = 0,
        .agents = sp->agents,
        .games = games,
        .seed = seed,
        .threads = sp->threads,
        .extra = &x,
    };
    run_result_t res;
    if (run_games(&spec, &res, err, errn)) {
        free(rules);
        free(set);
        return -1;
    }
    for (int d = 0; d < nd; d++) {
        deck_stat_t *st = &stat[d];
        for (int f = 0; f < F; f++)
            for (int o = 0; o < 2; o++)
                for (int a = 0; a < 2; a++) {
                    const tally_t *t = run_cell(&res, (d * F + f) * 2 + o, a, o);
                    st->games += t->games;
                    st->wins += t->wins;
                    st->draws += t->draws;
                    st->losses += t->losses;
                    st->capped += t->capped;
                }
        if (d > 0) {
            const int64_t *t = res.extra + 3 * d;
            st->sum += (double)t[0];
            st->sum2 += (double)t[1];
            st->nidx += t[2];
        }
    }
    run_result_free(&res);
    free(rules);
    free(set);
    return games * S;
}

/* ---- the log ---- */

static double score_of(const deck_stat_t *s)
{
    int64_t dec = s->games - s->capped;
    return dec > 0 ? ((double)s->wins + 0.5 * (double)s->draws) / (double)dec : NAN;
}

/* The mean per-game score difference with the reference and its interval: the
 * per-index sums are in half points over 2F games. */
static int stat_diff(const deck_stat_t *s, int F, double *m, double *lo, double *hi)
{
    double u = 1.0 / (4.0 * F);
    return opt_paired(s->nidx, s->sum * u, s->sum2 * u * u, m, lo, hi);
}

static void log_row(csvw_t *w, const opt_spec_t *sp, int step, int round, const char *what,
                    const char *out_card, const char *in_card, const deck_stat_t *s, int diff,
                    const char *status)
{
    if (!w)
        return;
    char agents[2 * AGENT_SPEC_MAX + 2];
    snprintf(agents, sizeof agents, "%s,%s", sp->agents[0].spec, sp->agents[1].spec);
    csvw_text(w, sp->g->id);
    csvw_int(w, (int64_t)sp->seed);
    csvw_text(w, simulate_version);
    csvw_text(w, agents);
    csvw_text(w, sp->name);
    csvw_int(w, step);
    csvw_int(w, round);
    csvw_text(w, what);
    csvw_text(w, out_card);
    csvw_text(w, in_card);
    csvw_int(w, s->games);
    csvw_int(w, s->wins);
    csvw_int(w, s->draws);
    csvw_int(w, s->losses);
    csvw_int(w, s->capped);
    int64_t dec = s->games - s->capped;
    if (dec > 0) {
        double lo, hi;
        wilson95(s->wins, dec, &lo, &hi);
        csvw_num(w, (double)s->wins / (double)dec);
        csvw_num(w, lo);
        csvw_num(w, hi);
        csvw_num(w, score_of(s));
    } else {
        for (int j = 0; j < 4; j++)
            csvw_empty(w);
    }
    double m, lo, hi;
    if (diff && s->nidx >= 2) {
        stat_diff(s, sp->nfield, &m, &lo, &hi);
        csvw_int(w, s->nidx);
        csvw_num(w, m);
        csvw_num(w, lo);
        csvw_num(w, hi);
    } else {
        for (int j = 0; j < 4; j++)
            csvw_empty(w);
    }
    csvw_text(w, status);
    csvw_end(w);
}

#define LOG_COLS                                                                             \
    "game,seed,version,agents,deck,step,round,candidate,card_out,card_in,games,wins,draws,"  \
    "losses,capped,win_rate,ci_low,ci_high,score,paired_indices,score_diff,score_diff_low,"   \
    "score_diff_high,status"

/* ---- the steps ---- */

typedef struct cand {
    int pos, card;   /* the swap: position pos of the incumbent gets card */
    deck_stat_t st;
    int alive;
} cand_t;

static int by_mean(const void *x, const void *y, void *F)
{
    (void)F;
    const cand_t *a = *(cand_t *const *)x, *b = *(cand_t *const *)y;
    double ma = a->st.nidx ? a->st.sum / (double)a->st.nidx : 0;
    double mb = b->st.nidx ? b->st.sum / (double)b->st.nidx : 0;
    if (ma != mb)
        return ma > mb ? -1 : 1;
    return (a->pos * 1024 + a->card) - (b->pos * 1024 + b->card);
}

/* qsort with a context, portable: sort pointers by by_mean. */
static void sort_cands(cand_t **c, int n)
{
    for (int i = 1; i < n; i++) { /* insertion sort: n is at most a few thousand */
        cand_t *v = c[i];
        int j = i - 1;
        while (j >= 0 && by_mean(&c[j], &v, NULL) > 0) {
            c[j + 1] = c[j];
            j--;
        }
        c[j + 1] = v;
    }
}

static void cand_label(const opt_spec_t *sp, const int *deck, const cand_t *c, char *buf,
                       size_t n)
{
    snprintf(buf, n, "%s -> %s", sp->g->cards->name(deck[c->pos]), sp->g->cards->name(c->card));
}

int optimise_run(const opt_spec_t *sp, opt_result_t *res, csvw_t *log, char *err, size_t errn)
{
    const game_t *g = sp->g;
    const game_cards_t *gc = g->cards;
    memset(res, 0, sizeof *res);
    if (!gc || !gc->deck_put || !gc->category || !gc->count) {
        snprintf(err, errn, "game %s has no decks to optimise", g->id);
        return 1;
    }
    const int F = sp->nfield, ncards = gc->count();
    int inc[OPT_MAX_DECK];
    memcpy(inc, sp->start, (size_t)sp->n * sizeof *inc);
    /* one shuffle key for the starting deck and every deck derived from it (mirrored
     * deals: a candidate is dealt like the incumbent where its new card does not come
     * up); a hash of the starting cards, never 0 (which deck_put reads as "from the
     * cards") */
    uint64_t key = 0;
    for (int j = 0; j < sp->n; j++)
        key = mix64(key ^ (uint64_t)(sp->start[j] + 1) * 0x9e3779b97f4a7c15ULL);
    key |= 1;
    if (log)
        csvw_header(log, LOG_COLS);
    cand_t *cands = malloc((size_t)sp->n * (size_t)ncards * sizeof *cands);
    cand_t **order = malloc((size_t)sp->n * (size_t)ncards * sizeof *order);
    int (*decks)[OPT_MAX_DECK] = malloc((OPT_CHUNK + 1) * sizeof *decks);
    char (*labels)[128] = malloc((OPT_CHUNK + 1) * sizeof *labels);
    const char **lp = malloc((OPT_CHUNK + 1) * sizeof *lp);
    void *chk = malloc(g->rules_size);
    deck_stat_t *cst = malloc((OPT_CHUNK + 1) * sizeof *cst);
    int rc = 0;
    if (!cands || !order || !decks || !labels || !lp || !chk || !cst) {
        snprintf(err, errn, "out of memory");
        rc = 1;
        goto done;
    }
    for (int j = 0; j <= OPT_CHUNK; j++)
        lp[j] = labels[j];
    int64_t largest = OPT_CONFIRM_MIN; /* the largest confirmation, per pairing */
    for (int step = 1; step <= sp->max_steps && !rc; step++) {
        /* the candidates: legal single swaps within a category */
        int nc = 0;
        for (int pos = 0; pos < sp->n; pos++)
            for (int card = 0; card < ncards; card++) {
                if (card == inc[pos] || gc->category(card) != gc->category(inc[pos]))
                    continue;
                int held = 0;
                for (int j = 0; j < sp->n; j++)
                    held |= inc[j] == card;
                if (held)
                    continue;
                int trial[OPT_MAX_DECK];
                memcpy(trial, inc, (size_t)sp->n * sizeof *trial);
                trial[pos] = card;
                memcpy(chk, sp->rules, g->rules_size);
                char e2[256];
                if (gc->deck_put(chk, 0, trial, sp->n, sp->name, key, e2, sizeof e2) ||
                    (g->rules_check && g->rules_check(chk, 2, e2, sizeof e2)))
                    continue;
                cands[nc] = (cand_t){.pos = pos, .card = card, .alive = 1};
                order[nc] = &cands[nc];
                nc++;
            }
        if (nc == 0)
            break;
        deck_stat_t inc_stat;
        memset(&inc_stat, 0, sizeof inc_stat);
        int alive = nc;
        int64_t per = sp->n0;
        int round;
        for (round = 0; round < OPT_MAX_ROUNDS && alive > 1 && !rc; round++) {
            uint64_t seed = run_seed(sp->seed, step, round, 0);
            int done_chunk = 0;
            /* the survivors in candidate order, in chunks, each with the incumbent */
            for (int start = 0; start < nc && !rc;) {
                int m = 0;
                int idx[OPT_CHUNK];
                memcpy(decks[0], inc, (size_t)sp->n * sizeof *inc);
                snprintf(labels[0], sizeof labels[0], "%s", sp->name);
                while (start < nc && m < OPT_CHUNK) {
                    if (cands[start].alive) {
                        idx[m] = start;
                        memcpy(decks[m + 1], inc, (size_t)sp->n * sizeof *inc);
                        decks[m + 1][cands[start].pos] = cands[start].card;
                        cand_label(sp, inc, &cands[start], labels[m + 1], sizeof labels[m + 1]);
                        m++;
                    }
                    start++;
                }
                if (m == 0)
                    break;
                memset(cst, 0, (size_t)(m + 1) * sizeof *cst);
                int64_t played = evaluate_decks(sp, (const int(*)[OPT_MAX_DECK])decks, lp,
                                                m + 1, per, seed, key, cst, err, errn);
                if (played < 0) {
                    rc = 1;
                    break;
                }
                res->games += played;
                for (int j = 0; j < m; j++) {
                    deck_stat_t *t = &cands[idx[j]].st;
                    t->games += cst[j + 1].games;
                    t->wins += cst[j + 1].wins;
                    t->draws += cst[j + 1].draws;
                    t->losses += cst[j + 1].losses;
                    t->capped += cst[j + 1].capped;
                    t->sum += cst[j + 1].sum;
                    t->sum2 += cst[j + 1].sum2;
                    t->nidx += cst[j + 1].nidx;
                }
                if (!done_chunk) { /* the incumbent's own games, once per round */
                    inc_stat.games += cst[0].games;
                    inc_stat.wins += cst[0].wins;
                    inc_stat.draws += cst[0].draws;
                    inc_stat.losses += cst[0].losses;
                    inc_stat.capped += cst[0].capped;
                    done_chunk = 1;
                }
            }
            if (rc)
                break;
            /* drop the clearly worse, then keep the better half */
            int n_alive = 0;
            for (int c = 0; c < nc; c++) {
                if (!cands[c].alive)
                    continue;
                double m, lo, hi;
                stat_diff(&cands[c].st, F, &m, &lo, &hi);
                if (cands[c].st.nidx >= 2 && hi < 0) {
                    cands[c].alive = 0;
                    char lab[128];
                    cand_label(sp, inc, &cands[c], lab, sizeof lab);
                    log_row(log, sp, step, round, lab, gc->name(inc[cands[c].pos]),
                            gc->name(cands[c].card), &cands[c].st, 1, "dropped: below");
                } else {
                    order[n_alive++] = &cands[c];
                }
            }
            sort_cands(order, n_alive);
            int keep = n_alive > 1 ? (n_alive + 1) / 2 : n_alive;
            for (int j = 0; j < n_alive; j++) {
                cand_t *c = order[j];
                char lab[128];
                cand_label(sp, inc, c, lab, sizeof lab);
                if (j >= keep)
                    c->alive = 0;
                log_row(log, sp, step, round, lab, gc->name(inc[c->pos]), gc->name(c->card),
                        &c->st, 1, j >= keep ? "dropped: lower half" : "kept");
            }
            log_row(log, sp, step, round, "incumbent", "", "", &inc_stat, 0, "incumbent");
            alive = keep;
            if (sp->verbose)
                fprintf(stderr, "optimise: step %d round %d: %lld games per pairing, %d of %d "
                                "candidates left (%lld games so far)\n",
                        step, round, (long long)per, alive, nc, (long long)res->games);
            per *= 2;
        }
        if (rc || alive < 1)
            break;
        /* the best survivor, confirmed on fresh indices */
        cand_t *best = NULL;
        for (int c = 0; c < nc; c++)
            if (cands[c].alive) {
                if (!best || by_mean(&(cand_t *){&cands[c]}, &best, NULL) < 0)
                    best = &cands[c];
            }
        if (!best)
            break;
        int64_t confirm = per / 2 > OPT_CONFIRM_MIN ? per / 2 : OPT_CONFIRM_MIN;
        if (confirm > largest)
            largest = confirm;
        memcpy(decks[0], inc, (size_t)sp->n * sizeof *inc);
        memcpy(decks[1], inc, (size_t)sp->n * sizeof *inc);
        decks[1][best->pos] = best->card;
        snprintf(labels[0], sizeof labels[0], "%s", sp->name);
        cand_label(sp, inc, best, labels[1], sizeof labels[1]);
        memset(cst, 0, 2 * sizeof *cst);
        int64_t played = evaluate_decks(sp, (const int(*)[OPT_MAX_DECK])decks, lp, 2, confirm,
                                        run_seed(sp->seed, step, 0, 1), key, cst, err, errn);
        if (played < 0) {
            rc = 1;
            break;
        }
        res->games += played;
        double m, lo, hi;
        int verdict = stat_diff(&cst[1], F, &m, &lo, &hi);
        log_row(log, sp, step, round, "incumbent", "", "", &cst[0], 0, "confirmation: incumbent");
        log_row(log, sp, step, round, labels[1], gc->name(inc[best->pos]), gc->name(best->card),
                &cst[1], 1, verdict > 0 ? "accepted" : "rejected");
        res->steps = step;
        if (sp->verbose)
            fprintf(stderr, "optimise: step %d: %s %s, %+.2f points [%+.2f, %+.2f] against the "
                            "field on %lld fresh games per pairing\n",
                    step, labels[1], verdict > 0 ? "accepted" : "rejected", 100 * m, 100 * lo,
                    100 * hi, (long long)confirm);
        if (verdict <= 0)
            break;
        inc[best->pos] = best->card;
        res->accepted++;
    }
    if (!rc) {
        /* the final deck against the starting deck, on fresh indices */
        memcpy(res->cards, inc, (size_t)sp->n * sizeof *inc);
        res->n = sp->n;
        int64_t fin = largest;
        memcpy(decks[0], sp->start, (size_t)sp->n * sizeof *inc);
        memcpy(decks[1], inc, (size_t)sp->n * sizeof *inc);
        snprintf(labels[0], sizeof labels[0], "%s", sp->name);
        snprintf(labels[1], sizeof labels[1], "%s (optimised)", sp->name);
        memset(cst, 0, 2 * sizeof *cst);
        int64_t played = evaluate_decks(sp, (const int(*)[OPT_MAX_DECK])decks, lp, 2, fin,
                                        run_seed(sp->seed, 0, 0, 2), key, cst, err, errn);
        if (played < 0) {
            rc = 1;
        } else {
            res->games += played;
            res->final_games = cst[1].games;
            res->start_score = score_of(&cst[0]);
            res->final_score = score_of(&cst[1]);
            stat_diff(&cst[1], F, &res->diff, &res->lo, &res->hi);
            log_row(log, sp, 0, 0, "start", "", "", &cst[0], 0, "final measure: start");
            log_row(log, sp, 0, 0, "final", "", "", &cst[1], 1, "final measure: final");
        }
    }
done:
    free(cands);
    free(order);
    free(decks);
    free(labels);
    free(lp);
    free(chk);
    free(cst);
    return rc;
}

/* ---- the command ---- */

typedef struct log_ctx {
    const opt_spec_t *sp;
    opt_result_t *res;
    char err[CLI_ERRLEN];
    int failed;
} log_ctx_t;

static int fill_log(void *vctx, csvw_t *w)
{
    log_ctx_t *c = vctx;
    if (optimise_run(c->sp, c->res, w, c->err, sizeof c->err)) {
        c->failed = 1;
        return 1;
    }
    return w->err;
}

/* A deck file's cards through the game's own loader (its warnings on stderr unless
 * quiet). */
static int load_cards(const game_t *g, const void *base, const char *path, int *cards, int *n,
                      int quiet)
{
    char err[CLI_ERRLEN], key[64];
    void *r = malloc(g->rules_size);
    if (!r)
        return cli_fail("out of memory");
    memcpy(r, base, g->rules_size);
    snprintf(key, sizeof key, "%s1", g->deck_rule);
    int rc = 0;
    if (rules_set(g, r, key, path, err, sizeof err) ||
        (g->rules_check && g->rules_check(r, 2, err, sizeof err)))
        rc = cli_fail("%s: %s", path, err);
    else if ((*n = g->cards->deck_get(r, 0, cards, OPT_MAX_DECK)) > OPT_MAX_DECK)
        rc = cli_fail("%s: more than %d cards", path, OPT_MAX_DECK);
    char warn[8192];
    if (!rc && !quiet && g->cards->deck_warn && g->cards->deck_warn(r, 0, warn, sizeof warn)) {
        char *save = NULL;
        for (char *l = strtok_r(warn, "\n", &save); l; l = strtok_r(NULL, "\n", &save))
            fprintf(stderr, "simulate: warning: %s\n", l);
    }
    free(r);
    return rc;
}

static int write_deck(const char *path, const opt_spec_t *sp, const opt_result_t *res,
                      const char *start_path)
{
    out_file_t of;
    int rc = decks_open(&of, path);
    if (rc)
        return rc;
    FILE *f = of.f;
    const game_cards_t *gc = sp->g->cards;
    fprintf(f, "# %s, optimised by simulate --optimise %s (agents %s,%s, seed %llu): %d "
               "swap%s\n",
            sp->name, start_path, sp->agents[0].spec, sp->agents[1].spec,
            (unsigned long long)sp->seed, res->accepted, res->accepted == 1 ? "" : "s");
    for (int j = 0; j < res->n; j++)
        if (res->cards[j] != sp->start[j])
            fprintf(f, "# swapped: -%s +%s\n", gc->name(sp->start[j]), gc->name(res->cards[j]));
    for (int j = 0; j < res->n; j++)
        fprintf(f, "%s\n", gc->name(res->cards[j]));
    return output_commit(&of);
}

int optimise_main(const game_t *g, options_t *o)
{
    static opt_spec_t sp;
    static char paths[DECKS_MAX][1024];
    static char fname[OPT_MAX_FIELD][64];
    char name[64];
    memset(&sp, 0, sizeof sp);
    sp.g = g;
    int rc;
    if (!g->cards || !g->cards->deck_put || !g->deck_rule)
        return cli_fail("--optimise: game %s has no decks to optimise", g->id);
    if (!o->decks)
        return cli_fail("--optimise needs the field to play against: --decks FILES_OR_DIR");
    if (o->ndecks || o->nsweeps || o->trace)
        return cli_fail("--optimise takes no --deck, --sweep or --trace");
    if (o->nlineups != 1)
        return cli_fail("--optimise takes one --agents lineup, e.g. --agents greedy,greedy");
    if (!o->games)
        return cli_fail("-n is required: the games per candidate, field deck and seat order in "
                        "the first round, e.g. -n 20");
    char buf[1024], err[CLI_ERRLEN];
    snprintf(buf, sizeof buf, "%s", o->lineups[0]);
    int na = 0;
    char *save = NULL;
    for (char *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        if (na >= 2 || agent_spec_parse(cli_trim(tok), &sp.agents[na], err, sizeof err))
            return na >= 2 ? cli_fail("--agents: two agents, one per seat") : cli_fail("%s", err);
        na++;
    }
    if (na != 2)
        return cli_fail("--agents: two agents, one per seat");
    if (cli_parse_count(o->games, &sp.n0))
        return cli_fail("-n '%s': expected a whole number of games of at least 1",
                        cli_shown(o->games));
    if (sp.n0 % 2)
        sp.n0++;
    sp.seed = 1;
    if (o->seed && cli_parse_seed(o->seed, &sp.seed))
        return cli_fail("--seed '%s': expected a non-negative whole number",
                        cli_shown(o->seed));
    /* digits only, as every number of the command line (strtol took " +5") */
    if (o->threads && cli_parse_threads(o->threads, &sp.threads))
        return cli_fail("--threads '%s': expected a whole number from 1 to %d",
                        cli_shown(o->threads), CLI_MAX_THREADS);
    sp.max_steps = 10;
    if (o->steps) {
        uint64_t v;
        if (cli_parse_seed(o->steps, &v) || v < 1 || v > 1000)
            return cli_fail("--steps '%s': expected a whole number from 1 to 1000",
                            cli_shown(o->steps));
        sp.max_steps = (int)v;
    }
    sp.verbose = !o->quiet;
    if (g->init && g->init(err, sizeof err))
        return cli_fail("%s", err);
    void *base = calloc(1, g->rules_size);
    if (!base)
        return cli_fail("out of memory");
    rules_defaults(g, base);
    if ((rc = cli_apply_rules(g, base, o))) {
        free(base);
        return rc;
    }
    sp.rules = base;
    file_label(o->optimise, name, sizeof name);
    sp.name = name;
    if ((rc = load_cards(g, base, o->optimise, sp.start, &sp.n, o->quiet))) {
        free(base);
        return rc;
    }
    int k = decks_list(o->decks, paths, DECKS_MAX);
    if (k < 0) {
        free(base);
        return 2;
    }
    for (int a = 0; a < k; a++) {
        char lab[64];
        file_label(paths[a], lab, sizeof lab);
        if (strcmp(lab, name) == 0)
            continue; /* the deck itself is not its own field */
        if (sp.nfield >= OPT_MAX_FIELD) {
            free(base);
            return cli_fail("--decks: at most %d field decks", OPT_MAX_FIELD);
        }
        snprintf(fname[sp.nfield], sizeof fname[sp.nfield], "%s", lab);
        sp.field_name[sp.nfield] = fname[sp.nfield];
        if ((rc = load_cards(g, base, paths[a], sp.field[sp.nfield], &sp.field_n[sp.nfield],
                             o->quiet))) {
            free(base);
            return rc;
        }
        sp.nfield++;
    }
    if (sp.nfield == 0) {
        free(base);
        return cli_fail("--decks %s: no field deck besides %s", o->decks, name);
    }
    char out[4096], deck_out[4200];
    if (o->out)
        snprintf(out, sizeof out, "%s", o->out);
    else {
        snprintf(out, sizeof out, "results/%s-optimise-%s-s%llu.csv", g->id, name,
                 (unsigned long long)sp.seed);
        mkdir("results", 0777);
    }
    size_t len = strlen(out);
    if (len >= 4 && strcmp(out + len - 4, ".csv") == 0)
        snprintf(deck_out, sizeof deck_out, "%.*s.txt", (int)(len - 4), out);
    else
        snprintf(deck_out, sizeof deck_out, "%s.txt", out);
    static opt_result_t res;
    log_ctx_t ctx = {.sp = &sp, .res = &res};
    if ((rc = decks_check_out(out, g, o)) || (rc = decks_check_out(deck_out, g, o))) {
        free(base);
        return rc;
    }
    rc = decks_write(out, fill_log, &ctx, o->quiet);
    if (ctx.failed) {
        fprintf(stderr, "simulate: %s\n", ctx.err);
        free(base);
        return 1;
    }
    if (!rc)
        rc = write_deck(deck_out, &sp, &res, o->optimise);
    if (!rc && !o->quiet) {
        printf("%s: %d step%s, %d swap%s accepted, %lld games in all\n", name, res.steps,
               res.steps == 1 ? "" : "s", res.accepted, res.accepted == 1 ? "" : "s",
               (long long)res.games);
        for (int j = 0; j < res.n; j++)
            if (res.cards[j] != sp.start[j])
                printf("  -%s +%s\n", g->cards->name(sp.start[j]), g->cards->name(res.cards[j]));
        printf("against the field (%d decks, both seats, %lld fresh games per deck): score %.1f%% "
               "-> %.1f%%, %+.2f points [%+.2f, %+.2f]\n",
               sp.nfield, (long long)res.final_games, 100 * res.start_score,
               100 * res.final_score, 100 * res.diff, 100 * res.lo, 100 * res.hi);
        fflush(stdout);
        fprintf(stderr, "wrote %s\n", deck_out);
    }
    free(base);
    return rc;
}
