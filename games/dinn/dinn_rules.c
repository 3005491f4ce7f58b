/* dinn_rules.c - Dinn's rule parameters: the --rule table from the rule list in
 * dinn.h, the custom rules deck1/deck2 (deck files) and the whole-ruleset check. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "data.h"
#include "dinn_internal.h"

RULES_CHECK(DINN_RULES)

const rule_param_t dinn_params[] = {RULES_PARAMS(DINN_RULES, dinn_rules_t)};

/* deck1/deck2: the k-th seat's decklist file. A relative path that does not exist
 * from the working directory is looked up under the data directory too (so
 * "experiments/dinn/decks/camelot.txt" works from anywhere, and the signature's
 * variants can name the example decks). */
int dinn_rules_set(void *vr, const char *key, const char *val, char *err, size_t n)
{
    dinn_rules_t *r = vr;
    int k = strcmp(key, "deck1") == 0 ? 0 : strcmp(key, "deck2") == 0 ? 1 : -1;
    if (k < 0) {
        snprintf(err, n, "unknown rule '%s' for game dinn", key);
        return 1;
    }
    if (dinn_init(err, n))
        return 1;
    char alt[1024];
    const char *path = val;
    if (val[0] != '/' && access(val, F_OK) != 0) {
        data_path(alt, sizeof alt, val);
        if (access(alt, F_OK) == 0)
            path = alt;
    }
    dinn_deck_t d;
    if (dinn_deck_load(&d, path, err, n))
        return 1;
    r->deck[k] = d;
    return 0;
}

int dinn_rules_check(const void *vr, int players, char *err, size_t n)
{
    const dinn_rules_t *r = vr;
    if (players != 2) {
        snprintf(err, n, "dinn is a 2-player game, not %d", players);
        return 1;
    }
    int sum = r->triple_heroes + r->double_heroes + r->single_heroes + r->equipment +
              r->actions;
    if (sum != r->deck_size) {
        snprintf(err, n, "rule deck_size=%d but triple_heroes+double_heroes+single_heroes+"
                 "equipment+actions=%d: they must agree", r->deck_size, sum);
        return 1;
    }
    if (r->triple_heroes + r->double_heroes + r->single_heroes == 0) {
        snprintf(err, n, "a deck needs heroes: triple_heroes, double_heroes and "
                 "single_heroes are all 0");
        return 1;
    }
    if (r->hand_size > r->deck_size) {
        snprintf(err, n, "rule hand_size=%d is more than deck_size=%d", r->hand_size,
                 r->deck_size);
        return 1;
    }
    for (int s = 0; s < 2; s++)
        if (dinn_deck_check(dinn_deck_of(r, s), r, err, n))
            return 1;
    return 0;
}
