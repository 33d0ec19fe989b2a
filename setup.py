"""fairseq_diet: a fairseq --user-dir plugin with position information inside attention."""
from setuptools import find_packages, setup

setup(
    name="fairseq_diet",
    version="0.1.0",
    description="fairseq plugin: position information inside attention (Diet-Abs, Diet-Rel, Shaw et al.)",
    packages=find_packages(include=["fairseq_diet", "fairseq_diet.*"]),
    python_requires=">=3.11",
    # fairseq itself is deliberately not listed: every fairseq distribution that works with
    # torch 2.x on Python 3.11+ declares torchaudio, which pins one exact torch version, so a
    # resolver would replace the installed torch (typically with a multi-GB CUDA build).
    # scripts/install.sh installs fairseq with --no-deps plus the run-time needs listed here;
    # install this package after it with `pip install --no-deps --config-settings editable_mode=compat
    # -e .`: the repository root on the path (a .pth entry), where Python finds the package before a
    # folder named fairseq_diet without __init__.py earlier on the path (setuptools' default editable
    # install, an import hook consulted after the path, does not).
    install_requires=[
        "torch",
        "sacrebleu",
        "sentencepiece",
        "subword-nmt",
        "sacremoses",
        "omegaconf",
        "hydra-core",
        "numpy",
        "regex",
        "tqdm",
        "bitarray",
        "cffi",
        "cython",
        "scikit-learn",
        "packaging",
        "matplotlib>=3.7",  # the figures' legends outside their panels (loc="outside ...")
    ],
)
