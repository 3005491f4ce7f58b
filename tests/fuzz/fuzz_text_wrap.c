/* fuzz_text_wrap.c - text_wrap (src/textbuf.c), which breaks a line for a reader: what
 * a human seat hears and what `simulate replay` prints of a trace, a file anyone can
 * hand it. On any prefix and text: the lines joined back are the text, no line is
 * wider than TEXT_WIDTH unless it holds nothing a break could take, and a buffer one
 * byte short is refused without a byte written past it. */
#include "fuzz_util.h"
#include "textbuf.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    return 0;
}

/* Columns of s[0..len): a UTF-8 character is one, whatever its bytes (as text_wrap
 * counts them). */
static size_t columns(const char *s, size_t len)
{
    size_t c = 0;
    for (size_t i = 0; i < len; i++)
        c += ((unsigned char)s[i] & 0xC0) != 0x80;
    return c;
}

/* Could text_wrap break at the space s[i] of a line's text s[0..len)? (Not next to
 * another space, nor at either end.) */
static int breakable(const char *s, size_t len, size_t i)
{
    return s[i] == ' ' && i > 0 && i + 1 < len && s[i - 1] != ' ' && s[i + 1] != ' ';
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    /* the first byte: the prefix's length (up to 40, so the text has its full room);
     * then the prefix and the text, one line each (a newline would be the caller's
     * own line break, which text_wrap does not take) */
    size_t plen = data[0] % 41;
    if (plen > size - 1)
        plen = size - 1;
    char *prefix = fuzz_string(data + 1, plen), *text = fuzz_string(data + 1 + plen,
                                                                     size - 1 - plen);
    for (char *p = prefix; *p; p++)
        if (*p == '\n')
            *p = '.';
    for (char *p = text; *p; p++)
        if (*p == '\n')
            *p = '.';
    /* room for any breaking: a break turns one space into 1 + TEXT_WRAP_INDENT bytes,
     * and there are fewer breaks than half the text's bytes */
    size_t tlen = strlen(text), need = strlen(prefix) + (TEXT_WRAP_INDENT + 1) * tlen / 2 + 16;
    char *buf = malloc(need);
    if (!buf)
        abort();
    int len = text_wrap(prefix, text, buf, need);
    if (len < 0 || (size_t)len != strlen(buf) || buf[len - 1] != '\n')
        abort();
    if (strncmp(buf, prefix, strlen(prefix)) != 0)
        abort();
    /* the lines joined back: each break is a newline and TEXT_WRAP_INDENT spaces where
     * the text had one space */
    const char *b = buf + strlen(prefix), *t = text;
    while (*b != '\n' || b[1]) {
        if (*b == '\n') {
            for (int k = 1; k <= TEXT_WRAP_INDENT; k++)
                if (b[k] != ' ')
                    abort();
            if (*t != ' ')
                abort();
            b += 1 + TEXT_WRAP_INDENT;
            t++;
        } else if (*b++ != *t++) {
            abort();
        }
    }
    if (*t)
        abort(); /* a part of the text is missing */
    /* every line within the width, but one whose text offers no break */
    for (const char *l = buf; *l;) {
        const char *e = strchr(l, '\n');
        size_t skip = l == buf ? strlen(prefix) : TEXT_WRAP_INDENT, n = (size_t)(e - l);
        if (columns(l, n) > TEXT_WIDTH)
            for (size_t i = 0; i < n - skip; i++)
                if (breakable(l + skip, n - skip, i))
                    abort();
        l = e + 1;
    }
    /* the same into a buffer of exactly its length plus the NUL, and one byte short:
     * refused, nothing written past it (AddressSanitizer watches the exact block) */
    char *exact = malloc((size_t)len + 1), *shorter = malloc((size_t)len);
    if (!exact || !shorter)
        abort();
    if (text_wrap(prefix, text, exact, (size_t)len + 1) != len || strcmp(exact, buf) != 0)
        abort();
    if (text_wrap(prefix, text, shorter, (size_t)len) != -1)
        abort();
    free(exact);
    free(shorter);
    free(buf);
    free(prefix);
    free(text);
    return 0;
}
