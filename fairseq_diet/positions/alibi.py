"""ALiBi (Press et al. 2022): a fixed linear penalty on the distance,
logits_ij += -m_h |i - j|, with no learned parameter; the paper's causal
form -m (i - j) on the keys causal attention sees, its symmetric form where
attention sees both directions. The slopes m_h = 2^(-8h/n), h = 1..n, for n
heads, n a power of two; for other n, as the authors' code, the first p
heads (p the largest power of two below n) get 2^(-8h/p) and the other
n - p heads 2^(-4(2h-1)/p). Encoder-decoder attention: docs/schemes.md.
"""

import math

import torch

from .base import DistanceBias, register_position_scheme


def alibi_slopes(heads: int):
    """The slopes of ``heads`` heads, in head order (module docstring): from
    2^(-8/heads) down to 2^(-8) when ``heads`` is a power of two; otherwise the
    descending sequence of the power of two below, then the slopes between."""
    def powers_of_two(n):
        start = 2.0 ** (-8.0 / n)
        return [start ** (k + 1) for k in range(n)]

    below = 2 ** int(math.floor(math.log2(heads)))
    slopes = powers_of_two(below)
    if below < heads:
        slopes += powers_of_two(2 * below)[0::2][: heads - below]
    return slopes


@register_position_scheme("alibi")
class AlibiBias(DistanceBias):
    CROSS_ATTENTION = False

    def __init__(self, stack):
        super().__init__(stack, share="layers")  # one slope per head, the same in every layer
        # Fixed: not learned, not stored in checkpoints; follows the model's dtype and device.
        self.register_buffer("slopes", self.exact_slopes().to(torch.get_default_dtype()), persistent=False)

    def exact_slopes(self):
        """The slopes in float64, (heads,)."""
        return torch.tensor(alibi_slopes(self.num_heads), dtype=torch.float64)

    def _apply(self, fn, *args, **kwargs):
        # Cast to another dtype (model.double(), .half()), the slopes are rounded
        # once from float64, not from their float32 rounding.
        result = super()._apply(fn, *args, **kwargs)
        self.slopes = self.exact_slopes().to(self.slopes.device, self.slopes.dtype)
        return result

    def distance_terms(self, query_len, key_len):
        distances = self.per_distance("lengths", torch.abs, query_len, key_len).to(self.slopes.dtype)
        return -self.slopes[None, :, None] * distances  # (1, heads, len(distances))
