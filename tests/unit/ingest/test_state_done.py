"""A completion said as a state closes a promise (issue 10, session 6): "spec is up in
notion", «отчёт — в конфлюенсе», «всё в репо». Not a future, a negation, a question, or
someone else's whereabouts."""

from __future__ import annotations

from datetime import date

import pytest

from vaultmind.agent.ingest.extract.lifecycle import find_event

THURSDAY = date(2026, 12, 3)
NAMES = {"Петя", "Bob"}


def event(text: str) -> tuple[str, frozenset[str]] | None:
    found = find_event(text, THURSDAY, lambda word: word in NAMES)
    return (found.kind, found.words) if found else None


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("the API spec is up in notion", "spec"),
        ("migration guide is live on staging", "guide"),
        ("roadmap deck in the shared drive", "roadm"),
        ("смета по серверам — в конфлюенсе", "смет"),
        ("макеты уже лежат в фигме", "макет"),
        ("всё в репо, ссылка в треде", None),
        ("it's up in notion", None),
        ("патч уже на проде 🚀", "патч"),
        # the place's own name after it
        ("Положение по конкурсу в папке «Методобъединение»", "полож"),
        ("budget draft in the shared drive / Finance 2027", "budge"),
        # arranging and repairing work done
        ("confirmed 2 extra trailers with the carrier", "trail"),
        ("seal kit arrived, door 4 back in service ✅", "door"),
    ],
)
def test_a_finished_state_is_a_completion(text: str, word: str | None) -> None:
    found = event(text)
    assert found is not None and found[0] == "done"
    if word is not None:
        assert word in found[1]


@pytest.mark.parametrize(
    "text",
    [
        "the API spec will be in notion tomorrow",
        "смета будет в конфлюенсе к пятнице",
        "макеты ещё не в фигме",
        "is the spec in notion?",
        "Петя на проде, не трогайте",
        "Bob is in staging all day",
        "they are up in the repo",  # someone else's news
        "I'm in the office on Friday",
        "смета будет в папке «Стройка»",
        "I called in sick",  # an absence, not work done
    ],
)
def test_near_misses_are_no_completion(text: str) -> None:
    found = event(text)
    assert found is None or found[0] != "done"
