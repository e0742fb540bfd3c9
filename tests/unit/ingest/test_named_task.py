"""A promise or an ask that only points at a task takes it from the question that named
it (issue 10, session 6): "Can you do the vendor review?" … "ok, I'll do it by Friday"
is "Do the vendor review"; «Кто-нибудь обновит вики до пятницы?» … «Дима, на тебе» …
«ок» is «Обновит вики». A question about the past, or nothing asked, names no task."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.unit.ingest.test_agreement_ingest import commitments, people, run
from tests.unit.ingest.test_lifecycle_ingest import export
from vaultmind.agent.ingest.extract.named_task import bare_ask, named_task, names_no_task
from vaultmind.memory.suggestions import suggestions
from vaultmind.vault.source_labels import strip_labels

THURSDAY = date(2026, 12, 3)


@pytest.mark.parametrize(
    ("question", "task"),
    [
        ("Can you do the vendor review?", "Do the vendor review"),
        ("Is anyone going to update the status page?", "Update the status page"),
        ("Did anyone book the meeting room?", "Book the meeting room"),
        ("who's going to write the changelog?", "Write the changelog"),
        ("Кто-нибудь обновит вики до пятницы?", "Обновит вики"),
        ("а кто будет релиз-ноты писать?", "Релиз-ноты писать"),
        ("Можешь прислать отчёт?", "Прислать отчёт"),
    ],
)
def test_a_question_names_its_task(question: str, task: str) -> None:
    found = named_task(question, THURSDAY)
    assert found is not None and found.task == task


@pytest.mark.parametrize(
    "text",
    [
        "Кто-нибудь видел зарядку?",  # the past: what happened
        "Кто идёт обедать?",  # not asking anyone to do a task
        "Can you?",  # names nothing
        "The vendor review is on Friday, right?",  # asks no one for anything
        "Did anyone see it?",
    ],
)
def test_near_misses_name_no_task(text: str) -> None:
    assert named_task(text, THURSDAY) is None


def test_what_points_and_what_names() -> None:
    assert names_no_task("I'll do it by Friday") and names_no_task("На тебе")
    assert names_no_task("Сделаю это завтра") and names_no_task("ok, I'll order it today")
    assert not names_no_task("I'll do the review by Friday")
    assert bare_ask("Дима, сможешь?", THURSDAY) == ("Дима", None)
    assert bare_ask("Bob, can you take it by Monday?", THURSDAY) == ("Bob", date(2026, 12, 7))
    assert bare_ask("Дима, сможешь починить принтер?", THURSDAY) is None  # names its task
    assert bare_ask("Дима, не сможешь?", THURSDAY) is None


def ingest_rows(
    write_vault: WriteVault, tmp_path: Path, rows: Sequence[tuple[str, ...]]
) -> list[str]:
    vault = people(write_vault)
    run(vault, export(tmp_path, rows))
    return commitments(vault, "Bob Chen")


@pytest.mark.parametrize(
    "rows",
    [
        [
            ("1", "2026-11-30T10:00:00", "Dave", "Can you do the vendor review?"),
            ("2", "2026-11-30T10:10:00", "Bob", "ok, I'll do it by Friday"),
        ],
        [
            ("1", "2026-11-30T10:00:00", "Dave", "Is anyone going to do the vendor review?"),
            ("2", "2026-11-30T10:03:00", "Аня", "not me"),
            ("3", "2026-11-30T10:05:00", "Bob", "I'll take it, by Friday"),
        ],
        [
            ("1", "2026-11-30T09:00:00", "Dave", "Can you do the vendor review?"),
            ("2", "2026-11-30T16:00:00", "Bob", "Sure, I'll have it done by Friday", "1"),
        ],
    ],
)
def test_a_pointing_promise_takes_the_named_task(
    write_vault: WriteVault, tmp_path: Path, rows: list[tuple[str, ...]]
) -> None:
    [line] = ingest_rows(write_vault, tmp_path, rows)
    assert line.startswith("- [commitment] Do the vendor review [due:: 2026-12-04]")
    assert "#^jl-team-1]]" in strip_labels(line)  # the question is evidence too


def test_a_pointing_promise_long_after_the_question_stays_as_said(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    """As said, and only suggested: what "it" is, the user says (issue 26)."""
    rows = [
        ("1", "2026-11-30T09:00:00", "Dave", "Can you do the vendor review?"),
        ("2", "2026-11-30T12:00:00", "Bob", "ok, I'll do it by Friday"),  # 3 h later, no reply
    ]
    vault = people(write_vault)
    run(vault, export(tmp_path, rows))
    assert commitments(vault, "Bob Chen") == []
    [held] = suggestions(vault)
    assert held.text.startswith("I'll do it by Friday") and held.due == "2026-12-04"


@pytest.mark.parametrize(
    "ask",
    [
        ("3", "2026-11-30T10:05:00", "Аня", "Ок, Bob, тогда на тебе, до пятницы"),
        ("3", "2026-11-30T10:05:00", "Аня", "Bob, can you take it by Friday?"),
        ("3", "2026-11-30T10:05:00", "Аня", "Bob, сможешь? до пятницы"),
    ],
)
def test_an_agreed_ask_that_points_takes_the_named_task(
    write_vault: WriteVault, tmp_path: Path, ask: tuple[str, ...]
) -> None:
    rows = [
        ("1", "2026-11-30T10:00:00", "Dave", "Кто-нибудь обновит вики по деплою?"),
        ("2", "2026-11-30T10:02:00", "Дима", "я не возьмусь"),
        ask,
        ("4", "2026-11-30T10:07:00", "Bob", "ок"),
    ]
    [line] = ingest_rows(write_vault, tmp_path, rows)
    assert line.startswith("- [commitment] Обновит вики по деплою [due:: 2026-12-04]")
