#!/usr/bin/env python3
"""BLEU against input length: per source-length bucket, and on inputs made of k
consecutive test sentences, longer than anything seen in training.

Usage:
  length_eval.py WORKDIR [LABEL=]MODEL [[LABEL=]MODEL ...] --out DIR
                 [--bucket-edges 10,15,20] [--concat 1,2,4] [--beam 10] [--lenpen 0.6]
                 [--max-len-a 1.2] [--max-len-b 10] [--batch-size 64] [--cut N]
  length_eval.py --replot DIR/length-NAME.md

WORKDIR is one pair's directory as examples/wmt18/preprocess.sh leaves it (in
examples/multi30k/run.sh's layout, RUNS_WORKDIR/PAIR): norm/test.SRC (the normalised
test source), raw/test.TGT (the references), subword/model.model (sentencepiece),
data-bin/dict.*.txt and clean/train.SRC (the training source as trained on). A MODEL
is a run directory, whose eval/average.pt (written by evaluate.sh) is used, or a
checkpoint file. A run directory is labelled by its name (ARCH-seedSEED in run.sh's
layout), a checkpoint file by ARCH-seedSEED from its stored options.

For k in --concat, every k consecutive test sentences become one input (sources joined
by a space, references likewise; a last incomplete group is left out). Each model
translates each input set with fairseq-generate's own code (beam 10, length penalty 0.6,
as evaluate.sh), output capped at max-len-a x source + max-len-b x k subwords: run.sh's
cap of 1.2 x source + 10 for one sentence, summed over the k sentences of an input.
Hypotheses are decoded with the sentencepiece model and scored with sacreBLEU's
defaults; for each k, the ratio of output to reference length is given too. With k = 1,
BLEU is also given per bucket of source words (--bucket-edges 10,15,20: 1-9, 10-14, 15-19
and 20 or more words; Multi30k captions average about 12), with the output/reference
length ratio of each bucket.

--cut N, for models trained on pairs of at most N pieces (examples/multi30k/run.sh's
MAX_TRAIN_PIECES, whose WORKDIR/PAIR-maxN/length-cut.txt the page quotes): the buckets are
of source pieces instead, within the cut (1 to N), up to 1.5 N, up to 2 N and longer, and
each model is tested against the `transformer` run of its seed on the longest bucket and
on all sources beyond the cut (sacreBLEU's paired bootstrap, scripts/score.py: the longest
bucket can be small); the page and figure are named PAIR-maxN.

Writes DIR/length-PAIR.md (the tables) and DIR/length-PAIR.png (BLEU against the
mean source length of each bucket and of each k, one line per model, both in the buckets'
unit: words, or pieces with --cut); with --translate-only, only the translations.
--replot DIR/length-NAME.md draws the figure of such a page again from its tables.

Translations are kept, decoded and in test-set order, with the settings that made them
(the pair, the checkpoint's SHA-256, the inputs' checksum, the generation options): in
RUN/length/k{K}.hyp and .settings for a run directory, in CHECKPOINT_DIR/length-NAME/ for
a checkpoint file NAME.pt. A rerun translates only what is missing or changed, so an
interrupted run resumes. A run directory whose checkpoint is gone (a record of
examples/multi30k/run.sh, which keeps RUN/length/ without the checkpoints) is scored from
its kept translations when their pair, inputs and generation options match.
"""
import argparse
import hashlib
import os
import re
import shutil
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from checkpoints import REPO, CheckpointError, load_checkpoint, setup_logging, stored_option  # noqa: E402
from figures import key_legend, pyplot, run_style, save_png, split_label  # noqa: E402
from score import in_test_set_order, paired_bootstrap, read_hypotheses  # noqa: E402
from subword import load_decoder, load_encoder  # noqa: E402
from textfiles import fail, write_atomically  # noqa: E402

MISSING = "–"
BASELINE = re.compile(r"^transformer-seed(?P<seed>\d+)$")  # run.sh's label of fairseq's transformer


def read_lines(path, what):
    if not os.path.isfile(path):
        fail(f"{what} {path} not found")
    with open(path, encoding="utf-8") as f:
        return [line.rstrip("\n") for line in f]


def positive_list(text):
    values = [int(v) for v in text.split(",")]
    if values != sorted(set(values)) or values[0] < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not an increasing list of positive integers")
    return values


class Model:
    """A model to evaluate: its checkpoint (None when only its kept translations are
    left), label, language pair and the directory that keeps its translations."""

    def __init__(self, spec):
        label, sep, path = spec.partition("=")
        if not sep or os.sep in label:
            label, path = None, spec
        self.checkpoint_digest = None
        if os.path.isdir(path):
            self.cache = os.path.join(path, "length")
            label = label or os.path.basename(os.path.normpath(os.path.abspath(path)))
            path = os.path.join(path, "eval", "average.pt")
            if not os.path.isfile(path):
                self.path = None
                self.label = label
                self.src, self.tgt = self.kept_pair(path)
                return
        elif os.path.isfile(path):
            self.cache = os.path.join(os.path.dirname(os.path.abspath(path)),
                                      "length-" + os.path.splitext(os.path.basename(path))[0])
        else:
            fail(f"{path} not found (a run directory or a checkpoint file)")
        try:
            state = load_checkpoint(path)
        except CheckpointError as err:
            fail(str(err))
        self.path = os.path.abspath(path)
        self.src = stored_option(state, "task", "source_lang")
        self.tgt = stored_option(state, "task", "target_lang")
        if self.src is None or self.tgt is None:
            fail(f"{path} stores no --source-lang/--target-lang")
        self.label = label or f"{stored_option(state, 'model', 'arch')}-seed{stored_option(state, 'common', 'seed')}"

    def kept_pair(self, checkpoint):
        """(src, tgt) of the translations kept in self.cache, for a run without its checkpoint."""
        kept = sorted(f for f in os.listdir(self.cache) if f.endswith(".settings")) if os.path.isdir(self.cache) else []
        pairs = {line.split(" ", 1)[1] for f in kept for line in read_lines(os.path.join(self.cache, f), "settings")
                 if line.startswith("pair ")}
        if len(pairs) != 1:
            fail(f"{checkpoint} not found and {self.cache} keeps no translations of one pair "
                 "(evaluate the run with evaluate.sh first, or give a checkpoint file)")
        src, _, tgt = pairs.pop().partition("-")
        return src, tgt

    def description(self, work):
        if self.path is None:
            return f"{self.label} (kept translations; its checkpoint is gone)"
        return f"{self.label} `{os.path.relpath(self.path, work)}`"

    def settings(self, inputs_digest, options):
        """The lines that identify a translation: pair, checkpoint, inputs, generation options."""
        if self.path is not None and self.checkpoint_digest is None:
            self.checkpoint_digest = digest(self.path)
        return [f"pair {self.src}-{self.tgt}", f"checkpoint {self.checkpoint_digest}", f"inputs {inputs_digest}",
                "generate " + " ".join(options)]


def concatenate(lines, k):
    """Every k consecutive lines joined by a space; a last incomplete group is left out."""
    return [" ".join(lines[i:i + k]) for i in range(0, len(lines) - k + 1, k)]


def digest(path):
    sha = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 24), b""):
            sha.update(block)
    return sha.hexdigest()


def translate(model, inputs_dir, k, size, decode, args):
    """model's decoded hypotheses for inputs_dir, in input order: kept ones when their
    settings match (all of them, or all but the checkpoint's when it is gone), else
    translated now (in this process) and kept in model.cache."""
    options = ["--beam", str(args.beam), "--lenpen", str(args.lenpen), "--max-len-a", str(args.max_len_a),
               "--max-len-b", str(args.max_len_b * k)]
    source = os.path.join(inputs_dir, f"test.{model.src}-{model.tgt}.{model.src}")
    settings = model.settings(digest(source), options)
    output = os.path.join(model.cache, f"k{k}.hyp")
    settings_file = os.path.join(model.cache, f"k{k}.settings")
    if os.path.isfile(output) and os.path.isfile(settings_file):
        kept = read_lines(settings_file, "settings")
        if kept == settings or (model.path is None and [line for line in kept if not line.startswith("checkpoint ")]
                                == [line for line in settings if not line.startswith("checkpoint ")]):
            print(f"length_eval.py: {model.label}, k={k}: kept translations {output}", file=sys.stderr)
            hypotheses = read_lines(output, "translations")
            if len(hypotheses) != size:
                fail(f"{output} has {len(hypotheses)} lines for {size} inputs")
            return hypotheses
    if model.path is None:
        fail(f"{model.label}: no eval/average.pt, and {settings_file} does not match these inputs and options "
             f"({' '.join(options)})")
    print(f"length_eval.py: {model.label}, k={k}: translating {size} inputs", file=sys.stderr)
    import torch
    from fairseq import options as fairseq_options
    from fairseq.dataclass.utils import convert_namespace_to_omegaconf
    from fairseq_cli import generate

    os.makedirs(model.cache, exist_ok=True)
    tmp = os.path.join(model.cache, f"k{k}.tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    # --num-workers 0: a few hundred inputs are read in this process; a loader process costs
    # seconds to start and, at the end, to wait for.
    argv = [inputs_dir, "--user-dir", os.path.join(REPO, "fairseq_diet"), "--task", "translation",
            "--source-lang", model.src, "--target-lang", model.tgt, "--gen-subset", "test",
            "--dataset-impl", "raw", "--path", model.path, *options, "--batch-size", str(args.batch_size),
            "--required-batch-size-multiple", "1", "--num-workers", "0", "--results-path", tmp,
            "--fp16" if torch.cuda.is_available() else "--cpu"]
    parsed = fairseq_options.parse_args_and_arch(fairseq_options.get_generation_parser(), argv)
    generate.main(convert_namespace_to_omegaconf(parsed))
    generated = os.path.join(tmp, "generate-test.txt")
    hypotheses = decode(in_test_set_order(read_hypotheses(generated), generated, source, size))
    # The settings go last: translations without their settings are never used.
    if os.path.exists(settings_file):
        os.remove(settings_file)
    write_atomically(output, hypotheses)
    write_atomically(settings_file, settings)
    shutil.rmtree(tmp)
    return hypotheses


def bleu_of(hypotheses, references):
    """(sacreBLEU's corpus score, with sys_len and ref_len in its words; its signature)."""
    from sacrebleu.metrics import BLEU

    bleu = BLEU()
    return bleu.corpus_score(hypotheses, [references]), str(bleu.get_signature())


def buckets(edges):
    """[(label, lowest, highest)] in source words; highest None: no upper bound."""
    bounds = [1] + edges
    spans = [(f"{low}–{high - 1}" if high - 1 > low else str(low), low, high - 1)
             for low, high in zip(bounds, bounds[1:])]
    return spans + [(f"≥ {edges[-1]}", edges[-1], None)]


def cut_edges(cut):
    """The bucket edges (see buckets) of a length cut: within it, up to 1.5 and 2 times it, longer."""
    return [cut + 1, int(1.5 * cut) + 1, 2 * cut + 1]


def members_of(bucket, lengths):
    """The indices of the lengths that fall in bucket (label, lowest, highest)."""
    _, low, high = bucket
    return [i for i, n in enumerate(lengths) if n >= low and (high is None or n <= high)]


def bucket_tests(labels, hypotheses, references):
    """Each model against the transformer run of its seed (labels ARCH-seedSEED) on one
    bucket's hypotheses and references: [table row], signature."""
    rows, signature = [], None
    for baseline in labels:
        match = BASELINE.match(baseline)
        if not match:
            continue
        systems = [label for label in labels if label != baseline and label.endswith(f"-seed{match['seed']}")]
        signatures, results = paired_bootstrap(references, [(label, hypotheses[label]) for label in [baseline] + systems])
        signature = str(signatures["BLEU"])
        for label in [baseline] + systems:
            result = results[label]["BLEU"]
            p = "baseline" if label == baseline else f"{result.p_value:.4f}"
            rows.append([label, f"{result.score:.2f}", f"{result.mean:.2f} ± {result.ci:.2f}", p])
    return rows, signature


def markdown_table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "| " + " | ".join(["---"] + ["---:"] * (len(header) - 1)) + " |"]
    return lines + ["| " + " | ".join(row) + " |" for row in rows]


def plot(path, name, labels, bucket_points, concat_points, longest_training, cut=None):
    """Two panels, both against mean source length in one unit, the buckets' (words; with a
    length cut, sentencepiece pieces): BLEU per source-length bucket, and BLEU on k joined
    sentences. bucket_points: {label: [(mean length, BLEU)]}; concat_points: {label: [(mean
    words, mean pieces, BLEU, k, inputs, inputs longer than any training source)]}. The longest
    training source (pieces) is a line where the unit is pieces, and otherwise its count of
    longer inputs is written at each k. Runs in the colours and line styles of every figure
    (scripts/figures.py), the legend below the panels."""
    from matplotlib.lines import Line2D

    unit = "pieces" if cut else "words"
    plt = pyplot()
    figure, (by_bucket, by_k) = plt.subplots(1, 2, figsize=(11, 5.4), layout="constrained")
    for label in labels:
        style = dict(run_style(*split_label(label)), markersize=4, label=label)
        if bucket_points[label]:
            by_bucket.plot(*zip(*bucket_points[label]), **style)
        points = concat_points[label]
        by_k.plot([p[0] if unit == "words" else p[1] for p in points], [p[2] for p in points], **style)
    notes = []
    for words, pieces, bleu, k, inputs, longer in concat_points[labels[0]]:
        top = max(p[2] for label in labels for p in concat_points[label] if p[3] == k)
        by_k.annotate(f"k={k}", (words if unit == "words" else pieces, top), textcoords="offset points",
                      xytext=(4, 6), fontsize="small")
        if longer:
            notes.append(f"k={k}: {longer} of {inputs} inputs longer than any training source")
    if notes and unit == "words":
        by_k.text(0.98, 0.97, "\n".join(notes + [f"(the longest: {longest_training} pieces)"]),
                  transform=by_k.transAxes, ha="right", va="top", fontsize="small")
    extra = []
    if cut is not None:
        by_bucket.axvline(cut, color="grey", linestyle="--")
        by_k.axvline(cut, color="grey", linestyle="--")
        extra.append((Line2D([], [], color="grey", linestyle="--"), f"length cut ({cut} pieces)"))
        by_k.axvline(longest_training, color="grey", linestyle=":")
        extra.append((Line2D([], [], color="grey", linestyle=":"),
                      f"longest training source ({longest_training} pieces)"))
    by_bucket.set_xlabel(f"mean source {unit} of the bucket (single sentences)")
    by_k.set_xlabel(f"mean source {unit} of the inputs (k sentences joined)")
    for axes in (by_bucket, by_k):
        axes.set_ylabel("BLEU")
        axes.grid(alpha=0.3)
    runs = [split_label(label) for label in labels]
    names = list(dict.fromkeys(name for name, _ in runs))
    key_legend(figure, names, sorted({seed for _, seed in runs}), extra=extra)
    figure.suptitle(f"{name}: BLEU against input length")
    save_png(figure, path)


def markdown_tables(lines, heading):
    """The rows (lists of cells) of the first table after the line starting with heading."""
    start = next((i for i, line in enumerate(lines) if line.startswith(heading)), None)
    if start is None:
        return None
    rows = []
    for line in lines[start + 1:]:
        if line.startswith("|"):
            rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
        elif rows:
            break
    return rows


def replot(page):
    """Draw the figure of a page this script wrote (DIR/length-NAME.md) again from its tables,
    into the PNG it names."""
    lines = read_lines(page, "length page")
    title = re.match(r"^# BLEU against input length, (?P<name>\S+)$", lines[0] if lines else "")
    longest = re.search(r"Longest training source: (\d+) subwords", "\n".join(lines))
    image = re.search(r"^!\[[^]]*\]\((?P<png>[^)]+\.png)\)$", "\n".join(lines), re.M)
    buckets_table = markdown_tables(lines, "## BLEU per source-length bucket")
    concat_table = markdown_tables(lines, "## BLEU on k consecutive test sentences")
    if not (title and longest and image and buckets_table and concat_table):
        fail(f"{page} is not a page of length_eval.py (its title, longest training source, figure or tables "
             "are missing)")
    name = title["name"]
    cut = re.search(r"-max(\d+)$", name)
    header, rows = buckets_table[0], buckets_table[2:]
    labels = header[3:]
    bucket_points = {label: [(float(row[2]), float(cell)) for row, cell in ((row, row[3 + i]) for row in rows)
                             if cell != MISSING] for i, label in enumerate(labels)}
    header, rows = concat_table[0], concat_table[2:]
    if header[6:] != labels:
        fail(f"{page}: its two tables name different models")
    concat_points = {label: [(float(row[2]), float(row[3]), float(row[6 + i]), int(row[0]), int(row[1]), int(row[5]))
                             for row in rows] for i, label in enumerate(labels)}
    path = os.path.join(os.path.dirname(page), image["png"])
    plot(path, name, labels, bucket_points, concat_points, int(longest.group(1)), int(cut.group(1)) if cut else None)
    print(f"length_eval.py: drew {path} from {page}", file=sys.stderr)


def main(argv=None):
    parser = argparse.ArgumentParser(description="BLEU per source-length bucket and on joined test sentences.")
    parser.add_argument("workdir", nargs="?", metavar="WORKDIR", help="the pair's directory (preprocess.sh's WORKDIR)")
    parser.add_argument("models", nargs="*", metavar="[LABEL=]MODEL", help="run directory or checkpoint file")
    parser.add_argument("--out", metavar="DIR")
    parser.add_argument("--replot", metavar="PAGE",
                        help="only draw the figure of PAGE (a DIR/length-NAME.md this script wrote) again "
                             "from its tables")
    parser.add_argument("--bucket-edges", type=positive_list, default=[10, 15, 20], metavar="E1,E2,...",
                        help="source words where a new bucket starts (default 10,15,20)")
    parser.add_argument("--concat", type=positive_list, default=[1, 2, 4], metavar="K1,K2,...",
                        help="numbers of consecutive test sentences joined into one input (default 1,2,4)")
    parser.add_argument("--beam", type=int, default=10)
    parser.add_argument("--lenpen", type=float, default=0.6)
    parser.add_argument("--max-len-a", type=float, default=1.2)
    parser.add_argument("--max-len-b", type=int, default=10, help="per joined sentence (default %(default)s)")
    parser.add_argument("--batch-size", type=int, default=64)
    parser.add_argument("--cut", type=int, metavar="N",
                        help="the models were trained on pairs of at most N pieces: buckets of source pieces "
                             "at N, 1.5 N and 2 N instead of --bucket-edges, and the paired test against "
                             "transformer on the longest; the page is length-PAIR-maxN.md")
    parser.add_argument("--translate-only", action="store_true",
                        help="translate what is missing and keep it; write no table or figure")
    args = parser.parse_args(argv)
    if args.replot is not None:
        if args.workdir is not None:
            parser.error("--replot takes no WORKDIR or MODEL")
        replot(args.replot)
        return
    if args.workdir is None or not args.models or args.out is None:
        parser.error("WORKDIR, at least one MODEL and --out are required (or --replot PAGE)")
    if 1 not in args.concat:
        parser.error("--concat must include 1 (the buckets are scored on single sentences)")
    if args.bucket_edges[0] < 2:
        parser.error("--bucket-edges must start at 2 or more (the first bucket starts at 1 word)")
    if args.cut is not None and args.cut < 2:
        parser.error("--cut must be at least 2 pieces (its buckets end at N, 1.5 N and 2 N)")
    # fairseq-generate's main sends the log to its output file unless logging is set up already.
    setup_logging()

    models = [Model(spec) for spec in args.models]
    labels = [model.label for model in models]
    if len(set(labels)) < len(labels):
        fail(f"two models have the same label ({', '.join(labels)}); name them LABEL=MODEL")
    pairs = {(model.src, model.tgt) for model in models}
    if len(pairs) > 1:
        fail(f"the models translate different pairs: {', '.join(sorted('-'.join(p) for p in pairs))}")
    src, tgt = pairs.pop()
    pair = f"{src}-{tgt}"
    work = args.workdir
    sources = read_lines(os.path.join(work, "norm", f"test.{src}"), "normalised test source")
    references = read_lines(os.path.join(work, "raw", f"test.{tgt}"), "reference")
    if len(sources) != len(references):
        fail(f"{work}/norm/test.{src} has {len(sources)} lines but {work}/raw/test.{tgt} has {len(references)}")
    training = read_lines(os.path.join(work, "clean", f"train.{src}"), "training source")
    longest_training = max(len(line.split()) for line in training)
    prefix = os.path.join(work, "subword", "model")
    if not os.path.isfile(prefix + ".model"):
        fail(f"{prefix}.model not found (a sentencepiece model from preprocess.sh is needed)")
    encode, decode = load_encoder(prefix, "sentencepiece"), load_decoder(prefix, "sentencepiece")

    inputs, hypotheses = {}, {label: {} for label in labels}
    with tempfile.TemporaryDirectory(prefix=f"length-{pair}.") as scratch:
        for k in args.concat:
            joined_sources, joined_references = concatenate(sources, k), concatenate(references, k)
            if not joined_sources:
                fail(f"--concat {k}: the test set has only {len(sources)} sentences")
            inputs_dir = os.path.join(scratch, f"k{k}")
            os.makedirs(inputs_dir)
            pieces = encode(joined_sources)
            write_atomically(os.path.join(inputs_dir, f"test.{src}-{tgt}.{src}"), pieces)
            for lang in (src, tgt):
                shutil.copyfile(os.path.join(work, "data-bin", f"dict.{lang}.txt"),
                                os.path.join(inputs_dir, f"dict.{lang}.txt"))
            inputs[k] = (joined_sources, joined_references, [len(p.split()) for p in pieces])
            for model in models:
                hypotheses[model.label][k] = translate(model, inputs_dir, k, len(pieces), decode, args)
    if args.translate_only:
        return
    os.makedirs(args.out, exist_ok=True)

    if args.cut is None:
        unit, lengths, edges = "words", [len(line.split()) for line in sources], args.bucket_edges
    else:
        unit, lengths, edges = "pieces", inputs[1][2], cut_edges(args.cut)
    bucket_rows, bucket_ratio_rows, bucket_points = [], [], {label: [] for label in labels}
    signature = None
    for bucket in buckets(edges):
        members = members_of(bucket, lengths)
        mean = statistics.mean(lengths[i] for i in members) if members else None
        row = [bucket[0], str(len(members)), MISSING if mean is None else f"{mean:.1f}"]
        ratio_row = [bucket[0]]
        for label in labels:
            if not members:
                row.append(MISSING)
                ratio_row.append(MISSING)
                continue
            bleu, signature = bleu_of([hypotheses[label][1][i] for i in members], [references[i] for i in members])
            row.append(f"{bleu.score:.2f}")
            ratio_row.append(f"{bleu.sys_len / bleu.ref_len:.3f}")
            bucket_points[label].append((mean, bleu.score))
        bucket_rows.append(row)
        bucket_ratio_rows.append(ratio_row)
    tests = []
    if args.cut is not None:
        beyond = [i for i, n in enumerate(lengths) if n > args.cut]
        for chosen, what in ((members, f"the longest bucket ({bucket[0]} pieces, {len(members)} sentences)"),
                             (beyond, f"all sources beyond the cut (over {args.cut} pieces, {len(beyond)} "
                                      "sentences: the three buckets above it together)")):
            if not chosen:
                tests += ["", f"No test sentence in {what}: no test on it."]
                continue
            rows, test_signature = bucket_tests(labels, {label: [hypotheses[label][1][i] for i in chosen]
                                                         for label in labels},
                                                [references[i] for i in chosen])
            tests += ["", f"Paired bootstrap resampling on {what} against the `transformer` run of each seed: "
                      "BLEU, its bootstrap mean ± 95% confidence interval, p.", ""]
            tests += (markdown_table(["model", "BLEU", "mean ± CI", "p (BLEU)"], rows)
                      + ["", f"Paired bootstrap signature: `{test_signature}`"] if rows
                      else ["No `transformer-seedN` run among the models: no test."])

    concat_rows, ratio_rows, concat_points = [], [], {label: [] for label in labels}
    for k, (joined_sources, joined_references, lengths) in inputs.items():
        mean_length = statistics.mean(lengths)
        row = [str(k), str(len(lengths)), f"{statistics.mean(len(s.split()) for s in joined_sources):.1f}",
               f"{mean_length:.1f}", str(max(lengths)), str(sum(n > longest_training for n in lengths))]
        ratio_row = [str(k)]
        for label in labels:
            bleu, signature = bleu_of(hypotheses[label][k], joined_references)
            row.append(f"{bleu.score:.2f}")
            ratio_row.append(f"{bleu.sys_len / bleu.ref_len:.3f}")
            concat_points[label].append((float(row[2]), float(row[3]), bleu.score, k, len(lengths),
                                         int(row[5])))
        concat_rows.append(row)
        ratio_rows.append(ratio_row)

    name = pair if args.cut is None else f"{pair}-max{args.cut}"
    page = os.path.join(args.out, f"length-{name}.md")
    figure = f"length-{name}.png"
    cut_file = os.path.join(work, "length-cut.txt")
    trained_on = []
    if args.cut is not None:
        trained_on = [f"Trained on pairs of at most {args.cut} pieces, source and target"
                      + (": " + "; ".join(read_lines(cut_file, "length cut")) if os.path.isfile(cut_file) else "")
                      + ".", ""]
    lines = [f"# BLEU against input length, {name}", ""] + trained_on + [
             f"Test set: `raw/test.{tgt}` of the prepared pair directory `{os.path.basename(os.path.normpath(work))}/` "
             f"({len(references):,} sentences); inputs: "
             f"`norm/test.{src}` segmented with `subword/model.model`. Beam {args.beam}, length penalty "
             f"{args.lenpen}, output at most {args.max_len_a} x source + {args.max_len_b} x k subwords. "
             f"Longest training source: {longest_training} subwords (`clean/train.{src}`).",
             "", "## BLEU per source-length bucket (single sentences)", ""]
    lines += markdown_table([f"source {unit}", "sentences", f"mean {unit}"] + labels, bucket_rows)
    lines += ["", "Output/reference length ratio per bucket (sacreBLEU's words):", ""]
    lines += markdown_table([f"source {unit}"] + labels, bucket_ratio_rows) + tests
    lines += ["", "## BLEU on k consecutive test sentences joined into one input", ""]
    lines += markdown_table(["k", "inputs", "mean words", "mean subwords", "longest (subwords)",
                             "longer than any training source"] + labels, concat_rows)
    lines += ["", "Output length over reference length on the same inputs (sacreBLEU's words; BLEU's brevity "
              "penalty applies below 1): where it falls as k grows, a model leaves part of a joined input "
              "untranslated, e.g. by merging the sentences or ending after the first one.", ""]
    lines += markdown_table(["k"] + labels, ratio_rows)
    lines += ["", f"![BLEU against input length, {name}]({figure})", "",
              "Models: " + ", ".join(model.description(work) for model in models) + ".", "",
              f"sacreBLEU signature: `{signature}`"]
    write_atomically(page, lines)
    plot(os.path.join(args.out, figure), name, labels, bucket_points, concat_points, longest_training, args.cut)
    print(f"length_eval.py: wrote {page} and {os.path.join(args.out, figure)}", file=sys.stderr)


if __name__ == "__main__":
    main()
