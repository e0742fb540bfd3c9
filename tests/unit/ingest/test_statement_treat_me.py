"""How a person asks to be treated (issue 10, session 10): a comparative about oneself, a
request not to be put somewhere, staying where one is — a preference of the sender; a
pick among options, someone else, a question or a wish for now is none."""

from __future__ import annotations

import pytest

from tests.unit.ingest.test_statement_preferences import preferences


@pytest.mark.parametrize(
    ("text", "memory"),
    [
        ("Коллеги, по срочному меня лучше звонком, чат я днём не читаю",
         "По срочному меня лучше звонком"),
        ("Олег, мне планёрки лучше после обеда, утром я на складе",
         "Мне планёрки лучше после обеда"),
        ("Ирина Петровна, на дежурства по субботам меня не ставьте, у меня дети",
         "На дежурства по субботам меня не ставьте"),
        ("for the January rota - I'd really like to stay on the day team",
         "I'd really like to stay on the day team"),
    ],
)  # fmt: skip
def test_a_wish_about_how_one_is_treated_is_a_preference(text: str, memory: str) -> None:
    assert preferences(text) == [memory]


@pytest.mark.parametrize(
    "text",
    [
        "для меня лучше второй вариант",  # a pick among options
        "Мне удобнее в пятницу",  # one day picked
        "меня не трогайте, я на даче до 9 декабря",  # for now, not for good
        "Please don't schedule calls for Alice on Fridays",  # someone else
        "мне лучше позвонить или написать?",  # a question
    ],
)
def test_what_is_no_standing_wish(text: str) -> None:
    assert preferences(text) == []
