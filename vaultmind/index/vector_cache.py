"""The vector pass's cache in `.vaultmind/vectors.sqlite`: one unit vector per row.

Rows are keyed by the unit's note and line and the hash of the text that was
embedded; a note's rows are valid for the note's content hash recorded with them.
Only a note whose hash changed is split and embedded again, and even then a unit
whose text is unchanged keeps its vector. Vectors from another model are dropped
whole. It is a cache: deleting the file and asking again rebuilds it identically.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from vaultmind.index.cache import Entry

UnitKey = tuple[str, int, str]  # note path, line, hash of the embedded text

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS notes (path TEXT PRIMARY KEY, sha1 TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS units (
    path TEXT NOT NULL, line INTEGER NOT NULL, text_sha1 TEXT NOT NULL, vector BLOB NOT NULL
);
CREATE INDEX IF NOT EXISTS units_by_path ON units(path);
"""


def _open(path: Path) -> sqlite3.Connection:
    db = sqlite3.connect(path, timeout=30, isolation_level=None)
    try:
        db.execute("PRAGMA journal_mode=WAL")
        db.executescript(_SCHEMA)
        db.execute("SELECT count(*) FROM units").fetchone()
    except sqlite3.DatabaseError:
        db.close()
        raise
    return db


def current_hashes(manifest: Mapping[str, Entry]) -> dict[str, str]:
    """Each note's content hash as the index last saw it: what its vectors must match."""
    return {p: e.sha1 or f"{e.size}:{e.mtime_ns}" for p, e in manifest.items()}


@dataclass(frozen=True, slots=True)
class StoredVectors:
    """What the store holds, read without opening it for writing (`vaultmind status`)."""

    model: str | None  # the embedder its vectors are of; None: no store yet
    notes: dict[str, str]  # path → the content hash its units were embedded at
    units: int


def stored_vectors(path: Path) -> StoredVectors:
    """The store's model, notes and unit count; nothing is created or changed."""
    if not path.exists():
        return StoredVectors(None, {}, 0)
    try:
        db = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True, timeout=30)
        try:
            found = db.execute("SELECT value FROM meta WHERE key = 'model'").fetchone()
            notes = dict(db.execute("SELECT path, sha1 FROM notes"))
            units = int(db.execute("SELECT count(*) FROM units").fetchone()[0])
        finally:
            db.close()
    except sqlite3.DatabaseError:  # damaged: the next `ask` or `index` starts it again
        return StoredVectors(None, {}, 0)
    return StoredVectors(found[0] if found else None, notes, units)


@dataclass(frozen=True, slots=True)
class UnitVector:
    line: int
    text_sha1: str
    vector: bytes  # float32, unit length


class VectorCache:
    """Unit vectors of one embedding model (`model`: its file name and size)."""

    def __init__(self, path: Path, model: str) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._db = _open(path)
        except sqlite3.DatabaseError:  # a damaged file: it is only a cache, start again
            for stale in path.parent.glob(path.name + "*"):
                stale.unlink(missing_ok=True)
            self._db = _open(path)
        self.path, self.model = path, model
        found = self._db.execute("SELECT value FROM meta WHERE key = 'model'").fetchone()
        if found is None or found[0] != model:
            with self._db:
                self._db.execute("BEGIN IMMEDIATE")
                self._db.execute("DELETE FROM units")
                self._db.execute("DELETE FROM notes")
                self._db.execute("INSERT OR REPLACE INTO meta VALUES ('model', ?)", (model,))
                self._changed()

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> VectorCache:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def note_hashes(self) -> dict[str, str]:
        """Each embedded note's content hash as it was when its units were embedded."""
        return dict(self._db.execute("SELECT path, sha1 FROM notes"))

    def vectors_of(self, path: str) -> dict[str, bytes]:
        """The note's vectors by the hash of their text: reused for unchanged units."""
        rows = self._db.execute("SELECT text_sha1, vector FROM units WHERE path = ?", (path,))
        return dict(rows)

    def replace(self, path: str, sha1: str, units: Iterable[UnitVector]) -> None:
        """The note's units, all at once: a note is never half embedded."""
        with self._db:
            self._db.execute("BEGIN IMMEDIATE")
            self._db.execute("DELETE FROM units WHERE path = ?", (path,))
            self._db.executemany(
                "INSERT INTO units VALUES (?, ?, ?, ?)",
                ((path, u.line, u.text_sha1, u.vector) for u in units),
            )
            self._db.execute("INSERT OR REPLACE INTO notes VALUES (?, ?)", (path, sha1))
            self._changed()

    def delete(self, paths: Iterable[str]) -> None:
        """Removed notes: their vectors go with them."""
        paths = list(paths)
        if not paths:
            return
        with self._db:
            self._db.execute("BEGIN IMMEDIATE")
            for path in paths:
                self._db.execute("DELETE FROM units WHERE path = ?", (path,))
                self._db.execute("DELETE FROM notes WHERE path = ?", (path,))
            self._changed()

    def _changed(self) -> None:
        """A new generation, in the transaction that changed the units: a snapshot of
        an older one (`vector_matrix`) is stale."""
        self._db.execute(
            "INSERT OR REPLACE INTO meta VALUES ('generation', "
            "COALESCE((SELECT value FROM meta WHERE key = 'generation'), 0) + 1)"
        )

    def generation(self) -> int:
        found = self._db.execute("SELECT value FROM meta WHERE key = 'generation'").fetchone()
        return int(found[0]) if found else 0

    def generation_rows(self) -> tuple[int, list[UnitKey], list[bytes]]:
        """Every unit's key and vector in a stable order, and the generation they are,
        read in one transaction (`vector_matrix` leaves out the notes changed since)."""
        query = "SELECT path, line, text_sha1, vector FROM units ORDER BY path, line, text_sha1"
        with self._db:
            self._db.execute("BEGIN")
            generation = self.generation()
            rows = self._db.execute(query).fetchall()
        return generation, [(p, n, t) for p, n, t, _ in rows], [v for *_, v in rows]

    def count(self) -> int:
        return int(self._db.execute("SELECT count(*) FROM units").fetchone()[0])
