"""The compiled CPU kernels (``fairseq_diet/csrc``), built on first use.

``ops()`` returns ``torch.ops.fairseq_diet`` with the block kernels of
``csrc/attention_blocks.cpp``, or None when they cannot be had. The attention
engine's ``auto`` then takes the ``blocks`` backend, the same work by torch
ops, more slowly; a warning says why, once. ``FAIRSEQ_DIET_COMPILED=0``
turns the compiled kernels off.

The build is made once per machine, not once per checkout or environment
(docs/compiled-kernels.md): it lives in torch's extension cache
(``TORCH_EXTENSIONS_DIR``, by default ``~/.cache/torch_extensions``) under a
name that digests everything that determines the binary and nothing else
(``build_name``). The first process to need it builds it (a C++ compiler and
ninja; about 20 seconds) under a file lock and publishes the library with an
atomic rename; every later process, from any checkout with the same inputs,
loads it without building.
"""

import hashlib
import logging
import os
import platform
import shutil
import sys
import tempfile
import time
import warnings
from pathlib import Path

import torch

SOURCE = Path(__file__).resolve().parent.parent / "csrc" / "attention_blocks.cpp"
ENV_SWITCH = "FAIRSEQ_DIET_COMPILED"
LINKER_FLAGS = ["-fopenmp"]

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
    # -fno-trapping-math: without it gcc 12 leaves the loops over exp_approx scalar.
    flags = ["-O3", "-march=native", "-fno-math-errno", "-fno-trapping-math", "-fopenmp"]
    if platform.machine() in ("x86_64", "AMD64"):
        flags.append("-mprefer-vector-width=512")  # where AVX-512 is; harmless elsewhere
    return flags


def build_name(source: bytes) -> str:
    """The build's name in the extension cache: a digest of the C++ source, the
    compiler and its flags, this processor's features (the flags say
    -march=native), torch's version and the Python ABI. Paths are left out, so
    checkouts and environments with the same inputs share one build."""
    digest = hashlib.sha256(source)
    for part in (os.environ.get("CXX", "c++"), *_compiler_flags(), *LINKER_FLAGS,
                 _processor_digest(), torch.__version__,
                 sys.implementation.cache_tag, sys.abiflags):
        digest.update(b"\0" + part.encode())
    return f"fairseq_diet_blocks_{digest.hexdigest()[:16]}"


def _cache_root() -> Path:
    """torch's extension cache: TORCH_EXTENSIONS_DIR, else the user's cache
    directory as ``cpp_extension.get_default_build_root()`` names it (a test
    pins the two equal), found without importing ``torch.utils.cpp_extension``,
    which takes half a second of every command's start and is needed only to
    build."""
    import torch._appdirs

    return Path(os.environ.get("TORCH_EXTENSIONS_DIR")
                or os.path.realpath(torch._appdirs.user_cache_dir(appname="torch_extensions")))


def _build_and_load(name: str, source: bytes, directory: Path, library: Path):
    """Builds ``source`` in a private directory under ``directory`` and loads
    it, then renames the library to ``library``. Called with the build lock held."""
    from torch.utils import cpp_extension

    # Left by a process that died while building: with the lock held, no one else builds here.
    for leftover in directory.glob("build-*"):
        shutil.rmtree(leftover, ignore_errors=True)
    staging = Path(tempfile.mkdtemp(prefix="build-", dir=directory))
    try:
        # The bytes the name digests, not the checkout's file, which may change meanwhile.
        staged_source = staging / SOURCE.name
        staged_source.write_bytes(source)
        _find_ninja()
        logger.info("building the compiled attention kernels (%s) into %s: about 20 seconds, "
                    "once per machine", SOURCE.name, directory)
        start = time.perf_counter()
        built = cpp_extension.load(
            name=name,
            sources=[str(staged_source)],
            extra_cflags=_compiler_flags(),
            extra_ldflags=LINKER_FLAGS,
            build_directory=str(staging),
            is_python_module=False,
            verbose=False,
        )
        # Atomic: a process that finds ``library`` finds all of it.
        os.replace(built, library)
        logger.info("built the compiled attention kernels in %.1f s", time.perf_counter() - start)
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def _load_library():
    """Loads this source's build from the extension cache, building it first
    where no process has yet; a process that finds another one building waits
    for its build instead of making its own."""
    import fcntl  # POSIX only: elsewhere the ImportError makes ops() fall back, with a warning

    source = SOURCE.read_bytes()
    name = build_name(source)
    directory = _cache_root() / name
    library = directory / f"{name}.so"
    if not library.exists():  # else published whole: loading it needs no lock
        directory.mkdir(parents=True, exist_ok=True)
        # flock, not torch's lock file: the kernel releases it when its holder dies.
        with open(directory / "build.lock", "a") as lock:
            try:
                fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                logger.info("waiting for another process's build of the compiled attention "
                            "kernels in %s", directory)
                fcntl.flock(lock, fcntl.LOCK_EX)
            if not library.exists():
                _build_and_load(name, source, directory, library)
                return
    logger.debug("loading the compiled attention kernels from %s", library)
    torch.ops.load_library(str(library))


def build_error() -> str:
    """Why the kernels could not be had (after ``ops()`` returned None)."""
    return _state["error"] or "not built"


def ops():
    """``torch.ops.fairseq_diet`` with the block kernels, or None."""
    if not enabled():
        return None
    if not _state["tried"]:
        _state["tried"] = True
        try:
            _load_library()
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
