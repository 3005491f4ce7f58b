/* test_cli.c - the simulate program from the outside: bad input exits 2 with one line
 * naming what is wrong, a run writes its CSV atomically and the same seed gives the
 * same bytes whatever the thread count. Uses the first registered game. */
#include <criterion/criterion.h>
#include <ctype.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "../agents/mcts.h"
#include "registry.h"
#include "textbuf.h" /* TEXT_WIDTH, TEXT_WRAP_INDENT: replay breaks as play does */
#include "wrapped.h"

/* Criterion runs each test in its own process: each gets its own directory. */
static char tmpdir[64];
#define TMPDIR tmpdir

typedef struct run {
    int status;
    char err[4096];
    char out[1 << 16];
    int err_lines;
} run_t;

static char *slurp(const char *path, size_t *len)
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
    if (len)
        *len = got;
    return buf;
}

/* A file the last run wrote in its working directory. */
static char *slurp_run_file(const char *name, size_t *len)
{
    char path[128];
    snprintf(path, sizeof path, "%s/%s", TMPDIR, name);
    return slurp(path, len);
}

static void ensure_tmpdir(void)
{
    snprintf(tmpdir, sizeof tmpdir, "/tmp/sim_cli_test.%ld", (long)getpid());
    mkdir(TMPDIR, 0777);
}

/* Run a program (build/simulate, build/simulate-test) with the arguments; capture
 * status, stdout, stderr. */
static run_t *run_program(const char *program, const char *args)
{
    static run_t r;
    memset(&r, 0, sizeof r);
    ensure_tmpdir();
    static char cmd[140000];
    snprintf(cmd, sizeof cmd, "cd %s && %s %s >%s/stdout 2>%s/stderr", TMPDIR, program, args,
             TMPDIR, TMPDIR);
    int st = system(cmd);
    r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
    char *e = slurp_run_file("stderr", NULL), *o = slurp_run_file("stdout", NULL);
    snprintf(r.err, sizeof r.err, "%s", e ? e : "");
    snprintf(r.out, sizeof r.out, "%s", o ? o : "");
    free(e);
    free(o);
    for (char *p = r.err; *p; p++)
        r.err_lines += *p == '\n';
    return &r;
}

static run_t *sim(const char *args)
{
    return run_program(SIMULATE_BIN, args);
}

static void cleanup(void)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", TMPDIR);
    if (tmpdir[0])
        system(cmd);
}

TestSuite(cli, .fini = cleanup);

static const game_t *first_game(void)
{
    cr_assert_not_null(game_registry[0], "no game is registered");
    return game_registry[0];
}

/* A game these tests need by name: missing, the test fails (never skips). */
static const game_t *need_game(const char *id)
{
    const game_t *g = game_find(id);
    cr_assert_not_null(g, "game %s is not registered: this test needs it", id);
    return g;
}

/* The first registered game for at least two players. */
static const game_t *multi_seat_game(void)
{
    for (int i = 0; game_registry[i]; i++)
        if (game_registry[i]->min_players >= 2)
            return game_registry[i];
    cr_assert_fail("no registered game is for two players or more");
    return NULL;
}

/* "random,random,..." for the game's smallest player count */
static const char *randoms(const game_t *g)
{
    static char buf[128];
    buf[0] = '\0';
    for (int i = 0; i < g->min_players; i++)
        strcat(buf, i ? ",random" : "random");
    return buf;
}

static void expect_bad(const char *args, const char *needle)
{
    run_t *r = sim(args);
    cr_assert_eq(r->status, 2, "%s: exit %d, stderr: %s", args, r->status, r->err);
    cr_assert_eq(r->err_lines, 1, "%s: expected one line on stderr, got: %s", args, r->err);
    cr_assert_not_null(strstr(r->err, needle), "%s: stderr '%s' lacks '%s'", args, r->err,
                       needle);
    cr_assert_eq(strncmp(r->err, "simulate: ", 10), 0, "%s", r->err);
}

Test(cli, help_list_and_version)
{
    run_t *r = sim("--help");
    cr_assert_eq(r->status, 0);
    cr_assert_not_null(strstr(r->out, "usage: simulate"));
    cr_assert_not_null(strstr(r->out, "--signature"));
    r = sim("--version");
    cr_assert_eq(r->status, 0);
    cr_assert_eq(strncmp(r->out, "simulate ", 9), 0, "%s", r->out);
    cr_assert_gt(strlen(r->out), 10, "%s", r->out);
    r = sim("--list");
    cr_assert_eq(r->status, 0);
    const game_t *g = first_game();
    cr_assert_not_null(strstr(r->out, g->id));
    cr_assert_not_null(strstr(r->out, "random"));
    for (const rule_param_t *p = g->params; p && p->key; p++)
        cr_assert_not_null(strstr(r->out, p->key), "--list lacks rule %s", p->key);
    /* every game's own mcts defaults, as the agent takes them */
    for (int i = 0; game_registry[i]; i++) {
        double v[5];
        char want[160];
        mcts_defaults(game_registry[i]->id, &v[0], &v[1], &v[2], &v[3], &v[4]);
        snprintf(want, sizeof want, "      %-12s iters=%g c=%g depth=%g redeal=%g stop=%g\n",
                 game_registry[i]->id, v[0], v[1], v[2], v[3], v[4]);
        cr_assert_not_null(strstr(r->out, want), "--list lacks '%s'", want);
    }
}

Test(cli, bad_input_exits_2_with_one_line)
{
    const game_t *g = first_game();
    char args[1024];
    const char *id = g->id, *ag = randoms(g);
    expect_bad("--game nosuchgame --agents random,random -n 10", "unknown game 'nosuchgame'");
    snprintf(args, sizeof args, "--game %s --agents %s,nosuch -n 10", id, ag);
    expect_bad(args, "unknown agent 'nosuch'");
    snprintf(args, sizeof args, "--game %s --agents %s -n 0", id, ag);
    expect_bad(args, "-n '0'");
    snprintf(args, sizeof args, "--game %s --agents %s -n abc", id, ag);
    expect_bad(args, "-n 'abc'");
    snprintf(args, sizeof args, "--game %s --agents %s -n 1.5", id, ag);
    expect_bad(args, "-n '1.5'");
    snprintf(args, sizeof args, "--game %s --agents %s -n -3", id, ag);
    expect_bad(args, "-n '-3'");
    snprintf(args, sizeof args, "--game %s --agents %s -n 10 --rule nosuchrule=1", id, ag);
    expect_bad(args, "unknown rule 'nosuchrule'");
    snprintf(args, sizeof args, "--game %s --agents %s -n 10 --rule broken", id, ag);
    expect_bad(args, "expected KEY=VALUE");
    snprintf(args, sizeof args, "--game %s --agents random -n 10", multi_seat_game()->id);
    expect_bad(args, "players");
    snprintf(args, sizeof args, "--game %s --agents %s -n 10 --seed x", id, ag);
    expect_bad(args, "--seed 'x'");
    snprintf(args, sizeof args, "--game %s --agents %s -n 10 --threads 0", id, ag);
    expect_bad(args, "--threads '0'");
    snprintf(args, sizeof args, "--game %s --agents %s -n 10 --bogus", id, ag);
    expect_bad(args, "unknown option '--bogus'");
    snprintf(args, sizeof args, "--game %s --agents %s -n 10 --out /nonexistent/dir/x.csv", id,
             ag);
    expect_bad(args, "/nonexistent/dir/x.csv");
    snprintf(args, sizeof args, "--game %s --agents %s", id, ag);
    expect_bad(args, "-n is required");
    expect_bad("--agents random,random -n 10", "--game is required");
    snprintf(args, sizeof args, "--game %s -n 10", id);
    expect_bad(args, "--agents is required");
    snprintf(args, sizeof args, "--game %s --agents %s -n 10 --sweep nosuch=1,2", id, ag);
    expect_bad(args, "unknown rule 'nosuch'");
    snprintf(args, sizeof args, "--game %s --agents %s -n 10 --baseline x=1", id, ag);
    expect_bad(args, "--baseline needs --sweep");
    snprintf(args, sizeof args, "--game %s --agents %s -n 10 --trace-games 0", id, ag);
    expect_bad(args, "--trace-games '0'");
    snprintf(args, sizeof args, "--game %s --agents %s -n 10 --rules /nonexistent.rules", id, ag);
    expect_bad(args, "/nonexistent.rules");
    /* an option of one value given twice: which was meant is not known */
    snprintf(args, sizeof args,
             "--game %s --agents %s -n 10 --sweep turn_cap=50,60 --baseline turn_cap=50 "
             "--baseline turn_cap=60", id, ag);
    expect_bad(args, "--baseline given twice");
    snprintf(args, sizeof args, "--game %s --agents %s -n 10 -n 20", id, ag);
    expect_bad(args, "-n given twice");
    snprintf(args, sizeof args, "--game %s --agents %s -n 10 --seed 1 -s 2", id, ag);
    expect_bad(args, "--seed given twice");
    snprintf(args, sizeof args, "--game %s --game %s --agents %s -n 10", id, id, ag);
    expect_bad(args, "--game given twice");
    expect_bad("merge a.tally -o x.csv -o y.csv", "-o given twice");
}

Test(cli, bad_values_for_every_int_rule_are_rejected)
{
    const game_t *g = first_game();
    char args[1024];
    for (const rule_param_t *p = g->params; p && p->key; p++) {
        if (p->type != RULE_INT)
            continue;
        snprintf(args, sizeof args, "--game %s --agents %s -n 10 --rule %s=%ld", g->id,
                 randoms(g), p->key, (long)p->max + 1);
        expect_bad(args, p->key);
        snprintf(args, sizeof args, "--game %s --agents %s -n 10 --rule %s=seven", g->id,
                 randoms(g), p->key);
        expect_bad(args, p->key);
    }
}

Test(cli, rules_file_errors_name_file_and_line)
{
    const game_t *g = first_game();
    FILE *f = fopen("/tmp/sim_cli_bad.rules", "w");
    fprintf(f, "# a comment\n\n%s = %d\nnosuchrule = 3\n", g->params[0].key,
            (int)g->params[0].def);
    fclose(f);
    char args[1024];
    snprintf(args, sizeof args, "--game %s --agents %s -n 10 --rules /tmp/sim_cli_bad.rules",
             g->id, randoms(g));
    expect_bad(args, "/tmp/sim_cli_bad.rules:4");
    f = fopen("/tmp/sim_cli_bad.rules", "w");
    fprintf(f, "just words\n");
    fclose(f);
    expect_bad(args, "/tmp/sim_cli_bad.rules:1: expected 'key = value'");
    unlink("/tmp/sim_cli_bad.rules");
}

Test(cli, same_seed_same_csv_bytes_for_one_and_two_threads)
{
    for (int i = 0; game_registry[i]; i++) {
        const game_t *g = game_registry[i];
        char args[1024];
        snprintf(args, sizeof args, "--game %s --agents %s -n 400 --seed 77 --threads 1 --quiet "
                 "--out t1.csv", g->id, randoms(g));
        run_t *r = sim(args);
        cr_assert_eq(r->status, 0, "%s: %s", g->id, r->err);
        snprintf(args, sizeof args, "--game %s --agents %s -n 400 --seed 77 --threads 2 --quiet "
                 "--out t2.csv", g->id, randoms(g));
        r = sim(args);
        cr_assert_eq(r->status, 0, "%s: %s", g->id, r->err);
        cr_assert_eq(r->err[0], '\0', "--quiet printed: %s", r->err);
        size_t la = 0, lb = 0;
        char *a = slurp_run_file("t1.csv", &la), *b = slurp_run_file("t2.csv", &lb);
        cr_assert(a && b);
        cr_assert_eq(la, lb, "%s: CSV sizes differ", g->id);
        cr_assert(memcmp(a, b, la) == 0, "%s: CSV differs between 1 and 2 threads", g->id);
        const char *head = "game,players,seed,version,rules,inputs,setting,setting_name,"
                           "baseline,agent,seat,position,lineup,games,wins,draws,losses,capped,"
                           "capped_share,win_rate,ci_low,ci_high,";
        cr_assert_eq(strncmp(a, head, strlen(head)), 0, "%s", a);
        free(a);
        free(b);
    }
}

Test(cli, a_run_writes_its_csv_and_leaves_no_temporary_file)
{
    const game_t *g = first_game();
    char args[1024];
    snprintf(args, sizeof args, "--game %s --agents %s -n 1e2 --seed 5", g->id, randoms(g));
    run_t *r = sim(args);
    cr_assert_eq(r->status, 0, "%s", r->err);
    cr_assert_not_null(strstr(r->out, "seat 1 advantage"), "%s", r->out);
    cr_assert_not_null(strstr(r->err, "wrote results/"), "%s", r->err);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "ls %s/results", TMPDIR);
    FILE *ls = popen(cmd, "r");
    char name[512];
    int csvs = 0;
    while (fgets(name, sizeof name, ls)) {
        cr_assert_null(strstr(name, ".tmp"), "temporary file left: %s", name);
        csvs++;
    }
    pclose(ls);
    cr_assert_eq(csvs, 1);
}

Test(cli, n_is_rounded_up_to_a_multiple_of_the_seats)
{
    const game_t *g = multi_seat_game();
    char args[1024];
    snprintf(args, sizeof args, "--game %s --agents %s -n %d --out r.csv", g->id, randoms(g),
             g->min_players * 10 + 1);
    run_t *r = sim(args);
    cr_assert_eq(r->status, 0, "%s", r->err);
    cr_assert_not_null(strstr(r->err, "rounded up"), "%s", r->err);
}

Test(cli, trace_writes_json_lines)
{
    const game_t *g = first_game();
    char args[1024];
    snprintf(args, sizeof args, "--game %s --agents %s -n 20 --quiet --out x.csv --trace "
             "tr.jsonl --trace-games 2", g->id, randoms(g));
    run_t *r = sim(args);
    cr_assert_eq(r->status, 0, "%s", r->err);
    char *t = slurp_run_file("tr.jsonl", NULL);
    cr_assert_not_null(t);
    /* the header: the game, and every rule in force by key */
    char head[256];
    snprintf(head, sizeof head, "{\"trace\":\"simulate\",\"version\":\"");
    cr_assert_eq(strncmp(t, head, strlen(head)), 0, "%.300s", t);
    snprintf(head, sizeof head, "\"game\":\"%s\",\"players\":%d,", g->id, g->min_players);
    char *nl = strchr(t, '\n');
    cr_assert_not_null(nl);
    *nl = '\0';
    cr_assert_not_null(strstr(t, head), "%s", t);
    for (const rule_param_t *p = g->params; p && p->key; p++) {
        char key[80];
        snprintf(key, sizeof key, "\"%s\":", p->key);
        cr_assert_not_null(strstr(t, key), "the header lacks rule %s: %s", p->key, t);
    }
    *nl = '\n';
    int ends = 0;
    for (char *p = strstr(t, "\"end\":true"); p; p = strstr(p + 1, "\"end\":true"))
        ends++;
    cr_assert_eq(ends, 2);
    cr_assert_not_null(strstr(t, "{\"game\":0,\"move\":0,\"seat\":"));
    cr_assert_not_null(strstr(t, "\"legal\":[\""));
    free(t);
}

Test(cli, sweep_writes_one_row_set_per_setting)
{
    const game_t *g = first_game();
    const rule_param_t *p = NULL;
    for (const rule_param_t *q = g->params; q && q->key; q++)
        if (q->type == RULE_INT && q->max > q->def) {
            p = q;
            break;
        }
    cr_assert_not_null(p, "no integer rule to sweep");
    char args[1024];
    snprintf(args, sizeof args, "--game %s --agents %s -n 200 --sweep %s=%d,%d --out sw.csv",
             g->id, randoms(g), p->key, (int)p->def, (int)p->def + 1);
    run_t *r = sim(args);
    cr_assert_eq(r->status, 0, "%s", r->err);
    cr_assert_not_null(strstr(r->out, "against the baseline"), "%s", r->out);
    char *csv = slurp_run_file("sw.csv", NULL);
    char header[256];
    snprintf(header, sizeof header, ",%s\r\n", p->key); /* swept keys come last */
    cr_assert_eq(strncmp(csv, "game,players,seed,version,rules,inputs,setting,setting_name,"
                              "baseline,agent,", 70), 0, "%s", csv);
    cr_assert_not_null(strstr(csv, header), "%s", csv);
    cr_assert_not_null(strstr(csv, "delta_win_rate"));
    cr_assert_not_null(strstr(csv, "skill_gap"));
    free(csv);
}

Test(cli, a_sweep_whose_tallies_would_not_fit_is_refused_up_front)
{
    const game_t *g = first_game();
    const rule_param_t *p = NULL;
    for (const rule_param_t *q = g->params; q && q->key; q++)
        if (q->type == RULE_INT && q->max - q->min >= 4095)
            p = q;
    cr_assert_not_null(p, "%s has no integer rule with 4096 values to sweep", g->id);
    char agents[128] = "random";
    for (int i = 1; i < g->max_players; i++)
        strcat(agents, ",random");
    static char args[65536];
    int len = snprintf(args, sizeof args, "--game %s --agents %s -n 10 --threads 1024 --sweep %s=",
                       g->id, agents, p->key);
    for (int v = 0; v < 4096; v++)
        len += snprintf(args + len, sizeof args - (size_t)len, "%s%ld", v ? "," : "",
                        (long)p->min + v);
    expect_bad(args, "GB allowed");
}

/* A sweep axis of more values than a run may have settings is refused as soon as the
 * first value too many is read (it took seconds to refuse 23,000 values). */
Test(cli, a_sweep_of_too_many_values_is_refused)
{
    const game_t *g = first_game();
    const rule_param_t *p = NULL;
    for (const rule_param_t *q = g->params; q && q->key; q++)
        if (q->type == RULE_INT && q->max - q->min >= 5000)
            p = q;
    cr_assert_not_null(p, "%s has no integer rule with 5000 values to sweep", g->id);
    static char args[65536];
    int len = snprintf(args, sizeof args, "--game %s --agents %s -n 10 --sweep %s=", g->id,
                       randoms(g), p->key);
    for (int v = 0; v < 5000; v++)
        len += snprintf(args + len, sizeof args - (size_t)len, "%s%ld", v ? "," : "",
                        (long)p->min + v);
    expect_bad(args, "more than 4096 values");
}

/* Honesty through the program: simulate-test is simulate (the same command line,
 * runner and report, built from the same sources) with the tests' hidden-card game
 * peek registered (SIM_TEST_GAMES in CMakeLists.txt). Between two honest greedy
 * players, seat 1 wins 3/5 of the games (tests/peek_game.h); an agent handed the true
 * state names the other's card at once and wins every game it opens. 12,000 games
 * put 5 sigma at 2.2 points. */
Test(cli, agents_see_no_hidden_card_through_simulate)
{
    run_t *r = run_program(SIMULATE_TEST_BIN, "--game peek --agents greedy,greedy -n 12000 "
                                              "--seed 3 --quiet --out peek.csv");
    cr_assert_eq(r->status, 0, "%s", r->err);
    char *csv = slurp_run_file("peek.csv", NULL);
    cr_assert_not_null(csv);
    /* agent all, seat 1, position all, no lineup */
    const char *row = strstr(csv, ",all,1,all,,");
    cr_assert_not_null(row, "%s", csv);
    long long games, wins;
    cr_assert_eq(sscanf(row, ",all,1,all,,%lld,%lld,", &games, &wins), 2);
    cr_assert_eq(games, 12000);
    double rate = (double)wins / (double)games, p = 0.6;
    cr_assert(fabs(rate - p) <= 5 * sqrt(p * (1 - p) / (double)games),
              "seat 1 won %.4f of the games, honest play wins 0.6", rate);
    free(csv);
}

/* ---- game-specific command lines: sweeps on Tin Dragon, decks in Dinn ---- */

static int count_lines(const char *s)
{
    int n = 0;
    for (; *s; s++)
        n += *s == '\n';
    return n;
}

Test(cli, tin_dragon_sweep_bad_input)
{
    need_game("tin-dragon");
    const char *base = "--game tin-dragon --agents random,random -n 10";
    char args[1024];
    snprintf(args, sizeof args, "%s --sweep keep_target=4,x", base);
    expect_bad(args, "keep_target");
    snprintf(args, sizeof args, "%s --sweep keep_target=4,4", base);
    expect_bad(args, "given twice");
    snprintf(args, sizeof args, "%s --sweep keep_target=4,5 --baseline keep_target=6", base);
    expect_bad(args, "'6' is not among the --sweep values");
    snprintf(args, sizeof args, "%s --sweep keep_target=4,5 --baseline hero_target=3", base);
    expect_bad(args, "'hero_target' is not a swept rule");
    snprintf(args, sizeof args, "%s --sweep keep_target=4,5 --sweep keep_target=3", base);
    expect_bad(args, "swept twice");
    snprintf(args, sizeof args, "%s --sweep keep_target", base);
    expect_bad(args, "expected KEY=V1,V2");
    snprintf(args, sizeof args, "%s --rule start_power=7", base);
    expect_bad(args, "power_max");
}

Test(cli, tin_dragon_sweep_plays_every_combination_against_the_chosen_baseline)
{
    need_game("tin-dragon");
    run_t *r = sim("--game tin-dragon --agents greedy,greedy,greedy -n 300 --sweep "
                   "keep_target=4,5,6 --sweep crusader_bonus=2,1 --baseline keep_target=5 "
                   "--out sw.csv");
    cr_assert_eq(r->status, 0, "%s", r->err);
    /* five non-baseline settings, one summary line each */
    cr_assert_not_null(strstr(r->out, "against the baseline (keep_target=5 crusader_bonus=2)"),
                       "%s", r->out);
    cr_assert_not_null(strstr(r->out, "\nkeep_target=4 crusader_bonus=2: "), "%s", r->out);
    cr_assert_not_null(strstr(r->out, "\nkeep_target=6 crusader_bonus=1: "), "%s", r->out);
    char *csv = slurp_run_file("sw.csv", NULL);
    cr_assert_not_null(csv);
    /* per setting: the agent's 3 seats and total, its 3 positions (Tin Dragon rolls the
     * start player, so positions differ from seats), all's 3 seats, 3 positions and
     * total; 6 settings in value order (crusader_bonus 1, 2); plus the header */
    cr_assert_eq(count_lines(csv), 1 + 6 * (4 + 3 + 7), "%d lines", count_lines(csv));
    cr_assert_not_null(strstr(csv, ",3,keep_target=5 crusader_bonus=2,1,greedy,1,all,"),
                       "baseline row of setting 3");
    free(csv);
}

Test(cli, rules_file_sets_rules_in_order)
{
    need_game("tin-dragon");
    char path[128], args[1024];
    snprintf(path, sizeof path, "/tmp/sim_cli_%ld.rules", (long)getpid());
    FILE *f = fopen(path, "w");
    fprintf(f, "# harder keeps\nkeep_target = 5   # was 4\n\nhero_target=2\n");
    fclose(f);
    snprintf(args, sizeof args, "--game tin-dragon --agents random,random -n 20 --quiet "
             "--rules %s --rule hero_target=4 --out r.csv", path);
    run_t *r = sim(args);
    cr_assert_eq(r->status, 0, "%s", r->err);
    char *csv = slurp_run_file("r.csv", NULL);
    cr_assert_not_null(strstr(csv, ",keep_target=5;hero_target=2;hero_target=4,"), "%s", csv);
    free(csv);
    unlink(path);
}

Test(cli, dinn_decks)
{
    need_game("dinn");
    char deck[128], args[1024];
    snprintf(deck, sizeof deck, "/tmp/sim_cli_%ld.deck", (long)getpid());
    FILE *f = fopen(deck, "w");
    fprintf(f, "# not a deck\nAncient Merlin\nNo Such Card At All\n");
    fclose(f);
    snprintf(args, sizeof args, "--game dinn --agents random,random -n 10 --deck %s", deck);
    expect_bad(args, ":3");
    expect_bad(args, "No Such Card At All");
    snprintf(args, sizeof args, "--game dinn --agents random,random -n 10 --deck "
             SIMULATE_SOURCE_DIR "/experiments/dinn/decks/camelot.txt --deck %s", deck);
    expect_bad(args, deck);
    snprintf(args, sizeof args, "--game dinn --agents random,random -n 10 --deck "
             SIMULATE_SOURCE_DIR "/experiments/dinn/decks/camelot.txt --deck "
             SIMULATE_SOURCE_DIR "/experiments/dinn/decks/camelot.txt --deck c");
    expect_bad(args, "takes at most 2 decks");
    expect_bad("--game dnup --agents random,random -n 10 --deck x.txt", "takes no decks");
    snprintf(args, sizeof args, "--game dinn --agents greedy,greedy -n 20 --quiet --out d.csv "
             "--deck " SIMULATE_SOURCE_DIR "/experiments/dinn/decks/camelot.txt --deck "
             SIMULATE_SOURCE_DIR "/experiments/dinn/decks/infernal.txt");
    run_t *r = sim(args);
    cr_assert_eq(r->status, 0, "%s", r->err);
    unlink(deck);
}

/* A trace's header carries the text of every input the rules rest on ("files"): the
 * game's data files by "games/<id>/NAME" and a --deck by the path given, each equal to
 * the file (a checker holding only the trace could not see Dinn's cards before). */
Test(cli, the_trace_header_carries_the_input_files)
{
    need_game("dinn");
    char args[1024];
    snprintf(args, sizeof args, "--game dinn --agents random,random -n 2 -q -o f.csv --trace "
             "f.jsonl --deck " SIMULATE_SOURCE_DIR "/experiments/dinn/decks/camelot.txt");
    run_t *r = sim(args);
    cr_assert_eq(r->status, 0, "%s", r->err);
    char *t = slurp_run_file("f.jsonl", NULL);
    cr_assert_not_null(t);
    char *nl = strchr(t, '\n');
    cr_assert_not_null(nl);
    *nl = '\0';
    const char *files = strstr(t, ",\"files\":{");
    cr_assert_not_null(files, "%.300s", t);
    static const struct {
        const char *label, *path;
    } want[] = {
        {"games/dinn/cards.csv", SIMULATE_SOURCE_DIR "/games/dinn/cards.csv"},
        {"games/dinn/default-deck.txt", SIMULATE_SOURCE_DIR "/games/dinn/default-deck.txt"},
        {SIMULATE_SOURCE_DIR "/experiments/dinn/decks/camelot.txt",
         SIMULATE_SOURCE_DIR "/experiments/dinn/decks/camelot.txt"},
    };
    for (size_t k = 0; k < sizeof want / sizeof want[0]; k++) {
        /* the file's first line, as JSON writes it, right after its label */
        FILE *f = fopen(want[k].path, "r");
        cr_assert_not_null(f, "%s", want[k].path);
        char line[512], expect[1200];
        cr_assert_not_null(fgets(line, sizeof line, f));
        fclose(f);
        line[strcspn(line, "\n")] = '\0';
        int n = snprintf(expect, sizeof expect, "\"%s\":\"", want[k].label);
        for (const char *c = line; *c && n < (int)sizeof expect - 3; c++)
            n += *c == '"' || *c == '\\' ? snprintf(expect + n, sizeof expect - n, "\\%c", *c)
                                        : snprintf(expect + n, sizeof expect - n, "%c", *c);
        snprintf(expect + n, sizeof expect - n, "\\n");
        cr_assert_not_null(strstr(files, expect), "the header lacks %s: %.200s", expect, files);
    }
    free(t);
}

/* ---- input files: whole lines, regular files, bounded (issue 12 items 5, 9) ---- */

/* The first integer rule of g */
static const rule_param_t *first_int_rule(const game_t *g)
{
    for (const rule_param_t *p = g->params; p && p->key; p++)
        if (p->type == RULE_INT)
            return p;
    cr_assert_fail("%s has no integer rule", g->id);
    return NULL;
}

/* A run of the first game with extra arguments, stopped by timeout after 20 s (a
 * program blocked on a FIFO or reading /dev/zero fails the test instead of hanging). */
static run_t *sim_first(const char *extra)
{
    const game_t *g = first_game();
    static char args[8192];
    /* -n 10 unless the test gives its own (an option of one value is given once) */
    int own_n = strncmp(extra, "-n ", 3) == 0 || strstr(extra, " -n ") != NULL;
    snprintf(args, sizeof args, "--game %s --agents %s %s--quiet %s", g->id, randoms(g),
             own_n ? "" : "-n 10 ", extra);
    static char prog[512];
    snprintf(prog, sizeof prog, "timeout 20 %s", SIMULATE_BIN);
    return run_program(prog, args);
}

static void expect_bad_first(const char *extra, const char *needle)
{
    run_t *r = sim_first(extra);
    cr_assert_eq(r->status, 2, "%s: exit %d, stderr: %s", extra, r->status, r->err);
    cr_assert_eq(r->err_lines, 1, "%s: expected one line on stderr, got: %s", extra, r->err);
    cr_assert_not_null(strstr(r->err, needle), "%s: stderr '%s' lacks '%s'", extra, r->err,
                       needle);
}

/* A line over 1023 bytes used to be split: its tail came back as a line of its own (the
 * end of a comment applied as a rule) and the line numbers after it were wrong. */
Test(cli, rules_file_lines_are_read_whole)
{
    const game_t *g = first_game();
    const rule_param_t *p = first_int_rule(g);
    char path[128], extra[256];
    snprintf(path, sizeof path, "/tmp/sim_cli_long_%ld.rules", (long)getpid());
    FILE *f = fopen(path, "w");
    fputc('#', f);
    for (int i = 0; i < 1100; i++)
        fputc(' ', f);
    fprintf(f, "%s = %ld\n", p->key, (long)p->min);
    fclose(f);
    snprintf(extra, sizeof extra, "--rules %s --out long.csv", path);
    run_t *r = sim_first(extra);
    cr_assert_eq(r->status, 0, "%s", r->err);
    char *csv = slurp_run_file("long.csv", NULL);
    cr_assert_not_null(csv);
    /* the first row: game, players, seed, version, then an empty rules cell */
    char row[128];
    snprintf(row, sizeof row, "\n%s,%d,1,", g->id, g->min_players);
    const char *at = strstr(csv, row);
    cr_assert_not_null(at, "%.300s", csv);
    const char *version_end = strchr(at + strlen(row), ',');
    cr_assert(version_end && version_end[1] == ',',
              "the end of a comment was applied as a rule: %.300s", csv);
    free(csv);
    /* the line after a long one has its own number */
    f = fopen(path, "w");
    fputc('#', f);
    for (int i = 0; i < 3000; i++)
        fputc('c', f);
    fprintf(f, "\nnosuchrule = 4\n");
    fclose(f);
    snprintf(extra, sizeof extra, "--rules %s", path);
    char want[160];
    snprintf(want, sizeof want, "%s:2: unknown rule 'nosuchrule'", path);
    expect_bad_first(extra, want);
    unlink(path);
}

Test(cli, rules_file_that_is_no_regular_file_is_refused)
{
    char dir[128], fifo[160], link[160], big[160], extra[256];
    snprintf(dir, sizeof dir, "/tmp/sim_cli_rules_%ld", (long)getpid());
    mkdir(dir, 0777);
    snprintf(extra, sizeof extra, "--rules %s", dir);
    expect_bad_first(extra, "directory");
    expect_bad_first("--rules /dev/zero", "not a regular file");
    snprintf(link, sizeof link, "%s/zero.rules", dir);
    cr_assert_eq(symlink("/dev/zero", link), 0);
    snprintf(extra, sizeof extra, "--rules %s", link);
    expect_bad_first(extra, "not a regular file");
    snprintf(fifo, sizeof fifo, "%s/fifo.rules", dir);
    cr_assert_eq(mkfifo(fifo, 0600), 0);
    snprintf(extra, sizeof extra, "--rules %s", fifo);
    expect_bad_first(extra, "FIFO");
    snprintf(big, sizeof big, "%s/big.rules", dir);
    FILE *f = fopen(big, "w");
    for (int i = 0; i < 200000; i++)
        fputs("# a comment line of some length\n", f);
    fclose(f);
    snprintf(extra, sizeof extra, "--rules %s", big);
    expect_bad_first(extra, "larger than");
    char cmd[200];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    system(cmd);
}

/* --deck files go through the same checks (Dinn reads them with data_lines_open): a
 * device, a FIFO or a directory is refused at once, a long line is one line. */
Test(cli, dinn_deck_that_is_no_regular_file_is_refused)
{
    need_game("dinn");
    char dir[128], fifo[160], deck[160], args[512], prog[512];
    snprintf(dir, sizeof dir, "/tmp/sim_cli_deck_%ld", (long)getpid());
    mkdir(dir, 0777);
    snprintf(prog, sizeof prog, "timeout 20 %s", SIMULATE_BIN);
    snprintf(fifo, sizeof fifo, "%s/fifo.deck", dir);
    cr_assert_eq(mkfifo(fifo, 0600), 0);
    const char *bad[][2] = {{"/dev/zero", "not a regular file"}, {fifo, "FIFO"},
                            {dir, "directory"}};
    for (int i = 0; i < 3; i++) {
        snprintf(args, sizeof args, "--game dinn --agents random,random -n 10 --deck %s",
                 bad[i][0]);
        run_t *r = run_program(prog, args);
        cr_assert_eq(r->status, 2, "%s: exit %d, stderr: %s", bad[i][0], r->status, r->err);
        cr_assert_eq(r->err_lines, 1, "%s", r->err);
        cr_assert_not_null(strstr(r->err, bad[i][1]), "%s", r->err);
    }
    /* a comment longer than 512 bytes is one line: the card after it is line 2 */
    snprintf(deck, sizeof deck, "%s/long.deck", dir);
    FILE *f = fopen(deck, "w");
    fputc('#', f);
    for (int i = 0; i < 600; i++)
        fputc('c', f);
    fputs("\nNo Such Card\n", f);
    fclose(f);
    snprintf(args, sizeof args, "--game dinn --agents random,random -n 10 --deck %s", deck);
    run_t *r = run_program(prog, args);
    cr_assert_eq(r->status, 2, "%s", r->err);
    char want[200];
    snprintf(want, sizeof want, "%s:2: unknown card 'No Such Card'", deck);
    cr_assert_not_null(strstr(r->err, want), "%s", r->err);
    snprintf(args, sizeof args, "rm -rf %s", dir);
    system(args);
}

/* ---- numbers on the command line (issue 12 item 6) ---- */

/* -n is capped at 1e15 in every spelling (rounding 9223372036854775807 up to a multiple
 * of the seats overflowed into a run of "-9223372036854775807 games", exit 0); 1e14
 * and 100000000000000 are the same number; hex is accepted nowhere (-n 0x10 played 16
 * games while --seed 0x10 was refused); --seed " -1" wrapped to 2^64-1. A value
 * accepted is followed by --threads 0, so the run stops at that error instead. */
Test(cli, numbers_are_read_alike_everywhere)
{
    const char *accepted[] = {"-n 1e14", "-n 100000000000000", "-n 1e15", "-n 1000000000000000",
                              "-n 1.5e3", "-n 2E4", "--seed 0", "--seed 18446744073709551615"};
    for (size_t i = 0; i < sizeof accepted / sizeof *accepted; i++) {
        char extra[256];
        snprintf(extra, sizeof extra, "%s --threads 0", accepted[i]);
        expect_bad_first(extra, "--threads '0'");
    }
    const char *refused[][2] = {
        {"-n 9223372036854775807", "-n '9223372036854775807'"},
        {"-n 1000000000000001", "at most 1e15"},
        {"-n 1e16", "at most 1e15"},
        {"-n 1e400", "-n '1e400'"},
        {"-n 0x10", "-n '0x10'"},
        {"-n ' 10'", "-n ' 10'"},
        {"-n +10", "-n '+10'"},
        {"-n 1e-1", "-n '1e-1'"},
        {"-n 10.", "-n '10.'"},
        {"-n inf", "-n 'inf'"},
        {"--seed 0x10", "--seed '0x10'"},
        {"--seed ' -1'", "--seed ' -1'"},
        {"--seed -1", "--seed '-1'"},
        {"--seed +1", "--seed '+1'"},
        {"--seed 18446744073709551616", "--seed '18446744073709551616'"},
        {"--threads 0x2", "--threads '0x2'"},
        {"--threads ' 2'", "--threads ' 2'"},
        {"--trace-games 0x2", "--trace-games '0x2'"},
    };
    for (size_t i = 0; i < sizeof refused / sizeof *refused; i++)
        expect_bad_first(refused[i][0], refused[i][1]);
    expect_bad("--bench --bench-seconds 0x1p0", "--bench-seconds '0x1p0'");
    expect_bad("--bench --bench-seconds ' 1'", "--bench-seconds ' 1'");
    /* an option of another mode is refused, never ignored */
    expect_bad_first("--bench-seconds 1", "--bench-seconds is for --bench");
    expect_bad_first("--steps 2", "--steps is for the deck optimiser");
}

/* ---- agent settings (issue 12 item 7, the agents' part) ---- */

/* "--agents A,B" for the first game, stopped by --threads 0 when the agents are
 * accepted */
static void agents_accepted(const char *agents)
{
    const game_t *g = first_game();
    char args[1024];
    snprintf(args, sizeof args, "--game %s --agents %s -n 10 --threads 0", g->id, agents);
    expect_bad(args, "--threads '0'");
}

static void agents_refused(const char *agents, const char *needle)
{
    const game_t *g = first_game();
    char args[1024];
    snprintf(args, sizeof args, "--game %s --agents '%s' -n 10 --threads 0", g->id, agents);
    expect_bad(args, needle);
}

/* A value over 63 characters was cut silently (mcts:c=0.5000...xyz read 0.5); a key
 * given twice (mcts:iters=10:iters=20) was accepted, the last one winning; hex and
 * spaces, accepted by strtod, are refused as in every other number. */
Test(cli, agent_settings_are_read_whole_and_once)
{
    char spec[200];
    snprintf(spec, sizeof spec, "mcts:c=0.5%060dxyz,random", 0);
    agents_refused(spec, "setting c expects a number");
    snprintf(spec, sizeof spec, "mcts:c=0.5%060d,random", 0); /* long, but a number */
    agents_accepted(spec);
    agents_refused("mcts:iters=10:iters=20,random", "setting iters given twice");
    agents_refused("mcts:iters=0x10,random", "setting iters expects a whole number");
    agents_refused("mcts:iters= 10,random", "setting iters expects a whole number");
    agents_refused("mcts:c=+1,random", "setting c expects a number");
    agents_accepted("mcts:iters=10:c=1e-1,random");
}

/* ---- one line on stderr, whatever the input (issue 12 item 10) ---- */

/* Newlines and terminal escapes in a value were echoed raw (a two-line error, a
 * coloured terminal), and whole arguments of 100 KB were echoed. */
Test(cli, echoed_values_are_escaped_and_shortened)
{
    const game_t *g = first_game();
    const rule_param_t *p = first_int_rule(g);
    char extra[512];
    snprintf(extra, sizeof extra, "--rule \"$(printf '%s=\\033[31mred\\nsecond line')\"",
             p->key);
    run_t *r = sim_first(extra);
    cr_assert_eq(r->status, 2, "%s", r->err);
    cr_assert_eq(r->err_lines, 1, "%s", r->err);
    cr_assert_null(strchr(r->err, '\x1b'), "a raw escape code: %s", r->err);
    cr_assert_not_null(strstr(r->err, "\\x1b[31mred\\nsecond line"), "%s", r->err);
    expect_bad_first("-n \"$(printf '1\\n2')\"", "-n '1\\n2'");
    expect_bad_first("--seed \"$(printf '\\t7')\"", "--seed '\\t7'");

    static char big[120000];
    static char args[130000];
    memset(big, 'x', sizeof big - 1);
    const char *opts[] = {"--game %s", "--agents random,random -n 10 --game dnup --rule %s=1",
                          "--game dnup --agents random,random -n 10 --bogus%s",
                          "--game dnup --agents random,random -n %s",
                          "--game dnup --agents random,random -n 10 --out /nonexistent/%s",
                          "--game dnup --agents random,random -n 10 --rules /nonexistent/%s",
                          "--game dnup --agents %s -n 10", "--game dnup --agents random,%s -n 10",
                          "--game dnup --agents random,random -n 10 stray%s"};
    for (size_t i = 0; i < sizeof opts / sizeof *opts; i++) {
        snprintf(args, sizeof args, opts[i], big);
        r = sim(args);
        cr_assert_eq(r->status, 2, "%s: exit %d", opts[i], r->status);
        cr_assert_eq(r->err_lines, 1, "%s: %.200s", opts[i], r->err);
        cr_assert_lt(strlen(r->err), 500, "%s: %zu characters echoed: %.200s...", opts[i],
                     strlen(r->err), r->err);
        cr_assert_not_null(strstr(r->err, "xxxxxxxx..."), "%s: no sign of the cut: %.300s",
                           opts[i], r->err);
    }
}

/* ---- outputs: devices, FIFOs, symlinks, stdout, temporary files (issue 12 items 1-4) ---- */

/* Run a shell command in the test's directory; its exit status. */
static int sh(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static int sh(const char *fmt, ...)
{
    static char cmd[8192], full[9000];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(cmd, sizeof cmd, fmt, ap);
    va_end(ap);
    ensure_tmpdir();
    snprintf(full, sizeof full, "cd %s && { %s ; }", TMPDIR, cmd);
    int st = system(full);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* The test directory holds no temporary file of an output. */
static void no_temporary_file(const char *when)
{
    cr_assert_eq(sh("! ls -a | grep -q '\\.tmp'"), 0, "%s: a temporary file is left: %s", when,
                 (sh("ls -a >&2"), ""));
}

static const char *first_run_args(void)
{
    static char args[256];
    const game_t *g = first_game();
    snprintf(args, sizeof args, "--game %s --agents %s -n 40 --quiet", g->id, randoms(g));
    return args;
}

static int is_csv(const char *text)
{
    return text && strncmp(text, "game,players,seed,", 18) == 0 &&
           text[strlen(text) - 1] == '\n';
}

/* An --out that names a FIFO (or a device) is written in place: it used to be
 * replaced by a regular file by the atomic rename (so -o /dev/null turned /dev/null
 * into a file when run as root). The devices are tried only once the FIFO passes. */
Test(cli, an_output_that_is_no_regular_file_is_written_in_place)
{
    cr_assert_eq(sh("mkfifo out.fifo"), 0);
    cr_assert_eq(sh("(timeout 20 cat out.fifo > got.csv &) ; %s %s -o out.fifo; echo $? > rc; "
                    "sleep 0.2",
                    SIMULATE_BIN, first_run_args()),
                 0);
    char *rc = slurp_run_file("rc", NULL);
    cr_assert_str_eq(rc, "0\n", "exit %s", rc);
    free(rc);
    cr_assert_eq(sh("test -p out.fifo"), 0, "the FIFO was replaced by a regular file");
    char *got = NULL;
    for (int i = 0; i < 50 && !is_csv(got); i++) {
        free(got);
        nanosleep(&(struct timespec){0, 100000000}, NULL);
        got = slurp_run_file("got.csv", NULL);
    }
    cr_assert(is_csv(got), "the reader of the FIFO got: %.200s", got ? got : "(nothing)");
    free(got);
    no_temporary_file("FIFO");

    /* the devices, now that the FIFO is known to be written in place */
    struct stat before, after;
    cr_assert_eq(stat("/dev/null", &before), 0);
    cr_assert(S_ISCHR(before.st_mode), "/dev/null is no device before the test");
    run_t *r = run_program(SIMULATE_BIN, "--game dnup --agents random,random -n 10 -q -o /dev/null");
    cr_assert_eq(r->status, 0, "%s", r->err);
    cr_assert_eq(stat("/dev/null", &after), 0);
    cr_assert(S_ISCHR(after.st_mode) && after.st_rdev == before.st_rdev,
              "/dev/null is no longer the null device");
    r = run_program(SIMULATE_BIN, "--game dnup --agents random,random -n 10 -q -o /dev/full");
    cr_assert_eq(r->status, 1, "a full device: exit %d, %s", r->status, r->err);
    cr_assert_eq(r->err_lines, 1, "%s", r->err);
    cr_assert_not_null(strstr(r->err, "No space left on device"), "%s", r->err);
    cr_assert_eq(stat("/dev/full", &after), 0);
    cr_assert(S_ISCHR(after.st_mode), "/dev/full is no longer a device");
    /* /dev/stdout is the program's standard output */
    r = run_program(SIMULATE_BIN, "--game dnup --agents random,random -n 10 -q -o /dev/stdout");
    cr_assert_eq(r->status, 0, "%s", r->err);
    cr_assert(is_csv(r->out), "stdout: %.200s", r->out);
}

/* -o - writes the CSV on stdout and --trace - the trace; the summary then goes to
 * stderr, and the two cannot share stdout. */
Test(cli, dash_is_stdout)
{
    const game_t *g = first_game();
    char args[512];
    snprintf(args, sizeof args, "--game %s --agents %s -n 20 -o -", g->id, randoms(g));
    run_t *r = sim(args);
    cr_assert_eq(r->status, 0, "%s", r->err);
    cr_assert(is_csv(r->out), "stdout: %.300s", r->out);
    cr_assert_not_null(strstr(r->err, "seat 1 advantage"), "the summary: %.300s", r->err);
    no_temporary_file("-o -");
    cr_assert_eq(sh("%s --game %s --agents %s -n 20 -q -o x.csv --trace - > tr.out", SIMULATE_BIN,
                    g->id, randoms(g)),
                 0);
    char *t = slurp_run_file("tr.out", NULL);
    cr_assert_not_null(t);
    cr_assert_eq(strncmp(t, "{\"trace\":\"simulate\"", 19), 0, "stdout: %.200s", t);
    cr_assert_not_null(strstr(t, "\"end\":true"));
    free(t);
    snprintf(args, sizeof args, "--game %s --agents %s -n 20 -o - --trace -", g->id, randoms(g));
    expect_bad(args, "stdout");
}

/* An --out that is a symlink stays a symlink: the file it points to is replaced
 * (atomically, next to it), also when it does not exist yet. */
Test(cli, an_output_symlink_is_written_through)
{
    cr_assert_eq(sh("mkdir -p real && echo old > real/target.csv && ln -s real/target.csv "
                    "link.csv && ln -s link.csv link2.csv && ln -s real/new.csv dangling.csv"),
                 0);
    const char *links[] = {"link.csv", "link2.csv", "dangling.csv"};
    const char *targets[] = {"real/target.csv", "real/target.csv", "real/new.csv"};
    for (int i = 0; i < 3; i++) {
        char args[512];
        snprintf(args, sizeof args, "%s -o %s", first_run_args(), links[i]);
        run_t *r = sim(args);
        cr_assert_eq(r->status, 0, "%s: %s", links[i], r->err);
        cr_assert_eq(sh("test -L %s", links[i]), 0, "%s is no longer a symlink", links[i]);
        char *t = slurp_run_file(targets[i], NULL);
        cr_assert(is_csv(t), "%s: %.100s", targets[i], t ? t : "(none)");
        free(t);
        no_temporary_file(links[i]);
        cr_assert_eq(sh("! ls -a real | grep -q '\\.tmp'"), 0, "a temporary file left in real/");
    }
}

/* The temporary file had a predictable name (<out>.tmp.<pid>) and fopen("w") followed
 * a symlink planted there, overwriting its target. Symlinks are planted for the next
 * 3000 process ids; the file they point to must stay as it is. */
Test(cli, a_planted_symlink_at_the_temporary_name_is_not_followed)
{
    FILE *f = fopen("/proc/sys/kernel/ns_last_pid", "r");
    cr_assert_not_null(f);
    long last = 0;
    cr_assert_eq(fscanf(f, "%ld", &last), 1);
    fclose(f);
    cr_assert_eq(sh("echo precious > victim"), 0);
    for (long p = last + 1; p <= last + 3000; p++) {
        char name[200];
        snprintf(name, sizeof name, "%s/out.csv.tmp.%ld", TMPDIR, p);
        cr_assert_eq(symlink("victim", name), 0);
    }
    char args[512];
    snprintf(args, sizeof args, "%s -o out.csv", first_run_args());
    run_t *r = sim(args);
    cr_assert_eq(r->status, 0, "%s", r->err);
    char *v = slurp_run_file("victim", NULL);
    cr_assert_str_eq(v, "precious\n", "the symlink's target was overwritten");
    free(v);
    char *out = slurp_run_file("out.csv", NULL);
    cr_assert(is_csv(out));
    free(out);
    cr_assert_eq(sh("test ! -L out.csv"), 0);
}

/* The CSV gets the mode the umask gives (not mkstemp's 0600). */
Test(cli, the_csv_mode_follows_the_umask)
{
    cr_assert_eq(sh("umask 027 && %s %s -o m.csv", SIMULATE_BIN, first_run_args()), 0);
    char path[128];
    snprintf(path, sizeof path, "%s/m.csv", TMPDIR);
    struct stat st;
    cr_assert_eq(stat(path, &st), 0);
    cr_assert_eq(st.st_mode & 0777, 0640, "mode %o", st.st_mode & 0777);
}

/* A directory, an empty path or one ending in '/' failed after the whole run (exit
 * 1): they are refused before it (a run of 1e9 games would not end in 20 s). */
Test(cli, a_bad_output_path_is_refused_before_the_run)
{
    cr_assert_eq(sh("mkdir -p adir"), 0);
    const char *bad[][2] = {{"-o adir", "directory"},       {"-o ''", "empty"},
                            {"-o newdir/", "directory"},    {"-o adir/", "directory"},
                            {"--trace adir", "directory"}, {"--trace ''", "empty"},
                            {"-o /nonexistent/x.csv", "/nonexistent/x.csv"}};
    const game_t *g = first_game();
    for (int i = 0; i < 7; i++) {
        char args[512], prog[512];
        snprintf(prog, sizeof prog, "timeout 20 %s", SIMULATE_BIN);
        snprintf(args, sizeof args, "--game %s --agents %s -n 1e9 --quiet %s", g->id,
                 randoms(g), bad[i][0]);
        run_t *r = run_program(prog, args);
        cr_assert_eq(r->status, 2, "%s: exit %d, %s", bad[i][0], r->status, r->err);
        cr_assert_eq(r->err_lines, 1, "%s", r->err);
        cr_assert_not_null(strstr(r->err, bad[i][1]), "%s: %s", bad[i][0], r->err);
    }
}

/* An output that is one of the run's inputs is refused: a --rules file, a --deck, a
 * data file, the trace, the program itself. Copies are used, so the code before this
 * test existed overwrote nothing of value. */
Test(cli, an_output_that_is_an_input_is_refused)
{
    const game_t *g = first_game();
    const rule_param_t *p = first_int_rule(g);
    cr_assert_eq(sh("printf '%s = %ld\\n' > in.rules && cp -r %s/games data-games && mkdir -p "
                    "data && mv data-games data/games && cp %s simcopy",
                    p->key, (long)p->def, SIMULATE_SOURCE_DIR, SIMULATE_BIN),
                 0);
    char args[1024];
    const char *cases[][2] = {{"--rules in.rules -o in.rules", "in.rules"},
                              {"-o same.csv --trace same.csv", "same.csv"},
                              {"-o ./same.csv --trace same.csv", "same.csv"}};
    for (int i = 0; i < 3; i++) {
        snprintf(args, sizeof args, "%s %s", first_run_args(), cases[i][0]);
        expect_bad(args, cases[i][1]);
    }
    char *rules = slurp_run_file("in.rules", NULL);
    cr_assert_eq(strncmp(rules, p->key, strlen(p->key)), 0, "the rules file was overwritten");
    free(rules);
    /* a data file of the game (SIMULATE_DATA points at the copy) */
    char data[512];
    snprintf(data, sizeof data, "data/games/%s", g->id);
    cr_assert_eq(sh("ls %s/*.csv > /dev/null", data), 0, "%s has no CSV data file", g->id);
    run_t *r;
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "SIMULATE_DATA=data %s %s -o $(ls %s/*.csv | head -1)",
             SIMULATE_BIN, first_run_args(), data);
    int st = sh("%s 2> err.txt", cmd);
    char *err = slurp_run_file("err.txt", NULL);
    cr_assert_eq(st, 2, "exit %d: %s", st, err);
    cr_assert_not_null(strstr(err, "input"), "%s", err);
    free(err);
    /* the program itself */
    snprintf(args, sizeof args, "%s -o simcopy", first_run_args());
    r = run_program("./simcopy", args);
    cr_assert_eq(r->status, 2, "exit %d: %s", r->status, r->err);
    cr_assert_eq(sh("cmp -s simcopy %s", SIMULATE_BIN), 0, "the program was overwritten");
}

/* A Dinn deck given as --deck is an input too. */
Test(cli, an_output_that_is_a_deck_is_refused)
{
    need_game("dinn");
    cr_assert_eq(sh("cp %s/experiments/dinn/decks/camelot.txt my.deck", SIMULATE_SOURCE_DIR), 0);
    expect_bad("--game dinn --agents random,random -n 10 --deck my.deck -o my.deck", "my.deck");
    cr_assert_eq(sh("cmp -s my.deck %s/experiments/dinn/decks/camelot.txt", SIMULATE_SOURCE_DIR),
                 0, "the deck was overwritten");
}

/* ---- signals, threads, a lost summary, the trace (issue 12 items 4, 15) ---- */

/* Start a long run with its CSV and trace in the test directory (forked here with
 * every signal at its default: a shell's background job ignores SIGINT and SIGQUIT),
 * wait until its temporary files exist, send sig, wait for it to end: the temporary
 * files are gone. SIGHUP and SIGQUIT used to leave them. */
static void signal_leaves_no_temporary_file(int sig)
{
    const game_t *g = first_game();
    ensure_tmpdir();
    char agents[128];
    snprintf(agents, sizeof agents, "%s", randoms(g));
    pid_t pid = fork();
    cr_assert_neq(pid, -1);
    if (pid == 0) {
        for (int s = 1; s < 32; s++)
            signal(s, SIG_DFL);
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        struct rlimit no_core = {0, 0};
        setrlimit(RLIMIT_CORE, &no_core);
        if (chdir(TMPDIR) != 0 || !freopen("err.txt", "w", stderr))
            _exit(99);
        execl(SIMULATE_BIN, SIMULATE_BIN, "--game", g->id, "--agents", agents, "-n", "1e9",
              "--threads", "1", "--quiet", "-o", "s.csv", "--trace", "s.jsonl",
              "--trace-games", "1", (char *)NULL);
        _exit(98);
    }
    int temps = 0;
    for (int i = 0; i < 200 && temps < 2; i++) {
        nanosleep(&(struct timespec){0, 25000000}, NULL);
        temps = sh("test $(ls -a | grep -c '\\.tmp') -ge 2") == 0 ? 2 : 0;
    }
    cr_assert_eq(temps, 2, "signal %d: the run made no temporary files", sig);
    nanosleep(&(struct timespec){0, 100000000}, NULL);
    kill(pid, sig);
    int st = 0, ended = 0;
    for (int i = 0; i < 200 && !ended; i++) {
        ended = waitpid(pid, &st, WNOHANG) == pid;
        if (!ended)
            nanosleep(&(struct timespec){0, 50000000}, NULL);
    }
    if (!ended) {
        kill(pid, SIGKILL);
        waitpid(pid, &st, 0);
    }
    cr_assert(ended, "signal %d did not end the run", sig);
    cr_assert(WIFSIGNALED(st) && WTERMSIG(st) == sig, "signal %d: the run ended otherwise (%d)",
              sig, st);
    char when[32];
    snprintf(when, sizeof when, "signal %d", sig);
    no_temporary_file(when);
    cr_assert_eq(sh("test ! -e s.csv && test ! -e s.jsonl"), 0, "%s: an output appeared", when);
}

Test(cli, signals_leave_no_temporary_file)
{
    signal_leaves_no_temporary_file(SIGHUP);
    signal_leaves_no_temporary_file(SIGQUIT);
    signal_leaves_no_temporary_file(SIGTERM);
    signal_leaves_no_temporary_file(SIGINT);
}

/* stdout closed early: SIGPIPE killed a finished run before the rename and left the
 * temporary file. Now the CSV is written, and the lost summary makes it exit 1. */
Test(cli, a_closed_stdout_loses_the_summary_but_not_the_csv)
{
    const game_t *g = first_game();
    int st = sh("(%s --game %s --agents %s -n 400 -o p.csv 2> err.txt; echo $? > rc) | true",
                SIMULATE_BIN, g->id, randoms(g));
    cr_assert_eq(st, 0);
    char *rc = slurp_run_file("rc", NULL), *err = slurp_run_file("err.txt", NULL);
    cr_assert_str_eq(rc, "1\n", "exit %s: %s", rc, err);
    cr_assert_not_null(strstr(err, "stdout"), "%s", err);
    free(rc);
    free(err);
    no_temporary_file("SIGPIPE");
    char *csv = slurp_run_file("p.csv", NULL);
    cr_assert(is_csv(csv), "the CSV of a finished run was lost");
    free(csv);
}

/* A summary lost to a full stdout must not exit 0. */
Test(cli, a_full_stdout_is_an_error)
{
    const game_t *g = first_game();
    int st = sh("%s --game %s --agents %s -n 40 -o f.csv > /dev/full 2> err.txt", SIMULATE_BIN,
                g->id, randoms(g));
    char *err = slurp_run_file("err.txt", NULL);
    cr_assert_eq(st, 1, "exit %d: %s", st, err);
    cr_assert_not_null(strstr(err, "No space left on device"), "%s", err);
    free(err);
}

/* A full disk while tracing is an I/O failure (exit 1), not bad input (2). */
Test(cli, a_full_trace_is_exit_1)
{
    const game_t *g = first_game();
    char args[512];
    snprintf(args, sizeof args, "--game %s --agents %s -n 40 -q -o t.csv --trace /dev/full",
             g->id, randoms(g));
    run_t *r = sim(args);
    cr_assert_eq(r->status, 1, "exit %d: %s", r->status, r->err);
    cr_assert_eq(r->err_lines, 1, "%s", r->err);
    cr_assert_not_null(strstr(r->err, "No space left on device"), "%s", r->err);
    no_temporary_file("--trace /dev/full");
}

/* An interrupted trace on stdout ends with a whole line. */
Test(cli, an_interrupted_trace_on_stdout_has_whole_lines)
{
    const game_t *g = first_game();
    int st = sh("%s --game %s --agents %s -n 1e9 --threads 1 -q -o i.csv --trace - "
                "--trace-games 1e9 > tr.jsonl 2> err.txt & pid=$!; sleep 1; kill -TERM $pid; "
                "wait $pid",
                SIMULATE_BIN, g->id, randoms(g));
    cr_assert_neq(st, 0);
    size_t len = 0;
    char *t = slurp_run_file("tr.jsonl", &len);
    cr_assert(t && len > 0, "no trace was written in a second");
    cr_assert_eq(t[len - 1], '\n', "the trace ends with a cut-off line: ...%s",
                 t + (len > 80 ? len - 80 : 0));
    free(t);
    no_temporary_file("--trace - interrupted");
}

#ifndef __SANITIZE_ADDRESS__
/* Threads that cannot be created: libgomp aborted with its own message and left the
 * temporary file. Address space is limited (ulimit -v), so 1024 thread stacks do not
 * fit; AddressSanitizer cannot run under such a limit, hence the #ifndef. */
Test(cli, threads_that_cannot_be_created_fail_with_one_line)
{
    const game_t *g = first_game();
    int st = sh("(ulimit -v 400000; %s --game %s --agents %s -n 1e5 --threads 1024 -q -o th.csv "
                "2> err.txt)",
                SIMULATE_BIN, g->id, randoms(g));
    char *err = slurp_run_file("err.txt", NULL);
    cr_assert(st == 1 || st == 2, "exit %d: %s", st, err);
    cr_assert_eq(strncmp(err, "simulate: ", 10), 0, "%s", err);
    cr_assert_not_null(strstr(err, "thread"), "%s", err);
    int lines = 0;
    for (char *p = err; *p; p++)
        lines += *p == '\n';
    cr_assert_eq(lines, 1, "%s", err);
    free(err);
    no_temporary_file("threads");
}

/* Under memory limits from tight to ample, every run ends with 0, or with 1 or 2 and
 * one line saying why: never a crash, never a silent failure, never a temporary file. */
Test(cli, every_failure_under_memory_limits_says_why)
{
    const game_t *g = first_game();
    for (int mb = 20; mb <= 200; mb += 30) {
        int st = sh("(ulimit -v %d; %s --game %s --agents %s -n 200 --sweep %s=%ld,%ld -q "
                    "-o mem.csv 2> err.txt)",
                    mb * 1000, SIMULATE_BIN, g->id, randoms(g), first_int_rule(g)->key,
                    (long)first_int_rule(g)->def, (long)first_int_rule(g)->def + 1);
        char *err = slurp_run_file("err.txt", NULL);
        cr_assert(st == 0 || st == 1 || st == 2, "%d MB: exit %d: %s", mb, st, err);
        if (st) {
            int lines = 0;
            for (char *p = err; *p; p++)
                lines += *p == '\n';
            cr_assert(lines == 1 && strncmp(err, "simulate: ", 10) == 0, "%d MB: %s", mb, err);
        }
        free(err);
        no_temporary_file("memory limit");
    }
}
#endif

/* A plain rule's value that happens to name a file is no input: --rule X=5 -o 5 is
 * fine. */
Test(cli, a_plain_rule_value_is_no_input_file)
{
    const game_t *g = first_game();
    const rule_param_t *p = first_int_rule(g);
    char val[32], extra[256];
    snprintf(val, sizeof val, "%ld", (long)p->def);
    cr_assert_eq(sh("echo old > %s", val), 0);
    snprintf(extra, sizeof extra, "--rule %s=%s -o %s", p->key, val, val);
    run_t *r = sim_first(extra);
    cr_assert_eq(r->status, 0, "%s", r->err);
    char *csv = slurp_run_file(val, NULL);
    cr_assert(is_csv(csv));
    free(csv);
}

/* ---- messages of replay, rules files and merge; outputs on the null device ---- */

/* The line a failure prints: one, "simulate: ...", at most 400 characters, no control
 * character (a value's are escaped). */
static void expect_one_clean_line(const run_t *r, int status, const char *what)
{
    cr_assert_eq(r->status, status, "%s: exit %d: %.600s", what, r->status, r->err);
    cr_assert_eq(r->err_lines, 1, "%s: %.600s", what, r->err);
    cr_assert_eq(strncmp(r->err, "simulate: ", 10), 0, "%s: %.600s", what, r->err);
    size_t len = strlen(r->err) - 1; /* without its newline */
    cr_assert_leq(len, 400, "%s: a line of %zu characters: %.600s", what, len, r->err);
    for (size_t i = 0; i < len; i++)
        cr_assert(!((unsigned char)r->err[i] < 0x20 || r->err[i] == 0x7f),
                  "%s: a raw control character at %zu: %.600s", what, i, r->err);
}

static void write_run_file(const char *name, const char *text)
{
    char path[256];
    ensure_tmpdir();
    snprintf(path, sizeof path, "%s/%s", TMPDIR, name);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f, "cannot write %s", path);
    fputs(text, f);
    fclose(f);
}

/* n copies of c, for long names: the result lives until the next call. */
static const char *repeat(char c, size_t n)
{
    static char buf[1024];
    cr_assert_lt(n, sizeof buf);
    memset(buf, c, n);
    buf[n] = '\0';
    return buf;
}

/* A folder path of about 600 characters (three names of 200) under the test's folder,
 * created: longer than a message may echo. */
static const char *long_dir(void)
{
    static char dir[700];
    char a[201];
    snprintf(a, sizeof a, "%s", repeat('d', 200));
    snprintf(dir, sizeof dir, "%s/%s/%s", a, a, a);
    cr_assert_eq(sh("mkdir -p %s", dir), 0);
    return dir;
}

/* simulate replay printed its file name and the trace's values raw: a name with a
 * newline and a colour code gave two lines and coloured the terminal, so did a game
 * name in the header, and a 600-character path was echoed whole. */
Test(cli, replay_messages_are_escaped_and_cut)
{
    run_t *r = sim("replay \"$(printf 'a\\nb\\033[31m.jsonl')\"");
    expect_one_clean_line(r, 2, "replay of a name with a newline");
    cr_assert_not_null(strstr(r->err, "a\\nb\\x1b[31m.jsonl: cannot open"), "%s", r->err);

    write_run_file("odd.jsonl", "{\"trace\":\"simulate\",\"game\":\"di\\u001b[31mnn\\nx\","
                                "\"players\":2,\"agents\":[\"random\",\"random\"],\"seed\":1,"
                                "\"rules\":{}}\n");
    r = sim("replay odd.jsonl");
    expect_one_clean_line(r, 2, "a game name with a newline");
    cr_assert_not_null(strstr(r->err, "game 'di\\x1b[31mnn\\nx' is not in this build"), "%s",
                       r->err);

    char args[1024];
    snprintf(args, sizeof args, "replay /nonexistent/%s.jsonl", repeat('y', 600));
    r = sim(args);
    expect_one_clean_line(r, 2, "a long path");
    cr_assert_not_null(strstr(r->err, "yyyyyyyy...: cannot open"), "%s", r->err);

    r = sim("replay --game \"$(printf '1\\n2')\" odd.jsonl");
    expect_one_clean_line(r, 2, "--game with a newline");
    cr_assert_not_null(strstr(r->err, "--game '1\\n2'"), "%s", r->err);

    /* a trace's move, long and coloured, that the replay does not find: exit 1 */
    const game_t *g = first_game();
    cr_assert_eq(sh("%s --game %s --agents %s -n %d -q -o t.csv --trace t.jsonl", SIMULATE_BIN,
                    g->id, randoms(g), g->min_players),
                 0);
    char *t = slurp_run_file("t.jsonl", NULL);
    cr_assert_not_null(t);
    char *at = strstr(t, "\"chosen\":\"");
    cr_assert_not_null(at, "no move in the trace");
    at += 10;
    char *end = strchr(at, '"');
    cr_assert_not_null(end);
    size_t size = strlen(t) + 1000;
    char *changed = malloc(size);
    snprintf(changed, size, "%.*s\\u001b[31m%s%s", (int)(at - t), t, repeat('k', 300), end);
    write_run_file("t.jsonl", changed);
    free(changed);
    free(t);
    r = sim("replay t.jsonl");
    expect_one_clean_line(r, 1, "a long coloured move");
    cr_assert_not_null(strstr(r->err, "'\\x1b[31mkkkk"), "%s", r->err);
    cr_assert_not_null(strstr(r->err, "kkkk...'"), "no sign of the cut: %s", r->err);
    cr_assert_null(strstr(r->err, repeat('k', 100)), "the move is not cut: %s", r->err);
}

/* The path of a --rules file and of `simulate merge`'s files was echoed whole: a
 * 600-character path gave a 413-character line cut near its end. Now it is cut to 80
 * characters (...) like --out's, and what the message says after it is kept. */
Test(cli, long_paths_of_rules_files_and_merge_files_are_cut)
{
    char args[1024];
    snprintf(args, sizeof args, "-R /nonexistent/%s.rules", repeat('y', 600));
    run_t *r = sim_first(args);
    expect_one_clean_line(r, 2, "-R of a long path");
    cr_assert_not_null(strstr(r->err, "--rules /nonexistent/yyyy"), "%s", r->err);
    cr_assert_not_null(strstr(r->err, "yyyy...: cannot open: No such file"), "%s", r->err);

    /* a line of a rules file at a long path: file:line cut, the line's text too */
    const char *dir = long_dir();
    cr_assert_eq(sh("printf 'junk %s\\n' > %s/bad.rules", repeat('j', 300), dir), 0);
    snprintf(args, sizeof args, "-R %s/bad.rules", dir);
    r = sim_first(args);
    expect_one_clean_line(r, 2, "a bad line of a rules file at a long path");
    cr_assert_not_null(strstr(r->err, "dddd...:1: expected 'key = value', got 'junk jjjj"),
                       "%s", r->err);
    cr_assert_not_null(strstr(r->err, "jjjj...'"), "%s", r->err);

    snprintf(args, sizeof args, "merge /nonexistent/%s.tally -o m.csv", repeat('y', 600));
    r = sim(args);
    expect_one_clean_line(r, 2, "merge of a long path");
    cr_assert_not_null(strstr(r->err, "yyyy...: cannot open"), "%s", r->err);

    /* a later file: named as given (not made absolute), cut */
    const game_t *g = first_game();
    cr_assert_eq(sh("%s --game %s --agents %s -n 20 -q --shard 1/2 --tally p1.tally",
                    SIMULATE_BIN, g->id, randoms(g)),
                 0);
    snprintf(args, sizeof args, "merge p1.tally %s/p2.tally -o m.csv", dir);
    r = sim(args);
    expect_one_clean_line(r, 2, "merge of a second file at a long path");
    cr_assert_eq(strncmp(r->err, "simulate: dddd", 14), 0, "%s", r->err);
    cr_assert_not_null(strstr(r->err, "dddd...: cannot open"), "%s", r->err);
}

/* -o /dev/null --trace /dev/null was refused as two outputs on one file: on the null
 * device nothing is kept, so nothing is mixed up. Any name of it counts (a symlink); a
 * regular file, a FIFO or stdout shared are still refused. */
Test(cli, both_outputs_on_the_null_device_are_allowed)
{
    char args[512];
    snprintf(args, sizeof args, "%s -o /dev/null --trace /dev/null", first_run_args());
    run_t *r = sim(args);
    cr_assert_eq(r->status, 0, "exit %d: %s", r->status, r->err);
    cr_assert_eq(sh("ln -s /dev/null null.link && mkfifo shared.fifo"), 0);
    snprintf(args, sizeof args, "%s -o /dev/null --trace null.link", first_run_args());
    r = sim(args);
    cr_assert_eq(r->status, 0, "exit %d: %s", r->status, r->err);
    cr_assert_eq(sh("test -L null.link"), 0, "the link was replaced");
    snprintf(args, sizeof args, "%s -o shared.fifo --trace shared.fifo", first_run_args());
    expect_bad(args, "the same file 'shared.fifo'");
    snprintf(args, sizeof args, "%s -o same.csv --trace same.csv", first_run_args());
    expect_bad(args, "the same file 'same.csv'");
    snprintf(args, sizeof args, "%s -o - --trace -", first_run_args());
    expect_bad(args, "stdout");
}

/* A rule's value, a deck's path and a whole message are cut as the README says: a
 * value to its first 80 characters (a game's own deck error quoted the path whole, a
 * rule's error the value whole), the line to 400 with "simulate: " and "..." in (it
 * reached 413), never inside a UTF-8 character. A rule value is a number with an
 * optional sign, no spaces (strtol skipped leading ones). */
Test(cli, rule_values_deck_paths_and_whole_lines_are_cut)
{
    const game_t *g = need_game("dinn");
    char args[2048];
    snprintf(args, sizeof args, "--game dinn --agents greedy,greedy -n 2 --rule triple_heroes=%s",
             repeat('9', 300));
    run_t *r = sim(args);
    expect_one_clean_line(r, 2, "a long rule value");
    cr_assert_not_null(strstr(r->err, "got '9999"), "%s", r->err);
    cr_assert_not_null(strstr(r->err, "999...'"), "%s", r->err);
    cr_assert_null(strstr(r->err, repeat('9', 81)), "the value is not cut: %s", r->err);

    snprintf(args, sizeof args, "--game dinn --agents greedy,greedy -n 2 --deck /nonexistent/%s.txt",
             repeat('y', 300));
    r = sim(args);
    expect_one_clean_line(r, 2, "a long deck path");
    cr_assert_null(strstr(r->err, repeat('y', 81)), "the path is not cut: %s", r->err);
    cr_assert_not_null(strstr(r->err, "cannot open"), "%s", r->err);

    /* two-byte characters: the line still at most 400 bytes and whole characters */
    char game[700] = "";
    for (int i = 0; i < 300; i++)
        strcat(game, "\xc3\xa9");
    snprintf(args, sizeof args, "--game %s", game);
    r = sim(args);
    expect_one_clean_line(r, 2, "a long name of two-byte characters");
    const char *cut = strstr(r->err, "...");
    cr_assert_not_null(cut, "%s", r->err);
    cr_assert_neq((unsigned char)cut[-1], 0xc3, "a character cut in two: %s", r->err);

    expect_bad("--game dinn --agents greedy,greedy -n 2 --rule 'triple_heroes= 3'",
               "got ' 3'");
    (void)g;
}

/* ---- replay: long events broken to the width ---- */


/* Each key, string and scalar of the JSON object json, in order, found in text in that
 * order as the replay words them (keys with '_' read as ' ', true/false/null as
 * yes/no/none); the "event" member is the line's name. Returns 0, or 1 naming in word
 * the first one missing. */
static int words_in_order(const char *json, const char *text, char *word, size_t n)
{
    const char *at = text;
    int skip_value = 0;
    for (const char *p = json; *p;) {
        size_t k;
        if (*p == '"') { /* the games' names have no escapes */
            const char *e = strchr(p + 1, '"');
            if (!e)
                break;
            k = (size_t)(e - p - 1) < n - 1 ? (size_t)(e - p - 1) : n - 1;
            memcpy(word, p + 1, k);
            word[k] = '\0';
            p = e + 1;
            if (*p == ':') {
                for (char *c = word; *c; c++)
                    *c = *c == '_' ? ' ' : *c;
                if (strcmp(word, "event") == 0) {
                    skip_value = 1;
                    continue;
                }
            }
        } else if (isalnum((unsigned char)*p) || *p == '-') {
            for (k = 0; (isalnum((unsigned char)p[k]) || strchr("-+.", p[k])) && k < n - 1; k++)
                word[k] = p[k];
            word[k] = '\0';
            p += k;
            snprintf(word, n, "%s", !strcmp(word, "true") ? "yes" : !strcmp(word, "false") ? "no"
                                    : !strcmp(word, "null") ? "none" : word);
        } else {
            p++;
            continue;
        }
        if (skip_value) {
            skip_value = 0;
            continue;
        }
        const char *found = strstr(at, word);
        if (!found)
            return 1;
        at = found + strlen(word);
    }
    return 0;
}

/* A replayed event's line: two spaces and its name (a move's is "  seat S: ..."). */
static int replay_event_start(const char *l, size_t len)
{
    return len > 2 && !strncmp(l, "  ", 2) && l[2] != ' ' && strncmp(l, "  seat ", 7) != 0;
}

/* simulate replay of a Dinn trace: every event line fits TEXT_WIDTH columns (a lone
 * word aside), continued on lines of TEXT_WRAP_INDENT spaces; each battle (hundreds
 * of characters), its lines joined back, still has every word of the trace's event. */
Test(cli, replay_breaks_long_events_and_loses_no_word)
{
    run_t *r = sim("--game dinn --agents random,random -n 2 --seed 3 --trace t.jsonl -o t.csv");
    cr_assert_eq(r->status, 0, "%s", r->err);
    r = sim("replay t.jsonl --brief");
    cr_assert_eq(r->status, 0, "%s", r->err);
    char *out = slurp_run_file("stdout", NULL);
    cr_assert_not_null(out);
    cr_assert_gt(wrapped_check_widths(out, replay_event_start, 2), 3,
                 "no long event was broken:\n%.2000s", out);
    wrapped_join(out); /* joined back: a break stands for one space */
    char *trace = slurp_run_file("t.jsonl", NULL), word[256];
    cr_assert_not_null(trace);
    const char *at = out;
    int battles = 0;
    for (char *line = strtok(trace, "\n"); line; line = strtok(NULL, "\n")) {
        const char *ev = strstr(line, "\"event\":{\"event\":\"battle\"");
        if (!ev)
            continue;
        at = strstr(at, "\n  battle: ");
        cr_assert_not_null(at, "battle %d of the trace is not printed", battles + 1);
        at++;
        size_t len = strcspn(at, "\n");
        char *text = strndup(at, len);
        cr_assert_gt(len, 2 * TEXT_WIDTH, "a battle this short: %s", text);
        cr_assert_eq(words_in_order(ev + 8, text, word, sizeof word), 0,
                     "battle %d lost '%s': %s", battles + 1, word, text);
        free(text);
        battles++;
    }
    cr_assert_gt(battles, 0, "no battle in the trace");
    free(trace);
    free(out);
}
