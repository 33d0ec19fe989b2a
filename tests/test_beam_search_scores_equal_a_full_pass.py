"""fairseq's beam search decodes the model that training and scoring see: every hypothesis it
returns carries, token by token, the log-probabilities that one full, teacher-forced pass of
the model over that hypothesis alone gives (a batch of one, as fairseq's scorer computes
them). The search's own path is another: cached keys and values, position terms of one
step, beams reordered at every step, sentences that finished dropped from the batch.

For fairseq's transformer and every position scheme: a tiny model trained for a few dozen
updates on the first real Multi30k pairs (en-de, a joint vocabulary of words), decoding real
validation sentences in batches of mixed lengths with evaluate.sh's beam and length penalty
and run.sh's output limit, on each CPU backend that decodes."""
from types import SimpleNamespace

import pytest
import torch
from fairseq.data import Dictionary, LanguagePairDataset
from fairseq.dataclass.configs import GenerationConfig

from model_helpers import DIET_ARCHS, build_model, parse_model_args
from multi30k_slice import read_pairs, words

# Its tests share module-scoped fixtures (a training per architecture): under pytest-xdist one worker runs them all.
pytestmark = pytest.mark.xdist_group("test_beam_search_scores_equal_a_full_pass")

BACKENDS = ("reference", "blocks", "sdpa")  # the CPU backends (triton's interpreter: too slow here)
# fairseq's transformer has no backend setting: its own attention, once.
CASES = [("transformer", None)] + [(arch, backend) for arch in DIET_ARCHS for backend in BACKENDS]
SIZES = dict(layers=1, dim=32, heads=4, ffn=64)
TRAIN_PAIRS, MIN_COUNT, MAX_TOKENS = 1000, 3, 60  # about 1,000 words of the first 1,000 pairs
UPDATES, SENTENCES_PER_UPDATE, LEARNING_RATE = 80, 48, 5e-3
VALID_SENTENCES, BATCH = 64, 16  # consecutive lines of val: batches of mixed lengths
SEARCH = GenerationConfig(beam=10, lenpen=0.6, max_len_a=1.2, max_len_b=10)
# float32: the search keeps running sums of the scores and returns their differences, which
# round at the sums' magnitude (tens of nats). Measured worst: 1.7e-6 to 4.8e-6 nats a case.
TOLERANCE = 2e-5


@pytest.fixture(scope="module")
def corpus():
    """A joint word dictionary of the first training pairs, those pairs and the first
    validation pairs as fairseq's pair datasets (sources left-padded when collated)."""
    train = [(words(src), words(tgt)) for src, tgt in read_pairs("train", TRAIN_PAIRS)]
    train = [pair for pair in train if max(map(len, pair)) <= MAX_TOKENS]
    valid = [(words(src), words(tgt)) for src, tgt in read_pairs("valid", VALID_SENTENCES)]
    dictionary = Dictionary()
    for pair in train:
        for side in pair:
            for word in side:
                dictionary.add_symbol(word)
    dictionary.finalize(threshold=MIN_COUNT)
    return SimpleNamespace(dictionary=dictionary, train=pair_dataset(train, dictionary),
                           valid=pair_dataset(valid, dictionary))


def pair_dataset(pairs, dictionary):
    def encode(side):
        return torch.tensor([dictionary.index(word) for word in side] + [dictionary.eos()])

    sources, targets = [encode(src) for src, _ in pairs], [encode(tgt) for _, tgt in pairs]
    return LanguagePairDataset(sources, torch.tensor([len(s) for s in sources]), dictionary,
                               targets, torch.tensor([len(t) for t in targets]), dictionary, shuffle=False)


def model_args(arch, backend):
    extra = ["--share-all-embeddings"] + (["--attention-backend", backend] if backend else [])
    return parse_model_args(arch, extra, **SIZES)


def nll(model, batch):
    """Mean negative log-likelihood of the batch's target tokens, in nats."""
    log_probs = model.get_normalized_probs(model(**batch["net_input"]), log_probs=True)
    return torch.nn.functional.nll_loss(log_probs.flatten(0, 1), batch["target"].flatten(),
                                        ignore_index=model.decoder.padding_idx)


@pytest.fixture(scope="module")
def trained(request, corpus):
    """The architecture request.param after UPDATES updates on random training sentences
    (float32, no dropout; the reference backend), in eval mode, with its state dict."""
    arch = request.param
    backend = "reference" if arch in DIET_ARCHS else None
    model, _ = build_model(arch, args=model_args(arch, backend), dtype=torch.float32,
                           dictionary=corpus.dictionary)
    valid = corpus.valid.collater([corpus.valid[i] for i in range(len(corpus.valid))])
    with torch.no_grad():
        untrained_nll = nll(model, valid).item()
    optimizer = torch.optim.Adam(model.parameters(), lr=LEARNING_RATE)
    generator = torch.Generator().manual_seed(1)
    model.train()
    for _ in range(UPDATES):
        chosen = torch.randint(len(corpus.train), (SENTENCES_PER_UPDATE,), generator=generator).tolist()
        loss = nll(model, corpus.train.collater([corpus.train[i] for i in chosen]))
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    model.eval()
    with torch.no_grad():
        valid_nll = nll(model, valid).item()
    return SimpleNamespace(arch=arch, state=model.state_dict(), untrained_nll=untrained_nll, valid_nll=valid_nll)


def full_pass_scores(model, source, tokens, eos):
    """The log-probability of each of tokens (ending with eos) after the ones before it,
    from one forward pass over the whole of them, teacher-forced, for one source sentence."""
    previous = torch.cat([tokens.new_tensor([eos]), tokens[:-1]])[None]
    with torch.no_grad():
        out = model(source[None], torch.tensor([source.numel()]), previous)
        log_probs = model.get_normalized_probs(out, log_probs=True)[0]
    return log_probs.gather(1, tokens[:, None])[:, 0]


@pytest.mark.parametrize("trained,backend", CASES, indirect=["trained"], scope="module",
                         ids=[f"{arch}-{backend or 'fairseq'}" for arch, backend in CASES])
def test_every_beam_hypothesis_scores_as_a_full_pass_over_it_alone(trained, backend, corpus):
    from fairseq.tasks.translation import TranslationTask

    dictionary = corpus.dictionary
    # A trained model, not a random one: the validation references are far likelier than
    # under the untrained weights.
    assert trained.valid_nll < trained.untrained_nll - 1.5, (trained.untrained_nll, trained.valid_nll)
    args = model_args(trained.arch, backend)
    model, _ = build_model(trained.arch, args=args, dtype=torch.float32, dictionary=dictionary)
    model.load_state_dict(trained.state)
    task = TranslationTask(args, dictionary, dictionary)
    search = task.build_generator([model], SEARCH)
    compared, best = 0, set()
    for start in range(0, len(corpus.valid), BATCH):
        batch = corpus.valid.collater([corpus.valid[i] for i in range(start, start + BATCH)])
        sources = batch["net_input"]["src_tokens"]
        assert len(set(batch["net_input"]["src_lengths"].tolist())) > 1  # padded sources
        hypotheses = task.inference_step(search, [model], batch)
        lengths = {len(h["tokens"]) for sentence in hypotheses for h in sentence}
        # A sentence leaves the search once it has its beam's hypotheses, at its longest one.
        finished_at = {max(len(h["tokens"]) for h in sentence) for sentence in hypotheses}
        assert len(lengths) >= 3 and len(finished_at) >= 2, (start, sorted(lengths), sorted(finished_at))
        for row, sentence in enumerate(hypotheses):
            assert len(sentence) == SEARCH.beam
            source = sources[row][sources[row].ne(dictionary.pad())]
            best.add(dictionary.string(sentence[0]["tokens"]))
            for hypothesis in sentence:
                tokens = hypothesis["tokens"]
                assert tokens[-1] == dictionary.eos()
                expected = full_pass_scores(model, source, tokens, dictionary.eos())
                difference = (hypothesis["positional_scores"] - expected).abs().max().item()
                assert difference <= TOLERANCE, (start + row, dictionary.string(tokens), difference)
                compared += 1
    assert compared == len(corpus.valid) * SEARCH.beam
    assert len(best) >= 12, best  # the best hypotheses depend on the source (21 to 54 here)
