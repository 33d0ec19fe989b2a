"""fairseq's Python hub interface (``from_pretrained``, ``.translate()``) on a
fairseq_diet model, as docs/python.md shows it: its examples are run as written,
on a tiny model laid out as ``make demo`` leaves one."""

import os
import re
import subprocess
import sys

import pytest

from cli_helpers import USER_DIR, run, train
from model_helpers import REPO

from fairseq.models.transformer import TransformerModel
from fairseq_diet.models.transformer_diet import DietTransformerModel

# Its tests share module-scoped fixtures: under pytest-xdist one worker runs them all.
pytestmark = pytest.mark.xdist_group("test_python_api")

DOC = REPO / "docs" / "python.md"
SCRIPTS = REPO / "scripts"
WORK = "demo-work/numbers-en-de-transformer_diet_rel"  # make demo's, relative to the repository
SENTENCE = "twenty-one and three"


def doc_examples():
    """The Python examples of docs/python.md: (the import one, the user_dir one, the EMA export)."""
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert len(blocks) == 3 and "user_dir=" in blocks[1] and "import fairseq_diet" in blocks[0]
    assert "save_ema_as_checkpoint" in blocks[2]
    return blocks


def test_the_documented_ema_export_writes_the_averaged_weights_as_a_checkpoint(data_bin, tmp_path):
    import torch
    from fairseq import checkpoint_utils

    *_, example = doc_examples()
    save_dir = tmp_path / "checkpoints" / "diet_rel"
    train(data_bin, "transformer_diet_rel", save_dir, "--store-ema", "--ema-decay", "0.5")
    python(example, tmp_path, pythonpath=REPO)
    trained = torch.load(save_dir / "checkpoint_last.pt", weights_only=True)
    (model,), _ = checkpoint_utils.load_model_ensemble([str(save_dir / "ema.pt")],
                                                       arg_overrides={"data": str(data_bin)})
    for name, value in model.state_dict().items():
        assert torch.equal(value, trained["extra_state"]["ema"][name]), name
    assert any(not torch.equal(value, trained["model"][name]) for name, value in model.state_dict().items())


def python(code, cwd, pythonpath=None, check=True):
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD")}
    if pythonpath is not None:  # (not the repository: the installed package only)
        env["PYTHONPATH"] = str(pythonpath)
    result = subprocess.run([sys.executable, "-c", code], cwd=cwd, env=env,
                            capture_output=True, text=True, timeout=600)
    if check:
        assert result.returncode == 0, result.stderr[-3000:]
    return result


@pytest.fixture(scope="module")
def repository(tmp_path_factory):
    """A directory laid out as the repository after ``make demo``: the plugin
    and a (tiny, briefly trained) demo model with its data and sentencepiece model."""
    root = tmp_path_factory.mktemp("repository")
    (root / "fairseq_diet").symlink_to(REPO / "fairseq_diet")
    work = root / WORK
    raw, pieces = work / "raw", work / "pieces"
    for tool in (["number_words.py", "--out-dir", raw, "--train", "300", "--valid", "10",
                  "--test", "1", "--max-numbers", "2"],
                 ["subword.py", "learn", "--method", "sentencepiece", "--vocab-size", "100",
                  "--model-prefix", work / "spm" / "spm", raw / "train.en", raw / "train.de"]):
        subprocess.run([sys.executable, SCRIPTS / tool[0], *tool[1:]], check=True,
                       capture_output=True)
    pieces.mkdir()
    for split in ("train", "val"):
        for lang in ("en", "de"):
            with open(raw / f"{split}.{lang}") as text, open(pieces / f"{split}.{lang}", "w") as out:
                subprocess.run([sys.executable, SCRIPTS / "subword.py", "encode",
                                "--model-prefix", work / "spm" / "spm"],
                               stdin=text, stdout=out, check=True)
    run("fairseq-preprocess", "--source-lang", "en", "--target-lang", "de",
        "--trainpref", str(pieces / "train"), "--validpref", str(pieces / "val"),
        "--destdir", str(work / "bin"), "--joined-dictionary", "--workers", "1")
    # At most 24 target positions: the briefly trained model does not end its
    # sentences by itself, and decoding then stops after 23 tokens.
    train(work / "bin", "transformer_diet_rel", work / "checkpoints",
          "--max-source-positions", "24", "--max-target-positions", "24",
          "--skip-invalid-size-inputs-valid-test")
    return root


@pytest.fixture(scope="module")
def interactive_translation(repository):
    """fairseq-interactive's best hypothesis (its D- line) for SENTENCE."""
    work = repository / WORK
    result = run("fairseq-interactive", str(work / "bin"), "--user-dir", USER_DIR,
                 "--path", str(work / "checkpoints" / "checkpoint_best.pt"),
                 "--source-lang", "en", "--target-lang", "de",
                 "--bpe", "sentencepiece", "--sentencepiece-model", str(work / "spm" / "spm.model"),
                 "--beam", "10", "--lenpen", "0.6", "--cpu", input=SENTENCE + "\n")
    (line,) = [line for line in result.stdout.splitlines() if line.startswith("D-0\t")]
    return line.split("\t")[2]


def test_the_documented_import_way_translates_as_fairseq_interactive_does(
        repository, interactive_translation):
    example, _, _ = doc_examples()
    assert f'"{WORK}"' in example and f'"{SENTENCE}"' in example and "beam=10, lenpen=0.6" in example
    translation = python(example, repository, pythonpath=REPO).stdout.splitlines()[-1]
    assert translation == interactive_translation and translation.strip()


def test_the_documented_user_dir_way_translates_as_fairseq_interactive_does(
        repository, interactive_translation):
    _, example, _ = doc_examples()
    assert f'"{WORK}"' in example and f'"{SENTENCE}"' in example and "beam=10, lenpen=0.6" in example
    # Nothing in the example imports the plugin: fairseq does, from user_dir.
    where = '\nimport sys; print(sys.modules["fairseq_diet"].__file__, file=sys.stderr)'
    result = python(example + where, repository)
    assert result.stdout.splitlines()[-1] == interactive_translation
    assert result.stderr.splitlines()[-1] == str(repository / "fairseq_diet" / "__init__.py")


def test_the_plugin_model_offers_no_pretrained_vanilla_transformers():
    assert TransformerModel.hub_models()  # fairseq's own, which the plugin's model inherits
    assert DietTransformerModel.hub_models() == {}
