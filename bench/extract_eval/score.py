"""Scoring extraction against the labelled chats: precision and recall per kind.

A label says what a human assistant would write down for one message: a commitment
(owner, due), a lifecycle event (done, postponed with its new due, cancelled), a
preference, a temporary context (with the day it ends) or a fact. What VaultMind
wrote is read back from the people's notes and turned into the same shape:

- a commitment is a commitment line no other line supersedes into (the promise as
  first said; a postponement's new line is the event, not a new promise);
- `done` / `cancelled` is a commitment line with `[status:: done]` / `archived`;
- `postponed` is a superseded line, with the due of the line that replaced it;
- preference, context and fact lines are themselves (context's due: `valid_until`).

They match when the person note, the kind and the date (when the label gives one)
are the same and every label word is in the memory's text (case-insensitive, ё = е,
`a|b` = either); each memory matches at most one label.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from vaultmind.vault.model import MemoryLine
from vaultmind.vault.parse import scan_memories

LIFECYCLE = ("done", "postponed", "cancelled")
CATEGORIES = ("commitment", "lifecycle", "preference", "context", "fact")


@dataclass(frozen=True, slots=True)
class Item:
    """A label, or a memory read back in the label's shape."""

    kind: str  # commitment | done | postponed | cancelled | preference | context | fact
    person: str  # the person note's title
    text: str  # the memory's text; for a label, its words joined by spaces
    due: str | None = None
    words: tuple[str, ...] = ()  # a label's key words (`a|b` = either)

    @property
    def category(self) -> str:
        return "lifecycle" if self.kind in LIFECYCLE else self.kind


@dataclass
class Score:
    """Counts per category: labels, predictions, matches; unmatched items for reading."""

    labels: dict[str, int] = field(default_factory=dict)
    predicted: dict[str, int] = field(default_factory=dict)
    matched: dict[str, int] = field(default_factory=dict)
    missed: list[Item] = field(default_factory=list)
    spurious: list[Item] = field(default_factory=list)

    def add(self, other: Score) -> None:
        for mine, theirs in ((self.labels, other.labels), (self.predicted, other.predicted),
                             (self.matched, other.matched)):  # fmt: skip
            for key, value in theirs.items():
                mine[key] = mine.get(key, 0) + value
        self.missed += other.missed
        self.spurious += other.spurious

    def precision(self, category: str | None = None) -> float:
        return _ratio(self.count(self.matched, category), self.count(self.predicted, category))

    def recall(self, category: str | None = None) -> float:
        return _ratio(self.count(self.matched, category), self.count(self.labels, category))

    @staticmethod
    def count(counts: dict[str, int], category: str | None) -> int:
        return sum(v for k, v in counts.items() if category is None or k == category)


def _ratio(part: int, whole: int) -> float:
    return part / whole if whole else 1.0


def _norm(text: str) -> str:
    return text.lower().replace("ё", "е")


def matches(label: Item, memory: Item) -> bool:
    """Same person, kind and date (if the label has one); every key word in the text."""
    if (label.kind, label.person) != (memory.kind, memory.person):
        return False
    if label.due is not None and label.due != memory.due:
        return False
    text = _norm(memory.text)
    return all(any(_norm(w) in text for w in word.split("|")) for word in label.words)


def score(labels: Sequence[Item], predicted: Sequence[Item]) -> Score:
    """Greedy one-to-one matching, labels in order."""
    result = Score()
    free = list(predicted)
    for item in labels:
        result.labels[item.category] = result.labels.get(item.category, 0) + 1
        found = next((m for m in free if matches(item, m)), None)
        if found is None:
            result.missed.append(item)
            continue
        free.remove(found)
        result.matched[item.category] = result.matched.get(item.category, 0) + 1
    for item in predicted:
        result.predicted[item.category] = result.predicted.get(item.category, 0) + 1
    result.spurious += free
    return result


def label_items(raw: Iterable[dict[str, object]]) -> list[Item]:
    """Labels as written in labels.json."""
    items = []
    for entry in raw:
        words = tuple(str(w) for w in entry["words"])  # type: ignore[attr-defined]
        due = entry.get("due")
        item = Item(str(entry["kind"]), str(entry["person"]), " ".join(words),
                    str(due) if due else None, words)  # fmt: skip
        items.append(item)
    return items


def vault_items(vault: Path) -> list[Item]:
    """Everything the extraction wrote into People/, in the labels' shape."""
    items: list[Item] = []
    for note in sorted((vault / "People").glob("*.md")):
        memories = [m for m in scan_memories(note.read_text("utf-8"))[0]
                    if m.author.startswith("agent:")]  # fmt: skip
        items += memory_items(note.stem, memories)
    return items


def memory_items(person: str, memories: Sequence[MemoryLine]) -> list[Item]:
    """One person's memory lines as items (see the module's docstring)."""
    return [item for _, item in memory_item_pairs(person, memories)]


def _closed_when_made(memory: MemoryLine) -> bool:
    """A line whose one piece of evidence is the report that closed it («Backup fixed»,
    no promise on record): the user reads one done thing, not a promise and its done."""
    return len(set(memory.sources)) == 1


def memory_item_pairs(
    person: str, memories: Sequence[MemoryLine]
) -> Iterator[tuple[MemoryLine, Item]]:
    """Each item with the line it was read from."""
    by_id = {m.id: m for m in memories if m.id}
    replaced = {m.superseded_by for m in memories if m.superseded_by}
    for memory in memories:
        if memory.kind != "commitment":
            due = memory.field("valid_until") if memory.kind == "context" else None
            yield memory, Item(memory.kind, person, memory.text, due)
            continue
        lifecycle = {"done": "done", "archived": "cancelled"}.get(memory.status)
        if memory.id not in replaced and not (lifecycle and _closed_when_made(memory)):
            yield memory, Item("commitment", person, memory.text, memory.field("due"))
        if lifecycle:
            yield memory, Item(lifecycle, person, memory.text)
        newer = by_id.get(memory.superseded_by or "")
        if memory.status == "superseded" and newer is not None:
            yield memory, Item("postponed", person, memory.text, newer.field("due"))
