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

# count_lines FILE...: log the line count of each file.
count_lines() {
  local file
  for file in "$@"; do
    log "  $(wc -l < "$file") lines  $file"
  done
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
