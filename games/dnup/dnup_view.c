/* dnup_view.c - what a seat knows: determinize (re-deal what it has not seen), the
 * heuristic evaluation agents use, its observation (observe) and its view as text
 * (view_text). */
#include <string.h>

#include "dnup.h"
#include "obsbuf.h"
#include "textbuf.h"

/* ---- hidden information ---- */

/* Everything the observer has not seen is re-dealt: the opponents' cards that came
 * from the deal (not `known`), with their hand sizes kept. Their orientation is as
 * unknown as the cards: random, or, with random_orientation off, the orientation all
 * of that hand's dealt cards share (they were dealt alike and rotate together).
 * The star card is the exception: everyone saw its holder open the round, and it
 * can only leave that hand face up on the table, so while it is in a hand and not
 * `known` it stays where it is; only its orientation is hidden. */
void dnup_determinize(void *vs, int observer, rng_t *rng)
{
    dnup_state_t *s = vs;
    const uint64_t star = 1ull << dnup_deck->star;
    uint8_t pool[DNUP_MAX_CARDS];
    int npool = 0, count[DNUP_MAX_PLAYERS] = {0};
    uint64_t dealt_side[DNUP_MAX_PLAYERS] = {0};
    uint64_t random_side = ((uint64_t)rng_u32(rng) << 32) | rng_u32(rng);
    for (int p = 0; p < s->players; p++) {
        uint64_t unseen = s->hand[p] & ~s->known;
        if (p == observer || !unseen)
            continue;
        dealt_side[p] = (s->orient >> dnup_lowest(unseen) & 1) ? ~0ull : 0;
        if (unseen & star && s->random_orientation)
            s->orient = (s->orient & ~star) | (random_side & star);
        unseen &= ~star;
        count[p] = dnup_count(unseen);
        s->hand[p] &= ~unseen;
        s->orient &= ~unseen;
        for (; unseen; unseen &= unseen - 1)
            pool[npool++] = (uint8_t)dnup_lowest(unseen);
    }
    if (!npool)
        return;
    rng_shuffle_u8(rng, pool, npool);
    random_side = ((uint64_t)rng_u32(rng) << 32) | rng_u32(rng);
    int k = 0;
    for (int p = 0; p < s->players; p++) {
        uint64_t cards = 0;
        for (int i = 0; i < count[p]; i++)
            cards |= 1ull << pool[k++];
        s->hand[p] |= cards;
        s->orient |= cards & (s->random_orientation ? random_side : dealt_side[p]);
    }
}

/* ---- heuristic ---- */

/* Progress towards the win (tokens or rounds) against the best opponent, and cards
 * left against the opponents' average: both matter, the score more. */
double dnup_evaluate(const void *vs, int seat)
{
    const dnup_state_t *s = vs;
    if (s->winner >= 0)
        return seat == s->winner ? 1.0 : 0.0;
    double target = s->two_player ? s->rounds_to_win : s->points_to_win;
    double mine = s->score[seat] / target, best = 0.0, opp_cards = 0.0;
    int opponents = 0;
    for (int p = 0; p < s->players; p++) {
        if (p == seat)
            continue;
        double progress = s->score[p] / target;
        if (progress > best)
            best = progress;
        if (p != s->out) {
            opp_cards += dnup_count(s->hand[p]);
            opponents++;
        }
    }
    if (mine > 1.0) mine = 1.0;
    if (best > 1.0) best = 1.0;
    double my_cards = dnup_count(s->hand[seat]);
    double avg = opponents ? opp_cards / opponents : 0.0;
    double cards = (avg - my_cards) / (avg + my_cards + 1.0);
    double e = 0.5 + 0.35 * (mine - best) + 0.15 * cards;
    return e < 0.0 ? 0.0 : e > 1.0 ? 1.0 : e;
}

/* ---- what a seat knows: observe() and view_text() ---- */




/* Cards of other seats' hands that `seat` has not seen: dealt to them and never on the
 * table since. */
static inline uint64_t unseen_of(const dnup_state_t *s, int p)
{
    return s->hand[p] & ~s->known;
}

#define OBS_RULE_INT(key) ob_u64(&o, (uint64_t)(int64_t)s->key);
#define OBS_RULE_BOOL(key) ob_u8(&o, (unsigned)s->key);
#define OBS_RULE_ENUM(key) ob_u8(&o, (unsigned)s->key);
#define OBS_RULE_CUSTOM(key)
#define OBS_RULE_(C, kind, key, def, lo, hi, ptype, extra, help) OBS_RULE_##kind(key)

/* The seat's information set as bytes, in a fixed order:
 *   who is asking and the rules in force (every rule of DNUP_RULES);
 *   the public counters: turns, rounds, seat to move, area, dealer, the player out, the
 *   winner, capped, every score;
 *   the cards the seat sees with their sides: its own hand, every set on the table, the
 *   discard pile (each card was seen face up), the `known` cards in other hands and
 *   whose they are;
 *   of every other seat's unseen cards: how many, whether the star card is among them
 *   (the seat that opened the round holds it until it plays it: RULES.md), and, when
 *   cards are dealt without random orientation, the side they all show.
 * In the 2-player game the opponent's unseen cards are all the cards not accounted
 * for elsewhere, so their identity follows from the above; only their sides do not. */
size_t dnup_observe(const void *vs, int seat, uint8_t *buf, size_t n)
{
    const dnup_state_t *s = vs;
    obsbuf_t o = {buf, n, 0};
    const uint64_t star = 1ull << dnup_deck->star;
    ob_u8(&o, (unsigned)seat);
    ob_u8(&o, (unsigned)s->players);
    DNUP_RULES(OBS_RULE_, ~)
    ob_u64(&o, s->in_play);
    ob_u64(&o, (uint64_t)s->turns);
    ob_u64(&o, (uint64_t)s->rounds);
    ob_u8(&o, (unsigned)s->seat);
    ob_u8(&o, (unsigned)s->area);
    ob_u8(&o, (unsigned)s->dealer);
    ob_u8(&o, (unsigned)(s->out + 1));
    ob_u8(&o, (unsigned)(s->winner + 1));
    ob_u8(&o, (unsigned)s->capped);
    for (int p = 0; p < s->players; p++)
        ob_u64(&o, (uint64_t)(uint16_t)s->score[p]);
    uint64_t seen = s->hand[seat] | s->discard | s->known;
    ob_u64(&o, s->hand[seat]);
    for (int slot = 0; slot < s->players * DNUP_AREAS; slot++) {
        ob_u64(&o, s->set[slot]);
        seen |= s->set[slot];
    }
    ob_u64(&o, s->discard);
    ob_u64(&o, s->known);
    ob_u64(&o, s->orient & seen);
    for (int p = 0; p < s->players; p++) {
        if (p == seat)
            continue;
        uint64_t unseen = unseen_of(s, p);
        ob_u64(&o, s->hand[p] & s->known);
        ob_u8(&o, (unsigned)dnup_count(unseen));
        ob_u8(&o, (unseen & star) != 0);
        if (!s->random_orientation && unseen)
            ob_u8(&o, (unsigned)(s->orient >> dnup_lowest(unseen)) & 1u);
    }
    return o.len;
}

/* ---- view_text: the same knowledge in words ----
 * Written without printf (tb_str, tb_int): the test battery asks every seat's view at
 * every step it checks, and formatting dominated its time. */

/* Cards separated by spaces: "4/1 4/3" (sides known: the side up first) or "1-5 2-9"
 * (sides unseen: the two values in the cards file's order). */
static void vt_cards(textbuf_t *t, const dnup_state_t *s, uint64_t cards, int sides)
{
    char text[DNUP_MAX_CARDS * 4];
    size_t len = 0;
    for (; cards; cards &= cards - 1) {
        int c = dnup_lowest(cards);
        int side = sides ? (int)(s->orient >> c) & 1 : 0;
        if (len)
            text[len++] = ' ';
        text[len++] = (char)('0' + dnup_deck->face[c][side]);
        text[len++] = sides ? '/' : '-';
        text[len++] = (char)('0' + dnup_deck->face[c][side ^ 1]);
    }
    tb_mem(t, text, len);
}

static void vt_place(textbuf_t *t, const dnup_state_t *s, int slot)
{
    tb_str(t, "seat ");
    tb_int(t, slot / DNUP_AREAS + 1);
    if (s->two_player) {
        tb_str(t, " area ");
        tb_int(t, slot % DNUP_AREAS + 1);
    }
}

/* Lines: the game and who reads it; round and turns; whose turn (or the end); scores;
 * the player out; the dealer; the reader's hand; the table; each other seat's card
 * count and what the reader knows of its cards; the discard pile. Reads only what
 * dnup_observe covers. */
int dnup_view_text(const void *vs, int seat, char *buf, size_t n)
{
    const dnup_state_t *s = vs;
    textbuf_t t = {buf, n, 0};
    const uint64_t star = 1ull << dnup_deck->star;
    tb_str(&t, "dnup, ");
    tb_int(&t, s->players);
    tb_str(&t, " players. You are seat ");
    tb_int(&t, seat + 1);
    tb_str(&t, ".\nRound ");
    tb_int(&t, s->rounds);
    tb_str(&t, ", ");
    tb_int(&t, s->turns);
    tb_str(&t, " turns taken (the game stops at ");
    tb_int(&t, s->turn_cap);
    tb_str(&t, ").\n");
    if (s->winner >= 0) {
        tb_str(&t, "Game over: seat ");
        tb_int(&t, s->winner + 1);
        tb_str(&t, " won.\n");
    } else if (s->capped) {
        tb_str(&t, "Game over: stopped by the turn cap, no winner.\n");
    } else {
        tb_str(&t, "Seat ");
        tb_int(&t, s->seat + 1);
        tb_str(&t, " to move");
        if (s->two_player) {
            tb_str(&t, ", Play Area ");
            tb_int(&t, s->area + 1);
        }
        tb_str(&t, ".\n");
    }
    tb_str(&t, s->two_player ? "Rounds won (" : "Tokens (");
    tb_int(&t, s->two_player ? s->rounds_to_win : s->points_to_win);
    tb_str(&t, " win):");
    for (int p = 0; p < s->players; p++) {
        tb_str(&t, p ? ", seat " : " seat ");
        tb_int(&t, p + 1);
        tb_str(&t, " ");
        tb_int(&t, s->score[p]);
    }
    tb_str(&t, ".\n");
    if (s->out >= 0) {
        tb_str(&t, "Seat ");
        tb_int(&t, s->out + 1);
        tb_str(&t, " is out of cards this round.\n");
    }
    tb_str(&t, "Dealer this round: seat ");
    tb_int(&t, s->dealer + 1);
    tb_str(&t, ".\nYour hand (");
    tb_int(&t, dnup_count(s->hand[seat]));
    tb_str(&t, " cards): ");
    vt_cards(&t, s, s->hand[seat], 1);
    tb_str(&t, "\nTable:");
    int sets = 0;
    for (int slot = 0; slot < s->players * DNUP_AREAS; slot++) {
        uint64_t set = s->set[slot];
        if (!set)
            continue;
        tb_str(&t, "\n  ");
        vt_place(&t, s, slot);
        tb_str(&t, ": ");
        tb_int(&t, dnup_count(set));
        tb_str(&t, " x ");
        tb_int(&t, dnup_shown(s, dnup_lowest(set)));
        tb_str(&t, " (");
        vt_cards(&t, s, set, 1);
        tb_str(&t, ")");
        sets++;
    }
    tb_str(&t, sets ? "\n" : " no sets\n");
    for (int p = 0; p < s->players; p++) {
        if (p == seat)
            continue;
        uint64_t unseen = unseen_of(s, p), seen = s->hand[p] & s->known;
        tb_str(&t, "Seat ");
        tb_int(&t, p + 1);
        tb_str(&t, ": ");
        tb_int(&t, dnup_count(s->hand[p]));
        tb_str(&t, " cards");
        if (seen) {
            tb_str(&t, "; seen from the table: ");
            vt_cards(&t, s, seen, 1);
        }
        if (s->two_player && unseen) {
            /* every card is dealt: the rest are the cards not seen elsewhere */
            tb_str(&t, "; the rest, sides unseen: ");
            vt_cards(&t, s, unseen, 0);
        } else if (unseen & star) {
            tb_str(&t, "; holds the star card, side unseen");
        }
        if (!s->random_orientation && unseen)
            tb_str(&t, (s->orient >> dnup_lowest(unseen)) & 1
                           ? "; its dealt cards show their value_b side"
                           : "; its dealt cards show their value_a side");
        tb_str(&t, ".\n");
    }
    tb_str(&t, "Discard pile (");
    tb_int(&t, dnup_count(s->discard));
    tb_str(&t, " cards)");
    if (s->discard) {
        tb_str(&t, ": ");
        vt_cards(&t, s, s->discard, 1);
    }
    tb_str(&t, "\n");
    return tb_finish(&t);
}
