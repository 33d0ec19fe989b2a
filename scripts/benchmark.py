#!/usr/bin/env python
"""Speed and memory of the position architectures next to fairseq's transformer.

Builds fairseq's ``transformer`` and each position scheme's architecture
(``transformer_diet_abs``, ``transformer_shaw``, ``transformer_rope``, ...)
with identical sizes in one process and
measures, interleaving the models run by run (A B C D A B C D ...) after a
warm-up, the median over rounds of (``--repeats`` rounds, and more while a
case's rounds have taken less than ``--min-seconds`` in all: cheap cases get
more, as one run of them is noisier on a shared machine):

- a training step: forward + backward of the label-smoothed cross-entropy on
  a batch of about 4k target tokens, at each sentence length;
- beam search: fairseq's ``SequenceGenerator`` (beam 10, length penalty 0.6,
  incremental decoding) over a batch of sentences, every hypothesis forced to
  the source length so that all models do the same number of steps;
- peak memory of each: on CUDA ``torch.cuda.max_memory_allocated``; on CPU the
  high-water mark of the bytes torch allocates during the step, replayed from
  the profiler's allocation and free events, beyond what was held before it.

Each time ratio is the median over rounds of the model's time divided by the
transformer's time in the same round (paired, so that a load that drifts
between rounds cancels), with a distribution-free confidence interval for
that median from the order statistics of the per-round ratios.

The benchmark runs under scripts/cpu_env.sh's glibc malloc settings (it restarts
itself with them when they are not in the environment; ``--default-allocator``
keeps the C library's defaults): with the defaults, torch's large CPU tensors go
back to the system after each step and are faulted in again on the next, which
makes single steps vary by 10-20 %.

With ``--kernel-times`` (CUDA) it also runs each case once more per model
under torch.profiler and gives the GPU time of its kernels (``GPU ms``) and
that time over the median step (``GPU busy``): near 1 the step waits on the
GPU, far below it on the host (Python, launches).

``--archs`` names architectures, ``ARCH:BACKEND`` one with ``--attention-backend
BACKEND``, and ``ARCH:BACKEND:NAME=VALUE[,NAME=VALUE...]`` one whose backend
(BACKEND, or blocks where empty) runs with fields of its ``Tuning`` set
(``fairseq_diet.modules.tuning``), e.g. ``transformer_shaw:blocks:causal_min_rows=128``
beside ``transformer_shaw``.

Prints a markdown table (times, ratios to ``transformer`` measured in the same
run with their intervals, memory) and writes it to ``--output``; also after
each case, the table so far with a line saying the run is unfinished, so that
a run stopped early (a GPU call's time limit) keeps the cases it measured.

    python scripts/benchmark.py                 # base and small sizes, CPU
    python scripts/benchmark.py --quick         # small model, short lengths (< 2 min)
    python scripts/benchmark.py --device cuda --fp16
    python scripts/benchmark.py --host-decoding   # beam search at width 64, one thread: the host's cost
"""

import argparse
import contextlib
import math
import os
import platform
import re
import statistics
import sys
import time
from pathlib import Path

import torch

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "scripts"))

from checkpoints import setup_logging  # noqa: E402

# fairseq and the plugin are imported where first used (build, make_dictionary,
# beam_search), after the options are checked: a refused command line is told so
# without the seconds their import takes.

ARCHS = ("transformer", "transformer_diet_abs", "transformer_diet_rel", "transformer_shaw",
         "transformer_tisa", "transformer_t5", "transformer_alibi", "transformer_rope", "transformer_kerple",
         "transformer_fire", "transformer_xpos", "transformer_cope")
SIZES = {
    # name: (arch suffix, extra options)
    "base": ("_wmt_en_de", []),
    "small": ("", ["--encoder-layers", "3", "--decoder-layers", "3",
                   "--encoder-embed-dim", "256", "--decoder-embed-dim", "256",
                   "--encoder-ffn-embed-dim", "1024", "--decoder-ffn-embed-dim", "1024",
                   "--encoder-attention-heads", "4", "--decoder-attention-heads", "4"]),
    # fairseq's base layer counts (6+6, 8 heads) at width 64: a step's time is the host's
    # (Python, dispatch), as on a GPU at these sizes (scripts/dispatch_count.py counts at it too)
    "tiny": ("_wmt_en_de", ["--encoder-embed-dim", "64", "--decoder-embed-dim", "64",
                            "--encoder-ffn-embed-dim", "128", "--decoder-ffn-embed-dim", "128"]),
    # the same layers at width 16 (2 heads of 8): with --beam-batch 1 the arithmetic is all but nil,
    # and a search's time is the host's alone
    "host": ("_wmt_en_de", ["--encoder-embed-dim", "16", "--decoder-embed-dim", "16",
                            "--encoder-ffn-embed-dim", "16", "--decoder-ffn-embed-dim", "16",
                            "--encoder-attention-heads", "2", "--decoder-attention-heads", "2"]),
}
VOCAB = 8000
# --quick's settings
QUICK = dict(sizes=["small"], lengths=[32, 128], beam_lengths=[32], tokens=1024, repeats=3, beam_batch=2,
             min_seconds=0.0)
# --host-decoding's: beam 10 over 8 sentences of 32 tokens at fairseq's base layer counts and width 64, one
# thread, where the arithmetic is small and a step's time is the Python and dispatch around it, as a GPU's host
HOST_DECODING = dict(sizes=["tiny"], lengths=[], beam_lengths=[32], beam_batch=8, threads=1, repeats=15,
                     min_seconds=60.0)


def build(arch, size, dictionary, device, dtype, attention_dropout=0.0):
    import fairseq_diet  # noqa: F401  (registers the architectures)
    from fairseq import options
    from fairseq.criterions.label_smoothed_cross_entropy import LabelSmoothedCrossEntropyCriterion
    from fairseq.models import ARCH_MODEL_REGISTRY
    from fairseq.tasks.translation import TranslationTask

    suffix, extra = SIZES[size]
    arch_setting = arch
    arch, _, backend = arch.partition(":")
    backend = backend.partition(":")[0]
    name = arch + suffix
    if name not in ARCH_MODEL_REGISTRY:
        raise SystemExit(f"benchmark: no architecture {name!r} registered")
    if backend:
        extra = [*extra, "--attention-backend", backend]
    argv = ["unused", "--arch", name, "--share-all-embeddings", "--dropout", "0.1",
            "--attention-dropout", str(attention_dropout),
            "--max-source-positions", "1024", "--max-target-positions", "1024", *extra]
    args = options.parse_args_and_arch(options.get_training_parser(), argv)
    task = TranslationTask(args, dictionary, dictionary)
    torch.manual_seed(0)
    model = ARCH_MODEL_REGISTRY[name].build_model(args, task).to(device=device, dtype=dtype)
    for layer in model.decoder.layers:
        # As fairseq-generate without --print-alignment (prepare_for_inference_).
        layer.need_attn = False
    backend = named_backend(arch_setting)
    if backend is not None:
        from fairseq_diet.modules import PositionAttention

        for module in model.modules():
            if isinstance(module, PositionAttention):
                module.attention_backend = backend
    criterion = LabelSmoothedCrossEntropyCriterion(task, sentence_avg=False, label_smoothing=0.1)
    return model, criterion, task


def settings_of(arch) -> dict:
    """The ``Tuning`` fields that ``arch`` (ARCH[:BACKEND[:NAME=VALUE,...]]) sets; ValueError
    naming a setting that is malformed, unknown or of another type than the field's."""
    from dataclasses import fields

    from fairseq_diet.modules.tuning import Tuning

    text = arch.split(":", 2)[2] if arch.count(":") >= 2 else ""
    known = {field.name: field.default for field in fields(Tuning)}
    settings = {}
    for item in filter(None, text.split(",")):
        name, equals, value_text = item.partition("=")
        if not equals or name not in known:
            raise ValueError(f"{arch}: {item!r} is not NAME=VALUE with NAME a field of Tuning "
                             f"({', '.join(known)})")
        try:
            settings[name] = int(value_text)
        except ValueError:
            raise ValueError(f"{arch}: {name} takes a whole number, not {value_text!r}") from None
    return settings


def named_backend(arch):
    """The backend object that ``arch``'s tuning settings name, or None (the model's own setting)."""
    settings = settings_of(arch)
    if not settings:
        return None
    from fairseq_diet.modules import engine
    from fairseq_diet.modules.tuning import Tuning

    name = arch.split(":")[1] or "blocks"
    return type(engine.BACKENDS[name])(tuning=Tuning(**settings))


@contextlib.contextmanager
def settings_applied(settings):
    """Module constants ``settings`` [(module, name, value)] set, then restored."""
    saved = [(module, name, getattr(module, name)) for module, name, _ in settings]
    try:
        for module, name, value in settings:
            setattr(module, name, value)
        yield
    finally:
        for module, name, value in saved:
            setattr(module, name, value)


def make_dictionary():
    setup_logging()  # before fairseq, which would set the root logger to DEBUG
    from fairseq.data import Dictionary

    dictionary = Dictionary()
    for i in range(VOCAB - dictionary.nspecial):
        dictionary.add_symbol(f"w{i}")
    return dictionary


def make_sample(dictionary, bsz, length, device, seed):
    generator = torch.Generator().manual_seed(seed)
    low = dictionary.nspecial
    src = torch.randint(low, len(dictionary), (bsz, length), generator=generator)
    tgt = torch.randint(low, len(dictionary), (bsz, length), generator=generator)
    # Realistic padding: a quarter of the sources are shorter (left-padded).
    short = torch.arange(bsz) % 4 == 0
    src[short, : length // 4] = dictionary.pad()
    tgt[:, -1] = dictionary.eos()
    prev = torch.cat([tgt[:, -1:], tgt[:, :-1]], dim=1)
    return {
        "id": torch.arange(bsz),
        "net_input": {
            "src_tokens": src.to(device),
            "src_lengths": src.ne(dictionary.pad()).sum(1).to(device),
            "prev_output_tokens": prev.to(device),
        },
        "target": tgt.to(device),
        "ntokens": int(tgt.numel()),
        "nsentences": bsz,
    }


def synchronize(device):
    if device.type == "cuda":
        torch.cuda.synchronize()


def train_step(model, criterion, sample):
    model.train()
    model.zero_grad(set_to_none=True)
    loss, _, _ = criterion(model, sample)
    loss.backward()


def beam_search(model, dictionary, sample, length):
    from fairseq.sequence_generator import SequenceGenerator

    model.eval()
    generator = SequenceGenerator([model], dictionary, beam_size=10, len_penalty=0.6,
                                  max_len_a=0, max_len_b=length, min_len=length)
    with torch.no_grad():
        return generator.generate([model], sample)


def peak_memory(fn, device):
    """Bytes allocated at the high-water mark of ``fn`` beyond those held before."""
    if device.type == "cuda":
        torch.cuda.synchronize()
        before = torch.cuda.memory_allocated()
        torch.cuda.reset_peak_memory_stats()
        fn()
        torch.cuda.synchronize()
        return torch.cuda.max_memory_allocated() - before
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CPU],
                                profile_memory=True) as prof:
        fn()
    # Every allocation (+bytes) and free (-bytes) is a "[memory]" record of
    # the profiler's raw results; replayed in time order they give the bytes
    # held at each moment, a block made and freed inside one operator
    # included. (Reading them raw also skips building the profiler's tree of
    # operator events, which took half of a --quick run.)
    records = sorted((event.start_ns(), event.nbytes()) for event in prof.profiler.kineto_results.events()
                     if event.name() == "[memory]")
    held = peak = 0
    for _, change in records:
        held += change
        peak = max(peak, held)
    return peak


CONFIDENCE = 0.90


def median_interval(values, confidence=CONFIDENCE):
    """A distribution-free confidence interval for the median of ``values``:
    the k-th smallest and k-th largest value, with k the largest such that the
    interval covers the median with probability at least ``confidence``
    (binomial with p = 1/2 over the values). Returns ``(low, high, coverage)``;
    with too few values for that confidence, the whole range and its coverage."""
    ordered = sorted(values)
    n = len(ordered)
    if n == 0:
        raise ValueError("median_interval needs at least one value")
    # P(fewer than k of the n values lie below the median) for k = 0, 1, ...
    below = [math.comb(n, i) / 2**n for i in range(n + 1)]
    k, tail = 1, below[0]  # tail = P(at most k - 1 values below the median)
    while k < (n + 1) // 2 and 1 - 2 * (tail + below[k]) >= confidence:
        tail += below[k]
        k += 1
    return ordered[k - 1], ordered[n - k], 1 - 2 * tail


def gpu_seconds(fn):
    """The GPU time of every kernel ``fn`` runs (torch.profiler): the summed
    durations of the events on the device (the host's events, which a
    kernel's time is also attributed to, left out)."""
    return sum(seconds for seconds, _ in gpu_kernels(fn).values())


def gpu_kernels(fn):
    """{kernel name: (GPU seconds, launches)} of every kernel ``fn`` runs (torch.profiler)."""
    from torch.profiler import ProfilerActivity, profile

    with profile(activities=[ProfilerActivity.CUDA]) as profiler:
        fn()
        torch.cuda.synchronize()
    return device_events_by_name(profiler.events())


def device_events_by_name(events):
    """{name: (seconds, count)} of the profiler's events on a device, summed by
    name (the host's events, which a kernel's time is also attributed to, left out)."""
    from torch.autograd import DeviceType

    found = {}
    for event in events:
        if event.device_type != DeviceType.CPU:
            seconds, count = found.get(event.name, (0.0, 0))
            found[event.name] = (seconds + event.time_range.elapsed_us() / 1e6, count + 1)
    return found


def measure(cases, models, repeats, warmup, device, min_seconds=0.0, kernel_times=False, measured=None):
    """Interleaved timing: for each case, models run A B C D A B C D ...,
    ``repeats`` rounds and more until the rounds took ``min_seconds``; with
    ``kernel_times``, one more run of each under the profiler (``gpu_seconds``).
    ``measured(rows)``, if given, is called with the rows so far after each case."""
    rows = []
    for case_name, make_fn in cases:
        fns = {arch: make_fn(arch) for arch in models}
        for _ in range(warmup):
            for fn in fns.values():
                fn()
        times = {arch: [] for arch in models}
        spent = 0.0
        while len(times["transformer"]) < repeats or spent < min_seconds:
            for arch, fn in fns.items():
                synchronize(device)
                start = time.perf_counter()
                fn()
                synchronize(device)
                times[arch].append(time.perf_counter() - start)
                spent += times[arch][-1]
        rounds = len(times["transformer"])
        memory = {arch: peak_memory(fn, device) for arch, fn in fns.items()}
        gpu = {arch: gpu_seconds(fn) if kernel_times else None for arch, fn in fns.items()}
        for arch in models:
            ratios = [t / b for t, b in zip(times[arch], times["transformer"])]
            low, high, _ = median_interval(ratios)
            rows.append((case_name, arch, statistics.median(times[arch]), statistics.median(ratios),
                         (low, high), memory[arch], memory[arch] / memory["transformer"], rounds, gpu[arch]))
        summary = ", ".join(f"{arch} {row[3]:.3f}/{row[6]:.3f}"
                            for arch, row in zip(models, rows[-len(models):]))
        print(f"benchmark: {case_name} done, {rounds} rounds (time/memory x transformer: {summary})",
              file=sys.stderr, flush=True)
        if measured is not None:
            measured(rows)
    return rows


def cases_for(size, lengths, beam_lengths, beam_batch, tokens, models, dictionary, device):
    cases = []
    for length in lengths:
        bsz = max(1, tokens // length)
        sample = make_sample(dictionary, bsz, length, device, seed=length)

        def make(arch, sample=sample):
            model, criterion, _ = models[arch]
            return lambda: train_step(model, criterion, sample)

        cases.append((f"{size} train T={length} ({bsz}x{length} tokens)", make))
    for length in beam_lengths:
        sample = make_sample(dictionary, beam_batch, length, device, seed=1000 + length)

        def make(arch, sample=sample, length=length):
            model, _, _ = models[arch]
            return lambda: beam_search(model, dictionary, sample, length)

        cases.append((f"{size} beam10 T={length} ({beam_batch} sentence{'s' if beam_batch != 1 else ''})", make))
    return cases


CPU_ENV = REPO / "scripts" / "cpu_env.sh"


def allocator_settings():
    """The malloc variables scripts/cpu_env.sh sets, with its default values."""
    return dict(re.findall(r'^export (MALLOC_\w+)="\$\{\1:-(\d+)\}"', CPU_ENV.read_text(), re.M))


def restart_with_allocator_settings():
    """Run this script again with cpu_env.sh's malloc settings if some are missing:
    glibc reads them when a process starts."""
    missing = {name: value for name, value in allocator_settings().items() if name not in os.environ}
    if missing:
        os.execve(sys.executable, [sys.executable, *sys.argv], {**os.environ, **missing})


def cpu_name():
    """The CPU's model name as Linux reports it, else the machine's architecture."""
    try:
        found = re.search(r"^model name\s*:\s*(.+)$", Path("/proc/cpuinfo").read_text(), re.M)
    except OSError:
        found = None
    return found.group(1).strip() if found else (platform.processor() or platform.machine())


def machine_line(device):
    if device.type == "cuda":
        where = torch.cuda.get_device_name()
    else:
        where = f"{cpu_name()} ({platform.machine()}), {torch.get_num_threads()} threads"
    malloc = " ".join(f"{name}={os.environ[name]}" for name in allocator_settings() if name in os.environ)
    return (f"{where}; Python {platform.python_version()}, torch {torch.__version__}; "
            f"malloc: {malloc or 'the C library defaults'}; "
            f"command: python scripts/benchmark.py {' '.join(sys.argv[1:])}")


def table(rows, device):
    memory_kind = "peak CUDA memory" if device.type == "cuda" else "peak CPU allocation"
    gpu = any(row[-1] is not None for row in rows)
    lines = [f"| case | arch | median time (s) | x transformer | {CONFIDENCE:.0%} interval "
             f"| {memory_kind} (MiB) | x transformer | rounds |" + (" GPU ms | GPU busy |" if gpu else ""),
             "| --- | --- | ---: | ---: | :---: | ---: | ---: | ---: |" + (" ---: | ---: |" if gpu else "")]
    for case, arch, seconds, ratio, (low, high), memory, memory_ratio, rounds, gpu_time in rows:
        lines.append(f"| {case} | {arch} | {seconds:.3f} | {ratio:.3f} | {low:.3f}–{high:.3f} | "
                     f"{memory / 2**20:.1f} | {memory_ratio:.3f} | {rounds} |"
                     + (f" {gpu_time * 1000:.1f} | {gpu_time / seconds:.2f} |" if gpu else ""))
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--device", default="cpu", help="cpu (default) or cuda")
    parser.add_argument("--fp16", action="store_true", help="half precision (CUDA only)")
    parser.add_argument("--quick", action="store_true",
                        help="small model, 1k-token batches at lengths 32 and 128, beam search "
                             "over 2 sentences of 32, 3 rounds: under 2 minutes (options given "
                             "explicitly keep their values)")
    parser.add_argument("--host-decoding", action="store_true",
                        help="beam search (beam 10, 8 sentences of 32 tokens) at base layer counts and width 64 "
                             "(--sizes tiny), one thread, 15 rounds or a minute: the host's cost of a decoding "
                             "step (options given explicitly keep their values; --sizes host --beam-batch 1: "
                             "the host's alone)")
    parser.add_argument("--sizes", nargs="+", choices=sorted(SIZES), default=["base", "small"])
    parser.add_argument("--threads", type=int, help="torch's CPU threads (default: torch's own)")
    parser.add_argument("--lengths", nargs="*", type=int, default=[32, 128, 512],
                        help="training sentence lengths (none: no training cases)")
    parser.add_argument("--beam-lengths", nargs="*", type=int, default=[32, 128],
                        help="beam search sentence lengths (none: no beam search cases)")
    parser.add_argument("--beam-batch", type=int, default=8, help="sentences per beam search")
    parser.add_argument("--tokens", type=int, default=4096, help="target tokens per training batch")
    parser.add_argument("--repeats", type=int, default=5, help="timed rounds per case, at least")
    parser.add_argument("--min-seconds", type=float, default=120.0,
                        help="add rounds until a case's rounds (all models) took this long")
    parser.add_argument("--warmup", type=int, default=1)
    parser.add_argument("--archs", nargs="+", default=list(ARCHS),
                        help="architectures; ARCH:BACKEND runs one with --attention-backend BACKEND "
                             "(e.g. transformer_diet_rel:triton beside transformer_diet_rel), "
                             "ARCH:BACKEND:NAME=VALUE[,NAME=VALUE...] one whose backend has Tuning fields set "
                             "(e.g. transformer_shaw:blocks:causal_min_rows=128)")
    parser.add_argument("--output", default="benchmark.md", help="markdown table written here")
    parser.add_argument("--default-allocator", action="store_true",
                        help="keep the C library's malloc settings (default: scripts/cpu_env.sh's)")
    parser.add_argument("--attention-dropout", type=float, default=0.0, metavar="P",
                        help="every model's --attention-dropout, fairseq's transformer's too (default 0, as "
                             "fairseq's recipes; the WMT18 recipe's SETUP=t2t trains with 0.1)")
    parser.add_argument("--kernel-times", action="store_true",
                        help="also the GPU time of the kernels of one more run of each case and model "
                             "(CUDA; torch.profiler), and that time over the median step")
    args = parser.parse_args()
    if args.quick and args.host_decoding:
        parser.error("--quick and --host-decoding are two presets: choose one")
    if args.quick or args.host_decoding:  # its settings become the defaults: an option given explicitly wins
        parser.set_defaults(**(QUICK if args.quick else HOST_DECODING))
        args = parser.parse_args()
    if args.threads is not None and args.threads < 1:
        parser.error("--threads must be at least 1")
    if "transformer" not in args.archs:
        parser.error("--archs must include transformer: ratios are taken to it")
    if len(args.archs) != len(set(args.archs)):
        parser.error("--archs: an architecture is named twice")
    for arch in args.archs:
        try:
            settings_of(arch)
        except ValueError as error:
            parser.error(f"--archs: {error}")
    if not 0.0 <= args.attention_dropout < 1.0:
        parser.error(f"--attention-dropout: {args.attention_dropout} is not a probability in [0, 1)")
    if not args.lengths and not args.beam_lengths:
        parser.error("--lengths and --beam-lengths are both empty: nothing to measure")
    if args.repeats < 1 or args.min_seconds < 0:
        parser.error("--repeats must be at least 1 and --min-seconds at least 0")
    if any(length < 1 for length in args.lengths + args.beam_lengths):
        parser.error("--lengths / --beam-lengths: sentence lengths must be at least 1")
    device = torch.device(args.device)
    if device.type == "cuda" and not torch.cuda.is_available():
        parser.error("--device cuda: no CUDA device is available")
    if args.fp16 and device.type != "cuda":
        parser.error("--fp16 needs --device cuda")
    if args.kernel_times and device.type != "cuda":
        parser.error("--kernel-times: kernels' GPU times need --device cuda")
    dtype = torch.float16 if args.fp16 else torch.float32
    if not args.default_allocator:  # after the checks: a refused command starts once, not twice
        restart_with_allocator_settings()

    if args.threads is not None:
        torch.set_num_threads(args.threads)
    dictionary = make_dictionary()
    output = Path(args.output)
    total = len(args.sizes) * (len(args.lengths) + len(args.beam_lengths))
    rows = []
    for size in args.sizes:
        models = {arch: build(arch, size, dictionary, device, dtype, args.attention_dropout) for arch in args.archs}
        done = len(rows)
        rows += measure(cases_for(size, args.lengths, args.beam_lengths, args.beam_batch,
                                  args.tokens, models, dictionary, device),
                        args.archs, args.repeats, args.warmup, device, args.min_seconds, args.kernel_times,
                        # the table so far after each case, marked as such: a run stopped early keeps them
                        lambda more: write(output, report(rows[:done] + more, device, total)))
        del models
    text = report(rows, device, total)
    print(text)
    write(output, text)


def report(rows, device, total: int) -> str:
    """The machine line and the table of ``rows``; a line saying so where
    they are fewer than the run's ``total`` cases."""
    cases = len(dict.fromkeys(row[0] for row in rows))
    unfinished = (f"Unfinished: {cases} of {total} cases measured when this was written; the run was still "
                  f"going.\n\n") if cases < total else ""
    return f"Machine: {machine_line(device)}\n\n{unfinished}{table(rows, device)}\n"


def write(output: Path, text: str) -> None:
    """``text`` into ``output``, whole or not at all."""
    tmp = output.with_name(output.name + ".tmp")
    tmp.write_text(text)
    os.replace(tmp, output)


if __name__ == "__main__":
    main()
