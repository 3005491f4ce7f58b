/* trace_event.c - the thread's trace sink and event formatting. */
#include <stdarg.h>
#include <stdio.h>

#include "trace_event.h"

#define EVENT_MAX (1 << 16)

_Thread_local const trace_sink_t *trace_sink_current;

const trace_sink_t *trace_sink_install(const trace_sink_t *sink)
{
    const trace_sink_t *old = trace_sink_current;
    trace_sink_current = sink;
    return old;
}

void trace_event(const char *fmt, ...)
{
    const trace_sink_t *sink = trace_sink_current;
    if (!sink)
        return;
    static _Thread_local char buf[EVENT_MAX];
    va_list ap;
    va_start(ap, fmt);
    int len = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (len < 0 || (size_t)len >= sizeof buf)
        sink->event(sink->ctx, "{\"event\":\"truncated\"}");
    else
        sink->event(sink->ctx, buf);
}
