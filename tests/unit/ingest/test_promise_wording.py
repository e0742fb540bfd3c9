"""Promises in the words a team uses (issue 10, session 5): more Russian verbs by their
shape, a modal «могу сделать», the date in the next sentence — and hedges, questions,
someone else's task and jokes that must stay no promise."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from vaultmind.agent.ingest.extract.promises import find_promises
from vaultmind.agent.ingest.sources.formats import RawMessage

THURSDAY = datetime(2026, 12, 3, 10, 0, tzinfo=UTC)


def said(text: str) -> list[tuple[str, str]]:
    message = RawMessage("chat", "c1", "Team", "1", THURSDAY, "Оля", text)
    return [(p.text, str(p.due)) for p in find_promises(message)]


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("Перепишу лендинг к понедельнику", "2026-12-07"),
        ("ок, прикручу логирование до пятницы", "2026-12-04"),
        ("гляну твой скрипт завтра", "2026-12-04"),
        ("Я подниму тестовый стенд к среде", "2026-12-09"),
        ("протестирую оплату до 8-го", "2026-12-08"),
        ("нарисую схему к 10му", "2026-12-10"),
        ("переделаю выгрузку на следующей неделе", "2026-12-11"),
        ("миграцию могу сделать к понедельнику", "2026-12-07"),
        ("смогу подготовить смету к пятнице", "2026-12-04"),
        ("I can have the mockups done by Tuesday", "2026-12-08"),
    ],
)
def test_a_promise_by_a_verb_of_any_shape(text: str, due: str) -> None:
    found = said(text)
    assert len(found) == 1 and found[0][1] == due


@pytest.mark.parametrize(
    ("text", "task", "due"),
    [
        (
            "I'll write the upgrade notes. should be ready end of week",
            "upgrade notes",
            "2026-12-04",
        ),
        (
            "I'll take the billing emails then. will have it by Monday",
            "billing emails",
            "2026-12-07",
        ),
        ("Соберу чек-лист релиза. Будет к пятнице", "чек-лист", "2026-12-04"),
        ("Допишу тесты на импорт. к 9му", "тесты", "2026-12-09"),
    ],
)
def test_the_date_in_the_next_sentence(text: str, task: str, due: str) -> None:
    found = said(text)
    assert len(found) == 1 and task in found[0][0] and found[0][1] == due
    assert "ready" not in found[0][0] and "Будет" not in found[0][0]


@pytest.mark.parametrize(
    "text",
    [
        "hmm not sure I'll have time for the deck, let's talk tomorrow",  # a hedge
        "не уверен, что успею выгрузку к пятнице",
        "может быть гляну завтра",
        "переделываю дашборды, к пятнице посмотрим",  # what one is doing, not a promise
        "прошу сделать выгрузку к пятнице",  # a request
        "подумаю до завтра",
        "не могу сделать к понедельнику",  # a refusal
        "переделаю всё к пятнице, шучу",  # a joke
        "Перепишешь лендинг к понедельнику?",  # a question to someone else
        "Задачу Пете к пятнице",  # someone else's task, a noun that looks like a verb
        "отчёт по проекту к пятнице",
    ],
)
def test_near_misses_stay_no_promise(text: str) -> None:
    assert said(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "I'll look into it. Deadline was Monday, no?",  # a question after
        "I'll write the notes. The release is next week",  # a date about something else
    ],
)
def test_a_date_in_another_sentence_is_not_the_promises(text: str) -> None:
    assert all(due == "None" for _, due in said(text))  # at most a promise with no date
