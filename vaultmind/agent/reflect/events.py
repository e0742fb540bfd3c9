"""What a reflection rests on: a person's day as numbered events with evidence links."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from datetime import date

from vaultmind.agent.reflect.needs import AwayNote, PromiseChange
from vaultmind.memory.commitments import OpenCommitment

# kinds, in the order a reflection lists them
KINDS = (
    "task_done", "task_created", "commitment_due", "commitment_kept", "commitment_made",
    "commitment_postponed", "memory_added", "message", "mentioned", "overdue",
)  # fmt: skip
ACTIVE_KINDS = frozenset(KINDS) - {"overdue"}  # standing state alone is no activity
# what changed that day: a new memory, a message, a promise made, moved or kept, a task
# closed or created. A date arriving (due today, overdue) or a note naming the person
# is not: the model would have nothing to retell that the template does not say.
NEW_KINDS = ACTIVE_KINDS - {"commitment_due", "mentioned"}


@dataclass(frozen=True, slots=True)
class Event:
    kind: str
    text: str  # the user's or the sender's words, as data
    link: str  # evidence: `Projects/OAuth Migration` or `Sources/…/2026-12-01#^tg-1-45`
    chat: str = ""  # a message's chat title


@dataclass(frozen=True, slots=True)
class ProjectProgress:
    title: str
    path: str
    done: int  # tasks done in all
    total: int
    done_today: int


@dataclass
class DayCollection:
    person: str  # the person note's title
    path: str
    names: tuple[str, ...]  # title and aliases: a message's sender is matched against them
    day: date
    events: list[Event] = field(default_factory=list)
    due_soon: list[OpenCommitment] = field(default_factory=list)  # within a week, not overdue
    overdue: list[OpenCommitment] = field(default_factory=list)
    postponed: dict[str, int] = field(default_factory=dict)  # memory id → times superseded
    projects: list[ProjectProgress] = field(default_factory=list)
    promised: list[PromiseChange] = field(default_factory=list)  # made or moved that day
    context: list[tuple[str, str]] = field(default_factory=list)  # (text, link) learnt that day
    away: list[AwayNote] = field(default_factory=list)  # absent in the coming week

    @property
    def active(self) -> bool:
        """Anything happened: a day of standing state only writes no reflection."""
        return any(e.kind in ACTIVE_KINDS for e in self.events)

    @property
    def news(self) -> bool:
        """Anything changed that day (`NEW_KINDS`): else the model pass is skipped."""
        return any(e.kind in NEW_KINDS for e in self.events)

    def of(self, kind: str) -> list[Event]:
        return [e for e in self.events if e.kind == kind]

    def chats(self) -> Counter[str]:
        return Counter(e.chat for e in self.of("message"))
