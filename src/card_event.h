/* card_event.h - how a game tells a deck study which cards each seat had, drew and
 * played (per-card figures: "games in hand" win rates, a hero's battles won). Only
 * runs that collect card figures listen; in every other game the check is one
 * predictable branch on a thread-local pointer, as for trace events.
 *
 * A game whose cards have identities (game_t.cards: numbered 0..count()-1, named)
 * writes, from setup() or apply():
 *
 *     if (CARD_ON())
 *         card_event(seat, card, CARD_DRAWN);
 *
 * with `seat` from 0 and `card` the card's number. The kinds:
 *   CARD_IN_DECK   the card is in the seat's deck this game (sent once per copy, at setup)
 *   CARD_DRAWN     the card entered the seat's hand after setup (a kept opening hand
 *                  counts as drawn when play starts); sending it twice is harmless
 *   CARD_PLAYED    the seat played (revealed, put into play) the card
 *   CARD_BATTLE    the card fought a battle or a round for the seat (Dinn: a hero in a
 *                  battle); one event per battle
 *   CARD_BATTLE_WON the same battle was won by the seat (sent besides CARD_BATTLE)
 * A collector counts per game whether each card was in the deck, drawn and played
 * (played implies drawn), and battles and battles won as counts.
 *
 * The runner installs a sink around the game's own setup() and apply() only, never
 * while an agent looks ahead, like the trace sink. This header is part of the support
 * library: games may include it, and it gives them no way to reach the engine. */
#ifndef SIM_CARD_EVENT_H
#define SIM_CARD_EVENT_H

#include <stdint.h>

enum card_event_kind { CARD_IN_DECK, CARD_DRAWN, CARD_PLAYED, CARD_BATTLE, CARD_BATTLE_WON,
                       CARD_EVENT_KINDS };

typedef struct card_sink {
    void (*event)(void *ctx, int seat, int card, int kind);
    /* The same for n cards at once (a whole deck at setup), numbered below 256; may be
     * NULL (then event() is called for each). */
    void (*events)(void *ctx, int seat, const uint8_t *cards, int n, int kind);
    void *ctx;
} card_sink_t;

/* The sink of this thread's current game, or NULL. */
extern _Thread_local const card_sink_t *card_sink_current;

#define CARD_ON() __builtin_expect(card_sink_current != NULL, 0)

static inline void card_event(int seat, int card, int kind)
{
    const card_sink_t *s = card_sink_current;
    if (s)
        s->event(s->ctx, seat, card, kind);
}

/* n cards of one kind at once (card numbers below 256). */
static inline void card_events(int seat, const uint8_t *cards, int n, int kind)
{
    const card_sink_t *s = card_sink_current;
    if (!s)
        return;
    if (s->events)
        s->events(s->ctx, seat, cards, n, kind);
    else
        for (int i = 0; i < n; i++)
            s->event(s->ctx, seat, cards[i], kind);
}

/* Install (or with NULL remove) this thread's sink; returns the previous one. */
const card_sink_t *card_sink_install(const card_sink_t *sink);

#endif
