"""A shorter working day (issue 10, session 10): in late or leaving early on a later
day, or today with a reason. The moment's chatter, a task's delay, one meeting,
someone else, a question or a condition stay nothing."""

from __future__ import annotations

from datetime import date

import pytest

from tests.unit.ingest.test_statement_away import contexts


@pytest.mark.parametrize(
    ("text", "memory", "until"),
    [
        ("в четверг опоздаю, у меня суд", "В четверг опоздаю", date(2026, 12, 3)),
        ("ребят, завтра с утра буду позже", "Завтра с утра буду позже", date(2026, 12, 2)),
        ("шеф, я сегодня после обеда домой, температура 🤒",
         "Сегодня после обеда домой, температура", date(2026, 12, 1)),
        ("I'll be in late tomorrow", "In late tomorrow", date(2026, 12, 2)),
        ("leaving early today — dentist", "Leaving early today, dentist", date(2026, 12, 1)),
        ("I'm heading home early, feeling sick", "Heading home early, feeling sick",
         date(2026, 12, 1)),
        # a day at a site, with its day said
        ("I'm on site all day tomorrow", "On site all day tomorrow", date(2026, 12, 2)),
        ("tomorrow I'm at the plant, text me", "Tomorrow at the plant", date(2026, 12, 2)),
        ("завтра весь день на объекте, только по телефону", "Завтра весь день на объекте",
         date(2026, 12, 2)),
        ("в пятницу я на курсах", "В пятницу на курсах", date(2026, 12, 4)),
        ("on set all day Thursday", "On set all day Thursday", date(2026, 12, 3)),
    ],
)  # fmt: skip
def test_a_shorter_day(text: str, memory: str, until: date) -> None:
    assert [(s.text, s.valid_until) for s in contexts(text)] == [(memory, until)]


@pytest.mark.parametrize(
    "text",
    [
        "я домой, всем пока",  # the moment's chatter: today, no reason
        "leaving early today",
        "running late, sorry",
        "опоздаю на 10 минут",
        "завтра опоздаю на созвон",  # one meeting
        "I'll be late with the report tomorrow",  # a task's delay
        "Петя завтра опоздает",  # someone else
        "ты завтра опоздаешь?",  # a question
        "если завтра опоздаю — начинайте без меня",  # a condition
        "завтра опоздаю, шучу 😂",  # no reason, and a joke
        "на объекте завтра бетон льём",  # about the concrete
        "Петя завтра на объекте",  # someone else
        "завтра на складе инвентаризация",  # an event at the site
        "на складе всё ок",  # no day
        "at the warehouse the pallets are wet",
        "на съёмках в среду нужен свет",  # about the shoot
        "в среду на съёмках был бардак",
    ],
)
def test_no_shorter_day(text: str) -> None:
    assert contexts(text) == []
