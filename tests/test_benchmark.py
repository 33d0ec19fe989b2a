"""The benchmark's quick mode runs and produces its table (no timing is asserted)."""

import subprocess
import sys

from model_helpers import REPO

# One architecture for each way a scheme enters attention (a bias table, a
# function of the distance, query-dependent terms, rotated queries and keys),
# next to the baseline: the benchmark's default runs them all.
ARCHS = ("transformer", "transformer_diet_abs", "transformer_diet_rel", "transformer_shaw", "transformer_rope")


def test_quick_benchmark_writes_a_table_for_every_arch_and_case(tmp_path):
    output = tmp_path / "benchmark.md"
    result = subprocess.run([sys.executable, str(REPO / "scripts" / "benchmark.py"), "--quick",
                             "--archs", *ARCHS, "--output", str(output)],
                            capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stderr[-3000:]
    text = output.read_text()
    assert text in result.stdout
    rows = [line.split("|")[1:-1] for line in text.splitlines() if line.startswith("| small")]
    cases = {row[0].strip() for row in rows}
    assert cases == {"small train T=32 (32x32 tokens)", "small train T=128 (8x128 tokens)",
                     "small beam10 T=32 (2 sentences)"}
    for case in cases:
        archs = [row[1].strip() for row in rows if row[0].strip() == case]
        assert archs == list(ARCHS)
    for row in rows:
        seconds, ratio, memory, memory_ratio = (float(cell) for cell in row[2:6])
        assert seconds > 0 and ratio > 0 and memory > 0 and memory_ratio > 0
        assert int(row[6]) == 3  # --quick: 3 rounds, none added
        if row[1].strip() == "transformer":
            assert ratio == 1.0 and memory_ratio == 1.0
    assert text.startswith("Machine: ") and "torch " in text


def test_nothing_to_measure_is_refused_before_any_model_is_built(tmp_path):
    output = tmp_path / "benchmark.md"
    for extra, message in [(["--lengths", "--beam-lengths"], "nothing to measure"),
                           (["--lengths", "0"], "at least 1"),
                           (["--repeats", "0"], "--repeats must be at least 1")]:
        result = subprocess.run([sys.executable, str(REPO / "scripts" / "benchmark.py"), *extra,
                                 "--output", str(output)], capture_output=True, text=True,
                                timeout=300)
        assert result.returncode == 2 and message in result.stderr, result.stderr[-2000:]
    assert not output.exists()
