#!/bin/sh
# The merge step of a sharded survey: checks that all N shard files are there, concatenates them
# into OUT_DIR/survey.jsonl and prints (and keeps in OUT_DIR/summary.txt) the summary of the whole.
#
#   OUT_DIR=DIR SHARDS=N deploy/merge.sh
#
# Exit status: that of `klondike survey --summary` (1 for a broken line or mixed rules), or 1 when a
# shard file is missing.
set -eu
: "${OUT_DIR:?OUT_DIR is required}" "${SHARDS:?SHARDS=N is required}"
root=$(cd "$(dirname "$0")/.." && pwd)
KLONDIKE=${KLONDIKE:-node $root/dist/cli.js}
k=1
while [ "$k" -le "$SHARDS" ]; do
  if [ ! -f "$OUT_DIR/shard-$k.jsonl" ]; then
    echo "merge: $OUT_DIR/shard-$k.jsonl is missing (shard $k of $SHARDS)" >&2
    exit 1
  fi
  k=$((k + 1))
done
: >"$OUT_DIR/survey.jsonl"
k=1
while [ "$k" -le "$SHARDS" ]; do
  cat "$OUT_DIR/shard-$k.jsonl" >>"$OUT_DIR/survey.jsonl"
  k=$((k + 1))
done
# shellcheck disable=SC2086
$KLONDIKE survey --summary "$OUT_DIR/survey.jsonl" >"$OUT_DIR/summary.txt"
cat "$OUT_DIR/summary.txt"
