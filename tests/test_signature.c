/* test_signature.c - every registered game's signature (src/signature.h) against
 * tests/signatures.txt. A change of play shows up here and nowhere silently: update
 * the file with `build/simulate --signature > tests/signatures.txt` and say why in the
 * commit message. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "registry.h"
#include "signature.h"

static char *read_all(FILE *f, size_t *len)
{
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    cr_assert(buf);
    size_t got;
    while ((got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
        n += got;
        if (cap - n < 2) {
            cap *= 2;
            buf = realloc(buf, cap);
            cr_assert(buf);
        }
    }
    buf[n] = '\0';
    *len = n;
    return buf;
}

Test(signature, every_game_matches_the_recorded_lines)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/tests/signatures.txt", SIMULATE_SOURCE_DIR);
    FILE *want_f = fopen(path, "r");
    cr_assert(want_f, "cannot open %s", path);
    size_t want_len;
    char *want = read_all(want_f, &want_len);
    fclose(want_f);

    char *got = NULL;
    size_t got_len = 0;
    FILE *mem = open_memstream(&got, &got_len);
    cr_assert(mem);
    char err[512];
    for (int i = 0; game_registry[i]; i++) {
        const game_t *g = game_registry[i];
        cr_assert(g->init == NULL || g->init(err, sizeof err) == 0, "%s: %s", g->id, err);
        cr_assert_eq(game_signature(g, mem, err, sizeof err), 0, "%s: %s", g->id, err);
    }
    fclose(mem);
    /* line by line, so a failure names the lines that moved */
    char *wsave = NULL, *gsave = NULL;
    char *w = strtok_r(want, "\n", &wsave), *gl = strtok_r(got, "\n", &gsave);
    int changed = 0;
    while (w || gl) {
        if (!w || !gl || strcmp(w, gl) != 0) {
            cr_log_error("recorded: %s\n     now: %s", w ? w : "(none)", gl ? gl : "(none)");
            changed++;
        }
        w = w ? strtok_r(NULL, "\n", &wsave) : NULL;
        gl = gl ? strtok_r(NULL, "\n", &gsave) : NULL;
    }
    cr_assert_eq(changed, 0,
                 "%d signature lines changed: if play was meant to change, record them with "
                 "`build/simulate --signature > tests/signatures.txt` and say why in the commit",
                 changed);
    free(want);
    free(got);
}
