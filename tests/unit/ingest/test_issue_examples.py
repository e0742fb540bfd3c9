"""Issue 10's own examples that no other test quotes word for word, through ingest.

«Дима, сделай до пятницы» answered by «ок», «+» or «сделаю» is Dima's commitment with
the assigner's Friday; a promise's trailing clause that is not the task («…, потом
подключим SSO») stays out of the memory's text.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.unit.ingest.test_agreement_ingest import ANNA, commitments, run
from tests.unit.ingest.test_lifecycle_ingest import DIMA, export

ASK = ("1", "2026-11-30T10:00:00", "Аня", "Дима, сделай до пятницы презентацию для банка")


@pytest.mark.parametrize("answer", ["ок", "+", "сделаю"])
def test_an_assignment_answered_with_a_yes_is_the_answerers_promise_by_the_assigners_day(
    write_vault: WriteVault, tmp_path: Path, answer: str
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA, "People/Анна Смирнова.md": ANNA})
    run(vault, export(tmp_path, [ASK, ("2", "2026-11-30T10:05:00", "Дима", answer)]))
    [line] = commitments(vault, "Дмитрий Кузнецов")
    assert "презентацию для банка" in line.casefold()
    assert "[due:: 2026-12-04]" in line  # Monday's «до пятницы»
    assert commitments(vault, "Анна Смирнова") == []


def test_a_clause_after_the_task_is_not_part_of_the_memory(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    text = "Сделаю миграцию auth до пятницы, потом подключим SSO"
    promise = ("1", "2026-11-30T10:00:00", "Дима", text)
    run(vault, export(tmp_path, [promise]))
    [line] = commitments(vault, "Дмитрий Кузнецов")
    assert "миграцию auth" in line and "[due:: 2026-12-04]" in line
    assert "SSO" not in line and "потом" not in line
