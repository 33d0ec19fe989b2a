#!/usr/bin/env python3
"""Plot what the position terms of a trained fairseq_diet model have learned.

Usage:
  plot_positions.py CHECKPOINT --out DIR [--positions N] [--trained-length L] [--allow-none]

Writes one PNG per attention stack that carries a position term, DIR/STACK.png for
STACK = encoder.self_positions, decoder.self_positions and decoder.cross_positions
(absent with --no-cross-attention-positions), each showing every layer group and head
(one per layer and head unless --share-positions shared them):
  diet_rel  the learned scalar R_(i-j) (DIET paper, eq. 3) against the distance i - j,
            for |i - j| < N: one panel per layer group, one line per head;
  diet_abs  P_Q P_K^T (DIET paper, eq. 1) over the first N query and key positions:
            a heatmap per layer group (rows) and head (columns), one colour scale;
  shaw      the norms of a^K and a^V (Shaw et al. 2018) against the clipped distance
            j - i: a row per layer group (a^K left, a^V right), one line per head;
  tisa      f(j - i) = sum_s a_s exp(-|b_s| (j - i - c_s)^2) (Wennberg and Henter 2021)
            for |j - i| < N: one panel per layer group, one line per head;
  t5        the learned scalar of each distance's bucket (Raffel et al. 2020) against
            the distance i - j, |i - j| < N: one panel per layer group, one line per head;
  kerple    the learned kernel (Chi et al. 2022), -r1 log(1 + r2 |i - j|) or, with
            --kerple-variant power, -r1 |i - j|^r2, against the distance i - j, |i - j| < N:
            one panel per layer group, one line per head;
  fire      the bias b(i, j) = f(psi(i - j) / psi(max(L, i))) (Li et al. 2024) over the first
            N query and key positions, not a function of i - j alone: a heatmap per layer
            group (rows) and head (columns), one colour scale;
  cope      the norms of the embeddings e[p] of the counted positions p = 0..P-1 (Golovneva
            et al. 2024), those of keys after the query (the encoder's own) dashed: one panel
            per layer group, one line per head. The term q_i.e[p_ij] depends on the content
            too, whose gates count p_ij, so only the embeddings are drawn.
In decoder self-attention the terms of keys after the query are masked out of every
softmax and never trained: those distances (Diet-Abs, FIRE: the cells j > i) are shaded grey.
--trained-length L, for a model trained on sentences of at most L pieces (examples/multi30k/
run.sh's MAX_TRAIN_PIECES): with the end-of-sentence token, no position beyond L and no
query-key distance beyond L ever occurred in training; those distances (Diet-Abs, FIRE: the
rows and columns past L; CoPE: counts past L + 1) are hatched. A clipped or bucketed term
(Shaw, T5) may still have trained the value it uses there: its clip or bucket is shared with
shorter distances. ALiBi, RoPE and xPos learn no position parameters: there is nothing to plot
(an error, or with --allow-none a message and exit status 0, as for a model without position
terms).
N defaults to 64. The scheme is the one stored in the checkpoint (--position-scheme);
a new scheme needs one plotting function, registered in PLOTS.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from checkpoints import CheckpointError, load_checkpoint, stored_option  # noqa: E402
from figures import pyplot, save_png  # noqa: E402
from textfiles import fail  # noqa: E402

STACKS = ("encoder.self_positions", "decoder.self_positions", "decoder.cross_positions")


def stack_kind(stack):
    """The kind of fairseq_diet.positions.Stack that serves stack: encoder, decoder (causal) or cross."""
    return {"encoder.self_positions": "encoder", "decoder.self_positions": "decoder"}.get(stack, "cross")


def required(parameters, stack, name, scheme):
    if name not in parameters:
        fail(f"{stack} has no parameter {name!r}, which the {scheme} scheme stores "
             f"(it has: {', '.join(sorted(parameters))})")
    return parameters[name]


def head_legend(figure, ax):
    """One legend for the figure, below its panels (inside a panel it would cover lines), with
    ax's labels: the heads and the shaded spans."""
    handles, labels = ax.get_legend_handles_labels()
    figure.legend(handles, labels, loc="outside lower center", ncols=min(len(labels), 4), fontsize="small")


def group_name(kind, index, count):
    return f"{kind} {index + 1}" if count > 1 else f"all {kind}s"


def panels(plt, rows, columns, width=3.4, height=2.8):
    figure, axes = plt.subplots(rows, columns, figsize=(width * columns + 0.8, height * rows + 0.8),
                                squeeze=False, layout="constrained")
    return figure, axes


MASKED = "keys after the query: masked, never trained"


def mark_masked_distances(ax, stack, distances, later):
    """In causal decoder self-attention, shade the distances of keys after the query: their
    terms are masked out of every softmax, get no gradient and keep their initial values.
    later: the sign of those distances on the x axis (+1 for j - i, -1 for i - j)."""
    if stack != "decoder.self_positions":
        return
    edge = max(distances) if later > 0 else min(distances)
    if edge * later > 0:
        ax.axvspan(0.5 * later, edge + 0.5 * later, color="0.88", zorder=0, label=MASKED)


UNSEEN = "beyond the training sentences: never occurred"


def mark_unseen_distances(ax, distances, trained):
    """Hatch the distances of more than trained (positions 0 to trained: a sentence of at most
    trained pieces and its end-of-sentence token) on ax, whose x axis is distances, both ways."""
    if trained is None:
        return
    hatch = dict(facecolor="0.95", hatch="//", edgecolor="0.6", linewidth=0, zorder=0, label=UNSEEN)
    if max(distances) > trained:
        ax.axvspan(trained + 0.5, max(distances) + 0.5, **hatch)
    if min(distances) < -trained:
        ax.axvspan(min(distances) - 0.5, -trained - 0.5, **dict(hatch, label=None))


def mark_unseen_positions(ax, queries, keys, trained):
    """Hatch the query rows and key columns past trained on ax, a (queries, keys) heatmap."""
    if trained is None:
        return
    from matplotlib.patches import Rectangle

    hatch = dict(fill=False, hatch="//", edgecolor="0.4", linewidth=0, label=UNSEEN)
    ax.add_patch(Rectangle((-0.5, -0.5), min(keys, trained + 1), min(queries, trained + 1), fill=False,
                           edgecolor="black", linewidth=1))  # the positions training reached
    if queries > trained + 1:
        ax.add_patch(Rectangle((-0.5, trained + 0.5), keys, queries - trained - 1, **hatch))
    if keys > trained + 1:
        ax.add_patch(Rectangle((trained + 0.5, -0.5), keys - trained - 1, queries, **hatch))


def plot_diet_rel(plt, stack, parameters, positions, options, trained=None):
    bias = required(parameters, stack, "distance_bias", "diet_rel")  # (layer_groups, head_groups, 2k+1)
    bias = bias * (options("diet_rel_bias_scale") or 1.0)  # stored divided by it
    layer_groups, head_groups, size = bias.shape
    clip = (size - 1) // 2
    reach = min(clip, positions - 1)
    distances = list(range(-reach, reach + 1))
    figure, axes = panels(plt, 1, layer_groups)
    for layer in range(layer_groups):
        ax = axes[0][layer]
        for head in range(head_groups):
            ax.plot(distances, bias[layer, head, clip - reach:clip + reach + 1].numpy(),
                    label=group_name("head", head, head_groups))
        mark_masked_distances(ax, stack, distances, later=-1)
        mark_unseen_distances(ax, distances, trained)
        ax.set_title(group_name("layer", layer, layer_groups))
        ax.set_xlabel("i − j (query − key position)")
        ax.grid(alpha=0.3)
    axes[0][0].set_ylabel("R(i − j)")
    head_legend(figure, axes[0][-1])
    figure.suptitle(f"{stack}: Diet-Rel bias for |i − j| ≤ {reach} (clipped at {clip})")
    return figure


def position_heatmaps(plt, stack, table, colours, label, title, trained, details=None):
    """table (layer_groups, head_groups, queries, keys): a heatmap per layer group (rows) and head
    (columns) on one colour scale, colours: (colour map, lowest, highest); in decoder self-attention
    the cells of keys after the query shaded; trained: see mark_unseen_positions; details: a second
    line of the title."""
    import torch

    cmap, low, high = colours
    layer_groups, head_groups = table.shape[:2]
    figure, axes = panels(plt, layer_groups, head_groups, width=3.0, height=3.0)
    for layer in range(layer_groups):
        for head in range(head_groups):
            ax = axes[layer][head]
            image = ax.imshow(table[layer, head].numpy(), cmap=cmap, vmin=low, vmax=high)
            if stack == "decoder.self_positions":  # keys after the query (j > i): masked, never trained
                later = torch.ones(table.shape[2:]).triu(1)
                ax.imshow(torch.stack([later * 0.88] * 3 + [later * 0.85], dim=-1).numpy())  # grey there
            mark_unseen_positions(ax, *table.shape[2:], trained)
            ax.set_title(f"{group_name('layer', layer, layer_groups)}, {group_name('head', head, head_groups)}",
                         fontsize="small")
            ax.set_xlabel("key position j")
            ax.set_ylabel("query position i")
    figure.colorbar(image, ax=axes, shrink=0.8, label=label)
    seen = "" if trained is None else f"; hatched: past position {trained}, never reached in training"
    second = "" if details is None else f"\n{details}"
    figure.suptitle(f"{stack}: {title}, first {table.shape[2]} x {table.shape[3]} positions{seen}{second}")
    return figure


def plot_diet_abs(plt, stack, parameters, positions, options, trained=None):
    import torch

    p_q = required(parameters, stack, "query_embeddings", "diet_abs")  # (layer_groups, head_groups, positions, rank)
    p_k = required(parameters, stack, "key_embeddings", "diet_abs")
    # (layer_groups, head_groups, query positions, key positions)
    table = torch.matmul(p_q[:, :, :positions], p_k[:, :, :positions].transpose(-1, -2))
    limit = float(table.abs().max()) or 1.0
    return position_heatmaps(plt, stack, table, ("RdBu_r", -limit, limit), "(P_Q P_K^T)_ij", "Diet-Abs P_Q P_K^T",
                             trained)


def plot_shaw(plt, stack, parameters, positions, options, trained=None):
    terms = [("a^K", required(parameters, stack, "key_embeddings", "shaw"))]  # (layer_groups, head_groups, 2k+1, d_h)
    if "value_embeddings" in parameters:  # absent with --no-shaw-values
        terms.append(("a^V", parameters["value_embeddings"]))
    layer_groups, head_groups, size = terms[0][1].shape[:3]
    clip = (size - 1) // 2
    distances = list(range(-clip, clip + 1))
    figure, axes = panels(plt, layer_groups, len(terms))
    for layer in range(layer_groups):
        for column, (name, embeddings) in enumerate(terms):
            ax = axes[layer][column]
            norms = embeddings[layer].norm(dim=-1)  # (head_groups, 2k+1)
            for head in range(head_groups):
                ax.plot(distances, norms[head].numpy(), marker=".", label=group_name("head", head, head_groups))
            mark_masked_distances(ax, stack, distances, later=+1)
            mark_unseen_distances(ax, distances, trained)
            ax.set_title(f"{group_name('layer', layer, layer_groups)}: |{name}|", fontsize="small")
            ax.set_xlabel(f"j − i (key − query position), clipped at ±{clip}", fontsize="small")
            ax.grid(alpha=0.3)
    head_legend(figure, axes[0][-1])
    figure.suptitle(f"{stack}: Shaw et al. relative position vectors, norms")
    return figure


def distance_curves(plt, stack, values, distances, xlabel, ylabel, title, later, trained):
    """values (layer_groups, head_groups, len(distances)): a panel per layer group, a line per head;
    later: the sign of the distances of keys after the query on the x axis; trained: see
    mark_unseen_distances."""
    layer_groups, head_groups = values.shape[:2]
    figure, axes = panels(plt, 1, layer_groups)
    for layer in range(layer_groups):
        ax = axes[0][layer]
        for head in range(head_groups):
            ax.plot(distances, values[layer, head].numpy(), label=group_name("head", head, head_groups))
        mark_masked_distances(ax, stack, distances, later)
        mark_unseen_distances(ax, distances, trained)
        ax.set_title(group_name("layer", layer, layer_groups))
        ax.set_xlabel(xlabel)
        ax.grid(alpha=0.3)
    axes[0][0].set_ylabel(ylabel)
    head_legend(figure, axes[0][-1])
    figure.suptitle(title)
    return figure


def plot_tisa(plt, stack, parameters, positions, options, trained=None):
    import torch

    a, b, c = (required(parameters, stack, name, "tisa").unsqueeze(-1)  # (layer_groups, head_groups, S, 1)
               for name in ("amplitudes", "sharpness", "offsets"))
    distances = torch.arange(-(positions - 1), positions, dtype=a.dtype)  # j - i
    values = (a * torch.exp(-b.abs() * (distances - c) ** 2)).sum(dim=2)
    return distance_curves(plt, stack, values, distances.tolist(), "j − i (key − query position)", "f(j − i)",
                           f"{stack}: TISA f(j − i), {a.shape[2]} kernels per head", later=+1, trained=trained)


def plot_t5(plt, stack, parameters, positions, options, trained=None):
    import torch
    from fairseq_diet.positions import POSITION_SCHEMES, Stack

    bias = required(parameters, stack, "bucket_bias", "t5")  # (layer_groups, head_groups, buckets)
    bias = bias * (options("t5_bias_scale") or 1.0)  # stored divided by it
    kind = stack_kind(stack)
    # The scheme's own bucketing, for the stack's direction(s) and stored options.
    # --t5-max-distance, stored as --max-relative-position by checkpoints written before its rename
    max_distance = options("t5_max_distance") or options("max_relative_position")
    scheme = POSITION_SCHEMES["t5"](Stack(kind, 1, 1, 2, 1, 1), "none", bias.shape[2], max_distance)
    distances = torch.arange(-(positions - 1), positions) if kind != "decoder" else torch.arange(positions)
    values = bias[:, :, scheme.bucket(distances)]
    return distance_curves(plt, stack, values, distances.tolist(), "i − j (query − key position)",
                           "bias of the bucket", f"{stack}: T5 bias, {bias.shape[2]} buckets", later=-1,
                           trained=trained)


def plot_kerple(plt, stack, parameters, positions, options, trained=None):
    import torch
    from fairseq_diet.positions import POSITION_SCHEMES, Stack

    rhos = {name: required(parameters, stack, name, "kerple")  # (layer_groups, head_groups, 1)
            for name in ("r1_rho", "r2_rho")}
    kerple = POSITION_SCHEMES["kerple"]
    variant = options("kerple_variant") or kerple.DEFAULTS["kerple_variant"]
    layer_groups, head_groups = rhos["r1_rho"].shape[:2]
    # The scheme's own kernel of the stored variant, with one group per layer and head stored.
    scheme = kerple(Stack("encoder", layer_groups, head_groups, 1, 1, 1), "none", variant)
    scheme.load_state_dict(rhos)
    with torch.no_grad():
        values = scheme.distance_terms(positions, positions)
    kernel = "−r1 log(1 + r2 |i − j|)" if variant == "log" else "−r1 |i − j|^r2"
    return distance_curves(plt, stack, values, scheme.distances(positions, positions).tolist(),
                           "i − j (query − key position)", "bias", f"{stack}: KERPLE {variant} kernel, {kernel}",
                           later=-1, trained=trained)


FIRE_PARAMETERS = ("c", "threshold", "hidden_weight", "hidden_bias", "output_weight", "output_bias")


def plot_fire(plt, stack, parameters, positions, options, trained=None):
    import torch
    from fairseq_diet.positions import POSITION_SCHEMES, Stack

    state = {name: required(parameters, stack, name, "fire") for name in FIRE_PARAMETERS}
    layer_groups, head_groups, hidden = state["output_weight"].shape
    # The scheme's own table, for the stack's direction(s), with one group per layer and head stored
    # (the stored threshold L replaces the starting one).
    scheme = POSITION_SCHEMES["fire"](Stack(stack_kind(stack), layer_groups, head_groups, 1, 1, 1), "none",
                                      hidden, 1.0)
    scheme.load_state_dict(state)
    with torch.no_grad():
        table = scheme.table(positions, positions)
    # A head's bias shifted by a constant changes no softmax: zero is no special value, so a sequential
    # scale over the values drawn.
    colours = ("viridis", float(table.min()), float(table.max()))
    learned = "; ".join(f"{abs(float(c)):.3g}, {abs(float(threshold)):.3g}"
                        for c, threshold in zip(state["c"][:, 0], state["threshold"][:, 0]))
    groups = "" if layer_groups == 1 else " by layer"
    return position_heatmaps(plt, stack, table, colours, "b(i, j)", "FIRE b(i, j) = f(ψ(i − j) / ψ(max(L, i)))",
                             trained, details=f"ψ(x) = log(c x + 1); |c|, |L|{groups}: {learned}")


def plot_cope(plt, stack, parameters, positions, options, trained=None):
    embeddings = required(parameters, stack, "embeddings", "cope")  # (layer_groups, head_groups, P, d_h)
    later = parameters.get("later_embeddings")  # the encoder's, for keys after the query
    layer_groups, head_groups, size = embeddings.shape[:3]
    counts = list(range(size))
    figure, axes = panels(plt, 1, layer_groups)
    for layer in range(layer_groups):
        ax = axes[0][layer]
        for head in range(head_groups):
            line, = ax.plot(counts, embeddings[layer, head].norm(dim=-1).numpy(), marker=".",
                            label=group_name("head", head, head_groups))
            if later is not None:
                ax.plot(counts, later[layer, head].norm(dim=-1).numpy(), marker=".", linestyle="--",
                        color=line.get_color())
        if later is not None:
            ax.plot([], [], color="0.4", linestyle="--", label="dashed: keys after the query")
        # A count sums at most trained + 1 gates (the keys of a sentence), each below 1: interpolating,
        # it reaches the embeddings up to trained + 1.
        mark_unseen_distances(ax, counts, None if trained is None else trained + 1)
        ax.set_title(group_name("layer", layer, layer_groups))
        ax.set_xlabel(f"counted position p, capped at {size - 1}")
        ax.grid(alpha=0.3)
    axes[0][0].set_ylabel("|e[p]|")
    head_legend(figure, axes[0][-1])
    figure.suptitle(f"{stack}: CoPE position embeddings, norms")
    return figure


# Scheme name (--position-scheme) -> function(pyplot, stack, {parameter: tensor}, positions,
# options: name -> stored model option, trained=None: --trained-length) -> figure.
PLOTS = {
    "diet_abs": plot_diet_abs,
    "diet_rel": plot_diet_rel,
    "shaw": plot_shaw,
    "tisa": plot_tisa,
    "t5": plot_t5,
    "kerple": plot_kerple,
    "fire": plot_fire,
    "cope": plot_cope,
}
FIXED = ("alibi", "rope", "xpos")  # no learned position parameters


def position_stacks(model_state):
    """{stack: {parameter name: float tensor}} for each stack holding a position term."""
    stacks = {}
    for name, tensor in model_state.items():
        for stack in STACKS:
            if name.startswith(stack + "."):
                stacks.setdefault(stack, {})[name[len(stack) + 1:]] = tensor.float()
    return {stack: stacks[stack] for stack in STACKS if stack in stacks}


def main(argv=None):
    parser = argparse.ArgumentParser(description="Plot the learned position terms of a fairseq_diet checkpoint.")
    parser.add_argument("checkpoint", metavar="CHECKPOINT")
    parser.add_argument("--out", required=True, metavar="DIR", help="directory for the PNGs")
    parser.add_argument("--allow-none", action="store_true",
                        help="a model that learns no position parameters (fairseq's transformer, "
                             "ALiBi, RoPE, xPos) is not an error: say so, write nothing and exit 0")
    parser.add_argument("--positions", type=int, default=64, metavar="N",
                        help="Diet-Abs, FIRE: plot the first N positions; the distance terms: distances "
                             "below N (default %(default)s)")
    parser.add_argument("--trained-length", type=int, metavar="L",
                        help="the model was trained on sentences of at most L pieces: hatch the positions "
                             "and distances beyond L, which never occurred in training")
    args = parser.parse_args(argv)
    if args.positions < 1:
        parser.error("--positions must be at least 1")
    if args.trained_length is not None and args.trained_length < 1:
        parser.error("--trained-length must be at least 1")

    try:
        state = load_checkpoint(args.checkpoint)
    except CheckpointError as err:
        fail(str(err))
    scheme = stored_option(state, "model", "position_scheme")
    stacks = position_stacks(state["model"])
    nothing = None
    if scheme in FIXED:
        nothing = (f"{args.checkpoint} learns no position parameters (position scheme {scheme!r}): "
                   "nothing to plot")
    elif not stacks:
        nothing = (f"{args.checkpoint} has no position term (no {', '.join(STACKS)} parameters): "
                   "a model with its positions in the input embeddings only, such as fairseq's transformer?")
    if nothing and args.allow_none:
        print(f"plot_positions.py: {nothing}", file=sys.stderr)
        return
    if nothing:
        fail(nothing)
    if scheme is None:
        fail(f"{args.checkpoint} stores no position_scheme option, so its parameters cannot be read")
    if scheme not in PLOTS:
        fail(f"no plot for position scheme {scheme!r} of {args.checkpoint} "
             f"(known: {', '.join(sorted(PLOTS))}); add a function to PLOTS in plot_positions.py")

    os.makedirs(args.out, exist_ok=True)
    plt = pyplot()
    for stack, parameters in stacks.items():
        path = os.path.join(args.out, f"{stack}.png")
        figure = PLOTS[scheme](plt, stack, parameters, args.positions,
                               lambda name: stored_option(state, "model", name), trained=args.trained_length)
        save_png(figure, path)
        print(f"plot_positions.py: wrote {path}", file=sys.stderr)


if __name__ == "__main__":
    main()
