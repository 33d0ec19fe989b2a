"""Every relative link in the project's markdown reaches something: a tracked
file or folder, and where the link names a section (``file.md#section``), a
heading of that file as GitHub names it. Links inside code blocks and to web
addresses are not checked (no network here)."""
import re
import subprocess
import unicodedata
from pathlib import Path

import pytest

from model_helpers import REPO

LINK = re.compile(r"!?\[(?:[^\]\[]|\[[^\]]*\])*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
FENCE = re.compile(r"^(```|~~~).*?^\1", re.S | re.M)
INLINE_CODE = re.compile(r"`[^`\n]*`")
HEADING = re.compile(r"^#{1,6}\s+(.*?)\s*#*\s*$", re.M)


def tracked_markdown():
    listed = subprocess.run(["git", "ls-files", "*.md"], cwd=REPO, capture_output=True, text=True, check=True)
    return [REPO / name for name in listed.stdout.split()]


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, markup and punctuation
    dropped (letters, digits, ``-`` and ``_`` kept), each space a hyphen."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link's text
    text = text.replace("`", "").lower()
    kept = "".join(c for c in text if c in " -_" or unicodedata.category(c)[0] in "LN")
    return kept.replace(" ", "-")


def anchors(path: Path) -> set:
    """The anchors of a markdown file's headings (repeats numbered as GitHub does)."""
    seen, found = {}, set()
    for heading in HEADING.findall(FENCE.sub("", path.read_text(encoding="utf-8"))):
        base = slug(heading)
        count = seen.get(base, 0)
        seen[base] = count + 1
        found.add(base if count == 0 else f"{base}-{count}")
    return found


def links(path: Path):
    text = INLINE_CODE.sub("", FENCE.sub("", path.read_text(encoding="utf-8")))
    for target in LINK.findall(text):
        if not re.match(r"[a-z][a-z0-9+.-]*:", target, re.I):  # http:, https:, mailto: ...
            yield target


def test_the_slugs_follow_githubs_rules():
    assert slug("GPU: one H100, half precision") == "gpu-one-h100-half-precision"
    assert slug("Operators per step (`scripts/dispatch_count.py`)") == "operators-per-step-scriptsdispatch_countpy"
    assert slug("48 × 512 tokens") == "48--512-tokens"


@pytest.mark.parametrize("path", tracked_markdown(), ids=lambda p: str(p.relative_to(REPO)))
def test_every_relative_link_reaches_a_file_and_section(path):
    broken = []
    for target in links(path):
        name, _, section = target.partition("#")
        destination = (path.parent / name).resolve() if name else path
        if not destination.exists() or REPO not in destination.parents and destination != REPO:
            broken.append(f"{target}: no such file in the project")
        elif section and destination.suffix == ".md" and section not in anchors(destination):
            broken.append(f"{target}: {destination.relative_to(REPO)} has no heading #{section}")
    assert not broken, f"{path.relative_to(REPO)}: " + "; ".join(broken)
