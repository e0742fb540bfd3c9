"""A deadline named by an event (issue 10, session 8): "will fix before freeze", «сдам до
релиза», "by the offsite". The event's day is the one an earlier message of the same chat
gives it — "code freeze Dec 2 EOD", «релиз 4-го», "freeze at 18:00 today" — said in one
sentence with the event's word, newest first, at most `DAYS` back, not before the promise.
No such message: no date (the promise stays undated).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import date

from vaultmind.agent.ingest.extract.lifecycle import WORD
from vaultmind.agent.ingest.sources.read_back import StoredMessage
from vaultmind.vault.dates import find_date

DAYS = 14
_PAST = re.compile(r"(?<!\w)(?:was|were|had|прошёл|прошел|был|была|было|были)(?!\w)", re.I)
_SENTENCES = re.compile(r"(?<=[.!?…])\s+|\n+")
_STEM = 5  # «релиза»/«релиз», "freeze"/"freezes"
_BEFORE = re.compile(
    r"(?<!\w)(?:before|by|until|till|ahead of|до|к|ко|перед)\s+(?:the\s+|our\s+)?"
    r"(?:code\s+)?(?P<event>[^\W\d_]{4,})(?!\w)",
    re.IGNORECASE,
)
# words after "by"/«до» that are no event: "by then", «до конца», «к тому»
_NOT_EVENT_WORDS = (
    "then that this when next end close конца того тому этого завтра вечера утра обеда"
    " понедельника вторника среды четверга пятницы субботы воскресенья"
)
_NOT_EVENTS = frozenset(_NOT_EVENT_WORDS.split())


def event_of(text: str, day: date) -> str | None:
    """The event a promise's deadline names ("freeze"), when no date is said."""
    if find_date(text, day) is not None:
        return None
    for found in _BEFORE.finditer(text):
        word = found.group("event").lower()
        if word not in _NOT_EVENTS:
            return word
    return None


def event_date(event: str, earlier: Iterable[StoredMessage], since: date) -> date | None:
    """The day the newest earlier message gives the event, if it is not past."""
    stem = event[:_STEM]
    for stored in earlier:
        day = stored.message.time.date()
        if (since - day).days > DAYS:
            return None
        for sentence in _SENTENCES.split(stored.message.text):
            words = [w.lower() for w in WORD.findall(sentence)]
            if not any(w[:_STEM] == stem for w in words if len(w) >= min(len(event), _STEM)):
                continue
            if _PAST.search(sentence):
                continue  # "the freeze was on Friday": not the one to come
            found = find_date(sentence, day)
            if found is not None and found[0] >= since:
                return found[0]
    return None
