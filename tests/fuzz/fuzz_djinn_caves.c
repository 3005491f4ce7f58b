/* fuzz_djinn_caves.c - Djinn's caves file loader (games/djinn/caves.csv, or
 * --rule caves=FILE). */
#include "djinn.h"
#include "fuzz_util.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    fuzz_quiet();
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static djinn_decks_t d;
    char err[512];
    memset(&d, 0, sizeof d);
    /* both checks: a designer's file, and the game's own (exact components) */
    djinn_load_caves(&d, fuzz_file(data, size), 0, err, sizeof err);
    memset(&d, 0, sizeof d);
    djinn_load_caves(&d, fuzz_file(data, size), 1, err, sizeof err);
    return 0;
}
