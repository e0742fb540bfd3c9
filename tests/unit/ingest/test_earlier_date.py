"""A promise whose date is the sentence before it (issue 10, session 8): «Сверка 26-го,
аудитор приедет с утра. Я его встречу», "The auditors arrive on Tuesday. I'll meet them
at the door". Only when the promise points back and the sentence before only says when."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from vaultmind.agent.ingest.extract.promises import find_promises
from vaultmind.agent.ingest.sources.formats import RawMessage

MONDAY = datetime(2026, 11, 30, 10, 0, tzinfo=UTC)


def said(text: str) -> list[tuple[str, str | None]]:
    message = RawMessage("chat", "c1", "Team", "1", MONDAY, "Оля", text)
    return [(p.text, p.due.isoformat() if p.due else None) for p in find_promises(message)]


@pytest.mark.parametrize(
    ("text", "words", "due"),
    [
        (
            "Инвентаризация 3-го, аудитор приедет с утра. Я его встречу и всё покажу",
            ["встречу", "инвентаризация", "аудитор"],
            "2026-12-03",
        ),
        (
            "The auditors arrive on Tuesday. I'll meet them at the door",
            ["meet them", "auditors arrive"],
            "2026-12-01",
        ),
    ],
)
def test_the_date_of_the_sentence_before(text: str, words: list[str], due: str) -> None:
    [(task, found)] = said(text)
    assert all(word in task.lower() for word in words) and found == due
    assert " ," not in task


@pytest.mark.parametrize(
    "text",
    [
        "Как прошла инвентаризация 3-го? Я его встречу",  # a question before
        "Я в пятницу в отпуске. Пришлю отчёт",  # the promise points at nothing before
        # the sentence before is long: its date may be about anything
        "Инвентаризация 3-го, аудитор приедет с утра, потом обед, потом склад, потом"
        " офис, потом бухгалтерия и отчёт. Я его встречу",
    ],
)
def test_no_earlier_date(text: str) -> None:
    assert all(due is None for _, due in said(text))
