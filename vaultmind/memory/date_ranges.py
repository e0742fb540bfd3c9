"""Date ranges: «с 7 по 18 декабря», "Dec 14-23", «в понедельник-вторник», "mon-thu next
week", "from Monday to Wednesday" — a first and a last day (issue 10, session 8).

A state said with a range («в отпуске с 7 по 18 декабря») ends on the range's last day,
not on the first date the date table finds in it. Each end is read by the date table
(`find_date`), the last counted from the eve of the first, so «с понедельника по
среду» said on a Tuesday is next week's Monday to Wednesday; a first day of the month
with no month of its own («с 7 по 18 декабря») takes the last one's. A range longer
than two months, or ending before it starts, is no range.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from vaultmind.vault.dates import MONTH_NAMES, WEEKDAY, WEEKDAY_NAMES, find_date

Range = tuple[date, date, tuple[int, int]]  # first day, last day, the phrase's span

_LONGEST = timedelta(days=62)
_DASH = r"\s*[-–—]\s*"
_DAY = r"\d{1,2}(?:-?(?:е|го|th|st|nd|rd))?"
_NEXT_WEEK = r"(?:\s+(?P<next>next\s+week|на\s+следующей\s+неделе|следующей\s+недели))?"
_DAYS_OF_MONTH = re.compile(  # "Dec 14-23", «7–18 декабря», "14-23 Dec"
    rf"(?<!\w)(?:(?P<month1>{MONTH_NAMES})\.?\s+(?P<a1>{_DAY}){_DASH}(?P<b1>{_DAY})"
    rf"|(?P<a2>{_DAY}){_DASH}(?P<b2>{_DAY})\s+(?P<month2>{MONTH_NAMES}))(?!\w)",
    re.IGNORECASE,
)
_WEEKDAYS = re.compile(  # «в понедельник-вторник», "mon-thu next week"
    rf"(?<!\w)(?:(?:в|во|on)\s+)?(?P<first>{WEEKDAY_NAMES}){_DASH}(?P<last>{WEEKDAY_NAMES})"
    rf"(?!\w){_NEXT_WEEK}(?!\w)",
    re.IGNORECASE,
)
_FROM_TO = re.compile(  # «с 7 по 18 декабря», "from Monday to Wednesday"
    r"(?<!\w)(?:с|со|from|between)\s+(?P<first>\S+(?:\s+\S+)?)\s+(?:по|до|to|till|until"
    r"|through|thru|and)\s+",
    re.IGNORECASE,
)
_THROUGH = re.compile(  # "Dec 1 through Dec 11", "Monday thru Wednesday": no "from" needed
    rf"(?<!\w)(?P<first>(?:{MONTH_NAMES})\.?\s+\d{{1,2}}|\d{{1,2}}\s+(?:{MONTH_NAMES})"
    rf"|{WEEKDAY_NAMES})(?:\s+(?:through|thru)\s+"
    # "Dec 22 - Jan 2", «22 декабря — 9 января»: a dash between two dates with their months
    rf"|{_DASH}(?=(?:{MONTH_NAMES})\.?\s+\d|\d{{1,2}}\s+(?:{MONTH_NAMES})(?!\w)))",
    re.IGNORECASE,
)


def find_range(text: str, today: date) -> Range | None:
    """The first date range in the text, resolved against `today`."""
    found = [
        r
        for r in (_days_of_month(text, today), _weekdays(text, today), _from_to(text, today))
        if r is not None
    ]
    return min(found, key=lambda r: r[2][0]) if found else None


def _plausible(first: date, last: date, span: tuple[int, int]) -> Range | None:
    return (first, last, span) if first <= last <= first + _LONGEST else None


def _number(said: str) -> int:
    return int(re.match(r"\d+", said).group(0))  # type: ignore[union-attr]


def _days_of_month(text: str, today: date) -> Range | None:
    match = _DAYS_OF_MONTH.search(text)
    if match is None:
        return None
    month = match.group("month1") or match.group("month2")
    first, last = (match.group(k) or match.group(k[0] + "2") for k in ("a1", "b1"))
    found = find_date(f"{_number(last)} {month}", today)
    if found is None:
        return None
    return _month_start(_number(first), found[0], match.span())


def _month_start(first: int, last: date, span: tuple[int, int]) -> Range | None:
    """The first day, a day of the last day's month (or the month before it)."""
    try:
        start = last.replace(day=first)
    except ValueError:
        return None
    if start > last:
        eve = last.replace(day=1) - timedelta(days=1)
        try:
            start = eve.replace(day=first)
        except ValueError:
            return None
    return _plausible(start, last, span)


def _weekdays(text: str, today: date) -> Range | None:
    match = _WEEKDAYS.search(text)
    if match is None:
        return None
    first_name = match.group("first").lower()
    said = f"next {first_name}" if match.group("next") else first_name
    found = find_date(said, today) if first_name in WEEKDAY else None
    if found is None:
        return None
    first = found[0]
    gap = (WEEKDAY[match.group("last").lower()] - first.weekday()) % 7
    return _plausible(first, first + timedelta(days=gap), match.span())


def _in_progress(first: date, today: date) -> date:
    """ "from Nov 28 to Dec 3" said on Nov 30: the range began this year, not next."""
    if first - today <= timedelta(days=183):
        return first
    try:
        return first.replace(year=first.year - 1)
    except ValueError:  # the 29th of February
        return first


def _from_to(text: str, today: date) -> Range | None:
    for match in [*_FROM_TO.finditer(text), *_THROUGH.finditer(text)]:
        after = "до " + text[match.end() :]  # a bare «11-е» is a date after a preposition
        last = find_date(after, today)
        if last is None or after[: last[1][0]].strip():
            continue
        start_said = match.group("first")
        span = (match.start(), match.end() + last[1][1] - 3)
        if re.fullmatch(_DAY, start_said, re.IGNORECASE):  # «с 7 по 18 декабря»
            if (month_start := _month_start(_number(start_said), last[0], span)) is not None:
                return month_start
            continue
        first = find_date(start_said, today)
        if first is None or start_said[: first[1][0]].strip():
            continue
        start = _in_progress(first[0], today)
        end = find_date(after, start - timedelta(days=1))  # counted from the first day
        if end is not None and (found := _plausible(start, end[0], span)) is not None:
            return found
    return None
