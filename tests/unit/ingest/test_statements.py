"""Preferences, context and facts without a model: what is caught, and near-misses that
must not be (junk is worse than a miss)."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from vaultmind.agent.ingest.extract.statements import Statement, find_statements
from vaultmind.agent.ingest.sources.formats import RawMessage

SENT = datetime(2026, 11, 30, 10, 5, tzinfo=ZoneInfo("Europe/Moscow"))  # a Monday
ME = "Дима"


def found(text: str) -> list[Statement]:
    return find_statements(RawMessage("jsonl", "1", "team", "1", SENT, ME, text))


@pytest.mark.parametrize(
    "text",
    [
        "Ты предпочитаешь созвоны утром?",  # a question
        "Do you prefer mornings",  # a question without its mark
        "Он предпочитает чай",  # someone else
        "Alice said she prefers calls",  # reported speech
        "Мне было бы удобнее в Zoom",  # a hypothetical
        "If I prefer mornings, I'll say so",  # a condition
        "I would prefer Slack, but whatever",  # a hypothetical
        "Please don't push to main",  # a request, not about the sender
        "No meetings before 10am for Alice",  # someone else's rule
        "Без созвонов для новичков после 16:00",  # someone else's rule
        "There were no meetings before 10am",  # not a rule
        "Мне удобнее?",  # a question
    ],
)
def test_near_misses_are_no_preference(text: str) -> None:
    assert found(text) == []


@pytest.mark.parametrize(
    ("text", "memory", "until"),
    [
        ("В отпуске до 10 декабря", "В отпуске до 10 декабря", date(2026, 12, 10)),
        ("Коллеги, я на больничном до пятницы.", "На больничном до пятницы", date(2026, 12, 4)),
        ("Out sick today, sorry", "Out sick today", date(2026, 11, 30)),
        ("Hi all, I'm OOO until Monday, ping Bob", "OOO until Monday", date(2026, 12, 7)),
        ("Болею", "Болею", date(2026, 11, 30)),  # no date: the message's day
        ("I'm sick, back tomorrow", "Sick, back tomorrow", date(2026, 11, 30)),
        ("I'm on vacation for two weeks", "On vacation for two weeks", date(2026, 12, 14)),
    ],
)
def test_temporary_context_expires_on_the_day_it_names(text: str, memory: str, until: date) -> None:
    assert found(text) == [Statement("context", ME, memory, until)]


@pytest.mark.parametrize(
    "text",
    [
        "If I were out sick I'd tell you",  # a hypothetical
        "Если буду на больничном, скажу",  # a condition
        "I'm not OOO today",  # a negation
        "Я не в отпуске",  # a negation
        "Ты в отпуске до пятницы?",  # a question
        "I'm sick of this bug",  # no sickness
        "Sick demo, Alice",  # no sickness either
        "The OOO calendar is broken",  # no state of the sender
    ],
)
def test_near_misses_are_no_context(text: str) -> None:
    assert found(text) == []


@pytest.mark.parametrize(
    ("text", "person", "memory"),
    [
        ("Alice moved to the Berlin office", "Alice", "Alice moved to the Berlin office"),
        ("FYI, Alice Smith moved to Berlin.", "Alice Smith", "Alice Smith moved to Berlin"),
        ("Bob joined the platform team", "Bob", "Bob joined the platform team"),
        ("Bob has left the company, sadly", "Bob", "Bob has left the company"),
        ("Alice is now responsible for releases", "Alice", "Alice is now responsible for releases"),
        ("Carol is in charge of hiring", "Carol", "Carol is in charge of hiring"),
        ("Bob now leads the platform team", "Bob", "Bob now leads the platform team"),
        ("Петя возглавил отдел продаж", "Петя", "Петя возглавил отдел продаж"),
        ("Петя теперь руководит отделом продаж", "Петя", "Петя теперь руководит отделом продаж"),
        ("Петя перешёл в отдел продаж", "Петя", "Петя перешёл в отдел продаж"),
        ("Оля отвечает за релизы", "Оля", "Оля отвечает за релизы"),
        ("Кстати, Оля уволилась", "Оля", "Оля уволилась"),
    ],
)
def test_a_fact_names_the_person_it_is_about(text: str, person: str, memory: str) -> None:
    assert found(text) == [Statement("fact", person, memory)]


@pytest.mark.parametrize(
    "text",
    [
        "Alice moved the meeting to Friday",  # a meeting, not Alice
        "Alice moved to Friday",  # a date, not a place
        "Alice moved to the next item on the team agenda",
        "Bob joined the call",  # a call, not a team
        "Bob left the meeting early",
        "Bob didn't join the team",  # a negation
        "Did Bob join the platform team?",  # a question
        "If Bob joined the team, we'd know",  # a condition
        "Bob will join the platform team",  # not yet a fact
        "Петя перенёс встречу",  # a meeting
        "Петя переехал?",  # a question
        "Петя не уволился",  # a negation
        "Петя отвечает за это",  # no subject matter
        "we joined the team",  # no name
        "Bob leads the retro today",  # not news about Bob's role
    ],
)
def test_near_misses_are_no_fact(text: str) -> None:
    assert found(text) == []


def test_each_sentence_is_read_on_its_own() -> None:
    text = "Привет! Я в отпуске до 10 декабря. Кстати, Лена теперь руководит отделом. Ты в отпуске?"
    kinds = [s.kind for s in found(text)]
    assert kinds == ["context", "fact"]  # the question states nothing


@pytest.mark.parametrize(
    ("text", "kind", "person", "memory", "until"),
    [
        ("Всем привет. Я сегодня на больничном, буду на связи урывками",
         "context", ME, "Сегодня на больничном", date(2026, 11, 30)),
        ("Я завтра на больничном", "context", ME, "Завтра на больничном", date(2026, 12, 1)),
        ("Напоминаю: с понедельника я в отпуске до 10 декабря, вопросы к Диме",
         "context", ME, "С понедельника я в отпуске до 10 декабря", date(2026, 12, 10)),
        ("Я в понедельник в командировке до среды",
         "context", ME, "В понедельник в командировке до среды", date(2026, 12, 2)),
        ("Всем привет, я сегодня на удалёнке",
         "context", ME, "Сегодня на удалёнке", date(2026, 11, 30)),
        ("Thanks! I'm off today and tomorrow",  # the last date ends it
         "context", ME, "Off today and tomorrow", date(2026, 12, 1)),
        ("Новость: Ольга перешла в отдел аналитики, но график пока за ней",
         "fact", "Ольга", "Ольга перешла в отдел аналитики", None),
        ("Hi all, I'm Priya, I joined the design team on Monday",  # the sender's own news
         "fact", ME, "Joined the design team on Monday", None),
        ("Fine, Sam is now responsible for QA", "fact", "Sam", "Sam is now responsible for QA",
         None),
    ],
)  # fmt: skip
def test_statements_after_an_opener_an_address_or_in_a_later_clause(
    text: str, kind: str, person: str, memory: str, until: date | None
) -> None:
    assert found(text) == [Statement(kind, person, memory, until)]


@pytest.mark.parametrize(
    "text",
    [
        "Alice, I'd rather not take QA, I'm on the billing migration",  # a refusal, not a habit
        "Корпоратив: предпочитаю ресторан, а не офис",  # about the party, not the person
        "Please don't schedule calls for Alice on Fridays",
        "Я не в отпуске до пятницы",
        "Я вчера был на больничном",  # over
        "I'm off to lunch",
        "Out sick tomorrow probably, fever",  # not sure yet
        "I joined the call late",
        "Sorry, I moved to Friday",
    ],
)
def test_near_misses_of_the_new_openings(text: str) -> None:
    assert found(text) == []
