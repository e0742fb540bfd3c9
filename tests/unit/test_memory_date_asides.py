"""A weekday said as a greeting or an aside is the message's day, not the due date of a
promise that has its own date phrase; read on a Monday, a Friday and a Sunday."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from vaultmind.agent.ingest.extract.promises import find_promises
from vaultmind.agent.ingest.sources.formats import RawMessage
from vaultmind.vault.dates import find_date, without_dates

MON, FRI, SUN = date(2026, 11, 30), date(2026, 12, 4), date(2026, 12, 6)
NAMES = {MON: ("Monday", "Понедельник"), FRI: ("Friday", "Пятница"), SUN: ("Sunday", "Воскресенье")}
ASIDES = [
    "{en} thought: I'll fix the build tomorrow",
    "Happy {en}! I'll send the deck tomorrow",
    "Good {en}, all. I'll review it tomorrow",
    "Ugh, {en} again. I'll deploy tomorrow",
    "It's {en}, I'll send the invoice tomorrow",
    "{ru}, а я на складе. Завтра пришлю отчёт",
    "Хорошей {ru_gen}! Завтра пришлю отчёт",
    "Сегодня {ru_lower}, но завтра пришлю отчёт",
]
RU_GEN = {MON: "понедельника", FRI: "пятницы", SUN: "воскресенья"}


def phrased(template: str, day: date) -> str:
    en, ru = NAMES[day]
    return template.format(en=en, ru=ru, ru_lower=ru.lower(), ru_gen=RU_GEN[day])


@pytest.mark.parametrize("day", [MON, FRI, SUN])
@pytest.mark.parametrize("template", ASIDES)
def test_the_day_said_as_an_aside_is_not_the_date(template: str, day: date) -> None:
    found = find_date(phrased(template, day), day)
    assert found is not None and found[0] == day + timedelta(days=1)


@pytest.mark.parametrize("day", [MON, FRI, SUN])
@pytest.mark.parametrize(
    "template",
    ["{en} thought: I'll fix the build tomorrow", "{ru}, а я на складе. Завтра пришлю отчёт"],
)
def test_a_promise_after_an_aside_is_due_on_its_own_date(template: str, day: date) -> None:
    sent = datetime(day.year, day.month, day.day, 10, tzinfo=ZoneInfo("Europe/Moscow"))
    message = RawMessage("jsonl", "1", "team", "1", sent, "Sam", phrased(template, day))
    [promise] = find_promises(message)
    assert promise.due == day + timedelta(days=1)


@pytest.mark.parametrize(
    ("text", "day", "expected"),
    [
        ("Friday, I'll send the deck", MON, FRI),  # another day: a date, as before
        ("I'll send it by Friday", FRI, date(2026, 12, 11)),  # with a preposition
        ("В пятницу пришлю", FRI, date(2026, 12, 11)),
        ("Sure. Monday I'll ship it", FRI, date(2026, 12, 7)),  # not the message's day
        ("Sunday works for the call", FRI, SUN),
        ("Friday deadline: the deck", MON, FRI),  # a heading naming another day
    ],
)
def test_a_weekday_that_is_no_aside_is_still_a_date(text: str, day: date, expected: date) -> None:
    found = find_date(text, day)
    assert found is not None and found[0] == expected


def test_an_aside_alone_is_no_date() -> None:
    assert find_date("Happy Friday, everyone!", MON) is None
    assert find_date("Воскресенье, а я на складе", SUN) is None
    assert without_dates("Happy Friday, team") == "Happy Friday, team"


@pytest.mark.parametrize("text", ["Monday latest", "Monday works", "Monday then"])
def test_the_message_day_followed_by_more_words_is_a_week_later(text: str) -> None:
    found = find_date(text, MON)
    assert found is not None and found[0] == date(2026, 12, 7)
