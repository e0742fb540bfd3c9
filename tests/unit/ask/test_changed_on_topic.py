""" "What's new on X since <day>?" lists the period's changes on X — the lines that say
it, its own dated log lines — and all of them when none does; the day may be written
"Nov 20", «19.11», "the 16th" or «с 16-го». A plan said the day before, "until
Thursday", answers for the days up to Thursday."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest

from tests.unit.ask.conftest import answered, indexed
from vaultmind.agent.ask.timeframe import find_range
from vaultmind.service import VaultService

TODAY = date(2026, 11, 26)
NOTES = {
    "Projects/Сайт.md": "# Сайт\n\n- 24.11: перенесли 12 проектов в Тильду.\n- 02.11: старт.\n",
    "People/Олег Смирнов.md": "# Олег Смирнов\n\nЗакупки.\n",
    "Daily/2026-11-20.md": "# 2026-11-20\n\nСайт: mockup v2 главной на 70%.\n",
    "Daily/2026-11-21.md": "# 2026-11-21\n\nКухня: купили новый чайник.\n",
    "Daily/2026-11-23.md": "# 2026-11-23\n\nОлег на выставке в Экспоцентре до четверга.\n",
}


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> Iterator[VaultService]:
    found = indexed(tmp_path_factory, "changed", NOTES)
    yield found
    found.close()


@pytest.mark.parametrize("asked", ["что изменилось с сайтом с 18 ноября?",
                                   "what changed on the Сайт since Nov 18?",
                                   "что нового по сайту после 18.11?"])  # fmt: skip
def test_the_changes_on_the_topic_and_its_log_lines(service: VaultService, asked: str) -> None:
    text = answered(service, asked, TODAY)
    assert "mockup v2" in text and "Тильду" in text  # a Daily line, the project's log line
    assert "чайник" not in text  # another topic's change
    assert "старт" not in text  # a log line before the period


def test_a_question_on_nothing_in_particular_lists_every_change(service: VaultService) -> None:
    text = answered(service, "what changed since Nov 18?", TODAY)
    assert "mockup v2" in text and "чайник" in text


def test_a_day_said_as_until_answers_for_the_days_up_to_it(service: VaultService) -> None:
    assert "Экспоцентре" in answered(service, "where was Oleg on Nov 24?", TODAY)


@pytest.mark.parametrize(("said", "start"), [
    ("since Nov 20", date(2026, 11, 20)), ("после 19.11", date(2026, 11, 19)),
    ("since the 16th", date(2026, 11, 16)), ("с 16-го", date(2026, 11, 16)),
    ("since the 30th", date(2026, 10, 30)), ("after Nov 20th", date(2026, 11, 20)),
])  # fmt: skip
def test_days_written_short_start_a_period_to_today(said: str, start: date) -> None:
    found = find_range(said, TODAY)
    assert found is not None and (found.start, found.end) == (start, TODAY)


def test_numbers_that_are_no_day_start_nothing() -> None:
    for said in ("the 1.5 m gap", "v2.10 release", "internet on the 2nd floor", "may I ask"):
        assert find_range(said, TODAY) is None, said
