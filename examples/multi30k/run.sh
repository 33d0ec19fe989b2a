#!/usr/bin/env bash
# Real-data comparison of the architectures on Multi30k (task 1; its German and Czech
# sides were WMT16-18 multimodal task data), with the WMT18 recipe's scripts: fetch the
# data, prepare each pair with examples/wmt18/preprocess.sh, train every architecture
# with the same settings (examples/wmt18/train.sh, SETUP=fairseq), evaluate on
# test_2016_flickr with beam 10 and fairseq's length penalty 0.6 (examples/wmt18/evaluate.sh,
# SETUP=fairseq), analyse each run (what its position terms learned,
# scripts/plot_positions.py; its translations of longer and longer inputs,
# scripts/length_eval.py), keep a record of it, then write the table, the learning
# curves, the significance tests and the length evaluation (examples/multi30k/results.py).
#
# Options:
#   --download-only        fetch and check the data of the pairs of RUNS, then stop
#   --update-results-page  write the records and the page into examples/multi30k/ (the
#                          results page of the repository) instead of WORKDIR/results
#
# Data: MULTI30K_DIR, by default WORKDIR/orig, which the download stage fills with the
# files of each pair of RUNS, from the dataset's repository (github.com/multi30k/dataset,
# data/task1/raw, at a fixed commit): train, val and every test set the pair has
# (test_2016_flickr, which the runs are scored on, and e.g. test_2017_flickr,
# test_2017_mscoco and test_2018_flickr for en-de), each checked against checksums.txt
# beside this script. A file already there and whole is kept, an interrupted download
# resumes (FILE.part). Without network, put the files there by hand (or set MULTI30K_DIR
# to where they are). MULTI30K_DIR set by the caller is a copy of your own: nothing is
# downloaded into it, and the files the runs read (train, val, test_2016_flickr) must be
# there and pass the same checksums.
#
# Settings, the same for every architecture: 3 encoder and 3 decoder layers, dimension
# 256, 4 heads, feed-forward 1024, dropout 0.3, all embeddings shared, joint
# sentencepiece vocabulary of 8,000; Adam (0.9, 0.98), lr 7e-4, inverse-sqrt schedule
# with 400 warm-up updates, label smoothing 0.1; MAX_UPDATE updates of 4,096 tokens
# (1,200: about 9 epochs); validation loss every 100 updates (the learning curves);
# a checkpoint every 100 updates, the last AVERAGE_LAST averaged for evaluation;
# output length capped at 1.2 * source + 10 tokens.
#
# Runs: RUNS lists PAIR:SEED groups; each trains every architecture of ARCHS, then every
# variant of VARIANTS: "ARCH+NAME OPTION...", separated by ';', an architecture with
# fairseq-train options added (the ablations; RESULTS.md tabulates them apart). A run
# lives in WORKDIR/PAIR/checkpoints/ARCH-seedSEED (ARCH+NAME-seedSEED for a variant).
# Every stage resumes: an interrupted training continues from its checkpoint_last.pt, a
# finished one is skipped (stamps in WORKDIR/stamps), and a run whose settings changed
# starts from scratch. A resumed training has the same dropout as an uninterrupted one, but
# fairseq groups the batches once, seeded with the epoch it starts in: resumed after its
# first epoch, a training regroups them (its train.log says where it resumed). Each batch
# keeps its sentence lengths and its place in the order, but sentences of equal lengths
# change batches (here about a fifth of a batch). examples/wmt18/train.sh passes
# --update-epoch-batch-itr True, which keeps the batches; the runs here pass False after
# it, fairseq's default, the command every record on the page was trained with.
#
# Longer budgets: a variant whose options include --max-update N trains for N updates with
# everything else as the main runs (validation and checkpoints every MAX_UPDATE / 12
# updates, the same learning-rate schedule, the last AVERAGE_LAST averaged), and keeps its
# checkpoints at every multiple of MAX_UPDATE too (fairseq's --keep-interval-updates-pattern,
# which changes nothing in training): its analysis writes how far its position parameters
# moved from update MAX_UPDATE to its last, against Adam's bound (scripts/position_drift.py,
# into RUN/drift.txt), and what lies between its model and its BLEU: the last checkpoint
# against the average, beams and length penalties, search errors, and its beam search
# against full passes on each CPU backend (scripts/search_errors.py, into
# RUN/search-errors.md). RESULTS.md gives each budget a section of its own. The bias-scale
# check at four times the budget:
#   ARCHS=" " VARIANTS="transformer+u4800 --max-update 4800; transformer_diet_rel+u4800 --max-update 4800; transformer_diet_rel+scale10-u4800 --diet-rel-bias-scale 10 --max-update 4800" RUNS="en-de:2" MAX_UPDATE=1200 examples/multi30k/run.sh WORKDIR
#
# Analysis, for the architectures (without a length cut, variants are left out): the
# figures of the learned position terms go to RESULTS_DIR/positions/PAIR/ARCH-seedSEED/
# (none for a model that learns none: fairseq's transformer, ALiBi, RoPE, xPos); the run's
# translations of the test set, alone and with k consecutive sentences joined into one
# input, go to RUN/length/.
#
# Length cut (MAX_TRAIN_PIECES=N or half; length extrapolation under control):
# train on short pairs only. After preprocess.sh, the training pairs whose source and
# target both have at most N sentencepiece pieces (of its clean/, the pieces trained on)
# and the validation pairs within the same cut (for the choice of checkpoint) go to
# WORKDIR/PAIR-maxN, with the pair's subword model, its dictionary and its whole test set;
# `half` is the smallest N that keeps at least half of the training pairs. N and the pairs
# kept are logged and written to WORKDIR/PAIR-maxN/length-cut.txt, which every run's record
# keeps, and into each run's settings. The runs live in WORKDIR/PAIR-maxN/checkpoints, their
# stamps are named PAIR-maxN, their records go to RECORDS_DIR/PAIR-maxN: nothing is shared
# with the runs without the cut, and RESULTS.md's tables leave them out. The position
# figures go to RESULTS_DIR/positions/PAIR-maxN/ with the distances and positions that no
# training sentence reached shaded (plot_positions.py --trained-length N), and
# RESULTS_DIR/length-PAIR-maxN.md and .png give, per bucket of test source pieces (within
# the cut, up to 1.5 N, up to 2 N, longer), the sentences, BLEU and the output/reference
# length ratio, and the paired bootstrap test against `transformer` on the longest bucket
# and on all sources beyond the cut (length_eval.py --cut N). Under a cut the variants
# are analysed and tabulated too (e.g. a clip below the cut: VARIANTS="transformer_shaw+clip8
# --max-relative-position 8"). The page's eight runs, with
# the main table's settings (one line; add --update-results-page for the repository's page):
#   MAX_TRAIN_PIECES=half ARCHS="transformer transformer_diet_abs transformer_diet_rel transformer_shaw transformer_tisa transformer_t5 transformer_alibi transformer_rope" RUNS="en-de:1" MAX_UPDATE=1200 examples/multi30k/run.sh WORKDIR
#
# Records: once evaluated and analysed, what the page is built from (training log, times,
# machines, settings, test hypotheses and scores, the length translations, a longer
# budget's drift.txt; not the checkpoints) is copied into RECORDS_DIR, in the work
# directory's layout. The page is built from RECORDS_DIR, so runs made on other machines
# or in earlier sessions whose work directories are gone still count: `results.py
# RECORDS_DIR` rebuilds it at any time. At the end of every call, RESULTS_DIR/length-PAIR.md and .png tabulate the
# recorded architecture runs of each pair of RUNS (every seed), and the table is rebuilt.
#
# Environment (defaults in brackets):
#   MULTI30K_DIR [WORKDIR/orig]  the Multi30k files, {train,val,test_*}.LANG.gz (above)
#   MULTI30K_MIRROR [the dataset's repository]  base URL (https://, file://) to fetch
#                          FILE (as named in checksums.txt) from, as MIRROR/FILE
#   MULTI30K_CHECKSUMS [checksums.txt beside this script]  the checksum table
#   MAX_TRAIN_PIECES [none]  N or half: the length cut (above)
#   ARCHS ["transformer transformer_diet_abs transformer_diet_rel transformer_shaw"]
#                          (ARCHS=" ", a blank, trains none of them: only VARIANTS)
#   VARIANTS [none]  e.g. "transformer_diet_rel+clip16 --max-relative-position 16;
#                          transformer_shaw+cross --cross-attention-positions"
#   RUNS ["en-de:1 en-cs:1 en-de:2"]   MAX_UPDATE [1200]   AVERAGE_LAST [5]
#   RESULTS_DIR [WORKDIR/results; with --update-results-page REPO/examples/multi30k]
#                          RESULTS.md and the figures
#   RECORDS_DIR [RESULTS_DIR/runs]  the records of the finished runs
#   LENGTH_EVAL_OPTIONS [none]  added to length_eval.py's (e.g. "--concat 1,2,4,8")
#   SEARCH_ERRORS_OPTIONS [none]  added to search_errors.py's for a longer budget (e.g.
#                          "--max-sentences 200 --beams 10": fewer sentences and searches)
#   TIME_SAMPLE_SECONDS [10]  how often a training's time so far is saved (see train below)
#   WORKERS [nproc]  FAIRSEQ_USER_DIR [REPO/fairseq_diet]  the length cut's binarisation
#                          (as preprocess.sh's)
#   VOCAB_SIZE [8000]  PYTHON [python3]; preprocess.sh, train.sh and evaluate.sh read
#   their own variables too.
set -euo pipefail

usage="usage: $0 [--download-only] [--update-results-page] WORKDIR"
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
RECIPE=$REPO/examples/wmt18
# shellcheck source=../wmt18/lib.sh
source "$RECIPE/lib.sh"
help_if_asked "$@"

DOWNLOAD_ONLY=0 PAGE_DIR=
while [[ $# -gt 0 && $1 == -* ]]; do
  case $1 in
    --download-only) DOWNLOAD_ONLY=1 ;;
    --update-results-page) PAGE_DIR=$REPO/examples/multi30k ;;
    *) echo "$usage (unknown option '$1')" >&2; exit 2 ;;
  esac
  shift
done
[[ $# -eq 1 ]] || { echo "$usage" >&2; exit 2; }
mkdir -p "$1"
WORKDIR=$(cd "$1" && pwd)
# Pinned: the files of this commit are the ones checksums.txt describes.
OFFICIAL=https://raw.githubusercontent.com/multi30k/dataset/c40b37b23d6387214f8ab37335b5a8672b9745f2/data/task1/raw
OWN_DATA=${MULTI30K_DIR:+yes}
MULTI30K_DIR=${MULTI30K_DIR:-$WORKDIR/orig}
MIRROR=${MULTI30K_MIRROR:-$OFFICIAL}
CHECKSUMS=${MULTI30K_CHECKSUMS:-$HERE/checksums.txt}
ARCHS=${ARCHS:-transformer transformer_diet_abs transformer_diet_rel transformer_shaw}
VARIANTS=${VARIANTS:-}
RUNS=${RUNS:-en-de:1 en-cs:1 en-de:2}
MAX_UPDATE=${MAX_UPDATE:-1200}
CURRENT_STAGE=check
[[ $MAX_UPDATE =~ ^[1-9][0-9]*$ ]] || die "MAX_UPDATE: '$MAX_UPDATE' is not a positive number of updates"
RESULTS_DIR=${RESULTS_DIR:-${PAGE_DIR:-$WORKDIR/results}}
RECORDS_DIR=${RECORDS_DIR:-$RESULTS_DIR/runs}
LENGTH_EVAL_OPTIONS=${LENGTH_EVAL_OPTIONS:-}
read -ra LENGTH_OPTIONS <<<"$LENGTH_EVAL_OPTIONS"
SEARCH_ERRORS_OPTIONS=${SEARCH_ERRORS_OPTIONS:-}
read -ra SEARCH_OPTIONS <<<"$SEARCH_ERRORS_OPTIONS"
PYTHON=${PYTHON:-python3}
MAX_TRAIN_PIECES=${MAX_TRAIN_PIECES:-}
FAIRSEQ_USER_DIR=${FAIRSEQ_USER_DIR:-$REPO/fairseq_diet}
WORKERS=${WORKERS:-$(nproc)}
TIME_SAMPLE_SECONDS=${TIME_SAMPLE_SECONDS:-10}
STAMP_DIR=$WORKDIR/stamps
export VOCAB_SIZE=${VOCAB_SIZE:-8000} AVERAGE_LAST=${AVERAGE_LAST:-5} PYTHON
INTERVAL=$(((MAX_UPDATE + 11) / 12))
MODEL=(
  --encoder-layers 3 --decoder-layers 3
  --encoder-embed-dim 256 --decoder-embed-dim 256
  --encoder-ffn-embed-dim 1024 --decoder-ffn-embed-dim 1024
  --encoder-attention-heads 4 --decoder-attention-heads 4
  --dropout 0.3 --max-tokens 4096 --update-freq 1 --num-workers 0 --log-interval 25
  --validate-interval-updates "$INTERVAL" --save-interval-updates "$INTERVAL"
  --keep-interval-updates "$AVERAGE_LAST" --no-epoch-checkpoints
)
TRAIN_ENV=(MAX_UPDATE="$MAX_UPDATE" LR=7e-4 WARMUP=400 TOKENS_PER_UPDATE=4096 MAX_TOKENS_PER_GPU=4096)
GENERATE_ARGS=(--max-len-a 1.2 --max-len-b 10)
SEARCH_BACKENDS=reference,blocks,sdpa  # search_errors.py's decoding check: the CPU backends
# This call, as the page quotes it (RECORDS_DIR/commands; see record below).
COMMAND="${MAX_TRAIN_PIECES:+MAX_TRAIN_PIECES=$MAX_TRAIN_PIECES }ARCHS=\"$ARCHS\"${VARIANTS:+ VARIANTS=\"$VARIANTS\"} RUNS=\"$RUNS\" MAX_UPDATE=$MAX_UPDATE${LENGTH_EVAL_OPTIONS:+ LENGTH_EVAL_OPTIONS=\"$LENGTH_EVAL_OPTIONS\"}${SEARCH_ERRORS_OPTIONS:+ SEARCH_ERRORS_OPTIONS=\"$SEARCH_ERRORS_OPTIONS\"} examples/multi30k/run.sh WORKDIR"

log "Multi30k in $WORKDIR: data in $MULTI30K_DIR${OWN_DATA:+ (your copy: nothing is downloaded)}," \
  "results in $RESULTS_DIR, records in $RECORDS_DIR"
CURRENT_STAGE=check
[[ -z $MAX_TRAIN_PIECES || $MAX_TRAIN_PIECES == half || $MAX_TRAIN_PIECES =~ ^[1-9][0-9]*$ ]] ||
  die "MAX_TRAIN_PIECES: '$MAX_TRAIN_PIECES' is neither a positive number of pieces nor 'half'"
[[ -f $CHECKSUMS ]] || die "checksum table $CHECKSUMS not found (MULTI30K_CHECKSUMS)"
if [[ ${#SEARCH_OPTIONS[@]} -gt 0 ]]; then  # parsed as search_errors.py will parse them, before any work
  refused=$("$PYTHON" -c 'import sys; sys.path.insert(0, sys.argv[1]); import search_errors
search_errors.parse_args(["WORKDIR", "RUN", *sys.argv[2:]])' "$REPO/scripts" "${SEARCH_OPTIONS[@]}" 2>&1 >/dev/null) ||
    die "SEARCH_ERRORS_OPTIONS: ${refused##*error: }"
fi
for run in $RUNS; do
  [[ $run =~ ^[a-z]+-[a-z]+:[0-9]+$ ]] || die "RUNS: '$run' is not PAIR:SEED (e.g. en-de:1)"
done
PAIRS=$(printf '%s\n' $RUNS | sed 's/:.*//' | sort -u)
# The data of each pair: the splits that checksums.txt lists for both of its languages.
DATA_FILES=() READ_FILES=()
for pair in $PAIRS; do
  src=${pair%-*} tgt=${pair#*-}
  splits=$(awk -v src="$src" -v tgt="$tgt" '
    $1 !~ /^#/ && match($1, /\.[a-z]+\.gz$/) {
      split_name = substr($1, 1, RSTART - 1); lang = substr($1, RSTART + 1, RLENGTH - 4)
      if (lang == src) has_src[split_name] = 1; if (lang == tgt) has_tgt[split_name] = 1
    }
    END { for (s in has_src) if (s in has_tgt) print s }' "$CHECKSUMS" | sort)
  for split in train val test_2016_flickr; do
    grep -qx "$split" <<<"$splits" ||
      die "RUNS: Multi30k task 1 has no $split for $pair (no $split.$src.gz and $split.$tgt.gz in $CHECKSUMS)"
    READ_FILES+=("$split.$src.gz" "$split.$tgt.gz")
  done
  for split in $splits; do
    DATA_FILES+=("$split.$src.gz" "$split.$tgt.gz")
  done
done
mapfile -t DATA_FILES < <(printf '%s\n' "${DATA_FILES[@]}" | sort -u)
mapfile -t READ_FILES < <(printf '%s\n' "${READ_FILES[@]}" | sort -u)
last_max_update() {  # OPTION...: the value of the last --max-update among them (fairseq's), if any
  local option previous= budget=
  for option in "$@"; do
    [[ $previous != --max-update ]] || budget=$option
    [[ $option != --max-update=* ]] || budget=${option#*=}
    previous=$option
  done
  printf '%s' "$budget"
}

VARIANT_NAMES=() VARIANT_OPTIONS=()  # ARCH+NAME, and its options
IFS=';' read -ra variants <<<"$VARIANTS"
for variant in "${variants[@]}"; do
  read -r name options <<<"$variant"
  [[ -z $name ]] && continue
  [[ $name =~ ^[a-z0-9_]+\+[a-zA-Z0-9_.-]+$ && $options == -* ]] ||
    die "VARIANTS: '$variant' is not 'ARCH+NAME OPTION...' (e.g. 'transformer_diet_rel+clip16 --max-relative-position 16')"
  budget=$(last_max_update $options)
  [[ -z $budget || $budget =~ ^[1-9][0-9]*$ ]] ||
    die "VARIANTS: '$name' sets --max-update '$budget', not a positive number of updates"
  for known in $ARCHS "${VARIANT_NAMES[@]}"; do
    [[ $known != "$name" ]] || die "VARIANTS: '$name' is given twice"
  done
  VARIANT_NAMES+=("$name") VARIANT_OPTIONS+=("$options")
done
# What each PAIR:SEED trains: the architectures (no options added), then the variants.
RUN_NAMES=() RUN_OPTIONS=()
for arch in $ARCHS; do
  RUN_NAMES+=("$arch") RUN_OPTIONS+=("")
done
RUN_NAMES+=("${VARIANT_NAMES[@]}") RUN_OPTIONS+=("${VARIANT_OPTIONS[@]}")

verify() {  # FILE NAME: 0 if FILE is the Multi30k file NAME (every NAME here is from the table)
  verify_checksum "$CHECKSUMS" "$1" "$2"
}

# download: the data of every pair of RUNS into MULTI30K_DIR, each file checked; with
# MULTI30K_DIR given by the caller, only the check of the files the runs read. Runs on
# every call (the check takes a moment): a file replaced since the last call is caught.
download() {
  local name
  if [[ -n $OWN_DATA ]]; then
    for name in "${READ_FILES[@]}"; do
      [[ -f $MULTI30K_DIR/$name ]] ||
        die "missing $MULTI30K_DIR/$name (MULTI30K_DIR holds your copy of the data; put data/task1/raw/$name of github.com/multi30k/dataset there, or leave MULTI30K_DIR unset to download into $WORKDIR/orig)"
      verify "$MULTI30K_DIR/$name" "$name" ||
        die "$MULTI30K_DIR/$name is not the Multi30k file $name (it fails its checksum in $CHECKSUMS)"
    done
    return 0
  fi
  for name in "${DATA_FILES[@]}"; do
    download_verified verify file "$name" "$MULTI30K_DIR/$name" "${MIRROR%/}/$name" \
      "offline? download data/task1/raw/$name of https://github.com/multi30k/dataset by hand into $MULTI30K_DIR, set MULTI30K_DIR to a directory holding the files, or set MULTI30K_MIRROR"
  done
}

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

# train PAIR ARCH SEED DIR SETTINGS [OPTION...]: train, or continue an interrupted
# training; ARCH+NAME trains ARCH with the OPTIONs added to fairseq-train's.
# Each invocation's wall-clock seconds are appended to CKPT/train_seconds, and the CPU
# seconds (user + system) of the processes it ran to CKPT/train_cpu_seconds: the latter
# hardly change when other jobs share the machine. An invocation that is killed (a
# session or machine that stops) cannot write them: every TIME_SAMPLE_SECONDS it leaves
# its time so far in CKPT/train_time_partial, which the next invocation counts. The
# machine of each invocation (CPU model and cores) goes to CKPT/train_machines, one line
# each: a run resumed in another session may have continued on another CPU.
train() {
  local pair=$1 arch=${2%%+*} seed=$3 dir=$4 settings=$5 ckpt=$4/checkpoints/$2-seed$3 start cpu
  local partial=$ckpt/train_time_partial wall used keep=() budget
  shift 5
  budget=$(last_max_update "$@")
  [[ -z $budget || $budget -le $MAX_UPDATE ]] || keep=(--keep-interval-updates-pattern "$MAX_UPDATE")
  local TIMEFORMAT='%U %S'  # the report of bash's `time` below
  if [[ -f $ckpt/settings && ("$(cat "$ckpt/settings")" != "$settings" || $dir/data-bin -nt $ckpt/settings) ]]; then
    log "  settings or data changed since $ckpt was started: training from scratch"
    rm -rf "$ckpt"
  fi
  mkdir -p "$ckpt"
  printf '%s\n' "$settings" > "$ckpt/settings"
  if [[ $# -gt 0 ]]; then printf '%s\n' "$*" > "$ckpt/options"; fi
  if [[ -f $partial ]]; then
    read -r wall used < "$partial"
    log "  counting the interrupted invocation's time up to its last sample: ${wall}s wall, ${used}s CPU"
    echo "$wall" >> "$ckpt/train_seconds"
    echo "$used" >> "$ckpt/train_cpu_seconds"
    rm -f "$partial"
  fi
  [[ -f $ckpt/checkpoint_last.pt ]] && log "  resuming from $ckpt/checkpoint_last.pt"
  printf '%s\n' "$(cpu_description)" >> "$ckpt/train_machines"
  start=$(date +%s)
  cpu=$( { time {
    env "${TRAIN_ENV[@]}" SETUP=fairseq SEED="$seed" CHECKPOINT_DIR="$ckpt" "$RECIPE/train.sh" "$pair" "$arch" "$dir" \
      "${MODEL[@]}" "${keep[@]}" --update-epoch-batch-itr False "$@" >> "$ckpt/train.out" 2>&1 &
    train_pid=$!
    sample_time "$train_pid" "$start" "$partial" >/dev/null 2>&1 &
    sampler_pid=$! status=0
    wait "$train_pid" || status=$?
    kill "$sampler_pid" 2>/dev/null || true
    wait "$sampler_pid" 2>/dev/null || true
    (exit "$status")
  }; } 2>&1 ) || die "training failed; see $ckpt/train.out"
  echo $(($(date +%s) - start)) >> "$ckpt/train_seconds"
  awk '{ printf "%d\n", $1 + $2 + 0.5 }' <<<"$cpu" >> "$ckpt/train_cpu_seconds"
  rm -f "$partial"
}

cpu_description() {  # "CPU MODEL, N cores" of this machine (the cores this process may use)
  local model
  model=$(awk -F': *' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || true)
  printf '%s, %s cores' "${model:-$(uname -m)}" "$(nproc)"
}

# sample_time PID START FILE: every TIME_SAMPLE_SECONDS, "WALL CPU" of PID's process tree
# so far (wall-clock seconds since START; CPU seconds of its live processes) into FILE.
sample_time() {
  while kill -0 "$1" 2>/dev/null; do
    printf '%d %d\n' $(($(date +%s) - $2)) "$(tree_cpu_seconds "$1")" > "$3.tmp" && mv -f "$3.tmp" "$3"
    sleep "$TIME_SAMPLE_SECONDS"
  done
}

tree_cpu_seconds() {  # PID: CPU seconds (user + system) used by PID and its live descendants
  ps -e -o pid=,ppid=,times= | awk -v root="$1" '
    { parent[$1] = $2; cpu[$1] = $3 }
    END {
      for (p in parent) {
        q = p
        while (q != root && q in parent && q > 1) q = parent[q]
        if (q == root) sum += cpu[p]
      }
      printf "%d\n", sum
    }'
}

# analyse PAIR NAME SEED DIR: an architecture's position figures and length translations
# (a variant gets them only under a length cut); with a cut, the figures shade what training
# never reached.
# A run longer than MAX_UPDATE gets CKPT/drift.txt: how far its position parameters moved
# from update MAX_UPDATE to its last, against Adam's bound (scripts/position_drift.py), and
# CKPT/search-errors.md: its last and averaged checkpoints' losses, BLEU at beams 1, 5 and 10
# and length penalties 0.6 and 1.0, search errors, end-of-sentence probabilities, and the
# decoding check on each CPU backend (scripts/search_errors.py; $SEARCH_BACKENDS).
analyse() {
  local ckpt=$4/checkpoints/$2-seed$3 figures=$RESULTS_DIR/positions/$(basename "$4")/$2-seed$3
  local budget= earlier
  # (only a variant has an options file; a failing cat would trip lib.sh's ERR report)
  [[ ! -f $ckpt/options ]] || budget=$(last_max_update $(cat "$ckpt/options"))
  if [[ -n $budget && $budget -gt $MAX_UPDATE ]]; then
    earlier=$(find "$ckpt" -maxdepth 1 -name "checkpoint_*_$MAX_UPDATE.pt" | head -n 1)
    [[ -n $earlier ]] || die "$ckpt has no checkpoint of update $MAX_UPDATE (a longer budget keeps it; trained before it did?)"
    "$PYTHON" "$REPO/scripts/position_drift.py" --allow-none "$earlier" "$ckpt/checkpoint_last.pt" \
      > "$ckpt/drift.txt.tmp" 2> "$ckpt/analyse.out" || die "position_drift.py failed; see $ckpt/analyse.out"
    mv -f "$ckpt/drift.txt.tmp" "$ckpt/drift.txt"
    "$PYTHON" "$REPO/scripts/search_errors.py" "$4" "$ckpt" --average-last "$AVERAGE_LAST" \
      "${GENERATE_ARGS[@]}" --backends "$SEARCH_BACKENDS" "${SEARCH_OPTIONS[@]}" --out "$ckpt/search-errors.md" \
      > /dev/null 2>> "$ckpt/analyse.out" || die "search_errors.py failed; see $ckpt/analyse.out"
  fi
  [[ $2 == *+* && -z $CUT ]] && return 0
  rm -rf "$figures"  # a retrained run may now plot other stacks
  "$PYTHON" "$REPO/scripts/plot_positions.py" "$ckpt/eval/average.pt" --out "$figures" --allow-none \
    ${CUT:+--trained-length "$CUT"} \
    > "$ckpt/analyse.out" 2>&1 || die "plotting the position terms failed; see $ckpt/analyse.out"
  "$PYTHON" "$REPO/scripts/length_eval.py" "$4" "$ckpt" --out "$RESULTS_DIR" --translate-only "${LENGTH_OPTIONS[@]}" \
    >> "$ckpt/analyse.out" 2>&1 || die "the length translations failed; see $ckpt/analyse.out"
}

# record PAIR NAME SEED DIR: copy the run's record (no checkpoint) into RECORDS_DIR (under
# DIR's name: PAIR, or PAIR-maxN with a length cut, whose length-cut.txt it keeps),
# replacing an older one whole, and add this call's command to RECORDS_DIR/commands (the
# page's list), so that a call stopped before its page is written still has it listed.
record() {
  local run=$2-seed$3 tgt=${1#*-} label file
  label=$(basename "$4")
  local from=$4/checkpoints/$run to=$RECORDS_DIR/$label/checkpoints/$run
  rm -rf "$to.tmp" && mkdir -p "$to.tmp/eval" "$RECORDS_DIR/stamps"
  for file in settings options train.log train_seconds train_cpu_seconds train_machines drift.txt search-errors.md; do
    [[ ! -f $from/$file ]] || cp "$from/$file" "$to.tmp/"
  done
  [[ ! -f $4/length-cut.txt ]] || cp "$4/length-cut.txt" "$to.tmp/"
  cp "$from/eval/bleu.txt" "$from/eval/hyp.$tgt" "$to.tmp/eval/"
  [[ ! -d $from/length ]] || cp -r "$from/length" "$to.tmp/"
  cp "$STAMP_DIR/evaluate-$label-$run.done" "$RECORDS_DIR/stamps/"
  replace_dir "$to.tmp" "$to"
  grep -qxF -- "$COMMAND" "$RECORDS_DIR/commands" 2>/dev/null || printf '%s\n' "$COMMAND" >> "$RECORDS_DIR/commands"
  log "  recorded $to"
}

# length_cut PAIR N DIR: the pairs of WORKDIR/PAIR/clean/{train,valid} with both sides at
# most N pieces into DIR/clean, with the pair's whole test set, subword model and
# dictionary (so that the vocabulary is the main runs'), binarised into DIR/data-bin; N and
# the pairs kept into DIR/length-cut.txt. DIR's checkpoints stay (train redoes the runs
# whose data changed).
length_cut() {
  local src=${1%-*} tgt=${1#*-} from=$WORKDIR/$1 out=$3/cut.tmp split lang kept total half part
  local counts=()
  rm -rf "$out" && mkdir -p "$out/clean" "$out/raw" "$out/norm"
  for split in train valid; do
    kept=$("$PYTHON" "$RECIPE/textproc.py" --stage "$CURRENT_STAGE" length-cut --max-pieces "$2" \
      "$from/clean/$split.$src" "$from/clean/$split.$tgt" "$out/clean/$split.$src" "$out/clean/$split.$tgt")
    read -r kept total <<<"$kept"
    counts+=("$split $kept of $total pairs kept ($((100 * kept / total))%)")
  done
  for lang in "$src" "$tgt"; do
    for part in clean raw norm; do
      cp "$from/$part/test.$lang" "$out/$part/"
    done
  done
  cp -r "$from/subword" "$out/subword"
  binarize_pair "$src" "$tgt" "$out/clean" "$out/data-bin" --srcdict "$from/data-bin/dict.$src.txt"
  half=$("$PYTHON" "$RECIPE/textproc.py" --stage "$CURRENT_STAGE" half-cut "$from/clean/train.$src" "$from/clean/train.$tgt")
  printf '%s\n' "max_train_pieces $2 (source and target both at most $2 sentencepiece pieces)" "${counts[@]}" \
    "test $(wc -l < "$out/clean/test.$src") sentences, whole" \
    "half $half (the smallest cut keeping at least half of the $1 training pairs)" > "$out/length-cut.txt"
  for part in clean raw norm subword data-bin; do
    replace_dir "$out/$part" "$3/$part"
  done
  mv -f "$out/length-cut.txt" "$3/length-cut.txt"
  rm -rf "$out"
}

# cut_pair PAIR: the length cut of PAIR (stage cut-PAIR-maxN, redone when the pair's data
# were rebuilt since); sets CUT (N), PAIR_DIR (WORKDIR/PAIR-maxN) and CUT_SETTINGS.
cut_pair() {
  local src=${1%-*} tgt=${1#*-} line
  CURRENT_STAGE=cut-$1 CUT=$MAX_TRAIN_PIECES
  if [[ $CUT == half ]]; then
    CUT=$("$PYTHON" "$RECIPE/textproc.py" --stage "$CURRENT_STAGE" half-cut \
      "$WORKDIR/$1/clean/train.$src" "$WORKDIR/$1/clean/train.$tgt")
  fi
  PAIR_DIR=$WORKDIR/$1-max$CUT
  RERUN_REST=0
  [[ $WORKDIR/$1/data-bin -nt $STAMP_DIR/cut-$1-max$CUT.done ]] && RERUN_REST=1
  run_stage "cut-$1-max$CUT" "max_train_pieces=$CUT" length_cut "$1" "$CUT" "$PAIR_DIR"
  while read -r line; do log "  length cut: $line"; done < "$PAIR_DIR/length-cut.txt"
  CUT_SETTINGS=$(awk '$1 == "max_train_pieces" { n = $2 } $1 == "train" || $1 == "valid" { c = c " " $1 "_pairs=" $2 "/" $4 }
    END { printf "max_train_pieces=%s%s", n, c }' "$PAIR_DIR/length-cut.txt")
}

evaluate() {  # PAIR ARCH SEED DIR
  local ckpt=$4/checkpoints/$2-seed$3
  SETUP=fairseq "$RECIPE/evaluate.sh" "$1" "$4" "$ckpt" "${GENERATE_ARGS[@]}" > "$ckpt/evaluate.out" 2>&1 ||
    die "evaluation failed; see $ckpt/evaluate.out"
  cat "$ckpt/eval/bleu.txt" >&2
}

CURRENT_STAGE=download
if [[ -n $OWN_DATA ]]; then
  log "stage download: checking the ${#READ_FILES[@]} files the runs read in $MULTI30K_DIR"
else
  log "stage download: the ${#DATA_FILES[@]} files of $(echo $PAIRS) into $MULTI30K_DIR"
fi
download
if [[ $DOWNLOAD_ONLY == 1 ]]; then
  log "stage download: done (--download-only)"
  exit 0
fi
declare -A LABELS CUTS  # PAIR -> its runs' directory name, and its length cut (none: empty)
for run in $RUNS; do
  pair=${run%:*} seed=${run#*:}
  RERUN_REST=0
  run_stage "extract-$pair" "dir=$MULTI30K_DIR" extract "$pair" "$WORKDIR/$pair"
  export RERUN_REST
  "$RECIPE/preprocess.sh" "$pair" "$WORKDIR/$pair"
  # The runs' directory: the pair's, or with MAX_TRAIN_PIECES its length cut's (PAIR-maxN).
  PAIR_DIR=$WORKDIR/$pair CUT= CUT_SETTINGS=
  [[ -z $MAX_TRAIN_PIECES ]] || cut_pair "$pair"
  label=$(basename "$PAIR_DIR")
  LABELS[$pair]=$label CUTS[$pair]=$CUT
  for index in "${!RUN_NAMES[@]}"; do
    name=${RUN_NAMES[index]}
    read -ra extra <<<"${RUN_OPTIONS[index]}"
    # Runs are independent of each other; a run is redone when its data were rebuilt since.
    settings="${TRAIN_ENV[*]} ${CUT_SETTINGS:+$CUT_SETTINGS }${MODEL[*]}${extra[*]:+ ${extra[*]}}"
    RERUN_REST=0
    [[ $PAIR_DIR/data-bin -nt $STAMP_DIR/train-$label-$name-seed$seed.done ]] && RERUN_REST=1
    run_stage "train-$label-$name-seed$seed" "$settings" \
      train "$pair" "$name" "$seed" "$PAIR_DIR" "$settings" "${extra[@]}"
    run_stage "evaluate-$label-$name-seed$seed" "${GENERATE_ARGS[*]} average=$AVERAGE_LAST" \
      evaluate "$pair" "$name" "$seed" "$PAIR_DIR"
    budget=$(last_max_update "${extra[@]}")
    searched=
    [[ -z $budget || $budget -le $MAX_UPDATE ]] || searched=" search_errors.py backends=$SEARCH_BACKENDS${SEARCH_OPTIONS[*]:+ ${SEARCH_OPTIONS[*]}}"
    run_stage "analyse-$label-$name-seed$seed" \
      "length_eval.py ${LENGTH_OPTIONS[*]}${CUT:+ trained_length=$CUT}$searched" analyse "$pair" "$name" "$seed" "$PAIR_DIR"
    run_stage "record-$label-$name-seed$seed" "$RECORDS_DIR" record "$pair" "$name" "$seed" "$PAIR_DIR"
  done
done
for pair in $PAIRS; do
  label=${LABELS[$pair]} CUT=${CUTS[$pair]}
  CURRENT_STAGE=length-$label
  # Recorded runs with length translations (the architectures; under a cut, the variants
  # too), every seed; fairseq's transformer first.
  runs=()
  for run in "$RECORDS_DIR/$label"/checkpoints/transformer-seed* "$RECORDS_DIR/$label"/checkpoints/*-seed*; do
    [[ $(basename "$run") =~ ^[a-z0-9_]+(\+[a-zA-Z0-9_.-]+)?-seed[0-9]+$ && -d $run/length ]] || continue
    [[ " ${runs[*]} " == *" $run "* ]] || runs+=("$run")
  done
  [[ ${#runs[@]} -gt 0 ]] || continue
  log "length evaluation of ${#runs[@]} recorded run(s) of $label"
  "$PYTHON" "$REPO/scripts/length_eval.py" "$WORKDIR/$label" "${runs[@]}" --out "$RESULTS_DIR" \
    ${CUT:+--cut "$CUT"} "${LENGTH_OPTIONS[@]}"
done
CURRENT_STAGE=results
"$PYTHON" "$HERE/results.py" "$RECORDS_DIR" --out "$RESULTS_DIR" --multi30k "$MULTI30K_DIR" \
  --command "$COMMAND"
