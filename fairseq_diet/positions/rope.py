"""Rotary position embeddings, RoPE (Su et al. 2021, RoFormer, eq. 34): the
query at position m and the key at position n are rotated, pair of dimensions
(2k, 2k+1) by the angle m theta_k (n theta_k), theta_k = base^(-2k/d_h), so
that q_m.k_n depends on the positions only through m - n. Positions are those
of the real tokens of each sentence; during decoding each key is rotated once,
when it is new, and cached rotated.

Encoder-decoder attention is not rotated by default: RoFormer rotates
self-attention only, and a rotation by target and source positions would
make q.k depend on the distance between positions of two different
sentences; --cross-attention-positions rotates queries by their target
positions and keys by their source positions.
"""

import torch

from ..modules.biased_attention import compiled_ops
from .base import PositionOptionError, PositionScheme, register_position_scheme


@register_position_scheme("rope")
class RotaryPositions(PositionScheme):
    OPTIONS = ("rotary_base",)
    DEFAULTS = {"rotary_base": 10000.0}
    CROSS_ATTENTION = False
    rotary = True

    def __init__(self, stack, base):
        super().__init__(stack, share="both")  # no parameters to share
        if stack.head_dim % 2:
            raise PositionOptionError(f"--position-scheme rope rotates pairs of dimensions; the head "
                                      f"dimension must be even, got {stack.head_dim}")
        self.base = base
        exponents = torch.arange(0, stack.head_dim, 2, dtype=torch.float64) / stack.head_dim
        # theta_k, (d_h / 2,); kept in float64 here, cast where used
        self.register_buffer("frequencies", base ** -exponents, persistent=False)

    @staticmethod
    def add_args(parser):
        parser.add_argument("--rotary-base", type=float, metavar="B",
                            help="RoPE: base of the rotation frequencies (default 10000)")

    @classmethod
    def check_options(cls, args):
        if args.rotary_base <= 1:
            raise PositionOptionError(f"--rotary-base must be > 1 for --position-scheme rope; "
                                      f"got {args.rotary_base}")

    @classmethod
    def build(cls, args, stack):
        return cls(stack, args.rotary_base)

    def _apply(self, fn, *args, **kwargs):
        # The frequencies stay float64 under model.half() / .float(): the
        # angles m theta_k of long positions need the precision.
        result = super()._apply(fn, *args, **kwargs)
        self.frequencies = self.frequencies.to(torch.float64)
        return result

    def _rotation(self, ctx, x, positions, ops, as_complex):
        """The rotation by ``positions`` as ``rotate`` takes it for ``x``, made
        once per forward pass (kept in ``ctx.cache``)."""
        key = ("rotation", positions.data_ptr(), tuple(positions.shape), positions.size(-1), x.dtype,
               as_complex, ops is not None)
        rotation = ctx.cache.get(key)
        if rotation is None:
            angles = positions.unsqueeze(-1).to(torch.float64) * self.frequencies  # (1|bsz, len, d/2)
            if ops is not None or as_complex:
                polar = torch.polar(torch.ones_like(angles), angles)  # e^(i m theta_k)
                # The compiled rotation takes (cos, sin) pairs, (1|bsz, 1, len, d/2, 2).
                rotation = (torch.view_as_real(polar).to(x.dtype) if ops is not None
                            else polar.to(COMPLEX[x.dtype])).unsqueeze(1)
            else:
                rotation = (angles.cos().to(x.dtype).unsqueeze(1), angles.sin().to(x.dtype).unsqueeze(1))
            ctx.cache[key] = rotation  # (1|bsz, 1, len, d/2[, 2])
        return rotation

    def rotate_pair(self, ctx, layer, q, q_positions, k, k_positions):
        """``rotate`` for queries and keys (k None: queries only); in one
        compiled operator each way where they share their positions
        (self-attention over a whole sentence)."""
        if k is None:
            return self.rotate(ctx, layer, q, q_positions), None
        ops = compiled_ops(q)
        if ops is None or k_positions is not q_positions or q.shape != k.shape or q.dtype != k.dtype:
            return self.rotate(ctx, layer, q, q_positions), self.rotate(ctx, layer, k, k_positions)
        return ops.rope_rotate_pair(q, k, self._rotation(ctx, q, q_positions, ops, False))

    def rotate(self, ctx, layer, x, positions):
        ops = compiled_ops(x)
        as_complex = ops is None and x.dtype in COMPLEX and _pairs_viewable(x)
        rotation = self._rotation(ctx, x, positions, ops, as_complex)
        if ops is not None:  # one compiled operator each way (csrc/attention_blocks.cpp)
            return ops.rope_rotate(x, rotation)
        if as_complex:
            # Each pair (x_2k, x_2k+1) as the complex number x_2k + i x_2k+1, times
            # e^(i m theta_k): one kernel, where the pairs' arithmetic below takes eight.
            pairs = torch.view_as_complex(x.unflatten(-1, (-1, 2)))
            return torch.view_as_real(pairs * rotation).flatten(-2)
        cos, sin = rotation
        even, odd = x[..., 0::2], x[..., 1::2]
        return torch.stack((even * cos - odd * sin, even * sin + odd * cos), dim=-1).flatten(-2)


# The complex dtype of each real one whose pairs rotate as complex numbers;
# half precision keeps the real arithmetic (complex32 has few kernels).
COMPLEX = {torch.float32: torch.complex64, torch.float64: torch.complex128}


def _pairs_viewable(x):
    """Whether the dimension pairs of ``x`` can be viewed as complex numbers:
    the last dimension contiguous, every other stride and the offset even."""
    return (x.stride(-1) == 1 and x.storage_offset() % 2 == 0
            and all(stride % 2 == 0 for stride in x.stride()[:-1]))
