/* tin_dragon_text.c - the game in words and JSON: move texts (describe_move), the
 * whole state for traces (state_json) and the trace events of the steps nobody
 * chose (RULES.md "Trace"). Seats and keeps count from 1 here, as in every report
 * the user reads. */
#include <stdio.h>
#include <string.h>

#include "textbuf.h"
#include "tin_dragon.h"
#include "trace_event.h"

static const char *card_name(int c)
{
    return td_kind_of(c)->name;
}

static int offense_text(int c, int t, char *buf, size_t n)
{
    const char *name = card_name(c);
    if (t == TD_NO_TARGET)
        return snprintf(buf, n, "offense %s: no target", name);
    switch (td_kind_of(c)->offense) {
    case TD_OFF_CALL:
        return snprintf(buf, n, "offense %s: call the %s to keep %d", name,
                        td_hero_names[t >> 3], (t & 7) + 1);
    case TD_OFF_STEAL: return snprintf(buf, n, "offense %s: steal from seat %d", name, t + 1);
    case TD_OFF_FLY: return snprintf(buf, n, "offense %s: fly %d", name, t);
    case TD_OFF_RIVAL:
        return snprintf(buf, n, "offense %s: Black Dragon to keep %d", name, t + 1);
    default:
        return snprintf(buf, n, "offense %s (%s)", name,
                        td_offense_names[td_kind_of(c)->offense]);
    }
}

int td_describe_move(const void *st, move_t m, char *buf, size_t n)
{
    const td_state_t *s = st;
    int a = TD_MA(m), b = TD_MB(m);
    switch (TD_MT(m)) {
    case TD_M_PICK: return snprintf(buf, n, "pick %s", card_name(a));
    case TD_M_PLACE: return snprintf(buf, n, "last draft card to keep %d", b + 1);
    case TD_M_PAY: return snprintf(buf, n, "pay %d power for the final turn", s->cfg.endgame_cost);
    case TD_M_PASS: return snprintf(buf, n, "give up the final turn");
    case TD_M_REST: return snprintf(buf, n, "rest (skip the turn, power to %d)",
                                    s->cfg.rest_power);
    case TD_M_PLAY_ON: return snprintf(buf, n, "play on without power");
    case TD_M_DRAW: return snprintf(buf, n, b ? "shuffle the hoard pile, draw" : "draw");
    case TD_M_MOVE: return snprintf(buf, n, "move %d", s->cfg.move_base + b);
    case TD_M_OFFENSE: return offense_text(a, b, buf, n);
    case TD_M_POWER: return snprintf(buf, n, "power %s (+%d)", card_name(a),
                                     td_kind_of(a)->power);
    case TD_M_BOLSTER: return snprintf(buf, n, "bolster with %s", card_name(a));
    case TD_M_KEEP: return snprintf(buf, n, "shuffle it into keep %d", b + 1);
    case TD_M_DONE: return snprintf(buf, n, "done");
    case TD_M_ENGAGE: return snprintf(buf, n, "engage the %s", td_hero_names[b]);
    case TD_M_RAISE: return snprintf(buf, n, "raise the target by %d", b);
    case TD_M_BOOST: return snprintf(buf, n, b ? "spend %d power on the roll" : "keep the roll",
                                     b);
    case TD_M_DUEL: return snprintf(buf, n, "duel seat %d", b + 1);
    case TD_M_FLEE: return snprintf(buf, n, "flee (%d power)", s->cfg.flee_cost);
    case TD_M_ACCEPT: return snprintf(buf, n, "accept the duel");
    case TD_M_STAKE: return snprintf(buf, n, "stake %s", card_name(a));
    case TD_M_BID: return snprintf(buf, n, b ? "add %d power" : "stop", b);
    case TD_M_PUSH: return snprintf(buf, n, b ? "push the loser" : "leave the loser");
    case TD_M_LOOT: return snprintf(buf, n, "loot");
    case TD_M_ASSAULT: return snprintf(buf, n, "assault");
    default: return snprintf(buf, n, "move %u", (unsigned)m);
    }
}

/* What a seat that is not moving sees of a move (RULES.md section 5): a card picked
 * in the draft, set aside to bolster or staked in a duel is face down, "a card";
 * everything else (offense and power cards, keeps, targets, bids) is played in the
 * open, as describe_move says it. Two moves the seat cannot tell apart get the same
 * words. */
int td_describe_move_for(const void *st, move_t m, int seat, char *buf, size_t n)
{
    const td_state_t *s = st;
    if (seat == s->dec || s->phase == TD_PH_OVER)
        return td_describe_move(st, m, buf, n);
    switch (TD_MT(m)) {
    case TD_M_PICK: return snprintf(buf, n, "pick a card");
    case TD_M_BOLSTER: return snprintf(buf, n, "bolster with a card (face down)");
    case TD_M_STAKE: return snprintf(buf, n, "stake a card (face down)");
    default: return td_describe_move(st, m, buf, n);
    }
}

/* ================= state_json (RULES.md "Trace") =================
 * The whole state, hidden parts included. Seats and keeps count from 1; a card is
 * "Name#id" (id: its bit in the state's card sets); absent values are null. Objects
 * that belong to one step are written only during it: "draft" in the draft, "turn"
 * during a turn, "fight" while a fight is on, "duel" while a duel is on. */

const char *const td_phase_names[TD_PH_OVER + 1] = {
    "pick", "place", "final", "rest", "draw", "move", "scheme", "bolster", "engage", "raise",
    "boost", "duel", "flee", "stake", "bid", "push", "raid", "turn_end", "over",
};
const char *const td_fight_names[TD_F_NONE] = {
    "Crusader", "Wizard", "Knight", "Black Dragon", "fortification", "keep",
};

/* Append len bytes, keeping textbuf_t's contract (never past the buffer,
 * NUL-terminated, the length wanted keeps counting). */
static void put_mem(textbuf_t *j, const char *str, size_t len)
{
    if (j->len + len < j->cap) {
        memcpy(j->buf + j->len, str, len);
        j->buf[j->len + len] = '\0';
    } else if (j->len + 1 < j->cap) {
        size_t room = j->cap - 1 - j->len;
        memcpy(j->buf + j->len, str, room);
        j->buf[j->cap - 1] = '\0';
    }
    j->len += len;
}

static inline void jlit(textbuf_t *j, const char *str)
{
    put_mem(j, str, strlen(str));
}

static void jnum(textbuf_t *j, long v)
{
    char d[24];
    int k = sizeof d;
    unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
    do
        d[--k] = (char)('0' + u % 10);
    while (u /= 10);
    if (v < 0)
        d[--k] = '-';
    put_mem(j, d + k, sizeof d - (size_t)k);
}

/* A name as a JSON string; with `id` >= 0, "Name#id" (a card). Written without
 * printf, as most of the state_json helpers: a state has 48 cards and the test
 * battery prints many states. */
static void jname(textbuf_t *j, const char *name, int id)
{
    char out[2 * TD_NAME_LEN + 16];
    size_t n = 0;
    out[n++] = '"';
    for (const char *p = name; *p && n < 2 * TD_NAME_LEN; p++) {
        unsigned char ch = (unsigned char)*p;
        if (ch == '"' || ch == '\\') {
            out[n++] = '\\';
            out[n++] = (char)ch;
        } else if (ch < 0x20) {
            out[n++] = '?'; /* the data files' names are checked: no control characters */
        } else {
            out[n++] = (char)ch;
        }
    }
    if (id >= 0) {
        out[n++] = '#';
        if (id >= 10)
            out[n++] = (char)('0' + id / 10);
        out[n++] = (char)('0' + id % 10);
    }
    out[n++] = '"';
    put_mem(j, out, n);
}

/* A card as JSON: "Name#id". */
static void jcard(textbuf_t *j, int c)
{
    jname(j, card_name(c), c);
}

/* "key":[cards] in card id order (a set: its order is unknown to everyone). */
static void jcards(textbuf_t *j, const char *key, uint64_t m)
{
    put_mem(j, "\"", 1);
    jlit(j, key);
    put_mem(j, "\":[", 3);
    for (int first = 1; m; m &= m - 1, first = 0) {
        if (!first)
            put_mem(j, ",", 1);
        jcard(j, td_lowest(m));
    }
    put_mem(j, "]", 1);
}

/* "key":[cards] of an ordered pile, top first. */
static void jqueue(textbuf_t *j, const char *key, const td_state_t *s, uint64_t left)
{
    tb_put(j, "\"%s\":[", key);
    for (int first = 1; left; first = 0) {
        int best = td_lowest(left);
        for (uint64_t m = left; m; m &= m - 1)
            if (s->stamp[td_lowest(m)] < s->stamp[best])
                best = td_lowest(m);
        if (!first)
            tb_put(j, ",");
        jcard(j, best);
        left &= ~TD_BIT(best);
    }
    tb_put(j, "]");
}

/* "key":[seats from 1] of a seat mask. */
static void jseats(textbuf_t *j, const char *key, unsigned m)
{
    tb_put(j, "\"%s\":[", key);
    for (int first = 1; m; m &= m - 1, first = 0)
        tb_put(j, "%s%d", first ? "" : ",", __builtin_ctz(m) + 1);
    tb_put(j, "]");
}

/* A seat from 0, as a number from 1 or null. */
static void jseat(textbuf_t *j, const char *key, int seat)
{
    put_mem(j, "\"", 1);
    jlit(j, key);
    put_mem(j, "\":", 2);
    if (seat < 0 || seat == TD_NONE)
        jlit(j, "null");
    else
        jnum(j, seat + 1);
}

#define TD_RULE_JSON_INT(key) jlit(j, ",\"" #key "\":"), jnum(j, s->cfg.key);
#define TD_RULE_JSON_BOOL(key) jlit(j, s->cfg.key ? ",\"" #key "\":true" : ",\"" #key "\":false");
#define TD_RULE_JSON_ENUM(key) \
    jlit(j, ",\"" #key "\":"), jname(j, td_##key##_names[s->cfg.key], -1);
#define TD_RULE_JSON_CUSTOM(key)
#define TD_RULE_JSON_(C, kind, key, def, lo, hi, ptype, extra, help) TD_RULE_JSON_##kind(key)

/* Every rule of TD_RULES by its key, as in force in this game. */
static void json_rules(textbuf_t *j, const td_state_t *s)
{
    jlit(j, "\"rules\":{\"players\":");
    jnum(j, s->players);
    TD_RULES(TD_RULE_JSON_, ~)
    put_mem(j, "}", 1);
}

static int in_turn(int phase)
{
    return phase >= TD_PH_FINAL && phase <= TD_PH_RAID;
}

static void json_dragon(textbuf_t *j, const td_state_t *s, int p)
{
    jlit(j, p ? ",{\"seat\":" : "{\"seat\":");
    jnum(j, p + 1);
    jlit(j, ",\"keep\":");
    jnum(j, s->loc[p] + 1);
    jlit(j, ",\"power\":");
    jnum(j, s->power[p]);
    jlit(j, ",\"missed\":");
    jnum(j, s->missed[p]);
    jlit(j, ",\"score\":");
    jnum(j, td_score(s, p));
    put_mem(j, ",", 1);
    jcards(j, "hand", s->z[TD_Z_HAND + p]);
    put_mem(j, ",", 1);
    jcards(j, "hoard_shuffled", s->z[TD_Z_HSET + p]);
    put_mem(j, ",", 1);
    jqueue(j, "hoard_ordered", s, s->z[TD_Z_HQ + p]);
    if (s->phase <= TD_PH_PLACE) {
        put_mem(j, ",", 1);
        jcards(j, "draft_packet", s->z[TD_Z_PACK + p]);
    }
    char hex[20];
    static const char digits[] = "0123456789abcdef";
    for (int i = 0; i < 16; i++)
        hex[i] = digits[(s->known[p] >> (60 - 4 * i)) & 15];
    jlit(j, ",\"known\":\"");
    put_mem(j, hex, 16);
    jlit(j, "\"}");
}

static void json_keep(textbuf_t *j, const td_state_t *s, int k)
{
    jlit(j, k ? ",{\"keep\":" : "{\"keep\":");
    jnum(j, k + 1);
    jlit(j, s->keep_owner[k] < 0 ? ",\"standing\":true," : ",\"standing\":false,");
    jseat(j, "destroyed_by", s->keep_owner[k]);
    jlit(j, s->fort[k] == -2   ? ",\"fortification\":\"none\","
            : s->fort[k] == -1 ? ",\"fortification\":\"standing\","
                               : ",\"fortification\":\"taken\",");
    jseat(j, "fortification_taken_by", s->fort[k] >= 0 ? s->fort[k] : -1);
    jlit(j, ",\"ruins\":");
    if (s->ruin[k] < 0)
        jlit(j, "null");
    else
        jname(j, td_tab->deck.ruin[(int)s->ruin[k]].name, -1);
    put_mem(j, ",", 1);
    jcards(j, "pile", s->z[TD_Z_KEEP + k]);
    put_mem(j, "}", 1);
}

static void json_hero(textbuf_t *j, const td_state_t *s, int h)
{
    tb_put(j, "%s{\"hero\":\"%s\",\"at\":", h ? "," : "", td_hero_names[h]);
    if (s->hero_loc[h] < TD_KEEPS)
        tb_put(j, "%d", s->hero_loc[h] + 1);
    else
        tb_put(j, "\"%s\"", s->hero_loc[h] == TD_CASTLE ? "castle" : "slain");
    tb_put(j, ",");
    jseat(j, "slain_by", s->hero_owner[h]);
    tb_put(j, "}");
}

/* The draft (phases pick and place): picks left, leftovers to place, and this
 * round's picks so far (0 before a seat's pick: "picked" lists seats that have). */
static void json_draft(textbuf_t *j, const td_state_t *s)
{
    tb_put(j, ",\"draft\":{\"picks_left\":%d,\"place_left\":%d", s->draft_left, s->place_left);
    if (s->phase == TD_PH_PICK) {
        tb_put(j, ",\"picked\":[");
        for (int p = 0; p < s->dec; p++) {
            if (p)
                tb_put(j, ",");
            jcard(j, s->drafted[p]);
        }
        tb_put(j, "],\"packet_known_to_receiver\":[");
        for (int p = 0, k = 0; p < s->players; p++)
            if (s->draft_seen >> p & 1u)
                tb_put(j, "%s%d", k++ ? "," : "", p + 1);
        tb_put(j, "]");
    }
    tb_put(j, "}");
}

/* The turn of the active dragon (phases final .. raid). */
static void json_turn(textbuf_t *j, const td_state_t *s)
{
    tb_put(j, ",\"turn\":{\"seat\":%d,\"scheme_step\":%d,\"slay\":%d,\"siege\":%d,"
              "\"looted\":%s,\"assaulted\":%s,\"fought\":[",
           s->act + 1, s->scheme_step, s->slay, s->siege, s->looted ? "true" : "false",
           s->assaulted ? "true" : "false");
    for (int f = 0, k = 0; f <= TD_F_BLACK; f++)
        if (s->fought >> f & 1u)
            tb_put(j, "%s\"%s\"", k++ ? "," : "", td_fight_names[f]);
    tb_put(j, "],");
    jseats(j, "dueled", s->dueled);
    tb_put(j, ",\"played\":[");
    for (int i = 0; i < s->nplayed; i++) {
        if (i)
            tb_put(j, ",");
        jcard(j, s->played[i]);
    }
    tb_put(j, "]");
    if (s->phase == TD_PH_BOLSTER) {
        tb_put(j, ",\"bolstering\":");
        jcard(j, td_lowest(s->z[TD_Z_ASIDE]));
    }
    tb_put(j, "}");
}

/* A fight in progress: against what, the target after bonuses and raises, the
 * dragons still to decide on raising it, and the die once rolled (phase boost). */
static void json_fight(textbuf_t *j, const td_state_t *s)
{
    tb_put(j, ",\"fight\":{\"against\":\"%s\",\"target\":%d,", td_fight_names[s->fight],
           s->target);
    jseats(j, "raisers_left", s->raisers);
    if (s->phase == TD_PH_BOOST)
        tb_put(j, ",\"roll\":%d,\"siege_bonus\":%d", s->roll,
               s->fight == TD_F_FORT || s->fight == TD_F_KEEP ? s->siege : 0);
    tb_put(j, "}");
}

/* A duel in progress: the defender, the stakes laid, the totals once rolled (roll
 * plus the arena bonus plus the power bid), who bids or who won. */
static void json_duel(textbuf_t *j, const td_state_t *s)
{
    tb_put(j, ",\"duel\":{\"challenger\":%d,\"defender\":%d,\"stakes\":{\"challenger\":",
           s->act + 1, s->def + 1);
    if (s->z[TD_Z_STAKE])
        jcard(j, td_lowest(s->z[TD_Z_STAKE]));
    else
        tb_put(j, "null");
    tb_put(j, ",\"defender\":");
    if (s->z[TD_Z_STAKE + 1])
        jcard(j, td_lowest(s->z[TD_Z_STAKE + 1]));
    else
        tb_put(j, "null");
    tb_put(j, "}");
    if (s->phase == TD_PH_BID || s->phase == TD_PH_PUSH)
        tb_put(j, ",\"totals\":[%d,%d]", s->total[0], s->total[1]);
    if (s->phase == TD_PH_BID)
        tb_put(j, ",\"to_bid\":\"%s\"", s->winner ? "defender" : "challenger");
    if (s->phase == TD_PH_PUSH)
        tb_put(j, ",\"winner\":\"%s\"", s->winner ? "defender" : "challenger");
    tb_put(j, "}");
}

int td_state_json(const void *st, char *buf, size_t n)
{
    const td_state_t *s = st;
    textbuf_t j = {buf, n, 0};
    if (n)
        buf[0] = '\0';
    tb_put(&j, "{\"legend\":{\"cards\":\"Name#id, id = the card's bit in the state\",\"seats\":"
               "\"count from 1\",\"keeps\":\"the board's locations 1 to 6\",\"sets\":\"cards "
               "in id order: their order is unknown (a draw takes a random one)\",\"piles in "
               "order\":\"top first\"},");
    json_rules(&j, s);
    tb_put(&j, ",\"phase\":\"%s\",", td_phase_names[s->phase]);
    jseat(&j, "to_move", s->phase >= TD_PH_TURN_END ? -1 : s->dec);
    tb_put(&j, ",\"first\":%d,\"turns\":%d,\"rounds\":%d,\"endgame\":%s", s->first + 1, s->turns,
           s->rounds, s->endgame ? "true" : "false");
    if (s->endgame)
        tb_put(&j, ",\"final_turns_left\":%d", s->final_left);
    tb_put(&j, ",\"capped\":%s", s->capped ? "true" : "false");
    if (s->phase <= TD_PH_PLACE)
        json_draft(&j, s);
    if (in_turn(s->phase))
        json_turn(&j, s);
    if (s->fight != TD_F_NONE)
        json_fight(&j, s);
    if (s->def != TD_NONE)
        json_duel(&j, s);
    tb_put(&j, ",\"dragons\":[");
    for (int p = 0; p < s->players; p++)
        json_dragon(&j, s, p);
    tb_put(&j, "],\"keeps\":[");
    for (int k = 0; k < TD_KEEPS; k++)
        json_keep(&j, s, k);
    tb_put(&j, "],\"heroes\":[");
    for (int h = 0; h < TD_HEROES; h++)
        json_hero(&j, s, h);
    tb_put(&j, "],\"black_dragon\":");
    if (s->black_loc == TD_NOWHERE)
        tb_put(&j, "null");
    else
        tb_put(&j, "%d", s->black_loc + 1);
    tb_put(&j, ",\"master_deck\":{");
    jcards(&j, "shuffled", s->z[TD_Z_MSET]);
    tb_put(&j, ",");
    jqueue(&j, "bottom", s, s->z[TD_Z_MQ]);
    tb_put(&j, "},\"ruins_left\":[");
    for (unsigned m = s->ruins_left, k = 0; m; m &= m - 1, k++) {
        if (k)
            tb_put(&j, ",");
        tb_json_string(&j, td_tab->deck.ruin[__builtin_ctz(m)].name);
    }
    tb_put(&j, "],\"dice_seen\":%d}", s->dice_seen);
    return tb_finish(&j);
}

/* ================= trace events (RULES.md "Trace") =================
 * One JSON object per step nobody chose, through src/trace_event.h; setup and apply
 * call these only when TRACE_ON(). Seats and keeps count from 1, cards are "Name#id"
 * as in state_json. "seen_by" lists the seats that see the card(s) when not every
 * seat does (empty: nobody); it is absent when the step is public. */

#define TD_EVENT_MAX 4096

static void ev_send(const textbuf_t *j)
{
    if (tb_finish(j) >= 0)
        trace_event("%s", j->buf);
    else
        trace_event("{\"event\":\"truncated\"}");
}

/* ,"card":"Name#id" or ,"card":null (c < 0) */
static void ev_card(textbuf_t *j, int c)
{
    tb_put(j, ",\"card\":");
    if (c < 0)
        tb_put(j, "null");
    else
        jcard(j, c);
}

/* ,"seen_by":[...] unless every seat sees it. */
static void ev_seen(textbuf_t *j, const td_state_t *s, unsigned seers)
{
    if ((seers & td_all_seats(s)) == td_all_seats(s))
        return;
    tb_put(j, ",");
    jseats(j, "seen_by", seers & td_all_seats(s));
}

/* Setup: the keep piles, the draft packets and the master deck as dealt (face
 * down), the dragons' starting rolls and the Black Dragon's. */
void td_trace_setup(const td_state_t *s)
{
    char buf[TD_EVENT_MAX];
    for (int k = 0; k < TD_KEEPS; k++) {
        textbuf_t j = {buf, sizeof buf, 0};
        tb_put(&j, "{\"event\":\"keep_pile\",\"keep\":%d,", k + 1);
        jcards(&j, "cards", s->z[TD_Z_KEEP + k]);
        tb_put(&j, ",\"seen_by\":[]}");
        ev_send(&j);
    }
    for (int p = 0; p < s->players; p++) {
        textbuf_t j = {buf, sizeof buf, 0};
        tb_put(&j, "{\"event\":\"draft_deal\",\"seat\":%d,", p + 1);
        jcards(&j, "cards", s->z[TD_Z_PACK + p]);
        tb_put(&j, ",\"seen_by\":[%d]}", p + 1);
        ev_send(&j);
    }
    textbuf_t j = {buf, sizeof buf, 0};
    tb_put(&j, "{\"event\":\"master_deck\",");
    jcards(&j, "cards", s->z[TD_Z_MSET]);
    tb_put(&j, ",\"seen_by\":[]}");
    ev_send(&j);
    for (int p = 0; p < s->players; p++)
        trace_event("{\"event\":\"start_roll\",\"seat\":%d,\"roll\":%d,\"keep\":%d}", p + 1,
                    s->loc[p] + 1, s->loc[p] + 1);
    if (s->black_loc != TD_NOWHERE)
        trace_event("{\"event\":\"black_dragon\",\"why\":\"setup\",\"roll\":%d,\"keep\":%d}",
                    s->black_loc + 1, s->black_loc + 1);
}

static const char *const roll_off_for[] = {"first_turn", "last_card"};

/* One round of re-rolls among the tied seats (`rolls[p]` for each seat of `tied`). */
void td_trace_roll_off(int highest, unsigned tied, const int *rolls)
{
    char buf[512];
    textbuf_t j = {buf, sizeof buf, 0};
    tb_put(&j, "{\"event\":\"roll_off\",\"for\":\"%s\",\"rolls\":[", roll_off_for[highest]);
    for (unsigned m = tied, k = 0; m; m &= m - 1, k++)
        tb_put(&j, "%s{\"seat\":%d,\"roll\":%d}", k ? "," : "", __builtin_ctz(m) + 1,
               rolls[__builtin_ctz(m)]);
    tb_put(&j, "]}");
    ev_send(&j);
}

/* Who goes first: the lowest starting keep takes the first turn (highest: places
 * the last draft card first); `tied`: the seats that shared that keep; by: "roll"
 * (no tie), "roll_off" or "seat" (start_ties=seat). */
void td_trace_first(const td_state_t *s, int highest, int seat, unsigned tied)
{
    char buf[256];
    textbuf_t j = {buf, sizeof buf, 0};
    tb_put(&j, "{\"event\":\"first\",\"for\":\"%s\",\"seat\":%d,", roll_off_for[highest],
           seat + 1);
    jseats(&j, "tied", tied);
    tb_put(&j, ",\"by\":\"%s\"}", !(tied & (tied - 1))                  ? "roll"
                                   : s->cfg.start_ties == TD_TIES_REROLL ? "roll_off"
                                                                         : "seat");
    ev_send(&j);
}

/* The draft packets passed left: each seat's new packet, seen by it. */
void td_trace_pass(const td_state_t *s)
{
    char buf[TD_EVENT_MAX];
    for (int p = 0; p < s->players; p++) {
        textbuf_t j = {buf, sizeof buf, 0};
        tb_put(&j, "{\"event\":\"pass\",\"seat\":%d,\"from\":%d,", p + 1,
               (p + s->players - 1) % s->players + 1);
        jcards(&j, "cards", s->z[TD_Z_PACK + p]);
        tb_put(&j, ",\"seen_by\":[%d]}", p + 1);
        ev_send(&j);
    }
}

/* A card drawn into `seat`'s hand (c < 0: the pile was empty); from "hoard" or
 * "master" (their shuffled part: a random card) or "master_bottom" (the top of the
 * cards put under the master deck). */
void td_trace_draw(const td_state_t *s, int seat, const char *from, int c, unsigned seers)
{
    char buf[256];
    textbuf_t j = {buf, sizeof buf, 0};
    tb_put(&j, "{\"event\":\"draw\",\"seat\":%d,\"from\":\"%s\"", seat + 1, from);
    ev_card(&j, c);
    if (c >= 0)
        ev_seen(&j, s, seers);
    tb_put(&j, "}");
    ev_send(&j);
}

/* A hoard pile shuffled before a draw: its cards' order is now unknown to all. */
void td_trace_shuffle(const td_state_t *s, int seat)
{
    trace_event("{\"event\":\"shuffle\",\"pile\":\"hoard\",\"seat\":%d,\"cards\":%d}", seat + 1,
                td_popc(td_hoard(s, seat)));
}

/* A random card of `seat`'s hand discarded (Wizard, failed assault) to `to`: the
 * master deck's bottom or a keep pile. */
void td_trace_discard(const td_state_t *s, int seat, int c, int to)
{
    char buf[256];
    textbuf_t j = {buf, sizeof buf, 0};
    tb_put(&j, "{\"event\":\"discard\",\"seat\":%d", seat + 1);
    ev_card(&j, c);
    if (to == TD_Z_MQ)
        tb_put(&j, ",\"to\":\"master_bottom\"");
    else
        tb_put(&j, ",\"to\":\"keep\",\"keep\":%d", to - TD_Z_KEEP + 1);
    ev_seen(&j, s, 1u << seat);
    tb_put(&j, "}");
    ev_send(&j);
}

/* A card taken from `from`'s hand by `seat`: steal (seen by both), plunder (from a
 * keep pile, seen by the taker; from = -1 - keep). */
void td_trace_take(const td_state_t *s, const char *what, int seat, int from, int c,
                   unsigned seers)
{
    char buf[256];
    textbuf_t j = {buf, sizeof buf, 0};
    tb_put(&j, "{\"event\":\"%s\",\"seat\":%d,", what, seat + 1);
    if (from >= 0)
        tb_put(&j, "\"from\":%d", from + 1);
    else
        tb_put(&j, "\"keep\":%d", -from);
    ev_card(&j, c);
    if (c >= 0)
        ev_seen(&j, s, seers);
    tb_put(&j, "}");
    ev_send(&j);
}

/* A turn that starts without a decision: missed (Crusader), a final turn lost (not
 * enough power) or paid by force (endgame_optional=false). */
void td_trace_turn_start(const td_state_t *s, int seat, const char *what)
{
    trace_event("{\"event\":\"%s\",\"seat\":%d,\"power\":%d,\"still_to_miss\":%d}", what,
                seat + 1, s->power[seat], s->missed[seat]);
}

/* The MOVE phase without a decision (no extra step possible): where the dragon
 * goes (sent before it moves, so that the Ruins events of its arrival follow). */
void td_trace_move(const td_state_t *s, int seat)
{
    trace_event("{\"event\":\"move\",\"seat\":%d,\"keep\":%d}", seat + 1,
                td_next_keep(s->loc[seat], s->cfg.move_base) + 1);
}

/* A Ruins card acted on a dragon ending its move there (vault: draw events follow). */
void td_trace_ruins(const td_state_t *s, int seat, int effect)
{
    trace_event("{\"event\":\"ruins\",\"seat\":%d,\"keep\":%d,\"effect\":\"%s\",\"power\":%d}",
                seat + 1, s->loc[seat] + 1, td_ruin_names[effect], s->power[seat]);
}

/* A decision with a single choice, played at once: the move as the other seats see
 * it (a card face down is "a card"), and when that hides a card, the move with its
 * card again, seen by the mover only. */
void td_trace_forced(const td_state_t *s, move_t m)
{
    char text[128], full[128], buf[512];
    int seat = s->dec;
    td_describe_move(s, m, full, sizeof full);
    td_describe_move_for(s, m, (seat + 1) % s->players, text, sizeof text);
    for (int private = 0; private < 2; private++) {
        textbuf_t j = {buf, sizeof buf, 0};
        tb_put(&j, "{\"event\":\"forced\",\"seat\":%d,\"phase\":\"%s\",\"move\":", seat + 1,
               td_phase_names[s->phase]);
        tb_json_string(&j, private ? full : text);
        if (private)
            tb_put(&j, ",\"seen_by\":[%d]", seat + 1);
        tb_put(&j, "}");
        ev_send(&j);
        if (strcmp(text, full) == 0)
            break;
    }
}

/* SCHEME with no action possible (no card in hand, an empty hoard pile): skipped. */
void td_trace_no_scheme(const td_state_t *s)
{
    trace_event("{\"event\":\"no_scheme\",\"seat\":%d}", s->act + 1);
}

/* A fight begins: against what, where, the target before raises. */
void td_trace_fight(const td_state_t *s)
{
    trace_event("{\"event\":\"fight\",\"seat\":%d,\"against\":\"%s\",\"keep\":%d,\"target\":%d}",
                s->act + 1, td_fight_names[s->fight], s->loc[s->act] + 1, s->target);
}

/* The fight's die, against the target after raises (siege: the bonus it adds). */
void td_trace_roll(const td_state_t *s, int bonus)
{
    trace_event("{\"event\":\"roll\",\"seat\":%d,\"against\":\"%s\",\"die\":%d,\"bonus\":%d,"
                "\"target\":%d}",
                s->act + 1, td_fight_names[s->fight], s->roll, bonus, s->target);
}

/* The fight is decided (before its consequences). */
void td_trace_fight_result(const td_state_t *s, int kind, int won)
{
    trace_event("{\"event\":\"fight_result\",\"seat\":%d,\"against\":\"%s\",\"won\":%s,"
                "\"power\":%d}",
                s->act + 1, td_fight_names[kind], won ? "true" : "false", s->power[s->act]);
}

/* A hero beaten: back to the Castle, or slain into the fighter's hoard (slay). */
void td_trace_hero_beaten(const td_state_t *s, int hero)
{
    trace_event("{\"event\":\"hero_beaten\",\"seat\":%d,\"hero\":\"%s\",\"to\":\"%s\"}",
                s->act + 1, td_hero_names[hero],
                s->hero_loc[hero] == TD_SLAIN ? "slain" : "castle");
}

/* A hero won: the Crusader's missed turns, the Wizard's discards (discard events
 * follow), the Knight's power loss; or the Black Dragon's. */
void td_trace_hero_won(const td_state_t *s, int kind)
{
    int p = s->act;
    trace_event("{\"event\":\"hero_won\",\"seat\":%d,\"hero\":\"%s\",\"power\":%d,"
                "\"still_to_miss\":%d}",
                p + 1, td_fight_names[kind], s->power[p], s->missed[p]);
}

/* The Black Dragon moved by itself: driven off, or flying on at a round's end. */
void td_trace_black_dragon(const td_state_t *s, const char *why)
{
    trace_event("{\"event\":\"black_dragon\",\"why\":\"%s\",\"keep\":%d}", why, s->black_loc + 1);
}

/* An assault: the fortification taken, the keep destroyed (with the Ruins card
 * drawn and placed there, face up), or the assault failed (a discard event, and the
 * Knight comes unless slain). */
void td_trace_assault(const td_state_t *s, const char *what)
{
    int p = s->act, k = s->loc[p];
    char buf[256];
    textbuf_t j = {buf, sizeof buf, 0};
    tb_put(&j, "{\"event\":\"%s\",\"seat\":%d,\"keep\":%d", what, p + 1, k + 1);
    if (strcmp(what, "keep_destroyed") == 0) {
        tb_put(&j, ",\"ruins\":");
        if (s->ruin[k] < 0)
            tb_put(&j, "null");
        else
            tb_json_string(&j, td_tab->deck.ruin[(int)s->ruin[k]].name);
    }
    if (strcmp(what, "assault_failed") == 0)
        tb_put(&j, ",\"knight_comes\":%s",
               s->hero_loc[TD_KNIGHT] == k ? "true" : "false");
    tb_put(&j, "}");
    ev_send(&j);
}

/* Duel steps without a decision: the defender cannot pay to flee (accept), a
 * duellist with an empty hand stakes nothing (no_stake). */
void td_trace_duel_step(const char *what, int seat)
{
    trace_event("{\"event\":\"%s\",\"seat\":%d}", what, seat + 1);
}

/* The duel's dice: each roll, the challenger's arena bonus, the totals. */
void td_trace_duel_roll(const td_state_t *s, int die_a, int die_d, int bonus)
{
    trace_event("{\"event\":\"duel_roll\",\"challenger\":%d,\"defender\":%d,\"dice\":[%d,%d],"
                "\"arena_bonus\":%d,\"totals\":[%d,%d]}",
                s->act + 1, s->def + 1, die_a, die_d, bonus, s->total[0], s->total[1]);
}

/* The bidding is over: the totals, the winner (null on a tie). */
void td_trace_duel_result(const td_state_t *s, int winner_seat)
{
    char buf[256];
    textbuf_t j = {buf, sizeof buf, 0};
    tb_put(&j, "{\"event\":\"duel_result\",\"challenger\":%d,\"defender\":%d,\"totals\":[%d,%d],",
           s->act + 1, s->def + 1, s->total[0], s->total[1]);
    jseat(&j, "winner", winner_seat);
    tb_put(&j, "}");
    ev_send(&j);
}

/* A stake goes to a hand: back to its owner (a tie, the winner's own), or the
 * loser's to the winner (seen by both). */
void td_trace_stake(const td_state_t *s, int c, int from, int to, unsigned seers)
{
    char buf[256];
    textbuf_t j = {buf, sizeof buf, 0};
    tb_put(&j, "{\"event\":\"stake_taken\",\"seat\":%d,\"from\":%d", to + 1, from + 1);
    ev_card(&j, c);
    ev_seen(&j, s, seers);
    tb_put(&j, "}");
    ev_send(&j);
}

/* Loot: the keep pile's top card turned face up (public), its defense resolved. */
void td_trace_loot(const td_state_t *s, int c)
{
    int p = s->act, k = s->loc[p], def = td_kind_of(c)->defense;
    char buf[256];
    textbuf_t j = {buf, sizeof buf, 0};
    tb_put(&j, "{\"event\":\"loot\",\"seat\":%d,\"keep\":%d", p + 1, k + 1);
    ev_card(&j, c);
    tb_put(&j, ",\"defense\":\"%s\",\"power\":%d,\"fortified\":%s", td_defense_names[def],
           s->power[p], s->fort[k] == -1 ? "true" : "false");
    if (def >= TD_DEF_CRUSADER) {
        int h = def - TD_DEF_CRUSADER;
        tb_put(&j, ",\"hero\":\"%s\",\"hero_at\":", td_hero_names[h]);
        if (s->hero_loc[h] < TD_KEEPS)
            tb_put(&j, "%d", s->hero_loc[h] + 1);
        else
            tb_put(&j, "\"%s\"", s->hero_loc[h] == TD_CASTLE ? "castle" : "slain");
    }
    tb_put(&j, "}");
    ev_send(&j);
}

/* The end of a turn: the cards played go face down under the hoard pile. */
void td_trace_played_to_hoard(const td_state_t *s, uint64_t cards)
{
    char buf[512];
    textbuf_t j = {buf, sizeof buf, 0};
    tb_put(&j, "{\"event\":\"played_to_hoard\",\"seat\":%d,", s->act + 1);
    jcards(&j, "cards", cards);
    tb_put(&j, "}");
    ev_send(&j);
}

/* The final round begins (after `seat`'s turn): what ended the game. */
void td_trace_final_round(const td_state_t *s)
{
    int empty = 1;
    for (int k = 0; k < TD_KEEPS; k++)
        empty &= !s->z[TD_Z_KEEP + k];
    trace_event("{\"event\":\"final_round\",\"seat\":%d,\"keeps_destroyed\":%d,"
                "\"heroes_slain\":%d,\"piles_empty\":%s,\"final_turns\":%d}",
                s->act + 1, td_count_destroyed(s), td_count_slain(s), empty ? "true" : "false",
                s->final_left);
}

/* The game stopped by the turn cap. */
void td_trace_stop(const td_state_t *s)
{
    trace_event("{\"event\":\"stop\",\"reason\":\"turn_cap\",\"turns\":%d}", s->turns);
}

/* The end of a round, or of the game: the whole state then. */
void td_trace_deal_end(const td_state_t *s)
{
    char buf[1 << 15];
    if (td_state_json(s, buf, sizeof buf) < 0) {
        trace_event("{\"event\":\"truncated\"}");
        return;
    }
    trace_event("{\"event\":\"deal_end\",\"state\":%s}", buf);
}
