"""A question that asks for a date («решение по дате переезда») is about the move, not
about the word "date": a note that gives the day answers it though it never says «дата»."""

from __future__ import annotations

from datetime import date

import pytest

from tests.conftest import vault_at
from vaultmind.cli.render.ask import as_text
from vaultmind.service import VaultService

TODAY = date(2026, 12, 9)
NOTES = {
    "Projects/Переезд склада.md": "---\ntype: project\n---\n# Переезд склада\n\n"
    "- 26.11 — Договорились: переезжаем в выходные 23–24 января.\n",
    "Projects/Fuel cards.md": "---\ntype: project\n---\n# Fuel cards\n\nSwitching to Lukoil.\n",
}


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> VaultService:
    found = VaultService.open(vault_at(tmp_path_factory.mktemp("dates"), NOTES))
    found.update_index()
    return found


@pytest.mark.parametrize(
    "question", ["решение по дате переезда склада", "какая дата у переезда склада?"]
)
def test_a_date_asked_of_a_named_project_is_answered_from_its_note(
    service: VaultService, question: str
) -> None:
    text = as_text(service.ask(question, TODAY), None, False)
    assert "23–24 января" in text.splitlines()[0]


def test_a_date_of_what_no_note_mentions_is_still_not_found(service: VaultService) -> None:
    text = as_text(service.ask("what is the date of the parking audit?", TODAY), None, False)
    assert "Not found in the vault" in text
