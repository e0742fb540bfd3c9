"""A promise said in prose about another numbered item is not the listed one again
(issue 27): «Серёжа обещал пересчитать смету по CR-02» follows his open task «смета по
CR-04»; the numbers were dropped as short words, so the two read as one."""

from __future__ import annotations

from datetime import date

import pytest

from tests.unit.ask.conftest import indexed
from vaultmind.service import VaultService

TODAY = date(2026, 11, 19)
NOTES = {
    "People/Сергей Лебедев.md": "---\naliases: [Серёжа]\n---\n# Сергей Лебедев\n\nСметчик.\n",
    "Projects/Change requests.md": "# Change requests\n\n- [ ] Серёжа — смета по CR-04 "
    "[due:: 2026-11-27]\n",
    "Daily/2026-11-02.md": "Серёжа обещал пересчитать смету по CR-02 до 6-го.\n\n"
    "Серёжа обещал смету по CR-04 к 27-му.\n",
}


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> VaultService:
    return indexed(tmp_path_factory, "said-numbers", NOTES)


def test_a_promise_on_another_number_is_said_after_the_list(service: VaultService) -> None:
    answer = service.ask("что Серёжа обещал по смете?", TODAY).structural
    assert answer is not None and answer.intent == "promised"

    assert "CR-02" in answer.text
    assert answer.text.count("CR-04") == 1  # said again in prose: the listed task only
