/* dinn_cards.c - Dinn's cards as deck studies see them (game_t.cards): the pool by
 * number and name, a seat's deck read and replaced, the shuffle key of a deck, the
 * checks of a legal deck that only warn (cards no hero of the deck can play), the
 * "did you mean" of a misspelled card name, and the card-usage events of a game
 * (src/card_event.h). */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "card_event.h"
#include "dinn_internal.h"

/* ---- card usage (call only when CARD_ON()) ---- */

void dinn_usage_cards(const dinn_state_t *st, int p, uint64_t cards, int kind)
{
    while (cards) {
        int i = __builtin_ctzll(cards);
        cards &= cards - 1;
        card_event(p, st->s[p].list[i], kind);
    }
}

/* Both heroes fought a battle; loser -1 for a tie (neither won). */
void dinn_usage_battle(const dinn_state_t *st, int loser)
{
    for (int p = 0; p < 2; p++) {
        const dinn_side_t *me = &st->s[p];
        if (me->hero == DINN_NONE)
            continue;
        card_event(p, me->list[me->hero], CARD_BATTLE);
        if (loser >= 0 && loser != p)
            card_event(p, me->list[me->hero], CARD_BATTLE_WON);
    }
}

/* ---- the shuffle key ---- */

uint64_t dinn_deck_key(const uint8_t *ids, int n)
{
    uint64_t h = 0xcbf29ce484222325ULL; /* FNV-1a over the pool ids, then mixed */
    for (int i = 0; i < n; i++)
        h = (h ^ ids[i]) * 0x100000001b3ULL;
    return dinn_mix64(h ^ (uint64_t)n);
}

/* ---- the card table ---- */

static int cards_count(void)
{
    return dinn_pool->n;
}

static const char *cards_name(int card)
{
    return card >= 0 && card < dinn_pool->n ? dinn_pool->info[card].name : "?";
}

static int cards_category(int card)
{
    return card >= 0 && card < dinn_pool->n ? dinn_category(&dinn_pool->card[card]) : -1;
}

static int cards_deck_get(const void *vr, int seat, int *cards, int max)
{
    const dinn_deck_t *d = dinn_deck_of(vr, seat);
    for (int i = 0; i < d->n && i < max; i++)
        cards[i] = d->ids[i];
    return d->n;
}

static int cards_deck_put(void *vr, int seat, const int *cards, int n, const char *label,
                          uint64_t key, char *err, size_t errn)
{
    dinn_rules_t *r = vr;
    if (seat < 0 || seat > 1) {
        snprintf(err, errn, "dinn has seats 1 and 2, not %d", seat + 1);
        return 1;
    }
    if (n < 1 || n > DINN_MAX_DECK) {
        snprintf(err, errn, "%s: %d cards; a deck holds 1 to %d", label, n, DINN_MAX_DECK);
        return 1;
    }
    dinn_deck_t *d = &r->deck[seat];
    memset(d, 0, sizeof *d);
    for (int i = 0; i < n; i++) {
        if (cards[i] < 0 || cards[i] >= dinn_pool->n) {
            snprintf(err, errn, "%s: card number %d is not in the pool (0 to %d)", label,
                     cards[i], dinn_pool->n - 1);
            return 1;
        }
        d->ids[i] = (uint8_t)cards[i];
        d->lines[i] = i + 1;
    }
    d->n = n;
    snprintf(d->path, sizeof d->path, "%s", label);
    d->key = key ? key : dinn_deck_key(d->ids, n);
    return 0;
}

/* The attribute names of a mask, "Demon, Dread". */
static void attr_text(uint32_t attrs, char *buf, size_t n)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int a = 0; a < DINN_PRIMARIES + DINN_SUBS && len < n; a++)
        if (attrs >> a & 1)
            len += (size_t)snprintf(buf + len, n - len, "%s%s", len ? ", " : "",
                                    dinn_attr_names[a]);
}

/* Warnings about a legal deck: each Equipment or Action card that no hero of the deck
 * can play (its attributes are on none of them). A hero may still play it after
 * adopting the opponent's attributes (adopt_attributes), which the warning says when
 * the deck holds such a card. */
static int cards_deck_warn(const void *vr, int seat, char *buf, size_t n)
{
    const dinn_deck_t *d = dinn_deck_of(vr, seat);
    int adopt = 0, count = 0;
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < d->n; i++)
        adopt |= dinn_pool->card[d->ids[i]].fx == FX_ADOPT_ATTRIBUTES;
    for (int i = 0; i < d->n; i++) {
        const dinn_card_t *c = &dinn_pool->card[d->ids[i]];
        if (c->type == DINN_HERO || c->attrs == 0)
            continue;
        int ok = 0;
        for (int j = 0; j < d->n && !ok; j++) {
            const dinn_card_t *h = &dinn_pool->card[d->ids[j]];
            ok = h->type == DINN_HERO && (c->attrs & ~h->eff) == 0;
        }
        if (ok)
            continue;
        char attrs[160];
        attr_text(c->attrs, attrs, sizeof attrs);
        count++;
        if (len < n)
            len += (size_t)snprintf(
                buf + len, n - len,
                "%s:%d: '%s' (%s) needs %s, which no hero of the deck has: %s\n", d->path, d->lines[i], dinn_pool->info[d->ids[i]].name,
                c->type == DINN_EQUIPMENT ? "equipment" : "action", attrs,
                adopt ? "only a hero that adopts them (adopt_attributes) can play it"
                      : "it can never be played");
    }
    if (len >= n && n > 0)
        buf[n - 1] = '\0';
    return count;
}

const game_cards_t dinn_cards = {
    .count = cards_count,
    .name = cards_name,
    .deck_get = cards_deck_get,
    .deck_put = cards_deck_put,
    .deck_warn = cards_deck_warn,
    .category = cards_category,
};

/* ---- did you mean ---- */

/* Edit distance with adjacent transpositions (optimal string alignment), ignoring case;
 * names up to 63 characters. */
static int edit_distance(const char *a, const char *b)
{
    int la = (int)strlen(a), lb = (int)strlen(b);
    if (la > 63) la = 63;
    if (lb > 63) lb = 63;
    int d[64][64];
    for (int i = 0; i <= la; i++)
        d[i][0] = i;
    for (int j = 0; j <= lb; j++)
        d[0][j] = j;
    for (int i = 1; i <= la; i++)
        for (int j = 1; j <= lb; j++) {
            int ca = tolower((unsigned char)a[i - 1]), cb = tolower((unsigned char)b[j - 1]);
            int v = d[i - 1][j - 1] + (ca != cb);
            if (d[i - 1][j] + 1 < v) v = d[i - 1][j] + 1;
            if (d[i][j - 1] + 1 < v) v = d[i][j - 1] + 1;
            if (i > 1 && j > 1 && ca == tolower((unsigned char)b[j - 2]) &&
                tolower((unsigned char)a[i - 2]) == cb && d[i - 2][j - 2] + 1 < v)
                v = d[i - 2][j - 2] + 1;
            d[i][j] = v;
        }
    return d[la][lb];
}

/* Whether `part` occurs in `whole`, ignoring case. */
static int contains(const char *whole, const char *part)
{
    size_t lp = strlen(part);
    if (lp == 0)
        return 0;
    for (const char *s = whole; *s; s++) {
        size_t k = 0;
        while (k < lp && s[k] && tolower((unsigned char)s[k]) == tolower((unsigned char)part[k]))
            k++;
        if (k == lp)
            return 1;
    }
    return 0;
}

int dinn_suggest(const char *name, char *buf, size_t n)
{
    enum { KEEP = 3 };
    int best[KEEP], score[KEEP], kept = 0;
    int len = (int)strlen(name);
    int limit = len / 3 > 2 ? len / 3 : 2; /* typos: about one edit in three letters */
    for (int c = 0; c < dinn_pool->n; c++) {
        const char *pn = dinn_pool->info[c].name;
        int s = edit_distance(name, pn);
        if (s > limit) {
            if (len >= 4 && contains(pn, name))
                s = limit + 1; /* a part of the name: after every near spelling */
            else
                continue;
        }
        int at = kept;
        while (at > 0 && score[at - 1] > s)
            at--;
        if (at >= KEEP)
            continue;
        for (int k = (kept < KEEP ? kept : KEEP - 1); k > at; k--) {
            best[k] = best[k - 1];
            score[k] = score[k - 1];
        }
        best[at] = c;
        score[at] = s;
        if (kept < KEEP)
            kept++;
    }
    size_t l = 0;
    buf[0] = '\0';
    for (int k = 0; k < kept && l < n; k++)
        l += (size_t)snprintf(buf + l, n - l, "%s'%s'", k == 0 ? "" : k == kept - 1 ? " or " : ", ",
                              dinn_pool->info[best[k]].name);
    return kept;
}
