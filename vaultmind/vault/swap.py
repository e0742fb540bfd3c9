"""Putting a new version of a file in place without losing a save that races it.

Two system facilities close the windows a plain check-then-rename leaves open:

* `renameat2(RENAME_EXCHANGE)` swaps the new file and the current one in one step, so
  whatever was at the path at that instant (even a file another editor renamed in a
  microsecond earlier) is still there, under the temporary name, to be read;
* a read lease (`F_SETLEASE`) can only be taken on a file nobody holds open for writing,
  so once it is granted on the displaced file, its content is final (nothing can open
  it by name any more).

The same lease gives a consistent read of a file an editor may be rewriting in place.
Where either is missing (another OS, a file system without them) the caller falls back
to a plain rename and reads until two agree: the window is small again, not closed.
"""

from __future__ import annotations

import ctypes
import errno
import fcntl
import os
import signal
import time
from collections.abc import Callable
from pathlib import Path

_AT_FDCWD = -100
_RENAME_EXCHANGE = 2
_UNSUPPORTED = {errno.ENOSYS, errno.EINVAL, errno.EOPNOTSUPP, errno.ENOTSUP, errno.EPERM}
_LEASE = getattr(fcntl, "F_SETLEASE", None)
_SETSIG = getattr(fcntl, "F_SETSIG", None)
SETTLE = 0.02  # seconds between reads where writers cannot be observed


def _load_renameat2() -> Callable[..., int] | None:
    try:
        function = ctypes.CDLL(None, use_errno=True).renameat2
    except (OSError, AttributeError):
        return None
    function.argtypes = [
        ctypes.c_int,
        ctypes.c_char_p,
        ctypes.c_int,
        ctypes.c_char_p,
        ctypes.c_uint,
    ]
    function.restype = ctypes.c_int
    return function


_RENAMEAT2 = _load_renameat2()


def exchange(new: Path, current: Path) -> bool:
    """Swap the two names atomically. False when this system cannot; nothing moved then."""
    if _RENAMEAT2 is None:
        return False
    flags = _RENAME_EXCHANGE
    if _RENAMEAT2(_AT_FDCWD, os.fsencode(new), _AT_FDCWD, os.fsencode(current), flags) == 0:
        return True
    code = ctypes.get_errno()
    if code in _UNSUPPORTED:
        return False
    raise OSError(code, os.strerror(code), str(current))


def settled_read(fd: int, timeout: float = 2.0) -> bytes:
    """The file's bytes read while no process holds it open for writing, so no save is
    half-written in them (or, where that cannot be observed, read until two reads agree).
    On a file no name points to any more, this is its final content."""
    deadline = time.monotonic() + timeout
    while _LEASE is not None:
        try:
            _hold_lease(fd)
        except BlockingIOError:  # a writer has it open: it will close in a moment
            if time.monotonic() > deadline:
                break
            time.sleep(0.0002)
            continue
        except OSError:
            break  # no leases on this file system, or not our file
        try:
            return read_all(fd)
        finally:
            fcntl.fcntl(fd, _LEASE, fcntl.F_UNLCK)
    return _read_until_stable(fd)


def _hold_lease(fd: int) -> None:
    """A read lease: granted only while nobody has the file open for writing; anyone who
    opens it for writing meanwhile waits until it is released. A broken lease is
    signalled with SIGURG, which is ignored by default (SIGIO would end the process)."""
    assert _LEASE is not None and _SETSIG is not None
    fcntl.fcntl(fd, _SETSIG, signal.SIGURG)
    fcntl.fcntl(fd, _LEASE, fcntl.F_RDLCK)


def _read_until_stable(fd: int) -> bytes:
    previous = read_all(fd)
    for _ in range(50):
        time.sleep(SETTLE)
        current = read_all(fd)
        if current == previous:
            return current
        previous = current
    return previous


def read_all(fd: int) -> bytes:
    """Every byte of the open file, from the start, whatever its offset."""
    size = os.fstat(fd).st_size
    chunks: list[bytes] = []
    offset = 0
    while True:
        chunk = os.pread(fd, max(size - offset, 65536), offset)
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)
        offset += len(chunk)


def same_file(fd: int, path: Path) -> bool:
    """Whether `path` still names the file open as `fd`."""
    try:
        now = path.stat()
    except FileNotFoundError:
        return False
    then = os.fstat(fd)
    return (now.st_dev, now.st_ino) == (then.st_dev, then.st_ino)


def append_to(path: Path, placed: os.stat_result, tail: bytes) -> bool:
    """Append `tail` to `path` if it is still the file `placed` describes (other programs
    may be appending to it too; O_APPEND keeps each write whole)."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_APPEND)
    except FileNotFoundError:
        return False
    try:
        now = os.fstat(fd)
        if (now.st_dev, now.st_ino) != (placed.st_dev, placed.st_ino):
            return False
        view = memoryview(tail)
        while view:
            view = view[os.write(fd, view) :]
        return True
    finally:
        os.close(fd)
