"""What a promise that names nothing is about, when no question named a task.

«К пятнице соберу» replying to «Нужны сертификаты на стерилизацию для проверки»: a
memory that says only «Соберу» is of no use to anyone reading it a week later, and no
later «Сертификаты готовы» could be matched to it. The message it replies to (or,
in a chat without reply ids, the message of someone else just before it) says what
it is about; the memory keeps that message's opening words as its topic.
"""

from __future__ import annotations

import re

from vaultmind.agent.ingest.extract.lifecycle import content_words

TOPIC_WORDS = 8  # the opening of the message replied to: enough to recognise it
_GREETING = re.compile(
    r"^(?:(?:hi|hello|hey|привет|здравствуй|здравствуйте|коллеги|всем привет|добрый день"
    r"|доброе утро)[,!]?\s+)+",
    re.IGNORECASE,
)
_FIRST_SENTENCE = re.compile(r"^(.+?[.!?…])(?:\s|$)")


def topic(text: str) -> str | None:
    """The first sentence of `text`, without a greeting, cut to `TOPIC_WORDS` words;
    None when it names nothing (fewer than two content words: «ок?», "any news?")."""
    text = _GREETING.sub("", " ".join(text.split()))
    first = _FIRST_SENTENCE.match(text)
    sentence = (first.group(1) if first else text).rstrip(".!?…:;, ")
    words = sentence.split()
    if len(content_words(sentence)) < 2:
        return None
    shown = " ".join(words[:TOPIC_WORDS])
    return shown + ("…" if len(words) > TOPIC_WORDS else "")


def with_topic(promise: str, about: str) -> str:
    """ "Соберу" + the topic → «Соберу — re: Нужны сертификаты на стерилизацию» (a dash,
    not brackets: a chat's brackets are escaped so they cannot make an inline field)."""
    return f"{promise} — re: {about}"
