"""Which words of a question say its topic, and when a unit in "the other language"
is really only a link (issue 27: a clear "not found" for an absent fact)."""

from __future__ import annotations

import pytest

from vaultmind.agent.ask.generic import names_a_topic
from vaultmind.agent.ask.rank import _other_language


@pytest.mark.parametrize("word", ["parking", "dog", "marketing", "цвет", "уборку", "бюджет"])
def test_a_thing_is_a_topic(word: str) -> None:
    assert names_a_topic(word)


@pytest.mark.parametrize(
    "word", ["people", "work", "waiting", "сотрудников", "датой", "связаться", "сделать", "on"]
)
def test_generic_words_and_verbs_are_not_a_topic(word: str) -> None:
    assert not names_a_topic(word)


def test_a_link_or_a_relation_name_is_not_a_sentence_in_another_language() -> None:
    english = False
    assert not _other_language("- part_of [[Отдел цифровых решений]]", english)
    assert not _other_language("Works remotely from Madrid", english)
    assert _other_language("Ведёт закупки для [[CRM v2 Launch]]", english)
    russian = True
    assert not _other_language("- responsible_for [[Nordic Polymers]]", russian)
    assert _other_language("Prefers email to messengers", russian)
