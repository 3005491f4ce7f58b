/* fuzz_dinn_deck.c - Dinn's decklist reader (--deck FILE) and the deck check. */
#include "dinn.h"
#include "fuzz_util.h"
#include "rules.h"

extern const game_t dinn_game;
static dinn_rules_t defaults;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    fuzz_quiet();
    char err[512];
    if (dinn_game.init(err, sizeof err))
        abort();
    rules_defaults(&dinn_game, &defaults);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static dinn_deck_t d;
    char err[512];
    if (dinn_deck_load(&d, fuzz_file(data, size), err, sizeof err) == 0)
        dinn_deck_check(&d, &defaults, err, sizeof err);
    return 0;
}
