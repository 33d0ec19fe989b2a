"""Flash attention with the position term inside the kernels: the ``triton``
backend (Triton; CUDA tensors, or CPU tensors under ``TRITON_INTERPRET=1``,
Triton's interpreter, as the tests run them).

For queries i and keys j of sentence b and head h (q already scaled by
1/sqrt(d_h)), at positions qpos_i = qpos[b, i] and kpos_j = kpos[b, j]:

    s_ij  = q_i . k_j + values[h, qpos_i - kpos_j + Tk - 1]    (a distance term: ``distance_attention``)
    s_ij  = q_i . k_j + q_i . a^K_r(i,j)                       (Shaw et al., eq. 3: ``relative_attention``)
    out_i = sum_j p_ij v_j (+ sum_j p_ij a^V_r(i,j), eq. 4),    p_ij = softmax_j(s_ij), masked entries -inf
    r(i, j) = clip(kpos_j - qpos_i, -k, k) + k                 (Shaw's bucket)

or no term at all (plain flash attention: RoPE's calls, q and k rotated by the
caller; Diet-Abs's, its factors as extra head dimensions of q and k).
``values`` holds one value per head group and distance (Diet-Rel, T5, TISA,
ALiBi), read by index. Shaw's products with a^K and a^V are torch's: q a^K^T
enters the kernels as per-row, per-bucket scores (bsz, heads, Tq, 2k + 1), read
by index; the forward kernel also returns the probabilities summed per bucket
(``bucket_probs``), which torch multiplies by a^V; the backward kernels read
that product's gradient, dO a^V^T, by index, and sum dS per bucket for the
scores' gradient. No (bsz, heads, Tq, Tk) tensor is written either way.

Forward: one program per sentence, head and block of query rows, an online
softmax over the blocks of keys; it stores the output and lse (+inf for a row
without any key, whose output is 0). Backward, the probabilities rebuilt from
lse: the queries kernel forms delta_i = dO_i . out_i, dq and the term's
gradient (the distance term's added atomically into a row per sentence and
head, summed over the sentences after; Shaw's per-bucket sums stored whole);
then the keys kernel forms dk and dv, its tiles a row per key. Attention
dropout drops the probabilities that meet v (and a^V) and dP by one mask,
drawn again in each kernel from the call's seed and the entry's place (``_kept``).

Layouts: q, k, v and dO are read in the layout they come in (the last
dimension contiguous; the attention module's (bsz, heads, T, d) views of its
(T, bsz, heads * d) projections), their gradients written in the same; the
output is laid out (Tq, bsz, heads, d) in memory, so that the module's view of
it as (Tq, bsz, heads * d) is free. Shaw's per-bucket tensors are read and
written in the layout of torch's product with a^K (``per_head_matmul`` in
memory order). Accumulation is in float32 (float64 for float64 inputs).
"""

import functools
import warnings
from typing import NamedTuple, Optional

import torch
from torch import Tensor

from .engine import _release
from .shaw_terms import per_head_matmul

try:
    import triton
    import triton.language as tl
except ImportError:  # the backend then says it cannot run (engine.Triton.unavailable)
    triton = None


class Tile(NamedTuple):
    """One kernel's launch: BLOCK_M query rows and BLOCK_N keys a tile, warps per program, pipeline stages."""
    block_m: int
    block_n: int
    warps: int
    stages: int


class Config(NamedTuple):
    """The three kernels' tiles (forward; keys: dk and dv; queries: dq and the
    term's gradient) and how attention dropout's mask is laid out: by joins
    (``joins`` True), by selects (False; Triton 3.3 compiles no joins here), or
    None: joins from Triton 3.4 on."""
    forward: Tile
    keys: Tile
    queries: Tile
    joins: Optional[bool] = None


# CUDA: the fastest configurations measured on an H100 (fp16, the kernels' GPU time summed over 128x32,
# 195x128 and 48x512 tokens, 8 heads of 64; bef0845, docs/benchmark.md): the distance term 1.49 ms against
# 1.68 for 128x32:4:3 throughout; Shaw's 3.69 ms against 4.70 (the kernels have changed since:
# scripts/gpu_checks.sh measures them again). The CPU's (the interpreter's, for the tests): blocks of 32,
# so that tiny inputs span several.
CONFIG = {"cuda": Config(Tile(128, 32, 4, 3), Tile(32, 64, 4, 3), Tile(128, 32, 4, 3)),
          "cpu": Config(Tile(32, 32, 4, 3), Tile(32, 32, 4, 3), Tile(32, 32, 4, 3))}
SHAW_CONFIG = {"cuda": Config(Tile(64, 64, 4, 3), Tile(32, 64, 4, 3), Tile(64, 64, 4, 3))}
KERNELS = Config._fields[:3]


def kernel_config(device_type: str, shaw: bool) -> Config:
    """The kernels' configuration for calls on ``device_type`` ("cuda" or "cpu"), with Shaw's terms or without."""
    return (SHAW_CONFIG if shaw and device_type in SHAW_CONFIG else CONFIG)[device_type]


def parse_config(text: str) -> Config:
    """A Config from MxN:WARPS:STAGES (every kernel) or three of them joined by
    '/' (forward/keys/queries); ValueError if malformed."""
    parts = text.split("/")
    if len(parts) not in (1, len(KERNELS)):
        raise ValueError("one MxN:WARPS:STAGES, or three joined by '/' (forward/keys/queries)")
    tiles = []
    for part in parts:
        try:
            blocks, warps, stages = part.split(":")
            block_m, block_n = (int(n) for n in blocks.split("x"))
            tile = Tile(block_m, block_n, int(warps), int(stages))
        except ValueError:
            raise ValueError("not MxN:WARPS:STAGES (e.g. 64x64:4:3)") from None
        if any(n < 1 or n & (n - 1) for n in tile[:3]) or min(tile[:2]) < 16 or tile.stages < 1:
            raise ValueError("blocks of at least 16 and warps, powers of two; stages at least 1")
        tiles.append(tile)
    return Config(*(tiles * 3 if len(tiles) == 1 else tiles))


def describe_config(config: Config) -> str:
    """MxN:WARPS:STAGES where the kernels share it, else three joined by '/'."""
    texts = ["{}x{}:{}:{}".format(*tile) for tile in config[:3]]
    return texts[0] if len(set(texts)) == 1 else "/".join(texts)


# The term's strides (per sentence, head, row) follow the batch's lengths: not specialised on, so that
# sentences of new lengths compile no new kernels.
TERM_STRIDES = ("term_strides",)

if triton is not None:

    @triton.jit
    def _exp(s, shift):
        """exp(s - shift), shift broadcast over s: 2^(s log2 e - shift log2 e),
        one fused multiply-add and one exp2 an entry (tl.exp adds fix-ups for
        results below 2^-126, which this flushes to 0: a probability below 1e-38
        of its row's largest)."""
        return tl.exp2(tl.fma(s, 1.4426950408889634, -shift * 1.4426950408889634))

    @triton.jit
    def _kept(seed, bh, offs_m, Tq, first_key, DROPOUT: tl.constexpr, BLOCK_N: tl.constexpr, JOINS: tl.constexpr):
        """Attention dropout's mask of a tile, (rows, BLOCK_N), for the rows
        ``offs_m`` of sentence and head ``bh`` (b H + h) and BLOCK_N keys from
        ``first_key`` (a multiple of 8): entry (b, h, i, j) kept where its 16
        bits of Philox's draw are at least the threshold DROPOUT = 2^16 p. One
        draw (four 32-bit numbers) for the call's seed and the counter (row,
        j // 8) serves that row's 8 keys, key 8 g + t taking half t % 2 of
        number t // 2: the same bits for the same entry in every kernel and
        tile shape. The halves are laid out by joins, or by selects where
        Triton cannot compile the joins (3.3), at more instructions."""
        rows = bh.to(tl.int64) * Tq + offs_m  # each row's number among the call's
        groups = (first_key // 8 + tl.arange(0, BLOCK_N // 8)).to(tl.uint32)[None, :]  # (1, BLOCK_N / 8)
        row_zeros = (rows * 0).to(tl.uint32)[:, None]
        low = rows.to(tl.uint32)[:, None] + groups * 0  # (rows, BLOCK_N / 8), as each counter
        r0, r1, r2, r3 = tl.philox(seed, low, (rows >> 32).to(tl.uint32)[:, None] + groups * 0, groups + row_zeros,
                                   low * 0)
        if JOINS:  # eighth t of each group at (t // 4, t // 2 % 2, t % 2) of the joins (the last the innermost)
            halves = tl.join(tl.join(tl.join(r0 & 0xFFFF, r2 & 0xFFFF), tl.join(r1 & 0xFFFF, r3 & 0xFFFF)),
                             tl.join(tl.join(r0 >> 16, r2 >> 16), tl.join(r1 >> 16, r3 >> 16)))
        else:  # (rows, BLOCK_N / 8, 8): eighth t, half t % 2 of number t // 2
            t = tl.arange(0, 8)[None, None, :]
            number = tl.where(t < 4, tl.where(t < 2, r0[:, :, None], r1[:, :, None]),
                              tl.where(t < 6, r2[:, :, None], r3[:, :, None]))
            halves = tl.where(t % 2 == 0, number & 0xFFFF, number >> 16)
        return tl.reshape(halves, (halves.shape[0], BLOCK_N)) >= DROPOUT

    @triton.jit
    def _dropped(x, kept, DROPOUT: tl.constexpr):
        """x where ``kept`` (``_kept``), scaled by 1 / (1 - p) (p = DROPOUT / 2^16); 0 elsewhere."""
        return tl.where(kept, x * (65536.0 / (65536 - DROPOUT)), 0.0)

    @triton.jit
    def _rows(PTR, base, offs, stride, offs_d, limit, D):
        """The rows ``offs`` (those < limit) and dimensions ``offs_d`` (< D) of
        the matrix at PTR + base with row stride ``stride``; 0 elsewhere."""
        return tl.load(PTR + base + offs[:, None] * stride + offs_d[None, :],
                       mask=(offs[:, None] < limit) & (offs_d[None, :] < D), other=0.0)

    @triton.jit
    def _positions_at(POS, b, stride, offs, limit):
        """Sentence b's positions at ``offs`` (0 past ``limit``), as int32."""
        return tl.load(POS + b * stride + offs, mask=offs < limit, other=0).to(tl.int32)

    @triton.jit
    def _scores(q, k, offs_m, offs_n, b, h, TERM, QPOS, KPOS, KEY_PADDING, term_strides, pos_strides, Tq, Tk,
                CLIP, KIND: tl.constexpr, HAS_PADDING: tl.constexpr, CAUSAL: tl.constexpr, ACC: tl.constexpr,
                DOT: tl.constexpr, TRANSPOSED: tl.constexpr):
        """s = q k^T + the term, -inf where masked, (BLOCK_M, BLOCK_N) in ACC (with
        TRANSPOSED, s^T = k q^T, a row per key), and each entry's index into the
        term: i - j + Tk - 1 into the distance term's row, Shaw's bucket r(i, j)
        into the row's buckets (0 without a term)."""
        if TRANSPOSED:
            s = tl.dot(k, tl.trans(q), input_precision=DOT).to(ACC)
            rows = offs_m[None, :]
            keys = offs_n[:, None]
        else:
            s = tl.dot(q, tl.trans(k), input_precision=DOT).to(ACC)
            rows = offs_m[:, None]
            keys = offs_n[None, :]
        r = 0
        if KIND != "none":
            qpos = _positions_at(QPOS, b, pos_strides[0], offs_m, Tq)
            kpos = _positions_at(KPOS, b, pos_strides[1], offs_n, Tk)
            if KIND == "distance":  # clamped into the term's row whatever a padded slot holds (its gradient's
                # adds are unmasked); one unsigned minimum each: a negative position wraps to a large one
                qpos = tl.minimum(qpos.to(tl.uint32), Tq - 1).to(tl.int32)
                kpos = tl.minimum(kpos.to(tl.uint32), Tk - 1).to(tl.int32)
            if TRANSPOSED:
                qpos = qpos[None, :]
                kpos = kpos[:, None]
            else:
                qpos = qpos[:, None]
                kpos = kpos[None, :]
            if KIND == "distance":  # unmasked: every index is within the row, and a masked entry is -inf below
                r = qpos - kpos + Tk - 1
                s += tl.load(TERM + h * term_strides[1] + r).to(ACC)
            else:  # Shaw's q_i . a^K_r(i,j)
                r = tl.minimum(tl.maximum(kpos - qpos, -CLIP), CLIP) + CLIP
                s += _at_buckets(TERM, b, h, rows, keys, r, Tq, Tk, term_strides).to(ACC)
        valid = (rows < Tq) & (keys < Tk)
        if HAS_PADDING:
            padded = tl.load(KEY_PADDING + b * Tk + offs_n, mask=offs_n < Tk, other=1)
            if TRANSPOSED:
                valid = valid & (padded[:, None] == 0)
            else:
                valid = valid & (padded[None, :] == 0)
        if CAUSAL:
            valid = valid & (keys <= rows)
        return tl.where(valid, s, float("-inf")), r

    @triton.jit
    def _at_buckets(PTR, b, h, rows, keys, r, Tq, Tk, strides):
        """x[b, h, i, r(i, j)] for every (i, j) of the tile, x a per-row, per-bucket
        tensor at PTR with strides (sentence, head, row) and its buckets
        contiguous; 0 outside the rows and keys. ``rows`` and ``keys``: the tile's
        query and key indices, one a column and the other a row."""
        return tl.load(PTR + (b * strides[0] + h * strides[1] + rows * strides[2] + r),
                       mask=(rows < Tq) & (keys < Tk), other=0.0)

    @triton.jit
    def _store_buckets(PTR, inner, left, right, b, h, offs_m, Tq, CLIP, strides, BLOCK_I: tl.constexpr):
        """Stores the rows ``offs_m`` of a per-row, per-bucket tensor (strides as
        ``_at_buckets``) from its parts as ``_bucket_sums`` accumulates them."""
        offs_c = tl.arange(0, BLOCK_I)
        rows = PTR + b * strides[0] + h * strides[1] + offs_m * strides[2]
        tl.store(rows[:, None] + 1 + offs_c[None, :], inner.to(PTR.dtype.element_ty),
                 mask=(offs_m[:, None] < Tq) & (offs_c[None, :] < 2 * CLIP - 1))
        tl.store(rows, left.to(PTR.dtype.element_ty), mask=offs_m < Tq)
        tl.store(rows + 2 * CLIP, right.to(PTR.dtype.element_ty), mask=offs_m < Tq)

    @triton.jit
    def _row_range(QPOS, b, stride, offs_m, Tq):
        """The least and greatest position of a program's rows (those < Tq)."""
        real = offs_m < Tq
        qpos = _positions_at(QPOS, b, stride, offs_m, Tq)
        return tl.min(tl.where(real, qpos, 2 ** 30)), tl.max(tl.where(real, qpos, -(2 ** 30)))

    @triton.jit
    def _bucket_sums(inner, left, right, x, r, row_range, KPOS, KEY_PADDING, b, stride_kpos, offs_n, Tk, CLIP,
                     HAS_PADDING: tl.constexpr, BLOCK_I: tl.constexpr):
        """The tile's per-row, per-bucket sums sum_j x_ij [r(i, j) = r] added to
        their parts: the clipped buckets' as vectors, ``left`` (r = 0) and
        ``right`` (r = 2 CLIP), the inner buckets' as ``inner`` (BLOCK_M,
        BLOCK_I), bucket r in column r - 1 (2 CLIP - 1 columns rounded up to a
        power of two, not 2 CLIP + 1: 32 for Shaw's default 16, not 64). One
        masked row sum per bucket that the tile's rows (``row_range``) and real
        keys can meet: one for a tile clipped to one side, as most of a long
        sentence's are, up to 2 CLIP + 1 near the diagonal, none without a key.
        (A one-hot (BLOCK_M, BLOCK_N, 2 CLIP + 1) product would be one step, but
        too large a tile for a GPU's registers.)"""
        q_low, q_high = row_range
        keys = offs_n < Tk
        kpos = _positions_at(KPOS, b, stride_kpos, offs_n, Tk)
        if HAS_PADDING:
            keys = keys & (tl.load(KEY_PADDING + b * Tk + offs_n, mask=keys, other=1) == 0)
        k_low = tl.min(tl.where(keys, kpos, 2 ** 30))
        k_high = tl.max(tl.where(keys, kpos, -(2 ** 30)))
        first = tl.minimum(tl.maximum(k_low - q_high, -CLIP), CLIP) + CLIP
        last = tl.where(k_low <= k_high, tl.minimum(tl.maximum(k_high - q_low, -CLIP), CLIP) + CLIP, -1)
        offs_c = tl.arange(0, BLOCK_I)
        for bucket in range(first, last + 1):
            in_bucket = tl.sum(tl.where(r == bucket, x, 0.0), 1)
            left += tl.where(bucket == 0, in_bucket, 0.0)
            right += tl.where(bucket == 2 * CLIP, in_bucket, 0.0)
            inner += tl.where((offs_c[None, :] == bucket - 1) & (bucket < 2 * CLIP), in_bucket[:, None], 0.0)
        return inner, left, right

    @triton.jit(do_not_specialize=TERM_STRIDES)
    def _forward(Q, K, V, TERM, QPOS, KPOS, KEY_PADDING, SEED, OUT, LSE, BUCKET_PROBS,
                 q_strides, k_strides, v_strides, out_strides, term_strides, pos_strides,
                 H, Tq, Tk, DQK, DV, CLIP,
                 KIND: tl.constexpr, SHAW_VALUES: tl.constexpr, HAS_PADDING: tl.constexpr, CAUSAL: tl.constexpr,
                 DROPOUT: tl.constexpr, JOINS: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                 BLOCK_DQK: tl.constexpr, BLOCK_DV: tl.constexpr, BLOCK_I: tl.constexpr, ACC: tl.constexpr,
                 DOT: tl.constexpr):
        """The output and lse of one block of BLOCK_M query rows of one sentence and
        head (with SHAW_VALUES also the probabilities' per-bucket sums), over its
        blocks of keys; with DROPOUT the probabilities that meet v dropped and
        scaled, the softmax's sum over all of them."""
        start_m = tl.program_id(0)
        bh = tl.program_id(1)
        b, h = bh // H, bh % H
        offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
        offs_e = tl.arange(0, BLOCK_DQK)  # dimensions of q and k
        offs_f = tl.arange(0, BLOCK_DV)  # dimensions of v and the output
        q = _rows(Q, b * q_strides[0] + h * q_strides[1], offs_m, q_strides[2], offs_e, Tq, DQK)
        m_i = tl.full((BLOCK_M,), float("-inf"), ACC)
        l_i = tl.zeros((BLOCK_M,), ACC)
        acc = tl.zeros((BLOCK_M, BLOCK_DV), ACC)
        # Shaw's a^V: the probabilities' per-bucket sums, unnormalised, rescaled as acc (``_bucket_sums``)
        probs_inner = tl.zeros((BLOCK_M, BLOCK_I), ACC)
        probs_left = tl.zeros((BLOCK_M,), ACC)
        probs_right = tl.zeros((BLOCK_M,), ACC)
        row_range = (0, 0)
        if SHAW_VALUES:
            row_range = _row_range(QPOS, b, pos_strides[0], offs_m, Tq)
        seed = 0
        if DROPOUT:
            seed = tl.load(SEED)
        end = Tk
        if CAUSAL:
            end = tl.minimum(Tk, (start_m + 1) * BLOCK_M)
        for start_n in range(0, end, BLOCK_N):
            offs_n = start_n + tl.arange(0, BLOCK_N)
            k = _rows(K, b * k_strides[0] + h * k_strides[1], offs_n, k_strides[2], offs_e, Tk, DQK)
            v = _rows(V, b * v_strides[0] + h * v_strides[1], offs_n, v_strides[2], offs_f, Tk, DV)
            s, r = _scores(q, k, offs_m, offs_n, b, h, TERM, QPOS, KPOS, KEY_PADDING, term_strides, pos_strides,
                           Tq, Tk, CLIP, KIND, HAS_PADDING, CAUSAL, ACC, DOT, False)
            m_new = tl.maximum(m_i, tl.max(s, 1))
            m_safe = tl.where(m_new == float("-inf"), 0.0, m_new)  # a row with no key yet
            alpha = _exp(m_i, m_safe)
            p = _exp(s, m_safe[:, None])
            l_i = l_i * alpha + tl.sum(p, 1)
            if DROPOUT:
                kept = _kept(seed, bh, offs_m, Tq, start_n, DROPOUT, BLOCK_N, JOINS)
                p = _dropped(p, kept, DROPOUT)
            acc = acc * alpha[:, None] + tl.dot(p.to(v.dtype), v, input_precision=DOT).to(ACC)
            if SHAW_VALUES:
                probs_inner, probs_left, probs_right = _bucket_sums(
                    probs_inner * alpha[:, None], probs_left * alpha, probs_right * alpha, p, r, row_range, KPOS,
                    KEY_PADDING, b, pos_strides[1], offs_n, Tk, CLIP, HAS_PADDING, BLOCK_I)
            m_i = m_new
        seen = l_i > 0
        total = tl.where(seen, l_i, 1.0)
        rows = offs_m < Tq
        tl.store(OUT + b * out_strides[0] + h * out_strides[1] + offs_m[:, None] * out_strides[2] + offs_f[None, :],
                 (acc / total[:, None]).to(OUT.dtype.element_ty), mask=rows[:, None] & (offs_f[None, :] < DV))
        tl.store(LSE + bh * Tq + offs_m, tl.where(seen, m_i + tl.log(total), float("inf")), mask=rows)
        if SHAW_VALUES:
            _store_buckets(BUCKET_PROBS, probs_inner / total[:, None], probs_left / total, probs_right / total, b, h,
                           offs_m, Tq, CLIP, term_strides, BLOCK_I)

    @triton.jit(do_not_specialize=TERM_STRIDES)
    def _backward_queries(Q, K, V, TERM, QPOS, KPOS, KEY_PADDING, SEED, OUT, DOUT, STATS, BUCKET_PROBS,
                          BUCKET_GRADS, DQ, DTERM,
                          q_strides, k_strides, v_strides, out_strides, dout_strides, term_strides, pos_strides,
                          H, Tq, Tk, DQK, DV, CLIP,
                          KIND: tl.constexpr, SHAW_VALUES: tl.constexpr, HAS_PADDING: tl.constexpr,
                          CAUSAL: tl.constexpr, DROPOUT: tl.constexpr, JOINS: tl.constexpr, TERM_GRAD: tl.constexpr,
                          BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_DQK: tl.constexpr,
                          BLOCK_DV: tl.constexpr, BLOCK_I: tl.constexpr, ACC: tl.constexpr, DOT: tl.constexpr):
        """dq of one block of queries, over its blocks of keys, and its share of
        the term's gradient: the distance term's added atomically into its
        sentence's and head's row of DTERM (where the term wants one:
        TERM_GRAD), or Shaw's dS summed per bucket and stored (its rows are this
        program's). First it forms and stores delta_i = dO_i . out_i for its rows
        (the second row of STATS, after lse), which the keys kernel reads."""
        start_m = tl.program_id(0)
        bh = tl.program_id(1)
        b, h = bh // H, bh % H
        offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
        offs_e = tl.arange(0, BLOCK_DQK)
        offs_f = tl.arange(0, BLOCK_DV)
        rows = offs_m < Tq
        q = _rows(Q, b * q_strides[0] + h * q_strides[1], offs_m, q_strides[2], offs_e, Tq, DQK)
        do = _rows(DOUT, b * dout_strides[0] + h * dout_strides[1], offs_m, dout_strides[2], offs_f, Tq, DV)
        out = _rows(OUT, b * out_strides[0] + h * out_strides[1], offs_m, out_strides[2], offs_f, Tq, DV)
        lse = tl.load(STATS + bh * Tq + offs_m, mask=rows, other=float("inf"))  # this sentence's and head's
        delta = tl.sum(do.to(ACC) * out.to(ACC), 1)
        if SHAW_VALUES:  # out_i has Shaw's value term too: + sum_r P_r (dO a^V^T)_r
            offs_c = tl.arange(0, BLOCK_I)
            at = b * term_strides[0] + h * term_strides[1] + offs_m * term_strides[2]
            inner = rows[:, None] & (offs_c[None, :] < 2 * CLIP - 1)
            inner_at = at[:, None] + 1 + offs_c[None, :]
            delta += tl.sum(tl.load(BUCKET_GRADS + inner_at, mask=inner, other=0.0).to(ACC)
                            * tl.load(BUCKET_PROBS + inner_at, mask=inner, other=0.0).to(ACC), 1)
            delta += (tl.load(BUCKET_GRADS + at, mask=rows, other=0.0).to(ACC)  # the clipped buckets, 0 and 2 CLIP
                      * tl.load(BUCKET_PROBS + at, mask=rows, other=0.0).to(ACC))
            delta += tl.where(CLIP > 0, tl.load(BUCKET_GRADS + at + 2 * CLIP, mask=rows, other=0.0).to(ACC)
                              * tl.load(BUCKET_PROBS + at + 2 * CLIP, mask=rows, other=0.0).to(ACC), 0.0)
        tl.store(STATS + (tl.num_programs(1) + bh) * Tq + offs_m, delta, mask=rows)  # (after every row's lse)
        dq = tl.zeros((BLOCK_M, BLOCK_DQK), ACC)
        # Shaw's a^K: dS summed per bucket (``_bucket_sums``)
        dscores_inner = tl.zeros((BLOCK_M, BLOCK_I), ACC)
        dscores_left = tl.zeros((BLOCK_M,), ACC)
        dscores_right = tl.zeros((BLOCK_M,), ACC)
        row_range = (0, 0)
        if KIND == "shaw":
            row_range = _row_range(QPOS, b, pos_strides[0], offs_m, Tq)
        seed = 0
        if DROPOUT:
            seed = tl.load(SEED)
        end = Tk
        if CAUSAL:
            end = tl.minimum(Tk, (start_m + 1) * BLOCK_M)
        for start_n in range(0, end, BLOCK_N):
            offs_n = start_n + tl.arange(0, BLOCK_N)
            k = _rows(K, b * k_strides[0] + h * k_strides[1], offs_n, k_strides[2], offs_e, Tk, DQK)
            v = _rows(V, b * v_strides[0] + h * v_strides[1], offs_n, v_strides[2], offs_f, Tk, DV)
            s, r = _scores(q, k, offs_m, offs_n, b, h, TERM, QPOS, KPOS, KEY_PADDING, term_strides, pos_strides,
                           Tq, Tk, CLIP, KIND, HAS_PADDING, CAUSAL, ACC, DOT, False)
            p = _exp(s, lse[:, None])
            dp = tl.dot(do, tl.trans(v), input_precision=DOT).to(ACC)
            if SHAW_VALUES:  # Shaw's value term: dP_ij += (dO a^V^T)[i, r(i, j)]
                dp += _at_buckets(BUCKET_GRADS, b, h, offs_m[:, None], offs_n[None, :], r, Tq, Tk,
                                  term_strides).to(ACC)
            if DROPOUT:
                kept = _kept(seed, bh, offs_m, Tq, start_n, DROPOUT, BLOCK_N, JOINS)
                dp = _dropped(dp, kept, DROPOUT)
            ds = p * (dp - delta[:, None])
            dq += tl.dot(ds.to(k.dtype), k, input_precision=DOT).to(ACC)
            if TERM_GRAD:
                # one relaxed atomic add an entry into the row of this sentence and head (summed over the
                # sentences after the kernel): only its own programs add there. Unmasked: an entry outside
                # the sentence, padded or hidden has ds = 0 exactly and an index within the row.
                tl.atomic_add(DTERM + bh * (Tq + Tk - 1) + r, ds, sem="relaxed")
            if KIND == "shaw":
                dscores_inner, dscores_left, dscores_right = _bucket_sums(
                    dscores_inner, dscores_left, dscores_right, ds, r, row_range, KPOS, KEY_PADDING, b,
                    pos_strides[1], offs_n, Tk, CLIP, HAS_PADDING, BLOCK_I)
        if KIND == "shaw":
            _store_buckets(DTERM, dscores_inner, dscores_left, dscores_right, b, h, offs_m, Tq, CLIP, term_strides,
                           BLOCK_I)
        tl.store(DQ + b * q_strides[0] + h * q_strides[1] + offs_m[:, None] * q_strides[2] + offs_e[None, :],
                 dq.to(DQ.dtype.element_ty), mask=rows[:, None] & (offs_e[None, :] < DQK))

    @triton.jit(do_not_specialize=TERM_STRIDES)
    def _backward_keys(Q, K, V, TERM, QPOS, KPOS, KEY_PADDING, SEED, DOUT, STATS, BUCKET_GRADS, DK, DV_OUT,
                       q_strides, k_strides, v_strides, dout_strides, term_strides, pos_strides,
                       H, Tq, Tk, DQK, DV, CLIP,
                       KIND: tl.constexpr, SHAW_VALUES: tl.constexpr, HAS_PADDING: tl.constexpr,
                       CAUSAL: tl.constexpr, DROPOUT: tl.constexpr, JOINS: tl.constexpr, BLOCK_M: tl.constexpr,
                       BLOCK_N: tl.constexpr, BLOCK_DQK: tl.constexpr, BLOCK_DV: tl.constexpr, ACC: tl.constexpr,
                       DOT: tl.constexpr):
        """dk and dv of one block of BLOCK_N keys, over the blocks of queries that
        see them. Each tile is formed transposed (a row per key), so that all
        four products have BLOCK_N rows: from 64 a Hopper's warp-group products
        (``wgmma``). With DROPOUT, dv takes the dropped probabilities and dP is
        dropped by the same mask."""
        start_n = tl.program_id(0)
        bh = tl.program_id(1)
        b, h = bh // H, bh % H
        offs_n = start_n * BLOCK_N + tl.arange(0, BLOCK_N)
        offs_e = tl.arange(0, BLOCK_DQK)
        offs_f = tl.arange(0, BLOCK_DV)
        k = _rows(K, b * k_strides[0] + h * k_strides[1], offs_n, k_strides[2], offs_e, Tk, DQK)
        v = _rows(V, b * v_strides[0] + h * v_strides[1], offs_n, v_strides[2], offs_f, Tk, DV)
        dk = tl.zeros((BLOCK_N, BLOCK_DQK), ACC)
        dv = tl.zeros((BLOCK_N, BLOCK_DV), ACC)
        seed = 0
        if DROPOUT:
            seed = tl.load(SEED)
        LSE = STATS + bh * Tq  # this sentence's and head's rows: lse, then delta
        DELTA = STATS + (tl.num_programs(1) + bh) * Tq
        first = 0
        if CAUSAL:
            first = (start_n * BLOCK_N // BLOCK_M) * BLOCK_M  # earlier queries see none of these keys
        for start_m in range(first, Tq, BLOCK_M):
            offs_m = start_m + tl.arange(0, BLOCK_M)
            q = _rows(Q, b * q_strides[0] + h * q_strides[1], offs_m, q_strides[2], offs_e, Tq, DQK)
            do = _rows(DOUT, b * dout_strides[0] + h * dout_strides[1], offs_m, dout_strides[2], offs_f, Tq, DV)
            lse = tl.load(LSE + offs_m, mask=offs_m < Tq, other=float("inf"))
            delta = tl.load(DELTA + offs_m, mask=offs_m < Tq, other=0.0)
            s, r = _scores(q, k, offs_m, offs_n, b, h, TERM, QPOS, KPOS, KEY_PADDING, term_strides, pos_strides,
                           Tq, Tk, CLIP, KIND, HAS_PADDING, CAUSAL, ACC, DOT, True)
            p = _exp(s, lse[None, :])  # p^T, dP^T, dS^T: (BLOCK_N, BLOCK_M)
            dp = tl.dot(v, tl.trans(do), input_precision=DOT).to(ACC)
            if SHAW_VALUES:  # Shaw's value term: dP_ij += (dO a^V^T)[i, r(i, j)]
                dp += _at_buckets(BUCKET_GRADS, b, h, offs_m[None, :], offs_n[:, None], r, Tq, Tk,
                                  term_strides).to(ACC)
            p_out = p
            if DROPOUT:
                kept = tl.trans(_kept(seed, bh, offs_m, Tq, start_n * BLOCK_N, DROPOUT, BLOCK_N, JOINS))
                p_out = _dropped(p, kept, DROPOUT)
                dp = _dropped(dp, kept, DROPOUT)
            dv += tl.dot(p_out.to(do.dtype), do, input_precision=DOT).to(ACC)
            ds = p * (dp - delta[None, :])
            dk += tl.dot(ds.to(q.dtype), q, input_precision=DOT).to(ACC)
        keys = offs_n[:, None] < Tk
        tl.store(DK + b * k_strides[0] + h * k_strides[1] + offs_n[:, None] * k_strides[2] + offs_e[None, :],
                 dk.to(DK.dtype.element_ty), mask=keys & (offs_e[None, :] < DQK))
        tl.store(DV_OUT + b * v_strides[0] + h * v_strides[1] + offs_n[:, None] * v_strides[2] + offs_f[None, :],
                 dv.to(DV_OUT.dtype.element_ty), mask=keys & (offs_f[None, :] < DV))


def _pow2(n: int) -> int:
    """The smallest power of two >= n, for n >= 1."""
    return 1 << (n - 1).bit_length()


def _cdiv(a: int, b: int) -> int:
    """ceil(a / b), for the grids."""
    return -(-a // b)


def _dense(x: Tensor) -> bool:
    """Whether x's elements fill the span of memory its strides cover, one
    each (no gap, no overlap), in any order of dimensions: a tensor made with
    x's strides then holds x's gradient."""
    span = 1
    for stride, size in sorted(zip(x.stride(), x.shape)):
        if size > 1:
            if stride != span:
                return False
            span *= size
    return True


def _as_read(x: Tensor) -> Tensor:
    """q, k, v (or Shaw's per-bucket scores) as the kernels read them and write
    their gradients: in their own layout where it is dense with the last
    dimension contiguous (the attention module's views of its projections
    are; so are the scores from torch's per-head product), else a contiguous copy."""
    if x.is_contiguous() or x.stride(-1) == 1 and _dense(x):
        return x
    return x.contiguous()


def _like(x: Tensor, dtype=None) -> Tensor:
    """An empty tensor with x's shape, strides and dtype (or ``dtype``), x dense (``_as_read``)."""
    return torch.empty_strided(x.shape, x.stride(), dtype=x.dtype if dtype is None else dtype, device=x.device)


def _in_layout_of(x: Tensor, like: Tensor) -> Tensor:
    """x with ``like``'s strides: itself where they already are, else copied."""
    return x if x.stride() == like.stride() else _like(like, x.dtype).copy_(x)


def _as_positions(positions: Optional[Tensor], like: Tensor):
    """(1 | bsz, len) positions (any integer dtype; the kernels read them as
    int32) with rows contiguous, and their sentence stride (0: one row for
    all); ``like`` and 0 where a call has none."""
    if positions is None:
        return like, 0
    positions = positions.contiguous()
    return positions, (0 if positions.shape[0] == 1 else positions.stride(0))


class _Call(NamedTuple):
    """What a call hands the kernels besides q, k, v and its term: the kind of
    term ("none", "distance" or "shaw"), positions, masks, Shaw's clip and
    whether its value term is wanted, attention dropout's probability, and
    the kernels' configuration (None: ``kernel_config``'s)."""
    kind: str
    qpos: Optional[Tensor]
    kpos: Optional[Tensor]
    key_padding: Optional[Tensor]
    causal: bool
    clip: int = 0
    shaw_values: bool = False
    dropout: float = 0.0
    config: Optional[Config] = None


class _Settings(NamedTuple):
    """What the kernels take that depends only on the kind of call: the
    constexprs every kernel takes, each kernel's blocks, warps and stages, and
    the accumulation dtype."""
    flags: dict
    launches: dict
    accumulation: torch.dtype


# Whether the installed Triton compiles the dropout mask's joins (``Config.joins``): from 3.4 on.
_JOINS_COMPILE = triton is not None and _release(triton.__version__) >= (3, 4)


@functools.lru_cache(maxsize=None)
def _settings(dtype, dqk, dv, kind, shaw_values, padding, causal, clip, dropout, tf32, config) -> _Settings:
    """The ``_Settings`` of a kind of call, made once per kind (host time counts at a GPU's small shapes)."""
    joins = bool(dropout) and (_JOINS_COMPILE if config.joins is None else config.joins)
    flags = dict(KIND=kind, SHAW_VALUES=shaw_values, HAS_PADDING=padding, CAUSAL=causal, DROPOUT=dropout,
                 JOINS=joins, BLOCK_DQK=max(16, _pow2(dqk)), BLOCK_DV=max(16, _pow2(dv)),
                 ACC=tl.float64 if dtype == torch.float64 else tl.float32,
                 # float32 products as torch's own (TF32 only where torch allows it), not Triton's default
                 DOT="tf32" if dtype == torch.float32 and tf32 else "ieee")
    launches = {kernel: dict(BLOCK_M=tile.block_m, BLOCK_N=tile.block_n, num_warps=tile.warps,
                             num_stages=tile.stages) for kernel, tile in zip(KERNELS, config)}
    block_i = _pow2(max(1, 2 * clip - 1)) if kind == "shaw" else 1
    launches["forward"]["BLOCK_I"] = launches["queries"]["BLOCK_I"] = block_i
    return _Settings(flags, launches, torch.float64 if dtype == torch.float64 else torch.float32)


def dropout_threshold(p: float) -> int:
    """The kernels' threshold for attention dropout of probability p: an
    entry is dropped where its 16 random bits are below it (``_kept``), so
    that the probability the kernels apply, and scale by, is threshold / 2^16,
    p to the nearest multiple of 2^-16 (within 7.7e-6 of it), below 1."""
    return min(round(p * 65536), 65535)


class _FlashAttention(torch.autograd.Function):
    """The kernels each way, for q, k, v and the call's term (the distance
    term ``values``, Shaw's scores q a^K^T, or None) and ``call`` (a
    ``_Call``). Returns the output, and with Shaw's value term also the
    probabilities summed per bucket, which torch multiplies by a^V."""

    @staticmethod
    def forward(ctx, q, k, v, term, call):
        q, k, v = _as_read(q), _as_read(k), _as_read(v)
        bsz, heads, tq, dqk = q.shape
        tk, dv = k.shape[2], v.shape[3]
        config = call.config or kernel_config("cuda" if q.is_cuda else "cpu", call.kind == "shaw")
        settings = _settings(q.dtype, dqk, dv, call.kind, call.shaw_values, call.key_padding is not None,
                             bool(call.causal), call.clip, dropout_threshold(call.dropout),
                             torch.backends.cuda.matmul.allow_tf32, config)
        if call.kind == "distance":
            term = term.contiguous()
            term_strides = (0, 0 if term.shape[0] == 1 else term.stride(0), 0)
        elif call.kind == "shaw":
            term = _as_read(term)
            term_strides = term.stride()[:3]
        else:
            term_strides = (0, 0, 0)
        qpos, stride_qpos = _as_positions(call.qpos if call.kind != "none" else None, q)
        kpos, stride_kpos = _as_positions(call.kpos if call.kind != "none" else None, q)
        padding = call.key_padding
        if padding is not None:  # (bsz, Tk) contiguous, read as int8: a view (bool and int8 are both one byte)
            padding = (padding if padding.dtype == torch.bool else padding.ne(0)).contiguous().view(torch.int8)
        # Laid out (Tq, bsz, heads, d) in memory: the module's (Tq, bsz, heads * d) view of it is free.
        out = q.new_empty(tq, bsz, heads, dv).permute(1, 2, 0, 3)
        stats = q.new_empty((2, bsz, heads, tq), dtype=settings.accumulation)  # lse, then the backward's delta
        # in the layout of Shaw's scores: torch's product with a^V then reads it without a copy
        bucket_probs = _like(term, q.dtype) if call.shaw_values else None
        # The call's seed for the dropout mask, drawn by torch's generator (so that a checkpointed pass's
        # replay draws the same), handed over in a tensor: as an argument a new value would be a new kernel.
        seed = torch.randint(2 ** 62, (1,), dtype=torch.int64, device=q.device) if call.dropout > 0 else None
        pointers = (q, k, v, q if term is None else term, qpos, kpos, q if padding is None else padding,
                    q if seed is None else seed)
        # the term's and the positions' strides, and the sizes, as every kernel takes them
        call_strides = (term_strides, (stride_qpos, stride_kpos))
        sizes = (heads, tq, tk, dqk, dv, call.clip)
        _forward[(_cdiv(tq, settings.launches["forward"]["BLOCK_M"]), bsz * heads)](
            *pointers, out, stats, out if bucket_probs is None else bucket_probs, q.stride()[:3], k.stride()[:3],
            v.stride()[:3], out.stride()[:3], *call_strides, *sizes, **settings.flags, **settings.launches["forward"])
        ctx.save_for_backward(q, k, v, term, qpos, kpos, padding, seed, out, stats, bucket_probs)
        ctx.settings, ctx.call_strides, ctx.sizes = settings, call_strides, sizes
        ctx.term_shared = call.kind == "distance" and term.shape[0] == 1
        if call.shaw_values:
            return out, bucket_probs
        return out

    @staticmethod
    def backward(ctx, grad_out, grad_buckets=None):
        q, k, v, term, qpos, kpos, padding, seed, out, stats, bucket_probs = ctx.saved_tensors
        settings = ctx.settings
        kind = settings.flags["KIND"]
        bsz, heads, tq, dqk = q.shape
        tk, dv = k.shape[2], v.shape[3]
        if grad_out.stride(-1) != 1:  # any other layout is read as it comes
            grad_out = grad_out.contiguous()
        if bucket_probs is not None:  # dO a^V^T, read by index
            grad_buckets = _in_layout_of(grad_buckets, bucket_probs)
        dq, dk, dv_ = _like(q), _like(k), _like(v)
        term_grad = kind == "distance" and ctx.needs_input_grad[3]  # ALiBi's fixed term wants none
        dterm = None
        if term_grad:  # a row per sentence and head; (bsz * heads, L) where the heads share the term: one sum
            rows = (bsz * heads,) if ctx.term_shared else (bsz, heads)
            dterm = torch.zeros(*rows, tq + tk - 1, dtype=stats.dtype, device=stats.device)
        elif kind == "shaw":
            dterm = _like(term, q.dtype)  # in the scores' layout, as the product's backward reads it
        pointers = (q, k, v, q if term is None else term, qpos, kpos, q if padding is None else padding,
                    q if seed is None else seed)
        strides = (q.stride()[:3], k.stride()[:3], v.stride()[:3])
        queries, keys = settings.launches["queries"], settings.launches["keys"]
        _backward_queries[(_cdiv(tq, queries["BLOCK_M"]), bsz * heads)](
            *pointers, out, grad_out, stats, out if bucket_probs is None else bucket_probs,
            grad_out if grad_buckets is None else grad_buckets, dq, dq if dterm is None else dterm, *strides,
            out.stride()[:3], grad_out.stride()[:3], *ctx.call_strides, *ctx.sizes, **settings.flags,
            TERM_GRAD=term_grad, **queries)
        _backward_keys[(_cdiv(tk, keys["BLOCK_N"]), bsz * heads)](
            *pointers, grad_out, stats, grad_out if grad_buckets is None else grad_buckets, dk, dv_, *strides,
            grad_out.stride()[:3], *ctx.call_strides, *ctx.sizes, **settings.flags, **keys)
        if term_grad:  # (heads | 1, L)
            dterm = dterm.sum(0, keepdim=True) if ctx.term_shared else dterm.sum(0)
            if dterm.dtype != term.dtype:
                dterm = dterm.to(term.dtype)
        return dq, dk, dv_, dterm, None


def distance_attention(q: Tensor, k: Tensor, v: Tensor, values, qpos: Tensor, kpos: Tensor,
                       key_padding, causal: bool, dropout: float = 0.0, *, config: Optional[Config] = None) -> Tensor:
    """softmax(q k^T + values[h, qpos_i - kpos_j + Tk - 1] + masks) v for q
    ``(bsz, heads, Tq, d)`` (already scaled), k ``(bsz, heads, Tk, d)``, v
    ``(bsz, heads, Tk, d_v)``, ``values`` ``(1 | heads, Tq + Tk - 1)`` or None
    (no term: then the positions are not read and may be None), positions
    ``(1 | bsz, Tq)`` and ``(1 | bsz, Tk)``, ``key_padding`` ``(bsz, Tk)`` bool
    or None; ``causal`` hides every key after its query; ``dropout``: attention
    dropout's probability (the probabilities that meet v dropped, each kept
    one scaled by 1 / (1 - dropout), as torch's dropout does; ``_kept``);
    ``config``: the kernels' tiles (None: the device's, ``kernel_config``)."""
    if values is not None and values.size(-1) != q.size(2) + k.size(2) - 1:
        raise ValueError(f"the distance term has {values.size(-1)} distances; {q.size(2)} queries and "
                         f"{k.size(2)} keys need {q.size(2) + k.size(2) - 1}")
    if values is not None and values.requires_grad and torch.is_grad_enabled():
        alert_atomic_gradient(q.device.type)
    call = _Call("none" if values is None else "distance", qpos, kpos, key_padding, causal, dropout=dropout,
                 config=config)
    return _FlashAttention.apply(q, k, v, values, call)


def relative_attention(q: Tensor, k: Tensor, v: Tensor, key_embeddings: Tensor, value_embeddings,
                       clip_distance: int, qpos: Tensor, kpos: Tensor, key_padding, causal: bool,
                       dropout: float = 0.0, *, config: Optional[Config] = None) -> Tensor:
    """Shaw et al. (eqs. 3-4): softmax(q k^T + q_i . a^K_r(i,j) + masks) (v +
    a^V_r(i,j)), r(i, j) = clip(kpos_j - qpos_i, -k, k) + k, for
    ``key_embeddings`` a^K and ``value_embeddings`` a^V ``(1 | heads, 2k + 1,
    d)`` (a^V None: keys only); the rest as for ``distance_attention``. The
    products with a^K and a^V are torch's, before and after the kernels, and
    autograd's each way. With ``dropout``, a^V meets the dropped probabilities
    as v does."""
    if key_embeddings.size(-2) != 2 * clip_distance + 1:
        raise ValueError(f"Shaw's embeddings have {key_embeddings.size(-2)} distances; clip {clip_distance} "
                         f"needs {2 * clip_distance + 1}")
    # q_i . a^K_r: (bsz, heads, Tq, 2k + 1), in q's memory order, as the kernels read it
    scores = per_head_matmul(q, key_embeddings.transpose(1, 2), in_memory_order=True)
    call = _Call("shaw", qpos, kpos, key_padding, causal, clip_distance, value_embeddings is not None, dropout,
                 config)
    if value_embeddings is None:
        return _FlashAttention.apply(q, k, v, scores, call)
    out, bucket_probs = _FlashAttention.apply(q, k, v, scores, call)
    return out + per_head_matmul(bucket_probs, value_embeddings, in_memory_order=True)  # sum_r P_r a^V_r


def alert_atomic_gradient(device_type: str) -> None:
    """Where ``torch.use_deterministic_algorithms`` is on, the distance term's
    gradient on a GPU, added atomically in whatever order the programs run,
    is an error (a warning with ``warn_only=True``), as torch's own
    nondeterministic kernels are. Under the interpreter (CPU tensors) the adds
    run in one order: nothing to say."""
    if device_type == "cpu" or not torch.are_deterministic_algorithms_enabled():
        return
    message = ("attention backend 'triton': the gradient of the distance term is added atomically, which is not "
               "deterministic, and torch.use_deterministic_algorithms is on; choose another backend with "
               "--attention-backend, or turn determinism off")
    if torch.is_deterministic_algorithms_warn_only_enabled():
        warnings.warn(message)
    else:
        raise RuntimeError(message)
