"""fairseq's tools exit without aborting while their data thread is busy.

fairseq reads batches ahead in a daemon thread (``BufferedIterator``'s
``BackgroundConsumer``, ``--data-buffer-size``). When the interpreter
finalizes, a daemon thread that tries to take the GIL back is ended with
``pthread_exit``; inside a torch operator (torch's bindings release the GIL
in C++) that ends the process with ``terminate called without an active
exception`` and SIGABRT (exit status 134), even after a training that saved
all its checkpoints.

``quiesce_data_threads`` runs at exit (atexit, before the interpreter
finalizes): each live consumer gets a queue that is already full, so its next
``put`` blocks in a plain lock wait, and it waits until every consumer is
blocked so, or has ended, or ``timeout`` seconds have passed. A blocked thread
never takes the GIL again; the process exits around it.
"""

import atexit
import queue
import threading
import time


def _blocked(*queues) -> bool:
    # A thread waiting in Queue.put is on its not_full condition's waiter list.
    return any(q.not_full._waiters for q in queues)


def quiesce_data_threads(timeout: float = 10.0) -> None:
    from fairseq.data.iterators import BackgroundConsumer

    deadline = time.monotonic() + timeout
    for thread in threading.enumerate():
        if not isinstance(thread, BackgroundConsumer) or not thread.is_alive():
            continue
        full = queue.Queue(1)
        full.put(None)
        old, thread._queue = thread._queue, full
        while thread.is_alive() and not _blocked(old, full) and time.monotonic() < deadline:
            time.sleep(0.001)


atexit.register(quiesce_data_threads)
