"""Launching the triton backend's kernels with less of the host's time.

Triton's own launch, ``kernel[grid](*args)`` (``JITFunction.run``), binds and
specialises every argument anew at each call before it finds the compiled
kernel in its cache: the attention kernels take 36 to 45 arguments besides
their constexprs, and that path 20 to 24 microseconds a launch on this
project's development CPU under triton 3.9 (41 to 55 under 3.3 and 3.4),
against 7.6 to 9.9 for the one here (``scripts/kernel_resources.py
--launch-times``). At a GPU's small shapes the host's time bounds a step, and
a training step launches 51 of these kernels (RoPE's rotations and TISA's
sums besides).

A ``Launcher`` wraps one kernel and keeps, for each combination of the
arguments that decides what Triton would do, what Triton's launch found: the
compiled kernel's launcher, its function and metadata, and the values of the
constexprs and defaults that follow the positional arguments. The key holds
the grid, the device, the keyword arguments (constexprs, warps, stages) and
each positional argument: a tensor by its dtype and its address modulo 16
(Triton specialises pointers on 16-byte alignment), anything else by its
value (Triton specialises integers on their value being 1, a multiple of 16,
or too large for 32 bits; the exact value decides all three). A key seen
before calls the compiled kernel's launcher with what Triton's own launch
would pass it; a new key goes through Triton's launch, which compiles where
it must, and is kept. Values compare as Python compares them (1 == 1.0 ==
True): each argument of these kernels is given one type at its call site.
Triton's own settings that enter its cache key (``TRITON_DEBUG`` and the
like) are read at a key's first launch: set them before a run, not during it.

Triton's launch is taken instead, every time, under Triton's interpreter,
where launch hooks are installed (a profiler's: they want the launch's
metadata), where the kernel has hooks of its own or a global value it was
compiled with has changed (Triton's launch then says so), for a grid that is
not a tuple, for a launch with a tensor passed by keyword (a
key holds no tensor), with ``FAST_LAUNCH`` off, and for a Triton version
whose launch path this one has not been compared with (``VERIFIED``):
``scripts/kernel_resources.py --launch-check`` compiles each kernel for a
Hopper here and checks, for each recorded launch, that the path here hands
the compiled kernel's launcher the very arguments that Triton's own does,
that a tensor moved off 16-byte alignment takes the kernel Triton compiles
for it, that with a launch hook installed Triton's own launch runs, and that
a launch after a compiled-with global changed is refused as Triton's is
(tests/test_kernel_resources.py).

Nothing kept depends on a pass or a step: a replayed forward pass
(``--checkpoint-activations``), a split batch (``--update-freq``) or a
reordered beam launches with arguments that are each part of the key.
"""

import inspect

from torch import Tensor

from .engine import _release

try:
    import triton
    from triton.compiler.compiler import CompiledKernel
    from triton.runtime.driver import driver
    from triton.runtime.jit import JITFunction
except ImportError:  # the backend then says it cannot run (engine.Triton.unavailable)
    triton = None
try:
    from triton import knobs
except ImportError:  # triton 3.3: the launch hooks are CompiledKernel's
    knobs = None

# False: every launch by Triton's own path.
FAST_LAUNCH = True
# The Triton releases (major, minor) whose launch path this one repeats, each compared with it through
# ``scripts/kernel_resources.py --launch-check`` (3.3.1, 3.4.0, 3.5.1, 3.6.0, 3.7.0, 3.8.0, 3.9.0): every
# release the backend runs on. Outside the range Triton's own launch runs.
VERIFIED = ((3, 3), (3, 9))
# Launches kept per kernel (a couple of kilobytes each); past this many the kept ones are dropped and
# found again. A key holds the batch's sizes and strides: a training step's layers share their kinds of
# call's keys (one found, the others kept), and a run meets each batch shape again in each epoch.
KEPT = 1024


def _verified() -> bool:
    return triton is not None and VERIFIED[0] <= _release(triton.__version__) <= VERIFIED[1]


class Launcher:
    """One kernel, launched as Triton's are (``launcher[grid](*args, **kwargs)``);
    every other attribute is the kernel's (``warmup``, ``run``, ``fn``)."""

    def __init__(self, kernel):
        self.kernel = kernel
        self.__name__ = kernel.__name__
        self.launches = {}
        # Compiled kernels, not the interpreter's functions; their parameters in order (the tail of a launch).
        self.fits = _verified() and isinstance(kernel, JITFunction)
        self.parameters = list(inspect.signature(kernel.fn).parameters.values()) if self.fits else []

    def __getattr__(self, name):
        if name == "kernel":  # not set yet (a copy being made): no recursion
            raise AttributeError(name)
        return getattr(self.kernel, name)

    def __getitem__(self, grid):
        return lambda *args, **kwargs: self.launch(grid, args, kwargs)

    def launch(self, grid, args, kwargs):
        if not (FAST_LAUNCH and self.fits) or _hooked(self.kernel) or type(grid) is not tuple:
            return self.kernel[grid](*args, **kwargs)
        device = driver.active.get_current_device()
        key = (grid, device, *kwargs.items(),
               *[(a.dtype, a.data_ptr() & 15) if isinstance(a, Tensor) else a for a in args])
        found = self.launches.get(key)
        if found is None or (self.kernel.used_global_vals and _globals_changed(self.kernel)):
            return self._first(key, grid, args, kwargs)  # (where a global changed, Triton's launch says so)
        compiled, run, function, metadata, x, y, z, tail = found
        run(x, y, z, driver.active.get_current_stream(device), function, metadata, None, None, None, *args, *tail)
        return compiled  # as Triton's launch returns it

    def _first(self, key, grid, args, kwargs):
        """Triton's own launch, and what it found kept under ``key`` where it can be."""
        compiled = self.kernel.run(*args, grid=grid, warmup=False, **kwargs)
        if not isinstance(compiled, CompiledKernel) or any(isinstance(value, Tensor) for value in kwargs.values()):
            return compiled  # a deferred compile; or a tensor passed by keyword, which no key may hold
        tail = tuple(kwargs[p.name] if p.name in kwargs else p.default for p in self.parameters[len(args):])
        if len(self.launches) >= KEPT:
            self.launches.clear()
        x, y, z = (*grid, 1, 1)[:3]
        self.launches[key] = (compiled, compiled.run, compiled.function, compiled.packed_metadata, x, y, z, tail)
        return compiled


def _hooked(kernel) -> bool:
    """Whether Triton's launch would do more than find and launch the compiled
    kernel: launch hooks (a chain with calls from triton 3.5, a hook or None in
    3.3 and 3.4), a stage-inspection hook, the kernel's own pre-run hooks."""
    hooks = CompiledKernel if knobs is None else knobs.runtime
    return bool(_calls(hooks.launch_enter_hook) or _calls(hooks.launch_exit_hook) or kernel.pre_run_hooks
                or getattr(hooks, "add_stages_inspection_hook", None) is not None)


def _globals_changed(kernel) -> bool:
    """Whether a global value the kernel was compiled with has changed since (Triton checks it at
    each launch; in triton 3.3 and 3.4 ``tl.sum``'s helper is one such, in the kernels that call it)."""
    return any(where.get(name, _ABSENT) != value for (name, _), (value, where) in kernel.used_global_vals.items())


_ABSENT = object()


def _calls(hook) -> bool:
    return hook is not None and bool(getattr(hook, "calls", True))
