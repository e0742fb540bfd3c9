"""The one range rule of date, week and duration options: its edges are accepted,
so refusing what lies beyond them never refuses what a user means."""

from __future__ import annotations

from datetime import date

import pytest

from vaultmind.errors import UsageError
from vaultmind.memory.user_options import (
    MAX_DAYS,
    parse_days,
    parse_seconds,
    parse_user_date,
    parse_user_week,
)


def test_the_first_and_last_days_and_weeks_are_accepted() -> None:
    assert parse_user_date("1900-01-01", "--day") == date(1900, 1, 1)
    assert parse_user_date("2999-12-31", "--day") == date(2999, 12, 31)
    assert parse_user_week("1900-W01", "--week") == (date(1900, 1, 1), date(1900, 1, 7))
    monday, sunday = parse_user_week("2999-W52", "--week")
    assert sunday <= date(2999, 12, 31) and (sunday - monday).days == 6


def test_a_week_reaching_past_the_last_day_is_refused() -> None:
    with pytest.raises(UsageError, match="--week: the week '3000-W01' is out of range"):
        parse_user_week("3000-W01", "--week")  # starts on 2999-12-30


def test_spans_and_intervals_at_their_edges() -> None:
    assert parse_days("0", "--due-within") == 0
    assert parse_days(f"{MAX_DAYS}d", "--due-within") == MAX_DAYS
    assert parse_seconds("0.2", "--tick") == 0.2  # what the daemon tests tick at
    assert parse_seconds(" 86400 ", "--tick") == 86_400.0
