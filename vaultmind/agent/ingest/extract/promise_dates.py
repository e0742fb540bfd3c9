"""The date of a promise (issue 10, session 8): `find_date`, with two corrections that
only a promise needs.

- "we'll find another day", «в другой день»: a day no one named is no date.
- A time of the same day with no day: «скину вечером», «привезу с утра», "by lunch",
  "first thing" — the message's own day; a morning or lunch time said after it has
  passed (after 12:00, after 14:00) means the next day. An evening never rolls over:
  «вечером» said at 22:00 is still tonight. («до вечера», "EOD", "tonight" are dates
  already.)
- A clock time with no day: «сверишь к 15:00», "I'll call him after 4", «буду в 7:15»,
  «после 6 урока» — the message's day; the next day when that hour has passed.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

from vaultmind.vault.dates import find_date

Found = tuple[date, tuple[int, int]]
# "another day", "some other day", «в другой день», «на днях»: no day in particular
_NO_DAY = re.compile(
    r"(?<!\w)(?:another|other|some|different|другой|иной|какой-нибудь|какой-то)\s+$",
    re.IGNORECASE,
)
_SAME_DAY = re.compile(
    r"(?<!\w)(?P<morning>утром|с утра|поутру|in the morning|first thing)"
    r"|(?P<lunch>к обеду|до обеда|by lunch|before lunch|after lunch|после обеда)"
    r"|(?P<evening>вечером|ближе к вечеру|this evening|in the evening|later today)(?!\w)",
    re.IGNORECASE,
)
_ENDS = {"morning": 12, "lunch": 14, "evening": 24}  # the hour that part of the day is over
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
        return found
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
