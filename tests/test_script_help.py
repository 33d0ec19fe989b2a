"""Every recipe and script that takes its settings from the environment explains itself:
`--help` (or `-h`) prints its usage and the settings it reads, and exits 0, before any work."""
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SCRIPTS = ["examples/wmt18/prepare.sh", "examples/wmt18/preprocess.sh", "examples/wmt18/train.sh",
           "examples/wmt18/evaluate.sh", "examples/multi30k/run.sh", "scripts/demo.sh", "scripts/gpu_checks.sh"]


def environment_settings(script):
    """The environment variables a script reads: NAME=${NAME:-default}, and a name read as
    ${NAME:-...} or ${NAME:+...} that the script never assigns."""
    code = "\n".join(line for line in script.read_text().splitlines() if not line.lstrip().startswith("#"))
    idiom = set(re.findall(r"\b([A-Z][A-Z0-9_]*)=\$\{\1:-", code))
    read = set(re.findall(r"\$\{([A-Z][A-Z0-9_]*):[-+]", code))
    return idiom | {name for name in read if not re.search(rf"\b{name}=", code)}


@pytest.mark.parametrize("flag", ["--help", "-h"])
@pytest.mark.parametrize("script", SCRIPTS)
def test_help_prints_the_usage_and_every_setting_and_exits_0(script, flag, tmp_path):
    result = subprocess.run(["bash", str(REPO / script), flag], capture_output=True, text=True, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert re.search(r"^usage: ", result.stdout, re.M | re.I), result.stdout
    settings = environment_settings(REPO / script)
    assert settings, script
    missing = sorted(name for name in settings if not re.search(rf"\b{name}\b", result.stdout))
    assert not missing, f"{script} --help does not name {missing}"
    assert list(tmp_path.iterdir()) == [], "--help did some work"


def test_gpu_checks_refuses_an_unknown_step_and_a_machine_without_cuda(tmp_path):
    script = str(REPO / "scripts/gpu_checks.sh")
    unknown = subprocess.run(["bash", script, "kernels", "kernel"], capture_output=True, text=True, cwd=tmp_path)
    assert unknown.returncode == 2 and "unknown step 'kernel'" in unknown.stderr, unknown.stderr
    if torch_sees_cuda():
        pytest.skip("a CUDA device: the steps would run")
    result = subprocess.run(["bash", script, "kernels"], capture_output=True, text=True, cwd=tmp_path,
                            env={**os.environ, "PYTHON": sys.executable, "OUT": str(tmp_path / "out")})
    assert result.returncode == 1 and "no CUDA device" in result.stderr, result.stderr
    assert list(tmp_path.iterdir()) == [], "it did some work"


def torch_sees_cuda():
    import torch

    return torch.cuda.is_available()
