"""scripts/part_ways.py on two tiny runs of one seed in run.sh's layout (real Multi30k
sentences, a sentencepiece vocabulary, fairseq-train, eval/average.pt as evaluate.sh averages
it): its translations and their scores are fairseq-generate's, the forced prefixes are those
of fairseq-generate's --prefix-size, the scores of every translation by either model are those
of one full pass over it alone, and the continuations' BLEU and paired test are sacreBLEU's
on the text after the prefix."""
import contextlib
import io
import math
import re
import sys
from types import SimpleNamespace

import pytest
import torch
from sacrebleu.metrics import BLEU, CHRF
from sacrebleu.significance import PairedTest

from cli_helpers import USER_DIR, run
from model_helpers import REPO, full_pass
from multi30k_slice import preprocessed_pair

sys.path.insert(0, str(REPO / "scripts"))
import average_checkpoints  # noqa: E402
import part_ways  # noqa: E402
import score  # noqa: E402
import subword  # noqa: E402
from checkpoints import load_checkpoint  # noqa: E402

# Its tests share a module-scoped fixture: under pytest-xdist one worker runs them all.
pytestmark = pytest.mark.xdist_group("test_part_ways")

SIZES = {"train": 600, "valid": 30, "test": 24}
ARCHS = ("transformer", "transformer_diet_abs")
MODEL = ["--encoder-layers", "1", "--decoder-layers", "1", "--encoder-embed-dim", "32", "--decoder-embed-dim", "32",
         "--encoder-ffn-embed-dim", "64", "--decoder-ffn-embed-dim", "64", "--encoder-attention-heads", "4",
         "--decoder-attention-heads", "4", "--dropout", "0", "--share-all-embeddings"]
TRAIN = ["--optimizer", "adam", "--lr", "5e-3", "--lr-scheduler", "inverse_sqrt", "--warmup-updates", "10",
         "--max-tokens", "2000", "--max-update", "150", "--criterion", "label_smoothed_cross_entropy",
         "--label-smoothing", "0.1", "--cpu", "--no-progress-bar", "--seed", "1", "--num-workers", "0",
         "--save-interval-updates", "30", "--keep-interval-updates", "5", "--no-epoch-checkpoints"]
# 24 forced tokens: 16 of the 24 test references are longer (in this vocabulary of 400 pieces)
PREFIXES = (0, 2, 24)
GENERATE = ["--beam", "10", "--lenpen", "0.6", "--max-len-a", "1.2", "--max-len-b", "10", "--batch-size", "64",
            "--required-batch-size-multiple", "1"]


@pytest.fixture(scope="module")
def compared(tmp_path_factory):
    """part_ways.py on the transformer and Diet-Abs, seed 1, 150 updates each, evaluated as
    evaluate.sh averages: the pair's directory, the runs, the record (printed and written), its
    tables, and the work directory."""
    work = preprocessed_pair(tmp_path_factory.mktemp("part_ways") / "en-de", SIZES)
    runs = []
    for arch in ARCHS:
        directory = work / "checkpoints" / f"{arch}-seed1"
        run("fairseq-train", str(work / "data-bin"), "--user-dir", USER_DIR, "--arch", arch, *MODEL, *TRAIN,
            "--save-dir", str(directory))
        (directory / "eval").mkdir()
        average_checkpoints.main(["--checkpoint-dir", str(directory), "--last", "5",
                                  "--output", str(directory / "eval" / "average.pt")])
        runs.append(directory)
    out = work / "part-ways.tsv"
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        part_ways.main([str(work), *map(str, runs), "--prefixes", ",".join(map(str, PREFIXES)),
                        "--work-dir", str(work / "part-ways"), "--out", str(out)])
    return SimpleNamespace(work=work, runs=dict(zip(part_ways.ROLES, runs)), text=printed.getvalue(), out=out,
                           record=part_ways.read_record(str(out)), outputs=work / "part-ways")


def generate(compared, role, *extra):
    """fairseq-generate's output on the test split, as evaluate.sh runs it, for a model's average.pt:
    {id: (pieces, [token scores, base 2])}, and the output itself."""
    text = run("fairseq-generate", str(compared.work / "data-bin"), "--user-dir", USER_DIR, "--path",
               str(compared.runs[role] / "eval" / "average.pt"), "--task", "translation", "--gen-subset", "test",
               *GENERATE, "--cpu", *extra).stdout
    pieces = dict((int(i), words) for i, _, words in re.findall(r"^H-(\d+)\t(\S+)\t(.*)$", text, re.M))
    scores = dict((int(i), [float(v) for v in values.split()]) for i, values in re.findall(r"^P-(\d+)\t(.*)$", text,
                                                                                          re.M))
    return {i: (pieces[i], scores[i]) for i in pieces}, text


@pytest.fixture(scope="module")
def generated(compared):
    return {role: generate(compared, role) for role in part_ways.ROLES}


def sentences(compared):
    """{id: {column: value}} of the work directory's sentences.tsv."""
    lines = (compared.outputs / "sentences.tsv").read_text(encoding="utf-8").splitlines()
    header = lines[0].split("\t")
    return {int(row[0]): dict(zip(header, map(float, row))) for row in (line.split("\t") for line in lines[1:])}


def searched(compared, role, prefix):
    """{id: pieces} of the script's search with prefix forced tokens."""
    return score.read_hypotheses(str(compared.outputs / role / f"generate-prefix{prefix}.txt"))


def references(compared):
    """The test references' pieces, as they were binarised."""
    return (compared.work / "sub" / "test.de").read_text(encoding="utf-8").splitlines()


def test_the_record_is_printed_and_written_and_reads_back(compared, tmp_path):
    assert compared.out.read_text(encoding="utf-8") == compared.text
    record = compared.record
    assert [(row["model"], row["run"], row["checkpoint"], row["updates"]) for row in record["models"]] == [
        ("baseline", "transformer-seed1", "eval/average.pt", "150"),
        ("run", "transformer_diet_abs-seed1", "eval/average.pt", "150")]
    assert [int(row["prefix"]) for row in record["prefixes"]] == list(PREFIXES)
    assert record["about"]["Decoding"] == ("beam 10, lenpen 0.6, output at most 1.2 x source + 10 tokens, "
                                           "batches of 64 sentences")
    assert record["about"]["Command"].startswith("`scripts/part_ways.py ")
    # the continuations' references decoded from the binarised pieces: whole, they are raw/test.de's lines
    assert record["about"]["References"].endswith(f"0 of {SIZES['test']} differ from {compared.work}/raw/test.de")
    assert "sacreBLEU signature: BLEU nrefs:1|bs:1000|seed:12345|" in compared.text
    broken = tmp_path / "broken.tsv"
    broken.write_text(compared.text.replace("nll_own\t", "nll_mine\t"), encoding="utf-8")
    with pytest.raises(SystemExit, match=f"{broken} is not a record of scripts/part_ways.py"):
        part_ways.read_record(str(broken))


def test_each_models_translations_and_their_scores_are_those_fairseq_generate_reports(compared, generated):
    kept = sentences(compared)
    for role, row in zip(part_ways.ROLES, compared.record["models"]):
        theirs, _ = generated[role]
        assert searched(compared, role, 0) == {i: pieces for i, (pieces, _) in theirs.items()}
        for sentence, (_, token_scores) in theirs.items():
            # its own translation, teacher-forced, against the search's token scores (printed to 4 decimals)
            assert kept[sentence][f"{role}:{role}_log2prob"] == pytest.approx(sum(token_scores), abs=1e-3)
        tokens = sum(len(token_scores) for _, token_scores in theirs.values())
        assert float(row["nll_own"]) == pytest.approx(-sum(sum(s) for _, s in theirs.values()) / tokens, abs=2e-4)
    # the two models translate differently: the scores of the other's translations are not their own
    assert int(compared.record["models"][0]["differ"]) >= SIZES["test"] // 4


def test_the_plain_continuation_scores_as_evaluate_sh_scores_the_plain_translation(compared, generated, tmp_path):
    plain = compared.record["prefixes"][0]
    assert int(plain["sentences"]) == SIZES["test"]
    for role in part_ways.ROLES:
        output = tmp_path / f"{role}.txt"
        output.write_text(generated[role][1], encoding="utf-8")
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            score.main(["--generate-output", str(output), "--reference", str(compared.work / "raw" / "test.de"),
                        "--model-prefix", str(compared.work / "subword" / "model"), "--hypotheses", "pieces"])
        assert f"BLEU = {plain[f'bleu_{role}']} " in printed.getvalue()


def test_every_forced_prefix_begins_its_translation_as_fairseq_generates_prefix_size_forces_it(compared):
    pieces = references(compared)
    for prefix, row in zip(PREFIXES[1:], compared.record["prefixes"][1:]):
        longer = [i for i, line in enumerate(pieces) if len(line.split()) > prefix]
        assert int(row["sentences"]) == len(longer)
        for role in part_ways.ROLES:
            found = searched(compared, role, prefix)
            assert sorted(found) == longer
            assert all(found[i].split()[:prefix] == pieces[i].split()[:prefix] for i in longer)
    # a prefix some references are not longer than
    assert int(compared.record["prefixes"][-1]["sentences"]) < SIZES["test"]
    theirs, _ = generate(compared, "run", "--prefix-size", str(PREFIXES[1]))
    assert searched(compared, "run", PREFIXES[1]) == {i: words for i, (words, _) in theirs.items()}
    assert searched(compared, "run", PREFIXES[1]) != searched(compared, "run", 0)


def test_the_continuations_bleu_chrf_and_paired_test_are_sacrebleus_on_the_text_after_the_prefix(compared):
    pieces = references(compared)
    decode = subword.load_decoder(str(compared.work / "subword" / "model"), "sentencepiece")
    for prefix, row in zip(PREFIXES, compared.record["prefixes"]):
        hypotheses = {role: searched(compared, role, prefix) for role in part_ways.ROLES}
        ids = sorted(hypotheses["baseline"])
        after = decode([" ".join(pieces[i].split()[prefix:]) for i in ids])
        systems = [(role, decode([" ".join(hypotheses[role][i].split()[prefix:]) for i in ids]))
                   for role in part_ways.ROLES]
        _, scores = PairedTest(systems, {"BLEU": BLEU(references=[after]), "chrF": CHRF(references=[after])},
                               references=None, test_type="bs", n_samples=1000)()
        assert [row[f"bleu_{role}"] for role in part_ways.ROLES] == [f"{r.score:.2f}" for r in scores["BLEU"]]
        assert [row[f"chrf_{role}"] for role in part_ways.ROLES] == [f"{r.score:.2f}" for r in scores["chrF2"]]
        assert (row["p_bleu"], row["p_chrf"]) == (f"{scores['BLEU'][1].p_value:.4f}",
                                                  f"{scores['chrF2'][1].p_value:.4f}")
        for role, texts in systems:
            bleu = BLEU().corpus_score(texts, [after])
            assert row[f"ratio_{role}"] == f"{bleu.sys_len / bleu.ref_len:.3f}"
    assert compared.record["prefixes"][1]["chrf_baseline"] != compared.record["prefixes"][0]["chrf_baseline"]


def test_every_translation_is_scored_by_either_model_as_one_full_pass_over_it_alone(compared):
    from fairseq import checkpoint_utils

    pieces = references(compared)
    kept = sentences(compared)
    translations = {role: searched(compared, role, 0) for role in part_ways.ROLES}
    for scorer, row in zip(part_ways.ROLES, compared.record["models"]):
        models, _, task = checkpoint_utils.load_model_ensemble_and_task(
            [str(compared.runs[scorer] / "eval" / "average.pt")],
            arg_overrides={"data": str(compared.work / "data-bin")})
        model, dictionary = models[0].float().eval(), task.target_dictionary
        task.load_dataset("test")
        sources = task.dataset("test")
        totals = {name: [0.0, 0] for name in ("references", *part_ways.ROLES)}  # sum of log2-probabilities, tokens
        for sentence in range(SIZES["test"]):
            texts = {"references": pieces[sentence], **{role: translations[role][sentence] for role in part_ways.ROLES}}
            for name, text in texts.items():
                tokens = dictionary.encode_line(text, add_if_not_exist=False)
                log2prob = full_pass(model, sources[sentence]["source"], tokens, dictionary.eos()).gather(
                    1, tokens[:, None]).sum().item() / math.log(2)
                assert kept[sentence][f"{scorer}:{name}_log2prob"] == pytest.approx(log2prob, abs=1e-4)
                totals[name][0] += log2prob
                totals[name][1] += len(tokens)
        other = "run" if scorer == "baseline" else "baseline"
        for column, name in (("nll_references", "references"), ("nll_own", scorer), ("nll_other", other)):
            assert float(row[column]) == pytest.approx(-totals[name][0] / totals[name][1], abs=2e-4), column
        differ = [i for i in range(SIZES["test"]) if translations[scorer][i] != translations[other][i]]
        higher = [i for i in differ if kept[i][f"{scorer}:{other}_log2prob"] > kept[i][f"{scorer}:{scorer}_log2prob"]]
        assert (int(row["differ"]), int(row["other_higher_sum"])) == (len(differ), len(higher))

        def penalised(i, role):
            return kept[i][f"{scorer}:{role}_log2prob"] / (len(translations[role][i].split()) + 1) ** 0.6

        assert int(row["other_higher_penalised"]) == sum(penalised(i, other) > penalised(i, scorer) for i in differ)


def changed_copy(source, path, change):
    """A copy of the checkpoint source at path, change(state) applied to its state first."""
    state = load_checkpoint(str(source))
    change(state)
    torch.save(state, path)
    return path


def test_help_lists_every_setting_and_bad_inputs_are_named_before_any_work(compared, tmp_path, capsys):
    with pytest.raises(SystemExit) as exit:
        part_ways.main(["--help"])
    assert exit.value.code == 0
    help_text = capsys.readouterr().out
    for option in ("--prefixes", "--beam", "--lenpen", "--max-len-a", "--max-len-b", "--batch-size", "--threads",
                   "--work-dir", "--out"):
        assert option in help_text
    work, baseline = compared.work, compared.runs["baseline"]
    average = baseline / "eval" / "average.pt"
    outputs, out = tmp_path / "outputs", tmp_path / "record.tsv"

    def refused(other, message):
        with pytest.raises(SystemExit, match=re.escape(message)):
            part_ways.main([str(work), str(baseline), str(other), "--work-dir", str(outputs), "--out", str(out)])

    (tmp_path / "unevaluated-seed1").mkdir()
    refused(tmp_path / "unevaluated-seed1", f"{tmp_path}/unevaluated-seed1/eval/average.pt not found")

    def seed(state):
        state["cfg"]["common"]["seed"] = 2

    refused(changed_copy(average, tmp_path / "seed2.pt", seed), f"{tmp_path}/seed2.pt was trained with seed 2")

    def pair(state):
        state["cfg"]["task"]["source_lang"], state["cfg"]["task"]["target_lang"] = "de", "en"

    refused(changed_copy(average, tmp_path / "de-en.pt", pair), f"{tmp_path}/de-en.pt is of the pair de-en")

    def vocabulary(state):
        for name in ("encoder.embed_tokens.weight", "decoder.embed_tokens.weight"):
            state["model"][name] = state["model"][name][:-8]

    refused(changed_copy(average, tmp_path / "smaller.pt", vocabulary),
            f"{tmp_path}/smaller.pt: its encoder embeddings have")
    assert not outputs.exists() and not out.exists()
