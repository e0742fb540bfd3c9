"""How the CLI shows reminders, reflections, digests and plans."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from vaultmind.memory.commitments import OpenCommitment
    from vaultmind.memory.reminders import DueList
    from vaultmind.service.reflect import ReflectReport


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


def render_reflection(report: ReflectReport) -> tuple[list[str], list[str]]:
    """(stdout lines, stderr lines): each person's first line and what became of it."""
    out: list[str] = []
    err: list[str] = []
    how = f"model {report.model}" if report.model else "no model: the template reflection"
    for person in report.people:
        out.append(f"{report.path} ## Reflection — {person.person}: {person.outcome}")
        out.append(f"  {person.summary}")
        for change in person.memories:
            out.append(f"  commitment {change.action}: ^{change.memory_id} in {change.path}")
        if person.outcome.startswith("edited"):
            err.append(f"{person.person}: the reflection in {report.path} was edited by you "
                       "since VaultMind wrote it; left as it is")  # fmt: skip
        if person.model_error:
            err.append(f"{person.person}: the model failed ({person.model_error}); "
                       "the template reflection was written")  # fmt: skip
        if person.notice:
            err.append(f"{person.person}: {person.notice}; the template summary was written")
        dropped = sum(person.dropped.values())
        if dropped:
            err.append(f"{person.person}: {dropped} item(s) from the model dropped as "
                       "not grounded in the day's events")  # fmt: skip
    if not report.people:
        out.append(f"nothing happened on {report.day.isoformat()} to reflect on")
    skipped = sum(1 for p in report.people if p.model_skipped)
    if skipped:
        how += f" (not asked for {skipped} person(s) with nothing new)"
    err.append(f"{how}; {len(report.quiet)} person(s) with a quiet day")
    return out, err
