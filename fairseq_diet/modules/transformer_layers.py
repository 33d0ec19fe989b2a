"""fairseq's transformer layers with ``PositionAttention`` plugged in through
their factory hooks; everything else is fairseq's own layer.

A layer's attentions read the position context of their stack's current
forward pass. With activation checkpointing the contexts are taken when the
layer is first called and travel with its saved inputs as an argument, so a
rerun sees its own batch's positions even after another forward pass
(docs/attention.md, "Modes that replay or split a pass").
"""

from typing import Optional

from fairseq.modules.checkpoint_activations import checkpoint_wrapper
from fairseq.modules.transformer_layer import TransformerDecoderLayerBase, TransformerEncoderLayerBase

from .position_attention import LayerPosition, PositionAttention


def position_attention(layer, embed_dim, num_heads, position, cfg, **kwargs):
    """The attention fairseq's factory hook would build, with a position term."""
    return PositionAttention(embed_dim, num_heads, position=position, dropout=cfg.attention_dropout,
                             attention_backend=getattr(cfg, "attention_backend", None),
                             q_noise=layer.quant_noise, qn_block_size=layer.quant_noise_block_size, **kwargs)


class PositionLayer:
    """What the encoder and decoder layers share: the contexts their
    attentions run with (``attention_positions``: each attention's position
    handle, by the attention's name)."""

    def forward(self, *args, position_contexts=None, **kwargs):
        """fairseq's layer's forward pass with the attentions' position
        contexts set to ``position_contexts`` (a checkpointed call and its
        rerun), or, when None, left to the stacks' latest ones
        (``PositionAttention.context`` None): a decoding step then sets no
        attribute per layer."""
        if position_contexts is None:
            return super().forward(*args, **kwargs)
        attentions = [getattr(self, name) for name in position_contexts]
        for attention, context in zip(attentions, position_contexts.values()):
            attention.context = context
        try:
            return super().forward(*args, **kwargs)
        finally:
            for attention in attentions:
                attention.context = None

    def checkpoint(self, offload_to_cpu: bool):
        """Rerun the forward pass in the backward pass (fairseq's activation
        checkpointing), with the contexts of the first call. The wrappers are
        the layer's own bound methods, not closures, so that a copy of the
        layer (deepcopy: fairseq's --store-ema) runs the copy."""
        self.checkpointed_forward = checkpoint_wrapper(self, offload_to_cpu=offload_to_cpu).forward
        self.forward = self.forward_with_first_contexts
        return self

    def forward_with_first_contexts(self, *args, **kwargs):
        kwargs.setdefault("position_contexts", {name: None if position is None else position.term.context
                                                for name, position in self.attention_positions().items()})
        return self.checkpointed_forward(*args, **kwargs)


class PositionEncoderLayer(PositionLayer, TransformerEncoderLayerBase):
    def __init__(self, cfg, self_position: Optional[LayerPosition]):
        # Set before fairseq's __init__, which calls build_self_attention.
        self.self_position = self_position
        super().__init__(cfg)

    def attention_positions(self):
        return {"self_attn": self.self_position}

    def build_self_attention(self, embed_dim, cfg):
        return position_attention(self, embed_dim, cfg.encoder.attention_heads,
                                  self.self_position, cfg, self_attention=True)


class PositionDecoderLayer(PositionLayer, TransformerDecoderLayerBase):
    def __init__(self, cfg, self_position: Optional[LayerPosition], cross_position: Optional[LayerPosition],
                 no_encoder_attn=False):
        self.self_position = self_position
        self.cross_position = cross_position
        super().__init__(cfg, no_encoder_attn)

    def attention_positions(self):
        positions = {"self_attn": self.self_position}
        if self.encoder_attn is not None:
            positions["encoder_attn"] = self.cross_position
        return positions

    def build_self_attention(self, embed_dim, cfg, add_bias_kv=False, add_zero_attn=False):
        return position_attention(self, embed_dim, cfg.decoder.attention_heads,
                                  self.self_position, cfg, self_attention=True,
                                  add_bias_kv=add_bias_kv, add_zero_attn=add_zero_attn)

    def build_encoder_attention(self, embed_dim, cfg):
        return position_attention(self, embed_dim, cfg.decoder.attention_heads,
                                  self.cross_position, cfg, encoder_decoder_attention=True,
                                  kdim=cfg.encoder.embed_dim, vdim=cfg.encoder.embed_dim)
