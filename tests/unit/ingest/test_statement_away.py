"""Temporary context by structure (issue 10, session 8): a date range ends the state on
its last day; a trip, a leave booked or extended, an absence for the day; a state
inside a longer message. Near-misses (a tool, no date, a meeting) stay nothing."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from vaultmind.agent.ingest.extract.statements import Statement, find_statements
from vaultmind.agent.ingest.sources.formats import RawMessage

TUESDAY = datetime(2026, 12, 1, 9, 30, tzinfo=ZoneInfo("Europe/Moscow"))


def contexts(text: str) -> list[Statement]:
    said = find_statements(RawMessage("jsonl", "1", "team", "1", TUESDAY, "Lena", text))
    return [s for s in said if s.kind == "context"]


@pytest.mark.parametrize(
    ("text", "memory", "until"),
    [
        # a range: its last day ends the state
        ("Я с 10 по 21 декабря в отпуске", "С 10 по 21 декабря в отпуске", date(2026, 12, 21)),
        ("Я в отпуске с 10 по 21 декабря", "В отпуске с 10 по 21 декабря", date(2026, 12, 21)),
        ("I'm on leave Dec 8-19", "On leave Dec 8-19", date(2026, 12, 19)),
        ("Я в среду-четверг в командировке в Самаре", "В среду-четверг в командировке в Самаре",
         date(2026, 12, 3)),
        ("Working from Porto wed-fri next week", "Working from Porto wed-fri next week",
         date(2026, 12, 11)),
        ("Больничный продлили до среды включительно", "Больничный продлили до среды",
         date(2026, 12, 2)),
        # a trip: the city is in the text, and when
        ("I'm in Porto until Friday", "In Porto until Friday", date(2026, 12, 4)),
        ("Я в Самаре до четверга", "В Самаре до четверга", date(2026, 12, 3)),
        ("Я на выставке в Самаре до пятницы", "На выставке в Самаре до пятницы",
         date(2026, 12, 4)),
        ("Ребят, я до четверга в Самаре на выставке, отвечаю вечером",
         "До четверга в Самаре на выставке", date(2026, 12, 3)),
        ("At a workshop in Porto until Thursday", "At a workshop in Porto until Thursday",
         date(2026, 12, 3)),
        # a leave booked or extended, an absence and its reason
        ("Finally booked my vacation, Dec 8–19 🌴", "Finally booked my vacation, Dec 8–19",
         date(2026, 12, 19)),
        ("Взяла отпуск с 14 по 25 декабря", "Взяла отпуск с 14 по 25 декабря",
         date(2026, 12, 25)),
        ("Врач продлил мне больничный до четверга", "Врач продлил мне больничный до четверга",
         date(2026, 12, 3)),
        ("My sick leave got extended until Friday", "My sick leave got extended until Friday",
         date(2026, 12, 4)),
        ("Я сегодня не выйду, заболела", "Сегодня не выйду, заболела", date(2026, 12, 1)),
        ("I'm not coming in today, feeling sick", "Not coming in today, feeling sick",
         date(2026, 12, 1)),
        ("на следующей неделе меня не будет в среду, у меня отгул",
         "На следующей неделе меня не будет в среду, у меня отгул", date(2026, 12, 9)),
        # inside a longer message: after an address, a reminder, an apology, "btw"
        ("Анна Сергеевна, напоминаю что я со 2 по 9 декабря в командировке, документы у вас.",
         "Со 2 по 9 декабря в командировке", date(2026, 12, 9)),
        ("I can't make the demo on Thursday, sorry — I'm in Porto until Friday",
         "In Porto until Friday", date(2026, 12, 4)),
        ("all good here. btw I'm off sick until Thursday", "Off sick until Thursday",
         date(2026, 12, 3)),
    ],
)  # fmt: skip
def test_a_state_said_another_way(text: str, memory: str, until: date) -> None:
    assert [(s.text, s.valid_until) for s in contexts(text)] == [(memory, until)]


@pytest.mark.parametrize(
    "text",
    [
        "I'm in Porto",  # a trip says when
        "В Москве до пятницы холодно",  # a city with nobody in it: the weather
        "Завтра в Самаре",
        "I'm working from home 2 days a week",  # a habit, no range
        "Working from home mondays",
        "Я сегодня не приду на обед",  # away from lunch, not from work
        "I'm not coming in on this deal",
        "Я в Казани, отвечаю урывками",
        "I'm in Zoom until 3",  # a tool, not a place
        "Я в Слаке до вечера",
        "Booked my holiday",  # a leave says when
        "Больничный продлили",
        "Я не приду на созвон в среду",  # one meeting missed
        "Меня не будет на планёрке в среду",
        "меня не будет слышно, связь плохая",
        "Меня не будет до пятницы",  # an absence with no reason (session 6's decision)
        "pages 14-23 are in review",
        "с 9 до 18 работаю как обычно",
        "I'm in December's release notes until someone rewrites them",
    ],
)
def test_near_misses_are_no_context(text: str) -> None:
    assert contexts(text) == []
