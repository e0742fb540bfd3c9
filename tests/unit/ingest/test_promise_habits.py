"""A promise to stop or never do something, or one said with a face that takes it back,
is a habit or a joke, not a task with a deadline (issue 10, session 6)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from vaultmind.agent.ingest.extract.promises import find_promises
from vaultmind.agent.ingest.sources.formats import RawMessage

THURSDAY = datetime(2026, 12, 3, 10, 0, tzinfo=UTC)


def said(text: str) -> list[str]:
    message = RawMessage("chat", "c1", "Team", "1", THURSDAY, "Оля", text)
    return [p.text for p in find_promises(message)]


@pytest.mark.parametrize(
    "text",
    [
        "I promise I'll stop pushing to main this week",
        "I will quit rebasing shared branches from Monday",
        "we'll never deploy on a Friday again, starting tomorrow",
        "Обещаю, что больше не буду ронять тесты на этой неделе",
        "С понедельника перестану опаздывать на стендап, обещаю",
        "I'll finish the audit by Friday 😇",
        "Сделаю ревью до пятницы 😜",
    ],
)
def test_a_habit_or_a_joke_is_no_commitment(text: str) -> None:
    assert said(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "I'll stop by the office on Friday to sign the lease",
        "I'll finish the audit by Friday 🙂",
        "Допишу тесты к среде 😅",
        "Сделаю ревью до пятницы, больше ничего не успею",
    ],
)
def test_near_misses_stay_promises(text: str) -> None:
    assert len(said(text)) == 1
