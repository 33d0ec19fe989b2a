import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from cli_helpers import make_toy_data_bin  # noqa: E402
from multi30k_helpers import run_interrupted_then_to_the_end  # noqa: E402


@pytest.fixture(scope="session")
def data_bin(tmp_path_factory):
    """A binarised toy reversal task (target = source reversed, upper-cased)."""
    return make_toy_data_bin(tmp_path_factory.mktemp("toy"))


@pytest.fixture(scope="session")
def multi30k_run(tmp_path_factory):
    """examples/multi30k/run.sh on generated Multi30k-like data (en-cs, seed 1, two
    architectures, 3 updates), killed after its first checkpoint and run again to the end."""
    return run_interrupted_then_to_the_end(tmp_path_factory.mktemp("multi30k"))
