"""The attention engine: which backend a call runs on, which path it takes,
how a backend is named (--attention-backend, stored with the model, or
FAIRSEQ_DIET_ATTENTION_BACKEND), and that a backend named but unable to run a
call stops with a message instead of being replaced in silence."""

import itertools
import math
import re
import subprocess
import sys

import pytest
import torch

from cli_helpers import TRAIN, USER_DIR, run, train
from model_helpers import REPO, build_model, random_batch
from fairseq_diet.modules import PositionAttention, engine
from fairseq_diet.modules.engine import Call, Path, choose_path
from fairseq_diet.positions import KINDS

CPU = torch.device("cpu")


def call(kind="distance", **changes):
    """A training call of a stack whose batch shares its positions."""
    settings = dict(kind=kind, adds_to_values=kind == "relative_keys_values", backward=True,
                    learned=kind != "rotation", dropout=0.0, need_weights=False, before_softmax=False,
                    decoding=False, shared_positions=True, step_position=False)
    settings.update(changes)
    return Call(**settings)


EXPLICIT, SDPA = Path("explicit"), Path("sdpa")
PATHS = [
    # (backend, call, path): engine.RULES, as docs/attention.md tabulates them
    ("reference", call(), EXPLICIT),
    ("reference", call("relative_keys_values"), Path("explicit", "index")),
    ("reference", call("relative_keys_values", decoding=True, step_position=True), Path("explicit", "index")),
    ("blocks", call(), engine.BIAS_BLOCKS),
    ("blocks", call("low_rank"), engine.BIAS_BLOCKS),
    ("blocks", call(learned=False), engine.BIAS_BLOCKS),  # ALiBi while training
    ("blocks", call(backward=False), SDPA),  # evaluation
    ("blocks", call(dropout=0.1), EXPLICIT),  # a learned bias with attention dropout
    ("blocks", call(dropout=0.1, learned=False), SDPA),
    ("blocks", call(need_weights=True), EXPLICIT),
    ("blocks", call(before_softmax=True), EXPLICIT),
    ("blocks", call(decoding=True), EXPLICIT),
    ("blocks", call("rotation"), SDPA),
    ("blocks", call(None), SDPA),
    ("blocks", call("low_rank", keys=512), engine.BIAS_BLOCKS),  # folding is auto's on CUDA only
    ("blocks", call("relative_keys_values"), engine.SHAW_BLOCKS),
    ("blocks", call("relative_keys_values", shared_positions=False), Path("explicit", "index")),
    ("blocks", call("relative_keys_values", dropout=0.1), Path("explicit", "index")),
    ("blocks", call("relative_keys_values", adds_to_values=False, dropout=0.1), Path("sdpa", "index")),
    ("blocks", call("relative_keys_values", decoding=True, shared_positions=False, step_position=True),
     Path("explicit", "shifted")),
    ("sdpa", call(), SDPA),
    ("sdpa", call(dropout=0.1), SDPA),
    ("sdpa", call(need_weights=True), EXPLICIT),
    ("sdpa", call("relative_keys_values"), Path("explicit", "skewed")),
    ("sdpa", call("relative_keys_values", shared_positions=False), Path("explicit", "index")),
    ("sdpa", call("relative_keys_values", adds_to_values=False), Path("sdpa", "skewed")),
    ("sdpa", call("low_rank", keys=512), SDPA),
    ("triton", call(), engine.TRITON),
    ("triton", call(dropout=0.1), engine.TRITON),  # attention dropout in the kernels
    ("triton", call("relative_keys_values"), engine.TRITON),
    ("triton", call("relative_keys_values", shared_positions=False, adds_to_values=False), engine.TRITON),
    ("triton", call("relative_keys_values", dropout=0.1), engine.TRITON),
    ("triton", call("relative_keys_values", decoding=True, step_position=True), Path("explicit", "shifted")),
    # auto on CUDA in float16: Shaw in the triton kernels at every size; a learned distance term's
    # training calls there from tuning.kernels_min_scores scores a head; Diet-Abs's long training calls folded
    ("auto on cuda", call("relative_keys_values", keys=512, scores=48 * 512 * 512), engine.TRITON),
    ("auto on cuda", call("relative_keys_values", keys=32, scores=128 * 32 * 32), engine.TRITON),
    ("auto on cuda", call("relative_keys_values", adds_to_values=False, keys=32), engine.TRITON),
    ("auto on cuda", call("relative_keys_values", dropout=0.1), engine.TRITON),
    ("auto on cuda", call("relative_keys_values", backward=False), engine.TRITON),
    ("auto on cuda", call("relative_keys_values", deterministic=True), engine.TRITON),  # (no atomics in Shaw's)
    ("auto on cuda", call("relative_keys_values", kernels_masks=False), Path("explicit", "skewed")),
    ("auto on cuda", call("relative_keys_values", decoding=True, step_position=True), Path("explicit", "shifted")),
    ("auto on cuda", call(keys=512, scores=48 * 512 * 512), engine.TRITON),  # 25k tokens x 512
    ("auto on cuda", call(keys=256, scores=97 * 256 * 256), engine.TRITON),  # 25k tokens x 256
    ("auto on cuda", call(keys=192, scores=130 * 192 * 192), SDPA),  # 25k tokens x 192: even
    ("auto on cuda", call(keys=256, scores=16 * 256 * 256), SDPA),  # 4k tokens x 256
    ("auto on cuda", call(keys=32, scores=128 * 32 * 32), SDPA),  # 4k tokens x 32
    ("auto on cuda", call(keys=512, scores=48 * 512 * 512, dropout=0.1), engine.TRITON),
    ("auto on cuda", call(keys=512, scores=48 * 512 * 512, deterministic=True), SDPA),  # the term's atomics
    ("auto on cuda", call(keys=512, scores=48 * 512 * 512, learned=False), SDPA),  # ALiBi
    ("auto on cuda", call(keys=512, scores=48 * 512 * 512, backward=False), SDPA),
    ("auto on cuda", call(keys=512, scores=48 * 512 * 512, kernels_masks=False), SDPA),
    ("auto on cuda", call("rotation", keys=512, scores=48 * 512 * 512), SDPA),
    ("auto on cuda", call("low_rank", keys=512, scores=48 * 512 * 512), engine.FOLDED),
    # auto on CUDA where the kernels cannot run or were not timed (no triton, float32): torch's kernels alone
    ("auto on cuda, torch only", call("relative_keys_values"), Path("explicit", "skewed")),
    ("auto on cuda, torch only", call(keys=512, scores=48 * 512 * 512), SDPA),
    ("auto on cuda", call(keys=512, need_weights=True), EXPLICIT),
    ("auto on cuda", call("low_rank", keys=512), engine.FOLDED),
    ("auto on cuda", call("low_rank", keys=512, dropout=0.1), engine.FOLDED),
    ("auto on cuda", call("low_rank", keys=511), SDPA),
    ("auto on cuda", call("low_rank", keys=512, backward=False), SDPA),
    ("auto on cuda", call("low_rank", keys=512, need_weights=True), EXPLICIT),
    ("auto on cuda", call("low_rank", keys=512, decoding=True), EXPLICIT),
    ("auto on cuda", call(None, keys=512), SDPA),
]


@pytest.mark.parametrize("backend,call,path", PATHS)
def test_each_call_takes_the_path_of_the_table(backend, call, path):
    backends = {"auto on cuda": engine.AUTO_CUDA, "auto on cuda, torch only": engine.AUTO_CUDA_TORCH}
    assert choose_path(backends.get(backend) or engine.BACKENDS[backend], call) == path


def test_a_decoding_calls_path_is_of_its_backend_kind_and_step_alone():
    """What lets a pass's decoding calls share the path of its first (``DecodingPaths``): whatever
    the rest of the description, the rules give one path per backend, kind and the pass's positions
    (shared by the batch; one step's); without a term, one per backend."""
    backends = [*engine.BACKENDS.values(), engine.AUTO_CUDA, engine.AUTO_CUDA_TORCH]
    flags = ("adds_to_values", "backward", "learned", "need_weights", "before_softmax", "deterministic",
             "kernels_masks")
    for backend, kind, shared, step in itertools.product(backends, (None, *KINDS), (False, True), (False, True)):
        paths = {choose_path(backend, call(kind, decoding=True, shared_positions=shared, step_position=step,
                                           dropout=dropout, keys=keys, scores=64 * keys * keys,
                                           **dict(zip(flags, values))))
                 for values in itertools.product((False, True), repeat=len(flags))
                 for dropout in (0.0, 0.1) for keys in (1, 512)}
        assert len(paths) == 1, (backend.name, kind, shared, step, paths)
        if kind is None:
            assert paths == {choose_path(backend, call(None, decoding=True))}, (backend.name, shared, step)


def test_auto_on_cuda_takes_the_kernels_for_large_training_calls_and_sdpa_for_small_ones(fresh):
    # The backend auto resolves for a CUDA call in float16 (no GPU needed to name it), and the
    # paths it gives a Diet-Rel training call of a 25k-token batch of 512-token sentences and of
    # a 4k-token batch of 32-token ones (the sizes of docs/benchmark.md's GPU tables).
    backend = engine.resolve("auto", torch.device("cuda"), torch.float16)
    assert backend is engine.AUTO_CUDA
    large, small = call(keys=512, scores=48 * 512 * 512), call(keys=32, scores=128 * 32 * 32)
    assert choose_path(backend, large) == engine.TRITON and choose_path(backend, small) == SDPA
    # float32 and bfloat16 were not timed in the kernels, and a process without triton cannot run them
    for dtype in (torch.float32, torch.bfloat16):
        assert engine.resolve("auto", torch.device("cuda"), dtype) is engine.AUTO_CUDA_TORCH
    assert engine.auto_cuda(torch.float16, "triton is not installed") is engine.AUTO_CUDA_TORCH
    assert choose_path(engine.AUTO_CUDA_TORCH, large) == SDPA


def test_the_engine_prints_the_thresholds_of_its_rules():
    printed = subprocess.run([sys.executable, "-m", "fairseq_diet.modules.engine"], capture_output=True,
                             text=True, check=True, cwd=REPO).stdout
    assert f"tuning.kernels_min_scores = {engine.Tuning().kernels_min_scores:,}" in printed
    assert 16 * 256 * 256 < engine.Tuning().kernels_min_scores <= 97 * 256 * 256


def test_the_rules_are_the_table_of_the_engine_page():
    # docs/attention.md shows engine.RULES as `python -m fairseq_diet.modules.engine` prints them
    printed = subprocess.run([sys.executable, "-m", "fairseq_diet.modules.engine"], capture_output=True,
                             text=True, check=True, cwd=REPO).stdout.split("\n\n")[0].strip()
    assert printed == engine.describe() and printed.count("\n") == len(engine.RULES) + 1
    assert printed in (REPO / "docs" / "attention.md").read_text()


@pytest.mark.parametrize("arch,kind", [("transformer_fire", "table"), ("transformer_cope", "contextual")])
def test_a_kind_not_in_the_triton_kernels_is_an_error_naming_it(arch, kind):
    # FIRE's table of (i, j) and CoPE's term from the logits have no kernels: a call of either on the
    # triton backend (interpreted here) is refused naming the kind and the scheme, before any launch.
    model, dictionary = build_model(arch, ["--attention-backend", "triton"], dtype=torch.float32)
    src = random_batch(dictionary, [4, 2], seed=3)
    with pytest.raises(engine.BackendUnavailable, match=f"'triton' cannot run this call: its kernels do not hold "
                                                        f"the {kind} kind of --position-scheme {arch[12:]}"):
        model.encoder(src, src_lengths=torch.tensor([4, 2]))


@pytest.fixture
def fresh(monkeypatch):
    """auto's choices made afresh (and forgotten after), without the environment's setting."""
    monkeypatch.delenv(engine.ENV_BACKEND, raising=False)
    engine._resolved.clear()
    yield
    engine._resolved.clear()


def test_auto_takes_blocks_on_the_cpu_and_sdpa_with_the_kernels_on_cuda(fresh):
    cuda = engine.resolve(None, torch.device("cuda"), torch.float16)
    assert cuda is engine.AUTO_CUDA and cuda.name == "sdpa" and cuda.folds_low_rank and cuda.kernels
    assert engine.resolve("auto", torch.device("meta"), torch.float32) is engine.BACKENDS["sdpa"]
    named = engine.resolve("sdpa", torch.device("cuda"), torch.float16)  # named: its own paths
    assert not named.folds_low_rank
    for dtype in (torch.float32, torch.float64, torch.bfloat16):
        assert engine.resolve(None, CPU, dtype).name == "blocks"


def test_a_backend_object_is_taken_as_it_is_and_checked_for_the_call():
    mine = engine.Blocks(tuning=engine.Tuning(chunk_elements=64))
    assert engine.resolve(mine, CPU, torch.float32) is mine
    with pytest.raises(engine.BackendUnavailable, match=re.escape(
            "'triton' cannot run this call: its kernels run on CUDA tensors, and this call's are on meta")):
        engine.resolve(engine.Triton(), torch.device("meta"), torch.float32)


def test_the_environment_variable_names_the_default_backend(monkeypatch):
    monkeypatch.setenv(engine.ENV_BACKEND, "reference")
    assert engine.resolve(None, CPU, torch.float32).name == "reference"
    assert engine.resolve("sdpa", CPU, torch.float32).name == "sdpa"  # the option wins
    monkeypatch.setenv(engine.ENV_BACKEND, "fastest")
    with pytest.raises(engine.BackendUnavailable, match="FAIRSEQ_DIET_ATTENTION_BACKEND=fastest is not a "
                                                        "backend; choose one of auto, reference"):
        engine.resolve(None, CPU, torch.float32)


def test_the_removed_compiled_backend_runs_as_blocks_and_says_so_once(monkeypatch, caplog, fresh):
    engine._said.clear()
    with caplog.at_level("WARNING", logger=engine.logger.name):
        assert engine.resolve("compiled", CPU, torch.float32).name == "blocks"
        assert engine.backend_setting("compiled") == "blocks"
        monkeypatch.setenv(engine.RETIRED_ENV, "0")
        assert engine.backend_setting(None) == "auto"
        engine.backend_setting(None)
    said = [r.getMessage() for r in caplog.records]
    assert said == ["attention backend 'compiled' was removed; 'blocks' runs the same paths by torch ops",
                    "FAIRSEQ_DIET_COMPILED is set, and does nothing: the C++ kernels were removed ('blocks' runs "
                    "their paths by torch ops)"]


def test_a_pass_resolves_its_backend_once_per_stack_and_the_next_pass_afresh(monkeypatch, fresh):
    # The first call of each stack's pass resolves the backend; its other
    # layers take the pass's. A setting changed between passes (here the
    # environment) is the next pass's, whose calls then run on it.
    model, dictionary = build_model("transformer_diet_rel", [], layers=3, heads=2)
    src = random_batch(dictionary, [5, 3], seed=1)
    tgt = random_batch(dictionary, [4, 4], seed=2, left_pad=False)
    want = model(src, src.ne(dictionary.pad()).sum(1), tgt)[0]
    assert set(engine._resolved.values()) == {engine.BACKENDS["blocks"]}
    monkeypatch.setenv(engine.ENV_BACKEND, "reference")
    got = model(src, src.ne(dictionary.pad()).sum(1), tgt)[0]
    assert engine.BACKENDS["reference"] in engine._resolved.values()
    torch.testing.assert_close(got, want, rtol=0, atol=1e-10)


def test_a_modules_decoding_calls_keep_the_backend_and_path_its_first_took(monkeypatch, fresh):
    # Resolved and described once per module (``DecodingPaths``), not per step or search: a setting
    # changed between searches (here the environment) is taken by the next full pass, not by decoding.
    model, dictionary = build_model("transformer_diet_rel", [], layers=2, heads=2)
    src = random_batch(dictionary, [5, 3], seed=1)
    tgt = random_batch(dictionary, [4, 4], seed=2, left_pad=False)
    tgt[:, 0] = dictionary.eos()

    def search():
        encoder_out, state = model.encoder(src, src_lengths=None), {}
        with torch.no_grad():
            return torch.stack([model.decoder(tgt[:, :step + 1], encoder_out=encoder_out,
                                              incremental_state=state)[0][:, -1] for step in range(tgt.size(1))])

    first = search()
    monkeypatch.setenv(engine.ENV_BACKEND, "reference")
    torch.testing.assert_close(search(), first, rtol=0, atol=1e-10)
    modules = [m for m in model.decoder.modules() if isinstance(m, PositionAttention)]
    assert len(modules) == 4 and all(len(m.decoding_paths._paths) == 1 for m in modules)
    assert {m.decoding_paths._backend[1] for m in modules} == {engine.BACKENDS["blocks"]}
    assert engine.BACKENDS["reference"] in engine._resolved.values()  # the encoder's pass took it


def test_a_backend_that_can_run_no_call_is_refused_when_the_options_are_set(monkeypatch):
    monkeypatch.delenv(engine.ENV_BACKEND, raising=False)
    for setting in (None, "auto", "reference", "blocks", "compiled", "sdpa"):
        engine.check_setting(setting)  # a call's device and dtype are checked at the call

    class Missing(engine.Triton):
        def unavailable_here(self):
            return "triton is not installed (here)"

    with pytest.raises(engine.BackendUnavailable, match=r"'triton' cannot run this call: triton is not "
                                                        r"installed \(here\)\. Choose another"):
        engine.resolve(Missing(), CPU, torch.float32)


@pytest.mark.parametrize("version,refused,takes_float64", [
    ("3.2.0", True, False), ("3.0.0", True, False), ("2.3.1", True, False), ("3.3.0", False, False),
    ("3.4.0+git5a1b", False, False), ("3.5.1", False, True), ("3.10.0", False, True), ("4.0.0", False, True)])
def test_a_triton_without_the_language_the_kernels_use_is_refused_by_name(version, refused, takes_float64):
    # tl.gather arrived in Triton 3.3 (torch 2.7's): older ones stop compiling every kernel there;
    # float64 products in 3.5
    assert engine.no_float64(version) == (None if takes_float64 else
                                          f"its kernels take float64 from triton 3.5 on, and triton {version} "
                                          f"is installed")
    assert engine.too_old(version) == (f"triton {version} is installed, and its kernels need triton 3.3 or later "
                                       f"(torch 2.7 and later bring it)" if refused else None)
    assert engine.too_old(None).startswith("triton is not installed")


@pytest.mark.parametrize("backend", ["auto", "blocks", "sdpa"])
def test_the_backend_option_reaches_every_attention_and_gives_the_same_model(backend):
    # Against the explicit formula (`reference`); `auto` is `blocks` here.
    src_dict = None
    outputs = {}
    for name in ("reference", backend):
        model, src_dict = build_model("transformer_shaw", ["--attention-backend", name], dictionary=src_dict)
        attentions = [m for m in model.modules() if isinstance(m, PositionAttention)]
        assert attentions and {m.attention_backend for m in attentions} == {name}
        model.train()
        src = random_batch(src_dict, [5, 3], seed=10)
        tgt = random_batch(src_dict, [4, 4], seed=11, left_pad=False)
        out, _ = model(src, torch.tensor([5, 3]), tgt)
        out.sum().backward()
        outputs[name] = [out.detach()] + [p.grad for p in model.parameters()]
    for got, want in zip(outputs[backend], outputs["reference"]):
        torch.testing.assert_close(got, want, rtol=0, atol=1e-9)


def test_a_trained_model_keeps_its_backend_and_generate_can_override_it(data_bin, tmp_path):
    data = data_bin
    train(data, "transformer_diet_rel", tmp_path / "ckpt", "--attention-backend", "reference")
    checkpoint = tmp_path / "ckpt" / "checkpoint_last.pt"
    state = torch.load(checkpoint, weights_only=False)
    assert state["cfg"]["model"].attention_backend == "reference"
    generate = ["fairseq-generate", str(data), "--user-dir", USER_DIR, "--path", str(checkpoint),
                "--beam", "2", "--cpu", "--max-len-b", "10", "--batch-size", "4"]

    def hypotheses(result):  # {sentence: (score, words)}
        lines = [line.split("\t") for line in result.stdout.splitlines() if line.startswith("H-")]
        return {line[0]: (float(line[1]), line[2]) for line in lines}

    result = run(*generate)
    followed = hypotheses(result)
    assert "DEBUG" not in result.stdout + result.stderr  # (fairseq sets the root logger to DEBUG)
    overridden = hypotheses(run(*generate, "--model-overrides", "{'attention_backend': 'blocks'}"))
    assert len(followed) == 12 and followed.keys() == overridden.keys()
    for sentence, (score, words) in followed.items():  # float32 scores of two backends differ in rounding
        assert overridden[sentence][1] == words and abs(overridden[sentence][0] - score) < 1e-4
    # A model stored by a release with the C++ backend loads on its torch twin, said in one line.
    state["cfg"]["model"].attention_backend = "compiled"
    torch.save(state, tmp_path / "old.pt")
    old = run(*generate[:4], "--path", str(tmp_path / "old.pt"), *generate[6:])
    assert hypotheses(old).keys() == followed.keys()
    assert old.stderr.count("attention backend 'compiled' was removed; 'blocks' runs the same paths") == 1
    unknown = run(*generate, "--model-overrides", "{'attention_backend': 'fastest'}", check=False)
    assert unknown.returncode == 1 and "--attention-backend must be one of auto, reference" in unknown.stderr


@pytest.mark.parametrize("option,value,message", [
    ("--attention-backend", "fastest", "--attention-backend must be one of auto, reference, blocks, sdpa, triton; "
                                       "got 'fastest'"),
    ("--share-positions", "all", "--share-positions must be one of none, layers, heads, both; got 'all'"),
    ("--input-positions", "rotary", "--input-positions must be one of none, sinusoidal, learned; got 'rotary'"),
    ("--position-scheme", "roformer", "--position-scheme must be one of alibi, cope, diet_abs"),
])
def test_a_wrong_choice_is_one_line_naming_the_option(tmp_path, option, value, message):
    result = run("fairseq-train", str(tmp_path), "--user-dir", USER_DIR, "--arch", "transformer_diet_rel",
                 "--task", "translation", *TRAIN, option, value, check=False)
    assert result.returncode == 1 and "usage:" not in result.stderr and "Traceback" not in result.stderr
    assert f"fairseq-train: error: {message}" in result.stderr.strip().splitlines()[-1]


# ---- Adding a scheme: docs/schemes.md's example, run as printed ----------------

def readme_scheme_example():
    """The Python block of docs/schemes.md's "Adding a scheme" section (the
    scheme's file) and its registration line."""
    readme = (REPO / "docs" / "schemes.md").read_text()
    section = readme.split("## Adding a scheme", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```python\n(.*?)```", section, re.S)
    lines = re.findall(r"`(register_architectures\(.*?\))`", section)
    assert len(blocks) == 1 and len(lines) == 1, "the section shows the scheme's file and its registration line"
    return blocks[0], lines[0]


def register_readme_example():
    """Registers docs/schemes.md's example scheme and its architectures, in this
    process (a test runs it in a process of its own: registries are global)."""
    from fairseq_diet import positions
    from fairseq_diet.models import transformer_diet

    scheme_file, registration = readme_scheme_example()
    namespace = {}
    exec(compile(scheme_file.replace("from .base import", "from fairseq_diet.positions.base import"),
                 "docs/schemes.md", "exec"), namespace)
    registration = registration.strip()
    assert registration.startswith("register_architectures(")
    eval(registration, vars(transformer_diet))
    return positions.POSITION_SCHEMES["kerple_log"]


def check_readme_example(backends):
    """logits_ij += -r1 log(1 + r2 |i - j|) per head, by docs/schemes.md's file and
    line only: the engine's tables against the formula written as a loop, and
    a training step that reaches both parameters."""
    kerple = register_readme_example()
    for backend in backends:
        check_readme_example_on(kerple, backend)


def check_readme_example_on(kerple, backend):
    model, dictionary = build_model("transformer_kerple_log", ["--attention-backend", backend])
    term = model.encoder.self_positions
    assert isinstance(term, kerple)
    with torch.no_grad():
        for parameter in term.parameters():
            parameter.uniform_(0.5, 2.0)
    from fairseq_diet.modules.pass_state import PassState

    positions = torch.arange(5).unsqueeze(0)
    with torch.no_grad():  # the engine's term for a pass over 5 positions, by its kind's class
        state = PassState(term, term.begin(positions, positions), engine.BACKENDS[backend])
        table = state.term.tables(5, 5, slice(None))  # (layer groups, heads, 5, 5)
    assert table.shape == (1, 4, 5, 5)  # one group: shared by the layers (the scheme's default)
    for head in range(4):
        r1, r2 = term.r1[0, head, 0].item(), term.r2[0, head, 0].item()
        for i in range(5):
            for j in range(5):
                expected = -r1 * math.log1p(r2 * abs(i - j))
                assert abs(table[0, head, i, j].item() - expected) < 1e-12
    model.train()
    src = random_batch(dictionary, [5, 3], seed=10)
    tgt = random_batch(dictionary, [4, 4], seed=11, left_pad=False)
    out, _ = model(src, torch.tensor([5, 3]), tgt)
    out.sum().backward()
    assert term.r1.grad.abs().sum() > 0 and term.r2.grad.abs().sum() > 0
    print("checked", backend)


def test_the_readme_example_scheme_trains_and_matches_its_formula():
    backends = [name for name, backend in engine.BACKENDS.items() if backend.unavailable(CPU, torch.float64) is None]
    code = (f"import sys; sys.path.insert(0, {str(REPO / 'tests')!r}); "
            f"import test_attention_engine; test_attention_engine.check_readme_example({backends!r})")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-3000:]
    assert [line for line in result.stdout.splitlines() if line.startswith("checked")] == [
        f"checked {backend}" for backend in backends]


@pytest.mark.parametrize("share", ["layers", "none"])
def test_auto_on_cuda_folds_diet_abs_long_training_calls_into_sdpa(share):
    # auto's backend for CUDA tensors (engine.AUTO_CUDA's kind), here on CPU
    # tensors in float64, with the threshold lowered to 6 keys: the encoder's
    # self-attention (7 keys, left-padded) and the decoder's (6, causal) take
    # Diet-Abs's factors as extra head dimensions of one SDPA call; the
    # encoder-decoder attention returns its weights (explicit). Outputs and
    # every gradient equal the reference backend's; with the threshold above
    # the keys, no call is folded.
    def outputs_and_gradients(backend):
        model, dictionary = build_model("transformer_diet_abs", ["--share-positions", share], layers=1, heads=2)
        for module in model.modules():
            if isinstance(module, PositionAttention):
                module.attention_backend = backend
        model.train()
        src = random_batch(dictionary, [7, 3, 5], seed=10)
        tgt = random_batch(dictionary, [6, 6, 6], seed=11, left_pad=False)
        out, _ = model(src, src.ne(dictionary.pad()).sum(1), tgt)
        weights = torch.randn(out.shape, dtype=out.dtype, generator=torch.Generator().manual_seed(3))
        (out * weights).sum().backward()
        return [out.detach()] + [p.grad for p in model.parameters()]

    want = outputs_and_gradients("reference")
    for threshold, folded in ((6, [True, True, False]), (8, [False, False, False])):
        taken = []
        got = outputs_and_gradients(engine.Sdpa(folds_low_rank=True, tuning=engine.Tuning(folded_min_keys=threshold),
                                                trace=taken))
        assert [path == engine.FOLDED for _, path in taken] == folded, taken
        assert taken[2] == ("sdpa", EXPLICIT)
        for g, w in zip(got, want):
            torch.testing.assert_close(g, w, rtol=0, atol=1e-9)
