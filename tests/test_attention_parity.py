"""Each position scheme's attention equals a direct loop over (i, j) of the
papers' formulas, in float64:

- Diet-Abs (DIET eq. 1): logits_ij = q_i.k_j / sqrt(d_h) + (P_Q P_K^T)_ij
- Diet-Rel (DIET eq. 3): logits_ij = q_i.k_j / sqrt(d_h) + R_(i-j)
- Shaw et al. (eqs. 3-4): logits_ij = q_i.(k_j + a^K_clip(j-i)) / sqrt(d_h),
  out_i = sum_j alpha_ij (v_j + a^V_clip(j-i))

with positions counted over real tokens only, for encoder self-attention
(left-padded), decoder self-attention (causal, right-padded) and
encoder-decoder attention.
"""

import argparse

import pytest
import torch

import model_helpers  # noqa: F401  (puts the repo on sys.path)
from reference_attention import loop_attention
from fairseq_diet.models.position_options import apply_position_options
from fairseq_diet.modules import LayerPosition, PositionAttention, biased_attention, compiled
from fairseq_diet.positions import POSITION_SCHEMES, Stack, real_positions, rope, shaw

HEADS, HEAD_DIM, LAYERS = 2, 4, 2
FLOAT64_TOLERANCE = 1e-9
FIXED_SCHEMES = ("alibi", "rope")  # no parameters
ALL_SCHEMES = ["diet_abs", "diet_rel", "shaw", "tisa", "t5", "alibi", "rope"]
EMBED = HEADS * HEAD_DIM


def scheme_options(scheme, clip, values):
    """The scheme's own options for a layer test (apart from --share-positions)."""
    return {
        "diet_abs": {"diet_rank": 3},
        "diet_rel": {"max_relative_position": clip, "diet_rel_bias_scale": 2.5},
        "shaw": {"max_relative_position": clip, "no_shaw_values": not values},
        "tisa": {"tisa_kernels": 3},
        "t5": {"relative_buckets": 8, "max_relative_position": 6, "t5_bias_scale": 0.5},
        "alibi": {},
        "rope": {"rotary_base": 10.0},
    }[scheme]


def make_term(scheme, share, clip, values=True, kind="encoder"):
    """A scheme built through its options, for a stack of LAYERS layers of
    HEADS heads and at most 8 positions; parameters drawn at scale 1 so that
    the position term weighs as much as q.k."""
    options = scheme_options(scheme, clip, values)
    if scheme not in FIXED_SCHEMES:  # nothing to share
        options["share_positions"] = share
    args = argparse.Namespace(position_scheme=scheme, **options)
    apply_position_options(args, scheme)
    term = POSITION_SCHEMES[scheme].build(args, Stack(kind, LAYERS, HEADS, HEAD_DIM, 8, 8))
    for parameter in term.parameters():
        torch.nn.init.normal_(parameter)
    return term


def padding_mask(lengths, width, left):
    mask = torch.ones(len(lengths), width, dtype=torch.bool)
    for row, length in enumerate(lengths):
        if left:
            mask[row, width - length:] = False
        else:
            mask[row, :length] = False
    return mask


SETTINGS = {
    # name: (query lengths, query left-padded, key lengths, key left-padded, causal, self)
    "encoder_self": ([5, 3, 1], True, None, None, False, True),
    "decoder_self_causal": ([5, 4, 2], False, None, None, True, True),
    "cross": ([4, 2, 3], False, [5, 2, 4], True, False, False),
    # As the encoder presents left-padded sources (right-aligned): one position
    # row for the whole batch, which Shaw's blockwise path needs.
    "encoder_self_aligned": ([5, 3, 1], False, None, None, False, True),
    "cross_aligned": ([4, 2, 3], False, [5, 2, 4], False, False, False),
}


def build_case(scheme, share, setting, layer=1, clip_distance=2, values=True, shared_positions=True):
    """A position attention layer, its inputs and masks for one setting."""
    torch.manual_seed(0)
    qlens, qleft, klens, kleft, causal, is_self = SETTINGS[setting]
    kind = "decoder" if causal else ("encoder" if is_self else "cross")
    term = make_term(scheme, share, clip_distance, values, kind).double()
    attn = PositionAttention(EMBED, HEADS, position=LayerPosition(term, layer),
                             self_attention=is_self,
                             encoder_decoder_attention=not is_self).double().eval()
    qpad = padding_mask(qlens, max(qlens), qleft)
    kpad = qpad if is_self else padding_mask(klens, max(klens), kleft)
    query = torch.randn(qpad.size(1), len(qlens), EMBED, dtype=torch.float64)
    key = query if is_self else torch.randn(kpad.size(1), len(qlens), EMBED, dtype=torch.float64)
    attn_mask = None
    if causal:
        width = qpad.size(1)
        attn_mask = torch.triu(torch.full((width, width), float("-inf"), dtype=torch.float64), 1)
    query_positions = real_positions(qpad, qpad.size(1), query.device)
    # Self-attention: one positions tensor for queries and keys, as the models begin a stack.
    key_positions = query_positions if is_self and shared_positions else real_positions(
        kpad, kpad.size(1), query.device)
    term.begin(query_positions, key_positions)
    return term, attn, query, key, qpad, kpad, attn_mask, causal


def run_case(scheme, share, setting, need_weights, layer=1, clip_distance=2, values=True,
             grad=True):
    term, attn, query, key, qpad, kpad, attn_mask, causal = build_case(
        scheme, share, setting, layer, clip_distance, values)
    # With gradients on CPU the attention takes its explicit path; without,
    # torch's fused scaled_dot_product_attention: both must match.
    with torch.set_grad_enabled(grad):
        got, weights = attn(query, key, key, key_padding_mask=kpad if kpad.any() else None,
                            attn_mask=attn_mask, need_weights=need_weights)
    with torch.no_grad():
        expected = loop_attention(attn, layer, query, key, kpad, qpad, causal)
    # Padded query rows are ignored by fairseq; compare real tokens only.
    real = ~qpad.T
    return got[real], expected[real], weights


@pytest.mark.parametrize("setting", sorted(SETTINGS))
@pytest.mark.parametrize("scheme", ALL_SCHEMES)
@pytest.mark.parametrize("need_weights,grad", [(False, True), (False, False), (True, True)])
def test_attention_matches_loop_formula(scheme, setting, need_weights, grad):
    share = "layers" if scheme == "diet_abs" else "none"
    got, expected, _ = run_case(scheme, share, setting, need_weights, grad=grad)
    torch.testing.assert_close(got, expected, rtol=0, atol=FLOAT64_TOLERANCE)


@pytest.mark.parametrize("share", ["none", "layers", "heads", "both"])
@pytest.mark.parametrize("scheme", ["diet_abs", "diet_rel", "shaw", "tisa", "t5"])
def test_every_sharing_mode_matches_loop_formula(scheme, share):
    got, expected, _ = run_case(scheme, share, "cross", need_weights=False)
    torch.testing.assert_close(got, expected, rtol=0, atol=FLOAT64_TOLERANCE)


@pytest.mark.parametrize("setting", sorted(SETTINGS))
def test_shaw_keys_only_matches_loop_formula(setting):
    got, expected, _ = run_case("shaw", "none", setting, need_weights=False, values=False)
    torch.testing.assert_close(got, expected, rtol=0, atol=FLOAT64_TOLERANCE)


@pytest.mark.parametrize("setting,blockwise", [
    ("encoder_self_aligned", True), ("decoder_self_causal", True), ("cross_aligned", True),
    ("encoder_self", False), ("cross", False)])
def test_shaw_takes_the_blockwise_path_with_shared_positions(setting, blockwise, monkeypatch):
    # The parity tests above cover both paths only if this holds.
    calls = []
    original = shaw.shaw_attention
    monkeypatch.setattr(shaw, "shaw_attention",
                        lambda *args: calls.append(1) or original(*args))
    got, expected, _ = run_case("shaw", "none", setting, need_weights=False)
    torch.testing.assert_close(got, expected, rtol=0, atol=FLOAT64_TOLERANCE)
    assert bool(calls) == blockwise


@pytest.mark.parametrize("scheme", ["diet_abs", "diet_rel", "tisa", "t5", "alibi"])
def test_an_additive_bias_takes_the_bias_keeping_path_when_training_on_cpu(scheme, monkeypatch):
    # Learned or fixed (ALiBi), the bias reaches the backward pass as it is, not added
    # to the padding mask over (bsz, heads, Tq, Tk) as torch's fused kernel would keep it.
    import fairseq_diet.modules.position_attention as position_attention

    calls = []
    original = position_attention.biased_attention
    monkeypatch.setattr(position_attention, "biased_attention",
                        lambda *args, **kwargs: calls.append(1) or original(*args, **kwargs))
    check_gradients(scheme, "encoder_self")
    assert calls
    calls.clear()
    run_case(scheme, "none", "encoder_self", need_weights=False, grad=False)  # no backward to come
    assert not calls


def test_clipping_is_exercised():
    # With clip distance 1 the far distances share an embedding; the loop
    # formula clips the same way, and the result differs from an unclipped one.
    got_clipped, expected, _ = run_case("diet_rel", "none", "encoder_self", False, clip_distance=1)
    torch.testing.assert_close(got_clipped, expected, rtol=0, atol=FLOAT64_TOLERANCE)
    got_wide, _, _ = run_case("diet_rel", "none", "encoder_self", False, clip_distance=4)
    assert not torch.allclose(got_clipped, got_wide)


def test_attention_weights_are_probabilities():
    _, _, weights = run_case("diet_abs", "layers", "cross", need_weights=True)
    torch.testing.assert_close(weights.sum(-1), torch.ones_like(weights.sum(-1)))


@pytest.mark.parametrize("chunk", [None, 7])
@pytest.mark.parametrize("setting", sorted(SETTINGS))
@pytest.mark.parametrize("scheme", ["diet_abs", "diet_rel", "shaw"])
def test_gradients_match_loop_formula(scheme, setting, chunk, monkeypatch):
    # chunk: blocks of the backward pass of the bias path, made tiny so that
    # it splits sentences and heads (None: as in use, one block here). The
    # compiled Diet backward takes one sweep at these sizes instead of blocks
    # (test_both_diet_kernels_match_loop_formula takes it through both).
    if chunk is not None:
        monkeypatch.setattr(biased_attention, "CHUNK_ELEMENTS", chunk)
    check_gradients(scheme, setting)


@pytest.mark.parametrize("setting", sorted(SETTINGS))
@pytest.mark.parametrize("scheme", ["tisa", "t5", "alibi", "rope"])
def test_gradients_of_the_other_schemes_match_loop_formula(scheme, setting):
    check_gradients(scheme, setting)


@pytest.mark.parametrize("path", ["complex", "real pairs"])
@pytest.mark.parametrize("setting", ["encoder_self", "decoder_self_causal"])
def test_rope_rotations_by_torch_ops_match_loop_formula(setting, path, monkeypatch):
    # On the CPU the rotation is a compiled operator (the tests above); where
    # it cannot be had, and on other devices, the pairs are complex numbers,
    # or (half precision, or pairs that cannot be viewed as complex numbers)
    # rotated by real arithmetic.
    monkeypatch.setenv(compiled.ENV_SWITCH, "0")
    found = []
    monkeypatch.setattr(rope, "compiled_ops", lambda x: found.append(rope_ops(x)) or found[-1])
    if path == "real pairs":
        monkeypatch.setattr(rope, "COMPLEX", {})
    check_gradients("rope", setting)
    assert found and not any(found)  # the torch path was taken


rope_ops = rope.compiled_ops


@pytest.mark.parametrize("shared_positions", [True, False])
@pytest.mark.parametrize("setting", ["encoder_self", "decoder_self_causal"])
def test_rope_rotates_queries_and_keys_together_where_they_share_positions(setting, shared_positions,
                                                                            monkeypatch):
    # One compiled operator for both where the stack's queries and keys have
    # one positions tensor (self-attention over whole sentences); one each
    # where they have two.
    pairs = []
    rotate_pair = rope.RotaryPositions.rotate_pair

    def spy(self, ctx, layer, q, q_positions, k, k_positions):
        pairs.append(k is not None and k_positions is q_positions)
        return rotate_pair(self, ctx, layer, q, q_positions, k, k_positions)

    monkeypatch.setattr(rope.RotaryPositions, "rotate_pair", spy)
    check_gradients("rope", setting, shared_positions=shared_positions)
    assert pairs == [shared_positions]


@pytest.mark.parametrize("setting", ["encoder_self_aligned", "decoder_self_causal", "cross_aligned"])
@pytest.mark.parametrize("scheme", ["diet_abs", "diet_rel"])
def test_runs_of_equal_key_lengths_match_loop_formula(scheme, setting, monkeypatch):
    # Long sentences take one fused call per run of equal key lengths, cut to
    # the real keys; made to apply at these tiny lengths.
    monkeypatch.setattr(biased_attention, "RUN_MIN_ELEMENTS", 1)
    runs = []
    original = biased_attention.key_runs
    monkeypatch.setattr(biased_attention, "key_runs",
                        lambda mask: runs.append(original(mask)) or runs[-1])
    check_gradients(scheme, setting)
    assert runs and all(len(found) >= 2 for found in runs)


@pytest.mark.parametrize("chunk", [None, 7])
@pytest.mark.parametrize("rows", [1, 2, 3])
@pytest.mark.parametrize("scheme", ["diet_abs", "diet_rel", "shaw"])
def test_causal_row_blocks_match_loop_formula(kernel, scheme, rows, chunk, monkeypatch):
    # Causal self-attention runs its blocks of query rows against the keys up
    # to their last row only (from CAUSAL_MIN_ROWS rows on); made to apply at
    # these tiny lengths, with blocks of one, two and three rows (the last one
    # shorter), whole or split over sentences and heads. Blocks start at rows
    # other than 0: Shaw's kernels place the distance window by the block's
    # first row, Diet's cut the bias there.
    monkeypatch.setattr(biased_attention, "CAUSAL_ROWS", rows)
    monkeypatch.setattr(biased_attention, "CAUSAL_MIN_ROWS", 2)
    if chunk is not None:
        monkeypatch.setattr(biased_attention, "CHUNK_ELEMENTS", chunk)
    seen = []
    original = biased_attention._blocks

    def recording(*args):
        for block in original(*args):
            seen.append(block[2:])
            yield block

    monkeypatch.setattr(biased_attention, "_blocks", recording)
    check_gradients(scheme, "decoder_self_causal")
    longest = max(SETTINGS["decoder_self_causal"][0])
    assert {keys for _, keys in seen} == set(range(rows, longest, rows)) | {longest}


@pytest.mark.parametrize("clip_distance", [1, 2])
@pytest.mark.parametrize("setting", ["encoder_self_aligned", "decoder_self_causal", "cross_aligned"])
def test_shaw_blockwise_with_narrow_and_wide_clipping(kernel, setting, clip_distance):
    # The blockwise Shaw path's torch kernel spreads and sums per distance in
    # two ways: by diagonals when the clipping window is narrow against the
    # sentence (clip 1 here), by an index per (i, j) when it is wide (clip 2);
    # the compiled kernel by regions of the row, for both.
    check_gradients("shaw", setting, clip_distance)


def check_gradients(scheme, setting, clip_distance=2, shared_positions=True):
    term, attn, query, key, qpad, kpad, attn_mask, causal = build_case(
        scheme, "none", setting, clip_distance=clip_distance, shared_positions=shared_positions)
    attn.train()  # dropout is 0: only the gradient path changes
    query.requires_grad_(True)
    key.requires_grad_(True)
    weights = torch.randn(query.shape, dtype=torch.float64) * (~qpad.T)[..., None]
    inputs = [query, *term.parameters(), *attn.parameters()] + ([] if key is query else [key])
    got, _ = attn(query, key, key, key_padding_mask=kpad if kpad.any() else None,
                  attn_mask=attn_mask, need_weights=False)
    got_grads = torch.autograd.grad((got * weights).sum(), inputs)
    expected = loop_attention(attn, 1, query, key, kpad, qpad, causal)
    torch.testing.assert_close(got[~qpad.T], expected[~qpad.T], rtol=0, atol=FLOAT64_TOLERANCE)
    expected_grads = torch.autograd.grad((expected * weights).sum(), inputs)
    for g, e in zip(got_grads, expected_grads):
        torch.testing.assert_close(g, e, rtol=0, atol=FLOAT64_TOLERANCE)
    assert all(e.abs().max() > 0 for e in expected_grads)


def test_only_a_mask_hiding_every_later_key_counts_as_causal():
    future = torch.triu(torch.full((4, 4), float("-inf")), 1)
    assert biased_attention.masks_future(future, 4, 4)
    assert biased_attention.masks_future(future + torch.randn(4, 4), 4, 4)
    leaky = future.clone()
    leaky[0, 3] = 0.0
    assert not biased_attention.masks_future(leaky, 4, 4)
    assert not biased_attention.masks_future(torch.zeros(4, 4), 4, 4)
    assert not biased_attention.masks_future(None, 4, 4)


# ---- The two kernels of the blockwise paths: compiled (csrc) and torch ops ----

@pytest.fixture(params=["compiled", "torch"])
def kernel(request, monkeypatch):
    """Runs a test with one of the two element-wise kernels of the blockwise
    paths (Shaw's forward and backward, Diet's backward), and checks
    afterwards that it was the one taken."""
    taken = []
    shaw_blocks, diet_ops = biased_attention._shaw_blocks, biased_attention._diet_ops

    def record_shaw(*args):
        blocks = shaw_blocks(*args)
        taken.append(blocks.name)
        return blocks

    def record_diet(*args):
        ops = diet_ops(*args)
        taken.append("torch" if ops is None else "compiled")
        return ops

    monkeypatch.setattr(biased_attention, "_shaw_blocks", record_shaw)
    monkeypatch.setattr(biased_attention, "_diet_ops", record_diet)
    monkeypatch.setenv(compiled.ENV_SWITCH, "1" if request.param == "compiled" else "0")
    yield request.param
    assert set(taken) == {request.param}


@pytest.mark.parametrize("setting", ["encoder_self", "decoder_self_causal", "cross"])
@pytest.mark.parametrize("scheme", ["diet_rel", "tisa", "t5", "alibi"])
def test_distance_terms_without_the_compiled_kernels_match_loop_formula(scheme, setting, monkeypatch):
    # The tables of the distance schemes (and TISA's kernel sum) are compiled
    # operators on the CPU; torch ops where the kernels cannot be had.
    monkeypatch.setenv(compiled.ENV_SWITCH, "0")
    check_gradients(scheme, setting)


def test_the_compiled_kernels_build_here():
    # They build wherever a C++ compiler and ninja are (this project's CI);
    # elsewhere the blockwise paths fall back to torch ops, with a warning.
    assert compiled.ops() is not None, compiled._state["error"]


def backward_path(path, monkeypatch):
    """The compiled Diet backward pass's way through a call: small heads in
    one sweep (as in use at these sizes), or blocks with batched products
    (as for larger heads), one block or blocks of 7 elements that split
    sentences and heads."""
    if path != "sweep":
        monkeypatch.setattr(biased_attention, "SWEEP_HEAD_DIM", 0)
    if path == "blocks of 7":
        monkeypatch.setattr(biased_attention, "CHUNK_ELEMENTS", 7)


@pytest.mark.parametrize("path", ["sweep", "blocks", "blocks of 7"])
@pytest.mark.parametrize("setting", sorted(SETTINGS))
@pytest.mark.parametrize("scheme", ["diet_abs", "diet_rel"])
def test_both_diet_kernels_match_loop_formula(kernel, scheme, setting, path, monkeypatch):
    backward_path(path, monkeypatch)
    check_gradients(scheme, setting)


@pytest.mark.parametrize("path", ["sweep", "blocks"])
@pytest.mark.parametrize("setting", sorted(SETTINGS))
def test_diet_rel_without_clipping_matches_loop_formula(setting, path, monkeypatch):
    # A clip distance beyond every distance (the default): the biases are a
    # slice of the table, not a gather.
    backward_path(path, monkeypatch)
    check_gradients("diet_rel", setting, clip_distance=8)


@pytest.mark.parametrize("scheme,length", [("diet", 300), ("diet", 12), ("shaw", 300)])
def test_both_kernels_agree_in_float32_on_long_sentences(scheme, length, monkeypatch):
    # float32 takes the compiled kernels' own exp (float64 the C library's):
    # against the float64 computation, at a length with causal row blocks
    # (300; 12: Diet's one-sweep backward pass), strong logits and a fully
    # masked query row.
    torch.manual_seed(0)
    bsz, heads, dim, clip_distance = 2, 3, 8, 5
    q, k, v = (torch.randn(bsz, heads, length, dim, dtype=torch.float64) * 2 for _ in range(3))
    if scheme == "shaw":
        extra = [torch.randn(heads, 2 * clip_distance + 1, dim, dtype=torch.float64) for _ in range(2)]
    else:
        extra = [torch.randn(1, heads, length, length, dtype=torch.float64) * 3]
    mask = torch.triu(torch.full((length, length), float("-inf"), dtype=torch.float64), 1)
    mask[7] = float("-inf")  # a query row with no key at all
    grad = torch.randn(bsz, heads, length, dim, dtype=torch.float64)

    def run(dtype):
        inputs = [x.detach().to(dtype).requires_grad_() for x in (q, k, v, *extra)]
        if scheme == "shaw":
            out = biased_attention.shaw_attention(*inputs, mask.to(dtype), clip_distance, True)
        else:
            masks = biased_attention.Masks(None, mask.to(dtype), dtype, length, length)
            assert masks.causal
            plan = masks.plan(inputs[0], inputs[1], inputs[3])  # None: torch ops
            compiled_path = compiled.enabled() and dtype == torch.float32
            assert (plan is not None) == compiled_path
            if compiled_path:  # no blocks: one sweep
                assert (plan[4] == []) == (length == 12)
            out = biased_attention.biased_attention(*inputs, masks)
        out.backward(grad.to(dtype))
        return [out.double()] + [x.grad.double() for x in inputs]

    monkeypatch.setenv(compiled.ENV_SWITCH, "0")
    expected = run(torch.float64)
    for switch in ("1", "0"):
        monkeypatch.setenv(compiled.ENV_SWITCH, switch)
        for got, want in zip(run(torch.float32), expected):
            scale = want.abs().max()
            assert scale > 0
            torch.testing.assert_close(got / scale, want / scale, rtol=0, atol=2e-5)
    if scheme == "shaw":  # the fused forward kernel gives such a row zeros, as the loop formula would
        assert torch.equal(expected[0][:, :, 7], torch.zeros_like(expected[0][:, :, 7]))


def test_a_failed_build_warns_and_falls_back(monkeypatch, tmp_path):
    from torch.utils import cpp_extension

    def fail(**kwargs):
        raise RuntimeError("no compiler here")

    monkeypatch.setattr(cpp_extension, "load", fail)
    monkeypatch.setattr(compiled, "_state", {"tried": False, "ops": None, "error": None})
    monkeypatch.setenv("TORCH_EXTENSIONS_DIR", str(tmp_path))  # an empty cache: it must build
    with pytest.warns(RuntimeWarning, match=r"attention_blocks\.cpp.*no compiler here.*FAIRSEQ_DIET_COMPILED=0"):
        assert compiled.ops() is None
    # Nothing published, and the failed build's directory is gone.
    (build,) = tmp_path.iterdir()
    assert [path.name for path in build.iterdir()] == ["build.lock"]
    # Tried once: later calls neither rebuild nor warn again.
    assert compiled.ops() is None
    check_gradients("shaw", "decoder_self_causal")
