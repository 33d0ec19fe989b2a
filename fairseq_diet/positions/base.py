"""The position-scheme interface, its registry and the helpers every scheme shares.

A ``PositionScheme`` module serves one attention stack (encoder self-attention,
decoder self-attention or encoder-decoder attention) and holds the parameters
of all its layers and heads. ``--share-positions`` decides how many copies
exist: one per layer and head (``none``), one per head shared by all layers
(``layers``), one per layer shared by all heads (``heads``) or a single one
(``both``). Parameters have a leading ``(layer_groups, head_groups)`` shape and
are registered once, in the stack that owns them.

Schemes describe, the attention engine (``fairseq_diet.modules``) executes.
A scheme subclasses one kind of term below (``DistanceBias``, ``LowRankBias``,
``PositionTable``, ``RelativeKeysValues``, ``Rotation``, ``ContextualPositions``)
and turns its parameters into that kind's inputs; the engine builds the logit
terms from them once per stack and forward pass (one class per kind in
``fairseq_diet.modules.terms``; docs/attention.md, "The kinds of term").
Each kind has one name (``KINDS``). A new scheme is one file in this package,
a subclass decorated with ``@register_position_scheme("name")``, which also gives
it the architectures ``transformer_name`` (``_wmt_en_de``, ``_wmt_en_de_big``;
docs/schemes.md, "Adding a scheme"). Nothing here names a device or a kernel.
"""

import math
from dataclasses import dataclass
from typing import Dict, Optional, Tuple, Union

import torch
from fairseq.incremental_decoding_utils import with_incremental_state
from torch import Tensor, nn

POSITION_SCHEMES: Dict[str, type] = {}
# The kinds of term, each scheme's ``kind``.
DISTANCE, LOW_RANK, TABLE = "distance", "low_rank", "table"
RELATIVE_KEYS_VALUES, ROTATION, CONTEXTUAL = "relative_keys_values", "rotation", "contextual"
KINDS = (DISTANCE, LOW_RANK, TABLE, RELATIVE_KEYS_VALUES, ROTATION, CONTEXTUAL)
SHARE_MODES = ("none", "layers", "heads", "both")


def register_position_scheme(name: str):
    def register(cls):
        if name in POSITION_SCHEMES:
            raise ValueError(f"position scheme {name!r} is registered twice")
        cls.scheme = name
        POSITION_SCHEMES[name] = cls
        return cls

    return register


class PositionOptionError(ValueError):
    """A position option that does not fit the chosen scheme; the message says
    which option and what to do. Shown as one line by fairseq's command-line
    tools (the excepthook in ``fairseq_diet.models.position_options``)."""


@dataclass(frozen=True)
class Stack:
    """What a scheme needs to know about the attention stack it serves."""

    kind: str  # "encoder", "decoder" (causal self-attention) or "cross"
    num_layers: int
    num_heads: int
    head_dim: int
    max_query_positions: int
    max_key_positions: int
    recomputed: bool = False  # layers rerun their forward pass in the backward pass (--checkpoint-activations)

    @property
    def causal(self) -> bool:
        return self.kind == "decoder"


class PositionContext:
    """What one forward pass of a stack tells its attention layers: the
    positions of queries and keys among the real tokens of each sentence, the
    decoding step (None outside incremental decoding) and the decoder's
    incremental state, where a search keeps its tables. Layers receive it as
    an argument, so a layer recomputed in the backward pass sees the context
    of its own forward pass. ``state`` is the attention engine's, for this
    pass: what the first layer builds and the others reuse
    (``fairseq_diet.modules.pass_state.PassState``)."""

    def __init__(self, query_positions: Tensor, key_positions: Tensor, decoding_step=None,
                 incremental_state=None):
        self.query_positions = query_positions  # (1 | bsz, Tq)
        self.key_positions = key_positions  # (1 | bsz, Tk)
        self.decoding_step = decoding_step
        self.incremental_state = incremental_state
        self.state = None
        # Every sentence's queries and keys sit at positions 0, 1, ...
        self.shared_by_batch = query_positions.size(0) == 1 and key_positions.size(0) == 1

    def without_state(self) -> "PositionContext":
        """A copy of the context with no ``state``."""
        copy = object.__new__(type(self))
        copy.__dict__.update(self.__dict__)
        copy.state = None
        return copy


@with_incremental_state
class PositionScheme(nn.Module):
    """Base class of the position schemes; a scheme subclasses one of the
    kinds below. Class attributes a scheme sets:

    - ``DEFAULTS``: the options (argparse dests) it reads besides the common
      ones, in the order its constructor takes them after the stack, with
      their defaults where neither the command line nor the architecture sets
      them; any other scheme's option given with it is an error.
    - ``ARGS``: its own command-line options, ``{flag: add_argument's
      keywords}`` (no defaults: see ``DEFAULTS``).
    - ``ALIASES``: older option names it still reads, ``{old: new}``
      (``--max-relative-position`` for the scheme's own distance option).
    - ``CROSS_ATTENTION``: whether encoder-decoder attention carries the term
      by default (``--cross-attention-positions`` / ``--no-...`` override).
    - ``BIG_DEFAULTS``: its defaults for the big architecture where they differ.
    """

    DEFAULTS: Dict[str, object] = {}
    ARGS: Dict[str, dict] = {}
    ALIASES: Dict[str, str] = {}
    CROSS_ATTENTION = True
    BIG_DEFAULTS: Dict[str, object] = {}
    kind = ""  # set by each kind below

    def __init__(self, stack: Stack, share: str = "none"):
        super().__init__()
        if share not in SHARE_MODES:
            raise PositionOptionError(
                f"--share-positions must be one of {', '.join(SHARE_MODES)}; got {share!r}")
        self.stack = stack
        self.num_heads = stack.num_heads
        self.share = share
        self.layer_groups = 1 if share in ("layers", "both") else stack.num_layers
        self.head_groups = 1 if share in ("heads", "both") else stack.num_heads
        self._context: Optional[PositionContext] = None

    @classmethod
    def add_args(cls, parser):
        for option, keywords in cls.ARGS.items():
            parser.add_argument(option, **keywords)

    @classmethod
    def check_options(cls, args):
        """Refuse option values the scheme cannot use (PositionOptionError)."""

    @classmethod
    def build(cls, args, stack: Stack) -> "PositionScheme":
        return cls(stack, *(getattr(args, dest) for dest in cls.DEFAULTS))

    def group(self, layer: int) -> int:
        return 0 if self.layer_groups == 1 else layer

    # ---- the context of one forward pass ----------------------------------
    def begin(self, query_positions: Tensor, key_positions: Tensor, decoding_step=None,
              incremental_state=None) -> PositionContext:
        """Called by the stack once per forward pass, before its layers run."""
        self._context = PositionContext(query_positions, key_positions, decoding_step, incremental_state)
        return self._context

    @property
    def context(self) -> PositionContext:
        """The context of the stack's latest forward pass."""
        if self._context is None:
            raise RuntimeError(f"{type(self).__name__}: the attention stack did not call begin() "
                               "before its layers ran")
        return self._context

    def __getstate__(self):
        # A copy of the module (copy.deepcopy, pickle; fairseq's --store-ema
        # deep-copies the model after its first update) takes its parameters,
        # not the latest forward pass's context, whose terms may carry that
        # pass's autograd graph (which deepcopy refuses).
        state = super().__getstate__()
        state["_context"] = None
        return state

    def fit_query_len(self, wanted: int, needed: int) -> int:
        """Rows of a decoding table grown to ``wanted`` (at least ``needed``)."""
        return wanted

    def fit_key_len(self, wanted: int, needed: int) -> int:
        return wanted


class DistanceBias(PositionScheme):
    """A logit bias that is a function of the distance i - j between query i
    and key j, per head: ``distance_terms`` gives it once per distance, never
    per (i, j), and the engine spreads it over the (Tq, Tk) table (a Toeplitz
    table).

    A scheme whose biases are learned scalars may store them divided by
    ``bias_scale`` (``learned_biases``) and multiply them back (``scaled``):
    the model is the same, but Adam, which moves every parameter by about its
    learning rate per update whatever the size of its gradient, moves the
    biases ``bias_scale`` times as fast as the other parameters."""

    kind = DISTANCE
    bias_scale = 1.0

    def __init__(self, stack: Stack, share: str = "none"):
        super().__init__(stack, share)
        self._per_distance: Dict = {}  # per_distance's ranges: {(name, device): (values, rows, keys)}

    def learned_biases(self, *shape, std):
        """A parameter of biases drawn from N(0, std²) as the logits see them,
        stored divided by ``bias_scale``."""
        biases = nn.Parameter(torch.empty(*shape))
        nn.init.normal_(biases, std=std / self.bias_scale)
        return biases

    def scaled(self, stored: Tensor) -> Tensor:
        """The biases the logits get, from the stored ones."""
        return stored if self.bias_scale == 1 else stored * self.bias_scale

    def distance_terms(self, query_len: int, key_len: int) -> Union[Tensor, "RadialBasisSum"]:
        """Bias of every layer group and head for each query-minus-key
        distance -(key_len - 1) .. query_len - 1 (``distances``):
        ``(layer_groups, head_groups, query_len + key_len - 1)``, or a form
        the engine evaluates (``RadialBasisSum``)."""
        raise NotImplementedError

    def distances(self, query_len: int, key_len: int) -> Tensor:
        """The distances -(key_len - 1) .. query_len - 1 (long)."""
        return self.per_distance("distances", lambda distances: distances, query_len, key_len)

    def per_distance(self, name: str, fn, query_len: int, key_len: int) -> Tensor:
        """``fn(distances)`` for the distances -(key_len - 1) .. query_len - 1,
        where fn depends on the distances and the scheme's fixed settings alone
        (a clipped index, a bucket) and gives a tensor ``(..., len(distances))``
        without a gradient: computed once over a range of distances that grows
        by doubling, kept on the module (not in its state), and sliced, so that
        a forward pass dispatches no operator for it."""
        device = self._device()
        found = self._per_distance.get((name, device))
        if found is None or found[1] < query_len or found[2] < key_len:
            rows, keys = (0, 0) if found is None else found[1:]
            rows, keys = grown(rows, query_len), grown(keys, key_len)
            with torch.no_grad():
                values = fn(torch.arange(-(keys - 1), rows, device=device))
            found = self._per_distance[(name, device)] = (values, rows, keys)
        values, _, keys = found
        return values[..., keys - key_len:keys - 1 + query_len]

    def _device(self):
        """Where the scheme's tensors are (those of a scheme without any: the
        default device)."""
        for tensor in self.parameters():
            return tensor.device
        for tensor in self.buffers():
            return tensor.device
        return torch.empty(0).device


@dataclass
class RadialBasisSum:
    """A distance term in the form f(d) = sum_s a_s exp(-|b_s| (d - c_s)^2), a
    mixture of radial-basis kernels s per layer group and head (TISA), at the
    offsets d: the engine evaluates it, by ``evaluate`` or by a backend's
    kernel of the same formula (``tests/test_attention_parity.py`` checks each
    backend against the formula in float64)."""

    amplitudes: Tensor  # a: (layer_groups, head_groups, kernels)
    sharpness: Tensor  # b: (layer_groups, head_groups, kernels)
    offsets: Tensor  # c: (layer_groups, head_groups, kernels)
    at: Tensor  # d: (len(distances),), float

    def evaluate(self) -> Tensor:
        """``(layer_groups, head_groups, len(distances))`` by torch ops."""
        a, b, c = (p.unsqueeze(-1) for p in (self.amplitudes, self.sharpness, self.offsets))
        return (a * torch.exp(-b.abs() * (self.at - c) ** 2)).sum(dim=-2)


class LowRankBias(PositionScheme):
    """A logit bias from absolute positions, P_Q P_K^T per head, with P_Q and
    P_K of a small rank: ``factors`` gives them for the first query_len and
    key_len positions."""

    kind = LOW_RANK

    def factors(self, query_len: int, key_len: int, groups: slice = slice(None)) -> Tuple[Tensor, Tensor]:
        """(P_Q ``(groups, head_groups, query_len, rank)``, P_K ``(groups,
        head_groups, key_len, rank)``) for the layer groups ``groups``."""
        raise NotImplementedError


class PositionTable(PositionScheme):
    """A logit bias of the query position i and key position j, per head,
    that is not a function of i - j alone: ``table`` gives it for every
    (i, j) of the first query_len and key_len positions."""

    kind = TABLE

    def table(self, query_len: int, key_len: int, groups: slice = slice(None)) -> Tensor:
        """``(groups, head_groups, query_len, key_len)`` for the layer groups ``groups``."""
        raise NotImplementedError


class RelativeKeysValues(PositionScheme):
    """Shaw et al.'s kind: per-head embeddings a^K and a^V of the clipped
    distance r = clip(j - i, k) + k, ``(layer_groups, head_groups, 2k + 1,
    d_h)`` each (``key_embeddings``, ``value_embeddings``, the latter None for
    keys only), added to the keys and values that query i sees."""

    kind = RELATIVE_KEYS_VALUES
    clip_distance: int
    key_embeddings: Tensor
    value_embeddings: Optional[Tensor]


class Rotation(PositionScheme):
    """Queries and keys rotated, pair of dimensions by pair, by angles of
    their positions before their product (``angles``)."""

    kind = ROTATION
    scaled = False  # whether ``scales`` gives anything

    def angles(self, positions: Tensor) -> Tensor:
        """The rotation angles of every pair of dimensions at ``positions``
        ``(1 | bsz, len)``: ``(1 | bsz, len, d_h / 2)``, float64."""
        raise NotImplementedError

    def scales(self, positions: Tensor, keys: bool) -> Optional[Tensor]:
        """What each pair of dimensions is multiplied by besides its rotation,
        for queries (or ``keys``) at ``positions``: ``(1 | bsz, len, d_h / 2)``,
        float64; None (the default) for a rotation alone."""
        return None


class ContextualPositions(PositionScheme):
    """Positions counted by the call's own content (CoPE, ``cope.py``):
    ``embeddings`` ``(layer_groups, head_groups, max_position, d_h)`` serve
    the keys at or before the query, ``later_embeddings`` (None where
    attention sees no later key) the others."""

    kind = CONTEXTUAL
    max_position: int
    embeddings: Tensor
    later_embeddings: Optional[Tensor]


def grown(size: int, needed: int) -> int:
    """A cached range's new size: as it is when it holds ``needed``, else
    doubled (at least ``needed``, at least 16)."""
    return size if size >= needed else max(needed, 2 * size, 16)


def of_groups(per_group: Tensor, groups: slice) -> Tensor:
    """The layer groups ``groups`` of a ``(layer_groups, ...)`` tensor; all of
    them as the tensor itself (a whole slice would still cost its backward)."""
    return per_group if groups == slice(None) else per_group[groups]


def positive_scale(name: str, value: float, scheme: str):
    """Refuse a scale that is not a finite number > 0, naming it and the scheme."""
    if not (math.isfinite(value) and value > 0):
        raise PositionOptionError(f"--{name.replace('_', '-')} must be a number > 0 for "
                                  f"--position-scheme {scheme}; got {value}")


def positive(name: str, value, scheme: str, minimum: int = 1):
    """Refuse an integer option below ``minimum``, naming it and the scheme."""
    if value is not None and value < minimum:
        raise PositionOptionError(f"--{name.replace('_', '-')} must be >= {minimum} for "
                                  f"--position-scheme {scheme}; got {value}")

