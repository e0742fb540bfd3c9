"""A promise that only points at its task takes the task asked for just before (issue
10, session 7): a greeting or an address before it and a reason after it name nothing
("Hi Olga, I'll send it by Friday", «Пришлю в пятницу, сейчас завал»); a when-question
names a thing ("When can we get the vendor report?"). An owner who asks someone to take
their task over («Петя, сможешь забрать…?») loses it when that person agrees."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from tests.conftest import WriteVault
from tests.unit.ingest.test_lifecycle_ingest import DIMA, export, ingest
from vaultmind.vault.source_labels import strip_labels

PETYA = "---\ntype: person\naliases: [Петя]\n---\n# Пётр Смирнов\n\n## Memory\n"


def commitments(
    write_vault: WriteVault, tmp_path: Path, rows: Sequence[tuple[str, ...]]
) -> tuple[list[str], list[str]]:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA, "People/Пётр Смирнов.md": PETYA})
    lines, _ = ingest(vault, export(tmp_path, rows))
    petya = (vault / "People" / "Пётр Смирнов.md").read_text(encoding="utf-8").splitlines()
    return lines, [line for line in petya if line.startswith("- [commitment]")]


def test_a_greeting_and_a_pointer_take_the_thing_a_when_question_named(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    rows = [
        (
            "1",
            "2026-11-30T10:00:00",
            "Olga",
            "Dima, hi! When can we get the vendor report? Legal asks",
        ),
        ("2", "2026-11-30T10:10:00", "Дима", "Hi Olga, I'll send it by Friday"),
    ]
    [line], _ = commitments(write_vault, tmp_path, rows)
    assert line.startswith("- [commitment] I'll send the vendor report [due:: 2026-12-04]")
    assert "#^jl-team-1]]" in strip_labels(line)  # the question is evidence too


def test_a_reason_after_the_promise_names_no_task(write_vault: WriteVault, tmp_path: Path) -> None:
    rows = [
        ("1", "2026-11-30T10:00:00", "Оля", "Кто-нибудь пришлёт прайс для клиента?"),
        ("2", "2026-11-30T10:20:00", "Дима", "Пришлю в пятницу, сейчас завал"),
    ]
    [line], _ = commitments(write_vault, tmp_path, rows)
    assert "прайс для клиента" in line and "завал" not in line
    assert "[due:: 2026-12-04]" in line


def test_a_promise_naming_its_own_task_keeps_it(write_vault: WriteVault, tmp_path: Path) -> None:
    rows = [
        ("1", "2026-11-30T10:00:00", "Оля", "Кто-нибудь пришлёт прайс для клиента?"),
        ("2", "2026-11-30T10:20:00", "Дима", "Пришлю отчёт по складу в пятницу, сейчас завал"),
    ]
    [line], _ = commitments(write_vault, tmp_path, rows)
    assert "отчёт по складу" in line and "прайс" not in line


def test_an_owner_who_asks_for_a_take_over_loses_the_task_when_it_is_taken(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    rows = [
        ("1", "2026-11-30T10:00:00", "Дима", "Подготовлю отчёт по возвратам к четвергу"),
        (
            "2",
            "2026-12-02T09:00:00",
            "Дима",
            "Не успеваю, завал. Петя, сможешь забрать отчёт по возвратам?",
        ),
        ("3", "2026-12-02T09:10:00", "Петя", "Да, заберу, сделаю завтра", "2"),
    ]
    [dima], [petya] = commitments(write_vault, tmp_path, rows)
    assert "[status:: archived]" in dima
    assert "отчёт по возвратам" in petya.lower() and "[due:: 2026-12-03]" in petya


def test_asking_for_a_look_hands_nothing_over(write_vault: WriteVault, tmp_path: Path) -> None:
    rows = [
        ("1", "2026-11-30T10:00:00", "Дима", "Подготовлю отчёт по возвратам к четвергу"),
        ("2", "2026-12-02T09:00:00", "Дима", "Петя, сможешь глянуть отчёт по возвратам?"),
        ("3", "2026-12-02T09:10:00", "Петя", "Да, гляну, сделаю завтра", "2"),
    ]
    [dima], _ = commitments(write_vault, tmp_path, rows)
    assert "status" not in dima


def test_a_promise_replying_to_a_dated_question_is_due_then(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    rows = [
        (
            "1",
            "2026-11-30T10:00:00",
            "Olga",
            "Big news: the office moves next month 🎉 retro drinks on Thursday?",
        ),
        ("2", "2026-11-30T10:05:00", "Дима", "I'll book a table", "1"),
        ("3", "2026-11-30T11:00:00", "Оля", "Кто купит пиццу на демо в пятницу?"),
        ("4", "2026-11-30T11:05:00", "Дима", "Куплю пиццу", "3"),
    ]
    table, pizza = commitments(write_vault, tmp_path, rows)[0]
    assert "book a table" in table and "[due:: 2026-12-03]" in table
    assert "пиццу" in pizza and "[due:: 2026-12-04]" in pizza


def test_a_question_about_the_past_or_no_reply_gives_no_date(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    rows = [
        ("1", "2026-11-30T10:00:00", "Olga", "Did you send the invoice on Monday?"),
        ("2", "2026-11-30T10:05:00", "Дима", "I'll send the invoice", "1"),
        ("3", "2026-11-30T11:00:00", "Оля", "Кто купит пиццу на демо в пятницу?"),
        ("4", "2026-11-30T11:05:00", "Дима", "Куплю пиццу"),
    ]
    invoice, pizza = commitments(write_vault, tmp_path, rows)[0]
    assert "due" not in invoice and "due" not in pizza
