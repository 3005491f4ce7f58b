/* dinn_text.c - Dinn in words and JSON: move descriptions and the whole state for
 * traces. */
#include <stdio.h>

#include "dinn_internal.h"
#include "textbuf.h"

int dinn_describe_move(const void *vst, move_t m, char *buf, size_t n)
{
    const dinn_state_t *st = vst;
    int seat = st->to_move, arg = DINN_ARG(m);
    switch (DINN_KIND(m)) {
    case MV_KEEP_HAND:
        return snprintf(buf, n, "keep the opening hand");
    case MV_MULLIGAN:
        return snprintf(buf, n, "mulligan (shuffle the hand back, draw %d)", st->rule.hand_size);
    case MV_HERO:
        return snprintf(buf, n, "hero %s (face down)", name_at(st, seat, arg));
    case MV_PLAY:
        return snprintf(buf, n, "%s%s (face down, reveal %d)",
                        st->phase == PH_CHANGE ? "replace with " : "play ",
                        name_at(st, seat, arg), st->reveal);
    case MV_PASS:
        return snprintf(buf, n, st->phase == PH_CHANGE ? "take the card back and pass"
                                                       : "pass (reveal %d)", st->reveal);
    case MV_KEEP:
        return snprintf(buf, n, "keep the face-down card");
    case MV_SHOW:
        return snprintf(buf, n, "show %s and %s", name_at(st, seat, arg >> 6),
                        name_at(st, seat, arg & 63));
    case MV_PICK:
        return snprintf(buf, n, "opponent gets %s in hand (the other is discarded)",
                        name_at(st, st->pend_p, arg));
    case MV_TARGET: {
        uint8_t v = st->s[arg >> 1].slot[arg & 1];
        return snprintf(buf, n, "target %s", v == DINN_NONE ? "?" : name_at(st, SLOT_OWNER(v), SLOT_IDX(v)));
    }
    default:
        return snprintf(buf, n, "move %u", (unsigned)m);
    }
}

static void put_cards(textbuf_t *o, const dinn_state_t *st, int owner, uint64_t m)
{
    tb_put(o, "[");
    for (int first = 1; m; m &= m - 1, first = 0) {
        if (!first)
            tb_put(o, ",");
        tb_json_string(o, name_at(st, owner, __builtin_ctzll(m)));
    }
    tb_put(o, "]");
}

static void put_slot(textbuf_t *o, const dinn_state_t *st, const dinn_side_t *me, int k)
{
    if (me->slot[k] == DINN_NONE) {
        tb_put(o, "null");
        return;
    }
    tb_put(o, "{\"card\":");
    tb_json_string(o, name_at(st, SLOT_OWNER(me->slot[k]), SLOT_IDX(me->slot[k])));
    tb_put(o, ",\"owner\":%d,\"negated\":%d,\"doubled\":%d}", SLOT_OWNER(me->slot[k]),
        !!(me->slot_flags[k] & SLOT_NEGATED), !!(me->slot_flags[k] & SLOT_DOUBLED));
}

int dinn_state_json(const void *vst, char *buf, size_t n)
{
    static const char *const phases[] = {"mulligan", "hero", "card", "change", "show",
                                         "pick", "target", "over"};
    const dinn_state_t *st = vst;
    textbuf_t o = {buf, n, 0};
    tb_put(&o, "{\"round\":%d,\"turns\":%d,\"phase\":\"%s\",\"to_move\":%d,\"reveal\":%d,"
            "\"first\":%d,\"winner\":%d,\"capped\":%d,\"players\":[",
        st->round, st->turns, phases[st->phase], st->phase == PH_OVER ? -1 : st->to_move, st->reveal, st->first,
        st->winner, st->capped);
    for (int p = 0; p < 2; p++) {
        const dinn_side_t *me = &st->s[p];
        tb_put(&o, "%s{\"hearts\":%d,\"essence\":%d,\"power\":%d,\"round_pow\":%d,\"hand\":",
            p ? "," : "", me->hearts, me->essence, dinn_power(st, p), me->round_pow);
        put_cards(&o, st, p, me->hand);
        tb_put(&o, ",\"known\":");
        put_cards(&o, st, p, me->known);
        tb_put(&o, ",\"deck\":");
        put_cards(&o, st, p, me->deck);
        tb_put(&o, ",\"graveyard\":");
        put_cards(&o, st, p, me->grave);
        tb_put(&o, ",\"hero\":");
        if (me->hero == DINN_NONE)
            tb_put(&o, "null");
        else
            tb_json_string(&o, name_at(st, p, me->hero));
        tb_put(&o, ",\"hero_negated\":%d,\"face_down\":", me->hero_negated);
        if (me->commit == DINN_NONE)
            tb_put(&o, "null");
        else
            tb_json_string(&o, name_at(st, p, me->commit));
        tb_put(&o, ",\"passed\":%d,\"slots\":[", me->passed);
        put_slot(&o, st, me, 0);
        tb_put(&o, ",");
        put_slot(&o, st, me, 1);
        tb_put(&o, "],\"pending\":{\"skip_draw\":%d,\"draw_bonus\":%d,\"heal\":%d,\"power\":%d}}",
            me->skip_draw, me->draw_bonus, me->heal_next, me->power_next);
    }
    tb_put(&o, "]}");
    return tb_finish(&o);
}
