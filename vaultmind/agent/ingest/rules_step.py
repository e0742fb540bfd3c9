"""Extraction without a model: promises in `Sources/` files become commitments.

The Sources file is the truth: messages are read back from it, and which ones this
extractor has seen (with a short hash of their text) is recorded in its frontmatter
(`extracted:`), so running again — here or on a machine that got the vault through
git, with no `.vaultmind/` — changes nothing, and an edited message is seen again.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from vaultmind.agent.ingest.escape import chat_words
from vaultmind.agent.ingest.formats import RawMessage
from vaultmind.agent.ingest.people import PeopleFinder
from vaultmind.agent.ingest.promises import EXTRACTOR, find_promises
from vaultmind.agent.ingest.read_back import with_news
from vaultmind.agent.ingest.record import recorder
from vaultmind.agent.ingest.sources import source_link
from vaultmind.errors import VaultMindError
from vaultmind.memory.store import Addition, ChangeTally, MemoryStore, NewMemory
from vaultmind.vault.write import update_note

CONFIDENCE = 0.6  # a pattern match: probable, not certain


@dataclass
class RulesReport(ChangeTally):
    examined: int = 0
    already: int = 0
    promises: int = 0
    people_created: list[str] = field(default_factory=list)
    near_misses: list[tuple[str, str]] = field(default_factory=list)


GROUP = 64  # Sources files read before the people's notes are written: one write each


def extract_files(
    vault: Path,
    paths: list[str],
    timezone: str,
    people: PeopleFinder,
    store: MemoryStore,
    report: RulesReport,
    done: Callable[[str], None],
) -> None:
    """Promises in Sources files, a group of files at a time: one locked update per
    person for the whole group, then each file's record — so a kill in between leaves
    nothing a re-run would not redo, and a long export does not parse a growing
    person note once per day of chat."""
    for start in range(0, len(paths), GROUP):
        _extract_group(vault, paths[start : start + GROUP], timezone, people, store, report)
        for path in paths[start : start + GROUP]:
            done(path)


def _extract_group(
    vault: Path,
    paths: list[str],
    timezone: str,
    people: PeopleFinder,
    store: MemoryStore,
    report: RulesReport,
) -> None:
    fresh: dict[str, dict[str, str]] = {}
    batches: dict[str, list[Addition]] = {}
    for path in paths:
        for stored, new in with_news(vault, path, timezone, EXTRACTOR):
            if not new:
                report.already += 1
                continue
            report.examined += 1
            fresh.setdefault(path, {})[stored.block] = stored.digest
            for person, addition in _promises(stored.message, path, stored.block, people):
                batches.setdefault(person, []).append(addition)
    for person, additions in batches.items():
        report.promises += len(additions)
        for change in store.add_all(person, additions):
            report.count(change)
    for path, blocks in fresh.items():
        update_note(vault / path, recorder(EXTRACTOR, blocks))


def _promises(
    message: RawMessage, path: str, block: str, people: PeopleFinder
) -> Iterator[tuple[str, Addition]]:
    for promise in find_promises(message):
        person = people.path_for(promise.person)
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
