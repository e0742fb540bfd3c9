"""What an index update reports, apart from the indexer, so a command that trusts a
live watcher (and updates nothing) need not import the indexer to say so."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from vaultmind.vault.files import Unreadable

Progress = Callable[[int, int], None]  # (done, total)


@dataclass
class UpdateReport:
    added: int = 0
    updated: int = 0
    deleted: int = 0
    unchanged: int = 0
    rebuilt: bool = False
    problems: int = 0
    seconds: float = 0.0
    changed_paths: list[str] = field(default_factory=list)
    unreadable: list[Unreadable] = field(default_factory=list)  # a full scan's, else []
    watched: bool = False  # nothing was checked: a live watcher keeps the index current

    @property
    def changed(self) -> bool:
        return bool(self.added or self.updated or self.deleted)
