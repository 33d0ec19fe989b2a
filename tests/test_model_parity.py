"""Whole models in float64: every attention layer of every stack equals the
loop formula (``reference_attention``) to 1e-9, as the model calls it, on a
left-padded batch; and incremental decoding with beam reordering equals the
full forward pass to 1e-9. Precision follows the model's dtype: nothing is
computed in float32 inside a float64 model."""

import pytest
import torch

from model_helpers import DIET_ARCHS, assert_incremental_equals_full, build_model, random_batch
from reference_attention import loop_attention
from fairseq_diet.modules import PositionAttention

TOLERANCE = 1e-9


def record_attention_calls(model):
    """Forward hooks on every position attention: (name, module, kwargs, output)."""
    calls, handles = [], []
    for name, module in model.named_modules():
        if isinstance(module, PositionAttention):
            def hook(module, args, kwargs, output, name=name):
                calls.append((name, module, dict(kwargs, query=args[0] if args else kwargs["query"]), output[0]))
            handles.append(module.register_forward_hook(hook, with_kwargs=True))
    return calls, handles


def layer_index(name):
    return int(name.split(".layers.")[1].split(".")[0])


@pytest.mark.parametrize("grad", [False, True])
@pytest.mark.parametrize("arch", DIET_ARCHS)
def test_every_attention_layer_equals_the_loop_formula(arch, grad):
    # grad: the fused kernels (False) or the paths that keep a backward (True).
    model, dictionary = build_model(arch, ["--encoder-layers", "2", "--decoder-layers", "2"])
    src = random_batch(dictionary, [6, 3, 5], seed=21)  # left-padded, as fairseq's collater
    tgt = random_batch(dictionary, [5, 5, 3], seed=22, left_pad=False)  # right-padded
    tgt[:, 0] = dictionary.eos()
    target_padding = tgt.eq(dictionary.pad())
    calls, handles = record_attention_calls(model)
    with torch.set_grad_enabled(grad):
        model(src, src.ne(dictionary.pad()).sum(1), tgt)
    for handle in handles:
        handle.remove()
    kinds = set()
    for name, attn, kwargs, output in calls:
        query = kwargs["query"]
        key = query if attn.self_attention else kwargs["key"]
        key_padding = kwargs.get("key_padding_mask")
        if name.startswith("encoder."):
            kind, query_padding = "encoder self", key_padding
        elif attn.self_attention:
            kind, query_padding = "decoder self", target_padding
        else:
            kind, query_padding = "encoder-decoder", target_padding
        if key_padding is None:
            key_padding = torch.zeros(key.size(1), key.size(0), dtype=torch.bool)
        kinds.add(kind)
        with torch.no_grad():
            expected = loop_attention(attn, layer_index(name), query.detach(), key.detach(),
                                      key_padding, query_padding, causal=kind == "decoder self")
        real = ~query_padding.T  # fairseq ignores the outputs at padded queries
        torch.testing.assert_close(output.detach()[real], expected[real], rtol=0, atol=TOLERANCE,
                                   msg=f"{name} ({kind})")
    assert kinds == {"encoder self", "decoder self", "encoder-decoder"}
    assert len(calls) == 6


@pytest.mark.parametrize("backend", ["auto", "reference", "blocks", "sdpa", "triton"])
@pytest.mark.parametrize("beamable", [False, True])
@pytest.mark.parametrize("arch", DIET_ARCHS)
def test_incremental_decoding_with_beam_reordering_matches_full_forward(arch, beamable, backend):
    # On every backend: each builds and keeps its terms (and Shaw's step
    # shifts, the search's tables) its own way; the full forward pass of the
    # triton backend runs its kernels, its decoding steps the explicit path.
    from fairseq_diet.modules import engine

    reason = engine.BACKENDS[backend].unavailable(torch.device("cpu"), torch.float64) if backend != "auto" else None
    if reason is not None or (backend == "triton" and (arch not in ("transformer_diet_rel", "transformer_diet_abs")
                                                       or not beamable)):
        # Triton's interpreter is slow: one scheme of each kind, the beam search's own layout
        pytest.skip(reason or "not in the triton kernels yet, or the interpreter's time")
    model, dictionary = build_model(arch, ["--attention-backend", backend])
    if beamable:  # as SequenceGenerator sets it: cross-attention keys once per sentence
        model.decoder.set_beam_size(3)
    # Two sentences, three beams each (beam search keeps the beams of a
    # sentence next to each other and reorders only among them).
    assert_incremental_equals_full(model, dictionary, [6, 3], 7, reorder_at=3,
                                   new_order=[1, 1, 0, 5, 3, 4], atol=TOLERANCE)


@pytest.mark.parametrize("arch, option, parameter_name", [
    ("transformer_diet_rel", "--diet-rel-bias-scale", "distance_bias"),
    ("transformer_t5", "--t5-bias-scale", "bucket_bias")])
def test_a_bias_scale_decodes_incrementally_as_in_full(arch, option, parameter_name):
    # A bias scale multiplies the stored biases in every table the decoder
    # builds or caches; beam reordering must not lose it.
    model, dictionary = build_model(arch, [option, "3"])
    with torch.no_grad():  # biases the size of q.k, so that a lost scale shows
        for name, parameter in model.named_parameters():
            if name.endswith(parameter_name):
                parameter.normal_(std=0.5)
    model.decoder.set_beam_size(3)
    assert_incremental_equals_full(model, dictionary, [6, 3], 7, reorder_at=3,
                                   new_order=[1, 1, 0, 5, 3, 4], atol=TOLERANCE)


@pytest.mark.parametrize("arch", DIET_ARCHS)
def test_a_right_padded_source_translates_as_the_left_padded_one(arch):
    # fairseq's --left-pad-source False: positions count each sentence's real
    # tokens wherever its padding is, so the outputs (full pass and decoding
    # steps) and the encoder-decoder attention over the source's real tokens
    # are those of the left-padded batch.
    model, dictionary = build_model(arch)
    model.eval()
    lengths = [6, 3, 4]
    left = random_batch(dictionary, lengths, seed=3)
    right = torch.full_like(left, dictionary.pad())
    for b, n in enumerate(lengths):
        right[b, :n] = left[b, left.size(1) - n:]
    tgt = random_batch(dictionary, [5, 5, 5], seed=4, left_pad=False)
    tgt[:, 0] = dictionary.eos()
    with torch.no_grad():
        want, want_extra = model(left, torch.tensor(lengths), tgt)
        got, got_extra = model(right, torch.tensor(lengths), tgt)
        encoder_out, state, steps = model.encoder(right, torch.tensor(lengths)), {}, []
        for t in range(tgt.size(1)):
            steps.append(model.decoder(tgt[:, :t + 1], encoder_out=encoder_out, incremental_state=state)[0][:, -1])
    torch.testing.assert_close(got, want, rtol=0, atol=TOLERANCE)
    torch.testing.assert_close(torch.stack(steps, 1), want, rtol=0, atol=TOLERANCE)
    for b, n in enumerate(lengths):
        torch.testing.assert_close(got_extra["attn"][0][b, :, :n], want_extra["attn"][0][b, :, -n:],
                                   rtol=0, atol=TOLERANCE)
        assert (got_extra["attn"][0][b, :, n:] == 0).all()


# triton (interpreted here: slow) with one architecture for each way a term reaches its kernels: T5's,
# TISA's and KERPLE's tables reach the distance kernel as Diet-Rel's does (ALiBi's stays: a table without
# a gradient), xPos's rotated q and k as RoPE's; FIRE and CoPE have no kernels (refused there).
LEFT_PADDED_CASES = [(arch, backend)
                     for backend in ["auto", "reference", "sdpa", "triton", "auto --checkpoint-activations"]
                     for arch in DIET_ARCHS
                     if backend != "triton" or arch not in ("transformer_t5", "transformer_tisa", "transformer_kerple",
                                                            "transformer_xpos", "transformer_fire", "transformer_cope")]


@pytest.mark.parametrize("arch,backend", LEFT_PADDED_CASES)
def test_a_left_padded_target_trains_as_the_right_padded_one(arch, backend):
    # fairseq's --left-pad-target: under the causal mask a left-padded
    # sentence's padded queries see padding alone, a row with no key, whose
    # softmax over -inf logits is NaN in an explicit softmax (the reference
    # backend, Shaw's explicit path), NaN then in the next layer's keys and
    # values of every sentence. The same sentences, right-padded, give the log-
    # probabilities at the real tokens, the encoder-decoder weights and every
    # gradient (with three returned hidden states, in the given layout); also
    # with each layer's forward pass run again for its backward pass.
    from fairseq_diet.modules import engine

    backend, *extra = backend.split()
    reason = engine.BACKENDS[backend].unavailable(torch.device("cpu"), torch.float64) if backend != "auto" else None
    if reason is not None:
        pytest.skip(reason)
    model, dictionary = build_model(arch, ["--attention-backend", backend, *extra])
    model.train()
    lengths = [6, 3, 1]
    src = random_batch(dictionary, [5, 7, 3], seed=5)
    right = random_batch(dictionary, lengths, seed=6, left_pad=False)
    right[:, 0] = dictionary.eos()
    left = torch.full_like(right, dictionary.pad())
    for b, n in enumerate(lengths):
        left[b, right.size(1) - n:] = right[b, :n]
    weights = torch.randn(*right.shape, len(dictionary), generator=torch.Generator().manual_seed(7),
                          dtype=torch.float64)
    results = []
    for tgt, real_columns in ((right, [slice(0, n) for n in lengths]),
                              (left, [slice(right.size(1) - n, None) for n in lengths])):
        model.zero_grad()
        out, extra = model(src, src.ne(dictionary.pad()).sum(1), tgt, return_all_hiddens=True)
        log_probs = model.get_normalized_probs((out, extra), log_probs=True)
        rows = [log_probs[b, columns] for b, columns in enumerate(real_columns)]
        sum((row * weights[b, :len(row)]).sum() for b, row in enumerate(rows)).backward()
        assert torch.isfinite(out).all() and all(torch.isfinite(h).all() for h in extra["inner_states"])
        results.append((rows, [extra["attn"][0][b, columns] for b, columns in enumerate(real_columns)],
                        [[h[columns, b] for b, columns in enumerate(real_columns)] for h in extra["inner_states"]],
                        {name: p.grad.clone() for name, p in model.named_parameters() if p.grad is not None}))
    (want_rows, want_attn, want_states, want_grads), (rows, attn, states, grads) = results
    for got, want in zip([*rows, *attn, *sum(states, [])], [*want_rows, *want_attn, *sum(want_states, [])]):
        torch.testing.assert_close(got, want, rtol=0, atol=TOLERANCE)
    assert grads.keys() == want_grads.keys() and len(extra["inner_states"]) == 3
    for name, want in want_grads.items():
        torch.testing.assert_close(grads[name], want, rtol=0, atol=TOLERANCE, msg=name)
