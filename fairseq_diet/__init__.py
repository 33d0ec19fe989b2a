"""fairseq_diet: a fairseq plugin (``--user-dir``) in which position
information lives inside attention, per head (DIET, Chen et al. 2021;
Shaw et al. 2018). Importing it registers the models, lets fairseq load
its checkpoints with torch's weights_only protection on, keeps fairseq
from dropping the last batch of a data set, lets it pad sentences to a few
lengths (--num-batch-buckets) under numpy 2, lets fairseq's tools exit
cleanly while their data thread is busy (``clean_exit``), and keeps their
output free of other libraries' debug messages and of fairseq's note that
tensorboardX, which only its speech tasks use, is missing."""

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
