"""Putting a new version of a file in place without losing a save that races it.

Two system facilities close the windows a plain check-then-rename leaves open:

* `renameat2(RENAME_EXCHANGE)` swaps the new file and the current one in one step, so
  whatever was at the path at that instant (even a file another editor renamed in a
  microsecond earlier) is still there, under the temporary name, to be read;
* a read lease (`F_SETLEASE`) can only be taken on a file nobody holds open for writing,
  so once it is granted on the displaced file, no later write can reach it and its
  content is final.

Where either is missing (another OS, a file system without them) the caller falls back
to a plain rename and a short settling pause, and the window is small again, not closed.
"""

from __future__ import annotations

import ctypes
import errno
import fcntl
import os
import time
from collections.abc import Callable
from pathlib import Path

_AT_FDCWD = -100
_RENAME_EXCHANGE = 2
_UNSUPPORTED = {errno.ENOSYS, errno.EINVAL, errno.EOPNOTSUPP, errno.ENOTSUP, errno.EPERM}
_LEASE = getattr(fcntl, "F_SETLEASE", None)
SETTLE = 0.02  # seconds to let a racing save land when writers cannot be observed


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


def final_content(fd: int, timeout: float = 2.0) -> bytes:
    """The file's bytes once no process holds it open for writing (or after a settling
    pause where that cannot be observed). Call it on a file no name points to any more."""
    if not _wait_for_writers(fd, timeout):
        time.sleep(SETTLE)
    return read_all(fd)


def _wait_for_writers(fd: int, timeout: float) -> bool:
    if _LEASE is None:
        return False
    deadline = time.monotonic() + timeout
    pause = 0.0005
    while True:
        try:
            fcntl.fcntl(fd, _LEASE, fcntl.F_RDLCK)
        except OSError as error:
            if error.errno != errno.EAGAIN or time.monotonic() > deadline:
                return False  # no leases here, or a writer that never closes
            time.sleep(pause)
            pause = min(pause * 2, 0.05)
            continue
        fcntl.fcntl(fd, _LEASE, fcntl.F_UNLCK)
        return True


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
