"""fairseq's batching as the plugin leaves it: --num-batch-buckets under
numpy 2 (fairseq_diet/batching.py). The last batch kept is tested through
fairseq-generate (tests/test_cli_end_to_end.py: every test sentence translated)."""

import numpy as np
import pytest
import torch

import fairseq_diet  # noqa: F401
from fairseq.data import Dictionary, ListDataset, LanguagePairDataset
from fairseq_diet.batching import get_buckets


@pytest.mark.parametrize("num_buckets", [1, 3, 4, 50])
def test_buckets_are_the_sizes_percentiles_rounded_down(num_buckets):
    sizes = np.array([7, 3, 3, 12, 5, 9, 9, 4, 20, 6, 3])
    ordered = np.sort(sizes)
    # the q-th percentile rounded down to a size: the sorted sizes' entry floor(q / 100 (n - 1))
    want = sorted({int(ordered[int(np.floor(q / 100 * (len(sizes) - 1)))])
                   for q in np.linspace(0, 100, num_buckets + 1)[1:]})
    assert get_buckets(sizes, num_buckets).tolist() == want
    assert get_buckets(sizes, num_buckets)[-1] == sizes.max()


def test_a_bucketed_dataset_pads_each_sentence_to_its_bucket():
    dictionary = Dictionary()
    for word in "abcdefgh":
        dictionary.add_symbol(word)
    rng = np.random.default_rng(0)
    lengths = [3, 9, 4, 6, 2, 7, 5, 8]
    source = [torch.tensor(rng.integers(4, len(dictionary), n).tolist() + [dictionary.eos()]) for n in lengths]
    target = [torch.tensor(rng.integers(4, len(dictionary), n + 1).tolist() + [dictionary.eos()]) for n in lengths]
    source_sizes, target_sizes = np.array([len(s) for s in source]), np.array([len(t) for t in target])

    def pairs(*args, **kwargs):
        return LanguagePairDataset(ListDataset(source, source_sizes), source_sizes, dictionary,
                                   ListDataset(target, target_sizes), target_sizes, dictionary, *args, **kwargs)

    plain, bucketed = pairs(), pairs(num_buckets=3)
    assert plain.buckets is None
    # (as a subclass in fairseq's examples passes it: by position)
    by_position = pairs(True, False, True, True, False, False, None, None, False, None, 3)
    assert by_position.get_batch_shapes() == bucketed.get_batch_shapes()
    source_buckets, target_buckets = get_buckets(source_sizes, 3), get_buckets(target_sizes, 3)
    for i in range(len(source)):
        item = bucketed[i]
        src_len = int(source_buckets[np.searchsorted(source_buckets, len(source[i]))])
        tgt_len = int(target_buckets[np.searchsorted(target_buckets, len(target[i]))])
        pad = dictionary.pad()
        # the source padded on the left (fairseq's default), the target on the right
        assert item["source"].tolist() == [pad] * (src_len - len(source[i])) + source[i].tolist()
        assert item["target"].tolist() == target[i].tolist() + [pad] * (tgt_len - len(target[i]))
        assert bucketed.num_tokens(i) == max(src_len, tgt_len) == bucketed.bucketed_num_tokens[i]
    assert [shape for _, shape in bucketed.get_batch_shapes()] == sorted(set(bucketed.bucketed_num_tokens))
    batch = bucketed.collater([bucketed[i] for i in range(len(source))])
    assert batch["net_input"]["src_tokens"].shape == (len(source), max(source_buckets))
