"""The job log: which lines each VaultMind command added or changed, so it can be undone.

Kept in `.vaultmind/state.sqlite` (this machine's history, not synced). Undo reverts
only lines that are still exactly as the job wrote them and reports the others; a
file the job created is removed only if nobody has touched it since.
"""

from __future__ import annotations

import difflib
import sqlite3
import time
from collections.abc import Iterator
from contextlib import AbstractContextManager, ExitStack, contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from pathlib import Path

from vaultmind.index.paths import DataPaths
from vaultmind.index.state import open_state
from vaultmind.vault.write import observed

_SCHEMA = """
CREATE TABLE IF NOT EXISTS jobs (
    id INTEGER PRIMARY KEY AUTOINCREMENT, started REAL NOT NULL, command TEXT NOT NULL,
    status TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS job_lines (
    job INTEGER NOT NULL, seq INTEGER NOT NULL, path TEXT NOT NULL, kind TEXT NOT NULL,
    before TEXT, after TEXT
);
"""
_ACTIVE: ContextVar[int | None] = ContextVar("vaultmind_job", default=None)


@dataclass(frozen=True, slots=True)
class LineChange:
    path: str
    kind: str  # "created" (whole file in `after`), "added", "changed"
    before: str | None
    after: str | None


@dataclass(frozen=True, slots=True)
class Job:
    id: int
    started: float
    command: str
    status: str  # running | done | failed | undone
    files: int
    added: int
    changed: int


class Journal:
    def __init__(self, vault: Path) -> None:
        self.vault = vault
        self.state = DataPaths.for_vault(vault).state_file

    def _db(self) -> AbstractContextManager[sqlite3.Connection]:
        return open_state(self.state, _SCHEMA)

    @contextmanager
    def job(self, command: str) -> Iterator[int]:
        """Record every write made inside as one job; nested jobs join the outer one.

        The job is created at its first write: a command that changes nothing (a
        re-run, a refused input) leaves no trace in the log.
        """
        if _ACTIVE.get() is not None:
            yield 0
            return
        opened: list[tuple[sqlite3.Connection, int]] = []
        connection = ExitStack()

        def record(path: Path, old: bytes | None, new: bytes) -> None:
            if not opened:
                db = connection.enter_context(self._db())
                cursor = db.execute(
                    "INSERT INTO jobs (started, command, status) VALUES (?, ?, 'running')",
                    (time.time(), command),
                )
                opened.append((db, int(cursor.lastrowid or 0)))
            self._record(*opened[0], path, old, new)

        token = _ACTIVE.set(-1)
        status = "failed"
        try:
            with observed(record):
                yield 0
            status = "done"
        finally:
            _ACTIVE.reset(token)
            with connection:
                if opened:
                    db, job_id = opened[0]
                    db.execute("UPDATE jobs SET status=? WHERE id=?", (status, job_id))

    def _record(
        self, db: sqlite3.Connection, job: int, path: Path, old: bytes | None, new: bytes
    ) -> None:
        rel = path.relative_to(self.vault).as_posix()
        created = db.execute(
            "SELECT rowid FROM job_lines WHERE job=? AND path=? AND kind='created'", (job, rel)
        ).fetchone()
        if created:  # a file this job created: what counts is how the job left it
            text = new.decode("utf-8", errors="replace")
            db.execute("UPDATE job_lines SET after=? WHERE rowid=?", (text, created[0]))
            return
        changes = _changes(rel, old, new)
        start = db.execute("SELECT COUNT(*) FROM job_lines WHERE job=?", (job,)).fetchone()[0]
        db.executemany(
            "INSERT INTO job_lines VALUES (?, ?, ?, ?, ?, ?)",
            [(job, start + i, c.path, c.kind, c.before, c.after) for i, c in enumerate(changes)],
        )

    def jobs(self, limit: int = 20) -> list[Job]:
        if not self.state.exists():
            return []
        with self._db() as db:
            rows = db.execute(
                "SELECT j.id, j.started, j.command, j.status, COUNT(DISTINCT l.path), "
                "SUM(l.kind IN ('added', 'created')), SUM(l.kind = 'changed') FROM jobs j "
                "LEFT JOIN job_lines l ON l.job = j.id GROUP BY j.id ORDER BY j.id DESC LIMIT ?",
                (limit,),
            ).fetchall()
        return [Job(r[0], r[1], r[2], r[3], r[4], int(r[5] or 0), int(r[6] or 0)) for r in rows]

    def changes(self, job: int) -> list[LineChange]:
        with self._db() as db:
            rows = db.execute(
                "SELECT path, kind, before, after FROM job_lines WHERE job=? ORDER BY seq", (job,)
            ).fetchall()
        return [LineChange(*row) for row in rows]

    def mark(self, job: int, status: str) -> None:
        with self._db() as db:
            db.execute("UPDATE jobs SET status=? WHERE id=?", (status, job))


def _changes(rel: str, old: bytes | None, new: bytes) -> list[LineChange]:
    after_text = new.decode("utf-8", errors="replace")
    if old is None:
        return [LineChange(rel, "created", None, after_text)]
    before = old.decode("utf-8", errors="replace").splitlines(keepends=True)
    after = after_text.splitlines(keepends=True)
    found: list[LineChange] = []
    matcher = difflib.SequenceMatcher(None, before, after, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "insert":
            found += [LineChange(rel, "added", None, line) for line in after[j1:j2]]
        elif tag == "replace":
            pairs = list(zip(before[i1:i2], after[j1:j2], strict=False))
            found += [LineChange(rel, "changed", b, a) for b, a in pairs]
            found += [LineChange(rel, "added", None, line) for line in after[j1 + len(pairs) : j2]]
    return found
