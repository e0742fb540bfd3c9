"""Lifecycle events applied to the sender's open commitments from the same chat.

Events are collected while the rule step reads a group of Sources files and applied
after its promises are written, in message order. Only a commitment first said in an
earlier message of the same chat counts, so a re-run that re-reads the whole chat
never lets an event reach a later promise. An event whose message is already in a
commitment's `src` was applied before: nothing happens (re-runs are no-ops). An
agreement («ок», "Sure, will do") to an assignment or a hand-over makes the task the
agreeing person's commitment (`agreement_step.py`). A forwarded message is no event.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import date, timedelta
from pathlib import Path

from vaultmind.agent.ingest.extract.agreement_step import AskFinder, reply_block
from vaultmind.agent.ingest.extract.agreements import (
    agreed_due,
    is_agreement,
    opens_with_yes,
)
from vaultmind.agent.ingest.extract.event_deadline import event_date, event_of
from vaultmind.agent.ingest.extract.follows_closely import follows_closely
from vaultmind.agent.ingest.extract.lifecycle import (
    SHOWN,
    Candidate,
    Event,
    best_match,
    by_words,
    content_words,
    find_event,
)
from vaultmind.agent.ingest.extract.named_task import names_no_task
from vaultmind.agent.ingest.extract.others_cancel import find_others_cancel
from vaultmind.agent.ingest.extract.people import NoteFinder
from vaultmind.agent.ingest.extract.pointer_promise import (
    TAKE_OVER,
    points_only,
    question_date,
    with_object,
)
from vaultmind.agent.ingest.extract.reply_topic import topic, with_topic
from vaultmind.agent.ingest.extract.restated import Restatements
from vaultmind.agent.ingest.extract.same_promise import same_addition
from vaultmind.agent.ingest.sources.escape import chat_words
from vaultmind.agent.ingest.sources.file_format import source_link
from vaultmind.agent.ingest.sources.read_back import StoredMessage, read_source
from vaultmind.errors import VaultMindError
from vaultmind.memory.store import Addition, MemoryChange, MemoryStore, NewMemory
from vaultmind.vault.model import MemoryLine
from vaultmind.vault.parse import scan_memories
from vaultmind.vault.text import decode

Promised = list[tuple[str, Addition]]  # (person note, commitment) found in one message
# a promise with no reply id is about the message just before it only this soon after
CONTEXT_WINDOW = timedelta(minutes=15)
_LINK = re.compile(r"\[\[(Sources/[^#\]]+)#\^([^\]]+)\]\]")


@dataclass
class LifecycleTally:
    completed: int = 0
    postponed: int = 0
    cancelled: int = 0
    unmatched: list[str] = field(default_factory=list)  # "unmatched completion: «…» (…)"
    unconcerned: int = 0  # events from senders with no open commitment in the chat: noise
    agreed: int = 0  # assignments and hand-overs someone agreed to: their new commitments


@dataclass
class Lifecycle:
    vault: Path
    timezone: str
    people: NoteFinder
    store: MemoryStore
    tally: LifecycleTally
    count: Callable[[MemoryChange], None] = lambda change: None  # the rule step's tally
    _pending: list[tuple[StoredMessage, Event | None, Promised]] = field(default_factory=list)
    # Sources file → (its day, block → place); a line's sources → their places
    _order: dict[str, tuple[str, dict[str, int]]] = field(default_factory=dict)
    _origin: dict[tuple[tuple[str, ...], str], list[tuple[str, int]]] = field(default_factory=dict)
    _as_candidate: dict[str, Candidate] = field(default_factory=dict)  # by the line's text
    # a person note's bytes and its commitments: every event reads them, few change them
    _parsed: dict[str, tuple[bytes, list[MemoryLine], list[MemoryLine]]] = field(
        default_factory=dict
    )  # (the bytes, their commitment lines, the open ones among them)

    def __post_init__(self) -> None:
        self.asks = AskFinder(self.vault, self.timezone, self.people, self._commitments)
        self.restated = Restatements(
            self._position, lambda word: self.people.find(word) is not None
        )

    def see(self, stored: StoredMessage, promised: Promised) -> Promised:
        """Note an event or an agreement (kept as None) to apply after the promises; the
        promises to write now. An agreement's own promise ("Sure, I'll take it, Monday
        latest") waits too: the ask's words name the task better, if there is an ask."""
        message = stored.message
        if not message.sender or message.forwarded_from is not None:
            return promised  # a forwarded «готово» is the author's, about who knows what
        day = message.time.date()
        promised = [(person, self._dated(stored, self._named(stored, a))) for person, a in promised]
        # "I'll send it later" with no task named before it says nothing to remember
        promised = [(p, a) for p, a in promised if a.new.due or not names_no_task(a.new.text)]
        same = None if promised else same_addition(stored, self.asks.just_before(stored))
        if same is not None and (person := self.people.author(message)) is not None:
            return [(person, same)]  # "same for iOS, Monday" after a colleague's promise
        if promised:
            answers = opens_with_yes(message.text) or message.reply_to is not None
            if not (answers and is_agreement(message.text, day)):
                return promised  # «Сделаю отчёт до пятницы»: a promise, written now
            self._pending.append((stored, None, promised))
            return []
        event = self._others_cancel(stored) or find_event(
            message.text, day, lambda word: self.people.find(word) is not None
        )
        if event is not None or is_agreement(message.text, day):
            self._pending.append((stored, event, []))
        return []

    def _named(self, stored: StoredMessage, addition: Addition) -> Addition:
        """ "ok, I'll do it by Friday" after "Can you do the vendor review?": the task is
        the one the question named; the question joins the evidence."""
        if not points_only(addition.new.text):
            return addition
        found = self.asks.named_before(stored)
        if found is None:
            return self._about(stored, addition)
        task, asked = found
        sources = (*addition.new.sources, source_link(asked.path, asked.block))
        pointed = addition.new.text, task.task, addition.new.due, addition.today
        text = (with_object(*pointed) if task.thing else None) or task.task
        new = replace(addition.new, text=chat_words(text), sources=sources)
        self._taken_over(stored, asked, task.task)
        return replace(addition, new=new)

    def _about(self, stored: StoredMessage, addition: Addition) -> Addition:
        """No question named the task: the message it replies to (or someone else's just
        before it) gives its topic, and joins the evidence (`reply_topic`)."""
        context = self._context_of(stored)
        about = topic(context.message.text) if context is not None else None
        if context is None or about is None:
            return addition
        sources = (*addition.new.sources, source_link(context.path, context.block))
        text = chat_words(with_topic(addition.new.text, about))
        return replace(addition, new=replace(addition.new, text=text, sources=sources))

    def _context_of(self, stored: StoredMessage) -> StoredMessage | None:
        sender = stored.message.sender
        reply = reply_block(stored)
        if reply is not None:
            replied = self.asks.find_message(stored.path, reply)
            return replied if replied and replied.message.sender != sender else None
        for earlier in self.asks.just_before(stored):  # the one message just before
            close = stored.message.time - earlier.message.time <= CONTEXT_WINDOW
            return earlier if earlier.message.sender != sender and close else None
        return None

    def _dated(self, stored: StoredMessage, addition: Addition) -> Addition:
        """ "Farewell drinks Friday?" → "I'll bring the cake": a promise with no date,
        replying to someone's question that names one, is due then."""
        reply = reply_block(stored)
        if addition.new.due is None and (event := event_of(addition.new.text, addition.today)):
            due = event_date(event, self.asks.earlier(stored), addition.today)  # "before freeze"
            addition = (
                addition if due is None else replace(addition, new=replace(addition.new, due=due))
            )
        if addition.new.due is not None or reply is None:
            return addition
        replied = self.asks.find_message(stored.path, reply)
        if replied is None or replied.message.sender == stored.message.sender:
            return addition
        due = question_date(replied.message.text, replied.message.time.date())
        return addition if due is None else replace(addition, new=replace(addition.new, due=due))

    def _taken_over(self, stored: StoredMessage, asked: StoredMessage, task: str) -> None:
        """«Кирилл, сможешь забрать маркировку?» answered «Да, заберу»: the asker's own
        commitment with the task's words goes (it is the answerer's now)."""
        owner = self.people.find(asked.message.sender)
        if owner is None or owner == self.people.find(stored.message.sender):
            return
        if not TAKE_OVER.search(asked.message.text) or not content_words(task):
            return
        shown = " ".join(stored.message.text.split())[:SHOWN]
        event = Event("cancelled", content_words(task), None, shown, owner=owner)
        self._pending.append((stored, event, []))

    def _others_cancel(self, stored: StoredMessage) -> Event | None:
        """ "Sam, never mind the blog post", or «да, отбой» to the owner's question."""
        found = find_others_cancel(stored.message.text)
        sender = self.people.find(stored.message.sender)
        if found is None or sender is None:
            return None
        words, owner = found.words, None
        if found.name is not None:
            owner = self.asks.person(found.name)
        elif (reply := reply_block(stored)) is not None:
            replied = self.asks.find_message(stored.path, reply)
            if replied is not None and "?" in replied.message.text:
                owner = self.people.find(replied.message.sender)
                words = words | content_words(replied.message.text)
        if owner is None or owner == sender:
            return None
        shown = " ".join(stored.message.text.split())[:SHOWN]
        return Event("cancelled", words, None, shown, owner=owner)

    def apply(self) -> None:
        """Every event seen since the last call, in the order the messages were read."""
        pending, self._pending = self._pending, []
        for stored, event, promised in pending:
            if event is None:
                self._agree(stored, promised)
            else:
                self._apply(stored, event)

    def _agree(self, stored: StoredMessage, promised: Promised) -> None:
        """«ок» to «Дима, сделай до пятницы»: the task becomes the agreeing person's
        commitment, due when the ask said (or when the agreement says, if it does).
        With no ask, the agreement's own promise, if any, is written as it is."""
        message = stored.message
        person = self.people.find(message.sender)
        ask = self.asks.answered(stored, person) if person else None
        if person is None or ask is None:
            for owner, addition in promised:  # an «ок» to anything else: only its promise
                self._write(owner, self.unlearnt(owner, [addition]))
            return
        due = agreed_due(message.text, message.time.date()) or ask.due
        link = source_link(stored.path, stored.block)
        asked = source_link(ask.message.path, ask.message.block)
        text = chat_words(ask.task)
        new = NewMemory("commitment", text, 0.6, "agent:extraction", (link, asked), due)
        changes = self._write(person, self.unlearnt(person, [Addition(new, message.time.date())]))
        self.tally.agreed += sum(c.action == "added" for c in changes)

    def _write(self, person: str, additions: list[Addition]) -> list[MemoryChange]:
        try:
            changes = self.store.add_all(person, additions)
        except VaultMindError:  # too short or long to be a memory, or the note changed
            return []
        for change in changes:
            self.count(change)
        return changes

    def _apply(self, stored: StoredMessage, event: Event) -> None:
        message = stored.message
        link = source_link(stored.path, stored.block)
        person = event.owner or self.people.find(message.sender)
        memories = self._commitments(person) if person else []
        if any(link in m.sources for m in memories):
            return  # applied by an earlier run
        candidates = self._candidates(stored, self._open(person) if person else [])
        if person is None or not candidates:
            if event.kind == "postponed":  # the sender's own task, a new date: a missed promise
                self.tally.unmatched.append(
                    f"unmatched postponement (no open commitment of {message.sender} in this "
                    f"chat): «{event.text}» ({link})"
                )
                return
            self.tally.unconcerned += 1  # «готово» about anything else: nothing to tell
            return
        reply = reply_block(stored)
        found = (
            best_match(event, candidates, reply)
            or self._asked_about(stored, event, candidates)
            or (follows_closely(event, candidates, message.time.date()) if reply is None else None)
        )
        if found is None:
            self.tally.unmatched.append(
                f"unmatched {event.name}: «{event.text}» ({message.sender}, {link})"
            )
            return
        if event.kind == "postponed" and event.due and found.due == event.due.isoformat():
            self.tally.unconcerned += 1  # «не успеваю к пятнице» to a Friday: nothing moves
            return
        try:
            self._change(person, found, event, link, message.time.date())
        except VaultMindError as error:  # the note changed under us: say so, change nothing
            self.tally.unmatched.append(f"not applied {event.name}: «{event.text}»: {error}")

    def _asked_about(
        self, stored: StoredMessage, event: Event, candidates: list[Candidate]
    ) -> Candidate | None:
        """An event replying to someone's question about the task («алерты как, успеваешь
        к пятнице?» → «перекину на среду»): the question's words name the task."""
        reply = reply_block(stored)
        if reply is None or any(f"#^{reply}]]" in s for c in candidates for s in c.sources):
            return None
        replied = self.asks.find_message(stored.path, reply)
        if replied is None or "?" not in replied.message.text:
            return None
        if replied.message.sender == stored.message.sender:
            return None
        words = event.words | content_words(replied.message.text)
        return by_words(replace(event, words=words), candidates)

    def unlearnt(self, person: str, additions: list[Addition]) -> list[Addition]:
        """Promises not yet learnt from their message: one the note already holds with the
        same words and this message in `src` is not added again, so a re-read (a new
        extractor version) cannot undo a completion or a postponement. A promise said
        again in other words joins the first (`restated.py`)."""
        additions = self.restated.fold(additions, self._commitments(person))
        known = {
            (source, chat_words(m.text)) for m in self._commitments(person) for source in m.sources
        }
        return [a for a in additions if not all((s, a.new.text) in known for s in a.new.sources)]

    def _change(self, person: str, found: Candidate, event: Event, link: str, day: date) -> None:
        if event.kind == "postponed":
            sources = (*found.sources, link)
            text = chat_words(found.text)  # escaped again, as the rule step wrote it
            new = NewMemory("commitment", text, found.confidence, found.by, sources, event.due)
            self.store.supersede(person, found.memory_id, new, day)
            self.tally.postponed += 1
        elif event.kind == "done":
            self.store.set_status(person, found.memory_id, "done", day, evidence=link)
            self.tally.completed += 1
        else:
            self.store.set_status(person, found.memory_id, "archived", day, evidence=link)
            self.tally.cancelled += 1

    def _commitments(self, person: str) -> list[MemoryLine]:
        """The note's commitment lines as it is now: parsed again only when its bytes
        changed (a year's chat has thousands of events about a few people)."""
        try:
            raw = (self.vault / person).read_bytes()
        except OSError:
            return []
        known = self._parsed.get(person)
        if known is not None and known[0] == raw:
            return known[1]
        memories = [m for m in scan_memories(decode(raw).text)[0] if m.kind == "commitment"]
        opened = [m for m in memories if m.status == "active" and m.id]
        self._parsed[person] = (raw, memories, opened)
        return memories

    def _open(self, person: str) -> list[MemoryLine]:
        """The active commitment lines with an id, as `_commitments` last read them."""
        return self._parsed[person][2] if person in self._parsed else []

    def _candidates(self, stored: StoredMessage, opened: list[MemoryLine]) -> list[Candidate]:
        """Open commitments first said earlier in this chat, the most recent first."""
        here = self._position(stored.path, stored.block)
        folder = stored.path.rsplit("/", 1)[0]
        dated = []
        for memory in opened:
            earlier = [o for o in self._origins(memory.sources, folder) if o < here]
            if earlier:
                if memory.raw not in self._as_candidate:
                    self._as_candidate[memory.raw] = _candidate(memory)
                dated.append((max(earlier), self._as_candidate[memory.raw]))
        return [c for _, c in sorted(dated, key=lambda pair: pair[0], reverse=True)]

    def _origins(self, sources: tuple[str, ...], folder: str) -> list[tuple[str, int]]:
        """Where in this chat's folder each source message of a line was sent (asked for
        every open line at every event: kept)."""
        key = (sources, folder)
        if key not in self._origin:
            self._origin[key] = [
                self._position(f"{path}.md", block)
                for path, block in _LINK.findall(" ".join(sources))
                if path.rsplit("/", 1)[0] == folder
            ]
        return self._origin[key]

    def _position(self, path: str, block: str) -> tuple[str, int]:
        """(day, place in the day's file): the order messages were sent in."""
        if path not in self._order:
            try:
                stored, _ = read_source(self.vault, path, self.timezone)
            except (OSError, ValueError):
                stored = []
            self._order[path] = (Path(path).stem, {s.block: at for at, s in enumerate(stored)})
        day, blocks = self._order[path]
        return day, blocks.get(block, len(blocks))


def _candidate(memory: MemoryLine) -> Candidate:
    by = memory.by or "agent:extraction"
    confidence = memory.confidence or 0.6
    return Candidate(
        memory.id or "", memory.text, memory.sources, confidence, by, memory.field("due")
    )
