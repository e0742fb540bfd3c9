"""The duplicate guard: saying the same thing twice reinforces, it does not repeat."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from difflib import SequenceMatcher

from vaultmind.memory.dates import without_dates
from vaultmind.memory.decay import DEFAULT_CONFIDENCE, is_outdated
from vaultmind.memory.ids import normalise_text
from vaultmind.memory.line_edit import set_field
from vaultmind.vault.model import MemoryLine

SIMILARITY = 0.85  # difflib ratio of the normalised texts
CONTAINED, MIN_WORDS = 0.8, 3  # commitments: share of the shorter one's words in the other


def similar(a: str, b: str) -> bool:
    left, right = normalise_text(a), normalise_text(b)
    return left == right or SequenceMatcher(None, left, right).ratio() >= SIMILARITY


def find_duplicate(
    memories: Iterable[MemoryLine], kind: str, text: str, today: date, skip: str | None = None
) -> MemoryLine | None:
    """An active memory of the same kind that says the same thing, if any."""
    for memory in memories:
        if memory.kind != kind or memory.status != "active" or memory.id == skip:
            continue
        if kind == "commitment":  # the same task with another date is still the same task
            old, new = without_dates(memory.text), without_dates(text)
            same = similar(old, new) or _contains(old, new)
        else:
            same = similar(memory.text, text)
        if same and not is_outdated(memory, today):
            return memory
    return None


def _contains(a: str, b: str) -> bool:
    """One says all the other says, and a little more ("…, раньше не успеть")."""
    left, right = set(normalise_text(a).split()), set(normalise_text(b).split())
    shorter = min(len(left), len(right))
    return shorter >= MIN_WORDS and len(left & right) / shorter >= CONTAINED


def combined_confidence(old: float | None, new: float) -> float:
    """Two independent sources: 1 − (1 − a)(1 − b), so it rises towards 1, never past it."""
    before = old if old is not None else DEFAULT_CONFIDENCE
    return round(1 - (1 - before) * (1 - new), 2)


def reinforce(memory: MemoryLine, confidence: float, sources: Iterable[str], today: date) -> str:
    """The memory's line with raised confidence, the new evidence and `confirmed:: today`."""
    raw = set_field(
        memory.raw, "confidence", f"{combined_confidence(memory.confidence, confidence):g}"
    )
    new_sources = [s for s in sources if s not in memory.sources]
    if new_sources:
        raw = set_field(raw, "src", ", ".join([*memory.sources, *new_sources]))
    return set_field(raw, "confirmed", today.isoformat())
