"""A capable model's items, grounded in the message they name, as the rule steps take them.

An item is dropped (and counted by why) unless it names the message that was read and
quotes words that are in it; then it goes through the checks a 1–4B model's reading
goes through (`reading_effects`: the task shares a word with the message or the ones
shown with it, dates are the message's own, a promise about someone else is not the
sender's). An event that names a listed commitment (`k2`) is applied to that one only,
if it is still open when the events are applied; one naming none is matched by words,
as a rule's «готово» is. A hand-over cancels the giver's commitment (the taker's comes
with their own yes). A decision is kept for the Sources file (`decisions`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace

from vaultmind.agent.ingest.extract.capable_reading import Said
from vaultmind.agent.ingest.extract.lifecycle import Candidate, Event, content_words
from vaultmind.agent.ingest.extract.model_reading import Reading
from vaultmind.agent.ingest.extract.people import NoteFinder
from vaultmind.agent.ingest.extract.reading_effects import Found, reading_effects
from vaultmind.agent.ingest.sources.read_back import StoredMessage

READING_KIND = {"commitment": "promise", "handed_over": "cancelled"}  # the rest are the same
MIN_DECISION, MAX_DECISION = 3, 160


@dataclass(frozen=True, slots=True)
class Listed:
    """An open commitment shown to the model, and whose it is."""

    person: str  # the person note
    candidate: Candidate


@dataclass
class Grounded:
    promised: Found = field(default_factory=list)
    said: Found = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    decisions: list[str] = field(default_factory=list)
    dropped: Counter[str] = field(default_factory=Counter)


def ground_items(
    items: list[Said],
    read: str,
    stored: StoredMessage,
    people: NoteFinder,
    context: str,
    listed: dict[str, Listed],
) -> Grounded:
    """What the items change, each checked on its own; `context`: the shown messages."""
    found = Grounded()
    for item in items:
        why = _ungrounded(item, read, stored.message.text, listed)
        if why:
            found.dropped[why] += 1
        elif item.kind == "decision":
            _decision(item, stored.message.text, context, found)
        else:
            _effects(item, stored, people, context, listed, found)
    return found


def _ungrounded(item: Said, read: str, text: str, listed: dict[str, Listed]) -> str:
    if item.msg != read:
        return "it names another message than the one read"
    quote = _norm(item.quote.strip(" \"'«»“”„"))
    if sum(c.isalpha() for c in quote) < 2 or quote not in _norm(text):
        return "its quote is not in the message"
    if item.commitment and item.commitment not in listed:
        return "it names a commitment that was not listed"
    return ""


def _decision(item: Said, text: str, context: str, found: Grounded) -> None:
    said = " ".join(item.text.split())
    if not MIN_DECISION <= len(said) <= MAX_DECISION:
        found.dropped["its text is too short or too long"] += 1
    elif not content_words(said) & content_words(f"{text} {context}"):
        found.dropped["its task is not in the message"] += 1
    else:
        found.decisions.append(said)


def _effects(
    item: Said,
    stored: StoredMessage,
    people: NoteFinder,
    context: str,
    listed: dict[str, Listed],
    found: Grounded,
) -> None:
    reading = Reading(READING_KIND.get(item.kind, item.kind), item.person, item.text, item.when)
    effects = reading_effects(reading, stored, people, context)
    if effects.dropped:
        found.dropped[effects.dropped] += 1
    found.promised += effects.promised
    found.said += effects.said
    if effects.event is None:
        return
    event = replace(effects.event, handed=item.kind == "handed_over")
    named = listed.get(item.commitment)
    if named is not None:  # the commitment the model named: its first source identifies it
        sender = people.author(stored.message)
        owner = None if named.person == sender else named.person
        event = replace(event, target=named.candidate.sources[0], owner=owner)
    found.events.append(event)


def _norm(text: str) -> str:
    return " ".join(text.lower().replace("ё", "е").split())
