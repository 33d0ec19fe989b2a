"""RoPE's rotation in one Triton kernel launch each way (the ``triton`` form,
fairseq_diet/modules/triton_rotation.py), here through Triton's interpreter at
tiny sizes, against rotation.py's ``real`` form (the pairs' arithmetic by torch
ops) in float64: queries and keys together and apart, shared and per-sentence
positions, strided inputs, forward and backward. Its parity with the float64
loop formulas inside attention is in test_attention_parity.py."""

import pytest
import torch

import model_helpers  # noqa: F401  (puts the repo on sys.path)
from fairseq_diet.modules import engine
from fairseq_diet.modules.rotation import rotate, rotation_table

CPU = torch.device("cpu")
pytestmark = pytest.mark.skipif(engine.BACKENDS["triton"].unavailable(CPU, torch.float32) is not None,
                                reason="triton is not installed, or TRITON_INTERPRET is not 1")
HEADS, HEAD_DIM = 3, 6  # BLOCK_H (4) masks a head, and BLOCK_P (4) a pair


@pytest.fixture(autouse=True, params=[None, 64], ids=["one block", "blocks of two positions"])
def program_elements(request, monkeypatch):
    """Every test with the kernel's blocks as they come (one block of positions
    per sentence at these sizes) and with blocks of two positions (at most 64
    elements per program: 2 positions x 4 heads x 8 dimensions), so that a
    sentence spans several programs."""
    from fairseq_diet.modules import triton_rotation

    if request.param is not None:
        monkeypatch.setattr(triton_rotation, "PROGRAM_ELEMENTS", request.param)


def angles(sentences, length, seed):
    """float64 angles (sentences, length, HEAD_DIM / 2), as RoPE's at positions up to 40."""
    generator = torch.Generator().manual_seed(seed)
    return torch.rand(sentences, length, HEAD_DIM // 2, generator=generator, dtype=torch.float64) * 40


def head_view(bsz, length, dtype, seed, layout):
    """(bsz, HEADS, length, HEAD_DIM) float64 values in ``dtype``, laid out as
    fairseq's heads (a permuted view of the projection, ``projection``), with
    every other element of a wider tensor (``strided``), or contiguous."""
    generator = torch.Generator().manual_seed(seed)
    if layout == "projection":
        x = torch.randn(length, bsz, HEADS, HEAD_DIM, generator=generator, dtype=torch.float64)
        return x.to(dtype).permute(1, 2, 0, 3)
    if layout == "strided":
        x = torch.randn(bsz, HEADS, length, 2 * HEAD_DIM, generator=generator, dtype=torch.float64)
        return x.to(dtype)[..., ::2]
    return torch.randn(bsz, HEADS, length, HEAD_DIM, generator=generator, dtype=torch.float64).to(dtype)


def outputs_and_gradients(rotation, inputs, seed=5):
    """rotation(*inputs) and the gradients of a random weighting of its outputs."""
    inputs = [x.detach().requires_grad_() for x in inputs]
    outs = rotation(*inputs)
    generator = torch.Generator().manual_seed(seed)
    loss = sum((o * torch.randn(o.shape, generator=generator, dtype=torch.float64).to(o.dtype)).sum() for o in outs)
    return [o.detach() for o in outs] + list(torch.autograd.grad(loss, inputs))


def real_form(x, x_angles):
    return rotate(x, rotation_table(x_angles, "real", x.dtype), "real")


def triton_form(x, x_angles):
    return rotate(x, rotation_table(x_angles, "triton", x.dtype), "triton")


# (q's and k's sentences, q's and k's lengths, q's and k's rows of positions,
# layout): one row is shared by the batch.
CASES = {
    "self, shared positions": (3, 3, 5, 5, 1, 1, "projection"),
    "self, per sentence": (3, 3, 5, 5, 3, 3, "projection"),
    "cross, strided": (2, 2, 4, 7, 1, 2, "strided"),
    "decoding step": (3, 3, 1, 1, 3, 3, "contiguous"),
    "cross, beams as sentences": (4, 2, 1, 3, 4, 2, "projection"),  # keys once per sentence of 2 beams
}


FLOAT64, FLOAT32 = (torch.float64, 1e-12), (torch.float32, 2e-6)


@pytest.mark.parametrize("case,dtype,tolerance,together", [  # interpreted: each case costs 0.2 s
    *((case, *FLOAT64, True) for case in sorted(CASES)),
    ("self, per sentence", *FLOAT64, False), ("cross, strided", *FLOAT64, False),
    ("self, per sentence", *FLOAT32, True), ("cross, strided", *FLOAT32, True)])
def test_the_fused_rotation_equals_the_real_form(case, dtype, tolerance, together):
    from fairseq_diet.modules.triton_rotation import rotate_pair

    q_bsz, k_bsz, q_len, k_len, q_rows, k_rows, layout = CASES[case]
    q, k = head_view(q_bsz, q_len, dtype, 1, layout), head_view(k_bsz, k_len, dtype, 2, layout)
    q_angles, k_angles = angles(q_rows, q_len, 3), angles(k_rows, k_len, 4)
    if case.startswith("self") and q_rows == 1:
        k_angles = q_angles  # one table for both, as self-attention's

    def fused(q, k):
        if together:
            q_table = rotation_table(q_angles, "triton", dtype)
            k_table = q_table if k_angles is q_angles else rotation_table(k_angles, "triton", dtype)
            return rotate_pair(q, q_table, k, k_table)
        return triton_form(q, q_angles), triton_form(k, k_angles)

    got = outputs_and_gradients(fused, [q, k])
    want = outputs_and_gradients(lambda q, k: (real_form(q, q_angles), real_form(k, k_angles)), [q, k])
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w, rtol=0, atol=tolerance)
    # outputs contiguous (the flash kernel's layout); gradients laid out as the inputs
    assert got[0].is_contiguous() and got[1].is_contiguous()
    if layout != "strided":
        assert got[2].stride() == q.stride() and got[3].stride() == k.stride()


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16])
def test_half_precisions_are_rounded_once(dtype):
    # The arithmetic in float32 from a float32 table: within one unit in the
    # last place of the float64 rotation of the same inputs.
    x = head_view(3, 5, dtype, 1, "projection")
    x_angles = angles(3, 5, 3)
    got = triton_form(x, x_angles).double()
    want = real_form(x.double(), x_angles)
    assert rotation_table(x_angles, "triton", dtype).dtype == torch.float32
    assert bool(((got - want).abs() <= want.abs() * torch.finfo(dtype).eps + 1e-30).all())


def test_the_fused_rotation_passes_gradcheck():
    from fairseq_diet.modules.triton_rotation import rotate_pair

    q, k = head_view(2, 3, torch.float64, 1, "projection"), head_view(2, 2, torch.float64, 2, "strided")
    q_table = rotation_table(angles(1, 3, 3), "triton", torch.float64)
    k_table = rotation_table(angles(2, 2, 4), "triton", torch.float64)
    # fast_mode: the Jacobian along random directions (element by element, the
    # interpreter would take 24 s)
    assert torch.autograd.gradcheck(lambda q, k: rotate_pair(q, q_table, k, k_table),
                                    (q.detach().requires_grad_(), k.detach().requires_grad_()), fast_mode=True)


@pytest.mark.parametrize("case", ["decoding step", "cross, beams as sentences"])
def test_without_a_gradient_to_come_the_rotation_makes_no_autograd_node(case):
    # A decoding step's call skips autograd's Function (its host time is the
    # step's cost on a GPU) and gives the values of the differentiable call.
    from fairseq_diet.modules.triton_rotation import rotate_pair

    q_bsz, k_bsz, q_len, k_len, q_rows, k_rows, layout = CASES[case]
    q, k = head_view(q_bsz, q_len, torch.float64, 1, layout), head_view(k_bsz, k_len, torch.float64, 2, layout)
    q_table = rotation_table(angles(q_rows, q_len, 3), "triton", torch.float64)
    k_table = rotation_table(angles(k_rows, k_len, 4), "triton", torch.float64)
    with torch.no_grad():
        plain = rotate_pair(q, q_table, k, k_table)
    tracked = rotate_pair(q.requires_grad_(), q_table, k, k_table)
    assert all(x.grad_fn is None for x in plain) and tracked[0].grad_fn is not None
    for got, want in zip(plain, tracked):
        torch.testing.assert_close(got, want.detach(), rtol=0, atol=0)
    assert plain[0].is_contiguous() and plain[1].is_contiguous()


@pytest.mark.parametrize("case", ["decoding step", "cross, beams as sentences", "self, per sentence",
                                  "cross, strided"])
def test_in_place_the_rotation_writes_into_q_and_k_where_no_gradient_is_to_come(case):
    # A decoding step's q and k (new projections) are rotated where they lie:
    # the same values as into new tensors, in every layout (blocks of several
    # positions and heads read whole before they are written); with a
    # gradient to come, in_place changes nothing.
    from fairseq_diet.modules.triton_rotation import rotate_pair

    q_bsz, k_bsz, q_len, k_len, q_rows, k_rows, layout = CASES[case]
    q, k = head_view(q_bsz, q_len, torch.float64, 1, layout), head_view(k_bsz, k_len, torch.float64, 2, layout)
    q_table = rotation_table(angles(q_rows, q_len, 3), "triton", torch.float64)
    k_table = rotation_table(angles(k_rows, k_len, 4), "triton", torch.float64)
    want = (real_form(q, angles(q_rows, q_len, 3)), real_form(k, angles(k_rows, k_len, 4)))
    q_before, k_before = q.clone(), k.clone()
    tracked = rotate_pair(q.requires_grad_(), q_table, k, k_table, in_place=True)
    assert tracked[0] is not q and tracked[1] is not k and tracked[0].grad_fn is not None
    assert torch.equal(q.detach(), q_before) and torch.equal(k, k_before)
    q = q.detach()
    with torch.no_grad():
        got = rotate_pair(q, q_table, k, k_table, in_place=True)
    assert got[0] is q and got[1] is k
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w, rtol=0, atol=1e-12)


def test_a_table_that_does_not_fit_is_refused_with_both_shapes():
    from fairseq_diet.modules.triton_rotation import rotate_pair

    q = head_view(2, 3, torch.float64, 1, "projection")
    table = rotation_table(angles(1, 4, 3), "triton", torch.float64)  # 4 positions for 3
    shapes = rf"rope: .* x of shape \(2, {HEADS}, 3, 6\).* table of shape \(1, 1, 4, 3, 2\)"
    with pytest.raises(ValueError, match=shapes):
        rotate_pair(q, table, q)


def test_a_rotated_tensor_outside_the_loss_gets_no_gradient():
    from fairseq_diet.modules.triton_rotation import rotate_pair

    q, k = (head_view(2, 3, torch.float64, seed, "contiguous").requires_grad_() for seed in (1, 2))
    table = rotation_table(angles(1, 3, 3), "triton", torch.float64)
    rotated_q, _ = rotate_pair(q, table, k, table)
    rotated_q.sum().backward()
    assert k.grad is None
    torch.testing.assert_close(q.grad, real_form(torch.ones_like(q), -angles(1, 3, 3)), rtol=0, atol=1e-12)


@pytest.mark.parametrize("backend", ["triton", "auto on cuda"])
def test_the_triton_backend_takes_the_fused_form_where_its_offsets_reach(backend):
    backend = engine.AUTO_CUDA if backend == "auto on cuda" else engine.BACKENDS[backend]
    assert backend.rotation_form(head_view(2, 3, torch.float16, 1, "projection")) == "triton"
    # 32-bit offsets would overflow: the torch ops' form (complex where the pairs allow)
    huge = torch.empty_strided((2, 2, 3, 4), (2 ** 31, 4, 8, 1), dtype=torch.float32, device="meta")
    assert backend.rotation_form(huge) == "complex"
    # sdpa named: the torch ops' forms
    assert engine.BACKENDS["sdpa"].rotation_form(head_view(2, 3, torch.float16, 1, "projection")) == "real"


def test_decoding_steps_rotate_by_the_fused_kernel_and_equal_the_full_forward(monkeypatch):
    # A step's explicit path takes the fused rotation too: its query and its
    # new key, each at the step's position, in one launch per layer and step.
    from model_helpers import assert_incremental_equals_full, build_model
    from fairseq_diet.modules import triton_rotation

    launches = []
    launch = triton_rotation._launch
    monkeypatch.setattr(triton_rotation, "_launch",
                        lambda parts, *rest: launches.append(len(parts)) or launch(parts, *rest))
    model, dictionary = build_model("transformer_rope", ["--attention-backend", "triton"], layers=1, heads=2)
    model.decoder.set_beam_size(3)
    assert_incremental_equals_full(model, dictionary, [4], 3, reorder_at=1, new_order=[1, 1, 0],
                                   atol=1e-9)
    # two full passes (encoder and decoder self-attention), the encoder once more, three steps
    assert launches == [2] * (2 * 2 + 1 + 3)


@pytest.mark.parametrize("backend", ["compiled", "triton"])
def test_a_search_makes_its_rotation_table_once_and_again_only_when_its_positions_grow(backend, monkeypatch):
    # A search whose targets all start at column 0 keeps the positions 0, 1,
    # ... in its incremental state (grown by doubling: 16, then 34 here) and
    # hands each step a slice of them; the rotation table of that range is
    # kept beside it and each step rotates by the same slice of it, where a
    # table per step cost five operators. The steps equal the full forward
    # pass, across a reorder and the range's growth (20 steps).
    from model_helpers import assert_incremental_equals_full, build_model
    from fairseq_diet.modules import pass_state

    if engine.BACKENDS[backend].unavailable(CPU, torch.float64) is not None:
        pytest.skip(f"the {backend} backend cannot run here")
    made = []
    rotation_table = pass_state.rotation_table
    monkeypatch.setattr(pass_state, "rotation_table",
                        lambda angles, *rest: made.append(angles.size(-2)) or rotation_table(angles, *rest))
    model, dictionary = build_model("transformer_rope", ["--attention-backend", backend], layers=1, heads=2)
    model.decoder.set_beam_size(3)
    assert_incremental_equals_full(model, dictionary, [4], 20, reorder_at=5, new_order=[1, 1, 0], atol=1e-9)
    # the full passes (encoder 4 positions and decoder 20, twice), the encoder once more; the search's two ranges
    assert made == [4, 20, 4, 20, 4, 16, 34], made
