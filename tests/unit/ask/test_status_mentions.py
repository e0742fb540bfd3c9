"""The status of a project whose dailies name it without a link (issue 27): a lead writes
"Facade contract: …" in a day's paragraph as often as `[[Facade contract]]`.

- the newest dated line that says the project's title is in the status answer, first;
- only the sentences that say it are shown, not the whole day's paragraph;
- a day that says only some of the title's words is not taken for a mention.
"""

from __future__ import annotations

from datetime import date

import pytest

from tests.unit.ask.conftest import indexed
from vaultmind.service import VaultService

TODAY = date(2026, 11, 19)
NOTES = {
    "Projects/Facade contract.md": "---\nstatus: active\n---\n# Facade contract\n\n"
    "Подрядчик: FacadePro. Вент. фасад, кассеты.\n",
    "Daily/2026-11-10.md": "Обход с Наташей. [[Facade contract]]: выбрали FacadePro.\n",
    "Daily/2026-11-17.md": "Наташа на больничном, вернётся в понедельник. Обхода не было. "
    "МЧС перенесли проверку с 24.11 на 26.11. Документы всё равно подать до 23-го. "
    "Facade contract: доп. соглашение №2 на согласовании у юристов Kate.\n",
    "Daily/2026-11-18.md": "The contract for the cranes is signed.\n",
}


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> VaultService:
    return indexed(tmp_path_factory, "status-mentions", NOTES)


def status_lines(service: VaultService) -> list[str]:
    answer = service.ask("status of the facade contract?", TODAY).structural
    assert answer is not None and answer.intent == "status"
    return answer.text.splitlines()


def test_an_unlinked_mention_is_the_newest_status(service: VaultService) -> None:
    lines = status_lines(service)

    mentions = [line for line in lines if line.startswith("- 2026-")]
    assert mentions[0].startswith("- 2026-11-17: ") and "юристов" in mentions[0]
    assert any("2026-11-10" in line and "FacadePro" in line for line in mentions)


def test_only_the_sentences_saying_it_are_shown(service: VaultService) -> None:
    [mention] = [line for line in status_lines(service) if "2026-11-17" in line]

    assert "больничном" not in mention


def test_a_day_saying_part_of_the_title_is_no_mention(service: VaultService) -> None:
    assert not any("cranes" in line for line in status_lines(service))


LABELLED = {
    "Projects/Concrete delivery.md": "---\nstatus: в работе\n---\n"
    "# Поставка бетона (БетонСтрой)\n\nОтвечает Дима.\n",
    "Daily/2026-11-18.md": "# 18.11 ср\nБетон: БетонСтрой привезли 2 из 3 миксеров, залит на 70%.\n"
    "Heating: 2 of 4 diesel heaters on site.\n",
    "Daily/2026-11-19.md": "Олег: бетон для лестниц закажем потом, сначала опалубка.\n",
}


def test_a_days_line_led_by_the_notes_own_word_is_a_mention(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    """A lead writes «Бетон: …» in a day's list of topics for the note headed «Поставка
    бетона»: the label says which note the line is about, in the note's own language."""
    service = indexed(tmp_path_factory, "status-labelled", LABELLED)
    answer = service.ask("where are we with the concrete delivery?", TODAY).structural
    assert answer is not None and answer.intent == "status"
    [mention] = [line for line in answer.text.splitlines() if line.startswith("- 2026-")]
    assert mention.startswith("- 2026-11-18: ") and "70%" in mention


HEADED = {
    "Projects/Winter heating plan.md": "---\nstatus: active\n---\n"
    "# Winter heating plan / зимний прогрев\n\nОтветственный: Олег.\n",
    "Daily/2026-11-18.md": "Бетон: залит на 70%. Heating: 2 of 4 diesel heaters on site.\n"
    "Scaffolding fully up.\n",
}


def test_a_project_named_by_its_headings_other_language_and_a_label_mid_paragraph(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    """«как дела с зимним прогревом?» names "Winter heating plan" by its heading's
    Russian part; the day's "Heating: …" follows another topic in the same paragraph."""
    service = indexed(tmp_path_factory, "status-headed", HEADED)
    answer = service.ask("как дела с зимним прогревом?", TODAY).structural
    assert answer is not None and answer.intent == "status"
    assert answer.text.startswith("Winter heating plan, статус:")
    [mention] = [line for line in answer.text.splitlines() if line.startswith("- 2026-")]
    assert mention.startswith("- 2026-11-18: ") and "2 of 4 diesel heaters" in mention
