/* fuzz_dnup_cards.c - dnup's card file loader (games/dnup/cards.csv). */
#include "dnup.h"
#include "fuzz_util.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    fuzz_quiet();
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static dnup_deck_t d;
    char err[512];
    dnup_deck_load(&d, fuzz_file(data, size), err, sizeof err);
    return 0;
}
