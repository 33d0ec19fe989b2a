"""scripts/length_eval.py on the models of a tiny examples/multi30k/run.sh run."""
import importlib.util
import re
from pathlib import Path

import pytest
import sentencepiece
from figure_helpers import png_size
from multi30k_helpers import ARCHS, SIZES
from sacrebleu.metrics import BLEU

pytestmark = pytest.mark.xdist_group("multi30k")  # one worker builds the multi30k_run fixture

REPO = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("length_eval", REPO / "scripts" / "length_eval.py")
length_eval = importlib.util.module_from_spec(spec)
spec.loader.exec_module(length_eval)


def table_row(page, first_cell):
    line = next(line for line in page.splitlines() if line.startswith(f"| {first_cell} |"))
    return [cell.strip() for cell in line.strip("|").split("|")]


def test_buckets_and_joined_sentences_are_scored_per_model_and_cached(multi30k_run, tmp_path, capsys):
    work = multi30k_run.work / "en-cs"
    runs = [str(work / "checkpoints" / f"{arch}-seed1") for arch in ARCHS]
    # Small beam and short outputs: the untrained models would write to the length cap.
    speed = ["--beam", "2", "--max-len-a", "0.5", "--max-len-b", "2"]
    argv = [str(work), *runs, "--out", str(tmp_path), *speed, "--bucket-edges", "6,9", "--concat", "1,2"]
    length_eval.main(argv)
    page = (tmp_path / "length-en-cs.md").read_text()
    labels = [f"{arch}-seed1" for arch in ARCHS]
    assert f"| source words | sentences | mean words | {' | '.join(labels)} |" in page
    sizes = [int(table_row(page, bucket)[1]) for bucket in ("1–5", "6–8", "≥ 9")]
    assert sum(sizes) == SIZES["test_2016_flickr"]
    for k in (1, 2):
        row = table_row(page, str(k))
        assert int(row[1]) == SIZES["test_2016_flickr"] // k
        assert all(re.fullmatch(r"\d+\.\d\d", cell) for cell in row[-len(labels):]), row
    assert float(table_row(page, "2")[3]) > 1.5 * float(table_row(page, "1")[3])  # mean subwords per input
    # Output over reference length, recomputed here from fairseq-generate's pieces.
    ratios = page.split("Output length over reference length", 1)[1]
    assert f"| k | {' | '.join(labels)} |" in ratios
    references = (work / "raw" / "test.cs").read_text(encoding="utf-8").splitlines()
    processor = sentencepiece.SentencePieceProcessor(model_file=str(work / "subword" / "model.model"))
    for k in (1, 2):
        joined = [" ".join(references[i:i + k]) for i in range(0, len(references) - k + 1, k)]
        for label, cell in zip(labels, table_row(ratios, str(k))[1:]):
            generated = tmp_path / "length-en-cs" / "translations" / label / f"k{k}.generate.txt"
            pieces = {}
            for line in generated.read_text(encoding="utf-8").splitlines():
                if line.startswith("H-"):
                    index, _, text = line[2:].split("\t")
                    pieces[int(index)] = processor.decode_pieces(text.split())
            score = BLEU().corpus_score([pieces[i] for i in range(len(joined))], [joined])
            assert cell == f"{score.sys_len / score.ref_len:.3f}", (k, label)
    png_size(tmp_path / "length-en-cs.png")
    settings = tmp_path / "length-en-cs" / "translations" / labels[0] / "k2.settings"
    assert "--max-len-a 0.5 --max-len-b 4" in settings.read_text()  # the cap of one sentence, per sentence joined
    assert capsys.readouterr().err.count("translating") == 2 * len(ARCHS)

    length_eval.main(argv)
    err = capsys.readouterr().err
    assert "translating" not in err and err.count("cached translations") == 2 * len(ARCHS)
    assert (tmp_path / "length-en-cs.md").read_text() == page

    length_eval.main([str(work), runs[0], "--out", str(tmp_path), *speed, "--concat", "1", "--lenpen", "1.0"])
    err = capsys.readouterr().err
    assert err.count("translating") == 1 and "cached" not in err


def test_two_models_with_one_label_are_refused_before_translating(multi30k_run, tmp_path):
    run = str(multi30k_run.work / "en-cs" / "checkpoints" / f"{ARCHS[0]}-seed1")
    with pytest.raises(SystemExit, match="the same label .*name them LABEL=MODEL"):
        length_eval.main([str(multi30k_run.work / "en-cs"), run, run, "--out", str(tmp_path)])
    assert not (tmp_path / "length-en-cs").exists()
