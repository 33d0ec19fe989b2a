# Shared shell functions for the examples/ recipes; source it, do not run it.
#
# A recipe is a sequence of named stages. A stage writes its outputs into a
# temporary place, moves them into place, and only then writes its stamp
# STAMP_DIR/<stage>.done holding the stage's settings. On a rerun a stage whose
# stamp exists with the same settings is skipped; once one stage runs, every
# later stage runs too, so nothing downstream is built from stale inputs.
# An interrupted stage has no stamp and is redone from scratch.

CURRENT_STAGE=setup
# glibc malloc settings for CPU runs, inherited by every program a recipe starts.
# shellcheck source=../../scripts/cpu_env.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/cpu_env.sh"
RERUN_REST=${RERUN_REST:-0}

log() {
  printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*" >&2
}

die() {
  printf 'error: stage %s: %s\n' "$CURRENT_STAGE" "$*" >&2
  exit 1
}

on_error() {
  printf 'error: stage %s failed (command exited %s at %s line %s)\n' \
    "$CURRENT_STAGE" "$1" "${BASH_SOURCE[1]:-?}" "$2" >&2
}
set -o errtrace  # report failures inside stage functions too
trap 'on_error $? $LINENO' ERR

# run_stage NAME SETTINGS COMMAND [ARGS...]: run COMMAND as stage NAME unless
# its stamp records the same SETTINGS and no earlier stage ran in this call.
run_stage() {
  local name=$1 settings=$2
  shift 2
  local stamp="$STAMP_DIR/$name.done"
  CURRENT_STAGE=$name
  if [[ $RERUN_REST == 0 && -f $stamp && "$(cat "$stamp")" == "$settings" ]]; then
    log "stage $name: already done, skipping"
    return 0
  fi
  RERUN_REST=1
  rm -f "$stamp"
  log "stage $name: running"
  "$@"
  mkdir -p "$STAMP_DIR"
  printf '%s\n' "$settings" > "$stamp.tmp"
  mv -f "$stamp.tmp" "$stamp"
  log "stage $name: done"
}

# replace_dir TMP FINAL: move a finished temporary directory into place.
replace_dir() {
  rm -rf "$2"
  mv "$1" "$2"
}

# verify_checksum TABLE FILE NAME: whether FILE matches TABLE's line for NAME (NAME
# ALGORITHM HEX [SIZE_IN_BYTES], ALGORITHM md5, sha1 or sha256), logging why not;
# sets VERIFIED_SUM to ALGORITHM:HEX. Returns 2 when TABLE has no line for NAME.
verify_checksum() {
  local table=$1 file=$2 name=$3 entry algo expected size actual
  entry=$(awk -v name="$name" '$1 == name { print $2, $3, $4; exit }' "$table")
  [[ -n $entry ]] || return 2
  read -r algo expected size <<< "$entry"
  case $algo in
    md5 | sha1 | sha256) ;;
    *) die "$table: unknown algorithm '$algo' for $name" ;;
  esac
  if [[ -n $size && $(stat -c %s "$file") != "$size" ]]; then
    log "  $file has $(stat -c %s "$file") bytes, expected $size"
    return 1
  fi
  actual=$("${algo}sum" "$file" | cut -d' ' -f1)
  if [[ $actual != "$expected" ]]; then
    log "  $file: $algo $actual, expected $expected"
    return 1
  fi
  log "  ok ($algo)  $file"
  VERIFIED_SUM=$algo:$actual
}

# download_verified VERIFY WHAT NAME DEST URL HINT: make DEST the verified file NAME.
# VERIFY FILE NAME is the recipe's check (0: FILE is NAME, whole). A DEST already there
# must pass it; otherwise URL is fetched into DEST.part (resuming a partial one, so an
# interrupted download continues), checked, and moved to DEST. Stops naming WHAT
# ("archive", "file") and DEST; when the download fails, with HINT on supplying it by hand.
download_verified() {
  local verify=$1 what=$2 name=$3 dest=$4 url=$5 hint=$6
  if [[ -f $dest ]]; then
    "$verify" "$dest" "$name" || die "$what $dest is corrupt or incomplete (it fails its checksum); delete it to download it again"
    return 0
  fi
  mkdir -p "$(dirname "$dest")"
  log "  fetching $url -> $dest (resumes $dest.part)"
  # Give up on a server that does not answer in 30 s or a transfer stalled (under
  # 1 kB/s) for 2 minutes; retry 5 times, resuming what was received.
  if ! curl -fL --connect-timeout 30 --speed-limit 1024 --speed-time 120 \
      --retry 5 --retry-delay 10 --retry-connrefused -C - -o "$dest.part" "$url"; then
    # A .part that is already complete makes the resume request fail; accept it if valid.
    [[ -f $dest.part ]] && "$verify" "$dest.part" "$name" ||
      die "missing $what $dest: cannot download $url ($hint)"
  fi
  "$verify" "$dest.part" "$name" || die "downloaded $dest.part fails its checksum; delete it and rerun"
  mv -f "$dest.part" "$dest"
}

# count_lines FILE...: log the line count of each file.
count_lines() {
  local file
  for file in "$@"; do
    log "  $(wc -l < "$file") lines  $file"
  done
}

# binarize_pair SRC TGT CLEAN OUT [OPTION...]: fairseq-preprocess CLEAN/{train,valid,test}.{SRC,TGT}
# (subword pieces) into fairseq's binary data in OUT, one dictionary for both sides, the
# OPTIONs added (e.g. --srcdict FILE: that dictionary instead of one built from train).
# Reads PYTHON, FAIRSEQ_USER_DIR and WORKERS.
binarize_pair() {
  local src=$1 tgt=$2 clean=$3 out=$4
  shift 4
  rm -rf "$out.tmp"
  "$PYTHON" -m fairseq_cli.preprocess --user-dir "$FAIRSEQ_USER_DIR" \
    --source-lang "$src" --target-lang "$tgt" \
    --trainpref "$clean/train" --validpref "$clean/valid" --testpref "$clean/test" \
    --joined-dictionary --workers "$WORKERS" --destdir "$out.tmp" "$@"
  replace_dir "$out.tmp" "$out"
  log "  $(wc -l < "$out/dict.$src.txt") dictionary entries  $out/dict.$src.txt"
}

# gpu_count: number of usable GPUs (CUDA_VISIBLE_DEVICES if set, else
# nvidia-smi -L, else 0).
gpu_count() {
  if [[ -n ${CUDA_VISIBLE_DEVICES+x} ]]; then
    if [[ -z $CUDA_VISIBLE_DEVICES || $CUDA_VISIBLE_DEVICES == -1 ]]; then
      echo 0
    else
      awk -F, '{print NF}' <<< "$CUDA_VISIBLE_DEVICES"
    fi
  elif command -v nvidia-smi > /dev/null 2>&1 && nvidia-smi -L > /dev/null 2>&1; then
    nvidia-smi -L | grep -c '^GPU '
  else
    echo 0
  fi
}

# help_if_asked ARG...: with -h or --help first, print the calling script's usage line
# ($usage) and its header comment (what it does and the settings it reads, up to
# `set -euo pipefail`) on stdout, and exit 0.
help_if_asked() {
  case ${1:-} in
    -h | --help)
      printf '%s\n\n' "$usage"
      sed -n '2,/^set -euo pipefail/p' "$0" | sed '$d; s/^# \{0,1\}//'
      exit 0 ;;
  esac
}

split_pair() {  # PAIR -> sets SRC and TGT, or prints the usage and exits 2
  [[ $1 =~ ^([a-z]+)-([a-z]+)$ ]] || { echo "$usage (bad pair '$1')" >&2; exit 2; }
  SRC=${BASH_REMATCH[1]} TGT=${BASH_REMATCH[2]}
}
