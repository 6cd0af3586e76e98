#!/bin/sh
# Queues the survey array (survey.sbatch) and the merge (merge.sbatch) to run after it has succeeded.
# Run from anywhere; it submits from the repository root, which must be on a shared file system.
set -eu
cd "$(dirname "$0")/../.."
[ -f dist/cli.js ] || npm run build:cli
array=$(sbatch --parsable deploy/slurm/survey.sbatch)
array=${array%%;*}
merge=$(sbatch --parsable --dependency=afterok:"$array" deploy/slurm/merge.sbatch)
echo "survey: job array $array; merge: job ${merge%%;*}; results in ${OUT_DIR:-$(pwd)/results}/"
