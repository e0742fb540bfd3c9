""" "Best way to reach X?", «как Диме лучше ставить задачи?», "how should I send Priya
feedback?" ask for X's preferences, and a note that calls X «Роб» as
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
    "People/Дмитрий Орлов.md": "---\naliases: [Дима]\n---\n# Дмитрий Орлов\n\nФизика.\n\n"
    "- задачи — одним списком в понедельник, по одной не кидать\n"
    "- [ ] сдать отчёт по лаборатории [due:: 2026-11-27]\n",
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


@pytest.mark.parametrize(
    "question",
    ["как Диме лучше ставить задачи?", "how should I send Priya feedback?",
     "во сколько Лене можно звонить?"],
)  # fmt: skip
def test_how_best_to_work_with_someone_is_a_preference(question: str) -> None:
    found = detect(question)
    assert found is not None and found.kind == "prefers"


def test_how_best_to_give_someone_tasks_answers_how_not_which(service: VaultService) -> None:
    """«задачи» in it asks how Dima wants tasks, not which are due."""
    first = answered(service, "как Диме лучше ставить задачи?", TODAY).splitlines()[0]
    assert "одним списком" in first and "отчёт" not in first


def test_how_to_contact_someone_stays_with_what_the_notes_say() -> None:
    assert detect("Как лучше связаться с Димой?") is None
