"""An empty "promised" answer gives way to a promise said of the person by the alias
the question used ("Sasha" of Alexander Reed), and "I'll" is a promise as "will" is."""

from __future__ import annotations

from datetime import date

import pytest

from tests.conftest import vault_at
from vaultmind.cli.render.ask import as_text
from vaultmind.service import VaultService

TODAY = date(2026, 12, 9)
NOTES = {
    "People/Alexander Reed.md": "---\naliases: [Sasha]\n---\n# Alexander Reed\n\nIT, half-time.\n",
    "People/Maria Lopez.md": "# Maria Lopez\n\nKey account manager.\n",
    "Daily/2026-11-13.md": "RouteOne: Sasha will set up test accounts for the dispatchers "
    "by Nov 20.\n",
    "Daily/2026-11-16.md": 'Northwind call. Maria Lopez: "I\'ll send the SLA draft by Dec 10".\n',
}


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> VaultService:
    found = VaultService.open(vault_at(tmp_path_factory.mktemp("alias"), NOTES))
    found.update_index()
    return found


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("what did sasha promise in november", "test accounts"),
        ("what did Maria Lopez promise in November?", "SLA draft"),
    ],
)
def test_a_promise_said_in_the_notes_overrules_an_empty_answer(
    service: VaultService, question: str, said: str
) -> None:
    text = as_text(service.ask(question, TODAY), None, False)
    assert said in text.splitlines()[0]
    assert "No open commitments" not in text
