"""Position options are checked when fairseq parses them, against the chosen
scheme; encoder-decoder attention carries a position term by each scheme's
paper (Shaw et al.: no; DIET: yes), and checkpoints keep what they were
trained with."""

import json
import os
import re
import subprocess
import sys

import pytest
import torch

from cli_helpers import BIN, USER_DIR, train
from model_helpers import REPO, build_model, parse_model_args, random_batch

BAD_COMMAND_LINES = [
    # (arguments after --arch, words the one-line error must contain)
    (["transformer_diet_rel", "--diet-rank", "4"], ["--diet-rank", "diet_rel", "diet_abs"]),
    (["transformer_diet_abs", "--no-shaw-values"], ["--no-shaw-values", "diet_abs", "shaw"]),
    (["transformer_diet_abs", "--max-relative-position", "8"], ["--max-relative-position", "diet_abs"]),
    (["transformer_diet_rel", "--max-relative-position", "0"], ["--max-relative-position", ">= 1", "diet_rel"]),
    (["transformer_shaw", "--max-relative-position", "0"], ["--max-relative-position", ">= 1", "shaw"]),
    (["transformer_diet_abs", "--diet-rank", "0"], ["--diet-rank", ">= 1"]),
    (["transformer_shaw", "--position-scheme", "diet_rel", "--no-shaw-values"], ["--no-shaw-values", "diet_rel"]),
    (["transformer_kerple", "--kerple-variant", "cubic"], ["--kerple-variant", "log, power", "kerple", "'cubic'"]),
    (["transformer_t5", "--kerple-variant", "power"], ["--kerple-variant", "t5", "kerple"]),
    (["transformer_fire", "--fire-hidden", "0"], ["--fire-hidden", ">= 1", "fire"]),
    (["transformer_fire", "--fire-threshold", "0"], ["--fire-threshold", "> 0", "fire"]),
    (["transformer_xpos", "--xpos-scale-base", "-2"], ["--xpos-scale-base", "> 0", "xpos"]),
    (["transformer_xpos", "--rotary-base", "1"], ["--rotary-base", "> 1", "--position-scheme xpos"]),
    (["transformer_rope", "--xpos-scale-base", "512"], ["--xpos-scale-base", "rope", "xpos"]),
    (["transformer_diet_rel", "--rotary-base", "500"], ["--rotary-base", "diet_rel", "rope, xpos"]),
    (["transformer_xpos", "--max-source-positions", "4096"],
     ["--position-scheme xpos", "4096", "half precision", "--max-source-positions", "--xpos-scale-base"]),
    (["transformer_cope", "--cope-max-position", "1"], ["--cope-max-position", ">= 2", "cope"]),
    # Head sizes, from the embedding dimension and the heads (the decoder's follow the encoder's).
    (["transformer_rope", "--encoder-embed-dim", "20", "--encoder-attention-heads", "4"],
     ["--position-scheme rope", "head size must be even", "--encoder-embed-dim 20 with --encoder-attention-heads 4 gives 5"]),
    (["transformer_rope", "--encoder-embed-dim", "24", "--decoder-attention-heads", "4", "--encoder-attention-heads", "4",
      "--decoder-embed-dim", "20"], ["--decoder-embed-dim 20 with --decoder-attention-heads 4 gives 5"]),
    (["transformer_diet_rel", "--encoder-embed-dim", "20", "--encoder-attention-heads", "3"],
     ["--encoder-embed-dim 20 with --encoder-attention-heads 3", "split into equal heads"]),
    # fairseq's own switches of the input positions, which --input-positions sets for these models
    (["transformer_diet_rel", "--encoder-learned-pos"], ["--encoder-learned-pos", "--input-positions learned",
                                                         "(here: none)"]),
    (["transformer_shaw", "--input-positions", "sinusoidal", "--decoder-learned-pos"],
     ["--decoder-learned-pos", "(here: sinusoidal)"]),
    (["transformer_t5", "--input-positions", "learned", "--no-token-positional-embeddings"],
     ["--no-token-positional-embeddings and --input-positions learned disagree"]),
]


# Runs fairseq-train's entry point (what the fairseq-train script calls) once per command
# line in one process, as a fresh process would: an uncaught exception goes to
# sys.excepthook (the plugin's one-line report), stderr is kept per command line. One
# process instead of one each saves their imports of torch and fairseq (6 s each here).
ENTRY_POINT_PER_COMMAND_LINE = r"""
import contextlib, io, json, sys
from fairseq_cli import train

command_lines, out = json.loads(sys.argv[1]), sys.argv[2]
outcomes = []
for argv in command_lines:
    sys.argv = argv
    stderr = io.StringIO()
    with contextlib.redirect_stderr(stderr):
        try:
            train.cli_main()
            status = 0
        except SystemExit as stop:
            status = stop.code if isinstance(stop.code, int) else 1
        except BaseException:
            sys.excepthook(*sys.exc_info())
            status = 1
    outcomes.append([status, stderr.getvalue()])
with open(out, "w") as f:
    json.dump(outcomes, f)
"""


def test_bad_position_options_stop_fairseq_train_with_one_line_before_loading_data(tmp_path):
    # The data directory does not exist: an error about the options that came
    # after loading the data would name it instead. The first command line runs as
    # the fairseq-train script itself, the others through its entry point in one process.
    missing = tmp_path / "no-data-here"
    env = {k: v for k, v in os.environ.items() if k != "TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD"}
    command_lines = [[str(BIN / "fairseq-train"), str(missing), "--user-dir", USER_DIR, "--task", "translation",
                      "--cpu", "--arch", *arguments] for arguments, _ in BAD_COMMAND_LINES]
    script = subprocess.Popen(command_lines[0], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    out = tmp_path / "outcomes.json"
    entry_point = subprocess.run([sys.executable, "-c", ENTRY_POINT_PER_COMMAND_LINE, json.dumps(command_lines[1:]),
                                  str(out)], capture_output=True, text=True, env=env,
                                 timeout=300)
    assert entry_point.returncode == 0, entry_point.stderr[-3000:]
    _, stderr = script.communicate(timeout=300)
    outcomes = [(script.returncode, stderr)] + [tuple(outcome) for outcome in json.loads(out.read_text())]
    assert len(outcomes) == len(BAD_COMMAND_LINES)
    for (status, stderr), (arguments, words) in zip(outcomes, BAD_COMMAND_LINES):
        assert status != 0, arguments
        assert "Traceback" not in stderr, stderr
        lines = [line for line in stderr.splitlines() if "error" in line]
        assert len(lines) == 1, stderr
        assert lines[0].startswith("fairseq-train: error: "), stderr
        for word in words:
            assert word in lines[0], (arguments, lines[0])
        assert "no-data-here" not in stderr


def test_position_scheme_option_takes_that_schemes_defaults():
    # Not an error naming transformer_shaw, an architecture not asked for:
    # the scheme brings its own default clipping distance.
    args = parse_model_args("transformer_diet_abs", ["--position-scheme", "shaw"])
    assert (args.position_scheme, args.shaw_clip, args.diet_rank) == ("shaw", 16, None)
    assert args.cross_attention_positions is False


@pytest.mark.parametrize("given", [["--input-positions", "learned", "--encoder-learned-pos", "--decoder-learned-pos"],
                                   ["--no-token-positional-embeddings"], ["--input-positions", "learned"]])
def test_fairseq_input_position_switches_that_agree_build_the_model_they_name(given):
    model, _ = build_model("transformer_diet_rel", given)
    learned = "learned" in given
    for stack in (model.encoder, model.decoder):
        assert (type(stack.embed_positions).__name__ == "LearnedPositionalEmbedding") == learned
        assert (stack.embed_positions is None) == (not learned)


@pytest.mark.parametrize("arch,expected", [
    ("transformer_diet_abs", True), ("transformer_diet_rel", True), ("transformer_shaw", False),
    ("transformer_shaw_wmt_en_de_big", False), ("transformer_kerple", True), ("transformer_alibi", False),
    ("transformer_fire", False), ("transformer_xpos", False), ("transformer_cope", False)])
def test_cross_attention_positions_default_per_scheme(arch, expected):
    model, _ = build_model(arch)
    assert (model.decoder.cross_positions is not None) == expected
    assert (model.decoder.layers[0].encoder_attn.position is not None) == expected


@pytest.mark.parametrize("flags,expected", [
    (["--cross-attention-positions"], True),
    (["--no-cross-attention-positions"], False),
    (["--cross-attention-positions", "--no-cross-attention-positions"], False),
    (["--no-cross-attention-positions", "--cross-attention-positions"], True),
])
@pytest.mark.parametrize("arch", ["transformer_shaw", "transformer_diet_rel"])
def test_the_later_cross_attention_option_wins(arch, flags, expected):
    model, _ = build_model(arch, flags)
    assert (model.decoder.cross_positions is not None) == expected


def old_style(model_args):
    """Model options as checkpoints written before --cross-attention-positions
    stored them: only --no-cross-attention-positions, under its own name."""
    value = model_args.cross_attention_positions
    del model_args.cross_attention_positions
    model_args.no_cross_attention_positions = not value
    return model_args


@pytest.mark.parametrize("cross", [True, False])
def test_checkpoints_from_before_the_shaw_default_changed_load_as_trained(data_bin, tmp_path, cross):
    from fairseq import checkpoint_utils

    flags = ["--cross-attention-positions"] if cross else []
    train(data_bin, "transformer_shaw", tmp_path, *flags)
    path = tmp_path / "checkpoint_last.pt"
    state = torch.load(path, weights_only=False)
    assert state["cfg"]["model"].cross_attention_positions is cross
    state["cfg"]["model"] = old_style(state["cfg"]["model"])
    old_path = tmp_path / "old.pt"
    torch.save(state, old_path)
    (new_model,), _ = checkpoint_utils.load_model_ensemble([str(path)])
    (old_model,), _ = checkpoint_utils.load_model_ensemble([str(old_path)])
    assert (old_model.decoder.cross_positions is not None) is cross
    src = random_batch(old_model.encoder.dictionary, [5, 3], seed=1)
    tgt = random_batch(old_model.encoder.dictionary, [4, 4], seed=2, left_pad=False)
    with torch.no_grad():
        torch.testing.assert_close(old_model.eval()(src, None, tgt)[0], new_model.eval()(src, None, tgt)[0],
                                   rtol=0, atol=0)


def test_fairseq_train_with_checkpointed_activations_trains_the_position_terms(data_bin, tmp_path):
    # Through the command line: Diet-Rel's position parameters change between
    # two checkpoints of one training with --checkpoint-activations.
    from fairseq import checkpoint_utils

    train(data_bin, "transformer_diet_rel", tmp_path, "--checkpoint-activations", "--max-update", "4",
          "--save-interval-updates", "2")
    before = checkpoint_utils.load_checkpoint_to_cpu(str(tmp_path / "checkpoint_1_2.pt"))["model"]
    after = checkpoint_utils.load_checkpoint_to_cpu(str(tmp_path / "checkpoint_last.pt"))["model"]
    names = sorted(n for n in before if "_positions." in n)
    assert names == ["decoder.cross_positions.distance_bias", "decoder.self_positions.distance_bias",
                     "encoder.self_positions.distance_bias"]
    for name in names:
        assert not torch.equal(before[name], after[name]), name


def test_the_readmes_option_table_names_every_schemes_options_and_choices():
    # A scheme's option missing from the README's table is one a user cannot find.
    from fairseq_diet.models.position_options import flag, scheme_options
    from fairseq_diet.positions import POSITION_SCHEMES

    text = (REPO / "README.md").read_text(encoding="utf-8")
    table = text[text.index("| option | read by |"):].split("\n\n")[0]
    named = set(re.findall(r"`(--[a-z0-9-]+)", table))
    assert {flag(dest) for dest in scheme_options()} <= named, {flag(dest) for dest in scheme_options()} - named
    choices = re.search(r"`--position-scheme \{([a-z0-9_,]+)\}`", table).group(1).split(",")
    assert sorted(choices) == sorted(POSITION_SCHEMES)
