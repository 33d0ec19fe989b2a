"""scripts/score.py on fairseq-generate output with and without --post-process sentencepiece.

A tiny sentencepiece model is learnt here on generated text; the post-processed
hypotheses are made with fairseq's own post-processing function, so the test follows
what fairseq-generate writes.
"""
import random
import subprocess
import sys
from pathlib import Path

import pytest
from fairseq.data.data_utils import post_process

REPO = Path(__file__).resolve().parents[1]
SCRIPTS = REPO / "scripts"
sys.path.insert(0, str(REPO / "tests" / "fixtures"))
sys.path.insert(0, str(SCRIPTS))
from make_wmt18_archives import lexicon, sentence_pairs  # noqa: E402
from subword import load_encoder, sentencepiece_model  # noqa: E402

# Its tests share module-scoped fixtures: under pytest-xdist one worker runs them all.
pytestmark = pytest.mark.xdist_group("test_score")

TEST_SENTENCES = 12


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    """A sentencepiece model learnt on generated German-looking text, and a test set:
    (model prefix, reference file, references, their pieces)."""
    root = tmp_path_factory.mktemp("score")
    rng = random.Random(5)
    pairs = sentence_pairs(lexicon("de", rng), 400, rng)
    (root / "train.de").write_text("".join(f"{german}\n" for _, german in pairs), encoding="utf-8")
    prefix = root / "spm"
    learn = subprocess.run([sys.executable, SCRIPTS / "subword.py", "learn", "--method", "sentencepiece",
                            "--vocab-size", "120", "--model-prefix", prefix, root / "train.de"],
                           capture_output=True, text=True)
    assert learn.returncode == 0, learn.stderr
    references = [german for _, german in pairs[:TEST_SENTENCES]]
    (root / "ref.de").write_text("".join(f"{line}\n" for line in references), encoding="utf-8")
    pieces = load_encoder(str(prefix))(references)
    assert all("\u2581" in line for line in pieces) and pieces != references
    return prefix, root / "ref.de", references, pieces


def write_generate_output(path, hypotheses):
    """fairseq-generate style output (log line, then S/H/D lines), sentences in reverse order."""
    lines = ["2026-01-01 00:00:00 | INFO | fairseq_cli.generate | some log line"]
    for sentence_id in reversed(range(len(hypotheses))):
        text = hypotheses[sentence_id]
        lines += [f"S-{sentence_id}\tsource", f"H-{sentence_id}\t-0.5\t{text}", f"D-{sentence_id}\t-0.5\t{text}"]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def score(tmp_path, prefix, reference, hypotheses, *extra):
    write_generate_output(tmp_path / "gen.txt", hypotheses)
    return subprocess.run([sys.executable, SCRIPTS / "score.py", "--generate-output", tmp_path / "gen.txt",
                           "--reference", reference, "--model-prefix", prefix,
                           "--hyp-out", tmp_path / "hyp.de", *extra], capture_output=True, text=True)


def test_score_decodes_sentencepiece_pieces(corpus, tmp_path):
    prefix, reference, references, pieces = corpus
    result = score(tmp_path, prefix, reference, pieces)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "hyp.de").read_text(encoding="utf-8").splitlines() == references
    assert "BLEU = 100.00" in result.stdout
    assert "already decoded" not in result.stderr


def test_score_takes_hypotheses_post_processed_by_fairseq_as_they_are(corpus, tmp_path):
    prefix, reference, references, pieces = corpus
    post_processed = [post_process(line, "sentencepiece") for line in pieces]
    assert post_processed == references  # what `fairseq-generate --post-process sentencepiece` writes
    result = score(tmp_path, prefix, reference, post_processed)
    assert result.returncode == 0, result.stderr
    assert "taking them as already decoded (fairseq-generate --post-process sentencepiece)" in result.stderr
    assert (tmp_path / "hyp.de").read_text(encoding="utf-8").splitlines() == references
    assert "BLEU = 100.00" in result.stdout


def test_score_stops_on_a_mix_of_pieces_and_decoded_text(corpus, tmp_path):
    prefix, reference, references, pieces = corpus
    mixed = pieces[:6] + references[6:]
    result = score(tmp_path, prefix, reference, mixed)
    assert result.returncode != 0
    first_word = references[6].split()[0]
    assert f"{tmp_path / 'gen.txt'}: H-6 holds {first_word!r}, which is not a piece of {prefix}.model" \
        in result.stderr
    assert "BLEU" not in result.stdout
    assert not (tmp_path / "hyp.de").exists()


def test_score_stops_on_sentencepiece_pieces_given_a_subword_nmt_model(corpus, tmp_path):
    _, reference, _, pieces = corpus
    (tmp_path / "bpe.codes").write_text("#version: 0.2\n", encoding="utf-8")
    result = score(tmp_path, tmp_path / "bpe", reference, pieces)
    assert result.returncode != 0
    assert f"holds sentencepiece pieces (▁) but {tmp_path / 'bpe'}.codes is a subword-nmt model" in result.stderr
    assert not (tmp_path / "hyp.de").exists()


def word_inner_pieces(prefix, count):
    """Pieces of PREFIX.model that do not start a word (no ▁), as a barely trained model may write."""
    model = sentencepiece_model(str(prefix))
    pieces = [model.id_to_piece(i) for i in range(model.get_piece_size())
              if not (model.is_control(i) or model.is_unknown(i) or "\u2581" in model.id_to_piece(i))]
    assert len(pieces) >= 2 * count
    return [f"{pieces[2 * i]} {pieces[2 * i + 1]}" for i in range(count)], pieces


def test_score_decodes_pieces_without_a_word_start_mark_when_told_they_are_pieces(corpus, tmp_path):
    prefix, reference, _, _ = corpus
    hypotheses, _ = word_inner_pieces(prefix, TEST_SENTENCES)
    decoded = [line.replace(" ", "") for line in hypotheses]  # word-inner pieces join without a space
    told = score(tmp_path, prefix, reference, hypotheses, "--hypotheses", "pieces")
    assert told.returncode == 0, told.stderr
    assert "note" not in told.stderr
    assert (tmp_path / "hyp.de").read_text(encoding="utf-8").splitlines() == decoded
    # Left to guess, score.py takes them as text, and its note says how to tell it.
    guessed = score(tmp_path, prefix, reference, hypotheses)
    assert guessed.returncode == 0, guessed.stderr
    assert "taking them as already decoded" in guessed.stderr and "--hypotheses pieces" in guessed.stderr
    assert (tmp_path / "hyp.de").read_text(encoding="utf-8").splitlines() == hypotheses


def test_score_scores_text_as_it_is_when_told_it_is_text(corpus, tmp_path):
    prefix, reference, references, pieces = corpus
    result = score(tmp_path, prefix, reference, pieces, "--hypotheses", "text")
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "hyp.de").read_text(encoding="utf-8").splitlines() == pieces
    assert "BLEU = 100.00" not in result.stdout


def test_score_errors_name_score_py_also_from_the_subword_helpers(corpus, tmp_path):
    _, reference, _, pieces = corpus
    result = score(tmp_path, tmp_path / "no-model", reference, pieces)
    assert result.returncode == 1
    assert result.stderr.startswith(f"score.py: error: no subword model for prefix '{tmp_path / 'no-model'}'"), \
        result.stderr


def test_subword_learn_reports_the_pieces_it_made_when_fewer_than_asked(corpus, tmp_path):
    text = corpus[1]  # the references: a few hundred words, far fewer pieces than asked for
    learn = subprocess.run([sys.executable, SCRIPTS / "subword.py", "learn", "--method", "sentencepiece",
                            "--vocab-size", "5000", "--model-prefix", tmp_path / "spm", text],
                           capture_output=True, text=True)
    assert learn.returncode == 0, learn.stderr
    made = sentencepiece_model(str(tmp_path / "spm")).get_piece_size()
    assert made < 5000
    assert "of at most 5000 pieces" in learn.stderr
    assert f"spm.vocab: {made} pieces, fewer than the 5000 asked for: the unigram training dropped" in learn.stderr


def run_score(generate_output, reference, prefix, out, *extra):
    return subprocess.run([sys.executable, SCRIPTS / "score.py", "--generate-output", generate_output,
                           "--reference", reference, "--model-prefix", prefix, "--hypotheses", "text",
                           "--hyp-out", out, *extra], capture_output=True, text=True)


def write_nbest(path, sentences):
    """fairseq-generate --nbest output: for each sentence id, its hypotheses as (text, token
    scores) in the order written, each H- line's score the sum of its P- line (--lenpen 0)."""
    lines = []
    for sentence_id, hypotheses in sentences.items():
        lines.append(f"S-{sentence_id}\tsource")
        for text, token_scores in hypotheses:
            total = sum(token_scores)
            lines += [f"H-{sentence_id}\t{total}\t{text}", f"D-{sentence_id}\t{total}\t{text}",
                      f"P-{sentence_id}\t" + " ".join(f"{s:.4f}" for s in token_scores)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def test_gnmt_alpha_picks_the_hypothesis_a_hand_computation_picks(corpus, tmp_path):
    # Sentence 0: "short" has 3 tokens (with </s>) and score -3.0, "a longer one" 6 tokens and -3.6.
    # By hand, alpha 0.6: -3.0 / ((5 + 3) / 6)^0.6 = -3.0 / 1.18840 = -2.5244;
    #                     -3.6 / ((5 + 6) / 6)^0.6 = -3.6 / 1.43862 = -2.5024: the longer one wins.
    # alpha 0: the scores themselves, -3.0 > -3.6: the short one wins (fairseq's first).
    # Sentence 1: 2 tokens and -1.0 against 4 tokens and -1.5; alpha 0.6: -1.0 / 1.10574 = -0.9044,
    # -1.5 / 1.31840 = -1.1377: the short one wins at both alphas.
    write_nbest(tmp_path / "gen.txt", {
        1: [("eins", [-0.5, -0.5]), ("eins zwei drei", [-0.5, -0.25, -0.5, -0.25])],
        0: [("short", [-1.0, -1.0, -1.0]), ("a longer one", [-0.6] * 6)],
    })
    (tmp_path / "ref").write_text("a longer one\neins\n", encoding="utf-8")
    chosen, log = {}, {}
    for alpha in ("0.6", "0"):
        result = run_score(tmp_path / "gen.txt", tmp_path / "ref", corpus[0], tmp_path / f"hyp{alpha}",
                           "--gnmt-alpha", alpha)
        assert result.returncode == 0, result.stderr
        chosen[alpha] = (tmp_path / f"hyp{alpha}").read_text(encoding="utf-8").splitlines()
        log[alpha] = result.stderr
    assert chosen["0.6"] == ["a longer one", "eins"]
    assert chosen["0"] == ["short", "eins"]
    assert "alpha 0.6: the best of up to 2 hypotheses per sentence; 1 of 2 sentences" in log["0.6"]
    assert "0 of 2 sentences" in log["0"]
    # Without --gnmt-alpha, fairseq-generate's first hypothesis of each sentence.
    result = run_score(tmp_path / "gen.txt", tmp_path / "ref", corpus[0], tmp_path / "hyp")
    assert (tmp_path / "hyp").read_text(encoding="utf-8").splitlines() == ["short", "eins"]


def test_gnmt_alpha_refuses_scores_already_divided_by_a_length_penalty(corpus, tmp_path):
    write_nbest(tmp_path / "gen.txt", {0: [("a b", [-1.0, -1.0, -1.0])]})
    text = (tmp_path / "gen.txt").read_text(encoding="utf-8").replace("H-0\t-3.0\t", "H-0\t-1.5533\t")
    (tmp_path / "gen.txt").write_text(text, encoding="utf-8")
    (tmp_path / "ref").write_text("a b\n", encoding="utf-8")
    result = run_score(tmp_path / "gen.txt", tmp_path / "ref", corpus[0], tmp_path / "hyp",
                       "--gnmt-alpha", "0.6")
    assert result.returncode == 1
    assert f"score.py: error: {tmp_path / 'gen.txt'}: H-0 has score -1.5533, not the sum" in result.stderr
    assert "--lenpen 0" in result.stderr and "Traceback" not in result.stderr
    assert not (tmp_path / "hyp").exists()


@pytest.mark.parametrize("which", ["--generate-output", "--reference"])
@pytest.mark.parametrize("damage", ["latin-1", "truncated"])
def test_a_file_that_is_not_utf8_is_named_with_its_line(corpus, tmp_path, which, damage):
    write_nbest(tmp_path / "gen.txt", {0: [("Grüße aus Köln", [-1.0, -1.0])], 1: [("a", [-1.0])]})
    (tmp_path / "ref").write_text("Grüße aus Köln\na\n", encoding="utf-8")
    target = tmp_path / ("gen.txt" if which == "--generate-output" else "ref")
    data = target.read_bytes()
    if damage == "latin-1":
        data = data.decode("utf-8").encode("latin-1")
    else:  # cut inside the two bytes of the last "ö"/"ü" of the file
        data = data[:data.rindex("ö".encode("utf-8")) + 1]
    target.write_bytes(data)
    result = run_score(tmp_path / "gen.txt", tmp_path / "ref", corpus[0], tmp_path / "hyp")
    assert result.returncode == 1
    assert "Traceback" not in result.stderr and "UnicodeDecodeError" not in result.stderr
    line = data.split(b"\n").index(next(raw for raw in data.split(b"\n") if not is_utf8(raw))) + 1
    assert f"score.py: error: {target} is not valid UTF-8: line {line} " in result.stderr
    assert not (tmp_path / "hyp").exists()


def is_utf8(raw):
    try:
        raw.decode("utf-8")
        return True
    except UnicodeDecodeError:
        return False


def test_a_damaged_gzip_reference_is_named(corpus, tmp_path):
    import gzip

    write_nbest(tmp_path / "gen.txt", {0: [("a", [-1.0])]})
    data = gzip.compress(("word " * 2000 + "\n").encode("utf-8"))
    (tmp_path / "ref.gz").write_bytes(data[:len(data) // 2])
    result = run_score(tmp_path / "gen.txt", tmp_path / "ref.gz", corpus[0], tmp_path / "hyp")
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert f"score.py: error: {tmp_path / 'ref.gz'} cannot be read: " in result.stderr
