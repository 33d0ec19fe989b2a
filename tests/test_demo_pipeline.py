"""The demo's pieces: number words, subword helper, scoring helper, and a tiny end-to-end run."""
import gzip
import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

# Its tests share module-scoped fixtures: under pytest-xdist one worker runs them all.
pytestmark = pytest.mark.xdist_group("test_demo_pipeline")

ROOT = Path(__file__).resolve().parents[1]
SCRIPTS = ROOT / "scripts"


def load_script(name):
    spec = importlib.util.spec_from_file_location(name, SCRIPTS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


number_words = load_script("number_words")

# Written out by hand, not produced by the code under test.
KNOWN_NUMBERS = [
    (0, "zero", "null"),
    (1, "one", "eins"),
    (7, "seven", "sieben"),
    (16, "sixteen", "sechzehn"),
    (17, "seventeen", "siebzehn"),
    (21, "twenty-one", "einundzwanzig"),
    (30, "thirty", "dreißig"),
    (70, "seventy", "siebzig"),
    (77, "seventy-seven", "siebenundsiebzig"),
    (99, "ninety-nine", "neunundneunzig"),
    (100, "one hundred", "einhundert"),
    (101, "one hundred one", "einhunderteins"),
    (111, "one hundred eleven", "einhundertelf"),
    (342, "three hundred forty-two", "dreihundertzweiundvierzig"),
    (1000, "one thousand", "eintausend"),
    (1001, "one thousand one", "eintausendeins"),
    (2021, "two thousand twenty-one", "zweitausendeinundzwanzig"),
    (21000, "twenty-one thousand", "einundzwanzigtausend"),
    (101000, "one hundred one thousand", "einhunderteintausend"),
    (999999, "nine hundred ninety-nine thousand nine hundred ninety-nine",
     "neunhundertneunundneunzigtausendneunhundertneunundneunzig"),
]


def run(args, **kwargs):
    return subprocess.run(args, capture_output=True, text=True, **kwargs)


@pytest.mark.parametrize("number, english, german", KNOWN_NUMBERS)
def test_number_words_match_hand_written_english_and_german(number, english, german):
    assert number_words.english(number) == english
    assert number_words.german(number) == german


@pytest.mark.parametrize("bad", [-1, 1_000_000, 2.0])
def test_number_words_reject_numbers_out_of_range(bad):
    with pytest.raises(ValueError):
        number_words.german(bad)


def test_number_lists_join_with_commas_and_a_final_conjunction():
    assert number_words.join_list(["a"], "und") == "a"
    assert number_words.join_list(["a", "b", "c"], "und") == "a, b und c"


def test_generated_corpus_is_deterministic_and_splits_do_not_share_sentences():
    sizes = {"train": 300, "val": 30, "test": 30}
    corpus = number_words.make_corpus(7, sizes)
    assert corpus == number_words.make_corpus(7, sizes)
    sources = [src for pairs in corpus.values() for src, _ in pairs]
    assert len(sources) == len(set(sources)) == 360


@pytest.fixture(scope="module")
def corpus_dir(tmp_path_factory):
    out = tmp_path_factory.mktemp("numbers")
    result = run([sys.executable, SCRIPTS / "number_words.py", "--out-dir", out,
                  "--train", "400", "--valid", "10", "--test", "10"])
    assert result.returncode == 0, result.stderr
    return out


@pytest.mark.parametrize("method, vocab_size", [("sentencepiece", 120), ("subword-nmt", 200)])
def test_subword_encode_then_decode_restores_the_text(corpus_dir, tmp_path, method, vocab_size):
    prefix = tmp_path / "sub"
    result = run([sys.executable, SCRIPTS / "subword.py", "learn", "--method", method,
                  "--vocab-size", str(vocab_size), "--model-prefix", prefix,
                  corpus_dir / "train.en", corpus_dir / "train.de"])
    assert result.returncode == 0, result.stderr
    text = (corpus_dir / "test.de").read_text(encoding="utf-8")
    encoded = run([sys.executable, SCRIPTS / "subword.py", "encode", "--model-prefix", prefix],
                  input=text).stdout
    assert encoded != text and len(encoded.splitlines()) == len(text.splitlines())
    decoded = run([sys.executable, SCRIPTS / "subword.py", "decode", "--model-prefix", prefix],
                  input=encoded).stdout
    assert decoded == text


def test_subword_names_the_missing_model(tmp_path):
    result = run([sys.executable, SCRIPTS / "subword.py", "encode", "--model-prefix", tmp_path / "none"],
                 input="x\n")
    assert result.returncode != 0 and str(tmp_path / "none.model") in result.stderr


def write_generate_output(path, hypotheses_by_id):
    """fairseq-generate style output, sentences in the (shuffled) order given."""
    lines = ["INFO: some log line"]
    for sample_id, text in hypotheses_by_id:
        lines += [f"S-{sample_id}\tsource", f"H-{sample_id}\t-0.5\t{text}", f"D-{sample_id}\t-0.5\t{text}"]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


@pytest.fixture
def bpe_prefix(tmp_path):
    # subword-nmt decoding only joins "@@ " continuations; the codes are not read.
    (tmp_path / "bpe.codes").write_text("#version: 0.2\n", encoding="utf-8")
    return tmp_path / "bpe"


def test_score_restores_test_set_order_and_decodes_subwords(tmp_path, bpe_prefix):
    references = ["einundzwanzig, zwei und drei", "dreihundertzweiundvierzig und sieben", "siebzig"]
    (tmp_path / "ref.de").write_text("\n".join(references) + "\n", encoding="utf-8")
    (tmp_path / "src.en").write_text("twenty-one, two and three\nthree hundred forty-two and seven\nseventy\n",
                                     encoding="utf-8")
    write_generate_output(tmp_path / "gen.txt", [
        (2, "sieb@@ zig"), (0, "ein@@ und@@ zwanzig, zwei und drei"), (1, "dreihundert@@ zweiundvierzig und sieben"),
    ])
    result = run([sys.executable, SCRIPTS / "score.py", "--generate-output", tmp_path / "gen.txt",
                  "--reference", tmp_path / "ref.de", "--model-prefix", bpe_prefix,
                  "--hyp-out", tmp_path / "hyp.de", "--source", tmp_path / "src.en", "--show", "1"])
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "hyp.de").read_text(encoding="utf-8").splitlines() == references
    assert "BLEU = 100.00" in result.stdout
    assert "nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:" in result.stdout
    assert "[0] SRC: twenty-one, two and three" in result.stdout
    assert "[0] HYP: einundzwanzig, zwei und drei" in result.stdout


def test_score_refuses_when_hypotheses_and_reference_lines_differ(tmp_path, bpe_prefix):
    (tmp_path / "ref.de").write_text("eins\nzwei\ndrei\n", encoding="utf-8")
    write_generate_output(tmp_path / "gen.txt", [(1, "zwei"), (0, "eins")])
    result = run([sys.executable, SCRIPTS / "score.py", "--generate-output", tmp_path / "gen.txt",
                  "--reference", tmp_path / "ref.de", "--model-prefix", bpe_prefix,
                  "--hyp-out", tmp_path / "hyp.de"])
    assert result.returncode != 0
    assert "2 hypotheses" in result.stderr and str(tmp_path / "ref.de") in result.stderr
    assert not (tmp_path / "hyp.de").exists()


def demo_env(**settings):
    env = dict(os.environ)
    # The fairseq command-line tools live next to this interpreter.
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    env.update({key: str(value) for key, value in settings.items()})
    return env


def test_demo_refuses_mismatched_line_counts_before_any_work(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    for split in ("train", "val", "test"):
        (data / f"{split}.en").write_text("a\nb\n")
        (data / f"{split}.de").write_text("a\nb\n")
    (data / "val.de").write_text("a\n")
    result = run(["bash", SCRIPTS / "demo.sh"],
                 env=demo_env(DATA=data, WORK=tmp_path / "work"), cwd=tmp_path)
    assert result.returncode != 0
    assert f"{data}/val.de has 1" in result.stderr
    assert not (tmp_path / "work").exists()


def test_demo_finds_a_test_split_with_another_name_and_names_a_missing_file(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    for name in ("train.en", "val.en", "val.de", "test_2016.en", "test_2016.de"):
        (data / name).write_text("a\n")
    result = run(["bash", SCRIPTS / "demo.sh"],
                 env=demo_env(DATA=data, WORK=tmp_path / "work"), cwd=tmp_path)
    assert result.returncode != 0 and f"missing {data}/train.de" in result.stderr
    assert "test split: test_2016" in result.stderr


@pytest.mark.parametrize("valid", ["valid", "val"])
def test_demo_reads_the_validation_split_as_valid_or_val(tmp_path, valid):
    data = tmp_path / "data"
    data.mkdir()
    for split in ("train", valid, "test"):
        (data / f"{split}.en").write_text("a\nb\n")
        (data / f"{split}.de").write_text("a\nb\n")
    (data / f"{valid}.de").write_text("a\n")  # found, then refused: nothing is trained
    result = run(["bash", SCRIPTS / "demo.sh"], env=demo_env(DATA=data, WORK=tmp_path / "work"), cwd=tmp_path)
    assert result.returncode != 0
    assert f"validation split: {valid}" in result.stderr and f"{data}/{valid}.de has 1" in result.stderr


def test_demo_without_a_validation_split_says_to_set_valid(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    for name in ("train.en", "train.de", "dev.en", "dev.de", "test.en", "test.de"):
        (data / name).write_text("a\n")
    result = run(["bash", SCRIPTS / "demo.sh"], env=demo_env(DATA=data, WORK=tmp_path / "work"), cwd=tmp_path)
    assert result.returncode != 0
    assert f"missing {data}/valid.en and {data}/val.en (or .gz); set VALID=<prefix>" in result.stderr
    assert not (tmp_path / "work").exists()


def test_tiny_demo_prints_bleu_signature_and_examples_then_resumes(tmp_path):
    tiny = dict(NUM_TRAIN=300, NUM_VALID=16, NUM_TEST=13, VOCAB_SIZE=100, LAYERS=1, EMBED_DIM=32,
                FFN_DIM=64, HEADS=2, MAX_UPDATE=4, WARMUP=2, SHOW=2, WORK=tmp_path / "work")
    result = run(["bash", SCRIPTS / "demo.sh"], env=demo_env(**tiny), cwd=tmp_path, timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]
    assert "BLEU = " in result.stdout
    assert "sacreBLEU signature: nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:" in result.stdout
    assert "[1] SRC: " in result.stdout and "[1] REF: " in result.stdout and "[1] HYP: " in result.stdout
    # 13 test sentences: none may be lost to fairseq's batching.
    hypotheses = (tmp_path / "work" / "hyp.test.de").read_text(encoding="utf-8").splitlines()
    assert len(hypotheses) == 13

    rerun = run(["bash", SCRIPTS / "demo.sh"], env=demo_env(**tiny), cwd=tmp_path, timeout=300)
    assert rerun.returncode == 0, rerun.stderr[-3000:]
    assert "stage 4: fairseq-train: done before" in rerun.stderr
    assert rerun.stdout == result.stdout

    changed = run(["bash", SCRIPTS / "demo.sh"], env=demo_env(**{**tiny, "LAYERS": 2}), cwd=tmp_path)
    assert changed.returncode != 0 and "holds a run with other settings" in changed.stderr


def own_data(corpus_dir, data):
    """A copy of the number-words corpus as DATA: {train,val,test}.{en,de}."""
    shutil.copytree(corpus_dir, data)
    return data


@pytest.mark.parametrize("name", ["train.de", "test.en.gz"])
def test_demo_reports_a_non_utf8_byte_with_its_file_and_line_before_any_work(corpus_dir, tmp_path, name):
    data = own_data(corpus_dir, tmp_path / "data")
    lines = (data / name.removesuffix(".gz")).read_bytes().split(b"\n")
    lines[1] = b"Stra\xdfe " + lines[1]  # Latin-1, not UTF-8
    if name.endswith(".gz"):
        (data / name.removesuffix(".gz")).unlink()
        with gzip.open(data / name, "wb") as f:
            f.write(b"\n".join(lines))
    else:
        (data / name).write_bytes(b"\n".join(lines))
    result = run(["bash", SCRIPTS / "demo.sh"], env=demo_env(DATA=data, WORK=tmp_path / "work"), cwd=tmp_path)
    assert result.returncode != 0
    assert f"demo: error: {data / name} line 2 is not valid UTF-8" in result.stderr
    assert "Traceback" not in result.stderr
    assert not (tmp_path / "work").exists()


def test_demo_counts_a_last_line_without_a_final_newline(corpus_dir, tmp_path):
    data = own_data(corpus_dir, tmp_path / "data")
    for name in ("train.en", "val.de", "test.en"):
        (data / name).write_bytes((data / name).read_bytes().rstrip(b"\n"))
    # An unknown ARCH stops the run right after the checks of DATA.
    result = run(["bash", SCRIPTS / "demo.sh"],
                 env=demo_env(DATA=data, WORK=tmp_path / "work", ARCH="no_such_arch"), cwd=tmp_path)
    assert "line counts differ" not in result.stderr
    for split, count in (("train", 400), ("val", 10), ("test", 10)):
        assert f"  {split}: {count} sentence pairs" in result.stderr
    assert "ARCH=no_such_arch is not a registered fairseq architecture" in result.stderr


def test_demo_redoes_the_stages_whose_input_files_changed(corpus_dir, tmp_path):
    data = own_data(corpus_dir, tmp_path / "data")
    tiny = dict(DATA=data, VOCAB_SIZE=100, LAYERS=1, EMBED_DIM=32, FFN_DIM=64, HEADS=2, MAX_UPDATE=2,
                WARMUP=2, SHOW=1, WORK=tmp_path / "work")
    first = run(["bash", SCRIPTS / "demo.sh"], env=demo_env(**tiny), cwd=tmp_path, timeout=600)
    assert first.returncode == 0, first.stderr[-3000:]

    # A corrected reference and changed training data: both copied again, a new subword
    # model, a model trained from scratch (not resumed), scored against the new reference.
    references = (data / "test.de").read_text(encoding="utf-8").splitlines()
    references[0] = "neunundneunzig"
    (data / "test.de").write_text("\n".join(references) + "\n", encoding="utf-8")
    (data / "train.en").write_text((data / "train.en").read_text(encoding="utf-8").replace("one", "One"),
                                   encoding="utf-8")
    second = run(["bash", SCRIPTS / "demo.sh"], env=demo_env(**tiny), cwd=tmp_path, timeout=600)
    assert second.returncode == 0, second.stderr[-3000:]
    assert "stage 1: raw corpus: its inputs changed since it ran; redoing it" in second.stderr
    assert "stage 2: sentencepiece: learning" in second.stderr
    assert "stage 3: fairseq-preprocess --joined-dictionary" in second.stderr
    assert "the training data changed since" in second.stderr and "training from scratch" in second.stderr
    assert "No existing checkpoint found" in (tmp_path / "work" / "train.log").read_text()
    assert "stage 5: fairseq-generate --beam" in second.stderr
    assert (tmp_path / "work" / "raw" / "test.de").read_text(encoding="utf-8").splitlines() == references
    assert "One" in (tmp_path / "work" / "raw" / "train.en").read_text(encoding="utf-8")
    assert "[0] REF: neunundneunzig" in second.stdout
