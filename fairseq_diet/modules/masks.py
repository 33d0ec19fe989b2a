"""The masks of an attention call as the engine's paths take them: fairseq's
key padding mask (bool, ``(bsz, Tk)``) and attention mask (bool or additive,
``(Tq, Tk)``), as one additive mask or as what the blockwise kernels skip
(runs of equal key lengths, the keys after a causal query)."""

import functools
from typing import Optional

import torch
from torch import Tensor


def masks_future(mask: Optional[Tensor], queries: int, keys: int) -> bool:
    """Whether an additive (Tq, Tk) mask is -inf at every key after its query
    (decoder self-attention), so that blocks may skip those keys."""
    if mask is None or queries != keys or mask.dim() != 2 or mask.shape != (queries, keys):
        return False
    hidden_after = int(torch.isneginf(mask).triu_(1).sum())  # -inf entries above the diagonal
    return hidden_after == queries * (queries - 1) // 2


def key_runs(key_padding_mask: Optional[Tensor], max_runs: int):
    """Runs of consecutive sentences with the same number of real keys,
    ``[(first, end, keys)]``, when every sentence's padding is at its end
    (right padding, or left padding after ``right_align``). None otherwise,
    or when there are more than ``max_runs``. fairseq's collater sorts
    a batch by source length, so equal lengths are consecutive."""
    if key_padding_mask is None:
        return None
    padding = key_padding_mask.bool()
    lengths = (~padding).sum(dim=1)
    columns = torch.arange(padding.size(1), device=padding.device)
    if not torch.equal(padding, columns.unsqueeze(0) >= lengths.unsqueeze(1)):
        return None
    values, counts = torch.unique_consecutive(lengths, return_counts=True)
    if values.numel() > max_runs or bool((values == 0).any()):
        return None
    runs, first = [], 0
    for keys, count in zip(values.tolist(), counts.tolist()):
        runs.append((first, first + count, keys))
        first += count
    return runs


class Masks:
    """The masks of one attention call as the fused paths take them, built
    once per forward pass of a stack and shared by its layers
    (``PassState.masks``): the padding and ``attn_mask`` as one additive
    mask, ``attn_mask`` alone, the runs of equal key lengths (``key_runs``)
    and whether ``attn_mask`` hides every key after its query
    (``masks_future``). Each is computed on first use."""

    def __init__(self, key_padding_mask: Optional[Tensor], attn_mask: Optional[Tensor], dtype,
                 queries: int, keys: int, max_runs: int):
        self.key_padding_mask, self.unpadded, self.dtype = key_padding_mask, attn_mask, dtype
        self.queries, self.keys, self.max_runs = queries, keys, max_runs

    @functools.cached_property
    def additive(self) -> Optional[Tensor]:
        """Broadcastable to (bsz, heads, Tq, Tk): -inf where masked."""
        return additive_mask(self.key_padding_mask, self.unpadded, self.dtype)

    @functools.cached_property
    def runs(self):
        return key_runs(self.key_padding_mask, self.max_runs)

    @functools.cached_property
    def causal(self) -> bool:
        return masks_future(self.unpadded, self.queries, self.keys)


def additive_mask(key_padding_mask: Optional[Tensor], attn_mask: Optional[Tensor],
                  dtype) -> Optional[Tensor]:
    """Padding (bool, bsz x Tk) and attention (bool or additive, Tq x Tk) masks
    as one additive float mask, broadcastable to (bsz, heads, Tq, Tk)."""
    mask = None
    if key_padding_mask is not None:
        # (bsz, 1, 1, Tk)
        mask = torch.zeros(key_padding_mask.shape, dtype=dtype, device=key_padding_mask.device)
        mask = mask.masked_fill(key_padding_mask.bool(), float("-inf"))[:, None, None, :]
    if attn_mask is not None:
        if attn_mask.dtype == torch.bool:
            attn_mask = torch.zeros(attn_mask.shape, dtype=dtype, device=attn_mask.device).masked_fill(
                attn_mask, float("-inf"))
        attn_mask = attn_mask.to(dtype)  # (Tq, Tk)
        mask = attn_mask if mask is None else mask + attn_mask
    return mask
