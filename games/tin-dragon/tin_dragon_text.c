/* tin_dragon_text.c - the game in words and JSON: move texts (describe_move) and the
 * whole state for traces (state_json). Seats and keeps count from 1 here, as in every
 * report the user reads. */
#include <stdio.h>
#include <string.h>

#include "textbuf.h"
#include "tin_dragon.h"

static const char *card_name(int c)
{
    return td_tab->deck.kind[td_tab->kind[c]].name;
}

static int offense_text(int c, int t, char *buf, size_t n)
{
    const char *name = card_name(c);
    if (t == TD_NO_TARGET)
        return snprintf(buf, n, "offense %s: no target", name);
    switch (td_tab->deck.kind[td_tab->kind[c]].offense) {
    case TD_OFF_CALL:
        return snprintf(buf, n, "offense %s: call the %s to keep %d", name,
                        td_hero_names[t >> 3], (t & 7) + 1);
    case TD_OFF_STEAL: return snprintf(buf, n, "offense %s: steal from seat %d", name, t + 1);
    case TD_OFF_FLY: return snprintf(buf, n, "offense %s: fly %d", name, t);
    case TD_OFF_RIVAL:
        return snprintf(buf, n, "offense %s: Black Dragon to keep %d", name, t + 1);
    default:
        return snprintf(buf, n, "offense %s (%s)", name,
                        td_offense_names[td_tab->deck.kind[td_tab->kind[c]].offense]);
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
                                     td_tab->deck.kind[td_tab->kind[a]].power);
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

/* ================= JSON ================= */

static void jcards(textbuf_t *j, const char *key, uint64_t m)
{
    tb_put(j, "\"%s\":[", key);
    for (int first = 1; m; m &= m - 1, first = 0)
        tb_put(j, "%s\"%s#%d\"", first ? "" : ",", card_name(__builtin_ctzll(m)),
             __builtin_ctzll(m));
    tb_put(j, "]");
}

static void jints8(textbuf_t *j, const char *key, const int8_t *v, int n)
{
    tb_put(j, "\"%s\":[", key);
    for (int i = 0; i < n; i++)
        tb_put(j, "%s%d", i ? "," : "", v[i]);
    tb_put(j, "]");
}

int td_state_json(const void *st, char *buf, size_t n)
{
    static const char *const phases[] = {"pick",  "place", "final", "rest",  "draw",  "move",
                                         "scheme", "bolster", "engage", "raise", "boost",
                                         "duel",  "flee",  "stake", "bid",   "push",  "raid",
                                         "over"};
    _Static_assert(sizeof phases / sizeof *phases == TD_PH_OVER + 1, "a name per phase");
    const td_state_t *s = st;
    textbuf_t j = {buf, n, 0};
    if (n)
        buf[0] = '\0';
    tb_put(&j, "{\"phase\":\"%s\",\"to_move\":%d,\"active\":%d,\"first\":%d,\"turns\":%d,"
         "\"rounds\":%d,\"endgame\":%d,\"final_left\":%d,\"capped\":%d,",
         phases[s->phase], s->phase == TD_PH_OVER ? 0 : s->dec + 1, s->act + 1, s->first + 1,
         s->turns,
         s->rounds, s->endgame, s->final_left, s->capped);
    tb_put(&j, "\"dragons\":[");
    for (int p = 0; p < s->players; p++) {
        tb_put(&j, "%s{\"seat\":%d,\"keep\":%d,\"power\":%d,\"missed\":%d,\"score\":%d,", p ? "," : "",
             p + 1, s->loc[p] + 1, s->power[p], s->missed[p], td_score(s, p));
        jcards(&j, "hand", s->z[TD_Z_HAND + p]);
        tb_put(&j, ",");
        jcards(&j, "hoard_shuffled", s->z[TD_Z_HSET + p]);
        tb_put(&j, ",\"hoard_ordered\":[");
        /* the ordered part, top first */
        uint64_t left = s->z[TD_Z_HQ + p];
        for (int first = 1; left; first = 0) {
            int best = __builtin_ctzll(left);
            for (uint64_t m = left; m; m &= m - 1)
                if (s->stamp[__builtin_ctzll(m)] < s->stamp[best])
                    best = __builtin_ctzll(m);
            tb_put(&j, "%s\"%s#%d\"", first ? "" : ",", card_name(best), best);
            left &= ~TD_BIT(best);
        }
        tb_put(&j, "],");
        jcards(&j, "draft_packet", s->z[TD_Z_PACK + p]);
        tb_put(&j, ",\"known\":\"%016llx\"}", (unsigned long long)s->known[p]);
    }
    tb_put(&j, "],\"keeps\":[");
    for (int k = 0; k < TD_KEEPS; k++) {
        tb_put(&j, "%s{\"keep\":%d,\"destroyed_by\":%d,\"fortified\":%d,\"fortification_of\":%d,"
             "\"ruins\":\"%s\",", k ? "," : "", k + 1, s->keep_owner[k] + 1, s->fort[k] == -1,
             s->fort[k] >= 0 ? s->fort[k] + 1 : 0,
             s->ruin[k] < 0 ? "" : td_tab->deck.ruin[(int)s->ruin[k]].name);
        jcards(&j, "pile", s->z[TD_Z_KEEP + k]);
        tb_put(&j, "}");
    }
    tb_put(&j, "],\"heroes\":[");
    for (int h = 0; h < TD_HEROES; h++) {
        char at[16];
        if (s->hero_loc[h] < TD_KEEPS)
            snprintf(at, sizeof at, "keep %d", s->hero_loc[h] + 1);
        else
            snprintf(at, sizeof at, "%s", s->hero_loc[h] == TD_CASTLE ? "castle" : "slain");
        tb_put(&j, "%s{\"hero\":\"%s\",\"at\":\"%s\",\"slain_by\":%d}", h ? "," : "",
             td_hero_names[h], at, s->hero_owner[h] + 1);
    }
    tb_put(&j, "],\"black_dragon\":%d,", s->black_loc == TD_NOWHERE ? 0 : s->black_loc + 1);
    jcards(&j, "master_shuffled", s->z[TD_Z_MSET]);
    tb_put(&j, ",");
    jcards(&j, "master_bottom", s->z[TD_Z_MQ]);
    tb_put(&j, ",");
    jcards(&j, "played", s->z[TD_Z_PLAYED]);
    tb_put(&j, ",");
    jcards(&j, "stakes", s->z[TD_Z_STAKE] | s->z[TD_Z_STAKE + 1]);
    tb_put(&j, ",");
    jcards(&j, "bolstering", s->z[TD_Z_ASIDE]);
    tb_put(&j, ",\"ruins_left\":%d,\"turn\":{\"scheme_step\":%d,\"slay\":%d,\"siege\":%d,"
         "\"looted\":%d,\"assaulted\":%d,\"fought\":%d,\"dueled\":%d},",
         td_popc(s->ruins_left), s->scheme_step, s->slay, s->siege, s->looted, s->assaulted,
         s->fought, s->dueled);
    tb_put(&j, "\"fight\":{\"kind\":%d,\"target\":%d,\"roll\":%d},\"duel\":{\"defender\":%d,",
         s->fight, s->target, s->roll, s->def + 1);
    jints8(&j, "totals", s->total, 2);
    tb_put(&j, "}}");
    if (j.len >= n)
        return -1;
    return tb_finish(&j);
}
