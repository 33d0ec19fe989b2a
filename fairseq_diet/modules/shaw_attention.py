"""Shaw et al.'s attention on the CPU, block by block, forward and backward
(``_ShawAttention``): the ``shaw_blocks`` path of the ``blocks`` backend."""

from typing import Optional

import torch
from torch import Tensor

from . import blockwise
from .shaw_terms import relative_index, spread, summed
from .tuning import Tuning


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
    product and gathers the diagonals; the right sum is what remains.

    Where a block has few keys for its 2k - 1 diagonals (short sentences,
    ``Tuning.shaw_index_keys_per_diagonal``), one gather / scatter with an
    index per (i, j) does both instead (``shaw_terms.spread``, ``summed``)."""

    def __init__(self, rows: int, keys: int, clip: int, like: Tensor, first_row: int,
                 keys_per_diagonal: int):
        self.clip = clip
        i = torch.arange(first_row, first_row + rows, device=like.device).unsqueeze(1)
        j = torch.arange(keys, device=like.device).unsqueeze(0)
        self.index = None
        if keys <= keys_per_diagonal * (2 * clip - 1) + 1:
            self.index = relative_index(i[:, 0], j[0], clip)  # (Tq, Tk)
            return
        distance = j - i
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
            return spread(per_distance, self.index, out=out).add_(row)
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
            out = summed(x, self.index, 2 * self.clip + 1)
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
    outside the loop over blocks, instead of small ones per block. The triton
    kernels (``triton_attention.py``) compute the same formulas."""

    @staticmethod
    def forward(ctx, q, k, v, key_emb, value_emb, mask, clip, causal, tuning):
        row_blocks = blockwise.split_causal_rows(causal, q.size(2), k.size(2), tuning)
        blocks = _BlockSteps(clip, q, tuning)
        ctx.clip, ctx.row_blocks, ctx.blocks, ctx.tuning = clip, row_blocks, blocks, tuning
        q, k, v = _head_major(q), _head_major(k), _head_major(v)
        heads, bsz, rows, _ = q.shape
        mask4 = None if mask is None else blockwise.as_4d(mask).transpose(0, 1)
        scores = _per_head(q, key_emb.transpose(1, 2))  # q_i.aK_r: (heads, bsz, Tq, 2k+1)
        out = torch.empty_like(q)
        totals = q.new_empty(heads, bsz, rows, 1)
        lse = q.new_empty(heads, bsz, rows, 1)
        by_distance = q.new_empty(scores.shape)  # per-distance sums of the probabilities
        workspace = blockwise.Workspace(q)
        for o, i, r, keys in blockwise.blocks(heads, bsz, rows, k.size(2), row_blocks, tuning):
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
        mask4 = None if mask is None else blockwise.as_4d(mask).transpose(0, 1)
        grad_out = _head_major(grad_out)
        delta = (grad_out * out).sum(dim=-1, keepdim=True)  # rowsum(dO * out)
        grad_q = torch.empty_like(q)
        grad_k, grad_v = blockwise.key_gradients(k, v, ctx.row_blocks)
        heads, bsz, rows, _ = q.shape
        scores = _per_head(q, key_emb.transpose(1, 2))
        grad_scores = by_probs = None
        if value_emb is not None:
            grad_scores = _per_head(grad_out, value_emb.transpose(1, 2))  # dO_i.aV_r
            by_probs = q.new_empty(scores.shape)
        by_grads = q.new_empty(scores.shape)
        workspace = blockwise.Workspace(q)
        for o, i, r, keys in blockwise.blocks(heads, bsz, rows, k.size(2), ctx.row_blocks, ctx.tuning):
            qc, dout = q[o, i, r], grad_out[o, i, r]
            kc, vc = k[o, i, :keys], v[o, i, :keys]
            probs, grad_logits = blocks.backward(
                qc, kc, vc, dout, scores[o, i, r], None if grad_scores is None else grad_scores[o, i, r],
                _mask_part(mask4, o, i, r, keys), lse[o, i, r], delta[o, i, r], r,
                workspace.get(0, qc, keys), workspace.get(1, qc, keys),
                None if by_probs is None else by_probs[o, i, r], by_grads[o, i, r])
            torch.matmul(grad_logits, kc, out=grad_q[o, i, r])
            blockwise.key_product(grad_k[o, i, :keys], grad_logits.transpose(2, 3), qc, ctx.row_blocks)
            blockwise.key_product(grad_v[o, i, :keys], probs.transpose(2, 3), dout, ctx.row_blocks)
        grad_q += _per_head(by_grads, key_emb)
        grad_key_emb = _per_head_outer(by_grads, q, key_emb)
        grad_value_emb = None if value_emb is None else _per_head_outer(by_probs, grad_out, value_emb)
        return (grad_q.transpose(0, 1), grad_k.transpose(0, 1), grad_v.transpose(0, 1),
                grad_key_emb, grad_value_emb, None, None, None, None)


class _BlockSteps:
    """The element-wise work of one block of ``_ShawAttention`` (``_Distances``).
    Its log-sum-exp is that of the logits less each row's far-right score (one
    pass fewer), which its own backward pass undoes. The ``_Distances`` of each
    block geometry (first row, rows, keys) are built once for the forward or
    backward pass."""

    def __init__(self, clip: int, like: Tensor, tuning: Tuning):
        self.clip, self.like, self.keys_per_diagonal = clip, like, tuning.shaw_index_keys_per_diagonal
        self.built = {}

    def release(self):
        """Drops the index tensors between the forward and backward passes."""
        self.built.clear()

    def distances(self, rows: slice, count: int, keys: int) -> _Distances:
        first = rows.start or 0
        found = self.built.get((first, count, keys))
        if found is None:
            found = self.built[(first, count, keys)] = _Distances(count, keys, self.clip, self.like, first,
                                                                    self.keys_per_diagonal)
        return found

    def forward(self, qc, kc, scores, mask, rows, logits, sums, total, lse):
        distances = self.distances(rows, qc.size(2), kc.size(2))
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
        distances = self.distances(rows, qc.size(2), kc.size(2))
        probs = _logits(qc, kc, scores, distances, mask, -lse, probs).exp_()
        if grad_scores is not None:
            distances.spread(grad_scores, -delta, grads)
            by_probs.copy_(distances.sum(probs)[0])
        else:
            grads.copy_(-delta)
        blockwise.add_matmul_(grads, dout, vc.transpose(2, 3))  # dP - delta
        grads *= probs  # dS
        by_grads.copy_(distances.sum(grads)[0])
        return probs, grads


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
    return None if mask4 is None else blockwise.part(mask4, *part)


def _logits(qc, kc, scores, distances, mask, row, out):
    """q k^T + the spread of the per-distance scores (less each row's right
    value) + mask (+ row, a per-row constant, when given) for one block,
    written to ``out``."""
    right = scores[..., -1:]
    logits = distances.spread(scores, -right if row is None else row - right, out)
    if mask is not None:
        logits += mask
    return blockwise.add_matmul_(logits, qc, kc.transpose(2, 3))


def shaw_attention(q: Tensor, k: Tensor, v: Tensor, key_emb: Tensor,
                   value_emb: Optional[Tensor], mask: Optional[Tensor], clip: int,
                   causal: bool, tuning: Tuning) -> Tensor:
    """Shaw et al. attention for q ``(bsz, heads, Tq, d)`` (already scaled by
    1/sqrt(d)), k and v ``(bsz, heads, Tk, d)``, relative embeddings ``(1 |
    heads, 2k+1, d)`` and an additive mask broadcastable to ``(bsz, heads, Tq,
    Tk)``; query i and key j at positions i and j. No dropout. ``causal``:
    the mask is -inf at every key after its query (``masks_future``), so
    blocks may skip those keys."""
    return _ShawAttention.apply(q, k, v, key_emb, value_emb, mask, clip, causal, tuning)
