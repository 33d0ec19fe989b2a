"""Multi-head attention with a pluggable per-head position term.

Encoder self-attention, decoder self-attention and encoder-decoder attention all use ``PositionAttention``;
they differ only in the position scheme handed to them (or none). The attention keeps fairseq's projections,
initialisation and incremental-state layout (``prev_key``/``prev_value`` of shape ``(bsz, heads, len,
head_dim)``), so beam search reorders it as usual. Each call asks the engine (``engine.py``) for its backend
and its path, then runs that path (``Attention``: one method per path).
"""

from dataclasses import dataclass
from typing import Dict, Optional, Tuple

import torch
import torch.nn.functional as F
from fairseq.modules.multihead_attention import MultiheadAttention
from torch import Tensor

from ..positions.base import DISTANCE, RELATIVE_KEYS_VALUES
from .bias_attention import bias_attention
from .engine import BackendUnavailable, Call, choose_path, resolve
from .masks import Masks, additive_mask
from .pass_state import DecodingPaths, PassState
from .shaw_attention import shaw_attention
from .terms import NO_TERM


@dataclass
class LayerPosition:
    """A layer's handle on its stack's position scheme (``fairseq_diet.positions``): a plain object, so
    that the shared scheme module is not registered again under every layer."""

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
        self.decoding_paths = DecodingPaths()  # of this module's decoding calls

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

    def forward(self, query: Tensor, key: Optional[Tensor], value: Optional[Tensor],
                key_padding_mask: Optional[Tensor] = None,
                incremental_state: Optional[Dict[str, Dict[str, Optional[Tensor]]]] = None,
                need_weights: bool = True, static_kv: bool = False, attn_mask: Optional[Tensor] = None,
                before_softmax: bool = False, need_head_weights: bool = False) -> Tuple[Tensor, Optional[Tensor]]:
        need_weights = need_weights or need_head_weights
        tgt_len, bsz, _ = query.size()
        # Beamable encoder-decoder attention (as fairseq's), where the decoder's
        # set_beam_size turned it on: the beams of a sentence share its source,
        # so keys and values are projected and kept once per sentence and the
        # beams become extra query rows (on the explicit path, decoding's).
        beams = 1
        if self.encoder_decoder_attention and self.beam_size > 1 and incremental_state is not None:
            beams = self.beam_size
        saved_state = None
        if incremental_state is not None:
            saved_state = self._get_input_buffer(incremental_state)
            if static_kv and "prev_key" in saved_state:
                key = value = None
        if self.self_attention:
            key = value = query

        term = self.position.term if self.position is not None else None
        q = self._project(query, self.q_proj, bsz, self.scaling)  # (bsz, heads, Tq, d)
        # A decoding call takes the backend its module's first resolved; a pass's other calls, its first call's.
        backend = self.decoding_paths.backend(self.attention_backend, q) if incremental_state is not None else None
        if term is not None:
            state = _pass_state(term, self.context if self.context is not None else term.context,
                                self.attention_backend, q, backend)
            backend = state.backend
        else:
            state = None
            backend = backend or resolve(self.attention_backend, q.device, q.dtype)
        k = v = None
        if key is not None:
            if beams > 1:
                key = value = key.view(key.size(0), bsz // beams, beams, key.size(2))[:, :, 0]
                if key_padding_mask is not None:
                    key_padding_mask = key_padding_mask.view(bsz // beams, beams, -1)[:, 0]
            k, v = self._project(key, self.k_proj, bsz // beams), self._project(value, self.v_proj, bsz // beams)
        if state is not None:  # a rotation's q and new keys rotated now (cached keys were when they were new)
            q, k = state.term.rotate(backend, q, k, beams)
        if saved_state is not None:
            k, v, key_padding_mask = self._cached(incremental_state, saved_state, k, v, key_padding_mask,
                                                  static_kv, bsz)

        dropout = self.dropout_module.p if self.training or self.dropout_module.apply_during_inference else 0.0
        call = Attention(self, backend, q, k, v, key_padding_mask, additive_mask(None, attn_mask, q.dtype), state,
                         beams, dropout)
        if incremental_state is not None:
            path = self.decoding_paths.decoding_path(call, need_weights, before_softmax)
        else:
            path = choose_path(backend, call.describe(need_weights, before_softmax, False))
        if path.name == "explicit":
            return call.explicit(path, need_weights, need_head_weights, before_softmax)
        return self._output(getattr(call, path.name)(path), tgt_len, bsz), None

    def _cached(self, incremental_state, saved_state, k, v, key_padding_mask, static_kv: bool, bsz: int):
        """The keys, values and padding of a decoding call with the cache's
        before them, and the cache updated (fairseq's layout)."""
        if "prev_key" in saved_state:
            if static_kv:
                k, v = saved_state["prev_key"], saved_state["prev_value"]
                key_padding_mask = saved_state.get("prev_key_padding_mask")
            else:
                k, v = torch.cat([saved_state["prev_key"], k], dim=2), torch.cat([saved_state["prev_value"], v], dim=2)
                key_padding_mask = MultiheadAttention._append_prev_key_padding_mask(
                    key_padding_mask, saved_state.get("prev_key_padding_mask"), batch_size=bsz, src_len=k.size(2),
                    static_kv=False)
        saved_state["prev_key"] = k
        saved_state["prev_value"] = v
        saved_state["prev_key_padding_mask"] = key_padding_mask
        self._set_input_buffer(incremental_state, saved_state)
        return k, v, key_padding_mask

    def _output(self, out: Tensor, tgt_len: int, bsz: int) -> Tensor:
        # (bsz, heads, Tq, d) -> (Tq, bsz, embed_dim)
        out = out.permute(2, 0, 1, 3).reshape(tgt_len, bsz, self.embed_dim)
        return self.out_proj(out)


class Attention:
    """One attention call after its projections and caches: q ``(bsz, heads,
    Tq, d)`` (scaled), k and v ``(kv_bsz, heads, Tk, d)``, its masks and its
    pass's state (None without a position term). One method per path, each
    returning the output ``(bsz, heads, Tq, d)``."""

    def __init__(self, module, backend, q, k, v, key_padding_mask, attn_mask, state, beams: int, dropout: float):
        self.module, self.backend, self.q, self.k, self.v = module, backend, q, k, v
        self.key_padding_mask, self.attn_mask = key_padding_mask, attn_mask  # attn_mask: (Tq, Tk) additive
        self.state, self.beams, self.dropout = state, beams, dropout
        self.term = NO_TERM if state is None else state.term  # the pass's term, by kind (``terms``)
        self.scheme = None if state is None else state.scheme
        self.layer = None if state is None else module.position.layer

    def describe(self, need_weights: bool, before_softmax: bool, decoding: bool) -> Call:
        """What the engine needs to choose this call's path."""
        kind = None if self.scheme is None else self.scheme.kind
        shared_positions, step_position = (False, False) if self.state is None else self.state.positions
        learned = self.state is not None and torch.is_grad_enabled() and self.state.views.learned
        tensors_need_grad = any(x.requires_grad for x in (self.q, self.k, self.v))
        # Looked at only where the kernels may take the call: whether an attention mask is causal is a
        # device-to-host read (once per pass, ``PassState.masks``).
        kernels_masks = (not self.backend.kernels or kind not in (DISTANCE, RELATIVE_KEYS_VALUES)
                         or self.attn_mask is None or decoding or self.masks().causal)
        return Call(
            kind=kind,
            adds_to_values=kind == RELATIVE_KEYS_VALUES and self.scheme.value_embeddings is not None,
            backward=torch.is_grad_enabled() and (learned or tensors_need_grad),
            learned=learned,
            dropout=self.dropout,
            need_weights=need_weights,
            before_softmax=before_softmax,
            decoding=decoding,
            shared_positions=shared_positions,
            step_position=step_position,
            keys=self.k.size(2),
            scores=self.q.size(0) * self.q.size(2) * self.k.size(2),
            deterministic=torch.are_deterministic_algorithms_enabled(),
            kernels_masks=kernels_masks,
        )

    def unfolded(self, x: Tensor) -> Tensor:
        """A per-query result of this call's beams folded into query rows, unfolded (``_unfold_beams``)."""
        return _unfold_beams(x, self.beams)

    def masks(self) -> Masks:
        """The call's masks: those of its pass (``PassState.masks``), or its own without a position term."""
        args = (self.key_padding_mask, self.attn_mask, self.q.dtype, self.q.size(2), self.k.size(2))
        if self.state is None:
            return Masks(*args, self.backend.tuning.max_runs)
        return self.state.masks(*args)

    def folded(self, path=None) -> Tensor:
        """Diet-Abs: [q, P_Q] . [k, P_K] = q.k + (P_Q P_K^T)_ij, one SDPA call with wider heads."""
        q, k = self.term.folded(self)
        return F.scaled_dot_product_attention(q, k, self.v, attn_mask=self.masks().additive,
                                              dropout_p=self.dropout, scale=1.0)

    def shaw_blocks(self, path) -> Tensor:
        """Shaw et al., blockwise: no (bsz, heads, Tq, Tk) tensor kept."""
        masks = self.masks()
        return shaw_attention(self.q, self.k, self.v, self.term.embeddings(self, "key_embeddings"),
                              self.term.embeddings(self, "value_embeddings"), masks.additive,
                              self.scheme.clip_distance, masks.causal, self.backend.tuning)

    def bias_blocks(self, path) -> Tensor:
        """The fused kernel forward, and a backward that rebuilds the
        probabilities block by block and returns the term's gradient."""
        return bias_attention(self.q, self.k, self.v, self.term.logit_bias(self, path), self.masks(),
                              self.backend.tuning)

    def sdpa(self, path) -> Tensor:
        """Position term and masks as one additive mask of torch's fused kernel."""
        mask = self.term.sdpa_mask(self, path, self.masks().additive)
        return F.scaled_dot_product_attention(self.q, self.k, self.v, attn_mask=mask, dropout_p=self.dropout,
                                              scale=1.0)

    def triton(self, path) -> Tensor:
        """Flash attention with the term inside the kernels (``Term.kernels``):
        the distance term read by index, Shaw's terms, Diet-Abs's factors as
        extra head dimensions; a rotation's q and k are rotated already, and
        go without a term."""
        masks = self.masks()
        if masks.unpadded is not None and not masks.causal:
            raise BackendUnavailable("attention backend 'triton' cannot run this call: its kernels take a "
                                     "causal attention mask or none")
        return self.term.kernels(self, masks)

    def explicit(self, path, need_weights: bool, need_head_weights: bool, before_softmax: bool):
        """Logits, softmax and probabilities in the open: the module's
        ``forward`` result (output and weights, or logits and v)."""
        q, beams, term = self.q, self.beams, self.term
        bsz, heads, tgt_len, _ = q.shape
        k, v = term.shifted(self, path, self.k, self.v)
        position_bias = term.logit_bias(self, path)  # (1 | bsz, heads | 1, Tq, Tk)
        if beams > 1:
            q = _fold_beams(q, beams)
            # A term shared by all sentences at one decoding step (one query
            # position) is the same for every beam: it broadcasts as it is.
            if position_bias is not None and not (position_bias.size(0) == 1 and position_bias.size(2) == 1):
                position_bias = _fold_beams(position_bias, beams)

        logits = torch.matmul(q, k.transpose(2, 3))  # (kv_bsz, heads, beams * Tq, Tk)
        # In place: the product is not needed for its own gradient, and no
        # (bsz, heads, Tq, Tk) mask is ever materialised.
        if position_bias is not None:
            logits += position_bias
        if self.attn_mask is not None:
            logits += self.attn_mask
        if self.key_padding_mask is not None:
            padding = self.key_padding_mask.bool()
            logits.masked_fill_(padding.view(padding.size(0), 1, 1, padding.size(1)), float("-inf"))
        term.after_masks(self, q, logits)
        if before_softmax:
            return logits.view(bsz * heads, tgt_len, k.size(2)), v
        probs = torch.softmax(logits, dim=-1, dtype=_softmax_dtype(logits.dtype)).type_as(logits)
        # F.dropout costs a decoding step more than its no-op is worth.
        dropped = F.dropout(probs, p=self.dropout, training=True) if self.dropout > 0 else probs
        out = _unfold_beams(torch.matmul(dropped, v), beams)  # (bsz, heads, Tq, d)
        value_term = term.output_term(self, path, dropped)
        if value_term is not None:
            out = out + value_term
        weights = None
        if need_weights:
            probs = _unfold_beams(probs, beams)
            weights = probs.transpose(0, 1) if need_head_weights else probs.mean(dim=1)
        return self.module._output(out, tgt_len, bsz), weights


def _pass_state(term, ctx, setting, q: Tensor, backend=None) -> PassState:
    """The pass's state for a call whose q is ``q`` on the backend that ``setting`` names: made by the
    pass's first call, the backend resolved once per pass for a setting, device and dtype (``engine.resolve``)
    unless the call brings it (``backend``); a call on another backend, which builds its terms its own way,
    makes a new state."""
    state = ctx.state
    key = (setting, q.device, q.dtype)
    if state is None or state.resolved != key:
        backend = backend or resolve(setting, q.device, q.dtype)
        if state is None or state.backend is not backend:
            state = ctx.state = PassState(term, ctx, backend)
        state.resolved = key
    return state


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


def _softmax_dtype(dtype: torch.dtype) -> torch.dtype:
    """Half precisions take their softmax in float32; float32 and float64 keep their own."""
    return torch.float32 if dtype in (torch.float16, torch.bfloat16) else dtype
