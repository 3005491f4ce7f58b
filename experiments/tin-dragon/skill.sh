#!/usr/bin/env bash
# Does a rule tweak change how much skill pays? One MCTS dragon against two greedy
# ones, over the hero target and the keep target: the skill gap column and the mcts
# rows' delta_win_rate say whether the stronger player's edge grows or shrinks.
. "$(dirname "$0")/common.sh"
AGENTS=mcts,greedy,greedy sweep skill -n "${N:-6000}" --sweep hero_target=3,2,4 \
    --sweep keep_target=4,3,5
