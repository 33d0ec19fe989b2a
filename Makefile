# fairseq_diet: `make demo` (train and score a small model) and `make test` (the test suite).
# Both build .venv on first use (scripts/install.sh, then the project with `pip install
# --no-deps -e .`) and reuse it afterwards.
#
# make demo [DATA=DIR SRC=en TGT=de TEST=prefix VALID=prefix ARCH=... WORK=dir ...]
#   runs scripts/demo.sh; its usage lists every variable (all are passed through the
#   environment, so any of them can be given on the make command line).
# make test [PYTEST_WORKERS=2] [PYTEST_ARGS=...]
#   runs the tests in PYTEST_WORKERS processes (pytest-xdist; 0 runs them in this one),
#   with scripts/cpu_env.sh's malloc settings (faster CPU training steps).

PYTHON ?= python3
VENV := .venv
VENV_PYTHON := $(VENV)/bin/python
STAMP := $(VENV)/.installed
PYTEST_WORKERS ?= 2
PYTEST_ARGS ?=

.PHONY: demo test venv

venv: $(STAMP)

$(STAMP): setup.py scripts/install.sh
	@echo "make: building $(VENV) (first use, or setup.py / scripts/install.sh changed)" >&2
	test -x $(VENV_PYTHON) || $(PYTHON) -m venv $(VENV)
	PYTHON=$(VENV_PYTHON) bash scripts/install.sh
	$(VENV_PYTHON) -m pip install --quiet --no-deps -e .
	touch $(STAMP)

test: $(STAMP)
	. scripts/cpu_env.sh && $(VENV_PYTHON) -m pytest -q -n $(PYTEST_WORKERS) --dist loadgroup tests $(PYTEST_ARGS)

demo: $(STAMP)
	PATH="$(CURDIR)/$(VENV)/bin:$$PATH" bash scripts/demo.sh
