"""A decision question no note answers whole (issue 27): "what did we decide on the
racking supplier?" — no note says "supplier", but «Решили: стеллажи берём у СтеллажПро»
records the decision on racking, so it answers, not "not found". A word alone that
reaches only lines recording no decision leaves the question unanswered."""

from __future__ import annotations

from datetime import date

import pytest

from tests.unit.ask.conftest import answered, indexed
from vaultmind.service import VaultService

TODAY = date(2026, 12, 9)
NOTES = {
    "Projects/Переезд склада.md": "# Переезд склада\n\n- 05.11 — Решили: стеллажи берём у "
    "«СтеллажПро», не у «Метакона» (Метакон дороже на 18%).\n",
    "Daily/2026-11-24.md": "Стеллажи в зоне B ставим после разметки пола.\n",
    "Daily/2026-12-01.md": "The parking permits for the new site are still pending.\n",
}


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> VaultService:
    return indexed(tmp_path_factory, "decision-on-a-word", NOTES)


def test_the_decision_on_one_word_of_the_question_answers_it(service: VaultService) -> None:
    text = answered(service, "what did we decide on the racking supplier?", TODAY)
    assert "СтеллажПро" in text.splitlines()[0]


def test_a_word_reaching_no_decision_leaves_it_unanswered(service: VaultService) -> None:
    text = answered(service, "what did we decide about the parking supplier?", TODAY)
    assert text.startswith("Not found")
