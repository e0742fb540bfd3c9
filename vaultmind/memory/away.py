"""Who is away, and when: one rule for `ask`'s "who is away?" and the evening
reflection (issue 27). A context memory that says someone is away (on leave, sick,
travelling, unavailable) holds from its `created` day to its `valid_until`; either
left out means today. The rule lives here, in the core, so the two faces of it can
never disagree about who is away."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from vaultmind.vault.model import MemoryLine, Note

AWAY = re.compile(
    r"\baway\b|vacation|holiday|\bon leave\b|out of (?:the )?office|unavailable|\bsick\b|"
    r"\btrip\b|travel|\boff\b|отпуск|болеет|больничн|отсутств|недоступ|командировк|"
    r"не будет|не выходит|в отъезде|уезжает|уехал",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class Away:
    memory: MemoryLine
    until: date | None  # its `valid_until`, when it names one


def field_day(memory: MemoryLine, key: str) -> date | None:
    """The ISO date of a field, or None when absent or not a date."""
    try:
        return date.fromisoformat((memory.field(key) or "")[:10])
    except ValueError:
        return None


def lasts_into(memory: MemoryLine, start: date, end: date, today: date) -> bool:
    """The context holds from its `created` day (else today, or its end if that is
    past) to its `valid_until` (else today): does that overlap [start, end]?"""
    until = field_day(memory, "valid_until") or today
    since = field_day(memory, "created") or min(today, until)
    return since <= end and until >= start


def says_away(memory: MemoryLine) -> bool:
    """An active context memory whose words say the person is away."""
    return memory.kind == "context" and memory.status == "active" and bool(AWAY.search(memory.text))


def away_in(person: Note, start: date, end: date, today: date) -> list[Away]:
    """The person's away contexts that last into [start, end], in note order."""
    return [
        Away(m, field_day(m, "valid_until"))
        for m in person.memories
        if says_away(m) and lasts_into(m, start, end, today)
    ]
