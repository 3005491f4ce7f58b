#!/usr/bin/env bash
# agent_ladder.sh - the strength ladder of the agents on every registered game.
#
# For each game that `simulate --list` shows, plays two-seat matches
#   random vs greedy, greedy vs mcts, random vs mcts
# with the seats rotated (the runner gives every agent every seat equally often),
# GAMES games each, and writes one CSV: the simulator's own rows for every match,
# with a first column `matchup` ("random vs greedy"). With the default 5000 games a
# match has 2500 games per agent and seat, so every 95% interval, per seat or
# overall, is +-2 points or narrower (1.96 * sqrt(0.25 / 2500) = 0.0196).
#
# Expectation: mcts > greedy > random in every game, the stronger agent's 95%
# interval clear of 50%. The summary on stdout says, match by match.
#
# Usage: experiments/agent_ladder.sh [--help]
# Environment (all optional):
#   SIMULATE  the simulator           (default: build/simulate)
#   GAMES     games per match         (default: 5000)
#   SEED      run seed                (default: 1)
#   OUT       the CSV                 (default: scratch/agent_ladder.csv, or with
#             PUBLISH=1 results/agent_ladder.csv: see experiments/README.md)
#   PUBLISH   1: write the published CSV under results/ (default: 0, a scratch copy)
#   ONLY      space-separated game ids to play (default: every registered game)
#   GREEDY, MCTS  agent specs         (default: greedy, mcts: their default settings)
# Exit status: 0 done, 1 a run failed (its message is on stderr), 2 bad usage.
set -euo pipefail

if [[ $# -gt 0 ]]; then
    sed -n '2,/^set -euo/p' "$0" | sed -e '/^set -euo/d' -e 's/^# \{0,1\}//'
    [[ $1 == -h || $1 == --help ]] && exit 0
    exit 2
fi

root=$(cd "$(dirname "$0")/.." && pwd)
sim=${SIMULATE:-$root/build/simulate}
games=${GAMES:-5000}
seed=${SEED:-1}
# a run writes to scratch/ unless asked to publish into results/ (experiments/README.md)
case ${PUBLISH:-0} in
0) out=${OUT:-$root/scratch/agent_ladder.csv} ;;
1) out=${OUT:-$root/results/agent_ladder.csv} ;;
*) echo "agent_ladder: PUBLISH must be 0 or 1" >&2; exit 2 ;;
esac
greedy=${GREEDY:-greedy}
mcts=${MCTS:-mcts}

if [[ ! -x $sim ]]; then
    echo "agent_ladder: no simulator at $sim (build it, or set SIMULATE)" >&2
    exit 2
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# "  <id>  <min>-<max> players  <name>" lines of the games section of --list
"$sim" --list | awk '
    /^games:/ { on = 1; next }
    /^[^ ]/   { on = 0 }
    on && /^  [^ ]/ {
        split($2, r, "-"); lo = r[1]; hi = (2 in r) ? r[2] : r[1]
        print $1, lo, hi
    }' >"$tmp/games"

if [[ -n ${ONLY:-} ]]; then
    for id in $ONLY; do
        grep -q "^$id " "$tmp/games" || { echo "agent_ladder: unknown game '$id'" >&2; exit 2; }
    done
fi
if [[ ! -s $tmp/games ]]; then
    echo "agent_ladder: the simulator lists no games" >&2
    exit 2
fi

matchups=("random|$greedy" "$greedy|$mcts" "random|$mcts")
csv="$tmp/ladder.csv"
: >"$csv"
header_done=0
k=0
while read -r id lo hi; do
    if [[ -n ${ONLY:-} && " $ONLY " != *" $id "* ]]; then
        continue
    fi
    # two seats when the game allows it; else the weaker agent fills the extra seats
    players=2
    ((lo > 2)) && players=$lo
    for m in "${matchups[@]}"; do
        a=${m%%|*}
        b=${m#*|}
        agents="$a"
        for ((s = 1; s < players; s++)); do
            if ((s == 1)); then agents+=",$b"; else agents+=",$a"; fi
        done
        k=$((k + 1))
        part="$tmp/part$k.csv"
        start=$SECONDS
        "$sim" --game "$id" --agents "$agents" -n "$games" --seed "$seed" --out "$part" --quiet
        echo "agent_ladder: $id $a vs $b: $((SECONDS - start)) s" >&2
        if ((header_done == 0)); then
            head -n 1 "$part" | sed 's/^/matchup,/' >>"$csv"
            header_done=1
        fi
        tail -n +2 "$part" | sed "s/^/$a vs $b,/" >>"$csv"
    done
done <"$tmp/games"

mkdir -p "$(dirname "$out")"
cp "$csv" "$out.tmp.$$"
mv "$out.tmp.$$" "$out"
echo "agent_ladder: wrote $out" >&2

# Summary: the second agent of each match, over all seats. A quote-aware CSV split,
# since the rules column may hold commas.
awk '
function split_csv(line, f,    n, i, c, q, cur) {
    n = 0; cur = ""; q = 0
    sub(/\r$/, "", line)
    for (i = 1; i <= length(line); i++) {
        c = substr(line, i, 1)
        if (q) {
            if (c == "\"") {
                if (substr(line, i + 1, 1) == "\"") { cur = cur "\""; i++ } else q = 0
            } else cur = cur c
        } else if (c == "\"") q = 1
        else if (c == ",") { f[++n] = cur; cur = "" }
        else cur = cur c
    }
    f[++n] = cur
    return n
}
NR == 1 { n = split_csv($0, h); for (i = 1; i <= n; i++) col[h[i]] = i; next }
{
    split_csv($0, f)
    split(f[col["matchup"]], ab, " vs ")
    if (f[col["seat"]] != "all" || f[col["agent"]] != ab[2]) next
    if (("position" in col) && f[col["position"]] != "all") next
    lo = f[col["ci_low"]] + 0
    verdict = lo > 0.5 ? "stronger" : (f[col["ci_high"]] + 0 < 0.5 ? "WEAKER" : "not clear")
    printf "%-12s %-28s %s wins %.3f [%.3f, %.3f] score %.3f  %s\n", f[col["game"]],
           f[col["matchup"]], ab[2], f[col["win_rate"]], lo, f[col["ci_high"]],
           f[col["score"]], verdict
}' "$out"
