"""What a small model's summary must be to replace the template in a reflection: the
degenerate replies below came from the bundled 135M model on the demo vault."""

from __future__ import annotations

from vaultmind.agent.reflect.model import grounded_summary

EVENTS = [
    "Ольга Иванова: 2 commitments due this week; 1 message in «Команда CRM»; a new commitment.",
    "Ольга обещала отправить график поставок до пятницы",
]
NAMES = "Ольга Иванова"


def test_a_grounded_sentence_is_kept() -> None:
    text = "Ольга обещала отправить график поставок до пятницы."
    assert grounded_summary(text, EVENTS, NAMES) == text


def test_a_reply_that_repeats_itself_is_dropped() -> None:
    text = (
        "Ольга Иванова: 2 commitments due this week; 1 message in «Команда CRM»; "
        "a new commitment. 1 message in «Команда CRM»; a new commitment."
    )
    assert grounded_summary(text, EVENTS, NAMES) is None


def test_a_reply_cut_off_mid_sentence_is_dropped() -> None:
    text = "Ольга обещала отправить график поставок; 1 commit"
    assert grounded_summary(text, EVENTS, NAMES) is None


def test_more_sentences_than_asked_are_dropped() -> None:
    text = "Ольга обещала график. Отправить до пятницы. Поставок много."
    assert grounded_summary(text, EVENTS, NAMES) is None
    assert grounded_summary(text, EVENTS, NAMES, most_sentences=3) is not None
