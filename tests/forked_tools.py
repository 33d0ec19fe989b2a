"""fairseq's command-line tools for the tests, each run in a process of its own forked
from one that has already imported them.

Every fairseq command spends about 6 s here importing torch, scikit-learn (which
fairseq's criteria import) and fairseq before its work, and the tests run dozens. A
server process per test worker imports the tools' modules once; for each command it
forks a child, which is then a fresh process in the state right after those imports:
its own arguments, working directory, environment, stdin, stdout, stderr and exit
status, fairseq_diet imported by the command's own --user-dir (the server never imports
it), an uncaught exception reported by sys.excepthook and the interpreter's normal
exit (atexit handlers, flushes). What the fork skips is the imports; the console
scripts themselves (a two-line wrapper of the same entry point) run in the README,
demo and recipe tests and wherever a test asks for the script.

An environment read when the tools are imported (OpenMP's thread count, malloc
settings, ...) is the server's, so a command whose environment differs from the
server's in anything but LATE_READ_ENV runs as a real process instead.
"""

import atexit
import importlib
import importlib.metadata
import io
import json
import logging
import os
import signal
import subprocess
import sys
import tempfile
import time

TOOLS = ("fairseq-train", "fairseq-generate", "fairseq-interactive", "fairseq-validate", "fairseq-preprocess")
# Imported by the tools when they run, not when they are imported: fairseq-train's
# optimizer imports torch._dynamo (about 2 s). Imported in the server too.
RUN_TIME_IMPORTS = ("torch._dynamo",)
# Read by fairseq_diet or torch when a command runs, not when the tools are imported.
# TORCHINDUCTOR_CACHE_DIR: set by torch._dynamo's import, in a test process too.
LATE_READ_ENV = {"PYTEST_CURRENT_TEST", "FAIRSEQ_DIET_ATTENTION_BACKEND", "FAIRSEQ_DIET_COMPILED",
                 "TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD", "TORCHINDUCTOR_CACHE_DIR"}


def _entry_points():
    """{tool: (module, function)} from the installed console scripts."""
    found = {entry.name: entry.value for entry in importlib.metadata.entry_points(group="console_scripts")
             if entry.name in TOOLS}
    return {name: tuple(value.split(":")) for name, value in found.items()}


# ---- the server (run as a script by ForkedTools) ----------------------------------------

def _child(request, modules, logging_states):
    """In the forked child: become the command's process, run its entry point, exit as
    the console script would (never returns)."""
    os.chdir(request["cwd"])
    os.environ.clear()
    os.environ.update(request["env"])
    # The root logger as the tool's own import leaves it in a fresh process (its handlers
    # write through sys.stdout or sys.stderr, the redirected streams below).
    handlers, level = logging_states[request["tool"]]
    root = logging.getLogger()
    root.handlers[:] = handlers
    root.setLevel(level)
    for fd, path, flags in ((0, request["stdin"] or os.devnull, os.O_RDONLY),
                            (1, request["stdout"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC),
                            (2, request["stderr"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC)):
        opened = os.open(path, flags, 0o644)
        os.dup2(opened, fd)
        os.close(opened)
    # The server read its requests through sys.stdin: the command's stdin is a new reader.
    sys.stdin = open(0, encoding=sys.stdin.encoding, errors=sys.stdin.errors, closefd=False)
    sys.argv = [request["script"], *request["args"]]
    sys.path[0] = os.path.dirname(request["script"])  # as for the console script
    module, function = modules[request["tool"]]
    # An exception propagates to the interpreter: sys.excepthook, exit status 1.
    sys.exit(getattr(module, function)())


def _wait(pid, timeout):
    deadline = time.monotonic() + timeout
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return os.waitstatus_to_exitcode(status)
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            return os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
        time.sleep(0.02)


def serve():
    # Replies go through a copy of stdout; stdout itself goes nowhere, so that nothing
    # the imports print can garble a reply.
    replies = os.fdopen(os.dup(1), "w")
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, 1)
    # Each tool's module configures the root logger when imported (train's, validate's,
    # ...: a handler on stdout, before they import fairseq), or fairseq's import does
    # (a handler on stderr, generate's). Whichever runs first in a process wins, so each
    # tool is imported with a fresh root logger and the state it leaves is kept for its
    # commands; a tool whose import configures nothing of its own (fairseq imported
    # already) gets the state fairseq's import leaves. (Messages logged during those
    # imports are the server's: a command does not print them.)
    root = logging.getLogger()

    def fresh_root():
        for handler in root.handlers[:]:
            root.removeHandler(handler)
        root.setLevel(logging.WARNING)

    fresh_root()
    importlib.import_module("fairseq")
    after_fairseq = (list(root.handlers), root.level)
    modules, logging_states = {}, {}
    for tool, (module, function) in _entry_points().items():
        fresh_root()
        modules[tool] = (importlib.import_module(module), function)
        logging_states[tool] = (list(root.handlers), root.level) if root.handlers else after_fairseq
    # Threads by now are OpenBLAS's (numpy's and scipy's, where OMP_NUM_THREADS is not 1),
    # which it stops and restarts around a fork (pthread_atfork).
    threads = len(os.listdir("/proc/self/task"))
    # The environment a command starts with: torch._dynamo's import sets a variable (its
    # cache directory), as it does in a command that imports it when it runs.
    env = dict(os.environ)
    for module in RUN_TIME_IMPORTS:
        importlib.import_module(module)
    if len(os.listdir("/proc/self/task")) != threads:
        # They started a thread, which a fork would not copy: every command then runs as a
        # real process.
        modules = {}
    replies.write(json.dumps({"ready": sorted(modules), "env": env}) + "\n")
    replies.flush()
    for line in sys.stdin:
        request = json.loads(line)
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:
            replies.close()
            _child(request, modules, logging_states)
        replies.write(json.dumps({"returncode": _wait(pid, request["timeout"])}) + "\n")
        replies.flush()


# ---- the client, for the tests ------------------------------------------------------------

class ForkedTools:
    """One server per test process, started on first use with that process's
    environment, stopped when it exits."""

    def __init__(self):
        self.server = None
        self.env = None
        self.tools = ()
        self.forked = 0  # commands run forked so far

    def _start(self, env):
        self.log = tempfile.TemporaryFile(mode="w+")
        self.server = subprocess.Popen([sys.executable, os.path.abspath(__file__)], stdin=subprocess.PIPE,
                                       stdout=subprocess.PIPE, stderr=self.log, text=True, env=env,
                                       cwd=os.path.dirname(os.path.abspath(__file__)))
        ready = self.server.stdout.readline()
        if not ready:
            self.log.seek(0)
            raise RuntimeError(f"the fairseq tool server did not start:\n{self.log.read()[-3000:]}")
        ready = json.loads(ready)
        self.tools, self.env = set(ready["ready"]), ready["env"]
        atexit.register(self.stop)

    def stop(self):
        if self.server is not None and self.server.poll() is None:
            self.server.stdin.close()
            self.server.wait(timeout=30)

    def can_run(self, tool, env):
        if tool not in TOOLS:
            return False
        if self.server is None:
            self._start(env)
        if tool not in self.tools or self.server.poll() is not None:
            return False
        keys = (set(env) | set(self.env)) - LATE_READ_ENV
        return all(env.get(key) == self.env.get(key) for key in keys)

    def run(self, script, tool, args, env, input=None, timeout=600):
        """subprocess.run(capture_output=True, text=True)'s result for the command."""
        with tempfile.TemporaryDirectory(prefix="forked-") as tmp:
            stdin = None
            if input is not None:
                stdin = os.path.join(tmp, "stdin")
                with open(stdin, "w") as f:
                    f.write(input)
            request = {"tool": tool, "script": script, "args": list(args), "env": env, "cwd": os.getcwd(),
                       "stdin": stdin, "stdout": os.path.join(tmp, "stdout"), "stderr": os.path.join(tmp, "stderr"),
                       "timeout": timeout}
            self.server.stdin.write(json.dumps(request) + "\n")
            self.server.stdin.flush()
            reply = self.server.stdout.readline()
            if not reply:
                self.log.seek(0)
                raise RuntimeError(f"the fairseq tool server stopped:\n{self.log.read()[-3000:]}")
            outputs = []
            for name in ("stdout", "stderr"):
                with io.open(request[name], encoding="utf-8", errors="replace") as f:
                    outputs.append(f.read())
        self.forked += 1
        return subprocess.CompletedProcess([script, *args], json.loads(reply)["returncode"], *outputs)


if __name__ == "__main__":
    serve()
