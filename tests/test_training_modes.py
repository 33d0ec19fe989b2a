"""Training gives the same gradients in every fairseq mode that replays or
splits a forward pass: activation checkpointing (and offloading), gradient
accumulation (--update-freq), two forward passes before one backward pass,
evaluation between training steps, and a copy of the model taken after a
step (--store-ema). Position terms cache per forward pass;
none of these may see a cache built for another pass or another graph."""

import copy
import pickle

import pytest
import torch

from model_helpers import DIET_ARCHS, build_model, random_batch

POSITION_PREFIXES = ("encoder.self_positions.", "decoder.self_positions.", "decoder.cross_positions.")
FIXED_ARCHS = ("transformer_alibi", "transformer_rope", "transformer_xpos")  # no position parameters
CHECKPOINTING = {"plain": [], "checkpoint": ["--checkpoint-activations"],
                 "offload": ["--offload-activations"]}


def make_batch(dictionary, source_lengths, target_length, seed):
    src = random_batch(dictionary, source_lengths, seed=seed)  # left-padded, as fairseq's collater
    tgt = random_batch(dictionary, [target_length] * len(source_lengths), seed=seed + 1, left_pad=False)
    tgt[:, 0] = dictionary.eos()
    weights = torch.randn(len(source_lengths), target_length, len(dictionary),
                          generator=torch.Generator().manual_seed(seed + 2), dtype=torch.float64)
    return src, tgt, weights


def loss(model, batch):
    src, tgt, weights = batch
    out = model(src, src.ne(model.encoder.padding_idx).sum(1), tgt)
    return (model.get_normalized_probs(out, log_probs=True) * weights).sum()


def training_model(arch, extra=(), reference=None):
    model, dictionary = build_model(arch, list(extra))
    if reference is not None:
        model.load_state_dict(reference.state_dict())
    return model.train(), dictionary


def gradients(model):
    return {name: None if p.grad is None else p.grad.clone() for name, p in model.named_parameters()}


def assert_same_gradients(got, expected, arch):
    assert got.keys() == expected.keys()
    # Fixed schemes (ALiBi, RoPE) have no position parameters; the others must
    # have them, and these are the ones a stale cache freezes.
    positions = [name for name in expected if name.startswith(POSITION_PREFIXES)]
    assert bool(positions) == (arch not in FIXED_ARCHS)
    for name in positions:
        assert got[name] is not None, f"{name} received no gradient"
        assert expected[name].abs().max() > 0, name
    for name, want in expected.items():
        assert got[name] is not None, f"{name} received no gradient"
        torch.testing.assert_close(got[name], want, rtol=1e-6, atol=1e-12, msg=name)


def reference_gradients(arch, batches, seed_model):
    """Gradients summed over batches, each from its own forward and backward pass."""
    total = None
    for batch in batches:
        model, _ = training_model(arch, reference=seed_model)
        loss(model, batch).backward()
        grads = gradients(model)
        total = grads if total is None else {n: total[n] + grads[n] for n in total}
    return total


@pytest.mark.parametrize("mode", ["checkpoint", "offload"])
@pytest.mark.parametrize("arch", DIET_ARCHS)
def test_checkpointed_activations_give_the_same_gradients(arch, mode):
    plain, dictionary = training_model(arch)
    checkpointed, _ = training_model(arch, CHECKPOINTING[mode], reference=plain)
    batch = make_batch(dictionary, [6, 4, 3], 5, seed=1)
    loss(plain, batch).backward()
    loss(checkpointed, batch).backward()
    assert_same_gradients(gradients(checkpointed), gradients(plain), arch)


@pytest.mark.parametrize("backend", ["reference", "blocks", "sdpa"])
@pytest.mark.parametrize("arch", DIET_ARCHS)
def test_every_backend_gives_the_same_gradients_with_checkpointing_and_split_batches(arch, backend,
                                                                                   monkeypatch):
    # The default backend (blocks, on this CPU) is checked above; the others
    # build and cache their terms their own way: checkpointed reruns and two
    # batches accumulated into one step must still give the plain gradients.
    from fairseq_diet.modules import engine

    # (the triton backend: test_triton_backend.py, with --checkpoint-activations)
    seed_model, dictionary = training_model(arch)
    batches = [make_batch(dictionary, [6, 4, 3], 5, seed=1), make_batch(dictionary, [3, 3], 7, seed=4)]
    expected = reference_gradients(arch, batches, seed_model)
    monkeypatch.setenv(engine.ENV_BACKEND, backend)
    model, _ = training_model(arch, CHECKPOINTING["checkpoint"], reference=seed_model)
    for batch in batches:
        loss(model, batch).backward()
    assert_same_gradients(gradients(model), expected, arch)


@pytest.mark.parametrize("share", ["layers", "none"])
def test_diet_abs_folded_into_sdpa_keeps_its_gradients_with_checkpointing_and_split_batches(share):
    # auto's path on CUDA for Diet-Abs's long training calls (its factors as
    # extra head dimensions of one SDPA call), here on the CPU with the
    # threshold at one key: checkpointed reruns and two batches accumulated
    # into one step give the plain gradients of the default backend.
    from fairseq_diet.modules import PositionAttention, engine

    arch, extra = "transformer_diet_abs", ["--share-positions", share]
    seed_model, dictionary = training_model(arch, extra)
    batches = [make_batch(dictionary, [6, 4, 3], 5, seed=1), make_batch(dictionary, [3, 3], 7, seed=4)]
    expected = None
    for batch in batches:
        model, _ = training_model(arch, extra, reference=seed_model)
        loss(model, batch).backward()
        grads = gradients(model)
        expected = grads if expected is None else {n: expected[n] + grads[n] for n in expected}
    taken = []
    folding = engine.Sdpa(folds_low_rank=True, tuning=engine.Tuning(folded_min_keys=1), trace=taken)
    model, _ = training_model(arch, [*extra, *CHECKPOINTING["checkpoint"]], reference=seed_model)
    for module in model.modules():
        if isinstance(module, PositionAttention):
            module.attention_backend = folding
    for batch in batches:
        loss(model, batch).backward()
    assert ("sdpa", engine.FOLDED) in taken
    assert_same_gradients(gradients(model), expected, arch)


@pytest.mark.parametrize("arch", ["transformer_diet_abs", "transformer_diet_rel", "transformer_tisa",
                                  "transformer_t5", "transformer_alibi", "transformer_kerple", "transformer_fire"])
def test_the_fused_path_of_other_devices_gives_the_cpu_paths_gradients(arch):
    # On a GPU (the sdpa backend) a learned bias enters
    # scaled_dot_product_attention with the masks, the sums of all layers made
    # once per forward pass; here that backend runs on the CPU too (torch's
    # generic kernel) and must give the gradients of the CPU's own backend,
    # which the loop formula checks.
    from fairseq_diet.modules import PositionAttention, engine

    plain, dictionary = training_model(arch)
    batch = make_batch(dictionary, [6, 4, 3], 5, seed=1)
    loss(plain, batch).backward()
    fused, _ = training_model(arch, reference=plain)
    taken = []
    for module in fused.modules():
        if isinstance(module, PositionAttention):
            module.attention_backend = engine.Sdpa(trace=taken)
    loss(fused, batch).backward()
    assert {name for name, _ in taken} == {"sdpa"} and ("sdpa", engine.SDPA) in taken
    assert_same_gradients(gradients(fused), gradients(plain), arch)


@pytest.mark.parametrize("schedule", ["update_freq", "two_forwards"])
@pytest.mark.parametrize("mode", ["plain", "checkpoint"])
@pytest.mark.parametrize("arch", DIET_ARCHS)
def test_split_or_joined_batches_sum_their_gradients(arch, mode, schedule):
    # update_freq (--update-freq 2): forward and backward of one batch, then of
    # the next, into the same gradients. two_forwards (a criterion that runs
    # the model twice per step): both forward passes, then one backward pass,
    # whose recomputation (with checkpointing) of the first forward must use
    # the first batch's positions. The batches differ in shape and padding.
    seed_model, dictionary = training_model(arch)
    batches = [make_batch(dictionary, [6, 4, 3], 5, seed=1), make_batch(dictionary, [3, 3], 7, seed=4)]
    model, _ = training_model(arch, CHECKPOINTING[mode], reference=seed_model)
    if schedule == "update_freq":
        for batch in batches:
            loss(model, batch).backward()
    else:
        (loss(model, batches[0]) + loss(model, batches[1])).backward()
    assert_same_gradients(gradients(model), reference_gradients(arch, batches, seed_model), arch)


@pytest.mark.parametrize("mode", ["plain", "checkpoint"])
@pytest.mark.parametrize("arch", DIET_ARCHS)
def test_evaluation_between_training_steps_leaves_training_unchanged(arch, mode):
    # Validation (eval mode, no gradients) and a beam-search-like decoding
    # pass between two training steps, after a parameter update.
    seed_model, dictionary = training_model(arch)
    model, _ = training_model(arch, CHECKPOINTING[mode], reference=seed_model)
    first, second = make_batch(dictionary, [6, 4, 3], 5, seed=1), make_batch(dictionary, [5, 2], 6, seed=4)
    loss(model, first).backward()
    with torch.no_grad():
        for p in model.parameters():
            p -= 0.01 * p.grad
            p.grad = None
    updated_state = {name: value.clone() for name, value in model.state_dict().items()}
    model.eval()
    with torch.no_grad():
        loss(model, second)
        src = second[0]
        encoder_out = model.encoder(src, src_lengths=None)
        state, tokens = {}, second[1][:, :1]
        for _ in range(3):
            model.decoder(tokens, encoder_out=encoder_out, incremental_state=state)
            tokens = torch.cat([tokens, tokens[:, -1:]], dim=1)
    model.train()
    loss(model, second).backward()
    fresh, _ = build_model(arch, CHECKPOINTING[mode])
    fresh.load_state_dict(updated_state)
    fresh.train()
    loss(fresh, second).backward()
    assert_same_gradients(gradients(model), gradients(fresh), arch)


@pytest.mark.parametrize("arch", DIET_ARCHS)
def test_evaluation_after_training_uses_the_updated_parameters(arch):
    # The other direction: outputs in eval mode after a training step equal
    # those of a model loaded with the updated parameters.
    model, dictionary = training_model(arch)
    batch = make_batch(dictionary, [6, 4, 3], 5, seed=1)
    with torch.no_grad():
        model.eval()
        before = loss(model, batch)
        model.train()
    loss(model, batch).backward()
    with torch.no_grad():
        for p in model.parameters():
            p -= 0.05 * p.grad
    model.eval()
    fresh, _ = build_model(arch)
    fresh.load_state_dict(model.state_dict())
    with torch.no_grad():
        after, expected = loss(model, batch), loss(fresh.eval(), batch)
    assert not torch.isclose(after, before)
    torch.testing.assert_close(after, expected, rtol=1e-12, atol=0)


@pytest.mark.parametrize("copy_by", ["deepcopy", "pickle"])
@pytest.mark.parametrize("arch", DIET_ARCHS)
def test_a_copy_taken_after_a_training_step_is_the_same_model(arch, copy_by):
    # fairseq's --store-ema deep-copies the model after its first update, while
    # the stacks still hold that pass's context (terms with their graph): the
    # copy must take the parameters only, and train and evaluate as the original.
    model, dictionary = training_model(arch, ["--checkpoint-activations"])
    first, second = make_batch(dictionary, [6, 4, 3], 5, seed=1), make_batch(dictionary, [5, 2], 6, seed=4)
    loss(model, first).backward()
    model.zero_grad()
    copied = copy.deepcopy(model) if copy_by == "deepcopy" else pickle.loads(pickle.dumps(model))
    assert all(scheme.state_dict().keys() == original.state_dict().keys() and scheme._context is None
               for scheme, original in zip(position_schemes(copied), position_schemes(model)))
    assert position_schemes(model) and all(scheme._context is not None for scheme in position_schemes(model))
    for each in (model, copied):
        loss(each, second).backward()
    assert_same_gradients(gradients(copied), gradients(model), arch)
    with torch.no_grad():
        torch.testing.assert_close(loss(copied.eval(), first), loss(model.eval(), first), rtol=0, atol=0)


def position_schemes(model):
    from fairseq_diet.positions.base import PositionScheme

    return [module for module in model.modules() if isinstance(module, PositionScheme)]
