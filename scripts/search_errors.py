#!/usr/bin/env python3
"""Search or model: what lies between a trained run and its BLEU score.

Usage:
  search_errors.py WORKDIR RUN [--average-last 5] [--beams 1,5,10] [--lenpens 0.6,1.0]
                   [--max-sentences N] [--max-len-a 1.2] [--max-len-b 10] [--batch-size 64]
                   [--backends B1,B2,...] [--threads N] [--work-dir DIR] [--out FILE]

WORKDIR is one pair's directory as examples/wmt18/preprocess.sh leaves it (in
examples/multi30k/run.sh's layout, RUNS_WORKDIR/PAIR): data-bin/ (valid and test splits),
raw/test.TGT (the references) and subword/model.model or model.codes. RUN is a training's
checkpoint directory (run.sh's WORKDIR/PAIR/checkpoints/ARCH-seedSEED): checkpoint_last.pt
and the update-numbered checkpoints. The pair is the one checkpoint_last.pt was trained on.

Two models are examined: checkpoint_last.pt alone, and the average of the last
--average-last checkpoints as evaluate.sh makes it (scripts/average_checkpoints.py). For
each, on the CPU in float32, in fairseq's own code:

  loss         validation and test loss and nll_loss (base 2) over the whole splits, as
               fairseq-validate --valid-subset valid,test reports them (the training's criterion);
  references   on the first --max-sentences test sentences (all by default), each reference
               scored by one teacher-forced pass: the sum of its tokens' log-probabilities,
               the end of sentence included, and the model's probability of the end of
               sentence at its last position and, for contrast, at the positions before;
               the share of its tokens that are the model's likeliest token at their
               position, and the mean entropy (bits) of the model's distribution there;
  search       for every --beams x --lenpens, fairseq-generate's beam search (its
               SequenceGenerator; output capped at max-len-a x source + max-len-b tokens, as
               run.sh's evaluation) on the same sentences, batched as fairseq-generate batches
               them with --batch-size and --required-batch-size-multiple 1; BLEU and the
               output/reference length ratio by scripts/score.py (subword decoding and
               sacreBLEU's defaults against the raw references, as evaluate.sh scores);
               search errors: the share of sentences whose reference, not the best
               hypothesis itself, scores higher than the best hypothesis, by the raw sum of
               log-probabilities and by the score the beam ranks its finished hypotheses by,
               the sum divided by |Y|^lenpen (|Y|: tokens with the end of sentence).

  decoding    the averaged model (the one evaluate.sh scores), searched with the largest of
               --beams and the first of --lenpens on each attention backend of --backends
               (default: the model's own setting): every hypothesis the search returns (the
               whole beam of each sentence) against one teacher-forced pass of the model over
               that hypothesis alone, on the same backend; the largest difference of a token's
               log-probability, and how many best hypotheses differ from the first backend's.
               fairseq's transformer has no backend setting: its own attention, once.
  checkpoints  each of the averaged checkpoints alone, searched as the decoding check's
               setting: its BLEU and length ratio, how far apart single checkpoints a few
               hundred updates apart score (the noise a comparison of two runs carries).

Prints four markdown tables, one row per model, one row per model and search setting, one
row per backend of the decoding check and one row per averaged checkpoint, with the
command, versions and the sacreBLEU signature; --out FILE writes them there too.
Scores are log-probabilities in base 2, as fairseq-generate prints them. The work directory
(--work-dir, default RUN/search-errors) keeps the averaged checkpoint (average.pt), the
first references (reference.TGT), and per model (last/, average/) each search's output in
fairseq-generate's format (generate-beamB-lenpenL.txt), its decoded hypotheses
(hyp-beamB-lenpenL.TGT) and sentences.tsv, one line per sentence: its reference's tokens,
score and end-of-sentence probability, and per search its best hypothesis's tokens, raw
and penalised scores and whether it is a search error by either; checkpoints/ holds each
averaged checkpoint's search (NAME.generate.txt, NAME.hyp.TGT).

--threads N sets torch's threads (default: torch's own). The attention backend is the
model's stored setting, else FAIRSEQ_DIET_ATTENTION_BACKEND, else auto.
"""
import argparse
import contextlib
import io
import math
import os
import platform
import re
import shlex
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import average_checkpoints  # noqa: E402
import score  # noqa: E402
from checkpoints import CheckpointError, load_checkpoint, setup_logging, stored_option  # noqa: E402
from subword import infer_method  # noqa: E402
from textfiles import fail, write_atomically  # noqa: E402

LOG2 = math.log(2)
BLEU_LINE = re.compile(r"^BLEU = (?P<score>\d+(?:\.\d+)?) .*\bratio = (?P<ratio>\d+(?:\.\d+)?) ")


def note(message):
    print(f"search_errors.py: {message}", file=sys.stderr, flush=True)


def positive_int(text):
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a positive integer")
    return value


def positive_ints(text):
    values = [positive_int(v) for v in text.split(",")]
    if len(set(values)) < len(values):
        raise argparse.ArgumentTypeError(f"{text!r} repeats a value")
    return values


def numbers(text):
    try:
        values = [float(v) for v in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a comma-separated list of numbers") from None
    if len(set(values)) < len(values):
        raise argparse.ArgumentTypeError(f"{text!r} repeats a value")
    return values


def backend_names(text):
    from fairseq_diet.modules.engine import BACKEND_CHOICES

    values = text.split(",")
    unknown = [v for v in values if v not in BACKEND_CHOICES]
    if unknown:
        raise argparse.ArgumentTypeError(f"{unknown[0]!r} is not a backend ({', '.join(BACKEND_CHOICES)})")
    if len(set(values)) < len(values):
        raise argparse.ArgumentTypeError(f"{text!r} repeats a value")
    return values


def parse_args(argv):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("workdir", metavar="WORKDIR", help="the pair's directory (preprocess.sh's WORKDIR)")
    parser.add_argument("run", metavar="RUN", help="the run's checkpoint directory")
    parser.add_argument("--average-last", type=positive_int, default=5, metavar="N",
                        help="the averaged model: the last N checkpoints, as evaluate.sh averages them "
                             "(default %(default)s)")
    parser.add_argument("--beams", type=positive_ints, default=[1, 5, 10], metavar="B1,B2,...",
                        help="beam sizes searched (default 1,5,10)")
    parser.add_argument("--lenpens", type=numbers, default=[0.6, 1.0], metavar="L1,L2,...",
                        help="fairseq's length penalties, scores divided by |Y|^L (default 0.6,1.0)")
    parser.add_argument("--max-sentences", type=positive_int, metavar="N",
                        help="references and searches on the first N test sentences only (default: all)")
    parser.add_argument("--max-len-a", type=float, default=1.2, metavar="A",
                        help="output cap: A x source + B tokens (default %(default)s, run.sh's)")
    parser.add_argument("--max-len-b", type=int, default=10, metavar="B", help="(default %(default)s)")
    parser.add_argument("--batch-size", type=positive_int, default=64, metavar="N",
                        help="sentences per batch (default %(default)s, evaluate.sh's)")
    parser.add_argument("--backends", type=backend_names, metavar="B1,B2,...",
                        help="the decoding check's attention backends (default: the model's own; "
                             "on the CPU: reference,blocks,sdpa)")
    parser.add_argument("--threads", type=positive_int, metavar="N", help="torch's threads (default: torch's)")
    parser.add_argument("--work-dir", metavar="DIR", help="for the averaged checkpoint and the searches' "
                                                          "outputs (default: RUN/search-errors)")
    parser.add_argument("--out", metavar="FILE", help="write the tables here too (default: print them only)")
    return parser.parse_args(argv)


class PairData:
    """WORKDIR's files of the pair a checkpoint was trained on, checked before any work starts:
    data-bin/ with both sides of the splits, raw/test.TGT (the references, as many as the
    binarised test sentences) and subword/model.model or model.codes."""

    def __init__(self, workdir, checkpoint, state, splits=("valid", "test")):
        self.data = os.path.join(workdir, "data-bin")
        if not os.path.isdir(self.data):
            fail(f"{self.data} not found (WORKDIR is the pair's directory that preprocess.sh wrote)")
        self.src = stored_option(state, "task", "source_lang")
        self.tgt = stored_option(state, "task", "target_lang")
        if self.src is None or self.tgt is None:  # trained without them: fairseq's guess from the data, again
            from fairseq.data.data_utils import infer_language_pair

            self.src, self.tgt = infer_language_pair(self.data)
            if self.src is None or self.tgt is None:
                fail(f"{checkpoint} stores no --source-lang/--target-lang, and {self.data} holds no one pair")
        for split in splits:
            for lang in (self.src, self.tgt):
                for suffix in ("bin", "idx"):
                    path = os.path.join(self.data, f"{split}.{self.src}-{self.tgt}.{lang}.{suffix}")
                    if not os.path.isfile(path):
                        fail(f"{path} not found (WORKDIR/data-bin as preprocess.sh writes it, "
                             f"for the pair {self.src}-{self.tgt} of {checkpoint})")
        self.reference = os.path.join(workdir, "raw", f"test.{self.tgt}")
        if not os.path.isfile(self.reference):
            fail(f"raw reference {self.reference} not found")
        self.references = score.read_lines(self.reference)
        from fairseq.data import data_utils

        test = data_utils.load_indexed_dataset(os.path.join(self.data, f"test.{self.src}-{self.tgt}.{self.tgt}"), None)
        if test is None or len(test) != len(self.references):
            fail(f"{self.data} has {'no readable' if test is None else len(test)} test sentences but "
                 f"{self.reference} has {len(self.references)} lines")
        self.subword = os.path.join(workdir, "subword", "model")
        self.method = infer_method(self.subword)


class Inputs(PairData):
    """The files of a run, checked before any work starts."""

    def __init__(self, args):
        if not os.path.isdir(args.run):
            fail(f"run directory {args.run} not found")
        self.last = os.path.join(args.run, average_checkpoints.LAST_CHECKPOINT)
        if not os.path.isfile(self.last):
            fail(f"{self.last} not found (RUN is a checkpoint directory of fairseq-train)")
        try:
            state = load_checkpoint(self.last, mmap=True)
        except CheckpointError as err:
            fail(str(err))
        self.arch = stored_option(state, "model", "arch")
        super().__init__(args.workdir, self.last, state)
        if args.out and not os.path.isdir(os.path.dirname(os.path.abspath(args.out))):
            fail(f"--out {args.out}: directory {os.path.dirname(os.path.abspath(args.out))} not found")
        self.work = args.work_dir or os.path.join(args.run, "search-errors")
        try:
            os.makedirs(self.work, exist_ok=True)
        except OSError as err:
            fail(f"cannot make the work directory {self.work}: {err}")


def load_model(path, data, backend=None):
    """(model, its cfg, its task) of a checkpoint, on the CPU in float32, for inference; with
    backend, its attention on that backend (as fairseq-generate's --model-overrides sets it)."""
    from fairseq import checkpoint_utils

    overrides = {"data": data, **({"attention_backend": backend} if backend else {})}
    models, cfg, task = checkpoint_utils.load_model_ensemble_and_task([path], arg_overrides=overrides)
    model = models[0].float().eval()
    model.prepare_for_inference_(cfg)
    return model, cfg, task


def batches(dataset, batch_size, limit=None, only=None):
    """Batches of sentence ids as fairseq-generate makes them (sorted by length, --batch-size
    sentences, --required-batch-size-multiple 1), ids from limit on, and with only (a set of
    ids) those not in it, left out."""
    indices = dataset.ordered_indices()
    if limit is not None:
        indices = indices[indices < limit]
    if only is not None:
        indices = indices[[index in only for index in indices.tolist()]]
    return dataset.batch_by_size(indices, max_tokens=None, max_sentences=batch_size, required_batch_size_multiple=1)


def collated(dataset, batch):
    return dataset.collater([dataset[i] for i in batch])


def losses(model, cfg, task, split, batch_size):
    """(loss, nll_loss) of split in base 2, by fairseq-validate's own steps and reduction."""
    import torch
    from fairseq.logging import metrics

    criterion = task.build_criterion(cfg.criterion)
    dataset = task.dataset(split)
    outputs = []
    with torch.no_grad():
        for batch in batches(dataset, batch_size):
            outputs.append(task.valid_step(collated(dataset, batch), model, criterion)[2])
    with metrics.aggregate(new_root=True) as aggregated:
        task.reduce_metrics(outputs, criterion)
        values = aggregated.get_smoothed_values()
    return values["loss"], values.get("nll_loss", values["loss"])


def score_references(model, dataset, id_batches):
    """{id: reference} with its tokens, the sum of their log-probabilities (natural log) after
    one teacher-forced pass, the end-of-sentence probability at the last position, the sum
    and count of that probability at the positions before, how many of its tokens are the
    model's likeliest at their position, and the sum of the model's entropies (natural log)
    over its positions."""
    import torch

    eos, pad = dataset.tgt_dict.eos(), dataset.tgt_dict.pad()
    found = {}
    with torch.no_grad():
        for batch in id_batches:
            sample = collated(dataset, batch)
            log_probs = model.get_normalized_probs(model(**sample["net_input"]), log_probs=True).double()
            target = sample["target"]  # (bsz, tgt_len), padded
            token_scores = log_probs.gather(2, target.unsqueeze(-1)).squeeze(-1)
            eos_probs = log_probs[:, :, eos].exp()
            likeliest = log_probs.argmax(-1).eq(target)
            entropies = -(log_probs.exp() * log_probs).sum(-1)
            for row, sentence in enumerate(sample["id"].tolist()):
                real = target[row].ne(pad)
                tokens = target[row][real]
                ends = eos_probs[row][real]
                found[sentence] = dict(tokens=tokens.tolist(), log_prob=token_scores[row][real].sum().item(),
                                       eos_at_end=ends[-1].item(), eos_before=ends[:-1].sum().item(),
                                       positions_before=len(tokens) - 1, likeliest=likeliest[row][real].sum().item(),
                                       entropy=entropies[row][real].sum().item())
    return found


def search(model, task, dataset, id_batches, beam, lenpen, args, prefix_size=0):
    """{id: (best hypothesis's tokens, raw log-probability, penalised score)} (natural log) by
    fairseq-generate's beam search, {id: its length cap in tokens with the end of sentence},
    and {id: every hypothesis the search returned, as fairseq returns them}. With prefix_size
    k, each hypothesis starts with its reference's first k tokens, forced (fairseq-generate's
    --prefix-size k)."""
    from fairseq.dataclass.configs import GenerationConfig

    generator = task.build_generator([model], GenerationConfig(beam=beam, lenpen=lenpen, max_len_a=args.max_len_a,
                                                               max_len_b=args.max_len_b))
    best, caps, returned = {}, {}, {}
    for batch in id_batches:
        sample = collated(dataset, batch)
        width = sample["net_input"]["src_tokens"].size(1)
        cap = min(int(generator.max_len_a * width + generator.max_len_b), generator.max_len - 1) + 1
        prefix = sample["target"][:, :prefix_size] if prefix_size else None
        found = task.inference_step(generator, [model], sample, prefix_tokens=prefix)
        for sentence, hypotheses in zip(sample["id"].tolist(), found):
            top = hypotheses[0]
            best[sentence] = (top["tokens"].tolist(), top["positional_scores"].double().sum().item(),
                              top["score"].item())
            caps[sentence], returned[sentence] = cap, hypotheses
    return best, caps, returned


def decoding_differences(model, dataset, returned):
    """(hypotheses compared, the largest |log-probability| difference of a token in nats): each
    returned hypothesis's token scores against one teacher-forced pass over it alone."""
    import torch

    eos, compared, worst = dataset.tgt_dict.eos(), 0, 0.0
    with torch.no_grad():
        for sentence, hypotheses in returned.items():
            source = dataset[sentence]["source"]
            for hypothesis in hypotheses:
                tokens = hypothesis["tokens"]
                previous = torch.cat([tokens.new_tensor([eos]), tokens[:-1]])[None]
                out = model(source[None], torch.tensor([source.numel()]), previous)
                expected = model.get_normalized_probs(out, log_probs=True)[0].gather(1, tokens[:, None])[:, 0]
                worst = max(worst, (hypothesis["positional_scores"] - expected).abs().max().item())
                compared += 1
    return compared, worst


def write_generate_output(path, best, dictionary):
    """best as fairseq-generate writes its hypotheses (H-ID, score in base 2, pieces), which
    score.py reads."""
    import torch

    lines = []
    for sentence, (tokens, _, penalised) in sorted(best.items()):
        text = dictionary.string(torch.tensor(tokens))
        lines.append(f"H-{sentence}\t{penalised / LOG2}\t{text}")
    write_atomically(path, lines)


def compare(reference, hypothesis, lenpen):
    """(the reference's penalised score, search error by the sums, by the penalised scores) of
    one sentence; a hypothesis that is the reference is no error."""
    tokens, log_prob, penalised = hypothesis
    reference_penalised = reference["log_prob"] / len(reference["tokens"]) ** lenpen
    other = tokens != reference["tokens"]
    return reference_penalised, other and reference["log_prob"] > log_prob, other and reference_penalised > penalised


def bleu(generate_output, reference, inputs, hyp_out):
    """(BLEU, output/reference length ratio, sacreBLEU signature) of score.py on a search's output."""
    argv = ["--generate-output", generate_output, "--reference", reference, "--model-prefix", inputs.subword,
            "--hypotheses", "pieces", "--hyp-out", hyp_out]
    if inputs.method == "subword-nmt":  # data Moses-tokenised before the subwords, as evaluate.sh decides
        argv += ["--detokenize", inputs.tgt]
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        score.main(argv)
    lines = printed.getvalue().splitlines()
    match = next((m for m in map(BLEU_LINE.match, lines) if m), None)
    signature = next((line.split(": ", 1)[1] for line in lines if line.startswith("sacreBLEU signature: ")), None)
    if match is None or signature is None:
        fail(f"score.py printed no BLEU line or signature for {generate_output}")
    return float(match["score"]), float(match["ratio"]), signature


def examine(label, path, inputs, args, references_file):
    """One model's row of the model table, its rows of the search table, and sacreBLEU's signature."""
    note(f"{label}: loading {path}")
    model, cfg, task = load_model(path, inputs.data)
    note(f"{label}: stage loss (valid, test)")
    for split in ("valid", "test"):
        task.load_dataset(split)
    loss = {split: losses(model, cfg, task, split, args.batch_size) for split in ("valid", "test")}
    dataset = task.dataset("test")
    count = len(dataset) if args.max_sentences is None else min(args.max_sentences, len(dataset))
    id_batches = batches(dataset, args.batch_size, count)
    note(f"{label}: stage references ({count} test sentences)")
    references = score_references(model, dataset, id_batches)
    directory = os.path.join(inputs.work, label)
    os.makedirs(directory, exist_ok=True)
    rows, columns, signature, caps = [], {}, None, {}  # caps: the same for every search
    for beam in args.beams:
        for lenpen in args.lenpens:
            name = f"beam{beam}-lenpen{lenpen:g}"
            note(f"{label}: stage search, beam {beam}, lenpen {lenpen:g}")
            best, caps, returned = search(model, task, dataset, id_batches, beam, lenpen, args)
            if (beam, lenpen) == check_setting(args):
                checked = best, returned
            generated = os.path.join(directory, f"generate-{name}.txt")
            write_generate_output(generated, best, task.target_dictionary)
            score_bleu, ratio, signature = bleu(generated, references_file, inputs,
                                                os.path.join(directory, f"hyp-{name}.{inputs.tgt}"))
            errors, penalised_errors, sums = 0, 0, [0.0, 0.0, 0.0, 0.0]
            for sentence, reference in references.items():
                tokens, log_prob, penalised = best[sentence]
                reference_penalised, error, penalised_error = compare(reference, best[sentence], lenpen)
                errors, penalised_errors = errors + error, penalised_errors + penalised_error
                sums = [total + value for total, value in
                        zip(sums, (log_prob, reference["log_prob"], penalised, reference_penalised))]
                columns.setdefault(sentence, []).extend([str(len(tokens)), f"{log_prob / LOG2:.6f}",
                                                         f"{penalised / LOG2:.6f}", str(int(error)),
                                                         str(int(penalised_error))])
            rows.append([label, str(beam), f"{lenpen:g}", f"{score_bleu:.2f}", f"{ratio:.3f}",
                         f"{100 * errors / count:.1f}", f"{100 * penalised_errors / count:.1f}",
                         *(f"{total / count / LOG2:.2f}" for total in sums)])
            note(f"{label}: {' | '.join(rows[-1][3:])}")
    header = ["id", "ref_tokens", "ref_log2prob", "ref_eos_at_end"] + [
        f"beam{beam}-lenpen{lenpen:g}:{what}" for beam in args.beams for lenpen in args.lenpens
        for what in ("hyp_tokens", "hyp_log2prob", "hyp_penalised", "search_error", "search_error_penalised")]
    write_atomically(os.path.join(directory, "sentences.tsv"), ["\t".join(header)] + [
        "\t".join([str(sentence), str(len(reference["tokens"])), f"{reference['log_prob'] / LOG2:.6f}",
                   f"{reference['eos_at_end']:.6f}", *columns[sentence]])
        for sentence, reference in sorted(references.items())])
    before = sum(r["positions_before"] for r in references.values())
    tokens = sum(len(r["tokens"]) for r in references.values())
    over_cap = sum(len(r["tokens"]) > caps[sentence] for sentence, r in references.items())
    model_row = [label, *(f"{loss[split][0]:.3f} ({loss[split][1]:.3f})" for split in ("valid", "test")),
                 f"{sum(r['eos_at_end'] for r in references.values()) / count:.3f}",
                 f"{sum(r['eos_before'] for r in references.values()) / max(before, 1):.4f}",
                 f"{sum(r['likeliest'] for r in references.values()) / tokens:.4f}",
                 f"{sum(r['entropy'] for r in references.values()) / tokens / LOG2:.3f}", str(over_cap)]
    decoding = []
    if label == "average":  # the model evaluate.sh scores
        decoding = decoding_rows(label, path, inputs, args, id_batches, model, dataset, checked)
    return model_row, rows, decoding, signature


def check_setting(args):
    """(beam, lenpen) of the decoding check: the widest beam, the first length penalty."""
    return max(args.beams), args.lenpens[0]


def decoding_rows(label, path, inputs, args, id_batches, stored_model, stored_dataset, stored_search):
    """The decoding check's rows of one model: per backend of --backends (once, for a model
    without the setting), the hypotheses compared, the largest difference, and the best
    hypotheses that differ from the first backend's."""
    from fairseq_diet.modules.engine import backend_setting

    beam, lenpen = check_setting(args)
    settings = [module.attention_backend for module in stored_model.modules() if hasattr(module, "attention_backend")]
    has_setting = bool(settings)
    rows, first = [], None
    for backend in (args.backends or [None]) if has_setting else [None]:
        if backend is None:
            model, dataset, (best, returned) = stored_model, stored_dataset, stored_search
        else:
            note(f"{label}: stage decoding, backend {backend}")
            model, _, task = load_model(path, inputs.data, backend)
            task.load_dataset("test")
            dataset = task.dataset("test")
            best, _, returned = search(model, task, dataset, id_batches, beam, lenpen, args)
        compared, worst = decoding_differences(model, dataset, returned)
        tokens = {sentence: hypothesis[0] for sentence, hypothesis in best.items()}
        first = first or tokens
        name = backend or (f"{backend_setting(settings[0])} (the model's own)" if has_setting else
                           "fairseq's attention")
        rows.append([label, name, str(beam), f"{lenpen:g}", str(compared), f"{worst:.1e}",
                     str(sum(tokens[s] != first[s] for s in tokens))])
        note(f"{label}: decoding on {name}: {' | '.join(rows[-1][4:])}")
    return rows


def checkpoint_rows(chosen, inputs, args, references_file, count):
    """The checkpoints table: per averaged checkpoint, searched alone at the decoding check's
    setting, its name, update, BLEU and length ratio (outputs in the work directory's
    checkpoints/)."""
    beam, lenpen = check_setting(args)
    directory = os.path.join(inputs.work, "checkpoints")
    os.makedirs(directory, exist_ok=True)
    rows = []
    for path in chosen:
        name = os.path.basename(path)
        note(f"{name}: stage checkpoints, beam {beam}, lenpen {lenpen:g}")
        model, _, task = load_model(path, inputs.data)
        task.load_dataset("test")
        dataset = task.dataset("test")
        best, _, _ = search(model, task, dataset, batches(dataset, args.batch_size, count), beam, lenpen, args)
        stem = os.path.join(directory, os.path.splitext(name)[0])
        write_generate_output(f"{stem}.generate.txt", best, task.target_dictionary)
        score_bleu, ratio, _ = bleu(f"{stem}.generate.txt", references_file, inputs, f"{stem}.hyp.{inputs.tgt}")
        rows.append([name, str(average_checkpoints.update_count(path)), f"{score_bleu:.2f}", f"{ratio:.3f}"])
        note(f"{name}: {' | '.join(rows[-1][1:])}")
    return rows


def markdown_table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "| " + " | ".join(["---"] + ["---:"] * (len(header) - 1)) + " |"]
    return lines + ["| " + " | ".join(row) + " |" for row in rows]


def markdown_tables(lines):
    """The tables of markdown lines (as markdown_table writes them), in order: each a list
    of rows, {column: cell}."""
    tables, rows, header = [], None, None
    for line in list(lines) + [""]:
        if line.startswith("| "):
            cells = [cell.strip() for cell in line.strip().strip("|").split(" | ")]
            if rows is None:
                rows, header = [], cells
            elif not set(cells[0]) <= set("-:"):
                rows.append(dict(zip(header, cells)))
        elif rows is not None:
            tables.append(rows)
            rows = None
    return tables


REPORT_TABLES = ("models", "searches", "decoding", "checkpoints")


def read_report(path):
    """{models, searches, decoding, checkpoints}: the tables of a report this script wrote
    (--out). Reports written before it had the checkpoints table read with it empty."""
    with open(path, encoding="utf-8") as f:
        tables = markdown_tables(f.read().splitlines())
    if len(tables) not in (len(REPORT_TABLES) - 1, len(REPORT_TABLES)):
        fail(f"{path} holds {len(tables)} tables, not the {len(REPORT_TABLES)} of scripts/search_errors.py")
    return dict(zip(REPORT_TABLES, tables + [[]]))


def provenance(argv, signature, script="scripts/search_errors.py"):
    """The lines that make a report reproducible: script's command line, the versions, the CPU
    and its threads, and sacreBLEU's signature."""
    import fairseq
    import torch

    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            cpu = next((line.split(":", 1)[1].strip() for line in f if line.startswith("model name")), cpu)
    except OSError:
        pass
    return [f"Command: `{script} {shlex.join(argv)}`",
            f"fairseq {fairseq.__version__}, torch {torch.__version__}, float32 on the CPU ({cpu}, "
            f"{torch.get_num_threads()} threads); sacreBLEU signature: {signature}"]


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    args = parse_args(argv)
    setup_logging()
    inputs = Inputs(args)
    if args.threads:
        import torch

        torch.set_num_threads(args.threads)
    references = inputs.references
    note(f"{args.run}: {inputs.arch}, {inputs.src}-{inputs.tgt}; work directory {inputs.work}")

    note(f"stage average: the last {args.average_last} checkpoint(s) of {args.run}")
    chosen = average_checkpoints.last_checkpoints(args.run, args.average_last)
    average = os.path.join(inputs.work, "average.pt")
    average_checkpoints.main(["--inputs", *chosen, "--output", average])

    count = len(references) if args.max_sentences is None else min(args.max_sentences, len(references))
    references_file = os.path.join(inputs.work, f"reference.{inputs.tgt}")
    write_atomically(references_file, references[:count])
    model_rows, search_rows, decoding, signature = [], [], [], None
    for label, path in (("last", inputs.last), ("average", average)):
        model_row, rows, checks, signature = examine(label, path, inputs, args, references_file)
        model_rows.append(model_row)
        search_rows += rows
        decoding += checks
    singles = checkpoint_rows(chosen, inputs, args, references_file, count)

    names = ", ".join(os.path.basename(path) for path in chosen)
    lines = [f"# Search errors and scoring, {os.path.basename(os.path.normpath(os.path.abspath(args.run)))} "
             f"({inputs.arch}, {inputs.src}-{inputs.tgt})", "",
             f"Models: last = {average_checkpoints.LAST_CHECKPOINT}; average = the mean of {names}. "
             f"Losses (base 2, as fairseq-validate reports them) over the whole valid and test splits; the rest on "
             f"the first {count} of {len(references)} test sentences, output capped at {args.max_len_a:g} x "
             f"source + {args.max_len_b} tokens. Tokens the likeliest: the share of the references' tokens (the end of "
             f"sentence included) that are the model's likeliest at their position in one teacher-forced pass; entropy: "
             f"the mean entropy of its distribution at those positions.", ""]
    lines += markdown_table(["model", "valid loss (nll)", "test loss (nll)", "P(eos) at the reference's end",
                             "P(eos) before it", "tokens the likeliest", "entropy (bits)", "references over the cap"],
                            model_rows)
    lines += ["", "Scores: log2-probabilities of the whole sentence with its end of sentence, means over the "
                  "sentences; penalised: divided by |Y|^lenpen, as the beam ranks its finished hypotheses. A search "
                  "error: the reference, not the best hypothesis, scores higher than it (by the sum, or by the "
                  "penalised score).", ""]
    lines += markdown_table(["model", "beam", "lenpen", "BLEU", "length ratio", "search errors % (sum)",
                             "search errors % (penalised)", "hypothesis score", "reference score",
                             "hypothesis penalised", "reference penalised"], search_rows)
    lines += ["", "Decoding: every hypothesis of the search (the whole beam), its tokens' log-probabilities "
                  "against one teacher-forced pass over it alone on the same backend; the largest difference in "
                  "nats, and the best hypotheses that differ from the first row's.", ""]
    lines += markdown_table(["model", "backend", "beam", "lenpen", "hypotheses", "largest difference (nats)",
                             "best hypotheses differing"], decoding)
    beam, lenpen = check_setting(args)
    lines += ["", f"Checkpoints: each of the averaged checkpoints alone, searched with beam {beam} and lenpen "
                  f"{lenpen:g}.", ""]
    lines += markdown_table(["checkpoint", "updates", "BLEU", "length ratio"], singles)
    lines += [""] + provenance(argv, signature)
    print("\n".join(lines))
    if args.out:
        write_atomically(args.out, lines)
        note(f"wrote {args.out}")


if __name__ == "__main__":
    main()
