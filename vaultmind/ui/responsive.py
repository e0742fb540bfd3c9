"""What keeps a key answered within 100 ms while workers run (issue 28), beyond the
work each screen keeps off the UI thread:

- **The interpreter is handed over often.** An ingest runs in threads of the app's
  own process. The UI thread drops the interpreter lock at every wait (the terminal,
  the event loop), and each time it waited up to Python's switch interval (5 ms) to
  get it back from a worker: a frame with 30 such waits took 150–300 ms with 4 ms of
  its own CPU. While the app runs the interval is 0.5 ms.
- **Screens are built ahead.** The first visit to Commitments composed, mounted and
  styled it in the UI thread: ~55 ms of CPU, 110–290 ms while an ingest ran. The
  screens a key opens are built in idle time after the first frame, one at a time,
  each once no key or click came for `QUIET`, and shown later as Textual shows a built
  mode.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager

from textual.app import App

SWITCH_INTERVAL = 0.0005  # s: Python's default is 0.005
AHEAD: tuple[str, ...] = ("commitments", "search", "ask")  # the screens one key opens from anywhere
START = 1.0  # s after the first frame: Today's own read has its turn first
QUIET = 0.5  # s with no key or click before a build: a typist is not kept waiting by one


@contextmanager
def quick_handover() -> Iterator[None]:
    """The switch interval lowered for as long as the app runs, then restored."""
    before = sys.getswitchinterval()
    sys.setswitchinterval(SWITCH_INTERVAL)
    try:
        yield
    finally:
        sys.setswitchinterval(before)


class BuildAhead:
    """Builds the screens of `AHEAD` one by one, each once the user has been quiet for
    `QUIET` (a build takes the UI thread for ~55 ms: a key pressed meanwhile waits)."""

    def __init__(self, app: App[None]) -> None:
        self._app = app
        self._last_input = 0.0

    def start(self) -> None:
        self._app.set_timer(START, self._next)

    def saw_input(self) -> None:
        self._last_input = time.monotonic()

    def _next(self) -> None:
        app = self._app
        left = [m for m in AHEAD if m in app._modes and m not in app._screen_stacks]
        if not left:
            return
        quiet_for = time.monotonic() - self._last_input
        if quiet_for < QUIET:  # the user is at work: asked again once they pause
            app.set_timer(QUIET - quiet_for, self._next)
            return
        _build(app, left[0])
        if len(left) > 1:
            app.set_timer(QUIET, self._next)


def _build(app: App[None], mode: str) -> None:
    """Textual's `_init_mode` less its resume: the screen is composed and mounted
    behind the current one, and `switch_mode` finds it built (and resumes it)."""
    make = app._modes[mode]
    if not callable(make):
        return  # a screen named by string: nothing of ours
    screen, _mounted = app._get_screen(make())
    app._load_screen_css(screen)
    app._screen_stacks[mode] = [screen]
