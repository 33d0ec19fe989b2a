"""examples/multi30k/run.sh on a tiny generated stand-in for the Multi30k files, fetched
through a file:// mirror: the download checks, resumes and names what is missing, an
interrupted training resumes, every run is evaluated, analysed (position figures, length
translations), recorded and tabulated in the work directory, a rerun skips everything,
and the records alone carry the page into a new work directory."""
import importlib.util
import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from figure_helpers import png_size
from multi30k_helpers import ARCHS, LENGTH_EVAL_OPTIONS, MAX_UPDATE, RUN_SH, SIZES, VARIANT

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
    # Every invocation kept fairseq's default batching, the page's one command, although
    # examples/wmt18/train.sh, which trains the runs, asks to regroup at each epoch.
    assert re.findall(r"'update_epoch_batch_itr': (\w+)", log) == ["False", "False"]
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
    # A run that went well reports no error (lib.sh reports every failing command in a stage).
    assert "error:" not in multi30k_run.finished.stdout, multi30k_run.finished.stdout
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
    # --max-relative-position, the older name of --diet-rel-clip, is stored under the new one
    assert "arch='transformer_diet_rel'" in log and "diet_rel_clip=4," in log, log[:3000]
    default = (multi30k_run.work / "en-cs" / "checkpoints" / f"{ARCHS[1]}-seed1" / "train.log").read_text()
    assert "diet_rel_clip=None," in default
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
    ("transformer+long --max-update=many", "'transformer+long' sets --max-update 'many', not a positive number"),
    ("transformer+long --max-update 0", "'transformer+long' sets --max-update '0', not a positive number"),
])
def test_a_malformed_variant_is_refused_before_any_work(multi30k_run, tmp_path, variants, message):
    work = tmp_path / "work"
    refused = subprocess.run(["bash", str(multi30k_run.command[1]), str(work)],
                             env=dict(multi30k_run.env, VARIANTS=variants),
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    assert refused.returncode != 0 and message in refused.stdout, refused.stdout
    assert "VARIANTS" in refused.stdout and not (work / "stamps").exists()


@pytest.mark.parametrize("name,value,message", [
    ("MAX_UPDATE", "1e3", "MAX_UPDATE: '1e3' is not a positive number of updates"),
    ("SEARCH_ERRORS_OPTIONS", "--beams 10,x", "SEARCH_ERRORS_OPTIONS: argument --beams: 'x' is not a positive integer"),
])
def test_a_malformed_setting_is_refused_before_any_work(multi30k_run, tmp_path, name, value, message):
    work = tmp_path / "work"
    refused = subprocess.run(["bash", str(multi30k_run.command[1]), str(work)],
                             env=dict(multi30k_run.env, **{name: value}),
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    assert refused.returncode != 0 and message in refused.stdout, refused.stdout
    assert not (work / "stamps").exists()


def test_a_longer_budget_keeps_its_checkpoints_at_multiples_of_the_main_one(multi30k_run, tmp_path):
    """A variant with --max-update above MAX_UPDATE (ARCHS blank: no architecture trained)
    on the fixture's prepared en-cs: trained to its own budget, averaged over its last
    checkpoints, and its checkpoints at multiples of MAX_UPDATE kept beside them, the others
    deleted as usual; its position parameters' drift from update MAX_UPDATE on written and
    recorded (position_drift.py), and its search_errors.py report, with SEARCH_ERRORS_OPTIONS
    added to its command (one search setting on 4 sentences: the untrained model writes to the
    cap); its record keeps its options as given."""
    work, records = tmp_path / "work", tmp_path / "records"
    shutil.copytree(multi30k_run.work / "en-cs", work / "en-cs", ignore=shutil.ignore_patterns("checkpoints"))
    (work / "stamps").mkdir(parents=True)
    shutil.copy(multi30k_run.work / "stamps" / "extract-en-cs.done", work / "stamps")
    budget = 3 * MAX_UPDATE
    env = dict(multi30k_run.env, MULTI30K_DIR=str(multi30k_run.work / "orig"), RECORDS_DIR=str(records),
               RESULTS_DIR=str(tmp_path / "results"), ARCHS=" ", AVERAGE_LAST="1",
               VARIANTS=f"transformer_diet_rel+long --max-update {budget}", LENGTH_EVAL_OPTIONS="",
               SEARCH_ERRORS_OPTIONS="--beams 10 --lenpens 0.6 --max-sentences 4")
    made = subprocess.run(["bash", str(RUN_SH), str(work)], env=env,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    assert made.returncode == 0, made.stdout[-4000:]
    run = work / "en-cs" / "checkpoints" / "transformer_diet_rel+long-seed1"
    kept = sorted(int(re.fullmatch(r"checkpoint_\d+_(\d+)\.pt", path.name).group(1))
                  for path in run.glob("checkpoint_*_*.pt"))
    # The multiples of MAX_UPDATE, and as without them the last AVERAGE_LAST of the others
    # (fairseq's --keep-interval-updates-pattern; the final update, at an epoch's end here,
    # is checkpoint_last.pt).
    assert [u for u in kept if u % MAX_UPDATE == 0 and u < budget] == [MAX_UPDATE, 2 * MAX_UPDATE], kept
    assert [u for u in kept if u % MAX_UPDATE] == [budget - 1], kept
    log = (run / "train.log").read_text()
    assert f"max_update={budget}," in log and f"keep_interval_updates_pattern={MAX_UPDATE}," in log, log[:3000]
    assert re.search(rf"num_updates {budget}\b", log), log[-3000:]
    recorded = records / "en-cs" / "checkpoints" / "transformer_diet_rel+long-seed1"
    assert (recorded / "options").read_text() == f"--max-update {budget}\n"
    drift = (recorded / "drift.txt").read_text()
    assert drift == (run / "drift.txt").read_text()
    assert drift.startswith(f"updates {MAX_UPDATE} to {budget}: Adam's bound"), drift
    assert "decoder.cross_positions.distance_bias" in drift and "|i-j| 0..4" in drift, drift
    # what lies between the model and its BLEU (search_errors.py), recorded too
    searched = (recorded / "search-errors.md").read_text()
    assert searched == (run / "search-errors.md").read_text()
    assert searched.startswith("# Search errors and scoring, transformer_diet_rel+long-seed1 "), searched[:200]
    for backend in ("reference", "blocks", "sdpa"):
        assert re.search(rf"^\| average \| {backend} \| 10 \| 0\.6 \| \d+ \| ", searched, re.M), searched
    assert "--max-len-a 1.2 --max-len-b 10" in searched and "--average-last 1" in searched
    assert "--beams 10 --lenpens 0.6 --max-sentences 4" in searched
    assert not re.search(r"^\| average \| (1|5) \| ", searched, re.M), searched  # the options' one setting
    assert re.search(r"^\| average \| reference \| 10 \| 0\.6 \| 40 \| ", searched, re.M), searched  # 4 x beam 10
    assert not list(records.rglob("*.pt"))
    assert not (work / "en-cs" / "checkpoints" / f"{ARCHS[0]}-seed1").exists()  # ARCHS=" ": none trained


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


def test_the_data_of_each_pair_is_fetched_into_the_work_directory(multi30k_run):
    """en-cs gets train, val and the test sets both its languages have, each checked; the
    results and records stay in the work directory too."""
    orig = multi30k_run.work / "orig"
    expected = sorted(f"{split}.{lang}.gz" for split in ("train", "val", "test_2016_flickr", "test_2018_flickr")
                      for lang in ("en", "cs"))
    assert sorted(p.name for p in orig.iterdir()) == expected
    for name in expected:
        assert (orig / name).read_bytes() == (multi30k_run.data / name).read_bytes()
    assert f"ok (sha256)  {orig}/train.cs.gz" in multi30k_run.finished.stdout
    assert (f"results in {multi30k_run.work}/results, records in {multi30k_run.work}/results/runs"
            in multi30k_run.finished.stdout)


def download_only(multi30k_run, work, **env):
    return subprocess.run(["bash", str(multi30k_run.command[1]), "--download-only", str(work)],
                          env=dict(multi30k_run.env, **env), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def test_offline_download_names_the_file_and_how_to_supply_it_by_hand(multi30k_run, tmp_path):
    result = download_only(multi30k_run, tmp_path / "work", MULTI30K_MIRROR="file:///nonexistent-multi30k-mirror")
    assert result.returncode == 1
    assert re.search(rf"error: stage download: missing file {tmp_path}/work/orig/\S+\.gz: cannot download "
                     r"file:///nonexistent-multi30k-mirror/\S+\.gz \(offline\? download data/task1/raw/\S+\.gz of "
                     r"https://github\.com/multi30k/dataset by hand into \S+/orig, set MULTI30K_DIR", result.stdout), \
        result.stdout
    assert not (tmp_path / "work" / "stamps").exists()


def test_download_resumes_a_partial_file_and_refuses_a_corrupt_one(multi30k_run, tmp_path):
    orig = tmp_path / "work" / "orig"
    orig.mkdir(parents=True)
    whole = (multi30k_run.data / "train.en.gz").read_bytes()
    (orig / "train.en.gz.part").write_bytes(whole[:len(whole) // 2])
    result = download_only(multi30k_run, tmp_path / "work")
    assert result.returncode == 0, result.stdout
    assert "stage download: done (--download-only)" in result.stdout
    assert (orig / "train.en.gz").read_bytes() == whole and not (orig / "train.en.gz.part").exists()
    assert not list(tmp_path.glob("work/*-*")), "--download-only prepared no pair"
    (orig / "val.cs.gz").write_bytes(b"not the file")
    again = download_only(multi30k_run, tmp_path / "work")
    assert again.returncode == 1
    assert f"error: stage download: file {orig}/val.cs.gz is corrupt or incomplete" in again.stdout


def test_a_multi30k_dir_of_ones_own_is_checked_and_never_downloaded_into(multi30k_run, tmp_path):
    own = tmp_path / "own"
    own.mkdir()
    for split in ("train", "val", "test_2016_flickr"):  # no other test set: the runs do not read them
        for lang in ("en", "cs"):
            (own / f"{split}.{lang}.gz").write_bytes((multi30k_run.data / f"{split}.{lang}.gz").read_bytes())
    ok = download_only(multi30k_run, tmp_path / "work", MULTI30K_DIR=str(own))
    assert ok.returncode == 0, ok.stdout
    assert "your copy: nothing is downloaded" in ok.stdout and "fetching" not in ok.stdout
    assert not (tmp_path / "work" / "orig").exists()
    (own / "val.cs.gz").unlink()
    missing = download_only(multi30k_run, tmp_path / "work", MULTI30K_DIR=str(own))
    assert missing.returncode == 1
    assert f"error: stage download: missing {own}/val.cs.gz (MULTI30K_DIR holds your copy of the data" in missing.stdout
    assert sorted(p.name for p in own.iterdir()) == sorted(f"{split}.{lang}.gz" for split in ("train", "test_2016_flickr")
                                                           for lang in ("en", "cs")) + ["val.en.gz"]


@pytest.mark.parametrize("flag, results", [([], "{work}/results"), (["--update-results-page"], "{repo}/examples/multi30k")])
def test_results_go_to_the_repository_page_only_when_asked(multi30k_run, tmp_path, flag, results):
    # RUNS is refused after the locations are logged, before any work.
    work = tmp_path / "work"
    result = subprocess.run(["bash", str(multi30k_run.command[1]), *flag, str(work)],
                            env=dict(multi30k_run.env, RUNS="en-cs"), stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    assert result.returncode == 1 and "RUNS: 'en-cs' is not PAIR:SEED" in result.stdout
    shown = results.format(work=work, repo=REPO)
    assert f"results in {shown}, records in {shown}/runs" in result.stdout


SHARED_MULTI30K = REPO.parent / "shared" / "data" / "multi30k"


@pytest.mark.skipif(not (SHARED_MULTI30K / "train.en.gz").is_file(), reason=f"no copy of Multi30k in {SHARED_MULTI30K}")
def test_the_checksum_table_matches_a_copy_of_the_official_files(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith("MULTI30K_")}
    result = subprocess.run(["bash", str(REPO / "examples" / "multi30k" / "run.sh"), "--download-only", str(tmp_path / "w")],
                            env=dict(env, MULTI30K_DIR=str(SHARED_MULTI30K), RUNS="en-de:1 en-cs:1"),
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    assert result.returncode == 0, result.stdout
    assert result.stdout.count("ok (sha256)") == 9


TEXTPROC = REPO / "examples" / "wmt18" / "textproc.py"


def text_lines(path):
    return path.read_text(encoding="utf-8").splitlines()


def within(pairs, cut):
    return [(src, tgt) for src, tgt in pairs if len(src.split()) <= cut and len(tgt.split()) <= cut]


def test_half_cut_is_the_smallest_that_keeps_half_of_the_pairs_and_the_cut_keeps_both_sides_within(tmp_path):
    # Longer side of each pair: 2, 4, 5, 3, 3, 6 pieces; 3 keeps three of six, 2 only one.
    pairs = [("a b", "x"), ("a b c d", "y"), ("a", "x y z w v"), ("a b c", "x y z"), ("a b", "x y z"),
             ("a b c d e f", "x")]
    src, tgt = tmp_path / "train.en", tmp_path / "train.de"
    src.write_text("".join(s + "\n" for s, _ in pairs), encoding="utf-8")
    tgt.write_text("".join(t + "\n" for _, t in pairs), encoding="utf-8")
    half = subprocess.run([sys.executable, str(TEXTPROC), "half-cut", str(src), str(tgt)],
                          capture_output=True, text=True, check=True)
    assert half.stdout == "3\n"
    out = tmp_path / "out.en", tmp_path / "out.de"
    cut = subprocess.run([sys.executable, str(TEXTPROC), "length-cut", "--max-pieces", "3", str(src), str(tgt),
                          *map(str, out)], capture_output=True, text=True, check=True)
    assert cut.stdout == "3 6\n"  # kept, of
    assert list(zip(*map(text_lines, out))) == within(pairs, 3)


def test_a_length_cut_keeps_the_pairs_within_it_in_a_directory_of_its_own(multi30k_run, tmp_path):
    """MAX_TRAIN_PIECES=half on the fixture's prepared en-cs (its data stages done; no
    architecture, so only the cut is made): WORKDIR/en-cs-maxN holds the training and
    validation pairs within the cut, the whole test set and the pair's dictionary, and
    length-cut.txt and the log say N and how many pairs remain."""
    work, records = tmp_path / "work", tmp_path / "records"
    shutil.copytree(multi30k_run.work / "en-cs", work / "en-cs", ignore=shutil.ignore_patterns("checkpoints"))
    (work / "stamps").mkdir(parents=True)
    shutil.copy(multi30k_run.work / "stamps" / "extract-en-cs.done", work / "stamps")
    records.mkdir()
    env = dict(multi30k_run.env, MULTI30K_DIR=str(multi30k_run.work / "orig"), RECORDS_DIR=str(records),
               ARCHS=" ", VARIANTS="", MAX_TRAIN_PIECES="half")
    command = ["bash", str(RUN_SH), str(work)]
    made = subprocess.run(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    assert made.returncode == 0, made.stdout[-4000:]
    pair = work / "en-cs"
    train = list(zip(text_lines(pair / "clean" / "train.en"), text_lines(pair / "clean" / "train.cs")))
    half = min(n for n in range(1, 1000) if 2 * len(within(train, n)) >= len(train))
    cut = work / f"en-cs-max{half}"
    assert f"stage cut-en-cs-max{half}: running" in made.stdout, made.stdout[-4000:]
    counts = {}
    for split in ("train", "valid"):
        pairs = list(zip(text_lines(pair / "clean" / f"{split}.en"), text_lines(pair / "clean" / f"{split}.cs")))
        kept = list(zip(text_lines(cut / "clean" / f"{split}.en"), text_lines(cut / "clean" / f"{split}.cs")))
        assert kept == within(pairs, half), split
        counts[split] = f"{split} {len(kept)} of {len(pairs)} pairs kept"
    assert 0 < len(within(train, half)) < len(train)
    for lang in ("en", "cs"):  # the test set whole, the vocabulary the pair's
        assert (cut / "raw" / f"test.{lang}").read_bytes() == (pair / "raw" / f"test.{lang}").read_bytes()
        assert (cut / "clean" / f"test.{lang}").read_bytes() == (pair / "clean" / f"test.{lang}").read_bytes()
        assert (cut / "data-bin" / f"dict.{lang}.txt").read_bytes() == (pair / "data-bin" / f"dict.{lang}.txt").read_bytes()
    stated = (cut / "length-cut.txt").read_text()
    assert stated.startswith(f"max_train_pieces {half} ") and f"half {half} " in stated, stated
    for split, line in counts.items():
        assert line in stated and f"length cut: {line}" in made.stdout, (split, stated)
    assert (records / "commands").read_text().startswith('MAX_TRAIN_PIECES=half ARCHS=" "')
    again = subprocess.run(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    assert again.returncode == 0 and f"stage cut-en-cs-max{half}: already done" in again.stdout, again.stdout[-4000:]
    wrong = subprocess.run(command, env=dict(env, MAX_TRAIN_PIECES="0"), stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, text=True)
    assert wrong.returncode != 0
    assert "MAX_TRAIN_PIECES: '0' is neither a positive number of pieces nor 'half'" in wrong.stdout


def test_position_figures_hatch_what_a_length_cut_never_trained(multi30k_run, tmp_path):
    plot_positions = REPO / "scripts" / "plot_positions.py"
    checkpoint = multi30k_run.work / "en-cs" / "checkpoints" / f"{ARCHS[1]}-seed1" / "eval" / "average.pt"
    result = subprocess.run([sys.executable, str(plot_positions), str(checkpoint), "--out", str(tmp_path),
                             "--positions", "12", "--trained-length", "5"], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr[-3000:]
    for stack in ("encoder.self_positions", "decoder.self_positions", "decoder.cross_positions"):
        png_size(tmp_path / f"{stack}.png")


def test_under_a_length_cut_a_variant_is_analysed_and_tabulated_beside_the_architectures(multi30k_run, tmp_path):
    """MAX_TRAIN_PIECES=half on the fixture's prepared en-cs, with `transformer` and
    VARIANT (a clip, as for testing a clip below the cut): the variant gets position
    figures, length translations in its record, and a row and a test against the
    transformer on the cut's length page; without a cut (the fixture's own run) it gets
    none of these."""
    work, records, out = tmp_path / "work", tmp_path / "records", tmp_path / "results"
    shutil.copytree(multi30k_run.work / "en-cs", work / "en-cs", ignore=shutil.ignore_patterns("checkpoints"))
    (work / "stamps").mkdir(parents=True)
    shutil.copy(multi30k_run.work / "stamps" / "extract-en-cs.done", work / "stamps")
    name, options = VARIANT
    env = dict(multi30k_run.env, MULTI30K_DIR=str(multi30k_run.work / "orig"), RECORDS_DIR=str(records),
               RESULTS_DIR=str(out), ARCHS=ARCHS[0], VARIANTS=f"{name} {options}", MAX_TRAIN_PIECES="half",
               AVERAGE_LAST="1")
    made = subprocess.run(["bash", str(RUN_SH), str(work)], env=env,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    assert made.returncode == 0, made.stdout[-4000:]
    label = re.search(r"stage cut-(en-cs-max\d+): running", made.stdout).group(1)
    figures = out / "positions" / label / f"{name}-seed1"
    for stack in ("encoder.self_positions", "decoder.self_positions", "decoder.cross_positions"):
        png_size(figures / f"{stack}.png")
    assert (records / label / "checkpoints" / f"{name}-seed1" / "length").is_dir()
    page = (out / f"length-{label}.md").read_text()
    assert re.search(rf"^\| {re.escape(name)}-seed1 \| \d+\.\d\d \| \d+\.\d\d ± \d+\.\d\d \| \d\.\d{{4}} \|$", page,
                     re.M), page
    assert not (multi30k_run.results / "positions" / "en-cs" / f"{name}-seed1").exists()
    assert not (multi30k_run.work / "en-cs" / "checkpoints" / f"{name}-seed1" / "length").exists()
