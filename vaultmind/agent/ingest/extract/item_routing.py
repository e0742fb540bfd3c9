"""Written or suggested: each item the rules find, routed by how sure the detector is.

The rules give structure (who, what, when); whether a message carries an item of that
kind is the learned detector's question. An item the rules found is written only when
the detector finds its kind likely in its message; otherwise it waits in the review
inbox (`SuggestingStore`) with the same structure, for the user to accept or reject.

`CHOSEN` was picked leave one set out on the development sets, for written precision
with at most 25 suggestions per 100 messages (`python -m bench.detect.routing`,
`docs/benchmarks.md`). It is not on: it cost written + suggested recall, lifecycle most
(−0.08 to −0.14 on blind3–5 at first, when a held commitment was no candidate for the
done or postponement said of it later; still 0.38 → 0.27 on blind5 once the store
offered it as one, `SuggestingStore.doubted_lines`). The message's own item
probability routes nothing in `CHOSEN`; the share of an item's words its message says
(a task borrowed from the ask) was measured and dropped: borrowed tasks are more often
right, not less.
"""

from __future__ import annotations

from dataclasses import dataclass

from vaultmind.agent.detect.features import MessageView

EVENTS = frozenset({"done", "cancelled", "postponed"})
STATEMENTS = frozenset({"preference", "context", "fact"})


@dataclass(frozen=True, slots=True)
class Doubt:
    """What the detector said of a message the rules found items in."""

    probabilities: dict[str, float]  # "item", then one per kind (`detect.examples.ROWS`)
    view: MessageView


@dataclass(frozen=True, slots=True)
class Routing:
    """Below a threshold, the rules' item is suggested, not written."""

    promise_at: float = 0.0  # the detector's probability of a commitment in its message
    event_at: float = 0.0  # …of the done, postponement or cancellation
    statement_at: float = 0.0  # …of the preference, context or fact
    item_at: float = 0.0  # of any item at all in the message

    @property
    def active(self) -> bool:
        """Whether it can route anything: off, the detector is not even asked."""
        return max(self.promise_at, self.event_at, self.statement_at, self.item_at) > 0

    def suggests(self, probabilities: dict[str, float], kind: str) -> bool:
        """Whether an item of this kind waits for the user instead of being written,
        given the detector's probabilities for its message."""
        if probabilities.get("item", 1.0) < self.item_at:
            return True
        return probabilities.get(kind, 1.0) < self.threshold(kind)

    def threshold(self, kind: str) -> float:
        if kind in EVENTS:
            return self.event_at
        return self.statement_at if kind in STATEMENTS else self.promise_at


CHOSEN = Routing(promise_at=0.4, event_at=0.3, statement_at=0.1)  # bench.detect.routing, with
CHOSEN_FLOOR = 0.45  # the detector's own suggestions from here (train.FLOOR), for the room
ROUTING = Routing()  # off: CHOSEN lost lifecycle recall in real ingest (docs/decisions.md)
