"""«к завтрашнему утру», «до сегодняшнего вечера»: a near day said as an adjective is that
day (issue 10, session 7), in a message and in `--due` alike. «до завтрашнего вечера»
was read as «вечера», i.e. the message's own day."""

from __future__ import annotations

from datetime import date

import pytest

from vaultmind.vault.dates import find_date, parse_due

FRI = date(2026, 12, 4)
SUN = date(2026, 12, 6)


@pytest.mark.parametrize(
    ("phrase", "today", "due"),
    [
        ("к завтрашнему утру", FRI, date(2026, 12, 5)),
        ("до завтрашнего вечера", FRI, date(2026, 12, 5)),
        ("к завтрашнему дню", SUN, date(2026, 12, 7)),
        ("к сегодняшнему вечеру", SUN, SUN),
        ("до послезавтрашнего утра", FRI, date(2026, 12, 6)),
    ],
)
def test_a_near_day_as_an_adjective(phrase: str, today: date, due: date) -> None:
    assert parse_due(phrase, today) == due
    found = find_date(f"Узнаешь статус {phrase}?", today)
    assert found is not None and found[0] == due


def test_an_adjective_alone_is_no_date() -> None:
    assert find_date("завтрашний созвон перенесли", FRI) is None
