"""How the CLI shows reminders, reflections, digests and plans."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from vaultmind.memory.commitments import OpenCommitment
    from vaultmind.memory.reminders import DueList


def render_due(due: DueList) -> str:
    """A few lines a cron mail or a login shell can show: overdue, today, then the
    day-before reminders."""
    if due.empty:
        return "nothing overdue, due today or due tomorrow"
    lines = [_line("OVERDUE", c) for c in due.overdue]
    lines += [_line("TODAY", c) for c in due.due_today]
    lines += due.reminders
    return "\n".join(lines)


def render_due_short(due: DueList) -> str:
    """One line for a shell prompt; empty when nothing is due."""
    groups = ((due.overdue, "overdue"), (due.due_today, "today"), (due.tomorrow, "tomorrow"))
    parts = [f"{len(items)} {label}" for items, label in groups if items]
    return f"due: {', '.join(parts)}" if parts else ""


def _line(label: str, c: OpenCommitment) -> str:
    ref = f"^{c.memory_id}" if c.memory_id else f"{c.path}:{c.line}"
    who = f"{c.person}: " if c.person else ""
    return f"{label:<8} {c.due} {who}{c.text}  ({ref})"
