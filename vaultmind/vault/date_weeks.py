"""Phrases that name a day by its week: a weekday of next week, and the weekend.

"by Friday next week", «к среде следующей недели», «на следующей неделе в среду»: the
weekday of the next calendar week, not this week's (the first phrase alone, "by Friday",
would be). "over the weekend", «в выходные», «к выходным»: the coming Sunday, the day
the weekend is over (the six promises in the labelled chats whose only date was a
weekend were all due on its Sunday); «до выходных», "before the weekend": the Friday.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

# matched right after the phrase before it (`re.match` at its end)
_WEEKDAY_FIRST = re.compile(
    r"\s*,?\s+(?:on\s+|in\s+)?(?:the\s+)?"
    r"(?:next\s+week|(?:на\s+)?следующей\s+неделе|следующей\s+недели)(?!\w)",
    re.IGNORECASE,
)
_WEEKDAY_AFTER = re.compile(
    r"\s*,?\s+(?:on\s+|by\s+|в\s+|во\s+|к\s+|ко\s+|до\s+)?(?P<day>[а-яёa-z]+)(?!\w)",
    re.IGNORECASE,
)
# a weekend said with its preposition: «выходные были тяжёлые», «по выходным» (a habit)
# and "the weekend was rough" name no day
WEEKEND = re.compile(
    r"(?<!\w)(?:(?P<before>до|before)\s+(?:the\s+)?|(?:over|on|at|by|for|this|в|на|к)\s+"
    r"(?:the\s+)?(?:this\s+)?|(?=next\s|следующ))(?P<next>next\s+|следующ(?:ие|их|им)\s+)?"
    r"(?:weekend|выходн(?:ые|ых|ым))(?!\w)",
    re.IGNORECASE,
)


# «на следующей неделе», «до следующей недели», «не раньше следующей недели»
_NEXT_WEEK = ("next week", "следующей неделе", "следующая неделя", "следующую неделю",
              "следующей недели")  # fmt: skip


def next_week(words: list[str], text: str, today: date) -> date | None:
    """ "next week", «на следующей неделе»: its Friday (a rule of `dates._resolve`)."""
    return next_week_day(4, today) if text in _NEXT_WEEK else None


_WEEK_WORDS = (["next", "week"], ["следующей", "неделе"], ["следующей", "недели"])


def weekday_and_week(words: list[str], weekdays: dict[str, int], today: date) -> date | None:
    """A whole phrase (`--due`, prepositions dropped): «среде следующей недели», "friday
    next week", "next week friday" (a rule of `dates._resolve`)."""
    if len(words) == 3 and words[0] in weekdays and words[1:] in _WEEK_WORDS:
        return next_week_day(weekdays[words[0]], today)
    if len(words) == 3 and words[:2] in _WEEK_WORDS and words[2] in weekdays:
        return next_week_day(weekdays[words[2]], today)
    return None


def next_week_day(weekday: int, today: date) -> date:
    """That weekday in the calendar week after today's."""
    return today + timedelta(days=7 - today.weekday() + weekday)


def weekday_of_next_week(
    text: str, match: re.Match[str], words: list[str], weekdays: dict[str, int], today: date
) -> tuple[date, tuple[int, int]] | None:
    """A date phrase `match` (its `words`, prepositions dropped) that is a weekday followed
    by "next week", or "next week" followed by a weekday: that day of next week, and the
    span of both."""
    start, end = match.span()
    if words and words[-1] in weekdays:
        after = _WEEKDAY_FIRST.match(text, end)
        if after is not None:
            return next_week_day(weekdays[words[-1]], today), (start, after.end())
    if words[-2:] in _WEEK_WORDS:
        then = _WEEKDAY_AFTER.match(text, end)
        day = then.group("day").lower().replace("ё", "е") if then else ""
        if then is not None and day in weekdays:
            return next_week_day(weekdays[day], today), (start, then.end())
    return None


def weekend_day(phrase: re.Match[str], today: date) -> date:
    """The Sunday a weekend phrase means (on a weekend day: this one's), or the Friday
    before it ("before the weekend")."""
    sunday = today + timedelta(days=6 - today.weekday())
    if phrase.group("next"):
        sunday += timedelta(days=7)
    if phrase.group("before"):
        friday = sunday - timedelta(days=2)
        return friday if friday >= today else friday + timedelta(days=7)
    return sunday
