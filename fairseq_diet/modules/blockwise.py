"""What the blockwise kernels of Diet's backward pass and of Shaw's attention
share: the blocks a (outer, inner, rows, keys) product is cut into, the
parts of broadcast tensors for a block, buffers reused from block to block,
and the products that add a block's share to a gradient. The blocks' sizes
come from the backend's ``Tuning``."""

import math
from typing import Optional

import torch
from torch import Tensor

from .tuning import Tuning


def as_4d(x: Tensor) -> Tensor:
    return x.view(*([1] * (4 - x.dim())), *x.shape)


def blocks(outer: int, inner: int, rows: int, keys: int, row_blocks: bool, tuning: Tuning):
    """(outer, inner, row slice, keys) blocks covering an (outer, inner, rows,
    keys) product, each of about ``tuning.chunk_elements``: whole outer
    entries (all of ``inner``) when one fits, else part of ``inner`` for one
    outer entry. Either is contiguous in a tensor laid out (outer, inner, ...).
    Rows are all rows against all keys or, with ``row_blocks``
    (``split_causal_rows``: a causal product with many rows), blocks of
    ``tuning.causal_rows`` rows against the keys up to their last row."""
    if row_blocks:
        step = tuning.causal_rows
        row_blocks = [(slice(r0, min(r0 + step, rows)), min(r0 + step, rows)) for r0 in range(0, rows, step)]
    else:
        row_blocks = [(slice(None), keys)]
    for row_slice, width in row_blocks:
        block = len(range(rows)[row_slice]) * width
        if inner * block <= tuning.chunk_elements:
            per_outer = tuning.chunk_elements // (inner * block)
            for o0 in range(0, outer, per_outer):
                yield slice(o0, o0 + per_outer), slice(None), row_slice, width
        else:
            per_inner = max(1, tuning.chunk_elements // block)
            for o in range(outer):
                for i0 in range(0, inner, per_inner):
                    yield slice(o, o + 1), slice(i0, i0 + per_inner), row_slice, width


def split_causal_rows(causal: bool, rows: int, keys: int, tuning: Tuning) -> bool:
    """Whether the rows of a causal product are split into blocks."""
    return causal and rows == keys and rows >= tuning.causal_min_rows


def part(x: Tensor, first: slice, second: slice, rows: slice = slice(None),
          keys: Optional[int] = None) -> Tensor:
    """The block of a broadcastable (1 | n0, 1 | n1, 1 | Tq, 1 | Tk) tensor
    for the given slices of its dimensions (keys: the first ``keys``)."""
    return x[first if x.size(0) > 1 else slice(None), second if x.size(1) > 1 else slice(None),
             rows if x.size(2) > 1 else slice(None), slice(keys) if x.size(3) > 1 else slice(None)]


def key_gradients(k: Tensor, v: Tensor, row_blocks: bool):
    """Buffers for the gradients of k and v. Causal row blocks each add to the
    keys up to their last row: those start from zero."""
    if row_blocks:
        return torch.zeros_like(k), torch.zeros_like(v)
    return torch.empty_like(k), torch.empty_like(v)


def key_product(target: Tensor, a: Tensor, b: Tensor, row_blocks: bool):
    """A block's share of a key-side gradient: ``target = a @ b`` when the
    block holds every query row of its keys, ``target += a @ b`` when it is
    one of several causal row blocks."""
    if row_blocks:
        add_matmul_(target, a, b)
    else:
        torch.matmul(a, b, out=target)


class Workspace:
    """Buffers for the (b, h, Tq, Tk) tensors of one block, reused by every
    block of a call: a fresh large tensor per block would cost page faults."""

    def __init__(self, like: Tensor):
        self.like = like
        self.buffers = {}

    def get(self, slot: int, qc: Tensor, keys: int) -> Tensor:
        shape = (*qc.shape[:3], keys)
        numel = math.prod(shape)
        buffer = self.buffers.get(slot)
        if buffer is None or buffer.numel() < numel:
            buffer = self.buffers[slot] = self.like.new_empty(numel)
        return buffer[:numel].view(shape)


def add_matmul_(out: Tensor, a: Tensor, b: Tensor) -> Tensor:
    """out += a @ b for (n, h, ., .) tensors, accumulated by the matrix product itself."""
    n, h, rows, cols = out.shape
    flat = out.view(n * h, rows, cols)
    flat.baddbmm_(a.reshape(n * h, rows, -1), b.reshape(n * h, -1, cols))
    return out
