"""Additive logit tables (``terms.AdditiveTerm``): a distance term spread over
the (Tq, Tk) table (a Toeplitz table), and a table gathered per sentence; the
skewed view of a row-relative layout, which Shaw's terms use too.
Each backend builds Toeplitz tables its own way (``Backend.toeplitz``); both
ways are here, and the tests pin them to each other and to loops."""

import torch
from torch import Tensor


def toeplitz_by_index(per_distance: Tensor, query_len: int, key_len: int) -> Tensor:
    """``table[..., i, j] = per_distance[..., i - j + key_len - 1]`` for
    per_distance ``(..., query_len + key_len - 1)`` over distances
    -(key_len - 1) .. query_len - 1: ``(..., query_len, key_len)``, by one
    index per (i, j) (the reference backend: plain, and autograd's own
    backward)."""
    rows = torch.arange(query_len, device=per_distance.device).unsqueeze(1)
    columns = torch.arange(key_len, device=per_distance.device).unsqueeze(0)
    return per_distance[..., rows - columns + key_len - 1]


def toeplitz_by_windows(per_distance: Tensor, query_len: int, key_len: int) -> Tensor:
    """``toeplitz_by_index``'s table by a sliding-window view of the distances
    (``_Toeplitz``), without an index per (i, j)."""
    lead = per_distance.shape[:-1]
    flat = _Toeplitz.apply(per_distance.reshape(-1, per_distance.size(-1)), query_len, key_len)
    return flat.view(*lead, query_len, key_len)


class _Toeplitz(torch.autograd.Function):
    """A sliding-window view of the distances, whose gradient is the sum of
    each diagonal of the table's gradient, taken with a skewed view
    (autograd's own backward of the sliding-window view is far slower)."""

    @staticmethod
    def forward(ctx, per_distance: Tensor, query_len: int, key_len: int):
        # Window i of the reversed distances holds i - j for j = 0..Tk-1.
        windows = per_distance.flip(-1).unfold(-1, key_len, 1)  # (groups, Tq, Tk), rows reversed
        return windows.flip(-2)

    @staticmethod
    def backward(ctx, grad: Tensor):
        query_len, key_len = grad.shape[1:]
        # Reversing the columns makes diagonal i - j the anti-diagonal
        # c = i + (Tk - 1 - j). Rows padded to width Tq + Tk and read skewed
        # put element (i, c - i) at column c of row i (zero where c < i).
        padded = torch.nn.functional.pad(grad.flip(-1), (0, query_len))
        return skewed(padded, query_len + key_len - 1, 0).sum(dim=1), None, None


def skewed(layout: Tensor, columns: int, offset: int) -> Tensor:
    """A ``(..., rows, W)`` layout, contiguous and alone in its storage, read
    with a row stride of W - 1: ``(..., rows, columns)``, entry (i, c) at
    ``layout[..., i, c + offset - i]``, where c + offset - i may fall into
    the end of the row before (Huang et al. 2018's relative-logits skewing)."""
    return layout.as_strided(*skew(layout.shape, columns, offset))


def skew(shape, columns: int, offset: int):
    """``skewed``'s (size, stride, offset) for a layout of ``shape``."""
    *lead, rows, width = shape
    strides, step = [], rows * width
    for size in reversed(lead):
        strides.insert(0, step)
        step *= size
    return (*lead, rows, columns), (*strides, width - 1, 1), offset


def gather_tables(tables: Tensor, qpos: Tensor, kpos: Tensor) -> Tensor:
    """tables[g, h, qpos[b, i], kpos[b, j]] -> (groups, bsz, head_groups, Tq, Tk)."""
    bsz = max(qpos.size(0), kpos.size(0))
    qpos = qpos.expand(bsz, -1)
    kpos = kpos.expand(bsz, -1)
    gathered = tables[:, :, qpos.unsqueeze(2), kpos.unsqueeze(1)]  # (groups, head_groups, bsz, Tq, Tk)
    return gathered.transpose(1, 2)
