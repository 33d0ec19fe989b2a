"""scripts/kernel_resources.py compiles the triton backend's kernels for a
Hopper GPU here, without one, and reads what they take from ptxas's binary.
These tests run it (in a process of its own: the kernels must be compiled, not
interpreted) and check what it reads: no time, only resources."""
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SCRIPT = REPO / "scripts" / "kernel_resources.py"

try:
    from triton import knobs
    TOOLS = Path(knobs.nvidia.cuobjdump.path).exists() and Path(knobs.nvidia.ptxas_blackwell.path).exists()
except Exception:  # no triton, or one without NVIDIA's tools
    TOOLS = False

pytestmark = [pytest.mark.skipif(not TOOLS, reason="triton with its ptxas and cuobjdump is not installed"),
              pytest.mark.xdist_group("kernel_resources")]  # one worker runs the shared table below

# H100 and H200: 227 KiB of shared memory for one program, 255 registers per thread.
SHARED_LIMIT_KIB, REGISTER_LIMIT = 227, 255
# The distance-term kernels at CUDA's configuration, per thread: a few words of
# spill at most. (Summing the tile's diagonals in one (BLOCK_M, BLOCK_M + BLOCK_N)
# gather spilled 11 KB per thread in the queries kernel's inner loop.)
DISTANCE_STACK_LIMIT = 128


def run(*arguments):
    environment = {name: value for name, value in os.environ.items() if name != "TRITON_INTERPRET"}
    return subprocess.run([sys.executable, str(SCRIPT), *arguments], capture_output=True, text=True,
                          env=environment, cwd=REPO, timeout=600)


def rows(table):
    header = None
    found = []
    for line in table.splitlines():
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        if line.startswith("| configuration"):
            header = cells
        elif header and line.startswith("|") and not line.startswith("| ---"):
            found.append(dict(zip(header, cells)))
    return found


# The kinds of call that several tests read at CUDA's configuration without a switch: compiled once.
PLAIN_CALLS = ("none", "distance", "distance-causal", "distance-dropout", "shaw")


@pytest.fixture(scope="module")
def plain(tmp_path_factory):
    """The rows of PLAIN_CALLS, compiled in one run."""
    output = tmp_path_factory.mktemp("plain") / "table.md"
    result = run("--calls", *PLAIN_CALLS, "--output", str(output))
    assert result.returncode == 0, result.stderr[-3000:]
    table = rows(output.read_text())
    assert rows(result.stdout) == table
    assert [(r["call"], r["kernel"]) for r in table] == [
        (call, kernel) for call in PLAIN_CALLS for kernel in ("forward", "queries", "keys")]
    return table


def calls(table, *names):
    return [r for r in table if r["call"] in names]


def test_the_distance_kernels_fit_a_hopper_without_spilling(plain):
    table = calls(plain, "distance", "distance-causal")
    assert len(table) == 6
    for r in table:
        where = f"{r['call']} {r['kernel']} at {r['tile']}"
        assert 0 < int(r["registers"]) <= REGISTER_LIMIT, where
        assert 0 < int(r["shared KiB"]) <= SHARED_LIMIT_KIB, where
        assert int(r["wgmma"]) + int(r["mma.sync"]) > 0, f"{where}: no product on tensor cores"
        assert int(r["stack bytes"]) <= DISTANCE_STACK_LIMIT, f"{where}: {r['stack bytes']} bytes spilled per thread"
        assert int(r["cp.async"]) > 0, f"{where}: its loop's loads are not software-pipelined"
        block_m, _, warps, _ = (int(n) for n in re.split(r"[x:]", r["tile"]))
        if r["kernel"] == "forward" and block_m // max(1, warps // 4) >= 64:
            # at least 64 query rows per group of four warps: Hopper's warp-group products throughout
            assert int(r["wgmma"]) > 0 and int(r["mma.sync"]) == 0, where


def test_attention_dropouts_draws_fit_a_hopper_at_one_per_eight_keys(plain):
    # Attention dropout's mask in the kernels (triton_attention._kept): one
    # Philox draw per row and 8 keys, a 16-bit half of its four numbers per
    # key. Compiled for sm_90, each loop stays pipelined, spills a few words at
    # most, and takes at most 2.5 times its instructions without dropout (a
    # draw per entry took 4.0 to 4.3 times: 2777 against 649 in the forward kernel).
    table = {(r["call"], r["kernel"]): r for r in plain}
    for kernel in ("forward", "queries", "keys"):
        base, dropped = table["distance", kernel], table["distance-dropout", kernel]
        assert int(dropped["stack bytes"]) <= DISTANCE_STACK_LIMIT and int(dropped["cp.async"]) > 0, dropped
        assert int(base["loop instructions"]) < int(dropped["loop instructions"]) <= 2.5 * int(
            base["loop instructions"]), (base, dropped)


def test_a_keys_kernel_wider_than_tall_makes_every_product_a_warp_group_product(tmp_path):
    # 128 keys a program, 64 query rows a step: the keys kernel forms its tiles
    # transposed (a row per key), so that all four of its products have 128
    # rows and none falls back to the per-warp mma.sync; it spills nothing.
    result = run("--calls", "distance", "--configs", "128x32:4:3/64x128:8:3/128x32:4:3",
                 "--output", str(tmp_path / "table.md"))
    assert result.returncode == 0, result.stderr[-3000:]
    table = rows((tmp_path / "table.md").read_text())
    assert len(table) == 3, table
    keys = [r for r in table if r["kernel"] == "keys"]
    assert len(keys) == 1 and keys[0]["tile"] == "64x128:8:3"
    assert int(keys[0]["wgmma"]) > 0 and int(keys[0]["mma.sync"]) == 0, keys
    assert int(keys[0]["stack bytes"]) == 0, keys


def test_the_loops_issue_few_instructions_per_entry_without_a_term(plain):
    # The machine instructions of each kernel's loops, per thread and tile
    # (cuobjdump -sass). Without a term at CUDA's configuration a forward or
    # queries thread holds 32 entries of a tile and a keys thread 16: each
    # exponential one fused multiply-add and one exp2 keeps the loops at 12
    # to 18 instructions an entry (tl.exp, a multiply and an exp2 with its
    # fix-ups for tiny results, made them 16 to 22: 605, 507 and 352).
    loops = {r["kernel"]: int(r["loop instructions"]) for r in calls(plain, "none")}
    assert loops.keys() == {"forward", "queries", "keys"}
    assert 0 < loops["forward"] <= 17 * 32 and 0 < loops["queries"] <= 14 * 32 and 0 < loops["keys"] <= 20 * 16, loops


def test_a_configuration_it_cannot_read_is_refused_before_any_compiling():
    result = run("--configs", "128x48:4:3")
    assert result.returncode == 2
    assert re.search(r"--configs: '128x48:4:3': .*powers of two", result.stderr), result.stderr
    assert "registers" not in result.stdout


def test_no_kernel_takes_more_than_about_40_parameters(plain):
    # Issue 68's bound on a kernel's signature (the strides of each tensor one tuple): the queries
    # kernel, which reads the most (q, k, v, the output and its gradient, the term, Shaw's per-bucket
    # tensors), takes 42.
    assert {r["kernel"]: int(r["parameters"]) for r in plain if r["call"] == "shaw"} == {
        "forward": 36, "queries": 42, "keys": 37}
