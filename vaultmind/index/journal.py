"""The job log: which lines each VaultMind command added or changed, so it can be undone.

Kept in `.vaultmind/state.sqlite` (this machine's history, not synced). What a write
will do is recorded *before* the write, so a job killed at any moment can still be
undone. Undo reverts only lines that are still exactly as the job wrote them and
reports the others; a file the job created is removed only if nobody has touched it.
"""

from __future__ import annotations

import os
import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, ExitStack, contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from pathlib import Path

from vaultmind.errors import Cancelled
from vaultmind.index.line_diff import opcodes
from vaultmind.index.paths import DataPaths
from vaultmind.index.process import identity, is_alive
from vaultmind.index.state import open_state
from vaultmind.vault.write import observed

_ACTIVE: ContextVar[int | None] = ContextVar("vaultmind_job", default=None)


@dataclass(frozen=True, slots=True)
class LineChange:
    path: str
    kind: str  # "created" (whole file in `after`), "added", "changed", "removed" (in `before`)
    before: str | None
    after: str | None


@dataclass(frozen=True, slots=True)
class Job:
    id: int
    started: float
    command: str
    status: str  # running | interrupted | done | failed | undone
    files: int
    added: int
    changed: int
    pid: int | None = None


class Journal:
    def __init__(self, vault: Path) -> None:
        self.vault = vault
        self.state = DataPaths.for_vault(vault).state_file

    def _db(self) -> AbstractContextManager[sqlite3.Connection]:
        return open_state(self.state)

    @contextmanager
    def job(self, command: str) -> Iterator[int]:
        """Record every write made inside as one job; nested jobs join the outer one.

        The job is created at its first write: a command that changes nothing (a
        re-run, a refused input) leaves no trace in the log. Running an interrupted
        ingest again continues its job, so one undo reverts both runs.
        """
        if _ACTIVE.get() is not None:
            yield 0
            return
        recorder = _Recorder(self, command)
        token = _ACTIVE.set(-1)
        status = "failed"
        try:
            with observed(recorder.record):
                yield 0
            status = "done"
        except (KeyboardInterrupt, Cancelled):
            status = "interrupted"
            raise
        finally:
            _ACTIVE.reset(token)
            recorder.finish(status)

    def jobs(self, limit: int = 20) -> list[Job]:
        """The newest jobs first; a running job whose process is gone is `interrupted`."""
        if not self.state.exists():
            return []
        with self._db() as db:
            rows = db.execute(
                "SELECT j.id, j.started, j.command, j.status, COUNT(DISTINCT l.path), "
                "SUM(l.kind IN ('added', 'created')), SUM(l.kind = 'changed'), j.pid, j.process "
                "FROM jobs j LEFT JOIN job_lines l ON l.job = j.id "
                "GROUP BY j.id ORDER BY j.id DESC LIMIT ?",
                (limit,),
            ).fetchall()
        return [
            Job(
                r[0],
                r[1],
                r[2],
                _status(r[3], r[7], r[8]),
                r[4],
                int(r[5] or 0),
                int(r[6] or 0),
                r[7],
            )
            for r in rows
        ]

    def changes(self, job: int) -> list[LineChange]:
        with self._db() as db:
            rows = db.execute(
                "SELECT path, kind, before, after FROM job_lines WHERE job=? ORDER BY seq", (job,)
            ).fetchall()
        return [LineChange(*row) for row in rows]

    def mark(self, job: int, status: str) -> None:
        with self._db() as db:
            db.execute("UPDATE jobs SET status=? WHERE id=?", (status, job))


def _status(stored: str, pid: int | None, process: str | None) -> str:
    if stored != "running":
        return stored
    if pid is None or process is None:
        return "interrupted"  # logged before jobs named their process: long gone
    return "running" if is_alive(pid, process) else "interrupted"


class _Recorder:
    """One job's rows, opened at its first write."""

    def __init__(self, journal: Journal, command: str) -> None:
        self.journal = journal
        self.command = command
        self.stack = ExitStack()
        self.db: sqlite3.Connection | None = None
        self.id = 0

    def record(self, path: Path, old: bytes | None, new: bytes | None) -> Callable[[], None]:
        """Log what this write will do; returns how to forget it if it does not happen."""
        db = self.db or self._open()
        rel = path.relative_to(self.journal.vault).as_posix()
        created = db.execute(
            "SELECT rowid, after FROM job_lines WHERE job=? AND path=? AND kind='created'",
            (self.id, rel),
        ).fetchone()
        if created and new is not None:  # a file this job created: how the job left it
            text = new.decode("utf-8", errors="replace")
            db.execute("UPDATE job_lines SET after=? WHERE rowid=?", (text, created[0]))
            return lambda: _set_after(db, created[0], created[1])
        start = db.execute(
            "SELECT COALESCE(MAX(seq) + 1, 0) FROM job_lines WHERE job=?", (self.id,)
        ).fetchone()[0]
        db.executemany(
            "INSERT INTO job_lines VALUES (?, ?, ?, ?, ?, ?)",
            [
                (self.id, start + i, c.path, c.kind, c.before, c.after)
                for i, c in enumerate(changes(rel, old, new))
            ],
        )
        return lambda: _forget(db, self.id, start)

    def _open(self) -> sqlite3.Connection:
        db = self.stack.enter_context(self.journal._db())
        self.db = db
        newest = self.journal.jobs(1)
        if newest and newest[0].status == "interrupted" and _continues(newest[0], self.command):
            self.id = newest[0].id
            db.execute(
                "UPDATE jobs SET status='running', pid=?, process=? WHERE id=?",
                (os.getpid(), identity(), self.id),
            )
        else:
            cursor = db.execute(
                "INSERT INTO jobs (started, command, status, pid, process) "
                "VALUES (?, ?, 'running', ?, ?)",
                (time.time(), self.command, os.getpid(), identity()),
            )
            self.id = int(cursor.lastrowid or 0)
        return db

    def finish(self, status: str) -> None:
        with self.stack:
            if self.db is not None:
                self.db.execute("UPDATE jobs SET status=? WHERE id=?", (status, self.id))


def _continues(job: Job, command: str) -> bool:
    """An ingest is continued by running it again (as its Ctrl-C message says); other
    commands are each their own job even when they look alike (`remember Дима`)."""
    return command.startswith("ingest") and job.command == command


def _set_after(db: sqlite3.Connection, rowid: int, after: str) -> None:
    db.execute("UPDATE job_lines SET after=? WHERE rowid=?", (after, rowid))


def _forget(db: sqlite3.Connection, job: int, start: int) -> None:
    db.execute("DELETE FROM job_lines WHERE job=? AND seq>=?", (job, start))


def changes(rel: str, old: bytes | None, new: bytes | None) -> list[LineChange]:
    """The lines `new` adds to or changes in `old`, in time linear in their size; a
    removed file (`new` None) is kept whole."""
    if new is None:
        return [LineChange(rel, "removed", (old or b"").decode("utf-8", errors="replace"), None)]
    after_text = new.decode("utf-8", errors="replace")
    if old is None:
        return [LineChange(rel, "created", None, after_text)]
    before = old.decode("utf-8", errors="replace").splitlines(keepends=True)
    after = after_text.splitlines(keepends=True)
    found: list[LineChange] = []
    for tag, i1, i2, j1, j2 in opcodes(before, after):
        if tag == "insert":
            found += [LineChange(rel, "added", None, line) for line in after[j1:j2]]
        elif tag == "replace":
            pairs = list(zip(before[i1:i2], after[j1:j2], strict=False))
            found += [LineChange(rel, "changed", b, a) for b, a in pairs]
            found += [LineChange(rel, "added", None, line) for line in after[j1 + len(pairs) : j2]]
    return found
