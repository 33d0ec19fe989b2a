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

The recipes' shell scripts start Python as "$PYTHON": ForkedTools.python() gives them
a PYTHON (python_shim.py) that hands `$PYTHON SCRIPT.py ...` and `$PYTHON -m
fairseq_cli.TOOL ...` to the same server, with the shim's own stdin, stdout and stderr,
and exits with the command's status. fairseq-train stays a real process (the recipes
measure its CPU time through its process tree), as does any other form of call, and
any command whose environment differs from the server's in a variable read at start-up
or import (IMPORT_TIME_ENV). A shim killed takes its command with it.
"""

import atexit
import gc
import importlib
import importlib.metadata
import io
import json
import logging
import os
import runpy
import selectors
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

TOOLS = ("fairseq-train", "fairseq-generate", "fairseq-interactive", "fairseq-validate", "fairseq-preprocess")
# Imported by the tools when they run, not when they are imported: fairseq-train's
# optimizer imports torch._dynamo (about 2 s). Imported in the server too.
RUN_TIME_IMPORTS = ("torch._dynamo",)
# Read by fairseq_diet or torch when a command runs, not when the tools are imported.
# TORCHINDUCTOR_CACHE_DIR: set by torch._dynamo's import, in a test process too.
LATE_READ_ENV = {"PYTEST_CURRENT_TEST", "FORKED_TOOLS_SOCKET", "FAIRSEQ_DIET_ATTENTION_BACKEND", "FAIRSEQ_DIET_COMPILED",
                 "TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD", "TORCHINDUCTOR_CACHE_DIR"}
# Read by the interpreter, the C libraries or torch when a process starts or imports
# them: a shim's command runs forked only where these equal the server's (name prefixes).
IMPORT_TIME_ENV = ("PYTHON", "LD_", "MALLOC_", "OMP_", "MKL_", "OPENBLAS_", "KMP_", "GOMP_", "TRITON_", "TORCH",
                   "CUDA_", "LANG", "LC_")
# fairseq-train's CPU time is measured by the recipes (its process tree): a real process.
SHIM_TOOLS = ("fairseq-generate", "fairseq-interactive", "fairseq-validate", "fairseq-preprocess")
SHIM = os.path.join(os.path.dirname(os.path.abspath(__file__)), "python_shim.py")


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
    _end(lambda: sys.exit(getattr(module, function)()))


def _end(command):
    """Run command() in a forked child, then end the process as the interpreter would
    (the status, an uncaught exception through sys.excepthook, the non-daemon threads
    joined, garbage collected, atexit handlers, the streams flushed), less the teardown
    of the modules the server imported, which costs each command about a second."""
    interrupted = False
    try:
        command()
        code = 0
    except SystemExit as exit:
        code = exit.code
    except BaseException as error:
        sys.excepthook(type(error), error, error.__traceback__)
        code, interrupted = 1, isinstance(error, KeyboardInterrupt)
    if code is None:
        code = 0
    elif not isinstance(code, int):
        print(code, file=sys.stderr)
        code = 1
    for thread in threading.enumerate():
        if not thread.daemon and thread is not threading.current_thread():
            thread.join()
    gc.collect()
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            pass
    if interrupted:  # as the interpreter does: end by SIGINT
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGINT)
    os._exit(code & 0xFF)


def _python_child(request, fds, modules, logging_states, imports_set):
    """In the forked child of a shim's request: `python SCRIPT.py ARGS` or `python -m
    MODULE ARGS` (a tool's module) with the shim's streams (never returns). imports_set:
    the variables that the server's imports set, as they would in the command's process."""
    os.setpgid(0, 0)  # its own group: the server kills the whole of it when the shim goes
    os.chdir(request["cwd"])
    os.environ.clear()
    os.environ.update(request["env"])
    os.environ.update(imports_set)
    tempfile.tempdir = None  # read from TMPDIR again
    for fd, received in zip((0, 1, 2), fds):
        os.dup2(received, fd)
        os.close(received)
    sys.stdin = open(0, encoding=sys.stdin.encoding, errors=sys.stdin.errors, closefd=False)
    argv = request["argv"]
    root = logging.getLogger()
    if argv[0] == "-m":
        tool = next(tool for tool, (module, _) in modules.items() if module.__name__ == argv[1])
        module, function = modules[tool]
        root.handlers[:], level = logging_states[tool]
        root.setLevel(level)
        sys.argv = [module.__file__, *argv[2:]]
        sys.path[0] = os.getcwd()
        _end(lambda: sys.exit(getattr(module, function)()))
    for handler in root.handlers[:]:  # as before any import: the script sets up its own
        root.removeHandler(handler)
    root.setLevel(logging.WARNING)
    sys.argv = list(argv)
    sys.path[0] = os.path.dirname(os.path.realpath(argv[0]))
    _end(lambda: runpy.run_path(argv[0], run_name="__main__"))


def _shim_refusal(request, started, modules):
    """Why a shim's request runs as a real process, or None. started: the server's
    environment before its imports."""
    argv = request["argv"]
    if not modules:
        return "the server has threads, which a fork would not copy"
    module_names = {module.__name__ for tool, (module, _) in modules.items() if tool in SHIM_TOOLS}
    if not (argv and (argv[0].endswith(".py") and os.path.isfile(os.path.join(request["cwd"], argv[0]))
                      or argv[0] == "-m" and len(argv) > 1 and argv[1] in module_names)):
        return "not a script or a tool's module"
    for key in (set(started) | set(request["env"])) - LATE_READ_ENV - {"PYTHON"}:
        if key.startswith(IMPORT_TIME_ENV) and started.get(key) != request["env"].get(key):
            return f"{key} differs"
    return None


def _receive(conn):
    """A shim's request: (the JSON request, its three file descriptors)."""
    data, fds, _, _ = socket.recv_fds(conn, 1 << 16, 3)
    while not data.endswith(b"\n"):
        more = conn.recv(1 << 16)
        if not more:
            raise ConnectionError("the shim went before its request was whole")
        data += more
    return json.loads(data), fds


def _fork(*servers):
    """os.fork() with the server's streams flushed first; the child closes `servers`,
    the server's ends of its pipes and sockets."""
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:
        for end in servers:
            end.close()
    return pid


def serve(socket_path):
    started = dict(os.environ)
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
    imports_set = {key: value for key, value in env.items() if started.get(key) != value}
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(socket_path)
    listener.listen(64)
    # The imports' objects out of the collector's sight: a child's collection then touches
    # (and copies) none of their pages.
    gc.freeze()
    replies.write(json.dumps({"ready": sorted(modules), "env": env}) + "\n")
    replies.flush()
    # One loop for the client's requests (lines on stdin) and the shims' (connections):
    # running maps each child's pid to where its status goes and when it is overdue.
    selector = selectors.DefaultSelector()
    selector.register(0, selectors.EVENT_READ, "client")
    selector.register(listener, selectors.EVENT_READ, "listener")
    running, pending = {}, b""
    while True:
        for key, _ in selector.select(timeout=0.02 if running else None):
            if key.data == "listener":
                conn, _ = listener.accept()
                selector.register(conn, selectors.EVENT_READ, "shim")
                continue
            if key.data == "client":
                chunk = os.read(0, 1 << 16)
                if not chunk:
                    return  # the client is gone
                pending += chunk
                if not pending.endswith(b"\n"):
                    continue
                request, pending = json.loads(pending), b""
                pid = _fork(replies, listener)
                if pid == 0:
                    _child(request, modules, logging_states)
                running[pid] = (None, time.monotonic() + request["timeout"])
                continue
            conn = key.fileobj
            owner = next((pid for pid, (c, _) in running.items() if c is conn), None)
            if owner is not None:  # the shim forwards a signal, or is gone
                message = conn.recv(1 << 10)
                signals = [json.loads(line)["signal"] for line in message.decode().splitlines()]
                if not message:
                    signals = [signal.SIGKILL]
                    selector.unregister(conn)
                    conn.close()
                    running[owner] = ("gone", float("inf"))
                for number in signals:
                    try:
                        os.killpg(owner, number)
                    except ProcessLookupError:
                        pass  # it has just ended
                continue
            try:
                request, fds = _receive(conn)
            except (ConnectionError, OSError, ValueError):
                selector.unregister(conn)
                conn.close()
                continue
            refusal = _shim_refusal(request, started, modules)
            print(f"forked_tools: {' '.join(request['argv'])[:200]}: {refusal or 'forked'}", file=sys.stderr, flush=True)
            if refusal is not None:
                for fd in fds:
                    os.close(fd)
                conn.sendall(json.dumps({"exec": refusal}).encode() + b"\n")
                selector.unregister(conn)
                conn.close()
                continue
            pid = _fork(replies, listener, conn, *(c for c, _ in running.values() if isinstance(c, socket.socket)))
            if pid == 0:
                _python_child(request, fds, modules, logging_states, imports_set)
            for fd in fds:
                os.close(fd)
            running[pid] = (conn, float("inf"))
        for pid, (conn, deadline) in list(running.items()):
            done, status = os.waitpid(pid, os.WNOHANG)
            if not done and time.monotonic() > deadline:
                os.kill(pid, signal.SIGKILL)
                done, status = os.waitpid(pid, 0)
            if not done:
                continue
            del running[pid]
            if conn == "gone":
                continue
            reply = json.dumps({"returncode": os.waitstatus_to_exitcode(status)}) + "\n"
            if conn is None:
                replies.write(reply)
                replies.flush()
                continue
            try:
                conn.sendall(reply.encode())
            except OSError:
                pass  # the shim is gone
            selector.unregister(conn)
            conn.close()


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
        self.home = tempfile.TemporaryDirectory(prefix="forked-tools-")
        self.socket = os.path.join(self.home.name, "socket")
        self.server = subprocess.Popen([sys.executable, os.path.abspath(__file__), self.socket], stdin=subprocess.PIPE,
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

    def python(self, env):
        """What to add to env so that a recipe's "$PYTHON" runs its scripts and tools
        forked where it can: PYTHON, the shim, and where it finds the server. The server
        starts here if it has not, with env."""
        if self.server is None:
            self._start(env)
        shim = os.path.join(self.home.name, "python")
        if not os.path.exists(shim):
            with open(SHIM) as source, open(shim, "w") as out:
                out.write(f"#!{sys.executable} -IS\n" + source.read())
            os.chmod(shim, 0o755)
        return {"PYTHON": shim, "FORKED_TOOLS_SOCKET": self.socket}

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



# The recipes' server (ForkedTools.python), one per test process.
RECIPES = ForkedTools()

if __name__ == "__main__":
    serve(sys.argv[1])
