"""Facts about a named person by class of phrasing (issue 10, session 6), with near-misses
that must stay nothing: questions, hypotheticals, jokes, meetings that move."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from vaultmind.agent.ingest.extract.statements import find_statements
from vaultmind.agent.ingest.sources.formats import RawMessage

THURSDAY = datetime(2026, 12, 3, 12, 0, tzinfo=ZoneInfo("Europe/Moscow"))
ME = "Вера"


def facts(text: str) -> list[tuple[str, str]]:
    said = find_statements(RawMessage("jsonl", "1", "team", "1", THURSDAY, ME, text))
    return [(s.person, s.text) for s in said if s.kind == "fact"]


@pytest.mark.parametrize(
    ("text", "person", "memory"),
    [
        ("С 1 декабря Олег руководит отделом закупок", "Олег", "Олег руководит отделом закупок"),
        ("Со следующей недели Нина возглавляет поддержку", "Нина", "Нина возглавляет поддержку"),
        ("Олег с понедельника руководит складом", "Олег", "Олег с понедельника руководит складом"),
        ("As of Monday Kim leads the data team", "Kim", "Kim leads the data team"),
        ("Лена переходит в отдел маркетинга", "Лена", "Лена переходит в отдел маркетинга"),
        ("Кстати, Лена переезжает в Казань", "Лена", "Лена переезжает в Казань"),
        ("Тимур переводится в команду мобилки", "Тимур", "Тимур переводится в команду мобилки"),
        ("Kim is moving to the Lisbon office", "Kim", "Kim is moving to the Lisbon office"),
        ("Raj is joining the infra team next month", "Raj",
         "Raj is joining the infra team next month"),
        ("Kim owns the billing service", "Kim", "Kim owns the billing service"),
        ("Billing is owned by Kim", "Kim", "Billing is owned by Kim"),
        ("The release pipeline is now owned by Raj Patel", "Raj Patel",
         "The release pipeline is now owned by Raj Patel"),
        ("Sam took over QA from Bob", "Sam", "Sam took over QA from Bob"),
        ("Sam has taken over the on-call rota", "Sam", "Sam has taken over the on-call rota"),
        ("Оля теперь отвечает за релизы", "Оля", "Оля теперь отвечает за релизы"),
        ("За релизы теперь отвечает Оля", "Оля", "За релизы теперь отвечает Оля"),
        ("Ира стала тимлидом платформы", "Ира", "Ира стала тимлидом платформы"),
        ("Kim is the new owner of the API gateway", "Kim",
         "Kim is the new owner of the API gateway"),
        ("Гоша больше не работает у нас", "Гоша", "Гоша больше не работает у нас"),
    ],
)  # fmt: skip
def test_a_fact_about_the_person_named(text: str, person: str, memory: str) -> None:
    assert facts(text) == [(person, memory)]


@pytest.mark.parametrize(
    "text",
    [
        "did Leo leave the company??",  # questions
        "Leo left the company, right?",
        "Has Leo left the company",
        "Кто теперь отвечает за релизы?",
        "Лена переезжает в Казань?",
        "If Leo left the company, who'd own billing?",  # hypotheticals
        "Imagine Leo left the company",
        "Представь, Лена переезжает в Казань",
        "Leo might move to the Berlin office",
        "Leo left the company lol",  # jokes
        "Лена уволилась 😂",
        "Петя уволился. Шучу",
        "Kim owns this",  # no subject matter
        "It is owned by Kim",
        "Kim took over the meeting",  # a meeting, not a role
        "Лена переходит в созвон",
        "Олег руководит созвоном",
        "Billing is owned by the platform team",  # no person
        "Kim is moving to Friday",  # a date, not a place
    ],
)
def test_near_misses_are_no_fact(text: str) -> None:
    assert facts(text) == []


@pytest.mark.parametrize(
    ("text", "person"),
    [
        ("Kim is our new head of design", "Kim"),
        ("Raj has been promoted to staff engineer", "Raj"),
        ("Bob is leaving the company in January", "Bob"),
        ("Лена уходит из компании в январе", "Лена"),
        ("Kim is now on the platform team", "Kim"),
        ("Лена теперь в команде платформы", "Лена"),
        ("Kim is now the tech lead", "Kim"),
        ("Петя теперь тимлид", "Петя"),
        ("Кира — наша новая дизайнерка", "Кира"),
    ],
)
def test_a_new_role_team_or_leaving(text: str, person: str) -> None:
    assert [p for p, _ in facts(text)] == [person]


@pytest.mark.parametrize(
    "text",
    [
        "This is our new logo",  # no person
        "Kim is now in the office",  # where, not who
        "Лена теперь в офисе",
        "Лена в отделе кадров, спроси её",
        "Bob is leaving the meeting early",
        "Kim was promoted?",
        "Петя теперь тимлид? Шучу",
    ],
)
def test_new_role_near_misses(text: str) -> None:
    assert facts(text) == []
