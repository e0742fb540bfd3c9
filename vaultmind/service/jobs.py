"""The facade's record of what VaultMind did and holds: the vault's status, the job
log, and undoing a job."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from vaultmind.errors import UsageError
from vaultmind.index.paths import DataPaths
from vaultmind.service.core import ServiceCore

if TYPE_CHECKING:
    from vaultmind.agent.stats import ModelUsage
    from vaultmind.index.journal import Job, Journal
    from vaultmind.index.undo import UndoReport


class JobCommands(ServiceCore):
    """`status`, `log` and `undo`; part of `VaultService`."""

    def status(self) -> VaultStatus:
        from vaultmind.agent.ingest import backlog
        from vaultmind.agent.stats import usage
        from vaultmind.index.presence import watcher_keeps_current

        paths = DataPaths.for_vault(self.vault)
        indexed = paths.cache_file.exists()
        files = notes = size = 0
        if indexed:
            with self._cache() as cache:
                manifest = cache.manifest()
            files = len(manifest)
            notes = sum(1 for path in manifest if path.lower().endswith(".md"))
            size = sum(entry.size for entry in manifest.values())
        index_time = paths.index_dir.stat().st_mtime if paths.index_dir.exists() else None
        return VaultStatus(
            str(self.vault),
            files,
            notes,
            size,
            index_time,
            usage(paths.state_file),
            backlog(self.vault),
            watcher_keeps_current(paths),
        )

    def jobs(self, limit: int = 20) -> list[Job]:
        """The newest jobs; to someone who may not see private notes, a job that wrote
        one keeps its counts but not its command line (which may name the note). A
        limit past any journal's length is all of it (SQLite's integers end at 2⁶³)."""
        from vaultmind.index.journal import Journal

        if limit < 1:
            raise UsageError("the number of jobs must be at least 1")
        journal = Journal(self.vault)
        return visible_jobs(journal, journal.jobs(min(limit, ALL_JOBS)), self.hidden_paths())

    def last_undoable(self) -> Job | None:
        """The job `undo` with no number would revert (a face asks before it does)."""
        from vaultmind.index.journal import Journal

        pending = [j for j in Journal(self.vault).jobs(100_000) if j.status != "undone"]
        if not pending:
            return None
        return visible_jobs(Journal(self.vault), pending[:1], self.hidden_paths())[0]

    def undo(self, job: int | None = None) -> UndoReport:
        """Revert a job's lines that are still as it wrote them (default: the newest job
        not yet undone, never an older one in its place)."""
        from vaultmind.index.journal import Journal
        from vaultmind.index.undo import undo_job

        self.require_writable("nothing can be undone in this vault")
        journal = Journal(self.vault)
        pending = [j for j in journal.jobs(100_000) if j.status != "undone"]
        chosen = pending[0] if job is None and pending else None
        if job is not None:
            chosen = next((j for j in pending if j.id == job), None)
        if chosen is None:
            raise UsageError(_nothing_to_undo(job, journal))
        if chosen.status == "running":
            raise UsageError(
                f"job {chosen.id} ({chosen.command}) is still running as process "
                f"{chosen.pid}; wait for it to finish, then undo"
            )
        hidden = self.hidden_paths()  # the owner's undo reads no job lines for it
        if hidden and {c.path for c in journal.changes(chosen.id)} & hidden:
            raise UsageError(f"job {chosen.id} wrote private notes: only the vault's owner "
                             "can undo it")  # fmt: skip
        with self._write_lock():
            report = undo_job(self.vault, journal, chosen.id)
        report.newer = [j.id for j in pending if j.id > chosen.id]
        self.update_index()
        return report


PRIVATE_JOB = "(a job that wrote private notes)"
ALL_JOBS = 1_000_000_000  # more than any journal holds: `log -n` past it lists them all


def visible_jobs(journal: Journal, found: list[Job], hidden: frozenset[str]) -> list[Job]:
    """`found` as someone who may not see the `hidden` paths sees them: a job that
    wrote one keeps its counts, not its command line (which may name the note)."""
    from dataclasses import replace

    if not hidden:
        return found
    touched = {job.id: {c.path for c in journal.changes(job.id)} for job in found}
    return [replace(job, command=PRIVATE_JOB) if touched[job.id] & hidden else job
            for job in found]  # fmt: skip


def _nothing_to_undo(job: int | None, journal: Journal) -> str:
    if job is None:
        return "nothing to undo (see `vaultmind log`)"
    if any(j.id == job for j in journal.jobs(100_000)):
        return f"job {job} is already undone (see `vaultmind log`)"
    return f"there is no job {job} (see `vaultmind log`)"


@dataclass(frozen=True, slots=True)
class VaultStatus:
    vault: str
    files: int
    notes: int
    bytes: int
    index_updated: float | None  # seconds since the epoch; None: never indexed
    model_usage: list[ModelUsage]
    backlog: list[tuple[str, str, int, int]]  # (source, chat, pending, failed)
    watcher: bool = False  # a live `vaultmind watch` (or daemon, or TUI) keeps the index current
