"""TISA, translation-invariant self-attention (Wennberg and Henter 2021):
logits_ij += f(j - i), f(d) = sum_s a_s exp(-|b_s| (d - c_s)^2), a mixture of
S radial-basis kernels per head with learned amplitudes a, sharpnesses b and
offsets c; f is evaluated once per distance, never per (i, j)."""

import torch
from torch import nn

from .base import DistanceBias, RadialBasisSum, positive, register_position_scheme


@register_position_scheme("tisa")
class TisaBias(DistanceBias):
    DEFAULTS = {"share_positions": "none", "tisa_kernels": 5}
    ARGS = {"--tisa-kernels": dict(type=int, metavar="S", help="TISA: radial-basis kernels per head (default 5)")}

    def __init__(self, stack, share, kernels):
        super().__init__(stack, share)
        positive("tisa_kernels", kernels, self.scheme)
        shape = (self.layer_groups, self.head_groups, kernels)
        # Our initialisation (the slides give none): small amplitudes, kernels
        # about three positions wide, centred from -10 to 10 positions away.
        self.amplitudes = nn.Parameter(torch.empty(shape))  # a_s
        self.sharpness = nn.Parameter(torch.full(shape, 0.1))  # b_s
        self.offsets = nn.Parameter(torch.linspace(-10, 10, kernels).expand(shape).clone())  # c_s
        if kernels == 1:
            nn.init.zeros_(self.offsets)
        nn.init.normal_(self.amplitudes, std=0.1)

    @classmethod
    def check_options(cls, args):
        positive("tisa_kernels", args.tisa_kernels, cls.scheme)

    def distance_terms(self, query_len, key_len):
        d = self.per_distance("offsets", lambda distances: -distances, query_len, key_len)  # j - i
        return RadialBasisSum(self.amplitudes, self.sharpness, self.offsets, d.to(self.amplitudes.dtype))
