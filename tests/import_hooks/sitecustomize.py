"""Imported at start-up by the tests' Python processes (tests/conftest.py puts this folder
first on PYTHONPATH, which the commands the tests start inherit).

Every process that imports fairseq imports scikit-learn and scipy.stats for the metrics of
one task and one criterion (``fairseq.tasks.audio_classification``,
``fairseq.criterions.sentence_prediction``), which the tests never use: about 2.5 s of each
of the hundreds of fairseq commands and scripts the tests run. Here those modules' imports
of ``sklearn`` and ``scipy`` are deferred: each name they import is a stand-in that imports
the real module at its first use and then behaves as the real module or function. Nothing
else is changed; a ``sitecustomize`` further along the path still runs.
"""

import builtins
import importlib
import importlib.machinery
import importlib.util
import os
import sys
import types

DEFERRING = ("fairseq.tasks.audio_classification", "fairseq.criterions.sentence_prediction")
DEFERRED = ("sklearn", "scipy")  # the packages whose imports by DEFERRING wait for a first use


class _ImportedOnFirstUse(types.ModuleType):
    """Stands in for the module of its name until an attribute is asked for."""

    def __getattr__(self, attribute):
        return getattr(importlib.import_module(self.__name__), attribute)


def _called_on_first_use(module, name):
    """Stands in for the function ``name`` of ``module``."""

    def call(*args, **kwargs):
        return getattr(importlib.import_module(module), name)(*args, **kwargs)
    call.__name__ = call.__qualname__ = name
    return call


def _import(name, globals=None, locals=None, fromlist=(), level=0):
    if level == 0 and fromlist and name.split(".")[0] in DEFERRED:
        # from a package, its modules (from sklearn import metrics); from a module, its
        # functions (from scipy.stats import pearsonr): as those two modules import them
        return types.SimpleNamespace(**{
            attribute: _ImportedOnFirstUse(f"{name}.{attribute}") if "." not in name
            else _called_on_first_use(name, attribute) for attribute in fromlist})
    return builtins.__import__(name, globals, locals, fromlist, level)


class _Loader(importlib.machinery.SourceFileLoader):
    def exec_module(self, module):
        module.__dict__["__builtins__"] = dict(vars(builtins), __import__=_import)
        super().exec_module(module)


class _Finder:
    @staticmethod
    def find_spec(fullname, path=None, target=None):
        if fullname not in DEFERRING:
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is not None and type(spec.loader) is importlib.machinery.SourceFileLoader:
            spec.loader = _Loader(spec.loader.name, spec.loader.path)
        return spec


sys.meta_path.insert(0, _Finder())


def _run_the_next_sitecustomize():
    here = os.path.dirname(os.path.abspath(__file__))
    rest = [entry for entry in sys.path if os.path.abspath(entry or ".") != here]
    spec = importlib.machinery.PathFinder.find_spec("sitecustomize", rest)
    if spec is not None:
        spec.loader.exec_module(importlib.util.module_from_spec(spec))


_run_the_next_sitecustomize()
