"""Flash attention with a per-head distance term read inside the kernel: the
``triton`` backend's kernels (Triton; CUDA tensors, or CPU tensors under
``TRITON_INTERPRET=1``, Triton's interpreter, as the tests run them).

For queries i and keys j of sentence b and head h (q already scaled by
1/sqrt(d_h)):

    s_ij  = q_i . k_j + values[h, qpos[b, i] - kpos[b, j] + Tk - 1]   (masked: -inf)
    out_i = sum_j softmax_j(s_ij) v_j

``values`` is a distance kind's term for one layer, one value per head group
and distance i - j from -(Tk - 1) to Tq - 1 (Diet-Rel, T5, TISA, ALiBi;
clipping and buckets are already in it), read by index: no (bsz, heads, Tq, Tk)
tensor is written in either pass. Without a term (``values`` None) it is plain
flash attention. Masks come as flags and per-key vectors: ``key_padding``
``(bsz, Tk)`` and ``causal`` (key j > query i hidden).

Forward (one program per sentence, head and block of BLOCK_M query rows): the
online softmax over blocks of BLOCK_N keys, keeping the running maximum m_i,
the running sum l_i and the unnormalised output acc; it stores the output and
lse = m_i + log(l_i) per row. A row with no key at all gets zeros and lse = +inf.

Backward (the probabilities rebuilt from lse, never stored):

    P = exp(s - lse),  dP = dO v^T,  dS = P * (dP - delta),  delta_i = dO_i . out_i
    dq = dS k,  dk = dS^T q,  dv = P^T dO,  dvalues[h, r] = sum over (b, i, j) at distance r of dS

One program per key block computes dk and dv (looping over query blocks), one
per query block dq and the term's gradient, whose entries it adds atomically
into the ``(heads, Tq + Tk - 1)`` gradient. Accumulation is in float32 (float64
for float64 inputs, as the tests take them).
"""

import torch
from torch import Tensor

try:
    import triton
    import triton.language as tl
except ImportError:  # the backend then says it cannot run (engine.Triton.unavailable)
    triton = None

BLOCK_M = 32  # query rows per program
BLOCK_N = 32  # keys per step of a program's loop

if triton is not None:

    @triton.jit
    def _rows(PTR, base, offs, stride, offs_d, limit, D):
        """The rows ``offs`` (those < limit) and dimensions ``offs_d`` (< D) of
        the (rows, dims) matrix at PTR + base with row stride ``stride``; 0 elsewhere."""
        return tl.load(PTR + base + offs[:, None] * stride + offs_d[None, :],
                       mask=(offs[:, None] < limit) & (offs_d[None, :] < D), other=0.0)

    @triton.jit
    def _scores(q, k, offs_m, offs_n, b, h, VALUES, QPOS, KPOS, KEY_PADDING, stride_vh, stride_qpos,
                stride_kpos, stride_pad, Tq, Tk, HAS_TERM: tl.constexpr, HAS_PADDING: tl.constexpr,
                CAUSAL: tl.constexpr, ACC: tl.constexpr):
        """s = q k^T + the term, -inf where masked: (BLOCK_M, BLOCK_N), in ACC."""
        s = tl.dot(q, tl.trans(k)).to(ACC)
        valid = (offs_m[:, None] < Tq) & (offs_n[None, :] < Tk)
        if HAS_TERM:
            qpos = tl.load(QPOS + b * stride_qpos + offs_m, mask=offs_m < Tq, other=0)
            kpos = tl.load(KPOS + b * stride_kpos + offs_n, mask=offs_n < Tk, other=0)
            distance = qpos[:, None] - kpos[None, :] + Tk - 1  # index of i - j
            s += tl.load(VALUES + h * stride_vh + distance, mask=valid, other=0.0).to(ACC)
        if HAS_PADDING:
            padded = tl.load(KEY_PADDING + b * stride_pad + offs_n, mask=offs_n < Tk, other=1)
            valid = valid & (padded[None, :] == 0)
        if CAUSAL:
            valid = valid & (offs_n[None, :] <= offs_m[:, None])
        return tl.where(valid, s, float("-inf"))

    @triton.jit
    def _forward(Q, K, V, VALUES, QPOS, KPOS, KEY_PADDING, OUT, LSE,
                 sqb, sqh, sqm, skb, skh, skn, svb, svh, svn, sob, soh, som,
                 stride_vh, stride_qpos, stride_kpos, stride_pad, H, Tq, Tk, DQK, DV,
                 HAS_TERM: tl.constexpr, HAS_PADDING: tl.constexpr, CAUSAL: tl.constexpr,
                 BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_DQK: tl.constexpr, BLOCK_DV: tl.constexpr,
                 ACC: tl.constexpr):
        start_m = tl.program_id(0)
        bh = tl.program_id(1)
        b, h = bh // H, bh % H
        offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
        offs_e = tl.arange(0, BLOCK_DQK)  # dimensions of q and k
        offs_f = tl.arange(0, BLOCK_DV)  # dimensions of v and the output
        rows = offs_m < Tq
        q = _rows(Q, b * sqb + h * sqh, offs_m, sqm, offs_e, Tq, DQK)
        m_i = tl.full((BLOCK_M,), float("-inf"), ACC)
        l_i = tl.zeros((BLOCK_M,), ACC)
        acc = tl.zeros((BLOCK_M, BLOCK_DV), ACC)
        end = Tk
        if CAUSAL:
            end = tl.minimum(Tk, (start_m + 1) * BLOCK_M)
        for start_n in range(0, end, BLOCK_N):
            offs_n = start_n + tl.arange(0, BLOCK_N)
            k = _rows(K, b * skb + h * skh, offs_n, skn, offs_e, Tk, DQK)
            v = _rows(V, b * svb + h * svh, offs_n, svn, offs_f, Tk, DV)
            s = _scores(q, k, offs_m, offs_n, b, h, VALUES, QPOS, KPOS, KEY_PADDING, stride_vh, stride_qpos,
                        stride_kpos, stride_pad, Tq, Tk, HAS_TERM, HAS_PADDING, CAUSAL, ACC)
            m_new = tl.maximum(m_i, tl.max(s, 1))
            m_safe = tl.where(m_new == float("-inf"), 0.0, m_new)  # a row with no key yet
            alpha = tl.exp(m_i - m_safe)
            p = tl.exp(s - m_safe[:, None])
            l_i = l_i * alpha + tl.sum(p, 1)
            acc = acc * alpha[:, None] + tl.dot(p.to(v.dtype), v).to(ACC)
            m_i = m_new
        seen = l_i > 0
        out = acc / tl.where(seen, l_i, 1.0)[:, None]
        lse = tl.where(seen, m_i + tl.log(tl.where(seen, l_i, 1.0)), float("inf"))
        tl.store(OUT + b * sob + h * soh + offs_m[:, None] * som + offs_f[None, :], out.to(OUT.dtype.element_ty),
                 mask=rows[:, None] & (offs_f[None, :] < DV))
        tl.store(LSE + bh * Tq + offs_m, lse, mask=rows)

    @triton.jit
    def _backward_keys(Q, K, V, VALUES, QPOS, KPOS, KEY_PADDING, DOUT, LSE, DELTA, DK, DV_OUT,
                       sqb, sqh, sqm, skb, skh, skn, svb, svh, svn, sdb, sdh, sdm,
                       stride_vh, stride_qpos, stride_kpos, stride_pad, H, Tq, Tk, DQK, DV,
                       HAS_TERM: tl.constexpr, HAS_PADDING: tl.constexpr, CAUSAL: tl.constexpr,
                       BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_DQK: tl.constexpr,
                       BLOCK_DV: tl.constexpr, ACC: tl.constexpr):
        """dk and dv of one block of keys, over every block of queries."""
        start_n = tl.program_id(0)
        bh = tl.program_id(1)
        b, h = bh // H, bh % H
        offs_n = start_n * BLOCK_N + tl.arange(0, BLOCK_N)
        offs_e = tl.arange(0, BLOCK_DQK)
        offs_f = tl.arange(0, BLOCK_DV)
        keys_e = (offs_n[:, None] < Tk) & (offs_e[None, :] < DQK)
        keys_f = (offs_n[:, None] < Tk) & (offs_f[None, :] < DV)
        k = _rows(K, b * skb + h * skh, offs_n, skn, offs_e, Tk, DQK)
        v = _rows(V, b * svb + h * svh, offs_n, svn, offs_f, Tk, DV)
        dk = tl.zeros((BLOCK_N, BLOCK_DQK), ACC)
        dv = tl.zeros((BLOCK_N, BLOCK_DV), ACC)
        first = 0
        if CAUSAL:
            first = (start_n * BLOCK_N // BLOCK_M) * BLOCK_M  # earlier queries see none of these keys
        for start_m in range(first, Tq, BLOCK_M):
            offs_m = start_m + tl.arange(0, BLOCK_M)
            q = _rows(Q, b * sqb + h * sqh, offs_m, sqm, offs_e, Tq, DQK)
            do = _rows(DOUT, b * sdb + h * sdh, offs_m, sdm, offs_f, Tq, DV)
            lse = tl.load(LSE + bh * Tq + offs_m, mask=offs_m < Tq, other=float("inf"))
            delta = tl.load(DELTA + bh * Tq + offs_m, mask=offs_m < Tq, other=0.0)
            s = _scores(q, k, offs_m, offs_n, b, h, VALUES, QPOS, KPOS, KEY_PADDING, stride_vh, stride_qpos,
                        stride_kpos, stride_pad, Tq, Tk, HAS_TERM, HAS_PADDING, CAUSAL, ACC)
            p = tl.exp(s - lse[:, None])  # (BLOCK_M, BLOCK_N)
            dv += tl.dot(tl.trans(p).to(do.dtype), do).to(ACC)
            dp = tl.dot(do, tl.trans(v)).to(ACC)
            ds = p * (dp - delta[:, None])
            dk += tl.dot(tl.trans(ds).to(q.dtype), q).to(ACC)
        tl.store(DK + b * skb + h * skh + offs_n[:, None] * skn + offs_e[None, :], dk.to(DK.dtype.element_ty),
                 mask=keys_e)
        tl.store(DV_OUT + b * svb + h * svh + offs_n[:, None] * svn + offs_f[None, :],
                 dv.to(DV_OUT.dtype.element_ty), mask=keys_f)

    @triton.jit
    def _backward_queries(Q, K, V, VALUES, QPOS, KPOS, KEY_PADDING, DOUT, LSE, DELTA, DQ, DVALUES,
                          sqb, sqh, sqm, skb, skh, skn, svb, svh, svn, sdb, sdh, sdm,
                          stride_vh, stride_qpos, stride_kpos, stride_pad, H, Tq, Tk, DQK, DV,
                          HAS_TERM: tl.constexpr, HAS_PADDING: tl.constexpr, CAUSAL: tl.constexpr,
                          BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_DQK: tl.constexpr,
                          BLOCK_DV: tl.constexpr, ACC: tl.constexpr):
        """dq of one block of queries, over every block of keys, and its share
        of the term's gradient."""
        start_m = tl.program_id(0)
        bh = tl.program_id(1)
        b, h = bh // H, bh % H
        offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
        offs_e = tl.arange(0, BLOCK_DQK)
        offs_f = tl.arange(0, BLOCK_DV)
        rows_e = (offs_m[:, None] < Tq) & (offs_e[None, :] < DQK)
        q = _rows(Q, b * sqb + h * sqh, offs_m, sqm, offs_e, Tq, DQK)
        do = _rows(DOUT, b * sdb + h * sdh, offs_m, sdm, offs_f, Tq, DV)
        lse = tl.load(LSE + bh * Tq + offs_m, mask=offs_m < Tq, other=float("inf"))
        delta = tl.load(DELTA + bh * Tq + offs_m, mask=offs_m < Tq, other=0.0)
        dq = tl.zeros((BLOCK_M, BLOCK_DQK), ACC)
        if HAS_TERM:
            qpos = tl.load(QPOS + b * stride_qpos + offs_m, mask=offs_m < Tq, other=0)
        end = Tk
        if CAUSAL:
            end = tl.minimum(Tk, (start_m + 1) * BLOCK_M)
        for start_n in range(0, end, BLOCK_N):
            offs_n = start_n + tl.arange(0, BLOCK_N)
            k = _rows(K, b * skb + h * skh, offs_n, skn, offs_e, Tk, DQK)
            v = _rows(V, b * svb + h * svh, offs_n, svn, offs_f, Tk, DV)
            s = _scores(q, k, offs_m, offs_n, b, h, VALUES, QPOS, KPOS, KEY_PADDING, stride_vh, stride_qpos,
                        stride_kpos, stride_pad, Tq, Tk, HAS_TERM, HAS_PADDING, CAUSAL, ACC)
            p = tl.exp(s - lse[:, None])
            dp = tl.dot(do, tl.trans(v)).to(ACC)
            ds = p * (dp - delta[:, None])
            dq += tl.dot(ds.to(k.dtype), k).to(ACC)
            if HAS_TERM:
                kpos = tl.load(KPOS + b * stride_kpos + offs_n, mask=offs_n < Tk, other=0)
                distance = qpos[:, None] - kpos[None, :] + Tk - 1
                tl.atomic_add(DVALUES + h * (Tq + Tk - 1) + distance, ds,
                              mask=(offs_m[:, None] < Tq) & (offs_n[None, :] < Tk))
        tl.store(DQ + b * sqb + h * sqh + offs_m[:, None] * sqm + offs_e[None, :], dq.to(DQ.dtype.element_ty),
                 mask=rows_e)


def _accumulation(dtype: torch.dtype) -> torch.dtype:
    """float32 accumulation for half precisions and float32; float64 keeps its own."""
    return torch.float64 if dtype == torch.float64 else torch.float32


def _positions(positions: Tensor, length: int) -> Tensor:
    """(1 | bsz, len) positions as int32 rows, and their batch stride (0: one row for all)."""
    positions = positions.to(torch.int32).contiguous()
    return positions, (0 if positions.size(0) == 1 else positions.stride(0))


class _DistanceAttention(torch.autograd.Function):
    @staticmethod
    def forward(ctx, q, k, v, values, qpos, kpos, key_padding, causal):
        bsz, heads, tq, _ = q.shape
        tk = k.size(2)
        q, k, v = q.contiguous(), k.contiguous(), v.contiguous()
        out = q.new_empty(bsz, heads, tq, v.size(3))
        lse = torch.empty(bsz, heads, tq, dtype=_accumulation(q.dtype), device=q.device)
        args = _arguments(q, k, v, values, qpos, kpos, key_padding, causal)
        grid = (triton.cdiv(tq, BLOCK_M), bsz * heads)
        _forward[grid](q, k, v, *args.pointers, out, lse, *q.stride()[:3], *k.stride()[:3], *v.stride()[:3],
                       *out.stride()[:3], *args.strides, heads, tq, tk, q.size(3), v.size(3), **args.flags)
        ctx.save_for_backward(q, k, v, values, out, lse, *args.saved)
        ctx.args = args
        return out

    @staticmethod
    def backward(ctx, grad_out):
        q, k, v, values, out, lse, *_ = ctx.saved_tensors
        args = ctx.args
        bsz, heads, tq, _ = q.shape
        tk = k.size(2)
        grad_out = grad_out.contiguous()
        acc = _accumulation(q.dtype)
        delta = (grad_out.to(acc) * out.to(acc)).sum(-1)  # (bsz, heads, Tq)
        dq, dk, dv = torch.empty_like(q), torch.empty_like(k), torch.empty_like(v)
        dvalues = None
        if values is not None:
            dvalues = torch.zeros(heads, tq + tk - 1, dtype=acc, device=q.device)
        common = (*q.stride()[:3], *k.stride()[:3], *v.stride()[:3], *grad_out.stride()[:3], *args.strides,
                  heads, tq, tk, q.size(3), v.size(3))
        _backward_keys[(triton.cdiv(tk, BLOCK_N), bsz * heads)](
            q, k, v, *args.pointers, grad_out, lse, delta, dk, dv, *common, **args.flags)
        _backward_queries[(triton.cdiv(tq, BLOCK_M), bsz * heads)](
            q, k, v, *args.pointers, grad_out, lse, delta, dq, dvalues if dvalues is not None else dq,
            *common, **args.flags)
        if dvalues is not None:
            # (heads, L) by head; a term shared by the heads sums them
            dvalues = dvalues.sum(0, keepdim=True) if values.size(0) == 1 else dvalues
            dvalues = dvalues.to(values.dtype)
        return dq, dk, dv, dvalues, None, None, None, None


class _Arguments:
    """The term, positions and padding as the kernels take them: pointers,
    strides and constexpr flags."""

    def __init__(self, pointers, strides, flags, saved):
        self.pointers, self.strides, self.flags, self.saved = pointers, strides, flags, saved


def _arguments(q, k, v, values, qpos, kpos, key_padding, causal) -> _Arguments:
    placeholder = q.new_zeros(1, dtype=torch.int32)
    has_term = values is not None
    if has_term:
        values = values.contiguous()
        qpos, stride_qpos = _positions(qpos, q.size(2))
        kpos, stride_kpos = _positions(kpos, k.size(2))
        stride_vh = 0 if values.size(0) == 1 else values.stride(0)
    else:
        values, qpos, kpos, stride_qpos, stride_kpos, stride_vh = q, placeholder, placeholder, 0, 0, 0
    has_padding = key_padding is not None
    if has_padding:
        key_padding = key_padding.to(torch.int8).contiguous()
        stride_pad = key_padding.stride(0)
    else:
        key_padding, stride_pad = placeholder, 0
    flags = dict(HAS_TERM=has_term, HAS_PADDING=has_padding, CAUSAL=bool(causal), BLOCK_M=BLOCK_M,
                 BLOCK_N=BLOCK_N, BLOCK_DQK=max(16, triton.next_power_of_2(q.size(3))),
                 BLOCK_DV=max(16, triton.next_power_of_2(v.size(3))),
                 ACC=tl.float64 if q.dtype == torch.float64 else tl.float32)
    return _Arguments((values, qpos, kpos, key_padding), (stride_vh, stride_qpos, stride_kpos, stride_pad),
                      flags, (qpos, kpos, key_padding))


def distance_attention(q: Tensor, k: Tensor, v: Tensor, values, qpos: Tensor, kpos: Tensor,
                       key_padding, causal: bool) -> Tensor:
    """softmax(q k^T + values[h, qpos_i - kpos_j + Tk - 1] + masks) v for q
    ``(bsz, heads, Tq, d)`` (already scaled), k and v ``(bsz, heads, Tk, d)``,
    ``values`` ``(1 | heads, Tq + Tk - 1)`` or None (no term), positions
    ``(1 | bsz, Tq)`` and ``(1 | bsz, Tk)``, ``key_padding`` ``(bsz, Tk)`` bool
    or None; ``causal`` hides every key after its query."""
    if values is not None and values.size(-1) != q.size(2) + k.size(2) - 1:
        raise ValueError(f"the distance term has {values.size(-1)} distances; {q.size(2)} queries and "
                         f"{k.size(2)} keys need {q.size(2) + k.size(2) - 1}")
    return _DistanceAttention.apply(q, k, v, values, qpos, kpos, key_padding, causal)
