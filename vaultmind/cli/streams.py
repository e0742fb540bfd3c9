"""Everything the CLI prints passes through `visible`: no byte from the vault drives
the terminal, whichever command, report or error message printed it.

Filtering the two streams, rather than each string, means a new command cannot
forget it. VaultMind's own colours and progress bar write to `unfiltered(stream)`,
only after passing every vault string in them through `visible` themselves.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from typing import IO, Any, ParamSpec, cast

from vaultmind.vault.visible import visible

P = ParamSpec("P")


class VisibleStream:
    """A text stream writing what it is given, control characters made visible."""

    def __init__(self, stream: IO[str]) -> None:
        self.unfiltered = stream

    def write(self, text: str) -> int:
        self.unfiltered.write(visible(text))
        return len(text)

    def __getattr__(self, name: str) -> Any:  # flush, isatty, fileno, encoding, …
        return getattr(self.unfiltered, name)


def unfiltered(stream: IO[str]) -> IO[str]:
    """The terminal itself, for VaultMind's own escape sequences (colour, progress)."""
    return cast(IO[str], getattr(stream, "unfiltered", stream))


def visible_output(run: Callable[P, int]) -> Callable[P, int]:
    """Run with stdout and stderr filtered; the real streams are back afterwards."""

    @functools.wraps(run)
    def filtered(*args: P.args, **kwargs: P.kwargs) -> int:
        out, err = sys.stdout, sys.stderr
        sys.stdout = cast(IO[str], VisibleStream(out))
        sys.stderr = cast(IO[str], VisibleStream(err))
        try:
            return run(*args, **kwargs)
        finally:
            sys.stdout, sys.stderr = out, err

    return filtered
