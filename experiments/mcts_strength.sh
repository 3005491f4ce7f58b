#!/usr/bin/env bash
# mcts_strength.sh - strength per unit of CPU of the mcts agent, per game: the win rate
# of mcts against greedy for a grid of settings (iterations, playout depth,
# exploration), against the instructions one mcts decision costs.
#
# For each setting S of the grid it plays `simulate --game GAME --agents mcts:S,greedy
# -n GAMES -t 1` (two seats, rotated, seed SEED) and keeps the mcts row over all seats
# (win rate, 95% interval, score); then it counts, with callgrind, the instructions of
# the mcts decisions of a short run of the same match (COST_GAMES games: every call
# of the agent's choose(), determinization of each iteration included) and divides by
# the decisions. Instruction counts do not depend on the machine's load, unlike
# CPU-seconds on a shared machine; on the development machine (AMD EPYC, gcc 12,
# -O3) one instruction took about 0.3 ns, which turns them into time.
#
# Usage: experiments/mcts_strength.sh GAME [PHASE]
#   PHASE  all (default), wins (only the matches) or cost (only the counts): the
#          two are independent (the play does not depend on the speed of the code),
#          so the matches can run first and the counts after a change of speed.
# Environment (all optional):
#   SIMULATE    the simulator            (default: build/simulate)
#   GAMES       games per setting        (default: 2000)
#   COST_GAMES  games of the counted run (default: 20)
#   SEED        run seed                 (default: 1)
#   SETTINGS    space-separated mcts settings (default: the grid below)
#   WORK        intermediate files       (default: build/mcts-strength)
#   PUBLISH     1: write results/mcts-strength-GAME.csv (to commit with the text that
#               reads it); 0 (default): scratch/mcts-strength-GAME.csv
#   OUT         the CSV, anywhere else
# The grid: iters 25 to 400 x depth 0 (full playouts), 4, 8, 16 at c 0.7, and c 0.35,
# 1, 1.4 at 100 and 400 iterations (depth 8); for tin-dragon depths 2 and 1 instead of
# full playouts.
# Output columns: game, players, settings, iters, depth, c, redeal (1 when not
# written), games, win_rate, ci_low, ci_high, score, decisions (counted),
# ir_per_decision, ir_per_iter. Settings should write iters, depth and c; one that
# does not write redeal is played at redeal 1, whatever the game's own default.
# Exit status: 0 done, 1 a run failed, 2 bad usage.
set -euo pipefail

if [[ $# -lt 1 || $1 == -h || $1 == --help ]]; then
    sed -n '2,/^set -euo/p' "$0" | sed -e '/^set -euo/d' -e 's/^# \{0,1\}//'
    [[ $# -ge 1 ]] && exit 0
    exit 2
fi
game=$1
phase=${2:-all}
case $phase in all | wins | cost) ;; *) echo "mcts_strength.sh: phase '$phase': all, wins or cost" >&2; exit 2 ;; esac

root=$(cd "$(dirname "$0")/.." && pwd)
sim=${SIMULATE:-$root/build/simulate}
games=${GAMES:-2000}
cost_games=${COST_GAMES:-20}
seed=${SEED:-1}
work=${WORK:-$root/build/mcts-strength}/$game
case ${PUBLISH:-0} in
0) out=$root/scratch/mcts-strength-$game.csv ;;
1) out=$root/results/mcts-strength-$game.csv ;;
*) echo "mcts_strength.sh: PUBLISH takes 0 or 1, not '${PUBLISH}'" >&2; exit 2 ;;
esac
out=${OUT:-$out}
mkdir -p "$(dirname "$out")"
grid=""
depths="0 4 8 16"
if [[ $game == tin-dragon ]]; then
    # no full playouts (a random Tin Dragon game is 1,600-2,000 moves: 450k-650k
    # instructions an iteration, hours per setting); shorter ones instead, as its
    # curve kept rising as the playouts shrank
    for i in 25 50 100 200 400; do grid+=" iters=$i:depth=2:c=0.7"; done
    grid+=" iters=100:depth=1:c=0.7 iters=200:depth=1:c=0.7"
    depths="4 8 16"
fi
for d in $depths; do
    for i in 25 50 100 200 400; do grid+=" iters=$i:depth=$d:c=0.7"; done
done
for c in 0.35 1 1.4; do grid+=" iters=100:depth=8:c=$c iters=400:depth=8:c=$c"; done
settings=${SETTINGS:-$grid}

[[ -x $sim ]] || { echo "mcts_strength.sh: $sim not built (scripts/setup.sh)" >&2; exit 1; }
if [[ $phase != wins ]] && ! command -v valgrind >/dev/null; then
    echo "mcts_strength.sh: valgrind not found: install the Debian package 'valgrind'" >&2
    exit 1
fi
mkdir -p "$work"

key() { echo "$1" | tr ':=' '_-'; }

# the mcts row over all seats of a run's CSV: games,win_rate,ci_low,ci_high,score
wins_of() {
    awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
             $col["agent"] ~ /^mcts/ && $col["seat"] == "all" &&
             (!("position" in col) || $col["position"] == "all") {
                 print $col["games"] "," $col["win_rate"] "," $col["ci_low"] "," \
                       $col["ci_high"] "," $col["score"] }' "$1"
}

# decisions and inclusive instructions of mcts_choose in a callgrind file
cost_of() {
    awk '/^fn=/ { fn = substr($0, 4) }
         /^cfn=/ { cfn = substr($0, 5) }
         /^calls=/ { if (cfn ~ /mcts_choose/) { split($1, a, "="); calls += a[2]; want = 1 }
                     next }
         want { ir += $2; want = 0 }
         END { printf "%d,%.0f\n", calls, calls ? ir / calls : 0 }' "$1"
}

for s in $settings; do
    k=$(key "$s")
    # a setting that does not write redeal plays at redeal 1 (a fresh determinization
    # every iteration), whatever the game's own default, as the redeal column says
    spec=mcts:$s
    [[ $s == *redeal=* ]] || spec+=:redeal=1
    if [[ $phase != cost && ! -s $work/$k.wins ]]; then
        if [[ ! -s $work/$k.csv ]]; then # (a run kept from before is read again)
            echo "mcts_strength.sh: $game mcts:$s vs greedy, $games games" >&2
            nice "$sim" --game "$game" --agents "$spec,greedy" -n "$games" -s "$seed" -t 1 \
                -q -o "$work/$k.csv"
        fi
        wins_of "$work/$k.csv" >"$work/$k.wins"
    fi
    if [[ $phase != wins && ! -s $work/$k.cost ]]; then
        echo "mcts_strength.sh: $game mcts:$s, counting $cost_games games" >&2
        nice valgrind --tool=callgrind --compress-strings=no --compress-pos=no \
            --callgrind-out-file="$work/$k.cg" "$sim" --game "$game" \
            --agents "$spec,greedy" -n "$cost_games" -s "$seed" -t 1 -q \
            -o "$work/$k.cost.csv" 2>"$work/$k.vg" || { cat "$work/$k.vg" >&2; exit 1; }
        cost_of "$work/$k.cg" >"$work/$k.cost"
        rm -f "$work/$k.cg"
    fi
done

[[ $phase == all ]] || exit 0
players=2
{
    echo "game,players,settings,iters,depth,c,redeal,games,win_rate,ci_low,ci_high,score,decisions,ir_per_decision,ir_per_iter"
    for s in $settings; do
        k=$(key "$s")
        iters=$(echo "$s" | sed -n 's/.*iters=\([0-9.]*\).*/\1/p')
        depth=$(echo "$s" | sed -n 's/.*depth=\([0-9.]*\).*/\1/p')
        c=$(echo "$s" | sed -n 's/.*:c=\([0-9.]*\).*/\1/p')
        redeal=$(echo "$s" | sed -n 's/.*redeal=\([0-9]*\).*/\1/p')
        IFS=, read -r dec ir <"$work/$k.cost"
        echo "$game,$players,$s,$iters,$depth,$c,${redeal:-1},$(cat "$work/$k.wins"),$dec,$ir,$(awk -v a="$ir" -v b="$iters" 'BEGIN { printf "%.0f", a / b }')"
    done
} >"$out"
echo "mcts_strength.sh: wrote $out" >&2
