"""What the attention engine builds once per forward pass of a stack and every
layer of the pass reuses: the masks, each layer's view of the stack's logit
terms, its position parameters, Shaw's distance index and decoding-step
shifts, RoPE's rotation tables. One ``PassState`` per ``PositionContext``
(its ``state``), made by the pass's first attention call.

The first layer to need the stack's biases builds those of all layers in one
pass, and each layer takes a view of its own: a stack adds a fixed number of
operators per forward pass, not one per layer. Where a group serves several
layers and a gradient is to come, the group is expanded to one view per
layer, so that the backward pass gathers the layers' gradients in one
operator (``unbind``'s backward) instead of adding them one by one.

Everything is kept per grad mode: with activation checkpointing a layer runs
without gradients first and reruns with them in the backward pass, in the same
context. A term that carries a graph is not shared across layers when layers
are recomputed (``shared_by_layers``): a rerun builds its own graph, and one
already backpropagated cannot be reused.
"""

import functools
from typing import Dict, Optional

import torch
from torch import Tensor

from ..positions import PositionContext, RadialBasisSum
from ..positions.base import grown, of_groups
from .masks import Masks
from .rotation import rotation_table
from .tables import gather_tables, tables


def kernels_term(term: Tensor) -> Tensor:
    """A term that the triton kernels read by index (``distance_values``) in
    float32 where it is half, made once per forward pass: the kernels add it to
    float32 scores and its gradient in float32, with no conversion per entry."""
    return term.float() if term.dtype in (torch.float16, torch.bfloat16) else term


class PassState:
    def __init__(self, scheme, ctx: PositionContext, backend):
        # A copy of the context without its state: no reference cycle, so that
        # a pass's state is freed with its context, not at the next garbage
        # collection (a search makes one per step).
        self.ctx = ctx.without_state()
        self.scheme, self.backend = scheme, backend
        # (setting, device, dtype) of the call that resolved the backend: the pass's other calls take it
        # (position_attention._pass_state)
        self.resolved = None
        self._masks: Dict[torch.dtype, Masks] = {}
        self._views: Dict[bool, tuple] = {}  # grad mode -> each layer's bias
        self._distances: Dict[bool, tuple] = {}  # grad mode -> each layer's distance term
        self._factors: Dict[bool, tuple] = {}  # grad mode -> each layer's (P_Q, P_K)
        self._stacked: Dict[bool, Tensor] = {}  # grad mode -> all layers' biases, one tensor
        self._masked: Dict[bool, tuple] = {}  # grad mode -> (mask, each layer's bias + mask)
        self._parameters: Dict[tuple, tuple] = {}  # (name, grad mode) -> each layer's part
        self._indices: Dict[int, Tensor] = {}  # clip -> Shaw's distance index
        self._rotations: Dict[tuple, object] = {}
        self._steps: Dict[str, tuple] = {}  # name -> each layer's shifts at a decoding step

    @classmethod
    def of(cls, scheme, ctx: PositionContext, backend) -> "PassState":
        """The context's state, made for its first call (or anew for a call
        on another backend, which builds its terms its own way)."""
        state = ctx.state
        if state is None or state.backend is not backend:
            state = ctx.state = cls(scheme, ctx, backend)
        return state

    @functools.cached_property
    def learned(self) -> bool:
        """Whether the scheme has parameters that take a gradient."""
        return any(p.requires_grad for p in self.scheme.parameters())

    def shared_by_layers(self) -> bool:
        """Whether the layers of this pass may share terms built once."""
        return not (torch.is_grad_enabled() and self.scheme.stack.recomputed and self.learned)

    # ---- masks --------------------------------------------------------------
    def masks(self, key_padding_mask: Optional[Tensor], attn_mask: Optional[Tensor], dtype,
              queries: int, keys: int) -> Masks:
        """The call's masks: those of the pass when the layers before it got
        the same ones (fairseq hands every layer of a stack the same padding
        and attention masks), so they are built once per forward pass."""
        found = self._masks.get(dtype)
        if (found is None or found.key_padding_mask is not key_padding_mask
                or not same_view(found.unpadded, attn_mask) or (found.queries, found.keys) != (queries, keys)):
            found = self._masks[dtype] = Masks(key_padding_mask, attn_mask, dtype, queries, keys,
                                               self.backend.tuning.max_runs)
        return found

    # ---- additive terms (distance and low-rank kinds) -------------------------
    def bias(self, layer: int, query_len: int, key_len: int) -> Tensor:
        """The layer's logit bias, broadcastable to ``(bsz, heads, query_len, key_len)``."""
        if not self.shared_by_layers():
            # A layer rerun in the backward pass builds its own bias, alone.
            group = self.scheme.group(layer)
            return self._stacked_biases(query_len, key_len, slice(group, group + 1))[0]
        grad = torch.is_grad_enabled()
        views = self._views.get(grad)
        if views is None:
            stacked = self._stacked[grad] = self._stacked_biases(query_len, key_len)
            views = self._views[grad] = stacked.unbind(0)
        bias = views[0]
        if bias.size(-2) != query_len or bias.size(-1) != key_len:
            raise RuntimeError(f"position context is for {bias.size(-2)} queries x "
                               f"{bias.size(-1)} keys, attention got {query_len} x {key_len}")
        return views[layer if len(views) > 1 else 0]

    def distance_values(self, layer: int, query_len: int, key_len: int) -> Tensor:
        """The layer's distance term, one value per head group and distance
        -(key_len - 1) .. query_len - 1: ``(head_groups, query_len + key_len - 1)``,
        for kernels that read it by index (the triton backend), in float32 where
        it is half (``kernels_term``)."""
        if not self.shared_by_layers():
            return kernels_term(self._distance_values(query_len, key_len)[self.scheme.group(layer)])
        grad = torch.is_grad_enabled()
        views = self._distances.get(grad)
        if views is None:
            views = self._per_layer(kernels_term(self._distance_values(query_len, key_len))).unbind(0)
            self._distances[grad] = views
        values = views[layer if len(views) > 1 else 0]
        if values.size(-1) != query_len + key_len - 1:
            raise RuntimeError(f"position context is for {values.size(-1)} distances, attention got "
                               f"{query_len} x {key_len}")
        return values

    def low_rank_factors(self, layer: int, query_len: int, key_len: int):
        """The layer's P_Q ``(head_groups, 1 | bsz, query_len, rank)`` and P_K
        ``(head_groups, 1 | bsz, key_len, rank)`` at the pass's positions, for
        kernels that take them as extra head dimensions (the triton backend)."""
        ctx = self.ctx
        if not self.shared_by_layers():
            p_q, p_k = self.scheme.factors(query_len, key_len)
            group = self.scheme.group(layer)
            return p_q[group][:, ctx.query_positions], p_k[group][:, ctx.key_positions]
        grad = torch.is_grad_enabled()
        views = self._factors.get(grad)
        if views is None:
            p_q, p_k = self.scheme.factors(query_len, key_len)  # (groups, head_groups, T, rank)
            # at each sentence's positions: (groups, head_groups, 1 | bsz, T, rank)
            p_q, p_k = p_q[:, :, ctx.query_positions], p_k[:, :, ctx.key_positions]
            views = self._factors[grad] = tuple(zip(self._per_layer(p_q).unbind(0), self._per_layer(p_k).unbind(0)))
        return views[layer if len(views) > 1 else 0]

    def _distance_values(self, query_len: int, key_len: int) -> Tensor:
        terms = self.scheme.distance_terms(query_len, key_len)  # (layer_groups, head_groups, distances)
        return terms.evaluate() if isinstance(terms, RadialBasisSum) else terms

    def masked_bias(self, layer: int, query_len: int, key_len: int, mask: Optional[Tensor]) -> Tensor:
        """``bias`` plus an additive mask, for a fused kernel that takes one:
        the sums of all layers made in one operator per forward pass."""
        bias = self.bias(layer, query_len, key_len)
        if mask is None:
            return bias
        if not self.shared_by_layers():
            return bias.to(mask.dtype) + mask
        grad = torch.is_grad_enabled()
        found = self._masked.get(grad)
        if found is None or found[0] is not mask:
            found = self._masked[grad] = (mask, (self._stacked[grad].to(mask.dtype) + mask).unbind(0))
        views = found[1]
        return views[layer if len(views) > 1 else 0]

    def _stacked_biases(self, query_len: int, key_len: int, groups: slice = slice(None)) -> Tensor:
        """The biases of the layer groups ``groups`` (all by default):
        ``(groups, 1 | bsz, head_groups, query_len, key_len)``, all groups
        expanded to one per layer where a gradient is to come."""
        ctx = self.ctx
        qpos, kpos = ctx.query_positions, ctx.key_positions
        if qpos.size(-1) != query_len or kpos.size(-1) != key_len:
            raise RuntimeError(
                f"position context is for {qpos.size(-1)} queries x {kpos.size(-1)} keys, "
                f"attention got {query_len} x {key_len}")
        step = ctx.decoding_step
        rows = query_len if step is None else step + 1
        found = self._tables(rows, key_len, groups)  # (layer_groups, head_groups, >= rows, >= Tk)
        if ctx.shared_by_batch:
            # (groups, 1, heads, Tq, Tk); a decoding step slices its grown table
            # (views only: once per stack and step), training uses it whole.
            biases = found.unsqueeze(1)
            if found.shape[2:] != (query_len, key_len):
                biases = biases[..., rows - query_len:rows, :key_len]
        else:
            biases = gather_tables(found, qpos, kpos)  # (groups, bsz, heads, Tq, Tk)
        return self._per_layer(biases) if groups == slice(None) else biases

    def _tables(self, query_len: int, key_len: int, groups: slice = slice(None)) -> Tensor:
        """The tables of at least ``query_len`` x ``key_len`` positions (exactly
        those outside incremental decoding; there, the search's grown tables)."""
        scheme, ctx = self.scheme, self.ctx
        if ctx.decoding_step is None or ctx.incremental_state is None or torch.is_grad_enabled():
            return tables(scheme, self.backend, query_len, key_len, groups)
        # Incremental decoding: the tables of all layer groups in one tensor
        # per search, kept in the decoder's incremental state and grown by
        # doubling, so a step only slices it. Only a dimension that is too
        # short grows (encoder-decoder attention has a fixed number of keys).
        kept = scheme.get_incremental_state(ctx.incremental_state, "tables") or {}
        cached = kept.get("tables")
        if cached is None or cached.size(2) < query_len or cached.size(3) < key_len:
            old_q, old_k = (0, 0) if cached is None else cached.shape[2:]
            cached = tables(scheme, self.backend,
                            scheme.fit_query_len(grown(old_q, query_len), query_len),
                            scheme.fit_key_len(grown(old_k, key_len), key_len))
            scheme.set_incremental_state(ctx.incremental_state, "tables", {"tables": cached})
        return of_groups(cached, groups)  # at least (groups, head_groups, query_len, key_len)

    def _per_layer(self, per_group: Tensor) -> Tensor:
        """A ``(layer_groups, ...)`` tensor whose ``unbind(0)`` gives the
        layers their views: as it is, or, when a single group serves every
        layer and a gradient is to come, expanded to one entry per layer."""
        layers = self.scheme.stack.num_layers
        if per_group.size(0) == 1 and layers > 1 and per_group.requires_grad and torch.is_grad_enabled():
            return per_group.expand(layers, *per_group.shape[1:])
        return per_group

    # ---- position parameters and Shaw's distances ---------------------------------
    def layer_parameter(self, layer: int, name: str) -> Tensor:
        """The layer's part of the scheme's ``(layer_groups, ...)`` parameter
        ``name``: the views of all layers made once per forward pass."""
        if not self.shared_by_layers():
            return getattr(self.scheme, name)[self.scheme.group(layer)]
        key = (name, torch.is_grad_enabled())
        views = self._parameters.get(key)
        if views is None:
            views = self._parameters[key] = self._per_layer(getattr(self.scheme, name)).unbind(0)
        return views[layer if len(views) > 1 else 0]

    def relative_index(self, clip: int) -> Tensor:
        """clip(j - i) + clip for every (query i, key j): ``(1 | bsz, 1, Tq, Tk)``."""
        index = self._indices.get(clip)
        if index is None:
            ctx = self.ctx
            distance = ctx.key_positions.unsqueeze(1) - ctx.query_positions.unsqueeze(2)
            index = self._indices[clip] = (distance.clamp(-clip, clip) + clip).unsqueeze(1)
        return index

    def step_embeddings(self, layer: int, name: str) -> Tensor:
        """At a decoding step whose queries share one position, a_r for the
        clipped distance r of every key from it: ``(head_groups, Tk, d_h)``,
        for all layers at once per step."""
        views = self._steps.get(name)
        if views is None:
            index = self.relative_index(self.scheme.clip_distance)[0, 0, 0]  # (Tk,)
            views = self._steps[name] = self._per_layer(getattr(self.scheme, name)[:, :, index]).unbind(0)
        return views[layer if len(views) > 1 else 0]

    # ---- rotations ------------------------------------------------------------------
    def rotation(self, positions: Tensor, form: str, dtype: torch.dtype):
        """``rotation_table`` for ``positions``, made once per forward pass; in
        a search whose positions are kept (``_searched_rotation``), a slice of
        a table kept beside them."""
        key = (positions.data_ptr(), tuple(positions.shape), form, dtype)
        table = self._rotations.get(key)
        if table is None:
            table = self._searched_rotation(positions, form, dtype)
            if table is None:
                table = rotation_table(self.scheme.angles(positions), form, dtype)
            self._rotations[key] = table
        return table

    def _searched_rotation(self, positions: Tensor, form: str, dtype: torch.dtype):
        """During a search whose sentences all start at column 0, the decoder
        keeps 0, 1, ... in its incremental state and hands each step a slice
        of it (``transformer_diet``'s ``_positions``): where ``positions`` is
        such a slice, the same slice of that range's rotation table, which is
        kept beside the range (made once per search, and again when the range
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
            name_of_table = f"{name} rotation {form} {dtype}"
            made = kept.get(name_of_table)
            if made is None or made[0] is not counted:  # (the range grown since: a new tensor)
                made = kept[name_of_table] = (counted, rotation_table(self.scheme.angles(counted), form, dtype))
            return made[1][:, :, start:start + positions.size(1)]
        return None


def same_view(a: Optional[Tensor], b: Optional[Tensor]) -> bool:
    """Whether a and b are the same elements of the same memory. fairseq's
    decoder hands each layer a new view of its causal mask buffer."""
    if a is None or b is None:
        return a is b
    return a is b or (a.data_ptr() == b.data_ptr() and a.shape == b.shape and a.stride() == b.stride()
                      and a.dtype == b.dtype and a.device == b.device)
