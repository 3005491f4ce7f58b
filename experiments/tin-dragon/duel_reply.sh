#!/usr/bin/env bash
# Who may answer in a duel's bidding? duel_reply=true (the default): a dragon ahead
# cannot end the bidding, the one behind may always answer; false (the literal
# reading): whoever is to bid may stop, the defender first, so a defender that rolled
# higher stops before the challenger can spend any power. Greedy and mcts dragons,
# 3 and 2 players, and one mcts dragon against greedy ones (mixed skill: who gains
# from the reading?); the runs go into one CSV (the players and agent columns tell
# them apart), each with duel_reply=true as its baseline.
# N: games of the greedy runs (20000), N_MCTS: of the runs with mcts (3000).
. "$(dirname "$0")/common.sh"
g=${N:-20000} m=${N_MCTS:-3000}
runs duel-reply \
    "greedy,greedy,greedy $g --sweep duel_reply=true,false" \
    "mcts,mcts,mcts $m --sweep duel_reply=true,false" \
    "greedy,greedy $g --sweep duel_reply=true,false" \
    "mcts,mcts $m --sweep duel_reply=true,false" \
    "mcts,greedy,greedy $m --sweep duel_reply=true,false"
