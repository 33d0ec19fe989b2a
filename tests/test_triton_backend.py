"""The triton backend: flash attention with the distance term or Shaw's
relative keys and values inside the kernels, and Diet-Abs's factors as extra
head dimensions or its table of pairs read inside the kernels
(fairseq_diet/modules/triton_attention.py), here through
Triton's interpreter (TRITON_INTERPRET=1, set by conftest.py without a GPU) at
tiny sizes. The per-scheme float64 loop parity is in test_attention_parity.py
(the triton backend is one of its BACKENDS); this file covers what it does
not: a row with no key, lengths over several kernel blocks, float32, whole
models against the reference backend, and the calls the kernels do not take."""

import sys

import pytest
import torch

from model_helpers import REPO, assert_incremental_equals_full, build_model, random_batch
from test_attention_parity import paths  # noqa: F401 (a fixture: the path of every call)
from fairseq_diet.modules import engine
from fairseq_diet.modules.triton_attention import distance_attention, relative_attention

sys.path.insert(0, str(REPO / "scripts"))
import dispatch_count  # noqa: E402  (the operator count: views, allocations and what runs inside a kernel not counted)

CPU = torch.device("cpu")
pytestmark = pytest.mark.skipif(engine.BACKENDS["triton"].unavailable(CPU, torch.float32) is not None,
                                reason="triton is not installed, or TRITON_INTERPRET is not 1")


def explicit_attention(q, k, v, values, qpos, kpos, key_padding, causal, kept=None, dropout=0.0):
    """The same attention by torch ops, logits in the open; with ``kept``
    (bsz, heads, Tq, Tk) bool, attention dropout: the probabilities that meet
    v zeroed where not kept and scaled by 1 / (1 - dropout)."""
    tk = k.size(2)
    logits = q @ k.transpose(2, 3)
    if values is not None:
        distance = qpos[:, :, None] - kpos[:, None, :] + tk - 1  # (1 | bsz, Tq, Tk)
        logits = logits + values[:, distance].transpose(0, 1)  # (1 | bsz, heads, Tq, Tk)
    return dropped(masked_softmax(logits, key_padding, causal), kept, dropout) @ v


def dropped(probs, kept, dropout):
    return probs if kept is None else probs * kept / (1 - dropout)


def explicit_shaw_attention(q, k, v, key_emb, value_emb, clip, qpos, kpos, key_padding, causal, kept=None,
                            dropout=0.0):
    """Shaw et al.'s attention by torch ops (eqs. 3-4), logits and
    probabilities in the open, the bucket clip(kpos_j - qpos_i) + clip of
    every (i, j) by index; attention dropout as ``explicit_attention``'s,
    the dropped probabilities meeting v and a^V."""
    bucket = (kpos[:, None, :] - qpos[:, :, None]).clamp(-clip, clip) + clip  # (1 | bsz, Tq, Tk)
    bucket = bucket[:, None].expand(q.size(0), q.size(1), -1, -1)
    logits = q @ k.transpose(2, 3) + torch.gather(q @ key_emb.transpose(1, 2), 3, bucket)
    probs = dropped(masked_softmax(logits, key_padding, causal), kept, dropout)
    out = probs @ v
    if value_emb is not None:
        by_bucket = torch.zeros(*probs.shape[:3], 2 * clip + 1, dtype=probs.dtype).scatter_add(3, bucket, probs)
        out = out + by_bucket @ value_emb
    return out


def masked_softmax(logits, key_padding, causal):
    logits = logits.masked_fill(key_padding[:, None, None, :], float("-inf"))
    if causal:
        hidden = torch.ones(logits.shape[-2:], dtype=torch.bool).triu(1)
        logits = logits.masked_fill(hidden, float("-inf"))
    return torch.softmax(logits, -1)


def assert_same_output_and_gradients(out, expected, leaves):
    """out equals expected, and so do the gradients of a weighted sum of each
    with respect to ``leaves`` (float64 rounding), the term's (the fourth) not zero."""
    torch.testing.assert_close(out, expected, rtol=0, atol=1e-12)
    weights = torch.randn(out.shape, dtype=out.dtype, generator=torch.Generator().manual_seed(6))
    got = torch.autograd.grad((out * weights).sum(), leaves)
    want = torch.autograd.grad((expected * weights).sum(), leaves)
    assert want[3].abs().max() > 0
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w, rtol=0, atol=1e-10)


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


@pytest.mark.parametrize("tq,tk,causal,shaw", [(37, 37, True, False), (21, 40, False, False), (37, 37, True, True)])
def test_float32_agrees_with_float64(tq, tk, causal, shaw):
    if shaw:
        attention, inputs64 = relative_attention, shaw_inputs(torch.float64, tq, tk, 2, True, False)
    else:
        attention, inputs64 = distance_attention, inputs(torch.float64, tq=tq, tk=tk)
    inputs64[-1][2] = False  # every sentence with keys here
    results = {}
    for dtype in (torch.float64, torch.float32):
        arguments = [x.detach().to(dtype).requires_grad_() if torch.is_tensor(x) and x.is_floating_point() else x
                     for x in inputs64]
        out = attention(*arguments, causal)
        grads = torch.autograd.grad(out.sum(), [x for x in arguments if torch.is_tensor(x) and x.requires_grad])
        results[dtype] = [out.double()] + [g.double() for g in grads]
    for got, want in zip(results[torch.float32], results[torch.float64]):
        scale = want.abs().max()
        torch.testing.assert_close(got / scale, want / scale, rtol=0, atol=1e-5)


# Each kernel its own tiles (forward, keys, queries): the keys kernel's wider
# than tall, so that it forms its tiles transposed (KEYS_FIRST).
KEYS_FIRST_BLOCKS = ((32, 16), (16, 32), (32, 16))


@pytest.mark.parametrize("blocks,lanes", [(None, 1), (KEYS_FIRST_BLOCKS, 1), (((16, 32), (32, 16), (16, 32)), 1),
                                          (None, 4), (KEYS_FIRST_BLOCKS, 3)])
@pytest.mark.parametrize("positions", ["counting", "left-padded", "gapped"])
def test_the_distance_gradient_added_per_sentence_and_head(blocks, lanes, positions, monkeypatch):
    # The distance term's gradient is added entry by entry into a row per
    # sentence and head, summed after the kernel; over two blocks of queries
    # and keys, cross-attention (Tq != Tk), the causal mask and right padding,
    # against the explicit formula in float64. Left-padded keys
    # (cross-attention) are counted over the real keys (their shift differs by
    # sentence; padded keys sit at position 0); gapped positions (keys at 0, 0,
    # 2, 2, ...) put two keys at one distance. The queries kernel's tiles are
    # square, taller than wide and wider than tall; the term is per head here,
    # shared by the heads in test_layouts_the_kernels_cannot_take_are_copied_and_still_right.
    # With LANES, each key j adds into the row of its lane, j mod LANES.
    from fairseq_diet.modules import triton_attention

    monkeypatch.setattr(triton_attention, "LANES", lanes)

    if blocks is not None:  # each kernel its own tiles (forward, keys, queries)
        monkeypatch.setattr(triton_attention, "CONFIG", {"cpu": {
            kernel: (*tile, 4, 3) for kernel, tile in zip(triton_attention.KERNELS, blocks)}})
    for tq, tk, causal in ((37, 45, False), (40, 40, True)):
        q, k, v, _, qpos, kpos, key_padding = inputs(torch.float64, tq=tq, tk=tk)
        key_padding[2] = False  # every sentence with keys (the explicit softmax of a row without any is NaN)
        if positions == "left-padded" and not causal:  # (a causal row over padding alone has no key)
            key_padding[0, :5] = True
            real = (~key_padding).long()
            kpos = (real.cumsum(1) - real) * real
        elif positions == "gapped":
            kpos = kpos // 2 * 2  # 0, 0, 2, 2, 4, ...
        values = torch.randn(2, tq + tk - 1, dtype=torch.float64, generator=torch.Generator().manual_seed(5))
        leaves = [x.requires_grad_() for x in (q, k, v, values)]
        out = distance_attention(q, k, v, values, qpos, kpos, key_padding, causal)
        expected = explicit_attention(q, k, v, values, qpos, kpos, key_padding, causal)
        assert_same_output_and_gradients(out, expected, leaves)


@pytest.mark.parametrize("term", ["distance", "rotation", None])
def test_split_tiles_take_the_unmasked_ones_first_and_equal_the_explicit_formula(term, monkeypatch):
    # SPLIT_TILES: the forward and queries kernels step first over the tiles
    # of real keys before each of their rows, unmasked, then over the rest.
    # Tiles of 16, keys padded at their end from inside a tile, at a tile's
    # edge, from the first key of a tile and not at all, one sentence
    # left-padded (no tile unmasked), self-attention under the causal mask
    # (the diagonal's tiles masked) and cross-attention (Tq != Tk), against
    # the explicit formula in float64, with every gradient.
    from fairseq_diet.modules import triton_attention
    from fairseq_diet.modules.rotation import rotate, rotation_table

    monkeypatch.setattr(triton_attention, "SPLIT_TILES", True)
    monkeypatch.setattr(triton_attention, "CONFIG", {"cpu": dict.fromkeys(triton_attention.KERNELS, (16, 16, 4, 3))})
    lengths = [70, 48, 41, 33, 16]
    for tq, tk, causal in ((23, 70, False), (70, 70, True)):
        q, k, v, _, qpos, kpos, _ = inputs(torch.float64, bsz=len(lengths) + 1, tq=tq, tk=tk, seed=3)
        key_padding = torch.arange(tk)[None, :] >= torch.tensor(lengths + [tk])[:, None]
        if not causal:
            key_padding[-1, :9] = True  # left padding: from the first key
        values = torch.randn(2, tq + tk - 1, dtype=torch.float64, generator=torch.Generator().manual_seed(5))
        leaves = [x.requires_grad_() for x in (q, k, v, values)]
        if term == "distance":
            out = distance_attention(q, k, v, values, qpos, kpos, key_padding, causal)
            expected = explicit_attention(q, k, v, values, qpos, kpos, key_padding, causal)
            assert_same_output_and_gradients(out, expected, leaves)
            continue
        if term == "rotation":
            angles = torch.rand(1, max(tq, tk), 4, dtype=torch.float64, generator=torch.Generator().manual_seed(7)) * 30
            out = triton_attention.rotary_attention(q, k, v, rotation_table(angles[:, :tq], "triton", q.dtype),
                                                    rotation_table(angles[:, :tk], "triton", k.dtype), key_padding,
                                                    causal)
            q, k = (rotate(x, rotation_table(angles[:, :x.size(2)], "real", x.dtype), "real") for x in (q, k))
        else:
            out = distance_attention(q, k, v, None, qpos, kpos, key_padding, causal)
        expected = explicit_attention(q, k, v, None, qpos, kpos, key_padding, causal)
        torch.testing.assert_close(out, expected, rtol=0, atol=1e-12)
        weights = torch.randn(out.shape, dtype=out.dtype, generator=torch.Generator().manual_seed(6))
        for got, want in zip(torch.autograd.grad((out * weights).sum(), leaves[:3]),
                             torch.autograd.grad((expected * weights).sum(), leaves[:3])):
            torch.testing.assert_close(got, want, rtol=0, atol=1e-10)


@pytest.mark.parametrize("blocks", [None, KEYS_FIRST_BLOCKS], ids=["square tiles", "keys first"])
@pytest.mark.parametrize("term,lanes", [("learned", 1), ("learned", 3), ("fixed", 1), (None, 1)])
def test_one_backward_kernel_equals_the_explicit_formula(blocks, term, lanes, monkeypatch):
    # ONE_BACKWARD_KERNEL: delta by its own kernel, then the keys kernel adds
    # each tile's dq and the distance term's gradient atomically; no queries
    # kernel. Cross-attention over two blocks with left-padded keys and causal
    # self-attention, a sentence without any key (zeros, no gradient), the
    # keys kernel's tiles square and formed transposed; a learned term (in
    # one lane and in three), a fixed one (no gradient formed) and none.
    from fairseq_diet.modules import triton_attention

    monkeypatch.setattr(triton_attention, "ONE_BACKWARD_KERNEL", True)
    monkeypatch.setattr(triton_attention, "LANES", lanes)
    if blocks is not None:
        monkeypatch.setattr(triton_attention, "CONFIG", {"cpu": {
            kernel: (*tile, 4, 3) for kernel, tile in zip(triton_attention.KERNELS, blocks)}})
    for tq, tk, causal in ((37, 45, False), (40, 40, True)):
        q, k, v, values, qpos, kpos, key_padding = inputs(torch.float64, tq=tq, tk=tk)
        if not causal:
            key_padding[0, :5] = True
            real = (~key_padding).long()
            kpos = (real.cumsum(1) - real) * real
        leaves = [x.requires_grad_() for x in (q, k, v, values) if term == "learned" or x is not values]
        weights = torch.randn(q.shape[:3] + v.shape[3:], dtype=q.dtype, generator=torch.Generator().manual_seed(8))
        with dispatch_count.OperatorCount() as calls:
            out = distance_attention(q, k, v, None if term is None else values, qpos, kpos, key_padding, causal)
            got = torch.autograd.grad(out, leaves, weights)
        assert calls.launches == ["_forward", "_deltas", "_backward_keys"]
        assert torch.equal(out[2], torch.zeros_like(out[2])) and all(torch.equal(g[2], 0 * g[2]) for g in got[:3])
        expected = explicit_attention(q[:2], k[:2], v[:2], None if term is None else values, qpos, kpos[:2],
                                      key_padding[:2], causal)
        torch.testing.assert_close(out[:2], expected, rtol=0, atol=1e-12)
        want = torch.autograd.grad(expected, leaves, weights[:2])  # (the third sentence's: zeros)
        for g, w in zip(got, want):
            torch.testing.assert_close(g, w, rtol=0, atol=1e-10)


def test_one_backward_kernel_stays_off_under_deterministic_algorithms_on_cuda(monkeypatch):
    # dq's atomic adds come in any order on a GPU: where torch is asked for
    # deterministic algorithms, CUDA calls keep the two backward kernels (no
    # atomics without a learned term), so that a call without a term stays
    # deterministic; under the interpreter the adds run in one order.
    from fairseq_diet.modules import triton_attention

    class Cuda:
        is_cuda = True

    settings = type("Settings", (), {"one_backward": True})()
    monkeypatch.setattr(torch, "are_deterministic_algorithms_enabled", lambda: True)
    assert not triton_attention._one_backward(settings, Cuda())
    assert triton_attention._one_backward(settings, torch.zeros(1))  # a CPU tensor (the interpreter)
    monkeypatch.setattr(torch, "are_deterministic_algorithms_enabled", lambda: False)
    assert triton_attention._one_backward(settings, Cuda())
    settings.one_backward = False
    assert not triton_attention._one_backward(settings, Cuda())


@pytest.mark.parametrize("one_backward", [False, True], ids=["two backward kernels", "one backward kernel"])
def test_padded_slots_may_hold_any_position(one_backward, monkeypatch):
    # The distance term's gradient is added without a mask (an entry that is
    # padded or outside the sentence adds an exact 0); the positions are
    # clamped to the term's row as they are read, so that a padded slot's
    # position, whatever it holds, cannot send an add outside the row. Pad
    # slots at -7 and 10**9 give what pad slots at 0 (real_positions') give,
    # which is the explicit formula's.
    from fairseq_diet.modules import triton_attention

    monkeypatch.setattr(triton_attention, "ONE_BACKWARD_KERNEL", one_backward)
    q, k, v, values, qpos, kpos, key_padding = inputs(torch.float64, tq=37, tk=45)
    key_padding[2] = False
    key_padding[0, :6] = True
    real = (~key_padding).long()
    kpos = (real.cumsum(1) - real) * real  # 0 at the pads
    odd = kpos.masked_fill(key_padding, 10 ** 9)  # (a billion floats off the row: no memory of this process)
    odd[0, :3] = -7
    weights = torch.randn(q.shape[:3] + v.shape[3:], dtype=q.dtype, generator=torch.Generator().manual_seed(9))
    results = []
    for positions in (kpos, odd):
        leaves = [x.detach().clone().requires_grad_() for x in (q, k, v, values)]
        out = distance_attention(*leaves, qpos, positions, key_padding, False)
        results.append([out, *torch.autograd.grad(out, leaves, weights)])
    leaves = [x.detach().clone().requires_grad_() for x in (q, k, v, values)]
    expected = explicit_attention(*leaves, qpos, kpos, key_padding, False)
    want = [expected, *torch.autograd.grad(expected, leaves, weights)]
    for at_zero, at_odd, w in zip(*results, want):
        torch.testing.assert_close(at_zero, w, rtol=0, atol=1e-10)
        assert torch.equal(at_odd, at_zero)


def turned(x, positions, base=10.0):
    """RoPE's rotation of x (bsz, heads, len, d) by its positions (1 | bsz,
    len), pair by pair by torch ops: pair p of the row at position m turned
    by m base^(-2p / d) (RoFormer, eq. 34)."""
    angles = positions[:, None, :, None].double() * base ** (-torch.arange(0, x.size(-1), 2).double() / x.size(-1))
    even, odd = x[..., 0::2], x[..., 1::2]
    cos, sin = angles.cos().to(x.dtype), angles.sin().to(x.dtype)
    return torch.stack((even * cos - odd * sin, even * sin + odd * cos), -1).flatten(-2)


def rope_tables(qpos, kpos, d, dtype, base=10.0):
    """The kernels' (cos, sin) tables of those positions (rotation_table's triton form)."""
    from fairseq_diet.modules.rotation import rotation_table

    theta = base ** (-torch.arange(0, d, 2).double() / d)
    return [rotation_table(positions[..., None].double() * theta, "triton", dtype) for positions in (qpos, kpos)]


@pytest.mark.parametrize("blocks", [None, KEYS_FIRST_BLOCKS, ((16, 32), (32, 16), (16, 32))],
                         ids=["square tiles", "keys first", "wide"])
@pytest.mark.parametrize("one_backward", [False, True], ids=["two backward kernels", "one backward kernel"])
def test_rope_turned_in_the_kernels_loads_equals_the_explicit_formula(blocks, one_backward, monkeypatch):
    # rotary_attention (tuning.TRITON_ROTATION = "loads"): q and k turned by
    # their tables as each kernel loads them, dq and dk (with ONE_BACKWARD_KERNEL
    # each tile's share of dq) turned back before they are stored. Over two
    # blocks: cross-attention with left-padded keys, whose positions are
    # counted over each sentence's real keys (a table per sentence), and
    # queries at positions of their own; causal self-attention sharing one
    # table row per position; a sentence without any key; head size 12
    # (turned in a block of 16 dimensions); no rotation kernel launched.
    from fairseq_diet.modules import triton_attention
    from fairseq_diet.modules.triton_attention import rotary_attention

    monkeypatch.setattr(triton_attention, "ONE_BACKWARD_KERNEL", one_backward)
    if blocks is not None:
        monkeypatch.setattr(triton_attention, "CONFIG", {"cpu": {
            kernel: (*tile, 4, 3) for kernel, tile in zip(triton_attention.KERNELS, blocks)}})
    for tq, tk, causal in ((37, 45, False), (40, 40, True)):
        q, k, v, _, qpos, kpos, key_padding = inputs(torch.float64, tq=tq, tk=tk, d=12)
        if not causal:
            key_padding[0, :5] = True
            real = (~key_padding).long()
            kpos = (real.cumsum(1) - real) * real
            qpos = qpos + torch.tensor([[0], [3], [1]])  # (bsz, Tq)
        q_table, k_table = rope_tables(qpos, kpos, 12, torch.float64)
        leaves = [x.requires_grad_() for x in (q, k, v)]
        weights = torch.randn(q.shape, dtype=q.dtype, generator=torch.Generator().manual_seed(8))
        with dispatch_count.OperatorCount() as calls:
            out = rotary_attention(q, k, v, q_table, k_table, key_padding, causal)
            got = torch.autograd.grad(out, leaves, weights)
        assert calls.launches == (["_forward", "_deltas", "_backward_keys"] if one_backward else
                                  ["_forward", "_backward_queries", "_backward_keys"])
        assert torch.equal(out[2], torch.zeros_like(out[2])) and all(torch.equal(g[2], 0 * g[2]) for g in got)
        expected = explicit_attention(turned(q[:2], qpos[:2]), turned(k[:2], kpos[:2]), v[:2], None, None, None,
                                      key_padding[:2], causal)
        torch.testing.assert_close(out[:2], expected, rtol=0, atol=1e-12)
        want = torch.autograd.grad(expected, leaves, weights[:2])  # (the third sentence's: zeros)
        for g, w in zip(got, want):
            assert w.abs().max() > 0
            torch.testing.assert_close(g, w, rtol=0, atol=1e-10)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])  # (the interpreter has no bfloat16: test_gpu.py)
def test_rope_turned_in_the_kernels_loads_agrees_with_the_rotation_kernel(dtype):
    # The same call rotated first by the rotation kernel (then the kernels
    # without a term) and turned in the kernels' loads: q and k are rounded to
    # the dtype once, after their turn, either way; dq and dk are turned back
    # in float32 before their one rounding in the loads' way, where the
    # rotation kernel turns the rounded gradients back and rounds again.
    from fairseq_diet.modules.triton_attention import distance_attention, rotary_attention
    from fairseq_diet.modules.triton_rotation import rotate_pair

    q, k, v, _, qpos, kpos, key_padding = inputs(torch.float64, tq=37, tk=37, d=16)
    key_padding[2] = False
    q_table, k_table = rope_tables(qpos, kpos, 16, torch.float32)
    weights = torch.randn(q.shape, dtype=torch.float64, generator=torch.Generator().manual_seed(8))
    results = []
    for way in ("kernel", "loads"):
        leaves = [x.to(dtype).requires_grad_() for x in (q, k, v)]
        if way == "kernel":
            out = distance_attention(*rotate_pair(leaves[0], q_table, leaves[1], k_table), leaves[2], None, None,
                                     None, key_padding, True)
        else:
            out = rotary_attention(*leaves, q_table, k_table, key_padding, True)
        results.append([out, *torch.autograd.grad(out, leaves, weights.to(dtype))])
    expected = explicit_attention(turned(q, qpos), turned(k, kpos), v, None, None, None, key_padding, True)
    tolerance = {torch.float32: 1e-5, torch.float16: 2e-3}[dtype]
    for kernel, loads in zip(*results):
        scale = kernel.double().abs().max()
        torch.testing.assert_close(loads.double() / scale, kernel.double() / scale, rtol=0, atol=tolerance)
    torch.testing.assert_close(results[1][0].double(), expected, rtol=0, atol=5 * tolerance)


def test_rope_tables_that_do_not_fit_are_refused_with_their_shapes():
    from fairseq_diet.modules.triton_attention import rotary_attention

    q, k, v, _, qpos, kpos, key_padding = inputs(torch.float32, tq=5, tk=7)
    q_table, k_table = rope_tables(qpos, kpos, 8, torch.float32)
    with pytest.raises(ValueError, match=r"the keys' table of shape \(1, 1, 5, 4, 2\).*\(3, 2, 7, 8\)"):
        rotary_attention(q, k, v, q_table, q_table, key_padding, False)
    with pytest.raises(ValueError, match=r"torch.float64.*in torch.float32"):
        rotary_attention(q, k, v, q_table.double(), k_table, key_padding, False)


def shaw_inputs(dtype, tq, tk, head_groups, values, left_padding, clip=3, seed=0):
    """q, k, v as ``inputs`` gives them, Shaw's a^K and a^V (None: keys only)
    for ``head_groups`` (1: shared by the heads), positions counted over the
    real keys of each sentence (the first sentence's keys left-padded by 4
    with ``left_padding``), the clip and the key padding."""
    q, k, v, _, qpos, kpos, key_padding = inputs(dtype, tq=tq, tk=tk, seed=seed)
    generator = torch.Generator().manual_seed(seed + 1)
    key_emb, value_emb = (torch.randn(head_groups, 2 * clip + 1, q.size(3), generator=generator,
                                      dtype=torch.float64).to(dtype) for _ in range(2))
    if left_padding:
        key_padding[0, :4] = True
        real = (~key_padding).long()
        kpos = real.cumsum(1) - real  # (bsz, Tk): real keys before each one
    return q, k, v, key_emb, value_emb if values else None, clip, qpos, kpos, key_padding


@pytest.mark.parametrize("tq,tk,causal,values,head_groups,left_padding,blocks", [
    (37, 37, True, True, 2, False, None),  # causal self-attention, a^K and a^V per head
    (37, 37, True, True, 2, False, KEYS_FIRST_BLOCKS),
    # Cross-attention: tiles whose pairs are all clipped to the left (queries
    # 32-36 against keys 0-8) or to the right (queries 0-8 against keys
    # 32-36), and one whose keys are all padding (the second sentence's 32-36).
    (37, 9, False, True, 1, True, None),  # a^K and a^V shared by the heads
    (37, 9, False, True, 1, True, KEYS_FIRST_BLOCKS),
    (9, 37, False, False, 2, True, None),  # keys only
])
@pytest.mark.parametrize("bucket_gather,gapped", [(False, False), (True, False), (True, True)])
def test_shaw_over_several_blocks_matches_the_explicit_formula(tq, tk, causal, values, head_groups, left_padding,
                                                               blocks, bucket_gather, gapped, monkeypatch):
    # With BUCKET_GATHER (the default), the per-bucket sums of tiles that meet
    # several buckets and whose positions count up by one by a gather and two
    # row sums, the others' by the loop over their buckets; gapped key
    # positions (0, 0, 2, 2, ...) take the loop in every tile. Without it, the
    # loop in every tile.
    from fairseq_diet.modules import triton_attention

    monkeypatch.setattr(triton_attention, "BUCKET_GATHER", bucket_gather)
    if blocks is not None:
        monkeypatch.setattr(triton_attention, "CONFIG", {"cpu": {
            kernel: (*tile, 4, 3) for kernel, tile in zip(triton_attention.KERNELS, blocks)}})
    q, k, v, key_emb, value_emb, clip, qpos, kpos, key_padding = shaw_inputs(
        torch.float64, tq, tk, head_groups, values, left_padding)
    if gapped:
        kpos = kpos // 2 * 2
    leaves = [x.requires_grad_() for x in (q, k, v, key_emb, value_emb) if x is not None]
    out = relative_attention(q, k, v, key_emb, value_emb, clip, qpos, kpos, key_padding, causal)
    # The explicit softmax of a row without keys is NaN: the other sentences alone.
    expected = explicit_shaw_attention(q[:2], k[:2], v[:2], key_emb, value_emb, clip, qpos, kpos[:2],
                                       key_padding[:2], causal)
    torch.testing.assert_close(out[:2], expected, rtol=0, atol=1e-12)
    assert torch.equal(out[2], torch.zeros_like(out[2]))
    weights = torch.randn(out.shape, dtype=out.dtype)
    got = torch.autograd.grad((out * weights).sum(), leaves)
    want = torch.autograd.grad((expected * weights[:2]).sum(), leaves)
    for g, w in zip(got, want):
        assert w.abs().max() > 0
        torch.testing.assert_close(g, w, rtol=0, atol=1e-10)  # nothing from the third sentence
    for g in got[:3]:
        assert torch.equal(g[2], torch.zeros_like(g[2]))


@pytest.mark.parametrize("products", ["kernels", "torch"])
@pytest.mark.parametrize("clip", [2, 9])
@pytest.mark.parametrize("head_groups,causal,values", [(2, True, True), (1, False, True), (2, False, False)])
def test_shaws_products_in_the_kernels_or_by_torch_match_the_explicit_formula(products, clip, head_groups, causal,
                                                                             values, monkeypatch):
    # SHAW_PRODUCTS_IN_KERNELS: the forward kernel forms its rows' q a^K^T
    # (kept for its tiles, stored for the backward pass) and adds sum_r P_r
    # a^V_r to its output, the queries kernel adds dscores a^K to dq; torch
    # forms dO a^V^T and the embeddings' gradients, three products a call
    # (one without a^V) against six (three) with every product by torch.
    # Causal self-attention and cross-attention over two blocks, left-padded
    # keys, a^K and a^V per head or shared by the heads, keys only; clip 2
    # (5 buckets, taken in blocks of 16) and 9 (19, in blocks of 32).
    from fairseq_diet.modules import triton_attention

    monkeypatch.setattr(triton_attention, "SHAW_PRODUCTS_IN_KERNELS", products == "kernels")
    q, k, v, key_emb, value_emb, clip, qpos, kpos, key_padding = shaw_inputs(
        torch.float64, 37, 37 if causal else 45, head_groups, values, not causal, clip=clip)
    key_padding[2] = False  # every sentence with keys
    leaves = [x.requires_grad_() for x in (q, k, v, key_emb, value_emb) if x is not None]
    weights = torch.randn(q.shape, dtype=q.dtype, generator=torch.Generator().manual_seed(4))
    with dispatch_count.OperatorCount() as calls:
        out = relative_attention(q, k, v, key_emb, value_emb, clip, qpos, kpos, key_padding, causal)
        got = torch.autograd.grad(out, leaves, weights)
    assert calls.launches == ["_forward", "_backward_queries", "_backward_keys"]
    products_taken = calls.counts["mm"] + calls.counts["bmm"]
    assert products_taken == {("kernels", True): 3, ("kernels", False): 1, ("torch", True): 6,
                              ("torch", False): 3}[products, values], calls.counts
    expected = explicit_shaw_attention(q, k, v, key_emb, value_emb, clip, qpos, kpos, key_padding, causal)
    torch.testing.assert_close(out, expected, rtol=0, atol=1e-12)
    want = torch.autograd.grad(expected, leaves, weights)
    for g, w in zip(got, want):
        assert w.abs().max() > 0
        torch.testing.assert_close(g, w, rtol=0, atol=1e-10)


@pytest.mark.parametrize("causal", [False, True])
def test_the_modules_layout_goes_through_both_passes_without_a_copy(causal):
    # The attention module hands the kernels (bsz, heads, T, d) views of its
    # (T, bsz, heads * d) projections and views their output back as
    # (Tq, bsz, heads * d). The kernels read that layout, write the output so
    # that the view back is free, read its gradient as it comes and write q's,
    # k's and v's gradients in their own layouts: no copy either way, and no
    # operator at all but the launches, the zeros the term's gradient is added
    # into (a row per sentence and head) and its sum over the sentences.
    # Positions (int64) and the key padding (bool) are read as given.
    bsz, heads, t, d = 3, 2, 37, 8
    generator = torch.Generator().manual_seed(1)
    projections = [torch.randn(t, bsz, heads * d, dtype=torch.float64, generator=generator).requires_grad_()
                   for _ in range(3)]
    q, k, v = (x.view(t, bsz, heads, d).permute(1, 2, 0, 3) for x in projections)
    values = torch.randn(heads, 2 * t - 1, dtype=torch.float64, generator=generator).requires_grad_()
    positions = torch.arange(t).unsqueeze(0)
    key_padding = torch.zeros(bsz, t, dtype=torch.bool)
    key_padding[1, 30:] = True
    weights = torch.randn(t, bsz, heads * d, dtype=torch.float64, generator=generator)
    with dispatch_count.OperatorCount() as calls:
        out = distance_attention(q, k, v, values, positions, positions, key_padding, causal)
        flat = out.permute(2, 0, 1, 3).reshape(t, bsz, heads * d)  # the module's view back
        got = torch.autograd.grad(flat, [*projections, values], weights)
    assert flat.data_ptr() == out.data_ptr() and flat.is_contiguous()
    assert calls.launches == ["_forward", "_backward_queries", "_backward_keys"]
    # Every operator of both passes.
    assert calls.counts == {"triton _forward": 1, "triton _backward_queries": 1, "triton _backward_keys": 1,
                            "zeros": 1, "sum": 1}, calls.counts
    assert all(g.is_contiguous() for g in got[:3])  # q's, k's, v's gradients in their projections' layout
    expected = explicit_attention(q, k, v, values, positions, positions, key_padding, causal)
    torch.testing.assert_close(out, expected, rtol=0, atol=1e-12)
    want = torch.autograd.grad((expected.permute(2, 0, 1, 3).reshape(t, bsz, heads * d) * weights).sum(),
                               [*projections, values])
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w, rtol=0, atol=1e-10)


def test_inline_ptx_takes_effect_on_cuda_for_a_float32_term_or_shaws_terms_only(monkeypatch):
    # triton_attention.INLINE_PTX: the per-entry reads and adds as PTX, which
    # Triton's interpreter cannot run, so it is set only for CUDA calls with a
    # float32 term (and a float32 gradient) or with Shaw's terms (not float64);
    # here, on the CPU, the kernels run as without it and give the same result.
    # (Compiled for sm_90: tests/test_kernel_resources.py; run on a GPU: tests/test_gpu.py.)
    from fairseq_diet.modules import triton_attention

    q, k, v, values, qpos, kpos, key_padding = inputs(torch.float32, tq=21, tk=40)
    key_emb, value_emb = (torch.randn(2, 7, q.size(-1), generator=torch.Generator().manual_seed(seed))
                          for seed in (5, 6))
    weights = torch.randn(q.shape[:3] + v.shape[3:], generator=torch.Generator().manual_seed(4))
    results = []
    for inline in (False, True):
        monkeypatch.setattr(triton_attention, "INLINE_PTX", inline)
        got = []
        for call, extra in ((distance_attention, (values,)), (relative_attention, (key_emb, value_emb, 3))):
            leaves = [x.detach().clone().requires_grad_() for x in (q, k, v, *extra[:2])]
            out = call(*leaves, *extra[2:], qpos, kpos, key_padding, False)
            got += [out, *torch.autograd.grad(out, leaves, weights)]
        results.append(got)
    for without, with_ptx in zip(*results):
        assert torch.equal(without, with_ptx)

    def flag(device, term, dtype=torch.float16, shaw=False):
        q = torch.empty(1, 1, 1, 8, dtype=dtype, device=device)
        return triton_attention._settings(q, 8, 8, term, False, shaw, shaw, True, False, 3 if shaw else 0).flags["PTX"]

    assert not flag("cpu", torch.float32) and not flag("cpu", None, shaw=True) and not flag("meta", torch.float32)
    cuda = torch.empty(0, device="meta")
    monkeypatch.setattr(torch.Tensor, "is_cuda", property(lambda tensor: tensor.device == cuda.device))
    assert flag("meta", torch.float32) and flag("meta", torch.float32, torch.float32)
    assert flag("meta", None, shaw=True) and flag("meta", None, torch.float32, shaw=True)
    assert not flag("meta", torch.float16) and not flag("meta", None) and not flag("meta", torch.float64,
                                                                                      torch.float64)
    assert not flag("meta", None, torch.float64, shaw=True)
    monkeypatch.setattr(triton_attention, "INLINE_PTX", False)
    assert not flag("meta", torch.float32) and not flag("meta", None, shaw=True)


@pytest.mark.parametrize("causal", [False, True])
def test_a_term_without_a_gradient_adds_nothing_in_the_backward_pass(causal):
    # ALiBi's term is fixed: the queries kernel forms no gradient for it (no
    # atomic adds, no rows to add into, no sum after), and q's, k's and v's
    # gradients are the explicit formula's. (Had the kernel still added into
    # the tensor given in the gradient's place, dq, dq would be wrong.)
    q, k, v, values, qpos, kpos, key_padding = inputs(torch.float64)
    key_padding[2] = False  # every sentence with keys (the explicit softmax of a row without any is NaN)
    leaves = [x.requires_grad_() for x in (q, k, v)]
    weights = torch.randn(q.shape, dtype=q.dtype, generator=torch.Generator().manual_seed(4))
    with dispatch_count.OperatorCount() as calls:
        out = distance_attention(q, k, v, values, qpos, kpos, key_padding, causal)
        got = torch.autograd.grad(out, leaves, weights)
    assert calls.counts == {"triton _forward": 1, "triton _backward_queries": 1, "triton _backward_keys": 1}, \
        calls.counts
    expected = explicit_attention(q, k, v, values, qpos, kpos, key_padding, causal)
    torch.testing.assert_close(out, expected, rtol=0, atol=1e-12)
    want = torch.autograd.grad(expected, leaves, weights)
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w, rtol=0, atol=1e-10)


@pytest.mark.parametrize("lanes", [1, 4])
def test_layouts_the_kernels_cannot_take_are_copied_and_still_right(lanes, monkeypatch):
    # q a slice of a wider tensor (not dense: its gradient could not share its
    # strides), k with a strided last dimension, v in torch's usual layout, and
    # an output gradient broadcast from one number (strides of 0): each is
    # copied where it must be, and the results are the explicit formula's
    # (a term shared by the heads; its gradient with one lane and with four).
    from fairseq_diet.modules import triton_attention

    monkeypatch.setattr(triton_attention, "LANES", lanes)
    bsz, heads, t, d = 2, 2, 21, 8
    generator = torch.Generator().manual_seed(2)
    wide = torch.randn(bsz, heads, t, 3 * d, dtype=torch.float64, generator=generator).requires_grad_()
    q = wide[..., :d]
    k_base = torch.randn(bsz, heads, t, 2 * d, dtype=torch.float64, generator=generator).requires_grad_()
    k = k_base[..., ::2]
    v = torch.randn(bsz, heads, t, d, dtype=torch.float64, generator=generator).requires_grad_()
    values = torch.randn(1, 2 * t - 1, dtype=torch.float64, generator=generator).requires_grad_()  # shared by the heads
    positions = torch.arange(t).unsqueeze(0)
    key_padding = torch.zeros(bsz, t, dtype=torch.bool)
    with dispatch_count.OperatorCount() as calls:
        out = distance_attention(q, k, v, values, positions, positions, key_padding, True)
        got = torch.autograd.grad(out.sum(), [wide, k_base, v, values])
    assert calls.counts["clone"] == 3, calls.counts  # q and k in the forward pass, the gradient in the backward
    expected = explicit_attention(q, k, v, values, positions, positions, key_padding, True)
    torch.testing.assert_close(out, expected, rtol=0, atol=1e-12)
    want = torch.autograd.grad(expected.sum(), [wide, k_base, v, values])
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w, rtol=0, atol=1e-10)


def model_outputs_and_gradients(arch, backend, extra=(), **sizes):
    model, dictionary = build_model(arch, ["--attention-backend", backend, *extra], **sizes)
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


def test_a_model_with_one_backward_kernel_equals_the_reference_backend(monkeypatch):
    # ONE_BACKWARD_KERNEL through a whole model, under --checkpoint-activations
    # (each layer's forward pass run again for its backward pass): Diet-Rel's
    # table's gradient and dq added by the keys kernel.
    from fairseq_diet.modules import triton_attention

    monkeypatch.setattr(triton_attention, "ONE_BACKWARD_KERNEL", True)
    with dispatch_count.OperatorCount() as calls:
        got = model_outputs_and_gradients("transformer_diet_rel", "triton", ("--checkpoint-activations",))
    assert calls.counts["triton _deltas"] == calls.counts["triton _backward_keys"] > 0
    assert "triton _backward_queries" not in calls.counts
    want = model_outputs_and_gradients("transformer_diet_rel", "reference", ("--checkpoint-activations",))
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w, rtol=0, atol=1e-9)


@pytest.mark.parametrize("extra", [(), ("--checkpoint-activations",)])
def test_a_rope_model_turned_in_the_kernels_loads_equals_the_reference_backend(extra, monkeypatch):
    # tuning.TRITON_ROTATION = "loads" through a whole model: its self-attention
    # calls (RoPE turns no encoder-decoder attention) turn q and k in the
    # kernels' loads, the rotation kernel is never launched; the kernels take
    # 5 calls (all but the last decoder layer's encoder-decoder attention,
    # which returns its weights), under --checkpoint-activations each layer's
    # forward pass again for its backward pass.
    from fairseq_diet.modules import tuning

    monkeypatch.setattr(tuning, "TRITON_ROTATION", "loads")
    with dispatch_count.OperatorCount() as calls:
        got = model_outputs_and_gradients("transformer_rope", "triton", extra)
    launched = {name: count for name, count in calls.counts.items() if name.startswith("triton ")}
    assert launched == {"triton _forward": 10 if extra else 5, "triton _backward_queries": 5,
                        "triton _backward_keys": 5}, launched
    want = model_outputs_and_gradients("transformer_rope", "reference", extra)
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w, rtol=0, atol=1e-9)


def test_an_unknown_rotation_setting_is_refused_by_its_name(monkeypatch):
    from fairseq_diet.modules import tuning

    monkeypatch.setattr(tuning, "TRITON_ROTATION", "fused")
    with pytest.raises(ValueError, match="tuning.TRITON_ROTATION is 'fused': 'kernel' or 'loads'"):
        model_outputs_and_gradients("transformer_rope", "triton")


@pytest.mark.parametrize("extra", [(), ("--checkpoint-activations",)])
def test_a_diet_abs_model_with_its_table_of_pairs_in_the_kernels_equals_the_reference_backend(extra, monkeypatch):
    # tuning.TRITON_LOW_RANK = "table": P_Q P_K^T made once per forward pass
    # for the layers that share it (Diet-Abs's default), read by the positions
    # inside the kernels; under --checkpoint-activations each layer's forward
    # pass runs again for its backward pass and builds its own table.
    from fairseq_diet.modules import triton_attention, tuning

    monkeypatch.setattr(tuning, "TRITON_LOW_RANK", "table")
    tables = []
    pair_attention = triton_attention.pair_attention
    monkeypatch.setattr(triton_attention, "pair_attention", lambda q, k, v, table, *rest: (
        tables.append(table.shape), pair_attention(q, k, v, table, *rest))[1])
    got = model_outputs_and_gradients("transformer_diet_abs", "triton", extra)
    # the encoder's and the decoder's self-attention (7 and 6 tokens; 2 layers each) and the first decoder
    # layer's encoder-decoder attention (the last returns its weights: explicit); checkpointed, once more each
    assert sorted(tables) == sorted(([(4, 7, 7)] * 2 + [(4, 6, 6)] * 2 + [(4, 6, 7)]) * (2 if extra else 1))
    want = model_outputs_and_gradients("transformer_diet_abs", "reference", extra)
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w, rtol=0, atol=1e-9)


@pytest.mark.parametrize("arch,extra", [("transformer_diet_rel", ()),
                                        ("transformer_diet_rel", ("--checkpoint-activations",)),
                                        ("transformer_diet_abs", ())])
def test_a_half_precision_model_hands_the_kernels_its_term_in_float32(arch, extra, monkeypatch):
    # PassState.distance_values and pair_tables (pass_state.kernels_term): in a
    # float16 model the term reaches the kernels in float32, made once per
    # forward pass (per layer where --checkpoint-activations reruns a layer),
    # and its gradient comes back to the float16 parameters. Against a float64
    # copy of the model (bfloat16 is not checked here: the interpreter's numpy
    # has no bfloat16; tests/test_gpu.py runs every dtype on a GPU).
    import copy

    from fairseq_diet.modules import triton_attention, tuning

    monkeypatch.setattr(tuning, "TRITON_LOW_RANK", "table")  # Diet-Abs's table of pairs, read inside the kernels
    seen = []
    for name in ("distance_attention", "pair_attention"):
        kernel = getattr(triton_attention, name)
        monkeypatch.setattr(triton_attention, name, lambda q, k, v, term, *rest, kernel=kernel: (
            seen.append((q.dtype, term.dtype)), kernel(q, k, v, term, *rest))[1])
    model, dictionary = build_model(arch, ["--attention-backend", "triton", *extra])
    exact = copy.deepcopy(model).double()
    model.half()
    src = random_batch(dictionary, [7, 3, 5], seed=10)  # left-padded
    tgt = random_batch(dictionary, [6, 6, 6], seed=11, left_pad=False)
    outs = []
    for m in (exact, model):
        m.train()
        del seen[:]
        out, _ = m(src, src.ne(dictionary.pad()).sum(1), tgt)
        out.double().sum().backward()
        outs.append(out.double())
    assert seen and set(seen) == {(torch.float16, torch.float32)}
    assert float((outs[1] - outs[0]).abs().max()) < 3e-2
    positions = [(name, p, e) for (name, p), e in zip(model.named_parameters(), exact.parameters())
                 if "positions" in name]
    assert positions
    for name, half, wide in positions:
        assert half.grad.dtype == torch.float16, name
        cosine = torch.nn.functional.cosine_similarity(half.grad.double().flatten(), wide.grad.flatten(), 0)
        assert float(cosine) > 0.995, f"{name}: cosine {float(cosine):.5f}"


@pytest.mark.parametrize("one_backward", [False, True], ids=["two backward kernels", "one backward kernel"])
def test_the_table_of_pairs_equals_the_explicit_formula_and_adds_every_sentences_gradient(one_backward,
                                                                                          monkeypatch):
    # pair_attention: softmax(q k^T + table[h, qpos_i, kpos_j]) v over two
    # blocks, cross-attention with left-padded keys (their positions counted
    # over the real keys) and causal self-attention, the table per head and
    # shared by the heads, against the explicit formula in float64; the
    # table's gradient gathers every sentence's share (one table, atomic adds),
    # by the queries kernel or, with ONE_BACKWARD_KERNEL, by the keys kernel.
    from fairseq_diet.modules import triton_attention
    from fairseq_diet.modules.triton_attention import pair_attention

    monkeypatch.setattr(triton_attention, "ONE_BACKWARD_KERNEL", one_backward)

    for tq, tk, causal, heads in ((37, 45, False, 2), (40, 40, True, 2), (37, 45, False, 1)):
        q, k, v, _, qpos, kpos, key_padding = inputs(torch.float64, tq=tq, tk=tk)
        key_padding[2] = False  # every sentence with keys (the explicit softmax of a row without any is NaN)
        if not causal:
            key_padding[0, :5] = True
            real = (~key_padding).long()
            kpos = (real.cumsum(1) - real) * real
        table = torch.randn(heads, tq, tk, dtype=torch.float64, generator=torch.Generator().manual_seed(5))
        leaves = [x.requires_grad_() for x in (q, k, v, table)]
        out = pair_attention(q, k, v, table, qpos, kpos, key_padding, causal)
        bsz = q.size(0)
        pairs = table[:, qpos.expand(bsz, -1)[:, :, None], kpos.expand(bsz, -1)[:, None, :]].transpose(0, 1)
        expected = masked_softmax(q @ k.transpose(2, 3) + pairs, key_padding, causal) @ v
        assert_same_output_and_gradients(out, expected, leaves)
    with pytest.raises(ValueError, match=r"need \(1 \| heads, 37, 45\)"):
        pair_attention(q, k, v, table[:, :, :-1], qpos, kpos, key_padding, False)


@pytest.mark.parametrize("extra,products", [((), "torch"), (("--checkpoint-activations",), "torch"),
                                            (("--checkpoint-activations",), "kernels")])
def test_a_shaw_model_takes_the_kernels_and_equals_the_reference_backend(extra, products, paths, monkeypatch):
    # under --checkpoint-activations too: each layer's forward pass run again for its backward pass,
    # the per-bucket tensors in the layout of the products around the kernels; and with those
    # products inside the kernels (SHAW_PRODUCTS_IN_KERNELS)
    from fairseq_diet.modules import triton_attention

    monkeypatch.setattr(triton_attention, "SHAW_PRODUCTS_IN_KERNELS", products == "kernels")
    sizes = dict(layers=1, heads=2)  # interpreted, it is slow
    got = model_outputs_and_gradients("transformer_shaw", "triton", extra, **sizes)
    # Shaw's self-attention in the encoder and in the decoder by the kernels;
    # the decoder's encoder-decoder attention returns its weights (explicit).
    # Checkpointed, each layer's calls are made once more for the backward pass.
    calls = [("triton", engine.TRITON), ("triton", engine.TRITON), ("triton", engine.EXPLICIT)]
    assert paths[:3] == calls and sorted(map(str, paths[3:])) == (sorted(map(str, calls)) if extra else [])
    want = model_outputs_and_gradients("transformer_shaw", "reference", extra, **sizes)
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w, rtol=0, atol=1e-9)


def test_auto_on_cuda_takes_the_kernels_for_shaws_long_training_calls(paths, monkeypatch):
    # auto's backend for CUDA tensors (engine.AUTO_CUDA), here on CPU tensors
    # through the interpreter, with the threshold lowered to 6 keys: the
    # encoder's self-attention (7 keys, left-padded) and the decoder's (6)
    # take the kernels; the encoder-decoder attention returns its weights
    # (explicit) and has no term. The model equals the reference backend.
    from fairseq_diet.modules import position_attention, tuning

    monkeypatch.setattr(tuning, "TRITON_SHAW_MIN_KEYS", 6)
    resolve = position_attention.resolve
    monkeypatch.setattr(position_attention, "resolve", lambda setting, device, dtype: (
        engine.AUTO_CUDA if setting == "auto" else resolve(setting, device, dtype)))
    sizes = dict(layers=1, heads=2)
    got = model_outputs_and_gradients("transformer_shaw", "auto", **sizes)
    assert paths == [("sdpa", engine.TRITON), ("sdpa", engine.TRITON), ("sdpa", engine.EXPLICIT)]
    want = model_outputs_and_gradients("transformer_shaw", "reference", **sizes)
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w, rtol=0, atol=1e-9)


@pytest.mark.parametrize("arch", ["transformer_diet_rel", "transformer_alibi"])
def test_auto_on_cuda_takes_the_kernels_for_a_learned_tables_long_training_calls(arch, paths, monkeypatch):
    # auto's backend for CUDA tensors, here on CPU tensors through the
    # interpreter, with the threshold lowered to 6 keys: Diet-Rel's learned
    # table takes the kernels in the encoder's self-attention (7 keys,
    # left-padded) and the decoder's (6); the encoder-decoder attention returns
    # its weights (explicit); ALiBi's fixed slopes (no gradient) stay on sdpa.
    # With the threshold above the keys, Diet-Rel stays on sdpa too. The model
    # equals the reference backend.
    from fairseq_diet.modules import position_attention, tuning

    resolve = position_attention.resolve
    monkeypatch.setattr(position_attention, "resolve", lambda setting, device, dtype: (
        engine.AUTO_CUDA if setting == "auto" else resolve(setting, device, dtype)))
    sizes = dict(layers=1, heads=2)
    for threshold in (8, 6):
        monkeypatch.setattr(tuning, "TRITON_DISTANCE_MIN_KEYS", threshold)
        paths.clear()
        got = model_outputs_and_gradients(arch, "auto", **sizes)
        fused = [path == engine.TRITON for _, path in paths]
        assert fused == [arch == "transformer_diet_rel" and threshold <= keys for keys in (7, 6)] + [False], paths
        assert paths[2][1] == engine.EXPLICIT
        want = model_outputs_and_gradients(arch, "reference", **sizes)
        for g, w in zip(got, want):
            torch.testing.assert_close(g, w, rtol=0, atol=1e-9)


@pytest.mark.parametrize("arch,kernels", [("transformer_shaw", True), ("transformer_diet_rel", False)])
def test_auto_on_cuda_with_attention_dropout_takes_shaws_kernels_and_keeps_a_learned_table_on_sdpa(arch, kernels,
                                                                                                  paths, monkeypatch):
    # auto's backend for CUDA tensors (here on CPU tensors through the
    # interpreter), both thresholds lowered to 6 keys, --attention-dropout:
    # Shaw's self-attention calls take the kernels, dropout inside (its
    # explicit path would drop a (bsz, heads, Tq, Tk) tensor); Diet-Rel's stay
    # on sdpa, whose kernel drops inside too (not timed against the kernels).
    from fairseq_diet.modules import position_attention, tuning

    resolve = position_attention.resolve
    monkeypatch.setattr(position_attention, "resolve", lambda setting, device, dtype: (
        engine.AUTO_CUDA if setting == "auto" else resolve(setting, device, dtype)))
    monkeypatch.setattr(tuning, "TRITON_SHAW_MIN_KEYS", 6)
    monkeypatch.setattr(tuning, "TRITON_DISTANCE_MIN_KEYS", 6)
    out = model_outputs_and_gradients(arch, "auto", ["--attention-dropout", str(DROPOUT)], layers=1, heads=2)[0]
    assert torch.isfinite(out).all()
    assert [path.name for _, path in paths] == ["triton" if kernels else "sdpa"] * 2 + ["explicit"], paths


def launches_under_auto_on_cuda(arch, monkeypatch, paths, extra=()):
    """The kernel launches and the paths (``paths``, the fixture's record) of a
    training step, and the launches of incremental decoding with beam
    reordering, of ``arch`` on auto's backend for CUDA tensors
    (``engine.AUTO_CUDA``), here on CPU tensors through the interpreter; the
    model equals the reference backend, and the decoding the full forward pass."""
    from fairseq_diet.modules import position_attention

    resolve = position_attention.resolve
    monkeypatch.setattr(position_attention, "resolve", lambda setting, device, dtype: (
        engine.AUTO_CUDA if setting == "auto" else resolve(setting, device, dtype)))
    sizes = dict(layers=1, heads=2)
    with dispatch_count.OperatorCount() as training:
        got = model_outputs_and_gradients(arch, "auto", extra, **sizes)
    training_paths = list(paths)
    want = model_outputs_and_gradients(arch, "reference", extra, **sizes)
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w, rtol=0, atol=1e-9)
    model, dictionary = build_model(arch, ["--attention-backend", "auto"], **sizes)
    model.decoder.set_beam_size(3)
    with dispatch_count.OperatorCount() as decoding:
        assert_incremental_equals_full(model, dictionary, [7, 4], 6, reorder_at=3, new_order=[1, 1, 0, 5, 3, 4],
                                       atol=1e-10)
    return training.launches, training_paths, decoding.launches


def test_auto_on_cuda_rotates_ropes_queries_and_keys_in_the_rotation_kernel(paths, monkeypatch):
    # The attention takes sdpa's paths (no triton attention kernel: RoPE's
    # calls have no term left), and q and k are rotated by one launch of the
    # rotation kernel each way (each self-attention call's q and k together),
    # in training and in every decoding step with beam reordering.
    training, paths, decoding = launches_under_auto_on_cuda("transformer_rope", monkeypatch, paths)
    assert {backend for backend, _ in paths} == {"sdpa"} and engine.TRITON not in {path for _, path in paths}
    # forward: the encoder's and the decoder's self-attention, one launch each; backward the same
    assert training == ["_rotate"] * 4, training
    assert set(decoding) == {"_rotate"}


@pytest.mark.parametrize("dtype", [torch.float64, torch.float32])
def test_tisas_radial_basis_sum_in_one_launch_each_way_equals_the_formula(dtype):
    # f(d) = sum_s a_s exp(-|b_s| (d - c_s)^2) (triton_radial.py) against a loop
    # over the kernels in float64, and its gradients against autograd's of the
    # loop: distances over three of the backward's blocks of 128, one kernel per
    # head (a tile of width 2), a sharpness of exactly 0 (sign 0).
    from fairseq_diet.modules.triton_radial import radial_basis_sum

    for groups, heads, kernels, distances in ((2, 3, 5, 301), (1, 2, 1, 7)):
        generator = torch.Generator().manual_seed(kernels)
        a, b, c = (torch.randn(groups, heads, kernels, dtype=torch.float64, generator=generator) for _ in range(3))
        b[0, 0, 0] = 0.0
        at = torch.arange(distances, dtype=torch.float64) - distances // 2
        leaves = [x.to(dtype).requires_grad_() for x in (a, b, c)]
        with dispatch_count.OperatorCount() as calls:
            out = radial_basis_sum(*leaves, at.to(dtype))
            weights = torch.randn(out.shape, dtype=dtype, generator=generator)
            got = torch.autograd.grad((out * weights).sum(), leaves)
        assert calls.launches == ["_radial_forward", "_radial_backward"]
        exact = [x.detach().double().requires_grad_() for x in leaves]
        a, b, c = (x[..., None] for x in exact)  # (groups, heads, kernels, 1)
        expected = sum(a[..., s, :] * torch.exp(-b[..., s, :].abs() * (at - c[..., s, :]) ** 2) for s in range(kernels))
        want = torch.autograd.grad((expected * weights.double()).sum(), exact)
        tolerance = 1e-12 if dtype == torch.float64 else 1e-4
        torch.testing.assert_close(out.double(), expected, rtol=0, atol=tolerance)
        for g, w in zip(got, want):
            torch.testing.assert_close(g.double(), w, rtol=tolerance, atol=tolerance)


@pytest.mark.parametrize("extra", [(), ("--checkpoint-activations",)])
def test_auto_on_cuda_sums_tisas_radial_basis_in_its_kernel(paths, monkeypatch, extra):
    # TISA's distance term made by the radial-basis kernel, one launch forward
    # and one backward per stack and forward pass (in decoding, where the
    # search's table grows), the attention on sdpa's paths; checkpointed, each
    # layer's rerun makes its own.
    training, paths, decoding = launches_under_auto_on_cuda("transformer_tisa", monkeypatch, paths, extra)
    assert {backend for backend, _ in paths} == {"sdpa"}
    forward, backward = training.count("_radial_forward"), training.count("_radial_backward")
    assert backward >= 2 and sorted(training) == ["_radial_backward"] * backward + ["_radial_forward"] * forward
    # checkpointed, the tables are made in the no-grad pass and again by each rerun that takes a gradient
    assert forward == backward if not extra else forward > backward
    assert set(decoding) == {"_radial_forward"}


DROPOUT = 0.25  # 1 / (1 - 0.25) as exact in the kernels' float32 argument as in the formula's float64


def kernels_dropped_probabilities(attention, arguments, seed):
    """The probabilities that the kernels' forward pass hands v in a call
    with ``arguments`` (q, k, v, then the rest) under ``torch.manual_seed(seed)``:
    read off its output for v one-hot over each chunk of keys (bsz, heads,
    Tq, Tk); a^V, where given, zero."""
    q, k, v, *rest = arguments
    if attention is relative_attention and rest[1] is not None:  # a^V: zero
        rest[1] = torch.zeros_like(rest[1])
    tk, d = k.size(2), v.size(3)
    chunks = []
    for start in range(0, tk, d):
        width = min(d, tk - start)
        one_hot = torch.zeros_like(v)
        one_hot[:, :, start + torch.arange(width), torch.arange(width)] = 1
        torch.manual_seed(seed)
        with torch.no_grad():
            chunks.append(attention(q, k, one_hot, *rest, dropout=DROPOUT)[..., :width])
    return torch.cat(chunks, -1)


def dropout_inputs(shaw, tq, tk, causal):
    """The attention and its arguments: Shaw's (keys left-padded where not causal) or the distance term's."""
    if shaw:
        return relative_attention, [*shaw_inputs(torch.float64, tq, tk, 2, True, not causal), causal]
    return distance_attention, [*inputs(torch.float64, tq=tq, tk=tk), causal]


DROPOUT_CASES = [  # (variant, tq, tk, causal, shaw)
    *(("default", *shape) for shape in ((37, 37, False, False), (37, 37, True, False), (21, 40, False, False),
                                        (37, 37, True, True), (37, 9, False, True))),
    ("keys first", 37, 37, False, False), ("keys first", 37, 37, True, True),
    ("one backward kernel", 37, 37, True, False), ("split tiles", 21, 40, False, False),
    ("shaw's products in the kernels", 37, 9, False, True),
    ("selects", 37, 37, True, True), ("selects, keys first", 21, 40, False, False)]


@pytest.mark.parametrize("variant,tq,tk,causal,shaw", DROPOUT_CASES)
def test_attention_dropout_in_the_kernels_equals_the_explicit_formula_with_their_mask(variant, tq, tk, causal, shaw,
                                                                                     monkeypatch):
    # Attention dropout in the kernels: each entry kept or dropped by a draw
    # keyed by the call's seed and the entry's place, in the forward kernel
    # (the probabilities that meet v, and Shaw's a^V) and again in the
    # backward kernels (dv's probabilities, dP). The mask is read off the
    # forward pass's output with the default tiles; with other tiles, one
    # backward kernel or the unmasked tiles first, the output and every
    # gradient still equal the explicit formula with that mask (so each
    # kernel drew the same numbers for the same entries), also with the
    # mask's halves laid out by selects, as under Triton 3.3
    # (DROPOUT_JOINS); a sentence without keys gets zeros.
    from fairseq_diet.modules import triton_attention

    attention, arguments = dropout_inputs(shaw, tq, tk, causal)
    kept = kernels_dropped_probabilities(attention, arguments, seed=3) != 0
    switches = {"one backward kernel": "ONE_BACKWARD_KERNEL", "split tiles": "SPLIT_TILES",
                "shaw's products in the kernels": "SHAW_PRODUCTS_IN_KERNELS"}
    if variant in switches:
        monkeypatch.setattr(triton_attention, switches[variant], True)
    if variant.startswith("selects"):
        monkeypatch.setattr(triton_attention, "DROPOUT_JOINS", False)
    if variant.endswith("keys first"):
        monkeypatch.setattr(triton_attention, "CONFIG", {"cpu": {
            kernel: (*tile, 4, 3) for kernel, tile in zip(triton_attention.KERNELS, KEYS_FIRST_BLOCKS)}})
        monkeypatch.setattr(triton_attention, "SHAW_CONFIG", triton_attention.CONFIG)
    leaves = [x.requires_grad_() for x in arguments[:5] if torch.is_tensor(x) and x.is_floating_point()]
    torch.manual_seed(3)
    out = attention(*arguments, dropout=DROPOUT)
    # The explicit softmax of a row without keys is NaN: the other sentences alone.
    if shaw:
        q, k, v, key_emb, value_emb, clip, qpos, kpos, key_padding, _ = arguments
        expected = explicit_shaw_attention(q[:2], k[:2], v[:2], key_emb, value_emb, clip, qpos, kpos[:2],
                                           key_padding[:2], causal, kept[:2], DROPOUT)
    else:
        q, k, v, values, qpos, kpos, key_padding, _ = arguments
        expected = explicit_attention(q[:2], k[:2], v[:2], values, qpos, kpos, key_padding[:2], causal, kept[:2],
                                      DROPOUT)
    torch.testing.assert_close(out[:2], expected, rtol=0, atol=1e-12)
    assert torch.equal(out[2], torch.zeros_like(out[2]))
    weights = torch.randn(out.shape, dtype=out.dtype, generator=torch.Generator().manual_seed(7))
    got = torch.autograd.grad((out * weights).sum(), leaves)
    want = torch.autograd.grad((expected * weights[:2]).sum(), leaves)
    for g, w in zip(got, want):
        assert w.abs().max() > 0
        torch.testing.assert_close(g, w, rtol=0, atol=1e-10)


def test_the_dropout_mask_follows_the_seed_and_not_the_tiles(monkeypatch):
    # The mask of one seed is the same whatever the forward kernel's tiles;
    # another seed draws another; about 1 - p of the entries are kept.
    from fairseq_diet.modules import triton_attention

    attention, arguments = dropout_inputs(False, 37, 37, False)
    real = kernels_dropped_probabilities(attention, arguments, seed=3)[:2] != 0
    monkeypatch.setattr(triton_attention, "CONFIG", {"cpu": {
        kernel: (16, 16, 4, 3) for kernel in triton_attention.KERNELS}})
    assert torch.equal(kernels_dropped_probabilities(attention, arguments, seed=3)[:2] != 0, real)
    other = kernels_dropped_probabilities(attention, arguments, seed=4)[:2] != 0
    keys = ~arguments[-2][:2, None, None, :].expand_as(real)  # entries whose probability is not 0
    kept = real[keys].double().mean().item()
    assert abs(kept - (1 - DROPOUT)) < 0.03, kept  # 5,920 entries: 5 standard deviations
    assert 0.05 < (real != other)[keys].double().mean().item() < 0.6


def model_gradients_under_seed(arch, extra, seed):
    model, dictionary = build_model(arch, ["--attention-backend", "triton", *extra], layers=2, heads=2)
    model.train()
    src = random_batch(dictionary, [7, 3, 5], seed=10)
    tgt = random_batch(dictionary, [6, 6, 6], seed=11, left_pad=False)
    torch.manual_seed(seed)
    out, _ = model(src, src.ne(dictionary.pad()).sum(1), tgt)
    out.sum().backward()
    return [out.detach()] + [p.grad for p in model.parameters()]


@pytest.mark.parametrize("arch", ["transformer_diet_rel", "transformer_shaw"])
def test_attention_dropout_takes_the_kernels_and_replays_under_checkpointing(arch, paths):
    # --attention-dropout on the triton backend: every call but those that
    # return weights (the last decoder layer's encoder-decoder attention)
    # takes the kernels, dropout inside; under --checkpoint-activations each
    # layer's forward pass runs again for its backward pass with the
    # generator state it had, so the same seed gives the same outputs and
    # gradients; another seed other ones.
    dropout = ("--attention-dropout", str(DROPOUT))
    plain = model_gradients_under_seed(arch, dropout, seed=1)
    taken = {path for _, path in paths}
    assert taken == {engine.TRITON, engine.EXPLICIT}, taken
    assert sum(path == engine.TRITON for _, path in paths) == 5  # 2 + 2 self-attention, 1 encoder-decoder
    checkpointed = model_gradients_under_seed(arch, (*dropout, "--checkpoint-activations"), seed=1)
    for g, w in zip(checkpointed, plain):
        torch.testing.assert_close(g, w, rtol=0, atol=1e-12)
    other = model_gradients_under_seed(arch, dropout, seed=2)
    assert (other[0] - plain[0]).abs().max() > 1e-3


def test_the_distance_gradients_atomic_adds_on_a_gpu_are_refused_under_deterministic_algorithms(monkeypatch):
    # On a GPU the adds run in whatever order the programs do: an error under
    # torch.use_deterministic_algorithms, a warning with warn_only, as torch's own
    # nondeterministic kernels; under the interpreter they run in one order.
    from fairseq_diet.modules import triton_attention

    before = torch.are_deterministic_algorithms_enabled(), torch.is_deterministic_algorithms_warn_only_enabled()
    try:
        triton_attention.alert_atomic_gradient("cuda")  # determinism off: nothing to say
        torch.use_deterministic_algorithms(True)
        with pytest.raises(RuntimeError, match="added atomically, which is not deterministic.*--attention-backend"):
            triton_attention.alert_atomic_gradient("cuda")
        triton_attention.alert_atomic_gradient("cpu")
        with pytest.raises(RuntimeError, match="the gradient of Diet-Abs's table of pairs is added atomically"):
            triton_attention.alert_atomic_gradient("cuda", "Diet-Abs's table of pairs")
        torch.use_deterministic_algorithms(True, warn_only=True)
        with pytest.warns(UserWarning, match="added atomically"):
            triton_attention.alert_atomic_gradient("cuda")
    finally:
        torch.use_deterministic_algorithms(before[0], warn_only=before[1])
    # Asked for each call whose table gets a gradient, with the call's device
    # (and, for Diet-Abs's table of pairs, the term named).
    asked = []
    monkeypatch.setattr(triton_attention, "alert_atomic_gradient", lambda *args: asked.append(args))
    q, k, v = (torch.randn(1, 2, 5, 4, dtype=torch.float64) for _ in range(3))
    values = torch.randn(2, 9, dtype=torch.float64, requires_grad=True)
    positions, padding = torch.arange(5)[None], torch.zeros(1, 5, dtype=torch.bool)
    distance_attention(q, k, v, values, positions, positions, padding, False).sum().backward()
    assert asked == [("cpu",)] and values.grad is not None
    with torch.no_grad():
        distance_attention(q, k, v, values, positions, positions, padding, False)
    distance_attention(q, k, v, values.detach(), positions, positions, padding, False)
    assert asked == [("cpu",)]
    table = torch.randn(2, 5, 5, dtype=torch.float64, requires_grad=True)
    triton_attention.pair_attention(q, k, v, table, positions, positions, padding, False).sum().backward()
    triton_attention.pair_attention(q, k, v, table.detach(), positions, positions, padding, False)
    assert asked == [("cpu",), ("cpu", "Diet-Abs's table of pairs")] and table.grad is not None


def test_on_the_cpu_it_needs_the_interpreter(monkeypatch):
    monkeypatch.delenv("TRITON_INTERPRET")
    with pytest.raises(engine.BackendUnavailable, match="CPU tensors under TRITON_INTERPRET=1"):
        engine.resolve("triton", CPU, torch.float32)
    assert engine.resolve(None, CPU, torch.float32).name == "compiled"  # on the CPU auto never takes it


# The attention benchmark's ways of one scheme, which it times against each
# other: each group computes one attention.
BENCHMARK_GROUPS = [
    ("flash, no term", "triton, no term", "triton, no term, one backward kernel", "triton, no term, split tiles"),
    ("sdpa + bias", "triton", "triton, fixed term", "triton, 4 lanes", "triton, 32 lanes",  # fixed: no term grad
     "triton, one backward kernel", "triton, inline PTX", "triton, Triton's launches", "triton, split tiles"),
    ("shaw, skewed", "shaw, triton", "shaw, triton, bucket loop", "shaw, one-hot", "shaw, triton, inline PTX",
     "shaw, triton, products in kernels"),
    ("shaw, skewed, keys only", "shaw, triton, keys only"),
    ("diet-abs, sdpa (folded)", "diet-abs, triton (folded)", "diet-abs, sdpa (folded, v padded)",
     "diet-abs, triton (table)", "diet-abs, triton (table, inline PTX)"),
    ("rope, torch-op rotation", "rope, triton", "rope, rotation kernel, flash",
     "rope, rotation kernel (Triton's launches), flash", "rope, triton (in loads)",
     "rope, triton (in loads, split tiles)"),
]


@pytest.mark.parametrize("group", BENCHMARK_GROUPS, ids=[group[0] for group in BENCHMARK_GROUPS])
def test_the_attention_benchmarks_ways_of_one_scheme_agree(group):
    # A way that timed fast because it computed something else would mislead:
    # the outputs and every gradient of each way of a group, in float64 in the
    # module's layout, equal the first way's (to float32's rounding: the
    # skewed Shaw way takes its softmax in float32, as for half precisions;
    # relative to the entry too, a few units of float32's last place at 1: this
    # CPU's float32 kernels put 4.4e-7 of an output of 2.4 off, 1.06e-6).
    import attention_benchmark

    table = attention_benchmark.ways(2, 40, 2, 16, 3, torch.float64, torch.device("cpu"), layout="module")
    results = []
    for name in group:
        inputs, function = table[name]
        leaves = [x.detach().clone().requires_grad_() for x in inputs]
        with attention_benchmark.whole_pass(function):
            out = function(*leaves)
            weights = torch.randn(out.shape, dtype=out.dtype, generator=torch.Generator().manual_seed(7))
            results.append([out, *torch.autograd.grad(out, leaves, weights)])
    for name, got in zip(group[1:], results[1:]):
        for g, w in zip(got, results[0]):
            torch.testing.assert_close(g, w, rtol=1e-6, atol=1e-6, msg=lambda m: f"{name}: {m}")


def test_the_attention_benchmark_runs_and_tabulates_every_way(capsys):
    # On a GPU it measures; here, through the interpreter, it only has to work.
    import subprocess

    import attention_benchmark

    script = str(REPO / "scripts" / "attention_benchmark.py")
    result = subprocess.run([sys.executable, script, "--device", "cpu", "--dtypes", "fp32", "--shapes", "2x16",
                             "--repeats", "1", "--heads", "2", "--head-dim", "16", "--shaw-clip", "3",
                             "--configs", "16x16:2:1", "32x16:2:1/16x32:2:1/32x16:2:1", "--layout", "module"],
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-3000:]
    rows = [line.split(" | ") for line in result.stdout.splitlines() if line.startswith("| fp32 | 2x16 |")]
    assert [row[2] for row in rows] == ["flash, no term", "sdpa + bias", "triton", "triton, no term",
                                        "triton, fixed term", "triton, 4 lanes", "triton, 32 lanes",
                                        "triton, one backward kernel", "triton, no term, one backward kernel",
                                        "triton, split tiles", "triton, no term, split tiles",
                                        "triton, inline PTX", "triton, Triton's launches", "shaw, skewed",
                                        "shaw, triton", "shaw, one-hot",
                                        "shaw, triton, inline PTX", "shaw, skewed, keys only",
                                        "shaw, triton, keys only",
                                        "diet-abs, sdpa (folded)", "diet-abs, triton (folded)",
                                        "diet-abs, sdpa (folded, v padded)", "diet-abs, triton (table)",
                                        "diet-abs, triton (table, inline PTX)", "rope, torch-op rotation",
                                        "rope, triton", "rope, rotation kernel, flash",
                                        "rope, rotation kernel (Triton's launches), flash",
                                        "rope, triton (in loads)", "rope, triton (in loads, split tiles)",
                                        "flash, no term, dropout", "sdpa + bias, dropout", "triton, dropout",
                                        "shaw, skewed, dropout", "shaw, triton, dropout",
                                        "shaw, triton, bucket loop", "shaw, triton, products in kernels",
                                        "triton [16x16:2:1]", "triton, no term [16x16:2:1]",
                                        "shaw, triton [16x16:2:1]", "triton, one backward kernel [16x16:2:1]",
                                        "triton [32x16:2:1/16x32:2:1/32x16:2:1]",
                                        "triton, no term [32x16:2:1/16x32:2:1/32x16:2:1]",
                                        "shaw, triton [32x16:2:1/16x32:2:1/32x16:2:1]",
                                        "triton, one backward kernel [32x16:2:1/16x32:2:1/32x16:2:1]"]
    assert rows[0][4] == "1.00"
    assert all(float(row[5]) > 0 and row[6] == "–" for row in rows)  # host ms; kernels' times on CUDA only
    for argument, message in ((["--shapes", "48by512"], "--shapes: '48by512' is not SENTENCESxTOKENS"),
                              (["--configs", "64x64"], "--configs: '64x64': not MxN:WARPS:STAGES"),
                              (["--configs", "64x48:4:3"], "--configs: '64x48:4:3': blocks of at least 16"),
                              (["--configs", "64x64:4:3/64x64:4:3"], "three joined by '/'"),
                              (["--device", "cpu", "--kernel-times"], "--kernel-times: kernels' GPU times need"),
                              (["--kernel-breakdown", "shaw"], "--kernel-breakdown: the kernels' times come from "
                                                               "--kernel-times; give both")):
        with pytest.raises(SystemExit) as stop:  # refused by its argument parser, before any work
            attention_benchmark.parse_args(argument)
        assert stop.value.code == 2 and message in capsys.readouterr().err, argument


@pytest.mark.parametrize("shared", [False, True], ids=["per head", "shared"])
@pytest.mark.parametrize("rows", [12, 80])  # either side of tuning.PER_HEAD_MIN_ROWS
@pytest.mark.parametrize("layout", ["module", "contiguous"])
def test_the_per_head_product_reads_the_modules_layout_without_a_copy(shared, rows, layout):
    # Shaw's products with a^K and a^V on triton (shaw_terms.per_head_matmul in memory order):
    # x @ weight per head, forward and backward, against einsum in float64; in the attention
    # module's layout (views of a (T, bsz, heads * d) projection) neither way copies anything
    # (the kernels then read the per-bucket tensors in the product's layout).
    from fairseq_diet.modules.shaw_terms import per_head_matmul

    bsz, heads, n, m = 3, 4, 8, 5
    generator = torch.Generator().manual_seed(rows)
    if layout == "module":
        x = torch.randn(rows, bsz, heads * n, dtype=torch.float64, generator=generator)
        x = x.view(rows, bsz, heads, n).permute(1, 2, 0, 3)
    else:
        x = torch.randn(bsz, heads, rows, n, dtype=torch.float64, generator=generator)
    x.requires_grad_()
    weight = torch.randn(1 if shared else heads, n, m, dtype=torch.float64, generator=generator, requires_grad=True)
    want = torch.einsum("bhrn,hnm->bhrm", x, weight.expand(heads, n, m))
    with dispatch_count.OperatorCount() as mode:
        got = per_head_matmul(x, weight, in_memory_order=True)
        upstream = torch.randn_like(got)  # in the product's own layout, as the kernels write its gradient
        grads = torch.autograd.grad(got, (x, weight), upstream)
    torch.testing.assert_close(got, want, rtol=0, atol=1e-12)
    for g, w in zip(grads, torch.autograd.grad(want, (x, weight), upstream)):
        torch.testing.assert_close(g, w, rtol=0, atol=1e-12)
    copies = {name: count for name, count in mode.counts.items()
              if name in ("clone", "copy_", "_to_copy", "contiguous", "expand", "sum")}
    if layout == "module" or shared:  # a shared weight takes every row in one product: any dense x is a view
        assert not copies, copies
    else:
        assert copies  # (bsz, heads, rows) contiguous merges in no order with the heads first: copied, as before


def test_a_launch_patches_the_interpreters_language_once_and_restores_it():
    # tests/interpreter_patch.py (installed by conftest.py): the jit helpers a kernel calls find
    # triton.language patched by the launch and patch nothing again; after the launch the language
    # is Triton's own again, and the kernel's result is the formula's. Each patching calls the
    # interpreter's _patch_builtin for each language module (and for triton.language its math), the
    # module's tensor and once for tensor descriptors.
    import triton
    import triton.language as tl
    from triton.runtime import interpreter

    if not triton.__version__.startswith("3.9."):
        pytest.skip("tests/interpreter_patch.py applies to Triton 3.9's interpreter only")
    patchings, helper_calls = [], []
    patch_builtin, call = interpreter._patch_builtin, interpreter.InterpretedFunction.__call__
    exp = tl.exp
    try:
        interpreter._patch_builtin = lambda *args: (patchings.append(args[0]), patch_builtin(*args))[1]
        interpreter.InterpretedFunction.__call__ = lambda self, *args, **kwargs: (
            helper_calls.append(self.__name__), call(self, *args, **kwargs))[1]
        q, k, v, values, qpos, kpos, key_padding = inputs(torch.float64, tq=8, tk=8)
        key_padding[2] = False
        with torch.no_grad():  # one launch: the forward kernel
            out = distance_attention(q, k, v, values, qpos, kpos, key_padding, False)
    finally:
        interpreter._patch_builtin, interpreter.InterpretedFunction.__call__ = patch_builtin, call
    torch.testing.assert_close(out, explicit_attention(q, k, v, values, qpos, kpos, key_padding, False),
                               rtol=0, atol=1e-12)
    # At most once for each set of language modules a function sees (triton.language, its core, both):
    # 4 + 3 + 6 patchings at most; without the patch about 4 for each of the helper calls.
    assert len(helper_calls) > 8 and len(patchings) <= 13, (len(helper_calls), len(patchings))
    assert tl.exp is exp
