"""The sender's own new position (issue 10, session 10): a role, a place of work or a
title said with a mark of change is a fact on the sender's note; a stint with an end,
an absence, a trip, a meeting run and a routine are none."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from vaultmind.agent.ingest.extract.statements import find_statements
from vaultmind.agent.ingest.sources.formats import RawMessage

THURSDAY = datetime(2026, 12, 3, 12, 0, tzinfo=ZoneInfo("Europe/Moscow"))
ME = "Вера"


def said(text: str) -> list[tuple[str, str, str]]:
    found = find_statements(RawMessage("jsonl", "1", "team", "1", THURSDAY, ME, text))
    return [(s.kind, s.person, s.text) for s in found]


@pytest.mark.parametrize(
    ("text", "memory"),
    [
        # a place of work from a day on, or for good
        ("Новость: с понедельника я на складе №3, там нужен кладовщик",
         "С понедельника на складе №3"),
        ("кстати, со вторника я на линии сборки насовсем", "Со вторника на линии сборки насовсем"),
        ("Коллеги, с 1 января я в отделе логистики", "С 1 января в отделе логистики"),
        ("from Monday I'm on the night shift", "From Monday on the night shift"),
        ("fyi from Jan 12 I'm moving to the Porto office",
         "From Jan 12 moving to the Porto office"),
        ("Starting next week I'm transferring to the data team",
         "Starting next week transferring to the data team"),
        # a role or a field run from now on
        ("starting Monday I'll be leading the mobile team",
         "Starting Monday leading the mobile team"),
        ("btw from now on I handle all refunds, Sam passed them to me",
         "From now on handles all refunds"),
        ("I'm now the one responsible for vendor contracts",
         "Now the one responsible for vendor contracts"),
        ("As of today I'm officially heading support", "As of today officially heading support"),
        # a title
        ("с февраля я официально старший кассир", "С февраля официально старший кассир"),
        ("с 10-го я ещё и заместитель начальника смены",
         "С 10-го ещё и заместитель начальника смены"),
        # a move said with its verb, a start after the subject; a title made new
        ("Коллеги, новость: я с января перехожу на полставки", "С января перехожу на полставки"),
        ("Я, кстати, теперь старший кассир второй смены", "Теперь старший кассир второй смены"),
        # an appointment is news by itself
        ("меня назначили бригадиром на третьем участке",
         "Меня назначили бригадиром на третьем участке"),
        ("I got promoted to shift supervisor", "I got promoted to shift supervisor"),
    ],
)  # fmt: skip
def test_the_senders_new_position_is_a_fact(text: str, memory: str) -> None:
    assert said(text) == [("fact", ME, memory)]


@pytest.mark.parametrize(
    "text",
    [
        "со вторника по четверг я на складе",  # a stint with an end
        "from Monday I'm at the client site until Friday",
        "from tomorrow I'm at the client site all week",
        "с понедельника я на неделю в Казани",
        "с утра я на складе",  # where one is today
        "I'm on the night shift today",  # no mark of change
        "я на линии сборки",
        "from Monday I run the standup",  # a meeting, not a field
        "from Monday I'm covering for Anna",  # covering for someone: a stand-in
        "I'm now running the tests",
        "меня поставили на субботу",  # a shift day, not a title
        "я теперь на складе",  # «теперь» makes a title new, not where one is
        "с понедельника я на конференции",  # an event
        "from Monday I'm heading the project, right?",  # asked
        "Если с понедельника я в отделе логистики, кто возьмёт склад?",  # a condition
    ],
)
def test_no_position_without_a_change_or_with_an_end(text: str) -> None:
    assert [found for found in said(text) if found[0] == "fact"] == []
