"""One index writer at a time across processes: an flock with a bounded wait."""

from __future__ import annotations

import fcntl
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from vaultmind.errors import IndexBusyError

POLL_SECONDS = 0.05


@contextmanager
def writer_lock(path: Path, timeout: float) -> Iterator[None]:
    """Hold the vault's index lock; wait up to `timeout` seconds, then say who holds it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        deadline = time.monotonic() + timeout
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    holder = os.pread(fd, 32, 0).decode(errors="replace").strip() or "?"
                    raise IndexBusyError(
                        f"the index is being updated by another process (pid {holder}); "
                        f"waited {timeout:g} s — try again when it finishes"
                    ) from None
                time.sleep(POLL_SECONDS)
        os.ftruncate(fd, 0)
        os.pwrite(fd, str(os.getpid()).encode(), 0)
        yield
    finally:
        os.close(fd)  # closing the descriptor releases the lock
