"""Reading fairseq checkpoints with torch's weights_only protection, for the scripts."""

import logging
import os
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def setup_logging():
    """Log at INFO to stderr in fairseq's format. Call it before fairseq is
    imported: one of fairseq's modules (wav2vec2_classification) sets the root
    logger to DEBUG at import when nothing is set up yet, which floods a
    script's output with other libraries' debug messages (matplotlib's font
    search among them). A no-op when logging is set up already."""
    logging.basicConfig(format="%(asctime)s | %(levelname)s | %(name)s | %(message)s",
                        level=logging.INFO, stream=sys.stderr)


class CheckpointError(Exception):
    """A checkpoint that cannot be read; the message names the file."""


def load_checkpoint(path, mmap=False):
    """The state of the fairseq checkpoint at path, loaded on the CPU with
    torch.load(weights_only=True), which reads fairseq checkpoints once
    fairseq_diet (imported here) has allowed their config classes. mmap: read
    only what is used (the file stays on disk)."""
    setup_logging()
    if REPO not in sys.path:
        sys.path.insert(0, REPO)
    try:
        import fairseq_diet  # noqa: F401
    except ImportError as err:
        raise CheckpointError(f"cannot import fairseq_diet from {REPO}: {err}") from err
    import torch

    if not os.path.isfile(path):
        raise CheckpointError(f"checkpoint {path} not found")
    try:
        state = torch.load(path, map_location="cpu", weights_only=True, mmap=mmap)
    except Exception as err:  # torch raises several types for unreadable or unsafe files
        raise CheckpointError(f"cannot load {path} with weights_only=True: {err}") from err
    if not isinstance(state, dict) or not isinstance(state.get("model"), dict):
        raise CheckpointError(f"{path} is not a fairseq checkpoint (no 'model' state dict)")
    return state


def stored_option(state, section, name):
    """Option `name` of cfg section `section` ("model", "task", "common", ...) as
    stored in a checkpoint, falling back to the legacy `args` namespace; None
    when neither has it. fairseq stores a section as a dict or as a Namespace."""
    for config in ((state.get("cfg") or {}).get(section), state.get("args")):
        if config is None:
            continue
        value = config.get(name) if isinstance(config, dict) else getattr(config, name, None)
        if value is not None:
            return value
    return None
