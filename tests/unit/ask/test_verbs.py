"""A Russian verb form no note says is how a question asks, not what it is about
(issue 27): «Сколько денег выделили на переезд?» is about the move."""

from __future__ import annotations

import pytest

from vaultmind.agent.ask.verbs import russian_verb


@pytest.mark.parametrize("word", ["выделили", "написана", "идти", "переносим", "уволился"])
def test_verb_forms_are_verbs(word: str) -> None:
    assert russian_verb(word)


@pytest.mark.parametrize("word", ["переезд", "денег", "уборку", "испытаниям", "allocated", "moved"])
def test_nouns_and_english_words_are_not(word: str) -> None:
    assert not russian_verb(word)
