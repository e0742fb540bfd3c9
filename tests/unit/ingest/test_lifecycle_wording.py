"""Lifecycle wording real chats use (issue 10, session 5): postponements to a bare day of
the month, "slipping", «перекину»; completions by the task's words plus a done marker."""

from __future__ import annotations

from datetime import date

import pytest

from vaultmind.agent.ingest.extract.lifecycle import find_event

THURSDAY = date(2026, 12, 3)


@pytest.mark.parametrize(
    ("text", "due", "word"),
    [
        ("moving the invoices to the 10th", "2026-12-10", "invoi"),
        ("pushing the slides to the 14th", "2026-12-14", "slide"),
        ("slipping to friday, sorry", "2026-12-04", None),
        ("the onboarding doc is slipping, realistically monday", "2026-12-07", "onboa"),
        ("release notes will slip to next week", "2026-12-11", "relea"),
        ("I can't make the 5th with the budget, let's say the 9th", "2026-12-09", "budge"),
        ("перекину отчёт на понедельник", "2026-12-07", "отчет"),
        ("перенесём ретро на 10-е", "2026-12-10", "ретр"),  # the stem: «ретро» without its ending
        ("не успеваю с макетами к пятнице, давайте к среде", "2026-12-09", "макет"),
        ("смета съезжает к 15му", "2026-12-15", "смет"),
    ],
)
def test_a_postponement_in_other_words(text: str, due: str, word: str | None) -> None:
    found = find_event(text, THURSDAY)
    assert found is not None and found.kind == "postponed"
    assert found.due is not None and found.due.isoformat() == due
    if word is not None:
        assert word in found.words
    assert not found.words & {"давай", "honest", "reali", "slipp"}  # no filler as a topic


@pytest.mark.parametrize(
    "text",
    [
        "перекину?",  # a question
        "the deadline is not slipping, friday it is",  # a negation
        "they are slipping to friday",  # someone else's news
        "slipping, no idea when",  # no new date
        "if the slides slip to monday we are fine",  # a condition
        "перекину на среду, шучу",  # a joke
    ],
)
def test_postponement_near_misses_stay_no_event(text: str) -> None:
    found = find_event(text, THURSDAY)
    assert found is None or found.kind != "postponed"


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("лендинг переехал 🎉", "ленди"),
        ("бэкапы настроены, падают в S3", "бэкап"),
        ("payment fix is merged ✅", "payme"),
        ("the SDK bumped, tests green", "sdk"),
        ("minimum iOS updated 👍", "ios"),
        ("стенд поднят", "стенд"),
    ],
)
def test_a_completion_by_the_tasks_words_and_a_done_marker(text: str, word: str) -> None:
    found = find_event(text, THURSDAY)
    assert found is not None and found.kind == "done" and word in found.words


@pytest.mark.parametrize(
    "text",
    [
        "он переехал 🎉",  # someone else's news
        "Петя переехал",
        "the payment fix is not merged yet",
        "лендинг почти переехал",
        "лендинг переехал? 🎉",
        "if the SDK bumped, tests would be green",
    ],
)
def test_completion_near_misses_stay_no_event(text: str) -> None:
    assert find_event(text, THURSDAY, lambda word: word == "Петя") is None
