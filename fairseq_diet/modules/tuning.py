"""The tuning constants of the blockwise CPU backends (``blocks``, ``compiled``)
and of auto's choice of the triton kernels on CUDA, in one place, each with the
measurement that set it. They change speed and
memory only, never a result: the parity tests set them to tiny values to take
every way through the blocks at tiny sizes. Read them as ``tuning.NAME`` at
call time, so that such a test reaches every use.

Measured on a 2-core x86_64 CPU (torch 2.13.0+cpu), per layer, forward and
backward, 4 heads, unless said otherwise; whole-model numbers are in
docs/benchmark.md.
"""

# Elements of the (rows, keys) blocks rebuilt at a time in a backward pass:
# two of them (probabilities and their gradient) stay within a core's L2 cache.
CHUNK_ELEMENTS = 1 << 19

# Causal self-attention from CAUSAL_MIN_ROWS rows: blocks of CAUSAL_ROWS query
# rows, each against the keys up to its last row only, so that most of the
# masked half of the (Tq, Tk) products is skipped. At 8 x 512 tokens: Shaw
# 252 -> 155 ms, Diet backward and forward 117 -> 91 ms; blocks of 32 rows
# gained less, and at 128 rows two blocks were slower for Diet.
CAUSAL_ROWS = 64
CAUSAL_MIN_ROWS = 256

# Below this many (query, key) pairs per sentence and head, one fused call
# with a (bsz, heads, Tq, Tk) mask beats a call per run of equal key lengths,
# and q, k, v keep the projections' (len, bsz, heads, d) layout (the kernel
# reads contiguous heads about 5 % faster at 512 tokens). At most MAX_RUNS runs.
RUN_MIN_ELEMENTS = 1 << 14
MAX_RUNS = 16

# Heads of at most SWEEP_HEAD_DIM dimensions and SWEEP_PAIRS (query, key)
# pairs take the compiled Diet backward pass head by head in one sweep, each
# row's element-wise work done while the row is in cache; larger ones go block
# by block with batched products, which are faster there. On one core (AVX2;
# docs/benchmark.md): the sweep takes 0.47-0.88 of the blocks' time at head
# size 8 (12 and 32 positions); at head size 16 it wins at 8 positions only,
# at 32 nowhere, at 64 not reliably.
SWEEP_HEAD_DIM = 8
SWEEP_PAIRS = 1024

# A per-head product x @ W (W one matrix per head) with fewer rows than this
# makes the heads the batch of one bmm instead of broadcasting W over the
# sentences by a copy: the crossover for d_h = 64 and 16 columns.
PER_HEAD_MIN_ROWS = 64

# How the triton backend's kernels take Diet-Abs's term (P_Q P_K^T): "folded", its factors as
# extra head dimensions of q and k (q' = [q, P_Q], k' = [k, P_K]: at the default rank d_h the
# query-key products twice as wide), or "table", P_Q P_K^T over the positions made once per
# forward pass as a (heads, Tq, Tk) table that the kernels read by the positions, its gradient
# added atomically into one table for every sentence (triton_attention.pair_attention), as the
# distance term's row is. Folded on one H100 (fp16, 8 heads of 64, forward and backward,
# 2026-11-27; docs/benchmark.md): 0.131 / 0.604 / 0.924 ms of kernel time at 128x32 / 195x128 /
# 48x512 tokens, against 0.072 / 0.333 / 0.854 for the distance term's row in the same kernels.
# "folded" until the table is timed on a GPU (the attention benchmark's `diet-abs, triton
# (table)`). auto's choice for Diet-Abs on CUDA (FOLDED_MIN_KEYS) takes torch's kernels either way.
TRITON_LOW_RANK = "folded"

# RoPE's calls on the triton backend (named; auto keeps RoPE's attention on torch's kernels):
# "kernel", q and k rotated by the rotation kernel (triton_rotation.py, one launch each way), then
# the attention kernels without a term; "loads", q and k turned by their (cos, sin) tables as the
# attention kernels load them, and dq and dk turned back before they are stored
# (triton_attention.rotary_attention): no rotated copy of q and k written or read again, two
# launches and three allocations a call fewer, at the cost of each tile's table read and turn
# inside the kernels' loops (in registers, where a tile could otherwise go to shared memory as
# loaded). A rotation apart from the attention kernel reads and writes q and k in each pass: at
# 48x512 tokens, about 1.18 of flash's kernel time at least, over RoPE's target of 1.15 for one
# call (arithmetic, docs/benchmark.md). "kernel" until "loads" is timed on a GPU (the attention
# benchmark's `rope, triton (in loads)`).
TRITON_ROTATION = "kernel"

# Shaw's explicit path with the batch's positions shared (the skewed layout: the sdpa backend, and
# auto's on CUDA below TRITON_SHAW_MIN_KEYS) spreads q.a^K over (i, j) and sums the probabilities per
# bucket by one batched product each way with a one-hot (Tq, 2k + 1, Tk) table of the buckets
# (shaw_terms.spread_one_hot) for calls of at most this many keys: 4 operators a call in a training
# step, 16 fewer than the skewed layout's copies, slices and sums, at Tq Tk (2k + 1) multiply-adds
# per sentence and head for each product, which short sentences afford. The tiny training step of
# scripts/dispatch_count.py (Shaw on sdpa, one CPU thread, 2026-11-27): 1249 operators against 1447,
# 1.192 of the transformer's time against 1.275. Not yet timed on a GPU (scripts/gpu_checks.sh's
# steps-4k times it against 0, the skewed layout throughout).
SHAW_ONE_HOT_MAX_KEYS = 128

# auto on CUDA (where triton runs): Shaw's training calls with at least this many
# keys take the triton kernels instead of the explicit path with the skewed layout.
# A training step of the base model (fp16, one H100, torch 2.11, triton 3.6), x
# fairseq's transformer, one run (2026-11-27): at 25k tokens 1.17 against 2.00 (512
# tokens) and 1.23 against 1.49 (128); at 4k tokens 1.22 against 1.35 (128); at 32
# tokens the two within each other's intervals (1.39 to 1.43, the day before).
# docs/benchmark.md.
TRITON_SHAW_MIN_KEYS = 128

# auto on CUDA: training calls of a learned distance table (Diet-Rel, T5, TISA;
# not ALiBi, whose bias needs no gradient) with at least this many keys take the
# triton kernels instead of sdpa with the bias as its mask. A training step of
# the base model (fp16, one H100, torch 2.11, triton 3.6; Diet-Rel; kernels at
# triton_attention.CONFIG), x fairseq's transformer, in one run: at 25k tokens
# 1.07 against 1.15 (512 tokens) but 1.14 against 1.03 (128); at 4k tokens 1.11
# against 1.00 (32) and 1.19 against 1.02 (128). docs/benchmark.md.
TRITON_DISTANCE_MIN_KEYS = 512

# auto on CUDA: Diet-Abs's training calls with at least this many keys take its
# factors as extra head dimensions of one SDPA call, q' = [q, P_Q], k' = [k, P_K]
# (the ``folded`` path), instead of SDPA with P_Q P_K^T spread into a (heads, Tq,
# Tk) bias as its mask, whose gradient torch's kernel forms per sentence. One
# attention call, fp16, 8 heads of 64, forward and backward, kernels' GPU time on
# one H100 (2026-11-27; docs/benchmark.md): folded 0.173 / 0.729 / 0.869 ms at
# 128x32 / 195x128 / 48x512 tokens, against 0.099 / 0.483 / 1.341 for SDPA with a
# learned (1, heads, T, T) bias (the distance term's, the same kernel). A training
# step with it has not been timed.
FOLDED_MIN_KEYS = 512

# auto on CUDA takes the triton attention kernels (Shaw's and the distance table's choices
# above) only on GPUs of these compute capabilities: where the choices and the kernels'
# configurations (triton_attention.CONFIG) were measured, Hopper (H100, H200: 9.0). Elsewhere
# no call takes them (engine._auto_cuda); Diet-Abs's folding (torch's kernels) and RoPE's
# rotation kernel (element-wise, no tiles to tune) stay on any CUDA GPU. Compiled for an A100 (8.0) with those
# configurations, the kernels spill more registers than for 9.0 (bytes a thread, triton 3.9,
# scripts/kernel_resources.py --arch 80 / 90: the keys kernel 144 / 0 with the distance term, 216 / 0
# with Shaw's; Shaw's queries kernel 720 / 80), and they have not been timed there.
TRITON_AUTO_CAPABILITIES = ((9, 0),)
# The dtypes whose CUDA calls auto gives the triton attention kernels: those they were measured and
# configured in (fp16 on an H100; bf16 compiles to the same loops). In float32 without TF32 (torch's
# default) their products take no tensor cores: compiled for sm_90 (scripts/kernel_resources.py --dtype
# fp32) they spill 0.8 to 11 KB a thread; with TF32, up to 152 bytes, untimed either way.
TRITON_AUTO_DTYPES = ("float16", "bfloat16")  # torch dtypes by name
