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
from datetime import date
from pathlib import Path

from vaultmind.agent.ingest.extract.agreement_step import AskFinder, reply_block
from vaultmind.agent.ingest.extract.agreements import (
    agreed_due,
    is_agreement,
    opens_with_yes,
)
from vaultmind.agent.ingest.extract.chat_order import ChatOrder
from vaultmind.agent.ingest.extract.completion_scope import (
    ticket_ids,
    tickets_fit,
)
from vaultmind.agent.ingest.extract.event_deadline import event_date, event_of
from vaultmind.agent.ingest.extract.lifecycle import (
    SHOWN,
    Candidate,
    Event,
    best_match,
    content_words,
    find_event,
    shown_text,
    task_words,
)
from vaultmind.agent.ingest.extract.named_task import names_no_task
from vaultmind.agent.ingest.extract.note_commitments import NoteCommitments
from vaultmind.agent.ingest.extract.people import NoteFinder
from vaultmind.agent.ingest.extract.pointer_promise import (
    TAKE_OVER,
    points_only,
    question_date,
    with_object,
)
from vaultmind.agent.ingest.extract.promise_context import with_context
from vaultmind.agent.ingest.extract.restated import Restatements
from vaultmind.agent.ingest.extract.same_promise import same_addition
from vaultmind.agent.ingest.extract.suggesting_store import SuggestingStore
from vaultmind.agent.ingest.extract.thread_event import in_thread
from vaultmind.agent.ingest.extract.thread_match import Threads, focused
from vaultmind.agent.ingest.extract.tied_event import sharing
from vaultmind.agent.ingest.extract.unpromised import Unpromised
from vaultmind.agent.ingest.extract.unsure_task import unsure_task
from vaultmind.agent.ingest.sources.escape import chat_words
from vaultmind.agent.ingest.sources.file_format import source_link
from vaultmind.agent.ingest.sources.read_back import StoredMessage
from vaultmind.errors import VaultMindError
from vaultmind.memory.store import Addition, MemoryChange, MemoryStore, NewMemory
from vaultmind.vault.dates import without_dates
from vaultmind.vault.model import MemoryLine

Promised = list[tuple[str, Addition]]  # (person note, commitment) found in one message
# a promise that may also move an open one: «не успеваю…», "can't…", "pushing…"
_MOVES = re.compile(
    r"(?<!\w)(?:не|not|no|can't|cannot|won't|need|push\w*|mov\w*|postpon\w*|delay\w*|slip\w*"
    r"|shift\w*|bump\w*|перен[её]с\w*|перенош\w*|сдви\w*|отлож\w*|отклад\w*|перекин\w*"
    r"|передвин\w*|переезж\w*|съезж\w*|нуж\w*|надо)(?!\w)",
    re.IGNORECASE,
)  # a prefilter: `find_event` on every promise would cost 2 s in a year's chat


@dataclass
class LifecycleTally:
    completed: int = 0
    postponed: int = 0
    cancelled: int = 0
    unmatched: list[str] = field(default_factory=list)  # "unmatched completion: «…» (…)"
    unconcerned: int = 0  # events from senders with no open commitment in the chat: noise
    agreed: int = 0  # assignments and hand-overs someone agreed to: their new commitments
    unpromised: int = 0  # done or dropped with no promise on record: written closed


@dataclass
class Lifecycle:
    vault: Path
    timezone: str
    people: NoteFinder
    store: MemoryStore
    tally: LifecycleTally
    count: Callable[[MemoryChange], None] = lambda change: None  # the rule step's tally
    hold: Callable[[StoredMessage], None] = lambda stored: None  # suggest, do not write, it
    moves: Callable[[StoredMessage], bool] = lambda stored: False  # the detector reads a move
    _pending: list[tuple[StoredMessage, Event | None, Promised]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.stop: Callable[[], None] = lambda: None  # a cancel check, between events
        self.notes = NoteCommitments(self.vault)  # every event reads them, few change them
        self._commitments = self.notes.lines
        self.asks = AskFinder(self.vault, self.timezone, self.people, self._commitments)
        self.order = ChatOrder(self.vault, self.timezone)
        self.restated = Restatements(self.order.position, self._is_name)
        self.threads = Threads(self.asks, self._is_name)
        self.order.seen = self.threads.add
        self.unpromised = Unpromised(self.store, self.order, self._author, self.count)

    def _author(self, stored: StoredMessage) -> str | None:
        return self.people.author(stored.message)

    def _is_name(self, word: str) -> bool:
        return self.people.find(word) is not None

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
            if answers and is_agreement(message.text, day):
                self._pending.append((stored, None, promised))
                return []
            moved = (
                find_event(message.text, day, self._is_name)
                if _MOVES.search(message.text)
                else None
            )
            if moved is None or moved.kind != "postponed":
                moved = self._read_move(stored, promised)
            if moved is None:
                return promised  # «Сделаю отчёт до пятницы»: a promise, written now
            # «сертификаты не успеваю… Привезу в понедельник»: moves an open one, if any
            self._pending.append((stored, moved, promised))
            return []
        event = self._addressed(stored, find_event(message.text, day, self._is_name))
        if event is None and message.reply_to is not None:
            event = in_thread(message.text, day)
        if event is not None or is_agreement(message.text, day):
            self._pending.append((stored, event, []))
        return []

    def _addressed(self, stored: StoredMessage, event: Event | None) -> Event | None:
        """ "Дима, drop the release notes. Petya will do it": a hand-over said to someone
        hands over their task, not the sender's."""
        if event is None or event.kind != "cancelled":
            return event
        owner = self.asks.addressed(stored.message.text)
        if owner is None or owner == self.people.find(stored.message.sender):
            return event
        return replace(event, owner=owner)

    def _read_move(self, stored: StoredMessage, promised: Promised) -> Event | None:
        """«Графики к завтра не успеваю… Сдам в понедельник, 30-го»: no postponement form
        the rules know, but the detector reads the message as one. The promise's day is
        the new one; the message's words (or its reply) find the commitment it moves, and
        when none shares a word the promise is written as one after all."""
        due = next((a.new.due for _, a in promised if a.new.due), None)
        if due is None or not self.moves(stored):
            return None
        said = stored.message.text
        return Event("postponed", content_words(without_dates(said)), due, shown_text(said))

    def expect(self, stored: StoredMessage, event: Event) -> None:
        """An event found otherwise (a model's reading), applied with the others."""
        self._pending.append((stored, event, []))

    @property
    def waiting(self) -> int:
        """Events and agreements noted so far, to tell whether a message added one."""
        return len(self._pending)

    def _named(self, stored: StoredMessage, addition: Addition) -> Addition:
        """ "ok, I'll do it by Friday" after "Can you do the vendor review?": the task is
        the one the question named; the question joins the evidence. Else the message
        it answers lends it a topic (`promise_context`)."""
        if not points_only(addition.new.text):
            return with_context(self.asks, stored, addition, names_task=True)
        found = self.asks.named_before(stored)
        if found is None:
            return with_context(self.asks, stored, addition, names_task=False)
        task, asked = found
        sources = (*addition.new.sources, source_link(asked.path, asked.block))
        pointed = addition.new.text, task.task, addition.new.due, addition.today
        text = (with_object(*pointed) if task.thing else None) or task.task
        new = replace(addition.new, text=chat_words(text), sources=sources)
        self._taken_over(stored, asked, task.task)
        return replace(addition, new=new)

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

    def apply(self) -> None:
        """Every event seen since the last call, in the order the messages were read."""
        pending, self._pending = self._pending, []
        for stored, event, promised in pending:
            self.stop()  # each event is its own write: a re-run skips those applied
            if event is None:
                self._agree(stored, promised)
            elif not self._apply(stored, event, quiet=bool(promised)):
                self._agree_or_promise(stored, promised)

    def _agree_or_promise(self, stored: StoredMessage, promised: Promised) -> None:
        """An event that met nothing: an agreement to an ask after all ("yes, Friday.
        crunching them tomorrow" to "still happening?"), else the message's promise."""
        message = stored.message
        if is_agreement(message.text, message.time.date()):
            self._agree(stored, promised)
            return
        for owner, addition in promised:  # moved nothing: a promise after all
            self._write(owner, self.unlearnt(owner, [addition]))

    def _agree(self, stored: StoredMessage, promised: Promised) -> None:
        """«ок» to «Дима, сделай до пятницы»: the task becomes the agreeing person's
        commitment, due when the ask said (or when the agreement says, if it does).
        With no ask, the agreement's own promise, if any, is written as it is."""
        message = stored.message
        person = self.people.find(message.sender)
        ask = self.asks.answered(stored, person) if person else None
        if person is None or ask is None:
            if any(unsure_task(a.new.text) for _, a in promised):
                self.hold(stored)  # «Хорошо, сделаю завтра» to no ask: do what?
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

    def _apply(self, stored: StoredMessage, event: Event, quiet: bool = False) -> bool:
        """Whether the event met a commitment (or was applied before); `quiet`: an
        unmatched one is no news (the message's own promise is written instead)."""
        message = stored.message
        link = source_link(stored.path, stored.block)
        person = event.owner or self.people.find(message.sender)
        memories = self._commitments(person) if person else []
        if any(link in m.sources for m in memories):
            return True  # applied by an earlier run
        candidates = self.order.candidates(stored, self._open(person) if person else [])
        if person is None or not candidates:
            if not quiet and self._unpromised(stored, event):
                return True  # «отчёт отправила» of a promise never recorded: a closed line
            if event.kind == "postponed" and not (quiet or event.news):  # a missed promise
                self.tally.unmatched.append(
                    f"unmatched postponement (no open commitment of {message.sender} in this "
                    f"chat): «{event.text}» ({link})"
                )
            elif not quiet and event.kind != "thread":  # a reply read for its news
                self.tally.unconcerned += 1  # «готово» about anything else: nothing to tell
            return False
        found, event = self._match(stored, event, candidates)
        if found is None and not quiet and self._unpromised(stored, event):
            return True
        if found is None and not (quiet or event.news) and event.kind != "thread":
            tied = self._tied(stored, event, candidates, link)
            for each in tied:  # held: each becomes a suggestion, the user picks
                self._applied(person, each, event, link, message.time.date())
            return bool(tied)
        if found is None:
            return False
        return self._applied(person, found, event, link, message.time.date())

    def _applied(self, person: str, found: Candidate, event: Event, link: str, day: date) -> bool:
        if event.kind == "postponed" and event.due and found.due == event.due.isoformat():
            self.tally.unconcerned += 1  # «не успеваю к пятнице» to a Friday: nothing moves
            return True
        try:
            self._change(person, found, event, link, day)
        except VaultMindError as error:  # the note changed under us: say so, change nothing
            self.tally.unmatched.append(f"not applied {event.name}: «{event.text}»: {error}")
        return True

    def _tied(
        self, stored: StoredMessage, event: Event, candidates: list[Candidate], link: str
    ) -> list[Candidate]:
        """An event that met no one commitment: held, to be suggested on each of several
        it shares words with (`tied_event`); reported when the store cannot suggest."""
        tied = sharing(event, candidates)
        if len(tied) > 1 and isinstance(self.store, SuggestingStore):
            self.hold(stored)
            return tied
        mark = " (it shares words with several open commitments: mark the one it closes by hand)"
        sender = stored.message.sender
        self.tally.unmatched.append(
            f"unmatched {event.name}: «{event.text}» ({sender}, {link}){mark if tied[1:] else ''}"
        )
        return []

    def _unpromised(self, stored: StoredMessage, event: Event) -> bool:
        """An unmatched done or cancellation as a closed line of its own (`unpromised`)."""
        person = self.people.find(stored.message.sender)
        made = self.unpromised.record(stored, event, self._commitments(person) if person else [])
        self.tally.unpromised += made == "written"
        return bool(made)

    def _match(
        self, stored: StoredMessage, event: Event, candidates: list[Candidate]
    ) -> tuple[Candidate | None, Event]:
        """`_found`, if the completion covers all of it (`_covers`)."""
        found, event = self._found(stored, event, candidates)
        if found is not None and event.kind == "done" and not self._covers(stored, found):
            return None, event
        return found, event

    def _found(
        self, stored: StoredMessage, event: Event, candidates: list[Candidate]
    ) -> tuple[Candidate | None, Event]:
        """By the reply or the line's words; then by the thread (`thread_match`); only
        what `completion_scope` allows. Two news in one reply: the event of the
        sentences about the replied commitment."""
        if event.target is not None:  # the model named it: that one, if still open here
            return next((c for c in candidates if event.target in c.sources), None), event
        if event.kind == "thread":
            found = self.threads.replied(stored, candidates)
            focus = self._focus(stored, found) if found is not None else None
            return (found, focus) if focus is not None else (None, event)
        if event.thread_only:
            found = self.threads.replied(stored, candidates)
            return found or self.threads.match(stored, event, candidates), event
        found = best_match(event, candidates, reply_block(stored))
        return found or self.threads.match(stored, event, candidates), event

    def _covers(self, stored: StoredMessage, found: Candidate) -> bool:
        """Whether the completion names all the commitment's ticket ids and no other one
        (another is fine in a reply to its thread): «TCK-7 в ревью» is part of a promise
        about TCK-7 and TCK-8, not its end (`completion_scope`)."""
        said = ticket_ids(stored.message.text)
        folder = stored.path.rsplit("/", 1)[0]
        promised = ticket_ids(found.text) | ticket_ids(self.threads.said(found, folder))
        replied = self.threads.replied(stored, [found]) is not None
        return tickets_fit(said, promised, replied)

    def _focus(self, stored: StoredMessage, found: Candidate) -> Event | None:
        """The event of the sentences about `found`, from the first one naming it."""
        folder = stored.path.rsplit("/", 1)[0]
        words = task_words(found.text) | self.threads.of(found, folder).words
        day = stored.message.time.date()
        return focused(stored.message.text, words, lambda t: find_event(t, day, self._is_name))

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
            self.tally.postponed += _made(self.store.supersede(person, found.memory_id, new, day))
        elif event.kind == "done":
            done = self.store.set_status(person, found.memory_id, "done", day, evidence=link)
            self.tally.completed += _made(done)
        else:
            dropped = self.store.set_status(person, found.memory_id, "archived", day, evidence=link)
            self.tally.cancelled += _made(dropped)

    def open_before(self, stored: StoredMessage, person: str) -> list[Candidate]:
        """The person's open commitments first said earlier in this chat, latest first:
        what a capable model is shown to say which one a message closes or moves."""
        self._commitments(person)
        return self.order.candidates(stored, self._open(person))

    def _open(self, person: str) -> list[MemoryLine]:
        """The active commitment lines with an id, as `_commitments` last read them, and
        the ones waiting in the inbox because the detector doubted them (`item_routing`)."""
        opened = self.notes.open(person)
        doubted = getattr(self.store, "doubted_lines", None)
        return opened + doubted(person) if doubted is not None else opened


def _made(change: MemoryChange) -> bool:
    """A change the report may count: not one left for review, nor a line already so."""
    return change.action not in ("suggested", "unchanged")
