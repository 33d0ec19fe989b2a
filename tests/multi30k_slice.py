"""The first sentences of the real Multi30k files (task 1, raw), read where the tests run,
for tests that need real sentences rather than generated ones: never copied into the
repository (the data's README asks so)."""
import gzip
import itertools
import os
import re
import sys
from pathlib import Path

import pytest

from cli_helpers import run
from model_helpers import REPO

sys.path.insert(0, str(REPO / "scripts"))
import subword  # noqa: E402

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


def preprocessed_pair(work, sizes, vocab_size=400):
    """work, written as preprocess.sh leaves a pair's directory (raw/, sub/, subword/model.*,
    data-bin/), from the first en-de pairs of each split ({split: count} of train, valid, test)
    with a sentencepiece vocabulary of at most vocab_size pieces."""
    for directory in ("raw", "sub", "subword"):
        (work / directory).mkdir(parents=True)
    for split, size in sizes.items():
        pairs = read_pairs(split, size)
        for lang, side in (("en", 0), ("de", 1)):
            lines = "".join(pair[side] + "\n" for pair in pairs)
            (work / "raw" / f"{split}.{lang}").write_text(lines, encoding="utf-8")
    prefix = str(work / "subword" / "model")
    subword.main(["learn", "--method", "sentencepiece", "--vocab-size", str(vocab_size), "--model-prefix", prefix,
                  str(work / "raw" / "train.en"), str(work / "raw" / "train.de")])
    encode = subword.load_encoder(prefix)
    for split in sizes:
        for lang in ("en", "de"):
            lines = (work / "raw" / f"{split}.{lang}").read_text(encoding="utf-8").splitlines()
            (work / "sub" / f"{split}.{lang}").write_text("".join(line + "\n" for line in encode(lines)),
                                                         encoding="utf-8")
    run("fairseq-preprocess", "--source-lang", "en", "--target-lang", "de", "--trainpref", str(work / "sub" / "train"),
        "--validpref", str(work / "sub" / "valid"), "--testpref", str(work / "sub" / "test"),
        "--destdir", str(work / "data-bin"), "--joined-dictionary", "--workers", "1")
    return work
