"""Running fairseq's command-line tools on tiny generated data, for tests."""

import os
import random
import subprocess
import sys
from pathlib import Path

from forked_tools import ForkedTools
from model_helpers import DIET_ARCHS, REPO  # noqa: F401  (DIET_ARCHS for the CLI tests)

BIN = Path(sys.executable).parent
USER_DIR = str(REPO / "fairseq_diet")
TINY_MODEL = [
    "--encoder-layers", "1", "--decoder-layers", "1",
    "--encoder-embed-dim", "16", "--decoder-embed-dim", "16",
    "--encoder-ffn-embed-dim", "32", "--decoder-ffn-embed-dim", "32",
    "--encoder-attention-heads", "2", "--decoder-attention-heads", "2",
]
TRAIN = [
    "--optimizer", "adam", "--lr", "1e-3", "--lr-scheduler", "inverse_sqrt",
    "--warmup-updates", "10", "--max-tokens", "500", "--max-update", "3",
    "--criterion", "label_smoothed_cross_entropy", "--label-smoothing", "0.1",
    "--share-all-embeddings", "--cpu", "--no-progress-bar", "--seed", "1",
    "--num-workers", "0", "--no-epoch-checkpoints",
]


FORKED = ForkedTools()


def run(tool, *args, check=True, input=None, script=False):
    """fairseq's `tool` (or another command of the environment) on args, torch's
    weights_only protection on; a fairseq tool runs forked from a process that has
    imported it (forked_tools.py) unless script is true or the environment forbids it."""
    env = {k: v for k, v in os.environ.items() if k != "TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD"}
    if not script and FORKED.can_run(tool, env):
        result = FORKED.run(str(BIN / tool), tool, args, env, input=input, timeout=600)
    else:
        result = subprocess.run([str(BIN / tool), *args], capture_output=True, text=True,
                                env=env, input=input, timeout=600)
    if check and result.returncode != 0:
        raise AssertionError(f"{tool} failed ({result.returncode}):\n{result.stderr[-3000:]}")
    return result


def make_toy_data_bin(root):
    """A toy reversal task: the target is the source reversed, upper-cased."""
    rng = random.Random(0)
    words = "a b c d e f g h".split()
    for split, size in (("train", 200), ("valid", 20), ("test", 12)):
        with open(root / f"{split}.src", "w") as s, open(root / f"{split}.tgt", "w") as t:
            for _ in range(size):
                sentence = [rng.choice(words) for _ in range(rng.randint(2, 7))]
                s.write(" ".join(sentence) + "\n")
                t.write(" ".join(reversed(sentence)).upper() + "\n")
    run("fairseq-preprocess", "--source-lang", "src", "--target-lang", "tgt",
        "--trainpref", str(root / "train"), "--validpref", str(root / "valid"),
        "--testpref", str(root / "test"), "--destdir", str(root / "bin"),
        "--joined-dictionary", "--workers", "1")
    return root / "bin"


def train(data_bin, arch, save_dir, *extra):
    return run("fairseq-train", str(data_bin), "--user-dir", USER_DIR, "--arch", arch,
               *TINY_MODEL, *TRAIN, "--save-dir", str(save_dir), *extra)
