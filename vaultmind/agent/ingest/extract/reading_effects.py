"""A model's reading of a message, grounded in it, as what a rule's finding would be.

The model only says what kind of thing the message is and which words name it; the
rest is checked against the message and done by the rule steps' own code:

- the task must share a content word with the message or the messages shown with it
  (a made-up task is dropped); a fact must name a person the vault knows;
- the date words must be in the message, and are read by the same date table as
  `--due`; without them, the message's own first date phrase is used, if any;
- a promise goes through the lifecycle step as a rule's promise does (agreement to an
  ask, the topic of a bare «сделаю»); done, postponed and cancelled become events
  matched to the sender's open commitments like «готово» — or changing nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from vaultmind.agent.ingest.extract.lifecycle import SHOWN, WORD, Event, content_words
from vaultmind.agent.ingest.extract.model_reading import Reading
from vaultmind.agent.ingest.extract.people import NoteFinder
from vaultmind.agent.ingest.extract.promise_dates import promise_date
from vaultmind.agent.ingest.sources.escape import chat_words
from vaultmind.agent.ingest.sources.file_format import source_link
from vaultmind.agent.ingest.sources.formats import RawMessage
from vaultmind.agent.ingest.sources.read_back import StoredMessage
from vaultmind.errors import VaultMindError
from vaultmind.memory.store import Addition, NewMemory
from vaultmind.vault.dates import find_date

CONFIDENCE = 0.5  # a model's grounded reading: less sure than a rule's pattern (0.6)
EVENTS = ("done", "postponed", "cancelled")
MEMORY_KIND = {"promise": "commitment", "away": "context", "preference": "preference",
               "fact": "fact"}  # fmt: skip

Found = list[tuple[str, Addition]]  # (person note, memory)


@dataclass(frozen=True, slots=True)
class Effects:
    promised: Found = field(default_factory=list)
    event: Event | None = None
    said: Found = field(default_factory=list)
    dropped: str = ""  # why a reading that said something changed nothing


def reading_effects(
    reading: Reading, stored: StoredMessage, people: NoteFinder, context: str
) -> Effects:
    """What the reading changes, once grounded; nothing if it does not hold."""
    message = stored.message
    day = message.time.date()
    kind = MEMORY_KIND.get(reading.kind)
    when = _when(reading.when, message, promise=kind == "commitment")
    if reading.kind in EVENTS:
        return _event(reading, message.text, when)
    if kind is None:
        return Effects()
    if not content_words(reading.task) & content_words(f"{message.text} {context}"):
        return Effects(dropped="its task is not in the message")
    if kind == "fact" and reading.person:  # about someone the message names
        person = people.find(reading.person) if _named(reading.person, message.text) else None
    else:
        person = people.author(message)
    if person is None:
        return Effects(dropped="it names no known person")
    if kind != "fact" and people.find(reading.person) not in (None, person):
        return Effects(dropped="it is about someone else")  # «Вася говорил, что сделает…»
    new = NewMemory(
        kind,
        chat_words(reading.task),
        CONFIDENCE,
        "agent:extraction",
        (source_link(stored.path, stored.block),),
        due=when if kind == "commitment" else None,
        valid_until=(when or day) if kind == "context" else None,  # "off sick": today
    )
    try:
        new.validated()
    except VaultMindError:  # too short or long to be a memory
        return Effects(dropped="its text is too short or too long")
    found = [(person, Addition(new, day))]
    return Effects(promised=found) if kind == "commitment" else Effects(said=found)


def _event(reading: Reading, text: str, when: date | None) -> Effects:
    if reading.kind == "postponed" and when is None:
        return Effects(dropped="a postponement to no day the message names")
    words = content_words(text) | content_words(reading.task)
    shown = " ".join(text.split())[:SHOWN]
    due = when if reading.kind == "postponed" else None
    return Effects(event=Event(reading.kind, words, due, shown))


def _when(phrase: str, message: RawMessage, promise: bool) -> date | None:
    """The reading's date words if the message has them, else the message's own (a
    promise's as `promise_date` reads it: «сверишь к 15:00» is that day)."""
    text, day = message.text, message.time.date()
    if phrase and _norm(phrase) in _norm(text) and (found := find_date(phrase, day)):
        return found[0]
    found = promise_date(text, day, message.time) if promise else find_date(text, day)
    return found[0] if found else None


def _named(name: str, text: str) -> bool:
    """The message names the person: a word of the name, as its first 4 letters
    («Кристину» names Кристина)."""
    words = {w[:4] for w in WORD.findall(_norm(text)) if len(w) >= 3}
    return any(part[:4] in words for part in WORD.findall(_norm(name)) if len(part) >= 3)


def _norm(text: str) -> str:
    return text.lower().replace("ё", "е")
