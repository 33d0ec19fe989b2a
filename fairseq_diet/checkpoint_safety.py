"""Load fairseq checkpoints with torch's ``weights_only`` protection left on.

Since torch 2.6, ``torch.load`` unpickles only allowlisted globals. fairseq
checkpoints hold one global beyond torch's defaults: ``argparse.Namespace``
(the model options of legacy-argparse models such as ``transformer``). It is
a plain attribute container, so it is allowlisted here, and nothing else.
A checkpoint holding any other global is refused by torch; the error is
re-raised naming the file, the global and the reason.
"""

import argparse
import functools
import pickle
import re

import torch
from fairseq import checkpoint_utils

FAIRSEQ_CHECKPOINT_GLOBALS = (argparse.Namespace,)


class UnsafeCheckpointError(pickle.UnpicklingError):
    """A checkpoint holds a global that a fairseq checkpoint never contains."""


def _refuse(path, error):
    match = re.search(r"GLOBAL ([\w.]+)", str(error))
    name = match.group(1) if match else "an unknown object"
    return UnsafeCheckpointError(
        f"refusing to load checkpoint {path}: it contains the global {name}, which is not "
        "among the globals fairseq checkpoints hold "
        f"({', '.join(g.__module__ + '.' + g.__qualname__ for g in FAIRSEQ_CHECKPOINT_GLOBALS)} "
        "besides torch's own). torch.load runs with weights_only=True so that loading a file "
        "cannot run code it names; if you trust this file, allowlist the global with "
        "torch.serialization.add_safe_globals() yourself."
    )


def _refusing_unsafe_globals(load):
    @functools.wraps(load)
    def load_checkpoint_to_cpu(path, *args, **kwargs):
        try:
            return load(path, *args, **kwargs)
        except pickle.UnpicklingError as error:
            if isinstance(error, UnsafeCheckpointError) or "GLOBAL" not in str(error):
                raise
            raise _refuse(path, error) from error

    load_checkpoint_to_cpu.refuses_unsafe_globals = True
    return load_checkpoint_to_cpu


def install():
    """Allowlist fairseq's globals and give clear refusals; safe to call twice."""
    torch.serialization.add_safe_globals(list(FAIRSEQ_CHECKPOINT_GLOBALS))
    current = checkpoint_utils.load_checkpoint_to_cpu
    if not getattr(current, "refuses_unsafe_globals", False):
        checkpoint_utils.load_checkpoint_to_cpu = _refusing_unsafe_globals(current)


install()
