/* fuzz_cli_values.c - the agent spec parser (registry.c, agent.c), the command line's
 * number parsers and the message quoting (cli_options.c), on any string. */
#include <math.h>

#include "cli_internal.h"
#include "fuzz_util.h"
#include "registry.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    fuzz_quiet();
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *s = fuzz_string(data, size), err[512];
    agent_cfg_t cfg;
    if (agent_spec_parse(s, &cfg, err, sizeof err) == 0) {
        if (strcmp(cfg.spec, s) != 0)
            abort(); /* the spec is kept whole */
        /* every value in its range, or the parameter's default (which may lie outside
         * it on purpose: mcts marks "the game's own" by a value nobody can write) */
        for (int i = 0; cfg.type->params && cfg.type->params[i].key; i++)
            if (!isfinite(cfg.v[i]) ||
                (cfg.v[i] != cfg.type->params[i].def && (cfg.v[i] < cfg.type->params[i].min ||
                                                          cfg.v[i] > cfg.type->params[i].max)))
                abort();
    }
    int64_t count;
    if (cli_parse_count(s, &count) == 0 && (count < 1 || (uint64_t)count > CLI_MAX_GAMES))
        abort();
    uint64_t seed;
    cli_parse_seed(s, &seed);
    int threads;
    if (cli_parse_threads(s, &threads) == 0 && (threads < 1 || threads > CLI_MAX_THREADS))
        abort();
    double real;
    if (cli_parse_real(s, &real) == 0 && !isfinite(real))
        abort();
    const char *shown = cli_shown(s);
    for (const char *p = shown; *p; p++)
        if ((unsigned char)*p < 0x20 || *p == 0x7f)
            abort(); /* no control character reaches a message */
    if (strlen(shown) > CLI_SHOWN * 4 + 3)
        abort();
    cli_fail("value '%s' and raw %s", shown, s);
    free(s);
    return 0;
}
