"""Index files read in place from whoosh's mmap, not copied out of it.

whoosh opens each file of a compound segment as a `BufferFile` over a memoryview of
the mmap, and `BufferFile` wraps it in `BytesIO`, which copies the whole file: about
12 ms on every `vaultmind search` process for a 10 000-note vault, before a single
posting is read. `ViewFile` is the file-like whoosh reads through (`read`, `readline`,
`readinto`, `seek`, `tell`, as `pickle.load` and `array.fromfile` ask), slicing the
memoryview instead. `fulltext` calls `install()` before opening an index; it patches
nothing if this whoosh's `BufferFile` is not the one `whoosh_compat` expects.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any


class ViewFile:
    """A read-only, seekable file over a buffer, without a copy of it."""

    def __init__(self, buffer: Any) -> None:
        self._view = memoryview(buffer).cast("B")
        self._length = len(self._view)
        self._position = 0

    def read(self, size: int | None = -1) -> bytes:
        start = self._position
        end = self._length if size is None or size < 0 else min(start + size, self._length)
        self._position = max(end, start)
        return self._view[start:end].tobytes()

    def readinto(self, target: Any) -> int:
        size = min(len(target), self._length - self._position)
        target[:size] = self._view[self._position : self._position + size]
        self._position += size
        return size

    def readline(self, size: int | None = -1) -> bytes:
        end = self._length if size is None or size < 0 else self._position + size
        rest = self._view[self._position : end].tobytes()
        cut = rest.find(b"\n")
        return self.read(len(rest) if cut < 0 else cut + 1)

    def seek(self, offset: int, whence: int = os.SEEK_SET) -> int:
        base = {os.SEEK_SET: 0, os.SEEK_CUR: self._position, os.SEEK_END: self._length}
        self._position = max(0, base[whence] + offset)
        return self._position

    def tell(self) -> int:
        return self._position

    def write(self, data: bytes) -> int:
        raise OSError("index files opened from a segment are read-only")

    def close(self) -> None:
        """Nothing to release: the mmap belongs to whoosh's compound storage."""

    def __iter__(self) -> Iterator[bytes]:
        while line := self.readline():
            yield line


def install() -> None:
    """Make whoosh's `BufferFile` read through a `ViewFile` (installing twice is harmless)."""
    from vaultmind.index import whoosh_compat

    if whoosh_compat.gap("fast search") is None:
        whoosh_compat.buffer_file().__init__ = _init_in_place


def _init_in_place(self: Any, buf: Any, name: str | None = None, onclose: Any = None) -> None:
    """`BufferFile.__init__`, with a `ViewFile` where whoosh put a copying `BytesIO`."""
    self._buf = buf
    self._name = name
    self.file = ViewFile(buf)
    self.onclose = onclose
    self.is_real = False
    self.is_closed = False
