#!/usr/bin/env bash
# Evaluate a model trained by train.sh on the test split of WORKDIR (newstest2018
# for prepare.sh), as in the DIET paper: average the last checkpoints, beam search
# (beam 10, length penalty 0.6), restore the test-set order, undo the subword
# segmentation (and the Moses tokenisation when --bpe subword-nmt was used), score
# with sacreBLEU's default settings against the raw reference WORKDIR/raw/test.TGT.
#
# Stages:
#   average    scripts/average_checkpoints.py over the last AVERAGE_LAST checkpoints
#              of CHECKPOINT_DIR by update count (as many as are present), the final
#              update included: checkpoint_last.pt takes the newest place when it holds
#              updates after the newest numbered checkpoint, and is evaluated alone
#              when it is the only one -> EVAL_DIR/average.pt
#   generate   fairseq-generate on the test split -> EVAL_DIR/generate-test.txt
#              (extra arguments are passed to it last, so they override)
#   score      scripts/score.py -> EVAL_DIR/hyp.TGT (hypotheses, test-set order) and
#              EVAL_DIR/bleu.txt (BLEU line and sacreBLEU signature, also printed); told
#              that the hypotheses are subword pieces (--hypotheses pieces), or text when
#              the extra arguments hold --post-process / --remove-bpe
# Every run redoes all stages (the checkpoints may have changed).
# --required-batch-size-multiple 1: with the default 8, this fairseq build's
# batch_by_size drops the last batch when it is not a multiple of 8, so some
# test sentences would never be translated (fairseq_diet/batching.py now patches
# that too; the flag keeps evaluation whole without relying on it).
#
# Environment (defaults in brackets):
#   AVERAGE_LAST [5]  BEAM [10]  LENPEN [0.6]  GEN_BATCH_SIZE [64]
#   EVAL_DIR [CHECKPOINT_DIR/eval]  PYTHON [python3]  FAIRSEQ_USER_DIR [REPO/fairseq_diet]
set -euo pipefail

usage="usage: $0 {en-de|de-en|en-cs|cs-en|SRC-TGT} WORKDIR CHECKPOINT_DIR [extra fairseq-generate args]"
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
# shellcheck source=lib.sh
source "$HERE/lib.sh"
help_if_asked "$@"

[[ $# -ge 3 ]] || { echo "$usage" >&2; exit 2; }
PAIR=$1 WORKDIR=$2 CHECKPOINT_DIR=$3
shift 3
split_pair "$PAIR"

AVERAGE_LAST=${AVERAGE_LAST:-5}
BEAM=${BEAM:-10}
LENPEN=${LENPEN:-0.6}
GEN_BATCH_SIZE=${GEN_BATCH_SIZE:-64}
EVAL_DIR=${EVAL_DIR:-$CHECKPOINT_DIR/eval}
PYTHON=${PYTHON:-python3}
FAIRSEQ_USER_DIR=${FAIRSEQ_USER_DIR:-$REPO/fairseq_diet}
DATA=$WORKDIR/data-bin
REFERENCE=$WORKDIR/raw/test.$TGT
MODEL_PREFIX=$WORKDIR/subword/model

CURRENT_STAGE=check
[[ -f $DATA/test.$SRC-$TGT.$SRC.bin ]] || die "no binarised $PAIR test split in $DATA (run prepare.sh first)"
[[ -f $REFERENCE ]] || die "raw reference $REFERENCE not found"
[[ -d $CHECKPOINT_DIR ]] || die "checkpoint directory $CHECKPOINT_DIR not found"
DETOKENIZE=()
[[ -f $MODEL_PREFIX.codes ]] && DETOKENIZE=(--detokenize "$TGT")  # subword-nmt data were Moses-tokenised
DEVICE_ARGS=(--cpu)
[[ $(gpu_count) -gt 0 ]] && DEVICE_ARGS=(--fp16)
mkdir -p "$EVAL_DIR"

CURRENT_STAGE=average
log "stage average: last $AVERAGE_LAST checkpoint(s) of $CHECKPOINT_DIR by update count, the final update included"
"$PYTHON" "$REPO/scripts/average_checkpoints.py" --checkpoint-dir "$CHECKPOINT_DIR" \
  --last "$AVERAGE_LAST" --output "$EVAL_DIR/average.pt"

CURRENT_STAGE=generate
log "stage generate: beam $BEAM, lenpen $LENPEN"
"$PYTHON" -m fairseq_cli.generate "$DATA" --user-dir "$FAIRSEQ_USER_DIR" \
  --task translation --source-lang "$SRC" --target-lang "$TGT" --gen-subset test \
  --path "$EVAL_DIR/average.pt" --beam "$BEAM" --lenpen "$LENPEN" \
  --batch-size "$GEN_BATCH_SIZE" --required-batch-size-multiple 1 "${DEVICE_ARGS[@]}" "$@" \
  > "$EVAL_DIR/generate-test.txt.tmp" 2> "$EVAL_DIR/generate.log" ||
  die "fairseq-generate failed; see $EVAL_DIR/generate.log"
mv -f "$EVAL_DIR/generate-test.txt.tmp" "$EVAL_DIR/generate-test.txt"
log "  $(grep -c '^H-' "$EVAL_DIR/generate-test.txt") hypotheses  $EVAL_DIR/generate-test.txt"

CURRENT_STAGE=score
HYPOTHESES=pieces  # what fairseq-generate wrote: score.py need not guess
for argument in "$@"; do
  case $argument in --post-process* | --remove-bpe*) HYPOTHESES=text ;; esac
done
log "stage score: sacreBLEU against $REFERENCE, hypotheses as $HYPOTHESES"
"$PYTHON" "$REPO/scripts/score.py" --generate-output "$EVAL_DIR/generate-test.txt" \
  --reference "$REFERENCE" --model-prefix "$MODEL_PREFIX" --hypotheses "$HYPOTHESES" "${DETOKENIZE[@]}" \
  --hyp-out "$EVAL_DIR/hyp.$TGT" > "$EVAL_DIR/bleu.txt.tmp"
mv -f "$EVAL_DIR/bleu.txt.tmp" "$EVAL_DIR/bleu.txt"
count_lines "$EVAL_DIR/hyp.$TGT" "$REFERENCE"
cat "$EVAL_DIR/bleu.txt"
