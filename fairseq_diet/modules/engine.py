"""The attention engine: which backend runs an attention call, and which path.

Schemes describe their term (``fairseq_diet.positions``); the engine executes
it. A **backend** is a way to compute the terms and the attention:

- ``reference``: plain torch, every call by the explicit path (logits,
  softmax, probabilities times values), Toeplitz tables by an index per
  (i, j), RoPE by the pairs' arithmetic: the executable specification that the
  tests hold every other backend to;
- ``blocks``: the CPU's memory-saving paths by torch ops: a learned bias with
  a backward pass to come takes the fused kernel forward and a blockwise
  backward (``bias_attention``), Shaw's attention runs block by block
  (``shaw_attention``), everything else torch's
  ``scaled_dot_product_attention``;
- ``compiled``: the same paths with the C++ kernels of ``csrc/`` (CPU,
  float32 and float64, where the build succeeded);
- ``sdpa``: the bias and the masks as the additive mask of torch's
  ``scaled_dot_product_attention`` (where a learned bias's gradient leaves
  the fused kernel), Shaw by the explicit path with its skewed layout: the
  path for CUDA tensors until a fused kernel with the terms inside replaces it;
- ``triton``: flash attention with the position term inside the kernels
  (``triton_attention.py``), for CUDA tensors, or CPU tensors under
  ``TRITON_INTERPRET=1``: every kind (the distance term read by index,
  Shaw's terms by index and per-bucket sums, Diet-Abs's factors as extra head
  dimensions, RoPE's q and k rotated first by one kernel launch each way,
  ``triton_rotation.py``) and calls without a term. Only
  when named, and under ``auto`` for training calls on CUDA where it was
  measured faster: Shaw's from ``tuning.TRITON_SHAW_MIN_KEYS`` keys, a learned
  distance table's from ``tuning.TRITON_DISTANCE_MIN_KEYS`` (unless
  ``torch.use_deterministic_algorithms`` is on: its gradient is added
  atomically, in no fixed order, on a GPU).

``auto`` (the default) takes ``sdpa`` for tensors off the CPU (on CUDA with
long training calls in the triton kernels, above, on the kind of GPU they were
measured on, ``tuning.TRITON_AUTO_CAPABILITIES``, with triton new enough;
Diet-Abs's long training calls folded, on any CUDA GPU) and, on the CPU,
``compiled`` where it can run, else ``blocks``. A backend named by
``--attention-backend`` or ``FAIRSEQ_DIET_ATTENTION_BACKEND`` that cannot run a
call is an error that names it and the reason, never a silent substitute; one
that can run no call in the process (kernels turned off, not built, not
installed) is refused when the model's options are set, before a command's
work starts (``check_setting``).

A **path** (``choose_path``) is how one call runs on its backend: ``explicit``
(the only one that gives attention weights, logits before the softmax, and
decoding steps), ``sdpa``, ``bias_blocks`` or ``shaw_blocks``; docs/attention.md
tabulates which call takes which and why.
"""

import itertools
import logging
import os
from dataclasses import dataclass
from typing import Optional

import torch

from ..positions import PositionOptionError
from . import compiled, tuning
from .rotation import pairs_viewable
from .tables import toeplitz_by_index, toeplitz_by_windows

ENV_BACKEND = "FAIRSEQ_DIET_ATTENTION_BACKEND"
BACKEND_CHOICES = ("auto", "reference", "blocks", "compiled", "sdpa", "triton")
logger = logging.getLogger(__name__)


class BackendUnavailable(PositionOptionError):
    """A backend asked for by name cannot run a call; the message says which
    and why, and how to choose another (one line from fairseq's command-line
    tools, as every option error)."""


class Backend:
    """A way to compute position terms and attention; subclasses below."""

    name = ""
    explicit_only = False  # every call by the explicit path
    blockwise = False  # the CPU's blockwise paths for learned terms
    shaw_skewed = False  # Shaw's explicit path by the skewed layout where it can
    fused_training = False  # long training calls with a learned term in the triton kernels (auto on CUDA)
    # the element-wise Triton kernels, one launch each way: RoPE's rotation of q and k (triton_rotation.py)
    # and TISA's radial-basis sum (triton_radial.py)
    triton_elementwise = False
    folds_low_rank = False  # Diet-Abs's long training calls folded into one SDPA call (auto on CUDA)
    ops = None  # the compiled kernels, for the backend that uses them

    def unavailable(self, device: torch.device, dtype: torch.dtype) -> Optional[str]:
        """Why this backend cannot run a call on ``device`` in ``dtype``; None if it can.
        The call's tensors first: a call the kernels cannot take never builds them."""
        return self.unfit(device, dtype) or self.unavailable_here()

    def unavailable_here(self) -> Optional[str]:
        """Why this backend can run no call at all in this process (what it
        needs is missing or turned off); None if it can run some."""
        return None

    def unfit(self, device: torch.device, dtype: torch.dtype) -> Optional[str]:
        """Why this backend cannot take tensors on ``device`` in ``dtype``."""
        return None

    def toeplitz(self, per_distance, query_len: int, key_len: int):
        return toeplitz_by_windows(per_distance, query_len, key_len)

    def radial_basis_sum(self, form):
        if self.triton_elementwise and form.at.dtype in Triton.DTYPES:
            # Imported here, as the other triton modules: importing triton takes most of a second.
            from .triton_radial import radial_basis_sum

            return radial_basis_sum(form.amplitudes, form.sharpness, form.offsets, form.at)
        return form.evaluate()

    def rotation_form(self, x) -> str:
        # One kernel launch each way where its 32-bit offsets reach every
        # element; else the torch ops' forms.
        if self.triton_elementwise and x.dtype in Triton.DTYPES and x.size(-1) % 2 == 0 and _last_offset(x) < 2 ** 31:
            return "triton"
        return "complex" if pairs_viewable(x) else "real"


class Reference(Backend):
    name = "reference"
    explicit_only = True

    def toeplitz(self, per_distance, query_len, key_len):
        return toeplitz_by_index(per_distance, query_len, key_len)

    def rotation_form(self, x):
        return "real"


class Blocks(Backend):
    name = "blocks"
    blockwise = True


class Compiled(Blocks):
    name = "compiled"
    DTYPES = (torch.float32, torch.float64)

    @property
    def ops(self):
        return compiled.ops()

    def unavailable_here(self):
        if not compiled.enabled():
            return f"its kernels are turned off by {compiled.ENV_SWITCH}=0"
        if compiled.ops() is None:
            return f"its kernels could not be built ({compiled.build_error()})"
        return None

    def unfit(self, device, dtype):
        if device.type != "cpu":
            return f"its kernels run on CPU tensors only, and this call's are on {device.type}"
        if dtype not in self.DTYPES:
            return f"its kernels take float32 and float64 only, and this call is {dtype}"
        return None

    def toeplitz(self, per_distance, query_len, key_len):
        return self.ops.toeplitz(per_distance, query_len, key_len)

    def radial_basis_sum(self, form):
        return self.ops.tisa_kernel_sum(form.amplitudes, form.sharpness, form.offsets, form.at)

    def rotation_form(self, x):
        return "compiled"


class Sdpa(Backend):
    name = "sdpa"
    shaw_skewed = True

    def __init__(self, fused_training: bool = False, triton_elementwise: bool = False, folds_low_rank: bool = False):
        # auto's on CUDA (_auto_cuda): with fused_training, where the triton attention kernels run
        # and were measured, Shaw's training calls from tuning.TRITON_SHAW_MIN_KEYS keys and those of
        # a learned distance table from tuning.TRITON_DISTANCE_MIN_KEYS take them (choose_path); with
        # triton_elementwise, where triton runs, RoPE's rotations the rotation kernel (measured faster
        # than the torch ops' forms at every shape of docs/benchmark.md's GPU table) and TISA's
        # radial-basis sum one launch each way (fifteen-odd operators fewer a stack; not timed); with
        # folds_low_rank, Diet-Abs's training calls from tuning.FOLDED_MIN_KEYS fold its factors
        # into one SDPA call (torch's kernels only)
        self.fused_training = fused_training
        self.triton_elementwise = triton_elementwise
        self.folds_low_rank = folds_low_rank


class Triton(Backend):
    name = "triton"
    triton_elementwise = True
    KINDS = (None, "distance", "low_rank", "rotation", "relative_keys_values")  # the kinds its kernels run
    DTYPES = (torch.float16, torch.bfloat16, torch.float32, torch.float64)

    def unavailable_here(self):
        from . import triton_attention

        if triton_attention.triton is None:
            return "triton is not installed (scripts/install.sh installs it where the tests need it)"
        version = triton_attention.triton.__version__
        if _release(version) < MIN_TRITON:
            return (f"triton {version} is installed, and its kernels need triton "
                    f"{'.'.join(map(str, MIN_TRITON))} or later (torch 2.7 and later bring it)")
        return None

    def unfit(self, device, dtype):
        if device.type == "cpu" and os.environ.get("TRITON_INTERPRET") != "1":
            return "its kernels run on CUDA tensors, or on CPU tensors under TRITON_INTERPRET=1 (Triton's interpreter)"
        if device.type not in ("cpu", "cuda"):
            return f"its kernels run on CUDA tensors, and this call's are on {device.type}"
        if dtype not in self.DTYPES:
            return f"its kernels take float16, bfloat16, float32 and float64, and this call is {dtype}"
        if dtype == torch.float64:
            from . import triton_attention

            version = getattr(triton_attention.triton, "__version__", None)
            if version is not None and _release(version) < FLOAT64_TRITON:
                return (f"its kernels take float64 from triton {'.'.join(map(str, FLOAT64_TRITON))} on "
                        f"(float64 products), and triton {version} is installed")
        return None


# The oldest Triton with all the language the kernels use (``tl.gather``: Triton 3.3, torch 2.7's).
# Compiled here for sm_90 without a GPU (scripts/kernel_resources.py): 3.3.1 builds every kernel; 3.0.0,
# 3.1.0 and 3.2.0 stop at ``tl.gather``, the kernels that never take that branch too.
MIN_TRITON = (3, 3)
# Float64 tensors' products (tl.dot) from Triton 3.5: 3.3.1's and 3.4.0's interpreters stop at them
# ("Unsupported lhs dtype fp64"), 3.5.1's runs the kernels' tests.
FLOAT64_TRITON = (3, 5)
# Below this compute capability Triton 3.9 compiles the kernels' tl.dot without tensor cores (no mma
# or wgmma; for 7.5 and 7.0 with 1 to 17 KB of spilled registers a thread: scripts/kernel_resources.py
# with its guard lifted): named, the kernels run there, with a warning.
TENSOR_CORE_CAPABILITY = (8, 0)


def _release(version: str) -> tuple:
    """(major, minor) of a version string such as '3.3.1' or '3.6.0+git1234'."""
    numbers = []
    for part in version.split("+")[0].split(".")[:2]:
        digits = "".join(itertools.takewhile(str.isdigit, part))
        numbers.append(int(digits) if digits else 0)
    return tuple(numbers)


def _capability(device: torch.device):
    """The CUDA compute capability of ``device`` as (major, minor); None on
    a ROCm build (HIP devices report capabilities of their own numbering)."""
    if torch.version.hip is not None:
        return None
    return torch.cuda.get_device_capability(device)


def _auto_cuda(device: torch.device, dtype: torch.dtype) -> "Sdpa":
    """``auto``'s backend for CUDA tensors on ``device`` in ``dtype``: sdpa
    with every measured choice (``AUTO_CUDA``) where the triton kernels run
    and the GPU is of the kind they were measured and configured on
    (``tuning.TRITON_AUTO_CAPABILITIES``). Elsewhere no call takes the
    attention kernels, said once in the log; Diet-Abs's folding (torch's
    kernels) stays, and the element-wise kernels (RoPE's rotation, TISA's
    radial-basis sum: no tiles to tune) where triton runs."""
    unavailable = BACKENDS["triton"].unavailable(device, dtype)
    reason = unavailable
    if reason is None:
        capability = _capability(device)
        if capability not in tuning.TRITON_AUTO_CAPABILITIES:
            measured = ", ".join("{}.{}".format(*each) for each in tuning.TRITON_AUTO_CAPABILITIES)
            found = "a ROCm GPU" if capability is None else "compute capability {}.{}".format(*capability)
            reason = (f"this GPU is {found}, and they are measured and configured on compute capability "
                      f"{measured} only (name --attention-backend triton to run them anyway)")
        elif str(dtype).rpartition(".")[2] not in tuning.TRITON_AUTO_DTYPES:
            reason = ("they are measured and configured in half precision only (in float32 without TF32 their "
                      "products take no tensor cores; name --attention-backend triton to run them anyway)")
    if reason is None:
        return AUTO_CUDA
    logger.info(f"attention backend auto: CUDA calls in {dtype} take none of the triton attention kernels: "
                f"{reason}")
    return Sdpa(triton_elementwise=unavailable is None, folds_low_rank=True)


def _last_offset(x) -> int:
    """The offset from x's first element to its farthest one, in elements."""
    return sum((size - 1) * abs(stride) for size, stride in zip(x.shape, x.stride()))


BACKENDS = {backend.name: backend for backend in (Reference(), Blocks(), Compiled(), Sdpa(), Triton())}
AUTO_CUDA = Sdpa(fused_training=True, triton_elementwise=True, folds_low_rank=True)  # auto's on CUDA: _auto_cuda


def backend_setting(setting: Optional[str]) -> str:
    """The backend asked for: ``setting`` (``--attention-backend``) when
    given, else ``FAIRSEQ_DIET_ATTENTION_BACKEND``, else ``auto``."""
    if setting:
        return setting
    name = os.environ.get(ENV_BACKEND, "").strip() or "auto"
    if name not in BACKEND_CHOICES:
        raise BackendUnavailable(f"{ENV_BACKEND}={name} is not a backend; choose one of "
                                 f"{', '.join(BACKEND_CHOICES)}")
    return name


_resolved = {}


def resolve(setting: Optional[str], device: torch.device, dtype: torch.dtype) -> Backend:
    """The backend that runs a call with tensors on ``device`` in ``dtype``:
    decided once per process for each setting, environment, device and dtype
    (every attention call asks; whether the compiled kernels build is decided
    once per process too)."""
    key = (setting, os.environ.get(ENV_BACKEND), os.environ.get(compiled.ENV_SWITCH),
           os.environ.get("TRITON_INTERPRET"), device.type, dtype)
    backend = _resolved.get(key)
    if backend is None:
        backend = _resolved[key] = _resolve(setting, device, dtype)
    return backend


def _resolve(setting: Optional[str], device: torch.device, dtype: torch.dtype) -> Backend:
    name = backend_setting(setting)
    if name == "auto":
        if device.type != "cpu":
            return _auto_cuda(device, dtype) if device.type == "cuda" else BACKENDS["sdpa"]
        compiled_backend = BACKENDS["compiled"]
        return compiled_backend if compiled_backend.unavailable(device, dtype) is None else BACKENDS["blocks"]
    backend = _named(name)
    reason = backend.unavailable(device, dtype)
    if reason is not None:
        raise _cannot_run(name, "this call", reason)
    if name == "triton" and device.type == "cuda":
        capability = _capability(device)
        if capability is not None and capability < TENSOR_CORE_CAPABILITY:
            logger.warning("attention backend 'triton' on a GPU of compute capability {}.{}: below {}.{} Triton "
                           "compiles the kernels' products without tensor cores (compiled for 7.5 and 7.0, "
                           "with thousands of bytes of spilled registers a thread), so expect them far slower "
                           "than --attention-backend auto".format(*capability, *TENSOR_CORE_CAPABILITY))
    return backend


def check_setting(setting: Optional[str]) -> None:
    """Refuse a backend named by ``setting`` or the environment that can run
    no call at all in this process (its kernels turned off, not built, or not
    installed): called when a model's options are set, so that a command stops
    before its work starts; what depends on a call's device and dtype is
    decided at the call (``resolve``)."""
    name = backend_setting(setting)
    if name != "auto":
        reason = _named(name).unavailable_here()
        if reason is not None:
            raise _cannot_run(name, "in this process", reason)


def _named(name: str) -> Backend:
    backend = BACKENDS.get(name)
    if backend is None:
        raise BackendUnavailable(f"--attention-backend {name} is not a backend; choose one of "
                                 f"{', '.join(BACKEND_CHOICES)}")
    return backend


def _cannot_run(name: str, what: str, reason: str) -> BackendUnavailable:
    return BackendUnavailable(
        f"attention backend {name!r} cannot run {what}: {reason}. Choose another with "
        f"--attention-backend (a trained model: --model-overrides \"{{'attention_backend': 'auto'}}\") "
        f"or {ENV_BACKEND}")


@dataclass(frozen=True)
class Path:
    """How one attention call runs: ``name`` (explicit, sdpa, bias_blocks,
    shaw_blocks) and, for Shaw's terms outside the blocks, how they are
    spread and summed (``shaw``: shifted, skewed or index)."""

    name: str
    shaw: Optional[str] = None


EXPLICIT, SDPA, BIAS_BLOCKS, SHAW_BLOCKS = Path("explicit"), Path("sdpa"), Path("bias_blocks"), Path("shaw_blocks")
TRITON = Path("triton")
FOLDED = Path("folded")  # Diet-Abs's factors as extra head dimensions of one SDPA call
ADDITIVE_KINDS = ("distance", "low_rank")


@dataclass(slots=True)
class Call:
    """What decides the path of one attention call."""

    kind: Optional[str]  # the position term's kind; None: no term
    adds_to_values: bool  # the term adds to the output through the probabilities (Shaw's a^V)
    backward: bool  # a backward pass is to come through this call
    learned: bool  # the term has parameters with a gradient to come
    dropout: float  # attention dropout probability in effect
    need_weights: bool  # the probabilities are returned
    before_softmax: bool  # the logits are returned
    decoding: bool  # incremental decoding (a search's step, or a prefix)
    shared_positions: bool  # every sentence's queries and keys at positions 0, 1, ...
    step_position: bool  # a decoding step whose queries all sit at one position
    keys: int = 0  # keys per query (Tk)


def choose_path(backend: Backend, call: Call) -> Path:
    """The path of ``call`` on ``backend`` (docs/attention.md, "Which path")."""
    shaw = call.kind == "relative_keys_values"
    explicit = call.need_weights or call.before_softmax or call.decoding
    if backend.explicit_only or explicit:
        return _explicit(backend, call) if shaw else EXPLICIT
    if backend.name == "triton":
        return _triton(backend, call)
    # auto on CUDA: training calls where the kernels were measured faster (without attention dropout).
    # With dropout, Shaw's still (the explicit path then drops a (bsz, heads, Tq, Tk) tensor besides);
    # a learned table's stay on SDPA, whose kernel drops inside too, until a GPU times the two.
    if backend.fused_training and call.backward and (
            (shaw and call.keys >= tuning.TRITON_SHAW_MIN_KEYS)
            or (call.kind == "distance" and call.learned and call.dropout == 0.0
                and call.keys >= tuning.TRITON_DISTANCE_MIN_KEYS
                and not torch.are_deterministic_algorithms_enabled())):  # its gradient's atomic adds
        return TRITON
    if (backend.folds_low_rank and call.backward and call.kind == "low_rank" and call.learned
            and call.keys >= tuning.FOLDED_MIN_KEYS):
        return FOLDED  # auto on CUDA: Diet-Abs's long training calls, measured faster folded
    if shaw:
        if backend.blockwise and call.dropout == 0.0 and call.shared_positions:
            return SHAW_BLOCKS
        if call.adds_to_values:  # the value term needs the probabilities in the open
            return _explicit(backend, call)
        return Path("sdpa", _explicit(backend, call).shaw)  # keys only: the key term as the mask
    if call.kind in ADDITIVE_KINDS and backend.blockwise and call.backward:
        if call.dropout == 0.0:
            return BIAS_BLOCKS
        if call.learned:
            # torch's fused CPU kernel returns no gradient for its mask: its
            # generic path would keep every layer's probabilities anyway.
            return EXPLICIT
    return SDPA


def _triton(backend: Backend, call: Call) -> Path:
    """A full-sequence call on the triton backend: its kernels (attention
    dropout included), for every kind they hold."""
    if call.kind not in Triton.KINDS:
        raise BackendUnavailable(f"attention backend 'triton' cannot run this call: its kernels do not hold "
                                 f"the kind {call.kind!r}; choose another with --attention-backend "
                                 f"or {ENV_BACKEND}")
    return TRITON


def _explicit(backend: Backend, call: Call) -> Path:
    """Shaw's explicit path: at a decoding step whose queries share one
    position, its terms as shifts of the keys and values; else spread and
    summed by the skewed layout (positions shared by the batch) or by index."""
    if call.step_position and not backend.explicit_only:
        return Path("explicit", "shifted")
    if backend.shaw_skewed and call.shared_positions:
        return Path("explicit", "skewed")
    return Path("explicit", "index")
