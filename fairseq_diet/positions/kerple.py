"""KERPLE (Chi et al. 2022, "KERPLE: Kernelized Relative Positional Embedding
for Length Extrapolation"): a conditionally positive definite kernel of the
distance, per head, added to the logits. The paper's two kernels:

- logarithmic (the default): logits_ij += -r1 log(1 + r2 |i - j|), r1, r2 > 0;
- power (--kerple-variant power): logits_ij += -r1 |i - j|^r2, r1 > 0, 0 < r2 <= 2.

r1 and r2 are learned per head. The authors clamp the stored values before
each forward pass; a forward pass here changes no parameter (a layer rerun by
--checkpoint-activations sees the same values), so each is stored
unconstrained and mapped into its range: r = softplus(rho), the power's
r2 = 2 sigmoid(rho). Starting values and defaults: docs/schemes.md.
"""

import torch
from torch import nn
from torch.nn import functional as F

from .base import DistanceBias, PositionOptionError, register_position_scheme

VARIANTS = ("log", "power")
SMALLEST = 0.01  # the authors' lower clamp of r1 and r2


@register_position_scheme("kerple")
class KerpleBias(DistanceBias):
    DEFAULTS = {"share_positions": "layers", "kerple_variant": "log"}
    ARGS = {"--kerple-variant": dict(metavar="{log,power}", help="KERPLE: the kernel, -r1 log(1 + r2 |i-j|) (log) "
                                                                 "or -r1 |i-j|^r2, 0 < r2 <= 2 (power) (default log)")}

    def __init__(self, stack, share, variant="log"):
        super().__init__(stack, share)
        self.variant = variant
        r1_high, r2_high = (2.0, 1.0) if variant == "log" else (1.0, 2.0)
        shape = (self.layer_groups, self.head_groups, 1)
        r1 = (torch.rand(shape) * r1_high).clamp(SMALLEST, 2 - SMALLEST)
        r2 = (torch.rand(shape) * r2_high).clamp(SMALLEST, 2 - SMALLEST)
        # rho of r = softplus(rho), and of the power's r2 = 2 sigmoid(rho)
        self.r1_rho = nn.Parameter(r1 + torch.log(-torch.expm1(-r1)))
        self.r2_rho = nn.Parameter(r2 + torch.log(-torch.expm1(-r2)) if variant == "log"
                                   else torch.log(r2 / (2 - r2)))

    @classmethod
    def check_options(cls, args):
        if args.kerple_variant not in VARIANTS:
            raise PositionOptionError(f"--kerple-variant must be one of {', '.join(VARIANTS)} for "
                                      f"--position-scheme kerple; got {args.kerple_variant!r}")

    def r1(self):
        """r1 > 0, (layer_groups, head_groups, 1)."""
        return F.softplus(self.r1_rho)

    def r2(self):
        """r2 > 0 (the power's: 0 < r2 < 2), (layer_groups, head_groups, 1)."""
        return F.softplus(self.r2_rho) if self.variant == "log" else 2 * torch.sigmoid(self.r2_rho)

    def distance_terms(self, query_len, key_len):
        dtype = self.r1_rho.dtype
        if self.variant == "log":
            lengths = self.per_distance("lengths", torch.abs, query_len, key_len).to(dtype)
            return -self.r1() * torch.log1p(self.r2() * lengths)  # (layer_groups, head_groups, len(distances))
        # |d|^r2 = exp(r2 log |d|) for d != 0, and 0 at d = 0 (log taken of max(|d|, 1): no
        # infinity whose product with a zero gradient would give NaN)
        log_lengths = self.per_distance("log_lengths", lambda d: d.abs().clamp(min=1).double().log(),
                                        query_len, key_len).to(dtype)
        apart = self.per_distance("apart", lambda d: d.ne(0), query_len, key_len).to(dtype)
        return -self.r1() * (apart * torch.exp(self.r2() * log_lengths))
