/* dinn_text.c - Dinn in words and JSON: move descriptions, the whole state for
 * traces, and the trace events of the steps nobody chooses (RULES.md, "Trace").
 * Seats count from 1 in everything written here. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

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

/* A card in front of a hero as the state shows it, without the closing brace. */
static void put_slot_fields(textbuf_t *o, const dinn_state_t *st, const dinn_side_t *me, int k)
{
    tb_put(o, "{\"card\":");
    tb_json_string(o, name_at(st, SLOT_OWNER(me->slot[k]), SLOT_IDX(me->slot[k])));
    tb_put(o, ",\"owner\":%d,\"negated\":%s,\"doubled\":%s", SLOT_OWNER(me->slot[k]) + 1,
           (me->slot_flags[k] & SLOT_NEGATED) ? "true" : "false",
           (me->slot_flags[k] & SLOT_DOUBLED) ? "true" : "false");
}

static void put_slot(textbuf_t *o, const dinn_state_t *st, const dinn_side_t *me, int k)
{
    if (me->slot[k] == DINN_NONE) {
        tb_put(o, "null");
        return;
    }
    put_slot_fields(o, st, me, k);
    tb_put(o, "}");
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

/* Events held while an ability resolves (dinn_trace_hold): the ability's own event,
 * written once the ability is done and can say what it did, goes out first, then the
 * events of its steps (draws, discards, shatters, targets) in the order they came. */
static _Thread_local struct {
    int on, n;
    size_t len;
    char buf[1 << 16];
} held;

/* One event to the sink, or to the held ones while an ability resolves. */
static void emit(const char *json)
{
    if (!held.on) {
        trace_event("%s", json);
        return;
    }
    size_t n = strlen(json) + 1;
    if (held.len + n > sizeof held.buf) {
        json = "{\"event\":\"truncated\"}";
        n = strlen(json) + 1;
        if (held.len + n > sizeof held.buf)
            return;
    }
    memcpy(held.buf + held.len, json, n);
    held.len += n;
    held.n++;
}

static void __attribute__((format(printf, 1, 2))) emitf(const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    emit(n < 0 || (size_t)n >= sizeof buf ? "{\"event\":\"truncated\"}" : buf);
}

/* Send what o holds as one event; a too long one is sent as truncated. */
static void send(textbuf_t *o)
{
    if (tb_finish(o) < 0)
        emit("{\"event\":\"truncated\"}");
    else
        emit(o->buf);
}

void dinn_trace_hold(void)
{
    held.on = 1;
    held.n = 0;
    held.len = 0;
}

/* The held events out, after the ability's own (o). */
static void release(textbuf_t *o)
{
    held.on = 0;
    send(o);
    for (size_t at = 0; held.n > 0; held.n--) {
        trace_event("%s", held.buf + at);
        at += strlen(held.buf + at) + 1;
    }
    held.len = 0;
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
    emitf("{\"event\":\"%s\",\"seat\":%d,\"why\":\"%s\",\"hearts\":%d,\"left\":%d}",
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

/* ---- what an ability did (RULES.md, "Trace": the `ability` event) ---- */

static const char *const type_names[] = {"hero", "equipment", "action", "card"};

/* A card in play as a target: the seat whose hero it is or stands in front of, and
 * for a card in front of a hero its slot (1: the second reveal's, 2: the third's, the
 * order of the state's `slots`) and its owner. */
static void put_slot_target(textbuf_t *o, const dinn_state_t *st, int side, int k)
{
    const uint8_t v = st->s[side].slot[k];
    tb_put(o, "{\"seat\":%d,\"place\":\"slot\",\"slot\":%d,\"card\":", side + 1, k + 1);
    tb_json_string(o, name_at(st, SLOT_OWNER(v), SLOT_IDX(v)));
    tb_put(o, ",\"owner\":%d}", SLOT_OWNER(v) + 1);
}

static void put_hero_target(textbuf_t *o, const dinn_state_t *st, int side)
{
    tb_put(o, "{\"seat\":%d,\"place\":\"hero\",\"card\":", side + 1);
    put_card_or_null(o, st, side, st->s[side].hero);
    tb_put(o, "}");
}

/* What a slot effect of ctl did to the slot `arg` (side * 2 + slot), from the states
 * before (b) and after (st): the power it added (double_equipment), the card given
 * in exchange (exchange_equipment), where the card went (bounce_equipment). */
static void put_slot_result(textbuf_t *o, const dinn_state_t *b, const dinn_state_t *st,
                            int fx, int ctl, int arg)
{
    const int side = arg >> 1, k = arg & 1;
    const uint8_t v = b->s[side].slot[k];
    if (fx == FX_DOUBLE_EQUIPMENT) {
        tb_put(o, ",\"power\":%d", slot_card(b, v)->power);
    } else if (fx == FX_EXCHANGE_EQUIPMENT) {
        for (int i = 0; i < 2; i++)
            if (b->s[ctl].slot[i] != st->s[ctl].slot[i]) {
                tb_put(o, ",\"gives\":");
                put_slot_target(o, b, ctl, i);
            }
    } else if (fx == FX_BOUNCE_EQUIPMENT) {
        tb_put(o, ",\"to\":\"%s\"", SLOT_OWNER(v) == ctl ? "hand" : "graveyard");
    }
    (void)st;
}

/* The slot a slot effect acted on, found from the states before and after (-1:
 * none). */
static int slot_acted_on(const dinn_state_t *b, const dinn_state_t *st, int fx, int ctl)
{
    const int side = fx == FX_DOUBLE_EQUIPMENT ? ctl : 1 - ctl;
    for (int k = 0; k < 2; k++) {
        const dinn_side_t *x = &b->s[side], *y = &st->s[side];
        if (fx == FX_DOUBLE_EQUIPMENT ? ((y->slot_flags[k] & ~x->slot_flags[k]) & SLOT_DOUBLED)
                                      : x->slot[k] != y->slot[k])
            return side * 2 + k;
    }
    return -1;
}

static int equipment_in_front(const dinn_state_t *st, int p)
{
    int n = 0;
    for (int k = 0; k < 2; k++)
        n += st->s[p].slot[k] != DINN_NONE &&
             slot_card(st, st->s[p].slot[k])->type == DINN_EQUIPMENT;
    return n;
}

/* Why negate_card of ctl negated nothing (b: the state before it resolved). */
static const char *negate_card_missed(const dinn_state_t *b, int ctl)
{
    for (int e = 0; e < b->qn; e++) {
        if (b->q[e][0] != 1 - ctl)
            continue;
        const uint8_t v = SLOT(b->q[e][0], b->q[e][1]);
        for (int side = 0; side < 2; side++)
            for (int k = 0; k < 2; k++)
                if (b->s[side].slot[k] == v)
                    return "already negated";
        return "the card left play";
    }
    return "the opponent revealed no card";
}

static void put_ability_head(textbuf_t *o, const dinn_state_t *st, int controller, int owner,
                             int idx, const char *window)
{
    tb_put(o, "{\"event\":\"ability\",\"seat\":%d,\"card\":", controller + 1);
    tb_json_string(o, name_at(st, owner, idx));
    tb_put(o, ",\"effect\":\"%s\",\"window\":\"%s\"",
           dinn_fx_info[card_of(&st->s[owner], idx)->fx].name, window);
}

void dinn_trace_ability(const dinn_state_t *b, const dinn_state_t *st, int ctl, int owner,
                        int idx, const char *window, int waiting)
{
    char buf[EVENT_BUF], dbuf[EVENT_BUF];
    textbuf_t o = {buf, sizeof buf, 0}, d = {dbuf, sizeof dbuf, 0};
    const dinn_card_t *c = card_of(&st->s[owner], idx);
    const int opp = 1 - ctl;
    const dinn_side_t *me0 = &b->s[ctl], *me = &st->s[ctl], *op0 = &b->s[opp],
                      *op = &st->s[opp];
    const char *nothing = NULL; /* why it did nothing */
    char why[96];
    dbuf[0] = '\0';
    put_ability_head(&o, st, ctl, owner, idx, window);
    if (waiting) {
        tb_put(&o, ",\"result\":\"choice\",\"choice\":\"%s\"}",
               st->phase == PH_SHOW ? "show" : "target");
        release(&o);
        return;
    }
    switch (c->fx) {
    case FX_DRAW:
    case FX_SECOND_DRAW: {
        const int n = popc(me0->deck) - popc(me->deck);
        if (n)
            tb_put(&d, ",\"count\":%d", n);
        else
            nothing = "empty deck";
        break;
    }
    case FX_OPP_DISCARD: {
        const int n = popc(op->grave) - popc(op0->grave);
        tb_put(&d, ",\"target\":{\"seat\":%d}", opp + 1);
        if (n)
            tb_put(&d, ",\"count\":%d", n);
        else
            nothing = "empty hand";
        break;
    }
    case FX_SEARCH_PAIR:
    case FX_RETURN_ALL:
    case FX_RETURN_RANDOM: {
        const int search = c->fx == FX_SEARCH_PAIR;
        const int n = search ? popc(me0->deck & ~me->deck) : popc(me0->grave & ~me->grave);
        if (n) {
            tb_put(&d, ",\"count\":%d", n);
        } else {
            snprintf(why, sizeof why, "no %s in the %s", type_names[c->a & 3],
                     search ? "deck" : "graveyard");
            nothing = why;
        }
        break;
    }
    case FX_NEGATE_HERO:
    case FX_NEGATE_CARD:
        if (c->fx == FX_NEGATE_HERO || b->reveal == 1) {
            tb_put(&d, ",\"target\":");
            put_hero_target(&d, st, opp);
            if (op0->hero_negated)
                nothing = "already negated";
        } else {
            int k = -1, side = 0;
            for (int x = 0; x < 2; x++)
                for (int y = 0; y < 2; y++)
                    if ((st->s[x].slot_flags[y] & ~b->s[x].slot_flags[y]) & SLOT_NEGATED)
                        side = x, k = y;
            if (k >= 0) {
                tb_put(&d, ",\"target\":");
                put_slot_target(&d, st, side, k);
            } else {
                nothing = negate_card_missed(b, ctl);
            }
        }
        break;
    case FX_DOUBLE_EQUIPMENT:
    case FX_EXCHANGE_EQUIPMENT:
    case FX_BOUNCE_EQUIPMENT: {
        const int arg = slot_acted_on(b, st, c->fx, ctl);
        if (arg >= 0) {
            tb_put(&d, ",\"target\":");
            put_slot_target(&d, b, arg >> 1, arg & 1);
            put_slot_result(&d, b, st, c->fx, ctl, arg);
        } else if (c->fx == FX_DOUBLE_EQUIPMENT) {
            nothing = "no undoubled equipment in front of its hero";
        } else if (c->fx == FX_EXCHANGE_EQUIPMENT && equipment_in_front(b, ctl) == 0) {
            nothing = "no equipment of its own to give";
        } else {
            nothing = "no equipment in front of the opponent's hero";
        }
        break;
    }
    case FX_ADOPT_ATTRIBUTES:
        tb_put(&d, ",\"target\":");
        put_hero_target(&d, st, opp);
        if (me->adopted & ~me0->adopted) {
            tb_put(&d, ",\"attributes\":");
            put_attrs(&d, me->adopted & ~me0->adopted);
        } else {
            nothing = "no attribute it has not adopted";
        }
        break;
    case FX_RESTORE_HEARTS:
        if (me->hearts != me0->hearts)
            tb_put(&d, ",\"hearts\":%d", me->hearts - me0->hearts);
        else
            nothing = "no heart shattered";
        break;
    case FX_GAIN_ESSENCE:
        if (me->essence != me0->essence)
            tb_put(&d, ",\"essence\":%d", me->essence - me0->essence);
        else
            nothing = "at the essence cap (rule essence_max)";
        break;
    case FX_SPEND_ESSENCE:
        if (me0->essence)
            tb_put(&d, ",\"essence\":%d,\"power\":%d", me0->essence,
                   me->round_pow - me0->round_pow);
        else
            nothing = "no essence";
        break;
    case FX_OPP_SKIP_DRAW:
        tb_put(&d, ",\"target\":{\"seat\":%d}", opp + 1);
        break;
    case FX_DRAW_NEXT_ROUND:
    case FX_HEAL_NEXT_ROUND:
    case FX_POWER_NEXT_ROUND: {
        const int n = c->fx == FX_DRAW_NEXT_ROUND   ? me->draw_bonus - me0->draw_bonus
                      : c->fx == FX_HEAL_NEXT_ROUND ? me->heal_next - me0->heal_next
                                                    : me->power_next - me0->power_next;
        if (n)
            tb_put(&d, ",\"%s\":%d",
                   c->fx == FX_DRAW_NEXT_ROUND   ? "count"
                   : c->fx == FX_HEAL_NEXT_ROUND ? "hearts"
                                                 : "power",
                   n);
        else
            nothing = "at the cap of delayed effects";
        break;
    }
    case FX_POWER_PER_HAND:
        tb_put(&d, ",\"shown\":");
        put_cards(&d, st, ctl, me->hand);
        break;
    case FX_UNDERDOG:
    case FX_SECOND_UNDERDOG: {
        int pw[2];
        dinn_power_pair(b, pw);
        tb_put(&d, ",\"powers\":[%d,%d]", pw[0], pw[1]);
        if (me->round_pow != me0->round_pow)
            tb_put(&d, ",\"power\":%d", me->round_pow - me0->round_pow);
        else
            nothing = pw[opp] > pw[ctl] ? "at the cap of round power" : "not behind";
        break;
    }
    case FX_DUEL_SHATTER:
        tb_put(&d, ",\"shattered\":[%d,%d]", b->s[0].hearts - st->s[0].hearts,
               b->s[1].hearts - st->s[1].hearts);
        break;
    default:
        break;
    }
    if (nothing)
        tb_put(&o, ",\"result\":\"nothing\",\"why\":\"%s\"", nothing);
    else
        tb_put(&o, ",\"result\":\"done\"");
    if (tb_finish(&d) >= 0)
        tb_put(&o, "%s", dbuf);
    tb_put(&o, "}");
    release(&o);
}

void dinn_trace_ability_skipped(const dinn_state_t *st, int controller, int owner, int idx,
                                const char *window, const char *why)
{
    char buf[EVENT_BUF];
    textbuf_t o = {buf, sizeof buf, 0};
    put_ability_head(&o, st, controller, owner, idx, window);
    tb_put(&o, ",\"result\":\"nothing\",\"why\":\"%s\"}", why);
    send(&o);
}

void dinn_trace_coin(int first)
{
    emitf("{\"event\":\"coin\",\"why\":\"resolution order\",\"first\":%d}",
                first + 1);
}

/* The abilities the battle reads: the continuous ones that change a power, and
 * tie_bonus, protect and crush. */
static int battle_fx(int fx)
{
    return (fx >= FX_POWER && fx <= FX_TIE_BONUS) || fx == FX_PROTECT || fx == FX_CRUSH;
}

/* What a working ability gives in the battle (see put_side): the power it adds to its
 * own hero, else its parameter (weaken, tie_bonus, protect, crush). */
static int ability_value(const dinn_state_t *st, int p, const dinn_card_t *c)
{
    if (c->fx == FX_WEAKEN || c->fx == FX_TIE_BONUS || c->fx == FX_PROTECT || c->fx == FX_CRUSH)
        return c->a;
    return dinn_static_bonus(st, p, c);
}

/* Sum over p's working abilities of one effect's value (ability_value). */
static int side_sum(const dinn_state_t *st, int p, int fx)
{
    const dinn_side_t *me = &st->s[p];
    int sum = 0;
    if (me->hero != DINN_NONE && !me->hero_negated && card_of(me, me->hero)->fx == fx)
        sum += ability_value(st, p, card_of(me, me->hero));
    for (int k = 0; k < 2; k++)
        if (me->slot[k] != DINN_NONE && !(me->slot_flags[k] & SLOT_NEGATED) &&
            slot_card(st, me->slot[k])->fx == fx)
            sum += ability_value(st, p, slot_card(st, me->slot[k]));
    return sum;
}

static void put_ability_part(textbuf_t *o, const dinn_state_t *st, int p, const char *name,
                             const dinn_card_t *c, int *any, int *self)
{
    const int v = ability_value(st, p, c);
    tb_put(o, "%s{\"card\":", (*any)++ ? "," : "");
    tb_json_string(o, name);
    tb_put(o, ",\"effect\":\"%s\",\"value\":%d}", dinn_fx_info[c->fx].name, v);
    if (c->fx >= FX_POWER && c->fx <= FX_POWER_PER_EQUIPMENT && c->fx != FX_WEAKEN)
        *self += v;
}

/* One side of the battle: the parts its total power is made of. */
static void put_side(textbuf_t *o, const dinn_state_t *st, int p)
{
    const dinn_side_t *me = &st->s[p];
    const int hero = me->hero != DINN_NONE;
    const dinn_card_t *h = hero ? card_of(me, me->hero) : NULL;
    int total = hero ? h->power + me->round_pow : 0, self = 0, any = 0;
    tb_put(o, "{\"seat\":%d,\"hero\":", p + 1);
    put_card_or_null(o, st, p, me->hero);
    tb_put(o, ",\"hero_negated\":%s,\"base\":%d,\"round_pow\":%d,\"slots\":[",
           me->hero_negated ? "true" : "false", hero ? h->power : 0, me->round_pow);
    for (int k = 0; k < 2; k++) {
        tb_put(o, k ? "," : "");
        if (me->slot[k] == DINN_NONE) {
            tb_put(o, "null");
            continue;
        }
        const int pw = slot_card(st, me->slot[k])->power *
                       ((me->slot_flags[k] & SLOT_DOUBLED) ? 2 : 1);
        put_slot_fields(o, st, me, k);
        tb_put(o, ",\"power\":%d}", pw);
        total += pw;
    }
    tb_put(o, "],\"abilities\":[");
    if (hero && !me->hero_negated && battle_fx(h->fx))
        put_ability_part(o, st, p, name_at(st, p, me->hero), h, &any, &self);
    for (int k = 0; k < 2; k++) {
        const uint8_t v = me->slot[k];
        if (v != DINN_NONE && !(me->slot_flags[k] & SLOT_NEGATED) &&
            battle_fx(slot_card(st, v)->fx))
            put_ability_part(o, st, p, name_at(st, SLOT_OWNER(v), SLOT_IDX(v)),
                             slot_card(st, v), &any, &self);
    }
    const int weakened = hero ? side_sum(st, 1 - p, FX_WEAKEN) : 0;
    total = hero ? total + self - weakened : 0;
    tb_put(o, "],\"weakened\":%d,\"total\":%d}", weakened, total);
}

void dinn_trace_battle(const dinn_state_t *st, const int power[2], const int bonus[2],
                       int loser, int lost)
{
    char buf[EVENT_BUF];
    textbuf_t o = {buf, sizeof buf, 0};
    tb_put(&o, "{\"event\":\"battle\",\"power\":[%d,%d],\"tie_bonus\":[%d,%d],"
           "\"loser\":%d,\"hearts_lost\":%d",
           power[0], power[1], bonus[0], bonus[1], loser < 0 ? 0 : loser + 1, lost);
    if (loser >= 0)
        tb_put(&o, ",\"hero_hearts\":%d,\"protect\":%d,\"crush\":%d",
               hero_hearts(&st->s[loser]), side_sum(st, loser, FX_PROTECT),
               side_sum(st, 1 - loser, FX_CRUSH));
    else
        tb_put(&o, ",\"hero_hearts\":0,\"protect\":0,\"crush\":0");
    tb_put(&o, ",\"sides\":[");
    put_side(&o, st, 0);
    tb_put(&o, ",");
    put_side(&o, st, 1);
    tb_put(&o, "]}");
    send(&o);
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
    emitf("{\"event\":\"delayed\",\"seat\":%d,\"effect\":\"%s\",\"value\":%d}",
                seat + 1, effect, value);
}

void dinn_trace_game_end(const dinn_state_t *st, int losers, const char *why)
{
    emitf("{\"event\":\"game_end\",\"why\":\"%s\",\"winner\":%d,\"capped\":%s}",
                why, losers == 1 ? 2 : losers == 2 ? 1 : 0, st->capped ? "true" : "false");
}

void dinn_trace_target(const dinn_state_t *b, const dinn_state_t *st, int fx, int controller,
                       int arg, const char *why)
{
    char buf[EVENT_BUF];
    textbuf_t o = {buf, sizeof buf, 0};
    const uint8_t v = b->s[arg >> 1].slot[arg & 1];
    tb_put(&o, "{\"event\":\"target\",\"seat\":%d,\"effect\":\"%s\",\"why\":\"%s\",\"card\":",
           controller + 1, dinn_fx_info[fx].name, why);
    tb_json_string(&o, name_at(b, SLOT_OWNER(v), SLOT_IDX(v)));
    tb_put(&o, ",\"in_front_of\":%d,\"slot\":%d,\"owner\":%d", (arg >> 1) + 1, (arg & 1) + 1,
           SLOT_OWNER(v) + 1);
    put_slot_result(&o, b, st, fx, controller, arg);
    tb_put(&o, "}");
    send(&o);
}

void dinn_trace_pick(const dinn_state_t *st, int seat, int picked, int other)
{
    char buf[EVENT_BUF];
    textbuf_t o = {buf, sizeof buf, 0};
    tb_put(&o, "{\"event\":\"search\",\"seat\":%d,\"why\":\"picked by the opponent\","
           "\"count\":1,\"cards\":", seat + 1);
    put_cards(&o, st, seat, BIT(picked));
    tb_put(&o, ",\"discarded\":");
    put_cards(&o, st, seat, BIT(other));
    tb_put(&o, "}");
    send(&o);
}
