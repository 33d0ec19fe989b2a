#!/usr/bin/env bash
# Train a translation model on WORKDIR/data-bin (from prepare.sh) with the DIET
# paper's setup (Appendix A, following Vaswani et al. 2017) in fairseq flags:
#   Adam (betas 0.9, 0.98), inverse-sqrt schedule with 4000 warm-up updates and
#   peak lr 7e-4 (= 512^-0.5 * 4000^-0.5, the peak of Vaswani et al.'s schedule for
#   d_model 512), label smoothing 0.1, dropout 0.1, all embeddings shared,
#   250k updates, ~25k target tokens per update, --fp16 on GPU.
# Tokens per update = GPUs * --max-tokens * --update-freq: --update-freq is the
# smallest that keeps --max-tokens <= MAX_TOKENS_PER_GPU, then --max-tokens is
# TOKENS_PER_UPDATE / (GPUs * update-freq). Several GPUs are used by fairseq's own
# distributed training (one process per visible GPU). Without a GPU it runs with
# --cpu. EXTRA fairseq arguments come last and override everything above.
#
# Checkpoints go to CHECKPOINT_DIR [WORKDIR/checkpoints/ARCH]: a numbered one
# (checkpoint_EPOCH_UPDATES.pt) every SAVE_INTERVAL_UPDATES [1500] updates, the last
# KEEP_INTERVAL_UPDATES [10] kept, for evaluate.sh to average by update count; the
# final update is in checkpoint_last.pt (which evaluate.sh includes) when training
# stops between two saves. 1500 updates is about the spacing of Vaswani et al.'s
# averaged checkpoints (10 minutes at their 0.4 s per update). Epoch checkpoints
# are not written unless KEEP_LAST_EPOCHS [0] > 0 (then that many are kept).
# The log is CHECKPOINT_DIR/train.log.
#
# Environment (defaults in brackets):
#   TOKENS_PER_UPDATE [25000]  MAX_TOKENS_PER_GPU [4096]  MAX_UPDATE [250000]
#   LR [7e-4]  WARMUP [4000]  SEED [1]  SAVE_INTERVAL_UPDATES [1500]
#   KEEP_INTERVAL_UPDATES [10]  KEEP_LAST_EPOCHS [0]
#   CHECKPOINT_DIR  PYTHON [python3]  FAIRSEQ_USER_DIR [REPO/fairseq_diet]
set -euo pipefail

usage="usage: $0 {en-de|de-en|en-cs|cs-en|SRC-TGT} ARCH WORKDIR [extra fairseq-train args]"
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
# shellcheck source=lib.sh
source "$HERE/lib.sh"
help_if_asked "$@"

[[ $# -ge 3 ]] || { echo "$usage" >&2; exit 2; }
PAIR=$1 ARCH=$2 WORKDIR=$3
shift 3
split_pair "$PAIR"

TOKENS_PER_UPDATE=${TOKENS_PER_UPDATE:-25000}
MAX_TOKENS_PER_GPU=${MAX_TOKENS_PER_GPU:-4096}
MAX_UPDATE=${MAX_UPDATE:-250000}
LR=${LR:-7e-4}
WARMUP=${WARMUP:-4000}
SEED=${SEED:-1}
SAVE_INTERVAL_UPDATES=${SAVE_INTERVAL_UPDATES:-1500}
KEEP_INTERVAL_UPDATES=${KEEP_INTERVAL_UPDATES:-10}
KEEP_LAST_EPOCHS=${KEEP_LAST_EPOCHS:-0}
CHECKPOINT_DIR=${CHECKPOINT_DIR:-$WORKDIR/checkpoints/$ARCH}
PYTHON=${PYTHON:-python3}
FAIRSEQ_USER_DIR=${FAIRSEQ_USER_DIR:-$REPO/fairseq_diet}
DATA=$WORKDIR/data-bin

CURRENT_STAGE=check
for setting in SAVE_INTERVAL_UPDATES KEEP_INTERVAL_UPDATES KEEP_LAST_EPOCHS; do
  [[ ${!setting} =~ ^[0-9]+$ ]] || die "$setting must be a whole number, not '${!setting}'"
done
[[ $SAVE_INTERVAL_UPDATES -gt 0 && $KEEP_INTERVAL_UPDATES -gt 0 ]] ||
  die "SAVE_INTERVAL_UPDATES and KEEP_INTERVAL_UPDATES must be positive (evaluate.sh averages those checkpoints)"
CHECKPOINT_ARGS=(--save-interval-updates "$SAVE_INTERVAL_UPDATES" --keep-interval-updates "$KEEP_INTERVAL_UPDATES")
if [[ $KEEP_LAST_EPOCHS -gt 0 ]]; then
  CHECKPOINT_ARGS+=(--keep-last-epochs "$KEEP_LAST_EPOCHS")
else
  CHECKPOINT_ARGS+=(--no-epoch-checkpoints)
fi
[[ -f $DATA/dict.$SRC.txt && -f $DATA/train.$SRC-$TGT.$SRC.bin ]] ||
  die "no binarised $PAIR data in $DATA (run prepare.sh $PAIR $WORKDIR first)"

GPUS=$(gpu_count)
WORKERS_PER_UPDATE=$((GPUS > 0 ? GPUS : 1))
UPDATE_FREQ=$(((TOKENS_PER_UPDATE + WORKERS_PER_UPDATE * MAX_TOKENS_PER_GPU - 1) / (WORKERS_PER_UPDATE * MAX_TOKENS_PER_GPU)))
MAX_TOKENS=$(((TOKENS_PER_UPDATE + WORKERS_PER_UPDATE * UPDATE_FREQ - 1) / (WORKERS_PER_UPDATE * UPDATE_FREQ)))
if [[ $GPUS -gt 0 ]]; then
  DEVICE_ARGS=(--fp16)
else
  DEVICE_ARGS=(--cpu)
fi

CURRENT_STAGE=train
mkdir -p "$CHECKPOINT_DIR"
log "training $ARCH on $PAIR: $GPUS GPU(s), --max-tokens $MAX_TOKENS x --update-freq $UPDATE_FREQ" \
  "x $WORKERS_PER_UPDATE worker(s) = $((MAX_TOKENS * UPDATE_FREQ * WORKERS_PER_UPDATE)) tokens per update;" \
  "checkpoints in $CHECKPOINT_DIR"
set -x
"$PYTHON" -m fairseq_cli.train "$DATA" --user-dir "$FAIRSEQ_USER_DIR" \
  --task translation --source-lang "$SRC" --target-lang "$TGT" \
  --arch "$ARCH" --share-all-embeddings \
  --optimizer adam --adam-betas '(0.9, 0.98)' --clip-norm 0.0 \
  --lr "$LR" --lr-scheduler inverse_sqrt --warmup-updates "$WARMUP" --warmup-init-lr 1e-07 \
  --criterion label_smoothed_cross_entropy --label-smoothing 0.1 \
  --dropout 0.1 --weight-decay 0.0 \
  --max-tokens "$MAX_TOKENS" --update-freq "$UPDATE_FREQ" --max-update "$MAX_UPDATE" \
  --seed "$SEED" "${CHECKPOINT_ARGS[@]}" \
  --save-dir "$CHECKPOINT_DIR" --log-format simple --log-interval 100 \
  "${DEVICE_ARGS[@]}" "$@" 2>&1 | tee -a "$CHECKPOINT_DIR/train.log"
