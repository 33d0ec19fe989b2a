"""What the attention engine keeps for one forward pass of a stack, made by
the pass's first attention call (``PositionContext.state``): the backend
resolved for the pass, its masks, and its position term (``terms``: one
object of the scheme's kind), whose parts every layer of the pass reuses."""

from typing import Dict, Optional

import torch
from torch import Tensor

from ..positions import PositionContext
from .engine import choose_path, resolve
from .masks import Masks
from .terms import TERMS, LayerViews


class PassState:
    def __init__(self, scheme, ctx: PositionContext, backend):
        # A copy of the context without its state: no reference cycle, so that
        # a pass's state is freed with its context, not at the next garbage
        # collection (a search makes one per step).
        self.ctx = ctx.without_state()
        self.scheme, self.backend = scheme, backend
        # (setting, device, dtype) of the call that resolved the backend: the pass's other calls take it
        # (position_attention._pass_state)
        self.resolved = None
        self._masks: Dict[torch.dtype, Masks] = {}
        # (every sentence's positions 0, 1, ... outside a decoding step; a step's queries at one position)
        shared = ctx.shared_by_batch
        self.positions = (shared and ctx.decoding_step is None,
                          shared and ctx.decoding_step is not None and ctx.query_positions.size(-1) == 1)
        self.views = LayerViews(scheme)
        self.term = TERMS[scheme.kind](self)

    def masks(self, key_padding_mask: Optional[Tensor], attn_mask: Optional[Tensor], dtype,
              queries: int, keys: int) -> Masks:
        """The call's masks: those of the pass when the layers before it got
        the same ones (fairseq hands every layer of a stack the same padding
        and attention masks), so they are built once per forward pass."""
        found = self._masks.get(dtype)
        if (found is None or found.key_padding_mask is not key_padding_mask
                or not same_view(found.unpadded, attn_mask) or (found.queries, found.keys) != (queries, keys)):
            found = self._masks[dtype] = Masks(key_padding_mask, attn_mask, dtype, queries, keys,
                                               self.backend.tuning.max_runs)
        return found


class DecodingPaths:
    """A module's decoding calls' backend, and their paths (``engine.choose_path``) by backend and the
    pass's positions (``PassState.positions``), each chosen by the first such call: the others skip
    their description, the host's largest part of a call. Rule 1 takes every decoding call to the
    explicit path whatever else it is, and what a path carries besides (Shaw's layout) depends on the
    backend and those positions alone, so the module's calls share them across steps and searches."""

    def __init__(self):
        self._paths = {}
        self._backend = None  # ((setting, device, dtype), backend)

    def backend(self, setting, q: Tensor):
        """A module's decoding calls keep the backend their first resolved (rule 1 sends them to
        ``explicit`` whatever it is; resolving reads the environment, docs/attention.md)."""
        key = (setting, q.device, q.dtype)
        if self._backend is None or self._backend[0] != key:
            self._backend = (key, resolve(setting, q.device, q.dtype))
        return self._backend[1]

    def decoding_path(self, call, need_weights: bool, before_softmax: bool):
        backend = call.backend
        key = (backend, None if call.state is None else call.state.positions)
        path = self._paths.get(key)
        if path is None:
            path = self._paths[key] = choose_path(backend, call.describe(need_weights, before_softmax, True))
        elif backend.trace is not None:
            backend.trace.append((backend.name, path))
        return path


def same_view(a: Optional[Tensor], b: Optional[Tensor]) -> bool:
    """Whether a and b are the same elements of the same memory. fairseq's
    decoder hands each layer a new view of its causal mask buffer."""
    if a is None or b is None:
        return a is b
    return a is b or (a.data_ptr() == b.data_ptr() and a.shape == b.shape and a.stride() == b.stride()
                      and a.dtype == b.dtype and a.device == b.device)
