"""Extraction without a model: promises in `Sources/` files become commitments;
preferences, temporary context and facts about known people become memories too.

The Sources file is the truth: messages are read back from it, and which ones this
extractor has seen (with a short hash of their text) is recorded in its frontmatter
(`extracted:`), so running again — here or on a machine that got the vault through
git, with no `.vaultmind/` — changes nothing, and an edited message is seen again.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from vaultmind.agent.ingest.extract.known_context import new_contexts
from vaultmind.agent.ingest.extract.lifecycle_step import Lifecycle, LifecycleTally
from vaultmind.agent.ingest.extract.people import NoteFinder
from vaultmind.agent.ingest.extract.promises import EXTRACTOR, find_promises
from vaultmind.agent.ingest.extract.statement_answers import OpenQuestions
from vaultmind.agent.ingest.extract.statement_memories import statement_additions
from vaultmind.agent.ingest.sources.escape import chat_words
from vaultmind.agent.ingest.sources.extracted_record import recorder
from vaultmind.agent.ingest.sources.file_format import source_link
from vaultmind.agent.ingest.sources.read_back import StoredMessage, with_news
from vaultmind.errors import VaultMindError
from vaultmind.memory.store import Addition, ChangeTally, MemoryStore, NewMemory
from vaultmind.vault.model import MemoryLine
from vaultmind.vault.parse import scan_memories
from vaultmind.vault.text import decode
from vaultmind.vault.write import update_note

CONFIDENCE = 0.6  # a pattern match: probable, not certain


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
    lifecycle: LifecycleTally = field(default_factory=LifecycleTally)  # done, postponed…

    def found(self, kind: str) -> None:
        """One more preference, context or fact found (the summary line counts them)."""
        name = {"preference": "preferences", "context": "contexts", "fact": "facts"}[kind]
        setattr(self, name, getattr(self, name) + 1)


GROUP = 64  # Sources files read before the people's notes are written: one write each


@dataclass
class RuleExtraction:
    """Promises in Sources files become commitments in the people's notes."""

    vault: Path
    timezone: str
    people: NoteFinder
    store: MemoryStore
    report: RulesReport

    def __post_init__(self) -> None:
        self.asked = OpenQuestions()  # "who owns billing?" waiting for "Kim does"
        self.lifecycle = Lifecycle(
            self.vault,
            self.timezone,
            self.people,
            self.store,
            self.report.lifecycle,
            self.report.count,
        )

    def run(
        self,
        paths: list[str],
        done: Callable[[str], None],
        before_group: Callable[[], None] = lambda: None,
    ) -> None:
        """A group of files at a time: one locked update per person for the whole group,
        then each file's record — so a kill in between leaves nothing a re-run would not
        redo, and a long export does not parse a growing person note once per day.
        `before_group` may stop the work there (a cancel token's check)."""
        for start in range(0, len(paths), GROUP):
            before_group()
            self._group(paths[start : start + GROUP])
            for path in paths[start : start + GROUP]:
                done(path)

    def _group(self, paths: list[str]) -> None:
        fresh: dict[str, dict[str, str]] = {}
        batches: dict[str, list[Addition]] = {}
        for path in paths:
            for stored, new in with_news(self.vault, path, self.timezone, EXTRACTOR):
                if not new:
                    self.report.already += 1
                    self.asked.see(stored.message)  # a question read before, answered now
                    continue
                self.report.examined += 1
                fresh.setdefault(path, {})[stored.block] = stored.digest
                promised = self.lifecycle.see(stored, list(_promises(stored, self.people)))
                for person, addition in promised:
                    batches.setdefault(person, []).append(addition)
                said = statement_additions(stored, self.people, CONFIDENCE, self.asked)
                for person, addition in said:
                    self.report.found(addition.new.kind)
                    batches.setdefault(person, []).append(addition)
        for person, additions in batches.items():
            self.report.promises += sum(a.new.kind == "commitment" for a in additions)
            kept = new_contexts(additions, _memories(self.vault / person, additions))
            self.report.contexts -= len(additions) - len(kept)  # already on record: not news
            additions = self.lifecycle.unlearnt(person, kept)
            for change in self.store.add_all(person, additions):
                self.report.count(change)
        self.lifecycle.apply()  # after the promises: «готово» may follow its promise
        for path, blocks in fresh.items():
            update_note(self.vault / path, recorder(EXTRACTOR, blocks))


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
