"""scripts/length_eval.py on the models of a tiny examples/multi30k/run.sh run."""
import importlib.util
import re
import shutil
import sys
from pathlib import Path

import pytest
from figure_helpers import png_size
from multi30k_helpers import ARCHS, SIZES
from sacrebleu.metrics import BLEU
from sacrebleu.significance import PairedTest

pytestmark = pytest.mark.xdist_group("multi30k")  # one worker builds the multi30k_run fixture

REPO = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("length_eval", REPO / "scripts" / "length_eval.py")
length_eval = importlib.util.module_from_spec(spec)
spec.loader.exec_module(length_eval)


def table_row(page, first_cell):
    line = next(line for line in page.splitlines() if line.startswith(f"| {first_cell} |"))
    return [cell.strip() for cell in line.strip("|").split("|")]


def pair_copy(multi30k_run, tmp_path):
    """A copy of the fixture's en-cs directory: the translations are kept in its runs."""
    work = tmp_path / "work" / "en-cs"
    shutil.copytree(multi30k_run.work / "en-cs", work,
                    ignore=lambda directory, names: ["length"] if directory.endswith("-seed1") else [])
    return work


def test_buckets_and_joined_sentences_are_scored_per_model_and_cached(multi30k_run, tmp_path, capsys):
    work = pair_copy(multi30k_run, tmp_path)
    runs = [str(work / "checkpoints" / f"{arch}-seed1") for arch in ARCHS]
    # Small beam and short outputs: the untrained models would write to the length cap.
    speed = ["--beam", "2", "--max-len-a", "0.5", "--max-len-b", "2"]
    argv = [str(work), *runs, "--out", str(tmp_path), *speed, "--bucket-edges", "6,9", "--concat", "1,2"]
    length_eval.main(argv)
    page = (tmp_path / "length-en-cs.md").read_text()
    labels = [f"{arch}-seed1" for arch in ARCHS]
    # The page names the pair's directory, not the machine's path to it (pages are committed).
    assert "of the prepared pair directory `en-cs/`" in page and str(tmp_path) not in page
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
    for k in (1, 2):
        joined = [" ".join(references[i:i + k]) for i in range(0, len(references) - k + 1, k)]
        for label, cell in zip(labels, table_row(ratios, str(k))[1:]):
            kept = work / "checkpoints" / label / "length" / f"k{k}.hyp"
            hypotheses = kept.read_text(encoding="utf-8").split("\n")[:-1]
            assert len(hypotheses) == len(joined)
            score = BLEU().corpus_score(hypotheses, [joined])
            assert cell == f"{score.sys_len / score.ref_len:.3f}", (k, label)
    png_size(tmp_path / "length-en-cs.png")
    settings = work / "checkpoints" / labels[0] / "length" / "k2.settings"
    assert "--max-len-a 0.5 --max-len-b 4" in settings.read_text()  # the cap of one sentence, per sentence joined
    assert capsys.readouterr().err.count("translating") == 2 * len(ARCHS)

    length_eval.main(argv)
    err = capsys.readouterr().err
    assert "translating" not in err and err.count("kept translations") == 2 * len(ARCHS)
    assert (tmp_path / "length-en-cs.md").read_text() == page

    length_eval.main([str(work), runs[0], "--out", str(tmp_path), *speed, "--concat", "1", "--lenpen", "1.0"])
    err = capsys.readouterr().err
    assert err.count("translating") == 1 and "kept" not in err


def test_a_run_without_its_checkpoint_is_scored_from_its_kept_translations(multi30k_run, tmp_path, capsys):
    work = pair_copy(multi30k_run, tmp_path)
    speed = ["--beam", "2", "--max-len-a", "0.5", "--max-len-b", "2", "--bucket-edges", "6,9", "--concat", "1,2"]
    runs = [work / "checkpoints" / f"{arch}-seed1" for arch in ARCHS]
    length_eval.main([str(work), *map(str, runs), "--out", str(tmp_path / "first"), *speed, "--translate-only"])
    assert not (tmp_path / "first").exists()  # translations only
    # A record: the run directory without any checkpoint, somewhere else.
    records = []
    for run in runs:
        record = tmp_path / "records" / run.name
        shutil.copytree(run, record, ignore=lambda directory, names: [n for n in names if n.endswith(".pt")])
        records.append(record)
    capsys.readouterr()
    length_eval.main([str(work), *map(str, records), "--out", str(tmp_path / "kept"), *speed])
    err = capsys.readouterr().err
    assert "translating" not in err and err.count("kept translations") == 2 * len(ARCHS)
    length_eval.main([str(work), *map(str, runs), "--out", str(tmp_path / "live"), *speed])
    kept, live = ((tmp_path / out / "length-en-cs.md").read_text().split("Models:")[0] for out in ("kept", "live"))
    assert kept == live
    assert "(kept translations; its checkpoint is gone)" in (tmp_path / "kept" / "length-en-cs.md").read_text()
    # Other options cannot come from the record: the settings file is named.
    with pytest.raises(SystemExit, match=rf"{ARCHS[0]}-seed1: no eval/average.pt, and .*k1.settings does not match"):
        length_eval.main([str(work), str(records[0]), "--out", str(tmp_path / "other"), *speed, "--beam", "3"])
    shutil.rmtree(records[0] / "length")
    with pytest.raises(SystemExit, match="average.pt not found and .* keeps no translations of one pair"):
        length_eval.main([str(work), str(records[0]), "--out", str(tmp_path / "other"), *speed])


def test_two_models_with_one_label_are_refused_before_translating(multi30k_run, tmp_path):
    run = str(multi30k_run.work / "en-cs" / "checkpoints" / f"{ARCHS[0]}-seed1")
    with pytest.raises(SystemExit, match="the same label .*name them LABEL=MODEL"):
        length_eval.main([str(multi30k_run.work / "en-cs"), run, run, "--out", str(tmp_path)])
    assert not (tmp_path / "length-en-cs").exists()


def test_a_length_cut_puts_each_sentence_in_its_bucket():
    buckets = length_eval.buckets(length_eval.cut_edges(10))
    assert [name for name, _, _ in buckets] == ["1–10", "11–15", "16–20", "≥ 21"]
    lengths = [1, 10, 11, 15, 16, 20, 21, 40, 12]
    assert [length_eval.members_of(bucket, lengths) for bucket in buckets] == [[0, 1], [2, 3, 8], [4, 5], [6, 7]]
    assert [name for name, _, _ in length_eval.buckets(length_eval.cut_edges(5))] == ["1–5", "6–7", "8–10", "≥ 11"]


def test_a_length_cut_page_scores_buckets_of_source_pieces_and_tests_the_longest(multi30k_run, tmp_path):
    """From the records (kept translations, no checkpoint), as run.sh's last stage does."""
    work = multi30k_run.work / "en-cs"
    runs = [str(multi30k_run.records / "en-cs" / "checkpoints" / f"{arch}-seed1") for arch in ARCHS]
    encode = length_eval.load_encoder(str(work / "subword" / "model"), "sentencepiece")
    pieces = [len(p.split()) for p in encode((work / "norm" / "test.en").read_text(encoding="utf-8").splitlines())]
    cut = max(2, max(pieces) // 3)  # the longest bucket (over 2 x cut) is not empty
    speed = ["--beam", "2", "--max-len-a", "0.5", "--max-len-b", "2"]  # the fixture's: its translations are kept
    length_eval.main([str(work), *runs, "--out", str(tmp_path), *speed, "--concat", "1,2", "--cut", str(cut)])
    page = (tmp_path / f"length-en-cs-max{cut}.md").read_text()
    png_size(tmp_path / f"length-en-cs-max{cut}.png")
    labels = [f"{arch}-seed1" for arch in ARCHS]
    assert f"| source pieces | sentences | mean pieces | {' | '.join(labels)} |" in page
    expected = [sum(n <= cut for n in pieces), sum(cut < n <= 1.5 * cut for n in pieces),
                sum(1.5 * cut < n <= 2 * cut for n in pieces), sum(n > 2 * cut for n in pieces)]
    rows = [line for line in page.split("## BLEU per source-length bucket", 1)[1].splitlines() if line.startswith("| ")]
    assert [int(row.split("|")[2]) for row in rows[2:6]] == expected
    ratios = page.split("Output/reference length ratio per bucket", 1)[1]
    assert f"| source pieces | {' | '.join(labels)} |" in ratios
    longest = table_row(ratios, f"≥ {2 * cut + 1}")
    assert all(re.fullmatch(r"\d+\.\d{3}", cell) for cell in longest[1:]), longest
    assert f"on the longest bucket (≥ {2 * cut + 1} pieces, {expected[-1]} sentences)" in page
    assert table_row(page, labels[0])[3] == "baseline"
    assert re.fullmatch(r"[01]\.\d{4}", table_row(page, labels[1])[3]), table_row(page, labels[1])
    assert "Paired bootstrap signature: `nrefs:1|bs:1000|seed:12345" in page
    # The same test on every source beyond the cut, recomputed from the kept translations.
    beyond = [i for i, n in enumerate(pieces) if n > cut]
    beyond_part = page.split("on all sources beyond the cut", 1)[1]
    assert beyond_part.startswith(f" (over {cut} pieces, {len(beyond)} sentences")
    references = (work / "raw" / "test.cs").read_text(encoding="utf-8").splitlines()
    kept = {label: (Path(run) / "length" / "k1.hyp").read_text(encoding="utf-8").splitlines()
            for label, run in zip(labels, runs)}
    _, scores = PairedTest([(label, [kept[label][i] for i in beyond]) for label in labels[:2]],
                           {"BLEU": BLEU(references=[[references[i] for i in beyond]])}, references=None,
                           test_type="bs", n_samples=1000)()
    assert table_row(beyond_part, labels[0])[1:4:2] == [f"{scores['BLEU'][0].score:.2f}", "baseline"]
    assert table_row(beyond_part, labels[1])[1:4:2] == [f"{scores['BLEU'][1].score:.2f}",
                                                        f"{scores['BLEU'][1].p_value:.4f}"]


def test_replot_draws_the_recorded_page_again_in_one_unit_with_the_figures_colours(tmp_path, monkeypatch):
    """--replot redraws a page's figure from its tables: both panels in the buckets' unit,
    each run in its architecture's colour and its seed's line style, the legend below."""
    from matplotlib.colors import to_rgba

    figures_module = sys.modules["figures"]
    page = tmp_path / "length-en-de.md"
    shutil.copy(REPO / "examples" / "multi30k" / "length-en-de.md", page)
    drawn = {}
    monkeypatch.setattr(length_eval, "save_png", lambda figure, path: drawn.__setitem__(path, figure))
    length_eval.main(["--replot", str(page)])
    (path, figure), = drawn.items()
    assert path == str(tmp_path / "length-en-de.png")
    by_bucket, by_k = figure.axes
    assert "words" in by_bucket.get_xlabel() and "words" in by_k.get_xlabel()
    header = next(line for line in page.read_text().splitlines() if line.startswith("| source words | sentences |"))
    runs = [cell.strip() for cell in header.strip("|").split("|")[3:]]
    assert len(runs) >= 16  # the eight architectures on two seeds, and more
    assert [line.get_label() for line in by_bucket.get_lines()] == runs
    assert sorted(line.get_label() for line in by_k.get_lines()) == sorted(runs)
    for line in by_bucket.get_lines() + by_k.get_lines():
        name, seed = figures_module.split_label(line.get_label())
        assert to_rgba(line.get_color()) == to_rgba(figures_module.ARCHITECTURE_COLOURS[name])
        assert line.get_linestyle() == ("-" if seed == 1 else "--")
    # transformer-seed1's k = 2 point: mean words and BLEU of the page's table.
    line = next(line for line in by_k.get_lines() if line.get_label() == "transformer-seed1")
    assert list(line.get_xdata()) == [11.9, 23.8, 47.5] and list(line.get_ydata()) == [30.29, 15.12, 5.83]
    assert by_bucket.get_legend() is None and by_k.get_legend() is None and len(figure.legends) == 1
    assert "k=4: 181 of 250 inputs longer than any training source" in [t.get_text().split("\n")[0]
                                                                         for t in by_k.texts]


def test_replot_names_a_page_it_did_not_write(tmp_path):
    page = tmp_path / "notes.md"
    page.write_text("# Notes\n\nnothing here\n")
    with pytest.raises(SystemExit, match=f"{page} is not a page of length_eval.py"):
        length_eval.main(["--replot", str(page)])
