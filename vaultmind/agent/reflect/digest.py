"""The week in numbers for `## Weekly digest` in `Daily/YYYY-Www.md`: per project,
tasks done and added; commitments kept, broken (due passed, still active) and
postponed (superseded by one with a later due); who moved and who stalled; the risks
the week's reflections named. Deterministic: no model."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path

from vaultmind.memory.decay import parse_iso
from vaultmind.memory.task_owner import NotePeople, owner_of
from vaultmind.vault.model import MemoryLine, Note
from vaultmind.vault.resolve import LinkResolver

_WEEK = re.compile(r"^(\d{4})-W(\d{2})$")
_RISK_GROUP = "- **Risks**:"


def week_days(week: str) -> tuple[date, date]:
    """(Monday, Sunday) of an ISO week `2026-W49`; ValueError for anything else."""
    found = _WEEK.match(week.strip())
    if found is None:
        raise ValueError(week)
    monday = date.fromisocalendar(int(found.group(1)), int(found.group(2)), 1)
    return monday, monday + timedelta(days=6)


def week_name(day: date) -> str:
    year, number, _ = day.isocalendar()
    return f"{year}-W{number:02d}"


@dataclass(frozen=True, slots=True)
class Promise:
    person: str
    text: str
    due: date | None
    later: date | None = None  # a postponed one's new due


@dataclass
class ProjectWeek:
    title: str
    done: int = 0
    added: int = 0
    kept: int = 0
    broken: list[str] = field(default_factory=list)


@dataclass
class Digest:
    week: str
    first: date
    last: date
    projects: list[ProjectWeek] = field(default_factory=list)
    kept: list[Promise] = field(default_factory=list)
    broken: list[Promise] = field(default_factory=list)
    postponed: list[Promise] = field(default_factory=list)
    moved: dict[str, int] = field(default_factory=dict)  # person → things done
    stalled: dict[str, int] = field(default_factory=dict)  # person → promises broken
    risks: list[str] = field(default_factory=list)


def digest(
    week: str,
    notes: list[Note],
    resolver: LinkResolver,
    vault: Path,
    today: date,
    me: str | None = None,
) -> Digest:
    """The week's digest; `me`: the vault owner's note (`task_owner`)."""
    first, last = week_days(week)
    result = Digest(week, first, last)
    until = min(last, today - timedelta(days=1))  # what is due today is not broken yet
    people = NotePeople(notes, resolver, me)
    for note in sorted(notes, key=lambda n: n.title.casefold()):
        tasks = _tasks(note, people, result, until)
        if note.type == "project":
            result.projects.append(tasks)
        if note.type == "person":
            _memories(note, result, until)
    for person in result.moved:
        result.stalled.pop(person, None)
    result.kept, result.broken = _distinct(result.kept), _distinct(result.broken)
    result.risks = _risks(vault, first, last)
    return result


def _distinct(promises: list[Promise]) -> list[Promise]:
    """One promise held in several lines (a memory and tasks in two projects) once."""
    seen: dict[tuple[str, str, date | None], Promise] = {}
    for p in promises:
        seen.setdefault((p.person, " ".join(p.text.casefold().split()), p.due), p)
    return list(seen.values())


def _within(value: str | date | None, first: date, last: date) -> bool:
    day = parse_iso(value) if isinstance(value, str) or value is None else value
    return day is not None and first <= day <= last


def _tasks(note: Note, people: NotePeople, d: Digest, until: date) -> ProjectWeek:
    """The note's week of tasks (a project's row), and its tasks' promises: those in
    a project, or any note's that `task_owner` gives to someone, kept or broken."""
    week = ProjectWeek(note.title)
    for task in note.tasks:
        found = owner_of(task, note, people)
        owner = found.name if found else None
        if owner is None and note.type != "project":
            continue
        if _within(task.created, d.first, d.last):
            week.added += 1
        if not task.is_open and _within(task.done, d.first, d.last):
            week.done += 1
            week.kept += task.due is not None
            if owner:
                d.moved[owner] = d.moved.get(owner, 0) + 1
                d.kept.append(Promise(owner, task.text, parse_iso(task.due)))
        elif task.is_open and _within(task.due, d.first, until):
            week.broken.append(task.text)
            d.broken.append(Promise(owner or "", task.text, parse_iso(task.due)))
            if owner:
                d.stalled[owner] = d.stalled.get(owner, 0) + 1
    return week


def _memories(person: Note, d: Digest, until: date) -> None:
    by_id = {m.id: m for m in person.memories if m.id}
    for m in person.memories:
        if m.kind != "commitment":
            continue
        due = parse_iso(m.field("due"))
        if m.status == "done" and _within(m.field("done"), d.first, d.last):
            d.kept.append(Promise(person.title, m.text, due))
            d.moved[person.title] = d.moved.get(person.title, 0) + 1
        elif m.status == "active" and _within(due, d.first, until):
            d.broken.append(Promise(person.title, m.text, due))
            d.stalled[person.title] = d.stalled.get(person.title, 0) + 1
        elif m.status == "superseded":
            _postponed(person, m, by_id, due, d)


def _postponed(person: Note, m: MemoryLine, by_id: dict[str, MemoryLine], due: date | None,
               d: Digest) -> None:  # fmt: skip
    """Superseded by a line with a later due, and moved this week: by the new line's
    `created`, or (without one) by the old due falling in the week."""
    new = by_id.get(m.superseded_by or "")
    later = parse_iso(new.field("due")) if new is not None else None
    if new is None or due is None or later is None or later <= due:
        return
    if _within(new.created_on or due, d.first, d.last):
        d.postponed.append(Promise(person.title, m.text, due, later))


def _risks(vault: Path, first: date, last: date) -> list[str]:
    """The items under `- **Risks**:` and the overdue lines of the week's reflections."""
    found: dict[str, None] = {}
    day = first
    while day <= last:
        file = vault / "Daily" / f"{day.isoformat()}.md"
        day += timedelta(days=1)
        if not file.is_file():
            continue
        person, in_risks = "", False
        for line in file.read_text(encoding="utf-8", errors="replace").splitlines():
            if line.startswith("## "):
                person = line[3:].removeprefix("Reflection — ") if "Reflection — " in line else ""
                in_risks = False
            elif person and line.startswith("- "):
                in_risks = line.startswith(_RISK_GROUP)
                if line.startswith("- overdue: "):
                    found[f"{person}: {line[2:]}"] = None
            elif person and in_risks and line.startswith("  - "):
                found[f"{person}: {line[4:]}"] = None
    return list(found)
