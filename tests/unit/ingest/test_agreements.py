"""Assignments and agreements as text: who was asked what by when, and what counts as yes."""

from __future__ import annotations

from datetime import date

import pytest

from vaultmind.agent.ingest.extract.agreements import find_assignment, is_agreement

MONDAY = date(2026, 11, 30)
FRIDAY = date(2026, 12, 4)


def test_a_named_request_with_a_date_is_an_assignment_without_address_or_politeness() -> None:
    found = find_assignment("Дима, сделай, пожалуйста, отчёт по релизу до пятницы", MONDAY)
    assert found is not None
    assert (found.name, found.task, found.due) == ("Дима", "Сделай отчёт по релизу", FRIDAY)
    asked = find_assignment("Bob, can you handle the press kit by Friday?", MONDAY)
    assert asked is not None and (asked.task, asked.due) == ("Handle the press kit", FRIDAY)
    opened = find_assignment("Ок, Оля, тогда перевод регламента на тебе, до пятницы", MONDAY)
    assert opened is not None and opened.name == "Оля"


@pytest.mark.parametrize(
    "text",
    [
        "Дима, сделай отчёт",  # no date: nothing to hold anyone to
        "Kevin, I'll set up your VPN on Friday",  # the writer's own promise
        "Murat, please don't call me before Friday",  # a wish, not a task
        "Дима, не надо делать отчёт до пятницы",
        "Sam, never mind the blog post",
        "Kevin, план отправила на почту в пятницу",  # news, not a request
        "сделай отчёт до пятницы",  # nobody addressed
    ],
)
def test_what_is_no_assignment(text: str) -> None:
    assert find_assignment(text, MONDAY) is None


@pytest.mark.parametrize(
    "text",
    ["ок", "+", "Сделаю", "Договорились", "Sure, will do", "Ок, организую", "ok 👍",
     "Sure, I'll take it, Monday latest", "Посмотрю до вечера",
     "Sure, I'll have them ready by Wednesday"],  # "them": the task asked for
)  # fmt: skip
def test_short_yes_answers_are_agreements(text: str) -> None:
    assert is_agreement(text, MONDAY)


@pytest.mark.parametrize(
    "text",
    ["Не обещаю, auth горит", "ok?", "no rush", "Шучу, сделаю", "Получил, спасибо",
     "ok, but later", "Ок, а зачем нам это вообще", "Справедливо",
     "Sure, I'll review the copy by Friday"],  # a task of its own
)  # fmt: skip
def test_refusals_questions_and_chatter_are_not(text: str) -> None:
    assert not is_agreement(text, MONDAY)
