"""Which words of a question say its topic (issue 27): only a topic word keeps a unit
that shares just the question's kind of fact ("отвечает") from answering it."""

from __future__ import annotations

import pytest

from vaultmind.agent.ask.generic import names_a_topic


@pytest.mark.parametrize("word", ["parking", "dog", "marketing", "цвет", "уборку", "бюджет"])
def test_a_thing_is_a_topic(word: str) -> None:
    assert names_a_topic(word)


@pytest.mark.parametrize(
    "word", ["people", "work", "waiting", "сотрудников", "датой", "связаться", "сделать", "on"]
)
def test_generic_words_and_verbs_are_not_a_topic(word: str) -> None:
    assert not names_a_topic(word)
