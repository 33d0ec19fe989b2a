"""Where the C++ kernels (csrc/attention_blocks.cpp, the ``compiled`` backend)
and Python compute the same formula, the two are pinned equal here, forward
and backward, in float64: the Toeplitz tables of the distance schemes, TISA's
kernel sum, RoPE's rotation, Diet's attention with a bias and Shaw's
attention. (Both also meet the float64 loop formulas in
test_attention_parity.py, as every backend does.)"""

import pytest
import torch

import model_helpers  # noqa: F401  (puts the repo on sys.path)
from fairseq_diet.modules import compiled, engine
from fairseq_diet.modules.bias_attention import bias_attention
from fairseq_diet.modules.masks import Masks
from fairseq_diet.modules.rotation import rotate, rotation_table
from fairseq_diet.modules.shaw_attention import shaw_attention
from fairseq_diet.modules.tables import toeplitz_by_index, toeplitz_by_windows
from fairseq_diet.positions import RadialBasisSum

pytestmark = pytest.mark.skipif(compiled.ops() is None, reason="the compiled kernels did not build")
TOLERANCE = dict(rtol=0, atol=1e-12)


def outputs_and_gradients(function, inputs, seed=0):
    """function(*inputs) and the gradients of a random weighting of it."""
    inputs = [x.detach().clone().requires_grad_(x.is_floating_point()) for x in inputs]
    out = function(*inputs)
    outs = out if isinstance(out, tuple) else (out,)
    generator = torch.Generator().manual_seed(seed)
    loss = sum((o * torch.randn(o.shape, dtype=o.dtype, generator=generator)).sum() for o in outs)
    grads = torch.autograd.grad(loss, [x for x in inputs if x.requires_grad], allow_unused=True)
    return [o.detach() for o in outs] + list(grads)


def assert_pinned(compiled_function, torch_function, inputs):
    got = outputs_and_gradients(compiled_function, inputs)
    want = outputs_and_gradients(torch_function, inputs)
    assert len(got) == len(want)
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w, **TOLERANCE)


@pytest.mark.parametrize("rows,keys", [(1, 7), (5, 5), (6, 3)])
def test_toeplitz_tables(rows, keys):
    per_distance = torch.randn(3, 2, rows + keys - 1, dtype=torch.float64)
    ops = compiled.ops()
    assert_pinned(lambda x: ops.toeplitz(x, rows, keys), lambda x: toeplitz_by_windows(x, rows, keys),
                  [per_distance])
    assert_pinned(lambda x: toeplitz_by_windows(x, rows, keys), lambda x: toeplitz_by_index(x, rows, keys),
                  [per_distance])


def test_tisa_kernel_sum():
    a, b, c = (torch.randn(2, 3, 5, dtype=torch.float64) for _ in range(3))
    d = torch.arange(-6, 7, dtype=torch.float64)
    backend = engine.BACKENDS["compiled"]
    assert_pinned(lambda *p: backend.radial_basis_sum(RadialBasisSum(*p, d)),
                  lambda *p: RadialBasisSum(*p, d).evaluate(), [a, b, c])


@pytest.mark.parametrize("form", ["real", "complex"])
def test_rope_rotation(form):
    angles = torch.randn(2, 6, 4, dtype=torch.float64) * 10  # (bsz, len, d / 2)
    x, y = (torch.randn(2, 3, 6, 8, dtype=torch.float64) for _ in range(2))
    ops = compiled.ops()
    compiled_table = rotation_table(angles, "compiled", torch.float64)
    table = rotation_table(angles, form, torch.float64)
    assert_pinned(lambda x: rotate(x, compiled_table, "compiled", ops), lambda x: rotate(x, table, form), [x])
    assert_pinned(lambda x, y: ops.rope_rotate_pair(x, y, compiled_table),
                  lambda x, y: (rotate(x, table, form), rotate(y, table, form)), [x, y])


@pytest.mark.parametrize("causal", [False, True])
def test_diet_attention(causal):
    bsz, heads, length, dim = 3, 2, 7, 4
    q, k, v = (torch.randn(bsz, heads, length, dim, dtype=torch.float64) for _ in range(3))
    bias = torch.randn(1, heads, length, length, dtype=torch.float64)
    padding = torch.zeros(bsz, length, dtype=torch.bool)
    padding[1, 5:] = True
    mask = torch.triu(torch.full((length, length), float("-inf"), dtype=torch.float64), 1) if causal else None

    def run(ops):
        return lambda q, k, v, bias: bias_attention(q, k, v, bias, Masks(padding, mask, q.dtype, length, length), ops)

    assert_pinned(run(compiled.ops()), run(None), [q, k, v, bias])


@pytest.mark.parametrize("values", [True, False])
@pytest.mark.parametrize("clip", [1, 3])
def test_shaw_attention(clip, values):
    bsz, heads, length, dim = 2, 3, 9, 4
    q, k, v = (torch.randn(bsz, heads, length, dim, dtype=torch.float64) for _ in range(3))
    key_emb = torch.randn(heads, 2 * clip + 1, dim, dtype=torch.float64)
    value_emb = torch.randn(heads, 2 * clip + 1, dim, dtype=torch.float64) if values else None
    mask = torch.triu(torch.full((length, length), float("-inf"), dtype=torch.float64), 1)

    def run(ops):
        if values:
            return lambda q, k, v, a, b: shaw_attention(q, k, v, a, b, mask, clip, True, ops)
        return lambda q, k, v, a: shaw_attention(q, k, v, a, None, mask, clip, True, ops)

    inputs = [q, k, v, key_emb] + ([value_emb] if values else [])
    assert_pinned(run(compiled.ops()), run(None), inputs)
