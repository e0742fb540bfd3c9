"""Promises said without "I" (issue 10, session 8): a message that opens with "will…",
a delivery to the addressee ("…will be in your hands Monday", «смета будет у вас на почте к
пятнице») or of the speaker's own thing ("my part will be ready…"), and a claim ("the
login bug is mine, on it", «пропуска на мне»). Near-misses promise nothing."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from vaultmind.agent.ingest.extract.promises import find_promises
from vaultmind.agent.ingest.sources.formats import RawMessage

MONDAY = datetime(2026, 11, 30, 10, 0, tzinfo=UTC)


def said(text: str) -> list[tuple[str, str | None]]:
    message = RawMessage("chat", "c1", "Team", "1", MONDAY, "Оля", text)
    return [(p.text, p.due.isoformat() if p.due else None) for p in find_promises(message)]


@pytest.mark.parametrize(
    ("text", "word", "due"),
    [
        ("will send the invoice tmrw", "invoice", "2026-12-01"),
        ("ok, will fix the login redirect by Wednesday", "login redirect", "2026-12-02"),
        ("the signed contract will be in your hands thursday morning", "contract", "2026-12-03"),
        ("Смета по ремонту будет у вас на почте к пятнице", "смета", "2026-12-04"),
        ("My part of the deck will be ready by Tuesday", "deck", "2026-12-01"),
        ("Наш раздел отчёта будет готов к среде", "раздел", "2026-12-02"),
        ("the login bug is mine, on it", "login bug", None),
        ("the export crash is mine, will fix it tonight", "export crash", "2026-11-30"),
        ("Пропуска для гостей на мне", "пропуска", None),
        ("ok fine. the council meeting thurs night is mine", "council meeting", "2026-12-03"),
        # "gonna" as "will"; a thing the addressee gets from the speaker
        ("gonna write the release notes for friday's launch", "friday's launch", "2026-12-04"),
        ("I'm gonna finish the budget by thursday", "budget", "2026-12-03"),
        ("the vendor shortlist — you'll get a draft from me Dec 8", "shortlist", "2026-12-08"),
        ("Смету получите от меня в среду", "смету", "2026-12-02"),
    ],
)
def test_a_promise_without_i(text: str, word: str, due: str | None) -> None:
    [(task, found)] = said(text)
    assert word in task.lower() and found == due


@pytest.mark.parametrize(
    "text",
    [
        "out sick today, will check mail in the evening",  # "will" after a clause: a plan
        "staging is down. will run the tests monday",  # … or after a sentence
        "will be late tomorrow, sorry",
        "Will you send it tomorrow?",
        "It will rain tomorrow",
        "Sam's build will be in your hands monday",  # someone else's thing
        "The venue will be ready by Friday",  # not the speaker's: news
        "Он будет у вас в пятницу",
        "Мастер будет у вас в пятницу в 10",  # a visit, not a hand-over
        "Our designer will be there Monday",
        "Гости будут у вас к обеду",
        "the blue mug is mine",  # a thing owned, no task taken
        "Косяк на мне, сорри",  # a fault owned
        "Is the export crash mine?",
        "it's gonna rain on friday",
        "you'll get the invoice from accounting by friday",  # from someone else
        "Смету получите от подрядчика в среду",
    ],
)
def test_no_promise(text: str) -> None:
    assert said(text) == []
