"""fairseq's transformer layers with ``PositionAttention`` plugged in through
their factory hooks; everything else is fairseq's own layer.

Each forward pass of a layer hands its attentions the position contexts of
the stack's current forward pass (``fairseq_diet.positions.PositionContext``)
as an argument. With activation checkpointing the layer's forward pass is
rerun in the backward pass; the contexts are then taken when the layer is
first called, outside the checkpointed function, and travel with its saved
inputs, so the rerun sees the positions of its own batch even when another
forward pass has run in between.
"""

from typing import Dict, Optional

from fairseq.modules.checkpoint_activations import checkpoint_wrapper
from fairseq.modules.transformer_layer import (
    TransformerDecoderLayerBase,
    TransformerEncoderLayerBase,
)

from .position_attention import LayerPosition, PositionAttention


def position_attention(layer, embed_dim, num_heads, position, cfg, **kwargs):
    """The attention fairseq's factory hook would build, with a position term."""
    return PositionAttention(
        embed_dim,
        num_heads,
        position=position,
        dropout=cfg.attention_dropout,
        q_noise=layer.quant_noise,
        qn_block_size=layer.quant_noise_block_size,
        **kwargs,
    )


class PositionLayer:
    """What the encoder and decoder layers share: their attentions' position
    handles, and the contexts they run with."""

    def attention_positions(self) -> Dict[str, Optional[LayerPosition]]:
        raise NotImplementedError

    def current_contexts(self):
        return {name: None if position is None else position.term.context
                for name, position in self.attention_positions().items()}

    def use_contexts(self, contexts):
        for name, context in (contexts or self.current_contexts()).items():
            getattr(self, name).context = context

    def checkpoint(self, offload_to_cpu: bool):
        """Rerun the forward pass in the backward pass (fairseq's activation
        checkpointing), with the contexts of the first call."""
        checkpointed = checkpoint_wrapper(self, offload_to_cpu=offload_to_cpu).forward

        def forward(*args, **kwargs):
            kwargs.setdefault("position_contexts", self.current_contexts())
            return checkpointed(*args, **kwargs)

        self.forward = forward
        return self


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

    def forward(self, *args, position_contexts=None, **kwargs):
        self.use_contexts(position_contexts)
        return super().forward(*args, **kwargs)


class PositionDecoderLayer(PositionLayer, TransformerDecoderLayerBase):
    def __init__(
        self,
        cfg,
        self_position: Optional[LayerPosition],
        cross_position: Optional[LayerPosition],
        no_encoder_attn=False,
    ):
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

    def forward(self, *args, position_contexts=None, **kwargs):
        self.use_contexts(position_contexts)
        return super().forward(*args, **kwargs)
