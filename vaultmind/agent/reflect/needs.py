"""What needs a lead's action in a person's day, beyond what is due (issue 27): the
promises made or moved that day, the context learnt that day (the blockers: the
memory model has no blocker mark, and "waiting for the supplier's parts" or "the
delivery slipped because…" is what ingest files as context), and whether the person
is away in the coming week. Read from the person note alone: no model, no guessing."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

from vaultmind.memory.away import away_in, says_away
from vaultmind.vault.memory_fields import parse_iso
from vaultmind.vault.model import MemoryLine, Note

SELF = "agent:reflection"  # a reflection's own memories are not news to the next one
AWAY_DAYS = 7  # "who is away": from tomorrow to a week ahead


@dataclass(frozen=True, slots=True)
class PromiseChange:
    """A commitment made that day, or a new line that postponed an earlier one."""

    text: str
    link: str
    memory_id: str
    due: date | None
    was: date | None = None  # the replaced line's due: set only for a postponement

    @property
    def postponed(self) -> bool:
        return self.was is not None


@dataclass(frozen=True, slots=True)
class AwayNote:
    text: str
    link: str
    until: date | None


def made_on(memory: MemoryLine, day: date) -> bool:
    """Learnt that day: `created`, or the day of its source when the line leaves it out."""
    return memory.created_on == day


def news(memory: MemoryLine, day: date) -> bool:
    """A line the day added that the reflection should tell: not the reflection's own,
    and never a superseded line, whose successor says it (so the two are never listed
    side by side)."""
    return made_on(memory, day) and memory.author != SELF and memory.status != "superseded"


def promise_changes(person: Note, day: date) -> list[PromiseChange]:
    """Open commitments the day added; a line that replaced an earlier one is a
    postponement, with the earlier due."""
    replaced = {m.superseded_by: m for m in person.memories if m.superseded_by}
    link = person.path.removesuffix(".md")
    found = []
    for m in person.memories:
        if m.kind != "commitment" or m.status != "active" or not news(m, day) or not m.id:
            continue
        earlier = replaced.get(m.id)
        was = parse_iso(earlier.field("due")) if earlier is not None else None
        found.append(PromiseChange(m.text, f"{link}#^{m.id}", m.id, parse_iso(m.field("due")), was))
    return found


def context_today(person: Note, day: date) -> list[MemoryLine]:
    """Context learnt that day that is not an absence (that is `away_soon`'s)."""
    return [
        m
        for m in person.memories
        if m.kind == "context" and m.status == "active" and news(m, day) and not says_away(m)
    ]


def away_soon(person: Note, day: date) -> list[AwayNote]:
    """The person's absences that last into the next `AWAY_DAYS` days (the rule `ask`'s
    "who is away?" uses, from `memory.away`)."""
    link = person.path.removesuffix(".md")
    start, end = day + timedelta(days=1), day + timedelta(days=AWAY_DAYS)
    return [
        AwayNote(a.memory.text, f"{link}#^{a.memory.id}" if a.memory.id else link, a.until)
        for a in away_in(person, start, end, day)
    ]
