#!/usr/bin/env bash
# Soak test (issue 12 item 15; not run by CI): each game's own test binary runs in
# rounds with SIM_SOAK_GAMES=CHUNK, so every battery call of it (tests/battery.h, with
# the game's card-conservation invariants and every shared check) first plays CHUNK
# more random games, new game indices each round, until the game has played GAMES
# (default 1e6) such games in all. Rounds keep each test within its Criterion
# timeout. Stops at the first failure and prints the command that reproduces it.
#
#   scripts/soak.sh                       every game, 1e6 games each
#   scripts/soak.sh 2e5 dinn tin_dragon   two games, 200,000 games each
#   CHUNK=1000 scripts/soak.sh            smaller rounds (a slow or loaded machine)
#
# It takes one to two hours for every game at 1e6 on 2 cores (Tin Dragon, with its long
# random games, about half of it): run it under nice, on a
# machine of its own.
set -euo pipefail
cd "$(dirname "$0")/.."
total=$(awk -v n="${1:-1e6}" 'BEGIN { printf "%d", n }')
shift || true
chunk=${CHUNK:-5000}
games=("$@")
if [ ${#games[@]} -eq 0 ]; then
    for d in games/*/; do
        id=$(basename "$d")
        games+=("${id//-/_}")
    done
fi
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j "$(nproc)" >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
start=$(date +%s)
for g in "${games[@]}"; do
    bin=build/test_$g
    [ -x "$bin" ] || { echo "soak: no test binary $bin" >&2; exit 2; }
    t0=$(date +%s)
    : >"$work/$g.count"
    played=0
    for ((first = 0; played < total; first += chunk)); do
        if ! SIM_SOAK_GAMES=$chunk SIM_SOAK_FIRST=$first SIM_SOAK_LOG="$work/$g.count" \
            nice "$bin" --jobs "$(nproc)" >"$work/log" 2>&1; then
            grep -E 'FAIL|Assertion|game -?[0-9]+' "$work/log" | head -20 >&2
            echo "soak: $g failed; reproduce: SIM_SOAK_GAMES=$chunk SIM_SOAK_FIRST=$first $bin" >&2
            exit 1
        fi
        played=$(awk '{ n += $1 } END { printf "%d", n }' "$work/$g.count")
        [ "$played" -gt 0 ] || { echo "soak: $bin plays no battery" >&2; exit 2; }
        echo "soak: $g: $played of $total games, $(($(date +%s) - t0)) s"
    done
done
echo "soak: ${games[*]}: at least $total more games each, every invariant held, $(($(date +%s) - start)) s"
