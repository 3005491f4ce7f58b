/* wrapped.h - checks of printed text that text_wrap (src/textbuf.c) broke to the
 * width, shared by the tests of `simulate play` (test_human.c) and `simulate replay`
 * (test_cli.c). */
#ifndef SIM_TEST_WRAPPED_H
#define SIM_TEST_WRAPPED_H

#include <criterion/criterion.h>
#include <string.h>

#include "textbuf.h"

/* Every line of an event in out, and every line continuing one (TEXT_WRAP_INDENT
 * spaces after an event's line), fits TEXT_WIDTH columns unless it holds one word
 * alone. event_start(line, len) says whether a line begins an event; `skip` is the
 * width of what starts it (the prefix before the words). Returns the number of
 * continuing lines. */
static int wrapped_check_widths(const char *out, int (*event_start)(const char *, size_t),
                                size_t skip)
{
    int in_event = 0, continued = 0;
    for (const char *l = out; *l;) {
        size_t len = strcspn(l, "\n");
        int cont = in_event && strncmp(l, "      ", TEXT_WRAP_INDENT) == 0;
        in_event = cont || event_start(l, len);
        continued += cont;
        if (in_event) {
            size_t from = cont ? TEXT_WRAP_INDENT : skip;
            cr_assert(len <= TEXT_WIDTH || !memchr(l + from, ' ', len - from),
                      "a line of %zu columns: '%.*s'", len, (int)len, l);
        }
        l += len + (l[len] == '\n');
    }
    return continued;
}

/* s with every break undone, in place: a newline and TEXT_WRAP_INDENT spaces stand
 * for the one space they replaced. */
static void wrapped_join(char *s)
{
    char *w = s;
    for (const char *p = s; *p;) {
        if (p[0] == '\n' && strncmp(p + 1, "      ", TEXT_WRAP_INDENT) == 0) {
            *w++ = ' ';
            p += 1 + TEXT_WRAP_INDENT;
        } else {
            *w++ = *p++;
        }
    }
    *w = '\0';
}

#endif
