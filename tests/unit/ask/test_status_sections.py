"""The status of a project a lead asks about in the other language than its title
(dev_fresh, issue 27): "status of the warehouse move" names «Переезд склада»; what its
note says under «## Статус», or in lines led by a day («08.12 — договор подписан»),
newest last, is the status."""

from __future__ import annotations

from datetime import date

import pytest

from tests.unit.ask.conftest import indexed
from vaultmind.cli.render.ask import as_text
from vaultmind.service import VaultService

TODAY = date(2026, 12, 9)
NOTES = {
    "Projects/Переезд склада.md": "# Переезд склада\n\nЦель: переехать до конца января.\n\n"
    "## Статус\n- 10.11: договор аренды подписан.\n- 24.11: поставка стеллажей на 14 января.\n"
    "- 08.12: ждём смету на монтаж от Олега.\n\nСм. также [[Олег Смирнов]].\n",
    "Projects/Топливные карты.md": "Проект: смена топливных карт.\n\n"
    "17.11 — сравнили три предложения.\n19.11 — решили перейти на «Лукойл».\n"
    "08.12 — договор подписан.\n",
    "People/Олег Смирнов.md": "# Олег Смирнов\n\nЗакупки.\n",
}


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> VaultService:
    return indexed(tmp_path_factory, "status", NOTES)


def answer(service: VaultService, question: str) -> str:
    return as_text(service.ask(question, TODAY), None, False).split("\n\n")[0]


def test_a_title_in_the_other_language_is_named_by_its_words(service: VaultService) -> None:
    said = answer(service, "status of the warehouse move")
    assert said.startswith("Переезд склада, status:")
    assert "ждём смету" in said
    assert "См. также" not in said  # a paragraph after the section's entries is no status


def test_a_log_of_days_gives_the_latest_status(service: VaultService) -> None:
    said = answer(service, "fuel cards status")
    assert said.startswith("Топливные карты, status:")
    assert "договор подписан" in said
