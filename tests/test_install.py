"""scripts/install.sh on an environment that already has everything: a fast no-op."""
import subprocess
import sys
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[1]


def test_install_script_changes_nothing_in_a_complete_environment():
    started = time.monotonic()
    result = subprocess.run(["bash", ROOT / "scripts" / "install.sh"], capture_output=True, text=True,
                            env={"PYTHON": sys.executable, "PATH": "/usr/bin:/bin"})
    elapsed = time.monotonic() - started
    assert result.returncode == 0, result.stderr
    assert "nothing to change" in result.stderr
    assert f"torch {torch.__version__}" in result.stderr
    assert "installing" not in result.stderr
    assert elapsed < 60


def test_install_script_names_an_interpreter_that_does_not_exist(tmp_path):
    missing = tmp_path / "no-python"
    result = subprocess.run(["bash", ROOT / "scripts" / "install.sh"], capture_output=True, text=True,
                            env={"PYTHON": str(missing), "PATH": "/usr/bin:/bin"})
    assert result.returncode != 0 and str(missing) in result.stderr
