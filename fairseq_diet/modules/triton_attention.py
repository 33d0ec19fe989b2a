"""Flash attention with the position term inside the kernels: the
``triton`` backend's kernels (Triton; CUDA tensors, or CPU tensors under
``TRITON_INTERPRET=1``, Triton's interpreter, as the tests run them).

For queries i and keys j of sentence b and head h (q already scaled by
1/sqrt(d_h)), at positions qpos_i = qpos[b, i] and kpos_j = kpos[b, j]:

    s_ij  = q_i . k_j + values[h, qpos_i - kpos_j + Tk - 1]              (distance kind)
    s_ij  = q_i . k_j + table[h, qpos_i, kpos_j]                          (a table of pairs)
    s_ij  = q_i . k_j + q_i . a^K_r(i,j)                                 (Shaw et al., eq. 3)
    out_i = sum_j p_ij v_j (+ sum_j p_ij a^V_r(i,j), Shaw eq. 4),  p_ij = softmax_j(s_ij),  masked: -inf
    r(i, j) = clip(kpos_j - qpos_i, -k, k) + k                           (Shaw's bucket)

``values`` is a distance kind's term for one layer, one value per head group
and distance i - j from -(Tk - 1) to Tq - 1 (Diet-Rel, T5, TISA, ALiBi;
clipping and buckets are already in it), read by index; ``table`` one value
per head group and pair of positions (Diet-Abs's P_Q P_K^T, ``pair_attention``),
read by index the same way. Shaw's terms enter as
per-row, per-bucket tensors (bsz, heads, Tq, 2k + 1), O(T k) where the
attention is O(T^2) (``relative_attention``):

- key term: ``shaw_scores`` = q a^K^T, made by torch before the kernel and
  read by index r(i, j) as the distance term is; its gradient, dscores[i, r]
  = sum over j in bucket r of dS_ij, is summed by the query-block program
  that owns row i (no atomics), and autograd turns it into dq and da^K;
- value term: the forward pass keeps per-row, per-bucket sums of the
  probabilities beside acc, rescaled with it by the online softmax, and
  stores them normalised (``bucket_probs``, P_r); torch adds P_r a^V to the
  output, and autograd gives da^V = P_r^T dO and P_r's gradient dO a^V^T,
  which the backward kernels read by index: dP_ij += (dO a^V^T)[i, r(i, j)].

The products with a^K and a^V are torch's (a^K, a^V shared by the heads or
one per head alike): the kernels never see the embeddings, at the cost of
one small product before and one after the kernel each way. With
``SHAW_PRODUCTS_IN_KERNELS`` the kernels form q a^K^T, add P_r a^V to the
output and dscores a^K to dq themselves, and torch forms only the
embeddings' gradients and dO a^V^T. No (bsz, heads,
Tq, Tk) tensor is written in either pass. Without a term (``values`` and
``shaw_scores`` None) it is plain flash attention. Masks come as flags and
per-key vectors: ``key_padding`` ``(bsz, Tk)`` and ``causal`` (key j > query i
hidden).

Layouts: q, k, v and the output's gradient are read in the layout they come
in (any strides, the last dimension contiguous; the attention module's are
(bsz, heads, T, d) views of (T, bsz, heads * d) projections), q's, k's and v's
gradients are written in their own layouts, and the output is laid out
(Tq, bsz, heads, d) in memory, so that the module's view of it back as
(Tq, bsz, heads * d) is free: no copy either way. Shaw's per-row, per-bucket
tensors are read and written through strides too, all four in the layout of
the scores torch's product gives ((heads, Tq, bsz, 2k + 1) in memory for the
module's q: ``shaw_terms.per_head_matmul``, in memory order), so that neither product with a^K
or a^V copies its input, either way. Positions (any integer dtype) and the key
padding (bool) are read as given.

Forward (one program per sentence, head and block of BLOCK_M query rows): the
online softmax over blocks of BLOCK_N keys, keeping the running maximum m_i,
the running sum l_i and the unnormalised output acc; it stores the output and
lse = m_i + log(l_i) per row. A row with no key at all gets zeros and lse = +inf.

Backward (the probabilities rebuilt from lse, never stored):

    P = exp(s - lse),  dP = dO v^T (+ Shaw's value term),  dS = P * (dP - delta),  delta_i = dO_i . out_i
    dq = dS k,  dk = dS^T q,  dv = P^T dO,  dvalues[h, r] = sum over (b, i, j) at distance r of dS

with out_i the whole output (Shaw's value term included); with attention
dropout the probabilities that meet v (and a^V) and dP are dropped by one
mask, each entry's kept one scaled by 1 / (1 - p), drawn again in each kernel
from the call's seed and the entry's row and key (``_kept``). One program per query
block forms delta for its rows and stores it, then computes dq and the term's
gradient (looping over key blocks); after it, one program per key block
computes dk and dv (looping over query blocks), reading delta; where its
blocks are wider than tall (more keys per program than query rows per step)
it forms each tile transposed, a row per key (``KEYS_FIRST``). The term's
gradient: the distance term's added atomically, entry by entry, into a row
of ``Tq + Tk - 1`` floats per sentence and head, summed over the sentences
after the kernel (``_add_distance_sums``); a table of pairs' into one table of
its shape, by every sentence's programs (``_add_term_sums``); Shaw's per-bucket
sums stored whole.
With ``ONE_BACKWARD_KERNEL`` (calls without Shaw's terms) a small kernel forms
delta (``_deltas``) and the keys kernel also adds each tile's dq = dS k, and the
distance term's gradient, atomically: every tile formed once in the backward
pass, as FlashAttention-2 does, instead of once in each kernel.

Summing a tile per bucket (``_add_bucket_sums``) loops over the buckets that the
tile's rows and real keys can meet (from the least and greatest positions, made
once per program for the rows and once per tile for the keys), with a masked
sum over the tile for each: a tile
whose pairs are all clipped to one side (every kpos_j - qpos_i >= k, or <=
-k) meets one bucket, its row sums, and only tiles within k of the diagonal
meet up to 2k + 1. (A one-hot (BLOCK_M, BLOCK_N, 2k + 1) product would be one
step, but too large a tile for a GPU's registers.) With ``BUCKET_GATHER`` (the
default) a tile that meets several buckets and whose positions count up by one
takes its inner buckets by one gather along its rows (each row has one entry in
each) and the two clipped ones by masked row sums, no loop. Accumulation is in float32
(float64 for float64 inputs, as the tests take them).
"""

import warnings

import torch
from torch import Tensor

from .engine import _release
from .shaw_terms import per_head_matmul, per_head_sums
from .triton_launch import Launcher

try:
    import triton
    import triton.language as tl
except ImportError:  # the backend then says it cannot run (engine.Triton.unavailable)
    triton = None

# The kernels' configuration by device, for each of the three kernels ("forward",
# "keys": dk and dv, "queries": dq and the term's gradient): (BLOCK_M query rows,
# BLOCK_N keys of a tile; warps per program, software-pipeline stages of the loops'
# loads). The forward and queries kernels take BLOCK_M rows per program and step over
# BLOCK_N keys; the keys kernel takes BLOCK_N keys per program and steps over
# BLOCK_M rows (its tiles formed transposed, KEYS_FIRST, when BLOCK_N > BLOCK_M: then
# all its products are Hopper's wgmma). CUDA: the fastest of the configurations
# measured on an H100 (fp16, forward and backward, the kernels' GPU time summed over
# 128x32, 195x128 and 48x512 tokens; 8 heads of 64; docs/benchmark.md): for the
# distance term (and no term) 128x32:4:3 with a keys kernel of 32x64:4:3, 1.49 ms against
# 1.68 for 128x32:4:3 throughout; for Shaw's terms (SHAW_CONFIG) 64x64:4:3 with the same
# keys kernel, 3.69 ms against 4.70. CPU (Triton's interpreter, the tests): blocks of 32,
# so that the tests' tiny inputs span several; Shaw's calls there take CONFIG's.
KERNELS = ("forward", "keys", "queries")
CONFIG = {"cuda": {"forward": (128, 32, 4, 3), "keys": (32, 64, 4, 3), "queries": (128, 32, 4, 3)},
          "cpu": dict.fromkeys(KERNELS, (32, 32, 4, 3))}
SHAW_CONFIG = {"cuda": {"forward": (64, 64, 4, 3), "keys": (32, 64, 4, 3), "queries": (64, 64, 4, 3)}}
# Shaw's per-bucket sums of a tile that meets several buckets and whose positions count up by one taken
# by one gather along its rows and two masked row sums instead of a loop over the buckets
# (``_bucket_sums``). Measured on an H100 (docs/benchmark.md): Shaw's kernels 0.85 to 0.92 of their GPU
# time with the loop alone, at each of the three shapes. False: the loop for every tile.
BUCKET_GATHER = True
# The distance term's gradient added into LANES rows per sentence and head, key j into lane j mod
# LANES (``_add_distance_sums``), so that the entries of one distance in a tile meet at fewer
# addresses; summed after. 1 until more is timed on a GPU (the attention benchmark's lanes rows).
LANES = 1
# The backward pass of calls without Shaw's terms in one kernel over the tiles, as FlashAttention-2's: the
# keys kernel also adds each tile's share of dq (dS k) atomically into a float32 (float64) dq, and the
# distance term's gradient, after a small kernel forms delta; the queries kernel, which otherwise forms
# every tile's probabilities and dS again for dq (two of the backward pass's seven products), is not
# launched. Not where torch.use_deterministic_algorithms is on (on CUDA; dq's adds come in any order).
# False until timed on a GPU (the attention benchmark's ``one backward kernel`` rows).
ONE_BACKWARD_KERNEL = False
# The kernels' per-entry gathers and atomic adds as PTX instructions of their own (``ld.global.nc``,
# ``red.global.add``, through tl.inline_asm_elementwise), on CUDA: the term's reads and its gradient's
# adds where the term is float32 (as the modules hand it over: pass_state.kernels_term), and Shaw's reads
# of its per-bucket tensors. A tl.load or tl.atomic_add of a gathered tile is laid out by Triton for
# coalescing, and each tile converted to and from the products' layout through shared memory; the PTX
# takes the tile's own layout. Compiled for sm_90 (scripts/kernel_resources.py --inline-ptx): no such
# conversion, the distance term's loops 626 / 596 / 400 instructions against 647 / 668 / 398, Shaw's
# 2581 / 2532 / 493 against 2768 / 2813 / 550. Not under the interpreter, which runs no PTX: False until
# a GPU runs tests/test_gpu.py's cases with it and times it (the attention benchmark's ``inline PTX`` ways).
INLINE_PTX = False
# Shaw's products with a^K and a^V inside the kernels (EMBEDDINGS): the forward kernel forms its rows'
# q a^K^T (one product per program, stored, then read by its tiles as the backward kernels read it) and
# adds sum_r P_r a^V_r to its output, and the queries kernel adds dscores a^K to dq, each from the
# per-bucket sums it has just stored (read back after a barrier); torch forms only dO a^V^T and the
# embeddings' gradients in the backward pass: three products a call against six. The tiny training
# step (scripts/dispatch_count.py, Shaw on triton) 945 operators against 993, host time 1.053 of the
# transformer's against 1.083 (--stub-launchers, 30 rounds); but compiled for sm_90 the forward and
# queries kernels' loops take 3085 / 3109 instructions against 2768 / 2813 (the epilogue's product,
# a wgmma, lays the loop's accumulators out for itself: 300 of those; as outer products per bucket
# instead, the forward kernel spilled). False (torch's products around the kernels) until a GPU
# times both (the attention benchmark's ``shaw, triton, products in kernels``).
SHAW_PRODUCTS_IN_KERNELS = False
# The forward and queries kernels' loops in two (``SPLIT``; calls without Shaw's terms): first the tiles
# of keys that need no mask (real keys, before the sentence's first padded one, and with a causal mask
# before each of the program's rows: ``_unmasked_end``), with none (no comparison, no select per entry,
# no padding read), then the others masked as before. Compiled for sm_90 (scripts/kernel_resources.py
# --split-tiles): the unmasked loop of the forward kernel with key padding takes fewer instructions a
# tile (docs/benchmark.md). False until a GPU times it (the attention benchmark's ``split tiles`` ways).
SPLIT_TILES = False
# Attention dropout's mask laid out by joins (``_kept``): Triton 3.3 cannot compile them (its layouts for
# the nested joins disagree); 3.4, 3.5, 3.6 and 3.9 compile the distance term's kernels for sm_90 in 1.7
# to 2.0 times their loops' instructions without dropout, where the selects that 3.3 takes cost 2.5 to
# 3.9 times under 3.6 and 3.9 (the keys kernel's most; scripts/kernel_resources.py). Read at each call;
# None: joins from Triton 3.4 on.
DROPOUT_JOINS = None
# The kernels' other constexprs: HAS_TERM (the distance term), HAS_SHAW_KEYS,
# HAS_SHAW_VALUES (Shaw's a^K, a^V), HAS_PADDING, CAUSAL (the masks);
# BLOCK_DQK, BLOCK_DV, BLOCK_R: the head dimensions of q and k, of v, and
# Shaw's 2k + 1 buckets, rounded up to powers of two; ACC: the accumulation dtype;
# DOT: tl.dot's input_precision for float32 inputs (_dot_precision).

# The per-bucket tensors' strides, which follow the batch's shape (Shaw's scores as torch's product
# lays them out): not specialised on, so that sentences of new lengths compile no new kernels.
BUCKET_STRIDES = ("sbb", "sbh", "sbt")

if triton is not None:

    @triton.jit
    def _exp(s, shift):
        """exp(s - shift), shift broadcast over s (a row's or a key's vector):
        2^(s log2 e - shift log2 e), one fused multiply-add and one exp2 per
        entry. (``tl.exp`` compiles to a multiply and an exp2 with fix-ups for
        results below 2^-126: four instructions more per entry, in a loop where
        the arithmetic per entry, not the matrix products, bounds the time at
        heads of 64. exp2 flushes such results to zero, as CUDA's fast exp2
        does: a probability below 1e-38 of its row's largest.)"""
        return tl.exp2(tl.fma(s, 1.4426950408889634, -shift * 1.4426950408889634))

    @triton.jit
    def _dropout_rows(bh, offs_m, Tq):
        """Each row's number among a call's, (b H + h) Tq + i, in int64 (``_kept``'s counter)."""
        return bh.to(tl.int64) * Tq + offs_m

    @triton.jit
    def _kept(dropout, rows, first_key, BLOCK_N: tl.constexpr, KEYS_FIRST: tl.constexpr, JOINS: tl.constexpr):
        """Attention dropout's mask of a tile of the rows ``rows``
        (``_dropout_rows``) and BLOCK_N keys from ``first_key`` (a multiple of
        8): entry (b, h, i, j) kept where its 16 bits of Philox's draw are at
        least the threshold 2^16 p. One draw, four 32-bit numbers for the
        call's seed and the counter (row, floor(j / 8)), serves the row's 8
        keys 8 floor(j / 8) ... + 7, two 16-bit halves each (key 8 g + t takes
        half t mod 2 of number floor(t / 2)): the same bits for the same entry in
        each kernel and tile, whatever their shapes, for an eighth of the
        draws of one per entry. ``dropout``: (seed, threshold, 1 / (1 - p)).
        With KEYS_FIRST, transposed (a row per key). The halves are laid out
        by joins (JOINS), or, where Triton cannot compile those (3.3), by
        selects, which take more instructions (``DROPOUT_JOINS``)."""
        seed, threshold, _ = dropout
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
        kept = tl.reshape(halves, (halves.shape[0], BLOCK_N)) >= threshold.to(tl.uint32)
        if KEYS_FIRST:
            kept = tl.trans(kept)
        return kept

    @triton.jit
    def _dropout_of(SEED, threshold, ACC: tl.constexpr, DROPOUT: tl.constexpr):
        """(seed, threshold, 1 / (1 - p)) for ``_kept``: p = threshold / 2^16,
        the scale in ACC; zeros without DROPOUT (SEED is then not read)."""
        if DROPOUT:
            return tl.load(SEED), threshold, 1.0 / (1.0 - tl.cast(threshold, ACC) / 65536.0)
        else:
            return 0, 0, 1.0

    @triton.jit
    def _rows(PTR, base, offs, stride, offs_d, limit, D):
        """The rows ``offs`` (those < limit) and dimensions ``offs_d`` (< D) of
        the (rows, dims) matrix at PTR + base with row stride ``stride``; 0 elsewhere."""
        return tl.load(PTR + base + offs[:, None] * stride + offs_d[None, :],
                       mask=(offs[:, None] < limit) & (offs_d[None, :] < D), other=0.0)

    @triton.jit
    def _turned(x, TABLE, base, offs, stride, limit, D, SIGN: tl.constexpr, BLOCK_D: tl.constexpr):
        """RoPE's rotation of the rows ``offs`` of x (BLOCK_D dimensions, D
        real), by +angle (SIGN 1) or -angle (-1, a gradient's way back): each
        pair (x_2p, x_2p+1) of the row at index l turned by the (cos, sin) pair
        p of the table's row l (TABLE + base + l stride: rows past ``limit``
        read 0), as ``triton_rotation``'s kernel turns it. The pairs are split
        and joined in registers; the arithmetic is in the table's dtype."""
        pairs = tl.arange(0, BLOCK_D)
        turn = tl.load(TABLE + base + offs[:, None] * stride + pairs[None, :],
                       mask=(offs[:, None] < limit) & (pairs[None, :] < D), other=0.0)
        cos, sin = tl.split(tl.reshape(turn, (turn.shape[0], BLOCK_D // 2, 2)))
        even, odd = tl.split(tl.reshape(x, (x.shape[0], BLOCK_D // 2, 2)))
        even = even.to(cos.dtype)
        odd = odd.to(cos.dtype)
        if SIGN < 0:
            sin = -sin
        return tl.reshape(tl.join(even * cos - odd * sin, even * sin + odd * cos), (x.shape[0], BLOCK_D))

    @triton.jit
    def _at_buckets(PTR, b, h, rows, keys, r, Tq, Tk, sbb, sbh, sbt, PTX: tl.constexpr):
        """x[b, h, i, r(i, j)] for every (i, j) of the tile, x a per-row,
        per-bucket tensor (bsz, heads, Tq, 2 CLIP + 1) at PTR with strides
        (sbb, sbh, sbt, 1); 0 outside the rows and keys. ``rows`` and ``keys``:
        the tile's query and key indices, one a column and the other a row (the
        tile either way round). With PTX (``INLINE_PTX``) one ``ld.global.nc``
        an entry, unmasked: rows past Tq read row Tq - 1 (the caller's masks
        make those entries' values irrelevant, and they are finite)."""
        if PTX:
            return _read(PTR + (b * sbb + h * sbh + tl.minimum(rows, Tq - 1) * sbt + r), True)
        else:
            return tl.load(PTR + (b * sbb + h * sbh + rows * sbt + r), mask=(rows < Tq) & (keys < Tk), other=0.0)

    @triton.jit
    def _store_buckets(PTR, inner, left, right, b, h, offs_m, Tq, CLIP, sbb, sbh, sbt, BLOCK_I: tl.constexpr):
        """Stores the rows ``offs_m`` of a per-row, per-bucket tensor
        (bsz, heads, Tq, 2 CLIP + 1) at PTR (strides as ``_at_buckets``) from
        its parts as the kernels accumulate them (``_add_bucket_sums``)."""
        offs_c = tl.arange(0, BLOCK_I)
        rows = PTR + b * sbb + h * sbh + offs_m * sbt
        tl.store(rows[:, None] + 1 + offs_c[None, :], inner.to(PTR.dtype.element_ty),
                 mask=(offs_m[:, None] < Tq) & (offs_c[None, :] < 2 * CLIP - 1))
        tl.store(rows, left.to(PTR.dtype.element_ty), mask=offs_m < Tq)
        tl.store(rows + 2 * CLIP, right.to(PTR.dtype.element_ty), mask=offs_m < Tq)

    @triton.jit
    def _embedding_product(q, EMB, h, seh, ser, CLIP, offs_d, D, BLOCK_R: tl.constexpr, DOT: tl.constexpr):
        """q a^T for a program's rows q (BLOCK_M, BLOCK_D) and one head's
        embeddings a, (2 CLIP + 1, D) rows at EMB + h seh with row stride ser
        (Shaw's q_i . a^K_r): (BLOCK_M, BLOCK_R), in float32 (float64 for
        float64), 0 past the buckets."""
        offs_r = tl.arange(0, BLOCK_R)
        emb = tl.load(EMB + h * seh + offs_r[:, None] * ser + offs_d[None, :],
                      mask=(offs_r[:, None] < 2 * CLIP + 1) & (offs_d[None, :] < D), other=0.0)
        return tl.dot(q, tl.trans(emb.to(q.dtype)), input_precision=DOT)

    @triton.jit
    def _by_stored_buckets(PTR, b, h, offs_m, Tq, sbb, sbh, sbt, EMB, seh, ser, CLIP, offs_d, D,
                           BLOCK_I: tl.constexpr, ACC: tl.constexpr, DOT: tl.constexpr):
        """sum_r x_r a_r for the rows ``offs_m`` of a per-row, per-bucket tensor
        x just stored by this program at PTR (``_store_buckets``; read back
        after a barrier, so that the loop's accumulators keep the layout of
        their sums, not the product's) and one head's embeddings a, (2 CLIP +
        1, D) rows at EMB + h seh with row stride ser: (BLOCK_M, BLOCK_D) in
        ACC. The inner buckets by one product, in x's dtype as torch's
        product takes them; the clipped ones by outer products."""
        tl.debug_barrier()
        offs_c = tl.arange(0, BLOCK_I)
        rows = PTR + b * sbb + h * sbh + offs_m * sbt
        real = offs_m < Tq
        inner = tl.load(rows[:, None] + 1 + offs_c[None, :],
                        mask=real[:, None] & (offs_c[None, :] < 2 * CLIP - 1), other=0.0)
        left = tl.load(rows, mask=real, other=0.0).to(ACC)
        right = tl.load(rows + 2 * CLIP, mask=real, other=0.0).to(ACC)
        emb_rows = EMB + h * seh
        emb = tl.load(emb_rows + (1 + offs_c[:, None]) * ser + offs_d[None, :],
                      mask=(offs_c[:, None] < 2 * CLIP - 1) & (offs_d[None, :] < D), other=0.0)
        first = tl.load(emb_rows + offs_d, mask=offs_d < D, other=0.0).to(ACC)
        last = tl.load(emb_rows + 2 * CLIP * ser + offs_d, mask=offs_d < D, other=0.0).to(ACC)
        return (tl.dot(inner, emb.to(inner.dtype), input_precision=DOT).to(ACC)
                + left[:, None] * first[None, :] + right[:, None] * last[None, :])

    @triton.jit
    def _row_positions(QPOS, b, stride_qpos, offs_m, Tq):
        """For a program's rows (those < Tq; the same at every tile of its
        loop): the least and greatest qpos_i, and the least and greatest
        qpos_i - i (equal where the rows' positions count up by one)."""
        rows = offs_m < Tq
        qpos = tl.load(QPOS + b * stride_qpos + offs_m, mask=rows, other=0).to(tl.int32)
        shift = qpos - offs_m
        return (tl.min(tl.where(rows, qpos, 2 ** 30)), tl.max(tl.where(rows, qpos, -(2 ** 30))),
                tl.min(tl.where(rows, shift, 2 ** 30)), tl.max(tl.where(rows, shift, -(2 ** 30))))

    @triton.jit
    def _add_bucket_sums(inner, left, right, x, r, first, last, CLIP, BLOCK_I: tl.constexpr):
        """The per-row, per-bucket sums sum_j x_ij [r(i, j) = r] of the tile
        added to their parts, in x's dtype: the clipped buckets' as vectors,
        ``left`` (r = 0) and ``right`` (r = 2 CLIP), and the inner buckets'
        as ``inner`` (BLOCK_M, BLOCK_I), bucket r in column r - 1; so that a
        thread's registers hold 2 CLIP - 1 columns rounded up to a power of
        two, not 2 CLIP + 1 (64 columns for Shaw's default 16: 33 used). Added
        in place (no second tensor of that size). The loop runs over the
        buckets first..last that the tile's rows and keys can meet
        (``_bucket_sums``): one where they are all clipped to one side, none
        for a tile without a key."""
        offs_c = tl.arange(0, BLOCK_I)
        for bucket in range(first, last + 1):
            in_bucket = tl.sum(tl.where(r == bucket, x, 0.0), 1)
            left += tl.where(bucket == 0, in_bucket, 0.0)
            right += tl.where(bucket == 2 * CLIP, in_bucket, 0.0)
            inner += tl.where((offs_c[None, :] == bucket - 1) & (bucket < 2 * CLIP), in_bucket[:, None], 0.0)
        return inner, left, right

    @triton.jit
    def _bucket_sums(inner, left, right, x, r, rows, KPOS, KEY_PADDING, b, stride_kpos, stride_pad, offs_m, offs_n,
                     Tk, CLIP, HAS_PADDING: tl.constexpr, BLOCK_I: tl.constexpr, BUCKET_GATHER: tl.constexpr):
        """``_add_bucket_sums`` for a tile x of the program's rows ``offs_m``
        (``rows``: ``_row_positions``) and the keys ``offs_n``. The buckets
        looped over are those that the tile's rows and real keys can meet,
        from the least and greatest positions (a masked entry of x is 0 in
        whichever bucket it counts). With BUCKET_GATHER, where the rows and
        the real keys each have their positions count up by one (one shift
        c: kpos_j - qpos_i = j - i + c), a tile that meets several buckets
        takes no loop: an inner bucket r (|r - CLIP| < CLIP) holds one entry
        of each row, j = i + r - CLIP - c, taken by one gather along the rows,
        and the two clipped buckets are masked row sums. Other tiles take the
        loop, those that meet one bucket too (clipped to one side, as most of
        a long sentence's tiles are): its one masked row sum is less work
        than the gather. From position vectors, not the tile: the rows' once
        per program, the keys' once per tile."""
        q_low, q_high, row_low, row_high = rows
        keys = offs_n < Tk
        kpos = tl.load(KPOS + b * stride_kpos + offs_n, mask=keys, other=0).to(tl.int32)
        if HAS_PADDING:
            keys = keys & (tl.load(KEY_PADDING + b * stride_pad + offs_n, mask=keys, other=1) == 0)
        k_low = tl.min(tl.where(keys, kpos, 2 ** 30))
        k_high = tl.max(tl.where(keys, kpos, -(2 ** 30)))
        first = tl.minimum(tl.maximum(k_low - q_high, -CLIP), CLIP) + CLIP
        last = tl.where(k_low <= k_high, tl.minimum(tl.maximum(k_high - q_low, -CLIP), CLIP) + CLIP, -1)
        if BUCKET_GATHER & (first < last):
            key_low = tl.min(tl.where(keys, kpos - offs_n, 2 ** 30))
            key_high = tl.max(tl.where(keys, kpos - offs_n, -(2 ** 30)))
            if (row_low == row_high) & (key_low == key_high):  # one shift
                bucket = tl.arange(0, BLOCK_I)[None, :] + 1  # inner's columns' buckets
                # the tile's column of row i's entry in each bucket
                column = offs_m[:, None] - tl.min(offs_n) + bucket - CLIP - (key_low - row_low)
                taken = (bucket < 2 * CLIP) & (column >= 0) & (column < x.shape[1])
                inner += tl.where(taken, tl.gather(x, tl.where(taken, column, 0), axis=1), 0.0)
                left += tl.sum(tl.where(r == 0, x, 0.0), 1)
                right += tl.sum(tl.where(r == 2 * CLIP, x, 0.0), 1)
            else:
                inner, left, right = _add_bucket_sums(inner, left, right, x, r, first, last, CLIP, BLOCK_I)
        else:
            inner, left, right = _add_bucket_sums(inner, left, right, x, r, first, last, CLIP, BLOCK_I)
        return inner, left, right

    @triton.jit
    def _read(PTR, PTX: tl.constexpr):
        """The values at PTR (a tile of pointers to float32, float16 or
        bfloat16); with PTX, one ``ld.global.nc`` an entry in the tile's own
        layout (``INLINE_PTX``)."""
        if PTX:
            if PTR.dtype.element_ty == tl.float32:
                return tl.inline_asm_elementwise("ld.global.nc.b32 $0, [$1];", "=r,l", [PTR], dtype=tl.float32,
                                                 is_pure=True, pack=1)
            else:
                return tl.inline_asm_elementwise("ld.global.nc.b16 $0, [$1];", "=h,l", [PTR],
                                                 dtype=PTR.dtype.element_ty, is_pure=True, pack=1)
        else:
            return tl.load(PTR)

    @triton.jit
    def _add_at(PTR, x, PTX: tl.constexpr):
        """PTR[...] += x, one relaxed atomic add an entry; with PTX, a
        ``red.global.add.f32`` in the tile's own layout (``INLINE_PTX``)."""
        if PTX:
            # the address as an integer: older Triton (3.6) refuses a pointer and a float in one such call
            tl.inline_asm_elementwise("red.relaxed.gpu.global.add.f32 [$1], $2;\n\tmov.u32 $0, 0;", "=r,l,r",
                                      [PTR.to(tl.int64), x], dtype=tl.int32, is_pure=False, pack=1)
        else:
            tl.atomic_add(PTR, x, sem="relaxed")

    @triton.jit
    def _add_distance_sums(DVALUES, ds, index, offs_n, Tq, Tk, LANES: tl.constexpr, KEYS_FIRST: tl.constexpr,
                           PTX: tl.constexpr):
        """DVALUES[lane_j, qpos_i - kpos_j + Tk - 1] += ds_ij for every entry of
        the tile, one atomic add each (``index``: qpos_i - kpos_j + Tk - 1, as
        ``_scores`` gives it), into the rows of this program's sentence and head
        (summed over the sentences and lanes after the kernel): only the
        programs of one sentence and head add into the same floats. lane_j = j
        mod LANES: the entries of one diagonal of a tile (one distance, several
        keys) go to as many addresses as lanes. ds is (BLOCK_M, BLOCK_N), or
        with KEYS_FIRST transposed, a row per key. Unmasked: an entry outside
        the sentence, padded or hidden has ds = 0 exactly (p = 0, dP finite) and
        an index within the row (its positions read as 0 past the lengths); a
        mask made each add a branch of its own. (Measured on an H100,
        docs/benchmark.md: one lane, a row per sentence and head, was faster at
        every shape than the tile's diagonals summed first, and than one row per
        head shared by every sentence's programs, with or without those sums.)"""
        if LANES > 1:
            if KEYS_FIRST:
                index += (offs_n % LANES)[:, None] * (Tq + Tk - 1)
            else:
                index += (offs_n % LANES)[None, :] * (Tq + Tk - 1)
        _add_at(DVALUES + index, ds, PTX)

    @triton.jit
    def _add_term_sums(DVALUES, ds, index, b, h, stride_vh, offs_n, H, Tq, Tk, PAIRS: tl.constexpr,
                       LANES: tl.constexpr, KEYS_FIRST: tl.constexpr, PTX: tl.constexpr):
        """The term's gradient, ds_ij added at ``index`` (``_scores``'s): a
        distance term's into the rows of this program's sentence and head
        (``_add_distance_sums``); a table of pairs (PAIRS) into the table's
        gradient itself, (heads | 1, Tq, Tk) laid out as the table (head
        stride ``stride_vh``), which every sentence's programs add into."""
        if PAIRS:
            _add_at(DVALUES + h * stride_vh + index, ds, PTX)
        else:
            _add_distance_sums(DVALUES + (b * H + h) * LANES * (Tq + Tk - 1), ds, index, offs_n, Tq, Tk, LANES,
                               KEYS_FIRST, PTX)

    @triton.jit
    def _deltas_of(do, OUT, b, h, offs_m, sob, soh, som, Tq, DV, BLOCK_DV: tl.constexpr, ACC: tl.constexpr):
        """delta_i = dO_i . out_i for the rows ``offs_m`` of sentence b and head
        h, ``do`` their (BLOCK_M, BLOCK_DV) rows of dO (0 past Tq)."""
        out = _rows(OUT, b * sob + h * soh, offs_m, som, tl.arange(0, BLOCK_DV), Tq, DV)
        return tl.sum(do.to(ACC) * out.to(ACC), 1)

    @Launcher
    @triton.jit
    def _deltas(DOUT, OUT, DELTA, sdb, sdh, sdm, sob, soh, som, H, Tq, DV, BLOCK_M: tl.constexpr,
                BLOCK_DV: tl.constexpr, ACC: tl.constexpr):
        """delta for one block of BLOCK_M rows of one sentence and head, stored
        (the one backward kernel's rows, ONE_BACKWARD_KERNEL; otherwise the
        queries kernel forms its own)."""
        start_m = tl.program_id(0)
        bh = tl.program_id(1)
        offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
        b, h = bh // H, bh % H
        do = _rows(DOUT, b * sdb + h * sdh, offs_m, sdm, tl.arange(0, BLOCK_DV), Tq, DV)
        delta = _deltas_of(do, OUT, b, h, offs_m, sob, soh, som, Tq, DV, BLOCK_DV, ACC)
        tl.store(DELTA + bh * Tq + offs_m, delta, mask=offs_m < Tq)

    @triton.jit
    def _scores(q, k, offs_m, offs_n, b, h, VALUES, QPOS, KPOS, KEY_PADDING, SHAW_SCORES, stride_vh,
                stride_qpos, stride_kpos, stride_pad, sbb, sbh, sbt, Tq, Tk, CLIP, HAS_TERM: tl.constexpr,
                PAIRS: tl.constexpr, HAS_SHAW_KEYS: tl.constexpr, HAS_PADDING: tl.constexpr, CAUSAL: tl.constexpr,
                ACC: tl.constexpr, DOT: tl.constexpr, KEYS_FIRST: tl.constexpr, PTX: tl.constexpr,
                MASKED: tl.constexpr = True):
        """s = q k^T + the term, -inf where masked (MASKED False: a tile of
        real keys before each of its rows, ``_unmasked_end``; no mask at all):
        (BLOCK_M, BLOCK_N), in ACC;
        and Shaw's bucket of each entry, r(i, j) = clip(kpos_j - qpos_i, -CLIP,
        CLIP) + CLIP, or with the distance term the entry's place in its row,
        qpos_i - kpos_j + Tk - 1, or in a table of pairs (PAIRS) its place in
        the head's table, qpos_i Tk + kpos_j (int32; 0 without a term). With KEYS_FIRST, both
        transposed, (BLOCK_N, BLOCK_M): s^T = k q^T, a product with a row per key."""
        if KEYS_FIRST:
            s = tl.dot(k, tl.trans(q), input_precision=DOT).to(ACC)
            rows = offs_m[None, :]
            keys = offs_n[:, None]
        else:
            s = tl.dot(q, tl.trans(k), input_precision=DOT).to(ACC)
            rows = offs_m[:, None]
            keys = offs_n[None, :]
        r = 0
        if HAS_TERM or HAS_SHAW_KEYS:
            qpos = tl.load(QPOS + b * stride_qpos + offs_m, mask=offs_m < Tq, other=0).to(tl.int32)
            kpos = tl.load(KPOS + b * stride_kpos + offs_n, mask=offs_n < Tk, other=0).to(tl.int32)
            if HAS_TERM:  # within the term's row whatever a padded slot holds: its gradient's adds are unmasked
                # (one unsigned minimum each: a negative position wraps to a large one, clamped to the last)
                qpos = tl.minimum(qpos.to(tl.uint32), Tq - 1).to(tl.int32)
                kpos = tl.minimum(kpos.to(tl.uint32), Tk - 1).to(tl.int32)
            if KEYS_FIRST:
                qpos = qpos[None, :]
                kpos = kpos[:, None]
            else:
                qpos = qpos[:, None]
                kpos = kpos[None, :]
        if HAS_TERM:
            if PAIRS:
                r = qpos * Tk + kpos  # the pair's place in the term's (Tq, Tk) table (and its gradient's)
            else:
                r = qpos - kpos + Tk - 1  # i - j, as the term's row holds it (and its gradient's)
            # unmasked: every index is within the term (positions clamped above), and a masked entry is -inf below
            s += _read(VALUES + h * stride_vh + r, PTX).to(ACC)
        if HAS_SHAW_KEYS:
            r = tl.minimum(tl.maximum(kpos - qpos, -CLIP), CLIP) + CLIP
            s += _at_buckets(SHAW_SCORES, b, h, rows, keys, r, Tq, Tk, sbb, sbh, sbt, PTX).to(ACC)  # q_i . a^K_r(i,j)
        if MASKED:
            valid = (rows < Tq) & (keys < Tk)
            if HAS_PADDING:
                padded = tl.load(KEY_PADDING + b * stride_pad + offs_n, mask=offs_n < Tk, other=1)
                if KEYS_FIRST:
                    valid = valid & (padded[:, None] == 0)
                else:
                    valid = valid & (padded[None, :] == 0)
            if CAUSAL:
                valid = valid & (keys <= rows)
            s = tl.where(valid, s, float("-inf"))
        return s, r

    @triton.jit
    def _unmasked_end(KEY_PADDING, b, stride_pad, start_m, Tk, HAS_PADDING: tl.constexpr, CAUSAL: tl.constexpr,
                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, SCAN: tl.constexpr = 128):
        """Where the tiles of a program of query block start_m (sentence b)
        stop being all real keys before each of its rows: the sentence's first
        padded key (a scan of its padding, SCAN keys at a time) and, with
        CAUSAL, the block's first row (keys up to it are before every row),
        rounded down to whole tiles of BLOCK_N. Those tiles need no mask
        (``SPLIT``): rows past Tq read zeros and are never stored, and in the
        backward pass their lse is +inf (p = 0)."""
        limit = Tk
        if HAS_PADDING:
            for start in range(0, Tk, SCAN):
                offs = start + tl.arange(0, SCAN)
                padded = tl.load(KEY_PADDING + b * stride_pad + offs, mask=offs < Tk, other=0)
                limit = tl.minimum(limit, tl.min(tl.where(padded != 0, offs, Tk)))
        if CAUSAL:
            limit = tl.minimum(limit, start_m * BLOCK_M + 1)
        return limit // BLOCK_N * BLOCK_N

    @triton.jit
    def _keys_of_the_block(KEY_PADDING, b, stride_pad, start_m, Tk, HAS_PADDING: tl.constexpr, CAUSAL: tl.constexpr,
                           SPLIT: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
        """(full, end) for query block start_m of sentence b: its loop over
        the keys ends at ``end`` (Tk; under CAUSAL its last row's), and with
        SPLIT the tiles before ``full`` need no mask (``_unmasked_end``; 0
        without SPLIT)."""
        end = Tk
        if CAUSAL:
            end = tl.minimum(Tk, (start_m + 1) * BLOCK_M)
        full = 0
        if SPLIT:
            full = _unmasked_end(KEY_PADDING, b, stride_pad, start_m, Tk, HAS_PADDING, CAUSAL, BLOCK_M, BLOCK_N)
        return full, end

    @triton.jit
    def _part_of_the_loop(part: tl.constexpr, full, end):
        """The keys a loop over a query block's tiles covers: part 0, from 0 to
        the end of the tiles that need no mask (``_unmasked_end``); part 1,
        from there to the end."""
        if part == 0:
            return 0, full
        else:
            return full, end

    @triton.jit
    def _key_tile(q, start_n, offs_m, offs_e, offs_f, b, h, K, V, VALUES, QPOS, KPOS, KEY_PADDING, SHAW_SCORES, K_TABLE,
                  skb, skh, skn, svb, svh, svn, stride_vh, stride_qpos, stride_kpos, stride_pad, sbb, sbh, sbt, sktb,
                  sktl, Tq, Tk, DQK, DV, CLIP, HAS_TERM: tl.constexpr, PAIRS: tl.constexpr,
                  HAS_SHAW_KEYS: tl.constexpr, HAS_PADDING: tl.constexpr, CAUSAL: tl.constexpr, ROTARY: tl.constexpr,
                  BLOCK_N: tl.constexpr, BLOCK_DQK: tl.constexpr, ACC: tl.constexpr, DOT: tl.constexpr,
                  PTX: tl.constexpr, MASKED: tl.constexpr):
        """A query block's tile of keys from start_n: the keys' indices, k
        (turned by its table with ROTARY), v, and the tile's scores and
        buckets (``_scores``, masked or not)."""
        offs_n = start_n + tl.arange(0, BLOCK_N)
        k = _rows(K, b * skb + h * skh, offs_n, skn, offs_e, Tk, DQK)
        v = _rows(V, b * svb + h * svh, offs_n, svn, offs_f, Tk, DV)
        if ROTARY:
            k = _turned(k, K_TABLE, b * sktb, offs_n, sktl, Tk, DQK, 1, BLOCK_DQK).to(K.dtype.element_ty)
        s, r = _scores(q, k, offs_m, offs_n, b, h, VALUES, QPOS, KPOS, KEY_PADDING, SHAW_SCORES, stride_vh,
                       stride_qpos, stride_kpos, stride_pad, sbb, sbh, sbt, Tq, Tk, CLIP, HAS_TERM, PAIRS,
                       HAS_SHAW_KEYS, HAS_PADDING, CAUSAL, ACC, DOT, False, PTX, MASKED)
        return offs_n, k, v, s, r

    @triton.jit
    def _forward_tile(q, m_i, l_i, acc, probs_inner, probs_left, probs_right, row_positions, start_n, offs_m,
                      offs_e, offs_f, b, h, K, V, VALUES, QPOS, KPOS, KEY_PADDING, SHAW_SCORES, K_TABLE, skb, skh,
                      skn, svb, svh, svn, stride_vh, stride_qpos, stride_kpos, stride_pad, sbb, sbh, sbt, sktb, sktl,
                      Tq, Tk, DQK, DV, CLIP, HAS_TERM: tl.constexpr, PAIRS: tl.constexpr,
                      HAS_SHAW_KEYS: tl.constexpr, HAS_SHAW_VALUES: tl.constexpr, HAS_PADDING: tl.constexpr,
                      CAUSAL: tl.constexpr, ROTARY: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_DQK: tl.constexpr,
                      BLOCK_I: tl.constexpr, ACC: tl.constexpr, DOT: tl.constexpr, PTX: tl.constexpr,
                      BUCKET_GATHER: tl.constexpr, MASKED: tl.constexpr, dropout, dropout_rows,
                      DROPOUT: tl.constexpr, JOINS: tl.constexpr):
        """The forward kernel's step over the tile of keys from start_n: the
        online softmax's running maximum, sum and output (and Shaw's
        per-bucket sums) updated; with DROPOUT the output's (and the sums')
        probabilities dropped and scaled (``_kept``), the softmax's sum over
        all of them."""
        offs_n, k, v, s, r = _key_tile(
            q, start_n, offs_m, offs_e, offs_f, b, h, K, V, VALUES, QPOS, KPOS, KEY_PADDING, SHAW_SCORES, K_TABLE, skb,
            skh, skn, svb, svh, svn, stride_vh, stride_qpos, stride_kpos, stride_pad, sbb, sbh, sbt, sktb, sktl, Tq,
            Tk, DQK, DV, CLIP, HAS_TERM, PAIRS, HAS_SHAW_KEYS, HAS_PADDING, CAUSAL, ROTARY, BLOCK_N, BLOCK_DQK, ACC,
            DOT, PTX, MASKED)
        m_new = tl.maximum(m_i, tl.max(s, 1))
        if MASKED:
            m_safe = tl.where(m_new == float("-inf"), 0.0, m_new)  # a row with no key yet
        else:
            m_safe = m_new  # (every entry finite)
        alpha = _exp(m_i, m_safe)
        p = _exp(s, m_safe[:, None])
        l_i = l_i * alpha + tl.sum(p, 1)
        if DROPOUT:
            p = tl.where(_kept(dropout, dropout_rows, start_n, BLOCK_N, False, JOINS), p * dropout[2], 0.0)
        acc = acc * alpha[:, None] + tl.dot(p.to(v.dtype), v, input_precision=DOT).to(ACC)
        if HAS_SHAW_VALUES:
            probs_inner, probs_left, probs_right = _bucket_sums(
                probs_inner * alpha[:, None], probs_left * alpha, probs_right * alpha, p, r, row_positions,
                KPOS, KEY_PADDING, b, stride_kpos, stride_pad, offs_m, offs_n, Tk, CLIP, HAS_PADDING, BLOCK_I,
                BUCKET_GATHER)
        return m_new, l_i, acc, probs_inner, probs_left, probs_right

    @Launcher
    @triton.jit(do_not_specialize=BUCKET_STRIDES)
    def _forward(Q, K, V, VALUES, QPOS, KPOS, KEY_PADDING, SHAW_SCORES, Q_TABLE, K_TABLE, KEY_EMB,
                 VALUE_EMB, OUT, LSE, BUCKET_PROBS,
                 sqb, sqh, sqm, skb, skh, skn, svb, svh, svn, sob, soh, som,
                 stride_vh, stride_qpos, stride_kpos, stride_pad, sbb, sbh, sbt, sqtb, sqtl, sktb, sktl,
                 sah, sar, swh, swr,
                 H, Tq, Tk, DQK, DV, CLIP, SEED, drop_threshold,
                 HAS_TERM: tl.constexpr, PAIRS: tl.constexpr, HAS_SHAW_KEYS: tl.constexpr,
                 HAS_SHAW_VALUES: tl.constexpr, HAS_PADDING: tl.constexpr, CAUSAL: tl.constexpr,
                 ROTARY: tl.constexpr, EMBEDDINGS: tl.constexpr, SPLIT: tl.constexpr, DROPOUT: tl.constexpr,
                 JOINS: tl.constexpr,
                 BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_DQK: tl.constexpr, BLOCK_DV: tl.constexpr,
                 BLOCK_R: tl.constexpr, BLOCK_I: tl.constexpr, ACC: tl.constexpr, DOT: tl.constexpr,
                 PTX: tl.constexpr, BUCKET_GATHER: tl.constexpr):
        start_m = tl.program_id(0)
        bh = tl.program_id(1)
        b, h = bh // H, bh % H
        offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
        offs_e = tl.arange(0, BLOCK_DQK)  # dimensions of q and k
        offs_f = tl.arange(0, BLOCK_DV)  # dimensions of v and the output
        rows = offs_m < Tq
        q = _rows(Q, b * sqb + h * sqh, offs_m, sqm, offs_e, Tq, DQK)
        if ROTARY:
            q = _turned(q, Q_TABLE, b * sqtb, offs_m, sqtl, Tq, DQK, 1, BLOCK_DQK).to(Q.dtype.element_ty)
        m_i = tl.full((BLOCK_M,), float("-inf"), ACC)
        l_i = tl.zeros((BLOCK_M,), ACC)
        acc = tl.zeros((BLOCK_M, BLOCK_DV), ACC)
        # Shaw's a^V: the probabilities' per-bucket sums, unnormalised, rescaled as acc (``_add_bucket_sums``)
        probs_inner = tl.zeros((BLOCK_M, BLOCK_I), ACC)
        probs_left = tl.zeros((BLOCK_M,), ACC)
        probs_right = tl.zeros((BLOCK_M,), ACC)
        row_positions = (0, 0, 0, 0)
        if HAS_SHAW_VALUES:
            row_positions = _row_positions(QPOS, b, stride_qpos, offs_m, Tq)
        dropout = _dropout_of(SEED, drop_threshold, ACC, DROPOUT)
        dropout_rows = _dropout_rows(bh, offs_m, Tq)
        if EMBEDDINGS:  # Shaw's q a^K^T for the program's rows, stored, and read by the tiles as by the backward pass
            offs_r = tl.arange(0, BLOCK_R)
            tl.store(SHAW_SCORES + b * sbb + h * sbh + offs_m[:, None] * sbt + offs_r[None, :],
                     _embedding_product(q, KEY_EMB, h, sah, sar, CLIP, offs_e, DQK, BLOCK_R, DOT).to(
                         SHAW_SCORES.dtype.element_ty), mask=rows[:, None] & (offs_r[None, :] < 2 * CLIP + 1))
            tl.debug_barrier()  # (every thread's stores seen by every thread of the program)
        full, end = _keys_of_the_block(KEY_PADDING, b, stride_pad, start_m, Tk, HAS_PADDING, CAUSAL, SPLIT, BLOCK_M,
                                       BLOCK_N)
        for part in tl.static_range(2):  # with SPLIT the tiles that need no mask first, unmasked; then the rest
            if SPLIT or part == 1:
                first, last = _part_of_the_loop(part, full, end)
                for start_n in range(first, last, BLOCK_N):
                    m_i, l_i, acc, probs_inner, probs_left, probs_right = _forward_tile(
                        q, m_i, l_i, acc, probs_inner, probs_left, probs_right, row_positions, start_n, offs_m,
                        offs_e, offs_f, b, h, K, V, VALUES, QPOS, KPOS, KEY_PADDING, SHAW_SCORES, K_TABLE, skb, skh,
                        skn, svb, svh, svn, stride_vh, stride_qpos, stride_kpos, stride_pad, sbb, sbh, sbt, sktb,
                        sktl, Tq, Tk, DQK, DV, CLIP, HAS_TERM, PAIRS, HAS_SHAW_KEYS, HAS_SHAW_VALUES, HAS_PADDING,
                        CAUSAL, ROTARY, BLOCK_N, BLOCK_DQK, BLOCK_I, ACC, DOT, PTX, BUCKET_GATHER, part == 1,
                        dropout, dropout_rows, DROPOUT, JOINS)
        seen = l_i > 0
        total = tl.where(seen, l_i, 1.0)
        lse = tl.where(seen, m_i + tl.log(total), float("inf"))
        out = acc / total[:, None]
        if HAS_SHAW_VALUES:
            _store_buckets(BUCKET_PROBS, probs_inner / total[:, None], probs_left / total, probs_right / total, b, h,
                           offs_m, Tq, CLIP, sbb, sbh, sbt, BLOCK_I)
            if EMBEDDINGS:  # + sum_r P_r a^V_r
                out += _by_stored_buckets(BUCKET_PROBS, b, h, offs_m, Tq, sbb, sbh, sbt, VALUE_EMB, swh, swr, CLIP,
                                          offs_f, DV, BLOCK_I, ACC, DOT)
        tl.store(OUT + b * sob + h * soh + offs_m[:, None] * som + offs_f[None, :],
                 out.to(OUT.dtype.element_ty), mask=rows[:, None] & (offs_f[None, :] < DV))
        tl.store(LSE + bh * Tq + offs_m, lse, mask=rows)

    @Launcher
    @triton.jit(do_not_specialize=BUCKET_STRIDES)
    def _backward_keys(Q, K, V, VALUES, QPOS, KPOS, KEY_PADDING, SHAW_SCORES, Q_TABLE, K_TABLE, KEY_EMB,
                       VALUE_EMB, DOUT, LSE, DELTA, BUCKET_GRADS,
                       DK, DV_OUT, DQ, DVALUES, sqb, sqh, sqm, skb, skh, skn, svb, svh, svn, sdb, sdh, sdm,
                       stride_vh, stride_qpos, stride_kpos, stride_pad, sbb, sbh, sbt, sqtb, sqtl, sktb, sktl,
                       sah, sar, swh, swr,
                       H, Tq, Tk, DQK, DV, CLIP, SEED, drop_threshold,
                       HAS_TERM: tl.constexpr, PAIRS: tl.constexpr, HAS_SHAW_KEYS: tl.constexpr,
                       HAS_SHAW_VALUES: tl.constexpr, HAS_PADDING: tl.constexpr, CAUSAL: tl.constexpr,
                       ROTARY: tl.constexpr, EMBEDDINGS: tl.constexpr, SPLIT: tl.constexpr, DROPOUT: tl.constexpr,
                       JOINS: tl.constexpr,
                       BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_DQK: tl.constexpr, BLOCK_DV: tl.constexpr,
                       BLOCK_R: tl.constexpr, BLOCK_I: tl.constexpr, ACC: tl.constexpr, DOT: tl.constexpr,
                       PTX: tl.constexpr, KEYS_FIRST: tl.constexpr,
                       DQ_ADDS: tl.constexpr, TERM_GRAD: tl.constexpr, LANES: tl.constexpr):
        """dk and dv of one block of keys, over every block of queries. With
        KEYS_FIRST each tile is formed transposed (a row per key), so that all
        four products have BLOCK_N rows: with BLOCK_N >= 64 all of them are a
        Hopper's warp-group products (``wgmma``), with BLOCK_M rows only when
        BLOCK_M is as large. With DQ_ADDS (``ONE_BACKWARD_KERNEL``) it also adds
        each tile's share of dq, dS k, atomically into DQ (in ACC, laid out as
        q), and (TERM_GRAD) the distance term's gradient, as the queries
        kernel does otherwise: one pass over the tiles for the whole backward
        pass, as FlashAttention-2's, where the queries kernel forms them again.
        With DROPOUT, dv takes the dropped probabilities and dP is dropped
        by the same mask (``_kept``)."""
        start_n = tl.program_id(0)
        bh = tl.program_id(1)
        b, h = bh // H, bh % H
        offs_n = start_n * BLOCK_N + tl.arange(0, BLOCK_N)
        offs_e = tl.arange(0, BLOCK_DQK)
        offs_f = tl.arange(0, BLOCK_DV)
        keys_e = (offs_n[:, None] < Tk) & (offs_e[None, :] < DQK)
        keys_f = (offs_n[:, None] < Tk) & (offs_f[None, :] < DV)
        k = _rows(K, b * skb + h * skh, offs_n, skn, offs_e, Tk, DQK)
        if ROTARY:
            k = _turned(k, K_TABLE, b * sktb, offs_n, sktl, Tk, DQK, 1, BLOCK_DQK).to(K.dtype.element_ty)
        v = _rows(V, b * svb + h * svh, offs_n, svn, offs_f, Tk, DV)
        dk = tl.zeros((BLOCK_N, BLOCK_DQK), ACC)
        dv = tl.zeros((BLOCK_N, BLOCK_DV), ACC)
        dropout = _dropout_of(SEED, drop_threshold, ACC, DROPOUT)
        first = 0
        if CAUSAL:
            first = (start_n * BLOCK_N // BLOCK_M) * BLOCK_M  # earlier queries see none of these keys
        for start_m in range(first, Tq, BLOCK_M):
            offs_m = start_m + tl.arange(0, BLOCK_M)
            q = _rows(Q, b * sqb + h * sqh, offs_m, sqm, offs_e, Tq, DQK)
            if ROTARY:
                q = _turned(q, Q_TABLE, b * sqtb, offs_m, sqtl, Tq, DQK, 1, BLOCK_DQK).to(Q.dtype.element_ty)
            do = _rows(DOUT, b * sdb + h * sdh, offs_m, sdm, offs_f, Tq, DV)
            lse = tl.load(LSE + bh * Tq + offs_m, mask=offs_m < Tq, other=float("inf"))
            delta = tl.load(DELTA + bh * Tq + offs_m, mask=offs_m < Tq, other=0.0)
            s, r = _scores(q, k, offs_m, offs_n, b, h, VALUES, QPOS, KPOS, KEY_PADDING, SHAW_SCORES, stride_vh,
                           stride_qpos, stride_kpos, stride_pad, sbb, sbh, sbt, Tq, Tk, CLIP, HAS_TERM, PAIRS,
                           HAS_SHAW_KEYS, HAS_PADDING, CAUSAL, ACC, DOT, KEYS_FIRST, PTX)
            if KEYS_FIRST:  # p^T, dP^T, dS^T: (BLOCK_N, BLOCK_M)
                p = _exp(s, lse[None, :])
                dp = tl.dot(v, tl.trans(do), input_precision=DOT).to(ACC)
                if HAS_SHAW_VALUES:  # Shaw's value term: dP_ij += (dO a^V^T)[i, r(i, j)]
                    dp += _at_buckets(BUCKET_GRADS, b, h, offs_m[None, :], offs_n[:, None], r, Tq, Tk, sbb, sbh,
                                      sbt, PTX).to(ACC)
                p_out = p
                if DROPOUT:
                    kept = _kept(dropout, _dropout_rows(bh, offs_m, Tq), start_n * BLOCK_N, BLOCK_N, True, JOINS)
                    p_out = tl.where(kept, p * dropout[2], 0.0)
                    dp = tl.where(kept, dp * dropout[2], 0.0)
                dv += tl.dot(p_out.to(do.dtype), do, input_precision=DOT).to(ACC)
                ds = p * (dp - delta[None, :])
                dk += tl.dot(ds.to(q.dtype), q, input_precision=DOT).to(ACC)
                if DQ_ADDS:
                    dq = tl.dot(tl.trans(ds).to(k.dtype), k, input_precision=DOT).to(ACC)
            else:  # (BLOCK_M, BLOCK_N)
                p = _exp(s, lse[:, None])
                dp = tl.dot(do, tl.trans(v), input_precision=DOT).to(ACC)
                if HAS_SHAW_VALUES:
                    dp += _at_buckets(BUCKET_GRADS, b, h, offs_m[:, None], offs_n[None, :], r, Tq, Tk, sbb, sbh,
                                      sbt, PTX).to(ACC)
                p_out = p
                if DROPOUT:
                    kept = _kept(dropout, _dropout_rows(bh, offs_m, Tq), start_n * BLOCK_N, BLOCK_N, False, JOINS)
                    p_out = tl.where(kept, p * dropout[2], 0.0)
                    dp = tl.where(kept, dp * dropout[2], 0.0)
                dv += tl.dot(tl.trans(p_out).to(do.dtype), do, input_precision=DOT).to(ACC)
                ds = p * (dp - delta[:, None])
                dk += tl.dot(tl.trans(ds).to(q.dtype), q, input_precision=DOT).to(ACC)
                if DQ_ADDS:
                    dq = tl.dot(ds.to(k.dtype), k, input_precision=DOT).to(ACC)
            if DQ_ADDS:
                if ROTARY:  # the rows' share turned back by their angles (a rotation is linear)
                    dq = _turned(dq, Q_TABLE, b * sqtb, offs_m, sqtl, Tq, DQK, -1, BLOCK_DQK).to(ACC)
                tl.atomic_add(DQ + b * sqb + h * sqh + offs_m[:, None] * sqm + offs_e[None, :], dq,
                              mask=(offs_m[:, None] < Tq) & (offs_e[None, :] < DQK), sem="relaxed")
                if TERM_GRAD:
                    _add_term_sums(DVALUES, ds, r, b, h, stride_vh, offs_n, H, Tq, Tk, PAIRS, LANES, KEYS_FIRST,
                                   PTX)
        if ROTARY:  # dk of the turned keys, turned back: the keys' own
            dk = _turned(dk, K_TABLE, b * sktb, offs_n, sktl, Tk, DQK, -1, BLOCK_DQK).to(ACC)
        tl.store(DK + b * skb + h * skh + offs_n[:, None] * skn + offs_e[None, :], dk.to(DK.dtype.element_ty),
                 mask=keys_e)
        tl.store(DV_OUT + b * svb + h * svh + offs_n[:, None] * svn + offs_f[None, :],
                 dv.to(DV_OUT.dtype.element_ty), mask=keys_f)

    @triton.jit
    def _queries_tile(q, do, lse, delta, dq, dscores_inner, dscores_left, dscores_right, row_positions, start_n,
                      offs_m, offs_e, offs_f, b, h, H, K, V, VALUES, QPOS, KPOS, KEY_PADDING, SHAW_SCORES, K_TABLE,
                      BUCKET_GRADS, DVALUES, skb, skh, skn, svb, svh, svn, stride_vh, stride_qpos, stride_kpos,
                      stride_pad, sbb, sbh, sbt, sktb, sktl, Tq, Tk, DQK, DV, CLIP, HAS_TERM: tl.constexpr,
                      PAIRS: tl.constexpr, HAS_SHAW_KEYS: tl.constexpr, HAS_SHAW_VALUES: tl.constexpr,
                      HAS_PADDING: tl.constexpr, CAUSAL: tl.constexpr, ROTARY: tl.constexpr, BLOCK_N: tl.constexpr,
                      BLOCK_DQK: tl.constexpr, BLOCK_I: tl.constexpr, ACC: tl.constexpr, DOT: tl.constexpr,
                      PTX: tl.constexpr, BUCKET_GATHER: tl.constexpr, TERM_GRAD: tl.constexpr,
                      LANES: tl.constexpr, MASKED: tl.constexpr, dropout, dropout_rows, DROPOUT: tl.constexpr,
                      JOINS: tl.constexpr):
        """The queries kernel's step over the tile of keys from start_n: dq
        and the term's gradient (Shaw's per-bucket sums of dS) added to; with
        DROPOUT, dP dropped by the forward pass's mask (``_kept``)."""
        offs_n, k, v, s, r = _key_tile(
            q, start_n, offs_m, offs_e, offs_f, b, h, K, V, VALUES, QPOS, KPOS, KEY_PADDING, SHAW_SCORES, K_TABLE, skb,
            skh, skn, svb, svh, svn, stride_vh, stride_qpos, stride_kpos, stride_pad, sbb, sbh, sbt, sktb, sktl, Tq,
            Tk, DQK, DV, CLIP, HAS_TERM, PAIRS, HAS_SHAW_KEYS, HAS_PADDING, CAUSAL, ROTARY, BLOCK_N, BLOCK_DQK, ACC,
            DOT, PTX, MASKED)
        p = _exp(s, lse[:, None])
        dp = tl.dot(do, tl.trans(v), input_precision=DOT).to(ACC)
        if HAS_SHAW_VALUES:  # Shaw's value term: dP_ij += (dO a^V^T)[i, r(i, j)]
            dp += _at_buckets(BUCKET_GRADS, b, h, offs_m[:, None], offs_n[None, :], r, Tq, Tk, sbb, sbh,
                              sbt, PTX).to(ACC)
        if DROPOUT:
            dp = tl.where(_kept(dropout, dropout_rows, start_n, BLOCK_N, False, JOINS), dp * dropout[2], 0.0)
        ds = p * (dp - delta[:, None])
        dq += tl.dot(ds.to(k.dtype), k, input_precision=DOT).to(ACC)
        if TERM_GRAD:
            _add_term_sums(DVALUES, ds, r, b, h, stride_vh, offs_n, H, Tq, Tk, PAIRS, LANES, False, PTX)
        if HAS_SHAW_KEYS:
            dscores_inner, dscores_left, dscores_right = _bucket_sums(
                dscores_inner, dscores_left, dscores_right, ds, r, row_positions, KPOS, KEY_PADDING, b,
                stride_kpos, stride_pad, offs_m, offs_n, Tk, CLIP, HAS_PADDING, BLOCK_I, BUCKET_GATHER)
        return dq, dscores_inner, dscores_left, dscores_right

    @Launcher
    @triton.jit(do_not_specialize=BUCKET_STRIDES)
    def _backward_queries(Q, K, V, VALUES, QPOS, KPOS, KEY_PADDING, SHAW_SCORES, Q_TABLE, K_TABLE, KEY_EMB,
                          VALUE_EMB, DOUT, LSE, DELTA, BUCKET_GRADS,
                          DQ, DVALUES, DSCORES, OUT, BUCKET_PROBS, sob, soh, som,
                          sqb, sqh, sqm, skb, skh, skn, svb, svh, svn, sdb, sdh, sdm,
                          stride_vh, stride_qpos, stride_kpos, stride_pad, sbb, sbh, sbt, sqtb, sqtl, sktb, sktl,
                          sah, sar, swh, swr,
                          H, Tq, Tk, DQK, DV, CLIP, SEED, drop_threshold,
                          HAS_TERM: tl.constexpr, PAIRS: tl.constexpr, HAS_SHAW_KEYS: tl.constexpr,
                          HAS_SHAW_VALUES: tl.constexpr, HAS_PADDING: tl.constexpr, CAUSAL: tl.constexpr,
                          ROTARY: tl.constexpr, EMBEDDINGS: tl.constexpr, SPLIT: tl.constexpr,
                          DROPOUT: tl.constexpr, JOINS: tl.constexpr,
                          BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_DQK: tl.constexpr, BLOCK_DV: tl.constexpr,
                          BLOCK_R: tl.constexpr, BLOCK_I: tl.constexpr, ACC: tl.constexpr, DOT: tl.constexpr,
                          PTX: tl.constexpr, BUCKET_GATHER: tl.constexpr,
                          TERM_GRAD: tl.constexpr, LANES: tl.constexpr):
        """dq of one block of queries, over every block of keys, and its share
        of the term's gradient: the distance term's, added atomically (where
        the term wants one: TERM_GRAD), or Shaw's key term's per bucket, whole
        (its rows are this program's).
        First it forms and stores delta_i = dO_i . out_i for its rows, which
        the keys kernel, launched after it, reads."""
        start_m = tl.program_id(0)
        bh = tl.program_id(1)
        b, h = bh // H, bh % H
        offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
        offs_e = tl.arange(0, BLOCK_DQK)
        offs_f = tl.arange(0, BLOCK_DV)
        rows_e = (offs_m[:, None] < Tq) & (offs_e[None, :] < DQK)
        q = _rows(Q, b * sqb + h * sqh, offs_m, sqm, offs_e, Tq, DQK)
        if ROTARY:
            q = _turned(q, Q_TABLE, b * sqtb, offs_m, sqtl, Tq, DQK, 1, BLOCK_DQK).to(Q.dtype.element_ty)
        do = _rows(DOUT, b * sdb + h * sdh, offs_m, sdm, offs_f, Tq, DV)
        lse = tl.load(LSE + bh * Tq + offs_m, mask=offs_m < Tq, other=float("inf"))
        delta = _deltas_of(do, OUT, b, h, offs_m, sob, soh, som, Tq, DV, BLOCK_DV, ACC)
        if HAS_SHAW_VALUES and not EMBEDDINGS:  # out_i has Shaw's value term too: + sum_r P_r (dO a^V^T)_r
            offs_r = tl.arange(0, BLOCK_R)
            at = b * sbb + h * sbh + offs_m[:, None] * sbt + offs_r[None, :]
            buckets = (offs_m[:, None] < Tq) & (offs_r[None, :] < 2 * CLIP + 1)
            delta += tl.sum(tl.load(BUCKET_GRADS + at, mask=buckets, other=0.0).to(ACC)
                            * tl.load(BUCKET_PROBS + at, mask=buckets, other=0.0).to(ACC), 1)
        tl.store(DELTA + bh * Tq + offs_m, delta, mask=offs_m < Tq)
        dq = tl.zeros((BLOCK_M, BLOCK_DQK), ACC)
        # Shaw's a^K: dS summed per bucket (``_add_bucket_sums``)
        dscores_inner = tl.zeros((BLOCK_M, BLOCK_I), ACC)
        dscores_left = tl.zeros((BLOCK_M,), ACC)
        dscores_right = tl.zeros((BLOCK_M,), ACC)
        row_positions = (0, 0, 0, 0)
        if HAS_SHAW_KEYS:
            row_positions = _row_positions(QPOS, b, stride_qpos, offs_m, Tq)
        dropout = _dropout_of(SEED, drop_threshold, ACC, DROPOUT)
        dropout_rows = _dropout_rows(bh, offs_m, Tq)
        full, end = _keys_of_the_block(KEY_PADDING, b, stride_pad, start_m, Tk, HAS_PADDING, CAUSAL, SPLIT, BLOCK_M,
                                       BLOCK_N)
        for part in tl.static_range(2):  # with SPLIT the tiles that need no mask first, unmasked; then the rest
            if SPLIT or part == 1:
                first, last = _part_of_the_loop(part, full, end)
                for start_n in range(first, last, BLOCK_N):
                    dq, dscores_inner, dscores_left, dscores_right = _queries_tile(
                        q, do, lse, delta, dq, dscores_inner, dscores_left, dscores_right, row_positions, start_n,
                        offs_m, offs_e, offs_f, b, h, H, K, V, VALUES, QPOS, KPOS, KEY_PADDING, SHAW_SCORES, K_TABLE,
                        BUCKET_GRADS, DVALUES, skb, skh, skn, svb, svh, svn, stride_vh, stride_qpos, stride_kpos,
                        stride_pad, sbb, sbh, sbt, sktb, sktl, Tq, Tk, DQK, DV, CLIP, HAS_TERM, PAIRS, HAS_SHAW_KEYS,
                        HAS_SHAW_VALUES, HAS_PADDING, CAUSAL, ROTARY, BLOCK_N, BLOCK_DQK, BLOCK_I, ACC, DOT, PTX,
                        BUCKET_GATHER, TERM_GRAD, LANES, part == 1, dropout, dropout_rows, DROPOUT, JOINS)
        if HAS_SHAW_KEYS:
            _store_buckets(DSCORES, dscores_inner, dscores_left, dscores_right, b, h, offs_m, Tq, CLIP, sbb, sbh,
                           sbt, BLOCK_I)
            if EMBEDDINGS:  # Shaw's key term's share of dq: dscores a^K
                dq += _by_stored_buckets(DSCORES, b, h, offs_m, Tq, sbb, sbh, sbt, KEY_EMB, sah, sar, CLIP, offs_e,
                                         DQK, BLOCK_I, ACC, DOT)
        if ROTARY:  # dq of the turned queries, turned back: the queries' own
            dq = _turned(dq, Q_TABLE, b * sqtb, offs_m, sqtl, Tq, DQK, -1, BLOCK_DQK).to(ACC)
        tl.store(DQ + b * sqb + h * sqh + offs_m[:, None] * sqm + offs_e[None, :], dq.to(DQ.dtype.element_ty),
                 mask=rows_e)


def parse_config(text):
    """{kernel: (block_m, block_n, warps, stages)} from MxN:WARPS:STAGES (every kernel)
    or three of them joined by '/' (forward/keys/queries); ValueError if malformed."""
    parts = text.split("/")
    if len(parts) not in (1, len(KERNELS)):
        raise ValueError("one MxN:WARPS:STAGES, or three joined by '/' (forward/keys/queries)")
    parsed = []
    for part in parts:
        try:
            blocks, warps, stages = part.split(":")
            block_m, block_n = (int(n) for n in blocks.split("x"))
            numbers = (block_m, block_n, int(warps), int(stages))
        except ValueError:
            raise ValueError("not MxN:WARPS:STAGES (e.g. 64x64:4:3)") from None
        if any(n < 1 or n & (n - 1) for n in numbers[:3]) or min(numbers[:2]) < 16 or numbers[3] < 1:
            raise ValueError("blocks of at least 16 and warps, powers of two; stages at least 1")
        parsed.append(numbers)
    return dict(zip(KERNELS, parsed * (3 if len(parsed) == 1 else 1)))


def describe_config(config) -> str:
    """The text of a {kernel: (block_m, block_n, warps, stages)} configuration:
    MxN:WARPS:STAGES where the kernels share it, else three joined by '/'."""
    texts = ["{}x{}:{}:{}".format(*config[kernel]) for kernel in KERNELS]
    return texts[0] if len(set(texts)) == 1 else "/".join(texts)


def _accumulation(dtype: torch.dtype) -> torch.dtype:
    """float32 accumulation for half precisions and float32; float64 keeps its own."""
    return torch.float64 if dtype == torch.float64 else torch.float32


def _dot_precision(dtype: torch.dtype) -> str:
    """How tl.dot multiplies float32 inputs: as torch's own float32 matrix
    products do (TF32 only where torch.backends.cuda.matmul.allow_tf32 is set;
    torch's default is full float32), not Triton's default, TF32 on any GPU
    that has it. Half precisions are unaffected."""
    return "tf32" if dtype == torch.float32 and torch.backends.cuda.matmul.allow_tf32 else "ieee"


def _cdiv(a: int, b: int) -> int:
    """ceil(a / b) for the grids (triton.cdiv is a constexpr function: slower from the host)."""
    return -(-a // b)


def _pow2(n: int) -> int:
    """The smallest power of two >= n, for n >= 1 (as triton.next_power_of_2, in plain Python)."""
    return 1 << (n - 1).bit_length()


def _positions(positions: Tensor) -> Tensor:
    """(1 | bsz, len) positions, any integer dtype (the kernels read them as
    int32), with rows contiguous, and their batch stride (0: one row for all)."""
    positions = positions.contiguous()
    return positions, (0 if positions.shape[0] == 1 else positions.stride(0))


def _dense(x: Tensor) -> bool:
    """Whether x's elements fill the span of memory its strides cover, one
    each (no gap, no overlap), in any order of dimensions: a tensor made with
    x's strides (``torch.empty_strided``) then holds x's gradient."""
    span = 1
    for stride, size in sorted(zip(x.stride(), x.shape)):
        if size > 1:
            if stride != span:
                return False
            span *= size
    return True


def _as_read(x: Tensor) -> Tensor:
    """q, k or v as the kernels read it and write its gradient: in its own
    layout where that is dense with the last dimension contiguous (the
    attention module's (bsz, heads, T, d) views of its (T, bsz, heads * d)
    projections are), so that neither pass copies it; else a contiguous copy."""
    if x.is_contiguous() or x.stride(-1) == 1 and _dense(x):
        return x
    return x.contiguous()


def _like(x: Tensor, dtype=None) -> Tensor:
    """An empty tensor with x's shape, strides and dtype (or ``dtype``), x dense (``_as_read``)."""
    return torch.empty_strided(x.shape, x.stride(), dtype=x.dtype if dtype is None else dtype, device=x.device)


def _buckets_as_read(x: Tensor) -> Tensor:
    """Shaw's per-row, per-bucket scores (bsz, heads, Tq, 2k + 1) as the
    kernels read them, with the probabilities' per-bucket sums and the
    scores' gradient written in the same layout: x's own where it is dense
    with the buckets contiguous (torch's per-head product with a^K gives
    (heads, Tq, bsz, 2k + 1) in memory for the attention module's q, which
    the product with a^V then reads the sums in without a copy); else a
    contiguous copy."""
    return x if x.stride(-1) == 1 and _dense(x) else x.contiguous()


def _in_layout_of(x: Tensor, like: Tensor) -> Tensor:
    """x with ``like``'s strides: itself where they already are, else copied."""
    if x.stride() == like.stride():
        return x
    return _like(like, x.dtype).copy_(x)


class _FlashAttention(torch.autograd.Function):
    """The kernels each way. Inputs: q, k, v, the distance term ``values``,
    Shaw's ``shaw_scores`` (q a^K^T, made by torch), the positions and masks,
    the clip k and whether Shaw's value term is wanted. Outputs: the attention
    output without Shaw's value term, and with it also ``bucket_probs``, the
    probabilities summed per bucket (bsz, heads, Tq, 2k + 1), which torch
    multiplies by a^V; its gradient (dO a^V^T) comes back here, read by index.

    Host time matters at a GPU's small shapes, where each call's work is
    issued faster than the host can issue it: the per-call Python is kept to
    the tensors' own shapes and strides, and what depends only on the kind of
    call (flags, tiles) is made once per kind (``_settings``)."""

    @staticmethod
    def forward(ctx, q, k, v, values, shaw_scores, qpos, kpos, key_padding, causal, clip, shaw_values,
                q_table=None, k_table=None, key_emb=None, value_emb=None, dropout=0.0):
        q, k, v = _as_read(q), _as_read(k), _as_read(v)
        bsz, heads, tq, dqk = q.shape
        tk, dv = k.shape[2], v.shape[3]
        embeddings = key_emb is not None
        if embeddings:  # Shaw's q a^K^T, formed by the forward kernel, in the order of q's rows in memory
            shaw_scores = _rows_like(q, 2 * clip + 1)
        settings = _settings(q, dqk, dv, None if values is None else values.dtype,
                             values is not None and values.dim() == 3,
                             shaw_scores is not None, shaw_values, key_padding is not None, causal, clip,
                             q_table is not None, embeddings, dropout > 0)
        pointers, strides, saved = _arguments(q, values, shaw_scores, qpos, kpos, key_padding, q_table, k_table,
                                              key_emb, value_emb if shaw_values else None)
        # Laid out (Tq, bsz, heads, d) in memory: the module's (Tq, bsz, heads * d) view of it is free.
        out = q.new_empty(tq, bsz, heads, dv).permute(1, 2, 0, 3)
        lse = q.new_empty((bsz, heads, tq), dtype=settings.accumulation)
        # In the layout of Shaw's scores (``_buckets_as_read``): torch's product with a^V then reads it uncopied
        bucket_probs = _like(pointers[4], q.dtype) if shaw_values else None
        # The call's seed for attention dropout's Philox draws in every kernel (replayed with torch's
        # generator state, as --checkpoint-activations replays a pass); SEED and the threshold follow
        # the sizes.
        sizes = (heads, tq, tk, dqk, dv, clip, _dropout_seed(q) if dropout > 0 else q, dropout_threshold(dropout))
        forward = settings.kernels["forward"]
        _forward[(_cdiv(tq, forward["BLOCK_M"]), bsz * heads)](
            q, k, v, *pointers, out, lse, _or(bucket_probs, out), *q.stride()[:3], *k.stride()[:3],
            *v.stride()[:3], *out.stride()[:3], *strides, *sizes, **settings.flags, **forward,
            BUCKET_GATHER=settings.bucket_gather)
        ctx.save_for_backward(q, k, v, values, out, lse, bucket_probs, *saved)
        ctx.settings, ctx.pointers, ctx.strides, ctx.sizes = settings, pointers, strides, sizes
        if embeddings or bucket_probs is None:  # (with the embeddings, the value term is in out)
            return out
        return out, bucket_probs

    @staticmethod
    def backward(ctx, grad_out, grad_buckets=None):
        q, k, v, values, out, lse, bucket_probs, *_ = ctx.saved_tensors
        settings, pointers = ctx.settings, ctx.pointers
        heads, tq, tk, _, _, clip, _, _ = ctx.sizes
        bsz = q.shape[0]
        if grad_out.stride(-1) != 1:  # any other layout is read as it comes
            grad_out = grad_out.contiguous()
        embeddings = settings.flags["EMBEDDINGS"]
        value_emb = pointers[8] if embeddings and bucket_probs is not None else None
        if value_emb is not None:  # dO a^V^T, read by index by the kernels
            grad_buckets = per_head_matmul(grad_out, value_emb.transpose(1, 2), in_memory_order=True)
        if bucket_probs is not None:
            grad_buckets = _in_layout_of(grad_buckets, bucket_probs)
        delta = lse.new_empty((bsz, heads, tq))  # dO_i . out_i, by the queries kernel (or _deltas)
        dq, dk, dv = _like(q), _like(k), _like(v)
        one_backward = _one_backward(settings, q)
        dvalues = dscores = None
        term_grad = values is not None and ctx.needs_input_grad[3]  # ALiBi's fixed term wants none
        pairs = settings.flags["PAIRS"]
        if term_grad and pairs:  # added into by every sentence's programs: the table's gradient itself
            dvalues = torch.zeros(values.shape, dtype=lse.dtype, device=lse.device)
        elif term_grad:
            # LANES rows per sentence and head; (bsz * heads * LANES, L) where the heads share the term: one sum
            lanes = settings.lanes
            rows = (bsz * heads * lanes,) if values.shape[0] == 1 else (bsz, heads, lanes)
            dvalues = torch.zeros(*rows, tq + tk - 1, dtype=lse.dtype, device=lse.device)
        if settings.flags["HAS_SHAW_KEYS"]:
            dscores = _like(pointers[4], q.dtype)  # in the scores' layout, as the product's backward reads it
        common = (*q.stride()[:3], *k.stride()[:3], *v.stride()[:3], *grad_out.stride()[:3], *ctx.strides,
                  *ctx.sizes)
        keys, queries = settings.kernels["keys"], settings.kernels["queries"]  # as read at the forward pass
        flags = settings.flags
        if one_backward:
            _deltas[(_cdiv(tq, queries["BLOCK_M"]), bsz * heads)](
                grad_out, out, delta, *grad_out.stride()[:3], *out.stride()[:3], heads, tq, ctx.sizes[4],
                BLOCK_M=queries["BLOCK_M"], BLOCK_DV=flags["BLOCK_DV"], ACC=flags["ACC"],
                num_warps=queries["num_warps"])
            dq_sums = dq if dq.dtype == lse.dtype else _like(q, lse.dtype)  # the atomic adds' dtype
            dq_sums.zero_()
            _backward_keys[(_cdiv(tk, keys["BLOCK_N"]), bsz * heads)](
                q, k, v, *pointers, grad_out, lse, delta, _or(grad_buckets, delta), dk, dv, dq_sums,
                _or(dvalues, dq_sums), *common, **flags, **keys, DQ_ADDS=True, TERM_GRAD=term_grad,
                LANES=settings.lanes)
            if dq_sums is not dq:
                dq.copy_(dq_sums)
        else:
            _backward_queries[(_cdiv(tq, queries["BLOCK_M"]), bsz * heads)](
                q, k, v, *pointers, grad_out, lse, delta, _or(grad_buckets, delta), dq, _or(dvalues, dq),
                _or(dscores, dq), out, _or(bucket_probs, out), *out.stride()[:3], *common, **flags,
                **queries, BUCKET_GATHER=settings.bucket_gather, TERM_GRAD=term_grad, LANES=settings.lanes)
            _backward_keys[(_cdiv(tk, keys["BLOCK_N"]), bsz * heads)](
                q, k, v, *pointers, grad_out, lse, delta, _or(grad_buckets, delta), dk, dv, dq, dq, *common,
                **flags, **keys, DQ_ADDS=False, TERM_GRAD=False, LANES=1)
        if dvalues is not None:
            if not pairs:  # (heads | 1, L)
                dvalues = dvalues.sum(0, keepdim=True) if values.shape[0] == 1 else dvalues.sum((0, 2))
            if dvalues.dtype != values.dtype:
                dvalues = dvalues.to(values.dtype)
        if not embeddings:
            return dq, dk, dv, dvalues, dscores, None, None, None, None, None, None, None, None, None, None, None
        # Shaw's embeddings: sum over the sentences and rows of dscores^T q and P_r^T dO, per head or shared
        key_emb = pointers[7]
        dkey = per_head_sums(dscores, q, key_emb.size(0) == 1) if ctx.needs_input_grad[13] else None
        dvalue = None
        if value_emb is not None and ctx.needs_input_grad[14]:
            dvalue = per_head_sums(bucket_probs, grad_out, value_emb.size(0) == 1)
        return dq, dk, dv, dvalues, None, None, None, None, None, None, None, None, None, dkey, dvalue, None


def dropout_threshold(p: float) -> int:
    """The kernels' threshold for attention dropout of probability p: an
    entry is dropped where its 16 random bits are below it (``_kept``), so
    that the probability the kernels apply, and scale by, is threshold / 2^16,
    p to the nearest multiple of 2^-16 (within 7.7e-6 of it), below 1."""
    return min(round(p * 65536), 65535)


def _dropout_seed(q: Tensor) -> Tensor:
    """A seed for one call's dropout masks, drawn by torch's generator of q's
    device (``torch.manual_seed`` and a checkpointed pass's replay give the
    same), as a one-element tensor that the kernels read: a new value each
    call, which as an argument would be a new kernel key at each launch."""
    return torch.randint(2 ** 62, (1,), dtype=torch.int64, device=q.device)


def _one_backward(settings, q) -> bool:
    """Whether this call's backward pass takes one kernel (``ONE_BACKWARD_KERNEL``,
    read at its forward pass): not on CUDA where torch is asked for deterministic
    algorithms (dq's atomic adds would come in any order)."""
    return settings.one_backward and not (q.is_cuda and torch.are_deterministic_algorithms_enabled())


def _or(tensor, placeholder):
    """``tensor``, or, where a kernel's argument is not used (None), another in its place."""
    return placeholder if tensor is None else tensor


class _Settings:
    """What the kernels take that depends only on the kind of call: the
    constexpr flags, each kernel's blocks, warps and stages (read at the
    forward pass for both passes), the accumulation dtype."""

    def __init__(self, flags, config, bucket_gather, lanes, one_backward, accumulation):
        self.flags, self.bucket_gather, self.lanes, self.accumulation = flags, bucket_gather, lanes, accumulation
        self.one_backward = one_backward
        self.kernels = {kernel: dict(BLOCK_M=block_m, BLOCK_N=block_n, num_warps=warps, num_stages=stages)
                        for kernel, (block_m, block_n, warps, stages) in config.items()}
        keys = self.kernels["keys"]
        keys["KEYS_FIRST"] = keys["BLOCK_N"] > keys["BLOCK_M"]  # its products then have BLOCK_N rows


_SETTINGS = {}


def kernel_config(device_type: str, shaw: bool) -> dict:
    """{kernel: (BLOCK_M, BLOCK_N, warps, stages)} for calls on ``device_type``
    ("cuda" or "cpu"), with Shaw's terms or without."""
    return (SHAW_CONFIG if shaw and device_type in SHAW_CONFIG else CONFIG)[device_type]


# Whether the installed Triton compiles the dropout mask's joins (``DROPOUT_JOINS``): from 3.4 on.
_JOINS_COMPILE = triton is not None and _release(triton.__version__) >= (3, 4)


def _settings(q, dqk, dv, term_dtype, pairs, has_shaw, shaw_values, has_padding, causal, clip,
              rotary=False, embeddings=False, dropout=False) -> _Settings:
    """The call's ``_Settings``, made once per kind of call and configuration
    (``CONFIG``, ``SHAW_CONFIG``, ``BUCKET_GATHER``, ``LANES``,
    ``ONE_BACKWARD_KERNEL``, ``INLINE_PTX`` and ``SPLIT_TILES`` are read each time: tests and
    benchmarks set them). ``term_dtype``: the distance term's or table's, None
    without one; ``rotary``: q and k turned by RoPE's tables as they are loaded; ``embeddings``:
    Shaw's products with a^K and a^V in the kernels (``SHAW_PRODUCTS_IN_KERNELS``); ``dropout``:
    attention dropout in the kernels."""
    has_term = term_dtype is not None
    config = kernel_config("cuda" if q.is_cuda else "cpu", has_shaw)
    dtype = q.dtype
    dot = _dot_precision(dtype) if dtype == torch.float32 else "ieee"
    gather = bool(BUCKET_GATHER and has_shaw)  # Shaw's calls only
    one_backward = bool(ONE_BACKWARD_KERNEL and not has_shaw)  # Shaw's per-bucket sums keep the queries kernel
    lanes = 1 if pairs else LANES  # a table of pairs: one gradient for every sentence, no rows to spread
    # PTX of their own for the per-entry reads and adds (INLINE_PTX): on CUDA, for a float32 term (whose
    # gradient is float32) or Shaw's per-bucket tensors, not for float64
    ptx = bool(INLINE_PTX and q.is_cuda and dtype != torch.float64
               and (term_dtype == torch.float32 or (term_dtype is None and has_shaw)))
    joins = bool(dropout) and (_JOINS_COMPILE if DROPOUT_JOINS is None else bool(DROPOUT_JOINS))
    key = (dtype, dqk, dv, has_term, has_shaw, bool(shaw_values) and has_shaw, has_padding, bool(causal),
           clip if has_shaw else 0, dot, gather, lanes, one_backward, pairs, ptx, bool(rotary), bool(embeddings),
           bool(SPLIT_TILES and not has_shaw), bool(dropout), joins, *config.values())
    settings = _SETTINGS.get(key)
    if settings is None:
        flags = dict(HAS_TERM=has_term, PAIRS=pairs, HAS_SHAW_KEYS=has_shaw, HAS_SHAW_VALUES=key[5],
                     HAS_PADDING=has_padding, CAUSAL=key[7], ROTARY=key[15], EMBEDDINGS=key[16], SPLIT=key[17],
                     DROPOUT=key[18], JOINS=key[19],
                     BLOCK_DQK=max(16, _pow2(dqk)),
                     BLOCK_DV=max(16, _pow2(dv)),
                     # (the embeddings' products take at least 16 buckets: tl.dot's least size)
                     BLOCK_R=max(16 if embeddings else 1, _pow2(2 * clip + 1)) if has_shaw else 1,
                     BLOCK_I=max(16 if embeddings else 1, _pow2(max(1, 2 * clip - 1))) if has_shaw else 1,
                     ACC=tl.float64 if dtype == torch.float64 else tl.float32, DOT=dot, PTX=ptx)
        settings = _SETTINGS[key] = _Settings(flags, dict(config), gather, lanes, one_backward, _accumulation(dtype))
    return settings


def _arguments(q, values, shaw_scores, qpos, kpos, key_padding, q_table=None, k_table=None, key_emb=None,
               value_emb=None):
    """The terms, positions, padding, RoPE's tables and Shaw's embeddings as
    the kernels take them: pointers, their strides, and the tensors to keep
    for the backward pass. A tensor the kernels do not read is given as q (no
    allocation)."""
    has_term, has_shaw = values is not None, shaw_scores is not None
    if has_term or has_shaw:
        qpos, stride_qpos = _positions(qpos)
        kpos, stride_kpos = _positions(kpos)
    else:
        qpos, kpos, stride_qpos, stride_kpos = q, q, 0, 0
    if has_term:
        values = values.contiguous()
        stride_vh = 0 if values.shape[0] == 1 else values.stride(0)
    else:
        values, stride_vh = q, 0
    shaw_scores = _buckets_as_read(shaw_scores) if has_shaw else q
    bucket_strides = shaw_scores.stride()[:3] if has_shaw else (0, 0, 0)
    if key_padding is not None:
        if key_padding.dtype != torch.bool:
            key_padding = key_padding.ne(0)
        key_padding = key_padding.contiguous().view(torch.int8)  # a view: bool and int8 are both one byte
        stride_pad = key_padding.stride(0)
    else:
        key_padding, stride_pad = q, 0
    if q_table is not None:
        table_strides = (*_table_strides(q_table), *_table_strides(k_table))
    else:
        q_table, k_table, table_strides = q, q, (0, 0, 0, 0)
    embeddings, embedding_strides = [], []
    for emb in (key_emb, value_emb):  # (1 | heads, 2k + 1, d): head stride 0 where the heads share them
        emb = q if emb is None else emb.contiguous()
        embeddings.append(emb)
        embedding_strides += (0, 0) if emb is q else (0 if emb.shape[0] == 1 else emb.stride(0), emb.stride(1))
    return ((values, qpos, kpos, key_padding, shaw_scores, q_table, k_table, *embeddings),
            (stride_vh, stride_qpos, stride_kpos, stride_pad, *bucket_strides, *table_strides, *embedding_strides),
            (qpos, kpos, key_padding, shaw_scores, q_table, k_table, *embeddings))


def _rows_like(q: Tensor, width: int) -> Tensor:
    """An empty (bsz, heads, Tq, width) tensor of q's dtype whose rows lie in
    memory in the order q's do (the order of Shaw's scores from torch's
    per-head product: shaw_terms.per_head_matmul's ``in_memory_order``)."""
    order = sorted(range(3), key=q.stride, reverse=True)
    laid = torch.empty(*(q.shape[dim] for dim in order), width, dtype=q.dtype, device=q.device)
    return laid.permute(*(order.index(dim) for dim in range(3)), 3)


def _table_strides(table: Tensor):
    """A RoPE table's sentence and row strides as the kernels read it (0
    where the sentences or the rows share one: ``rotary_attention``)."""
    sentences, _, rows, _, _ = table.shape
    stride = table.stride()
    return 0 if sentences == 1 else stride[0], 0 if rows == 1 else stride[2]


def distance_attention(q: Tensor, k: Tensor, v: Tensor, values, qpos: Tensor, kpos: Tensor,
                       key_padding, causal: bool, dropout: float = 0.0) -> Tensor:
    """softmax(q k^T + values[h, qpos_i - kpos_j + Tk - 1] + masks) v for q
    ``(bsz, heads, Tq, d)`` (already scaled), k and v ``(bsz, heads, Tk, d)``,
    ``values`` ``(1 | heads, Tq + Tk - 1)`` or None (no term), positions
    ``(1 | bsz, Tq)`` and ``(1 | bsz, Tk)``, ``key_padding`` ``(bsz, Tk)`` bool
    or None; ``causal`` hides every key after its query; ``dropout``: attention
    dropout's probability (the probabilities that meet v dropped, each kept
    one scaled by 1 / (1 - dropout), as torch's dropout does; ``_kept``)."""
    if values is not None and values.size(-1) != q.size(2) + k.size(2) - 1:
        raise ValueError(f"the distance term has {values.size(-1)} distances; {q.size(2)} queries and "
                         f"{k.size(2)} keys need {q.size(2) + k.size(2) - 1}")
    if values is not None and values.requires_grad and torch.is_grad_enabled():
        alert_atomic_gradient(q.device.type)
    return _FlashAttention.apply(q, k, v, values, None, qpos, kpos, key_padding, causal, 0, False,
                                 None, None, None, None, dropout)


def pair_attention(q: Tensor, k: Tensor, v: Tensor, table: Tensor, qpos: Tensor, kpos: Tensor, key_padding,
                   causal: bool, dropout: float = 0.0) -> Tensor:
    """softmax(q k^T + table[h, qpos_i, kpos_j] + masks) v: ``distance_attention``
    with a term for every pair of positions, ``table`` ``(1 | heads, Tq, Tk)``
    (Diet-Abs's P_Q P_K^T over the positions 0 .. Tq - 1 and 0 .. Tk - 1),
    read by index in the kernels; its gradient is added atomically into one
    table of the same shape, by every sentence's programs."""
    if table.dim() != 3 or table.shape[1:] != (q.size(2), k.size(2)):
        raise ValueError(f"the table of pairs is {tuple(table.shape)}; {q.size(2)} queries and {k.size(2)} keys "
                         f"need (1 | heads, {q.size(2)}, {k.size(2)})")
    if table.numel() >= 2 ** 31:
        raise ValueError(f"the table of pairs has {table.numel()} entries; the kernels index at most 2**31 - 1")
    if table.requires_grad and torch.is_grad_enabled():
        alert_atomic_gradient(q.device.type, "Diet-Abs's table of pairs")
    return _FlashAttention.apply(q, k, v, table, None, qpos, kpos, key_padding, causal, 0, False,
                                 None, None, None, None, dropout)


def rotary_attention(q: Tensor, k: Tensor, v: Tensor, q_table: Tensor, k_table: Tensor, key_padding,
                     causal: bool, dropout: float = 0.0) -> Tensor:
    """RoPE's attention, softmax((R_i q_i) . (R_j k_j) + masks) v, with q and
    k turned by their tables as the kernels load them (``_turned``): no
    rotated copy of q or k is written in either pass, and dq and dk are
    turned back before they are stored. ``q_table`` and ``k_table``:
    ``rotation_table``'s (cos, sin) pairs, ``(1 | bsz, 1, 1 | len, d / 2, 2)``
    in ``triton_rotation.table_dtype`` of q's dtype; the rest as for
    ``distance_attention`` (without a term)."""
    from .triton_rotation import table_dtype

    dims = q.size(-1)
    for x, table, name in ((q, q_table, "queries"), (k, k_table, "keys")):
        shape, stride = tuple(table.shape), table.stride()
        if (len(shape) != 5 or shape[3] * 2 != dims or shape[4] != 2 or stride[4] != 1 or stride[3] != 2
                or shape[0] not in (1, x.size(0)) or shape[2] not in (1, x.size(2))
                or table.dtype != table_dtype(q.dtype)):
            raise ValueError(f"rope: the {name}' table of shape {shape}, strides {stride}, "
                             f"{table.dtype}, cannot turn {tuple(x.shape)} {q.dtype}: it takes (1 | bsz, 1, 1 | "
                             f"len, d / 2, 2) contiguous (cos, sin) pairs in {table_dtype(q.dtype)}")
    return _FlashAttention.apply(q, k, v, None, None, None, None, key_padding, causal, 0, False, q_table, k_table,
                                 None, None, dropout)


def alert_atomic_gradient(device_type: str, term: str = "the distance term") -> None:
    """Where ``torch.use_deterministic_algorithms`` is on, a term's (``term``)
    gradient on a GPU, added atomically in whatever order the programs run,
    is an error (a warning with ``warn_only=True``), as torch's own
    nondeterministic kernels are. Under the interpreter (CPU tensors) the adds
    run in one order: nothing to say."""
    if device_type == "cpu" or not torch.are_deterministic_algorithms_enabled():
        return
    message = (f"attention backend 'triton': the gradient of {term} is added atomically, which is not "
               "deterministic, and torch.use_deterministic_algorithms is on; choose another backend with "
               "--attention-backend (auto keeps such calls off these kernels), or turn determinism off")
    if torch.is_deterministic_algorithms_warn_only_enabled():
        warnings.warn(message)
    else:
        raise RuntimeError(message)


def relative_attention(q: Tensor, k: Tensor, v: Tensor, key_embeddings: Tensor, value_embeddings,
                       clip_distance: int, qpos: Tensor, kpos: Tensor, key_padding, causal: bool,
                       dropout: float = 0.0) -> Tensor:
    """Shaw et al. (eqs. 3-4): softmax(q k^T + q_i . a^K_r(i,j) + masks) (v +
    a^V_r(i,j)), r(i, j) = clip(kpos_j - qpos_i, -k, k) + k, for
    ``key_embeddings`` a^K and ``value_embeddings`` a^V ``(1 | heads, 2k + 1,
    d)`` (a^V None: keys only); the rest as for ``distance_attention``. The
    products with a^K and a^V are torch's, before and after the kernel, and
    autograd's each way. With ``dropout``, a^V meets the dropped probabilities
    as v does (as on the explicit path)."""
    if key_embeddings.size(-2) != 2 * clip_distance + 1:
        raise ValueError(f"Shaw's embeddings have {key_embeddings.size(-2)} distances; clip {clip_distance} "
                         f"needs {2 * clip_distance + 1}")
    if SHAW_PRODUCTS_IN_KERNELS:
        return _FlashAttention.apply(q, k, v, None, None, qpos, kpos, key_padding, causal, clip_distance,
                                     value_embeddings is not None, None, None, key_embeddings, value_embeddings,
                                     dropout)
    # q_i . a^K_r: (bsz, heads, Tq, 2k + 1), in q's memory order, as the kernels read it
    scores = per_head_matmul(q, key_embeddings.transpose(1, 2), in_memory_order=True)
    if value_embeddings is None:
        return _FlashAttention.apply(q, k, v, None, scores, qpos, kpos, key_padding, causal, clip_distance, False,
                                     None, None, None, None, dropout)
    out, bucket_probs = _FlashAttention.apply(q, k, v, None, scores, qpos, kpos, key_padding, causal,
                                              clip_distance, True, None, None, None, None, dropout)
    return out + per_head_matmul(bucket_probs, value_embeddings, in_memory_order=True)  # sum_r P_r a^V_r
