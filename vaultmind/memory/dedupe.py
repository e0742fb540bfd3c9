"""The duplicate guard: saying the same thing twice reinforces, it does not repeat.

Nearly the same words are the same memory, unless the words that change the meaning
differ: numbers ("report 5" is not "report 6"), month and weekday names («за май» is
not «за март»), and negation ("Does not eat meat" is not "Does eat meat").
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from difflib import SequenceMatcher
from functools import lru_cache

from vaultmind.memory.decay import DEFAULT_CONFIDENCE, is_outdated
from vaultmind.memory.ids import normalise_text
from vaultmind.memory.line_edit import set_field, with_sources
from vaultmind.vault.dates import MONTH, WEEKDAY, without_dates
from vaultmind.vault.model import MemoryLine

_NUMBER = re.compile(r"\d+")
SIMILARITY = 0.85  # difflib ratio of the normalised texts
CONTAINED, MIN_WORDS = 0.8, 3  # commitments: share of the shorter one's words in the other
NEGATIONS = frozenset({
    "not", "no", "never", "cannot", "dont", "doesnt", "didnt", "isnt", "arent", "wasnt",
    "werent", "wont", "cant", "shouldnt", "wouldnt", "couldnt", "havent", "hasnt", "hadnt",
    "mustnt", "neednt", "не", "нет", "никогда", "ни", "нельзя",
})  # fmt: skip
# Russian month forms the date parser does not need: «в марте», «маем»
_RUSSIAN_MONTH = re.compile(
    r"^(?:(январ|феврал|апрел|июн|июл|сентябр|октябр|ноябр|декабр)(?:ь|я|ю|е|ем)"
    r"|(март|август)(?:а|у|е|ом)?|(ма)(?:й|я|ю|е|ем))$"
)
_MONTH_STEMS = {"январ": 1, "феврал": 2, "март": 3, "апрел": 4, "ма": 5, "июн": 6, "июл": 7,
                "август": 8, "сентябр": 9, "октябр": 10, "ноябр": 11, "декабр": 12}  # fmt: skip


def similar(a: str, b: str) -> bool:
    """Nearly the same words, and the same numbers, dates and negations."""
    return _similar(_shape(a), _shape(b))


def same_commitment(a: str, b: str) -> bool:
    """Two commitments' texts say the same work, as `find_duplicate` compares them: the
    same words nearly, or one containing the other's, dates aside, numbers equal."""
    left, right = _comparable("commitment", a), _comparable("commitment", b)
    return _similar(left, right) or _contains(left, right)


def duplicate_key(kind: str, text: str) -> tuple[str, frozenset[str]]:
    """What two memories must share to be duplicates at all: the kind, and the numbers,
    months and weekdays of their (undated) texts. A batch files the note's memories
    under it, so a new memory is compared with a few lines, not with all of them."""
    return kind, _comparable(kind, text).marks


def _comparable(kind: str, text: str) -> _Shape:
    # the same task with another date is still the same task
    return _shape(_undated(text) if kind == "commitment" else text)


def find_duplicate(
    memories: Iterable[MemoryLine], kind: str, text: str, today: date, skip: str | None = None
) -> MemoryLine | None:
    """An active memory of the same kind that says the same thing, if any."""
    dated = kind == "commitment"
    new = _comparable(kind, text)
    for memory in memories:
        if memory.kind != kind or memory.status != "active" or memory.id == skip:
            continue
        old = _comparable(kind, memory.text)
        same = _similar(old, new) or (dated and _contains(old, new))
        if same and not is_outdated(memory, today):
            return memory
    return None


def moves_date(old: MemoryLine, text: str, due: date | None) -> bool:
    """The same commitment said again with another date: a new due date, or other date
    words in its text ("by Friday" → "by Monday"). The new line then supersedes the old."""
    if due is not None:
        return old.field("due") != due.isoformat()
    return _shape(old.text).marks != _shape(text).marks


@dataclass(frozen=True, slots=True)
class _Shape:
    text: str  # normalised
    marks: frozenset[str]  # numbers, months and weekdays: any change is another memory
    negated: frozenset[str]  # the words a negation stands before
    words: frozenset[str]


def _similar(left: _Shape, right: _Shape) -> bool:
    if left.text == right.text:
        return True
    if left.marks != right.marks or left.negated != right.negated:
        return False
    matcher = SequenceMatcher(None, left.text, right.text)  # the cheap upper bounds first
    return (
        matcher.real_quick_ratio() >= SIMILARITY
        and matcher.quick_ratio() >= SIMILARITY
        and matcher.ratio() >= SIMILARITY
    )


def _contains(left: _Shape, right: _Shape) -> bool:
    """One says all the other says, and a little more ("…, раньше не успеть"), without
    negating anything the other says ("Do not review the draft" ≠ "Review the draft")."""
    shorter = min(len(left.words), len(right.words))
    shared = left.words & right.words
    return (
        left.marks == right.marks
        and shorter >= MIN_WORDS
        and len(shared) / shorter >= CONTAINED
        and not (left.negated ^ right.negated) & shared
    )


# A batch compares each new memory with every memory of the note: remember the work,
# for more texts than a note holds (a smaller cache thrashed on a 10 000-memory note).
SHAPES_KEPT = 2**17


@lru_cache(maxsize=SHAPES_KEPT)
def _shape(text: str) -> _Shape:
    normalised = normalise_text(text)
    words = normalised.split()
    marks = set(_NUMBER.findall(normalised))
    negated: set[str] = set()
    for index, word in enumerate(words):
        month = _month(word)
        if month:
            marks.add(f"month {month}")
        elif word in WEEKDAY:
            marks.add(f"weekday {WEEKDAY[word]}")
        # "don't" is normalised to "don t"
        if word in NEGATIONS or (word == "t" and index and words[index - 1].endswith("n")):
            negated.add(words[index + 1] if index + 1 < len(words) else "")
    return _Shape(normalised, frozenset(marks), frozenset(negated), frozenset(words))


def _month(word: str) -> int | None:
    if word in MONTH:
        return MONTH[word]
    russian = _RUSSIAN_MONTH.match(word)
    return _MONTH_STEMS[next(g for g in russian.groups() if g)] if russian else None


_undated = lru_cache(maxsize=SHAPES_KEPT)(without_dates)


def combined_confidence(old: float | None, new: float) -> float:
    """Two independent sources: 1 − (1 − a)(1 − b), so it rises towards 1, never past it."""
    before = old if old is not None else DEFAULT_CONFIDENCE
    return round(1 - (1 - before) * (1 - new), 2)


def reinforce(memory: MemoryLine, confidence: float, sources: Iterable[str], today: date) -> str:
    """The memory's line with raised confidence, the new evidence and `confirmed:: today`.
    A confidence that reads the same already (1, left out) is not written in."""
    raised = combined_confidence(memory.confidence, confidence)
    raw = memory.raw
    if raised != memory.confidence_or_default:
        raw = set_field(raw, "confidence", f"{raised:g}")
    new_sources = [s for s in sources if s not in memory.sources]
    if new_sources:
        raw = with_sources(raw, memory.sources, (*memory.sources, *new_sources))
    return set_field(raw, "confirmed", today.isoformat())
