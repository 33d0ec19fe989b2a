"""The README's commands run as printed, in order, on a fresh checkout.

Each ```bash and ```python block of the README is either run here, the bash ones step by
step (`# N.` comments) on generated text at tiny size (only sizes and update counts are
changed: TINY_CHAIN, TINY_GPU), or named in ELSEWHERE with what runs it instead. The
own-data chain trains with its CPU-sized step 3; the GPU-sized step 3 printed below it
trains beside it, on the same data. The Python example translates with the model the chain
trained, also from a script beside a folder named fairseq_diet, and the error the README
quotes for loading that model without the plugin is the one torch gives. The paths the
commands create are ignored by git.
"""
import os
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cli_helpers import TINY_MODEL
from model_helpers import REPO

sys.path.insert(0, str(REPO / "tests" / "fixtures"))
from make_wmt18_archives import lexicon, sentence_pairs  # noqa: E402

# The checkout fixture is built once: under pytest-xdist one worker runs these tests.
pytestmark = pytest.mark.xdist_group("test_readme")

README = REPO / "README.md"
SIZES = {"train": 300, "valid": 20, "test": 12}
# A block's first command -> where what it runs is tested instead.
ELSEWHERE = {
    "make venv": "these tests run in the environment that `make venv` builds",
    "make demo": "tests/test_demo_pipeline.py runs scripts/demo.sh, which `make demo` runs, at tiny size",
    "examples/wmt18/prepare.sh": "tests/test_wmt18_recipe.py runs the three scripts on generated archives",
    "examples/multi30k/run.sh": "tests/test_multi30k_recipe.py runs it on generated files through a mirror",
    "make test": "the test suite itself",
}
# (as printed, at tiny size): sizes and update counts only. The chain's step 3 keeps its CPU sizes.
TINY_CHAIN = [
    ("--vocab-size 8000", "--vocab-size 100"),
    ("--max-update 1200", "--max-update 4"),
    ("--save-interval-updates 100 ", "--save-interval-updates 1 "),
    ("--workers 4", "--workers 1"),
    ("--beam 10", "--beam 2"),
]
TINY_GPU = [
    ("--arch transformer_diet_rel", "--arch transformer_diet_rel " + " ".join(TINY_MODEL)),
    ("--warmup-updates 4000", "--warmup-updates 2"),
    ("--update-freq 6", "--update-freq 1"),
    ("--max-update 100000", "--max-update 4"),
    ("--save-interval-updates 1000", "--save-interval-updates 1"),
]


def blocks(language):
    return re.findall(rf"^```{language}\n(.*?)^```", README.read_text(encoding="utf-8"), re.S | re.M)


def first_command(block):
    return next(line for line in block.splitlines() if line.strip() and not line.startswith("#"))


def steps(block):
    """A block cut at its `# N.` comments: {N: the commands of step N}."""
    parts = re.split(r"^# (\d+)\. .*\n(?:#  .*\n)*", block, flags=re.M)
    assert parts[0].strip() == "", "commands before the first numbered step"
    return {int(number): commands for number, commands in zip(parts[1::2], parts[2::2])}


def elsewhere(block):
    return next((name for name in ELSEWHERE if first_command(block).startswith(name)), None)


def run_here(language):
    """The blocks of a language that this test runs."""
    return [block for block in blocks(language) if elsewhere(block) is None]


def chain_and_gpu_step():
    """The own-data chain (steps 1 to 7) and the GPU-sized step 3 printed after it."""
    chain, gpu_step = run_here("bash")
    assert sorted(steps(chain)) == list(range(1, 8)) and sorted(steps(gpu_step)) == [3]
    return chain, gpu_step


def at_tiny_size(block, sizes):
    for printed, tiny in sizes:
        assert printed in block, f"the README's command no longer holds {printed!r}: update TINY_CHAIN or TINY_GPU"
        block = block.replace(printed, tiny)
    return block


def environment():
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD")}
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"  # .venv active
    env["CUDA_VISIBLE_DEVICES"] = ""
    return env


def write_raw_text(raw):
    """data/raw/{train,valid,test}.{en,de}: generated English and German-looking sentences."""
    rng = random.Random(7)
    words = lexicon("de", rng)
    raw.mkdir(parents=True)
    for split, size in SIZES.items():
        pairs = sentence_pairs(words, size, rng)
        for lang, side in (("en", 0), ("de", 1)):
            (raw / f"{split}.{lang}").write_text("".join(pair[side] + "\n" for pair in pairs), encoding="utf-8")


@pytest.fixture(scope="module")
def checkout(tmp_path_factory):
    """A directory laid out as the repository (its scripts and plugin) with data/raw, after the
    steps of the README's bash block ran in it in order: (directory, {step: its result})."""
    root = tmp_path_factory.mktemp("checkout")
    for name in ("scripts", "fairseq_diet"):
        (root / name).symlink_to(REPO / name)
    write_raw_text(root / "data" / "raw")
    chain, _ = chain_and_gpu_step()
    return root, {number: run_step(root, number, commands)
                  for number, commands in steps(at_tiny_size(chain, TINY_CHAIN)).items()}


def run_step(root, number, commands):
    result = subprocess.run(["bash", "-euo", "pipefail", "-c", commands], cwd=root,
                            env=environment(), capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, f"step {number}:\n{commands}\n{result.stderr[-4000:]}"
    return result


def test_every_block_is_run_here_or_what_runs_it_is_named():
    readme = blocks("bash") + blocks("python")
    names = [elsewhere(block) for block in readme]
    assert sorted(name for name in names if name) == sorted(ELSEWHERE), "ELSEWHERE names a block the README lost"
    assert len(run_here("bash")) == 2 and len(run_here("python")) == 1


def test_the_own_data_commands_run_as_printed(checkout):
    root, steps_run = checkout
    assert sorted(steps_run) == list(range(1, 8))
    assert re.search(r"subword\.py: wrote data/spm\.model, data/spm\.vocab: \d+ pieces", steps_run[1].stderr)
    assert (root / "data" / "bin" / "test.en-de.en.bin").is_file()
    assert (root / "checkpoints" / "diet_rel" / "average.pt").is_file()
    hypotheses = (root / "checkpoints" / "diet_rel" / "hyp.test.de").read_text(encoding="utf-8").splitlines()
    assert len(hypotheses) == SIZES["test"]
    assert re.match(r"BLEU = \d+\.\d+ ", steps_run[5].stdout) and "sacreBLEU signature: " in steps_run[5].stdout
    # fairseq-interactive's translations of the two sentences on its input, one line each.
    assert len(steps_run[6].stdout.splitlines()) == 2, steps_run[6].stdout
    assert re.search(r"valid on 'test' subset \| loss \d", steps_run[7].stdout + steps_run[7].stderr)


def test_the_gpu_sized_step_3_trains_on_the_chains_data(checkout, tmp_path):
    """In a directory of its own, beside the chain's checkpoints, on the data of its step 2."""
    root, _ = checkout
    _, gpu_step = chain_and_gpu_step()
    for name in ("scripts", "fairseq_diet", "data"):
        (tmp_path / name).symlink_to(root / name)
    result = run_step(tmp_path, 3, steps(at_tiny_size(gpu_step, TINY_GPU))[3])
    assert "done training" in result.stdout + result.stderr
    assert (tmp_path / "checkpoints" / "diet_rel" / "checkpoint_last.pt").is_file()


def test_the_python_example_translates_with_that_model(checkout):
    root, _ = checkout
    (example,) = run_here("python")
    result = subprocess.run([sys.executable, "-c", example], cwd=root, env=environment(),
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-3000:]
    assert result.stdout.strip()


def test_the_python_example_runs_beside_a_folder_named_fairseq_diet(checkout):
    """A clone named fairseq_diet beside the script is first on the path and has no __init__.py of its
    own: the installed package is still the one imported (docs/install.md), and loads the model."""
    root, _ = checkout
    (example,) = run_here("python")
    beside = root / "user-scripts"
    (beside / "fairseq_diet" / "fairseq_diet").mkdir(parents=True)  # a clone's layout: the package one level down
    (beside / "translate.py").write_text(example + "print(fairseq_diet.__file__)\n", encoding="utf-8")
    result = subprocess.run([sys.executable, str(beside / "translate.py")], cwd=root, env=environment(),
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-3000:]
    translation, package = result.stdout.strip().splitlines()[-2:]
    assert translation.strip()
    assert Path(package).parent.joinpath("checkpoint_safety.py").is_file() and "user-scripts" not in package


def test_loading_without_the_plugin_fails_with_the_error_the_readme_quotes(checkout):
    root, _ = checkout
    (example,) = run_here("python")
    without = example.replace("import fairseq_diet", "pass", 1)
    assert without != example
    result = subprocess.run([sys.executable, "-c", without], cwd=root, env=environment(),
                            capture_output=True, text=True, timeout=600)
    assert result.returncode != 0
    (quoted,) = blocks("text")
    plain = re.sub(r"\x1b\[[0-9;]*m", "", result.stderr)  # torch sets a phrase in bold for terminals
    first = next(line for line in plain.splitlines() if line.startswith("_pickle.UnpicklingError: "))
    assert first.rstrip() == quoted.strip()
    assert "fairseq_diet.checkpoint_safety.DietModelArgs" in result.stderr


def test_fairseq_generate_without_the_user_dir_fails_with_the_error_the_readme_quotes(checkout):
    """The README explains the error where command-line users meet it: a fairseq command without
    --user-dir fairseq_diet."""
    root, _ = checkout
    result = subprocess.run([str(Path(sys.executable).parent / "fairseq-generate"), "data/bin",
                             "--path", "checkpoints/diet_rel/average.pt", "--task", "translation",
                             "--source-lang", "en", "--target-lang", "de", "--gen-subset", "test", "--beam", "2",
                             "--cpu"], cwd=root, env=environment(), capture_output=True, text=True, timeout=600)
    assert result.returncode != 0
    (quoted,) = blocks("text")
    plain = re.sub(r"\x1b\[[0-9;]*m", "", result.stderr)
    first = next(line for line in plain.splitlines() if line.startswith("_pickle.UnpicklingError: "))
    assert first.rstrip() == quoted.strip()
    assert "fairseq_diet.checkpoint_safety.DietModelArgs" in result.stderr
    after_the_quote = README.read_text(encoding="utf-8").split("```text\n", 1)[1].split("```\n", 1)[1]
    assert "--user-dir" in after_the_quote.strip().split("\n\n")[0], "the fix is given below the quote"


def test_the_readme_stays_short_enough_to_find_the_commands_first():
    lines = README.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= 221, len(lines)
    first_block = next(i for i, line in enumerate(lines) if line.startswith("```bash"))
    assert first_block < 20, "the first command comes after the introduction and nothing else"


@pytest.mark.skipif(shutil.which("git") is None or not (REPO / ".git").exists(), reason="not a git checkout")
def test_git_ignores_what_the_commands_create_and_nothing_tracked():
    def ignored(path):
        return subprocess.run(["git", "check-ignore", "-q", path], cwd=REPO).returncode == 0

    for created in ("data/raw/train.en", "checkpoints/diet_rel/average.pt", "work/multi30k/orig/train.en.gz",
                    "demo-work/numbers-en-de-transformer_diet_rel/settings"):
        assert ignored(created), created
    for elsewhere_in_the_tree in ("examples/multi30k/data/x", "tests/fixtures/checkpoints/x", "docs/work/x"):
        assert not ignored(elsewhere_in_the_tree), elsewhere_in_the_tree
    tracked = subprocess.run(["git", "ls-files", "-ci", "--exclude-standard"], cwd=REPO, capture_output=True,
                             text=True, check=True).stdout
    assert tracked == ""


MULTI30K = REPO / "examples" / "multi30k"


def results_section():
    """The README from its table of the Multi30k runs on, in paragraphs: the table first."""
    text = README.read_text(encoding="utf-8")
    start = re.search(r"^\| architecture \| en-de seed 1 \|", text, re.M)
    assert start, "the README has no Multi30k results table"
    return text[start.start():].split("\n\n")


def results_table():
    """The README's table of the Multi30k runs: (column names, rows of cells)."""
    lines = results_section()[0].splitlines()
    cells = [[cell.strip() for cell in line.strip().strip("|").split("|")] for line in lines]
    return cells[0], [row for row in cells[2:]]


def recorded_run(pair, seed, arch, options):
    """The record directory of arch with extra options for a pair and seed: the main runs share
    their settings, a variant's are theirs with its options appended. None if none matches."""
    checkpoints = MULTI30K / "runs" / pair / "checkpoints"
    base = (checkpoints / f"transformer-seed{seed}" / "settings").read_text().split()
    for run in sorted(checkpoints.glob(f"{arch}*-seed{seed}")):
        if not re.fullmatch(rf"{re.escape(arch)}(\+[^/]+)?-seed{seed}", run.name):
            continue
        settings = (run / "settings").read_text().split()
        if settings[:len(base)] == base and settings[len(base):] == options:
            return run
    return None


def page_p_values():
    """{(pair, seed, run name): p (BLEU)} from the bootstrap tables of examples/multi30k/RESULTS.md."""
    values = {}
    for pair, table in re.findall(r"^### (\S+): paired bootstrap resampling against transformer\n\n(.*?)\n\n",
                                  (MULTI30K / "RESULTS.md").read_text(encoding="utf-8"), re.S | re.M):
        header, _, *rows = [[c.strip() for c in line.strip("|").split("|")] for line in table.splitlines()]
        for row in rows:
            entry = dict(zip(header, row))
            values[pair, int(entry["seed"]), entry["architecture"]] = entry["p (BLEU)"]
    return values


def test_the_results_table_holds_the_recorded_numbers():
    """Every BLEU in the README's Multi30k table is its run's recorded eval/bleu.txt, every p the
    page's paired test of that run (to two significant digits), every mean the mean of the
    seeds' cells, and every '–' a run that has no record."""
    columns, rows = results_table()
    p_values = page_p_values()
    checked = 0
    for row in rows:
        arch, *options = row[0].strip("`").split()
        seeds = {}
        for column, cell in zip(columns[1:], row[1:]):
            pair, *kind = column.split()
            if kind == ["mean"]:
                expected = [bleu for (of, _), bleu in seeds.items() if of == pair]
                if cell == "–":
                    assert None in expected or len(expected) < 2, f"{row[0]}, {column}: a mean is missing"
                else:
                    assert float(cell) == pytest.approx(sum(expected) / len(expected), abs=0.0051), f"{row[0]}, {column}"
                continue
            seed = int(kind[-1])
            run = recorded_run(pair, seed, arch, options)
            if cell == "–":
                assert run is None or not (run / "eval" / "bleu.txt").is_file(), f"{row[0]}, {column}: recorded in {run}"
                seeds[pair, seed] = None
                continue
            assert run is not None, f"{row[0]}, {column}: no record of this run under {MULTI30K / 'runs'}"
            bleu = float(re.match(r"BLEU = ([\d.]+)", (run / "eval" / "bleu.txt").read_text()).group(1))
            match = re.fullmatch(r"([\d.]+)(?: \(([\d.]+)\))?", cell)
            assert match and float(match.group(1)) == bleu, f"{row[0]}, {column}: {cell}, recorded {bleu}"
            seeds[pair, seed] = bleu
            if arch == "transformer" and not options:
                assert match.group(2) is None, f"{row[0]}, {column}: the baseline has no p"
            else:
                page = p_values[pair, seed, run.name.rsplit("-seed", 1)[0]]
                assert match.group(2) is not None, f"{row[0]}, {column}: no p"
                assert float(match.group(2)) == float(f"{float(page):.2g}"), f"{row[0]}, {column}: p {match.group(2)}, page {page}"
            checked += 1
    assert checked >= 24


NUMBER_WORDS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
                "eight": "8", "nine": "9", "ten": "10"}


def numbers(text):
    """The numbers of a text, number words as digits, links' targets left out."""
    text = re.sub(r"\]\([^)]*\)", "]", text)
    text = re.sub(r"\b(" + "|".join(NUMBER_WORDS) + r")\b", lambda m: NUMBER_WORDS[m.group(1).lower()], text,
                  flags=re.I)
    return re.findall(r"\d[\d,.]*\d|\d", text)


def test_the_results_paragraph_says_only_what_the_page_opens_with():
    """Each number of the README's reading of the Multi30k runs (the lines after its table) stands in
    the page's opening section, "What the runs support", which results.py writes from the records."""
    paragraph = results_section()[1]
    page = (MULTI30K / "RESULTS.md").read_text(encoding="utf-8")
    opening = re.search(r"^## What the runs support\n(.*?)^## ", page, re.S | re.M).group(1)
    said, opened = numbers(paragraph), set(numbers(opening))
    assert said, paragraph
    missing = [number for number in said if number not in opened]
    assert not missing, f"README's results paragraph has {missing}, which the page's opening section lacks"
