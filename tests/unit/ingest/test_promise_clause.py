"""A promise's text is its clause, not what is said around it (issue 10 part 4,
session 6): a leading status clause and a trailing reason go; an object named before
the promise, or a list that goes on after it, stays."""

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
    ("text", "task"),
    [
        (
            "Vendor contract: finance signed off, I'll send the invoice template on Monday",
            "I'll send the invoice template",
        ),
        ("Стенд снова живой, логи скину завтра", "Логи скину"),
        ("Отчёт сделаю к пятнице, если Маша пришлёт цифры", "Отчёт сделаю"),
        ("Бэкап настрою завтра, сегодня весь день встречи", "Бэкап настрою"),
        ("Смету пришлю в пятницу, сейчас завал после релиза", "Смету пришлю"),  # session 7
        ("I'll send the deck on Friday, right now I'm swamped", "I'll send the deck"),
        ("I'll send the vendor list Monday, still waiting on legal", "I'll send the vendor list"),
        ("Привезу образцы завтра, хоть и на удалёнке", "Привезу образцы"),
        (
            "I'll update the roadmap by Friday, because sales asked for it",
            "I'll update the roadmap",
        ),
        (
            "I'll draft the survey tomorrow, then we can discuss it",
            "I'll draft the survey",
        ),
    ],
)
def test_the_task_is_the_promise_clause(text: str, task: str) -> None:
    assert said(text) == [task]


@pytest.mark.parametrize(
    ("text", "task"),
    [
        # the object is named before the promise: nothing goes
        (
            "Презентацию для клиента, как договаривались, сделаю к понедельнику",
            "Презентацию для клиента, как договаривались, сделаю к понедельнику",
        ),  # the date's own clause would be a bare «сделаю»: the date stays
        (
            "Laptops: the vendor is out of stock, I'll order new ones tomorrow",
            "The vendor is out of stock, I'll order new ones tomorrow",
        ),
        # a list goes on after the promise
        (
            "I'll buy the cables, adapters and chargers by Friday",
            "I'll buy the cables, adapters and chargers",
        ),
    ],
)
def test_the_words_that_name_the_task_stay(text: str, task: str) -> None:
    assert said(text) == [task]
