"""Diet-Abs (DIET paper, eq. 1): logits_ij += (P_Q P_K^T)_ij, with learned
per-head query and key position embeddings P_Q, P_K of rank d_p."""

import torch
from torch import nn

from .base import LowRankBias, positive, register_position_scheme


@register_position_scheme("diet_abs")
class DietAbsBias(LowRankBias):
    DEFAULTS = {"share_positions": "layers", "diet_rank": None}  # layers share P_Q, P_K: the DIET paper's advice
    ARGS = {"--diet-rank": dict(type=int, metavar="D", help="Diet-Abs: rank d_p of P_Q and P_K (default: head dim)")}

    def __init__(self, stack, share, rank=None):
        super().__init__(stack, share)
        rank = stack.head_dim if rank is None else rank
        positive("diet_rank", rank, self.scheme)
        self.max_query_positions = stack.max_query_positions
        self.max_key_positions = stack.max_key_positions
        groups = (self.layer_groups, self.head_groups)
        # (layer_groups, head_groups, positions, rank)
        self.query_embeddings = nn.Parameter(torch.empty(*groups, self.max_query_positions, rank))
        self.key_embeddings = nn.Parameter(torch.empty(*groups, self.max_key_positions, rank))
        # Each entry of P_Q P_K^T then has variance 1/rank: a small bias at start.
        nn.init.normal_(self.query_embeddings, std=rank ** -0.5)
        nn.init.normal_(self.key_embeddings, std=rank ** -0.5)

    @classmethod
    def check_options(cls, args):
        positive("diet_rank", args.diet_rank, cls.scheme)

    def _load_from_state_dict(self, state_dict, prefix, *args, **kwargs):
        for name, limit in (("query_embeddings", self.max_query_positions),
                            ("key_embeddings", self.max_key_positions)):
            stored = state_dict.get(prefix + name)
            if stored is not None and stored.size(2) != limit:
                raise ValueError(
                    f"{prefix}{name}: the checkpoint's Diet-Abs table holds {stored.size(2)} "
                    f"positions but the model was built for {limit} "
                    "(--max-source-positions/--max-target-positions must match training)")
        super()._load_from_state_dict(state_dict, prefix, *args, **kwargs)

    def fit_query_len(self, wanted, needed):
        return max(needed, min(wanted, self.max_query_positions))

    def fit_key_len(self, wanted, needed):
        return max(needed, min(wanted, self.max_key_positions))

    def factors(self, query_len, key_len, groups=slice(None)):
        for kind, length, limit in (("query", query_len, self.max_query_positions),
                                    ("key", key_len, self.max_key_positions)):
            if length > limit:
                raise ValueError(
                    f"Diet-Abs has {limit} {kind} positions but got a sequence of length "
                    f"{length}; train with larger --max-source-positions/--max-target-positions "
                    "or keep inputs within the limit")
        p_q = self.query_embeddings[groups, :, :query_len]  # (groups, head_groups, Tq, rank)
        p_k = self.key_embeddings[groups, :, :key_len]  # (groups, head_groups, Tk, rank)
        return p_q, p_k
