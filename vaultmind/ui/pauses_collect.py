"""The interpreter's full garbage collections wait for a pause in the user's keys
(issue 28: a key within 100 ms while a worker runs).

An ingest in the app's own threads leaves ~300 000 objects in the oldest generation
on 10 000 notes. Python collects that generation every so often, in whichever thread
allocates, holding the interpreter lock throughout: 120–200 ms in which no key is
answered (2 of 48 keys in `bench.tui_keys`). While the app runs, the oldest
generation is collected only by `collect_when_quiet`: once the user has pressed no
key for `QUIET`, at most every `EVERY` seconds, when Python would have collected it
by then. The young generations are collected as always (a few ms each), so most
garbage goes as soon as before; what lives through them waits seconds longer."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from textual.app import App

    from vaultmind.ui.responsive import InputClock

EVERY = 5.0  # s between looks: the longest the oldest garbage waits past Python's own time
NEVER = 1 << 30  # young collections between full ones: Python never gets there itself


@contextmanager
def full_collections_in_pauses(app: App[None], clock: InputClock) -> Iterator[None]:
    """For as long as the app runs; Python's own thresholds are restored after."""
    young, middle, oldest = gc.get_threshold()
    gc.set_threshold(young, middle, NEVER)
    timer = app.set_interval(EVERY, lambda: collect_when_quiet(clock, oldest))
    try:
        yield
    finally:
        timer.stop()
        gc.set_threshold(young, middle, oldest)


def collect_when_quiet(clock: InputClock, due_after: int) -> bool:
    """A full collection, if Python would have made one by now (`due_after` collections
    of the middle generation since the last) and the user is not at work."""
    if gc.get_count()[2] < due_after or clock.until_quiet() > 0:
        return False
    gc.collect()
    return True
