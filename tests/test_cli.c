/* test_cli.c - the simulate program from the outside: bad input exits 2 with one line
 * naming what is wrong, a run writes its CSV atomically and the same seed gives the
 * same bytes whatever the thread count. Uses the first registered game. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "registry.h"

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

/* Run a program (build/simulate, build/simulate-test) with the arguments; capture
 * status, stdout, stderr. */
static run_t *run_program(const char *program, const char *args)
{
    static run_t r;
    memset(&r, 0, sizeof r);
    snprintf(tmpdir, sizeof tmpdir, "/tmp/sim_cli_test.%ld", (long)getpid());
    mkdir(TMPDIR, 0777);
    static char cmd[70000];
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
