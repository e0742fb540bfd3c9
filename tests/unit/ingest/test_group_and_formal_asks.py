"""Asks as a workplace writes them (issue 10, session 10): to the whole chat («Коллеги,
протоколы — до 30.11 мне в папку»: each who agrees takes it), by name and patronymic
(«Ольга Викторовна, подготовите разбор к 8 декабря?»), in the formal «вы», or as a
client's request passed on («Кирилл, клиент просит отчёт в понедельник»)."""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from tests.conftest import WriteVault
from tests.unit.ingest.test_agreement_ingest import ANNA, commitments, run
from tests.unit.ingest.test_lifecycle_ingest import DIMA, export
from vaultmind.agent.ingest.extract.agreements import find_assignment, is_agreement
from vaultmind.agent.ingest.extract.promises import find_promises
from vaultmind.agent.ingest.sources.formats import RawMessage

FRIDAY = date(2026, 11, 20)
ASK = ("1", "2026-11-20T13:42:00", "Олег", "Коллеги, акты сверки по складам — до 30.11 мне в папку")


def test_a_group_ask_is_a_commitment_of_each_who_agrees(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA, "People/Анна Смирнова.md": ANNA})
    rows = [ASK, ("2", "2026-11-20T13:50:00", "Дима", "ок", "1"),
            ("3", "2026-11-20T13:52:00", "Аня", "+", "1")]  # fmt: skip
    run(vault, export(tmp_path, rows))
    for person in ("Дмитрий Кузнецов", "Анна Смирнова"):
        [line] = commitments(vault, person)
        assert "Акты сверки" in line and "[due:: 2026-11-30]" in line


@pytest.mark.parametrize(
    "text",
    [
        "Коллеги, всем хороших выходных до понедельника",  # no ask
        "Коллеги, акты сверки по своим складам пришли до 30.11",  # news, nothing handed over
    ],
)
def test_a_group_message_that_asks_nothing_is_no_assignment(text: str) -> None:
    assert find_assignment(text, FRIDAY) is None


@pytest.mark.parametrize(
    ("text", "name", "task", "due"),
    [
        ("Ольга Викторовна, подготовите разбор задач к 8 декабря?", "Ольга",
         "Подготовите разбор задач", date(2026, 12, 8)),
        ("Инна Олеговна, возьмёте проверку работ 4 декабря?", "Инна", "Возьмёте проверку работ",
         date(2026, 12, 4)),
        ("Кирилл, клиент просит отчёт по первой неделе в понедельник", "Кирилл",
         "Клиент просит отчёт по первой неделе", date(2026, 11, 23)),
    ],
)  # fmt: skip
def test_formal_and_passed_on_asks(text: str, name: str, task: str, due: date) -> None:
    found = find_assignment(text, FRIDAY)
    assert found is not None and (found.name, found.task, found.due) == (name, task, due)


@pytest.mark.parametrize(
    "text",
    [
        "Ольга Викторовна, знаете, что проверка 8 декабря?",  # a question of knowing
        "Инна Олеговна, хотите чаю в пятницу?",
    ],
)
def test_formal_questions_that_ask_for_no_task(text: str) -> None:
    assert find_assignment(text, FRIDAY) is None


def test_taking_it_on_is_an_agreement() -> None:
    assert is_agreement("Ну давайте я, к 10 декабря", FRIDAY)
    assert is_agreement("ok let me, by Monday", FRIDAY)


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("Я возьму 6А во вторник, у меня окно", "2026-11-24"),
        ("исходники дам в понедельник", "2026-11-23"),
    ],
)
def test_take_and_give_promise(text: str, due: str) -> None:
    message = RawMessage("chat", "c1", "Team", "1", _at(), "Оля", text)
    [promise] = find_promises(message)
    assert str(promise.due) == due


def _at() -> datetime:
    return datetime(2026, 11, 20, 12, 0, tzinfo=ZoneInfo("Europe/Moscow"))
