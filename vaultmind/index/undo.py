"""Undoing a job: revert the lines it wrote that are still exactly as it wrote them."""

from __future__ import annotations

from bisect import insort
from dataclasses import dataclass, field
from pathlib import Path

from vaultmind.index.journal import Journal, LineChange
from vaultmind.vault.text import NoteText, decode
from vaultmind.vault.write import atomic_write_bytes, update_note


@dataclass
class UndoReport:
    job: int
    reverted: int = 0
    removed_files: list[str] = field(default_factory=list)
    restored_files: list[str] = field(default_factory=list)  # removed by the job, put back
    kept: list[str] = field(default_factory=list)  # what had changed since: left as it is
    newer: list[int] = field(default_factory=list)  # later jobs, not undone by this


def undo_job(vault: Path, journal: Journal, job: int) -> UndoReport:
    report = UndoReport(job)
    by_path: dict[str, list[LineChange]] = {}
    for change in journal.changes(job):
        by_path.setdefault(change.path, []).append(change)
    for path, changes in by_path.items():
        _undo_file(vault / path, path, changes, report)
    journal.mark(job, "undone")
    return report


def _undo_file(file: Path, rel: str, changes: list[LineChange], report: UndoReport) -> None:
    removed = next((c for c in changes if c.kind == "removed"), None)
    if removed is not None:
        if not _restore(file, rel, removed.before or "", report):
            return
        changes = [c for c in changes if c.kind != "removed"]
    created = next((c for c in changes if c.kind == "created"), None)
    if created is not None:
        if not file.exists():
            return  # the job was stopped before it wrote the file
        if decode(file.read_bytes()).text == created.after:
            file.unlink()
            report.removed_files.append(rel)
        else:
            report.kept.append(f"{rel}: created by the job and edited since; left in place")
        return
    outcome: list[tuple[int, list[str]]] = []

    def revert(text: NoteText) -> NoteText:
        lines, reverted, kept = _revert_lines(text.text.splitlines(keepends=True), changes)
        outcome.append((reverted, [f"{rel}: {line} (changed since)" for line in kept]))
        return NoteText("".join(lines), text.bom, text.lossy)

    if file.exists():
        update_note(file, revert)
    if outcome:
        report.reverted += outcome[-1][0]
        report.kept += outcome[-1][1]


def _restore(file: Path, rel: str, text: str, report: UndoReport) -> bool:
    """A file the job removed comes back as it was, unless one is there again."""
    if file.exists():
        report.kept.append(f"{rel}: removed by the job and made again since; left in place")
        return False
    atomic_write_bytes(file, text.encode("utf-8"))
    report.restored_files.append(rel)
    return True


def _revert_lines(lines: list[str], changes: list[LineChange]) -> tuple[list[str], int, list[str]]:
    """Each change, newest first, undone on the last line still as it wrote it.

    One pass over the file whatever the number of changes (an ingest writes thousands).
    """
    where: dict[str, list[int]] = {}
    for index, line in enumerate(lines):
        where.setdefault(line, []).append(index)
    removed: set[int] = set()
    restored: dict[int, str] = {}
    kept: list[str] = []
    for change in reversed(changes):
        places = where.get(change.after or "")
        if not places:
            kept.append((change.after or "").strip()[:60])
            continue
        index = places.pop()
        if change.kind == "added":
            removed.add(index)
        else:  # the line as it was may itself be an earlier change of this job
            restored[index] = change.before or ""
            insort(where.setdefault(restored[index], []), index)
    result = [restored.get(i, line) for i, line in enumerate(lines) if i not in removed]
    return result, len(changes) - len(kept), kept
