"""Attention with a learned additive position bias, on the CPU, without
keeping the (bsz, heads, Tq, Tk) probabilities of every layer for the
backward pass: the ``bias_blocks`` path of the ``blocks`` backend (Diet-Abs,
Diet-Rel, TISA, T5, ALiBi while training).

torch's fused CPU attention kernel takes an additive mask but returns no
gradient for it, and ``scaled_dot_product_attention`` then falls back to its
generic path, which keeps every layer's probabilities. Here the fused kernel
runs forward and only what the backward needs to rebuild them is kept: q, k,
v, the output and the log-sum-exp of each row (the standard memory-efficient
attention backward); the bias gradient is returned as well:

    P = exp(q k^T + bias + mask - lse)
    dS = P * (dO v^T - rowsum(dO * out))
    dq = dS k,  dk = dS^T q,  dv = P^T dO,  dbias = dS summed to bias's shape
"""

import torch
from torch import Tensor

from . import blockwise
from .masks import Masks
from .tuning import Tuning


def _forward_plan(q: Tensor, k: Tensor, bias: Tensor, masks: Masks, tuning: Tuning):
    """How the forward pass of a biased attention call runs: (q, k, v laid
    out for the kernel?, runs or None, row blocks?). Short sentences: q, k, v
    stay as the projections laid them out, (len, bsz, heads, d). The kernel's
    output then follows that layout, the output projection reads it without
    a copy, and autograd keeps one tensor where a copy would make two (as in
    fairseq's own path). Longer ones: the kernel reads contiguous heads
    faster (by about 5% per layer at 512 tokens), and runs of sentences with
    the same real keys are cut to them (``key_runs``); ``tuning.run_min_elements``
    draws the line."""
    short = q.size(2) * k.size(2) < tuning.run_min_elements
    runs = None if short or bias.size(0) != 1 else masks.runs
    return not short, runs, blockwise.split_causal_rows(masks.causal, q.size(2), k.size(2), tuning)


class _BiasedAttention(torch.autograd.Function):
    """``bias_attention``'s forward and backward passes."""

    @staticmethod
    def forward(ctx, q: Tensor, k: Tensor, v: Tensor, bias: Tensor, masks: Masks, tuning: Tuning):
        mask = masks.additive
        contiguous, runs, ctx.row_blocks = _forward_plan(q, k, bias, masks, tuning)
        ctx.tuning = tuning
        if contiguous:
            q, k, v = q.contiguous(), k.contiguous(), v.contiguous()
        flash = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu
        if runs is None:
            full = bias if mask is None else bias + mask  # (bsz, heads, Tq, Tk)
            out, lse = flash(q, k, v, 0.0, False, attn_mask=full, scale=1.0)
            del full
        else:
            # One call per run of sentences with the same real keys, cut to
            # them: the bias is never added to a padding mask over the batch.
            shared = bias if masks.unpadded is None else bias + masks.unpadded  # (1, heads, Tq, Tk)
            parts = [flash(q[first:end], k[first:end, :, :keys], v[first:end, :, :keys], 0.0,
                           False, attn_mask=shared[..., :keys], scale=1.0)
                     for first, end, keys in runs]
            out = torch.cat([part[0] for part in parts])
            lse = torch.cat([part[1] for part in parts])
            del parts, shared
        ctx.save_for_backward(q, k, v, bias, mask, out, lse)
        return out

    @staticmethod
    def backward(ctx, grad_out: Tensor):
        q, k, v, bias, mask, out, lse = ctx.saved_tensors
        blocks = blockwise.blocks(*q.shape[:3], k.size(2), ctx.row_blocks, ctx.tuning)
        q, k, v = q.contiguous(), k.contiguous(), v.contiguous()  # for the blocks' products
        bias4 = blockwise.as_4d(bias)
        mask4 = None if mask is None else blockwise.as_4d(mask)
        grad_out = grad_out.contiguous()
        delta = (grad_out * out).sum(dim=-1, keepdim=True)  # rowsum(dO * out)
        lse = lse.unsqueeze(-1)
        grad_q = torch.empty_like(q)
        grad_k, grad_v = blockwise.key_gradients(k, v, ctx.row_blocks)
        grad_bias = torch.zeros(bias4.shape, dtype=bias.dtype, device=bias.device)
        workspace = blockwise.Workspace(q)
        for o, i, r, keys in blocks:
            qc, dout = q[o, i, r], grad_out[o, i, r]
            kc, vc = k[o, i, :keys], v[o, i, :keys]
            probs, grad_logits = workspace.get(0, qc, keys), workspace.get(1, qc, keys)
            # P = exp(bias + mask - lse + q k^T), the product accumulated by the gemm
            torch.sub(blockwise.part(bias4, o, i, r, keys), lse[o, i, r], out=probs)
            if mask4 is not None:
                probs += blockwise.part(mask4, o, i, r, keys)
            blockwise.add_matmul_(probs, qc, kc.transpose(2, 3)).exp_()
            grad_logits.copy_(delta[o, i, r].neg())
            blockwise.add_matmul_(grad_logits, dout, vc.transpose(2, 3))  # dP - delta
            grad_logits *= probs  # dS
            target = blockwise.part(grad_bias, o, i, r, keys)
            target += grad_logits.sum_to_size(target.shape)
            torch.matmul(grad_logits, kc, out=grad_q[o, i, r])
            blockwise.key_product(grad_k[o, i, :keys], grad_logits.transpose(2, 3), qc, ctx.row_blocks)
            blockwise.key_product(grad_v[o, i, :keys], probs.transpose(2, 3), dout, ctx.row_blocks)
        return grad_q, grad_k, grad_v, grad_bias.view(bias.shape), None, None


def bias_attention(q: Tensor, k: Tensor, v: Tensor, bias: Tensor, masks: Masks, tuning: Tuning) -> Tensor:
    """``softmax(q k^T + bias + mask) v`` for q ``(bsz, heads, Tq, d)`` (already
    scaled), k and v ``(bsz, heads, Tk, d)``, a bias broadcastable to
    ``(bsz, heads, Tq, Tk)`` and the call's ``masks`` (additive, -inf where
    masked; no gradient). The forward pass cuts each run of equal sentence
    lengths to its real keys where that pays; where ``attn_mask`` is causal,
    the backward blocks skip the keys after their rows. No dropout: the
    engine takes another path when a call needs one."""
    return _BiasedAttention.apply(q, k, v, bias, masks, tuning)
