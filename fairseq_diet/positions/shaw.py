"""Shaw et al. 2018, eqs. 3-4: logits_ij = q_i.(k_j + a^K_clip(j-i)) / sqrt(d_h)
and out_i = sum_j alpha_ij (v_j + a^V_clip(j-i)), j - i clipped to [-k, k].

Self-attention only by default: Shaw et al. present relative positions as "an
extension to self-attention", and tensor2tensor's relative transformer (the
DIET paper's Shaw row) keeps encoder-decoder attention plain.
"""

import torch
from torch import nn

from .base import RelativeKeysValues, positive, register_position_scheme


@register_position_scheme("shaw")
class ShawTerms(RelativeKeysValues):
    """a^K and a^V, ``(layer_groups, head_groups, 2k + 1, d_h)``, index r =
    clip(j - i, k) + k. The engine computes the terms as in Shaw et al.'s
    section 3.3, never forming a (Tq x Tk x d_h) tensor: q_i . a^K_r for the
    2k+1 distances r, then spread over (i, j); the value term sums alpha_ij per
    distance, then multiplies by a^V."""

    DEFAULTS = {"share_positions": "none", "shaw_clip": 16, "no_shaw_values": False}
    ARGS = {"--shaw-clip": dict(type=int, metavar="K", help="Shaw: clip the distance j - i to [-K, K] "
                                                             "(default 16; 8 for the big architecture)"),
            "--no-shaw-values": dict(action="store_true", help="Shaw: drop the value term a^V (keys only)")}
    ALIASES = {"max_relative_position": "shaw_clip"}
    CROSS_ATTENTION = False
    BIG_DEFAULTS = {"shaw_clip": 8, "share_positions": "heads"}  # Shaw et al.'s big model: k = 8 per layer

    def __init__(self, stack, share, clip_distance, values=True):
        super().__init__(stack, share)
        positive("shaw_clip", clip_distance, self.scheme)
        self.clip_distance = clip_distance
        shape = (self.layer_groups, self.head_groups, 2 * clip_distance + 1, stack.head_dim)
        self.key_embeddings = nn.Parameter(torch.empty(shape))  # a^K
        nn.init.normal_(self.key_embeddings, std=stack.head_dim ** -0.5)
        if values:
            self.value_embeddings = nn.Parameter(torch.empty(shape))  # a^V
            nn.init.normal_(self.value_embeddings, std=stack.head_dim ** -0.5)
        else:
            self.register_parameter("value_embeddings", None)

    @classmethod
    def check_options(cls, args):
        positive("shaw_clip", args.shaw_clip, cls.scheme)

    @classmethod
    def build(cls, args, stack):
        return cls(stack, args.share_positions, args.shaw_clip, values=not args.no_shaw_values)
