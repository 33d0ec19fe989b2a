"""Position terms: the per-head position information that enters attention.

One ``PositionTerm`` module serves one attention stack (encoder self-attention,
decoder self-attention or encoder-decoder attention) and holds the parameters
of all its layers and heads. ``--share-positions`` decides how many copies
exist: one per layer and head (``none``), one per head shared by all layers
(``layers``), one per layer shared by all heads (``heads``) or a single one
(``both``). Parameters therefore have a leading ``(layer_groups, head_groups)``
shape and are registered once, in the stack that owns them.

A scheme is a subclass registered with ``@register_position_term("name")``;
it becomes a ``--position-scheme`` choice. Bias schemes (the logit term does
not depend on the input) implement ``table``; schemes whose term depends on
the queries (Shaw et al.) implement ``key_bias`` and ``value_term``.
"""

import math
from typing import Dict, Optional

import torch
from torch import Tensor, nn

from .biased_attention import shaw_attention

POSITION_TERMS: Dict[str, type] = {}
SHARE_MODES = ("none", "layers", "heads", "both")


def register_position_term(name):
    def register(cls):
        if name in POSITION_TERMS:
            raise ValueError(f"position scheme {name!r} is registered twice")
        cls.scheme = name
        POSITION_TERMS[name] = cls
        return cls

    return register


def real_positions(padding_mask: Optional[Tensor], length: int, device) -> Tensor:
    """Position of every token among the real tokens of its sentence.

    Returns ``(1, length)`` when every sentence starts at index 0 (no padding,
    or right padding: one row serves the whole batch) and ``(bsz, length)``
    when some sentence is left-padded, so that the first real token of each
    sentence is position 0 whatever it is batched with. Pad slots get
    position 0; they are masked as keys and ignored as queries.
    """
    if padding_mask is None or not bool(padding_mask[:, 0].any()):
        return torch.arange(length, device=device).unsqueeze(0)
    real = (~padding_mask).long()
    return (real.cumsum(dim=1) - 1).clamp(min=0)


def right_align(tokens: Tensor, pad: int):
    """Move the tokens of every left-padded sentence to the start of its row.

    Returns ``(tokens, shift)`` where ``shift[b]`` is how many leading pads row
    b had: the result is ``roll_rows(tokens, shift, 1)``. With every sentence
    starting at column 0, one position table serves the whole batch and no
    per-sentence bias is gathered. Returns ``(tokens, None)`` when no row
    starts with padding, or when the padding is not a plain left padding (per-
    sentence positions then take care of it).
    """
    padding = tokens.eq(pad)
    if not bool(padding[:, 0].any()):
        return tokens, None
    shift = padding.sum(dim=1)
    aligned = roll_rows(tokens, shift, 1)
    length = tokens.size(1)
    columns = torch.arange(length, device=tokens.device).unsqueeze(0)
    if not torch.equal(aligned.eq(pad), columns >= (length - shift).unsqueeze(1)):
        return tokens, None
    return aligned, shift


def roll_rows(x: Tensor, shift: Optional[Tensor], dim: int) -> Tensor:
    """``result[b, ..., c, ...] = x[b, ..., (c + shift[b]) % length, ...]`` along
    ``dim`` (batch is dim 0); ``roll_rows(x, -shift, dim)`` undoes it."""
    if shift is None:
        return x
    length = x.size(dim)
    columns = torch.arange(length, device=x.device)
    index = (columns.unsqueeze(0) + shift.unsqueeze(1)) % length  # (bsz, length)
    shape = [1] * x.dim()
    shape[0], shape[dim] = index.size(0), length
    return x.gather(dim, index.view(shape).expand_as(x))


class PositionTerm(nn.Module):
    """Base class. Subclasses set ``query_dependent`` and ``adds_to_values``."""

    query_dependent = False  # the logit term needs q (Shaw); else a table
    adds_to_values = False  # the output gets sum_j alpha_ij a_(i,j)

    def __init__(self, num_layers: int, num_heads: int, head_dim: int, share: str):
        super().__init__()
        if share not in SHARE_MODES:
            raise ValueError(
                f"--share-positions must be one of {', '.join(SHARE_MODES)}; got {share!r}"
            )
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.share = share
        self.layer_groups = 1 if share in ("layers", "both") else num_layers
        self.head_groups = 1 if share in ("heads", "both") else num_heads
        self._context: Optional["PositionContext"] = None
        self._decode_tables: Dict[int, Tensor] = {}

    @classmethod
    def build(cls, args, num_layers, num_heads, head_dim, max_query_positions, max_key_positions):
        """Build from the model options for one stack."""
        raise NotImplementedError

    def group(self, layer: int) -> int:
        return 0 if self.layer_groups == 1 else layer

    def begin(self, query_positions: Tensor, key_positions: Tensor, decoding_step=None):
        """Called by the stack once per forward pass, before its layers run.

        ``decoding_step`` is the target index of the single query during
        incremental decoding (None otherwise); step 0 starts a new search.
        """
        if decoding_step == 0 or decoding_step is None:
            self._decode_tables = {}
        self._context = PositionContext(query_positions, key_positions, decoding_step)

    @property
    def context(self) -> "PositionContext":
        if self._context is None:
            raise RuntimeError(
                f"{type(self).__name__}: the attention stack did not call begin() "
                "before its layers ran"
            )
        return self._context

    # ---- bias schemes -------------------------------------------------
    def table(self, group: int, query_len: int, key_len: int) -> Tensor:
        """Logit term for query positions 0..query_len-1 against key positions
        0..key_len-1: ``(head_groups, query_len, key_len)``."""
        raise NotImplementedError

    def _cached_table(self, group: int, query_len: int, key_len: int) -> Tensor:
        ctx = self.context
        if ctx.decoding_step is None:
            key = ("table", group, query_len, key_len)
            if key not in ctx.cache:
                ctx.cache[key] = self.table(group, query_len, key_len)
            return ctx.cache[key]
        # Incremental decoding: one table per search, grown by doubling, so a
        # step only slices it (rows are never recomputed per step or layer).
        # Only a dimension that is too short grows: encoder-decoder attention
        # has a fixed number of keys, and doubling them at every regrowth of
        # the queries made its tables 16 times wider than needed.
        cached = self._decode_tables.get(group)
        if cached is None or cached.size(1) < query_len or cached.size(2) < key_len:
            old_q, old_k = (0, 0) if cached is None else cached.shape[1:]
            grown_q = old_q if old_q >= query_len else max(query_len, 2 * old_q, 16)
            grown_k = old_k if old_k >= key_len else max(key_len, 2 * old_k, 16)
            cached = self.table(group, self.fit_query_len(grown_q, query_len), self.fit_key_len(grown_k, key_len))
            self._decode_tables[group] = cached
        return cached[:, :query_len, :key_len]

    def fit_query_len(self, wanted: int, needed: int) -> int:
        return wanted

    def fit_key_len(self, wanted: int, needed: int) -> int:
        return wanted

    def logit_bias(self, layer: int, query_len: int, key_len: int) -> Tensor:
        """Bias broadcastable to ``(bsz, heads, query_len, key_len)``."""
        ctx = self.context
        group = self.group(layer)
        key = ("bias", group)
        if key in ctx.cache:
            return ctx.cache[key]
        qpos, kpos = ctx.query_positions, ctx.key_positions
        if qpos.size(-1) != query_len or kpos.size(-1) != key_len:
            raise RuntimeError(
                f"position context is for {qpos.size(-1)} queries x {kpos.size(-1)} keys, "
                f"attention got {query_len} x {key_len}"
            )
        if ctx.decoding_step is not None:
            step = ctx.decoding_step
            if qpos.size(0) == 1 and kpos.size(0) == 1:
                bias = self._cached_table(group, step + 1, key_len)[:, step:].unsqueeze(0)
            else:
                table = self._cached_table(group, step + 1, key_len)
                bias = _gather_table(table, qpos, kpos)
        elif qpos.size(0) == 1 and kpos.size(0) == 1:
            # (1, head_groups, query_len, key_len)
            bias = self._cached_table(group, query_len, key_len).unsqueeze(0)
        else:
            table = self._cached_table(group, query_len, key_len)
            bias = _gather_table(table, qpos, kpos)
        ctx.cache[key] = bias
        return bias

    # ---- query-dependent schemes --------------------------------------
    def attention(self, layer: int, q: Tensor, k: Tensor, v: Tensor,
                  mask: Optional[Tensor], causal: bool = False) -> Optional[Tensor]:
        """Optionally, the whole attention output ``(bsz, heads, Tq, d_h)`` for
        q (already scaled), k, v and an additive mask, when the scheme has a
        faster way than logits and probabilities; None: use ``key_bias`` and
        ``value_term``. ``causal``: the mask hides every key after its query."""
        return None

    def key_bias(self, layer: int, q: Tensor) -> Tensor:
        raise NotImplementedError

    def value_term(self, layer: int, probs: Tensor) -> Tensor:
        raise NotImplementedError

    def relative_index(self, clip: int) -> Tensor:
        """clip(j - i, clip) + clip for every (query i, key j): ``(1|bsz, 1, Tq, Tk)``."""
        ctx = self.context
        key = ("relative_index", clip)
        if key not in ctx.cache:
            distance = ctx.key_positions.unsqueeze(1) - ctx.query_positions.unsqueeze(2)
            ctx.cache[key] = (distance.clamp(-clip, clip) + clip).unsqueeze(1)
        return ctx.cache[key]


def _gather_table(table: Tensor, qpos: Tensor, kpos: Tensor) -> Tensor:
    """table[h, qpos[b, i], kpos[b, j]] -> (bsz, head_groups, Tq, Tk)."""
    bsz = max(qpos.size(0), kpos.size(0))
    qpos = qpos.expand(bsz, -1)
    kpos = kpos.expand(bsz, -1)
    # (head_groups, bsz, Tq, Tk)
    gathered = table[:, qpos.unsqueeze(2), kpos.unsqueeze(1)]
    return gathered.transpose(0, 1)


class PositionContext:
    """What one forward pass of a stack tells its attention layers."""

    def __init__(self, query_positions: Tensor, key_positions: Tensor, decoding_step):
        self.query_positions = query_positions  # (1 | bsz, Tq)
        self.key_positions = key_positions  # (1 | bsz, Tk)
        self.decoding_step = decoding_step
        self.cache: Dict = {}


@register_position_term("diet_abs")
class DietAbsBias(PositionTerm):
    """Diet-Abs (DIET paper, eq. 1): logits_ij += (P_Q P_K^T)_ij, with learned
    per-head P_Q (query positions x rank) and P_K (key positions x rank)."""

    def __init__(self, num_layers, num_heads, head_dim, share, rank, max_query_positions, max_key_positions):
        super().__init__(num_layers, num_heads, head_dim, share)
        if rank is None:
            rank = head_dim
        if rank <= 0:
            raise ValueError(f"--diet-rank must be positive; got {rank}")
        for name, value in (("query", max_query_positions), ("key", max_key_positions)):
            if value <= 0:
                raise ValueError(f"Diet-Abs needs a positive number of {name} positions; got {value}")
        self.rank = rank
        self.max_query_positions = max_query_positions
        self.max_key_positions = max_key_positions
        groups = (self.layer_groups, self.head_groups)
        # (layer_groups, head_groups, positions, rank)
        self.query_embeddings = nn.Parameter(torch.empty(*groups, max_query_positions, rank))
        self.key_embeddings = nn.Parameter(torch.empty(*groups, max_key_positions, rank))
        # Each entry of P_Q P_K^T then has variance 1/rank: a small bias at start.
        nn.init.normal_(self.query_embeddings, std=rank ** -0.5)
        nn.init.normal_(self.key_embeddings, std=rank ** -0.5)

    @classmethod
    def build(cls, args, num_layers, num_heads, head_dim, max_query_positions, max_key_positions):
        return cls(num_layers, num_heads, head_dim, args.share_positions, args.diet_rank,
                   max_query_positions, max_key_positions)

    def _load_from_state_dict(self, state_dict, prefix, *args, **kwargs):
        for name, limit in (("query_embeddings", self.max_query_positions),
                            ("key_embeddings", self.max_key_positions)):
            stored = state_dict.get(prefix + name)
            if stored is not None and stored.size(2) != limit:
                raise ValueError(
                    f"{prefix}{name}: the checkpoint's Diet-Abs table holds {stored.size(2)} "
                    f"positions but the model was built for {limit} "
                    "(--max-source-positions/--max-target-positions must match training)"
                )
        super()._load_from_state_dict(state_dict, prefix, *args, **kwargs)

    def fit_query_len(self, wanted, needed):
        return max(needed, min(wanted, self.max_query_positions))

    def fit_key_len(self, wanted, needed):
        return max(needed, min(wanted, self.max_key_positions))

    def table(self, group, query_len, key_len):
        for kind, length, limit in (
            ("query", query_len, self.max_query_positions),
            ("key", key_len, self.max_key_positions),
        ):
            if length > limit:
                raise ValueError(
                    f"Diet-Abs has {limit} {kind} positions but got a sequence of length "
                    f"{length}; train with larger --max-source-positions/--max-target-positions "
                    "or keep inputs within the limit"
                )
        p_q = self.query_embeddings[group, :, :query_len]  # (head_groups, Tq, rank)
        p_k = self.key_embeddings[group, :, :key_len]  # (head_groups, Tk, rank)
        return torch.matmul(p_q, p_k.transpose(1, 2))  # (head_groups, Tq, Tk)


@register_position_term("diet_rel")
class DietRelBias(PositionTerm):
    """Diet-Rel (DIET paper, eq. 3): logits_ij += R_(i-j), one learned scalar
    per relative distance and head, i - j clipped to [-clip_distance, clip_distance]."""

    def __init__(self, num_layers, num_heads, head_dim, share, clip_distance):
        super().__init__(num_layers, num_heads, head_dim, share)
        if clip_distance < 0:
            raise ValueError(f"--max-relative-position must be >= 0; got {clip_distance}")
        self.clip_distance = clip_distance
        # (layer_groups, head_groups, 2 * clip_distance + 1); index d + clip for distance d
        self.distance_bias = nn.Parameter(
            torch.empty(self.layer_groups, self.head_groups, 2 * clip_distance + 1)
        )
        # Small but non-zero, so that even an untrained model sees word order.
        nn.init.normal_(self.distance_bias, std=0.1)

    @classmethod
    def build(cls, args, num_layers, num_heads, head_dim, max_query_positions, max_key_positions):
        clip = args.max_relative_position
        if clip is None:  # no clipping below the longest distance the stack can see
            clip = max(max_query_positions, max_key_positions) - 1
        return cls(num_layers, num_heads, head_dim, args.share_positions, clip)

    def table(self, group, query_len, key_len):
        # The table is Toeplitz: entry (i, j) depends on i - j only. Gather the
        # query_len + key_len - 1 distances once, then view them as the table
        # (sliding windows), so that the gradient is a sum over distances, not
        # a scatter over every (i, j).
        distance = torch.arange(-(key_len - 1), query_len, device=self.distance_bias.device)
        index = distance.clamp(-self.clip_distance, self.clip_distance) + self.clip_distance
        per_distance = self.distance_bias[group][:, index]  # (head_groups, Tq + Tk - 1)
        return _Toeplitz.apply(per_distance, query_len, key_len)


class _Toeplitz(torch.autograd.Function):
    """``table[h, i, j] = per_distance[h, i - j + key_len - 1]``; its gradient
    is the sum of each diagonal of the table's gradient, taken with a skewed
    view (autograd's own backward of the sliding-window view is far slower)."""

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


@register_position_term("shaw")
class ShawTerms(PositionTerm):
    """Shaw et al. 2018, eqs. 3-4: logits_ij = q_i.(k_j + a^K_clip(j-i,k)) / sqrt(d_h)
    and out_i = sum_j alpha_ij (v_j + a^V_clip(j-i,k)).

    Computed as in their section 3.3, never forming a (Tq x Tk x d_h) tensor:
    q_i . a^K_r for the 2k+1 distances r, then spread over (i, j); the value
    term sums alpha_ij per distance, then multiplies by a^V. ``attention``
    does it blockwise (``biased_attention.shaw_attention``); ``key_bias`` and
    ``value_term`` serve the explicit path (decoding steps, attention weights,
    dropout, per-sentence positions).
    """

    query_dependent = True

    def __init__(self, num_layers, num_heads, head_dim, share, clip_distance, values=True):
        super().__init__(num_layers, num_heads, head_dim, share)
        if clip_distance < 0:
            raise ValueError(f"--max-relative-position must be >= 0; got {clip_distance}")
        self.clip_distance = clip_distance
        self.adds_to_values = values
        shape = (self.layer_groups, self.head_groups, 2 * clip_distance + 1, head_dim)
        self.key_embeddings = nn.Parameter(torch.empty(shape))  # a^K
        nn.init.normal_(self.key_embeddings, std=head_dim ** -0.5)
        if values:
            self.value_embeddings = nn.Parameter(torch.empty(shape))  # a^V
            nn.init.normal_(self.value_embeddings, std=head_dim ** -0.5)
        else:
            self.register_parameter("value_embeddings", None)

    @classmethod
    def build(cls, args, num_layers, num_heads, head_dim, max_query_positions, max_key_positions):
        if args.max_relative_position is None:
            raise ValueError("transformer_shaw needs --max-relative-position (the clipping distance k)")
        return cls(num_layers, num_heads, head_dim, args.share_positions,
                   args.max_relative_position, values=not args.no_shaw_values)

    def attention(self, layer, q, k, v, mask, causal=False) -> Optional[Tensor]:
        """The whole attention, blockwise, on CPU, when queries and keys of
        every sentence sit at positions 0, 1, ... (no per-sentence positions,
        no decoding step): neither the (bsz, heads, Tq, Tk) logits nor the
        probabilities are kept for the backward pass. None otherwise (the
        caller then takes the explicit path, as on CUDA, where the blocks'
        many small kernels have not been measured)."""
        ctx = self.context
        if (q.device.type != "cpu" or ctx.decoding_step is not None
                or ctx.query_positions.size(0) != 1 or ctx.key_positions.size(0) != 1):
            return None
        group = self.group(layer)
        value_embeddings = None if self.value_embeddings is None else self.value_embeddings[group].to(q.dtype)
        return shaw_attention(q, k, v, self.key_embeddings[group].to(q.dtype), value_embeddings,
                              mask, self.clip_distance, causal)

    def key_bias(self, layer, q):
        """q: (bsz, heads, Tq, d_h), already scaled by 1/sqrt(d_h).
        Returns q_i . a^K_clip(j-i) / sqrt(d_h): (bsz, heads, Tq, Tk)."""
        a_k = self.key_embeddings[self.group(layer)].to(q.dtype)  # (head_groups, 2k+1, d_h)
        per_distance = per_head_matmul(q, a_k.transpose(1, 2))  # (bsz, heads, Tq, 2k+1)
        index = self.relative_index(self.clip_distance)  # (1|bsz, 1, Tq, Tk)
        index = index.expand(per_distance.size(0), per_distance.size(1), -1, -1)
        return torch.gather(per_distance, 3, index)

    def value_term(self, layer, probs):
        """probs: (bsz, heads, Tq, Tk). Returns sum_j alpha_ij a^V_clip(j-i): (bsz, heads, Tq, d_h)."""
        index = self.relative_index(self.clip_distance).expand_as(probs)
        buckets = probs.new_zeros(*probs.shape[:3], 2 * self.clip_distance + 1)
        buckets = buckets.scatter_add(3, index, probs)  # (bsz, heads, Tq, 2k+1)
        a_v = self.value_embeddings[self.group(layer)].to(probs.dtype)  # (head_groups, 2k+1, d_h)
        return per_head_matmul(buckets, a_v)


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
