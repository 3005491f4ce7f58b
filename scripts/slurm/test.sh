#!/bin/bash
# The Slurm scripts without a cluster: each array task's command is run with the
# environment Slurm gives it (SLURM_ARRAY_TASK_ID and friends, SLURM_CPUS_PER_TASK),
# one of them interrupted by SIGTERM (as a time limit or a preemption does) and run
# again as a requeued task would be; then the merge job; the CSV must be the single
# run's, byte for byte. With MPI in the build and mpirun on the PATH, the srun form
# too, through an `srun` that hands its command to mpirun. Exit 0 when all agree.
#
#   scripts/slurm/test.sh [SIMULATE]     (default build/simulate)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
sim=$(cd "$(dirname "${1:-build/simulate}")" && pwd)/$(basename "${1:-build/simulate}")
export SIMULATE=$sim
tmp=$(mktemp -d /tmp/simulate-slurm.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
args=(--game dnup --agents mcts:iters=20,greedy,random -n 600 --seed 5 --sweep points_to_win=3,4)
"$sim" "${args[@]}" -q -o single.csv

n=3
task() { # array task $k in the background, its pid in $pid
    env SLURM_JOB_ID=$((1000 + k)) SLURM_ARRAY_JOB_ID=1000 SLURM_ARRAY_TASK_ID=$k \
        SLURM_ARRAY_TASK_MIN=1 SLURM_ARRAY_TASK_MAX=$n SLURM_ARRAY_TASK_COUNT=$n \
        SLURM_CPUS_PER_TASK=1 SLURM_SUBMIT_DIR="$tmp" \
        bash "$here/shards.sbatch" out "${args[@]}" &
    pid=$!
}
for k in 1 2 3; do
    if [ "$k" = 2 ]; then
        # a time limit: SIGTERM, a checkpoint, exit by the signal; then the requeued task.
        # A SIGTERM that lands before the run has started playing (a loaded machine
        # starts it late) ends it with no checkpoint, as it would on a cluster: then the
        # task is tried again with a longer delay.
        for delay in 0.2 0.4 0.8 1.6 3.2; do
            rm -f out/shard-2.*
            task
            sleep "$delay"
            kill -TERM "$pid" 2>/dev/null || true
            wait "$pid" || true
            [ -f out/shard-2.ckpt ] && break # stopped with a checkpoint (or finished)
        done
        [ -f out/shard-2.ckpt ] || { echo "slurm test: no checkpoint after SIGTERM" >&2; exit 1; }
        env SLURM_JOB_ID=1002 SLURM_ARRAY_JOB_ID=1000 SLURM_ARRAY_TASK_ID=2 \
            SLURM_ARRAY_TASK_MIN=1 SLURM_ARRAY_TASK_MAX=$n SLURM_ARRAY_TASK_COUNT=$n \
            SLURM_CPUS_PER_TASK=1 SLURM_RESTART_COUNT=1 \
            bash "$here/shards.sbatch" out "${args[@]}" 2>/dev/null
    else
        task
        wait "$pid"
    fi
done
env SLURM_JOB_ID=1005 SLURM_CPUS_PER_TASK=1 bash "$here/merge.sbatch" out 2>/dev/null
cmp single.csv out/result.csv
echo "slurm array + merge: the same CSV as one run"

# a missing shard is named
rm out/shard-3.tally
if env SLURM_JOB_ID=1006 bash "$here/merge.sbatch" out out/partial.csv 2>err.txt; then
    echo "slurm test: a merge with a shard missing succeeded" >&2
    exit 1
fi
grep -q "shard 3/3 is missing" err.txt || { cat err.txt >&2; exit 1; }

if command -v mpirun >/dev/null && ldd "$sim" | grep libmpi >/dev/null; then
    mkdir bin
    cat > bin/srun <<'SRUN'
#!/bin/bash
# srun as a Slurm job step would run it: SLURM_NTASKS ranks
args=()
for a in "$@"; do case "$a" in --cpus-per-task=*) ;; *) args+=("$a") ;; esac; done
# (under the sanitizer job, Open MPI's own start-up allocations are not leak-checked)
export ASAN_OPTIONS="${ASAN_OPTIONS:-}:detect_leaks=0"
exec mpirun -np "${SLURM_NTASKS:-2}" --oversubscribe "${args[@]}"
SRUN
    chmod +x bin/srun
    env PATH="$tmp/bin:$PATH" SLURM_JOB_ID=1007 SLURM_NTASKS=3 SLURM_CPUS_PER_TASK=1 \
        OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 \
        bash "$here/mpi.sbatch" mpi.csv "${args[@]}"
    cmp single.csv mpi.csv
    echo "slurm srun/MPI form (3 ranks): the same CSV as one run"
fi
