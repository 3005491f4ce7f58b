# common.sh - shared by the Tin Dragon study scripts: build if needed, then run one
# simulate command per study and write tin-dragon-<name>.csv.
# Usage from a script: . "$(dirname "$0")/common.sh"; sweep NAME -n GAMES --sweep ...
#
# Where the CSV goes (experiments/README.md): scratch/ by default; results/ with
# PUBLISH=1 (the published figures, to commit with README.md); OUT=FILE anywhere else.
# AGENTS and SEED can be overridden from the environment.
set -euo pipefail
top="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
sim="$top/build/simulate"
[ -x "$sim" ] || (cd "$top" && scripts/setup.sh)

case ${PUBLISH:-0} in
0) dest="$top/scratch" ;;
1) dest="$top/results" ;;
*) echo "$(basename "$0"): PUBLISH takes 0 or 1, not '${PUBLISH}'" >&2; exit 2 ;;
esac
mkdir -p "$dest"

: "${AGENTS:=greedy,greedy,greedy}"
: "${SEED:=2026}"

# the CSV of study NAME: OUT, or tin-dragon-NAME.csv in scratch/ or results/
csv_of() { echo "${OUT:-$dest/tin-dragon-$1.csv}"; }

sweep() {
    local name="$1"
    shift
    "$sim" --game tin-dragon --agents "$AGENTS" --seed "$SEED" --out "$(csv_of "$name")" "$@"
}

# runs NAME RUN...: several runs (each "agents games [options]") into one CSV, the
# header once; the players and agent columns tell the runs apart.
runs() {
    local name="$1" k=0 spec
    shift
    tmp="$(mktemp -d)" # global: the EXIT trap reads it
    trap 'rm -rf "$tmp"' EXIT
    for spec in "$@"; do
        set -- $spec
        local agents="$1" games="$2"
        shift 2
        "$sim" --game tin-dragon --agents "$agents" --seed "$SEED" -n "$games" -q \
            --out "$tmp/$k.csv" "$@"
        k=$((k + 1))
    done
    {
        head -n 1 "$tmp/0.csv"
        for ((j = 0; j < k; j++)); do tail -n +2 "$tmp/$j.csv"; done
    } >"$tmp/all.csv"
    mv "$tmp/all.csv" "$(csv_of "$name")"
    echo "wrote $(csv_of "$name")" >&2
}
