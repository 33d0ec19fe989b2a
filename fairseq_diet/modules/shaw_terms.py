"""Shaw et al.'s terms on the explicit path (logits and probabilities in the
open: attention weights, decoding steps, dropout, per-sentence positions, and
every call of the reference backend), from the scheme's a^K and a^V
``(head_groups, 2k + 1, d_h)`` for a layer:

- ``key_term``: q_i.a^K_clip(j-i), computed once per clipped distance and
  spread over (i, j);
- ``value_term``: sum_j alpha_ij a^V_clip(j-i), the probabilities summed per
  clipped distance, then multiplied by a^V.

Spreading and summing take one index per (i, j) (``spread``, ``summed``,
also the blockwise path's), or, where the engine asks for it, a skewed layout
with no index (``spread_skewed``, ``sum_skewed``). At a decoding step whose
queries share one position, both terms are shifts of the keys and values
instead (``terms.RelativeTerm.shifted``).
"""

from typing import Optional

import torch
from torch import Tensor

from .tables import skew, skewed
from .tuning import PER_HEAD_MIN_ROWS


def per_head_matmul(x: Tensor, weight: Tensor, in_memory_order: bool = False) -> Tensor:
    """``x @ weight`` per head: x ``(bsz, heads, rows, n)``, weight
    ``(1 | heads, n, m)`` -> ``(bsz, heads, rows, m)``.

    torch.matmul would copy the weight over the batch, which costs more than
    the product with few rows (a decoding step): below ``PER_HEAD_MIN_ROWS``
    rows the heads are the batch of one bmm instead. ``in_memory_order``: the
    product over x's rows as its memory holds them, the result a permuted
    view, so that x is not copied, for the triton kernels, which read through
    strides (the explicit path's consumers run slower on such layouts than
    the copy costs: docs/benchmark.md, Shaw's tiny CPU step on ``sdpa``).
    """
    bsz, heads, rows, n = x.shape
    if in_memory_order:
        return _in_memory_order(x, weight)
    if weight.size(0) == 1:
        return torch.matmul(x, weight[0])
    if rows >= PER_HEAD_MIN_ROWS:
        return torch.matmul(x, weight)
    by_head = x.transpose(0, 1).reshape(heads, bsz * rows, n)
    return torch.bmm(by_head, weight).view(heads, bsz, rows, -1).transpose(0, 1)


def _in_memory_order(x: Tensor, weight: Tensor) -> Tensor:
    """``per_head_matmul`` over x's rows in the order of their strides."""
    heads, n = x.size(1), x.size(3)
    if weight.size(0) == 1:  # every row of every head: x's dimensions in the order of their strides
        order = sorted(range(3), key=x.stride, reverse=True)
        arranged = x.permute(*order, 3)
        product = torch.matmul(arranged.reshape(-1, n), weight[0]).view(*arranged.shape[:3], -1)
        return product.permute(*(order.index(dim) for dim in range(3)), 3)
    rows_first = x.stride(2) > x.stride(0)  # (heads, rows, bsz) merges where the rows are outermost
    arranged = x.permute(1, 2, 0, 3) if rows_first else x.transpose(0, 1)
    try:
        flat = arranged.view(heads, -1, n)
    except RuntimeError:  # neither order of the sentences and rows is one run of memory: copied, as by default
        return per_head_matmul(x, weight)
    product = torch.bmm(flat, weight).view(*arranged.shape[:3], -1)
    return product.permute(2, 0, 1, 3) if rows_first else product.transpose(0, 1)


def relative_index(query_positions: Tensor, key_positions: Tensor, clip: int) -> Tensor:
    """clip(j - i) + clip for queries at ``query_positions`` ``(..., Tq)``
    and keys at ``key_positions`` ``(..., Tk)``: ``(..., Tq, Tk)``."""
    return (key_positions.unsqueeze(-2) - query_positions.unsqueeze(-1)).clamp(-clip, clip) + clip


def spread(per_distance: Tensor, index: Tensor, out: Optional[Tensor] = None) -> Tensor:
    """``per_distance[..., i, index[..., i, j]]`` for per_distance ``(...,
    Tq, 2k + 1)`` and an index broadcastable to ``(..., Tq, Tk)``."""
    return torch.gather(per_distance, -1, index.expand(*per_distance.shape[:-1], index.size(-1)), out=out)


def summed(x: Tensor, index: Tensor, width: int) -> Tensor:
    """The per-distance sums of x ``(..., Tq, Tk)``: ``(..., Tq, width)``,
    entry r the sum of the x[..., i, j] whose index is r (``spread``'s adjoint)."""
    return x.new_zeros(*x.shape[:-1], width).scatter_add_(-1, index.expand_as(x), x)


def key_term(q: Tensor, key_embeddings: Tensor, clip: int, keys: int, index: Optional[Tensor]) -> Tensor:
    """q ``(bsz, heads, Tq, d_h)``, already scaled by 1/sqrt(d_h): q_i .
    a^K_clip(j-i) / sqrt(d_h), ``(bsz, heads, Tq, Tk)``. ``index``:
    ``relative_index`` ``(1 | bsz, 1, Tq, Tk)``, or None for the skewed layout
    (queries and keys of every sentence at positions 0, 1, ...)."""
    per_distance = per_head_matmul(q, key_embeddings.transpose(1, 2))  # (bsz, heads, Tq, 2k+1)
    if index is None:
        return spread_skewed(per_distance, clip, keys)
    return spread(per_distance, index)


def value_term(probs: Tensor, value_embeddings: Tensor, clip: int, index: Optional[Tensor]) -> Tensor:
    """probs ``(bsz, heads, Tq, Tk)``: sum_j alpha_ij a^V_clip(j-i),
    ``(bsz, heads, Tq, d_h)``; ``index`` as for ``key_term``."""
    buckets = sum_skewed(probs, clip) if index is None else summed(probs, index, 2 * clip + 1)
    return per_head_matmul(buckets, value_embeddings)


def spread_skewed(per_distance: Tensor, clip: int, keys: int) -> Tensor:
    """``spread`` at the positions 0, 1, ... of queries and keys, with no
    index: each row laid out over every distance it meets, padded by ``clip``
    on both sides (the far left value Tq times, the 2 clip - 1 inner ones,
    the far right value Tk times, W = Tq + Tk - 1 + 2 clip columns) and read
    back ``skewed``."""
    rows = per_distance.size(-2)
    left = per_distance[..., :1].expand(*per_distance.shape[:-1], rows)
    right = per_distance[..., -1:].expand(*per_distance.shape[:-1], keys)
    layout = torch.cat([left, per_distance[..., 1:-1], right], dim=-1)  # (..., Tq, W)
    return skewed(layout, keys, rows - 1 + clip)


def sum_skewed(x: Tensor, clip: int) -> Tensor:
    """``summed`` at the positions 0, 1, ... of queries and keys, with no
    scatter: x is written ``skewed`` into the layout of ``spread_skewed``
    (its adjoint), whose two clipped regions are summed."""
    rows, keys = x.shape[-2:]
    layout = x.new_zeros(*x.shape[:-2], rows, rows + keys - 1 + 2 * clip)
    layout = torch.as_strided_scatter(layout, x, *skew(layout.shape, keys, rows - 1 + clip))
    left = layout[..., :rows].sum(dim=-1, keepdim=True)
    right = layout[..., rows + 2 * clip - 1:].sum(dim=-1, keepdim=True)
    return torch.cat([left, layout[..., rows:rows + 2 * clip - 1], right], dim=-1)
