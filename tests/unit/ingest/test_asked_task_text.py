"""An asked task keeps the question's verb, without the asking (issue 10, session 6):
"Can you send the deck?" → "Send the deck", «Можешь прислать отчёт?» → «Прислать отчёт»."""

from __future__ import annotations

from datetime import date

import pytest

from vaultmind.agent.ingest.extract.agreements import find_assignment

THURSDAY = date(2026, 12, 3)


@pytest.mark.parametrize(
    ("ask", "task"),
    [
        ("Дима, можешь прислать отчёт до пятницы?", "Прислать отчёт"),
        ("Оля, сможешь ли ты проверить смету к среде?", "Проверить смету"),
        ("Петя, ты сможешь обновить доку до понедельника?", "Обновить доку"),
        ("Аня, будь добра, закажи такси на завтра", "Закажи такси"),
        ("Bob, can you send the deck by Friday?", "Send the deck"),
        ("Sam, could you please review the copy by Monday?", "Review the copy"),
        ("Priya, are you able to fix the banner by Friday?", "Fix the banner"),
    ],
)
def test_the_task_is_the_asked_verb_and_its_object(ask: str, task: str) -> None:
    found = find_assignment(ask, THURSDAY)
    assert found is not None and found.task == task


@pytest.mark.parametrize(
    "text",
    [
        "Дима, можешь не присылать отчёт до пятницы",  # negated: no ask
        "Дима, ты же прислал отчёт до пятницы?",  # past: asks what happened
        "Оля, ты смогла проверить смету к среде?",  # asks how it went
    ],
)
def test_near_misses_ask_nothing(text: str) -> None:
    assert find_assignment(text, THURSDAY) is None
