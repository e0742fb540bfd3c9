"""Reads asked for by the watcher, coalesced: an ingest writes files many times a
second, and each batch the watcher indexed asked every screen in front to read its
rows again (and the status bar its numbers), each read a thread competing with the
ingest and the UI thread for the interpreter (issue 28: a key within 100 ms while a
worker runs). A `Coalesced` call runs at once if the last run was at least `every`
seconds ago; else once, when that time is up, however many calls came meanwhile."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from textual.message_pump import MessagePump
    from textual.timer import Timer

EVERY = 1.0  # seconds: at most one run a second


class Coalesced:
    def __init__(self, owner: MessagePump, run: Callable[[], object], every: float = EVERY):
        self._owner, self._run, self._every = owner, run, every
        self._last = float("-inf")
        self._timer: Timer | None = None

    def __call__(self) -> None:
        """In the UI thread (a message handler)."""
        if self._timer is not None:
            return  # a run is already due: this call is part of it
        wait = self._last + self._every - time.monotonic()
        if wait <= 0:
            self._fire()
        else:
            self._timer = self._owner.set_timer(wait, self._fire)

    @property
    def pending(self) -> bool:
        return self._timer is not None

    def _fire(self) -> None:
        self._timer = None
        self._last = time.monotonic()
        self._run()


class OneAtATime:
    """A screen's read in a thread worker, never two at once: a thread cannot be
    stopped (Textual's `exclusive` only marks it cancelled), so reads asked for while
    one ran piled up beside it — on 10 000 notes, four threads measuring thousands
    of rows while the UI thread waited for the interpreter. Asked while one runs, the
    read runs once more when it ends (`ended`, from the worker's end)."""

    def __init__(self, start: Callable[[], object]) -> None:
        self._start = start
        self.running = False
        self._again = False

    def __call__(self) -> None:
        if self.running:
            self._again = True
            return
        self.running = True
        self._start()

    def ended(self) -> None:
        self.running = False
        if self._again:
            self._again = False
            self()
