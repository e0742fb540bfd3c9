"""`vaultmind ask --no-llm` says "not found" when the vault holds no answer, even when
the question names someone the vault knows, and says what a note says rather than
"nothing recorded" when it does (issue 27)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.functional.ask_vault import ask, make_vault
from tests.functional.conftest import Runner

NOTES = {
    "People/Maria Lopez.md": "---\ntype: person\naliases: [Maria]\n---\n# Maria Lopez\n\n"
    "Product manager for the CRM. Works remotely from Madrid.\n\n"
    "## Relations\n- part_of [[Отдел цифровых решений]]\n",
    "People/Ольга Иванова.md": "---\ntype: person\naliases: [Ольга]\n---\n# Ольга Иванова\n\n"
    "Ведёт закупки гранулята.\n\n## Relations\n- responsible_for [[Nordic Polymers]]\n",
    "People/Павел Орлов.md": "---\ntype: person\naliases: [Павел]\n---\n# Павел Орлов\n\n"
    "Офис-менеджер.\n",
    "People/Lena Novak.md": "---\ntype: person\naliases: [Lena]\n---\n# Lena Novak\n\n"
    "Designer. Prefers feedback as comments in Figma, not in meetings.\n",
    "Knowledge/Баки К1.md": "---\ntype: product\n---\n# Баки К1\n\n"
    "Пластиковые баки. Сырьё закупает [[Ольга Иванова]].\n",
    "Projects/Переезд офиса.md": "---\ntype: project\n---\n# Переезд офиса\n\n"
    "Переезд на Лесную, 5.\n",
    "Daily/2026-12-03.md": "# 2026-12-03\n\nПланёрка по [[Переезд офиса|переезду]]. "
    "Решили: переезжаем 15 января.\n\nДоговорились, что [[Павел Орлов|Павел]] отвечает за "
    "грузчиков и ключи.\n",
}


@pytest.fixture
def vault(tmp_path: Path, cli: Runner) -> Path:
    return make_vault(cli, tmp_path / "team", NOTES)


def test_a_named_person_s_unrelated_lines_are_no_answer(cli: Runner, vault: Path) -> None:
    assert ask(cli, vault, "What did Maria say about the marketing budget?") == (
        "Not found in the vault."
    )
    assert "Madrid" in ask(cli, vault, "Where does Maria work from?")  # what is there, is


def test_a_line_sharing_only_the_question_s_kind_of_fact_is_no_answer(
    cli: Runner, vault: Path
) -> None:
    # «отвечает за грузчиков» says who is responsible, but not for training newcomers
    assert ask(cli, vault, "Кто отвечает за обучение новых сотрудников?") == (
        "Not found in the vault."
    )
    assert "грузчиков" in ask(cli, vault, "Кто отвечает за грузчиков?")


def test_the_note_s_sentence_is_shown_instead_of_nothing_recorded(cli: Runner, vault: Path) -> None:
    answer = ask(cli, vault, "How does Lena prefer to get feedback?")
    assert answer.splitlines()[0] == (
        "Lena Novak: Designer. Prefers feedback as comments in Figma, not in meetings. [1]"
    )
    assert "recorded" not in answer


def test_a_day_a_note_gives_is_not_claimed_unrecorded(cli: Runner, vault: Path) -> None:
    # no due date on the project, and no note says «переносим»; the Daily note says the day
    answer = ask(cli, vault, "Когда переносим переезд офиса?")
    assert "не записан" not in answer
    assert "15 января" in answer


def test_the_role_the_note_opens_with_is_the_answer(cli: Runner, vault: Path) -> None:
    answer = ask(cli, vault, "Какая роль у Павла?")
    assert answer.splitlines()[0] == "Павел Орлов: Офис-менеджер. [1]"  # not «роль не записана»


def test_a_promise_said_in_a_daily_note_by_first_name_answers_what_they_promised(
    cli: Runner, vault: Path
) -> None:
    # no task, no memory: a newcomer's Daily note links Sam once, then calls him "Sam"
    (vault / "People" / "Sam Whitfield.md").write_text(
        "---\ntype: person\n---\n# Sam Whitfield\n\nBackend engineer, joined in October.\n\n"
        "## Notes\n- Likes code review comments in the pull request.\n",
        "utf-8",
    )
    (vault / "Daily" / "2026-11-26.md").write_text(
        "# 2026-11-26\n\n- Sync with [[Sam Whitfield|Sam]] about the invoice export.\n"
        "- Sam will fix the rounding bug in invoices by December 3.\n",
        "utf-8",
    )
    # a dated list item that names him is his task: listed, not "No open commitments …",
    # not "Nothing is overdue …"
    for question, head in (("What did Sam promise?", "Sam Whitfield promised:"),
                           ("What is overdue for Sam?", "Overdue (Sam Whitfield):")):  # fmt: skip
        first, item = ask(cli, vault, question).splitlines()[:2]
        assert (first, item) == (
            head,
            "- Sam will fix the rounding bug in invoices by December 3. (due 2026-12-03) [1]",
        ), question
    assert ask(cli, vault, "What's Sam's role?").splitlines()[0] == (
        "Sam Whitfield: Backend engineer, joined in October. [1]"
    )  # not "No role of Sam Whitfield is recorded."
