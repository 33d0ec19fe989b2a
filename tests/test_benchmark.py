"""The benchmark's quick mode runs and produces its table (no timing is asserted)."""

import importlib.util
import math
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
import torch
from model_helpers import REPO

# One architecture for each way a scheme enters attention (a bias table, a
# function of the distance, query-dependent terms, rotated queries and keys),
# next to the baseline: the benchmark's default runs them all.
ARCHS = ("transformer", "transformer_diet_abs", "transformer_diet_rel", "transformer_shaw", "transformer_rope",
         "transformer_diet_rel:reference")  # ARCH:BACKEND: the architecture with --attention-backend BACKEND


def test_quick_benchmark_writes_a_table_for_every_arch_and_case(tmp_path):
    output = tmp_path / "benchmark.md"
    # --quick's cases with a quarter of its tokens, one sentence to search and 2 rounds: options
    # given explicitly win.
    result = subprocess.run([sys.executable, str(REPO / "scripts" / "benchmark.py"), "--quick", "--tokens", "256",
                             "--beam-batch", "1", "--repeats", "2", "--archs", *ARCHS, "--output", str(output)],
                            capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stderr[-3000:]
    text = output.read_text()
    assert text in result.stdout
    rows = [line.split("|")[1:-1] for line in text.splitlines() if line.startswith("| small")]
    cases = {row[0].strip() for row in rows}
    assert cases == {"small train T=32 (8x32 tokens)", "small train T=128 (2x128 tokens)",
                     "small beam10 T=32 (1 sentence)"}
    for case in cases:
        archs = [row[1].strip() for row in rows if row[0].strip() == case]
        assert archs == list(ARCHS)
    for row in rows:
        seconds, ratio = float(row[2]), float(row[3])
        low, high = (float(cell) for cell in row[4].split("–"))
        memory, memory_ratio = float(row[5]), float(row[6])
        assert seconds > 0 and ratio > 0 and memory > 0 and memory_ratio > 0
        assert low <= ratio <= high
        assert int(row[7]) == 2  # --repeats 2 over --quick's 3, no rounds added (--quick's --min-seconds 0)
        if row[1].strip() == "transformer":
            assert ratio == low == high == 1.0 and memory_ratio == 1.0
    assert text.startswith("Machine: ") and "torch " in text
    # The CPU model, as Linux names it (the tables of several sessions may come from different CPUs).
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.exists():
        model = re.search(r"^model name\s*:\s*(.+)$", cpuinfo.read_text(), re.M)
        if model:
            assert text.startswith(f"Machine: {model.group(1).strip()} (")
    # Under scripts/cpu_env.sh's malloc settings, whether the caller had set them or not.
    assert "malloc: MALLOC_MMAP_THRESHOLD_=" in text and "MALLOC_TOP_PAD_=" in text


def test_nothing_to_measure_is_refused_before_any_model_is_built(tmp_path, monkeypatch, capsys):
    # In this process (a command each would spend seconds importing fairseq): building a model, or
    # restarting for the allocator settings, fails the test instead.
    benchmark = _benchmark_module()

    def never(*args, **kwargs):
        raise AssertionError("reached past the checks")

    monkeypatch.setattr(benchmark, "build", never)
    monkeypatch.setattr(benchmark, "restart_with_allocator_settings", never)
    output = tmp_path / "benchmark.md"
    for extra, message in [(["--lengths", "--beam-lengths"], "nothing to measure"),
                           (["--lengths", "0"], "at least 1"),
                           (["--repeats", "0"], "--repeats must be at least 1"),
                           (["--archs", "transformer", "transformer_rope", "transformer_rope"], "named twice"),
                           (["--kernel-times"], "--kernel-times: kernels' GPU times need --device cuda"),
                           (["--archs", "transformer", "transformer_rope::NOPE=1"],
                            "'NOPE=1' is not NAME=VALUE with NAME a field of Tuning"),
                           (["--archs", "transformer", "transformer_rope::causal_rows=many"],
                            "causal_rows takes a whole number, not 'many'"),
                           (["--attention-dropout", "1"], "--attention-dropout: 1.0 is not a probability")]:
        monkeypatch.setattr(sys, "argv", ["benchmark.py", *extra, "--output", str(output)])
        with pytest.raises(SystemExit) as exit:
            benchmark.main()
        stderr = capsys.readouterr().err
        assert exit.value.code == 2 and message in stderr, stderr[-2000:]
    assert not output.exists()


def _benchmark_module():
    spec = importlib.util.spec_from_file_location("benchmark_script", REPO / "scripts" / "benchmark.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("dropout", [0.0, 0.1])
def test_attention_dropout_reaches_every_models_attention(dropout):
    # --attention-dropout P: fairseq's transformer's attention modules and ours drop with P.
    from fairseq.modules import MultiheadAttention

    benchmark = _benchmark_module()
    dictionary = benchmark.make_dictionary()
    for arch in ("transformer", "transformer_shaw"):
        model, _, _ = benchmark.build(arch, "small", dictionary, torch.device("cpu"), torch.float32, dropout)
        attention = [m for m in model.modules() if isinstance(m, MultiheadAttention)]
        assert len(attention) == 9 and {m.dropout_module.p for m in attention} == {dropout}, arch


def test_an_architectures_tuning_settings_name_a_backend_of_its_own():
    # ARCH:BACKEND:NAME=VALUE,...: fields of the backend's Tuning, whole numbers; the model's
    # attention modules get a backend object with them, the other models keep their own.
    from fairseq_diet.modules import PositionAttention, engine

    benchmark = _benchmark_module()
    assert benchmark.settings_of("transformer_shaw:blocks") == {}
    assert benchmark.named_backend("transformer_shaw:blocks") is None
    assert benchmark.settings_of("transformer_shaw::causal_rows=32,causal_min_rows=128") == {
        "causal_rows": 32, "causal_min_rows": 128}
    backend = benchmark.named_backend("transformer_shaw::causal_rows=32")
    assert type(backend) is engine.Blocks and backend.tuning == engine.Tuning(causal_rows=32)
    assert type(benchmark.named_backend("transformer_shaw:sdpa:chunk_elements=64")) is engine.Sdpa
    dictionary = benchmark.make_dictionary()
    model, _, _ = benchmark.build("transformer_shaw::causal_rows=32", "small", dictionary, torch.device("cpu"),
                                  torch.float32)
    tunings = {m.attention_backend.tuning for m in model.modules() if isinstance(m, PositionAttention)}
    assert tunings == {engine.Tuning(causal_rows=32)}
    for arch, message in (("transformer_t5::CAUSAL_ROWS=3", "is not NAME=VALUE with NAME a field of Tuning"),
                          ("transformer_t5::causal_rows", "is not NAME=VALUE"),
                          ("transformer_t5::causal_rows=many", "causal_rows takes a whole number, not 'many'")):
        with pytest.raises(ValueError, match=re.escape(message)):
            benchmark.settings_of(arch)


def test_a_run_stopped_early_keeps_the_cases_it_measured_marked_unfinished(tmp_path, monkeypatch):
    # After each case the table so far is written whole, with a line saying the run was still going
    # (a GPU run cut off by its time limit keeps what it measured); a finished run has no such line.
    benchmark = _benchmark_module()
    output = tmp_path / "benchmark.md"
    output.write_text("an earlier table")
    cases_for = benchmark.cases_for

    def second_case_fails(*args):
        cases = cases_for(*args)

        def failing(arch):
            raise KeyboardInterrupt("stopped")

        return [cases[0], (cases[1][0], failing), *cases[2:]]

    argv = ["benchmark.py", "--quick", "--tokens", "256", "--repeats", "1", "--lengths", "32", "--beam-lengths",
            "8", "--beam-batch", "1", "--default-allocator", "--archs", "transformer", "transformer_diet_rel",
            "--output", str(output)]
    monkeypatch.setattr(sys, "argv", argv)
    monkeypatch.setattr(benchmark, "cases_for", second_case_fails)
    with pytest.raises(KeyboardInterrupt):
        benchmark.main()
    text = output.read_text()
    assert "Unfinished: 1 of 2 cases measured when this was written" in text
    assert [line.split("|")[2].strip() for line in text.splitlines() if line.startswith("| small train T=32")] == [
        "transformer", "transformer_diet_rel"]
    assert "beam10" not in text and not list(tmp_path.glob("*.tmp"))
    monkeypatch.setattr(benchmark, "cases_for", cases_for)
    benchmark.main()
    text = output.read_text()
    assert "Unfinished" not in text and "| small beam10 T=8 (1 sentence) | transformer_diet_rel |" in text


def test_the_gpu_checks_architectures_are_all_accepted():
    # scripts/gpu_checks.sh's --archs, read from the script: a name the benchmark would refuse would
    # cost a GPU run its steps (and GPU time is scarce).
    benchmark = _benchmark_module()
    text = (REPO / "scripts" / "gpu_checks.sh").read_text()
    archs = re.search(r"^ARCHS=\(([^)]*)\)", text, re.M).group(1).split()
    more = re.search(r'^ARCHS_4K=\("\$\{ARCHS\[@\]\}"([^)]*)\)', text, re.M).group(1).split()
    assert "transformer" in archs and more and len(archs + more) == len(set(archs + more))
    for arch in archs + more:
        name, _, backend = arch.partition(":")
        assert name in benchmark.ARCHS, arch
        assert backend.partition(":")[0] in ("", "sdpa", "triton"), arch
        benchmark.settings_of(arch)  # raises on a setting it would refuse


def test_kernel_times_sum_the_device_events_by_name_and_leave_the_hosts_out():
    # benchmark.gpu_kernels's grouping of torch.profiler's events (a GPU's, faked: none here)
    from types import SimpleNamespace

    from torch.autograd import DeviceType

    def event(name, device, microseconds):
        return SimpleNamespace(name=name, device_type=device,
                               time_range=SimpleNamespace(elapsed_us=lambda: microseconds))

    events = [event("_forward", DeviceType.CUDA, 30), event("aten::mm", DeviceType.CPU, 500),
              event("gemm_kernel", DeviceType.CUDA, 12), event("_forward", DeviceType.CUDA, 10),
              event("_forward", DeviceType.CPU, 100)]
    found = _benchmark_module().device_events_by_name(events)
    assert found.keys() == {"_forward", "gemm_kernel"}
    assert found["_forward"][1] == 2 and math.isclose(found["_forward"][0], 40e-6)
    assert found["gemm_kernel"][1] == 1 and math.isclose(found["gemm_kernel"][0], 12e-6)


def test_attention_benchmark_breaks_a_ways_kernels_down_longest_first():
    spec = importlib.util.spec_from_file_location("attention_benchmark_script",
                                                  REPO / "scripts" / "attention_benchmark.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    rows = module.breakdown_rows("fp16", "48x512", "shaw, triton", {"_forward": (2e-4, 1), "x" * 90: (5e-4, 3)},
                                 width=8)
    assert rows == ["| fp16 | 48x512 | shaw, triton | `xxxxxxxx` | 0.500 | 3 |",
                    "| fp16 | 48x512 | shaw, triton | `_forward` | 0.200 | 1 |"]
    assert module.chosen("shaw, triton", []) and module.chosen("shaw, triton", ["rope", "shaw"])
    assert not module.chosen("shaw, triton", ["rope"]) and not module.chosen("shaw, triton", None)


def test_median_interval_matches_a_direct_binomial_count():
    median_interval = _benchmark_module().median_interval
    rng = random.Random(3)
    for n in range(1, 40):
        values = [rng.random() for _ in range(n)]
        low, high, coverage = median_interval(values, confidence=0.90)
        ordered = sorted(values)
        # Direct: the interval from the k-th smallest to the k-th largest covers
        # the median unless at most k - 1 values fall on one side of it.
        def cover(k):
            return 1 - 2 * sum(math.comb(n, i) for i in range(k)) / 2**n
        widest_k = max([k for k in range(1, (n + 1) // 2 + 1) if cover(k) >= 0.90] or [1])
        assert (low, high) == (ordered[widest_k - 1], ordered[n - widest_k])
        assert coverage == pytest.approx(cover(widest_k))
        assert low <= sorted(values)[(n - 1) // 2] <= high
    # Known cases: 5 rounds give the whole range (93.75%), 10 rounds the 2nd to 9th value.
    assert median_interval([5, 1, 4, 2, 3])[:2] == (1, 5)
    assert median_interval(list(range(10)))[:2] == (1, 8)
    with pytest.raises(ValueError):
        median_interval([])


def test_the_allocator_settings_are_those_cpu_env_sh_exports_and_a_missing_one_restarts(monkeypatch):
    benchmark = _benchmark_module()
    clean = {"PATH": "/usr/bin:/bin"}
    exported = subprocess.run(["bash", "-c", f". {REPO / 'scripts' / 'cpu_env.sh'} && env"], env=clean,
                              capture_output=True, text=True, check=True).stdout
    from_bash = dict(line.split("=", 1) for line in exported.splitlines() if line.startswith("MALLOC_"))
    assert benchmark.allocator_settings() == from_bash and len(from_bash) == 3
    # The caller's own value is kept (by the script, and by the benchmark's restart).
    kept = subprocess.run(["bash", "-c", f". {REPO / 'scripts' / 'cpu_env.sh'} && echo $MALLOC_TOP_PAD_"],
                          env=dict(clean, MALLOC_TOP_PAD_="5"), capture_output=True, text=True, check=True)
    assert kept.stdout.strip() == "5"
    calls = []
    monkeypatch.setattr(benchmark.os, "execve", lambda *args: calls.append(args))
    for name in from_bash:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("MALLOC_TOP_PAD_", "5")
    benchmark.restart_with_allocator_settings()
    (executable, argv, env), = calls
    assert executable == sys.executable and argv == [sys.executable, *sys.argv]
    assert env["MALLOC_TOP_PAD_"] == "5" and env["MALLOC_MMAP_THRESHOLD_"] == from_bash["MALLOC_MMAP_THRESHOLD_"]
    for name, value in from_bash.items():
        monkeypatch.setenv(name, value)
    benchmark.restart_with_allocator_settings()
    assert len(calls) == 1  # nothing missing: no restart


def test_cpu_peak_memory_is_the_high_water_mark_of_the_bytes_held():
    peak_memory = _benchmark_module().peak_memory
    mib = 2**20
    kept = []

    def steps():
        a = torch.ones(mib // 4)  # 1 MiB of float32
        b = a * 2  # 2 MiB held
        del a, b
        kept.append(torch.ones(mib // 8))  # 0.5 MiB, still held at the end

    def inside_one_operator():
        # 1 MiB made and freed inside one operator call, 4 bytes left
        torch.ones(mib // 4).sum()

    assert 2 * mib <= peak_memory(steps, torch.device("cpu")) < 2 * mib + 1024  # (+ scalars of a few bytes)
    assert peak_memory(inside_one_operator, torch.device("cpu")) >= mib


def test_the_host_decoding_case_is_a_preset_of_its_own():
    # --host-decoding (beam search at base layer counts and width 64, one thread) and --quick are two
    # presets: both at once is refused before anything is built; --threads below 1 too.
    for extra in (["--quick"], ["--threads", "0"]):
        result = subprocess.run([sys.executable, str(REPO / "scripts" / "benchmark.py"), "--host-decoding", *extra],
                                capture_output=True, text=True, timeout=120)
        assert result.returncode == 2 and ("two presets" in result.stderr or "--threads" in result.stderr), \
            result.stderr[-2000:]
