# Source it (bash or sh) before training or translating on a CPU: glibc's malloc then
# keeps the memory torch frees for reuse, instead of handing every large tensor back to
# the system and faulting fresh pages in on the next step. Measured on a 2-core x86_64
# machine: fairseq-train on Multi30k (3+3 layers of 256) 3 to 30 % faster (the README's
# numbers), and single training steps of the benchmark vary less (docs/benchmark.md).
# The cost: the process keeps its peak memory until it exits. Values already in the
# environment are kept; other C libraries ignore these variables. The recipes (examples/), scripts/demo.sh, `make test` and
# scripts/benchmark.py use it.
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-4294967296}"  # no mmap below 4 GiB
export MALLOC_TRIM_THRESHOLD_="${MALLOC_TRIM_THRESHOLD_:-68719476736}"  # never give the heap back
export MALLOC_TOP_PAD_="${MALLOC_TOP_PAD_:-1073741824}"                 # grow the heap by 1 GiB
