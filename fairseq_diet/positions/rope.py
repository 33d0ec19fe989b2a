"""Rotary position embeddings, RoPE (Su et al. 2021, RoFormer, eq. 34): the
query at position m and the key at position n are rotated, pair of dimensions
(2k, 2k+1) by the angle m theta_k (n theta_k), theta_k = base^(-2k/d_h), so
that q_m.k_n depends on the positions only through m - n. During decoding
each key is rotated once, when it is new, and cached rotated. Encoder-decoder
attention is not rotated by default (docs/schemes.md).
"""

import torch

from .base import PositionOptionError, Rotation, register_position_scheme


@register_position_scheme("rope")
class RotaryPositions(Rotation):
    DEFAULTS = {"rotary_base": 10000.0}
    ARGS = {"--rotary-base": dict(type=float, metavar="B", help="RoPE: base of the rotation frequencies "
                                                                "(default 10000)")}
    CROSS_ATTENTION = False

    def __init__(self, stack, base):
        super().__init__(stack, share="both")  # no parameters to share
        if stack.head_dim % 2:
            raise PositionOptionError(f"--position-scheme {self.scheme} rotates pairs of dimensions; the head "
                                      f"dimension must be even, got {stack.head_dim}")
        self.base = base
        exponents = torch.arange(0, stack.head_dim, 2, dtype=torch.float64) / stack.head_dim
        # theta_k, (d_h / 2,); kept in float64 here, cast where used
        self.register_buffer("frequencies", base ** -exponents, persistent=False)

    @classmethod
    def check_options(cls, args):
        if args.rotary_base <= 1:
            raise PositionOptionError(f"--rotary-base must be > 1 for --position-scheme {cls.scheme}; "
                                      f"got {args.rotary_base}")

    def _apply(self, fn, *args, **kwargs):
        # The tables (and xPos's) stay exact in float64 under model.half() / .float() (fairseq's --fp16
        # halves the model): the angles m theta_k (and scales) of long positions need the precision.
        exact = dict(self.named_buffers(recurse=False))
        result = super()._apply(fn, *args, **kwargs)
        for name, table in exact.items():
            setattr(self, name, table.to(getattr(self, name).device))
        return result

    def angles(self, positions):
        """m theta_k for every position m and pair k: ``(1 | bsz, len, d_h / 2)``, float64."""
        return positions.unsqueeze(-1).to(torch.float64) * self.frequencies
