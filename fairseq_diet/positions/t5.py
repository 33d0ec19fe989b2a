"""T5's relative position bias (Raffel et al. 2020, section 2.1): a learned
scalar per head and bucket of the distance, shared across layers. Buckets:
the distances are split by direction when attention sees both and not in
causal self-attention; within a direction, half of its buckets hold one
distance each (0, 1, ...) and the other half cover the distances up to
--t5-max-distance in logarithmically growing ranges, farther distances
sharing the last bucket. --t5-bias-scale S stores the biases divided by S
(DistanceBias.learned_biases). Encoder-decoder attention: docs/schemes.md."""

import math

import torch

from .base import DistanceBias, PositionOptionError, positive, positive_scale, register_position_scheme


@register_position_scheme("t5")
class T5Bias(DistanceBias):
    DEFAULTS = {"share_positions": "layers", "relative_buckets": 32, "t5_max_distance": 128,
                "t5_bias_scale": 1.0}
    ARGS = {"--relative-buckets": dict(type=int, metavar="N", help="T5: distance buckets per head (default 32)"),
            "--t5-max-distance": dict(type=int, metavar="N", help="T5: the distance where the log-spaced buckets "
                                                                  "end; farther ones share the last bucket "
                                                                  "(default 128)"),
            "--t5-bias-scale": dict(type=float, metavar="S", help="T5: store the bucket biases divided by S and "
                                                                  "multiply them by S in the logits, so that Adam "
                                                                  "moves them S times as fast as the other "
                                                                  "parameters (default 1)")}
    ALIASES = {"max_relative_position": "t5_max_distance"}

    def __init__(self, stack, share, buckets, max_distance, bias_scale=1.0):
        super().__init__(stack, share)
        self.buckets = buckets
        self.max_distance = max_distance
        self.bidirectional = not stack.causal
        self.bias_scale = bias_scale
        # (layer_groups, head_groups, buckets)
        self.bucket_bias = self.learned_biases(self.layer_groups, self.head_groups, buckets, std=0.1)

    @classmethod
    def check_options(cls, args):
        positive("relative_buckets", args.relative_buckets, cls.scheme, minimum=4)
        positive_scale("t5_bias_scale", args.t5_bias_scale, cls.scheme)
        if args.t5_max_distance <= args.relative_buckets // 2:
            raise PositionOptionError(
                f"--t5-max-distance must exceed half of --relative-buckets for "
                f"--position-scheme t5 (the exact buckets end there); got "
                f"{args.t5_max_distance} with {args.relative_buckets} buckets")

    def bucket(self, distances):
        """Bucket of each query-minus-key distance i - j."""
        per_direction, offset = self.buckets, torch.zeros_like(distances)
        if self.bidirectional:
            per_direction //= 2
            offset = (distances < 0).long() * per_direction  # keys after the query
            distances = distances.abs()
        else:
            distances = distances.clamp(min=0)  # keys after the query are masked anyway
        exact = per_direction // 2
        spread = torch.log(distances.clamp(min=1).double() / exact) / math.log(self.max_distance / exact)
        far = exact + (spread * (per_direction - exact)).long()
        far = far.clamp(max=per_direction - 1)
        return offset + torch.where(distances < exact, distances, far)

    def distance_terms(self, query_len, key_len):
        buckets = self.per_distance("buckets", self.bucket, query_len, key_len)
        return self.scaled(self.bucket_bias[:, :, buckets])
