"""The tests' import hooks (import_hooks/sitecustomize.py, on every test process's
PYTHONPATH by conftest.py): fairseq's imports of scikit-learn and scipy.stats wait for a
first use, and the names they bind then behave as the real ones."""

import os
import subprocess
import sys

from model_helpers import IMPORT_HOOKS


def test_commands_started_by_the_tests_import_fairseq_without_sklearn_and_scipy_until_used():
    assert IMPORT_HOOKS in os.environ["PYTHONPATH"].split(os.pathsep)
    code = """
import sys
import fairseq_cli.train
print(sorted(name for name in ("sklearn", "scipy", "scipy.stats") if name in sys.modules))
from fairseq.criterions import sentence_prediction as criterion
from fairseq.tasks import audio_classification as task
print(criterion.f1_score([0, 1, 1], [0, 1, 0]), round(criterion.pearsonr([1, 2, 3], [1, 2, 4])[0], 6),
      criterion._matthews_corrcoef([0, 1], [0, 1]), task.sklearn_metrics.roc_curve.__module__)
print("sklearn" in sys.modules, "scipy.stats" in sys.modules)
"""
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]
    assert result.stdout.splitlines()[-3:] == ["[]", "0.6666666666666666 0.981981 1.0 sklearn.metrics._ranking",
                                          "True True"], result.stdout
