"""Keep every sentence when fairseq makes batches, and let it bucket them.

fairseq 0.12's ``data_utils.batch_by_size`` drops the last batch when its
size is not a multiple of ``--required-batch-size-multiple`` (fairseq issues
#5036, #5351): that tail is kept as one more batch, which fits every limit.
``--num-batch-buckets N`` fails under numpy 2 (``numpy.percentile``'s
``interpolation``, ``numpy.compat``): the buckets are made here with
``method``, and the dataset, built without buckets, is padded to them
afterwards as fairseq would (``_pad_to_buckets``). docs/python.md says more.
"""

import functools
import inspect
import logging

import numpy as np
from fairseq.data import bucket_pad_length_dataset, data_utils, language_pair_dataset

logger = logging.getLogger(language_pair_dataset.__name__)  # where fairseq logs the buckets


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


def get_buckets(sizes, num_buckets):
    """The bucket lengths: the sizes' percentiles at num_buckets equal steps
    above 0, each rounded down to a size, without repeats (fairseq's
    ``data_utils.get_buckets``)."""
    return np.unique(np.percentile(sizes, np.linspace(0, 100, num_buckets + 1), method="lower")[1:])


def _pad_to_buckets(dataset, num_buckets):
    """What fairseq's ``LanguagePairDataset(num_buckets=N)`` does: source and
    target each padded to the next of N lengths (on their padding side), and
    the batch shapes, one per padded sentence length (source plus target)."""
    def padded(side, sentences, sizes, dictionary, left_pad):
        bucketed = bucket_pad_length_dataset.BucketPadLengthDataset(
            sentences, sizes=sizes, num_buckets=num_buckets, pad_idx=dictionary.pad(), left_pad=left_pad)
        logger.info("bucketing %s lengths: %s", side, [int(length) for length in bucketed.buckets])
        return bucketed, bucketed.sizes

    dataset.src, dataset.src_sizes = padded("source", dataset.src, dataset.src_sizes, dataset.src_dict,
                                            dataset.left_pad_source)
    if dataset.tgt is not None:
        dataset.tgt, dataset.tgt_sizes = padded("target", dataset.tgt, dataset.tgt_sizes, dataset.tgt_dict,
                                                dataset.left_pad_target)
    dataset.bucketed_num_tokens = np.array([dataset.num_tokens(i) for i in range(len(dataset.src))],
                                           dtype=np.int64)
    dataset.buckets = [(None, tokens) for tokens in np.unique(dataset.bucketed_num_tokens)]


def _bucketing_under_numpy_2(init):
    signature = inspect.signature(init)

    @functools.wraps(init)
    def __init__(self, *args, **kwargs):
        call = signature.bind(self, *args, **kwargs)  # num_buckets by name or by position
        num_buckets = call.arguments.get("num_buckets", 0)
        if num_buckets > 0:
            call.arguments["num_buckets"] = 0
        init(*call.args, **call.kwargs)
        if num_buckets > 0:
            _pad_to_buckets(self, num_buckets)

    __init__.buckets_under_numpy_2 = True
    return __init__


def install():
    if not getattr(data_utils.batch_by_size, "keeps_last_batch", False):
        data_utils.batch_by_size = _keeping_last_batch(data_utils.batch_by_size)
    bucket_pad_length_dataset.get_buckets = get_buckets
    dataset = language_pair_dataset.LanguagePairDataset
    if not getattr(dataset.__init__, "buckets_under_numpy_2", False):
        dataset.__init__ = _bucketing_under_numpy_2(dataset.__init__)


install()
