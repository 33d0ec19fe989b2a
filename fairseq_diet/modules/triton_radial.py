"""TISA's distance term, f(d) = sum_s a_s exp(-|b_s| (d - c_s)^2) for every
layer group, head group and distance d, in one Triton kernel launch each way:
the ``triton`` backend's, and auto's on CUDA where triton runs (with RoPE's
rotation kernel, ``engine.Backend.triton_elementwise``). By torch operators
(``RadialBasisSum.evaluate``) the same sum is eight launches forward and about
fifteen backward per stack and forward pass, which at a GPU's small shapes,
where the host's launches bound a step, cost more than the sum itself.

Forward: one program per (layer group, head group) row and block of
distances, the kernels s as the columns of a (distances, kernels) tile,
summed along them. Backward, for the gradient g of f:

    da_s = sum_d g_d e_ds,   e_ds = exp(-|b_s| (d - c_s)^2)
    db_s = -sign(b_s) sum_d g_d a_s e_ds (d - c_s)^2
    dc_s = 2 |b_s| sum_d g_d a_s e_ds (d - c_s)

one program per row, over every distance in turn: no atomics, the same sums
in the same order on every run. The distances get no gradient (they are the
scheme's fixed offsets). Arithmetic in float32 for half precisions and
float32, float64 for float64; the results are rounded to the parameters'
dtype once.
"""

import torch
from torch import Tensor

from .triton_attention import _cdiv, _pow2
from .triton_launch import Launcher

try:
    import triton
    import triton.language as tl
except ImportError:  # the backends then keep the torch operators (engine.Backend.triton_elementwise)
    triton = None

BLOCK_D = 128  # distances per program (forward) and per step of the loop (backward)


if triton is not None:

    @triton.jit
    def _kernels(A, B, C, row, S, BLOCK_S: tl.constexpr, ACC: tl.constexpr):
        """Row ``row``'s a, b (its sign and |b|) and c, ``(BLOCK_S,)``, 0 past S."""
        offs_s = tl.arange(0, BLOCK_S)
        kernels = offs_s < S
        a = tl.load(A + row * S + offs_s, mask=kernels, other=0.0).to(ACC)
        b = tl.load(B + row * S + offs_s, mask=kernels, other=0.0).to(ACC)
        c = tl.load(C + row * S + offs_s, mask=kernels, other=0.0).to(ACC)
        sign = tl.where(b > 0, 1.0, tl.where(b < 0, -1.0, 0.0)).to(ACC)
        return a, sign, tl.abs(b), c

    @Launcher
    @triton.jit
    def _radial_forward(A, B, C, AT, OUT, S, D, BLOCK_S: tl.constexpr, BLOCK_D: tl.constexpr,
                        ACC: tl.constexpr):
        row = tl.program_id(0)
        offs_d = tl.program_id(1) * BLOCK_D + tl.arange(0, BLOCK_D)
        a, _, b, c = _kernels(A, B, C, row, S, BLOCK_S, ACC)
        z = tl.load(AT + offs_d, mask=offs_d < D, other=0.0).to(ACC)[:, None] - c[None, :]
        f = tl.sum(a[None, :] * tl.exp(-b[None, :] * z * z), 1)
        tl.store(OUT + row * D + offs_d, f.to(OUT.dtype.element_ty), mask=offs_d < D)

    @Launcher
    @triton.jit
    def _radial_backward(A, B, C, AT, GRAD, DA, DB, DC, S, D, BLOCK_S: tl.constexpr, BLOCK_D: tl.constexpr,
                         ACC: tl.constexpr):
        row = tl.program_id(0)
        a, sign, b, c = _kernels(A, B, C, row, S, BLOCK_S, ACC)
        da = tl.zeros((BLOCK_S,), ACC)
        dz2 = tl.zeros((BLOCK_S,), ACC)  # sum_d g_d e_ds (d - c_s)^2
        dz = tl.zeros((BLOCK_S,), ACC)  # sum_d g_d e_ds (d - c_s)
        for start in range(0, D, BLOCK_D):
            offs_d = start + tl.arange(0, BLOCK_D)
            z = tl.load(AT + offs_d, mask=offs_d < D, other=0.0).to(ACC)[:, None] - c[None, :]
            g = tl.load(GRAD + row * D + offs_d, mask=offs_d < D, other=0.0).to(ACC)  # 0 past D
            ge = g[:, None] * tl.exp(-b[None, :] * z * z)
            da += tl.sum(ge, 0)
            dz2 += tl.sum(ge * z * z, 0)
            dz += tl.sum(ge * z, 0)
        offs_s = tl.arange(0, BLOCK_S)
        kernels = offs_s < S
        tl.store(DA + row * S + offs_s, da.to(DA.dtype.element_ty), mask=kernels)
        tl.store(DB + row * S + offs_s, (-sign * a * dz2).to(DB.dtype.element_ty), mask=kernels)
        tl.store(DC + row * S + offs_s, (2 * b * a * dz).to(DC.dtype.element_ty), mask=kernels)


def _accumulation(dtype: torch.dtype):
    return tl.float64 if dtype == torch.float64 else tl.float32


class _RadialBasisSum(torch.autograd.Function):
    @staticmethod
    def forward(ctx, a: Tensor, b: Tensor, c: Tensor, at: Tensor) -> Tensor:
        a, b, c, at = a.contiguous(), b.contiguous(), c.contiguous(), at.contiguous()
        *lead, kernels = a.shape
        rows, distances = a.numel() // kernels, at.numel()
        out = a.new_empty(*lead, distances)
        if out.numel():
            _radial_forward[(rows, _cdiv(distances, BLOCK_D))](
                a, b, c, at, out, kernels, distances, BLOCK_S=max(2, _pow2(kernels)), BLOCK_D=BLOCK_D,
                ACC=_accumulation(a.dtype))
        ctx.save_for_backward(a, b, c, at)
        return out

    @staticmethod
    def backward(ctx, grad: Tensor):
        a, b, c, at = ctx.saved_tensors
        kernels = a.shape[-1]
        da, db, dc = torch.empty_like(a), torch.empty_like(b), torch.empty_like(c)
        if a.numel():
            _radial_backward[(a.numel() // kernels,)](
                a, b, c, at, grad.contiguous(), da, db, dc, kernels, at.numel(), BLOCK_S=max(2, _pow2(kernels)),
                BLOCK_D=BLOCK_D, ACC=_accumulation(a.dtype))
        return da, db, dc, None


def radial_basis_sum(amplitudes: Tensor, sharpness: Tensor, offsets: Tensor, at: Tensor) -> Tensor:
    """sum_s a_s exp(-|b_s| (d - c_s)^2) for a, b, c ``(layer_groups,
    head_groups, kernels)`` and the distances ``at`` ``(D,)`` (a's dtype):
    ``(layer_groups, head_groups, D)``, as ``RadialBasisSum.evaluate``."""
    return _RadialBasisSum.apply(amplitudes, sharpness, offsets, at)
