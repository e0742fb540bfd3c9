"""Extraction without a model: promises in `Sources/` files become commitments;
preferences, temporary context and facts about known people become memories too.

The Sources file is the truth: messages are read back from it, and which ones this
extractor has seen (with a short hash of their text) is recorded in its frontmatter
(`extracted:`), so running again — here or on a machine that got the vault through
git, with no `.vaultmind/` — changes nothing, and an edited message is seen again.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from datetime import timedelta
from pathlib import Path

from vaultmind.agent.detect.features import MessageView
from vaultmind.agent.endpoint_config import ModelServerError
from vaultmind.agent.ingest.extract.agreement_step import reply_block
from vaultmind.agent.ingest.extract.capable_step import CapableReader
from vaultmind.agent.ingest.extract.decisions import decisions_recorder
from vaultmind.agent.ingest.extract.detector_step import (
    Detector,
    ending_contexts,
    event_route,
    lasting_contexts,
    reading_of,
    view_of,
)
from vaultmind.agent.ingest.extract.item_routing import Doubt
from vaultmind.agent.ingest.extract.known_context import new_contexts
from vaultmind.agent.ingest.extract.lifecycle import Event
from vaultmind.agent.ingest.extract.lifecycle_step import Lifecycle, LifecycleTally
from vaultmind.agent.ingest.extract.model_reading import SHOWN_CONTEXT, Reader
from vaultmind.agent.ingest.extract.people import NoteFinder
from vaultmind.agent.ingest.extract.promises import EXTRACTOR, find_promises
from vaultmind.agent.ingest.extract.reading_effects import Found, reading_effects
from vaultmind.agent.ingest.extract.statement_answers import OpenQuestions
from vaultmind.agent.ingest.extract.statement_memories import statement_additions
from vaultmind.agent.ingest.extract.suggesting_store import SuggestingStore
from vaultmind.agent.ingest.extract.unsure_task import unsure_task
from vaultmind.agent.ingest.sources.escape import chat_words
from vaultmind.agent.ingest.sources.extracted_record import recorder
from vaultmind.agent.ingest.sources.file_format import source_link
from vaultmind.agent.ingest.sources.formats.records import RawMessage
from vaultmind.agent.ingest.sources.read_back import StoredMessage, with_news
from vaultmind.errors import VaultMindError
from vaultmind.memory.store import Addition, ChangeTally, MemoryStore, NewMemory
from vaultmind.vault.model import MemoryLine
from vaultmind.vault.parse import scan_memories
from vaultmind.vault.text import NoteText, decode
from vaultmind.vault.write import update_note

CONFIDENCE = 0.6  # a pattern match: probable, not certain
_LETTERS = re.compile(r"[^\W\d_]{2}")  # a sticker or a bare link is nothing to read
# a promise moves an open commitment of its sender when the detector reads the message
# this surely as a postponement («…к завтра не успеваю… Сдам в понедельник»: 0.9 and up)
MOVE_FLOOR = 0.5


@dataclass
class RulesReport(ChangeTally):
    examined: int = 0
    already: int = 0
    promises: int = 0
    preferences: int = 0
    contexts: int = 0
    facts: int = 0
    people_created: list[str] = field(default_factory=list)
    near_misses: list[tuple[str, str]] = field(default_factory=list)
    unsure: dict[str, str] = field(default_factory=dict)  # sender → likely note: asked
    lifecycle: LifecycleTally = field(default_factory=LifecycleTally)  # done, postponed…
    model_read: int = 0  # messages the rules found nothing in, read by a capable model
    model_kinds: Counter[str] = field(default_factory=Counter)  # what it said they were
    model_dropped: Counter[str] = field(default_factory=Counter)  # readings grounding refused
    model_unread: list[str] = field(default_factory=list)  # its failed calls, one line each
    model_decisions: int = 0  # decisions a capable model read, kept in the Sources files
    detected: Counter[str] = field(default_factory=Counter)  # by route: write, suggest
    suggested: int = 0  # suggestions new to the review inbox
    task_evidence: int = 0  # promises that restated an open task: added to its evidence

    def found(self, kind: str) -> None:
        """One more preference, context or fact found (the summary line counts them)."""
        name = {"preference": "preferences", "context": "contexts", "fact": "facts"}[kind]
        setattr(self, name, getattr(self, name) + 1)


GROUP = 64  # Sources files read before the people's notes are written: one write each
GROUP_MESSAGES = 1500  # …or fewer files, once this many new messages are read: a group's
# writes take about a second apiece, and a cancel waits for the write under way


@dataclass
class RuleExtraction:
    """Promises in Sources files become commitments in the people's notes."""

    vault: Path
    timezone: str
    people: NoteFinder
    store: MemoryStore
    report: RulesReport
    reader: Reader | None = None  # a capable model, for the messages the rules miss
    key: str = EXTRACTOR  # recorded per message read (another with a reader)
    detector: Detector | None = None  # the learned detector: writes or suggests what rules miss
    capable: CapableReader | None = None  # the capable tier's reader, instead of `reader`

    def __post_init__(self) -> None:
        self._stop: Callable[[], None] = lambda: None
        self._pending: dict[str, list[Addition]] = {}  # this group's promises, not yet written
        self.asked = OpenQuestions()  # "who owns billing?" waiting for "Kim does"
        self.lifecycle = Lifecycle(
            self.vault,
            self.timezone,
            self.people,
            self.store,
            self.report.lifecycle,
            self.report.count,
        )
        self.lifecycle.hold = self._hold  # a promise whose structure is unsure: suggested
        self.lifecycle.moves = self._moves  # a promise the detector reads as a postponement
        if self.detector is not None and isinstance(self.store, SuggestingStore):
            self.lifecycle.unpromised.route = self._unpromised

    def run(
        self,
        paths: list[str],
        done: Callable[[str], None],
        before_group: Callable[[], None] = lambda: None,
    ) -> None:
        """A group of files at a time: one locked update per person for the whole group,
        then each file's record — so a kill in between leaves nothing a re-run would not
        redo, and a long export does not parse a growing person note once per day.
        `before_group` may stop the work (a cancel token's check): it is asked before
        each group, each message and each note written, never inside a write, so Esc
        stops a 20 000-message ingest at once and a re-run redoes the group."""
        self._stop = before_group  # also before each message and each write in a group
        self.lifecycle.stop = before_group
        start = 0
        while start < len(paths):
            before_group()
            taken = self._group(paths[start : start + GROUP])
            for path in paths[start : start + taken]:
                done(path)
            start += taken

    def _group(self, paths: list[str]) -> int:
        """Read the first files of `paths` (up to `GROUP_MESSAGES` new messages), write
        what they said; how many files were taken."""
        fresh: dict[str, dict[str, str]] = {}
        batches = self._pending = {}
        held = self.store.holds if isinstance(self.store, SuggestingStore) else lambda _: False
        examined, taken = self.report.examined, 0
        for path in paths:
            if taken and self.report.examined - examined >= GROUP_MESSAGES:
                break
            taken += 1
            for stored, new in with_news(self.vault, path, self.timezone, self.key):
                self._stop()  # a cancel while reading drops the group unwritten
                if not new:
                    self.report.already += 1
                    self.asked.see(stored.message)  # a question read before, answered now
                    continue
                self.report.examined += 1
                fresh.setdefault(path, {})[stored.block] = stored.digest
                waiting = self.lifecycle.waiting
                promised = self.lifecycle.see(stored, list(_promises(stored, self.people)))
                said = list(statement_additions(stored, self.people, CONFIDENCE, self.asked))
                said = lasting_contexts(said, stored.message.text, stored.message.time.date())
                found = bool(promised or said) or self.lifecycle.waiting != waiting
                if found and self.detector is not None:  # each item written or suggested
                    self._doubt(stored, self.detector)  # by how sure the detector is
                elif self.detector is not None:
                    promised, said = self._detect(stored, self.detector)
                elif (self.reader or self.capable) and not found:
                    promised, said = self._read(stored)
                asked = self._ask_whose(stored)  # held under the person it is likely from
                if not asked and any(unsure_task(a.new.text) for _, a in promised):
                    self._hold(stored)  # «Сделаю» with no ask found: what is to be done?
                for person, addition in promised:
                    batches.setdefault(person, []).append(addition)
                for person, addition in said:
                    if not held(addition):  # a suggestion is counted as one, not found
                        self.report.found(addition.new.kind)
                    batches.setdefault(person, []).append(addition)
        for person, additions in batches.items():
            self._stop()  # between whole notes: what a re-run redoes (as after a kill)
            self.report.promises += sum(
                a.new.kind == "commitment" and not held(a) for a in additions
            )
            kept = new_contexts(additions, _memories(self.vault / person, additions))
            self.report.contexts -= len(additions) - len(kept)  # already on record: not news
            additions = self.lifecycle.unlearnt(person, kept)
            for change in self.store.add_all(person, additions):
                self.report.count(change)
        self.lifecycle.apply()  # after the promises: «готово» may follow its promise
        for path, blocks in fresh.items():
            seen = recorder(self.key, blocks)
            decided = self.capable.decisions.pop(path, None) if self.capable else None
            if decided:  # in the same write as the record: both or neither
                seen = _then(seen, decisions_recorder(decided))
            update_note(self.vault / path, seen)
        return taken

    def _ask_whose(self, stored: StoredMessage) -> bool:
        """A sender who is likely, not surely, a known person: whatever their message
        changes waits in the review inbox under that person (`NoteFinder.unsure`)."""
        if isinstance(self.store, SuggestingStore) and self.people.unsure_of(stored.message):
            view = MessageView(stored.message.text, stored.message.time.date())
            link = source_link(stored.path, stored.block)
            self.store.hold_for_owner(link, view, stored.message.sender)
            return True
        return False

    def _read(self, stored: StoredMessage) -> tuple[Found, Found]:
        """The model's reading of a message the rules found nothing in, grounded
        (`reading_effects`): promises and statements to write, events to apply."""
        message = stored.message
        if message.forwarded_from is not None or not _LETTERS.search(message.text):
            return [], []
        self._stop()  # a cancel here drops the group unwritten: the next run redoes it
        if self.capable is not None:
            return self._read_capable(stored, self.capable)
        if self.reader is None:
            return [], []
        before = self._before(stored)
        try:
            reading = self.reader(message, before)
        except ModelServerError as exc:  # the server went away: not a reading of this message
            self._lose_reader(exc, stored)
            return [], []
        except VaultMindError as exc:  # counted and told; the message stays read
            self.report.model_unread.append(f"{exc.message} ({stored.path})")
            return [], []
        self.report.model_read += 1
        self.report.model_kinds[reading.kind] += 1
        context = " ".join(m.text for m in before)
        effects = reading_effects(reading, stored, self.people, context)
        if effects.dropped:
            self.report.model_dropped[effects.dropped] += 1
        if effects.event is not None:
            self.lifecycle.expect(stored, effects.event)
        promised = self.lifecycle.see(stored, effects.promised) if effects.promised else []
        return promised, effects.said

    def _read_capable(self, stored: StoredMessage, capable: CapableReader) -> tuple[Found, Found]:
        """The capable tier: the message in its context, every item grounded."""
        try:
            kinds, found = capable.read(stored, self.lifecycle, self.people, self._pending)
        except ModelServerError as exc:
            self._lose_reader(exc, stored)
            return [], []
        except VaultMindError as exc:  # one line; nothing of this reply is written
            self.report.model_unread.append(f"{exc.message} ({stored.path})")
            return [], []
        self.report.model_read += 1
        self.report.model_kinds.update(kinds)
        self.report.model_dropped.update(found.dropped)
        self.report.model_decisions += len(found.decisions)
        for event in found.events:
            self.lifecycle.expect(stored, event)
        promised = self.lifecycle.see(stored, found.promised) if found.promised else []
        return promised, found.said

    def _lose_reader(self, exc: ModelServerError, stored: StoredMessage) -> None:
        """No more readings this run, and what is recorded from here on is recorded as the
        rules' alone (this group included): the next run with the server reads it all."""
        self.report.model_unread.append(f"{exc.message} ({stored.path}); read by rules only")
        self.reader = self.capable = None
        self.key = EXTRACTOR

    def _detect(self, stored: StoredMessage, detector: Detector) -> tuple[Found, Found]:
        """A message the rules found nothing in: if the detector finds it likely, its
        best item, or a capable model's reading; written if sure, else suggested. A
        model reads only the messages the detector flags: a call each, not one per «ок»."""
        message = stored.message
        view = self._view(stored, detector.owner)
        detected = detector.detect(view)
        link = source_link(stored.path, stored.block)
        holding = self.store if isinstance(self.store, SuggestingStore) else None
        if detected.route == "drop" or message.forwarded_from is not None:
            return [], []
        if not _LETTERS.search(message.text) or (detected.route == "suggest" and not holding):
            return [], []
        if detected.route == "suggest" and holding:
            holding.hold(link, detected.probability, view, learned=True)
        self.report.detected[detected.route] += 1
        if self.reader is not None or self.capable is not None:
            return self._read(stored)
        reading = reading_of(detected, message.text, view)
        effects = reading_effects(reading, stored, self.people, view.replied)
        if effects.event is not None:
            self.lifecycle.expect(stored, effects.event)
        promised = self.lifecycle.see(stored, effects.promised) if effects.promised else []
        said = ending_contexts(effects.said, message.text, view.day)
        return sure(promised, detected.probability), sure(said, detected.probability)

    def _doubt(self, stored: StoredMessage, detector: Detector) -> None:
        """The detector's figures for a message the rules found items in: the store
        routes each item by them (`item_routing`), writing or suggesting it."""
        if isinstance(self.store, SuggestingStore) and self.store.routing.active:
            view = self._view(stored, detector.owner)
            doubt = Doubt(detector.weights.probabilities(view), view)
            self.store.doubt(source_link(stored.path, stored.block), doubt)

    def _view(self, stored: StoredMessage, owner: str | None) -> MessageView:
        """The message as the detector reads it: with the one it replies to, or the one
        just before it."""
        asks = self.lifecycle.asks
        reply = reply_block(stored)
        replied = asks.find_message(stored.path, reply) if reply is not None else None
        previous = next(asks.just_before(stored, within=timedelta(days=1)), None)
        sender = stored.message.sender
        author = self.people.find(sender) if sender else None
        return view_of(stored, author, owner, replied, previous)

    def _moves(self, stored: StoredMessage) -> bool:
        """Whether the detector reads the message as a postponement (`MOVE_FLOOR`)."""
        if self.detector is None:
            return False
        view = self._view(stored, self.detector.owner)
        return self.detector.weights.probabilities(view)["postponed"] >= MOVE_FLOOR

    def _unpromised(self, stored: StoredMessage, event: Event) -> str:
        """How sure a done or cancellation of no recorded promise is (`unpromised`): a
        suggested one holds its message, so the store suggests the line it would write."""
        if self.detector is None or not isinstance(self.store, SuggestingStore):
            return "drop"
        view = self._view(stored, self.detector.owner)
        route = event_route(self.detector, view, event.kind)
        link = source_link(stored.path, stored.block)
        if route == "suggest" and link not in self.store.held:
            self.store.hold(link, self.detector.weights.probabilities(view)["item"], view)
        return route

    def _hold(self, stored: StoredMessage) -> None:
        """What this message would write becomes a suggestion (its probability the
        detector's, without one a pattern's), for the user to confirm."""
        if not isinstance(self.store, SuggestingStore):
            return
        owner = self.detector.owner if self.detector else None
        view = self._view(stored, owner)
        probability = self.detector.weights.probabilities(view)["item"] if self.detector else 0.6
        self.store.hold(source_link(stored.path, stored.block), probability, view)

    def _before(self, stored: StoredMessage) -> list[RawMessage]:
        """The message it answers, else the ones just before it: oldest first."""
        shown: list[RawMessage] = []
        for said in self.lifecycle.asks.previous(stored, within=None, then_before=True):
            if len(shown) >= SHOWN_CONTEXT:
                break
            if said.message not in shown:
                shown.append(said.message)
        return shown[::-1]


def _then(
    first: Callable[[NoteText], NoteText], second: Callable[[NoteText], NoteText]
) -> Callable[[NoteText], NoteText]:
    return lambda text: second(first(text))


def sure(found: Found, probability: float) -> Found:
    """The detector's items carry its calibrated probability as their confidence."""
    return [(p, replace(a, new=replace(a.new, confidence=round(probability, 2)))) for p, a in found]


def _memories(note: Path, additions: list[Addition]) -> list[MemoryLine]:
    """The note's memories, read only when a context is about to be added to it."""
    if not any(a.new.kind == "context" for a in additions):
        return []
    try:
        return scan_memories(decode(note.read_bytes()).text)[0]
    except OSError:  # a note not written yet
        return []


def _promises(stored: StoredMessage, people: NoteFinder) -> Iterator[tuple[str, Addition]]:
    message, path, block = stored.message, stored.path, stored.block
    for promise in find_promises(message):
        person = people.author(message)
        if person is None:
            continue
        source = source_link(path, block)
        new = NewMemory(
            "commitment",
            chat_words(promise.text),
            CONFIDENCE,
            "agent:extraction",
            (source,),
            promise.due,
        )
        try:
            new.validated()
        except VaultMindError:  # a promise too short or long to be a memory
            continue
        yield person, Addition(new, message.time.date())
