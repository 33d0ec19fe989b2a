"""fairseq_diet: a fairseq plugin (``--user-dir``) in which position
information lives inside attention, per head (DIET, Chen et al. 2021;
Shaw et al. 2018). Importing it registers the models and changes what
docs/python.md lists for the whole process (batching, checkpoint loading,
a clean exit, quieter logs)."""

import logging
import os

# fairseq's text-to-speech task says at INFO, when fairseq registers its tasks, that tensorboardX is
# missing; translation never uses it. Set before the modules below first import fairseq.
logging.getLogger("fairseq.tasks.text_to_speech").setLevel(logging.WARNING)

from . import batching  # noqa: E402,F401
from . import checkpoint_safety  # noqa: E402,F401
from . import clean_exit  # noqa: E402,F401
from . import models  # noqa: E402,F401

__version__ = "0.1.0"

# fairseq's wav2vec2_classification sets the root logger to DEBUG when fairseq registers its models,
# so hydra's and other libraries' debug lines reach every tool's output; fairseq's tools mean LOGLEVEL.
if logging.getLogger().level < logging.INFO and "LOGLEVEL" not in os.environ:
    logging.getLogger().setLevel(logging.INFO)
