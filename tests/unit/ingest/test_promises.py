"""The rule-based promise finder: first-person promise + a date, resolved at send time."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from vaultmind.agent.ingest.extract.promises import MAX_TEXT, find_promises
from vaultmind.agent.ingest.sources.formats import RawMessage

SENT = datetime(2026, 11, 30, 10, 5, tzinfo=ZoneInfo("Europe/Moscow"))  # a Monday


def message(text: str, sender: str = "Дмитрий Кузнецов") -> RawMessage:
    return RawMessage("telegram", "1", "Команда", "1", SENT, sender, text)


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("Обещаю закончить рефакторинг до пятницы", "2026-12-04"),
        ("Пришлю отчёт завтра.", "2026-12-01"),
        ("Сделаю к 5 декабря", "2026-12-05"),
        ("Подготовлю договор через 3 дня", "2026-12-03"),
        ("Беру на себя презентацию на следующей неделе", "2026-12-11"),
        ("I will send the contract by Friday.", "2026-12-04"),
        ("I'll finish the review tomorrow", "2026-12-01"),
        ("We'll ship it on 2026-12-10", "2026-12-10"),
        ("Позвоню в среду", "2026-12-02"),
    ],
)
def test_promise_with_a_date_is_found_and_dated_from_the_message(text: str, due: str) -> None:
    [promise] = find_promises(message(text))
    assert promise.due is not None and promise.due.isoformat() == due
    assert promise.person == "Дмитрий Кузнецов"
    assert promise.text == text.rstrip(".")  # the task, not the sentence's full stop


@pytest.mark.parametrize(
    "text",
    [
        "Отлично, жду",  # no promise
        "Сделаю",  # no date
        "Перенёс дедлайн на 4 декабря",  # not a first-person promise form
        "Созвоны только до 16:00",
        "Он пришлёт отчёт завтра",  # third person
        "",
    ],
)
def test_no_promise_without_both_a_promise_and_a_date(text: str) -> None:
    assert find_promises(message(text)) == []


def test_a_message_without_a_sender_promises_nothing() -> None:
    assert find_promises(message("Пришлю отчёт завтра", sender="")) == []


def test_each_sentence_is_its_own_promise() -> None:
    found = find_promises(message("Сделаю к 5 декабря, а потом отдохну. Позвоню в среду."))
    assert [(p.text, str(p.due)) for p in found] == [
        ("Сделаю к 5 декабря", "2026-12-05"),  # «а потом отдохну» is not the task
        ("Позвоню в среду", "2026-12-02"),
    ]


def test_a_period_inside_a_url_does_not_end_the_sentence() -> None:
    [promise] = find_promises(message("Пришлю ссылку https://crm.local/T-43 до пятницы"))
    assert promise.text == "Пришлю ссылку https://crm.local/T-43 до пятницы"


def test_long_text_is_shortened() -> None:
    [promise] = find_promises(message("Пришлю завтра " + "очень " * 100 + "подробный отчёт"))
    assert len(promise.text) == MAX_TEXT and promise.text.endswith("…")


@pytest.mark.parametrize(
    "text",
    [
        "Шучу, не сделаю до пятницы",
        "Сделаю до пятницы. Шучу",  # a joke takes back the whole message
        "Не обещаю, что сделаю до пятницы",
        "Не сделаю до пятницы",
        "I will not send it by Friday",
        "I won't send it by Friday",
        "Sorry, I'll not finish it tomorrow",
    ],
)
def test_a_refusal_or_a_joke_is_no_promise(text: str) -> None:
    assert find_promises(message(text)) == []


def test_a_refusal_takes_back_only_its_own_sentence() -> None:
    [promise] = find_promises(message("Отчёт не сделаю. Пришлю договор завтра."))
    assert promise.text == "Пришлю договор завтра"


@pytest.mark.parametrize(
    ("text", "task"),
    [
        ("Ок, Дима, пришлю отчёт завтра!", "Пришлю отчёт завтра"),
        ("Обещаю, пришлю отчёт завтра.", "Пришлю отчёт завтра"),
        ("Кстати, сделаю к 5 декабря 🙂 ...", "Сделаю к 5 декабря"),
        ("Sure, I'll take it, Monday latest", "I'll take it, Monday latest"),
        ("Lena, I'll book the restaurant by Wednesday", "I'll book the restaurant by Wednesday"),
        # the task's own words stay, even capitalised before a colon
        (
            "Press kit: I'll send the first version tomorrow",
            "Press kit: I'll send the first version tomorrow",
        ),
        ("Обещаю закончить рефакторинг до пятницы", "Обещаю закончить рефакторинг до пятницы"),
    ],
)
def test_the_memory_is_the_task_without_greetings_fillers_or_address(text: str, task: str) -> None:
    [promise] = find_promises(message(text))
    assert promise.text == task


def test_two_dated_promises_in_one_sentence_are_two() -> None:
    found = find_promises(message("Презентацию сделаю к понедельнику, черновик покажу завтра"))
    assert [(p.text, str(p.due)) for p in found] == [
        ("Презентацию сделаю к понедельнику", "2026-12-07"),
        ("Черновик покажу завтра", "2026-12-01"),
    ]
    [one] = find_promises(message("Сделаю отчёт к пятнице, если успею с тестами"))
    assert one.text == "Сделаю отчёт к пятнице"  # one promise; the condition is not the task
