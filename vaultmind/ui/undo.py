"""ctrl+z on any screen: the service's `undo` of VaultMind's last write (the job
`vaultmind undo` would revert), after a yes, said in one notification."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from textual.message import Message

if TYPE_CHECKING:
    from vaultmind.index.journal import Job
    from vaultmind.index.undo import UndoReport


@dataclass
class UndoFound(Message):
    job: Job | None  # None: nothing to undo


@dataclass
class Undone(Message):
    job: Job
    report: UndoReport


def question(job: Job) -> tuple[str, str]:
    """The confirmation's question and its detail line."""
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(job.started))
    return (f"Undo {job.command}?",
            f"job {job.id} at {when}: {job.files} file(s), +{job.added} ~{job.changed} "
            "line(s); lines changed since are kept")  # fmt: skip


def outcome(job: Job, report: UndoReport) -> str:
    said = f"undone: {job.command} ({report.reverted} line(s) reverted"
    if report.removed_files:
        said += f", {len(report.removed_files)} file(s) it created removed"
    if report.restored_files:
        said += f", {len(report.restored_files)} it removed put back"
    said += ")"
    if report.kept:
        said += f"; {len(report.kept)} line(s) changed since were kept"
    return said
