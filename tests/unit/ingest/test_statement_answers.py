"""A fact given as the answer to "who owns X?": only when the question names the thing,
the answer names one person outright, and it comes right after (or replies to) it."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from vaultmind.agent.ingest.extract.statement_answers import OpenQuestions
from vaultmind.agent.ingest.extract.statements import Statement
from vaultmind.agent.ingest.sources.formats import RawMessage

SENT = datetime(2026, 12, 3, 12, 0, tzinfo=ZoneInfo("Europe/Moscow"))


def chat(*said: tuple[str, str] | tuple[str, str, str]) -> list[Statement]:
    """Messages (sender, text[, reply_to]) with ids 1, 2, …: every fact answered."""
    asked, found = OpenQuestions(), []
    for number, (sender, text, *reply) in enumerate(said, start=1):
        message = RawMessage(
            "jsonl", "c", "team", str(number), SENT, sender, text, reply[0] if reply else None
        )
        found += asked.see(message)
    return found


@pytest.mark.parametrize(
    ("question", "answer", "person", "memory"),
    [
        ("Who owns the billing service?", "Kim does", "Kim", "Kim owns the billing service"),
        ("who owns billing now?", "Kim owns it.", "Kim", "Kim owns billing"),
        ("Who's responsible for releases?", "That's Raj", "Raj", "Raj is responsible for releases"),
        ("Who is in charge of hiring?", "Oh, Priya is", "Priya", "Priya is in charge of hiring"),
        ("Who runs the data pipeline these days?", "I do", "Tom", "Runs the data pipeline"),
        ("Кто отвечает за релизы?", "Оля отвечает", "Оля", "Оля отвечает за релизы"),
        ("Кто у нас теперь ведёт закупки?", "Это Мурат", "Мурат", "Мурат ведёт закупки"),
        ("Кто руководит складом?", "я", "Tom", "Руководит складом"),
    ],
)
def test_the_answer_to_a_question_naming_the_thing(
    question: str, answer: str, person: str, memory: str
) -> None:
    assert chat(("Ann", question), ("Tom", answer)) == [Statement("fact", person, memory)]


def test_a_reply_to_an_older_question_answers_it() -> None:
    found = chat(
        ("Ann", "Who owns billing?"),
        ("Bob", "lunch?"),
        ("Ann", "Who owns the API gateway?"),
        ("Tom", "Kim does", "1"),  # a reply: to the first question, not the latest
    )
    assert found == [Statement("fact", "Kim", "Kim owns billing")]


@pytest.mark.parametrize(
    "said",
    [
        [("Ann", "Who owns it?"), ("Tom", "Kim does")],  # the question names no thing
        [("Ann", "Who owns this?"), ("Tom", "Kim does")],
        [("Ann", "Who owns billing?"), ("Tom", "Kim")],  # a bare name may be an address
        [("Ann", "Who owns billing?"), ("Tom", "I think Kim does")],  # a hedge
        [("Ann", "Who owns billing?"), ("Tom", "Kim does?")],
        [("Ann", "Who owns billing?"), ("Ann", "Kim does")],  # the asker answering herself
        [("Ann", "Who owns billing?"), ("Tom", "Nobody does")],
        [("Ann", "Who owns billing?"), ("Tom", "a"), ("Tom", "b"), ("Tom", "c"), ("Tom", "d"),
         ("Bob", "Kim does")],  # too late, and no reply
        [("Ann", "Who owns billing?"), ("Tom", "Kim does", "7")],  # a reply to something else
        [("Ann", "Кто отвечает за релизы?"), ("Tom", "Кажется, Оля")],
        [("Ann", "Did Kim take billing?"), ("Tom", "Kim does")],  # no "who" question
        [("Ann", "Kim does billing"), ("Tom", "Kim does")],
    ],
)  # fmt: skip
def test_near_misses_are_no_answer(said: list[tuple[str, ...]]) -> None:
    assert chat(*said) == []  # type: ignore[arg-type]


def test_an_answer_closes_the_question() -> None:
    found = chat(("Ann", "Who owns billing?"), ("Tom", "Kim does"), ("Bob", "Raj does"))
    assert found == [Statement("fact", "Kim", "Kim owns billing")]
