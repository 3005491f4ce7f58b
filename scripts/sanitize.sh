#!/usr/bin/env bash
# The sanitizer job (CI runs it, issue 12 item 13): everything built with
# AddressSanitizer and UndefinedBehaviorSanitizer in build-asan/ (cmake -DSIM_SANITIZE=ON),
# then the whole test suite and a short run of every game, with every rule of the
# sanitizers fatal: any report (an overflow, a use after free, a leak, undefined
# behaviour) fails the job.
#
#   scripts/sanitize.sh            build, test, play
#   scripts/sanitize.sh --no-test  build and play only
set -euo pipefail
cd "$(dirname "$0")/.."
run_tests=1
[ "${1:-}" = "--no-test" ] && run_tests=0

export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:abort_on_error=0:detect_stack_use_after_return=1:strict_string_checks=1"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
# Criterion's own blocks alive at exit are not ours (tests/lsan.supp)
export LSAN_OPTIONS="exitcode=23:suppressions=$PWD/tests/lsan.supp"

start=$(date +%s)
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSIM_SANITIZE=ON >/dev/null
cmake --build build-asan -j "$(nproc)"
built=$(date +%s)
echo "sanitize: built in $((built - start)) s"

if [ "$run_tests" = 1 ]; then
    (cd build-asan && ctest --output-on-failure -j 2)
fi
tested=$(date +%s)

# A short run of every game: random players at its smallest player count (a few
# thousand games, the first traced), and mcts and greedy at its largest.
sim=build-asan/simulate
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
games=$("$sim" --list | awk '/^games:/ {f = 1; next} /^agents/ {f = 0} f && /^  [^ ]/ {print $1 ":" $2}')
[ -n "$games" ] || { echo "sanitize: no games listed" >&2; exit 1; }
for entry in $games; do
    id=${entry%%:*}
    range=${entry#*:}
    min=${range%-*}
    max=${range#*-}
    randoms=random
    for ((i = 1; i < min; i++)); do randoms="$randoms,random"; done
    agents="mcts:iters=30,greedy"
    for ((i = 2; i < max; i++)); do agents="$agents,random"; done
    echo "sanitize: $id, $min players random, $max players mcts/greedy"
    "$sim" --game "$id" --agents "$randoms" -n 2000 --seed 7 -q -o "$out/$id-r.csv" \
        --trace "$out/$id-r.jsonl" --trace-games 3
    "$sim" --game "$id" --agents "$agents" -n 40 --seed 7 -q -o "$out/$id-m.csv"
done
"$sim" --signature >/dev/null
played=$(date +%s)
echo "sanitize: tests $((tested - built)) s, game runs $((played - tested)) s, total $((played - start)) s"
echo "sanitize: no sanitizer report"
