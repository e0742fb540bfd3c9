"""A structural "nothing recorded" gives way to a retrieved unit that says the fact in
prose (issue 27): the role a note opens with, a promise with a day already past."""

from __future__ import annotations

from datetime import date

from vaultmind.agent.ask.absence import contradiction
from vaultmind.agent.ask.rank import Source
from vaultmind.agent.ask.structural import compose

TODAY = date(2026, 12, 5)
SAM = ("Sam Whitfield", "People/Sam Whitfield.md")


def source(text: str, title: str, path: str, line: int = 6) -> Source:
    return Source(text, path, path[:-3], "note", 1.0, None, (), "active", title, line, 1.0, 0.0)


def test_the_role_a_person_note_opens_with_is_the_answer_not_no_role_recorded() -> None:
    empty = compose("role", "Sam Whitfield", [], [], ru=False)
    opening = source("Backend engineer, joined in October.", *SAM, line=6)
    later = source("- Likes code review comments in the pull request.", *SAM, line=9)
    assert contradiction(empty, "What's Sam's role?", [later, opening]) == 1
    ru = compose("role", "Марина Белова", [], [], ru=True)
    where = ("Марина Белова", "People/Марина Белова.md")
    assert contradiction(ru, "Какая роль у Марины?", [source("Главный бухгалтер с 2019 года.",
                                                              *where)]) == 0  # fmt: skip


def test_a_long_opening_sentence_is_no_role_and_no_role_stays_recorded() -> None:
    empty = compose("role", "Sam Whitfield", [], [], ru=False)
    prose = source("Met Sam at the Berlin conference last spring and hired him.", *SAM)
    assert contradiction(empty, "What's Sam's role?", [prose]) is None


def test_a_promise_by_a_day_already_past_contradicts_nothing_overdue() -> None:
    empty = compose("overdue", " (Sam Whitfield)", [], [], ru=False)
    assert empty.text == "Nothing is overdue (Sam Whitfield)."
    daily = ("2026-11-26", "Daily/2026-11-26.md")
    owed = source("Sam will fix the rounding bug by December 3.", *daily)
    assert contradiction(empty, "What is overdue for Sam?", [owed], TODAY) == 0
    ahead = source("Sam will fix the rounding bug by December 12.", *daily)
    assert contradiction(empty, "What is overdue for Sam?", [ahead], TODAY) is None
    said = source("Sam fixed the rounding bug on December 3.", *daily)  # owed nothing
    assert contradiction(empty, "What is overdue for Sam?", [said], TODAY) is None


def test_a_russian_promise_before_today_is_overdue_and_a_unit_of_someone_else_is_not() -> None:
    empty = compose("overdue", " (Марина Белова)", [], [], ru=True)
    where = ("Марина Белова", "People/Марина Белова.md")
    owed = source("Обещала сверить акты с поставщиками до 1 декабря.", *where)
    assert contradiction(empty, "Что просрочено у Марины?", [owed], TODAY) == 0
    other = source("Обещал сверить акты до 1 декабря.", "Павел Орлов", "People/Павел Орлов.md")
    assert contradiction(empty, "Что просрочено у Марины?", [other], TODAY) is None


def test_a_topic_word_in_another_form_is_the_topic() -> None:
    empty = compose("prefers", "Игорь Петров", [], [], ru=True)
    empty.topical = True  # "… about tests": only a unit on the tests says otherwise
    where = ("Игорь Петров", "People/Игорь Петров.md")
    tests = source("По испытаниям — только письменный протокол.", *where)
    assert contradiction(empty, "Что Игорь предпочитает по испытаниям?", [tests]) == 0
    assert contradiction(empty, "Что Игорь предпочитает по испытаниям?",
                         [source("Любит чай.", *where)]) is None  # fmt: skip
