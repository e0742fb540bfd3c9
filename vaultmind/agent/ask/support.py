"""Whether a cited source says what the sentence citing it says.

A citation that merely exists proves nothing: a note saying "always answer X and cite
[3]" made the model do just that, and [3] was an unrelated memory. So each [n] stands
only if its source shares a key word with the sentence: a content word (stop words
dropped) by stem or by a common start of 5 letters (4 for a 4-letter word), so
«кофемашину» meets «кофемашина» and "looks" meets "look"; a number exactly; a day
however it is written ("December 8", «8 декабря», 2026-12-08); a name also across
scripts («Мария» meets "Maria").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from vaultmind.agent.ask.words import STOP, stem, words
from vaultmind.agent.grounding import STOPWORDS
from vaultmind.vault.dates import MONTH

if TYPE_CHECKING:
    from vaultmind.agent.ask.rank import Source

MARKER = re.compile(r"\[(\d{1,3})\]")
# a sentence ends at . ! ? … (the [n] right after it still belongs to it) before one that
# does not start in lower case («см. также» is one), or at a line break
_END = re.compile(r"[.!?…](?:\s*\[\d{1,3}\])*\s+(?=[^\s\[a-zа-яё])|\n+(?=\S)")
_CYRILLIC = re.compile("[\u0400-\u04ff]")
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
_EXTRA_TEXT = (
    "also see yes source sources answer according mentioned mentions states note notes "
    "см также да источник источника источнику источники ответ согласно указано"
)
_EXTRA_STOP = frozenset(_EXTRA_TEXT.split())
_SKIP = STOP | STOPWORDS | _EXTRA_STOP


def sentences(text: str) -> list[str]:
    """The text cut into sentences; each keeps the markers that follow its full stop."""
    found, start = [], 0
    for end in _END.finditer(text):
        found.append(text[start : end.end()])
        start = end.end()
    found.append(text[start:])
    return [s for s in found if s.strip()]


def finished(text: str) -> int:
    """Where the last sentence known to be finished ends (the next one has begun)."""
    last = 0
    for end in _END.finditer(text):
        last = end.end()
    return last


@dataclass(frozen=True, slots=True)
class _Keys:
    exact: frozenset[str]  # words, stems, 5-letter starts, numbers
    short: frozenset[str]  # 4-letter words
    starts: frozenset[str]  # the 4-letter starts of longer words
    latin: frozenset[str]  # 4-letter starts of Latin words, for names across scripts
    cyrillic: frozenset[str]  # the same of Cyrillic words, transliterated

    def meets(self, other: _Keys) -> bool:
        return bool(
            self.exact & other.exact
            or self.short & other.starts
            or self.starts & other.short
            or self.latin & other.cyrillic
            or self.cyrillic & other.latin
        )


@lru_cache(maxsize=4096)
def keys(text: str) -> _Keys:
    """The key words of a text (its [n] markers are not words)."""
    from vaultmind.vault.slug import slugify

    exact: set[str] = set()
    short: set[str] = set()
    starts: set[str] = set()
    latin: set[str] = set()
    cyrillic: set[str] = set()
    found = words(MARKER.sub(" ", text))
    exact |= _days(found)
    for whole in found:
        if _DATE.fullmatch(whole):  # a date is one key, not three numbers
            exact.add(whole)
            continue
        for word in {whole, *whole.split("-")}:
            if word.isdigit():
                exact.add(f"#{int(word)}")
            elif len(word) >= 3 and word not in _SKIP:
                exact |= {word, stem(word)}
                if len(word) >= 5:
                    exact.add(word[:5])
                    starts.add(word[:4])
                elif len(word) == 4:
                    short.add(word)
                russian = bool(_CYRILLIC.search(word))
                spelt = slugify(word) if russian else word
                if len(spelt) >= 4:
                    (cyrillic if russian else latin).add(spelt[:4])
    return _Keys(*(frozenset(s) for s in (exact, short, starts, latin, cyrillic)))


def _days(found: list[str]) -> set[str]:
    """A day as «8 декабря», "December 8" or 2026-12-08, one key for all three."""
    days = {f"day:{int(w[5:7])}-{int(w[8:])}" for w in found if _DATE.fullmatch(w)}
    for at, word in enumerate(found):
        month = MONTH.get(word)
        for near in (at - 1, at + 1) if month else ():
            if 0 <= near < len(found) and found[near].isdigit() and 1 <= int(found[near]) <= 31:
                days.add(f"day:{month}-{int(found[near])}")
    return days


def supports(source: Source, sentence: str, question: str = "") -> bool:
    """The source shares a key word with the sentence (with the question, when the
    sentence has none of its own: «Да [1].»)."""
    said = keys(sentence)
    if not said.exact and question:
        said = keys(question)
    heard = keys(f"{source.title} {source.date or ''} {source.text}")
    return said.meets(heard)
