"""Output that outlives its reader: `vaultmind ingest FILE | head -1` finishes the ingest.

When the reader of stdout (or stderr) goes away, the next write raises BrokenPipeError.
Stopping there would abandon a job halfway; instead the stream is pointed at
/dev/null and the command carries on, so its exit status says whether the job
finished, not whether someone read all of its output.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator
from typing import Any, TextIO, cast


class PipeSafe:
    """A text stream whose writes never fail because the reader left."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream
        self.reader_gone = False

    def write(self, text: str) -> int:
        try:
            return self._stream.write(text)
        except BrokenPipeError:
            self._discard()
            return len(text)

    def flush(self) -> None:
        try:
            self._stream.flush()
        except BrokenPipeError:
            self._discard()

    def _discard(self) -> None:
        """From now on the stream's descriptor is /dev/null; what is still buffered goes
        there too, so neither we nor the interpreter's exit flush meet the pipe again."""
        self.reader_gone = True
        devnull = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(devnull, self._stream.fileno())
        finally:
            os.close(devnull)
        with contextlib.suppress(OSError, ValueError):
            self._stream.flush()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


@contextlib.contextmanager
def pipe_safe_output() -> Iterator[None]:
    """stdout and stderr as `PipeSafe` streams for the duration of one command."""
    saved = sys.stdout, sys.stderr
    out, err = PipeSafe(saved[0]), PipeSafe(saved[1])
    sys.stdout, sys.stderr = cast(TextIO, out), cast(TextIO, err)
    try:
        yield
    finally:
        out.flush()
        err.flush()
        sys.stdout, sys.stderr = saved
