"""Shaw et al. 2018, eqs. 3-4: logits_ij = q_i.(k_j + a^K_clip(j-i)) / sqrt(d_h)
and out_i = sum_j alpha_ij (v_j + a^V_clip(j-i)), j - i clipped to [-k, k].

Self-attention only by default: Shaw et al. present relative positions as "an
extension to self-attention", and tensor2tensor's relative transformer (the
DIET paper's Shaw row) keeps encoder-decoder attention plain.
"""

from typing import Optional

import torch
from torch import Tensor, nn

from ..modules.biased_attention import shaw_attention
from .base import PositionScheme, per_head_matmul, positive, register_position_scheme

# Devices on which the explicit path spreads per-distance values over (i, j)
# and sums them back per distance through a skewed layout (spread_skewed,
# sum_skewed) instead of gather / scatter_add, whose atomics on a GPU pile
# onto the two clipped ends.
SKEWED_DEVICES = ("cuda",)


@register_position_scheme("shaw")
class ShawTerms(PositionScheme):
    """Computed as in Shaw et al.'s section 3.3, never forming a (Tq x Tk x d_h)
    tensor: q_i . a^K_r for the 2k+1 distances r, then spread over (i, j); the
    value term sums alpha_ij per distance, then multiplies by a^V. ``attention``
    does it blockwise on CPU (``biased_attention.shaw_attention``); ``key_bias``
    and ``value_term`` serve the explicit path (decoding steps, attention
    weights, dropout, per-sentence positions)."""

    OPTIONS = ("share_positions", "max_relative_position", "no_shaw_values")
    DEFAULTS = {"share_positions": "none", "max_relative_position": 16, "no_shaw_values": False}
    CROSS_ATTENTION = False
    query_dependent = True

    def __init__(self, stack, share, clip_distance, values=True):
        super().__init__(stack, share)
        positive("max_relative_position", clip_distance, self.scheme)
        self.clip_distance = clip_distance
        self.adds_to_values = values
        shape = (self.layer_groups, self.head_groups, 2 * clip_distance + 1, stack.head_dim)
        self.key_embeddings = nn.Parameter(torch.empty(shape))  # a^K
        nn.init.normal_(self.key_embeddings, std=stack.head_dim ** -0.5)
        if values:
            self.value_embeddings = nn.Parameter(torch.empty(shape))  # a^V
            nn.init.normal_(self.value_embeddings, std=stack.head_dim ** -0.5)
        else:
            self.register_parameter("value_embeddings", None)

    @staticmethod
    def add_args(parser):
        parser.add_argument("--no-shaw-values", action="store_true",
                            help="Shaw: drop the value term a^V (keys only)")

    @classmethod
    def check_options(cls, args):
        positive("max_relative_position", args.max_relative_position, cls.scheme)

    @classmethod
    def build(cls, args, stack):
        return cls(stack, args.share_positions, args.max_relative_position, values=not args.no_shaw_values)

    def attention(self, ctx, layer, q, k, v, mask, causal=False) -> Optional[Tensor]:
        """The whole attention, blockwise, on CPU, when queries and keys of
        every sentence sit at positions 0, 1, ... (no per-sentence positions,
        no decoding step): neither the (bsz, heads, Tq, Tk) logits nor the
        probabilities are kept for the backward pass. None otherwise (the
        caller then takes the explicit path, as on CUDA, where the blocks'
        many small kernels have not been measured)."""
        if q.device.type != "cpu" or ctx.decoding_step is not None or not ctx.shared_by_batch:
            return None
        values = None
        if self.value_embeddings is not None:
            values = self.layer_parameter(ctx, layer, "value_embeddings").to(q.dtype)
        return shaw_attention(q, k, v, self.layer_parameter(ctx, layer, "key_embeddings").to(q.dtype),
                              values, mask, self.clip_distance, causal)

    def shifted_keys_values(self, ctx, layer, k: Tensor, v: Optional[Tensor]):
        """At a decoding step whose queries all sit at one position i (every
        sentence's tokens from column 0), Shaw et al.'s terms as shifts of the
        keys and values: q_i.(k_j + a^K_r) and sum_j alpha_ij (v_j + a^V_r),
        r = clip(j - i), are plain attention over k_j + a^K_r and v_j + a^V_r.
        Returns those (v unchanged without a^V), or None elsewhere."""
        if ctx.decoding_step is None or not ctx.shared_by_batch or ctx.query_positions.size(-1) != 1:
            return None
        return (k + self._step_embeddings(ctx, layer, "key_embeddings").to(k.dtype),
                v if self.value_embeddings is None
                else v + self._step_embeddings(ctx, layer, "value_embeddings").to(v.dtype))

    def _step_embeddings(self, ctx, layer, name):
        """a_r for the clipped distance r of every key from the step's query:
        ``(head_groups, Tk, d_h)``, for all layers at once per step."""
        key = ("step_embeddings", name)
        views = ctx.cache.get(key)
        if views is None:
            index = self.relative_index(ctx, self.clip_distance)[0, 0, 0]  # (Tk,)
            views = ctx.cache[key] = self._layer_views(getattr(self, name)[:, :, index])
        return views[layer if len(views) > 1 else 0]

    def key_bias(self, ctx, layer, q):
        """q: (bsz, heads, Tq, d_h), already scaled by 1/sqrt(d_h).
        Returns q_i . a^K_clip(j-i) / sqrt(d_h): (bsz, heads, Tq, Tk)."""
        a_k = self.layer_parameter(ctx, layer, "key_embeddings").to(q.dtype)  # (head_groups, 2k+1, d_h)
        per_distance = per_head_matmul(q, a_k.transpose(1, 2))  # (bsz, heads, Tq, 2k+1)
        keys = ctx.key_positions.size(-1)
        if self.skewed(ctx, q):
            return spread_skewed(per_distance, self.clip_distance, keys)
        index = self.relative_index(ctx, self.clip_distance)  # (1|bsz, 1, Tq, Tk)
        index = index.expand(per_distance.size(0), per_distance.size(1), -1, -1)
        return torch.gather(per_distance, 3, index)

    def value_term(self, ctx, layer, probs):
        """probs: (bsz, heads, Tq, Tk). Returns sum_j alpha_ij a^V_clip(j-i): (bsz, heads, Tq, d_h)."""
        if self.skewed(ctx, probs):
            buckets = sum_skewed(probs, self.clip_distance)
        else:
            index = self.relative_index(ctx, self.clip_distance).expand_as(probs)
            buckets = probs.new_zeros(*probs.shape[:3], 2 * self.clip_distance + 1)
            buckets = buckets.scatter_add(3, index, probs)  # (bsz, heads, Tq, 2k+1)
        a_v = self.layer_parameter(ctx, layer, "value_embeddings").to(probs.dtype)  # (head_groups, 2k+1, d_h)
        return per_head_matmul(buckets, a_v)

    @staticmethod
    def skewed(ctx, like) -> bool:
        """Whether the explicit path takes the skewed layout: on
        ``SKEWED_DEVICES``, outside decoding, for a batch whose queries and
        keys sit at positions 0, 1, ... (else the index path)."""
        return like.device.type in SKEWED_DEVICES and ctx.shared_by_batch and ctx.decoding_step is None


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
