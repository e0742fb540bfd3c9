"""Commitments closed since a day (the Commitments screen's "done this week"): commitment
memories marked done and ticked tasks with an owner, by the same owner rule as the
open ones (`task_owner`), newest first."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from vaultmind.memory.decay import parse_iso
from vaultmind.memory.task_owner import NotePeople, owner_of
from vaultmind.vault.model import Note
from vaultmind.vault.resolve import LinkResolver


@dataclass(frozen=True, slots=True)
class DoneCommitment:
    person: str  # title of whoever made it ('' if nobody is named)
    text: str
    done: date
    path: str
    line: int
    memory_id: str | None  # None: a task line


def done_since(
    notes: list[Note],
    resolver: LinkResolver,
    since: date,
    person: str | None = None,
    me: str | None = None,
) -> list[DoneCommitment]:
    """What was closed on `since` or later (one person's, by title, if `person`; `me`:
    the vault owner's note, whose their journal's unassigned tasks are)."""
    people = NotePeople(notes, resolver, me)
    found: list[DoneCommitment] = []
    for note in notes:
        memory_lines = {m.line for m in note.memories}
        for memory in note.memories:
            done = parse_iso(memory.field("done"))
            if memory.kind == "commitment" and memory.status == "done" and done and done >= since:
                who = note.title if note.type == "person" else ""
                found.append(DoneCommitment(who, memory.text, done, note.path, memory.line,
                                            memory.id))  # fmt: skip
        for task in note.tasks:
            done = parse_iso(task.done)
            if task.status not in "xX" or done is None or done < since:
                continue
            if task.line in memory_lines:
                continue  # a commitment memory written as a task line: counted above
            owner = owner_of(task, note, people)
            if owner is not None:
                found.append(DoneCommitment(owner.name, task.text, done, note.path, task.line,
                                            None))  # fmt: skip
    if person is not None:
        found = [d for d in found if d.person == person]
    return sorted(found, key=lambda d: (-d.done.toordinal(), d.person.casefold(), d.path, d.line))
