#!/bin/bash
# Submit a run as N array tasks and the merge that waits for them:
#
#   scripts/slurm/submit.sh N OUTDIR SIMULATE-ARGUMENTS...
#   e.g. scripts/slurm/submit.sh 100 runs/dinn --game dinn --agents mcts,greedy -n 1e8
#
# Extra sbatch options (partition, account, CPUs) go in SBATCH_OPTS, e.g.
# SBATCH_OPTS="--partition=long --cpus-per-task=16".
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
n=${1:?usage: submit.sh N OUTDIR SIMULATE-ARGUMENTS...}
out=${2:?usage: submit.sh N OUTDIR SIMULATE-ARGUMENTS...}
shift 2
# shellcheck disable=SC2086
array=$(sbatch --parsable ${SBATCH_OPTS:-} --array=1-"$n" "$here/shards.sbatch" "$out" "$@")
array=${array%%;*}
# shellcheck disable=SC2086
merge=$(sbatch --parsable ${SBATCH_OPTS:-} --dependency=afterok:"$array" "$here/merge.sbatch" "$out")
echo "shards: job $array (1-$n); merge: job ${merge%%;*} -> $out/result.csv"
