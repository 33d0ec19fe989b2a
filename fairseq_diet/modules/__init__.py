from .position_attention import LayerPosition, PositionAttention
from .position_terms import (
    POSITION_TERMS,
    SHARE_MODES,
    DietAbsBias,
    DietRelBias,
    PositionTerm,
    ShawTerms,
    real_positions,
    right_align,
    roll_rows,
    register_position_term,
)
from .transformer_layers import PositionDecoderLayer, PositionEncoderLayer
