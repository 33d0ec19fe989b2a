"""Attention with a learned position term, for CPU, without keeping the
(bsz, heads, Tq, Tk) probabilities of every layer for the backward pass.

``biased_attention`` (Diet-Abs, Diet-Rel): torch's fused CPU attention kernel
takes an additive mask but returns no gradient for it, and
``scaled_dot_product_attention`` then falls back to its generic path, which
keeps every layer's probabilities. Here the fused kernel runs forward and only
what the backward needs to rebuild them is kept: q, k, v, the output and the
log-sum-exp of each row (the standard memory-efficient attention backward);
the bias gradient is returned as well:

    P = exp(q k^T + bias + mask - lse)
    dS = P * (dO v^T - rowsum(dO * out))
    dq = dS k,  dk = dS^T q,  dv = P^T dO,  dbias = dS summed to bias's shape

``shaw_attention`` (Shaw et al.): the logit term depends on q and the value
term on the probabilities, so forward and backward both run block by block
(see ``_ShawAttention``).
"""

import functools
import math
from typing import Optional

import torch
from torch import Tensor

from . import compiled


# Elements of the (rows, keys) blocks rebuilt at a time in the backward pass:
# two of them (probabilities and their gradient) stay within a core's L2 cache.
CHUNK_ELEMENTS = 1 << 19


def _as_4d(x: Tensor) -> Tensor:
    return x.view(*([1] * (4 - x.dim())), *x.shape)


# Causal self-attention (every key after its query masked), from
# CAUSAL_MIN_ROWS rows: blocks of CAUSAL_ROWS query rows, each against the
# keys up to its last row only, so that most of the masked half of the
# (Tq, Tk) products is skipped. Measured per layer (8 x 512 tokens, 4 heads):
# Shaw 252 -> 155 ms, Diet backward and forward 117 -> 91 ms; blocks of 32 rows
# gained less, and at 128 rows two blocks were slower for Diet.
CAUSAL_ROWS = 64
CAUSAL_MIN_ROWS = 256


def _blocks(outer: int, inner: int, rows: int, keys: int, row_blocks: bool = False):
    """(outer, inner, row slice, keys) blocks covering an (outer, inner, rows,
    keys) product, each of about CHUNK_ELEMENTS: whole outer entries (all of
    ``inner``) when one fits, else part of ``inner`` for one outer entry.
    Either is contiguous in a tensor laid out (outer, inner, ...). Rows are
    all rows against all keys or, with ``row_blocks`` (``_row_blocks``: a
    causal product with many rows), blocks of CAUSAL_ROWS rows against the
    keys up to their last row."""
    if row_blocks:
        row_blocks = [(slice(r0, min(r0 + CAUSAL_ROWS, rows)), min(r0 + CAUSAL_ROWS, rows))
                      for r0 in range(0, rows, CAUSAL_ROWS)]
    else:
        row_blocks = [(slice(None), keys)]
    for row_slice, width in row_blocks:
        block = len(range(rows)[row_slice]) * width
        if inner * block <= CHUNK_ELEMENTS:
            per_outer = CHUNK_ELEMENTS // (inner * block)
            for o0 in range(0, outer, per_outer):
                yield slice(o0, o0 + per_outer), slice(None), row_slice, width
        else:
            per_inner = max(1, CHUNK_ELEMENTS // block)
            for o in range(outer):
                for i0 in range(0, inner, per_inner):
                    yield slice(o, o + 1), slice(i0, i0 + per_inner), row_slice, width


def _row_blocks(causal: bool, rows: int, keys: int) -> bool:
    """Whether the rows of a causal product are split into blocks."""
    return causal and rows == keys and rows >= CAUSAL_MIN_ROWS


def masks_future(mask: Optional[Tensor], queries: int, keys: int) -> bool:
    """Whether an additive (Tq, Tk) mask is -inf at every key after its query
    (decoder self-attention), so that blocks may skip those keys."""
    if mask is None or queries != keys or mask.dim() != 2 or mask.shape != (queries, keys):
        return False
    hidden_after = int(torch.isneginf(mask).triu_(1).sum())  # -inf entries above the diagonal
    return hidden_after == queries * (queries - 1) // 2


def _heads(x: Tensor, heads: slice) -> Tensor:
    """The given heads of a (1 | heads, ...) per-head tensor."""
    return x[heads] if x.size(0) > 1 else x


def _part(x: Tensor, first: slice, second: slice, rows: slice = slice(None),
          keys: Optional[int] = None) -> Tensor:
    """The block of a broadcastable (1 | n0, 1 | n1, 1 | Tq, 1 | Tk) tensor
    for the given slices of its dimensions (keys: the first ``keys``)."""
    return x[first if x.size(0) > 1 else slice(None), second if x.size(1) > 1 else slice(None),
             rows if x.size(2) > 1 else slice(None), slice(keys) if x.size(3) > 1 else slice(None)]


# Below this many (query, key) pairs per sentence and head, one call with a
# (bsz, heads, Tq, Tk) mask beats a call per run of equal key lengths.
RUN_MIN_ELEMENTS = 1 << 14
MAX_RUNS = 16


def key_runs(key_padding_mask: Optional[Tensor]):
    """Runs of consecutive sentences with the same number of real keys,
    ``[(first, end, keys)]``, when every sentence's padding is at its end
    (right padding, or left padding after ``right_align``). None otherwise,
    or when there are more than MAX_RUNS. fairseq's collater sorts a batch by
    source length, so equal lengths are consecutive."""
    if key_padding_mask is None:
        return None
    padding = key_padding_mask.bool()
    lengths = (~padding).sum(dim=1)
    columns = torch.arange(padding.size(1), device=padding.device)
    if not torch.equal(padding, columns.unsqueeze(0) >= lengths.unsqueeze(1)):
        return None
    values, counts = torch.unique_consecutive(lengths, return_counts=True)
    if values.numel() > MAX_RUNS or bool((values == 0).any()):
        return None
    runs, first = [], 0
    for keys, count in zip(values.tolist(), counts.tolist()):
        runs.append((first, first + count, keys))
        first += count
    return runs


class Masks:
    """The masks of one attention call as the fused paths take them, built
    once per forward pass of a stack and shared by its layers
    (``PositionContext.masks``): the padding and ``attn_mask`` as one additive
    mask, ``attn_mask`` alone, the runs of equal key lengths (``key_runs``)
    and whether ``attn_mask`` hides every key after its query
    (``masks_future``). Each is computed on first use."""

    def __init__(self, key_padding_mask: Optional[Tensor], attn_mask: Optional[Tensor], dtype,
                 queries: int, keys: int):
        self.key_padding_mask, self.unpadded, self.dtype = key_padding_mask, attn_mask, dtype
        self.queries, self.keys = queries, keys
        self._plans = {}

    @functools.cached_property
    def additive(self) -> Optional[Tensor]:
        """Broadcastable to (bsz, heads, Tq, Tk): -inf where masked."""
        return additive_mask(self.key_padding_mask, self.unpadded, self.dtype)

    @functools.cached_property
    def runs(self):
        return key_runs(self.key_padding_mask)

    @functools.cached_property
    def causal(self) -> bool:
        return masks_future(self.unpadded, self.queries, self.keys)

    def plan(self, q: Tensor, k: Tensor, bias: Tensor):
        """``_compiled_plan`` for these shapes, made once: every layer of a
        stack asks for the same one."""
        key = (q.shape, k.shape, bias.shape, q.dtype, bias.dtype, q.device)
        if key not in self._plans:
            self._plans[key] = _compiled_plan(q, k, bias, self)
        return self._plans[key]


def additive_mask(key_padding_mask: Optional[Tensor], attn_mask: Optional[Tensor],
                  dtype) -> Optional[Tensor]:
    """Padding (bool, bsz x Tk) and attention (bool or additive, Tq x Tk) masks
    as one additive float mask, broadcastable to (bsz, heads, Tq, Tk)."""
    mask = None
    if key_padding_mask is not None:
        # (bsz, 1, 1, Tk)
        mask = torch.zeros(key_padding_mask.shape, dtype=dtype, device=key_padding_mask.device)
        mask = mask.masked_fill(key_padding_mask.bool(), float("-inf"))[:, None, None, :]
    if attn_mask is not None:
        if attn_mask.dtype == torch.bool:
            attn_mask = torch.zeros(attn_mask.shape, dtype=dtype, device=attn_mask.device).masked_fill(
                attn_mask, float("-inf"))
        attn_mask = attn_mask.to(dtype)  # (Tq, Tk)
        mask = attn_mask if mask is None else mask + attn_mask
    return mask


def _forward_plan(q: Tensor, k: Tensor, bias: Tensor, masks: "Masks"):
    """How the forward pass of a biased attention call runs: (q, k, v laid
    out for the kernel?, runs or None, row blocks?). Short sentences: q, k, v
    stay as the projections laid them out, (len, bsz, heads, d). The kernel's
    output then follows that layout, the output projection reads it without
    a copy, and autograd keeps one tensor where a copy would make two (as in
    fairseq's own path). Longer ones: the kernel reads contiguous heads
    faster (by about 5% per layer at 512 tokens), and runs of sentences with
    the same real keys are cut to them (``key_runs``)."""
    short = q.size(2) * k.size(2) < RUN_MIN_ELEMENTS
    runs = None if short or bias.size(0) != 1 else masks.runs
    return not short, runs, _row_blocks(masks.causal, q.size(2), k.size(2))


class _BiasedAttention(torch.autograd.Function):
    """``biased_attention`` by torch ops, where the compiled operator cannot be had."""

    @staticmethod
    def forward(ctx, q: Tensor, k: Tensor, v: Tensor, bias: Tensor, masks: Masks):
        mask = masks.additive
        contiguous, runs, ctx.row_blocks = _forward_plan(q, k, bias, masks)
        if contiguous:
            q, k, v = q.contiguous(), k.contiguous(), v.contiguous()
        flash = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu
        if runs is None:
            full = bias if mask is None else bias + mask  # (bsz, heads, Tq, Tk)
            out, lse = flash(q, k, v, 0.0, False, attn_mask=full, scale=1.0)
            del full
        else:
            # One call per run of sentences with the same real keys, cut to
            # them: the bias is never added to a padding mask over the batch.
            shared = bias if masks.unpadded is None else bias + masks.unpadded  # (1, heads, Tq, Tk)
            parts = [flash(q[first:end], k[first:end, :, :keys], v[first:end, :, :keys], 0.0,
                           False, attn_mask=shared[..., :keys], scale=1.0)
                     for first, end, keys in runs]
            out = torch.cat([part[0] for part in parts])
            lse = torch.cat([part[1] for part in parts])
            del parts, shared
        ctx.save_for_backward(q, k, v, bias, mask, out, lse)
        return out

    @staticmethod
    def backward(ctx, grad_out: Tensor):
        q, k, v, bias, mask, out, lse = ctx.saved_tensors
        blocks = _blocks(*q.shape[:3], k.size(2), ctx.row_blocks)
        q, k, v = q.contiguous(), k.contiguous(), v.contiguous()  # for the blocks' products
        bias4 = _as_4d(bias)
        mask4 = None if mask is None else _as_4d(mask)
        grad_out = grad_out.contiguous()
        delta = (grad_out * out).sum(dim=-1, keepdim=True)  # rowsum(dO * out)
        lse = lse.unsqueeze(-1)
        grad_q = torch.empty_like(q)
        grad_k, grad_v = _key_gradients(k, v, ctx.row_blocks)
        grad_bias = torch.zeros(bias4.shape, dtype=bias.dtype, device=bias.device)
        workspace = _Workspace(q)
        for o, i, r, keys in blocks:
            qc, dout = q[o, i, r], grad_out[o, i, r]
            kc, vc = k[o, i, :keys], v[o, i, :keys]
            probs, grad_logits = workspace.get(0, qc, keys), workspace.get(1, qc, keys)
            # P = exp(bias + mask - lse + q k^T), the product accumulated by the gemm
            torch.sub(_part(bias4, o, i, r, keys), lse[o, i, r], out=probs)
            if mask4 is not None:
                probs += _part(mask4, o, i, r, keys)
            _add_matmul_(probs, qc, kc.transpose(2, 3)).exp_()
            grad_logits.copy_(delta[o, i, r].neg())
            _add_matmul_(grad_logits, dout, vc.transpose(2, 3))  # dP - delta
            grad_logits *= probs  # dS
            target = _part(grad_bias, o, i, r, keys)
            target += grad_logits.sum_to_size(target.shape)
            torch.matmul(grad_logits, kc, out=grad_q[o, i, r])
            _key_product(grad_k[o, i, :keys], grad_logits.transpose(2, 3), qc, ctx.row_blocks)
            _key_product(grad_v[o, i, :keys], probs.transpose(2, 3), dout, ctx.row_blocks)
        return grad_q, grad_k, grad_v, grad_bias.view(bias.shape), None


def _flat_blocks(blocks, like: Tensor):
    """``_blocks``' blocks of a product over ``like``'s first three
    dimensions as the compiled kernels take them: one flat list of (start,
    end) of each of those dimensions and the block's keys."""
    return [index for o, i, r, keys in blocks
            for index in (*_bounds(o, like.size(0)), *_bounds(i, like.size(1)),
                          *_bounds(r, like.size(2)), keys)]


def _bounds(part: slice, size: int):
    """(start, end) of a block's slice of a dimension of ``size``."""
    start, end, _ = part.indices(size)
    return start, end


def compiled_ops(q: Tensor, *others: Optional[Tensor]):
    """``compiled.ops()`` where the compiled kernels apply: q float32 or
    float64 on the CPU and the other tensors given (not None) of its dtype;
    else None."""
    if q.device.type != "cpu" or q.dtype not in (torch.float32, torch.float64):
        return None
    if any(x is not None and x.dtype != q.dtype for x in others):
        return None
    return compiled.ops()


def _diet_ops(q: Tensor, k: Tensor, bias: Tensor, mask: Optional[Tensor]):
    """The compiled kernels of ``_BiasedAttention`` where they apply
    (``_compiled_ops``, a bias over every query row and key), else None
    (torch ops)."""
    if _as_4d(bias).shape[2:] != (q.size(2), k.size(2)):
        return None
    return compiled_ops(q, bias, mask)


def _key_gradients(k: Tensor, v: Tensor, row_blocks: bool):
    """Buffers for the gradients of k and v. Causal row blocks each add to the
    keys up to their last row: those start from zero."""
    if row_blocks:
        return torch.zeros_like(k), torch.zeros_like(v)
    return torch.empty_like(k), torch.empty_like(v)


def _key_product(target: Tensor, a: Tensor, b: Tensor, row_blocks: bool):
    """A block's share of a key-side gradient: ``target = a @ b`` when the
    block holds every query row of its keys, ``target += a @ b`` when it is
    one of several causal row blocks."""
    if row_blocks:
        _add_matmul_(target, a, b)
    else:
        torch.matmul(a, b, out=target)


def biased_attention(q: Tensor, k: Tensor, v: Tensor, bias: Tensor, masks: Masks) -> Tensor:
    """``softmax(q k^T + bias + mask) v`` for q ``(bsz, heads, Tq, d)`` (already
    scaled), k and v ``(bsz, heads, Tk, d)``, a bias broadcastable to
    ``(bsz, heads, Tq, Tk)`` and the call's ``masks`` (additive, -inf where
    masked; no gradient). The forward pass cuts each run of equal sentence
    lengths to its real keys where that pays; where ``attn_mask`` is causal,
    the backward blocks skip the keys after their rows. No dropout: the
    caller takes another path when it needs one.

    Compiled (``_diet_ops``): one operator with its gradient written in C++
    (``fairseq_diet::diet_attention``), which dispatches one operator each
    way, given the runs and the backward blocks decided here (once per
    forward pass of a stack: ``Masks.plan``). Else ``_BiasedAttention``,
    torch ops."""
    plan = masks.plan(q, k, bias)
    if plan is None:
        return _BiasedAttention.apply(q, k, v, bias, masks)
    ops, contiguous, flat_runs, kernel_mask, blocks, row_blocks = plan
    if contiguous:
        q, k, v = q.contiguous(), k.contiguous(), v.contiguous()
    return ops.diet_attention(q, k, v, bias, masks.additive, kernel_mask, flat_runs, blocks, row_blocks)


# Heads of at most SWEEP_HEAD_DIM dimensions and SWEEP_PAIRS (query, key)
# pairs take the compiled backward pass head by head in one sweep, each row's
# element-wise work done while the row is in cache; larger ones go block by
# block with batched products (``_blocks``), which are faster there.
# Measured on one core (AVX2; docs/benchmark.md): the sweep takes 0.47-0.88 of
# the blocks' time at head size 8 (12 and 32 positions); at head size 16 it
# wins at 8 positions only, at 32 nowhere, at 64 not reliably.
SWEEP_HEAD_DIM = 8
SWEEP_PAIRS = 1024


def _compiled_plan(q: Tensor, k: Tensor, bias: Tensor, masks: Masks):
    """``biased_attention``'s arguments for the compiled operator that depend
    on shapes and masks only: (ops, contiguous?, flat runs, the forward's
    mask, flat backward blocks, row blocks?), or None for torch ops."""
    mask = masks.additive
    ops = _diet_ops(q, k, bias, mask)
    if ops is None:
        return None
    contiguous, runs, row_blocks = _forward_plan(q, k, bias, masks)
    flat_runs = [] if runs is None else [n for run in runs for n in run]
    if not row_blocks and q.size(3) <= SWEEP_HEAD_DIM and q.size(2) * k.size(2) <= SWEEP_PAIRS:
        blocks = []  # the backward pass in one sweep
    else:
        blocks = _flat_blocks(_blocks(*q.shape[:3], k.size(2), row_blocks), q)
    return ops, contiguous, flat_runs, mask if runs is None else masks.unpadded, blocks, row_blocks


# ---- Shaw et al.: relative key and value embeddings --------------------------

class _Distances:
    """Where each clipped distance r = clip(j - i, k) + k falls in a (Tq, Tk)
    block, for query i and key j at positions first_row + i and j.

    A per-distance tensor ``(..., Tq, 2k+1)`` is spread over the block, and a
    block is summed back per distance, without an index per (i, j): the
    entries with j - i <= -k (the "left" region) share distance 0, those with
    j - i >= k distance 2k, and only the 2k - 1 diagonals in between differ.
    Spreading writes the left value minus the right one times the 0/1 left
    mask, adds the right value as a per-row constant and scatters the
    diagonals. Summing takes the left sum and the row sum in one batched
    product and gathers the diagonals; the right sum is what remains."""

    def __init__(self, rows: int, keys: int, clip: int, like: Tensor, first_row: int = 0):
        self.clip = clip
        i = torch.arange(first_row, first_row + rows, device=like.device).unsqueeze(1)
        j = torch.arange(keys, device=like.device).unsqueeze(0)
        distance = j - i
        # When the diagonals cover most of the block (short sentences), one
        # gather / scatter with an index per (i, j) is cheaper.
        self.index = None
        if 2 * clip - 1 >= keys // 2:
            self.index = distance.clamp(-clip, clip) + clip  # (Tq, Tk)
            return
        left = ((distance <= -clip) & (distance < clip)).to(like.dtype)  # (Tq, Tk)
        self.left = left
        # (Tq, Tk, 2): the left mask and ones, for sum_j x_ij [left_ij] and sum_j x_ij
        self.sums = torch.stack([left, torch.ones_like(left)], dim=-1)
        diagonals = torch.arange(max(2 * clip - 1, 0), device=like.device) + 1 - clip  # |j - i| < k
        columns = i + diagonals.unsqueeze(0)  # (Tq, 2k - 1)
        self.valid = ((columns >= 0) & (columns < keys)).to(like.dtype)
        self.columns = columns.clamp(0, keys - 1)

    def spread(self, per_distance: Tensor, row: Tensor, out: Tensor) -> Tensor:
        """Write ``row[..., i] + per_distance[..., i, clip(j - i) + k]`` at every
        (i, j) of ``out`` (n, heads, Tq, Tk)."""
        if self.index is not None:
            torch.gather(per_distance, -1, self.index.expand(*out.shape), out=out)
            return out.add_(row)
        right = per_distance[..., -1:]
        torch.mul(self.left, per_distance[..., :1] - right, out=out)
        out += row + right
        if self.clip > 0:
            inner = (per_distance[..., 1:-1] - right) * self.valid
            out.scatter_add_(-1, self.columns.expand(inner.shape), inner)
        return out

    def sum(self, x: Tensor):
        """Per-distance sums of x (n, heads, Tq, Tk): ``(n, heads, Tq, 2k+1)``,
        and the row sums ``(n, heads, Tq)``."""
        lead, rows = x.shape[:-2], x.size(-2)
        if self.index is not None:
            out = x.new_zeros(*lead, rows, 2 * self.clip + 1)
            out.scatter_add_(-1, self.index.expand(x.shape), x)
            return out, out.sum(dim=-1)
        flat = x.reshape(-1, rows, x.size(-1)).transpose(0, 1)  # (Tq, n, Tk), no copy
        sums = torch.bmm(flat, self.sums).transpose(0, 1).reshape(*lead, rows, 2)
        left, row_sums = sums[..., 0], sums[..., 1]
        out = x.new_zeros(*lead, rows, 2 * self.clip + 1)
        if self.clip > 0:
            out[..., 1:-1] = x.gather(-1, self.columns.expand(*lead, -1, -1)) * self.valid
        remaining = row_sums - left - out.sum(dim=-1)
        out[..., 0] += left
        out[..., -1] += remaining
        return out, row_sums


class _ShawAttention(torch.autograd.Function):
    """Shaw et al. attention over blocks, keeping q, k, v, the output and the
    log-sum-exp for the backward pass (never the probabilities):

        logits_ij = q_i.k_j + q_i.aK_r(i,j) + mask_ij,   r(i,j) = clip(j - i) + k
        out_i = sum_j P_ij v_j + sum_r (sum_{j: r(i,j)=r} P_ij) aV_r

    Backward, with dP_ij = dO_i.v_j + dO_i.aV_r(i,j) and delta_i = dO_i.out_i:
        dS = P * (dP - delta);  dq = dS k + sums(dS) aK;  dk = dS^T q;
        dv = P^T dO;  daK = sum sums(dS)^T q;  daV = sum sums(P)^T dO
    where sums(x) sums a row's entries per clipped distance.

    Tensors are laid out head-major, (heads, bsz, len, d): the products with
    aK and aV are then one batched product per head over every sentence,
    outside the loop over blocks, instead of small ones per block. This is
    the torch-ops version (``_TorchShawBlocks``), where the compiled operator
    (``_CompiledShawBlocks``: the same blocks in C++) cannot be had."""

    @staticmethod
    def forward(ctx, q, k, v, key_emb, value_emb, mask, clip, causal, blocks):
        row_blocks = _row_blocks(causal, q.size(2), k.size(2))
        ctx.clip, ctx.row_blocks, ctx.blocks = clip, row_blocks, blocks
        q, k, v = _head_major(q), _head_major(k), _head_major(v)
        heads, bsz, rows, _ = q.shape
        mask4 = None if mask is None else _as_4d(mask).transpose(0, 1)
        scores = _per_head(q, key_emb.transpose(1, 2))  # q_i.aK_r: (heads, bsz, Tq, 2k+1)
        out = torch.empty_like(q)
        totals = q.new_empty(heads, bsz, rows, 1)
        lse = q.new_empty(heads, bsz, rows, 1)
        by_distance = q.new_empty(scores.shape)  # per-distance sums of the probabilities
        workspace = _Workspace(q)
        for o, i, r, keys in _blocks(heads, bsz, rows, k.size(2), row_blocks):
            qc, kc = q[o, i, r], k[o, i, :keys]
            weights = blocks.forward(qc, kc, scores[o, i, r], _mask_part(mask4, o, i, r, keys), r,
                                     workspace.get(0, qc, keys), by_distance[o, i, r],
                                     totals[o, i, r], lse[o, i, r])  # unnormalised probabilities
            torch.matmul(weights, v[o, i, :keys], out=out[o, i, r])
        if value_emb is not None:
            out += _per_head(by_distance, value_emb)
        out /= totals
        blocks.release()
        ctx.save_for_backward(q, k, v, key_emb, value_emb, mask, out, lse)
        return out.transpose(0, 1)

    @staticmethod
    def backward(ctx, grad_out):
        q, k, v, key_emb, value_emb, mask, out, lse = ctx.saved_tensors
        blocks = ctx.blocks
        mask4 = None if mask is None else _as_4d(mask).transpose(0, 1)
        grad_out = _head_major(grad_out)
        delta = (grad_out * out).sum(dim=-1, keepdim=True)  # rowsum(dO * out)
        grad_q = torch.empty_like(q)
        grad_k, grad_v = _key_gradients(k, v, ctx.row_blocks)
        heads, bsz, rows, _ = q.shape
        scores = _per_head(q, key_emb.transpose(1, 2))
        grad_scores = by_probs = None
        if value_emb is not None:
            grad_scores = _per_head(grad_out, value_emb.transpose(1, 2))  # dO_i.aV_r
            by_probs = q.new_empty(scores.shape)
        by_grads = q.new_empty(scores.shape)
        workspace = _Workspace(q)
        for o, i, r, keys in _blocks(heads, bsz, rows, k.size(2), ctx.row_blocks):
            qc, dout = q[o, i, r], grad_out[o, i, r]
            kc, vc = k[o, i, :keys], v[o, i, :keys]
            probs, grad_logits = blocks.backward(
                qc, kc, vc, dout, scores[o, i, r], None if grad_scores is None else grad_scores[o, i, r],
                _mask_part(mask4, o, i, r, keys), lse[o, i, r], delta[o, i, r], r,
                workspace.get(0, qc, keys), workspace.get(1, qc, keys),
                None if by_probs is None else by_probs[o, i, r], by_grads[o, i, r])
            torch.matmul(grad_logits, kc, out=grad_q[o, i, r])
            _key_product(grad_k[o, i, :keys], grad_logits.transpose(2, 3), qc, ctx.row_blocks)
            _key_product(grad_v[o, i, :keys], probs.transpose(2, 3), dout, ctx.row_blocks)
        grad_q += _per_head(by_grads, key_emb)
        grad_key_emb = _per_head_outer(by_grads, q, key_emb)
        grad_value_emb = None if value_emb is None else _per_head_outer(by_probs, grad_out, value_emb)
        return (grad_q.transpose(0, 1), grad_k.transpose(0, 1), grad_v.transpose(0, 1),
                grad_key_emb, grad_value_emb, None, None, None, None)


class _CompiledShawBlocks:
    """The compiled kernels of ``_ShawAttention``
    (``fairseq_diet/csrc/attention_blocks.cpp``): the whole call, one operator
    each way, its blocks as ``_TorchShawBlocks`` does them (the logits'
    position and mask terms in one sweep before the product q k^T, the
    exponentials with their per-distance sums in one sweep after it)."""

    name = "compiled"

    def __init__(self, ops):
        self.ops = ops


class _TorchShawBlocks:
    """The element-wise work of one block of ``_ShawAttention`` by torch ops
    (``_Distances``), as ``_CompiledShawBlocks`` does it. Its log-sum-exp is
    that of the logits less each row's far-right score (one pass fewer), which
    its own backward pass undoes."""

    name = "torch"

    def __init__(self, clip: int, like: Tensor):
        self.distances = _BlockDistances(clip, like)

    def release(self):
        """Drops the index tensors between the forward and backward passes."""
        self.distances.built.clear()

    def forward(self, qc, kc, scores, mask, rows, logits, sums, total, lse):
        distances = self.distances.get(rows, qc.size(2), kc.size(2))
        logits = _logits(qc, kc, scores, distances, mask, None, logits)
        top = logits.amax(dim=-1, keepdim=True)
        top.masked_fill_(top == float("-inf"), 0.0)
        logits -= top
        weights = logits.exp_()
        block_sums, row_sums = distances.sum(weights)
        sums.copy_(block_sums)
        total.copy_(row_sums.unsqueeze(-1)).clamp_(min=torch.finfo(qc.dtype).tiny)
        torch.add(total.log(), top, out=lse)
        return weights

    def backward(self, qc, kc, vc, dout, scores, grad_scores, mask, lse, delta, rows,
                 probs, grads, by_probs, by_grads):
        distances = self.distances.get(rows, qc.size(2), kc.size(2))
        probs = _logits(qc, kc, scores, distances, mask, -lse, probs).exp_()
        if grad_scores is not None:
            distances.spread(grad_scores, -delta, grads)
            by_probs.copy_(distances.sum(probs)[0])
        else:
            grads.copy_(-delta)
        _add_matmul_(grads, dout, vc.transpose(2, 3))  # dP - delta
        grads *= probs  # dS
        by_grads.copy_(distances.sum(grads)[0])
        return probs, grads


def _shaw_blocks(clip: int, q: Tensor, mask: Optional[Tensor]):
    """The compiled block kernels where they apply (``_compiled_ops``), else torch's."""
    ops = compiled_ops(q, mask)
    return _TorchShawBlocks(clip, q) if ops is None else _CompiledShawBlocks(ops)


def _head_major(x: Tensor) -> Tensor:
    """(bsz, heads, len, d) -> a contiguous (heads, bsz, len, d) copy."""
    return x.transpose(0, 1).contiguous()


def _per_head(x: Tensor, weight: Tensor) -> Tensor:
    """x (heads, bsz, rows, n) @ weight (1 | heads, n, m), as one product per head."""
    heads, bsz, rows, n = x.shape
    if weight.size(0) == 1:
        return torch.matmul(x, weight[0])
    return torch.bmm(x.reshape(heads, bsz * rows, n), weight).view(heads, bsz, rows, -1)


def _per_head_outer(x: Tensor, y: Tensor, like: Tensor) -> Tensor:
    """sum over sentences and rows of x^T y, per head: (1 | heads, n, m) as ``like``."""
    heads, bsz, rows, _ = x.shape
    product = torch.bmm(x.reshape(heads, bsz * rows, -1).transpose(1, 2),
                        y.reshape(heads, bsz * rows, -1))
    return product.sum_to_size(like.shape)


def _mask_part(mask4: Optional[Tensor], *part) -> Optional[Tensor]:
    return None if mask4 is None else _part(mask4, *part)


class _BlockDistances:
    """The ``_Distances`` of each block geometry (first row, rows, keys) of a
    call, built once for the forward or backward pass."""

    def __init__(self, clip: int, like: Tensor):
        self.clip, self.like = clip, like
        self.built = {}

    def get(self, rows: slice, count: int, keys: int) -> _Distances:
        first = rows.start or 0
        found = self.built.get((first, count, keys))
        if found is None:
            found = self.built[(first, count, keys)] = _Distances(count, keys, self.clip, self.like, first)
        return found


class _Workspace:
    """Buffers for the (b, h, Tq, Tk) tensors of one block, reused by every
    block of a call: a fresh large tensor per block would cost page faults."""

    def __init__(self, like: Tensor):
        self.like = like
        self.buffers = {}

    def get(self, slot: int, qc: Tensor, keys: int) -> Tensor:
        shape = (*qc.shape[:3], keys)
        numel = math.prod(shape)
        buffer = self.buffers.get(slot)
        if buffer is None or buffer.numel() < numel:
            buffer = self.buffers[slot] = self.like.new_empty(numel)
        return buffer[:numel].view(shape)


def _logits(qc, kc, scores, distances, mask, row, out):
    """q k^T + the spread of the per-distance scores (less each row's right
    value) + mask (+ row, a per-row constant, when given) for one block,
    written to ``out``."""
    right = scores[..., -1:]
    logits = distances.spread(scores, -right if row is None else row - right, out)
    if mask is not None:
        logits += mask
    return _add_matmul_(logits, qc, kc.transpose(2, 3))


def _add_matmul_(out: Tensor, a: Tensor, b: Tensor) -> Tensor:
    """out += a @ b for (n, h, ., .) tensors, accumulated by the matrix product itself."""
    n, h, rows, cols = out.shape
    flat = out.view(n * h, rows, cols)
    flat.baddbmm_(a.reshape(n * h, rows, -1), b.reshape(n * h, -1, cols))
    return out


def shaw_attention(q: Tensor, k: Tensor, v: Tensor, key_emb: Tensor,
                   value_emb: Optional[Tensor], mask: Optional[Tensor], clip: int,
                   causal: bool = False) -> Tensor:
    """Shaw et al. attention for q ``(bsz, heads, Tq, d)`` (already scaled by
    1/sqrt(d)), k and v ``(bsz, heads, Tk, d)``, relative embeddings ``(1 |
    heads, 2k+1, d)`` and an additive mask broadcastable to ``(bsz, heads, Tq,
    Tk)``; query i and key j at positions i and j. No dropout. ``causal``:
    the mask is -inf at every key after its query (``masks_future``), so
    blocks may skip those keys."""
    blocks = _shaw_blocks(clip, q, mask)
    if isinstance(blocks, _TorchShawBlocks):
        return _ShawAttention.apply(q, k, v, key_emb, value_emb, mask, clip, causal, blocks)
    # One operator with its gradient written in C++ (fairseq_diet::shaw_attention),
    # which dispatches one operator each way, given the blocks decided here.
    row_blocks = _row_blocks(causal, q.size(2), k.size(2))
    heads_first = q.transpose(0, 1)  # the blocks run over (heads, bsz, rows)
    flat = _flat_blocks(_blocks(*heads_first.shape[:3], k.size(2), row_blocks), heads_first)
    return blocks.ops.shaw_attention(q, k, v, key_emb, value_emb, mask, clip, flat, row_blocks)
