"""Small helpers shared by the scripts."""

import os


def write_atomically(path, lines):
    """Write lines to path through a temporary file, so that an interrupted
    write never leaves a partial file under the final name."""
    tmp = f"{path}.tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.writelines(line + "\n" for line in lines)
    os.replace(tmp, path)
