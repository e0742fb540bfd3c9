"""A promise whose words do not say what is to be done, and found nowhere else.

«Сделаю», "I'll dig into it today", «Отвечу им завтра»: when neither the message it
answers nor a sentence before it gave a topic (` — re: `), the line would say nothing a
week later, and no «готово» could be matched to it. Such a promise is held for the user
as a suggestion (`SuggestingStore`), with its message shown, rather than written.
"""

from __future__ import annotations

import re

from vaultmind.agent.ingest.extract.lifecycle import content_words
from vaultmind.agent.ingest.extract.named_task import names_no_task
from vaultmind.agent.ingest.extract.pointer_promise import points_only, promise_part
from vaultmind.agent.ingest.extract.reply_topic import TOPIC_MARK, refers_elsewhere

_WILL = re.compile(r"(?<!\w)(?:i'll|i’ll|i will|we'll|we will|i'm going to|gonna)(?!\w)", re.I)


def unsure_task(text: str) -> bool:
    """A promise whose words do not say its task («Сделаю», "I'll dig into it today":
    nothing named before its pronoun) and that found no message to take it from (no
    « — re: » topic)."""
    if TOPIC_MARK in text:
        return False
    if names_no_task(text) or points_only(text):
        return True
    pointer = refers_elsewhere(promise_part(text))
    if pointer is None:
        return False
    before = text[: pointer.start()]  # "… report - I'll send it": before the "I'll"
    said = [m.start() for m in _WILL.finditer(before)]
    return len(content_words(before[: said[-1]] if said else before)) < 2
