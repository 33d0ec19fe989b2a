"""The triton backend: flash attention with the distance term read inside the
kernel, and Diet-Abs's factors as extra head dimensions
(fairseq_diet/modules/triton_attention.py), here through Triton's
interpreter (TRITON_INTERPRET=1, set by conftest.py without a GPU) at tiny
sizes. The per-scheme float64 loop parity is in test_attention_parity.py (the
triton backend is one of its BACKENDS); this file covers what it does not: a
row with no key, float32, whole models against the reference backend, and the
calls the kernels do not take."""

import logging

import pytest
import torch

from model_helpers import build_model, random_batch
from fairseq_diet.modules import engine
from fairseq_diet.modules.triton_attention import distance_attention

CPU = torch.device("cpu")
pytestmark = pytest.mark.skipif(engine.BACKENDS["triton"].unavailable(CPU, torch.float32) is not None,
                                reason="triton is not installed, or TRITON_INTERPRET is not 1")


def explicit_attention(q, k, v, values, qpos, kpos, key_padding, causal):
    """The same attention by torch ops, logits in the open."""
    tk = k.size(2)
    logits = q @ k.transpose(2, 3)
    if values is not None:
        distance = qpos[:, :, None] - kpos[:, None, :] + tk - 1  # (1 | bsz, Tq, Tk)
        logits = logits + values[:, distance].transpose(0, 1)  # (1 | bsz, heads, Tq, Tk)
    logits = logits.masked_fill(key_padding[:, None, None, :], float("-inf"))
    if causal:
        logits = logits.masked_fill(torch.ones(q.size(2), tk, dtype=torch.bool).triu(1), float("-inf"))
    return torch.softmax(logits, -1) @ v


def inputs(dtype, bsz=3, heads=2, tq=37, tk=37, d=8, seed=0):
    """Lengths over two kernel blocks (32 rows), one sentence without any real key."""
    generator = torch.Generator().manual_seed(seed)
    q, k, v = (torch.randn(bsz, heads, t, d, generator=generator, dtype=torch.float64).to(dtype)
               for t in (tq, tk, tk))
    values = torch.randn(heads, tq + tk - 1, generator=generator, dtype=torch.float64).to(dtype)
    positions = torch.arange(max(tq, tk)).unsqueeze(0)
    key_padding = torch.zeros(bsz, tk, dtype=torch.bool)
    key_padding[1, 20:] = True  # right padding
    key_padding[2] = True  # no key at all
    return q, k, v, values, positions[:, :tq], positions[:, :tk], key_padding


@pytest.mark.parametrize("causal", [False, True])
def test_a_row_without_keys_gets_zeros_and_no_gradient(causal):
    q, k, v, values, qpos, kpos, key_padding = (x.requires_grad_() if x.is_floating_point() else x
                                                for x in inputs(torch.float64))
    out = distance_attention(q, k, v, values, qpos, kpos, key_padding, causal)
    # The explicit softmax of a row without keys is NaN: the others alone.
    expected = explicit_attention(q[:2], k[:2], v[:2], values, qpos, kpos, key_padding[:2], causal)
    torch.testing.assert_close(out[:2], expected, rtol=0, atol=1e-12)
    assert torch.equal(out[2], torch.zeros_like(out[2]))
    weights = torch.randn(out.shape, dtype=out.dtype)
    got = torch.autograd.grad((out * weights).sum(), (q, k, v, values))
    want = torch.autograd.grad((expected * weights[:2]).sum(), (q, k, v, values))
    for g, w in zip(got, want):
        assert torch.isfinite(g).all()
        torch.testing.assert_close(g, w, rtol=0, atol=1e-10)  # nothing from the third sentence
    for g in got[:3]:
        assert torch.equal(g[2], torch.zeros_like(g[2]))


@pytest.mark.parametrize("tq,tk,causal", [(37, 37, True), (21, 40, False)])
def test_float32_agrees_with_float64(tq, tk, causal):
    inputs64 = inputs(torch.float64, tq=tq, tk=tk)
    inputs64[-1][2] = False  # every sentence with keys here
    results = {}
    for dtype in (torch.float64, torch.float32):
        q, k, v, values, qpos, kpos, key_padding = (
            x.detach().to(dtype).requires_grad_() if x.is_floating_point() else x for x in inputs64)
        out = distance_attention(q, k, v, values, qpos, kpos, key_padding, causal)
        grads = torch.autograd.grad(out.sum(), (q, k, v, values))
        results[dtype] = [out.double()] + [g.double() for g in grads]
    for got, want in zip(results[torch.float32], results[torch.float64]):
        scale = want.abs().max()
        torch.testing.assert_close(got / scale, want / scale, rtol=0, atol=1e-5)


def model_outputs_and_gradients(arch, backend, extra=()):
    model, dictionary = build_model(arch, ["--attention-backend", backend, *extra])
    model.train()
    src = random_batch(dictionary, [7, 3, 5], seed=10)  # left-padded: right-aligned by the encoder
    tgt = random_batch(dictionary, [6, 6, 6], seed=11, left_pad=False)
    out, _ = model(src, src.ne(dictionary.pad()).sum(1), tgt)
    weights = torch.randn(out.shape, dtype=out.dtype, generator=torch.Generator().manual_seed(3))
    (out * weights).sum().backward()
    return [out.detach()] + [p.grad for p in model.parameters()]


@pytest.mark.parametrize("arch,extra", [  # one of each kind (interpreted: slow); the layers are in the parity tests
    ("transformer_diet_rel", ("--checkpoint-activations",)), ("transformer_diet_abs", ()), ("transformer_rope", ())])
def test_whole_models_equal_the_reference_backend(arch, extra):
    got = model_outputs_and_gradients(arch, "triton", extra)
    want = model_outputs_and_gradients(arch, "reference", extra)
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w, rtol=0, atol=1e-9)


def test_a_kind_not_in_the_kernels_is_an_error_naming_it():
    with pytest.raises(engine.BackendUnavailable, match="'triton' cannot run this call: Shaw's relative keys "
                                                        "and values are not in its kernels yet"):
        model_outputs_and_gradients("transformer_shaw", "triton")


def test_attention_dropout_takes_the_explicit_path_and_says_so_once(caplog, monkeypatch):
    monkeypatch.setattr(engine, "_logged", set())
    with caplog.at_level(logging.INFO, logger=engine.__name__):
        for _ in range(2):
            model_outputs_and_gradients("transformer_diet_rel", "triton", ["--attention-dropout", "0.1"])
    said = [record for record in caplog.records if "attention dropout is not in its kernels" in record.message]
    assert len(said) == 1


def test_on_the_cpu_it_needs_the_interpreter(monkeypatch):
    monkeypatch.delenv("TRITON_INTERPRET")
    with pytest.raises(engine.BackendUnavailable, match="CPU tensors under TRITON_INTERPRET=1"):
        engine.resolve("triton", CPU, torch.float32)
    assert engine.resolve(None, CPU, torch.float32).name == "compiled"  # auto never takes it unasked


def test_the_attention_benchmark_runs_and_tabulates_every_way():
    # On a GPU it measures; here, through the interpreter, it only has to work.
    import subprocess
    import sys

    from model_helpers import REPO

    script = str(REPO / "scripts" / "attention_benchmark.py")
    result = subprocess.run([sys.executable, script, "--device", "cpu", "--dtypes", "fp32", "--shapes", "2x16",
                             "--repeats", "1", "--heads", "2", "--head-dim", "16"],
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-3000:]
    rows = [line.split(" | ") for line in result.stdout.splitlines() if line.startswith("| fp32 | 2x16 |")]
    assert [row[2] for row in rows] == ["flash, no term", "sdpa + bias", "triton", "triton, no term"]
    assert rows[0][4] == "1.00"
    bad = subprocess.run([sys.executable, script, "--shapes", "48by512"], capture_output=True, text=True)
    assert bad.returncode == 2 and "--shapes: '48by512' is not SENTENCESxTOKENS" in bad.stderr
