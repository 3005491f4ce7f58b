#!/usr/bin/env bash
# The libFuzzer targets of tests/fuzz (issue 12 item 14): build them with clang in
# build-fuzz/ (cmake -DSIM_FUZZ=ON), then run each for SECONDS on its committed seed
# corpus (tests/fuzz/corpus/<target>/, read only) plus a working corpus of its own in
# build-fuzz/corpus/<target>/ that grows from run to run. A crash, a sanitizer report,
# a leak or an input slower than 10 s fails the script; the input is kept in
# build-fuzz/artifacts/ (reproduce: build-fuzz/fuzz/fuzz_<target> <file>).
#
#   scripts/fuzz.sh                 every target for 20 s (what CI runs)
#   scripts/fuzz.sh 600             every target for 10 minutes
#   scripts/fuzz.sh 3600 csv sweep  only fuzz_csv and fuzz_sweep, an hour each
#   FUZZ_JOBS=4 scripts/fuzz.sh     targets run side by side (default 2)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-20}
shift || true
jobs=${FUZZ_JOBS:-2}
if ! command -v clang >/dev/null; then
    echo "fuzz: clang not found: install the Debian packages clang and libomp-dev" >&2
    exit 2
fi

# the inputs are written to a file for the loaders: in a directory of this run, in
# memory when possible, removed at the end
base=${TMPDIR:-/tmp}
if [ -z "${TMPDIR:-}" ] && [ -d /dev/shm ] && [ -w /dev/shm ]; then
    base=/dev/shm
fi
TMPDIR=$(mktemp -d "$base/simulate-fuzz.XXXXXX")
export TMPDIR
trap 'rm -rf "$TMPDIR"' EXIT

start=$(date +%s)
CC=clang cmake -S . -B build-fuzz -DSIM_FUZZ=ON -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build-fuzz -j "$(nproc)" --target fuzz_all >/dev/null
built=$(date +%s)
echo "fuzz: built in $((built - start)) s"

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    for f in tests/fuzz/fuzz_*.c; do
        t=$(basename "$f" .c)
        targets+=("${t#fuzz_}")
    done
fi
mkdir -p build-fuzz/artifacts build-fuzz/logs

run_one() {
    local t=$1 seconds=$2
    local bin=build-fuzz/fuzz/fuzz_$t seeds=tests/fuzz/corpus/$t work=build-fuzz/corpus/$t
    mkdir -p "$work" "$seeds"
    if "$bin" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="build-fuzz/artifacts/$t-" -print_final_stats=1 \
        "$work" "$seeds" >"build-fuzz/logs/$t.log" 2>&1; then
        local runs
        runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "build-fuzz/logs/$t.log" |
            grep -o '[0-9]*$' || echo "?")
        printf 'fuzz: %-20s ok, %s inputs in %s s\n' "$t" "$runs" "$seconds"
    else
        printf 'fuzz: %-20s FAILED (build-fuzz/logs/%s.log):\n' "$t" "$t"
        grep -E 'ERROR|SUMMARY|Test unit written|deadly signal' "build-fuzz/logs/$t.log" | head -5
        return 1
    fi
}
export -f run_one

status=0
printf '%s\n' "${targets[@]}" | xargs -P "$jobs" -I{} bash -c "run_one {} $seconds" || status=1
echo "fuzz: ${#targets[@]} targets, $(($(date +%s) - start)) s in all"
exit $status
