"""Words to lemmas and grammar: pymorphy3 for Russian, the Snowball stemmer for the rest.

A real analyser replaces the suffix word lists the rules carried: «починю», «починим»
and «починила» share the lemma починить, and the tags say who acts and when (1st person
future: a promise; past: a report). Loaded once, on the first word, in ingest only.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache
from typing import Any

_CYRILLIC = re.compile(r"[а-я]")
_TAGS = ("VERB", "INFN", "1per", "2per", "3per", "futr", "past", "pres", "impr", "perf",
         "plur", "NOUN", "ADVB", "PRCL", "CONJ", "INTJ", "NPRO", "Name", "Surn")  # fmt: skip


@cache
def _analyser() -> Any:
    import pymorphy3

    return pymorphy3.MorphAnalyzer()


def part_of_speech(word: str) -> str:
    """The grammar's part of speech of a Russian word's likeliest reading: «принять»
    INFN, «точность» NOUN (its -ть ends a noun), «выделили» VERB."""
    return str(_analyser().parse(word)[0].tag.POS)


@cache
def _english() -> Any:
    import Stemmer

    return Stemmer.Stemmer("english")


@lru_cache(maxsize=200_000)
def word_readings(token: str) -> tuple[str, tuple[str, ...]]:
    """The token's lemma and the grammar tags the detector uses (Russian only)."""
    if not _CYRILLIC.search(token):
        return str(_english().stemWord(token)), ()
    parse = _analyser().parse(token)[0]
    tags = tuple(tag for tag in _TAGS if tag in parse.tag)
    verb = "VERB" in tags
    joined = ("v:" + "+".join(t for t in tags if t in ("1per", "futr", "past", "impr", "plur")),)
    return str(parse.normal_form), tags + (joined if verb else ())
