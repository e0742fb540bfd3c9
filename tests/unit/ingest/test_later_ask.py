"""Asks that do not open the message (issue 10, session 7): an expectation of a named
person («В четверг жду от Пети сводку…», "I need X from Petya by Friday"), an address in
a later sentence, or a bare ask after a sentence that says what is needed («Нужно
обновить прайс до пятницы. Петя, возьмёшь?»). Only the named person's agreement makes
a commitment, and only of an ask with a date."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.unit.ingest.test_cancel_in_other_words import notes


def petya_after(
    write_vault: WriteVault, tmp_path: Path, rows: Sequence[tuple[str, ...]]
) -> list[str]:
    return notes(write_vault, tmp_path, rows)[1]


@pytest.mark.parametrize(
    ("ask", "answer", "words", "due"),
    [
        (
            "Спасибо всем. В четверг жду от Пети сводку по возвратам",
            "ок",
            "сводку по возвратам",
            "2026-12-03",
        ),
        ("I need the budget draft from Petya by Friday", "on it", "budget draft", "2026-12-04"),
        (
            "Нужно обновить прайс для дилеров до пятницы. Петя, возьмёшь?",
            "Да, возьму",
            "прайс для дилеров",
            "2026-12-04",
        ),
        (
            "Коллеги, спасибо за неделю. Петя, подготовь отчёт по складу до пятницы",
            "+",
            "отчёт по складу",
            "2026-12-04",
        ),
    ],
)
def test_an_ask_later_in_the_message_agreed_to_is_a_commitment(
    write_vault: WriteVault, tmp_path: Path, ask: str, answer: str, words: str, due: str
) -> None:
    rows = [
        ("1", "2026-11-30T10:00:00", "Оля", ask),
        ("2", "2026-11-30T10:05:00", "Петя", answer, "1"),
    ]
    [line] = petya_after(write_vault, tmp_path, rows)
    assert words in line.lower() and f"[due:: {due}]" in line


@pytest.mark.parametrize(
    ("ask", "who"),
    [
        ("Жду от Пети новостей по складу", "Петя"),  # no date: no task to record
        ("Я уже не жду от Пети отчёт до пятницы", "Петя"),  # negated
        ("В четверг жду от Пети сводку по возвратам", "Дима"),  # someone else says «ок»
        ("Всем спасибо за неделю. Петя, возьмёшь?", "Петя"),  # no task said before the ask
    ],
)
def test_no_commitment(write_vault: WriteVault, tmp_path: Path, ask: str, who: str) -> None:
    rows = [
        ("1", "2026-11-30T10:00:00", "Оля", ask),
        ("2", "2026-11-30T10:05:00", who, "ок", "1"),
    ]
    dima, petya = notes(write_vault, tmp_path, rows)
    assert dima == [] and petya == []
