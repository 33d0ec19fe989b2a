#!/usr/bin/env python3
"""How far each position parameter moved between two checkpoints of one
training, against the most Adam could have moved it over those updates.

Usage: position_drift.py [--allow-none] EARLIER.pt LATER.pt

Adam moves a parameter by at most about the learning rate per update when
(1 - beta1) <= sqrt(1 - beta2) (Kingma and Ba 2015, section 2.1; fairseq's
(0.9, 0.98) satisfy it), so with no weight decay an entry can move at most
the sum of the learning rates between the two checkpoints. For every position
parameter (names holding "positions.") the script prints the mean and largest
change of its entries, the share of entries that moved more than 80 % of
that bound (a parameter held back by its learning rate rather than by its
gradient has many), and the share that did not move at all (entries no
gradient reached). For Diet-Rel's per-distance biases it also prints these
by band of distance |i - j|. All of it is of the stored parameters: with
--diet-rel-bias-scale or --t5-bias-scale S, the biases the logits get are S
times them, and so are their changes. Needs fairseq's inverse_sqrt or fixed learning
rate schedule and the Adam optimizer, both read from the checkpoints.
"""

import argparse
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from checkpoints import CheckpointError, load_checkpoint, stored_option  # noqa: E402

BANDS = ((0, 5), (5, 20), (20, 64), (64, None))  # |i - j| from, up to (excluded)
NEAR_BOUND = 0.8


def updates(state, path):
    history = state.get("optimizer_history") or []
    if not history or "num_updates" not in history[-1]:
        raise CheckpointError(f"{path} records no number of updates (optimizer_history)")
    return int(history[-1]["num_updates"])


def learning_rate(state, path):
    """The learning rate fairseq applies at each update, as a function of the
    number of updates done before it (fairseq sets it after every update)."""
    lrs = stored_option(state, "optimization", "lr")
    scheduler = stored_option(state, "lr_scheduler", "_name") or stored_option(state, "lr_scheduler", "lr_scheduler")
    optimizer = stored_option(state, "optimizer", "_name") or stored_option(state, "optimizer", "optimizer")
    if optimizer != "adam":
        raise CheckpointError(f"{path}: --optimizer {optimizer}; the bound holds for adam only")
    weight_decay = stored_option(state, "optimizer", "weight_decay") or 0.0
    if weight_decay:
        raise CheckpointError(f"{path}: --weight-decay {weight_decay}; the bound assumes none")
    peak = float(lrs[0] if isinstance(lrs, (list, tuple)) else lrs)
    if scheduler == "fixed":
        return lambda done: peak
    if scheduler != "inverse_sqrt":
        raise CheckpointError(f"{path}: --lr-scheduler {scheduler}; inverse_sqrt or fixed only")
    warmup = int(stored_option(state, "lr_scheduler", "warmup_updates") or 0)
    start = stored_option(state, "lr_scheduler", "warmup_init_lr")
    start = peak if start is None or start < 0 else float(start)
    if warmup == 0:
        return lambda done: peak * (max(done, 1) ** -0.5)
    step = (peak - start) / warmup
    return lambda done: start + done * step if done < warmup else peak * math.sqrt(warmup / done)


def band_indices(size, low, high):
    """Columns of a per-distance table (distance -(C-1) ... C-1 at columns
    0 ... 2C-2, as Diet-Rel stores it) with low <= |distance| < high."""
    centre = (size - 1) // 2
    high = centre + 1 if high is None else min(high, centre + 1)
    return [c for c in range(size) if low <= abs(c - centre) < high]


def drift_lines(name, before, after, bound):
    import torch

    delta = (after.double() - before.double()).abs()
    parts = [(name, delta)]
    if name.endswith("distance_bias"):
        for low, high in BANDS:
            columns = band_indices(delta.size(-1), low, high)
            if columns:
                label = f"  |i-j| {low}..{'' if high is None else high - 1}"
                parts.append((label, delta[..., torch.tensor(columns)]))
    for label, part in parts:
        yield (f"{label:48s} {part.numel():8d} {float(part.mean()):9.4f} {float(part.max()):9.4f} "
               f"{float((part > NEAR_BOUND * bound).double().mean()):10.3f} "
               f"{float((part == 0).double().mean()):10.3f}")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("earlier", metavar="EARLIER.pt")
    parser.add_argument("later", metavar="LATER.pt")
    parser.add_argument("--allow-none", action="store_true",
                        help="a model without position parameters (fairseq's transformer, ALiBi, RoPE, xPos) "
                             "is no error: say so and exit 0")
    args = parser.parse_args(argv)
    try:
        first, last = load_checkpoint(args.earlier), load_checkpoint(args.later)
        start, end = updates(first, args.earlier), updates(last, args.later)
        lr = learning_rate(last, args.later)
    except CheckpointError as err:
        sys.exit(f"position_drift.py: {err}")
    if end <= start:
        sys.exit(f"position_drift.py: {args.later} ({end} updates) is not later than "
                 f"{args.earlier} ({start} updates)")
    names = [name for name in last["model"] if "positions." in name]
    if not names:
        message = f"{args.later} has no position parameters (names with 'positions.')"
        if args.allow_none:
            print(message)
            return
        sys.exit(f"position_drift.py: {message}")
    missing = [name for name in names if name not in first["model"]
               or first["model"][name].shape != last["model"][name].shape]
    if missing:
        sys.exit(f"position_drift.py: {args.earlier} lacks {missing[0]} as {args.later} has it: "
                 f"not two checkpoints of one training")
    bound = sum(lr(done) for done in range(start, end))
    print(f"updates {start} to {end}: Adam's bound on any entry's change, the sum of the learning rates, "
          f"{bound:.4f} (from update 0: {sum(lr(done) for done in range(end)):.4f})")
    print(f"{'parameter':48s} {'entries':>8s} {'mean |d|':>9s} {'max |d|':>9s} "
          f"{'>0.8 bound':>10s} {'unchanged':>10s}")
    for name in names:
        for line in drift_lines(name, first["model"][name], last["model"][name], bound):
            print(line)


if __name__ == "__main__":
    main()
