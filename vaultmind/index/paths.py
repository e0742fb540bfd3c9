"""Where the derived data of one vault lives: `VAULT/.vaultmind/`."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True, slots=True)
class DataPaths:
    root: Path

    @classmethod
    def for_vault(cls, vault: Path) -> DataPaths:
        return cls(vault / ".vaultmind")

    @property
    def index_dir(self) -> Path:
        return self.root / "index"

    @property
    def cache_file(self) -> Path:
        return self.root / "cache.sqlite"

    @property
    def state_file(self) -> Path:
        """This machine's log: model calls, ingest state, jobs (see index.state)."""
        return self.root / "state.sqlite"

    @property
    def lock_file(self) -> Path:
        return self.root / "index.lock"
