"""Temporary context by class of phrasing (issue 10, session 6): the state words, an end
("until", "back on …"), a start, someone else's state; near-misses stay nothing."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from vaultmind.agent.ingest.extract.statements import Statement, find_statements
from vaultmind.agent.ingest.sources.formats import RawMessage

TUESDAY = datetime(2026, 12, 1, 9, 30, tzinfo=ZoneInfo("Europe/Moscow"))
ME = "Lena"


def contexts(text: str) -> list[Statement]:
    said = find_statements(RawMessage("jsonl", "1", "team", "1", TUESDAY, ME, text))
    return [s for s in said if s.kind == "context"]


@pytest.mark.parametrize(
    ("text", "memory", "until"),
    [
        ("На больничном до четверга", "На больничном до четверга", date(2026, 12, 3)),
        ("Я на удалёнке до конца недели", "На удалёнке до конца недели", date(2026, 12, 4)),
        ("Я в командировке до 9 декабря", "В командировке до 9 декабря", date(2026, 12, 9)),
        ("Беру отгул завтра", "Беру отгул завтра", date(2026, 12, 2)),
        ("Ухожу в отпуск до 15 декабря", "Ухожу в отпуск до 15 декабря", date(2026, 12, 15)),
        ("Работаю из Казани до пятницы", "Работаю из Казани до пятницы", date(2026, 12, 4)),
        ("Со следующей недели на удалёнке до 18 декабря",
         "Со следующей недели на удалёнке до 18 декабря", date(2026, 12, 18)),
        ("I'm on leave until Dec 14", "On leave until Dec 14", date(2026, 12, 14)),
        ("Off sick today, sorry all", "Off sick today", date(2026, 12, 1)),
        ("I'll be OOO till Friday", "OOO till Friday", date(2026, 12, 4)),
        ("I'm out of office until the 7th", "Out of office until the 7th", date(2026, 12, 7)),
        ("Working remotely this week", "Working remotely this week", date(2026, 12, 4)),
        ("Working from Lisbon until Thursday", "Working from Lisbon until Thursday",
         date(2026, 12, 3)),
        ("Travelling until Thursday, slow replies", "Travelling until Thursday", date(2026, 12, 3)),
        ("I'm on PTO, back on Monday", "On PTO, back on Monday", date(2026, 12, 6)),
        ("Я на больничном, вернусь в понедельник", "На больничном, вернусь в понедельник",
         date(2026, 12, 6)),
        ("From Monday I'm on parental leave", "From Monday I'm on parental leave",
         date(2026, 12, 7)),  # a start and no end: the start day
        ("OOO", "OOO", date(2026, 12, 1)),  # no end at all: the message's day
    ],
)  # fmt: skip
def test_the_senders_state_until_its_end(text: str, memory: str, until: date) -> None:
    assert contexts(text) == [Statement("context", ME, memory, until)]


@pytest.mark.parametrize(
    ("text", "person", "memory", "until"),
    [
        ("Anna is off sick today", "Anna", "Off sick today", date(2026, 12, 1)),
        ("Tom is OOO until Monday", "Tom", "OOO until Monday", date(2026, 12, 7)),
        ("FYI Ben's on vacation till the 10th", "Ben", "On vacation till the 10th",
         date(2026, 12, 10)),
        ("Паша на больничном", "Паша", "На больничном", date(2026, 12, 1)),
        ("Оля в отпуске до пятницы, вопросы ко мне", "Оля", "В отпуске до пятницы",
         date(2026, 12, 4)),
        ("Маша сегодня на удалёнке", "Маша", "Сегодня на удалёнке", date(2026, 12, 1)),
        ("Кстати, Игорь болеет", "Игорь", "Болеет", date(2026, 12, 1)),
        ("Jo is working from Porto until Friday", "Jo", "Working from Porto until Friday",
         date(2026, 12, 4)),
    ],
)  # fmt: skip
def test_a_named_persons_state_is_theirs(text: str, person: str, memory: str, until: date) -> None:
    assert contexts(text) == [Statement("context", person, memory, until, named=True)]


@pytest.mark.parametrize(
    ("text", "memory", "until"),
    [
        # in passing: the other date belongs to the other clause, not to the state
        ("Я в отпуске, но посмотрела PR до пятницы", "В отпуске", date(2026, 12, 1)),
        ("Я в отпуске но гляну до пятницы", "В отпуске", date(2026, 12, 1)),
        ("I'm on vacation but I'll review it by Friday", "On vacation", date(2026, 12, 1)),
    ],
)
def test_a_state_in_passing_does_not_take_another_clauses_date(
    text: str, memory: str, until: date
) -> None:
    assert contexts(text) == [Statement("context", ME, memory, until)]


@pytest.mark.parametrize(
    "text",
    [
        "Is Anna off sick today?",  # a question
        "Anna, are you OOO until Monday?",
        "If Anna is off sick, Tom covers",  # a condition
        "Anna was off sick last week",  # over
        "Anna isn't OOO today",  # a negation
        "Паша не на больничном",
        "Паша был на больничном",
        "Anna said she's OOO",  # reported speech: not her word here
        "The OOO calendar is broken",  # no person
        "Our office is out of office supplies",
        "Working remotely is the new normal",  # a topic, not a state
        "Travelling is fun",
        "I'm out of ideas",
        "I'm off to lunch",
        "Remote work policy: see the wiki",
        "Петя у врача",  # someone else's errand: not recorded
        "Leave the OOO flag on, please",
    ],
)
def test_near_misses_are_no_context(text: str) -> None:
    assert contexts(text) == []


@pytest.mark.parametrize(
    ("text", "until"),
    [
        ("Завтра на удалёнке", date(2026, 12, 2)),
        ("Tomorrow I'm OOO", date(2026, 12, 2)),
        ("Next week I'm OOO on Wednesday", date(2026, 12, 9)),  # its own day is surer
        ("На следующей неделе в командировке до среды", date(2026, 12, 9)),
        ("I'll be offline until Thursday", date(2026, 12, 3)),
        ("I won't be around tomorrow", date(2026, 12, 2)),
        ("Буду без связи до среды", date(2026, 12, 2)),
        ("В отпуске всю неделю", date(2026, 12, 4)),  # the week's Friday
        ("On vacation all week", date(2026, 12, 4)),
    ],
)
def test_an_absence_said_another_way(text: str, until: date) -> None:
    [found] = contexts(text)
    assert found.person == ME and found.valid_until == until


@pytest.mark.parametrize(
    "text",
    [
        "Меня не будет на созвоне завтра",  # one meeting missed, not away
        "Меня не будет до понедельника",  # an absence with no state word: not recorded
        "I won't be in the meeting tomorrow",
        "I'm out of the standup today",
        "Anna is away on the retro today",
        "Отчёт завтра, я в отпуске",  # the date is the report's
        "Курьер завтра, я на удалёнке",
    ],
)
def test_missing_one_meeting_is_no_context(text: str) -> None:
    assert contexts(text) == []


def test_a_named_person_away_or_out() -> None:
    said = contexts("Tom is away until Monday") + contexts("Anna's out today")
    assert [(s.person, s.valid_until) for s in said] == [
        ("Tom", date(2026, 12, 7)),
        ("Anna", date(2026, 12, 1)),
    ]
