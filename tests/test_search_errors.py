"""scripts/search_errors.py on a tiny run in run.sh's layout (real Multi30k sentences, a
sentencepiece vocabulary, fairseq-train with interval checkpoints): its numbers agree with
what other routes compute: fairseq-validate's losses, fairseq-generate and score.py's BLEU,
reference scores and end-of-sentence probabilities from one full pass of each reference
alone, and greedy search written out here, step by full step, for the beam-1 search errors."""
import contextlib
import io
import math
import re
import sys
from types import SimpleNamespace

import pytest
import torch

from cli_helpers import USER_DIR, run
from model_helpers import REPO, full_pass
from multi30k_slice import preprocessed_pair

sys.path.insert(0, str(REPO / "scripts"))
import score  # noqa: E402
import search_errors  # noqa: E402

# Its tests share a module-scoped fixture: under pytest-xdist one worker runs them all.
pytestmark = pytest.mark.xdist_group("test_search_errors")

SIZES = {"train": 600, "valid": 30, "test": 24}
MODEL = ["--arch", "transformer_diet_rel", "--encoder-layers", "1", "--decoder-layers", "1",
         "--encoder-embed-dim", "32", "--decoder-embed-dim", "32",
         "--encoder-ffn-embed-dim", "64", "--decoder-ffn-embed-dim", "64",
         "--encoder-attention-heads", "4", "--decoder-attention-heads", "4", "--dropout", "0",
         "--share-all-embeddings"]
TRAIN = ["--optimizer", "adam", "--lr", "5e-3", "--lr-scheduler", "inverse_sqrt", "--warmup-updates", "10",
         "--max-tokens", "2000", "--max-update", "150", "--criterion", "label_smoothed_cross_entropy",
         "--label-smoothing", "0.1", "--cpu", "--no-progress-bar", "--seed", "1", "--num-workers", "0",
         "--save-interval-updates", "30", "--keep-interval-updates", "5", "--no-epoch-checkpoints"]
BEAMS, LENPENS, MAX_LEN_A, MAX_LEN_B = (1, 4), (0.6, 1.0), 1.2, 10
BACKENDS = ("reference", "blocks", "sdpa")
SEARCH = ["--beams", ",".join(map(str, BEAMS)), "--lenpens", ",".join(map(str, LENPENS)),
          "--max-len-a", str(MAX_LEN_A), "--max-len-b", str(MAX_LEN_B), "--backends", ",".join(BACKENDS)]


@pytest.fixture(scope="module")
def tiny_run(tmp_path_factory):
    """(WORKDIR, RUN): the first Multi30k en-de pairs in preprocess.sh's layout (raw/,
    subword/model.*, data-bin/) and a run of 150 updates with a checkpoint every 30."""
    work = preprocessed_pair(tmp_path_factory.mktemp("search_errors") / "en-de", SIZES)
    checkpoints = work / "checkpoints" / "transformer_diet_rel-seed1"
    run("fairseq-train", str(work / "data-bin"), "--user-dir", USER_DIR, *MODEL, *TRAIN, "--save-dir", str(checkpoints))
    return work, checkpoints



@pytest.fixture(scope="module")
def report(tiny_run, tmp_path_factory):
    """search_errors.py on the tiny run, every test sentence: its printed tables (a list of
    rows, each {column: cell}, per table), the file --out wrote, and its work directory."""
    work, checkpoints = tiny_run
    out = tmp_path_factory.mktemp("report") / "table.md"
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        search_errors.main([str(work), str(checkpoints), *SEARCH, "--out", str(out)])
    text = printed.getvalue()
    return SimpleNamespace(work=work, run=checkpoints, text=text, out=out, tables=markdown_tables(text),
                           outputs=checkpoints / "search-errors")


def markdown_tables(text):
    return search_errors.markdown_tables(text.splitlines())


def loss_and_nll(cell):
    loss, nll = re.fullmatch(r"(\S+) \((\S+)\)", cell).groups()
    return float(loss), float(nll)


def checkpoint_of(report, label):
    return report.run / "checkpoint_last.pt" if label == "last" else report.outputs / "average.pt"


def load(report, label):
    """(model, the test split) of a checkpoint the report examined, through fairseq's loader."""
    from fairseq import checkpoint_utils

    models, _, task = checkpoint_utils.load_model_ensemble_and_task(
        [str(checkpoint_of(report, label))], arg_overrides={"data": str(report.work / "data-bin")})
    task.load_dataset("test")
    return models[0].float().eval(), task.dataset("test")


def sentences(report, label):
    """{id: {column: value}} of the work directory's sentences.tsv of a model."""
    lines = (report.outputs / label / "sentences.tsv").read_text(encoding="utf-8").splitlines()
    header = lines[0].split("\t")
    rows = [dict(zip(header, map(float, line.split("\t")))) for line in lines[1:]]
    return {int(row["id"]): row for row in rows}


def test_the_report_is_printed_and_written_with_a_row_per_model_and_setting(report):
    assert report.out.read_text(encoding="utf-8") == report.text
    models, searches, _, _ = report.tables
    assert [row["model"] for row in models] == ["last", "average"]
    assert [(row["model"], int(row["beam"]), float(row["lenpen"])) for row in searches] == [
        (label, beam, lenpen) for label in ("last", "average") for beam in BEAMS for lenpen in LENPENS]
    assert "sacreBLEU signature: nrefs:1|" in report.text and "Command: `scripts/search_errors.py " in report.text
    # averaging 5 checkpoints of a run this short is far from neutral (the observation)
    assert loss_and_nll(models[1]["valid loss (nll)"])[0] > loss_and_nll(models[0]["valid loss (nll)"])[0]


def test_losses_are_those_fairseq_validate_reports(report):
    models = report.tables[0]
    for row in models:
        result = run("fairseq-validate", str(report.work / "data-bin"), "--user-dir", USER_DIR,
                     "--path", str(checkpoint_of(report, row["model"])), "--task", "translation",
                     "--valid-subset", "valid,test", "--max-tokens", "2000", "--num-workers", "0", "--cpu")
        reported = dict((subset, (float(loss), float(nll))) for subset, loss, nll in re.findall(
            r"valid on '(\w+)' subset \| loss (\S+) \| nll_loss (\S+) \|", result.stdout + result.stderr))
        for subset in ("valid", "test"):
            expected = reported[subset]
            got = loss_and_nll(row[f"{subset} loss (nll)"])
            assert max(abs(a - b) for a, b in zip(got, expected)) <= 1.5e-3, (row["model"], subset, got, expected)


def generate_and_score(report, checkpoint, beam, lenpen, tmp_path):
    """(BLEU, length ratio, hypotheses) by evaluate.sh's route: fairseq-generate on the
    checkpoint, then score.py on its output."""
    generated = run("fairseq-generate", str(report.work / "data-bin"), "--user-dir", USER_DIR,
                    "--path", str(checkpoint), "--task", "translation", "--gen-subset", "test",
                    "--beam", str(beam), "--lenpen", str(lenpen), "--max-len-a", str(MAX_LEN_A),
                    "--max-len-b", str(MAX_LEN_B), "--batch-size", "64", "--required-batch-size-multiple", "1",
                    "--cpu").stdout
    (tmp_path / "generate.txt").write_text(generated, encoding="utf-8")
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        score.main(["--generate-output", str(tmp_path / "generate.txt"), "--reference",
                    str(report.work / "raw" / "test.de"), "--model-prefix", str(report.work / "subword" / "model"),
                    "--hypotheses", "pieces"])
    bleu, ratio = re.search(r"^BLEU = (\S+) .*ratio = (\S+) ", printed.getvalue(), re.M).groups()
    return float(bleu), float(ratio), score.read_hypotheses(str(tmp_path / "generate.txt"))


def test_bleu_and_hypotheses_are_fairseq_generates_and_score_pys(report, tmp_path):
    searches = report.tables[1]
    beam, lenpen = BEAMS[-1], LENPENS[0]
    for label in ("last", "average"):
        bleu, ratio, theirs = generate_and_score(report, checkpoint_of(report, label), beam, lenpen, tmp_path)
        row = next(r for r in searches if (r["model"], int(r["beam"]), float(r["lenpen"])) == (label, beam, lenpen))
        assert (float(row["BLEU"]), float(row["length ratio"])) == (bleu, ratio), label
        ours = score.read_hypotheses(str(report.outputs / label / f"generate-beam{beam}-lenpen{lenpen:g}.txt"))
        assert ours == theirs and len(ours) == SIZES["test"]


@pytest.mark.parametrize("label", ["last", "average"])
def test_reference_scores_and_end_probabilities_are_those_of_a_pass_over_each_reference_alone(report, label):
    model, dataset = load(report, label)
    eos = dataset.tgt_dict.eos()
    kept = sentences(report, label)
    assert sorted(kept) == list(range(SIZES["test"]))
    at_end, before, positions = [], 0.0, 0
    likeliest, entropy, tokens, near_ties = 0, 0.0, 0, 0  # near ties may break either way in another batch
    for sentence, row in kept.items():
        item = dataset[sentence]
        log_probs = full_pass(model, item["source"], item["target"], eos)
        for position, token in enumerate(item["target"].tolist()):
            probs = [math.exp(value) for value in log_probs[position].tolist()]
            likeliest += probs[token] == max(probs)
            first, second = sorted(probs)[-2:][::-1]
            near_ties += first - second < 1e-5
            entropy -= sum(p * math.log2(p) for p in probs if p > 0)
            tokens += 1
        score_bits = log_probs.gather(1, item["target"][:, None]).sum().item() / math.log(2)
        assert row["ref_tokens"] == item["target"].numel()
        assert abs(row["ref_log2prob"] - score_bits) <= 1e-4, (sentence, row["ref_log2prob"], score_bits)
        eos_probs = log_probs[:, eos].exp()
        assert abs(row["ref_eos_at_end"] - eos_probs[-1].item()) <= 1e-5
        at_end.append(eos_probs[-1].item())
        before, positions = before + eos_probs[:-1].sum().item(), positions + eos_probs.numel() - 1
    models = report.tables[0]
    row = next(r for r in models if r["model"] == label)
    assert abs(float(row["P(eos) at the reference's end"]) - sum(at_end) / len(at_end)) <= 5e-4
    assert abs(float(row["P(eos) before it"]) - before / positions) <= 5e-5
    assert abs(float(row["tokens the likeliest"]) - likeliest / tokens) <= near_ties / tokens + 5e-5
    assert abs(float(row["entropy (bits)"]) - entropy / tokens) <= 5e-4


def test_beam_1_search_errors_are_those_of_greedy_search_by_full_passes(report):
    # Greedy search written out: at each step one full pass over the prefix, the likeliest
    # token (never padding; no end of sentence first; only it at the length cap), until the
    # end of sentence. The cap is fairseq's, of one batch holding every test sentence.
    model, dataset = load(report, "last")
    dictionary = dataset.tgt_dict
    eos, pad = dictionary.eos(), dictionary.pad()
    width = max(dataset[i]["source"].numel() for i in range(len(dataset)))
    max_len = min(int(MAX_LEN_A * width + MAX_LEN_B), model.max_decoder_positions() - 1)
    kept = sentences(report, "last")
    errors = {lenpen: [0, 0] for lenpen in LENPENS}
    # sums of the hypothesis's and the reference's scores, raw and penalised
    totals = {lenpen: [0.0, 0.0, 0.0, 0.0] for lenpen in LENPENS}
    for sentence, row in kept.items():
        item = dataset[sentence]
        tokens = torch.tensor([], dtype=torch.long)
        for step in range(max_len + 1):
            log_probs = full_pass(model, item["source"], torch.cat([tokens, tokens.new_tensor([pad])]), eos)[-1]
            log_probs[pad] = -math.inf
            if step == 0:
                log_probs[eos] = -math.inf
            if step >= max_len:
                log_probs[torch.arange(len(dictionary)) != eos] = -math.inf
            tokens = torch.cat([tokens, log_probs.argmax().view(1)])
            if tokens[-1] == eos:
                break
        hypothesis = full_pass(model, item["source"], tokens, eos).gather(1, tokens[:, None]).sum().item() / math.log(2)
        reference = row["ref_log2prob"]
        other = not torch.equal(tokens, item["target"])
        for lenpen in LENPENS:
            setting = f"beam1-lenpen{lenpen:g}"
            assert row[f"{setting}:hyp_tokens"] == tokens.numel(), (sentence, dictionary.string(tokens))
            assert abs(row[f"{setting}:hyp_log2prob"] - hypothesis) <= 1e-4
            scores = (hypothesis, reference, hypothesis / tokens.numel() ** lenpen,
                      reference / item["target"].numel() ** lenpen)
            totals[lenpen] = [total + value for total, value in zip(totals[lenpen], scores)]
            error = other and reference > hypothesis
            penalised = other and scores[3] > scores[2]
            assert (row[f"{setting}:search_error"], row[f"{setting}:search_error_penalised"]) == (error, penalised)
            errors[lenpen][0] += error
            errors[lenpen][1] += penalised
    searches = report.tables[1]
    for lenpen, (by_sum, by_penalised) in errors.items():
        row = next(r for r in searches if (r["model"], r["beam"], float(r["lenpen"])) == ("last", "1", lenpen))
        assert float(row["search errors % (sum)"]) == round(100 * by_sum / len(kept), 1)
        assert float(row["search errors % (penalised)"]) == round(100 * by_penalised / len(kept), 1)
        columns = ("hypothesis score", "reference score", "hypothesis penalised", "reference penalised")
        for column, total in zip(columns, totals[lenpen]):
            assert abs(float(row[column]) - total / len(kept)) <= 0.006, (lenpen, column, total / len(kept))
    assert 0 < errors[LENPENS[0]][0] < len(kept)  # the check sees both kinds of sentence


def test_every_hypothesis_of_the_averaged_model_decodes_as_its_full_pass_on_every_backend(report):
    decoding = report.tables[2]
    assert [(row["model"], row["backend"]) for row in decoding] == [("average", b) for b in BACKENDS]
    for row in decoding:
        assert (int(row["beam"]), float(row["lenpen"])) == (max(BEAMS), LENPENS[0])
        assert int(row["hypotheses"]) == SIZES["test"] * max(BEAMS)
        # float32 running sums: as the beam test's bound (tests/test_beam_search_scores_equal_a_full_pass.py)
        assert float(row["largest difference (nats)"]) <= 2e-5, row
        assert int(row["best hypotheses differing"]) <= 1, row  # the backends agree but for a near tie


def test_without_backends_the_decoding_check_reuses_the_search_on_the_models_own_setting(tiny_run, tmp_path,
                                                                                      monkeypatch):
    monkeypatch.delenv("FAIRSEQ_DIET_ATTENTION_BACKEND", raising=False)  # the model's setting (none): auto
    work, checkpoints = tiny_run
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        search_errors.main([str(work), str(checkpoints), "--beams", "2", "--lenpens", "0.6", "--max-sentences", "6",
                            "--work-dir", str(tmp_path / "outputs")])
    decoding = markdown_tables(printed.getvalue())[2]
    assert [(row["model"], row["backend"], row["hypotheses"]) for row in decoding] == [
        ("average", "auto (the model's own)", str(6 * 2))]
    assert float(decoding[0]["largest difference (nats)"]) <= 2e-5 and decoding[0]["best hypotheses differing"] == "0"


def test_each_averaged_checkpoint_is_scored_alone_as_fairseq_generate_scores_it(report, tmp_path):
    singles = report.tables[3]
    numbered = sorted((int(m.group(1)), m.group(0)) for path in report.run.iterdir()
                      if (m := re.fullmatch(r"checkpoint_\d+_(\d+)\.pt", path.name)))
    assert [(row["checkpoint"], int(row["updates"])) for row in singles] == [
        (name, updates) for updates, name in numbered[-5:]]
    assert [updates for updates, _ in numbered[-5:]] == [30, 60, 90, 120, 150]
    oldest = singles[0]
    bleu, ratio, theirs = generate_and_score(report, report.run / oldest["checkpoint"], max(BEAMS), LENPENS[0],
                                             tmp_path)
    assert (float(oldest["BLEU"]), float(oldest["length ratio"])) == (bleu, ratio)
    ours = score.read_hypotheses(str(report.outputs / "checkpoints" / oldest["checkpoint"].replace(".pt",
                                                                                              ".generate.txt")))
    assert ours == theirs
    # the newest is checkpoint_last.pt's update: the same model, the same score as the last row
    last = next(r for r in report.tables[1] if (r["model"], int(r["beam"]), float(r["lenpen"])) ==
                ("last", max(BEAMS), LENPENS[0]))
    assert (singles[-1]["BLEU"], singles[-1]["length ratio"]) == (last["BLEU"], last["length ratio"])
    # 30 updates apart, the checkpoints of this short run score differently
    assert len({row["BLEU"] for row in singles}) > 1


def test_a_report_without_the_checkpoints_table_reads_with_it_empty(report, tmp_path):
    text = report.out.read_text(encoding="utf-8")
    older = tmp_path / "older.md"
    older.write_text(text[:text.index("Checkpoints: each")] + "Command: ...\n", encoding="utf-8")
    tables = search_errors.read_report(str(older))
    assert tables["checkpoints"] == [] and len(tables["searches"]) == len(report.tables[1])
    assert search_errors.read_report(str(report.out))["checkpoints"] == report.tables[3]


def test_the_decoding_check_sees_a_token_scored_otherwise_than_the_full_pass(report):
    model, dataset = load(report, "average")
    eos = dataset.tgt_dict.eos()
    tokens = torch.cat([dataset[0]["target"][:3], torch.tensor([eos])])
    scores = full_pass(model, dataset[0]["source"], tokens, eos).gather(1, tokens[:, None])[:, 0]
    assert search_errors.decoding_differences(model, dataset, {0: [dict(tokens=tokens, positional_scores=scores)]}) \
        == (1, pytest.approx(0, abs=1e-6))
    scores[2] += 0.01  # a defect of one token's score
    compared, worst = search_errors.decoding_differences(model, dataset, {0: [dict(tokens=tokens,
                                                                                 positional_scores=scores)]})
    assert compared == 1 and worst == pytest.approx(0.01, abs=1e-5)


def test_help_lists_every_setting_and_missing_files_are_named_before_any_work(tiny_run, tmp_path, capsys):
    with pytest.raises(SystemExit) as exit:
        search_errors.main(["--help"])
    assert exit.value.code == 0
    help_text = capsys.readouterr().out
    for option in ("--average-last", "--beams", "--lenpens", "--max-sentences", "--max-len-a", "--max-len-b",
                   "--batch-size", "--backends", "--threads", "--work-dir", "--out"):
        assert option in help_text
    assert "(default 5)" in help_text and "usage: " in help_text
    work, checkpoints = tiny_run
    outputs = tmp_path / "outputs"
    with pytest.raises(SystemExit, match="checkpoint_last.pt not found"):
        search_errors.main([str(work), str(tmp_path), "--work-dir", str(outputs)])
    (tmp_path / "pair").mkdir()
    (tmp_path / "pair" / "data-bin").symlink_to(work / "data-bin")
    with pytest.raises(SystemExit, match=re.escape(f"raw reference {tmp_path}/pair/raw/test.de not found")):
        search_errors.main([str(tmp_path / "pair"), str(checkpoints), "--work-dir", str(outputs)])
    with pytest.raises(SystemExit):
        search_errors.main([str(work), str(checkpoints), "--backends", "blocks,fast", "--work-dir", str(outputs)])
    assert "'fast' is not a backend (auto, reference" in capsys.readouterr().err
    assert not outputs.exists()
