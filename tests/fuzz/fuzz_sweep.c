/* fuzz_sweep.c - --sweep and --baseline (sweep.c): the first byte picks the game, the
 * rest is lines: each a --sweep argument, except one starting with '@', the
 * --baseline. Seat 1 is mcts, the others greedy, so agent settings can be swept. */
#include "fuzz_util.h"
#include "registry.h"
#include "rules.h"
#include "sweep.h"

static int ngames;
static agent_cfg_t agents[MAX_SEATS]; /* mcts, then greedy: agent settings sweep too */

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    fuzz_quiet();
    fuzz_init_games();
    while (game_registry[ngames])
        ngames++;
    char err[256];
    for (int s = 0; s < MAX_SEATS; s++)
        if (agent_spec_parse(s == 0 ? "mcts" : "greedy", &agents[s], err, sizeof err))
            abort();
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    const game_t *g = game_registry[data[0] % ngames];
    char *text = fuzz_string(data + 1, size - 1);
    const char *args[REPORT_MAX_SWEEP];
    const char *baseline = NULL;
    int nargs = 0;
    char *save = NULL;
    for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        if (line[0] == '@')
            baseline = line + 1;
        else if (nargs < REPORT_MAX_SWEEP)
            args[nargs++] = line;
    }
    void *rules = calloc(1, g->rules_size);
    if (!rules)
        abort();
    rules_defaults(g, rules);
    sweep_t sw;
    if (sweep_build(&sw, g, rules, g->min_players, agents, args, nargs, baseline) == 0) {
        if (sw.nsettings < 1 || sw.nsettings > SWEEP_MAX_SETTINGS || sw.baseline < 0 ||
            sw.baseline >= sw.nsettings)
            abort();
        for (int s = 0; s < sw.nsettings; s++)
            if (!sw.setting[s])
                abort();
    }
    sweep_free(&sw);
    free(rules);
    free(text);
    return 0;
}
