"""Natural due dates in English and Russian, resolved against today = Wednesday 2026-12-02."""

from __future__ import annotations

from datetime import date

import pytest

from vaultmind.errors import UsageError
from vaultmind.vault.dates import find_date, parse_due

TODAY = date(2026, 12, 2)
assert TODAY.weekday() == 2  # a Wednesday


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        ("friday", date(2026, 12, 4)),
        ("Friday", date(2026, 12, 4)),
        ("fri", date(2026, 12, 4)),
        ("by friday", date(2026, 12, 4)),
        ("wednesday", date(2026, 12, 9)),  # strictly after today
        ("tuesday", date(2026, 12, 8)),
        ("thursday", date(2026, 12, 3)),
        ("до пятницы", date(2026, 12, 4)),
        ("к пятнице", date(2026, 12, 4)),
        ("в пятницу", date(2026, 12, 4)),
        ("в среду", date(2026, 12, 9)),
        ("во вторник", date(2026, 12, 8)),
        ("к понедельнику", date(2026, 12, 7)),
        ("next week", date(2026, 12, 11)),  # that week's Friday
        ("на следующей неделе", date(2026, 12, 11)),
        ("через 3 дня", date(2026, 12, 5)),
        ("через неделю", date(2026, 12, 9)),
        ("через две недели", date(2026, 12, 16)),
        ("in 2 weeks", date(2026, 12, 16)),
        ("in 3 days", date(2026, 12, 5)),
        ("in a week", date(2026, 12, 9)),
        ("к 30 ноября", date(2027, 11, 30)),  # already past this year
        ("к 5 декабря", date(2026, 12, 5)),
        ("до 2 декабря", date(2026, 12, 2)),  # today is not past
        ("30 ноября 2027", date(2027, 11, 30)),
        ("november 30 2027", date(2027, 11, 30)),
        ("dec 5", date(2026, 12, 5)),
        ("5 jan", date(2027, 1, 5)),
        ("2026-12-04", date(2026, 12, 4)),
        ("by 2027-01-15", date(2027, 1, 15)),
        ("04.12", date(2026, 12, 4)),
        ("01.12", date(2027, 12, 1)),
        ("04.12.2027", date(2027, 12, 4)),
        ("4/12/27", date(2027, 12, 4)),
        ("today", TODAY),
        ("tomorrow", date(2026, 12, 3)),
        ("tmrw", date(2026, 12, 3)),  # chat shorthands (session 10)
        ("by tmr", date(2026, 12, 3)),
        ("завтра", date(2026, 12, 3)),
        ("послезавтра", date(2026, 12, 4)),
        ("  Ко   Вторнику  ", date(2026, 12, 8)),
        ("end of december", date(2026, 12, 31)),  # a named month's end (session 28)
        ("till the end of January", date(2027, 1, 31)),
        ("до конца января", date(2027, 1, 31)),
        ("end of november", date(2027, 11, 30)),  # this year's is past
    ],
)
def test_parse_due(phrase: str, expected: date) -> None:
    assert parse_due(phrase, TODAY) == expected


def test_next_week_from_a_sunday_is_the_coming_friday() -> None:
    assert parse_due("next week", date(2026, 12, 6)) == date(2026, 12, 11)


def test_weekday_on_that_weekday_is_a_week_later() -> None:
    assert parse_due("friday", date(2026, 12, 4)) == date(2026, 12, 11)


@pytest.mark.parametrize(
    "phrase",
    [
        "someday",
        "",
        "   ",
        "до",
        "через",
        "2026-02-30",
        "31.02",
        "next blursday",
        "in 0 days",
        "30 ноября декабря",
        "friday 2026-12-04",
        "every tuesday",  # a recurrence is no due date
    ],
)
def test_garbage_is_a_one_line_usage_error_naming_the_phrase(phrase: str) -> None:
    with pytest.raises(UsageError) as caught:
        parse_due(phrase, TODAY)
    message = caught.value.message
    assert f"'{phrase}'" in message
    assert "\n" not in message


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("every Tuesday I'm at college", None),
        ("I'm at college every Tuesday till the end of December", date(2026, 12, 31)),
        ("каждый вторник созвон, а отчёт пришлю до пятницы", date(2026, 12, 4)),
        ("each Monday", None),
    ],
)
def test_a_recurring_day_is_no_date_in_running_text(text: str, expected: date | None) -> None:
    """Before session 28, "every Tuesday" was next Tuesday: a context about college on
    Tuesdays ended on the first of them."""
    found = find_date(text, TODAY)
    assert (found[0] if found else None) == expected
