"""A yes to no ask the rules can read: the message it answers is the task.

«+» to «Серёж, поменяешь сегодня? Номер продан с завтрашнего дня», "Yep, will do" to
"Congrats Daniel. Before you go: the Defender rollout to the last 40 machines, can you
finish it by the 30th?": the ask rules know neither shape, so the yes used to change
nothing, though the detector reads it as a promise (0.8–1.0 on the development chats).
What the person agreed to is the answered message's most fitting sentence
(`reply_topic.topic`), due when the yes says, else when that sentence says.

Only as sure as the detector is that the yes is a commitment (`route`): written,
suggested (the message held, so the store suggests the line), or nothing; without a
detector, nothing — «ок» to a colleague's news is no promise.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date

from vaultmind.agent.ingest.extract.agreement_step import AskFinder
from vaultmind.agent.ingest.extract.agreements import agreed_due
from vaultmind.agent.ingest.extract.promise_context import context_of
from vaultmind.agent.ingest.extract.reply_topic import topic
from vaultmind.agent.ingest.sources.escape import chat_words
from vaultmind.agent.ingest.sources.file_format import source_link
from vaultmind.agent.ingest.sources.read_back import StoredMessage
from vaultmind.errors import VaultMindError
from vaultmind.memory.store import Addition, MemoryChange, MemoryStore, NewMemory
from vaultmind.vault.dates import find_date

CONFIDENCE = 0.5  # the yes is sure; what it agreed to is the answered message's guess
Route = Callable[[StoredMessage], str]  # write | suggest | drop


def never(stored: StoredMessage) -> str:
    return "drop"


@dataclass
class UnaskedYes:
    """Writes (or suggests) the commitment a yes to an unread ask stands for."""

    store: MemoryStore
    asks: AskFinder
    count: Callable[[MemoryChange], None] = lambda change: None
    route: Route = never

    def record(self, stored: StoredMessage, person: str) -> str:
        """What the yes became: "written", "suggested" or "" (nothing)."""
        answered = context_of(self.asks, stored)
        if answered is None or answered.message.sender == stored.message.sender:
            return ""
        about = topic(answered.message.text)
        route = self.route(stored) if about is not None else "drop"
        if about is None or route == "drop":
            return ""
        said_on = stored.message.time.date()
        due = agreed_due(stored.message.text, said_on) or _asked_day(answered, said_on)
        sources = (source_link(stored.path, stored.block),
                   source_link(answered.path, answered.block))  # fmt: skip
        new = NewMemory("commitment", chat_words(about), CONFIDENCE, "agent:extraction",
                        sources, due)  # fmt: skip
        try:
            changes = self.store.add_all(person, [Addition(new.validated(), said_on)])
        except VaultMindError:  # too short or long to be a memory, or the note changed
            return ""
        for change in changes:
            self.count(change)
        return "suggested" if route == "suggest" else "written" if changes else ""


def _asked_day(answered: StoredMessage, said_on: date) -> date | None:
    """The day the answered message names (the topic may be cut before "by the 30th"),
    read from the day it was said; never a past one."""
    found = find_date(answered.message.text, answered.message.time.date())
    return found[0] if found and found[0] >= said_on else None
