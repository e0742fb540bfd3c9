"""The days a message speaks of, for a question about a time.

«Я в отпуске с 5 по 16 октября», written on 29 September, answers "who was away
in October": its own day is outside the asked month, the days it names are inside.
A day said after "until", «до» runs from the message's day («до четверга»: to Thursday).
The date readers are ingest's (`vault.dates`, `memory.date_ranges`), counted from
the message's own day; they are imported only when a question names a time.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from datetime import date

    from vaultmind.agent.ask.timeframe import TimeRange

_MAY_NAME_A_DAY = re.compile(r"\d|[а-яА-ЯёЁ]{3,}|[A-Za-z]{3,}")
_UNTIL_WORDS = r"(?:до|по|until|till|through|thru)\s+"
_UNTIL = re.compile(_UNTIL_WORDS, re.I)
_UNTIL_BEFORE = re.compile(rf"(?<!\w){_UNTIL_WORDS}$", re.I)


def names_a_day_in(text: str, day: date | None, asked: TimeRange) -> bool:
    """Whether `text`, said on `day`, names a day (or a span of days) within `asked`."""
    if day is None or not _MAY_NAME_A_DAY.search(text):
        return False
    return any(first <= asked.end and asked.start <= last for first, last in _spans(text, day))


@lru_cache(maxsize=8192)
def _spans(text: str, day: date) -> tuple[tuple[date, date], ...]:
    from vaultmind.memory.date_ranges import find_range
    from vaultmind.vault.dates import find_date

    found: list[tuple[date, date]] = []
    span = find_range(text, day)
    if span is not None:
        found.append((span[0], span[1]))
    single = find_date(text, day)
    if single is not None:
        start, end = single[1]  # «на выставке до четверга»: from the day to then
        until = _UNTIL.match(text[start:end]) or _UNTIL_BEFORE.search(text[:start])
        found.append((day if until and day <= single[0] else single[0], single[0]))
    return tuple(found)
