"""A promise without a date is a commitment without a due date (issue 10, session 6),
when it is the speaker's own, short and plain, and says what the task is; a pointer
("I'll send it later") needs a task a question named just before it."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.unit.ingest.test_agreement_ingest import commitments, people, run
from tests.unit.ingest.test_lifecycle_ingest import export
from vaultmind.agent.ingest.extract.promises import find_promises
from vaultmind.agent.ingest.sources.formats import RawMessage

THURSDAY = datetime(2026, 12, 3, 10, 0, tzinfo=UTC)


def said(text: str) -> list[tuple[str, str | None]]:
    message = RawMessage("chat", "c1", "Team", "1", THURSDAY, "Оля", text)
    return [(p.text, p.due.isoformat() if p.due else None) for p in find_promises(message)]


@pytest.mark.parametrize(
    ("text", "task"),
    [
        ("Скину логи стенда", "Скину логи стенда"),
        ("Я пришлю ссылку на макеты", "Я пришлю ссылку на макеты"),
        ("ок, обновлю README", "Обновлю README"),
        ("I'll send the invoice template", "I'll send the invoice template"),
        ("Sure, I'll review the migration PR", "I'll review the migration PR"),
        ("Инструкцию по технике безопасности напишу", "Инструкцию по технике безопасности напишу"),
    ],
)
def test_a_plain_promise_without_a_date_has_no_due(text: str, task: str) -> None:
    assert said(text) == [(task, None)]


def test_a_part_of_the_day_is_the_messages_day() -> None:
    assert said("Пришлю после обеда") == [("Пришлю после обеда", "2026-12-03")]
    assert said("I'll send the deck this afternoon") == [("I'll send the deck", "2026-12-03")]


@pytest.mark.parametrize(
    "text",
    [
        "I'll be there",
        "I'll let you know",
        "we'll send it",  # the team's, not the speaker's
        "Посмотрю",
        "Пришлю, если найду",
        "I'll probably send the template",
        "maybe I'll fix the banner",
        "не пришлю логи",
        "Скину логи? или не надо",
        "Кто-то говорил, что отчёт пришлю я, но это неправда",  # too long, not opening
        "I'll send the invoice template lol",
        "Инструкцию по технике безопасности он напишет",  # someone else's
        "Инструкцию по технике безопасности не напишу",
        "Инструкцию по технике безопасности посмотрю",  # a vague verb names no task
    ],
)
def test_near_misses_promise_nothing(text: str) -> None:
    assert said(text) == []


def test_a_pointing_promise_needs_a_named_task(write_vault: WriteVault, tmp_path: Path) -> None:
    vault = people(write_vault)
    rows = [
        ("1", "2026-11-30T10:00:00", "Dave", "Can you share the vendor list?"),
        ("2", "2026-11-30T10:05:00", "Bob", "I'll send it later"),
        ("3", "2026-11-30T15:00:00", "Bob", "I'll send it later"),  # nothing named near
    ]
    run(vault, export(tmp_path, rows))
    [line] = commitments(vault, "Bob Chen")
    assert line.startswith("- [commitment] Share the vendor list [confidence")
    assert "due::" not in line
