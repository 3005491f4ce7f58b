#!/usr/bin/env bash
# Who may answer in a duel's bidding? duel_reply=true (the default): a dragon ahead
# cannot end the bidding, the one behind may always answer; false (the literal
# reading): whoever is to bid may stop, the defender first, so a defender that rolled
# higher stops before the challenger can spend any power. Greedy and mcts dragons,
# 3 and 2 players; the four runs go into one CSV (the players and agent columns tell
# them apart), each with duel_reply=true as its baseline.
. "$(dirname "$0")/common.sh"
out="$top/results/tin-dragon-duel-reply.csv"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
run() { # NAME AGENTS GAMES
    "$sim" --game tin-dragon --agents "$2" --seed "$SEED" -n "$3" -q \
        --out "$tmp/$1.csv" --sweep duel_reply=true,false
}
run greedy3 greedy,greedy,greedy "${N:-20000}"
run mcts3 mcts,mcts,mcts "${N_MCTS:-3000}"
run greedy2 greedy,greedy "${N:-20000}"
run mcts2 mcts,mcts "${N_MCTS:-3000}"
mkdir -p "$top/results"
{
    head -n 1 "$tmp/greedy3.csv"
    for f in greedy3 mcts3 greedy2 mcts2; do tail -n +2 "$tmp/$f.csv"; done
} > "$tmp/all.csv"
mv "$tmp/all.csv" "$out"
