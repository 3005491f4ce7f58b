/* trace_event.h - how a game tells a trace about steps nobody chose: a card drawn or
 * turned over, a die rolled, a reshuffle, an explosion, a forced acceptance, a deal,
 * and the state at the end of each deal or round. Only traced games listen; in every
 * other game the check is one predictable branch on a thread-local pointer.
 *
 * A game writes, from setup() or apply():
 *
 *     if (TRACE_ON())
 *         trace_event("{\"event\":\"draw\",\"seat\":%d,\"cards\":[\"%s\"]}", seat + 1, name);
 *
 * One JSON object per event, on one line, whose "event" key names the kind. Seats
 * count from 1; cards by the names describe_move uses. An event says what it revealed
 * and to whom ("seen_by": [seats] when only some seats see it; absent when public).
 * At the end of every deal or round a game sends {"event":"deal_end","state":{...}}
 * with the whole state then (its state_json: final hands included).
 *
 * The runner (src/runner.c) installs a sink around each traced game and writes each
 * event as its own trace line, in order with the moves (see the README's trace
 * section). This header is part of the support library: games may include it, and it
 * gives them no way to reach the runner. */
#ifndef SIM_TRACE_EVENT_H
#define SIM_TRACE_EVENT_H

#include <stddef.h>

typedef struct trace_sink {
    /* Called with one JSON object (no newline) per event. */
    void (*event)(void *ctx, const char *json);
    void *ctx;
} trace_sink_t;

/* The sink of this thread's current traced game, or NULL. */
extern _Thread_local const trace_sink_t *trace_sink_current;

#define TRACE_ON() __builtin_expect(trace_sink_current != NULL, 0)

/* Format one event (printf-style, a JSON object) and hand it to the current sink;
 * does nothing when no sink is installed. Events up to 64 KB; longer ones are sent
 * as {"event":"truncated"} rather than as broken JSON. */
void trace_event(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Install (or with NULL remove) this thread's sink; returns the previous one. */
const trace_sink_t *trace_sink_install(const trace_sink_t *sink);

#endif
