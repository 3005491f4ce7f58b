/* shard.c - shards, tally files, checkpoints, resume and merge around a run (shard.h). */
#include <errno.h>
#include <limits.h>
#include <omp.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "output.h"
#include "shard.h"
#include "simmpi.h"
#include "trace.h"

/* ---- the run's identity ---- */

static char *dup_text(const char *s)
{
    return strdup(s ? s : "");
}

static int build_ident(shard_run_t *d, const options_t *o, const run_spec_t *spec,
                       const char *inputs)
{
    tally_ident_t *id = &d->id;
    char buf[8192];
    id->v[ID_VERSION] = dup_text(simulate_version);
    id->v[ID_GAME] = dup_text(spec->game->id);
    snprintf(buf, sizeof buf, "%d", spec->players);
    id->v[ID_PLAYERS] = dup_text(buf);
    size_t len = 0;
    buf[0] = '\0';
    for (int a = 0; a < spec->players && len < sizeof buf; a++)
        len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%s", a ? "," : "",
                                spec->agents[a].spec);
    id->v[ID_AGENTS] = dup_text(buf);
    snprintf(buf, sizeof buf, "%lld", (long long)spec->games);
    id->v[ID_GAMES] = dup_text(buf);
    snprintf(buf, sizeof buf, "%llu", (unsigned long long)spec->seed);
    id->v[ID_SEED] = dup_text(buf);
    cli_rules_text(o, buf, sizeof buf);
    id->v[ID_RULES] = dup_text(buf);
    len = 0;
    buf[0] = '\0';
    for (int k = 0; k < o->nsweeps && len < sizeof buf; k++)
        len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%s", k ? "\n" : "", o->sweeps[k]);
    id->v[ID_SWEEP] = dup_text(buf);
    id->v[ID_BASELINE] = dup_text(o->baseline);
    id->v[ID_METRICS] = dup_text(spec->metrics ? "1" : "0");
    id->v[ID_INPUTS] = dup_text(inputs);
    /* a deck study (decks.c): its settings are lineup x ordered pair of decks (the decks
     * and their hashes are in the inputs); what identifies it beyond that is every
     * lineup and whether the card tallies are kept */
    buf[0] = '\0';
    if (o->decks && o->nlineups > 0 && spec->setting_agents &&
        spec->nsettings % o->nlineups == 0) {
        const int per = spec->nsettings / o->nlineups;
        len = (size_t)snprintf(buf, sizeof buf, "decks %d x %d pairs; lineups", o->nlineups,
                               per);
        for (int l = 0; l < o->nlineups && len < sizeof buf; l++) {
            const agent_cfg_t *a = &spec->setting_agents[(size_t)l * per * spec->players];
            len += (size_t)snprintf(buf + len, sizeof buf - len, "%s", l ? " |" : "");
            for (int s = 0; s < spec->players && len < sizeof buf; s++)
                len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%s", s ? "," : " ",
                                        a[s].spec);
        }
        if (len < sizeof buf)
            snprintf(buf + len, sizeof buf - len, "; cards %s", o->no_cards ? "off" : "on");
    }
    id->v[ID_STUDY] = dup_text(buf);
    d->hash = 0x51a4d5;
    for (int i = 0; i < ID_N; i++) {
        if (!id->v[i])
            return 1;
        d->hash = tally_hash64(id->v[i], strlen(id->v[i]) + 1, d->hash);
    }
    if (!d->hash)
        d->hash = 1;
    return 0;
}

/* ---- options ---- */

/* The most parts --shard splits a run into (README, Options). */
#define SHARD_MAX_PARTS 1000000

/* The part of s before `stop`, copied into buf; NULL (no number) when it does not fit. */
static const char *before(const char *s, const char *stop, char *buf, size_t n)
{
    if ((size_t)(stop - s) >= n)
        return NULL;
    snprintf(buf, n, "%.*s", (int)(stop - s), s);
    return buf;
}

/* "K/N" in digits only, as every number of the command line (no sign, no spaces, no
 * hex): 0, or 1. strtol took " +1/2". */
static int parse_shard(const char *s, int *K, int *N)
{
    const char *slash = strchr(s, '/');
    char k_text[32];
    uint64_t k, n;
    if (!slash || cli_parse_seed(before(s, slash, k_text, sizeof k_text), &k) ||
        cli_parse_seed(slash + 1, &n) || n < 1 || n > SHARD_MAX_PARTS || k < 1 || k > n)
        return 1;
    *K = (int)k;
    *N = (int)n;
    return 0;
}

/* "10" seconds, "2.5" seconds, or "5000g" (a count: "5e3g" too) game indices; decimal
 * as every number of the command line: 0, or 1. strtod took " +5" and "0x10". */
static int parse_every(const char *s, double *secs, int64_t *games)
{
    size_t len = strlen(s);
    if (len && s[len - 1] == 'g') {
        char count[64];
        int64_t g;
        if (cli_parse_count(before(s, s + len - 1, count, sizeof count), &g))
            return 1;
        *games = g;
        *secs = 1e300;
        return 0;
    }
    double v;
    if (cli_parse_real(s, &v) || !(v >= 0.01 && v <= 1e7))
        return 1;
    *secs = v;
    return 0;
}

/* The shard's game indices: whole rotation blocks (shard.h). */
static void shard_range(int64_t games, int players, int K, int N, int64_t *lo, int64_t *hi)
{
    int64_t blocks = games / players;
    *lo = (int64_t)((__int128)blocks * (K - 1) / N) * players;
    *hi = (int64_t)((__int128)blocks * K / N) * players;
}

/* The command that resumes: the run's own, with --resume FILE when it has none. */
static void print_resume_command(FILE *f, const options_t *o, const char *path)
{
    int has_resume = 0;
    for (int i = 0; i < o->argc; i++) {
        const char *a = o->argv[i];
        has_resume |= strcmp(a, "--resume") == 0 || strncmp(a, "--resume=", 9) == 0;
        fputs(i ? " " : "  ", f);
        if (*a && strspn(a, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
                            "-_./=:,+@%") == strlen(a)) {
            fputs(a, f);
        } else {
            fputc('\'', f);
            for (const char *p = a; *p; p++)
                if (*p == '\'')
                    fputs("'\\''", f);
                else
                    fputc(*p, f);
            fputc('\'', f);
        }
    }
    if (!has_resume)
        fprintf(f, " --resume %s", path);
    fputc('\n', f);
}

int shard_prepare(shard_run_t *d, const options_t *o, const run_spec_t *spec,
                  const char *inputs, const char *csv_path)
{
    memset(d, 0, sizeof *d);
    d->o = o;
    d->lo = 0;
    d->hi = spec->games;
    d->want_csv = 1;
    if (build_ident(d, o, spec, inputs))
        return cli_fail("out of memory");
    /* the command, for the tally files and the resume line */
    for (int i = 0; i < o->argc; i++)
        d->cmdlen += strlen(o->argv[i]) + 1;
    d->command = malloc(d->cmdlen ? d->cmdlen : 1);
    if (!d->command)
        return cli_fail("out of memory");
    size_t at = 0;
    for (int i = 0; i < o->argc; i++) {
        size_t l = strlen(o->argv[i]) + 1;
        memcpy(d->command + at, o->argv[i], l);
        at += l;
    }
    if (!getcwd(d->cwd, sizeof d->cwd))
        d->cwd[0] = '\0';
    const int ranks = mpi_size();
    if (o->merge) {
        if (!o->out)
            d->want_csv = 0;
        if (o->tally)
            snprintf(d->tally_path, sizeof d->tally_path, "%s", o->tally);
        d->meta = (tally_meta_t){.id = &d->id, .ranges = &d->ranges, .shard = "",
                                 .command = d->command, .cmdlen = d->cmdlen, .cwd = d->cwd};
        return 0;
    }
    if (o->shard) {
        if (parse_shard(o->shard, &d->K, &d->N))
            return cli_fail("--shard '%s': expected K/N, the K-th of N parts, 1 <= K <= N <= "
                            "%d (e.g. --shard 3/10)",
                            cli_shown(o->shard), SHARD_MAX_PARTS);
        snprintf(d->shard_text, sizeof d->shard_text, "%d/%d", d->K, d->N);
        shard_range(spec->games, spec->players, d->K, d->N, &d->lo, &d->hi);
        if (!o->out)
            d->want_csv = 0;
    }
    if (o->checkpoint)
        snprintf(d->ckpt_path, sizeof d->ckpt_path, "%s", o->checkpoint);
    else if (o->resume)
        snprintf(d->ckpt_path, sizeof d->ckpt_path, "%s", o->resume);
    d->every_seconds = 10;
    if (o->checkpoint_every) {
        if (!d->ckpt_path[0])
            return cli_fail("--checkpoint-every needs --checkpoint FILE");
        if (parse_every(o->checkpoint_every, &d->every_seconds, &d->every_games))
            return cli_fail("--checkpoint-every '%s': expected seconds (0.01 to 1e7, e.g. 30) "
                            "or a number of games followed by g (e.g. 5000g)",
                            cli_shown(o->checkpoint_every));
    }
    if (o->trace && (o->shard || d->ckpt_path[0] || ranks > 1))
        return cli_fail("--trace cannot be combined with %s: trace the first games in a run "
                        "of their own",
                        o->shard ? "--shard" : ranks > 1 ? "MPI ranks" : "--checkpoint or --resume");
    if (ranks > 1 && d->ckpt_path[0])
        return cli_fail("--checkpoint and --resume work in one process: with MPI ranks, use "
                        "--shard K/N with a checkpoint per shard (README, Clusters)");
    if (o->tally)
        snprintf(d->tally_path, sizeof d->tally_path, "%s", o->tally);
    else if (o->shard) {
        /* beside the CSV it would have written: a device, a FIFO or stdout has no
         * "beside" (/dev/null-shard1of2.tally would land in /dev) */
        if (!output_is_plain_file(csv_path))
            return cli_fail("--shard %s writes its tally beside the CSV, and -o '%s'%s is no "
                            "regular file: give --tally FILE",
                            d->shard_text, cli_shown(csv_path),
                            strcmp(csv_path, "-") ? "" : " (stdout)");
        size_t l = strlen(csv_path);
        if (l > 4 && strcmp(csv_path + l - 4, ".csv") == 0)
            l -= 4;
        snprintf(d->tally_path, sizeof d->tally_path, "%.*s-shard%dof%d.tally", (int)l,
                 csv_path, d->K, d->N);
    }
    if (d->ckpt_path[0] && d->tally_path[0] && strcmp(d->ckpt_path, d->tally_path) == 0)
        return cli_fail("--checkpoint %s: the same file as the tally", cli_shown(d->ckpt_path));
    if (mpi_rank() > 0)
        d->want_csv = 0;
    d->active = o->shard || d->ckpt_path[0] || ranks > 1;
    d->meta = (tally_meta_t){.id = &d->id, .ranges = &d->ranges, .shard = d->shard_text,
                             .command = d->command, .cmdlen = d->cmdlen, .cwd = d->cwd};
    /* refuse a bad tally or checkpoint path now, before any game is played */
    const char *paths[2] = {mpi_rank() == 0 && d->tally_path[0] ? d->tally_path : NULL,
                            d->ckpt_path[0] ? d->ckpt_path : NULL};
    for (int i = 0; i < 2; i++) {
        if (!paths[i])
            continue;
        char part[4300];
        snprintf(part, sizeof part, "%s.part", paths[i]);
        FILE *f = fopen(part, "ab");
        if (!f)
            return cli_fail("%s %s: cannot write: %s", i ? "--checkpoint" : "--tally",
                            cli_shown(paths[i]), strerror(errno));
        fclose(f);
        unlink(part);
    }
    return 0;
}

/* ---- merging tally files ---- */

/* The files as given on the command line, for messages (o->merge holds them made
 * absolute: merge works in the folder the run was started in). */
static const char *merge_names[1 << 16];

/* tf_read's message (err) about a file it read at `path` (made absolute) starts with
 * that path, shown cut: said here with the name given instead. */
static void merge_read_failed(const char *err, const char *path, const char *given)
{
    const char *read_as = cli_shown(path);
    size_t l = strlen(read_as);
    if (strncmp(err, read_as, l) == 0)
        cli_fail("%s%s", cli_shown(given), err + l);
    else
        cli_fail("%s", err);
}

typedef struct file_range {
    int64_t lo, hi;
    int file;
} file_range_t;

static int merge_files(shard_run_t *d, const run_spec_t *spec, run_result_t *res)
{
    const options_t *o = d->o;
    char err[1024];
    file_range_t *fr = NULL;
    size_t nfr = 0, cap = 0;
    int common_n = -1, rc = 0;
    for (int i = 0; i < o->nmerge && !rc; i++) {
        tf_file_t f;
        if ((rc = tf_read(&f, o->merge[i], err, sizeof err))) {
            merge_read_failed(err, o->merge[i], merge_names[i]);
            break;
        }
        char *shown = strdup(cli_shown(merge_names[i]));
        if (shown) {
            free(f.path);
            f.path = shown;
        }
        char shard[48];
        int K, N;
        if (tf_text(&f, "run.shard", shard, sizeof shard) < 0 || parse_shard(shard, &K, &N))
            N = 0;
        common_n = common_n == -1 ? N : (common_n == N ? N : 0);
        int diff = tally_ident_diff(&f, &d->id);
        if (diff >= 0) {
            char theirs[200], name[80];
            snprintf(name, sizeof name, "id.%s", tally_id_names[diff]);
            if (tf_text(&f, name, theirs, sizeof theirs) < 0)
                snprintf(theirs, sizeof theirs, "(none)");
            rc = cli_fail("%s and %s are tallies of different runs: %s '%s' and '%s'",
                          cli_shown(merge_names[0]), cli_shown(merge_names[i]),
                          tally_id_names[diff], cli_shown(d->id.v[diff]), cli_shown(theirs));
            tf_file_free(&f);
            break;
        }
        tally_ranges_t mine = {0};
        if ((rc = tally_file_ranges(&f, &mine, err, sizeof err)))
            cli_fail("%s", err);
        for (int r = 0; !rc && r < mine.n; r++) {
            int64_t lo = mine.r[2 * r], hi = mine.r[2 * r + 1];
            for (size_t j = 0; j < nfr && !rc; j++)
                if (fr[j].lo < hi && lo < fr[j].hi)
                    rc = cli_fail("%s and %s both hold games %lld-%lld (overlapping shards, or "
                                  "a file given twice)",
                                  cli_shown(merge_names[fr[j].file]), cli_shown(merge_names[i]),
                                  (long long)(lo > fr[j].lo ? lo : fr[j].lo),
                                  (long long)(hi < fr[j].hi ? hi : fr[j].hi) - 1);
            if (rc)
                break;
            if (nfr == cap) {
                cap = cap ? 2 * cap : 64;
                file_range_t *p = realloc(fr, cap * sizeof *p);
                if (!p) {
                    rc = cli_fail("out of memory");
                    break;
                }
                fr = p;
            }
            fr[nfr++] = (file_range_t){lo, hi, i};
        }
        ranges_free(&mine);
        if (!rc && (rc = tally_add_file(&f, &d->id, res, &d->ranges, err, sizeof err)))
            cli_fail("%s", err);
        tf_file_free(&f);
    }
    free(fr);
    if (rc)
        return rc;
    if (!d->want_csv)
        return 0;
    /* the CSV needs every game */
    int64_t at = 0;
    for (int i = 0; i <= d->ranges.n; i++) {
        int64_t next = i < d->ranges.n ? d->ranges.r[2 * i] : spec->games;
        if (next > at) {
            char which[160] = "";
            if (common_n > 0) {
                int first = 0, last = 0;
                for (int K = 1; K <= common_n; K++) {
                    int64_t lo, hi;
                    shard_range(spec->games, spec->players, K, common_n, &lo, &hi);
                    if (lo < next && at < hi && lo < hi) {
                        if (!first)
                            first = K;
                        last = K;
                    }
                }
                if (first == last)
                    snprintf(which, sizeof which, ": shard %d/%d is missing", first, common_n);
                else
                    snprintf(which, sizeof which, ": shards %d-%d of %d are missing", first, last,
                             common_n);
            }
            return cli_fail("games %lld-%lld of %lld are in none of the %d files given%s",
                            (long long)at, (long long)next - 1, (long long)spec->games,
                            o->nmerge, which);
        }
        if (i < d->ranges.n)
            at = d->ranges.r[2 * i + 1];
    }
    return 0;
}

/* ---- playing ---- */

/* The games of [lo, hi) not in `done`. */
static int todo_of(int64_t lo, int64_t hi, const tally_ranges_t *done, tally_ranges_t *todo)
{
    int64_t at = lo;
    for (int i = 0; i < done->n && at < hi; i++) {
        int64_t a = done->r[2 * i], b = done->r[2 * i + 1];
        if (b <= at)
            continue;
        if (a > at && ranges_add(todo, at, a < hi ? a : hi))
            return 1;
        at = b;
    }
    if (at < hi && ranges_add(todo, at, hi))
        return 1;
    return 0;
}

static int load_resume(shard_run_t *d, run_result_t *res, tally_ranges_t *done)
{
    const options_t *o = d->o;
    char err[1024];
    tf_file_t f;
    if (tf_read(&f, o->resume, err, sizeof err))
        return cli_fail("--resume %s", err);
    int diff = tally_ident_diff(&f, &d->id);
    char theirs[200], shard[48] = ""; /* "" when the file has no run.shard */
    if (diff >= 0) {
        char name[80];
        snprintf(name, sizeof name, "id.%s", tally_id_names[diff]);
        if (tf_text(&f, name, theirs, sizeof theirs) < 0)
            snprintf(theirs, sizeof theirs, "(none)");
        tf_file_free(&f);
        return cli_fail("--resume %s: the checkpoint is of another run: %s '%s' there, '%s' "
                        "here (resume with the command it printed; -t, -q and -o may change)",
                        cli_shown(o->resume), tally_id_names[diff], cli_shown(theirs),
                        cli_shown(d->id.v[diff]));
    }
    if (tf_text(&f, "run.shard", shard, sizeof shard) < 0 || strcmp(shard, d->shard_text)) {
        tf_file_free(&f);
        return cli_fail("--resume %s: the checkpoint is of --shard '%s', this run of '%s'",
                        cli_shown(o->resume), cli_shown(shard), d->shard_text);
    }
    int rc = tally_add_file(&f, &d->id, res, done, err, sizeof err);
    tf_file_free(&f);
    if (rc)
        return cli_fail("--resume %s", err);
    for (int i = 0; i < done->n; i++)
        if (done->r[2 * i] < d->lo || done->r[2 * i + 1] > d->hi)
            return cli_fail("--resume %s: holds games outside this run's", cli_shown(o->resume));
    return 0;
}

static int write_checkpoint(shard_run_t *d, run_result_t *res, const tally_ranges_t *done)
{
    tf_buf_t b;
    tally_meta_t m = d->meta;
    m.ranges = done;
    if (tally_encode(&b, &m, res)) {
        tf_buf_free(&b);
        errno = ENOMEM;
        return -1;
    }
    int rc = tf_write_file(d->ckpt_path, &b);
    tf_buf_free(&b);
    return rc;
}

int shard_play(shard_run_t *d, run_spec_t *spec, run_result_t *res, char *err, size_t n)
{
    const options_t *o = d->o;
    int rc = mpi_agree(0, d->hash);
    if (rc)
        return rc;
    if (o->merge) {
        if (run_result_alloc(res, spec)) {
            run_result_free(res);
            return snprintf(err, n, "out of memory for the tallies"), 1;
        }
        res->threads = 1;
        if ((rc = merge_files(d, spec, res)))
            run_result_free(res);
        return rc;
    }
    if (!d->active) {
        if ((rc = run_games(spec, res, err, n)))
            return rc;
        if (ranges_add(&d->ranges, 0, spec->games))
            return run_result_free(res), snprintf(err, n, "out of memory"), 1;
        return 0;
    }
    if (run_result_alloc(res, spec)) {
        run_result_free(res);
        return snprintf(err, n, "out of memory for the tallies"), 1;
    }
    tally_ranges_t done = {0}, todo = {0};
    if (o->resume && (rc = load_resume(d, res, &done))) {
        run_result_free(res);
        ranges_free(&done);
        return rc;
    }
    int64_t resumed = ranges_total(&done);
    if (todo_of(d->lo, d->hi, &done, &todo) || work_init(&d->work, &todo, spec->nsettings)) {
        run_result_free(res);
        ranges_free(&done);
        ranges_free(&todo);
        return snprintf(err, n, "out of memory"), 1;
    }
    d->work_on = 1;
    run_work_t *w = &d->work;
    w->done = done; /* taken over */
    int threads = spec->threads > 0 ? spec->threads : omp_get_max_threads();
    w->threads = mpi_sum_threads(threads);
    if (mpi_size() > 1 && mpi_rank() > 0)
        w->remote = 1;
    if (d->ckpt_path[0]) {
        w->commit = 1;
        w->ckpt_path = d->ckpt_path;
        w->every_seconds = d->every_seconds;
        w->every_games = d->every_games;
        w->meta = &d->meta;
        work_signals_install();
    }
    if (mpi_size() > 1) /* a rank sees only its own games */
        spec->progress = 0;
    if (resumed && !o->quiet)
        fprintf(stderr, "simulate: resuming from %s: %lld of %lld games done, %lld to play\n",
                o->resume, (long long)resumed, (long long)(d->hi - d->lo),
                (long long)w->total);
    if (mpi_serve_start(w)) {
        snprintf(err, n, "cannot start the thread that hands out games to the ranks");
        mpi_abort(1);
    }
    spec->work = w;
    rc = run_games(spec, res, err, n);
    spec->work = NULL;
    if (rc && mpi_size() > 1) { /* the other ranks stop too, now */
        fprintf(stderr, "simulate: rank %d: internal error: %s\n", mpi_rank(), err);
        mpi_abort(1);
    }
    mpi_serve_join();
    if (rc) {
        run_result_free(res);
        return 1;
    }
    if (work_signal()) {
        /* interrupted: the result holds exactly the committed blocks */
        int wrote = write_checkpoint(d, res, &w->done) == 0;
        int e = errno;
        if (wrote) {
            fprintf(stderr,
                    "simulate: interrupted (%s): %lld of %lld games done, saved in %s; resume "
                    "with:\n",
                    strsignal(work_signal()), (long long)ranges_total(&w->done),
                    (long long)(d->hi - d->lo), d->ckpt_path);
            print_resume_command(stderr, o, d->ckpt_path);
        } else {
            cli_error("interrupted, and the checkpoint %s could not be written: %s (the last "
                      "one written is still there)",
                      cli_shown(d->ckpt_path), strerror(e));
        }
        fflush(stderr);
        work_signals_restore_and_raise();
        run_result_free(res);
        return 130;
    }
    /* the games are played: a signal from now on ends the program as without
     * checkpoints (the last checkpoint written stays) */
    work_signals_restore_and_raise();
    if (w->write_failed)
        cli_error("warning: a checkpoint could not be written to %s: %s",
                  cli_shown(d->ckpt_path), strerror(w->write_failed));
    /* MPI: every rank's tallies to rank 0 (one process: its own ranges) */
    tally_meta_t mine = d->meta;
    mine.ranges = &w->done;
    if (mpi_reduce(res, &mine, &d->id, &d->ranges, err, n)) {
        if (mpi_size() > 1)
            fprintf(stderr, "simulate: rank %d: %s\n", mpi_rank(), err), mpi_abort(1);
        run_result_free(res);
        return 1;
    }
    if (mpi_rank() > 0)
        return 0;
    if (ranges_total(&d->ranges) != d->hi - d->lo ||
        (d->ranges.n && (d->ranges.r[0] != d->lo || d->ranges.r[2 * d->ranges.n - 1] != d->hi))) {
        snprintf(err, n, "the games played (%lld) are not the run's (%lld)",
                 (long long)ranges_total(&d->ranges), (long long)(d->hi - d->lo));
        if (mpi_size() > 1)
            fprintf(stderr, "simulate: internal error: %s\n", err), mpi_abort(1);
        run_result_free(res);
        return 1;
    }
    return 0;
}

int shard_finish(shard_run_t *d, run_result_t *res)
{
    if (mpi_rank() > 0)
        return 0;
    int rc = 0;
    if (d->tally_path[0]) {
        tf_buf_t b;
        if (tally_encode(&b, &d->meta, res) || tf_write_file(d->tally_path, &b)) {
            const char *why = b.oom ? "out of memory" : strerror(errno);
            rc = cli_error("cannot write %s: %s", cli_shown(d->tally_path), why);
        } else if (!d->o->quiet) {
            fprintf(stderr, "wrote %s\n", d->tally_path);
        }
        tf_buf_free(&b);
    }
    if (d->ckpt_path[0] && !d->o->merge) {
        /* the last one: complete, so resuming a finished run only writes its CSV again */
        if (write_checkpoint(d, res, &d->ranges)) {
            const char *why = strerror(errno);
            rc = cli_error("cannot write %s: %s", cli_shown(d->ckpt_path), why);
        }
    }
    return rc;
}

void shard_free(shard_run_t *d)
{
    if (d->work_on)
        work_free(&d->work);
    tally_ident_free(&d->id);
    ranges_free(&d->ranges);
    free(d->command);
    memset(d, 0, sizeof *d);
}

/* ---- simulate merge ---- */

int merge_options(int argc, char **argv, options_t *o)
{
    static const char *files[1 << 16];
    static char out_abs[4200], tally_abs[4200];
    const char *out = NULL, *tally = NULL;
    int nfiles = 0, quiet = 0;
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i];
        if ((strcmp(a, "-o") == 0 || strcmp(a, "--out") == 0 || strcmp(a, "--tally") == 0)) {
            if (i + 1 >= argc)
                return cli_fail("merge: option '%s' needs a value", a);
            const char **to = strcmp(a, "--tally") == 0 ? &tally : &out;
            if (*to)
                return cli_fail("merge: %s given twice: give it once", a);
            *to = argv[++i];
        } else if (strncmp(a, "--out=", 6) == 0 || strncmp(a, "--tally=", 8) == 0) {
            const int is_out = a[2] == 'o';
            const char **to = is_out ? &out : &tally;
            if (*to)
                return cli_fail("merge: %s given twice: give it once", is_out ? "--out" : "--tally");
            *to = a + (is_out ? 6 : 8);
        } else if (strcmp(a, "-q") == 0 || strcmp(a, "--quiet") == 0) {
            quiet = 1;
        } else if (a[0] == '-' && a[1]) {
            return cli_fail("merge: unknown option '%s' (simulate merge TALLY... -o OUT.csv "
                            "[--tally OUT.tally] [-q])",
                            cli_shown(a));
        } else {
            if (nfiles == (int)(sizeof files / sizeof *files))
                return cli_fail("merge: at most %d files", nfiles);
            files[nfiles++] = a;
        }
    }
    if (nfiles == 0)
        return cli_fail("merge: expected tally files: simulate merge TALLY... -o OUT.csv");
    if (!out && !tally)
        return cli_fail("merge: expected -o OUT.csv (the CSV of all the games) or --tally "
                        "OUT.tally (the files added up)");
    /* the run the files are of: its command line, from the first file */
    static tf_file_t first;
    static char *args[4096];
    char err[1024];
    if (tf_read(&first, files[0], err, sizeof err))
        return cli_fail("%s", err);
    const tf_section_t *cmd = tf_find(&first, "run.command");
    if (!cmd || cmd->kind != TF_KIND_TEXT || cmd->len == 0 ||
        cmd->payload[cmd->len - 1] != '\0')
        return cli_fail("%s: no command line (not a tally of a run)", cli_shown(files[0]));
    int nargs = 0;
    for (const char *p = (const char *)cmd->payload, *end = p + cmd->len; p < end;
         p += strlen(p) + 1) {
        if (nargs == (int)(sizeof args / sizeof *args) - 1)
            return cli_fail("%s: command line too long", cli_shown(files[0]));
        args[nargs++] = (char *)p;
    }
    args[nargs] = NULL;
    /* output paths are the merge's own, relative to where it runs */
    char here[4096];
    if (!getcwd(here, sizeof here))
        here[0] = '\0';
    if (out) {
        snprintf(out_abs, sizeof out_abs, "%s%s%s", out[0] == '/' ? "" : here,
                 out[0] == '/' ? "" : "/", out);
        out = out_abs;
    }
    if (tally) {
        snprintf(tally_abs, sizeof tally_abs, "%s%s%s", tally[0] == '/' ? "" : here,
                 tally[0] == '/' ? "" : "/", tally);
        tally = tally_abs;
    }
    static char *file_abs[1 << 16];
    for (int i = 0; i < nfiles; i++) {
        merge_names[i] = files[i];
        if (files[i][0] == '/')
            continue;
        size_t l = strlen(here) + strlen(files[i]) + 2;
        if (!(file_abs[i] = malloc(l)))
            return cli_fail("out of memory");
        snprintf(file_abs[i], l, "%s/%s", here, files[i]);
        files[i] = file_abs[i];
    }
    /* the run's input files (decks, rules files) are found where it ran, when that
     * folder is here */
    char cwd[4096];
    struct stat sb;
    if (tf_text(&first, "run.cwd", cwd, sizeof cwd) > 0 && stat(cwd, &sb) == 0 &&
        S_ISDIR(sb.st_mode) && chdir(cwd) != 0)
        return cli_fail("merge: cannot enter %s", cli_shown(cwd));
    memset(o, 0, sizeof *o);
    int rc = cli_parse_args(nargs, args, o);
    if (rc)
        return rc;
    o->merge = files;
    o->nmerge = nfiles;
    o->out = out;
    o->tally = tally;
    o->quiet = quiet;
    o->shard = o->checkpoint = o->checkpoint_every = o->resume = NULL;
    o->trace = o->trace_games = NULL;
    o->xlsx = NULL; /* simulate xlsx OUT.csv makes the merged run's workbook */
    o->threads = NULL;
    return 0;
}
