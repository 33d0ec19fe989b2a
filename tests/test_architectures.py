"""Behaviour of the registered architectures as whole models."""

import pytest
import torch

from model_helpers import DIET_ARCHS, build_model, parse_model_args, random_batch
from fairseq_diet.positions import PositionOptionError

ALL_SHARES = ("none", "layers", "heads", "both")


def decoder_log_probs(model, src, tgt, incremental_state=None, with_attention=False):
    encoder_out = model.encoder(src, src_lengths=src.ne(model.encoder.padding_idx).sum(1))
    out = model.decoder(tgt, encoder_out=encoder_out, incremental_state=incremental_state)
    log_probs = model.get_normalized_probs(out, log_probs=True)
    return (log_probs, out[1]["attn"][0]) if with_attention else log_probs


@pytest.mark.parametrize("arch", ["transformer_diet_abs", "transformer_diet_rel"])
def test_decoding_tables_grow_only_where_needed(arch):
    # A search computes each bias table once and slices it per step; a table
    # grows (by doubling) only along a dimension that became too short. The
    # cross-attention keys are the source: their number never changes.
    model, dictionary = build_model(arch)
    src = random_batch(dictionary, [20, 20], seed=3)
    encoder_out = model.encoder(src, src_lengths=None)
    tokens = torch.full((2, 1), dictionary.eos())
    state = {}
    with torch.no_grad():
        for step in range(40):
            model.decoder(tokens, encoder_out=encoder_out, incremental_state=state)
            tokens = torch.cat([tokens, tokens[:, -1:]], dim=1)
    # The tables of all layer groups live in the search's incremental state,
    # (layer_groups, head_groups, query positions, key positions).
    cross = model.decoder.cross_positions.get_incremental_state(state, "tables")["tables"]
    own = model.decoder.self_positions.get_incremental_state(state, "tables")["tables"]
    assert tuple(cross.shape[2:]) == (64, 20)
    assert tuple(own.shape[2:]) == (64, 64)


@pytest.mark.parametrize("arch", DIET_ARCHS)
def test_two_continuations_of_one_decoding_prefix(arch):
    # Two branches that share a prefix's decoding cache (shallow copies of the
    # incremental state) must not overwrite each other's keys and values.
    model, dictionary = build_model(arch)
    src = random_batch(dictionary, [5, 3], seed=17)
    tgt = random_batch(dictionary, [4, 4], seed=18, left_pad=False)
    tgt[:, 0] = dictionary.eos()
    other = tgt.clone()
    other[:, 3] = (tgt[:, 3] + 1 - dictionary.nspecial) % (len(dictionary) - dictionary.nspecial) \
        + dictionary.nspecial
    encoder_out = model.encoder(src, src_lengths=None)
    state = {}
    with torch.no_grad():
        for step in range(3):
            model.decoder(tgt[:, : step + 1], encoder_out=encoder_out, incremental_state=state)
            model.decoder.reorder_incremental_state_scripting(state, torch.arange(2))
        branch = {name: dict(buffers) for name, buffers in state.items()}
        first = model.decoder(tgt, encoder_out=encoder_out, incremental_state=state)[0][:, -1]
        second = model.decoder(other, encoder_out=encoder_out, incremental_state=branch)[0][:, -1]
        torch.testing.assert_close(first, model.decoder(tgt, encoder_out=encoder_out)[0][:, -1],
                                   rtol=0, atol=1e-6)
        torch.testing.assert_close(second, model.decoder(other, encoder_out=encoder_out)[0][:, -1],
                                   rtol=0, atol=1e-6)
        # And the first branch goes on from its own cache.
        longer = torch.cat([tgt, tgt[:, :1]], dim=1)
        torch.testing.assert_close(
            model.decoder(longer, encoder_out=encoder_out, incremental_state=state)[0][:, -1],
            model.decoder(longer, encoder_out=encoder_out)[0][:, -1], rtol=0, atol=1e-6)


@pytest.mark.parametrize("arch", DIET_ARCHS)
def test_sentence_scores_identically_alone_and_in_padded_batch(arch):
    model, dictionary = build_model(arch)
    src = random_batch(dictionary, [3, 9, 6], seed=3)  # row 0 is left-padded by 6
    tgt = random_batch(dictionary, [4, 8, 6], seed=4, left_pad=False)
    tgt[:, 0] = dictionary.eos()
    in_batch, batch_attention = decoder_log_probs(model, src, tgt, with_attention=True)
    alone, alone_attention = decoder_log_probs(model, src[:1, -3:], tgt[:1, :4], with_attention=True)
    torch.testing.assert_close(in_batch[0, :4], alone[0], rtol=0, atol=1e-6)
    # The returned attention (what --print-alignment uses) follows the columns
    # of src_tokens, whatever layout the encoder computes in.
    torch.testing.assert_close(batch_attention[0, :4, -3:], alone_attention[0], rtol=0, atol=1e-6)
    assert batch_attention[0, :, :6].abs().max() == 0


@pytest.mark.parametrize("arch", DIET_ARCHS)
def test_reordered_encoder_output_decodes_as_reordered_input(arch):
    model, dictionary = build_model(arch)
    src = random_batch(dictionary, [3, 7, 5], seed=15)
    tgt = random_batch(dictionary, [4, 4, 4], seed=16, left_pad=False)
    new_order = torch.tensor([2, 0, 0, 1])
    encoder_out = model.encoder(src, src_lengths=None)
    reordered = model.encoder.reorder_encoder_out(encoder_out, new_order)
    got = model.decoder(tgt[new_order], encoder_out=reordered)
    expected = model.decoder(tgt[new_order], encoder_out=model.encoder(src[new_order], None))
    torch.testing.assert_close(got[0], expected[0], rtol=0, atol=1e-6)
    torch.testing.assert_close(got[1]["attn"][0], expected[1]["attn"][0], rtol=0, atol=1e-6)


@pytest.mark.parametrize("arch", DIET_ARCHS)
def test_decoder_output_at_step_t_ignores_later_target_tokens(arch):
    model, dictionary = build_model(arch)
    src = random_batch(dictionary, [5, 4], seed=5)
    tgt = random_batch(dictionary, [6, 6], seed=6, left_pad=False)
    changed = tgt.clone()
    changed[:, 3:] = random_batch(dictionary, [3, 3], seed=7, left_pad=False)
    assert not torch.equal(changed, tgt)
    before = decoder_log_probs(model, src, tgt)
    after = decoder_log_probs(model, src, changed)
    torch.testing.assert_close(after[:, :3], before[:, :3], rtol=0, atol=1e-10)
    assert not torch.allclose(after[:, 3:], before[:, 3:])


def test_position_information_changes_the_output():
    # Without input position embeddings the only order signal is the
    # attention term: swapping two source tokens must change the output.
    for arch in DIET_ARCHS:
        model, dictionary = build_model(arch)
        if arch == "transformer_cope":  # embeddings start at zero, as the authors' do: given values here
            for name, parameter in model.named_parameters():
                if "positions" in name:
                    torch.nn.init.normal_(parameter)
        src = random_batch(dictionary, [5], seed=8)
        swapped = src[:, [1, 0, 2, 3, 4]]
        tgt = random_batch(dictionary, [3], seed=9, left_pad=False)
        assert not torch.allclose(decoder_log_probs(model, src, tgt),
                                  decoder_log_probs(model, swapped, tgt)), arch


def count_parameters(model):
    return sum(p.numel() for p in model.parameters())


def expected_position_parameters(scheme, share, layers, heads, dim, max_pos, clip=None,
                                 rank=None, values=True, cross=None):
    layer_groups = 1 if share in ("layers", "both") else layers
    head_groups = 1 if share in ("heads", "both") else heads
    if cross is None:  # Shaw et al.: self-attention only; DIET: every attention
        cross = scheme != "shaw"
    stacks = 3 if cross else 2  # encoder self, decoder self, encoder-decoder
    head_dim = dim // heads
    if scheme == "diet_abs":
        per_group = 2 * max_pos * (rank or head_dim)
    elif scheme == "diet_rel":
        per_group = 2 * (max_pos - 1 if clip is None else clip) + 1
    else:
        per_group = (2 * clip + 1) * head_dim * (2 if values else 1)
    return stacks * layer_groups * head_groups * per_group


@pytest.mark.parametrize("share", ALL_SHARES)
@pytest.mark.parametrize("arch,scheme,extra,kwargs", [
    ("transformer_diet_abs", "diet_abs", [], {}),
    ("transformer_diet_abs", "diet_abs", ["--diet-rank", "3"], {"rank": 3}),
    ("transformer_diet_rel", "diet_rel", [], {}),
    ("transformer_diet_rel", "diet_rel", ["--max-relative-position", "5"], {"clip": 5}),
    ("transformer_shaw", "shaw", [], {"clip": 16}),
    ("transformer_shaw", "shaw", ["--no-shaw-values"], {"clip": 16, "values": False}),
])
def test_parameter_counts_equal_formulas(arch, scheme, extra, kwargs, share):
    baseline, _ = build_model("transformer", ["--no-token-positional-embeddings"])
    model, _ = build_model(arch, ["--share-positions", share, *extra])
    added = count_parameters(model) - count_parameters(baseline)
    assert added == expected_position_parameters(scheme, share, layers=2, heads=4, dim=16,
                                                 max_pos=64, **kwargs)


def test_no_cross_attention_positions_drops_the_cross_term():
    baseline, _ = build_model("transformer", ["--no-token-positional-embeddings"])
    model, _ = build_model("transformer_diet_rel", ["--no-cross-attention-positions"])
    added = count_parameters(model) - count_parameters(baseline)
    assert added == expected_position_parameters("diet_rel", "none", 2, 4, 16, 64, cross=False)


def test_shared_parameters_are_registered_once():
    model, _ = build_model("transformer_diet_abs")
    names = [name for name in model.state_dict() if "positions" in name]
    assert sorted(names) == sorted([
        "encoder.self_positions.query_embeddings", "encoder.self_positions.key_embeddings",
        "decoder.self_positions.query_embeddings", "decoder.self_positions.key_embeddings",
        "decoder.cross_positions.query_embeddings", "decoder.cross_positions.key_embeddings",
    ])


@pytest.mark.parametrize("arch", DIET_ARCHS)
def test_every_parameter_receives_a_gradient(arch):
    model, dictionary = build_model(arch, dtype=torch.float32)
    model.train()
    src = random_batch(dictionary, [5, 3], seed=10)
    tgt = random_batch(dictionary, [4, 4], seed=11, left_pad=False)
    decoder_log_probs(model, src, tgt).sum().backward()
    missing = [name for name, p in model.named_parameters() if p.grad is None]
    assert missing == []


FAIRSEQ_MODEL_OPTIONS = [
    ["--encoder-layerdrop", "0.5", "--decoder-layerdrop", "0.5"],
    ["--quant-noise-pq", "0.1", "--quant-noise-pq-block-size", "4"],
    ["--layernorm-embedding", "--no-scale-embedding"],
    ["--encoder-normalize-before", "--decoder-normalize-before", "--no-decoder-final-norm"],
    ["--no-cross-attention"],
]


@pytest.mark.parametrize("options", FAIRSEQ_MODEL_OPTIONS, ids=lambda options: options[0].lstrip("-"))
@pytest.mark.parametrize("arch", DIET_ARCHS)
def test_fairseqs_model_options_build_ours_as_they_build_its_transformer(arch, options):
    # The same parameters, of the same shapes, as fairseq's transformer built
    # with the same options (the position terms aside), the same layer lists
    # (LayerDrop's), the same quant-noise hooks and embedding scale; and a
    # training step runs, with LayerDrop skipping layers in training only.
    baseline, _ = build_model("transformer", ["--no-token-positional-embeddings", *options], dtype=torch.float32)
    model, dictionary = build_model(arch, options, dtype=torch.float32)

    def parameters(m):
        return {name: p.shape for name, p in m.named_parameters() if "_positions." not in name}

    assert parameters(model) == parameters(baseline)
    if "--no-cross-attention" in options:
        assert not any(name.startswith("decoder.cross_positions.") for name, _ in model.named_parameters())
    for part in ("encoder", "decoder"):
        ours, theirs = getattr(model, part), getattr(baseline, part)
        assert type(ours.layers) is type(theirs.layers)
        assert ours.embed_scale == theirs.embed_scale
        assert [len(m._forward_pre_hooks) for m in ours.modules() if isinstance(m, torch.nn.Linear)] == \
            [len(m._forward_pre_hooks) for m in theirs.modules() if isinstance(m, torch.nn.Linear)]
    layers = list(model.encoder.layers) + list(model.decoder.layers)
    ran = [0] * len(layers)
    for i, layer in enumerate(layers):
        layer.register_forward_hook(lambda *_, i=i: ran.__setitem__(i, ran[i] + 1))
    src = random_batch(dictionary, [5, 3], seed=10)
    tgt = random_batch(dictionary, [4, 4], seed=11, left_pad=False)
    torch.manual_seed(3)
    model.train()
    for _ in range(4):
        log_probs = decoder_log_probs(model, src, tgt)
        assert torch.isfinite(log_probs).all()
        log_probs.sum().backward()
    dropping = "--encoder-layerdrop" in options
    assert (sum(ran) < 4 * len(layers)) == dropping, ran
    model.eval()
    ran[:] = [0] * len(layers)
    decoder_log_probs(model, src, tgt)
    assert ran == [1] * len(layers)


def pruning_args(arch, extra, encoder=None, decoder=None):
    """Model options with layers to keep, as fairseq-generate's --model-overrides gives
    them ("0,2"; parsed from fairseq-train's command line they come as a list, on which
    fairseq's own transformer fails)."""
    args = parse_model_args(arch, extra, layers=3)
    args.encoder_layers_to_keep, args.decoder_layers_to_keep = encoder, decoder
    return args


@pytest.mark.parametrize("share", ["none", "layers"])
@pytest.mark.parametrize("arch", DIET_ARCHS)
def test_a_layerdrop_model_pruned_at_loading_keeps_each_kept_layers_position_terms(arch, share):
    # fairseq's --encoder/decoder-layers-to-keep (LayerDrop's pruning) renames the kept
    # layers' parameters; a scheme's per-layer parameters are cut to the same layers.
    extra = [] if arch in ("transformer_alibi", "transformer_rope", "transformer_xpos") else ["--share-positions", share]
    full, _ = build_model(arch, extra, layers=3)
    with torch.no_grad():
        for parameter in full.parameters():
            parameter.normal_()
    stored = full.state_dict()
    pruned, _ = build_model(arch, args=pruning_args(arch, extra, "0,2", "1"))
    pruned.load_state_dict(stored, model_cfg=pruning_args(arch, extra, "0,2", "1"))
    assert (len(pruned.encoder.layers), len(pruned.decoder.layers)) == (2, 1)
    renamed = {"encoder.layers.1.": "encoder.layers.2.", "decoder.layers.0.": "decoder.layers.1."}
    kept = {"encoder": [0, 2], "decoder": [1]}
    positions = 0
    for name, value in pruned.state_dict().items():
        side = name.split(".")[0]
        source = next((name.replace(new, old) for new, old in renamed.items() if name.startswith(new)), name)
        want = stored[source]
        if "_positions." in name and share == "none":
            want, positions = want[kept[side]], positions + 1
        torch.testing.assert_close(value, want, rtol=0, atol=0, msg=name)
    assert positions > 0 or share == "layers" or not extra


def test_layers_to_keep_beyond_the_checkpoints_layers_are_refused_naming_the_option():
    full, _ = build_model("transformer_diet_rel", layers=3)
    pruned, _ = build_model("transformer_diet_rel", args=pruning_args("transformer_diet_rel", [], "0,3"))
    with pytest.raises(ValueError, match=r"--encoder-layers-to-keep 0,3: the checkpoint's "
                                         r"encoder.self_positions.distance_bias has 3 layers \(0 to 2\)"):
        pruned.load_state_dict(full.state_dict(), model_cfg=pruning_args("transformer_diet_rel", [], "0,3"))


@pytest.mark.parametrize("option,value,message", [
    ("--diet-rank", "0", "--diet-rank"),
    ("--diet-rank", "-2", "--diet-rank"),
    ("--max-relative-position", "-1", "--max-relative-position"),
])
def test_bad_option_values_are_refused_when_building(option, value, message):
    with pytest.raises(ValueError, match=message):
        build_model("transformer_diet_abs", [option, value])


@pytest.mark.parametrize("value", ["-0.5", "nan", "inf"])
def test_diet_rel_init_std_must_be_a_finite_non_negative_number(value):
    with pytest.raises(ValueError, match="--diet-rel-init-std must be a number >= 0"):
        build_model("transformer_diet_rel", ["--diet-rel-init-std", value])


def test_diet_rel_init_std_sets_the_spread_of_the_initial_distance_biases():
    default, _ = build_model("transformer_diet_rel")
    zero, _ = build_model("transformer_diet_rel", ["--diet-rel-init-std", "0"])
    wide, _ = build_model("transformer_diet_rel", ["--diet-rel-init-std", "1.5"])
    for model, std in ((default, 0.1), (wide, 1.5)):
        biases = torch.cat([p.flatten() for n, p in model.named_parameters() if n.endswith("distance_bias")])
        assert biases.numel() > 1000 and abs(biases.std().item() - std) < 0.1 * std
    assert all(p.abs().max() == 0 for n, p in zero.named_parameters() if n.endswith("distance_bias"))


BIAS_SCALES = [("transformer_diet_rel", "--diet-rel-bias-scale"), ("transformer_t5", "--t5-bias-scale")]


@pytest.mark.parametrize("arch, option", BIAS_SCALES)
@pytest.mark.parametrize("value", ["0", "-2", "nan", "inf"])
def test_bias_scale_must_be_a_finite_positive_number(arch, option, value):
    with pytest.raises(ValueError, match=f"{option} must be a number > 0 for --position-scheme"):
        build_model(arch, [option, value])


def test_diet_rel_bias_scale_stores_the_biases_divided_by_it():
    # The biases the logits get start with --diet-rel-init-std's spread; the
    # parameter holds them divided by the scale.
    model, _ = build_model("transformer_diet_rel", ["--diet-rel-bias-scale", "10"])
    terms = [m for m in model.modules() if hasattr(m, "distance_bias")]
    assert len(terms) == 3 and all(term.bias_scale == 10 for term in terms)
    stored = torch.cat([term.distance_bias.flatten() for term in terms])
    assert stored.numel() > 1000 and abs(stored.std().item() - 0.01) < 0.001
    distances = torch.arange(-3, 4)  # i - j for 4 queries and 4 keys
    torch.testing.assert_close(terms[0].distance_terms(4, 4)[0],
                               10 * terms[0].distance_bias[0][:, distances + terms[0].clip_distance])


def test_t5_bias_scale_stores_the_biases_divided_by_it():
    default, _ = build_model("transformer_t5")
    model, _ = build_model("transformer_t5", ["--t5-bias-scale", "4"])
    terms = [m for m in model.modules() if hasattr(m, "bucket_bias")]
    assert len(terms) == 3 and all(term.bias_scale == 4 for term in terms)
    assert all(term.bias_scale == 1 for term in default.modules() if hasattr(term, "bucket_bias"))
    stored = torch.cat([term.bucket_bias.flatten() for term in terms])
    assert abs(stored.std().item() - 0.025) < 0.005  # std 0.1 as the logits see them
    distances = torch.arange(-3, 4)  # i - j for 4 queries and 4 keys
    torch.testing.assert_close(terms[0].distance_terms(4, 4)[0],
                               4 * terms[0].bucket_bias[0][:, terms[0].bucket(distances)])


@pytest.mark.parametrize("options, base", [([], 10000.0), (["--rotary-base", "500"], 500.0)])
def test_the_rotary_base_sets_every_rotation_angle(options, base):
    # RoFormer eq. 34: position m turns its pair k by m * base^(-2k / d_h); the parity tests read the
    # base back from the scheme, so here it is the option's (or the paper's 10000), written out.
    model, _ = build_model("transformer_rope", options)
    terms = [m for m in model.modules() if getattr(m, "scheme", None) == "rope"]
    assert len(terms) == 2  # the encoder's and the decoder's
    head_dim = model.encoder.layers[0].self_attn.head_dim
    positions = torch.tensor([[0, 1, 7, 300]])
    expected = torch.tensor([[[m * base ** (-2.0 * k / head_dim) for k in range(head_dim // 2)]
                              for m in (0, 1, 7, 300)]], dtype=torch.float64)
    for term in terms:
        torch.testing.assert_close(term.angles(positions), expected, rtol=1e-12, atol=0)


def test_a_bias_scale_of_another_scheme_is_refused():
    with pytest.raises(ValueError, match="--t5-bias-scale does not apply to --position-scheme diet_rel"):
        build_model("transformer_diet_rel", ["--t5-bias-scale", "10"])


def test_unknown_sharing_mode_is_refused_naming_the_option_and_its_choices():
    # A position-option error (one line from fairseq's tools, exit status 1), not argparse's usage
    with pytest.raises(PositionOptionError, match=r"--share-positions must be one of none, layers, heads, both; "
                                                  r"got 'everything'"):
        parse_model_args("transformer_diet_rel", ["--share-positions", "everything"])


def test_diet_abs_refuses_inputs_longer_than_its_table():
    model, dictionary = build_model("transformer_diet_abs")  # 64 positions
    src = random_batch(dictionary, [70], seed=12)
    with pytest.raises(ValueError, match="Diet-Abs has 64"):
        model.encoder(src, src_lengths=None)
    assert model.max_positions() == (64, 64)


def test_diet_abs_checkpoint_with_other_table_size_is_refused():
    small, _ = build_model("transformer_diet_abs")
    large, _ = build_model("transformer_diet_abs", ["--max-source-positions", "128"])
    with pytest.raises(ValueError, match="holds 64 positions but the model was built for 128"):
        large.load_state_dict(small.state_dict())


def test_relative_schemes_accept_any_length_within_fairseq_limit():
    model, dictionary = build_model("transformer_diet_rel", ["--max-relative-position", "4"])
    src = random_batch(dictionary, [30, 12], seed=13)
    tgt = random_batch(dictionary, [20, 5], seed=14, left_pad=False)
    assert torch.isfinite(decoder_log_probs(model, src, tgt)).all()


@pytest.mark.parametrize("choice,learned", [("none", None), ("sinusoidal", False), ("learned", True)])
def test_input_positions_option_adds_fairseq_position_embeddings(choice, learned):
    model, _ = build_model("transformer_diet_abs", ["--input-positions", choice])
    for stack in (model.encoder, model.decoder):
        if learned is None:
            assert stack.embed_positions is None
        else:
            has_weights = any(True for _ in stack.embed_positions.parameters())
            assert has_weights == learned


def press_et_al_slopes(heads):
    """ALiBi's slopes as the README states them, in float64: 2^(-8h/H) for H a power of two;
    otherwise, with p the largest power of two below H, 2^(-8h/p) for the first p heads and
    2^(-4(2h-1)/p) for the other H - p."""
    below = 1 << (heads.bit_length() - 1)
    return [2.0 ** (-8 * h / below) for h in range(1, below + 1)] + \
        [2.0 ** (-4 * (2 * h - 1) / below) for h in range(1, heads - below + 1)]


@pytest.mark.parametrize("heads", [16, 12, 6])
def test_alibi_slopes_are_exact_in_every_model_dtype(heads):
    from fairseq_diet.positions import POSITION_SCHEMES, Stack

    expected = torch.tensor(press_et_al_slopes(heads), dtype=torch.float64)
    alibi = POSITION_SCHEMES["alibi"](Stack("encoder", 1, heads, 4, 8, 8))
    assert alibi.slopes.dtype == torch.float32
    assert torch.equal(alibi.slopes, expected.float())  # rounded once, to float32
    # A float64 model gets them at float64 precision, not as float32 numbers widened.
    assert torch.allclose(alibi.double().slopes, expected, rtol=1e-14, atol=0)
    assert torch.equal(alibi.half().slopes, expected.half())


@pytest.mark.parametrize("scheme,options", [("rope", (10000.0,)), ("xpos", (10000.0, 512.0))])
def test_rotation_tables_stay_float64_in_every_model_dtype(scheme, options):
    from fairseq_diet.positions import POSITION_SCHEMES, Stack

    rotation = POSITION_SCHEMES[scheme](Stack("encoder", 1, 2, 8, 8, 8), *options)
    exact = {name: buffer.clone() for name, buffer in rotation.named_buffers()}
    assert exact and all(buffer.dtype == torch.float64 for buffer in exact.values())
    for cast in (rotation.half, rotation.float, rotation.bfloat16):
        cast()
        for name, buffer in rotation.named_buffers():
            assert buffer.dtype == torch.float64 and torch.equal(buffer, exact[name]), (cast, name)


def test_t5_log_spaced_buckets_end_at_max_relative_position():
    # --max-relative-position is where the log-spaced buckets end, not where the last
    # one starts: with the defaults (32 buckets, 128) the encoder's last bucket of each
    # direction starts at distance 91 and holds everything from there on.
    from fairseq_diet.positions import POSITION_SCHEMES, Stack

    t5 = POSITION_SCHEMES["t5"](Stack("encoder", 1, 2, 4, 8, 8), "layers", 32, 128)
    buckets = t5.bucket(torch.tensor([7, 8, 90, 91, 127, 128, 1000, -91]))
    assert buckets.tolist() == [7, 8, 14, 15, 15, 15, 15, 31]
    # Ending the log-spaced buckets farther out moves every far bucket's start outwards.
    far = POSITION_SCHEMES["t5"](Stack("encoder", 1, 2, 4, 8, 8), "layers", 32, 256)
    assert far.bucket(torch.tensor([91, 127, 128])).tolist() == [13, 14, 14]


@pytest.mark.parametrize("variant,r1_high,r2_high", [("log", 2.0, 1.0), ("power", 1.0, 2.0)])
def test_kerple_starts_in_the_authors_ranges_and_keeps_to_the_papers(variant, r1_high, r2_high):
    # Drawn per head as the authors' code draws them (U(0, r1_high), U(0, r2_high), at least
    # 0.01); whatever the stored values become, r1 and r2 stay > 0 and the power's r2 <= 2.
    from fairseq_diet.positions import POSITION_SCHEMES, Stack

    torch.manual_seed(0)
    kerple = POSITION_SCHEMES["kerple"](Stack("encoder", 6, 64, 4, 8, 8), "none", variant)
    for r, high in ((kerple.r1().detach(), r1_high), (kerple.r2().detach(), r2_high)):
        assert r.shape == (6, 64, 1)
        assert r.min() >= 0.0099 and r.max() <= min(high, 1.99) + 1e-5
        assert r.min() < 0.1 * high and r.max() > 0.9 * high  # spread over the range, not one value
    with torch.no_grad():
        kerple.r1_rho.fill_(-60.0)
        kerple.r2_rho.fill_(60.0)
    assert kerple.r1().min() > 0 and kerple.r2().min() > 0
    assert variant == "log" or kerple.r2().max() <= 2
    assert torch.isfinite(kerple.distance_terms(4, 4)).all()
