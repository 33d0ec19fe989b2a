#!/usr/bin/env bash
# Train and score a small fairseq_diet translation model, end to end.
#
# Usage: [VAR=value ...] bash scripts/demo.sh      (or: make demo [VAR=value ...])
#
# Without DATA it generates its own corpus (English number words -> German number words,
# scripts/number_words.py); with DATA it reads a raw parallel corpus. Then, like the WMT18
# recipe: sentencepiece -> fairseq-preprocess --joined-dictionary -> fairseq-train
# --user-dir fairseq_diet -> fairseq-generate --beam 10 --lenpen 0.6 -> sacreBLEU (scripts/score.py).
# DATA files are checked before any work: UTF-8 (a bad byte is reported with its file and
# line) and equal line counts per split (a last line without a final newline counts).
# Every stage writes its result atomically with a stamp holding the checksums of the files
# it read, and is skipped when they are unchanged: an interrupted run resumes where it
# stopped (fairseq-train from checkpoint_last.pt), and a changed DATA file redoes the
# stages that depend on it (training from scratch when its data changed).
#
# Variables (environment), with defaults:
#   DATA=           directory of raw text: TRAIN.L, VALID.L, TEST.L for L in SRC, TGT (each may be .gz)
#   SRC=en TGT=de   languages (file suffixes)
#   TRAIN=train     training split prefix in DATA
#   VALID=          validation split prefix; empty: "valid" if DATA/valid.SRC[.gz] exists, else "val"
#                   (Multi30k's name)
#   TEST=           test split prefix; empty: "test" if DATA/test.SRC[.gz] exists, else the one
#                   split in DATA starting with "test" (e.g. test_2016_flickr in Multi30k)
#   NUM_TRAIN=20000 NUM_VALID=500 NUM_TEST=500 MAX_NUMBERS=3 SEED=1   the generated corpus
#                   (sentence pairs per split, numbers per sentence at most, random seed)
#   WORK=demo-work/<data name>-SRC-TGT-<arch>   where everything is written
#   ARCH=transformer_diet_rel   any registered architecture (fairseq's or this plugin's)
#   USER_DIR=<repo>/fairseq_diet   the plugin passed as --user-dir
#   VOCAB_SIZE=     joint sentencepiece vocabulary; empty: 250 for the generated corpus, 8000 for DATA
#   LAYERS=2 EMBED_DIM=128 FFN_DIM=256 HEADS=4 DROPOUT=0.1   model size (encoder = decoder)
#   MAX_TOKENS=1024 LR=0.002 WARMUP=200 MAX_UPDATE=1200 TRAIN_MINUTES=5   batch and training length
#                   (training stops at MAX_UPDATE updates or after TRAIN_MINUTES, whichever is first)
#   BEAM=10 LENPEN=0.6 SHOW=5   decoding, and how many source/reference/hypothesis triples to print
#   THREADS=1       CPU threads for torch (OMP_NUM_THREADS). One thread is the robust default on a
#                   small machine: two threads slow down several-fold when another process is busy
set -euo pipefail
# shellcheck source=cpu_env.sh
source "$(dirname "${BASH_SOURCE[0]}")/cpu_env.sh"  # glibc malloc settings for CPU runs

ROOT=$(cd "$(dirname "$0")/.." && pwd)
DATA=${DATA:-}
SRC=${SRC:-en}
TGT=${TGT:-de}
TRAIN=${TRAIN:-train}
VALID=${VALID:-}
TEST=${TEST:-}
NUM_TRAIN=${NUM_TRAIN:-20000}
NUM_VALID=${NUM_VALID:-500}
NUM_TEST=${NUM_TEST:-500}
MAX_NUMBERS=${MAX_NUMBERS:-3}
SEED=${SEED:-1}
USER_DIR=${USER_DIR:-$ROOT/fairseq_diet}
LAYERS=${LAYERS:-2}
EMBED_DIM=${EMBED_DIM:-128}
FFN_DIM=${FFN_DIM:-256}
HEADS=${HEADS:-4}
DROPOUT=${DROPOUT:-0.1}
MAX_TOKENS=${MAX_TOKENS:-1024}
LR=${LR:-0.002}
WARMUP=${WARMUP:-200}
MAX_UPDATE=${MAX_UPDATE:-1200}
TRAIN_MINUTES=${TRAIN_MINUTES:-5}
BEAM=${BEAM:-10}
LENPEN=${LENPEN:-0.6}
SHOW=${SHOW:-5}
THREADS=${THREADS:-1}
export OMP_NUM_THREADS=$THREADS MKL_NUM_THREADS=$THREADS

started=$SECONDS
log() { echo "demo: [$(date +%H:%M:%S)] $*" >&2; }
die() { echo "demo: error: $*" >&2; exit 1; }
usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; }

[[ "${1:-}" == -h || "${1:-}" == --help ]] && { usage; exit 0; }
[[ $# -eq 0 ]] || { usage >&2; die "no arguments expected (settings are environment variables), got: $*"; }
[[ "$SRC" != "$TGT" ]] || die "SRC and TGT are both '$SRC'"

# ---- stage 0: check the tools and inputs before any work ---------------------------------
log "stage 0: checking tools and inputs"
for tool in python fairseq-preprocess fairseq-train fairseq-generate; do
  command -v "$tool" >/dev/null || die "'$tool' not found; run 'make demo', or 'bash scripts/install.sh' in your environment"
done
[[ -f "$USER_DIR/__init__.py" ]] || die "USER_DIR=$USER_DIR is not the fairseq_diet package (no __init__.py)"

# Path of split $1, language $2 in DATA: plain text or .gz.
data_file() {
  local base="$DATA/$1.$2"
  if [[ -f "$base" ]]; then echo "$base"
  elif [[ -f "$base.gz" ]]; then echo "$base.gz"
  else die "missing $base (or $base.gz); DATA must hold $TRAIN, $VALID and test files for $SRC and $TGT (other prefixes: TRAIN=, VALID=, TEST=)"
  fi
}
# Lines of a text file (plain or .gz); a last line without a final newline counts too.
count_lines() { if [[ "$1" == *.gz ]]; then gzip -cd -- "$1"; else cat -- "$1"; fi | LC_ALL=C awk 'END { print NR }'; }
TEXTPROC=$ROOT/examples/wmt18/textproc.py

DATA_FILES=()
if [[ -n "$DATA" ]]; then
  [[ -d "$DATA" ]] || die "DATA=$DATA is not a directory"
  DATA=$(cd "$DATA" && pwd)
  if [[ -z "$VALID" ]]; then
    VALID=val
    [[ -f "$DATA/valid.$SRC" || -f "$DATA/valid.$SRC.gz" ]] && VALID=valid
    [[ -f "$DATA/$VALID.$SRC" || -f "$DATA/$VALID.$SRC.gz" ]] \
      || die "missing $DATA/valid.$SRC and $DATA/val.$SRC (or .gz); set VALID=<prefix> if the validation split has another name"
    log "  validation split: $VALID (set VALID= to choose another)"
  fi
  if [[ -z "$TEST" ]]; then
    if [[ -f "$DATA/test.$SRC" || -f "$DATA/test.$SRC.gz" ]]; then
      TEST=test
    else
      mapfile -t candidates < <(cd "$DATA" && ls -- test*."$SRC" test*."$SRC".gz 2>/dev/null \
                                  | sed -e 's/\.gz$//' -e "s/\.$SRC\$//" | sort -u)
      [[ ${#candidates[@]} -gt 0 ]] \
        || die "missing $DATA/test.$SRC (or .gz, or another test*.$SRC split); set TEST=<prefix> if it has another name"
      [[ ${#candidates[@]} -eq 1 ]] \
        || die "several test splits in $DATA (${candidates[*]}); choose one with TEST=<prefix>"
      TEST=${candidates[0]}
      log "  test split: $TEST (set TEST= to choose another)"
    fi
  fi
  for split in "$TRAIN" "$VALID" "$TEST"; do
    src_file=$(data_file "$split" "$SRC")
    tgt_file=$(data_file "$split" "$TGT")
    src_lines=$(count_lines "$src_file")
    tgt_lines=$(count_lines "$tgt_file")
    [[ "$src_lines" -gt 0 ]] || die "$src_file is empty"
    [[ "$src_lines" -eq "$tgt_lines" ]] \
      || die "line counts differ: $src_file has $src_lines lines, $tgt_file has $tgt_lines"
    # Every byte must be UTF-8: report the file and line now, not as a traceback in a later stage.
    utf8=$(python "$TEXTPROC" --stage check concat-parallel --src-out /dev/null --tgt-out /dev/null \
             "$src_file" "$tgt_file" 2>&1) || die "${utf8#error: stage check: }"
    log "  $split: $src_lines sentence pairs ($src_file, $tgt_file)"
    DATA_FILES+=("$src_file" "$tgt_file")
  done
  data_name=$(basename "$DATA")
  VOCAB_SIZE=${VOCAB_SIZE:-8000}
else
  data_name=numbers
  VOCAB_SIZE=${VOCAB_SIZE:-250}
fi

# Is the architecture registered once the plugin is imported? Checked (6 s of imports) unless
# WORK holds a run that checked this ARCH with this USER_DIR.
ARCH=${ARCH:-transformer_diet_rel}
WORK=${WORK:-demo-work/$data_name-$SRC-$TGT-$ARCH}
arch_checked="ARCH=$ARCH USER_DIR=$USER_DIR" checked_now=
if [[ ! -f "$WORK/arch-checked" || "$(cat "$WORK/arch-checked")" != "$arch_checked" ]]; then
  registered=$(python - "$USER_DIR" "$ARCH" 2>/dev/null <<'EOF'
import argparse, sys
from fairseq.models import ARCH_MODEL_REGISTRY
from fairseq.utils import import_user_module

import_user_module(argparse.Namespace(user_dir=sys.argv[1]))
print("yes" if sys.argv[2] in ARCH_MODEL_REGISTRY else "no")
EOF
) || die "importing the plugin $USER_DIR with fairseq failed; try: python -c 'import fairseq_diet'"
  [[ "$registered" == yes ]] || die "ARCH=$ARCH is not a registered fairseq architecture (with --user-dir $USER_DIR)"
  checked_now=yes
fi

mkdir -p "$WORK"
[[ -z $checked_now ]] || echo "$arch_checked" > "$WORK/arch-checked"
WORK=$(cd "$WORK" && pwd)
log "  work directory: $WORK, architecture: $ARCH"

# The settings that shape the results; a work directory holds one run only.
settings="DATA=$DATA SRC=$SRC TGT=$TGT TRAIN=$TRAIN VALID=$VALID TEST=$TEST"
[[ -n "$DATA" ]] || settings="NUM_TRAIN=$NUM_TRAIN NUM_VALID=$NUM_VALID NUM_TEST=$NUM_TEST MAX_NUMBERS=$MAX_NUMBERS SEED=$SEED SRC=$SRC TGT=$TGT"
settings="$settings VOCAB_SIZE=$VOCAB_SIZE ARCH=$ARCH LAYERS=$LAYERS EMBED_DIM=$EMBED_DIM FFN_DIM=$FFN_DIM"
settings="$settings HEADS=$HEADS DROPOUT=$DROPOUT MAX_TOKENS=$MAX_TOKENS LR=$LR WARMUP=$WARMUP"
settings="$settings MAX_UPDATE=$MAX_UPDATE TRAIN_MINUTES=$TRAIN_MINUTES BEAM=$BEAM LENPEN=$LENPEN"
if [[ -f "$WORK/settings" ]]; then
  [[ "$(cat "$WORK/settings")" == "$settings" ]] \
    || die "$WORK holds a run with other settings (see $WORK/settings); remove it or set WORK=<new dir>"
else
  echo "$settings" > "$WORK/settings.tmp" && mv "$WORK/settings.tmp" "$WORK/settings"
fi

# A stage's stamp lists the checksums of the files it read; it is done when they are unchanged.
up_to_date() {  # STAMP FILE...
  local stamp=$1
  shift
  [[ -f "$stamp" && "$(cat -- "$stamp")" == "$(md5sum -- "$@")" ]]
}
write_stamp() {  # STAMP FILE...
  local stamp=$1
  shift
  md5sum -- "$@" > "$stamp.tmp" && mv "$stamp.tmp" "$stamp"
}

RAW=$WORK/raw
SPM=$WORK/spm/spm
PIECES=$WORK/pieces
BIN=$WORK/bin
CHECKPOINTS=$WORK/checkpoints

# ---- stage 1: raw corpus ------------------------------------------------------------------
# Its inputs: the DATA files, or the generator of the corpus.
[[ -n "$DATA" ]] || DATA_FILES=("$ROOT/scripts/number_words.py")
if up_to_date "$RAW/.done" "${DATA_FILES[@]}"; then
  log "stage 1: raw corpus: done before ($RAW)"
else
  [[ -d "$RAW" ]] && log "stage 1: raw corpus: its inputs changed since it ran; redoing it"
  rm -rf "$RAW.tmp" && mkdir -p "$RAW.tmp"
  if [[ -n "$DATA" ]]; then
    log "stage 1: raw corpus: copying $DATA ($TRAIN/$VALID/$TEST) to $RAW"
    for pair in "$TRAIN:train" "$VALID:valid" "$TEST:test"; do
      # Decompressed, every line ending in a newline.
      python "$TEXTPROC" --stage "1 (raw corpus)" concat-parallel \
        --src-out "$RAW.tmp/${pair#*:}.$SRC" --tgt-out "$RAW.tmp/${pair#*:}.$TGT" \
        "$(data_file "${pair%%:*}" "$SRC")" "$(data_file "${pair%%:*}" "$TGT")"
    done
  else
    [[ "$SRC-$TGT" == en-de ]] || die "the generated corpus is English -> German; SRC=$SRC TGT=$TGT need DATA=<dir>"
    log "stage 1: raw corpus: generating number words ($NUM_TRAIN/$NUM_VALID/$NUM_TEST pairs, seed $SEED)"
    python "$ROOT/scripts/number_words.py" --out-dir "$RAW.tmp" --seed "$SEED" \
      --train "$NUM_TRAIN" --valid "$NUM_VALID" --test "$NUM_TEST" --max-numbers "$MAX_NUMBERS"
    for lang in en de; do mv "$RAW.tmp/val.$lang" "$RAW.tmp/valid.$lang"; done
  fi
  write_stamp "$RAW.tmp/.done" "${DATA_FILES[@]}"
  rm -rf "$RAW" && mv "$RAW.tmp" "$RAW"
fi
for split in train valid test; do
  log "  $split: $(wc -l < "$RAW/$split.$SRC") lines"
done

# ---- stage 2: sentencepiece ---------------------------------------------------------------
if up_to_date "$SPM.done" "$RAW/train.$SRC" "$RAW/train.$TGT"; then
  log "stage 2: sentencepiece: done before ($SPM.model)"
else
  log "stage 2: sentencepiece: learning a joint model, vocabulary $VOCAB_SIZE"
  python "$ROOT/scripts/subword.py" learn --method sentencepiece --vocab-size "$VOCAB_SIZE" \
    --model-prefix "$SPM" --seed "$SEED" "$RAW/train.$SRC" "$RAW/train.$TGT"
  write_stamp "$SPM.done" "$RAW/train.$SRC" "$RAW/train.$TGT"
fi
RAW_FILES=("$RAW"/{train,valid,test}.{"$SRC","$TGT"})
if up_to_date "$PIECES/.done" "$SPM.model" "${RAW_FILES[@]}"; then
  log "  pieces: done before ($PIECES)"
else
  rm -rf "$PIECES.tmp" && mkdir -p "$PIECES.tmp"
  for split in train valid test; do
    for lang in "$SRC" "$TGT"; do
      python "$ROOT/scripts/subword.py" encode --model-prefix "$SPM" < "$RAW/$split.$lang" > "$PIECES.tmp/$split.$lang"
    done
  done
  write_stamp "$PIECES.tmp/.done" "$SPM.model" "${RAW_FILES[@]}"
  rm -rf "$PIECES" && mv "$PIECES.tmp" "$PIECES"
fi
log "  example: $(head -n 1 "$PIECES/train.$TGT")"

# ---- stage 3: binarise ------------------------------------------------------------------------
PIECE_FILES=("$PIECES"/{train,valid,test}.{"$SRC","$TGT"})
if up_to_date "$BIN/.done" "${PIECE_FILES[@]}"; then
  log "stage 3: fairseq-preprocess: done before ($BIN)"
else
  log "stage 3: fairseq-preprocess --joined-dictionary -> $BIN"
  rm -rf "$BIN.tmp"
  fairseq-preprocess --source-lang "$SRC" --target-lang "$TGT" \
    --trainpref "$PIECES/train" --validpref "$PIECES/valid" --testpref "$PIECES/test" \
    --destdir "$BIN.tmp" --joined-dictionary --workers 2 > "$WORK/preprocess.log" 2>&1 \
    || die "fairseq-preprocess failed; see $WORK/preprocess.log"
  write_stamp "$BIN.tmp/.done" "${PIECE_FILES[@]}"
  rm -rf "$BIN" && mv "$BIN.tmp" "$BIN"
fi
log "  dictionary: $(wc -l < "$BIN/dict.$SRC.txt") types"

# ---- stage 4: train -----------------------------------------------------------------------
TRAIN_FILES=("$BIN"/dict.* "$BIN"/train.* "$BIN"/valid.*)
if up_to_date "$CHECKPOINTS/.done" "${TRAIN_FILES[@]}"; then
  log "stage 4: fairseq-train: done before ($CHECKPOINTS)"
else
  # An interrupted training resumes only on the data it started with.
  if [[ -d "$CHECKPOINTS" ]] && ! up_to_date "$CHECKPOINTS/.started" "${TRAIN_FILES[@]}"; then
    log "stage 4: fairseq-train: the training data changed since $CHECKPOINTS was written; training from scratch"
    rm -rf "$CHECKPOINTS"
  fi
  mkdir -p "$CHECKPOINTS"
  write_stamp "$CHECKPOINTS/.started" "${TRAIN_FILES[@]}"
  log "stage 4: fairseq-train --arch $ARCH: $LAYERS+$LAYERS layers, dim $EMBED_DIM, ffn $FFN_DIM, $HEADS heads;" \
      "at most $MAX_UPDATE updates or $TRAIN_MINUTES min (log: $WORK/train.log)"
  stop_hours=$(python -c "print($TRAIN_MINUTES / 60)")
  fairseq-train "$BIN" --user-dir "$USER_DIR" --arch "$ARCH" \
    --source-lang "$SRC" --target-lang "$TGT" --share-all-embeddings \
    --encoder-layers "$LAYERS" --decoder-layers "$LAYERS" \
    --encoder-embed-dim "$EMBED_DIM" --decoder-embed-dim "$EMBED_DIM" \
    --encoder-ffn-embed-dim "$FFN_DIM" --decoder-ffn-embed-dim "$FFN_DIM" \
    --encoder-attention-heads "$HEADS" --decoder-attention-heads "$HEADS" \
    --dropout "$DROPOUT" --criterion label_smoothed_cross_entropy --label-smoothing 0.1 \
    --optimizer adam --adam-betas '(0.9, 0.98)' --clip-norm 1.0 \
    --lr "$LR" --lr-scheduler inverse_sqrt --warmup-updates "$WARMUP" \
    --max-tokens "$MAX_TOKENS" --max-update "$MAX_UPDATE" --stop-time-hours "$stop_hours" \
    --save-dir "$CHECKPOINTS" --no-epoch-checkpoints --seed "$SEED" \
    --num-workers 0 --log-format simple --log-interval 100 --no-progress-bar \
    > "$WORK/train.log" 2>&1 || die "fairseq-train failed; see the end of $WORK/train.log"
  grep -E '\| valid on|done training' "$WORK/train.log" | tail -n 2 | sed 's/^/demo:   /' >&2 || true
  mv "$CHECKPOINTS/.started" "$CHECKPOINTS/.done"
fi

# ---- stage 5: translate the test set ----------------------------------------------------------
GENERATE=$WORK/generate-test.txt
GENERATE_FILES=("$BIN"/dict.* "$BIN"/test.* "$CHECKPOINTS/checkpoint_best.pt")
if up_to_date "$GENERATE.done" "${GENERATE_FILES[@]}"; then
  log "stage 5: fairseq-generate: done before ($GENERATE)"
else
  log "stage 5: fairseq-generate --beam $BEAM --lenpen $LENPEN on the test set"
  fairseq-generate "$BIN" --user-dir "$USER_DIR" --path "$CHECKPOINTS/checkpoint_best.pt" \
    --source-lang "$SRC" --target-lang "$TGT" --gen-subset test \
    --beam "$BEAM" --lenpen "$LENPEN" --batch-size 128 --num-workers 0 \
    > "$GENERATE.tmp" 2> "$WORK/generate.log" || die "fairseq-generate failed; see $WORK/generate.log"
  mv "$GENERATE.tmp" "$GENERATE"
  write_stamp "$GENERATE.done" "${GENERATE_FILES[@]}"
fi

# ---- stage 6: score -------------------------------------------------------------------------
log "stage 6: sacreBLEU on the detokenised test set (hypotheses: $WORK/hyp.test.$TGT)"
python "$ROOT/scripts/score.py" --generate-output "$GENERATE" --reference "$RAW/test.$TGT" \
  --model-prefix "$SPM" --hypotheses pieces --source "$RAW/test.$SRC" --hyp-out "$WORK/hyp.test.$TGT" --show "$SHOW" \
  > "$WORK/score.txt.tmp"
mv "$WORK/score.txt.tmp" "$WORK/score.txt"
echo
echo "demo: $data_name $SRC->$TGT, --arch $ARCH, test set $(wc -l < "$RAW/test.$SRC") sentences"
cat "$WORK/score.txt"
echo
log "finished in $((SECONDS - started)) s; results in $WORK (score.txt, hyp.test.$TGT, train.log)"
