#!/usr/bin/env bash
# What the Multi30k models of examples/multi30k/run.sh learned, and how they handle length:
# for each PAIR:SEED of ANALYSE, every finished run of an architecture (variants are left
# out) gets
#   - its learned position terms plotted (scripts/plot_positions.py, from eval/average.pt)
#     into RESULTS_DIR/positions/PAIR/ARCH-seedSEED/; models that learn none (fairseq's
#     transformer, ALiBi, RoPE) get no figure;
#   - BLEU per source-length bucket and on k consecutive test sentences joined into one
#     input (scripts/length_eval.py), all runs in one table and figure:
#     RESULTS_DIR/length-PAIR.md and .png.
# Then RESULTS.md is rebuilt (examples/multi30k/results.py), with both included.
# Resumable: length_eval.py keeps every translation it made and redoes only what is
# missing or changed (a new run, a retrained one); the figures are redrawn each time.
#
# Environment (defaults in brackets):
#   ANALYSE ["en-de:1"]   RESULTS_DIR [REPO/examples/multi30k]   PYTHON [python3]
#   LENGTH_EVAL_OPTIONS [none]  added to length_eval.py's (e.g. "--concat 1,2,4,8")
set -euo pipefail

usage="usage: $0 WORKDIR (run.sh's work directory)"
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
# shellcheck source=../wmt18/lib.sh
source "$REPO/examples/wmt18/lib.sh"

[[ $# -eq 1 ]] || { echo "$usage" >&2; exit 2; }
[[ -d $1 ]] || { echo "$0: no work directory $1" >&2; exit 2; }
WORKDIR=$(cd "$1" && pwd)
ANALYSE=${ANALYSE:-en-de:1}
RESULTS_DIR=${RESULTS_DIR:-$REPO/examples/multi30k}
PYTHON=${PYTHON:-python3}
LENGTH_EVAL_OPTIONS=${LENGTH_EVAL_OPTIONS:-}
read -ra length_options <<<"$LENGTH_EVAL_OPTIONS"

CURRENT_STAGE=check
for group in $ANALYSE; do
  [[ $group =~ ^[a-z]+-[a-z]+:[0-9]+$ ]] || die "ANALYSE: '$group' is not PAIR:SEED (e.g. en-de:1)"
done

for group in $ANALYSE; do
  pair=${group%:*} seed=${group#*:}
  CURRENT_STAGE=analyse-$pair-seed$seed
  runs=()  # finished runs of the architectures, fairseq's transformer first
  for ckpt in "$WORKDIR/$pair"/checkpoints/transformer-seed"$seed" "$WORKDIR/$pair"/checkpoints/*-seed"$seed"; do
    name=$(basename "$ckpt")
    [[ $name == *+* || ! -f $ckpt/eval/bleu.txt ]] && continue
    [[ " ${runs[*]} " == *" $ckpt "* ]] || runs+=("$ckpt")
  done
  if [[ ${#runs[@]} -eq 0 ]]; then
    log "no finished run of $pair seed $seed in $WORKDIR: nothing to analyse"
    continue
  fi
  for ckpt in "${runs[@]}"; do
    out=$RESULTS_DIR/positions/$pair/$(basename "$ckpt")
    rm -rf "$out"  # a retrained run may now plot other stacks
    "$PYTHON" "$REPO/scripts/plot_positions.py" "$ckpt/eval/average.pt" --out "$out" --allow-none
  done
  log "length evaluation of ${#runs[@]} run(s) of $pair seed $seed"
  "$PYTHON" "$REPO/scripts/length_eval.py" "$WORKDIR/$pair" "${runs[@]}" --out "$RESULTS_DIR" \
    "${length_options[@]}"
done
CURRENT_STAGE=results
"$PYTHON" "$HERE/results.py" "$WORKDIR" --out "$RESULTS_DIR" \
  --command "ANALYSE=\"$ANALYSE\"${LENGTH_EVAL_OPTIONS:+ LENGTH_EVAL_OPTIONS=\"$LENGTH_EVAL_OPTIONS\"} examples/multi30k/analyse.sh WORKDIR"
