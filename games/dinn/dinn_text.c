/* dinn_text.c - Dinn in words and JSON: move descriptions, the whole state for
 * traces, and the trace events of the steps nobody chooses (RULES.md, "Trace").
 * Seats count from 1 in everything written here. */
#include <stdio.h>

#include "dinn_internal.h"
#include "textbuf.h"
#include "trace_event.h"

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
        return snprintf(buf, n, "target %s (in front of seat %d's hero)",
                        v == DINN_NONE ? "?" : name_at(st, SLOT_OWNER(v), SLOT_IDX(v)),
                        (arg >> 1) + 1);
    }
    default:
        return snprintf(buf, n, "move %u", (unsigned)m);
    }
}

/* What the other seat sees of a move: the cards put face down are not named (a
 * hero, an Equipment or Action card, a change of the face-down card), and while the
 * first player's card-or-pass choice is hidden (RULES.md, "Hidden information": the
 * choices are simultaneous) neither is which of the two it was. Everything else is
 * played in the open. */
int dinn_describe_move_for(const void *vst, move_t m, int seat, char *buf, size_t n)
{
    const dinn_state_t *st = vst;
    const int mover = st->to_move;
    if (seat == mover || st->phase == PH_OVER)
        return dinn_describe_move(vst, m, buf, n);
    const int kind = DINN_KIND(m);
    if (st->phase == PH_CARD && mover == st->first && (kind == MV_PLAY || kind == MV_PASS))
        return snprintf(buf, n, "choose a card face down or a pass (reveal %d; you see "
                        "which when you have chosen)", st->reveal);
    switch (kind) {
    case MV_HERO:
        return snprintf(buf, n, "choose a hero (face down)");
    case MV_PLAY:
        if (st->phase == PH_CHANGE)
            return snprintf(buf, n, "replace the face-down card with another (face down)");
        return snprintf(buf, n, "play a card (face down, reveal %d)", st->reveal);
    default:
        return dinn_describe_move(vst, m, buf, n);
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

static void put_card_or_null(textbuf_t *o, const dinn_state_t *st, int owner, uint8_t idx)
{
    if (idx == DINN_NONE)
        tb_put(o, "null");
    else
        tb_json_string(o, name_at(st, owner, idx));
}

static void put_slot(textbuf_t *o, const dinn_state_t *st, const dinn_side_t *me, int k)
{
    if (me->slot[k] == DINN_NONE) {
        tb_put(o, "null");
        return;
    }
    tb_put(o, "{\"card\":");
    tb_json_string(o, name_at(st, SLOT_OWNER(me->slot[k]), SLOT_IDX(me->slot[k])));
    tb_put(o, ",\"owner\":%d,\"negated\":%s,\"doubled\":%s}", SLOT_OWNER(me->slot[k]) + 1,
           (me->slot_flags[k] & SLOT_NEGATED) ? "true" : "false",
           (me->slot_flags[k] & SLOT_DOUBLED) ? "true" : "false");
}

static void put_attrs(textbuf_t *o, uint32_t attrs)
{
    tb_put(o, "[");
    for (int a = 0, k = 0; a < DINN_PRIMARIES + DINN_SUBS; a++)
        if (attrs & (1u << a)) {
            tb_put(o, k++ ? "," : "");
            tb_json_string(o, dinn_attr_names[a]);
        }
    tb_put(o, "]");
}

static const char *const phase_names[] = {"mulligan", "hero", "card", "change", "show",
                                          "pick", "target", "over"};

static void put_rules(textbuf_t *o, const dinn_state_t *st)
{
    int k = 0;
    tb_put(o, "{");
#define DINN_JSON_RULE_INT(key) tb_put(o, "%s\"" #key "\":%d", k++ ? "," : "", (int)st->rule.key);
#define DINN_JSON_RULE_BOOL(key) \
    tb_put(o, "%s\"" #key "\":%s", k++ ? "," : "", st->rule.key ? "true" : "false");
#define DINN_JSON_RULE_ENUM(key) DINN_JSON_RULE_INT(key)
#define DINN_JSON_RULE_CUSTOM(key)
#define DINN_JSON_RULE_(C, kind, key, def, lo, hi, ptype, extra, help) DINN_JSON_RULE_##kind(key)
    DINN_RULES(DINN_JSON_RULE_, ~)
    tb_put(o, "}");
}

/* The state; `round_end`: written between rounds (after the clean-up), when no
 * decision is pending: the phase is "round_end" and nobody is to move. */
static void put_state(textbuf_t *o, const dinn_state_t *st, int round_end)
{
    const int over = st->phase == PH_OVER;
    const int waiting = !over && !round_end;
    tb_put(o, "{\"round\":%d,\"turns\":%d,\"phase\":\"%s\",\"over\":%s,\"to_move\":%d,"
           "\"reveal\":%d,\"first\":%d,\"winner\":%d,\"capped\":%s,\"rules\":",
           st->round, st->turns, waiting || over ? phase_names[st->phase] : "round_end",
           over ? "true" : "false", waiting ? st->to_move + 1 : 0, st->reveal, st->first + 1,
           over && st->winner >= 0 ? st->winner + 1 : 0, st->capped ? "true" : "false");
    put_rules(o, st);
    /* revealed cards whose on-reveal abilities have not resolved yet, in order */
    tb_put(o, ",\"queue\":[");
    for (int e = st->qi; e < st->qn; e++) {
        tb_put(o, "%s{\"seat\":%d,\"card\":", e > st->qi ? "," : "", st->q[e][0] + 1);
        tb_json_string(o, name_at(st, st->q[e][0], st->q[e][1]));
        tb_put(o, "}");
    }
    tb_put(o, "]");
    /* the effect waiting for a choice (only while one is) */
    if (waiting && (st->phase == PH_SHOW || st->phase == PH_PICK || st->phase == PH_TARGET)) {
        tb_put(o, ",\"choice\":{\"effect\":\"%s\",\"seat\":%d",
               dinn_fx_info[st->pend_fx].name, st->pend_p + 1);
        if (st->phase == PH_PICK) {
            tb_put(o, ",\"shown\":[");
            tb_json_string(o, name_at(st, st->pend_p, st->shown[0]));
            tb_put(o, ",");
            tb_json_string(o, name_at(st, st->pend_p, st->shown[1]));
            tb_put(o, "]");
        }
        tb_put(o, "}");
    }
    tb_put(o, ",\"players\":[");
    for (int p = 0; p < 2; p++) {
        const dinn_side_t *me = &st->s[p];
        tb_put(o, "%s{\"seat\":%d,\"hearts\":%d,\"essence\":%d,\"mulligans\":%d,"
               "\"power\":%d,\"round_pow\":%d,\"adopted\":",
               p ? "," : "", p + 1, me->hearts, me->essence, me->mulligans, dinn_power(st, p),
               me->round_pow);
        put_attrs(o, me->adopted);
        tb_put(o, ",\"decklist\":");
        put_cards(o, st, p, full_mask(me));
        tb_put(o, ",\"hand\":");
        put_cards(o, st, p, me->hand);
        tb_put(o, ",\"known\":");
        put_cards(o, st, p, me->known);
        tb_put(o, ",\"deck\":");
        put_cards(o, st, p, me->deck);
        tb_put(o, ",\"graveyard\":");
        put_cards(o, st, p, me->grave);
        tb_put(o, ",\"hero\":");
        put_card_or_null(o, st, p, me->hero);
        tb_put(o, ",\"hero_negated\":%s,\"face_down\":", me->hero_negated ? "true" : "false");
        put_card_or_null(o, st, p, me->commit);
        tb_put(o, ",\"passed\":%s,\"slots\":[", me->passed ? "true" : "false");
        put_slot(o, st, me, 0);
        tb_put(o, ",");
        put_slot(o, st, me, 1);
        tb_put(o, "],\"next_round\":{\"skip_draw\":%s,\"draw_bonus\":%d,\"heal\":%d,"
               "\"power\":%d}}",
               me->skip_draw ? "true" : "false", me->draw_bonus, me->heal_next, me->power_next);
    }
    tb_put(o, "]}");
}

int dinn_state_json(const void *vst, char *buf, size_t n)
{
    textbuf_t o = {buf, n, 0};
    put_state(&o, vst, 0);
    return tb_finish(&o);
}

/* ---- trace events (called only when TRACE_ON()) ---- */

#define EVENT_BUF (1 << 15)

/* Send what o holds as one event; a too long one is sent as truncated. */
static void send(textbuf_t *o)
{
    if (tb_finish(o) < 0)
        trace_event("{\"event\":\"truncated\"}");
    else
        trace_event("%s", o->buf);
}

void dinn_trace_cards(const dinn_state_t *st, const char *event, int seat, uint64_t cards,
                      const char *why, int private_)
{
    char buf[EVENT_BUF];
    textbuf_t o = {buf, sizeof buf, 0};
    tb_put(&o, "{\"event\":\"%s\",\"seat\":%d,\"why\":\"%s\",\"count\":%d,\"cards\":",
           event, seat + 1, why, popc(cards));
    put_cards(&o, st, seat, cards);
    if (private_)
        tb_put(&o, ",\"seen_by\":[%d]", seat + 1);
    tb_put(&o, "}");
    send(&o);
}

void dinn_trace_hearts(const dinn_state_t *st, const char *event, int seat, int k,
                       const char *why)
{
    trace_event("{\"event\":\"%s\",\"seat\":%d,\"why\":\"%s\",\"hearts\":%d,\"left\":%d}",
                event, seat + 1, why, k, st->s[seat].hearts);
}

void dinn_trace_reveal(const dinn_state_t *st, int first)
{
    char buf[EVENT_BUF];
    textbuf_t o = {buf, sizeof buf, 0};
    tb_put(&o, "{\"event\":\"reveal\",\"reveal\":%d,\"cards\":[", st->reveal);
    for (int p = 0; p < 2; p++) {
        const dinn_side_t *me = &st->s[p];
        uint8_t v = st->reveal == 1 ? me->hero : me->slot[st->reveal - 2];
        tb_put(&o, "%s{\"seat\":%d,\"card\":", p ? "," : "", p + 1);
        if (st->reveal == 1)
            put_card_or_null(&o, st, p, v);
        else if (v == DINN_NONE)
            tb_put(&o, "null");
        else
            tb_json_string(&o, name_at(st, SLOT_OWNER(v), SLOT_IDX(v)));
        tb_put(&o, "}");
    }
    tb_put(&o, "],\"resolves_first\":%d}", first + 1);
    send(&o);
}

void dinn_trace_ability(const dinn_state_t *st, int controller, int owner, int idx,
                        const char *window)
{
    char buf[EVENT_BUF];
    textbuf_t o = {buf, sizeof buf, 0};
    tb_put(&o, "{\"event\":\"ability\",\"seat\":%d,\"card\":", controller + 1);
    tb_json_string(&o, name_at(st, owner, idx));
    tb_put(&o, ",\"effect\":\"%s\",\"window\":\"%s\"}",
           dinn_fx_info[card_of(&st->s[owner], idx)->fx].name, window);
    send(&o);
}

void dinn_trace_coin(int first)
{
    trace_event("{\"event\":\"coin\",\"why\":\"resolution order\",\"first\":%d}",
                first + 1);
}

void dinn_trace_battle(const dinn_state_t *st, const int power[2], const int bonus[2],
                       int loser, int lost)
{
    (void)st;
    trace_event("{\"event\":\"battle\",\"power\":[%d,%d],\"tie_bonus\":[%d,%d],"
                "\"loser\":%d,\"hearts_lost\":%d}",
                power[0], power[1], bonus[0], bonus[1], loser < 0 ? 0 : loser + 1, lost);
}

void dinn_trace_deal_end(const dinn_state_t *st)
{
    static _Thread_local char buf[1 << 16];
    textbuf_t o = {buf, sizeof buf, 0};
    tb_put(&o, "{\"event\":\"deal_end\",\"round\":%d,\"state\":", st->round);
    put_state(&o, st, st->phase != PH_OVER);
    tb_put(&o, "}");
    send(&o);
}

void dinn_trace_delayed(int seat, const char *effect, int value)
{
    trace_event("{\"event\":\"delayed\",\"seat\":%d,\"effect\":\"%s\",\"value\":%d}",
                seat + 1, effect, value);
}

void dinn_trace_game_end(const dinn_state_t *st, int losers, const char *why)
{
    trace_event("{\"event\":\"game_end\",\"why\":\"%s\",\"winner\":%d,\"capped\":%s}",
                why, losers == 1 ? 2 : losers == 2 ? 1 : 0, st->capped ? "true" : "false");
}

void dinn_trace_target(const dinn_state_t *st, int fx, int controller, int arg)
{
    char buf[EVENT_BUF];
    textbuf_t o = {buf, sizeof buf, 0};
    const uint8_t v = st->s[arg >> 1].slot[arg & 1];
    tb_put(&o, "{\"event\":\"target\",\"seat\":%d,\"effect\":\"%s\",\"why\":\"the only "
           "target\",\"card\":", controller + 1, dinn_fx_info[fx].name);
    tb_json_string(&o, name_at(st, SLOT_OWNER(v), SLOT_IDX(v)));
    tb_put(&o, ",\"in_front_of\":%d}", (arg >> 1) + 1);
    send(&o);
}
