/* textbuf.h - a bounded text writer for describe_move and state_json: appends never
 * overrun the caller's buffer, and the length wanted keeps counting, so the end can
 * tell whether everything fitted. And text_wrap: one line for a reader (what a human
 * seat hears, what replay prints) broken to a terminal's width. */
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

/* Columns a printed line may take (a terminal of 80-100 columns shows it whole), and
 * the indent of the lines a longer one continues on. */
#define TEXT_WIDTH 100
#define TEXT_WRAP_INDENT 6

/* `prefix`, then `text` (one line), then a newline, into buf, for a reader: as is when
 * it fits in TEXT_WIDTH columns; else broken into lines that do, each continued on a
 * line of TEXT_WRAP_INDENT spaces. A break takes the place of one space, so the lines
 * joined back with one space (indents off) are the text again; no word is cut, and a
 * word longer than a whole line stands alone on its line. Breaks are taken at the
 * shallowest separator that fits, as far along the line as it can be: "; " outside
 * parentheses (human_event_words' fields), then ", " outside them (list items,
 * "), (" between objects), then "; " and ", " one parenthesis deeper, and so on; any
 * other space last. Returns the length, or -1 when it did not fit in n (buf holds
 * what fitted). */
int text_wrap(const char *prefix, const char *text, char *buf, size_t n);

#endif
