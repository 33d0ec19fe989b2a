"""Checkpoints load with torch's weights_only protection on; anything but
the globals fairseq checkpoints hold is refused with a clear error."""

import argparse
import fractions
import os
import pickle

import pytest
import torch

from cli_helpers import USER_DIR, run, train

import fairseq_diet  # noqa: F401
from fairseq import checkpoint_utils
from fairseq_diet.checkpoint_safety import UnsafeCheckpointError

# Its tests share module-scoped fixtures: under pytest-xdist one worker runs them all.
pytestmark = pytest.mark.xdist_group("test_checkpoint_safety")


@pytest.fixture(scope="module")
def checkpoint(data_bin, tmp_path_factory):
    save_dir = tmp_path_factory.mktemp("ckpt")
    train(data_bin, "transformer_diet_rel", save_dir)
    return save_dir / "checkpoint_last.pt"


class RunsCode:
    """Unpickling this would run a shell command."""

    def __init__(self, marker):
        self.marker = marker

    def __reduce__(self):
        return (os.system, (f"touch {self.marker}",))


def with_intruder(checkpoint, tmp_path, intruder):
    state = torch.load(checkpoint, weights_only=True)
    state["extra_state"]["intruder"] = intruder
    crafted = tmp_path / "crafted.pt"
    torch.save(state, crafted)
    return crafted


def test_protection_is_not_disabled_globally():
    assert "TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD" not in os.environ
    assert "TORCH_FORCE_WEIGHTS_ONLY_LOAD" not in os.environ


def test_fairseq_checkpoint_loads_under_weights_only(checkpoint, data_bin):
    state = torch.load(checkpoint, weights_only=True)
    assert "model" in state and state["cfg"]["model"].arch == "transformer_diet_rel"
    models, cfg = checkpoint_utils.load_model_ensemble([str(checkpoint)],
                                                       arg_overrides={"data": str(data_bin)})
    assert type(models[0]).__name__ == "DietTransformerModel"


def test_foreign_global_is_refused_by_the_python_api(checkpoint, tmp_path, data_bin):
    crafted = with_intruder(checkpoint, tmp_path, fractions.Fraction(1, 3))
    with pytest.raises(UnsafeCheckpointError, match=r"contains the global fractions\.Fraction"):
        checkpoint_utils.load_model_ensemble([str(crafted)], arg_overrides={"data": str(data_bin)})


def test_code_in_a_checkpoint_is_refused_and_not_run(checkpoint, tmp_path, data_bin):
    marker = tmp_path / "ran"
    crafted = with_intruder(checkpoint, tmp_path, RunsCode(marker))
    result = run("fairseq-generate", str(data_bin), "--user-dir", USER_DIR, "--path", str(crafted),
                 "--beam", "2", "--cpu", check=False)
    assert result.returncode != 0
    assert f"refusing to load checkpoint {crafted}" in result.stderr
    assert "contains the global posix.system" in result.stderr
    assert not marker.exists()


def test_foreign_global_is_refused_on_restore(checkpoint, tmp_path, data_bin):
    crafted = with_intruder(checkpoint, tmp_path, fractions.Fraction(1, 3))
    save_dir = tmp_path / "resume"
    result = run("fairseq-train", str(data_bin), "--user-dir", USER_DIR,
                 "--arch", "transformer_diet_rel", "--restore-file", str(crafted),
                 "--save-dir", str(save_dir), "--max-update", "1", "--cpu",
                 "--optimizer", "adam", "--lr", "1e-3", "--max-tokens", "500",
                 "--encoder-layers", "1", "--decoder-layers", "1",
                 "--encoder-embed-dim", "16", "--decoder-embed-dim", "16",
                 "--encoder-ffn-embed-dim", "32", "--decoder-ffn-embed-dim", "32",
                 "--encoder-attention-heads", "2", "--decoder-attention-heads", "2",
                 check=False)
    assert result.returncode != 0
    assert "contains the global fractions.Fraction" in result.stderr
    assert not list(save_dir.glob("*.pt"))


def test_without_the_plugin_torch_refuses_the_same_checkpoint_naming_the_plugin(checkpoint):
    # The allowlist is what makes loading work: plain torch (as fairseq calls it
    # when the plugin is not imported) refuses the model options, stored under
    # the plugin's name so that the refusal names it (docs/python.md).
    import subprocess
    import sys
    code = f"import torch; torch.load({str(checkpoint)!r}, weights_only=True)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode != 0
    assert "Unsupported global: GLOBAL fairseq_diet.checkpoint_safety.DietModelArgs" in result.stderr


def test_a_checkpoint_storing_plain_namespace_options_still_loads(checkpoint, tmp_path, data_bin):
    state = torch.load(checkpoint, weights_only=True)
    state["cfg"]["model"] = argparse.Namespace(**vars(state["cfg"]["model"]))
    older = tmp_path / "older.pt"
    torch.save(state, older)
    models, _ = checkpoint_utils.load_model_ensemble([str(older)], arg_overrides={"data": str(data_bin)})
    assert type(models[0]).__name__ == "DietTransformerModel"


def test_numpy_arrays_of_numbers_load_and_arrays_of_objects_are_refused(checkpoint, tmp_path, data_bin):
    # fairseq's --eval-bleu saves its BLEU n-gram counts as numpy arrays in the
    # metrics state (tests/test_cli_end_to_end.py runs it); arrays of Python
    # objects, whose elements unpickle as anything, stay refused.
    import numpy

    counts = [numpy.array([110, 11, 0, 0]), numpy.arange(3, dtype=numpy.int32),
              numpy.array([0.5, 1.5], dtype=numpy.float32), numpy.array([True, False])]
    crafted = with_intruder(checkpoint, tmp_path, counts)
    state = checkpoint_utils.load_checkpoint_to_cpu(str(crafted))
    for got, want in zip(state["extra_state"]["intruder"], counts):
        assert got.dtype == want.dtype and (got == want).all()
    objects = with_intruder(checkpoint, tmp_path, numpy.array([1, "x"], dtype=object))
    with pytest.raises(pickle.UnpicklingError, match="ObjectDType"):
        checkpoint_utils.load_checkpoint_to_cpu(str(objects))


def test_the_numpy_allowlist_is_made_where_numpy_core_has_not_loaded_its_submodules(monkeypatch):
    # numpy 1.26's numpy._core (a shim for numpy 2's pickles) is a package whose
    # multiarray is an attribute only once imported; whether it is depends on what
    # the process loaded before (under pytest, with numpy 1.26, it was not):
    # importing the plugin failed there. The same state, made under numpy 2.
    import numpy

    from fairseq_diet import checkpoint_safety

    monkeypatch.delattr(numpy._core, "multiarray")
    allowed = dict((name, each) for each, name in checkpoint_safety._numeric_arrays())
    rebuild = allowed["numpy._core.multiarray._reconstruct"]
    assert rebuild is allowed["numpy.core.multiarray._reconstruct"]
    assert rebuild(numpy.ndarray, (0,), b"b").shape == (0,)  # numpy's own rebuild function
