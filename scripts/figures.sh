#!/usr/bin/env bash
# figures.sh - the pictures of the published results, in one command.
#
# Draws every results/*.csv with `simulate plot` into results/figures/ (for each
# chart an SVG, a PNG and the gnuplot script that drew it; the old figures there are
# removed first), then rewrites the "Figures" section of results/README.md (between
# its two marker lines; the file and the section are created when missing): for each
# CSV, the study that wrote it (the script under experiments/ that names the file),
# the command that drew its figures, and the pictures. Run it after re-running the
# studies; it plays no games.
#
# Usage: scripts/figures.sh [--help]
# Environment (all optional):
#   SIMULATE  the simulator       (default: build/simulate, built when missing)
#   RESULTS   the results folder  (default: results)
# Exit status: 0 done, 1 a figure failed (simulate says which), 2 bad usage or no
# gnuplot (Debian package gnuplot-nox).
set -euo pipefail

if [[ $# -gt 0 ]]; then
    sed -n '2,/^set -euo/p' "$0" | sed -e '/^set -euo/d' -e 's/^# \{0,1\}//'
    [[ $1 == -h || $1 == --help ]] && exit 0
    exit 2
fi

root=$(cd "$(dirname "$0")/.." && pwd)
sim=${SIMULATE:-$root/build/simulate}
results=${RESULTS:-$root/results}
out=$results/figures
readme=$results/README.md
begin='<!-- figures.sh: begin (generated: edit scripts/figures.sh, not this section) -->'
end='<!-- figures.sh: end -->'

[[ -x $sim ]] || (cd "$root" && scripts/setup.sh)
shopt -s nullglob
csvs=("$results"/*.csv)
if ((${#csvs[@]} == 0)); then
    echo "figures.sh: no CSV in $results" >&2
    exit 2
fi
mkdir -p "$out"
rm -f "$out"/*.svg "$out"/*.png "$out"/*.gp

# a path as the README (in $results) links it, and as a command from the root shows it
rel() { local p=$1; p=${p#"$root"/}; echo "$p"; }

# The study that wrote a CSV: the script under experiments/ that names the file, else
# the one whose name ends the CSV's (experiments/tin-dragon/keep_target.sh writes
# tin-dragon-keep-target.csv through common.sh) or begins it (experiments/
# mcts_strength.sh writes mcts-strength-GAME.csv).
find_study() {
    local name=$1 stem=${1%.csv} found script base
    found=$(cd "$root" && grep -rl --include='*.sh' -F "$name" experiments 2>/dev/null |
            sort | head -n 1 || true)
    if [[ -z $found ]]; then
        for script in $(cd "$root" && ls experiments/*.sh experiments/*/*.sh 2>/dev/null); do
            base=$(basename "$script" .sh)
            base=${base//_/-}
            if [[ $stem == *-"$base" || $stem == "$base" || $stem == "$base"-* ]]; then
                found=$script
                break
            fi
        done
    fi
    echo "$found"
}

section=$(mktemp)
trap 'rm -f "$section" "$section.list" "$readme.tmp"' EXIT
{
    echo "$begin"
    echo
    echo "## Figures"
    echo
    echo "Every CSV of this folder drawn by \`simulate plot\` into \`figures/\` (SVG, PNG, and"
    echo "the gnuplot script of each). Made by \`scripts/figures.sh\`, which redraws them all"
    echo "and rewrites this section; run it after re-running the studies."
    for csv in "${csvs[@]}"; do
        name=$(basename "$csv")
        "$sim" plot "$csv" -o "$out" >"$section.list"
        echo
        echo "### $name"
        echo
        study=$(find_study "$name")
        if [[ -n $study ]]; then
            echo "Written by \`$study\`. Figures: \`build/simulate plot $(rel "$csv") -o $(rel "$out")\`"
        else
            echo "Figures: \`build/simulate plot $(rel "$csv") -o $(rel "$out")\`"
        fi
        while read -r picture; do
            [[ $picture == *.svg ]] || continue
            gp=${picture%.svg}.gp
            title=$(head -n 1 "$gp" | sed -e 's/^# //' -e 's/[][]//g')
            echo
            echo "![$title](figures/$(basename "$picture"))"
        done <"$section.list"
    done
    echo
    echo "$end"
} >"$section"

# the section into the README: replaced between the markers, else appended
if [[ ! -f $readme ]]; then
    printf '# Results\n\nThe CSVs the studies under `experiments/` wrote (the README'"'"'s "The CSV"\nsection says what each column means), and their figures.\n\n' >"$readme"
fi
if grep -qF "$begin" "$readme"; then
    awk -v b="$begin" -v e="$end" -v f="$section" '
        $0 == b { while ((getline l < f) > 0) print l; skip = 1; next }
        $0 == e { skip = 0; next }
        !skip' "$readme" >"$readme.tmp"
else
    { cat "$readme"; echo; cat "$section"; } >"$readme.tmp"
fi
mv "$readme.tmp" "$readme"
echo "figures.sh: $(ls "$out"/*.svg | wc -l) figures in $(rel "$out"), listed in $(rel "$readme")" >&2
