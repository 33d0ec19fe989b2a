"""Transformer whose position information lives inside attention, per head.

Registers the model ``transformer_diet`` and one architecture family per
position scheme (``fairseq_diet.positions``): ``ARCH``, ``ARCH_wmt_en_de``
(base sizes) and ``ARCH_wmt_en_de_big``. It is fairseq's ``transformer`` with
two changes: every attention layer carries its stack's position term, and the
input embeddings get no positions unless ``--input-positions`` asks for them.
"""

import argparse
from typing import Optional

import torch
from omegaconf import OmegaConf

from fairseq.distributed import fsdp_wrap
from fairseq.models import register_model, register_model_architecture
from fairseq.models.transformer import (TransformerConfig, TransformerDecoderBase, TransformerEncoderBase,
                                        TransformerModel)
from fairseq.models.transformer.transformer_legacy import base_architecture, transformer_vaswani_wmt_en_de_big

from ..checkpoint_safety import DietModelArgs
from ..modules import LayerPosition, PositionDecoderLayer, PositionEncoderLayer
from ..positions import (POSITION_SCHEMES, PositionScheme, Stack, gather_columns, real_positions, right_align,
                         roll_index, roll_rows)
from .position_options import add_position_args, apply_position_options


def checkpointing(cfg) -> bool:
    return bool(cfg.checkpoint_activations or cfg.offload_activations)


def build_positions(cfg, kind, num_layers, embed_dim, num_heads, max_query_positions, max_key_positions):
    stack = Stack(kind, num_layers, num_heads, embed_dim // num_heads, max_query_positions,
                  max_key_positions, recomputed=checkpointing(cfg))
    return POSITION_SCHEMES[cfg.position_scheme].build(cfg, stack)


def wrap_layer(layer, cfg):
    """Activation checkpointing and FSDP wrapping, as fairseq does for its layers."""
    min_params_to_wrap = cfg.min_params_to_wrap
    if checkpointing(cfg):
        layer = layer.checkpoint(offload_to_cpu=cfg.offload_activations)
        min_params_to_wrap = 0
    return fsdp_wrap(layer, min_num_params=min_params_to_wrap)


def layer_position(term: Optional[PositionScheme], layer: int) -> Optional[LayerPosition]:
    return None if term is None else LayerPosition(term, layer)


class DietTransformerEncoder(TransformerEncoderBase):
    def __init__(self, cfg, dictionary, embed_tokens):
        self.layers_built = 0
        super().__init__(cfg, dictionary, embed_tokens)

    def build_encoder_layer(self, cfg):
        if self.layers_built == 0:
            self.self_positions = build_positions(cfg, "encoder", cfg.encoder.layers, cfg.encoder.embed_dim,
                                                  cfg.encoder.attention_heads, cfg.max_source_positions,
                                                  cfg.max_source_positions)
        layer = PositionEncoderLayer(cfg, layer_position(self.self_positions, self.layers_built))
        self.layers_built += 1
        return wrap_layer(layer, cfg)

    def forward_scriptable(self, src_tokens, src_lengths=None, return_all_hiddens=False,
                           token_embeddings=None):
        # fairseq left-pads sources. They are encoded right-aligned instead, so
        # that every sentence starts at position 0 of one shared position table
        # (no per-sentence bias in the encoder or in encoder-decoder attention).
        # The encoder output keeps that layout, which its padding mask
        # describes; ``source_columns`` records where each column of
        # ``src_tokens`` went, and the decoder maps the attention weights it
        # returns back to the layout of ``src_tokens`` with it.
        src_tokens, shift, positions = right_align(src_tokens, self.padding_idx)
        if token_embeddings is not None:
            token_embeddings = roll_rows(token_embeddings, shift, 1)
        self.self_positions.begin(positions, positions)
        encoder_out = super().forward_scriptable(src_tokens, src_lengths, return_all_hiddens,
                                                 token_embeddings)
        # (bsz, src_len): column c of src_tokens is column source_columns[b, c] here
        encoder_out["source_columns"] = [] if shift is None else [roll_index(-shift, src_tokens.size(1))]
        return encoder_out

    def reorder_encoder_out(self, encoder_out, new_order):
        reordered = super().reorder_encoder_out(encoder_out, new_order)
        reordered["source_columns"] = [columns.index_select(0, new_order)
                                       for columns in encoder_out.get("source_columns", [])]
        return reordered


class DietTransformerDecoder(TransformerDecoderBase):
    def __init__(self, cfg, dictionary, embed_tokens, no_encoder_attn=False):
        self.layers_built = 0
        super().__init__(cfg, dictionary, embed_tokens, no_encoder_attn=no_encoder_attn)

    def build_decoder_layer(self, cfg, no_encoder_attn=False):
        if self.layers_built == 0:
            heads, dim = cfg.decoder.attention_heads, cfg.decoder.embed_dim
            self.self_positions = build_positions(cfg, "decoder", cfg.decoder.layers, dim, heads,
                                                  cfg.max_target_positions, cfg.max_target_positions)
            self.cross_positions = None
            if cfg.cross_attention_positions and not no_encoder_attn:
                self.cross_positions = build_positions(cfg, "cross", cfg.decoder.layers, dim, heads,
                                                       cfg.max_target_positions, cfg.max_source_positions)
        layer = PositionDecoderLayer(cfg, layer_position(self.self_positions, self.layers_built),
                                     layer_position(self.cross_positions, self.layers_built), no_encoder_attn)
        self.layers_built += 1
        return wrap_layer(layer, cfg)

    def _positions(self, incremental_state, name: str, length: int, compute):
        """``compute()``: the positions of ``length`` target or source tokens
        (``real_positions``). Where every sentence starts at column 0 (one
        row, ``(1, length)``), so it stays for the whole search (beam search
        only reorders hypotheses), and the positions are a slice of ``0, 1,
        ...`` kept in the incremental state, grown by doubling (RoPE keeps its
        rotation table beside it); where some sentence is left-padded,
        every step computes its own."""
        if incremental_state is None:
            return compute()
        kept = self.self_positions.get_incremental_state(incremental_state, "positions") or {}
        shared = kept.get(name)
        if shared is not None and shared.size(1) >= length:
            return shared[:, :length]
        positions = compute()
        if positions.size(0) == 1:  # (0, 1, ..., length - 1: the same as a slice of the range kept)
            kept[name] = torch.arange(max(2 * length, 16), device=positions.device).unsqueeze(0)
            self.self_positions.set_incremental_state(incremental_state, "positions", kept)
            return kept[name][:, :length]
        return positions

    def extract_features_scriptable(self, prev_output_tokens, encoder_out,
                                    incremental_state=None, full_context_alignment=False,
                                    alignment_layer=None, alignment_heads=None):
        device = prev_output_tokens.device
        tgt_len = prev_output_tokens.size(1)
        shift = None
        if incremental_state is None:
            # fairseq's --left-pad-target: decoded right-aligned, as the encoder takes its
            # sources, so that every sentence starts at position 0 and no query sees padding
            # alone under the causal mask (a row with no key, which a softmax over its
            # logits makes NaN); features, weights and hidden states go back to the given layout.
            prev_output_tokens, shift, target_positions = right_align(prev_output_tokens, self.padding_idx)
        else:
            target_positions = self._positions(
                incremental_state, "target", tgt_len,
                lambda: real_positions(prev_output_tokens.eq(self.padding_idx), tgt_len, device))
        step = None
        query_positions = target_positions
        if incremental_state is not None:
            # One new query, the last token; keys are all tokens so far.
            step = tgt_len - 1
            query_positions = target_positions[:, -1:]
        self.self_positions.begin(query_positions, target_positions, step, incremental_state)
        if self.cross_positions is not None and encoder_out is not None \
                and len(encoder_out["encoder_out"]) > 0:
            src_len = encoder_out["encoder_out"][0].size(0)
            padding = encoder_out["encoder_padding_mask"]
            source_positions = self._positions(
                incremental_state, "source", src_len,
                lambda: real_positions(padding[0] if len(padding) > 0 else None, src_len, device))
            self.cross_positions.begin(query_positions, source_positions, step, incremental_state)
        x, extra = super().extract_features_scriptable(
            prev_output_tokens, encoder_out, incremental_state, full_context_alignment,
            alignment_layer, alignment_heads,
        )
        columns = encoder_out.get("source_columns", []) if encoder_out is not None else []
        if len(columns) > 0 and extra["attn"][0] is not None:
            # (bsz, tgt_len, src_len) over the encoder's right-aligned layout ->
            # over the columns of src_tokens, as alignments expect.
            extra["attn"] = [gather_columns(extra["attn"][0], columns[0], 2)]
        if shift is not None:
            x = roll_rows(x, -shift, 1)  # (bsz, tgt_len, dim)
            if extra["attn"][0] is not None:
                extra["attn"] = [roll_rows(extra["attn"][0], -shift, 1)]  # (bsz, tgt_len, src_len)
            extra["inner_states"] = [roll_rows(h.transpose(0, 1), -shift, 1).transpose(0, 1)  # (tgt_len, bsz, dim)
                                     for h in extra["inner_states"]]
        return x, extra


@register_model("transformer_diet")
class DietTransformerModel(TransformerModel):
    """fairseq's transformer with per-head position terms inside attention."""

    @classmethod
    def hub_models(cls):
        # Not fairseq's pretrained vanilla transformers, which TransformerModel lists.
        return {}

    @classmethod
    def add_args(cls, parser):
        super().add_args(parser)
        # No defaults here: fairseq parses model options with SUPPRESS, and
        # the architecture functions below fill in each arch's defaults.
        add_position_args(parser)

    @classmethod
    def build_model(cls, args, task):
        if OmegaConf.is_config(args):
            # fairseq-hydra-train's model options (and a checkpoint it wrote): fairseq's
            # TransformerConfig.from_namespace keeps a DictConfig's own fields only, the
            # position options not among them; as a namespace they pass as the command line's do.
            args = argparse.Namespace(**OmegaConf.to_container(args, resolve=True))
        if type(args) is argparse.Namespace:
            # These are the options fairseq stores in checkpoints (cfg.model): stored under
            # this project's name, a checkpoint loaded without the plugin names it.
            args.__class__ = DietModelArgs
        apply_position_options(args, "diet_rel")  # for models built without an --arch
        args.no_token_positional_embeddings = args.input_positions == "none"
        args.encoder_learned_pos = args.decoder_learned_pos = args.input_positions == "learned"
        return super().build_model(args, task)

    def load_state_dict(self, state_dict, strict=True, model_cfg=None, args=None):
        # fairseq prunes a LayerDrop-trained model's layers for --encoder-layers-to-keep and
        # --decoder-layers-to-keep by their names (encoder.layers.N.*); a scheme's
        # parameters hold all its layers in one tensor, pruned here alike.
        config = model_cfg if model_cfg is not None else args
        if config is not None:
            state_dict = kept_layers(state_dict, self, config)
        return super().load_state_dict(state_dict, strict=strict, model_cfg=model_cfg, args=args)

    @classmethod
    def build_encoder(cls, cfg, src_dict, embed_tokens):
        return DietTransformerEncoder(TransformerConfig.from_namespace(cfg), src_dict, embed_tokens)

    @classmethod
    def build_decoder(cls, cfg, tgt_dict, embed_tokens):
        cfg = TransformerConfig.from_namespace(cfg)
        return DietTransformerDecoder(cfg, tgt_dict, embed_tokens,
                                      no_encoder_attn=cfg.no_cross_attention)


def kept_layers(state_dict, model, config):
    """``state_dict`` with the per-layer position parameters of each stack
    that ``config`` prunes (``encoder_layers_to_keep``, ``decoder_layers_to_keep``:
    "0,2") cut to the kept layers, in order; the others as they are."""
    pruned = None
    for side in ("encoder", "decoder"):
        keep = getattr(config, f"{side}_layers_to_keep", None)
        if not keep:
            continue
        layers = sorted(int(layer) for layer in (keep.split(",") if isinstance(keep, str) else keep))
        stack = getattr(model, side)
        for name in ("self_positions", "cross_positions"):
            scheme = getattr(stack, name, None)
            if scheme is None or scheme.share in ("layers", "both"):  # nothing per layer
                continue
            for parameter, _ in scheme.named_parameters():
                key = f"{side}.{name}.{parameter}"
                if key not in state_dict:
                    continue
                stored = state_dict[key]
                if layers[-1] >= stored.size(0) or layers[0] < 0:
                    raise ValueError(f"--{side}-layers-to-keep {keep}: the checkpoint's {key} has "
                                     f"{stored.size(0)} layers (0 to {stored.size(0) - 1})")
                pruned = dict(state_dict) if pruned is None else pruned
                pruned[key] = stored[layers]
    return state_dict if pruned is None else type(state_dict)(pruned)


def register_architectures(scheme: str):
    """Register ``transformer_SCHEME``, ``transformer_SCHEME_wmt_en_de``
    (fairseq's base transformer sizes) and ``transformer_SCHEME_wmt_en_de_big``
    (the big sizes, with the scheme's ``BIG_DEFAULTS``) for a position scheme."""
    # fairseq's architecture functions first: they set the sizes that the
    # position options are checked against.
    def base(args):
        base_architecture(args)
        apply_position_options(args, scheme)

    def large(args):
        transformer_vaswani_wmt_en_de_big(args)
        apply_position_options(args, scheme, POSITION_SCHEMES[scheme].BIG_DEFAULTS)

    name = f"transformer_{scheme}"
    register_model_architecture("transformer_diet", name)(base)
    register_model_architecture("transformer_diet", f"{name}_wmt_en_de")(base)
    register_model_architecture("transformer_diet", f"{name}_wmt_en_de_big")(large)


for _scheme in POSITION_SCHEMES:  # every file of fairseq_diet/positions, imported with the package
    register_architectures(_scheme)
