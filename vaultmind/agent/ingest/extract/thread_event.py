"""What a reply says about the task it replies to, when it is no event by itself."""

from __future__ import annotations

from datetime import date

from vaultmind.agent.ingest.extract.lifecycle import SHOWN, Event, content_words, last_date
from vaultmind.agent.ingest.extract.result_forms import bare_done, status_trouble
from vaultmind.agent.ingest.extract.thread_match import sentences


def in_thread(text: str, day: date) -> Event | None:
    """A reply that is no event by itself: a status answer with a new day ("not great,
    realistic is thursday": moves the asked-about task), or two news in one message
    (`Lifecycle._focus` picks the one about the replied task)."""
    due = last_date(text, day)
    if due is not None and status_trouble(text):
        shown = " ".join(text.split())[:SHOWN]
        return Event("postponed", content_words(text), due, shown, thread_only=True)
    if len(sentences(text)) > 1:
        return Event("thread", frozenset(), text=" ".join(text.split())[:SHOWN])
    if bare_done(text):  # «отдала 👌» replying to the promise
        return Event("done", frozenset(), None, " ".join(text.split())[:SHOWN], thread_only=True)
    return None
