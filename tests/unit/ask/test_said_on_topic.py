"""A promise said in prose on a topic the paragraph names (issue 27): "what did Maria
promise on Northwind?" lists her Northwind task and then «Maria will send the SLA draft
by Dec 10», said under «## Northwind» in a paragraph that names Northwind, not in her
sentence."""

from __future__ import annotations

from datetime import date

import pytest

from tests.unit.ask.conftest import indexed
from vaultmind.service import VaultService

TODAY = date(2026, 12, 9)
NOTES = {
    "People/Maria Lopez.md": "---\naliases: [Maria, Мария]\n---\n# Maria Lopez\n\nKey account.\n",
    "Daily/2026-11-26.md": "- [ ] предупредить Northwind о переезде (Maria)\n",
    "Daily/2026-12-03.md": "## Northwind\nMaria will send the SLA draft by Dec 10.\n"
    "Оля: закрою акты сверки с Northwind до 11 декабря, до отпуска.\n\n"
    "## Склад\nMaria will book the movers for the archive by Friday.\n",
}


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> VaultService:
    return indexed(tmp_path_factory, "said-on-topic", NOTES)


def test_a_promise_in_a_paragraph_on_the_topic_follows_the_list(service: VaultService) -> None:
    answer = service.ask("что Мария обещала по Northwind", TODAY).structural
    assert answer is not None and answer.intent == "promised"
    assert "предупредить Northwind о переезде" in answer.text
    assert "SLA draft by Dec 10" in answer.text
    assert "movers" not in answer.text  # a promise in a paragraph on something else
