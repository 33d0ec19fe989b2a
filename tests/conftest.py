import os
import sys
from pathlib import Path

import pytest
import torch

sys.path.insert(0, str(Path(__file__).resolve().parent))

# Without a GPU the triton backend's kernels run in Triton's interpreter, set
# before anything imports them (a kernel is interpreted or compiled from its
# definition on).
if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")

# Under pytest-xdist (`make test` runs two workers), each worker and the commands it
# starts get an equal share of the cores rather than all of them each, unless the
# caller chose a thread count.
_WORKERS = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))
if _WORKERS > 1 and "OMP_NUM_THREADS" not in os.environ:
    os.environ["OMP_NUM_THREADS"] = str(max(1, (os.cpu_count() or 1) // _WORKERS))
    torch.set_num_threads(int(os.environ["OMP_NUM_THREADS"]))

from cli_helpers import make_toy_data_bin  # noqa: E402
from multi30k_helpers import run_interrupted_then_to_the_end  # noqa: E402


@pytest.fixture(scope="session")
def data_bin(tmp_path_factory):
    """A binarised toy reversal task (target = source reversed, upper-cased)."""
    return make_toy_data_bin(tmp_path_factory.mktemp("toy"))


# Tests that use it carry @pytest.mark.xdist_group("multi30k"): one worker builds it.
@pytest.fixture(scope="session")
def multi30k_run(tmp_path_factory):
    """examples/multi30k/run.sh on generated Multi30k-like data (en-cs, seed 1, two
    architectures, 3 updates), killed after its first checkpoint and run again to the end."""
    return run_interrupted_then_to_the_end(tmp_path_factory.mktemp("multi30k"))
