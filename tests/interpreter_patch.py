"""Triton's interpreter, made faster for the tests without changing what it computes.

At every call of a ``@triton.jit`` helper from inside a kernel, Triton 3.9's
interpreter patches ``triton.language`` for interpretation again
(``interpreter._patch_lang``: ``inspect.getmembers`` over the language, its tensor
and its math: 1.5 ms a call under a profiler here), although the kernel's launch
patched it already and the helper finds nothing left to patch: the language's
builtins are then the launch's wrappers, which are not builtins. The kernels here
call helpers in their loops, so this took about a quarter of an interpreted launch's
time.

``install()`` skips that second patching while a launch's patch is in place and the
helper sees no language module that the launch, or an earlier helper in it, has not
patched; every launch still patches and restores as before. It applies to the interpreter it was written against only
(Triton 3.9, found by the names it replaces); elsewhere it changes nothing.
"""


def install():
    try:
        import triton
        from triton.runtime import interpreter
    except ImportError:
        return False
    patch_lang = getattr(interpreter, "_patch_lang", None)
    if (not triton.__version__.startswith("3.9.") or patch_lang is None or getattr(patch_lang, "installed", False)
            or not hasattr(interpreter, "GridExecutor")):
        return False
    language = (interpreter.tl, interpreter.tl.core)
    patched = []  # the language modules of the launch in progress, if any
    found = {}  # each function's language modules

    def languages(fn):
        if fn not in found:
            found[fn] = {id(value) for value in fn.__globals__.values() if any(value is lang for lang in language)}
        return found[fn]

    class LaunchScope:
        def __init__(self, scope, langs):
            self.scope = scope
            patched.append(set(langs))

        def restore(self):
            patched.pop()
            self.scope.restore()

    class NoScope:
        def restore(self):
            pass

    def patch_once(fn):
        langs = languages(fn)
        if not patched:  # a launch (launches do not nest)
            return LaunchScope(patch_lang(fn), langs)
        if langs <= patched[-1]:
            return NoScope()  # a helper called inside the launch: its language is patched
        scope = patch_lang(fn)  # as without install(), and never restored by the interpreter either:
        patched[-1] |= langs  # these stay patched to the launch's end
        return scope

    patch_once.installed = True
    interpreter._patch_lang = patch_once
    return True
