"""The WMT18 recipe (examples/wmt18) end to end on tiny generated archives.

prepare.sh -> train.sh -> evaluate.sh runs for en-de (sentencepiece) and cs-en
(subword-nmt) with a tiny model on CPU; the error cases and the idempotent rerun
are checked on the same archives. Nothing here touches the network: archives come
from tests/fixtures/make_wmt18_archives.py and WMT18_MIRROR points at a local path.
"""
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
WMT18 = REPO / "examples" / "wmt18"
sys.path.insert(0, str(REPO / "tests" / "fixtures"))
from make_wmt18_archives import make_archives, make_czeng  # noqa: E402

from forked_tools import RECIPES  # noqa: E402

# Its tests share module-scoped fixtures: under pytest-xdist one worker runs them all.
pytestmark = pytest.mark.xdist_group("test_wmt18_recipe")

TRAIN_LINES = 120  # per corpus; each corpus also gets one empty and one badly aligned pair
TEST_LINES = 30
RAW_TRAIN_LINES = 3 * (TRAIN_LINES + 2)
CZENG_LINES = 40
STAGES = ["download", "extract", "normalize", "learn-subword", "apply-subword", "clean", "binarize"]
TINY_MODEL = [
    "--encoder-layers", "1", "--decoder-layers", "1",
    "--encoder-embed-dim", "32", "--decoder-embed-dim", "32",
    "--encoder-ffn-embed-dim", "64", "--decoder-ffn-embed-dim", "64",
    "--encoder-attention-heads", "2", "--decoder-attention-heads", "2",
    "--max-tokens", "1000", "--update-freq", "1", "--max-update", "8",
    "--warmup-updates", "2", "--num-workers", "0",
]


def recipe_env(**overrides):
    env = dict(os.environ)
    env.update(
        PYTHON=sys.executable,
        PATH=os.path.dirname(sys.executable) + os.pathsep + env.get("PATH", ""),
        VOCAB_SIZE="200",
        WORKERS="1",
        CUDA_VISIBLE_DEVICES="",  # CPU, even where a GPU is present
        WMT18_MIRROR="file:///nonexistent-wmt18-mirror",  # never the network
    )
    env.update(RECIPES.python(env))  # its scripts forked from a server that has imported fairseq
    env.update(overrides)
    return env


def run(script, *args, **env):
    return subprocess.run(["bash", str(WMT18 / script), *map(str, args)], env=recipe_env(**env),
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def ok(result):
    assert result.returncode == 0, result.stdout[-4000:]
    return result.stdout


def line_count(path):
    with open(path, "rb") as f:
        return sum(1 for _ in f)


def tree_digest(root, subdirs):
    """{relative path: (sha1, mtime)} of every file under root/subdir."""
    digest = {}
    for sub in subdirs:
        for path in sorted((root / sub).rglob("*")):
            if path.is_file():
                digest[str(path.relative_to(root))] = (hashlib.sha1(path.read_bytes()).hexdigest(),
                                                       path.stat().st_mtime_ns)
    return digest


def sgm_segments(archive, member):
    """The segments of an SGM member, read independently of the recipe's code."""
    with tarfile.open(archive) as tar:
        data = tar.extractfile(member).read().decode("utf-8")
    return [" ".join(m.split()) for m in re.findall(r'<seg id="\d+">(.*?)</seg>', data)]


@pytest.fixture(scope="module")
def archives(tmp_path_factory):
    out = tmp_path_factory.mktemp("wmt18-archives")
    make_archives(out, train_lines=TRAIN_LINES, test_lines=TEST_LINES)
    return out


@pytest.fixture(scope="module")
def en_de(archives, tmp_path_factory):
    """A WORKDIR prepared for en-de, and the log of its preparation."""
    workdir = tmp_path_factory.mktemp("en-de")
    log = ok(run("prepare.sh", "en-de", workdir, "--checksums", archives / "checksums.txt",
                 WMT18_ORIG=str(archives)))
    return workdir, log


def test_prepare_extracts_cleans_and_binarises_the_pair(en_de, archives):
    workdir, log = en_de
    for stage in STAGES:
        assert f"stage {stage}: done" in log
    assert re.search(rf"{RAW_TRAIN_LINES} lines  \S+/raw/train\.de", log), "line counts are logged"
    for lang in ("en", "de"):
        assert line_count(workdir / "raw" / f"train.{lang}") == RAW_TRAIN_LINES
        assert line_count(workdir / "raw" / f"valid.{lang}") == TEST_LINES
        assert line_count(workdir / "raw" / f"test.{lang}") == TEST_LINES
    # Cleaning dropped the empty and the badly aligned pair of each corpus, nothing else.
    assert line_count(workdir / "clean" / "train.en") == line_count(workdir / "clean" / "train.de") \
        == RAW_TRAIN_LINES - 6
    # The reference is newstest2018's ende reference, SGM stripped as sacreBLEU does.
    expected = sgm_segments(archives / "wmt18" / "test.tgz", "test/newstest2018-ende-ref.de.sgm")
    assert (workdir / "raw" / "test.de").read_text(encoding="utf-8").splitlines() == expected
    valid = sgm_segments(archives / "wmt17" / "test.tgz", "test/newstest2017-ende-src.en.sgm")
    assert (workdir / "raw" / "valid.en").read_text(encoding="utf-8").splitlines() == valid
    assert (workdir / "subword" / "model.model").is_file()
    for split in ("train", "valid", "test"):
        assert (workdir / "data-bin" / f"{split}.en-de.en.bin").is_file()
    normalised = (workdir / "norm" / "train.de").read_text(encoding="utf-8")
    assert "\r" not in normalised and "\u2028" not in normalised
    # fairseq-preprocess saw as many sentences as the cleaned files have lines on both
    # sides (a carriage return inside a line would otherwise add one).
    binarised = dict(re.findall(r"\] \S+/clean/(train\.\w+): (\d+) sents",
                                (workdir / "data-bin" / "preprocess.log").read_text()))
    assert binarised == {"train.en": str(RAW_TRAIN_LINES - 6), "train.de": str(RAW_TRAIN_LINES - 6)}
    assert (workdir / "data-bin" / "dict.en.txt").read_text() == (workdir / "data-bin" / "dict.de.txt").read_text()


TYPOGRAPHIC = {"en": "“”—", "de": "„“–"}  # what the fixture's archives hold on each side


def holds_typographic_punctuation(path, lang):
    text = path.read_text(encoding="utf-8")
    return all(mark in text for mark in TYPOGRAPHIC[lang])


def test_default_keeps_typographic_quotes_and_dashes_on_both_sides(en_de):
    workdir, _ = en_de
    for split in ("train", "test"):
        for lang in ("en", "de"):
            assert holds_typographic_punctuation(workdir / "raw" / f"{split}.{lang}", lang)
            assert holds_typographic_punctuation(workdir / "norm" / f"{split}.{lang}", lang), \
                f"norm/{split}.{lang} lost its typographic quotes or dashes"


@pytest.mark.parametrize("sides", ["source", "both"])
def test_normalize_punctuation_option_normalises_only_the_sides_asked_for(en_de, archives, tmp_path, sides):
    workdir = tmp_path / "w"
    shutil.copytree(en_de[0], workdir, ignore=shutil.ignore_patterns("checkpoints"))
    # MAX_LEN=0 leaves no training pair, so the run stops at the clean stage, after normalize.
    result = run("prepare.sh", "en-de", workdir, "--normalize-punctuation", sides,
                 "--checksums", archives / "checksums.txt", WMT18_ORIG=str(archives), MAX_LEN="0")
    assert "stage extract: already done, skipping" in result.stdout
    assert "stage normalize: done" in result.stdout and "error: stage clean: cleaning" in result.stdout
    for split in ("train", "valid", "test"):
        source = (workdir / "norm" / f"{split}.en").read_text(encoding="utf-8")
        assert not any(mark in source for mark in TYPOGRAPHIC["en"]) and '"' in source and " - " in source
        target = workdir / "norm" / f"{split}.de"
        if sides == "both":
            text = target.read_text(encoding="utf-8")
            assert not any(mark in text for mark in TYPOGRAPHIC["de"]) and '"' in text and " - " in text
        else:
            assert holds_typographic_punctuation(target, "de")


def test_rerun_skips_finished_stages_and_keeps_outputs(en_de, archives):
    workdir, _ = en_de
    outputs = ["raw", "norm", "subword", "sub", "clean", "data-bin"]
    before = tree_digest(workdir, outputs)
    log = ok(run("prepare.sh", "en-de", workdir, "--checksums", archives / "checksums.txt",
                 WMT18_ORIG=str(archives)))
    for stage in STAGES:
        assert f"stage {stage}: already done, skipping" in log
        assert f"stage {stage}: running" not in log
    assert tree_digest(workdir, outputs) == before


def test_changed_setting_redoes_that_stage_and_the_later_ones(en_de, archives, tmp_path):
    workdir = tmp_path / "w"
    shutil.copytree(en_de[0], workdir, ignore=shutil.ignore_patterns("checkpoints"))
    log = ok(run("prepare.sh", "en-de", workdir, "--checksums", archives / "checksums.txt",
                 WMT18_ORIG=str(archives), MAX_LEN="8"))
    for stage in ["download", "extract", "normalize", "learn-subword", "apply-subword"]:
        assert f"stage {stage}: already done, skipping" in log
    for stage in ["clean", "binarize"]:
        assert f"stage {stage}: running" in log
    assert line_count(workdir / "clean" / "train.en") < RAW_TRAIN_LINES - 6


def stored_config(checkpoint):
    """The configuration fairseq stored in a checkpoint (cfg: common, model, optimizer, ...)."""
    import fairseq_diet  # noqa: F401  (torch loads the plugin's stored options only with it)
    from fairseq import checkpoint_utils

    return checkpoint_utils.load_checkpoint_to_cpu(str(checkpoint))["cfg"]


def test_train_and_evaluate_score_newstest2018_with_sacrebleu(en_de):
    """SETUP=fairseq: today's fairseq setup, evaluated as before (the last checkpoints
    averaged, fairseq's --lenpen)."""
    workdir, _ = en_de
    log = ok(run("train.sh", "en-de", "transformer", workdir, *TINY_MODEL, SAVE_INTERVAL_UPDATES="3",
                 SETUP="fairseq"))
    assert "--cpu" in log and "0 GPU(s)" in log
    checkpoints = workdir / "checkpoints" / "transformer"
    assert (checkpoints / "setup").read_text() == "fairseq\n"
    cfg = stored_config(checkpoints / "checkpoint_last.pt")
    assert cfg["model"].encoder_normalize_before is False and cfg["model"].decoder_normalize_before is False
    assert (cfg["model"].attention_dropout, cfg["model"].activation_dropout) == (0.0, 0.0)
    assert eval(cfg["optimizer"].adam_betas) == (0.9, 0.98) and cfg["optimizer"].adam_eps == 1e-8
    assert cfg["optimization"].lr == [7e-4] and cfg["lr_scheduler"].warmup_init_lr == 1e-7
    numbered = sorted(path.name for path in checkpoints.glob("checkpoint_*_*.pt"))
    assert [int(name.split("_")[2][:-3]) for name in numbered] == [3, 6], numbered
    assert not list(checkpoints.glob("checkpoint[0-9]*.pt")), "no epoch checkpoints by default"
    assert "num_updates 8" in (checkpoints / "train.log").read_text()

    # Training stopped at update 8, between two saves: checkpoint_last.pt holds it.
    log = ok(run("evaluate.sh", "en-de", workdir, checkpoints, "--max-len-b", "10"))
    assert "checkpoint_last.pt holds update 8, after the newest numbered checkpoint (update 6)" in log
    assert re.search(rf"averaging 3 checkpoint\(s\): \S+/{numbered[0]} \S+/{numbered[1]} \S+/checkpoint_last\.pt", log)
    assert "stage generate: beam 10, lenpen 0.6" in log
    assert "decoding: SETUP=fairseq; beam 10; length penalty: fairseq's --lenpen 0.6" in log
    # fairseq-generate wrote pieces, and evaluate.sh tells score.py so: it does not guess.
    assert "hypotheses as pieces" in log and "score.py: note" not in log
    assert re.search(r"^BLEU = \d+\.\d+ ", log, re.M)
    assert "nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp" in log
    hypotheses = (checkpoints / "eval" / "hyp.de").read_text(encoding="utf-8").splitlines()
    assert len(hypotheses) == TEST_LINES
    assert not any("▁" in h for h in hypotheses), "subwords are decoded"
    generated = (checkpoints / "eval" / "generate-test.txt").read_text(encoding="utf-8")
    assert sorted(int(i) for i in re.findall(r"^H-(\d+)\t", generated, re.M)) == list(range(TEST_LINES))
    assert (checkpoints / "eval" / "bleu.txt").read_text().startswith("BLEU = ")


def test_a_training_resumed_after_its_first_epoch_ends_as_an_uninterrupted_one(en_de, tmp_path):
    """Rerunning train.sh resumes from checkpoint_last.pt with the batches an uninterrupted
    training sees (by default fairseq would regroup them, seeded with the resumed epoch),
    and with the same dropout: the final weights and Adam moments are equal to the bit."""
    workdir, _ = en_de
    straight, resumed = tmp_path / "straight", tmp_path / "resumed"
    ok(run("train.sh", "en-de", "transformer_diet_rel", workdir, *TINY_MODEL, "--max-update", "12",
           CHECKPOINT_DIR=str(straight)))
    per_epoch = int(re.search(r"\| train \| epoch 001 \|.*\| num_updates (\d+) ",
                              (straight / "train.log").read_text()).group(1))
    stop = per_epoch + 2  # two updates into the second epoch
    assert stop < 12, f"{per_epoch} batches an epoch: the tiny corpus is too large for this test"
    ok(run("train.sh", "en-de", "transformer_diet_rel", workdir, *TINY_MODEL, "--max-update", str(stop),
           CHECKPOINT_DIR=str(resumed)))
    log = ok(run("train.sh", "en-de", "transformer_diet_rel", workdir, *TINY_MODEL, "--max-update", "12",
                 CHECKPOINT_DIR=str(resumed)))
    assert re.search(rf"Loaded checkpoint \S+/checkpoint_last\.pt \(epoch 2 @ {stop} updates\)", log), log[-3000:]

    import torch
    import fairseq_diet  # noqa: F401  (torch loads the plugin's stored options only with it)
    from fairseq import checkpoint_utils

    def final(directory):
        state = checkpoint_utils.load_checkpoint_to_cpu(str(directory / "checkpoint_last.pt"))
        moments = state["last_optimizer_state"]["state"]
        return state["model"], {(p, name): t for p, s in moments.items() for name, t in s.items()
                                if torch.is_tensor(t)}

    for a, b in zip(final(straight), final(resumed)):
        assert a.keys() == b.keys() and a
        unequal = [key for key in a if not torch.equal(a[key], b[key])]
        assert not unequal, f"{len(unequal)} of {len(a)} tensors differ, first {unequal[0]}"


T2T_OPTIONS = ["--encoder-normalize-before", "--decoder-normalize-before", "--adam-betas '(0.9, 0.997)'",
               "--adam-eps 1e-9", "--warmup-updates 8000", "--warmup-init-lr 0", "--lr 9.88212e-04",
               "--dropout 0.1", "--attention-dropout 0.1", "--activation-dropout 0.1", "--label-smoothing 0.1",
               "--clip-norm 0.0", "--weight-decay 0.0", "--share-all-embeddings",
               "--share-positions heads --shaw-clip 20", "--nbest 10 --lenpen 0"]


def test_t2t_setup_trains_with_tensor2tensor_settings_and_evaluates_with_gnmt(en_de):
    """SETUP=t2t, the default: the checkpoint stores Tensor2Tensor's transformer_base
    settings and the Shaw variant's options; evaluation reranks the beam by GNMT's penalty."""
    workdir, _ = en_de
    log = ok(run("train.sh", "en-de", "transformer_shaw+t2t_relative", workdir, *TINY_MODEL))
    # T2T's peak: 2.0 * d^-0.5 * warmup^-0.5 for the model trained (d 32, 2 warm-up updates).
    assert "t2t: peak lr 2.50000e-01 = LR_CONSTANT 2.0 * 32^-0.5 * 2^-0.5" in log
    checkpoints = workdir / "checkpoints" / "transformer_shaw+t2t_relative"
    assert (checkpoints / "setup").read_text() == "t2t\n"
    cfg = stored_config(checkpoints / "checkpoint_last.pt")
    model = cfg["model"]
    assert model.arch == "transformer_shaw" and model.position_scheme == "shaw"
    assert (model.share_positions, model.shaw_clip) == ("heads", 20)
    assert model.encoder_normalize_before is True and model.decoder_normalize_before is True
    assert (model.dropout, model.attention_dropout, model.activation_dropout) == (0.1, 0.1, 0.1)
    assert model.share_all_embeddings is True
    assert eval(cfg["optimizer"].adam_betas) == (0.9, 0.997) and cfg["optimizer"].adam_eps == 1e-9
    assert cfg["optimizer"].weight_decay == 0.0 and cfg["optimization"].clip_norm == 0.0
    assert cfg["lr_scheduler"]._name == "inverse_sqrt" and cfg["lr_scheduler"].warmup_init_lr == 0
    assert cfg["optimization"].lr == [0.25] and cfg["lr_scheduler"].warmup_updates == 2
    assert cfg["criterion"]._name == "label_smoothed_cross_entropy" and cfg["criterion"].label_smoothing == 0.1

    # GNMT's penalty sets --nbest and --lenpen itself: a --lenpen of one's own is refused.
    refused = run("evaluate.sh", "en-de", workdir, checkpoints, "--lenpen", "1.0")
    assert refused.returncode == 1 and "error: stage check: --lenpen: LENGTH_PENALTY=gnmt sets" in refused.stdout
    assert not (checkpoints / "eval").exists()

    log = ok(run("evaluate.sh", "en-de", workdir, checkpoints, "--max-len-b", "10"))
    assert "evaluating checkpoint_last.pt alone (update 8)" in log
    assert "stage generate: beam 10, every finished hypothesis (--nbest 10 --lenpen 0)" in log
    generated = (checkpoints / "eval" / "generate-test.txt").read_text(encoding="utf-8")
    per_sentence = [len(re.findall(rf"^H-{i}\t", generated, re.M)) for i in range(TEST_LINES)]
    assert max(per_sentence) == 10 and min(per_sentence) >= 1
    assert "fairseq-generate --beam 10 --nbest 10 --lenpen 0 --max-len-a 1 --max-len-b 100 --max-len-b 10 (extra" in log
    assert re.search(r"GNMT length penalty, alpha 0\.6: the best of up to 10 hypotheses per sentence", log)
    bleu = (checkpoints / "eval" / "bleu.txt").read_text().splitlines()
    assert bleu[0].startswith("BLEU = ") and bleu[1].startswith("sacreBLEU signature: ")
    assert bleu[2].startswith("decoding: SETUP=t2t; beam 10; length penalty: GNMT's, alpha 0.6, by reranking")
    assert len((checkpoints / "eval" / "hyp.de").read_text(encoding="utf-8").splitlines()) == TEST_LINES


@pytest.mark.parametrize("arch, hidden, peak", [("transformer_diet_rel", 512, "9.88212e-04"),
                                                ("transformer_wmt_en_de_big", 1024, "6.98771e-04")])
def test_t2t_peak_learning_rate_follows_the_model_width(tmp_path, arch, hidden, peak):
    result = run("train.sh", "en-de", arch, tmp_path / "w")
    assert result.returncode == 1 and "no binarised en-de data" in result.stdout
    assert f"t2t: peak lr {peak} = LR_CONSTANT 2.0 * {hidden}^-0.5 * 8000^-0.5" in result.stdout


def test_help_and_readme_carry_both_setups_and_the_t2t_table():
    help_text = subprocess.run(["bash", str(WMT18 / "train.sh"), "--help"], capture_output=True, text=True).stdout
    readme = (WMT18 / "README.md").read_text(encoding="utf-8")
    for text in (help_text, readme):
        assert "SETUP=t2t" in text and "SETUP=fairseq" in text and "transformer_shaw+t2t_relative" in text
        flat = " ".join(text.replace("#", " ").replace("`", "").replace("\\", "").split())
        for option in T2T_OPTIONS:
            assert option in flat, option
        for name in ("layer_preprocess_sequence", "optimizer_adam_beta2 0.997", "optimizer_adam_epsilon 1e-9",
                     "learning_rate_constant 2.0", "learning_rate_warmup_steps 8000", "attention_dropout 0.1",
                     "relu_dropout 0.1", "max_relative_position 20"):
            assert name in flat, name


def test_an_unknown_setup_or_variant_is_refused_before_any_work(tmp_path):
    for env, arch, message in ((dict(SETUP="tensor2tensor"), "transformer", "SETUP must be t2t or fairseq"),
                               ({}, "transformer_shaw+clip20", "unknown variant 'transformer_shaw+clip20'")):
        result = run("train.sh", "en-de", arch, tmp_path / "w", **env)
        assert result.returncode == 2 and message in result.stdout
        assert not (tmp_path / "w").exists()


def test_cs_en_chain_with_subword_nmt_and_a_czeng_file(archives, tmp_path):
    workdir = tmp_path / "cs-en"
    czeng = make_czeng(tmp_path / "czeng17.gz", lines=CZENG_LINES)
    log = ok(run("prepare.sh", "cs-en", workdir, "--bpe", "subword-nmt", "--czeng", tmp_path / "czeng17.gz",
                 "--checksums", archives / "checksums.txt", WMT18_ORIG=str(archives)))
    assert f"czeng: {CZENG_LINES} sentence pairs from {tmp_path / 'czeng17.gz'} (1 empty lines skipped)" in log
    # The CzEng pairs follow the three archive corpora, each side in its file.
    for lang, side in (("cs", 0), ("en", 1)):
        with open(workdir / "raw" / f"train.{lang}", encoding="utf-8", newline="\n") as f:
            lines = f.read().split("\n")[:-1]
        assert len(lines) == RAW_TRAIN_LINES + CZENG_LINES
        assert lines[RAW_TRAIN_LINES:] == [pair[side] for pair in czeng]
    assert (workdir / "subword" / "model.codes").is_file()
    expected = sgm_segments(archives / "wmt18" / "test.tgz", "test/newstest2018-csen-src.cs.sgm")
    assert (workdir / "raw" / "test.cs").read_text(encoding="utf-8").splitlines() == expected
    assert "stage binarize: done" in log

    ok(run("train.sh", "cs-en", "transformer", workdir, *TINY_MODEL))
    checkpoints = workdir / "checkpoints" / "transformer"
    # 8 updates, fewer than SAVE_INTERVAL_UPDATES: only checkpoint_last.pt (and _best) exist.
    assert sorted(path.name for path in checkpoints.glob("*.pt")) == ["checkpoint_best.pt", "checkpoint_last.pt"]
    # --post-process among the extra arguments: fairseq-generate writes text, which is scored as it is.
    log = ok(run("evaluate.sh", "cs-en", workdir, checkpoints, "--max-len-b", "10", "--post-process", "subword_nmt",
                 AVERAGE_LAST="1"))
    assert "hypotheses as text" in log
    assert "evaluating checkpoint_last.pt alone (update 8)" in log
    assert re.search(r"averaging 1 checkpoint\(s\): \S+/checkpoint_last\.pt$", log, re.M)
    assert re.search(r"^BLEU = \d+\.\d+ ", log, re.M)
    hypotheses = (checkpoints / "eval" / "hyp.en").read_text(encoding="utf-8").splitlines()
    assert len(hypotheses) == TEST_LINES
    assert not any("@@" in h for h in hypotheses), "BPE joints are removed"


def test_czeng_file_with_other_columns_fails_in_extract_naming_the_line(archives, tmp_path):
    czeng = tmp_path / "czeng.txt"
    czeng.write_text("id-1\t0.9\tDobrý den.\tGood day.\nid-2\t0.8\tJen česky.\n", encoding="utf-8")
    result = run("prepare.sh", "en-cs", tmp_path / "w", "--czeng", czeng,
                 "--checksums", archives / "checksums.txt", WMT18_ORIG=str(archives))
    assert result.returncode != 0
    assert (f"error: stage extract: {czeng} line 2 has 3 tab-separated columns, expected 4 "
            "(pair ID, filter score, Czech, English") in result.stdout
    assert not (tmp_path / "w" / "raw").exists()


@pytest.mark.parametrize("pair, name, message", [
    ("en-de", "czeng.gz", "--czeng is for en-cs and cs-en, not en-de"),
    ("en-cs", "missing.gz", "error: --czeng: file {missing} not found"),
])
def test_czeng_option_is_checked_before_any_work(tmp_path, pair, name, message):
    (tmp_path / "czeng.gz").write_bytes(b"")
    result = run("prepare.sh", pair, tmp_path / "w", "--czeng", tmp_path / name, WMT18_ORIG=str(tmp_path / "orig"))
    assert result.returncode == 2
    assert message.format(missing=tmp_path / "missing.gz") in result.stdout
    assert not (tmp_path / "orig").exists() and not (tmp_path / "w" / "stamps").exists()


def copy_archives(source, dest, skip=()):
    names = ["training-parallel-europarl-v7.tgz", "training-parallel-commoncrawl.tgz",
             "training-parallel-nc-v13.tgz", "wmt17/test.tgz", "wmt18/test.tgz"]
    for name in names:
        if name not in skip:
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            (dest / name).write_bytes((source / name).read_bytes())
    return dest


def test_missing_archive_offline_fails_in_download_naming_it(archives, tmp_path):
    orig = copy_archives(archives, tmp_path / "orig", skip=["training-parallel-nc-v13.tgz"])
    result = run("prepare.sh", "en-de", tmp_path / "w", "--checksums", archives / "checksums.txt",
                 WMT18_ORIG=str(orig))
    assert result.returncode != 0
    assert re.search(r"error: stage download: missing archive \S*training-parallel-nc-v13\.tgz", result.stdout)
    assert not (tmp_path / "w" / "stamps" / "download.done").exists()


def test_corrupt_archive_fails_in_download_naming_it(archives, tmp_path):
    orig = copy_archives(archives, tmp_path / "orig")
    europarl = orig / "training-parallel-europarl-v7.tgz"
    europarl.write_bytes(europarl.read_bytes()[:-100])
    result = run("prepare.sh", "en-de", tmp_path / "w", "--checksums", archives / "checksums.txt",
                 WMT18_ORIG=str(orig))
    assert result.returncode != 0
    assert f"error: stage download: archive {europarl} is corrupt" in result.stdout


def test_corrupt_archive_without_checksum_is_caught_by_tar(archives, tmp_path):
    orig = copy_archives(archives, tmp_path / "orig")
    europarl = orig / "training-parallel-europarl-v7.tgz"
    europarl.write_bytes(europarl.read_bytes()[:200])
    checksums = tmp_path / "checksums.txt"
    checksums.write_text("".join(line for line in (archives / "checksums.txt").open()
                                 if not line.startswith("training-parallel-europarl-v7.tgz")))
    result = run("prepare.sh", "en-de", tmp_path / "w", "--checksums", checksums, WMT18_ORIG=str(orig))
    assert result.returncode != 0
    assert "no checksum for training-parallel-europarl-v7.tgz" in result.stdout
    assert f"error: stage download: archive {europarl} is corrupt" in result.stdout


def test_download_fetches_from_mirror_and_resumes_a_partial_file(archives, tmp_path):
    orig = tmp_path / "orig"
    partial = orig / "training-parallel-commoncrawl.tgz.part"
    partial.parent.mkdir(parents=True)
    whole = (archives / "training-parallel-commoncrawl.tgz").read_bytes()
    partial.write_bytes(whole[:len(whole) // 2])
    result = run("prepare.sh", "cs-en", tmp_path / "w", "--checksums", archives / "checksums.txt",
                 WMT18_ORIG=str(orig), WMT18_MIRROR=f"file://{archives}", MAX_LEN="0")
    # MAX_LEN=0 leaves no training pair, so the run stops at the clean stage, after download.
    assert "stage download: done" in result.stdout
    assert "error: stage clean: cleaning" in result.stdout and result.returncode != 0
    assert (orig / "training-parallel-commoncrawl.tgz").read_bytes() == whole
    assert not partial.exists()
    for name in ["training-parallel-europarl-v7.tgz", "wmt17/test.tgz", "wmt18/test.tgz"]:
        assert (orig / name).read_bytes() == (archives / name).read_bytes()


def test_download_gives_curl_a_connect_timeout_and_retries(tmp_path):
    fake_bin = tmp_path / "bin"
    fake_bin.mkdir()
    (fake_bin / "curl").write_text(f'#!/bin/sh\necho "$@" >> {tmp_path}/curl.args\nexit 7\n')
    (fake_bin / "curl").chmod(0o755)
    result = run("prepare.sh", "en-de", tmp_path / "w", WMT18_ORIG=str(tmp_path / "orig"),
                 WMT18_MIRROR="https://mirror.invalid", PATH=f"{fake_bin}{os.pathsep}{recipe_env()['PATH']}")
    assert result.returncode != 0 and "error: stage download: missing archive" in result.stdout
    arguments = (tmp_path / "curl.args").read_text().split()
    assert "--connect-timeout" in arguments and "--retry" in arguments and "--speed-time" in arguments
    assert "https://mirror.invalid/training-parallel-europarl-v7.tgz" in arguments


def test_replacing_an_archive_redoes_extract_and_the_later_stages(archives, tmp_path):
    orig = copy_archives(archives, tmp_path / "orig")
    # No entry for News Commentary: any readable tar.gz in its place is accepted.
    checksums = tmp_path / "checksums.txt"
    checksums.write_text("".join(line for line in (archives / "checksums.txt").open()
                                 if not line.startswith("training-parallel-nc-v13.tgz")))
    prepare = ("prepare.sh", "en-de", tmp_path / "w", "--checksums", checksums)
    # MAX_LEN=0 leaves no training pair, so each run stops at the clean stage, after extract.
    first = run(*prepare, WMT18_ORIG=str(orig), MAX_LEN="0")
    assert "stage extract: done" in first.stdout and "error: stage clean" in first.stdout
    before = (tmp_path / "w" / "raw" / "train.de").read_bytes()

    other = tmp_path / "other"
    make_archives(other, train_lines=TRAIN_LINES // 2, test_lines=TEST_LINES, seed=2)
    (orig / "training-parallel-nc-v13.tgz").write_bytes((other / "training-parallel-nc-v13.tgz").read_bytes())
    second = run(*prepare, WMT18_ORIG=str(orig), MAX_LEN="0")
    assert "stage download: already done, skipping" in second.stdout
    for stage in ["extract", "normalize", "learn-subword", "apply-subword"]:
        assert f"stage {stage}: running" in second.stdout, second.stdout[-3000:]
    assert (tmp_path / "w" / "raw" / "train.de").read_bytes() != before
    assert line_count(tmp_path / "w" / "raw" / "train.de") == RAW_TRAIN_LINES - TRAIN_LINES // 2


def test_archive_replaced_by_one_the_table_does_not_list_fails_before_extract(en_de, archives, tmp_path):
    workdir = tmp_path / "w"
    shutil.copytree(en_de[0], workdir, ignore=shutil.ignore_patterns("checkpoints"))
    orig = copy_archives(archives, tmp_path / "orig")
    other = tmp_path / "other"
    make_archives(other, train_lines=TRAIN_LINES // 2, test_lines=TEST_LINES, seed=2)
    (orig / "wmt18" / "test.tgz").write_bytes((other / "wmt18" / "test.tgz").read_bytes())
    result = run("prepare.sh", "en-de", workdir, "--checksums", archives / "checksums.txt", WMT18_ORIG=str(orig))
    assert result.returncode != 0
    assert f"error: stage extract: archive {orig}/wmt18/test.tgz no longer matches" in result.stdout
    assert "stage extract: running" not in result.stdout


@pytest.mark.parametrize("defect, message", [
    ("mismatch", r"error: stage extract: line-count mismatch: \S+/training/europarl-v7\.de-en\.en has "
                 rf"{TRAIN_LINES + 2} lines, \S+/training/europarl-v7\.de-en\.de has {TRAIN_LINES + 1}"),
    ("bad_utf8", r"error: stage extract: \S+/commoncrawl\.de-en\.de line 6 is not valid UTF-8"),
])
def test_defective_corpus_fails_in_extract_naming_the_file(defect, message, tmp_path):
    orig = tmp_path / "orig"
    make_archives(orig, train_lines=TRAIN_LINES, test_lines=TEST_LINES, **{defect: True})
    result = run("prepare.sh", "en-de", tmp_path / "w", "--checksums", orig / "checksums.txt",
                 WMT18_ORIG=str(orig))
    assert result.returncode != 0
    assert re.search(message, result.stdout), result.stdout[-2000:]
    assert "stage download: done" in result.stdout
    assert not (tmp_path / "w" / "raw").exists(), "no half-written output passes for finished"


def test_t2t_peak_with_fairseqs_inverse_sqrt_is_tensor2tensors_schedule():
    """SETUP=t2t's --lr-scheduler inverse_sqrt --warmup-updates 8000 --warmup-init-lr 0 --lr
    9.88212e-04 is T2T's constant*linear_warmup*rsqrt_decay*rsqrt_hidden_size (constant 2.0,
    hidden size 512, 8000 warm-up steps) at every update."""
    from fairseq.optim import FairseqOptimizer
    from fairseq.optim.lr_scheduler.inverse_square_root_schedule import (
        InverseSquareRootLRScheduleConfig, InverseSquareRootSchedule)

    class RecordingOptimizer(FairseqOptimizer):
        def set_lr(self, lr):
            self.lr = lr

        def get_lr(self):
            return self.lr

    def t2t(step):
        return 2.0 * 512 ** -0.5 * min(step / 8000, 1.0) * max(step, 8000) ** -0.5

    optimizer = RecordingOptimizer(None)
    schedule = InverseSquareRootSchedule(
        InverseSquareRootLRScheduleConfig(warmup_updates=8000, warmup_init_lr=0, lr=[9.88212e-04]), optimizer)
    assert optimizer.lr == 0 == t2t(0)  # the first update, as T2T's step 0, has lr 0
    for step in (1, 100, 4000, 7999, 8000, 8001, 20000, 100000, 250000):
        schedule.step_update(step)
        assert optimizer.lr == pytest.approx(t2t(step), rel=1e-6), step
