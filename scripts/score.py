#!/usr/bin/env python3
"""Score fairseq-generate output against a raw reference with sacreBLEU.

Usage:
  score.py --generate-output GEN --reference REF --model-prefix PREFIX [--method M]
           [--hypotheses {pieces,text}] [--detokenize LANG] [--hyp-out FILE]
           [--source SRC_RAW] [--show N] [--gnmt-alpha ALPHA]

Takes the best hypothesis (first `H-<id>` line) of every sentence in GEN, puts them
back in the order of the test set, undoes the subword segmentation of PREFIX
(see subword.py), optionally Moses-detokenises them (for data that were tokenised
before subword segmentation), and scores them with sacreBLEU's default settings
against the raw reference REF (plain text or .gz). Prints the `BLEU = ...` line and
the sacreBLEU signature; --show N also prints N source / reference / hypothesis
triples (--source gives the raw source text for them).

--hypotheses says what GEN holds: `pieces` (fairseq-generate without --post-process;
they are decoded) or `text` (already post-processed; scored as they are). A caller
that ran fairseq-generate knows, and says so (examples/wmt18/evaluate.sh does).
Without it, for output at hand, score.py guesses: hypotheses without any sentencepiece
word-start mark ▁ are taken as text, with a note. The guess fails for pieces that hold
no ▁ (a barely trained model can write only word-inner pieces): then give --hypotheses.
Pieces holding a token that is not a piece of PREFIX.model, or sentencepiece pieces
given with a subword-nmt PREFIX, stop the scoring with an error.

--gnmt-alpha ALPHA picks each sentence's hypothesis by GNMT's length penalty instead
(Wu et al. 2016, the one Tensor2Tensor's beam search uses): among all of its hypotheses
in GEN (fairseq-generate --nbest N), the one with the highest score / ((5 + |Y|) / 6)^ALPHA,
|Y| its tokens with the end of sentence (the entries of its P- line), the first on a tie.
The score must be the sum of the tokens' log-probabilities, which fairseq-generate writes
with --lenpen 0 (or --unnormalized); a score that is not the sum of its P- line (within
rounding) stops the scoring with an error. fairseq writes scores in base 2; the base
does not change which hypothesis wins.
"""
import argparse
import gzip
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from subword import METHODS, infer_method, load_decoder, sentencepiece_model  # noqa: E402
from textfiles import fail, write_atomically  # noqa: E402

WORD_START = "\u2581"  # sentencepiece's mark of a piece that starts a word
# Symbols of fairseq's dictionary that a model can emit besides the pieces it was
# built from: beginning of sentence, unknown word, and the padding entries
# fairseq-preprocess adds to round the dictionary size.
FAIRSEQ_SYMBOL = re.compile(r"^(<s>|<unk>|madeupword\d+)$")


def read_lines(path):
    """The lines of a UTF-8 text file (plain, or gzipped when named .gz); a file that is
    not UTF-8, or a damaged gzip file, stops with an error naming it."""
    if not os.path.isfile(path):
        fail(f"file {path} not found")
    opener = gzip.open if path.endswith(".gz") else open
    try:
        with opener(path, "rt", encoding="utf-8") as f:
            return [line.rstrip("\n") for line in f]
    except UnicodeDecodeError as error:
        fail(f"{path} is not valid UTF-8: {first_bad_line(path, opener)} ({error.reason}); "
             "is it truncated, or in another encoding?")
    except (EOFError, OSError) as error:  # gzip.BadGzipFile is an OSError
        fail(f"{path} cannot be read: {error}")


def first_bad_line(path, opener):
    """'line N' of the first line of path that is not UTF-8 (for an error message)."""
    with opener(path, "rb") as f:
        for number, line in enumerate(f, start=1):
            try:
                line.decode("utf-8")
            except UnicodeDecodeError:
                return f"line {number}"
    return "its end"


def paired_bootstrap(references, systems, resamples=1000):
    """sacreBLEU's paired bootstrap resampling test (sacrebleu.significance.PairedTest, what
    `sacrebleu REF -i BASELINE SYSTEM... -m bleu chrf --paired-bs --paired-bs-n RESAMPLES` runs,
    seed 12345) of systems [(name, hypotheses)...] against the first of them, on BLEU and
    chrF: (signatures {metric: signature}, {name: {"BLEU": Result, "chrF2": Result}}), the
    first's Results without a p-value. Called in-process: the command line's JSON output fails for
    several systems in sacreBLEU 2.6.0 and its text output is a drawn table."""
    from sacrebleu.metrics import BLEU, CHRF
    from sacrebleu.significance import PairedTest

    metrics = {"BLEU": BLEU(references=[references]), "CHRF": CHRF(references=[references])}
    signatures, scores = PairedTest(systems, metrics, references=None, test_type="bs", n_samples=resamples)()
    return signatures, {name: {metric: scores[metric][index] for metric in signatures}
                        for index, name in enumerate(scores["System"])}


def read_hypotheses(path):
    """The best hypothesis of each sentence of a fairseq-generate log: {sentence id: text}.

    fairseq-generate prints sentences in batch order, each as `H-<id>\\t<score>\\t<text>`
    (the best of --nbest first); ids are the line numbers of the test set.
    """
    best = {}
    for number, line in enumerate(read_lines(path), start=1):
        if not line.startswith("H-"):
            continue
        fields = line.split("\t")
        if len(fields) != 3 or not fields[0][2:].isdigit():
            fail(f"{path}:{number}: malformed hypothesis line {line!r}")
        best.setdefault(int(fields[0][2:]), fields[2])
    if not best:
        fail(f"{path} holds no hypothesis (H-<id>) lines; is it fairseq-generate output?")
    return best


def gnmt_length_penalty(length, alpha):
    """GNMT's length penalty ((5 + |Y|) / 6)^alpha (Wu et al. 2016, eq. 14)."""
    return ((5 + length) / 6) ** alpha


def read_nbest(path):
    """Every hypothesis of a fairseq-generate log, in the order written: {sentence id:
    [(score, tokens, text)]}, tokens counted on its P- line (one log-probability per
    token, the end of sentence included). Fails unless each score is the sum of its P-
    line (to its four printed decimals): the raw score that --lenpen 0 gives."""
    nbest, pending = {}, None
    for number, line in enumerate(read_lines(path), start=1):
        kind = line[:2]
        if kind not in ("H-", "P-"):
            continue
        fields = line.split("\t")
        if not fields[0][2:].isdigit() or len(fields) != (3 if kind == "H-" else 2):
            fail(f"{path}:{number}: malformed line {line!r}")
        sentence = int(fields[0][2:])
        if kind == "H-":
            if pending is not None:
                fail(f"{path}:{number}: H-{pending[0]} has no P- line (token scores), which --gnmt-alpha needs")
            pending = (sentence, float(fields[1]), fields[2])
            continue
        if pending is None or pending[0] != sentence:
            fail(f"{path}:{number}: P-{sentence} does not follow its H-{sentence} line")
        token_scores = [float(value) for value in fields[1].split()]
        _, score, text = pending
        if abs(score - sum(token_scores)) > 1e-3 + 5e-5 * len(token_scores):
            fail(f"{path}: H-{sentence} has score {score}, not the sum of its tokens' scores "
                 f"({sum(token_scores):.4f}): fairseq-generate divided it by a length penalty; "
                 "run it with --lenpen 0 for --gnmt-alpha")
        nbest.setdefault(sentence, []).append((score, len(token_scores), text))
        pending = None
    if pending is not None:
        fail(f"{path}: H-{pending[0]} has no P- line (token scores), which --gnmt-alpha needs")
    if not nbest:
        fail(f"{path} holds no hypothesis (H-<id>) lines; is it fairseq-generate output?")
    return nbest


def rerank_gnmt(nbest, alpha):
    """{sentence id: text} of the hypothesis with the highest score / GNMT length penalty
    (the first of equals, as written)."""
    return {sentence: max(hypotheses, key=lambda h: h[0] / gnmt_length_penalty(h[1], alpha))[2]
            for sentence, hypotheses in nbest.items()}


def in_test_set_order(best, generate_output, reference, size):
    """The hypotheses as a list in test-set order; every sentence of the test set must have one."""
    missing = sorted(set(range(size)) - set(best))
    extra = sorted(set(best) - set(range(size)))
    if missing or extra:
        detail = f"first missing id {missing[0]}" if missing else f"first unknown id {extra[0]}"
        fail(f"{generate_output} has {len(best)} hypotheses but {reference} has {size} lines ({detail}); "
             "fairseq-generate skipped sentences, or the two files are from different test sets")
    return [best[i] for i in range(size)]


def decode_hypotheses(hypotheses, generate_output, prefix, method, form=None):
    """The hypotheses (test-set order) with the subword segmentation of PREFIX undone.

    fairseq-generate writes pieces (`▁Wie ▁geht ' s`) unless --post-process
    sentencepiece decoded them already (`Wie geht's`); decoding decoded text a second
    time would glue its words together. ``form`` is "pieces" or "text" when the
    caller knows; None guesses: without any ▁ the hypotheses are taken as text. Every
    token of sentencepiece pieces must be a piece of PREFIX.model.
    """
    method = infer_method(prefix, method)
    marked = any(WORD_START in hypothesis for hypothesis in hypotheses)
    if method == "subword-nmt":
        if marked:
            fail(f"{generate_output} holds sentencepiece pieces (▁) but {prefix}.codes is a "
                 "subword-nmt model; give the sentencepiece model's prefix")
        # Removing "@@ " joints leaves text that fairseq already post-processed unchanged.
        return hypotheses if form == "text" else load_decoder(prefix, method)(hypotheses)
    if form == "text":
        return hypotheses
    if form is None and not marked:
        print(f"score.py: note: no hypothesis in {generate_output} holds a sentencepiece "
              "word-start piece (▁): taking them as already decoded (fairseq-generate "
              "--post-process sentencepiece) and scoring them as they are; --hypotheses "
              "pieces decodes them", file=sys.stderr)
        return hypotheses
    model = sentencepiece_model(prefix)
    for sentence_id, hypothesis in enumerate(hypotheses):
        for token in hypothesis.split():
            if model.piece_to_id(token) == model.unk_id() and not FAIRSEQ_SYMBOL.match(token):
                fail(f"{generate_output}: H-{sentence_id} holds {token!r}, which is not a piece of "
                     f"{prefix}.model: are some hypotheses post-processed already, or from a model "
                     "with another subword vocabulary?")
    return load_decoder(prefix, method)(hypotheses)


def detokenized(lines, lang):
    """lines Moses-detokenised for lang (data tokenised before their subwords), or as they are
    without lang."""
    if not lang:
        return lines
    from sacremoses import MosesDetokenizer

    detokenizer = MosesDetokenizer(lang=lang)
    return [detokenizer.detokenize(line.split()) for line in lines]


def main(argv=None):
    parser = argparse.ArgumentParser(description="Score fairseq-generate output with sacreBLEU.")
    parser.add_argument("--generate-output", required=True, metavar="GEN")
    parser.add_argument("--reference", required=True, metavar="REF")
    parser.add_argument("--model-prefix", required=True, help="subword model prefix (see subword.py)")
    parser.add_argument("--method", choices=METHODS)
    parser.add_argument("--hypotheses", choices=("pieces", "text"),
                        help="what GEN holds: pieces (fairseq-generate without --post-process) or text "
                             "(post-processed); default: guessed, text when no hypothesis holds ▁")
    parser.add_argument("--detokenize", metavar="LANG", help="Moses-detokenise hypotheses for LANG")
    parser.add_argument("--hyp-out", metavar="FILE", help="write the decoded hypotheses here")
    parser.add_argument("--source", metavar="SRC_RAW", help="raw source text, for --show")
    parser.add_argument("--show", type=int, default=0, metavar="N",
                        help="print N source / reference / hypothesis triples")
    parser.add_argument("--gnmt-alpha", type=float, metavar="ALPHA",
                        help="pick each sentence's hypothesis among all in GEN by score / ((5 + |Y|) / 6)^ALPHA "
                             "(GNMT's length penalty; GEN from fairseq-generate --nbest N --lenpen 0)")
    args = parser.parse_args(argv)

    references = read_lines(args.reference)
    sources = read_lines(args.source) if args.source else None
    if args.gnmt_alpha is None:
        best = read_hypotheses(args.generate_output)
    else:
        nbest = read_nbest(args.generate_output)
        best = rerank_gnmt(nbest, args.gnmt_alpha)
        changed = sum(best[sentence] != hypotheses[0][2] for sentence, hypotheses in nbest.items())
        print(f"score.py: GNMT length penalty, alpha {args.gnmt_alpha:g}: the best of up to "
              f"{max(map(len, nbest.values()))} hypotheses per sentence; {changed} of {len(nbest)} "
              "sentences get another one than fairseq-generate's first", file=sys.stderr)
    hypotheses = in_test_set_order(best, args.generate_output, args.reference, len(references))
    if sources is not None and len(sources) != len(references):
        fail(f"{args.source} has {len(sources)} lines but {args.reference} has {len(references)}")

    hypotheses = detokenized(decode_hypotheses(hypotheses, args.generate_output, args.model_prefix, args.method,
                                               args.hypotheses), args.detokenize)
    if args.hyp_out:
        write_atomically(args.hyp_out, hypotheses)

    from sacrebleu.metrics import BLEU

    bleu = BLEU()
    print(bleu.corpus_score(hypotheses, [references]))
    print(f"sacreBLEU signature: {bleu.get_signature()}")
    for i in range(min(args.show, len(hypotheses))):
        print()
        if sources is not None:
            print(f"[{i}] SRC: {sources[i]}")
        print(f"[{i}] REF: {references[i]}")
        print(f"[{i}] HYP: {hypotheses[i]}")


if __name__ == "__main__":
    main()
