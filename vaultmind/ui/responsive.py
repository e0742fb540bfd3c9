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
- **Rows the watcher read wait for a pause.** While an ingest writes, Today and
  Commitments read their rows again once a second, and laying a list out again took
  the UI thread for 50–160 ms on 10 000 notes: a `j` pressed then waited for it. Rows
  read because the vault changed are laid out once the user has not pressed a key for
  `QUIET` (what they asked for, a reload or a tick, is laid out at once), so the list
  also does not change under the user's keys.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from textual.app import App

if TYPE_CHECKING:
    from textual.message_pump import MessagePump
    from textual.timer import Timer

SWITCH_INTERVAL = 0.0005  # s: Python's default is 0.005
AHEAD: tuple[str, ...] = ("commitments", "search", "ask")  # the screens one key opens from anywhere
START = 1.0  # s after the first frame: Today's own read has its turn first
QUIET = 0.5  # s with no key or click before a build or a watcher's layout: a typist never waits


@contextmanager
def quick_handover() -> Iterator[None]:
    """The switch interval lowered for as long as the app runs, then restored."""
    before = sys.getswitchinterval()
    sys.setswitchinterval(SWITCH_INTERVAL)
    try:
        yield
    finally:
        sys.setswitchinterval(before)


class InputClock:
    """When the user last pressed a key or clicked (the app's `on_event` tells it)."""

    def __init__(self) -> None:
        self._last = 0.0

    def saw_input(self) -> None:
        self._last = time.monotonic()

    def until_quiet(self) -> float:
        """Seconds until `QUIET` has passed since the last input; 0: it has."""
        return max(0.0, self._last + QUIET - time.monotonic())


class UntilQuiet:
    """Runs a layout of the watcher's rows once the user has paused (of those asked for
    meanwhile only the last runs: it holds the newest rows), and one of rows the user
    asked for at once, dropping what waited (it is older)."""

    def __init__(self, owner: MessagePump) -> None:
        self._owner = owner  # its app's `input_clock` (none: nothing waits)
        self._pending: Callable[[], None] | None = None
        self._timer: Timer | None = None

    def __call__(self, lay_out: Callable[[], None], watched: bool = True) -> None:
        """`watched`: the rows were read because the vault changed."""
        clock: InputClock | None = getattr(self._owner.app, "input_clock", None)
        wait = clock.until_quiet() if clock is not None and watched else 0.0
        if wait <= 0:
            self.cancel()
            lay_out()
            return
        self._pending = lay_out
        if self._timer is None:
            self._timer = self._owner.set_timer(wait, self._fire)

    def cancel(self) -> None:
        self._pending = None
        if self._timer is not None:
            self._timer.stop()
            self._timer = None

    def _fire(self) -> None:
        self._timer = None
        pending, self._pending = self._pending, None
        if pending is not None:
            self(pending)


class BuildAhead:
    """Builds the screens of `AHEAD` one by one, each once the user has been quiet for
    `QUIET` (a build takes the UI thread for ~55 ms: a key pressed meanwhile waits)."""

    def __init__(self, app: App[None], clock: InputClock) -> None:
        self._app, self._clock = app, clock

    def start(self) -> None:
        self._app.set_timer(START, self._next)

    def _next(self) -> None:
        app = self._app
        left = [m for m in AHEAD if m in app._modes and m not in app._screen_stacks]
        if not left:
            return
        wait = self._clock.until_quiet()
        if wait > 0:  # the user is at work: asked again once they pause
            app.set_timer(wait, self._next)
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
