"""A review session: the suggestions open when the Review screen was shown, which one
is shown, and which were decided. Kept apart from the screen so the order — skipping
goes round to the skipped ones, a decision moves on — is plain code, not widgets."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from vaultmind.memory.suggestions import Suggestion


class Session:
    def __init__(self, open_: list[Suggestion]) -> None:
        self.queue = open_  # likeliest first, as the service lists them
        self.decided: set[str] = set()
        self.at = 0  # the shown one's place in `queue`

    @property
    def current(self) -> Suggestion | None:
        if self.at < len(self.queue) and self.queue[self.at].id not in self.decided:
            return self.queue[self.at]
        return None

    @property
    def title(self) -> str:
        """`Review · 3 of 12`: where the user is among the session's suggestions."""
        return f"Review · {self.at + 1} of {len(self.queue)}" if self.current else "Review"

    @property
    def progress(self) -> str:
        return f"{len(self.decided)} decided" if self.decided else ""

    @property
    def empty(self) -> str:
        """What the screen says when none is left to show."""
        if self.decided:
            return "Nothing left to review: every suggestion is decided."
        return "Nothing to review: ingest writes what it is sure of, and suggests the rest here."

    def decide(self, suggestion_id: str) -> None:
        self.decided.add(suggestion_id)
        self.advance()

    def advance(self) -> None:
        """To the next undecided one, round to the skipped ones; none: past the end."""
        for step in range(1, len(self.queue) + 1):
            at = (self.at + step) % len(self.queue)
            if self.queue[at].id not in self.decided:
                self.at = at
                return
        self.at = len(self.queue)
