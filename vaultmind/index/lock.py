"""One writer at a time, across processes and threads, with a bounded wait.

A POSIX record lock (`lockf`) belongs to the process that took it: child processes
(whoosh's writer workers) never hold it, and it is released the moment the owner
dies, however it dies. POSIX locks do not exclude threads of one process, so a
re-entrant thread lock per lock file is taken first (the TUI's watcher and a manual
re-index are two threads of one process). Re-entrant, because a writer that already
holds a lock may call code that takes it again; only the outermost holder touches
the file, since closing any descriptor of it would release the process's lock.
"""

from __future__ import annotations

import fcntl
import os
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from vaultmind.errors import IndexBusyError

POLL_SECONDS = 0.05


@dataclass
class _Held:
    thread_lock: threading.RLock = field(default_factory=threading.RLock)
    depth: int = 0
    fd: int | None = None


_LOCKS: dict[str, _Held] = {}
_REGISTRY = threading.Lock()


def _held(path: Path) -> _Held:
    with _REGISTRY:
        return _LOCKS.setdefault(str(path.resolve()), _Held())


@contextmanager
def writer_lock(path: Path, timeout: float) -> Iterator[None]:
    """Hold the lock file; wait up to `timeout` seconds, then say who holds it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    held = _held(path)
    deadline = time.monotonic() + timeout
    if not held.thread_lock.acquire(timeout=max(timeout, 0)):
        raise IndexBusyError(f"{path.name} is held by another thread; waited {timeout:g} s")
    try:
        if held.depth == 0:
            held.fd = _acquire_file(path, deadline, timeout)
        held.depth += 1
        try:
            yield
        finally:
            held.depth -= 1
            if held.depth == 0 and held.fd is not None:
                os.close(held.fd)  # closing the descriptor releases the lock
                held.fd = None
    finally:
        held.thread_lock.release()


def _acquire_file(path: Path, deadline: float, timeout: float) -> int:
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        while True:
            try:
                fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except OSError:
                if time.monotonic() >= deadline:
                    holder = os.pread(fd, 32, 0).decode(errors="replace").strip() or "?"
                    what = (
                        "the index is being updated"
                        if path.name == "index.lock"
                        else ("the vault is being written")
                    )
                    raise IndexBusyError(
                        f"{what} by another process (pid {holder}); "
                        f"waited {timeout:g} s — try again when it finishes"
                    ) from None
                time.sleep(POLL_SECONDS)
        os.ftruncate(fd, 0)
        os.pwrite(fd, str(os.getpid()).encode(), 0)
    except BaseException:
        os.close(fd)
        raise
    return fd
