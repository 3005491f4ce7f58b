/* djinn_rules.c - the rule parameters: the --rule table generated from DJINN_RULES,
 * the custom rules (card files), the whole-ruleset check and setup's copy of the
 * rules into the state. RULES.md "Rule parameters" explains each rule. */
#include <stdio.h>
#include <string.h>

#include "djinn.h"

/* ---- the rule table: every rule of DJINN_RULES (djinn.h) ---- */

const rule_param_t djinn_params[] = {RULES_PARAMS(DJINN_RULES, djinn_rules_t)};
RULES_PACK_FN(djinn_rules_pack, DJINN_RULES, djinn_state_t, djinn_rules_t)
RULES_CHECK(DJINN_RULES)

/* The custom rules: a cave file or a Djinn card file, loaded into the rules' own
 * decks (the defaults loaded by init stay untouched). */
int djinn_rules_set(void *rules, const char *key, const char *val, char *err, size_t n)
{
    djinn_rules_t *r = rules;
    djinn_decks_t d;
    memset(&d, 0, sizeof d);
    if (strcmp(key, "caves") == 0) {
        if (djinn_load_caves(&d, val, 0, err, n))
            return 1;
        memcpy(r->decks.ncaves, d.ncaves, sizeof d.ncaves);
        memcpy(r->decks.cave, d.cave, sizeof d.cave);
        r->custom_caves = 1;
        return 0;
    }
    if (strcmp(key, "djinn_cards") == 0) {
        if (djinn_load_djinn(&d, val, 0, err, n))
            return 1;
        r->decks.ndjinn = d.ndjinn;
        memcpy(r->decks.djinn, d.djinn, sizeof d.djinn);
        r->custom_djinn = 1;
        return 0;
    }
    snprintf(err, n, "unknown rule '%s' for game djinn", key);
    return 1;
}

static const djinn_decks_t *caves_of(const djinn_rules_t *r)
{
    return r->custom_caves ? &r->decks : djinn_default_decks;
}

static const djinn_decks_t *djinn_of(const djinn_rules_t *r)
{
    return r->custom_djinn ? &r->decks : djinn_default_decks;
}

/* The whole ruleset for a player count: every card dealt must exist. */
int djinn_rules_check(const void *rules, int players, char *err, size_t n)
{
    const djinn_rules_t *r = rules;
    if (players < 2 || players > DJ_MAX_PLAYERS) {
        snprintf(err, n, "djinn is for 2 to 4 players, not %d", players);
        return 1;
    }
    if (r->tricks > r->hand_size) {
        snprintf(err, n, "rule tricks (%d) cannot exceed hand_size (%d)", r->tricks,
                 r->hand_size);
        return 1;
    }
    if (players * r->hand_size + 1 > r->colours * r->values) {
        snprintf(err, n, "%d players x hand_size %d + a trump card need more than the "
                 "%d x %d treasure cards", players, r->hand_size, r->colours, r->values);
        return 1;
    }
    const djinn_decks_t *c = caves_of(r), *d = djinn_of(r);
    for (int l = 0; l < DJ_LEVELS; l++)
        if (r->caves_dealt > c->ncaves[l]) {
            snprintf(err, n, "rule caves_dealt (%d) exceeds the %d cave cards of level %d",
                     r->caves_dealt, c->ncaves[l], l + 3);
            return 1;
        }
    if (players * r->djinn_start > d->ndjinn) {
        snprintf(err, n, "%d players x djinn_start %d exceed the %d Djinn cards", players,
                 r->djinn_start, d->ndjinn);
        return 1;
    }
    return 0;
}

/* Setup's copy of the rules into the state: the packed rule values, the cave and
 * Djinn card lists in force, and the treasure cards of this ruleset. */
void djinn_rules_apply(djinn_state_t *s, const djinn_rules_t *r, int players)
{
    s->players = (uint8_t)players;
    djinn_rules_pack(s, r);
    const djinn_decks_t *c = caves_of(r), *d = djinn_of(r);
    memcpy(s->ncaves, c->ncaves, sizeof s->ncaves);
    memcpy(s->cave, c->cave, sizeof s->cave);
    s->ndjinn = d->ndjinn;
    memcpy(s->djinn, d->djinn, sizeof s->djinn);
    for (int c2 = 0; c2 < s->colours; c2++)
        s->all |= ((1ULL << s->values) - 1) << (16 * c2);
}

