"""The triton backend: flash attention with the distance term or Shaw's
relative keys and values inside the kernels, or no term (RoPE's q and k
rotated first, Diet-Abs's factors as extra head dimensions)
(fairseq_diet/modules/triton_attention.py), here through Triton's interpreter
(TRITON_INTERPRET=1, set by conftest.py without a GPU) at tiny sizes, against
the explicit formulas in float64. The per-scheme float64 loop parity is in
test_attention_parity.py (the triton backend is one of its BACKENDS); this file
covers what it does not: a row with no key, lengths over several kernel
blocks and tiles of several shapes (``Config``, handed to the call), float32,
layouts, attention dropout with its mask, whole models against the reference
backend, and the attention benchmark's ways."""

import sys

import pytest
import torch

from model_helpers import REPO, build_model, random_batch
from fairseq_diet.modules import PositionAttention, engine
from fairseq_diet.modules.triton_attention import Config, Tile, distance_attention, relative_attention

sys.path.insert(0, str(REPO / "scripts"))
import dispatch_count  # noqa: E402  (the operator count: views, allocations and what runs inside a kernel not counted)

CPU = torch.device("cpu")
pytestmark = pytest.mark.skipif(engine.BACKENDS["triton"].unavailable(CPU, torch.float32) is not None,
                                reason="triton is not installed, or TRITON_INTERPRET is not 1")


def tiles(forward, keys, queries, joins=None):
    """A Config of the kernels' tiles (BLOCK_M, BLOCK_N) for the forward, keys and queries kernels."""
    return Config(*(Tile(*blocks, 4, 3) for blocks in (forward, keys, queries)), joins=joins)


# Each kernel its own tiles, as CUDA's configuration has them: the forward and
# queries kernels' taller than wide, the keys kernel's wider than tall.
MIXED = tiles((32, 16), (16, 32), (32, 16))
# The other way round: the keys kernel's taller than wide (its causal start rounds down to whole query blocks).
WIDE = tiles((16, 32), (32, 16), (16, 32))


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


@pytest.mark.parametrize("config", [None, MIXED, WIDE], ids=["square tiles", "mixed", "wide"])
@pytest.mark.parametrize("positions", ["counting", "left-padded", "gapped"])
def test_the_distance_gradient_added_per_sentence_and_head(config, positions):
    # The distance term's gradient is added entry by entry into a row per
    # sentence and head, summed after the kernel; over two blocks of queries
    # and keys, cross-attention (Tq != Tk), the causal mask and right padding,
    # against the explicit formula in float64. Left-padded keys
    # (cross-attention) are counted over the real keys (their shift differs by
    # sentence; padded keys sit at position 0); gapped positions (keys at 0, 0,
    # 2, 2, ...) put two keys at one distance. The term is per head here,
    # shared by the heads in test_layouts_the_kernels_cannot_take_are_copied_and_still_right.
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
        out = distance_attention(q, k, v, values, qpos, kpos, key_padding, causal, config=config)
        expected = explicit_attention(q, k, v, values, qpos, kpos, key_padding, causal)
        assert_same_output_and_gradients(out, expected, leaves)


def test_no_term_over_several_tiles_equals_the_explicit_formula():
    # Plain flash attention (RoPE's calls with q and k rotated first, Diet-Abs's
    # folded ones): cross-attention with left-padded keys and causal
    # self-attention over two blocks, each kernel its own tiles, a sentence
    # without any key (zeros, no gradient); the positions are not read.
    for tq, tk, causal in ((37, 45, False), (40, 40, True)):
        q, k, v, _, _, _, key_padding = inputs(torch.float64, tq=tq, tk=tk)
        if not causal:
            key_padding[0, :5] = True
        leaves = [x.requires_grad_() for x in (q, k, v)]
        weights = torch.randn(q.shape[:3] + v.shape[3:], dtype=q.dtype, generator=torch.Generator().manual_seed(8))
        with dispatch_count.OperatorCount() as calls:
            out = distance_attention(q, k, v, None, None, None, key_padding, causal, config=MIXED)
            got = torch.autograd.grad(out, leaves, weights)
        assert calls.launches == ["_forward", "_backward_queries", "_backward_keys"]
        assert torch.equal(out[2], torch.zeros_like(out[2])) and all(torch.equal(g[2], 0 * g[2]) for g in got)
        expected = explicit_attention(q[:2], k[:2], v[:2], None, None, None, key_padding[:2], causal)
        torch.testing.assert_close(out[:2], expected, rtol=0, atol=1e-12)
        for g, w in zip(got, torch.autograd.grad(expected, leaves, weights[:2])):  # (the third sentence's: zeros)
            assert w.abs().max() > 0
            torch.testing.assert_close(g, w, rtol=0, atol=1e-10)


def test_padded_slots_may_hold_any_position():
    # The distance term's gradient is added without a mask (an entry that is
    # padded or outside the sentence adds an exact 0); the positions are
    # clamped to the term's row as they are read, so that a padded slot's
    # position, whatever it holds, cannot send an add outside the row. Pad
    # slots at -7 and 10**9 give what pad slots at 0 (real_positions') give,
    # which is the explicit formula's.
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


@pytest.mark.parametrize("tq,tk,causal,values,head_groups,left_padding,config,gapped", [
    (37, 37, True, True, 2, False, None, False),  # causal self-attention, a^K and a^V per head
    (37, 37, True, True, 2, False, MIXED, False),
    # Cross-attention: tiles whose pairs are all clipped to the left (queries
    # 32-36 against keys 0-8) or to the right (queries 0-8 against keys
    # 32-36), and one whose keys are all padding (the second sentence's 32-36).
    (37, 9, False, True, 1, True, None, False),  # a^K and a^V shared by the heads
    (37, 9, False, True, 1, True, MIXED, False),
    (9, 37, False, False, 2, True, None, False),  # keys only
    (37, 37, True, True, 2, False, None, True),  # gapped key positions (0, 0, 2, 2, ...): two keys a bucket
])
def test_shaw_over_several_blocks_matches_the_explicit_formula(tq, tk, causal, values, head_groups, left_padding,
                                                               config, gapped):
    # The per-bucket sums of each tile (the probabilities' for a^V, dS's for
    # a^K) by a masked row sum per bucket that the tile's rows and keys can meet.
    q, k, v, key_emb, value_emb, clip, qpos, kpos, key_padding = shaw_inputs(
        torch.float64, tq, tk, head_groups, values, left_padding)
    if gapped:
        kpos = kpos // 2 * 2
    leaves = [x.requires_grad_() for x in (q, k, v, key_emb, value_emb) if x is not None]
    out = relative_attention(q, k, v, key_emb, value_emb, clip, qpos, kpos, key_padding, causal, config=config)
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


@pytest.mark.parametrize("clip", [2, 9])
@pytest.mark.parametrize("head_groups,causal,values", [(2, True, True), (1, False, True), (2, False, False)])
def test_shaws_products_by_torch_around_the_kernels_match_the_explicit_formula(clip, head_groups, causal, values):
    # Shaw's products with a^K and a^V are torch's: q a^K^T before the kernels
    # and P_r a^V after, and autograd's of both each way, six products a call
    # (three without a^V). Causal self-attention and cross-attention over two
    # blocks, left-padded keys, a^K and a^V per head or shared by the heads,
    # keys only; clip 2 (5 buckets: 3 inner ones, in a block of 4) and 9 (19:
    # 17 inner ones, in a block of 32).
    q, k, v, key_emb, value_emb, clip, qpos, kpos, key_padding = shaw_inputs(
        torch.float64, 37, 37 if causal else 45, head_groups, values, not causal, clip=clip)
    key_padding[2] = False  # every sentence with keys
    leaves = [x.requires_grad_() for x in (q, k, v, key_emb, value_emb) if x is not None]
    weights = torch.randn(q.shape, dtype=q.dtype, generator=torch.Generator().manual_seed(4))
    with dispatch_count.OperatorCount() as calls:
        out = relative_attention(q, k, v, key_emb, value_emb, clip, qpos, kpos, key_padding, causal)
        got = torch.autograd.grad(out, leaves, weights)
    assert calls.launches == ["_forward", "_backward_queries", "_backward_keys"]
    assert calls.counts["mm"] + calls.counts["bmm"] == (6 if values else 3), calls.counts
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


def test_layouts_the_kernels_cannot_take_are_copied_and_still_right():
    # q a slice of a wider tensor (not dense: its gradient could not share its
    # strides), k with a strided last dimension, v in torch's usual layout, and
    # an output gradient broadcast from one number (strides of 0): each is
    # copied where it must be, and the results are the explicit formula's
    # (a term shared by the heads).
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
    """A training step's output and every parameter's gradient, on ``backend``
    (a name, or a backend object handed to every attention module: one that
    records the paths taken)."""
    model, dictionary = build_model(arch, ["--attention-backend", backend if isinstance(backend, str) else "auto",
                                           *extra], **sizes)
    if not isinstance(backend, str):
        for module in model.modules():
            if isinstance(module, PositionAttention):
                module.attention_backend = backend
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
    # Diet-Rel's term read in the kernels; Diet-Abs's factors as extra head
    # dimensions of q and k, and RoPE's q and k rotated by torch ops, both
    # then in the kernels without a term.
    taken = []
    got = model_outputs_and_gradients(arch, engine.Triton(trace=taken), extra)
    # the encoder's and the decoder's self-attention (2 layers each) and the first decoder layer's
    # encoder-decoder attention in the kernels; the last returns its weights (explicit)
    assert sum(path == engine.TRITON for _, path in taken) == 5 * (2 if extra else 1), taken
    want = model_outputs_and_gradients(arch, "reference", extra)
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w, rtol=0, atol=1e-9)


@pytest.mark.parametrize("arch,sizes,triton_calls", [("transformer_diet_rel", {}, 3),
                                                     ("transformer_shaw", dict(layers=1, heads=2), 2)])
def test_auto_on_cuda_takes_the_kernels_from_its_threshold_and_equals_the_reference_backend(arch, sizes,
                                                                                            triton_calls):
    # auto's backend for CUDA calls in float16 (engine.AUTO_CUDA's kind), here on CPU tensors
    # through the interpreter with the threshold at 120 scores a head: of Diet-Rel's calls, the
    # encoder's self-attention (3 sentences x 7 x 7 = 147) and the first encoder-decoder attention
    # (3 x 6 x 7 = 126) take the kernels, the decoder's self-attention (3 x 6 x 6 = 108) SDPA, the
    # last encoder-decoder attention returns its weights (explicit); Shaw's self-attention takes
    # the kernels at any size, the decoder's under its causal mask. Outputs and gradients equal the
    # reference backend's.
    taken = []
    backend = engine.Sdpa(folds_low_rank=True, kernels=True, tuning=engine.Tuning(kernels_min_scores=120),
                          trace=taken)
    got = model_outputs_and_gradients(arch, backend, **sizes)
    assert sum(path == engine.TRITON for _, path in taken) == triton_calls, taken
    if arch == "transformer_diet_rel":
        assert [path for _, path in taken] == [engine.TRITON] * 2 + [engine.SDPA, engine.TRITON, engine.SDPA,
                                                                     engine.EXPLICIT]
    want = model_outputs_and_gradients(arch, "reference", **sizes)
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w, rtol=0, atol=1e-9)


def kernel_terms(run):
    """(q's dtype, the term's dtype) of each call of the kernels with a term that
    ``run`` makes, read off what each call saves for its backward pass (q, k, v
    and the term first, then the positions; torch.autograd.graph.saved_tensors_hooks,
    also where a checkpointed layer runs again in the backward pass)."""
    saved = []

    def pack(tensor):
        saved.append(tensor)
        return tensor

    with torch.autograd.graph.saved_tensors_hooks(pack, lambda tensor: tensor):
        run()
    found = []
    for at in range(len(saved) - 5):
        q, k, v, term, qpos, kpos = saved[at:at + 6]
        if (q.dim() == k.dim() == v.dim() == 4 and term.dim() == 2 and term.size(-1) == q.size(2) + k.size(2) - 1
                and not qpos.is_floating_point() and not kpos.is_floating_point()):
            found.append((q.dtype, term.dtype))
    return found


@pytest.mark.parametrize("extra", [(), ("--checkpoint-activations",)])
def test_a_half_precision_model_hands_the_kernels_its_term_in_float32(extra):
    # DistanceTerm.kernels (terms.kernels_term): in a float16 model
    # the term reaches the kernels in float32, made once per forward pass (per
    # layer where --checkpoint-activations reruns a layer), and its gradient
    # comes back to the float16 parameters. Against a float64 copy of the model
    # (bfloat16 is not checked here: the interpreter's numpy has no bfloat16;
    # tests/test_gpu.py runs every dtype on a GPU).
    import copy

    model, dictionary = build_model("transformer_diet_rel", ["--attention-backend", "triton", *extra])
    exact = copy.deepcopy(model).double()
    model.half()
    src = random_batch(dictionary, [7, 3, 5], seed=10)  # left-padded
    tgt = random_batch(dictionary, [6, 6, 6], seed=11, left_pad=False)
    outs = []
    for m in (exact, model):
        m.train()

        def step():
            out, _ = m(src, src.ne(dictionary.pad()).sum(1), tgt)
            out.double().sum().backward()
            outs.append(out.detach().double())

        seen = kernel_terms(step)
    # the encoder's and the decoder's self-attention (2 layers each) and the first decoder layer's
    # encoder-decoder attention: 5 calls
    assert seen == [(torch.float16, torch.float32)] * 5, seen
    assert float((outs[1] - outs[0]).abs().max()) < 3e-2
    positions = [(name, p, e) for (name, p), e in zip(model.named_parameters(), exact.parameters())
                 if "positions" in name]
    assert positions
    for name, half, wide in positions:
        assert half.grad.dtype == torch.float16, name
        cosine = torch.nn.functional.cosine_similarity(half.grad.double().flatten(), wide.grad.flatten(), 0)
        assert float(cosine) > 0.995, f"{name}: cosine {float(cosine):.5f}"


@pytest.mark.parametrize("extra", [(), ("--checkpoint-activations",)])
def test_a_shaw_model_takes_the_kernels_and_equals_the_reference_backend(extra):
    # under --checkpoint-activations too: each layer's forward pass run again for its backward pass,
    # the per-bucket tensors in the layout of the products around the kernels
    sizes = dict(layers=1, heads=2)  # interpreted, it is slow
    taken = []
    got = model_outputs_and_gradients("transformer_shaw", engine.Triton(trace=taken), extra, **sizes)
    # Shaw's self-attention in the encoder and in the decoder by the kernels;
    # the decoder's encoder-decoder attention returns its weights (explicit).
    # Checkpointed, each layer's calls are made once more for the backward pass.
    calls = [("triton", engine.TRITON), ("triton", engine.TRITON), ("triton", engine.EXPLICIT)]
    assert taken[:3] == calls and sorted(map(str, taken[3:])) == (sorted(map(str, calls)) if extra else [])
    want = model_outputs_and_gradients("transformer_shaw", "reference", extra, **sizes)
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w, rtol=0, atol=1e-9)


DROPOUT = 0.25  # 1 / (1 - 0.25) as exact in the kernels' float32 argument as in the formula's float64


def kernels_dropped_probabilities(attention, arguments, seed, config=None):
    """The probabilities that the kernels' forward pass (at ``config``) hands v
    in a call with ``arguments`` (q, k, v, then the rest) under
    ``torch.manual_seed(seed)``: read off its output for v one-hot over each
    chunk of keys (bsz, heads, Tq, Tk); a^V, where given, zero."""
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
            chunks.append(attention(q, k, one_hot, *rest, dropout=DROPOUT, config=config)[..., :width])
    return torch.cat(chunks, -1)


def dropout_inputs(shaw, tq, tk, causal):
    """The attention and its arguments: Shaw's (keys left-padded where not causal) or the distance term's."""
    if shaw:
        return relative_attention, [*shaw_inputs(torch.float64, tq, tk, 2, True, not causal), causal]
    return distance_attention, [*inputs(torch.float64, tq=tq, tk=tk), causal]


SELECTS, SELECTS_MIXED = tiles((32, 32), (32, 32), (32, 32), joins=False), MIXED._replace(joins=False)
DROPOUT_CASES = [  # (config, tq, tk, causal, shaw)
    *((None, *shape) for shape in ((37, 37, False, False), (37, 37, True, False), (21, 40, False, False),
                                   (37, 37, True, True), (37, 9, False, True))),
    (MIXED, 37, 37, False, False), (MIXED, 37, 37, True, True),
    (SELECTS, 37, 37, True, True), (SELECTS_MIXED, 21, 40, False, False)]


@pytest.mark.parametrize("config,tq,tk,causal,shaw", DROPOUT_CASES,
                         ids=lambda x: {id(MIXED): "mixed", id(SELECTS): "selects",
                                        id(SELECTS_MIXED): "selects, mixed"}.get(id(x), None))
def test_attention_dropout_in_the_kernels_equals_the_explicit_formula_with_their_mask(config, tq, tk, causal, shaw):
    # Attention dropout in the kernels: each entry kept or dropped by a draw
    # keyed by the call's seed and the entry's place, in the forward kernel
    # (the probabilities that meet v, and Shaw's a^V) and again in the
    # backward kernels (dv's probabilities, dP). The mask is read off the
    # forward pass's output with the default tiles; with other tiles the
    # output and every gradient still equal the explicit formula with that
    # mask (so each kernel drew the same numbers for the same entries), also
    # with the mask's halves laid out by selects, as under Triton 3.3
    # (Config.joins False); a sentence without keys gets zeros.
    attention, arguments = dropout_inputs(shaw, tq, tk, causal)
    kept = kernels_dropped_probabilities(attention, arguments, seed=3) != 0
    leaves = [x.requires_grad_() for x in arguments[:5] if torch.is_tensor(x) and x.is_floating_point()]
    torch.manual_seed(3)
    out = attention(*arguments, dropout=DROPOUT, config=config)
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


def test_the_dropout_mask_follows_the_seed_and_not_the_tiles():
    # The mask of one seed is the same whatever the forward kernel's tiles;
    # another seed draws another; about 1 - p of the entries are kept.
    attention, arguments = dropout_inputs(False, 37, 37, False)
    real = kernels_dropped_probabilities(attention, arguments, seed=3)[:2] != 0
    square = tiles((16, 16), (16, 16), (16, 16))
    assert torch.equal(kernels_dropped_probabilities(attention, arguments, seed=3, config=square)[:2] != 0, real)
    other = kernels_dropped_probabilities(attention, arguments, seed=4)[:2] != 0
    keys = ~arguments[-2][:2, None, None, :].expand_as(real)  # entries whose probability is not 0
    kept = real[keys].double().mean().item()
    assert abs(kept - (1 - DROPOUT)) < 0.03, kept  # 5,920 entries: 5 standard deviations
    assert 0.05 < (real != other)[keys].double().mean().item() < 0.6


def model_gradients_under_seed(arch, extra, seed, trace=None, backward=True):
    """A training forward pass of a small model on the triton backend under seed: its output,
    then (with backward) the gradients of its parameters."""
    model, dictionary = build_model(arch, ["--attention-backend", "triton", *extra], layers=2, heads=2)
    for module in model.modules():
        if isinstance(module, PositionAttention):
            module.attention_backend = engine.Triton(trace=trace)
    model.train()
    src = random_batch(dictionary, [7, 3, 5], seed=10)
    tgt = random_batch(dictionary, [6, 6, 6], seed=11, left_pad=False)
    torch.manual_seed(seed)
    out, _ = model(src, src.ne(dictionary.pad()).sum(1), tgt)
    if not backward:
        return [out.detach()]
    out.sum().backward()
    return [out.detach()] + [p.grad for p in model.parameters()]


@pytest.mark.parametrize("arch", ["transformer_diet_rel", "transformer_shaw"])
def test_attention_dropout_takes_the_kernels_and_replays_under_checkpointing(arch):
    # --attention-dropout on the triton backend: every call but those that
    # return weights (the last decoder layer's encoder-decoder attention)
    # takes the kernels, dropout inside; under --checkpoint-activations each
    # layer's forward pass runs again for its backward pass with the
    # generator state it had, so the same seed gives the same outputs and
    # gradients; another seed other ones.
    dropout = ("--attention-dropout", str(DROPOUT))
    taken = []
    plain = model_gradients_under_seed(arch, dropout, seed=1, trace=taken)
    assert {path for _, path in taken} == {engine.TRITON, engine.EXPLICIT}, taken
    assert sum(path == engine.TRITON for _, path in taken) == 5  # 2 + 2 self-attention, 1 encoder-decoder
    checkpointed = model_gradients_under_seed(arch, (*dropout, "--checkpoint-activations"), seed=1)
    for g, w in zip(checkpointed, plain):
        torch.testing.assert_close(g, w, rtol=0, atol=1e-12)
    other = model_gradients_under_seed(arch, dropout, seed=2, backward=False)
    assert (other[0] - plain[0]).abs().max() > 1e-3


def test_the_distance_gradients_atomic_adds_on_a_gpu_are_refused_under_deterministic_algorithms():
    # On a GPU the adds run in whatever order the programs do: an error under
    # torch.use_deterministic_algorithms, a warning with warn_only, as torch's own
    # nondeterministic kernels; under the interpreter they run in one order, and
    # the call goes ahead. (A CUDA call refused: tests/test_gpu.py.)
    from fairseq_diet.modules import triton_attention

    q, k, v = (torch.randn(1, 2, 5, 4, dtype=torch.float64) for _ in range(3))
    values = torch.randn(2, 9, dtype=torch.float64, requires_grad=True)
    positions, padding = torch.arange(5)[None], torch.zeros(1, 5, dtype=torch.bool)
    before = torch.are_deterministic_algorithms_enabled(), torch.is_deterministic_algorithms_warn_only_enabled()
    try:
        triton_attention.alert_atomic_gradient("cuda")  # determinism off: nothing to say
        torch.use_deterministic_algorithms(True)
        with pytest.raises(RuntimeError, match="added atomically, which is not deterministic.*--attention-backend"):
            triton_attention.alert_atomic_gradient("cuda")
        triton_attention.alert_atomic_gradient("cpu")
        distance_attention(q, k, v, values, positions, positions, padding, False).sum().backward()
        assert values.grad is not None
        torch.use_deterministic_algorithms(True, warn_only=True)
        with pytest.warns(UserWarning, match="added atomically"):
            triton_attention.alert_atomic_gradient("cuda")
    finally:
        torch.use_deterministic_algorithms(before[0], warn_only=before[1])


def test_on_the_cpu_it_needs_the_interpreter(monkeypatch):
    monkeypatch.delenv("TRITON_INTERPRET")
    with pytest.raises(engine.BackendUnavailable, match="CPU tensors under TRITON_INTERPRET=1"):
        engine.resolve("triton", CPU, torch.float32)
    assert engine.resolve(None, CPU, torch.float32).name == "blocks"  # on the CPU auto never takes it


# The attention benchmark's ways of one scheme, which it times against each
# other: each group computes one attention.
BENCHMARK_GROUPS = [
    ("flash, no term", "triton, no term"),
    ("sdpa + bias", "triton", "triton, fixed term"),  # fixed: no term gradient
    ("shaw, skewed", "shaw, triton"),
    ("shaw, skewed, keys only", "shaw, triton, keys only"),
    ("diet-abs, sdpa (folded)", "diet-abs, triton (folded)", "diet-abs, sdpa (folded, v padded)"),
    ("rope, torch-op rotation, flash", "rope, torch-op rotation"),
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
                                        "triton, fixed term", "shaw, skewed", "shaw, triton",
                                        "shaw, skewed, keys only", "shaw, triton, keys only",
                                        "diet-abs, sdpa (folded)", "diet-abs, triton (folded)",
                                        "diet-abs, sdpa (folded, v padded)", "rope, torch-op rotation",
                                        "rope, torch-op rotation, flash",
                                        "flash, no term, dropout", "sdpa + bias, dropout", "triton, dropout",
                                        "shaw, skewed, dropout", "shaw, triton, dropout",
                                        "triton [16x16:2:1]", "triton, no term [16x16:2:1]",
                                        "shaw, triton [16x16:2:1]",
                                        "triton [32x16:2:1/16x32:2:1/32x16:2:1]",
                                        "triton, no term [32x16:2:1/16x32:2:1/32x16:2:1]",
                                        "shaw, triton [32x16:2:1/16x32:2:1/32x16:2:1]"]
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
