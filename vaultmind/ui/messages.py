"""Messages the workers post back to the UI thread (the app's and several screens')."""

from __future__ import annotations

from dataclasses import dataclass

from textual.message import Message


@dataclass
class VaultChanged(Message, bubble=False):
    """The watcher indexed these vault-relative paths (the open screens may show them).
    It does not bubble: the app hands it to every screen of the stack."""

    paths: tuple[str, ...]


@dataclass
class IndexReady(Message, bubble=False):
    """The app's index build (or a refresh of it) has ended: a screen that showed
    what an unfinished index held asks again. Handed to every screen, like VaultChanged."""

    changed: bool  # the build indexed something (a warm index may have had nothing to do)


@dataclass
class StatusRead(Message):
    """The numbers of the status bar, read in a worker."""

    index: str
    model: str
    backlog: int
