"""Where the derived data of one vault lives: `VAULT/.vaultmind/`, or, for a vault
whose `.vaultmind/` cannot be written, a private copy (see `index.readonly`)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

_ELSEWHERE: dict[str, Path] = {}  # vault → the folder its derived data lives in instead
_TOC = re.compile(r"_MAIN_\d+\.toc")  # a committed generation of whoosh's index "MAIN"


def keep_data_in(vault: Path, folder: Path) -> None:
    """From now on this process reads and writes the vault's derived data in `folder`."""
    _ELSEWHERE[str(vault)] = folder


def data_elsewhere(vault: Path) -> Path | None:
    return _ELSEWHERE.get(str(vault))


def has_index(directory: Path) -> bool:
    """Whether a whoosh index was ever committed here, as whoosh's `exists_in` tells,
    without importing whoosh (commands that only read the cache never load it)."""
    try:
        return any(_TOC.fullmatch(entry.name) for entry in directory.iterdir())
    except OSError:
        return False


@dataclass(frozen=True, slots=True)
class DataPaths:
    root: Path

    @classmethod
    def for_vault(cls, vault: Path) -> DataPaths:
        return cls(_ELSEWHERE.get(str(vault)) or vault / ".vaultmind")

    @classmethod
    def in_vault(cls, vault: Path) -> DataPaths:
        """`VAULT/.vaultmind/` itself, wherever this process keeps the data."""
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
    def vectors_file(self) -> Path:
        """The vector pass's unit vectors (see index.vector_cache): only with a setting."""
        return self.root / "vectors.sqlite"

    @property
    def lock_file(self) -> Path:
        return self.root / "index.lock"
