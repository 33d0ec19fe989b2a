#!/usr/bin/env bash
# CPU-scale real-data check of the WMT18 recipe on Multi30k (task 1; the German and
# Czech sides were WMT16-18 multimodal task data): for each pair, prepare the data
# with the WMT18 recipe's preprocess.sh, train a small model of each architecture
# with the same budget and seed (examples/wmt18/train.sh), evaluate on
# test_2016_flickr with beam 10 and length penalty 0.6 (examples/wmt18/evaluate.sh),
# and write the table to RESULTS (default examples/multi30k/RESULTS.md).
#
# Stages: extract-PAIR (gzipped corpus -> WORKDIR/PAIR/raw, UTF-8 and line counts
# checked), then preprocess.sh's stages, then run-PAIR-ARCH (train + evaluate) for
# every architecture, then the results table. A rerun skips finished stages, so an
# interrupted table resumes where it stopped.
#
# Small model and budget (the same for every architecture, chosen so that the 8 runs
# take about an hour on 2 shared CPU cores, where this model trained at ~450 target
# tokens/s, ~4 s per update, and beam search over the test set took ~1.5-2.5 min:
# ~8 min per run): 3 encoder and 3 decoder layers, dimension 256, feed-forward 512, 4 heads,
# dropout 0.1, shared embeddings, joint sentencepiece vocabulary of 8000, batches of
# <= 2048 tokens, lr 1e-3 with 50 warm-up updates, MAX_UPDATE updates (~0.3 epoch at
# the default), seed 1; a checkpoint every MAX_UPDATE/10 updates and the last
# AVERAGE_LAST of them averaged; output length capped at 1.2 * source + 10 tokens
# (captions are short; an undertrained model would otherwise babble to 200 tokens);
# no validation during training (it would cost as much as the training here).
#
# Environment (defaults in brackets):
#   MULTI30K_DIR [REPO/../shared/data/multi30k]  {train,val,test_2016_flickr}.{en,de,cs}.gz
#   ARCHS ["transformer transformer_diet_abs transformer_diet_rel transformer_shaw"]
#   PAIRS ["en-de en-cs"]   MAX_UPDATE [80]   AVERAGE_LAST [2]
#   RESULTS [REPO/examples/multi30k/RESULTS.md]
#   VOCAB_SIZE [8000]  SEED [1]  PYTHON [python3]; preprocess.sh, train.sh and
#   evaluate.sh read their own variables too.
set -euo pipefail

usage="usage: $0 WORKDIR"
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
RECIPE=$REPO/examples/wmt18
# shellcheck source=../wmt18/lib.sh
source "$RECIPE/lib.sh"

[[ $# -eq 1 ]] || { echo "$usage" >&2; exit 2; }
mkdir -p "$1"
WORKDIR=$(cd "$1" && pwd)
MULTI30K_DIR=${MULTI30K_DIR:-$REPO/../shared/data/multi30k}
ARCHS=${ARCHS:-transformer transformer_diet_abs transformer_diet_rel transformer_shaw}
PAIRS=${PAIRS:-en-de en-cs}
MAX_UPDATE=${MAX_UPDATE:-80}
RESULTS=${RESULTS:-$REPO/examples/multi30k/RESULTS.md}
PYTHON=${PYTHON:-python3}
STAMP_DIR=$WORKDIR/stamps
export VOCAB_SIZE=${VOCAB_SIZE:-8000} SEED=${SEED:-1} AVERAGE_LAST=${AVERAGE_LAST:-2} PYTHON
SAVE_INTERVAL=$(((MAX_UPDATE + 9) / 10))
SMALL_MODEL=(
  --encoder-layers 3 --decoder-layers 3
  --encoder-embed-dim 256 --decoder-embed-dim 256
  --encoder-ffn-embed-dim 512 --decoder-ffn-embed-dim 512
  --encoder-attention-heads 4 --decoder-attention-heads 4
  --max-tokens 2048 --update-freq 1 --num-workers 0 --log-interval 10 --disable-validation
  --save-interval-updates "$SAVE_INTERVAL" --keep-interval-updates "$AVERAGE_LAST"
)
TRAIN_ENV=(MAX_UPDATE="$MAX_UPDATE" LR=1e-3 WARMUP=50 KEEP_LAST_EPOCHS=1)
GENERATE_ARGS=(--max-len-a 1.2 --max-len-b 10)

CURRENT_STAGE=check
for split in train val test_2016_flickr; do
  for lang in en de cs; do
    [[ -f $MULTI30K_DIR/$split.$lang.gz ]] || die "missing $MULTI30K_DIR/$split.$lang.gz (set MULTI30K_DIR)"
  done
done

extract() {  # PAIR DIR
  local src=${1%-*} tgt=${1#*-} out=$2/raw.tmp split name
  rm -rf "$out" && mkdir -p "$out"
  for split in train valid test; do
    name=$split
    [[ $split == valid ]] && name=val
    [[ $split == test ]] && name=test_2016_flickr
    "$PYTHON" "$RECIPE/textproc.py" --stage "$CURRENT_STAGE" concat-parallel \
      --src-out "$out/$split.$src" --tgt-out "$out/$split.$tgt" \
      "$MULTI30K_DIR/$name.$src.gz" "$MULTI30K_DIR/$name.$tgt.gz"
  done
  replace_dir "$out" "$2/raw"
  count_lines "$2"/raw/*
}

train_and_evaluate() {  # PAIR ARCH DIR
  local pair=$1 arch=$2 dir=$3 ckpt=$3/checkpoints/$2 start
  rm -rf "$ckpt"
  start=$(date +%s)
  env "${TRAIN_ENV[@]}" CHECKPOINT_DIR="$ckpt" "$RECIPE/train.sh" "$pair" "$arch" "$dir" "${SMALL_MODEL[@]}" \
    > "$dir/train-$arch.out" 2>&1 || die "training failed; see $dir/train-$arch.out"
  echo $(($(date +%s) - start)) > "$ckpt/train_seconds"
  "$RECIPE/evaluate.sh" "$pair" "$dir" "$ckpt" "${GENERATE_ARGS[@]}" > "$dir/evaluate-$arch.out" 2>&1 ||
    die "evaluation failed; see $dir/evaluate-$arch.out"
  tail -n 2 "$ckpt/eval/bleu.txt" >&2
}

write_results() {
  local pair arch ckpt bleu signature params
  {
    echo "# Multi30k results (CPU-scale check of the WMT18 recipe)"
    echo
    echo "Written by \`examples/multi30k/run.sh\`; rerun it when the architectures change."
    echo "Test set: test_2016_flickr (1,000 sentences), beam 10, length penalty 0.6, sacreBLEU"
    echo "default settings against the raw reference. Training: same budget and seed for"
    echo "every architecture: $MAX_UPDATE updates of <= 2048 tokens, 3+3 layers, dim 256, ffn 512,"
    echo "4 heads, dropout 0.1, lr 1e-3 (inverse sqrt, 50 warm-up), seed $SEED, joint"
    echo "sentencepiece vocabulary $VOCAB_SIZE; evaluation averages the last $AVERAGE_LAST checkpoints"
    echo "(one every $SAVE_INTERVAL updates); output length <= 1.2 * source + 10."
    echo "Tiny budget (2 shared CPU cores): the numbers compare the architectures at this"
    echo "budget only and are far from converged Multi30k scores."
    echo
    echo "| pair | arch | BLEU | training time (s) | parameters |"
    echo "| --- | --- | ---: | ---: | ---: |"
    for pair in $PAIRS; do
      for arch in $ARCHS; do
        ckpt=$WORKDIR/$pair/checkpoints/$arch
        bleu=$(sed -n 's/^BLEU = \([0-9.]*\) .*/\1/p' "$ckpt/eval/bleu.txt")
        params=$(sed -n 's/.*num. shared model params: \([0-9,]*\).*/\1/p' "$ckpt/train.log" | tail -n 1)
        echo "| $pair | $arch | $bleu | $(cat "$ckpt/train_seconds") | $params |"
        signature=$(sed -n 's/^sacreBLEU signature: //p' "$ckpt/eval/bleu.txt")
      done
    done
    echo
    echo "sacreBLEU signature: \`$signature\`"
    echo
    echo "Command: \`ARCHS=\"$ARCHS\" PAIRS=\"$PAIRS\" MAX_UPDATE=$MAX_UPDATE examples/multi30k/run.sh WORKDIR\`"
    echo
    echo "Machine: $(nproc) CPU cores ($(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -n 1)), $(gpu_count) GPU(s);" \
      "$("$PYTHON" -c 'import torch, fairseq, sacrebleu; print(f"torch {torch.__version__}, fairseq {fairseq.__version__}, sacrebleu {sacrebleu.__version__}")' 2>/dev/null);" \
      "$(date -u +%Y-%m-%d)."
  } > "$RESULTS.tmp"
  mv -f "$RESULTS.tmp" "$RESULTS"
  cat "$RESULTS" >&2
}

for pair in $PAIRS; do
  RERUN_REST=0
  run_stage "extract-$pair" "dir=$MULTI30K_DIR" extract "$pair" "$WORKDIR/$pair"
  export RERUN_REST
  "$RECIPE/preprocess.sh" "$pair" "$WORKDIR/$pair"
  for arch in $ARCHS; do
    # Runs are independent of each other; a run is redone when its data were rebuilt since.
    RERUN_REST=0
    [[ $WORKDIR/$pair/data-bin -nt $STAMP_DIR/run-$pair-$arch.done ]] && RERUN_REST=1
    run_stage "run-$pair-$arch" "${TRAIN_ENV[*]} ${SMALL_MODEL[*]} ${GENERATE_ARGS[*]} average=$AVERAGE_LAST" \
      train_and_evaluate "$pair" "$arch" "$WORKDIR/$pair"
  done
done
CURRENT_STAGE=results
write_results
