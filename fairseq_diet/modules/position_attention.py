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

from .biased_attention import Masks, additive_mask, biased_attention


@dataclass
class LayerPosition:
    """A layer's handle on its stack's position scheme
    (``fairseq_diet.positions``). A plain object, so the shared scheme module
    is not registered again under every layer."""

    term: "PositionScheme"  # noqa: F821
    layer: int


# Devices on which a bias with a backward pass to come takes biased_attention
# (the fused CPU kernel cannot return the bias gradient). Elsewhere the bias
# and the masks enter scaled_dot_product_attention as its one additive mask.
BLOCKWISE_BIAS_DEVICES = ("cpu",)


class PositionAttention(MultiheadAttention):
    def __init__(self, embed_dim, num_heads, position: Optional[LayerPosition] = None, **kwargs):
        if kwargs.get("add_bias_kv") or kwargs.get("add_zero_attn"):
            raise ValueError("position attention does not support add_bias_kv / add_zero_attn")
        if kwargs.get("xformers_att_config"):
            raise ValueError("position attention does not support --*-xformers-att-config")
        super().__init__(embed_dim, num_heads, **kwargs)
        self.position = position
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
        ctx = None
        if term is not None:
            ctx = self.context if self.context is not None else term.context
        rotary = term is not None and term.rotary

        q = self._project(query, self.q_proj, bsz, self.scaling)  # (bsz, heads, Tq, d)
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
        if rotary:  # new keys only: cached ones were rotated when they were new
            q, new_k = term.rotate_pair(ctx, self.position.layer, q, ctx.query_positions, k,
                                        None if k is None else _new_key_positions(ctx, k.size(2), beams))
            k = k if new_k is None else new_k

        if saved_state is not None:
            if "prev_key" in saved_state:
                if static_kv:
                    k, v = saved_state["prev_key"], saved_state["prev_value"]
                    key_padding_mask = saved_state.get("prev_key_padding_mask")
                else:
                    k = torch.cat([saved_state["prev_key"], k], dim=2)
                    v = torch.cat([saved_state["prev_value"], v], dim=2)
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
        # A decoding step has one query row per hypothesis: two small matmuls
        # beat the fused kernels' set-up there (as in fairseq's own attention).
        decoding = incremental_state is not None
        explicit = need_weights or before_softmax or decoding
        if term is not None and term.query_dependent and not explicit and dropout_p == 0.0:
            # Shaw et al.: blockwise, keeping no (bsz, heads, Tq, Tk) tensor.
            masks = _masks(ctx, key_padding_mask, attn_mask, q.dtype, tgt_len, src_len)
            out = term.attention(ctx, self.position.layer, q, k, v, masks.additive, causal=masks.causal)
            if out is not None:
                return self._output(out, tgt_len, bsz), None

        position_bias = None  # (1 | bsz, heads | 1, Tq, Tk)
        adds_to_values = term is not None and term.adds_to_values
        shifted = None
        if term is not None and term.query_dependent:
            shifted = term.shifted_keys_values(ctx, self.position.layer, k, v)
        if shifted is not None:  # a decoding step: the terms are in the keys and values
            k, v = shifted
            adds_to_values = False
        elif term is not None and term.query_dependent:
            position_bias = term.key_bias(ctx, self.position.layer, q)
        elif term is not None and not rotary:
            position_bias = term.logit_bias(ctx, self.position.layer, tgt_len, src_len)
            if position_bias.dtype != q.dtype:
                position_bias = position_bias.to(q.dtype)
        if beams > 1:
            q = _fold_beams(q, beams)
            # A bias shared by all sentences at one decoding step (one query
            # position) is the same for every beam: it broadcasts as it is.
            if position_bias is not None and not (position_bias.size(0) == 1
                                                  and position_bias.size(2) == 1):
                position_bias = _fold_beams(position_bias, beams)

        # torch's fused CPU kernel cannot return a gradient for an additive
        # mask: scaled_dot_product_attention would fall back to its generic
        # path, which keeps every layer's probabilities for the backward pass.
        # A fixed bias (ALiBi) gets no gradient, but the fused kernel's backward
        # would keep every layer's bias plus padding mask, (bsz, heads, Tq, Tk);
        # biased_attention keeps the bias as it is.
        cpu_bias = position_bias is not None and q.device.type in BLOCKWISE_BIAS_DEVICES
        cpu_bias_gradient = cpu_bias and position_bias.requires_grad
        backward_to_come = cpu_bias and torch.is_grad_enabled() and any(
            t.requires_grad for t in (q, k, v, position_bias))
        if not (explicit or adds_to_values or (cpu_bias_gradient and dropout_p > 0.0)):
            masks = _masks(ctx, key_padding_mask, attn_mask, q.dtype, tgt_len, src_len)
            if backward_to_come and dropout_p == 0.0:
                # The fused kernel forward, and a backward that rebuilds the
                # probabilities block by block and returns the bias gradient.
                out = biased_attention(q, k, v, position_bias, masks)
                return self._output(_unfold_beams(out, beams), tgt_len, bsz), None
            # Fused path: position term and masks form one additive mask.
            mask = masks.additive
            if position_bias is not None and beams == 1 and not term.query_dependent \
                    and torch.is_grad_enabled():
                # Made once per forward pass for all layers; the kernel keeps each
                # layer's for the backward pass anyway. (Without a backward pass
                # each layer's is made and freed in turn: less memory at once.)
                mask = term.masked_bias(ctx, self.position.layer, tgt_len, src_len, mask)
            elif position_bias is not None:
                mask = position_bias if mask is None else position_bias + mask
            out = F.scaled_dot_product_attention(q, k, v, attn_mask=mask, dropout_p=dropout_p, scale=1.0)
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
        # F.dropout costs a decoding step more than its no-op is worth.
        dropped = F.dropout(probs, p=dropout_p, training=True) if dropout_p > 0 else probs
        out = _unfold_beams(torch.matmul(dropped, v), beams)  # (bsz, heads, Tq, d)
        probs, dropped = _unfold_beams(probs, beams), _unfold_beams(dropped, beams)
        if adds_to_values:
            out = out + term.value_term(ctx, self.position.layer, dropped)
        weights = None
        if need_weights:
            weights = probs.transpose(0, 1) if need_head_weights else probs.mean(dim=1)
        return self._output(out, tgt_len, bsz), weights

    def _output(self, out: Tensor, tgt_len: int, bsz: int) -> Tensor:
        # (bsz, heads, Tq, d) -> (Tq, bsz, embed_dim)
        out = out.permute(2, 0, 1, 3).reshape(tgt_len, bsz, self.embed_dim)
        return self.out_proj(out)


def _masks(ctx, key_padding_mask: Optional[Tensor], attn_mask: Optional[Tensor], dtype,
           queries: int, keys: int) -> Masks:
    """The call's masks: those of its stack's forward pass when the layers
    before it got the same ones (fairseq hands every layer of a stack the same
    padding and attention masks), so they are built once per forward pass."""
    if ctx is None:
        return Masks(key_padding_mask, attn_mask, dtype, queries, keys)
    found = ctx.cache.get(("masks", dtype))
    if (found is None or found.key_padding_mask is not key_padding_mask
            or not _same_view(found.unpadded, attn_mask) or (found.queries, found.keys) != (queries, keys)):
        found = ctx.cache[("masks", dtype)] = Masks(key_padding_mask, attn_mask, dtype, queries, keys)
    return found


def _same_view(a: Optional[Tensor], b: Optional[Tensor]) -> bool:
    """Whether a and b are the same elements of the same memory. fairseq's
    decoder hands each layer a new view of its causal mask buffer."""
    if a is None or b is None:
        return a is b
    return a is b or (a.data_ptr() == b.data_ptr() and a.shape == b.shape and a.stride() == b.stride()
                      and a.dtype == b.dtype and a.device == b.device)


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
