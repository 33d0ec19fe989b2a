#!/usr/bin/env python3
"""Score fairseq-generate output against a raw reference with sacreBLEU.

Usage:
  score.py --generate-output GEN --reference REF --model-prefix PREFIX [--method M]
           [--detokenize LANG] [--hyp-out FILE] [--source SRC_RAW] [--show N]

Takes the best hypothesis (first `H-<id>` line) of every sentence in GEN, puts them
back in the order of the test set, undoes the subword segmentation of PREFIX
(see subword.py), optionally Moses-detokenises them (for data that were tokenised
before subword segmentation), and scores them with sacreBLEU's default settings
against the raw reference REF (plain text or .gz). Prints the `BLEU = ...` line and
the sacreBLEU signature; --show N also prints N source / reference / hypothesis
triples (--source gives the raw source text for them).
"""
import argparse
import gzip
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from subword import METHODS, load_decoder  # noqa: E402
from textfiles import write_atomically  # noqa: E402


def fail(message):
    sys.exit(f"score.py: error: {message}")


def read_lines(path):
    if not os.path.isfile(path):
        fail(f"file {path} not found")
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8") as f:
        return [line.rstrip("\n") for line in f]


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


def in_test_set_order(best, generate_output, reference, size):
    """The hypotheses as a list in test-set order; every sentence of the test set must have one."""
    missing = sorted(set(range(size)) - set(best))
    extra = sorted(set(best) - set(range(size)))
    if missing or extra:
        detail = f"first missing id {missing[0]}" if missing else f"first unknown id {extra[0]}"
        fail(f"{generate_output} has {len(best)} hypotheses but {reference} has {size} lines ({detail}); "
             "fairseq-generate skipped sentences, or the two files are from different test sets")
    return [best[i] for i in range(size)]


def main(argv=None):
    parser = argparse.ArgumentParser(description="Score fairseq-generate output with sacreBLEU.")
    parser.add_argument("--generate-output", required=True, metavar="GEN")
    parser.add_argument("--reference", required=True, metavar="REF")
    parser.add_argument("--model-prefix", required=True, help="subword model prefix (see subword.py)")
    parser.add_argument("--method", choices=METHODS)
    parser.add_argument("--detokenize", metavar="LANG", help="Moses-detokenise hypotheses for LANG")
    parser.add_argument("--hyp-out", metavar="FILE", help="write the decoded hypotheses here")
    parser.add_argument("--source", metavar="SRC_RAW", help="raw source text, for --show")
    parser.add_argument("--show", type=int, default=0, metavar="N",
                        help="print N source / reference / hypothesis triples")
    args = parser.parse_args(argv)

    references = read_lines(args.reference)
    sources = read_lines(args.source) if args.source else None
    hypotheses = in_test_set_order(read_hypotheses(args.generate_output), args.generate_output,
                                   args.reference, len(references))
    if sources is not None and len(sources) != len(references):
        fail(f"{args.source} has {len(sources)} lines but {args.reference} has {len(references)}")

    hypotheses = load_decoder(args.model_prefix, args.method)(hypotheses)
    if args.detokenize:
        from sacremoses import MosesDetokenizer

        detokenizer = MosesDetokenizer(lang=args.detokenize)
        hypotheses = [detokenizer.detokenize(h.split()) for h in hypotheses]
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
