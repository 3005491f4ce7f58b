#!/usr/bin/env bash
# deck_study.sh - the Dinn deck study: which example deck is strongest, whether that
# depends on how well the decks are played, which cards carry a deck, and what single-
# card swaps make of the weakest one. Replaces deck_matrix.sh.
#
# 1. The round robin of experiments/dinn/decks/ (every ordered pair, mirrors included,
#    mirrored deals) under three lineups in one run: greedy,greedy; mcts,mcts (150
#    iterations); mcts:iters=400 on both sides. Bradley-Terry ratings per lineup, the
#    rank agreement between lineups, per-card figures.
#      dinn-decks.csv, dinn-decks-ratings.csv, dinn-decks-cards.csv
# 2. The optimiser from the deck the greedy lineup rates weakest, greedy against the
#    other example decks.
#      dinn-optimise.csv (every candidate and round), dinn-optimise.txt (the deck)
# 3. A check: the round robin again with the optimised deck added, greedy and mcts
#    lineups: does what greedy found hold for a stronger player?
#      dinn-decks-check.csv, dinn-decks-check-ratings.csv
#
# Usage: experiments/dinn/deck_study.sh [--help]
# Environment (all optional):
#   PUBLISH      1: write into results/ (commit them with the README that reads them);
#                0 (default): into scratch/
#   OUTDIR       write here instead
#   GAMES        games per ordered pair in step 1      (default: 1500)
#   OPT_GAMES    games per candidate, field deck and seat order in the optimiser's
#                first round                           (default: 4)
#   CHECK_GAMES  games per ordered pair in step 3      (default: 1000)
#   SEED         run seed                              (default: 1)
#   SIMULATE     the simulator                         (default: build/simulate)
set -euo pipefail

if [[ $# -gt 0 ]]; then
    sed -n '2,/^set -euo/p' "$0" | sed -e '/^set -euo/d' -e 's/^# \{0,1\}//'
    [[ $1 == -h || $1 == --help ]] && exit 0
    exit 2
fi

root=$(cd "$(dirname "$0")/../.." && pwd)
sim=${SIMULATE:-$root/build/simulate}
games=${GAMES:-1500}
opt_games=${OPT_GAMES:-4}
check_games=${CHECK_GAMES:-1000}
seed=${SEED:-1}
case ${PUBLISH:-0} in
0) dir=$root/scratch ;;
1) dir=$root/results ;;
*) echo "deck_study: PUBLISH takes 0 or 1, not '${PUBLISH}'" >&2; exit 2 ;;
esac
dir=${OUTDIR:-$dir}
[[ -x $sim ]] || (cd "$root" && scripts/setup.sh)
mkdir -p "$dir"
decks=$root/experiments/dinn/decks

echo "deck_study: 1. round robin, $games games per ordered pair, three lineups" >&2
nice "$sim" --game dinn --decks "$decks" --agents greedy,greedy --agents mcts,mcts \
    --agents mcts:iters=400,mcts:iters=400 -n "$games" --seed "$seed" -o "$dir/dinn-decks.csv"

# the weakest deck of lineup 1 (greedy): the row with the highest rank
weak=$(awk -F, '{ sub(/\r$/, "") } NR == 1 { for (i = 1; i <= NF; i++) h[$i] = i; next }
    { line = $0; gsub(/"[^"]*"/, "x", line); split(line, f, ",") }
    f[h["lineup"]] == 1 && f[h["rank"]] + 0 > best { best = f[h["rank"]] + 0; deck = f[h["deck"]] }
    END { print deck }' "$dir/dinn-decks-ratings.csv")
[[ -n $weak ]] || { echo "deck_study: no weakest deck in the ratings" >&2; exit 1; }

echo "deck_study: 2. optimiser from $weak (greedy), $opt_games games per pairing in round 0" >&2
nice "$sim" --game dinn --optimise "$decks/$weak.txt" --decks "$decks" --agents greedy,greedy \
    -n "$opt_games" --seed "$seed" -o "$dir/dinn-optimise.csv"

echo "deck_study: 3. round robin with $weak-optimised, $check_games games per ordered pair" >&2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp "$decks"/*.txt "$tmp/"
cp "$dir/dinn-optimise.txt" "$tmp/$weak-optimised.txt"
nice "$sim" --game dinn --decks "$tmp" --agents greedy,greedy --agents mcts,mcts \
    -n "$check_games" --seed "$((seed + 1))" --no-cards -o "$dir/dinn-decks-check.csv"
echo "deck_study: wrote $dir/dinn-decks*.csv and $dir/dinn-optimise.{csv,txt}" >&2
