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

# "greedy,greedy,mcts" -> "greedy x2, mcts" (no comma: a CSV field as it is)
matchup_of() {
    echo "$1" | tr ',' '\n' | uniq -c |
        awk '{ printf "%s%s%s", (NR > 1 ? " + " : ""), $2, ($1 > 1 ? " x" $1 : "") }'
}

sweep() {
    local name="$1"
    shift
    "$sim" --game tin-dragon --agents "$AGENTS" --seed "$SEED" --out "$(csv_of "$name")" "$@"
}

# runs NAME RUN...: several runs (each "agents games [options]") into one CSV, the
# header once, with a first column `matchup` naming each run's agents ("greedy x3",
# "mcts + greedy x2"): simulate plot and xlsx draw one set of charts per matchup.
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
        matchup[k]=$(matchup_of "$agents")
        k=$((k + 1))
    done
    {
        head -n 1 "$tmp/0.csv" | sed 's/^/matchup,/'
        for ((j = 0; j < k; j++)); do
            tail -n +2 "$tmp/$j.csv" | sed "s/^/${matchup[j]},/"
        done
    } >"$tmp/all.csv"
    mv "$tmp/all.csv" "$(csv_of "$name")"
    echo "wrote $(csv_of "$name")" >&2
}
