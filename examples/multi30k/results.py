#!/usr/bin/env python3
"""Rebuild the Multi30k results page from the runs of examples/multi30k/run.sh that have finished.

Usage:
  results.py RECORDS --out DIR [--command CMD] [--multi30k DIR]

RECORDS is run.sh's records directory (RECORDS_DIR: WORKDIR/results/runs, or
examples/multi30k/runs for the repository's page; what run.sh keeps of every finished
run, without the checkpoints) or its work directory; both have one layout. A run is
RECORDS/PAIR/checkpoints/ARCH-seedSEED and counts once evaluate.sh has written its
eval/bleu.txt. The references are PAIR/raw/test.TGT in a work directory, else
test_2016_flickr.TGT.gz of --multi30k (a records directory holds no data), so the page
is rebuilt from the records alone, without checkpoints.

DIR/RESULTS.md opens with what the runs support: the scheme at its defaults with the highest
BLEU on every run of the main budget, the primary test at each longer budget with the gap
its seeds can resolve, the DIET paper's Table 4 schemes (Shaw, Diet-Rel) as they stand here,
what to pick, and a table of each configuration's words. Then the test itself, fixed before
the seed-3 runs (plan_section): the primary test across seeds (each configuration's per-seed
gap to the transformer at a longer budget: mean, sd, 95% Student t interval, t test with
n - 1 df), the paired bootstrap as the within-run check, chrF beside BLEU, Holm's
correction at 0.05 within four families (primary and within-run, BLEU and chrF), and the
three words: above or below where Holm's adjusted p is under 0.05 (by the gap's sign),
else level. Then the primary test's table and its resolution. Then the summary: two tables
(BLEU, chrF) of every architecture and variant (a variant's options less its --max-update)
by pair, budget and seed, each cell its score, its word, and the paired test's p and Holm's
p against the transformer of the same pair, seed and budget; the runs whose chrF word
differs from their BLEU word; the dates of the trainings (the first and last of their
train.logs). Means and gaps are of the unrounded BLEU (rescored from each run's
translations, which must round to its eval/bleu.txt). Then the hand-written notes,
then per pair and architecture: the BLEU of each seed (from eval/bleu.txt) and their mean, chrF (sacreBLEU's,
on the same hypotheses eval/hyp.TGT), the parameters (from train.log), the training time
(wall-clock and CPU: the sums of the run's train_seconds and train_cpu_seconds) and sacreBLEU's paired bootstrap resampling test
against `transformer`, seed by seed: each run is paired with the transformer of its seed.
Then the sacreBLEU signatures, the commit of the repository holding this script, CMD (the
command that produced the runs), the training and evaluation settings (each run's
`settings` file and its evaluation stamp in RECORDS/stamps), whether the runs of a pair
share one fairseq-train configuration apart from architecture, seed, directories and options
(each start's, from train.log; a run that does not is named, also on stderr), the CPU each
training invocation ran on (each run's `train_machines`, one line per invocation) and the machine that built the
page. A missing entry
reads "–". DIR/curves-PAIR.png plots the validation loss of every finished run against
updates, from its train.log; DIR/curves-variants-PAIR.png, that of each variant next to its
architecture's run.

Longer budgets: variants whose options set a --max-update above the main runs' MAX_UPDATE
(VARIANTS="transformer+u4800 --max-update 4800; ...") get a section per budget and seed:
each such run with its validation loss, BLEU, chrF and the paired test against the
transformer at that budget, next to the same architecture and options at the main budget
(its BLEU, its paired test against the transformer there, its last validation loss);
their validation curves with those of the main-budget runs in
DIR/curves-budget-PAIR-N-seedS.png; for each run with position parameters, how far
they moved from the main budget's update to the last (its drift.txt, written by run.sh);
how each run's test translations differ from the transformer's there (sentences alike,
shorter and longer ones, BLEU of both where they differ, BLEU by reference length);
and the runs' search-errors.md (scripts/search_errors.py, run by run.sh) in one table: the
last and the averaged checkpoint's losses, BLEU, length ratio and search errors, BLEU at
the other beams and length penalties, P(eos), and the decoding check; and a run's
part-ways.tsv, where its record holds one (scripts/part_ways.py against the transformer of
its seed and budget, run by hand): the two models on each other's translations and on
forced reference prefixes, in two tables, from the record alone.

Commands: CMD is appended to RECORDS/commands unless already there (a rebuild gives no
--command and adds none), and the page lists every line of that file, so that a page built from several run.sh calls
names each of them, in the order they were first run.

Analyses by examples/multi30k/run.sh, included when present in DIR: the BLEU per
source-length bucket and on joined sentences (DIR/length-PAIR.md and .png, written by
scripts/length_eval.py), and the learned position terms (DIR/positions/PAIR/RUN/*.png,
written by scripts/plot_positions.py).

Length extrapolation: runs trained on short pairs only (run.sh's
MAX_TRAIN_PIECES=N or half) are recorded as RECORDS/PAIR-maxN, a name the tables do not
read, so they never mix with the main runs. Their page, DIR/length-PAIR-maxN.md and .png
(length_eval.py --cut N: BLEU and output/reference length ratio per bucket of test source
pieces, within the cut, up to 1.5 N, up to 2 N and longer, and the paired bootstrap test
against `transformer` on the longest bucket and beyond the cut; the cut and the pairs it kept, from
length-cut.txt), and their position figures (DIR/positions/PAIR-maxN/, the distances that
no training sentence reached hatched) get a section of their own at the end.

A variant (run.sh's VARIANTS: ARCH+NAME-seedSEED, an architecture with fairseq-train
options added, whose run directory holds them in `options`) is left out of the main table
and the curves; an ablation table per pair and seed gives each next to its architecture's
own run: the options, the validation loss at the last and at the best validation, BLEU and
its difference to the architecture's run with the paired test against that run, chrF and
the paired test against `transformer`.

The paired test is sacreBLEU's own, as scripts/score.py's paired_bootstrap runs it
(10,000 resamples, seed 12345; --resamples N for a quick look).

Hand-written notes: the text between the two notes markers of an existing RESULTS.md is
kept as it is (the reading of the table goes there). An existing RESULTS.md without the
markers is kept too, quoted inside that section. Everything else is rewritten, atomically,
on every call.
"""
import argparse
import ast
import datetime
import gzip
import os
import re
import statistics
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass, field

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(REPO, "scripts"))
from figures import key_legend, linestyle, pyplot, run_style, save_png  # noqa: E402
from score import paired_bootstrap  # noqa: E402
from textfiles import fail, write_atomically  # noqa: E402

BASELINE = "transformer"
MISSING = "–"
RUN_NAME = re.compile(r"^(?P<arch>.+)-seed(?P<seed>\d+)$")
PAIR_NAME = re.compile(r"^(?P<src>[a-z]+)-(?P<tgt>[a-z]+)$")
LENGTH_CUT_PAGE = re.compile(r"^length-[a-z]+-[a-z]+-max\d+\.md$")  # scripts/length_eval.py --cut
BLEU_LINE = re.compile(r"^BLEU = (?P<score>\d+(?:\.\d+)?) ")
PARAMETERS = re.compile(r"num\. shared model params: (?P<count>[\d,]+)")
LOG_DATE = re.compile(r"^(\d{4}-\d{2}-\d{2}) \d{2}:\d{2}:\d{2} \| ")  # a fairseq log line's timestamp
LOADED = re.compile(r"Loaded checkpoint \S+ \(epoch (?P<epoch>\d+) @ (?P<updates>\d+) updates\)")
CONFIGURATION = re.compile(r"\| fairseq_cli\.train \| (?P<config>\{'_name'.*)$")  # what each start logs
# Configuration fields that differ between runs of one command: the architecture, the seed,
# the directories, and the checkpoints a longer budget keeps besides the usual ones (run.sh's header).
PER_RUN = {"model.arch", "common.seed", "common.user_dir", "checkpoint.save_dir", "task.data",
           "checkpoint.keep_interval_updates_pattern"}
NOTES_BEGIN = "<!-- notes: written by hand; results.py keeps everything from here to the end marker -->"
NOTES_END = "<!-- end of notes -->"
NOTES_PLACEHOLDER = "_Not written yet: what the table shows, and what it cannot show._"


def read_lines(path):
    with (gzip.open if str(path).endswith(".gz") else open)(path, "rt", encoding="utf-8") as f:
        return [line.rstrip("\n") for line in f]


@dataclass
class Run:
    """One finished run: RECORDS/PAIR/checkpoints/ARCH-seedSEED with an eval/bleu.txt."""
    arch: str
    seed: int
    bleu: float
    bleu_signature: str
    hypotheses: list
    chrf: float = None
    train_seconds: int = None
    train_cpu_seconds: int = None
    parameters: str = None
    settings: str = None
    evaluation: str = None
    curve: list = field(default_factory=list)
    options: str = None  # a variant's fairseq-train options
    invocations: int = 0  # training invocations (lines of train_seconds)
    machines: list = field(default_factory=list)  # the CPU of each invocation that recorded one
    drift: list = None  # a longer budget's drift.txt (scripts/position_drift.py), its lines
    dates: list = field(default_factory=list)  # the first and last date (YYYY-MM-DD) in its train.log
    search: dict = None  # a longer budget's search-errors.md (scripts/search_errors.py): its tables
    part_ways: dict = None  # its part-ways.tsv (scripts/part_ways.py): the record, as read_record reads it
    directory: str = None  # where the record is
    regrouped: list = field(default_factory=list)  # the updates at which a resume regrouped its batches
    configs: list = field(default_factory=list)  # each start's fairseq-train configuration (training_configs)


@dataclass
class Pair:
    name: str
    reference: str
    references: list
    archs: list  # every architecture with a finished run; baseline first
    variants: list  # every variant (ARCH+NAME) with a finished run, sorted
    seeds: list  # every seed with a finished run
    runs: dict  # (arch, seed) -> Run, finished runs only
    unfinished: list = field(default_factory=list)  # run directory names without an eval/bleu.txt
    chrf_signature: str = None
    paired: dict = field(default_factory=dict)  # (arch, seed) -> {"BLEU": Result, "chrF2": Result}
    paired_signatures: dict = field(default_factory=dict)
    against_default: dict = field(default_factory=dict)  # (variant, seed) -> BLEU Result against its arch
    budget_paired: dict = field(default_factory=dict)  # (run at a longer budget, seed) -> as paired, at its budget
    budget_against_default: dict = field(default_factory=dict)  # (variant at a longer budget, seed) -> as paired,
    # against its architecture's run at that budget
    resamples: int = None  # of every paired bootstrap test of the pair's runs


def read_bleu(path):
    """(score, signature) from an eval/bleu.txt written by scripts/score.py."""
    score = signature = None
    for line in read_lines(path):
        if (match := BLEU_LINE.match(line)) and score is None:
            score = float(match.group("score"))
        elif line.startswith("sacreBLEU signature: "):
            signature = line[len("sacreBLEU signature: "):]
    if score is None or signature is None:
        fail(f"{path} lacks its 'BLEU = ' or 'sacreBLEU signature: ' line (not written by score.py?)")
    return score, signature


def validation_curve(train_log):
    """[(updates, validation loss)] from a fairseq-train log (--log-format simple), in
    update order. After a resume the same update can be logged twice: the last one counts."""
    losses = {}
    for line in read_lines(train_log):
        if "| valid on 'valid' subset |" not in line:
            continue
        fields = dict(f.split(" ", 1) for f in line.split(" | ") if " " in f)
        if "loss" in fields and "num_updates" in fields:
            losses[int(fields["num_updates"])] = float(fields["loss"])
    return sorted(losses.items())


def log_dates(train_log):
    """The first and last date of a fairseq-train log's timestamped lines, or []."""
    dates = [m.group(1) for line in read_lines(train_log) if (m := LOG_DATE.match(line))]
    return [dates[0], dates[-1]] if dates else []


def regroupings(train_log):
    """The updates at which a resumed fairseq-train regrouped its batches, in order: fairseq
    groups them once, seeded with the epoch it starts in, so each resume into an epoch after
    the first regroups the rest of them. Two runs of one seed see the same batches up to the
    first update where their lists differ."""
    updates = [int(m.group("updates")) for line in read_lines(train_log)
               if (m := LOADED.search(line)) and int(m.group("epoch")) > 1]
    return sorted(set(updates))


def training_configs(train_log):
    """The configuration each fairseq-train start printed to its log, flattened to
    {"section.field": value}: the model's fields (the architecture's) as "model.field",
    less those repeated from another section. A line that is not a literal is skipped."""
    configs = []
    for line in read_lines(train_log):
        if not (match := CONFIGURATION.search(line)):
            continue
        try:
            config = _literal(ast.parse(match.group("config"), mode="eval").body)
        except (ValueError, SyntaxError, TypeError):
            continue
        flat = {f"{section}.{name}": value for section, fields in config.items()
                if section != "model" and isinstance(fields, dict) for name, value in fields.items()}
        others = {key.split(".", 1)[1] for key in flat}
        flat.update((f"model.{name}", value) for name, value in (config.get("model") or {}).items()
                    if name not in others)
        configs.append(flat)
    return configs


def _literal(node):
    """A logged configuration's value: literals, dicts, and argparse Namespaces as dicts."""
    if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Namespace":
        return {keyword.arg: _literal(keyword.value) for keyword in node.keywords}
    if isinstance(node, ast.Dict):
        return {_literal(key): _literal(value) for key, value in zip(node.keys, node.values)}
    return ast.literal_eval(node)


def configuration_differences(pair):
    """[(run, field, its value, the usual value)] for each configuration field in which a
    start of a run differs from most starts of the pair's other runs that leave it alone,
    other than PER_RUN and the fields its own options set. The model's fields count where
    the transformer has them too: the schemes' own are their architectures' and options'."""
    def own(run):
        return {option.replace("-", "_") for option in re.findall(r"--([\w-]+)", run.options or "")}

    shared = {key for (arch, _), run in pair.runs.items() if arch == BASELINE for config in run.configs
              for key in config}
    checked = {key for run in pair.runs.values() for config in run.configs for key in config
               if key not in PER_RUN and (key in shared or not key.startswith("model."))}
    counts = {}
    for run in pair.runs.values():
        for config in run.configs:
            for key in checked - {key for key in checked if key.split(".", 1)[1] in own(run)}:
                counts.setdefault(key, Counter())[repr(config.get(key))] += 1
    usual = {key: count.most_common(1)[0][0] for key, count in counts.items()}
    differences = []
    for run in sorted(pair.runs.values(), key=lambda run: (run.arch, run.seed)):
        found, options = {}, own(run)
        for config in run.configs:
            for key in sorted(checked):
                value = repr(config.get(key))
                if key.split(".", 1)[1] not in options and value != usual[key]:
                    found.setdefault(key, (value, usual[key]))
        differences += [(run, key, value, common) for key, (value, common) in found.items()]
    return differences


def configuration_lines(pairs):
    """Reproducibility lines: whether the runs of each pair share one fairseq-train
    configuration apart from their architecture, seed, directories and options."""
    differences = [(pair, *difference) for pair in pairs for difference in configuration_differences(pair)]
    unread = [f"{pair.name}/{run.arch}-seed{run.seed}" for pair in pairs for run in pair.runs.values()
              if not run.configs]
    lines = []
    if any(run.configs for pair in pairs for run in pair.runs.values()) and not differences:
        lines.append("- fairseq-train configuration (each start's, from train.log): the same for every run "
                     "of a pair apart from its architecture, seed, directories and its own options.")
    if differences:
        lines.append("- fairseq-train configuration differing from most runs of its pair (each start's, from "
                     "train.log), where no option of the run sets it:")
        lines += [f"  - {pair.name}/{run.arch}-seed{run.seed}: `{key}` {value} (most: {common})"
                  for pair, run, key, value, common in differences]
    if unread:
        lines.append("- fairseq-train configuration not read (no train.log, or none logged): " + ", ".join(unread))
    return lines


def parameter_count(train_log):
    """fairseq's 'num. shared model params' as logged (the last start's), or None."""
    counts = [m.group("count") for line in read_lines(train_log) if (m := PARAMETERS.search(line))]
    return counts[-1] if counts else None


def training_seconds(path):
    """The sum of the integers of train_seconds or train_cpu_seconds (one per training
    invocation), or None."""
    if not os.path.isfile(path):
        return None
    lines = [line for line in read_lines(path) if line.strip()]
    if not all(line.strip().isdigit() for line in lines):
        fail(f"{path} should hold one whole number of seconds per line")
    return sum(int(line) for line in lines)


def read_run(workdir, pair_dir, tgt, arch, seed, directory, size):
    bleu, signature = read_bleu(os.path.join(directory, "eval", "bleu.txt"))
    hyp_path = os.path.join(directory, "eval", f"hyp.{tgt}")
    if not os.path.isfile(hyp_path):
        fail(f"{hyp_path} not found next to eval/bleu.txt")
    hypotheses = read_lines(hyp_path)
    if len(hypotheses) != size:
        fail(f"{hyp_path} has {len(hypotheses)} lines but {pair_dir}/raw/test.{tgt} has {size}")
    seconds = os.path.join(directory, "train_seconds")
    run = Run(arch, seed, bleu, signature, hypotheses, train_seconds=training_seconds(seconds),
              train_cpu_seconds=training_seconds(os.path.join(directory, "train_cpu_seconds")))
    run.invocations = len([line for line in read_lines(seconds) if line.strip()]) if os.path.isfile(seconds) else 0
    machines = os.path.join(directory, "train_machines")
    if os.path.isfile(machines):
        run.machines = [line.strip() for line in read_lines(machines) if line.strip()]
    train_log = os.path.join(directory, "train.log")
    if os.path.isfile(train_log):
        run.parameters = parameter_count(train_log)
        run.curve = validation_curve(train_log)
        run.dates = log_dates(train_log)
        run.regrouped = regroupings(train_log)
        run.configs = training_configs(train_log)
    settings = os.path.join(directory, "settings")
    if os.path.isfile(settings):
        run.settings = " ".join(read_lines(settings)).strip()
    options = os.path.join(directory, "options")
    if os.path.isfile(options):
        run.options = " ".join(read_lines(options)).strip()
        # A variant's settings are the shared ones with its options added.
        if run.settings and run.settings.endswith(" " + run.options):
            run.settings = run.settings[:-len(run.options) - 1]
    drift = os.path.join(directory, "drift.txt")
    if os.path.isfile(drift):
        run.drift = read_lines(drift)
    searched = os.path.join(directory, SEARCH_REPORT)
    if os.path.isfile(searched):
        from search_errors import read_report  # (scripts/, on the path above)

        run.search = read_report(searched)
    compared = os.path.join(directory, PART_WAYS_RECORD)
    if os.path.isfile(compared):
        from part_ways import read_record  # (scripts/, on the path above)

        run.part_ways = read_record(compared)
    run.directory = directory
    stamp = os.path.join(workdir, "stamps", f"evaluate-{os.path.basename(pair_dir)}-{arch}-seed{seed}.done")
    if os.path.isfile(stamp):
        run.evaluation = " ".join(read_lines(stamp)).strip()
    return run


SEARCH_REPORT = "search-errors.md"  # scripts/search_errors.py --out, written by run.sh
RANK_SEEDS = 2  # the seeds a scheme needs at the main budget to be ranked "fastest to learn": one run decides nothing
PART_WAYS_RECORD = "part-ways.tsv"  # scripts/part_ways.py --out, against the transformer of its seed and budget


def read_pair(workdir, name, multi30k, resamples):
    tgt = PAIR_NAME.match(name).group("tgt")
    pair_dir = os.path.join(workdir, name)
    reference = os.path.join(pair_dir, "raw", f"test.{tgt}")  # in a work directory, not in records
    if not os.path.isfile(reference) and multi30k is not None:
        reference = os.path.join(multi30k, f"test_2016_flickr.{tgt}.gz")
    checkpoints = os.path.join(pair_dir, "checkpoints")
    found = sorted((m.group("arch"), int(m.group("seed")), entry)
                   for entry in os.listdir(checkpoints)
                   if (m := RUN_NAME.match(entry)) and os.path.isdir(os.path.join(checkpoints, entry)))
    runs, unfinished = {}, []
    references = None
    for arch, seed, entry in found:
        directory = os.path.join(checkpoints, entry)
        if not os.path.isfile(os.path.join(directory, "eval", "bleu.txt")):
            unfinished.append(entry)
            continue
        if references is None:
            if not os.path.isfile(reference):
                fail(f"reference {reference} not found (neither {pair_dir}/raw/test.{tgt} nor, with --multi30k DIR, "
                     f"DIR/test_2016_flickr.{tgt}.gz; a records directory holds no data: give --multi30k, "
                     "run.sh's MULTI30K_DIR, by default WORKDIR/orig)")
            references = read_lines(reference)
        runs[arch, seed] = read_run(workdir, pair_dir, tgt, arch, seed, directory, len(references))
    archs = sorted({arch for arch, _ in runs if "+" not in arch}, key=lambda arch: (arch != BASELINE, arch))
    variants = sorted({arch for arch, _ in runs if "+" in arch})
    seeds = sorted({seed for _, seed in runs})
    return Pair(name, reference, references, archs, variants, seeds, runs, unfinished, resamples=resamples)


def find_pairs(workdir, multi30k, resamples):
    if not os.path.isdir(workdir):
        fail(f"directory {workdir} not found")
    return [read_pair(workdir, name, multi30k, resamples) for name in sorted(os.listdir(workdir))
            if PAIR_NAME.match(name) and os.path.isdir(os.path.join(workdir, name, "checkpoints"))]


def variants_of(pair, arch, seed, budget="main"):
    """The finished variant runs (ARCH+NAME) of arch at seed: those trained for the main
    runs' budget (a longer budget has its own section), or for every budget with budget=None."""
    found = [pair.runs[v, seed] for v in pair.variants if v.split("+", 1)[0] == arch and (v, seed) in pair.runs]
    return found if budget is None else [run for run in found if at_main_budget(pair, run)]


def main_budget(pair):
    """The updates every main run of the pair was trained for; None where they differ."""
    budgets = {run_budget(run) for (arch, _), run in pair.runs.items() if arch in pair.archs}
    return budgets.pop() if len(budgets) == 1 else None


def at_main_budget(pair, run):
    main = main_budget(pair)
    return main is None or run_budget(run) in (main, None)


def paired_test(pair, baseline, systems):
    """sacreBLEU's paired bootstrap test of systems against baseline (runs):
    (signatures, {system arch: {"BLEU": Result, "chrF2": Result}})."""
    named = [(baseline.arch, baseline.hypotheses)] + [(run.arch, run.hypotheses) for run in systems]
    return paired_bootstrap(pair.references, named, pair.resamples)


def score_and_test(pair):
    """BLEU and chrF of every finished run, unrounded; the paired bootstrap test of every
    finished run against the finished transformer of its seed, and of every finished variant
    against its architecture's run of its seed and budget."""
    from sacrebleu.metrics import BLEU, CHRF

    if not pair.runs:
        return
    chrf = CHRF()
    for run in pair.runs.values():
        # Means and gaps are taken of the unrounded BLEU and rounded once; eval/bleu.txt holds it rounded.
        exact = BLEU().corpus_score(run.hypotheses, [pair.references]).score
        if f"{exact:.2f}" != f"{run.bleu:.2f}":
            fail(f"{run.directory}: its eval/hyp.* scores {exact:.2f} BLEU, its eval/bleu.txt {run.bleu:.2f}")
        run.bleu = exact
        run.chrf = chrf.corpus_score(run.hypotheses, [pair.references]).score
    pair.chrf_signature = str(chrf.get_signature())
    for seed in pair.seeds:
        baseline = pair.runs.get((BASELINE, seed))
        systems = [run for (arch, s), run in sorted(pair.runs.items())
                   if s == seed and arch != BASELINE and at_main_budget(pair, run)]
        if baseline is not None and systems:
            signatures, results = paired_test(pair, baseline, systems)
            pair.paired_signatures = {name: str(signature) for name, signature in signatures.items()}
            for arch, result in results.items():
                pair.paired[arch, seed] = result
        for arch in pair.archs:
            default, variants = pair.runs.get((arch, seed)), variants_of(pair, arch, seed)
            if default is not None and variants:
                for variant, result in paired_test(pair, default, variants)[1].items():
                    pair.against_default[variant, seed] = result["BLEU"]
        for budget in longer_budgets(pair):
            baseline, runs = budget_runs(pair, budget, seed)
            if baseline is not None and len(runs) > 1:
                for arch, result in paired_test(pair, baseline, runs[1:])[1].items():
                    pair.budget_paired[arch, seed] = result
            for variant in (run for run in runs if without_budget(run.options)):
                default = summary_run(pair, (variant.arch.split("+", 1)[0], ""), budget, seed)
                if default is not None:
                    result = paired_test(pair, default, [variant])[1][variant.arch]
                    pair.budget_against_default[variant.arch, seed] = result


def curve_from(run, start):
    """The (update, validation loss) points of run's curve from update start on."""
    return [(updates, loss) for updates, loss in run.curve if updates >= start]


def plot_curves(pair, path):
    """Validation loss against updates: each architecture in its colour, each seed in its
    line style (scripts/figures.py); on the left the whole training, on the right its second
    half, where the lines lie close together; the legend below both. Returns False when no
    finished run logged validation."""
    runs = [run for run in pair.runs.values() if run.curve and run.arch in pair.archs]
    if not runs:
        return False
    plt = pyplot()
    half = max(updates for run in runs for updates, _ in run.curve) / 2
    figure, (whole, late) = plt.subplots(1, 2, figsize=(11, 5.2), layout="constrained")
    for run in sorted(runs, key=lambda r: (pair.archs.index(r.arch), r.seed)):
        style = dict(run_style(run.arch, run.seed), markersize=4, label=f"{run.arch} seed {run.seed}")
        whole.plot(*zip(*run.curve), **style)
        second = curve_from(run, half)
        if second:
            late.plot(*zip(*second), **style)
    whole.set_ylabel("validation loss (bits per token, label-smoothed)")
    whole.set_title(f"Multi30k {pair.name}: validation loss")
    late.set_title(f"from update {half:.0f}")
    for axes in (whole, late):
        axes.set_xlabel("updates")
        axes.grid(alpha=0.3)
    key_legend(figure, [arch for arch in pair.archs if any(run.arch == arch for run in runs)],
               sorted({run.seed for run in runs}))
    save_png(figure, path)
    return True


def plot_variant_curves(pair, path):
    """The validation loss of each variant next to its architecture's run and the
    transformer of the same seed, one panel per architecture and seed, from a quarter
    of the training on (before that the lines lie on top of each other); the colours and
    line styles of every figure (scripts/figures.py), the architecture's own run drawn
    thicker. Returns False when no variant run logged validation."""
    panels = [(arch, seed, pair.runs[arch, seed], [v for v in variants_of(pair, arch, seed) if v.curve])
              for arch in pair.archs for seed in pair.seeds if (arch, seed) in pair.runs]
    panels = [panel for panel in panels if panel[3]]
    if not panels:
        return False
    plt = pyplot()
    figure, axes = plt.subplots(1, len(panels), figsize=(6.5 * len(panels), 5.2), squeeze=False,
                                layout="constrained")
    names = []
    for panel, (arch, seed, default, variants) in zip(axes[0], panels):
        start = max(updates for run in [default] + variants for updates, _ in run.curve) / 4
        baseline = pair.runs.get((BASELINE, seed))
        shown = [default] + variants
        if arch != BASELINE and baseline is not None:
            shown.insert(0, baseline)
        for run in shown:
            points = curve_from(run, start)
            if not points:
                continue
            panel.plot(*zip(*points), markersize=4, linewidth=2.5 if run is default else 1.5,
                       label=f"{run.arch} seed {seed}", **run_style(run.arch, seed))
            names += [run.arch] if run.arch not in names else []
        panel.set_title(f"{arch}, seed {seed}: variants")
        panel.set_xlabel("updates")
        panel.grid(alpha=0.3)
    axes[0][0].set_ylabel("validation loss (bits per token, label-smoothed)")
    figure.suptitle(f"Multi30k {pair.name}: validation loss of the variants")
    key_legend(figure, names, sorted({seed for _, seed, _, _ in panels}))
    save_png(figure, path)
    return True


def summary_rows(pairs):
    """The summary's rows, keyed (architecture, its options less the budget), the transformer
    first, each architecture's variants after it; its columns (pair, budget, seeds)."""
    keys, columns = set(), []
    for pair in pairs:
        main = main_budget(pair)
        for budget in ([main] if main is not None else []) + longer_budgets(pair):
            seeds = sorted({run.seed for run in pair.runs.values() if run_budget(run) == budget})
            columns.append((pair, budget, seeds))
        keys |= {(run.arch.split("+", 1)[0], without_budget(run.options)) for run in pair.runs.values()}
    return sorted(keys, key=lambda key: (key[0] != BASELINE, key)), columns


def summary_run(pair, key, budget, seed):
    """The finished run of key (architecture, options less the budget) at budget and seed, or None."""
    return next((run for (_, s), run in pair.runs.items() if s == seed and run_budget(run) == budget
                 and (run.arch.split("+", 1)[0], without_budget(run.options)) == key), None)


def summary_cell(run, metric, within):
    """A run's score, its word and (p; Holm-adjusted p) of the within-run check against the
    transformer of its pair, seed and budget; the transformer's score alone."""
    if run is None:
        return MISSING
    score = score_of(run, metric)
    test = within.get(id(run))
    if test is None:
        return f"{score:.2f}"
    return f"{score:.2f} {test.word} ({test.p:.4f}; {test.adjusted_p:.4f})"


def summary_section(pairs, families):
    """Two tables (BLEU, then chrF) of every scheme and variant by pair, budget and seed, each
    run with its word and p against the transformer; the dates of the runs. [] without a run."""
    keys, columns = summary_rows(pairs)
    if not keys:
        return []
    header = ["architecture"] + [f"{pair.name}, {budget:,} updates: " + " / ".join(f"seed {seed}" for seed in seeds)
                        for pair, budget, seeds in columns]
    lines = ["## Summary", ""]
    for metric in METRICS:
        within = {id(test.run): test for test in families["within", metric]}
        rows = [[f"{metric}: {header[0]}"] + header[1:], ["---"] + ["---:"] * len(columns)]
        for arch, options in keys:
            row = [f"`{arch}`" + (f" with `{options}`" if options else "")]
            for pair, budget, seeds in columns:
                runs = [summary_run(pair, (arch, options), budget, seed) for seed in seeds]
                row.append(MISSING if all(run is None for run in runs) else
                           " / ".join(summary_cell(run, metric, within) for run in runs))
            rows.append(row)
        lines += ["| " + " | ".join(row) + " |" for row in rows] + [""]
    dates = sorted(date for pair in pairs for run in pair.runs.values() for date in run.dates)
    trained = f"They trained from {dates[0]} to {dates[-1]} (the dates in their train.log)" if dates else "They trained"
    sizes = {metric: len(families["within", metric]) for metric in METRICS}
    return lines + [
        f"BLEU, then chrF, on `test_2016_flickr` of every finished run, seed by seed (seeds separated by /), "
        f"with the run's word against `{BASELINE}` of the same pair, seed and budget (the within-run check; "
        "the words as \"How the schemes are compared\" defines them). In brackets: sacreBLEU's paired "
        f"bootstrap p ({resamples_of(pairs):,} resamples, so {1 / (resamples_of(pairs) + 1):.4f} "
        f"is the smallest p), then Holm's adjusted p over the {sizes['BLEU']} tests of its table. A row with "
        "options is a variant: its architecture with those options added (the variants tables). "
        + trained + " on the CPUs listed under Reproducibility, with the settings given there. Validation "
        "loss and the confidence intervals are in each pair's tables further down.", ""] + disagreement_lines(families)


def disagreement_lines(families):
    """A paragraph naming the runs whose chrF word differs from their BLEU word."""
    by_run = {id(test.run): test for test in families["within", "chrF"]}
    differ = [(test, by_run[id(test.run)]) for test in families["within", "BLEU"]
              if by_run.get(id(test.run)) and by_run[id(test.run)].word != test.word]
    if not families["within", "BLEU"]:
        return []
    if not differ:
        return ["chrF gives every run the word BLEU gives it.", ""]
    named = "; ".join(f"{configuration_name(bleu.key)} ({bleu.pair}, {bleu.budget:,} updates, seed {bleu.seeds[0]}): "
                      f"{bleu.word} by BLEU ({bleu.gap:+.2f}), {chrf.word} by chrF ({chrf.gap:+.2f}, p {chrf.p:.4f}, "
                      f"Holm {chrf.adjusted_p:.4f})" for bleu, chrf in differ)
    return [f"chrF gives {len(differ)} of the {len(by_run)} runs another word than BLEU: {named}.", ""]


def configuration_name(key):
    arch, options = key
    return f"`{arch}`" + (f" with `{options}`" if options else "")


TABLE4 = ("transformer_shaw", "transformer_diet_rel")  # the schemes of the DIET paper's Table 4 besides Vaswani's


def tally(tests):
    """{word: how many of tests got it}."""
    return {w: sum(test.word == w for test in tests) for w in ("above", "level", "below")}


def triple(tests):
    found = tally(tests)
    return " / ".join(str(found[w]) for w in ("above", "level", "below"))


def words_table(families):
    """Per configuration: how many of its runs are above, level and below the transformer at
    each budget (BLEU; chrF), and its words across seeds."""
    within = families["within", "BLEU"]
    budgets = sorted({test.budget for test in within})
    keys = sorted({test.key for test in within})
    if not keys:
        return []
    across = {(test.key, test.metric): test for metric in METRICS for test in families["across", metric]}
    header = ["configuration"] + [f"{budget:,} updates: runs above / level / below, BLEU; chrF" for budget in budgets]
    if across:
        header.append("across seeds: mean BLEU gap (95% interval), word; chrF's word")
    rows = ["| " + " | ".join(header) + " |", "| --- |" + " ---: |" * (len(header) - 1)]
    for key in keys:
        row = [configuration_name(key)]
        for budget in budgets:
            found = [[test for test in families["within", metric] if test.key == key and test.budget == budget]
                     for metric in METRICS]
            row.append(f"{triple(found[0])}; {triple(found[1])}" if found[0] else MISSING)
        if across:
            bleu, chrf = across.get((key, "BLEU")), across.get((key, "chrF"))
            row.append(f"{bleu.gap:+.2f} ({interval(bleu)}), {bleu.word}; {chrf.word}" if bleu else MISSING)
        rows.append("| " + " | ".join(row) + " |")
    return rows


def answer_section(pairs, families):
    """What the runs support, first: the fastest scheme at the main budget, what the primary test
    resolves at the longer one and at what resolution, the DIET paper's Table 4 schemes, and
    what to pick; every number from the records, every verdict one of the page's three words."""
    within = families["within", "BLEU"]
    if not within:
        return []
    chrf_of = {id(test.run): test for test in families["within", "chrF"]}
    main_budgets = {pair.name: main_budget(pair) for pair in pairs}
    at_main = [test for test in within if test.budget == main_budgets[test.pair]]
    lines = ["## What the runs support", "",
             "Each comparison is with the transformer (sinusoidal input positions) trained the same way; above, "
             "level and below are the verdicts of the tests fixed in the next section, with Holm's correction.", ""]
    # The main budget: which scheme at its defaults converges fastest, of those trained on two seeds or
    # more (RANK_SEEDS): one seed's runs are listed, not ranked.
    defaults = sorted({test.key for test in at_main if not test.key[1]})
    ranked = [key for key in defaults if len({test.seeds[0] for test in at_main if test.key == key}) >= RANK_SEEDS]
    columns = {(test.pair, test.seeds[0]) for test in at_main if test.key in ranked}
    best = {column: max((test for test in at_main if (test.pair, test.seeds[0]) == column and test.key in ranked),
                        key=lambda test: test.run.bleu) for column in columns}
    tops = {key: sum(best[test.pair, test.seeds[0]].key == key for test in at_main if test.key == key)
            for key in ranked}  # the runs of each ranked scheme on which it has the highest BLEU of them
    tops = dict(sorted(tops.items(), key=lambda item: -item[1]))  # the most runs first
    leaders = [key for key in ranked if tops[key] == len([test for test in at_main if test.key == key])]
    if ranked and not leaders:
        lines.append(
            f"- **Fastest to learn ({at_main[0].budget:,} updates):** none of the schemes at their defaults "
            f"trained on {RANK_SEEDS} seeds or more has the highest BLEU on each of its runs. It goes to "
            + ", ".join(shared_lead(key, tops[key], at_main, chrf_of) for key in tops if tops[key])
            + ". The schemes' runs, above / level / below by BLEU: "
            + "; ".join(f"{configuration_name(key)} {triple([t for t in at_main if t.key == key])}"
                        for key in defaults) + ".")
    if leaders:
        key = leaders[0]
        runs = [test for test in at_main if test.key == key]
        budget = runs[0].budget

        def higher(other):  # the leader's runs that ``other`` scores more than, of those they share
            shared = [(test, lead) for test in at_main if test.key == other for lead in runs
                      if (lead.pair, lead.seeds[0]) == (test.pair, test.seeds[0])]
            return sum(test.run.bleu > lead.run.bleu for test, lead in shared), len(shared)

        above = tally(runs)["above"]
        chrf_above = tally([chrf_of[id(test.run)] for test in runs])["above"]
        faster = sorted({test.key for test in at_main if test.key[1] and higher(test.key)[0]})
        unranked = [(other, *higher(other)) for other in defaults if other not in ranked and higher(other)[0]]
        others = "; ".join(f"{configuration_name(other)} {triple([t for t in at_main if t.key == other])}"
                           for other in defaults if other != key)
        lines.append(
            f"- **Fastest to learn ({budget:,} updates):** {configuration_name(key)}. Of the schemes at their "
            f"defaults trained on {RANK_SEEDS} seeds or more, it has the highest BLEU on each of its "
            f"{plural(len(runs), 'run')}, and is above the transformer on {above} of {len(runs)} by BLEU and "
            f"{chrf_above} by chrF (the within-run check). "
            + (f"Two variants score higher still on the runs they have: " if len(faster) == 2 else
               "Variants that score higher still on the runs they have: " if faster else "")
            + ", ".join(configuration_name(v) + " (" + triple([t for t in at_main if t.key == v]).split(" / ")[0]
                        + f" of {len([t for t in at_main if t.key == v])} above)" for v in faster)
            + (". " if faster else "")
            + ("Trained on fewer seeds, and so not ranked: "
               + "; ".join(f"{configuration_name(other)} scores higher than it on {count} of "
                           f"{plural(shared, 'run')} they share" for other, count, shared in unranked) + ". "
               if unranked else "")
            + f"The other schemes' runs, above / level / below by BLEU: {others}.")
    # The longer budgets: the primary test and its resolution.
    across = families["across", "BLEU"]
    for pair in pairs:
        for longer in longer_budgets(pair):
            tested = [test for test in across if (test.pair, test.budget) == (pair.name, longer)]
            runs = [test for test in within if (test.pair, test.budget) == (pair.name, longer)]
            seeds = sorted({test.seeds[0] for test in runs})
            base = [summary_run(pair, (BASELINE, ""), longer, seed) for seed in seeds]
            base = [run for run in base if run is not None]
            text = f"- **At {longer:,} updates ({pair.name}):** "
            if tested:
                chrf = {test.key: test for test in families["across", "chrF"]}
                words = {test.word for test in tested} | {chrf[test.key].word for test in tested}
                text += (("across seeds " + ", ".join(configuration_name(t.key) for t in tested)
                          + (" are all level with the transformer on BLEU and on chrF" if words == {"level"} else
                             ": " + "; ".join(f"{configuration_name(t.key)} {t.word} ({chrf[t.key].word} by chrF)"
                                              for t in tested)))
                         + " (mean BLEU gaps " + ", ".join(f"{t.gap:+.2f} over {len(t.gaps)} seeds" for t in tested)
                         + "). ")
                sd, df, n, now, more, needed = resolution(tested)
                text += (f"At the seed spread seen so far (sd of a gap {sd:.2f} BLEU) {n} seeds resolve only mean "
                         f"gaps of {now:.1f} BLEU or more, {n + 1} seeds {more:.1f}; "
                         + (f"{needed} seeds would resolve 1 BLEU. " if needed else "1 BLEU is out of reach. "))
            else:
                text += "no configuration has two seeds here yet, so the primary test has not run. "
            per_seed = "; ".join(f"seed {seed}: " + counts_text([t for t in runs if t.seeds[0] == seed])
                                 for seed in seeds)
            text += f"Run by run (the within-run check), {per_seed}."
            if len(base) > 1:
                spread = max(run.bleu for run in base) - min(run.bleu for run in base)
                text += f" The transformer itself moved {spread:.2f} BLEU between seeds."
            lines.append(text)
            table4 = [test for test in runs if test.key in [(arch, "") for arch in TABLE4]]
            if table4:
                lines.append(table4_text(pair, longer, table4, chrf_of, at_main))
    lines += ["- **What to pick.** " + pick_text(leaders, families, at_main, tops), ""]
    return lines + words_table(families) + [
        "", "Counts of runs: each run against the transformer of its pair, seed and budget, by the within-run "
        "check. Above, level and below as the next section defines them.", ""]


def shared_lead(key, tops, at_main, chrf_of=None):
    """A ranked scheme that has the highest BLEU on some of its runs, not on all: on how many (and,
    with chrf_of, on how many of all its runs it is above the transformer by BLEU and by chrF)."""
    runs = [test for test in at_main if test.key == key]
    text = f"{configuration_name(key)} on {tops} of its {plural(len(runs), 'run')}"
    if chrf_of is not None:
        text += (f" (above the transformer on {tally(runs)['above']} by BLEU, "
                 f"{tally([chrf_of[id(test.run)] for test in runs])['above']} by chrF)")
    return text


def plural(count: int, noun: str) -> str:
    return f"{count} {noun}{'s' if count != 1 else ''}"


def counts_text(tests):
    found = tally(tests)
    return (", ".join(f"{count} {w}" for w, count in found.items() if count)
            + f" of {plural(len(tests), 'run')}")


def table4_text(pair, budget, tests, chrf_of, at_main):
    """The DIET paper's Table 4 schemes as they stand here, at a longer budget and at the main one."""
    parts = [f"{configuration_name(test.key)} {test.word} ({test.gap:+.2f} BLEU, seed {test.seeds[0]}; "
             f"{chrf_of[id(test.run)].word} by chrF, {chrf_of[id(test.run)].gap:+.2f})" for test in tests]
    text = (f"- **The DIET paper's Table 4** compares Vaswani et al.'s transformer, Shaw and Diet-Rel (WMT18, "
            f"6 layers, 250,000 updates). Here at {budget:,} updates: " + "; ".join(parts) + ".")
    for shaw in (t for t in tests if t.key == (TABLE4[0], "")):
        for rel in (t for t in tests if t.key == (TABLE4[1], "") and t.seeds == shaw.seeds):
            result = paired_test(pair, shaw.run, [rel.run])[1][rel.run.arch]
            text += (f" Diet-Rel against Shaw on seed {shaw.seeds[0]}: {rel.run.bleu - shaw.run.bleu:+.2f} BLEU, "
                     f"p {result['BLEU'].p_value:.4f} (outside the families, unadjusted).")
    for arch in TABLE4:
        runs = [t for t in at_main if t.key == (arch, "")]
        if runs:
            higher = sum(t.gap > 0 for t in runs)
            side, count = ("higher", higher) if 2 * higher >= len(runs) else ("lower", len(runs) - higher)
            text += (f" At the main budget {configuration_name((arch, ''))}'s BLEU is {side} than the "
                     f"transformer's on {count} of {len(runs)} runs ({counts_text(runs)}; by chrF "
                     f"{counts_text([chrf_of[id(t.run)] for t in runs])}).")
    return text


def pick_text(leaders, families, at_main, tops):
    across = [test for metric in METRICS for test in families["across", metric]]
    decided = [test for test in families["across", "BLEU"] if test.word != "level"]
    text = ""
    if tops and not leaders:
        text += ("For trainings as short as the main budget the runs name no one scheme: the highest BLEU of a "
                 "run goes to " + ", ".join(shared_lead(key, tops[key], at_main) for key in tops if tops[key]) + ". ")
        always = [key for key in tops if all(test.word == "above" for test in at_main if test.key == key)]
        if always:
            text += (" and ".join(configuration_name(key) for key in always)
                     + (" is" if len(always) == 1 else " are") + " above the transformer on each of "
                     + ("its" if len(always) == 1 else "their") + " runs. ")
    if leaders:
        runs = [test for test in at_main if test.key == leaders[0]]
        found = tally(runs)
        text += (f"For trainings as short as the main budget, {configuration_name(leaders[0])}: of the schemes at "
                 f"their defaults trained on {RANK_SEEDS} seeds or more it has the highest BLEU on every run it has, "
                 "and it is above the transformer on "
                 + ("each" if found["above"] == len(runs) else f"{found['above']} of {len(runs)}") + ". ")
    if decided:
        text += ("Across seeds: " + "; ".join(f"{configuration_name(t.key)} is {t.word} the transformer"
                                             for t in decided) + ". ")
    elif across:
        largest = max(families["across", "BLEU"], key=lambda test: abs(test.gap))
        now = resolution(families["across", "BLEU"])[3]
        text += ("For longer trainings these runs do not choose: across seeds no configuration is above or "
                 f"below the transformer, and the largest mean gap, {largest.gap:+.2f} BLEU "
                 f"({configuration_name(largest.key)}), is "
                 + ("well inside" if abs(largest.gap) < now / 2 else "inside")
                 + f" the {now:.1f} BLEU that its seeds can resolve. There the choice rests on other grounds "
                 "(speed: docs/benchmark.md; inputs longer than the training's: the length sections further down).")
    return text.strip()


PLAN_FIXED = "2026-12-04"  # the day the test below was fixed, before any seed-3 run had finished
RESAMPLES_RAISED = "2026-12-06"  # the day the bootstrap went from 1,000 resamples to RESAMPLES


def resamples_of(pairs):
    """The paired bootstrap's resamples on this page (results.py --resamples)."""
    return pairs[0].resamples if pairs else RESAMPLES


def plan_section(pairs, families):
    """How the schemes are compared: the test, its families, its correction and its three
    words, fixed before the seed-3 runs; the family sizes are counted from the records."""
    within = len(families["within", "BLEU"])
    across = families["across", "BLEU"]
    longer = sorted({(pair.name, budget) for pair in pairs for budget in longer_budgets(pair)})
    where = ", ".join(f"{name} at {budget:,} updates" for name, budget in longer) or "none yet"
    return [
        "## How the schemes are compared", "",
        f"Fixed on {PLAN_FIXED}, before any seed-3 training had finished, and applied as written by "
        "`results.py` to every table and sentence that follows. The question: is a scheme's translation of "
        f"`test_2016_flickr` better or worse than `{BASELINE}`'s (sinusoidal input positions) trained "
        "the same way?", "",
        "- **The primary test, across seeds**, at each budget longer than a pair's main one "
        f"(here: {where}). For a configuration (an architecture with its options) and each seed on which "
        f"it and `{BASELINE}` both trained, its gap: its score minus `{BASELINE}`'s. Its n seeds give the "
        "mean gap and the gaps' standard deviation. The test pools that spread over the configurations "
        "of its family: s², the gaps' variances weighted by their n − 1, with df = Σ (n − 1) degrees of "
        "freedom, on the assumption that another seed moves every configuration's gap about as much. "
        "Then the 95% Student t interval mean ± t(0.975, df) · s / √n and the two-sided p of the t test "
        "of a mean gap of 0, t = mean / (s / √n) with df degrees of freedom. A configuration needs two "
        "seeds or more to be tested. Another seed changes the initialisation and the order of the "
        "batches, which is what \"which scheme\" has to survive. Each configuration's own n − 1 degrees "
        "of freedom would leave the interval too wide to resolve anything with two or three seeds "
        f"(t(0.975, 1) = {t_critical(ALPHA, 1):.1f}, t(0.975, 2) = {t_critical(ALPHA, 2):.1f}): this "
        "pooled test replaced that one on the day the test was fixed, before any seed-3 result existed.",
        f"- **The within-run check: sacreBLEU's paired bootstrap** ({resamples_of(pairs):,} resamples, seed 12345) of each "
        f"run against `{BASELINE}` of the same pair, seed and budget: the p in the summary table. It "
        "measures how far resampling the test sentences moves one pair of runs, not how far another seed "
        "or another training of the same seed moves them. Where the primary test exists it does not "
        "overrule it. At the main budget of 1,200 updates it is the only test, and the page then "
        "speaks of runs (\"above on k of n runs\"), not of schemes.",
        "- **chrF beside BLEU.** Each test is run on chrF as well (sacreBLEU's chrF2 of the same "
        "translations), with its own p and its own correction. BLEU gives the word; where chrF's "
        "word differs, the page says so.",
        "- **Holm's correction at a family-wise error of 0.05**, within each of four families: the "
        f"primary tests on BLEU ({len(across)} now), the same on chrF, the within-run checks on BLEU (every "
        f"p of the summary table: {within} now), the same on chrF. BLEU and chrF are not pooled into one "
        "family, so a statement made on both metrics carries a family-wise error of up to 0.10. "
        f"The bootstrap had 1,000 resamples when the test was fixed. On {RESAMPLES_RAISED} the within-run "
        "family reached 50 tests, and from 51 Holm's first threshold, 0.05 / m, falls under the smallest p "
        "of 1,000 resamples (1 / 1,001), so the check could have rejected nothing whatever the runs. The "
        f"resamples were then raised to {RESAMPLES:,}, before Shaw's and Diet-Rel's seed-1 runs at 4,800 "
        "updates came in; the families and the words stayed as they were. When the "
        "seed-3 runs are in, the primary family is five configurations on en-de at "
        "4,800 updates: Diet-Abs, RoPE, Diet-Rel at the bias scale of 10 and Shaw on seeds 1 to 3, and "
        "Diet-Rel at its default on seeds 1 and 2. ALiBi, T5 and TISA trained 4,800 updates on seed 2 "
        "only and stay out of it. Tests outside these families (a variant against its own "
        "architecture, Diet-Rel against Shaw, the length-cut tests) are reported with their "
        "unadjusted p and none of the three words.",
        "- **Three words, and only these, for a comparison with the transformer.** *Above*: the "
        "Holm-adjusted p of the test is under 0.05 and the gap (the mean gap across seeds) is "
        "positive. *Below*: the same with a negative gap. *Level*: neither; the test did not resolve "
        "a difference, which is not a claim that there is none. A scheme is above, below or level at "
        "a budget by the primary test; a run is, by the within-run check.",
        "- **Resolution.** The smallest mean gap the primary test can call above or below with n "
        "seeds is t(1 − 0.05 / 2m, df) · s / √n, at Holm's first threshold over the m tests of the "
        "family, with s and df pooled over them as above (for n seeds more than now: df = m (n − 1), every "
        "configuration of the family at n seeds). The page computes it from the records, with the "
        "number of seeds that would bring it down to 1 BLEU at that spread.",
        "- **Which training counts.** One per configuration and seed: the one in the records, each "
        "run's averaged checkpoint as `eval/bleu.txt` scores it. run.sh replaces a run's record when the "
        "same command trains again on the same seed, so it is the latest training. On en-de seed 2 at "
        "4,800 updates the transformer, Diet-Abs, Shaw, RoPE and Diet-Rel at the bias scale of 10 "
        "trained twice (the second time to keep checkpoints for the search reports), and their second "
        "trainings count. This rule was set after those pairs were seen and before any seed 3; no run "
        "is trained again for its score. The transformer on en-de seed 3 at 4,800 updates trained twice "
        "too (the second time to keep the averaged checkpoint for part_ways.py). On seeds 1 and 2 it "
        "trained once more on 2026-12-07, to keep its single checkpoints for the gaps at equal updates. "
        "Its latest training counts on each seed.", ""]


def interval(test):
    return f"{test.gap - test.half_width:+.2f} to {test.gap + test.half_width:+.2f}"


def resolution(tests):
    """(pooled sd, its df, the seeds most tests have, the smallest resolvable mean gap with them,
    with one seed more, the seeds for a resolvable gap of 1 point); None without tests."""
    sd, df = pooled_sd(tests)
    if sd is None:
        return None
    seeds = max(len(test.gaps) for test in tests)
    return (sd, df, seeds, resolvable_gap(sd, seeds, len(tests), df), resolvable_gap(sd, seeds + 1, len(tests)),
            seeds_for(1.0, sd, len(tests)))


def across_seeds_section(families):
    """The primary test's table: per configuration and metric, the per-seed gaps, their mean
    and sd, the 95% t interval, p, Holm's p and the word; then what the test can resolve."""
    lines = ["## Across seeds: the primary test", ""]
    tests = [test for metric in METRICS for test in families["across", metric]]
    if not tests:
        return lines + ["No configuration has two seeds shared with the transformer at a budget longer than "
                        "its pair's main one yet.", ""]
    lines += ["| configuration | pair, updates | metric | seeds | gap per seed | mean ± sd | 95% t interval "
              "| p | Holm's p | word |", "| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | --- |"]
    for test in sorted(tests, key=lambda test: (test.pair, test.budget, test.key, METRICS.index(test.metric))):
        lines.append("| " + " | ".join([
            configuration_name(test.key), f"{test.pair}, {test.budget:,}", test.metric,
            ", ".join(str(seed) for seed in test.seeds), " / ".join(f"{gap:+.2f}" for gap in test.gaps),
            f"{test.gap:+.2f} ± {test.sd:.2f}", interval(test), f"{test.p:.3f}", f"{test.adjusted_p:.3f}",
            test.word]) + " |")
    lines += ["", f"Gap: the configuration's score minus `{BASELINE}`'s on the same seed, from each run's "
              "unrounded score. sd: the configuration's own; the interval and p use the sd pooled over the "
              "family of its metric's rows (the resolution line). Holm's p: over that family.", ""]
    for metric in METRICS:
        found = resolution(families["across", metric])
        if found is None:
            continue
        lines += [resolution_sentence(metric, len(families["across", metric]), *found), ""]
    return lines


def resolution_sentence(metric, m, sd, df, seeds, now, more, needed):
    """The resolution line of a metric's family of m tests, from resolution()'s numbers."""
    return (f"Resolution, {metric}: the per-seed gaps' standard deviation, pooled over the {m} "
            f"configuration{'s' if m > 1 else ''}, is {sd:.2f} ({df} degrees of freedom). At that spread, and "
            f"Holm's first threshold over {m} tests, {seeds} seeds can call a mean gap above or below only from "
            f"{now:.1f} points on, {seeds + 1} seeds from {more:.1f}; "
            + ("1 point is out of reach." if not needed else f"{seeds} seeds resolve 1 point already." if now <= 1
               else f"{needed} seeds would bring it to 1 point."))


def number(value, digits):
    return MISSING if value is None else f"{value:.{digits}f}"


def signed(value):
    return MISSING if value is None else f"{value:+.2f}"


def mean_of(values):
    return MISSING if any(v is None for v in values) else f"{statistics.mean(values):.2f}"


# The test chosen in advance (the page's "How the schemes are compared"): its words, its
# families and its statistics. Everything the page says about a scheme against the
# transformer comes from here.
ALPHA = 0.05  # family-wise error rate of Holm's correction
RESAMPLES = 10_000  # of the paired bootstrap; its smallest p is 1 / (RESAMPLES + 1)
METRICS = ("BLEU", "chrF")


def t_two_sided_p(t, df):
    """P(|T| >= |t|) for Student's t with df (a positive integer) degrees of freedom, by the
    closed form for integer df (Abramowitz and Stegun, 26.7.3 and 26.7.4)."""
    import math

    theta = math.atan(abs(t) / math.sqrt(df))
    c2 = math.cos(theta) ** 2
    if df % 2:  # A = 2/pi (theta + sin cos (1 + 2/3 cos^2 + 2*4/(3*5) cos^4 + ...)), df - 3 powers
        term, total = 1.0, 1.0 if df > 1 else 0.0
        for k in range(1, (df - 1) // 2):
            term *= c2 * (2 * k) / (2 * k + 1)
            total += term
        inside = (2 / math.pi) * (theta + math.sin(theta) * math.cos(theta) * total)
    else:  # A = sin (1 + 1/2 cos^2 + 1*3/(2*4) cos^4 + ...), df - 2 powers
        term, total = 1.0, 1.0
        for k in range(1, df // 2):
            term *= c2 * (2 * k - 1) / (2 * k)
            total += term
        inside = math.sin(theta) * total
    return min(1.0, max(0.0, 1.0 - inside))


def t_critical(two_sided, df):
    """The t with P(|T| >= t) = two_sided for df degrees of freedom (bisection on t_two_sided_p)."""
    low, high = 0.0, 1.0
    while t_two_sided_p(high, df) > two_sided:
        high *= 2
    while True:  # until the halves meet in floating point: no further step can move them
        middle = (low + high) / 2
        if middle in (low, high):
            return middle
        low, high = (middle, high) if t_two_sided_p(middle, df) > two_sided else (low, middle)


def holm(p_values):
    """Holm's step-down adjusted p-values, in the order given: the k-th smallest p times
    (m - k + 1), made non-decreasing, at most 1."""
    order = sorted(range(len(p_values)), key=lambda i: p_values[i])
    adjusted, running = [None] * len(p_values), 0.0
    for rank, i in enumerate(order):
        running = max(running, min(1.0, (len(p_values) - rank) * p_values[i]))
        adjusted[i] = running
    return adjusted


def word(gap, adjusted_p):
    """The page's three words: above or below where Holm's adjusted p is under ALPHA, else level."""
    if adjusted_p is None or adjusted_p >= ALPHA:
        return "level"
    return "above" if gap > 0 else "below"


@dataclass
class Test:
    """One comparison with the transformer in one of the page's families."""
    pair: str
    budget: int
    key: tuple  # (architecture, its options less the budget)
    metric: str  # "BLEU" or "chrF"
    gap: float  # the run's score minus the transformer's; across seeds, the mean of the seeds' gaps
    p: float
    seeds: tuple = ()  # the seeds (the within-run check: its one seed)
    gaps: tuple = ()  # the per-seed gaps (across seeds)
    sd: float = None  # across seeds: their standard deviation (n - 1)
    half_width: float = None  # across seeds: of the 95% Student t interval over seeds
    adjusted_p: float = None  # Holm's, over the test's family
    run: object = None  # the within-run check: the run tested

    @property
    def word(self):
        return word(self.gap, self.adjusted_p)


def across_seeds(gaps, sd, df):
    """(half-width of the 95% t interval, two-sided p of a mean of 0) of a configuration's
    per-seed gaps, at a pooled standard deviation sd of gaps with df degrees of freedom."""
    mean, error = statistics.mean(gaps), sd / len(gaps) ** 0.5
    half_width = t_critical(ALPHA, df) * error
    p = 1.0 if error == 0 and mean == 0 else (0.0 if error == 0 else t_two_sided_p(mean / error, df))
    return half_width, p


def score_of(run, metric):
    return run.bleu if metric == "BLEU" else run.chrf


def within_run_family(pairs, metric):
    """The within-run check: every paired bootstrap test the summary shows, each run against
    the transformer of its pair, seed and budget, Holm-adjusted over them all."""
    tests = []
    keys, columns = summary_rows(pairs)
    for pair, budget, seeds in columns:
        tested = pair.paired if budget == main_budget(pair) else pair.budget_paired
        for key in keys:
            if key == (BASELINE, ""):
                continue
            for seed in seeds:
                run, baseline = summary_run(pair, key, budget, seed), summary_run(pair, (BASELINE, ""), budget, seed)
                result = run and tested.get((run.arch, seed))
                if result and baseline:
                    gap = score_of(run, metric) - score_of(baseline, metric)
                    tests.append(Test(pair.name, budget, key, metric, gap,
                                      result["BLEU" if metric == "BLEU" else "chrF2"].p_value, seeds=(seed,),
                                      run=run))
    for test, adjusted in zip(tests, holm([test.p for test in tests])):
        test.adjusted_p = adjusted
    return tests


def across_seeds_family(pairs, metric):
    """The primary test: at each budget longer than a pair's main one, every configuration
    with two or more seeds shared with the transformer: the t test of its per-seed gaps,
    Holm-adjusted over them all."""
    tests = []
    keys, columns = summary_rows(pairs)
    for pair, budget, seeds in columns:
        if budget == main_budget(pair):
            continue
        for key in keys:
            if key == (BASELINE, ""):
                continue
            shared = [(seed, run, baseline) for seed in seeds
                      if (run := summary_run(pair, key, budget, seed)) and
                      (baseline := summary_run(pair, (BASELINE, ""), budget, seed))]
            if len(shared) < 2:
                continue
            gaps = tuple(score_of(run, metric) - score_of(baseline, metric) for _, run, baseline in shared)
            tests.append(Test(pair.name, budget, key, metric, statistics.mean(gaps), None,
                              seeds=tuple(s for s, _, _ in shared), gaps=gaps, sd=statistics.stdev(gaps)))
    pooled, df = pooled_sd(tests)
    for test in tests:
        test.half_width, test.p = across_seeds(test.gaps, pooled, df)
    for test, adjusted in zip(tests, holm([test.p for test in tests])):
        test.adjusted_p = adjusted
    return tests


def all_families(pairs):
    """{("within" or "across", metric): [Test]}: the page's four families."""
    return {(kind, metric): family(pairs, metric) for metric in METRICS
            for kind, family in (("within", within_run_family), ("across", across_seeds_family))}


def pooled_sd(tests):
    """The standard deviation of per-seed gaps pooled over tests, each weighted by its n - 1;
    (sd, degrees of freedom), or (None, 0) without tests."""
    df = sum(len(test.gaps) - 1 for test in tests)
    if not df:
        return None, 0
    return (sum((len(test.gaps) - 1) * test.sd ** 2 for test in tests) / df) ** 0.5, df


def resolvable_gap(sd, seeds, family_size, df=None):
    """The smallest mean gap over `seeds` seeds that the primary test can call above or below
    at Holm's first (strictest) threshold ALPHA / family_size, at a pooled spread sd of per-seed
    gaps with df degrees of freedom (by default every configuration of the family at `seeds`)."""
    df = family_size * (seeds - 1) if df is None else df
    return t_critical(ALPHA / family_size, df) * sd / seeds ** 0.5


def seeds_for(gap, sd, family_size, most=1000):
    """The fewest seeds with which resolvable_gap is at most gap, or None beyond `most`: by
    bisection, as the resolvable gap falls with every seed more (t's quantile with its df,
    and sd / sqrt(seeds))."""
    if resolvable_gap(sd, most, family_size) > gap:
        return None
    fewest, enough = 1, most  # resolvable_gap(enough) <= gap; fewer than 2 seeds resolve nothing
    while enough - fewest > 1:
        middle = (fewest + enough) // 2
        fewest, enough = (fewest, middle) if resolvable_gap(sd, middle, family_size) <= gap else (middle, enough)
    return enough


def main_table(pair):
    seeds = pair.seeds
    several = len(seeds) > 1
    header = ["architecture"]
    header += [f"BLEU seed {s}" for s in seeds] + (["BLEU mean"] if several else [])
    header += [f"chrF seed {s}" for s in seeds] + (["chrF mean"] if several else [])
    header += [f"p (BLEU) seed {s}" for s in seeds]
    header += [f"valid loss seed {s}" for s in seeds]
    header += ["parameters"] + [f"training min, wall / CPU, seed {s}" for s in seeds]
    rows = [header, ["---"] + ["---:"] * (len(header) - 1)]
    for arch in pair.archs:
        runs = [pair.runs.get((arch, s)) for s in seeds]
        bleu = [run and run.bleu for run in runs]
        chrf = [run and run.chrf for run in runs]
        row = [arch] + [number(v, 2) for v in bleu] + ([mean_of(bleu)] if several else [])
        row += [number(v, 2) for v in chrf] + ([mean_of(chrf)] if several else [])
        for seed in seeds:
            tested = pair.paired.get((arch, seed))
            if arch == BASELINE:
                row.append("baseline" if (arch, seed) in pair.runs else MISSING)
            else:
                row.append(number(tested and tested["BLEU"].p_value, 4))
        row += [number(run.curve[-1][1] if run and run.curve else None, 3) for run in runs]
        row.append(next((run.parameters for run in runs if run and run.parameters), MISSING))
        row += [training_minutes(run) for run in runs]
        rows.append(row)
    return ["| " + " | ".join(row) + " |" for row in rows]


def training_minutes(run):
    """'wall / CPU' minutes of a run's training, a missing one as MISSING."""
    if run is None or (run.train_seconds is None and run.train_cpu_seconds is None):
        return MISSING
    return " / ".join(MISSING if seconds is None else f"{seconds / 60:.1f}"
                      for seconds in (run.train_seconds, run.train_cpu_seconds))


def ablation_table(pair):
    """Each variant next to its architecture's own run of the same seed."""
    rows = ["| seed | run | options added | valid loss, last | valid loss, best | BLEU | Δ BLEU | p (Δ BLEU) "
            "| chrF | p (BLEU) |",
            "| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for seed in pair.seeds:
        for arch in pair.archs:
            variants = variants_of(pair, arch, seed)
            if not variants:
                continue
            default = pair.runs.get((arch, seed))
            for run in ([default] if default else []) + variants:
                tested = pair.paired.get((run.arch, seed))
                p = "baseline" if run.arch == BASELINE else number(tested and tested["BLEU"].p_value, 4)
                delta = MISSING if default is None or run is default else f"{run.bleu - default.bleu:+.2f}"
                against = pair.against_default.get((run.arch, seed))
                p_delta = MISSING if run is default else number(against and against.p_value, 4)
                losses = [loss for _, loss in run.curve]
                rows.append("| " + " | ".join([
                    str(seed), run.arch, f"`{run.options}`" if run.options else "(defaults)",
                    number(losses[-1] if losses else None, 3), number(min(losses) if losses else None, 3),
                    f"{run.bleu:.2f}", delta, p_delta, number(run.chrf, 2), p]) + " |")
    return rows if len(rows) > 2 else []


def paired_table(pair):
    rows = ["| seed | architecture | BLEU | BLEU μ ± 95% CI | p (BLEU) | chrF | chrF μ ± 95% CI | p (chrF) |",
            "| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for seed in pair.seeds:
        for arch in pair.archs + pair.variants:
            tested = pair.paired.get((arch, seed))
            if tested is None:
                continue
            cells = [str(seed), arch]
            for name in ("BLEU", "chrF2"):
                result = tested[name]
                p = "baseline" if result.p_value is None else f"{result.p_value:.4f}"
                cells += [f"{result.score:.2f}", f"{result.mean:.2f} ± {result.ci:.2f}", p]
            rows.append("| " + " | ".join(cells) + " |")
    return rows if len(rows) > 2 else []


def pair_section(pair, curves, variant_curves=False):
    lines = [f"## {pair.name}", ""]
    if pair.unfinished:
        lines += ["Not finished yet (left out of the tables): " + ", ".join(f"`{entry}`" for entry in pair.unfinished)
                  + ".", ""]
    if not pair.runs:
        return lines + ["No run has finished yet.", ""]
    tgt = PAIR_NAME.match(pair.name).group("tgt")
    lines += [f"Test set: Multi30k `test_2016_flickr`, the untokenised references `test_2016_flickr.{tgt}` "
              f"({len(pair.references):,} sentences).", ""]
    lines += main_table(pair) + [""]
    lines += [f"p (BLEU): sacreBLEU's paired bootstrap resampling test against `{BASELINE}` of the "
              "same seed (each seed's pair of runs tested on its own): the probability of a BLEU "
              "difference at least this large by chance when both systems are alike. Valid loss: "
              "the last validation loss in the run's train.log (bits per token, label-smoothed). "
              "Training time: wall-clock and CPU (user + system, all threads) minutes, each summed "
              "over the run's invocations. A killed invocation counts up to its last sample, taken "
              "every TIME_SAMPLE_SECONDS (10 by default). Both times grow when other jobs share the "
              "machine: the wall-clock time most, the CPU time through shared caches and memory. "
              "Speed ratios measured side by side: docs/benchmark.md." + mixed_machines_warning(pair.runs.values()), ""]
    if curves:
        lines += [f"![validation loss, {pair.name}](curves-{pair.name}.png)", "",
                  f"[curves-{pair.name}.png](curves-{pair.name}.png): the validation loss logged in "
                  "each run's train.log, over the whole training (left) and its second half (right); "
                  "one colour per architecture, as in every figure of this page, and one line style "
                  "per seed (1 solid, 2 dashed).", ""]
    ablations = ablation_table(pair)
    if ablations:
        lines += [f"### {pair.name}: variants", "",
                  "One change at a time to an architecture's defaults, each next to that "
                  "architecture's run of the same seed; the choice between them is made on the "
                  "validation loss (bits per token, label-smoothed, as logged by fairseq-train), "
                  "the test BLEU is reported. Δ BLEU: to the architecture's run; p (Δ BLEU): "
                  "the paired test against the architecture's run; p (BLEU): "
                  f"against `{BASELINE}` of the seed.", ""] + ablations + [""]
        if variant_curves:
            lines += [f"![validation loss of the variants, {pair.name}](curves-variants-{pair.name}.png)", "",
                      f"[curves-variants-{pair.name}.png](curves-variants-{pair.name}.png): the validation "
                      "loss of each variant (a lighter shade of its architecture's colour, with a marker of "
                      "its own), of its architecture's run (thick) and of "
                      f"`{BASELINE}` of the seed (black), from a quarter of the training on; the seed's "
                      "line style (1 solid, 2 dashed).", ""]
    paired = paired_table(pair)
    if paired:
        lines += [f"### {pair.name}: paired bootstrap resampling against {BASELINE}", ""]
        lines += paired + [""]
    return lines


def length_section(name, out):
    """The tables and figure of DIR/length-NAME.md (scripts/length_eval.py), when present; NAME is
    a pair, or PAIR-maxN for its runs under a length cut."""
    page = os.path.join(out, f"length-{name}.md")
    if not os.path.isfile(page):
        return []
    body = read_lines(page)
    if body and body[0].startswith("# "):
        body = body[1:]
    # Its headings two levels down, under this page's "### PAIR: ..." heading.
    body = ["##" + line if line.startswith("## ") else line for line in body]
    return [f"### {name}: BLEU against input length", "",
            f"From [length-{name}.md](length-{name}.md), written by "
            "`scripts/length_eval.py` (run by `examples/multi30k/run.sh`).", ""] + body + [""]


def positions_section(name, out):
    """The position-term figures of DIR/positions/NAME/RUN/*.png (scripts/plot_positions.py)."""
    root = os.path.join(out, "positions", name)
    if not os.path.isdir(root):
        return []
    lines = []
    for run in sorted(os.listdir(root), key=lambda run: (not run.startswith(BASELINE + "-"), run)):
        figures = sorted(f for f in os.listdir(os.path.join(root, run)) if f.endswith(".png"))
        if not figures:
            continue
        lines += [f"`{run}`:", ""]
        for figure in figures:
            path = f"positions/{name}/{run}/{figure}"
            lines += [f"![{run}, {figure[:-4]}]({path})", "", f"[{path}]({path})", ""]
    if not lines:
        return []
    return [f"### {name}: what the position terms learned", "",
            "Written by `scripts/plot_positions.py` from each run's averaged checkpoint "
            "(eval/average.pt; run by `examples/multi30k/run.sh`): one figure per attention "
            "stack; see the script's help for what each scheme's figure shows.", ""] + lines


def length_cut_sections(out):
    """For each DIR/length-PAIR-maxN.md (run.sh with MAX_TRAIN_PIECES): its tables and the
    position figures of its runs, under a heading of their own."""
    lines = []
    for page in sorted(f for f in os.listdir(out) if LENGTH_CUT_PAGE.match(f)):
        name = page[len("length-"):-len(".md")]
        lines += [f"## Trained on short pairs only: {name}", "",
                  f"Runs of `examples/multi30k/run.sh` with `MAX_TRAIN_PIECES` (records in `{name}/`): trained "
                  "on the pairs whose source and target both have at most N pieces, tested on the whole test "
                  "set by source length. They are not in the pair tables.", ""]
        lines += length_section(name, out) + positions_section(name, out)
    return lines


MAX_UPDATE_OPTION = re.compile(r"(?:^|\s)--max-update[ =](\d+)(?=\s|$)")
MAX_UPDATE_SETTING = re.compile(r"(?:^|\s)MAX_UPDATE=(\d+)(?=\s|$)")


def run_budget(run):
    """The updates a run was trained for: its variant's --max-update, else the shared
    MAX_UPDATE of its settings, else the last update of its validation curve."""
    for text, pattern in ((run.options, MAX_UPDATE_OPTION), (run.settings, MAX_UPDATE_SETTING)):
        found = pattern.findall(text or "")
        if found:
            return int(found[-1])
    return run.curve[-1][0] if run.curve else None


def without_budget(options):
    """A variant's options less its --max-update."""
    return " ".join(MAX_UPDATE_OPTION.sub(" ", options or "").split())


def counterpart(pair, run, budget):
    """The finished run of run's architecture, seed and options but for its budget,
    trained for ``budget`` updates, or None."""
    arch, seed = run.arch.split("+", 1)[0], run.seed
    for other in [pair.runs.get((arch, seed))] + variants_of(pair, arch, seed, budget=None):
        if other is not None and other is not run and run_budget(other) == budget \
                and without_budget(other.options) == without_budget(run.options):
            return other
    return None


def longer_budgets(pair):
    """The budgets, in updates, longer than the main runs' (variants with --max-update), sorted."""
    main = main_budget(pair)
    if main is None:
        return []
    return sorted({run_budget(run) for run in pair.runs.values() if (run_budget(run) or 0) > main})


def budget_runs(pair, budget, seed):
    """(the transformer's run or None, every run) of a seed trained for a longer budget;
    the transformer's first, then by name."""
    runs = sorted((run for (arch, s), run in pair.runs.items() if s == seed and run_budget(run) == budget),
                  key=lambda run: (not run.arch.startswith(BASELINE + "+"), run.arch))
    baseline = runs[0] if runs and runs[0].arch.split("+", 1)[0] == BASELINE else None
    return baseline, runs


def against_defaults(pair, run, budget):
    """A variant at a longer budget against its architecture's run there: [Δ BLEU (p), Δ chrF (p)]."""
    result = pair.budget_against_default.get((run.arch, run.seed))
    default = summary_run(pair, (run.arch.split("+", 1)[0], ""), budget, run.seed)
    if result is None or default is None:
        return [MISSING, MISSING]
    return [f"{run.bleu - default.bleu:+.2f} ({result['BLEU'].p_value:.4f})",
            f"{run.chrf - default.chrf:+.2f} ({result['chrF2'].p_value:.4f})"]


def budget_sections(pair, out):
    """For each budget longer than the main runs' (variants with --max-update): each run
    at it with BLEU, chrF, validation loss and the paired test against the transformer at
    that budget and seed, next to the same run at the main budget; a figure of their
    validation curves. [] when there is none."""
    main = main_budget(pair)
    lines = []
    for budget in longer_budgets(pair):
        for seed in pair.seeds:
            baseline, runs = budget_runs(pair, budget, seed)
            if not runs:
                continue
            rows = [f"| run | options | valid loss, last | valid loss, best | BLEU | chrF | p (BLEU) | p (chrF) "
                    f"| at {main:,} updates: BLEU | p (BLEU) | valid loss | against its defaults: Δ BLEU (p) "
                    "| Δ chrF (p) |",
                    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
            for run in runs:
                losses = [loss for _, loss in run.curve]
                result = pair.budget_paired.get((run.arch, seed))
                if run is baseline:
                    p_bleu = p_chrf = "baseline"
                else:
                    p_bleu, p_chrf = (number(result and result[name].p_value, 4) for name in ("BLEU", "chrF2"))
                short = counterpart(pair, run, main)
                short_losses = [loss for _, loss in short.curve] if short else []
                if short is not None and short.arch == BASELINE:
                    short_p = "baseline"
                else:
                    short_result = short and pair.paired.get((short.arch, seed))
                    short_p = number(short_result and short_result["BLEU"].p_value, 4)
                rows.append("| " + " | ".join([
                    run.arch, f"`{run.options}`", number(losses[-1] if losses else None, 3),
                    number(min(losses) if losses else None, 3), f"{run.bleu:.2f}", number(run.chrf, 2),
                    p_bleu, p_chrf, f"{short.bleu:.2f} (`{short.arch}`)" if short else MISSING,
                    short_p, number(short_losses[-1] if short_losses else None, 3)]
                    + against_defaults(pair, run, budget)) + " |")
            figure = f"curves-budget-{pair.name}-{budget}-seed{seed}.png"
            drawn = plot_budget_curves(pair, runs, main, os.path.join(out, figure), baseline)
            lines += [f"### {pair.name}: {budget:,} updates (seed {seed})", "",
                      f"The runs trained for {budget:,} updates instead of {main:,}, everything else as in "
                      f"their {main:,}-update runs (the learning-rate schedule does not depend on the budget). "
                      f"p: the paired bootstrap test against `{baseline.arch if baseline else BASELINE}` at "
                      f"this budget. Then the same architecture and options at {main:,} "
                      f"updates, and its p against `{BASELINE}` at {main:,}. The last two columns: a variant "
                      "against its architecture's run at this budget and seed (paired bootstrap p, outside "
                      "the page's families).", ""] + rows + [""]
            if drawn:
                lines += [f"![validation loss at {budget:,} and {main:,} updates, {pair.name}]({figure})", "",
                          f"[{figure}]({figure}): validation loss of these runs (lines) and of their "
                          f"{main:,}-update runs (open circles, the same colour), from update {main // 4:,} on. "
                          f"Up to update {main:,} the two lie on each other: the same schedule and seed."
                          + (f" Below, each run's loss minus `{baseline.arch}`'s at the same update "
                             f"(dotted: update {main:,})." if baseline is not None else ""), ""]
            lines += outputs_section(pair, baseline, runs)
            lines += search_section(runs, out)
            lines += same_update_section(baseline, runs)
            lines += part_ways_section(runs, out)
            for run in runs:
                if run.drift and run.drift[0].startswith("updates "):  # not "... has no position parameters"
                    lines += [f"How far the position parameters of `{run.arch}` moved from update {main:,} to "
                              f"{budget:,} (`scripts/position_drift.py`, run by run.sh: of the stored "
                              "parameters; the share of entries that moved more than 0.8 of Adam's bound, and "
                              "that did not move):", "", "```"] + run.drift + ["```", ""]
    return lines


def search_section(runs, out):
    """The runs' search_errors.py reports in one table: per run, its last and its averaged
    checkpoint with their losses, BLEU and length ratio at the widest beam and first length
    penalty, BLEU at the other settings, search errors, P(eos) at the reference's end, and
    the decoding check's largest difference over the backends, and on the averaged row the
    lowest, highest and mean BLEU of the checkpoints it averages, each alone. [] when no run
    has one."""
    searched = [run for run in runs if run.search]
    if not searched:
        return []
    first = searched[0].search["searches"]
    beams = sorted({int(row["beam"]) for row in first})
    lenpens = list(dict.fromkeys(row["lenpen"] for row in first))
    beam, lenpen = beams[-1], lenpens[0]
    other_beams, other_lenpens = beams[:-1], lenpens[1:]
    header = (["run", "model", "valid loss (nll)", "test loss (nll)", "BLEU", "length ratio", "search errors %"]
              + [f"BLEU, beam {' / '.join(map(str, other_beams))}"] * bool(other_beams)
              + [f"BLEU, lenpen {other}" for other in other_lenpens]
              + ["tokens the likeliest / entropy (bits)", "P(eos) at the end", "decoding: largest difference (nats)",
                 "BLEU of its checkpoints alone: lowest–highest (mean)"])
    rows = ["| " + " | ".join(header) + " |", "| --- | --- |" + " ---: |" * (len(header) - 2)]
    for run in searched:
        report = run.search
        found = {(row["model"], int(row["beam"]), row["lenpen"]): row for row in report["searches"]}
        link = os.path.relpath(os.path.join(run.directory, SEARCH_REPORT), os.path.abspath(out))
        for model in report["models"]:
            label = model["model"]
            main = found.get((label, beam, lenpen), {})
            checks = [row for row in report["decoding"] if row["model"] == label]
            if checks:
                worst = max(float(row["largest difference (nats)"]) for row in checks)
                differing = max(int(row["best hypotheses differing"]) for row in checks)
                decoding = f"{worst:.1e} ({len(checks)} backend{'s' * (len(checks) > 1)}, {differing} differ)"
            else:
                decoding = MISSING
            singles = [float(row["BLEU"]) for row in report["checkpoints"]] if label == "average" else []
            spread = (f"{min(singles):.2f}–{max(singles):.2f} ({sum(singles) / len(singles):.2f})" if singles
                      else MISSING)
            cells = ([f"[{run.arch}]({link})" if label == report["models"][0]["model"] else "", label,
                      model["valid loss (nll)"], model["test loss (nll)"], main.get("BLEU", MISSING),
                      main.get("length ratio", MISSING), main.get("search errors % (penalised)", MISSING)]
                     + [" / ".join(found.get((label, other, lenpen), {}).get("BLEU", MISSING)
                                   for other in other_beams)] * bool(other_beams)
                     + [found.get((label, beam, other), {}).get("BLEU", MISSING) for other in other_lenpens]
                     + [f"{model.get('tokens the likeliest', MISSING)} / {model.get('entropy (bits)', MISSING)}",
                        model["P(eos) at the reference's end"], decoding, spread])
            rows.append("| " + " | ".join(cells) + " |")
    return ["What lies between each model and its BLEU (`scripts/search_errors.py`, run by run.sh; the run's "
            "name links its whole report). Two models per run: `checkpoint_last.pt` alone (last) and the "
            f"average of the last checkpoints that evaluate.sh scores (average). BLEU, length ratio and search "
            f"errors at beam {beam} and lenpen {lenpen}: a search error is a sentence whose reference, not the "
            "best hypothesis, has the higher length-penalised score. Tokens the likeliest and entropy: in one "
            "teacher-forced pass over the references, the share of their tokens that are the model's likeliest "
            "at their position and the mean entropy of its distribution there. P(eos) at the end: the model's "
            "mean probability of the end of sentence after each whole reference. Decoding: every hypothesis of the "
            "averaged model's beams against a full pass over it alone, the largest difference of a token's "
            "log-probability over the backends, and how many best hypotheses differ between them. Its checkpoints "
            "alone: each checkpoint the average is made of, scored alone at the same beam and lenpen (reports "
            "written before search_errors.py scored them: –).", ""] + rows + [""]


def same_update_section(baseline, runs):
    """Each run's BLEU minus the transformer's, both scored from single checkpoints of the
    same update (the checkpoints the averages are made of, search_errors.py's report),
    beside the gap of the averaged models: the gaps at equal updates show how much of the
    averaged gap one checkpoint's luck explains. The caption names the runs whose batches
    a resume regrouped. [] when no run has single checkpoints scored; a line when only
    the transformer lacks them."""
    def singles(run):
        return {int(row["updates"]): float(row["BLEU"]) for row in (run.search or {}).get("checkpoints", [])}

    scored = [run for run in runs if run is not baseline and singles(run)]
    if not scored:
        return []
    own = singles(baseline) if baseline is not None else {}
    if not own:
        return [f"Gaps at equal updates: the schemes' single checkpoints are scored, `{BASELINE}`'s of this seed "
                "are not (its report predates that table).", ""]
    updates = sorted(own)
    rows = ["| run | " + " | ".join(f"Δ BLEU at {update:,}" for update in updates)
            + " | mean of those | Δ BLEU of the averages |",
            "| --- |" + " ---: |" * (len(updates) + 2)]
    for run in scored:
        theirs = singles(run)
        gaps = [theirs[update] - own[update] if update in theirs else None for update in updates]
        known = [gap for gap in gaps if gap is not None]
        mean = sum(known) / len(known) if known else None
        rows.append("| " + " | ".join([run.arch] + [signed(gap) for gap in gaps + [mean, run.bleu - baseline.bleu]])
                    + " |")
    regrouped = ["`{}` at {} {}".format(run.arch, "update" if len(run.regrouped) == 1 else "updates",
                                        " and ".join(f"{update:,}" for update in run.regrouped))
                 for run in [baseline] + scored if run.regrouped]
    batches = ("Two runs of one seed see the same batches up to the first update where their resumes after the "
               "first epoch differ: each regroups the rest of a run's batches (run.sh's header). Resumed so: "
               + ("; ".join(regrouped) or "none") + ".")
    return [f"Gaps at equal updates: each run's checkpoint alone minus `{baseline.arch}`'s checkpoint of the "
            "same update (beam and lenpen as above), their mean, and the gap of the averaged models. " + batches,
            ""] + rows + [""]


def part_ways_section(runs, out):
    """Each run's part-ways.tsv (scripts/part_ways.py) in two tables: per model, its negative
    log-likelihood of the references, of its own translations and of the other model's, and the
    sentences where it scores the other's translation higher than its own; per number of
    reference tokens forced, both models' BLEU, chrF and length ratio on what follows them, with
    the paired test. [] when no run has one."""
    lines = []
    for run in (run for run in runs if run.part_ways):
        record = run.part_ways
        link = os.path.relpath(os.path.join(run.directory, PART_WAYS_RECORD), os.path.abspath(out))
        models = {row["model"]: row for row in record["models"]}
        names = {role: f"`{row['run']}` ({row['checkpoint']}, update {int(row['updates']):,})"
                 for role, row in models.items()}
        scoring = ["| model | references | own translations | the other's translations | translations differ "
                   "| the other's higher: by the sum | by the penalised score |", "| --- |" + " ---: |" * 6]
        for role, row in models.items():
            sentences = int(row["sentences"])
            higher = [f"{int(row[column]):,} ({100 * int(row[column]) / sentences:.1f}%)"
                      for column in ("other_higher_sum", "other_higher_penalised")]
            scoring.append("| " + " | ".join([f"{role}: `{row['run']}`", row["nll_references"], row["nll_own"],
                                              row["nll_other"], f"{int(row['differ']):,}", *higher]) + " |")
        prefixes = ["| reference tokens forced | sentences | BLEU, baseline / run | p (BLEU) | chrF, baseline / run "
                    "| p (chrF) | length ratio, baseline / run |", "| ---: |" + " ---: |" * 6]
        for row in record["prefixes"]:
            prefixes.append("| " + " | ".join([row["prefix"], f"{int(row['sentences']):,}",
                                               f"{row['bleu_baseline']} / {row['bleu_run']}", row["p_bleu"],
                                               f"{row['chrf_baseline']} / {row['chrf_run']}", row["p_chrf"],
                                               f"{row['ratio_baseline']} / {row['ratio_run']}"]) + " |")
        lines += [f"#### `{models['run']['run']}` and `{models['baseline']['run']}` on each other's translations "
                  "and on forced reference prefixes", "",
                  f"Baseline {names['baseline']}, run {names['run']} ([{PART_WAYS_RECORD}]({link}), "
                  "`scripts/part_ways.py`). Columns: each model's negative log-likelihood in bits per target token "
                  "(teacher-forced, no label smoothing) of the references, of its own translations and of the other "
                  "model's; the sentences whose two translations differ; the sentences where the model gives the "
                  "other's translation a higher log-probability than its own, by the sum and by the score its beam "
                  "ranks by (the sum over |Y|^lenpen), with their share of all sentences.", ""] + scoring + [""]
        lines += [f"Decoded with the reference's first k tokens forced ({record['about'].get('Decoding', MISSING)}). "
                  "Columns: k; the sentences whose reference is longer than k tokens; BLEU, chrF and the length ratio "
                  "of each model's tokens after the k against the reference's after its first k; p: sacreBLEU's "
                  "paired bootstrap test of the run against the baseline.", ""] + prefixes + [""]
    return lines


def length_buckets(references, parts=4):
    """The test sentences split by their reference's length in words at its quartiles:
    [(label, indices)], shortest first; fewer where quartiles coincide."""
    lengths = [len(line.split()) for line in references]
    ordered = sorted(lengths)
    edges = sorted({ordered[len(ordered) * q // parts] for q in range(1, parts)})
    buckets, low = [], 0
    for high in edges + [None]:
        indices = [i for i, n in enumerate(lengths) if n >= low and (high is None or n <= high)]
        if indices:
            label = (f"≤{high}" if low == 0 else f"≥{low}" if high is None
                     else f"{low}" if low == high else f"{low}–{high}")
            buckets.append((label, indices))
        low = (high or 0) + 1
    return buckets


def outputs_section(pair, baseline, runs):
    """How each run's test translations differ from the transformer's at the same budget and
    seed: the sentences translated alike, shorter and longer ones (in words), BLEU of both on
    the sentences that differ, which of the two scores the higher sentence chrF there, and
    every run's BLEU by reference length. [] without the transformer's run."""
    from sacrebleu.metrics import BLEU, CHRF

    if baseline is None or len(runs) < 2:
        return []
    references = pair.references
    bleu, chrf = BLEU(), CHRF()

    def corpus_bleu(hypotheses, indices):
        return bleu.corpus_score([hypotheses[i] for i in indices], [[references[i] for i in indices]]).score

    buckets = length_buckets(references)
    header = (["run", "same as the transformer's", "shorter / longer", "where they differ: BLEU, run / transformer",
               "sentence chrF higher / lower"]
              + [f"BLEU, {label} words ({len(indices)})" for label, indices in buckets])
    rows = ["| " + " | ".join(header) + " |", "| --- |" + " ---: |" * (len(header) - 1)]
    base = baseline.hypotheses
    for run in runs:
        cells = [run.arch] + [MISSING] * 4
        if run is not baseline:
            own = run.hypotheses
            differ = [i for i in range(len(references)) if own[i] != base[i]]
            shorter = sum(len(own[i].split()) < len(base[i].split()) for i in differ)
            longer = sum(len(own[i].split()) > len(base[i].split()) for i in differ)
            sentence = [chrf.sentence_score(own[i], [references[i]]).score
                        - chrf.sentence_score(base[i], [references[i]]).score for i in differ]
            cells[1:] = [f"{len(references) - len(differ)}", f"{shorter} / {longer}",
                         f"{corpus_bleu(own, differ):.2f} / {corpus_bleu(base, differ):.2f}" if differ else MISSING,
                         f"{sum(d > 0 for d in sentence)} / {sum(d < 0 for d in sentence)}"]
        cells += [f"{corpus_bleu(run.hypotheses, indices):.2f}" for _, indices in buckets]
        rows.append("| " + " | ".join(cells) + " |")
    return [f"How the test translations differ from `{baseline.arch}`'s: how many of the {len(references):,} "
            "sentences each run translates word for word alike, and of the others how many are shorter or "
            "longer in words; BLEU of the run and of the transformer on those others alone, and on how many of "
            "them the run's sentence chrF is higher or lower; then each run's BLEU on the sentences grouped by "
            "the length of their reference in words (at its quartiles; the count in brackets).", ""] + rows + [""]


def loss_differences(run, baseline, start):
    """(update, run's validation loss minus baseline's) at each update from ``start`` on
    where both logged one."""
    theirs = dict(curve_from(baseline, start))
    return [(updates, loss - theirs[updates]) for updates, loss in curve_from(run, start) if updates in theirs]


def plot_budget_curves(pair, runs, main, path, baseline=None):
    """The validation curves of ``runs`` (lines) and of their runs at the main budget (open
    circles, drawn on top: up to the main budget the two curves of a run lie on each other)
    on one axes, from a quarter of the main budget on, in the colours and line styles of every
    figure (scripts/figures.py; a run and its counterpart share the counterpart's colour);
    with a ``baseline`` among them, below it each other run's difference from the baseline's
    loss at the same update, where the curves lie too close to tell apart. False when none
    logged one."""
    from matplotlib.lines import Line2D

    start = main // 4
    drawn = [(run, counterpart(pair, run, main)) for run in runs if curve_from(run, start)]
    if not drawn:
        return False
    plt = pyplot()
    compared = [(run, short, loss_differences(run, baseline, start)) for run, short in drawn
                if baseline is not None and run is not baseline]
    compared = [entry for entry in compared if entry[2]]
    if compared:
        figure, (axes, below) = plt.subplots(2, 1, figsize=(8, 8), sharex=True, layout="constrained",
                                             gridspec_kw={"height_ratios": [3, 2]})
    else:
        figure, axes = plt.subplots(figsize=(8, 5.2), layout="constrained")
    names = []
    for run, short in drawn:
        name = short.arch if short is not None else run.arch
        style = run_style(name, run.seed)
        axes.plot(*zip(*curve_from(run, start)), markersize=3, label=f"{run.arch} seed {run.seed}", **style)
        if short is not None and curve_from(short, start):
            axes.plot(*zip(*curve_from(short, start)), color=style["color"], linestyle="none", marker="o",
                      fillstyle="none", markersize=6, zorder=3, label=f"{short.arch} seed {short.seed}")
        names += [name] if name not in names else []
    axes.set_ylabel("validation loss (bits per token, label-smoothed)")
    axes.set_title(f"Multi30k {pair.name}: a longer budget")
    axes.grid(alpha=0.3)
    if compared:
        for run, short, differences in compared:
            style = run_style(short.arch if short is not None else run.arch, run.seed)
            below.plot(*zip(*differences), markersize=3, **style)
        below.axhline(0, color=run_style(BASELINE, baseline.seed)["color"], linewidth=1)
        below.axvline(main, color="grey", linewidth=0.8, linestyle=":")
        below.set_ylabel(f"loss minus {baseline.arch}'s")
        below.grid(alpha=0.3)
        axes = below
    axes.set_xlabel("updates")
    budgets = sorted({run_budget(run) for run, _ in drawn if run_budget(run)})
    seeds = sorted({run.seed for run, _ in drawn})
    # The key's lines in the style the runs are drawn in: their seed's (one seed a figure).
    line = linestyle(seeds[0]) if len(seeds) == 1 else "-"
    key_legend(figure, names, seeds, extra=[
        (Line2D([], [], color="black", linestyle=line, marker="o", markersize=3),
         f"{', '.join(f'{b:,}' for b in budgets)} updates (lines)"),
        (Line2D([], [], color="black", linestyle="none", marker="o", fillstyle="none"),
         f"{main:,} updates (open circles)")])
    save_png(figure, path)
    return True


def recorded_commands(workdir, command):
    """The lines of RECORDS/commands, with ``command`` (unless None) appended to the file if new."""
    path = os.path.join(workdir, "commands")
    commands = read_lines(path) if os.path.isfile(path) else []
    commands = [line for line in commands if line.strip()]
    if command is not None and command not in commands:
        commands.append(command)
        write_atomically(path, commands)
    return commands


def kept_notes(path):
    """The hand-written notes of an existing page (see the module docstring)."""
    if not os.path.isfile(path):
        return NOTES_PLACEHOLDER
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if NOTES_BEGIN in text:
        start = text.index(NOTES_BEGIN) + len(NOTES_BEGIN)
        end = text.find(NOTES_END, start)
        if end < 0:
            fail(f"{path} has the notes begin marker but not the end marker {NOTES_END!r}; "
                 "restore it by hand (results.py will not guess where the notes end)")
        return text[start:end].strip("\n")
    quoted = "\n".join(f"> {line}".rstrip() for line in text.rstrip("\n").split("\n"))
    return f"The earlier RESULTS.md, which had no notes section, kept by results.py:\n\n{quoted}"


def commit():
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=HERE, capture_output=True,
                              text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown (not a git checkout)"


def cpu_model():
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    import platform

    return platform.processor() or platform.machine()


def installed_version(module):
    """The version of the installed distribution whose files hold the `module` that an
    import would load, read from its metadata without importing it (importing fairseq
    takes seconds); imported when none does (e.g. a source checkout on PYTHONPATH)."""
    import importlib.metadata
    import importlib.util

    spec = importlib.util.find_spec(module)
    if spec and spec.origin:
        for name in importlib.metadata.packages_distributions().get(module, []):
            distribution = importlib.metadata.distribution(name)
            relative = os.path.relpath(spec.origin, distribution.locate_file(""))
            if any(str(path) == relative for path in distribution.files or ()):
                return distribution.version
    return __import__(module).__version__


def machine():
    """Where the page is built: its CPU and the versions of the libraries the runs and the
    page use (no GPU count: the page uses none, and each training's machine is recorded
    with its run)."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    date = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")
    versions = ", ".join(f"{module} {installed_version(module)}" for module in ("torch", "fairseq", "sacrebleu"))
    return f"{cores} CPU cores ({cpu_model()}); {versions}; {date}"


def run_machines(run):
    """The CPUs of a run's training invocations: the recorded ones, then as many
    ``None`` as invocations recorded none (those of run.sh before it kept the record)."""
    return run.machines + [None] * max(0, run.invocations - len(run.machines))


def mixed_machines_warning(runs):
    """A sentence for the timing paragraph when the runs' trainings did not all run on
    one recorded CPU, else ''."""
    machines = {machine for run in runs for machine in run_machines(run)}
    if len(machines) <= 1:
        return ""
    return (" The trainings did not all run on one recorded CPU (Reproducibility lists each "
            "run's): compare their times with that in mind.")


def machine_lines(runs):
    """Reproducibility lines: which runs' trainings ran on which CPU."""
    by_machine = {}
    for name, run in runs:
        machines = run_machines(run)
        for machine in dict.fromkeys(machines):
            count = machines.count(machine)
            share = "" if count == len(machines) else f" ({count} of {len(machines)} invocations)"
            by_machine.setdefault(machine, []).append(name + share)
    if not by_machine:
        return []
    lines = ["- CPU of the trainings (each run's train_machines, one line per invocation):"]
    for machine, names in sorted(by_machine.items(), key=lambda item: (item[0] is None, item[0] or "")):
        label = "not recorded (an invocation by a run.sh that kept no record)" if machine is None \
            else f"`{machine}`"
        lines.append(f"  - {label}: " + ", ".join(names))
    return lines


def reproducibility(pairs, commands):
    runs = [(pair, run) for pair in pairs for run in pair.runs.values()]
    lines = ["## Reproducibility", ""]
    if runs:
        bleu_signatures = sorted({run.bleu_signature for _, run in runs})
        chrf_signatures = sorted({pair.chrf_signature for pair in pairs if pair.runs})
        lines += ["- sacreBLEU signatures:",
                  "  - BLEU (each run's eval/bleu.txt): " + ", ".join(f"`{s}`" for s in bleu_signatures),
                  "  - chrF: " + ", ".join(f"`{s}`" for s in chrf_signatures)]
        paired = next((pair.paired_signatures for pair in pairs if pair.paired_signatures), {})
        lines += [f"  - paired bootstrap, {name}: `{signature}`" for name, signature in paired.items()]
    lines.append(f"- Commit: `{commit()}` (of the repository holding results.py, when this page was built)")
    if not commands:
        lines.append("- Command: not recorded (no RECORDS/commands, and no --command given)")
    elif len(commands) == 1:
        lines.append(f"- Command: `{commands[0]}`")
    else:
        lines.append("- Commands, in the order they were first run (RECORDS/commands):")
        lines += [f"  - `{command}`" for command in commands]
    for kind, attribute in (("Training", "settings"), ("Evaluation", "evaluation")):
        settings = {}
        for pair, run in runs:
            settings.setdefault(getattr(run, attribute) or MISSING, []).append(f"{pair.name}/{run.arch}-seed{run.seed}")
        for text, names in sorted(settings.items()):
            which = "every finished run" if len(settings) == 1 else ", ".join(names)
            lines.append(f"- {kind} settings of {which}: `{text}`")
    lines += configuration_lines(pairs)
    lines += machine_lines([(f"{pair.name}/{run.arch}-seed{run.seed}", run) for pair, run in runs])
    lines += [f"- Machine (where this page was built): {machine()}", ""]
    return lines


def records_shown(records, out):
    """RECORDS as the page names it: relative to the page's directory when inside it."""
    relative = os.path.relpath(os.path.abspath(records), os.path.abspath(out))
    return os.path.abspath(records) if relative.startswith("..") else relative


def main(argv=None):
    parser = argparse.ArgumentParser(description="Rebuild RESULTS.md from the finished Multi30k runs.")
    parser.add_argument("workdir", metavar="RECORDS", help="run.sh's records directory (RECORDS_DIR) or work directory")
    parser.add_argument("--multi30k", metavar="DIR",
                        help="the Multi30k files (run.sh's MULTI30K_DIR, by default WORKDIR/orig): the references "
                             "test_2016_flickr.TGT.gz are read from here when RECORDS has no PAIR/raw/test.TGT")
    parser.add_argument("--out", required=True, metavar="DIR", help="where RESULTS.md and the curves go")
    parser.add_argument("--command", metavar="CMD",
                        help="the command that produced the runs, quoted on the page and added to RECORDS/commands; "
                             "without it (a rebuild) the page lists the recorded commands")
    parser.add_argument("--resamples", type=int, default=RESAMPLES, metavar="N",
                        help=f"resamples of each paired bootstrap test (default {RESAMPLES:,}, the page's rule; "
                             "fewer for a quick look: the smallest p is 1 / (N + 1))")
    args = parser.parse_args(argv)
    if args.resamples < 1:
        parser.error(f"--resamples must be 1 or more, not {args.resamples}")

    os.makedirs(args.out, exist_ok=True)
    page = os.path.join(args.out, "RESULTS.md")
    notes = kept_notes(page)
    pairs = find_pairs(args.workdir, args.multi30k, args.resamples)
    commands = recorded_commands(args.workdir, args.command)
    for pair in pairs:
        score_and_test(pair)
    records = records_shown(args.workdir, args.out)
    lines = ["# Multi30k results", "",
             "Written by `examples/multi30k/results.py` from the records of the finished runs of "
             f"`examples/multi30k/run.sh` in `{records}/`: each run's training log, times, settings, test "
             "translations and scores. A run counts once its evaluation has written `eval/bleu.txt`. "
             "Every run.sh call rebuilds the page, and so does `results.py RECORDS --out DIR --multi30k "
             "MULTI30K_DIR`, without checkpoints. Only the notes are written by hand.", ""]
    families = all_families(pairs)
    lines += answer_section(pairs, families) + plan_section(pairs, families)
    lines += across_seeds_section(families) + summary_section(pairs, families)
    lines += [NOTES_BEGIN, notes, NOTES_END, ""]
    for pair in pairs:
        curves = plot_curves(pair, os.path.join(args.out, f"curves-{pair.name}.png"))
        variant_curves = plot_variant_curves(pair, os.path.join(args.out, f"curves-variants-{pair.name}.png"))
        lines += pair_section(pair, curves, variant_curves)
        lines += budget_sections(pair, args.out)
        lines += length_section(pair.name, args.out) + positions_section(pair.name, args.out)
    lines += length_cut_sections(args.out)
    if not pairs:
        lines += [f"No run found in {args.workdir}.", ""]
    lines += reproducibility(pairs, commands)
    write_atomically(page, lines)
    for pair in pairs:
        for run, key, value, common in configuration_differences(pair):
            print(f"results.py: warning: {pair.name}/{run.arch}-seed{run.seed} trained with {key} {value}, "
                  f"most runs with {common} (the page's Reproducibility lists it)", file=sys.stderr)
    finished = sum(len(pair.runs) for pair in pairs)
    print(f"results.py: wrote {page} ({finished} finished run(s))", file=sys.stderr)


if __name__ == "__main__":
    main()
