#!/usr/bin/env python
"""One attention call, forward and backward with every gradient, per way of
computing a per-head distance term (Diet-Rel's, T5's, TISA's, ALiBi's kind),
Shaw et al.'s relative keys and values and RoPE's rotation, against torch's
flash attention with no term at the same shape:

- ``flash, no term``: ``scaled_dot_product_attention`` without a mask (the floor);
- ``sdpa + bias``: the term spread into a learned ``(1, heads, T, T)`` bias given
  as the mask (the ``sdpa`` backend's path; torch then takes a kernel that
  takes a mask, and the bias's gradient leaves it);
- ``triton``: the term read inside the fused kernel (the ``triton`` backend);
- ``triton, no term``: the same kernel without the term (its own floor);
- ``triton, 4 lanes`` and ``triton, 32 lanes``: ``triton`` with the term's
  gradient added into 4 or 32 rows per sentence and head, key j into row j mod
  lanes (``triton_attention.LANES``), summed after;
- ``triton, one backward kernel`` and ``triton, no term, one backward kernel``:
  the backward pass in one kernel over the tiles, dq and the term's gradient
  added atomically by the keys kernel (``triton_attention.ONE_BACKWARD_KERNEL``);
- ``triton, split tiles`` and ``triton, no term, split tiles``: the forward
  and queries kernels' tiles that need no mask in a loop of their own, without
  one (``triton_attention.SPLIT_TILES``; here every key is real: every tile);
  ``rope, triton (in loads, split tiles)`` the same for RoPE in the loads;
- ``triton, inline PTX``: the term's reads and its gradient's atomic adds as
  PTX of their own (``triton_attention.INLINE_PTX``; on CUDA only, elsewhere
  the same as ``triton``), and ``diet-abs, triton (table, inline PTX)`` and
  ``shaw, triton, inline PTX`` the same for the table of pairs and for Shaw's
  per-bucket reads;
- ``triton, Triton's launches`` and ``rope, rotation kernel (Triton's
  launches), flash``: ``triton`` and ``rope, rotation kernel, flash`` with
  every kernel launched by Triton's own path (``triton_launch.FAST_LAUNCH``
  off), where the backend launches again from what Triton found for the same
  arguments (host time: the event times, not the kernels', tell them apart);
- with ``--configs``, ``triton``, ``triton, no term``, ``shaw, triton`` and
  ``triton, one backward kernel`` again for each further kernel configuration
  (blocks of query rows x keys, warps, stages);
- ``shaw, skewed``: Shaw's a^K and a^V (clip ``--shaw-clip``) by the explicit
  path with the skewed layout (the ``sdpa`` backend's path for them);
  ``shaw, one-hot``: the same path with the terms spread and summed by one-hot
  products (``shaw_terms.spread_one_hot``: the ``sdpa`` backend's way up to
  ``tuning.SHAW_ONE_HOT_MAX_KEYS`` keys, auto's on CUDA for short training calls);
- ``shaw, triton``: Shaw's terms inside the fused kernels (the ``triton`` backend);
  ``shaw, triton, bucket loop``: the same with ``BUCKET_GATHER`` off (the
  per-bucket sums of every tile by a loop over its buckets, not by a gather
  and two row sums where it meets several); ``shaw, triton, products in
  kernels``: the products with a^K and a^V inside the kernels, not torch's
  around them (``triton_attention.SHAW_PRODUCTS_IN_KERNELS``);
- ``diet-abs, sdpa (folded)`` and ``diet-abs, triton (folded)``: Diet-Abs's
  per-head factors P_Q, P_K (rank = head dim, shared by the sentences, with
  gradients) as extra head dimensions, q' = [q, P_Q] and k' = [k, P_K]
  (v keeps its width: torch's flash kernel then declines, and SDPA takes
  another), through torch's SDPA and through the triton kernel;
  ``diet-abs, sdpa (folded, v padded)``: v padded with zeros to the width of
  q' and k', which torch's flash kernel takes, the output's padding cut off;
  ``diet-abs, triton (table)``: P_Q P_K^T made as a (heads, T, T) table, read
  by the positions inside the kernels, its gradient added atomically into one
  table for every sentence (``triton_attention.pair_attention``; the triton
  backend's way with ``tuning.TRITON_LOW_RANK = "table"``);
- ``rope, torch-op rotation``: RoPE's q and k rotated by torch ops (the
  complex form in float32, the pairs' arithmetic in half precision: the
  other backends' forms on CUDA), then the kernel without a term;
- ``rope, triton``: q and k rotated by one kernel launch each way
  (``triton_rotation.py``), then the same kernel (the ``triton`` backend);
- ``rope, rotation kernel, flash``: the same rotation, then torch's flash
  attention (``auto``'s path on CUDA);
- ``rope, triton (in loads)``: q and k turned by the table as the kernels
  load them, dq and dk turned back before they are stored
  (``triton_attention.rotary_attention``: the triton backend's way with
  ``tuning.TRITON_ROTATION = "loads"``).
  Each rotates by a table made once, as a forward pass makes it once per stack;
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
import os
import statistics
import sys
import time
from pathlib import Path

import torch
import torch.nn.functional as F

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from fairseq_diet.modules.engine import Backend  # noqa: E402
from fairseq_diet.modules.rotation import rotate, rotation_table  # noqa: E402
from fairseq_diet.modules.shaw_terms import key_term, value_term  # noqa: E402
from fairseq_diet.modules.tables import toeplitz_by_windows  # noqa: E402
from fairseq_diet.modules import triton_attention, triton_launch  # noqa: E402
from fairseq_diet.modules.triton_attention import (  # noqa: E402
    describe_config as describe, distance_attention, pair_attention, parse_config, relative_attention,
    rotary_attention, triton)
from fairseq_diet.modules.pass_state import kernels_term  # noqa: E402
from fairseq_diet.modules.triton_rotation import rotate_pair  # noqa: E402

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


def configured(function, config=None, bucket_gather=None, lanes=None, one_backward=None, inline_ptx=None,
               fast_launch=None, shaw_products=None, split_tiles=None):
    """``function`` run with the triton kernels' configuration on this device set to
    ``config`` ({kernel: (block_m, block_n, warps, stages)}), BUCKET_GATHER to
    ``bucket_gather``, LANES to ``lanes``, ONE_BACKWARD_KERNEL to ``one_backward``,
    INLINE_PTX to ``inline_ptx``, SHAW_PRODUCTS_IN_KERNELS to ``shaw_products``,
    SPLIT_TILES to ``split_tiles`` (None: as the module has them). The kernels read
    them at the forward pass, for both passes. triton_launch.FAST_LAUNCH, which each
    launch reads, is set to ``fast_launch`` for the whole pass (``whole_pass``)."""
    settings = [(triton_attention, "BUCKET_GATHER", bucket_gather), (triton_attention, "LANES", lanes),
                (triton_attention, "ONE_BACKWARD_KERNEL", one_backward), (triton_attention, "INLINE_PTX", inline_ptx),
                (triton_attention, "SHAW_PRODUCTS_IN_KERNELS", shaw_products),
                (triton_attention, "SPLIT_TILES", split_tiles)]
    if config is not None:
        settings += [(triton_attention, name, {device: config for device in getattr(triton_attention, name)})
                     for name in ("CONFIG", "SHAW_CONFIG")]
    settings = [(module, name, value) for module, name, value in settings if value is not None]
    from benchmark import settings_applied

    def run(*inputs):
        with settings_applied(settings):
            return function(*inputs)
    run.whole_pass = [] if fast_launch is None else [(triton_launch, "FAST_LAUNCH", fast_launch)]
    return run


def whole_pass(function):
    """The settings that ``function`` (``configured``) wants for its forward and backward passes, set meanwhile."""
    from benchmark import settings_applied

    return settings_applied(getattr(function, "whole_pass", []))


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
    # the term as the modules hand it to the triton kernels: float32 (PassState.distance_values)
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

    def diet_abs_table(q, k, v, p_q, p_k):
        return pair_attention(q * scale, k, v, kernels_term((p_q @ p_k.transpose(2, 3))[0]), positions, positions, None,
                              False)

    # Shaw's buckets one-hot, (T, 2 clip + 1, T), made once as a forward pass makes them (PassState.one_hot)
    buckets = (positions[0][None, :] - positions[0][:, None]).clamp(-clip, clip) + clip
    one_hot = F.one_hot(buckets, 2 * clip + 1).to(dtype).transpose(1, 2)

    def shaw_skewed(q, k, v, key_emb, value_emb=None, one_hot=None, dropout=0.0):
        q = q * scale
        logits = q @ k.transpose(2, 3) + key_term(q, key_emb, clip, length, None, one_hot)
        probs = torch.softmax(logits, -1, dtype=torch.float32).to(q.dtype)
        if dropout:
            probs = F.dropout(probs, dropout)
        return probs @ v + (0 if value_emb is None else value_term(probs, value_emb, clip, None, one_hot))

    def shaw_triton(q, k, v, key_emb, value_emb=None, dropout=0.0):
        return relative_attention(q * scale, k, v, key_emb, value_emb, clip, positions, positions, None, False,
                                  dropout)

    # RoPE's angles m theta_k at base 10000, (1, T, d / 2), float64 as the scheme gives them
    angles = positions.unsqueeze(-1).double() * 10000.0 ** -(
        torch.arange(0, head_dim, 2, dtype=torch.float64, device=device) / head_dim)
    torch_form = Backend().rotation_form(q)  # "complex" or "real", as the other backends take it
    torch_table = rotation_table(angles, torch_form, dtype)
    fused_table = rotation_table(angles, "triton", dtype)

    def rope_torch_ops(q, k, v):
        q, k = rotate(q * scale, torch_table, torch_form), rotate(k, torch_table, torch_form)
        return distance_attention(q, k, v, None, None, None, None, False)

    def rope_triton(q, k, v):
        q, k = rotate_pair(q * scale, fused_table, k, fused_table)
        return distance_attention(q, k, v, None, None, None, None, False)

    def rope_in_loads(q, k, v):
        return rotary_attention(q * scale, k, v, fused_table, fused_table, None, False)

    def rope_flash(q, k, v):
        q, k = rotate_pair(q, fused_table, k, fused_table)
        return F.scaled_dot_product_attention(q, k, v)

    def triton_term(q, k, v, values, dropout=0.0):
        return distance_attention(q * scale, k, v, values, positions, positions, None, False, dropout)

    def triton_no_term(q, k, v):
        return distance_attention(q * scale, k, v, None, None, None, None, False)

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
        "triton, 4 lanes": ((q, k, v, kernel_values), configured(triton_term, lanes=4)),
        "triton, 32 lanes": ((q, k, v, kernel_values), configured(triton_term, lanes=32)),
        "triton, one backward kernel": ((q, k, v, kernel_values), configured(triton_term, one_backward=True)),
        "triton, no term, one backward kernel": ((q, k, v), configured(triton_no_term, one_backward=True)),
        "triton, split tiles": ((q, k, v, kernel_values), configured(triton_term, split_tiles=True)),
        "triton, no term, split tiles": ((q, k, v), configured(triton_no_term, split_tiles=True)),
        "triton, inline PTX": ((q, k, v, kernel_values), configured(triton_term, inline_ptx=True)),
        "triton, Triton's launches": ((q, k, v, kernel_values), configured(triton_term, fast_launch=False)),
        "shaw, skewed": ((q, k, v, key_emb, value_emb), shaw_skewed),
        "shaw, triton": ((q, k, v, key_emb, value_emb), shaw_triton),
        "shaw, one-hot": ((q, k, v, key_emb, value_emb), lambda *inputs: shaw_skewed(*inputs, one_hot=one_hot)),
        "shaw, triton, inline PTX": ((q, k, v, key_emb, value_emb), configured(shaw_triton, inline_ptx=True)),
        # --no-shaw-values: the key term alone (against the two above, the value term's cost)
        "shaw, skewed, keys only": ((q, k, v, key_emb), shaw_skewed),
        "shaw, triton, keys only": ((q, k, v, key_emb), shaw_triton),
        "diet-abs, sdpa (folded)": ((q, k, v, p_q, p_k), diet_abs_sdpa),
        "diet-abs, triton (folded)": ((q, k, v, p_q, p_k), diet_abs_triton),
        "diet-abs, sdpa (folded, v padded)": ((q, k, v, p_q, p_k), diet_abs_flash),
        "diet-abs, triton (table)": ((q, k, v, p_q, p_k), diet_abs_table),
        "diet-abs, triton (table, inline PTX)": ((q, k, v, p_q, p_k), configured(diet_abs_table, inline_ptx=True)),
        "rope, torch-op rotation": ((q, k, v), rope_torch_ops),
        "rope, triton": ((q, k, v), rope_triton),
        "rope, rotation kernel, flash": ((q, k, v), rope_flash),
        "rope, rotation kernel (Triton's launches), flash": ((q, k, v), configured(rope_flash, fast_launch=False)),
        "rope, triton (in loads)": ((q, k, v), rope_in_loads),
        "rope, triton (in loads, split tiles)": ((q, k, v), configured(rope_in_loads, split_tiles=True)),
        "flash, no term, dropout": ((q, k, v), lambda q, k, v: F.scaled_dot_product_attention(
            q, k, v, dropout_p=DROPOUT)),
        "sdpa + bias, dropout": ((q, k, v, values), lambda *inputs: sdpa_bias(*inputs, dropout=DROPOUT)),
        "triton, dropout": ((q, k, v, kernel_values), lambda *inputs: triton_term(*inputs, dropout=DROPOUT)),
        "shaw, skewed, dropout": ((q, k, v, key_emb, value_emb),
                                  lambda *inputs: shaw_skewed(*inputs, dropout=DROPOUT)),
        "shaw, triton, dropout": ((q, k, v, key_emb, value_emb),
                                  lambda *inputs: shaw_triton(*inputs, dropout=DROPOUT)),
    }
    table["shaw, triton, bucket loop"] = (table["shaw, triton"][0],
                                          configured(table["shaw, triton"][1], bucket_gather=False))
    table["shaw, triton, products in kernels"] = (table["shaw, triton"][0],
                                                  configured(table["shaw, triton"][1], shaw_products=True))
    for config in configs:
        settings = parse_config(config)
        table[f"triton [{config}]"] = ((q, k, v, kernel_values), configured(triton_term, settings))
        table[f"triton, no term [{config}]"] = ((q, k, v), configured(triton_no_term, settings))
        shaw_inputs, shaw = table["shaw, triton"]
        table[f"shaw, triton [{config}]"] = (shaw_inputs, configured(shaw, settings))
        table[f"triton, one backward kernel [{config}]"] = (
            (q, k, v, kernel_values), configured(triton_term, settings, one_backward=True))
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
        with whole_pass(function):
            backward(function(*inputs))
        host = time.perf_counter() - started
        end.record()
        torch.cuda.synchronize()
        return start.elapsed_time(end) / 1000, host, torch.cuda.max_memory_allocated()
    started = time.perf_counter()
    with whole_pass(function):
        backward(function(*inputs))
    seconds = time.perf_counter() - started
    return seconds, seconds, 0


def kernel_seconds(inputs, function, backward):
    """{kernel: (GPU seconds, launches)} of one forward and backward pass
    (benchmark.gpu_kernels: torch.profiler)."""
    from benchmark import gpu_kernels

    for x in inputs:
        x.grad = None
    with whole_pass(function):
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
