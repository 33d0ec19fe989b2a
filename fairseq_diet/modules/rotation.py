"""Queries and keys rotated by the angles a ``Rotation`` scheme gives (RoPE),
each pair of dimensions (x_2k, x_2k+1) by its angle, in one of three forms:

- ``real``: the pairs' arithmetic, x_2k cos - x_2k+1 sin and x_2k sin +
  x_2k+1 cos (any dtype and layout; the reference backend);
- ``complex``: the pair as x_2k + i x_2k+1 times e^(i angle), one kernel
  (float32 and float64 pairs viewable as complex numbers);
- ``matrix``: the pair times its 2 x 2 matrix, two kernels forward and two
  backward where the pairs' arithmetic launches seven and about eleven (the
  CUDA backends in half precision), the same two rounded products summed.

The table is made once per stack and forward pass, and once per search in
beam search (``terms.RotationTerm``), from float64 angles.
"""

from typing import Optional

import torch
from torch import Tensor

# The complex dtype of each real one whose pairs rotate as complex numbers;
# half precision keeps the real arithmetic (complex32 has few kernels).
COMPLEX = {torch.float32: torch.complex64, torch.float64: torch.complex128}


def pairs_viewable(x: Tensor) -> bool:
    """Whether the dimension pairs of ``x`` can be viewed as complex numbers:
    the last dimension contiguous, every other stride and the offset even."""
    return (x.dtype in COMPLEX and x.stride(-1) == 1 and x.storage_offset() % 2 == 0
            and all(stride % 2 == 0 for stride in x.stride()[:-1]))


def rotation_table(angles: Tensor, form: str, dtype: torch.dtype, scales: Optional[Tensor] = None):
    """The rotation by float64 ``angles`` ``(1 | bsz, len, d / 2)``, each pair
    also multiplied by its float64 ``scales`` where given (xPos), as ``rotate``
    takes it in ``form`` for tensors of ``dtype``: ``(1 | bsz, 1, len, d / 2)``
    (real: a pair; complex), ``(1 | bsz, 1, len, d / 2, 2, 2)`` (matrix)."""
    if form == "complex":
        polar = torch.polar(torch.ones_like(angles) if scales is None else scales, angles)  # s e^(i m theta_k)
        return polar.to(COMPLEX[dtype]).unsqueeze(1)
    cos, sin = angles.cos(), angles.sin()
    if scales is not None:
        cos, sin = cos * scales, sin * scales
    if form == "real":
        return cos.to(dtype).unsqueeze(1), sin.to(dtype).unsqueeze(1)
    # matrix: row i of pair k's matrix, the weights of (x_2k, x_2k+1) in output 2k + i
    return torch.stack((cos, -sin, sin, cos), -1).to(dtype).unflatten(-1, (2, 2)).unsqueeze(1)


def rotate(x: Tensor, table, form: str) -> Tensor:
    """x ``(bsz, heads, len, d)`` rotated by ``rotation_table``'s ``table``."""
    if form == "complex":
        pairs = torch.view_as_complex(x.unflatten(-1, (-1, 2)))
        return torch.view_as_real(pairs * table).flatten(-2)
    if form == "matrix":  # (bsz, heads, len, d / 2, 1, 2) * (.., d / 2, 2, 2), summed over the pair
        return (x.unflatten(-1, (-1, 2)).unsqueeze(-2) * table).sum(-1).flatten(-2)
    cos, sin = table
    even, odd = x[..., 0::2], x[..., 1::2]
    return torch.stack((even * cos - odd * sin, even * sin + odd * cos), dim=-1).flatten(-2)
