/* fuzz_dynamite_cards.c - Dynamite's card file loader (games/dynamite/cards.csv). */
#include "dynamite.h"
#include "fuzz_util.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    fuzz_quiet();
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static dyn_set_t deck;
    char err[512];
    dyn_load_cards(fuzz_file(data, size), &deck, err, sizeof err);
    return 0;
}
