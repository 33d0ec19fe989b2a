"""Figures for the scripts: matplotlib without a display, PNGs written atomically, and one
look for every figure that compares runs: each architecture has one colour in every figure,
a variant of it (ARCH+NAME) a lighter shade of that colour with a marker of its own, and the
seed is the line style (seed 1 solid, 2 dashed, 3 dotted, 4 dash-dotted). Legends go below
the axes, where they cover no line."""

import os
import re
import zlib

# Okabe and Ito's colour-blind-safe qualitative palette: fairseq's transformer in black,
# the plugin's schemes in its other colours, its pale yellow (a faint line on white) replaced
# by Paul Tol's wine; KERPLE in Tol's indigo, of his colours the farthest from all the others here,
# also under simulated protanopia, deuteranopia and tritanopia. FIRE, xPos and CoPE in Tol's dark
# yellow, purple and dark red: of his colours no lighter than L* 75, the three whose smallest
# CIEDE2000 difference from all the others here and from each other, in normal and the three
# simulated visions (Machado et al. 2009), is largest: 8.0, where the closest pair before them
# was 6.2. An architecture not listed gets one of OTHER_COLOURS by its name.
ARCHITECTURE_COLOURS = {
    "transformer": "#000000",
    "transformer_diet_abs": "#0072B2",  # blue
    "transformer_diet_rel": "#D55E00",  # vermillion
    "transformer_shaw": "#009E73",  # bluish green
    "transformer_tisa": "#CC79A7",  # reddish purple
    "transformer_t5": "#E69F00",  # orange
    "transformer_alibi": "#56B4E9",  # sky blue
    "transformer_rope": "#882255",  # wine
    "transformer_kerple": "#332288",  # indigo
    "transformer_fire": "#666633",  # dark yellow
    "transformer_xpos": "#AA3377",  # purple
    "transformer_cope": "#663333",  # dark red
}
OTHER_COLOURS = ("#999999", "#DDCC77")  # grey, sand
SEED_LINESTYLES = ("-", "--", ":", "-.")
VARIANT_MARKERS = ("s", "^", "D", "v", "P", "X")
RUN_LABEL = re.compile(r"^(?P<name>.+)-seed(?P<seed>\d+)$")


def pyplot():
    """matplotlib.pyplot on the Agg backend, which needs no display."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def save_png(figure, path):
    """Write figure to path as a PNG through a temporary file, then close it."""
    tmp = f"{path}.tmp"
    figure.savefig(tmp, format="png", dpi=110, bbox_inches="tight")
    os.replace(tmp, path)
    pyplot().close(figure)


def split_label(label):
    """A run label ARCH[+NAME]-seedS as (ARCH[+NAME], S); a label without a seed is seed 1."""
    match = RUN_LABEL.match(label)
    return (match["name"], int(match["seed"])) if match else (label, 1)


def colour(name):
    """The colour of ARCH, or of a variant ARCH+NAME: its architecture's, lighter."""
    from matplotlib.colors import to_rgb

    arch, _, variant = name.partition("+")
    base = ARCHITECTURE_COLOURS.get(arch) or OTHER_COLOURS[zlib.crc32(arch.encode()) % len(OTHER_COLOURS)]
    if not variant:
        return base
    return tuple(0.45 + 0.55 * channel for channel in to_rgb(base))


def marker(name):
    """A circle for an architecture; a variant's marker of its own, the same in every figure."""
    _, _, variant = name.partition("+")
    return "o" if not variant else VARIANT_MARKERS[zlib.crc32(variant.encode()) % len(VARIANT_MARKERS)]


def linestyle(seed):
    return SEED_LINESTYLES[(seed - 1) % len(SEED_LINESTYLES)]


def run_style(name, seed):
    """Keyword arguments of Axes.plot for run NAME (ARCH or ARCH+NAME) of a seed."""
    return dict(color=colour(name), linestyle=linestyle(seed), marker=marker(name))


def key_legend(figure, names, seeds, extra=()):
    """One legend below the figure's axes (made with layout="constrained"): a line of each
    name's colour and marker (in the seed's line style when there is one seed, as every line
    of the figure is drawn; solid otherwise), a black line of each seed's style, then the
    extra (handle, label) pairs."""
    from matplotlib.lines import Line2D

    style = linestyle(seeds[0]) if len(seeds) == 1 else "-"
    handles = [Line2D([], [], color=colour(name), marker=marker(name), linestyle=style) for name in names]
    labels = list(names)
    handles += [Line2D([], [], color="black", linestyle=linestyle(seed)) for seed in seeds]
    labels += [f"seed {seed}" for seed in seeds]
    for handle, label in extra:
        handles.append(handle)
        labels.append(label)
    figure.legend(handles, labels, loc="outside lower center", ncols=min(len(labels), 4), fontsize="small")
