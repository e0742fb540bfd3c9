"""Dates and words chats really use (issue 26, session 32): "Dec 7th", "21st Dec till Jan
4th", «сверишь к 15:00», "Back Monday", «юр. часть», and the aside that says why one is away.
Each case is a message from a blind-written training chat the rules got wrong."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from vaultmind.agent.ingest.extract.detector_step import context_end
from vaultmind.agent.ingest.extract.promise_dates import promise_date
from vaultmind.agent.ingest.extract.sentences import chat_sentences
from vaultmind.agent.ingest.extract.statement_context import context
from vaultmind.agent.ingest.sources.formats import RawMessage
from vaultmind.vault.dates import find_date

WEDNESDAY = date(2026, 11, 18)


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("off from Dec 7th to the 18th", date(2026, 12, 7)),
        ("holiday 21st Dec till Jan 4th", date(2026, 12, 21)),
        ("on the 7th of December", date(2026, 12, 7)),
        ("till Jan 4th", date(2027, 1, 4)),  # past the year's end
        ("by wed 2nd", date(2026, 12, 2)),
    ],
)
def test_a_day_of_the_month_with_an_ordinal_and_a_month(said: str, day: date) -> None:
    found = find_date(said, WEDNESDAY)
    assert found is not None and found[0] == day


@pytest.mark.parametrize("said", ["the 2nd bug", "2nd floor", "7th grade"])
def test_an_ordinal_that_counts_something_is_no_day(said: str) -> None:
    assert find_date(said, WEDNESDAY) is None


@pytest.mark.parametrize(
    ("said", "hour", "day"),
    [
        ("сверишь к 15:00 список выезжающих", 9, WEDNESDAY),
        ("that's me, I'll call him after 4", 11, WEDNESDAY),  # 16:00
        ("могу посмотреть твой после 6 урока", 10, WEDNESDAY),
        ("You'll have the prices by 6", 12, WEDNESDAY),
        ("буду в 7:15!", 20, date(2026, 11, 19)),  # said in the evening: tomorrow's
    ],
)
def test_a_promise_at_an_hour_is_due_that_day(said: str, hour: int, day: date) -> None:
    found = promise_date(said, WEDNESDAY, datetime(2026, 11, 18, hour, 0))
    assert found is not None and found[0] == day


@pytest.mark.parametrize("said", ["take 3 boxes", "at 40%", "version 2.10", "сделаю за 2 часа"])
def test_a_number_that_is_no_hour_gives_no_day(said: str) -> None:
    assert promise_date(said, WEDNESDAY, datetime(2026, 11, 18, 9, 0)) is None


@pytest.mark.parametrize(
    ("said", "day", "until"),
    [
        ("I'm off tomorrow and Friday, flying to a wedding. Back Monday.",
         date(2026, 12, 2), date(2026, 12, 4)),  # gone till Friday, not Sunday or Monday
        ("Heads up, I'm off Monday and Tuesday next week. Back Wednesday.",
         date(2026, 11, 19), date(2026, 11, 24)),
        ("на больничном, выйду в четверг", date(2026, 11, 23), date(2026, 11, 25)),
        ("I'm off from Dec 7th to the 18th, visiting family", date(2026, 11, 18),
         date(2026, 12, 18)),
        ("taking my remaining holiday 21st Dec till Jan 4th", date(2026, 11, 23),
         date(2027, 1, 4)),
    ],
)  # fmt: skip
def test_a_state_ends_the_working_day_before_its_person_is_back(
    said: str, day: date, until: date
) -> None:
    assert context_end(said, day) == until


def test_back_from_somewhere_is_no_return_day() -> None:
    assert context_end("back from the cash & carry, van unloaded", WEDNESDAY) is None


@pytest.mark.parametrize(
    ("text", "sentences"),
    [
        ("Посмотрел юр. часть: 22 страницы. Сдам перевод 27-го",
         ["Посмотрел юр. часть: 22 страницы.", "Сдам перевод 27-го"]),
        ("Юр. часть гляну сегодня", ["Юр. часть гляну сегодня"]),
        ("Оль, засада: гл. 4 — это отчёт. К среде не успею",
         ["Оль, засада: гл. 4 — это отчёт.", "К среде не успею"]),
        ("ok. will do", ["ok.", "will do"]),  # a word, not a short form: two sentences
    ],
)  # fmt: skip
def test_a_short_forms_period_ends_no_sentence(text: str, sentences: list[str]) -> None:
    assert chat_sentences(text) == sentences


@pytest.mark.parametrize(
    ("text", "memory"),
    [
        ("I'm off Thursday to Saturday (26–28), my brother's wedding in Naples. Tom runs it",
         "Off Thursday to Saturday, my brother's wedding in Naples"),
        ("I'm out on the 18th, sorry, cousin's wedding in Lagos",
         "Out on the 18th, cousin's wedding in Lagos"),
        ("I'm off tomorrow, Tom covers the pass", "Off tomorrow"),  # who stands in: not why
        ("remote tmrw, ping me on Slack", "Remote tmrw"),  # how to reach: not why
    ],
)  # fmt: skip
def test_a_state_keeps_the_aside_that_says_why(text: str, memory: str) -> None:
    message = RawMessage("x", "c", "c", "1", datetime(2026, 11, 23, 10, 0), "Bob", text)
    found = context(text, message)
    assert found is not None and found.text == memory


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("Я брал, сорян, сейчас сканер на зарядку поставлю", WEDNESDAY),  # now: today
        ("on it right away", WEDNESDAY),
        ("Hannah, I can cover the Saturday clinic on the 28th if nobody else wants it",
         date(2026, 11, 28)),  # the day of the month that is that Saturday
        ("в субботу, 28-го, выйду", date(2026, 11, 28)),
        ("I'll do it on Saturday, room 28", date(2026, 11, 21)),  # a room, not a day
        ("If the glossary is ready by Wed — yes, chapters 1-2 by the 25th",
         date(2026, 11, 25)),  # Wednesday is the condition's
        ("If you send it by Friday I will review", date(2026, 11, 20)),  # no other date
    ],
)  # fmt: skip
def test_the_day_a_promise_means(said: str, day: date) -> None:
    found = promise_date(said, WEDNESDAY, datetime(2026, 11, 18, 10, 0))
    assert found is not None and found[0] == day
