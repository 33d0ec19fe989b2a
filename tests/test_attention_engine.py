"""The attention engine: which backend a call runs on, which path it takes,
how a backend is named (--attention-backend, stored with the model, or
FAIRSEQ_DIET_ATTENTION_BACKEND), and that a backend named but unable to run a
call stops with a message instead of being replaced in silence."""

import math
import re
import subprocess
import sys

import pytest
import torch

from cli_helpers import TRAIN, USER_DIR, run, train
from model_helpers import REPO, build_model, random_batch
from fairseq_diet.modules import PositionAttention, compiled, engine
from fairseq_diet.modules.engine import Call, Path, choose_path

CPU = torch.device("cpu")


def call(kind="distance", **changes):
    """A training call of a stack whose batch shares its positions."""
    settings = dict(kind=kind, adds_to_values=kind == "relative_keys_values", backward=True,
                    learned=kind != "rotation", dropout=0.0, need_weights=False, before_softmax=False,
                    decoding=False, shared_positions=True, step_position=False)
    settings.update(changes)
    return Call(**settings)


@pytest.fixture
def deterministic():
    """torch.use_deterministic_algorithms(True) for the test, then as it was."""
    before = torch.are_deterministic_algorithms_enabled(), torch.is_deterministic_algorithms_warn_only_enabled()
    torch.use_deterministic_algorithms(True)
    yield
    torch.use_deterministic_algorithms(before[0], warn_only=before[1])


EXPLICIT, SDPA = Path("explicit"), Path("sdpa")
PATHS = [
    # (backend, call, path): the table of docs/attention.md, "Which path"
    ("reference", call(), EXPLICIT),
    ("reference", call("relative_keys_values"), Path("explicit", "index")),
    ("reference", call("relative_keys_values", decoding=True, step_position=True), Path("explicit", "index")),
    ("blocks", call(), engine.BIAS_BLOCKS),
    ("compiled", call("low_rank"), engine.BIAS_BLOCKS),
    ("compiled", call(learned=False), engine.BIAS_BLOCKS),  # ALiBi while training
    ("compiled", call(backward=False), SDPA),  # evaluation
    ("compiled", call(dropout=0.1), EXPLICIT),  # a learned bias with attention dropout
    ("compiled", call(dropout=0.1, learned=False), SDPA),
    ("compiled", call(need_weights=True), EXPLICIT),
    ("compiled", call(before_softmax=True), EXPLICIT),
    ("compiled", call(decoding=True), EXPLICIT),
    ("compiled", call("rotation"), SDPA),
    ("compiled", call(None), SDPA),
    ("compiled", call("relative_keys_values"), engine.SHAW_BLOCKS),
    ("compiled", call("relative_keys_values", shared_positions=False), Path("explicit", "index")),
    ("compiled", call("relative_keys_values", dropout=0.1), Path("explicit", "index")),
    ("compiled", call("relative_keys_values", adds_to_values=False, dropout=0.1), Path("sdpa", "index")),
    ("compiled", call("relative_keys_values", decoding=True, shared_positions=False, step_position=True),
     Path("explicit", "shifted")),
    ("sdpa", call(), SDPA),
    ("sdpa", call(dropout=0.1), SDPA),
    ("sdpa", call(need_weights=True), EXPLICIT),
    ("sdpa", call("relative_keys_values"), Path("explicit", "skewed")),
    ("sdpa", call("relative_keys_values", shared_positions=False), Path("explicit", "index")),
    ("sdpa", call("relative_keys_values", adds_to_values=False), Path("sdpa", "skewed")),
    ("triton", call(), engine.TRITON),
    ("triton", call(dropout=0.1), engine.TRITON),  # attention dropout in the kernels
    ("triton", call("relative_keys_values"), engine.TRITON),
    ("triton", call("relative_keys_values", shared_positions=False, adds_to_values=False), engine.TRITON),
    ("triton", call("relative_keys_values", dropout=0.1), engine.TRITON),
    ("triton", call("relative_keys_values", decoding=True, step_position=True), Path("explicit", "shifted")),
    # auto on CUDA where triton runs: Shaw's and a learned distance table's training calls of many keys
    # in the kernels
    ("auto on cuda", call("relative_keys_values", keys=128), engine.TRITON),
    ("auto on cuda", call("relative_keys_values", adds_to_values=False, keys=512), engine.TRITON),
    ("auto on cuda", call("relative_keys_values", keys=127), Path("explicit", "skewed")),
    ("auto on cuda", call("relative_keys_values", keys=512, backward=False), Path("explicit", "skewed")),
    ("auto on cuda", call("relative_keys_values", keys=512, dropout=0.1), engine.TRITON),
    ("auto on cuda", call("relative_keys_values", keys=127, dropout=0.1), Path("explicit", "skewed")),
    ("auto on cuda", call("relative_keys_values", keys=512, need_weights=True), Path("explicit", "skewed")),
    ("auto on cuda", call(keys=512), engine.TRITON),
    ("auto on cuda", call(keys=511), SDPA),
    ("auto on cuda", call(keys=512, learned=False), SDPA),  # ALiBi
    ("auto on cuda", call(keys=512, backward=False), SDPA),
    ("auto on cuda", call(keys=512, dropout=0.1), SDPA),  # SDPA's kernel drops too: not timed against them
    ("auto on cuda", call(keys=511, dropout=0.1), SDPA),
    ("auto on cuda", call(keys=512, need_weights=True), EXPLICIT),
    # Diet-Abs's factors as extra head dimensions of one SDPA call, from 512 keys, with dropout too
    ("auto on cuda", call("low_rank", keys=512), engine.FOLDED),
    ("auto on cuda", call("low_rank", keys=512, dropout=0.1), engine.FOLDED),
    ("auto on cuda", call("low_rank", keys=511), SDPA),
    ("auto on cuda", call("low_rank", keys=512, backward=False), SDPA),
    ("auto on cuda", call("low_rank", keys=512, need_weights=True), EXPLICIT),
    ("auto on cuda", call("low_rank", keys=512, decoding=True), EXPLICIT),
    ("sdpa", call("low_rank", keys=512), SDPA),
    ("auto on cuda", call(None, keys=512), SDPA),
]


@pytest.mark.parametrize("backend,call,path", PATHS)
def test_each_call_takes_the_path_of_the_table(backend, call, path):
    assert choose_path(engine.AUTO_CUDA if backend == "auto on cuda" else engine.BACKENDS[backend], call) == path


def test_under_deterministic_algorithms_auto_keeps_a_learned_tables_calls_off_the_triton_kernels(deterministic):
    # The distance term's gradient is added atomically in the kernels, in no fixed order on a GPU;
    # Shaw's per-bucket sums are stored whole by the program that owns the row: deterministic.
    assert choose_path(engine.AUTO_CUDA, call(keys=512)) == SDPA
    assert choose_path(engine.AUTO_CUDA, call("relative_keys_values", keys=512)) == engine.TRITON


def test_a_kind_not_in_the_triton_kernels_is_an_error_naming_it():
    # Every kind of term is in them now; a new one would reach them without its term.
    with pytest.raises(engine.BackendUnavailable, match="'triton' cannot run this call: its kernels do not hold "
                                                        "the kind 'new_kind'"):
        choose_path(engine.BACKENDS["triton"], call("new_kind"))


@pytest.fixture
def hopper(monkeypatch):
    """A CUDA device of compute capability 9.0 as auto sees it, here on the
    CPU (nothing else asks the device), and auto's choices made afresh."""
    monkeypatch.setattr(engine, "_capability", lambda device: (9, 0))
    monkeypatch.setattr(engine, "_resolved", {})
    monkeypatch.delenv(engine.ENV_BACKEND, raising=False)


def test_auto_takes_sdpa_off_the_cpu_and_the_compiled_kernels_on_it(monkeypatch, hopper):
    cuda = engine.resolve(None, torch.device("cuda"), torch.float16)
    assert cuda.name == "sdpa"
    # Shaw's training calls of many keys take the triton kernels there, and RoPE's rotations the
    # rotation kernel, where triton is installed
    assert cuda.fused_training == cuda.triton_elementwise == (engine.BACKENDS["triton"].unavailable_here() is None)
    assert cuda.folds_low_rank  # torch's own kernels: with or without triton
    assert engine.resolve("auto", torch.device("meta"), torch.float32).name == "sdpa"
    assert not engine.resolve("auto", torch.device("meta"), torch.float32).fused_training
    assert not engine.resolve("auto", torch.device("meta"), torch.float32).triton_elementwise
    named = engine.resolve("sdpa", torch.device("cuda"), torch.float16)  # named: its own paths
    assert not named.fused_training and not named.triton_elementwise and not named.folds_low_rank
    assert engine.resolve(None, CPU, torch.float32).name == "compiled"
    assert engine.resolve(None, CPU, torch.bfloat16).name == "blocks"  # the kernels take float32/64
    monkeypatch.setenv(compiled.ENV_SWITCH, "0")
    assert engine.resolve(None, CPU, torch.float32).name == "blocks"


@pytest.mark.parametrize("name,device,dtype,reason", [
    ("compiled", "meta", torch.float32, "its kernels run on CPU tensors only, and this call's are on meta"),
    ("compiled", "cpu", torch.float16, "its kernels take float32 and float64 only, and this call is torch.float16"),
])
def test_a_named_backend_that_cannot_run_a_call_says_so(name, device, dtype, reason):
    with pytest.raises(engine.BackendUnavailable, match=re.escape(f"'{name}' cannot run this call: {reason}")):
        engine.resolve(name, torch.device(device), dtype)


def test_the_environment_variable_names_the_default_backend(monkeypatch):
    monkeypatch.setenv(engine.ENV_BACKEND, "reference")
    assert engine.resolve(None, CPU, torch.float32).name == "reference"
    assert engine.resolve("sdpa", CPU, torch.float32).name == "sdpa"  # the option wins
    monkeypatch.setenv(compiled.ENV_SWITCH, "0")
    monkeypatch.setenv(engine.ENV_BACKEND, "compiled")
    with pytest.raises(engine.BackendUnavailable, match="turned off by FAIRSEQ_DIET_COMPILED=0"):
        engine.resolve(None, CPU, torch.float32)
    monkeypatch.setenv(engine.ENV_BACKEND, "fastest")
    with pytest.raises(engine.BackendUnavailable, match="FAIRSEQ_DIET_ATTENTION_BACKEND=fastest is not a "
                                                        "backend; choose one of auto, reference"):
        engine.resolve(None, CPU, torch.float32)


def test_a_pass_resolves_its_backend_once_per_stack_and_the_next_pass_afresh(monkeypatch):
    # The first call of each stack's pass resolves the backend; its other
    # layers take the pass's. A setting changed between passes (here the
    # environment) is the next pass's, whose calls then run on it.
    from fairseq_diet.modules import position_attention

    resolved, ran = [], []
    resolve = position_attention.resolve
    monkeypatch.setattr(position_attention, "resolve", lambda *args: resolved.append(args) or resolve(*args))
    monkeypatch.setattr(position_attention, "choose_path",
                        lambda backend, call: ran.append(backend.name) or choose_path(backend, call))
    monkeypatch.delenv(engine.ENV_BACKEND, raising=False)
    model, dictionary = build_model("transformer_diet_rel", [], layers=3, heads=2)
    src = random_batch(dictionary, [5, 3], seed=1)
    tgt = random_batch(dictionary, [4, 4], seed=2, left_pad=False)
    want = model(src, src.ne(dictionary.pad()).sum(1), tgt)[0]
    assert len(resolved) == 3 and len(ran) == 9  # encoder self-, decoder self-, encoder-decoder attention
    assert set(ran) == {"compiled"}
    resolved.clear(), ran.clear()
    monkeypatch.setenv(engine.ENV_BACKEND, "reference")
    got = model(src, src.ne(dictionary.pad()).sum(1), tgt)[0]
    assert len(resolved) == 3 and ran == ["reference"] * 9
    torch.testing.assert_close(got, want, rtol=0, atol=1e-10)


def test_a_backend_that_can_run_no_call_is_refused_when_the_options_are_set(monkeypatch):
    from fairseq_diet.modules import triton_attention

    monkeypatch.delenv(engine.ENV_BACKEND, raising=False)
    for setting in (None, "auto", "reference", "blocks", "compiled", "sdpa"):
        engine.check_setting(setting)  # a call's device and dtype are checked at the call
    monkeypatch.setenv(compiled.ENV_SWITCH, "0")
    engine.check_setting("blocks")
    with pytest.raises(engine.BackendUnavailable, match=r"'compiled' cannot run in this process: its kernels are "
                                                        r"turned off by FAIRSEQ_DIET_COMPILED=0\. Choose another"):
        engine.check_setting("compiled")
    monkeypatch.setenv(engine.ENV_BACKEND, "compiled")
    with pytest.raises(engine.BackendUnavailable, match="'compiled' cannot run in this process"):
        engine.check_setting(None)
    monkeypatch.setattr(triton_attention, "triton", None)
    with pytest.raises(engine.BackendUnavailable, match="'triton' cannot run in this process: triton is not "
                                                        "installed"):
        engine.check_setting("triton")


@pytest.mark.parametrize("dtype,runs_kernels", [(torch.float16, True), (torch.bfloat16, True),
                                                (torch.float32, False)])
def test_auto_runs_the_triton_attention_kernels_in_half_precision_only(dtype, runs_kernels, hopper, caplog):
    # They were measured and configured in float16 (bfloat16 compiles to the same loops); in float32
    # without TF32 their products take no tensor cores. A float32 CUDA call under auto takes torch's
    # kernels and the explicit path, said once; named, the kernels run anyway.
    if engine.BACKENDS["triton"].unavailable_here() is not None:
        pytest.skip("triton is not installed")
    with caplog.at_level("INFO", logger=engine.logger.name):
        backend = engine.resolve(None, torch.device("cuda"), dtype)
    assert backend.name == "sdpa" and (backend is engine.AUTO_CUDA) == runs_kernels
    assert choose_path(backend, call("relative_keys_values", keys=512)) == (
        engine.TRITON if runs_kernels else Path("explicit", "skewed"))
    assert choose_path(backend, call(keys=512)) == (engine.TRITON if runs_kernels else SDPA)
    assert backend.rotation_form(torch.zeros(2, 4, 3, 8, dtype=dtype)) == "triton"
    said = [r.getMessage() for r in caplog.records if "triton attention kernels" in r.getMessage()]
    assert said == ([] if runs_kernels else [
        "attention backend auto: CUDA calls in torch.float32 take none of the triton attention kernels: they "
        "are measured and configured in half precision only (in float32 without TF32 their products take no "
        "tensor cores; name --attention-backend triton to run them anyway)"])
    assert engine.resolve("triton", torch.device("cuda"), dtype).name == "triton"


@pytest.mark.parametrize("capability,runs_kernels", [((9, 0), True), ((8, 0), False), ((8, 9), False),
                                                     ((7, 5), False), ((10, 0), False), (None, False)])
def test_auto_runs_the_triton_kernels_only_on_the_gpus_they_were_measured_on(capability, runs_kernels,
                                                                               monkeypatch, hopper, caplog):
    # Hopper (9.0); elsewhere (an A100's 8.0, where the kernels spill registers as configured, consumer
    # GPUs, older ones, a ROCm device: None) no call in the attention kernels, said once; Diet-Abs's
    # folding (torch's kernels) and RoPE's rotation kernel stay; named, the kernels run anyway
    if engine.BACKENDS["triton"].unavailable_here() is not None:
        pytest.skip("triton is not installed")
    monkeypatch.setattr(engine, "_capability", lambda device: capability)
    with caplog.at_level("INFO", logger=engine.logger.name):
        backend = engine.resolve(None, torch.device("cuda"), torch.float16)
        assert engine.resolve(None, torch.device("cuda"), torch.float16) is backend
    assert backend.name == "sdpa" and (backend is engine.AUTO_CUDA) == runs_kernels
    assert choose_path(backend, call(keys=512)) == (engine.TRITON if runs_kernels else SDPA)
    assert choose_path(backend, call("relative_keys_values", keys=512)) == (
        engine.TRITON if runs_kernels else Path("explicit", "skewed"))
    assert choose_path(backend, call("low_rank", keys=512)) == engine.FOLDED
    assert backend.rotation_form(torch.zeros(2, 4, 3, 8, dtype=torch.float16)) == "triton"
    said = [r.getMessage() for r in caplog.records if "triton attention kernels" in r.getMessage()]
    if runs_kernels:
        assert not said
    else:
        found = "a ROCm GPU" if capability is None else "compute capability {}.{}".format(*capability)
        assert said == [f"attention backend auto: CUDA calls in torch.float16 take none of the triton attention "
                        f"kernels: this GPU is {found}, and they are measured and configured on compute "
                        f"capability 9.0 only (name --attention-backend triton to run them anyway)"]
    assert engine.resolve("triton", torch.device("cuda"), torch.float16).name == "triton"


@pytest.mark.parametrize("capability,warned", [((7, 0), True), ((7, 5), True), ((8, 0), False), ((9, 0), False),
                                               (None, False)])
def test_the_triton_backend_named_on_a_gpu_without_the_tensor_cores_it_needs_warns(capability, warned, monkeypatch,
                                                                                     hopper, caplog):
    # it runs (the results are right), but Triton compiles its products without tensor cores there
    if engine.BACKENDS["triton"].unavailable_here() is not None:
        pytest.skip("triton is not installed")
    monkeypatch.setattr(engine, "_capability", lambda device: capability)
    with caplog.at_level("WARNING", logger=engine.logger.name):
        assert engine.resolve("triton", torch.device("cuda"), torch.float16).name == "triton"
        engine.resolve("triton", torch.device("cuda"), torch.float16)
    said = [r.getMessage() for r in caplog.records if "tensor cores" in r.getMessage()]
    if warned:
        assert said == [f"attention backend 'triton' on a GPU of compute capability {capability[0]}.{capability[1]}: "
                        f"below 8.0 Triton compiles the kernels' products without tensor cores (compiled for 7.5 "
                        f"and 7.0, with thousands of bytes of spilled registers a thread), so expect them far "
                        f"slower than --attention-backend auto"]
    else:
        assert not said


@pytest.mark.parametrize("version,refused,takes_float64", [
    ("3.2.0", True, False), ("3.0.0", True, False), ("2.3.1", True, False), ("3.3.0", False, False),
    ("3.4.0+git5a1b", False, False), ("3.5.1", False, True), ("3.10.0", False, True), ("4.0.0", False, True)])
def test_a_triton_without_the_language_the_kernels_use_is_refused_by_name_and_skipped_by_auto(
        version, refused, takes_float64, monkeypatch, hopper):
    # tl.gather arrived in Triton 3.3 (torch 2.7's): older ones stop compiling every kernel there;
    # float64 products in 3.5
    from fairseq_diet.modules import triton_attention

    if triton_attention.triton is None:
        pytest.skip("triton is not installed")
    monkeypatch.setattr(triton_attention.triton, "__version__", version)
    float64 = engine.BACKENDS["triton"].unfit(torch.device("cuda"), torch.float64)
    if takes_float64:
        assert float64 is None
    else:
        assert float64 == (f"its kernels take float64 from triton 3.5 on (float64 products), and triton {version} "
                           f"is installed")
    assert engine.BACKENDS["triton"].unfit(torch.device("cuda"), torch.float32) is None
    if refused:
        message = (f"'triton' cannot run in this process: triton {version} is installed, and its kernels need "
                   f"triton 3.3 or later (torch 2.7 and later bring it)")
        with pytest.raises(engine.BackendUnavailable, match=re.escape(message)):
            engine.check_setting("triton")
        backend = engine.resolve(None, torch.device("cuda"), torch.float16)
        assert backend.name == "sdpa" and not backend.fused_training and not backend.triton_elementwise
        assert choose_path(backend, call("low_rank", keys=512)) == engine.FOLDED  # torch's kernels
    else:
        engine.check_setting("triton")
        assert engine.resolve(None, torch.device("cuda"), torch.float16) is engine.AUTO_CUDA


@pytest.mark.parametrize("backend", ["auto", "blocks", "compiled", "sdpa"])
def test_the_backend_option_reaches_every_attention_and_gives_the_same_model(backend):
    # Against the explicit formula (`reference`); `auto` is `compiled` here.
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


def test_a_trained_model_keeps_its_backend_and_generate_can_override_it(data_bin, tmp_path, monkeypatch):
    data = data_bin
    train(data, "transformer_diet_rel", tmp_path / "ckpt", "--attention-backend", "compiled")
    checkpoint = tmp_path / "ckpt" / "checkpoint_last.pt"
    state = torch.load(checkpoint, weights_only=False)
    assert state["cfg"]["model"].attention_backend == "compiled"
    generate = ["fairseq-generate", str(data), "--user-dir", USER_DIR, "--path", str(checkpoint),
                "--beam", "2", "--cpu", "--max-len-b", "10", "--batch-size", "4"]

    def hypotheses(result):  # {sentence: (score, words)}
        lines = [line.split("\t") for line in result.stdout.splitlines() if line.startswith("H-")]
        return {line[0]: (float(line[1]), line[2]) for line in lines}

    followed = hypotheses(run(*generate))
    # The stored backend is followed, not auto: with its kernels off it is an error...
    monkeypatch.setenv(compiled.ENV_SWITCH, "0")
    refused = run(*generate, check=False)
    assert refused.returncode == 1 and "Traceback" not in refused.stderr
    # refused when the model is built, before the data and its loader threads exist
    assert ("fairseq-generate: error: attention backend 'compiled' cannot run in this process: its kernels "
            "are turned off") in refused.stderr
    assert "examples from" not in refused.stderr and "H-" not in refused.stdout
    # ... until overridden.
    overridden = hypotheses(run(*generate, "--model-overrides", "{'attention_backend': 'blocks'}"))
    assert len(followed) == 12 and followed.keys() == overridden.keys()
    for sentence, (score, words) in followed.items():  # float32 scores of two backends differ in rounding
        assert overridden[sentence][1] == words and abs(overridden[sentence][0] - score) < 1e-4
    unknown = run(*generate, "--model-overrides", "{'attention_backend': 'fastest'}", check=False)
    assert unknown.returncode != 0 and "--attention-backend must be one of auto, reference" in unknown.stderr


def test_an_unknown_backend_is_refused_by_the_option_parser(tmp_path):
    result = run("fairseq-train", str(tmp_path), "--user-dir", USER_DIR, "--arch", "transformer_diet_rel",
                 "--task", "translation", *TRAIN, "--attention-backend", "fastest", check=False)
    assert result.returncode != 0 and "--attention-backend: invalid choice: 'fastest'" in result.stderr


# ---- Adding a scheme: the README's example, run as printed --------------------

def readme_scheme_example():
    """The Python block of the README's "Adding a scheme" section (the
    scheme's file) and its registration line."""
    readme = (REPO / "README.md").read_text()
    section = readme.split("## Adding a scheme", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```python\n(.*?)```", section, re.S)
    lines = re.findall(r"`(register_architectures\(.*?\))`", section)
    assert len(blocks) == 1 and len(lines) == 1, "the section shows the scheme's file and its registration line"
    return blocks[0], lines[0]


def register_readme_example():
    """Registers the README's example scheme and its architectures, in this
    process (a test runs it in a process of its own: registries are global)."""
    from fairseq_diet import positions
    from fairseq_diet.models import transformer_diet

    scheme_file, registration = readme_scheme_example()
    namespace = {}
    exec(compile(scheme_file.replace("from .base import", "from fairseq_diet.positions.base import"),
                 "README.md", "exec"), namespace)
    registration = registration.strip()
    assert registration.startswith("register_architectures(")
    eval(registration, vars(transformer_diet))
    return positions.POSITION_SCHEMES["kerple_log"]


def check_readme_example(backends):
    """logits_ij += -r1 log(1 + r2 |i - j|) per head, by the README's file and
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
    from fairseq_diet.modules.tables import tables

    with torch.no_grad():
        table = tables(term, engine.BACKENDS[backend], 5, 5)  # (layer groups, heads, 5, 5)
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
def test_auto_on_cuda_folds_diet_abs_long_training_calls_into_sdpa(share, monkeypatch):
    # auto's backend for CUDA tensors (engine.AUTO_CUDA), here on CPU tensors
    # in float64, with the threshold lowered to 6 keys: the encoder's
    # self-attention (7 keys, left-padded) and the decoder's (6, causal) take
    # Diet-Abs's factors as extra head dimensions of one SDPA call; the
    # encoder-decoder attention returns its weights (explicit). Outputs and
    # every gradient equal the reference backend's; with the threshold above
    # the keys, no call is folded.
    from fairseq_diet.modules import position_attention, tuning

    taken = []

    def recording(backend, call):
        taken.append(choose_path(backend, call))
        return taken[-1]

    resolve = position_attention.resolve
    monkeypatch.setattr(position_attention, "resolve", lambda setting, device, dtype: (
        engine.AUTO_CUDA if setting == "auto" else resolve(setting, device, dtype)))
    monkeypatch.setattr(position_attention, "choose_path", recording)

    def outputs_and_gradients(backend):
        model, dictionary = build_model("transformer_diet_abs", ["--attention-backend", backend,
                                                                 "--share-positions", share], layers=1, heads=2)
        model.train()
        src = random_batch(dictionary, [7, 3, 5], seed=10)
        tgt = random_batch(dictionary, [6, 6, 6], seed=11, left_pad=False)
        out, _ = model(src, src.ne(dictionary.pad()).sum(1), tgt)
        weights = torch.randn(out.shape, dtype=out.dtype, generator=torch.Generator().manual_seed(3))
        (out * weights).sum().backward()
        return [out.detach()] + [p.grad for p in model.parameters()]

    want = outputs_and_gradients("reference")
    for threshold, folded in ((6, [True, True, False]), (8, [False, False, False])):
        monkeypatch.setattr(tuning, "FOLDED_MIN_KEYS", threshold)
        taken.clear()
        got = outputs_and_gradients("auto")
        assert [path == engine.FOLDED for path in taken] == folded, taken
        assert taken[2] == EXPLICIT
        for g, w in zip(got, want):
            torch.testing.assert_close(g, w, rtol=0, atol=1e-9)
