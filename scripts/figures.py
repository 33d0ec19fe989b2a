"""Figures for the scripts: matplotlib without a display, PNGs written atomically."""

import os


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
