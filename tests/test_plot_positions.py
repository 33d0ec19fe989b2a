"""scripts/plot_positions.py: the learned position terms of trained checkpoints as PNGs."""
import argparse
import importlib.util
import math
import subprocess
import sys
from pathlib import Path

import pytest
import torch
from cli_helpers import train
from figure_helpers import png_size

REPO = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("plot_positions", REPO / "scripts" / "plot_positions.py")
plot_positions = importlib.util.module_from_spec(spec)
spec.loader.exec_module(plot_positions)

STACKS = ["decoder.cross_positions.png", "decoder.self_positions.png", "encoder.self_positions.png"]
# Two layers, so that unshared schemes have two layer groups; Diet-Rel without a
# cross-attention term and Shaw with its default (none), so that a missing stack
# gets no figure.
TRAINED = {
    "transformer_diet_abs": ((), STACKS),
    "transformer_diet_rel": (("--no-cross-attention-positions",), STACKS[1:]),
    "transformer_shaw": ((), STACKS[1:]),
}
NO_OPTIONS = lambda name: None  # noqa: E731  (the plotting functions that read none)


@pytest.mark.parametrize("arch", sorted(TRAINED))
def test_each_stack_of_a_trained_checkpoint_becomes_one_png(data_bin, tmp_path, arch):
    extra, expected = TRAINED[arch]
    train(data_bin, arch, tmp_path / "model", "--encoder-layers", "2", "--decoder-layers", "2",
          "--max-update", "1", *extra)
    plot_positions.main([str(tmp_path / "model" / "checkpoint_last.pt"), "--out", str(tmp_path / "plots")])
    written = sorted(p.name for p in (tmp_path / "plots").iterdir())
    assert written == expected
    for name in written:
        png_size(tmp_path / "plots" / name)


def test_a_checkpoint_without_position_term_is_refused(tmp_path):
    checkpoint = tmp_path / "transformer.pt"
    torch.save({"model": {"encoder.embed_positions._float_tensor": torch.zeros(1),
                          "encoder.layers.0.self_attn.k_proj.weight": torch.zeros(2, 2)},
                "args": argparse.Namespace(arch="transformer")}, checkpoint)
    with pytest.raises(SystemExit, match=f"{checkpoint} has no position term"):
        plot_positions.main([str(checkpoint), "--out", str(tmp_path / "plots")])
    assert not (tmp_path / "plots").exists()


def test_allow_none_writes_nothing_for_a_model_without_position_parameters(tmp_path, capsys):
    for arch, scheme, message in (("transformer", None, "has no position term"),
                                  ("transformer_alibi", "alibi", "learns no position parameters"),
                                  ("transformer_rope", "rope", "learns no position parameters"),
                                  ("transformer_xpos", "xpos", "learns no position parameters")):
        checkpoint = tmp_path / f"{arch}.pt"
        torch.save({"model": {"encoder.layers.0.self_attn.k_proj.weight": torch.zeros(2, 2)},
                    "args": argparse.Namespace(arch=arch, position_scheme=scheme)}, checkpoint)
        plot_positions.main([str(checkpoint), "--out", str(tmp_path / "plots"), "--allow-none"])
        assert f"{checkpoint} {message}" in capsys.readouterr().err
    assert not (tmp_path / "plots").exists()


def test_diet_rel_draws_a_panel_per_layer_group_and_a_line_per_head_over_the_distances_asked():
    plt = plot_positions.pyplot()
    bias = torch.arange(3 * 4 * 41, dtype=torch.float).view(3, 4, 41)  # clip distance 20
    figure = plot_positions.PLOTS["diet_rel"](plt, "encoder.self_positions", {"distance_bias": bias}, 8, NO_OPTIONS)
    assert len(figure.axes) == 3
    lines = figure.axes[1].get_lines()
    assert len(lines) == 4
    assert list(lines[2].get_xdata()) == list(range(-7, 8))
    assert list(lines[2].get_ydata()) == bias[1, 2, 13:28].tolist()  # distance d at index d + 20
    plt.close(figure)


def test_diet_rel_plots_the_biases_the_logits_get_not_the_stored_ones():
    plt = plot_positions.pyplot()
    bias = torch.randn(1, 2, 9)
    options = {"diet_rel_bias_scale": 4.0}.get
    figure = plot_positions.PLOTS["diet_rel"](plt, "encoder.self_positions", {"distance_bias": bias}, 8, options)
    assert list(figure.axes[0].get_lines()[1].get_ydata()) == (4.0 * bias[0, 1]).tolist()
    plt.close(figure)


def test_diet_abs_heatmap_is_the_product_of_query_and_key_embeddings():
    plt = plot_positions.pyplot()
    p_q, p_k = torch.randn(1, 2, 100, 3), torch.randn(1, 2, 90, 3)
    figure = plot_positions.PLOTS["diet_abs"](plt, "decoder.cross_positions",
                                              {"query_embeddings": p_q, "key_embeddings": p_k}, 64, NO_OPTIONS)
    images = [ax.get_images()[0].get_array() for ax in figure.axes if ax.get_images()]
    assert len(images) == 2
    assert torch.allclose(torch.tensor(images[1]), p_q[0, 1, :64] @ p_k[0, 1, :64].T, atol=1e-5)
    plt.close(figure)


def test_shaw_without_value_vectors_plots_the_key_vector_norms_only():
    plt = plot_positions.pyplot()
    a_k = torch.randn(2, 3, 9, 5)
    figure = plot_positions.PLOTS["shaw"](plt, "decoder.self_positions", {"key_embeddings": a_k}, 64, NO_OPTIONS)
    assert len(figure.axes) == 2  # one per layer group, a^K only
    lines = figure.axes[1].get_lines()
    assert len(lines) == 3 and list(lines[0].get_xdata()) == list(range(-4, 5))
    assert torch.allclose(torch.tensor(lines[0].get_ydata()), a_k[1, 0].norm(dim=-1))
    plt.close(figure)


def test_tisa_curve_is_the_kernel_sum_at_each_distance():
    plt = plot_positions.pyplot()
    a, b, c = torch.randn(2, 3, 4), torch.rand(2, 3, 4), torch.randn(2, 3, 4) * 5
    figure = plot_positions.PLOTS["tisa"](plt, "encoder.self_positions",
                                          {"amplitudes": a, "sharpness": b, "offsets": c}, 6, NO_OPTIONS)
    assert len(figure.axes) == 2
    line = figure.axes[1].get_lines()[2]  # layer group 1, head 2
    assert list(line.get_xdata()) == list(range(-5, 6))
    expected = [sum(float(a[1, 2, s]) * torch.exp(-b[1, 2, s].abs() * (d - c[1, 2, s]) ** 2).item()
                    for s in range(4)) for d in range(-5, 6)]
    assert torch.allclose(torch.tensor(line.get_ydata()), torch.tensor(expected), atol=1e-5)
    plt.close(figure)


def test_t5_curve_follows_the_buckets_of_each_direction():
    plt = plot_positions.pyplot()
    bias = torch.arange(32, dtype=torch.float).view(1, 1, 32)  # the value of a bucket is its index
    options = {"max_relative_position": 128}.get
    encoder = plot_positions.PLOTS["t5"](plt, "encoder.self_positions", {"bucket_bias": bias}, 40, options)
    line = encoder.axes[0].get_lines()[0]
    by_distance = dict(zip(line.get_xdata().tolist(), line.get_ydata().tolist()))
    # Bidirectional: 16 buckets a direction, 8 exact; keys after the query in the upper half.
    assert [by_distance[d] for d in (0, 1, 7, -1, -7)] == [0, 1, 7, 17, 23]
    assert 8 <= by_distance[20] < 16 and by_distance[39] >= by_distance[20]
    decoder = plot_positions.PLOTS["t5"](plt, "decoder.self_positions", {"bucket_bias": bias}, 40, options)
    line = decoder.axes[0].get_lines()[0]
    assert min(line.get_xdata()) == 0  # causal: the query's own and earlier keys only
    assert line.get_ydata()[15] == 15 and line.get_ydata()[16] >= 16  # 16 exact buckets
    plt.close(encoder)
    plt.close(decoder)


def test_t5_plots_the_biases_the_logits_get_not_the_stored_ones():
    plt = plot_positions.pyplot()
    bias = torch.randn(1, 2, 32)
    plain = plot_positions.PLOTS["t5"](plt, "encoder.self_positions", {"bucket_bias": bias}, 40,
                                       {"max_relative_position": 128}.get)
    scaled = plot_positions.PLOTS["t5"](plt, "encoder.self_positions", {"bucket_bias": bias}, 40,
                                        {"max_relative_position": 128, "t5_bias_scale": 3.0}.get)
    expected = 3.0 * torch.tensor(plain.axes[0].get_lines()[1].get_ydata())
    assert torch.allclose(torch.tensor(scaled.axes[0].get_lines()[1].get_ydata()), expected)
    plt.close(plain)
    plt.close(scaled)


def kerple_bias(r1_rho, r2_rho, variant, distance):
    """KERPLE's bias at distance from the stored rho: r1 = softplus(rho1); log: r2 = softplus(rho2),
    -r1 log(1 + r2 |d|); power: r2 = 2 sigmoid(rho2), -r1 |d|^r2."""
    r1 = math.log1p(math.exp(r1_rho))
    if variant == "log":
        return -r1 * math.log1p(math.log1p(math.exp(r2_rho)) * abs(distance))
    return -r1 * abs(distance) ** (2 / (1 + math.exp(-r2_rho)))


@pytest.mark.parametrize("variant,options", [("log", {"kerple_variant": "log"}.get), ("log", NO_OPTIONS),
                                             ("power", {"kerple_variant": "power"}.get)],
                         ids=["log", "log-by-default", "power"])
def test_kerple_curve_is_the_kernel_of_the_stored_variant(variant, options):
    """The stored variant's kernel of the stored rho (log where none is stored, the scheme's default)."""
    plt = plot_positions.pyplot()
    r1_rho, r2_rho = torch.randn(2, 3, 1), torch.randn(2, 3, 1)
    figure = plot_positions.PLOTS["kerple"](plt, "encoder.self_positions", {"r1_rho": r1_rho, "r2_rho": r2_rho},
                                            6, options)
    assert len(figure.axes) == 2
    line = figure.axes[1].get_lines()[2]  # layer group 1, head 2
    assert list(line.get_xdata()) == list(range(-5, 6))
    expected = [kerple_bias(float(r1_rho[1, 2, 0]), float(r2_rho[1, 2, 0]), variant, d) for d in range(-5, 6)]
    assert torch.allclose(torch.tensor(line.get_ydata()), torch.tensor(expected), atol=1e-5)
    assert variant in figure.get_suptitle()
    plt.close(figure)


def test_a_trained_kerple_checkpoint_is_plotted_with_the_variant_it_stores(data_bin, tmp_path, monkeypatch):
    train(data_bin, "transformer_kerple", tmp_path / "model", "--max-update", "1", "--kerple-variant", "power")
    checkpoint = tmp_path / "model" / "checkpoint_last.pt"
    drawn, save_png = {}, plot_positions.save_png
    monkeypatch.setattr(plot_positions, "save_png",
                        lambda figure, path: (drawn.__setitem__(Path(path).name, figure), save_png(figure, path)))
    plot_positions.main([str(checkpoint), "--out", str(tmp_path / "plots"), "--positions", "6"])
    assert sorted(drawn) == STACKS  # encoder-decoder attention carries the term by default
    model = plot_positions.load_checkpoint(str(checkpoint))["model"]
    for name, figure in drawn.items():
        png_size(tmp_path / "plots" / name)
        stack = name[:-len(".png")]
        r1_rho, r2_rho = (float(model[f"{stack}.{rho}"][0, 1, 0]) for rho in ("r1_rho", "r2_rho"))
        line = figure.axes[0].get_lines()[1]  # shared by the layers (the default): head 2
        expected = [kerple_bias(r1_rho, r2_rho, "power", d) for d in range(-5, 6)]
        assert torch.allclose(torch.tensor(line.get_ydata()), torch.tensor(expected), atol=1e-5), stack


def fire_parameters(layer_groups, head_groups, hidden):
    """Random FIRE parameters, c and L of either sign (used by their size) and L small, so that
    queries past it have their own normaliser."""
    return {"c": torch.rand(layer_groups, 1) + 0.5, "threshold": torch.rand(layer_groups, 1) * 2 + 1.5,
            "hidden_weight": torch.randn(layer_groups, hidden), "hidden_bias": torch.randn(layer_groups, hidden),
            "output_weight": torch.randn(layer_groups, head_groups, hidden),
            "output_bias": torch.randn(layer_groups, head_groups)}


def fire_bias(parameters, layer, head, i, j):
    """FIRE's bias from the stored parameters: the MLP f at x = sign(i - j) psi(|i - j|) / psi(max(|L|, i, 1)),
    psi(x) = log(|c| x + 1), f(x) = W relu(w x + b) + B."""
    c, threshold = (abs(float(parameters[name][layer, 0])) for name in ("c", "threshold"))
    x = math.copysign(math.log1p(c * abs(i - j)), i - j) / math.log1p(c * max(threshold, i, 1))
    hidden = [max(0.0, float(w) * x + float(b))
              for w, b in zip(parameters["hidden_weight"][layer], parameters["hidden_bias"][layer])]
    return (sum(float(w) * h for w, h in zip(parameters["output_weight"][layer, head], hidden))
            + float(parameters["output_bias"][layer, head]))


def heatmaps(figure):
    """The values drawn in each heatmap panel of figure, in panel order (the colour bar has none)."""
    return [torch.tensor(ax.get_images()[0].get_array()) for ax in figure.axes if ax.get_images()]


def test_fire_heatmap_is_the_bias_of_each_query_and_key_position():
    """Keys on both sides (the encoder's signed distance); rows past |L| normalised by their own position."""
    plt = plot_positions.pyplot()
    parameters = fire_parameters(2, 3, 5)
    parameters["c"][0] *= -1
    parameters["threshold"][1] *= -1
    figure = plot_positions.PLOTS["fire"](plt, "encoder.self_positions", parameters, 6, NO_OPTIONS)
    tables = heatmaps(figure)
    assert len(tables) == 6  # 2 layer groups (rows) x 3 heads
    for layer in range(2):
        for head in range(3):
            expected = torch.tensor([[fire_bias(parameters, layer, head, i, j) for j in range(6)] for i in range(6)])
            assert torch.allclose(tables[3 * layer + head], expected, atol=1e-5), (layer, head)
    plt.close(figure)


def test_a_trained_fire_checkpoint_is_plotted_with_each_stacks_directions(data_bin, tmp_path, monkeypatch):
    train(data_bin, "transformer_fire", tmp_path / "model", "--max-update", "1", "--cross-attention-positions")
    checkpoint = tmp_path / "model" / "checkpoint_last.pt"
    drawn, save_png = {}, plot_positions.save_png
    monkeypatch.setattr(plot_positions, "save_png",
                        lambda figure, path: (drawn.__setitem__(Path(path).name, figure), save_png(figure, path)))
    plot_positions.main([str(checkpoint), "--out", str(tmp_path / "plots"), "--positions", "5"])
    assert sorted(drawn) == STACKS
    model = plot_positions.load_checkpoint(str(checkpoint))["model"]
    for name, figure in drawn.items():
        png_size(tmp_path / "plots" / name)
        stack = name[:-len(".png")]
        parameters = {parameter: model[f"{stack}.{parameter}"].float() for parameter in plot_positions.FIRE_PARAMETERS}
        table = heatmaps(figure)[1]  # shared by the layers (the default): head 2
        for i in range(5):
            keys = range(i + 1) if stack == "decoder.self_positions" else range(5)  # drawn unshaded
            expected = torch.tensor([fire_bias(parameters, 0, 1, i, j) for j in keys])
            assert torch.allclose(table[i, :len(keys)], expected, atol=1e-5), (stack, i)


def norms(embeddings):
    """The length of each vector of the last dimension, as a list."""
    return [math.sqrt(sum(float(x) ** 2 for x in vector)) for vector in embeddings]


def test_cope_draws_the_norms_of_the_embeddings_of_each_count_the_later_keys_dashed():
    plt = plot_positions.pyplot()
    e, later = torch.randn(2, 3, 5, 4), torch.randn(2, 3, 5, 4)
    figure = plot_positions.PLOTS["cope"](plt, "encoder.self_positions",
                                          {"embeddings": e, "later_embeddings": later}, 64, NO_OPTIONS)
    assert len(figure.axes) == 2
    lines = figure.axes[1].get_lines()
    solid, dashed = [line for line in lines if line.get_linestyle() == "-"], lines[1:6:2]
    assert len(solid) == 3 and all(line.get_linestyle() == "--" for line in dashed)
    for head in range(3):  # layer group 1
        assert list(solid[head].get_xdata()) == list(range(5))
        assert torch.allclose(torch.tensor(solid[head].get_ydata()), torch.tensor(norms(e[1, head])), atol=1e-6)
        assert torch.allclose(torch.tensor(dashed[head].get_ydata()), torch.tensor(norms(later[1, head])), atol=1e-6)
        assert dashed[head].get_color() == solid[head].get_color()
    plt.close(figure)
    decoder = plot_positions.PLOTS["cope"](plt, "decoder.self_positions", {"embeddings": e}, 64, NO_OPTIONS)
    assert [line.get_linestyle() for line in decoder.axes[0].get_lines()] == ["-"] * 3  # no later keys
    plt.close(decoder)


def test_a_trained_cope_checkpoint_is_plotted_with_the_later_embeddings_where_it_has_them(data_bin, tmp_path,
                                                                                          monkeypatch):
    # two updates: the embeddings start at zero, and the first update is at the warmup's learning rate 0
    train(data_bin, "transformer_cope", tmp_path / "model", "--max-update", "2", "--cross-attention-positions",
          "--encoder-layers", "2", "--decoder-layers", "2")
    checkpoint = tmp_path / "model" / "checkpoint_last.pt"
    drawn, save_png = {}, plot_positions.save_png
    monkeypatch.setattr(plot_positions, "save_png",
                        lambda figure, path: (drawn.__setitem__(Path(path).name, figure), save_png(figure, path)))
    plot_positions.main([str(checkpoint), "--out", str(tmp_path / "plots")])
    assert sorted(drawn) == STACKS
    model = plot_positions.load_checkpoint(str(checkpoint))["model"]
    for name, figure in drawn.items():
        png_size(tmp_path / "plots" / name)
        stack = name[:-len(".png")]
        assert len(figure.axes) == 2  # one per layer; the heads share the embeddings (the default)
        lines = figure.axes[1].get_lines()
        assert torch.allclose(torch.tensor(lines[0].get_ydata()),
                              torch.tensor(norms(model[f"{stack}.embeddings"][1, 0].float())), atol=1e-6), stack
        if stack == "encoder.self_positions":
            assert torch.allclose(torch.tensor(lines[1].get_ydata()),
                                  torch.tensor(norms(model[f"{stack}.later_embeddings"][1, 0].float())), atol=1e-6)
        else:
            assert [line.get_linestyle() for line in lines] == ["-"], stack


def test_every_registered_scheme_is_plotted_or_learns_no_position_parameters():
    """examples/multi30k/run.sh plots every run's model: a scheme in neither list stops it."""
    from fairseq_diet.positions import POSITION_SCHEMES

    assert sorted(POSITION_SCHEMES) == sorted([*plot_positions.PLOTS, *plot_positions.FIXED])


def test_a_trained_xpos_checkpoint_has_nothing_to_plot(data_bin, tmp_path, capsys):
    train(data_bin, "transformer_xpos", tmp_path / "model", "--max-update", "1")
    checkpoint = tmp_path / "model" / "checkpoint_last.pt"
    plot_positions.main([str(checkpoint), "--out", str(tmp_path / "plots"), "--allow-none"])
    assert f"{checkpoint} learns no position parameters (position scheme 'xpos')" in capsys.readouterr().err
    assert not (tmp_path / "plots").exists()


@pytest.mark.parametrize("scheme", ["alibi", "rope", "xpos"])
def test_fixed_schemes_have_nothing_to_plot(tmp_path, scheme):
    checkpoint = tmp_path / f"{scheme}.pt"
    torch.save({"model": {"encoder.layers.0.self_attn.k_proj.weight": torch.zeros(2, 2)},
                "args": argparse.Namespace(arch=f"transformer_{scheme}", position_scheme=scheme)}, checkpoint)
    with pytest.raises(SystemExit, match="learns no position parameters"):
        plot_positions.main([str(checkpoint), "--out", str(tmp_path / "plots")])


def test_the_command_logs_no_debug_messages(tmp_path):
    # One of fairseq's modules sets the root logger to DEBUG when it is imported
    # before logging is set up; run as a command, the script must not pass on
    # matplotlib's (or anyone's) debug messages.
    checkpoint = tmp_path / "diet_rel.pt"
    torch.save({"model": {"encoder.self_positions.distance_bias": torch.randn(1, 2, 9)},
                "args": argparse.Namespace(arch="transformer_diet_rel", position_scheme="diet_rel")},
               checkpoint)
    result = subprocess.run([sys.executable, str(REPO / "scripts" / "plot_positions.py"), str(checkpoint),
                             "--out", str(tmp_path / "plots"), "--positions", "4"],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in (tmp_path / "plots").iterdir()) == ["encoder.self_positions.png"]
    assert "DEBUG" not in result.stderr, result.stderr[:2000]


def masked_spans(ax):
    """The x extent of each shaded span of masked distances on ax."""
    return [tuple(sorted((p.get_x(), p.get_x() + p.get_width()))) for p in ax.patches
            if p.get_label() == plot_positions.MASKED]


def test_decoder_self_attention_shades_the_distances_of_keys_after_the_query():
    """Causal masking: those terms get no gradient; the figure says so, in that stack only."""
    plt = plot_positions.pyplot()
    a_k = torch.randn(1, 2, 9, 5)  # clip 4
    for stack, expected in (("decoder.self_positions", [(0.5, 4.5)]), ("encoder.self_positions", []),
                            ("decoder.cross_positions", [])):
        figure = plot_positions.PLOTS["shaw"](plt, stack, {"key_embeddings": a_k}, 64, NO_OPTIONS)
        assert masked_spans(figure.axes[0]) == expected, stack  # x is j - i: later keys to the right
        plt.close(figure)
    bias = torch.randn(2, 2, 21)
    figure = plot_positions.PLOTS["diet_rel"](plt, "decoder.self_positions", {"distance_bias": bias}, 8, NO_OPTIONS)
    assert all(masked_spans(ax) == [(-7.5, -0.5)] for ax in figure.axes)  # x is i - j: later keys to the left
    plt.close(figure)
    t5 = plot_positions.PLOTS["t5"](plt, "decoder.self_positions", {"bucket_bias": torch.randn(1, 1, 32)}, 40,
                                    {"max_relative_position": 128}.get)
    assert masked_spans(t5.axes[0]) == []  # draws the query's own and earlier keys only
    plt.close(t5)
    kerple = {"r1_rho": torch.randn(2, 2, 1), "r2_rho": torch.randn(2, 2, 1)}
    figure = plot_positions.PLOTS["kerple"](plt, "decoder.self_positions", kerple, 8, NO_OPTIONS)
    assert all(masked_spans(ax) == [(-7.5, -0.5)] for ax in figure.axes)  # x is i - j
    plt.close(figure)
    p_q, p_k = torch.randn(1, 1, 10, 3), torch.randn(1, 1, 10, 3)
    figure = plot_positions.PLOTS["diet_abs"](plt, "decoder.self_positions",
                                              {"query_embeddings": p_q, "key_embeddings": p_k}, 64, NO_OPTIONS)
    table, shade = (image.get_array() for image in figure.axes[0].get_images())
    assert torch.allclose(torch.tensor(table), p_q[0, 0] @ p_k[0, 0].T, atol=1e-5)  # the values stay drawn
    covered = torch.tensor(shade[..., 3]) > 0
    assert torch.equal(covered, torch.ones(10, 10, dtype=torch.bool).triu(1))  # exactly where j > i
    plt.close(figure)
    figure = plot_positions.PLOTS["fire"](plt, "decoder.self_positions", fire_parameters(1, 2, 4), 10, NO_OPTIONS)
    for ax in figure.axes[:2]:
        shade = ax.get_images()[1].get_array()
        assert torch.equal(torch.tensor(shade[..., 3]) > 0, torch.ones(10, 10, dtype=torch.bool).triu(1))
    plt.close(figure)
    cope = {"embeddings": torch.randn(1, 1, 8, 4)}
    figure = plot_positions.PLOTS["cope"](plt, "decoder.self_positions", cope, 64, NO_OPTIONS)
    assert masked_spans(figure.axes[0]) == []  # counts of the query's own and earlier keys only
    plt.close(figure)


def unseen_spans(ax):
    """The x extent of each hatched span of distances that no training sentence reached."""
    return [tuple(sorted((p.get_x(), p.get_x() + p.get_width()))) for p in ax.patches
            if p.get_hatch() and p not in masked_patches(ax)]


def masked_patches(ax):
    return [p for p in ax.patches if p.get_label() == plot_positions.MASKED]


def test_trained_length_hatches_the_distances_and_positions_beyond_the_training_sentences():
    plt = plot_positions.pyplot()
    bias = torch.randn(1, 2, 41)  # clip 20
    figure = plot_positions.PLOTS["diet_rel"](plt, "encoder.self_positions", {"distance_bias": bias}, 12,
                                              NO_OPTIONS, trained=5)
    assert sorted(unseen_spans(figure.axes[0])) == [(-11.5, -5.5), (5.5, 11.5)]  # |i - j| > 5 both ways
    plt.close(figure)
    a_k = torch.randn(1, 2, 9, 5)  # clip 4: every clipped distance occurred in training
    figure = plot_positions.PLOTS["shaw"](plt, "encoder.self_positions", {"key_embeddings": a_k}, 64, NO_OPTIONS,
                                          trained=5)
    assert unseen_spans(figure.axes[0]) == []
    plt.close(figure)
    tisa = {name: torch.randn(1, 1, 3) for name in ("amplitudes", "sharpness", "offsets")}
    figure = plot_positions.PLOTS["tisa"](plt, "decoder.cross_positions", tisa, 8, NO_OPTIONS, trained=3)
    assert sorted(unseen_spans(figure.axes[0])) == [(-7.5, -3.5), (3.5, 7.5)]
    plt.close(figure)
    kerple = {"r1_rho": torch.randn(1, 1, 1), "r2_rho": torch.randn(1, 1, 1)}
    figure = plot_positions.PLOTS["kerple"](plt, "encoder.self_positions", kerple, 8, NO_OPTIONS, trained=3)
    assert sorted(unseen_spans(figure.axes[0])) == [(-7.5, -3.5), (3.5, 7.5)]
    plt.close(figure)
    p_q, p_k = torch.randn(1, 1, 10, 3), torch.randn(1, 1, 10, 3)
    figure = plot_positions.PLOTS["diet_abs"](plt, "decoder.cross_positions",
                                              {"query_embeddings": p_q, "key_embeddings": p_k}, 64, NO_OPTIONS,
                                              trained=5)
    # Query rows 6 to 9 and key columns 6 to 9 (positions past 5) are hatched, nothing else.
    hatched = [(p.get_xy(), p.get_width(), p.get_height()) for p in figure.axes[0].patches
               if p.get_label() == plot_positions.UNSEEN]
    assert sorted(hatched) == [((-0.5, 5.5), 10, 4), ((5.5, -0.5), 4, 10)]
    plt.close(figure)
    figure = plot_positions.PLOTS["fire"](plt, "encoder.self_positions", fire_parameters(1, 1, 4), 10, NO_OPTIONS,
                                          trained=5)
    hatched = [(p.get_xy(), p.get_width(), p.get_height()) for p in figure.axes[0].patches
               if p.get_label() == plot_positions.UNSEEN]
    assert sorted(hatched) == [((-0.5, 5.5), 10, 4), ((5.5, -0.5), 4, 10)]  # as Diet-Abs's
    plt.close(figure)
    cope = {"embeddings": torch.randn(1, 1, 12, 4), "later_embeddings": torch.randn(1, 1, 12, 4)}
    figure = plot_positions.PLOTS["cope"](plt, "encoder.self_positions", cope, 64, NO_OPTIONS, trained=5)
    assert unseen_spans(figure.axes[0]) == [(6.5, 11.5)]  # 6 keys count up to 6: embeddings 7 to 11 unused
    plt.close(figure)
    untouched = plot_positions.PLOTS["diet_rel"](plt, "encoder.self_positions", {"distance_bias": bias}, 12,
                                                 NO_OPTIONS)
    assert unseen_spans(untouched.axes[0]) == []  # without --trained-length, nothing hatched
    plt.close(untouched)
