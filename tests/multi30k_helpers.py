"""examples/multi30k/run.sh on a tiny generated stand-in for the Multi30k files, for tests."""
import gzip
import hashlib
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests" / "fixtures"))
from make_wmt18_archives import lexicon, sentence_pairs  # noqa: E402

from forked_tools import RECIPES  # noqa: E402

RUN_SH = REPO / "examples" / "multi30k" / "run.sh"
# Enough training sentences for several updates per epoch: run.sh keeps only the
# update-numbered checkpoints (--no-epoch-checkpoints), and fairseq saves none at an
# epoch's end.
SIZES = {"train": 1000, "val": 20, "test_2016_flickr": 16}
# Test sets that only some languages have, as in Multi30k: a pair gets those of both its languages.
OTHER_TEST_SETS = {"test_2017_flickr": ("en", "de"), "test_2018_flickr": ("en", "cs")}
ARCHS = ("transformer", "transformer_diet_rel")
VARIANT = ("transformer_diet_rel+clip4", "--max-relative-position 4")
MAX_UPDATE = 2
# Small beam and short outputs for the length translations: the untrained models write to the cap.
LENGTH_EVAL_OPTIONS = "--beam 2 --max-len-a 0.5 --max-len-b 2 --concat 1,2 --bucket-edges 6,9"


def write_multi30k_like(directory):
    """{split}.{en,de,cs}.gz with aligned generated sentences (not Multi30k's), the other
    test sets of OTHER_TEST_SETS, and their checksum table, directory/checksums.txt, in
    the layout of examples/multi30k/checksums.txt."""
    rng = random.Random(3)
    words = {lang: lexicon(lang, rng) for lang in ("de", "cs")}
    splits = dict(SIZES, **{name: SIZES["test_2016_flickr"] for name in OTHER_TEST_SETS})
    table = ["# generated stand-ins for the Multi30k files"]
    for split, size in splits.items():
        english = [e for e, _ in sentence_pairs(words["de"], size, rng)]
        lines = {"en": english}
        for lang in ("de", "cs"):
            lines[lang] = [" ".join(words[lang][w.lower()] for w in e.rstrip(".").split()) + "." for e in english]
        for lang, text in lines.items():
            if split in OTHER_TEST_SETS and lang not in OTHER_TEST_SETS[split]:
                continue
            path = directory / f"{split}.{lang}.gz"
            with gzip.open(path, "wt", encoding="utf-8") as f:
                f.writelines(line + "\n" for line in text)
            table.append(f"{path.name} sha256 {hashlib.sha256(path.read_bytes()).hexdigest()} {path.stat().st_size}")
    (directory / "checksums.txt").write_text("\n".join(table) + "\n")


def data_env(data):
    """run.sh's environment to fetch the generated files in data (never the network)."""
    return {"MULTI30K_MIRROR": f"file://{data}", "MULTI30K_CHECKSUMS": str(data / "checksums.txt")}


def run_interrupted_then_to_the_end(root):
    """run.sh for en-cs, seed 1, ARCHS and VARIANT, MAX_UPDATE updates (a checkpoint after each) and
    beam 2 (evaluate.sh's BEAM and in LENGTH_EVAL_OPTIONS, for speed), its data fetched from a
    file:// mirror of generated files and its results in the work directory (the defaults):
    killed (SIGKILL to its whole process group, as when a machine stops) as soon as the first
    training has saved its first checkpoint, then run again to the end."""
    data = root / "multi30k"
    data.mkdir()
    write_multi30k_like(data)
    env = dict(os.environ, PYTHON=sys.executable, CUDA_VISIBLE_DEVICES="", WORKERS="1",
               PATH=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""),
               ARCHS=" ".join(ARCHS), VARIANTS=" ".join(VARIANT), RUNS="en-cs:1", MAX_UPDATE=str(MAX_UPDATE),
               VOCAB_SIZE="150", BEAM="2", LENGTH_EVAL_OPTIONS=LENGTH_EVAL_OPTIONS,
               TIME_SAMPLE_SECONDS="1", **data_env(data))
    env.update(RECIPES.python(env))  # its scripts forked from a server that has imported fairseq
    for name in ("MULTI30K_DIR", "RESULTS_DIR", "RECORDS_DIR"):  # the defaults: all inside WORKDIR
        env.pop(name, None)
    command = ["bash", str(RUN_SH), str(root / "work")]
    first_run = root / "work" / "en-cs" / "checkpoints" / f"{ARCHS[0]}-seed1"
    with open(root / "interrupted.out", "w") as out:
        interrupted = subprocess.Popen(command, env=env, stdout=out, stderr=subprocess.STDOUT,
                                       start_new_session=True)
        deadline = time.monotonic() + 600
        log = first_run / "train.log"
        while not (log.is_file() and "| Saved checkpoint " in log.read_text(encoding="utf-8")):
            if interrupted.poll() is not None or time.monotonic() > deadline:
                os.killpg(interrupted.pid, signal.SIGKILL)
                raise AssertionError("run.sh did not save a first checkpoint:\n"
                                     + (root / "interrupted.out").read_text()[-4000:])
            time.sleep(0.1)
        os.killpg(interrupted.pid, signal.SIGKILL)
        interrupted.wait()
    finished = subprocess.run(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return SimpleNamespace(work=root / "work", results=root / "work" / "results",
                           records=root / "work" / "results" / "runs", data=data, env=env, command=command,
                           first_run=first_run, finished=finished)
