#!/usr/bin/env bash
# Build experiments/tin-dragon/probe.c against the libraries of build/ and run it:
# Tin Dragon games tallied by turn position (who took the first turn) with 95%
# intervals, and counts of duel, final-round and offense decisions.
#   experiments/tin-dragon/probe.sh -a greedy,greedy,greedy -n 20000 -s 2026 [-r key=value]...
set -euo pipefail
top="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
b="$top/build"
[ -f "$b/libgame_tin_dragon.a" ] || (cd "$top" && scripts/setup.sh)
probe="$b/td_probe"
src="$top/experiments/tin-dragon/probe.c"
if [ ! -x "$probe" ] || [ -n "$(find "$src" "$b"/libgame_tin_dragon.a "$b"/libsim_agents.a \
        "$b"/libsim_core.a -newer "$probe" 2>/dev/null)" ]; then
    gcc -O2 -Wall -Wextra -fopenmp -I "$top/src" -o "$probe" "$src" \
        "$b/libsim_agents.a" "$b/libgame_tin_dragon.a" "$b/libsim_core.a" -lcsv -lm
fi
exec "$probe" "$@"
