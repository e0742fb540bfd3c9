"""The days a retrieved unit says something is owed by, and whether they fall in the
asked period (issue 27: no "nothing is due / overdue / promised" that a source
contradicts, and none contradicted by a line about another week).

An empty answer about a period ("what is due for Igor this week?", "what is overdue?",
"what did Sam promise last week?") is contradicted only by a unit whose own day is in
that period: the day it names ("by December 3", «до 1 декабря»), or, for a promise, the
day it was said (a Daily note's, a message's date). "Overdue" is every day before today.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from vaultmind.agent.ask.rank import Source
    from vaultmind.agent.ask.timeframe import TimeRange

PROMISES = ("promis", "will ", "'ll ", "’ll ", "обещ", "сделаю", "пришлю", "подготовлю")
OWED = (*PROMISES, " by ", "due", "deadline", "until", " до ", "срок", "дедлайн")
DATED_INTENTS = frozenset(["due", "overdue", "promised"])  # answers about owed days

Period = tuple[date, date]  # first and last day, both included


def period_of(intent: str, asked: TimeRange | None, today: date | None) -> Period | None:
    """The days an empty answer of `intent` is about: "overdue" is every day before
    today, "due" and "promised" the question's period. None: any day (no period asked,
    or an intent not about owed days)."""
    if intent == "overdue" and today is not None:
        return date.min, today - timedelta(days=1)
    if intent in DATED_INTENTS and asked is not None:
        return asked.start, asked.end
    return None


def in_period(source: Source, intent: str, period: Period, today: date | None) -> bool:
    """The unit's own day is in the period: a day it names; the day it was said when it
    names none, and for a promise always (one made in the asked days)."""
    first, last = period
    named = days(source.text)
    anchor = today or date.today()
    if any(first <= nearest(m, d, anchor) <= last for m, d in named):
        return True
    said = _said_on(source)
    if not named and _names_a_day_from(source.text, said, period):
        return True  # "by Friday", said on Monday the 7th: the 11th
    said = said if intent == "promised" or not named else None
    return said is not None and first <= said <= last


def _names_a_day_from(text: str, said: date | None, period: Period) -> bool:
    """The text, said on `said`, names a day of the period in words ("by Friday")."""
    from vaultmind.agent.ask.mentioned import names_a_day_in
    from vaultmind.agent.ask.timeframe import TimeRange

    first, last = period
    if said is None or first == date.min:
        return False
    return names_a_day_in(text, said, TimeRange(first, last, ""))


def promises(text: str) -> bool:
    """The text says a promise ("will send", «обещала»), not only a deadline."""
    said = f" {text.casefold()} "
    return any(cue in said for cue in PROMISES)


def owes(text: str) -> bool:
    """The text says something is owed ("will fix", "by", «до», «срок»)."""
    said = f" {text.casefold()} "
    return any(cue in said for cue in OWED)


def owed_before(text: str, today: date) -> bool:
    """The text says something is owed by a day before today ("will fix it by December
    3", «обещала сверить акты до 1 декабря»): overdue, though no task records it."""
    return owes(text) and any(nearest(m, d, today) < today for m, d in days(text))


def days(text: str) -> list[tuple[int, int]]:
    """The days the text names (month, day): 2026-12-08, «15 января», "December 8"."""
    from vaultmind.agent.ask.support import keys

    found = [key[4:].split("-") for key in keys(text).exact if key.startswith("day:")]
    return [(int(month), int(day)) for month, day in found]


def nearest(month: int, day: int, today: date) -> date:
    """The day in the year before, this year or the next: whichever is nearest today."""
    found = []
    for year in (today.year - 1, today.year, today.year + 1):
        try:
            found.append(date(year, month, day))
        except ValueError:  # 29 February of a common year, a month's 31st that is not
            continue
    return min(found, key=lambda day: abs((day - today).days), default=today)


def _said_on(source: Source) -> date | None:
    try:
        return date.fromisoformat(source.date[:10]) if source.date else None
    except ValueError:
        return None
