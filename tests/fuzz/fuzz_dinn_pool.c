/* fuzz_dinn_pool.c - Dinn's card pool loader (games/dinn/cards.csv). The pool is the
 * game's own table, so the real one is put back after each input. */
#include "dinn.h"
#include "fuzz_util.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    fuzz_quiet();
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[512], real[1024];
    dinn_pool_load(fuzz_file(data, size), err, sizeof err);
    data_path(real, sizeof real, "games/dinn/cards.csv");
    if (dinn_pool_load(real, err, sizeof err))
        abort();
    return 0;
}
