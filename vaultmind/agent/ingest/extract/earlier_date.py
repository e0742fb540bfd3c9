"""A promise whose date is the sentence before it (issue 10, session 8): «Поверка 26-го,
мастер приедет с утра. Я его встречу и всё покажу», "The auditors arrive on Tuesday. I'll
meet them at the door". Conservative: the promise has no date of its own and points back
at someone or something («его», "them", «там»); the sentence before it is short, says a
date, promises nothing and asks nothing. The task keeps what that sentence says.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date, datetime

from vaultmind.agent.ingest.extract.promise_dates import promise_date

MAX_WORDS = 15
_BACK = re.compile(
    r"(?<!\w)(?:его|её|ее|их|него|неё|нее|них|ним|ней|им|там|туда|it|him|her|them|there"
    r"|this|that)(?!\w)",
    re.IGNORECASE,
)


def due_before(
    earlier: str, sentence: str, at: datetime, promised: Callable[[str], bool]
) -> tuple[date, str] | None:
    """The date of `earlier` and what it says without the date, for a promise `sentence`
    that points back at it; None when it does not."""
    day = at.date()
    if not promised(sentence) or promise_date(sentence, day, at) is not None:
        return None
    if not _BACK.search(sentence) or "?" in earlier or promised(earlier):
        return None
    if len(earlier.split()) > MAX_WORDS:
        return None
    found = promise_date(earlier, day, at)
    if found is None:
        return None
    start, end = found[1]
    said = " ".join((earlier[:start] + " " + earlier[end:]).split())
    said = re.sub(r"\s+([,.;:])", r"\1", said).strip(" ,.;:—-")
    return (found[0], said) if said else None
