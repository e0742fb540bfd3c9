"""A deadline named by an event (issue 10, session 8): "will fix before freeze" is due on
the day an earlier message of the chat gives the freeze; no such message, no date."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.unit.ingest.test_later_ask import petya_after


@pytest.mark.parametrize(
    ("said", "promise", "due"),
    [
        ("heads up: code freeze on Wednesday EOD", "will fix the export bug before freeze",
         "2026-12-02"),
        ("Релиз 4-го, всё как договорились", "Я допишу инструкцию до релиза", "2026-12-04"),
    ],
)  # fmt: skip
def test_the_events_day_from_an_earlier_message(
    write_vault: WriteVault, tmp_path: Path, said: str, promise: str, due: str
) -> None:
    rows = [
        ("1", "2026-11-27T10:00:00", "Оля", said),
        ("2", "2026-11-30T11:00:00", "Петя", promise),
    ]
    [line] = petya_after(write_vault, tmp_path, rows)
    assert f"[due:: {due}]" in line


@pytest.mark.parametrize(
    "said",
    [
        "the weather is great today",  # the freeze is never dated
        "code freeze was on Friday 20th",  # a freeze already past
    ],
)
def test_no_date_for_the_event(write_vault: WriteVault, tmp_path: Path, said: str) -> None:
    rows = [
        ("1", "2026-11-27T10:00:00", "Оля", said),
        ("2", "2026-11-30T11:00:00", "Петя", "the export bug is mine, will fix before freeze"),
    ]
    [line] = petya_after(write_vault, tmp_path, rows)
    assert "[due::" not in line
