#!/usr/bin/env bash
# Turn raw parallel text into fairseq binary data: normalise, learn and apply a
# joint subword model, clean the training pairs, binarise.
#
# Normalisation replaces control characters by spaces and, with --bpe subword-nmt,
# Moses-tokenises. Moses punctuation normalisation (quotes, dashes, spacing) is off
# by default on both sides, as in the DIET paper's pipeline (tensor2tensor trains on
# raw text): the references are scored raw, so a target side normalised to ASCII
# quotes and dashes costs BLEU, and sentencepiece needs no normalised source.
# --normalize-punctuation source|both turns it on for the source side (train, valid
# and test alike) or for both sides.
#
# Input (written by prepare.sh or examples/multi30k/run.sh):
#   WORKDIR/raw/{train,valid,test}.{SRC,TGT}   one sentence per line, UTF-8
# Output:
#   WORKDIR/subword/model.*                    joint subword model (scripts/subword.py)
#   WORKDIR/data-bin/                          fairseq-preprocess --joined-dictionary
# Intermediate: WORKDIR/norm, WORKDIR/sub, WORKDIR/clean. Stage stamps: WORKDIR/stamps.
#
# Environment (defaults in brackets):
#   VOCAB_SIZE [32000]               joint vocabulary (sentencepiece) / merges (subword-nmt)
#   SUBWORD_MAX_SENTENCES [2000000]  learn the subword model on at most this many lines
#   MAX_LEN [250]                    drop training pairs with a side longer than this (subwords)
#   MAX_RATIO [1.5]                  drop training pairs whose subword-count ratio exceeds this
#   WORKERS [nproc]                  processes for normalisation and fairseq-preprocess
#   PYTHON [python3]                 interpreter with fairseq, sacremoses, sentencepiece, subword-nmt
#   FAIRSEQ_USER_DIR [REPO/fairseq_diet]
set -euo pipefail

usage="usage: $0 SRC-TGT WORKDIR [--bpe sentencepiece|subword-nmt] [--normalize-punctuation none|source|both]"
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
# shellcheck source=lib.sh
source "$HERE/lib.sh"
help_if_asked "$@"

[[ $# -ge 2 ]] || { echo "$usage" >&2; exit 2; }
PAIR=$1 WORKDIR=$2
shift 2
BPE=sentencepiece
PUNCTUATION=none
while [[ $# -gt 0 ]]; do
  case $1 in
    --bpe) [[ $# -ge 2 ]] || { echo "$usage" >&2; exit 2; }; BPE=$2; shift 2 ;;
    --normalize-punctuation) [[ $# -ge 2 ]] || { echo "$usage" >&2; exit 2; }; PUNCTUATION=$2; shift 2 ;;
    *) echo "$usage" >&2; exit 2 ;;
  esac
done
split_pair "$PAIR"
[[ $BPE == sentencepiece || $BPE == subword-nmt ]] || { echo "$usage (bad --bpe '$BPE')" >&2; exit 2; }
[[ $PUNCTUATION =~ ^(none|source|both)$ ]] || { echo "$usage (bad --normalize-punctuation '$PUNCTUATION')" >&2; exit 2; }

VOCAB_SIZE=${VOCAB_SIZE:-32000}
SUBWORD_MAX_SENTENCES=${SUBWORD_MAX_SENTENCES:-2000000}
MAX_LEN=${MAX_LEN:-250}
MAX_RATIO=${MAX_RATIO:-1.5}
WORKERS=${WORKERS:-$(nproc)}
PYTHON=${PYTHON:-python3}
FAIRSEQ_USER_DIR=${FAIRSEQ_USER_DIR:-$REPO/fairseq_diet}
STAMP_DIR=$WORKDIR/stamps
SPLITS=(train valid test)
TEXTPROC=("$PYTHON" "$HERE/textproc.py")

CURRENT_STAGE=check-inputs
"$PYTHON" -c "import sacremoses, sentencepiece, subword_nmt, fairseq_cli" 2> /dev/null ||
  die "$PYTHON lacks sacremoses, sentencepiece, subword-nmt or fairseq (activate the project's .venv or set PYTHON)"
for split in "${SPLITS[@]}"; do
  for lang in "$SRC" "$TGT"; do
    [[ -s $WORKDIR/raw/$split.$lang ]] || die "missing or empty input $WORKDIR/raw/$split.$lang"
  done
done

normalize() {
  local out=$WORKDIR/norm.tmp split lang
  rm -rf "$out" && mkdir -p "$out"
  # Moses tokenisation only for subword-nmt; sentencepiece segments raw text.
  local options=()
  [[ $BPE == subword-nmt ]] && options=(--tokenize)
  for split in "${SPLITS[@]}"; do
    for lang in "$SRC" "$TGT"; do
      local punctuation=()
      [[ $PUNCTUATION == both || ($PUNCTUATION == source && $lang == "$SRC") ]] && punctuation=(--punctuation)
      "${TEXTPROC[@]}" --stage normalize normalize --lang "$lang" "${options[@]}" "${punctuation[@]}" \
        --workers "$WORKERS" "$WORKDIR/raw/$split.$lang" "$out/$split.$lang"
    done
  done
  replace_dir "$out" "$WORKDIR/norm"
  count_lines "$WORKDIR"/norm/*
}

learn_subword() {
  local out=$WORKDIR/subword.tmp
  rm -rf "$out" && mkdir -p "$out"
  "$PYTHON" "$REPO/scripts/subword.py" learn --method "$BPE" --vocab-size "$VOCAB_SIZE" \
    --max-sentences "$SUBWORD_MAX_SENTENCES" --model-prefix "$out/model" \
    "$WORKDIR/norm/train.$SRC" "$WORKDIR/norm/train.$TGT"
  replace_dir "$out" "$WORKDIR/subword"
  log "  subword model: $(ls "$WORKDIR"/subword/model.*)"
}

apply_subword() {
  local out=$WORKDIR/sub.tmp split lang
  rm -rf "$out" && mkdir -p "$out"
  for split in "${SPLITS[@]}"; do
    for lang in "$SRC" "$TGT"; do
      "$PYTHON" "$REPO/scripts/subword.py" encode --method "$BPE" --model-prefix "$WORKDIR/subword/model" \
        < "$WORKDIR/norm/$split.$lang" > "$out/$split.$lang"
    done
  done
  replace_dir "$out" "$WORKDIR/sub"
  count_lines "$WORKDIR"/sub/*
}

clean() {
  local out=$WORKDIR/clean.tmp split lang
  rm -rf "$out" && mkdir -p "$out"
  "${TEXTPROC[@]}" --stage clean clean --max-len "$MAX_LEN" --max-ratio "$MAX_RATIO" \
    "$WORKDIR/sub/train.$SRC" "$WORKDIR/sub/train.$TGT" "$out/train.$SRC" "$out/train.$TGT"
  # Dev and test stay as they are: every test sentence must be translated.
  for split in valid test; do
    for lang in "$SRC" "$TGT"; do
      cp "$WORKDIR/sub/$split.$lang" "$out/$split.$lang"
    done
  done
  replace_dir "$out" "$WORKDIR/clean"
  count_lines "$WORKDIR"/clean/*
}

binarize() {
  binarize_pair "$SRC" "$TGT" "$WORKDIR/clean" "$WORKDIR/data-bin"
}

run_stage normalize "pair=$PAIR bpe=$BPE punctuation=$PUNCTUATION" normalize
run_stage learn-subword "bpe=$BPE vocab=$VOCAB_SIZE max_sentences=$SUBWORD_MAX_SENTENCES" learn_subword
run_stage apply-subword "bpe=$BPE" apply_subword
run_stage clean "max_len=$MAX_LEN max_ratio=$MAX_RATIO" clean
run_stage binarize "joined-dictionary" binarize
CURRENT_STAGE=done
log "prepared $PAIR in $WORKDIR/data-bin (subword model $WORKDIR/subword/model, $BPE)"
