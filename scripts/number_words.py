#!/usr/bin/env python3
"""Numbers written out in English and German words, and the demo corpus built from them.

The demo task translates a list of numbers in English words into the same list in
German words, e.g. ``seven, twenty-one and three hundred forty-two`` ->
``sieben, einundzwanzig und dreihundertzweiundvierzig``. German puts the units
before the tens (``zweiundvierzig``) and writes each number as one compound word,
so the model has to reorder and regroup the English words.

Spelling conventions (consistent throughout):
  * English: American style without "and" inside a number, hyphen for 21-99
    (``one hundred one``, ``twenty-one thousand``).
  * German: ``eins`` only at the very end of a number, ``ein`` inside a compound
    (``einundzwanzig``, ``einhunderteins``, ``eintausend``); hundreds and thousands
    always carry their multiplier (``einhundert``, ``eintausend``), never bare
    ``hundert`` / ``tausend``.

Usage: number_words.py --out-dir DIR [--seed S] [--train N] [--valid N] [--test N] [--max-numbers K]
writes DIR/{train,val,test}.{en,de}, each file written atomically.
"""
import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from textfiles import write_atomically  # noqa: E402

MAX_NUMBER = 999_999

EN_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
           "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
           "seventeen", "eighteen", "nineteen"]
EN_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

DE_ONES = ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun",
           "zehn", "elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn",
           "siebzehn", "achtzehn", "neunzehn"]
DE_TENS = ["", "", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig",
           "achtzig", "neunzig"]


def _check_range(n):
    if not isinstance(n, int) or not 0 <= n <= MAX_NUMBER:
        raise ValueError(f"number must be an int in [0, {MAX_NUMBER}], got {n!r}")


def _en_below_1000(n):
    """English words for 1 <= n <= 999."""
    words = []
    hundreds, rest = divmod(n, 100)
    if hundreds:
        words += [EN_ONES[hundreds], "hundred"]
    if rest >= 20:
        tens, ones = divmod(rest, 10)
        words.append(EN_TENS[tens] + (f"-{EN_ONES[ones]}" if ones else ""))
    elif rest:
        words.append(EN_ONES[rest])
    return " ".join(words)


def english(n):
    """``342`` -> ``three hundred forty-two``."""
    _check_range(n)
    if n == 0:
        return EN_ONES[0]
    thousands, rest = divmod(n, 1000)
    parts = []
    if thousands:
        parts.append(_en_below_1000(thousands) + " thousand")
    if rest:
        parts.append(_en_below_1000(rest))
    return " ".join(parts)


def _de_below_1000(n, final):
    """German compound for 1 <= n <= 999; ``final`` says whether it ends the number
    (then a trailing 1 is ``eins``, otherwise ``ein`` as in ``eintausend``)."""
    out = ""
    hundreds, rest = divmod(n, 100)
    if hundreds:
        out += ("ein" if hundreds == 1 else DE_ONES[hundreds]) + "hundert"
    if rest == 1:
        out += "eins" if final else "ein"
    elif rest >= 20:
        tens, ones = divmod(rest, 10)
        if ones:
            out += ("ein" if ones == 1 else DE_ONES[ones]) + "und"
        out += DE_TENS[tens]
    elif rest:
        out += DE_ONES[rest]
    return out


def german(n):
    """``342`` -> ``dreihundertzweiundvierzig``."""
    _check_range(n)
    if n == 0:
        return DE_ONES[0]
    thousands, rest = divmod(n, 1000)
    out = ""
    if thousands:
        out += _de_below_1000(thousands, final=False) + "tausend"
    if rest:
        out += _de_below_1000(rest, final=True)
    return out


def join_list(items, conjunction):
    """``[a, b, c]`` -> ``a, b and c``."""
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + f" {conjunction} " + items[-1]


def sample_number(rng):
    """Small numbers more often than large ones, so every word is seen often."""
    magnitude = rng.random()
    if magnitude < 0.35:
        return rng.randint(0, 99)
    if magnitude < 0.7:
        return rng.randint(100, 999)
    return rng.randint(1000, MAX_NUMBER)


def sentence_pair(rng, max_numbers):
    numbers = [sample_number(rng) for _ in range(rng.randint(1, max_numbers))]
    return (join_list([english(n) for n in numbers], "and"),
            join_list([german(n) for n in numbers], "und"))


def make_corpus(seed, sizes, max_numbers=3):
    """Distinct sentence pairs for each split, no source sentence shared between splits.

    ``sizes`` maps split name -> number of pairs; each sentence lists 1..max_numbers
    numbers. Returns split name -> list of (English, German) pairs.
    """
    rng = random.Random(seed)
    seen = set()
    corpus = {}
    for split, size in sizes.items():
        pairs = []
        while len(pairs) < size:
            src, tgt = sentence_pair(rng, max_numbers)
            if src not in seen:
                seen.add(src)
                pairs.append((src, tgt))
        corpus[split] = pairs
    return corpus


def main(argv=None):
    parser = argparse.ArgumentParser(description="Write the English -> German number-words corpus.")
    parser.add_argument("--out-dir", required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--train", type=int, default=20000)
    parser.add_argument("--valid", type=int, default=500)
    parser.add_argument("--test", type=int, default=500)
    parser.add_argument("--max-numbers", type=int, default=3, help="numbers per sentence, at most")
    args = parser.parse_args(argv)
    for name in ("train", "valid", "test", "max_numbers"):
        if getattr(args, name) < 1:
            parser.error(f"--{name.replace('_', '-')} must be at least 1")
    os.makedirs(args.out_dir, exist_ok=True)
    sizes = {"train": args.train, "val": args.valid, "test": args.test}
    corpus = make_corpus(args.seed, sizes, args.max_numbers)
    for split, pairs in corpus.items():
        for index, lang in enumerate(("en", "de")):
            write_atomically(os.path.join(args.out_dir, f"{split}.{lang}"), [p[index] for p in pairs])
        print(f"number_words: {split}: {len(pairs)} sentence pairs", file=sys.stderr)


if __name__ == "__main__":
    main()
