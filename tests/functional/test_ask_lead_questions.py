"""`vaultmind ask --no-llm` over a vault written by hand, the way a newcomer writes one
(no memory lines: prose, Tasks-plugin tasks, Daily notes), asked what a lead asks
(issue 27): who is away, what changed, what is overdue on a project, what someone
promised this week, and questions the vault has no answer to."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.functional.ask_vault import ask, make_vault
from tests.functional.conftest import Runner

NOTES = {
    "People/Sergei Morozov.md": "---\ntype: person\naliases: [Серёжа, Sergei]\n---\n"
    "# Sergei Morozov\n\nBackend developer on the [[Warehouse Scanner]].\n\n"
    "Sergei is on vacation from 2026-12-07 to 2026-12-11.\n\n"
    "- [ ] Sergei: fix the barcode parser crash 📅 2026-12-04\n",
    "People/Ирина Соколова.md": "---\ntype: person\naliases: [Ирина]\n---\n# Ирина Соколова\n\n"
    "Отвечает за закупки.\n\n- [ ] Ирина: подписать договор с «ТехноСклад» 📅 2026-12-04\n",
    "People/Marta Lind.md": "---\ntype: person\naliases: [Marta]\n---\n# Marta Lind\n\n"
    "QA lead. Runs the release checklist for the [[Warehouse Scanner]].\n",
    "People/Павел Орлов.md": "---\ntype: person\naliases: [Павел]\n---\n# Павел Орлов\n\n"
    "Офис-менеджер. В командировке в Казани с 14 по 16 декабря.\n\n"
    "- [ ] Павел: заказать грузчиков 📅 2026-12-12\n",
    "Projects/Warehouse Scanner.md": "---\ntype: project\n---\n# Warehouse Scanner\n\n"
    "Handheld scanner app for the warehouse.\n\n## Tasks\n"
    "- [ ] [[Marta Lind]] order the test devices 📅 2026-12-01\n"
    "- [ ] Print the shelf labels 📅 2026-12-03\n"
    "- [ ] Book the training room 📅 2026-12-09\n",
    "Projects/Переезд офиса.md": "---\ntype: project\n---\n# Переезд офиса\n\n"
    "Переезд на Лесную, 5. Бюджет согласован: 1,2 млн рублей.\n",
    "Daily/2026-12-02.md": "# 2026-12-02\n\nDecision: the pilot ships without the offline mode.\n",
    "Daily/2026-12-04.md": "# 2026-12-04\n\n[[Tom Becker|Tom]] moved the pilot start to "
    "December 14.\n\n[[Ирина Соколова|Ирина]] заболела, на больничном до 8 декабря.\n",
}


@pytest.fixture
def vault(tmp_path: Path, cli: Runner) -> Path:
    return make_vault(cli, tmp_path / "team", NOTES)


def test_who_is_away_is_read_from_the_notes_text_with_its_dates(cli: Runner, vault: Path) -> None:
    assert ask(cli, vault, "Who is away next week?").splitlines() == [
        "Away:",
        "- Sergei Morozov: Sergei is on vacation from 2026-12-07 to 2026-12-11. [1]",
        "- Ирина Соколова: [[Ирина Соколова|Ирина]] заболела, на больничном до 8 декабря. [2]",
    ]  # Павел's trip (14–16 December) is the week after
    today = ask(cli, vault, "Кто отсутствует?")
    assert today.startswith("Отсутствуют:\n- Ирина Соколова:")
    assert "Sergei" not in today and "Казани" not in today  # not yet


def test_what_changed_since_a_day_reads_daily_notes_and_done_tasks(
    cli: Runner, vault: Path
) -> None:
    (vault / "People" / "Marta Lind.md").write_text(
        NOTES["People/Marta Lind.md"] + "\n- [x] Marta: test build 1.3 ✅ 2026-12-03\n", "utf-8"
    )
    assert ask(cli, vault, "What changed since December 3?").splitlines() == [
        "Changed since 2026-12-03:",
        "- 2026-12-04: [[Tom Becker|Tom]] moved the pilot start to December 14. [1]",
        "- 2026-12-04: [[Ирина Соколова|Ирина]] заболела, на больничном до 8 декабря. [2]",
        "- 2026-12-03 Marta Lind: Marta: test build 1.3 (done) [3]",
    ]  # the 2 December decision is before it


def test_overdue_on_a_project_includes_its_tasks_nobody_owns(cli: Runner, vault: Path) -> None:
    assert ask(cli, vault, "What is overdue on the Warehouse Scanner?").splitlines() == [
        "Overdue (Warehouse Scanner):",
        "- Marta Lind: [[Marta Lind]] order the test devices (due 2026-12-01) [1]",
        "- Warehouse Scanner: Print the shelf labels (due 2026-12-03) [2]",
    ]  # Sergei's parser fix is overdue too, but not on the project
    assert "Sergei: fix the barcode parser crash" in ask(cli, vault, "What is overdue?")
    assert ask(cli, vault, "Что просрочено по переезду офиса?") == (
        "Просрочено (Переезд офиса): ничего."
    )


def test_a_promise_this_week_includes_the_task_due_in_it(cli: Runner, vault: Path) -> None:
    assert ask(cli, vault, "Что Ирина обещала сделать на этой неделе?").splitlines() == [
        "Ирина Соколова обещал(а) 2026-11-30…2026-12-06:",
        "- Ирина: подписать договор с «ТехноСклад» (due 2026-12-04) [1]",
    ]


def test_due_by_a_weekday_and_an_inflected_name(cli: Runner, vault: Path) -> None:
    by_friday = ask(cli, vault, "What is due by Friday?")
    assert by_friday.startswith("Due 2026-12-05…2026-12-11:\n")
    assert "Book the training room" in by_friday and "грузчиков" not in by_friday
    assert ask(cli, vault, "Что у Павла по срокам?").splitlines() == [
        "Сроки (Павел Орлов):",
        "- Павел: заказать грузчиков (due 2026-12-12) [1]",
    ]


def test_what_a_person_runs_is_said_although_no_relation_records_it(
    cli: Runner, vault: Path
) -> None:
    assert ask(cli, vault, "What is Marta responsible for?").splitlines() == [
        "Marta Lind, from the notes (no responsible_for relation or owner field):",
        "- QA lead. [1]",
        "- Runs the release checklist for the Warehouse Scanner. [2]",
    ]


def test_a_preference_in_the_note_s_own_words_answers_a_question_in_other_words(
    cli: Runner, vault: Path
) -> None:
    (vault / "People" / "Ольга Ким.md").write_text(
        "---\ntype: person\n---\n# Ольга Ким\n\nБухгалтер.\n\nПредпочитает звонки, а не письма.\n",
        "utf-8",
    )
    answer = ask(cli, vault, "Как Ольга предпочитает общаться?")  # «общаться»: in no note
    assert answer.splitlines()[0] == "Ольга Ким: Предпочитает звонки, а не письма. [1]"


def test_a_question_the_vault_has_no_answer_to_is_not_found(cli: Runner, vault: Path) -> None:
    assert ask(cli, vault, "What is Marta's phone number?") == "Not found in the vault."
    # the budget of another project is in the vault, but not this one's
    assert ask(cli, vault, "Какой бюджет у Warehouse Scanner?") == "Not found in the vault."
    assert "1,2 млн" in ask(cli, vault, "Какой бюджет у переезда офиса?")


def test_a_weekday_after_on_is_that_one_day(cli: Runner, vault: Path) -> None:
    assert ask(cli, vault, "What was due on Friday?").splitlines() == [
        "Due on 2026-12-04:",
        "- Sergei Morozov: Sergei: fix the barcode parser crash (due 2026-12-04) [1]",
        "- Ирина Соколова: Ирина: подписать договор с «ТехноСклад» (due 2026-12-04) [2]",
    ]  # asked on Saturday: the Friday before; "due on Friday" is the coming one
    assert ask(cli, vault, "What's due on Wednesday?").splitlines() == [
        "Due on 2026-12-09:",
        "- Warehouse Scanner: Book the training room (due 2026-12-09) [1]",
    ]


def test_anyone_out_and_when_someone_is_back_are_away_questions(cli: Runner, vault: Path) -> None:
    assert ask(cli, vault, "Is anyone out next week?").splitlines()[:2] == [
        "Away:",
        "- Sergei Morozov: Sergei is on vacation from 2026-12-07 to 2026-12-11. [1]",
    ]
    assert ask(cli, vault, "When is Sergei back?").splitlines() == [
        "Away:",
        "- Sergei Morozov: Sergei is on vacation from 2026-12-07 to 2026-12-11. [1]",
    ]  # his next absence, though he is not away today


def test_an_english_question_naming_a_russian_name_is_answered_in_english(
    cli: Runner, vault: Path
) -> None:
    assert ask(cli, vault, "What's outstanding for Ирина?").splitlines() == [
        "Due for Ирина Соколова:",
        "- Ирина: подписать договор с «ТехноСклад» (due 2026-12-04) [1]",
    ]
    assert ask(cli, vault, "Что просрочено у Sergei?").splitlines()[0] == (
        "Просрочено (Sergei Morozov):"
    )


def test_overdue_promises_are_overdue_and_a_topic_in_the_other_script_claims_no_absence(
    cli: Runner, vault: Path
) -> None:
    assert ask(cli, vault, "What commitments are overdue?").splitlines()[0] == "Overdue:"
    assert ask(cli, vault, "Что Серёжа обещал по парсеру?").splitlines() == [
        "Sergei Morozov обещал(а) по парсеру:",
        "- Sergei: fix the barcode parser crash (due 2026-12-04) [1]",
    ]  # «парсер» cannot be told from "parser": the English item is kept, not ruled out


def test_a_task_nobody_owns_that_names_the_person_is_not_nothing(cli: Runner, vault: Path) -> None:
    daily = vault / "Daily" / "2026-12-02.md"
    daily.write_text(NOTES["Daily/2026-12-02.md"] + "\n- [ ] Забрать ключи у Павла 📅 2026-12-03\n",
                     "utf-8")  # fmt: skip
    assert ask(cli, vault, "Что просрочено у Павла?").splitlines() == [
        "Просрочено (Павел Орлов):",
        "- 2026-12-02: Забрать ключи у Павла (due 2026-12-03) [1]",
    ]  # he owns no late item; the task naming him is shown, not «ничего»


def test_where_we_are_with_a_project_is_its_status_late_items_and_latest_mentions(
    cli: Runner, vault: Path
) -> None:
    (vault / "Daily" / "2026-12-03.md").write_text(
        "# 2026-12-03\n\nThe [[Warehouse Scanner]] build 1.3 passed QA.\n", "utf-8"
    )
    assert ask(cli, vault, "Where are we with the Warehouse Scanner?").splitlines() == [
        "Warehouse Scanner, status:",
        "- overdue: Marta Lind: [[Marta Lind]] order the test devices (due 2026-12-01) [1]",
        "- overdue: Warehouse Scanner: Print the shelf labels (due 2026-12-03) [2]",
        "- 2026-12-03: The [[Warehouse Scanner]] build 1.3 passed QA. [3]",
    ]
    move = vault / "Projects" / "Переезд офиса.md"
    move.write_text(NOTES["Projects/Переезд офиса.md"] + "\nСтатус: мебель заказана.\n", "utf-8")
    assert ask(cli, vault, "Что с переездом офиса?").splitlines() == [
        "Переезд офиса, статус:",
        "- Статус: мебель заказана. [1]",
    ]


def test_an_english_question_reaches_notes_written_in_russian(cli: Runner, vault: Path) -> None:
    assert ask(cli, vault, "Who is responsible for procurement?").splitlines()[0] == (
        "Ирина Соколова: Отвечает за закупки. [1]"
    )  # procurement / закупки: the glossary of work words
    assert ask(cli, vault, "What is the budget for the office move?").splitlines()[0] == (
        "Переезд офиса: Переезд на Лесную, 5. Бюджет согласован: 1,2 млн рублей. [1]"
    )
    assert ask(cli, vault, "What is the budget for the parking lot?") == "Not found in the vault."
