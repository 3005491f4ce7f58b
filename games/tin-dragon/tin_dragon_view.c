/* tin_dragon_view.c - what a seat knows: the determinized view (determinize), the
 * heuristic agents use (evaluate), the seat's information as bytes (observe) and as
 * text for a player (view_text). RULES.md section 5, Hidden information. */
#include <string.h>

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
        s->z[zone[i]] |= TD_BIT(ids[i]);
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
    return td_score(s, p) + 0.5 * td_popc(s->z[TD_Z_HAND + p]) + 0.3 * s->power[p];
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

/* ================= observe: what a seat knows, as bytes =================
 * The information set of `seat`, in a fixed order: the rules, everything public
 * (the board, power dice, turn and phase, this turn's flags, the fight and the duel,
 * the played cards), and for every zone its card count and the cards of it the seat
 * knows (td_state_t.known: its own hand and hoard, what it saw move); in an ordered
 * pile, the order, an unknown card as 0xFF. A card the seat has not seen enters
 * only as a count. Fields of a closed step are reset in the state (RULES.md
 * "Trace"), so equal information gives equal bytes. At the game's end the hoards
 * are counted face up: every seat's score is written. */

typedef struct obs_buf {
    uint8_t *buf;
    size_t cap, len; /* len keeps counting past cap, like snprintf */
} obs_buf_t;

static inline void put8(obs_buf_t *o, unsigned v)
{
    if (o->len < o->cap)
        o->buf[o->len] = (uint8_t)v;
    o->len++;
}

static inline void put16(obs_buf_t *o, unsigned v)
{
    put8(o, v & 0xFFu);
    put8(o, (v >> 8) & 0xFFu);
}

static inline void put64(obs_buf_t *o, uint64_t v)
{
    if (o->len + 8 <= o->cap)
        memcpy(o->buf + o->len, &v, 8);
    else
        for (int i = 0; i < 8; i++)
            if (o->len + (size_t)i < o->cap)
                o->buf[o->len + (size_t)i] = (uint8_t)(v >> (8 * i));
    o->len += 8;
}

static int is_queue_zone(int z)
{
    return (z >= TD_Z_HQ && z < TD_Z_HQ + TD_MAX_PLAYERS) || z == TD_Z_MQ;
}

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

#define TD_OBS_INT(key) put16(&o, (unsigned)(uint16_t)s->cfg.key);
#define TD_OBS_BOOL(key) put8(&o, (unsigned)s->cfg.key);
#define TD_OBS_ENUM(key) put8(&o, (unsigned)s->cfg.key);
#define TD_OBS_CUSTOM(key)
#define TD_OBS_(C, kind, key, def, lo, hi, ptype, extra, help) TD_OBS_##kind(key)

size_t td_observe(const void *st, int seat, uint8_t *buf, size_t n)
{
    const td_state_t *s = st;
    obs_buf_t o = {buf, n, 0};
    uint64_t known = s->known[seat];
    /* who asks, the rules in force */
    put8(&o, (unsigned)seat);
    put8(&o, s->players);
    TD_RULES(TD_OBS_, ~)
    /* whose turn, what step, the counters */
    put8(&o, s->phase);
    put8(&o, s->dec);
    put8(&o, s->act);
    put8(&o, s->first);
    put16(&o, s->turns);
    put16(&o, s->rounds);
    put16(&o, s->dice_seen);
    put8(&o, s->endgame);
    put8(&o, s->final_left);
    put8(&o, s->capped);
    put8(&o, s->draft_left);
    put8(&o, s->place_left);
    put8(&o, s->drafted[seat]);
    put8(&o, (s->draft_seen >> seat) & 1u);
    /* the board */
    for (int p = 0; p < s->players; p++) {
        put8(&o, (unsigned)s->power[p]);
        put8(&o, s->loc[p]);
        put8(&o, s->missed[p]);
    }
    for (int h = 0; h < TD_HEROES; h++) {
        put8(&o, s->hero_loc[h]);
        put8(&o, (unsigned)s->hero_owner[h]);
    }
    for (int k = 0; k < TD_KEEPS; k++) {
        put8(&o, (unsigned)s->keep_owner[k]);
        put8(&o, (unsigned)s->fort[k]);
        put8(&o, (unsigned)s->ruin[k]);
    }
    put16(&o, s->ruins_left);
    put8(&o, s->black_loc);
    /* this turn, the fight, the duel (all public) */
    put8(&o, s->scheme_step);
    put8(&o, s->slay);
    put8(&o, s->siege);
    put8(&o, s->looted);
    put8(&o, s->assaulted);
    put8(&o, s->fought);
    put8(&o, s->dueled);
    put8(&o, s->nplayed);
    for (int i = 0; i < s->nplayed; i++)
        put8(&o, s->played[i]);
    put8(&o, s->fight);
    put16(&o, (unsigned)(uint16_t)s->target);
    put8(&o, s->roll);
    put8(&o, s->raisers);
    put8(&o, s->def);
    put8(&o, (unsigned)s->total[0]);
    put8(&o, (unsigned)s->total[1]);
    put8(&o, s->winner);
    /* the cards: every zone's count, and what the seat knows of it */
    for (int z = 0; z < TD_NZONES; z++) {
        uint64_t cards = s->z[z];
        put8(&o, (unsigned)td_popc(cards));
        if (!cards)
            continue;
        if (is_queue_zone(z)) {
            uint8_t order[TD_MAX_CARDS];
            int k = queue_order(s, cards, order);
            for (int i = 0; i < k; i++)
                put8(&o, known & TD_BIT(order[i]) ? order[i] : 0xFFu);
        } else {
            put64(&o, cards & known);
        }
    }
    /* the end: the hoards counted face up */
    if (s->phase == TD_PH_OVER)
        for (int p = 0; p < s->players; p++)
            put16(&o, (unsigned)(uint16_t)td_score(s, p));
    return o.len;
}

/* ================= view_text: what a seat sees, in words =================
 * Reads only what td_observe writes (the battery checks the text is the same after
 * the seat's own determinization). Seats and keeps count from 1. Written without
 * printf: the test battery asks every seat's view at every step it checks. The
 * appenders keep textbuf_t's contract (never past the buffer, NUL-terminated, the
 * length wanted keeps counting). */

static void vt_mem(textbuf_t *t, const char *str, size_t len)
{
    if (t->len + len < t->cap) {
        memcpy(t->buf + t->len, str, len);
        t->buf[t->len + len] = '\0';
    } else if (t->len + 1 < t->cap) {
        size_t room = t->cap - 1 - t->len;
        memcpy(t->buf + t->len, str, room);
        t->buf[t->cap - 1] = '\0';
    }
    t->len += len;
}

static void vt_str(textbuf_t *t, const char *str) { vt_mem(t, str, strlen(str)); }

static void vt_int(textbuf_t *t, long v)
{
    if (v >= 0 && v < 10) { /* most numbers here: seats, keeps, power, counts */
        char c = (char)('0' + v);
        vt_mem(t, &c, 1);
        return;
    }
    char d[24];
    int k = sizeof d;
    unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
    do
        d[--k] = (char)('0' + u % 10);
    while (u /= 10);
    if (v < 0)
        d[--k] = '-';
    vt_mem(t, d + k, sizeof d - (size_t)k);
}

/* "1 card", "3 cards" */
static void vt_count(textbuf_t *t, int k, const char *one, const char *many)
{
    vt_int(t, k);
    vt_str(t, k == 1 ? one : many);
}

static void vt_seat(textbuf_t *t, int p, int seat)
{
    vt_str(t, "seat ");
    vt_int(t, p + 1);
    if (p == seat)
        vt_str(t, " (you)");
}

static void vt_keep(textbuf_t *t, int k)
{
    vt_str(t, "keep ");
    vt_int(t, k + 1);
}

/* A card by name, with its symbols. */
static void vt_card(textbuf_t *t, int c)
{
    const td_kind_t *k = td_kind_of(c);
    vt_str(t, k->name);
}

/* The known cards of a set, by name; "none" for an empty set. */
static void vt_cards(textbuf_t *t, uint64_t set)
{
    if (!set)
        vt_str(t, "none");
    for (int first = 1; set; set &= set - 1, first = 0) {
        if (!first)
            vt_str(t, ", ");
        vt_card(t, td_lowest(set));
    }
}

/* A face-down set of `cards`: how many, and those the seat knows. */
static void vt_hidden(textbuf_t *t, uint64_t cards, uint64_t known)
{
    vt_count(t, td_popc(cards), " card", " cards");
    if (cards & known) {
        vt_str(t, cards & ~known ? " (you know: " : " (");
        vt_cards(t, cards & known);
        vt_str(t, ")");
    }
}

/* An ordered pile, top first: known cards by name, the others as "?". */
static void vt_queue(textbuf_t *t, const td_state_t *s, uint64_t cards, uint64_t known)
{
    uint8_t order[TD_MAX_CARDS];
    int k = queue_order(s, cards, order);
    for (int i = 0; i < k; i++) {
        if (i)
            vt_str(t, ", ");
        if (known & TD_BIT(order[i]))
            vt_card(t, order[i]);
        else
            vt_str(t, "?");
    }
}

/* A hoard pile: the shuffled part (a set) on top, then the ordered part. */
static void vt_hoard(textbuf_t *t, const td_state_t *s, int p, uint64_t known)
{
    uint64_t set = s->z[TD_Z_HSET + p], q = s->z[TD_Z_HQ + p];
    if (!(set | q)) {
        vt_str(t, "empty");
        return;
    }
    vt_count(t, td_popc(set | q), " card", " cards");
    if (set) {
        vt_str(t, ": ");
        vt_int(t, td_popc(set));
        vt_str(t, " shuffled on top");
        if (set & known) {
            vt_str(t, set & ~known ? " (you know: " : " (");
            vt_cards(t, set & known);
            vt_str(t, ")");
        }
    }
    if (q) {
        vt_str(t, set ? ", then top first: " : ", top first: ");
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
        vt_str(t, s->capped ? "The game is over: stopped at the turn cap, no result.\n"
                            : "The game is over. Final points:");
        if (!s->capped) {
            for (int p = 0; p < s->players; p++) {
                vt_str(t, p ? ", " : " ");
                vt_seat(t, p, seat);
                vt_str(t, " ");
                vt_int(t, td_score(s, p));
            }
            vt_str(t, ".\n");
        }
        return;
    }
    vt_str(t, "Now: ");
    vt_seat(t, d, seat);
    switch (s->phase) {
    case TD_PH_PICK: vt_str(t, " picks a card from its draft packet"); break;
    case TD_PH_PLACE: vt_str(t, " shuffles its last draft card into a keep pile"); break;
    case TD_PH_FINAL:
        vt_str(t, " pays ");
        vt_int(t, s->cfg.endgame_cost);
        vt_str(t, " power for its final turn, or gives it up");
        break;
    case TD_PH_REST: vt_str(t, " has its power die at the Castle: rest, or play on"); break;
    case TD_PH_DRAW: vt_str(t, " draws from its hoard pile (or shuffles it first)"); break;
    case TD_PH_MOVE: vt_str(t, " moves clockwise (extra steps cost power)"); break;
    case TD_PH_SCHEME:
        vt_str(t, s->scheme_step ? " may scheme again (chain), or be done"
                                 : " schemes: offense, power, bolster or draw");
        break;
    case TD_PH_BOLSTER: vt_str(t, " chooses the keep pile for the card it bolsters"); break;
    case TD_PH_ENGAGE: vt_str(t, " chooses which hero to fight first"); break;
    case TD_PH_RAISE: vt_str(t, " may spend power to raise the target"); break;
    case TD_PH_BOOST: vt_str(t, " may spend power on the roll"); break;
    case TD_PH_DUEL: vt_str(t, " may challenge a dragon here to a duel, or go on"); break;
    case TD_PH_FLEE:
        vt_str(t, " is challenged: flee for ");
        vt_int(t, s->cfg.flee_cost);
        vt_str(t, " power, or accept");
        break;
    case TD_PH_STAKE: vt_str(t, " stakes a card face down"); break;
    case TD_PH_BID: vt_str(t, " adds power to its total, or stops"); break;
    case TD_PH_PUSH: vt_str(t, " won the duel: push the loser one keep on, or leave it"); break;
    case TD_PH_RAID: vt_str(t, " raids: loot, assault, or end the turn"); break;
    default: break;
    }
    vt_str(t, ".\n");
}

static void vt_turn(textbuf_t *t, const td_state_t *s, int seat)
{
    vt_str(t, "This turn (");
    vt_seat(t, s->act, seat);
    vt_str(t, "): played ");
    if (!s->nplayed)
        vt_str(t, "nothing");
    for (int i = 0; i < s->nplayed; i++) {
        if (i)
            vt_str(t, ", ");
        vt_card(t, s->played[i]);
    }
    if (s->slay) {
        vt_str(t, "; slays the next ");
        vt_count(t, s->slay, " hero beaten", " heroes beaten");
    }
    if (s->siege) {
        vt_str(t, "; +");
        vt_int(t, s->siege);
        vt_str(t, " to assault rolls");
    }
    if (s->fought) {
        vt_str(t, "; fought");
        for (int f = 0; f <= TD_F_BLACK; f++)
            if (s->fought >> f & 1u) {
                vt_str(t, " ");
                vt_str(t, fight_words[f]);
            }
    }
    if (s->dueled) {
        vt_str(t, "; challenged");
        for (int p = 0; p < s->players; p++)
            if (s->dueled >> p & 1u) {
                vt_str(t, " ");
                vt_seat(t, p, seat);
            }
    }
    if (s->looted)
        vt_str(t, "; looted");
    if (s->assaulted)
        vt_str(t, "; assaulted");
    vt_str(t, ".\n");
}

static void vt_fight(textbuf_t *t, const td_state_t *s, int seat)
{
    vt_str(t, "Fight: ");
    vt_seat(t, s->act, seat);
    vt_str(t, " against ");
    vt_str(t, fight_words[s->fight]);
    vt_str(t, " at ");
    vt_keep(t, s->loc[s->act]);
    vt_str(t, ", target ");
    vt_int(t, s->target);
    if (s->raisers) {
        vt_str(t, "; still to decide on raising it:");
        for (int p = 0; p < s->players; p++)
            if (s->raisers >> p & 1u) {
                vt_str(t, " ");
                vt_seat(t, p, seat);
            }
    }
    if (s->phase == TD_PH_BOOST) {
        vt_str(t, "; rolled ");
        vt_int(t, s->roll);
        if ((s->fight == TD_F_FORT || s->fight == TD_F_KEEP) && s->siege) {
            vt_str(t, " +");
            vt_int(t, s->siege);
            vt_str(t, " siege");
        }
    }
    vt_str(t, ".\n");
}

static void vt_duel(textbuf_t *t, const td_state_t *s, int seat, uint64_t known)
{
    vt_str(t, "Duel: ");
    vt_seat(t, s->act, seat);
    vt_str(t, " challenges ");
    vt_seat(t, s->def, seat);
    for (int side = 0; side < 2; side++) {
        uint64_t stake = s->z[TD_Z_STAKE + side];
        vt_str(t, side ? ", the defender's " : "; stakes: the challenger's ");
        if (!stake)
            vt_str(t, "none");
        else if (stake & known)
            vt_cards(t, stake);
        else
            vt_str(t, "a card face down");
    }
    if (s->phase == TD_PH_BID || s->phase == TD_PH_PUSH) {
        vt_str(t, "; totals ");
        vt_int(t, s->total[0]);
        vt_str(t, " to ");
        vt_int(t, s->total[1]);
    }
    if (s->phase == TD_PH_PUSH)
        vt_str(t, s->winner ? "; the defender won" : "; the challenger won");
    vt_str(t, ".\n");
}

static void vt_dragon(textbuf_t *t, const td_state_t *s, int p, int seat, uint64_t known)
{
    vt_str(t, "  ");
    vt_seat(t, p, seat);
    vt_str(t, ": at ");
    vt_keep(t, s->loc[p]);
    vt_str(t, ", power ");
    vt_int(t, s->power[p]);
    if (s->power[p] == 0)
        vt_str(t, " (die at the Castle)");
    if (s->missed[p]) {
        vt_str(t, ", misses ");
        vt_count(t, s->missed[p], " turn", " turns");
    }
    if (p != seat) {
        vt_str(t, "; hand ");
        vt_hidden(t, s->z[TD_Z_HAND + p], known);
    }
    vt_str(t, "; hoard pile ");
    vt_hoard(t, s, p, known);
    int held = 0;
    for (int k = 0; k < TD_KEEPS; k++) {
        if (s->keep_owner[k] == p) {
            vt_str(t, held++ ? ", " : "; holds ");
            vt_keep(t, k);
        }
        if (s->fort[k] == p) {
            vt_str(t, held++ ? ", " : "; holds ");
            vt_str(t, "the fortification of ");
            vt_keep(t, k);
        }
    }
    for (int h = 0; h < TD_HEROES; h++)
        if (s->hero_owner[h] == p) {
            vt_str(t, held++ ? ", " : "; holds ");
            vt_str(t, fight_words[h]);
        }
    vt_str(t, "\n");
}

static void vt_keep_line(textbuf_t *t, const td_state_t *s, int k, int seat, uint64_t known)
{
    vt_str(t, "  ");
    vt_keep(t, k);
    vt_str(t, ": ");
    if (s->keep_owner[k] < 0) {
        vt_str(t, s->fort[k] == -1 ? "standing, fortified" : "standing");
    } else {
        vt_str(t, "destroyed by ");
        vt_seat(t, s->keep_owner[k], seat);
    }
    if (s->ruin[k] >= 0) {
        const td_ruin_card_t *r = &td_tab->deck.ruin[(int)s->ruin[k]];
        vt_str(t, "; Ruins: ");
        vt_str(t, r->name);
        vt_str(t, " (");
        vt_str(t, td_ruin_names[r->effect]);
        vt_str(t, ")");
    }
    vt_str(t, "; pile ");
    vt_hidden(t, s->z[TD_Z_KEEP + k], known);
    for (int h = 0; h < TD_HEROES; h++)
        if (s->hero_loc[h] == k) {
            vt_str(t, "; ");
            vt_str(t, fight_words[h]);
            vt_str(t, " is here");
        }
    if (s->black_loc == k)
        vt_str(t, "; the Black Dragon is here");
    int here = 0;
    for (int p = 0; p < s->players; p++)
        if (s->loc[p] == k) {
            vt_str(t, here++ ? ", " : "; dragons: ");
            vt_seat(t, p, seat);
        }
    vt_str(t, "\n");
}

int td_view_text(const void *st, int seat, char *buf, size_t n)
{
    const td_state_t *s = st;
    uint64_t known = s->known[seat];
    textbuf_t t = {buf, n, 0};
    if (n)
        buf[0] = '\0';
    vt_str(&t, "Tin Dragon, ");
    vt_int(&t, s->players);
    vt_str(&t, " players. You are seat ");
    vt_int(&t, seat + 1);
    vt_str(&t, ".");
    if (s->phase <= TD_PH_PLACE) {
        vt_str(&t, " The draft: ");
        vt_count(&t, s->draft_left, " pick left", " picks left");
        vt_str(&t, " after this one.\n");
    } else {
        vt_str(&t, " Round ");
        vt_int(&t, s->rounds);
        vt_str(&t, ", turn ");
        vt_int(&t, s->turns);
        vt_str(&t, "; ");
        vt_seat(&t, s->first, seat);
        vt_str(&t, " took the first turn.");
        if (s->endgame) {
            vt_str(&t, " The final round: ");
            vt_count(&t, s->final_left, " final turn", " final turns");
            vt_str(&t, " still to start.");
        }
        vt_str(&t, "\n");
    }
    vt_now(&t, s, seat);
    if (s->phase >= TD_PH_FINAL && s->phase <= TD_PH_RAID)
        vt_turn(&t, s, seat);
    if (s->fight != TD_F_NONE)
        vt_fight(&t, s, seat);
    if (s->def != TD_NONE)
        vt_duel(&t, s, seat, known);
    if (s->phase == TD_PH_BOLSTER && s->act == seat) {
        vt_str(&t, "You bolster with: ");
        vt_cards(&t, s->z[TD_Z_ASIDE]);
        vt_str(&t, ".\n");
    }
    if (s->phase <= TD_PH_PLACE) {
        vt_str(&t, "Your draft packet: ");
        vt_cards(&t, s->z[TD_Z_PACK + seat]);
        vt_str(&t, ".\n");
    }
    vt_str(&t, "Your hand: ");
    vt_cards(&t, s->z[TD_Z_HAND + seat]);
    vt_str(&t, ".\nYour power: ");
    vt_int(&t, s->power[seat]);
    vt_str(&t, ". Your points now: ");
    vt_int(&t, td_score(s, seat));
    vt_str(&t, ".\nDragons:\n");
    for (int p = 0; p < s->players; p++)
        vt_dragon(&t, s, p, seat, known);
    vt_str(&t, "Keeps:\n");
    for (int k = 0; k < TD_KEEPS; k++)
        vt_keep_line(&t, s, k, seat, known);
    vt_str(&t, "At the Castle:");
    int castle = 0;
    for (int h = 0; h < TD_HEROES; h++)
        if (s->hero_loc[h] == TD_CASTLE) {
            vt_str(&t, castle++ ? ", " : " ");
            vt_str(&t, fight_words[h]);
        }
    vt_str(&t, castle ? ".\n" : " no hero.\n");
    vt_str(&t, "Master deck: ");
    vt_hidden(&t, s->z[TD_Z_MSET], known);
    if (s->z[TD_Z_MQ]) {
        vt_str(&t, ", then under it, top first: ");
        vt_queue(&t, s, s->z[TD_Z_MQ], known);
    }
    vt_str(&t, ". Ruins cards left: ");
    vt_int(&t, td_popc(s->ruins_left));
    vt_str(&t, ".\n");
    return tb_finish(&t);
}
