#!/usr/bin/env python3
"""How long the sentences of markdown pages are: for each file, the median sentence length
in words and its longest sentences, on one line.

What is read: the prose. Skipped: fenced code blocks (``` or ~~~), tables (lines that start
with |), headings (#), HTML comments and tags, link reference definitions ([name]: URL) and
images. A link [text](target) reads as its text; its target is not read. Inline code
(`...`) counts as one word, however long. Emphasis markers (* and _ around words) are
dropped. A quoted line (> ...) is read without its >. A paragraph or list item that is only
a link, an image or inline code, with or without a colon (a figure's link line, a label
such as "`run-seed1`:"), is a label, not a sentence, and is skipped.

A sentence ends at ., ! or ? (and any closing bracket or quote after it) followed by a space
and then anything but a lower-case letter, so "e.g. the" and "0.5" end none; never after
e.g., i.e., cf., vs., et al., Fig., Eq. or Sec. A paragraph or list item also ends one, so a
list item or a caption without a full stop is a sentence of its own. A word is a
whitespace-separated token with a letter or a digit in it ("=", "–" and "→" are not words).

Output, one line a file:
  FILE: N sentences, median M words, longest A, B, C (lines LA, LB, LC); K over LONG words
and with --longest N the N longest sentences below it, each with its word count and line.
With --max-median or --max-longest, a file over either limit is named on stderr and the
exit status is 1. --between BEGIN END reads only the lines between the first line that
contains BEGIN and the next that contains END (e.g. the hand-written notes of
examples/multi30k/RESULTS.md, between its notes markers).
"""
import argparse
import re
import statistics
import sys

FENCE = re.compile(r"^\s*(```|~~~)")
TABLE = re.compile(r"^\s*\|")
HEADING = re.compile(r"^\s*#{1,6}(\s|$)")
LINK_DEFINITION = re.compile(r"^\s*\[[^\]]+\]:\s+\S")
LIST_ITEM = re.compile(r"^\s*(?:[-*+]|(?P<number>\d{1,9})[.)])\s+")
QUOTE = re.compile(r"^\s*(?:>\s?)+")
LINE_MARK = "\x00"  # marks where each source line starts inside a block: \x00N\x00
IMAGE = re.compile(r"!\[[^\]]*\]\([^)]*\)")
LINK = re.compile(r"\[([^\]]*)\](?:\([^)]*\)|\[[^\]]*\])")
AUTOLINK = re.compile(r"<(?:https?|mailto):[^>]*>")
INLINE_CODE = re.compile(r"(`+)(?:(?!\1).)+?\1", re.S)
HTML_TAG = re.compile(r"</?[A-Za-z][^>]*>")
EMPHASIS = re.compile(r"(?<![\w*])[*_]+|[*_]+(?![\w*])")
ABBREVIATIONS = ("e.g.", "i.e.", "cf.", "vs.", "al.", "fig.", "eq.", "sec.")
SENTENCE_END = re.compile(r"[.!?][\"')\]’”]*\s+(?=(?:\x00\d+\x00)?[^\sa-z\x00])")
WORD = re.compile(r"[A-Za-z0-9]")
MARK = re.compile(LINE_MARK + r"(\d+)" + LINE_MARK)
LABEL = re.compile(r"^(?:!?\[[^\]]*\]\([^)]*\)|`[^`]+`)\s*:?$")


def blocks(lines):
    """The prose of a page as blocks (paragraphs and list items), each one string in which
    LINE_MARK N LINE_MARK precedes the text of source line N (1-based)."""
    found, current, fenced, comment = [], [], False, False
    in_list = False  # the current block is a list item

    def close():
        nonlocal in_list
        if current:
            found.append(" ".join(current))
            current.clear()
        in_list = False

    for number, line in enumerate(lines, 1):
        if comment:
            if "-->" in line:
                comment = False
                line = line.split("-->", 1)[1]
            else:
                continue
        if FENCE.match(line):
            close()
            fenced = not fenced
            continue
        if fenced:
            continue
        while "<!--" in line:
            before, _, after = line.partition("<!--")
            if "-->" in after:
                line = before + " " + after.split("-->", 1)[1]
            else:
                line, comment = before, True
        line = QUOTE.sub("", line)
        if not line.strip() or TABLE.match(line) or HEADING.match(line) or LINK_DEFINITION.match(line):
            close()
            continue
        item = LIST_ITEM.match(line)
        # As in CommonMark, a numbered line ("2048) and ...") starts an item inside a
        # paragraph only when its number is 1; in a list, or after a blank line, any does.
        if item and (not current or in_list or item["number"] in (None, "1")):
            close()
            in_list = True
            line = line[item.end():]
        current.append(f"{LINE_MARK}{number}{LINE_MARK}{line.strip()}")
    close()
    return found


def plain(text):
    """A block's text with the markup read as the module docstring says."""
    text = IMAGE.sub(" ", text)
    text = AUTOLINK.sub(" link ", text)
    text = INLINE_CODE.sub(lambda match: " CODE ", text)
    text = LINK.sub(r"\1", text)
    text = HTML_TAG.sub(" ", text)
    return EMPHASIS.sub("", text)


def split_sentences(text):
    """The sentences of a plain block, split where the module docstring says."""
    sentences, start = [], 0
    for match in SENTENCE_END.finditer(text):
        before = MARK.sub("", text[start:match.start() + 1]).split()
        if before and before[-1].lower().lstrip("(") in ABBREVIATIONS:
            continue
        sentences.append(text[start:match.end()])
        start = match.end()
    sentences.append(text[start:])
    return sentences


def sentences_of(lines):
    """[(words, first line, sentence text)] of the prose of a page's lines."""
    found = []
    for block in blocks(lines):
        if LABEL.match(MARK.sub("", block).strip()):
            continue
        line = None
        for sentence in split_sentences(plain(block)):
            marks = MARK.findall(sentence)
            text = " ".join(MARK.sub(" ", sentence).split())
            starts_with_mark = MARK.match(sentence.lstrip())
            first = int(marks[0]) if marks and (starts_with_mark or line is None) else line
            if marks:
                line = int(marks[-1])
            words = sum(1 for token in text.split() if WORD.search(token))
            if words:
                found.append((words, first, text))
    return found


def between(lines, begin, end, path):
    """The lines after the first that contains begin, up to the next that contains end."""
    start = next((i for i, line in enumerate(lines) if begin in line), None)
    if start is None:
        sys.exit(f"readability.py: {path} has no line containing {begin!r}")
    stop = next((i for i in range(start + 1, len(lines)) if end in lines[i]), None)
    if stop is None:
        sys.exit(f"readability.py: {path} has no line containing {end!r} after {begin!r}")
    return [""] * (start + 1) + lines[start + 1:stop]  # blank lines keep the line numbers


def report(path, found, long_words):
    """The file's one line: sentences, median, the three longest with their lines."""
    if not found:
        return f"{path}: no sentences"
    counts = [words for words, _, _ in found]
    longest = sorted(found, key=lambda item: (-item[0], item[1]))[:3]
    over = sum(1 for words in counts if words > long_words)
    return (f"{path}: {len(found)} sentences, median {statistics.median(counts):g} words, longest "
            + ", ".join(str(words) for words, _, _ in longest)
            + " (lines " + ", ".join(str(line) for _, line, _ in longest) + f"); {over} over {long_words} words")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="+", metavar="FILE", help="markdown files")
    parser.add_argument("--between", nargs=2, metavar=("BEGIN", "END"),
                        help="read only the lines between one containing BEGIN and the next containing END")
    parser.add_argument("--longest", type=int, default=0, metavar="N", help="print the N longest sentences too [0]")
    parser.add_argument("--long", type=int, default=50, metavar="WORDS",
                        help="count the sentences over this many words [50]")
    parser.add_argument("--max-median", type=float, metavar="WORDS", help="fail a file whose median is over this")
    parser.add_argument("--max-longest", type=int, metavar="WORDS", help="fail a file with a sentence over this")
    args = parser.parse_args(argv)

    failed = False
    for path in args.files:
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()
        if args.between:
            lines = between(lines, *args.between, path)
        found = sentences_of(lines)
        print(report(path, found, args.long))
        for words, line, text in sorted(found, key=lambda item: (-item[0], item[1]))[:args.longest]:
            print(f"  {words} words, line {line}: {text}")
        counts = [words for words, _, _ in found]
        if args.max_median is not None and counts and statistics.median(counts) > args.max_median:
            print(f"readability.py: {path}: median {statistics.median(counts):g} words, over {args.max_median:g}",
                  file=sys.stderr)
            failed = True
        if args.max_longest is not None and counts and max(counts) > args.max_longest:
            print(f"readability.py: {path}: a sentence of {max(counts)} words, over {args.max_longest}",
                  file=sys.stderr)
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
