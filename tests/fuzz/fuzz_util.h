/* fuzz_util.h - what the libFuzzer targets of tests/fuzz share (README "Fuzzing").
 *
 * Each target is one parser fed by LLVMFuzzerTestOneInput. The loaders read files, so
 * the input is written to a file of this process first (fuzz_file). The parsers' own
 * error lines (cli_fail) would flood the fuzzer's output: fuzz_quiet() points the
 * stderr stream at /dev/null (the sanitizers write to file descriptor 2 directly, so
 * their reports still show). */
#ifndef SIM_FUZZ_UTIL_H
#define SIM_FUZZ_UTIL_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "data.h"
#include "game.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

static inline void fuzz_quiet(void)
{
    FILE *null = fopen("/dev/null", "w");
    if (null)
        stderr = null;
}

/* The input as the file this process reads: the same path (so the same inode) every
 * time. */
static inline const char *fuzz_file(const uint8_t *data, size_t size)
{
    static char path[128];
    if (!path[0]) {
        const char *dir = getenv("TMPDIR");
        snprintf(path, sizeof path, "%s/simulate-fuzz.%ld", dir && *dir ? dir : "/tmp",
                 (long)getpid());
    }
    FILE *f = fopen(path, "wb");
    if (!f)
        abort();
    if (size && fwrite(data, 1, size, f) != size)
        abort();
    fclose(f);
    return path;
}

/* The input as a NUL-terminated string (a NUL inside ends it). Free it. */
static inline char *fuzz_string(const uint8_t *data, size_t size)
{
    char *s = malloc(size + 1);
    if (!s)
        abort();
    memcpy(s, data, size);
    s[size] = '\0';
    return s;
}

/* Initialise every registered game (its data files), once. */
extern const game_t *const game_registry[];
static inline void fuzz_init_games(void)
{
    char err[512];
    for (int i = 0; game_registry[i]; i++)
        if (game_registry[i]->init && game_registry[i]->init(err, sizeof err)) {
            fprintf(stderr, "fuzz: %s\n", err);
            abort();
        }
}

#endif
