"""examples/multi30k/results.py on a made-up run.sh work directory (no training)."""
import gzip
import importlib.util
import math
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
from figure_helpers import png_size
from sacrebleu.metrics import BLEU, CHRF
from sacrebleu.significance import PairedTest

REPO = Path(__file__).resolve().parents[1]
SPEC = importlib.util.spec_from_file_location("multi30k_results", REPO / "examples" / "multi30k" / "results.py")
results = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(results)

# The tests' paired bootstrap: results.py --resamples, for speed (the page's default of 10,000 in
# test_table_gives_each_seed_their_mean_and_a_paired_test_per_seed).
RESAMPLES = 1_000
QUICK = ("--resamples", str(RESAMPLES))
WORDS = "a man woman dog in on the red blue shirt street runs sits plays with ball".split()
VALID = ("2026-11-22 22:{minute:02d}:00 | INFO | valid | epoch 001 | valid on 'valid' subset | "
         "loss {loss} | nll_loss 5.1 | ppl 34.3 | wps 900.1 | wpb 1200 | bsz 80 | num_updates {updates}")
STARTED = "2026-11-22 22:00:00 | INFO | fairseq_cli.train | num. shared model params: 6,075,356 (num. trained: 6,075,356)"


def sentences(rng, count):
    return [" ".join(rng.choice(WORDS) for _ in range(rng.randint(4, 12))) for _ in range(count)]


def with_errors(rng, lines, rate):
    return [" ".join(w if rng.random() > rate else rng.choice(WORDS) for w in line.split()) for line in lines]


def make_run(pair_dir, arch, seed, references, error_rate=None):
    """A run directory as run.sh leaves it; evaluated (eval/) when error_rate is given."""
    run = pair_dir / "checkpoints" / f"{arch}-seed{seed}"
    run.mkdir(parents=True)
    (run / "settings").write_text("MAX_UPDATE=300 LR=7e-4 --dropout 0.3\n")
    # Interrupted after update 200 and resumed from update 100: update 200 is logged twice.
    log = [STARTED, VALID.format(minute=1, loss=9.5, updates=100), VALID.format(minute=2, loss=8.9, updates=200),
           STARTED, VALID.format(minute=4, loss=8.7, updates=200), VALID.format(minute=5, loss=8.0, updates=300)]
    (run / "train.log").write_text("\n".join(log) + "\n")
    (run / "train_seconds").write_text("600\n300\n")
    (run / "train_cpu_seconds").write_text("1100\n580\n")
    if error_rate is None:
        return None
    score, chrf = write_hypotheses(run, with_errors(random.Random(f"{arch}{seed}"), references, error_rate),
                                   references)
    (pair_dir.parent / "stamps").mkdir(exist_ok=True)
    (pair_dir.parent / "stamps" / f"evaluate-{pair_dir.name}-{arch}-seed{seed}.done").write_text(
        "--max-len-a 1.2 --max-len-b 10 average=5\n")
    return run / "eval" / "hyp.de", score, chrf


def write_hypotheses(run, hypotheses, references):
    """A run's evaluation as evaluate.sh writes it (eval/hyp.de and eval/bleu.txt): (BLEU, chrF)."""
    (run / "eval").mkdir(exist_ok=True)
    (run / "eval" / "hyp.de").write_text("\n".join(hypotheses) + "\n")
    bleu = BLEU()
    score = bleu.corpus_score(hypotheses, [references])
    (run / "eval" / "bleu.txt").write_text(f"{score}\nsacreBLEU signature: {bleu.get_signature()}\n")
    return score.score, CHRF().corpus_score(hypotheses, [references]).score


@pytest.fixture
def workdir(tmp_path):
    """en-de: transformer seeds 1 and 2 and Diet-Rel seed 1 evaluated, Diet-Rel seed 2 still training."""
    pair = tmp_path / "work" / "en-de"
    (pair / "raw").mkdir(parents=True)
    references = sentences(random.Random(0), 120)
    (pair / "raw" / "test.de").write_text("\n".join(references) + "\n")
    runs = {("transformer", 1): make_run(pair, "transformer", 1, references, 0.30),
            ("transformer", 2): make_run(pair, "transformer", 2, references, 0.32),
            ("transformer_diet_rel", 1): make_run(pair, "transformer_diet_rel", 1, references, 0.20),
            ("transformer_diet_rel", 2): make_run(pair, "transformer_diet_rel", 2, references)}
    return tmp_path / "work", runs


def rows_of_table(page, header_start):
    """{first cell: the other cells} of each row of the first table whose header starts so."""
    lines = page.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(header_start))
    rows = {}
    for line in lines[start + 2:]:
        if not line.startswith("|"):
            break
        cells = [c.strip() for c in line.strip("|").split("|")]
        rows[cells[0]] = cells[1:]
    return rows


def table_rows(page):
    """The rows of the pair's main table."""
    return rows_of_table(page, "| architecture | BLEU seed 1 |")


def p_value(references, baseline, system):
    """The BLEU p of sacreBLEU's paired bootstrap test (RESAMPLES resamples) of the hypotheses
    files baseline and system."""
    _, scores = PairedTest([(name, path.read_text().splitlines()) for name, path in
                            (("baseline", baseline), ("system", system))],
                           {"BLEU": BLEU(references=[references])}, references=None, test_type="bs",
                           n_samples=RESAMPLES)()
    return scores["BLEU"][1].p_value


def cli_p_value(reference, baseline, system, resamples):
    """The BLEU p-value that the sacrebleu command's --paired-bs prints."""
    shown = subprocess.run([str(Path(sys.executable).parent / "sacrebleu"), str(reference), "-i", str(baseline),
                            str(system), "-m", "bleu", "--paired-bs", "--paired-bs-n", str(resamples), "-f", "text",
                            "--no-color"],
                           capture_output=True, text=True, check=True).stdout
    return re.search(r"p = (\d\.\d{4})", shown).group(1)


def test_table_gives_each_seed_their_mean_and_a_paired_test_per_seed(workdir, tmp_path):
    work, runs = workdir
    # A run trained before run.sh recorded CPU time.
    (work / "en-de" / "checkpoints" / "transformer_diet_rel-seed1" / "train_cpu_seconds").unlink()
    out = tmp_path / "out"
    results.main([str(work), "--out", str(out), "--command", "RUNS=\"en-de:1 en-de:2\" run.sh WORKDIR"])  # the default
    page = (out / "RESULTS.md").read_text()
    rows = table_rows(page)
    assert ("| architecture | BLEU seed 1 | BLEU seed 2 | BLEU mean | chrF seed 1 | chrF seed 2 | chrF mean | "
            "p (BLEU) seed 1 | p (BLEU) seed 2 | valid loss seed 1 | valid loss seed 2 | parameters | training min, wall / CPU, seed 1 | "
            "training min, wall / CPU, seed 2 |") in page
    _, bleu1, chrf1 = runs["transformer", 1]
    _, bleu2, chrf2 = runs["transformer", 2]
    assert rows["transformer"] == [f"{bleu1:.2f}", f"{bleu2:.2f}", f"{(bleu1 + bleu2) / 2:.2f}",
                                   f"{chrf1:.2f}", f"{chrf2:.2f}", f"{(chrf1 + chrf2) / 2:.2f}",
                                   "baseline", "baseline", "8.000", "8.000", "6,075,356", "15.0 / 28.0", "15.0 / 28.0"]
    diet_hyp, diet_bleu, diet_chrf = runs["transformer_diet_rel", 1]
    expected_p = cli_p_value(work / "en-de" / "raw" / "test.de", runs["transformer", 1][0], diet_hyp, 10_000)
    assert rows["transformer_diet_rel"] == [f"{diet_bleu:.2f}", "–", "–", f"{diet_chrf:.2f}", "–", "–",
                                            expected_p, "–", "8.000", "–", "6,075,356", "15.0 / –", "–"]
    assert "`nrefs:1|bs:10000|seed:12345|case:mixed|eff:no|tok:13a|smooth:exp" in page
    assert "paired bootstrap p (10,000 resamples, so 0.0001 is the smallest p)" in page
    assert "**The within-run check: sacreBLEU's paired bootstrap** (10,000 resamples, seed 12345)" in page
    assert "Command: `RUNS=\"en-de:1 en-de:2\" run.sh WORKDIR`" in page
    assert "Training settings of every finished run: `MAX_UPDATE=300 LR=7e-4 --dropout 0.3`" in page
    assert "Evaluation settings of every finished run: `--max-len-a 1.2 --max-len-b 10 average=5`" in page
    assert re.search(r"Commit: `[0-9a-f]{7,}`", page)
    assert re.search(r"Machine \(where this page was built\): \d+ CPU cores .*torch .*fairseq .*sacrebleu", page)
    assert "![validation loss, en-de](curves-en-de.png)" in page
    png_size(out / "curves-en-de.png")
    # Without a variant there is no figure of variants.
    assert "curves-variants" not in page and not (out / "curves-variants-en-de.png").exists()


def test_fewer_resamples_are_named_on_the_page_and_none_refused_before_work(workdir, tmp_path):
    work, runs = workdir
    results.main([str(work), "--out", str(tmp_path / "quick"), "--command", "run.sh", *QUICK])
    page = (tmp_path / "quick" / "RESULTS.md").read_text()
    assert "paired bootstrap p (1,000 resamples, so 0.0010 is the smallest p)" in page
    assert "`nrefs:1|bs:1000|seed:12345|" in page
    with pytest.raises(SystemExit):
        results.main([str(work), "--out", str(tmp_path / "none"), "--resamples", "0"])
    assert not (tmp_path / "none").exists()


def test_a_run_still_training_gets_no_row_or_column_but_is_named(workdir, tmp_path):
    work, _ = workdir
    references = (work / "en-de" / "raw" / "test.de").read_text().splitlines()
    make_run(work / "en-de", "transformer_rope", 1, references)  # still training: no eval/
    make_run(work / "en-de", "transformer", 3, references)
    out = tmp_path / "out"
    results.main([str(work), "--out", str(out), "--command", "run.sh", *QUICK])
    page = (out / "RESULTS.md").read_text()
    rows = table_rows(page)
    assert "transformer_rope" not in rows and "BLEU seed 3" not in page
    assert set(rows) == {"transformer", "transformer_diet_rel"}
    assert ("Not finished yet (left out of the tables): `transformer-seed3`, `transformer_diet_rel-seed2`, "
            "`transformer_rope-seed1`.") in page


def test_records_without_references_read_them_from_the_multi30k_files(workdir, tmp_path):
    work, _ = workdir
    built = tmp_path / "from-work"
    results.main([str(work), "--out", str(built), "--command", "run.sh", *QUICK])
    # A records directory has the work directory's layout without raw/ (the data are not kept).
    references = work / "en-de" / "raw" / "test.de"
    multi30k = tmp_path / "multi30k"
    multi30k.mkdir()
    with gzip.open(multi30k / "test_2016_flickr.de.gz", "wt", encoding="utf-8") as f:
        f.write(references.read_text())
    references.unlink()
    (work / "commands").unlink()
    from_records = tmp_path / "from-records"
    results.main([str(work), "--out", str(from_records), "--command", "run.sh", "--multi30k", str(multi30k), *QUICK])
    assert (from_records / "RESULTS.md").read_text() == (built / "RESULTS.md").read_text()
    with pytest.raises(SystemExit, match=r"reference .*/elsewhere/test_2016_flickr\.de\.gz not found \(neither "):
        results.main([str(work), "--out", str(tmp_path / "none"), "--command", "run.sh",
                      "--multi30k", str(tmp_path / "elsewhere"), *QUICK])


def test_validation_curve_keeps_the_last_line_of_an_update_logged_twice(workdir):
    work, _ = workdir
    log = work / "en-de" / "checkpoints" / "transformer-seed1" / "train.log"
    assert results.validation_curve(log) == [(100, 9.5), (200, 8.7), (300, 8.0)]


def test_hand_written_notes_survive_a_rebuild_and_an_unmarked_page_is_quoted(workdir, tmp_path):
    work, _ = workdir
    out = tmp_path / "out"
    out.mkdir()
    (out / "RESULTS.md").write_text("# Old results\n\nBLEU 4.13 at 120 updates.\n")
    results.main([str(work), "--out", str(out), "--command", "run.sh", *QUICK])
    page = (out / "RESULTS.md").read_text()
    assert "> # Old results\n>\n> BLEU 4.13 at 120 updates." in page

    (out / "RESULTS.md").write_text(page.replace("> BLEU 4.13 at 120 updates.", "Diet-Rel leads at seed 1."))
    make_run(work / "en-de", "transformer_diet_rel", 3, (work / "en-de" / "raw" / "test.de").read_text().splitlines(), 0.1)
    results.main([str(work), "--out", str(out), "--command", "run.sh", *QUICK])
    page = (out / "RESULTS.md").read_text()
    assert "Diet-Rel leads at seed 1." in page and "BLEU 4.13" not in page
    assert "BLEU seed 3" in page


def test_a_bleu_file_without_its_score_is_named(workdir, tmp_path):
    work, _ = workdir
    bleu = work / "en-de" / "checkpoints" / "transformer-seed1" / "eval" / "bleu.txt"
    bleu.write_text("sacreBLEU signature: nrefs:1\n")
    with pytest.raises(SystemExit, match=re.escape(str(bleu))):
        results.main([str(work), "--out", str(tmp_path / "out"), "--command", "run.sh", *QUICK])



def test_a_run_whose_translations_score_another_bleu_than_its_record_is_named(workdir, tmp_path):
    # Means and gaps are taken of the BLEU rescored from the translations: they must be the recorded ones.
    work, runs = workdir
    run = work / "en-de" / "checkpoints" / "transformer-seed1"
    bleu = run / "eval" / "bleu.txt"
    recorded = f"{runs['transformer', 1][1]:.2f}"
    bleu.write_text(bleu.read_text().replace(f"BLEU = {recorded} ", f"BLEU = {float(recorded) + 0.01:.2f} ", 1))
    with pytest.raises(SystemExit, match=re.escape(f"{run}: its eval/hyp.* scores {recorded} BLEU")):
        results.main([str(work), "--out", str(tmp_path / "out"), "--command", "run.sh", *QUICK])

def test_a_variant_is_tabulated_next_to_its_architecture_and_kept_out_of_the_main_table(workdir, tmp_path):
    work, runs = workdir
    references = (work / "en-de" / "raw" / "test.de").read_text().splitlines()
    variant_hyp, variant_bleu, variant_chrf = make_run(work / "en-de", "transformer_diet_rel+clip16", 1,
                                                       references, 0.25)
    variant = work / "en-de" / "checkpoints" / "transformer_diet_rel+clip16-seed1"
    (variant / "options").write_text("--max-relative-position 16\n")
    (variant / "settings").write_text("MAX_UPDATE=300 LR=7e-4 --dropout 0.3 --max-relative-position 16\n")
    out = tmp_path / "out"
    results.main([str(work), "--out", str(out), "--command", "run.sh", *QUICK])
    page = (out / "RESULTS.md").read_text()
    assert set(table_rows(page)) == {"transformer", "transformer_diet_rel"}
    _, default_bleu, default_chrf = runs["transformer_diet_rel", 1]
    assert "### en-de: variants" in page
    ablation = [line for line in page.splitlines() if line.startswith("| 1 | transformer_diet_rel")]
    p_values = re.findall(r"^\| 1 \| transformer_diet_rel\S* \| [\d.]+ \| [\d.]+ ± [\d.]+ \| (\d\.\d{4}) \|", page, re.M)
    assert len(p_values) == 2  # the paired test covers the variant too
    # The variant is also tested against the run it changes (sacreBLEU's paired bootstrap, recomputed here).
    default_hyp = work / "en-de" / "checkpoints" / "transformer_diet_rel-seed1" / "eval" / "hyp.de"
    _, scores = PairedTest([(name, path.read_text().splitlines()) for name, path in
                            (("default", default_hyp), ("variant", variant_hyp))],
                           {"BLEU": BLEU(references=[references])}, references=None, test_type="bs",
                           n_samples=RESAMPLES)()
    p_delta = f"{scores['BLEU'][1].p_value:.4f}"
    assert ablation[:2] == [
        f"| 1 | transformer_diet_rel | (defaults) | 8.000 | 8.000 | {default_bleu:.2f} | – | – | {default_chrf:.2f} "
        f"| {p_values[0]} |",
        f"| 1 | transformer_diet_rel+clip16 | `--max-relative-position 16` | 8.000 | 8.000 | {variant_bleu:.2f} "
        f"| {variant_bleu - default_bleu:+.2f} | {p_delta} | {variant_chrf:.2f} | {p_values[1]} |"]
    # Its validation curve is drawn next to its architecture's, in a figure of its own.
    assert "![validation loss of the variants, en-de](curves-variants-en-de.png)" in page
    png_size(out / "curves-variants-en-de.png")
    # The variant's options are its own; the settings they were added to are everyone's.
    assert "Training settings of every finished run: `MAX_UPDATE=300 LR=7e-4 --dropout 0.3`" in page


def test_every_command_that_wrote_the_work_directory_is_listed_once_in_order(workdir, tmp_path):
    work, _ = workdir
    out = tmp_path / "out"
    for command in ("RUNS=en-de:1 run.sh WORKDIR", "RUNS=en-de:2 run.sh WORKDIR", "RUNS=en-de:1 run.sh WORKDIR"):
        results.main([str(work), "--out", str(out), "--command", command, *QUICK])
    page = (out / "RESULTS.md").read_text()
    assert "- Commands, in the order they were first run (RECORDS/commands):\n" \
           "  - `RUNS=en-de:1 run.sh WORKDIR`\n  - `RUNS=en-de:2 run.sh WORKDIR`\n" in page
    assert (work / "commands").read_text() == "RUNS=en-de:1 run.sh WORKDIR\nRUNS=en-de:2 run.sh WORKDIR\n"


def test_the_cpu_of_each_training_invocation_is_listed_and_a_mix_is_flagged(workdir, tmp_path):
    work, _ = workdir
    out = tmp_path / "out"
    runs = work / "en-de" / "checkpoints"
    # transformer seed 1: both invocations on one CPU; seed 2: the second on another;
    # Diet-Rel seed 1: only its second invocation recorded one (the first predates the record).
    (runs / "transformer-seed1" / "train_machines").write_text("CPU A, 2 cores\nCPU A, 2 cores\n")
    (runs / "transformer-seed2" / "train_machines").write_text("CPU A, 2 cores\nCPU B, 2 cores\n")
    (runs / "transformer_diet_rel-seed1" / "train_machines").write_text("CPU B, 2 cores\n")
    results.main([str(work), "--out", str(out), "--command", "run.sh WORKDIR", *QUICK])
    page = (out / "RESULTS.md").read_text()
    assert "- CPU of the trainings (each run's train_machines, one line per invocation):\n" \
           "  - `CPU A, 2 cores`: en-de/transformer-seed1, en-de/transformer-seed2 (1 of 2 invocations)\n" \
           "  - `CPU B, 2 cores`: en-de/transformer-seed2 (1 of 2 invocations), " \
           "en-de/transformer_diet_rel-seed1 (1 of 2 invocations)\n" \
           "  - not recorded (an invocation by a run.sh that kept no record): " \
           "en-de/transformer_diet_rel-seed1 (1 of 2 invocations)\n" in page, page
    assert "The trainings did not all run on one recorded CPU" in page

    # One CPU for every invocation of every finished run: no warning.
    for name in ("transformer-seed1", "transformer-seed2", "transformer_diet_rel-seed1"):
        (runs / name / "train_machines").write_text("CPU A, 2 cores\nCPU A, 2 cores\n")
    results.main([str(work), "--out", str(out), "--command", "run.sh WORKDIR", *QUICK])
    page = (out / "RESULTS.md").read_text()
    assert "  - `CPU A, 2 cores`: en-de/transformer-seed1, en-de/transformer-seed2, " \
           "en-de/transformer_diet_rel-seed1\n" in page
    assert "did not all run on one recorded CPU" not in page


def test_length_cut_runs_stay_out_of_the_tables_and_get_a_section_of_their_own(workdir, tmp_path):
    work, _ = workdir
    references = (work / "en-de" / "raw" / "test.de").read_text().splitlines()
    cut = work / "en-de-max7"
    (cut / "raw").mkdir(parents=True)
    (cut / "raw" / "test.de").write_text("\n".join(references) + "\n")
    make_run(cut, "transformer_t5", 1, references, 0.05)  # would lead the table if it were read
    out = tmp_path / "out"
    (out / "positions" / "en-de-max7" / "transformer_t5-seed1").mkdir(parents=True)
    (out / "positions" / "en-de-max7" / "transformer_t5-seed1" / "encoder.self_positions.png").write_bytes(b"")
    (out / "length-en-de-max7.md").write_text("# BLEU against input length, en-de-max7\n\n## BLEU per source-length "
                                              "bucket (single sentences)\n\n| source pieces | sentences |\n")
    results.main([str(work), "--out", str(out), "--command", "run.sh WORKDIR", *QUICK])
    page = (out / "RESULTS.md").read_text()
    assert "transformer_t5" not in table_rows(page)
    cut_part = page.split("## Trained on short pairs only: en-de-max7", 1)[1]
    assert "#### BLEU per source-length bucket (single sentences)" in cut_part
    assert "| source pieces | sentences |" in cut_part
    assert "(positions/en-de-max7/transformer_t5-seed1/encoder.self_positions.png)" in cut_part


def test_runs_at_a_longer_budget_get_a_section_against_the_transformer_at_that_budget(workdir, tmp_path):
    work, runs = workdir
    pair = work / "en-de"
    references = (pair / "raw" / "test.de").read_text().splitlines()
    longer = {}
    for arch, options, rate in (("transformer+u1200", "--max-update 1200", 0.28),
                                ("transformer_diet_rel+u1200", "--max-update 1200", 0.18),
                                ("transformer_diet_rel+scale10u1200", "--diet-rel-bias-scale 10 --max-update 1200", 0.1),
                                ("transformer_diet_rel+scale10", "--diet-rel-bias-scale 10", 0.15)):
        longer[arch] = make_run(pair, arch, 1, references, rate)
        run = pair / "checkpoints" / f"{arch}-seed1"
        (run / "options").write_text(options + "\n")
        (run / "settings").write_text(f"MAX_UPDATE=300 LR=7e-4 --dropout 0.3 {options}\n")
        if arch == "transformer_diet_rel+u1200":  # run.sh's analysis of a longer budget
            (run / "drift.txt").write_text("updates 300 to 1200: Adam's bound 0.3000\nencoder.positions.bias 0.1\n")
        elif arch == "transformer+u1200":  # no position parameters: nothing to show
            (run / "drift.txt").write_text(f"{run}/checkpoint_last.pt has no position parameters\n")
        if "u1200" in arch:  # validated up to its budget
            (run / "train.log").write_text("\n".join(
                VALID.format(minute=updates // 100, loss=9 - updates / 400, updates=updates)
                for updates in range(100, 1300, 100)) + "\n")
    out = tmp_path / "out"
    results.main([str(work), "--out", str(out), "--command", "run.sh", *QUICK])
    page = (out / "RESULTS.md").read_text()
    assert "### en-de: 1,200 updates (seed 1)" in page
    section = page[page.index("### en-de: 1,200 updates (seed 1)"):]
    rows = [line for line in section.splitlines() if line.startswith("| transformer")][:3]
    assert [row.split(" | ")[0] for row in rows] == [
        "| transformer+u1200", "| transformer_diet_rel+scale10u1200", "| transformer_diet_rel+u1200"]
    cells = [[c.strip() for c in row.strip("|").split("|")] for row in rows]
    # Against the transformer at the same budget, recomputed with sacreBLEU's paired bootstrap test.
    hyp = {arch: pair / "checkpoints" / f"{arch}-seed1" / "eval" / "hyp.de" for arch in longer}
    _, scores = PairedTest([(name, hyp[name].read_text().splitlines()) for name in
                            ("transformer+u1200", "transformer_diet_rel+u1200")],
                           {"BLEU": BLEU(references=[references])}, references=None, test_type="bs",
                           n_samples=RESAMPLES)()
    assert cells[0][6] == "baseline" and cells[2][6] == f"{scores['BLEU'][1].p_value:.4f}"
    assert cells[2][4] == f"{longer['transformer_diet_rel+u1200'][1]:.2f}"
    assert cells[2][2] == "6.000"  # its last validation loss (update 1200)
    # Next to each: the same architecture and options at the main budget.
    assert cells[0][8] == f"{runs['transformer', 1][1]:.2f} (`transformer`)"
    assert cells[1][8] == f"{longer['transformer_diet_rel+scale10'][1]:.2f} (`transformer_diet_rel+scale10`)"
    assert cells[2][8] == f"{runs['transformer_diet_rel', 1][1]:.2f} (`transformer_diet_rel`)"
    # ... with its paired test against the transformer at the main budget.
    _, short_scores = PairedTest([(name, (pair / "checkpoints" / f"{name}-seed1" / "eval" / "hyp.de").read_text()
                                   .splitlines()) for name in ("transformer", "transformer_diet_rel",
                                                               "transformer_diet_rel+scale10")],
                                 {"BLEU": BLEU(references=[references])}, references=None, test_type="bs",
                                 n_samples=RESAMPLES)()
    assert cells[0][9] == "baseline"
    assert cells[1][9] == f"{short_scores['BLEU'][2].p_value:.4f}"
    assert cells[2][9] == f"{short_scores['BLEU'][1].p_value:.4f}"
    assert cells[2][10] == "8.000"
    # A variant at the longer budget against its architecture's run there, on BLEU and chrF.
    _, against = PairedTest([(name, hyp[name].read_text().splitlines()) for name in
                             ("transformer_diet_rel+u1200", "transformer_diet_rel+scale10u1200")],
                            {"BLEU": BLEU(references=[references]), "chrF": CHRF(references=[references])},
                            references=None, test_type="bs", n_samples=RESAMPLES)()
    variant, default = longer["transformer_diet_rel+scale10u1200"], longer["transformer_diet_rel+u1200"]
    assert cells[1][11:] == [f"{variant[1] - default[1]:+.2f} ({against['BLEU'][1].p_value:.4f})",
                             f"{variant[2] - default[2]:+.2f} ({against['chrF2'][1].p_value:.4f})"]
    assert cells[0][11:] == cells[2][11:] == ["–", "–"]
    png_size(out / "curves-budget-en-de-1200-seed1.png")
    assert "Below, each run's loss minus `transformer+u1200`'s at the same update (dotted: update 300)." in section
    # The drift of the position parameters, where a run recorded one with parameters.
    drift = "How far the position parameters of `transformer_diet_rel+u1200` moved from update 300 to 1,200"
    assert drift in section
    assert section.split(drift, 1)[1].split("```")[1] == \
        "\nupdates 300 to 1200: Adam's bound 0.3000\nencoder.positions.bias 0.1\n"
    assert "has no position parameters" not in page and section.count("How far the position parameters") == 1
    # The main-budget variant is no section of its own.
    assert "### en-de: 300 updates" not in page
    # The longer runs are in their section only: not in the variants or paired tables of the
    # main budget, which compare runs of 300 updates (its variant is in both).
    assert not re.search(r"^\| 1 \| transformer\S*u1200 \|", page, re.M)
    assert len(re.findall(r"^\| 1 \| transformer_diet_rel\+scale10 \|", page, re.M)) == 2


def search_report(name, bleu_of, differences, singles=None):
    """A search_errors.py report of a run (its tables, as the script writes them): models
    last and average, beams 1 and 10 at lenpen 0.6 and 1.0; BLEU bleu_of(model, beam,
    lenpen); the averaged model's decoding check on each backend, its largest differences;
    with singles, the checkpoints table, those BLEU (as a report written before it: without)."""
    from search_errors import markdown_table

    models = [[label, f"{4 + i:.3f} ({2 + i:.3f})", f"{4.1 + i:.3f} ({2.1 + i:.3f})", f"0.{7 - i}00", "0.0100",
               f"0.{6 + i}000", f"{1.5 - i / 10:.3f}", "0"]
              for i, label in enumerate(("last", "average"))]
    searches = [[label, str(beam), lenpen, f"{bleu_of(label, beam, lenpen):.2f}", f"0.9{beam % 10}0", f"{beam}.5",
                 f"{beam + 1}.0", "-10.00", "-12.00", "-3.00", "-3.50"]
                for label in ("last", "average") for beam in (1, 10) for lenpen in ("0.6", "1")]
    decoding = [["average", backend, "10", "0.6", "80", f"{difference:.1e}", "0"]
                for backend, difference in differences]
    return "\n".join([f"# Search errors and scoring, {name} (transformer_diet_rel, en-de)", ""]
                     + markdown_table(["model", "valid loss (nll)", "test loss (nll)", "P(eos) at the reference's end",
                                       "P(eos) before it", "tokens the likeliest", "entropy (bits)",
                                       "references over the cap"], models) + [""]
                     + markdown_table(["model", "beam", "lenpen", "BLEU", "length ratio", "search errors % (sum)",
                                       "search errors % (penalised)", "hypothesis score", "reference score",
                                       "hypothesis penalised", "reference penalised"], searches) + [""]
                     + markdown_table(["model", "backend", "beam", "lenpen", "hypotheses",
                                       "largest difference (nats)", "best hypotheses differing"], decoding)
                     + ([""] + markdown_table(["checkpoint", "updates", "BLEU", "length ratio"],
                                              [[f"checkpoint_{i}_{100 * i}.pt", str(100 * i), f"{bleu:.2f}", "0.950"]
                                               for i, bleu in enumerate(singles, 1)]) if singles else [])
                     + ["", "Command: `scripts/search_errors.py ...`"]) + "\n"


def longer_budget_runs(work, transformer_rate, diet_rel_rate):
    """The transformer and Diet-Rel trained for 1,200 updates on en-de seed 1: (pair, references)."""
    pair = work / "en-de"
    references = (pair / "raw" / "test.de").read_text().splitlines()
    for arch, rate in (("transformer+u1200", transformer_rate), ("transformer_diet_rel+u1200", diet_rel_rate)):
        add_variant(pair, arch, 1, "--max-update 1200", references, rate)
    return pair, references


def test_a_longer_budgets_search_reports_are_tabulated_in_its_section(workdir, tmp_path):
    work, _ = workdir
    pair, _ = longer_budget_runs(work, 0.28, 0.18)
    run = pair / "checkpoints" / "transformer_diet_rel+u1200-seed1"
    (run / "search-errors.md").write_text(search_report(
        run.name, lambda label, beam, lenpen: 20 + beam + (label == "average") + (lenpen == "1") / 2,
        [("reference", 3e-6), ("blocks", 4.5e-6), ("sdpa", 1e-6)], singles=[30.5, 29.25, 31.75]))
    out = tmp_path / "out"
    results.main([str(work), "--out", str(out), "--command", "run.sh", *QUICK])
    section = (out / "RESULTS.md").read_text().split("### en-de: 1,200 updates (seed 1)", 1)[1].split("\n### ", 1)[0]
    rows = rows_of_table(section, "| run | model | valid loss (nll) |")
    link = f"[transformer_diet_rel+u1200](../{work.name}/en-de/checkpoints/{run.name}/search-errors.md)"
    assert "| run | model | valid loss (nll) | test loss (nll) | BLEU | length ratio | search errors % " \
           "| BLEU, beam 1 | BLEU, lenpen 1 | tokens the likeliest / entropy (bits) | P(eos) at the end " \
           "| decoding: largest difference (nats) | BLEU of its checkpoints alone: lowest–highest (mean) |" in section
    # (the first cell is the row's key; the transformer has no report: no row)
    assert rows == {link: ["last", "4.000 (2.000)", "4.100 (2.100)", "30.00", "0.900", "11.0", "21.00", "30.50",
                           "0.6000 / 1.500", "0.700", "–", "–"],
                    "": ["average", "5.000 (3.000)", "5.100 (3.100)", "31.00", "0.900", "11.0", "22.00", "31.50",
                         "0.7000 / 1.400", "0.600", "4.5e-06 (3 backends, 0 differ)", "29.25–31.75 (30.50)"]}
    # a report written before the checkpoints table: that cell alone is missing
    (run / "search-errors.md").write_text(search_report(run.name, lambda *_: 1.0, [("sdpa", 1e-6)]))
    results.main([str(work), "--out", str(out), "--command", "run.sh", *QUICK])
    section = (out / "RESULTS.md").read_text().split("### en-de: 1,200 updates (seed 1)", 1)[1].split("\n### ", 1)[0]
    assert rows_of_table(section, "| run | model | valid loss (nll) |")[""][-2:] == [
        "1.0e-06 (1 backend, 0 differ)", "–"]
    with pytest.raises(SystemExit, match="holds 2 tables, not the 4 of scripts/search_errors.py"):
        two_tables = search_report(run.name, lambda *_: 1.0, []).rsplit("\n| model | backend", 1)[0]
        (run / "search-errors.md").write_text(two_tables)
        results.main([str(work), "--out", str(out), *QUICK])


def test_a_longer_budgets_outputs_are_compared_with_the_transformers_sentence_by_sentence(workdir, tmp_path):
    work, _ = workdir
    pair, references = longer_budget_runs(work, 0.3, 0.3)
    base = (pair / "checkpoints" / "transformer+u1200-seed1" / "eval" / "hyp.de").read_text().splitlines()
    # The scheme: the transformer's output but for 10 sentences a word shorter, 7 a word longer
    # and 5 with their last word changed (the same length).
    own = list(base)
    for i in range(10):
        own[i] = " ".join(base[i].split()[:-1])
    for i in range(10, 17):
        own[i] = base[i] + " ball"
    for i in range(17, 22):
        words = base[i].split()
        own[i] = " ".join(words[:-1] + ["dog" if words[-1] != "dog" else "cat"])
    write_hypotheses(pair / "checkpoints" / "transformer_diet_rel+u1200-seed1", own, references)
    out = tmp_path / "out"
    results.main([str(work), "--out", str(out), "--command", "run.sh", *QUICK])
    section = (out / "RESULTS.md").read_text().split("### en-de: 1,200 updates (seed 1)", 1)[1].split("\n### ", 1)[0]
    header = next(line for line in section.splitlines() if line.startswith("| run | same as the transformer's"))
    rows = rows_of_table(section, "| run | same as the transformer's")
    differ = list(range(22))
    assert rows["transformer_diet_rel+u1200"][:2] == [str(len(references) - 22), "10 / 7"]

    def bleu_on(hypotheses, indices):
        return BLEU().corpus_score([hypotheses[i] for i in indices], [[references[i] for i in indices]]).score

    assert rows["transformer_diet_rel+u1200"][2] == f"{bleu_on(own, differ):.2f} / {bleu_on(base, differ):.2f}"
    chrf = CHRF()
    gains = [chrf.sentence_score(own[i], [references[i]]).score - chrf.sentence_score(base[i], [references[i]]).score
             for i in differ]
    assert rows["transformer_diet_rel+u1200"][3] == f"{sum(g > 0 for g in gains)} / {sum(g < 0 for g in gains)}"
    assert rows["transformer+u1200"][:4] == ["–"] * 4
    # The length buckets: contiguous ranges of reference length that hold every sentence once,
    # each run's BLEU on the sentences of its bucket.
    labels = re.findall(r"BLEU, (\S+) words \((\d+)\)", header)
    lengths = [len(line.split()) for line in references]
    ranges = []
    for label, count in labels:
        low, high = ((0, int(label[1:])) if label.startswith("≤") else (int(label[1:]), max(lengths))
                     if label.startswith("≥") else tuple(int(n) for n in label.split("–")) if "–" in label
                     else (int(label), int(label)))
        ranges.append((low, high))
        members = [i for i, n in enumerate(lengths) if low <= n <= high]
        assert len(members) == int(count) > 0
        for run, hypotheses in (("transformer+u1200", base), ("transformer_diet_rel+u1200", own)):
            assert rows[run][4 + len(ranges) - 1] == f"{bleu_on(hypotheses, members):.2f}"
    assert all(a[1] + 1 == b[0] for a, b in zip(ranges, ranges[1:]))
    ordered = sorted(lengths)  # they end at the lengths of the sentences a quarter, half and three quarters in
    assert [high for _, high in ranges] == sorted({ordered[len(ordered) * q // 4] for q in (1, 2, 3)}) + [ordered[-1]]
    assert sum(int(count) for _, count in labels) == len(references)


def add_variant(pair, arch, seed, options, references, rate):
    """A finished variant run ARCH+NAME with its options, as run.sh's VARIANTS leaves it."""
    found = make_run(pair, arch, seed, references, rate)
    run = pair / "checkpoints" / f"{arch}-seed{seed}"
    (run / "options").write_text(options + "\n")
    (run / "settings").write_text(f"MAX_UPDATE=300 LR=7e-4 --dropout 0.3 {options}\n")
    return found


def test_the_summary_gives_each_runs_bleu_and_p_against_the_transformer_of_its_pair_seed_and_budget(
        workdir, tmp_path):
    work, runs = workdir
    pair = work / "en-de"
    references = (pair / "raw" / "test.de").read_text().splitlines()
    longer = {arch: add_variant(pair, arch, 1, "--max-update 1200", references, rate)
              for arch, rate in (("transformer+u1200", 0.28), ("transformer_diet_rel+u1200", 0.18))}
    variant = add_variant(pair, "transformer_diet_rel+clip16", 1, "--max-relative-position 16", references, 0.25)
    # The last training of all ended two days after the others.
    log = pair / "checkpoints" / "transformer_diet_rel+u1200-seed1" / "train.log"
    log.write_text(log.read_text() + "2026-11-24 09:00:00 | INFO | fairseq_cli.train | done training\n")
    out = tmp_path / "out"
    results.main([str(work), "--out", str(out), "--command", "run.sh", *QUICK])
    page = (out / "RESULTS.md").read_text()
    assert page.index("## Summary") < page.index(results.NOTES_BEGIN) < page.index("## en-de")
    assert ("| BLEU: architecture | en-de, 300 updates: seed 1 / seed 2 | en-de, 1,200 updates: seed 1 |\n"
            "| --- | ---: | ---: |\n") in page
    summary = rows_of_table(page, "| BLEU: architecture | en-de, 300 updates")
    hyp = {name: pair / "checkpoints" / f"{name}-seed1" / "eval" / "hyp.de"
           for name in ("transformer", "transformer_diet_rel", "transformer_diet_rel+clip16",
                        "transformer+u1200", "transformer_diet_rel+u1200")}
    _, bleu1, _ = runs["transformer", 1]
    _, bleu2, _ = runs["transformer", 2]
    _, diet_bleu, _ = runs["transformer_diet_rel", 1]
    p = {"main": p_value(references, hyp["transformer"], hyp["transformer_diet_rel"]),
         "variant": p_value(references, hyp["transformer"], hyp["transformer_diet_rel+clip16"]),
         "longer": p_value(references, hyp["transformer+u1200"], hyp["transformer_diet_rel+u1200"])}
    gap = {"main": diet_bleu - bleu1, "variant": variant[1] - bleu1,
           "longer": longer["transformer_diet_rel+u1200"][1] - longer["transformer+u1200"][1]}
    # Holm over the three tests of the summary: the i-th smallest p times (4 - i), never below an earlier one.
    ranked = sorted(p, key=p.get)
    adjusted = {name: max(min(1.0, (3 - ranked.index(other)) * p[other]) for other in ranked[:ranked.index(name) + 1])
                for name in p}

    def cell(score, name):
        word = "level" if adjusted[name] >= 0.05 else ("above" if gap[name] > 0 else "below")
        return f"{score:.2f} {word} ({p[name]:.4f}; {adjusted[name]:.4f})"

    assert summary == {
        # The transformer is each column's baseline: its BLEU alone.
        "`transformer`": [f"{bleu1:.2f} / {bleu2:.2f}", f"{longer['transformer+u1200'][1]:.2f}"],
        # Diet-Rel seed 2 is still training: a dash in its place.
        "`transformer_diet_rel`": [f"{cell(diet_bleu, 'main')} / –",
                                 cell(longer["transformer_diet_rel+u1200"][1], "longer")],
        "`transformer_diet_rel` with `--max-relative-position 16`": [f"{cell(variant[1], 'variant')} / –", "–"]}
    assert "Holm's adjusted p over the 3 tests of its table" in page
    assert "They trained from 2026-11-22 to 2026-11-24 (the dates in their train.log)" in page


def test_a_rebuild_without_a_command_adds_none_and_lists_the_recorded_ones(workdir, tmp_path):
    work, _ = workdir
    out = tmp_path / "out"
    results.main([str(work), "--out", str(out), *QUICK])
    assert "- Command: not recorded (no RECORDS/commands, and no --command given)" in (out / "RESULTS.md").read_text()
    assert not (work / "commands").exists()
    results.main([str(work), "--out", str(out), "--command", "RUNS=en-de:1 run.sh WORKDIR", *QUICK])
    results.main([str(work), "--out", str(out), *QUICK])
    assert "- Command: `RUNS=en-de:1 run.sh WORKDIR`" in (out / "RESULTS.md").read_text()
    assert (work / "commands").read_text() == "RUNS=en-de:1 run.sh WORKDIR\n"


def test_a_longer_budgets_loss_differences_are_taken_at_the_updates_both_runs_logged():
    def run(arch, curve):
        return results.Run(arch=arch, seed=1, bleu=0.0, bleu_signature="", hypotheses=[], curve=curve)

    longer = run("a", [(100, 5.0), (200, 4.5), (300, 4.0), (400, 3.5)])
    baseline = run("b", [(200, 4.0), (300, 4.25), (500, 3.0)])
    assert results.loss_differences(longer, baseline, 100) == [(200, 0.5), (300, -0.25)]
    assert results.loss_differences(longer, baseline, 250) == [(300, -0.25)]
    assert results.loss_differences(longer, run("c", []), 100) == []


def test_every_curve_is_drawn_in_its_architecture_colour_and_its_seed_line_style(workdir, tmp_path, monkeypatch):
    """One colour per architecture in every figure (scripts/figures.py), seeds by line style, and
    the legend below the axes, where it hides no line."""
    from matplotlib.colors import to_rgba

    figures_module = sys.modules["figures"]
    work, _ = workdir
    drawn = {}
    monkeypatch.setattr(results, "save_png", lambda figure, path: drawn.__setitem__(Path(path).name, figure))
    results.main([str(work), "--out", str(tmp_path / "out"), "--command", "run.sh", *QUICK])
    figure = drawn["curves-en-de.png"]
    lines = [line for axes in figure.axes for line in axes.get_lines()]
    assert {line.get_label() for line in lines} == {"transformer seed 1", "transformer seed 2",
                                                     "transformer_diet_rel seed 1"}
    for line in lines:
        arch, seed = line.get_label().split(" seed ")
        assert to_rgba(line.get_color()) == to_rgba(figures_module.ARCHITECTURE_COLOURS[arch])
        assert line.get_linestyle() == ("-" if seed == "1" else "--")
    assert all(axes.get_legend() is None for axes in figure.axes) and len(figure.legends) == 1
    colours = [to_rgba(c) for c in figures_module.ARCHITECTURE_COLOURS.values()]
    assert len(set(colours)) == len(colours), "two architectures share a colour"
    assert to_rgba(figures_module.ARCHITECTURE_COLOURS["transformer"]) == to_rgba("black")


def test_every_architecture_of_the_plugin_has_a_colour_of_its_own():
    """Not one of OTHER_COLOURS, which architectures not listed share."""
    from model_helpers import DIET_ARCHS

    missing = set(DIET_ARCHS) - set(sys.modules["figures"].ARCHITECTURE_COLOURS)
    assert not missing, f"no colour in scripts/figures.py for {sorted(missing)}"


def test_a_longer_budgets_legend_draws_its_lines_in_the_style_of_the_lines_plotted(workdir, tmp_path, monkeypatch):
    """Seed 2's runs are dashed: so is every line of the key, the budget's included."""
    work, _ = workdir
    pair = work / "en-de"
    references = (pair / "raw" / "test.de").read_text().splitlines()
    for arch, rate in (("transformer+u1200", 0.28), ("transformer_diet_rel+u1200", 0.18)):
        add_variant(pair, arch, 2, "--max-update 1200", references, rate)
    drawn = {}
    monkeypatch.setattr(results, "save_png", lambda figure, path: drawn.__setitem__(Path(path).name, figure))
    results.main([str(work), "--out", str(tmp_path / "out"), "--command", "run.sh", *QUICK])
    figure = drawn["curves-budget-en-de-1200-seed2.png"]
    runs = [line for axes in figure.axes for line in axes.get_lines() if not line.get_label().startswith("_")]
    assert runs and {line.get_linestyle() for line in runs if line.get_linestyle() != "None"} == {"--"}
    (legend,) = figure.legends
    labels = [text.get_text() for text in legend.get_texts()]
    styles = {label: handle.get_linestyle() for label, handle in zip(labels, legend.legend_handles)}
    assert styles["1,200 updates (lines)"] == "--" and styles["300 updates (open circles)"] == "None"
    assert {style for style in styles.values() if style != "None"} == {"--"}, styles


def test_the_page_names_the_library_versions_that_import_without_importing_them(tmp_path, monkeypatch):
    import fairseq
    import sacrebleu
    import torch

    probe = ("import sys; sys.path.insert(0, sys.argv[1]); import results; "
             "print(results.machine()); print('fairseq' in sys.modules, 'torch' in sys.modules)")
    found = subprocess.run([sys.executable, "-c", probe, str(REPO / "examples" / "multi30k")],
                           capture_output=True, text=True, check=True)
    line, imported = found.stdout.splitlines()
    assert (f"; torch {torch.__version__}, fairseq {fairseq.__version__}, sacrebleu {sacrebleu.__version__}; "
            in line), line
    assert imported == "False False", found.stdout + found.stderr
    # A module that no installed distribution holds (a checkout on the path) is imported.
    (tmp_path / "checkout_only_module").mkdir()
    (tmp_path / "checkout_only_module" / "__init__.py").write_text('__version__ = "9.8.7"\n')
    monkeypatch.syspath_prepend(str(tmp_path))
    assert results.installed_version("checkout_only_module") == "9.8.7"


def test_holm_adjusted_p_is_under_alpha_exactly_where_the_step_down_procedure_rejects():
    assert results.holm([0.01, 0.04, 0.03, 0.005]) == pytest.approx([0.03, 0.06, 0.06, 0.02])
    rng = random.Random(83)
    for _ in range(200):
        p = [rng.choice([0.001, 0.002, 0.01, 0.02, 0.03, rng.random() / 10, rng.random()]) for _ in range(rng.randint(1, 12))]
        # Holm's procedure as stated: reject in order of p while p_(k) <= alpha / (m - k + 1), stop at the first failure.
        rejected, order = set(), sorted(range(len(p)), key=lambda i: p[i])
        for k, i in enumerate(order):
            if p[i] > 0.05 / (len(p) - k):
                break
            rejected.add(i)
        adjusted = results.holm(p)
        assert {i for i, value in enumerate(adjusted) if value <= 0.05} == rejected
        assert all(a >= value for a, value in zip(adjusted, p)) and max(adjusted) <= 1.0


def test_student_t_matches_the_printed_tables():
    # Two-sided critical values of Student's t (Fisher and Yates's table).
    for df, two_sided, printed in ((1, 0.05, 12.706), (2, 0.05, 4.303), (3, 0.05, 3.182), (4, 0.05, 2.776),
                                   (10, 0.05, 2.228), (30, 0.05, 2.042), (1, 0.01, 63.657), (2, 0.01, 9.925),
                                   (5, 0.01, 4.032)):
        assert results.t_critical(two_sided, df) == pytest.approx(printed, abs=6e-4)
    # df = 2 has the closed form P(|T| >= t) = 1 - t / sqrt(t^2 + 2).
    for t in (0.3, 1.0, 3.4641, 12.0):
        assert results.t_two_sided_p(t, 2) == pytest.approx(1 - t / (t * t + 2) ** 0.5, abs=1e-12)


def test_the_interval_and_p_over_seeds_of_known_gaps_at_a_pooled_spread():
    # Gaps 1, 2, 3 at a pooled sd of 1 with 2 degrees of freedom: t = 2 / (1 / sqrt 3).
    half_width, p = results.across_seeds([1.0, 2.0, 3.0], 1.0, 2)
    assert half_width == pytest.approx(4.302653 / 3 ** 0.5, abs=1e-6)
    assert p == pytest.approx(1 - 12 ** 0.5 / 14 ** 0.5, abs=1e-9)
    # More pooled degrees of freedom narrow the interval: t(0.975, 10) = 2.228.
    assert results.across_seeds([1.0, 2.0, 3.0], 1.0, 10)[0] == pytest.approx(2.228139 / 3 ** 0.5, abs=1e-6)
    # The pooled sd weights each configuration's variance by its n - 1.
    tests = [results.Test("p", 1, ("a", ""), "BLEU", 0.0, None, gaps=(0.0, 2.0), sd=2 ** 0.5),
             results.Test("p", 1, ("b", ""), "BLEU", 0.0, None, gaps=(0.0, 1.0, 2.0), sd=1.0)]
    sd, df = results.pooled_sd(tests)
    assert df == 3 and sd == pytest.approx(((2.0 + 2 * 1.0) / 3) ** 0.5)
    # The smallest resolvable mean gap is the one whose p equals Holm's first threshold, with
    # every configuration of the family at that many seeds (df = family * (seeds - 1)).
    for seeds, family in ((2, 3), (3, 5), (6, 10)):
        gap = results.resolvable_gap(0.8, seeds, family)
        gaps = [gap + 0.1 * (z - (seeds - 1) / 2) for z in range(seeds)]  # their mean is gap
        assert results.across_seeds(gaps, 0.8, family * (seeds - 1))[1] == pytest.approx(0.05 / family, rel=1e-6)
    assert results.resolvable_gap(1.0, 3, 5, df=9) > results.resolvable_gap(1.0, 3, 5)  # df 9 < 10
    assert results.seeds_for(results.resolvable_gap(1.0, 7, 4), 1.0, 4) == 7
    # The fewest seeds, as a scan from 2 seeds up finds them; None where even `most` seeds cannot.
    for gap, sd, family in ((1.0, 1.3, 3), (0.5, 2.0, 5), (3.0, 1.0, 1), (0.1, 2.0, 2)):
        scanned = next((n for n in range(2, 41) if results.resolvable_gap(sd, n, family) <= gap), None)
        assert results.seeds_for(gap, sd, family, most=40) == scanned
    assert results.seeds_for(0.1, 2.0, 2, most=40) is None and results.seeds_for(100.0, 1.0, 3) == 2


def test_the_resolution_line_says_when_the_seeds_there_are_resolve_1_point():
    line = results.resolution_sentence("BLEU", 5, 0.85, 9, 3, 1.6, 1.2, 6)
    assert line.startswith("Resolution, BLEU: the per-seed gaps' standard deviation, pooled over the 5 "
                           "configurations, is 0.85 (9 degrees of freedom).")
    assert line.endswith("3 seeds can call a mean gap above or below only from 1.6 points on, 4 seeds from 1.2; "
                         "6 seeds would bring it to 1 point.")
    assert results.resolution_sentence("chrF", 5, 0.46, 9, 3, 0.9, 0.7, 3).endswith(
        "only from 0.9 points on, 4 seeds from 0.7; 3 seeds resolve 1 point already.")
    assert results.resolution_sentence("BLEU", 1, 3.0, 1, 2, 9.0, 5.0, None).endswith("1 point is out of reach.")


def page_at_the_longer_budget(workdir, tmp_path, runs):
    """Adds en-de runs at a longer budget than the main one, (arch, seed, error rate) each, and builds the
    page: their (hypothesis file, BLEU, chrF) by (arch, seed), the test references and the page's text."""
    work, _ = workdir
    pair = work / "en-de"
    references = (pair / "raw" / "test.de").read_text().splitlines()
    scores = {(arch, seed): add_variant(pair, f"{arch}+u1200", seed, "--max-update 1200", references, rate)
              for arch, seed, rate in runs}
    out = tmp_path / "out"
    results.main([str(work), "--out", str(out), "--command", "run.sh", *QUICK])
    return scores, references, (out / "RESULTS.md").read_text()


def test_the_primary_test_takes_each_seeds_gap_to_the_transformer_at_the_longer_budget(workdir, tmp_path):
    scores, _, page = page_at_the_longer_budget(workdir, tmp_path, (
        ("transformer", 1, 0.28), ("transformer", 2, 0.22),
        ("transformer_diet_rel", 1, 0.18), ("transformer_diet_rel", 2, 0.30)))
    assert page.index("## How the schemes are compared") < page.index("## Across seeds") < page.index("## Summary")
    rows = [[c.strip() for c in line.strip("|").split("|")] for line in page.splitlines()
            if line.startswith("| `transformer_diet_rel` | en-de, 1,200 |")]
    for row, index in zip(rows, (1, 2)):  # BLEU, then chrF
        gaps = [scores["transformer_diet_rel", seed][index] - scores["transformer", seed][index] for seed in (1, 2)]
        mean, sd = sum(gaps) / 2, abs(gaps[0] - gaps[1]) / 2 ** 0.5
        half = 12.7062 * sd / 2 ** 0.5
        t = abs(mean) / (sd / 2 ** 0.5)
        p = 1 - 2 / 3.141592653589793 * math.atan(t)  # Student's t with 1 df is Cauchy
        assert row[2:5] == [("BLEU", "chrF")[index - 1], "1, 2", f"{gaps[0]:+.2f} / {gaps[1]:+.2f}"]
        assert row[5] == f"{mean:+.2f} ± {sd:.2f}"
        assert row[6] == f"{mean - half:+.2f} to {mean + half:+.2f}"
        # One test per metric in the family: Holm's p is its own.
        assert row[7:] == [f"{p:.3f}", f"{p:.3f}", "level" if p >= 0.05 else ("above" if mean > 0 else "below")]
    assert len(rows) == 2
    assert "pooled over the 1 configuration, is" in page


def test_the_opening_gives_each_configurations_mean_gap_over_its_own_seeds(workdir, tmp_path):
    # Diet-Rel has three seeds at the longer budget, RoPE two: each mean is stated with its own n.
    scores, _, page = page_at_the_longer_budget(workdir, tmp_path, (
        ("transformer", 1, 0.28), ("transformer", 2, 0.22), ("transformer", 3, 0.25),
        ("transformer_diet_rel", 1, 0.18), ("transformer_diet_rel", 2, 0.30), ("transformer_diet_rel", 3, 0.26),
        ("transformer_rope", 1, 0.20), ("transformer_rope", 2, 0.27)))
    opening = next(line for line in page.splitlines() if line.startswith("- **At 1,200 updates (en-de):**"))

    def mean_gap(arch, seeds):
        return sum(scores[arch, seed][1] - scores["transformer", seed][1] for seed in seeds) / len(seeds)

    assert (f"(mean BLEU gaps {mean_gap('transformer_diet_rel', (1, 2, 3)):+.2f} over 3 seeds, "
            f"{mean_gap('transformer_rope', (1, 2)):+.2f} over 2 seeds)") in opening
    assert "seed 3: " in opening and " of 1 run." in opening and " of 1 runs" not in opening


def test_table_4s_two_schemes_are_tested_against_each_other_on_each_seed_they_share(workdir, tmp_path):
    # At the longer budget Shaw has seeds 1 and 2, Diet-Rel seed 2 only: their paired test is seed 2's.
    runs, references, page = page_at_the_longer_budget(workdir, tmp_path, (
        ("transformer", 1, 0.28), ("transformer", 2, 0.22),
        ("transformer_shaw", 1, 0.20), ("transformer_shaw", 2, 0.27), ("transformer_diet_rel", 2, 0.30)))
    line = next(line for line in page.splitlines() if line.startswith("- **The DIET paper's Table 4**"))
    shaw, rel = runs["transformer_shaw", 2], runs["transformer_diet_rel", 2]
    p = p_value(references, shaw[0], rel[0])
    assert (f"Diet-Rel against Shaw on seed 2: {rel[1] - shaw[1]:+.2f} BLEU, p {p:.4f} "
            "(outside the families, unadjusted).") in line
    assert "against Shaw on seed 1" not in line


def test_the_page_opens_with_the_fastest_scheme_and_its_words_from_the_records(workdir, tmp_path):
    work, runs = workdir
    pair = work / "en-de"
    references = (pair / "raw" / "test.de").read_text().splitlines()
    for seed, rate in ((1, 0.12), (2, 0.31)):
        runs["transformer_rope", seed] = make_run(pair, "transformer_rope", seed, references, rate)
    out = tmp_path / "out"
    results.main([str(work), "--out", str(out), "--command", "run.sh", *QUICK])
    page = (out / "RESULTS.md").read_text()
    assert page.index("# Multi30k results") < page.index("## What the runs support") < page.index(
        "## How the schemes are compared")
    # The summary's three tests, recomputed: RoPE on seeds 1 and 2, Diet-Rel on seed 1.
    tested = {(arch, seed): p_value(references, runs["transformer", seed][0], runs[arch, seed][0])
              for arch, seed in (("transformer_rope", 1), ("transformer_rope", 2), ("transformer_diet_rel", 1))}
    ranked = sorted(tested, key=tested.get)
    adjusted = {name: max(min(1.0, (3 - ranked.index(other)) * tested[other])
                          for other in ranked[:ranked.index(name) + 1]) for name in tested}
    words = {name: "level" if adjusted[name] >= 0.05 else
             ("above" if runs[name][1] > runs["transformer", name[1]][1] else "below") for name in tested}
    rope_above = sum(words["transformer_rope", seed] == "above" for seed in (1, 2))
    # RoPE has the highest BLEU of the schemes on both of its runs (Diet-Rel has one).
    assert runs["transformer_rope", 1][1] > runs["transformer_diet_rel", 1][1]
    line = next(line for line in page.splitlines() if line.startswith("- **Fastest to learn (300 updates):**"))
    assert line.startswith("- **Fastest to learn (300 updates):** `transformer_rope`. Of the schemes at their "
                           "defaults trained on 2 seeds or more, it has the highest BLEU on each of its 2 runs, and "
                           f"is above the transformer on {rope_above} of 2 by BLEU")
    assert "not ranked" not in line  # Diet-Rel, one seed, scores less than RoPE on it
    diet = words["transformer_diet_rel", 1]
    assert line.endswith("The other schemes' runs, above / level / below by BLEU: `transformer_diet_rel` "
                         + " / ".join(str(int(diet == w)) for w in ("above", "level", "below")) + ".")
    pick = next(line for line in page.splitlines() if line.startswith("- **What to pick.**"))
    assert "`transformer_rope`" in pick and ("on each." if rope_above == 2 else f"on {rope_above} of 2.") in pick


def fastest_and_pick(workdir, tmp_path, added):
    """The runs, with en-de runs (arch, seed, error rate) added to the work directory's, and the
    "fastest to learn" and "what to pick" lines of the page built from them."""
    work, runs = workdir
    pair = work / "en-de"
    references = (pair / "raw" / "test.de").read_text().splitlines()
    for arch, seed, rate in added:
        runs[arch, seed] = make_run(pair, arch, seed, references, rate)
    out = tmp_path / "out"
    results.main([str(work), "--out", str(out), "--command", "run.sh", *QUICK])
    lines = (out / "RESULTS.md").read_text().splitlines()
    return (runs, next(line for line in lines if line.startswith("- **Fastest to learn (300 updates):**")),
            next(line for line in lines if line.startswith("- **What to pick.**")))


def test_a_scheme_trained_on_one_seed_is_not_ranked_fastest_whatever_its_run_scores(workdir, tmp_path):
    # ALiBi's one run scores more than RoPE's on seed 1; RoPE, on two seeds, is the one ranked, and the
    # page says that ALiBi, on fewer seeds, scores higher on the run they share.
    runs, line, pick = fastest_and_pick(workdir, tmp_path, (
        ("transformer_rope", 1, 0.12), ("transformer_rope", 2, 0.10), ("transformer_alibi", 1, 0.02)))
    assert runs["transformer_alibi", 1][1] > runs["transformer_rope", 1][1] > runs["transformer_diet_rel", 1][1]
    assert runs["transformer_rope", 2][1] > runs["transformer", 2][1]
    assert line.startswith("- **Fastest to learn (300 updates):** `transformer_rope`. ")
    assert ("Trained on fewer seeds, and so not ranked: `transformer_alibi` scores higher than it on 1 of 1 run "
            "they share. The other schemes' runs") in line
    assert "`transformer_rope`" in pick and "`transformer_alibi`" not in pick


def test_when_no_scheme_leads_on_each_of_its_runs_the_page_says_who_leads_where(workdir, tmp_path):
    # ALiBi has the highest BLEU on seed 1, RoPE on seed 2, both on two seeds: neither is named
    # fastest, and the page gives each its share of the runs instead of saying nothing.
    runs, line, pick = fastest_and_pick(workdir, tmp_path, (
        ("transformer_rope", 1, 0.12), ("transformer_rope", 2, 0.05),
        ("transformer_alibi", 1, 0.02), ("transformer_alibi", 2, 0.20)))
    assert runs["transformer_alibi", 1][1] > runs["transformer_rope", 1][1] > runs["transformer_diet_rel", 1][1]
    assert runs["transformer_rope", 2][1] > runs["transformer_alibi", 2][1]
    assert line.startswith("- **Fastest to learn (300 updates):** none of the schemes at their defaults trained "
                           "on 2 seeds or more has the highest BLEU on each of its runs. It goes to "
                           "`transformer_alibi` on 1 of its 2 runs (above the transformer on ")
    assert ", `transformer_rope` on 1 of its 2 runs (above the transformer on " in line
    assert "`transformer_diet_rel` on" not in line  # one seed: not ranked, and lower than both on it
    assert pick.startswith("- **What to pick.** For trainings as short as the main budget the runs name no one "
                           "scheme: the highest BLEU of a run goes to `transformer_alibi` on 1 of its 2 runs, "
                           "`transformer_rope` on 1 of its 2 runs.")
    # and of them, those above the transformer on each of their runs (the summary's counts)
    always = [f"`{arch}`" for arch in ("transformer_alibi", "transformer_rope") if f"`{arch}` 2 / 0 / 0" in line]
    assert always == ["`transformer_alibi`", "`transformer_rope`"], line
    assert pick.endswith("`transformer_alibi` and `transformer_rope` are above the transformer on each of their runs.")


def test_gaps_at_equal_updates_pair_each_checkpoint_with_the_transformers_of_that_update():
    from types import SimpleNamespace

    def run(arch, bleu, singles):
        rows = [{"updates": str(update), "BLEU": str(score)} for update, score in singles.items()]
        return SimpleNamespace(arch=arch, bleu=bleu, search={"checkpoints": rows}, regrouped=[])

    baseline = run("transformer+u4800", 39.0, {4600: 38.0, 4700: 38.5})
    scheme = run("transformer_rope+u4800", 39.5, {4600: 39.0, 4700: 38.0})
    lines = results.same_update_section(baseline, [baseline, scheme])
    row = next(line for line in lines if line.startswith("| transformer_rope"))
    assert row == "| transformer_rope+u4800 | +1.00 | -0.50 | +0.25 | +0.50 |"
    assert "| Δ BLEU at 4,600 | Δ BLEU at 4,700 |" in "\n".join(lines)
    assert lines[0].endswith("each regroups the rest of a run's batches (run.sh's header). Resumed so: none.")
    baseline.regrouped, scheme.regrouped = [508, 2300], [2921]
    assert ("Resumed so: `transformer+u4800` at updates 508 and 2,300; `transformer_rope+u4800` at update 2,921."
            in results.same_update_section(baseline, [baseline, scheme])[0])
    unscored = run("transformer+u4800", 39.0, {})
    assert "are not" in results.same_update_section(unscored, [unscored, scheme])[0]
    assert results.same_update_section(baseline, [baseline]) == []


def test_a_resume_into_a_later_epoch_is_where_the_batches_were_regrouped(tmp_path):
    log = tmp_path / "train.log"
    line = "2026-12-07 08:38:13 | INFO | fairseq.trainer | Loaded checkpoint {} (epoch {} @ {} updates)\n"
    log.write_text(line.format("ck/checkpoint_last.pt", 1, 60) + line.format("ck/checkpoint_last.pt", 8, 900)
                   + line.format("ck/checkpoint_last.pt", 19, 2300))
    assert results.regroupings(log) == [900, 2300]  # within the first epoch fairseq keeps the batches
    log.write_text(line.format("ck/checkpoint_last.pt", 1, 60))
    assert results.regroupings(log) == []


def test_a_longer_budgets_part_ways_record_is_tabulated_in_its_section_from_the_record_alone(workdir, tmp_path):
    from part_ways import MODEL_COLUMNS, PREFIX_COLUMNS, record_lines

    work, _ = workdir
    pair, _ = longer_budget_runs(work, 0.28, 0.18)
    run = pair / "checkpoints" / "transformer_diet_rel+u1200-seed1"
    models = [["baseline", "transformer+u1200-seed1", "eval/average.pt", "1200", "2.0114", "0.9876", "1.7777",
               "7", "12", "719", "1000"],
              ["run", "transformer_diet_rel+u1200-seed1", "eval/average.pt", "1200", "1.9853", "1.0012", "1.8123",
               "31", "4", "719", "1000"]]
    prefixes = [["0", "1000", "39.64", "37.26", "0.0010", "62.10", "60.92", "0.0020", "0.969", "0.949"],
                ["8", "917", "30.12", "29.80", "0.2480", "55.05", "54.90", "0.3120", "0.951", "0.955"]]
    about = [("Decoding", "beam 10, lenpen 0.6, output at most 1.2 x source + 10 tokens, batches of 64 sentences")]
    (run / "part-ways.tsv").write_text("\n".join(record_lines(about, models, prefixes)) + "\n", encoding="utf-8")
    out = tmp_path / "out"
    results.main([str(work), "--out", str(out), "--command", "run.sh", *QUICK])
    section = (out / "RESULTS.md").read_text().split("### en-de: 1,200 updates (seed 1)", 1)[1].split("\n### ", 1)[0]
    assert "#### `transformer_diet_rel+u1200-seed1` and `transformer+u1200-seed1` on each other's translations" \
        in section
    link = f"[part-ways.tsv](../{work.name}/en-de/checkpoints/{run.name}/part-ways.tsv)"
    assert f"Baseline `transformer+u1200-seed1` (eval/average.pt, update 1,200), run " \
           f"`transformer_diet_rel+u1200-seed1` (eval/average.pt, update 1,200) ({link}, " in section
    scoring = rows_of_table(section, "| model | references | own translations |")
    assert scoring == {"baseline: `transformer+u1200-seed1`": ["2.0114", "0.9876", "1.7777", "719", "7 (0.7%)",
                                                              "12 (1.2%)"],
                       "run: `transformer_diet_rel+u1200-seed1`": ["1.9853", "1.0012", "1.8123", "719", "31 (3.1%)",
                                                                   "4 (0.4%)"]}
    assert rows_of_table(section, "| reference tokens forced |") == {
        "0": ["1,000", "39.64 / 37.26", "0.0010", "62.10 / 60.92", "0.0020", "0.969 / 0.949"],
        "8": ["917", "30.12 / 29.80", "0.2480", "55.05 / 54.90", "0.3120", "0.951 / 0.955"]}
    assert "first k tokens forced (beam 10, lenpen 0.6, output at most 1.2 x source + 10 tokens" in section
    # a record of another shape is named
    (run / "part-ways.tsv").write_text("\t".join(MODEL_COLUMNS) + "\n" + "\t".join(PREFIX_COLUMNS) + "\n")
    with pytest.raises(SystemExit, match=re.escape(f"{run}/part-ways.tsv is not a record of scripts/part_ways.py")):
        results.main([str(work), "--out", str(out), *QUICK])


def configuration_line(seed, arch="transformer", regroup=False, dropout=0.3, scale=None):
    """A fairseq-train start's configuration line as its log prints it, cut to a few fields."""
    scheme = "" if scale is None else f", diet_rel_bias_scale={scale}"
    return (f"2026-12-07 12:45:43 | INFO | fairseq_cli.train | {{'_name': None, 'common': {{'_name': None, "
            f"'seed': {seed}, 'cpu': True}}, 'dataset': {{'max_tokens': 4096, 'update_epoch_batch_itr': {regroup}}}, "
            f"'model': Namespace(arch='{arch}', dropout={dropout}, seed={seed}, adam_betas='(0.9, 0.98)'{scheme}), "
            f"'task': {{'_name': 'translation', 'data': '/w/{arch}{seed}'}}}}\n")


def runs_of(tmp_path, logs, options=None):
    """A pair whose runs' configurations are read from the given train.log texts."""
    runs = {}
    for (arch, seed), text in logs.items():
        log = tmp_path / f"{arch}-seed{seed}.log"
        log.write_text(text)
        runs[arch, seed] = results.Run(arch, seed, 30.0, "sig", [], configs=results.training_configs(log),
                                       options=(options or {}).get(arch))
    return results.Pair("en-de", "ref", [], [], [], [], runs)


def test_a_logged_configuration_is_read_per_start_with_the_models_own_fields(tmp_path):
    log = tmp_path / "train.log"
    log.write_text(configuration_line(1) + "Loaded checkpoint\n" + configuration_line(1, regroup=True)
                   + "2026-12-07 | INFO | fairseq_cli.train | {'_name': None, 'common': {'seed': open('x')}}\n")
    first, second = results.training_configs(log)  # the line that is no literal is skipped
    assert first == {"common._name": None, "common.seed": 1, "common.cpu": True, "dataset.max_tokens": 4096,
                     "dataset.update_epoch_batch_itr": False, "task._name": "translation", "task.data": "/w/transformer1",
                     "model.arch": "transformer", "model.dropout": 0.3, "model.adam_betas": "(0.9, 0.98)"}
    assert second["dataset.update_epoch_batch_itr"] is True


def test_runs_of_one_command_pass_and_a_run_trained_otherwise_is_named(tmp_path):
    logs = {("transformer", 1): configuration_line(1), ("transformer", 2): configuration_line(2),
            ("transformer_diet_rel", 1): configuration_line(1, "transformer_diet_rel", scale=1.0),
            ("transformer_diet_rel+scale10", 1): configuration_line(1, "transformer_diet_rel", scale=10.0)}
    options = {"transformer_diet_rel+scale10": "--diet-rel-bias-scale 10"}
    pair = runs_of(tmp_path, logs, options)
    assert results.configuration_differences(pair) == []
    assert results.configuration_lines([pair]) == [
        "- fairseq-train configuration (each start's, from train.log): the same for every run of a pair apart "
        "from its architecture, seed, directories and its own options."]
    # A resume under another command (here fairseq's regrouping at each epoch), and a
    # shared model field that no option of the run sets, are named; so is a run without a log.
    logs["transformer_diet_rel", 2] = configuration_line(2, "transformer_diet_rel", scale=1.0) + configuration_line(
        2, "transformer_diet_rel", regroup=True, scale=1.0)
    logs["transformer", 3] = configuration_line(3, dropout=0.1)
    logs["transformer", 4] = ""
    pair = runs_of(tmp_path, logs, options)
    assert [(run.arch, run.seed, key, value, usual) for run, key, value, usual
            in results.configuration_differences(pair)] == [
        ("transformer", 3, "model.dropout", "0.1", "0.3"),
        ("transformer_diet_rel", 2, "dataset.update_epoch_batch_itr", "True", "False")]
    lines = results.configuration_lines([pair])
    assert lines[1:] == ["  - en-de/transformer-seed3: `model.dropout` 0.1 (most: 0.3)",
                         "  - en-de/transformer_diet_rel-seed2: `dataset.update_epoch_batch_itr` True (most: False)",
                         "- fairseq-train configuration not read (no train.log, or none logged): en-de/transformer-seed4"]
