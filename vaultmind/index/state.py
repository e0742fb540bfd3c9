"""`.vaultmind/state.sqlite`: this machine's log of model calls, ingest state and jobs.

A cache and a log, never the truth: deleting it loses history, not knowledge.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


@contextmanager
def open_state(path: Path, schema: str) -> Iterator[sqlite3.Connection]:
    """An autocommit connection in WAL mode with `schema` (CREATE … IF NOT EXISTS) applied."""
    path.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(path, timeout=30.0, isolation_level=None)
    try:
        db.execute("PRAGMA journal_mode=WAL")
        db.executescript(schema)
        yield db
    finally:
        db.close()
