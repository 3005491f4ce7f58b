#!/usr/bin/env bash
# The keep_target x fort_target sweep of keep_target.sh played by three mcts dragons:
# do the stronger players see the same length and balance changes as greedy ones?
. "$(dirname "$0")/common.sh"
AGENTS=${AGENTS_MCTS:-mcts,mcts,mcts} sweep keep-target-mcts -n "${N:-1500}" \
    --sweep keep_target=4,3,5,6 --sweep fort_target=2,3
