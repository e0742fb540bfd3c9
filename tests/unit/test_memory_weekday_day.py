"""A weekday followed by the day of the month means that day ("by Fri the 27th")."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from vaultmind.agent.ingest.extract.promises import find_promises
from vaultmind.agent.ingest.sources.formats.records import RawMessage
from vaultmind.vault.dates import find_date

THURSDAY = date(2026, 11, 19)


@pytest.mark.parametrize(
    "text",
    ["by Fri the 27th", "by Friday the 27th", "Fri 27th", "Friday, 27th works", "пт 27-го"],
)
def test_the_day_of_the_month_wins_over_the_weekday(text: str) -> None:
    found = find_date(text, THURSDAY)
    assert found is not None and found[0] == date(2026, 11, 27)


@pytest.mark.parametrize(
    ("text", "due"),
    [("by Friday", date(2026, 11, 20)), ("Friday, the team meets", date(2026, 11, 20))],
)
def test_a_weekday_without_a_day_after_it_is_still_the_weekday(text: str, due: date) -> None:
    found = find_date(text, THURSDAY)
    assert found is not None and found[0] == due


def test_a_promise_with_a_weekday_and_its_date_is_due_on_that_date() -> None:
    text = "I'll have the budget memo drafted by Fri the 27th, gonna call the vendors this week"
    message = RawMessage("jsonl", "c", "c", "1", datetime(2026, 11, 19, 9, 10), "Sam", text)
    [promise] = find_promises(message)
    assert promise.due == date(2026, 11, 27)
