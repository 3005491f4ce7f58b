/* dnup_rules.c - the rule table (generated from DNUP_RULES in dnup.h) and the check of
 * a whole ruleset for a player count. dnup has no custom rules. */
#include <stdio.h>

#include "dnup.h"

const rule_param_t dnup_params[] = {RULES_PARAMS(DNUP_RULES, dnup_rules_t)};
RULES_CHECK(DNUP_RULES)

int dnup_rules_check(const void *vr, int players, char *err, size_t n)
{
    const dnup_rules_t *r = vr;
    if (players >= 3 && r->points_first + r->points_second < 1) {
        snprintf(err, n, "rules points_first and points_second are both 0: with %d players "
                 "nobody could ever score", players);
        return 1;
    }
    /* the cards file keeps at least one card per player for every count: dnup_deck_load */
    return 0;
}
