/* dynamite_rules.c - Dynamite: the rule table (expanded from DYN_RULES in
 * dynamite.h) and the whole-ruleset check for a player count. */
#include <stdio.h>

#include "dynamite.h"

const char *const dyn_mode_names[] = {"single", "best_of", "points", NULL};
const char *const dyn_det_names[] = {"explode", "none", "wild", "skip_all", "pass_hands", NULL};
const char *const dyn_match_names[] = {"kind", "class", "pairs", "symbol", NULL};
const char *const dyn_pend_names[] = {"last_standing", "first_reaches", NULL};
const char *const dyn_turned_names[] = {"counts", "turn_again", NULL};

RULES_CHECK(DYN_RULES)
const rule_param_t dynamite_params[] = {RULES_PARAMS(DYN_RULES, dyn_rules_t)};

int dyn_rules_check(const void *rules, int players, char *err, size_t n)
{
    const dyn_rules_t *r = rules;
    if (players < 2 || players > 8) {
        snprintf(err, n, "dynamite: %d players, expected 2 to 8", players);
        return 1;
    }
    if (r->pairs && (players < 4 || players % 2)) {
        snprintf(err, n, "rule pairs: needs an even number of players, 4 or more (got %d)",
                 players);
        return 1;
    }
    if (r->out_limit <= r->hand_size) {
        snprintf(err, n, "rule out_limit (%d) must be more than hand_size (%d)",
                 (int)r->out_limit, (int)r->hand_size);
        return 1;
    }
    if (r->deck_total != dyn_deck->total) {
        snprintf(err, n, "%s: holds %d cards, but rule deck_total is %d (the component list "
                 "has 110)", dyn_deck_path(), dyn_deck->total, (int)r->deck_total);
        return 1;
    }
    if (r->wild_as_dina) { /* every DINA card and every wild may be in play at once */
        const dyn_set_t *d = &dyn_deck->cards;
        int bombs = dyn_count(d, DYN_WILD) + (r->detonator == DYN_DET_WILD ? dyn_count(d, DYN_DET) : 0);
        for (int c = 0; c < DYN_COLOURS; c++) bombs += dyn_count(d, DYN_KIND(c, DYN_DINA));
        if (bombs > DYN_MAX_BOMBS) {
            snprintf(err, n, "rule wild_as_dina: %s holds %d DINAs and wild cards that may all "
                     "be in play as DINAs, the state has room for %d (set wild_as_dina=false)",
                     dyn_deck_path(), bombs, DYN_MAX_BOMBS);
            return 1;
        }
    }
    if (r->hand_size * players + 1 > dyn_deck->total) {
        snprintf(err, n, "rule hand_size: %d cards to %d players leave no starting card in a "
                 "%d-card deck", (int)r->hand_size, players, dyn_deck->total);
        return 1;
    }
    return 0;
}
