"""python -m fairseq_diet.options_help prints the model options that `fairseq-train --help`
cannot show (fairseq answers --help before it adds a model's options)."""
import subprocess
import sys

import pytest
from fairseq import options

from cli_helpers import run
from model_helpers import REPO

USER_DIR = str(REPO / "fairseq_diet")


def options_help(capsys, *args):
    """options_help's main in this process: (exit status, stdout, stderr)."""
    from fairseq_diet import options_help as command

    try:
        status = command.main(list(args)) or 0
    except SystemExit as stop:
        status = stop.code
    out, err = capsys.readouterr()
    return status, out, err


def accepted_options(arch):
    """The option strings fairseq-train's parser holds once it has read --arch (and the plugin)."""
    parser = options.get_training_parser()
    options.parse_args_and_arch(parser, ["data", "--user-dir", USER_DIR, "--arch", arch, "--task", "translation"])
    return set(parser._option_string_actions)


def test_fairseq_train_help_lists_no_model_option():
    """Why the command exists: fairseq's --help shows none of them, in any order."""
    for order in (["--help", "--user-dir", USER_DIR, "--arch", "transformer_diet_rel"],
                  ["--user-dir", USER_DIR, "--arch", "transformer_diet_rel", "--help"]):
        result = run("fairseq-train", *order)
        assert "--diet-rel-bias-scale" not in result.stdout and "--encoder-layers" not in result.stdout


def test_the_documented_command_prints_its_table_and_nothing_else():
    """Its own process, as a user runs it: fairseq's notes at import (tensorboardX) would come first."""
    result = subprocess.run([sys.executable, "-m", "fairseq_diet.options_help", "--arch", "transformer_t5"],
                            cwd=REPO, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert result.stdout.startswith("usage: fairseq-train DATA --user-dir fairseq_diet --arch transformer_t5")
    table, values = result.stdout.split("\nvalues --arch transformer_t5 gives them (the command line wins):\n")
    assert "--relative-buckets N" in table and "  --relative-buckets 32\n" in values


def test_the_kerple_architecture_describes_its_kernels(capsys):
    status, out, _ = options_help(capsys, "--arch", "transformer_kerple")
    table = out.split("values --arch transformer_kerple gives them")[0]
    assert status == 0 and "--kerple-variant {log,power}" in table
    assert "-r1 log(1 + r2 |i-j|) (log)" in " ".join(table.split())


def test_it_prints_every_option_the_plugin_adds_to_fairseq_train(capsys):
    status, out, _ = options_help(capsys)
    assert status == 0
    plugin_only = accepted_options("transformer_diet_rel") - accepted_options("transformer")
    assert {"--diet-rel-bias-scale", "--diet-rel-clip", "--max-relative-position", "--share-positions",
            "--attention-backend"} <= plugin_only
    missing = sorted(option for option in plugin_only if option not in out.split())
    assert not missing, missing
    assert "--encoder-layers" not in out
    assert "--encoder-layers" in options_help(capsys, "--all")[1]


@pytest.mark.parametrize("arch, expected", [
    ("transformer_shaw_wmt_en_de_big", ["--share-positions heads", "--shaw-clip 8"]),
    ("transformer_diet_rel", ["--share-positions none", "--diet-rel-clip (unset)",
                              "--diet-rel-bias-scale 1.0", "--cross-attention-positions True"]),
    ("transformer_kerple", ["--position-scheme kerple", "--kerple-variant log", "--share-positions layers",
                            "--cross-attention-positions True"]),
])
def test_arch_prints_the_values_the_architecture_gives(capsys, arch, expected):
    status, out, _ = options_help(capsys, "--arch", arch)
    assert status == 0
    values = out.split(f"values --arch {arch} gives them")[1]
    for line in expected:
        assert f"  {line}\n" in values, line


def test_an_arch_of_fairseq_is_refused_in_one_line(capsys):
    status, out, err = options_help(capsys, "--arch", "transformer")
    assert status == 2 and out == ""
    assert "error: --arch transformer is not an architecture of the plugin (transformer_alibi, " in err
