"""fairseq's data thread busy in a torch operator when a tool exits: without
fairseq_diet.clean_exit the interpreter's finalization aborts the process
(SIGABRT, "terminate called without an active exception"); with it the
process exits with its own status."""

import subprocess
import sys

import pytest

# A tool that stops while fairseq's read-ahead thread (BufferedIterator) is still
# collating batches with torch operators: it takes one batch and exits with `status`.
TOOL = """
import sys, torch
from fairseq.data.iterators import BufferedIterator
if sys.argv[1] == "plugin":
    import fairseq_diet  # noqa: F401
class Batches:
    def __len__(self):
        return 10 ** 6
    def __iter__(self):
        rows = [torch.ones(20000)] * 50
        while True:
            yield torch.cat(rows)
iterator = BufferedIterator(1000, Batches())
next(iterator)
sys.exit(int(sys.argv[2]))
"""


@pytest.mark.parametrize("status", [0, 3])
def test_a_tool_exits_with_its_own_status_while_its_data_thread_is_in_torch(status):
    with_plugin = subprocess.run([sys.executable, "-c", TOOL, "plugin", str(status)],
                                 capture_output=True, text=True, timeout=300)
    assert with_plugin.returncode == status, with_plugin.stderr[-3000:]
    assert "terminate called" not in with_plugin.stderr


def test_without_it_such_an_exit_aborts():
    # What the plugin prevents: the thread is inside torch.cat at nearly every instant.
    bare = subprocess.run([sys.executable, "-c", TOOL, "bare", "0"], capture_output=True, text=True, timeout=300)
    assert bare.returncode == -6 and "terminate called without an active exception" in bare.stderr, bare.stderr
