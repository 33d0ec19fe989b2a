"""The first sentences of the real Multi30k files (task 1, raw), read where the tests run,
for tests that need real sentences rather than generated ones: never copied into the
repository (the data's README asks so)."""
import gzip
import itertools
import os
import re
from pathlib import Path

import pytest

from model_helpers import REPO

# run.sh's variable for the same files; by default the machine's shared copy beside the checkout.
MULTI30K_DIR = Path(os.environ.get("MULTI30K_DIR", REPO.parent / "shared" / "data" / "multi30k"))
SPLITS = {"train": "train", "valid": "val", "test": "test_2016_flickr"}


def read_pairs(split, count, src="en", tgt="de"):
    """The first count (source, target) lines of split (train, valid or test); the test
    is skipped, naming the files, when they are not on this machine."""
    paths = [MULTI30K_DIR / f"{SPLITS[split]}.{lang}.gz" for lang in (src, tgt)]
    missing = [str(path) for path in paths if not path.is_file()]
    if missing:
        pytest.skip(f"the Multi30k files are not here ({', '.join(missing)}); set MULTI30K_DIR")
    sides = []
    for path in paths:
        with gzip.open(path, "rt", encoding="utf-8") as f:
            sides.append([line.rstrip("\n") for line in itertools.islice(f, count)])
    return list(zip(*sides))


def words(line):
    """Lower-cased words and punctuation marks: a tiny vocabulary's tokens."""
    return re.findall(r"\w+|[^\w\s]", line.lower())
