""" "Best way to reach X?" asks for X's preferences, and a note that calls X «Роб» as
well as "Rob" finds X in «что Кирилл обещал Робу?»."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest

from tests.unit.ask.conftest import answered, indexed
from vaultmind.agent.ask.intent import detect
from vaultmind.service import VaultService

TODAY = date(2026, 11, 26)
NOTES = {
    "People/Pavel Zuev.md": "# Pavel Zuev\n\nПавел Зуев, заказчик.\n\n"
    "- Почту не читает. Всё в WhatsApp, лучше голосовые.\n",
    "People/Rob Hale.md": "# Rob Hale\n\nRob / Роб. PM on the client side.\n",
    "People/Kirill Vasnetsov.md": "# Kirill Vasnetsov\n\nJunior designer.\n\n"
    "- [ ] перенести проекты в Тильду [due:: 2026-11-30]\n",
}


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> Iterator[VaultService]:
    found = indexed(tmp_path_factory, "reach", NOTES)
    yield found
    found.close()


def test_best_way_to_reach_someone_is_a_preference(service: VaultService) -> None:
    found = detect("best way to reach Pavel Zuev?")
    assert found is not None and found.kind == "prefers"
    assert "WhatsApp" in answered(service, "best way to reach Pavel Zuev?", TODAY)


def test_a_name_in_either_script_finds_the_person(service: VaultService) -> None:
    text = answered(service, "что Кирилл обещал Робу?", TODAY)
    assert "Тильду" not in text  # his promise is to nobody named: none to Rob
    assert "Rob Hale" in text
