"""A furniture workshop lead's notes (dev_fresh2, issue 27):

- a promise said in prose by a person's short name («Ира обещала…», of Ирина, with no
  link) is listed after her tasks for "what did Ira promise?";
- a task whose sentence starts with the person's name («Света забронирует Газель») is
  hers;
- "when is the Brioche delivery?" is answered by the note that gives the delivery's
  day, not by a task that shares only the client's name;
- "when was Dima sick?" is not found when his Russian notes never say he was: a word
  the glossary translates is looked for in its translation («болел»);
- "how much…" / «сколько…» is answered only by a unit that gives a number;
- "what's due this friday?" is answered by the notes of the days before that say "by
  Friday" or «в пятницу», though no task is due then;
- "is Priya around over new year?" asks who is away then;
- a task led by a first name alone («Артём: …») is the one Артём's, aliases or none;
- a plain list item led by a person's name that says when it is owed ("Oleg: send the
  revised estimate to Mark by Friday") is their promise, checkbox or not.
"""

from __future__ import annotations

from datetime import date

import pytest

from tests.unit.ask.conftest import indexed
from vaultmind.cli.render.ask import as_text
from vaultmind.service import VaultService

TODAY = date(2026, 12, 9)
NOTES = {
    "People/Ирина Ковалёва.md": "---\naliases: [Ира, Ira]\n---\n# Ирина Ковалёва\n\n"
    "За закупки отвечает Ирина.\n\nРаботает 9–18.\n\n- хорошо торгуется с Egger\n",
    "People/Светлана Орлова.md": "---\naliases: [Света]\n---\n# Светлана Орлова\n\n"
    "Офис-менеджер.\n",
    "People/Priya Nair.md": "---\naliases: [Priya]\n---\n# Priya Nair\n\nDesigner.\n\n"
    "- out Dec 21 – Jan 4 (going home for the holidays)\n",
    "Daily/2026-12-01.md": "- [ ] Ира: счёт от Egger оплатить 📅 2026-12-04\n",
    "Daily/2026-12-02.md": "Ира обещала заказать петли Blum для Aurora до 15-го.\n\n"
    "- [ ] Priya: renders for Бриошь chairs 📅 2026-12-08\n",
    "Daily/2026-12-04.md": "- Марина (Бриошь) попросила перенести: доставку переносим "
    "с 11 на 18 декабря.\n",
    "Daily/2026-12-07.md": "- [ ] Света забронирует Газель на 17-е\n"
    "- Oleg: send the revised estimate to Mark by Friday\n",
    "Daily/2026-12-08.md": "- обещал Лебедевым созвон в пятницу — подтвердить монтаж\n",
    "People/Дмитрий Волков.md": "---\naliases: [Дима, Dima]\n---\n# Дмитрий Волков\n\n"
    "Старший сборщик, отвечает за монтаж.\n\n- не пьёт кофе\n",
    "People/Тимур Рахимов.md": "---\naliases: [Тимур, Timur]\n---\n# Тимур Рахимов\n\n"
    "Оператор ЧПУ.\n\n- 2026-12-01..04 болел\n",
    "Knowledge/Покрасочная камера.md": "# Покрасочная камера\n\nРемонт покрасочной "
    "камеры — после Нового года, Саша договорится с сервисом.\n",
    "People/Артём Лебедев.md": "# Артём Лебедев\n\nСборщик.\n",
    "People/Олег Смирнов.md": "---\naliases: [Oleg, Олег]\n---\n# Олег Смирнов\n\n"
    "Сметы и закупки.\n",
    "Daily/2026-12-03.md": "- [ ] Артём: заказать кромку для фасадов\n",
    "Knowledge/Аспирация.md": "# Аспирация\n\nРемонт аспирации обошёлся в 85 тыс.\n",
}


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> VaultService:
    return indexed(tmp_path_factory, "workshop", NOTES)


def answer(service: VaultService, question: str) -> str:
    return as_text(service.ask(question, TODAY), None, False)


def test_a_promise_said_by_a_short_name_follows_the_persons_tasks(
    service: VaultService,
) -> None:
    said = answer(service, "what did ira promise?")
    assert said.index("Egger") < said.index("петли Blum")


def test_a_task_that_starts_with_a_persons_name_is_theirs(service: VaultService) -> None:
    assert "Газель" in answer(service, "что обещала Света?").split("\n\n")[0]


def test_when_is_answered_by_the_note_on_all_its_words(service: VaultService) -> None:
    head = answer(service, "когда доставка в Бриошь?").splitlines()[0]
    assert "18 декабря" in head
    assert "renders" not in head


def test_sick_is_looked_for_in_russian_notes_as_sick(service: VaultService) -> None:
    assert answer(service, "when was Dima sick?").startswith("Not found in the vault")
    assert "болел" in answer(service, "when was Timur sick?").split("\n\n")[0]


def test_how_much_is_answered_only_with_a_number(service: VaultService) -> None:
    said = answer(service, "сколько стоит ремонт покрасочной камеры?")
    assert said.startswith("Not found in the vault") or "Не найдено" in said
    assert "85 тыс" in answer(service, "сколько стоил ремонт аспирации?")


def test_what_is_due_on_a_day_is_read_from_the_notes_before_it(service: VaultService) -> None:
    said = answer(service, "what's due this friday?").split("\n\n")[0]
    assert "revised estimate" in said
    assert "созвон в пятницу" in said


def test_around_over_new_year_asks_who_is_away(service: VaultService) -> None:
    said = answer(service, "is priya around over new year")
    assert "Jan 4" in said.splitlines()[1]


def test_a_first_name_alone_owns_a_task(service: VaultService) -> None:
    assert "кромку" in answer(service, "что обещал Артём?").split("\n\n")[0]


def test_a_list_item_that_gives_a_person_work_by_a_day_is_their_promise(
    service: VaultService,
) -> None:
    said = answer(service, "what did Oleg promise?").split("\n\n")[0]
    assert said.startswith("Олег Смирнов promised:") and "revised estimate" in said
