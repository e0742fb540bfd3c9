"""An empty "nothing is due / overdue / promised" about a period gives way only to a
retrieved line whose own day is in that period (issue 27): a line owed next month does
not contradict "nothing this week", a line owed this week does and leads the answer."""

from __future__ import annotations

from datetime import date

import pytest

from tests.unit.ask.conftest import indexed
from vaultmind.agent.ask.absence import contradiction
from vaultmind.agent.ask.rank import Source
from vaultmind.agent.ask.structural import compose
from vaultmind.agent.ask.timeframe import TimeRange
from vaultmind.cli.render.ask import as_text
from vaultmind.service import VaultService

TODAY = date(2026, 12, 3)  # a Thursday: this week is 30 November … 6 December
WEEK = TimeRange(date(2026, 11, 30), date(2026, 12, 6), "this week")
NOTES = {
    "People/Игорь Петров.md": "---\ntype: person\n---\n# Игорь Петров\n\n"
    "Ведущий инженер-конструктор.\n",
    "People/Sam Whitfield.md": "---\ntype: person\n---\n# Sam Whitfield\n\nBackend engineer.\n",
    "Daily/2026-12-01.md": "# 2026-12-01\n\n- [[Игорь Петров|Игорь]] обещал прислать "
    "протокол испытаний до 15 декабря.\n- [[Sam Whitfield|Sam]] will fix the rounding bug "
    "by December 4.\n",
}


def source(text: str, title: str, path: str, said: str | None = None) -> Source:
    return Source(text, path, path[:-3], "note", 1.0, said, (), "active", title, 6, 1.0, 0.0)


def test_a_line_owed_outside_the_asked_week_leaves_nothing_due() -> None:
    empty = compose("due", " (Игорь Петров)", [], [], ru=True, range_text=" this week")
    empty.subject = "Игорь Петров"
    later = source("Игорь обещал прислать протокол до 15 декабря.", "2026-12-01",
                   "Daily/2026-12-01.md", "2026-12-01")  # fmt: skip
    question = "что горит у Игоря на этой неделе?"
    assert contradiction(empty, question, [later], TODAY, WEEK) is None
    inside = source("Игорь обещал прислать протокол до 4 декабря.", "2026-12-01",
                    "Daily/2026-12-01.md", "2026-12-01")  # fmt: skip
    assert contradiction(empty, question, [later, inside], TODAY, WEEK) == 1


def test_a_promise_of_another_person_or_said_outside_the_period_is_no_promise() -> None:
    empty = compose("promised", "Sam Whitfield", [], [], ru=False)
    last_week = TimeRange(date(2026, 11, 23), date(2026, 11, 29), "last week")
    other = source("Priya will send the field list.", "Priya Nair", "People/Priya Nair.md",
                   "2026-11-25")  # fmt: skip
    assert contradiction(empty, "What did Sam promise last week?", [other], TODAY,
                         last_week) is None  # fmt: skip
    said_then = source("Sam will review the export.", *("2026-11-25", "Daily/2026-11-25.md"),
                       "2026-11-25")  # fmt: skip
    said_now = source("Sam will review the export.", *("2026-12-01", "Daily/2026-12-01.md"),
                      "2026-12-01")  # fmt: skip
    assert contradiction(empty, "What did Sam promise last week?", [said_now], TODAY,
                         last_week) is None  # fmt: skip
    assert contradiction(empty, "What did Sam promise last week?", [said_now, said_then],
                         TODAY, last_week) == 1  # fmt: skip


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> VaultService:
    return indexed(tmp_path_factory, "owed", NOTES)


def test_nothing_burning_this_week_stays_nothing_when_the_line_is_due_later(
    service: VaultService,
) -> None:
    result = service.ask("что горит у Игоря на этой неделе?", TODAY)
    assert result.structural is not None and result.structural.empty
    assert "нет" in as_text(result, None, False).splitlines()[0]


def test_a_line_due_inside_the_week_leads_the_answer_instead_of_nothing_due(
    service: VaultService,
) -> None:
    """A dated list item that names its owner is that person's task (`Task.loose`), so
    the due answer lists it itself rather than giving way to it."""
    result = service.ask("What is due for Sam this week?", TODAY)
    answer = as_text(result, None, False).split("\n\n")[0]
    assert "will fix the rounding bug by December 4" in answer
    assert result.path == "template due"
