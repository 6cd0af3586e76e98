#!/usr/bin/env bash
# Checks the cluster manifests of deploy/ (docs/cluster.md) by running their shards on this machine:
#
#   scripts/check-shards.sh [--seeds A..B] [SURVEY FLAG...]
#
# 1. Reads the shard count, the seed range and the survey flags from the Kubernetes Indexed Job
#    (deploy/kubernetes/survey-job.yaml, merge-job.yaml) and the Slurm array
#    (deploy/slurm/survey.sbatch, merge.sbatch), and checks that they agree with each other.
# 2. Runs every shard K = 1..N with deploy/survey-shard.sh, as an index or an array task does, but
#    over A..B (default 1..48; the manifests' range takes hours) and with any further survey flags
#    given here after the manifests' own (a later flag wins: `--budget-states 20000` makes the
#    verdicts the same on any machine).
# 3. Merges the shard files with deploy/merge.sh and runs the same survey once, unsharded.
# 4. Checks that the merge holds every deal once and that its summary's counts and winnable share
#    equal the single run's (the time line of a summary differs from run to run).
#
# Exit status: 0 the shards and the single run agree; 1 they do not, or the manifests disagree;
# 2 usage. KLONDIKE is the command (default: node dist/cli.js, built when missing); DEPLOY the folder
# of the manifests and scripts (default: deploy). Shards run side by side, one per core.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

seeds=1..48
extra=()
while [ $# -gt 0 ]; do
  case $1 in
  --seeds)
    [ $# -ge 2 ] || { echo "check-shards: --seeds needs A..B" >&2; exit 2; }
    seeds=$2
    shift 2
    ;;
  --seeds=*)
    seeds=${1#--seeds=}
    shift
    ;;
  *)
    extra+=("$1")
    shift
    ;;
  esac
done

fail() {
  echo "check-shards: $*" >&2
  exit 1
}

DEPLOY=${DEPLOY:-deploy}
K8S=$DEPLOY/kubernetes/survey-job.yaml
K8S_MERGE=$DEPLOY/kubernetes/merge-job.yaml
SLURM=$DEPLOY/slurm/survey.sbatch
SLURM_MERGE=$DEPLOY/slurm/merge.sbatch

# The value of env variable $2 in a Kubernetes manifest (`- name: X` then `value: "..."`).
k8s_env() {
  awk -v n="$2" '
    $0 ~ "^[ ]*- name: *" n "[ ]*$" { grab = 1; next }
    grab && /^[ ]*value:/ { sub(/^[ ]*value: */, ""); gsub(/^"|"$/, ""); print; exit }
  ' "$1"
}
# The value of `export NAME=...` in a Slurm script, without its quotes.
slurm_env() {
  sed -n "s/^export $2=//p" "$1" | head -n 1 | sed 's/^"\(.*\)"$/\1/'
}

k8s_completions=$(awk '/^[ ]*completions:/ { print $2; exit }' "$K8S")
k8s_mode=$(awk '/^[ ]*completionMode:/ { print $2; exit }' "$K8S")
slurm_array=$(sed -n 's/^#SBATCH --array=1-\([0-9][0-9]*\).*$/\1/p' "$SLURM")
shards=$(k8s_env "$K8S" SHARDS)
flags=$(k8s_env "$K8S" SURVEY_FLAGS)
range=$(k8s_env "$K8S" SEEDS)

[ "$k8s_mode" = Indexed ] || fail "$K8S: completionMode is \"$k8s_mode\", not Indexed"
[ -n "$shards" ] || fail "$K8S: no SHARDS"
for pair in \
  "$K8S completions:$k8s_completions" \
  "$K8S_MERGE SHARDS:$(k8s_env "$K8S_MERGE" SHARDS)" \
  "$SLURM --array=1-N:$slurm_array" \
  "$SLURM SHARDS:$(slurm_env "$SLURM" SHARDS)" \
  "$SLURM_MERGE SHARDS:$(slurm_env "$SLURM_MERGE" SHARDS)"; do
  [ "${pair##*:}" = "$shards" ] || fail "${pair%%:*} is ${pair##*:}, but SHARDS is $shards in $K8S"
done
[ "$(slurm_env "$SLURM" SURVEY_FLAGS)" = "$flags" ] || fail "$SLURM and $K8S have other SURVEY_FLAGS"
[ "$(slurm_env "$SLURM" SEEDS)" = "$range" ] || fail "$SLURM and $K8S have other SEEDS"
grep -q 'deploy/survey-shard.sh' "$K8S" || fail "$K8S does not run deploy/survey-shard.sh"
grep -q 'deploy/survey-shard.sh' "$SLURM" || fail "$SLURM does not run deploy/survey-shard.sh"
grep -q 'deploy/merge.sh' "$K8S_MERGE" || fail "$K8S_MERGE does not run deploy/merge.sh"
grep -q 'deploy/merge.sh' "$SLURM_MERGE" || fail "$SLURM_MERGE does not run deploy/merge.sh"

if [ -z "${KLONDIKE:-}" ]; then
  [ -f dist/cli.js ] || node scripts/build-cli.mjs
  KLONDIKE="node $root/dist/cli.js"
fi
export KLONDIKE

all_flags="$flags ${extra[*]:-}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "manifests: $shards shards of $range, flags: $flags"
echo "running here: seeds $seeds, flags: $all_flags"

export SEEDS=$seeds SHARDS=$shards OUT_DIR=$work/shards SURVEY_FLAGS=$all_flags JOBS=1
seq 1 "$shards" | xargs -P "$(nproc 2>/dev/null || echo 2)" -I{} env SHARD={} "$DEPLOY/survey-shard.sh" >/dev/null ||
  fail "a shard failed"
"$DEPLOY/merge.sh" >"$work/merged.txt"
# shellcheck disable=SC2086
$KLONDIKE survey --seeds "$seeds" $all_flags --jobs 1 --out "$work/single.jsonl" >"$work/single.txt"

seeds_of() { grep -o '"seed":[0-9]*' "$1" | sort; }
[ -z "$(seeds_of "$work/shards/survey.jsonl" | uniq -d)" ] || fail "a deal is in two shards"
seeds_of "$work/shards/survey.jsonl" >"$work/merged.seeds"
seeds_of "$work/single.jsonl" >"$work/single.seeds"
cmp -s "$work/merged.seeds" "$work/single.seeds" || fail "the shards do not cover the deals of the single run"
if ! diff <(head -n 2 "$work/merged.txt") <(head -n 2 "$work/single.txt") >"$work/diff"; then
  cat "$work/diff" >&2
  fail "the merged summary differs from the single run's"
fi
echo "merged summary of $shards shards = single run:"
head -n 2 "$work/merged.txt"
