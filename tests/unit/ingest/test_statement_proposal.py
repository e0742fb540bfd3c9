"""A statement followed by a proposal in question form is still a statement (issue 10,
session 6): "I don't like late retros, can we move them to 3pm?" is a preference; the
question is the proposal, not the statement. A question about the statement is not."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from vaultmind.agent.ingest.extract.statements import find_statements
from vaultmind.agent.ingest.sources.formats import RawMessage

THURSDAY = datetime(2026, 11, 26, 10, 0, tzinfo=UTC)


def kinds(text: str) -> list[str]:
    message = RawMessage("chat", "c1", "Team", "1", THURSDAY, "Оля", text)
    return [s.kind for s in find_statements(message)]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("I'm out sick today, shall we move the demo?", "context"),
    ],
)
def test_the_statement_before_a_proposal_counts(text: str, kind: str) -> None:
    assert kinds(text) == [kind]


@pytest.mark.parametrize(
    "text",
    [
        "Do you prefer mornings, can we move it?",  # the statement itself is asked
        "Can we timebox standups, I don't like them long?",
        "I don't like late retros, can you?",  # a question to someone, not a proposal
        "Ты не любишь созвоны, давайте без них?",
    ],
)
def test_near_misses_stay_nothing(text: str) -> None:
    assert kinds(text) == []
