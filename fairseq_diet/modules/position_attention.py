"""Multi-head attention with a pluggable per-head position term.

Encoder self-attention, decoder self-attention and encoder-decoder attention
all use ``PositionAttention``; they differ only in the ``PositionTerm`` handed
to them (or none). The attention keeps fairseq's projections, initialisation
and incremental-state layout (``prev_key``/``prev_value`` of shape
``(bsz, heads, len, head_dim)``), so beam search reorders it as usual.
"""

from dataclasses import dataclass
from typing import Dict, Optional, Tuple

import torch
import torch.nn.functional as F
from fairseq.modules.multihead_attention import MultiheadAttention
from torch import Tensor

from .biased_attention import biased_attention, masks_future
from .position_terms import PositionTerm


@dataclass
class LayerPosition:
    """A layer's handle on its stack's position term. A plain object, so the
    shared term is not registered again under every layer."""

    term: PositionTerm
    layer: int


class PositionAttention(MultiheadAttention):
    def __init__(self, embed_dim, num_heads, position: Optional[LayerPosition] = None, **kwargs):
        if kwargs.get("add_bias_kv") or kwargs.get("add_zero_attn"):
            raise ValueError("position attention does not support add_bias_kv / add_zero_attn")
        if kwargs.get("xformers_att_config"):
            raise ValueError("position attention does not support --*-xformers-att-config")
        super().__init__(embed_dim, num_heads, **kwargs)
        self.position = position

    def _project(self, x: Tensor, proj, bsz: int) -> Tensor:
        # (len, bsz, embed_dim) -> (bsz, heads, len, head_dim)
        return proj(x).view(x.size(0), bsz, self.num_heads, self.head_dim).permute(1, 2, 0, 3)

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

        q = self._project(query, self.q_proj, bsz)  # (bsz, heads, Tq, d)
        q *= self.scaling  # in place: the projection's backward does not need its output
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

        if saved_state is not None:
            if "prev_key" in saved_state:
                if static_kv:
                    k, v = saved_state["prev_key"], saved_state["prev_value"]
                    key_padding_mask = saved_state.get("prev_key_padding_mask")
                else:
                    k = _append_steps(saved_state["prev_key"], k)
                    v = _append_steps(saved_state["prev_value"], v)
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

        term = self.position.term if self.position is not None else None
        attn_mask = self._additive_mask(None, attn_mask, q.dtype)  # (Tq, Tk) float, once
        dropout_p = self.dropout_module.p if (
            self.training or self.dropout_module.apply_during_inference
        ) else 0.0
        # A decoding step has one query row per hypothesis: two small matmuls
        # beat the fused kernels' set-up there (as in fairseq's own attention).
        decoding = incremental_state is not None
        explicit = need_weights or before_softmax or decoding or dropout_p > 0.0
        if term is not None and term.query_dependent and not explicit:
            # Shaw et al.: blockwise, keeping no (bsz, heads, Tq, Tk) tensor.
            out = term.attention(self.position.layer, q, k, v,
                                 self._additive_mask(key_padding_mask, attn_mask, q.dtype),
                                 causal=masks_future(attn_mask, tgt_len, src_len))
            if out is not None:
                return self._output(out, tgt_len, bsz), None

        position_bias = None  # (1 | bsz, heads | 1, Tq, Tk)
        if term is not None and not term.query_dependent:
            position_bias = term.logit_bias(self.position.layer, tgt_len, src_len).to(q.dtype)
        elif term is not None:
            position_bias = term.key_bias(self.position.layer, q)
        if beams > 1:
            q = _fold_beams(q, beams)
            # A bias shared by all sentences at one decoding step (one query
            # position) is the same for every beam: it broadcasts as it is.
            if position_bias is not None and not (position_bias.size(0) == 1
                                                  and position_bias.size(2) == 1):
                position_bias = _fold_beams(position_bias, beams)

        adds_to_values = term is not None and term.adds_to_values
        # torch's fused CPU kernel cannot return a gradient for an additive
        # mask: scaled_dot_product_attention would fall back to its generic
        # path, which keeps every layer's probabilities for the backward pass.
        cpu_bias_gradient = (position_bias is not None and position_bias.requires_grad
                             and q.device.type == "cpu")
        if not (need_weights or before_softmax or adds_to_values or decoding):
            mask = self._additive_mask(key_padding_mask, attn_mask, q.dtype)
            if cpu_bias_gradient and dropout_p == 0.0:
                # The fused kernel forward, and a backward that rebuilds the
                # probabilities block by block and returns the bias gradient.
                out = biased_attention(q, k, v, position_bias, mask, key_padding_mask, attn_mask,
                                       causal=masks_future(attn_mask, tgt_len, src_len))
                return self._output(_unfold_beams(out, beams), tgt_len, bsz), None
            if not cpu_bias_gradient:
                # Fused path: position term and masks form one additive mask.
                if position_bias is not None:
                    mask = position_bias if mask is None else position_bias + mask
                out = F.scaled_dot_product_attention(
                    q, k, v, attn_mask=mask, dropout_p=dropout_p, scale=1.0
                )
                return self._output(_unfold_beams(out, beams), tgt_len, bsz), None

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
        dropped = F.dropout(probs, p=dropout_p, training=dropout_p > 0)
        out = _unfold_beams(torch.matmul(dropped, v), beams)  # (bsz, heads, Tq, d)
        probs, dropped = _unfold_beams(probs, beams), _unfold_beams(dropped, beams)
        if adds_to_values:
            out = out + term.value_term(self.position.layer, dropped)
        weights = None
        if need_weights:
            weights = probs.transpose(0, 1) if need_head_weights else probs.mean(dim=1)
        return self._output(out, tgt_len, bsz), weights

    def reorder_incremental_state(self, incremental_state, new_order: Tensor):
        """As fairseq's, but a self-attention cache is reordered into a buffer
        with room for the next steps, so that a decoding step appends its key
        and value in place instead of copying the whole cache again."""
        if self.encoder_decoder_attention:
            return super().reorder_incremental_state(incremental_state, new_order)
        state = self._get_input_buffer(incremental_state)
        for name, cached in list(state.items()):
            if cached is None:
                continue
            if name in ("prev_key", "prev_value") and not cached.requires_grad:
                state[name] = _index_select_with_room(cached, new_order)
            else:
                state[name] = cached.index_select(0, new_order)
        return self._set_input_buffer(incremental_state, state)

    def _output(self, out: Tensor, tgt_len: int, bsz: int) -> Tensor:
        # (bsz, heads, Tq, d) -> (Tq, bsz, embed_dim)
        out = out.permute(2, 0, 1, 3).reshape(tgt_len, bsz, self.embed_dim)
        return self.out_proj(out)

    @staticmethod
    def _additive_mask(
        key_padding_mask: Optional[Tensor], attn_mask: Optional[Tensor], dtype
    ) -> Optional[Tensor]:
        """Padding and causal masks as one additive float mask, broadcastable
        to (bsz, heads, Tq, Tk)."""
        mask = None
        if key_padding_mask is not None:
            # (bsz, 1, 1, Tk)
            mask = torch.zeros(key_padding_mask.shape, dtype=dtype, device=key_padding_mask.device)
            mask = mask.masked_fill(key_padding_mask.bool(), float("-inf"))[:, None, None, :]
        if attn_mask is not None:
            if attn_mask.dtype == torch.bool:
                attn_mask = torch.zeros(attn_mask.shape, dtype=dtype, device=attn_mask.device).masked_fill(
                    attn_mask, float("-inf")
                )
            attn_mask = attn_mask.to(dtype)  # (Tq, Tk)
            mask = attn_mask if mask is None else mask + attn_mask
        return mask


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


# Decoding caches: keys and values of the steps so far, (bsz, heads, steps, d),
# kept as the leading part of a buffer with room for more steps. The buffer
# records how many steps it holds, so that a cache is only ever extended in
# place by its newest holder (two continuations of one prefix get copies).

def _with_room(like: Tensor, batch: int, steps: int, room: int) -> Tensor:
    buffer = like.new_empty(batch, like.size(1), steps + room, like.size(3))
    buffer._decoding_steps = steps
    return buffer[:, :, :steps]


def _append_steps(cache: Tensor, new: Tensor) -> Tensor:
    """``torch.cat([cache, new], dim=2)``, in place when the cache has room."""
    steps = cache.size(2)
    buffer = cache._base
    if (buffer is not None and getattr(buffer, "_decoding_steps", None) == steps
            and buffer.size(2) >= steps + new.size(2) and not torch.is_grad_enabled()
            and cache.data_ptr() == buffer.data_ptr() and cache.shape[:2] == buffer.shape[:2]):
        grown = buffer[:, :, : steps + new.size(2)]
        grown[:, :, steps:] = new
        buffer._decoding_steps = grown.size(2)
        return grown
    if torch.is_grad_enabled() and (cache.requires_grad or new.requires_grad):
        return torch.cat([cache, new], dim=2)
    # Not reordered since the last step (no beam search): room doubles.
    grown = _with_room(cache, cache.size(0), steps + new.size(2), max(steps + new.size(2), 16))
    grown[:, :, :steps] = cache
    grown[:, :, steps:] = new
    return grown


def _index_select_with_room(cache: Tensor, order: Tensor) -> Tensor:
    # Beam search reorders before every step, so room for one step is enough
    # (a reorder copies the cache anyway); a longer buffer would only raise
    # the peak memory.
    reordered = _with_room(cache, order.numel(), cache.size(2), 1)
    return torch.index_select(cache, 0, order, out=reordered)


def _softmax_dtype(dtype: torch.dtype) -> torch.dtype:
    """Half precisions take their softmax in float32; float32 and float64 keep their own."""
    return torch.float32 if dtype in (torch.float16, torch.bfloat16) else dtype
