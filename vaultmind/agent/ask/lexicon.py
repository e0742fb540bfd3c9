"""Everyday words of English and Russian with their one-word translations, so that a
question in one language reaches notes written in the other beyond the work words of
`glossary` ("projector" and «проектор», «расписание» and "timetable"): a newcomer's
vault mixes the two, and asks in either (issue 27).

`data/lexicon.tsv` is built from `bench/lexicon/words.tsv` (`make lexicon`): a line
per stem, `v` when the stem is a verb, and its words of the other language split by
`|`. Read once per process (~40 000 lines, no stemming); a word is looked up by its
stem, as the glossary's are.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from vaultmind.agent.ask.generic import names_a_topic
from vaultmind.agent.ask.words import stem

DATA = Path(__file__).with_name("data") / "lexicon.tsv"


@lru_cache(maxsize=1)
def _read() -> tuple[dict[str, tuple[str, ...]], frozenset[str]]:
    """stem → the words of the other language; the stems that are verbs."""
    words: dict[str, tuple[str, ...]] = {}
    verbs = set()
    for line in DATA.read_text(encoding="utf-8").splitlines():
        key, verb, said = line.split("\t")
        words[key] = tuple(said.split("|"))
        if verb:
            verbs.add(key)
    return words, frozenset(verbs)


def lexicon_translations(word: str) -> tuple[str, ...]:
    """The other language's words for a folded word; () for one the list lacks, and for
    a verb: «идти» is "go", "come", "walk", which every note says, and a question's
    verb says how it asks, not what about (the glossary lists the work verbs). Nor a
    word that names no topic («рабочих» is "worker", not "working": `generic`)."""
    if a_verb(word):
        return ()
    return tuple(w for w in _read()[0].get(stem(word), ()) if names_a_topic(w))


def a_verb(word: str) -> bool:
    """The list reads the word as a verb («приезжает», "arrive"): it says how a
    question asks, and its translation is no evidence of what it is about."""
    return stem(word) in _read()[1]
