"""FIRE (Li et al. 2024, "Functional Interpolation for Relative Positions
Improves Long Context Transformers"): a learned function of the distance,
normalised by the query's position, added to the logits per head:

  b(i, j) = f(psi(i - j) / psi(max(L, i))),  psi(x) = log(c x + 1),

f an MLP (one hidden layer of --fire-hidden ReLU units) with one output per
head, c and L learned and used by their size (|c|, |L|), so that no update
makes psi undefined. The encoder feeds f the signed distance, sign(i - j)
psi(|i - j|) / psi(max(L, i)). Defaults, and where this departs from the
paper: docs/schemes.md.
"""

import torch
from torch import nn

from .base import PositionTable, positive, positive_scale, register_position_scheme


@register_position_scheme("fire")
class FireBias(PositionTable):
    DEFAULTS = {"share_positions": "layers", "fire_hidden": 32, "fire_threshold": 64.0}
    ARGS = {"--fire-hidden": dict(type=int, metavar="N", help="FIRE: hidden units of the MLP f (default 32)"),
            "--fire-threshold": dict(type=float, metavar="L", help="FIRE: starting value of the learned "
                                                                   "threshold L of psi(max(L, i)) (default 64)")}
    CROSS_ATTENTION = False

    def __init__(self, stack, share, hidden, threshold):
        super().__init__(stack, share)
        self.bidirectional = not stack.causal
        groups, heads = self.layer_groups, self.head_groups
        self.c = nn.Parameter(torch.ones(groups, 1))
        self.threshold = nn.Parameter(torch.full((groups, 1), float(threshold)))
        # f: one hidden layer per layer group, initialised as nn.Linear's (uniform in +-1/sqrt(fan_in))
        first, second = nn.Linear(1, hidden), nn.Linear(hidden, heads)
        self.hidden_weight = nn.Parameter(first.weight.detach().T.repeat(groups, 1))  # (groups, hidden)
        self.hidden_bias = nn.Parameter(first.bias.detach().repeat(groups, 1))  # (groups, hidden)
        self.output_weight = nn.Parameter(second.weight.detach().repeat(groups, 1, 1))  # (groups, heads, hidden)
        self.output_bias = nn.Parameter(second.bias.detach().repeat(groups, 1))  # (groups, heads)

    @classmethod
    def check_options(cls, args):
        positive("fire_hidden", args.fire_hidden, cls.scheme)
        positive_scale("fire_threshold", args.fire_threshold, cls.scheme)

    def table(self, query_len, key_len, groups=slice(None)):
        """b(i, j) for i < query_len, j < key_len: ``(groups, head_groups, query_len, key_len)``."""
        c, threshold = self.c[groups].abs(), self.threshold[groups].abs()  # (groups, 1)
        device, dtype = c.device, c.dtype
        queries = torch.arange(query_len, device=device, dtype=dtype)
        distances = queries.unsqueeze(1) - torch.arange(key_len, device=device, dtype=dtype)  # (Tq, Tk)
        if not self.bidirectional:
            distances = distances.clamp(min=0)  # keys after the query are masked anyway
        normaliser = torch.log1p(c * torch.maximum(threshold, queries).clamp(min=1))  # (groups, Tq)
        spread = distances.sign() * torch.log1p(c.unsqueeze(-1) * distances.abs())  # (groups, Tq, Tk)
        x = (spread / normaliser.unsqueeze(-1)).unsqueeze(-1)  # (groups, Tq, Tk, 1)
        hidden = torch.relu(x * self.hidden_weight[groups, None, None] + self.hidden_bias[groups, None, None])
        out = torch.matmul(hidden.flatten(1, 2), self.output_weight[groups].transpose(1, 2))  # (groups, Tq*Tk, heads)
        out = out + self.output_bias[groups].unsqueeze(1)
        return out.transpose(1, 2).unflatten(-1, (query_len, key_len))
