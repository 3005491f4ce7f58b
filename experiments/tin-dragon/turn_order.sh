#!/usr/bin/env bash
# Does going first win? Plain runs at the rulebook's values, 2 to 5 players, greedy
# and mcts self-play: the CSV's position rows (agent all, position 1..P) give each
# turn position's win rate, and first_player_advantage (the first player's win rate
# minus the average of the positions) its 95% interval. The start player is rolled
# (lowest starting keep, ties rolled again), so seat and position differ.
# N: games of the greedy runs (20000), N_MCTS: of the mcts runs (6000).
. "$(dirname "$0")/common.sh"
g=${N:-20000} m=${N_MCTS:-6000}
runs turn-order \
    "greedy,greedy $g" "greedy,greedy,greedy $g" "greedy,greedy,greedy,greedy $g" \
    "greedy,greedy,greedy,greedy,greedy $g" \
    "mcts,mcts $m" "mcts,mcts,mcts $m" "mcts,mcts,mcts,mcts $m" \
    "mcts,mcts,mcts,mcts,mcts $m"
