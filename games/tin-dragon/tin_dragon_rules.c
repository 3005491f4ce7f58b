/* tin_dragon_rules.c - the rule parameters: the --rule table generated from TD_RULES
 * (tin_dragon.h), setup's copy into the state, and the whole-ruleset check for a
 * player count. RULES.md section 1 explains each rule. */
#include <stdio.h>

#include "tin_dragon.h"

const char *const td_start_ties_names[] = {"reroll", "seat", NULL};

/* ---- the rule table: every rule of TD_RULES (tin_dragon.h) ---- */

const rule_param_t td_params[] = {RULES_PARAMS(TD_RULES, td_rules_t)};
RULES_CHECK(TD_RULES)
RULES_PACK_FN(pack_rules, TD_RULES, td_cfg_t, td_rules_t)

/* Setup's copy of the rules into the state. */
void td_rules_pack(td_cfg_t *c, const td_rules_t *r)
{
    pack_rules(c, r);
}

int td_rules_check(const void *rules, int players, char *err, size_t n)
{
    const td_rules_t *r = rules;
    if (players < 2 || players > TD_MAX_PLAYERS) {
        snprintf(err, n, "tin-dragon is for 2 to %d players, not %d", TD_MAX_PLAYERS, players);
        return 1;
    }
    if (r->start_power > r->power_max || r->rest_power > r->power_max) {
        snprintf(err, n, "start_power (%d) and rest_power (%d) must not exceed power_max (%d)",
                 r->start_power, r->rest_power, r->power_max);
        return 1;
    }
    if (r->deck_total != td_tab->nbase) {
        snprintf(err, n, "%s: holds %d base cards, but rule deck_total is %d (the shipped list "
                 "has 48; to play another list on purpose, set deck_total to its count)",
                 td_tab->cards_path, td_tab->nbase, r->deck_total);
        return 1;
    }
    int need = TD_KEEPS * r->cards_per_keep + players * r->draft_size;
    if (need > td_tab->nbase) {
        snprintf(err, n, "6 keeps x cards_per_keep (%d) + %d players x draft_size (%d) = %d "
                 "cards, but cards.csv has %d", r->cards_per_keep, players, r->draft_size, need,
                 td_tab->nbase);
        return 1;
    }
    return 0;
}
