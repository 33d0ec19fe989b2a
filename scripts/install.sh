#!/usr/bin/env bash
# Install fairseq and the run-time needs of fairseq_diet into the active Python environment.
#
# Usage: bash scripts/install.sh            (uses `python`; set PYTHON=/path/to/python to choose)
#
# What it does, and what it never does:
#   * torch: an importable torch is kept whatever its version; otherwise torch==2.13.0 is
#     installed, unless pip would fetch a CUDA build for it (then it stops and says how to
#     install a CPU one). torch is pinned as a constraint for every later pip call, so no
#     resolver can replace it (e.g. with a multi-GB CUDA build).
#   * fairseq: an importable fairseq (`import fairseq, fairseq_cli.train`) is kept;
#     otherwise the prebuilt ve-fairseq==0.12.3 wheel (Python 3.11/3.12) is installed with
#     --no-deps, because it declares torchaudio, which pins one exact torch and is not
#     needed for text translation. On other Python versions it stops and says what to do.
#   * triton: kept where importable (a CUDA build of torch brings its own: never replaced);
#     with a CPU build of torch (or none yet, which becomes one), triton==3.9.0 is installed,
#     whose interpreter (TRITON_INTERPRET=1) runs the triton backend's kernels in the tests.
#   * everything else: each package of REQUIREMENTS that is not installed yet is installed
#     at the pinned version; an installed one is kept (changing e.g. numpy under an
#     existing torch could break that torch).
# A second run finds everything in place with fast checks and changes nothing.
# The project itself is installed by the Makefile (`pip install --no-deps --config-settings
# editable_mode=compat -e .`, docs/install.md).
set -euo pipefail

PYTHON=${PYTHON:-python}
TORCH_PIN=torch==2.13.0
FAIRSEQ_PIN=ve-fairseq==0.12.3
TRITON_PIN=triton==3.9.0
# Run-time needs of fairseq (those of its declared requirements that are used for text
# translation; scikit-learn is imported when fairseq registers its tasks), then ours
# (matplotlib: the figures of examples/multi30k/results.py, scripts/plot_positions.py
# and scripts/length_eval.py; pytest-xdist: `make test` runs the tests in two processes; pytest 8,
# under which xdist 3.8 keeps the tests of one xdist_group on one worker, as 9.2 does not).
REQUIREMENTS=(
  bitarray==3.12.3 cffi==2.1.1 cython==3.3.1 hydra-core==1.3.2 numpy==2.4.6
  omegaconf==2.3.0 packaging==26.3 regex==2026.11.15 sacrebleu==2.6.0
  scikit-learn==1.9.1 tqdm==4.70.1
  sacremoses==0.2.0 sentencepiece==0.2.3 subword-nmt==0.3.8 pytest==8.4.2 pytest-xdist==3.8.0 execnet==2.1.2
  matplotlib==3.11.2
)

log() { echo "install.sh: $*" >&2; }
die() { echo "install.sh: error: $*" >&2; exit 1; }

command -v "$PYTHON" >/dev/null || die "no Python interpreter '$PYTHON' (set PYTHON=/path/to/python or activate an environment)"
"$PYTHON" -m pip --version >/dev/null 2>&1 || die "'$PYTHON -m pip' does not work; install pip into that environment first"
log "stage 1/4: checking $("$PYTHON" -c 'import sys; print(sys.prefix)')"
# One interpreter start for every check (importing fairseq takes seconds): prints
# "python X.Y", "torch VERSION|-", "fairseq VERSION|-", "triton VERSION|- cpu|- cuda" (not
# importable, beside a CPU build of torch or none, or beside a CUDA build), each requirement
# not installed, and "note ..." for each requirement installed at another version than pinned.
check_environment() {
  "$PYTHON" - "${REQUIREMENTS[@]}" 2>/dev/null <<'EOF'
import sys
from importlib.metadata import PackageNotFoundError, version

print("python %d.%d" % sys.version_info[:2])
for module in ("torch", "fairseq"):
    try:
        imported = __import__(module)
        if module == "fairseq":
            import fairseq_cli.train  # noqa: F401  the entry point must import too
        print(module, imported.__version__)
    except Exception:
        print(module, "-")
try:
    import triton
    print("triton", triton.__version__)
except Exception:
    try:
        import torch
        cuda = torch.version.cuda or getattr(torch.version, "hip", None)
    except Exception:
        cuda = None
    print("triton - " + ("cuda" if cuda else "cpu"))
for requirement in sys.argv[1:]:
    name, pinned = requirement.split("==")
    try:
        found = version(name)
    except PackageNotFoundError:
        print(requirement)
        continue
    if found != pinned:
        print(f"note keeping the installed {name} {found} (pinned {pinned})")
EOF
}
state=$(check_environment)
py_version=$(sed -n 's/^python //p' <<<"$state")
torch_version=$(sed -n 's/^torch //p' <<<"$state")
fairseq_version=$(sed -n 's/^fairseq //p' <<<"$state")
missing=$(grep -v -e '^python ' -e '^torch ' -e '^fairseq ' -e '^triton ' -e '^note ' <<<"$state" || true)
if grep -q '^triton - cpu$' <<<"$state"; then
  missing="$missing $TRITON_PIN"
elif grep -q '^triton - cuda$' <<<"$state"; then
  log "  note: no importable triton beside this CUDA build of torch; the triton backend will say so"
fi
missing=$(echo $missing)
while read -r note; do log "  $note"; done < <(sed -n 's/^note //p' <<<"$state")
if [[ "$torch_version" != - && "$fairseq_version" != - && -z "$missing" ]]; then
  log "done, nothing to change: fairseq $fairseq_version, torch $torch_version, Python $py_version, all requirements present"
  exit 0
fi

# Refuse before installing anything when no fairseq could be installed.
if [[ "$fairseq_version" == - && "$py_version" != 3.11 && "$py_version" != 3.12 ]]; then
  die "no working fairseq, and $FAIRSEQ_PIN has wheels only for Python 3.11 and 3.12 (this is $py_version).
  Either use a Python 3.11/3.12 environment, or build fairseq's source distribution against
  your torch (needs a C++ compiler; about 6 minutes) and rerun this script, which keeps both:
    $PYTHON -m pip install setuptools wheel cython numpy    # and the torch build you want, if none
    $PYTHON -m pip install --no-deps --no-build-isolation fairseq-fixed==0.12.3.1
  (plain fairseq==0.12.2 does not build against torch 2.x and does not import on Python >= 3.11)"
fi

constraints=$(mktemp)
trap 'rm -f "$constraints"' EXIT

# pip_install ARG...: pip install without byte-compiling; compile_installed then compiles
# what was installed, once, on every core, before anything new is imported (pip compiles
# one file after another: torch's files alone took it 38 s of a 50 s install, all cores
# 10 s; each further pass over site-packages costs 7 s even with nothing to compile). A
# file that does not compile is skipped, as pip skips it.
mapfile -t SITE_DIRS < <("$PYTHON" -c 'import sysconfig; print(*sorted({sysconfig.get_path("purelib"), sysconfig.get_path("platlib")}), sep="\n")')
uncompiled=
pip_install() {
  uncompiled=yes
  "$PYTHON" -m pip install --quiet --no-compile "$@"
}
compile_installed() {
  [[ -n $uncompiled ]] || return 0
  "$PYTHON" -W ignore -m compileall -qq -j 0 "${SITE_DIRS[@]}" || true
  uncompiled=
}

log "stage 2/4: torch"
if [[ "$torch_version" != - ]]; then
  log "  keeping the installed torch $torch_version"
else
  log "  no importable torch: checking what 'pip install $TORCH_PIN' would fetch"
  cuda_packages=$("$PYTHON" -m pip install --dry-run --quiet --report - "$TORCH_PIN" 2>/dev/null \
    | "$PYTHON" -c '
import json, sys
names = [item["metadata"]["name"] for item in json.load(sys.stdin)["install"]]
print(" ".join(n for n in names if n.lower().startswith(("nvidia-", "triton"))))') \
    || die "'$PYTHON -m pip install --dry-run $TORCH_PIN' failed; is the package index reachable?"
  [[ -z "$cuda_packages" ]] || die "here '$TORCH_PIN' resolves to a CUDA build (it pulls: $cuda_packages).
  Install the torch build you want first, e.g. for CPU only:
    $PYTHON -m pip install $TORCH_PIN --index-url https://download.pytorch.org/whl/cpu
  then rerun this script; it keeps an installed torch."
  log "  installing $TORCH_PIN"
  pip_install "$TORCH_PIN"
  # Its version as installed; that it imports is checked at the end, once compiled.
  torch_version=$("$PYTHON" -c 'from importlib.metadata import version; print(version("torch"))') \
    || die "no torch installed after 'pip install $TORCH_PIN'"
fi
echo "torch==$torch_version" > "$constraints"

log "stage 3/4: other requirements"
if [[ -n "$missing" ]]; then
  log "  installing: $(echo $missing)"
  # shellcheck disable=SC2086  # one requirement per word
  pip_install -c "$constraints" $missing
else
  log "  all present"
fi

log "stage 4/4: fairseq"
if [[ "$fairseq_version" != - ]]; then
  log "  keeping the installed fairseq $fairseq_version"
else
  log "  installing $FAIRSEQ_PIN without its declared dependencies (they pull torchaudio)"
  pip_install --no-deps "$FAIRSEQ_PIN"
  compile_installed
  fairseq_version=$("$PYTHON" -c 'import fairseq, fairseq_cli.train; print(fairseq.__version__)') \
    || die "fairseq does not import after installing $FAIRSEQ_PIN (see the traceback above)"
fi

compile_installed
final_torch=$("$PYTHON" -c 'import torch; print(torch.__version__)') \
  || die "torch does not import; see: $PYTHON -c 'import torch'"
[[ "$final_torch" == "$torch_version" ]] || die "torch changed from $torch_version to $final_torch; this should not happen"
"$PYTHON" -c 'import sacrebleu, sentencepiece, subword_nmt, sacremoses, sklearn, hydra, omegaconf, matplotlib' \
  || die "a requirement does not import (see the traceback above)"
log "done: fairseq $fairseq_version, torch $torch_version, Python $py_version"
