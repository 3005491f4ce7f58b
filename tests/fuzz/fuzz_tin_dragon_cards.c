/* fuzz_tin_dragon_cards.c - Tin Dragon's cards file loader (games/tin-dragon/cards.csv). */
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
    td_load_cards(&d, fuzz_file(data, size), err, sizeof err);
    return 0;
}
