/* fuzz_tin_dragon_ruins.c - Tin Dragon's ruins file loader (games/tin-dragon/ruins.csv). */
#include "fuzz_util.h"
#include "tin_dragon.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    fuzz_quiet();
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static td_deck_t d;
    char err[512];
    memset(&d, 0, sizeof d);
    td_load_ruins(&d, fuzz_file(data, size), err, sizeof err);
    return 0;
}
