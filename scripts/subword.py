#!/usr/bin/env python3
"""Learn, apply and undo a joint subword segmentation (sentencepiece or subword-nmt BPE).

Usage:
  subword.py learn --method {sentencepiece,subword-nmt} --vocab-size N --model-prefix PREFIX
                   [--max-sentences N] [--seed S] FILE [FILE ...]
  subword.py encode --model-prefix PREFIX [--method M]   < raw.txt   > pieces.txt
  subword.py decode --model-prefix PREFIX [--method M]   < pieces.txt > raw.txt

`learn` builds one model over all FILEs (e.g. both sides of a parallel corpus):
sentencepiece writes PREFIX.model and PREFIX.vocab, subword-nmt writes PREFIX.codes.
At most --max-sentences lines (a seeded random sample over all files) are used.
--vocab-size is an upper bound, and `learn` reports what it made: sentencepiece's
unigram training drops the pieces that its segmentation of the text stops using, and
on a small corpus ends with fewer than asked; BPE stops merging when no pair of
symbols occurs twice.
`encode` / `decode` stream stdin to stdout line by line; without --method the method
is inferred from which of PREFIX.model / PREFIX.codes exists.
"""
import argparse
import io
import os
import random
import re
import sys

from textfiles import fail

METHODS = ("sentencepiece", "subword-nmt")
MODEL_SUFFIX = {"sentencepiece": ".model", "subword-nmt": ".codes"}
CHUNK_LINES = 10000


def infer_method(prefix, method=None):
    """The method given, or the one whose model file PREFIX.model / PREFIX.codes exists."""
    if method is not None:
        path = prefix + MODEL_SUFFIX[method]
        if not os.path.isfile(path):
            fail(f"{method} model {path} not found")
        return method
    found = [m for m in METHODS if os.path.isfile(prefix + MODEL_SUFFIX[m])]
    if not found:
        fail(f"no subword model for prefix {prefix!r}: neither {prefix}.model nor {prefix}.codes exists")
    if len(found) > 1:
        fail(f"both {prefix}.model and {prefix}.codes exist; pass --method")
    return found[0]


def sample_lines(files, max_sentences, seed):
    """A seeded reservoir sample of at most max_sentences non-empty lines over all files."""
    rng = random.Random(seed)
    sample, seen = [], 0
    for path in files:
        with open(path, encoding="utf-8") as f:
            for line in f:
                line = line.strip()
                if not line:
                    continue
                seen += 1
                if len(sample) < max_sentences:
                    sample.append(line)
                else:
                    slot = rng.randrange(seen)
                    if slot < max_sentences:
                        sample[slot] = line
    return sample, seen


def learn(args):
    for path in args.files:
        if not os.path.isfile(path):
            fail(f"input file {path} not found")
    os.makedirs(os.path.dirname(os.path.abspath(args.model_prefix)), exist_ok=True)
    lines, seen = sample_lines(args.files, args.max_sentences, args.seed)
    if not lines:
        fail(f"no text in {' '.join(args.files)}")
    size = "pieces" if args.method == "sentencepiece" else "merges"
    print(f"subword.py: learning a {args.method} model of at most {args.vocab_size} {size} "
          f"from {len(lines)} of {seen} lines", file=sys.stderr)
    tmp_prefix = args.model_prefix + ".tmp"
    if args.method == "sentencepiece":
        import sentencepiece as spm

        spm.set_random_generator_seed(args.seed)
        spm.SentencePieceTrainer.train(
            sentence_iterator=iter(lines),
            model_prefix=tmp_prefix,
            vocab_size=args.vocab_size,
            model_type="unigram",
            character_coverage=1.0,
            # A small corpus may not support the requested size; take what it has.
            hard_vocab_limit=False,
            num_threads=os.cpu_count() or 1,
            minloglevel=2,
        )
        outputs = [".model", ".vocab"]
    else:
        # learn_bpe draws a tqdm progress bar per merge; keep logs readable.
        os.environ.setdefault("TQDM_DISABLE", "1")
        from subword_nmt.learn_bpe import learn_bpe

        with open(tmp_prefix + ".codes", "w", encoding="utf-8") as codes:
            learn_bpe(lines, codes, args.vocab_size, min_frequency=2)
        outputs = [".codes"]
    for suffix in outputs:
        os.replace(tmp_prefix + suffix, args.model_prefix + suffix)
    made = model_size(args.model_prefix, args.method)
    fewer = ""
    if made < args.vocab_size:
        fewer = (f", fewer than the {args.vocab_size} asked for: "
                 + ("the unigram training dropped the pieces its segmentation of this text does not use"
                    if args.method == "sentencepiece" else "no pair of symbols left occurs twice"))
    print(f"subword.py: wrote {', '.join(args.model_prefix + s for s in outputs)}: {made} {size}{fewer}",
          file=sys.stderr)


def model_size(prefix, method):
    """The pieces of PREFIX.model (sentencepiece), or the merges of PREFIX.codes (subword-nmt)."""
    if method == "sentencepiece":
        return sentencepiece_model(prefix).get_piece_size()
    with open(prefix + ".codes", encoding="utf-8") as codes:
        return sum(1 for line in codes if line.strip() and not line.startswith("#version"))


def sentencepiece_model(prefix):
    """The sentencepiece processor of PREFIX.model."""
    import sentencepiece as spm

    return spm.SentencePieceProcessor(model_file=prefix + ".model")


def load_encoder(prefix, method=None):
    """A function mapping a list of raw lines to a list of space-separated subword lines."""
    method = infer_method(prefix, method)
    if method == "sentencepiece":
        model = sentencepiece_model(prefix)
        return lambda lines: [" ".join(pieces) for pieces in model.encode(lines, out_type=str)]
    from subword_nmt.apply_bpe import BPE

    with open(prefix + ".codes", encoding="utf-8") as codes:
        bpe = BPE(codes)
    return lambda lines: [bpe.process_line(line) for line in lines]


def load_decoder(prefix, method=None):
    """A function mapping a list of subword lines back to a list of raw lines."""
    method = infer_method(prefix, method)
    if method == "sentencepiece":
        model = sentencepiece_model(prefix)
        return lambda lines: [model.decode(line.split()) for line in lines]
    bpe_joint = re.compile(r"@@( |$)")
    return lambda lines: [bpe_joint.sub("", line) for line in lines]


def stream(convert):
    """Apply convert to stdin in chunks of lines, writing to stdout in the same order."""
    stdin = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8")
    stdout = io.TextIOWrapper(sys.stdout.buffer, encoding="utf-8")
    chunk = []
    for line in stdin:
        chunk.append(line.rstrip("\n"))
        if len(chunk) == CHUNK_LINES:
            stdout.writelines(out + "\n" for out in convert(chunk))
            chunk = []
    if chunk:
        stdout.writelines(out + "\n" for out in convert(chunk))
    stdout.flush()


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    commands = parser.add_subparsers(dest="command", required=True)
    learn_cmd = commands.add_parser("learn", help="learn a joint model over FILEs")
    learn_cmd.add_argument("--method", choices=METHODS, required=True)
    learn_cmd.add_argument("--vocab-size", type=int, required=True,
                           help="sentencepiece vocabulary size / number of BPE merges")
    learn_cmd.add_argument("--model-prefix", required=True)
    learn_cmd.add_argument("--max-sentences", type=int, default=2_000_000,
                           help="learn from a random sample of at most this many lines (default %(default)s)")
    learn_cmd.add_argument("--seed", type=int, default=1)
    learn_cmd.add_argument("files", nargs="+", metavar="FILE")
    for name in ("encode", "decode"):
        cmd = commands.add_parser(name, help=f"{name} stdin to stdout")
        cmd.add_argument("--model-prefix", required=True)
        cmd.add_argument("--method", choices=METHODS)
    args = parser.parse_args(argv)
    if args.command == "learn":
        if args.vocab_size < 1 or args.max_sentences < 1:
            parser.error("--vocab-size and --max-sentences must be positive")
        learn(args)
    elif args.command == "encode":
        stream(load_encoder(args.model_prefix, args.method))
    else:
        stream(load_decoder(args.model_prefix, args.method))


if __name__ == "__main__":
    main()
