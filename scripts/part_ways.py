#!/usr/bin/env python3
"""Where two models part: each scored on the other's translations, and both continuing
forced prefixes of the references.

Usage:
  part_ways.py WORKDIR BASELINE RUN [--prefixes 0,1,2,4,8] [--beam 10] [--lenpen 0.6]
               [--max-len-a 1.2] [--max-len-b 10] [--batch-size 64] [--threads N]
               [--work-dir DIR] [--out FILE]

WORKDIR is the pair's directory as examples/wmt18/preprocess.sh leaves it (in
examples/multi30k/run.sh's layout, WORKDIR/PAIR): data-bin/, raw/test.TGT and
subword/model.model or model.codes. BASELINE and RUN are two evaluated runs of that pair
and seed (run.sh's WORKDIR/PAIR/checkpoints/ARCH-seedSEED). Each is examined through the
model its BLEU was scored with, eval/average.pt (evaluate.sh's average of the last
checkpoints); a checkpoint file given instead of a run directory is examined as it is.
Both are decoded as run.sh's evaluation decodes them (beam 10, fairseq's length penalty
0.6, output at most 1.2 x source + 10 tokens, batches of 64 sentences), on the CPU in
float32, in fairseq's own code, on the whole test split.

  scoring    each model's plain translations (nothing forced), then one teacher-forced pass
             of each model over the references, its own translations and the other's: the
             negative log-likelihood in bits per target token (the end of sentence counted,
             no label smoothing: fairseq's nll_loss); and the sentences where the model
             gives the other's translation, where it differs from its own, a higher
             log-probability than its own: by the sum (a translation it prefers, which its
             beam missed), and by the score its beam ranks by (the sum divided by
             |Y|^lenpen, |Y| the tokens with the end of sentence).
  prefixes   for each k of --prefixes, the sentences whose reference has more than k
             tokens (its end of sentence not counted), translated by both models with the
             reference's first k tokens forced (fairseq-generate's --prefix-size k). Each
             model's tokens after the k forced ones and the reference's after its first k,
             their subword segmentation undone (and the Moses tokenisation, for
             subword-nmt data), are scored with sacreBLEU's BLEU and chrF, with sacreBLEU's
             paired bootstrap test of RUN against BASELINE (scripts/score.py's
             paired_bootstrap). k = 0 is the plain translation.

The default prefixes double from the plain translation to about half of the median
Multi30k en-de reference (15 tokens with its end of sentence). Beyond 8 the sentences left
fall fast (917 of its 1,000 test references are longer than 8 tokens, 629 than 12, 312
than 16), and what is left to continue is a few tokens long.

Prints the record: comment lines (# Name: value; the two models, the pair and seed, the
decoding, the command, versions and sacreBLEU's signatures), then two tab-separated tables,
each under its header line, a blank line between: one row per model (the scoring), one row
per prefix length. --out FILE writes it there too, atomically; examples/multi30k/results.py
reads it from a run's record as part-ways.tsv. Every input is checked before any work
starts: an unevaluated run (no eval/average.pt), runs of different pairs or seeds, or a
model whose embeddings do not fit WORKDIR's dictionaries stops with an error naming the
file. --work-dir DIR keeps, per model (baseline/, run/), each search's output in
fairseq-generate's format (generate-prefixK.txt) and DIR/sentences.tsv, one line per test
sentence: its reference's tokens and each model's log-probability (base 2) of the
reference and of both plain translations.

--threads N sets torch's threads (default: torch's own).
"""
import argparse
import filecmp
import math
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import average_checkpoints  # noqa: E402
import score  # noqa: E402
import search_errors  # noqa: E402
from checkpoints import CheckpointError, load_checkpoint, setup_logging, stored_option  # noqa: E402
from textfiles import fail, write_atomically  # noqa: E402

LOG2 = math.log(2)
EVALUATED = os.path.join("eval", "average.pt")  # evaluate.sh's averaged checkpoint, in a run directory
ROLES = ("baseline", "run")
MODEL_COLUMNS = ("model", "run", "checkpoint", "updates", "nll_references", "nll_own", "nll_other",
                 "other_higher_sum", "other_higher_penalised", "differ", "sentences")
PREFIX_COLUMNS = ("prefix", "sentences", "bleu_baseline", "bleu_run", "p_bleu", "chrf_baseline", "chrf_run",
                  "p_chrf", "ratio_baseline", "ratio_run")


def note(message):
    print(f"part_ways.py: {message}", file=sys.stderr, flush=True)


def prefix_lengths(text):
    try:
        values = [int(v) for v in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a comma-separated list of token counts") from None
    if values[0] != 0 or any(b <= a for a, b in zip(values, values[1:])):
        raise argparse.ArgumentTypeError(f"{text!r} does not rise from 0 (0: the plain translation, which the "
                                         "scoring uses)")
    return values


def parse_args(argv):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("workdir", metavar="WORKDIR", help="the pair's directory (preprocess.sh's WORKDIR)")
    parser.add_argument("baseline", metavar="BASELINE", help="an evaluated run's directory, or a checkpoint file")
    parser.add_argument("run", metavar="RUN", help="the other run's directory, or a checkpoint file")
    parser.add_argument("--prefixes", type=prefix_lengths, default=[0, 1, 2, 4, 8], metavar="0,K1,...",
                        help="reference tokens forced, rising from 0 (default 0,1,2,4,8)")
    parser.add_argument("--beam", type=search_errors.positive_int, default=10, metavar="B",
                        help="beam size (default %(default)s, evaluate.sh's)")
    parser.add_argument("--lenpen", type=float, default=0.6, metavar="L",
                        help="fairseq's length penalty, scores divided by |Y|^L (default %(default)s, evaluate.sh's)")
    parser.add_argument("--max-len-a", type=float, default=1.2, metavar="A",
                        help="output cap: A x source + B tokens (default %(default)s, run.sh's)")
    parser.add_argument("--max-len-b", type=int, default=10, metavar="B", help="(default %(default)s)")
    parser.add_argument("--batch-size", type=search_errors.positive_int, default=64, metavar="N",
                        help="sentences per batch (default %(default)s, evaluate.sh's)")
    parser.add_argument("--threads", type=search_errors.positive_int, metavar="N",
                        help="torch's threads (default: torch's)")
    parser.add_argument("--work-dir", metavar="DIR", help="keep the searches' outputs and sentences.tsv here "
                                                          "(default: keep none)")
    parser.add_argument("--out", metavar="FILE", help="write the record here too (default: print it only)")
    return parser.parse_args(argv)


class Model:
    """One side of the comparison: its checkpoint (a run's eval/average.pt, or the file given),
    the run it belongs to, and its stored state (memory-mapped)."""

    def __init__(self, role, path):
        self.role = role
        if os.path.isdir(path):
            self.path = os.path.join(path, EVALUATED)
            if not os.path.isfile(self.path):
                fail(f"{self.path} not found ({role.upper()} is an evaluated run: evaluate.sh averages its last "
                     "checkpoints into eval/average.pt)")
            directory = path
        elif os.path.isfile(path):
            self.path, directory = path, os.path.dirname(os.path.abspath(path))
        else:
            fail(f"{role.upper()} {path} not found (a run directory or a checkpoint file)")
        self.run = os.path.basename(os.path.normpath(os.path.abspath(directory)))
        self.checkpoint = os.path.relpath(os.path.abspath(self.path), os.path.abspath(directory))
        try:
            self.state = load_checkpoint(self.path, mmap=True)
        except CheckpointError as err:
            fail(str(err))
        self.pair = (stored_option(self.state, "task", "source_lang"), stored_option(self.state, "task", "target_lang"))
        self.seed = stored_option(self.state, "common", "seed")
        self.updates = average_checkpoints.update_count(self.path)

    def name(self):
        return f"{self.run}/{self.checkpoint}"


def check_dictionaries(model, data, src, tgt):
    """Stop, naming the files, when model's embeddings do not fit data's dictionaries, or when the
    dictionaries of the data it was trained on, where still there, are not data's."""
    from fairseq.data import Dictionary

    trained_on = (stored_option(model.state, "task", "data") or "").split(":")[0]
    for side, lang in (("encoder", src), ("decoder", tgt)):
        path = os.path.join(data, f"dict.{lang}.txt")
        if not os.path.isfile(path):
            fail(f"{path} not found (WORKDIR/data-bin as preprocess.sh writes it)")
        weight = model.state["model"].get(f"{side}.embed_tokens.weight")
        entries = len(Dictionary.load(path))
        if weight is not None and weight.shape[0] != entries:
            fail(f"{model.path}: its {side} embeddings have {weight.shape[0]} rows, but {path} has {entries} "
                 "entries: trained on another dictionary")
        theirs = os.path.join(trained_on, f"dict.{lang}.txt")
        if trained_on and os.path.isfile(theirs) and not filecmp.cmp(theirs, path, shallow=False):
            fail(f"{model.path} was trained with {theirs}, which differs from {path}")


class Inputs(search_errors.PairData):
    """The two models and WORKDIR's files of their pair, checked before any work starts."""

    def __init__(self, args):
        self.models = [Model(role, path) for role, path in zip(ROLES, (args.baseline, args.run))]
        first, second = self.models
        if second.pair != first.pair:
            fail(f"{second.path} is of the pair {'-'.join(map(str, second.pair))}, {first.path} of "
                 f"{'-'.join(map(str, first.pair))}: compare two runs of one pair")
        if second.seed != first.seed:
            fail(f"{second.path} was trained with seed {second.seed}, {first.path} with seed {first.seed}: "
                 "compare two runs of one seed")
        super().__init__(args.workdir, first.path, first.state, splits=("test",))
        for model in self.models:
            check_dictionaries(model, self.data, self.src, self.tgt)
        if args.out and not os.path.isdir(os.path.dirname(os.path.abspath(args.out))):
            fail(f"--out {args.out}: directory {os.path.dirname(os.path.abspath(args.out))} not found")
        if args.work_dir:
            try:
                os.makedirs(args.work_dir, exist_ok=True)
            except OSError as err:
                fail(f"cannot make the work directory {args.work_dir}: {err}")


def translate(model, task, dataset, prefix, args):
    """{id: tokens (the end of sentence included)} of the best hypothesis of every test sentence
    whose reference is longer than prefix tokens, the reference's first prefix tokens forced,
    and {id: (tokens, raw log-probability, penalised score)} as search_errors.search returns it."""
    longer = {i for i in range(len(dataset)) if dataset.tgt_sizes[i] - 1 > prefix}
    best, _, _ = search_errors.search(model, task, dataset, search_errors.batches(dataset, args.batch_size,
                                                                                  only=longer),
                                      args.beam, args.lenpen, args, prefix_size=prefix)
    for sentence, (tokens, _, _) in best.items():
        if tokens[:prefix] != dataset[sentence]["target"][:prefix].tolist():
            fail(f"the search did not keep the forced prefix of sentence {sentence} ({prefix} tokens)")
    return {sentence: hypothesis[0] for sentence, hypothesis in best.items()}, best


def with_targets(dataset, targets):
    """dataset (fairseq's LanguagePairDataset) with its target sentences replaced by targets,
    {id: tokens}, one for every sentence."""
    import torch
    from fairseq.data import LanguagePairDataset

    tokens = [torch.tensor(targets[i], dtype=torch.long) for i in range(len(dataset))]
    return LanguagePairDataset(dataset.src, dataset.src_sizes, dataset.src_dict, tokens, [len(t) for t in tokens],
                               dataset.tgt_dict, left_pad_source=dataset.left_pad_source,
                               left_pad_target=dataset.left_pad_target, eos=dataset.eos)


def teacher_forced(model, dataset, targets, batch_size):
    """{id: log-probability (natural log)} of each of targets, {id: tokens}, in one teacher-forced
    pass of model (search_errors.score_references)."""
    forced = with_targets(dataset, targets)
    found = search_errors.score_references(model, forced, search_errors.batches(forced, batch_size))
    return {sentence: scored["log_prob"] for sentence, scored in found.items()}


def model_rows(models, targets, scores, lenpen):
    """The scoring table's rows: per model, its negative log-likelihood (bits per token) of the
    references, its own and the other's translations, and the sentences where the other's
    translation, differing from its own, scores higher by the sum and by the penalised score."""
    rows = []
    for model, other in zip(models, models[::-1]):
        found = scores[model.role]
        own, theirs = targets[model.role], targets[other.role]
        differ = [i for i in own if own[i] != theirs[i]]
        by_sum = sum(found[other.role][i] > found[model.role][i] for i in differ)
        penalised = sum(found[other.role][i] / len(theirs[i]) ** lenpen > found[model.role][i] / len(own[i]) ** lenpen
                        for i in differ)
        rows.append([model.role, model.run, model.checkpoint, str(model.updates),
                     *(bits_per_token(found[name], targets[name]) for name in ("references", model.role, other.role)),
                     str(by_sum), str(penalised), str(len(differ)), str(len(own))])
    return rows


def bits_per_token(log_probs, targets):
    """The negative log-likelihood in bits per token of targets, {id: tokens}, whose
    log-probabilities (natural log) are log_probs, {id: sum}."""
    return f"{-sum(log_probs.values()) / sum(map(len, targets.values())) / LOG2:.4f}"


def continuations(token_lists, prefix, dictionary, inputs, label):
    """The text of each token list after its first prefix tokens (the end of sentence left out),
    its subword segmentation undone as score.py undoes it."""
    import torch

    pieces = [dictionary.string(torch.tensor(tokens[prefix:], dtype=torch.long)) for tokens in token_lists]
    text = score.decode_hypotheses(pieces, label, inputs.subword, inputs.method, form="pieces")
    return score.detokenized(text, inputs.tgt if inputs.method == "subword-nmt" else None)


def prefix_row(prefix, found, dataset, inputs):
    """The prefix table's row of one prefix length: the sentences, BLEU, chrF and length ratio of
    both models' continuations, and the paired test's p of the run against the baseline; and
    sacreBLEU's signatures."""
    from sacrebleu.metrics import BLEU

    ids = sorted(found["baseline"])
    if sorted(found["run"]) != ids:
        fail(f"the two searches with {prefix} forced tokens translated different sentences")
    references = continuations([dataset[i]["target"].tolist() for i in ids], prefix, dataset.tgt_dict, inputs,
                               f"the references after {prefix} tokens")
    systems = [(role, continuations([found[role][i] for i in ids], prefix, dataset.tgt_dict, inputs,
                                    f"the {role}'s translations after {prefix} forced tokens")) for role in ROLES]
    signatures, results = score.paired_bootstrap(references, systems)
    ratios = []
    for _, hypotheses in systems:
        bleu = BLEU().corpus_score(hypotheses, [references])
        ratios.append(f"{bleu.sys_len / bleu.ref_len:.3f}")
    row = [str(prefix), str(len(ids)), *(f"{results[role]['BLEU'].score:.2f}" for role in ROLES),
           f"{results['run']['BLEU'].p_value:.4f}", *(f"{results[role]['chrF2'].score:.2f}" for role in ROLES),
           f"{results['run']['chrF2'].p_value:.4f}", *ratios]
    return row, signatures


def record_lines(about, models, prefixes):
    """The record: about, [(name, value)], as comment lines, then the scoring table and the
    prefix table, tab-separated, each under its header line."""
    lines = [f"# {name}: {value}" for name, value in about]
    lines += ["\t".join(MODEL_COLUMNS)] + ["\t".join(row) for row in models] + [""]
    return lines + ["\t".join(PREFIX_COLUMNS)] + ["\t".join(row) for row in prefixes]


def read_record(path):
    """{about: {name: value}, models: [{column: cell}], prefixes: [{column: cell}]} of a record
    this script wrote; a file of another shape stops with an error naming it."""
    about, tables = {}, [[]]
    for line in score.read_lines(path):
        if line.startswith("# ") and ": " in line:
            name, value = line[2:].split(": ", 1)
            about[name] = value
        elif not line.strip():
            tables.append([])
        else:
            tables[-1].append(line.split("\t"))
    tables = [table for table in tables if table]
    shapes = [(MODEL_COLUMNS, len(ROLES)), (PREFIX_COLUMNS, None)]
    if len(tables) != len(shapes) or any(tuple(table[0]) != columns or (rows and len(table) - 1 != rows)
                                         or any(len(row) != len(columns) for row in table)
                                         for table, (columns, rows) in zip(tables, shapes)):
        fail(f"{path} is not a record of scripts/part_ways.py (two tab-separated tables, "
             f"{' '.join(MODEL_COLUMNS)} and {' '.join(PREFIX_COLUMNS)})")
    models, prefixes = ([dict(zip(table[0], row)) for row in table[1:]] for table in tables)
    return dict(about=about, models=models, prefixes=prefixes)


def write_sentences(path, dataset, targets, scores):
    """sentences.tsv: per test sentence its reference's tokens and each model's log-probability
    (base 2) of the reference and of both plain translations."""
    header = ["id", "ref_tokens"] + [f"{scorer}:{name}_log2prob" for scorer in ROLES
                                     for name in ("references", *ROLES)]
    lines = ["\t".join(header)]
    for sentence in range(len(dataset)):
        cells = [f"{scores[scorer][name][sentence] / LOG2:.6f}" for scorer in ROLES for name in ("references", *ROLES)]
        lines.append("\t".join([str(sentence), str(len(targets["references"][sentence])), *cells]))
    write_atomically(path, lines)


class Stopwatch:
    """Seconds since the last lap, for the stage notes."""

    def __init__(self):
        self.start = time.monotonic()

    def lap(self):
        now, start = time.monotonic(), self.start
        self.start = now
        return now - start


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    args = parse_args(argv)
    setup_logging()
    inputs = Inputs(args)
    if args.threads:
        import torch

        torch.set_num_threads(args.threads)
    baseline, run = inputs.models
    note(f"baseline {baseline.name()}, run {run.name()}: {inputs.src}-{inputs.tgt}, seed {baseline.seed}")
    clock, loaded = Stopwatch(), {}
    for model in inputs.models:
        loaded[model.role] = search_errors.load_model(model.path, inputs.data)
        loaded[model.role][2].load_dataset("test")
    dataset = loaded["baseline"][2].dataset("test")
    note(f"stage load: {clock.lap():.0f} s")

    found = {}
    for prefix in args.prefixes:
        for role in ROLES:
            model, _, task = loaded[role]
            found[prefix, role], best = translate(model, task, dataset, prefix, args)
            if args.work_dir:
                os.makedirs(os.path.join(args.work_dir, role), exist_ok=True)
                search_errors.write_generate_output(os.path.join(args.work_dir, role, f"generate-prefix{prefix}.txt"),
                                                    best, dataset.tgt_dict)
            note(f"stage prefixes: {role}, {prefix} tokens forced, {len(best)} sentences: {clock.lap():.0f} s")

    targets = {"references": {i: dataset[i]["target"].tolist() for i in range(len(dataset))},
               **{role: found[0, role] for role in ROLES}}
    scores = {role: {name: teacher_forced(loaded[role][0], dataset, tokens, args.batch_size)
                     for name, tokens in targets.items()} for role in ROLES}
    note(f"stage scoring: {clock.lap():.0f} s")
    models = model_rows(inputs.models, targets, scores, args.lenpen)
    prefixes, signatures = [], None
    for prefix in args.prefixes:
        row, signatures = prefix_row(prefix, {role: found[prefix, role] for role in ROLES}, dataset, inputs)
        prefixes.append(row)
    note(f"stage BLEU and the paired tests: {clock.lap():.0f} s")
    if args.work_dir:
        write_sentences(os.path.join(args.work_dir, "sentences.tsv"), dataset, targets, scores)

    whole = continuations(targets["references"].values(), 0, dataset.tgt_dict, inputs, "the references")
    unlike = sum(ours != theirs for ours, theirs in zip(whole, inputs.references))
    signature = "; ".join(f"{metric} {value}" for metric, value in signatures.items())
    about = [("Record", "scripts/part_ways.py: two models on each other's translations and on forced reference "
                        "prefixes"),
             ("Baseline", f"{baseline.name()} (update {baseline.updates})"),
             ("Run", f"{run.name()} (update {run.updates})"),
             ("Data", f"{inputs.src}-{inputs.tgt}, seed {baseline.seed}, the test split of {inputs.data} "
                      f"({len(dataset)} sentences)"),
             ("Decoding", f"beam {args.beam}, lenpen {args.lenpen:g}, output at most {args.max_len_a:g} x source + "
                          f"{args.max_len_b} tokens, batches of {args.batch_size} sentences"),
             ("References", f"the binarised test targets, decoded; whole, {unlike} of {len(dataset)} differ from "
                            f"{inputs.reference}"),
             *(line.split(": ", 1) for line in search_errors.provenance(argv, signature, "scripts/part_ways.py"))]
    lines = record_lines(about, models, prefixes)
    print("\n".join(lines))
    if args.out:
        write_atomically(args.out, lines)
        note(f"wrote {args.out}")


if __name__ == "__main__":
    main()
