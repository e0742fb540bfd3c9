"""A memory store that holds back what uncertain messages would change, as suggestions.

The rule and lifecycle steps work out a message's effect exactly as before (who, what,
when, which commitment a «готово» closes); only the last step differs. A change whose
evidence is a held message's link is not written: it becomes a `Suggestion` with the
same structure, for the user to accept or reject (`vaultmind review`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass, replace
from datetime import date
from pathlib import Path

from vaultmind.agent.detect.features import MessageView
from vaultmind.agent.ingest.extract import item_routing
from vaultmind.agent.ingest.extract.item_routing import Doubt
from vaultmind.agent.ingest.extract.task_promises import TaskAwareStore
from vaultmind.memory.store import Addition, MemoryChange, NewMemory
from vaultmind.memory.suggestions import Suggestion
from vaultmind.vault.model import MemoryLine
from vaultmind.vault.parse import scan_memories
from vaultmind.vault.text import decode

EVENT_KIND = {"done": "done", "archived": "cancelled"}
DOUBTED = "held-"  # the id a doubted commitment goes by until an event writes it
UNSURE_OWNER = 0.5  # the message's items are likely right; whose they are is the question
# a line the detector made is asked about only this sure: on the development chats
# (session 32) its contexts, facts and preferences under 0.4 were right once in 31 and
# its commitments under 0.5 hardly ever; 0.7 for commitments cut too many right ones on
# fresh chats (blind25/26: 0.5 found 9 more of 412 for 2-4 more questions per 100)
ASK_FROM = {"commitment": 0.5, "context": 0.4, "fact": 0.4, "preference": 0.4}


class SuggestingStore(TaskAwareStore):
    def __init__(self, vault: Path, lock_timeout: float = 10.0) -> None:
        super().__init__(vault, lock_timeout)
        self.held: dict[str, _Held] = {}  # a message's link → why it is held
        self.doubts: dict[str, Doubt] = {}  # a message the rules found items in → the detector's
        self.routing = item_routing.ROUTING  # which of those items wait for the user
        self.made: list[Suggestion] = []
        self.doubted_promises: dict[str, list[tuple[str, Addition, Suggestion]]] = {}

    def hold(self, link: str, probability: float, view: MessageView, learned: bool = False) -> None:
        """Whatever this message's link would change becomes a suggestion; `learned`: the
        detector's own reading of a message no rule read, asked about from `ASK_FROM`."""
        self.held[link] = _Held(probability, view, learned=learned)

    def doubt(self, link: str, doubt: Doubt) -> None:
        """The rules found items in this message: each is written or suggested by
        `routing` (the detector's probability of its kind in this message)."""
        self.doubts[link] = doubt

    def hold_for_owner(self, link: str, view: MessageView, sender: str) -> None:
        """The sender may be someone else's note (`NoteFinder.unsure`): what the message
        changes is asked. Not an example to learn from: the doubt is who, not what."""
        self.held[link] = _Held(UNSURE_OWNER, view, asked_as=sender)

    def add_all(
        self, path: str, additions: list[Addition], skip: str | None = None
    ) -> list[MemoryChange]:
        kept = []
        for addition in additions:
            new = addition.new
            held = self._held(new.sources[:1], new.kind)  # the message that said it
            if held is None:
                kept.append(addition)
                continue
            if _too_doubtful(new.kind, held[1]):
                continue  # not worth a question: neither written nor suggested
            made = self._suggest(path, new, held, "add", day=addition.today)
            if new.kind == "commitment" and (held[0] not in self.held or held[1].learned):
                promises = self.doubted_promises.setdefault(path, [])
                promises.append((f"{DOUBTED}{len(self.made)}", addition, made))
        return super().add_all(path, kept, skip) if kept else []

    def doubted_lines(self, path: str) -> list[MemoryLine]:
        """The person's commitments held only because the detector doubted them, as open
        lines a later done or postponement can name (then `_promoted` writes them)."""
        doubted = self.doubted_promises.get(path, [])
        return [_line(mid, addition.new) for mid, addition, _ in doubted]

    def _written(self, path: str, mid: str) -> str | None:
        """The note's id of the commitment an event names: a doubted one is written first
        (`_promoted`); None when there is nothing in the note to change."""
        return self._promoted(path, mid) if mid.startswith(DOUBTED) else mid

    def _promoted(self, path: str, mid: str) -> str | None:
        """A doubted commitment a later event closes or moves was a promise after all:
        written now, out of the inbox; its id in the note (None: it joined a task)."""
        for entry in self.doubted_promises.get(path, []):
            if entry[0] == mid:
                self.doubted_promises[path].remove(entry)
                self.made.remove(entry[2])
                changes = super().add_all(path, [entry[1]])
                return changes[0].memory_id if changes else None
        return None

    def set_status(
        self, path: str, mid: str, status: str, today: date, evidence: str | None = None
    ) -> MemoryChange:
        written = self._written(path, mid)
        if written is None:
            return MemoryChange("unchanged", path, mid, "")
        mid = written
        kind = EVENT_KIND.get(status, "")
        held = self._held((evidence,) if evidence else (), kind) if kind else None
        if held is None:
            return super().set_status(path, mid, status, today, evidence)
        memory = self._memory(path, mid)
        text = memory.text if memory else ""
        new = NewMemory(kind, text, sources=(held[0],))
        self._suggest(path, new, held, status, target=mid, day=today)
        return MemoryChange("suggested", path, mid, "")

    def supersede(
        self, path: str, mid: str, new: NewMemory, today: date, inherit: Iterable[str] = ()
    ) -> MemoryChange:
        written = self._written(path, mid)
        if written is None:
            return MemoryChange("unchanged", path, mid, "")
        mid = written
        held = self._held(new.sources[-1:], "postponed")  # the message that moved it
        if held is None:
            return super().supersede(path, mid, new, today, inherit)
        moved = NewMemory("postponed", new.text, new.confidence, new.by, new.sources, new.due)
        self._suggest(path, moved, held, "supersede", target=mid, day=today)
        return MemoryChange("suggested", path, mid, "")

    def add_closed(self, path: str, addition: Addition, status: str) -> list[MemoryChange]:
        """A commitment first heard of as done or dropped, from a held message: a
        suggestion to add it closed (op `status`, no target); else written closed."""
        new = addition.new
        held = self._held(new.sources[:1], EVENT_KIND.get(status, ""))
        if held is None:
            return super().add_closed(path, addition, status)
        event = replace(new, kind=EVENT_KIND.get(status, ""))
        self._suggest(path, event, held, status, day=addition.today)
        return [MemoryChange("suggested", path, "", "")]

    def holds(self, addition: Addition) -> bool:
        """Whether this addition will be suggested rather than written."""
        new = addition.new
        return self._held(new.sources[:1], new.kind) is not None

    def _held(self, sources: Iterable[str], kind: str) -> tuple[str, _Held] | None:
        """The message that makes this item a suggestion, and why: one held whole, or
        one whose detector figures `routing` finds too doubtful for this item."""
        for source in sources:
            if source in self.held:
                return source, self.held[source]
            doubt = self.doubts.get(source)
            if doubt is not None and self.routing.suggests(doubt.probabilities, kind):
                return source, _Held(doubt.probabilities.get("item", 0.0), doubt.view)
        return None

    def _suggest(
        self,
        path: str,
        new: NewMemory,
        held_by: tuple[str, _Held],
        op: str,
        target: str = "",
        day: date | None = None,
    ) -> Suggestion:
        link, held = held_by
        view = held.view
        self.made.append(
            made := Suggestion(
                person=path,
                kind=new.kind,
                text=new.text,
                source=link,
                probability=round(held.probability, 3),
                op=op,
                target=target,
                due=new.due.isoformat() if new.due else None,
                valid_until=new.valid_until.isoformat() if new.valid_until else None,
                day=(day or view.day).isoformat(),
                message=" ".join(view.text.split())[:300],
                view={} if held.asked_as else _view(view),
                asked_as=held.asked_as,
            )
        )
        return made

    def _memory(self, path: str, mid: str) -> MemoryLine | None:
        try:
            memories = scan_memories(decode((self.vault / path).read_bytes()).text)[0]
        except OSError:
            return None
        return next((m for m in memories if m.id == mid), None)


@dataclass(frozen=True, slots=True)
class _Held:
    probability: float
    view: MessageView
    asked_as: str = ""  # the sender's name when whose the items are is the question
    learned: bool = False  # the detector's reading of a message no rule read


def _too_doubtful(kind: str, held: _Held) -> bool:
    """A line the detector made from a message no rule read, doubted so much that asking
    is noise (`ASK_FROM`). A rule's line held for its structure («Отвечу им завтра»: do
    what?) or its unsure sender is asked whatever the figure."""
    return held.learned and held.probability < ASK_FROM.get(kind, 0.0)


def _view(view: MessageView) -> dict[str, object]:
    row = asdict(view)
    row["day"] = view.day.isoformat()
    return row


def _line(mid: str, new: NewMemory) -> MemoryLine:
    fields = (("due", new.due.isoformat()),) if new.due else ()
    return MemoryLine(0, "commitment", new.text, fields, (), mid, f"{mid} {new.text}", new.sources)
