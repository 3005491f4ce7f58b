#!/usr/bin/env bash
# Is the 2-point bonus for the most power worth having, and how much does starting
# power matter? power_bonus 2 (rulebook), 0, 4; start_power 3 (rulebook), 2, 4.
. "$(dirname "$0")/common.sh"
sweep power-bonus -n "${N:-20000}" --sweep power_bonus=2,0,4 --sweep start_power=3,2,4
