#!/usr/bin/env python3
"""Average the model parameters of several fairseq checkpoints into one.

Usage:
  average_checkpoints.py --inputs A.pt B.pt [...] --output OUT.pt
  average_checkpoints.py --checkpoint-dir DIR --last N --output OUT.pt

With --checkpoint-dir, the last N checkpoints present are averaged: the
update-numbered ones (checkpoint_<epoch>_<updates>.pt, from --save-interval-updates)
if there are any, else the epoch ones (checkpoint<epoch>.pt); fewer than N is fine.
The final update is always among them: when training stopped between two saves
(--max-update mid-epoch, or not a multiple of the interval), only checkpoint_last.pt
holds it, so checkpoint_last.pt takes the newest place whenever its update count is
above the newest numbered checkpoint's (an equal count is the same state, not counted
twice), and is used alone when it is the only checkpoint. The update count is the one
fairseq stores in the checkpoint (optimizer_history[-1]["num_updates"]).
Checkpoints are loaded with torch.load(weights_only=True) (checkpoints.py).
The output keeps the newest input's configuration and training state, without its
optimizer state, and is written atomically (OUT.pt.tmp, then renamed).
"""
import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from checkpoints import CheckpointError, load_checkpoint  # noqa: E402
from textfiles import fail  # noqa: E402

UPDATE_CHECKPOINT = re.compile(r"^checkpoint_(\d+)_(\d+)\.pt$")
EPOCH_CHECKPOINT = re.compile(r"^checkpoint(\d+)\.pt$")
LAST_CHECKPOINT = "checkpoint_last.pt"


def note(message):
    print(f"average_checkpoints.py: {message}", file=sys.stderr)


def last_checkpoints(directory, count):
    """Paths of the last `count` checkpoints in directory, oldest first, the final update included."""
    if not os.path.isdir(directory):
        fail(f"checkpoint directory {directory} not found")
    names = os.listdir(directory)
    by_update = sorted((int(m.group(2)), n) for n in names if (m := UPDATE_CHECKPOINT.match(n)))
    by_epoch = sorted((int(m.group(1)), n) for n in names if (m := EPOCH_CHECKPOINT.match(n)))
    chosen = [os.path.join(directory, name) for _, name in by_update or by_epoch]
    last = os.path.join(directory, LAST_CHECKPOINT)
    if os.path.isfile(last):
        if not chosen:
            note(f"no numbered checkpoint in {directory}: evaluating {LAST_CHECKPOINT} alone "
                 f"(update {update_count(last)})")
            return [last]
        newest = by_update[-1][0] if by_update else update_count(chosen[-1])
        final = update_count(last)
        if final > newest:
            note(f"{LAST_CHECKPOINT} holds update {final}, after the newest numbered checkpoint "
                 f"(update {newest}): it takes the newest place")
            chosen.append(last)
    if not chosen:
        fail(f"no checkpoint<epoch>.pt, checkpoint_<epoch>_<updates>.pt or {LAST_CHECKPOINT} in {directory}")
    if len(chosen) < count:
        note(f"{len(chosen)} checkpoint(s) in {directory}, fewer than the {count} asked for")
    return chosen[-count:]


def update_count(path):
    """The number of updates trained when path was saved, as fairseq records it."""
    history = load(path, mmap=True).get("optimizer_history")
    if not history or not isinstance(history[-1], dict) or "num_updates" not in history[-1]:
        fail(f"{path} does not record its update count (optimizer_history[-1]['num_updates'])")
    return int(history[-1]["num_updates"])


def load(path, mmap=False):
    try:
        return load_checkpoint(path, mmap=mmap)
    except CheckpointError as err:
        fail(str(err))


def average(paths):
    """The newest checkpoint's state with "model" replaced by the mean over paths."""
    import torch

    total, state = None, None
    for path in paths:
        state = load(path)
        model = state["model"]
        if total is None:
            total = {name: tensor.double() if tensor.is_floating_point() else tensor.clone()
                     for name, tensor in model.items()}
            reference = path
            continue
        if model.keys() != total.keys():
            differing = sorted(set(model.keys()) ^ set(total.keys()))
            fail(f"{path} and {reference} hold different parameters (e.g. {differing[0]})")
        for name, tensor in model.items():
            if tensor.shape != total[name].shape:
                fail(f"parameter {name} has shape {tuple(tensor.shape)} in {path} "
                     f"but {tuple(total[name].shape)} in {reference}")
            if tensor.is_floating_point():
                total[name] += tensor.double()
    # Non-float entries (step counters and the like) are taken from the newest checkpoint.
    state["model"] = {
        name: (total[name] / len(paths)).to(tensor.dtype) if tensor.is_floating_point() else tensor
        for name, tensor in state["model"].items()
    }
    state.pop("last_optimizer_state", None)
    return state


def main(argv=None):
    parser = argparse.ArgumentParser(description="Average the parameters of fairseq checkpoints.")
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--inputs", nargs="+", metavar="CHECKPOINT")
    source.add_argument("--checkpoint-dir", metavar="DIR")
    parser.add_argument("--last", type=int, default=5, metavar="N",
                        help="with --checkpoint-dir: average the last N checkpoints (default %(default)s)")
    parser.add_argument("--output", required=True, metavar="OUT")
    args = parser.parse_args(argv)
    if args.last < 1:
        parser.error("--last must be at least 1")
    import torch

    paths = args.inputs or last_checkpoints(args.checkpoint_dir, args.last)
    print(f"averaging {len(paths)} checkpoint(s): {' '.join(paths)}", file=sys.stderr)
    state = average(paths)
    tmp = args.output + ".tmp"
    torch.save(state, tmp)
    os.replace(tmp, args.output)
    print(f"wrote {args.output}", file=sys.stderr)


if __name__ == "__main__":
    main()
