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
PLAIN_CALLS = ("none", "distance", "distance-causal", "distance-dropout", "rope-loads", "shaw")


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
    # With --launch-times, the host's launch path is timed too, Triton's own and the backend's.
    result = run("--calls", "distance", "--configs", "128x32:4:3/64x128:8:3/128x32:4:3", "--launch-times",
                 "--output", str(tmp_path / "table.md"))
    assert result.returncode == 0, result.stderr[-3000:]
    table = rows((tmp_path / "table.md").read_text())
    assert len(table) == 3 and all(float(r["Triton's launch µs"]) > 0 and float(r["launch µs"]) > 0
                                   and int(r["arguments"]) > 10 for r in table), table
    keys = [r for r in table if r["kernel"] == "keys"]
    assert len(keys) == 1 and keys[0]["tile"] == "64x128:8:3"
    assert int(keys[0]["wgmma"]) > 0 and int(keys[0]["mma.sync"]) == 0, keys
    assert int(keys[0]["stack bytes"]) == 0, keys


def test_the_one_backward_kernel_fits_a_hopper_and_its_products_are_warp_group_products_at_64_rows(tmp_path):
    # --one-backward-kernel: delta's kernel, then the keys kernel with dq's
    # atomic adds, no queries kernel. With the keys kernel at 64 query rows a
    # step (and 64 keys, 8 warps) its dq product is a warp-group product too,
    # and nothing spills with the distance term.
    result = run("--calls", "distance", "--one-backward-kernel", "--configs", "128x32:4:3/64x64:8:3/128x32:4:3",
                 "--output", str(tmp_path / "table.md"))
    assert result.returncode == 0, result.stderr[-3000:]
    table = rows((tmp_path / "table.md").read_text())
    assert [r["kernel"] for r in table] == ["forward", "deltas", "keys (dq adds)"], table
    keys = table[2]
    assert keys["tile"] == "64x64:8:3" and table[1]["tile"] == "128x32:4:3"  # delta's rows: the queries kernel's
    assert int(keys["wgmma"]) > 0 and int(keys["mma.sync"]) == 0, keys
    assert int(keys["stack bytes"]) == 0 and int(keys["registers"]) <= REGISTER_LIMIT, keys


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


def test_ropes_turn_in_the_kernels_loads_keeps_them_pipelined_and_unspilled(plain):
    # rotary_attention (tuning.TRITON_ROTATION = "loads"): each tile of k (in
    # the forward and queries kernels) or q (keys kernel) turned by its table
    # rows in registers. Compiled for sm_90 against the same call without a
    # term: no spill, every product still wgmma, the tiles and the tables
    # still loaded ahead by cp.async (the pipeliner kept the loops), and the
    # turn costs at most 96 instructions a tile per thread (triton 3.9: 87, 75
    # and 87; the distance term's reads and adds 182, 283 and 112).
    table = {(r["call"], r["kernel"]): r for r in plain}
    for kernel in ("forward", "queries", "keys"):
        base, turned = table["none", kernel], table["rope-loads", kernel]
        assert int(turned["stack bytes"]) == 0 and int(turned["mma.sync"]) == 0, turned
        assert int(turned["wgmma"]) == int(base["wgmma"]) > 0, (base, turned)
        assert int(turned["cp.async"]) > int(base["cp.async"]) > 0, (base, turned)
        assert int(base["loop instructions"]) < int(turned["loop instructions"]) <= int(base["loop instructions"]) + 96


def test_shaws_products_in_the_kernels_compile_without_spilling(plain, tmp_path):
    # triton_attention.SHAW_PRODUCTS_IN_KERNELS: the forward kernel's q a^K^T
    # (a product before its loop) and P_r a^V, the queries kernel's dscores
    # a^K (products after their loops, from the per-bucket sums read back):
    # compiled for sm_90 at Shaw's configuration, no kernel spills, and every
    # product is wgmma: the forward kernel's two take 6 wgmma instructions, the
    # queries kernel's one 2, the keys kernel is unchanged (their loops'
    # instructions are in docs/benchmark.md).
    result = run("--calls", "shaw", "--shaw-products-in-kernels", "--output", str(tmp_path / "table.md"))
    assert result.returncode == 0, result.stderr[-3000:]
    tables = {flag: {r["kernel"]: r for r in table}
              for flag, table in ((False, calls(plain, "shaw")), (True, rows((tmp_path / "table.md").read_text())))}
    for kernel, more in (("forward", 6), ("queries", 2), ("keys", 0)):
        torch_products, in_kernels = tables[False][kernel], tables[True][kernel]
        assert int(in_kernels["stack bytes"]) == 0 and int(in_kernels["mma.sync"]) == 0, in_kernels
        assert int(in_kernels["wgmma"]) == int(torch_products["wgmma"]) + more, (torch_products, in_kernels)


def test_split_tiles_give_the_forward_and_queries_kernels_a_shorter_unmasked_loop(plain, tmp_path):
    # triton_attention.SPLIT_TILES: the forward and queries kernels step first
    # over the tiles that need no mask, then over the rest as before. Compiled
    # for sm_90: the first loop of each (after the padding's scan, where there
    # is padding) issues at least 12 % fewer instructions than the one loop
    # without the switch (triton 3.9: 378 / 302 against 465 / 385 without a
    # term, 560 / 551 against 649 / 668 with the distance term, 563 / 555
    # against 722 / 746 under the causal mask), no kernel spills, both loops'
    # loads are still software-pipelined, and the keys kernel is unchanged.
    result = run("--calls", "none", "distance", "distance-causal", "--split-tiles", "--output", str(tmp_path / "t.md"))
    assert result.returncode == 0, result.stderr[-3000:]
    tables = {flag: {(r["call"], r["kernel"]): r for r in table}
              for flag, table in ((False, calls(plain, "none", "distance", "distance-causal")),
                                  (True, rows((tmp_path / "t.md").read_text())))}
    assert tables[True].keys() == tables[False].keys()
    for (call, kernel), base in tables[False].items():
        split = tables[True][call, kernel]
        assert int(split["stack bytes"]) == 0, split
        loops = [int(count) for count in split["each loop"].split(" + ")]
        if kernel == "keys":
            assert loops == [int(base["loop instructions"])], (base, split)
            continue
        scanned = call != "distance-causal"  # (the causal calls have no key padding here)
        assert len(loops) == (3 if scanned else 2), split
        unmasked, masked = loops[-2:]
        assert unmasked <= int(base["loop instructions"]) * 0.88 and masked <= int(base["loop instructions"]) + 8
        assert int(split["cp.async"]) == 2 * int(base["cp.async"]) > 0, (base, split)


def test_a_configuration_it_cannot_read_is_refused_before_any_compiling():
    result = run("--configs", "128x48:4:3")
    assert result.returncode == 2
    assert re.search(r"--configs: '128x48:4:3': .*powers of two", result.stderr), result.stderr
    assert "registers" not in result.stdout


def test_ropes_rotation_kernel_reads_and_writes_16_bytes_at_a_time(tmp_path):
    # triton_rotation._rotate, forward and gradient, for q and k of 8 heads of 64
    # in the attention module's layout: a memory-bound kernel whose every read
    # and write of a row should be a 16-byte vector (its first form read and
    # wrote one 2-byte element at a time, at several times the cost of its bytes).
    result = run("--calls", "rotation", "--output", str(tmp_path / "table.md"))
    assert result.returncode == 0, result.stderr[-3000:]
    table = rows((tmp_path / "table.md").read_text())
    assert [r["kernel"] for r in table] == ["rotation", "rotation (gradient)"], table
    for r in table:
        assert int(r["stack bytes"]) == 0 and int(r["16-byte loads"]) >= 4 and int(r["16-byte stores"]) >= 4, r


def test_the_terms_reads_and_adds_as_inline_ptx_need_no_shared_memory_round_trip(plain, tmp_path):
    # triton_attention.INLINE_PTX (on CUDA): the distance term's reads and its
    # gradient's atomic adds as PTX in the tile's own layout, where a tl.load or
    # tl.atomic_add of a gathered tile is laid out for coalescing and converted
    # through shared memory: compiled for sm_90, every kernel with the term takes
    # less shared memory than without, and none spills.
    result = run("--calls", "distance", "distance-causal", "--inline-ptx", "--output", str(tmp_path / "table.md"))
    assert result.returncode == 0, result.stderr[-3000:]
    tables = {False: calls(plain, "distance", "distance-causal"), True: rows((tmp_path / "table.md").read_text())}
    assert [r["kernel"] for r in tables[True]] == [r["kernel"] + " (inline PTX)" for r in tables[False]]
    for without, ptx in zip(tables[False], tables[True]):
        where = f"{ptx['call']} {ptx['kernel']}"
        assert int(ptx["stack bytes"]) == 0, where
        assert int(ptx["shared KiB"]) < int(without["shared KiB"]), where


def test_the_backends_launches_hand_each_compiled_kernel_what_tritons_own_launches_do(tmp_path):
    # triton_launch.Launcher keeps what Triton's launch found for each
    # combination of the arguments Triton specialises on, and launches from it
    # the next time. For a recorded launch of each kernel (the launchers
    # recording instead of launching): the kept launch calls the compiled
    # kernel Triton's own launch calls, with the very same arguments; with q
    # moved off 16-byte alignment Triton compiles another kernel, and the kept
    # launch for those arguments takes that one. With a launch hook installed
    # (a profiler's), its launch is Triton's own; once a global value the
    # kernel was compiled with has changed, it is refused as Triton's is.
    result = run("--calls", "distance-causal", "rotation", "radial", "--launch-check",
                 "--output", str(tmp_path / "table.md"))
    assert result.returncode == 0, result.stderr[-3000:]
    table = rows((tmp_path / "table.md").read_text())
    assert [r["kernel"] for r in table] == ["forward", "queries", "keys", "rotation", "rotation (gradient)",
                                            "radial", "radial (gradient)"], table
    for r in table:
        assert r["same launch"] == r["misaligned"] == r["hooked"] == r["global changed"] == "yes", r
