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
    ("text", "due", "task"),
    [
        ("Обещаю закончить рефакторинг до пятницы", "2026-12-04", "Закончить рефакторинг"),
        ("Пришлю отчёт завтра.", "2026-12-01", "Пришлю отчёт"),
        ("Подготовлю договор через 3 дня", "2026-12-03", "Подготовлю договор"),
        ("Беру на себя презентацию на следующей неделе", "2026-12-11",
         "Беру на себя презентацию"),
        ("I will send the contract by Friday.", "2026-12-04", "I will send the contract"),
        ("I'll finish the review tomorrow", "2026-12-01", "I'll finish the review"),
        # nothing but the verb and a pointer would be left: the date stays
        ("Сделаю к 5 декабря", "2026-12-05", "Сделаю к 5 декабря"),
        ("We'll ship it on 2026-12-10", "2026-12-10", "We'll ship it on 2026-12-10"),
        ("Позвоню в среду", "2026-12-02", "Позвоню в среду"),
    ],
)  # fmt: skip
def test_promise_with_a_date_is_found_and_dated_from_the_message(
    text: str, due: str, task: str
) -> None:
    [promise] = find_promises(message(text))
    assert promise.due is not None and promise.due.isoformat() == due
    assert promise.person == "Дмитрий Кузнецов"
    assert promise.text == task  # the task: no date phrase (the due has it), no full stop


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
    assert promise.text == "Пришлю ссылку https://crm.local/T-43"


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
    assert promise.text == "Пришлю договор"


@pytest.mark.parametrize(
    ("text", "task"),
    [
        ("Ок, Дима, пришлю отчёт завтра!", "Пришлю отчёт"),
        ("Обещаю, пришлю отчёт завтра.", "Пришлю отчёт"),
        ("Кстати, сделаю к 5 декабря 🙂 ...", "Сделаю к 5 декабря"),  # only the verb: dated
        ("Sure, I'll take it, Monday latest", "I'll take it, Monday latest"),
        ("Lena, I'll book the restaurant by Wednesday", "I'll book the restaurant"),
        # the task's own words stay, even capitalised before a colon
        (
            "Press kit: I'll send the first version tomorrow",
            "Press kit: I'll send the first version",
        ),
        # «Обещаю» / "I promise" without a comma go too (session 7)
        ("Обещаю закончить рефакторинг до пятницы", "Закончить рефакторинг"),
        ("Обещаю, что пришлю смету в среду", "Пришлю смету"),
        ("I promise I'll fix the flaky test by Monday", "I'll fix the flaky test"),
        ("I promise to send the slides tomorrow", "Send the slides"),
        # a greeting with a name, or with "all"
        ("Hi Oleg, I'll send the invoice by Wednesday", "I'll send the invoice"),
        ("Привет всем, скину макеты завтра утром", "Скину макеты"),
        ("Hi Oleg, I'll send it by Wednesday", "I'll send it by Wednesday"),  # a pointer only
        # what leans on the date goes with it
        ("I'll send the report no later than Thursday", "I'll send the report"),
        ("Пришлю смету не позже среды", "Пришлю смету"),
        ("Пришлю до пятницы отчёт по продажам", "Пришлю отчёт по продажам"),
        ("also I'll draft the FAQ by Friday", "I'll draft the FAQ"),
        # the date's own clause would be a bare verb: it keeps its date
        ("Отчёт по складу с меня, сдам к 30 ноября", "Отчёт по складу с меня, сдам к 30 ноября"),
        # an object in -ю/-у before a comma is no address
        ("Смету, как обещал, пришлю к среде", "Смету, как обещал, пришлю к среде"),
    ],
)
def test_the_memory_is_the_task_without_greetings_fillers_or_address(text: str, task: str) -> None:
    [promise] = find_promises(message(text))
    assert promise.text == task


def test_two_dated_promises_in_one_sentence_are_two() -> None:
    found = find_promises(message("Презентацию сделаю к понедельнику, черновик покажу завтра"))
    assert [(p.text, str(p.due)) for p in found] == [
        ("Презентацию сделаю", "2026-12-07"),
        ("Черновик покажу", "2026-12-01"),
    ]
    [one] = find_promises(message("Сделаю отчёт к пятнице, если успею с тестами"))
    assert one.text == "Сделаю отчёт"  # one promise; the condition is not the task
