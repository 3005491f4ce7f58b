#!/usr/bin/env bash
# How evenly a run's work spreads over its threads, counted in instructions: what the
# parallel efficiency of the runner can be at best, on a machine whose cores are
# free. On a shared machine wall-clock speedups measure the neighbours as much as
# the program; instruction counts per thread do not.
#
#   scripts/parallel-balance.sh GAME AGENTS N [THREADS]
#
# Runs `simulate --game GAME --agents AGENTS -n N -t THREADS` (default 2 threads)
# under callgrind with one count per thread (--separate-threads=yes) and prints each
# thread's instructions, and
#   efficiency = total / (THREADS * busiest thread)
# the speedup over one thread divided by THREADS if every instruction takes the
# same time on every core (and the cores are otherwise idle). The work done outside
# the parallel loop (setup, report) is on the main thread, so it counts against the
# efficiency as it should.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -lt 3 ] || [ "$1" = -h ] || [ "$1" = --help ]; then
  sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'
  [ $# -ge 1 ] && exit 0
  exit 2
fi
game=$1 agents=$2 n=$3 threads=${4:-2}
sim=${SIMULATE:-build/simulate}
command -v valgrind >/dev/null || {
  echo "parallel-balance.sh: valgrind not found: install the Debian package 'valgrind'" >&2
  exit 2
}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
valgrind --tool=callgrind --separate-threads=yes --fair-sched=yes --callgrind-out-file="$dir/cg" \
  "$sim" --game "$game" --agents "$agents" -n "$n" -t "$threads" -q -o "$dir/out.csv" \
  2>"$dir/log" || { cat "$dir/log" >&2; exit 1; }
for f in "$dir"/cg-*; do
  awk '/^totals:/ {print $2}' "$f"
done | awk -v g="$game" -v a="$agents" -v n="$n" -v t="$threads" '
  { ir[NR] = $1; total += $1; if ($1 > max) max = $1 }
  END {
    printf "%s %s -n %s -t %d:", g, a, n, t
    for (i = 1; i <= NR; i++) printf " thread%d=%.3g", i, ir[i]
    printf " efficiency=%.3f\n", total / (t * max)
  }'
