#!/usr/bin/env bash
# Three MPI ranks (oversubscribed on any machine) against one process: the CSV of a
# random run, an mcts run and a sweep must be the same bytes, and the three CSVs of a
# deck study. Needs a build with MPI
# (Debian: openmpi-bin libopenmpi-dev) in build/. CI runs it as root: Open MPI then
# wants OMPI_ALLOW_RUN_AS_ROOT=1 and OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1, set here.
set -euo pipefail
cd "$(dirname "$0")/.."
sim=$PWD/build/simulate
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
if [ "$(mpirun -np 1 --oversubscribe "$sim" --version 2>/dev/null | head -c 8)" != "simulate" ]; then
    echo "mpi-test: mpirun cannot start build/simulate" >&2
    exit 1
fi
if ! ldd "$sim" | grep libmpi >/dev/null; then
    echo "mpi-test: build/simulate was built without MPI" >&2
    exit 1
fi
tmp=$(mktemp -d /tmp/simulate-mpi.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
runs=(
    "--game dnup --agents random,random,random -n 30000 --seed 4"
    "--game dinn --agents mcts,greedy -n 300 --seed 2"
    "--game tin-dragon --agents greedy,greedy,random -n 600 --sweep keep_target=4,5 --metrics"
)
for run in "${runs[@]}"; do
    # shellcheck disable=SC2086
    "$sim" $run -q -t 2 -o "$tmp/one.csv"
    # shellcheck disable=SC2086
    mpirun -np 3 --oversubscribe "$sim" $run -q -t 1 -o "$tmp/ranks.csv"
    cmp "$tmp/one.csv" "$tmp/ranks.csv"
    echo "3 ranks = 1 process: $run"
done
deck="--game dinn --decks experiments/dinn/decks --agents greedy,greedy -n 40 --seed 3"
# shellcheck disable=SC2086
"$sim" $deck -q -t 2 -o "$tmp/one.csv"
# shellcheck disable=SC2086
mpirun -np 3 --oversubscribe "$sim" $deck -q -t 1 -o "$tmp/ranks.csv"
for part in "" -ratings -cards; do
    cmp "$tmp/one$part.csv" "$tmp/ranks$part.csv"
done
echo "3 ranks = 1 process: $deck (pairs, ratings and cards CSVs)"
