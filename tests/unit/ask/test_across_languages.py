"""A question in one language about notes in the other (dev_fresh, issue 27): the
topic of an empty "promised" answer is checked in its translation too («по доп.
диспетчеру» of "the extra dispatcher"), and a word the notes do not say in either
language ("birthday" of a Russian note) answers nothing."""

from __future__ import annotations

from datetime import date

import pytest

from tests.unit.ask.conftest import indexed
from vaultmind.cli.render.ask import as_text
from vaultmind.service import VaultService

TODAY = date(2026, 12, 9)
NOTES = {
    "People/Kate Morgan.md": "---\naliases: [Kate]\n---\n# Kate Morgan\n\nCOO.\n",
    "People/Олег Смирнов.md": "---\naliases: [Oleg, Олег]\n---\n# Олег Смирнов\n\n"
    "Олег Смирнов — закупки и подрядчики.\n\n- хорошие отношения со «СтеллажПро»\n",
    "Daily/2026-12-01.md": "Kate: Q4 review on Dec 15, she'll decide on the extra dispatcher "
    "headcount after that, promised to come back to me by Dec 18\n",
}


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> VaultService:
    return indexed(tmp_path_factory, "languages", NOTES)


def answer(service: VaultService, question: str) -> str:
    return as_text(service.ask(question, TODAY), None, False)


def test_a_promise_on_a_topic_said_in_the_other_language(service: VaultService) -> None:
    said = answer(service, "Kate что-то обещала по доп. диспетчеру?")
    assert "Dec 18" in said.split("\n\n")[0]


def test_what_the_notes_never_say_in_either_language_is_not_found(
    service: VaultService,
) -> None:
    assert answer(service, "when is Oleg's birthday").startswith("Not found in the vault")
