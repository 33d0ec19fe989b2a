"""`make venv` recovers from a failed first install by itself: a retry with another PYTHON
makes .venv anew instead of reusing the one of the failed version. Run on a copy of the
Makefile with stand-in interpreters and a stand-in scripts/install.sh (no network)."""
import os
import shutil
import subprocess

import pytest

from model_helpers import REPO

pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="no make")

FAKE_PYTHON = """#!/bin/sh
# A stand-in interpreter of Python {version}: what the Makefile asks of one.
case "$1 $2" in
  "-c "*) echo {version} ;;
  "-m venv") mkdir -p "$3/bin" && cp "$0" "$3/bin/python" ;;
  "-m pip") ;;
  *) exit 3 ;;
esac
"""
# install.sh as it behaves: it stops on a Python without fairseq wheels.
FAKE_INSTALL = """version=$("$PYTHON" -c v)
[ "$version" != 3.13 ] || { echo "install.sh: error: ... (this is $version)" >&2; exit 1; }
"""


@pytest.fixture
def checkout(tmp_path):
    root = tmp_path / "checkout"
    (root / "scripts").mkdir(parents=True)
    shutil.copy(REPO / "Makefile", root / "Makefile")
    (root / "setup.py").write_text("")
    (root / "scripts" / "install.sh").write_text(FAKE_INSTALL)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for version in ("3.11", "3.13"):
        path = bin_dir / f"python{version}"
        path.write_text(FAKE_PYTHON.format(version=version))
        path.chmod(0o755)
    return root, bin_dir


def make_venv(root, bin_dir, *args, python3=None):
    env = dict(os.environ, PATH=f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    env.pop("PYTHON", None)
    if python3:  # what a plain `python3` is on this machine
        (bin_dir / "python3").unlink(missing_ok=True)
        (bin_dir / "python3").symlink_to(bin_dir / python3)
    return subprocess.run(["make", "-C", str(root), "venv", *args], env=env, capture_output=True, text=True)


def venv_version(root):
    return subprocess.run([str(root / ".venv" / "bin" / "python"), "-c", "v"], capture_output=True,
                          text=True).stdout.strip()


@pytest.mark.parametrize("retry", [["PYTHON=python3.11"], []])
def test_a_retry_after_a_failed_install_makes_the_venv_anew(checkout, retry):
    root, bin_dir = checkout
    first = make_venv(root, bin_dir, "PYTHON=python3.13", python3="python3.11")
    assert first.returncode != 0 and "(this is 3.13)" in first.stderr
    assert "rerun: make venv" in first.stderr
    assert venv_version(root) == "3.13" and not (root / ".venv" / ".installed").exists()

    second = make_venv(root, bin_dir, *retry)  # with PYTHON=python3.11, or the plain python3 (3.11)
    assert second.returncode == 0, second.stderr
    assert "make: .venv holds Python 3.13, PYTHON=" in second.stderr and "making .venv anew" in second.stderr
    assert venv_version(root) == "3.11" and (root / ".venv" / ".installed").exists()


def test_a_finished_venv_is_kept_when_the_default_python_is_another_version(checkout):
    root, bin_dir = checkout
    assert make_venv(root, bin_dir, "PYTHON=python3.11").returncode == 0
    marker = root / ".venv" / "kept"
    marker.write_text("")
    (root / "setup.py").write_text("# changed: the stamp is out of date\n")
    again = make_venv(root, bin_dir, python3="python3.13")  # plain `make venv`, python3 is 3.13
    assert again.returncode == 0, again.stderr
    assert marker.exists() and venv_version(root) == "3.11" and "anew" not in again.stderr


def test_a_python_that_does_not_run_is_named(checkout):
    root, bin_dir = checkout
    result = make_venv(root, bin_dir, "PYTHON=python3.99")
    assert result.returncode != 0
    assert "make: error: PYTHON=python3.99 does not run" in result.stderr
    assert not (root / ".venv").exists()
