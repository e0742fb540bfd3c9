"""Preferences, context and facts in the words a team uses (issue 10, session 5), with
near-misses that must stay nothing: someone else's state, a refusal of one task, a
question, a condition."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from vaultmind.agent.ingest.extract.statements import Statement, find_statements
from vaultmind.agent.ingest.sources.formats import RawMessage

THURSDAY = datetime(2026, 11, 26, 10, 0, tzinfo=UTC)


def said(text: str) -> list[Statement]:
    return find_statements(RawMessage("chat", "c1", "Team", "1", THURSDAY, "Оля", text))


@pytest.mark.parametrize(
    "text",
    [
        "I'd rather not take QA, I'm on the billing migration",  # a refusal of one task
        "I'd rather not, to be honest",
        "ты терпеть не можешь созвоны?",  # a question
        "если честно, я терпеть не могу, когда… шучу",  # a condition word
        "I would prefer it if Tom did the review",
    ],
)
def test_preference_near_misses(text: str) -> None:
    assert [s for s in said(text) if s.kind == "preference"] == []


@pytest.mark.parametrize(
    ("text", "until"),
    [
        ("Я завтра у врача, буду после обеда", date(2026, 11, 27)),
        ("у стоматолога до обеда", date(2026, 11, 26)),  # the day itself
        ("в пятницу у меня отгул", date(2026, 11, 27)),
        ("я в понедельник и вторник на конференции", date(2026, 12, 1)),
        ("я в отпуске с 30го по 4е", date(2026, 12, 4)),  # a range ends on its last day
        ("tomorrow at the dentist's, back after lunch", date(2026, 11, 27)),
        ("я завтра до обеда у врача, потом на связи", date(2026, 11, 27)),
        ("this afternoon at the doctor, back online at 5", date(2026, 11, 26)),
    ],
)
def test_more_temporary_context(text: str, until: date) -> None:
    [found] = said(text)
    assert found.kind == "context" and found.valid_until == until


@pytest.mark.parametrize(
    "text",
    [
        "Петя у врача",  # someone else's state
        "Петя и Оля на конференции",
        "завтра у врача?",
        "был вчера у врача, всё ок",
        "в пятницу отчёт, у меня отгул",  # a later clause with no day of its own
    ],
)
def test_context_near_misses(text: str) -> None:
    assert [s for s in said(text) if s.kind == "context"] == []


@pytest.mark.parametrize(
    ("text", "person", "starts"),
    [
        ("Update: Kim is now the owner of the billing service", "Kim", "Kim is now the owner"),
        ("с понедельника Олег официально руководит отделом продаж", "Олег", "Олег официально"),
        ("fwiw Kim moved to the platform team", "Kim", "Kim moved"),
        ("я теперь отвечаю за релизы, пишите мне", "Оля", "Отвечает за релизы"),
        ("кстати, я руковожу группой поддержки", "Оля", "Руководит группой"),
    ],
)
def test_more_facts(text: str, person: str, starts: str) -> None:
    [found] = said(text)
    assert found.kind == "fact" and found.person == person and found.text.startswith(starts)


@pytest.mark.parametrize(
    "text",
    [
        "Kim is now the owner?",
        "я отвечаю за это?",
        "если я теперь отвечаю за релизы, то кто за тесты",
        "the meeting is now the owner of nothing",  # no capitalised name
    ],
)
def test_fact_near_misses(text: str) -> None:
    assert [s for s in said(text) if s.kind == "fact"] == []
