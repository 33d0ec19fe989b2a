"""xPos (Sun et al. 2022, "A Length-Extrapolatable Transformer"): RoPE's
rotation, each pair of dimensions k also scaled, the query at position m by
zeta_k^(m / gamma) and the key at position n by zeta_k^(-n / gamma), with
zeta_k = (2k / d_h + 0.4) / 1.4 and gamma the scale base (512, the paper's):
each pair's part of q_m.k_n carries the factor zeta_k^((m - n) / gamma).
The encoder takes the same factorised form (docs/schemes.md).

Keys are scaled by up to zeta_0^(-n / gamma) at position n; in half
precision a key overflows once that times its size passes 65,504, so a
model whose key positions reach a scale above 1,000 is refused
(--max-source-positions, --max-target-positions, --xpos-scale-base).
"""

import math

import torch
from fairseq.models.transformer import DEFAULT_MAX_SOURCE_POSITIONS

from .base import PositionOptionError, positive_scale, register_position_scheme
from .rope import RotaryPositions

ZETA_OFFSET = 0.4  # zeta_k = (2k / d_h + 0.4) / 1.4
LARGEST_SCALE = 1000.0


@register_position_scheme("xpos")
class XposPositions(RotaryPositions):
    DEFAULTS = {"rotary_base": 10000.0, "xpos_scale_base": 512.0}
    ARGS = {"--xpos-scale-base": dict(type=float, metavar="G", help="xPos: the scale base gamma, scales "
                                                                    "zeta^(m/gamma) (default 512)")}  # (and RoPE's)
    scaled = True

    def __init__(self, stack, base, scale_base):
        super().__init__(stack, base)
        self.scale_base = scale_base
        pairs = torch.arange(0, stack.head_dim, 2, dtype=torch.float64) / stack.head_dim
        # log zeta_k, (d_h / 2,); float64 as the frequencies
        self.register_buffer("log_zeta", torch.log((pairs + ZETA_OFFSET) / (1 + ZETA_OFFSET)), persistent=False)

    @classmethod
    def check_options(cls, args):
        super().check_options(args)
        positive_scale("xpos_scale_base", args.xpos_scale_base, cls.scheme)
        # The first pair's zeta is the smallest, so its key scale the largest: zeta_0^(-n / gamma).
        farthest = max(getattr(args, name, None) or DEFAULT_MAX_SOURCE_POSITIONS
                       for name in ("max_source_positions", "max_target_positions"))
        largest = math.exp(math.log((1 + ZETA_OFFSET) / ZETA_OFFSET) * farthest / args.xpos_scale_base)
        if largest > LARGEST_SCALE:
            raise PositionOptionError(
                f"--position-scheme xpos would scale a key at position {farthest} by {largest:.3g}, above "
                f"{LARGEST_SCALE:g} (half precision overflows): lower --max-source-positions and "
                f"--max-target-positions, or raise --xpos-scale-base (now {args.xpos_scale_base:g})")

    def scales(self, positions, keys):
        """zeta_k^(m / gamma) for queries at m, zeta_k^(-n / gamma) for keys at n:
        ``(1 | bsz, len, d_h / 2)``, float64."""
        exponents = positions.unsqueeze(-1).to(torch.float64) / self.scale_base
        return torch.exp((-exponents if keys else exponents) * self.log_zeta)
