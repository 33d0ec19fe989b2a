"""CoPE (Golovneva et al. 2024, "Contextual Position Encoding: Learning to
Count What's Important"): positions counted by the attention's own content.
Each head gates every key by its logit, g_ij = sigmoid(q_i.k_j / sqrt(d_h)),
counts the gates from key j to the query, p_ij = sum_{k=j..i} g_ik, and adds
q_i.e[p_ij] / sqrt(d_h) to the logit, e[p] interpolated between the learned
embeddings of the integer positions around p, and p capped at
--cope-max-position - 1. Masked keys gate nothing. The encoder counts from
the query outwards, a later key with embeddings of its own
(``later_embeddings``). Defaults, and where this departs from the paper:
docs/schemes.md.
"""

import torch
from torch import nn

from .base import ContextualPositions, positive, register_position_scheme


@register_position_scheme("cope")
class ContextualPositionEncoding(ContextualPositions):
    DEFAULTS = {"share_positions": "heads", "cope_max_position": 64}
    ARGS = {"--cope-max-position": dict(
        type=int, metavar="P", help="CoPE: embedded positions 0..P-1; counts above P-1 take P-1 (default 64)")}
    CROSS_ATTENTION = False

    def __init__(self, stack, share, max_position):
        super().__init__(stack, share)
        self.max_position = max_position
        shape = (self.layer_groups, self.head_groups, max_position, stack.head_dim)
        self.embeddings = nn.Parameter(torch.zeros(shape))  # keys at or before the query
        # later keys: the encoder's (causal attention masks them, encoder-decoder attention counts back)
        self.later_embeddings = nn.Parameter(torch.zeros(shape)) if stack.kind == "encoder" else None

    @classmethod
    def check_options(cls, args):
        positive("cope_max_position", args.cope_max_position, cls.scheme, minimum=2)
