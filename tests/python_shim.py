"""A Python for the recipes in the tests (forked_tools.py): `SCRIPT.py ARGS` and
`-m fairseq_cli.TOOL ARGS` go to the tool server named by FORKED_TOOLS_SOCKET, which
runs them forked with this process's stdin, stdout and stderr; everything else, and
whatever the server declines, runs in the real interpreter (the one this file's first
line names, which runs it isolated and without site: it imports the standard library only)."""
import json
import os
import signal
import socket
import sys


def forked(args):
    """The command's exit status from the server, or None where it declined."""
    path = os.environ.get("FORKED_TOOLS_SOCKET")
    if not path or not args or not (args[0] == "-m" or args[0].endswith(".py")):
        return None
    try:
        for fd in (0, 1, 2):
            os.fstat(fd)
    except OSError:  # a stream closed: nothing to hand over
        return None
    conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        conn.connect(path)
    except OSError:
        return None
    request = {"argv": args, "env": dict(os.environ), "cwd": os.getcwd()}
    socket.send_fds(conn, [json.dumps(request).encode() + b"\n"], [0, 1, 2])

    def forward(number, frame):
        conn.sendall(json.dumps({"signal": number}).encode() + b"\n")

    for number in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(number, forward)
    reply = b""
    while not reply.endswith(b"\n"):
        chunk = conn.recv(1 << 10)
        if not chunk:
            sys.exit("python_shim.py: the tool server went away during the command")
        reply += chunk
    reply = json.loads(reply)
    return reply.get("returncode")


status = forked(sys.argv[1:])
if status is None:
    os.execv(sys.executable, [sys.executable, *sys.argv[1:]])
if status < 0:  # ended by a signal: end by it too, as the command's process would have
    signal.signal(-status, signal.SIG_DFL)
    os.kill(os.getpid(), -status)
sys.exit(status)
