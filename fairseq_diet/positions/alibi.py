"""ALiBi (Press et al. 2022): a fixed linear penalty on the distance,
logits_ij += -m_h |i - j|, with no learned parameter. The slopes m_h form the
paper's geometric sequence: 2^(-8/n), 2^(-16/n), ..., 2^(-8) for n heads, n a
power of two; otherwise those of the power of two below n, then every other
slope of the next power of two, as the authors' code does.

The paper defines the causal form, -m (i - j) for the keys j <= i that
causal attention sees. For attention that sees both directions (encoder,
and encoder-decoder attention when enabled) this uses its symmetric form
-m |i - j|, which equals the causal one on those keys; it is the variant used
for bidirectional encoders since (e.g. MosaicBERT, Portes et al. 2023).
Encoder-decoder attention carries no term by default: a fixed penalty on the
distance between a target and a source position would impose a diagonal
alignment that no parameter can undo.
"""

import math

import torch

from .base import RelativeBias, register_position_scheme


def alibi_slopes(heads: int):
    """The paper's per-head slopes, largest first."""
    def powers_of_two(n):
        start = 2.0 ** (-8.0 / n)
        return [start ** (k + 1) for k in range(n)]

    below = 2 ** int(math.floor(math.log2(heads)))
    slopes = powers_of_two(below)
    if below < heads:
        slopes += powers_of_two(2 * below)[0::2][: heads - below]
    return slopes


@register_position_scheme("alibi")
class AlibiBias(RelativeBias):
    CROSS_ATTENTION = False

    def __init__(self, stack):
        super().__init__(stack, share="layers")  # one slope per head, the same in every layer
        # Fixed: not learned, not stored in checkpoints; follows the model's dtype and device.
        self.register_buffer("slopes", torch.tensor(alibi_slopes(stack.num_heads)), persistent=False)

    @classmethod
    def build(cls, args, stack):
        return cls(stack)

    def distance_terms(self, query_len, key_len):
        distances = self.per_distance("lengths", torch.abs, query_len, key_len).to(self.slopes.dtype)
        return -self.slopes[None, :, None] * distances  # (1, heads, len(distances))
