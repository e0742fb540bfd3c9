"""`.vaultmind/state.sqlite`: this machine's log of model calls, ingest state and jobs.

A cache and a log, never the truth: deleting it loses history (and undo), not
knowledge. Its tables change through numbered migrations, the number kept in the
database (`PRAGMA user_version`), so a newer VaultMind adds what it needs to an older
file and an older one refuses a newer file instead of misreading it.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from vaultmind.errors import VaultMindError

Migration = Callable[[sqlite3.Connection], None]


def _baseline(db: sqlite3.Connection) -> None:
    """1: the tables as sessions 1 and 2 made them, unversioned (hence IF NOT EXISTS)."""
    _each(
        db,
        """
        CREATE TABLE IF NOT EXISTS jobs (
            id INTEGER PRIMARY KEY AUTOINCREMENT, started REAL NOT NULL,
            command TEXT NOT NULL, status TEXT NOT NULL
        );
        CREATE TABLE IF NOT EXISTS job_lines (
            job INTEGER NOT NULL, seq INTEGER NOT NULL, path TEXT NOT NULL,
            kind TEXT NOT NULL, before TEXT, after TEXT
        );
        CREATE TABLE IF NOT EXISTS model_calls (
            at REAL NOT NULL, model TEXT NOT NULL, task TEXT NOT NULL,
            prompt_tokens INTEGER NOT NULL, completion_tokens INTEGER NOT NULL,
            seconds REAL NOT NULL
        );
        CREATE TABLE IF NOT EXISTS messages (
            path TEXT NOT NULL, block TEXT NOT NULL, source TEXT NOT NULL, chat TEXT NOT NULL,
            text_sha1 TEXT NOT NULL, status TEXT NOT NULL, error TEXT,
            PRIMARY KEY (path, block)
        );
        """,
    )


def _each(db: sqlite3.Connection, script: str) -> None:
    """Statement by statement: `executescript` would commit the migration's transaction."""
    for statement in script.split(";"):
        if statement.strip():
            db.execute(statement)


def _jobs_know_their_process(db: sqlite3.Connection) -> None:
    """2 (issue 8): a job records its process, so one whose process died is known to be
    interrupted; a job's lines are found by index (an ingest writes thousands)."""
    have = {row[1] for row in db.execute("PRAGMA table_info(jobs)")}
    for column, kind in (("pid", "INTEGER"), ("process", "TEXT")):
        if column not in have:
            db.execute(f"ALTER TABLE jobs ADD COLUMN {column} {kind}")
    db.execute("CREATE INDEX IF NOT EXISTS job_lines_by_job ON job_lines (job, seq)")


MIGRATIONS: tuple[Migration, ...] = (_baseline, _jobs_know_their_process)


@contextmanager
def open_state(path: Path) -> Iterator[sqlite3.Connection]:
    """An autocommit connection in WAL mode, migrated to this version's tables."""
    path.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(path, timeout=30.0, isolation_level=None)
    try:
        db.execute("PRAGMA journal_mode=WAL")
        migrate(db, path)
        yield db
    finally:
        db.close()


def migrate(db: sqlite3.Connection, path: Path) -> None:
    """Apply the migrations this file has not had, each in its own transaction (two
    processes opening an old file at once: the second finds the work done)."""
    if _version(db) == len(MIGRATIONS):
        return
    db.execute("BEGIN IMMEDIATE")
    try:
        version = _version(db)
        if version > len(MIGRATIONS):
            raise VaultMindError(
                f"{path} was written by a newer VaultMind (state version {version}); "
                "update VaultMind to use this vault here"
            )
        for number in range(version, len(MIGRATIONS)):
            MIGRATIONS[number](db)
        db.execute(f"PRAGMA user_version = {len(MIGRATIONS)}")
        db.execute("COMMIT")
    except BaseException:
        db.execute("ROLLBACK")
        raise


def _version(db: sqlite3.Connection) -> int:
    return int(db.execute("PRAGMA user_version").fetchone()[0])
