"""The kinds of position term (``fairseq_diet.positions.KINDS``), one class
each: what a forward pass of a stack builds from its scheme once, and what
each attention path (``position_attention.Attention``) takes from it. A pass
makes one term object, with its first attention call (``PassState``), and
builds the terms of all layers at once (``LayerViews``).

What a path takes from a term, each a method that the kinds without such a
part leave as ``Term``'s (nothing):

- ``rotate``: q and the new keys, transformed before the product (rotation);
- ``logit_bias``: added to the logits, ``(1 | bsz, heads | 1, Tq, Tk)``
  (the additive kinds; Shaw's key term);
- ``sdpa_mask``: the same with the masks, as the mask of torch's SDPA;
- ``shifted``: the keys and values at a decoding step (Shaw);
- ``after_masks``: added to the masked logits, read from them (CoPE);
- ``output_term``: added to the output, from the probabilities as dropout
  left them, beams folded (Shaw's a^V);
- ``kernels``: the call in the triton kernels, or why they cannot take it.
"""

import functools
from typing import Optional

import torch
from torch import Tensor

from ..positions import KINDS, RadialBasisSum
from ..positions.base import (CONTEXTUAL, DISTANCE, LOW_RANK, RELATIVE_KEYS_VALUES, ROTATION, TABLE, grown,
                              of_groups)
from . import rotation
from .shaw_terms import key_term, relative_index, value_term
from .tables import gather_tables


class LayerViews:
    """Each layer's view of the pass's ``(layer_groups, ...)`` tensors, built
    for all layers once per grad mode: with activation checkpointing a layer
    runs without gradients first and reruns with them in the backward pass,
    in the same context. Where a group serves several layers and a gradient is
    to come, it is expanded to one view per layer, so that the backward pass
    gathers the layers' gradients in one operator (``unbind``'s backward)
    instead of adding them one by one. A term that carries a graph is not
    shared across layers when layers are recomputed (``shared``): a rerun
    builds its own graph, and one already backpropagated cannot be reused."""

    def __init__(self, scheme):
        self.scheme = scheme
        self._kept = {}  # (name, grad mode) -> (whole, tag, each layer's view)

    @functools.cached_property
    def learned(self) -> bool:
        """Whether the scheme has parameters that take a gradient."""
        return any(p.requires_grad for p in self.scheme.parameters())

    def shared(self) -> bool:
        """Whether the layers of this pass may share terms built once."""
        return not (torch.is_grad_enabled() and self.scheme.stack.recomputed and self.learned)

    def view(self, layer: int, name: str, build, tag=None):
        """Layer ``layer``'s part of ``build(groups)``, a ``(groups, ...)``
        tensor or a tuple of them for the layer groups ``groups`` (a slice):
        built for all groups once per grad mode, and again when ``tag`` is not
        the object it was last built with; for the layer's group alone where
        layers do not share (``shared``)."""
        key = (name, torch.is_grad_enabled())
        kept = self._kept.get(key)  # kept only where the layers share (a pass's grad mode decides)
        if kept is None or kept[1] is not tag:
            if not self.shared():
                group = self.scheme.group(layer)
                built = build(slice(group, group + 1))
                return tuple(part[0] for part in built) if isinstance(built, tuple) else built[0]
            built = build(slice(None))
            if isinstance(built, tuple):
                whole = tuple(self.per_layer(part) for part in built)
                views = tuple(zip(*(part.unbind(0) for part in whole)))
            else:
                whole = self.per_layer(built)
                views = whole.unbind(0)
            kept = self._kept[key] = (whole, tag, views)
        views = kept[2]
        return views[layer if len(views) > 1 else 0]

    def whole(self, name: str):
        """What ``view`` built for ``name`` in this grad mode, for all layers
        (``per_layer``): a term made from it shares its gradient's way back."""
        return self._kept[(name, torch.is_grad_enabled())][0]

    def per_layer(self, per_group: Tensor) -> Tensor:
        """A ``(layer_groups, ...)`` tensor whose ``unbind(0)`` gives the
        layers their views: as it is, or, when a single group serves every
        layer and a gradient is to come, expanded to one entry per layer."""
        layers = self.scheme.stack.num_layers
        if per_group.size(0) == 1 and layers > 1 and per_group.requires_grad and torch.is_grad_enabled():
            return per_group.expand(layers, *per_group.shape[1:])
        return per_group


class Term:
    """A kind's per-pass work; this base holds what a path takes from a
    term that has no such part (and from a call without a term)."""

    def __init__(self, state):
        self.state, self.scheme, self.ctx, self.views = state, state.scheme, state.ctx, state.views

    def parameter(self, call, name: str) -> Tensor:
        """The call's layer's part of the scheme's ``(layer_groups, ...)`` parameter ``name``."""
        return self.views.view(call.layer, name, lambda groups: of_groups(getattr(self.scheme, name), groups))

    def rotate(self, backend, q: Tensor, k: Optional[Tensor], beams: int):
        return q, k

    def logit_bias(self, call, path) -> Optional[Tensor]:
        return None

    def sdpa_mask(self, call, path, mask: Optional[Tensor]) -> Optional[Tensor]:
        return mask

    def shifted(self, call, path, k: Tensor, v: Tensor):
        return k, v

    def after_masks(self, call, q: Tensor, logits: Tensor) -> None:
        pass

    def output_term(self, call, path, probs: Tensor) -> Optional[Tensor]:
        return None

    def kernels(self, call, masks):
        from .triton_attention import distance_attention

        return distance_attention(call.q, call.k, call.v, None, None, None, masks.key_padding_mask, masks.causal,
                                  call.dropout)


NO_TERM = Term.__new__(Term)  # what a call without a position term takes: nothing


class AdditiveTerm(Term):
    """A logit bias of the positions, built as tables over the pass's
    positions (``tables``, by kind) and gathered per sentence where the
    sentences' positions differ."""

    def tables(self, query_len: int, key_len: int, groups: slice) -> Tensor:
        """Logit terms for query positions 0..query_len-1 against key
        positions 0..key_len-1, for the layer groups ``groups``:
        ``(groups, head_groups, query_len, key_len)``."""
        raise NotImplementedError

    def bias(self, layer: int, query_len: int, key_len: int) -> Tensor:
        """The layer's logit bias, broadcastable to ``(bsz, heads, query_len, key_len)``."""
        bias = self.views.view(layer, "bias", lambda groups: self._biases(query_len, key_len, groups))
        if bias.size(-2) != query_len or bias.size(-1) != key_len:
            raise RuntimeError(f"position context is for {bias.size(-2)} queries x "
                               f"{bias.size(-1)} keys, attention got {query_len} x {key_len}")
        return bias

    def logit_bias(self, call, path) -> Tensor:
        """The layer's bias in q's dtype."""
        bias = self.bias(call.layer, call.q.size(2), call.k.size(2))
        return bias if bias.dtype == call.q.dtype else bias.to(call.q.dtype)

    def sdpa_mask(self, call, path, mask):
        if mask is None:
            return self.logit_bias(call, path)
        if torch.is_grad_enabled():
            # Made once per forward pass for all layers; the kernel keeps each
            # layer's for the backward pass anyway. (Without a backward pass
            # each layer's is made and freed in turn: less memory at once.)
            bias = self.bias(call.layer, call.q.size(2), call.k.size(2))
            if not self.views.shared():  # a recomputed layer: its own bias, built once above
                return bias.to(mask.dtype) + mask
            # all layers' sums from their views' tensor: one way back for their gradients
            return self.views.view(call.layer, "masked bias",
                                   lambda groups: self.views.whole("bias").to(mask.dtype) + mask, tag=mask)
        return self.logit_bias(call, path) + mask

    def _biases(self, query_len: int, key_len: int, groups: slice) -> Tensor:
        """The biases of the layer groups ``groups``: ``(groups, 1 | bsz,
        head_groups, query_len, key_len)``."""
        ctx = self.ctx
        qpos, kpos = ctx.query_positions, ctx.key_positions
        if qpos.size(-1) != query_len or kpos.size(-1) != key_len:
            raise RuntimeError(
                f"position context is for {qpos.size(-1)} queries x {kpos.size(-1)} keys, "
                f"attention got {query_len} x {key_len}")
        step = ctx.decoding_step
        rows = query_len if step is None else step + 1
        found = self._kept_tables(rows, key_len, groups)  # (groups, head_groups, >= rows, >= Tk)
        if not ctx.shared_by_batch:
            return gather_tables(found, qpos, kpos)  # (groups, bsz, heads, Tq, Tk)
        # (groups, 1, heads, Tq, Tk); a decoding step slices its grown table
        # (views only: once per stack and step), training uses it whole.
        biases = found.unsqueeze(1)
        if found.shape[2:] != (query_len, key_len):
            biases = biases[..., rows - query_len:rows, :key_len]
        return biases

    def _kept_tables(self, query_len: int, key_len: int, groups: slice) -> Tensor:
        """The tables of at least ``query_len`` x ``key_len`` positions (exactly
        those outside incremental decoding; there, the search's grown tables)."""
        scheme, ctx = self.scheme, self.ctx
        if ctx.decoding_step is None or ctx.incremental_state is None or torch.is_grad_enabled():
            return self.tables(query_len, key_len, groups)
        # Incremental decoding: the tables of all layer groups in one tensor
        # per search, kept in the decoder's incremental state and grown by
        # doubling, so a step only slices it. Only a dimension that is too
        # short grows (encoder-decoder attention has a fixed number of keys).
        kept = scheme.get_incremental_state(ctx.incremental_state, "tables") or {}
        cached = kept.get("tables")
        if cached is None or cached.size(2) < query_len or cached.size(3) < key_len:
            old_q, old_k = (0, 0) if cached is None else cached.shape[2:]
            cached = self.tables(scheme.fit_query_len(grown(old_q, query_len), query_len),
                                 scheme.fit_key_len(grown(old_k, key_len), key_len), slice(None))
            scheme.set_incremental_state(ctx.incremental_state, "tables", {"tables": cached})
        return of_groups(cached, groups)  # at least (groups, head_groups, query_len, key_len)


def kernels_term(term: Tensor) -> Tensor:
    """A term that the triton kernels read by index in float32 where it is
    half, made once per forward pass: the kernels add it to float32 scores
    and its gradient in float32, with no conversion per entry."""
    return term.float() if term.dtype in (torch.float16, torch.bfloat16) else term


class DistanceTerm(AdditiveTerm):
    """``DistanceBias``: one value per head and distance, spread over the
    (Tq, Tk) table by the backend's Toeplitz way, or read by index in the
    kernels."""

    def tables(self, query_len, key_len, groups):
        return self.state.backend.toeplitz(of_groups(self._per_distance(query_len, key_len), groups),
                                           query_len, key_len)

    def _per_distance(self, query_len: int, key_len: int) -> Tensor:
        terms = self.scheme.distance_terms(query_len, key_len)  # (layer_groups, head_groups, distances)
        return terms.evaluate() if isinstance(terms, RadialBasisSum) else terms

    def kernels(self, call, masks):
        from .triton_attention import distance_attention

        query_len, key_len = call.q.size(2), call.k.size(2)
        values = self.views.view(call.layer, "kernels term", lambda groups: kernels_term(
            of_groups(self._per_distance(query_len, key_len), groups)))  # (head_groups, Tq + Tk - 1)
        if values.size(-1) != query_len + key_len - 1:
            raise RuntimeError(f"position context is for {values.size(-1)} distances, attention got "
                               f"{query_len} x {key_len}")
        return distance_attention(call.q, call.k, call.v, values, self.ctx.query_positions, self.ctx.key_positions,
                                  masks.key_padding_mask, masks.causal, call.dropout)


class LowRankTerm(AdditiveTerm):
    """``LowRankBias``: P_Q P_K^T multiplied out into tables, or the factors
    as extra head dimensions of q and k (``folded``)."""

    def tables(self, query_len, key_len, groups):
        p_q, p_k = self.scheme.factors(query_len, key_len, groups)
        return torch.matmul(p_q, p_k.transpose(2, 3))  # (groups, head_groups, Tq, Tk)

    def folded(self, call):
        """[q, P_Q] . [k, P_K] = q.k + (P_Q P_K^T)_ij (DIET eq. 1)."""
        q, k, ctx = call.q, call.k, self.ctx

        def factors(groups):  # at each sentence's positions: (groups, head_groups, 1 | bsz, T, rank)
            p_q, p_k = self.scheme.factors(q.size(2), k.size(2), groups)
            return p_q[:, :, ctx.query_positions], p_k[:, :, ctx.key_positions]

        p_q, p_k = self.views.view(call.layer, "factors", factors)  # (heads | 1, 1 | bsz, T, rank)
        q = torch.cat([q, p_q.transpose(0, 1).to(q.dtype).expand(q.size(0), q.size(1), -1, -1)], -1)
        k = torch.cat([k, p_k.transpose(0, 1).to(k.dtype).expand(k.size(0), k.size(1), -1, -1)], -1)
        return q, k

    def kernels(self, call, masks):
        from .triton_attention import distance_attention

        q, k = self.folded(call)
        return distance_attention(q, k, call.v, None, None, None, masks.key_padding_mask, masks.causal, call.dropout)


class TableTerm(AdditiveTerm):
    """``PositionTable``: the scheme's table over (i, j), gathered per sentence."""

    def tables(self, query_len, key_len, groups):
        return self.scheme.table(query_len, key_len, groups)

    def kernels(self, call, masks):
        raise _no_kernels(self.scheme)


class RelativeTerm(Term):
    """``RelativeKeysValues`` (Shaw et al.): q_i.a^K_clip(j-i) in the logits
    and sum_j alpha_ij a^V_clip(j-i) in the output, spread and summed by the
    path's layout (``path.shaw``)."""

    def embeddings(self, call, name: str) -> Optional[Tensor]:
        """The layer's ``name`` embeddings in q's dtype, or None (no a^V: keys only)."""
        if getattr(self.scheme, name) is None:
            return None
        return self.parameter(call, name).to(call.q.dtype)

    @functools.cached_property
    def index(self) -> Tensor:
        """``relative_index`` of the pass's queries and keys: ``(1 | bsz, 1, Tq, Tk)``."""
        return relative_index(self.ctx.query_positions, self.ctx.key_positions, self.scheme.clip_distance).unsqueeze(1)

    def logit_bias(self, call, path):
        if path.shaw == "shifted":  # in the keys (``shifted``)
            return None
        index = self.index if path.shaw == "index" else None
        return key_term(call.q, self.embeddings(call, "key_embeddings"), self.scheme.clip_distance, call.k.size(2),
                        index)

    def sdpa_mask(self, call, path, mask):
        term = self.logit_bias(call, path)  # keys only: the key term in the mask
        return term if mask is None else term + mask

    def shifted(self, call, path, k, v):
        """At a decoding step whose queries share one position, a_r for the
        clipped distance r of every key from it added to the keys and values,
        for all layers at once per step."""
        if path.shaw != "shifted":
            return k, v
        k = k + self._step_embeddings(call, "key_embeddings").to(k.dtype)
        if self.scheme.value_embeddings is not None:
            v = v + self._step_embeddings(call, "value_embeddings").to(v.dtype)
        return k, v

    def _step_embeddings(self, call, name: str) -> Tensor:
        index = self.index[0, 0, 0]  # (Tk,)
        return self.views.view(call.layer, f"step {name}",
                               lambda groups: of_groups(getattr(self.scheme, name), groups)[:, :, index])

    def output_term(self, call, path, probs):
        value_embeddings = self.embeddings(call, "value_embeddings")
        if path.shaw == "shifted" or value_embeddings is None:
            return None
        index = self.index if path.shaw == "index" else None
        return value_term(call.unfolded(probs), value_embeddings, self.scheme.clip_distance, index)

    def kernels(self, call, masks):
        from .triton_attention import relative_attention

        return relative_attention(call.q, call.k, call.v, self.embeddings(call, "key_embeddings"),
                                  self.embeddings(call, "value_embeddings"), self.scheme.clip_distance,
                                  self.ctx.query_positions, self.ctx.key_positions, masks.key_padding_mask,
                                  masks.causal, call.dropout)


class RotationTerm(Term):
    """``Rotation``: q and the new keys rotated (and scaled) by their
    positions, by tables made once per pass; the kernels then run without a term."""

    def __init__(self, state):
        super().__init__(state)
        self._tables = {}

    def rotate(self, backend, q, k, beams):
        """q and the new keys k (or None): cached keys were rotated when they were new."""
        form = backend.rotation_form(q)
        q = rotation.rotate(q, self.table(self.ctx.query_positions, form, q.dtype, keys=False), form)
        if k is not None:
            form = backend.rotation_form(k)
            positions = _new_key_positions(self.ctx, k.size(2), beams)
            k = rotation.rotate(k, self.table(positions, form, k.dtype, keys=True), form)
        return q, k

    def table(self, positions: Tensor, form: str, dtype: torch.dtype, keys: bool):
        """``rotation.rotation_table`` for queries (or ``keys``) at ``positions``, made
        once per forward pass; in a search whose positions are kept
        (``_searched``), a slice of a table kept beside them."""
        keys = keys and self.scheme.scaled  # queries and keys differ only where they are scaled
        key = (positions.data_ptr(), tuple(positions.shape), form, dtype, keys)
        table = self._tables.get(key)
        if table is None:
            table = self._searched(positions, form, dtype, keys)
            if table is None:
                table = self._made(positions, form, dtype, keys)
            self._tables[key] = table
        return table

    def _made(self, positions: Tensor, form: str, dtype: torch.dtype, keys: bool):
        scales = self.scheme.scales(positions, keys)
        return rotation.rotation_table(self.scheme.angles(positions), form, dtype, scales)

    def _searched(self, positions: Tensor, form: str, dtype: torch.dtype, keys: bool):
        """During a search whose sentences all start at column 0, the decoder
        keeps 0, 1, ... in its incremental state and hands each step a slice
        of it (``transformer_diet``'s ``_positions``): where ``positions`` is
        such a slice, the same slice of that range's table, which is kept
        beside the range (made once per search, and again when the range
        grows), not a table made at each step (five operators, on a GPU as
        many launches). None elsewhere (and for the ``real`` form, a pair)."""
        incremental_state = self.ctx.incremental_state
        if incremental_state is None or form == "real" or positions.size(0) != 1 or positions.stride(-1) != 1:
            return None
        kept = self.scheme.get_incremental_state(incremental_state, "positions")
        for name in ("target", "source"):
            counted = None if kept is None else kept.get(name)
            if counted is None or counted.dtype != positions.dtype or counted.device != positions.device:
                continue
            start = (positions.data_ptr() - counted.data_ptr()) // counted.element_size()
            if (positions.untyped_storage().data_ptr() != counted.untyped_storage().data_ptr() or start < 0
                    or start + positions.size(1) > counted.size(1)):
                continue
            name_of_table = f"{name} rotation {form} {dtype} {'keys' if keys else 'queries'}"
            made = kept.get(name_of_table)
            if made is None or made[0] is not counted:  # (the range grown since: a new tensor)
                made = kept[name_of_table] = (counted, self._made(counted, form, dtype, keys))
            return made[1][:, :, start:start + positions.size(1)]
        return None


def _new_key_positions(ctx, count: int, beams: int) -> Tensor:
    """Positions of the ``count`` newest keys, one row per key sentence
    (``ctx.key_positions`` itself where that is all of them)."""
    positions = ctx.key_positions
    if count != positions.size(1):
        positions = positions[:, -count:]  # (1 | bsz, count)
    if beams > 1 and positions.size(0) > 1:
        positions = positions.view(-1, beams, count)[:, 0]
    return positions


class ContextualTerm(Term):
    """``ContextualPositions`` (CoPE), read from the call's masked logits: the
    gates sigmoid(q_i.k_j / sqrt(d_h)), 0 for a masked key; the position
    p_ij, the gates summed from key j to the query's own column c (from c to
    j for a later key); and q_i.e[p_ij] / sqrt(d_h), e interpolated between
    the integer positions around p_ij. The query's column: its own in
    self-attention (queries are the last Tq of the keys), after the last key
    in encoder-decoder attention."""

    def after_masks(self, call, q, logits):
        """Adds the term to ``logits`` ``(kv_bsz, heads, rows, Tk)``, those of
        q ``(kv_bsz, heads, rows, d_h)`` (scaled), in place."""
        scheme, rows, keys = self.scheme, logits.size(2), logits.size(3)
        wide = torch.float32 if logits.dtype in (torch.float16, torch.bfloat16) else logits.dtype
        gates = torch.sigmoid(logits.to(wide))  # (kv_bsz, heads, rows, Tk)
        counted = gates.cumsum(-1)  # sum of the gates of keys 0..j
        if call.module.encoder_decoder_attention:
            column = torch.full((rows,), keys - 1, device=logits.device)
        else:
            column = torch.arange(keys - rows, keys, device=logits.device)
        column = column.view(1, 1, rows, 1).expand(*logits.shape[:2], rows, 1)
        at_query, own_gate = counted.gather(-1, column), gates.gather(-1, column)
        top = scheme.max_position - 1
        earlier = (at_query - counted + gates).clamp(0, top)  # keys j <= c: the gates of j..c
        term = _interpolated(q, self.parameter(call, "embeddings"), earlier)
        if scheme.later_embeddings is not None:
            later = (counted - at_query + own_gate).clamp(0, top)  # keys j > c: the gates of c..j
            after = torch.arange(keys, device=logits.device) > column
            term = torch.where(after, _interpolated(q, self.parameter(call, "later_embeddings"), later), term)
        logits += term.to(logits.dtype)

    def kernels(self, call, masks):
        raise _no_kernels(self.scheme)


def _interpolated(q: Tensor, embeddings: Tensor, positions: Tensor) -> Tensor:
    """q_i.e[p] at the fractional positions p ``(..., rows, Tk)``, between
    q_i.e[floor p] and q_i.e[floor p + 1] (CoPE's interpolation): the
    products with the integer positions first, one per row and position
    ``(..., rows, max_position)``, in the positions' dtype."""
    at_integers = torch.matmul(q.to(positions.dtype), embeddings.to(positions.dtype).transpose(-1, -2))
    below = positions.floor()
    weight = positions - below
    below = below.long()
    above = (below + 1).clamp(max=at_integers.size(-1) - 1)
    low, high = at_integers.gather(-1, below), at_integers.gather(-1, above)
    return low + weight * (high - low)


def _no_kernels(scheme):
    from .engine import BackendUnavailable

    return BackendUnavailable(f"attention backend 'triton' cannot run this call: its kernels do not hold "
                              f"the {scheme.kind} kind of --position-scheme {scheme.scheme}; choose another "
                              f"with --attention-backend")


TERMS = {DISTANCE: DistanceTerm, LOW_RANK: LowRankTerm, TABLE: TableTerm, RELATIVE_KEYS_VALUES: RelativeTerm,
         ROTATION: RotationTerm, CONTEXTUAL: ContextualTerm}
assert set(TERMS) == set(KINDS)
