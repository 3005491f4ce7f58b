#!/usr/bin/env bash
# Instructions per random player move and per mcts iteration, for every game and
# player count, counted by callgrind on a fixed workload (`simulate --bench -n N`):
# repeatable to the instruction, whatever else the machine is doing, unlike
# wall-clock figures.
#
#   scripts/bench-instructions.sh [-n N] [--game G] [--keep DIR] [--simulate PATH]
#
# -n N      random games per game and player count (default 200); each agent bench
#           setting (mcts: the game's own defaults; full random playouts, depth=0,
#           with a fresh determinization every iteration, redeal=1; the generic
#           settings) gets ceil(N/10) decisions in seat 1 against random seats
# --game G  one game only
# --keep D  keep the callgrind dumps in D (one per line of the table, in order), to
#           read with callgrind_annotate
#
# Counted: for random play, everything from setup to the last move of each game
# (legal_moves, the draw, apply, to_move) divided by the player moves; for an agent,
# agent_decide() (determinization of the view and the whole search) divided by the
# agent's declared unit (mcts: iterations). Nothing else of the process counts
# (--collect-atstart=no, --toggle-collect on the measured functions of bench.c).
set -euo pipefail
cd "$(dirname "$0")/.."

n=200 game="" keep="" sim=build/simulate
while [ $# -gt 0 ]; do
  case "$1" in
    -n) n="$2"; shift 2 ;;
    --game) game="$2"; shift 2 ;;
    --keep) keep="$2"; shift 2 ;;
    --simulate) sim="$2"; shift 2 ;;
    -h|--help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "bench-instructions.sh: unknown argument '$1' (--help)" >&2; exit 2 ;;
  esac
done
command -v valgrind >/dev/null || {
  echo "bench-instructions.sh: valgrind not found: install the Debian package 'valgrind'" >&2
  exit 2
}
[ -x "$sim" ] || { echo "bench-instructions.sh: $sim not built (scripts/setup.sh)" >&2; exit 2; }

dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
args=(--bench -n "$n")
[ -n "$game" ] && args+=(--game "$game")
valgrind --tool=callgrind --compress-strings=no --compress-pos=no --collect-atstart=no --toggle-collect='bench_fixed_work_*' \
  --dump-after=bench_fixed_mark --callgrind-out-file="$dir/cg.out" \
  "$sim" "${args[@]}" >"$dir/lines" 2>"$dir/valgrind.log" || {
  cat "$dir/valgrind.log" >&2
  exit 1
}

# dump k (cg.out.k) holds the instructions of line k
k=0
: >"$dir/ir"
while read -r _; do
  k=$((k + 1))
  awk '/^totals:/ {print $2}' "$dir/cg.out.$k" >>"$dir/ir"
done <"$dir/lines"
if [ -n "$keep" ]; then
  mkdir -p "$keep"
  cp "$dir"/cg.out.* "$dir/lines" "$keep/"
fi

paste -d' ' "$dir/lines" "$dir/ir" | awk -v n="$n" '
  function val(key,   i, kv) {
    for (i = 4; i <= NF; i++) { split($i, kv, "="); if (kv[1] == key) return kv[2] }
    return ""
  }
  BEGIN {
    printf "instructions (callgrind, fixed workload: simulate --bench -n %d)\n", n
  }
  {
    key = $1 " " $2; ir = $NF
    if (!(key in seen)) { seen[key] = 1; order[++rows] = key }
    if ($3 == "random") {
      mv[key] = val("moves"); per[key] = ir / val("moves"); gl[key] = val("moves") / val("games")
    } else {
      col = $3
      if (!(col in cols)) { cols[col] = 1; colorder[++ncols] = col }
      u = val("iters"); if (u == "") u = val("decisions")
      agent[key, col] = (u > 0) ? ir / u : -1
    }
  }
  END {
    printf "%-12s %7s %10s %10s", "game", "players", "moves/game", "ir/move"
    for (c = 1; c <= ncols; c++) printf " %16s", "ir/iter " colorder[c]
    printf "\n"
    for (r = 1; r <= rows; r++) {
      split(order[r], kp, " ")
      printf "%-12s %7d %10.1f %10.1f", kp[1], kp[2], gl[order[r]], per[order[r]]
      for (c = 1; c <= ncols; c++) printf " %16.0f", agent[order[r], colorder[c]]
      printf "\n"
    }
  }'
