# fairseq_diet: `make demo` (train and score a small model) and `make test` (the test suite).
# Both build .venv on first use (scripts/install.sh, then the project with `pip install
# --no-deps --config-settings editable_mode=compat -e .`) and reuse it afterwards.
#
# make venv [PYTHON=python3.11]
#   builds .venv only; a .venv of another Python version is made anew when PYTHON is
#   given, or when no install into it finished (a failed first try needs no cleaning up).
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

# A .venv of another Python version than PYTHON's is made anew when PYTHON was given (on
# the command line or in the environment) or when no install into it ever finished: a
# retry with another PYTHON after a failed first install needs no cleaning up by hand.
$(STAMP): setup.py scripts/install.sh
	@echo "make: building $(VENV) (first use, or setup.py / scripts/install.sh changed)" >&2
	@want=$$($(PYTHON) -c 'import sys; print("%d.%d" % sys.version_info[:2])') || \
	  { echo "make: error: PYTHON=$(PYTHON) does not run; name a Python 3.11 or 3.12, e.g. make venv PYTHON=python3.11" >&2; exit 1; }; \
	if [ -e $(VENV) ]; then \
	  have=$$($(VENV_PYTHON) -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null || echo none); \
	  if [ "$$have" != "$$want" ] && { [ "$(origin PYTHON)" != file ] || [ ! -e $(STAMP) ]; }; then \
	    echo "make: $(VENV) holds Python $$have, PYTHON=$(PYTHON) is $$want: making $(VENV) anew" >&2; \
	    rm -rf $(VENV); \
	  fi; \
	fi
	test -x $(VENV_PYTHON) || $(PYTHON) -m venv $(VENV)
	PYTHON=$(VENV_PYTHON) bash scripts/install.sh || \
	  { echo "make: error: installing into $(VENV) failed (above); after a fix, rerun: make venv [PYTHON=python3.11]" >&2; exit 1; }
	$(VENV_PYTHON) -m pip install --quiet --no-deps --config-settings editable_mode=compat -e .
	touch $(STAMP)

test: $(STAMP)
	. scripts/cpu_env.sh && $(VENV_PYTHON) -m pytest -q -n $(PYTEST_WORKERS) --dist loadgroup tests $(PYTEST_ARGS)

demo: $(STAMP)
	PATH="$(CURDIR)/$(VENV)/bin:$$PATH" bash scripts/demo.sh
