"""Multi-head attention with a pluggable per-head position term.

Encoder self-attention, decoder self-attention and encoder-decoder attention
all use ``PositionAttention``; they differ only in the position scheme handed
to them (or none). The attention keeps fairseq's projections, initialisation
and incremental-state layout (``prev_key``/``prev_value`` of shape
``(bsz, heads, len, head_dim)``), so beam search reorders it as usual. Each
call asks the engine (``engine.py``) for its backend and its path, then runs
that path.
"""

import dataclasses
from dataclasses import dataclass
from typing import Dict, Optional, Tuple

import torch
import torch.nn.functional as F
from fairseq.modules.multihead_attention import MultiheadAttention
from torch import Tensor

from . import tuning
from .bias_attention import bias_attention
from .engine import BIAS_BLOCKS, FOLDED, SHAW_BLOCKS, TRITON, BackendUnavailable, Call, choose_path, resolve
from .masks import Masks, additive_mask
from .pass_state import PassState, same_view
from .rotation import rotate
from .shaw_attention import shaw_attention
from .shaw_terms import key_term, value_term


@dataclass
class LayerPosition:
    """A layer's handle on its stack's position scheme
    (``fairseq_diet.positions``). A plain object, so the shared scheme module
    is not registered again under every layer."""

    term: "PositionScheme"  # noqa: F821
    layer: int


class PositionAttention(MultiheadAttention):
    def __init__(self, embed_dim, num_heads, position: Optional[LayerPosition] = None,
                 attention_backend: Optional[str] = None, **kwargs):
        if kwargs.get("add_bias_kv") or kwargs.get("add_zero_attn"):
            raise ValueError("position attention does not support add_bias_kv / add_zero_attn")
        if kwargs.get("xformers_att_config"):
            raise ValueError("position attention does not support --*-xformers-att-config")
        super().__init__(embed_dim, num_heads, **kwargs)
        self.position = position
        # --attention-backend (None: FAIRSEQ_DIET_ATTENTION_BACKEND, else auto)
        self.attention_backend = attention_backend
        # The position context of the current forward pass, set by the layer
        # (see transformer_layers); None: the scheme's latest one.
        self.context = None

    def _project(self, x: Tensor, proj, bsz: int, scale: Optional[float] = None) -> Tensor:
        # (len, bsz, embed_dim) -> (bsz, heads, len, head_dim)
        projected = proj(x)
        if scale is not None:
            # The projection's output is a view (of its matrix product): scaled in
            # place, it would cost autograd copies in the backward pass.
            if projected.requires_grad:
                projected = projected * scale
            else:
                projected *= scale
        return projected.view(x.size(0), bsz, self.num_heads, self.head_dim).permute(1, 2, 0, 3)

    def forward(
        self,
        query: Tensor,
        key: Optional[Tensor],
        value: Optional[Tensor],
        key_padding_mask: Optional[Tensor] = None,
        incremental_state: Optional[Dict[str, Dict[str, Optional[Tensor]]]] = None,
        need_weights: bool = True,
        static_kv: bool = False,
        attn_mask: Optional[Tensor] = None,
        before_softmax: bool = False,
        need_head_weights: bool = False,
    ) -> Tuple[Tensor, Optional[Tensor]]:
        need_weights = need_weights or need_head_weights
        tgt_len, bsz, _ = query.size()
        # Beamable encoder-decoder attention (as fairseq's): during beam search
        # the beams of a sentence share its source, so keys and values are
        # projected and kept once per sentence and the beams become extra
        # query rows.
        beams = 1
        if self.encoder_decoder_attention and self.beam_size > 1 and incremental_state is not None:
            beams = self.beam_size
        kv_bsz = bsz // beams

        saved_state = None
        if incremental_state is not None:
            saved_state = self._get_input_buffer(incremental_state)
            if static_kv and "prev_key" in saved_state:
                key = value = None

        term = self.position.term if self.position is not None else None
        q = self._project(query, self.q_proj, bsz, self.scaling)  # (bsz, heads, Tq, d)
        state = ctx = layer = None
        if term is not None:
            ctx = self.context if self.context is not None else term.context
            state = _pass_state(term, ctx, self.attention_backend, q)
            backend = state.backend
            layer = self.position.layer
        else:
            backend = resolve(self.attention_backend, q.device, q.dtype)
        kind = None if term is None else term.kind

        if self.self_attention:
            key = value = query
        if key is not None:
            if beams > 1:
                key = value = key.view(key.size(0), kv_bsz, beams, key.size(2))[:, :, 0]
                if key_padding_mask is not None:
                    key_padding_mask = key_padding_mask.view(kv_bsz, beams, -1)[:, 0]
            k = self._project(key, self.k_proj, kv_bsz)
            v = self._project(value, self.v_proj, kv_bsz)
        else:
            k = v = None
        # RoPE: q and the new keys rotated now (cached keys were rotated when they were new), or, where the
        # triton kernels take the call (tuning.TRITON_ROTATION = "loads"), turned as they load them
        in_loads = kind == "rotation" and incremental_state is None and _rotates_in_loads(backend, q)
        if kind == "rotation" and not in_loads:
            q, k = _rotate(state, backend, layer, q, k, beams)

        if saved_state is not None:
            if "prev_key" in saved_state:
                if static_kv:
                    k, v = saved_state["prev_key"], saved_state["prev_value"]
                    key_padding_mask = saved_state.get("prev_key_padding_mask")
                else:
                    k, v = _appended(saved_state, k, v)
                    key_padding_mask = MultiheadAttention._append_prev_key_padding_mask(
                        key_padding_mask=key_padding_mask,
                        prev_key_padding_mask=saved_state.get("prev_key_padding_mask"),
                        batch_size=bsz,
                        src_len=k.size(2),
                        static_kv=False,
                    )
            saved_state["prev_key"] = k
            saved_state["prev_value"] = v
            saved_state["prev_key_padding_mask"] = key_padding_mask
            self._set_input_buffer(incremental_state, saved_state)
        assert k is not None and v is not None
        src_len = k.size(2)

        attn_mask = additive_mask(None, attn_mask, q.dtype)  # (Tq, Tk) float, once
        dropout_p = self.dropout_module.p if (
            self.training or self.dropout_module.apply_during_inference
        ) else 0.0
        learned = state is not None and torch.is_grad_enabled() and state.learned  # a gradient to come
        call = Call(
            kind=kind,
            adds_to_values=kind == "relative_keys_values" and term.value_embeddings is not None,
            backward=torch.is_grad_enabled() and (learned or q.requires_grad or k.requires_grad
                                                  or v.requires_grad),
            learned=learned,
            dropout=dropout_p,
            need_weights=need_weights,
            before_softmax=before_softmax,
            decoding=incremental_state is not None,
            shared_positions=ctx is not None and ctx.shared_by_batch and ctx.decoding_step is None,
            step_position=ctx is not None and ctx.decoding_step is not None and ctx.shared_by_batch
            and ctx.query_positions.size(-1) == 1,
            keys=src_len,
        )
        path = choose_path(backend, call)
        if in_loads and path != TRITON:  # a call the kernels do not take (weights asked for, a decoding step)
            q, k = _rotate(state, backend, layer, q, k, beams)
            in_loads = False

        if path == SHAW_BLOCKS:
            # Shaw et al., blockwise: no (bsz, heads, Tq, Tk) tensor kept.
            masks = _masks(state, key_padding_mask, attn_mask, q.dtype, tgt_len, src_len)
            out = shaw_attention(q, k, v, _embeddings(state, layer, "key_embeddings", q.dtype),
                                 _embeddings(state, layer, "value_embeddings", q.dtype),
                                 masks.additive, term.clip_distance, masks.causal, backend.ops)
            return self._output(out, tgt_len, bsz), None

        if path == FOLDED:
            # Diet-Abs: [q, P_Q] . [k, P_K] = q.k + (P_Q P_K^T)_ij, one SDPA call with wider heads.
            masks = _masks(state, key_padding_mask, attn_mask, q.dtype, tgt_len, src_len)
            q, k = _folded(state, layer, q, k)
            out = F.scaled_dot_product_attention(q, k, v, attn_mask=masks.additive, dropout_p=dropout_p, scale=1.0)
            return self._output(out, tgt_len, bsz), None

        if path == TRITON:
            # Flash attention with the position term inside the kernel.
            masks = _masks(state, key_padding_mask, attn_mask, q.dtype, tgt_len, src_len)
            if backend.name == "triton" or masks.unpadded is None or masks.causal:
                return self._output(_triton(state, layer, q, k, v, masks, in_loads, dropout_p), tgt_len, bsz), None
            # auto's choice, and an attention mask the kernels do not take: the path without them
            path = choose_path(backend, dataclasses.replace(call, keys=0))
            if in_loads:
                q, k = _rotate(state, backend, layer, q, k, beams)

        position_bias = None  # (1 | bsz, heads | 1, Tq, Tk)
        value_embeddings = None  # Shaw's a^V where the probabilities meet it
        shaw_index = one_hot = None
        if path.shaw == "shifted":  # a decoding step: the terms are in the keys and values
            k = k + state.step_embeddings(layer, "key_embeddings").to(k.dtype)
            if term.value_embeddings is not None:
                v = v + state.step_embeddings(layer, "value_embeddings").to(v.dtype)
        elif path.shaw is not None:
            clip = term.clip_distance
            shaw_index = None if path.shaw == "skewed" else state.relative_index(clip)
            if path.shaw == "skewed" and src_len <= tuning.SHAW_ONE_HOT_MAX_KEYS:
                one_hot = state.one_hot(clip, q.dtype)  # short sentences: one batched product each way
            position_bias = key_term(q, _embeddings(state, layer, "key_embeddings", q.dtype), clip, src_len,
                                     shaw_index, one_hot)
            value_embeddings = _embeddings(state, layer, "value_embeddings", q.dtype)
        elif kind in ("distance", "low_rank"):
            position_bias = state.bias(layer, tgt_len, src_len)
            if position_bias.dtype != q.dtype:
                position_bias = position_bias.to(q.dtype)
        if beams > 1:
            q = _fold_beams(q, beams)
            # A bias shared by all sentences at one decoding step (one query
            # position) is the same for every beam: it broadcasts as it is.
            if position_bias is not None and not (position_bias.size(0) == 1
                                                  and position_bias.size(2) == 1):
                position_bias = _fold_beams(position_bias, beams)

        if path == BIAS_BLOCKS:
            # The fused kernel forward, and a backward that rebuilds the
            # probabilities block by block and returns the bias gradient.
            masks = _masks(state, key_padding_mask, attn_mask, q.dtype, tgt_len, src_len)
            out = bias_attention(q, k, v, position_bias, masks, backend.ops)
            return self._output(_unfold_beams(out, beams), tgt_len, bsz), None
        if path.name == "sdpa":
            # Position term and masks form one additive mask.
            mask = _masks(state, key_padding_mask, attn_mask, q.dtype, tgt_len, src_len).additive
            if position_bias is not None and beams == 1 and torch.is_grad_enabled() and path.shaw is None:
                # Made once per forward pass for all layers; the kernel keeps each
                # layer's for the backward pass anyway. (Without a backward pass
                # each layer's is made and freed in turn: less memory at once.)
                mask = state.masked_bias(layer, tgt_len, src_len, mask)
            elif position_bias is not None:
                mask = position_bias if mask is None else position_bias + mask
            out = F.scaled_dot_product_attention(q, k, v, attn_mask=mask, dropout_p=dropout_p, scale=1.0)
            return self._output(_unfold_beams(out, beams), tgt_len, bsz), None

        # The explicit path.
        logits = torch.matmul(q, k.transpose(2, 3))  # (bsz, heads, Tq, Tk)
        # In place: the product is not needed for its own gradient, and no
        # (bsz, heads, Tq, Tk) mask is ever materialised.
        if position_bias is not None:
            logits += position_bias
        if attn_mask is not None:
            logits += attn_mask
        if key_padding_mask is not None:
            logits.masked_fill_(key_padding_mask.bool()[:, None, None, :], float("-inf"))
        if before_softmax:
            return logits.view(bsz * self.num_heads, tgt_len, src_len), v
        probs = torch.softmax(logits, dim=-1, dtype=_softmax_dtype(logits.dtype)).type_as(logits)
        # F.dropout costs a decoding step more than its no-op is worth.
        dropped = F.dropout(probs, p=dropout_p, training=True) if dropout_p > 0 else probs
        out = _unfold_beams(torch.matmul(dropped, v), beams)  # (bsz, heads, Tq, d)
        if value_embeddings is not None:
            dropped = _unfold_beams(dropped, beams)
            out = out + value_term(dropped, value_embeddings, term.clip_distance, shaw_index, one_hot)
        weights = None
        if need_weights:
            probs = _unfold_beams(probs, beams)
            weights = probs.transpose(0, 1) if need_head_weights else probs.mean(dim=1)
        return self._output(out, tgt_len, bsz), weights

    def reorder_incremental_state(self, incremental_state, new_order: Tensor):
        """fairseq's reorder, but that self-attention's cached keys and values
        are selected into buffers with room for the next step (``ROOM``), so
        that the step appends its keys and values in place (``_appended``)
        instead of concatenating the whole cache again: one copy of the cache
        per step, the reorder's, instead of two."""
        saved_state = self._get_input_buffer(incremental_state)
        if self.encoder_decoder_attention or "prev_key" not in saved_state or any(
                saved_state[name].requires_grad for name in ("prev_key", "prev_value")):
            saved_state.pop(ROOM, None)
            return super().reorder_incremental_state(incremental_state, new_order)
        buffers = []
        for name in ("prev_key", "prev_value"):
            cache = saved_state[name]
            buffer = cache.new_empty(new_order.numel(), cache.size(1), cache.size(2) + 1, cache.size(3))
            torch.index_select(cache, 0, new_order, out=buffer[:, :, :cache.size(2)])
            saved_state[name] = buffer[:, :, :cache.size(2)]
            buffers.append(buffer)
        for name, cached in saved_state.items():
            if name not in ("prev_key", "prev_value", ROOM) and cached is not None:
                saved_state[name] = cached.index_select(0, new_order)
        # A list, shared by any shallow copy of this state: a copy that finds
        # the steps moved on by another continuation concatenates instead.
        saved_state[ROOM] = [*buffers, saved_state["prev_key"].size(2)]
        return self._set_input_buffer(incremental_state, saved_state)

    def _output(self, out: Tensor, tgt_len: int, bsz: int) -> Tensor:
        # (bsz, heads, Tq, d) -> (Tq, bsz, embed_dim)
        out = out.permute(2, 0, 1, 3).reshape(tgt_len, bsz, self.embed_dim)
        return self.out_proj(out)


def _masks(state, key_padding_mask, attn_mask, dtype, queries: int, keys: int) -> Masks:
    """The call's masks: those of its pass (``PassState.masks``), or its own
    without a position term."""
    if state is None:
        return Masks(key_padding_mask, attn_mask, dtype, queries, keys)
    return state.masks(key_padding_mask, attn_mask, dtype, queries, keys)


def _triton(state, layer: int, q: Tensor, k: Tensor, v: Tensor, masks: Masks, in_loads: bool = False,
            dropout: float = 0.0) -> Tensor:
    """The triton backend's call: the distance term read inside the kernel,
    Shaw's terms (``relative_attention``), Diet-Abs's factors as extra head
    dimensions or its table of pairs read inside the kernel
    (``tuning.TRITON_LOW_RANK``), RoPE's q and k turned as the kernels load
    them (``in_loads``: ``rotary_attention``), or no term (RoPE's q and k
    rotated already); attention dropout (``dropout``) in the kernels."""
    # Imported here, not with this module: importing triton takes 0.7 s, which
    # every fairseq command would pay whether or not it runs these kernels.
    from .triton_attention import distance_attention, pair_attention, relative_attention, rotary_attention

    if masks.unpadded is not None and not masks.causal:
        raise BackendUnavailable("attention backend 'triton' cannot run this call: its kernels take a "
                                 "causal attention mask or none")
    values = qpos = kpos = None
    kind = None if state is None else state.scheme.kind
    tgt_len, src_len = q.size(2), k.size(2)
    if kind == "relative_keys_values":
        return relative_attention(q, k, v, _embeddings(state, layer, "key_embeddings", q.dtype),
                                  _embeddings(state, layer, "value_embeddings", q.dtype), state.scheme.clip_distance,
                                  state.ctx.query_positions, state.ctx.key_positions, masks.key_padding_mask,
                                  masks.causal, dropout)
    if in_loads:
        ctx = state.ctx
        return rotary_attention(q, k, v, state.rotation(ctx.query_positions, "triton", q.dtype),
                                state.rotation(_new_key_positions(ctx, src_len, 1), "triton", k.dtype),
                                masks.key_padding_mask, masks.causal, dropout)
    if kind == "distance":
        values = state.distance_values(layer, tgt_len, src_len)
        qpos, kpos = state.ctx.query_positions, state.ctx.key_positions
    elif kind == "low_rank" and tuning.TRITON_LOW_RANK not in ("folded", "table"):
        raise ValueError(f"tuning.TRITON_LOW_RANK is {tuning.TRITON_LOW_RANK!r}: 'folded' or 'table'")
    elif kind == "low_rank" and tuning.TRITON_LOW_RANK == "table":
        return pair_attention(q, k, v, state.pair_tables(layer, tgt_len, src_len), state.ctx.query_positions,
                              state.ctx.key_positions, masks.key_padding_mask, masks.causal, dropout)
    elif kind == "low_rank":
        q, k = _folded(state, layer, q, k)
    return distance_attention(q, k, v, values, qpos, kpos, masks.key_padding_mask, masks.causal, dropout)


def _folded(state, layer: int, q: Tensor, k: Tensor):
    """Diet-Abs's factors as extra head dimensions: [q, P_Q] . [k, P_K] = q.k + (P_Q P_K^T)_ij."""
    p_q, p_k = state.low_rank_factors(layer, q.size(2), k.size(2))  # (heads | 1, 1 | bsz, T, rank)
    q = torch.cat([q, p_q.transpose(0, 1).to(q.dtype).expand(q.size(0), q.size(1), -1, -1)], -1)
    k = torch.cat([k, p_k.transpose(0, 1).to(k.dtype).expand(k.size(0), k.size(1), -1, -1)], -1)
    return q, k


def _embeddings(state, layer: int, name: str, dtype) -> Optional[Tensor]:
    """The layer's part of Shaw's ``name`` embeddings in ``dtype``, or None
    (no a^V: keys only)."""
    if getattr(state.scheme, name) is None:
        return None
    return state.layer_parameter(layer, name).to(dtype)


def _pass_state(term, ctx, setting: Optional[str], q: Tensor) -> PassState:
    """The pass's state for a call whose q is ``q`` on the backend that
    ``setting`` names (``engine.resolve``): the backend is resolved once per
    pass for a setting, device and dtype, and the pass's other calls take the
    state's."""
    state = ctx.state
    key = (setting, q.device, q.dtype)
    if state is None or state.resolved != key:
        state = PassState.of(term, ctx, resolve(setting, q.device, q.dtype))
        state.resolved = key
    return state


def _rotates_in_loads(backend, q: Tensor) -> bool:
    """Whether a full-sequence RoPE call on ``backend`` may leave q and k to
    the triton kernels' loads (``tuning.TRITON_ROTATION``): on the triton
    backend, where the rotation kernel's form takes q."""
    if tuning.TRITON_ROTATION not in ("kernel", "loads"):
        raise ValueError(f"tuning.TRITON_ROTATION is {tuning.TRITON_ROTATION!r}: 'kernel' or 'loads'")
    return tuning.TRITON_ROTATION == "loads" and backend.name == "triton" and backend.rotation_form(q) == "triton"


def _rotate(state, backend, layer: int, q: Tensor, k: Optional[Tensor], beams: int):
    """q and the new keys k (or None) rotated by their positions; in one
    compiled operator each way where they share their positions
    (self-attention over a whole sentence), in one Triton kernel launch each
    way whatever their positions (the triton backend, and auto's on CUDA).
    How, and by which tables, is worked out once per pass for each shape of
    call (``_rotation_plan``): at a decoding step every layer's call is the
    same but for its tensors."""
    key = (q.shape, q.stride(), q.dtype, q.device, beams) if k is None else (
        q.shape, q.stride(), q.dtype, q.device, k.shape, k.stride(), k.dtype, beams)
    plan = state.rotation_plans.get(key)
    if plan is None:
        plan = state.rotation_plans[key] = _rotation_plan(state, backend, q, k, beams)
    how, q_form, q_table, k_form, k_table = plan
    if how == "compiled pair":
        return backend.ops.rope_rotate_pair(q, k, q_table)
    if how == "triton pair":
        return _triton_rotation().rotate_pair(q, q_table, k, k_table, in_place=True)  # (q and k: new projections)
    q = rotate(q, q_table, q_form, backend.ops)
    return q, None if k is None else rotate(k, k_table, k_form, backend.ops)


def _rotation_plan(state, backend, q: Tensor, k: Optional[Tensor], beams: int) -> tuple:
    """(how, q's form, q's table, k's form, k's table) for ``_rotate``."""
    ctx = state.ctx
    q_positions = ctx.query_positions
    form = backend.rotation_form(q)
    q_table = state.rotation(q_positions, form, q.dtype)
    if k is None:
        return "apart", form, q_table, None, None
    k_positions = _new_key_positions(ctx, k.size(2), beams)
    # (a decoding step's query and new key: two views of the same position)
    if form == "compiled" and same_view(k_positions, q_positions) and q.shape == k.shape and q.dtype == k.dtype:
        return "compiled pair", form, q_table, form, q_table
    k_form = backend.rotation_form(k)
    k_table = state.rotation(k_positions, k_form, k.dtype)
    return "triton pair" if form == k_form == "triton" else "apart", form, q_table, k_form, k_table


def _triton_rotation():
    """triton_rotation, imported at the first call that needs it (importing
    triton takes most of a second)."""
    global _TRITON_ROTATION
    if _TRITON_ROTATION is None:
        from . import triton_rotation

        _TRITON_ROTATION = triton_rotation
    return _TRITON_ROTATION


_TRITON_ROTATION = None


# Self-attention's decoding caches: besides fairseq's prev_key / prev_value
# ((bsz, heads, steps, d)) and prev_key_padding_mask, the incremental state may
# hold ROOM: [key buffer, value buffer, steps held], buffers (bsz, heads,
# capacity, d) whose first entries prev_key and prev_value are, made by the
# reorder before a search's step with room for that step.
ROOM = "room"


def _appended(saved_state, k: Tensor, v: Tensor):
    """The cached keys and values with the step's new ones after them: written
    into the room after the cache where it has room and this state is the
    newest holder of the buffers, else concatenated as fairseq does."""
    cached_k, cached_v = saved_state["prev_key"], saved_state["prev_value"]
    steps, total = cached_k.size(2), cached_k.size(2) + k.size(2)
    room = saved_state.pop(ROOM, None)
    if (room is not None and room[2] == steps and room[0].size(2) >= total and not k.requires_grad
            and not v.requires_grad and room[0].data_ptr() == cached_k.data_ptr()
            and room[1].data_ptr() == cached_v.data_ptr() and room[0].shape[:2] == k.shape[:2]):
        room[0][:, :, steps:total] = k
        room[1][:, :, steps:total] = v
        room[2] = total
        return room[0][:, :, :total], room[1][:, :, :total]
    return torch.cat([cached_k, k], dim=2), torch.cat([cached_v, v], dim=2)


def _fold_beams(x: Tensor, beams: int) -> Tensor:
    """(kv_bsz * beams | 1, heads, Tq, ...) -> (kv_bsz | 1, heads, beams * Tq, ...)."""
    if x.size(0) == 1:  # the same for every sentence: tile the query rows
        return x.repeat(1, 1, beams, *([1] * (x.dim() - 3)))
    kv_bsz = x.size(0) // beams
    return x.view(kv_bsz, beams, *x.shape[1:]).transpose(1, 2).reshape(
        kv_bsz, x.size(1), beams * x.size(2), *x.shape[3:])


def _unfold_beams(x: Tensor, beams: int) -> Tensor:
    """Inverse of ``_fold_beams`` for per-query results."""
    if beams == 1:
        return x
    kv_bsz, heads, rows = x.shape[:3]
    return x.view(kv_bsz, heads, beams, rows // beams, *x.shape[3:]).transpose(1, 2).reshape(
        kv_bsz * beams, heads, rows // beams, *x.shape[3:])


def _new_key_positions(ctx, count: int, beams: int) -> Tensor:
    """Positions of the ``count`` newest keys, one row per key sentence
    (``ctx.key_positions`` itself where that is all of them)."""
    positions = ctx.key_positions
    if count != positions.size(1):
        positions = positions[:, -count:]  # (1 | bsz, count)
    if beams > 1 and positions.size(0) > 1:
        positions = positions.view(-1, beams, count)[:, 0]
    return positions


def _softmax_dtype(dtype: torch.dtype) -> torch.dtype:
    """Half precisions take their softmax in float32; float32 and float64 keep their own."""
    return torch.float32 if dtype in (torch.float16, torch.bfloat16) else dtype
