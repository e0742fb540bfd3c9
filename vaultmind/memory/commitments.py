"""Every open commitment in the vault: memory lines and task lines with an owner."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from vaultmind.memory.decay import effective_confidence, is_outdated, parse_iso
from vaultmind.vault.model import Note
from vaultmind.vault.resolve import LinkResolver
from vaultmind.vault.tasks import owner_links


@dataclass(frozen=True, slots=True)
class OpenCommitment:
    person: str  # title of whoever made it ('' if nobody is named)
    text: str
    due: date | None
    overdue: bool
    path: str
    line: int
    memory_id: str | None
    confidence: float


def open_commitments(
    notes: list[Note],
    resolver: LinkResolver,
    today: date,
    half_lives: dict[str, int] | None = None,
) -> list[OpenCommitment]:
    titles = {note.path: note.title for note in notes}
    found: list[OpenCommitment] = []
    for note in notes:
        found += _from_memories(note, today, half_lives)
        found += _from_tasks(note, resolver, titles, today)
    return sorted(found, key=_order)


def _from_memories(
    note: Note, today: date, half_lives: dict[str, int] | None
) -> list[OpenCommitment]:
    found = []
    for memory in note.memories:
        if memory.kind != "commitment" or memory.status != "active" or is_outdated(memory, today):
            continue
        due = parse_iso(memory.field("due"))
        person = note.title if note.type == "person" else ""
        overdue = bool(due and due < today)
        confidence = effective_confidence(memory, today, half_lives)
        item = OpenCommitment(person, memory.text, due, overdue, note.path, memory.line, memory.id,
                              confidence)  # fmt: skip
        found.append(item)
    return found


def _from_tasks(
    note: Note, resolver: LinkResolver, titles: dict[str, str], today: date
) -> list[OpenCommitment]:
    found = []
    for task in note.tasks:
        links = owner_links(task)
        if not task.is_open or not links:
            continue
        owner = resolver.resolve_link(links[0], note.path).path
        person = titles.get(owner or "", links[0].target)
        due = parse_iso(task.due)
        found.append(OpenCommitment(person, task.text, due, bool(due and due < today), note.path,
                                    task.line, None, 1.0))  # fmt: skip
    return found


def _order(c: OpenCommitment) -> tuple[int, str, str, str, int]:
    rank = 0 if c.overdue else (1 if c.due else 2)
    return rank, c.due.isoformat() if c.due else "", c.person.casefold(), c.path, c.line


def due_filter(
    found: list[OpenCommitment], today: date, overdue: bool = False, within: int | None = None
) -> list[OpenCommitment]:
    """Only the overdue ones, and/or only those due within `within` days of `today`
    (overdue ones included: they are due before then)."""
    if overdue:
        found = [c for c in found if c.overdue]
    if within is not None:
        found = [c for c in found if c.due is not None and (c.due - today).days <= within]
    return found
