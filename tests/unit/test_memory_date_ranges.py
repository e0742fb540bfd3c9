"""Date ranges (issue 10, session 8): the first and last day of «с 7 по 18 декабря",
"Dec 14-23", «в среду-четверг», "tue-thu next week", read on a Monday, a Friday and a
Sunday like the date table; what only looks like a range is none."""

from __future__ import annotations

from datetime import date

import pytest

from vaultmind.memory.date_ranges import find_range

MON, FRI, SUN = date(2026, 11, 30), date(2026, 12, 4), date(2026, 12, 6)


def d(month: int, day: int, year: int = 2026) -> date:
    return date(year, month, day)


TABLE = [
    # phrase                      on Monday              on Friday              on Sunday
    ("с 9 по 20 декабря", (d(12, 9), d(12, 20)), (d(12, 9), d(12, 20)), (d(12, 9), d(12, 20))),
    ("с 2-го по 11-е", (d(12, 2), d(12, 11)), (d(12, 2), d(12, 11)), (d(12, 2), d(12, 11))),
    ("9–20 декабря", (d(12, 9), d(12, 20)), (d(12, 9), d(12, 20)), (d(12, 9), d(12, 20))),
    ("Dec 9-20", (d(12, 9), d(12, 20)), (d(12, 9), d(12, 20)), (d(12, 9), d(12, 20))),
    ("9-20 Dec", (d(12, 9), d(12, 20)), (d(12, 9), d(12, 20)), (d(12, 9), d(12, 20))),
    ("в среду-четверг", (d(12, 2), d(12, 3)), (d(12, 9), d(12, 10)), (d(12, 9), d(12, 10))),
    ("tue-thu next week", (d(12, 8), d(12, 10)), (d(12, 8), d(12, 10)), (d(12, 8), d(12, 10))),
    ("в пятницу-понедельник", (d(12, 4), d(12, 7)), (d(12, 11), d(12, 14)), (d(12, 11), d(12, 14))),
    ("со среды по пятницу", (d(12, 2), d(12, 4)), (d(12, 9), d(12, 11)), (d(12, 9), d(12, 11))),
    ("from Wed to Friday", (d(12, 2), d(12, 4)), (d(12, 9), d(12, 11)), (d(12, 9), d(12, 11))),
    ("from Dec 9 to Dec 20", (d(12, 9), d(12, 20)), (d(12, 9), d(12, 20)), (d(12, 9), d(12, 20))),
    # "through" between two dates is a range with no "from" (session 10)
    ("Dec 9 through Dec 20", (d(12, 9), d(12, 20)), (d(12, 9), d(12, 20)), (d(12, 9), d(12, 20))),
    ("Dec 22 - Jan 2", (d(12, 22), d(1, 2, 2027)), (d(12, 22), d(1, 2, 2027)),
     (d(12, 22), d(1, 2, 2027))),
    ("22 декабря — 9 января", (d(12, 22), d(1, 9, 2027)), (d(12, 22), d(1, 9, 2027)),
     (d(12, 22), d(1, 9, 2027))),
    ("Wed thru Friday", (d(12, 2), d(12, 4)), (d(12, 9), d(12, 11)), (d(12, 9), d(12, 11))),
    # already begun: the first day is this year's, not next year's
    ("с 27 ноября по 8 декабря", (d(11, 27), d(12, 8)), (d(11, 27), d(12, 8)),
     (d(11, 27), d(12, 8))),
]  # fmt: skip


@pytest.mark.parametrize(("phrase", "monday", "friday", "sunday"), TABLE)
def test_a_range_and_its_last_day(
    phrase: str, monday: tuple[date, date], friday: tuple[date, date], sunday: tuple[date, date]
) -> None:
    found = [find_range(f"я {phrase} в отъезде", day) for day in (MON, FRI, SUN)]
    assert [f[:2] if f else None for f in found] == [monday, friday, sunday]


def test_the_span_is_the_range_phrase() -> None:
    text = "I'm off Dec 9-20, back after"
    found = find_range(text, MON)
    assert found is not None
    assert text[found[2][0] : found[2][1]] == "Dec 9-20"


@pytest.mark.parametrize(
    "text",
    [
        "pages 14-23 of the spec",  # numbers with no month
        "с 9 до 18 работаю",  # hours of a day
        "from 10 to 18",
        "release v2.1-3",
        "between 2 and 5 people",
        "с 10 мая по 20 сентября",  # longer than two months: no state's range
        "в среду",  # one day
        "chapters 3 through 5",  # no month, no weekday
        "build 22 - 9 tests failed",  # a dash between numbers with no month
        "from now through the release",
    ],
)
def test_what_is_no_range(text: str) -> None:
    assert find_range(text, MON) is None
