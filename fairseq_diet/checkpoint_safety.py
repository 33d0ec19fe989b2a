"""Load fairseq checkpoints with torch's ``weights_only`` protection left on.

Since torch 2.6, ``torch.load`` unpickles only allowlisted globals. fairseq
checkpoints hold ``argparse.Namespace`` (legacy models such as
``transformer``), this plugin's its subclass ``DietModelArgs``, and, after
``--eval-bleu``, numpy arrays of numbers (the saved BLEU n-gram counts); these
are allowlisted, with what rebuilds such an array (its type, its dtypes of
booleans and numbers, not of Python objects, and numpy's rebuild function).
Any other global is refused by torch; the error is re-raised naming the
file, the global and the reason (docs/python.md).
"""

import argparse
import functools
import importlib
import pickle
import re

import numpy
import torch
from fairseq import checkpoint_utils


class DietModelArgs(argparse.Namespace):
    """The model options (``cfg.model``) of a fairseq_diet model, as its
    checkpoints store them: ``argparse.Namespace`` under this project's name.
    Without the plugin imported, torch's weights_only refusal names the
    global it met, so loading such a checkpoint then fails naming
    ``fairseq_diet``; the fix is ``import fairseq_diet`` or fairseq's
    ``--user-dir`` / ``user_dir=`` (docs/python.md)."""


def _numeric_arrays():
    """What unpickling a numpy array of booleans or numbers names: (global,
    name) pairs, numpy 1's module path for the rebuild function as well as
    numpy 2's (a checkpoint keeps the path of the numpy that wrote it)."""
    rebuild = _multiarray()._reconstruct
    dtypes = {type(numpy.dtype(code)) for code in "?bhilqBHILQefdg"}  # one class per numeric dtype
    found = [numpy.ndarray, numpy.dtype, *sorted(dtypes, key=str)]
    found = [(each, f"{each.__module__}.{each.__qualname__}") for each in found]
    return found + [(rebuild, f"{module}.multiarray._reconstruct") for module in ("numpy.core", "numpy._core")]


def _multiarray():
    """numpy's ``multiarray`` module, imported by its path rather than read as
    an attribute: numpy 1.26's ``numpy._core`` (a shim of ``numpy.core`` for
    numpy 2's pickles) is a package whose submodules are attributes only once
    imported, and whether something imported it before depends on what else
    the process loaded."""
    try:
        return importlib.import_module("numpy._core.multiarray")  # numpy 2; numpy 1.26's shim
    except ImportError:
        return importlib.import_module("numpy.core.multiarray")  # numpy before 1.26


FAIRSEQ_CHECKPOINT_GLOBALS = (argparse.Namespace, DietModelArgs)


class UnsafeCheckpointError(pickle.UnpicklingError):
    """A checkpoint holds a global that a fairseq checkpoint never contains."""


def _refuse(path, error):
    match = re.search(r"GLOBAL ([\w.]+)", str(error))
    name = match.group(1) if match else "an unknown object"
    return UnsafeCheckpointError(
        f"refusing to load checkpoint {path}: it contains the global {name}, which is not "
        "among the globals fairseq checkpoints hold "
        f"({', '.join(g.__module__ + '.' + g.__qualname__ for g in FAIRSEQ_CHECKPOINT_GLOBALS)} "
        "and numpy arrays of numbers, besides torch's own). torch.load runs with weights_only=True "
        "so that loading a file cannot run code it names; if you trust this file, allowlist the global with "
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
    torch.serialization.add_safe_globals(list(FAIRSEQ_CHECKPOINT_GLOBALS) + _numeric_arrays())
    current = checkpoint_utils.load_checkpoint_to_cpu
    if not getattr(current, "refuses_unsafe_globals", False):
        checkpoint_utils.load_checkpoint_to_cpu = _refusing_unsafe_globals(current)


install()
