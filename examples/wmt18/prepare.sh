#!/usr/bin/env bash
# Prepare WMT18 data for one translation direction, as in the DIET paper
# (Appendix A): Europarl v7 + Common Crawl + News Commentary v13 for training,
# newstest2017 for validation, newstest2018 for test. For en-cs and cs-en,
# --czeng FILE adds CzEng 1.7 to the training data (it needs a registration, so the
# user downloads it): FILE in CzEng's plain-text format, plain or .gz, one sentence
# pair per line in four tab-separated columns: pair ID, filter score, Czech, English
# (e.g. the data.plaintext-format/*train.gz blocks concatenated).
#
# Stages (each logs line counts; a rerun skips finished stages, see lib.sh):
#   download       fetch missing archives into WMT18_ORIG (resuming partial
#                  downloads, FILE.part) and verify them against the checksum table
#   extract        the pair's corpora and SGM test sets -> WORKDIR/raw/{train,valid,test}.{src,tgt}
#                  (UTF-8 and source/target line counts checked per corpus). Its stamp
#                  holds the checksums of the archives (and CzEng file) it read, so an
#                  archive replaced in a shared WMT18_ORIG redoes extract and every later stage.
#   then preprocess.sh: normalize, learn-subword, apply-subword, clean, binarize
#
# Environment (defaults in brackets; preprocess.sh documents the rest):
#   WMT18_ORIG [WORKDIR/orig]   directory of the archives; share it between pairs.
#                               Archives already there and valid are used offline.
#   WMT18_MIRROR [official statmt.org URLs]  base URL (http(s)://, file://) to fetch
#                               FILE (as named in checksums.txt) from, as MIRROR/FILE
#   WMT18_CHECKSUMS [checksums.txt beside this script]  checksum table (or --checksums)
#   PYTHON [python3]            interpreter with fairseq and the project's requirements
set -euo pipefail

usage="usage: $0 {en-de|de-en|en-cs|cs-en} WORKDIR [--bpe sentencepiece|subword-nmt] [--normalize-punctuation none|source|both] [--checksums FILE] [--czeng FILE]"
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=lib.sh
source "$HERE/lib.sh"
help_if_asked "$@"

[[ $# -ge 2 ]] || { echo "$usage" >&2; exit 2; }
PAIR=$1 WORKDIR=$2
shift 2
PREPROCESS_ARGS=()  # passed on to preprocess.sh, which checks them
CHECKSUMS=${WMT18_CHECKSUMS:-$HERE/checksums.txt}
CZENG=
while [[ $# -gt 0 ]]; do
  case $1 in
    --bpe | --normalize-punctuation) [[ $# -ge 2 ]] || { echo "$usage" >&2; exit 2; }; PREPROCESS_ARGS+=("$1" "$2"); shift 2 ;;
    --checksums) [[ $# -ge 2 ]] || { echo "$usage" >&2; exit 2; }; CHECKSUMS=$2; shift 2 ;;
    --czeng) [[ $# -ge 2 ]] || { echo "$usage" >&2; exit 2; }; CZENG=$2; shift 2 ;;
    *) echo "$usage" >&2; exit 2 ;;
  esac
done
case $PAIR in
  en-de | de-en | en-cs | cs-en) ;;
  *) echo "$usage (unsupported pair '$PAIR')" >&2; exit 2 ;;
esac
SRC=${PAIR%-*} TGT=${PAIR#*-}
OTHER=$([[ $SRC == en ]] && echo "$TGT" || echo "$SRC")
CORPUS_PAIR=$OTHER-en  # the training archives name both directions xx-en

mkdir -p "$WORKDIR"
WORKDIR=$(cd "$WORKDIR" && pwd)
ORIG=${WMT18_ORIG:-$WORKDIR/orig}
STAMP_DIR=$WORKDIR/stamps
PYTHON=${PYTHON:-python3}
[[ -f $CHECKSUMS ]] || { echo "error: checksum table $CHECKSUMS not found" >&2; exit 2; }
if [[ -n $CZENG ]]; then
  [[ $OTHER == cs ]] || { echo "$usage (--czeng is for en-cs and cs-en, not $PAIR)" >&2; exit 2; }
  [[ -f $CZENG && -r $CZENG ]] || { echo "error: --czeng: file $CZENG not found or not readable" >&2; exit 2; }
  CZENG=$(cd "$(dirname "$CZENG")" && pwd)/$(basename "$CZENG")
fi

# Archive (path under ORIG) and its official URL.
declare -A URLS=(
  [training-parallel-europarl-v7.tgz]=https://www.statmt.org/wmt13/training-parallel-europarl-v7.tgz
  [training-parallel-commoncrawl.tgz]=https://www.statmt.org/wmt13/training-parallel-commoncrawl.tgz
  [training-parallel-nc-v13.tgz]=https://data.statmt.org/wmt18/translation-task/training-parallel-nc-v13.tgz
  [wmt17/test.tgz]=https://data.statmt.org/wmt17/translation-task/test.tgz
  [wmt18/test.tgz]=https://data.statmt.org/wmt18/translation-task/test.tgz
)
ARCHIVES=(training-parallel-europarl-v7.tgz training-parallel-commoncrawl.tgz
  training-parallel-nc-v13.tgz wmt17/test.tgz wmt18/test.tgz)

# Training corpora: archive, then source and target member.
member_pair() {
  echo "$1" "$2.$SRC" "$2.$TGT"
}
TRAIN_CORPORA=(
  "$(member_pair training-parallel-europarl-v7.tgz "training/europarl-v7.$CORPUS_PAIR")"
  "$(member_pair training-parallel-commoncrawl.tgz "commoncrawl.$CORPUS_PAIR")"
  "$(member_pair training-parallel-nc-v13.tgz "training-parallel-nc-v13/news-commentary-v13.$CORPUS_PAIR")"
)
sgm_pair() {  # year -> archive, source and reference SGM members
  echo "wmt$1/test.tgz" "test/newstest20$1-$SRC$TGT-src.$SRC.sgm" "test/newstest20$1-$SRC$TGT-ref.$TGT.sgm"
}
VALID_SET=$(sgm_pair 17)
TEST_SET=$(sgm_pair 18)

# verify FILE NAME: 0 if FILE matches the checksum table's entry for NAME; sets
# VERIFIED_SUM to ALGO:DIGEST of FILE (md5 when the table has no entry).
verify() {
  local status=0
  verify_checksum "$CHECKSUMS" "$1" "$2" || status=$?
  [[ $status == 2 ]] || return "$status"
  log "  warning: no checksum for $2 in $CHECKSUMS; checking only that $1 is a readable tar.gz"
  tar tzf "$1" > /dev/null 2>&1 || { log "  $1 is not a readable tar.gz archive"; return 1; }
  VERIFIED_SUM=md5:$(md5sum < "$1" | cut -d' ' -f1)
}

download() {
  local name url
  mkdir -p "$ORIG"
  # Pairs sharing WMT18_ORIG may run at once; one of them downloads at a time.
  exec 9> "$ORIG/.download.lock"
  flock 9
  for name in "${ARCHIVES[@]}"; do
    url=${WMT18_MIRROR:+${WMT18_MIRROR%/}/$name}
    download_verified verify archive "$name" "$ORIG/$name" "${url:-${URLS[$name]}}" \
      "offline? put the archive at $ORIG/$name or set WMT18_MIRROR"
  done
  ls -l "${ARCHIVES[@]/#/$ORIG/}" >&2
  exec 9>&-
}

# archive_sums: ARCHIVE_SUMS=(NAME=ALGO:DIGEST ...) for every archive, each checked
# against the table again: one may have been replaced since the download stage ran.
archive_sums() {
  local name
  ARCHIVE_SUMS=()
  for name in "${ARCHIVES[@]}"; do
    [[ -f $ORIG/$name ]] || die "missing archive $ORIG/$name (rerun the download stage: delete $STAMP_DIR/download.done)"
    verify "$ORIG/$name" "$name" ||
      die "archive $ORIG/$name no longer matches $CHECKSUMS (replaced since it was downloaded?); delete it to download it again"
    ARCHIVE_SUMS+=("$name=$VERIFIED_SUM")
  done
}

# untar ARCHIVE DIR MEMBER...: extract members of ARCHIVE (under ORIG) into DIR.
untar() {
  local archive=$ORIG/$1 dir=$2
  shift 2
  tar -xzf "$archive" -C "$dir" "$@" ||
    die "cannot extract $* from $archive (corrupt archive, or not the official one?)"
}

extract() {
  local out=$WORKDIR/raw.tmp members=() corpus archive src tgt split set
  rm -rf "$out" && mkdir -p "$out/members"
  for corpus in "${TRAIN_CORPORA[@]}"; do
    read -r archive src tgt <<< "$corpus"
    untar "$archive" "$out/members" "$src" "$tgt"
    members+=("$out/members/$src" "$out/members/$tgt")
  done
  if [[ -n $CZENG ]]; then
    "$PYTHON" "$HERE/textproc.py" --stage extract czeng \
      --cs-out "$out/members/czeng.cs" --en-out "$out/members/czeng.en" "$CZENG"
    members+=("$out/members/czeng.$SRC" "$out/members/czeng.$TGT")
  fi
  count_lines "${members[@]}"
  "$PYTHON" "$HERE/textproc.py" --stage extract concat-parallel \
    --src-out "$out/train.$SRC" --tgt-out "$out/train.$TGT" "${members[@]}"
  for split in valid test; do
    set=$VALID_SET
    [[ $split == test ]] && set=$TEST_SET
    read -r archive src tgt <<< "$set"
    untar "$archive" "$out/members" "$src" "$tgt"
    "$PYTHON" "$HERE/textproc.py" --stage extract sgm-to-text "$out/members/$src" "$out/$split.$SRC"
    "$PYTHON" "$HERE/textproc.py" --stage extract sgm-to-text "$out/members/$tgt" "$out/$split.$TGT"
    "$PYTHON" "$HERE/textproc.py" --stage extract concat-parallel \
      --src-out /dev/null --tgt-out /dev/null "$out/$split.$SRC" "$out/$split.$TGT"
  done
  rm -rf "$out/members"
  replace_dir "$out" "$WORKDIR/raw"
  count_lines "$WORKDIR"/raw/*
}

log "WMT18 $PAIR in $WORKDIR (archives in $ORIG, checksums $CHECKSUMS${CZENG:+, CzEng 1.7 from $CZENG})"
run_stage download "archives=${ARCHIVES[*]} checksums=$(md5sum < "$CHECKSUMS" | cut -d' ' -f1)" download
CURRENT_STAGE=extract
log "stage extract: checksums of the archives it reads"
archive_sums
if [[ -n $CZENG ]]; then
  ARCHIVE_SUMS+=("czeng=md5:$(md5sum < "$CZENG" | cut -d' ' -f1)")
  log "  ${ARCHIVE_SUMS[-1]}  $CZENG"
fi
run_stage extract "pair=$PAIR ${ARCHIVE_SUMS[*]}" extract
export RERUN_REST
"$HERE/preprocess.sh" "$PAIR" "$WORKDIR" "${PREPROCESS_ARGS[@]}"
