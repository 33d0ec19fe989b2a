#!/usr/bin/env python
"""One attention call, forward and backward with every gradient, per way of
computing a per-head distance term (Diet-Rel's, T5's, TISA's, KERPLE's,
ALiBi's kind), Shaw et al.'s relative keys and values, Diet-Abs's factors and
RoPE's rotation, against torch's flash attention with no term at the same shape:

- ``flash, no term``: ``scaled_dot_product_attention`` without a mask (the floor);
- ``sdpa + bias``: the term spread into a learned ``(1, heads, T, T)`` bias given
  as the mask (the ``sdpa`` backend's path; torch then takes a kernel that
  takes a mask, and the bias's gradient leaves it);
- ``triton``: the term read inside the fused kernels (the ``triton`` backend);
  ``triton, no term``: the same kernels without the term (their own floor);
  ``triton, fixed term``: the term read, no gradient formed for it (ALiBi's);
- with ``--configs``, ``triton``, ``triton, no term`` and ``shaw, triton``
  again for each further kernel configuration (blocks of query rows x keys,
  warps, stages);
- ``shaw, skewed``: Shaw's a^K and a^V (clip ``--shaw-clip``) by the explicit
  path with the skewed layout (the ``sdpa`` backend's path for them);
  ``shaw, triton``: Shaw's terms inside the fused kernels (the ``triton``
  backend); ``..., keys only``: a^K alone;
- ``diet-abs, sdpa (folded)`` and ``diet-abs, triton (folded)``: Diet-Abs's
  per-head factors P_Q, P_K (rank = head dim, shared by the sentences, with
  gradients) as extra head dimensions, q' = [q, P_Q] and k' = [k, P_K], through
  torch's SDPA and through the triton kernels; ``diet-abs, sdpa (folded, v
  padded)``: v padded with zeros to the width of q' and k', which torch's flash
  kernel takes, the output's padding cut off;
- ``rope, torch-op rotation``: RoPE's q and k rotated by torch ops (the
  complex form in float32, the pairs' arithmetic in half precision), then the
  triton kernels without a term (the ``triton`` backend); ``rope, torch-op
  rotation, flash``: then torch's flash attention (``auto``'s way on CUDA);
  each rotates by a table made once, as a forward pass makes it once per stack;
- ``..., dropout``: ``flash, no term``, ``sdpa + bias``, ``triton``, ``shaw,
  skewed`` and ``shaw, triton`` with attention dropout of ``DROPOUT`` (0.1,
  the WMT18 recipe's ``SETUP=t2t``): torch's kernels' own, the explicit
  path's ``F.dropout`` of the probabilities, the triton kernels' Philox
  draws (``triton_attention._kept``). Random: no two of them compute the
  same, and they are timed against their ways without dropout.

Rounds are interleaved (every way once per round, in turn) and the median of
each way's times is reported with its ratio to the floor, and peak memory.
On CUDA, times are CUDA-event times after 3 rounds of warm-up; on the CPU (the
triton ways need ``TRITON_INTERPRET=1`` there) the script runs only as a check
that it works, without warm-up: ``--shapes 2x16 --repeats 1 --heads 2 --head-dim 16``.

Where the GPU waits for the host, a CUDA-event time is the host's time to
issue the work, not the kernels'. Two more columns tell them apart: ``host
ms``, the median time until the backward call returns (the host's share: on
CUDA the kernels may still run), and, with ``--kernel-times``, ``kernels ms``,
the GPU time of every kernel of one further round (torch.profiler; CUDA only).
A way whose event time is close to its host time and well above its kernels'
time is bound by launches and Python, not by its kernels. ``--kernel-breakdown
[WORD ...]`` adds a table of that round's kernels one by one (GPU time,
launches) for the ways named by a word (all without one): where a way's time goes.

``--layout module`` gives every way q, k and v as the attention module does:
(bsz, heads, T, d) views of (T, bsz, heads * d) tensors, the output viewed
back as (T, bsz, heads * d) and the backward pass started from a gradient in
that layout (``contiguous``, the default: (bsz, heads, T, d) tensors, and the
backward pass from the output's sum).

    python scripts/attention_benchmark.py                          # CUDA, fp16 and bf16
    python scripts/attention_benchmark.py --dtypes fp16 --shapes 48x512
"""

import argparse
import functools
import os
import statistics
import sys
import time
from pathlib import Path

import torch
import torch.nn.functional as F

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from fairseq_diet.modules.engine import Blocks, Sdpa  # noqa: E402
from fairseq_diet.modules.rotation import rotate, rotation_table  # noqa: E402
from fairseq_diet.modules.shaw_terms import key_term, value_term  # noqa: E402
from fairseq_diet.modules.tables import toeplitz_by_windows  # noqa: E402
from fairseq_diet.modules import triton_attention  # noqa: E402
from fairseq_diet.modules.triton_attention import (  # noqa: E402
    describe_config as describe, distance_attention, parse_config, relative_attention, triton)
from fairseq_diet.modules.terms import kernels_term  # noqa: E402

DTYPES = {"fp16": torch.float16, "bf16": torch.bfloat16, "fp32": torch.float32}
DROPOUT = 0.1  # the ``..., dropout`` ways' attention dropout


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    parser.add_argument("--dtypes", nargs="+", choices=sorted(DTYPES), default=["fp16", "bf16"])
    parser.add_argument("--shapes", nargs="+", default=["128x32", "195x128", "48x512"],
                        help="sentences x tokens (self-attention, every key real)")
    parser.add_argument("--heads", type=int, default=8)
    parser.add_argument("--head-dim", type=int, default=64)
    parser.add_argument("--shaw-clip", type=int, default=16, help="Shaw's clip k (2k + 1 embeddings)")
    parser.add_argument("--configs", nargs="*", default=[],
                        help="further triton kernel configurations for the triton ways with and without the "
                             "term and Shaw's: MxN:WARPS:STAGES for all three kernels (e.g. 64x64:4:3), or three "
                             "of them joined by '/' for the forward, keys (dk, dv) and queries (dq) kernels")
    parser.add_argument("--repeats", type=int, default=30,
                        help="interleaved rounds (after 3 of warm-up on CUDA)")
    parser.add_argument("--layout", choices=["contiguous", "module"], default="contiguous",
                        help="q, k, v and the output's gradient as (bsz, heads, T, d) tensors, or in the "
                             "attention module's layout")
    parser.add_argument("--kernel-times", action="store_true",
                        help="also the GPU time of every kernel of one further round (CUDA; torch.profiler)")
    parser.add_argument("--kernel-breakdown", nargs="*", metavar="WAY", default=None,
                        help="with --kernel-times, also a table of each kernel's GPU time and launches for "
                             "the ways whose names contain one of these words (none given: every way)")
    args = parser.parse_args(argv)
    for shape in args.shapes:
        try:
            bsz, length = (int(n) for n in shape.split("x"))
        except ValueError:
            parser.error(f"--shapes: {shape!r} is not SENTENCESxTOKENS (e.g. 48x512)")
        if bsz < 1 or length < 1:
            parser.error(f"--shapes: {shape!r} needs at least one sentence and one token")
    for config in args.configs:
        try:
            parse_config(config)
        except ValueError as error:
            parser.error(f"--configs: {config!r}: {error}")
    if args.shaw_clip < 1:
        parser.error(f"--shaw-clip: {args.shaw_clip} is not a positive clip")
    if args.device == "cpu" and os.environ.get("TRITON_INTERPRET") != "1":
        parser.error("on the CPU the triton ways need TRITON_INTERPRET=1 (Triton's interpreter; a check only)")
    if args.kernel_times and args.device != "cuda":
        parser.error("--kernel-times: kernels' GPU times need --device cuda")
    if args.kernel_breakdown is not None and not args.kernel_times:
        parser.error("--kernel-breakdown: the kernels' times come from --kernel-times; give both")
    if triton is None:
        parser.error("triton is not installed")
    return args


def ways(bsz, length, heads, head_dim, clip, dtype, device, configs=(), layout="contiguous"):
    """{name: (inputs, function)}: each way's leaf tensors and a call on them."""
    generator = torch.Generator(device="cpu").manual_seed(0)

    def leaf(*shape):
        return torch.randn(*shape, generator=generator).to(device=device, dtype=dtype).requires_grad_()

    def head_leaf():
        if layout == "module":  # a (bsz, heads, T, d) view of a (T, bsz, heads, d) tensor
            return leaf(length, bsz, heads, head_dim).detach().permute(1, 2, 0, 3).requires_grad_()
        return leaf(bsz, heads, length, head_dim)

    q, k, v = (head_leaf() for _ in range(3))
    values = leaf(heads, 2 * length - 1)  # one value per head and distance
    # the term as the modules hand it to the triton kernels: float32 (terms.DistanceTerm.kernels)
    kernel_values = kernels_term(values.detach()).requires_grad_()
    key_emb, value_emb = leaf(heads, 2 * clip + 1, head_dim), leaf(heads, 2 * clip + 1, head_dim)  # a^K, a^V
    positions = torch.arange(length, device=device).unsqueeze(0)
    scale = head_dim ** -0.5
    p_q, p_k = leaf(1, heads, length, head_dim), leaf(1, heads, length, head_dim)  # Diet-Abs's P_Q, P_K

    def folded(q, k, p_q, p_k):
        return (torch.cat([q * scale, p_q.expand(bsz, -1, -1, -1)], -1),
                torch.cat([k, p_k.expand(bsz, -1, -1, -1)], -1))

    def diet_abs_sdpa(q, k, v, p_q, p_k):
        q, k = folded(q, k, p_q, p_k)
        return F.scaled_dot_product_attention(q, k, v, scale=1.0)

    def diet_abs_flash(q, k, v, p_q, p_k):  # v padded with zeros to q's width, which flash asks of it
        q, k = folded(q, k, p_q, p_k)
        out = F.scaled_dot_product_attention(q, k, F.pad(v, (0, q.size(-1) - v.size(-1))), scale=1.0)
        return out[..., :v.size(-1)]

    def diet_abs_triton(q, k, v, p_q, p_k):
        q, k = folded(q, k, p_q, p_k)
        return distance_attention(q, k, v, None, None, None, None, False)

    def shaw_skewed(q, k, v, key_emb, value_emb=None, dropout=0.0):
        q = q * scale
        logits = q @ k.transpose(2, 3) + key_term(q, key_emb, clip, length, None)
        probs = torch.softmax(logits, -1, dtype=torch.float32).to(q.dtype)
        if dropout:
            probs = F.dropout(probs, dropout)
        return probs @ v + (0 if value_emb is None else value_term(probs, value_emb, clip, None))

    def shaw_triton(q, k, v, key_emb, value_emb=None, dropout=0.0, config=None):
        return relative_attention(q * scale, k, v, key_emb, value_emb, clip, positions, positions, None, False,
                                  dropout, config=config)

    # RoPE's angles m theta_k at base 10000, (1, T, d / 2), float64 as the scheme gives them
    angles = positions.unsqueeze(-1).double() * 10000.0 ** -(
        torch.arange(0, head_dim, 2, dtype=torch.float64, device=device) / head_dim)
    # "complex", "matrix" or "real", as auto takes it on this device
    torch_form = (Sdpa() if q.device.type == "cuda" else Blocks()).rotation_form(q)
    torch_table = rotation_table(angles, torch_form, dtype)

    def rope_rotated(q, k):
        return rotate(q * scale, torch_table, torch_form), rotate(k, torch_table, torch_form)

    def rope_triton(q, k, v):
        return distance_attention(*rope_rotated(q, k), v, None, None, None, None, False)

    def rope_flash(q, k, v):
        return F.scaled_dot_product_attention(*rope_rotated(q, k), v, scale=1.0)

    def triton_term(q, k, v, values, dropout=0.0, config=None):
        return distance_attention(q * scale, k, v, values, positions, positions, None, False, dropout, config=config)

    def triton_no_term(q, k, v, config=None):
        return distance_attention(q * scale, k, v, None, None, None, None, False, config=config)

    def sdpa_bias(q, k, v, values, dropout=0.0):
        return F.scaled_dot_product_attention(q, k, v, attn_mask=toeplitz_by_windows(values, length, length)[None],
                                              dropout_p=dropout)

    table = {
        "flash, no term": ((q, k, v), lambda q, k, v: F.scaled_dot_product_attention(q, k, v)),
        "sdpa + bias": ((q, k, v, values), sdpa_bias),
        "triton": ((q, k, v, kernel_values), triton_term),
        "triton, no term": ((q, k, v), triton_no_term),
        # the term read but no gradient formed (as ALiBi's): the term's reads apart from its gradient's adds
        "triton, fixed term": ((q, k, v), lambda q, k, v: triton_term(q, k, v, kernel_values.detach())),
        "shaw, skewed": ((q, k, v, key_emb, value_emb), shaw_skewed),
        "shaw, triton": ((q, k, v, key_emb, value_emb), shaw_triton),
        # --no-shaw-values: the key term alone (against the two above, the value term's cost)
        "shaw, skewed, keys only": ((q, k, v, key_emb), shaw_skewed),
        "shaw, triton, keys only": ((q, k, v, key_emb), shaw_triton),
        "diet-abs, sdpa (folded)": ((q, k, v, p_q, p_k), diet_abs_sdpa),
        "diet-abs, triton (folded)": ((q, k, v, p_q, p_k), diet_abs_triton),
        "diet-abs, sdpa (folded, v padded)": ((q, k, v, p_q, p_k), diet_abs_flash),
        "rope, torch-op rotation": ((q, k, v), rope_triton),
        "rope, torch-op rotation, flash": ((q, k, v), rope_flash),
        "flash, no term, dropout": ((q, k, v), lambda q, k, v: F.scaled_dot_product_attention(
            q, k, v, dropout_p=DROPOUT)),
        "sdpa + bias, dropout": ((q, k, v, values), lambda *inputs: sdpa_bias(*inputs, dropout=DROPOUT)),
        "triton, dropout": ((q, k, v, kernel_values), lambda *inputs: triton_term(*inputs, dropout=DROPOUT)),
        "shaw, skewed, dropout": ((q, k, v, key_emb, value_emb),
                                  lambda *inputs: shaw_skewed(*inputs, dropout=DROPOUT)),
        "shaw, triton, dropout": ((q, k, v, key_emb, value_emb),
                                  lambda *inputs: shaw_triton(*inputs, dropout=DROPOUT)),
    }
    for text in configs:
        config = parse_config(text)
        table[f"triton [{text}]"] = ((q, k, v, kernel_values), functools.partial(triton_term, config=config))
        table[f"triton, no term [{text}]"] = ((q, k, v), functools.partial(triton_no_term, config=config))
        table[f"shaw, triton [{text}]"] = ((q, k, v, key_emb, value_emb), functools.partial(shaw_triton,
                                                                                          config=config))
    return table


def backward_starter(layout, bsz, length, heads, head_dim, dtype, device):
    """The backward pass from a way's output: from its sum, or (``module``)
    from a gradient of its (T, bsz, heads * d) view, as the module's output
    projection gives one."""
    if layout == "contiguous":
        return lambda out: out.sum().backward()
    grad = torch.randn(length, bsz, heads * head_dim, generator=torch.Generator().manual_seed(1)).to(device, dtype)
    return lambda out: out.permute(2, 0, 1, 3).reshape(length, bsz, heads * head_dim).backward(grad)


def timed(inputs, function, device, backward):
    """Seconds of one forward and backward pass, the host's seconds until the
    backward call returned, and the peak memory (bytes; CUDA only)."""
    for x in inputs:
        x.grad = None
    if device == "cuda":
        torch.cuda.reset_peak_memory_stats()
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        started = time.perf_counter()
        backward(function(*inputs))
        host = time.perf_counter() - started
        end.record()
        torch.cuda.synchronize()
        return start.elapsed_time(end) / 1000, host, torch.cuda.max_memory_allocated()
    started = time.perf_counter()
    backward(function(*inputs))
    seconds = time.perf_counter() - started
    return seconds, seconds, 0


def kernel_seconds(inputs, function, backward):
    """{kernel: (GPU seconds, launches)} of one forward and backward pass
    (benchmark.gpu_kernels: torch.profiler)."""
    from benchmark import gpu_kernels

    for x in inputs:
        x.grad = None
    return gpu_kernels(lambda: backward(function(*inputs)))


def breakdown_rows(dtype_name, shape, name, kernels, width=70):
    """The rows of the kernel table for one way: each kernel's GPU time (ms)
    and launches, the longest first, its name cut to ``width`` characters."""
    ordered = sorted(kernels.items(), key=lambda item: -item[1][0])
    return [f"| {dtype_name} | {shape} | {name} | `{kernel[:width]}` | {seconds * 1000:.3f} | {count} |"
            for kernel, (seconds, count) in ordered]


def chosen(name, words):
    """Whether the way ``name`` is among those ``--kernel-breakdown`` asks for."""
    return words is not None and (not words or any(word in name for word in words))


def main(argv=None):
    args = parse_args(argv)
    device = args.device
    print(f"Machine: {torch.cuda.get_device_name() if device == 'cuda' else 'CPU (interpreter: a check only)'}; "
          f"torch {torch.__version__}, triton {triton.__version__}; {args.heads} heads of {args.head_dim}, "
          f"triton kernels {describe(triton_attention.kernel_config(device, False))}, Shaw's "
          f"{describe(triton_attention.kernel_config(device, True))} (MxN:warps:stages; forward/keys/queries "
          f"where they differ) unless the way says, "
          f"Shaw's clip {args.shaw_clip}; "
          f"median of {args.repeats} interleaved rounds, forward + backward; {args.layout} layout\n")
    print("| dtype | sentences x tokens | way | ms | x flash, no term | host ms | kernels ms | peak MiB |")
    print("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |")
    breakdown = []
    for dtype_name in args.dtypes:
        dtype = DTYPES[dtype_name]
        for shape in args.shapes:
            bsz, length = (int(n) for n in shape.split("x"))
            table = ways(bsz, length, args.heads, args.head_dim, args.shaw_clip, dtype, device, args.configs,
                         args.layout)
            backward = backward_starter(args.layout, bsz, length, args.heads, args.head_dim, dtype, device)
            times, hosts = {name: [] for name in table}, {name: [] for name in table}
            memory = {}
            warmup = 3 if device == "cuda" else 0
            for round_ in range(warmup + args.repeats):
                for name, (inputs, function) in table.items():
                    seconds, host, peak = timed(inputs, function, device, backward)
                    if round_ >= warmup:
                        times[name].append(seconds)
                        hosts[name].append(host)
                        memory[name] = max(memory.get(name, 0), peak)
            kernels = {name: kernel_seconds(inputs, function, backward) if args.kernel_times else None
                       for name, (inputs, function) in table.items()}
            floor = statistics.median(times["flash, no term"])
            for name, samples in times.items():
                median = statistics.median(samples)
                total = "–" if kernels[name] is None else f"{sum(s for s, _ in kernels[name].values()) * 1000:.3f}"
                print(f"| {dtype_name} | {shape} | {name} | {median * 1000:.3f} | {median / floor:.2f} | "
                      f"{statistics.median(hosts[name]) * 1000:.3f} | {total} | "
                      f"{memory[name] / 2 ** 20:.0f} |")
                if chosen(name, args.kernel_breakdown):
                    breakdown += breakdown_rows(dtype_name, shape, name, kernels[name])
    if breakdown:
        print("\nEach kernel of one round (its GPU time, launches):\n")
        print("| dtype | sentences x tokens | way | kernel | GPU ms | launches |")
        print("| --- | --- | --- | --- | ---: | ---: |")
        print("\n".join(breakdown))


if __name__ == "__main__":
    main()
