"""RoPE's rotation of queries and keys in one Triton kernel launch each way:
``rotation.py``'s ``triton`` form, the ``triton`` backend's (CUDA tensors, or
CPU tensors under ``TRITON_INTERPRET=1``). On a GPU the torch ops of the other
forms are a launch each (eight each way for the pairs' arithmetic): here a
call's q and k take one launch forward and one backward.

Each pair k of dimensions of a row at position m, with cos and sin of the
angle m theta_k from the table (``rotation_table``: float64 angles, made once
per stack and forward pass by ``PassState.rotation``), becomes, as in the
``real`` form (RoFormer, eq. 34):

    y_2k   = x_2k cos - x_2k+1 sin
    y_2k+1 = x_2k sin + x_2k+1 cos

The gradient is the rotation by -angle (a rotation's transpose is its
inverse): the same kernel with the sines negated (``SIGN``).

q and k go in one launch, each with its own table (a third grid axis picks
which), so a call whose keys sit at other positions than its queries
(cross-attention, a decoding step's new keys) is still one launch. One program
rotates a block of positions of one sentence, every head at once: a (positions,
heads, d) tile read and written whole, whose rows are loaded and stored 16 bytes
at a time where they are contiguous, as fairseq's heads are (the pairs are split
and joined again in registers), and whose block of the table is loaded once for
all its heads. Inputs are read through their strides (fairseq's heads are a
permuted view of the projection); outputs are contiguous, and the gradients
are written in the layout of the inputs, so that the backward of the
projection's view needs no copy. Arithmetic is in float32 for half precisions
and float32 (the table in float32), float64 for float64: half precisions are
rounded once, at the store, where the ``real`` form rounds after each
operation.
"""

from typing import List, Optional, Tuple

import torch
from torch import Tensor

from .triton_attention import _cdiv, _pow2
from .triton_launch import Launcher

try:
    import triton
    import triton.language as tl
except ImportError:  # the backend then says it cannot run (engine.Triton.unavailable)
    triton = None

# Elements per program (at most): its block of positions holds this many over the heads and head
# dimensions, rounded up to powers of two (at least one position). For fairseq's base size (8 heads of
# 64) 8 positions, 32 values per thread of four warps, read as four 16-byte loads.
PROGRAM_ELEMENTS = 4096
# The kernel's other constexprs: SIGN (1: by +angle, the forward pass; -1:
# the gradient), BLOCK_H, BLOCK_P: the heads and the pairs per row, rounded up to powers of two.


def table_dtype(dtype: torch.dtype) -> torch.dtype:
    """The dtype of the (cos, sin) table, and of the kernel's arithmetic, for tensors of ``dtype``."""
    return torch.float64 if dtype == torch.float64 else torch.float32


if triton is not None:

    @triton.jit
    def _rotate_block(X, TABLE, OUT, b, offs_l, L, H, sxb, sxh, sxl, sxd, stb, stl, sob, soh, sol, sod, D,
                      SIGN: tl.constexpr, BLOCK_H: tl.constexpr, BLOCK_P: tl.constexpr):
        """Rows ``offs_l`` (those < L) of every head of sentence b of X (bsz,
        H, L, D) rotated into OUT by the (cos, sin) pairs of TABLE (row
        stride stl, sentence stride stb: 0 where the sentences share it). The
        (positions, heads, D) tile is read whole and split into its pairs'
        even and odd halves; the table's rows, (positions, D / 2) pairs, are
        broadcast over the heads."""
        rows = offs_l[:, None, None]
        heads = tl.arange(0, BLOCK_H)[None, :, None]
        dims = tl.arange(0, 2 * BLOCK_P)[None, None, :]
        mask = (rows < L) & (heads < H) & (dims < D)
        x = tl.load(X + b * sxb + heads * sxh + rows * sxl + dims * sxd, mask=mask, other=0.0)
        even, odd = tl.split(tl.reshape(x, (x.shape[0], BLOCK_H, BLOCK_P, 2)))
        pairs = tl.arange(0, 2 * BLOCK_P)[None, :]
        turn = tl.load(TABLE + b * stb + offs_l[:, None] * stl + pairs, mask=(offs_l[:, None] < L) & (pairs < D),
                       other=0.0)
        cos, sin = tl.split(tl.reshape(turn, (turn.shape[0], BLOCK_P, 2)))
        cos = cos[:, None, :]
        sin = SIGN * sin[:, None, :]
        even = even.to(cos.dtype)
        odd = odd.to(cos.dtype)
        y = tl.reshape(tl.join(even * cos - odd * sin, even * sin + odd * cos), (x.shape[0], BLOCK_H, 2 * BLOCK_P))
        tl.store(OUT + b * sob + heads * soh + rows * sol + dims * sod, y.to(OUT.dtype.element_ty), mask=mask)

    @Launcher
    @triton.jit
    def _rotate(Q, Q_TABLE, Q_OUT, K, K_TABLE, K_OUT,
                sqb, sqh, sql, sqd, sqtb, sqtl, sqob, sqoh, sqol, sqod,
                skb, skh, skl, skd, sktb, sktl, skob, skoh, skol, skod,
                Bq, Bk, Lq, Lk, H, D, SIGN: tl.constexpr, BLOCK_L: tl.constexpr, BLOCK_H: tl.constexpr,
                BLOCK_P: tl.constexpr):
        """Program (block of positions, sentence, 0: q | 1: k)."""
        b = tl.program_id(1)
        offs_l = tl.program_id(0) * BLOCK_L + tl.arange(0, BLOCK_L)
        if tl.program_id(2) == 0:
            if b < Bq:
                _rotate_block(Q, Q_TABLE, Q_OUT, b, offs_l, Lq, H, sqb, sqh, sql, sqd, sqtb, sqtl,
                              sqob, sqoh, sqol, sqod, D, SIGN, BLOCK_H, BLOCK_P)
        else:
            if b < Bk:
                _rotate_block(K, K_TABLE, K_OUT, b, offs_l, Lk, H, skb, skh, skl, skd, sktb, sktl,
                              skob, skoh, skol, skod, D, SIGN, BLOCK_H, BLOCK_P)


def _launch(parts: List[Tuple[Tensor, Tensor, Tensor]], sign: int) -> None:
    """One launch for one or two (x, table, out): x ``(bsz, heads, len, d)``
    rotated into ``out`` by ``table`` ``(1 | bsz, 1, 1 | len, d / 2, 2)``, one
    program per sentence and block of positions (``_rotate_block``). Shapes
    and strides are read as tuples, once: at a decoding step this host work is
    the call's cost (triton_attention._FlashAttention)."""
    arguments, strides = [], []
    for x, table, out in parts:
        bsz, _, length, dims = x.shape
        sentences, _, rows, pairs, _ = table.shape
        table_stride = table.stride()
        if (pairs * 2 != dims or table_stride[4] != 1 or table_stride[3] != 2 or sentences not in (1, bsz)
                or rows not in (1, length)):
            raise ValueError(f"rope: a table of {pairs} contiguous (cos, sin) pairs per row, for 1 or {bsz} "
                             f"sentences of 1 or {length} positions, rotates x of shape {tuple(x.shape)}; "
                             f"got a table of shape {tuple(table.shape)}, strides {table_stride}")
        arguments += (x, table, out)
        # stride 0 where the sentences or positions share the table
        strides += (*x.stride(), 0 if sentences == 1 else table_stride[0], 0 if rows == 1 else table_stride[2],
                    *out.stride())
    if len(parts) == 1:  # q alone: the k program axis is empty
        arguments, strides = arguments * 2, strides * 2
    first, last = parts[0][0].shape, parts[-1][0].shape
    bsz, length = max(first[0], last[0]), max(first[2], last[2])
    if bsz * length == 0:
        return
    block_h, block_p = _pow2(first[1]), _pow2(first[3] // 2)
    block_l = min(_pow2(length), max(1, PROGRAM_ELEMENTS // (block_h * 2 * block_p)))
    grid = (_cdiv(length, block_l), bsz, len(parts))
    _rotate[grid](*arguments, *strides, first[0], last[0], first[2], last[2], first[1], first[3], SIGN=sign,
                  BLOCK_L=block_l, BLOCK_H=block_h, BLOCK_P=block_p)


def _rotated(xs: List[Tensor], tables: List[Tensor]) -> List[Tensor]:
    """xs rotated by their tables into new contiguous tensors, one launch."""
    outs = [torch.empty_like(x, memory_format=torch.contiguous_format) for x in xs]  # half torch.empty's host time
    _launch(list(zip(xs, tables, outs)), 1)
    return outs


class _Rotation(torch.autograd.Function):
    """q (and k) rotated by their tables, one launch each way."""

    @staticmethod
    def forward(ctx, q, q_table, k, k_table):
        xs = [x for x in (q, k) if x is not None]
        tables = [t for t in (q_table, k_table) if t is not None]
        outs = _rotated(xs, tables)
        ctx.save_for_backward(*tables)
        # The inputs' layouts, for their gradients (written as the inputs lie: no copy behind their views).
        ctx.layouts = [(x.shape, x.stride()) for x in xs]
        ctx.set_materialize_grads(False)
        return tuple(outs)

    @staticmethod
    @torch.autograd.function.once_differentiable
    def backward(ctx, *grads):
        tables = ctx.saved_tensors
        dxs = [None, None]
        parts = []
        for index, (grad, table, (shape, stride)) in enumerate(zip(grads, tables, ctx.layouts)):
            if grad is None:  # an output that took no part in the loss: no gradient
                continue
            dxs[index] = torch.empty_strided(shape, stride, dtype=grad.dtype, device=grad.device)
            parts.append((grad, table, dxs[index]))
        if parts:
            _launch(parts, -1)
        return dxs[0], None, dxs[1], None


def _differentiable(*xs: Tensor) -> bool:
    """Whether a gradient is to come through xs (else no autograd node: a decoding step's host time)."""
    return torch.is_grad_enabled() and any(x.requires_grad for x in xs)


def rotate(x: Tensor, table: Tensor) -> Tensor:
    """x ``(bsz, heads, len, d)`` rotated by ``table``, ``rotation_table``'s
    ``(1 | bsz, 1, len, d / 2, 2)`` in ``table_dtype(x.dtype)``."""
    if not _differentiable(x, table):
        return _rotated([x], [table])[0]
    (out,) = _Rotation.apply(x, table, None, None)
    return out


def rotate_pair(q: Tensor, q_table: Tensor, k: Tensor, k_table: Optional[Tensor] = None,
                in_place: bool = False) -> Tuple[Tensor, Tensor]:
    """q and k, of as many heads of one size, rotated by their tables (k's:
    q's where None) in one launch each way. With ``in_place``, a call through
    which no gradient is to come (a decoding step, an evaluation) writes its
    results into q and k and returns them: no allocation; each program reads
    its block whole before it writes it."""
    if q.shape[1] != k.shape[1] or q.shape[3] != k.shape[3]:
        raise ValueError(f"rope: q and k rotate in one launch with as many heads of one size; got "
                         f"{tuple(q.shape)} and {tuple(k.shape)}")
    k_table = q_table if k_table is None else k_table
    if not _differentiable(q, q_table, k, k_table):
        if in_place:
            _launch([(q, q_table, q), (k, k_table, k)], 1)
            return q, k
        return tuple(_rotated([q, k], [q_table, k_table]))
    return _Rotation.apply(q, q_table, k, k_table)
