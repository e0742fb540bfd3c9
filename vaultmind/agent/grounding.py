"""The generic half of grounding, shared by ingest and reflection: a claim the model
makes stands only if what it cites says it.

Words are compared by stem (so «обещал» supports «обещала»), stopwords and very short
words do not count, and the words in `beyond` (a person's own names, say) are not
evidence on their own.
"""

from __future__ import annotations

from collections.abc import Iterable

from vaultmind.index.analysis import bilingual_analyzer

_STOPWORDS_TEXT = (
    "и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только "
    "ее мне было вот от меня еще нет о из ему теперь когда даже ну вдруг ли если уже или "
    "ни быть был него до вас нибудь опять уж вам ведь там потом себя ничего ей может они "
    "тут где есть надо ней для мы тебя их чем была сам чтоб без будто чего раз тоже себе "
    "the a an and or but of to in on at by for with from is are was were be been it this "
    "that will would can could should i you he she we they them his her our their not"
)
STOPWORDS = frozenset(_STOPWORDS_TEXT.split())
_ANALYZER = bilingual_analyzer()


def stems(text: str) -> set[str]:
    words = (token.text for token in _ANALYZER(text))
    return {w for w in words if len(w) >= 3 and w not in STOPWORDS}


def supported_by(text: str, cited: Iterable[str], beyond: str = "") -> bool:
    """The text shares a content word (by stem) with the cited texts — one that is not
    in `beyond`: a fact about Billing is not supported by the word "Billing" alone."""
    said = set().union(*(stems(c) for c in cited))
    return bool((stems(text) - stems(beyond)) & said)


def cited_numbers(numbers: Iterable[int], count: int) -> list[int] | None:
    """The distinct 1-based numbers an item cites, or None if it cites none or one
    outside 1..count (a made-up citation)."""
    found = sorted(set(numbers))
    if not found or any(not 1 <= n <= count for n in found):
        return None
    return found
