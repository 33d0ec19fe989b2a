"""The compiled CPU kernels (``fairseq_diet/csrc``), built on first use.

``ops()`` builds ``csrc/attention_blocks.cpp`` with torch's extension builder
(a C++ compiler and ninja; about 20 seconds, once: the build is cached
under ``TORCH_EXTENSIONS_DIR``, by default ``~/.cache/torch_extensions``) and
returns its ops, or None when they cannot be had. The blockwise attention
(Shaw's, and Diet's backward pass) then does the same work with torch ops,
more slowly; a warning says why, once. ``FAIRSEQ_DIET_COMPILED=0`` turns the
compiled kernels off.

The build is for this machine's processor (``-march=native``), so its name
carries a digest of the processor's features: machines sharing one home
directory but differing in them each build their own.
"""

import hashlib
import logging
import os
import platform
import shutil
import warnings
from pathlib import Path

import torch

SOURCE = Path(__file__).resolve().parent.parent / "csrc" / "attention_blocks.cpp"
ENV_SWITCH = "FAIRSEQ_DIET_COMPILED"

_state = {"tried": False, "ops": None, "error": None}
logger = logging.getLogger(__name__)


def _processor_digest() -> str:
    text = platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith(("flags", "Features")):
                text += line
                break
    except OSError:
        pass
    return hashlib.sha1(text.encode()).hexdigest()[:10]


def enabled() -> bool:
    return os.environ.get(ENV_SWITCH, "1").strip().lower() not in ("0", "false", "no", "off")


def _find_ninja():
    """torch's builder runs ``ninja`` from PATH; the one pip installs into an
    environment that is not activated is not on it."""
    if shutil.which("ninja") is None:
        try:
            import ninja
        except ImportError:
            return
        os.environ["PATH"] = ninja.BIN_DIR + os.pathsep + os.environ.get("PATH", "")


def _compiler_flags():
    # -fopenmp: torch's parallel_for is OpenMP, inlined from its headers.
    flags = ["-O3", "-march=native", "-fno-math-errno", "-fopenmp"]
    if platform.machine() in ("x86_64", "AMD64"):
        flags.append("-mprefer-vector-width=512")  # where AVX-512 is; harmless elsewhere
    return flags


def ops():
    """``torch.ops.fairseq_diet`` with the block kernels, or None."""
    if not enabled():
        return None
    if not _state["tried"]:
        _state["tried"] = True
        try:
            from torch.utils import cpp_extension

            _find_ninja()
            logger.info("loading the compiled attention kernels (%s); the first use on a machine "
                        "builds them, about 20 seconds", SOURCE.name)
            cpp_extension.load(
                name=f"fairseq_diet_blocks_{_processor_digest()}",
                sources=[str(SOURCE)],
                extra_cflags=_compiler_flags(),
                extra_ldflags=["-fopenmp"],
                is_python_module=False,
                verbose=False,
            )
            _state["ops"] = torch.ops.fairseq_diet
        except Exception as error:  # no compiler, no ninja, a failed build
            _state["error"] = f"{type(error).__name__}: {error}".strip()
            warnings.warn(
                f"fairseq_diet: could not build the compiled attention kernels {SOURCE} "
                f"({_state['error'][-800:]}); the attention takes its slower pure torch path. "
                f"Set {ENV_SWITCH}=0 to skip the build.",
                RuntimeWarning,
                stacklevel=2,
            )
    return _state["ops"]
