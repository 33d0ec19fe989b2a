"""Small helpers shared by the scripts."""

import os
import sys


def fail(message):
    """Stop with ``PROGRAM: error: MESSAGE`` and exit status 1. PROGRAM is the script
    that runs (as argparse names it), also when the failing helper belongs to a
    script it imports (score.py decoding with subword.py's functions)."""
    sys.exit(f"{os.path.basename(sys.argv[0])}: error: {message}")


def write_atomically(path, lines):
    """Write lines to path through a temporary file, so that an interrupted
    write never leaves a partial file under the final name."""
    tmp = f"{path}.tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.writelines(line + "\n" for line in lines)
    os.replace(tmp, path)
