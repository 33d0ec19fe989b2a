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
Kinds of call: the distance term (Diet-Rel, T5, TISA, KERPLE, ALiBi) in
encoder self-attention with left padding and in causal decoder self-attention;
Shaw's key and value terms (clip 16), the same two ways; no term (RoPE after
its rotation; fairseq's transformer would take torch's flash attention); no
term with q and k of twice the head width (Diet-Abs folded into the head); the
distance term and Shaw's terms in encoder self-attention with attention
dropout of 0.1 (``-dropout``: Philox's draws in each kernel's loop). The
distance term is float32 for half precisions, as the modules hand it to the
kernels (``terms.kernels_term``). The column ``parameters`` counts each
kernel's signature.

This measures no kernel's time: it says where a kernel cannot be fast, not how
fast it is. Compiling takes seconds per kernel (Triton caches them).

    python scripts/kernel_resources.py                              # sm_90, fp16, CUDA's configuration
    python scripts/kernel_resources.py --configs 64x64:4:3 128x32:4:3/64x64:4:3/64x64:4:3
    python scripts/kernel_resources.py --arch 80 --dtype bf16 --calls distance shaw
"""

import argparse
import contextlib
import inspect
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import torch

if os.environ.get("TRITON_INTERPRET") == "1":  # the kernels must be JIT functions, not interpreted ones
    os.environ.pop("TRITON_INTERPRET")

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from fairseq_diet.modules import triton_attention  # noqa: E402
from fairseq_diet.modules.terms import kernels_term  # noqa: E402

DTYPES = {"fp16": torch.float16, "bf16": torch.bfloat16, "fp32": torch.float32}
KERNEL_NAMES = {"_forward": "forward", "_backward_queries": "queries", "_backward_keys": "keys"}  # (the Config's)
CALLS = ("distance", "distance-causal", "shaw", "shaw-causal", "none", "none-wide", "distance-dropout",
         "shaw-dropout")
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
def recorded_launches():
    """The kernels' launches, recorded into the yielded list."""
    launches = []
    saved = [(name, getattr(triton_attention, name)) for name in KERNEL_NAMES]
    try:
        for name, kernel in saved:
            setattr(triton_attention, name, _Recorder(kernel, launches))
        yield launches
    finally:
        for name, kernel in saved:
            setattr(triton_attention, name, kernel)


def call_launches(call, dtype, config):
    """The launches (forward, queries, keys) of one kind of call at ``config``, recorded."""
    generator = torch.Generator().manual_seed(0)
    dqk = 2 * HEAD_DIM if call == "none-wide" else HEAD_DIM

    def projection(width):
        # the attention module's layout: (bsz, heads, T, d) views of (T, bsz, heads * d)
        x = torch.randn(LENGTH, BSZ, HEADS * width, generator=generator).to(dtype)
        return x.view(LENGTH, BSZ, HEADS, width).permute(1, 2, 0, 3).requires_grad_()

    q, k, v = projection(dqk), projection(dqk), projection(HEAD_DIM)
    causal = call.endswith("causal")
    dropout = 0.1 if call.endswith("dropout") else 0.0
    positions = torch.arange(LENGTH).expand(BSZ, LENGTH)
    padding = None
    if not causal:
        padding = torch.zeros(BSZ, LENGTH, dtype=torch.bool)
        padding[1, :5] = True
    with recorded_launches() as launches:
        if call.startswith("shaw"):
            a_k = torch.randn(1, 2 * CLIP + 1, HEAD_DIM, generator=generator).to(dtype).requires_grad_()
            a_v = torch.randn(1, 2 * CLIP + 1, HEAD_DIM, generator=generator).to(dtype).requires_grad_()
            out = triton_attention.relative_attention(q, k, v, a_k, a_v, CLIP, positions, positions, padding, causal,
                                                      dropout, config=config)
        else:
            values = None
            if call.startswith("distance"):
                values = kernels_term(torch.randn(HEADS, 2 * LENGTH - 1, generator=generator).to(dtype))
                values.requires_grad_()
            out = triton_attention.distance_attention(q, k, v, values, positions, positions, padding, causal,
                                                      dropout, config=config)
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
    launches = []
    for given in args.configs:
        for call in args.calls:
            config = given or triton_attention.kernel_config("cuda", call.startswith("shaw"))
            launches += [(config, call, launch) for launch in call_launches(call, dtype, config)]
    for config, call, (kernel, grid, launch_args, kwargs) in launches:
        name = KERNEL_NAMES[kernel.__name__]
        yield dict(config=triton_attention.describe_config(config), call=call, kernel=name,
                   tile="{}x{}:{}:{}".format(*getattr(config, name)),
                   parameters=len(inspect.signature(kernel.fn).parameters),
                   **resources(kernel, grid, launch_args, kwargs, args.arch))


def table(records, arch, dtype) -> str:
    lines = [f"Kernels compiled for sm_{arch}, {dtype} (registers per thread; spilled bytes per thread; shared "
             f"memory per program; tensor-core products, pipelined loads and 16-byte global loads and stores "
             f"in the PTX; instructions in its loops, per thread; the kernel's parameters).", "",
             "| configuration | call | kernel | tile | registers | stack bytes | shared KiB | wgmma | mma.sync | "
             "cp.async | 16-byte loads | 16-byte stores | loop instructions | each loop | parameters |",
             "| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for r in records:
        lines.append(f"| {r['config']} | {r['call']} | {r['kernel']} | {r['tile']} | {r['registers']} | "
                     f"{r['stack']} | {r['shared'] / 1024:.0f} | "
                     f"{r['wgmma']} | {r['mma']} | {r['pipelined']} | {r['wide_loads']} | {r['wide_stores']} | "
                     f"{r['loop']} | {' + '.join(map(str, r['loops'])) or '–'} | {r['parameters']} |")
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
