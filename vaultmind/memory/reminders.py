"""`vaultmind due`: a preset over the open commitments — overdue, due today, due
tomorrow — and the day-before reminder sentence."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

from vaultmind.memory.commitments import OpenCommitment, due_filter

WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


@dataclass(frozen=True, slots=True)
class DueList:
    today: date
    overdue: list[OpenCommitment]
    due_today: list[OpenCommitment]
    tomorrow: list[OpenCommitment]

    @property
    def empty(self) -> bool:
        return not (self.overdue or self.due_today or self.tomorrow)

    @property
    def reminders(self) -> list[str]:
        """One sentence per commitment due tomorrow: said the day before."""
        return [reminder(c, self.today) for c in self.tomorrow]


def due_list(found: list[OpenCommitment], today: date) -> DueList:
    """Overdue, today's and tomorrow's commitments from `found` (any order); the same
    promise held twice (a memory line and a task, two project notes) is shown once."""
    near = distinct(due_filter(found, today, within=1))
    tomorrow = today + timedelta(days=1)
    return DueList(
        today,
        [c for c in near if c.overdue],
        [c for c in near if c.due == today],
        [c for c in near if c.due == tomorrow],
    )


def reminder(c: OpenCommitment, today: date) -> str:
    """ "Dmitry promised the auth refactor for Friday; today is Thursday." """
    when = f"{WEEKDAYS[c.due.weekday()]} ({c.due.isoformat()})" if c.due else "no date"
    day = f"today is {WEEKDAYS[today.weekday()]}"
    if not c.person:
        return f"«{c.text}» is due {when}; {day}."
    return f"{c.person} promised «{c.text}» for {when}; {day}."


def distinct(found: list[OpenCommitment]) -> list[OpenCommitment]:
    """The first of each (person, text, due): one promise held in several lines."""
    seen: set[tuple[str, str, date | None]] = set()
    kept = []
    for c in found:
        key = (c.person.casefold(), " ".join(c.text.casefold().split()), c.due)
        if key not in seen:
            seen.add(key)
            kept.append(c)
    return kept
