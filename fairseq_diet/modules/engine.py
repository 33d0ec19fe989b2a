"""The attention engine: which backend runs an attention call, and which path.

Schemes describe their term (``fairseq_diet.positions``); the engine executes
it. A **backend** is a way to compute the terms and the attention
(``reference``, ``blocks``, ``sdpa``, ``triton``; docs/attention.md says what
each runs, and what ``auto`` takes where). A backend named by
``--attention-backend`` or ``FAIRSEQ_DIET_ATTENTION_BACKEND`` that cannot run
a call is an error that names it and the reason, never a silent substitute.

A **path** is how one call runs on its backend: the first rule of ``RULES``
that the call meets (``choose_path``); ``python -m fairseq_diet.modules.engine``
prints them, and docs/attention.md shows the same table.
"""

import logging
import os
import re
from dataclasses import dataclass
from typing import Callable, Optional

import torch

from ..positions import PositionOptionError
from ..positions.base import CONTEXTUAL, DISTANCE, LOW_RANK, RELATIVE_KEYS_VALUES, TABLE
from .rotation import pairs_viewable
from .tables import toeplitz_by_index, toeplitz_by_windows
from .tuning import Tuning

ENV_BACKEND = "FAIRSEQ_DIET_ATTENTION_BACKEND"
BACKEND_CHOICES = ("auto", "reference", "blocks", "sdpa", "triton")
# The C++ backend of earlier releases: a stored or given name runs its torch twin.
RETIRED = {"compiled": "blocks"}
RETIRED_ENV = "FAIRSEQ_DIET_COMPILED"
logger = logging.getLogger(__name__)


class BackendUnavailable(PositionOptionError):
    """A backend asked for by name cannot run a call; the message says which
    and why, and how to choose another (one line from fairseq's command-line
    tools, as every option error)."""


class Backend:
    """A way to compute position terms and attention. ``tuning``: the block
    sizes of its paths; ``trace``: a list that records (name, path) of each
    call (tests name a backend object to reach a path and see it taken)."""

    name = ""
    folds_low_rank = False  # Diet-Abs's long training calls folded into one SDPA call (auto on CUDA)
    kernels = False  # Shaw's calls and large distance-term training calls in the triton kernels (auto on CUDA)

    def __init__(self, tuning: Optional[Tuning] = None, trace: Optional[list] = None):
        self.tuning = tuning or Tuning()
        self.trace = trace

    def unavailable(self, device: torch.device, dtype: torch.dtype) -> Optional[str]:
        """Why this backend cannot run a call on ``device`` in ``dtype``; None if it can."""
        return self.unavailable_here()

    def unavailable_here(self) -> Optional[str]:
        """Why this backend can run no call at all in this process; None if it can run some."""
        return None

    def toeplitz(self, per_distance, query_len: int, key_len: int):
        return toeplitz_by_windows(per_distance, query_len, key_len)

    def rotation_form(self, x) -> str:
        return "complex" if pairs_viewable(x) else "real"


class Reference(Backend):
    name = "reference"

    def toeplitz(self, per_distance, query_len, key_len):
        return toeplitz_by_index(per_distance, query_len, key_len)

    def rotation_form(self, x):
        return "real"


class Blocks(Backend):
    name = "blocks"


def _rotation_form_for_cuda(x) -> str:
    """CUDA's backends rotate half precision by the matrix form: 4 kernels a
    tensor forward and backward where the pairs' arithmetic launches about 18
    (on the CPU, in half precision, the pairs' arithmetic is 4 to 5 times faster)."""
    return "complex" if pairs_viewable(x) else "matrix"


class Sdpa(Backend):
    name = "sdpa"
    rotation_form = staticmethod(_rotation_form_for_cuda)

    def __init__(self, folds_low_rank: bool = False, kernels: bool = False, **kwargs):
        super().__init__(**kwargs)
        self.folds_low_rank, self.kernels = folds_low_rank, kernels


# The oldest Triton accepted: torch 2.7's (3.3), which compiled the kernels' earlier form; this form is
# compiled and tested under Triton 3.9 only.
MIN_TRITON = (3, 3)
# Float64 products (tl.dot) from Triton 3.5: 3.3's and 3.4's interpreters stop at them.
FLOAT64_TRITON = (3, 5)
# Below this compute capability Triton compiles tl.dot without tensor cores: the kernels run, with a warning.
TENSOR_CORE_CAPABILITY = (8, 0)


class Triton(Backend):
    name = "triton"
    rotation_form = staticmethod(_rotation_form_for_cuda)
    DTYPES = (torch.float16, torch.bfloat16, torch.float32, torch.float64)

    def unavailable(self, device, dtype):
        if device.type == "cpu" and not _interpreted():
            return "its kernels run on CUDA tensors, or on CPU tensors under TRITON_INTERPRET=1 (Triton's interpreter)"
        if device.type not in ("cpu", "cuda"):
            return f"its kernels run on CUDA tensors, and this call's are on {device.type}"
        if dtype not in self.DTYPES:
            return f"its kernels take float16, bfloat16, float32 and float64, and this call is {dtype}"
        if dtype == torch.float64 and (why := no_float64(_triton_version())):
            return why
        return self.unavailable_here()

    def unavailable_here(self):
        if not _interpreted() and not torch.cuda.is_available():
            return ("its kernels run on CUDA tensors, and torch sees no CUDA device here; on a CPU they run "
                    "only under TRITON_INTERPRET=1 (Triton's interpreter)")
        return too_old(_triton_version())


def _interpreted() -> bool:
    return os.environ.get("TRITON_INTERPRET") == "1"


def _triton_version() -> Optional[str]:
    from . import triton_attention  # (importing triton takes most of a second)

    return None if triton_attention.triton is None else triton_attention.triton.__version__


def too_old(version: Optional[str]) -> Optional[str]:
    """Why triton ``version`` (None: not installed) cannot run the kernels; None if it can."""
    if version is None:
        return "triton is not installed (scripts/install.sh installs it where the tests need it)"
    if _release(version) < MIN_TRITON:
        return (f"triton {version} is installed, and its kernels need triton "
                f"{'.'.join(map(str, MIN_TRITON))} or later (torch 2.7 and later bring it)")
    return None


def no_float64(version: Optional[str]) -> Optional[str]:
    """Why triton ``version`` cannot run the kernels in float64; None if it can."""
    if version is not None and _release(version) < FLOAT64_TRITON:
        return (f"its kernels take float64 from triton {'.'.join(map(str, FLOAT64_TRITON))} on, "
                f"and triton {version} is installed")
    return None


def _release(version: str) -> tuple:
    """(major, minor) of a version string such as '3.3.1' or '3.6.0+git1234'."""
    return tuple(int(number or 0) for number in re.match(r"(\d*)\.?(\d*)", version).groups())


BACKENDS = {backend.name: backend for backend in (Reference(), Blocks(), Sdpa(), Triton())}
# auto's backends on CUDA: with the triton kernels where they were measured (float16, a GPU with
# tensor cores for their products, triton installed), else torch's kernels alone.
AUTO_CUDA = Sdpa(folds_low_rank=True, kernels=True)
AUTO_CUDA_TORCH = Sdpa(folds_low_rank=True)
# The dtypes whose calls auto on CUDA may run in the triton kernels: those their GPU timings were of.
KERNELS_DTYPES = (torch.float16,)


def backend_setting(setting) -> str:
    """The backend asked for: ``setting`` (``--attention-backend``) when
    given, else ``FAIRSEQ_DIET_ATTENTION_BACKEND``, else ``auto``; a retired
    name as the backend that replaced it (said once in the log)."""
    name = setting or os.environ.get(ENV_BACKEND, "").strip() or "auto"
    if name in RETIRED:
        _say_once(f"attention backend {name!r} was removed; {RETIRED[name]!r} runs the same paths by torch ops")
        return RETIRED[name]
    if name not in BACKEND_CHOICES:
        given = f"--attention-backend {name}" if setting else f"{ENV_BACKEND}={name}"
        raise BackendUnavailable(f"{given} is not a backend; choose one of {', '.join(BACKEND_CHOICES)}")
    if os.environ.get(RETIRED_ENV):
        _say_once(f"{RETIRED_ENV} is set, and does nothing: the C++ kernels were removed ('blocks' runs "
                  f"their paths by torch ops)")
    return name


_said = set()


def _say_once(message: str) -> None:
    if message not in _said:
        _said.add(message)
        logger.warning(message)


_resolved = {}


def resolve(setting, device: torch.device, dtype: torch.dtype) -> Backend:
    """The backend that runs a call with tensors on ``device`` in ``dtype``:
    ``setting`` itself where it is a ``Backend``, else decided once per
    process for each setting, environment, device and dtype."""
    if isinstance(setting, Backend):
        _check(setting, device, dtype)
        return setting
    key = (setting, os.environ.get(ENV_BACKEND), os.environ.get("TRITON_INTERPRET"), device.type, dtype)
    backend = _resolved.get(key)
    if backend is None:
        backend = _resolved[key] = _resolve(setting, device, dtype)
    return backend


def _resolve(setting: Optional[str], device: torch.device, dtype: torch.dtype) -> Backend:
    name = backend_setting(setting)
    if name == "auto":
        if device.type == "cpu":
            return BACKENDS["blocks"]
        if device.type != "cuda":
            return BACKENDS["sdpa"]
        kernels_unfit = BACKENDS["triton"].unavailable(device, dtype)
        if kernels_unfit is None and torch.version.hip is not None:
            kernels_unfit = "ROCm: the kernels were timed on NVIDIA GPUs only"
        if kernels_unfit is None and _tensor_cores_missing(device):
            kernels_unfit = "a GPU below compute capability {}.{}".format(*TENSOR_CORE_CAPABILITY)
        return auto_cuda(dtype, kernels_unfit)
    backend = BACKENDS[name]
    _check(backend, device, dtype)
    if name == "triton" and device.type == "cuda" and _tensor_cores_missing(device):
        logger.warning("attention backend 'triton' on a GPU of compute capability {}.{}: below {}.{} Triton "
                       "compiles the kernels' products without tensor cores, so expect them far slower "
                       "than --attention-backend auto".format(*torch.cuda.get_device_capability(device),
                                                              *TENSOR_CORE_CAPABILITY))
    return backend


def _tensor_cores_missing(device: torch.device) -> bool:
    """Whether the CUDA GPU ``device`` is below ``TENSOR_CORE_CAPABILITY`` (False
    on ROCm, and in a process without CUDA, which runs no CUDA call anyway)."""
    return (torch.version.hip is None and torch.cuda.is_available()
            and torch.cuda.get_device_capability(device) < TENSOR_CORE_CAPABILITY)


def auto_cuda(dtype: torch.dtype, kernels_unfit: Optional[str]) -> Backend:
    """auto's backend for CUDA calls in ``dtype``, where ``kernels_unfit`` says
    why the triton kernels cannot run there (None: they can): ``AUTO_CUDA``,
    which takes them where they were measured faster, for the dtypes they were
    measured in; ``AUTO_CUDA_TORCH`` otherwise."""
    return AUTO_CUDA if kernels_unfit is None and dtype in KERNELS_DTYPES else AUTO_CUDA_TORCH


def _check(backend: Backend, device, dtype) -> None:
    reason = backend.unavailable(device, dtype)
    if reason is not None:
        raise _cannot_run(backend.name, "this call", reason)


def check_setting(setting: Optional[str]) -> None:
    """Refuse a backend named by ``setting`` or the environment that can run
    no call at all in this process (triton not installed or too old, or
    neither a CUDA device nor Triton's interpreter for its kernels):
    called when a model's options are set, so that a command stops before its
    work starts; what depends on a call's device and dtype is decided at the
    call (``resolve``)."""
    name = backend_setting(setting)
    if name != "auto":
        reason = BACKENDS[name].unavailable_here()
        if reason is not None:
            raise _cannot_run(name, "in this process", reason)


def _cannot_run(name: str, what: str, reason: str) -> BackendUnavailable:
    return BackendUnavailable(
        f"attention backend {name!r} cannot run {what}: {reason}. Choose another with "
        f"--attention-backend (a trained model: --model-overrides \"{{'attention_backend': 'auto'}}\") "
        f"or {ENV_BACKEND}")


@dataclass(frozen=True)
class Path:
    """How one attention call runs: ``name`` (explicit, sdpa, folded,
    bias_blocks, shaw_blocks, triton) and, for Shaw's terms outside the
    blocks and kernels, how they are spread and summed (``shaw``: shifted,
    skewed or index)."""

    name: str
    shaw: Optional[str] = None


EXPLICIT, SDPA, BIAS_BLOCKS, SHAW_BLOCKS = Path("explicit"), Path("sdpa"), Path("bias_blocks"), Path("shaw_blocks")
TRITON = Path("triton")
FOLDED = Path("folded")  # Diet-Abs's factors as extra head dimensions of one SDPA call
ADDITIVE_KINDS = (DISTANCE, LOW_RANK, TABLE)
SHAW = RELATIVE_KEYS_VALUES


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
    scores: int = 0  # (query, key) scores a head: sentences x queries x keys
    deterministic: bool = False  # torch.use_deterministic_algorithms is on
    kernels_masks: bool = True  # the masks are what the triton kernels take: key padding, and a causal mask or none


@dataclass(frozen=True)
class Rule:
    """``path`` for a call that meets ``when`` (in words: ``describe``) and no rule before it."""

    path: Path
    when: str
    test: Callable[[Backend, Call], bool]


def _additive_training(backend: Backend, call: Call) -> bool:
    return backend.name == "blocks" and call.kind in ADDITIVE_KINDS and call.backward


def _kernels_measured_faster(backend: Backend, call: Call) -> bool:
    """auto on CUDA (``Sdpa.kernels``): Shaw at every size; a learned distance
    term in training from ``tuning.kernels_min_scores`` scores a head, unless
    determinism is asked for (its gradient is added atomically)."""
    if not (backend.kernels and call.kernels_masks):
        return False
    if call.kind == SHAW:
        return True
    return (call.kind == DISTANCE and call.learned and call.backward and not call.deterministic
            and call.scores >= backend.tuning.kernels_min_scores)


RULES = (
    Rule(EXPLICIT, "the reference backend; weights or logits asked for; incremental decoding",
         lambda b, c: b.name == "reference" or c.need_weights or c.before_softmax or c.decoding),
    Rule(TRITON, "the triton backend", lambda b, c: b.name == "triton"),
    Rule(EXPLICIT, "CoPE: its term is read from the call's logits", lambda b, c: c.kind == CONTEXTUAL),
    Rule(TRITON, "auto on CUDA in float16: Shaw; a learned distance term in training from "
         "tuning.kernels_min_scores scores a head (sentences x queries x keys), determinism not asked for",
         _kernels_measured_faster),
    Rule(FOLDED, "auto on CUDA: Diet-Abs, training, at least tuning.folded_min_keys keys",
         lambda b, c: b.folds_low_rank and c.backward and c.kind == LOW_RANK and c.learned
         and c.keys >= b.tuning.folded_min_keys),
    Rule(SHAW_BLOCKS, "blocks: Shaw, no attention dropout, the batch's positions shared",
         lambda b, c: b.name == "blocks" and c.kind == SHAW and c.dropout == 0.0 and c.shared_positions),
    Rule(EXPLICIT, "Shaw with its value term (the probabilities meet a^V)",
         lambda b, c: c.kind == SHAW and c.adds_to_values),
    Rule(SDPA, "Shaw, keys only: its key term in SDPA's mask", lambda b, c: c.kind == SHAW),
    Rule(BIAS_BLOCKS, "blocks: an additive term, training, no attention dropout",
         lambda b, c: _additive_training(b, c) and c.dropout == 0.0),
    Rule(EXPLICIT, "blocks: a learned additive term, training with attention dropout",
         lambda b, c: _additive_training(b, c) and c.learned),
    Rule(SDPA, "everything else: the term and the masks as SDPA's mask", lambda b, c: True),
)


def choose_path(backend: Backend, call: Call) -> Path:
    """The path of ``call`` on ``backend``: the first rule it meets; for
    Shaw's terms outside the blocks and kernels, with their layout."""
    path = next(rule.path for rule in RULES if rule.test(backend, call))
    if call.kind == SHAW and path.name in ("explicit", "sdpa"):
        path = Path(path.name, _shaw_layout(backend, call))
    if backend.trace is not None:
        backend.trace.append((backend.name, path))
    return path


def _shaw_layout(backend: Backend, call: Call) -> str:
    """At a decoding step whose queries share one position, Shaw's terms as
    shifts of the keys and values; else spread and summed by the skewed
    layout (the sdpa backend, positions shared by the batch) or by index."""
    if call.step_position and backend.name != "reference":
        return "shifted"
    if backend.name == "sdpa" and call.shared_positions:
        return "skewed"
    return "index"


def describe() -> str:
    """``RULES`` as a markdown table (docs/attention.md holds the same)."""
    rows = ["| rule | when the call is | path |", "| ---: | --- | --- |"]
    rows += [f"| {number} | {rule.when} | `{rule.path.name}` |" for number, rule in enumerate(RULES, 1)]
    return "\n".join(rows)


if __name__ == "__main__":  # the rules, and the size thresholds they name as ``Tuning`` sets them by default
    print(describe())
    print()
    for name in ("kernels_min_scores", "folded_min_keys"):
        print(f"tuning.{name} = {getattr(Tuning(), name):,}")
