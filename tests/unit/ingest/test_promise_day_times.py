"""A promise due at a time of the same day (issue 10, session 8): «скину вечером», "by
lunch"; and what looks like a dated promise but is not one: a day no one named ("we'll
pick another day"), an offer on a condition set first, a report of what someone did."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from vaultmind.agent.ingest.extract.promises import find_promises
from vaultmind.agent.ingest.sources.formats import RawMessage

MORNING = datetime(2026, 12, 3, 10, 0, tzinfo=UTC)  # a Thursday
AFTERNOON = datetime(2026, 12, 3, 16, 30, tzinfo=UTC)


def said(text: str, at: datetime = MORNING) -> list[tuple[str, str]]:
    message = RawMessage("chat", "c1", "Team", "1", at, "Оля", text)
    return [(p.text, p.due.isoformat() if p.due else "") for p in find_promises(message)]


@pytest.mark.parametrize(
    ("text", "at", "word", "due"),
    [
        ("Скину макеты вечером", MORNING, "макеты", "2026-12-03"),
        ("Пришлю смету вечером", AFTERNOON, "смету", "2026-12-03"),  # evening: tonight
        ("Привезу пропуска с утра", MORNING, "пропуска", "2026-12-03"),
        ("Привезу пропуска с утра", AFTERNOON, "пропуска", "2026-12-04"),  # morning passed
        ("I'll send the slides by lunch", MORNING, "slides", "2026-12-03"),
        ("I'll send the slides by lunch", AFTERNOON, "slides", "2026-12-04"),
        ("Обновлю прайс к обеду", MORNING, "прайс", "2026-12-03"),
        ("Завтра вечером выложу фотоотчёт", MORNING, "фотоотчёт", "2026-12-04"),
        # a bracket smiley ends a sentence before the promise that follows it
        ("Опять три жалобы(( Отвечу клиентам до вечера", MORNING, "клиентам", "2026-12-03"),
    ],
)
def test_a_time_of_the_day_is_the_message_day_or_the_next(
    text: str, at: datetime, word: str, due: str
) -> None:
    [(task, found)] = said(text, at)
    assert word in task and found == due


@pytest.mark.parametrize(
    "text",
    [
        "no worries, we'll find another day",
        "Ок, перенесём, сделаем в другой день",
        "We'll do it some other day",
        # an offer on a condition said first
        "Если Марина согласует, могу запустить рассылку на следующей неделе",
        "If Sam signs off, I'll ship the banner on Monday",
        "Ну если успеем, сделаю лендинг к пятнице",
        # an offer to whoever wants it, the condition after it
        "I'll bring pie tmrw if anyone's around",
        "Захвачу шаурму к обеду, если кто-то хочет",
        # a report of the past: «программу», «систему» are nouns, not «приму»-like verbs
        "Программу партнёр прислал в субботу наконец",
        "Систему подрядчик обновил в понедельник",
    ],
)
def test_no_day_a_condition_first_or_a_past_report_promise_nothing(text: str) -> None:
    assert said(text) == []


def test_a_condition_after_the_promise_keeps_it() -> None:
    [(task, due)] = said("Сделаю лендинг к пятнице, если дизайнер пришлёт макет")
    assert "лендинг" in task and due == "2026-12-04"


@pytest.mark.parametrize(
    ("text", "word", "due"),
    [
        ("Коллеги, по выезду 25-го — программу скину сегодня, смотрите", "программу", "2026-12-03"),
        ("К релизу 10-го: доку допишу завтра", "доку", "2026-12-04"),
        ("For the 18th offsite: I'll book the bus tomorrow", "bus", "2026-12-04"),
    ],
)
def test_the_date_of_the_promises_own_clause_wins(text: str, word: str, due: str) -> None:
    [(task, found)] = said(text)
    assert word in task and found == due
