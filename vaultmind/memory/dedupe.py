"""The duplicate guard: saying the same thing twice reinforces, it does not repeat."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from difflib import SequenceMatcher
from functools import lru_cache

from vaultmind.memory.dates import without_dates
from vaultmind.memory.decay import DEFAULT_CONFIDENCE, is_outdated
from vaultmind.memory.ids import normalise_text
from vaultmind.memory.line_edit import set_field
from vaultmind.vault.model import MemoryLine

_NUMBER = re.compile(r"\d+")
SIMILARITY = 0.85  # difflib ratio of the normalised texts
CONTAINED, MIN_WORDS = 0.8, 3  # commitments: share of the shorter one's words in the other


def similar(a: str, b: str) -> bool:
    """Nearly the same words, and exactly the same numbers: "report 5" is not "report 6"."""
    return _similar(_shape(a), _shape(b))


def find_duplicate(
    memories: Iterable[MemoryLine], kind: str, text: str, today: date, skip: str | None = None
) -> MemoryLine | None:
    """An active memory of the same kind that says the same thing, if any."""
    dated = kind == "commitment"  # the same task with another date is still the same task
    new = _shape(_undated(text) if dated else text)
    for memory in memories:
        if memory.kind != kind or memory.status != "active" or memory.id == skip:
            continue
        old = _shape(_undated(memory.text) if dated else memory.text)
        same = _similar(old, new) or (dated and _contains(old, new))
        if same and not is_outdated(memory, today):
            return memory
    return None


@dataclass(frozen=True, slots=True)
class _Shape:
    text: str  # normalised
    numbers: frozenset[str]
    words: frozenset[str]


def _similar(left: _Shape, right: _Shape) -> bool:
    if left.text == right.text:
        return True
    if left.numbers != right.numbers:
        return False
    matcher = SequenceMatcher(None, left.text, right.text)  # the cheap upper bounds first
    return (
        matcher.real_quick_ratio() >= SIMILARITY
        and matcher.quick_ratio() >= SIMILARITY
        and matcher.ratio() >= SIMILARITY
    )


def _contains(left: _Shape, right: _Shape) -> bool:
    """One says all the other says, and a little more ("…, раньше не успеть")."""
    shorter = min(len(left.words), len(right.words))
    return (
        left.numbers == right.numbers
        and shorter >= MIN_WORDS
        and len(left.words & right.words) / shorter >= CONTAINED
    )


# A batch compares each new memory with every memory of the note: remember the work.
@lru_cache(maxsize=8192)
def _shape(text: str) -> _Shape:
    normalised = normalise_text(text)
    return _Shape(normalised, frozenset(_NUMBER.findall(normalised)), frozenset(normalised.split()))


_undated = lru_cache(maxsize=8192)(without_dates)


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
