#!/bin/sh
# One shard of a survey: the command every Kubernetes index and every Slurm array task runs.
#
#   SEEDS=A..B SHARDS=N OUT_DIR=DIR [SHARD=K] [SURVEY_FLAGS="--draw 3 ..."] [JOBS=n] deploy/survey-shard.sh
#
# runs `klondike survey --seeds A..B --shard K/N SURVEY_FLAGS --jobs n --out DIR/shard-K.jsonl --resume`.
# K is SHARD, else the Slurm array task id (--array=1-N), else the Kubernetes completion index + 1
# (indexes 0..N-1). n is JOBS, else Slurm's CPUs per task, else one thread per core. --resume makes a
# retried shard continue its own file. KLONDIKE is the command (default: the bundle dist/cli.js of
# this repository, built by `npm run build:cli`).
set -eu
: "${SEEDS:?SEEDS=A..B is required}" "${SHARDS:?SHARDS=N is required}" "${OUT_DIR:?OUT_DIR is required}"
if [ -z "${SHARD:-}" ]; then
  if [ -n "${SLURM_ARRAY_TASK_ID:-}" ]; then
    SHARD=$SLURM_ARRAY_TASK_ID
  elif [ -n "${JOB_COMPLETION_INDEX:-}" ]; then
    SHARD=$((JOB_COMPLETION_INDEX + 1))
  else
    echo "survey-shard: set SHARD=K (or run as a Slurm array task or a Kubernetes indexed pod)" >&2
    exit 2
  fi
fi
JOBS=${JOBS:-${SLURM_CPUS_PER_TASK:-}}
root=$(cd "$(dirname "$0")/.." && pwd)
KLONDIKE=${KLONDIKE:-node $root/dist/cli.js}
mkdir -p "$OUT_DIR"
# KLONDIKE and SURVEY_FLAGS are split into words on purpose (a command, several flags).
# shellcheck disable=SC2086
exec $KLONDIKE survey --seeds "$SEEDS" --shard "$SHARD/$SHARDS" ${SURVEY_FLAGS:-} ${JOBS:+--jobs "$JOBS"} \
  --out "$OUT_DIR/shard-$SHARD.jsonl" --resume
