"""scripts/average_checkpoints.py: which checkpoints it picks and what it writes."""
import argparse
import importlib.util
from pathlib import Path

import pytest
import torch

REPO = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("average_checkpoints", REPO / "scripts" / "average_checkpoints.py")
average_checkpoints = importlib.util.module_from_spec(spec)
spec.loader.exec_module(average_checkpoints)


def save_checkpoint(path, weight, steps=0, extra_param=False, updates=0):
    """A checkpoint laid out as fairseq saves it; `updates` is its recorded update count."""
    model = {"encoder.weight": torch.full((2, 3), float(weight)), "decoder.steps": torch.tensor(steps)}
    if extra_param:
        model["decoder.extra"] = torch.zeros(1)
    torch.save({"model": model, "args": argparse.Namespace(arch="transformer"),
                "optimizer_history": [{"criterion_name": "CrossEntropyCriterion", "num_updates": updates}],
                "extra_state": {"epoch": steps}, "last_optimizer_state": {"big": torch.zeros(4)}}, path)


def averaged_weight(directory, last):
    out = directory / "avg.pt"
    average_checkpoints.main(["--checkpoint-dir", str(directory), "--last", str(last), "--output", str(out)])
    return torch.load(out, weights_only=True)["model"]["encoder.weight"][0, 0].item()


def test_averages_the_last_n_epoch_checkpoints_present(tmp_path):
    for epoch in (1, 2, 3, 10):
        save_checkpoint(tmp_path / f"checkpoint{epoch}.pt", weight=epoch, steps=epoch, updates=10 * epoch)
    # The same update as epoch 10 (training ended with the epoch): not counted twice.
    save_checkpoint(tmp_path / "checkpoint_last.pt", weight=100, updates=100)
    out = tmp_path / "avg.pt"
    average_checkpoints.main(["--checkpoint-dir", str(tmp_path), "--last", "3", "--output", str(out)])
    state = torch.load(out, weights_only=True)
    # epochs 2, 3 and 10 (numeric order, not text order)
    assert torch.allclose(state["model"]["encoder.weight"], torch.full((2, 3), 5.0))
    assert state["model"]["encoder.weight"].dtype == torch.float32
    assert state["model"]["decoder.steps"].item() == 10, "non-float entries come from the newest"
    assert state["extra_state"] == {"epoch": 10}
    assert "last_optimizer_state" not in state
    assert not (tmp_path / "avg.pt.tmp").exists()


def test_fewer_checkpoints_than_requested_are_all_used(tmp_path):
    save_checkpoint(tmp_path / "checkpoint1.pt", weight=1)
    save_checkpoint(tmp_path / "checkpoint2.pt", weight=4)
    out = tmp_path / "avg.pt"
    average_checkpoints.main(["--checkpoint-dir", str(tmp_path), "--last", "5", "--output", str(out)])
    assert torch.allclose(torch.load(out, weights_only=True)["model"]["encoder.weight"], torch.full((2, 3), 2.5))


def test_update_checkpoints_are_preferred_and_ordered_by_update(tmp_path):
    save_checkpoint(tmp_path / "checkpoint9.pt", weight=1000)
    save_checkpoint(tmp_path / "checkpoint_3_900.pt", weight=1)
    save_checkpoint(tmp_path / "checkpoint_3_1000.pt", weight=3)
    save_checkpoint(tmp_path / "checkpoint_2_800.pt", weight=-50)
    out = tmp_path / "avg.pt"
    average_checkpoints.main(["--checkpoint-dir", str(tmp_path), "--last", "2", "--output", str(out)])
    assert torch.allclose(torch.load(out, weights_only=True)["model"]["encoder.weight"], torch.full((2, 3), 2.0))


def test_final_update_held_only_by_checkpoint_last_is_averaged(tmp_path, capsys):
    # --save-interval-updates 100, training stopped at --max-update 350.
    for updates in (100, 200, 300):
        save_checkpoint(tmp_path / f"checkpoint_2_{updates}.pt", weight=updates, updates=updates)
    save_checkpoint(tmp_path / "checkpoint_last.pt", weight=350, updates=350)
    assert averaged_weight(tmp_path, last=3) == pytest.approx((200 + 300 + 350) / 3)
    assert "checkpoint_last.pt holds update 350, after the newest numbered checkpoint (update 300)" \
        in capsys.readouterr().err


def test_checkpoint_last_equal_to_the_newest_numbered_one_is_not_counted_twice(tmp_path):
    for updates in (100, 200, 300):
        save_checkpoint(tmp_path / f"checkpoint_2_{updates}.pt", weight=updates, updates=updates)
    save_checkpoint(tmp_path / "checkpoint_last.pt", weight=1000, updates=300)
    assert averaged_weight(tmp_path, last=3) == pytest.approx(200.0)


def test_final_update_after_the_last_epoch_checkpoint_is_averaged(tmp_path):
    save_checkpoint(tmp_path / "checkpoint1.pt", weight=1, updates=40)
    save_checkpoint(tmp_path / "checkpoint2.pt", weight=2, updates=80)
    save_checkpoint(tmp_path / "checkpoint_last.pt", weight=6, updates=100)
    assert averaged_weight(tmp_path, last=2) == pytest.approx(4.0)


def test_checkpoint_last_alone_is_evaluated_and_named(tmp_path, capsys):
    save_checkpoint(tmp_path / "checkpoint_last.pt", weight=7, updates=60)
    save_checkpoint(tmp_path / "checkpoint_best.pt", weight=-1, updates=40)
    assert averaged_weight(tmp_path, last=5) == pytest.approx(7.0)
    assert f"no numbered checkpoint in {tmp_path}: evaluating checkpoint_last.pt alone (update 60)" \
        in capsys.readouterr().err


def test_checkpoint_last_without_an_update_count_is_refused(tmp_path):
    save_checkpoint(tmp_path / "checkpoint_1_10.pt", weight=1, updates=10)
    torch.save({"model": {"encoder.weight": torch.zeros(2, 3)}}, tmp_path / "checkpoint_last.pt")
    with pytest.raises(SystemExit, match=r"checkpoint_last\.pt does not record its update count"):
        averaged_weight(tmp_path, last=2)


def test_checkpoints_with_different_parameters_are_refused(tmp_path, capsys):
    save_checkpoint(tmp_path / "a.pt", weight=1)
    save_checkpoint(tmp_path / "b.pt", weight=2, extra_param=True)
    with pytest.raises(SystemExit, match="hold different parameters"):
        average_checkpoints.main(["--inputs", str(tmp_path / "a.pt"), str(tmp_path / "b.pt"),
                                  "--output", str(tmp_path / "avg.pt")])
    assert not (tmp_path / "avg.pt").exists()


def test_empty_directory_and_unsafe_file_give_clear_errors(tmp_path):
    with pytest.raises(SystemExit, match=r"no checkpoint<epoch>\.pt, .* or checkpoint_last\.pt in"):
        average_checkpoints.main(["--checkpoint-dir", str(tmp_path), "--output", str(tmp_path / "o.pt")])
    torch.save({"model": {"w": torch.zeros(1)}, "hook": print}, tmp_path / "evil.pt")
    with pytest.raises(SystemExit, match="cannot load .*evil.pt with weights_only=True"):
        average_checkpoints.main(["--inputs", str(tmp_path / "evil.pt"), "--output", str(tmp_path / "o.pt")])
