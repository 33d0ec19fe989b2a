"""Where each sentence's tokens sit in a padded batch: their positions among
the real tokens, and the moves between fairseq's left padding and the
right-aligned layout in which one position table serves the whole batch."""

from typing import Optional

import torch
from torch import Tensor


def real_positions(padding_mask: Optional[Tensor], length: int, device) -> Tensor:
    """Position of every token among the real tokens of its sentence.

    Returns ``(1, length)`` when every sentence starts at index 0 (no padding,
    or right padding: one row serves the whole batch) and ``(bsz, length)``
    when some sentence is left-padded, so that the first real token of each
    sentence is position 0 whatever it is batched with. Pad slots get
    position 0; they are masked as keys and ignored as queries.
    """
    if padding_mask is None or not bool(padding_mask[:, 0].any()):
        return torch.arange(length, device=device).unsqueeze(0)
    return _counted(padding_mask)


def _counted(padding_mask: Tensor) -> Tensor:
    """Each token's place among its sentence's real tokens, 0 for pads: ``(bsz, length)``."""
    return ((~padding_mask).long().cumsum(dim=1) - 1).clamp(min=0)


def right_align(tokens: Tensor, pad: int):
    """Move the tokens of every left-padded sentence to the start of its row.

    Returns ``(tokens, shift, positions)`` where ``shift[b]`` is how many
    leading pads row b had: the result is ``roll_rows(tokens, shift, 1)``. With
    every sentence starting at column 0, one position table serves the whole
    batch and no per-sentence bias is gathered. Returns ``(tokens, None,
    positions)`` when no row starts with padding, or when the padding is not a
    plain left padding (per-sentence positions then take care of it).
    ``positions`` are ``real_positions`` of the tokens returned, from the same
    look at their first column.
    """
    padding = tokens.eq(pad)
    length = tokens.size(1)
    columns = torch.arange(length, device=tokens.device).unsqueeze(0)
    if not bool(padding[:, 0].any()):
        return tokens, None, columns
    shift = padding.sum(dim=1)
    aligned = roll_rows(tokens, shift, 1)
    if not torch.equal(aligned.eq(pad), columns >= (length - shift).unsqueeze(1)):
        return tokens, None, _counted(padding)
    return aligned, shift, columns


def roll_index(shift: Tensor, length: int) -> Tensor:
    """``index[b, c] = (c + shift[b]) % length``: ``(bsz, length)``."""
    columns = torch.arange(length, device=shift.device)
    return (columns.unsqueeze(0) + shift.unsqueeze(1)) % length


def gather_columns(x: Tensor, index: Tensor, dim: int) -> Tensor:
    """``result[b, ..., c, ...] = x[b, ..., index[b, c], ...]`` along ``dim``
    (batch is dim 0), for index ``(bsz, x.size(dim))``."""
    shape = [1] * x.dim()
    shape[0], shape[dim] = index.shape
    return x.gather(dim, index.view(shape).expand_as(x))


def roll_rows(x: Tensor, shift: Optional[Tensor], dim: int) -> Tensor:
    """``result[b, ..., c, ...] = x[b, ..., (c + shift[b]) % length, ...]`` along
    ``dim`` (batch is dim 0); ``roll_rows(x, -shift, dim)`` undoes it."""
    if shift is None:
        return x
    return gather_columns(x, roll_index(shift, x.size(dim)), dim)
