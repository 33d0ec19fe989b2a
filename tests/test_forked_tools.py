"""The recipes' Python in the tests (forked_tools.py, python_shim.py): a script runs
forked from the server as it would in a process of its own, and what the server
declines runs in the real interpreter."""
import os
import signal
import subprocess
import time

from forked_tools import RECIPES

SCRIPT = """\
import os, sys, threading, time
kept = open(sys.argv[1], "w")  # never closed: written at exit all the same
kept.write("kept")
later = threading.Thread(target=lambda: (time.sleep(0.2), open(sys.argv[2], "w").write("joined")))
later.start()  # not a daemon: the process waits for it
print("fairseq" in sys.modules, os.getcwd(), os.environ["ASKED"], sys.argv[3:], sys.stdin.read(), sep="|")
print("to stderr", file=sys.stderr)
sys.exit(int(sys.argv[3]))
"""


def shim_env(**extra):
    env = dict(os.environ, CUDA_VISIBLE_DEVICES="", **extra)
    env.update(RECIPES.python(env))
    return env


def test_a_script_runs_forked_with_its_own_streams_status_environment_and_exit(tmp_path):
    script = tmp_path / "script.py"
    script.write_text(SCRIPT)
    env = shim_env(ASKED="yes")
    for status in (0, 3):
        done = subprocess.run([env["PYTHON"], str(script), str(tmp_path / "kept"), str(tmp_path / "joined"),
                               str(status)], env=env, cwd=tmp_path, input="stdin", capture_output=True, text=True)
        assert done.returncode == status, done.stderr
        # fairseq already imported: the server's fork, not a new interpreter
        assert done.stdout == f"True|{tmp_path}|yes|['{status}']|stdin\n" and done.stderr == "to stderr\n"
        assert (tmp_path / "kept").read_text() == "kept" and (tmp_path / "joined").read_text() == "joined"
    failing = tmp_path / "failing.py"
    failing.write_text("raise ValueError('named in the traceback')\n")
    done = subprocess.run([env["PYTHON"], str(failing)], env=env, capture_output=True, text=True)
    assert done.returncode == 1 and "ValueError: named in the traceback" in done.stderr


def test_what_the_server_declines_runs_in_a_new_interpreter(tmp_path):
    env = shim_env()
    check = "import sys; print('fairseq' in sys.modules)"
    assert subprocess.run([env["PYTHON"], "-c", check], env=env, capture_output=True, text=True).stdout == "False\n"
    script = tmp_path / "script.py"
    script.write_text(check + "\n")
    # a variable read when the interpreter or torch starts, other than the server's
    other = dict(env, OMP_NUM_THREADS=str(int(env.get("OMP_NUM_THREADS", "1")) + 1))
    assert subprocess.run([env["PYTHON"], str(script)], env=other, capture_output=True, text=True).stdout == "False\n"
    assert subprocess.run([env["PYTHON"], str(script)], env=env, capture_output=True, text=True).stdout == "True\n"
    closed = subprocess.run(f'"$PYTHON" {script} 0<&-', shell=True, env=env, capture_output=True, text=True)
    assert closed.returncode == 0 and closed.stdout == "False\n", closed.stderr


def test_a_signal_to_the_shim_reaches_the_command_and_a_killed_shim_takes_it_along(tmp_path):
    script = tmp_path / "sleeper.py"
    script.write_text("import os, sys, time\nopen(sys.argv[1], 'w').write(str(os.getpid()))\ntime.sleep(60)\n")
    env = shim_env()
    for sent, status in ((signal.SIGTERM, -signal.SIGTERM), (signal.SIGKILL, -signal.SIGKILL)):
        pid_file = tmp_path / f"pid{sent}"
        shim = subprocess.Popen([env["PYTHON"], str(script), str(pid_file)], env=env)
        deadline = time.monotonic() + 60
        while not (pid_file.exists() and pid_file.read_text()):
            assert time.monotonic() < deadline and shim.poll() is None
            time.sleep(0.05)
        command = int(pid_file.read_text())
        assert command != shim.pid
        shim.send_signal(sent)
        assert shim.wait(timeout=30) == status
        while os.path.exists(f"/proc/{command}") and time.monotonic() < deadline:
            time.sleep(0.05)  # the server reaps it
        assert not os.path.exists(f"/proc/{command}"), "the command outlived its shim"
