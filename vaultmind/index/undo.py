"""Undoing a job: revert the lines it wrote that are still exactly as it wrote them."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from vaultmind.index.journal import Journal, LineChange
from vaultmind.vault.text import NoteText, decode
from vaultmind.vault.write import update_note


@dataclass
class UndoReport:
    job: int
    reverted: int = 0
    removed_files: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)  # what had changed since: left as it is


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
    created = next((c for c in changes if c.kind == "created"), None)
    if created is not None:
        current = decode(file.read_bytes()).text if file.exists() else None
        if current == created.after:
            file.unlink()
            report.removed_files.append(rel)
        else:
            report.kept.append(f"{rel}: created by the job and edited since; left in place")
        return
    outcome: list[tuple[int, list[str]]] = []

    def revert(text: NoteText) -> NoteText:
        lines = text.text.splitlines(keepends=True)
        reverted, kept = 0, []
        for change in reversed(changes):
            if change.after not in lines:
                kept.append(f"{rel}: {(change.after or '').strip()[:60]} (changed since)")
                continue
            index = len(lines) - 1 - lines[::-1].index(change.after)
            if change.kind == "added":
                del lines[index]
            else:
                lines[index] = change.before or ""
            reverted += 1
        outcome.append((reverted, kept))
        return NoteText("".join(lines), text.bom, text.lossy)

    if file.exists():
        update_note(file, revert)
    if outcome:
        report.reverted += outcome[-1][0]
        report.kept += outcome[-1][1]
