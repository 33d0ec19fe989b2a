"""The operators each position scheme launches per training step and per
decoding step where ``auto`` runs them on a CUDA GPU in float16, as GPU users
train and decode (scripts/dispatch_count.py --as-cuda: the models in float16,
auto's backend there, SDPA one fused kernel each way, the triton kernels one
launch each), pinned: a change that adds launches to a scheme's path fails
here. On a GPU at the WMT recipe's sizes each operator is a kernel launch, and
launches are the step's cost. Counts are deterministic; no time is measured
(the CPU's speed is held by scripts/benchmark.py's ratios, docs/benchmark.md)."""

import sys

import pytest
import torch
from model_helpers import REPO

sys.path.insert(0, str(REPO / "scripts"))
import dispatch_count  # noqa: E402

# Extra launches per attention call against fairseq's transformer, at most:
# (training step, forward and backward; decoding step, per call of the step,
# 6 of its 12 calls decoder self-attention). Shaw's calls take the triton
# kernels (auto on CUDA in float16), one launch each.
TARGETS = {"transformer_diet_abs": (0, 0), "transformer_diet_rel": (0, 0), "transformer_tisa": (0, 0),
           "transformer_t5": (0, 0), "transformer_alibi": (0, 0), "transformer_rope": (0, 0.25),
           "transformer_shaw": (0, 0), "transformer_kerple": (0, 0),
           # FIRE's MLP, once per stack and pass; xPos's queries and keys scaled apart (one more table than
           # RoPE's); CoPE's term read from each call's logits, by the explicit path: their counts as added
           "transformer_fire": (0.6, 0), "transformer_xpos": (1.2, 0.25), "transformer_cope": (58.5, 10.25)}
# Launches per step that a scheme adds to the plugin's own attention with no
# position term (its position path alone), at most: (training, decoding).
# These are the counts of this revision; lower them when a change saves some.
OWN = {
    "transformer_diet_abs": (44, 12),
    "transformer_diet_rel": (48, 12),
    "transformer_shaw": (68, 17),
    "transformer_tisa": (117, 12),
    "transformer_t5": (57, 12),
    "transformer_alibi": (6, 6),
    "transformer_rope": (112, 24),
    "transformer_kerple": (99, 12),
    "transformer_fire": (142, 6),
    "transformer_xpos": (152, 24),
    "transformer_cope": (1185, 144),
}
FUSED = "scaled_dot_product_attention (one CUDA kernel)"
FUSED_BACKWARD = "scaled_dot_product_attention backward (one CUDA kernel)"


@pytest.fixture(scope="module")
def counts():
    pytest.importorskip("triton")  # (Shaw's calls in the kernels, stubbed)
    with dispatch_count.as_on_cuda():
        return dispatch_count.count_operators(["transformer", dispatch_count.NO_TERM, *TARGETS], as_cuda=True,
                                              dtype=torch.float16)


@pytest.mark.parametrize("arch", sorted(TARGETS))
def test_a_scheme_adds_at_most_its_budget_of_launches_per_attention_call(counts, arch):
    (train, decode), (base_train, base_decode) = counts[arch], counts["transformer"]
    per_call = (dispatch_count.extra(train, base_train) / dispatch_count.TRAIN_CALLS,
                dispatch_count.extra(decode, base_decode) / dispatch_count.DECODE_CALLS)
    assert per_call[0] <= TARGETS[arch][0], dispatch_count.offenders(train, base_train)
    assert per_call[1] <= TARGETS[arch][1], dispatch_count.offenders(decode, base_decode)


@pytest.mark.parametrize("arch", sorted(OWN))
def test_a_schemes_own_launches_stay_within_their_pinned_count(counts, arch):
    (train, decode), (own_train, own_decode) = counts[arch], counts[dispatch_count.NO_TERM]
    assert dispatch_count.extra(train, own_train) <= OWN[arch][0], dispatch_count.offenders(train, own_train)
    assert dispatch_count.extra(decode, own_decode) <= OWN[arch][1], dispatch_count.offenders(decode, own_decode)


def test_the_count_sees_the_attention_as_cuda_runs_it(counts):
    # A count that missed the backward pass, or counted the CPU's generic SDPA
    # operators, would pass the budgets above while measuring nothing.
    train, decode = counts["transformer_diet_rel"]
    calls = dispatch_count.TRAIN_CALLS - 1  # (the last cross-attention returns its weights: explicit)
    assert train[FUSED] == train[FUSED_BACKWARD] == calls and decode[FUSED] == 0  # (a decoding step: explicit)
    assert train["_safe_softmax"] == 0 and decode["softmax"] + decode["_softmax"] >= 12
    assert counts["transformer"][0][FUSED] == counts["transformer"][0][FUSED_BACKWARD] > 0
    # Diet-Abs at these lengths (12 tokens) keeps its term as SDPA's mask: folding is from 512 keys
    assert counts["transformer_diet_abs"][0][FUSED] == calls
    # Shaw's self-attention in the kernels, one launch each way (its decoder's encoder-decoder
    # attention has no term: SDPA); Diet-Rel's calls, small, stay on SDPA
    shaw = counts["transformer_shaw"][0]
    assert shaw["triton _forward"] == shaw["triton _backward_queries"] == shaw["triton _backward_keys"] == 12
    assert not any(name.startswith("triton ") for name in train)


def test_the_count_runs_what_a_gpu_user_runs_half_precisions_rotation(counts):
    # In float16 RoPE rotates its pairs by their 2 x 2 matrices (one product and one sum each way
    # for q and k of each of the 12 self-attention calls); float32's complex form would show none.
    train, decode = counts["transformer_rope"]
    assert train["polar"] == train["view_as_complex"] == 0
    own_train, own_decode = counts[dispatch_count.NO_TERM]
    assert train["sum"] - own_train["sum"] == 48 and decode["sum"] - own_decode["sum"] == 12


def test_the_count_leaves_torchs_function_as_it_was():
    import torch

    sdpa = torch.nn.functional.scaled_dot_product_attention
    with dispatch_count.sdpa_as_on_cuda():
        assert torch.nn.functional.scaled_dot_product_attention is not sdpa
    assert torch.nn.functional.scaled_dot_product_attention is sdpa


def test_the_triton_backends_calls_are_one_launch_of_each_kernel():
    # Named, the triton backend runs every full-sequence call of the training
    # step as one launch of each kernel (the last decoder layer's
    # cross-attention returns its weights: explicit); decoding steps take none.
    pytest.importorskip("triton")
    with dispatch_count.stubbed_kernels():
        counted = dispatch_count.count_operators(["transformer_diet_rel:triton", "transformer_shaw:triton"])
    calls = dispatch_count.TRAIN_CALLS - 1
    for arch, (train, decode) in counted.items():
        kernels = {name: n for name, n in train.items() if name.startswith("triton ")}
        assert kernels == {f"triton {name}": calls for name in dispatch_count.TRITON_KERNELS[
            "fairseq_diet.modules.triton_attention"]}, arch
        assert not any(name.startswith("triton ") for name in decode)
