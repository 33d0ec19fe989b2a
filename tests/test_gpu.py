"""The paths a GPU takes, checked against float64 on the CPU.

Training on the CPU sends a learned position bias through ``bias_attention``
(our own backward); on CUDA (the ``sdpa`` backend) the bias goes to torch's
fused ``scaled_dot_product_attention`` as a mask that receives a gradient, and
Shaw's terms take the explicit path with the skewed layout. So
a model is built in float64 on the CPU and copied to the device, and with the
same batch (left-padded sources, right-padded targets) the device's output
log-probabilities and every parameter's gradient are compared with the float64
ones: closely in float32 (TF32 off, on the CPU as well as on CUDA), within
rounding in half precision; the same under torch.autocast to float16, as
fairseq's --amp runs a float32 model (on the CPU too, by the CPU's autocast).
On CUDA, incremental decoding with beam reordering equals the full forward
pass, and fairseq-train (--fp16, --amp) and fairseq-generate run. The CUDA
cases are skipped on a machine without a GPU.
"""

import contextlib
import copy
import functools
import sys

import pytest
import torch
from torch.utils._python_dispatch import TorchDispatchMode

from cli_helpers import DIET_ARCHS, TINY_MODEL, TRAIN, USER_DIR, run
from model_helpers import REPO, assert_incremental_equals_full, build_model, random_batch
from fairseq_diet.modules import PositionAttention, engine, shaw_terms
from fairseq_diet.modules.tuning import Tuning

CUDA = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")
DEVICES = ["cpu", pytest.param("cuda", marks=CUDA)]
# FIRE's table over (i, j) and CoPE's term read from the call's logits have no triton kernels: the
# triton backend refuses them by design (tests/test_attention_engine.py), so no case runs them there.
NO_TRITON = ("transformer_fire", "transformer_cope")
TRITON_ARCHS = [arch for arch in DIET_ARCHS if arch not in NO_TRITON]
# A GPU test's CPU half (its float64 reference and the arguments it builds) runs
# in `make test`: the same function on CPU tensors through Triton's interpreter
# (TRITON_INTERPRET=1, set by conftest.py without a GPU), at tiny sizes and tiles.
INTERPRETED = pytest.mark.skipif(engine.BACKENDS["triton"].unavailable(torch.device("cpu"), torch.float32)
                                 is not None, reason="triton is not installed, or TRITON_INTERPRET is not 1")
TINY_TILES = (16, 16, 4, 3)
SIZES = dict(layers=2, dim=32, heads=4, ffn=64)


@pytest.fixture(autouse=True)
def no_tf32():
    """Full float32 matrix products on CUDA (TF32 rounds inputs to 10 bits)."""
    before = torch.backends.cuda.matmul.allow_tf32, torch.backends.cudnn.allow_tf32
    torch.backends.cuda.matmul.allow_tf32 = torch.backends.cudnn.allow_tf32 = False
    yield
    torch.backends.cuda.matmul.allow_tf32, torch.backends.cudnn.allow_tf32 = before


def batch(dictionary):
    src = random_batch(dictionary, [19, 7, 13, 19], seed=31)  # left-padded, as fairseq's collater
    tgt = random_batch(dictionary, [17, 17, 9, 12], seed=32, left_pad=False)
    tgt[:, 0] = dictionary.eos()
    return src, tgt


def log_probs_and_gradients(model, src, tgt, weights, autocast=None):
    """Log-probabilities at the real target positions, and the gradient of
    their weighted sum for every parameter (by name); the forward pass under
    ``torch.autocast`` to the dtype ``autocast`` where given (fairseq's --amp)."""
    device = next(model.parameters()).device
    src, tgt = src.to(device), tgt.to(device)
    model.zero_grad(set_to_none=True)
    with torch.autocast(device.type, dtype=autocast, enabled=autocast is not None):
        out = model(src, src.ne(model.encoder.padding_idx).sum(1), tgt)
        log_probs = model.get_normalized_probs(out, log_probs=True)
    real = tgt.ne(model.decoder.padding_idx)
    (log_probs[real].float() * weights.to(device)).sum().backward()
    grads = {name: p.grad.detach().double().cpu() for name, p in model.named_parameters()}
    return log_probs[real].detach().double().cpu(), grads


def assert_near_float64(names, got, expected, dtype):
    """Each of a kernel's results (on the CPU, in float64) finite, and within 1e-4
    of the largest float64 entry in float32, at cosine above 0.999 in half precision."""
    for name, g, w in zip(names, got, expected, strict=True):
        assert torch.isfinite(g).all(), name
        scale = float(w.abs().max())
        if dtype == torch.float32:
            assert float((g - w).abs().max()) <= 1e-4 * scale, name
        else:
            cosine = float(torch.nn.functional.cosine_similarity(g.flatten(), w.flatten(), dim=0))
            assert cosine > 0.999, f"{name}: at cosine {cosine:.5f} to float64"


def compare_with_float64(arch, device, dtype, backend=None, autocast=None, q_dtypes=None):
    """The model's float64 CPU outputs and gradients against a copy's on
    ``device`` in ``dtype`` (with ``--attention-backend backend`` there; its
    forward pass under ``torch.autocast`` to ``autocast`` where given). With
    a list ``q_dtypes``, the dtype of q as each attention call projects it."""
    reference, dictionary = build_model(arch, seed=5, **SIZES)  # float64, CPU
    reference.train()  # dropout is 0: train mode takes the paths that keep a backward
    model = copy.deepcopy(reference).to(device=device, dtype=dtype)
    if backend is not None:
        with_backend(model, backend)
    if q_dtypes is not None:
        for module in [*reference.modules(), *model.modules()]:
            if isinstance(module, PositionAttention):
                module.q_proj.register_forward_hook(lambda _, inputs, q: q_dtypes.append(q.dtype))
    src, tgt = batch(dictionary)
    real = int(tgt.ne(dictionary.pad()).sum())
    weights = torch.randn(real, len(dictionary), generator=torch.Generator().manual_seed(3))
    expected, expected_grads = log_probs_and_gradients(reference, src, tgt, weights.double())
    got, got_grads = log_probs_and_gradients(model, src, tgt, weights.float(), autocast)
    return expected, got, expected_grads, got_grads


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("arch", DIET_ARCHS)
def test_float32_outputs_and_gradients_match_float64(arch, device):
    expected, got, expected_grads, got_grads = compare_with_float64(arch, device, torch.float32)
    torch.testing.assert_close(got, expected, rtol=0, atol=2e-5)
    assert expected_grads.keys() == got_grads.keys()
    largest = max(float(grad.abs().max()) for grad in expected_grads.values())
    for name, grad in expected_grads.items():
        # float32 rounding, relative to the largest entry of the parameter's gradient;
        # a gradient that is zero in exact arithmetic (the key projection's bias:
        # softmax ignores a shift shared by all keys) is held to the model's scale
        scale = float(grad.abs().max())
        error = float((got_grads[name] - grad).abs().max())
        assert error <= 1e-4 * scale + 1e-6 * largest, \
            f"{name}: gradient off by {error:.2e} (largest entry {scale:.2e})"


def with_backend(model, backend):
    """``model`` with every attention module on ``backend`` (a name, or a backend object)."""
    for module in model.modules():
        if isinstance(module, PositionAttention):
            module.attention_backend = backend
    return model


@pytest.mark.parametrize("extra", [(), ("--checkpoint-activations",)])
def test_shaw_skewed_spreading_equals_the_index_path_and_the_blocks(extra):
    # Shaw's explicit path on CUDA (the sdpa backend) spreads q.a^K over (i, j)
    # and sums the probabilities per distance through a skewed layout; here on
    # the CPU, in float64, against gather / scatter_add (the reference
    # backend) and against the blockwise attention that CPU training takes:
    # outputs and gradients, with and without --checkpoint-activations (whose
    # reruns take the path again).
    reference, dictionary = build_model("transformer_shaw", list(extra), seed=5, **SIZES)
    reference.train()
    src, tgt = batch(dictionary)
    weights = torch.randn(int(tgt.ne(dictionary.pad()).sum()), len(dictionary), dtype=torch.float64,
                          generator=torch.Generator().manual_seed(3))
    blocks = log_probs_and_gradients(with_backend(reference, "blocks"), src, tgt, weights)
    index = log_probs_and_gradients(with_backend(reference, "reference"), src, tgt, weights)
    taken = []
    skewed = log_probs_and_gradients(with_backend(reference, engine.Sdpa(trace=taken)), src, tgt, weights)
    # 2 layers' self-attention in encoder and decoder: 4 calls a forward pass, each spreading a^K and
    # summing for a^V skewed; the checkpointed layers take them again when they rerun
    assert sum(path == engine.Path("explicit", "skewed") for _, path in taken) == (8 if extra else 4), taken
    for other in (index, skewed):
        torch.testing.assert_close(other[0], blocks[0], rtol=0, atol=1e-9)
        for name, grad in blocks[1].items():
            torch.testing.assert_close(other[1][name], grad, rtol=0, atol=1e-9, msg=name)


@pytest.mark.parametrize("clip", [1, 2, 5])
@pytest.mark.parametrize("rows,keys", [(1, 7), (4, 4), (6, 3), (3, 9)])
def test_skewed_spreading_and_sums_match_the_clipped_distance(rows, keys, clip):
    # Every (i, j), including sentences shorter than the clipping window.
    spread_skewed, sum_skewed = shaw_terms.spread_skewed, shaw_terms.sum_skewed
    torch.manual_seed(0)
    per_distance = torch.randn(2, 3, rows, 2 * clip + 1, dtype=torch.float64)
    x = torch.randn(2, 3, rows, keys, dtype=torch.float64)
    spread = spread_skewed(per_distance, clip, keys)
    sums = sum_skewed(x, clip)
    expected_sums = torch.zeros_like(per_distance)
    for i in range(rows):
        for j in range(keys):
            r = max(-clip, min(clip, j - i)) + clip
            assert torch.equal(spread[..., i, j], per_distance[..., i, r])
            expected_sums[..., i, r] += x[..., i, j]
    torch.testing.assert_close(sums, expected_sums, rtol=0, atol=1e-12)
    # their gradients, each the other (adjoint), against finite differences, and again
    per_distance.requires_grad_(), x.requires_grad_()
    assert torch.autograd.gradcheck(lambda p: spread_skewed(p, clip, keys), (per_distance,))
    assert torch.autograd.gradcheck(lambda y: sum_skewed(y, clip), (x,))
    assert torch.autograd.gradgradcheck(lambda p: spread_skewed(p, clip, keys), (per_distance,))
    assert torch.autograd.gradgradcheck(lambda y: sum_skewed(y, clip), (x,))


@CUDA
@pytest.mark.parametrize("arch", [*DIET_ARCHS, "transformer_diet_abs folded"])
def test_half_precision_outputs_and_gradients_stay_within_rounding(arch):
    # "folded": auto's path for Diet-Abs's long training calls (its factors as
    # extra head dimensions of one SDPA call) at these short ones.
    backend = None
    if arch.endswith(" folded"):
        backend = engine.Sdpa(folds_low_rank=True, tuning=engine.Tuning(folded_min_keys=1))
        arch = arch.split()[0]
    expected, got, expected_grads, got_grads = compare_with_float64(arch, "cuda", torch.float16, backend)
    # log-probabilities of about -3.4 (30 words) in float16 steps of 2^-8
    torch.testing.assert_close(got, expected, rtol=0, atol=3e-2)
    largest = max(float(grad.abs().max()) for grad in expected_grads.values())
    for name, grad in expected_grads.items():
        half = got_grads[name]
        assert torch.isfinite(half).all(), f"{name}: non-finite half-precision gradient"
        if float(grad.abs().max()) <= 1e-6 * largest:  # zero in exact arithmetic
            assert float(half.abs().max()) <= 1e-3 * largest, name
            continue
        cosine = float(torch.nn.functional.cosine_similarity(half.flatten(), grad.flatten(), dim=0))
        # measured on an H100 (same sizes and batch): fairseq's own transformer 0.99984 at
        # its worst parameter, ours 0.99896 at worst (an FFN bias), 0.9999 on position terms
        assert cosine > 0.995, f"{name}: half-precision gradient at cosine {cosine:.4f} to float64"


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("arch,backend", [(arch, backend) for arch in DIET_ARCHS
                                          for backend in (None, "reference", "sdpa", "triton")
                                          if backend != "triton" or arch in TRITON_ARCHS])
def test_mixed_precision_as_fairseq_amp_runs_it_stays_within_rounding(arch, device, backend):
    # fairseq's --amp: the parameters, the position terms' among them, stay in
    # float32 while torch.autocast runs the products in float16, so the
    # attention gets float16 q, k and v beside float32 terms (on the CPU,
    # the CPU's autocast; auto there takes blocks for float16, and triton
    # Triton's interpreter). Outputs and every gradient as in half precision.
    reason = engine.BACKENDS[backend].unavailable(torch.device(device), torch.float16) if backend else None
    if reason is not None:  # (triton on the CPU: without TRITON_INTERPRET=1, as on a GPU machine)
        pytest.skip(reason)
    q_dtypes = []
    expected, got, expected_grads, got_grads = compare_with_float64(arch, device, torch.float32, backend=backend,
                                                                    autocast=torch.float16, q_dtypes=q_dtypes)
    # q's dtype at each call: the float64 model's, and every call of the float32 model's in float16
    assert set(q_dtypes) == {torch.float64, torch.float16}
    assert q_dtypes.count(torch.float64) == q_dtypes.count(torch.float16) > 0
    assert expected_grads.keys() == got_grads.keys()
    assert_model_near_float64(expected, got, expected_grads, got_grads, torch.float16)


@CUDA
@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16])
@pytest.mark.parametrize("arch", TRITON_ARCHS)
def test_the_triton_backend_on_cuda_matches_float64(arch, dtype):
    # The fused kernels with the term inside (the distance term, Shaw's terms;
    # none for Diet-Abs's folded factors and RoPE's rotated q and k), compiled
    # for the GPU, against the float64 model on the CPU: outputs, and every
    # gradient in direction (half precisions) or to float32 rounding.
    assert_model_near_float64(*compare_with_float64(arch, "cuda", dtype, backend="triton"), dtype)


def assert_model_near_float64(expected, got, expected_grads, got_grads, dtype):
    """compare_with_float64's results: outputs within 2e-5 (float32) or 5e-2, every gradient
    within 1e-4 of its largest entry (float32) or at cosine above 0.99 (half precisions)."""
    torch.testing.assert_close(got, expected, rtol=0, atol=2e-5 if dtype == torch.float32 else 5e-2)
    largest = max(float(grad.abs().max()) for grad in expected_grads.values())
    for name, grad in expected_grads.items():
        assert torch.isfinite(got_grads[name]).all(), name
        if float(grad.abs().max()) <= 1e-6 * largest:  # zero in exact arithmetic
            continue
        if dtype == torch.float32:
            error = float((got_grads[name] - grad).abs().max())
            assert error <= 1e-4 * float(grad.abs().max()) + 1e-6 * largest, name
        else:
            cosine = float(torch.nn.functional.cosine_similarity(got_grads[name].flatten(), grad.flatten(), dim=0))
            assert cosine > 0.99, f"{name}: gradient at cosine {cosine:.4f} to float64"


def kernels_config(tiles):
    """A triton_attention.Config of (block_m, block_n, warps, stages) for every kernel, or one for each
    (forward, keys, queries); None stays None (the device's own)."""
    from fairseq_diet.modules.triton_attention import Config, Tile

    if tiles is None:
        return None
    return Config(*(Tile(*tile) for tile in (tiles if isinstance(tiles[0], tuple) else [tiles] * 3)))


@CUDA
@pytest.mark.parametrize("config", [None, ((128, 32, 4, 3), (64, 128, 8, 3), (128, 32, 8, 3)), (64, 64, 4, 3)])
@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16])
@pytest.mark.parametrize("causal", [False, True])
def test_shaw_in_the_triton_kernels_matches_float64_over_many_blocks(causal, dtype, config):
    # 300 tokens and clip 16: key blocks wholly clipped to either side of a
    # query block (one bucket), blocks across the diagonal (every bucket) and,
    # causal, blocks skipped; against Shaw's blockwise path in float64 on the
    # CPU: the output and the gradients of q, k, v, a^K and a^V. At CUDA's
    # configuration, and with each kernel its own tiles (128 keys a program in
    # the keys kernel), and with square tiles throughout.
    shaw_against_float64(causal, dtype, "cuda", config=kernels_config(config))


@INTERPRETED
def test_shaw_against_float64_runs_its_cpu_half_at_tiny_sizes():
    # The GPU test above, its float64 reference and arguments as they are, on
    # CPU tensors through Triton's interpreter at tiny sizes (causal: blocks
    # skipped too): a change to the functions it calls breaks here, not on the
    # next GPU run.
    shaw_against_float64(True, torch.float32, "cpu", length=40, dim=8, clip=4, config=kernels_config(TINY_TILES))


def shaw_against_float64(causal, dtype, device, length=300, dim=64, clip=16, config=None):
    """Shaw's terms in the triton kernels on ``device`` in ``dtype`` (at
    ``config``; None: the device's own) against Shaw's blockwise path in
    float64 on the CPU: 2 sentences of ``length`` tokens, clip ``clip``."""
    from fairseq_diet.modules.shaw_attention import shaw_attention
    from fairseq_diet.modules.triton_attention import relative_attention

    torch.manual_seed(0)
    bsz, heads = 2, 4
    q, k, v = (torch.randn(bsz, heads, length, dim, dtype=torch.float64) for _ in range(3))
    q = q * dim ** -0.5
    embeddings = [torch.randn(heads, 2 * clip + 1, dim, dtype=torch.float64) * dim ** -0.5 for _ in range(2)]
    grad = torch.randn(bsz, heads, length, dim, dtype=torch.float64)
    mask = torch.triu(torch.full((length, length), float("-inf"), dtype=torch.float64), 1) if causal else None
    positions = torch.arange(length, device=device).unsqueeze(0)

    def run(device, dtype, attention):
        inputs = [x.detach().to(device=device, dtype=dtype).requires_grad_() for x in (q, k, v, *embeddings)]
        out = attention(*inputs)
        out.backward(grad.to(device=device, dtype=dtype))
        return [out.detach().double().cpu()] + [x.grad.double().cpu() for x in inputs]

    expected = run("cpu", torch.float64, lambda *inputs: shaw_attention(*inputs, mask, clip, causal, Tuning()))
    got = run(device, dtype, lambda *inputs: relative_attention(*inputs, clip, positions, positions, None, causal,
                                                                config=config))
    assert_near_float64(["out", "q", "k", "v", "a^K", "a^V"], got, expected, dtype)


@CUDA
@pytest.mark.parametrize("config", [None, (128, 32, 4, 3), (32, 32, 4, 3), (64, 64, 4, 3), (64, 128, 8, 2),
                                    ((128, 64, 4, 3), (32, 128, 4, 3), (128, 32, 4, 3)),
                                    ((128, 32, 4, 3), (64, 128, 8, 3), (128, 32, 4, 3)),
                                    ((128, 32, 4, 3), (64, 64, 8, 3), (128, 32, 4, 3))])
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
@pytest.mark.parametrize("causal", [False, True])
def test_the_distance_term_in_the_triton_kernels_matches_float64_over_many_blocks(causal, dtype, config):
    # The distance term (one value per head and distance) read inside the
    # kernels and its gradient added into a row per sentence and head, at
    # CUDA's configuration and with blocks of several sizes (and tiles that
    # differ by kernel), over 300 queries and 300 (causal) or 170 keys, the
    # first sentence's keys left-padded (positions counted over the real
    # keys): against the explicit formula in float64 on the CPU.
    distance_term_against_float64(causal, dtype, config=kernels_config(config))


@INTERPRETED
@pytest.mark.parametrize("causal,module_layout", [(False, True), (True, False)])
def test_the_distance_term_against_float64_runs_its_cpu_half_at_tiny_sizes(causal, module_layout):
    # The GPU tests of the distance term, their float64 reference and arguments
    # as they are, on CPU tensors through the interpreter at tiny sizes.
    distance_term_against_float64(causal, torch.float32, module_layout, kernels_config(TINY_TILES), "cpu", tq=40,
                                  dim=8)


@CUDA
@pytest.mark.parametrize("config", [None, (64, 64, 4, 3)])
@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16])
@pytest.mark.parametrize("causal", [False, True])
def test_rope_rotated_by_torch_ops_then_the_triton_kernels_match_float64_over_many_blocks(causal, dtype, config):
    # RoPE on the triton backend: q and k rotated by torch ops, then the
    # kernels without a term; q, k and v in the attention module's layout, 300
    # queries at positions up to about 1000 (a table per sentence) and 300
    # (causal) or 170 keys, the first sentence's left-padded; against the real
    # form's rotation and the explicit softmax in float64 on the CPU.
    rope_against_float64(causal, dtype, "cuda", config=kernels_config(config))


@INTERPRETED
@pytest.mark.parametrize("causal,dtype", [(False, torch.float16), (True, torch.float32)])
def test_rope_against_float64_runs_its_cpu_half_at_tiny_sizes(causal, dtype):
    # float16: the rotation's half-precision form (the kernels in float16 under the interpreter)
    rope_against_float64(causal, dtype, "cpu", tq=40, dim=8, config=kernels_config(TINY_TILES))


def rope_against_float64(causal, dtype, device, tq=300, dim=64, config=None):
    """q and k rotated by the triton backend's torch ops, then the kernels
    without a term on ``device`` in ``dtype``, q, k and v in the attention
    module's layout, ``tq`` queries at positions up to about ``tq + 700`` and
    as many (causal) or 4/7 as many keys, the first sentence's left-padded;
    against the real form's rotation and the explicit softmax in float64 on
    the CPU."""
    from fairseq_diet.modules.rotation import rotate, rotation_table
    from fairseq_diet.modules.triton_attention import distance_attention

    torch.manual_seed(0)
    bsz, heads = 3, 4
    tk = tq if causal else tq * 4 // 7
    q, k, v = (torch.randn(t, bsz, heads, dim, dtype=torch.float64).permute(1, 2, 0, 3) for t in (tq, tk, tk))
    grad = torch.randn(bsz, heads, tq, dim, dtype=torch.float64)
    key_padding, kpos = left_padded_keys(bsz, tk, causal)
    qpos = kpos if causal else torch.randint(0, 700, (bsz, 1)) + torch.arange(tq)
    frequencies = 10000.0 ** -(torch.arange(0, dim, 2, dtype=torch.float64) / dim)
    q_angles, k_angles = (positions.unsqueeze(-1).double() * frequencies for positions in (qpos, kpos))

    def explicit(q, k, v):
        q = rotate(q, rotation_table(q_angles, "real", torch.float64), "real")
        k = rotate(k, rotation_table(k_angles, "real", torch.float64), "real")
        logits = (q @ k.transpose(2, 3)).masked_fill(key_padding[:, None, None, :], float("-inf"))
        if causal:
            logits = logits.masked_fill(torch.ones(tq, tk, dtype=torch.bool).triu(1), float("-inf"))
        return torch.softmax(logits * dim ** -0.5, -1) @ v

    def run(device, dtype, attention):
        inputs = [x.detach().to(device=device, dtype=dtype).requires_grad_() for x in (q, k, v)]
        out = attention(*inputs)
        out.backward(grad.to(device=device, dtype=dtype))
        return [out.detach().double().cpu()] + [x.grad.double().cpu() for x in inputs]

    def kernels(q, k, v):
        form = engine.Triton().rotation_form(q)  # the triton backend's torch-op rotation
        q = rotate(q * dim ** -0.5, rotation_table(q_angles.to(device), form, q.dtype), form)
        k = rotate(k, rotation_table(k_angles.to(device), form, k.dtype), form)
        return distance_attention(q, k, v, None, None, None, key_padding.to(device), causal, config=config)

    expected = run("cpu", torch.float64, explicit)
    got = run(device, dtype, kernels)
    assert_near_float64(["out", "q", "k", "v"], got, expected, dtype)


@CUDA
@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16])
@pytest.mark.parametrize("causal", [False, True])
def test_the_distance_term_in_the_modules_layout_matches_float64(causal, dtype):
    # q, k and v as the attention module hands them over: (bsz, heads, T, d)
    # views of (T, bsz, heads * d) tensors, read and their gradients written in
    # that layout (tests/test_triton_backend.py counts that nothing is copied).
    distance_term_against_float64(causal, dtype, module_layout=True)


@CUDA
def test_the_distance_terms_atomic_gradient_is_refused_under_deterministic_algorithms():
    # On CUDA the kernels add the term's gradient atomically: under
    # torch.use_deterministic_algorithms a named triton backend's call is an
    # error, and auto's backend for CUDA keeps the call on sdpa.
    from fairseq_diet.modules import triton_attention

    q, k, v = (torch.randn(2, 4, 64, 32, device="cuda", dtype=torch.float16) for _ in range(3))
    values = torch.randn(4, 127, device="cuda", requires_grad=True)
    positions = torch.arange(64, device="cuda")[None]
    padding = torch.zeros(2, 64, dtype=torch.bool, device="cuda")
    before = torch.are_deterministic_algorithms_enabled(), torch.is_deterministic_algorithms_warn_only_enabled()
    try:
        torch.use_deterministic_algorithms(True)
        with pytest.raises(RuntimeError, match="added atomically"):
            triton_attention.distance_attention(q, k, v, values, positions, positions, padding, False)
        call = engine.Call(kind="distance", adds_to_values=False, backward=True, learned=True, dropout=0.0,
                           need_weights=False, before_softmax=False, decoding=False, shared_positions=True,
                           step_position=False, keys=4096, scores=8 * 4096 * 4096,
                           deterministic=torch.are_deterministic_algorithms_enabled())
        assert engine.choose_path(engine.AUTO_CUDA, call) == engine.SDPA
    finally:
        torch.use_deterministic_algorithms(before[0], warn_only=before[1])


@CUDA
def test_auto_on_cuda_takes_the_kernels_in_float16_on_a_gpu_with_tensor_cores():
    # The kernels were timed in float16 on an H200: auto takes them there (where
    # the call is large enough, engine.RULES), torch's kernels alone in other
    # dtypes and below compute capability 8.0.
    engine._resolved.clear()
    tensor_cores = torch.cuda.get_device_capability() >= engine.TENSOR_CORE_CAPABILITY
    half = engine.resolve("auto", torch.device("cuda"), torch.float16)
    assert half is (engine.AUTO_CUDA if tensor_cores else engine.AUTO_CUDA_TORCH)
    assert engine.resolve("auto", torch.device("cuda"), torch.float32) is engine.AUTO_CUDA_TORCH


@CUDA
@pytest.mark.parametrize("arch", ["transformer_diet_rel", "transformer_t5", "transformer_tisa", "transformer_shaw",
                                  "transformer_kerple"])
def test_auto_on_cuda_with_the_kernels_matches_float64(arch):
    # auto's backend for CUDA in float16 with its threshold at 1 score, so that
    # every call it can give the kernels takes them (tests/test_triton_backend.py
    # runs the same at tiny sizes through the interpreter): outputs and
    # gradients against the float64 model on the CPU.
    taken = []
    backend = engine.Sdpa(folds_low_rank=True, kernels=True, tuning=Tuning(kernels_min_scores=1), trace=taken)
    assert_model_near_float64(*compare_with_float64(arch, "cuda", torch.float16, backend=backend), torch.float16)
    assert engine.TRITON in [path for _, path in taken]


@CUDA
@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16])
@pytest.mark.parametrize("shaw,causal", [(False, False), (False, True), (True, False), (True, True)])
def test_attention_dropout_in_the_triton_kernels_matches_float64_with_their_mask(shaw, causal, dtype):
    # Attention dropout (p = 0.1, applied as its nearest multiple of 2^-16)
    # drawn in each of the compiled kernels, over 300 queries and 300 (causal)
    # or 170 keys: the distance term or Shaw's terms (clip 16), at CUDA's
    # configuration.
    dropout_against_float64(shaw, causal, dtype, "cuda")


@INTERPRETED
def test_dropout_against_float64_runs_its_cpu_half_at_tiny_sizes():
    # The GPU test above, its reference, mask reading and arguments as they
    # are, on CPU tensors through the interpreter at tiny sizes (Shaw's terms,
    # causal: the most of them).
    dropout_against_float64(True, True, torch.float32, "cpu", tq=40, dim=16, clip=4)


def dropout_against_float64(shaw, causal, dtype, device, tq=300, dim=64, clip=16):
    """The triton kernels' attention dropout on ``device``: the mask read off
    the forward kernel's output in float32 (v one-hot over each block of
    ``dim`` keys, a^V zero), then, under the same seed, the output and every
    gradient in ``dtype`` against the explicit formula with that mask in
    float64 on the CPU; the first sentence's keys left-padded where not causal."""
    from fairseq_diet.modules import triton_attention

    torch.manual_seed(0)
    bsz, heads, dropout = 3, 4, 0.1
    tk = tq if causal else tq * 4 // 7
    applied = triton_attention.dropout_threshold(dropout) / 2 ** 16
    q, k, v = (torch.randn(bsz, heads, t, dim, dtype=torch.float64) for t in (tq, tk, tk))
    q = q * dim ** -0.5
    if shaw:
        terms = [torch.randn(heads, 2 * clip + 1, dim, dtype=torch.float64) * dim ** -0.5 for _ in range(2)]
    else:
        terms = [torch.randn(heads, tq + tk - 1, dtype=torch.float64)]
    grad = torch.randn(bsz, heads, tq, dim, dtype=torch.float64)
    key_padding, kpos = left_padded_keys(bsz, tk, causal)
    qpos = torch.arange(tq).unsqueeze(0)
    where = [x.to(device) for x in (qpos, kpos, key_padding)]
    visible = ~key_padding[:, None, None, :].expand(bsz, heads, tq, tk)
    if causal:
        visible = visible & ~torch.ones(tq, tk, dtype=torch.bool).triu(1)

    def kernels(q, k, v, *terms):
        if shaw:
            return triton_attention.relative_attention(q, k, v, *terms, clip, where[0], where[1], where[2], causal,
                                                       dropout)
        return triton_attention.distance_attention(q, k, v, *terms, *where, causal, dropout)

    chunks = []
    for start in range(0, tk, dim):
        width = min(dim, tk - start)
        one_hot = torch.zeros(bsz, heads, tk, dim)
        one_hot[:, :, start + torch.arange(width), torch.arange(width)] = 1
        zeroed = [terms[0], torch.zeros_like(terms[1])] if shaw else terms
        torch.manual_seed(1)
        with torch.no_grad():
            out = kernels(*[x.float().to(device) for x in (q, k, one_hot, *zeroed)])
        chunks.append(out[..., :width].cpu())
    kept = torch.cat(chunks, -1) != 0
    assert 0.85 < float(kept[visible].double().mean()) < 0.95

    def explicit(q, k, v, *terms):
        logits = q @ k.transpose(2, 3)
        if shaw:
            bucket = (kpos[:, None, :] - qpos[:, :, None]).clamp(-clip, clip) + clip  # (bsz, Tq, Tk)
            bucket = bucket[:, None].expand(bsz, heads, -1, -1)
            logits = logits + torch.gather(q @ terms[0].transpose(1, 2), 3, bucket)
        else:
            logits = logits + terms[0][:, qpos[:, :, None] - kpos[:, None, :] + tk - 1].transpose(0, 1)
        probs = torch.softmax(logits.masked_fill(~visible, float("-inf")), -1) * kept / (1 - applied)
        out = probs @ v
        if shaw:
            by_bucket = torch.zeros(*probs.shape[:3], 2 * clip + 1, dtype=probs.dtype).scatter_add(3, bucket, probs)
            out = out + by_bucket @ terms[1]
        return out

    def run(device, dtype, attention):
        inputs = [x.detach().to(device=device, dtype=dtype).requires_grad_() for x in (q, k, v, *terms)]
        torch.manual_seed(1)
        out = attention(*inputs)
        out.backward(grad.to(device=device, dtype=dtype))
        return [out.detach().double().cpu()] + [x.grad.double().cpu() for x in inputs]

    expected = run("cpu", torch.float64, explicit)
    got = run(device, dtype, kernels)
    assert_near_float64(["out", "q", "k", "v", *(["a^K", "a^V"] if shaw else ["values"])], got, expected, dtype)


def left_padded_keys(bsz, tk, causal):
    """The key padding, the first sentence's keys left-padded by 37 (by half of
    them, where they are fewer than 74; none where causal), and the keys'
    positions counted over each sentence's real keys."""
    key_padding = torch.zeros(bsz, tk, dtype=torch.bool)
    if not causal:
        key_padding[0, :min(37, tk // 2)] = True
    real = (~key_padding).long()
    return key_padding, (real.cumsum(1) - real) * real


def distance_term_against_float64(causal, dtype, module_layout=False, config=None, device="cuda", tq=300, dim=64):
    """The distance term in the triton kernels on ``device`` (at ``config``;
    None: the device's own) on ``tq`` queries and as many (causal) or 4/7 as
    many keys, the first sentence's keys left-padded, against the explicit
    formula in float64 on the CPU."""
    from fairseq_diet.modules.triton_attention import distance_attention

    torch.manual_seed(0)
    bsz, heads = 3, 4
    tk = tq if causal else tq * 4 // 7
    q, k, v = (torch.randn(bsz, heads, t, dim, dtype=torch.float64) for t in (tq, tk, tk))
    q = q * dim ** -0.5
    values = torch.randn(heads, tq + tk - 1, dtype=torch.float64)
    grad = torch.randn(bsz, heads, tq, dim, dtype=torch.float64)
    key_padding, kpos = left_padded_keys(bsz, tk, causal)
    qpos = torch.arange(tq).unsqueeze(0)

    def explicit(q, k, v, values):
        term = values[:, qpos[:, :, None] - kpos[:, None, :] + tk - 1]
        logits = q @ k.transpose(2, 3) + term.transpose(0, 1)
        logits = logits.masked_fill(key_padding[:, None, None, :], float("-inf"))
        if causal:
            logits = logits.masked_fill(torch.ones(tq, tk, dtype=torch.bool).triu(1), float("-inf"))
        return torch.softmax(logits, -1) @ v

    def run(device, dtype, attention, module_layout=False):
        inputs = [x.detach().to(device=device, dtype=dtype).requires_grad_() for x in (q, k, v, values)]
        if module_layout:  # (T, bsz, heads, d) in memory
            inputs[:3] = [x.detach().permute(2, 0, 1, 3).contiguous().permute(1, 2, 0, 3).requires_grad_()
                          for x in inputs[:3]]
            assert not inputs[0].is_contiguous()
        out = attention(*inputs)
        out.backward(grad.to(device=device, dtype=dtype))
        return [out.detach().double().cpu()] + [x.grad.double().cpu() for x in inputs]

    expected = run("cpu", torch.float64, explicit)
    where = [x.to(device) for x in (qpos, kpos, key_padding)]
    got = run(device, dtype, lambda q, k, v, values: distance_attention(q, k, v, values, *where, causal,
                                                                         config=config), module_layout)
    assert_near_float64(["out", "q", "k", "v", "values"], got, expected, dtype)


@CUDA
@pytest.mark.parametrize("dtype,tolerance", [(torch.float32, 2e-5), (torch.float16, 3e-2)])
@pytest.mark.parametrize("arch", DIET_ARCHS)
def test_incremental_decoding_with_beam_reordering_matches_full_forward(arch, dtype, tolerance):
    model, dictionary = build_model(arch, dtype=dtype, **SIZES)
    model = model.cuda()
    model.decoder.set_beam_size(3)  # as SequenceGenerator sets it
    assert_incremental_equals_full(model, dictionary, [11, 4], 9, reorder_at=4,
                                   new_order=[1, 1, 0, 5, 3, 4], atol=tolerance)


@pytest.mark.parametrize("arch", ["transformer_rope", "transformer_shaw"])
def test_the_decoding_checks_cpu_half_runs_in_half_precision(arch):
    # The test above at float16 on the CPU, on CUDA's backend: RoPE's
    # half-precision rotation (its matrix form, the search's table sliced at
    # each step), Shaw's shifted keys.
    model, dictionary = build_model(arch, dtype=torch.float16, **SIZES)
    with_backend(model, engine.AUTO_CUDA_TORCH)
    model.decoder.set_beam_size(3)
    assert_incremental_equals_full(model, dictionary, [11, 4], 9, reorder_at=4, new_order=[1, 1, 0, 5, 3, 4],
                                   atol=3e-2)


# Operators that read a value from the device to the host: a synchronisation on a GPU
DEVICE_READS = ("_local_scalar_dense", "nonzero", "equal", "is_nonzero", "unique_consecutive", "allclose")


def decoding_step_with_each_attention_call_inside(arch, device, inside):
    """A beam-10 decoding step of ``arch`` as scripts/dispatch_count.py makes it
    (base layer counts at width 64, float16, auto's backend for CUDA in
    float16), on ``device``, with ``inside(True)`` called as each of the
    plugin's attention calls starts and ``inside(False)`` as it ends."""
    sys.path.insert(0, str(REPO / "scripts"))
    import dispatch_count

    model, _, _ = dispatch_count.benchmark.build(arch, dispatch_count.SIZE, tiny_dictionary(), torch.device(device),
                                                 torch.float16)
    for module in model.modules():
        if isinstance(module, PositionAttention):
            module.attention_backend = engine.auto_cuda(torch.float16, None)
            module.register_forward_pre_hook(lambda *_: inside(True))
            module.register_forward_hook(lambda *_: inside(False))
    model.decoder.set_beam_size(dispatch_count.BEAM)
    with inside_off(inside):
        step = dispatch_count.decoding_step(model, tiny_dictionary(), torch.device(device))
    step()


@contextlib.contextmanager
def inside_off(inside):
    """``inside`` told nothing while the search before the step runs."""
    inside.paused = True
    try:
        yield
    finally:
        inside.paused = False


class DeviceReads(TorchDispatchMode):
    """The operators of ``DEVICE_READS`` dispatched inside the plugin's attention calls, by name."""

    def __init__(self):
        super().__init__()
        self.found, self.active, self.paused, self.calls = [], False, False, 0

    def __call__(self, active):
        self.active = active and not self.paused
        self.calls += self.active

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        if self.active and func.overloadpacket.__name__ in DEVICE_READS:
            self.found.append(func.overloadpacket.__name__)
        return func(*args, **(kwargs or {}))


@functools.lru_cache(maxsize=1)
def tiny_dictionary():
    sys.path.insert(0, str(REPO / "scripts"))
    import benchmark

    return benchmark.make_dictionary()


@pytest.mark.parametrize("arch", DIET_ARCHS)
def test_a_decoding_steps_attention_calls_read_nothing_from_the_device(arch):
    # The CPU half of the test below: no operator inside the plugin's attention
    # calls of a decoding step reads a value back from the tensors (on a GPU, a
    # synchronisation); the encoder's pass (Shaw's in the triton kernels, stubbed
    # here) runs before. Its own check: a read inside would be seen.
    sys.path.insert(0, str(REPO / "scripts"))
    import dispatch_count

    reads = DeviceReads()
    with dispatch_count.as_on_cuda(), reads:
        decoding_step_with_each_attention_call_inside(arch, "cpu", reads)
    assert reads.calls == 12 and reads.found == [], reads.found  # (6 decoder layers, 2 attention calls each)
    with reads:
        reads(True)
        bool(torch.ones(1).any())
    assert reads.found == ["_local_scalar_dense"]


@CUDA
@pytest.mark.parametrize("arch", DIET_ARCHS)
def test_a_decoding_steps_attention_calls_do_not_synchronise_with_the_gpu(arch):
    # torch's sync debug mode set to "error" around each of the plugin's
    # attention calls of a beam-10 decoding step, auto's backend for float16.
    def inside(active):
        torch.cuda.set_sync_debug_mode("error" if active and not inside.paused else "default")

    inside.paused = False
    try:
        decoding_step_with_each_attention_call_inside(arch, "cuda", inside)
    finally:
        torch.cuda.set_sync_debug_mode("default")


@CUDA
@pytest.mark.parametrize("precision", ["--fp16", "--amp"])
@pytest.mark.parametrize("arch", DIET_ARCHS)
def test_fp16_training_and_generation_on_the_command_line(data_bin, tmp_path, arch, precision):
    # --fp16: the model in float16 (fairseq's loss scaling); --amp: float32 parameters, autocast's float16 products
    options = [option for option in TRAIN if option != "--cpu"]
    options[options.index("--max-update") + 1] = "30"
    result = run("fairseq-train", str(data_bin), "--user-dir", USER_DIR, "--arch", arch,
                 *TINY_MODEL, *options, "--save-dir", str(tmp_path), precision,
                 "--log-format", "simple", "--log-interval", "1")
    losses = [float(line.split("loss=")[1].split(",")[0])
              for line in result.stdout.splitlines() if "train_inner" in line and "loss=" in line]
    assert len(losses) >= 20 and all(loss == loss for loss in losses), result.stdout[-3000:]
    assert sum(losses[-5:]) < sum(losses[:5]), losses  # it learns, in spite of loss scaling
    result = run("fairseq-generate", str(data_bin), "--user-dir", USER_DIR,
                 "--path", str(tmp_path / "checkpoint_last.pt"), "--beam", "10", "--lenpen", "0.6",
                 "--fp16", "--max-tokens", "500")
    hypotheses = [line for line in result.stdout.splitlines() if line.startswith("H-")]
    assert len(hypotheses) == 12
    scores = [float(line.split("\t")[1]) for line in hypotheses]
    assert all(score == score and abs(score) < 100 for score in scores)


@CUDA
def test_the_attention_benchmark_times_the_kernels_on_cuda():
    # The kernels' own GPU time (torch.profiler) beside the event and host
    # times, in the module's layout: every way has all three, and the kernels'
    # time is not counted twice (it stays within half again the event time of
    # the same call, measured in other rounds).
    import subprocess
    import sys

    from model_helpers import REPO

    sys.path.insert(0, str(REPO / "scripts"))
    import attention_benchmark

    result = subprocess.run([sys.executable, str(REPO / "scripts" / "attention_benchmark.py"), "--dtypes", "fp16",
                             "--shapes", "4x64", "--repeats", "2", "--layout", "module", "--kernel-times",
                             "--kernel-breakdown", "shaw"],
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-3000:]
    lines = [line.split(" | ") for line in result.stdout.splitlines() if line.startswith("| fp16 | 4x64 |")]
    rows = [row for row in lines if len(row) == 8]
    ways = attention_benchmark.ways(4, 64, 8, 64, 16, torch.float16, "cuda", layout="module")
    assert [row[2] for row in rows] == list(ways), result.stdout
    for row in rows:
        event, host, kernels = float(row[3]), float(row[5]), float(row[6])
        assert event > 0 and host > 0 and 0 < kernels <= 1.5 * event, row
    # --kernel-breakdown shaw: Shaw's ways kernel by kernel, which sum to their kernels' time
    kernels = [row for row in lines if len(row) == 6]
    shaw = [row[2] for row in rows if "shaw" in row[2]]
    assert shaw and sorted({row[2] for row in kernels}) == sorted(shaw), result.stdout
    for way in shaw:
        parts = [float(row[4]) for row in kernels if row[2] == way]
        total = float(next(row[6] for row in rows if row[2] == way))
        assert all(part > 0 for part in parts) and abs(sum(parts) - total) <= 0.001 * len(parts) + 1e-9, way


@CUDA
def test_the_benchmark_gives_each_steps_gpu_time_on_cuda(tmp_path):
    # --kernel-times: the GPU time of each case's kernels (one more run under
    # torch.profiler) and its share of the median step, for every model.
    import subprocess
    import sys

    from model_helpers import REPO

    output = tmp_path / "benchmark.md"
    result = subprocess.run([sys.executable, str(REPO / "scripts" / "benchmark.py"), "--device", "cuda", "--fp16",
                             "--sizes", "small", "--lengths", "32", "--beam-lengths", "--tokens", "512",
                             "--repeats", "2", "--min-seconds", "0", "--archs", "transformer",
                             "transformer_diet_rel", "--kernel-times", "--output", str(output)],
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-3000:]
    rows = [line.split("|")[1:-1] for line in output.read_text().splitlines() if line.startswith("| small")]
    assert [row[1].strip() for row in rows] == ["transformer", "transformer_diet_rel"]
    for row in rows:
        gpu_ms, busy = float(row[8]), float(row[9])
        assert gpu_ms > 0 and 0 < busy <= 1.5, row
