/* human.h - the human agent's helpers, for tests: where it reads and writes, and how
 * it words a game's events. */
#ifndef SIM_HUMAN_H
#define SIM_HUMAN_H

#include <stddef.h>
#include <stdio.h>

/* Where every human seat reads its choices and writes what it sees: stdin and
 * stdout unless set (NULL keeps the current stream). Call before a run. */
void human_streams(FILE *in, FILE *out);

/* A game's trace event (src/trace_event.h: one JSON object, as the runner forwards
 * it to a seat) in words for `seat` (from 0): "draw: seat 2 (you), card red D". Returns
 * the length, or -1 when it did not fit (buf holds what fitted). */
int human_event_words(const char *json, int seat, char *buf, size_t n);

#endif
