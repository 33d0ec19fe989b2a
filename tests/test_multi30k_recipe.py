"""examples/multi30k/run.sh on a tiny generated stand-in for the Multi30k files: an
interrupted training resumes, every run is evaluated, analysed (position figures, length
translations), recorded and tabulated, a rerun skips everything, and the records alone
carry the page into a new work directory."""
import importlib.util
import re
import shlex
import shutil
import subprocess
from pathlib import Path

import pytest

from figure_helpers import png_size
from multi30k_helpers import ARCHS, LENGTH_EVAL_OPTIONS, MAX_UPDATE, SIZES, VARIANT

pytestmark = pytest.mark.xdist_group("multi30k")  # one worker builds the multi30k_run fixture

REPO = Path(__file__).resolve().parents[1]
SPEC = importlib.util.spec_from_file_location("multi30k_results", REPO / "examples" / "multi30k" / "results.py")
results = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(results)


def test_an_interrupted_training_resumes_from_its_last_checkpoint(multi30k_run):
    finished = multi30k_run.finished
    assert finished.returncode == 0, finished.stdout[-4000:]
    run = multi30k_run.first_run
    assert f"resuming from {run}/checkpoint_last.pt" in finished.stdout
    log = (run / "train.log").read_text()
    loaded = re.search(r"Loaded checkpoint \S+/checkpoint_last\.pt \(epoch \d+ @ (\d+) updates\)", log)
    assert loaded and 1 <= int(loaded.group(1)) < MAX_UPDATE, log[-3000:]
    # Both invocations appended to one log; every update was validated once or more.
    assert [u for u, _ in results.validation_curve(run / "train.log")] == list(range(1, MAX_UPDATE + 1))
    # The killed invocation's time up to its last sample was counted by the next one,
    # which added its own: two entries each, the partial file gone.
    wall_seconds = (run / "train_seconds").read_text().split()
    cpu_seconds = (run / "train_cpu_seconds").read_text().split()
    assert len(wall_seconds) == 2 and len(cpu_seconds) == 2, (wall_seconds, cpu_seconds)
    assert all(int(seconds) > 0 for seconds in cpu_seconds)  # starting fairseq alone takes seconds
    assert "counting the interrupted invocation's time up to its last sample" in finished.stdout
    assert not (run / "train_time_partial").exists()
    # Each invocation recorded its machine, the killed one included.
    machines = (run / "train_machines").read_text().splitlines()
    assert len(machines) == 2 and all(re.fullmatch(r".+, \d+ cores", m) for m in machines), machines
    # A run that was never interrupted has one entry.
    other = multi30k_run.work / "en-cs" / "checkpoints" / f"{ARCHS[1]}-seed1"
    assert len((other / "train_cpu_seconds").read_text().split()) == 1
    assert len((other / "train_machines").read_text().splitlines()) == 1


def test_every_run_is_evaluated_and_tabulated_with_curves_and_the_paired_test(multi30k_run):
    assert multi30k_run.finished.returncode == 0, multi30k_run.finished.stdout[-4000:]
    work = multi30k_run.work / "en-cs"
    assert (work / "raw" / "test.cs").read_text(encoding="utf-8").count("\n") == SIZES["test_2016_flickr"]
    for arch in ARCHS:
        hypotheses = work / "checkpoints" / f"{arch}-seed1" / "eval" / "hyp.cs"
        assert hypotheses.read_text(encoding="utf-8").count("\n") == SIZES["test_2016_flickr"]
    page = (multi30k_run.results / "RESULTS.md").read_text()
    minutes = r"\d+\.\d / \d+\.\d"  # wall-clock / CPU
    assert re.search(rf"^\| transformer \| \d+\.\d\d \| \d+\.\d\d \| baseline \| \d+\.\d{{3}} \| [\d,]+ \| {minutes} \|$", page, re.M), page
    assert re.search(rf"^\| transformer_diet_rel \| \d+\.\d\d \| \d+\.\d\d \| [01]\.\d{{4}} \| \d+\.\d{{3}} \| [\d,]+ \| {minutes} \|$",
                     page, re.M), page
    assert "sacreBLEU signatures" in page and "`nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp" in page
    assert f'MAX_UPDATE={MAX_UPDATE} LENGTH_EVAL_OPTIONS="{LENGTH_EVAL_OPTIONS}" examples/multi30k/run.sh WORKDIR' in page
    assert f"Training settings of every finished run: `MAX_UPDATE={MAX_UPDATE} LR=7e-4" in page
    assert "Evaluation settings of every finished run: `--max-len-a 1.2 --max-len-b 10 average=5`" in page
    assert "![validation loss, en-cs](curves-en-cs.png)" in page
    png_size(multi30k_run.results / "curves-en-cs.png")


def test_a_second_run_skips_every_stage_and_writes_the_same_table(multi30k_run):
    before = (multi30k_run.results / "RESULTS.md").read_text()
    again = subprocess.run(multi30k_run.command, env=multi30k_run.env, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, text=True)
    assert again.returncode == 0, again.stdout[-4000:]
    stages = ["extract-en-cs"] + [f"{stage}-en-cs-{arch}-seed1" for arch in ARCHS + VARIANT[:1]
                                  for stage in ("train", "evaluate", "analyse", "record")]
    for stage in stages:
        assert f"stage {stage}: already done, skipping" in again.stdout
    assert "running" not in again.stdout
    unchanged = [line for line in before.splitlines() if not line.startswith("- Machine")]
    assert [line for line in (multi30k_run.results / "RESULTS.md").read_text().splitlines()
            if not line.startswith("- Machine")] == unchanged


def test_a_variant_trains_its_architecture_with_the_options_added(multi30k_run):
    name, options = VARIANT
    run = multi30k_run.work / "en-cs" / "checkpoints" / f"{name}-seed1"
    assert (run / "options").read_text() == options + "\n"
    log = (run / "train.log").read_text()
    assert "arch='transformer_diet_rel'" in log and "max_relative_position=4," in log, log[:3000]
    default = (multi30k_run.work / "en-cs" / "checkpoints" / f"{ARCHS[1]}-seed1" / "train.log").read_text()
    assert "max_relative_position=None," in default
    page = (multi30k_run.results / "RESULTS.md").read_text()
    assert re.search(rf"^\| 1 \| {re.escape(name)} \| `{options}` \| \d+\.\d{{3}} \| \d+\.\d{{3}} \| \d+\.\d\d \| "
                     r"[+-]\d+\.\d\d \|", page, re.M), page
    assert not re.search(rf"^\| {re.escape(name)} \|", page, re.M)  # not in the main table
    assert f'VARIANTS="{name} {options}"' in page


@pytest.mark.parametrize("variants, message", [
    ("transformer_diet_rel --max-relative-position 4", "is not 'ARCH+NAME OPTION...'"),
    ("transformer_diet_rel+clip4", "is not 'ARCH+NAME OPTION...'"),
    ("transformer_diet_rel+a --max-relative-position 4; transformer_diet_rel+a --max-relative-position 8",
     "'transformer_diet_rel+a' is given twice"),
])
def test_a_malformed_variant_is_refused_before_any_work(multi30k_run, tmp_path, variants, message):
    work = tmp_path / "work"
    refused = subprocess.run(["bash", str(multi30k_run.command[1]), str(work)],
                             env=dict(multi30k_run.env, VARIANTS=variants),
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    assert refused.returncode != 0 and message in refused.stdout, refused.stdout
    assert "VARIANTS" in refused.stdout and not (work / "stamps").exists()


def test_each_architecture_is_analysed_and_every_run_recorded_without_checkpoints(multi30k_run):
    assert multi30k_run.finished.returncode == 0, multi30k_run.finished.stdout[-4000:]
    out = multi30k_run.results
    # Figures for the scheme that learns position terms, none for the transformer or the variant.
    assert sorted(p.name for p in (out / "positions" / "en-cs").iterdir()) == ["transformer_diet_rel-seed1"]
    figures = sorted(p.name for p in (out / "positions" / "en-cs" / "transformer_diet_rel-seed1").iterdir())
    assert figures == ["decoder.cross_positions.png", "decoder.self_positions.png", "encoder.self_positions.png"]
    for figure in figures:
        png_size(out / "positions" / "en-cs" / "transformer_diet_rel-seed1" / figure)
    length = (out / "length-en-cs.md").read_text()
    assert "| source words | sentences | mean words | transformer-seed1 | transformer_diet_rel-seed1 |" in length
    assert VARIANT[0] not in length
    png_size(out / "length-en-cs.png")
    page = (out / "RESULTS.md").read_text()
    assert "### en-cs: BLEU against input length" in page
    assert "#### BLEU on k consecutive test sentences joined into one input" in page
    assert "![BLEU against input length, en-cs](length-en-cs.png)" in page
    assert ("![transformer_diet_rel-seed1, encoder.self_positions]"
            "(positions/en-cs/transformer_diet_rel-seed1/encoder.self_positions.png)") in page
    # Every run's record: what the page is built from, with the same contents, and no checkpoint.
    records = multi30k_run.records
    assert not list(records.rglob("*.pt"))
    for name in list(ARCHS) + [VARIANT[0]]:
        run, record = (root / "en-cs" / "checkpoints" / f"{name}-seed1" for root in (multi30k_run.work, records))
        for kept in ("train.log", "settings", "train_seconds", "train_cpu_seconds", "train_machines",
                     "eval/bleu.txt", "eval/hyp.cs"):
            assert (record / kept).read_bytes() == (run / kept).read_bytes(), (name, kept)
        stamp = f"evaluate-en-cs-{name}-seed1.done"
        assert (records / "stamps" / stamp).read_text() == (multi30k_run.work / "stamps" / stamp).read_text()
        kept = sorted(p.name for p in (record / "length").iterdir()) if "+" not in name else []
        assert kept == ([] if "+" in name else ["k1.hyp", "k1.settings", "k2.hyp", "k2.settings"]), name
    assert (records / "en-cs" / "checkpoints" / f"{VARIANT[0]}-seed1" / "options").is_file()


def test_the_records_carry_the_page_into_a_new_work_directory(multi30k_run, tmp_path):
    """As in a new session on a new machine: the work directory is gone, the records are
    kept; one architecture is trained again, the other comes from its record."""
    records = tmp_path / "records"
    shutil.copytree(multi30k_run.records, records)
    out = tmp_path / "results"
    env = dict(multi30k_run.env, RECORDS_DIR=str(records), RESULTS_DIR=str(out), ARCHS=ARCHS[0], VARIANTS="")
    # The first call stops after its record, before the page (here results.py fails, as
    # when a session ends between the two): its command is listed all the same.
    stopping = tmp_path / "python-without-results"
    stopping.write_text('#!/usr/bin/env bash\ncase " $* " in *"/results.py "*) echo "stopped by the test" >&2; exit 1;; esac\n'
                        f'exec {shlex.quote(env.get("PYTHON", "python3"))} "$@"\n')
    stopping.chmod(0o755)
    command = [*map(str, multi30k_run.command[:2]), str(tmp_path / "work")]
    stopped = subprocess.run(command, env=dict(env, PYTHON=str(stopping)),
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    assert stopped.returncode != 0 and "stopped by the test" in stopped.stdout, stopped.stdout[-4000:]
    assert f"stage train-en-cs-{ARCHS[0]}-seed1: running" in stopped.stdout
    assert ARCHS[1] not in stopped.stdout.split("length evaluation of")[0]  # not trained here
    assert not (out / "RESULTS.md").exists()
    listed = (records / "commands").read_text().splitlines()
    assert len(listed) == 2 and listed[0] == (multi30k_run.records / "commands").read_text().splitlines()[0], listed
    assert listed[1].startswith(f'ARCHS="{ARCHS[0]}" RUNS="'), listed
    # The next call finds every stage done and writes the page, listing the command once.
    again = subprocess.run(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    assert again.returncode == 0, again.stdout[-4000:]
    assert "running" not in again.stdout.split("length evaluation of")[0], again.stdout[-4000:]
    assert (records / "commands").read_text().splitlines() == listed
    page = (out / "RESULTS.md").read_text()
    rows = {line.split("|")[1].strip() for line in page.splitlines() if line.startswith("| transformer")}
    assert rows == set(ARCHS), page
    assert re.search(rf"^\| 1 \| {re.escape(VARIANT[0])} \|", page, re.M)  # the variant's record too
    length = (out / "length-en-cs.md").read_text()
    assert "| source words | sentences | mean words | transformer-seed1 | transformer_diet_rel-seed1 |" in length
    assert "transformer_diet_rel-seed1 (kept translations; its checkpoint is gone)" in length
    # The command of the earlier call and of this one, in order.
    commands = re.findall(r"^  - `(.*)`$", page, re.M)
    assert len(commands) == 2 and f'ARCHS="{ARCHS[0]}"' in commands[1], commands
