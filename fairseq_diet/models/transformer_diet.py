"""Transformer whose position information lives inside attention, per head.

Registers the model ``transformer_diet`` and its architectures
``transformer_diet_abs``, ``transformer_diet_rel``, ``transformer_shaw`` (and
their ``_wmt_en_de`` / ``_wmt_en_de_big`` sizes). It is fairseq's
``transformer`` with two changes: every attention layer carries a position
term (``fairseq_diet.modules.position_terms``), and the input embeddings get
no positions unless ``--input-positions`` asks for them.
"""

import argparse
from typing import Optional

from fairseq.distributed import fsdp_wrap
from fairseq.models import register_model, register_model_architecture
from fairseq.models.transformer import (
    TransformerConfig,
    TransformerDecoderBase,
    TransformerEncoderBase,
    TransformerModel,
)
from fairseq.models.transformer.transformer_legacy import (
    base_architecture,
    transformer_vaswani_wmt_en_de_big,
)
from fairseq.modules.checkpoint_activations import checkpoint_wrapper

from ..checkpoint_safety import DietModelArgs
from ..modules import (
    POSITION_TERMS,
    SHARE_MODES,
    LayerPosition,
    PositionDecoderLayer,
    PositionEncoderLayer,
    PositionTerm,
    real_positions,
    right_align,
    roll_rows,
)

INPUT_POSITIONS = ("none", "sinusoidal", "learned")


def build_position_term(cfg, num_layers, embed_dim, num_heads, max_query_positions, max_key_positions):
    scheme = POSITION_TERMS[cfg.position_scheme]
    return scheme.build(cfg, num_layers, num_heads, embed_dim // num_heads,
                        max_query_positions, max_key_positions)


def wrap_layer(layer, cfg):
    """Activation checkpointing and FSDP wrapping, as fairseq does for its layers."""
    min_params_to_wrap = cfg.min_params_to_wrap
    if cfg.checkpoint_activations:
        layer = checkpoint_wrapper(layer, offload_to_cpu=cfg.offload_activations)
        min_params_to_wrap = 0
    return fsdp_wrap(layer, min_num_params=min_params_to_wrap)


def layer_position(term: Optional[PositionTerm], layer: int) -> Optional[LayerPosition]:
    return None if term is None else LayerPosition(term, layer)


class DietTransformerEncoder(TransformerEncoderBase):
    def __init__(self, cfg, dictionary, embed_tokens):
        self.layers_built = 0
        super().__init__(cfg, dictionary, embed_tokens)

    def build_encoder_layer(self, cfg):
        if self.layers_built == 0:
            self.self_positions = build_position_term(
                cfg, cfg.encoder.layers, cfg.encoder.embed_dim, cfg.encoder.attention_heads,
                cfg.max_source_positions, cfg.max_source_positions,
            )
        layer = PositionEncoderLayer(cfg, layer_position(self.self_positions, self.layers_built))
        self.layers_built += 1
        return wrap_layer(layer, cfg)

    def forward_scriptable(self, src_tokens, src_lengths=None, return_all_hiddens=False,
                           token_embeddings=None):
        # fairseq left-pads sources. They are encoded right-aligned instead, so
        # that every sentence starts at position 0 of one shared position table
        # (no per-sentence bias in the encoder or in encoder-decoder attention).
        # The encoder output keeps that layout, which its padding mask
        # describes; ``source_shift`` records it, and the decoder maps the
        # attention weights it returns back to the layout of ``src_tokens``.
        src_tokens, shift = right_align(src_tokens, self.padding_idx)
        if token_embeddings is not None:
            token_embeddings = roll_rows(token_embeddings, shift, 1)
        positions = real_positions(src_tokens.eq(self.padding_idx), src_tokens.size(1),
                                   src_tokens.device)
        self.self_positions.begin(positions, positions)
        encoder_out = super().forward_scriptable(src_tokens, src_lengths, return_all_hiddens,
                                                 token_embeddings)
        encoder_out["source_shift"] = [] if shift is None else [shift]
        return encoder_out

    def reorder_encoder_out(self, encoder_out, new_order):
        reordered = super().reorder_encoder_out(encoder_out, new_order)
        reordered["source_shift"] = [
            shift.index_select(0, new_order) for shift in encoder_out.get("source_shift", [])
        ]
        return reordered


class DietTransformerDecoder(TransformerDecoderBase):
    def __init__(self, cfg, dictionary, embed_tokens, no_encoder_attn=False):
        self.layers_built = 0
        super().__init__(cfg, dictionary, embed_tokens, no_encoder_attn=no_encoder_attn)

    def build_decoder_layer(self, cfg, no_encoder_attn=False):
        if self.layers_built == 0:
            heads, dim = cfg.decoder.attention_heads, cfg.decoder.embed_dim
            self.self_positions = build_position_term(
                cfg, cfg.decoder.layers, dim, heads,
                cfg.max_target_positions, cfg.max_target_positions,
            )
            self.cross_positions = None
            if not (no_encoder_attn or cfg.no_cross_attention_positions):
                self.cross_positions = build_position_term(
                    cfg, cfg.decoder.layers, dim, heads,
                    cfg.max_target_positions, cfg.max_source_positions,
                )
        layer = PositionDecoderLayer(
            cfg,
            layer_position(self.self_positions, self.layers_built),
            layer_position(self.cross_positions, self.layers_built),
            no_encoder_attn,
        )
        self.layers_built += 1
        return wrap_layer(layer, cfg)

    def extract_features_scriptable(self, prev_output_tokens, encoder_out,
                                    incremental_state=None, full_context_alignment=False,
                                    alignment_layer=None, alignment_heads=None):
        device = prev_output_tokens.device
        tgt_len = prev_output_tokens.size(1)
        target_positions = real_positions(prev_output_tokens.eq(self.padding_idx), tgt_len, device)
        step = None
        query_positions = target_positions
        if incremental_state is not None:
            # One new query, the last token; keys are all tokens so far.
            step = tgt_len - 1
            query_positions = target_positions[:, -1:]
        self.self_positions.begin(query_positions, target_positions, step)
        if self.cross_positions is not None and encoder_out is not None \
                and len(encoder_out["encoder_out"]) > 0:
            src_len = encoder_out["encoder_out"][0].size(0)
            padding = encoder_out["encoder_padding_mask"]
            source_positions = real_positions(padding[0] if len(padding) > 0 else None,
                                              src_len, device)
            self.cross_positions.begin(query_positions, source_positions, step)
        x, extra = super().extract_features_scriptable(
            prev_output_tokens, encoder_out, incremental_state, full_context_alignment,
            alignment_layer, alignment_heads,
        )
        shift = encoder_out.get("source_shift", []) if encoder_out is not None else []
        if len(shift) > 0 and extra["attn"][0] is not None:
            # (bsz, tgt_len, src_len) over the encoder's right-aligned layout ->
            # over the columns of src_tokens, as alignments expect.
            extra["attn"] = [roll_rows(extra["attn"][0], -shift[0], 2)]
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
        parser.add_argument("--position-scheme", choices=sorted(POSITION_TERMS),
                            help="position term inside attention (set by --arch)")
        parser.add_argument("--diet-rank", type=int, metavar="D",
                            help="Diet-Abs: rank d_p of P_Q and P_K (default: head dim)")
        parser.add_argument("--max-relative-position", type=int, metavar="K",
                            help="clip relative distances to [-K, K] (Diet-Rel default: "
                                 "no clipping below the maximum length; Shaw: 16 base, 8 big)")
        parser.add_argument("--share-positions", choices=SHARE_MODES,
                            help="share position parameters across layers, heads, both, "
                                 "or none")
        parser.add_argument("--no-shaw-values", action="store_true",
                            help="Shaw: drop the value term a^V (keys only)")
        parser.add_argument("--input-positions", choices=INPUT_POSITIONS,
                            help="also add fairseq's position embeddings to the inputs "
                                 "(ablations; default none)")
        parser.add_argument("--no-cross-attention-positions", action="store_true",
                            help="no position term in encoder-decoder attention")

    @classmethod
    def build_model(cls, args, task):
        if type(args) is argparse.Namespace:
            # These are the options fairseq stores in checkpoints (cfg.model): stored under
            # this project's name, a checkpoint loaded without the plugin names it.
            args.__class__ = DietModelArgs
        diet_defaults(args, "diet_rel", "none")  # for models built without an --arch
        check_position_options(args)
        args.no_token_positional_embeddings = args.input_positions == "none"
        args.encoder_learned_pos = args.decoder_learned_pos = args.input_positions == "learned"
        return super().build_model(args, task)

    @classmethod
    def build_encoder(cls, cfg, src_dict, embed_tokens):
        return DietTransformerEncoder(TransformerConfig.from_namespace(cfg), src_dict, embed_tokens)

    @classmethod
    def build_decoder(cls, cfg, tgt_dict, embed_tokens):
        cfg = TransformerConfig.from_namespace(cfg)
        return DietTransformerDecoder(cfg, tgt_dict, embed_tokens,
                                      no_encoder_attn=cfg.no_cross_attention)


def check_position_options(args):
    """Refuse bad option values before anything is built or trained."""
    if args.position_scheme not in POSITION_TERMS:
        raise ValueError(f"--position-scheme must be one of {', '.join(sorted(POSITION_TERMS))}; "
                         f"got {args.position_scheme!r}")
    if args.share_positions not in SHARE_MODES:
        raise ValueError(f"--share-positions must be one of {', '.join(SHARE_MODES)}; "
                         f"got {args.share_positions!r}")
    if args.input_positions not in INPUT_POSITIONS:
        raise ValueError(f"--input-positions must be one of {', '.join(INPUT_POSITIONS)}; "
                         f"got {args.input_positions!r}")
    if args.diet_rank is not None and args.diet_rank <= 0:
        raise ValueError(f"--diet-rank must be a positive integer; got {args.diet_rank}")
    if args.max_relative_position is not None and args.max_relative_position < 0:
        raise ValueError(f"--max-relative-position must be >= 0; got {args.max_relative_position}")
    for name in ("max_source_positions", "max_target_positions"):
        value = getattr(args, name, None)
        if value is not None and value <= 0:
            raise ValueError(f"--{name.replace('_', '-')} must be positive; got {value}")
    if getattr(args, "cross_self_attention", False):
        raise ValueError("--cross-self-attention is not supported by transformer_diet models")


def diet_defaults(args, scheme, share, clip_distance=None):
    """Position defaults of an architecture; options given on the command line win."""
    args.position_scheme = getattr(args, "position_scheme", scheme)
    args.share_positions = getattr(args, "share_positions", share)
    args.diet_rank = getattr(args, "diet_rank", None)
    args.max_relative_position = getattr(args, "max_relative_position", clip_distance)
    args.no_shaw_values = getattr(args, "no_shaw_values", False)
    args.input_positions = getattr(args, "input_positions", "none")
    args.no_cross_attention_positions = getattr(args, "no_cross_attention_positions", False)


# Architectures: Diet-Abs shares across layers and Diet-Rel shares nothing (the
# DIET paper's recommendations); Shaw et al. use k=16 per layer and head for
# base models and k=8 per layer for big ones.

@register_model_architecture("transformer_diet", "transformer_diet_abs")
def transformer_diet_abs(args):
    diet_defaults(args, "diet_abs", "layers")
    base_architecture(args)


@register_model_architecture("transformer_diet", "transformer_diet_abs_wmt_en_de")
def transformer_diet_abs_wmt_en_de(args):
    transformer_diet_abs(args)


@register_model_architecture("transformer_diet", "transformer_diet_abs_wmt_en_de_big")
def transformer_diet_abs_wmt_en_de_big(args):
    diet_defaults(args, "diet_abs", "layers")
    transformer_vaswani_wmt_en_de_big(args)


@register_model_architecture("transformer_diet", "transformer_diet_rel")
def transformer_diet_rel(args):
    diet_defaults(args, "diet_rel", "none")
    base_architecture(args)


@register_model_architecture("transformer_diet", "transformer_diet_rel_wmt_en_de")
def transformer_diet_rel_wmt_en_de(args):
    transformer_diet_rel(args)


@register_model_architecture("transformer_diet", "transformer_diet_rel_wmt_en_de_big")
def transformer_diet_rel_wmt_en_de_big(args):
    diet_defaults(args, "diet_rel", "none")
    transformer_vaswani_wmt_en_de_big(args)


@register_model_architecture("transformer_diet", "transformer_shaw")
def transformer_shaw(args):
    diet_defaults(args, "shaw", "none", clip_distance=16)
    base_architecture(args)


@register_model_architecture("transformer_diet", "transformer_shaw_wmt_en_de")
def transformer_shaw_wmt_en_de(args):
    transformer_shaw(args)


@register_model_architecture("transformer_diet", "transformer_shaw_wmt_en_de_big")
def transformer_shaw_wmt_en_de_big(args):
    diet_defaults(args, "shaw", "heads", clip_distance=8)
    transformer_vaswani_wmt_en_de_big(args)
