/* textbuf.h - a bounded text writer for describe_move and state_json: appends never
 * overrun the caller's buffer, and the length wanted keeps counting, so the end can
 * tell whether everything fitted. */
#ifndef SIM_TEXTBUF_H
#define SIM_TEXTBUF_H

#include <stddef.h>

typedef struct textbuf {
    char *buf;  /* the caller's buffer */
    size_t cap; /* its size */
    size_t len; /* characters written so far, or that would have been */
} textbuf_t;

/* Append printf-style. */
void tb_put(textbuf_t *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Append len bytes of s, or the string s, or a decimal integer, without printf's
 * formatting cost (views and move texts are written by the hundred thousand in the
 * tests and by every human turn). Same contract as tb_put. */
void tb_mem(textbuf_t *t, const char *s, size_t len);
void tb_str(textbuf_t *t, const char *s);
void tb_int(textbuf_t *t, long v);
/* Append s as a JSON string literal, quotes included. */
void tb_json_string(textbuf_t *t, const char *s);
/* Length written (what describe_move/state_json return), or -1 if it did not fit. */
int tb_finish(const textbuf_t *t);

#endif
