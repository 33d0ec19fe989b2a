#!/usr/bin/env bash
# Evaluate a model trained by train.sh on the test split of WORKDIR (newstest2018
# for prepare.sh), as in the DIET paper: beam search with beam 10 and length penalty
# 0.6, the test-set order restored, the subword segmentation undone (and the Moses
# tokenisation when --bpe subword-nmt was used), sacreBLEU's default settings against
# the raw reference WORKDIR/raw/test.TGT.
#
# SETUP is the one train.sh recorded in CHECKPOINT_DIR/setup (t2t where there is none):
#   t2t      the final checkpoint (AVERAGE_LAST 1; Tensor2Tensor decodes the last one),
#            LENGTH_PENALTY=gnmt, output at most source + 100 tokens (--max-len-a 1
#            --max-len-b 100, T2T's extra_length 100)
#   fairseq  the last 5 checkpoints averaged (AVERAGE_LAST 5), LENGTH_PENALTY=fairseq,
#            fairseq-generate's own output limit
#
# LENGTH_PENALTY, with LENPEN as its number:
#   gnmt     GNMT's length penalty, which Tensor2Tensor's beam search uses (its alpha,
#            the paper's 0.6): fairseq-generate --beam BEAM --nbest BEAM --lenpen 0
#            writes every finished hypothesis of the beam with its score, the sum of
#            its tokens' log-probabilities (--lenpen 0: fairseq divides by |Y|^0, 1);
#            scripts/score.py --gnmt-alpha LENPEN keeps, per sentence, the one with the
#            highest score / ((5 + |Y|) / 6)^LENPEN, |Y| its tokens with the end of
#            sentence, as T2T counts them. An approximation of T2T's search: T2T applies
#            the penalty while searching and keeps extending live hypotheses until none
#            can beat the best finished one under the penalty, or the length limit;
#            fairseq stops a sentence once BEAM hypotheses have finished, so longer ones
#            that T2T would still find are not among those reranked.
#   fairseq  fairseq-generate --lenpen LENPEN: its beam search ranks the finished
#            hypotheses by score / |Y|^LENPEN (the same number, another formula).
#   EVAL_DIR/bleu.txt says which was used.
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
#              EVAL_DIR/bleu.txt (BLEU line, sacreBLEU signature and the decoding: also
#              printed); told that the hypotheses are subword pieces (--hypotheses pieces),
#              or text when the extra arguments hold --post-process / --remove-bpe
# Every run redoes all stages (the checkpoints may have changed).
# --required-batch-size-multiple 1: with the default 8, this fairseq build's
# batch_by_size drops the last batch when it is not a multiple of 8, so some
# test sentences would never be translated (fairseq_diet/batching.py now patches
# that too; the flag keeps evaluation whole without relying on it).
#
# Environment (defaults in brackets; t2t / fairseq where the setups differ):
#   SETUP [CHECKPOINT_DIR/setup, else t2t]  AVERAGE_LAST [1 / 5]
#   LENGTH_PENALTY [gnmt / fairseq]  LENPEN [0.6]  BEAM [10]  GEN_BATCH_SIZE [64]
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

if [[ -z ${SETUP:-} && -f $CHECKPOINT_DIR/setup ]]; then
  SETUP=$(cat "$CHECKPOINT_DIR/setup")
elif [[ -z ${SETUP:-} ]]; then
  log "no $CHECKPOINT_DIR/setup (train.sh writes it): evaluating as SETUP=t2t; set SETUP=fairseq for a model trained so"
fi
SETUP=${SETUP:-t2t}
case $SETUP in
  t2t) default_average=1 default_penalty=gnmt SETUP_ARGS=(--max-len-a 1 --max-len-b 100) ;;
  fairseq) default_average=5 default_penalty=fairseq SETUP_ARGS=() ;;
  *) echo "$0: SETUP must be t2t or fairseq, not '$SETUP'" >&2; exit 2 ;;
esac
AVERAGE_LAST=${AVERAGE_LAST:-$default_average}
LENGTH_PENALTY=${LENGTH_PENALTY:-$default_penalty}
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
[[ $AVERAGE_LAST =~ ^[1-9][0-9]*$ ]] || die "AVERAGE_LAST must be a positive number of checkpoints, not '$AVERAGE_LAST'"
[[ $BEAM =~ ^[1-9][0-9]*$ ]] || die "BEAM must be a positive number, not '$BEAM'"
[[ $LENPEN =~ ^-?[0-9]*\.?[0-9]+$ ]] || die "LENPEN must be a number, not '$LENPEN'"
case $LENGTH_PENALTY in
  gnmt)
    for argument in "$@"; do
      case $argument in
        --lenpen* | --nbest* | --unnormalized)
          die "$argument: LENGTH_PENALTY=gnmt sets --nbest and --lenpen itself; give the penalty as LENPEN=ALPHA, or use LENGTH_PENALTY=fairseq" ;;
      esac
    done
    PENALTY_ARGS=(--nbest "$BEAM" --lenpen 0)
    SCORE_ARGS=(--gnmt-alpha "$LENPEN")
    DECODING="beam $BEAM; length penalty: GNMT's, alpha $LENPEN, by reranking: of the $BEAM finished hypotheses (fairseq-generate --nbest $BEAM --lenpen 0, scores the sums of the log-probabilities), the best by score / ((5 + |Y|) / 6)^$LENPEN (an approximation of Tensor2Tensor's beam search)" ;;
  fairseq)
    PENALTY_ARGS=(--lenpen "$LENPEN")
    SCORE_ARGS=()
    DECODING="beam $BEAM; length penalty: fairseq's --lenpen $LENPEN, score / |Y|^$LENPEN inside the beam search" ;;
  *) die "LENGTH_PENALTY must be gnmt or fairseq, not '$LENGTH_PENALTY'" ;;
esac
if [[ $AVERAGE_LAST == 1 ]]; then
  DECODING="decoding: SETUP=$SETUP; $DECODING; checkpoint: the last"
else
  DECODING="decoding: SETUP=$SETUP; $DECODING; checkpoints: the last $AVERAGE_LAST averaged"
fi
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
if [[ $LENGTH_PENALTY == gnmt ]]; then
  log "stage generate: beam $BEAM, every finished hypothesis (--nbest $BEAM --lenpen 0), for GNMT's length penalty $LENPEN"
else
  log "stage generate: beam $BEAM, lenpen $LENPEN"
fi
log "  fairseq-generate --beam $BEAM ${PENALTY_ARGS[*]}${SETUP_ARGS[*]:+ ${SETUP_ARGS[*]}}${*:+ $*} (extra arguments last)"
"$PYTHON" -m fairseq_cli.generate "$DATA" --user-dir "$FAIRSEQ_USER_DIR" \
  --task translation --source-lang "$SRC" --target-lang "$TGT" --gen-subset test \
  --path "$EVAL_DIR/average.pt" --beam "$BEAM" "${PENALTY_ARGS[@]}" "${SETUP_ARGS[@]}" \
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
  "${SCORE_ARGS[@]}" --hyp-out "$EVAL_DIR/hyp.$TGT" > "$EVAL_DIR/bleu.txt.tmp"
printf '%s\n' "$DECODING" >> "$EVAL_DIR/bleu.txt.tmp"
mv -f "$EVAL_DIR/bleu.txt.tmp" "$EVAL_DIR/bleu.txt"
count_lines "$EVAL_DIR/hyp.$TGT" "$REFERENCE"
cat "$EVAL_DIR/bleu.txt"
