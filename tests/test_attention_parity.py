"""Each position scheme's attention equals a direct loop over (i, j) of the
papers' formulas, in float64:

- Diet-Abs (DIET eq. 1): logits_ij = q_i.k_j / sqrt(d_h) + (P_Q P_K^T)_ij
- Diet-Rel (DIET eq. 3): logits_ij = q_i.k_j / sqrt(d_h) + R_(i-j)
- Shaw et al. (eqs. 3-4): logits_ij = q_i.(k_j + a^K_clip(j-i)) / sqrt(d_h),
  out_i = sum_j alpha_ij (v_j + a^V_clip(j-i))
- and TISA, T5, ALiBi, KERPLE (both kernels), FIRE, RoPE, xPos and CoPE
  (reference_attention.py)

with positions counted over real tokens only, for encoder self-attention
(left-padded), decoder self-attention (causal, right-padded) and
encoder-decoder attention, on every backend of the attention engine that can
run here (``BACKENDS``: reference, blocks, sdpa and, through Triton's
interpreter, triton on the CPU).
"""

import argparse

import pytest
import torch

import model_helpers  # noqa: F401  (puts the repo on sys.path)
from reference_attention import loop_attention
from fairseq_diet.models.position_options import apply_position_options
from fairseq_diet.modules import LayerPosition, PositionAttention, blockwise, engine
from fairseq_diet.modules.bias_attention import bias_attention
from fairseq_diet.modules.masks import Masks, key_runs, masks_future
from fairseq_diet.modules.shaw_attention import _Distances, shaw_attention
from fairseq_diet.positions import POSITION_SCHEMES, Stack, real_positions

HEADS, HEAD_DIM, LAYERS = 2, 4, 2
FLOAT64_TOLERANCE = 1e-9
FIXED_SCHEMES = ("alibi", "rope", "xpos")  # no parameters
ALL_SCHEMES = ["diet_abs", "diet_rel", "shaw", "tisa", "t5", "alibi", "rope", "kerple", "fire", "xpos", "cope"]
# The kinds of term the triton kernels do not hold: refused on that backend (test_attention_engine.py)
NO_KERNELS = ("fire", "cope")
EMBED = HEADS * HEAD_DIM
CPU = torch.device("cpu")
# The backends that can run float64 calls on this machine's CPU (triton under
# Triton's interpreter: conftest.py); the blockwise ones take the CPU's
# memory-saving paths (bias_blocks, shaw_blocks).
BACKENDS = [name for name, backend in engine.BACKENDS.items() if backend.unavailable(CPU, torch.float64) is None]
BLOCKWISE = ["blocks"]
# The (backend, path) of every attention call a test makes (``paths``): the tests' backends record them.
TAKEN = []


def named(backend, tuning=None):
    """A fresh backend object of the name ``backend`` (None: auto's choice here), with
    ``tuning`` (a ``Tuning``, or None for the defaults), recording each call's path in TAKEN."""
    return type(engine.resolve(backend, CPU, torch.float64))(tuning=tuning, trace=TAKEN)


def scheme_options(scheme, clip, values):
    """The scheme's own options for a layer test (apart from --share-positions)."""
    return {
        "diet_abs": {"diet_rank": 3},
        "diet_rel": {"max_relative_position": clip, "diet_rel_bias_scale": 2.5},
        "shaw": {"max_relative_position": clip, "no_shaw_values": not values},
        "tisa": {"tisa_kernels": 3},
        "t5": {"relative_buckets": 8, "max_relative_position": 6, "t5_bias_scale": 0.5},
        "alibi": {},
        "kerple": {"kerple_variant": "log"},
        "fire": {"fire_hidden": 5},
        "rope": {"rotary_base": 10.0},
        "xpos": {"rotary_base": 10.0, "xpos_scale_base": 4.0, "max_source_positions": 8, "max_target_positions": 8},
        "cope": {"cope_max_position": 4},
    }[scheme]


def make_term(scheme, share, clip, values=True, kind="encoder", options=None):
    """A scheme built through its options (``options``: some of them set
    otherwise), for a stack of LAYERS layers of HEADS heads and at most 8
    positions; parameters drawn at scale 1 so that the position term weighs
    as much as q.k."""
    options = {**scheme_options(scheme, clip, values), **(options or {})}
    if scheme not in FIXED_SCHEMES:  # nothing to share
        options["share_positions"] = share
    args = argparse.Namespace(position_scheme=scheme, **options)
    apply_position_options(args, scheme)
    term = POSITION_SCHEMES[scheme].build(args, Stack(kind, LAYERS, HEADS, HEAD_DIM, 8, 8))
    for parameter in term.parameters():
        torch.nn.init.normal_(parameter)
    if scheme == "fire":  # |L| among the positions (up to 4), so that max(|L|, i) takes both
        term.threshold.data = torch.tensor([[2.5], [-3.5]])[:term.layer_groups]
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


def build_case(scheme, share, setting, layer=1, clip_distance=2, values=True, shared_positions=True,
               backend=None, tuning=None, options=None):
    """A position attention layer on ``backend`` (None: auto), its inputs and
    masks for one setting."""
    torch.manual_seed(0)
    qlens, qleft, klens, kleft, causal, is_self = SETTINGS[setting]
    kind = "decoder" if causal else ("encoder" if is_self else "cross")
    term = make_term(scheme, share, clip_distance, values, kind, options).double()
    attn = PositionAttention(EMBED, HEADS, position=LayerPosition(term, layer),
                             attention_backend=named(backend, tuning),
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
             grad=True, backend=None):
    term, attn, query, key, qpad, kpad, attn_mask, causal = build_case(
        scheme, share, setting, layer, clip_distance, values, backend=backend)
    # With and without gradients the calls take different paths (a backward
    # pass to come, or none): both must match.
    with torch.set_grad_enabled(grad):
        got, weights = attn(query, key, key, key_padding_mask=kpad if kpad.any() else None,
                            attn_mask=attn_mask, need_weights=need_weights)
    with torch.no_grad():
        expected = loop_formula(lambda: loop_attention(attn, layer, query, key, kpad, qpad, causal),
                                (scheme, share, setting, layer, clip_distance, values, "no grad"),
                                [query, key, *term.parameters(), *attn.parameters()])
    # Padded query rows are ignored by fairseq; compare real tokens only.
    real = ~qpad.T
    return got[real], expected[real], weights


@pytest.fixture
def paths():
    """The (backend, path) of every attention call the test makes."""
    TAKEN.clear()
    yield TAKEN
    TAKEN.clear()


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("setting", sorted(SETTINGS))
@pytest.mark.parametrize("scheme", ALL_SCHEMES)
@pytest.mark.parametrize("need_weights,grad", [(False, True), (False, False), (True, True)])
def test_attention_matches_loop_formula(scheme, setting, need_weights, grad, backend, paths):
    if backend == "triton":  # interpreted: slow; its outputs are checked with its gradients below
        pytest.skip("the triton backend's outputs are checked by check_gradients")
    share = "layers" if scheme == "diet_abs" else "none"
    got, expected, _ = run_case(scheme, share, setting, need_weights, grad=grad, backend=backend)
    torch.testing.assert_close(got, expected, rtol=0, atol=FLOAT64_TOLERANCE)
    assert [name for name, _ in paths] == [backend]


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("share", ["none", "layers", "heads", "both"])
@pytest.mark.parametrize("scheme", ["diet_abs", "diet_rel", "shaw", "tisa", "t5", "kerple", "fire", "cope"])
def test_every_sharing_mode_matches_loop_formula(scheme, share, backend):
    if backend == "triton" and scheme in NO_KERNELS:
        pytest.skip("the triton kernels do not hold its kind")
    got, expected, _ = run_case(scheme, share, "cross", need_weights=False, backend=backend)
    torch.testing.assert_close(got, expected, rtol=0, atol=FLOAT64_TOLERANCE)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("setting", sorted(SETTINGS))
def test_shaw_keys_only_matches_loop_formula(setting, backend):
    got, expected, _ = run_case("shaw", "none", setting, need_weights=False, values=False, backend=backend)
    torch.testing.assert_close(got, expected, rtol=0, atol=FLOAT64_TOLERANCE)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("setting,blockwise", [
    ("encoder_self_aligned", True), ("decoder_self_causal", True), ("cross_aligned", True),
    ("encoder_self", False), ("cross", False)])
def test_shaw_takes_the_blockwise_path_with_shared_positions(setting, blockwise, backend, paths):
    # The parity tests above cover both paths only if this holds: the blocks
    # on the blockwise backends where the batch shares its positions, else
    # the explicit path (skewed on sdpa where the batch shares them); the
    # triton backend's kernels whatever the positions.
    got, expected, _ = run_case("shaw", "none", setting, need_weights=False, backend=backend)
    torch.testing.assert_close(got, expected, rtol=0, atol=FLOAT64_TOLERANCE)
    ((_, path),) = paths
    if backend == "triton":
        assert path == engine.TRITON
    elif blockwise and backend in BLOCKWISE:
        assert path == engine.SHAW_BLOCKS
    else:
        skewed = blockwise and backend == "sdpa"
        assert path == engine.Path("explicit", "skewed" if skewed else "index")


@pytest.mark.parametrize("backend", BLOCKWISE)
@pytest.mark.parametrize("scheme", ["diet_abs", "diet_rel", "tisa", "t5", "alibi", "kerple"])
def test_an_additive_bias_takes_the_bias_keeping_path_when_training_on_cpu(scheme, backend, paths):
    # Learned or fixed (ALiBi), the bias reaches the backward pass as it is, not added
    # to the padding mask over (bsz, heads, Tq, Tk) as torch's fused kernel would keep it.
    check_gradients(scheme, "encoder_self", backend=backend)
    assert [path for _, path in paths] == [engine.BIAS_BLOCKS]
    paths.clear()
    run_case(scheme, "none", "encoder_self", need_weights=False, grad=False, backend=backend)  # no backward
    assert [path for _, path in paths] == [engine.SDPA]


def test_clipping_is_exercised():
    # With clip distance 1 the far distances share an embedding; the loop
    # formula clips the same way, and the result differs from an unclipped one.
    got_clipped, expected, _ = run_case("diet_rel", "none", "encoder_self", False, clip_distance=1)
    torch.testing.assert_close(got_clipped, expected, rtol=0, atol=FLOAT64_TOLERANCE)
    # The same causal layer and inputs clipped at 4, and at 1 with the clip-4 biases of distances -1, 0,
    # 1: the sentence of 5 tokens (pairs up to 4 apart) tells them apart, that of 2 tokens cannot.
    wide, attn, query, _, qpad, _, attn_mask, _ = build_case("diet_rel", "none", "decoder_self_causal",
                                                            clip_distance=4)
    narrow = make_term("diet_rel", "none", 1, kind="decoder").double()
    with torch.no_grad():
        narrow.distance_bias.copy_(wide.distance_bias[..., 3:6])
    positions = real_positions(qpad, qpad.size(1), query.device)
    outputs = []
    for term in (wide, narrow):
        attn.position = LayerPosition(term, 1)
        term.begin(positions, positions)
        with torch.no_grad():
            outputs.append(attn(query, query, query, key_padding_mask=qpad, attn_mask=attn_mask,
                                need_weights=False)[0])
    longest, pair = (~qpad).sum(1).tolist().index(5), (~qpad).sum(1).tolist().index(2)
    at_wide, at_narrow = (out[~qpad[longest], longest] for out in outputs)
    assert (at_wide - at_narrow).abs().max() > 1e-3
    torch.testing.assert_close(outputs[0][~qpad[pair], pair], outputs[1][~qpad[pair], pair],
                               rtol=0, atol=FLOAT64_TOLERANCE)


def test_attention_weights_are_probabilities():
    _, _, weights = run_case("diet_abs", "layers", "cross", need_weights=True)
    torch.testing.assert_close(weights.sum(-1), torch.ones_like(weights.sum(-1)))


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("chunk", [None, 7])
@pytest.mark.parametrize("setting", sorted(SETTINGS))
@pytest.mark.parametrize("scheme", ["diet_abs", "diet_rel", "shaw"])
def test_gradients_match_loop_formula(scheme, setting, chunk, backend):
    # chunk: blocks of the backward pass of the bias path, made tiny so that
    # it splits sentences and heads (None: as in use, one block here).
    if chunk is not None and backend not in BLOCKWISE:
        pytest.skip("the blocks' size is a setting of the blockwise backends only")
    check_gradients(scheme, setting, backend=backend,
                    tuning=None if chunk is None else engine.Tuning(chunk_elements=chunk))


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("setting", sorted(SETTINGS))
@pytest.mark.parametrize("scheme", ["tisa", "t5", "alibi", "rope", "kerple", "fire", "xpos", "cope"])
def test_gradients_of_the_other_schemes_match_loop_formula(scheme, setting, backend):
    if backend == "triton" and scheme in NO_KERNELS:
        pytest.skip("the triton kernels do not hold its kind")
    check_gradients(scheme, setting, backend=backend)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("setting", sorted(SETTINGS))
def test_kerple_power_kernel_matches_loop_formula(setting, backend):
    # -r1 |i - j|^r2: outputs and the gradients of r1 and r2 (|0|^r2 is 0 with a finite gradient)
    check_gradients("kerple", setting, backend=backend, options={"kerple_variant": "power"})


@pytest.mark.parametrize("backend,form", [("blocks", "complex"), ("reference", "real")])
@pytest.mark.parametrize("setting", ["encoder_self", "decoder_self_causal"])
def test_rope_rotations_by_torch_ops_match_loop_formula(setting, backend, form):
    # The pairs rotate as complex numbers, or (the reference backend, half
    # precision, or pairs that cannot be viewed as complex numbers) by real
    # arithmetic: both forms against the loop formula.
    _, attn, query, *_ = build_case("rope", "none", setting)
    assert named(backend).rotation_form(attn._project(query, attn.q_proj, query.size(1))) == form
    check_gradients("rope", setting, backend=backend)


@pytest.mark.parametrize("backend", BLOCKWISE)
@pytest.mark.parametrize("setting", ["encoder_self_aligned", "decoder_self_causal", "cross_aligned"])
@pytest.mark.parametrize("scheme", ["diet_abs", "diet_rel"])
def test_runs_of_equal_key_lengths_match_loop_formula(scheme, setting, backend):
    # Long sentences take one fused call per run of equal key lengths, cut to
    # the real keys; made to apply at these tiny lengths.
    *_, kpad, _, _ = build_case(scheme, "none", setting)
    assert len(key_runs(kpad, engine.Tuning().max_runs)) >= 2
    check_gradients(scheme, setting, backend=backend, tuning=engine.Tuning(run_min_elements=1))


@pytest.mark.parametrize("chunk", [None, 7])
@pytest.mark.parametrize("rows", [1, 2, 3])
@pytest.mark.parametrize("scheme", ["diet_abs", "diet_rel", "shaw"])
def test_causal_row_blocks_match_loop_formula(kernel, scheme, rows, chunk):
    # Causal self-attention runs its blocks of query rows against the keys up
    # to their last row only (from CAUSAL_MIN_ROWS rows on); made to apply at
    # these tiny lengths, with blocks of one, two and three rows (the last one
    # shorter), whole or split over sentences and heads. Blocks start at rows
    # other than 0: Shaw's kernels place the distance window by the block's
    # first row, Diet's cut the bias there.
    tuning = engine.Tuning(causal_rows=rows, causal_min_rows=2, **({} if chunk is None else {"chunk_elements": chunk}))
    check_gradients(scheme, "decoder_self_causal", backend=kernel, tuning=tuning)
    longest = max(SETTINGS["decoder_self_causal"][0])
    assert blockwise.split_causal_rows(True, longest, longest, tuning)
    seen = {keys for *_, keys in blockwise.blocks(3, HEADS, longest, longest, True, tuning)}
    assert seen == set(range(rows, longest, rows)) | {longest}


@pytest.mark.parametrize("per_diagonal", [0, 2, 10**6])
@pytest.mark.parametrize("clip_distance", [1, 2])
@pytest.mark.parametrize("setting", ["encoder_self_aligned", "decoder_self_causal", "cross_aligned"])
def test_shaw_blockwise_with_narrow_and_wide_clipping(kernel, setting, clip_distance, per_diagonal):
    # The blockwise Shaw path spreads and sums per distance by its 2k - 1
    # diagonals, or by an index per (i, j) where a block has at most
    # shaw_index_keys_per_diagonal keys per diagonal: always the diagonals (0),
    # the default (the diagonals at clip 1, the index at clip 2 here), always
    # the index (10**6).
    tuning = engine.Tuning(shaw_index_keys_per_diagonal=per_diagonal)
    check_gradients("shaw", setting, clip_distance, backend=kernel, tuning=tuning)
    query_lengths, _, key_lengths, *_ = SETTINGS[setting]
    rows, keys = max(query_lengths), max(key_lengths or query_lengths)  # the call's one block
    by_index = _Distances(rows, keys, clip_distance, torch.zeros(()), 0, per_diagonal).index is not None
    assert by_index == (keys <= per_diagonal * (2 * clip_distance - 1) + 1)
    if per_diagonal == 2:
        assert by_index == (clip_distance == 2)


_LOOP_RESULTS = {}


def loop_formula(compute, case, inputs):
    """``compute()``, the loop formula of ``case`` over ``inputs``, computed
    once per process for the same case and inputs: the backends of a case
    share one (their inputs are drawn from the same seed; the key holds the
    case and every input value)."""
    key = (case, *((tuple(x.shape), repr(x.detach().flatten().tolist())) for x in inputs))
    if key not in _LOOP_RESULTS:
        _LOOP_RESULTS[key] = compute()
    return _LOOP_RESULTS[key]


def check_gradients(scheme, setting, clip_distance=2, shared_positions=True, backend=None, share="none",
                    tuning=None, options=None):
    term, attn, query, key, qpad, kpad, attn_mask, causal = build_case(
        scheme, share, setting, clip_distance=clip_distance, shared_positions=shared_positions,
        backend=backend, tuning=tuning, options=options)
    attn.train()  # dropout is 0: only the gradient path changes
    query.requires_grad_(True)
    key.requires_grad_(True)
    weights = torch.randn(query.shape, dtype=torch.float64) * (~qpad.T)[..., None]
    inputs = [query, *term.parameters(), *attn.parameters()] + ([] if key is query else [key])
    got, _ = attn(query, key, key, key_padding_mask=kpad if kpad.any() else None,
                  attn_mask=attn_mask, need_weights=False)
    got_grads = torch.autograd.grad((got * weights).sum(), inputs)

    def loop_with_gradients():
        expected = loop_attention(attn, 1, query, key, kpad, qpad, causal)
        return [expected.detach(), *torch.autograd.grad((expected * weights).sum(), inputs)]

    expected, *expected_grads = loop_formula(
        loop_with_gradients, (scheme, setting, clip_distance, shared_positions, repr(options), "gradients"),
        [weights, *inputs])
    torch.testing.assert_close(got[~qpad.T], expected[~qpad.T], rtol=0, atol=FLOAT64_TOLERANCE)
    for g, e in zip(got_grads, expected_grads):
        torch.testing.assert_close(g, e, rtol=0, atol=FLOAT64_TOLERANCE)
    assert all(e.abs().max() > 0 for e in expected_grads)


@pytest.mark.parametrize("setting", sorted(SETTINGS))
def test_shaws_terms_on_sdpa_take_the_skewed_layout_where_positions_are_shared(setting, paths):
    # The sdpa backend's explicit path for Shaw (auto's on CUDA): where the
    # batch shares its positions, q.a^K spread and the probabilities summed
    # per bucket by the skewed layout; else by index.
    check_gradients("shaw", setting, backend="sdpa")
    shared = setting not in ("encoder_self", "cross")  # left padding: positions per sentence (index)
    assert paths == [("sdpa", engine.Path("explicit", "skewed" if shared else "index"))]


def test_only_a_mask_hiding_every_later_key_counts_as_causal():
    future = torch.triu(torch.full((4, 4), float("-inf")), 1)
    assert masks_future(future, 4, 4)
    assert masks_future(future + torch.randn(4, 4), 4, 4)
    leaky = future.clone()
    leaky[0, 3] = 0.0
    assert not masks_future(leaky, 4, 4)
    assert not masks_future(torch.zeros(4, 4), 4, 4)
    assert not masks_future(None, 4, 4)


# ---- The blockwise paths -------------------------------------------------------

@pytest.fixture(params=BLOCKWISE)
def kernel(request, paths):
    """Runs a test on a blockwise backend, and checks afterwards that it took
    its blockwise paths."""
    yield request.param
    assert {name for name, _ in paths} == {request.param}
    assert {path for _, path in paths} & {engine.BIAS_BLOCKS, engine.SHAW_BLOCKS}


@pytest.mark.parametrize("chunk", [None, 7])
@pytest.mark.parametrize("setting", sorted(SETTINGS))
@pytest.mark.parametrize("scheme", ["diet_abs", "diet_rel"])
def test_diet_blocks_match_loop_formula(kernel, scheme, setting, chunk):
    check_gradients(scheme, setting, backend=kernel,
                    tuning=None if chunk is None else engine.Tuning(chunk_elements=chunk))


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("setting", sorted(SETTINGS))
def test_diet_rel_without_clipping_matches_loop_formula(setting, backend):
    # A clip distance beyond every distance (the default): the biases are a
    # slice of the table, not a gather.
    check_gradients("diet_rel", setting, clip_distance=8, backend=backend)


@pytest.mark.parametrize("scheme,length", [("diet", 300), ("diet", 12), ("shaw", 300)])
def test_the_blocks_agree_in_float32_on_long_sentences(scheme, length):
    # Against the float64 computation, at a length with causal row blocks
    # (300; 12: none), strong logits and a fully masked query row.
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

    tuning = engine.Tuning()

    def run(dtype):
        inputs = [x.detach().to(dtype).requires_grad_() for x in (q, k, v, *extra)]
        if scheme == "shaw":
            out = shaw_attention(*inputs, mask.to(dtype), clip_distance, True, tuning)
        else:
            masks = Masks(None, mask.to(dtype), dtype, length, length, tuning.max_runs)
            assert masks.causal
            out = bias_attention(*inputs, masks, tuning)
        out.backward(grad.to(dtype))
        return [out.double()] + [x.grad.double() for x in inputs]

    assert blockwise.split_causal_rows(True, length, length, tuning) == (length == 300)
    expected = run(torch.float64)
    for got, want in zip(run(torch.float32), expected):
        scale = want.abs().max()
        assert scale > 0
        torch.testing.assert_close(got / scale, want / scale, rtol=0, atol=2e-5)
    if scheme == "shaw":  # the fused forward kernel gives such a row zeros, as the loop formula would
        assert torch.equal(expected[0][:, :, 7], torch.zeros_like(expected[0][:, :, 7]))


@pytest.mark.parametrize("dtype", [torch.float64, torch.float16, torch.bfloat16])
def test_ropes_matrix_form_equals_the_pairs_arithmetic(dtype):
    # Half precision's form (each pair times its 2 x 2 matrix, one product and
    # one sum): the same two rounded products summed as the pairs' arithmetic,
    # so equal to it in every dtype; gradients too, on q in the module's layout.
    from fairseq_diet.modules.rotation import rotate, rotation_table

    generator = torch.Generator().manual_seed(4)
    x = torch.randn(9, 3, 4, 16, generator=generator, dtype=torch.float64).permute(1, 2, 0, 3)
    angles = torch.randint(0, 900, (3, 9, 1)).double() * 10000.0 ** -(torch.arange(0, 16, 2).double() / 16)
    grad = torch.randn(3, 4, 9, 16, generator=generator, dtype=torch.float64).to(dtype)
    results = []
    for form in ("real", "matrix"):
        leaf = x.to(dtype).requires_grad_()
        out = rotate(leaf, rotation_table(angles, form, dtype), form)
        out.backward(grad)
        results.append((out.detach(), leaf.grad))
    (real, real_grad), (matrix, matrix_grad) = results
    tolerance = 1e-15 if dtype == torch.float64 else 0
    torch.testing.assert_close(matrix, real, rtol=0, atol=tolerance)
    # (the gradient's two products are summed in another order: within one rounding)
    torch.testing.assert_close(matrix_grad, real_grad, rtol=0, atol=1e-15 if dtype == torch.float64 else 1e-2)
    for name, half in (("blocks", "real"), ("sdpa", "matrix"), ("triton", "matrix")):
        assert engine.BACKENDS[name].rotation_form(x.to(dtype)) == ("complex" if dtype == torch.float64 else half)
