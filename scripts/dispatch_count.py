#!/usr/bin/env python
"""Operators each position scheme adds to a training step and a decoding step.

On a GPU at the sizes of the WMT recipe, a step is bound by launching kernels
and the Python around them, not by arithmetic: every operator a scheme adds per
attention call shows in the step time. This counts them, deterministically, on
the CPU: the aten operators dispatched (``TorchDispatchMode``) in

- one training step: forward and backward of the label-smoothed loss, 4
  sentences of 12 tokens (one source left-padded);
- one decoding step of beam 10 over the same 4 sentences: the beam reordering
  of the decoder's caches and of the encoder output, then the decoder's
  incremental forward pass at step ``DECODING_STEP``,

at fairseq's base layer counts (6+6 layers, 8 heads) and tiny widths (64, FFN
128), one thread. Views and other operators that only make or describe a
tensor without touching its data (``METADATA``) are not counted; the others,
copies and scalar reads (``_local_scalar_dense``, a device-to-host sync on a
GPU) among them, are. Each architecture's count is given against fairseq's
``transformer`` built with the same sizes, per step and per attention call
(18 per training step: encoder self-, decoder self- and encoder-decoder
attention in 6 layers each; 12 per decoding step), with the operators whose
counts differ most.

``ARCH:BACKEND`` counts an architecture with ``--attention-backend BACKEND``.
The triton backend's kernels count one each (``triton _forward`` and so on):
what runs inside them does not (on the CPU they need ``TRITON_INTERPRET=1``,
Triton's interpreter, which is slow: a few minutes per architecture).

``--time`` also measures the tiny step's time against the transformer's,
interleaved round by round (the median of the per-round ratios and its 90 %
interval, as scripts/benchmark.py): at these widths the time is mostly
dispatch. Run it on a quiet machine.

``--stub-kernels`` replaces every triton kernel launch by nothing (the
kernels' outputs stay as allocated; counts are unchanged, a launch still
counting one). The triton backend then runs on the CPU without the
interpreter, and its tiny step's time is the host's alone: the Python around
the kernels and the operators beside them, which bound a GPU's time at small
shapes. The launches' own host cost in Triton's launcher is not in it (there
is none on the CPU). Timings of architectures without triton kernels are
unaffected; the losses are meaningless.

``--as-cuda`` counts what a CUDA GPU would launch instead, in the dtype a GPU
user trains and decodes in (``--dtype``, float16 by default; bfloat16): the
models in that dtype, ``auto``'s on the backend ``auto`` takes on CUDA for it
(``engine.auto_cuda``, handed to each attention module), the triton kernels
one launch each (stubbed, as ``--stub-kernels``), and
``scaled_dot_product_attention`` counted as CUDA runs it, one fused kernel
forward and one backward (and the sum that reduces a broadcast bias's
gradient), whatever the CPU's own kernel or generic operators do inside it
(``FusedSdpa``). It counts only. The gradients come out of it in the layouts
the CPU's SDPA gives them: where CUDA's kernels lay theirs out otherwise, the
copies that follow may differ. A count stands in for a GPU's launches only in
the dtype users run, checked against the profiler's (docs/benchmark.md).

    python scripts/dispatch_count.py                      # counts, every scheme
    python scripts/dispatch_count.py --time --rounds 30   # and the tiny-step times
    TRITON_INTERPRET=1 python scripts/dispatch_count.py --archs transformer transformer_diet_rel:triton
    python scripts/dispatch_count.py --stub-kernels --time --archs transformer transformer_diet_rel:triton
    python scripts/dispatch_count.py --as-cuda                # what auto launches on a CUDA GPU, in float16
    python scripts/dispatch_count.py --as-cuda --dtype bf16   # ... in bfloat16
"""

import argparse
import collections
import contextlib
import importlib
import os
import statistics
import sys
import time
from pathlib import Path

import torch
from torch.utils._python_dispatch import TorchDispatchMode, _disable_current_modes

sys.path.insert(0, str(Path(__file__).resolve().parent))
import benchmark  # noqa: E402  (sets up logging and imports fairseq_diet)
from fairseq_diet.modules import PositionAttention, engine  # noqa: E402

SIZE = "tiny"  # fairseq's base layer counts at width 64 (benchmark.SIZES)
DTYPES = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}
SENTENCES, LENGTH, BEAM, DECODING_STEP = 4, 12, 10, 4
LAYERS = 6
TRAIN_CALLS = 3 * LAYERS  # encoder self-, decoder self- and encoder-decoder attention
DECODE_CALLS = 2 * LAYERS  # decoder self- and encoder-decoder attention
# Operators that allocate or describe a tensor without reading or writing its
# data: no kernel on a GPU. Views (schemas that return an alias) are left out too.
METADATA = frozenset({"empty", "empty_like", "empty_strided", "new_empty", "new_empty_strided",
                      "_unsafe_view", "detach", "alias", "lift_fresh", "set_", "resize_"})


# The triton backend's kernels, by module: each launch is one kernel on a GPU,
# counted as one operator ("triton NAME"); what runs inside it is not counted
# (through Triton's interpreter, on the CPU, it dispatches operators of its own).
TRITON_KERNELS = {"fairseq_diet.modules.triton_attention": ("_forward", "_backward_queries", "_backward_keys")}


class OperatorCount(TorchDispatchMode):
    """Counts the aten operators dispatched while active, by name, and the
    triton kernels launched (also listed in order, ``launches``)."""

    active = None  # the count under way, for the operators counted outside the dispatcher (``FusedSdpa``)

    def __init__(self):
        super().__init__()
        self.counts = collections.Counter()
        self.launches = []
        self._patched = []
        self.paused = False  # what a fused operator runs inside it (``FusedSdpa``) is not counted

    def __enter__(self):
        OperatorCount.active = self
        for module_name, kernels in TRITON_KERNELS.items():
            module = importlib.import_module(module_name)  # (without triton installed: no kernels)
            if module.triton is not None:
                for name in kernels:
                    self._patched.append((module, name, getattr(module, name)))
                    setattr(module, name, _Launcher(self, name, getattr(module, name)))
        return super().__enter__()

    def __exit__(self, *exc):
        for module, name, kernel in reversed(self._patched):
            setattr(module, name, kernel)
        self._patched.clear()
        OperatorCount.active = None
        return super().__exit__(*exc)

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        name = func.overloadpacket.__name__
        if not (self.paused or func.is_view or name in METADATA):
            self.counts[name] += 1
        return func(*args, **(kwargs or {}))

    @staticmethod
    def count(name):
        """One operator ``name`` counted where a count is under way."""
        if OperatorCount.active is not None:
            OperatorCount.active.counts[name] += 1

    @staticmethod
    @contextlib.contextmanager
    def uncounted():
        """The operators dispatched meanwhile not counted."""
        mode = OperatorCount.active
        if mode is None:
            yield
            return
        mode.paused = True
        try:
            yield
        finally:
            mode.paused = False


_SDPA = torch.nn.functional.scaled_dot_product_attention


class FusedSdpa(torch.autograd.Function):
    """``scaled_dot_product_attention`` counted as CUDA runs it (``--as-cuda``):
    one fused kernel forward and one backward, and with a bias that takes a
    gradient and broadcasts over some dimension, the sum that reduces its
    gradient to its shape; the CPU's kernel or its generic operators (its path
    for a mask with a gradient) run uncounted."""

    @staticmethod
    def forward(ctx, q, k, v, mask, options):
        with OperatorCount.uncounted(), torch.enable_grad():
            inputs = [None if x is None else x.detach().requires_grad_(x.requires_grad) for x in (q, k, v, mask)]
            out = _SDPA(*inputs[:3], attn_mask=inputs[3], **options)
        ctx.graph = inputs, out
        OperatorCount.count("scaled_dot_product_attention (one CUDA kernel)")
        return out.detach()

    @staticmethod
    def backward(ctx, grad):
        inputs, out = ctx.graph
        wanted = [i for i, x in enumerate(inputs) if x is not None and x.requires_grad]
        with OperatorCount.uncounted():  # (in the layouts the CPU gives: a copy that a layout asks for later counts)
            grads = torch.autograd.grad(out, [inputs[i] for i in wanted], grad)
        OperatorCount.count("scaled_dot_product_attention backward (one CUDA kernel)")
        mask = inputs[3]
        if mask is not None and mask.requires_grad and mask.shape != (*out.shape[:-1], inputs[1].size(-2)):
            OperatorCount.count("sum")  # the bias's gradient reduced to its broadcast shape
        found = [None] * 5
        for i, g in zip(wanted, grads):
            found[i] = g
        return tuple(found)


def _fused_sdpa(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, **options):
    return FusedSdpa.apply(query, key, value, attn_mask, dict(options, dropout_p=dropout_p, is_causal=is_causal))


@contextlib.contextmanager
def sdpa_as_on_cuda():
    """SDPA counted as CUDA runs it (``FusedSdpa``) while active (``--as-cuda``)."""
    torch.nn.functional.scaled_dot_product_attention = _fused_sdpa
    try:
        yield
    finally:
        torch.nn.functional.scaled_dot_product_attention = _SDPA


class _Launcher:
    """A triton kernel whose launches ``count`` counts, each run uncounted."""

    def __init__(self, count, name, kernel):
        self.count, self.name, self.kernel = count, name, kernel

    def __getitem__(self, grid):
        def launch(*args, **kwargs):
            self.count.counts[f"triton {self.name}"] += 1
            self.count.launches.append(self.name)
            with _disable_current_modes():
                return self.kernel[grid](*args, **kwargs)
        return launch


class _Stub:
    """A triton kernel that launches nothing (``--stub-kernels``)."""

    def __getitem__(self, grid):
        return _nothing


def _nothing(*args, **kwargs):
    return None


def _kernel_modules(option):
    """The modules of ``TRITON_KERNELS``, imported; an exit naming ``option`` where triton is not installed."""
    modules = [importlib.import_module(name) for name in TRITON_KERNELS]
    if any(module.triton is None for module in modules):
        raise SystemExit(f"dispatch_count: {option} needs triton installed (scripts/install.sh)")
    return modules


@contextlib.contextmanager
def _cpu_tensors_taken():
    """The triton backend let take CPU tensors (TRITON_INTERPRET=1, read at each call; the kernels
    stay as they were made), and denormals flushed: the kernels' outputs are left uninitialised, and
    no denormal in them is to slow the timed arithmetic. Both restored after."""
    interpret = os.environ.get("TRITON_INTERPRET")
    os.environ["TRITON_INTERPRET"] = "1"
    torch.set_flush_denormal(True)
    try:
        yield
    finally:
        if interpret is None:
            os.environ.pop("TRITON_INTERPRET", None)
        else:
            os.environ["TRITON_INTERPRET"] = interpret
        torch.set_flush_denormal(False)


@contextlib.contextmanager
def stubbed_kernels():
    """Every kernel of ``TRITON_KERNELS`` replaced by ``_Stub`` while active,
    and the triton backend let take CPU tensors (as under the interpreter,
    which never runs)."""
    saved = [(module, name, getattr(module, name)) for module in _kernel_modules("--stub-kernels")
             for name in TRITON_KERNELS[module.__name__]]
    with _cpu_tensors_taken():
        try:
            for module, name, _ in saved:
                setattr(module, name, _Stub())
            yield
        finally:
            for module, name, kernel in saved:
                setattr(module, name, kernel)


def counted(fn) -> collections.Counter:
    with OperatorCount() as mode:
        fn()
    return mode.counts


def training_step(model, criterion, dictionary):
    sample = benchmark.make_sample(dictionary, SENTENCES, LENGTH, torch.device("cpu"), seed=LENGTH)
    return lambda: benchmark.train_step(model, criterion, sample)


def decoding_step(model, dictionary, device=torch.device("cpu")):
    """A beam search's step ``DECODING_STEP``: the caches of steps 0 to
    ``DECODING_STEP - 1`` reordered (and the encoder output), then the step;
    the model's tensors on ``device``."""
    sample = benchmark.make_sample(dictionary, SENTENCES, LENGTH, device, seed=LENGTH)
    rows = SENTENCES * BEAM
    src = sample["net_input"]["src_tokens"].repeat_interleave(BEAM, dim=0)
    generator = torch.Generator().manual_seed(0)
    tokens = torch.randint(dictionary.nspecial, len(dictionary), (rows, DECODING_STEP + 1),
                           generator=generator)
    tokens[:, 0] = dictionary.eos()
    # As beam search: each sentence's hypotheses continue some of its own.
    order = (torch.arange(rows) // BEAM * BEAM
             + torch.randint(BEAM, (rows,), generator=generator))
    tokens, order = tokens.to(device), order.to(device)
    model.eval()
    model.decoder.set_beam_size(BEAM)
    with torch.no_grad():
        encoder_out = model.encoder(src, src_lengths=src.ne(dictionary.pad()).sum(1))
        state = {}
        for step in range(DECODING_STEP):
            model.decoder(tokens[:, : step + 1], encoder_out=encoder_out, incremental_state=state)
    prefix = tokens[order, : DECODING_STEP + 1]

    def step():
        # A shallow copy of the search's state (no operator): every call starts
        # from the same caches, as the search's next step would.
        copy = {key: dict(value) for key, value in state.items()}
        with torch.no_grad():
            moved = model.encoder.reorder_encoder_out(encoder_out, order)
            model.decoder.reorder_incremental_state_scripting(copy, order)
            model.decoder(prefix, encoder_out=moved, incremental_state=copy)

    return step


# The plugin's own attention with no position term: ALiBi's model with every
# attention's term removed. Against it, a scheme's count is its position
# path's alone; against fairseq's transformer, it also holds the differences
# between the two attention modules.
NO_TERM = "(no position term)"


class Model:
    """One architecture at the tiny size, with its step functions."""

    def __init__(self, arch, dictionary, as_cuda=False, dtype=torch.float32):
        self.arch = arch
        self.model, criterion, _ = benchmark.build("transformer_alibi" if arch == NO_TERM else arch, SIZE,
                                                   dictionary, torch.device("cpu"), dtype)
        for module in self.model.modules():
            if isinstance(module, PositionAttention):
                if arch == NO_TERM:
                    module.position = None
                if as_cuda and module.attention_backend in (None, "auto"):
                    module.attention_backend = engine.auto_cuda(dtype, None)
        self.train = training_step(self.model, criterion, dictionary)
        self.decode = decoding_step(self.model, dictionary)
        self.model.decoder.set_beam_size(1)

    def counts(self):
        """(training step, decoding step) operator counts, after a warm-up of each."""
        self.model.decoder.set_beam_size(1)
        self.train()
        training = counted(self.train)
        self.model.decoder.set_beam_size(BEAM)
        self.decode()
        decoding = counted(self.decode)
        self.model.decoder.set_beam_size(1)
        return training, decoding


def count_operators(archs, as_cuda=False, dtype=torch.float32):
    """{arch: (training step Counter, decoding step Counter)}, the models in
    ``dtype``; ``NO_TERM`` for the plugin's attention with no position term;
    ``as_cuda``: auto's models on auto's backend on CUDA for ``dtype`` (SDPA
    counted as CUDA runs it, and the kernels stubbed, only inside ``as_on_cuda``)."""
    dictionary = benchmark.make_dictionary()
    return {arch: Model(arch, dictionary, as_cuda, dtype).counts() for arch in archs}


@contextlib.contextmanager
def as_on_cuda():
    """What ``--as-cuda`` counts under: SDPA as CUDA runs it (``sdpa_as_on_cuda``),
    and the triton kernels that auto takes on CUDA one launch each, run on CPU
    tensors as stubs (``stubbed_kernels``)."""
    with stubbed_kernels(), sdpa_as_on_cuda():
        yield


def extra(counts, base) -> int:
    return sum(counts.values()) - sum(base.values())


def offenders(counts, base, top=4) -> str:
    differences = collections.Counter({name: counts[name] - base[name]
                                       for name in set(counts) | set(base)})
    worst = [(name, n) for name, n in differences.most_common() if n > 0][:top]
    return ", ".join(f"`{name}` {n:+d}" for name, n in worst) or "–"


def count_table(results) -> str:
    """Per architecture: operators per step, and per attention call against
    fairseq's transformer and against the plugin's attention with no term."""
    base_train, base_decode = results["transformer"]
    own_train, own_decode = results[NO_TERM]
    lines = ["| arch | training step | per attention call: x transformer | no term | most added "
             "(against no term) | decoding step | per attention call: x transformer | no term "
             "| most added (against no term) |",
             "| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | --- |"]
    for arch, (train, decode) in results.items():
        lines.append(
            f"| {arch} | {sum(train.values())} | {extra(train, base_train) / TRAIN_CALLS:+.1f} "
            f"| {extra(train, own_train) / TRAIN_CALLS:+.1f} | {offenders(train, own_train)} "
            f"| {sum(decode.values())} | {extra(decode, base_decode) / DECODE_CALLS:+.1f} "
            f"| {extra(decode, own_decode) / DECODE_CALLS:+.1f} | {offenders(decode, own_decode)} |")
    return "\n".join(lines)


def time_ratios(models, rounds, warmup=3):
    """Per case, {arch: (median time, median ratio, (low, high))}, rounds interleaved."""
    rows = {}
    for case in ("train", "decode"):
        fns = {arch: getattr(model, case) for arch, model in models.items()}
        for arch, model in models.items():
            model.model.decoder.set_beam_size(BEAM if case == "decode" else 1)
        for _ in range(warmup):
            for fn in fns.values():
                fn()
        times = {arch: [] for arch in fns}
        for _ in range(rounds):
            for arch, fn in fns.items():
                models[arch].model.decoder.set_beam_size(BEAM if case == "decode" else 1)
                start = time.perf_counter()
                fn()
                times[arch].append(time.perf_counter() - start)
        for arch in fns:
            ratios = [t / b for t, b in zip(times[arch], times["transformer"])]
            low, high, _ = benchmark.median_interval(ratios)
            rows[(case, arch)] = (statistics.median(times[arch]), statistics.median(ratios), (low, high))
    return rows


def time_table(rows, archs, rounds, stubbed=None) -> str:
    lines = ["| arch | training step (ms) | x transformer | 90% interval "
             "| decoding step (ms) | x transformer | 90% interval |",
             "| --- | ---: | ---: | :---: | ---: | ---: | :---: |"]
    for arch in archs:
        cells = []
        for case in ("train", "decode"):
            seconds, ratio, (low, high) = rows[(case, arch)]
            cells.append(f"{seconds * 1e3:.2f} | {ratio:.3f} | {low:.3f}–{high:.3f}")
        lines.append(f"| {arch} | {' | '.join(cells)} |")
    return "\n".join(lines) + f"\n\n{rounds} rounds, interleaved; one thread" + {
        None: ".", "kernels": "; triton kernel launches stubbed out (host time only)."}[stubbed]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--archs", nargs="+", default=list(benchmark.ARCHS),
                        help="architectures; ARCH:BACKEND counts one with --attention-backend BACKEND, "
                             "ARCH:BACKEND:NAME=VALUE[,...] one with tuning constants set (as benchmark.py)")
    parser.add_argument("--time", action="store_true", help="also time the tiny steps")
    parser.add_argument("--rounds", type=int, default=20, help="timed rounds (with --time)")
    parser.add_argument("--stub-kernels", action="store_true",
                        help="triton kernel launches do nothing: the triton backend's host time alone, "
                             "without the interpreter")
    parser.add_argument("--as-cuda", action="store_true",
                        help="count what a CUDA GPU launches: auto's backend on CUDA, scaled_dot_product_"
                             "attention one fused kernel each way, the triton kernels one launch each (counts "
                             "only; in --dtype)")
    parser.add_argument("--dtype", choices=sorted(DTYPES),
                        help="the models' dtype (default: fp16 with --as-cuda, as a GPU user trains; else fp32)")
    parser.add_argument("--output", help="also write the tables to this markdown file")
    args = parser.parse_args()
    dtype = DTYPES[args.dtype or ("fp16" if args.as_cuda else "fp32")]
    if args.as_cuda and args.time:
        parser.error("--as-cuda counts: the CPU still computes each SDPA call, so its times are not a GPU's host time")
    if "transformer" not in args.archs:
        parser.error("--archs must include transformer: counts are taken against it")
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    for arch in args.archs:
        try:
            benchmark.settings_of(arch)
        except ValueError as error:
            parser.error(f"--archs: {error}")
    archs = ["transformer", NO_TERM, *(arch for arch in args.archs if arch != "transformer")]
    benchmark.restart_with_allocator_settings()
    torch.set_num_threads(1)
    stubbed = "kernels" if args.stub_kernels else None
    with as_on_cuda() if args.as_cuda else stubbed_kernels() if stubbed else contextlib.nullcontext():
        dictionary = benchmark.make_dictionary()
        models = {arch: Model(arch, dictionary, args.as_cuda, dtype) for arch in archs}
        text = (f"Machine: {benchmark.machine_line(torch.device('cpu')).replace('benchmark.py', 'dispatch_count.py')}"
                f"\n\n{count_table({arch: model.counts() for arch, model in models.items()})}\n")
        if args.as_cuda:
            text += (f"\nAs on a CUDA GPU, in {dtype}: auto's backend there, scaled_dot_product_attention counted "
                     f"as one fused kernel each way, the triton kernels one launch each.\n")
        if args.time:
            text += f"\n{time_table(time_ratios(models, args.rounds), archs, args.rounds, stubbed)}\n"
    print(text)
    if args.output:
        output = Path(args.output)
        tmp = output.with_name(output.name + ".tmp")
        tmp.write_text(text)
        tmp.replace(output)


if __name__ == "__main__":
    main()
