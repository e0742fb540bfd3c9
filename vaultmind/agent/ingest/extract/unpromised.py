"""A done or a cancellation of a promise nobody recorded: a commitment line already closed.

«Отчёт Денте отправила ✅», "Backup fixed, it was a full disk on the target": the promise
was missed, or said outside the chat, so no open commitment of the sender's meets the
event and it used to change nothing. What the person did is still worth keeping: it
becomes a commitment line that is already done (a cancellation: archived), its text the
message's cleaned clause, its evidence the message, as any other line's.

Not when a commitment line of theirs said earlier in the chat is what it replies to, or
shares a word with the message when open, two when closed (a tie or a part of an open one
is the matcher's question and the user's; a closed one was told already), nor for a bare
«готово» (it names nothing), nor for someone else's task ("Дима, drop the release notes.
Petya will do it"). How sure is the detector's question (`route`): written, suggested (accepting
adds the line closed), or nothing; without a detector, nothing. A re-read changes
nothing: the line cites the message, and the lifecycle step takes an event whose
message a line already cites as applied.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from vaultmind.agent.ingest.extract.agreement_step import reply_block
from vaultmind.agent.ingest.extract.agreements import is_agreement
from vaultmind.agent.ingest.extract.chat_order import ChatOrder
from vaultmind.agent.ingest.extract.lifecycle import Event, content_words, task_words
from vaultmind.agent.ingest.extract.sentences import chat_sentences
from vaultmind.agent.ingest.extract.task_text import clean_text
from vaultmind.agent.ingest.sources.escape import chat_words
from vaultmind.agent.ingest.sources.file_format import source_link
from vaultmind.agent.ingest.sources.read_back import StoredMessage
from vaultmind.errors import VaultMindError
from vaultmind.memory.store import Addition, MemoryChange, MemoryStore, NewMemory
from vaultmind.vault.model import MemoryLine

STATUS = {"done": "done", "cancelled": "archived"}
# a closed line is the same task told again only when it shares two words: "prices sent
# to Grace" is not "I'll ask for the old price", done a week before
SHARED_WITH_CLOSED = 2
CONFIDENCE = 0.6  # as a rule's promise: the event is sure, the task's words are the message's
Route = Callable[[StoredMessage, Event], str]  # write | suggest | drop


def never(stored: StoredMessage, event: Event) -> str:
    """Without a detector nothing says how sure an unpromised event is: nothing is made."""
    return "drop"


@dataclass
class Unpromised:
    """Writes (or suggests) the closed commitment an unmatched event stands for."""

    store: MemoryStore
    order: ChatOrder
    author: Callable[[StoredMessage], str | None]  # the sender's note, created if new
    count: Callable[[MemoryChange], None] = lambda change: None
    route: Route = never

    def record(self, stored: StoredMessage, event: Event, lines: list[MemoryLine]) -> str:
        """What the event became: a closed commitment "written" or "suggested", or ""
        (nothing). `lines`: the sender's commitment lines, of any status. An agreement
        that met no commitment is read as one after all (`Lifecycle.apply`)."""
        message = stored.message
        if event.kind not in STATUS or event.owner is not None or event.target is not None:
            return ""
        text = clause(message.text, event)
        if not _named(event) or not content_words(text):
            return ""
        said = self.order.said_before(stored, lines)
        if _about(stored, event, said) or is_agreement(message.text, message.time.date()):
            return ""
        if self.route(stored, event) == "drop" or (person := self.author(stored)) is None:
            return ""
        link = source_link(stored.path, stored.block)
        new = NewMemory("commitment", chat_words(text), CONFIDENCE, "agent:extraction", (link,))
        try:
            addition = Addition(new.validated(), stored.message.time.date())
            changes = self.store.add_closed(person, addition, STATUS[event.kind])
        except VaultMindError:  # too short or long to be a memory, or the note changed
            return ""
        for change in changes:
            self.count(change)
        if not changes:
            return ""
        return "suggested" if changes[0].action == "suggested" else "written"


def clause(text: str, event: Event) -> str:
    """The sentence that names the event's task, cleaned as a promise's text is."""
    sentences = chat_sentences(text) or [text]
    named = (s for s in sentences if content_words(s) & event.words)
    return clean_text(" ".join(next(named, sentences[0]).split()))


def _named(event: Event) -> bool:
    """The event names a task: a content word besides its verb («готово» names none)."""
    return any(not w.startswith("~") for w in event.words)


def _about(stored: StoredMessage, event: Event, said: list[MemoryLine]) -> bool:
    """Whether the event may be about a line already said: it replies to one of its
    messages, or shares a word or a verb with it («Оценки 7А и 8Б выставлены» ~ «7А и 8Б
    выставлю к среде»; two with a closed one). Open, the matcher left it to the user;
    closed, it is told again."""
    reply = reply_block(stored)
    if reply is not None and any(f"#^{reply}]]" in s for m in said for s in m.sources):
        return True
    words = event.words | content_words(stored.message.text)
    return any(len(words & task_words(m.text)) >= _shared_needed(m) for m in said)


def _shared_needed(line: MemoryLine) -> int:
    return SHARED_WITH_CLOSED if line.status in STATUS.values() else 1
