/* tin_dragon_view.c - what a seat knows: the determinized view (determinize), the
 * heuristic agents use (evaluate), the seat's information as bytes (observe) and as
 * text for a player (view_text). RULES.md section 5, Hidden information. */
#include <string.h>

#include "obsbuf.h"
#include "textbuf.h"
#include "tin_dragon.h"

/* ================= determinize ================= */

/* Re-deal every card the observer cannot place: each keeps its slot (zone, and
 * place in an ordered queue), so every count stays; known cards stay put. */
void td_determinize(void *st, int observer, rng_t *rng)
{
    td_state_t *s = st;
    if (s->phase == TD_PH_OVER) /* the hoards are counted face up: nothing is hidden */
        return;
    /* the hidden cards in zone order: zone zl[k]'s places end at end[k] */
    uint8_t ids[TD_MAX_CARDS], stamp[TD_MAX_CARDS], zl[TD_NZONES], end[TD_NZONES];
    int n = 0, nz = 0;
    uint64_t hidden = 0;
    const uint64_t known = s->known[observer];
    for (int z = 0; z < TD_NZONES; z++) {
        uint64_t m = s->z[z] & ~known;
        if (!m)
            continue;
        hidden |= m;
        s->z[z] ^= m;
        do {
            int c = __builtin_ctzll(m);
            ids[n] = (uint8_t)c;
            stamp[n] = s->stamp[c];
            n++;
            m &= m - 1;
        } while (m);
        zl[nz] = (uint8_t)z;
        end[nz++] = (uint8_t)n;
    }
    rng_shuffle_u8(rng, ids, n);
    /* the card now at each place goes into that place's zone, with the stamp (queue
     * order) of the card that was there; outside a queue a stamp means nothing in
     * play, and the true one would tell where the card really is (a stamp given in
     * public, as a looted card went under a hoard, stays with the card when it later
     * moves unseen): 0 there */
    for (int k = 0, i = 0; k < nz; k++) {
        uint64_t add = 0;
        const int queue = td_is_queue(zl[k]);
        for (; i < end[k]; i++) {
            add |= TD_BIT(ids[i]);
            s->stamp[ids[i]] = queue ? stamp[i] : 0;
        }
        s->z[zl[k]] |= add;
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

/* Points now (vp: td_score), plus a little for cards in hand (future hoard, offense)
 * and power. */
static double estimate_of(const td_state_t *s, int p, int vp)
{
    return vp + 0.5 * td_popc(s->z[TD_Z_HAND + p]) + 0.3 * s->power[p];
}

/* A seat's value from its estimate and the best of the others': 1/2 when level, in
 * (0, 1). */
static double value_of(double mine, double best)
{
    double d = mine - best;
    return 0.5 + 0.5 * d / ((d < 0 ? -d : d) + 8.0);
}

double td_evaluate(const void *st, int seat)
{
    const td_state_t *s = st;
    if (s->phase == TD_PH_OVER && !s->capped) {
        outcome_t o;
        td_outcome(s, &o);
        return o.result[seat] / 2.0;
    }
    int vp[TD_MAX_PLAYERS];
    td_scores(s, vp);
    double mine = estimate_of(s, seat, vp[seat]), best = -1e9;
    for (int p = 0; p < s->players; p++) {
        double e = p == seat ? best : estimate_of(s, p, vp[p]);
        best = e > best ? e : best;
    }
    return value_of(mine, best);
}

/* Each seat's estimate once; the best of the others is the highest estimate, or the
 * second highest for the seat that holds the highest (the same value when two share
 * it): the doubles td_evaluate computes, seat by seat. */
void td_evaluate_all(const void *st, double *out)
{
    const td_state_t *s = st;
    if (s->phase == TD_PH_OVER && !s->capped) {
        outcome_t o;
        td_outcome(s, &o);
        for (int p = 0; p < s->players; p++)
            out[p] = o.result[p] / 2.0;
        return;
    }
    int vp[TD_MAX_PLAYERS];
    double e[TD_MAX_PLAYERS], top = -1e9, second = -1e9;
    int at = -1;
    td_scores(s, vp);
    for (int p = 0; p < s->players; p++) {
        e[p] = estimate_of(s, p, vp[p]);
        if (e[p] > top) {
            second = top;
            top = e[p];
            at = p;
        } else if (e[p] > second) {
            second = e[p];
        }
    }
    for (int p = 0; p < s->players; p++)
        out[p] = value_of(e[p], p == at ? second : top);
}

/* ================= observe: what a seat knows, as bytes =================
 * The information set of `seat`, in a fixed order: the rules, everything public
 * (the board, power dice, turn and phase, this turn's flags, the fight and the duel,
 * the played cards), and for every zone its card count and the cards of it the seat
 * knows (td_state_t.known: its own hand and hoard, what it saw move); in an ordered
 * pile, the order, an unknown card as 0xFF. A card the seat has not seen enters
 * only as a count. Fields of a closed step are reset in the state (RULES.md
 * "Trace"), so equal information gives equal bytes. At the game's end the hoards
 * are counted face up: every seat's score is written. */


/* The cards of an ordered pile, top first, into order[]; returns the count. */
static int queue_order(const td_state_t *s, uint64_t left, uint8_t *order)
{
    int n = 0;
    while (left) {
        int best = td_lowest(left);
        for (uint64_t m = left & (left - 1); m; m &= m - 1)
            if (s->stamp[td_lowest(m)] < s->stamp[best])
                best = td_lowest(m);
        order[n++] = (uint8_t)best;
        left &= ~TD_BIT(best);
    }
    return n;
}

#define TD_OBS_INT(key) ob_u16(&o, (unsigned)(uint16_t)s->cfg.key);
#define TD_OBS_BOOL(key) ob_u8(&o, (unsigned)s->cfg.key);
#define TD_OBS_ENUM(key) ob_u8(&o, (unsigned)s->cfg.key);
#define TD_OBS_CUSTOM(key)
#define TD_OBS_(C, kind, key, def, lo, hi, ptype, extra, help) TD_OBS_##kind(key)

size_t td_observe(const void *st, int seat, uint8_t *buf, size_t n)
{
    const td_state_t *s = st;
    obsbuf_t o = {buf, n, 0};
    uint64_t known = s->known[seat];
    /* who asks, the rules in force */
    ob_u8(&o, (unsigned)seat);
    ob_u8(&o, s->players);
    TD_RULES(TD_OBS_, ~)
    /* whose turn, what step, the counters */
    ob_u8(&o, s->phase);
    ob_u8(&o, s->dec);
    ob_u8(&o, s->act);
    ob_u8(&o, s->first);
    ob_u16(&o, s->turns);
    ob_u16(&o, s->rounds);
    ob_u16(&o, s->dice_seen);
    ob_u8(&o, s->endgame);
    ob_u8(&o, s->final_left);
    ob_u8(&o, s->capped);
    ob_u8(&o, s->draft_left);
    ob_u8(&o, s->place_left);
    ob_u8(&o, s->drafted[seat]);
    ob_u8(&o, (s->draft_seen >> seat) & 1u);
    /* the board */
    for (int p = 0; p < s->players; p++) {
        ob_u8(&o, (unsigned)s->power[p]);
        ob_u8(&o, s->loc[p]);
        ob_u8(&o, s->missed[p]);
    }
    for (int h = 0; h < TD_HEROES; h++) {
        ob_u8(&o, s->hero_loc[h]);
        ob_u8(&o, (unsigned)s->hero_owner[h]);
    }
    for (int k = 0; k < TD_KEEPS; k++) {
        ob_u8(&o, (unsigned)s->keep_owner[k]);
        ob_u8(&o, (unsigned)s->fort[k]);
        ob_u8(&o, (unsigned)s->ruin[k]);
    }
    ob_u16(&o, s->ruins_left);
    ob_u8(&o, s->black_loc);
    /* this turn, the fight, the duel (all public) */
    ob_u8(&o, s->scheme_step);
    ob_u8(&o, s->slay);
    ob_u8(&o, s->siege);
    ob_u8(&o, s->looted);
    ob_u8(&o, s->assaulted);
    ob_u8(&o, s->fought);
    ob_u8(&o, s->dueled);
    ob_u8(&o, s->nplayed);
    for (int i = 0; i < s->nplayed; i++)
        ob_u8(&o, s->played[i]);
    ob_u8(&o, s->fight);
    ob_u16(&o, (unsigned)(uint16_t)s->target);
    ob_u8(&o, s->roll);
    ob_u8(&o, s->raisers);
    ob_u8(&o, s->def);
    ob_u8(&o, (unsigned)s->total[0]);
    ob_u8(&o, (unsigned)s->total[1]);
    ob_u8(&o, s->winner);
    /* the cards: every zone's count, and what the seat knows of it */
    for (int z = 0; z < TD_NZONES; z++) {
        uint64_t cards = s->z[z];
        ob_u8(&o, (unsigned)td_popc(cards));
        if (!cards)
            continue;
        if (td_is_queue(z)) {
            uint8_t order[TD_MAX_CARDS];
            int k = queue_order(s, cards, order);
            for (int i = 0; i < k; i++)
                ob_u8(&o, known & TD_BIT(order[i]) ? order[i] : 0xFFu);
        } else {
            ob_u64(&o, cards & known);
        }
    }
    /* the end: the hoards counted face up */
    if (s->phase == TD_PH_OVER)
        for (int p = 0; p < s->players; p++)
            ob_u16(&o, (unsigned)(uint16_t)td_score(s, p));
    return o.len;
}

/* ================= view_text: what a seat sees, in words =================
 * Reads only what td_observe writes (the battery checks the text is the same after
 * the seat's own determinization). Seats and keeps count from 1. Written without
 * printf: the test battery asks every seat's view at every step it checks. (tb_str,
 * tb_int). */




/* "1 card", "3 cards" */
static void vt_count(textbuf_t *t, int k, const char *one, const char *many)
{
    tb_int(t, k);
    tb_str(t, k == 1 ? one : many);
}

static void vt_seat(textbuf_t *t, int p, int seat)
{
    tb_str(t, "seat ");
    tb_int(t, p + 1);
    if (p == seat)
        tb_str(t, " (you)");
}

static void vt_keep(textbuf_t *t, int k)
{
    tb_str(t, "keep ");
    tb_int(t, k + 1);
}

/* A card by name, with its symbols. */
static void vt_card(textbuf_t *t, int c)
{
    const td_kind_t *k = td_kind_of(c);
    tb_str(t, k->name);
}

/* The known cards of a set, by name; "none" for an empty set. */
static void vt_cards(textbuf_t *t, uint64_t set)
{
    if (!set)
        tb_str(t, "none");
    for (int first = 1; set; set &= set - 1, first = 0) {
        if (!first)
            tb_str(t, ", ");
        vt_card(t, td_lowest(set));
    }
}

/* A face-down set of `cards`: how many, and those the seat knows. */
static void vt_hidden(textbuf_t *t, uint64_t cards, uint64_t known)
{
    vt_count(t, td_popc(cards), " card", " cards");
    if (cards & known) {
        tb_str(t, cards & ~known ? " (you know: " : " (");
        vt_cards(t, cards & known);
        tb_str(t, ")");
    }
}

/* An ordered pile, top first: known cards by name, the others as "?". */
static void vt_queue(textbuf_t *t, const td_state_t *s, uint64_t cards, uint64_t known)
{
    uint8_t order[TD_MAX_CARDS];
    int k = queue_order(s, cards, order);
    for (int i = 0; i < k; i++) {
        if (i)
            tb_str(t, ", ");
        if (known & TD_BIT(order[i]))
            vt_card(t, order[i]);
        else
            tb_str(t, "?");
    }
}

/* A hoard pile: the shuffled part (a set) on top, then the ordered part. */
static void vt_hoard(textbuf_t *t, const td_state_t *s, int p, uint64_t known)
{
    uint64_t set = s->z[TD_Z_HSET + p], q = s->z[TD_Z_HQ + p];
    if (!(set | q)) {
        tb_str(t, "empty");
        return;
    }
    vt_count(t, td_popc(set | q), " card", " cards");
    if (set) {
        tb_str(t, ": ");
        tb_int(t, td_popc(set));
        tb_str(t, " shuffled on top");
        if (set & known) {
            tb_str(t, set & ~known ? " (you know: " : " (");
            vt_cards(t, set & known);
            tb_str(t, ")");
        }
    }
    if (q) {
        tb_str(t, set ? ", then top first: " : ", top first: ");
        vt_queue(t, s, q, known);
    }
}

static const char *const fight_words[] = {"the Crusader", "the Wizard", "the Knight",
                                          "the Black Dragon", "the fortification", "the keep"};

/* Who decides what now. */
static void vt_now(textbuf_t *t, const td_state_t *s, int seat)
{
    int d = s->dec;
    if (s->phase == TD_PH_OVER) {
        tb_str(t, s->capped ? "The game is over: stopped at the turn cap, no result.\n"
                            : "The game is over. Final points:");
        if (!s->capped) {
            for (int p = 0; p < s->players; p++) {
                tb_str(t, p ? ", " : " ");
                vt_seat(t, p, seat);
                tb_str(t, " ");
                tb_int(t, td_score(s, p));
            }
            tb_str(t, ".\n");
        }
        return;
    }
    tb_str(t, "Now: ");
    vt_seat(t, d, seat);
    switch (s->phase) {
    case TD_PH_PICK: tb_str(t, " picks a card from its draft packet"); break;
    case TD_PH_PLACE: tb_str(t, " shuffles its last draft card into a keep pile"); break;
    case TD_PH_FINAL:
        tb_str(t, " pays ");
        tb_int(t, s->cfg.endgame_cost);
        tb_str(t, " power for its final turn, or gives it up");
        break;
    case TD_PH_REST: tb_str(t, " has its power die at the Castle: rest, or play on"); break;
    case TD_PH_DRAW: tb_str(t, " draws from its hoard pile (or shuffles it first)"); break;
    case TD_PH_MOVE: tb_str(t, " moves clockwise (extra steps cost power)"); break;
    case TD_PH_SCHEME:
        tb_str(t, s->scheme_step ? " may scheme again (chain), or be done"
                                 : " schemes: offense, power, bolster or draw");
        break;
    case TD_PH_BOLSTER: tb_str(t, " chooses the keep pile for the card it bolsters"); break;
    case TD_PH_ENGAGE: tb_str(t, " chooses which hero to fight first"); break;
    case TD_PH_RAISE: tb_str(t, " may spend power to raise the target"); break;
    case TD_PH_BOOST: tb_str(t, " may spend power on the roll"); break;
    case TD_PH_DUEL: tb_str(t, " may challenge a dragon here to a duel, or go on"); break;
    case TD_PH_FLEE:
        tb_str(t, " is challenged: flee for ");
        tb_int(t, s->cfg.flee_cost);
        tb_str(t, " power, or accept");
        break;
    case TD_PH_STAKE: tb_str(t, " stakes a card face down"); break;
    case TD_PH_BID: tb_str(t, " adds power to its total, or stops"); break;
    case TD_PH_PUSH: tb_str(t, " won the duel: push the loser one keep on, or leave it"); break;
    case TD_PH_RAID: tb_str(t, " raids: loot, assault, or end the turn"); break;
    default: break;
    }
    tb_str(t, ".\n");
}

static void vt_turn(textbuf_t *t, const td_state_t *s, int seat)
{
    tb_str(t, "This turn (");
    vt_seat(t, s->act, seat);
    tb_str(t, "): played ");
    if (!s->nplayed)
        tb_str(t, "nothing");
    for (int i = 0; i < s->nplayed; i++) {
        if (i)
            tb_str(t, ", ");
        vt_card(t, s->played[i]);
    }
    if (s->slay) {
        tb_str(t, "; slays the next ");
        vt_count(t, s->slay, " hero beaten", " heroes beaten");
    }
    if (s->siege) {
        tb_str(t, "; +");
        tb_int(t, s->siege);
        tb_str(t, " to assault rolls");
    }
    if (s->fought) {
        tb_str(t, "; fought");
        for (int f = 0; f <= TD_F_BLACK; f++)
            if (s->fought >> f & 1u) {
                tb_str(t, " ");
                tb_str(t, fight_words[f]);
            }
    }
    if (s->dueled) {
        tb_str(t, "; challenged");
        for (int p = 0; p < s->players; p++)
            if (s->dueled >> p & 1u) {
                tb_str(t, " ");
                vt_seat(t, p, seat);
            }
    }
    if (s->looted)
        tb_str(t, "; looted");
    if (s->assaulted)
        tb_str(t, "; assaulted");
    tb_str(t, ".\n");
}

static void vt_fight(textbuf_t *t, const td_state_t *s, int seat)
{
    tb_str(t, "Fight: ");
    vt_seat(t, s->act, seat);
    tb_str(t, " against ");
    tb_str(t, fight_words[s->fight]);
    tb_str(t, " at ");
    vt_keep(t, s->loc[s->act]);
    tb_str(t, ", target ");
    tb_int(t, s->target);
    if (s->raisers) {
        tb_str(t, "; still to decide on raising it:");
        for (int p = 0; p < s->players; p++)
            if (s->raisers >> p & 1u) {
                tb_str(t, " ");
                vt_seat(t, p, seat);
            }
    }
    if (s->phase == TD_PH_BOOST) {
        tb_str(t, "; rolled ");
        tb_int(t, s->roll);
        if ((s->fight == TD_F_FORT || s->fight == TD_F_KEEP) && s->siege) {
            tb_str(t, " +");
            tb_int(t, s->siege);
            tb_str(t, " siege");
        }
    }
    tb_str(t, ".\n");
}

static void vt_duel(textbuf_t *t, const td_state_t *s, int seat, uint64_t known)
{
    tb_str(t, "Duel: ");
    vt_seat(t, s->act, seat);
    tb_str(t, " challenges ");
    vt_seat(t, s->def, seat);
    for (int side = 0; side < 2; side++) {
        uint64_t stake = s->z[TD_Z_STAKE + side];
        tb_str(t, side ? ", the defender's " : "; stakes: the challenger's ");
        if (!stake)
            tb_str(t, "none");
        else if (stake & known)
            vt_cards(t, stake);
        else
            tb_str(t, "a card face down");
    }
    if (s->phase == TD_PH_BID || s->phase == TD_PH_PUSH) {
        tb_str(t, "; totals ");
        tb_int(t, s->total[0]);
        tb_str(t, " to ");
        tb_int(t, s->total[1]);
    }
    if (s->phase == TD_PH_PUSH)
        tb_str(t, s->winner ? "; the defender won" : "; the challenger won");
    tb_str(t, ".\n");
}

static void vt_dragon(textbuf_t *t, const td_state_t *s, int p, int seat, uint64_t known)
{
    tb_str(t, "  ");
    vt_seat(t, p, seat);
    tb_str(t, ": at ");
    vt_keep(t, s->loc[p]);
    tb_str(t, ", power ");
    tb_int(t, s->power[p]);
    if (s->power[p] == 0)
        tb_str(t, " (die at the Castle)");
    if (s->missed[p]) {
        tb_str(t, ", misses ");
        vt_count(t, s->missed[p], " turn", " turns");
    }
    if (p != seat) {
        tb_str(t, "; hand ");
        vt_hidden(t, s->z[TD_Z_HAND + p], known);
    }
    tb_str(t, "; hoard pile ");
    vt_hoard(t, s, p, known);
    int held = 0;
    for (int k = 0; k < TD_KEEPS; k++) {
        if (s->keep_owner[k] == p) {
            tb_str(t, held++ ? ", " : "; holds ");
            vt_keep(t, k);
        }
        if (s->fort[k] == p) {
            tb_str(t, held++ ? ", " : "; holds ");
            tb_str(t, "the fortification of ");
            vt_keep(t, k);
        }
    }
    for (int h = 0; h < TD_HEROES; h++)
        if (s->hero_owner[h] == p) {
            tb_str(t, held++ ? ", " : "; holds ");
            tb_str(t, fight_words[h]);
        }
    tb_str(t, "\n");
}

static void vt_keep_line(textbuf_t *t, const td_state_t *s, int k, int seat, uint64_t known)
{
    tb_str(t, "  ");
    vt_keep(t, k);
    tb_str(t, ": ");
    if (s->keep_owner[k] < 0) {
        tb_str(t, s->fort[k] == -1 ? "standing, fortified" : "standing");
    } else {
        tb_str(t, "destroyed by ");
        vt_seat(t, s->keep_owner[k], seat);
    }
    if (s->ruin[k] >= 0) {
        const td_ruin_card_t *r = &td_tab->deck.ruin[(int)s->ruin[k]];
        tb_str(t, "; Ruins: ");
        tb_str(t, r->name);
        tb_str(t, " (");
        tb_str(t, td_ruin_names[r->effect]);
        tb_str(t, ")");
    }
    tb_str(t, "; pile ");
    vt_hidden(t, s->z[TD_Z_KEEP + k], known);
    for (int h = 0; h < TD_HEROES; h++)
        if (s->hero_loc[h] == k) {
            tb_str(t, "; ");
            tb_str(t, fight_words[h]);
            tb_str(t, " is here");
        }
    if (s->black_loc == k)
        tb_str(t, "; the Black Dragon is here");
    int here = 0;
    for (int p = 0; p < s->players; p++)
        if (s->loc[p] == k) {
            tb_str(t, here++ ? ", " : "; dragons: ");
            vt_seat(t, p, seat);
        }
    tb_str(t, "\n");
}

int td_view_text(const void *st, int seat, char *buf, size_t n)
{
    const td_state_t *s = st;
    uint64_t known = s->known[seat];
    textbuf_t t = {buf, n, 0};
    if (n)
        buf[0] = '\0';
    tb_str(&t, "Tin Dragon, ");
    tb_int(&t, s->players);
    tb_str(&t, " players. You are seat ");
    tb_int(&t, seat + 1);
    tb_str(&t, ".");
    if (s->phase <= TD_PH_PLACE) {
        tb_str(&t, " The draft: ");
        vt_count(&t, s->draft_left, " pick left", " picks left");
        tb_str(&t, " after this one.\n");
    } else {
        tb_str(&t, " Round ");
        tb_int(&t, s->rounds);
        tb_str(&t, ", turn ");
        tb_int(&t, s->turns);
        tb_str(&t, "; ");
        vt_seat(&t, s->first, seat);
        tb_str(&t, " took the first turn.");
        if (s->endgame) {
            tb_str(&t, " The final round: ");
            vt_count(&t, s->final_left, " final turn", " final turns");
            tb_str(&t, " still to start.");
        }
        tb_str(&t, "\n");
    }
    vt_now(&t, s, seat);
    if (s->phase >= TD_PH_FINAL && s->phase <= TD_PH_RAID)
        vt_turn(&t, s, seat);
    if (s->fight != TD_F_NONE)
        vt_fight(&t, s, seat);
    if (s->def != TD_NONE)
        vt_duel(&t, s, seat, known);
    if (s->phase == TD_PH_BOLSTER && s->act == seat) {
        tb_str(&t, "You bolster with: ");
        vt_cards(&t, s->z[TD_Z_ASIDE]);
        tb_str(&t, ".\n");
    }
    if (s->phase <= TD_PH_PLACE) {
        tb_str(&t, "Your draft packet: ");
        vt_cards(&t, s->z[TD_Z_PACK + seat]);
        tb_str(&t, ".\n");
    }
    tb_str(&t, "Your hand: ");
    vt_cards(&t, s->z[TD_Z_HAND + seat]);
    tb_str(&t, ".\nYour power: ");
    tb_int(&t, s->power[seat]);
    tb_str(&t, ". Your points now: ");
    tb_int(&t, td_score(s, seat));
    tb_str(&t, ".\nDragons:\n");
    for (int p = 0; p < s->players; p++)
        vt_dragon(&t, s, p, seat, known);
    tb_str(&t, "Keeps:\n");
    for (int k = 0; k < TD_KEEPS; k++)
        vt_keep_line(&t, s, k, seat, known);
    tb_str(&t, "At the Castle:");
    int castle = 0;
    for (int h = 0; h < TD_HEROES; h++)
        if (s->hero_loc[h] == TD_CASTLE) {
            tb_str(&t, castle++ ? ", " : " ");
            tb_str(&t, fight_words[h]);
        }
    tb_str(&t, castle ? ".\n" : " no hero.\n");
    tb_str(&t, "Master deck: ");
    vt_hidden(&t, s->z[TD_Z_MSET], known);
    if (s->z[TD_Z_MQ]) {
        tb_str(&t, ", then under it, top first: ");
        vt_queue(&t, s, s->z[TD_Z_MQ], known);
    }
    tb_str(&t, ". Ruins cards left: ");
    tb_int(&t, td_popc(s->ruins_left));
    tb_str(&t, ".\n");
    return tb_finish(&t);
}
