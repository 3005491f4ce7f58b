/* test_shards.c - tally files, --shard, merge, checkpoint and resume, MPI and the Slurm
 * scripts: the format catches every truncation and flipped bit; shards merged give
 * the single run's CSV byte for byte (plain, mcts, a sweep with --metrics); merge
 * refuses tallies of other runs, overlapping and missing shards; a run killed at
 * several points (SIGINT, SIGTERM, SIGKILL between checkpoints) and resumed writes the
 * same CSV as one that was never stopped; resuming other settings is refused; three
 * MPI ranks write the same CSV as one process (when the build has MPI). Deck round
 * robins (--decks) likewise, for all three of their CSVs. */
#include <criterion/criterion.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "simmpi.h"
#include "tallyfile.h"

static char tmpdir[64];

static void make_tmpdir(void)
{
    snprintf(tmpdir, sizeof tmpdir, "/tmp/sim_shards_test.%ld", (long)getpid());
    mkdir(tmpdir, 0777);
}

static void cleanup(void)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", tmpdir);
    if (tmpdir[0] && system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", tmpdir);
}

TestSuite(shards, .init = make_tmpdir, .fini = cleanup);

static char *slurp(const char *name, size_t *len)
{
    char path[256];
    snprintf(path, sizeof path, "%s/%s", tmpdir, name);
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
    if (len)
        *len = got;
    return buf;
}

typedef struct run {
    int status; /* exit code, or 128 + signal */
    char err[8192];
    int err_lines;
} run_t;

/* Run a shell command in the test's folder; stderr captured. */
static run_t *sh(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static run_t *sh(const char *fmt, ...)
{
    static run_t r;
    static char cmd[16384], line[16000];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    memset(&r, 0, sizeof r);
    snprintf(cmd, sizeof cmd, "cd %s && (%s) >stdout 2>stderr", tmpdir, line);
    int st = system(cmd);
    r.status = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
    char *e = slurp("stderr", NULL);
    snprintf(r.err, sizeof r.err, "%s", e ? e : "");
    free(e);
    for (char *p = r.err; *p; p++)
        r.err_lines += *p == '\n';
    return &r;
}

#define SIM SIMULATE_BIN

static void expect_same(const char *a, const char *b)
{
    size_t la = 0, lb = 0;
    char *x = slurp(a, &la), *y = slurp(b, &lb);
    cr_assert(x && y, "missing %s or %s", a, b);
    cr_assert(la > 100 && la == lb && memcmp(x, y, la) == 0, "%s and %s differ (%zu, %zu bytes)",
              a, b, la, lb);
    free(x);
    free(y);
}

static void expect_ok(run_t *r, const char *what)
{
    cr_assert_eq(r->status, 0, "%s: exit %d: %s", what, r->status, r->err);
}

/* exit 2 with one line on stderr that holds every needle */
static void expect_refused(run_t *r, const char *n1, const char *n2)
{
    cr_assert_eq(r->status, 2, "exit %d (expected 2): %s", r->status, r->err);
    cr_assert_eq(r->err_lines, 1, "one line expected: %s", r->err);
    cr_assert(strstr(r->err, n1), "'%s' not in: %s", n1, r->err);
    cr_assert(!n2 || strstr(r->err, n2), "'%s' not in: %s", n2, r->err);
}

/* ---- the format ---- */

static void sample_file(tf_buf_t *b)
{
    static int8_t small[5] = {0, -128, 127, 0, 3};
    static int64_t big[9] = {0, 0, 0, INT64_MIN, INT64_MAX, -1, 1, 0, 0};
    static __int128 huge[3];
    huge[0] = (__int128)INT64_MAX * 1000003;
    huge[1] = -huge[0];
    huge[2] = 0;
    tf_view_t v[3] = {
        {"a.small", TF_MAX, TF_I8, (char *)small, 1, 1, 5},
        {"b.big", TF_SUM, TF_I64, (char *)big, 8, 1, 9},
        {"c.huge", TF_SUM, TF_I128, (char *)huge, 16, 1, 3},
    };
    tf_begin(b);
    tf_put_text(b, "id.x", "hello", 5);
    for (int i = 0; i < 3; i++)
        tf_put_ints(b, &v[i]);
    cr_assert_eq(tf_end(b), 0);
}

Test(shards, format_round_trip_with_extremes_and_zero_runs)
{
    tf_buf_t b;
    sample_file(&b);
    unsigned char *copy = malloc(b.len);
    memcpy(copy, b.p, b.len);
    tf_file_t f;
    char err[512];
    cr_assert_eq(tf_parse(&f, "x.tally", copy, b.len, err, sizeof err), 0, "%s", err);
    char text[16];
    cr_assert_eq(tf_text(&f, "id.x", text, sizeof text), 5);
    cr_assert_str_eq(text, "hello");
    int8_t small[5] = {1, 1, 1, 1, 1}; /* merged by maximum */
    int64_t big[9] = {0};
    big[0] = 5; /* merged by sum */
    __int128 huge[3] = {0};
    tf_view_t v[3] = {
        {"a.small", TF_MAX, TF_I8, (char *)small, 1, 1, 5},
        {"b.big", TF_SUM, TF_I64, (char *)big, 8, 1, 9},
        {"c.huge", TF_SUM, TF_I128, (char *)huge, 16, 1, 3},
    };
    for (int i = 0; i < 3; i++)
        cr_assert_eq(tf_decode(&f, tf_find(&f, v[i].name), &v[i], err, sizeof err), 0, "%s",
                     err);
    int8_t want_small[5] = {1, 1, 127, 1, 3};
    cr_assert_arr_eq(small, want_small, 5);
    int64_t want_big[9] = {5, 0, 0, INT64_MIN, INT64_MAX, -1, 1, 0, 0};
    cr_assert_arr_eq(big, want_big, sizeof big);
    cr_assert(huge[0] == (__int128)INT64_MAX * 1000003 && huge[1] == -huge[0] && huge[2] == 0);
    /* a view of another length is refused */
    v[1].count = 8;
    cr_assert_eq(tf_decode(&f, tf_find(&f, "b.big"), &v[1], err, sizeof err), 2);
    tf_file_free(&f);
    tf_buf_free(&b);
}

Test(shards, every_truncation_and_every_flipped_bit_is_an_error_naming_the_file)
{
    tf_buf_t b;
    sample_file(&b);
    char err[512];
    tf_file_t f;
    for (size_t len = 0; len < b.len; len++) {
        unsigned char *copy = malloc(len + 1);
        memcpy(copy, b.p, len);
        cr_assert_eq(tf_parse(&f, "cut.tally", copy, len, err, sizeof err), 2,
                     "a file cut at %zu of %zu bytes was read", len, b.len);
        cr_assert(strstr(err, "cut.tally"), "%s", err);
    }
    for (size_t at = 0; at < b.len; at++)
        for (int bit = 0; bit < 8; bit++) {
            unsigned char *copy = malloc(b.len);
            memcpy(copy, b.p, b.len);
            copy[at] ^= (unsigned char)(1 << bit);
            cr_assert_eq(tf_parse(&f, "flip.tally", copy, b.len, err, sizeof err), 2,
                         "bit %d of byte %zu flipped and the file was read", bit, at);
            cr_assert(strstr(err, "flip.tally"), "%s", err);
        }
    tf_buf_free(&b);
}

Test(shards, ranges_coalesce)
{
    tally_ranges_t r = {0};
    ranges_add(&r, 10, 20);
    ranges_add(&r, 30, 40);
    ranges_add(&r, 0, 5);
    cr_assert_eq(r.n, 3);
    ranges_add(&r, 20, 30); /* joins two */
    cr_assert_eq(r.n, 2);
    ranges_add(&r, 5, 10);
    cr_assert_eq(r.n, 1);
    cr_assert(r.r[0] == 0 && r.r[1] == 40);
    cr_assert_eq(ranges_total(&r), 40);
    ranges_free(&r);
}

/* ---- shards and merge through the program ---- */

/* The ranges of a tally file the program wrote. */
static void file_ranges(const char *name, tally_ranges_t *rs)
{
    char path[256], err[512];
    snprintf(path, sizeof path, "%s/%s", tmpdir, name);
    tf_file_t f;
    cr_assert_eq(tf_read(&f, path, err, sizeof err), 0, "%s", err);
    cr_assert_eq(tally_file_ranges(&f, rs, err, sizeof err), 0, "%s", err);
    tf_file_free(&f);
}

Test(shards, shards_are_whole_rotation_blocks_that_partition_the_games)
{
    /* 3 players, 1001 games -> 1002 (334 blocks of 3) in 7 shards */
    const char *run = "--game dnup --agents random,random,random -n 1001 -q";
    tally_ranges_t all = {0};
    int64_t smallest = 1 << 30, largest = 0;
    for (int k = 1; k <= 7; k++) {
        expect_ok(sh(SIM " %s --shard %d/7 --tally s%d.tally", run, k, k), "shard");
        char name[32];
        snprintf(name, sizeof name, "s%d.tally", k);
        tally_ranges_t mine = {0};
        file_ranges(name, &mine);
        cr_assert_eq(mine.n, 1);
        int64_t len = mine.r[1] - mine.r[0];
        cr_assert_eq(mine.r[0] % 3, 0, "shard %d starts inside a rotation block", k);
        cr_assert_eq(len % 3, 0, "shard %d is not whole rotation blocks", k);
        smallest = len < smallest ? len : smallest;
        largest = len > largest ? len : largest;
        for (int j = 0; j < all.n; j++)
            cr_assert(mine.r[1] <= all.r[2 * j] || mine.r[0] >= all.r[2 * j + 1], "overlap");
        ranges_add(&all, mine.r[0], mine.r[1]);
        ranges_free(&mine);
    }
    cr_assert(all.n == 1 && all.r[0] == 0 && all.r[1] == 1002);
    cr_assert_leq(largest - smallest, 3, "shards differ by more than one block");
    ranges_free(&all);
    /* without -o a shard writes its tally only; with -o its CSV too */
    struct stat sb;
    char path[256];
    snprintf(path, sizeof path, "%s/results", tmpdir);
    expect_ok(sh(SIM " %s --shard 2/2", run), "default tally path");
    expect_ok(sh("ls results/*-shard2of2.tally && ! ls results/*.csv"), "only a tally");
    (void)sb;
}

/* A run whole (with -t 2), as shards (with -t 1), merged: the same CSV. */
static void merge_matches(const char *run, int shards)
{
    expect_ok(sh(SIM " %s -q -t 2 -o single.csv --tally single.tally", run), "single run");
    char files[1024] = "", reversed[1024] = "";
    for (int k = 1; k <= shards; k++) {
        expect_ok(sh(SIM " %s -q -t 1 --shard %d/%d --tally part%d.tally", run, k, shards, k),
                  "shard");
        size_t l = strlen(files);
        snprintf(files + l, sizeof files - l, " part%d.tally", k);
        l = strlen(reversed);
        snprintf(reversed + l, sizeof reversed - l, " part%d.tally", shards + 1 - k);
    }
    expect_ok(sh(SIM " merge%s -q -o merged.csv", files), "merge");
    expect_same("single.csv", "merged.csv");
    expect_ok(sh(SIM " merge%s -q -o merged2.csv", reversed), "merge in another order");
    expect_same("single.csv", "merged2.csv");
    /* the whole run's tally alone, and a merge in two steps */
    expect_ok(sh(SIM " merge single.tally -q -o one.csv"), "merge of one");
    expect_same("single.csv", "one.csv");
    expect_ok(sh(SIM " merge part1.tally part2.tally -q --tally half.tally"), "partial merge");
    char rest[1024] = "";
    for (int k = 3; k <= shards; k++) {
        size_t l = strlen(rest);
        snprintf(rest + l, sizeof rest - l, " part%d.tally", k);
    }
    expect_ok(sh(SIM " merge%s half.tally -q -o two_step.csv", rest), "second step");
    expect_same("single.csv", "two_step.csv");
}

Test(shards, merged_shards_give_the_single_runs_csv_random)
{
    merge_matches("--game dnup --agents random,random,random -n 3000 --seed 11", 4);
}

Test(shards, merged_shards_give_the_single_runs_csv_mcts)
{
    merge_matches("--game dinn --agents mcts:iters=30,greedy -n 120 --seed 3", 3);
}

Test(shards, merged_shards_give_the_single_runs_csv_sweep_with_metrics)
{
    merge_matches("--game dnup --agents greedy,random -n 400 --sweep points_to_win=3,4 "
                  "--sweep agent1.samples=1,2 --metrics",
                  5);
}

Test(shards, merge_refuses_other_runs_overlaps_gaps_and_damaged_files)
{
    const char *run = "--game dnup --agents random,random -n 200";
    for (int k = 1; k <= 3; k++)
        expect_ok(sh(SIM " %s -q --shard %d/3 --tally p%d.tally", run, k, k), "shard");
    expect_ok(sh(SIM " %s -q --seed 2 --shard 2/3 --tally seed2.tally", run), "seed 2");
    expect_ok(sh(SIM " %s -q --rule points_to_win=4 --shard 2/3 --tally rule.tally", run),
              "rule");
    expect_ok(sh(SIM " --game dnup --agents greedy,random -n 200 -q --shard 2/3 --tally "
                     "agents.tally"),
              "agents");
    expect_ok(sh(SIM " --game dinn --agents random,random -n 200 -q --shard 2/3 --tally "
                     "game.tally"),
              "game");
    expect_refused(sh(SIM " merge p1.tally seed2.tally p3.tally -o m.csv"), "seed2.tally", "seed");
    expect_refused(sh(SIM " merge p1.tally rule.tally p3.tally -o m.csv"), "rule.tally", "rules");
    expect_refused(sh(SIM " merge p1.tally agents.tally p3.tally -o m.csv"), "agents.tally",
                   "agents");
    expect_refused(sh(SIM " merge p1.tally game.tally p3.tally -o m.csv"), "game.tally", "game");
    expect_refused(sh(SIM " merge p1.tally p2.tally p2.tally p3.tally -o m.csv"), "p2.tally",
                   "overlapping");
    expect_refused(sh(SIM " merge p1.tally p3.tally -o m.csv"), "shard 2/3 is missing", NULL);
    /* a whole run's tally overlaps every shard */
    expect_ok(sh(SIM " %s -q --tally whole.tally -o whole.csv", run), "whole");
    expect_refused(sh(SIM " merge whole.tally p3.tally -o m.csv"), "whole.tally", "p3.tally");
    /* damaged files: truncated, a byte changed, not a tally at all */
    expect_ok(sh("head -c 1500 p2.tally > cut.tally && cp p2.tally bad.tally && "
                 "printf 'Z' | dd of=bad.tally bs=1 seek=900 conv=notrunc 2>/dev/null && "
                 "echo hello > text.tally"),
              "damage");
    expect_refused(sh(SIM " merge p1.tally cut.tally p3.tally -o m.csv"), "cut.tally",
                   "truncated");
    expect_refused(sh(SIM " merge p1.tally bad.tally p3.tally -o m.csv"), "bad.tally", "corrupt");
    expect_refused(sh(SIM " merge text.tally -o m.csv"), "text.tally", "not a tally");
    expect_refused(sh(SIM " merge nosuch.tally -o m.csv"), "nosuch.tally", NULL);
    expect_refused(sh(SIM " merge p1.tally"), "-o", NULL);
    /* nothing written by a refused merge */
    expect_ok(sh("! ls m.csv* 2>/dev/null"), "no CSV");
}

/* A tally of another program version: the file rewritten with id.version changed. */
Test(shards, merge_refuses_another_version)
{
    expect_ok(sh(SIM " --game dnup --agents random,random -n 100 -q --shard 1/2 --tally a.tally"),
              "a");
    expect_ok(sh(SIM " --game dnup --agents random,random -n 100 -q --shard 2/2 --tally b.tally"),
              "b");
    char path[256], err[512];
    snprintf(path, sizeof path, "%s/b.tally", tmpdir);
    tf_file_t f;
    cr_assert_eq(tf_read(&f, path, err, sizeof err), 0, "%s", err);
    tf_buf_t b;
    tf_begin(&b);
    for (int i = 0; i < f.nsec; i++) {
        const tf_section_t *s = &f.sec[i];
        if (s->kind == TF_KIND_TEXT) {
            if (strcmp(s->name, "id.version") == 0)
                tf_put_text(&b, s->name, "v0.0-other", 10);
            else
                tf_put_text(&b, s->name, (const char *)s->payload, s->len);
            continue;
        }
        char *mem = calloc(s->count ? s->count : 1, (size_t)s->width);
        tf_view_t v = {"", s->op, s->width, mem, (size_t)s->width, 1, s->count};
        snprintf(v.name, sizeof v.name, "%s", s->name);
        cr_assert_eq(tf_decode(&f, s, &v, err, sizeof err), 0, "%s", err);
        tf_put_ints(&b, &v);
        free(mem);
    }
    cr_assert_eq(tf_end(&b), 0);
    snprintf(path, sizeof path, "%s/other.tally", tmpdir);
    cr_assert_eq(tf_write_file(path, &b), 0);
    tf_buf_free(&b);
    tf_file_free(&f);
    expect_refused(sh(SIM " merge a.tally other.tally -o m.csv"), "other.tally", "version");
    expect_ok(sh(SIM " merge a.tally b.tally -q -o m.csv"), "the same, unchanged");
}

/* ---- checkpoints ---- */

static void sleep_ms(int ms)
{
    struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000};
    nanosleep(&ts, NULL);
}

/* Start the run in the background, signal it after ms, wait; its exit status. */
/* Run args in tmpdir and send it sig: ms milliseconds after it started, or, with
 * wait_for, ms milliseconds after the file wait_for (in tmpdir) first exists: then the
 * run is past its start-up and has its signal handlers (a loaded machine or a
 * sanitizer build can take longer than any fixed delay to get there). A run that
 * ends first is not signalled. Returns the exit status, or 128 + the signal. */
static int run_and_signal_when(const char *args, int sig, int ms, const char *wait_for)
{
    char watch[PATH_MAX] = "";
    if (wait_for) {
        snprintf(watch, sizeof watch, "%s/%s", tmpdir, wait_for);
        unlink(watch);
    }
    pid_t pid = fork();
    if (pid == 0) {
        if (chdir(tmpdir) != 0)
            _exit(99);
        FILE *e = freopen("stderr", "w", stderr);
        (void)e;
        execl("/bin/sh", "sh", "-c", args, (char *)NULL);
        _exit(99);
    }
    int st;
    if (wait_for) {
        struct stat sb;
        for (int waited = 0; stat(watch, &sb) != 0; waited++) {
            if (waitpid(pid, &st, WNOHANG) == pid) /* finished before its first checkpoint */
                return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
            cr_assert_lt(waited, 60000, "'%s' wrote no %s in 60 s", args, wait_for);
            sleep_ms(1);
        }
    }
    sleep_ms(ms);
    kill(pid, sig);
    waitpid(pid, &st, 0);
    return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

static int run_and_signal(const char *args, int sig, int ms)
{
    return run_and_signal_when(args, sig, ms, NULL);
}

Test(shards, a_run_stopped_at_several_points_and_resumed_writes_the_same_csv, .timeout = 120)
{
    const char *run = "--game dnup --agents random,random,random -n 40000 --seed 21 -q";
    expect_ok(sh(SIM " %s -t 2 -o ref.csv", run), "reference");
    char cmd[1024];
    /* SIGINT early, SIGTERM later, SIGKILL between checkpoints, then the rest */
    snprintf(cmd, sizeof cmd,
             "exec " SIM " %s -t 2 -o out.csv --checkpoint ck.tally --checkpoint-every 0.05",
             run);
    int st = run_and_signal_when(cmd, SIGINT, 0, "ck.tally");
    char *err = slurp("stderr", NULL);
    if (st != 0) { /* not finished yet: stopped by the signal, with a checkpoint */
        cr_assert_eq(st, 128 + SIGINT, "exit %d: %s", st, err);
        cr_assert(strstr(err, "resume with:") && strstr(err, "--resume ck.tally"), "%s", err);
    }
    free(err);
    snprintf(cmd, sizeof cmd,
             "exec " SIM " %s -t 1 -o out.csv --checkpoint ck.tally --checkpoint-every 0.05 "
             "--resume ck.tally",
             run);
    st = run_and_signal(cmd, SIGTERM, 150);
    cr_assert(st == 0 || st == 128 + SIGTERM, "exit %d", st);
    snprintf(cmd, sizeof cmd,
             "exec " SIM " %s -t 2 -o out.csv --checkpoint ck.tally --checkpoint-every 1000 "
             "--resume ck.tally",
             run);
    st = run_and_signal(cmd, SIGKILL, 120); /* no checkpoint since it started: all lost */
    cr_assert(st == 0 || st == 128 + SIGKILL, "exit %d", st);
    expect_ok(sh(SIM " %s -t 2 -o out.csv --resume ck.tally", run), "resume");
    expect_same("ref.csv", "out.csv");
    /* a finished run resumed: the CSV again, nothing played */
    expect_ok(sh(SIM " %s -o again.csv --resume ck.tally", run), "resume a finished run");
    expect_same("ref.csv", "again.csv");
    /* the checkpoint of a finished run merges like a tally */
    expect_ok(sh(SIM " merge ck.tally -q -o from_ckpt.csv"), "merge the checkpoint");
    expect_same("ref.csv", "from_ckpt.csv");
}

Test(shards, a_sweep_shard_stopped_and_resumed_gives_its_tally)
{
    const char *run = "--game dnup --agents greedy,random -n 4000 --sweep points_to_win=3,4 -q";
    expect_ok(sh(SIM " %s --shard 2/3 --tally whole2.tally", run), "shard");
    char cmd[1024];
    snprintf(cmd, sizeof cmd,
             "exec " SIM " %s --shard 2/3 --tally p2.tally --checkpoint c2.tally "
             "--checkpoint-every 100g",
             run);
    int st = run_and_signal_when(cmd, SIGTERM, 0, "c2.tally");
    cr_assert(st == 0 || st == 128 + SIGTERM, "exit %d", st);
    expect_ok(sh(SIM " %s --shard 2/3 --tally p2.tally --resume c2.tally", run), "resume");
    expect_ok(sh(SIM " %s --shard 1/3 --tally p1.tally && " SIM " %s --shard 3/3 --tally "
                     "p3.tally",
                 run, run),
              "others");
    expect_ok(sh(SIM " merge p1.tally p2.tally p3.tally -q -o a.csv"), "merge");
    expect_ok(sh(SIM " merge p1.tally whole2.tally p3.tally -q -o b.csv"), "merge");
    expect_same("a.csv", "b.csv");
}

Test(shards, resuming_with_other_settings_is_refused)
{
    const char *run = "--game dnup --agents random,random -n 2000 -q";
    expect_ok(sh(SIM " %s -o a.csv --checkpoint ck.tally", run), "run");
    expect_refused(sh(SIM " %s --seed 9 -o a.csv --resume ck.tally", run), "ck.tally", "seed");
    expect_refused(sh(SIM " %s --rule points_to_win=4 -o a.csv --resume ck.tally", run),
                   "ck.tally", "rules");
    expect_refused(sh(SIM " --game dnup --agents random,random -n 4000 -q -o a.csv --resume "
                          "ck.tally"),
                   "ck.tally", "games");
    expect_refused(sh(SIM " %s --metrics -o a.csv --resume ck.tally", run), "ck.tally",
                   "metrics");
    expect_refused(sh(SIM " %s --shard 1/2 --resume ck.tally", run), "ck.tally", "shard");
    expect_refused(sh(SIM " %s -o a.csv --resume nosuch.tally", run), "nosuch.tally", NULL);
    /* threads, output and quiet may change */
    expect_ok(sh(SIM " %s -t 1 -o b.csv --resume ck.tally", run), "resume, other threads");
    expect_same("a.csv", "b.csv");
}

Test(shards, bad_shard_and_checkpoint_options_exit_2)
{
    const char *run = "--game dnup --agents random,random -n 100";
    expect_refused(sh(SIM " %s --shard 0/3", run), "--shard", NULL);
    expect_refused(sh(SIM " %s --shard 4/3", run), "--shard", NULL);
    expect_refused(sh(SIM " %s --shard 1/x", run), "--shard", NULL);
    expect_refused(sh(SIM " %s --checkpoint-every 5", run), "--checkpoint", NULL);
    expect_refused(sh(SIM " %s --checkpoint c.tally --checkpoint-every 0", run),
                   "--checkpoint-every", NULL);
    expect_refused(sh(SIM " %s --shard 1/2 --trace t.jsonl", run), "--trace", NULL);
    expect_refused(sh(SIM " %s --tally /nonexistent/dir/x.tally", run), "x.tally", NULL);
    expect_refused(sh(SIM " merge --frob x.tally -o m.csv"), "--frob", NULL);
}

/* --shard and --checkpoint-every were read by strtol and strtod: ' +1/2', ' +5' and
 * 0x10 (16 seconds) were accepted. They are decimal now, as every number of the command
 * line: digits (seconds may have a fraction and an exponent, Kg's K is a count). */
Test(shards, shard_and_checkpoint_every_are_strict_decimal)
{
    const char *run = "--game dnup --agents random,random -n 100 -q";
    const char *shards[] = {" +1/2", "+1/2", "1/+2", "1/ 2", "1/2 ", "0x1/2", "1/0x2", "1.0/2",
                            "-1/2", "1/2/3", "/2", "1/"};
    for (size_t i = 0; i < sizeof shards / sizeof *shards; i++) {
        char quoted[64];
        snprintf(quoted, sizeof quoted, "--shard '%s'", shards[i]);
        expect_refused(sh(SIM " %s --shard '%s' --tally s.tally", run, shards[i]), quoted, NULL);
    }
    const char *every[] = {" +5", "+5", "-5", "0x10", " 5", "5 ", "inf", "nan", "1e", "5.",
                           "+5g", "0x10g", "5 g", " 5g", "-5g", "0g", "1.5g", "g", "5gg"};
    for (size_t i = 0; i < sizeof every / sizeof *every; i++) {
        char quoted[64];
        snprintf(quoted, sizeof quoted, "--checkpoint-every '%s'", every[i]);
        expect_refused(sh(SIM " %s --checkpoint c.tally --checkpoint-every '%s'", run, every[i]),
                       quoted, NULL);
    }
    const char *fine[] = {"2.5", "30", "1e1", "5000g", "5e3g", "2.5e3g"};
    for (size_t i = 0; i < sizeof fine / sizeof *fine; i++)
        expect_ok(sh(SIM " %s --checkpoint c.tally --checkpoint-every %s", run, fine[i]), fine[i]);
    expect_ok(sh(SIM " %s --shard 02/3 --tally s.tally", run), "--shard 02/3");
}

/* --shard 1/1000000000 said "1 <= K <= N", hiding that N is at most 1,000,000. */
Test(shards, the_shard_message_says_the_most_parts)
{
    const char *run = "--game dnup --agents random,random -n 100 -q";
    expect_refused(sh(SIM " %s --shard 1/1000000000 --tally s.tally", run), "--shard '1/1000000000'",
                   "N <= 1000000");
    expect_refused(sh(SIM " %s --shard 1/1000001 --tally s.tally", run), "N <= 1000000", NULL);
    expect_ok(sh(SIM " %s --shard 1000000/1000000 --tally s.tally", run), "--shard at the cap");
}

/* The default tally goes beside the CSV: -o /dev/null --shard 1/10 created
 * /dev/null-shard1of10.tally in /dev, -o - a file named --shard1of2.tally. A CSV that
 * is no regular file (a device, a FIFO, stdout) has no beside: without --tally the
 * run is refused before it plays; with --tally it runs. */
Test(shards, a_shard_whose_csv_is_no_regular_file_needs_tally)
{
    const char *run = "--game dnup --agents random,random -n 100 -q";
    struct stat st;
    const int had_null_tally = stat("/dev/null-shard1of10.tally", &st) == 0;
    expect_refused(sh(SIM " %s -o /dev/null --shard 1/10", run), "-o '/dev/null'",
                   "give --tally FILE");
    cr_assert(had_null_tally || stat("/dev/null-shard1of10.tally", &st) != 0,
              "a tally was written in /dev");
    expect_refused(sh(SIM " %s -o - --shard 1/2", run), "-o '-' (stdout)", "give --tally FILE");
    expect_ok(sh("mkfifo csv.fifo"), "mkfifo");
    expect_refused(sh(SIM " %s -o csv.fifo --shard 1/2", run), "-o 'csv.fifo'",
                   "give --tally FILE");
    expect_refused(sh(SIM " %s -o /dev/stdout --shard 1/2 > out.csv", run), "-o '/dev/stdout'",
                   "give --tally FILE");
    expect_ok(sh("ls | grep -v -x -e csv.fifo -e out.csv -e stdout -e stderr -e left > left; "
                 "test ! -s left"),
              "nothing written");
    /* with --tally FILE, or a CSV in a file, the shard runs */
    expect_ok(sh(SIM " %s -o /dev/null --shard 1/10 --tally t.tally && test -s t.tally", run),
              "-o /dev/null --tally");
    expect_ok(sh(SIM " %s -o - --shard 1/2 --tally u.tally > u.csv && test -s u.tally", run),
              "-o - --tally");
    expect_ok(sh(SIM " %s -o v.csv --shard 1/2 && test -s v-shard1of2.tally", run),
              "-o v.csv: the tally beside it");
}

/* ---- deck studies (--decks): the same, for their three CSVs ---- */

#define DECKDIR SIMULATE_SOURCE_DIR "/experiments/dinn/decks"
#define DECK_STUDY                                                                          \
    "--game dinn --decks " DECKDIR " --agents greedy,greedy --agents random,random -q"

/* The pairs CSV `a` and its -ratings and -cards companions equal b's. */
static void expect_same_study(const char *a, const char *b)
{
    static const char *const suffix[3] = {"", "-ratings", "-cards"};
    for (int j = 0; j < 3; j++) {
        char x[64], y[64];
        snprintf(x, sizeof x, "%s%s.csv", a, suffix[j]);
        snprintf(y, sizeof y, "%s%s.csv", b, suffix[j]);
        expect_same(x, y);
    }
}

Test(shards, merged_shards_of_a_deck_study_give_its_three_csvs)
{
    const char *run = DECK_STUDY " -n 20 --seed 5";
    expect_ok(sh(SIM " %s -t 2 -o single.csv", run), "single study");
    for (int k = 1; k <= 3; k++)
        expect_ok(sh(SIM " %s -t 1 --shard %d/3 --tally d%d.tally", run, k, k), "shard");
    expect_ok(sh("! ls *.csv | grep -v single"), "a shard without -o writes no CSV");
    expect_ok(sh(SIM " merge d3.tally d1.tally d2.tally -q -o merged.csv"), "merge");
    expect_same_study("single", "merged");
    /* in two steps */
    expect_ok(sh(SIM " merge d1.tally d2.tally -q --tally d12.tally"), "partial merge");
    expect_ok(sh("! ls merged2*.csv 2>/dev/null"), "no CSV from a merge into a tally");
    expect_ok(sh(SIM " merge d12.tally d3.tally -q -o merged2.csv"), "second step");
    expect_same_study("single", "merged2");
    /* other studies' shards are refused: other lineups, no card tallies, a plain run */
    expect_ok(sh(SIM " --game dinn --decks " DECKDIR " --agents greedy,greedy -q -n 20 --seed 5 "
                     "--shard 2/3 --tally lineups.tally"),
              "one lineup");
    expect_ok(sh(SIM " %s --no-cards --shard 2/3 --tally nocards.tally", run), "no cards");
    expect_refused(sh(SIM " merge d1.tally lineups.tally d3.tally -o m.csv"), "lineups.tally",
                   "lineups greedy,greedy | random,random");
    expect_refused(sh(SIM " merge d1.tally nocards.tally d3.tally -o m.csv"), "nocards.tally",
                   "study");
    expect_refused(sh(SIM " merge d1.tally d3.tally -o m.csv"), "shard 2/3 is missing", NULL);
    expect_ok(sh("! ls m*.csv 2>/dev/null | grep -v merged"), "nothing written when refused");
}

Test(shards, a_deck_study_checkpointed_stopped_and_resumed_writes_the_same_csvs,
     .timeout = 120)
{
    const char *run = DECK_STUDY " -n 400 --seed 8";
    expect_ok(sh(SIM " %s -t 2 -o ref.csv", run), "reference");
    /* checkpoints fold every block into the result as it ends (the study's own tallies
     * too) */
    expect_ok(sh(SIM " %s -t 2 -o ck.csv --checkpoint whole.tally --checkpoint-every 40g", run),
              "with checkpoints");
    expect_same_study("ref", "ck");
    char cmd[1024];
    snprintf(cmd, sizeof cmd,
             "exec " SIM " %s -t 2 -o out.csv --checkpoint ck.tally --checkpoint-every 0.05", run);
    int st = run_and_signal_when(cmd, SIGINT, 0, "ck.tally");
    char *err = slurp("stderr", NULL);
    if (st != 0) {
        cr_assert_eq(st, 128 + SIGINT, "exit %d: %s", st, err);
        cr_assert(strstr(err, "--resume ck.tally"), "%s", err);
    }
    free(err);
    snprintf(cmd, sizeof cmd,
             "exec " SIM " %s -t 1 -o out.csv --checkpoint ck.tally --checkpoint-every 1000 "
             "--resume ck.tally",
             run);
    st = run_and_signal(cmd, SIGKILL, 100);
    cr_assert(st == 0 || st == 128 + SIGKILL, "exit %d", st);
    expect_ok(sh(SIM " %s -t 2 -o out.csv --resume ck.tally", run), "resume");
    expect_same_study("ref", "out");
    expect_ok(sh(SIM " merge ck.tally -q -o from_ckpt.csv"), "merge the checkpoint");
    expect_same_study("ref", "from_ckpt");
    expect_refused(sh(SIM " " DECK_STUDY " -n 400 --seed 9 -o x.csv --resume ck.tally"),
                   "ck.tally", "seed");
}

/* A tally of an older format: the header's version set back to 1 (and its hash
 * made right) is refused, naming the file and why. */
Test(shards, merge_refuses_an_older_format)
{
    expect_ok(sh(SIM " --game dnup --agents random,random -n 100 -q --shard 1/2 --tally a.tally"),
              "a");
    size_t len;
    unsigned char *data = (unsigned char *)slurp("a.tally", &len);
    cr_assert(data && len > 32);
    cr_assert_eq(data[8], TALLY_FORMAT);
    data[8] = 1;
    uint64_t h = tally_hash64(data, 24, 0);
    for (int i = 0; i < 8; i++)
        data[24 + i] = (unsigned char)(h >> (8 * i));
    char path[256];
    snprintf(path, sizeof path, "%s/old.tally", tmpdir);
    FILE *f = fopen(path, "wb");
    cr_assert(f && fwrite(data, 1, len, f) == len);
    fclose(f);
    free(data);
    expect_refused(sh(SIM " merge old.tally -o m.csv"), "old.tally", "older simulate");
    expect_refused(sh(SIM " --game dnup --agents random,random -n 100 -q --shard 1/2 -o m.csv "
                          "--resume old.tally"),
                   "old.tally", "format 1");
}

/* ---- MPI and Slurm ---- */

static int have_mpi(void)
{
    return mpi_built() && system("command -v mpirun >/dev/null 2>&1") == 0;
}

/* Under the sanitizer job (scripts/sanitize.sh) LeakSanitizer would report Open MPI's
 * own allocations from MPI_Init, made in components it has unloaded by the exit (no
 * name left to suppress them by): leak checks are off in the ranks; every other
 * sanitizer check stays, and the same run without ranks is leak-checked elsewhere. */
#define MPIRUN                                                                                \
    "OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1 " \
    "ASAN_OPTIONS=${ASAN_OPTIONS:-}:detect_leaks=0 mpirun -np 3 --oversubscribe "

Test(shards, three_mpi_ranks_write_the_single_process_csv, .timeout = 300)
{
    if (!have_mpi())
        cr_skip_test("this build has no MPI (Debian: openmpi-bin libopenmpi-dev)");
    const char *runs[] = {
        "--game dnup --agents random,random,random -n 3000 --seed 4",
        "--game dinn --agents mcts:iters=30,greedy -n 60 --seed 2",
        "--game dnup --agents greedy,random -n 300 --sweep points_to_win=3,4,5 --metrics",
    };
    for (int i = 0; i < 3; i++) {
        /* 1 or 2 threads a rank */
        expect_ok(sh(SIM " %s -q -t 2 -o one.csv", runs[i]), "one process");
        expect_ok(sh(MPIRUN SIM " %s -q -t %d -o ranks.csv", runs[i], 1 + (i == 2)), "3 ranks");
        expect_same("one.csv", "ranks.csv");
    }
    /* bad input: said once, every rank exits 2 */
    run_t *r = sh(MPIRUN SIM " --game dnup --agents random,random -n 0 -o x.csv");
    cr_assert_neq(r->status, 0);
    cr_assert_eq(r->status, 2, "%s", r->err);
    int said = 0;
    for (const char *p = r->err; (p = strstr(p, "simulate: -n")); p++)
        said++;
    cr_assert_eq(said, 1, "the error was said %d times: %s", said, r->err);
    /* bad input on one rank only (its data folder missing): rank 0 says which and why */
    r = sh(MPIRUN "sh -c 'if [ $OMPI_COMM_WORLD_RANK = 2 ]; then export "
                  "SIMULATE_DATA=/nonexistent; fi; exec " SIM
                  " --game dnup --agents random,random -n 100 -q -o x.csv'");
    cr_assert_eq(r->status, 2, "%s", r->err);
    cr_assert(strstr(r->err, "simulate: rank 2: /nonexistent/"), "%s", r->err);
    /* ranks given different runs (one reads a data folder whose file differs) */
    expect_ok(sh("mkdir dd && cp -r %s/games dd/ && echo >> dd/games/dnup/cards.csv",
                 SIMULATE_SOURCE_DIR),
              "data copy");
    r = sh(MPIRUN "sh -c 'if [ $OMPI_COMM_WORLD_RANK = 1 ]; then export SIMULATE_DATA=$PWD/dd; "
                  "fi; exec " SIM " --game dnup --agents random,random -n 100 -q -o x.csv'");
    cr_assert_eq(r->status, 2, "%s", r->err);
    cr_assert(strstr(r->err, "were given different runs"), "%s", r->err);
    /* a shard over ranks merges like any other */
    expect_ok(sh(SIM " --game dnup --agents random,random -n 2000 -q -o one.csv"), "one");
    expect_ok(sh(MPIRUN SIM " --game dnup --agents random,random -n 2000 -q --shard 1/2 --tally "
                            "h1.tally"),
              "shard over ranks");
    expect_ok(sh(SIM " --game dnup --agents random,random -n 2000 -q --shard 2/2 --tally "
                     "h2.tally"),
              "shard");
    expect_ok(sh(SIM " merge h1.tally h2.tally -q -o m.csv"), "merge");
    expect_same("one.csv", "m.csv");
}

Test(shards, three_mpi_ranks_write_the_single_process_deck_study_csvs, .timeout = 300)
{
    if (!have_mpi())
        cr_skip_test("this build has no MPI (Debian: openmpi-bin libopenmpi-dev)");
    const char *run = DECK_STUDY " -n 40 --seed 6";
    expect_ok(sh(SIM " %s -t 2 -o one.csv", run), "one process");
    expect_ok(sh(MPIRUN SIM " %s -t 1 -o ranks.csv", run), "3 ranks");
    expect_same_study("one", "ranks");
    /* the optimiser stays in one process, said once */
    run_t *r = sh(MPIRUN SIM " --game dinn --decks " DECKDIR " --agents greedy,greedy -n 20 "
                             "--optimise " DECKDIR "/camelot.txt -o o.csv");
    cr_assert_eq(r->status, 2, "%s", r->err);
    int said = 0;
    for (const char *p = r->err; (p = strstr(p, "--optimise runs in one process")); p++)
        said++;
    cr_assert_eq(said, 1, "said %d times: %s", said, r->err);
}

Test(shards, slurm_scripts_run_as_array_tasks_then_merge, .timeout = 300)
{
    run_t *r = sh("%s/scripts/slurm/test.sh " SIM, SIMULATE_SOURCE_DIR);
    cr_assert_eq(r->status, 0, "scripts/slurm/test.sh: %s", r->err);
}
