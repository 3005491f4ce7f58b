# common.sh - shared by the Tin Dragon sweep scripts: build if needed, then run one
# sweep of greedy dragons and write results/tin-dragon-<name>.csv.
# Usage from a script: . "$(dirname "$0")/common.sh"; sweep NAME -n GAMES --sweep ...
set -euo pipefail
top="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
sim="$top/build/simulate"
[ -x "$sim" ] || (cd "$top" && scripts/setup.sh)

# AGENTS and SEED can be overridden from the environment.
: "${AGENTS:=greedy,greedy,greedy}"
: "${SEED:=2026}"

sweep() {
    local name="$1"
    shift
    mkdir -p "$top/results"
    "$sim" --game tin-dragon --agents "$AGENTS" --seed "$SEED" \
        --out "$top/results/tin-dragon-$name.csv" "$@"
}
