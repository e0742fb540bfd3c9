"""Writing the note cache (`index.cache`): one file's row and its lookup tables, put,
touched or deleted inside one transaction."""

from __future__ import annotations

import pickle
import posixpath
import sqlite3
from collections.abc import Iterable
from typing import TYPE_CHECKING

from vaultmind.index import commitment_rows
from vaultmind.index.cache import CACHE_VERSION, INDEXES, file_name_key, link_key
from vaultmind.vault.model import Note
from vaultmind.vault.privacy import flagged
from vaultmind.vault.slug import slugify
from vaultmind.vault.text import name_key

if TYPE_CHECKING:
    from vaultmind.vault.files import FileStat

# every lookup table derived from a note: forgotten with it, emptied by `clear`
_DERIVED = ("links", "names", "memory_ids", "commitments", "task_names", "people", "slugs",
            "private")  # fmt: skip


def _index_name(statement: str) -> str:
    return statement.split(" ON ", 1)[0].rsplit(" ", 1)[1]


class CacheWriter:
    """Changes made inside one `NoteCache.transaction()`."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db
        self._empty = False  # after clear(): nothing to forget before each put

    def clear(self) -> None:
        for table in ("files", "meta", *_DERIVED):
            self._db.execute(f"DELETE FROM {table}")
        for statement in INDEXES:
            self._db.execute(f"DROP INDEX IF EXISTS {_index_name(statement)}")
        self._empty = True

    def finish(self) -> None:
        """Before the commit: a cleared cache gets its indexes back, each built once."""
        if self._empty:
            for statement in INDEXES:
                self._db.execute(statement)

    def set_version(self) -> None:
        self._db.execute("INSERT OR REPLACE INTO meta VALUES ('version', ?)", (CACHE_VERSION,))

    def put(self, stat: FileStat, sha1: str | None, note: Note | None, checked_ns: int) -> None:
        blob = pickle.dumps(note, protocol=pickle.HIGHEST_PROTOCOL) if note else None
        self._db.execute(
            "INSERT OR REPLACE INTO files VALUES (?, ?, ?, ?, ?, ?, ?)",
            (stat.path, stat.size, stat.mtime_ns, sha1, checked_ns, blob, file_name_key(stat.path)),
        )
        if not self._empty:
            self._forget_derived([stat.path])
        if note is not None:
            self._remember_derived(note)

    def _forget_derived(self, paths: Iterable[str]) -> None:
        rows = [(path,) for path in paths]
        for table, column in (
            ("links", "source"),
            ("names", "path"),
            ("memory_ids", "path"),
            ("commitments", "path"),
            ("task_names", "path"),
            ("people", "path"),
            ("slugs", "path"),
            ("private", "path"),
        ):
            self._db.executemany(f"DELETE FROM {table} WHERE {column}=?", rows)

    def _remember_derived(self, note: Note) -> None:
        """Lookup tables that let one person's context avoid loading every note."""
        targets = [(link_key(link.target), link.line) for link in note.links]
        owner = note.frontmatter.get("owner")
        if note.owner is not None and "[[" not in str(owner):  # a plain name is an edge too
            targets.append((link_key(note.owner), 1))
        links = [(note.path, key, line, posixpath.basename(key)) for key, line in targets if key]
        self._db.executemany("INSERT INTO links VALUES (?, ?, ?, ?)", links)
        names = {(name_key(note.title), "title", note.title)}
        names |= {(name_key(alias), "alias", alias) for alias in note.aliases}
        names |= {(name_key(name), "called", name) for name in note.called}
        rows = [(key, note.path, kind, name) for key, kind, name in names]
        self._db.executemany("INSERT INTO names VALUES (?, ?, ?, ?)", rows)
        ids = [(m.id, note.path) for m in note.memories if m.id]
        self._db.executemany("INSERT INTO memory_ids VALUES (?, ?)", ids)
        self._db.execute("INSERT INTO slugs VALUES (?, ?)", (slugify(note.title), note.path))
        commitments, task_names = commitment_rows.rows_of(note)
        self._db.executemany(commitment_rows.INSERT, commitments)
        self._db.executemany(commitment_rows.INSERT_NAME, task_names)
        if note.type == "person":
            self._db.execute("INSERT OR REPLACE INTO people VALUES (?)", (note.path,))
        if flagged(note.frontmatter):
            self._db.execute("INSERT OR REPLACE INTO private VALUES (?)", (note.path,))

    def touch(self, stat: FileStat, checked_ns: int) -> None:
        """Same content, new mtime (a `touch`, a git checkout): nothing to re-parse."""
        self._db.execute(
            "UPDATE files SET size=?, mtime_ns=?, checked_ns=? WHERE path=?",
            (stat.size, stat.mtime_ns, checked_ns, stat.path),
        )

    def delete(self, paths: Iterable[str]) -> None:
        paths = list(paths)
        self._db.executemany("DELETE FROM files WHERE path=?", ((p,) for p in paths))
        self._forget_derived(paths)
