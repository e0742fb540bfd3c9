"""`vaultmind ask --no-llm` in one language about notes written in the other (issue 27):
a lead's Russian notes asked about in English, through everyday words the work-word
glossary does not list ("timetable", "projector"); and a question whose subject no note
has, in either language, still not found."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.functional.ask_vault import ask, make_vault
from tests.functional.conftest import Runner

NOTES = {
    "People/Сергей Волков.md": "---\ntype: person\naliases: [Серёжа]\n---\n# Сергей Волков\n\n"
    "Информатика и вся техника в школе.\n",
    "Projects/Расписание.md": "# Расписание II полугодия\n\n"
    "Расписание на второе полугодие отправлено на согласование директору.\n",
    "Daily/2026-12-01.md": "# 2026-12-01\n\n- учебники на следующий год: заявка отправлена в УО\n"
    "- Серёжа починил проектор в 214 кабинете\n",
}


@pytest.fixture
def vault(tmp_path: Path, cli: Runner) -> Path:
    return make_vault(cli, tmp_path / "school", NOTES)


def test_an_english_question_finds_the_russian_note_that_answers_it(
    cli: Runner, vault: Path
) -> None:
    assert "согласование" in ask(cli, vault, "Where is the timetable at?")
    assert "отправлена в УО" in ask(cli, vault, "textbooks order for next year?")
    assert "214" in ask(cli, vault, "what happened to the projector?")


def test_a_subject_no_note_has_is_still_not_found(cli: Runner, vault: Path) -> None:
    assert ask(cli, vault, "what did we decide about the parking?") == "Not found in the vault."
