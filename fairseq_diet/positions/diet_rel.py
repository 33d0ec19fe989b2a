"""Diet-Rel (DIET paper, eq. 3): logits_ij += R_clip(i-j), one learned scalar
per relative distance and head, i - j clipped to [-k, k].

With --diet-rel-bias-scale S the scalars are stored as R / S and the logits
get S times them (DistanceBias.learned_biases): the same model, its biases
moved S times as fast by Adam."""

import math

from .base import DistanceBias, PositionOptionError, positive, positive_scale, register_position_scheme


@register_position_scheme("diet_rel")
class DietRelBias(DistanceBias):
    # No clipping below the longest distance the stack can see. The paper gives no
    # initialisation: small but non-zero, so that even an untrained model sees word order.
    DEFAULTS = {"share_positions": "none", "diet_rel_clip": None, "diet_rel_init_std": 0.1,
                "diet_rel_bias_scale": 1.0}
    ARGS = {"--diet-rel-clip": dict(type=int, metavar="K", help="Diet-Rel: clip the distance i - j to [-K, K] "
                                                                "(default: no clipping below the longest distance "
                                                                "the stack can see)"),
            "--diet-rel-init-std": dict(type=float, metavar="S", help="Diet-Rel: standard deviation of the normal "
                                                                      "initialisation of the distance biases "
                                                                      "(default 0.1; 0 starts them at zero)"),
            "--diet-rel-bias-scale": dict(type=float, metavar="S", help="Diet-Rel: store the distance biases "
                                                                        "divided by S and multiply them by S in the "
                                                                        "logits, so that Adam moves them S times as "
                                                                        "fast as the other parameters (default 1)")}
    ALIASES = {"max_relative_position": "diet_rel_clip"}

    def __init__(self, stack, share, clip_distance=None, init_std=0.1, bias_scale=1.0):
        super().__init__(stack, share)
        if clip_distance is None:
            clip_distance = max(stack.max_query_positions, stack.max_key_positions) - 1
        positive("diet_rel_clip", clip_distance, self.scheme)
        self.clip_distance = clip_distance
        self.bias_scale = bias_scale
        # (layer_groups, head_groups, 2 * clip_distance + 1); index d + clip for distance d.
        self.distance_bias = self.learned_biases(self.layer_groups, self.head_groups, 2 * clip_distance + 1,
                                                 std=init_std)

    @classmethod
    def check_options(cls, args):
        positive("diet_rel_clip", args.diet_rel_clip, cls.scheme)
        std = args.diet_rel_init_std
        if not (math.isfinite(std) and std >= 0):
            raise PositionOptionError(f"--diet-rel-init-std must be a number >= 0 for "
                                      f"--position-scheme {cls.scheme}; got {std}")
        positive_scale("diet_rel_bias_scale", args.diet_rel_bias_scale, cls.scheme)

    def distance_terms(self, query_len, key_len):
        clip = self.clip_distance
        if key_len - 1 <= clip and query_len - 1 <= clip:
            # No distance is clipped: their biases are one slice (a view; a gather
            # would cost an operator each way).
            return self.scaled(self.distance_bias[:, :, clip - key_len + 1:clip + query_len])
        index = self.per_distance("index", lambda distances: distances.clamp(-clip, clip) + clip,
                                  query_len, key_len)
        return self.scaled(self.distance_bias[:, :, index])  # (layer_groups, head_groups, len(distances))
