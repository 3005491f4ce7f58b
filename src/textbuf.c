/* textbuf.c - the bounded text writer, and lines broken to a terminal's width. */
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "textbuf.h"

void tb_put(textbuf_t *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    size_t room = t->len < t->cap ? t->cap - t->len : 0;
    int w = vsnprintf(room ? t->buf + t->len : NULL, room, fmt, ap);
    va_end(ap);
    if (w > 0)
        t->len += (size_t)w;
}

void tb_mem(textbuf_t *t, const char *s, size_t len)
{
    if (t->len < t->cap) {
        size_t room = t->cap - t->len - 1; /* the NUL always fits */
        size_t k = len < room ? len : room;
        memcpy(t->buf + t->len, s, k);
        t->buf[t->len + k] = '\0';
    }
    t->len += len;
}

void tb_str(textbuf_t *t, const char *s)
{
    tb_mem(t, s, strlen(s));
}

void tb_int(textbuf_t *t, long v)
{
    char d[24];
    size_t k = sizeof d;
    unsigned long u = v < 0 ? 0ul - (unsigned long)v : (unsigned long)v;
    do
        d[--k] = (char)('0' + u % 10);
    while (u /= 10);
    if (v < 0)
        d[--k] = '-';
    tb_mem(t, d + k, sizeof d - k);
}

void tb_json_string(textbuf_t *t, const char *s)
{
    tb_put(t, "\"");
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            tb_put(t, "\\%c", c);
        else if (c < 0x20)
            tb_put(t, "\\u%04x", c);
        else
            tb_put(t, "%c", c);
    }
    tb_put(t, "\"");
}

int tb_finish(const textbuf_t *t)
{
    return t->len < t->cap ? (int)t->len : -1;
}

/* Does byte c start a character? A UTF-8 character takes one column on a terminal,
 * whatever its bytes (the games write ASCII; a name from a data file may not be). */
static int starts_char(char c)
{
    return ((unsigned char)c & 0xC0) != 0x80;
}

/* How good a break at the space s[i] is, depth parentheses deep: the lower the better
 * (a separator of the outer level before one of an inner level, the fields' "; "
 * before the items' ", "), INT_MAX for a space that separates nothing; -1 where a
 * break would leave a line that starts or ends with a space, or an empty one. */
static int break_rank(const char *s, size_t i, int depth)
{
    if (i == 0 || s[i - 1] == ' ' || !s[i + 1] || s[i + 1] == ' ')
        return -1;
    if (s[i - 1] == ';')
        return 2 * depth;
    if (s[i - 1] == ',')
        return 2 * depth + 1;
    return INT_MAX;
}

/* The length of the part of s the next line shows, in room columns, with depth
 * parentheses open where s starts (updated to where the part ends): all of s when it
 * fits; else up to the best break that fits, the last of the best rank, so a line
 * holds as much of one level as it can; else (a first word wider than room) up to the
 * first break after it. s[result] is then the space the break replaces, or the end. */
static size_t wrap_piece(const char *s, size_t room, int *depth)
{
    size_t best = 0, cols = 0, i;
    int best_rank = -1, d = *depth, best_depth = d;
    for (i = 0; s[i]; i++) {
        if (cols > room && best_rank >= 0)
            break;
        if (s[i] == ' ') {
            int rank = break_rank(s, i, d);
            if (rank >= 0 && cols > room) { /* the first word alone is too wide */
                *depth = d;
                return i;
            }
            if (rank >= 0 && (best_rank < 0 || rank <= best_rank)) {
                best = i;
                best_rank = rank;
                best_depth = d;
            }
        } else if (s[i] == '(') {
            d++;
        } else if (s[i] == ')' && d > 0) {
            d--; /* an unmatched ')' in a name does not make the rest shallower */
        }
        cols += (size_t)starts_char(s[i]);
    }
    if (cols <= room || best_rank < 0) {
        *depth = d;
        return i;
    }
    *depth = best_depth;
    return best;
}

int text_wrap(const char *prefix, const char *text, char *buf, size_t n)
{
    textbuf_t o = {buf, n, 0};
    size_t used = 0;
    for (const char *p = prefix; *p; p++)
        used += (size_t)starts_char(*p);
    /* a prefix nearly as wide as the line still leaves the text a readable width */
    size_t room = used + 20 <= TEXT_WIDTH ? TEXT_WIDTH - used : 20;
    int depth = 0;
    tb_str(&o, prefix);
    for (;;) {
        size_t k = wrap_piece(text, room, &depth);
        tb_mem(&o, text, k);
        text += k;
        if (!*text)
            break;
        text++; /* the space this break stands for */
        tb_put(&o, "\n%*s", TEXT_WRAP_INDENT, "");
        room = TEXT_WIDTH - TEXT_WRAP_INDENT;
    }
    tb_str(&o, "\n");
    return tb_finish(&o);
}
