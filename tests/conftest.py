import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from cli_helpers import make_toy_data_bin  # noqa: E402


@pytest.fixture(scope="session")
def data_bin(tmp_path_factory):
    """A binarised toy reversal task (target = source reversed, upper-cased)."""
    return make_toy_data_bin(tmp_path_factory.mktemp("toy"))
