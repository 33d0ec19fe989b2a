"""fairseq_diet: a fairseq plugin (``--user-dir``) in which position
information lives inside attention, per head (DIET, Chen et al. 2021;
Shaw et al. 2018). Importing it registers the models, lets fairseq load
its checkpoints with torch's weights_only protection on, keeps fairseq
from dropping the last batch of a data set, lets it pad sentences to a few
lengths (--num-batch-buckets) under numpy 2, and lets fairseq's tools exit
cleanly while their data thread is busy (``clean_exit``)."""

from . import batching  # noqa: F401
from . import checkpoint_safety  # noqa: F401
from . import clean_exit  # noqa: F401
from . import models  # noqa: F401

__version__ = "0.1.0"
