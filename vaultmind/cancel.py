"""Cooperative cancellation for long operations run from a thread (a TUI worker, a
chat): the face sets the token; the operation checks it between units of work (a
file, a chunk, a day) and stops there, never halfway through a write."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from vaultmind.errors import Cancelled


class CancelToken:
    """Set once by whoever wants the work stopped; checked by the work itself. `event`:
    an existing stop signal to follow (the daemon's SIGTERM), instead of a new one."""

    def __init__(self, event: threading.Event | None = None) -> None:
        self._event = event if event is not None else threading.Event()

    def cancel(self) -> None:
        self._event.set()

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()

    def check(self) -> None:
        """Raise `Cancelled` if the work should stop here."""
        if self._event.is_set():
            raise Cancelled()


def check(token: CancelToken | None) -> None:
    """`token.check()` for an optional token."""
    if token is not None:
        token.check()


def checking(
    progress: Callable[[int, int], None] | None, token: CancelToken | None
) -> Callable[[int, int], None] | None:
    """A progress callback that also stops the work when asked: work reports progress
    between its units, which is where it may stop."""
    if token is None:
        return progress

    def report(done: int, total: int) -> None:
        if progress is not None:
            progress(done, total)
        token.check()

    return report


_WATCHED = threading.local()


@contextmanager
def watched(token: CancelToken) -> Iterator[None]:
    """Within this, `watched_token()` in this thread is `token`: for work that waits on
    something else (a model server still reading the prompt) and can look at the token
    while it waits, without every layer between passing it down."""
    before = getattr(_WATCHED, "token", None)
    _WATCHED.token = token
    try:
        yield
    finally:
        _WATCHED.token = before


def watched_token() -> CancelToken | None:
    token: CancelToken | None = getattr(_WATCHED, "token", None)
    return token


def check_watched() -> None:
    """Raise `Cancelled` if the work this thread runs under `watched` was cancelled: the
    loops deep inside an ingest that no token is handed down to (an export's messages
    being parsed, the files of an index update) stop between two of their items."""
    token: CancelToken | None = getattr(_WATCHED, "token", None)
    if token is not None:
        token.check()
