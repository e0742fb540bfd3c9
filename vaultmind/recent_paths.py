"""The paths this machine ingested lately, newest first, at most `LIMIT`: the Ingest
screen offers them again. Machine state, not vault data (another machine's files are
elsewhere), so it lives beside `settings.toml` in the machine settings dir, as JSON.

A missing or damaged file is an empty list: the list is a convenience, and losing it
must never stop an ingest."""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterable
from pathlib import Path

from vaultmind.errors import FileAccessError
from vaultmind.home import home_dir

LIMIT = 8
FILE_NAME = "recent-ingests.json"


def recent_paths() -> list[str]:
    """Newest first; whatever in the file is not a string is left out."""
    try:
        data = json.loads((home_dir() / FILE_NAME).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    if not isinstance(data, list):
        return []
    return [item for item in data if isinstance(item, str)][:LIMIT]


def remember_paths(paths: Iterable[str]) -> list[str]:
    """Put `paths` first (the first of them first), drop their older entries and all
    beyond `LIMIT`; atomic (a temporary file, then a rename). The new list."""
    new = list(dict.fromkeys(paths))
    kept = [*new, *(p for p in recent_paths() if p not in new)][:LIMIT]
    path = home_dir() / FILE_NAME
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=".recent-", suffix=".json")
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(kept, out, ensure_ascii=False, indent=0)
        Path(temporary).replace(path)
    except OSError as exc:
        raise FileAccessError(f"{path}: cannot be written ({exc.strerror})") from None
    return kept
