#!/usr/bin/env python3
"""Text stages of the translation recipes, where shell would be fragile.

Usage:
  textproc.py --stage NAME sgm-to-text IN.sgm OUT
  textproc.py --stage NAME concat-parallel --src-out S --tgt-out T SRC1 TGT1 [SRC2 TGT2 ...]
  textproc.py --stage NAME czeng --cs-out CS --en-out EN CZENG_FILE
  textproc.py --stage NAME normalize --lang L [--punctuation] [--tokenize] [--workers N] IN OUT
  textproc.py --stage NAME clean --max-len N --max-ratio R SRC TGT SRC_OUT TGT_OUT
  textproc.py --stage NAME length-cut --max-pieces N SRC TGT SRC_OUT TGT_OUT
  textproc.py --stage NAME half-cut SRC TGT

Every input is read as UTF-8 (plain or .gz) and split on "\\n" only, like `wc -l`.
Errors name the stage, the file and, where it applies, the line.
"""
import argparse
import gzip
import itertools
import multiprocessing
import re
import sys

STAGE = "?"
CHUNK_LINES = 10000
SEG = re.compile(r"<seg.*?>(.*)</seg>.*?")
# Control characters and Unicode line/paragraph separators (crawled text holds them):
# they would become subwords, and str.splitlines() breaks lines at several of them.
NON_PRINTING = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029]")


def fail(message):
    sys.exit(f"error: stage {STAGE}: {message}")


def read_lines(path):
    """Yield the lines of path (without "\\n"), failing on bytes that are not UTF-8."""
    opener = gzip.open if path.endswith(".gz") else open
    try:
        with opener(path, "rb") as f:
            for number, raw in enumerate(f, start=1):
                try:
                    yield raw.rstrip(b"\n").decode("utf-8")
                except UnicodeDecodeError as err:
                    fail(f"{path} line {number} is not valid UTF-8 ({err.reason} at byte {err.start})")
    except FileNotFoundError:
        fail(f"{path} not found")
    except (OSError, EOFError) as err:
        fail(f"cannot read {path}: {err}")


def write_lines(path, lines):
    count = 0
    with open(path, "w", encoding="utf-8") as f:
        for line in lines:
            f.write(line + "\n")
            count += 1
    return count


def sgm_to_text(args):
    """Segments of a WMT (fake) SGM file, extracted the way sacreBLEU extracts them,
    so the reference we score against is the one `sacrebleu -t wmt18` uses."""
    def segments():
        for line in read_lines(args.input):
            if line.startswith("<seg "):
                yield re.sub(r"\s+", " ", SEG.sub(r"\1", line).strip())

    if write_lines(args.output, segments()) == 0:
        fail(f"{args.input} holds no <seg> lines; is it a WMT SGM file?")


def concat_parallel(args):
    if len(args.files) % 2:
        fail("concat-parallel takes SRC TGT pairs; got an odd number of files")
    pairs = list(zip(args.files[0::2], args.files[1::2]))
    with open(args.src_out, "w", encoding="utf-8") as src_out, \
            open(args.tgt_out, "w", encoding="utf-8") as tgt_out:
        for src, tgt in pairs:
            src_count = tgt_count = 0
            for line in read_lines(src):
                src_out.write(line + "\n")
                src_count += 1
            for line in read_lines(tgt):
                tgt_out.write(line + "\n")
                tgt_count += 1
            if src_count != tgt_count:
                fail(f"line-count mismatch: {src} has {src_count} lines, {tgt} has {tgt_count}")


def czeng(args):
    """The Czech and English sides of a CzEng 1.7 file in its plain-text format: one
    sentence pair per line, four tab-separated columns (pair ID, filter score, Czech,
    English). Empty lines are skipped; any other line must have the four columns."""
    pairs = empty = 0
    with open(args.cs_out, "w", encoding="utf-8") as cs_out, open(args.en_out, "w", encoding="utf-8") as en_out:
        for number, line in enumerate(read_lines(args.input), start=1):
            if not line.strip():
                empty += 1
                continue
            columns = line.split("\t")
            if len(columns) != 4:
                fail(f"{args.input} line {number} has {len(columns)} tab-separated columns, expected 4 "
                     "(pair ID, filter score, Czech, English: CzEng 1.7's plain-text format)")
            try:
                float(columns[1])
            except ValueError:
                fail(f"{args.input} line {number}: second column {columns[1]!r} is not a filter score "
                     "(expected CzEng 1.7's plain-text format: pair ID, filter score, Czech, English)")
            cs_out.write(columns[2] + "\n")
            en_out.write(columns[3] + "\n")
            pairs += 1
    print(f"czeng: {pairs} sentence pairs from {args.input} ({empty} empty lines skipped)", file=sys.stderr)
    if pairs == 0:
        fail(f"{args.input} holds no sentence pair")


def chunks(lines):
    chunk = []
    for line in lines:
        chunk.append(line)
        if len(chunk) == CHUNK_LINES:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


_normalizer = _tokenizer = None


def _init_moses(lang, punctuation, tokenize):
    global _normalizer, _tokenizer
    from sacremoses import MosesPunctNormalizer, MosesTokenizer

    _normalizer = MosesPunctNormalizer(lang=lang) if punctuation else None
    _tokenizer = MosesTokenizer(lang=lang) if tokenize else None


def _normalize_chunk(chunk):
    out = [NON_PRINTING.sub(" ", line) for line in chunk]
    if _normalizer is not None:
        out = [_normalizer.normalize(line) for line in out]
    out = [line.strip() for line in out]
    if _tokenizer is not None:
        out = [_tokenizer.tokenize(line, escape=False, return_str=True) for line in out]
    return out


def normalize(args):
    """Non-printing characters to spaces (like Moses' remove-non-printing-char.perl),
    optionally Moses punctuation normalisation (sacremoses) and Moses tokenisation."""
    moses = (args.lang, args.punctuation, args.tokenize)
    if args.workers > 1:
        with multiprocessing.Pool(args.workers, _init_moses, moses) as pool:
            done = pool.imap(_normalize_chunk, chunks(read_lines(args.input)))
            write_lines(args.output, (line for chunk in done for line in chunk))
    else:
        _init_moses(*moses)
        done = map(_normalize_chunk, chunks(read_lines(args.input)))
        write_lines(args.output, (line for chunk in done for line in chunk))


def clean(args):
    """Drop pairs with an empty side, a side over --max-len tokens, or a token-count
    ratio over --max-ratio (the rules of Moses' clean-corpus-n.perl)."""
    kept = dropped = 0
    pairs = itertools.zip_longest(read_lines(args.src), read_lines(args.tgt))
    with open(args.src_out, "w", encoding="utf-8") as src_out, \
            open(args.tgt_out, "w", encoding="utf-8") as tgt_out:
        for number, (src, tgt) in enumerate(pairs, start=1):
            if src is None or tgt is None:
                fail(f"line-count mismatch: {args.src} and {args.tgt} differ from line {number} on")
            src_len, tgt_len = len(src.split()), len(tgt.split())
            if (src_len == 0 or tgt_len == 0
                    or src_len > args.max_len or tgt_len > args.max_len
                    or src_len > args.max_ratio * tgt_len or tgt_len > args.max_ratio * src_len):
                dropped += 1
                continue
            src_out.write(src + "\n")
            tgt_out.write(tgt + "\n")
            kept += 1
    print(f"clean: kept {kept} pairs, dropped {dropped}", file=sys.stderr)
    if kept == 0:
        fail(f"cleaning {args.src} / {args.tgt} left no sentence pair")


def paired_lengths(src_path, tgt_path):
    """Yield (src line, tgt line, longer side's token count) of two aligned files."""
    pairs = itertools.zip_longest(read_lines(src_path), read_lines(tgt_path))
    for number, (src, tgt) in enumerate(pairs, start=1):
        if src is None or tgt is None:
            fail(f"line-count mismatch: {src_path} and {tgt_path} differ from line {number} on")
        yield src, tgt, max(len(src.split()), len(tgt.split()))


def length_cut(args):
    """Keep the pairs whose source and target both have at most --max-pieces tokens;
    prints "KEPT TOTAL" on stdout."""
    kept = total = 0
    with open(args.src_out, "w", encoding="utf-8") as src_out, \
            open(args.tgt_out, "w", encoding="utf-8") as tgt_out:
        for src, tgt, longer in paired_lengths(args.src, args.tgt):
            total += 1
            if longer <= args.max_pieces:
                src_out.write(src + "\n")
                tgt_out.write(tgt + "\n")
                kept += 1
    if kept == 0:
        fail(f"no pair of {args.src} / {args.tgt} has both sides within {args.max_pieces} pieces")
    print(kept, total)


def half_cut(args):
    """Print the smallest N for which the pairs with both sides at most N tokens long
    are at least half of all pairs."""
    longer = sorted(n for _, _, n in paired_lengths(args.src, args.tgt))
    if not longer:
        fail(f"{args.src} holds no line")
    print(longer[(len(longer) + 1) // 2 - 1])


def positive_int(text):
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a positive integer")
    return int(text)


def add_pair_files(command):
    """The positional arguments of a filter of sentence pairs: SRC TGT SRC_OUT TGT_OUT."""
    for name in ("src", "tgt", "src_out", "tgt_out"):
        command.add_argument(name)


def main(argv=None):
    global STAGE
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--stage", default="?", help="stage name for error messages")
    commands = parser.add_subparsers(dest="command", required=True)

    cmd = commands.add_parser("sgm-to-text", help="extract the segments of a WMT SGM file")
    cmd.add_argument("input")
    cmd.add_argument("output")
    cmd.set_defaults(run=sgm_to_text)

    cmd = commands.add_parser("concat-parallel", help="concatenate checked SRC TGT pairs")
    cmd.add_argument("--src-out", required=True)
    cmd.add_argument("--tgt-out", required=True)
    cmd.add_argument("files", nargs="+", metavar="FILE")
    cmd.set_defaults(run=concat_parallel)

    cmd = commands.add_parser("czeng", help="split a CzEng 1.7 plain-text file into its two sides")
    cmd.add_argument("--cs-out", required=True)
    cmd.add_argument("--en-out", required=True)
    cmd.add_argument("input")
    cmd.set_defaults(run=czeng)

    cmd = commands.add_parser("normalize", help="clean non-printing characters, optionally more")
    cmd.add_argument("--lang", required=True)
    cmd.add_argument("--punctuation", action="store_true", help="also Moses punctuation normalisation")
    cmd.add_argument("--tokenize", action="store_true", help="also Moses-tokenise")
    cmd.add_argument("--workers", type=int, default=1)
    cmd.add_argument("input")
    cmd.add_argument("output")
    cmd.set_defaults(run=normalize)

    cmd = commands.add_parser("clean", help="length and ratio filter for training pairs")
    cmd.add_argument("--max-len", type=int, required=True)
    cmd.add_argument("--max-ratio", type=float, required=True)
    add_pair_files(cmd)
    cmd.set_defaults(run=clean)

    cmd = commands.add_parser("length-cut", help="keep the pairs with both sides at most N tokens long")
    cmd.add_argument("--max-pieces", type=positive_int, required=True, metavar="N")
    add_pair_files(cmd)
    cmd.set_defaults(run=length_cut)

    cmd = commands.add_parser("half-cut", help="the smallest length cut that keeps half of the pairs")
    cmd.add_argument("src")
    cmd.add_argument("tgt")
    cmd.set_defaults(run=half_cut)

    args = parser.parse_args(argv)
    STAGE = args.stage
    args.run(args)


if __name__ == "__main__":
    main()
