/* dynamite_check.c - Dynamite: the invariant check the tests run at every step
 * (card conservation against the deck, counters, knowledge bounds). */
#include <stdio.h>
#include <string.h>

#include "dynamite.h"

/* ================================================================ invariants == */

int dyn_check_invariants(const dyn_state_t *st, char *buf, size_t n)
{
    int count[DYN_KINDS] = {0};
    for (int s = 0; s < st->players; s++) {
        if (dyn_set_total(&st->hand[s]) != st->hand_n[s])
            return snprintf(buf, n, "seat %d: hand_n %d, hand holds %d", s, st->hand_n[s],
                            dyn_set_total(&st->hand[s]));
        if (!(st->known >> s & 1) &&
            (dyn_set_total(&st->pub[s]) || dyn_set_total(&st->know[s]) || st->know_mask[s]))
            return snprintf(buf, n, "seat %d: knowledge rows not marked as known", s);
        if (dyn_set_present(&st->hand[s]) != st->have[s])
            return snprintf(buf, n, "seat %d: the kinds held are out of step", s);
        if (!(st->alive >> s & 1) && st->hand_n[s])
            return snprintf(buf, n, "seat %d is out but holds cards", s);
        for (int k = 0; k < DYN_KINDS; k++) {
            count[k] += dyn_count(&st->hand[s], k);
            if (dyn_count(&st->know[s], k) > dyn_count(&st->hand[s], k) ||
                dyn_count(&st->pub[s], k) > dyn_count(&st->hand[s], k))
                return snprintf(buf, n, "seat %d: knowledge of kind %d exceeds the hand", s, k);
            if (st->know_mask[s] && dyn_count(&st->know[s], k) < dyn_count(&st->pub[s], k))
                return snprintf(buf, n, "seat %d: private knowledge of kind %d below the "
                                "public", s, k);
        }
    }
    if (dyn_set_total(&st->pile) != st->pile_n || dyn_set_total(&st->discard) != st->discard_n)
        return snprintf(buf, n, "pile/discard counters out of step");
    /* the public bound determinize deals the pile from: the true pile within it
     * (else a view could never be the true state), and it within the deck */
    for (int k = 0; k < DYN_KINDS; k++) {
        if (dyn_count(&st->pile, k) > dyn_count(&st->pile_within, k))
            return snprintf(buf, n, "kind %d: %d in the pile, beyond the %d it can hold", k,
                            dyn_count(&st->pile, k), dyn_count(&st->pile_within, k));
        if (dyn_count(&st->pile_within, k) > dyn_count(&dyn_deck->cards, k))
            return snprintf(buf, n, "kind %d: the pile may hold %d, the deck has %d", k,
                            dyn_count(&st->pile_within, k), dyn_count(&dyn_deck->cards, k));
    }
    if (st->top_match != dyn_top_match(st, st->top_as))
        return snprintf(buf, n, "the top card's matches are out of step");
    if (!st->list_ok && dyn_set_cum(&st->pile) != st->pile_cum)
        return snprintf(buf, n, "pile colour totals out of step");
    if (st->list_ok) {
        uint8_t list[DYN_LIST + 16];
        if (dyn_set_list(&st->pile, list) != st->pile_n || memcmp(list, st->pile_list, st->pile_n))
            return snprintf(buf, n, "the pile's list is out of step");
    }
    for (int d = 0; d < 2; d++)
        for (int s = 0; s < st->players; s++)
            if (st->next[d][s] != dyn_next_in(st, s, st->alive, d))
                return snprintf(buf, n, "next-seat table out of step at seat %d", s);
    for (int k = 0; k < DYN_KINDS; k++)
        count[k] += dyn_count(&st->pile, k) + dyn_count(&st->discard, k);
    count[st->top_kind]++;
    if (st->bomb_n > DYN_MAX_BOMBS)
        return snprintf(buf, n, "%d DINAs in play", st->bomb_n);
    for (int i = 0; i < st->bomb_n; i++) {
        const dyn_bomb_t *b = &st->bomb[i];
        if (dyn_set_total(&b->acc) != b->acc_n)
            return snprintf(buf, n, "DINA %d: accumulation counter out of step", i);
        for (int k = 0; k < DYN_KINDS; k++) count[k] += dyn_count(&b->acc, k);
        count[b->card]++;
        if (!DYN_IS_COLOURED(b->kind) || DYN_SYM(b->kind) != DYN_DINA)
            return snprintf(buf, n, "DINA %d is kind %d", i, b->kind);
        if (b->card != b->kind && b->card != DYN_WILD &&
            !(b->card == DYN_DET && st->detonator == DYN_DET_WILD))
            return snprintf(buf, n, "the card in play as DINA %d is kind %d", i, b->card);
        for (int c = 0; c < DYN_COLOURS; c++)
            if (dyn_count(&b->acc, DYN_KIND(c, DYN_DINA)))
                return snprintf(buf, n, "DINA %d has a DINA among its face-up cards", i);
        if (!b->id || b->id > st->bomb_seq || (i && b->id <= st->bomb[i - 1].id))
            return snprintf(buf, n, "DINA %d: id %u (%u placed) out of order", i,
                            (unsigned)b->id, (unsigned)st->bomb_seq);
        if (!(st->alive >> b->holder & 1) && st->phase != DYN_PH_OVER)
            return snprintf(buf, n, "a DINA is in front of seat %d, who is out", b->holder);
    }
    uint8_t at[MAX_SEATS] = {0};
    for (int i = 0; i < st->bomb_n && i < DYN_MAX_BOMBS; i++)
        if (st->bomb[i].holder < MAX_SEATS)
            at[st->bomb[i].holder]++;
    if (memcmp(at, st->bombs_at, sizeof at))
        return snprintf(buf, n, "the DINAs in front of each seat are counted out of step");
    if (st->phase == DYN_PH_FUSE && (st->fuse >= st->bomb_n || st->bomb[st->fuse].holder != st->cur))
        return snprintf(buf, n, "phase fuse without a DINA in front of the player");
    for (int s = 0; s < st->players; s++)
        for (int c = 0; c < DYN_COLOURS; c++)
            if (dyn_count(&st->hand[s], DYN_KIND(c, DYN_DINA)))
                return snprintf(buf, n, "seat %d holds a DINA in hand", s);
    for (int k = 0; k < DYN_KINDS; k++)
        if (count[k] != dyn_count(&dyn_deck->cards, k))
            return snprintf(buf, n, "kind %d: %d cards in play, the deck has %d", k, count[k],
                            dyn_count(&dyn_deck->cards, k));
    if (st->phase != DYN_PH_OVER && !(st->alive >> st->cur & 1))
        return snprintf(buf, n, "seat %d to move is out", st->cur);
    return 0;
}
