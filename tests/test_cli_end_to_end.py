"""Every position scheme's architecture through fairseq's real command-line tools:
fairseq-train for a few updates on tiny generated data, then
fairseq-generate --beam 10 --lenpen 0.6 (and fairseq-interactive,
fairseq-validate, --restore-file) on the checkpoint it wrote, with torch's
weights_only protection on."""

import argparse
import os
import re
import subprocess

import pytest

from cli_helpers import BIN, DIET_ARCHS, FORKED, USER_DIR, TINY_MODEL, TRAIN, run, train
from forked_tools import LATE_READ_ENV
from model_helpers import parse_model_args


@pytest.mark.parametrize("arch", DIET_ARCHS)
def test_train_then_generate_with_beam_10(data_bin, tmp_path, arch):
    forked = FORKED.forked
    trained = train(data_bin, arch, tmp_path)
    # fairseq-train configures its log before importing fairseq: stdout, fairseq's format
    assert ("stdout", "fairseq", "fairseq_cli.train") in log_sources(trained)
    checkpoint = tmp_path / "checkpoint_best.pt"
    assert checkpoint.exists()
    result = run("fairseq-generate", str(data_bin), "--user-dir", USER_DIR,
                 "--path", str(checkpoint), "--beam", "10", "--lenpen", "0.6",
                 "--cpu", "--max-tokens", "500")
    hypotheses = [line for line in result.stdout.splitlines() if line.startswith("H-")]
    assert len(hypotheses) == 12
    assert "Generate test with beam=10" in result.stdout
    if arch == "transformer_diet_rel":  # the console script itself writes the same translations
        # The runs above were forked, unless this process has since changed a variable read
        # when the tools are imported (torch._inductor's import sets KMP_*): then both ran whole.
        env = {k: v for k, v in os.environ.items() if k != "TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD"}
        changed = {k for k in set(env) | set(FORKED.env) if env.get(k) != FORKED.env.get(k)} - LATE_READ_ENV
        assert FORKED.forked == forked + (0 if changed else 2), changed
        script = run("fairseq-generate", str(data_bin), "--user-dir", USER_DIR,
                     "--path", str(checkpoint), "--beam", "10", "--lenpen", "0.6",
                     "--cpu", "--max-tokens", "500", script=True)
        assert [line for line in script.stdout.splitlines() if line.startswith("H-")] == hypotheses
        # and logs to the same stream, in the same format, as the forked run
        assert log_sources(script) == log_sources(result) and log_sources(result)


def log_sources(result):
    """{(stream, format, logger)} of a command's log lines, the messages logged while
    fairseq is imported left out (a forked command does not import it)."""
    found = set()
    for stream in ("stdout", "stderr"):
        for line in getattr(result, stream).splitlines():
            fairseq_format = re.match(r"\S+ \S+ \| \w+ \| ([\w.]+) \| ", line)
            default_format = re.match(r"(?:INFO|WARNING|ERROR):([\w.]+):", line)
            for style, match in (("fairseq", fairseq_format), ("default", default_format)):
                if match and match.group(1) != "fairseq.tasks.text_to_speech":
                    found.add((stream, style, match.group(1)))
    return found


@pytest.mark.parametrize("size,dim,heads", [("_wmt_en_de", 512, 8), ("_wmt_en_de_big", 1024, 16)])
@pytest.mark.parametrize("arch", DIET_ARCHS)
def test_every_scheme_has_base_and_big_architectures(arch, size, dim, heads):
    # The architecture functions as fairseq applies them to parsed options.
    from fairseq.models import ARCH_CONFIG_REGISTRY

    args = argparse.Namespace()
    ARCH_CONFIG_REGISTRY[arch + size](args)
    assert (args.encoder_embed_dim, args.decoder_attention_heads) == (dim, heads)
    assert args.position_scheme == parse_model_args(arch).position_scheme


def test_checkpoint_resumes_and_loads_in_every_tool(data_bin, tmp_path):
    arch = "transformer_diet_rel"
    train(data_bin, arch, tmp_path)
    last = tmp_path / "checkpoint_last.pt"
    resumed = train(data_bin, arch, tmp_path, "--restore-file", str(last), "--max-update", "5")
    assert "loaded checkpoint" in (resumed.stdout + resumed.stderr).lower()
    assert "num_updates 5" in resumed.stdout + resumed.stderr
    # The console scripts themselves (the other tests here run their entry points forked).
    interactive = run("fairseq-interactive", str(data_bin), "--user-dir", USER_DIR,
                      "--path", str(last), "--beam", "10", "--lenpen", "0.6", "--cpu",
                      "--source-lang", "src", "--target-lang", "tgt", input="a b c\nd e\n", script=True)
    assert len([l for l in interactive.stdout.splitlines() if l.startswith("H-")]) == 2
    validate = run("fairseq-validate", str(data_bin), "--user-dir", USER_DIR, "--task", "translation",
                   "--path", str(last), "--cpu", "--max-tokens", "500", "--valid-subset", "valid", script=True)
    assert "valid on 'valid' subset" in validate.stdout + validate.stderr


@pytest.mark.parametrize("script", [False, True])
def test_bad_option_stops_before_training(data_bin, tmp_path, script):
    result = run("fairseq-train", str(data_bin), "--user-dir", USER_DIR, "--arch", "transformer_diet_abs",
                 *TINY_MODEL, *TRAIN, "--save-dir", str(tmp_path), "--diet-rank", "0", check=False, script=script)
    assert result.returncode == 1
    assert result.stderr.splitlines()[-1] == "fairseq-train: error: --diet-rank must be >= 1 for --position-scheme diet_abs; got 0", result.stderr
    assert "Traceback" not in result.stderr
    assert not list(tmp_path.glob("*.pt"))



def test_the_triton_backend_without_cuda_is_refused_before_the_data_is_read(data_bin, tmp_path):
    """Without a CUDA device and without Triton's interpreter, no call could run: fairseq-train stops
    while its options are set, before the dictionaries are read, and writes nothing (fairseq saves
    crash.pt when a training step raises, --no-save or not)."""
    env = {k: v for k, v in os.environ.items() if k != "TRITON_INTERPRET"}
    env["CUDA_VISIBLE_DEVICES"] = ""
    save_dir = tmp_path / "checkpoints"
    result = subprocess.run([str(BIN / "fairseq-train"), str(data_bin), "--user-dir", USER_DIR,
                             "--arch", "transformer_diet_rel", *TINY_MODEL, *TRAIN, "--save-dir", str(save_dir),
                             "--no-save", "--attention-backend", "triton"],
                            capture_output=True, text=True, env=env, timeout=600)
    assert result.returncode == 1
    assert result.stderr.splitlines()[-1] == (
        "fairseq-train: error: attention backend 'triton' cannot run in this process: its kernels run on CUDA "
        "tensors, and torch sees no CUDA device here; on a CPU they run only under TRITON_INTERPRET=1 (Triton's "
        "interpreter). Choose another with --attention-backend (a trained model: --model-overrides "
        "\"{'attention_backend': 'auto'}\") or FAIRSEQ_DIET_ATTENTION_BACKEND"), result.stderr
    assert "Traceback" not in result.stderr
    assert "dictionary:" not in result.stdout + result.stderr  # fairseq logs each dictionary it reads
    assert list(tmp_path.iterdir()) == []

def test_too_long_sentences_are_filtered_with_fairseq_message(data_bin, tmp_path):
    # Diet-Abs built for 4 source positions: the toy data has longer sentences.
    result = run("fairseq-train", str(data_bin), "--user-dir", USER_DIR,
                 "--arch", "transformer_diet_abs", *TINY_MODEL, *TRAIN,
                 "--save-dir", str(tmp_path), "--max-source-positions", "4", check=False)
    assert result.returncode != 0
    assert "max_positions=(4, 1024)" in result.stderr or "max_positions=(4, 1024)" in result.stdout


def _generate(data_bin, path, *options):
    """fairseq-generate's output lines by kind: {"S": {id: tokens}, "T": ..., "H": {id: [tokens, ...]}, "A": ...}."""
    result = run("fairseq-generate", str(data_bin), "--user-dir", USER_DIR, "--path", path, "--cpu",
                 "--max-tokens", "500", *options)
    lines = {"S": {}, "T": {}, "H": {}, "A": {}}
    for line in result.stdout.splitlines():
        kind, _, rest = line.partition("-")
        if kind in lines and rest[:1].isdigit():
            fields = rest.split("\t")
            lines[kind].setdefault(int(fields[0]), []).append(fields[-1].split())
    return lines


def test_fairseq_generates_options_work_on_a_position_scheme(data_bin, tmp_path):
    # The decoding options a user of fairseq's transformer reaches for, on
    # Shaw's model (its decoding path is the plugin's most particular: the
    # terms as shifts of the cached keys and values), each checked for what
    # the option promises.
    train(data_bin, "transformer_shaw", tmp_path / "shaw")
    train(data_bin, "transformer", tmp_path / "transformer")
    shaw = str(tmp_path / "shaw" / "checkpoint_last.pt")
    sentences = 12
    # the reference scored: every hypothesis is its reference
    scored = _generate(data_bin, shaw, "--score-reference")
    assert {i: h[0] for i, h in scored["H"].items()} == {i: t[0] for i, t in scored["T"].items()}
    assert len(scored["H"]) == sentences
    # alignments from the encoder-decoder attention: one source position per target token
    aligned = _generate(data_bin, shaw, "--beam", "4", "--print-alignment")
    for i, (hypothesis,) in aligned["H"].items():
        pairs = [tuple(map(int, pair.split("-"))) for pair in aligned["A"][i][0]]
        assert sorted(t for _, t in pairs) == list(range(len(hypothesis)))
        assert all(0 <= s <= len(aligned["S"][i][0]) for s, _ in pairs)
    # a forced prefix, lengths matched to the source
    prefixed = _generate(data_bin, shaw, "--beam", "4", "--prefix-size", "1")
    assert all(prefixed["H"][i][0][:1] == prefixed["T"][i][0][:1] for i in prefixed["T"])
    matched = _generate(data_bin, shaw, "--beam", "4", "--match-source-len")
    # (fairseq's source length counts its end of sentence: one token more than S shows, as for its transformer)
    assert all(len(matched["H"][i][0]) == len(matched["S"][i][0]) + 1 for i in matched["S"])
    # (--no-repeat-ngram-size runs, but fairseq 0.12's blocker without its CUDA extension compares the
    # last n - 1 entries of the whole token buffer, padding, and blocks nothing: its transformer too)
    unrepeated = _generate(data_bin, shaw, "--beam", "4", "--no-repeat-ngram-size", "2", "--max-len-b", "12")
    assert len(unrepeated["H"]) == sentences
    # sampling, n-best lists, dropout kept on, and an ensemble with fairseq's own transformer
    sampled = _generate(data_bin, shaw, "--beam", "3", "--nbest", "3", "--sampling", "--sampling-topk", "3",
                        "--seed", "2", "--retain-dropout")
    assert len(sampled["H"]) == sentences and all(len(h) == 3 for h in sampled["H"].values())
    ensemble = _generate(data_bin, shaw + ":" + str(tmp_path / "transformer" / "checkpoint_last.pt"), "--beam", "5")
    assert len(ensemble["H"]) == sentences
    # lexically constrained decoding (fairseq-interactive reads the constraints after a tab): each
    # hypothesis holds its constraints, in their order with "ordered"
    for order in ("ordered", "unordered"):
        constrained = run("fairseq-interactive", str(data_bin), "--user-dir", USER_DIR, "--path", shaw, "--cpu",
                          "--source-lang", "src", "--target-lang", "tgt", "--constraints", order, "--beam", "4",
                          "--max-len-b", "10", input="a b c d\tD\ne f g\tG F\n")
        hypotheses = [line.split("\t")[2].split() for line in constrained.stdout.splitlines() if line.startswith("H-")]
        assert len(hypotheses) == 2
        assert "D" in hypotheses[0]
        g, f = hypotheses[1].index("G"), len(hypotheses[1]) - 1 - hypotheses[1][::-1].index("F")
        assert g < f or order == "unordered" and "F" in hypotheses[1]


def test_training_with_an_ema_copy_and_bleu_at_validation(data_bin, tmp_path):
    # --store-ema deep-copies the model after its first update; --eval-bleu
    # runs a beam search inside each validation, between training steps.
    import torch

    trained = train(data_bin, "transformer_diet_rel", tmp_path, "--max-update", "4", "--store-ema",
                    "--ema-decay", "0.5", "--eval-bleu", "--eval-bleu-args", '{"beam": 4, "max_len_b": 10}',
                    "--validate-interval-updates", "2")
    validations = [line for line in trained.stdout.splitlines() if "valid on 'valid' subset" in line]
    assert len(validations) >= 2 and all(re.search(r"\| bleu \d", line) for line in validations), validations
    checkpoint = torch.load(tmp_path / "checkpoint_last.pt", weights_only=True)
    model, ema = checkpoint["model"], checkpoint["extra_state"]["ema"]
    assert ema.keys() == model.keys()
    name = "encoder.self_positions.distance_bias"
    # the average lags the trained biases, and follows them: ema = 0.5 ema + 0.5 model at each update
    assert not torch.equal(ema[name], model[name])
    assert (ema[name] - model[name]).abs().max() < (model[name].abs().max())
    # (the BLEU counts it saved with the metrics are numpy arrays: the checkpoint loads, protected)
    generated = _generate(data_bin, str(tmp_path / "checkpoint_last.pt"), "--beam", "4")
    assert len(generated["H"]) == 12
    resumed = train(data_bin, "transformer_diet_rel", tmp_path, "--max-update", "5", "--store-ema",
                    "--ema-decay", "0.5", "--eval-bleu", "--eval-bleu-args", '{"beam": 4, "max_len_b": 10}')
    assert "num_updates 5" in resumed.stdout + resumed.stderr


def test_sentences_padded_to_a_few_lengths(data_bin, tmp_path):
    # --num-batch-buckets: fairseq pads each sentence to one of N lengths, on
    # the source's left; positions count each sentence's real tokens.
    trained = train(data_bin, "transformer_diet_rel", tmp_path, "--num-batch-buckets", "3")
    assert re.search(r"bucketing source lengths: \[\d+, \d+, \d+\]", trained.stdout + trained.stderr)
    generated = _generate(data_bin, str(tmp_path / "checkpoint_last.pt"), "--beam", "4", "--num-batch-buckets", "3")
    assert len(generated["H"]) == 12


def test_a_layerdrop_model_translates_pruned(data_bin, tmp_path):
    # LayerDrop's pruning at inference, as fairseq documents it: the layers to keep
    # as model overrides; Diet-Rel's per-layer distance biases are cut with them.
    train(data_bin, "transformer_diet_rel", tmp_path, "--encoder-layers", "3", "--decoder-layers", "2",
          "--encoder-layerdrop", "0.2", "--decoder-layerdrop", "0.2")
    pruned = _generate(data_bin, str(tmp_path / "checkpoint_last.pt"), "--beam", "4", "--model-overrides",
                       "{'encoder_layers_to_keep': '0,2', 'decoder_layers_to_keep': '1'}")
    assert len(pruned["H"]) == 12


HYDRA_CONFIG = """\
common: {cpu: true, seed: 1, no_progress_bar: true}
task: {_name: translation, data: DATA}
criterion: {_name: label_smoothed_cross_entropy, label_smoothing: 0.1}
optimizer: {_name: adam}
lr_scheduler: {_name: inverse_sqrt, warmup_updates: 10}
optimization: {lr: [0.001], max_update: 3}
dataset: {max_tokens: 500, num_workers: 0}
checkpoint: {no_epoch_checkpoints: true}
"""


def test_fairseq_hydra_train_builds_the_scheme_its_options_name(data_bin, tmp_path):
    # fairseq-hydra-train hands the model its options as a DictConfig (+model._name=ARCH, the
    # arch's defaults filled in by its function), whose fields outside fairseq's TransformerConfig
    # are the position options: they reach the scheme, are refused where another scheme's, and the
    # checkpoint translates.
    import torch

    (tmp_path / "tiny.yaml").write_text(HYDRA_CONFIG.replace("DATA", str(data_bin)))
    model = [f"+model.{flag[2:].replace('-', '_')}={value}" for flag, value in zip(TINY_MODEL[::2], TINY_MODEL[1::2])]

    def hydra_train(save_dir, *overrides):
        # (hydra.run.dir: Hydra's own outputs, by default under the working directory)
        return run("fairseq-hydra-train", "--config-dir", str(tmp_path), "--config-name", "tiny",
                   f"hydra.run.dir={save_dir}", f"common.user_dir={USER_DIR}", f"checkpoint.save_dir={save_dir}",
                   *model, *overrides, check=False)

    trained = hydra_train(tmp_path / "shaw", "+model._name=transformer_shaw", "+model.shaw_clip=3")
    assert trained.returncode == 0, trained.stderr[-3000:]
    checkpoint = tmp_path / "shaw" / "checkpoint_last.pt"
    state = torch.load(checkpoint, map_location="cpu", weights_only=False)
    assert state["cfg"]["model"]["position_scheme"] == "shaw"
    assert state["model"]["encoder.self_positions.key_embeddings"].shape[-2] == 2 * 3 + 1  # buckets -3 to 3
    assert len(_generate(data_bin, str(checkpoint), "--beam", "4")["H"]) == 12  # every test sentence translated
    refused = hydra_train(tmp_path / "refused", "+model._name=transformer_diet_rel", "+model.shaw_clip=3")
    assert refused.returncode != 0 and "--shaw-clip does not apply to --position-scheme diet_rel" in refused.stderr
    assert not (tmp_path / "refused" / "checkpoint_last.pt").exists()
