/* fuzz_rules_file.c - a --rules file as the command line reads it (cli_options.c),
 * then applied to a game's rules (cli_rules.c). The first byte picks the game. */
#include "cli_internal.h"
#include "fuzz_util.h"
#include "registry.h"
#include "rules.h"

static int ngames;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    fuzz_quiet();
    fuzz_init_games();
    while (game_registry[ngames])
        ngames++;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static options_t o;
    if (size < 1)
        return 0;
    const game_t *g = game_registry[data[0] % ngames];
    char path[256];
    snprintf(path, sizeof path, "%s", fuzz_file(data + 1, size - 1));
    char *argv[] = {"simulate", "--rules", path, NULL};
    memset(&o, 0, sizeof o);
    if (cli_parse_args(3, argv, &o) == 0) {
        void *rules = calloc(1, g->rules_size);
        if (!rules)
            abort();
        rules_defaults(g, rules);
        if (cli_apply_rules(g, rules, &o) == 0 && g->rules_check) {
            char err[512];
            g->rules_check(rules, g->min_players, err, sizeof err);
        }
        char text[4096];
        cli_rules_text(&o, text, sizeof text);
        free(rules);
    }
    return 0;
}
