"""The date of a promise (issue 10, session 8): `find_date`, with two corrections that
only a promise needs.

- "we'll find another day", «в другой день»: a day no one named is no date.
- A time of the same day with no day: «скину вечером», «привезу с утра», "by lunch",
  "first thing" — the message's own day; a morning or lunch time said after it has
  passed (after 12:00, after 14:00) means the next day. An evening never rolls over:
  «вечером» said at 22:00 is still tonight. («до вечера», "EOD", "tonight" are dates
  already.)
- A clock time with no day: «сверишь к 15:00», "I'll call him after 4", «буду в 7:15»,
  «после 6 урока» — the message's day; the next day when that hour has passed. «Сейчас
  поставлю», "on it right away": the message's day.
- A weekday and then a day of the month that falls on it ("I can cover the Saturday
  clinic on the 28th"): the day of the month, not the nearest Saturday.
- A date said in the condition ("If the glossary is ready by Wed — yes, chapters 1-2 by
  the 25th"): the next date, when there is one.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

from vaultmind.vault.dates import WEEKDAY_NAMES, find_date

Found = tuple[date, tuple[int, int]]
# "another day", "some other day", «в другой день», «на днях»: no day in particular
_NO_DAY = re.compile(
    r"(?<!\w)(?:another|other|some|different|другой|иной|какой-нибудь|какой-то)\s+$",
    re.IGNORECASE,
)
_SAME_DAY = re.compile(
    r"(?<!\w)(?P<morning>утром|с утра|поутру|in the morning|first thing)"
    r"|(?P<lunch>к обеду|до обеда|by lunch|before lunch|after lunch|после обеда)"
    r"|(?P<evening>вечером|ближе к вечеру|this evening|in the evening|later today)"
    r"|(?P<now>прямо сейчас|сейчас|щас|счас|сию минуту|right now|right away|straight away)(?!\w)",
    re.IGNORECASE,
)
# the hour that part of the day is over
_ENDS = {"morning": 12, "lunch": 14, "evening": 24, "now": 24}
# «к 15:00», "at 10:30", "after 4", "by 6pm", «после 6 урока»: an hour of the same day
_CLOCK = re.compile(
    r"(?<![\w.:/-])(?:(?:after|by|before|at|around|until|till|в|к|до|после|около|с)\s+)?"
    r"(?P<hour>\d{1,2}):\d{2}(?![\w.:/-])"
    r"|(?<!\w)(?:after|by|before|at|around|после|около|к|до)\s+(?P<said>\d{1,2})"
    r"(?:\s*(?P<half>am|pm)|\s+(?:урока|пары|o'clock)|(?=\s*(?:$|[,.!?;)—-])))",
    re.IGNORECASE,
)


def promise_date(text: str, day: date, at: datetime | None = None) -> Found | None:
    """The promise's date and where it is said in `text` (as `find_date`), or None."""
    found = find_date(text, day)
    if found is not None and _NO_DAY.search(text[: found[1][0]]):
        return None
    if found is not None:
        return _unless_conditional(text, day, _day_of_that_weekday(text, day, found))
    same = _SAME_DAY.search(text)
    if same is None:
        return clock_date(text, day, at)
    part = same.lastgroup or "evening"
    late = at is not None and at.date() == day and at.hour >= _ENDS[part]
    return (day + timedelta(days=1) if late else day), same.span()


def clock_date(text: str, day: date, at: datetime | None = None) -> Found | None:
    """The day a clock time with no day of its own means: `day`, or the next one when
    the hour has passed (a small number is an afternoon one: "after 4" is 16:00)."""
    clock = _CLOCK.search(text)
    if clock is None:
        return None
    hour = int(clock.group("hour") or clock.group("said"))
    if hour > 23:
        return None
    if clock.group("said") and hour < 8 and (clock.group("half") or "pm").lower() == "pm":
        hour += 12
    late = at is not None and at.date() == day and at.hour >= hour
    return (day + timedelta(days=1) if late else day), clock.span()


# "if …", «если …», "as soon as …": a date in this clause is the condition's, not the promise's
_CONDITION = re.compile(r"(?<!\w)(?:if|once|as soon as|если|как только)\s[^—–,;]*$", re.IGNORECASE)
_DAY_OF_MONTH = re.compile(  # "the 28th", «28-го»: a day of the month by its form alone
    r"(?<![\w.])(?:the\s+)?(\d{1,2})-?(?:st|nd|rd|th|е|го|ое)(?![\w.:/%-])", re.IGNORECASE
)


def _unless_conditional(text: str, day: date, found: Found) -> Found:
    """The first date after the condition's clause, if the first one is in it."""
    if not _CONDITION.search(text[: found[1][0]]):
        return found
    later = find_date(text[found[1][1] :], day)
    if later is None:
        return found
    start, end = later[1]
    return later[0], (found[1][1] + start, found[1][1] + end)


def _day_of_that_weekday(text: str, day: date, found: Found) -> Found:
    """A weekday with a later day of the month that is that weekday: the latter's date."""
    said = text[found[1][0] : found[1][1]]
    if any(ch.isdigit() for ch in said) or not _names_weekday(said):
        return found  # "Fri 27" is read whole by `find_date`; «до 5-го» names no weekday
    for match in _DAY_OF_MONTH.finditer(text, found[1][1]):
        dated = find_date(f"the {match.group(1)}th", day)
        same_weekday = dated is not None and dated[0].weekday() == found[0].weekday()
        if dated is not None and same_weekday and 0 < (dated[0] - found[0]).days <= 21:
            return dated[0], found[1]
    return found


_WEEKDAY_WORD = re.compile(rf"(?<!\w)(?:{WEEKDAY_NAMES})(?!\w)", re.IGNORECASE)


def _names_weekday(said: str) -> bool:
    return _WEEKDAY_WORD.search(said) is not None
