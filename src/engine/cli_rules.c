/* cli_rules.c - the rule assignments of the command line (--rule, --rules, --deck)
 * applied in order to a game's rules struct, and their text for the CSV. */
#include <string.h>

#include "cli_internal.h"
#include "rules.h"

/* How many --deck a game takes: rules <deck_rule>1, <deck_rule>2... in its table. */
static int deck_slots(const game_t *g)
{
    char key[64];
    int k = 0;
    if (!g->deck_rule)
        return 0;
    do
        snprintf(key, sizeof key, "%s%d", g->deck_rule, ++k);
    while (rules_find(g, key));
    return k - 1;
}

/* A game's own rule errors (a deck file's, a card file's) may quote the value whole,
 * a long path say: each time it appears it is shown as every echoed value is, cut. */
static const char *value_shown(const char *err, const char *val)
{
    static char out[CLI_ERRLEN * 2];
    size_t vl = strlen(val), k = 0;
    const char *at;
    if (vl <= CLI_SHOWN)
        return err;
    while ((at = strstr(err, val)) && k < sizeof out - 1) {
        k += (size_t)snprintf(out + k, sizeof out - k, "%.*s%s", (int)(at - err), err,
                              cli_shown(val));
        err = at + vl;
    }
    if (k < sizeof out - 1)
        snprintf(out + k, sizeof out - k, "%s", err);
    return out;
}

int cli_apply_rules(const game_t *g, void *rules, options_t *o)
{
    char err[CLI_ERRLEN];
    for (int i = 0; i < o->nrules; i++) {
        rule_entry_t *e = &o->rules[i];
        if (e->deck) {
            int slots = deck_slots(g);
            if (slots == 0)
                return cli_fail("%s: game %s takes no decks", e->where, g->id);
            if (e->deck > slots)
                return cli_fail("%s: game %s takes at most %d decks, one per seat", e->where,
                                g->id, slots);
            snprintf(e->key, sizeof e->key, "%s%d", g->deck_rule, e->deck);
        }
        if (rules_set(g, rules, e->key, e->val, err, sizeof err))
            return cli_fail("%s: %s", e->where, value_shown(err, e->val));
    }
    return 0;
}

void cli_rules_text(const options_t *o, char *buf, size_t n)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < o->nrules && len < n; i++)
        len += (size_t)snprintf(buf + len, n - len, "%s%s=%s", i ? ";" : "", o->rules[i].key,
                                o->rules[i].val);
}
