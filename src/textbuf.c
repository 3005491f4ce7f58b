/* textbuf.c - the bounded text writer. */
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
