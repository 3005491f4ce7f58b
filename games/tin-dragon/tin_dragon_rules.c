/* tin_dragon_rules.c - every number of the rules as a parameter (--rule key=value),
 * with the whole-ruleset check for a player count. */
#include <stdio.h>

#include "tin_dragon.h"

#define P(key, def, lo, hi, help) \
    {#key, RULE_INT, offsetof(td_rules_t, key), def, lo, hi, NULL, help, NULL}
#define B(key, def, help) \
    {#key, RULE_BOOL, offsetof(td_rules_t, key), def, 0, 1, NULL, help, NULL}

const char *const td_start_ties_names[] = {"reroll", "seat", NULL};

const rule_param_t td_params[] = {
    P(start_power, 3, 1, 9, "power die value each dragon starts with"),
    P(power_max, 6, 1, 9, "highest value of the power die (a d6: 6)"),
    P(rest_power, 3, 1, 9, "power die value after resting (skipping a turn)"),
    P(die_sides, 6, 2, 12, "sides of the die rolled in fights and duels"),
    P(hero_target, 3, 0, 12, "hero target number: a dragon must roll above it"),
    P(crusader_bonus, 2, 0, 6, "Crusader target + this per destroyed keep"),
    P(wizard_bonus, 1, 0, 6, "Wizard target + this per card in the fighter's hand"),
    P(knight_bonus, 1, 0, 6, "Knight target + this per fortified keep"),
    P(crusader_miss, 1, 0, 3, "turns a dragon misses when the Crusader beats it (its turn ends too)"),
    P(wizard_penalty, 1, 0, 5, "random hand cards to the master deck bottom when the Wizard wins"),
    P(knight_penalty, 2, 0, 9, "power lost when the Knight wins"),
    P(hero_reward, 1, 0, 5, "master deck cards drawn for beating a hero"),
    P(keep_target, 4, 0, 12, "keep target number for an assault"),
    P(fort_target, 2, 0, 12, "fortification target number (beaten before the keep)"),
    P(cards_per_keep, 3, 0, 8, "treasure cards dealt to each keep pile at setup"),
    P(draft_size, 4, 2, 8, "cards dealt for the opening draft (all but one are kept)"),
    P(move_base, 1, 0, 5, "free clockwise steps in the MOVE phase"),
    P(step_cost, 1, 1, 6, "power per extra step in the MOVE phase"),
    P(flee_cost, 1, 0, 6, "power a challenged dragon pays to flee to the next keep"),
    P(end_keeps, 3, 1, 6, "destroyed keeps that start the final round"),
    P(end_heroes, 3, 1, 3, "slain heroes that start the final round"),
    B(end_empty, 1, "the final round starts when no keep pile has cards left"),
    P(endgame_cost, 3, 0, 9, "power paid before each final-round turn (or the turn is lost)"),
    P(card_vp, 1, -5, 5, "victory points per card in the hoard pile"),
    P(defense_only_vp, -1, -5, 5, "victory points per defense-only card in the hoard pile"),
    P(keep_vp, 4, -10, 20, "victory points per destroyed keep in the hoard"),
    P(hero_vp, 4, -10, 20, "victory points per slain hero in the hoard"),
    P(fort_vp, 2, -10, 20, "victory points per fortification in the hoard"),
    P(power_bonus, 2, -10, 20, "victory points for the single highest power die (none on a tie)"),
    P(trap_loss, 1, 0, 9, "power lost when looting a card with the trap symbol"),
    P(fly_steps, 2, 1, 5, "most steps the fly symbol moves a dragon"),
    P(siege_bonus, 2, 0, 9, "assault roll bonus of the siege symbol"),
    P(seek_cards, 1, 0, 5, "master deck cards drawn by the seek symbol"),
    P(steal_cards, 1, 0, 5, "random cards taken by the steal symbol"),
    P(lair_gain, 1, 0, 9, "Dragon's Lair ruins: power gained by ending a move there"),
    P(haunt_loss, 1, 0, 9, "Haunted ruins: power lost by ending a move there"),
    P(vault_cards, 1, 0, 5, "Vault ruins: master deck cards drawn by ending a move there"),
    P(arena_bonus, 1, 0, 9, "Arena ruins: challenger's roll bonus in a duel there"),
    P(leyline_steps, 2, 0, 5, "Ley Line ruins: free extra steps for a move starting there"),
    B(black_dragon, 0, "optional Black Dragon variant with its Rivalry card"),
    P(black_target, 4, 0, 12, "Black Dragon target number"),
    P(black_penalty, 1, 0, 9, "power lost when the Black Dragon wins"),
    P(black_reward, 1, 0, 5, "master deck cards drawn for driving the Black Dragon off"),
    B(duel_reply, 1, "a duellist ahead cannot end the bidding: the one behind may always "
      "answer (false: whoever is to bid may stop it, the defender first)"),
    P(turn_cap, 600, 10, 10000, "player turns after which the game stops as capped"),
    {"start_ties", RULE_ENUM, offsetof(td_rules_t, start_ties), TD_TIES_REROLL, 0, 1,
     td_start_ties_names, "a tie for the lowest (or highest) starting roll: the tied roll "
     "again (reroll) or the earliest seat goes first (seat)", NULL},
    B(no_target_offense, 1, "an offense card whose symbol has no target (steal, call, rival) "
      "may still be played, resolving nothing"),
    B(pushed_duels, 1, "a challenger the defender pushes away may go on to duel the dragons "
      "where it lands (else its combat ends there)"),
    B(endgame_optional, 1, "a dragon that can pay for its final turn may give it up (else it "
      "must pay and play)"),
    {NULL, 0, 0, 0, 0, 0, NULL, NULL, NULL},
};

void td_rules_pack(td_cfg_t *c, const td_rules_t *r)
{
#define C(f) c->f = (int8_t)r->f
    C(start_power); C(power_max); C(rest_power); C(die_sides);
    C(hero_target); C(crusader_bonus); C(wizard_bonus); C(knight_bonus);
    C(crusader_miss); C(wizard_penalty); C(knight_penalty); C(hero_reward);
    C(keep_target); C(fort_target); C(cards_per_keep); C(draft_size);
    C(move_base); C(step_cost); C(flee_cost);
    C(end_keeps); C(end_heroes); C(end_empty); C(endgame_cost);
    C(card_vp); C(defense_only_vp); C(keep_vp); C(hero_vp); C(fort_vp); C(power_bonus);
    C(trap_loss); C(fly_steps); C(siege_bonus); C(seek_cards); C(steal_cards);
    C(lair_gain); C(haunt_loss); C(vault_cards); C(arena_bonus); C(leyline_steps);
    C(black_dragon); C(black_target); C(black_penalty); C(black_reward);
    C(duel_reply); C(start_ties); C(no_target_offense); C(pushed_duels); C(endgame_optional);
#undef C
    c->turn_cap = (int16_t)r->turn_cap;
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
    int need = TD_KEEPS * r->cards_per_keep + players * r->draft_size;
    if (need > td_tab.nbase) {
        snprintf(err, n, "6 keeps x cards_per_keep (%d) + %d players x draft_size (%d) = %d "
                 "cards, but cards.csv has %d", r->cards_per_keep, players, r->draft_size, need,
                 td_tab.nbase);
        return 1;
    }
    return 0;
}
