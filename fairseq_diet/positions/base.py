"""The position-scheme interface, its registry and the helpers every scheme shares.

A ``PositionScheme`` module serves one attention stack (encoder self-attention,
decoder self-attention or encoder-decoder attention) and holds the parameters
of all its layers and heads. ``--share-positions`` decides how many copies
exist: one per layer and head (``none``), one per head shared by all layers
(``layers``), one per layer shared by all heads (``heads``) or a single one
(``both``). Parameters have a leading ``(layer_groups, head_groups)`` shape and
are registered once, in the stack that owns them.

A scheme enters attention in one of three ways (the attention asks which):

- an additive logit bias that does not depend on the input (``table``: Diet-Abs;
  ``RelativeBias.distance_terms`` for functions of the distance: Diet-Rel, TISA,
  T5, ALiBi);
- terms that depend on the queries and add to the values (``key_bias``,
  ``value_term`` and optionally a faster ``attention``: Shaw et al.);
- a transformation of queries and keys before their product (``rotate``: RoPE).

A new scheme is one file in this package: a subclass decorated with
``@register_position_scheme("name")`` (which makes it a ``--position-scheme``
choice), its options in ``add_args`` and ``OPTIONS``, and its defaults in
``DEFAULTS``. ``fairseq_diet.models`` registers its architectures in one line.
"""

import math
from dataclasses import dataclass
from typing import Dict, Optional, Tuple

import torch
from fairseq.incremental_decoding_utils import with_incremental_state
from torch import Tensor, nn

from ..modules.biased_attention import compiled_ops

POSITION_SCHEMES: Dict[str, type] = {}
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
    of its own forward pass."""

    def __init__(self, query_positions: Tensor, key_positions: Tensor, decoding_step=None,
                 incremental_state=None):
        self.query_positions = query_positions  # (1 | bsz, Tq)
        self.key_positions = key_positions  # (1 | bsz, Tk)
        self.decoding_step = decoding_step
        self.incremental_state = incremental_state
        self.cache: Dict = {}

    @property
    def shared_by_batch(self) -> bool:
        """Every sentence's queries and keys sit at positions 0, 1, ..."""
        return self.query_positions.size(0) == 1 and self.key_positions.size(0) == 1


@with_incremental_state
class PositionScheme(nn.Module):
    """Base class of the position schemes. Class attributes a scheme sets:

    - ``OPTIONS``: the option names (argparse dests) it reads besides the
      common ones; any other scheme's option given with it is an error.
    - ``DEFAULTS``: defaults of its options when neither the command line nor
      the architecture sets them.
    - ``CROSS_ATTENTION``: whether encoder-decoder attention carries the term
      by default (``--cross-attention-positions`` / ``--no-...`` override).
    - ``query_dependent``, ``adds_to_values``, ``rotary``: how it enters
      attention (module docstring).
    """

    OPTIONS: Tuple[str, ...] = ()
    DEFAULTS: Dict[str, object] = {}
    CROSS_ATTENTION = True
    query_dependent = False
    adds_to_values = False
    rotary = False

    def __init__(self, stack: Stack, share: str = "none"):
        super().__init__()
        if share not in SHARE_MODES:
            raise PositionOptionError(
                f"--share-positions must be one of {', '.join(SHARE_MODES)}; got {share!r}")
        self.stack = stack
        self.num_heads = stack.num_heads
        self.head_dim = stack.head_dim
        self.share = share
        self.layer_groups = 1 if share in ("layers", "both") else stack.num_layers
        self.head_groups = 1 if share in ("heads", "both") else stack.num_heads
        self._context: Optional[PositionContext] = None

    @staticmethod
    def add_args(parser):
        """Add the scheme's own options (argparse, no defaults: see DEFAULTS)."""

    @classmethod
    def check_options(cls, args):
        """Refuse option values the scheme cannot use (PositionOptionError)."""

    @classmethod
    def build(cls, args, stack: Stack) -> "PositionScheme":
        raise NotImplementedError

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

    def _shared_by_layers(self) -> bool:
        """Whether the layers of one forward pass may share terms built once.
        Terms that carry a graph may not when layers rerun in the backward pass
        (--checkpoint-activations): a rerun builds its own graph, and one
        already backpropagated cannot be reused."""
        return not (self.stack.recomputed and torch.is_grad_enabled()
                    and any(p.requires_grad for p in self.parameters()))

    # ---- additive bias schemes --------------------------------------------
    def tables(self, query_len: int, key_len: int, groups: slice = slice(None)) -> Tensor:
        """Logit terms for query positions 0..query_len-1 against key positions
        0..key_len-1, for the layer groups ``groups`` (all by default) at once:
        ``(groups, head_groups, query_len, key_len)``."""
        raise NotImplementedError

    def fit_query_len(self, wanted: int, needed: int) -> int:
        """Rows of a decoding table grown to ``wanted`` (at least ``needed``)."""
        return wanted

    def fit_key_len(self, wanted: int, needed: int) -> int:
        return wanted

    def _tables_for(self, ctx: PositionContext, query_len: int, key_len: int,
                    groups: slice = slice(None)) -> Tensor:
        """The tables of at least ``query_len`` x ``key_len`` positions (exactly
        those outside incremental decoding; there, the search's grown tables)."""
        if ctx.decoding_step is None or ctx.incremental_state is None or torch.is_grad_enabled():
            return self.tables(query_len, key_len, groups)
        # Incremental decoding: the tables of all layer groups in one tensor
        # per search, kept in the decoder's incremental state and grown by
        # doubling, so a step only slices it. Only a dimension that is too
        # short grows (encoder-decoder attention has a fixed number of keys).
        state = self.get_incremental_state(ctx.incremental_state, "tables") or {}
        cached = state.get("tables")
        if cached is None or cached.size(2) < query_len or cached.size(3) < key_len:
            old_q, old_k = (0, 0) if cached is None else cached.shape[2:]
            cached = self.tables(self.fit_query_len(grown(old_q, query_len), query_len),
                                 self.fit_key_len(grown(old_k, key_len), key_len))
            self.set_incremental_state(ctx.incremental_state, "tables", {"tables": cached})
        return of_groups(cached, groups)  # at least (groups, head_groups, query_len, key_len): sliced once

    def logit_bias(self, ctx: PositionContext, layer: int, query_len: int, key_len: int) -> Tensor:
        """Bias broadcastable to ``(bsz, heads, query_len, key_len)``.

        The first layer of a forward pass builds the biases of all layers at
        once, and each layer takes a view of its own (``_layer_views``): a
        stack adds a fixed number of operators per forward pass, not one per
        layer."""
        if not self._shared_by_layers():
            # A layer rerun in the backward pass builds its own bias, alone.
            group = self.group(layer)
            return self._stacked_biases(ctx, query_len, key_len, slice(group, group + 1))[0]
        views = self._cached_views(ctx, "biases", lambda: self._stacked_biases(ctx, query_len, key_len))
        bias = views[0]
        if bias.size(-2) != query_len or bias.size(-1) != key_len:
            raise RuntimeError(f"position context is for {bias.size(-2)} queries x "
                               f"{bias.size(-1)} keys, attention got {query_len} x {key_len}")
        return views[layer if len(views) > 1 else 0]

    def masked_bias(self, ctx: PositionContext, layer: int, query_len: int, key_len: int,
                    mask: Optional[Tensor]) -> Tensor:
        """``logit_bias`` plus an additive mask, for a fused kernel that takes
        one: the sums of all layers made in one operator per forward pass."""
        bias = self.logit_bias(ctx, layer, query_len, key_len)
        if mask is None:
            return bias
        if not self._shared_by_layers():
            return bias.to(mask.dtype) + mask
        found = ctx.cache.get(("mask of", torch.is_grad_enabled()))
        if found is not mask:
            ctx.cache.pop(("masked_biases", torch.is_grad_enabled()), None)
            ctx.cache[("mask of", torch.is_grad_enabled())] = mask
        stacked = ctx.cache[("stacked biases", torch.is_grad_enabled())]
        views = self._cached_views(ctx, "masked_biases", lambda: stacked.to(mask.dtype) + mask)
        return views[layer if len(views) > 1 else 0]

    def _cached_views(self, ctx: PositionContext, name: str, build):
        """The layers' views of ``build()``'s ``(layers | groups, ...)`` tensor,
        built once per forward pass (and grad mode), which keeps the tensor
        too under ``"stacked " + name``."""
        key = (name, torch.is_grad_enabled())
        views = ctx.cache.get(key)
        if views is None:
            stacked = build()
            ctx.cache[("stacked " + name, torch.is_grad_enabled())] = stacked
            views = ctx.cache[key] = stacked.unbind(0)
        return views

    def _stacked_biases(self, ctx: PositionContext, query_len: int, key_len: int,
                        groups: slice = slice(None)) -> Tensor:
        """The biases of the layer groups ``groups`` (all by default):
        ``(groups, 1 | bsz, head_groups, query_len, key_len)``, all groups
        expanded to one per layer where a gradient is to come
        (``_layer_views``)."""
        qpos, kpos = ctx.query_positions, ctx.key_positions
        if qpos.size(-1) != query_len or kpos.size(-1) != key_len:
            raise RuntimeError(
                f"position context is for {qpos.size(-1)} queries x {kpos.size(-1)} keys, "
                f"attention got {query_len} x {key_len}")
        step = ctx.decoding_step
        rows = query_len if step is None else step + 1
        tables = self._tables_for(ctx, rows, key_len, groups)  # (layer_groups, head_groups, >= rows, >= Tk)
        if ctx.shared_by_batch:
            # (groups, 1, heads, Tq, Tk); a decoding step slices its grown table
            # (views only: once per stack and step), training uses it whole.
            biases = tables.unsqueeze(1)
            if tables.shape[2:] != (query_len, key_len):
                biases = biases[..., rows - query_len:rows, :key_len]
        else:
            biases = gather_tables(tables, qpos, kpos)  # (groups, bsz, heads, Tq, Tk)
        return self._per_layer(biases) if groups == slice(None) else biases

    def _per_layer(self, per_group: Tensor) -> Tensor:
        """A ``(layer_groups, ...)`` tensor whose ``unbind(0)`` gives the
        layers their views (``_layer_views``): as it is, or, when a single
        group serves every layer and a gradient is to come, expanded to one
        entry per layer, so that the backward pass gathers the layers'
        gradients in one operator (``unbind``'s backward) instead of adding
        them one by one."""
        layers = self.stack.num_layers
        if per_group.size(0) == 1 and layers > 1 and per_group.requires_grad and torch.is_grad_enabled():
            return per_group.expand(layers, *per_group.shape[1:])
        return per_group

    def _layer_views(self, per_group: Tensor):
        """Each layer's view of a ``(layer_groups, ...)`` tensor, made in one
        operator (``_per_layer``): a tuple indexed by layer, or of one view
        shared by every layer."""
        return self._per_layer(per_group).unbind(0)

    def layer_parameter(self, ctx: PositionContext, layer: int, name: str) -> Tensor:
        """The layer's part of the ``(layer_groups, ...)`` parameter ``name``:
        the views of all layers made once per forward pass (``_layer_views``)."""
        if not self._shared_by_layers():
            return getattr(self, name)[self.group(layer)]
        key = ("layer_parameter", name, torch.is_grad_enabled())
        views = ctx.cache.get(key)
        if views is None:
            views = ctx.cache[key] = self._layer_views(getattr(self, name))
        return views[layer if len(views) > 1 else 0]

    # ---- query-dependent schemes ------------------------------------------
    def attention(self, ctx: PositionContext, layer: int, q: Tensor, k: Tensor, v: Tensor,
                  mask: Optional[Tensor], causal: bool = False) -> Optional[Tensor]:
        """Optionally, the whole attention output ``(bsz, heads, Tq, d_h)`` for
        q (already scaled), k, v and an additive mask, when the scheme has a
        faster way than logits and probabilities; None: use ``key_bias`` and
        ``value_term``. ``causal``: the mask hides every key after its query."""
        return None

    def shifted_keys_values(self, ctx: PositionContext, layer: int, k: Tensor, v: Tensor):
        """Optionally, ``(k', v')`` such that plain attention over them equals
        the scheme's (a decoding step, whose queries share one position);
        None: use ``key_bias`` and ``value_term``."""
        return None

    def key_bias(self, ctx: PositionContext, layer: int, q: Tensor) -> Tensor:
        raise NotImplementedError

    def value_term(self, ctx: PositionContext, layer: int, probs: Tensor) -> Tensor:
        raise NotImplementedError

    @staticmethod
    def relative_index(ctx: PositionContext, clip_distance: int) -> Tensor:
        """clip(j - i) + clip_distance for every (query i, key j): ``(1|bsz, 1, Tq, Tk)``."""
        key = ("relative_index", clip_distance)
        if key not in ctx.cache:
            distance = ctx.key_positions.unsqueeze(1) - ctx.query_positions.unsqueeze(2)
            ctx.cache[key] = (distance.clamp(-clip_distance, clip_distance) + clip_distance).unsqueeze(1)
        return ctx.cache[key]

    # ---- rotary schemes ---------------------------------------------------
    def rotate(self, ctx: PositionContext, layer: int, x: Tensor, positions: Tensor) -> Tensor:
        """x ``(bsz, heads, len, d_h)`` (queries or keys) at ``positions``
        ``(1 | bsz, len)``, transformed before the product q k^T."""
        raise NotImplementedError


class RelativeBias(PositionScheme):
    """A bias that is a function of the distance i - j between query i and key
    j: the table is Toeplitz, and ``distance_terms`` is evaluated once per
    distance, never per (i, j).

    A scheme whose biases are learned scalars may store them divided by
    ``bias_scale`` (``learned_biases``) and multiply them back (``scaled``):
    the model is the same, but Adam, which moves every parameter by about its
    learning rate per update whatever the size of its gradient, moves the
    biases ``bias_scale`` times as fast as the other parameters."""

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

    def distance_terms(self, query_len: int, key_len: int) -> Tensor:
        """Bias of every layer group and head for each query-minus-key
        distance -(key_len - 1) .. query_len - 1 (``distances``):
        ``(layer_groups, head_groups, query_len + key_len - 1)``."""
        raise NotImplementedError

    def tables(self, query_len, key_len, groups=slice(None)):
        return toeplitz(of_groups(self.distance_terms(query_len, key_len), groups), query_len, key_len)

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
        for tensor in self.parameters():
            return tensor.device
        for tensor in self.buffers():
            return tensor.device
        return torch.device("cpu")


def grown(size: int, needed: int) -> int:
    """A cached range's new size: as it is when it holds ``needed``, else
    doubled (at least ``needed``, at least 16)."""
    return size if size >= needed else max(needed, 2 * size, 16)


def of_groups(per_group: Tensor, groups: slice) -> Tensor:
    """The layer groups ``groups`` of a ``(layer_groups, ...)`` tensor; all of
    them as the tensor itself (a whole slice would still cost its backward)."""
    return per_group if groups == slice(None) else per_group[groups]


def toeplitz(per_distance: Tensor, query_len: int, key_len: int) -> Tensor:
    """``table[..., i, j] = per_distance[..., i - j + key_len - 1]`` for
    per_distance ``(..., query_len + key_len - 1)`` over distances
    -(key_len - 1) .. query_len - 1: ``(..., query_len, key_len)``."""
    ops = compiled_ops(per_distance)
    if ops is not None:  # one operator each way, its gradient written in C++
        return ops.toeplitz(per_distance, query_len, key_len)
    lead = per_distance.shape[:-1]
    flat = _Toeplitz.apply(per_distance.reshape(-1, per_distance.size(-1)), query_len, key_len)
    return flat.view(*lead, query_len, key_len)


class _Toeplitz(torch.autograd.Function):
    """``toeplitz`` by torch ops, where the compiled kernels cannot be had: a
    sliding-window view of the distances, whose gradient is the sum of each
    diagonal of the table's gradient, taken with a skewed view (autograd's own
    backward of the sliding-window view is far slower)."""

    @staticmethod
    def forward(ctx, per_distance: Tensor, query_len: int, key_len: int):
        # Window i of the reversed distances holds i - j for j = 0..Tk-1.
        windows = per_distance.flip(-1).unfold(-1, key_len, 1)  # (groups, Tq, Tk), rows reversed
        return windows.flip(-2)

    @staticmethod
    def backward(ctx, grad: Tensor):
        groups, query_len, key_len = grad.shape
        # Reversing the columns makes diagonal i - j the anti-diagonal
        # c = i + (Tk - 1 - j). Rows padded to width W = Tq + Tk and re-read
        # with width W - 1 put element (i, c - i) at column c of row i.
        padded = torch.nn.functional.pad(grad.flip(-1), (0, query_len))
        width = query_len + key_len - 1
        skewed = padded.flatten(1)[:, : query_len * width].view(groups, query_len, width)
        return skewed.sum(dim=1), None, None


def gather_tables(tables: Tensor, qpos: Tensor, kpos: Tensor) -> Tensor:
    """tables[g, h, qpos[b, i], kpos[b, j]] -> (groups, bsz, head_groups, Tq, Tk)."""
    bsz = max(qpos.size(0), kpos.size(0))
    qpos = qpos.expand(bsz, -1)
    kpos = kpos.expand(bsz, -1)
    gathered = tables[:, :, qpos.unsqueeze(2), kpos.unsqueeze(1)]  # (groups, head_groups, bsz, Tq, Tk)
    return gathered.transpose(1, 2)


def per_head_matmul(x: Tensor, weight: Tensor) -> Tensor:
    """``x @ weight`` per head: x ``(bsz, heads, rows, n)``, weight
    ``(1 | heads, n, m)`` -> ``(bsz, heads, rows, m)``.

    torch.matmul would broadcast the weight over the batch by copying it
    (bsz x heads x n x m), which costs more than the product itself when there
    are few rows, as in a decoding step. With few rows the heads are made the
    batch of one bmm instead (copying x, then the smaller tensor). The
    crossover, measured on CPU for d_h = 64 and k = 16, is near 64 rows.
    """
    if weight.size(0) == 1:
        return torch.matmul(x, weight[0])
    bsz, heads, rows, n = x.shape
    if rows >= 64:
        return torch.matmul(x, weight)
    by_head = x.transpose(0, 1).reshape(heads, bsz * rows, n)
    return torch.bmm(by_head, weight).view(heads, bsz, rows, -1).transpose(0, 1)


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

