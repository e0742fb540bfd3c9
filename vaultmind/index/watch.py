"""Keeps the index current while the vault is edited (Obsidian, git pull, VaultMind).

watchfiles with a short debounce (default 75 ms instead of its 1.6 s) so a save is
searchable almost at once. Hidden folders are ignored, so VaultMind's own writes to
`.vaultmind/` (and git's to `.git/`, Obsidian's to `.obsidian/`) never re-trigger it.
The TUI reuses this class in a thread worker.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from vaultmind.errors import VaultMindError
from vaultmind.index.presence import WatcherPresence
from vaultmind.index.report import UpdateReport
from vaultmind.vault.text import nfc

if TYPE_CHECKING:
    from watchfiles import Change

STARTUP_TIMEOUT_MS = 200  # the first (empty) yield tells us the watch is in place
# watchfiles answers within STARTUP_TIMEOUT_MS (or the debounce), and an update of a
# few notes takes well under a second. A longer gap between two looks at the changes
# means this process was stopped or starved (or ran a huge update): the kernel's event
# queue may have overflowed meanwhile, and events lost so are never reported. So a
# full catch-up runs before the next beat.
STALL_AFTER = 1.0  # seconds


@dataclass(frozen=True, slots=True)
class WatchBatch:
    paths: tuple[str, ...]
    report: UpdateReport | None
    error: str | None = None


def relevant(vault: Path, path: str) -> str | None:
    """The vault-relative path of a changed file, or None if it is ours, git's or hidden."""
    try:
        rel = Path(path).resolve().relative_to(vault)
    except ValueError:
        try:
            rel = Path(path).relative_to(vault)
        except ValueError:
            return None
    if any(part.startswith(".") for part in rel.parts):
        return None
    return nfc(rel.as_posix())  # the index knows files by their NFC names


class VaultWatcher:
    def __init__(
        self,
        vault: Path,
        update: Callable[[list[str]], UpdateReport],
        catch_up: Callable[[], UpdateReport],
        debounce_ms: int = 75,
        presence: WatcherPresence | None = None,
    ) -> None:
        self.vault = vault.resolve()
        self.update = update
        self.catch_up = catch_up
        self.debounce_ms = debounce_ms
        self.presence = presence
        self._behind = False  # an update failed: catch up before beating again
        self._ran = 0.0  # when we last looked at the changes (or caught up in full)

    def run(
        self,
        on_batch: Callable[[WatchBatch], None],
        stop: threading.Event | None = None,
        on_ready: Callable[[UpdateReport], None] | None = None,
    ) -> None:
        """Block until `stop` is set, re-indexing after every burst of changes.

        Once the file system watch is in place, a full catch-up update runs (so
        nothing changed before or during start-up is missed) and `on_ready` is called.
        While the index is current, `presence` beats, so one-shot commands trust it.
        """
        if self.presence is not None:
            self.presence.claim()  # if another watcher has it, we take over when it stops
        try:
            self._watch(on_batch, stop, on_ready)
        finally:
            if self.presence is not None:
                self.presence.release()

    def _watch(
        self,
        on_batch: Callable[[WatchBatch], None],
        stop: threading.Event | None,
        on_ready: Callable[[UpdateReport], None] | None,
    ) -> None:
        from watchfiles import watch

        ready = False
        for changes in watch(
            self.vault,
            watch_filter=None,  # hidden changes too: our own .vaultmind/ must not starve the beat
            debounce=self.debounce_ms,
            step=25,
            stop_event=stop,
            rust_timeout=STARTUP_TIMEOUT_MS,
            yield_on_timeout=True,
        ):
            if ready and time.monotonic() - self._ran > STALL_AFTER:
                self._fell_behind()  # we did not run: the kernel may have dropped events
            self._ran = time.monotonic()
            if ready:
                self._handle(changes, on_batch)
                continue
            ready = True
            report = self.catch_up()
            self._ran = time.monotonic()
            self._current()
            if on_ready:
                on_ready(report)

    def _handle(
        self, changes: set[tuple[Change, str]], on_batch: Callable[[WatchBatch], None]
    ) -> None:
        paths = sorted({rel for _, p in changes if (rel := relevant(self.vault, p))})
        if paths:
            on_batch(self._apply(paths))
        elif self._behind:
            self._retry_catch_up(on_batch)
        else:
            self._current()

    def _apply(self, paths: list[str]) -> WatchBatch:
        if self.presence is not None:
            self.presence.behind()  # until these are in, commands walk (and wait for us)
        try:
            batch = WatchBatch(tuple(paths), self.update(paths))
        except VaultMindError as exc:  # e.g. another process holds the index: say so, go on
            self._fell_behind()
            return WatchBatch(tuple(paths), None, exc.message)
        if not self._behind:
            self._current()
        return batch

    def _retry_catch_up(self, on_batch: Callable[[WatchBatch], None]) -> None:
        """After a failed update, a full one: what that update missed is caught up."""
        try:
            report = self.catch_up()
        except VaultMindError as exc:
            on_batch(WatchBatch((), None, exc.message))
            return
        self._behind = False
        self._ran = time.monotonic()  # a long walk is no stall: it saw everything
        self._current()
        if report.changed:
            on_batch(WatchBatch(tuple(report.changed_paths), report))

    def _current(self) -> None:
        """The index is current: beat — and if another watcher held the lock when we
        started and has gone since, take over (we kept the index current all along)."""
        if self.presence is not None and self.presence.claim(wait=0):
            self.presence.beat()

    def _fell_behind(self) -> None:
        self._behind = True
        if self.presence is not None:
            self.presence.behind()
