"""Whether a live watcher keeps the index current, so a one-shot command can trust it
instead of walking the vault.

The watching process (`vaultmind watch`, the TUI) holds `watcher.lock` with `flock`
for as long as it lives: the kernel lets go the moment it dies, however it dies. It
touches `watcher.beat` after every update that succeeded and every idle tick, and
removes it while it indexes a batch of changes and when an update fails. A command
trusts the index only when the lock is held and the beat is younger than
`MAX_BEAT_AGE` (and newer than the command's own last write): a watcher that died,
hangs, is busy with an update or failed one is not trusted, and the command walks
the vault itself as it would without one.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import time

from vaultmind.index.paths import DataPaths

MAX_BEAT_AGE = 2.0  # seconds; the watcher beats every BEAT_EVERY while it keeps up
BEAT_EVERY = 0.5
SETTLE_NS = 100_000_000  # a beat this soon after our own write may predate seeing it
CLAIM_WAIT = 0.3  # seconds a new watcher retries the lock before deferring to another


class WatcherPresence:
    """The watching process's side: claim the lock, beat while current."""

    def __init__(self, data: DataPaths) -> None:
        self.lock_file = data.root / "watcher.lock"
        self.beat_file = data.root / "watcher.beat"
        self._fd: int | None = None
        self._last_beat = 0.0

    @property
    def holds(self) -> bool:
        """This process is the one watcher whose beat commands trust."""
        return self._fd is not None

    def claim(self, wait: float = CLAIM_WAIT) -> bool:
        """Take the lock; False when another live process is already watching. (A
        command checking for a watcher holds a shared lock for microseconds: retry.)
        A beat left by a watcher that died is dropped: it vouches for nothing now."""
        if self._fd is not None:
            return True
        self.lock_file.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.lock_file, os.O_RDWR | os.O_CREAT, 0o644)
        deadline = time.monotonic() + wait
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except OSError:
                if time.monotonic() >= deadline:
                    os.close(fd)
                    return False
                time.sleep(0.01)
        os.ftruncate(fd, 0)
        os.pwrite(fd, str(os.getpid()).encode(), 0)
        self._fd = fd
        self.behind()  # until our own catch-up is done
        return True

    def beat(self) -> None:
        """Everything seen so far is in the index (at most every BEAT_EVERY seconds)."""
        now = time.monotonic()
        if self._fd is None or now - self._last_beat < BEAT_EVERY:
            return
        self._last_beat = now
        self.beat_file.touch()
        stamp = time.time_ns()
        os.utime(self.beat_file, ns=(stamp, stamp))

    def behind(self) -> None:
        """Changes are being indexed, or an update failed: nobody should trust the
        index until the next beat. (Only the holder's beat is its to drop.)"""
        self._last_beat = 0.0
        if self._fd is None:
            return
        with contextlib.suppress(FileNotFoundError):
            self.beat_file.unlink()

    def release(self) -> None:
        if self._fd is None:
            return
        self.behind()
        os.close(self._fd)  # closing the descriptor releases the lock
        self._fd = None


def watcher_keeps_current(data: DataPaths, since_ns: int = 0) -> bool:
    """A live watcher has brought the index up to date within `MAX_BEAT_AGE` seconds,
    and beat after `since_ns` (a write of our own, which it must have seen first)."""
    try:
        beat = (data.root / "watcher.beat").stat().st_mtime_ns
    except OSError:
        return False  # the usual case without a watcher: one failed stat
    if abs(time.time_ns() - beat) > MAX_BEAT_AGE * 1e9 or beat < since_ns + SETTLE_NS:
        return False
    try:
        fd = os.open(data.root / "watcher.lock", os.O_RDONLY)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except OSError:
        return True  # held: its owner is alive
    else:
        return False  # nobody holds it: the beat is a dead watcher's
    finally:
        os.close(fd)
