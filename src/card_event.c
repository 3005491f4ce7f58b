/* card_event.c - the thread's card sink (card_event.h). */
#include <stddef.h>

#include "card_event.h"

_Thread_local const card_sink_t *card_sink_current;

const card_sink_t *card_sink_install(const card_sink_t *sink)
{
    const card_sink_t *old = card_sink_current;
    card_sink_current = sink;
    return old;
}
