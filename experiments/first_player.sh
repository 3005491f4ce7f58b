#!/usr/bin/env bash
# first_player.sh - does going first win, in every game and at every player count?
#
# For each game that `simulate --list` shows and each of its player counts, plays
# self-play runs at the rulebook's values (greedy against greedy, then mcts against
# mcts), seats rotated, and writes one CSV: the simulator's own rows for every run,
# with a first column `matchup` ("greedy x3"). The rows of agent `all` by turn
# position (`position` 1..P) give each position's win rate, and
# `first_player_advantage` (the first player's win rate minus the mean over the
# positions) its 95% interval; `simulate plot` draws them across the runs
# (first-player-advantage) and run by run. Where the start player is chosen by chance
# (Tin Dragon's roll) seat and position differ; elsewhere the dealer or start seat
# rotates with the game index as the rules say (each game's RULES.md).
#
# Usage: experiments/first_player.sh [--help]
# Environment (all optional):
#   SIMULATE  the simulator                 (default: build/simulate)
#   GAMES     games per greedy run          (default: 20000)
#   MCTS_GAMES  games per mcts run          (default: 2000; 0: no mcts runs)
#   SEED      run seed                      (default: 1)
#   ONLY      space-separated game ids      (default: every registered game)
#   PUBLISH   1: write results/first-player.csv (to commit with the text that reads
#             it); 0 (default): scratch/first-player.csv
#   OUT       the CSV, anywhere else
# Exit status: 0 done, 1 a run failed (its message is on stderr), 2 bad usage.
set -euo pipefail

if [[ $# -gt 0 ]]; then
    sed -n '2,/^set -euo/p' "$0" | sed -e '/^set -euo/d' -e 's/^# \{0,1\}//'
    [[ $1 == -h || $1 == --help ]] && exit 0
    exit 2
fi

root=$(cd "$(dirname "$0")/.." && pwd)
sim=${SIMULATE:-$root/build/simulate}
games=${GAMES:-20000}
mgames=${MCTS_GAMES:-2000}
seed=${SEED:-1}
case ${PUBLISH:-0} in
0) out=$root/scratch/first-player.csv ;;
1) out=$root/results/first-player.csv ;;
*) echo "first_player: PUBLISH takes 0 or 1, not '${PUBLISH}'" >&2; exit 2 ;;
esac
out=${OUT:-$out}
if [[ ! -x $sim ]]; then
    echo "first_player: no simulator at $sim (build it, or set SIMULATE)" >&2
    exit 2
fi
mkdir -p "$(dirname "$out")"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# "<id> <min> <max>" for every game of --list
"$sim" --list | awk '
    /^games:/ { on = 1; next }
    /^[^ ]/   { on = 0 }
    on && /^  [^ ]/ {
        split($2, r, "-"); lo = r[1]; hi = (2 in r) ? r[2] : r[1]
        print $1, lo, hi
    }' >"$tmp/games"
[[ -s $tmp/games ]] || { echo "first_player: no games listed" >&2; exit 1; }

csv=$tmp/all.csv
header_done=0
while read -r id lo hi; do
    if [[ -n ${ONLY:-} && " $ONLY " != *" $id "* ]]; then
        continue
    fi
    for ((p = lo; p <= hi; p++)); do
        for agent in greedy mcts; do
            n=$games
            [[ $agent == mcts ]] && n=$mgames
            ((n > 0)) || continue
            agents=$(printf "$agent,%.0s" $(seq "$p"))
            agents=${agents%,}
            part=$tmp/part.csv
            start=$SECONDS
            "$sim" --game "$id" --agents "$agents" -n "$n" --seed "$seed" --out "$part" --quiet
            echo "first_player: $id, $p players, $agent: $((SECONDS - start)) s" >&2
            if ((header_done == 0)); then
                head -n 1 "$part" | sed 's/^/matchup,/' >>"$csv"
                header_done=1
            fi
            tail -n +2 "$part" | sed "s/^/$agent x$p,/" >>"$csv"
        done
    done
done <"$tmp/games"
[[ -s $csv ]] || { echo "first_player: nothing played (ONLY='${ONLY:-}')" >&2; exit 2; }
mv "$csv" "$out"
echo "first_player: wrote $out" >&2

# the summary: each run's first-player advantage
awk -F, '
    NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
    $col["agent"] == "all" && $col["seat"] == "all" && $col["position"] == "all" {
        f = $col["first_player_advantage"]
        if (f == "") next
        printf "%-11s %-12s first-player advantage %+5.1f points [%+5.1f, %+5.1f]\n",
            $col["game"], $col["matchup"], 100 * f,
            100 * $col["first_player_advantage_low"], 100 * $col["first_player_advantage_high"]
    }' "$out"
