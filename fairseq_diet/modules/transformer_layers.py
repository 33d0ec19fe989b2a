"""fairseq's transformer layers with ``PositionAttention`` plugged in through
their factory hooks; everything else is fairseq's own layer."""

from typing import Optional

from fairseq.modules.transformer_layer import (
    TransformerDecoderLayerBase,
    TransformerEncoderLayerBase,
)

from .position_attention import LayerPosition, PositionAttention


class PositionEncoderLayer(TransformerEncoderLayerBase):
    def __init__(self, cfg, self_position: Optional[LayerPosition]):
        # Set before fairseq's __init__, which calls build_self_attention.
        self.self_position = self_position
        super().__init__(cfg)

    def build_self_attention(self, embed_dim, cfg):
        return PositionAttention(
            embed_dim,
            cfg.encoder.attention_heads,
            position=self.self_position,
            dropout=cfg.attention_dropout,
            self_attention=True,
            q_noise=self.quant_noise,
            qn_block_size=self.quant_noise_block_size,
        )


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
        return PositionAttention(
            embed_dim,
            cfg.decoder.attention_heads,
            position=self.self_position,
            dropout=cfg.attention_dropout,
            add_bias_kv=add_bias_kv,
            add_zero_attn=add_zero_attn,
            self_attention=True,
            q_noise=self.quant_noise,
            qn_block_size=self.quant_noise_block_size,
        )

    def build_encoder_attention(self, embed_dim, cfg):
        return PositionAttention(
            embed_dim,
            cfg.decoder.attention_heads,
            position=self.cross_position,
            kdim=cfg.encoder.embed_dim,
            vdim=cfg.encoder.embed_dim,
            dropout=cfg.attention_dropout,
            encoder_decoder_attention=True,
            q_noise=self.quant_noise,
            qn_block_size=self.quant_noise_block_size,
        )
