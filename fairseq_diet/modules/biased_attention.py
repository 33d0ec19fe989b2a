"""Attention with a learned additive bias, for training on CPU.

torch's fused CPU attention kernel takes an additive mask but returns no
gradient for it, and ``scaled_dot_product_attention`` then falls back to its
generic path, which keeps the (bsz, heads, Tq, Tk) probabilities of every
layer until the backward pass. ``biased_attention`` runs the fused kernel
forward and keeps only what the backward needs to rebuild them: q, k, v, the
output and the log-sum-exp of each row (the standard memory-efficient
attention backward), and returns the bias gradient as well:

    P = exp(q k^T + bias + mask - lse)
    dS = P * (dO v^T - rowsum(dO * out))
    dq = dS k,  dk = dS^T q,  dv = P^T dO,  dbias = dS summed to bias's shape
"""

from typing import Optional

import torch
from torch import Tensor


# Elements of the (rows, keys) blocks rebuilt at a time in the backward pass:
# two of them (probabilities and their gradient) stay within a core's L2 cache.
CHUNK_ELEMENTS = 1 << 19


def _as_4d(x: Tensor) -> Tensor:
    return x.view(*([1] * (4 - x.dim())), *x.shape)


def _part(x: Tensor, batch: slice, heads: slice) -> Tensor:
    """The block of a broadcastable (1|bsz, 1|heads, Tq, Tk) tensor for the
    given batch rows and heads."""
    return x[batch if x.size(0) > 1 else slice(None), heads if x.size(1) > 1 else slice(None)]


class _BiasedAttention(torch.autograd.Function):
    @staticmethod
    def forward(ctx, q: Tensor, k: Tensor, v: Tensor, bias: Tensor, mask: Optional[Tensor]):
        q, k, v = q.contiguous(), k.contiguous(), v.contiguous()
        full = bias if mask is None else bias + mask
        out, lse = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu(
            q, k, v, 0.0, False, attn_mask=full, scale=1.0
        )
        del full
        ctx.save_for_backward(q, k, v, bias, mask, out, lse)
        return out

    @staticmethod
    def backward(ctx, grad_out: Tensor):
        q, k, v, bias, mask, out, lse = ctx.saved_tensors
        bias4 = _as_4d(bias)
        mask4 = None if mask is None else _as_4d(mask)
        grad_out = grad_out.contiguous()
        delta = (grad_out * out).sum(dim=-1, keepdim=True)  # rowsum(dO * out)
        lse = lse.unsqueeze(-1)
        grad_q, grad_k, grad_v = torch.empty_like(q), torch.empty_like(k), torch.empty_like(v)
        grad_bias = torch.zeros(bias4.shape, dtype=bias.dtype, device=bias.device)
        bsz, heads, rows, _ = q.shape
        block = rows * k.size(2)
        # Whole sentences per chunk when they fit, else some heads of one.
        per_batch = max(1, CHUNK_ELEMENTS // (heads * block))
        per_head = heads if per_batch > 1 else max(1, min(heads, CHUNK_ELEMENTS // block))
        for b0 in range(0, bsz, per_batch):
            batch = slice(b0, b0 + per_batch)
            for h0 in range(0, heads, per_head):
                part = (batch, slice(h0, h0 + per_head))
                qc, kc, vc, dout = q[part], k[part], v[part], grad_out[part]
                probs = torch.matmul(qc, kc.transpose(2, 3))  # the logits, for now
                probs += _part(bias4, *part)
                if mask4 is not None:
                    probs += _part(mask4, *part)
                probs -= lse[part]
                probs.exp_()
                grad_logits = torch.matmul(dout, vc.transpose(2, 3))  # dP, for now
                grad_logits -= delta[part]
                grad_logits *= probs
                torch.matmul(grad_logits, kc, out=grad_q[part])
                torch.matmul(grad_logits.transpose(2, 3), qc, out=grad_k[part])
                torch.matmul(probs.transpose(2, 3), dout, out=grad_v[part])
                target = _part(grad_bias, *part)
                target += grad_logits.sum_to_size(target.shape)
        return grad_q, grad_k, grad_v, grad_bias.view(bias.shape), None


def biased_attention(q: Tensor, k: Tensor, v: Tensor, bias: Tensor,
                     mask: Optional[Tensor] = None) -> Tensor:
    """``softmax(q k^T + bias + mask) v`` for q ``(bsz, heads, Tq, d)`` (already
    scaled), k and v ``(bsz, heads, Tk, d)``, bias and mask broadcastable to
    ``(bsz, heads, Tq, Tk)``; the mask (additive, -inf where masked) gets no
    gradient. No dropout: the caller takes another path when it needs one."""
    return _BiasedAttention.apply(q, k, v, bias, mask)
