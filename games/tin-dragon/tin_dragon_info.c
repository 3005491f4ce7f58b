/* tin_dragon_info.c - what the game tells the outside: scores and the outcome,
 * the determinized view, the heuristic, move text, the JSON dump, and the game
 * table itself. */
#include <stdio.h>
#include <string.h>

#include "tin_dragon.h"
#include "textbuf.h"

#define BIT(c) (1ULL << (c))

static inline int popc(uint64_t m) { return __builtin_popcountll(m); }

/* ================= scoring ================= */

/* The seat holding the single highest power die, or -1 on a tie. */
static int power_leader(const td_state_t *s)
{
    int best = 0, who = -1;
    for (int p = 0; p < s->players; p++) {
        if (p == 0 || s->power[p] > best) {
            best = s->power[p];
            who = p;
        } else if (s->power[p] == best) {
            who = -1;
        }
    }
    return who;
}

int td_score(const td_state_t *s, int seat)
{
    const td_cfg_t *c = &s->cfg;
    uint64_t hoard = td_hoard(s, seat);
    int bad = popc(hoard & td_tab.defonly_mask);
    int vp = c->card_vp * (popc(hoard) - bad) + c->defense_only_vp * bad;
    for (int k = 0; k < TD_KEEPS; k++)
        vp += (s->keep_owner[k] == seat) * c->keep_vp + (s->fort[k] == seat) * c->fort_vp;
    for (int h = 0; h < TD_HEROES; h++)
        vp += (s->hero_owner[h] == seat) * c->hero_vp;
    if (power_leader(s) == seat)
        vp += c->power_bonus;
    return vp;
}

/* The most points wins; a shared first place has no Mightiest of the Tin Dragons,
 * reported as a DRAW for the tied leaders and a LOSS for the rest. */
void td_outcome(const void *st, outcome_t *out)
{
    const td_state_t *s = st;
    memset(out, 0, sizeof *out);
    for (int q = 0; q < MAX_SEATS; q++) /* turn position: clockwise from the first turn */
        out->position[q] = (int8_t)(q < s->players ? (q - s->first + s->players) % s->players : q);
    int best = 0, nbest = 0;
    for (int p = 0; p < s->players; p++) {
        out->points[p] = td_score(s, p);
        if (p == 0 || out->points[p] > best) {
            best = out->points[p];
            nbest = 1;
        } else if (out->points[p] == best) {
            nbest++;
        }
    }
    for (int p = 0; p < s->players; p++)
        out->result[p] = (int8_t)(out->points[p] < best ? RESULT_LOSS
                                  : nbest == 1           ? RESULT_WIN
                                                         : RESULT_DRAW);
    out->rounds = s->rounds;
    out->turns = s->turns;
    out->capped = (int8_t)s->capped;
}

/* ================= determinize ================= */

/* Re-deal every card the observer cannot place: each keeps its slot (zone, and
 * place in an ordered queue), so every count stays; known cards stay put. */
void td_determinize(void *st, int observer, rng_t *rng)
{
    td_state_t *s = st;
    uint8_t ids[TD_MAX_CARDS], zone[TD_MAX_CARDS], stamp[TD_MAX_CARDS];
    int n = 0;
    uint64_t hidden = 0;
    for (int z = 0; z < TD_NZONES; z++) {
        uint64_t m = s->z[z] & ~s->known[observer];
        hidden |= m;
        s->z[z] &= ~m;
        for (; m; m &= m - 1) {
            int c = __builtin_ctzll(m);
            ids[n] = (uint8_t)c;
            zone[n] = (uint8_t)z;
            stamp[n] = s->stamp[c];
            n++;
        }
    }
    rng_shuffle_u8(rng, ids, n);
    for (int i = 0; i < n; i++) {
        s->z[zone[i]] |= BIT(ids[i]);
        s->stamp[ids[i]] = stamp[i];
    }
    /* the other seats now hold re-dealt cards: each knows its own; their draft picks
     * of this round are not the observer's to keep (only its own stays recorded) */
    for (int p = 0; p < s->players && p < TD_MAX_PLAYERS; p++) {
        if (p == observer)
            continue;
        s->drafted[p] = 0;
        s->draft_seen &= (uint8_t)~(1u << p);
        uint64_t own = s->z[TD_Z_HAND + p] | td_hoard(s, p) | s->z[TD_Z_PACK + p];
        if (p == s->act) /* stakes are empty outside a duel, the aside zone outside a bolster */
            own |= s->z[TD_Z_STAKE] | s->z[TD_Z_ASIDE];
        if (p == s->def)
            own |= s->z[TD_Z_STAKE + 1];
        s->known[p] = (s->known[p] & ~hidden) | own;
    }
}

/* ================= evaluate ================= */

/* Points now, plus a little for cards in hand (future hoard, offense) and power. */
static double estimate(const td_state_t *s, int p)
{
    return td_score(s, p) + 0.5 * popc(s->z[TD_Z_HAND + p]) + 0.3 * s->power[p];
}

double td_evaluate(const void *st, int seat)
{
    const td_state_t *s = st;
    if (s->phase == TD_PH_OVER && !s->capped) {
        outcome_t o;
        td_outcome(s, &o);
        return o.result[seat] / 2.0;
    }
    double mine = estimate(s, seat), best = -1e9;
    for (int p = 0; p < s->players; p++) {
        double e = p == seat ? best : estimate(s, p);
        best = e > best ? e : best;
    }
    double d = mine - best;
    return 0.5 + 0.5 * d / ((d < 0 ? -d : d) + 8.0);
}

/* ================= text ================= */

static const char *card_name(int c)
{
    return td_tab.deck.kind[td_tab.kind[c]].name;
}

static int offense_text(int c, int t, char *buf, size_t n)
{
    const char *name = card_name(c);
    if (t == TD_NO_TARGET)
        return snprintf(buf, n, "offense %s: no target", name);
    switch (td_tab.deck.kind[td_tab.kind[c]].offense) {
    case TD_OFF_CALL:
        return snprintf(buf, n, "offense %s: call the %s to keep %d", name,
                        td_hero_names[t >> 3], (t & 7) + 1);
    case TD_OFF_STEAL: return snprintf(buf, n, "offense %s: steal from seat %d", name, t + 1);
    case TD_OFF_FLY: return snprintf(buf, n, "offense %s: fly %d", name, t);
    case TD_OFF_RIVAL:
        return snprintf(buf, n, "offense %s: Black Dragon to keep %d", name, t + 1);
    default:
        return snprintf(buf, n, "offense %s (%s)", name,
                        td_offense_names[td_tab.deck.kind[td_tab.kind[c]].offense]);
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
                                     td_tab.deck.kind[td_tab.kind[a]].power);
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
            left &= ~BIT(best);
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
             s->ruin[k] < 0 ? "" : td_tab.deck.ruin[(int)s->ruin[k]].name);
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
         popc(s->ruins_left), s->scheme_step, s->slay, s->siege, s->looted, s->assaulted,
         s->fought, s->dueled);
    tb_put(&j, "\"fight\":{\"kind\":%d,\"target\":%d,\"roll\":%d},\"duel\":{\"defender\":%d,",
         s->fight, s->target, s->roll, s->def + 1);
    jints8(&j, "totals", s->total, 2);
    tb_put(&j, "}}");
    if (j.len >= n)
        return -1;
    return tb_finish(&j);
}

/* ================= the game table ================= */

static int td_to_move(const void *st)
{
    const td_state_t *s = st;
    return s->phase == TD_PH_OVER ? -1 : s->dec;
}

const game_t tin_dragon_game = {
    .id = "tin-dragon",
    .name = "Tin Dragon (2-5 dragons raid keeps, fight heroes, duel; power die)",
    .min_players = 2,
    .max_players = TD_MAX_PLAYERS,
    .max_moves = TD_MAX_MOVES,
    .state_size = sizeof(td_state_t),
    .rules_size = sizeof(td_rules_t),
    .params = td_params,
    .init = td_init,
    .rules_set = NULL,
    .rules_check = td_rules_check,
    .setup = td_setup,
    .to_move = td_to_move,
    .legal_moves = td_legal_moves,
    .apply = td_apply,
    .outcome = td_outcome,
    .determinize = td_determinize,
    .evaluate = td_evaluate,
    .describe_move = td_describe_move,
    .state_json = td_state_json,
    .team = NULL,
};
