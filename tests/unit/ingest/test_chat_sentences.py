"""A chat ends sentences with emoji and smiley brackets too (`extract/sentences.py`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.unit.ingest.test_agreement_ingest import ANNA, commitments, run
from tests.unit.ingest.test_lifecycle_ingest import DIMA, export
from vaultmind.agent.ingest.extract.sentences import chat_sentences


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Напишу обзор к среде 🔥 Марина, можешь прислать цифры?",
         ["Напишу обзор к среде", "Марина, можешь прислать цифры?"]),
        ("я на выезде, отвечаю медленно) смету пришлю завтра",
         ["я на выезде, отвечаю медленно.", "смету пришлю завтра"]),
        ("Done. Next one tomorrow\nand the last on Friday",
         ["Done.", "Next one tomorrow", "and the last on Friday"]),
    ],
)  # fmt: skip
def test_emoji_and_a_smiley_end_a_sentence(text: str, expected: list[str]) -> None:
    assert chat_sentences(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Смету (с НДС) пришлю 04.12 на https://example.com/a.b",  # brackets that close
        "Спасибо 🙏",  # an emoji at the end ends nothing more
    ],
)
def test_a_closed_bracket_a_date_or_a_url_ends_no_sentence(text: str) -> None:
    assert len(chat_sentences(text)) == 1


def test_a_promise_before_an_emoji_is_not_lost_in_the_question_after_it(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA, "People/Анна Смирнова.md": ANNA})
    said = "Сделаю обзор рынка в пятницу 🔥 Аня, можешь прислать цифры по продажам?"
    run(vault, export(tmp_path, [("1", "2026-11-30T10:00:00", "Дима", said)]))
    [line] = commitments(vault, "Дмитрий Кузнецов")
    assert line.startswith("- [commitment] Сделаю обзор рынка [due:: 2026-12-04]")
