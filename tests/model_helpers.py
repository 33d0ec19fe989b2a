"""Tiny models built through fairseq's own option parsing, for tests."""

import sys
from pathlib import Path

import torch

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

import fairseq_diet  # noqa: E402,F401
from fairseq import options  # noqa: E402
from fairseq.data import Dictionary  # noqa: E402
from fairseq.models import ARCH_MODEL_REGISTRY  # noqa: E402
from fairseq.tasks.translation import TranslationTask  # noqa: E402

# The base architecture of every position scheme (transformer_diet_abs, ...);
# their _wmt_en_de and _wmt_en_de_big variants differ only in sizes.
DIET_ARCHS = tuple(sorted(
    arch for arch, model in ARCH_MODEL_REGISTRY.items()
    if model.__name__ == "DietTransformerModel" and not arch.endswith(("_wmt_en_de", "_wmt_en_de_big"))
))
TINY = dict(layers=2, dim=16, heads=4, ffn=32)


def make_dictionary(size=30):
    dictionary = Dictionary()
    for i in range(size):
        dictionary.add_symbol(f"w{i}")
    return dictionary


def parse_model_args(arch, extra=(), layers=2, dim=16, heads=4, ffn=32):
    parser = options.get_training_parser()
    argv = [
        "unused-data-dir", "--arch", arch, "--user-dir", str(REPO / "fairseq_diet"),
        "--encoder-layers", str(layers), "--decoder-layers", str(layers),
        "--encoder-embed-dim", str(dim), "--decoder-embed-dim", str(dim),
        "--encoder-ffn-embed-dim", str(ffn), "--decoder-ffn-embed-dim", str(ffn),
        "--encoder-attention-heads", str(heads), "--decoder-attention-heads", str(heads),
        "--dropout", "0", "--max-source-positions", "64", "--max-target-positions", "64",
        *extra,
    ]
    return options.parse_args_and_arch(parser, argv)


def build_model(arch, extra=(), dtype=torch.float64, seed=0, dictionary=None, args=None, **sizes):
    args = args or parse_model_args(arch, extra, **sizes)
    dictionary = dictionary or make_dictionary()
    task = TranslationTask(args, dictionary, dictionary)
    torch.manual_seed(seed)
    model = ARCH_MODEL_REGISTRY[arch].build_model(args, task)
    return model.to(dtype).eval(), dictionary


def full_pass(model, source, tokens, eos):
    """Log-probabilities (natural log) at every position of tokens, teacher-forced, one sentence."""
    previous = torch.cat([tokens.new_tensor([eos]), tokens[:-1]])[None]
    with torch.no_grad():
        out = model(source[None], torch.tensor([source.numel()]), previous)
        return model.get_normalized_probs(out, log_probs=True)[0]


def random_batch(dictionary, lengths, seed=1, left_pad=True):
    """Token batch with the given real lengths, padded like fairseq does."""
    generator = torch.Generator().manual_seed(seed)
    width = max(lengths)
    tokens = torch.full((len(lengths), width), dictionary.pad(), dtype=torch.long)
    for row, length in enumerate(lengths):
        sentence = torch.randint(dictionary.nspecial, len(dictionary), (length,), generator=generator)
        if left_pad:
            tokens[row, width - length:] = sentence
        else:
            tokens[row, :length] = sentence
    return tokens


def assert_incremental_equals_full(model, dictionary, src_lengths, tgt_length, reorder_at, new_order,
                                   atol):
    """Decode step by step with an incremental state, reordering the beams
    (``new_order``) before step ``reorder_at`` as beam search does, and compare
    each step's log-probabilities with the full forward pass of the same
    (reordered) batch. Three beams per sentence of ``src_lengths``, on the
    model's device; the comparison is in float32 or wider."""
    device = next(model.parameters()).device
    beams = len(new_order) // len(src_lengths)
    src = random_batch(dictionary, src_lengths, seed=1).repeat_interleave(beams, dim=0).to(device)
    tgt = random_batch(dictionary, [tgt_length] * len(new_order), seed=2, left_pad=False).to(device)
    tgt[:, 0] = dictionary.eos()
    new_order = torch.tensor(new_order, device=device)

    def log_probs(out):
        probs = model.get_normalized_probs(out, log_probs=True)
        return probs if probs.dtype == torch.float64 else probs.float()

    with torch.no_grad():
        full = {
            "before": log_probs(model(src, None, tgt)),
            "after": log_probs(model(src[new_order], None, tgt[new_order])),
        }
        encoder_out = model.encoder(src, src_lengths=None)
        state, history = {}, tgt
        for step in range(tgt.size(1)):
            if step == reorder_at:
                model.decoder.reorder_incremental_state_scripting(state, new_order)
                encoder_out = model.encoder.reorder_encoder_out(encoder_out, new_order)
                history = tgt[new_order]
            out = model.decoder(history[:, : step + 1], encoder_out=encoder_out, incremental_state=state)
            expected = full["before" if step < reorder_at else "after"][:, step]
            torch.testing.assert_close(log_probs(out)[:, -1], expected, rtol=0, atol=atol,
                                       msg=f"step {step}")
