"""A sentence with two dates: the promise is due on the date of its own clause."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from vaultmind.agent.ingest.extract.promises import find_promises
from vaultmind.agent.ingest.sources.formats import RawMessage

THURSDAY = datetime(2026, 12, 3, 10, 0, tzinfo=UTC)


def dues(text: str) -> list[str]:
    message = RawMessage("chat", "c1", "Team", "1", THURSDAY, "Оля", text)
    return [str(p.due) for p in find_promises(message)]


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("По инвентаризации 25-го — смету пришлю сегодня", "2026-12-03"),
        ("The audit is on the 20th, I'll send the checklist tomorrow", "2026-12-04"),
        ("Выставка 12 декабря; буклеты закажу в понедельник", "2026-12-07"),
        # one clause promises and has no date of its own: the sentence's first date
        ("К пятнице, как договорились — отчёт пришлю", "2026-12-04"),
        # the promise's own clause comes first: as before
        ("I'll send the notes on Friday, after the review tomorrow", "2026-12-04"),
    ],
)
def test_a_promise_is_due_on_the_date_of_its_own_clause(text: str, due: str) -> None:
    assert dues(text) == [due]
