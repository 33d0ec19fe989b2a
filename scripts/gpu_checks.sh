#!/usr/bin/env bash
# usage: bash scripts/gpu_checks.sh [STEP...]
# The GPU measurements of docs/benchmark.md in one device call, each step under its own time limit, in the
# order given (default: every step, most wanted first); logs and tables go to OUT [.gpu/out]:
#   kernels   one attention call per way (scripts/attention_benchmark.py): fp16, the attention module's
#             layout, the three shapes, with the kernels' GPU time (the kernels also at 64x32:4:3 and
#             32x32:4:3, tiles for short sentences, with the keys kernel at 64x64:8:3 and with the forward
#             kernel at 128x64:4:3), and every way kernel by kernel (in the log)                         ~1 min
#   steps     training steps of the base model against fairseq's transformer at 25k tokens, T 512 / 128 / 32,
#             with the kernels' GPU time per step: auto's choices beside other backends named (ARCHS) ~3 min
#   steps-4k  the same at 4k tokens, T 32 / 128 (where the GPU waits for the host), and beam search
#             (beam 10, T 32) with its kernels' GPU time                                                  ~3 min
#   tests     tests/test_gpu.py                                                                          ~2 min
# Run from anywhere in the checkout on a machine with a CUDA device, with PYTHON [python3]; fairseq is
# installed from the GPU kit's wheels (.gpu/whl, made by ../shared/gpu/prepare.sh) when it is not importable.
# On an H100 (2026-11-27) the four took 5 minutes in all, before KERPLE, xPos, FIRE and CoPE joined the steps
# (about 7 expected now): one device call (10 minutes at most) holds them.
set -u
usage() { sed -n '2,17p' "$0" | cut -c3-; }
case "${1:-}" in -h|--help) usage; exit 0;; esac
steps=("$@")
[ ${#steps[@]} -gt 0 ] || steps=(kernels steps steps-4k tests)
for step in "${steps[@]}"; do
  case $step in kernels|steps|steps-4k|tests) ;;
    *) echo "gpu_checks.sh: unknown step '$step' (kernels, steps, steps-4k, tests)" >&2; exit 2;; esac
done
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
"$PYTHON" -c 'import torch' 2>/dev/null || { echo "gpu_checks.sh: PYTHON=$PYTHON cannot import torch" >&2; exit 1; }
"$PYTHON" -c 'import torch, sys; sys.exit(0 if torch.cuda.is_available() else 1)' \
  || { echo "gpu_checks.sh: torch sees no CUDA device: these steps measure a GPU" >&2; exit 1; }
export PYTHONUNBUFFERED=1 PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH}
out=${OUT:-.gpu/out}
mkdir -p "$out"
t0=$SECONDS
if ! "$PYTHON" -c 'import fairseq' 2>/dev/null; then
  ls .gpu/whl/*.whl > /dev/null 2>&1 \
    || { echo "gpu_checks.sh: fairseq is not importable and .gpu/whl has no wheels (../shared/gpu/prepare.sh)" >&2; exit 1; }
  "$PYTHON" -m pip install -q --no-index --no-deps --no-compile --no-cache-dir .gpu/whl/*.whl > "$out/install.log" 2>&1 \
    || { echo "gpu_checks.sh: installing .gpu/whl failed:"; tail -5 "$out/install.log"; exit 1; }
fi
{ nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
  "$PYTHON" -c 'import sys, torch, triton; print("python", sys.version.split()[0], "torch", torch.__version__,
"triton", triton.__version__)'; date -u +%Y-%m-%dT%H:%MZ; } 2>&1 | tee "$out/machine.txt"

# ARCH:BACKEND names the backend; a bare ARCH runs as a user's would (auto: torch's kernels on CUDA).
# Named beside auto: each scheme on triton (the position term inside the kernels; Diet-Abs's factors
# as extra head dimensions and RoPE's rotated q and k, then the kernels without a term), and Diet-Rel
# and Diet-Abs on sdpa (auto folds Diet-Abs from tuning's folded_min_keys).
ARCHS=(transformer transformer_diet_rel transformer_diet_rel:sdpa transformer_diet_rel:triton
       transformer_t5 transformer_t5:triton transformer_tisa transformer_tisa:triton
       transformer_alibi transformer_alibi:triton transformer_diet_abs transformer_diet_abs:sdpa
       transformer_diet_abs:triton transformer_shaw transformer_shaw:triton transformer_rope
       transformer_rope:triton transformer_kerple transformer_kerple:triton transformer_xpos
       transformer_xpos:triton transformer_fire)
# At 4k tokens and in beam search, where the host bounds a step, also Diet-Abs folded into one SDPA call at
# every length (auto folds it from tuning's folded_min_keys, set by the kernels' GPU time alone: fewer
# operators for the host might win at shorter lengths too), and CoPE, whose explicit path keeps every
# call's (T x T) logits for the backward pass (at 25k tokens x 512 that is GBs a layer).
ARCHS_4K=("${ARCHS[@]}" transformer_diet_abs::folded_min_keys=1 transformer_cope)

run() {  # NAME SECONDS COMMAND...: the command's output to $out/NAME.log, its status and time on one line
  local name=$1 limit=$2; shift 2
  local start=$SECONDS
  timeout "$limit" "$@" > "$out/$name.log" 2>&1
  echo "$name: rc=$? in $((SECONDS - start)) s ($((SECONDS - t0)) s so far)"
}

train_steps() {  # NAME SECONDS TOKENS REPEATS BEAM_LENGTHS LENGTH...: benchmark.py's steps of the base model (archs)
  local name=$1 limit=$2 tokens=$3 repeats=$4 beam=$5; shift 5
  run "$name" "$limit" "$PYTHON" scripts/benchmark.py --device cuda --fp16 --sizes base --tokens "$tokens" --lengths "$@" \
    --beam-lengths $beam --repeats "$repeats" --min-seconds 1 --kernel-times --archs "${archs[@]}" --output "$out/$name.md"
  grep '^|' "$out/$name.md" 2>/dev/null | cut -c1-200
}

for step in "${steps[@]}"; do
  case $step in
    kernels)
      run kernels 200 "$PYTHON" scripts/attention_benchmark.py --device cuda --dtypes fp16 --layout module \
        --kernel-times --kernel-breakdown --repeats 15 --configs 64x32:4:3 32x32:4:3 128x32:4:3/64x64:8:3/128x32:4:3 \
        128x64:4:3/32x64:4:3/128x32:4:3
      grep '^|' "$out/kernels.log" | awk -F' [|] ' 'NF == 8' | cut -c1-160 ;;
    steps) archs=("${ARCHS[@]}"); train_steps steps 330 25000 7 "" 512 128 32 ;;  # longest first, kept if cut short
    steps-4k) archs=("${ARCHS_4K[@]}"); train_steps steps-4k 300 4096 9 32 32 128 ;;
    tests)
      run tests 240 "$PYTHON" -m pytest -q -p no:cacheprovider -n 6 tests/test_gpu.py
      tail -3 "$out/tests.log" ;;
  esac
done
echo "done in $((SECONDS - t0)) s; logs and tables in $out"
