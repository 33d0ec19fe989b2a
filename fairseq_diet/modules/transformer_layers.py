"""fairseq's transformer layers with ``PositionAttention`` plugged in through
their factory hooks; everything else is fairseq's own layer."""

from typing import Optional

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


class PositionEncoderLayer(TransformerEncoderLayerBase):
    def __init__(self, cfg, self_position: Optional[LayerPosition]):
        # Set before fairseq's __init__, which calls build_self_attention.
        self.self_position = self_position
        super().__init__(cfg)

    def build_self_attention(self, embed_dim, cfg):
        return position_attention(self, embed_dim, cfg.encoder.attention_heads,
                                  self.self_position, cfg, self_attention=True)


class PositionDecoderLayer(TransformerDecoderLayerBase):
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

    def build_self_attention(self, embed_dim, cfg, add_bias_kv=False, add_zero_attn=False):
        return position_attention(self, embed_dim, cfg.decoder.attention_heads,
                                  self.self_position, cfg, self_attention=True,
                                  add_bias_kv=add_bias_kv, add_zero_attn=add_zero_attn)

    def build_encoder_attention(self, embed_dim, cfg):
        return position_attention(self, embed_dim, cfg.decoder.attention_heads,
                                  self.cross_position, cfg, encoder_decoder_attention=True,
                                  kdim=cfg.encoder.embed_dim, vdim=cfg.encoder.embed_dim)
