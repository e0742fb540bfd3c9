"""The notes a question names: titles, aliases, slugs and inflected Russian forms.

Names are compared word by word on their stems («у Дмитрия» → «Дмитрий Кузнецов»,
«Диме» → the alias «Дима»). A person is also named by one word of a full name
("what did Dmitry promise?"), but only where no whole name matched there, and not
when that word names too many people to mean one.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from vaultmind.agent.ask.words import STOP, WORD, same_word, stem, words

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
    words: tuple[str, ...]  # folded, not stemmed: stems are taken only for candidates
    path: str
    name: str
    partial: bool


def _key(word: str) -> str:
    """Inflection changes a word's end, not its start: «Дмитрий», «Дмитрия» → «дми»."""
    return word[:3]


def word_starts(question: str) -> set[str]:
    """What a name's word must start with to be one the question names, as the cache
    keys names (case-folded, `ё` kept): «Семенову» may mean «Семёнова»."""
    from vaultmind.agent.ask.spelled import cyrillic_starts, sound_keys

    starts = set()
    for word in words(question):
        if word not in STOP and len(word) > 1:
            starts |= {_key(word), _key(word).replace("е", "ё")}
        if word not in STOP and len(word) > 2:  # a name in the other script
            starts |= cyrillic_starts(word) | sound_keys(word)
    return starts


class NameTable:
    """Every note's names by the start of their first word; built once per session,
    stemmed lazily (a 10 000-note vault has 12 000 names, a question a handful)."""

    def __init__(self, rows: Iterable[tuple[str, str, str]]) -> None:
        self._by_key: dict[str, list[_Name]] = {}
        self._by_sound: dict[str, list[_Name]] = {}  # a person's name's words, by sound
        self._stems: dict[str, str] = {}
        for path, _, name in rows:
            if path.startswith(GENERATED):
                continue
            name_words = tuple(words(name))
            if not name_words:
                continue
            self._add(_Name(name_words, path, name, False))
            if len(name_words) == 1 and path.startswith(PEOPLE) and len(name_words[0]) > 2:
                self._add_sound(name_words[0], _Name(name_words, path, name, True))  # «Наташа»
            if len(name_words) > 1 and path.startswith(PEOPLE):
                for word in name_words:
                    if word not in STOP and len(word) > 2:
                        self._add(_Name((word,), path, name, True))
                        self._add_sound(word, _Name((word,), path, name, True))

    def _add(self, name: _Name) -> None:
        self._by_key.setdefault(_key(name.words[0]), []).append(name)

    def _add_sound(self, word: str, name: _Name) -> None:
        from vaultmind.agent.ask.spelled import sound

        self._by_sound.setdefault(sound(word)[:3], []).append(name)

    def _stem(self, word: str) -> str:
        found = self._stems.get(word)
        if found is None:
            found = self._stems[word] = stem(word)
        return found

    def find(self, question: str) -> list[Entity]:
        """The named notes, longest name first at each place; each note once."""
        qwords = words(question)
        qstems = [stem(w) for w in qwords]
        found: list[Entity] = []
        covered: set[int] = set()
        for partial in (False, True):
            for start, word in enumerate(qwords):
                if start in covered or word in STOP:
                    continue
                found += self._at(qwords, qstems, start, partial, covered)
        written = WORD.findall(question)  # as written: a name has a capital ("mark" no Марк)
        for start, word in enumerate(qwords):  # "Marina" of «Марина Белова», and back
            capital = start < len(written) and written[start][:1].isupper()
            if capital and start not in covered and word not in STOP and len(word) > 2:
                found += self._spelt(word, start, covered)
        seen: set[str] = set()
        unique = []
        for entity in found:
            if entity.path not in seen:
                seen.add(entity.path)
                unique.append(entity)
        return unique

    def in_other_words(self, said: Iterable[str]) -> list[Entity]:
        """The notes of two words or more (not people) every word of whose title is one
        of `said` (the question's words in the other language): "the warehouse move"
        names «Переезд склада» — in any order, as the other language puts it."""
        stems = {self._stem(w) for w in said}
        found = {
            name.path: name
            for names in self._by_key.values() for name in names
            if len(name.words) > 1 and not name.path.startswith(PEOPLE)
            and all(self._stem(w) in stems or w in STOP for w in name.words)
        }  # fmt: skip
        return [Entity(n.path, n.name, -1, -1) for n in found.values()]

    def _at(
        self, qwords: list[str], qstems: list[str], start: int, partial: bool, covered: set[int]
    ) -> list[Entity]:
        matches = [
            name
            for name in self._by_key.get(_key(qwords[start]), ())
            if name.partial == partial
            and _matches(tuple(self._stem(w) for w in name.words), qstems, start)
        ]
        if not matches:
            return []
        longest = max(len(name.words) for name in matches)
        matches = [name for name in matches if len(name.words) == longest]
        if partial and len({name.path for name in matches}) > MAX_PARTIAL:
            return []
        covered.update(range(start, start + longest))
        return [Entity(n.path, n.name, start, start + longest, partial) for n in matches]

    def _spelt(self, word: str, start: int, covered: set[int]) -> list[Entity]:
        """The people one of whose names is `word` written in the other script."""
        from vaultmind.agent.ask.spelled import cyrillic, sound_keys, sounds_alike

        matches = [
            name
            for key in sound_keys(word)
            for name in self._by_sound.get(key, ())
            if cyrillic(name.words[0]) != cyrillic(word) and sounds_alike(word, name.words[0])
        ]
        if not matches or len({name.path for name in matches}) > MAX_PARTIAL:
            return []
        covered.add(start)
        return [Entity(n.path, n.name, start, start + 1, True) for n in matches]


def _matches(name: tuple[str, ...], qstems: list[str], start: int) -> bool:
    if start + len(name) > len(qstems):
        return False
    said = qstems[start : start + len(name)]  # not the whole rest: a long question
    return all(same_word(a, b) for a, b in zip(name, said, strict=True))
