"""scripts/position_drift.py: how far position parameters moved against Adam's bound."""
import importlib.util
import math
from pathlib import Path

import pytest
import torch

REPO = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("position_drift", REPO / "scripts" / "position_drift.py")
position_drift = importlib.util.module_from_spec(spec)
spec.loader.exec_module(position_drift)

NAME = "encoder.self_positions.distance_bias"


def save(path, updates, bias, scheduler="inverse_sqrt", weight_decay=0.0, extra=None):
    model = {NAME: bias, "encoder.layers.0.fc1.weight": torch.zeros(2, 2), **(extra or {})}
    torch.save({
        "model": model,
        "cfg": {"optimization": {"lr": [1e-3]},
                "lr_scheduler": {"_name": scheduler, "warmup_updates": 4, "warmup_init_lr": 0.0},
                "optimizer": {"_name": "adam", "weight_decay": weight_decay}},
        "optimizer_history": [{"num_updates": updates}],
    }, path)
    return str(path)


def fairseq_inverse_sqrt(done, lr=1e-3, warmup=4, start=0.0):
    # fairseq's schedule: linear warm-up from warmup_init_lr, then lr * sqrt(warmup / updates)
    return start + done * (lr - start) / warmup if done < warmup else lr * math.sqrt(warmup / done)


def rows(output):
    """{label: [entries, mean, max, near bound, unchanged]} from the printed table."""
    table = {}
    for line in output.splitlines()[2:]:
        label, numbers = line[:48].strip(), line[48:].split()
        table[label] = [float(x) for x in numbers]
    return table


def test_changes_are_measured_per_parameter_and_per_distance_band(tmp_path, capsys):
    # one layer, two heads, distances -4 ... 4 (columns 0 ... 8, centre 4)
    before = torch.zeros(1, 2, 9)
    after = before.clone()
    bound = sum(fairseq_inverse_sqrt(done) for done in range(2, 6))
    after[0, 0, 4] = 0.9 * bound  # distance 0, near the bound
    after[0, 1, 3] = -0.5 * bound  # distance -1
    position_drift.main([save(tmp_path / "a.pt", 2, before), save(tmp_path / "b.pt", 6, after)])
    out = capsys.readouterr().out
    assert f"sum of the learning rates, {bound:.4f}" in out
    table = rows(out)
    assert set(table) == {NAME, "|i-j| 0..4"}  # no column lies at |d| >= 5
    entries, mean, largest, near, unchanged = table[NAME]
    assert entries == 18 and largest == pytest.approx(0.9 * bound, abs=1e-4)
    assert mean == pytest.approx(1.4 * bound / 18, abs=1e-4)
    assert near == pytest.approx(1 / 18, abs=1e-3) and unchanged == pytest.approx(16 / 18, abs=1e-3)
    assert "fc1" not in out  # only position parameters


def test_distance_bands_split_the_columns_by_absolute_distance():
    assert position_drift.band_indices(9, 0, 2) == [3, 4, 5]
    assert position_drift.band_indices(9, 2, None) == [0, 1, 2, 6, 7, 8]
    assert position_drift.band_indices(9, 5, 20) == []


@pytest.mark.parametrize("case,message", [
    ("not later", "is not later than"),
    ("scheduler", "--lr-scheduler polynomial_decay; inverse_sqrt or fixed only"),
    ("weight decay", "--weight-decay 0.01; the bound assumes none"),
    ("other training", "lacks encoder.self_positions.extra"),
])
def test_unusable_checkpoint_pairs_are_refused_naming_the_file(tmp_path, case, message):
    bias = torch.zeros(1, 2, 9)
    first = save(tmp_path / "a.pt", 2, bias)
    later = {
        "not later": lambda: save(tmp_path / "b.pt", 2, bias),
        "scheduler": lambda: save(tmp_path / "b.pt", 6, bias, scheduler="polynomial_decay"),
        "weight decay": lambda: save(tmp_path / "b.pt", 6, bias, weight_decay=0.01),
        "other training": lambda: save(tmp_path / "b.pt", 6, bias,
                                       extra={"encoder.self_positions.extra": torch.zeros(3)}),
    }[case]()
    with pytest.raises(SystemExit, match=message) as raised:
        position_drift.main([first, later])
    assert "b.pt" in str(raised.value)


def test_a_model_without_position_parameters_is_an_error_unless_allowed(tmp_path, capsys):
    plain = {"model": {"encoder.layers.0.fc1.weight": torch.zeros(2, 2)},
             "cfg": {"optimization": {"lr": [1e-3]}, "lr_scheduler": {"_name": "fixed"},
                     "optimizer": {"_name": "adam", "weight_decay": 0.0}}}
    paths = []
    for name, updates in (("a.pt", 2), ("b.pt", 6)):
        torch.save(dict(plain, optimizer_history=[{"num_updates": updates}]), tmp_path / name)
        paths.append(str(tmp_path / name))
    with pytest.raises(SystemExit, match="b.pt has no position parameters"):
        position_drift.main(paths)
    position_drift.main(["--allow-none", *paths])
    assert capsys.readouterr().out == f"{paths[1]} has no position parameters (names with 'positions.')\n"
