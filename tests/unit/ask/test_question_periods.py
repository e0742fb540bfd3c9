"""The days a question asks about when it names part of a month, and the other
language's words for a compound word."""

from __future__ import annotations

from datetime import date

from vaultmind.agent.ask.glossary import translations
from vaultmind.agent.ask.timeframe import find_range

TODAY = date(2026, 12, 5)


def days(question: str) -> tuple[date, date] | None:
    found = find_range(question, TODAY)
    return None if found is None else (found.start, found.end)


def test_the_last_or_first_week_of_a_month_is_that_months_seven_days() -> None:
    december_end = (date(2026, 12, 25), date(2026, 12, 31))
    assert days("Are there releases in the last week of December?") == december_end
    assert days("Что сдаём в конце декабря?") == december_end
    assert days("Что запланировано на первую неделю января?") == (
        date(2027, 1, 1),
        date(2027, 1, 7),
    )  # asked in December: the coming January, not the past one
    assert days("What is due by the end of December?") == (TODAY, date(2026, 12, 31))
    assert days("What happened last week?") == (date(2026, 11, 23), date(2026, 11, 29))


def test_a_compound_word_is_translated_by_its_parts() -> None:
    assert {"design", "system"} <= set(translations("дизайн-систему"))
    assert "зарплата" in translations("payroll")


def test_a_code_is_looked_for_in_the_other_scripts_letters_too() -> None:
    assert translations("k1-200") == ("к1-200",)  # a Latin K typed for the notes' «К»
    assert translations("к1-200") == ("k1-200",)
    assert translations("k1") == ()  # a family's name alone: every «К1» would meet it
    assert translations("q3-2026") == ()  # no Cyrillic letter looks like q


def test_new_year_is_the_turn_of_the_year_nearest_today() -> None:
    turn = (date(2026, 12, 31), date(2027, 1, 1))
    assert days("is maria around over new year") == turn
    assert days("Кто работает в новогодние каникулы?") == turn
    assert days("что делаем на новый год?") == turn
    assert days("new year plan for the warehouse") is None  # a topic, not a time
    assert find_range("who was off over new year?", date(2027, 1, 8)) is not None
    assert find_range("who was off over new year?", date(2027, 1, 8)).start == turn[0]  # type: ignore[union-attr]
