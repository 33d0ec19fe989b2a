"""CoPE (Golovneva et al. 2024, "Contextual Position Encoding: Learning to
Count What's Important"): positions counted by the attention's own content.
Each head gates every key by its logit, g_ij = sigmoid(q_i.k_j / sqrt(d_h)),
counts the gates from key j to the query, p_ij = sum_{k=j..i} g_ik, and adds
q_i.e[p_ij] / sqrt(d_h) to the logit, e[p] interpolated between the learned
embeddings of the integer positions around p, and p capped at
--cope-max-position - 1. Masked keys (padding, later keys in causal
attention) gate nothing, so positions count real tokens only.

The paper defines the causal form. The encoder's bidirectional attention
counts from the query outwards: a later key j > i has p_ij = sum_{k=i..j}
g_ik and embeddings of its own (``later_embeddings``), as Shaw's and T5's
terms keep the two directions apart. Encoder-decoder attention carries no
term by default (--cross-attention-positions counts from the last source
token back, as if the query came after the source).

The embeddings start at zero, as in the authors' code, and are shared by
the heads of a layer (--share-positions heads), as there; each head still
counts by its own gates. The term is read from the call's logits, so CoPE
runs by the explicit path on every backend but triton, which refuses it.
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
