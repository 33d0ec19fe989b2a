"""examples/multi30k/run.sh on a tiny generated stand-in for the Multi30k files."""
import gzip
import os
import random
import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests" / "fixtures"))
from make_wmt18_archives import lexicon, sentence_pairs  # noqa: E402

SIZES = {"train": 200, "val": 20, "test_2016_flickr": 25}


def write_multi30k_like(directory):
    """{split}.{en,de,cs}.gz with aligned generated sentences (not Multi30k's)."""
    rng = random.Random(3)
    words = {lang: lexicon(lang, rng) for lang in ("de", "cs")}
    for split, size in SIZES.items():
        english = [e for e, _ in sentence_pairs(words["de"], size, rng)]
        lines = {"en": english}
        for lang in ("de", "cs"):
            lines[lang] = [" ".join(words[lang][w.lower()] for w in e.rstrip(".").split()) + "." for e in english]
        for lang, text in lines.items():
            with gzip.open(directory / f"{split}.{lang}.gz", "wt", encoding="utf-8") as f:
                f.writelines(line + "\n" for line in text)


def test_run_trains_evaluates_and_tabulates_each_arch_then_resumes(tmp_path):
    data = tmp_path / "multi30k"
    data.mkdir()
    write_multi30k_like(data)
    results = tmp_path / "RESULTS.md"
    env = dict(os.environ, PYTHON=sys.executable, CUDA_VISIBLE_DEVICES="", WORKERS="1",
               PATH=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""),
               MULTI30K_DIR=str(data), ARCHS="transformer_diet_abs", PAIRS="en-cs",
               MAX_UPDATE="2", VOCAB_SIZE="150", RESULTS=str(results))
    command = ["bash", str(REPO / "examples" / "multi30k" / "run.sh"), str(tmp_path / "work")]
    first = subprocess.run(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    assert first.returncode == 0, first.stdout[-4000:]

    raw = tmp_path / "work" / "en-cs" / "raw"
    assert (raw / "test.cs").read_text(encoding="utf-8").count("\n") == SIZES["test_2016_flickr"]
    table = results.read_text()
    assert re.search(r"^\| en-cs \| transformer_diet_abs \| \d+\.\d+ \| \d+ \| [\d,]+ \|$", table, re.M), table
    assert "sacreBLEU signature: `nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp" in table
    assert "MAX_UPDATE=2 examples/multi30k/run.sh" in table
    hypotheses = tmp_path / "work" / "en-cs" / "checkpoints" / "transformer_diet_abs" / "eval" / "hyp.cs"
    assert hypotheses.read_text(encoding="utf-8").count("\n") == SIZES["test_2016_flickr"]

    second = subprocess.run(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    assert second.returncode == 0, second.stdout[-4000:]
    assert "stage run-en-cs-transformer_diet_abs: already done, skipping" in second.stdout
    assert "stage extract-en-cs: already done, skipping" in second.stdout
    assert results.read_text() == table
