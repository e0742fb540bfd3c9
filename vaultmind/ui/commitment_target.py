"""A commitment or task row as every list shows it (Today, Commitments, the person
card): where it is written and what it says, for the actions `d`, `p` and Enter."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from vaultmind.ui.detail_text import Spot, commitment_spot
from vaultmind.vault.link_names import with_link_names


@dataclass(frozen=True, slots=True)
class Target:
    """A commitment or task row: where it is and what it says."""

    path: str
    line: int
    memory_id: str | None  # None: a task line
    text: str
    person: str = ""
    due: date | None = None
    overdue: bool = False
    confidence: float = 1.0  # a memory's, after decay
    done: date | None = None  # a closed one's day (a "done this week" row)
    plain: bool = False  # an action item without a checkbox (`d` cannot tick it)

    @property
    def closed(self) -> bool:
        return self.done is not None

    @property
    def shown(self) -> str:
        who = f"{self.person}: " if self.person else ""
        return f"{who}{with_link_names(self.text)}"

    @property
    def spot(self) -> Spot:
        return commitment_spot(self.path, self.line, self.memory_id, self.text, self.person,
                               self.due, self.overdue, self.confidence, self.done,
                               self.plain)  # fmt: skip

    @property
    def mark(self) -> str:
        """How a list marks it: `[ ]` a checkbox, `–` an action item without one, `•` a
        commitment memory."""
        return "• " if self.memory_id is not None else "– " if self.plain else "[ ] "
