"""`vaultmind ask --no-llm` on the classes of question a lead asks that went wrong most
(issue 27 part 1): who does what, what someone promised, what changed. Each test is
an answer a user reads; the vault mixes structure (tasks) with prose (Daily notes)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.functional.ask_vault import ask, make_vault
from tests.functional.conftest import Runner

NOTES = {
    "People/Priya Shah.md": "---\ntype: person\naliases: [Priya]\n---\n# Priya Shah\n\n"
    "Support manager.\n\n- [ ] Priya: review the escalation policy 📅 2026-12-09\n",
    "People/Tom Becker.md": "---\ntype: person\naliases: [Tom]\n---\n# Tom Becker\n\n"
    "Tech lead. Leads the [[Warehouse Scanner]].\n",
    "People/Павел Орлов.md": "---\ntype: person\naliases: [Павел]\n---\n# Павел Орлов\n\n"
    "Офис-менеджер. Ведёт [[Переезд офиса]].\n\n- [ ] Павел: заказать грузчиков 📅 2026-12-12\n",
    "Projects/Warehouse Scanner.md": "---\ntype: project\n---\n# Warehouse Scanner\n\n"
    "Handheld scanner app for the warehouse.\n\n- [ ] Olaf: book the training room 📅 2026-12-09\n",
    "Projects/Переезд офиса.md": "---\ntype: project\n---\n# Переезд офиса\n\n"
    "Переезд на Лесную, 5 в январе.\n",
    "People/Марина Белова.md": "---\ntype: person\n---\n# Марина Белова\n\n"
    "Главный бухгалтер. Обещала сверить акты с поставщиками до 1 декабря.\n",
    "People/Sam Whitfield.md": "---\ntype: person\n---\n# Sam Whitfield\n\nBackend engineer.\n",
    "Daily/2026-11-26.md": "# 2026-11-26\n\nSync with [[Sam Whitfield|Sam]] on invoices.\n\n"
    "- Sam will fix the rounding bug by December 3.\n",
    "Daily/2026-11-28.md": "# 2026-11-28\n\nStatus page outage in the morning. "
    "[[Priya Shah|Priya]] promised to write the postmortem by December 4.\n",
    "Daily/2026-12-03.md": "# 2026-12-03\n\nПланёрка по переезду. [[Павел Орлов|Павел]] "
    "обещал заказать грузчиков к 12 декабря. Обещал также прислать план рассадки.\n",
}


@pytest.fixture
def vault(tmp_path: Path, cli: Runner) -> Path:
    return make_vault(cli, tmp_path / "team", NOTES)


def test_a_promise_said_in_a_daily_note_follows_the_persons_open_tasks(
    cli: Runner, vault: Path
) -> None:
    assert ask(cli, vault, "What did Priya promise?").splitlines() == [
        "Priya Shah promised:",
        "- Priya: review the escalation policy (due 2026-12-09) [1]",
        "Also said in notes:",
        "- 2026-11-28: Priya promised to write the postmortem by December 4. [2]",
    ]  # the outage itself is no promise: only the sentence that says one; a link reads
    # as Obsidian shows it (its alias), not as `[[Priya Shah|Priya]]`


def test_a_promise_the_list_holds_already_is_not_said_again(cli: Runner, vault: Path) -> None:
    assert ask(cli, vault, "Что обещал Павел?").splitlines() == [
        "Павел Орлов обещал(а):",
        "- Павел: заказать грузчиков (due 2026-12-12) [1]",
        "Ещё сказано в заметках:",
        "- 2026-12-03: Обещал также прислать план рассадки. [2]",
    ]  # «обещал заказать грузчиков» is the task; the next sentence's promise is his too


def test_what_someone_is_working_on_is_what_they_are_responsible_for(
    cli: Runner, vault: Path
) -> None:
    assert "Leads the Warehouse Scanner." in ask(cli, vault, "What is Tom working on?")
    assert "Ведёт Переезд офиса." in ask(cli, vault, "Над чем работает Павел?")


def test_a_russian_name_asked_in_latin_letters_names_the_person(cli: Runner, vault: Path) -> None:
    answer = ask(cli, vault, "What did Marina promise?")
    assert answer.startswith("Марина Белова: Главный бухгалтер. Обещала сверить акты")
    assert "Open commitments" not in answer  # was: everyone's, the name unknown
    assert "Ведёт Переезд офиса." in ask(cli, vault, "What is Pavel responsible for?")
    assert ask(cli, vault, "Что обещал Сэм?").splitlines()[:2] == [
        "Sam Whitfield обещал(а):",
        "- Sam will fix the rounding bug by December 3. (due 2026-12-03) [1]",
    ]  # «Сэм» is Sam, and the notes call him "Sam"


def test_a_name_no_note_has_is_asked_about_not_everyone(cli: Runner, vault: Path) -> None:
    assert ask(cli, vault, "What did Xenia promise?") == "Not found in the vault."
    assert ask(cli, vault, "Что обещала Ксения?") == "Not found in the vault."  # not everyone's
    assert not ask(cli, vault, "What did the SSO team promise?").startswith("No open")
    # "SSO" may be no person: no "nothing recorded" is built on it
    assert ask(cli, vault, "What did Olaf promise?").splitlines() == [
        "Olaf promised:",
        "- Olaf: book the training room (due 2026-12-09) [1]",
    ]  # no note for Olaf, but a task of his
    everyone = ask(cli, vault, "What was promised?")  # nobody named: everyone's, as before
    assert everyone.startswith("Open commitments:") and "Priya" in everyone


def test_a_rule_for_part_of_a_month_answers_a_question_about_those_days(
    cli: Runner, vault: Path
) -> None:
    (vault / "Projects" / "CRM v2 Launch.md").write_text(
        "---\ntype: project\n---\n# CRM v2 Launch\n\nNo releases in the last week of December.\n",
        "utf-8",
    )
    assert ask(cli, vault, "Are there releases in the last week of December?") == (
        "CRM v2 Launch: No releases in the last week of December. [1]"
    )  # was "not found": the days were read as last week's, and the line has no date


def test_waiting_on_something_from_someone_asks_what_they_owe(cli: Runner, vault: Path) -> None:
    assert ask(cli, vault, "What is Tom waiting on from Priya?").splitlines() == [
        "Priya Shah promised:",
        "- Priya: review the escalation policy (due 2026-12-09) [1]",
    ]  # Priya owes it (was: Tom's commitments, none recorded); Tom is no topic of hers
    assert ask(cli, vault, "Что Том ждёт от Павла?").splitlines()[:2] == [
        "Павел Орлов обещал(а):",
        "- Павел: заказать грузчиков (due 2026-12-12) [1]",
    ]  # was "not found": «ждёт от» asked no promise
    promised = ask(cli, vault, "What did Tom promise to get from Priya?")
    assert promised.startswith("No open commitments of Tom Becker"), promised  # no waiting


def test_a_part_number_typed_in_latin_letters_finds_the_cyrillic_one(
    cli: Runner, vault: Path
) -> None:
    (vault / "Projects" / "Запуск.md").write_text(
        "---\ntype: project\n---\n# Запуск\n\n- [ ] Подготовить КД на бак К1-200 📅 2026-12-15\n",
        "utf-8",
    )
    assert ask(cli, vault, "What about the K1-200?").startswith(
        "Запуск: Подготовить КД на бак К1-200 [1]"
    )  # was "not found": the Latin K is another letter


def test_a_subject_no_note_names_in_either_language_is_not_found(cli: Runner, vault: Path) -> None:
    assert ask(cli, vault, "What is the parking policy?") == "Not found in the vault."
    # was Priya's escalation policy: "policy" is said, the parking never (nor «парковка»)
    assert ask(cli, vault, "Какой бюджет на маркетинг?") == "Not found in the vault."
    moving = ask(cli, vault, "Any risks with the office move?")
    assert moving != "Not found in the vault."  # "risk" (no note says it) is a frame
    assert "Переезд" in moving.splitlines()[0]
