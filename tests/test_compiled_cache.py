"""The compiled kernels are built once per machine (fairseq_diet/modules/compiled.py):
checkouts with the same source share one build, and processes that need it at
the same time make it once. The checkouts here hold a small stand-in for the
kernels' source (one operator under their namespace): the cache and its lock do
not depend on what is compiled, and a build of it takes a third of the real
one's time. The real source is built by the first process on a machine that
needs it, the compiled backend's tests among them."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from fairseq_diet.modules import compiled

# Its tests share module-scoped fixtures: under pytest-xdist one worker runs them all.
pytestmark = pytest.mark.xdist_group("test_compiled_cache")

PACKAGE = Path(compiled.__file__).resolve().parent.parent

# Loads compiled.py from the checkout given (without its package, so without
# fairseq) and says whether the kernels could be had.
PROBE = """
import importlib.util, logging, sys
import torch
logging.basicConfig(level=logging.DEBUG, format="%(name)s: %(message)s")
spec = importlib.util.spec_from_file_location("compiled", sys.argv[1])
compiled = importlib.util.module_from_spec(spec)
spec.loader.exec_module(compiled)
ops = compiled.ops()
print("kernels:", ops is not None and callable(ops.diet_attention), compiled._state["error"])
"""

# Logs every ninja run (torch's builder runs ninja for a build, and only then).
NINJA_RECORDER = """#!/bin/sh
echo "$*" >> "{log}"
exec "{ninja}" "$@"
"""


# What the checkouts here compile in place of csrc/attention_blocks.cpp.
STAND_IN_SOURCE = """// A stand-in for the kernels' source (tests/test_compiled_cache.py).
#include <torch/library.h>

at::Tensor stand_in(const at::Tensor& x) { return x; }

TORCH_LIBRARY(fairseq_diet, m) { m.def("diet_attention(Tensor x) -> Tensor", stand_in); }
"""


def checkout(root: Path, label: str) -> Path:
    """A copy of the package source, as a second checkout of the project holds it,
    with the stand-in source."""
    shutil.copytree(PACKAGE, root / label / "fairseq_diet",
                    ignore=shutil.ignore_patterns("__pycache__"))
    (root / label / "fairseq_diet" / "csrc" / compiled.SOURCE.name).write_text(STAND_IN_SOURCE)
    return root / label / "fairseq_diet" / "modules" / "compiled.py"


def real_ninja() -> str:
    found = shutil.which("ninja")
    if found is None:
        import ninja

        found = os.path.join(ninja.BIN_DIR, "ninja")
    return found


@pytest.fixture(scope="module")
def machine(tmp_path_factory):
    """An empty extension cache, a ninja that logs its runs, and the environment
    of a process using both."""
    root = tmp_path_factory.mktemp("machine")
    tools = root / "bin"
    tools.mkdir()
    ninja_log = root / "ninja_runs.log"
    recorder = tools / "ninja"
    recorder.write_text(NINJA_RECORDER.format(log=ninja_log, ninja=real_ninja()))
    recorder.chmod(0o755)
    env = {key: value for key, value in os.environ.items() if key != compiled.ENV_SWITCH}
    env["TORCH_EXTENSIONS_DIR"] = str(root / "torch_extensions")
    env["PATH"] = f"{tools}{os.pathsep}{env.get('PATH', '')}"
    return root, env, ninja_log


def start_probe(compiled_py: Path, env) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", PROBE, str(compiled_py)], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def finish(probe: subprocess.Popen) -> str:
    output, _ = probe.communicate(timeout=600)
    assert probe.returncode == 0, output
    assert "kernels: True None" in output, output
    return output


def ninja_builds(ninja_log: Path):
    runs = ninja_log.read_text().splitlines() if ninja_log.exists() else []
    return [run for run in runs if run != "--version"]


@pytest.fixture(scope="module")
def built_at_once(machine):
    """Two checkouts (same source) whose processes start at the same moment on
    the empty cache; their outputs."""
    root, env, _ = machine
    probes = [start_probe(checkout(root, label), env) for label in ("first", "second")]
    return [finish(probe) for probe in probes]


def test_two_processes_building_at_once_make_one_build(machine, built_at_once):
    _, env, ninja_log = machine
    assert len(ninja_builds(ninja_log)) == 1
    builders = [output for output in built_at_once if "building the compiled" in output]
    waiters = [output for output in built_at_once if "waiting for another process's build" in output]
    assert len(builders) == 1 and len(waiters) == 1, built_at_once
    builds = list(Path(env["TORCH_EXTENSIONS_DIR"]).iterdir())
    assert len(builds) == 1
    # The published library and the lock; the build's private directory is gone.
    assert sorted(path.name for path in builds[0].iterdir()) == ["build.lock",
                                                                 builds[0].name + ".so"]


def test_a_second_checkout_reuses_the_build(machine, built_at_once):
    root, env, ninja_log = machine
    (library,) = Path(env["TORCH_EXTENSIONS_DIR"]).glob("*/*.so")
    before = library.stat()
    runs_before = ninja_builds(ninja_log)
    output = finish(start_probe(checkout(root, "third"), env))
    assert "building the compiled" not in output and "loading the compiled" in output, output
    assert ninja_builds(ninja_log) == runs_before  # no compiler run
    after = library.stat()
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)


def test_the_build_name_changes_with_what_determines_the_binary(monkeypatch):
    source = compiled.SOURCE.read_bytes()
    name = compiled.build_name(source)
    assert compiled.build_name(bytes(source)) == name
    assert compiled.build_name(source + b"\n// changed\n") != name
    with monkeypatch.context() as patch:
        patch.setenv("CXX", "another-compiler")
        assert compiled.build_name(source) != name
    with monkeypatch.context() as patch:
        patch.setattr(compiled, "_processor_digest", lambda: "another processor")
        assert compiled.build_name(source) != name
    with monkeypatch.context() as patch:
        patch.setattr(torch, "__version__", "0.0.0")
        assert compiled.build_name(source) != name
    with monkeypatch.context() as patch:
        patch.setattr(sys.implementation, "cache_tag", "another-python")
        assert compiled.build_name(source) != name


def test_the_cache_is_torchs_extension_cache_found_without_its_builder(monkeypatch, tmp_path):
    from torch.utils import cpp_extension

    monkeypatch.delenv("TORCH_EXTENSIONS_DIR", raising=False)
    assert str(compiled._cache_root()) == cpp_extension.get_default_build_root()
    monkeypatch.setenv("TORCH_EXTENSIONS_DIR", str(tmp_path))
    assert compiled._cache_root() == tmp_path
    # A process that loads a finished build (this one's) does not import the builder (half a second).
    monkeypatch.delenv("TORCH_EXTENSIONS_DIR")
    assert compiled.ops() is not None, compiled.build_error()
    probe = ("import sys, torch; from fairseq_diet.modules import compiled; "
             "assert compiled.ops() is not None; print('torch.utils.cpp_extension' in sys.modules)")
    loaded = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                            env={k: v for k, v in os.environ.items() if k != "TORCH_EXTENSIONS_DIR"})
    assert loaded.returncode == 0 and loaded.stdout.strip() == "False", loaded.stderr[-3000:]
