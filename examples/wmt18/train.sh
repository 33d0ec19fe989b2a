#!/usr/bin/env bash
# Train a translation model on WORKDIR/data-bin (from prepare.sh) in one of two setups:
#
#   SETUP=t2t (default)  the DIET paper's: it trained with Tensor2Tensor (T2T), whose
#                        transformer_base is matched as closely as fairseq allows, per
#                        the table below; 250k updates. That is transformer_base as T2T
#                        releases 1.7 to 1.15 (2018-2020, the paper's era) define it,
#                        named transformer_base_v3 from 1.10 on.
#   SETUP=fairseq        fairseq's post-norm base transformer with Vaswani et al.'s
#                        schedule: Adam (0.9, 0.98), eps 1e-8, inverse-sqrt schedule with
#                        4000 warm-up updates from 1e-7 to the peak lr 7e-4, dropout 0.1
#                        (none on attention weights or ReLU activations), label smoothing
#                        0.1, all embeddings shared, 250k updates of ~25k tokens;
#                        evaluate.sh then averages the last 5 checkpoints.
#
# ARCH is any registered architecture, or the named variant
#   transformer_shaw+t2t_relative   Shaw et al. as T2T's transformer_relative ran it (the
#                        paper's Shaw row): --arch transformer_shaw --share-positions heads
#                        --shaw-clip 20 (distances clipped at 20, one table of
#                        key and value vectors per layer, shared by its heads; self-attention
#                        only, no input positions).
# The DIET paper's Table 4: transformer (Vaswani et al.), transformer_shaw+t2t_relative
# (Shaw et al.), transformer_diet_rel (Diet-Rel).
#
# SETUP=t2t: T2T transformer_base | fairseq option used | where they differ
#   normalisation: layer_preprocess_sequence "n", layer_postprocess_sequence "da" (pre-norm)
#       | --encoder-normalize-before --decoder-normalize-before
#       | layer-norm epsilon: T2T norm_epsilon 1e-6, fairseq 1e-5 (no option)
#   sizes: hidden_size 512, filter_size 2048, num_heads 8, num_hidden_layers 6
#       | the --arch's base sizes | -
#   dropout: layer_prepostprocess_dropout 0.1 | --dropout 0.1 | -
#   attention dropout: attention_dropout 0.1 | --attention-dropout 0.1 | -
#   ReLU dropout: relu_dropout 0.1 | --activation-dropout 0.1 | -
#   label smoothing: label_smoothing 0.1
#       | --criterion label_smoothed_cross_entropy --label-smoothing 0.1 | -
#   optimiser: optimizer "adam" (LazyAdam), optimizer_adam_beta1 0.9, optimizer_adam_beta2
#       0.997, optimizer_adam_epsilon 1e-9 | --optimizer adam --adam-betas '(0.9, 0.997)'
#       --adam-eps 1e-9 | LazyAdam updates an embedding row's moments only in steps whose
#       batch holds that row, fairseq's Adam every row in every step; TensorFlow adds eps
#       before the bias correction, PyTorch after it
#   learning rate: learning_rate_schedule "constant*linear_warmup*rsqrt_decay*
#       rsqrt_hidden_size", learning_rate_constant 2.0, learning_rate_warmup_steps 8000:
#       lr(s) = 2.0 * 512^-0.5 * min(s / 8000, 1) * max(s, 8000)^-0.5
#       | --lr-scheduler inverse_sqrt --warmup-updates 8000 --warmup-init-lr 0
#       --lr 9.88212e-04 (= 2.0 * 512^-0.5 * 8000^-0.5, the peak) | none: the same curve,
#       linear from 0 to the peak at update 8000, then the peak * (8000 / s)^0.5
#   weight decay: weight_decay 0.0 | --weight-decay 0.0 | -
#   gradient clipping: clip_grad_norm 0.0 (none) | --clip-norm 0.0 | -
#   embeddings: shared_embedding_and_softmax_weights True (source, target and softmax;
#       one vocabulary) | --share-all-embeddings | -
#   initialisation: initializer "uniform_unit_scaling", initializer_gain 1.0; embeddings
#       normal with standard deviation 512^-0.5 | fairseq's own (no option) | projections
#       start Xavier uniform in fairseq; embeddings alike
#   batch: batch_size 4096 (per GPU: tokens of the longer side, padding included)
#       | --max-tokens 4096 per GPU, TOKENS_PER_UPDATE 32768 = 8 GPUs x 4096 (one GPU:
#       --update-freq 8) | the paper does not give its GPU count (8 is Vaswani et al.'s);
#       T2T pads each batch to its length bucket's boundary, fairseq to its longest pair
#   steps: train_steps 250000 (the paper's) | --max-update 250000 | -
#   length: max_length 256 (longer training pairs dropped) | prepare.sh drops training
#       pairs with a side over MAX_LEN 250 pieces | prepare.sh also drops pairs whose
#       length ratio is over MAX_RATIO 1.5, which T2T does not
#   input positions (transformer only): pos "timing", sinusoids from position 0
#       | fairseq's sinusoidal embeddings | the same frequencies; positions start at 2
#   target space: use_target_space_embedding True | none | T2T adds one learned vector
#       (per target language) to every encoder input
#   precision: float32 | --fp16 on a GPU (FP16=0: float32) | half-precision activations
#       with loss scaling
#   checkpoint: the last one decoded (t2t-decoder; averaging only with t2t-avg-all)
#       | evaluate.sh's AVERAGE_LAST 1 | -
#   decoding: beam_size 10, alpha 0.6 (the paper's), the length penalty applied while
#       searching, extra_length 100 | evaluate.sh: --beam 10 --nbest 10 --lenpen 0, then
#       the finished hypotheses reranked by GNMT's penalty; --max-len-a 1 --max-len-b 100
#       | T2T keeps searching until no live hypothesis can beat the best finished one
#       under the penalty; fairseq stops a sentence when 10 hypotheses have finished
#       (evaluate.sh --help)
#   Shaw: transformer_relative: max_relative_position 20, self_attention_type
#       "dot_product_relative", pos None | transformer_shaw+t2t_relative | -
# The peak lr follows T2T's formula for the model trained: LR_CONSTANT * d^-0.5 *
# warm-up^-0.5, d the --encoder-embed-dim among the extra arguments, else 1024 for a
# *_big architecture and 512 for the others, and the warm-up --warmup-updates among the
# extra arguments, else WARMUP; LR set in the environment replaces it. The table is
# transformer_base's: for a *_big architecture it keeps dropout 0.1 (T2T's transformer_big
# has 0.3 and batch_size 2048).
#
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
# The log is CHECKPOINT_DIR/train.log; CHECKPOINT_DIR/setup holds the SETUP, which
# evaluate.sh reads.
#
# Run again with the same arguments, an interrupted training resumes from
# checkpoint_last.pt and sees the batches an uninterrupted one would: fairseq regroups
# the training pairs into batches at each epoch (--update-epoch-batch-itr True, about
# 2 s for WMT18 en-de on one CPU core). By default fairseq groups them once, seeded with
# the epoch it starts in, so a training resumed after its first epoch would see other
# batches from there on.
#
# Environment (defaults in brackets; t2t / fairseq where the setups differ):
#   SETUP [t2t]  TOKENS_PER_UPDATE [32768 / 25000]  MAX_TOKENS_PER_GPU [4096]
#   MAX_UPDATE [250000]  WARMUP [8000 / 4000]  LR [t2t: from LR_CONSTANT / 7e-4]
#   LR_CONSTANT [2.0]  FP16 [1]  SEED [1]  SAVE_INTERVAL_UPDATES [1500]
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

SETUP=${SETUP:-t2t}
case $SETUP in
  t2t) default_tokens=32768 default_warmup=8000 ;;
  fairseq) default_tokens=25000 default_warmup=4000 ;;
  *) echo "$0: SETUP must be t2t or fairseq, not '$SETUP'" >&2; exit 2 ;;
esac
TOKENS_PER_UPDATE=${TOKENS_PER_UPDATE:-$default_tokens}
MAX_TOKENS_PER_GPU=${MAX_TOKENS_PER_GPU:-4096}
MAX_UPDATE=${MAX_UPDATE:-250000}
WARMUP=${WARMUP:-$default_warmup}
LR_CONSTANT=${LR_CONSTANT:-2.0}
FP16=${FP16:-1}
SEED=${SEED:-1}
SAVE_INTERVAL_UPDATES=${SAVE_INTERVAL_UPDATES:-1500}
KEEP_INTERVAL_UPDATES=${KEEP_INTERVAL_UPDATES:-10}
KEEP_LAST_EPOCHS=${KEEP_LAST_EPOCHS:-0}
CHECKPOINT_DIR=${CHECKPOINT_DIR:-$WORKDIR/checkpoints/$ARCH}
PYTHON=${PYTHON:-python3}
FAIRSEQ_USER_DIR=${FAIRSEQ_USER_DIR:-$REPO/fairseq_diet}
DATA=$WORKDIR/data-bin

# The named variants: ARCH+NAME -> the architecture and its options.
case $ARCH in
  transformer_shaw+t2t_relative)
    MODEL=(--arch transformer_shaw --share-positions heads --shaw-clip 20) ;;
  *+*) echo "$0: unknown variant '$ARCH' (the named variant is transformer_shaw+t2t_relative)" >&2; exit 2 ;;
  *) MODEL=(--arch "$ARCH") ;;
esac

# extra_value FLAG DEFAULT ARG...: the value the extra fairseq arguments give FLAG (the last
# one, as fairseq reads them), else DEFAULT.
extra_value() {
  local flag=$1 value=$2
  shift 2
  while [[ $# -gt 0 ]]; do
    case $1 in
      "$flag") [[ $# -ge 2 ]] && value=$2 ;;
      "$flag"=*) value=${1#*=} ;;
    esac
    shift
  done
  printf '%s\n' "$value"
}

CURRENT_STAGE=check
for setting in SAVE_INTERVAL_UPDATES KEEP_INTERVAL_UPDATES KEEP_LAST_EPOCHS WARMUP; do
  [[ ${!setting} =~ ^[0-9]+$ ]] || die "$setting must be a whole number, not '${!setting}'"
done
[[ $FP16 == 0 || $FP16 == 1 ]] || die "FP16 must be 1 (--fp16 on a GPU) or 0 (float32), not '$FP16'"
[[ $SAVE_INTERVAL_UPDATES -gt 0 && $KEEP_INTERVAL_UPDATES -gt 0 ]] ||
  die "SAVE_INTERVAL_UPDATES and KEEP_INTERVAL_UPDATES must be positive (evaluate.sh averages those checkpoints)"
CHECKPOINT_ARGS=(--save-interval-updates "$SAVE_INTERVAL_UPDATES" --keep-interval-updates "$KEEP_INTERVAL_UPDATES")
if [[ $KEEP_LAST_EPOCHS -gt 0 ]]; then
  CHECKPOINT_ARGS+=(--keep-last-epochs "$KEEP_LAST_EPOCHS")
else
  CHECKPOINT_ARGS+=(--no-epoch-checkpoints)
fi

if [[ $SETUP == t2t ]]; then
  if [[ -z ${LR:-} ]]; then
    case $ARCH in *_big) hidden=1024 ;; *) hidden=512 ;; esac
    hidden=$(extra_value --encoder-embed-dim "$hidden" "$@")
    warmup=$(extra_value --warmup-updates "$WARMUP" "$@")
    LR=$(awk -v c="$LR_CONSTANT" -v d="$hidden" -v w="$warmup" \
      'BEGIN { if (c <= 0 || d <= 0 || w <= 0) exit 1; printf "%.5e", c / sqrt(d * w) }') ||
      die "LR_CONSTANT ($LR_CONSTANT), --encoder-embed-dim ($hidden) and the warm-up ($warmup) must be positive"
    log "t2t: peak lr $LR = LR_CONSTANT $LR_CONSTANT * $hidden^-0.5 * $warmup^-0.5 (Tensor2Tensor's schedule)"
  fi
  SETUP_ARGS=(
    --encoder-normalize-before --decoder-normalize-before
    --optimizer adam --adam-betas '(0.9, 0.997)' --adam-eps 1e-9 --clip-norm 0.0
    --lr "$LR" --lr-scheduler inverse_sqrt --warmup-updates "$WARMUP" --warmup-init-lr 0
    --criterion label_smoothed_cross_entropy --label-smoothing 0.1
    --dropout 0.1 --attention-dropout 0.1 --activation-dropout 0.1 --weight-decay 0.0
  )
else
  LR=${LR:-7e-4}
  SETUP_ARGS=(
    --optimizer adam --adam-betas '(0.9, 0.98)' --clip-norm 0.0
    --lr "$LR" --lr-scheduler inverse_sqrt --warmup-updates "$WARMUP" --warmup-init-lr 1e-07
    --criterion label_smoothed_cross_entropy --label-smoothing 0.1
    --dropout 0.1 --weight-decay 0.0
  )
fi
[[ -f $DATA/dict.$SRC.txt && -f $DATA/train.$SRC-$TGT.$SRC.bin ]] ||
  die "no binarised $PAIR data in $DATA (run prepare.sh $PAIR $WORKDIR first)"

GPUS=$(gpu_count)
WORKERS_PER_UPDATE=$((GPUS > 0 ? GPUS : 1))
UPDATE_FREQ=$(((TOKENS_PER_UPDATE + WORKERS_PER_UPDATE * MAX_TOKENS_PER_GPU - 1) / (WORKERS_PER_UPDATE * MAX_TOKENS_PER_GPU)))
MAX_TOKENS=$(((TOKENS_PER_UPDATE + WORKERS_PER_UPDATE * UPDATE_FREQ - 1) / (WORKERS_PER_UPDATE * UPDATE_FREQ)))
if [[ $GPUS -eq 0 ]]; then
  DEVICE_ARGS=(--cpu)
elif [[ $FP16 == 1 ]]; then
  DEVICE_ARGS=(--fp16)
else
  DEVICE_ARGS=()
fi

CURRENT_STAGE=train
mkdir -p "$CHECKPOINT_DIR"
printf '%s\n' "$SETUP" > "$CHECKPOINT_DIR/setup.tmp"
mv -f "$CHECKPOINT_DIR/setup.tmp" "$CHECKPOINT_DIR/setup"
log "training $ARCH on $PAIR (SETUP=$SETUP): $GPUS GPU(s), --max-tokens $MAX_TOKENS x --update-freq $UPDATE_FREQ" \
  "x $WORKERS_PER_UPDATE worker(s) = $((MAX_TOKENS * UPDATE_FREQ * WORKERS_PER_UPDATE)) tokens per update;" \
  "checkpoints in $CHECKPOINT_DIR"
set -x
"$PYTHON" -m fairseq_cli.train "$DATA" --user-dir "$FAIRSEQ_USER_DIR" \
  --task translation --source-lang "$SRC" --target-lang "$TGT" \
  "${MODEL[@]}" --share-all-embeddings "${SETUP_ARGS[@]}" \
  --max-tokens "$MAX_TOKENS" --update-freq "$UPDATE_FREQ" --max-update "$MAX_UPDATE" \
  --seed "$SEED" "${CHECKPOINT_ARGS[@]}" --update-epoch-batch-itr True \
  --save-dir "$CHECKPOINT_DIR" --log-format simple --log-interval 100 \
  "${DEVICE_ARGS[@]}" "$@" 2>&1 | tee -a "$CHECKPOINT_DIR/train.log"
