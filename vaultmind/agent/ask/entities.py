"""The notes a question names: titles, aliases, slugs and inflected Russian forms.

Names are compared word by word on their stems («у Дмитрия» → «Дмитрий Кузнецов»,
«Диме» → the alias «Дима»). A person is also named by one word of a full name
("what did Dmitry promise?"), but only where no whole name matched there, and not
when that word names too many people to mean one.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from vaultmind.agent.ask.words import STOP, same_word, stem, words

GENERATED = ("Daily/", "Sources/")  # their titles are dates: time expressions say those
PEOPLE = "People/"
MAX_PARTIAL = 3  # a first name shared by more people than this names nobody


@dataclass(frozen=True, slots=True)
class Entity:
    path: str
    name: str  # the title or alias that matched, as written
    start: int  # the first and the after-last word of the question it covers
    end: int
    partial: bool = False


@dataclass(frozen=True, slots=True)
class _Name:
    stems: tuple[str, ...]
    path: str
    name: str
    partial: bool


def _key(stemmed: str) -> str:
    return stemmed[:5]


class NameTable:
    """Every note's names by the key of their first stem; built once per session."""

    def __init__(self, rows: Iterable[tuple[str, str, str]]) -> None:
        self._by_key: dict[str, list[_Name]] = {}
        for path, _, name in rows:
            if path.startswith(GENERATED):
                continue
            name_words = words(name)
            if not name_words:
                continue
            self._add(_Name(tuple(stem(w) for w in name_words), path, name, False))
            if path.startswith(PEOPLE) and len(name_words) > 1:
                for word in name_words:
                    if word not in STOP and len(word) > 2:
                        self._add(_Name((stem(word),), path, name, True))

    def _add(self, name: _Name) -> None:
        self._by_key.setdefault(_key(name.stems[0]), []).append(name)

    def find(self, question: str) -> list[Entity]:
        """The named notes, longest name first at each place; each note once."""
        qwords = words(question)
        qstems = [stem(w) for w in qwords]
        found: list[Entity] = []
        covered: set[int] = set()
        for partial in (False, True):
            for start, first in enumerate(qstems):
                if start in covered or qwords[start] in STOP:
                    continue
                found += self._at(qstems, start, first, partial, covered)
        seen: set[str] = set()
        return [e for e in found if not (e.path in seen or seen.add(e.path))]  # type: ignore[func-returns-value]

    def _at(
        self, qstems: list[str], start: int, first: str, partial: bool, covered: set[int]
    ) -> list[Entity]:
        matches = [
            name
            for name in self._by_key.get(_key(first), ())
            if name.partial == partial and _matches(name.stems, qstems, start)
        ]
        if not matches:
            return []
        longest = max(len(name.stems) for name in matches)
        matches = [name for name in matches if len(name.stems) == longest]
        if partial and len({name.path for name in matches}) > MAX_PARTIAL:
            return []
        covered.update(range(start, start + longest))
        return [Entity(n.path, n.name, start, start + longest, partial) for n in matches]


def _matches(name: tuple[str, ...], qstems: list[str], start: int) -> bool:
    if start + len(name) > len(qstems):
        return False
    return all(same_word(a, b) for a, b in zip(name, qstems[start:], strict=False))
