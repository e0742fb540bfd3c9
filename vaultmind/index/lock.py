"""One index writer at a time, across processes and threads, with a bounded wait.

A POSIX record lock (`lockf`) belongs to the process that took it: child processes
(whoosh's writer workers) never hold it, and it is released the moment the owner
dies, however it dies. POSIX locks do not exclude threads of one process, so a
process-wide thread lock is taken first (the TUI's watcher and a manual re-index
are two threads of one process).
"""

from __future__ import annotations

import fcntl
import os
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from vaultmind.errors import IndexBusyError

POLL_SECONDS = 0.05
_THREADS = threading.Lock()


@contextmanager
def writer_lock(path: Path, timeout: float) -> Iterator[None]:
    """Hold the vault's index lock; wait up to `timeout` seconds, then say who holds it."""
    deadline = time.monotonic() + timeout
    if not _THREADS.acquire(timeout=max(timeout, 0)):
        raise IndexBusyError(f"the index is being updated by this process; waited {timeout:g} s")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            _acquire(fd, deadline, timeout)
            os.ftruncate(fd, 0)
            os.pwrite(fd, str(os.getpid()).encode(), 0)
            yield
        finally:
            os.close(fd)  # closing the descriptor releases the lock
    finally:
        _THREADS.release()


def _acquire(fd: int, deadline: float, timeout: float) -> None:
    while True:
        try:
            fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return
        except OSError:
            if time.monotonic() >= deadline:
                holder = os.pread(fd, 32, 0).decode(errors="replace").strip() or "?"
                raise IndexBusyError(
                    f"the index is being updated by another process (pid {holder}); "
                    f"waited {timeout:g} s — try again when it finishes"
                ) from None
            time.sleep(POLL_SECONDS)
