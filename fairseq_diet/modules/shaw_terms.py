"""Shaw et al.'s terms on the explicit path (logits and probabilities in the
open: attention weights, decoding steps, dropout, per-sentence positions, and
every call of the reference backend), from the scheme's a^K and a^V
``(head_groups, 2k + 1, d_h)`` for a layer:

- ``key_term``: q_i.a^K_clip(j-i), computed once per clipped distance and
  spread over (i, j);
- ``value_term``: sum_j alpha_ij a^V_clip(j-i), the probabilities summed per
  clipped distance, then multiplied by a^V.

Spreading and summing take one index per (i, j) (gather, scatter_add), or,
where the engine asks for it, a skewed layout with no index (``spread_skewed``,
``sum_skewed``). At a decoding step whose queries share one position, both
terms are shifts of the keys and values instead (``PassState.step_embeddings``).
"""

from typing import Optional

import torch
from torch import Tensor

from . import tuning


def per_head_matmul(x: Tensor, weight: Tensor) -> Tensor:
    """``x @ weight`` per head: x ``(bsz, heads, rows, n)``, weight
    ``(1 | heads, n, m)`` -> ``(bsz, heads, rows, m)``.

    One product over x's rows as its memory holds them: the heads the batch
    of one bmm (or, for one weight shared by the heads, every row of one mm),
    the sentences and rows merged in the order of their strides, so that x is
    read through a view, not copied: the attention module's (bsz, heads, T,
    d) views of its (T, bsz, heads * d) projections merge as (T, bsz). The
    result keeps that order in memory (a permuted view), and so does the
    backward pass's product with the gradient. Where x's layout merges in no
    order, x is copied into one, or, with many rows
    (``tuning.PER_HEAD_MIN_ROWS``), torch.matmul broadcasts the weight over
    the sentences instead (a copy of the weight per sentence, smaller then).
    """
    bsz, heads, rows, n = x.shape
    shared = weight.size(0) == 1
    batch = () if shared else (1,)
    merged = sorted((0, 1, 2) if shared else (0, 2), key=lambda dim: -x.stride(dim))  # memory order
    order = (*batch, *merged, 3)
    arranged = x.permute(order)
    try:
        flat = arranged.view(*arranged.shape[:len(batch)], -1, n)
    except RuntimeError:  # no order of x's rows is one run of memory
        if not shared and rows >= tuning.PER_HEAD_MIN_ROWS:
            return torch.matmul(x, weight)
        flat = arranged.reshape(*arranged.shape[:len(batch)], -1, n)
    product = torch.matmul(flat, weight[0] if shared else weight)
    return product.view(*arranged.shape[:-1], -1).permute(_inverse(order))


def _inverse(order):
    """The permutation that undoes ``order``."""
    inverse = [0] * len(order)
    for position, dim in enumerate(order):
        inverse[dim] = position
    return inverse


def key_term(q: Tensor, key_embeddings: Tensor, clip: int, keys: int, index: Optional[Tensor]) -> Tensor:
    """q ``(bsz, heads, Tq, d_h)``, already scaled by 1/sqrt(d_h): q_i .
    a^K_clip(j-i) / sqrt(d_h), ``(bsz, heads, Tq, Tk)``. ``index``: clip(j - i)
    + clip ``(1 | bsz, 1, Tq, Tk)``, or None for the skewed layout (queries
    and keys of every sentence at positions 0, 1, ...)."""
    per_distance = per_head_matmul(q, key_embeddings.transpose(1, 2))  # (bsz, heads, Tq, 2k+1)
    if index is None:
        return spread_skewed(per_distance, clip, keys)
    index = index.expand(per_distance.size(0), per_distance.size(1), -1, -1)
    return torch.gather(per_distance, 3, index)


def value_term(probs: Tensor, value_embeddings: Tensor, clip: int, index: Optional[Tensor]) -> Tensor:
    """probs ``(bsz, heads, Tq, Tk)``: sum_j alpha_ij a^V_clip(j-i),
    ``(bsz, heads, Tq, d_h)``; ``index`` as for ``key_term``."""
    if index is None:
        buckets = sum_skewed(probs, clip)
    else:
        buckets = probs.new_zeros(*probs.shape[:3], 2 * clip + 1)
        buckets = buckets.scatter_add(3, index.expand_as(probs), probs)  # (bsz, heads, Tq, 2k+1)
    return per_head_matmul(buckets, value_embeddings)


def _skew(length_q: int, length_k: int, clip: int, like: Tensor):
    """The (…, Tq, Tk) view of a (…, Tq, W) row-relative layout, W = Tq + Tk
    - 1 + 2 clip, whose column m holds distance j - i = m - (Tq - 1 + clip):
    (size, stride, offset) for as_strided over a contiguous tensor shaped
    like ``like``'s leading dimensions plus (Tq, W). Entry (i, j) is at
    i W + (j - i) + Tq - 1 + clip = i (W - 1) + j + Tq - 1 + clip."""
    width = length_q + length_k - 1 + 2 * clip
    lead = like.shape[:-2]
    strides, step = [], length_q * width
    for size in reversed(lead):
        strides.insert(0, step)
        step *= size
    return (*lead, length_q, length_k), (*strides, width - 1, 1), length_q - 1 + clip, width


def spread_skewed(per_distance: Tensor, clip: int, keys: int) -> Tensor:
    """``out[..., i, j] = per_distance[..., i, clip(j - i) + clip]`` for
    per_distance ``(..., Tq, 2 clip + 1)``: ``(..., Tq, Tk)``, with no index
    per (i, j). Each row is laid out over every distance it meets, padded by
    ``clip`` on both sides (the far left value Tq times, the 2 clip - 1 inner
    ones, the far right value Tk times) and read back skewed (Huang et al.
    2018's relative-logits skewing)."""
    rows = per_distance.size(-2)
    left = per_distance[..., :1].expand(*per_distance.shape[:-1], rows)
    right = per_distance[..., -1:].expand(*per_distance.shape[:-1], keys)
    layout = torch.cat([left, per_distance[..., 1:-1], right], dim=-1)  # (..., Tq, W)
    size, stride, offset, _ = _skew(rows, keys, clip, per_distance)
    return layout.as_strided(size, stride, offset)


def sum_skewed(x: Tensor, clip: int) -> Tensor:
    """Per-distance sums ``out[..., i, r] = sum_j x[..., i, j] [clip(j - i) +
    clip = r]`` for x ``(..., Tq, Tk)``: ``(..., Tq, 2 clip + 1)``, with no
    scatter: x is written skewed into the padded row-relative layout of
    ``spread_skewed`` (its adjoint), whose two clipped regions are summed."""
    rows, keys = x.shape[-2:]
    size, stride, offset, width = _skew(rows, keys, clip, x)
    layout = torch.as_strided_scatter(x.new_zeros(*x.shape[:-2], rows, width), x, size, stride, offset)
    left = layout[..., :rows].sum(dim=-1, keepdim=True)
    right = layout[..., rows + 2 * clip - 1:].sum(dim=-1, keepdim=True)
    return torch.cat([left, layout[..., rows:rows + 2 * clip - 1], right], dim=-1)
