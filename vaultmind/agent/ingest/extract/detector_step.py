"""The learned detector in the rule step: which messages carry a memory, and how surely.

Detection is learned (`vaultmind.agent.detect`); structure stays with the rules. A
message the rules found nothing in, but the detector finds likely, becomes the best
item the message gives: the sender, the detector's kind, the cleaned clause and the
parsed date, grounded and matched to commitments by the same code as a model's
reading (`reading_effects`). Sure enough, it is written; less sure, it is suggested.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date, timedelta
from pathlib import Path

import numpy as np

from vaultmind.agent.detect.examples import KINDS
from vaultmind.agent.detect.features import MessageView
from vaultmind.agent.detect.retrain import USER_MODEL
from vaultmind.agent.detect.weights import SHIPPED, Weights, load, sure
from vaultmind.agent.ingest.extract.lifecycle import last_date
from vaultmind.agent.ingest.extract.model_reading import Reading
from vaultmind.agent.ingest.extract.promise_dates import promise_date
from vaultmind.agent.ingest.extract.reading_effects import Found
from vaultmind.agent.ingest.extract.task_text import clean_text
from vaultmind.agent.ingest.sources.read_back import StoredMessage
from vaultmind.memory.date_ranges import find_range
from vaultmind.vault.dates import find_date

READING_KIND = {"commitment": "promise", "context": "away"}  # the rest keep their names


@dataclass(frozen=True, slots=True)
class Detected:
    kind: str  # the likeliest kind
    probability: float  # that the message carries an item at all
    route: str  # write | suggest | drop


@dataclass(frozen=True)
class Detector:
    weights: Weights
    owner: str | None = None  # the owner's person note: their own words are theirs

    def detect(self, view: MessageView) -> Detected:
        """The owner's own promises are read as anyone's, and only ever suggested: the
        training chats leave the lead's promises unlabelled, but the lead wants them."""
        if view.by_owner:
            found = self.detect(replace(view, by_owner=False))
            return replace(found, route="drop" if found.route == "drop" else "suggest")
        probabilities = self.weights.probabilities(view)
        item = probabilities["item"]
        kind = max(KINDS, key=lambda k: probabilities.get(k, 0.0))
        floor = float(self.weights.suggest_at[0])
        row = np.array([[probabilities[k] for k in self.weights.kinds]])
        written = bool(sure(row, self.weights.write_at)[0])
        route = "write" if written else "suggest" if item >= floor else "drop"
        return Detected(kind, item, route)


# an event no promise was recorded for is suggested only this sure of its kind: below
# it, "Congrats Dan" and "Hope they feel better" read as done (decisions.md, session 24)
UNPROMISED_FLOOR = 0.4


def event_route(detector: Detector, view: MessageView, kind: str) -> str:
    """How sure the detector is that a message is this event (done, cancelled), for one
    the rules or it read as that event but no open commitment met: written when that
    kind's row passes its threshold (as `sure`), suggested from both floors, else
    dropped. The owner's own words are only ever suggested, as in `detect`."""
    weights = detector.weights
    probabilities = weights.probabilities(replace(view, by_owner=False))
    row = weights.kinds.index(kind)
    item, this = probabilities["item"], probabilities[kind]
    if this >= weights.write_at[row]:
        return "suggest" if view.by_owner else "write"
    floor = max(weights.suggest_at[row], UNPROMISED_FLOOR)
    return "suggest" if item >= weights.suggest_at[0] and this >= floor else "drop"


def load_detector(data: Path, owner: str | None) -> Detector:
    """The user's retrained detector if there is one, else the shipped one."""
    user = data / USER_MODEL
    return Detector(load(user if user.is_file() else SHIPPED), owner)


def view_of(
    stored: StoredMessage, author: str | None, owner: str | None,
    replied: StoredMessage | None, previous: StoredMessage | None,
) -> MessageView:  # fmt: skip
    message = stored.message
    return MessageView(
        message.text,
        message.time.date(),
        by_owner=owner is not None and author == owner,
        replied=replied.message.text if replied else "",
        previous=previous.message.text if previous else "",
        forwarded=message.forwarded_from is not None,
        sender_known=bool(message.sender.strip()),
    )


def context_end(text: str, day: date) -> date | None:
    """The last day a state holds: the working day before the day its person is back
    ("off tomorrow and Friday… Back Monday" is Friday), else a range's end («с 7 по 18
    декабря»), else the last date said («30-го и 1-го на курсах» is the 1st); None:
    today only."""
    back = _BACK.search(text)
    returns = find_date(text[back.end() :], day) if back else None
    if returns is not None and returns[1][0] <= _NEXT_TO and returns[0] > day:
        end = returns[0] - timedelta(days=1)
        while end.weekday() >= 5 and end > day:  # back on Monday: gone until Friday
            end -= timedelta(days=1)
        return end
    found = find_range(text, day)
    return found[1] if found else last_date(text, day)


# "Back Monday", «вернусь в среду», «выйду в четверг»: the day the state is over, said
# right after the word ("back on Mon", not "back from the cash & carry … on Monday")
_NEXT_TO = 4
_BACK = re.compile(
    r"(?<!\w)(?:back|returning|вернусь|вернется|вернётся|выйду|выхожу|буду на месте)(?!\w)",
    re.IGNORECASE,
)


def ending_contexts(found: Found, text: str, day: date) -> Found:
    """A context the detector found ends on the last day the message gives."""
    end = context_end(text, day) if _has_context(found) else None
    if end is None or end < day:
        return found
    return [(p, replace(a, new=replace(a.new, valid_until=end)) if a.new.kind == "context" else a)
            for p, a in found]  # fmt: skip


def lasting_contexts(found: Found, text: str, day: date) -> Found:
    """A context a rule found lasts to the last day the message gives when that is later
    than the rule's own end («ещё на больничном, врач продлил до пятницы»). Asked of
    every message the rules read: the dates are parsed only when one said a context."""
    end = context_end(text, day) if _has_context(found) else None
    if end is None or end <= day:
        return found
    return [(p, replace(a, new=replace(a.new, valid_until=end)))
            if a.new.kind == "context" and (a.new.valid_until is None or a.new.valid_until < end)
            else (p, a) for p, a in found]  # fmt: skip


def _has_context(found: Found) -> bool:
    return any(addition.new.kind == "context" for _, addition in found)


def reading_of(detected: Detected, text: str, view: MessageView) -> Reading:
    """The best item the message gives, in the shape a model's reading has."""
    dated = promise_date if detected.kind == "commitment" else find_date  # «к 15:00»: today
    found = dated(text, view.day)
    due = found[0] if found else None
    task = clean_text(" ".join(text.split())[:200], due=due, day=view.day)
    return Reading(READING_KIND.get(detected.kind, detected.kind), "", task, "")
