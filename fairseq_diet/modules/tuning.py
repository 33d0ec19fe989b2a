"""The block sizes and crossovers of the engine's paths, one named structure.

They change speed and memory only, never a result. Each backend holds one
(``Backend.tuning``); tests hand a backend tiny ones to take every way
through the blocks at tiny sizes. Each default names the measurement behind
it: the machine, and the revision whose commit message and docs/benchmark.md
carry the numbers.
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class Tuning:
    # Elements of the (rows, keys) blocks rebuilt at a time in a backward pass: two of them
    # (probabilities and their gradient) stay within a core's L2 cache (2-core x86_64, 9f16afd).
    chunk_elements: int = 1 << 19
    # Causal self-attention from causal_min_rows rows: blocks of causal_rows query rows, each
    # against the keys up to its last row, skipping most of the masked half (02e8529: at 8 x 512
    # tokens Shaw 252 -> 155 ms, Diet 117 -> 91 ms a layer; 32 rows gained less, 128 lost for Diet).
    causal_rows: int = 64
    causal_min_rows: int = 256
    # Below run_min_elements (query, key) pairs a sentence and head, one fused call with the whole
    # mask beats a call per run of equal key lengths, and q, k, v keep the projections' layout; at
    # most max_runs runs (ac8b674).
    run_min_elements: int = 1 << 14
    max_runs: int = 16
    # Shaw's blocks spread q.a^K and sum the probabilities per distance by one index per (i, j) where a
    # block has at most this many keys per inner diagonal (keys <= N (2k - 1) + 1), by its 2k - 1
    # diagonals beyond (c892755: with the index alone one call forward and backward took 1.15 times as
    # long at 256 keys, 1.05 at 512, level at 128; 4 heads of 64, k = 16, 2-core x86_64).
    shaw_index_keys_per_diagonal: int = 2
    # auto on CUDA: Diet-Abs's training calls from this many keys fold P_Q, P_K into q and k as
    # extra head dimensions of one SDPA call (1bf515f, one H100, fp16, 8 heads of 64, one call
    # forward and backward: 0.869 ms folded against 1.341 with the bias as SDPA's mask at 48 x 512
    # tokens; slower folded at 128 keys and below).
    folded_min_keys: int = 512
    # auto on CUDA in float16: a learned distance term's training calls (Diet-Rel, T5, TISA) of at
    # least kernels_min_scores scores a head (sentences x queries x keys) take the triton kernels,
    # smaller ones SDPA with the term as its mask. Training steps, one H200, fp16, base sizes,
    # x transformer, SDPA / kernels (2026-12-04, revision 11a2dba; shared/gpu/measurements/
    # steps-25k.md, steps-4k.md and crossover.md, copied into docs/benchmark.md): the kernels win
    # from 97 x 256^2 = 6.4M (Diet-Rel 1.139 / 0.976) to 48 x 512^2 = 12.6M (1.174 / 0.997); at
    # 130 x 192^2 = 4.8M the two are even (1.10 to 1.16 either way); below they lose
    # (195 x 128^2 = 3.2M: 1.04 / 1.03 to 1.05; 16 x 256^2 = 1.0M: 1.013 / 1.144; 781 x 32^2: 0.976 / 1.201).
    kernels_min_scores: int = 6_000_000


# A per-head product x @ W (one W per head) with fewer rows than this takes the heads as the
# batch of one bmm instead of broadcasting W over the sentences by a copy: the crossover for
# d_h = 64 and 16 columns (2-core x86_64, 9f16afd).
PER_HEAD_MIN_ROWS = 64
