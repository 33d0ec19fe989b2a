#!/usr/bin/env python
"""What the triton backend's kernels take from a GPU's multiprocessor, without
a GPU: each kernel compiled for a CUDA target (Hopper, sm_90, by default) with
the ptxas that ships inside Triton, and read from the binary (``cuobjdump``,
also Triton's) and the PTX:

- registers per thread (255 at most) and the stack frame, the bytes per thread
  that registers spill to local memory when they do not suffice: a spilling
  kernel reads and writes memory it does not need to, in its inner loop;
- shared memory per program (an H100 has 227 KiB per multiprocessor);
- its matrix products as tensor-core instructions: ``wgmma`` (Hopper's
  warp-group products) or ``mma`` (the older per-warp ``mma.sync``, which a
  Hopper runs at a fraction of wgmma's rate); a product whose tile is too
  small for a warp group (fewer than 64 rows per group of four warps) falls back to mma;
- its loads issued ahead by Triton's software pipelining (``cp.async`` into
  shared memory, so that the next tiles arrive while this one is computed):
  none where the pipeliner declined the loop (it pipelines innermost loops);
- the machine instructions of its loops (``cuobjdump -sass``: every instruction
  between a backward branch and its target), what each thread issues per tile
  (per pass of each loop): with heads of 64 the arithmetic on each entry of a
  tile, not the matrix products, bounds such a loop, so fewer instructions there
  is less time, other things equal.

The kernels are compiled exactly as a launch would compile them: each kind of
call below runs the backend's own wrapper (forward and backward) on small CPU
tensors with the launches recorded instead of run, and each recorded launch is
compiled by Triton's own ``warmup`` for the target (so the arguments are
specialised as on a GPU: dtypes, 16-byte alignment, sizes divisible by 16).
Kinds of call: the distance term (Diet-Rel, T5, TISA, ALiBi) in encoder
self-attention with left padding and in causal decoder self-attention; Shaw's
key and value terms (clip 16), the same two ways; no term (RoPE after its
rotation; fairseq's transformer would take torch's flash attention); no term
with q and k of twice the head width (Diet-Abs folded into the head); a table of
pairs (Diet-Abs's P_Q P_K^T read by the positions, ``pair_attention``) in
encoder self-attention with left padding; RoPE's q and k turned by their tables as the kernels load them
(``rotary_attention``, the triton backend's way with ``tuning.TRITON_ROTATION = "loads"``), the same two
ways as the distance term, against ``none``; the distance term and Shaw's terms in encoder
self-attention with attention dropout of 0.1 (``-dropout``: Philox's draws in each kernel's loop). The distance
term and the table of pairs are float32
for half precisions, as the modules hand them to the kernels (``pass_state.kernels_term``). And
RoPE's rotation kernel (``triton_rotation.py``: q and k of fairseq's base size, 8 heads of 64, in
the attention module's layout, forward and backward), whose work is its reads and writes: the
table counts each kernel's 16-byte global loads and stores in the PTX (``ld.global.v4``,
``st.global.v4``), the widest a thread issues. And TISA's radial-basis sum
(``triton_radial.py``, forward and backward).

This measures no kernel's time: it says where a kernel cannot be fast, not how
fast it is. Compiling takes seconds per kernel (Triton caches them).
``--launch-times`` also times, on this machine's CPU, the host's path of each
launch up to the driver: Triton's own (binding and specialising the arguments,
finding the compiled kernel) and the backend's (``triton_launch.Launcher``, which
keeps what Triton's found for the arguments' combination), each ending in the
compiled kernel's launcher, here one that records its arguments: host time that
every call pays on a GPU too, before the driver's part. ``--launch-check``
checks the backend's path against Triton's for each recorded launch: the same
compiled kernel handed the very arguments (``same launch``), and, with q moved
off 16-byte alignment, the kernel Triton compiles for that (``misaligned``).

    python scripts/kernel_resources.py                              # sm_90, fp16, CUDA's configuration
    python scripts/kernel_resources.py --configs 64x64:4:3 128x32:4:3/64x64:4:3/64x64:4:3
    python scripts/kernel_resources.py --arch 80 --dtype bf16 --calls distance shaw
"""

import argparse
import contextlib
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import torch

if os.environ.get("TRITON_INTERPRET") == "1":  # the kernels must be JIT functions, not interpreted ones
    os.environ.pop("TRITON_INTERPRET")

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from fairseq_diet.modules import triton_attention, triton_radial, triton_rotation  # noqa: E402
from fairseq_diet.modules.triton_launch import Launcher  # noqa: E402
from fairseq_diet.modules.pass_state import kernels_term  # noqa: E402

DTYPES = {"fp16": torch.float16, "bf16": torch.bfloat16, "fp32": torch.float32}
# Each kernel's name in the table, and the kernel of the configuration whose tile it takes (``_deltas``,
# the one backward kernel's delta, takes the queries kernel's rows).
KERNEL_NAMES = {"_forward": "forward", "_backward_queries": "queries", "_backward_keys": "keys", "_deltas": "deltas",
                "_rotate": "rotation", "_radial_forward": "radial", "_radial_backward": "radial (gradient)"}
TILE_OF = {"forward": "forward", "queries": "queries", "keys": "keys", "deltas": "queries"}
CALLS = ("distance", "distance-causal", "shaw", "shaw-causal", "none", "none-wide", "pairs", "rotation", "radial",
         "rope-loads", "rope-loads-causal", "distance-dropout", "shaw-dropout")
CHECKS = ("same launch", "misaligned", "hooked", "global changed")  # --launch-check's columns
ROTATION_HEADS = 8  # the rotation's kernel rotates every head of a block of positions at once: fairseq's base size
HEADS, HEAD_DIM, BSZ, LENGTH, CLIP = 2, 64, 2, 48, 16


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--arch", type=int, default=90,
                        help="the CUDA compute capability to compile for, as 90 (H100, H200) or 80 (A100)")
    parser.add_argument("--dtype", choices=sorted(DTYPES), default="fp16")
    parser.add_argument("--configs", nargs="*", default=None,
                        help="kernel configurations: MxN:WARPS:STAGES for all three kernels, or three joined "
                             "by '/' (forward/keys/queries); default: the backend's CUDA configuration for "
                             "each kind of call")
    parser.add_argument("--calls", nargs="+", choices=CALLS, default=list(CALLS), help="kinds of call")
    parser.add_argument("--output", type=Path, help="also write the table (markdown) here")
    parser.add_argument("--launch-times", action="store_true",
                        help="also time the host's launch path for each kernel, Triton's own and the backend's "
                             "(columns in microseconds)")
    parser.add_argument("--launch-check", action="store_true",
                        help="also check that the backend's launch path hands each compiled kernel what Triton's "
                             "own does, for the recorded launch and with q moved off 16-byte alignment, and that "
                             "with a launch hook installed it is Triton's own")
    parser.add_argument("--inline-ptx", action="store_true",
                        help="the term's reads and its gradient's atomic adds as PTX of their own "
                             "(triton_attention.INLINE_PTX, which takes effect on CUDA only)")
    parser.add_argument("--one-backward-kernel", action="store_true",
                        help="the backward pass of calls without Shaw's terms in one kernel "
                             "(triton_attention.ONE_BACKWARD_KERNEL): delta's kernel and the keys kernel with "
                             "dq's adds")
    parser.add_argument("--shaw-products-in-kernels", action="store_true",
                        help="Shaw's products with a^K and a^V inside the kernels, not torch's around them "
                             "(triton_attention.SHAW_PRODUCTS_IN_KERNELS)")
    parser.add_argument("--split-tiles", action="store_true",
                        help="the forward and queries kernels' loops in two, the tiles that need no mask first "
                             "(triton_attention.SPLIT_TILES); the column 'each loop' gives each loop's "
                             "instructions in the order of the code")
    args = parser.parse_args(argv)
    if triton_attention.triton is None:
        parser.error("triton is not installed (scripts/install.sh installs it)")
    if args.arch < 80:
        parser.error(f"--arch {args.arch}: the kernels need tensor cores of compute capability 80 or newer")
    configs = []
    for text in args.configs or []:
        try:
            configs.append(triton_attention.parse_config(text))
        except ValueError as error:
            parser.error(f"--configs: {text!r}: {error}")
    args.configs = configs or [None]  # None: CUDA's own, by kind of call
    if args.output is not None and not args.output.parent.is_dir():
        parser.error(f"--output: {args.output.parent} is not a directory")
    return args


class _Recorder:
    """Stands in for one kernel: records each launch (grid, arguments) instead of running it."""

    def __init__(self, kernel, launches):
        self.kernel, self.launches = kernel, launches

    def __getitem__(self, grid):
        def launch(*args, **kwargs):
            self.launches.append((self.kernel, grid, args, kwargs))
        return launch


@contextlib.contextmanager
def recorded_launches(config):
    """The kernels' launches, recorded into the yielded list; the CPU's
    configuration set to ``config`` meanwhile (the wrapper reads its tensors' device's)."""
    launches = []
    saved = [(module, name, getattr(module, name)) for name in KERNEL_NAMES
             for module in (triton_attention, triton_rotation, triton_radial) if hasattr(module, name)]
    saved_config = triton_attention.CONFIG, triton_attention.SHAW_CONFIG
    triton_attention.CONFIG = {**saved_config[0], "cpu": config}
    triton_attention.SHAW_CONFIG = {**saved_config[1], "cpu": config}
    try:
        for module, name, kernel in saved:
            setattr(module, name, _Recorder(kernel, launches))
        yield launches
    finally:
        for module, name, kernel in saved:
            setattr(module, name, kernel)
        triton_attention.CONFIG, triton_attention.SHAW_CONFIG = saved_config


def call_launches(call, dtype, config):
    """The launches (forward, queries, keys; or forward, deltas, keys; or the
    rotation's forward and backward) of one kind of call, recorded."""
    generator = torch.Generator().manual_seed(0)
    wide = call == "none-wide"
    dqk = 2 * HEAD_DIM if wide else HEAD_DIM

    def projection(width, heads=HEADS):
        # the attention module's layout: (bsz, heads, T, d) views of (T, bsz, heads * d)
        x = torch.randn(LENGTH, BSZ, heads * width, generator=generator).to(dtype)
        return x.view(LENGTH, BSZ, heads, width).permute(1, 2, 0, 3).requires_grad_()

    if call == "radial":  # TISA's radial-basis sum: 6 layer groups of HEADS heads, 3 kernels, every distance
        a, b, c = (torch.randn(6, HEADS, 3, generator=generator).to(dtype).requires_grad_() for _ in range(3))
        at = torch.arange(1 - LENGTH, LENGTH).to(dtype)
        with recorded_launches(config) as launches:
            triton_radial.radial_basis_sum(a, b, c, at).float().sum().backward()
        return launches

    if call == "rotation":
        from fairseq_diet.modules.rotation import rotation_table

        frequencies = 10000.0 ** -(torch.arange(0, HEAD_DIM, 2, dtype=torch.float64) / HEAD_DIM)
        table = rotation_table(torch.arange(LENGTH, dtype=torch.float64)[None, :, None] * frequencies, "triton", dtype)
        q, k = projection(HEAD_DIM, ROTATION_HEADS), projection(HEAD_DIM, ROTATION_HEADS)
        with recorded_launches(config) as launches:
            q, k = triton_rotation.rotate_pair(q, table, k)
            (q.float().sum() + k.float().sum()).backward()
        return launches

    q, k, v = projection(dqk), projection(dqk), projection(HEAD_DIM)
    causal = call.endswith("causal")
    dropout = 0.1 if call.endswith("dropout") else 0.0
    if call.startswith("rope-loads"):
        from fairseq_diet.modules.rotation import rotation_table

        frequencies = 10000.0 ** -(torch.arange(0, HEAD_DIM, 2, dtype=torch.float64) / HEAD_DIM)
        table = rotation_table(torch.arange(LENGTH, dtype=torch.float64)[None, :, None] * frequencies, "triton", dtype)
    positions = torch.arange(LENGTH).expand(BSZ, LENGTH)
    padding = None
    if not causal:
        padding = torch.zeros(BSZ, LENGTH, dtype=torch.bool)
        padding[1, :5] = True
    with recorded_launches(config) as launches:
        if call.startswith("rope-loads"):  # (a table per sentence beside the padding, as its positions are)
            if padding is not None:
                table = table.expand(BSZ, -1, -1, -1, -1).contiguous()
            out = triton_attention.rotary_attention(q, k, v, table, table, padding, causal)
        elif call.startswith("shaw"):
            a_k = torch.randn(1, 2 * CLIP + 1, HEAD_DIM, generator=generator).to(dtype).requires_grad_()
            a_v = torch.randn(1, 2 * CLIP + 1, HEAD_DIM, generator=generator).to(dtype).requires_grad_()
            out = triton_attention.relative_attention(q, k, v, a_k, a_v, CLIP, positions, positions, padding, causal,
                                                      dropout)
        elif call == "pairs":
            table = kernels_term(torch.randn(HEADS, LENGTH, LENGTH, generator=generator).to(dtype)).requires_grad_()
            out = triton_attention.pair_attention(q, k, v, table, positions, positions, padding, causal)
        else:
            values = None
            if call.startswith("distance"):
                values = kernels_term(torch.randn(HEADS, 2 * LENGTH - 1, generator=generator).to(dtype))
                values.requires_grad_()
            out = triton_attention.distance_attention(q, k, v, values, positions, positions, padding, causal,
                                                      dropout)
        out.float().sum().backward()
    return launches


class _Target:
    """The little of a Triton driver that compiling (``warmup``) asks for, naming
    the CUDA target instead of a device; nothing is loaded or launched."""

    def __init__(self, arch):
        from triton.backends.compiler import GPUTarget
        self.target = GPUTarget("cuda", arch, 32)

    def get_current_target(self):
        return self.target

    def get_current_device(self):
        return 0

    def get_current_stream(self, device=None):
        return 0


@contextlib.contextmanager
def compiling_for(arch):
    from triton.runtime.driver import driver

    # The active driver as held, unread (reading it from triton 3.5 on would make the default, a GPU's):
    # ``_active`` from triton 3.5, ``active`` (a lazy proxy) in 3.4.
    held = "_active" if "_active" in vars(driver) else "active"
    saved = vars(driver)[held]
    driver.set_active(_Target(arch))
    try:
        yield
    finally:
        setattr(driver, held, saved)


def binary_report(cubin: bytes) -> dict:
    """Registers per thread and the stack frame (bytes per thread: where registers
    spill) of the binary Triton built, as ``cuobjdump -res-usage`` reads them, and
    the instructions in its loops (``loop_instructions``)."""
    try:
        from triton import knobs
        cuobjdump = knobs.nvidia.cuobjdump.path
    except ImportError:  # triton 3.3: the one in its wheel
        import triton
        cuobjdump = str(Path(triton.__file__).parent / "backends" / "nvidia" / "bin" / "cuobjdump")
    with tempfile.TemporaryDirectory() as folder:
        binary = Path(folder, "kernel.cubin")
        binary.write_bytes(cubin)
        usage, sass = (subprocess.run([cuobjdump, option, str(binary)], capture_output=True,
                                      text=True, check=True).stdout for option in ("-res-usage", "-sass"))
    found = re.search(r"REG:(\d+) STACK:(\d+) SHARED:\d+ LOCAL:(\d+)", usage)
    if found is None:
        raise RuntimeError(f"kernel_resources: cuobjdump's report not understood: {usage!r}")
    return dict(registers=int(found[1]), stack=int(found[2]), local=int(found[3]), loop=loop_instructions(sass),
                loops=[sum(1 for address, _ in _instructions(sass) if start <= address <= end)
                       for start, end in loop_spans(sass)])


SASS_LINE = re.compile(r"^\s+/\*([0-9a-f]+)\*/\s+(.*?)\s*;", re.M)


def _instructions(sass: str):
    return [(int(address, 16), text) for address, text in SASS_LINE.findall(sass)]


def loop_spans(sass: str):
    """Each loop of a kernel's SASS as (first address, last address): from a
    backward branch's target to the branch, in the order of the code."""
    spans = []
    for address, text in _instructions(sass):
        branch = re.search(r"\bBRA\b.*?0x([0-9a-f]+)", text)
        if branch and int(branch[1], 16) < address:
            spans.append((int(branch[1], 16), address))
    return spans


def loop_instructions(sass: str) -> int:
    """The instructions of a kernel's loops in its SASS: those at an address
    between a backward branch's target and the branch (each counted once where
    loops nest or share a stretch). 0 for a kernel without a loop."""
    loops = loop_spans(sass)
    return sum(1 for address, _ in _instructions(sass) if any(start <= address <= end for start, end in loops))


@contextlib.contextmanager
def recorded_launchers(calls):
    """Every compiled kernel's launcher (what a launch calls into the driver
    through) appends (compiled kernel, its arguments) to ``calls`` instead, or
    does nothing where ``calls`` is None."""
    from triton.compiler.compiler import CompiledKernel

    def launcher(compiled):
        return _nothing if calls is None else lambda *args: calls.append((compiled, args))

    saved = {name: CompiledKernel.__dict__[name] for name in ("run", "_init_handles")
             if name in CompiledKernel.__dict__}
    if "run" in saved:  # from triton 3.5: a property that loads the kernel onto the device first
        CompiledKernel.run = property(launcher)
        CompiledKernel._init_handles = lambda compiled: None  # nothing loaded onto a device
    else:  # 3.4: an attribute that loading sets, on each look-up of it
        CompiledKernel._init_handles = lambda compiled: setattr(compiled, "run", launcher(compiled))
    try:
        yield calls
    finally:
        for name, value in saved.items():
            setattr(CompiledKernel, name, value)


def _nothing(*args):
    return None


def launch_times(kernel, grid, args, kwargs, arch, calls=500, rounds=5) -> tuple:
    """Microseconds of the host's path of one recorded launch, the kernel
    compiled, by Triton's own launch (``JITFunction.run``: binding the
    arguments, specialising them, finding the compiled kernel) and by the
    backend's (``Launcher``), each up to and including its call of the compiled
    kernel's launcher (here a recorder); the driver's part that follows on a
    GPU is in neither. Median of ``rounds`` rounds of ``calls`` calls, the two
    interleaved round by round."""
    own, kept = kernel.kernel, Launcher(kernel.kernel)
    timings = ([], [])
    with compiling_for(arch), recorded_launchers([]) as recorded:
        kept.launch(grid, args, kwargs)
        ways = (lambda: own[grid](*args, **kwargs), lambda: kept.launch(grid, args, kwargs))
        for _ in range(rounds):
            for way, found in zip(ways, timings):
                start = time.perf_counter()
                for _ in range(calls):
                    way()
                found.append((time.perf_counter() - start) / calls * 1e6)
                recorded.clear()
    return tuple(statistics.median(found) for found in timings)


def launch_check(kernel, grid, args, kwargs, arch) -> dict:
    """Whether the backend's launch path (``Launcher``), at its second launch
    with the same arguments (the first takes Triton's), calls the compiled
    kernel that Triton's own launch calls, with the same arguments (the same
    objects; the launch hooks, which it passes as None, having nothing to call
    in Triton's); the same with q moved off 16-byte alignment, where Triton
    compiles another kernel, which the backend's path must take then; and,
    with a launch hook installed (a profiler's), whether the backend's launch
    is Triton's own (its metadata and hooks handed to the launcher)."""
    own, kept = kernel.kernel, Launcher(kernel.kernel)
    found = {}
    with compiling_for(arch), recorded_launchers([]) as recorded:
        for name, given in (("same launch", args), ("misaligned", (_misaligned(args[0]), *args[1:]))):
            recorded.clear()
            own[grid](*given, **kwargs)
            kept.launch(grid, given, kwargs)  # Triton's launch, whose finding the Launcher keeps
            returned = kept.launch(grid, given, kwargs)
            (compiled, by_triton), _, (kept_compiled, by_launcher) = recorded
            found[name] = compiled is kept_compiled is returned and _same_launch(by_triton, by_launcher)
            found[name + " kernel"] = compiled
        recorded.clear()
        with launch_hook_installed() as hook:  # as a profiler installs one
            kept.launch(grid, args, kwargs)  # kept above: Triton's own launch now, for the hook
        (_, by_launcher), = recorded
        found["global changed"] = _refused_after_a_global_changed(own, kept, grid, args, kwargs)
    found["misaligned"] &= found.pop("misaligned kernel") is not found.pop("same launch kernel")
    found["hooked"] = by_launcher[7] is hook and by_launcher[6] is not None
    return found


def _refused_after_a_global_changed(own, kept, grid, args, kwargs) -> bool:
    """Whether, once a global value the kernel was compiled with has changed (one made up here, as
    Triton records those it reads), the backend's kept launch is refused as Triton's own is."""
    where, name = {"CHECKED": 1}, "CHECKED"
    own.used_global_vals[(name, id(where))] = (1, where)
    refused = []
    try:
        where[name] = 2
        for launch in (lambda: own[grid](*args, **kwargs), lambda: kept.launch(grid, args, kwargs)):
            try:
                launch()
                refused.append(False)
            except RuntimeError as error:
                refused.append("has changed" in str(error))
    finally:
        del own.used_global_vals[(name, id(where))]
    return refused == [True, True]


@contextlib.contextmanager
def launch_hook_installed():
    """A launch hook that does nothing, installed as a profiler installs one (into triton's chain of
    hooks from 3.5; as the hook in 3.3 and 3.4); yields what a launch hands the launcher as its enter hook."""
    try:
        from triton import knobs
        hooks = knobs.runtime
    except ImportError:  # triton 3.3: CompiledKernel's
        from triton.compiler.compiler import CompiledKernel as hooks

    chain = hooks.launch_enter_hook
    if hasattr(chain, "add"):
        chain.add(_nothing)
        try:
            yield chain
        finally:
            chain.remove(_nothing)
    else:
        hooks.launch_enter_hook = _nothing
        try:
            yield _nothing
        finally:
            hooks.launch_enter_hook = chain


def _misaligned(x):
    """x's values at an address one element past a multiple of 16 bytes, with x's shape and strides."""
    extent = 1 + sum((size - 1) * stride for size, stride in zip(x.shape, x.stride()))
    return torch.empty(extent + 1, dtype=x.dtype).as_strided(x.shape, x.stride(), 1).copy_(x)


def _same_launch(by_triton, by_launcher) -> bool:
    """A launcher's arguments, Triton's against the Launcher's: grid, stream, function and metadata
    equal, the launch metadata and hooks (Triton's with no calls) None, then the very same arguments."""
    hooks_idle = all(hook is None or not hook.calls for hook in by_triton[7:9])
    return (len(by_triton) == len(by_launcher) and by_triton[:6] == by_launcher[:6] and hooks_idle
            and by_launcher[6:9] == (None, None, None)
            and all(a is b for a, b in zip(by_triton[9:], by_launcher[9:])))


def resources(kernel, grid, args, kwargs, arch):
    """The compiled kernel's resources (``binary_report`` and more) for one recorded launch."""
    with compiling_for(arch):
        compiled = kernel.warmup(*args, grid=grid, **kwargs)
    ptx = compiled.asm["ptx"]
    return dict(binary_report(compiled.asm["cubin"]), shared=compiled.metadata.shared,
                wgmma=len(re.findall(r"\bwgmma\.mma_async", ptx)), mma=len(re.findall(r"\bmma\.sync", ptx)),
                pipelined=len(re.findall(r"\bcp\.async\.c[ag]\.shared\.global", ptx)),
                wide_loads=len(re.findall(r"\bld\.global(?:\.\w+)*\.v4\.", ptx)),
                wide_stores=len(re.findall(r"\bst\.global(?:\.\w+)*\.v4\.", ptx)))


def rows(args):
    """One row per configuration, kind of call and kernel."""
    dtype = DTYPES[args.dtype]
    switches = ("ONE_BACKWARD_KERNEL", "SHAW_PRODUCTS_IN_KERNELS", "SPLIT_TILES")
    saved = [getattr(triton_attention, name) for name in switches]
    triton_attention.ONE_BACKWARD_KERNEL = args.one_backward_kernel  # read by the wrapper at each call
    triton_attention.SHAW_PRODUCTS_IN_KERNELS = args.shaw_products_in_kernels
    triton_attention.SPLIT_TILES = args.split_tiles
    try:
        launches = []
        for given in args.configs:
            for call in args.calls:
                config = given or triton_attention.kernel_config("cuda", call.startswith("shaw"))
                launches += [(config, call, launch) for launch in call_launches(call, dtype, config)]
    finally:
        for name, value in zip(switches, saved):
            setattr(triton_attention, name, value)
    for config, call, (kernel, grid, launch_args, kwargs) in launches:
        name, label = KERNEL_NAMES[kernel.__name__], ""
        if args.inline_ptx and "PTX" in kwargs:  # as a CUDA call with a float32 term sets it
            kwargs = {**kwargs, "PTX": bool(kwargs["HAS_TERM"] or kwargs["HAS_SHAW_KEYS"])}
            label = " (inline PTX)" if kwargs["PTX"] else ""
        if name == "rotation":  # its program's block: positions x heads x dimensions
            tile = "{}x{}x{}".format(kwargs["BLOCK_L"], kwargs["BLOCK_H"], 2 * kwargs["BLOCK_P"])
            name += " (gradient)" if kwargs["SIGN"] < 0 else ""
        elif name.startswith("radial"):  # its block: distances x kernels
            tile = "{}x{}".format(kwargs["BLOCK_D"], kwargs["BLOCK_S"])
        else:
            tile = "{}x{}:{}:{}".format(*config[TILE_OF[name]])
        described = "–" if call in ("rotation", "radial") else triton_attention.describe_config(config)
        record = dict(config=described, call=call,
                      kernel=name + (" (dq adds)" if kwargs.get("DQ_ADDS") else "") + label,
                      tile=tile, arguments=len(launch_args) + len(kwargs),
                      **resources(kernel, grid, launch_args, kwargs, args.arch))
        if args.launch_times:
            record["triton launch"], record["launch"] = launch_times(kernel, grid, launch_args, kwargs, args.arch)
        if args.launch_check:
            record.update(launch_check(kernel, grid, launch_args, kwargs, args.arch))
        yield record


def table(records, arch, dtype) -> str:
    timed, checked = any("launch" in r for r in records), any("misaligned" in r for r in records)
    lines = [f"Kernels compiled for sm_{arch}, {dtype} (registers per thread; spilled bytes per thread; shared "
             f"memory per program; tensor-core products, pipelined loads and 16-byte global loads and stores "
             f"in the PTX; instructions in its loops, per thread).", "",
             "| configuration | call | kernel | tile | registers | stack bytes | shared KiB | wgmma | mma.sync | "
             "cp.async | 16-byte loads | 16-byte stores | loop instructions | each loop |"
             + (" arguments | Triton's launch µs | launch µs |" if timed else "")
             + "".join(f" {name} |" for name in CHECKS if checked),
             "| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
             + (" ---: | ---: | ---: |" if timed else "") + (" --- |" * len(CHECKS) if checked else "")]
    for r in records:
        lines.append(f"| {r['config']} | {r['call']} | {r['kernel']} | {r['tile']} | {r['registers']} | "
                     f"{r['stack']} | {r['shared'] / 1024:.0f} | "
                     f"{r['wgmma']} | {r['mma']} | {r['pipelined']} | {r['wide_loads']} | {r['wide_stores']} | "
                     f"{r['loop']} | {' + '.join(map(str, r['loops'])) or '–'} |"
                     + (f" {r['arguments']} | {r['triton launch']:.1f} | {r['launch']:.1f} |" if timed else "")
                     + "".join(f" {'yes' if r[name] else 'NO'} |" for name in CHECKS if checked))
    return "\n".join(lines)


def main(argv=None):
    args = parse_args(argv)
    records = []
    for record in rows(args):
        records.append(record)
        print(f"  {record['config']} {record['call']} {record['kernel']}: {record['registers']} registers, "
              f"{record['stack']} B stack", file=sys.stderr, flush=True)
    text = table(records, args.arch, args.dtype)
    print(text)
    if args.output is not None:
        args.output.write_text(text + "\n")


if __name__ == "__main__":
    main()
