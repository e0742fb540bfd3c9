"""Asks and agreements in the words a team uses (issue 10, session 5): a question-form
ask («Оля, поправишь опечатки к вечеру?»), an ask split over sentences, «ну ок» /
«давай», and a hand-over by the owner («передаю отчёт Ане») that the new owner takes."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.unit.ingest.test_agreement_ingest import commitments, people, run
from tests.unit.ingest.test_lifecycle_ingest import export
from vaultmind.agent.ingest.extract.agreements import (
    HAND_OVER,
    find_assignment,
    is_agreement,
    name_forms,
    new_owner,
)

THURSDAY = date(2026, 12, 3)


@pytest.mark.parametrize(
    ("text", "task", "due"),
    [
        ("Оля, поправишь опечатки к вечеру?", "Поправишь опечатки", "2026-12-03"),
        ("Миша, настроишь бэкапы до пятницы?", "Настроишь бэкапы", "2026-12-04"),
        ("Лёша, выгрузишь клиентов? к понедельнику надо", "Выгрузишь клиентов", "2026-12-07"),
        ("thanks. Kim, could you update the FAQ? by Monday", "Update the FAQ", "2026-12-07"),
    ],
)
def test_a_question_form_or_split_ask(text: str, task: str, due: str) -> None:
    found = find_assignment(text, THURSDAY)
    assert found is not None and found.task == task and found.due.isoformat() == due


@pytest.mark.parametrize(
    "text",
    [
        "Паша, успеваешь к пятнице?",  # how things stand, not a task
        "Паша, знаешь, кто сделает к пятнице?",
        "Оля, хочешь пиццу в пятницу?",
        "Оля, я поправлю опечатки к вечеру",  # the speaker's own promise
    ],
)
def test_questions_that_ask_for_no_task(text: str) -> None:
    assert find_assignment(text, THURSDAY) is None


@pytest.mark.parametrize("text", ["ну ок 👌", "давай", "ну давай", "лады", "окей, беру"])
def test_more_ways_to_say_yes(text: str) -> None:
    assert is_agreement(text, THURSDAY)


@pytest.mark.parametrize("text", ["ну не знаю", "давай потом", "давай?", "ну ок, но не к пятнице"])
def test_not_a_yes(text: str) -> None:
    assert not is_agreement(text, THURSDAY)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("я передаю выгрузку Марине, она ближе к данным", "Марине"),
        ("отдаю ретро Пете", "Пете"),
        ("invoices — handing these to Priya", "Priya"),
        ("I'm passing the checklist over to Tom", "Tom"),
    ],
)
def test_a_hand_over_by_the_owner_names_the_new_owner(text: str, name: str) -> None:
    found = HAND_OVER.search(text)
    assert found is not None and new_owner(found) == name


@pytest.mark.parametrize("text", ["передаю привет маме", "handing out the badges tomorrow"])
def test_no_hand_over_without_a_name(text: str) -> None:
    assert HAND_OVER.search(text) is None


def test_a_russian_dative_stands_for_its_nominative() -> None:
    assert {"Игорь", "Паша", "Петя", "Руслан", "Аня"} <= {
        form for name in ("Игорю", "Паше", "Пете", "Руслану", "Ане") for form in name_forms(name)
    }
    assert name_forms("Bob") == ["Bob"]


def test_the_owner_hands_over_and_the_new_owner_takes_it(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = people(write_vault)
    rows = [
        ("1", "2026-11-30T10:00:00", "Дима", "Сделаю отчёт по релизу до пятницы"),
        ("2", "2026-12-01T10:00:00", "Дима", "я передаю отчёт по релизу Ане, у неё цифры"),
        ("3", "2026-12-01T10:10:00", "Аня", "да, без проблем, заберу"),
    ]
    assert run(vault, export(tmp_path, rows)) == 1
    [old] = commitments(vault, "Дмитрий Кузнецов")
    assert "[status:: archived]" in old
    [new] = commitments(vault, "Анна Смирнова")
    assert new.startswith("- [commitment] Сделаю отчёт по релизу") and "2026-12-04" in new


def test_a_hand_over_naming_another_task_leaves_the_one_commitment_alone(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = people(write_vault)
    rows = [
        ("1", "2026-11-30T10:00:00", "Дима", "Сделаю отчёт по релизу до пятницы"),
        ("2", "2026-12-01T10:00:00", "Дима", "скриншоты — передаю их Ане"),
    ]
    run(vault, export(tmp_path, rows))
    [line] = commitments(vault, "Дмитрий Кузнецов")
    assert "[status::" not in line
