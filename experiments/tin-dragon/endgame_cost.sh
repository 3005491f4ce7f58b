#!/usr/bin/env bash
# What does the final round's power cost do? 3 in the rulebook; 0 to 5.
. "$(dirname "$0")/common.sh"
sweep endgame-cost -n "${N:-20000}" --sweep endgame_cost=3,0,1,2,4,5
