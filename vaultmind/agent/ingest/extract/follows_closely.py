"""A completion in other words, soon after the sender's only open promise (issue 10,
session 6): «Забрала, раздам сегодня» … two days later «Бейджи раздала»; "I'll book a
table by Wednesday" … «Ресторан забронировала». The words share nothing («раздам» /
«бейджи», "table" / «ресторан»), but the sender has exactly one open commitment in the
chat, last spoken of at most `DAYS` before, and the message is a clear completion of
few words. Anything more, a reply to some other message, or a second open commitment,
and it is no match (reported as unmatched, as before).
"""

from __future__ import annotations

import re
from datetime import date
from pathlib import PurePosixPath

from vaultmind.agent.ingest.extract.lifecycle import Candidate, Event, task_words

DAYS = 3  # "closely": the next working days
FAR = 14  # a promise due later than this after the «done» is not what it closes
MAX_WORDS = 3  # a short report: «Бейджи раздала», "Table booked for Friday"
_LINK = re.compile(r"\[\[(Sources/[^#\]]+)#\^")


def follows_closely(event: Event, candidates: list[Candidate], day: date) -> Candidate | None:
    """The sender's only open commitment, when this short completion follows it closely."""
    if event.kind != "done" or event.owner is not None or event.shaped or len(candidates) != 1:
        return None
    only = candidates[0]
    named = [w for w in event.words if not w.startswith("~")]  # not the verb's own key
    if not named or len(named) > MAX_WORDS or event.words & task_words(only.text):
        return None
    if only.due and (due := _iso(only.due)) and (due - day).days > FAR:
        return None  # "visa letters out by Feb 15": a short «done» in December is other news
    said = [_day(path) for path in _LINK.findall(" ".join(only.sources))]
    last = max((d for d in said if d is not None), default=None)
    return only if last is not None and 0 <= (day - last).days <= DAYS else None


def _day(path: str) -> date | None:
    try:
        return date.fromisoformat(PurePosixPath(path).name)
    except ValueError:
        return None


def _iso(text: str) -> date | None:
    try:
        return date.fromisoformat(text)
    except ValueError:
        return None
