"""Keep every sentence when fairseq makes batches.

fairseq 0.12's ``data_utils.batch_by_size`` drops the last batch when its
size is not a multiple of ``--required-batch-size-multiple`` (8 by default):
``fairseq-generate`` then silently translates fewer sentences than the test
set holds, and training and validation skip the same tail every epoch
(fairseq issues #5036, #5351). The last batch is a smaller part of a batch
that fitted the limits, so keeping it breaks none of them.
"""

import functools

import numpy as np
from fairseq.data import data_utils


def _keeping_last_batch(batch_by_size):
    @functools.wraps(batch_by_size)
    def batch_by_size_keeping_last(indices, *args, **kwargs):
        batches = batch_by_size(indices, *args, **kwargs)
        indices = np.asarray(indices)
        covered = sum(len(batch) for batch in batches)
        if kwargs.get("fixed_shapes") is None and covered < len(indices):
            # The batches are consecutive slices of ``indices``; the tail is missing.
            batches = list(batches) + [indices[covered:]]
        return batches

    batch_by_size_keeping_last.keeps_last_batch = True
    return batch_by_size_keeping_last


def install():
    if not getattr(data_utils.batch_by_size, "keeps_last_batch", False):
        data_utils.batch_by_size = _keeping_last_batch(data_utils.batch_by_size)


install()
